//! System Update 2021: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, card, Breaker, CardBehavior, CardType, CHOOSE_CARD};
use crate::cards::{BARRIER, CODE_GATE, SENTRY};
use crate::engine::{Event, Spend, Step};
use crate::invariants::MAX_COUNTER;
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// Every System Update 2021 Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    AYLA,
    KIT,
    TEST_RUN,
    ATMAN,
    CHAMELEON,
    EGRET,
    PARICIA,
    PROFESSIONAL_CONTACTS,
];

/// How this file's card choices word their actions, for `viewer` (a hidden card is named by
/// where it is, never by title: `card_name`).
fn choice_label(s: &GameState, viewer: Side, source: u8, _: u8, a: &Action) -> Option<String> {
    let src = s.card_name(viewer, source);
    Some(match a.kind {
        ActionKind::Mode if a.card == source => format!("{src}: option {}", a.target + 1),
        ActionKind::Mode => format!("choose {} for {src}", s.card_name(viewer, a.card)),
        ActionKind::Install => format!("install {} with {src}", s.card_name(viewer, a.card)),
        ActionKind::Pass => format!("decline {src}"),
        _ => return None,
    })
}

/// Pushes `Action(kind)` on each card of `cards` that `ok` accepts, one card per title (copies
/// are interchangeable).
fn one_per_title(
    s: &GameState,
    cards: impl Iterator<Item = u8>,
    kind: ActionKind,
    ok: impl Fn(u8) -> bool,
    out: &mut ActionList,
) {
    let start = out.len();
    for c in cards {
        let def = s.card(c).def;
        let seen = out.as_slice()[start..]
            .iter()
            .any(|a| s.card(a.card).def == def);
        if !seen && ok(c) {
            out.push(Action::new(kind).card(c));
        }
    }
}

// ----- 31025 Ayla "Bios" Rahim: Simulant Specialist -----

/// Ayla: cards set aside before the starting hand.
const AYLA_SET_ASIDE: u8 = 6;
/// Ayla's choices: the first card to shuffle back, the second (`data`: the first), a card to
/// add to the grip.
const AYLA_FIRST: u8 = 0;
const AYLA_SECOND: u8 = 1;
const AYLA_TAKE: u8 = 2;

/// Ayla "Bios" Rahim: before the starting hand, 6 cards of the stack are set aside facedown
/// (only the Runner sees them) and 2 of them shuffled back; a click adds one to the grip.
const AYLA: CardBehavior = CardBehavior {
    // Ayla ruling 1: after the decks are shuffled, before any card is drawn; a mulligan later
    // leaves the set-aside cards alone (they are not in the deck).
    setup: Some(|s, card| {
        s.set_aside_top_of_stack(AYLA_SET_ASIDE);
        s.ask_choice(card, AYLA_FIRST, 0);
    }),
    actions: &[ability(
        0,
        "add a card set aside with the identity to the grip",
        "click",
    )],
    click_abilities: Some(|s, card, _, out| {
        if s.set_aside_cards().next().is_some() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| s.ask_choice(card, AYLA_TAKE, 0)),
    legal_choices: Some(|s, _, n, data, out| {
        // The second card shuffled back is another one than the first.
        let first = if n == AYLA_SECOND {
            data as u8
        } else {
            u8::MAX
        };
        let cards = s.set_aside_cards().filter(|&c| c != first);
        one_per_title(s, cards, ActionKind::Mode, |_| true, out);
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode || s.card(a.card).zone != Zone::SetAside {
            return;
        }
        match n {
            AYLA_FIRST => s.ask_choice(card, AYLA_SECOND, a.card.into()),
            AYLA_SECOND => {
                // Card text: the two chosen cards are shuffled into the stack.
                s.return_set_aside_to_stack(data as u8);
                s.return_set_aside_to_stack(a.card);
                s.shuffle_zone(Zone::Stack);
            }
            _ => s.add_to_grip(a.card),
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, source, _, a| {
        let name = s.card_name(viewer, a.card);
        let src = s.card_name(viewer, source);
        Some(match a.kind {
            ActionKind::Mode => format!("{src}: choose {name}"),
            _ => return None,
        })
    }),
    ..card("31025")
};

// ----- 31026 Rielle "Kit" Peddler: Transhuman -----

/// Rielle "Kit" Peddler: the first ice the Runner encounters each turn gains code gate for the
/// rest of that run.
const KIT: CardBehavior = CardBehavior {
    // Card text: only the first encounter of each turn (the identity's once-per-turn flag).
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::Encountered(_)) && !s.turn_flags.runner_identity_used
    }),
    resolve_trigger: Some(|s, _, event| {
        if let Event::Encountered(ice) = event {
            s.turn_flags.runner_identity_used = true;
            s.ice_gains_code_gate_this_run(ice);
        }
    }),
    ..card("31026")
};

// ----- 31028 Test Run -----

