//! The event log: what happened in the game and why, recorded as the rules happen, for people
//! and programs to read (issue 12, "Events"; docs/events.md lists every kind and field).
//!
//! Not to be confused with [`crate::engine::Event`], the trigger conditions that card abilities
//! wait for: a [`LogEvent`] is only a record, read by no rule.
//!
//! Recording is off by default ([`GameState::set_events`]); while off, each place that would
//! record costs one predictable branch. While on, records go into a bounded buffer inside the
//! state ([`EventLog`], plain data: a state still clones as a copy of memory) that the reader
//! drains ([`GameState::take_events`]) after every decision; nothing is allocated per event.
//!
//! Each record carries what each side may know of its cards, decided when it is recorded from
//! what that side has seen (`CardInst::known`, Rules Reference "Information"): a side's view
//! ([`LogEvent::card_seen`], [`LogEvent::text`], [`LogEvent::fields`]) shows a title only if
//! that side knew it then, and an instance id only if the card was where both can see its
//! place (installed, in Archives, in a score area, played), never in a hidden pile (hand or
//! deck), as observations do (`observe.rs`, `hidden_value`): an id would let a side follow a
//! card out of hiding, and HQ ids are reshuffled when a card leaves HQ facedown.

use crate::engine::DamageKind;
use crate::list::List;
use crate::side::Side;
use crate::state::{GameState, Zone};
use serde::{Deserialize, Serialize};

/// How many undrained records the state holds; more are counted in [`EventLog::dropped`].
pub const EVENT_CAPACITY: usize = 64;

/// No card, side or place.
const NONE: u8 = crate::actions::NONE;

