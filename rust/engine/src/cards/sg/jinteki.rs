//! System Gateway (2021): the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{card, CardBehavior, Sub};
use crate::engine::{DamageKind, Event, RunStep, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// Every System Gateway Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    RESTORING_HUMANITY,
    LONGEVITY_SERUM,
    URTICA_CIPHER,
    DIVINER,
    KARUNA,
    HANSEI_REVIEW,
    NEUROSPIKE,
    ANOETIC_VOID,
];

/// `Trash` actions on the HQ cards at positions not in `chosen` (a bit per position; only the
/// first 32 positions can be chosen), one per title (copies are interchangeable to the Corp).
fn hq_trash_choices(s: &GameState, chosen: u32, out: &mut ActionList) {
    let hq = &s.corp.hq;
    for (i, &c) in hq.iter().enumerate().take(32) {
        let copy_offered = hq[..i]
            .iter()
            .enumerate()
            .any(|(j, &e)| chosen & (1 << j) == 0 && s.card(e).def == s.card(c).def);
        if chosen & (1 << i) == 0 && !copy_offered {
            out.push(Action::new(ActionKind::Trash).card(c));
        }
    }
}

/// The HQ position of `card` as a bit (0 if it is not among the first 32 HQ cards).
fn hq_bit(s: &GameState, card: u8) -> u32 {
    match s.corp.hq.iter().take(32).position(|&c| c == card) {
        Some(i) => 1 << i,
        None => 0,
    }
}

/// The HQ cards whose positions are set in `mask`.
fn hq_cards(s: &GameState, mask: u32) -> arrayvec::ArrayVec<u8, 32> {
    let hq = s.corp.hq.iter().take(32).enumerate();
    hq.filter(|&(i, _)| mask & (1 << i) != 0)
        .map(|(_, &c)| c)
        .collect()
}

// ----- identity -----

/// Whether Archives holds a facedown card.
fn facedown_in_archives(s: &GameState) -> bool {
    s.corp.archives.iter().any(|&c| !s.card(c).faceup)
}

/// Jinteki: Restoring Humanity: 1 credit when the Corp's discard phase ends with a facedown card
/// in Archives.
const RESTORING_HUMANITY: CardBehavior = CardBehavior {
    // Card text: the end of the Corp's own discard phase, so cards discarded down to maximum
    // hand size count (rulings 1 and 2).
    waits_for: waits::DISCARD_PHASE_ENDS,
    triggers_on: Some(|s, _, event| {
        event == Event::DiscardPhaseEnds(Side::Corp) && facedown_in_archives(s)
    }),
    // The "if" is checked again as the ability resolves (Rules Reference, "Conditional
    // Abilities").
    resolve_trigger: Some(|s, _, _| {
        if facedown_in_archives(s) {
            s.push(Step::Gain(Side::Corp, 1));
        }
    }),
    ..card("30043")
};

// ----- agendas -----

// `Step::Choice` kinds (`n`) of Longevity Serum: the HQ cards to trash (`data`: chosen HQ
// positions), then the Archives cards to shuffle into R&D (`data`: the chosen ids, a byte each,
// `n - SERUM_SHUFFLE` of them).
const SERUM_TRASH: u8 = 1;
const SERUM_SHUFFLE: u8 = 2;
/// At most this many Archives cards go into R&D (card text).
const SERUM_MAX: u8 = 3;

/// The Archives cards Longevity Serum has chosen so far.
fn serum_chosen(n: u8, data: u32) -> impl Iterator<Item = u8> {
    (0..n.saturating_sub(SERUM_SHUFFLE)).map(move |i| (data >> (8 * i)) as u8)
}