/// Test Run's choices: where to search, the program found (`data`: 0 stack, 1 heap), and the
/// install done (`data`: the program), which marks it to come back at the end of the turn.
const TR_WHERE: u8 = 0;
const TR_PICK: u8 = 1;
const TR_MARK: u8 = 2;
/// `data` of `TR_PICK`: searching the stack or the heap.
const TR_STACK: u32 = 0;
const TR_HEAP: u32 = 1;

/// Whether Test Run can install program `c`: ignoring all costs, it needs only room (memory,
/// a host for a program that needs one).
fn test_run_can_install(s: &GameState, c: u8) -> bool {
    s.cdef(c).card_type == CardType::Program && s.can_runner_install_less(c, u8::MAX)
}

/// Installs `card` ignoring all costs (install step 2: a host chosen if one is needed or
/// possible; step 3: the memory limit).
fn install_ignoring_costs(s: &mut GameState, card: u8) {
    s.card_mut(card).host = crate::actions::NONE;
    s.push(Step::InstallDiscounted {
        card,
        discount: u8::MAX,
    });
    if s.host_options(card).is_empty() {
        return;
    }
    let mut choices = ActionList::new();
    s.legal_hosts(card, &mut choices);
    match choices.as_slice() {
        [only] if only.kind == ActionKind::Install => s.card_mut(card).host = only.card,
        [_] => {}
        _ => s.push(Step::ChooseHost(card)),
    }
}

/// Test Run: search the stack or the heap for a program and install it ignoring all costs; when
/// the turn ends, it goes on top of the stack unless it was uninstalled.
const TEST_RUN: CardBehavior = CardBehavior {
    // Reading: playable only with a program it could install (Rules Reference, "Using
    // Abilities": the effect must be able to change the game state), as Modded.
    can_play: Some(|s, _| {
        let mut piles = s.runner.stack.iter().chain(s.runner.heap.iter());
        piles.any(|&c| test_run_can_install(s, c))
    }),
    play: Some(|s, card| s.ask_choice(card, TR_WHERE, 0)),
    legal_choices: Some(|s, card, n, data, out| match n {
        TR_WHERE => {
            // The stack may be searched whatever it holds; the heap is public.
            if !s.runner.stack.is_empty() {
                out.push(Action::new(ActionKind::Mode).card(card).target(0));
            }
            if s.runner.heap.iter().any(|&c| test_run_can_install(s, c)) {
                out.push(Action::new(ActionKind::Mode).card(card).target(1));
            }
        }
        TR_PICK => {
            let pile = if data == TR_STACK {
                s.runner.stack.as_slice()
            } else {
                s.runner.heap.as_slice()
            };
            let ok = |c| test_run_can_install(s, c);
            one_per_title(s, pile.iter().copied(), ActionKind::Install, ok, out);
            // Rules Reference, "Search": a card must be found if able; if none can be, nothing
            // happens but the stack is still shuffled (a single `Pass`, not asked).
            if out.is_empty() {
                out.push(Action::new(ActionKind::Pass));
            }
        }
        _ => {}
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match n {
        TR_WHERE if a.kind == ActionKind::Mode => {
            let pile = if a.target == 0 { TR_STACK } else { TR_HEAP };
            if pile == TR_STACK {
                // Rules Reference, "Search": the Runner looks through the whole stack.
                s.look_through_stack();
            }
            s.ask_choice(card, TR_PICK, pile);
        }
        TR_PICK => {
            let found = a.kind == ActionKind::Install && test_run_can_install(s, a.card);
            if data == TR_STACK {
                // Card text: the stack is shuffled after it is searched; the Runner still knows
                // the program it found (installed next).
                s.shuffle_zone(Zone::Stack);
                if found {
                    s.card_mut(a.card).known |= Side::Runner.bit();
                }
            }
            if found {
                // Marked once installed (below the install's own steps).
                s.push_choice(card, TR_MARK, a.card.into());
                install_ignoring_costs(s, a.card);
            }
        }
        // Test Run ruling 1: the effect follows this installed object only.
        TR_MARK => s.return_to_stack_at_turn_end(data as u8),
        _ => {}
    }),
    choice_name: Some(|_, _, n| if n == TR_WHERE { "choose" } else { CHOOSE_CARD }),
    choice_label: Some(|s, viewer, source, n, a| match (n, a.kind) {
        (TR_WHERE, ActionKind::Mode) => Some(
            if a.target == 0 {
                "Test Run: search the stack"
            } else {
                "Test Run: search the heap"
            }
            .into(),
        ),
        _ => choice_label(s, viewer, source, n, a),
    }),
    ..card("31028")
};

// ----- 31030 Atman -----

/// Atman: an AI breaker (1 credit per subroutine) with +1 strength per hosted power counter,
/// as many as the credits spent when it is installed; it breaks only ice of exactly its
/// strength.
const ATMAN: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: 0,
        break_cost: 1,
        boost_cost: 0,
        boost_amount: 0,
    }),
    strength_modifier: Some(|s, card, target| {
        if card == target {
            i32::from(s.card(card).power)
        } else {
            0
        }
    }),
    // Card text: only ice of exactly equal strength (the engine asks for at least equal).
    can_break: Some(|s, card, ice| s.breaker_strength(card) == s.ice_strength(ice)),
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| {
        if s.card(card).zone == Zone::Rig {
            s.ask_amount(card);
        }
    }),
    // Card text: any number of credits ("may": 0 too), up to the counters a card can hold.
    amount_range: Some(|s, _| atman_range(s)),
    resolve_amount: Some(|s, card, x| {
        let (_, max) = atman_range(s);
        let x = x.min(max);
        if x == 0 || s.card(card).zone != Zone::Rig {
            return;
        }
        s.pay_runner(Spend::Other, x);
        s.place_power_counters(card, x as u8);
    }),
    amount_label: Some(|_, _, x| Some(format!("Atman: spend {x} credits for power counters"))),
    ..card("31030")
};