macro_rules! event_kinds {
    ($($(#[$doc:meta])* $name:ident = $str:literal,)*) => {
        /// What kind of thing happened (docs/events.md describes the fields of each).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        #[repr(u8)]
        pub enum EventKind {
            $($(#[$doc])* $name,)*
        }
        impl EventKind {
            /// Every kind, in code order.
            pub const ALL: &'static [EventKind] = &[$(EventKind::$name,)*];
            /// The snake_case name used in Python dicts and docs.
            pub fn as_str(self) -> &'static str {
                match self { $(EventKind::$name => $str,)* }
            }
        }
    };
}

event_kinds! {
    /// A player's turn begins (Rules Reference, "Turns"); `amount` is the turn number.
    #[default]
    TurnBegins = "turn_begins",
    /// A phase of the turn begins; `place` is 0 draw, 1 action, 2 discard.
    PhaseBegins = "phase_begins",
    /// Clicks gained (turn start, effects).
    ClicksGained = "clicks_gained",
    /// Clicks spent on an action or ability (`card`: its card, none for a basic action).
    ClicksSpent = "clicks_spent",
    /// Clicks lost to an effect or at the end of the turn (Rules Reference [2.3]/[3.3]).
    ClicksLost = "clicks_lost",
    /// Credits gained into the pool; `card` is the source (none: basic action or rules).
    CreditsGained = "credits_gained",
    /// Credits spent or lost from the pool; `card` is what they were spent on, if known
    /// (credits spent from cards are `CountersRemoved` of kind "credits" instead).
    CreditsLost = "credits_lost",
    /// A card drawn.
    Drawn = "drawn",
    /// A card installed; `place` is where.
    Installed = "installed",
    /// A Corp card rezzed.
    Rezzed = "rezzed",
    /// A Corp card derezzed.
    Derezzed = "derezzed",
    /// An installed card exposed (Rules Reference, "Expose").
    Exposed = "exposed",
    /// A card trashed: `place` where from, `other` the card whose ability did it, `amount`
    /// the trash cost paid (accessed cards), `extra` the cause (see [`TrashCause`]).
    Trashed = "trashed",
    /// A card discarded from hand at the discard phase.
    Discarded = "discarded",
    /// An operation or event played.
    Played = "played",
    /// An agenda scored by the Corp; `amount` its agenda points.
    Scored = "scored",
    /// An agenda stolen by the Runner; `amount` its agenda points.
    Stolen = "stolen",
    /// A scored or stolen agenda forfeited.
    Forfeited = "forfeited",
    /// A card added to HQ or the grip from elsewhere than the deck; `place` where from.
    AddedToHand = "added_to_hand",
    /// A deck shuffled; `place` is R&D (1) or the stack.
    Shuffled = "shuffled",
    /// Advancement tokens placed on a card; `amount` how many.
    Advanced = "advanced",
    /// Counters placed on a card: `extra` the counter kind (see [`COUNTER_NAMES`]), `amount`.
    CountersPlaced = "counters_placed",
    /// Counters removed from a card: `extra` the counter kind, `amount`; for credits spent from
    /// or taken from the card, `other` the card they paid for or whose effect took them.
    CountersRemoved = "counters_removed",
    /// A run begins on server `place`; `other` the card that made it (none: basic action).
    RunBegins = "run_begins",
    /// The Runner approaches ice `card` protecting `place` at position `extra` (0 innermost).
    IceApproached = "ice_approached",
    /// The Runner encounters ice `card`.
    IceEncountered = "ice_encountered",
    /// The Runner passes ice `card`.
    IcePassed = "ice_passed",
    /// The Runner bypasses ice `card` (Rules Reference, "Bypass").
    IceBypassed = "ice_bypassed",
    /// Subroutine `extra` of ice `card` broken with `other`, paying `amount` credits.
    SubroutineBroken = "subroutine_broken",
    /// Subroutine `extra` of ice `card` resolves (fires).
    SubroutineFired = "subroutine_fired",
    /// The run on `place` is successful ([5.4]).
    RunSuccessful = "run_successful",
    /// The run on `place` is unsuccessful; `extra` 0 ended by an effect, 1 jacked out.
    RunUnsuccessful = "run_unsuccessful",
    /// The run on `place` ended because the server ceased to exist (FAQ, "Destruction of
    /// Servers"): neither successful nor unsuccessful.
    RunEndedServerCeased = "run_ended_server_ceased",
    /// The run is over ([6]/[7]).
    RunEnds = "run_ends",
    /// The Runner accesses `card` from `place`.
    Accessed = "accessed",
    /// The Runner leaves the accessed `card` where it is (neither trashed nor stolen).
    AccessLeft = "access_left",
    /// Damage to the Runner: `extra` the kind (0 net, 1 meat, 2 brain), `amount` dealt,
    /// `place` how much was prevented.
    Damage = "damage",
    /// Tags given to the Runner; `amount`.
    TagsGained = "tags_gained",
    /// Tags removed; `amount`.
    TagsRemoved = "tags_removed",
    /// Bad publicity taken by the Corp; `amount`.
    BadPublicity = "bad_publicity",
    /// A trace: `card` its source, `place` the base strength, `amount` the trace strength
    /// (base plus the Corp's bid), `extra` the link strength (link plus the Runner's bid),
    /// `other` the Runner's link before bidding; successful if `amount > extra`.
    Trace = "trace",
    /// The game ends: `side` the winner, `place` the reason (0 agenda points, 1 flatline,
    /// 2 decked out).
    GameEnds = "game_ends",
    /// Installed ice `card` swapped places with ice `other` (Rules Reference, "Swap"): it now
    /// protects server `place` at position `extra` (0 innermost). One record per piece of ice.
    IceSwapped = "ice_swapped",
    /// A card removed from the game (not an agenda forfeited); `place` where from.
    RemovedFromGame = "removed_from_game",
    /// A card put into R&D or the stack from elsewhere (Longevity Serum's and Spin Doctor's cards
    /// from Archives, shuffled in): `card`, `place` where it came from.
    AddedToDeck = "added_to_deck",
    /// A Runner card set aside facedown from the stack by the identity (Ayla "Bios" Rahim):
    /// `card` (its title and id hidden from the Corp), `place` where it came from.
    SetAside = "set_aside",
    /// Installed `card` moved from the card it was hosted on to host `other` (Magnet): `place`
    /// the new host's place.
    HostChanged = "host_changed",
    /// Installed `card` moved from the root of server `extra` to another root, `place` (Lotus
    /// Haze moves a rezzed upgrade): still installed as it was, not installed anew.
    CardMoved = "card_moved",
    /// A card other than a scored or stolen agenda added to `side`'s score area as an agenda
    /// (Myōshu, Word on the Street): `card`, `place` where it came from, `amount` the agenda
    /// points it is worth there (an `i16`: may be negative).
    AddedToScoreArea = "added_to_score_area",
    /// An identity flipped (Méliès U: Only the Brightest): `card`, `amount` the side it shows
    /// now (1 to 3), 0 when it flips back to its front.
    IdentityFlipped = "identity_flipped",
}

/// Number of event kinds.
pub const NUM_EVENT_KINDS: usize = EventKind::ALL.len();

/// Names of the counter kinds of `CountersPlaced`/`CountersRemoved` (`extra` indexes this).
pub const COUNTER_NAMES: [&str; 5] = ["credits", "virus", "agenda", "power", "advancement"];

/// Why a card was trashed (`extra` of a `Trashed` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum TrashCause {
    /// A card's ability or the rules (e.g. a unique card replaced).
    Effect = 0,
    /// The Runner trashed it while accessing it (paying its trash cost).
    Access = 1,
    /// Net damage.
    NetDamage = 2,
    /// Meat damage.
    MeatDamage = 3,
    /// Brain damage.
    BrainDamage = 4,
}

/// Names of [`TrashCause`] values, by code.
pub const TRASH_CAUSE_NAMES: [&str; 5] = [
    "effect",
    "access",
    "net_damage",
    "meat_damage",
    "brain_damage",
];

/// One recorded event: 16 bytes of plain data. Which fields mean something depends on
/// [`EventKind`] (docs/events.md). `card_def`/`other_def` are the card definitions at record
/// time (an instance id may later hold another card: see `conceal_leaving_hq`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEvent {
    /// What happened.
    pub kind: EventKind,
    /// The side that acted or is affected: 0 Corp, 1 Runner, 255 none.
    pub side: u8,
    /// The main card instance, or 255.
    pub card: u8,
    /// A second card instance (source, breaker), or 255 (or a number, see the kind).
    pub other: u8,
    /// A server or zone (see [`place_code`]), or a small number, see the kind.
    pub place: u8,
    /// What each side may know: bit 0/1 the Corp/Runner knows `card`'s title, bit 2/3 may see
    /// its id (it is not in a hidden pile); bits 4-7 the same for `other`.
    pub vis: u8,
    /// Definition of `card` when recorded.
    pub card_def: u16,
    /// Definition of `other` when recorded.
    pub other_def: u16,
    /// Main amount.
    pub amount: u16,
    /// Second amount or code.
    pub extra: u16,
    /// Turn number when recorded.
    pub turn: u16,
}

/// The bounded event buffer inside [`GameState`]; off by default.
#[derive(Clone, Debug, Default)]
pub struct EventLog {
    /// Whether events are recorded.
    pub on: bool,
    /// Records not yet drained, oldest first.
    pub buf: List<LogEvent, EVENT_CAPACITY>,
    /// Events recorded so far (drained, pending or dropped): the next event's `seq`.
    pub seq: u64,
    /// Events lost because the buffer was full (never, when drained after every decision).
    pub dropped: u64,
    /// The card whose action, ability or effect is resolving (credit and click changes are
    /// attributed to it), or 255.
    pub(crate) source: u8,
    /// Pool values at the last sync: Corp clicks, Runner clicks, Corp credits, Runner credits,
    /// tags, bad publicity (changes are recorded as events at the next sync).
    last: [u16; 6],
    /// Whether the last change of clicks is the acting player's spending (resolving a
    /// decision) rather than an effect.
    spending: bool,
    /// Trash cost paid for the card about to be trashed on access.
    pub(crate) trash_paid: u16,
    /// Damage about to be dealt before prevention (for the prevented amount).
    pub(crate) damage_asked: u8,
    /// Meat damage prevented before it was dealt.
    pub(crate) prevented: u8,
    /// Base strength of the trace being resolved.
    pub(crate) trace_base: u8,
    /// Kinds not recorded, one bit per `EventKind as usize` (0, the default: record every
    /// kind); see [`GameState::set_event_filter`].
    pub(crate) skip: u64,
}

/// A place as a byte: 0-17 the central piles and servers by server id (HQ, R&D, Archives,
/// remotes), 64+s ice of server s, 128+s root of server s, 32 grip, 33 stack, 34 heap, 35 rig,
/// 36 Corp score area, 37 Runner score area, 38 play area, 39 identity, 40 removed, 41 set
/// aside, 42 hosted without being installed (effects/held.rs).
pub fn place_code(zone: Zone) -> u8 {
    match zone {
        Zone::Hq => 0,
        Zone::Rd => 1,
        Zone::Archives => 2,
        Zone::Ice(s) => 64 + s,
        Zone::Root(s) => 128 + s,
        Zone::Grip => 32,
        Zone::Stack => 33,
        Zone::Heap => 34,
        Zone::Rig => 35,
        Zone::Score(Side::Corp) => 36,
        Zone::Score(Side::Runner) => 37,
        Zone::PlayArea => 38,
        Zone::Identity => 39,
        Zone::Removed => 40,
        Zone::SetAside => 41,
        Zone::Hosted(_) => 42,
    }
}

/// A place code as (zone name, server name if any): "hq", "rd", "archives", "ice", "root",
/// "grip", "stack", "heap", "rig", "score_area", "play_area", "identity", "removed",
/// "set_aside".
pub fn place_name(code: u8) -> (&'static str, Option<String>) {
    let server = |s: u8| Some(crate::actions::server_name(s));
    match code {
        0 => ("hq", None),
        1 => ("rd", None),
        2 => ("archives", None),
        3..=31 => ("server", server(code)),
        32 => ("grip", None),
        33 => ("stack", None),
        34 => ("heap", None),
        35 => ("rig", None),
        36 | 37 => ("score_area", None),
        38 => ("play_area", None),
        39 => ("identity", None),
        40 => ("removed", None),
        41 => ("set_aside", None),
        42 => ("hosted", None),
        64..=127 => ("ice", server(code - 64)),
        128..=254 => ("root", server(code - 128)),
        _ => ("none", None),
    }
}

fn side_code(side: Side) -> u8 {
    match side {
        Side::Corp => 0,
        Side::Runner => 1,
    }
}

/// A card as a side sees it in an event: id and title, each `None` when hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeenCard {
    /// Instance id, if the viewer may see it.
    pub id: Option<u8>,
    /// Title, if the viewer knows it.
    pub title: Option<&'static str>,
}

