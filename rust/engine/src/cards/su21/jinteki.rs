//! System Update 2021: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, can_advance, card, subtype, CardBehavior, CardType, Sub};
use crate::engine::{DamageKind, Event, Step};
use crate::state::{GameState, Zone, FLAG_USED_THIS_RUN};
use crate::waits;

/// Every System Update 2021 Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    HOUSE_OF_KNIVES,
    RONIN,
    LOTUS_FIELD,
    SWORDSMAN,
    CELEBRITY_GIFT,
    TRICK_OF_LIGHT,
    HOKUSAI_GRID,
];

/// Index of agenda counters in the event log's counter kinds.
const AGENDA_COUNTERS: u16 = 2;

// ----- agendas -----

/// House of Knives: scored with 3 agenda counters; during a run, at most once per run, the Corp
/// may spend one for 1 net damage.
const HOUSE_OF_KNIVES: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "do 1 net damage (only during a run, once per run)",
        "1 hosted agenda counter",
    )],
    // Card text: 3 agenda counters when scored.
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| {
        let c = s.card_mut(card);
        c.agenda_counters = crate::invariants::add_counter(c.agenda_counters, 3);
        s.log_counters(card, AGENDA_COUNTERS, 3, true);
    }),
    // Card text: only during a run (one that has not ended) and only once per run.
    paid_abilities: Some(|s, card, _, out| {
        let c = s.card(card);
        let in_run = s.run.is_some_and(|r| !r.ended);
        if in_run && c.agenda_counters > 0 && c.flags & FLAG_USED_THIS_RUN == 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        let c = s.card_mut(card);
        c.agenda_counters -= 1;
        c.flags |= FLAG_USED_THIS_RUN;
        s.log_counters(card, AGENDA_COUNTERS, 1, false);
        s.push(Step::Damage(DamageKind::Net, 1));
    }),
    ..card("31051")
};

// ----- assets and upgrades -----

/// Advancement counters Ronin needs for its ability (card text).
const RONIN_COUNTERS: u8 = 4;

/// Ronin: an advanceable asset; with 4 or more advancement counters, the Corp may spend a click
/// and trash it for 3 net damage.
const RONIN: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "do 3 net damage (with 4 or more advancement counters on it)",
        "1 click, trash Ronin",
    )],
    // Card text: it can be advanced (also while unrezzed, like any card its text lets be
    // advanced: Rules Reference, "Advancement Tokens").
    advanceable: true,
    can_advance: Some(|_, _| true),
    // A click ability of the rezzed Ronin (active cards only), usable with 4 or more counters.
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).advancement >= RONIN_COUNTERS {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // The click is spent by the action; trashing Ronin is the rest of the cost, paid before the
    // damage resolves (Rules Reference, "Costs").
    use_click_ability: Some(|s, card, _| {
        s.trash(card);
        s.push(Step::Damage(DamageKind::Net, 3));
    }),
    ..card("31053")
};

/// Hokusai Grid: 1 net damage whenever the Runner makes a successful run on its server.
const HOKUSAI_GRID: CardBehavior = CardBehavior {
    // Card text: a successful run on the server it is installed in (while rezzed: only active
    // cards trigger). "Limit 1 region per server" is the install rule for regions.
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|s, card, event| match event {
        Event::SuccessfulRun(server) => s.card(card).zone == Zone::Root(server),
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Damage(DamageKind::Net, 1))),
    ..card("31059")
};

// ----- ice -----

/// Lotus Field: a code gate whose strength cannot be lowered; end the run.
const LOTUS_FIELD: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    // Card text: changes that would lower its strength are ignored (run.rs, `ice_strength`).
    strength_cannot_be_lowered: true,
    ..card("31055")
};

/// The AI subtype.
const AI: u64 = subtype("AI");

/// Whether installed Runner `c` is an AI program.
fn is_ai_program(s: &GameState, c: u8) -> bool {
    let d = s.cdef(c);
    d.card_type == CardType::Program && d.subtypes & AI != 0
}

/// `Step::Choice` kind (`n`) of Swordsman: the AI program to trash.
const SWORDSMAN_TRASH: u8 = 1;

