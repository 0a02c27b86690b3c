//! NBN cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, mode, Behavior, CardAction, CardType, Hooks, Sub};
use crate::engine::{Event, Spend, Step, TraceEffect, Window};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_ACCESSED, FLAG_SCORED_THIS_TURN};

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[NBN];

/// NBN: Making News: 2 recurring credits that pay only for traces.
const NBN: CardBehavior = CardBehavior {
    recurring_credits: 2,
    pays_for: Some(|_, _, spend| spend == Spend::Trace),
    ..card("01080")
};

/// The NBN cards' hooks.
pub(crate) struct Cards;

/// Whether some installed card can take advancement tokens now.
fn any_advanceable(state: &GameState) -> bool {
    state
        .corp_installed()
        .any(|c| crate::cards::can_advance(state, c))
}

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            AstroScriptPilotProgram
                | BreakingNews
                | AnonymousTip
                | ClosedAccounts
                | Psychographics
                | SeaSource
                | GhostBranch
                | DataRaven
                | MatrixAnalyzer
                | Tollbooth
                | RedHerrings
                | SanSanCityGrid
        )
    }

    fn subroutines(b: Behavior) -> &'static [Sub] {
        match b {
            // Data Raven: trace 3; if successful, a power counter on Data Raven.
            Behavior::DataRaven => &[Sub::Card(0)],
            Behavior::MatrixAnalyzer => &[Sub::TraceTag(2)],
            Behavior::Tollbooth => &[Sub::EndRun],
            _ => &[],
        }
    }

    fn card_sub_text(b: Behavior, _index: u8) -> &'static str {
        match b {
            Behavior::DataRaven => "Trace 3: if successful, place 1 power counter on Data Raven.",
            _ => "",
        }
    }

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::GhostBranch => {
                const {
                    &[
                        mode(0, "do not give tags", ""),
                        mode(1, "give the Runner 1 tag per advancement token on it", ""),
                    ]
                }
            }
            Behavior::MatrixAnalyzer => {
                const {
                    &[
                        mode(0, "do not pay: place no advancement token", ""),
                        mode(
                            1,
                            "place 1 advancement token on a card that can be advanced",
                            "1 credit",
                        ),
                    ]
                }
            }
            // The Runner chooses when Data Raven is encountered.
            Behavior::DataRaven => {
                const {
                    &[
                        mode(0, "take 1 tag", ""),
                        mode(1, "end the run", ""),
                        ability(0, "give the Runner 1 tag", "1 hosted power counter"),
                    ]
                }
            }
            Behavior::AstroScriptPilotProgram => {
                const {
                    &[ability(
                        0,
                        "place 1 advancement token on a card that can be advanced",
                        "1 hosted agenda counter",
                    )]
                }
            }
            _ => const { &[] },
        }
    }

    fn resolve_card_sub(state: &mut GameState, ice: u8, _index: u8) {
        if state.cdef(ice).behavior == Behavior::DataRaven {
            state.push(Step::TraceCorp {
                so_far: 0,
                base: 3,
                effect: TraceEffect::PowerCounter(ice),
            });
        }
    }

    fn can_play(state: &GameState, card: u8) -> bool {
        match state.cdef(card).behavior {
            // Closed Accounts: only while the Runner is tagged.
            Behavior::ClosedAccounts => state.runner.tags > 0,
            // SEA Source: only if the Runner made a successful run during their last turn.
            Behavior::SeaSource => state.last_runner_turn.successful_run,
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match state.cdef(card).behavior {
            Behavior::AnonymousTip => state.push(Step::Draw(Side::Corp, 3)),
            Behavior::ClosedAccounts => state.runner.credits = 0,
            Behavior::SeaSource => state.push(Step::TraceCorp {
                so_far: 0,
                base: 3,
                effect: TraceEffect::Tags(1),
            }),
            // Psychographics: the Corp chooses X (its cost) as it is played (amount.rs).
            Behavior::Psychographics => state.ask_amount(card),
            _ => {}
        }
    }

    fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
        match state.cdef(card).behavior {
            // Psychographics: X is at most the Runner's tags, and the Corp must pay it.
            Behavior::Psychographics => (0, (state.runner.tags as u16).min(state.corp.credits)),
            _ => (0, 0),
        }
    }

    fn resolve_amount(state: &mut GameState, card: u8, x: u16) {
        if state.cdef(card).behavior == Behavior::Psychographics && x > 0 {
            state.corp.credits = state.corp.credits.saturating_sub(x);
            // X is at most the Runner's tags (a u8), so it fits.
            state.push(Step::PlaceAdvancement(x.min(u8::MAX as u16) as u8));
        }
    }

    fn amount_label(state: &GameState, card: u8, x: u16) -> Option<String> {
        (state.cdef(card).behavior == Behavior::Psychographics)
            .then(|| format!("pay X = {x} for Psychographics"))
    }

    fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
        let mode = |m: u8| Action::new(ActionKind::Mode).card(card).target(m);
        match state.cdef(card).behavior {
            // Ghost Branch: mode 0 declines, mode 1 gives the tags.
            Behavior::GhostBranch => {
                out.push(mode(0));
                out.push(mode(1));
            }
            // Matrix Analyzer: mode 0 declines, mode 1 pays 1 to place an advancement token.
            Behavior::MatrixAnalyzer => {
                out.push(mode(0));
                if state.corp.credits >= 1 && any_advanceable(state) {
                    out.push(mode(1));
                }
            }
            // Data Raven (the Runner decides): mode 0 takes 1 tag, mode 1 ends the run.
            Behavior::DataRaven => {
                out.push(mode(0));
                out.push(mode(1));
            }
            _ => {}
        }
    }

    fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
        match state.cdef(card).behavior {
            Behavior::GhostBranch if mode == 1 => {
                state.push(Step::Tags(state.card(card).advancement));
            }
            Behavior::MatrixAnalyzer if mode == 1 => {
                state.corp.credits -= 1;
                state.push(Step::PlaceAdvancement(1));
            }
            Behavior::DataRaven => state.push(if mode == 0 {
                Step::Tags(1)
            } else {
                Step::EndRun
            }),
            _ => {}
        }
    }

    fn can_advance(state: &GameState, card: u8) -> bool {
        state.cdef(card).behavior == Behavior::GhostBranch
    }

    fn paid_abilities(state: &GameState, card: u8, _w: Window, out: &mut ActionList) {
        let c = state.card(card);
        let usable = match c.def().behavior {
            // AstroScript Pilot Program: spend its agenda counter to place 1 advancement token.
            Behavior::AstroScriptPilotProgram => c.agenda_counters > 0 && any_advanceable(state),
            // Data Raven: spend a power counter to give the Runner 1 tag.
            Behavior::DataRaven => c.power > 0,
            _ => false,
        };
        if usable {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }

    fn use_paid_ability(state: &mut GameState, card: u8, _index: u8) {
        match state.cdef(card).behavior {
            Behavior::AstroScriptPilotProgram => {
                state.card_mut(card).agenda_counters -= 1;
                state.log_counters(card, 2, 1, false);
                state.push(Step::PlaceAdvancement(1));
            }
            Behavior::DataRaven => {
                state.card_mut(card).power -= 1;
                state.log_counters(card, 3, 1, false);
                state.push(Step::Tags(1));
            }
            _ => {}
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        let c = state.card(card);
        match (c.def().behavior, event) {
            (Behavior::AstroScriptPilotProgram | Behavior::BreakingNews, Event::Scored(a)) => {
                a == card
            }
            (Behavior::BreakingNews, Event::DiscardPhaseEnds(_)) => {
                c.flags & FLAG_SCORED_THIS_TURN != 0
            }
            (
                Behavior::Tollbooth | Behavior::DataRaven | Behavior::MatrixAnalyzer,
                Event::Encountered(ice),
            ) => ice == card,
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
        // Rules Reference, "Encounter" (Tollbooth ruling 3): encounter abilities resolve only if
        // that encounter is still taking place.
        if let Event::Encountered(ice) = event {
            if !state.run.is_some_and(|r| !r.ended && r.encounter == ice) {
                return;
            }
        }
        match (state.cdef(card).behavior, event) {
            (Behavior::AstroScriptPilotProgram, _) => {
                let c = state.card_mut(card);
                c.agenda_counters = crate::invariants::add_counter(c.agenda_counters, 1);
                state.log_counters(card, 2, 1, true);
            }
            (Behavior::BreakingNews, Event::Scored(_)) => {
                state.card_mut(card).flags |= FLAG_SCORED_THIS_TURN;
                state.push(Step::Tags(2));
            }
            (Behavior::BreakingNews, _) => {
                // The discard phase of the turn it was scored ended: the Runner removes 2 tags.
                state.card_mut(card).flags &= !FLAG_SCORED_THIS_TURN;
                state.runner.tags = state.runner.tags.saturating_sub(2);
            }
            (Behavior::Tollbooth, _) => {
                // The Runner must pay 3 if able, even with bad publicity credits (Tollbooth
                // rulings 1-2, FAQ); otherwise the run ends and nothing is paid.
                if state.runner_credits_for(Spend::Other) >= 3 {
                    state.pay_runner(Spend::Other, 3);
                } else {
                    state.push(Step::EndRun);
                }
            }
            (Behavior::DataRaven, _) => state.push(Step::RunnerMode(card)),
            (Behavior::MatrixAnalyzer, _) => state.push(Step::ChooseMode(card)),
            _ => {}
        }
    }

    fn accessed(state: &mut GameState, card: u8) {
        let c = state.card(card);
        match c.def().behavior {
            // Ghost Branch: the Corp may give 1 tag per advancement token.
            Behavior::GhostBranch if c.advancement > 0 => state.push(Step::ChooseMode(card)),
            // Red Herrings, "Persistent": accessed while active, its cost lasts for this run
            // even if the Runner trashes it now.
            Behavior::RedHerrings if c.rezzed && matches!(c.zone, Zone::Root(_)) => {
                if let Some(r) = state.run.as_mut() {
                    r.steal_cost_persist = r.steal_cost_persist.saturating_add(5);
                }
            }
            _ => {}
        }
    }

    fn advancement_requirement_modifier(state: &GameState, card: u8, target: u8) -> i32 {
        // SanSan City Grid: agendas in the root of its server need 1 advancement less.
        if state.cdef(card).behavior != Behavior::SanSanCityGrid
            || state.cdef(target).card_type != CardType::Agenda
        {
            return 0;
        }
        match (state.card(card).zone, state.card(target).zone) {
            (Zone::Root(s), Zone::Root(t)) if s == t => -1,
            _ => 0,
        }
    }
}

/// Additional credits the Runner must pay to steal accessed agenda `_agenda` in the current
/// run: 5 for each active Red Herrings in the root of the attacked server, plus those accessed
/// earlier in this run (Red Herrings, "Persistent").
pub(crate) fn steal_cost(state: &GameState, _agenda: u8) -> u32 {
    let Some(run) = state.run else { return 0 };
    let here = state.corp.servers[run.server as usize]
        .root
        .iter()
        .filter(|&&c| {
            let card = state.card(c);
            card.def().behavior == Behavior::RedHerrings
                && card.rezzed
                && card.flags & FLAG_ACCESSED == 0
        })
        .count() as u32;
    5 * here + run.steal_cost_persist as u32
}
