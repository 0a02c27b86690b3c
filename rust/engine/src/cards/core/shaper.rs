//! Shaper cards of the Core Set, described in our own words. (The Personal Touch is left to the
//! file that implements hosting.)

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{
    ability, Behavior, Breaker, CardAction, CardType, Hooks, BARRIER, CODE_GATE, ICEBREAKER, SENTRY,
};
use crate::engine::{DamageKind, Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_GAINS_ICE_SUBTYPES, RD};

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[KATE];

/// Kate "Mac" McCaffrey: the first program or hardware installed each turn costs 1 less.
const KATE: CardBehavior = CardBehavior {
    install_cost_modifier: Some(|s, _, target| {
        let first = !s.turn_flags.runner_installed_program_or_hardware;
        let kind = s.cdef(target).card_type;
        -i32::from(first && matches!(kind, CardType::Program | CardType::Hardware))
    }),
    ..card("01033")
};

/// Modded: the install cost of the card it installs is lowered by 3.
const MODDED_DISCOUNT: u8 = 3;
/// The Maker's Eye: additional cards accessed from R&D.
const MAKERS_EYE_EXTRA: u8 = 2;
/// Aesop's Pawnshop: credits gained for trashing a card.
const PAWNSHOP_GAIN: u8 = 3;

/// The Shaper cards' hooks.
pub(crate) struct Cards;

/// Modded: a program or hardware in the grip (not the Modded itself) installable at 3 less.
fn modded_can_install(state: &GameState, c: u8) -> bool {
    matches!(
        state.cdef(c).card_type,
        CardType::Program | CardType::Hardware
    ) && state.can_runner_install_less(c, MODDED_DISCOUNT)
}

