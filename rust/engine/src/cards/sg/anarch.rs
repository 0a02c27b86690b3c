//! System Gateway (2021): the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{ability, card, mode, Breaker, CardAction, CardBehavior, CardType, CHOOSE_CARD};
use crate::cards::{BARRIER, CODE_GATE, VIRUS};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, FLAG_USED_THIS_TURN};
use crate::waits;

/// Every System Gateway Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    LOUP,
    WILDCAT_STRIKE,
    CARNIVORE,
    BOTULUS,
    BUZZSAW,
    CLEAVER,
    FERMENTER,
    LEECH,
    COOKBOOK,
];

fn is_virus_program(state: &GameState, card: u8) -> bool {
    let d = state.cdef(card);
    d.card_type == CardType::Program && d.subtypes & VIRUS != 0
}

/// Whether `card` (an installed Runner card) is the one `event` says was just installed.
fn installed_itself(card: u8, event: Event) -> bool {
    event == Event::Installed(card)
}

/// A virus program that places 1 virus counter on itself when installed and when the Runner's
/// turn begins (Botulus, Fermenter): the trigger condition.
fn grows_on(card: u8, event: Event) -> bool {
    installed_itself(card, event) || event == Event::TurnBegins(Side::Runner)
}

/// René "Loup" Arcemont: Party Animal: the first card the Runner trashes while accessing it each
/// turn gives 1 credit and 1 card.
const LOUP: CardBehavior = CardBehavior {
    // Loup: the first time each turn the Runner trashes a card it is accessing (the turn's
    // count includes this one: Rules Reference, "Ordinal Events").
    waits_for: waits::ACCESSED_CARD_TRASHED,
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::AccessedCardTrashed(_)) && s.turn_flags.accessed_trashed == 1
    }),
    resolve_trigger: Some(|s, _, _| {
        // Gain 1 credit, then draw 1 card (pushed in reverse).
        s.push(Step::Draw(Side::Runner, 1));
        s.push(Step::Gain(Side::Runner, 1));
    }),
    ..card("30001")
};

/// Wildcat Strike's options, as `Mode` targets of its Corp's choice.
const WILDCAT_CREDITS: u8 = 0;
const WILDCAT_DRAW: u8 = 1;

/// Wildcat Strike: the Corp picks whether the Runner gains 6 credits or draws 4 cards.
const WILDCAT_STRIKE: CardBehavior = CardBehavior {
    actions: &[
        mode(WILDCAT_CREDITS, "the Runner gains 6 credits", ""),
        mode(WILDCAT_DRAW, "the Runner draws 4 cards", ""),
    ],
    play: Some(|s, card| s.push_choice(card, 0, 0)),
    // Wildcat Strike: the Corp chooses which option resolves.
    chooser: Some(|_, _, _| Side::Corp),
    legal_choices: Some(|_, card, _, _, out| {
        // Ruling 1: either option may be chosen, even with fewer than 4 cards in the stack
        // (choosing is not using an ability, so it need not change the game state).
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(WILDCAT_CREDITS),
        );
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(WILDCAT_DRAW),
        );
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        s.push(if action.target == WILDCAT_DRAW {
            Step::Draw(Side::Runner, 4)
        } else {
            Step::Gain(Side::Runner, 6)
        })
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(
            if a.target == WILDCAT_DRAW {
                "Wildcat Strike: the Runner draws 4 cards"
            } else {
                "Wildcat Strike: the Runner gains 6 credits"
            }
            .into(),
        )
    }),
    ..card("30002")
};

/// Carnivore's choices (`n`): the first and the second grip card trashed as its cost (`data`:
/// the accessed card, and the first grip card in bits 8-15).
const CARNIVORE_FIRST: u8 = 1;
const CARNIVORE_SECOND: u8 = 2;