impl LogEvent {
    /// The side, if any.
    pub fn side(&self) -> Option<Side> {
        match self.side {
            0 => Some(Side::Corp),
            1 => Some(Side::Runner),
            _ => None,
        }
    }

    fn seen(id: u8, def: u16, vis: u8, viewer: Option<Side>) -> Option<SeenCard> {
        if id == NONE {
            return None;
        }
        let (title_ok, id_ok) = match viewer {
            None => (true, true),
            Some(s) => {
                let b = side_code(s);
                (vis & (1 << b) != 0, vis & (4 << b) != 0)
            }
        };
        let title = if title_ok {
            crate::cards::card_table()
                .get(def as usize)
                .map(|d| d.title)
        } else {
            None
        };
        Some(SeenCard {
            id: id_ok.then_some(id),
            title,
        })
    }

    /// The main card as `viewer` (None: everyone) may see it; None when there is no card.
    pub fn card_seen(&self, viewer: Option<Side>) -> Option<SeenCard> {
        Self::seen(self.card, self.card_def, self.vis & 15, viewer)
    }

    /// The second card as `viewer` may see it (none for kinds where `other` is a number).
    pub fn other_seen(&self, viewer: Option<Side>) -> Option<SeenCard> {
        if self.kind == EventKind::Trace {
            return None;
        }
        Self::seen(self.other, self.other_def, self.vis >> 4, viewer)
    }
}

