//! Jinteki cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, mode, Behavior, CardAction, Hooks, Sub};
use crate::engine::{DamageKind, Event, Step, Window};
use crate::side::Side;
use crate::state::{GameState, Zone};

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[JINTEKI];

/// Jinteki: Personal Evolution: 1 net damage whenever an agenda is scored or stolen.
const JINTEKI: CardBehavior = CardBehavior {
    triggers_on: Some(|_, _, event| matches!(event, Event::Scored(_) | Event::Stolen(_))),
    resolve_trigger: Some(|s, _, _| s.push(Step::Damage(DamageKind::Net, 1))),
    ..card("01067")
};

/// The Jinteki cards' hooks.
pub(crate) struct Cards;

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            NiseiMk2
                | ProjectJunebug
                | Snare
                | ZaibatsuLoyalty
                | NeuralEMP
                | Precognition
                | CellPortal
                | Chum
                | DataMine
                | NeuralKatana
                | WallOfThorns
                | AkitaroWatanabe
        )
    }

    fn subroutines(b: Behavior) -> &'static [Sub] {
        match b {
            // Cell Portal: forced movement to the outermost position, then derez.
            Behavior::CellPortal => &[Sub::Card(0)],
            // Chum: a lingering effect on the next ice encountered this run.
            Behavior::Chum => &[Sub::Card(0)],
            // Data Mine: 1 net damage, then it trashes itself.
            Behavior::DataMine => &[Sub::Card(0)],
            Behavior::NeuralKatana => &[Sub::Damage(DamageKind::Net, 3)],
            Behavior::WallOfThorns => &[Sub::Damage(DamageKind::Net, 2), Sub::EndRun],
            _ => &[],
        }
    }

    fn card_sub_text(b: Behavior, _index: u8) -> &'static str {
        match b {
            Behavior::CellPortal => {
                "Move the Runner to the outermost ice of this server; derez Cell Portal."
            }
            Behavior::Chum => {
                "The next ice the Runner encounters this run gets +2 strength; if the Runner \
                 does not break all of its subroutines, do 3 net damage."
            }
            Behavior::DataMine => "Do 1 net damage; trash Data Mine.",
            _ => "",
        }
    }

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::ProjectJunebug => {
                const {
                    &[
                        mode(0, "do not pay: no damage", ""),
                        mode(1, "do 2 net damage per advancement token on it", "1 credit"),
                    ]
                }
            }
            Behavior::Snare => {
                const {
                    &[
                        mode(0, "do not pay: no tag, no damage", ""),
                        mode(1, "give the Runner 1 tag and do 3 net damage", "4 credits"),
                    ]
                }
            }
            Behavior::NiseiMk2 => const { &[ability(0, "end the run", "1 hosted agenda counter")] },
            Behavior::ZaibatsuLoyalty => {
                const {
                    &[
                        ability(0, "prevent the card from being exposed", "1 credit"),
                        ability(
                            1,
                            "prevent the card from being exposed",
                            "trash Zaibatsu Loyalty",
                        ),
                    ]
                }
            }
            _ => const { &[] },
        }
    }

    fn resolve_card_sub(state: &mut GameState, ice: u8, _index: u8) {
        match state.cdef(ice).behavior {
            Behavior::CellPortal => {
                // The Runner moves to the outermost position of the attacked server: once this
                // encounter ends, the pass step [4] moves the Runner one position inward onto the
                // outermost ice, which is approached again (with its jack-out opportunity, [2.2]).
                let Some(run) = state.run else { return };
                let n = state.corp.servers[run.server as usize].ice.len() as u8;
                if let Some(r) = state.run.as_mut() {
                    r.position = n;
                }
                // Derez this ice: it turns facedown; both players have seen it.
                let c = state.card_mut(ice);
                c.rezzed = false;
                c.faceup = false;
                let zone = state.card(ice).zone;
                state.log_card(crate::log::EventKind::Derezzed, ice, zone);
            }
            Behavior::Chum => {
                if let Some(r) = state.run.as_mut() {
                    r.chum_next = r.chum_next.saturating_add(1);
                }
            }
            Behavior::DataMine => {
                state.push(Step::Damage(DamageKind::Net, 1));
                state.trash(ice);
            }
            _ => {}
        }
    }

    fn can_play(state: &GameState, card: u8) -> bool {
        match state.cdef(card).behavior {
            // Neural EMP: only if the Runner made a run during their last turn.
            Behavior::NeuralEMP => state.last_runner_turn.made_run,
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match state.cdef(card).behavior {
            Behavior::NeuralEMP => state.push(Step::Damage(DamageKind::Net, 1)),
            Behavior::Precognition => {
                // The Corp looks at the top 5 cards of R&D (the Runner learns nothing) and then
                // chooses their order from the top down.
                let len = state.corp.rd.len();
                let n = len.min(5);
                for i in len - n..len {
                    let c = state.corp.rd[i];
                    state.card_mut(c).known |= Side::Corp.bit();
                }
                if n >= 2 {
                    state.push(Step::Arrange {
                        placed: 0,
                        n: n as u8,
                    });
                }
            }
            _ => {}
        }
    }

    fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
        let mode = |m: u8| Action::new(ActionKind::Mode).card(card).target(m);
        let credits = state.corp.credits;
        match state.cdef(card).behavior {
            // Mode 0 declines; mode 1 pays for the ambush.
            Behavior::ProjectJunebug => {
                out.push(mode(0));
                if credits >= 1 {
                    out.push(mode(1));
                }
            }
            Behavior::Snare => {
                out.push(mode(0));
                if credits >= 4 {
                    out.push(mode(1));
                }
            }
            _ => {}
        }
    }

    fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
        if mode != 1 {
            return;
        }
        match state.cdef(card).behavior {
            Behavior::ProjectJunebug => {
                state.corp.credits -= 1;
                let n = state.card(card).advancement.saturating_mul(2);
                state.push(Step::Damage(DamageKind::Net, n));
            }
            Behavior::Snare => {
                state.corp.credits -= 4;
                // 1 tag, then 3 net damage (pushed in reverse).
                state.push(Step::Damage(DamageKind::Net, 3));
                state.push(Step::Tags(1));
            }
            _ => {}
        }
    }

    fn can_advance(state: &GameState, card: u8) -> bool {
        state.cdef(card).behavior == Behavior::ProjectJunebug
    }

    fn paid_abilities(state: &GameState, card: u8, _w: Window, out: &mut ActionList) {
        // Nisei MK II: spend its agenda counter to end the run (only while a run can still end).
        if state.cdef(card).behavior == Behavior::NiseiMk2
            && state.card(card).agenda_counters > 0
            && state.run.is_some_and(|r| !r.ended && !r.successful)
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }

    fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
        match state.cdef(card).behavior {
            Behavior::NiseiMk2 => {
                state.card_mut(card).agenda_counters -= 1;
                state.log_counters(card, 2, 1, false);
                state.push(Step::EndRun);
            }
            Behavior::ZaibatsuLoyalty => {
                // Prevent 1 expose: ability 0 costs 1 credit, ability 1 trashes Zaibatsu.
                if index == 0 {
                    state.corp.credits -= 1;
                } else {
                    state.trash(card);
                }
            }
            _ => {}
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        matches!((state.cdef(card).behavior, event), (Behavior::NiseiMk2, Event::Scored(a)) if a == card)
    }

    fn resolve_trigger(state: &mut GameState, card: u8, _event: Event) {
        if state.cdef(card).behavior == Behavior::NiseiMk2 {
            let c = state.card_mut(card);
            c.agenda_counters = crate::invariants::add_counter(c.agenda_counters, 1);
            state.log_counters(card, 2, 1, true);
        }
    }

    fn accessed(state: &mut GameState, card: u8) {
        let c = state.card(card);
        match c.def().behavior {
            // Project Junebug: the Corp may pay 1 for 2 net damage per advancement token (only
            // an installed, advanced Junebug can do damage).
            Behavior::ProjectJunebug if c.advancement > 0 => {
                state.push(Step::ChooseMode(card));
            }
            // Snare!: not in Archives; revealed when accessed in R&D (the Corp sees it too).
            Behavior::Snare if c.zone != Zone::Archives => {
                if c.zone == Zone::Rd {
                    state.card_mut(card).known = 3;
                }
                state.push(Step::ChooseMode(card));
            }
            _ => {}
        }
    }

    fn rez_cost_modifier(state: &GameState, card: u8, target: u8) -> i32 {
        // Akitaro Watanabe: ice protecting its server costs 2 less to rez.
        if state.cdef(card).behavior != Behavior::AkitaroWatanabe {
            return 0;
        }
        match (state.card(card).zone, state.card(target).zone) {
            (Zone::Root(s), Zone::Ice(t)) if s == t => -2,
            _ => 0,
        }
    }
}

