//! System Gateway (2021): the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, card, mode, own_successful_run_on, Breaker, CardBehavior};
use crate::cards::{CardType, CHOOSE_CARD};
use crate::cards::{CODE_GATE, ICEBREAKER, SENTRY};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN, RD};
use crate::waits;

/// Every System Gateway Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    TAO_SALONGA,
    CREATIVE_COMMISSION,
    VRCATION,
    DZMZ_OPTIMIZER,
    PANTOGRAPH,
    CONDUIT,
    ECHELON,
    UNITY,
    TELEWORK_CONTRACT,
];

/// How this file's card choices word their actions, for `viewer`: choose or install a card for
/// the source, or decline the source's effect.
fn choice_label(s: &GameState, viewer: Side, source: u8, _: u8, a: &Action) -> Option<String> {
    let src = s.card_name(viewer, source);
    Some(match a.kind {
        ActionKind::Mode if a.card == source => format!("use {src}"),
        ActionKind::Mode => format!("choose {} for {src}", s.card_name(viewer, a.card)),
        ActionKind::Install => format!("install {} with {src}", s.card_name(viewer, a.card)),
        ActionKind::Pass => format!("decline {src}"),
        _ => return None,
    })
}

/// Whether `event` is an agenda being scored or stolen (Tāo Salonga, Pantograph).
fn agenda_scored_or_stolen(event: Event) -> bool {
    matches!(event, Event::Scored(_) | Event::Stolen(_))
}

/// Installed icebreakers of the Runner, hosted ones included (Echelon, Unity).
fn installed_icebreakers(s: &GameState) -> u8 {
    let n = s
        .runner
        .rig
        .iter()
        .filter(|&&c| {
            let d = s.cdef(c);
            d.card_type == CardType::Program && d.subtypes & ICEBREAKER != 0
        })
        .count();
    n.min(u8::MAX as usize) as u8
}

// ----- 30019 Tāo Salonga -----

/// Tāo Salonga's choice: `n` 0 picks the first ice (or declines), `n` 1 the second (`data`: the
/// first).
const TAO_FIRST: u8 = 0;
const TAO_SECOND: u8 = 1;