/// Swordsman: AI programs cannot break its subroutines; trash 1 installed AI program; 1 net
/// damage.
const SWORDSMAN: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Damage(DamageKind::Net, 1)],
    sub_text: &["Trash 1 installed AI program (the Corp chooses)."],
    // Card text: no AI program may break its subroutines.
    breakable_by: Some(|s, _, breaker| !is_ai_program(s, breaker)),
    // The Corp chooses the program (FAQ, "Subroutines"); none installed: nothing happens.
    resolve_sub: Some(|s, ice, _| s.ask_choice(ice, SWORDSMAN_TRASH, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for &c in &s.runner.rig {
            if is_ai_program(s, c) {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        let c = a.card;
        if a.kind == ActionKind::Trash && s.runner.rig.contains(&c) && is_ai_program(s, c) {
            // An ordinary trash: the Runner may prevent it (Rules Reference, "Prevent").
            s.trash(c);
        }
    }),
    choice_name: Some(|_, _, _| "trash_programs"),
    ..card("31056")
};

// ----- operations -----

/// `Step::Choice` kind (`n`) of Celebrity Gift: one more HQ card to reveal, or done (`data`: the
/// chosen HQ positions, a bit each).
const GIFT_REVEAL: u8 = 1;
/// At most this many cards are revealed (card text).
const GIFT_MAX: u32 = 5;

/// The HQ position of `card` as a bit (0 if it is not among the first 32 HQ cards).
fn hq_bit(s: &GameState, card: u8) -> u32 {
    match s.corp.hq.iter().take(32).position(|&c| c == card) {
        Some(i) => 1 << i,
        None => 0,
    }
}

/// Celebrity Gift's choices: an unchosen HQ card, one per title (copies are interchangeable to
/// the Corp), while fewer than 5 are chosen; and stopping.
fn gift_choices(s: &GameState, _card: u8, _n: u8, data: u32, out: &mut ActionList) {
    if data.count_ones() < GIFT_MAX {
        let hq = &s.corp.hq;
        for (i, &c) in hq.iter().enumerate().take(32) {
            let free = |j: usize| data & (1 << j) == 0;
            let same = |e: u8| s.card(e).def == s.card(c).def;
            let copy_offered = hq[..i].iter().enumerate().any(|(j, &e)| free(j) && same(e));
            if free(i) && !copy_offered {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }
    out.push(Action::new(ActionKind::Pass));
}

/// One more card chosen, or done: the chosen cards are revealed and the Corp gains 2 credits
/// for each.
fn gift_resolve(s: &mut GameState, card: u8, n: u8, data: u32, a: Action) {
    let bit = hq_bit(s, a.card);
    if a.kind == ActionKind::Mode && bit != 0 && data & bit == 0 {
        // Asked again only while there is something left to choose (ask_choice).
        return s.ask_choice(card, n, data | bit);
    }
    let chosen: arrayvec::ArrayVec<u8, 32> = (0..32usize)
        .filter(|&i| data & (1 << i) != 0)
        .filter_map(|i| s.corp.hq.get(i).copied())
        .collect();
    s.reveal_hq_cards(&chosen);
    s.push(Step::CorpGainFrom(card, 2 * chosen.len() as u8));
}

/// Celebrity Gift: a Double operation (an extra click to play); reveal up to 5 HQ cards, gain 2
/// credits for each.
const CELEBRITY_GIFT: CardBehavior = CardBehavior {
    // Card text: spending a click is an additional cost to play it.
    additional_play_clicks: 1,
    // With no other card in HQ it would reveal nothing and gain nothing (Rules Reference,
    // "Action"); the extra click is a cost, which is not considered.
    could_change_state: Some(|s, card, _, _| s.corp.hq.iter().any(|&c| c != card)),
    play: Some(|s, card| s.ask_choice(card, GIFT_REVEAL, 0)),
    legal_choices: Some(gift_choices),
    resolve_card_choice: Some(gift_resolve),
    choice_name: Some(|_, _, _| "choose_card"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Pass => Some("reveal no more cards".into()),
        _ => Some(format!("reveal {} from HQ", s.card_name(viewer, a.card))),
    }),
    ..card("31057")
};

// `Step::Choice` kinds (`n`) of Trick of Light: the card to move counters to, then the card to
// move them from with how many (`data`: the first card).
const TRICK_TARGET: u8 = 1;
const TRICK_SOURCE: u8 = 2;
/// At most this many counters move (card text).
const TRICK_MAX: u8 = 2;

/// Installed cards the Corp can advance (card text).
fn trick_targets(s: &GameState) -> impl Iterator<Item = u8> + '_ {
    s.corp_installed().filter(|&c| can_advance(s, c))
}

/// Installed cards of either side, other than `target`, hosting advancement counters: only
/// installed cards (ruling 1).
fn trick_sources(s: &GameState, target: u8) -> impl Iterator<Item = u8> + '_ {
    let installed = s.corp_installed().chain(s.runner.rig.iter().copied());
    installed.filter(move |&c| c != target && s.card(c).advancement > 0)
}

/// Trick of Light: choose an installed card the Corp can advance, then move up to 2 advancement
/// counters onto it from one other installed card.
const TRICK_OF_LIGHT: CardBehavior = CardBehavior {
    // It cannot be played without a card to choose (FAQ, "Triggering Actions and Abilities");
    // "up to 2" lets it resolve with no counter to move.
    can_play: Some(|s, _| trick_targets(s).next().is_some()),
    play: Some(|s, card| s.ask_choice(card, TRICK_TARGET, 0)),
    // Target step: `Mode` 0 on a card; source step: `Mode` k on a card moves k counters from it
    // (1 or 2, at most what it hosts), `Pass` moves none.
    legal_choices: Some(|s, _, n, data, out| {
        if n == TRICK_TARGET {
            for c in trick_targets(s) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
            return;
        }
        for c in trick_sources(s, data as u8) {
            for k in 1..=s.card(c).advancement.min(TRICK_MAX) {
                out.push(Action::new(ActionKind::Mode).card(c).target(k));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == TRICK_TARGET {
            if trick_targets(s).any(|c| c == a.card) {
                s.ask_choice(card, TRICK_SOURCE, a.card as u32);
            }
            return;
        }
        let target = data as u8;
        if (1..=TRICK_MAX).contains(&a.target) && trick_sources(s, target).any(|c| c == a.card) {
            s.move_advancement_counters(a.card, target, a.target);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == TRICK_TARGET {
            "place_counters"
        } else {
            "choose_card"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (TRICK_TARGET, ActionKind::Mode) => Some(format!(
            "move advancement counters to {}",
            s.card_name(viewer, a.card)
        )),
        (_, ActionKind::Mode) => Some(format!(
            "move {} advancement counter{} from {}",
            a.target,
            if a.target == 1 { "" } else { "s" },
            s.card_name(viewer, a.card)
        )),
        (_, ActionKind::Pass) => Some("move no advancement counters".into()),
        _ => None,
    }),
    ..card("31058")
};
