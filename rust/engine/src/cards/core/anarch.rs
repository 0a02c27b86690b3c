//! Anarch cards of the Core Set, described in our own words. Also the free functions behind
//! The Personal Touch (Shaper), whose hooks in `shaper.rs` call them, since this file owns the
//! hosting mechanic.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, subtype, Behavior, Breaker, CardAction, CardType, Hooks, VIRUS};
use crate::engine::{DamageKind, Event, Spend, Step, Window};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ, RD};

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[NOISE];

/// Noise: Hacker Extraordinaire. Whenever the Runner installs a virus program, the Corp trashes
/// the top card of R&D.
const NOISE: CardBehavior = CardBehavior {
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) => {
            s.card(c).owner == Side::Runner
                && s.cdef(c).card_type == CardType::Program
                && s.cdef(c).subtypes & crate::cards::VIRUS != 0
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| {
        // The Corp trashes the top card of R&D, facedown: the Runner has not seen it, but the
        // Corp may look at facedown cards in Archives at any time (Rules Reference, "Archives").
        // (Knowledge is set before the trash so that its event records it as well.)
        if let Some(&top) = s.corp.rd.last() {
            s.card_mut(top).faceup = false;
            s.card_mut(top).known = Side::Corp.bit();
            s.trash(top);
        }
    }),
    ..card("01001")
};

const ICEBREAKER: u64 = subtype("Icebreaker");
const BARRIER: u64 = subtype("Barrier");
const CODE_GATE: u64 = subtype("Code Gate");
const SENTRY: u64 = subtype("Sentry");

/// Most memory of programs Djinn can host (Djinn: 3 MU of non-icebreaker programs).
const DJINN_CAPACITY: u8 = 3;

/// The Anarch cards' hooks.
pub(crate) struct Cards;

fn is_virus(state: &GameState, card: u8) -> bool {
    state.cdef(card).subtypes & VIRUS != 0
}

fn is_virus_program(state: &GameState, card: u8) -> bool {
    state.cdef(card).card_type == CardType::Program && is_virus(state, card)
}

/// Moves a card from the heap or the stack to the grip.
fn to_grip(state: &mut GameState, card: u8) {
    let from = state.card(card).zone;
    state.unplace(card);
    let c = state.card_mut(card);
    c.zone = Zone::Grip;
    c.known |= Side::Runner.bit();
    state.runner.grip.push(card);
    state.log_card(crate::log::EventKind::AddedToHand, card, from);
}

/// The ice being encountered, if it is rezzed.
fn encountered_rezzed_ice(state: &GameState) -> Option<u8> {
    let ice = state.run?.encounter;
    (ice != NONE && state.card(ice).installed() && state.card(ice).rezzed).then_some(ice)
}

/// Memory of the programs hosted on `host`.
fn hosted_memory(state: &GameState, host: u8) -> u8 {
    state
        .runner
        .rig
        .iter()
        .filter(|&&c| state.card(c).host == host)
        .map(|&c| state.cdef(c).memory_cost)
        .sum()
}