/// Carnivore: the grip cards that may be chosen for its cost, but `taken` (the first one chosen).
fn carnivore_cost_options(s: &GameState, taken: u8, out: &mut crate::actions::ActionList) {
    let grip: arrayvec::ArrayVec<u8, 128> = s
        .runner
        .grip
        .iter()
        .copied()
        .filter(|&c| c != taken)
        .collect();
    s.push_distinct(&grip, ActionKind::Trash, out);
}

/// Carnivore: +1 memory; once per turn while accessing a card, trash 2 grip cards to trash it.
const CARNIVORE: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "trash the card being accessed",
        "once per turn, trash 2 cards from the grip",
    )],
    // Carnivore: +1 MU.
    memory: Some(|_, _| 1),
    access_abilities: Some(|s, card, target, out| {
        // Carnivore: once per turn, with 2 grip cards to pay; any accessed card, with or
        // without a trash cost (ruling 2), an agenda included (ruling 3); a card in Archives
        // cannot be trashed again (Rules Reference, "Trash").
        if s.card(card).flags & FLAG_USED_THIS_TURN == 0
            && s.runner.grip.len() >= 2
            && s.card(target).zone != Zone::Archives
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_access_ability: Some(|s, card, _, target| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.ask_choice(card, CARNIVORE_FIRST, target as u32);
    }),
    legal_choices: Some(|s, _, n, data, out| {
        let taken = if n == CARNIVORE_SECOND {
            (data >> 8) as u8
        } else {
            NONE
        };
        carnivore_cost_options(s, taken, out);
    }),
    resolve_card_choice: Some(|s, card, n, data, action| {
        let target = data as u8;
        if n == CARNIVORE_FIRST {
            s.ask_choice(card, CARNIVORE_SECOND, data | (u32::from(action.card) << 8));
            return;
        }
        // The cost is paid in full (both grip cards trashed) before the accessed card is
        // trashed, so Loup's ability can only trigger after (ruling 1).
        s.trash_now((data >> 8) as u8);
        s.trash_now(action.card);
        // The access ends once the card is trashed: an agenda is not stolen (ruling 3).
        s.trash_accessed(target);
        s.finish_access(target);
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "trash {} from the grip for Carnivore",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("30003")
};

/// Botulus: hosted on a piece of ice, it gains a virus counter when installed and each Runner
/// turn; a counter breaks 1 subroutine of its host ice.
const BOTULUS: CardBehavior = CardBehavior {
    // Its break ability, as docs/actions.md lists it (`target`: the subroutine).
    actions: &[CardAction {
        kind: ActionKind::Break,
        target: 0,
        does: "break 1 subroutine of the host ice (`target` = the subroutine, 0 = first)",
        cost: "1 hosted virus counter",
    }],
    needs_host: true,
    // Botulus: only on a piece of ice, rezzed or not (its position says it is ice; its
    // identity is not read).
    own_host: Some(|s, _, host| matches!(s.card(host).zone, Zone::Ice(_))),
    waits_for: waits::INSTALLED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| grows_on(card, event)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 1)),
    paid_in_encounter_only: true,
    paid_abilities: Some(|s, card, w, out| {
        // Botulus: a hosted virus counter breaks 1 subroutine of the host ice while it is
        // encountered; not an icebreaker, it has no strength to compare (ruling 1).
        let Some(run) = s.run.filter(|r| w.encounter && r.encounter != NONE) else {
            return;
        };
        if run.encounter != s.card(card).host || s.card(card).virus == 0 {
            return;
        }
        // The ice may restrict what breaks it (Semak-samun: only a fracter).
        if !crate::cards::can_break(s, card, run.encounter) {
            return;
        }
        let subs = crate::cards::subroutines(s.cdef(run.encounter)).len();
        for i in 0..subs {
            if run.broken & (1 << i) == 0 {
                out.push(Action::new(ActionKind::Break).card(card).target(i as u8));
            }
        }
    }),
    pay_break: Some(|s, card, _| s.remove_virus_counter(card)),
    ..card("30004")
};

