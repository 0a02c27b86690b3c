//! System Gateway (2021): the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, card, mode, CardBehavior, Sub};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// Every System Gateway NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    REALITY_PLUS,
    TOMORROWS_HEADLINE,
    SPIN_DOCTOR,
    FUNHOUSE,
    PING,
    PREDICTIVE_PLANOGRAM,
    PUBLIC_TRAIL,
    AMAZE_AMUSEMENTS,
];

/// Mode `m` of `card`.
fn mode_action(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

/// Rules Reference, "Encounter" (Funhouse ruling 3): an encounter ability of `ice` resolves only
/// if that encounter is still taking place (a bypass ends it first).
fn still_encountering(state: &GameState, ice: u8) -> bool {
    state.run.is_some_and(|r| !r.ended && r.encounter == ice)
}

/// NBN: Reality Plus: the first time each turn the Runner takes a tag, the Corp gains 2 credits
/// or draws 2 cards.
const REALITY_PLUS: CardBehavior = CardBehavior {
    actions: &[mode(0, "gain 2 credits", ""), mode(1, "draw 2 cards", "")],
    // Card text; rulings 1-3: a tag given and taken counts, an avoided one does not, and a later
    // tag the same turn still can be the first one taken.
    waits_for: waits::TAGS_TAKEN,
    triggers_on: Some(|s, _, event| event == Event::TagsTaken && !s.turn_flags.tag_taken),
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|s, card, out| {
        out.push(mode_action(card, 0));
        // Drawing from an empty R&D would change nothing.
        if !s.corp.rd.is_empty() {
            out.push(mode_action(card, 1));
        }
    }),
    resolve_mode: Some(|s, _, m| {
        s.push(if m == 1 {
            Step::Draw(Side::Corp, 2)
        } else {
            Step::Gain(Side::Corp, 2)
        })
    }),
    ..card("30051")
};

/// Tomorrow's Headline: the Runner takes 1 tag when it is scored or stolen.
const TOMORROWS_HEADLINE: CardBehavior = CardBehavior {
    // Card text: scored or stolen (its own "when stolen" ability resolves as it is stolen).
    waits_for: waits::SCORED | waits::STOLEN,
    triggers_on: Some(
        |_, card, event| matches!(event, Event::Scored(a) | Event::Stolen(a) if a == card),
    ),
    resolve_trigger: Some(|s, _, _| s.push(Step::Tags(1))),
    ..card("30052")
};

// ----- Spin Doctor -----

/// Most cards Spin Doctor puts back into R&D.
const SPIN_DOCTOR_MAX: u8 = 2;

/// Spin Doctor: the Corp draws 2 cards when it is rezzed; removing it from the game shuffles up
/// to 2 Archives cards into R&D.
const SPIN_DOCTOR: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "shuffle up to 2 cards from Archives into R&D",
        "remove Spin Doctor from the game",
    )],
    waits_for: waits::REZZED,
    triggers_on: Some(|_, card, event| event == Event::Rezzed(card)),
    resolve_trigger: Some(|s, _, _| s.push(Step::Draw(Side::Corp, 2))),
    paid_abilities: Some(|s, card, _, out| {
        if matches!(s.card(card).zone, Zone::Root(_)) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // Ruling 2: with Archives empty the ability only shuffles R&D, which changes the game only
    // with at least 2 cards in R&D (Rules Reference, "Using Abilities").
    could_change_state: Some(|s, _, _, _| !s.corp.archives.is_empty() || s.corp.rd.len() >= 2),
    use_paid_ability: Some(|s, card, _| {
        // The cost: removed from the game; then up to 2 cards are chosen (ruling 1: none is
        // fine, R&D is still shuffled).
        s.remove_from_game(card);
        s.push_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        let pile = &s.corp.archives;
        for (i, &c) in pile.iter().enumerate() {
            // Copies are interchangeable unless one is faceup and the other not.
            let same = pile[..i]
                .iter()
                .any(|&e| s.card(e).def == s.card(c).def && s.card(e).faceup == s.card(c).faceup);
            if !same {
                out.push(mode_action(c, 0));
            }
        }
        if !out.is_empty() {
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, source, n, _, a| {
        let c = a.card;
        if a.kind == ActionKind::Mode && c != NONE && s.card(c).zone == Zone::Archives {
            s.add_to_rd(c);
            if n + 1 < SPIN_DOCTOR_MAX && !s.corp.archives.is_empty() {
                s.push_choice(source, n + 1, 0);
                return;
            }
        }
        // Done choosing: R&D is shuffled (ruling 1).
        s.shuffle_zone(Zone::Rd);
    }),
    choice_name: Some(|_, _, _| "archives_to_rd"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => {
                format!(
                    "shuffle {} from Archives into R&D",
                    s.card_name(viewer, a.card)
                )
            }
            _ => "choose no more cards: shuffle R&D".into(),
        })
    }),
    ..card("30053")
};