/// Rabbit Hole: another copy of Rabbit Hole in the stack that the Runner can install now.
fn rabbit_hole_in_stack(state: &GameState) -> Option<u8> {
    state
        .runner
        .stack
        .iter()
        .copied()
        .find(|&c| state.cdef(c).behavior == Behavior::RabbitHole)
        .filter(|&c| state.can_runner_install(c))
}

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            Diesel
                | Modded
                | TheMakersEye
                | Tinkering
                | AkamatsuMemChip
                | RabbitHole
                | TheToolbox
                | BatteringRam
                | GordianBlade
                | MagnumOpus
                | NetShield
                | Pipeline
                | AesopsPawnshop
                | SacrificialConstruct
                | ThePersonalTouch
        )
    }

    fn needs_host(b: Behavior) -> bool {
        // The Personal Touch is installed only on an icebreaker (hosting lives in anarch.rs).
        b == Behavior::ThePersonalTouch
    }

    fn own_host(state: &GameState, card: u8, host: u8) -> bool {
        state.cdef(card).behavior == Behavior::ThePersonalTouch
            && super::anarch::personal_touch_own_host(state, host)
    }

    fn strength_modifier(state: &GameState, card: u8, target: u8) -> i32 {
        match state.cdef(card).behavior {
            Behavior::ThePersonalTouch => {
                super::anarch::personal_touch_strength(state, card, target)
            }
            _ => 0,
        }
    }

    fn breaker_of(b: Behavior) -> Option<Breaker> {
        match b {
            // Battering Ram: fracter, 2 credits break up to 2 barrier subroutines, 1 credit: +1.
            Behavior::BatteringRam => Some(Breaker {
                breaks: BARRIER,
                break_cost: 2,
                boost_cost: 1,
                boost_amount: 1,
            }),
            // Gordian Blade: decoder, 1 credit per code gate subroutine, 1 credit: +1.
            Behavior::GordianBlade => Some(Breaker {
                breaks: CODE_GATE,
                break_cost: 1,
                boost_cost: 1,
                boost_amount: 1,
            }),
            // Pipeline: killer, 1 credit per sentry subroutine, 2 credits: +1.
            Behavior::Pipeline => Some(Breaker {
                breaks: SENTRY,
                break_cost: 1,
                boost_cost: 2,
                boost_amount: 1,
            }),
            _ => None,
        }
    }

    // The three Shaper breakers' strength boosts stay until the run is over (card
    // data: Battering Ram, Gordian Blade, Pipeline).
    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::MagnumOpus => const { &[ability(0, "gain 2 credits", "click")] },
            Behavior::NetShield => {
                const {
                    &[ability(
                        0,
                        "prevent the first net damage of this turn",
                        "1 credit",
                    )]
                }
            }
            Behavior::SacrificialConstruct => {
                const {
                    &[ability(
                        0,
                        "prevent an installed program or hardware from being trashed",
                        "trash Sacrificial Construct",
                    )]
                }
            }
            _ => const { &[] },
        }
    }

    fn boost_lasts_run(b: Behavior) -> bool {
        matches!(
            b,
            Behavior::BatteringRam | Behavior::GordianBlade | Behavior::Pipeline
        )
    }

    // Battering Ram breaks up to 2 barrier subroutines per payment.
    fn subs_per_break(b: Behavior) -> u8 {
        if b == Behavior::BatteringRam {
            2
        } else {
            1
        }
    }

    // Rules Reference, "Using Abilities": an effect must be able to change the game state.
    fn can_play(state: &GameState, card: u8) -> bool {
        match state.cdef(card).behavior {
            Behavior::Diesel => !state.runner.stack.is_empty(),
            Behavior::Modded => state
                .runner
                .grip
                .iter()
                .any(|&c| c != card && modded_can_install(state, c)),
            Behavior::Tinkering => state
                .corp_installed()
                .any(|c| state.cdef(c).card_type == CardType::Ice),
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match state.cdef(card).behavior {
            // Diesel: draw 3 cards.
            Behavior::Diesel => state.push(Step::Draw(Side::Runner, 3)),
            // Modded: choose the program or hardware to install; Tinkering: choose the ice.
            Behavior::Modded | Behavior::Tinkering => state.push(Step::ChooseOption(card)),
            // The Maker's Eye: a run on R&D (the extra accesses come from `extra_accesses`
            // while the event waits in the play area for its run to end).
            Behavior::TheMakersEye => state.start_run(RD),
            _ => {}
        }
    }

    fn option_choices(state: &GameState, source: u8, out: &mut ActionList) {
        match state.cdef(source).behavior {
            Behavior::Modded => {
                let grip = &state.runner.grip;
                for (i, &c) in grip.iter().enumerate() {
                    let d = state.card(c).def;
                    // Copies are interchangeable: offer one of each title.
                    let first = grip[..i].iter().all(|&e| state.card(e).def != d);
                    if first && modded_can_install(state, c) {
                        out.push(Action::new(ActionKind::Install).card(c));
                    }
                }
            }
            Behavior::Tinkering => {
                for c in state.corp_installed() {
                    if state.cdef(c).card_type == CardType::Ice {
                        out.push(Action::new(ActionKind::Mode).card(c).target(0));
                    }
                }
            }
            Behavior::RabbitHole => {
                if let Some(c) = rabbit_hole_in_stack(state) {
                    out.push(Action::new(ActionKind::Install).card(c));
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Behavior::AesopsPawnshop => {
                for &c in &state.runner.rig {
                    if c != source {
                        out.push(Action::new(ActionKind::Trash).card(c));
                    }
                }
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            _ => {}
        }
    }

    fn resolve_option(state: &mut GameState, source: u8, action: Action) {
        match state.cdef(source).behavior {
            Behavior::Modded => state.push(Step::InstallDiscounted {
                card: action.card,
                discount: MODDED_DISCOUNT,
            }),
            // Tinkering: the ice gains barrier, code gate and sentry until the end of the turn.
            Behavior::Tinkering => state.card_mut(action.card).flags |= FLAG_GAINS_ICE_SUBTYPES,
            Behavior::RabbitHole => {
                // The stack is shuffled after the search, whether or not a copy is installed.
                state.shuffle_zone(Zone::Stack);
                if action.kind == ActionKind::Install {
                    state.push(Step::InstallDiscounted {
                        card: action.card,
                        discount: 0,
                    });
                }
            }
            // The Runner's own choice: not offered for prevention (preventing it would only
            // cancel the gain; see `trash_now`).
            Behavior::AesopsPawnshop if action.kind == ActionKind::Trash => {
                state.trash_now(action.card);
                state.push(Step::Gain(Side::Runner, PAWNSHOP_GAIN));
            }
            _ => {}
        }
    }

    fn click_abilities(state: &GameState, card: u8, _clicks: u8, out: &mut ActionList) {
        // Magnum Opus: click, gain 2 credits.
        if state.cdef(card).behavior == Behavior::MagnumOpus {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }

    fn use_click_ability(state: &mut GameState, card: u8, _index: u8) {
        if state.cdef(card).behavior == Behavior::MagnumOpus {
            state.push(Step::Gain(Side::Runner, 2));
        }
    }

    fn use_paid_ability(state: &mut GameState, card: u8, _index: u8) {
        match state.cdef(card).behavior {
            Behavior::BatteringRam | Behavior::GordianBlade | Behavior::Pipeline => {
                state.boost_breaker(card)
            }
            // Net Shield: 1 credit stops one point of net damage. Only one Net Shield can prevent
            // anything, and only 1 damage, however much is dealt (rulings 1 and 2).
            Behavior::NetShield => {
                state.pay_runner(Spend::Ability(card), 1);
                if let Some(Step::PreventDamage { amount, first, .. }) = state.stack.last_mut() {
                    *amount = amount.saturating_sub(1);
                    *first = false;
                }
            }
            // Sacrificial Construct: trash it to prevent the pending trash.
            Behavior::SacrificialConstruct => {
                if let Some(Step::PreventTrash(_)) = state.stack.last() {
                    state.stack.pop();
                }
                state.trash_now(card);
            }
            _ => {}
        }
    }

    fn prevent_abilities(state: &GameState, card: u8, step: Step, out: &mut ActionList) {
        let ability = Action::new(ActionKind::Ability).card(card).target(0);
        match (state.cdef(card).behavior, step) {
            // Net Shield: only the first time each turn the Runner would suffer net damage.
            (
                Behavior::NetShield,
                Step::PreventDamage {
                    kind: DamageKind::Net,
                    amount,
                    first: true,
                },
            ) if amount > 0 && state.runner_credits_for(Spend::Ability(card)) >= 1 => {
                out.push(ability)
            }
            // Sacrificial Construct: an installed program or hardware about to be trashed.
            (Behavior::SacrificialConstruct, Step::PreventTrash(target)) if target != card => {
                out.push(ability)
            }
            _ => {}
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        match (state.cdef(card).behavior, event) {
            // Rabbit Hole: when it is installed.
            (Behavior::RabbitHole, Event::Installed(c)) => c == card,
            // Aesop's Pawnshop: when the Runner's turn begins, if there is another installed
            // card to trash.
            (Behavior::AesopsPawnshop, Event::TurnBegins(Side::Runner)) => {
                state.runner.rig.iter().any(|&c| c != card)
            }
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, _event: Event) {
        match state.cdef(card).behavior {
            Behavior::RabbitHole => {
                if rabbit_hole_in_stack(state).is_some() {
                    // The Runner looks through the stack while searching it.
                    for i in 0..state.runner.stack.len() {
                        let c = state.runner.stack[i];
                        state.card_mut(c).known |= Side::Runner.bit();
                    }
                    state.push(Step::ChooseOption(card));
                } else {
                    state.shuffle_zone(Zone::Stack);
                }
            }
            Behavior::AesopsPawnshop => state.push(Step::ChooseOption(card)),
            _ => {}
        }
    }

    fn link(state: &GameState, card: u8) -> u32 {
        match state.cdef(card).behavior {
            Behavior::RabbitHole => 1,
            Behavior::TheToolbox => 2,
            _ => 0,
        }
    }

    fn memory(state: &GameState, card: u8) -> u32 {
        match state.cdef(card).behavior {
            Behavior::AkamatsuMemChip => 1,
            Behavior::TheToolbox => 2,
            _ => 0,
        }
    }

    fn recurring_credits(b: Behavior) -> u8 {
        match b {
            Behavior::TheToolbox => 2,
            _ => 0,
        }
    }

    // The Toolbox: its credits pay only for using icebreakers.
    fn pays_for(state: &GameState, card: u8, spend: Spend) -> bool {
        match (state.cdef(card).behavior, spend) {
            (Behavior::TheToolbox, Spend::Ability(c)) => state.cdef(c).subtypes & ICEBREAKER != 0,
            _ => false,
        }
    }

    fn extra_accesses(state: &GameState, card: u8, server: u8) -> u8 {
        // The Maker's Eye, while its run is in progress (it is in the play area until then).
        if state.cdef(card).behavior == Behavior::TheMakersEye
            && server == RD
            && state.card(card).zone == Zone::PlayArea
        {
            MAKERS_EYE_EXTRA
        } else {
            0
        }
    }
}