impl GameState {
    /// Turns event recording on or off (off by default; see the module docs). Turning it on
    /// starts the credit and click bookkeeping from the current values.
    pub fn set_events(&mut self, on: bool) {
        self.log.on = on;
        self.log.last = self.log_pools();
        self.log.source = NONE;
    }

    /// Records only the kinds in `kinds` (a bit per `EventKind as usize`; `u64::MAX`, the
    /// default, records all): for readers that count a few kinds over millions of games
    /// (`simulate_stats`), the others cost no record. The pool bookkeeping (credits, clicks,
    /// tags) goes on as before, so the recorded credit and click events are unchanged.
    pub fn set_event_filter(&mut self, kinds: u64) {
        self.log.skip = !kinds;
    }

    /// Whether events are being recorded.
    pub fn events_on(&self) -> bool {
        self.log.on
    }

    /// Events recorded so far, drained or not (the `seq` the next one gets).
    pub fn events_seq(&self) -> u64 {
        self.log.seq
    }

    /// Events lost because the buffer was full since the game began.
    pub fn events_dropped(&self) -> u64 {
        self.log.dropped
    }

    /// Moves the recorded events out of the state, oldest first; `seq` of the first returned
    /// is `events_seq() - dropped_since - returned`.
    pub fn take_events(&mut self) -> List<LogEvent, EVENT_CAPACITY> {
        if self.log.on {
            self.log_sync();
        }
        std::mem::take(&mut self.log.buf)
    }

