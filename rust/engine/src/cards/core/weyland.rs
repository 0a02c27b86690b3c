//! Weyland Consortium cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{self, ability, card, mode, CardBehavior, Sub};
use crate::effects::{REZ_COST_CHOOSE, TRASH_PROGRAMS};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, HQ};
use crate::waits;

/// The Weyland Consortium cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    WEYLAND,
    HOSTILE_TAKEOVER,
    POSTED_BOUNTY,
    SECURITY_SUBCONTRACT,
    AGGRESSIVE_NEGOTIATION,
    BEANSTALK_ROYALTIES,
    SCORCHED_EARTH,
    SHIPMENT_FROM_KAGUYA,
    ARCHER,
    HADRIANS_WALL,
    ICE_WALL,
    SHADOW,
    RESEARCH_STATION,
];

/// Weyland Consortium: Building a Better World: 1 credit whenever a transaction operation is
/// played.
const WEYLAND: CardBehavior = CardBehavior {
    waits_for: waits::PLAYED,
    triggers_on: Some(|s, _, event| match event {
        Event::Played(c) => s.cdef(c).subtypes & crate::cards::TRANSACTION != 0,
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 1))),
    ..card("01093")
};

/// Hostile Takeover: when scored, the Corp gains 7 credits and takes 1 bad publicity.
const HOSTILE_TAKEOVER: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| {
        s.push(Step::CorpGainFrom(card, 7));
        s.take_bad_publicity(1);
    }),
    ..card("01094")
};

/// Posted Bounty: right after scoring it, the Corp may give it up again (forfeit) to tag the
/// Runner once, at the price of one bad publicity.
const POSTED_BOUNTY: CardBehavior = CardBehavior {
    actions: &[
        mode(
            0,
            "forfeit it: give the Runner 1 tag and take 1 bad publicity",
            "",
        ),
        mode(1, "keep it: do not forfeit", ""),
    ],
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    // The Corp may forfeit it.
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    // 0 = forfeit it for its effect, 1 = keep it.
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, card, mode| {
        if mode == 0 && s.card(card).zone == Zone::Score(Side::Corp) {
            s.forfeit(card);
            s.push(Step::Tags(1));
            s.take_bad_publicity(1);
        }
    }),
    ..card("01095")
};

/// Whether installed card `c` is a rezzed piece of ice.
fn is_rezzed_ice(state: &GameState, c: u8) -> bool {
    state.card(c).rezzed && matches!(state.card(c).zone, Zone::Ice(_))
}

/// A `Mode` action choosing card `c` (target 0).
fn choose(c: u8) -> Action {
    Action::new(ActionKind::Mode).card(c).target(0)
}

// `Step::Choice` kind (`n`) of Security Subcontract: choose the rezzed ice to trash as the
// ability's cost.
const SUBCONTRACT: u8 = 4;

