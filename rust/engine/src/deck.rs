//! Decklists: an identity and card counts, by title.

use crate::cards::{card_table, CardDef, CardType};
use crate::error::EngineError;
use crate::formats::{
    formats, is_banned, not_implemented_message, unimplemented_standard_card, FormatData, PoolCard,
    Restriction,
};
use crate::side::Side;
use crate::state::MAX_CARDS;
use crate::titles::{card_by_title, lookup_card, unknown_title_message};
use serde::{Deserialize, Serialize};

/// The identities whose text says "Starter game only" (System Gateway's The Catalyst and The
/// Syndicate): legal in the project's own pools, refused by Startup and Standard.
const STARTER_GAME_ONLY: [&str; 2] = [
    "The Catalyst: Convention Breaker",
    "The Syndicate: Profit over Principle",
];

/// A deck: identity title and (title, count) pairs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckList {
    /// Identity title.
    pub identity: String,
    /// Cards by title with their counts.
    pub cards: Vec<(String, u32)>,
}

/// The Core Set starter decks (Core rulebook, "Starter Decks"): every card of one faction at its
/// box quantity plus every neutral card of that side. Names are faction names; the first four
/// are Corp decks.
pub const STARTER_DECKS: [&str; 7] = [
    "haas-bioroid",
    "jinteki",
    "nbn",
    "weyland",
    "anarch",
    "criminal",
    "shaper",
];

/// The System Gateway (2021) starter decks, built by the same rule as the Core Set's: for each
/// faction identity, every Gateway card of its faction at box quantity plus every neutral Gateway
/// card of its side; for the two beginner identities, The Syndicate and The Catalyst, the neutral
/// Gateway cards of their side. The first five are Corp decks. docs/decks.md lists them.
pub const SG_STARTER_DECKS: [&str; 9] = [
    "sg-haas-bioroid",
    "sg-jinteki",
    "sg-nbn",
    "sg-weyland",
    "sg-syndicate",
    "sg-anarch",
    "sg-criminal",
    "sg-shaper",
    "sg-catalyst",
];

/// The project's own example decks for the 2021 pool (System Gateway plus System Update 2021):
/// one per faction, written as decklists in `data/decks/` (each opens with the idea behind it;
/// docs/decks.md lists them). No official 2021 decklists exist in the rules material, so these
/// are not official lists. The first four are Corp decks.
pub const EXAMPLE_2021_DECKS: [&str; 7] = [
    "2021-haas-bioroid",
    "2021-jinteki",
    "2021-nbn",
    "2021-weyland",
    "2021-anarch",
    "2021-criminal",
    "2021-shaper",
];

/// The decklist text of each of [`EXAMPLE_2021_DECKS`], in the same order.
const EXAMPLE_2021_TEXTS: [&str; 7] = [
    include_str!("../../../data/decks/2021-haas-bioroid.txt"),
    include_str!("../../../data/decks/2021-jinteki.txt"),
    include_str!("../../../data/decks/2021-nbn.txt"),
    include_str!("../../../data/decks/2021-weyland.txt"),
    include_str!("../../../data/decks/2021-anarch.txt"),
    include_str!("../../../data/decks/2021-criminal.txt"),
    include_str!("../../../data/decks/2021-shaper.txt"),
];

/// The project's own example decks for today's Startup format (System Gateway, Elevation,
/// Vantage Point): one per faction, written as decklists in `data/decks/` (each opens with the
/// idea behind it; docs/decks.md lists them and the cards each would take once more of the sets
/// are implemented). Each is legal in [`Format::Startup`] and uses only implemented cards. The
/// first four are Corp decks.
pub const STARTUP_DECKS: [&str; 7] = [
    "startup-haas-bioroid",
    "startup-jinteki",
    "startup-nbn",
    "startup-weyland",
    "startup-anarch",
    "startup-criminal",
    "startup-shaper",
];

