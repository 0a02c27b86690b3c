//! Weyland Consortium cards of the Core Set, described in our own words.

use super::haas_bioroid::{
    legal_trash_programs, push_trash_programs, resolve_trash_programs, TRASH_PROGRAMS,
};
use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, mode, Behavior, CardAction, Hooks, Sub};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, HQ};

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[WEYLAND];

/// Weyland Consortium: Building a Better World: 1 credit whenever a transaction operation is
/// played.
const WEYLAND: CardBehavior = CardBehavior {
    triggers_on: Some(|s, _, event| match event {
        Event::Played(c) => s.cdef(c).subtypes & crate::cards::TRANSACTION != 0,
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 1))),
    ..card("01093")
};

/// The Weyland Consortium cards' hooks.
pub(crate) struct Cards;

// `Step::Choice` kinds (`n`) of this file (`TRASH_PROGRAMS..` is shared with Haas-Bioroid).
/// Aggressive Negotiation: choose the card found in R&D.
const SEARCH_RD: u8 = 1;
/// Shipment from Kaguya: choose a card to place a token on (`data`: the first card, or `NONE`).
const KAGUYA: u8 = 2;
/// Archer: choose the agenda to forfeit as its additional rez cost.
const ARCHER_REZ: u8 = 3;
/// Security Subcontract: choose the rezzed ice to trash as the ability's cost.
const SUBCONTRACT: u8 = 4;

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            HostileTakeover
                | PostedBounty
                | SecuritySubcontract
                | AggressiveNegotiation
                | BeanstalkRoyalties
                | ScorchedEarth
                | ShipmentFromKaguya
                | Archer
                | HadriansWall
                | IceWall
                | Shadow
                | ResearchStation
        )
    }

    fn subroutines(b: Behavior) -> &'static [Sub] {
        match b {
            // Archer: gain 2 credits, trash a program, trash a program, end the run.
            Behavior::Archer => &[Sub::GainCredits(2), Sub::Card(0), Sub::Card(0), Sub::EndRun],
            Behavior::HadriansWall => &[Sub::EndRun, Sub::EndRun],
            Behavior::IceWall => &[Sub::EndRun],
            // Shadow: gain 2 credits; trace 3 for a tag.
            Behavior::Shadow => &[Sub::GainCredits(2), Sub::TraceTag(3)],
            _ => &[],
        }
    }

    fn card_sub_text(_b: Behavior, _index: u8) -> &'static str {
        // Archer's card subroutines (the only ones of this file).
        "Trash 1 installed program (the Corp chooses)."
    }

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::PostedBounty => {
                const {
                    &[
                        mode(
                            0,
                            "forfeit it: give the Runner 1 tag and take 1 bad publicity",
                            "",
                        ),
                        mode(1, "keep it: do not forfeit", ""),
                    ]
                }
            }
            Behavior::SecuritySubcontract => {
                const { &[ability(0, "gain 4 credits", "click, trash a rezzed ice")] }
            }
            _ => const { &[] },
        }
    }

    fn resolve_card_sub(state: &mut GameState, ice: u8, _index: u8) {
        // Archer: "trash 1 installed program", chosen by the Corp (FAQ, "Subroutines").
        push_trash_programs(state, ice, 1);
    }

    fn can_play(state: &GameState, card: u8) -> bool {
        match state.cdef(card).behavior {
            // Only after scoring an agenda this turn (also in the draw phase window: ruling on
            // Aggressive Negotiation 1); a search needs a deck to search.
            Behavior::AggressiveNegotiation => {
                state.turn_flags.corp_scored && !state.corp.rd.is_empty()
            }
            // Scorched Earth: only while the Runner is tagged.
            Behavior::ScorchedEarth => state.runner.tags > 0,
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        let choice = |n, data| Step::Choice {
            source: card,
            n,
            data,
        };
        match state.cdef(card).behavior {
            Behavior::AggressiveNegotiation => {
                // The Corp looks through R&D (it is shuffled afterwards).
                for i in 0..state.corp.rd.len() {
                    let c = state.corp.rd[i];
                    state.card_mut(c).known |= Side::Corp.bit();
                }
                state.push(choice(SEARCH_RD, 0));
            }
            Behavior::BeanstalkRoyalties => state.push(Step::Gain(Side::Corp, 3)),
            Behavior::ScorchedEarth => state.push(Step::Damage(DamageKind::Meat, 4)),
            Behavior::ShipmentFromKaguya => state.push(choice(KAGUYA, NONE as u32)),
            _ => {}
        }
    }

    fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
        // Posted Bounty: 0 = forfeit it for its effect, 1 = keep it.
        if state.cdef(card).behavior == Behavior::PostedBounty {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }

    fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
        if state.cdef(card).behavior == Behavior::PostedBounty
            && mode == 0
            && state.card(card).zone == Zone::Score(Side::Corp)
        {
            state.forfeit(card);
            state.push(Step::Tags(1));
            state.corp.bad_publicity = crate::invariants::add_counter(state.corp.bad_publicity, 1);
        }
    }

    fn can_advance(state: &GameState, card: u8) -> bool {
        Self::advanceable(state.cdef(card).behavior)
    }

    fn advanceable(b: Behavior) -> bool {
        matches!(
            b,
            Behavior::HadriansWall | Behavior::IceWall | Behavior::Shadow
        )
    }

    fn strength_modifier(state: &GameState, card: u8, target: u8) -> i32 {
        // Hadrian's Wall, Ice Wall, Shadow: +1 strength per advancement token on it.
        if card == target && Self::advanceable(state.cdef(card).behavior) {
            state.card(card).advancement as i32
        } else {
            0
        }
    }

    fn click_abilities(state: &GameState, card: u8, _clicks: u8, out: &mut ActionList) {
        if state.cdef(card).behavior == Behavior::SecuritySubcontract
            && state.corp_installed().any(|c| is_rezzed_ice(state, c))
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }

    fn use_click_ability(state: &mut GameState, card: u8, _index: u8) {
        if state.cdef(card).behavior == Behavior::SecuritySubcontract {
            state.push(Step::Choice {
                source: card,
                n: SUBCONTRACT,
                data: 0,
            });
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        match (state.cdef(card).behavior, event) {
            (Behavior::HostileTakeover | Behavior::PostedBounty, Event::Scored(a)) => a == card,
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, _event: Event) {
        match state.cdef(card).behavior {
            // Hostile Takeover: gain 7 credits and take 1 bad publicity.
            Behavior::HostileTakeover => {
                state.push(Step::Gain(Side::Corp, 7));
                state.corp.bad_publicity =
                    crate::invariants::add_counter(state.corp.bad_publicity, 1);
            }
            // Posted Bounty: the Corp may forfeit it.
            Behavior::PostedBounty => state.push(Step::ChooseMode(card)),
            _ => {}
        }
    }

    fn hand_size(state: &GameState, card: u8) -> i32 {
        // Research Station: the Corp's maximum hand size is +2 while it is rezzed.
        if state.cdef(card).behavior == Behavior::ResearchStation {
            2
        } else {
            0
        }
    }

    fn can_install_in(b: Behavior, server: u8) -> bool {
        // Research Station: only in the root of HQ.
        b != Behavior::ResearchStation || server == HQ
    }

    fn can_pay_additional_rez_cost(state: &GameState, card: u8) -> bool {
        // Archer: forfeiting an agenda needs one in the Corp's score area.
        state.cdef(card).behavior != Behavior::Archer || !state.corp.score_area.is_empty()
    }

    fn rez_with_additional_cost(state: &mut GameState, card: u8) -> bool {
        if state.cdef(card).behavior != Behavior::Archer {
            return false;
        }
        // The agenda to forfeit is chosen first, then the credits and the agenda are paid
        // together (Rules Reference, "Additional Costs"; ruling on Archer 2). The rez has begun:
        // the card is shown as it is rezzed.
        state.card_mut(card).known = 3;
        state.push(Step::Choice {
            source: card,
            n: ARCHER_REZ,
            data: 0,
        });
        true
    }

    fn legal_choices(state: &GameState, _source: u8, n: u8, data: u32, out: &mut ActionList) {
        let choose = |c: u8| Action::new(ActionKind::Mode).card(c).target(0);
        match n {
            TRASH_PROGRAMS.. => legal_trash_programs(state, data, out),
            SEARCH_RD => {
                // Every card of R&D can be found; copies are interchangeable.
                let rd = &state.corp.rd;
                for (i, &c) in rd.iter().enumerate() {
                    if rd[..i]
                        .iter()
                        .all(|&e| state.card(e).def != state.card(c).def)
                    {
                        out.push(choose(c));
                    }
                }
            }
            KAGUYA => {
                for c in state.corp_installed() {
                    if c as u32 != data && crate::cards::can_advance(state, c) {
                        out.push(Action::new(ActionKind::Advance).card(c));
                    }
                }
                out.push(Action::new(ActionKind::Pass));
            }
            ARCHER_REZ => {
                for &c in &state.corp.score_area {
                    out.push(choose(c));
                }
            }
            SUBCONTRACT => {
                for c in state.corp_installed() {
                    if is_rezzed_ice(state, c) {
                        out.push(choose(c));
                    }
                }
            }
            _ => {}
        }
    }

    fn resolve_card_choice(state: &mut GameState, source: u8, n: u8, data: u32, action: Action) {
        let c = action.card;
        match n {
            TRASH_PROGRAMS.. => resolve_trash_programs(state, source, n, data, action),
            SEARCH_RD if action.kind == ActionKind::Mode => {
                // The found card goes to HQ; the Runner does not learn which (Rules Reference,
                // "Search"), then R&D is shuffled at once.
                state.unplace(c);
                let card = state.card_mut(c);
                card.zone = Zone::Hq;
                card.faceup = false;
                card.known = Side::Corp.bit();
                state.corp.hq.push(c);
                state.log_card(crate::log::EventKind::AddedToHand, c, Zone::Rd);
                state.shuffle_zone(Zone::Rd);
            }
            KAGUYA if action.kind == ActionKind::Advance => {
                // Placing a token is not advancing: no click or credit is spent.
                let k = state.card_mut(c);
                k.advancement = crate::invariants::add_counter(k.advancement, 1);
                if data == NONE as u32 {
                    state.push(Step::Choice {
                        source,
                        n,
                        data: c as u32,
                    });
                }
            }
            ARCHER_REZ if action.kind == ActionKind::Mode => {
                let cost = state.rez_cost(source);
                state.corp.credits -= cost as u16;
                state.forfeit(c);
                state.rez(source);
            }
            SUBCONTRACT if action.kind == ActionKind::Mode => {
                state.trash(c);
                state.push(Step::Gain(Side::Corp, 4));
            }
            _ => {}
        }
    }

    fn choice_name(_state: &GameState, _source: u8, n: u8) -> &'static str {
        match n {
            TRASH_PROGRAMS.. => "trash_programs",
            SEARCH_RD => "search_rd",
            KAGUYA => "place_advancement",
            ARCHER_REZ => "forfeit_agenda",
            SUBCONTRACT => "trash_ice",
            _ => "choose",
        }
    }
}

fn is_rezzed_ice(state: &GameState, c: u8) -> bool {
    state.card(c).rezzed && matches!(state.card(c).zone, Zone::Ice(_))
}
