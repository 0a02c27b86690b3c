//! NBN cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, CardType, Sub};
use crate::engine::{Event, Spend, Step, TraceEffect};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_ACCESSED, FLAG_SCORED_THIS_TURN};
use crate::waits;

/// The NBN cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    NBN,
    ASTROSCRIPT,
    BREAKING_NEWS,
    ANONYMOUS_TIP,
    CLOSED_ACCOUNTS,
    PSYCHOGRAPHICS,
    SEA_SOURCE,
    GHOST_BRANCH,
    DATA_RAVEN,
    MATRIX_ANALYZER,
    TOLLBOOTH,
    RED_HERRINGS,
    SANSAN_CITY_GRID,
];

/// NBN: Making News: 2 recurring credits that pay only for traces.
const NBN: CardBehavior = CardBehavior {
    recurring_credits: 2,
    pays_for: Some(|_, _, spend| spend == Spend::Trace),
    ..card("01080")
};

/// Whether some installed card can take advancement tokens now.
fn any_advanceable(state: &GameState) -> bool {
    state
        .corp_installed()
        .any(|c| crate::cards::can_advance(state, c))
}

/// Rules Reference, "Encounter" (Tollbooth ruling 3): an encounter ability of `ice` resolves
/// only if that encounter is still taking place.
fn still_encountering(state: &GameState, ice: u8) -> bool {
    state.run.is_some_and(|r| !r.ended && r.encounter == ice)
}

/// Paid ability 0 of `card`.
fn ability_0(card: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(0)
}

/// AstroScript Pilot Program: an agenda counter when scored; spend it to place 1 advancement
/// token on a card that can be advanced.
const ASTROSCRIPT: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "place 1 advancement token on a card that can be advanced",
        "1 hosted agenda counter",
    )],
    paid_abilities: Some(|s, card, _, out| {
        // Spend its agenda counter to place 1 advancement token.
        if s.card(card).agenda_counters > 0 && any_advanceable(s) {
            out.push(ability_0(card));
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        s.card_mut(card).agenda_counters -= 1;
        s.log_counters(card, 2, 1, false);
        s.push(Step::PlaceAdvancement(1));
    }),
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| {
        let c = s.card_mut(card);
        c.agenda_counters = crate::invariants::add_counter(c.agenda_counters, 1);
        s.log_counters(card, 2, 1, true);
    }),
    ..card("01081")
};

/// Breaking News: when scored, the Runner takes 2 tags, which are removed when the discard
/// phase of that turn ends.
const BREAKING_NEWS: CardBehavior = CardBehavior {
    waits_for: waits::SCORED | waits::DISCARD_PHASE_ENDS,
    triggers_on: Some(|s, card, event| match event {
        Event::Scored(a) => a == card,
        Event::DiscardPhaseEnds(_) => s.card(card).flags & FLAG_SCORED_THIS_TURN != 0,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| {
        if let Event::Scored(_) = event {
            s.card_mut(card).flags |= FLAG_SCORED_THIS_TURN;
            s.push(Step::Tags(2));
        } else {
            // The discard phase of the turn it was scored ended: the Runner removes 2 tags.
            s.card_mut(card).flags &= !FLAG_SCORED_THIS_TURN;
            s.remove_tags(2);
        }
    }),
    ..card("01082")
};

/// Anonymous Tip: draw 3 cards.
const ANONYMOUS_TIP: CardBehavior = CardBehavior {
    play: Some(|s, _| s.push(Step::Draw(Side::Corp, 3))),
    ..card("01083")
};

/// Closed Accounts: only while the Runner is tagged; the Runner loses all credits.
const CLOSED_ACCOUNTS: CardBehavior = CardBehavior {
    can_play: Some(|s, _| s.runner.tags > 0),
    // With the Runner at 0 credits it would change nothing (Rules Reference, "Action").
    could_change_state: Some(|s, _, _, _| s.runner.credits > 0),
    play: Some(|s, _| {
        s.runner_lose_credits(s.runner.credits);
    }),
    ..card("01084")
};

/// Psychographics: pay X (at most the Runner's tags) to place X advancement tokens on a card
/// that can be advanced.
const PSYCHOGRAPHICS: CardBehavior = CardBehavior {
    // The Corp chooses X (its cost) as it is played (amount.rs).
    play: Some(|s, card| s.ask_amount(card)),
    // X is at most the Runner's tags, and the Corp must pay it.
    amount_range: Some(|s, _| (0, (s.runner.tags as u16).min(s.corp.credits))),
    resolve_amount: Some(|s, _, x| {
        if x > 0 {
            s.corp.credits = s.corp.credits.saturating_sub(x);
            // X is at most the Runner's tags (a u8), so it fits.
            s.push(Step::PlaceAdvancement(x.min(u8::MAX as u16) as u8));
        }
    }),
    amount_label: Some(|_, _, x| Some(format!("pay X = {x} for Psychographics"))),
    ..card("01085")
};

/// SEA Source: only after a successful run in the Runner's last turn; trace 3, a tag if
/// successful.
const SEA_SOURCE: CardBehavior = CardBehavior {
    can_play: Some(|s, _| s.last_runner_turn.successful_run),
    play: Some(|s, _| {
        s.push(Step::TraceCorp {
            so_far: 0,
            base: 3,
            effect: TraceEffect::Tags(1),
        })
    }),
    ..card("01086")
};

/// Ghost Branch: can be advanced; when accessed, the Corp may give the Runner 1 tag per
/// advancement token on it.
const GHOST_BRANCH: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "do not give tags", ""),
        mode(1, "give the Runner 1 tag per advancement token on it", ""),
    ],
    // Its text lets it be advanced (Rules Reference, "Advancement Tokens").
    advanceable: true,
    can_advance: Some(|_, _| true),
    accessed: Some(|s, card| {
        if s.card(card).advancement > 0 {
            s.push(Step::ChooseMode(card))
        }
    }),
    // Mode 0 declines, mode 1 gives the tags.
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, card, mode| {
        if mode == 1 {
            s.push(Step::Tags(s.card(card).advancement));
        }
    }),
    ..card("01087")
};