/// Longevity Serum's choices: HQ cards to trash, then up to 3 Archives cards.
fn serum_choices(s: &GameState, _card: u8, n: u8, data: u32, out: &mut ActionList) {
    if n == SERUM_TRASH {
        hq_trash_choices(s, data, out);
    } else {
        let pile = &s.corp.archives;
        let free = |c: u8| !serum_chosen(n, data).any(|x| x == c);
        for (i, &c) in pile.iter().enumerate() {
            // Copies are interchangeable unless one is faceup and the other not.
            let same =
                |e: u8| s.card(e).def == s.card(c).def && s.card(e).faceup == s.card(c).faceup;
            if free(c) && !pile[..i].iter().any(|&e| free(e) && same(e)) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }
    out.push(Action::new(ActionKind::Pass));
}

/// Resolves a Longevity Serum choice: one more card, or done (the trash happens at once for
/// every chosen HQ card; the chosen Archives cards go into R&D, which is shuffled).
fn serum_resolve(s: &mut GameState, card: u8, n: u8, data: u32, a: Action) {
    if n == SERUM_TRASH {
        if a.kind == ActionKind::Trash && hq_bit(s, a.card) != 0 {
            let data = data | hq_bit(s, a.card);
            s.ask_choice(card, SERUM_TRASH, data);
            return;
        }
        let chosen = hq_cards(s, data);
        s.trash_from_hq(&chosen);
        // Then the Archives cards, chosen after the trash (the trashed cards may be among them).
        s.ask_choice(card, SERUM_SHUFFLE, 0);
        return;
    }
    let count = n - SERUM_SHUFFLE;
    if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Archives {
        let data = data | (a.card as u32) << (8 * count);
        if count + 1 < SERUM_MAX {
            s.ask_choice(card, n + 1, data);
            return;
        }
        return serum_shuffle(s, n + 1, data);
    }
    serum_shuffle(s, n, data);
}

/// The chosen Archives cards go into R&D, and R&D is shuffled (also with none chosen: the
/// shuffle is part of the effect).
fn serum_shuffle(s: &mut GameState, n: u8, data: u32) {
    for c in serum_chosen(n, data) {
        if s.card(c).zone == Zone::Archives {
            s.add_to_rd(c);
        }
    }
    s.shuffle_zone(Zone::Rd);
}

/// Longevity Serum: when scored, the Corp trashes any number of HQ cards, then shuffles up to 3
/// Archives cards into R&D.
const LONGEVITY_SERUM: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    // Ruling 1: scored on the Corp's turn, it resolves fully before the Runner's abilities on
    // the same event (the active player's resolve first).
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, SERUM_TRASH, 0)),
    legal_choices: Some(serum_choices),
    resolve_card_choice: Some(serum_resolve),
    choice_name: Some(|_, _, n| {
        if n == SERUM_TRASH {
            "trash_from_hq"
        } else {
            "shuffle_into_rd"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (SERUM_TRASH, ActionKind::Pass) => Some("trash no more cards from HQ".into()),
        (_, ActionKind::Pass) => Some("shuffle no more cards into R&D".into()),
        (_, ActionKind::Mode) => Some(format!(
            "shuffle {} from Archives into R&D",
            s.card_name(viewer, a.card)
        )),
        _ => None,
    }),
    ..card("30044")
};

// ----- assets and upgrades -----

/// Urtica Cipher: an advanceable ambush; accessed while installed, 2 net damage plus 1 per
/// advancement token on it, all at once.
const URTICA_CIPHER: CardBehavior = CardBehavior {
    // Card text; ruling 1: its text lets it be advanced even unrezzed.
    advanceable: true,
    can_advance: Some(|_, _| true),
    accessed: Some(|s, card| {
        // Only while installed; 2 even with no token (ruling 2), one damage event (ruling 3).
        if matches!(s.card(card).zone, Zone::Root(_)) {
            let n = s.card(card).advancement.saturating_add(2);
            s.push(Step::Damage(DamageKind::Net, n));
        }
    }),
    ..card("30045")
};

/// `Anoetic Void`'s choices: the first HQ card to trash (or decline), then the second (`data`:
/// the first card).
const VOID_FIRST: u8 = 1;
const VOID_SECOND: u8 = 2;
/// Anoetic Void's credit cost.
const VOID_COST: u16 = 2;

/// Whether the Corp can pay Anoetic Void's cost: 2 credits and 2 cards in HQ.
fn void_payable(s: &GameState) -> bool {
    s.corp.credits >= VOID_COST && s.corp.hq.len() >= 2
}

