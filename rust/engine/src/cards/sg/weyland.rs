//! System Gateway (2021): the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, CardBehavior, CardType, Sub};
use crate::effects::trashes_programs;
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// Every System Gateway Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    BUILT_TO_LAST,
    ABOVE_THE_LAW,
    CLEARINGHOUSE,
    BALLISTA,
    PHAROS,
    GOVERNMENT_SUBSIDY,
    RETRIBUTION,
    MALAPERT_DATA_VAULT,
];

/// Weyland Consortium: Built to Last: 2 credits each time the Corp advances a card that held no
/// advancement token.
const BUILT_TO_LAST: CardBehavior = CardBehavior {
    // Card text: advancing a card with no counters (ruling 1: usually its first advance); placing
    // tokens is not advancing (ruling 2), and each of several advances is checked on its own
    // (ruling 3), which `Event::Advanced` gives.
    waits_for: waits::ADVANCED,
    triggers_on: Some(|_, _, event| matches!(event, Event::Advanced(_, 0))),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 2))),
    ..card("30059")
};

/// A `Trash` action on card `c` (a card chosen to trash).
fn trash_choice(c: u8) -> Action {
    Action::new(ActionKind::Trash).card(c)
}

/// Whether installed Runner card `c` has card type `t`.
fn rig_card_is(state: &GameState, c: u8, t: CardType) -> bool {
    state.cdef(c).card_type == t
}

/// Above the Law: when scored, the Corp may trash one installed resource.
const ABOVE_THE_LAW: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    // Card text: optional ("may"); with no resource installed nothing is asked.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        let mut any = false;
        for &c in &s.runner.rig {
            if rig_card_is(s, c, CardType::Resource) {
                out.push(trash_choice(c));
                any = true;
            }
        }
        if any {
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Trash && s.card(action.card).zone == Zone::Rig {
            s.trash(action.card);
        }
    }),
    choice_name: Some(|_, _, _| "trash_resource"),
    ..card("30060")
};

/// Clearinghouse: can be advanced; as the Corp's turn begins it may be trashed for 1 meat damage
/// per advancement token on it.
const CLEARINGHOUSE: CardBehavior = CardBehavior {
    actions: &[
        mode(
            0,
            "trash it: do 1 meat damage per advancement token on it",
            "trash it",
        ),
        mode(1, "keep it", ""),
    ],
    // Card text: it can be advanced, rezzed or not (ruling 1).
    advanceable: true,
    can_advance: Some(|_, _| true),
    // Card text: when the Corp's turn begins (while it is rezzed, hence active).
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Corp)),
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, card, mode| {
        if mode == 0 && s.card(card).installed() {
            // The damage counts the tokens it hosted when it was trashed (its cost).
            let n = s.card(card).advancement;
            s.trash(card);
            if n > 0 {
                s.push(Step::Damage(DamageKind::Meat, n));
            }
        }
    }),
    ..card("30061")
};

/// Ballista: its subroutine trashes a program or ends the run, as the Corp chooses.
const BALLISTA: CardBehavior = trashes_programs(CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["Trash 1 installed program or end the run (the Corp chooses)."],
    actions: &[
        mode(0, "trash 1 installed program", ""),
        mode(1, "end the run", ""),
    ],
    // Ruling 1: the Corp chooses. Rules Reference, "Must" (Fairchild 2.0): an option that cannot
    // resolve is not chosen, so with no program installed the run ends.
    resolve_sub: Some(|s, ice, _| {
        let rig = &s.runner.rig;
        if rig.iter().any(|&c| rig_card_is(s, c, CardType::Program)) {
            s.push(Step::ChooseMode(ice));
        } else {
            s.push(Step::EndRun);
        }
    }),
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, ice, mode| match mode {
        0 => s.choose_programs_to_trash(ice, 1),
        _ => s.push(Step::EndRun),
    }),
    ..card("30062")
});

/// Pharos: can be advanced, +5 strength with 3 or more advancement tokens; tag, end the run,
/// end the run.
const PHAROS: CardBehavior = CardBehavior {
    subroutines: &[Sub::GiveTags(1), Sub::EndRun, Sub::EndRun],
    // Card text: it can be advanced, rezzed or not (ruling 1).
    advanceable: true,
    can_advance: Some(|_, _| true),
    strength_modifier: Some(|s, card, target| {
        if card == target && s.card(card).advancement >= 3 {
            5
        } else {
            0
        }
    }),
    ..card("30063")
};

/// Government Subsidy: gain 15 credits.
const GOVERNMENT_SUBSIDY: CardBehavior = CardBehavior {
    play: Some(|s, card| s.corp_gain_from(card, 15)),
    ..card("30064")
};

/// Whether installed Runner card `c` is a program or a piece of hardware.
fn program_or_hardware(state: &GameState, c: u8) -> bool {
    rig_card_is(state, c, CardType::Program) || rig_card_is(state, c, CardType::Hardware)
}

/// Retribution: only while the Runner is tagged; the Corp trashes one installed program or
/// piece of hardware.
const RETRIBUTION: CardBehavior = CardBehavior {
    // Card text: only while tagged. Rules Reference, "Abilities" (Liquidation): it must be able
    // to change the game state, so something must be there to trash.
    can_play: Some(|s, _| {
        s.runner.tags > 0 && s.runner.rig.iter().any(|&c| program_or_hardware(s, c))
    }),
    play: Some(|s, card| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for &c in &s.runner.rig {
            if program_or_hardware(s, c) {
                out.push(trash_choice(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Trash && s.card(action.card).zone == Zone::Rig {
            s.trash(action.card);
        }
    }),
    choice_name: Some(|_, _, _| "trash_program_or_hardware"),
    ..card("30065")
};

/// Whether R&D holds a card that is not an agenda.
fn rd_has_non_agenda(state: &GameState) -> bool {
    state
        .corp
        .rd
        .iter()
        .any(|&c| state.cdef(c).card_type != CardType::Agenda)
}

/// Malapert Data Vault: each time the Corp scores an agenda from its server, the Corp may search
/// R&D for a card that is not an agenda, reveal it and add it to HQ.
const MALAPERT_DATA_VAULT: CardBehavior = CardBehavior {
    actions: &[
        mode(
            0,
            "search R&D for a card that is not an agenda, reveal it and add it to HQ",
            "",
        ),
        mode(1, "do not search", ""),
    ],
    // Card text and ruling 1: an agenda scored from the root of its server.
    waits_for: waits::SCORED_FROM,
    triggers_on: Some(|s, card, event| match event {
        Event::ScoredFrom(_, server) => s.card(card).zone == Zone::Root(server),
        _ => false,
    }),
    // Optional ("may"): asked before the Corp looks at R&D.
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, card, mode| {
        if mode != 0 {
            return;
        }
        // Rules Reference, "Search": the Corp looks through R&D and must find a fitting card if
        // able; R&D is shuffled even when none is found.
        s.look_through_rd();
        if rd_has_non_agenda(s) {
            s.ask_choice(card, 0, 0);
        } else {
            s.shuffle_zone(Zone::Rd);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        // Any card of R&D that is not an agenda; copies are interchangeable.
        let rd = &s.corp.rd;
        for (i, &c) in rd.iter().enumerate() {
            let def = s.card(c).def;
            if s.cdef(c).card_type != CardType::Agenda
                && rd[..i].iter().all(|&e| s.card(e).def != def)
            {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Mode && s.card(action.card).zone == Zone::Rd {
            s.reveal_found_to_hq(action.card);
        }
    }),
    choice_name: Some(|_, _, _| "search_rd"),
    ..card("30066")
};
