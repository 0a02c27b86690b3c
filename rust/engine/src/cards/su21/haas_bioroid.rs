//! System Update 2021: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, card, mode, subroutines, subtype, CardBehavior, CardType, Sub};
use crate::engine::Event;
use crate::invariants::add_credits;
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN};
use crate::waits;

/// Every System Update 2021 Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    ARCHITECTS_OF_TOMORROW,
    PROJECT_VITRUVIUS,
    MARILYN_CAMPAIGN,
    ELI_1_0,
    MAGNET,
    RAVANA_1_0,
];

// ----- shared helpers -----

const BIOROID: u64 = subtype("Bioroid");

/// Whether `c` has the bioroid subtype.
fn bioroid(s: &GameState, c: u8) -> bool {
    s.cdef(c).subtypes & BIOROID != 0
}

/// Whether action `a` is among the choices `offer` makes now.
fn offered(a: &Action, offer: impl FnOnce(&mut ActionList)) -> bool {
    let mut out = ActionList::new();
    offer(&mut out);
    out.iter().any(|o| o == a)
}

// ----- 31040 Haas-Bioroid: Architects of Tomorrow -----

// `Step::Choice` kind (`n`) of Architects of Tomorrow: the bioroid card to rez, or none.
const AOT_REZ: u8 = 1;
/// Card text: the rez costs 4 credits less.
const AOT_DISCOUNT: u32 = 4;

/// Bioroid cards the Corp could rez now with Architects of Tomorrow's discount: installed,
/// unrezzed, rezzable (ice, asset, upgrade), affordable.
fn aot_targets(s: &GameState, out: &mut ActionList) {
    for c in s.corp_installed() {
        let rezzable = matches!(
            s.cdef(c).card_type,
            CardType::Ice | CardType::Asset | CardType::Upgrade
        );
        if rezzable && !s.card(c).rezzed && bioroid(s, c) && s.can_rez_paying_less(c, AOT_DISCOUNT)
        {
            out.push(Action::new(ActionKind::Rez).card(c));
        }
    }
}

/// Haas-Bioroid: Architects of Tomorrow: once a turn, when the Runner gets past a rezzed bioroid
/// ice, the Corp may rez a bioroid card paying 4 credits less.
const ARCHITECTS_OF_TOMORROW: CardBehavior = CardBehavior {
    // Card text: only the first pass of rezzed bioroid ice each turn (Rules Reference, "Ordinal
    // Events"); ice trashed during its encounter is not passed as rezzed ice (ruling 1, the
    // `IcePassed` event).
    waits_for: waits::ICE_PASSED,
    triggers_on: Some(|s, card, event| match event {
        Event::IcePassed(ice) => bioroid(s, ice) && s.card(card).flags & FLAG_USED_THIS_TURN == 0,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, _| {
        // The ice is passed only if the run goes on after its encounter ended.
        if s.run.is_none_or(|r| r.ended) {
            return;
        }
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        // "May": asked whenever the Corp has an unrezzed installed card (public), even if none
        // is a bioroid it can pay for, so that being asked tells the Runner nothing.
        if s.corp_installed().any(|c| !s.card(c).rezzed) {
            s.push_choice(card, AOT_REZ, 0);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        aot_targets(s, out);
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Rez && offered(&a, |out| aot_targets(s, out)) {
            s.rez_paying_less(a.card, AOT_DISCOUNT);
        }
    }),
    choice_name: Some(|_, _, _| "rez_bioroid"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Rez => format!("rez {} paying 4 credits less", s.card_name(viewer, a.card)),
            _ => "rez nothing".into(),
        })
    }),
    ..card("31040")
};

// ----- 31041 Project Vitruvius -----

// `Step::Choice` kind (`n`) of Project Vitruvius: the card of Archives to add to HQ.
const VITRUVIUS_PICK: u8 = 1;
/// Card text: agenda counters for each advancement token past this many.
const VITRUVIUS_PAST: u8 = 3;