/// The decklist text of each of [`STARTUP_DECKS`], in the same order.
const STARTUP_TEXTS: [&str; 7] = [
    include_str!("../../../data/decks/startup-haas-bioroid.txt"),
    include_str!("../../../data/decks/startup-jinteki.txt"),
    include_str!("../../../data/decks/startup-nbn.txt"),
    include_str!("../../../data/decks/startup-weyland.txt"),
    include_str!("../../../data/decks/startup-anarch.txt"),
    include_str!("../../../data/decks/startup-criminal.txt"),
    include_str!("../../../data/decks/startup-shaper.txt"),
];

/// A card pool a deck can be checked against ([`DeckList::problems_in`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The Core Set (2012) alone: `"core"`.
    Core2012,
    /// The 2021 card pool, System Gateway plus System Update 2021 (as far as the engine
    /// implements them): `"2021"`.
    Pool2021,
    /// Today's Startup format: System Gateway, Elevation and Vantage Point, under its newest
    /// restriction list (banned titles, at most 4 three-point agendas): `"startup"`
    /// (`data/formats.json`).
    Startup,
    /// Today's Standard format: Startup's sets and the sets from Downfall to Rebellion Without
    /// Rehearsal, under its newest restriction list: `"standard"`. Standard cards the card table
    /// does not hold yet are named as not implemented.
    Standard,
    /// Any card the engine implements, of any set, mixed freely: `"any"`.
    Any,
}

/// The format names [`Format::parse`] accepts.
pub const FORMATS: [&str; 5] = ["core", "2021", "startup", "standard", "any"];

impl Format {
    /// The format named `name` (one of [`FORMATS`], any case); an error naming the formats
    /// otherwise.
    pub fn parse(name: &str) -> Result<Format, EngineError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "core" | "core2012" | "core-2012" => Ok(Format::Core2012),
            "2021" | "sg" | "su21" | "system-gateway" => Ok(Format::Pool2021),
            "startup" => Ok(Format::Startup),
            "standard" => Ok(Format::Standard),
            "any" => Ok(Format::Any),
            _ => Err(EngineError::Deck(format!(
                "no format named {}; the formats are {}",
                short(name),
                FORMATS.join(", ")
            ))),
        }
    }

    /// The format's name, as [`Format::parse`] reads it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Core2012 => "core",
            Format::Pool2021 => "2021",
            Format::Startup => "startup",
            Format::Standard => "standard",
            Format::Any => "any",
        }
    }

    /// The organised-play data of Startup and Standard (sets, restriction list).
    fn data(self) -> Option<&'static FormatData> {
        match self {
            Format::Startup => Some(&formats().startup),
            Format::Standard => Some(&formats().standard),
            _ => None,
        }
    }

    /// The sets whose cards the format allows (empty: every set).
    fn sets(self) -> &'static [&'static str] {
        match self {
            Format::Core2012 => &["core"],
            Format::Pool2021 => &["sg", "su21"],
            Format::Startup | Format::Standard => self.data().map_or(&[], |d| &d.sets[..]),
            Format::Any => &[],
        }
    }

    /// What the format's pool is, for problems.
    fn pool(self) -> &'static str {
        match self {
            Format::Core2012 => "the Core Set 2012 pool",
            Format::Pool2021 => "the 2021 pool (System Gateway, System Update 2021)",
            Format::Startup => "the Startup pool (System Gateway, Elevation, Vantage Point)",
            Format::Standard => "the Standard pool",
            Format::Any => "any set",
        }
    }

    /// Whether `card` belongs to the format's pool (in any of its printings).
    pub fn allows(self, card: &CardDef) -> bool {
        let sets = self.sets();
        sets.is_empty() || sets.iter().any(|s| card.in_set(s))
    }

    /// The format's newest restriction list (Startup and Standard), if it has one.
    pub fn restriction(self) -> Option<&'static Restriction> {
        self.data().map(|d| &d.restriction)
    }
}