    /// Calls `f` with each recorded event, oldest first, and empties the buffer: as
    /// [`GameState::take_events`] without moving the buffer out (for batch counting, where the
    /// copy of the whole buffer per decision would cost more than the counting).
    #[inline]
    pub fn drain_events(&mut self, mut f: impl FnMut(&LogEvent)) {
        if self.log.on {
            self.log_sync();
        }
        for e in self.log.buf.iter() {
            f(e);
        }
        self.log.buf.clear();
    }

    fn log_pools(&self) -> [u16; 6] {
        [
            self.corp.clicks as u16,
            self.runner.clicks as u16,
            self.corp.credits,
            self.runner.credits,
            self.runner.tags as u16,
            self.corp.bad_publicity as u16,
        ]
    }

    /// Sets the card whose effect is resolving (after recording changes due to the last one).
    #[inline]
    pub(crate) fn log_source(&mut self, card: u8, spending: bool) {
        if self.log.on {
            self.log_sync();
            self.log.source = card;
            self.log.spending = spending;
        }
    }

    /// The card whose effect is resolving, as events may name it: none while it is still in a
    /// hidden pile (a card about to be installed from HQ): the other side may know what that
    /// pile holds but must not learn which card left it.
    pub(crate) fn log_source_card(&self) -> u8 {
        match self.cards.get(self.log.source as usize) {
            Some(c) if !c.zone.hidden_pile() => self.log.source,
            _ => NONE,
        }
    }

    /// Records changes of credits, clicks, tags and bad publicity since the last sync.
    #[cold]
    #[inline(never)]
    pub(crate) fn log_sync(&mut self) {
        let now = self.log_pools();
        let last = self.log.last;
        if now == last {
            return;
        }
        self.log.last = now;
        let src = self.log_source_card();
        for (i, (&n, &l)) in now.iter().zip(last.iter()).enumerate() {
            if n == l {
                continue;
            }
            let (up, d) = if n > l { (true, n - l) } else { (false, l - n) };
            let side = if i == 5 || i % 2 == 0 && i < 4 {
                Side::Corp
            } else {
                Side::Runner
            };
            let kind = match (i, up) {
                (0 | 1, true) => EventKind::ClicksGained,
                (0 | 1, false) if self.log.spending => EventKind::ClicksSpent,
                (0 | 1, false) => EventKind::ClicksLost,
                (2 | 3, true) => EventKind::CreditsGained,
                (2 | 3, false) => EventKind::CreditsLost,
                (4, true) => EventKind::TagsGained,
                (4, false) => EventKind::TagsRemoved,
                (_, true) => EventKind::BadPublicity,
                (_, false) => continue,
            };
            self.log_push(kind, Some(side), src, NONE, NONE, d, 0);
        }
    }