/// Anoetic Void: whenever the Runner approaches its server, the Corp may pay 2 credits and trash
/// 2 HQ cards to end the run.
const ANOETIC_VOID: CardBehavior = CardBehavior {
    waits_for: waits::SERVER_APPROACHED,
    triggers_on: Some(|s, card, event| match event {
        Event::ServerApproached(server) => {
            s.card(card).zone == Zone::Root(server) && void_payable(s)
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, card, _| {
        if s.run.is_some_and(|r| !r.ended) && void_payable(s) {
            s.push_choice(card, VOID_FIRST, 0);
        }
    }),
    // Ruling 2: only cards in the Corp's hand, never upgrades in the root of HQ.
    legal_choices: Some(|s, _, n, data, out| {
        if n == VOID_FIRST {
            hq_trash_choices(s, 0, out);
            out.push(Action::new(ActionKind::Pass));
        } else {
            hq_trash_choices(s, hq_bit(s, data as u8), out);
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Trash || s.card(a.card).zone != Zone::Hq {
            return;
        }
        let (first, second) = if n == VOID_FIRST {
            // With exactly 2 cards in HQ the second card has a single possible outcome, which
            // both players can see: it is not asked (docs/actions.md, "Decisions").
            match s.corp.hq.as_slice() {
                &[x, y] => (a.card, if x == a.card { y } else { x }),
                _ => return s.push_choice(card, VOID_SECOND, a.card as u32),
            }
        } else {
            (data as u8, a.card)
        };
        // Both costs are paid together, then the run ends (card text: "if you do").
        if !void_payable(s) || first == second {
            return;
        }
        s.corp.credits -= VOID_COST;
        s.trash_from_hq(&[first, second]);
        s.push(Step::EndRun);
    }),
    choice_name: Some(|_, _, _| "trash_from_hq"),
    choice_label: Some(|_, _, _, n, a| match (n, a.kind) {
        (VOID_FIRST, ActionKind::Pass) => Some("do not pay: the run goes on".into()),
        _ => None,
    }),
    ..card("30050")
};

// ----- operations -----

/// `Step::Choice` kind (`n`) of Hansei Review: the HQ card to trash.
const HANSEI_TRASH: u8 = 1;

/// Hansei Review: gain 10 credits, then trash a card from HQ if there is one.
const HANSEI_REVIEW: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        s.corp_gain_from(card, 10);
        // Ruling 1: Hansei Review is in the play area, not in HQ, as it resolves.
        s.ask_choice(card, HANSEI_TRASH, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| hq_trash_choices(s, 0, out)),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Trash {
            s.trash_from_hq(&[a.card]);
        }
    }),
    choice_name: Some(|_, _, _| "trash_from_hq"),
    ..card("30048")
};

/// Neurospike: net damage equal to the printed points of the agendas the Corp scored this turn.
const NEUROSPIKE: CardBehavior = CardBehavior {
    // With nothing scored this turn X is 0 and it would do nothing (Rules Reference, "Action").
    could_change_state: Some(|s, _, _, _| s.turn_flags.corp_scored_points > 0),
    // Ruling 1: the points as scored this turn, forfeited agendas included.
    play: Some(|s, _| {
        let x = s.turn_flags.corp_scored_points;
        s.push(Step::Damage(DamageKind::Net, x));
    }),
    ..card("30049")
};

// ----- ice -----

/// `Step::Choice` kind (`n`) of Diviner: the check after its net damage, which asks nothing
/// (`data`: heap size, and grip size in the upper half, before the damage).
const DIVINER_CHECK: u8 = 1;

/// Diviner's subroutine: 1 net damage; the run ends if the card it trashed has an odd printed
/// play or install cost.
fn diviner_sub(s: &mut GameState, ice: u8, _index: u8) {
    let data = s.runner.heap.len() as u32 | (s.runner.grip.len() as u32) << 16;
    s.push_choice(ice, DIVINER_CHECK, data);
    s.push(Step::Damage(DamageKind::Net, 1));
}

/// After Diviner's damage: the card it trashed (the last one put in the heap, if the grip lost
/// one; none if the damage was prevented) ends the run with an odd printed cost. A cost of X
/// counts as 0, which is not odd (rulings 1 and 2); only that card counts (ruling 3).
fn diviner_check(s: &mut GameState, data: u32) {
    let (heap_before, grip_before) = ((data & 0xffff) as usize, (data >> 16) as usize);
    let trashed = s.runner.grip.len() < grip_before && s.runner.heap.len() > heap_before;
    if let (true, Some(&c)) = (trashed, s.runner.heap.last()) {
        if s.cdef(c).cost % 2 == 1 {
            s.push(Step::EndRun);
        }
    }
}

/// Diviner: 1 net damage; ends the run if the trashed card's printed cost is odd.
const DIVINER: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &[
        "Do 1 net damage; if the card trashed has an odd printed play or install cost, end the run.",
    ],
    resolve_sub: Some(diviner_sub),
    // No choice is offered: the step resolves as soon as the damage has.
    legal_choices: Some(|_, _, _, _, _| {}),
    resolve_card_choice: Some(|s, _, n, data, _| {
        if n == DIVINER_CHECK {
            diviner_check(s, data)
        }
    }),
    ..card("30046")
};

/// Karunā: 2 net damage, after which the Runner may jack out; 2 net damage.
const KARUNA: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Damage(DamageKind::Net, 2)],
    sub_text: &["Do 2 net damage; the Runner may then jack out."],
    resolve_sub: Some(|s, _, _| {
        // Card text: the damage, then the Runner's opportunity to jack out.
        s.push(Step::Run(RunStep::JackOut));
        s.push(Step::Damage(DamageKind::Net, 2));
    }),
    ..card("30047")
};