/// Tāo Salonga: whenever an agenda is scored or stolen, the Runner may swap two installed pieces
/// of ice.
const TAO_SALONGA: CardBehavior = CardBehavior {
    // Tāo Salonga: an agenda scored or stolen, with two pieces of ice to swap (Rules Reference,
    // "Using Abilities": an effect must be able to change the game state).
    waits_for: waits::SCORED | waits::STOLEN,
    triggers_on: Some(|s, _, event| {
        agenda_scored_or_stolen(event) && s.installed_ice().nth(1).is_some()
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, TAO_FIRST, 0)),
    legal_choices: Some(|s, _, n, data, out| {
        // The first pick may decline ("you may"); the second completes the swap.
        if s.installed_ice().nth(1).is_none() {
            return;
        }
        for ice in s.installed_ice() {
            if n == TAO_FIRST || ice as u32 != data {
                out.push(Action::new(ActionKind::Mode).card(ice).target(0));
            }
        }
        if n == TAO_FIRST {
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, action| {
        if action.kind != ActionKind::Mode {
            return;
        }
        if n == TAO_FIRST {
            s.ask_choice(card, TAO_SECOND, action.card as u32);
        } else {
            // Rules Reference, "Swap": both exchange places; neither is installed or uninstalled.
            s.swap_ice(Side::Runner, data as u8, action.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choice_label),
    ..card("30019")
};

// ----- 30020 Creative Commission, 30021 VRcation -----

/// Creative Commission: credits gained.
const COMMISSION_GAIN: u8 = 5;
/// VRcation: cards drawn.
const VRCATION_DRAW: u8 = 4;

/// "If you have any click remaining, lose a click": part of the effect, not a cost (Creative
/// Commission and VRcation ruling 1), so it does nothing with no click left.
fn lose_a_click_if_any(s: &mut GameState) {
    if s.runner.clicks > 0 {
        s.push(Step::LoseClicks(Side::Runner, 1));
    }
}

/// Creative Commission: gain 5 credits, then lose a click if any is left.
const CREATIVE_COMMISSION: CardBehavior = CardBehavior {
    // Gain first, then the click (the step pushed last resolves first).
    play: Some(|s, _| {
        lose_a_click_if_any(s);
        s.push(Step::Gain(Side::Runner, COMMISSION_GAIN));
    }),
    ..card("30020")
};

/// VRcation: draw 4 cards, then lose a click if any is left.
const VRCATION: CardBehavior = CardBehavior {
    // Rules Reference, "Using Abilities": the effect must be able to change the game state: a
    // card to draw, or a click left to lose once the click to play it is spent.
    could_change_state: Some(|s, _, _, _| !s.runner.stack.is_empty() || s.runner.clicks >= 2),
    play: Some(|s, _| {
        lose_a_click_if_any(s);
        s.push(Step::Draw(Side::Runner, VRCATION_DRAW));
    }),
    ..card("30021")
};

// ----- 30022 DZMZ Optimizer -----

/// DZMZ Optimizer: +1 memory; the first program the Runner installs each turn costs 1 less
/// (each copy: ruling 1).
const DZMZ_OPTIMIZER: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    // DZMZ Optimizer: only the turn's first program install, whether or not it was installed
    // then.
    install_cost_modifier: Some(|s, _, target| {
        let first = !s.turn_flags.runner_installed_program;
        -i32::from(first && s.cdef(target).card_type == CardType::Program)
    }),
    ..card("30022")
};

// ----- 30023 Pantograph -----

/// Pantograph: credits gained when an agenda is scored or stolen.
const PANTOGRAPH_GAIN: u8 = 1;

/// Pantograph: grip cards the Runner can install now, one of each title.
fn pantograph_installs(s: &GameState, out: &mut ActionList) {
    let grip = &s.runner.grip;
    for (i, &c) in grip.iter().enumerate() {
        let first = grip[..i].iter().all(|&e| s.card(e).def != s.card(c).def);
        if first && s.can_runner_install(c) {
            out.push(Action::new(ActionKind::Install).card(c));
        }
    }
}

/// Pantograph: +1 memory; whenever an agenda is scored or stolen, gain 1 credit, then the Runner
/// may install a card from the grip (console limit: the table's subtype rules).
const PANTOGRAPH: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    waits_for: waits::SCORED | waits::STOLEN,
    triggers_on: Some(|_, _, event| agenda_scored_or_stolen(event)),
    resolve_trigger: Some(|s, card, _| {
        // Pantograph: gain 1 credit, then (with those credits) the optional install.
        s.push_choice(card, 0, 0);
        s.push(Step::Gain(Side::Runner, PANTOGRAPH_GAIN));
    }),
    legal_choices: Some(|s, _, _, _, out| {
        pantograph_installs(s, out);
        if !out.is_empty() {
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Install {
            // An ordinary install (Rules Reference, "Install"): a host chosen if it needs or may
            // have one, the memory step, its install cost paid.
            s.begin_runner_install(action.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choice_label),
    ..card("30023")
};

// ----- 30024 Conduit -----

/// Conduit: a successful run on R&D has ended (any run, not only its own).
fn conduit_triggers(_: &GameState, _: u8, event: Event) -> bool {
    matches!(
        event,
        Event::RunEnded {
            server: RD,
            successful: true,
            ..
        }
    )
}

/// Conduit: whenever a successful run on R&D ends, the Runner may place a virus counter on it;
/// a click runs R&D, accessing 1 more card per hosted virus counter.
const CONDUIT: CardBehavior = CardBehavior {
    actions: &[
        ability(
            0,
            "run R&D; if successful, access 1 more card per hosted virus counter",
            "click",
        ),
        mode(0, "place 1 virus counter on Conduit", ""),
    ],
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0))
    }),
    use_click_ability: Some(|s, card, _| s.start_run_by(card, RD)),
    // Conduit ruling 1: after the breach, once the run has ended ("you may": asked).
    waits_for: waits::RUN_ENDED,
    triggers_on: Some(conduit_triggers),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, card, _, _, out| {
        if s.card(card).zone == Zone::Rig {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, _, _, action| {
        if action.kind == ActionKind::Mode && s.card(card).zone == Zone::Rig {
            s.place_virus_counters(card, 1);
        }
    }),
    choice_label: Some(choice_label),
    // Only for the run its own ability made, once successful (card text); counted as the breach
    // of R&D begins (rulings 2 and 3: a trashed Conduit is not asked, and later changes do not
    // change that breach).
    extra_accesses: Some(|s, card, server| {
        if own_successful_run_on(s, card, server) && server == RD {
            s.card(card).virus
        } else {
            0
        }
    }),
    ..card("30024")
};

// ----- 30025 Echelon, 30026 Unity -----

/// Uses a breaker's paid ability whose strength ability is the only one (index 0).
fn boost(s: &mut GameState, card: u8, _: u8) {
    s.boost_breaker(card)
}

/// Echelon: a killer (1 credit per sentry subroutine; 3 credits: +2 strength for the encounter)
/// with +1 strength per installed icebreaker, itself included.
const ECHELON: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 3,
        boost_amount: 2,
    }),
    use_paid_ability: Some(boost),
    // Echelon: +1 strength for each installed icebreaker, itself included.
    strength_modifier: Some(|s, card, target| {
        if card == target {
            i32::from(installed_icebreakers(s))
        } else {
            0
        }
    }),
    ..card("30025")
};

/// Unity: credits for Unity's strength ability.
const UNITY_BOOST_COST: u8 = 1;

/// Unity: a decoder (1 credit per code gate subroutine; 1 credit: +X strength for the encounter,
/// X the number of installed icebreakers, itself included).
const UNITY: CardBehavior = CardBehavior {
    // `boost_amount` 1 marks that it has a strength ability; what it adds is X, counted as it
    // resolves (ruling 1: only Unity gets the strength).
    breaker: Some(Breaker {
        breaks: CODE_GATE,
        break_cost: 1,
        boost_cost: UNITY_BOOST_COST,
        boost_amount: 1,
    }),
    actions: &[ability(
        0,
        "+1 strength for each installed icebreaker (Unity included), for this encounter",
        "1 credit",
    )],
    use_paid_ability: Some(|s, card, _| {
        s.pay_runner(Spend::Ability(card), UNITY_BOOST_COST.into());
        let x = installed_icebreakers(s);
        let c = s.card_mut(card);
        c.boost = c.boost.saturating_add(x);
    }),
    ..card("30026")
};

// ----- 30027 Telework Contract -----

/// Telework Contract: credits loaded on it when installed.
const TELEWORK_LOAD: u8 = 9;
/// Telework Contract: credits taken per use.
const TELEWORK_TAKE: u16 = 3;

/// Telework Contract: 9 credits loaded when installed; once per turn, a click takes 3 of them;
/// trashed once empty.
const TELEWORK_CONTRACT: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "take 3 credits from it (once per turn); it is trashed once empty",
        "click",
    )],
    // Telework Contract: once per turn.
    click_abilities: Some(|s, card, _, out| {
        let c = s.card(card);
        if c.credits > 0 && c.flags & FLAG_USED_THIS_TURN == 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    // With no credits left on it, it is trashed.
    use_click_ability: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.take_hosted_credits(card, TELEWORK_TAKE);
    }),
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).credits = TELEWORK_LOAD;
        s.log_card_credits(card, TELEWORK_LOAD, true);
    }),
    ..card("30027")
};