/// Zaibatsu Loyalty: the Corp's options when a card would be exposed: rez an unrezzed Zaibatsu
/// Loyalty (it may be rezzed then), or use a rezzed one to prevent the expose.
pub(crate) fn expose_prevention_options(state: &GameState, out: &mut ActionList) {
    for c in state.corp_installed() {
        let card = state.card(c);
        if card.def().behavior != Behavior::ZaibatsuLoyalty {
            continue;
        }
        if !card.rezzed {
            if state.can_rez_paying(c) {
                out.push(Action::new(ActionKind::Rez).card(c));
            }
        } else {
            if state.corp.credits >= 1 {
                out.push(Action::new(ActionKind::Ability).card(c).target(0));
            }
            out.push(Action::new(ActionKind::Ability).card(c).target(1));
        }
    }
}

/// Chum: pending effects apply to the ice now encountered.
pub(crate) fn chum_encounter_begins(state: &mut GameState, ice: u8) {
    if let Some(r) = state.run.as_mut() {
        if r.chum_next > 0 {
            r.chum_ice = ice;
            r.chum_count = r.chum_next;
            r.chum_next = 0;
        }
    }
}

/// Chum: +2 strength per effect on the ice it applies to, during that encounter.
pub(crate) fn chum_bonus(state: &GameState, ice: u8) -> i32 {
    match state.run {
        Some(r) if r.chum_ice == ice && r.encounter == ice => 2 * r.chum_count as i32,
        _ => 0,
    }
}