/// Security Subcontract: a click and trashing a rezzed ice gain 4 credits.
const SECURITY_SUBCONTRACT: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 4 credits", "click, trash a rezzed ice")],
    click_abilities: Some(|s, card, _, out| {
        if s.corp_installed().any(|c| is_rezzed_ice(s, c)) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| s.push_choice(card, SUBCONTRACT, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            if is_rezzed_ice(s, c) {
                out.push(choose(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Mode {
            s.trash(action.card);
            s.push(Step::Gain(Side::Corp, 4));
        }
    }),
    choice_name: Some(|_, _, _| "trash_ice"),
    ..card("01096")
};

// `Step::Choice` kind (`n`) of Aggressive Negotiation: choose the card found in R&D.
const SEARCH_RD: u8 = 1;

/// Aggressive Negotiation: playable only after scoring an agenda this turn; the Corp searches
/// R&D for a card, adds it to HQ and shuffles R&D.
const AGGRESSIVE_NEGOTIATION: CardBehavior = CardBehavior {
    // Only after scoring an agenda this turn (also in the draw phase window: ruling on
    // Aggressive Negotiation 1); a search needs a deck to search.
    can_play: Some(|s, _| s.turn_flags.corp_scored && !s.corp.rd.is_empty()),
    play: Some(|s, card| {
        // The Corp looks through R&D (it is shuffled afterwards).
        for i in 0..s.corp.rd.len() {
            let c = s.corp.rd[i];
            s.card_mut(c).known |= Side::Corp.bit();
        }
        s.push_choice(card, SEARCH_RD, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        // Every card of R&D can be found; copies are interchangeable.
        let rd = &s.corp.rd;
        for (i, &c) in rd.iter().enumerate() {
            if rd[..i].iter().all(|&e| s.card(e).def != s.card(c).def) {
                out.push(choose(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Mode {
            // The found card goes to HQ; the Runner does not learn which (Rules Reference,
            // "Search"), then R&D is shuffled at once.
            s.add_to_hq(action.card, Zone::Rd, false);
            s.shuffle_zone(Zone::Rd);
        }
    }),
    choice_name: Some(|_, _, _| "search_rd"),
    ..card("01097")
};

/// Beanstalk Royalties: gain 3 credits.
const BEANSTALK_ROYALTIES: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::CorpGainFrom(card, 3))),
    ..card("01098")
};

/// Scorched Earth: playable only while the Runner is tagged; 4 meat damage.
const SCORCHED_EARTH: CardBehavior = CardBehavior {
    // Only while the Runner is tagged.
    can_play: Some(|s, _| s.runner.tags > 0),
    play: Some(|s, _| s.push(Step::Damage(DamageKind::Meat, 4))),
    ..card("01099")
};

// `Step::Choice` kind (`n`) of Shipment from Kaguya: choose a card to place a token on (`data`:
// the first card, or `NONE`).
const KAGUYA: u8 = 2;

/// Shipment from Kaguya: advances two installed advanceable cards (or one) by a single token
/// each, never the same card twice.
const SHIPMENT_FROM_KAGUYA: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push_choice(card, KAGUYA, NONE as u32)),
    legal_choices: Some(|s, _, _, data, out| {
        for c in s.corp_installed() {
            if c as u32 != data && crate::cards::can_advance(s, c) {
                out.push(Action::new(ActionKind::Advance).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, source, n, data, action| {
        if action.kind != ActionKind::Advance {
            return;
        }
        // Placing a token is not advancing: no click or credit is spent.
        let k = s.card_mut(action.card);
        k.advancement = crate::invariants::add_counter(k.advancement, 1);
        if data == NONE as u32 {
            s.push_choice(source, n, action.card as u32);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    ..card("01100")
};

/// Archer: forfeiting an agenda is an additional cost to rez it; subroutines: gain 2 credits,
/// trash a program, trash a program, end the run.
const ARCHER: CardBehavior = CardBehavior {
    subroutines: &[Sub::GainCredits(2), Sub::Card(0), Sub::Card(0), Sub::EndRun],
    sub_text: &["Trash 1 installed program (the Corp chooses)."],
    // "Trash 1 installed program", chosen by the Corp (FAQ, "Subroutines").
    resolve_sub: Some(|s, ice, _| s.choose_programs_to_trash(ice, 1)),
    additional_rez_cost: "forfeit an agenda",
    // The agenda to forfeit is chosen first, then the credits and the agenda are paid together
    // (Rules Reference, "Additional Costs"; ruling on Archer 2): `effects/rez_costs.rs`, which
    // offers only agendas that can be forfeited (not Word on the Street in the score area).
    rez_cost_options: &[cards::RezCostOption::ForfeitAgenda],
    legal_choices: Some(|s, card, n, data, out| match n {
        TRASH_PROGRAMS.. => s.legal_programs_to_trash(data, out),
        REZ_COST_CHOOSE => s.legal_rez_cost(card, n, out),
        _ => {}
    }),
    resolve_card_choice: Some(|s, source, n, data, action| match n {
        TRASH_PROGRAMS.. => s.resolve_programs_to_trash(source, n, data, action),
        REZ_COST_CHOOSE => s.resolve_rez_cost(source, n, data, action),
        _ => {}
    }),
    // Its kinds: REZ_COST_CHOOSE (its rez), and TRASH_PROGRAMS and up (its subroutines).
    choice_name: Some(|_, _, n| match n {
        REZ_COST_CHOOSE => "forfeit_agenda",
        _ => "trash_programs",
    }),
    ..card("01101")
};

/// Hadrian's Wall, Ice Wall, Shadow: +1 strength per advancement token on it.
fn strength_per_token(state: &GameState, card: u8, target: u8) -> i32 {
    if card == target {
        state.card(card).advancement as i32
    } else {
        0
    }
}

/// Hadrian's Wall: can be advanced, +1 strength per advancement token; end the run, end the run.
const HADRIANS_WALL: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun, Sub::EndRun],
    advanceable: true,
    can_advance: Some(|_, _| true),
    strength_modifier: Some(strength_per_token),
    ..card("01102")
};

/// Ice Wall: can be advanced, +1 strength per advancement token; end the run.
const ICE_WALL: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    advanceable: true,
    can_advance: Some(|_, _| true),
    strength_modifier: Some(strength_per_token),
    ..card("01103")
};

/// Shadow: can be advanced, +1 strength per advancement token; gain 2 credits, trace 3 for a tag.
const SHADOW: CardBehavior = CardBehavior {
    subroutines: &[Sub::GainCredits(2), Sub::TraceTag(3)],
    advanceable: true,
    can_advance: Some(|_, _| true),
    strength_modifier: Some(strength_per_token),
    ..card("01104")
};

/// Research Station: installed only in the root of HQ; +2 maximum hand size while rezzed.
const RESEARCH_STATION: CardBehavior = CardBehavior {
    can_install_in: Some(|server| server == HQ),
    hand_size: Some(|_, _| 2),
    ..card("01105")
};