/// Asks for a card for `source`'s effect, or takes the only possible choice at once (a decision
/// with a single outcome is not asked).
fn ask_card(state: &mut GameState, source: u8, n: u8) {
    let mut choices = ActionList::new();
    <Cards as Hooks>::pick_choices(state, source, n, &mut choices);
    match choices.as_slice() {
        [] => {}
        [only] => {
            let chosen = if only.kind == ActionKind::Pass {
                NONE
            } else {
                only.card
            };
            <Cards as Hooks>::card_picked(state, source, n, chosen);
        }
        _ => state.push(Step::PickCard { source, n }),
    }
}

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            DejaVu
                | DemolitionRun
                | Stimhack
                | Cyberfeeder
                | Grimoire
                | Corroder
                | Datasucker
                | Djinn
                | Medium
                | Mimic
                | Parasite
                | Wyrm
                | Yog
                | IceCarver
                | Wyldside
        )
    }

    fn breaker_of(b: Behavior) -> Option<Breaker> {
        let (breaks, break_cost, boost_cost, boost_amount) = match b {
            // Corroder: fracter, 1 credit per barrier subroutine, 1 credit per +1 strength.
            Behavior::Corroder => (BARRIER, 1, 1, 1),
            // Mimic: killer, 1 credit per sentry subroutine, no strength ability.
            Behavior::Mimic => (SENTRY, 1, 0, 0),
            // Wyrm: AI, 3 credits per subroutine (only on ice at 0 strength, see `can_break`),
            // 1 credit per +1 strength.
            Behavior::Wyrm => (0, 3, 1, 1),
            // Yog.0: decoder, 0 credits per code gate subroutine, no strength ability.
            Behavior::Yog => (CODE_GATE, 0, 0, 0),
            _ => return None,
        };
        Some(Breaker {
            breaks,
            break_cost,
            boost_cost,
            boost_amount,
        })
    }

    fn can_break(state: &GameState, breaker: u8, ice: u8) -> bool {
        match state.cdef(breaker).behavior {
            // Wyrm breaks only subroutines of ice whose strength is 0 or less.
            Behavior::Wyrm => state.ice_strength(ice) == 0,
            _ => true,
        }
    }

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::Djinn => {
                const {
                    &[ability(
                        0,
                        "search the stack for a virus program and add it to the grip",
                        "click, 1 credit",
                    )]
                }
            }
            Behavior::Datasucker => {
                const {
                    &[ability(
                        0,
                        "the encountered ice gets -1 strength for this encounter",
                        "1 hosted virus counter",
                    )]
                }
            }
            Behavior::Wyrm => {
                const {
                    &[ability(
                        1,
                        "the encountered ice gets -1 strength for this encounter",
                        "1 credit",
                    )]
                }
            }
            _ => const { &[] },
        }
    }

    fn can_play(state: &GameState, card: u8) -> bool {
        match state.cdef(card).behavior {
            // Déjà Vu needs a card in the heap to take back.
            Behavior::DejaVu => !state.runner.heap.is_empty(),
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match state.cdef(card).behavior {
            Behavior::DejaVu => ask_card(state, card, 0),
            Behavior::DemolitionRun => state.push(Step::ChooseServer(card)),
            Behavior::Stimhack => {
                // Stimhack: 9 credits on the event, usable as pool credits during its run.
                state.card_mut(card).credits = 9;
                state.log_card_credits(card, 9, true);
                state.push(Step::ChooseServer(card));
            }
            _ => {}
        }
    }

    fn run_servers(state: &GameState, card: u8, server: u8) -> bool {
        match state.cdef(card).behavior {
            // Demolition Run: HQ or R&D.
            Behavior::DemolitionRun => server == HQ || server == RD,
            // Stimhack: any server.
            Behavior::Stimhack => true,
            _ => false,
        }
    }

    fn credits_in_pool(state: &GameState, card: u8) -> bool {
        state.cdef(card).behavior == Behavior::Stimhack
    }

    fn run_ends(state: &mut GameState, source: u8) {
        if state.cdef(source).behavior == Behavior::Stimhack {
            // Stimhack: 1 brain damage when its run ends (it cannot be prevented; the engine
            // has no prevention anyway). Its remaining credits go with it to the heap.
            state.push(Step::Damage(DamageKind::Brain, 1));
        }
    }

    fn access_trash_free(state: &GameState, source: u8, _card: u8) -> bool {
        // Demolition Run: any card accessed during its run may be trashed at no cost, an agenda
        // included (FAQ / ruling 1).
        state.cdef(source).behavior == Behavior::DemolitionRun
    }

    fn pick_choices(state: &GameState, source: u8, n: u8, out: &mut ActionList) {
        match state.cdef(source).behavior {
            Behavior::DejaVu => {
                let heap = &state.runner.heap;
                if n == 0 {
                    state.push_distinct(heap, ActionKind::Mode, out);
                } else {
                    // The second card must be a virus card, like the first; it is optional.
                    let viruses: arrayvec::ArrayVec<u8, 128> = heap
                        .iter()
                        .copied()
                        .filter(|&c| is_virus(state, c))
                        .collect();
                    state.push_distinct(&viruses, ActionKind::Mode, out);
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Behavior::Djinn => {
                // Rules Reference, "Search": the card must be found if able.
                let found: arrayvec::ArrayVec<u8, 96> = state
                    .runner
                    .stack
                    .iter()
                    .copied()
                    .filter(|&c| is_virus_program(state, c))
                    .collect();
                state.push_distinct(&found, ActionKind::Mode, out);
                if out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            _ => {}
        }
    }

    fn card_picked(state: &mut GameState, source: u8, n: u8, chosen: u8) {
        match state.cdef(source).behavior {
            Behavior::DejaVu => {
                if chosen == NONE {
                    return;
                }
                to_grip(state, chosen);
                let more = state.runner.heap.iter().any(|&c| is_virus(state, c));
                if n == 0 && is_virus(state, chosen) && more {
                    ask_card(state, source, 1);
                }
            }
            Behavior::Djinn => {
                if chosen != NONE {
                    to_grip(state, chosen);
                    // Revealed to both players.
                    state.card_mut(chosen).known = 3;
                }
                // The stack is shuffled after the search, found or not (Rules Reference,
                // "Search"); shuffling also makes the Runner forget its order.
                state.shuffle_zone(Zone::Stack);
            }
            _ => {}
        }
    }

    fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
        if state.cdef(card).behavior == Behavior::Medium {
            // Any number of additional cards below the hosted virus counters (amount.rs).
            (0, state.card(card).virus.saturating_sub(1) as u16)
        } else {
            (0, 0)
        }
    }

    fn resolve_amount(state: &mut GameState, card: u8, n: u16) {
        if state.cdef(card).behavior == Behavior::Medium {
            if let Some(r) = state.run.as_mut() {
                // Fewer than the virus counters (a u8), so it fits.
                r.deck_accesses = r.deck_accesses.saturating_add(n.min(u8::MAX as u16) as u8);
            }
        }
    }

    fn amount_label(state: &GameState, card: u8, n: u16) -> Option<String> {
        (state.cdef(card).behavior == Behavior::Medium).then(|| {
            format!(
                "access {} with Medium",
                crate::observe::counted(n.into(), "additional card")
            )
        })
    }

    fn breach(state: &mut GameState, card: u8, server: u8) {
        // Medium: on breaching R&D, before any access (FAQ / ruling 1), the Runner chooses how
        // many more cards to access: fewer than its virus counters.
        if state.cdef(card).behavior == Behavior::Medium
            && server == RD
            && state.card(card).virus >= 2
        {
            state.ask_amount(card);
        }
    }

    fn click_abilities(state: &GameState, card: u8, _clicks: u8, out: &mut ActionList) {
        // Djinn: click and 1 credit to search the stack for a virus program.
        if state.cdef(card).behavior == Behavior::Djinn
            && state.runner_credits_for(Spend::Ability(card)) >= 1
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }

    fn use_click_ability(state: &mut GameState, card: u8, _index: u8) {
        if state.cdef(card).behavior == Behavior::Djinn {
            state.pay_runner(Spend::Ability(card), 1);
            // The Runner looks through the whole stack while searching.
            for i in 0..state.runner.stack.len() {
                let c = state.runner.stack[i];
                state.card_mut(c).known |= Side::Runner.bit();
            }
            ask_card(state, card, 0);
        }
    }

    fn paid_abilities(state: &GameState, card: u8, w: Window, out: &mut ActionList) {
        if !w.encounter {
            return;
        }
        let Some(ice) = encountered_rezzed_ice(state) else {
            return;
        };
        // Lowering strength already at 0 changes nothing, so it is not offered.
        if state.ice_strength(ice) == 0 {
            return;
        }
        match state.cdef(card).behavior {
            // Datasucker: a hosted virus counter gives the rezzed encountered ice -1 strength
            // for the encounter (ruling 1: only rezzed ice being encountered).
            Behavior::Datasucker if state.card(card).virus > 0 => {
                out.push(Action::new(ActionKind::Ability).card(card).target(0))
            }
            // Wyrm: 1 credit, the encountered ice gets -1 strength for the encounter; an
            // interface ability, so only while Wyrm's strength is at least the ice's (ruling 1).
            Behavior::Wyrm
                if state.breaker_strength(card) >= state.ice_strength(ice)
                    && state.runner_credits_for(Spend::Ability(card)) >= 1 =>
            {
                out.push(Action::new(ActionKind::Ability).card(card).target(1))
            }
            _ => {}
        }
    }

    fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
        match (state.cdef(card).behavior, index) {
            (Behavior::Corroder | Behavior::Wyrm, 0) => state.boost_breaker(card),
            (Behavior::Datasucker, _) => {
                state.card_mut(card).virus -= 1;
                state.log_counters(card, 1, 1, false);
                if let Some(r) = state.run.as_mut() {
                    r.ice_minus = r.ice_minus.saturating_add(1);
                }
            }
            (Behavior::Wyrm, 1) => {
                state.pay_runner(Spend::Ability(card), 1);
                if let Some(r) = state.run.as_mut() {
                    r.ice_minus = r.ice_minus.saturating_add(1);
                }
            }
            _ => {}
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        match (state.cdef(card).behavior, event) {
            // Datasucker: a successful run on a central server.
            (Behavior::Datasucker, Event::SuccessfulRun(s)) => s <= ARCHIVES,
            // Medium: a successful run on R&D.
            (Behavior::Medium, Event::SuccessfulRun(s)) => s == RD,
            // Parasite, Wyldside: the Runner's turn begins.
            (Behavior::Parasite | Behavior::Wyldside, Event::TurnBegins(Side::Runner)) => true,
            // Grimoire: the Runner installs a virus program.
            (Behavior::Grimoire, Event::Installed(c)) => {
                state.card(c).owner == Side::Runner && is_virus_program(state, c)
            }
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
        match state.cdef(card).behavior {
            Behavior::Datasucker | Behavior::Medium | Behavior::Parasite => {
                let c = state.card_mut(card);
                c.virus = crate::invariants::add_counter(c.virus, 1);
                state.log_counters(card, 1, 1, true);
            }
            Behavior::Wyldside => {
                // Draw 2, then lose a click (pushed in reverse).
                state.push(Step::LoseClicks(Side::Runner, 1));
                state.push(Step::Draw(Side::Runner, 2));
            }
            Behavior::Grimoire => {
                if let Event::Installed(c) = event {
                    if state.card(c).installed() {
                        let k = state.card_mut(c);
                        k.virus = crate::invariants::add_counter(k.virus, 1);
                        state.log_counters(c, 1, 1, true);
                    }
                }
            }
            _ => {}
        }
    }

    fn recurring_credits(b: Behavior) -> u8 {
        match b {
            Behavior::Cyberfeeder => 1,
            _ => 0,
        }
    }

    fn pays_for(state: &GameState, card: u8, spend: Spend) -> bool {
        if state.cdef(card).behavior != Behavior::Cyberfeeder {
            return false;
        }
        // Cyberfeeder: using any ability of an icebreaker (FAQ: triggering an ability of an
        // icebreaker is using it), or installing a virus program.
        match spend {
            Spend::Ability(b) => state.cdef(b).subtypes & ICEBREAKER != 0,
            Spend::Install(c) => is_virus_program(state, c),
            _ => false,
        }
    }

    fn memory(state: &GameState, card: u8) -> u32 {
        // Grimoire: +2 MU.
        if state.cdef(card).behavior == Behavior::Grimoire {
            2
        } else {
            0
        }
    }

    fn strength_modifier(state: &GameState, card: u8, target: u8) -> i32 {
        match state.cdef(card).behavior {
            // Parasite: its host ice has -1 strength per hosted virus counter.
            Behavior::Parasite if state.card(card).host == target => {
                -(state.card(card).virus as i32)
            }
            // Ice Carver: the ice being encountered has -1 strength (constant ability, in effect
            // from the start of the encounter: ruling 1).
            Behavior::IceCarver
                if state.run.is_some_and(|r| r.encounter == target)
                    && state.cdef(target).card_type == CardType::Ice =>
            {
                -1
            }
            _ => 0,
        }
    }

    fn needs_host(b: Behavior) -> bool {
        b == Behavior::Parasite
    }

    fn own_host(state: &GameState, card: u8, host: u8) -> bool {
        match state.cdef(card).behavior {
            // Parasite: only on a rezzed piece of ice.
            Behavior::Parasite => {
                let h = state.card(host);
                matches!(h.zone, Zone::Ice(_)) && h.rezzed
            }
            _ => false,
        }
    }

    fn can_host(state: &GameState, host: u8, card: u8) -> bool {
        // Djinn: up to 3 MU of non-icebreaker programs, chosen as they are installed.
        let d = state.cdef(card);
        state.cdef(host).behavior == Behavior::Djinn
            && d.card_type == CardType::Program
            && d.subtypes & ICEBREAKER == 0
            && hosted_memory(state, host) + d.memory_cost <= DJINN_CAPACITY
    }

    fn frees_hosted_memory(b: Behavior) -> bool {
        // Djinn: hosted programs' memory costs do not count against the memory limit.
        b == Behavior::Djinn
    }

    fn state_check(state: &mut GameState, card: u8) -> bool {
        // Parasite: its host ice is trashed when its strength is 0 or less. Unrezzed ice has no
        // strength, so it is not trashed until rezzed (FAQ / ruling 1).
        if state.cdef(card).behavior != Behavior::Parasite {
            return false;
        }
        let host = state.card(card).host;
        if host == NONE {
            return false;
        }
        let h = state.card(host);
        if matches!(h.zone, Zone::Ice(_)) && h.rezzed && state.ice_strength(host) == 0 {
            // Trashing the host trashes Parasite with it (Rules Reference, "Hosted").
            state.trash(host);
            return true;
        }
        false
    }
}

/// The Personal Touch (Shaper, 01040): it can only be installed on an installed icebreaker.
/// Called from `shaper.rs`'s `own_host` hook.
pub(crate) fn personal_touch_own_host(state: &GameState, host: u8) -> bool {
    let h = state.card(host);
    h.zone == Zone::Rig
        && h.def().card_type == CardType::Program
        && h.def().subtypes & ICEBREAKER != 0
}

/// The Personal Touch: its host icebreaker has +1 strength. Called from `shaper.rs`'s
/// `strength_modifier` hook.
pub(crate) fn personal_touch_strength(state: &GameState, card: u8, target: u8) -> i32 {
    i32::from(state.card(card).host == target)
}