/// Strength ability of an icebreaker (index 0).
fn boost(s: &mut GameState, card: u8, index: u8) {
    if index == 0 {
        s.boost_breaker(card);
    }
}

/// Buzzsaw: decoder, 1 credit breaks up to 2 code gate subroutines, 3 credits per +1 strength.
const BUZZSAW: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: CODE_GATE,
        break_cost: 1,
        boost_cost: 3,
        boost_amount: 1,
    }),
    // Buzzsaw: up to 2 code gate subroutines per payment.
    subs_per_break: 2,
    use_paid_ability: Some(boost),
    ..card("30005")
};

/// Cleaver: fracter, 1 credit breaks up to 2 barrier subroutines, 2 credits per +1 strength.
const CLEAVER: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 2,
        boost_amount: 1,
    }),
    // Cleaver: up to 2 barrier subroutines per payment.
    subs_per_break: 2,
    use_paid_ability: Some(boost),
    ..card("30006")
};

/// Fermenter: a virus counter when installed and each Runner turn; click and trash it to gain 2
/// credits per counter.
const FERMENTER: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "gain 2 credits per hosted virus counter",
        "click, trash Fermenter",
    )],
    waits_for: waits::INSTALLED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| grows_on(card, event)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 1)),
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0));
    }),
    // With no counter it would gain nothing (trashing it is a cost, which is not considered).
    could_change_state: Some(|s, card, _, _| s.card(card).virus > 0),
    use_click_ability: Some(|s, card, _| {
        // Its counters leave with it when the cost trashes it: the amount is the counters it
        // hosted as the ability was used (read before the trash).
        let gain = 2 * u16::from(s.card(card).virus);
        s.trash_now(card);
        s.runner.credits = crate::invariants::add_credits(s.runner.credits, gain);
    }),
    ..card("30007")
};

/// Leech: a virus counter after each successful run on a central server; a counter gives the
/// encountered ice -1 strength for the encounter.
const LEECH: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "the encountered ice gets -1 strength for this encounter",
        "1 hosted virus counter",
    )],
    // Leech: a successful run on a central server.
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|_, _, event| matches!(event, Event::SuccessfulRun(s) if s <= ARCHIVES)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 1)),
    paid_in_encounter_only: true,
    paid_abilities: Some(|s, card, w, out| {
        // Leech: any ice being encountered, rezzed or not (ruling 1, unlike Datasucker).
        let ice = s.run.map_or(NONE, |r| r.encounter);
        if w.encounter && ice != NONE && s.card(card).virus > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // Not on ice at 0 strength, nor on ice whose strength cannot be lowered (Lotus Field).
    could_change_state: Some(|s, _, _, _| s.can_lower_encountered_strength()),
    use_paid_ability: Some(|s, card, _| {
        s.remove_virus_counter(card);
        s.lower_encountered_ice_strength(1);
    }),
    ..card("30008")
};

/// Cookbook: each virus program the Runner installs may get a virus counter.
const COOKBOOK: CardBehavior = CardBehavior {
    // Cookbook: the Runner installs a virus program.
    waits_for: waits::INSTALLED,
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) => s.card(c).owner == Side::Runner && is_virus_program(s, c),
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| {
        // "May": the Runner chooses, if the program is still installed.
        if let Event::Installed(c) = event {
            if s.card(c).installed() {
                s.push_choice(card, 0, c.into());
            }
        }
    }),
    legal_choices: Some(|_, _, _, data, out| {
        out.push(Action::new(ActionKind::Mode).card(data as u8));
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, data, action| {
        let program = data as u8;
        if action.kind == ActionKind::Mode && s.card(program).installed() {
            s.place_virus_counters(program, 1);
        }
    }),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => format!(
                "Cookbook: place 1 virus counter on {}",
                s.card_name(viewer, a.card)
            ),
            _ => "Cookbook: place no virus counter".into(),
        })
    }),
    ..card("30009")
};
