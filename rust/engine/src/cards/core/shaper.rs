//! Shaper cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind};
use crate::cards::CardType;
use crate::cards::CHOOSE_CARD;
use crate::cards::{ability, card, extra_accesses_if_successful, run_event, Breaker, CardBehavior};
use crate::cards::{BARRIER, CODE_GATE, ICEBREAKER, SENTRY};
use crate::engine::{DamageKind, Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_GAINS_ICE_SUBTYPES, RD};
use crate::waits;

/// The Shaper cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    KATE,
    DIESEL,
    MODDED,
    THE_MAKERS_EYE,
    TINKERING,
    AKAMATSU_MEM_CHIP,
    RABBIT_HOLE,
    THE_PERSONAL_TOUCH,
    THE_TOOLBOX,
    BATTERING_RAM,
    GORDIAN_BLADE,
    MAGNUM_OPUS,
    NET_SHIELD,
    PIPELINE,
    AESOPS_PAWNSHOP,
    SACRIFICIAL_CONSTRUCT,
];

/// How this file's card choices word their actions, for `viewer`: choose, install or trash the
/// card for the source, or decline the source's effect.
fn choose_card_label(s: &GameState, viewer: Side, source: u8, _: u8, a: &Action) -> Option<String> {
    let card = s.card_name(viewer, a.card);
    let src = s.card_name(viewer, source);
    Some(match a.kind {
        ActionKind::Mode => format!("choose {card} for {src}"),
        ActionKind::Install => format!("install {card} with {src}"),
        ActionKind::Trash => format!("trash {card} for {src}"),
        ActionKind::Pass => format!("decline {src}"),
        _ => return None,
    })
}

/// Kate "Mac" McCaffrey: the first program or hardware installed each turn costs 1 less.
const KATE: CardBehavior = CardBehavior {
    install_cost_modifier: Some(|s, _, target| {
        let first = !s.turn_flags.runner_installed_program_or_hardware;
        let kind = s.cdef(target).card_type;
        -i32::from(first && matches!(kind, CardType::Program | CardType::Hardware))
    }),
    ..card("01033")
};

/// Diesel: draw 3 cards.
const DIESEL: CardBehavior = CardBehavior {
    // Rules Reference, "Using Abilities": an effect must be able to change the game state.
    could_change_state: Some(|s, _, _, _| !s.runner.stack.is_empty()),
    play: Some(|s, _| s.push(Step::Draw(Side::Runner, 3))),
    ..card("01034")
};

/// Modded: the install cost of the card it installs is lowered by 3.
const MODDED_DISCOUNT: u8 = 3;

/// Modded: a program or hardware in the grip (not the Modded itself) installable at 3 less.
fn modded_can_install(state: &GameState, c: u8) -> bool {
    matches!(
        state.cdef(c).card_type,
        CardType::Program | CardType::Hardware
    ) && state.can_runner_install_less(c, MODDED_DISCOUNT)
}

