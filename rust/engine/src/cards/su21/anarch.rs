//! System Update 2021: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{ability, card, mode, CardAction, CardBehavior, CardType, CHOOSE_CARD};
use crate::cards::{subroutines, BARRIER};
use crate::engine::{Event, Spend};
use crate::state::{GameState, Zone, ARCHIVES, FLAG_INSTALLED_THIS_TURN, FLAG_USED_THIS_TURN};
use crate::waits;

/// Every System Update 2021 Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    QUETZAL,
    REINA_ROJA,
    EN_PASSANT,
    RETRIEVAL_RUN,
    CLOT,
    IMP,
    LIBERATED_ACCOUNT,
    SCRUBBER,
    XANADU,
];

fn is_ice(state: &GameState, card: u8) -> bool {
    state.cdef(card).card_type == CardType::Ice
}

/// Quetzal: Free Spirit: once per turn, for 0 credits, break 1 subroutine of an encountered
/// barrier.
const QUETZAL: CardBehavior = CardBehavior {
    actions: &[CardAction {
        kind: ActionKind::Break,
        target: 0,
        does: "break 1 subroutine of the encountered barrier (`target` = the subroutine, 0 = \
               first)",
        cost: "once per turn, 0 credits",
    }],
    paid_abilities: Some(|s, card, w, out| {
        // Card text: a paid ability (ruling 1), once per turn, breaking a subroutine of a
        // barrier being encountered; an identity has no strength to compare.
        let Some(run) = s.run.filter(|r| w.encounter && r.encounter != NONE) else {
            return;
        };
        // The ice may restrict what breaks it (Semak-samun: only a fracter).
        if s.card(card).flags & FLAG_USED_THIS_TURN != 0
            || s.ice_subtypes(run.encounter) & BARRIER == 0
            || !crate::cards::can_break(s, card, run.encounter)
        {
            return;
        }
        for i in 0..subroutines(s.cdef(run.encounter)).len() {
            if run.broken & (1 << i) == 0 {
                out.push(Action::new(ActionKind::Break).card(card).target(i as u8));
            }
        }
    }),
    // Its cost is 0 credits; using it spends its once-per-turn use.
    pay_break: Some(|s, card, _| s.card_mut(card).flags |= FLAG_USED_THIS_TURN),
    ..card("31001")
};

/// Reina Roja: Freedom Fighter: each turn, the Corp pays 1 credit more to rez its first ice.
const REINA_ROJA: CardBehavior = CardBehavior {
    // Card text: a higher rez cost, not an additional cost (ruling 1), for the turn's first ice
    // rezzed (`ice_rezzed` is set once one is rezzed, in any way).
    rez_cost_modifier: Some(|s, _, target| {
        i32::from(is_ice(s, target) && !s.turn_flags.ice_rezzed)
    }),
    ..card("31002")
};

/// En Passant: the pieces of ice it may trash.
fn en_passant_targets(s: &GameState) -> impl Iterator<Item = u8> + '_ {
    // Card text: its current state counts, unrezzed now, whatever it was when passed (ruling 1).
    s.installed_ice()
        .filter(|&ice| !s.card(ice).rezzed && s.passed_during_last_run(ice))
}