    /// Records a trace as the Runner's bid is paid: strength and link strength.
    pub(crate) fn log_trace(&mut self, strength: u16, runner_bid: u16) {
        if self.log.on {
            let link = crate::cards::link(self).min(255) as u8;
            let link_strength = (link as u16).saturating_add(runner_bid);
            let base = self.log.trace_base;
            let src = self.log.source;
            self.log(
                EventKind::Trace,
                None,
                src,
                link,
                base,
                strength,
                link_strength,
            );
        }
    }

    /// Records `kind` for `card` where it is now, by `side`, with `amount`.
    #[inline]
    pub(crate) fn log_here(&mut self, kind: EventKind, side: Side, card: u8, amount: u16) {
        if self.log.on {
            let place = place_code(self.card(card).zone);
            self.log(kind, Some(side), card, NONE, place, amount, 0);
        }
    }

    /// Records `kind` for `card`, its owner's, that came from `from` (drawn, added to hand).
    #[inline]
    pub(crate) fn log_moved(&mut self, kind: EventKind, card: u8, from: Zone) {
        if self.log.on {
            let side = self.card(card).owner;
            self.log(kind, Some(side), card, NONE, place_code(from), 0, 0);
        }
    }

    /// Records a deck shuffled.
    #[inline]
    pub(crate) fn log_shuffled(&mut self, zone: Zone) {
        let side = if zone == Zone::Rd {
            Side::Corp
        } else {
            Side::Runner
        };
        self.log(
            EventKind::Shuffled,
            Some(side),
            NONE,
            NONE,
            place_code(zone),
            0,
            0,
        );
    }

    /// Records agenda `card` scored or stolen (`kind`) from `from`, with its points.
    #[inline]
    pub(crate) fn log_agenda(&mut self, kind: EventKind, card: u8, from: Zone) {
        if self.log.on {
            let side = if kind == EventKind::Scored {
                Side::Corp
            } else {
                Side::Runner
            };
            let points = self.cdef(card).agenda_points as u16;
            self.log(kind, Some(side), card, NONE, place_code(from), points, 0);
        }
    }

    /// Records `card` trashed from `from` (by the Runner while accessing it, or by an effect:
    /// the resolving card, unless it is the card itself), with the trash cost paid if any.
    #[inline]
    pub(crate) fn log_trashed(&mut self, card: u8, from: Zone, accessed: bool) {
        if self.log.on {
            let cause = if accessed {
                TrashCause::Access
            } else {
                TrashCause::Effect
            };
            let src = match self.log_source_card() {
                s if s == card => NONE,
                s => s,
            };
            let paid = std::mem::take(&mut self.log.trash_paid);
            let (side, place) = (Some(self.card(card).owner), place_code(from));
            self.log(
                EventKind::Trashed,
                side,
                card,
                src,
                place,
                paid,
                cause as u16,
            );
        }
    }

    /// Records damage about to trash cards: dealt and prevented amounts.
    #[inline]
    pub(crate) fn log_damage(&mut self, kind: DamageKind, amount: u8) {
        let l = &self.log;
        if l.on && (amount > 0 || l.damage_asked > 0 || l.prevented > 0) {
            let asked = std::mem::take(&mut self.log.damage_asked);
            let prevented = std::mem::take(&mut self.log.prevented)
                .saturating_add(asked.saturating_sub(amount));
            let (dealt, code) = (amount as u16, kind as u16);
            let side = Some(Side::Runner);
            self.log(EventKind::Damage, side, NONE, NONE, prevented, dealt, code);
        }
    }

    /// Records grip card `card` trashed by damage of `kind`.
    #[inline]
    pub(crate) fn log_damage_trashed(&mut self, card: u8, kind: DamageKind) {
        if self.log.on {
            let cause = TrashCause::NetDamage as u16 + kind as u16;
            let (src, place) = (self.log_source_card(), place_code(Zone::Grip));
            let side = Some(Side::Runner);
            self.log(EventKind::Trashed, side, card, src, place, 0, cause);
        }
    }

