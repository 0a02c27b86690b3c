//! Criminal cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, mode, subtype, Behavior, Breaker, CardAction, Hooks};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ};

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[GABRIEL];

/// Gabriel Santiago: the first successful run on HQ each turn gains 2 credits.
const GABRIEL: CardBehavior = CardBehavior {
    triggers_on: Some(|s, _, event| {
        event == Event::SuccessfulRun(HQ) && !s.turn_flags.successful_hq_run
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, 2))),
    ..card("01017")
};

const BARRIER: u64 = subtype("Barrier");
const SENTRY: u64 = subtype("Sentry");
const ICEBREAKER: u64 = subtype("Icebreaker");

/// The Criminal cards' hooks.
pub(crate) struct Cards;

/// Credits Account Siphon can make the Corp lose.
const SIPHON_MAX: u16 = 5;
/// Credits loaded on Bank Job when it is installed.
const BANK_JOB_LOAD: u8 = 8;
/// Meat damage Crash Space prevents.
const CRASH_SPACE_PREVENTS: u8 = 3;

fn behavior(state: &GameState, card: u8) -> Behavior {
    state.cdef(card).behavior
}

/// The run in progress was made by a card with this behaviour.
fn run_source_is(state: &GameState, b: Behavior) -> bool {
    state
        .run
        .is_some_and(|r| r.source != NONE && behavior(state, r.source) == b)
}

/// Installed ice of every server.
fn installed_ice(state: &GameState) -> impl Iterator<Item = u8> + '_ {
    state
        .corp
        .servers
        .iter()
        .flat_map(|s| s.ice.iter().copied())
}

