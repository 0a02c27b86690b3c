//! The card table: stats read from the project's own `data/cards.json` (facts only, no card text),
//! and each implemented card's behaviour, found by a `match` on [`Behavior`] in the faction files.

mod identity;
mod neutral;

pub(crate) use identity::{
    install_discount, recurring_credits, spend_trace_credits, trace_credits,
};
pub(crate) use neutral::{
    ability_clicks, breaker_of, can_advance, can_play, legal_modes, play, resolve_mode,
    subroutines, use_click_ability, use_paid_ability, Sub,
};

use crate::actions::ActionList;
use crate::engine::Event;
use crate::state::GameState;

/// Whether `card` has a conditional ability whose trigger condition `event` meets.
pub(crate) fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
    neutral::triggers_on(state, card, event) || identity::triggers_on(state, card, event)
}

/// Resolves `card`'s conditional ability for `event`.
pub(crate) fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
    if state.cdef(card).card_type == CardType::Identity {
        identity::resolve_trigger(state, card, event)
    } else {
        neutral::resolve_trigger(state, card, event)
    }
}

/// The Runner's link: identity base link plus link from installed cards.
pub(crate) fn link(state: &GameState) -> u32 {
    state.cdef(state.runner.identity).base_link as u32 + neutral::link(state)
}

/// Click abilities of active cards that `side` can use with `clicks` clicks left.
pub(crate) fn legal_click_abilities(
    state: &GameState,
    side: Side,
    clicks: u8,
    out: &mut ActionList,
) {
    neutral::click_abilities(state, side, clicks, out)
}

use crate::side::Side;
use serde::Deserialize;
use std::sync::OnceLock;

/// The type printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardType {
    /// An identity (never in a deck).
    Identity,
    /// Corp: scored for agenda points.
    Agenda,
    /// Corp: installed in a remote root, rezzed for abilities.
    Asset,
    /// Corp: installed in any server root.
    Upgrade,
    /// Corp: protects a server.
    Ice,
    /// Corp: played from HQ.
    Operation,
    /// Runner: played from the grip.
    Event,
    /// Runner: installed in the rig.
    Hardware,
    /// Runner: installed in the rig.
    Resource,
    /// Runner: installed in the rig, uses memory.
    Program,
}

/// What a card does, beyond its stats. `Unimplemented` cards are refused in decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Behavior {
    Unimplemented,
    // Identities
    Noise,
    Gabriel,
    Kate,
    HaasBioroid,
    Jinteki,
    Nbn,
    Weyland,
    // Neutral Corp
    PriorityRequisition,
    PrivateSecurityForce,
    MelangeMining,
    PadCampaign,
    HedgeFund,
    Enigma,
    Hunter,
    WallOfStatic,
    // Neutral Runner
    Infiltration,
    SureGamble,
    Crypsis,
    AccessToGlobalsec,
    ArmitageCodebusting,
}

fn behavior_of(code: &str) -> Behavior {
    use Behavior::*;
    match code {
        "01001" => Noise,
        "01017" => Gabriel,
        "01033" => Kate,
        "01054" => HaasBioroid,
        "01067" => Jinteki,
        "01080" => Nbn,
        "01093" => Weyland,
        "01106" => PriorityRequisition,
        "01107" => PrivateSecurityForce,
        "01108" => MelangeMining,
        "01109" => PadCampaign,
        "01110" => HedgeFund,
        "01111" => Enigma,
        "01112" => Hunter,
        "01113" => WallOfStatic,
        "01049" => Infiltration,
        "01050" => SureGamble,
        "01051" => Crypsis,
        "01052" => AccessToGlobalsec,
        "01053" => ArmitageCodebusting,
        _ => Unimplemented,
    }
}

/// Subtype names, in bit order of [`CardDef::subtypes`].
pub(crate) const SUBTYPES: &[&str] = &[
    "AI",
    "AP",
    "Advertisement",
    "Ambush",
    "Barrier",
    "Bioroid",
    "Black Ops",
    "Chip",
    "Code Gate",
    "Connection",
    "Console",
    "Cyborg",
    "Daemon",
    "Decoder",
    "Deflector",
    "Destroyer",
    "Expansion",
    "Facility",
    "Fracter",
    "G-mod",
    "Gray Ops",
    "Icebreaker",
    "Initiative",
    "Job",
    "Killer",
    "Link",
    "Location",
    "Megacorp",
    "Mod",
    "Natural",
    "Observer",
    "Region",
    "Remote",
    "Research",
    "Run",
    "Sabotage",
    "Security",
    "Seedy",
    "Sentry",
    "Sysop",
    "Tracer",
    "Transaction",
    "Trap",
    "Trojan",
    "Unorthodox",
    "Virtual",
    "Virus",
];

/// Bit of a subtype name in [`CardDef::subtypes`].
pub(crate) const fn subtype(name: &str) -> u64 {
    let mut i = 0;
    while i < SUBTYPES.len() {
        if const_eq(SUBTYPES[i], name) {
            return 1 << i;
        }
        i += 1;
    }
    panic!("unknown subtype");
}

const fn const_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

