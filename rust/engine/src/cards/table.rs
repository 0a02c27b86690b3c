//! The card table: each card's printed facts read from the project's own `data/cards.json`
//! (facts only, no card text), its type and subtypes, and the [`CardBehavior`] its set gives it.

use super::CardBehavior;
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

impl CardType {
    /// The type's name in lower case, e.g. `"ice"`.
    pub fn name(self) -> &'static str {
        match self {
            CardType::Identity => "identity",
            CardType::Agenda => "agenda",
            CardType::Asset => "asset",
            CardType::Upgrade => "upgrade",
            CardType::Ice => "ice",
            CardType::Operation => "operation",
            CardType::Event => "event",
            CardType::Hardware => "hardware",
            CardType::Resource => "resource",
            CardType::Program => "program",
        }
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
    "Character",
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
    "Genetics",
    "Gray Ops",
    "Hostile",
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
    // Elevation and Vantage Point, appended (one bit per name, 64 at most). Five Startup
    // subtypes that no card text names ("Corp", "Deep Net", "Enforcer", "Ritzy",
    // "Unsubstantiated") are left out until the bit set is widened.
    "Academic",
    "Clone",
    "Companion",
    "Digital",
    "Division",
    "Double",
    "Executive",
    "Expendable",
    "Harmonic",
    "Industrial",
    "Liability",
    "Public",
    "Stealth",
    "Weapon",
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
pub(crate) const REGION: u64 = subtype("Region");
pub(crate) const CONSOLE: u64 = subtype("Console");
pub(crate) const TRANSACTION: u64 = subtype("Transaction");
pub(crate) const BARRIER: u64 = subtype("Barrier");
pub(crate) const CODE_GATE: u64 = subtype("Code Gate");
pub(crate) const SENTRY: u64 = subtype("Sentry");
pub(crate) const ICEBREAKER: u64 = subtype("Icebreaker");
pub(crate) const STEALTH: u64 = subtype("Stealth");

/// The static facts of one card, as printed (or as a study overrides them, `overrides.rs`).
#[derive(Clone, Debug)]
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
    /// Play, install or rez cost (0 where the card has none, and for an X cost).
    pub cost: u8,
    /// The cost is X, chosen as the card is played (Psychographics): `cost` is then 0.
    pub cost_is_x: bool,
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
    /// Set code of the first printing, e.g. `"core"`.
    pub set: &'static str,
    /// Later printings of the same card in other sets (Hedge Fund in System Gateway): a reprint
    /// is the same card, known by either code and legal in either set's formats.
    pub printings: &'static [Printing],
    /// Number of official rulings on the card in the card database (each has a test).
    pub rulings: u8,
    /// Whether the engine implements this card's abilities.
    pub implemented: bool,
    /// What the card does, in the project's own words (never the printed text); empty for a
    /// card without one. Written in `data/cards.json`.
    pub summary: &'static str,
    /// The subtypes in printed order (the known ones: those with a bit in `subtypes`).
    subtype_order: &'static [&'static str],
    /// What the card does beyond its printed facts, from its set's list (`None`: not implemented).
    pub(crate) rules: Option<&'static CardBehavior>,
    /// The hooks `rules` sets (`hooks.rs`): what a game holding this card may be asked.
    pub(crate) hooks: u64,
    /// The kinds of event the conditional abilities of `rules` wait for (`waits.rs`).
    pub(crate) waits: u64,
}

impl CardDef {
    /// Whether the card has the named subtype.
    pub fn has_subtype(&self, name: &str) -> bool {
        SUBTYPES
            .iter()
            .position(|s| *s == name)
            .is_some_and(|i| self.subtypes & (1 << i) != 0)
    }
    /// Subtype names of this card, in printed order ("Icebreaker", "Fracter").
    pub fn subtype_names(&self) -> Vec<&'static str> {
        self.subtype_order.to_vec()
    }
}

/// A later printing of a card in another set (see [`CardDef::printings`]).
#[derive(Debug)]
pub struct Printing {
    /// Set code, e.g. `"sg"`.
    pub set: &'static str,
    /// The card's code in that set, e.g. `"30075"`.
    pub code: &'static str,
}

impl CardDef {
    /// Whether the card is printed in `set`, first or as a reprint.
    pub fn in_set(&self, set: &str) -> bool {
        self.set == set || self.printings.iter().any(|p| p.set == set)
    }
}

#[derive(Deserialize)]
struct RowPrinting {
    set: String,
    code: String,
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
    #[serde(default)]
    rulings: u8,
    set: String,
    #[serde(default)]
    printings: Vec<RowPrinting>,
    #[serde(default)]
    summary: String,
}

/// Every card definition written, in every set (Core Set, System Gateway, System Update 2021,
/// Elevation, Vantage Point).
fn definitions() -> impl Iterator<Item = &'static CardBehavior> {
    super::core::FACTIONS
        .iter()
        .chain(super::sg::FACTIONS.iter())
        .chain(super::su21::FACTIONS.iter())
        .chain(super::elev::FACTIONS.iter())
        .chain(super::vp::FACTIONS.iter())
        .flat_map(|cards| cards.iter())
}

/// The definition written for card `code`, in any set.
fn definition(code: &str) -> Option<&'static CardBehavior> {
    definitions().find(|b| b.code == code)
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
                let rules = definition(&r.code);
                let known: Vec<(usize, &'static str)> = r
                    .subtypes
                    .iter()
                    .filter_map(|s| SUBTYPES.iter().position(|n| n == s))
                    .map(|i| (i, SUBTYPES[i]))
                    .collect();
                let subtypes = known.iter().fold(0, |a, &(i, _)| a | 1u64 << i);
                let subtype_order: &'static [&'static str] =
                    Box::leak(known.into_iter().map(|(_, s)| s).collect::<Box<[_]>>());
                CardDef {
                    code: leak(r.code),
                    title: leak(r.title),
                    side: r.side,
                    faction: leak(r.faction),
                    card_type: r.card_type,
                    cost: r.cost.unwrap_or(0),
                    // Only agendas and identities have no cost; any other card without one
                    // costs X.
                    cost_is_x: r.cost.is_none()
                        && !matches!(r.card_type, CardType::Agenda | CardType::Identity),
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
                    rulings: r.rulings,
                    set: leak(r.set),
                    printings: Box::leak(
                        r.printings
                            .into_iter()
                            .map(|p| Printing {
                                set: leak(p.set),
                                code: leak(p.code),
                            })
                            .collect::<Box<[_]>>(),
                    ),
                    implemented: rules.is_some(),
                    summary: leak(r.summary),
                    subtype_order,
                    rules,
                    hooks: rules.map_or(0, super::hooks::hook_mask),
                    waits: rules.map_or(0, |r| r.waits_for),
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

#[cfg(test)]
mod tests {
    /// Rules Reference, "Advancement Tokens": a card that is not an agenda can be advanced only
    /// if its text says so. The fact `advanceable` (used where the card is not yet installed, e.g.
    /// by `GameState::determinize`) and the hook `can_advance` must tell the same.
    #[test]
    fn advanceable_fact_agrees_with_can_advance_hook() {
        for card in super::definitions() {
            assert_eq!(
                card.advanceable,
                card.can_advance.is_some(),
                "card {}: the advanceable fact and the can_advance hook disagree",
                card.code
            );
        }
    }
}