/// Credits Femme Fatale's bypass costs: one per subroutine of the ice.
fn femme_bypass_cost(state: &GameState, ice: u8) -> u32 {
    crate::cards::subroutines(state.cdef(ice)).len() as u32
}

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            AccountSiphon
                | EasyMark
                | ForgedActivationOrders
                | InsideJob
                | SpecialOrder
                | LemuriaCodecracker
                | Desperado
                | Aurora
                | FemmeFatale
                | Ninja
                | SneakdoorBeta
                | BankJob
                | CrashSpace
                | DataDealer
                | Decoy
        )
    }

    fn breaker_of(b: Behavior) -> Option<Breaker> {
        let (breaks, break_cost, boost_cost, boost_amount) = match b {
            // Aurora: fracter, 2 credits per barrier subroutine, 2 credits for +3 strength.
            Behavior::Aurora => (BARRIER, 2, 2, 3),
            // Femme Fatale: killer, 1 credit per sentry subroutine, 2 credits for +1 strength.
            Behavior::FemmeFatale => (SENTRY, 1, 2, 1),
            // Ninja: killer, 1 credit per sentry subroutine, 3 credits for +5 strength.
            Behavior::Ninja => (SENTRY, 1, 3, 5),
            _ => return None,
        };
        Some(Breaker {
            breaks,
            break_cost,
            boost_cost,
            boost_amount,
        })
    }

    fn can_play(state: &GameState, card: u8) -> bool {
        match behavior(state, card) {
            // Forged Activation Orders needs an unrezzed piece of ice to choose.
            Behavior::ForgedActivationOrders => installed_ice(state).any(|c| !state.card(c).rezzed),
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match behavior(state, card) {
            Behavior::EasyMark => state.push(Step::Gain(Side::Runner, 3)),
            Behavior::AccountSiphon => {
                // A run on HQ made by this event (its replacement is offered at success).
                state.start_run(HQ);
                if let Some(r) = state.run.as_mut() {
                    r.source = card;
                }
            }
            Behavior::InsideJob => state.push(Step::ChooseRunServer(card)),
            Behavior::ForgedActivationOrders => state.push(Step::ChooseCard(card)),
            Behavior::SpecialOrder => {
                // Rules Reference, "Search": the Runner looks through the stack (it is shuffled
                // afterwards, so this knowledge is forgotten again).
                for i in 0..state.runner.stack.len() {
                    let c = state.runner.stack[i];
                    state.card_mut(c).known |= Side::Runner.bit();
                }
                state.push(Step::ChooseCard(card));
            }
            _ => {}
        }
    }

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::LemuriaCodecracker => {
                const {
                    &[ability(
                        0,
                        "expose a card; only after a successful run on HQ this turn",
                        "click, 1 credit",
                    )]
                }
            }
            Behavior::SneakdoorBeta => {
                const {
                    &[ability(
                        0,
                        "run Archives; if successful, it is treated as a successful run on HQ",
                        "click",
                    )]
                }
            }
            Behavior::DataDealer => {
                const { &[ability(0, "gain 9 credits", "click, forfeit an agenda")] }
            }
            Behavior::FemmeFatale => {
                const {
                    &[
                        mode(
                            0,
                            "bypass the encountered ice",
                            "1 credit per subroutine of the ice",
                        ),
                        mode(1, "do not bypass the encountered ice", ""),
                    ]
                }
            }
            Behavior::AccountSiphon => {
                const {
                    &[mode(
                0,
                "instead of accessing cards: the Corp loses up to 5 credits, gain 2 credits \
                 per credit lost, take 2 tags",
                "",
            )]
                }
            }
            Behavior::BankJob => {
                const {
                    &[mode(
                        0,
                        "instead of accessing cards: take any number of credits from Bank Job",
                        "",
                    )]
                }
            }
            Behavior::Decoy => const { &[ability(0, "avoid 1 tag", "trash Decoy")] },
            Behavior::CrashSpace => {
                const {
                    &[
                        ability(1, "prevent 1 meat damage", "trash Crash Space"),
                        ability(2, "prevent 2 meat damage", "trash Crash Space"),
                        ability(3, "prevent 3 meat damage", "trash Crash Space"),
                    ]
                }
            }
            _ => const { &[] },
        }
    }

    fn mode_label(state: &GameState, card: u8, m: u8) -> Option<String> {
        // Femme Fatale's bypass names the encountered ice (rezzed, so public) and its price.
        let ice = state.run.map_or(NONE, |r| r.encounter);
        if behavior(state, card) != Behavior::FemmeFatale
            || m != 0
            || ice == NONE
            || !state.card(ice).rezzed
        {
            return None;
        }
        Some(format!(
            "Femme Fatale: bypass {} ({})",
            state.cdef(ice).title,
            crate::observe::counted(femme_bypass_cost(state, ice), "credit")
        ))
    }

    fn card_choices(state: &GameState, card: u8, out: &mut ActionList) {
        let choose = |c: u8| Action::new(ActionKind::Mode).card(c);
        match behavior(state, card) {
            Behavior::ForgedActivationOrders => {
                for ice in installed_ice(state).filter(|&c| !state.card(c).rezzed) {
                    out.push(choose(ice));
                }
            }
            Behavior::FemmeFatale => {
                for ice in installed_ice(state) {
                    out.push(choose(ice));
                }
            }
            Behavior::SpecialOrder => {
                let breakers: arrayvec::ArrayVec<u8, 96> = state
                    .runner
                    .stack
                    .iter()
                    .copied()
                    .filter(|&c| state.cdef(c).subtypes & ICEBREAKER != 0)
                    .collect();
                state.push_distinct(&breakers, ActionKind::Mode, out);
            }
            Behavior::DataDealer => {
                state.push_distinct(&state.runner.score_area, ActionKind::Mode, out);
            }
            _ => {}
        }
    }

    fn resolve_choice(state: &mut GameState, card: u8, chosen: u8) {
        match behavior(state, card) {
            // The Corp decides at once, with no window in between (ruling 2).
            Behavior::ForgedActivationOrders if chosen != NONE => {
                state.push(Step::RezOrTrash(chosen))
            }
            Behavior::FemmeFatale => state.card_mut(card).chosen = chosen,
            Behavior::SpecialOrder => {
                if chosen != NONE {
                    // Revealed to both players, then added to the grip.
                    let from = state.card(chosen).zone;
                    state.unplace(chosen);
                    let c = state.card_mut(chosen);
                    c.zone = Zone::Grip;
                    c.known = 3;
                    state.runner.grip.push(chosen);
                    state.log_card(crate::log::EventKind::AddedToHand, chosen, from);
                }
                // Rules Reference, "Search": the deck is shuffled whether or not a card was found.
                state.shuffle_zone(Zone::Stack);
            }
            Behavior::DataDealer if chosen != NONE => {
                // Rules Reference, "Forfeit": the agenda is removed from the game (the cost),
                // then the Runner gains 9 credits.
                state.unplace(chosen);
                state.card_mut(chosen).zone = Zone::Removed;
                state.push(Step::Gain(Side::Runner, 9));
            }
            _ => {}
        }
    }

    fn click_abilities(state: &GameState, card: u8, _clicks: u8, out: &mut ActionList) {
        let ability = Action::new(ActionKind::Ability).card(card).target(0);
        match behavior(state, card) {
            // Lemuria Codecracker: only after a successful run on HQ this turn, and exposing
            // needs an unrezzed installed card.
            Behavior::LemuriaCodecracker
                if state.turn_flags.successful_hq_run
                    && state.runner_credits_for(Spend::Ability(card)) >= 1
                    && state.corp_installed().any(|c| !state.card(c).rezzed) =>
            {
                out.push(ability)
            }
            Behavior::SneakdoorBeta => out.push(ability),
            // Data Dealer: forfeiting an agenda is part of the cost.
            Behavior::DataDealer if !state.runner.score_area.is_empty() => out.push(ability),
            _ => {}
        }
    }

    fn use_click_ability(state: &mut GameState, card: u8, _index: u8) {
        match behavior(state, card) {
            Behavior::LemuriaCodecracker => {
                state.pay_runner(Spend::Ability(card), 1);
                state.push(Step::ChooseExpose);
            }
            Behavior::SneakdoorBeta => {
                state.start_run(ARCHIVES);
                if let Some(r) = state.run.as_mut() {
                    r.source = card;
                }
            }
            Behavior::DataDealer => state.push(Step::ChooseCard(card)),
            _ => {}
        }
    }

    fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
        if index == 0 && Self::breaker_of(behavior(state, card)).is_some() {
            state.boost_breaker(card);
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        match (behavior(state, card), event) {
            (Behavior::Desperado, Event::SuccessfulRun(_)) => true,
            (Behavior::BankJob, Event::Installed(c)) => c == card,
            (Behavior::FemmeFatale, Event::Installed(c)) => {
                c == card && installed_ice(state).next().is_some()
            }
            (Behavior::FemmeFatale, Event::Encountered(ice)) => {
                state.card(card).chosen == ice
                    && state.runner_credits_for(Spend::Ability(card))
                        >= femme_bypass_cost(state, ice)
            }
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
        match (behavior(state, card), event) {
            (Behavior::Desperado, _) => state.push(Step::Gain(Side::Runner, 1)),
            (Behavior::BankJob, _) => {
                state.card_mut(card).credits = BANK_JOB_LOAD;
                state.log_card_credits(card, BANK_JOB_LOAD, true);
            }
            (Behavior::FemmeFatale, Event::Installed(_)) => state.push(Step::ChooseCard(card)),
            (Behavior::FemmeFatale, Event::Encountered(_)) => state.push(Step::ChooseMode(card)),
            _ => {}
        }
    }

    fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
        if behavior(state, card) == Behavior::FemmeFatale {
            // Mode 0: pay 1 credit per subroutine and bypass; mode 1: do not.
            let ice = state.run.map_or(NONE, |r| r.encounter);
            if ice != NONE
                && state.card(card).chosen == ice
                && state.runner_credits_for(Spend::Ability(card)) >= femme_bypass_cost(state, ice)
            {
                out.push(Action::new(ActionKind::Mode).card(card).target(0));
            }
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }

    fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
        if behavior(state, card) == Behavior::FemmeFatale && mode == 0 {
            let ice = state.run.map_or(NONE, |r| r.encounter);
            if ice != NONE {
                // Ruling 2: an ability of an icebreaker, so credits for its abilities may pay.
                let cost = femme_bypass_cost(state, ice);
                state.pay_runner(Spend::Ability(card), cost as u16);
                state.bypass_encounter();
            }
        }
    }

    fn access_replacements(state: &GameState, card: u8, out: &mut ActionList) {
        let Some(run) = state.run else { return };
        match behavior(state, card) {
            // Account Siphon: only for the run it made, and only if it is successful on HQ
            // (ruling 2; Rules Reference, "If successful...").
            Behavior::AccountSiphon if run.source == card && run.server == HQ => {
                out.push(Action::new(ActionKind::Mode).card(card).target(0))
            }
            // Bank Job: a successful run on a remote server, even an empty one (ruling 1). The
            // number of credits to take (any number, 0 included) is chosen next (amount.rs).
            Behavior::BankJob if run.server > ARCHIVES && state.card(card).installed() => {
                out.push(Action::new(ActionKind::Mode).card(card).target(0))
            }
            _ => {}
        }
    }

    fn replace_access(state: &mut GameState, card: u8, _index: u8) {
        // Account Siphon: "up to 5"; Bank Job: "any number": the Runner chooses (amount.rs).
        if matches!(
            behavior(state, card),
            Behavior::AccountSiphon | Behavior::BankJob
        ) {
            state.ask_amount(card);
        }
    }

    fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
        match behavior(state, card) {
            // The Corp cannot lose more credits than it has, so a larger choice is the same.
            Behavior::AccountSiphon => (0, state.corp.credits.min(SIPHON_MAX)),
            Behavior::BankJob => (0, state.card(card).credits as u16),
            _ => (0, 0),
        }
    }

    fn resolve_amount(state: &mut GameState, card: u8, n: u16) {
        match behavior(state, card) {
            Behavior::AccountSiphon => {
                // The Corp loses the chosen amount (up to 5); the Runner gains 2 per credit lost,
                // then takes 2 tags.
                let lost = n.min(state.corp.credits).min(SIPHON_MAX);
                state.corp.credits -= lost;
                state.push(Step::Tags(2));
                state.push(Step::Gain(Side::Runner, (2 * lost) as u8));
            }
            Behavior::BankJob => {
                let take = n.min(state.card(card).credits as u16) as u8;
                state.card_mut(card).credits -= take;
                state.log_card_credits(card, take, false);
                state.runner.credits =
                    crate::invariants::add_credits(state.runner.credits, take as u16);
                // With no credits left on it, it is trashed.
                if state.card(card).credits == 0 {
                    state.trash(card);
                }
            }
            _ => {}
        }
    }

    fn amount_label(state: &GameState, card: u8, n: u16) -> Option<String> {
        match behavior(state, card) {
            Behavior::AccountSiphon => Some(format!(
                "Account Siphon: the Corp loses {n}, gain {}, take 2 tags",
                2 * n
            )),
            Behavior::BankJob => Some(format!(
                "take {} from Bank Job",
                crate::observe::counted(n.into(), "credit")
            )),
            _ => None,
        }
    }

    fn tag_avoidance(state: &GameState, card: u8, out: &mut ActionList) {
        if behavior(state, card) == Behavior::Decoy {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }

    fn avoid_tags(state: &mut GameState, card: u8, _index: u8) -> u8 {
        if behavior(state, card) == Behavior::Decoy {
            // Decoy: trash it to avoid 1 tag.
            state.trash(card);
            1
        } else {
            0
        }
    }

    fn meat_damage_prevention(state: &GameState, card: u8, out: &mut ActionList) {
        if behavior(state, card) == Behavior::CrashSpace {
            // "Prevent up to 3": the Runner chooses how much (target = damage prevented, 1 up to
            // 3 or the damage pending; before the decision exists, 1 says it is possible).
            let pending = match state.stack.last() {
                Some(&Step::PreventMeatDamage(n)) => n,
                _ => 1,
            };
            for k in 1..=pending.clamp(1, CRASH_SPACE_PREVENTS) {
                out.push(Action::new(ActionKind::Ability).card(card).target(k));
            }
        }
    }

    fn prevent_meat_damage(state: &mut GameState, card: u8, index: u8) -> u8 {
        if behavior(state, card) == Behavior::CrashSpace {
            // Crash Space: trash it to prevent the chosen amount, up to 3 meat damage.
            state.trash(card);
            index.clamp(1, CRASH_SPACE_PREVENTS)
        } else {
            0
        }
    }

    fn recurring_credits(b: Behavior) -> u8 {
        match b {
            Behavior::CrashSpace => 2,
            _ => 0,
        }
    }

    fn pays_for(state: &GameState, card: u8, spend: Spend) -> bool {
        // Crash Space's credits pay only for the basic action to remove a tag.
        behavior(state, card) == Behavior::CrashSpace && spend == Spend::RemoveTag
    }

    fn memory(state: &GameState, card: u8) -> u32 {
        u32::from(behavior(state, card) == Behavior::Desperado)
    }
}

/// Inside Job: the first ice encountered during the run it made is bypassed.
pub(crate) fn bypasses_encounter(state: &GameState) -> bool {
    run_source_is(state, Behavior::InsideJob) && state.run.is_some_and(|r| r.encountered == 1)
}

/// Sneakdoor Beta: its run on Archives becomes a run on HQ when it would be declared successful.
/// This holds even if Sneakdoor Beta left play during the run (ruling 3); the run was still
/// declared against Archives (ruling 4).
pub(crate) fn server_when_successful(state: &GameState) -> Option<u8> {
    let run = state.run?;
    (run.server == ARCHIVES && run_source_is(state, Behavior::SneakdoorBeta)).then_some(HQ)
}