/// One listed title's facts for the deckbuilding rules: a card of the table, or a Standard card
/// the table does not hold yet (see [`crate::formats`]).
struct Entry {
    title: &'static str,
    side: Side,
    identity: bool,
    faction: &'static str,
    influence: u8,
    agenda_points: u8,
    deck_limit: u8,
    minimum_deck_size: u8,
    /// An identity's influence limit (`u32::MAX`: none printed).
    influence_limit: u32,
    implemented: bool,
    in_format: bool,
}

impl Entry {
    fn of_def(d: &'static CardDef, format: Format) -> Entry {
        Entry {
            title: d.title,
            side: d.side,
            identity: d.card_type == CardType::Identity,
            faction: d.faction,
            influence: d.influence,
            agenda_points: d.agenda_points,
            deck_limit: d.deck_limit,
            minimum_deck_size: d.minimum_deck_size,
            influence_limit: d.influence_limit as u32,
            implemented: d.implemented,
            in_format: format.allows(d),
        }
    }

    fn of_pool_card(c: &'static PoolCard, format: Format) -> Entry {
        Entry {
            title: c.title,
            side: if c.side == "corp" {
                Side::Corp
            } else {
                Side::Runner
            },
            identity: c.card_type == "identity",
            faction: c.faction,
            influence: c.influence,
            agenda_points: c.agenda_points,
            deck_limit: c.deck_limit,
            minimum_deck_size: c.minimum_deck_size,
            influence_limit: c.influence_limit.map_or(u32::MAX, u32::from),
            implemented: false,
            in_format: matches!(format, Format::Standard | Format::Any),
        }
    }
}

/// The most cards one deck may list: the game holds at most `MAX_CARDS` (200) card instances,
/// two of them the identities. Larger counts are refused before anything is allocated.
pub const MAX_DECK_CARDS: u32 = MAX_CARDS as u32 - 2;

/// One broken deckbuilding rule (Rules Reference, "Deckbuilding").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckProblem {
    /// The rule, e.g. `"minimum deck size"`.
    pub rule: &'static str,
    /// What is wrong, with the numbers.
    pub message: String,
}

impl DeckList {
    /// The default Corp deck: the Jinteki starter deck (the rulebook's first-game suggestion).
    pub fn default_corp() -> DeckList {
        Self::starter("jinteki").expect("a starter deck")
    }

    /// The default Runner deck: the Shaper starter deck (the rulebook's first-game suggestion).
    pub fn default_runner() -> DeckList {
        Self::starter("shaper").expect("a starter deck")
    }

    /// A built-in deck by name: a Core Set starter by faction name (see [`STARTER_DECKS`]; also
    /// accepts `hb`, `weyland-consortium`, and any case), a System Gateway starter, `sg-`
    /// and a faction name or `syndicate`/`catalyst` (see [`SG_STARTER_DECKS`]), or one of the
    /// example decks of the 2021 pool, `2021-` and a faction name (see [`EXAMPLE_2021_DECKS`]),
    /// or one of the example Startup decks, `startup-` and a faction name (see
    /// [`STARTUP_DECKS`]).
    pub fn starter(name: &str) -> Result<DeckList, EngineError> {
        let lower = name.trim().to_ascii_lowercase();
        if let Some(i) = EXAMPLE_2021_DECKS.iter().position(|d| *d == lower) {
            return DeckList::parse(EXAMPLE_2021_TEXTS[i]);
        }
        if let Some(i) = STARTUP_DECKS.iter().position(|d| *d == lower) {
            return DeckList::parse(STARTUP_TEXTS[i]);
        }
        let (set, faction_name) = match lower.strip_prefix("sg-") {
            Some(rest) => ("sg", rest),
            None => ("core", lower.as_str()),
        };
        let faction = match (set, faction_name) {
            ("sg", "syndicate" | "the-syndicate") => "neutral-corp",
            ("sg", "catalyst" | "the-catalyst") => "neutral-runner",
            (_, f) => match f {
                "haas-bioroid" | "hb" | "haas bioroid" => "haas-bioroid",
                "jinteki" => "jinteki",
                "nbn" => "nbn",
                "weyland" | "weyland-consortium" => "weyland-consortium",
                "anarch" => "anarch",
                "criminal" => "criminal",
                "shaper" => "shaper",
                _ => {
                    return Err(EngineError::Deck(format!(
                        "no starter deck named {}; the starter decks are {}, {}, {}, {}",
                        short(name),
                        STARTER_DECKS.join(", "),
                        SG_STARTER_DECKS.join(", "),
                        EXAMPLE_2021_DECKS.join(", "),
                        STARTUP_DECKS.join(", ")
                    )))
                }
            },
        };
        let table = card_table();
        let identity = table
            .iter()
            .find(|c| c.set == set && c.faction == faction && c.card_type == CardType::Identity)
            .expect("every faction has an identity in both sets");
        let neutral = match identity.side {
            Side::Corp => "neutral-corp",
            Side::Runner => "neutral-runner",
        };
        Ok(DeckList {
            identity: identity.title.to_string(),
            cards: table
                .iter()
                .filter(|c| {
                    c.in_set(set)
                        && c.side == identity.side
                        && (c.faction == faction || c.faction == neutral)
                        && c.card_type != CardType::Identity
                })
                .map(|c| (c.title.to_string(), c.quantity as u32))
                .collect(),
        })
    }