/// Cards of Archives worth offering once each: copies are interchangeable unless one is faceup
/// and the other not (as for Precision Design).
fn archives_choices(s: &GameState, out: &mut ActionList) {
    let pile = &s.corp.archives;
    for (i, &c) in pile.iter().enumerate() {
        let same = pile[..i]
            .iter()
            .any(|&e| s.card(e).def == s.card(c).def && s.card(e).faceup == s.card(c).faceup);
        if !same {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }
}

/// Project Vitruvius: scored with an agenda counter per advancement token past 3; each counter
/// adds a card from Archives to HQ.
const PROJECT_VITRUVIUS: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "add a card from Archives to HQ",
        "1 hosted agenda counter",
    )],
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    // Card text: the tokens it had as it was scored (they are removed then: Rules Reference,
    // "Scoring"), past 3 (a fixed number, not its advancement requirement).
    resolve_trigger: Some(|s, card, _| {
        let past = s
            .turn_flags
            .scored_advancement
            .saturating_sub(VITRUVIUS_PAST);
        s.place_agenda_counters(card, past);
    }),
    // A paid ability in any window.
    paid_abilities: Some(|s, card, _, out| {
        if s.card(card).agenda_counters > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // Not with Archives empty, where it could change nothing (FAQ, "Triggering Actions and
    // Abilities").
    could_change_state: Some(|s, _, _, _| !s.corp.archives.is_empty()),
    use_paid_ability: Some(|s, card, _| {
        s.card_mut(card).agenda_counters -= 1;
        s.log_counters(card, 2, 1, false);
        s.ask_choice(card, VITRUVIUS_PICK, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| archives_choices(s, out)),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Archives {
            // The Runner keeps knowing which card moved only if it was faceup.
            let faceup = s.card(a.card).faceup;
            s.add_to_hq(a.card, Zone::Archives, faceup);
        }
    }),
    choice_name: Some(|_, _, _| "archives_to_hq"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!("add {} to HQ", s.card_name(viewer, a.card)))
    }),
    ..card("31041")
};

// ----- 31042 Marilyn Campaign -----

// `Step::Choice` kind (`n`) of Marilyn Campaign: shuffle it into R&D, or leave it in Archives.
const MARILYN_SHUFFLE: u8 = 1;
/// Card text: credits loaded when rezzed, and taken each turn.
const MARILYN_LOAD: u8 = 8;
const MARILYN_TAKE: u8 = 2;

/// Marilyn Campaign: 8 credits loaded when rezzed, 2 taken as each Corp turn begins, trashed
/// once empty; when trashed while rezzed, the Corp may shuffle it into R&D instead of Archives.
const MARILYN_CAMPAIGN: CardBehavior = CardBehavior {
    actions: &[mode(0, "shuffle it into R&D instead of Archives", "")],
    waits_for: waits::REZZED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        // Card text: 8 credits from the bank on it when rezzed.
        Event::Rezzed(_) => s.place_credits(card, MARILYN_LOAD),
        // Card text: take 2 as the Corp's turn begins; once it is empty it is trashed.
        _ => {
            let take = s.card(card).credits.min(MARILYN_TAKE);
            s.card_mut(card).credits -= take;
            s.log_card_credits(card, take, false);
            s.corp.credits = add_credits(s.corp.credits, take as u16);
            if s.card(card).credits == 0 {
                s.trash(card);
            }
        }
    }),
    // Card text: an interrupt, only while it is rezzed (ruling 1: `trash_interrupt` is asked
    // only of a card active as it was trashed). It is still trashed ("trash" abilities see it
    // so); it only ends up in R&D.
    trash_interrupt: Some(|s, card| s.push_choice(card, MARILYN_SHUFFLE, 0)),
    legal_choices: Some(|s, card, _, _, out| {
        if s.card(card).zone == Zone::Archives {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode && a.card == card && s.card(card).zone == Zone::Archives {
            s.add_to_rd(card);
            s.shuffle_zone(Zone::Rd);
        }
    }),
    choice_name: Some(|_, _, _| "shuffle_into_rd"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => "shuffle Marilyn Campaign into R&D".into(),
            _ => "leave Marilyn Campaign in Archives".into(),
        })
    }),
    ..card("31042")
};

// ----- 31043 Eli 1.0 -----

/// Eli 1.0: end the run twice; the Runner may break its subroutines by losing clicks.
const ELI_1_0: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun, Sub::EndRun],
    // Card text: lose 1 click to break 1 subroutine (Runner only).
    click_break_cost: 1,
    ..card("31043")
};