/// Data Raven: on encounter the Runner takes 1 tag or ends the run; its subroutine traces 3 for
/// a power counter, and a power counter gives the Runner 1 tag.
const DATA_RAVEN: CardBehavior = CardBehavior {
    // Trace 3; if successful, a power counter on Data Raven.
    subroutines: &[Sub::Card(0)],
    sub_text: &["Trace 3: if successful, place 1 power counter on Data Raven."],
    // The Runner chooses when Data Raven is encountered.
    actions: &[
        mode(0, "take 1 tag", ""),
        mode(1, "end the run", ""),
        ability(0, "give the Runner 1 tag", "1 hosted power counter"),
    ],
    resolve_sub: Some(|s, ice, _| {
        s.push(Step::TraceCorp {
            so_far: 0,
            base: 3,
            effect: TraceEffect::PowerCounter(ice),
        })
    }),
    // The Runner decides: mode 0 takes 1 tag, mode 1 ends the run.
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, _, mode| {
        s.push(if mode == 0 {
            Step::Tags(1)
        } else {
            Step::EndRun
        })
    }),
    // Spend a power counter to give the Runner 1 tag.
    paid_abilities: Some(|s, card, _, out| {
        if s.card(card).power > 0 {
            out.push(ability_0(card));
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        s.card_mut(card).power -= 1;
        s.log_counters(card, 3, 1, false);
        s.push(Step::Tags(1));
    }),
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        if still_encountering(s, card) {
            s.push(Step::RunnerMode(card))
        }
    }),
    ..card("01088")
};

/// Matrix Analyzer: on encounter the Corp may pay 1 credit to place 1 advancement token on a
/// card that can be advanced; trace 2, a tag if successful.
const MATRIX_ANALYZER: CardBehavior = CardBehavior {
    subroutines: &[Sub::TraceTag(2)],
    actions: &[
        mode(0, "do not pay: place no advancement token", ""),
        mode(
            1,
            "place 1 advancement token on a card that can be advanced",
            "1 credit",
        ),
    ],
    // Mode 0 declines, mode 1 pays 1 to place an advancement token.
    legal_modes: Some(|s, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        if s.corp.credits >= 1 && any_advanceable(s) {
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }),
    resolve_mode: Some(|s, _, mode| {
        if mode == 1 {
            s.corp.credits -= 1;
            s.push(Step::PlaceAdvancement(1));
        }
    }),
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        if still_encountering(s, card) {
            s.push(Step::ChooseMode(card))
        }
    }),
    ..card("01089")
};

/// Tollbooth: on encounter the Runner pays 3 credits or the run ends; end the run.
const TOLLBOOTH: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        if !still_encountering(s, card) {
            return;
        }
        // The Runner must pay 3 if able, even with bad publicity credits (Tollbooth rulings
        // 1-2, FAQ); otherwise the run ends and nothing is paid.
        if s.runner_credits_for(Spend::Other) >= 3 {
            s.pay_runner(Spend::Other, 3);
        } else {
            s.push(Step::EndRun);
        }
    }),
    ..card("01090")
};

/// Red Herrings: while active in a server's root, stealing an agenda during a run on that server
/// costs 5 more credits.
const RED_HERRINGS: CardBehavior = CardBehavior {
    // 5 while active and not yet accessed in this run; once accessed, its cost is counted by
    // the run (below).
    steal_cost: Some(|s, card, _| {
        let c = s.card(card);
        if c.rezzed && c.flags & FLAG_ACCESSED == 0 {
            5
        } else {
            0
        }
    }),
    accessed: Some(|s, card| {
        // "Persistent": accessed while active, its cost lasts for this run even if the Runner
        // trashes it now.
        let c = s.card(card);
        if c.rezzed && matches!(c.zone, Zone::Root(_)) {
            if let Some(r) = s.run.as_mut() {
                r.steal_cost_persist = r.steal_cost_persist.saturating_add(5);
            }
        }
    }),
    ..card("01091")
};

/// SanSan City Grid: agendas in the root of its server need 1 advancement token less.
const SANSAN_CITY_GRID: CardBehavior = CardBehavior {
    advancement_requirement_modifier: Some(|s, card, target| {
        if s.cdef(target).card_type != CardType::Agenda {
            return 0;
        }
        match (s.card(card).zone, s.card(target).zone) {
            (Zone::Root(sv), Zone::Root(t)) if sv == t => -1,
            _ => 0,
        }
    }),
    ..card("01092")
};