    /// Number of cards in the deck (the identity does not count).
    pub fn size(&self) -> u32 {
        // Saturating: a deck built by hand may hold absurd counts (they are refused elsewhere).
        self.cards
            .iter()
            .fold(0u32, |total, (_, n)| total.saturating_add(*n))
    }

    /// Every deckbuilding rule the deck breaks (Rules Reference, "Deckbuilding"), each named with
    /// its numbers; empty for a legal deck. Unknown titles are reported as problems too. Cards of
    /// every set may be mixed (the format [`Format::Any`]; see [`DeckList::problems_in`]).
    pub fn problems(&self) -> Vec<DeckProblem> {
        self.problems_in(Format::Any)
    }

    /// As [`DeckList::problems`], and also every card (identity included) outside `format`'s
    /// pool, by name (rule `"format"`).
    pub fn problems_in(&self, format: Format) -> Vec<DeckProblem> {
        self.problems_with(format, crate::cards::CardTable::printed())
    }

    /// As [`DeckList::problems_in`], reading influence and agenda points from `table` (a
    /// study's what-if numbers, issue 29: an influence or agenda-point override changes
    /// whether a deck is legal).
    pub fn problems_with(
        &self,
        format: Format,
        table: crate::cards::CardTable,
    ) -> Vec<DeckProblem> {
        let mut out = Vec::new();
        let mut report =
            |rule: &'static str, message: String| out.push(DeckProblem { rule, message });
        let table = table.defs();
        let pool_card = |title: &str| unimplemented_standard_card(title);
        let identity = match card_by_title(&self.identity) {
            Some(id) => Entry::of_def(&table[id as usize], format),
            None => match pool_card(&self.identity) {
                Some(c) => Entry::of_pool_card(c, format),
                None => {
                    let message = unknown_title_message(&self.identity);
                    report("identity", format!("unknown identity {message}"));
                    return out;
                }
            },
        };
        if !identity.identity {
            report("identity", format!("{} is not an identity", identity.title));
            return out;
        }
        let restriction = format.restriction();
        let outside = |title: &str| format!("{title} is not in {}", format.pool());
        let banned = |title: &str| {
            let r = restriction.expect("checked for a restriction");
            format!("{title} is banned ({}, {})", r.name, r.date_start)
        };
        // Identity first: its pool, its ban, and whether the engine has it.
        if !identity.in_format {
            report("format", outside(identity.title));
        }
        if restriction.is_some_and(|r| is_banned(r, identity.title)) {
            report("banned", banned(identity.title));
        }
        // Card text of The Catalyst and The Syndicate: "Starter game only": no format with a
        // restriction list (Startup, Standard) takes them.
        if restriction.is_some() && STARTER_GAME_ONLY.contains(&identity.title) {
            report(
                "format",
                format!("{} is for the starter game only (its text)", identity.title),
            );
        }
        if !identity.implemented {
            report("implemented", not_implemented(identity.title));
        }
        let side = identity.side;
        // Merge counts by title (a title may be listed on several lines).
        let mut counts: Vec<(Entry, u32)> = Vec::new();
        for (title, n) in &self.cards {
            let entry = match card_by_title(title) {
                Some(c) => Entry::of_def(&table[c as usize], format),
                None => match pool_card(title) {
                    Some(c) => Entry::of_pool_card(c, format),
                    None => {
                        report(
                            "card titles",
                            format!("unknown card {}", unknown_title_message(title)),
                        );
                        continue;
                    }
                },
            };
            match counts.iter_mut().find(|(d, _)| d.title == entry.title) {
                Some((_, m)) => *m = m.saturating_add(*n),
                None => counts.push((entry, *n)),
            }
        }
        // Rule 1: minimum deck size. Every card listed counts, unknown titles too, so that the
        // size here is the deck's size everywhere (`DeckList::size`, `nr-fast deck check`).
        let size: u32 = self.size();
        if size > MAX_DECK_CARDS {
            report(
                "engine limit",
                format!("{size} cards, more than the {MAX_DECK_CARDS} a deck may hold"),
            );
        }
        let minimum = identity.minimum_deck_size as u32;
        if size < minimum {
            report(
                "minimum deck size",
                format!("{size} cards, fewer than {minimum} ({})", identity.title),
            );
        }
        let mut influence = 0u32;
        let mut agenda_points = 0u32;
        let mut three_pointers = 0u32;
        // The cards behind the influence and the agenda points, named in their problems.
        let mut influence_cards: Vec<String> = Vec::new();
        let mut agenda_cards: Vec<String> = Vec::new();
        let mut three_point_cards: Vec<String> = Vec::new();
        for (d, n) in &counts {
            let n = *n;
            if !d.in_format {
                report("format", outside(d.title));
            }
            if restriction.is_some_and(|r| is_banned(r, d.title)) {
                report("banned", banned(d.title));
            }
            // Rule 2: at most three copies by title (the card's own deck limit).
            if n > d.deck_limit as u32 {
                report(
                    "copies per title",
                    format!("{n} copies of {}, more than {}", d.title, d.deck_limit),
                );
            }
            // Rule 3: the side's own cards only (and no identities in the deck).
            if d.side != side || d.identity {
                report(
                    "side",
                    format!("{} cannot be in a {} deck", d.title, side.as_str()),
                );
            }
            // Rule 4: influence of out-of-faction cards.
            if d.faction != identity.faction {
                let spent = (d.influence as u32).saturating_mul(n);
                influence = influence.saturating_add(spent);
                if spent > 0 {
                    influence_cards.push(format!("{n}x {} ({spent})", d.title));
                }
            }
            let points = (d.agenda_points as u32).saturating_mul(n);
            agenda_points = agenda_points.saturating_add(points);
            if points > 0 {
                agenda_cards.push(format!("{n}x {} ({points})", d.title));
            }
            if d.agenda_points == 3 {
                three_pointers = three_pointers.saturating_add(n);
                three_point_cards.push(format!("{n}x {}", d.title));
            }
            if !d.implemented {
                report("implemented", not_implemented(d.title));
            }
        }
        let limit = identity.influence_limit;
        if influence > limit {
            report(
                "influence limit",
                format!(
                    "{influence} influence, more than {limit} ({}): {}",
                    identity.title,
                    influence_cards.join(", ")
                ),
            );
        }
        // The restriction list's limit on 3-point agendas (Startup: at most 4), read as copies
        // of agendas printed with 3 agenda points.
        if let Some((r, max)) = restriction.and_then(|r| r.max_3_point_agendas.map(|m| (r, m))) {
            if three_pointers > max as u32 {
                report(
                    "3-point agendas",
                    format!(
                        "{three_pointers} agendas worth 3 points, more than {max} ({}): {}",
                        r.name,
                        three_point_cards.join(", ")
                    ),
                );
            }
        }
        // Rule 5: agenda points for the deck size (Corp only).
        if side == Side::Corp {
            let need = required_agenda_points(size.max(minimum));
            if agenda_points != need && agenda_points != need + 1 {
                report(
                    "agenda points",
                    format!(
                        "{agenda_points} agenda points in {size} cards, needs {need} or {}{}{}",
                        need + 1,
                        if agenda_cards.is_empty() { "" } else { ": " },
                        agenda_cards.join(", ")
                    ),
                );
            }
        }
        out
    }