// ----- Funhouse -----

/// Funhouse's `Step::Choice` kinds (`n`): the Runner's answer to its encounter ability, and to
/// its subroutine.
const FUNHOUSE_ENCOUNTER: u8 = 0;
const FUNHOUSE_SUB: u8 = 1;
/// What Funhouse's subroutine asks the Runner to pay.
const FUNHOUSE_TOLL: u16 = 4;

/// Funhouse's choices, by action target.
const FUNHOUSE_TAKE_TAG: u8 = 0;
const FUNHOUSE_END_RUN: u8 = 1;
const FUNHOUSE_PAY: u8 = 2;
const FUNHOUSE_GIVEN_TAG: u8 = 3;

/// Labels of Funhouse's choices, by action target.
const FUNHOUSE_WORDS: [&str; 4] = [
    "take 1 tag for Funhouse (the run goes on)",
    "refuse the tag: Funhouse ends the run",
    "pay 4 credits to Funhouse (no tag)",
    "do not pay Funhouse: take 1 tag",
];

/// Funhouse: on encounter the run ends unless the Runner takes 1 tag; its subroutine gives the
/// Runner 1 tag unless they pay 4 credits.
const FUNHOUSE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["The Runner pays 4 credits, or else takes 1 tag."],
    actions: &[
        mode(FUNHOUSE_TAKE_TAG, "take 1 tag (the run goes on)", ""),
        mode(FUNHOUSE_END_RUN, "do not take the tag: the run ends", ""),
        mode(FUNHOUSE_PAY, "pay 4 credits (no tag)", "4 credits"),
        mode(FUNHOUSE_GIVEN_TAG, "do not pay: take 1 tag", ""),
    ],
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        // Ruling 3: a bypass ends the encounter before this resolves.
        if still_encountering(s, card) {
            s.push_choice(card, FUNHOUSE_ENCOUNTER, 0)
        }
    }),
    resolve_sub: Some(|s, ice, _| s.push_choice(ice, FUNHOUSE_SUB, 0)),
    // Both answers are the Runner's.
    chooser: Some(|_, _, _| Side::Runner),
    legal_choices: Some(|s, card, n, _, out: &mut ActionList| {
        if n == FUNHOUSE_ENCOUNTER {
            out.push(mode_action(card, FUNHOUSE_TAKE_TAG));
            out.push(mode_action(card, FUNHOUSE_END_RUN));
        } else {
            if s.runner_credits_for(Spend::Other) >= FUNHOUSE_TOLL as u32 {
                out.push(mode_action(card, FUNHOUSE_PAY));
            }
            out.push(mode_action(card, FUNHOUSE_GIVEN_TAG));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| match a.target {
        // Rulings 1-2: the tag is a cost the Runner pays in full (it cannot be avoided), or
        // the run ends.
        FUNHOUSE_TAKE_TAG => s.take_tags(1),
        FUNHOUSE_END_RUN => s.push(Step::EndRun),
        FUNHOUSE_PAY => s.pay_runner(Spend::Other, FUNHOUSE_TOLL),
        // The subroutine gives the tag (it may be avoided).
        _ => s.push(Step::Tags(1)),
    }),
    choice_name: Some(|_, _, _| "funhouse"),
    choice_label: Some(|_, _, _, _, a| {
        FUNHOUSE_WORDS.get(a.target as usize).map(|w| w.to_string())
    }),
    ..card("30054")
};

/// Ping: the Runner takes 1 tag when it is rezzed during a run on its server; end the run.
const PING: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    // Card text; ruling 1: any rez, at any time of a run on the server it protects.
    waits_for: waits::REZZED,
    triggers_on: Some(|s, card, event| {
        event == Event::Rezzed(card)
            && s.run.is_some_and(|r| {
                !r.ended && matches!(s.card(card).zone, Zone::Ice(sv) if sv == r.server)
            })
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Tags(1))),
    ..card("30055")
};