/// En Passant: trash 1 unrezzed piece of ice passed during the last run, after a successful run
/// this turn.
const EN_PASSANT: CardBehavior = CardBehavior {
    // Card text: only after a successful run this turn; and with a target to trash (Rules
    // Reference, "Using Abilities": the effect must be able to change the game state).
    can_play: Some(|s, _| s.turn_flags.successful_run && en_passant_targets(s).next().is_some()),
    play: Some(|s, card| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for ice in en_passant_targets(s) {
            out.push(Action::new(ActionKind::Trash).card(ice));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Trash {
            s.trash(action.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!("En Passant: trash {}", s.card_name(viewer, a.card)))
    }),
    ..card("31003")
};

/// Retrieval Run: the programs of the heap installable ignoring all costs.
fn retrieval_programs(s: &GameState, out: &mut crate::actions::ActionList) {
    let programs: arrayvec::ArrayVec<u8, 128> = s
        .runner
        .heap
        .iter()
        .copied()
        .filter(|&c| s.cdef(c).card_type == CardType::Program && s.can_runner_install_free(c))
        .collect();
    s.push_distinct(&programs, ActionKind::Install, out);
}

/// Retrieval Run: a run on Archives; if successful, instead of breaching Archives the Runner may
/// install a program from the heap, ignoring all costs.
const RETRIEVAL_RUN: CardBehavior = CardBehavior {
    actions: &[mode(
        0,
        "instead of breaching Archives: install 1 program from the heap, ignoring all costs",
        "",
    )],
    play: Some(|s, card| s.start_run_by(card, ARCHIVES)),
    access_replacements: Some(|s, card, out| {
        // Card text: "may": offered for its own successful run on Archives, when some program
        // of the heap could be installed.
        let mut programs = crate::actions::ActionList::new();
        retrieval_programs(s, &mut programs);
        if s.run
            .is_some_and(|r| r.source == card && r.server == ARCHIVES)
            && !programs.is_empty()
        {
            out.push(Action::new(ActionKind::Mode).card(card).target(0))
        }
    }),
    replace_access: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| retrieval_programs(s, out)),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Install && s.card(action.card).zone == Zone::Heap {
            s.install_ignoring_costs(action.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Retrieval Run: install {} from the heap",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("31004")
};

/// Clot: the Corp cannot score an agenda in the turn it installed it; trashed when the Corp
/// purges virus counters.
const CLOT: CardBehavior = CardBehavior {
    // Card text: an agenda installed this turn cannot be scored (whoever's turn it is).
    forbids_score: Some(|s, _, agenda| s.card(agenda).flags & FLAG_INSTALLED_THIS_TURN != 0),
    // Card text: trashed when the Corp purges virus counters.
    waits_for: waits::PURGED,
    triggers_on: Some(|_, _, event| event == Event::Purged),
    resolve_trigger: Some(|s, card, _| {
        if s.card(card).zone == Zone::Rig {
            s.trash(card);
        }
    }),
    ..card("31005")
};

/// Imp: 2 virus counters when installed; once per turn while accessing a card, a hosted virus
/// counter trashes it.
const IMP: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "trash the card being accessed",
        "once per turn, 1 hosted virus counter",
    )],
    // Card text: 2 virus counters when installed.
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 2)),
    access_abilities: Some(|s, card, target, out| {
        // Card text: an "Access →" paid ability (ruling 1), once per turn, paid with a hosted
        // virus counter; any accessed card, an agenda included, but one already in Archives
        // cannot be trashed again (Rules Reference, "Trash").
        if s.card(card).flags & FLAG_USED_THIS_TURN == 0
            && s.card(card).virus > 0
            && s.card(target).zone != Zone::Archives
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_access_ability: Some(|s, card, _, target| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.remove_virus_counter(card);
        // The access ends once the card is trashed: an agenda is not stolen.
        s.trash_accessed(target);
        s.finish_access(target);
    }),
    ..card("31007")
};

/// Liberated Account's load, and what a click takes from it.
const LIBERATED_LOAD: u8 = 16;
const LIBERATED_TAKE: u16 = 4;

/// Liberated Account: 16 credits loaded when installed; a click takes 4; trashed once empty.
const LIBERATED_ACCOUNT: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "take 4 credits from it; it is trashed once empty",
        "click",
    )],
    // Card text: 16 credits loaded when it is installed.
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| s.place_credits(card, LIBERATED_LOAD)),
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).credits > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    // Card text: takes 4 credits; empty, it is trashed.
    use_click_ability: Some(|s, card, _| s.take_hosted_credits(card, LIBERATED_TAKE)),
    ..card("31010")
};

/// Scrubber: 2 recurring credits that may pay trash costs.
const SCRUBBER: CardBehavior = CardBehavior {
    // Card text: 2 recurring credits (ruling 1).
    recurring_credits: 2,
    // Card text: its credits pay trash costs, the basic trash of an accessed card included
    // (ruling 2), nothing else.
    pays_for: Some(|_, _, spend| matches!(spend, Spend::TrashCost(_))),
    ..card("31011")
};

/// Xanadu: every piece of ice costs 1 credit more to rez.
const XANADU: CardBehavior = CardBehavior {
    rez_cost_modifier: Some(|s, _, target| i32::from(is_ice(s, target))),
    ..card("31012")
};