/// Modded: install a program or a piece of hardware from the grip, paying 3 credits less.
const MODDED: CardBehavior = CardBehavior {
    // Rules Reference, "Using Abilities": an effect must be able to change the game state.
    can_play: Some(|s, card| {
        s.runner
            .grip
            .iter()
            .any(|&c| c != card && modded_can_install(s, c))
    }),
    // Modded: choose the program or hardware to install.
    play: Some(|s, card| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        let grip = &s.runner.grip;
        for (i, &c) in grip.iter().enumerate() {
            let d = s.card(c).def;
            // Copies are interchangeable: offer one of each title.
            let first = grip[..i].iter().all(|&e| s.card(e).def != d);
            if first && modded_can_install(s, c) {
                out.push(Action::new(ActionKind::Install).card(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Install {
            s.push(Step::InstallDiscounted {
                card: action.card,
                discount: MODDED_DISCOUNT,
            });
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01035")
};

/// The Maker's Eye: a run on R&D; if successful, its breach accesses 2 more cards.
const THE_MAKERS_EYE: CardBehavior = CardBehavior {
    play: Some(run_event::<RD>),
    extra_accesses: Some(extra_accesses_if_successful::<RD, 2>),
    ..card("01036")
};

/// Tinkering: a piece of ice gains barrier, code gate and sentry until the end of the turn.
const TINKERING: CardBehavior = CardBehavior {
    // Rules Reference, "Using Abilities": an effect must be able to change the game state.
    can_play: Some(|s, _| {
        s.corp_installed()
            .any(|c| s.cdef(c).card_type == CardType::Ice)
    }),
    // Tinkering: choose the ice.
    play: Some(|s, card| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            if s.cdef(c).card_type == CardType::Ice {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        // Tinkering: the ice gains barrier, code gate and sentry until the end of the turn.
        if action.kind == ActionKind::Mode {
            s.card_mut(action.card).flags |= FLAG_GAINS_ICE_SUBTYPES;
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01037")
};

/// Akamatsu Mem Chip: +1 memory.
const AKAMATSU_MEM_CHIP: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    ..card("01038")
};

/// Rabbit Hole: another copy of Rabbit Hole in the stack that the Runner can install now.
fn rabbit_hole_in_stack(state: &GameState) -> Option<u8> {
    state
        .runner
        .stack
        .iter()
        .copied()
        .find(|&c| state.cdef(c).code == RABBIT_HOLE.code)
        .filter(|&c| state.can_runner_install(c))
}

/// Rabbit Hole: +1 link; when installed, the Runner may search the stack for another copy and
/// install it.
const RABBIT_HOLE: CardBehavior = CardBehavior {
    link: Some(|_, _| 1),
    // Rabbit Hole: when it is installed.
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| {
        if rabbit_hole_in_stack(s).is_some() {
            // The Runner looks through the stack while searching it.
            s.look_through_stack();
            s.push_choice(card, 0, 0);
        } else {
            s.shuffle_zone(Zone::Stack);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        if let Some(c) = rabbit_hole_in_stack(s) {
            out.push(Action::new(ActionKind::Install).card(c));
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        // With no copy to offer, the choice had no action at all: nothing happens (a `Pass`
        // then stands for "no choice", not for declining).
        if rabbit_hole_in_stack(s).is_none() {
            return;
        }
        // The stack is shuffled after the search, whether or not a copy is installed.
        s.shuffle_zone(Zone::Stack);
        if action.kind == ActionKind::Install {
            s.push(Step::InstallDiscounted {
                card: action.card,
                discount: 0,
            });
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01039")
};

/// The Personal Touch: installed only on an installed icebreaker, which gets +1 strength.
const THE_PERSONAL_TOUCH: CardBehavior = CardBehavior {
    needs_host: true,
    // The Personal Touch: it can only be installed on an installed icebreaker.
    own_host: Some(|s, _, host| {
        let h = s.card(host);
        h.zone == Zone::Rig
            && h.def().card_type == CardType::Program
            && h.def().subtypes & ICEBREAKER != 0
    }),
    // The Personal Touch: its host icebreaker has +1 strength.
    strength_modifier: Some(|s, card, target| i32::from(s.card(card).host == target)),
    ..card("01040")
};

/// The Toolbox: +2 memory, +2 link, and 2 recurring credits for icebreakers.
const THE_TOOLBOX: CardBehavior = CardBehavior {
    link: Some(|_, _| 2),
    memory: Some(|_, _| 2),
    recurring_credits: 2,
    // The Toolbox: its credits pay only for using icebreakers.
    pays_for: Some(|s, _, spend| match spend {
        Spend::Ability(c) => s.cdef(c).subtypes & ICEBREAKER != 0,
        _ => false,
    }),
    ..card("01041")
};

/// Uses a Shaper breaker's paid ability: its strength ability is the only one (index 0).
fn boost(s: &mut GameState, card: u8, _: u8) {
    s.boost_breaker(card)
}

// The three Shaper breakers' strength boosts stay until the run is over (card data: Battering
// Ram, Gordian Blade, Pipeline).

/// Battering Ram: a fracter; each use of its break ability (2 credits) takes out as many as two
/// barrier subroutines, and its strength pump (1 credit each) lasts until the run is over.
const BATTERING_RAM: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 2,
        boost_cost: 1,
        boost_amount: 1,
    }),
    // Battering Ram breaks up to 2 barrier subroutines per payment.
    subs_per_break: 2,
    boost_lasts_run: true,
    use_paid_ability: Some(boost),
    ..card("01042")
};

/// Gordian Blade: decoder, 1 credit per code gate subroutine, 1 credit: +1 strength for the rest
/// of the run.
const GORDIAN_BLADE: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: CODE_GATE,
        break_cost: 1,
        boost_cost: 1,
        boost_amount: 1,
    }),
    boost_lasts_run: true,
    use_paid_ability: Some(boost),
    ..card("01043")
};

/// Magnum Opus: click, gain 2 credits.
const MAGNUM_OPUS: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 2 credits", "click")],
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0))
    }),
    use_click_ability: Some(|s, _, _| s.push(Step::Gain(Side::Runner, 2))),
    ..card("01044")
};

/// Net Shield: 1 credit prevents 1 net damage, the first time each turn the Runner would take
/// net damage.
const NET_SHIELD: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "prevent the first net damage of this turn",
        "1 credit",
    )],
    // Net Shield: only the first time each turn the Runner would suffer net damage.
    prevent_abilities: Some(|s, card, step, out| {
        if let Step::PreventDamage {
            kind: DamageKind::Net,
            amount,
            first: true,
        } = step
        {
            if amount > 0 && s.runner_credits_for(Spend::Ability(card)) >= 1 {
                out.push(Action::new(ActionKind::Ability).card(card).target(0))
            }
        }
    }),
    // Net Shield: 1 credit stops one point of net damage. Only one Net Shield can prevent
    // anything, and only 1 damage, however much is dealt (rulings 1 and 2).
    use_paid_ability: Some(|s, card, _| {
        s.pay_runner(Spend::Ability(card), 1);
        if let Some(Step::PreventDamage { amount, first, .. }) = s.stack.last_mut() {
            *amount = amount.saturating_sub(1);
            *first = false;
        }
    }),
    ..card("01045")
};