// ----- 31044 Magnet -----

// `Step::Choice` kind (`n`) of Magnet: the program to host.
const MAGNET_PICK: u8 = 1;

/// Installed programs hosted on a piece of ice, as Magnet's choices.
fn magnet_choices(s: &GameState, out: &mut ActionList) {
    for &c in &s.runner.rig {
        let host = s.card(c).host;
        if s.cdef(c).card_type == CardType::Program
            && host != NONE
            && matches!(s.card(host).zone, Zone::Ice(_))
        {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }
}

/// Magnet: when rezzed, takes a program hosted on a piece of ice onto itself; the programs it
/// hosts lose all abilities; end the run.
const MAGNET: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    // Card text: hosted programs lose all abilities (the engine asks them nothing, `blanked`);
    // this holds before any of their abilities could react to the move (ruling 1), and their
    // subtypes stay (ruling 2).
    blanks_hosted_programs: true,
    waits_for: waits::REZZED,
    triggers_on: Some(|_, card, event| event == Event::Rezzed(card)),
    // Card text: the Corp must choose one if there is one.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, MAGNET_PICK, 0)),
    legal_choices: Some(|s, _, _, _, out| magnet_choices(s, out)),
    resolve_card_choice: Some(|s, source, _, _, a| {
        if a.kind == ActionKind::Mode
            && s.card(source).installed()
            && offered(&a, |out| magnet_choices(s, out))
        {
            s.move_to_host(a.card, source);
        }
    }),
    choice_name: Some(|_, _, _| "program_to_host"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!("host {} on Magnet", s.card_name(viewer, a.card)))
    }),
    ..card("31044")
};

// ----- 31045 Ravana 1.0 -----

// `Step::Choice` kind (`n`) of Ravana 1.0: the subroutine to resolve (Mode on the ice, `target`
// the subroutine).
const RAVANA_PICK: u8 = 1;

/// The subroutines Ravana 1.0 (`source`) may resolve: those of every other rezzed bioroid ice.
/// A subroutine of another Ravana 1.0 would only ask the same question again: a chain through
/// them can end only on a subroutine listed here, or loop with no effect (ruling 1), so copies
/// of Ravana are left out and, with nothing else, nothing happens.
fn ravana_choices(s: &GameState, source: u8, out: &mut ActionList) {
    for ice in s.installed_ice() {
        if ice == source
            || !s.card(ice).rezzed
            || !bioroid(s, ice)
            || s.card(ice).def == s.card(source).def
        {
            continue;
        }
        for i in 0..subroutines(s.cdef(ice)).len() {
            out.push(Action::new(ActionKind::Mode).card(ice).target(i as u8));
        }
    }
}

/// Ravana 1.0: twice, the Corp resolves a subroutine of another rezzed bioroid ice; the Runner
/// may break its subroutines by losing clicks.
const RAVANA_1_0: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(0)],
    sub_text: &["The Corp resolves a subroutine of another rezzed bioroid ice of its choice."],
    // Card text: lose 1 click to break 1 subroutine (Runner only).
    click_break_cost: 1,
    resolve_sub: Some(|s, ice, _| s.ask_choice(ice, RAVANA_PICK, 0)),
    legal_choices: Some(|s, source, _, _, out| ravana_choices(s, source, out)),
    resolve_card_choice: Some(|s, source, _, _, a| {
        if a.kind == ActionKind::Mode && offered(&a, |out| ravana_choices(s, source, out)) {
            s.resolve_subroutine_of(a.card, a.target);
        }
    }),
    choice_name: Some(|_, _, _| "subroutine_to_resolve"),
    // Asked of every code, legal or not (issue 24): only a `mode` on a card names a subroutine,
    // and only of ice the viewer knows (`sub_words_for`).
    choice_label: Some(|s, viewer, _, _, a| {
        (a.kind == ActionKind::Mode && (a.card as usize) < s.cards.len()).then(|| {
            let sub = s.sub_words_for(viewer, a.card, a.target);
            format!("resolve {sub} of {}", s.card_name(viewer, a.card))
        })
    }),
    ..card("31045")
};
