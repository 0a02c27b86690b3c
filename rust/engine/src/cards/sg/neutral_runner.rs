//! System Gateway (2021): the neutral Runner cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, Breaker, CardBehavior};
use crate::engine::{Event, Step};
use crate::invariants::MAX_COUNTER;
use crate::side::Side;
use crate::state::{Zone, FLAG_BROKE_THIS_RUN, HQ, RD};
use crate::waits;

/// Every System Gateway neutral Runner card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    THE_CATALYST,
    JAILBREAK,
    OVERCLOCK,
    T400_MEMORY_DIAMOND,
    MAYFLY,
    SMARTWARE_DISTRIBUTOR,
    VERBAL_PLASTICITY,
];

/// The Catalyst: Convention Breaker: the beginner Runner identity, with no ability (its text
/// only restricts it to starter games, a deck-building matter).
const THE_CATALYST: CardBehavior = card("30076");

/// Jailbreak: whether `card` is the Jailbreak whose run is in progress (it waits in the play
/// area until its run is over).
fn jailbreak_running(s: &crate::state::GameState, card: u8) -> bool {
    s.card(card).zone == Zone::PlayArea && s.run.is_some_and(|r| r.source == card)
}

/// Jailbreak: a run on HQ or R&D; if successful, draw 1 card and access 1 more card there.
const JAILBREAK: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    // Jailbreak: HQ or R&D only.
    run_servers: Some(|_, _, server| server == HQ || server == RD),
    // "If successful": as the run is declared successful, step [5.4] (ruling 1).
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|s, card, event| {
        matches!(event, Event::SuccessfulRun(_)) && jailbreak_running(s, card)
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Draw(Side::Runner, 1))),
    // The delayed "when you breach" ability exists only once the run was declared successful
    // (ruling 2), on the server attacked.
    extra_accesses: Some(|s, card, server| {
        let ours =
            jailbreak_running(s, card) && s.run.is_some_and(|r| r.successful && r.server == server);
        u8::from(ours)
    }),
    ..card("30028")
};

/// Overclock: credits placed on the event.
const OVERCLOCK_LOAD: u8 = 5;

/// Overclock: 5 credits placed on the event, then a run on any server during which those
/// credits may be spent.
const OVERCLOCK: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        s.place_credits(card, OVERCLOCK_LOAD);
        s.push(Step::ChooseServer(card));
    }),
    // Overclock: any server.
    run_servers: Some(|_, _, _| true),
    // Its hosted credits pay for anything during its run (effects/hosted_credits.rs) without
    // being in the credit pool: losing credits never takes them (ruling 1). What is left goes
    // to the heap with the event.
    pays_for: Some(|_, _, _| true),
    ..card("30029")
};

/// T400 Memory Diamond: +1 memory and +1 maximum hand size.
const T400_MEMORY_DIAMOND: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    hand_size: Some(|_, _| 1),
    ..card("30031")
};

/// Mayfly: AI breaker, 1 credit per subroutine, 1 credit per +1 strength; once it breaks, it is
/// trashed when the run ends.
const MAYFLY: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: 0,
        break_cost: 1,
        boost_cost: 1,
        boost_amount: 1,
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    // Each break creates a delayed "when this run ends, trash it" ability; the copies after
    // the first find it gone and do nothing (ruling 1), so one trigger stands for them all.
    // The strength ability creates none.
    waits_for: waits::RUN_ENDED,
    triggers_on: Some(|s, card, event| {
        matches!(event, Event::RunEnded { .. }) && s.card(card).flags & FLAG_BROKE_THIS_RUN != 0
    }),
    resolve_trigger: Some(|s, card, _| {
        if s.card(card).zone == Zone::Rig {
            s.trash(card);
        }
    }),
    ..card("30032")
};

/// Smartware Distributor: credits placed by its click ability.
const SMARTWARE_LOAD: u8 = 3;

/// Smartware Distributor: a click places 3 credits on it; when the Runner's turn begins, the
/// Runner takes 1 of them. It stays installed when empty.
const SMARTWARE_DISTRIBUTOR: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "place 3 credits on Smartware Distributor",
        "click",
    )],
    // Also while credits are already on it (ruling 1); not at the engine's counter limit, where
    // it could not change the game state (Rules Reference, "Using Abilities").
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).credits < MAX_COUNTER {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    use_click_ability: Some(|s, card, _| s.place_credits(card, SMARTWARE_LOAD)),
    // When the Runner's turn begins, with a credit to take (Rules Reference, "Using
    // Abilities": an ability that cannot change the game state does not trigger).
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|s, card, event| {
        event == Event::TurnBegins(Side::Runner) && s.card(card).credits > 0
    }),
    resolve_trigger: Some(|s, card, _| s.take_credits(card, 1)),
    ..card("30033")
};

/// Verbal Plasticity: the Runner's first basic action to draw 1 card each turn draws 2 instead.
const VERBAL_PLASTICITY: CardBehavior = CardBehavior {
    // The first such action this turn, whether or not Verbal Plasticity was installed at an
    // earlier one (Rules Reference, "Ordinal Events"); a replacement applied as the click is
    // paid (ruling 1).
    basic_draw_extra: Some(|s, _| u8::from(!s.turn_flags.runner_basic_draw)),
    ..card("30034")
};