/// Atman's amount range (as its `amount_range`).
fn atman_range(s: &GameState) -> (u16, u16) {
    let credits = s.runner_credits_for(Spend::Other);
    (0, credits.min(MAX_COUNTER.into()) as u16)
}

// ----- 31031 Chameleon -----

/// Chameleon: the subtypes it may choose, by mode (`CardInst::mode` holds 1 + the index).
const CHAMELEON_TYPES: [u64; 3] = [BARRIER, CODE_GATE, SENTRY];
/// Chameleon's choices, in words.
const CHAMELEON_NAMES: [&str; 3] = ["barrier", "code gate", "sentry"];

/// Chameleon: a breaker (1 credit per subroutine, strength 3) of the ice subtype chosen when it
/// is installed; it returns to the grip when the Runner's discard phase ends.
const CHAMELEON: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER | CODE_GATE | SENTRY,
        break_cost: 1,
        boost_cost: 0,
        boost_amount: 0,
    }),
    // Card text: only ice with the chosen subtype (none chosen: none).
    can_break: Some(|s, card, ice| {
        let mode = s.card(card).mode as usize;
        mode > 0 && s.ice_subtypes(ice) & CHAMELEON_TYPES[(mode - 1) % 3] != 0
    }),
    waits_for: waits::DISCARD_PHASE_ENDS | waits::INSTALLED,
    triggers_on: Some(|_, card, event| {
        event == Event::Installed(card) || event == Event::DiscardPhaseEnds(Side::Runner)
    }),
    resolve_trigger: Some(|s, card, event| {
        if s.card(card).zone != Zone::Rig {
            return;
        }
        if event == Event::Installed(card) {
            s.push_choice(card, 0, 0);
        } else {
            // Card text: when the Runner's discard phase ends, back to the grip.
            s.add_to_grip(card);
        }
    }),
    legal_choices: Some(|s, card, _, _, out| {
        if s.card(card).zone == Zone::Rig {
            for t in 0..CHAMELEON_TYPES.len() as u8 {
                out.push(Action::new(ActionKind::Mode).card(card).target(t));
            }
        }
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode && a.card == card && (a.target as usize) < 3 {
            s.card_mut(card).mode = a.target + 1;
        }
    }),
    choice_label: Some(|_, _, _, _, a| {
        let name = CHAMELEON_NAMES.get(a.target as usize)?;
        (a.kind == ActionKind::Mode).then(|| format!("Chameleon: choose {name}"))
    }),
    ..card("31031")
};

// ----- 31032 Egret -----

/// Egret: installed only on a rezzed piece of ice, which gains barrier, code gate and sentry.
const EGRET: CardBehavior = CardBehavior {
    needs_host: true,
    // Card text: install only on a rezzed piece of ice.
    own_host: Some(|s, _, host| {
        let h = s.card(host);
        matches!(h.zone, Zone::Ice(_)) && h.rezzed
    }),
    // Egret ruling 1: the host gains them rezzed or not.
    host_ice_gains: BARRIER | CODE_GATE | SENTRY,
    ..card("31032")
};

// ----- 31034 Paricia -----

/// Paricia: 2 recurring credits that may pay only the trash costs of assets.
const PARICIA: CardBehavior = CardBehavior {
    recurring_credits: 2,
    // Paricia ruling 2: any cost that is an asset's trash cost (the basic trash ability).
    pays_for: Some(
        |s, _, spend| matches!(spend, Spend::TrashCost(c) if s.cdef(c).card_type == CardType::Asset),
    ),
    ..card("31034")
};

// ----- 31036 Professional Contacts -----

/// Professional Contacts: a click gains 1 credit and draws 1 card.
const PROFESSIONAL_CONTACTS: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 1 credit and draw 1 card", "click")],
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0))
    }),
    // Card text: gain first, then draw (the step pushed last resolves first).
    use_click_ability: Some(|s, _, _| {
        s.push(Step::Draw(Side::Runner, 1));
        s.push(Step::Gain(Side::Runner, 1));
    }),
    ..card("31036")
};