/// Chum's ruling 2: when [3.1] closes with an unbroken subroutine, 3 net damage per effect;
/// with every subroutine broken (or none), no damage.
pub(crate) fn chum_break_window_closed(state: &mut GameState, ice: u8) {
    let Some(r) = state.run else { return };
    if r.chum_ice != ice || ice == NONE {
        return;
    }
    let subs = crate::cards::subroutines(state.cdef(ice)).len();
    let unbroken = (0..subs).any(|i| r.broken & (1 << i) == 0);
    chum_clear(state);
    if unbroken {
        for _ in 0..r.chum_count {
            state.push(Step::Damage(DamageKind::Net, 3));
        }
    }
}

/// Chum's ruling 2: the encounter ends before [3.1] closed (the run ended): 3 net damage per
/// effect, even for ice without subroutines.
pub(crate) fn chum_encounter_ends(state: &mut GameState, ice: u8) {
    let Some(r) = state.run else { return };
    if r.chum_ice != ice || ice == NONE {
        return;
    }
    chum_clear(state);
    for _ in 0..r.chum_count {
        state.push(Step::Damage(DamageKind::Net, 3));
    }
}

fn chum_clear(state: &mut GameState) {
    if let Some(r) = state.run.as_mut() {
        r.chum_ice = NONE;
        r.chum_count = 0;
    }
}