pub(crate) const VIRUS: u64 = subtype("Virus");
pub(crate) const CONSOLE: u64 = subtype("Console");
pub(crate) const TRANSACTION: u64 = subtype("Transaction");

/// The static facts of one card, as printed.
#[derive(Debug)]
pub struct CardDef {
    /// Card code, e.g. `"01110"`.
    pub code: &'static str,
    /// Title, e.g. `"Hedge Fund"`.
    pub title: &'static str,
    /// Side the card belongs to.
    pub side: Side,
    /// Faction code, e.g. `"neutral-corp"`.
    pub faction: &'static str,
    /// Card type.
    pub card_type: CardType,
    /// Play, install or rez cost (0 where the card has none).
    pub cost: u8,
    /// Printed strength of ice or programs.
    pub strength: u8,
    /// Advancement requirement of an agenda.
    pub advancement_requirement: u8,
    /// Agenda points of an agenda.
    pub agenda_points: u8,
    /// Trash cost, if the card has one.
    pub trash_cost: Option<u8>,
    /// Memory cost of a program.
    pub memory_cost: u8,
    /// Influence value.
    pub influence: u8,
    /// Copies in one Core Set box.
    pub quantity: u8,
    /// Copies allowed per deck.
    pub deck_limit: u8,
    /// Unique card (only one copy active at a time).
    pub unique: bool,
    /// Base link of a Runner identity.
    pub base_link: u8,
    /// Minimum deck size of an identity.
    pub minimum_deck_size: u8,
    /// Influence limit of an identity.
    pub influence_limit: u8,
    /// Subtypes as bits, see the subtype list.
    pub subtypes: u64,
    /// Whether the engine implements this card's abilities.
    pub implemented: bool,
    pub(crate) behavior: Behavior,
}

impl CardDef {
    /// Whether the card has the named subtype.
    pub fn has_subtype(&self, name: &str) -> bool {
        SUBTYPES
            .iter()
            .position(|s| *s == name)
            .is_some_and(|i| self.subtypes & (1 << i) != 0)
    }
    /// Subtype names of this card.
    pub fn subtype_names(&self) -> Vec<&'static str> {
        SUBTYPES
            .iter()
            .enumerate()
            .filter(|(i, _)| self.subtypes & (1 << i) != 0)
            .map(|(_, s)| *s)
            .collect()
    }
}

#[derive(Deserialize)]
struct Row {
    code: String,
    title: String,
    side: Side,
    faction: String,
    #[serde(rename = "type")]
    card_type: CardType,
    cost: Option<u8>,
    strength: Option<u8>,
    advancement_requirement: Option<u8>,
    agenda_points: Option<u8>,
    trash_cost: Option<u8>,
    memory_cost: Option<u8>,
    influence: Option<u8>,
    quantity: u8,
    deck_limit: u8,
    unique: bool,
    base_link: Option<u8>,
    minimum_deck_size: Option<u8>,
    influence_limit: Option<u8>,
    subtypes: Vec<String>,
}

static TABLE: OnceLock<Vec<CardDef>> = OnceLock::new();

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Every card the engine knows, in code order. Index = card definition id.
pub fn card_table() -> &'static [CardDef] {
    TABLE.get_or_init(|| {
        let rows: Vec<Row> = serde_json::from_str(include_str!("../../../../data/cards.json"))
            .expect("data/cards.json is valid");
        rows.into_iter()
            .map(|r| {
                let behavior = behavior_of(&r.code);
                let subtypes = r
                    .subtypes
                    .iter()
                    .map(|s| {
                        SUBTYPES
                            .iter()
                            .position(|n| n == s)
                            .map_or(0, |i| 1u64 << i)
                    })
                    .fold(0, |a, b| a | b);
                CardDef {
                    code: leak(r.code),
                    title: leak(r.title),
                    side: r.side,
                    faction: leak(r.faction),
                    card_type: r.card_type,
                    cost: r.cost.unwrap_or(0),
                    strength: r.strength.unwrap_or(0),
                    advancement_requirement: r.advancement_requirement.unwrap_or(0),
                    agenda_points: r.agenda_points.unwrap_or(0),
                    trash_cost: r.trash_cost,
                    memory_cost: r.memory_cost.unwrap_or(0),
                    influence: r.influence.unwrap_or(0),
                    quantity: r.quantity,
                    deck_limit: r.deck_limit,
                    unique: r.unique,
                    base_link: r.base_link.unwrap_or(0),
                    minimum_deck_size: r.minimum_deck_size.unwrap_or(0),
                    influence_limit: r.influence_limit.unwrap_or(0),
                    subtypes,
                    implemented: behavior != Behavior::Unimplemented,
                    behavior,
                }
            })
            .collect()
    })
}

/// The definition with this id.
#[inline]
pub(crate) fn def(id: u16) -> &'static CardDef {
    &card_table()[id as usize]
}

/// Finds a card by exact title (case-insensitive) or code; returns its definition id.
pub fn card_by_title(title: &str) -> Option<u16> {
    let t = title.trim();
    card_table()
        .iter()
        .position(|c| c.title.eq_ignore_ascii_case(t) || c.code == t)
        .map(|i| i as u16)
}