// ----- Predictive Planogram -----

const PLANOGRAM_GAIN: u8 = 0;
const PLANOGRAM_DRAW: u8 = 1;
const PLANOGRAM_GAIN_THEN_DRAW: u8 = 2;
const PLANOGRAM_DRAW_THEN_GAIN: u8 = 3;

/// Predictive Planogram: gain 3 credits or draw 3 cards; both if the Runner is tagged.
const PREDICTIVE_PLANOGRAM: CardBehavior = CardBehavior {
    actions: &[
        mode(PLANOGRAM_GAIN, "gain 3 credits", ""),
        mode(PLANOGRAM_DRAW, "draw 3 cards", ""),
        mode(
            PLANOGRAM_GAIN_THEN_DRAW,
            "gain 3 credits, then draw 3 cards",
            "",
        ),
        mode(
            PLANOGRAM_DRAW_THEN_GAIN,
            "draw 3 cards, then gain 3 credits",
            "",
        ),
    ],
    play: Some(|s, card| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|s, card, out| {
        out.push(mode_action(card, PLANOGRAM_GAIN));
        out.push(mode_action(card, PLANOGRAM_DRAW));
        // Ruling 1: with the Runner tagged, both, in the order chosen before either resolves.
        if s.runner.tags > 0 {
            out.push(mode_action(card, PLANOGRAM_GAIN_THEN_DRAW));
            out.push(mode_action(card, PLANOGRAM_DRAW_THEN_GAIN));
        }
    }),
    resolve_mode: Some(|s, card, m| {
        let (gain, draw) = (Step::CorpGainFrom(card, 3), Step::Draw(Side::Corp, 3));
        // The stack runs the last pushed first.
        match m {
            PLANOGRAM_GAIN => s.push(gain),
            PLANOGRAM_DRAW => s.push(draw),
            PLANOGRAM_GAIN_THEN_DRAW => {
                s.push(draw);
                s.push(gain);
            }
            _ => {
                s.push(gain);
                s.push(draw);
            }
        }
    }),
    ..card("30056")
};

/// What Public Trail asks the Runner to pay.
const PUBLIC_TRAIL_TOLL: u16 = 8;

/// Public Trail: only after a successful run in the Runner's last turn; the Runner pays 8
/// credits or takes 1 tag.
const PUBLIC_TRAIL: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "pay 8 credits (no tag)", "8 credits"),
        mode(1, "do not pay: take 1 tag", ""),
    ],
    can_play: Some(|s, _| s.last_runner_turn.successful_run),
    play: Some(|s, card| s.push(Step::RunnerMode(card))),
    // The Runner decides: pay if able, or take the tag.
    legal_modes: Some(|s, card, out| {
        if s.runner_credits_for(Spend::Other) >= PUBLIC_TRAIL_TOLL as u32 {
            out.push(mode_action(card, 0));
        }
        out.push(mode_action(card, 1));
    }),
    resolve_mode: Some(|s, _, m| {
        if m == 0 {
            s.pay_runner(Spend::Other, PUBLIC_TRAIL_TOLL);
        } else {
            s.push(Step::Tags(1));
        }
    }),
    ..card("30057")
};

/// AMAZE Amusements: when a run on its server ends, the Runner takes 2 tags if they stole an
/// agenda during it; persistent once accessed.
const AMAZE_AMUSEMENTS: CardBehavior = CardBehavior {
    waits_for: waits::RUN_ENDED,
    triggers_on: Some(|s, card, event| {
        let Some(r) = s.run.filter(|_| matches!(event, Event::RunEnded { .. })) else {
            return false;
        };
        // Active in the root of the run's server, or persisting after it was trashed while
        // accessed (card text; rulings 1-2).
        let here = matches!(s.card(card).zone, Zone::Root(sv) if sv == r.server);
        r.stolen > 0 && (here || r.persistent == card)
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Tags(2))),
    // Accessed while active: its ability lasts for the rest of the run (persistent.rs).
    accessed: Some(|s, card| s.persist_for_run(card)),
    ..card("30058")
};