    /// Records `n` counters of kind `counter` (index into [`COUNTER_NAMES`]) placed on `card`
    /// (`placed`) or removed from it.
    #[inline]
    pub(crate) fn log_counters(&mut self, card: u8, counter: u16, n: u16, placed: bool) {
        if self.log.on {
            let kind = if placed {
                EventKind::CountersPlaced
            } else {
                EventKind::CountersRemoved
            };
            let c = self.cards.get(card as usize).copied().unwrap_or_default();
            self.log(
                kind,
                Some(c.owner),
                card,
                NONE,
                place_code(c.zone),
                n,
                counter,
            );
        }
    }

    /// Records `n` credits placed on `card` (`placed`: recurring credits refilled, a load of
    /// credits) or taken from it (spent from it, or moved to a credit pool), as counters of kind
    /// "credits" (issue 12, "Events"); for credits taken, `other` is the resolving card they
    /// were spent on or whose effect took them, if it may be named (none for credits placed).
    #[inline]
    pub(crate) fn log_card_credits(&mut self, card: u8, n: u8, placed: bool) {
        if self.log.on && n > 0 {
            let kind = if placed {
                EventKind::CountersPlaced
            } else {
                EventKind::CountersRemoved
            };
            let c = self.cards.get(card as usize).copied().unwrap_or_default();
            let src = match self.log_source_card() {
                s if s == card || placed => NONE,
                s => s,
            };
            let place = place_code(c.zone);
            self.log(kind, Some(c.owner), card, src, place, n as u16, 0);
        }
    }

    /// Records identity `card` flipped to show side `shown` (0: back to its front; Méliès U).
    pub(crate) fn log_identity_flipped(&mut self, card: u8, shown: u8) {
        let side = self.cards.get(card as usize).map(|c| c.owner);
        self.log(
            EventKind::IdentityFlipped,
            side,
            card,
            NONE,
            NONE,
            shown as u16,
            0,
        );
    }

    /// Records an event (no-op while recording is off).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn log(
        &mut self,
        kind: EventKind,
        side: Option<Side>,
        card: u8,
        other: u8,
        place: u8,
        amount: u16,
        extra: u16,
    ) {
        if self.log.on {
            self.log_sync();
            self.log_push(kind, side, card, other, place, amount, extra);
        }
    }

    /// Records that `card` moved from `from` (its zone before): trashed, drawn, etc. Same as
    /// [`GameState::log`] with the place given as a zone.
    #[inline]
    pub(crate) fn log_card(&mut self, kind: EventKind, card: u8, from: Zone) {
        if self.log.on {
            let side = self.cards.get(card as usize).map(|c| c.owner);
            self.log(kind, side, card, NONE, place_code(from), 0, 0);
        }
    }

    #[cold]
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn log_push(
        &mut self,
        kind: EventKind,
        side: Option<Side>,
        card: u8,
        other: u8,
        place: u8,
        amount: u16,
        extra: u16,
    ) {
        if (self.log.skip >> (kind as u32)) & 1 != 0 {
            return;
        }
        let (card_def, vis_card) = self.log_vis(card);
        let (other_def, vis_other) = if kind == EventKind::Trace {
            (0, 0)
        } else {
            self.log_vis(other)
        };
        let event = LogEvent {
            kind,
            side: side.map_or(NONE, side_code),
            card,
            other,
            place,
            vis: vis_card | (vis_other << 4),
            card_def,
            other_def,
            amount,
            extra,
            turn: self.turn.min(u16::MAX as u32) as u16,
        };
        self.log.seq += 1;
        if self.log.buf.try_push(event).is_err() {
            self.log.dropped += 1;
        }
    }

    /// A card's definition and who may know its title (bits 0-1) and see its id (bits 2-3),
    /// from what each side has seen of it now.
    fn log_vis(&self, card: u8) -> (u16, u8) {
        let Some(c) = self.cards.get(card as usize) else {
            return (0, 0);
        };
        let visible_place = !c.id_hidden();
        let mut vis = 0;
        for side in [Side::Corp, Side::Runner] {
            let b = side_code(side);
            if c.known_to(side) {
                vis |= 1 << b;
            }
            if visible_place {
                vis |= 4 << b;
            }
        }
        (c.def, vis)
    }
}