    /// Ok for a deck that follows every deckbuilding rule; otherwise a [`EngineError::Deck`]
    /// naming each broken rule.
    pub fn validate(&self) -> Result<(), EngineError> {
        self.validate_in(Format::Any)
    }

    /// As [`DeckList::validate`], and every card must be in `format`'s pool.
    pub fn validate_in(&self, format: Format) -> Result<(), EngineError> {
        let problems = self.problems_in(format);
        if problems.is_empty() {
            return Ok(());
        }
        let lines: Vec<String> = problems
            .iter()
            .map(|p| format!("{}: {}", p.rule, p.message))
            .collect();
        Err(EngineError::Deck(lines.join("; ")))
    }

    /// The deck as plain decklist text (identity first, then `3x Title` lines).
    pub fn to_text(&self) -> String {
        let mut out = self.identity.clone();
        for (title, n) in &self.cards {
            out.push_str(&format!("\n{n}x {title}"));
        }
        out.push('\n');
        out
    }

    /// Parses a plain-text decklist: the identity on the first line (optionally after
    /// `Identity:`), then one card per line as `3x Hedge Fund`, `3 Hedge Fund` or `Hedge Fund`.
    /// This is the engine's reader of its own built-in texts (the 2021 example decks) and of
    /// Rust callers' plain lists; the decklists players exchange (NetrunnerDB exports, section
    /// headers, `Title x3`) are read by the Python package's `nr_fast.decklist`, the one reader
    /// behind `Deck.parse`, `Game(corp=<text>)`, the web table and the command line.
    /// Blank lines and `#` comments are ignored. Titles are kept as written (they are looked up
    /// when the deck is used, in any case and with or without accents).
    ///
    /// Errors ([`EngineError::Deck`], naming the line): an empty decklist, an empty identity, a
    /// count with no title, and a count (or a total) above [`MAX_DECK_CARDS`], refused before
    /// anything is allocated for the cards.
    pub fn parse(text: &str) -> Result<DeckList, EngineError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
            .filter(|(_, l)| !l.is_empty());
        let (n, identity) = lines
            .next()
            .ok_or_else(|| EngineError::Deck("empty decklist".into()))?;
        let identity = match identity.get(..9) {
            Some(p) if p.eq_ignore_ascii_case("identity:") => identity[9..].trim(),
            _ => identity,
        };
        if identity.is_empty() {
            return Err(EngineError::Deck(format!(
                "line {n}: the identity line names no identity (write e.g. \
                 \"Identity: Noise: Hacker Extraordinaire\")"
            )));
        }
        let mut cards = Vec::new();
        let mut total = 0u64;
        for (n, line) in lines {
            let (count, title) = split_count(line)
                .map_err(|m| EngineError::Deck(format!("line {n} ({}): {m}", short(line))))?;
            total += count as u64;
            if total > MAX_DECK_CARDS as u64 {
                return Err(EngineError::Deck(format!(
                    "line {n}: the deck lists more than {MAX_DECK_CARDS} cards, more than a \
                     game holds"
                )));
            }
            cards.push((title.to_string(), count));
        }
        Ok(DeckList {
            identity: identity.to_string(),
            cards,
        })
    }

    /// Card definition ids of the identity and of every card (one entry per copy), checking
    /// that each title exists, belongs to `side`, and is implemented.
    pub(crate) fn resolve(&self, side: Side) -> Result<(u16, Vec<u16>), EngineError> {
        // Bounded before anything is allocated (counts may come from anywhere).
        let total: u64 = self.cards.iter().map(|(_, n)| *n as u64).sum();
        if total > MAX_DECK_CARDS as u64 {
            return Err(EngineError::Deck(format!(
                "the {} deck lists {total} cards; a deck may hold at most {MAX_DECK_CARDS}",
                side.as_str()
            )));
        }
        let lookup = lookup_card;
        let id = lookup(&self.identity)?;
        let table = card_table();
        let def = &table[id as usize];
        if def.card_type != CardType::Identity || def.side != side {
            return Err(EngineError::Deck(format!(
                "{} is not a {} identity",
                def.title,
                side.as_str()
            )));
        }
        let mut cards = Vec::new();
        for (title, count) in &self.cards {
            let c = lookup(title)?;
            let d = &table[c as usize];
            if d.side != side || d.card_type == CardType::Identity {
                return Err(EngineError::Deck(format!(
                    "{} cannot be in a {} deck",
                    d.title,
                    side.as_str()
                )));
            }
            if !d.implemented {
                return Err(EngineError::Deck(format!(
                    "{} is not implemented by the engine yet",
                    d.title
                )));
            }
            cards.extend(std::iter::repeat_n(c, *count as usize));
        }
        if cards.is_empty() {
            return Err(EngineError::Deck(format!(
                "the {} deck has no cards",
                side.as_str()
            )));
        }
        Ok((id, cards))
    }
}