/// Pipeline: killer, 1 credit per sentry subroutine, 2 credits: +1 strength for the rest of the
/// run.
const PIPELINE: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 2,
        boost_amount: 1,
    }),
    boost_lasts_run: true,
    use_paid_ability: Some(boost),
    ..card("01046")
};

/// Aesop's Pawnshop: credits gained for trashing a card.
const PAWNSHOP_GAIN: u8 = 3;

/// Aesop's Pawnshop: when the Runner's turn begins, the Runner may trash another installed card
/// of theirs to gain 3 credits.
const AESOPS_PAWNSHOP: CardBehavior = CardBehavior {
    // Aesop's Pawnshop: when the Runner's turn begins, if there is another installed card to
    // trash.
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|s, card, event| {
        event == Event::TurnBegins(Side::Runner) && s.runner.rig.iter().any(|&c| c != card)
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, source, _, _, out| {
        for &c in &s.runner.rig {
            if c != source {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        if !out.is_empty() {
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        // The Runner's own choice: not offered for prevention (preventing it would only
        // cancel the gain; see `trash_now`).
        if action.kind == ActionKind::Trash {
            s.trash_now(action.card);
            s.push(Step::Gain(Side::Runner, PAWNSHOP_GAIN));
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01047")
};

/// Sacrificial Construct: trash it to prevent an installed program or hardware from being
/// trashed.
const SACRIFICIAL_CONSTRUCT: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "prevent an installed program or hardware from being trashed",
        "trash Sacrificial Construct",
    )],
    // Sacrificial Construct: an installed program or hardware about to be trashed.
    prevent_abilities: Some(|_, card, step, out| {
        if matches!(step, Step::PreventTrash(target) if target != card) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    // Sacrificial Construct: trash it to prevent the pending trash.
    use_paid_ability: Some(|s, card, _| {
        if let Some(Step::PreventTrash(_)) = s.stack.last() {
            s.stack.pop();
        }
        s.trash_now(card);
    }),
    ..card("01048")
};