/// The problem message for a card the engine does not implement: a card of the table (Elevation
/// and Vantage Point grow card by card), or a Standard card the table does not hold yet.
fn not_implemented(title: &str) -> String {
    match unimplemented_standard_card(title) {
        Some(c) if card_by_title(title).is_none() => not_implemented_message(c),
        _ => format!("{title} is not implemented by the engine yet"),
    }
}

/// Agenda points a Corp deck of `size` cards needs (the lower of the two allowed values; one more
/// is also legal): 18 for 40-44 cards, 20 for 45-49, 22 for 50-54, then 2 more at every multiple
/// of 5 (Rules Reference, "Deckbuilding", rule 5).
pub fn required_agenda_points(size: u32) -> u32 {
    let size = size.max(40);
    18 + 2 * ((size - 40) / 5)
}

/// The first 40 characters of `line`, for error messages.
fn short(line: &str) -> String {
    let s: String = line.chars().take(40).collect();
    if s.len() < line.len() {
        format!("{s:?}…")
    } else {
        format!("{s:?}")
    }
}

/// Splits a decklist card line into its count (1 when none is written) and title. A first
/// word of digits, optionally followed by `x`, is a count; it must be at most
/// [`MAX_DECK_CARDS`] and be followed by a title.
fn split_count(line: &str) -> Result<(u32, &str), String> {
    let (first, rest) = match line.split_once(char::is_whitespace) {
        Some((f, r)) => (f, r.trim()),
        None => (line, ""),
    };
    let digits = first.strip_suffix(['x', 'X']).unwrap_or(first);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok((1, line));
    }
    // Digits only: compare without parsing, so that any length is refused cleanly.
    let value = digits.trim_start_matches('0');
    let count = match value.len() {
        0 => 0,
        1..=4 => value.parse::<u32>().unwrap_or(u32::MAX),
        _ => u32::MAX,
    };
    if count > MAX_DECK_CARDS {
        return Err(format!(
            "a count of {}{} copies is more than the {MAX_DECK_CARDS} cards a deck may hold",
            &value[..value.len().min(12)],
            if value.len() > 12 { "…" } else { "" }
        ));
    }
    if rest.is_empty() {
        return Err("a count with no card title".into());
    }
    Ok((count, rest))
}
