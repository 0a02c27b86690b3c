//! The game state: plain data that clones as a copy of memory.

use crate::cards::{def, CardDef, CardTable, CardType};
use crate::engine::Step;
use crate::list::List;
use crate::side::Side;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

/// Most card instances in one game (both decks and identities). Ids are `u8`; 255 means none.
pub const MAX_CARDS: usize = 200;
/// Most remote servers at once.
pub const MAX_REMOTES: usize = 15;
/// Central servers (HQ, R&D, Archives) plus remotes.
pub const MAX_SERVERS: usize = 3 + MAX_REMOTES;
/// Server ids of the central servers.
pub const HQ: u8 = 0;
/// R&D's server id.
pub const RD: u8 = 1;
/// Archives' server id.
pub const ARCHIVES: u8 = 2;

/// Where a card instance is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// The player's identity card.
    Identity,
    /// Corp's hand.
    Hq,
    /// Corp's deck.
    Rd,
    /// Corp's discard pile.
    Archives,
    /// Runner's deck.
    Stack,
    /// Runner's hand.
    Grip,
    /// Runner's discard pile.
    Heap,
    /// Protecting a server (server id).
    Ice(u8),
    /// In a server's root (server id).
    Root(u8),
    /// Installed in the Runner's rig.
    Rig,
    /// In a score area.
    Score(Side),
    /// Being played (operation or event resolving).
    PlayArea,
    /// Removed from the game.
    Removed,
    /// Set aside facedown by the Runner's identity (Ayla "Bios" Rahim): not in the stack and not
    /// installed; only the Runner sees these cards (effects/set_aside.rs).
    SetAside,
    /// Hosted on this card (an installed card's instance id) without being installed
    /// (effects/held.rs: Bling, Madani, Read-Write Share, Detente): not active, in no list;
    /// faceup cards are public, facedown ones known only to their owner.
    Hosted(u8),
}

impl Zone {
    /// Whether a card here lies in a hidden pile, where a side must not follow it by its
    /// instance id: hand, deck, or set aside by Ayla "Bios" Rahim.
    pub(crate) fn hidden_pile(self) -> bool {
        matches!(
            self,
            Zone::Hq | Zone::Rd | Zone::Stack | Zone::Grip | Zone::SetAside
        )
    }
}

/// Card flag: a breaker used to break a subroutine during the current encounter.
pub const FLAG_USED_THIS_ENCOUNTER: u16 = 1;
/// Card flag: accessed during the current run.
pub const FLAG_ACCESSED: u16 = 2;
/// Card flag: an agenda scored this turn (Breaking News looks at it when a discard phase ends).
pub const FLAG_SCORED_THIS_TURN: u16 = 64;
/// Card flag: this ice has gained the barrier, code gate and sentry subtypes until the end of the
/// turn (Tinkering).
pub const FLAG_GAINS_ICE_SUBTYPES: u16 = 8;
/// Card flag: the card's "once per turn" ability was used this turn (Telework Contract); cleared
/// when a turn ends and when the card moves (a card that moves is a new object).
pub const FLAG_USED_THIS_TURN: u16 = 128;
/// Card flag: a breaker used to break a subroutine during the current run (Mayfly's "when this
/// run ends" ability waits for it).
pub const FLAG_BROKE_THIS_RUN: u16 = 16;
/// Card flag: the card was installed this turn (cleared when the turn ends; Seamless Launch).
pub const FLAG_INSTALLED_THIS_TURN: u16 = 32;
/// Card flag: the installed Runner card is added to the top of the stack when the Runner's turn
/// ends, unless it moved first (Test Run; effects/turn_end.rs). Moving clears it, as a card that
/// moves is a new object.
pub const FLAG_TO_STACK_AT_TURN_END: u16 = 4;
/// Card flag: the card's "once per run" ability was used during the current run (House of
/// Knives); cleared when a run ends.
pub const FLAG_USED_THIS_RUN: u16 = 256;
/// Card flag: the Corp advanced this card this turn (Sacrifice Zone Expansion's first advance
/// each turn); cleared when a turn ends.
pub const FLAG_ADVANCED_THIS_TURN: u16 = 1 << 12;
/// Card flag: the installed agenda was installed faceup without becoming active (BANGUN: When
/// Disaster Strikes; effects/faceup_agendas.rs): both players see it. Cleared when it moves.
pub const FLAG_INSTALLED_FACEUP: u16 = 1 << 14;
/// Card flag: the Runner card was installed without spending credits (its install cost paid
/// was 0: Bling); cleared when the card moves.
pub const FLAG_INSTALLED_FREE: u16 = 1 << 15;

/// One card in the game: an index into the card table plus its mutable facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInst {
    /// Card definition id (index into [`crate::card_table`]).
    pub def: u16,
    /// Owner.
    pub owner: Side,
    /// Current location.
    pub zone: Zone,
    /// Rezzed (Corp installed cards).
    pub rezzed: bool,
    /// Faceup (Archives, played, installed Runner cards, score areas).
    pub faceup: bool,
    /// Advancement tokens.
    pub advancement: u8,
    /// Credits hosted on the card (recurring or placed).
    pub credits: u8,
    /// Virus counters.
    pub virus: u8,
    /// Agenda counters.
    pub agenda_counters: u8,
    /// Strength added for the current encounter.
    pub boost: u8,
    /// Who has seen the card: bit 1 Corp, bit 2 Runner.
    pub known: u8,
    /// Transient flags (see `FLAG_*`).
    pub flags: u16,
    /// A card chosen by this card's ability while it stays installed (Femme Fatale's ice), or 255.
    pub chosen: u8,
    /// Power counters (Data Raven).
    #[serde(default)]
    pub power: u8,
    /// The card this one is hosted on, or 255 (Rules Reference, "Host"). A hosted Runner card
    /// stays in the rig (installed and active); only its relationship to the host is recorded.
    #[serde(default = "no_host")]
    pub host: u8,
    /// A choice its controller made for the card as it was installed (Chameleon's ice subtype:
    /// the card's own encoding), 0 for none; cleared when the card moves.
    #[serde(default)]
    pub mode: u8,
    /// The Corp's bad publicity counters hosted on this card, with no effect while hosted
    /// (Luana Campos; effects/hosted_bad_publicity.rs).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bad_publicity: u8,
}

fn no_host() -> u8 {
    crate::actions::NONE
}

impl Default for CardInst {
    /// An unused slot of the card list (never a card of the game).
    fn default() -> CardInst {
        CardInst {
            def: 0,
            owner: Side::Corp,
            zone: Zone::Removed,
            rezzed: false,
            faceup: false,
            advancement: 0,
            credits: 0,
            virus: 0,
            agenda_counters: 0,
            boost: 0,
            known: 0,
            flags: 0,
            chosen: crate::actions::NONE,
            power: 0,
            host: crate::actions::NONE,
            mode: 0,
            bad_publicity: 0,
        }
    }
}

impl CardInst {
    /// The card's definition.
    #[inline]
    pub fn def(&self) -> &'static CardDef {
        def(self.def)
    }
    /// Whether `side` knows what this card is.
    #[inline]
    pub fn known_to(&self, side: Side) -> bool {
        self.known & side.bit() != 0
    }
    /// Whether the card is installed.
    pub fn installed(&self) -> bool {
        matches!(self.zone, Zone::Ice(_) | Zone::Root(_) | Zone::Rig)
    }
    /// Whether a side must not follow the card by its instance id where it is: in a hidden
    /// pile, or hosted facedown on a card (Read-Write Share).
    pub(crate) fn id_hidden(&self) -> bool {
        self.zone.hidden_pile() || (matches!(self.zone, Zone::Hosted(_)) && !self.faceup)
    }
}

/// A server: ice (index 0 innermost) and root cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Server {
    /// Ice protecting the server, innermost first.
    pub ice: List<u8, 12>,
    /// Cards in the root (upgrades; in a remote also one agenda or asset).
    pub root: List<u8, 8>,
}

impl Server {
    /// Whether the server holds no card (a remote without cards does not exist).
    pub fn is_empty(&self) -> bool {
        self.ice.is_empty() && self.root.is_empty()
    }
}

/// The Corp's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Corp {
    /// Identity card id.
    pub identity: u8,
    /// Credits in the credit pool.
    pub credits: u16,
    /// Clicks left this turn.
    pub clicks: u8,
    /// Bad publicity.
    pub bad_publicity: u8,
    /// Hand.
    pub hq: List<u8, 64>,
    /// Deck, top card last.
    pub rd: List<u8, 96>,
    /// Discard pile, oldest first.
    pub archives: List<u8, 128>,
    /// Scored agendas.
    pub score_area: List<u8, 24>,
    /// Servers by id: HQ, R&D, Archives, then remotes.
    pub servers: [Server; MAX_SERVERS],
    /// Clicks more (or fewer) allotted for the Corp's next turn (Aggressive Trendsetting;
    /// effects/next_turn_clicks.rs).
    #[serde(default)]
    pub next_turn_clicks: i8,
}

/// The Runner's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Runner {
    /// Identity card id.
    pub identity: u8,
    /// Credits in the credit pool.
    pub credits: u16,
    /// Clicks left this turn.
    pub clicks: u8,
    /// Tags.
    pub tags: u8,
    /// Brain damage taken (lowers maximum hand size).
    pub brain_damage: u8,
    /// Hand.
    pub grip: List<u8, 64>,
    /// Deck, top card last.
    pub stack: List<u8, 96>,
    /// Discard pile, oldest first.
    pub heap: List<u8, 128>,
    /// Stolen agendas.
    pub score_area: List<u8, 24>,
    /// Installed cards, in install order.
    pub rig: List<u8, 32>,
    /// Clicks more (or fewer) allotted for the Runner's next turn (Caveat Emptor;
    /// effects/next_turn_clicks.rs).
    #[serde(default)]
    pub next_turn_clicks: i8,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinReason {
    /// A player reached the agenda points needed to win (7 unless the game says otherwise).
    AgendaPoints,
    /// The Runner was flatlined.
    Flatline,
    /// The Corp had to draw from an empty R&D.
    DeckedOut,
}

impl WinReason {
    /// Snake-case name.
    pub fn as_str(self) -> &'static str {
        match self {
            WinReason::AgendaPoints => "agenda_points",
            WinReason::Flatline => "flatline",
            WinReason::DeckedOut => "decked_out",
        }
    }
}

/// The run in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    /// Attacked server.
    pub server: u8,
    /// Index (innermost 0) of the ice being approached, encountered or passed.
    pub position: u8,
    /// Ice approached so far this run.
    pub approached: u8,
    /// Bad publicity credits left to spend.
    pub bad_publicity_credits: u8,
    /// The ice being encountered, or 255.
    pub encounter: u8,
    /// Subroutines broken on the encountered ice (bit per subroutine).
    pub broken: u16,
    /// Step [5.4] was reached.
    pub successful: bool,
    /// The run has ended (steps left on the stack for it are skipped).
    pub ended: bool,
    /// Cards from HQ or R&D still to access.
    pub deck_accesses: u8,
    /// R&D cards accessed and set aside so far (the next one is below them).
    pub rd_skipped: u8,
    /// The card whose ability made the run (a run event, Sneakdoor Beta), or 255 for the basic
    /// action.
    pub source: u8,
    /// Encounters begun so far this run (Inside Job bypasses the first).
    pub encountered: u8,
    /// Lingering effects waiting for the next ice the Runner encounters this run (Chum); what
    /// they do is asked of the definition of `lingering_next_source` (lingering.rs).
    #[serde(default, alias = "chum_next")]
    pub lingering_next: u8,
    /// The card whose lingering effects wait for the next ice (255 if none).
    #[serde(default = "none_card")]
    pub lingering_next_source: u8,
    /// The ice that lingering effects apply to in the current encounter (255 if none).
    #[serde(default = "none_card", alias = "chum_ice")]
    pub lingering_ice: u8,
    /// The card whose lingering effects apply to `lingering_ice` (255 if none).
    #[serde(default = "none_card")]
    pub lingering_source: u8,
    /// How many lingering effects apply to `lingering_ice`.
    #[serde(default, alias = "chum_count")]
    pub lingering_count: u8,
    /// Additional steal cost that lasts for the rest of the run (Red Herrings, "Persistent").
    #[serde(default)]
    pub steal_cost_persist: u8,
    /// Strength the encountered ice has lost until the end of the encounter (Datasucker, Wyrm).
    #[serde(default)]
    pub ice_minus: u8,
    /// Why the run ended, once it has ended early (none while it goes on or ends normally).
    #[serde(default)]
    pub end_reason: Option<RunEndReason>,
    /// Until the run is over, the Runner may neither steal nor trash any Corp card (Ansel 1.0).
    #[serde(default)]
    pub no_steal_or_trash: bool,
    /// Agendas the Runner stole during this run (AMAZE Amusements).
    #[serde(default)]
    pub stolen: u8,
    /// A card accessed while active whose "Persistent" ability lasts for the rest of this run
    /// even if it leaves play (AMAZE Amusements; effects/persistent.rs), or 255.
    #[serde(default = "none_card")]
    pub persistent: u8,
    /// Ice that has gained code gate for the remainder of this run (Rielle "Kit" Peddler;
    /// effects/run_subtypes.rs), or 255.
    #[serde(default = "none_card")]
    pub code_gate_ice: u8,
    /// Subroutines resolved during this run, of any ice (Take a Dive: "if a subroutine resolved
    /// during this run"; Ryo "Phoenix" Ono).
    #[serde(default)]
    pub subs_resolved: u8,
    /// Card definitions whose copies the Runner may neither steal nor trash until the run is
    /// over (Perfect Recall; effects/run_limits.rs), each stored as its definition + 1 (0: an
    /// empty slot).
    #[serde(default)]
    pub no_steal_or_trash_defs: [u16; 4],
    /// Strength every piece of ice has gained for the remainder of this run (ezaM;
    /// effects/run_strength.rs).
    #[serde(default)]
    pub ice_strength_bonus: u8,
    /// The ice that gained subroutines for the current encounter (Stick and Poke;
    /// effects/gained_subs.rs), or 255.
    #[serde(default = "none_card")]
    pub gained_subs_ice: u8,
    /// How many subroutines `gained_subs_ice` gained, before its printed ones.
    #[serde(default)]
    pub gained_subs: u8,
    /// The card whose definition's subroutines were gained (Stick and Poke), or 255.
    #[serde(default = "none_card")]
    pub gained_subs_source: u8,
}

/// Why a run ended before its last step (recorded on [`Run`] for event logs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunEndReason {
    /// An effect ended the run ("end the run"): the run is unsuccessful.
    Ended,
    /// The Runner jacked out: the run is unsuccessful.
    JackedOut,
    /// The attacked remote server ceased to exist (Rules Reference, "Server"; FAQ, "Destruction
    /// of Servers"): the run is neither successful nor unsuccessful unless already declared so.
    ServerCeased,
}

/// Agenda points needed to win unless the game says otherwise (Rules Reference, "Winning the
/// Game").
pub const DEFAULT_POINTS_TO_WIN: u8 = 7;

fn default_points_to_win() -> u8 {
    DEFAULT_POINTS_TO_WIN
}

fn is_default_points_to_win(points: &u8) -> bool {
    *points == DEFAULT_POINTS_TO_WIN
}

fn none_card() -> u8 {
    crate::actions::NONE
}

/// Per-turn facts that "first time each turn" abilities need. A scenario gives them as
/// `this_turn` and `runner_last_turn` (docs/scenario.md), so an unknown field is refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TurnFlags {
    /// The Corp installed a card this turn.
    pub corp_installed: bool,
    /// The Runner installed a program or hardware this turn.
    pub runner_installed_program_or_hardware: bool,
    /// The Runner made a successful run on HQ this turn.
    pub successful_hq_run: bool,
    /// The Runner made a run this turn (Neural EMP looks at the Runner's last turn).
    #[serde(default)]
    pub made_run: bool,
    /// The Runner made a successful run this turn (SEA Source looks at the Runner's last turn).
    #[serde(default)]
    pub successful_run: bool,
    /// The Corp scored an agenda this turn (Aggressive Negotiation).
    pub corp_scored: bool,
    /// Strength added to ice until the end of the turn, as (ice, amount) pairs with amount 0
    /// meaning unused (Corporate Troubleshooter).
    pub ice_strength_bonus: [(u8, u16); 3],
    /// The Runner would have suffered net damage this turn, prevented or not (Rules Reference,
    /// "Ordinal Events"; Net Shield).
    pub net_damage: bool,
    /// Cards the Runner trashed while accessing them this turn (Rules Reference, "Ordinal
    /// Events": René "Loup" Arcemont's first time each turn).
    #[serde(default)]
    pub accessed_trashed: u8,
    /// The Runner breached HQ this turn (Rules Reference, "Ordinal Events": a breach replaced by
    /// another effect does not count; Docklands Pass).
    #[serde(default)]
    pub breached_hq: bool,
    /// The central servers the Runner declared as the attacked server of a run this turn, one
    /// bit per server id (Red Team).
    #[serde(default)]
    pub central_runs: u8,
    /// The Runner's identity used its once-per-turn ability this turn (Zahya Sadeghi).
    #[serde(default)]
    pub runner_identity_used: bool,
    /// The Runner installed a program this turn (DZMZ Optimizer's first program each turn).
    #[serde(default)]
    pub runner_installed_program: bool,
    /// The Runner took the basic action to draw 1 card this turn (Verbal Plasticity).
    #[serde(default)]
    pub runner_basic_draw: bool,
    /// The Corp cannot score agendas for the rest of this turn (Luminal Transubstantiation).
    #[serde(default)]
    pub no_scoring: bool,
    /// Printed agenda points of the agendas the Corp scored this turn, as scored: forfeiting one
    /// later does not lower it (Neurospike ruling 1).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub corp_scored_points: u8,
    /// The Runner took a tag this turn (NBN: Reality Plus: "the first time each turn").
    #[serde(default)]
    pub tag_taken: bool,
    /// The Corp rezzed a piece of ice this turn (Reina Roja: Freedom Fighter's first ice).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ice_rezzed: bool,
    /// The ice the Runner passed during its last run this turn, one bit per card id (En
    /// Passant; effects/passed_ice.rs).
    #[serde(default, skip_serializing_if = "no_passed_ice")]
    pub last_run_passed_ice: [u64; 4],
    /// The sides that drew or would have drawn cards this turn, by `Side::bit` (Daily Business
    /// Show: "the first time each turn you would draw").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub drew: u8,
    /// The Corp created a remote server this turn (Near-Earth Hub: Broadcast Center).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub remote_created: bool,
    /// Advancement tokens the agenda the Corp scored last held as it was scored (Project
    /// Beale); the scored agenda itself keeps none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub scored_advancement: u8,
    /// The Corp played a copy of Subliminal Messaging this turn (the first copy each turn gains
    /// a click). Left out of saved JSON while false, so older saved games read the same.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub subliminal_played: bool,
    /// Servers chosen by Runner cards for this turn, as (card, server + 1) pairs, 0 meaning an
    /// unused slot (Security Testing; `effects/chosen_server.rs`).
    #[serde(default, skip_serializing_if = "no_server_chosen")]
    pub servers_chosen: [(u8, u8); 3],
    /// Servers on which a successful run has ended this turn, one bit per server: the run in
    /// progress is not counted yet (Security Testing's first successful run on a server).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub successful_runs_ended: u32,
    /// Printed agenda points of the agendas the Runner stole this turn, as stolen (Punitive
    /// Counterstrike reads the Runner's last turn).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub runner_stolen_points: u8,
    /// Events the Runner played this turn, counted as each is played (before its "when played"
    /// abilities: Touchstone's first event of the turn reads 1).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub runner_events_played: u8,
    /// Cards the Runner discarded to its maximum hand size in this turn's discard phase so far
    /// (Magdalene Keino-Chemutai; effects/discards.rs).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub runner_discarded: u8,
    /// The Corp took bad publicity this turn (Editorial Division's first time each turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bad_publicity_taken: bool,
    /// Agendas scored or stolen this turn, counted after each one's triggers are collected (The
    /// Red Room's "the first time each turn an agenda is scored or stolen").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub agendas_scored_or_stolen: u8,
    /// Agendas the Runner stole this turn (Cacophony: "the first time each turn you steal or
    /// trash a Corp card", with `accessed_trashed`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub runner_stole: u8,
    /// Installed Corp cards the Runner trashed this turn (Rules Reference, "Ordinal Events":
    /// Aggressive Trendsetting's first time; effects/access.rs).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub installed_trashed_by_runner: u8,
    /// Actions the Corp began this turn (its click spent), counted as each begins: "has not
    /// finished an action yet this turn" (Petty Cash; effects/play_from.rs).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub corp_actions_begun: u8,
    /// The Corp scored an agenda this turn that it had installed before this turn (Myōshu's
    /// "play only if"; effects/score_area.rs).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub scored_installed_earlier: bool,
    /// The agenda the Corp scored last was installed this turn (Word on the Street reads it as
    /// its "when scored" ability triggers; effects/score_area.rs).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub last_scored_installed_this_turn: bool,
    /// The Runner encountered a piece of ice this turn, set once the first encounter's
    /// triggers are collected (Stick and Poke: "the first time each turn you encounter").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ice_encountered: bool,
    /// Double operations the Corp played this turn (Rules Reference, "Ordinal Events":
    /// Synchrocyclotron's first each turn).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub double_operations_played: u8,
}

fn no_passed_ice(bits: &[u64; 4]) -> bool {
    bits.iter().all(|&b| b == 0)
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

fn no_server_chosen(slots: &[(u8, u8); 3]) -> bool {
    slots.iter().all(|s| s.1 == 0)
}

/// The whole game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameState {
    /// Every card instance; ids index this list.
    pub cards: List<CardInst, MAX_CARDS>,
    /// The Corp.
    pub corp: Corp,
    /// The Runner.
    pub runner: Runner,
    /// Turn number (each player turn counts; the Corp's first turn is 1).
    pub turn: u32,
    /// Whose turn it is.
    pub active: Side,
    /// The run in progress.
    pub run: Option<Run>,
    /// The cards accessed so far in the run in progress (for the views; the rules read only its
    /// `total`, the times a card was accessed during the run).
    #[serde(default)]
    pub run_accessed: crate::last_run::AccessLog,
    /// How the last run that ended went (for the views; the rules read it only as the run ends,
    /// for `Event::RunEnded`).
    #[serde(default)]
    pub last_run: Option<crate::last_run::LastRun>,
    /// First-time-each-turn facts.
    pub turn_flags: TurnFlags,
    /// The turn flags of the Runner's last turn (kept when the Corp's turn begins).
    #[serde(default)]
    pub last_runner_turn: TurnFlags,
    /// Winner, once the game is over.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub win_reason: Option<WinReason>,
    /// Agenda points a player needs to win (Rules Reference, "Winning the Game": 7; the System
    /// Gateway starter game plays to 6). A game option set at setup, 1 to 255; a saved game
    /// without it plays to 7, and a 7-point game writes no field (old saves stay identical).
    #[serde(
        default = "default_points_to_win",
        skip_serializing_if = "is_default_points_to_win"
    )]
    pub points_to_win: u8,
    /// Pending rule steps; the last is next. The top one may be a decision.
    pub(crate) stack: List<Step, 48>,
    /// Decisions made so far.
    pub decisions: u32,
    /// Seeded generator for every random event.
    pub(crate) rng: Xoshiro256PlusPlus,
    /// The event log (off by default; see `log.rs`). Not part of the state's JSON: a state read
    /// back records nothing until events are turned on again, and the JSON of a position does
    /// not depend on whether it was being recorded.
    #[serde(skip)]
    pub log: crate::log::EventLog,
    /// The card definitions this game reads its printed numbers from: the printed table, or a
    /// study's what-if numbers (`cards/overrides.rs`). Written as its overrides, and only when
    /// there are some (a printed game's JSON is unchanged).
    #[serde(default, skip_serializing_if = "CardTable::is_printed")]
    pub(crate) table: CardTable,
    /// The hooks some card of this game sets (`cards/hooks.rs`): scans for a hook no card of
    /// the game sets are skipped. Not in the JSON: a state read back asks every hook.
    #[serde(skip)]
    pub(crate) hooks: crate::cards::HookIndex,
    /// An upper bound on the servers holding a card: every server from this index on is empty
    /// (raised by [`GameState::note_server`] wherever a card is put into a server; never
    /// lowered, so it stays a bound as servers empty). `servers_in_use` walks back from it
    /// instead of from the last of the 18 servers. Not in the JSON: a state read back starts
    /// from all of them (`MAX_SERVERS`), which is always a bound.
    #[serde(skip, default = "all_servers")]
    pub(crate) servers_bound: u8,
    /// Whether a card may lie hosted without being installed (`Zone::Hosted`, effects/held.rs):
    /// set wherever a card is put there, never cleared, so that a card leaving play looks for
    /// the cards it holds (a walk over every card) only in a game where some card was held.
    /// Not in the JSON: a state read back assumes so (`true`).
    #[serde(skip, default = "may_hold")]
    pub(crate) holds_cards: bool,
    /// The hooks of every card ever rezzed (`rez`) or that its own text installs faceup (from
    /// `add_card`): the only installed cards that can be active, so `active_with` walks the
    /// servers for no other hook (issue 26). Never cleared; not in the JSON (read back: all).
    #[serde(skip, default = "every_hook")]
    pub(crate) rezzed_hooks: u64,
}

/// The bound on the servers in use that holds for any state: all of them.
fn all_servers() -> u8 {
    MAX_SERVERS as u8
}

fn may_hold() -> bool {
    true
}

fn every_hook() -> u64 {
    crate::cards::hooks::ALL
}

impl GameState {
    /// Card instance `id`.
    #[inline]
    pub(crate) fn card(&self, id: u8) -> &CardInst {
        &self.cards[id as usize]
    }
    #[inline]
    pub(crate) fn card_mut(&mut self, id: u8) -> &mut CardInst {
        &mut self.cards[id as usize]
    }
    /// Whether some card of this game sets one of `hooks` (`cards::hooks`): if not, a scan
    /// for them has nothing to ask.
    #[inline]
    pub(crate) fn asks(&self, hooks: u64) -> bool {
        self.hooks.any(hooks)
    }
    /// Card definition of instance `id`.
    #[inline]
    pub(crate) fn cdef(&self, id: u8) -> &'static CardDef {
        self.table.def(self.cards[id as usize].def)
    }
    /// The card table this game reads (printed, or with a study's overrides).
    pub fn card_table(&self) -> CardTable {
        self.table
    }
    /// Real title of card `id` (not filtered by what anyone knows).
    pub fn card_title(&self, id: u8) -> Option<&'static str> {
        self.cards.get(id as usize).map(|c| c.def().title)
    }
    /// Turn number.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.winner.is_some()
    }
    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }
    /// Why the game ended.
    pub fn win_reason(&self) -> Option<&'static str> {
        self.win_reason.map(WinReason::as_str)
    }
    /// Agenda points in `side`'s score area.
    pub fn agenda_points(&self, side: Side) -> u32 {
        let area = match side {
            Side::Corp => &self.corp.score_area,
            Side::Runner => &self.runner.score_area,
        };
        // Printed points, changed by the agenda's own text (Project Beale).
        // A card worth negative points (Word on the Street's -1) lowers the total, never below 0.
        let total: i32 = area
            .iter()
            .map(|&c| crate::cards::agenda_points_signed(self, c))
            .sum();
        total.max(0) as u32
    }
    /// Credits of `side`.
    pub fn credits(&self, side: Side) -> u16 {
        match side {
            Side::Corp => self.corp.credits,
            Side::Runner => self.runner.credits,
        }
    }
    /// Clicks of `side`.
    pub(crate) fn clicks_mut(&mut self, side: Side) -> &mut u8 {
        match side {
            Side::Corp => &mut self.corp.clicks,
            Side::Runner => &mut self.runner.clicks,
        }
    }
    pub(crate) fn credits_mut(&mut self, side: Side) -> &mut u16 {
        match side {
            Side::Corp => &mut self.corp.credits,
            Side::Runner => &mut self.runner.credits,
        }
    }
    /// Installed Corp cards (ice and roots) of every server.
    pub(crate) fn corp_installed(&self) -> impl Iterator<Item = u8> + '_ {
        self.servers_in_use()
            .iter()
            .flat_map(|s| s.ice.iter().chain(s.root.iter()).copied())
    }
    /// The servers up to the last one holding a card (the empty remotes after it are skipped).
    #[inline]
    pub(crate) fn servers_in_use(&self) -> &[Server] {
        let bound = (self.servers_bound as usize).min(MAX_SERVERS);
        let servers = &self.corp.servers[..bound];
        let n = servers
            .iter()
            .rposition(|s| !s.ice.is_empty() || !s.root.is_empty())
            .map_or(0, |i| i + 1);
        &servers[..n]
    }
    /// Records that a card is being put into `server` (see `servers_bound`).
    #[inline]
    pub(crate) fn note_server(&mut self, server: u8) {
        self.servers_bound = self.servers_bound.max(server.saturating_add(1));
    }
    /// Active cards of a side: identity, rezzed Corp cards and scored agendas, or rig and identity.
    pub(crate) fn active_cards(&self, side: Side) -> List<u8, 64> {
        // Plain loops: iterator adaptors over the servers cost more than the work (profiled).
        let mut out = List::new();
        match side {
            Side::Corp => {
                out.push(self.corp.identity);
                for server in self.servers_in_use() {
                    for &c in server.ice.iter().chain(server.root.iter()) {
                        // Rules Reference, "Active": installed faceup cards (rezzed, or an
                        // agenda installed faceup: Oaktown Renovation).
                        if self.cards[c as usize].rezzed || self.cards[c as usize].faceup {
                            let _ = out.try_push(c);
                        }
                    }
                }
                for &c in &self.corp.score_area {
                    let _ = out.try_push(c);
                }
            }
            Side::Runner => {
                out.push(self.runner.identity);
                for &c in &self.runner.rig {
                    let _ = out.try_push(c);
                }
            }
        }
        out
    }
    /// Dispatch by card: the active cards of `side` whose definition sets one of `hooks`
    /// (`cards::hooks`), in `active_cards` order; none, with no scan (inlined: issue 26), when
    /// no card of `side` sets them. The cards a hook is asked of, for one bit test each.
    #[inline]
    pub(crate) fn active_with(&self, side: Side, hooks: u64) -> List<u8, 64> {
        if !self.hooks.side(side, hooks) {
            return List::new();
        }
        self.active_scan(side, hooks)
    }
    #[inline(never)]
    fn active_scan(&self, side: Side, hooks: u64) -> List<u8, 64> {
        let mut out = List::new();
        let table = crate::cards::card_table();
        let sets = |c: u8| table[self.cards[c as usize].def as usize].hooks & hooks != 0;
        match side {
            Side::Corp => {
                if sets(self.corp.identity) {
                    out.push(self.corp.identity);
                }
                // Only the ice can be active in a server's ice, so the ice is walked only if
                // some ice of the game sets the hook, the roots only if some card that can be
                // active there does, the score area only if some card does (`HookIndex`); the
                // order of what is found is unchanged.
                // The servers only for the hooks of a card ever rezzed (or installed faceup).
                let rezzed = self.rezzed_hooks & hooks;
                let (ice, root, other) = (
                    self.hooks.corp_ice & rezzed != 0,
                    self.hooks.corp_root & rezzed != 0,
                    self.hooks.corp_other & hooks != 0,
                );
                if ice || root {
                    // As `active_cards`: installed faceup cards (rezzed, or an agenda installed
                    // faceup).
                    let active = |c: u8| {
                        let card = &self.cards[c as usize];
                        (card.rezzed || card.faceup) && table[card.def as usize].hooks & hooks != 0
                    };
                    // Every server below the bound: past the last one in use, they are empty.
                    let bound = (self.servers_bound as usize).min(MAX_SERVERS);
                    for server in &self.corp.servers[..bound] {
                        if ice {
                            for &c in server.ice.iter() {
                                if active(c) {
                                    let _ = out.try_push(c);
                                }
                            }
                        }
                        if root {
                            for &c in server.root.iter() {
                                if active(c) {
                                    let _ = out.try_push(c);
                                }
                            }
                        }
                    }
                }
                if self.hooks.corp_ice & hooks != 0 || other {
                    for &c in &self.corp.score_area {
                        if sets(c) {
                            let _ = out.try_push(c);
                        }
                    }
                }
            }
            Side::Runner => {
                if sets(self.runner.identity) {
                    out.push(self.runner.identity);
                }
                for &c in &self.runner.rig {
                    if sets(c) {
                        let _ = out.try_push(c);
                    }
                }
            }
        }
        out
    }
    /// Runner's memory limit (4, plus hardware that adds memory).
    pub fn memory_limit(&self) -> u8 {
        (4 + crate::cards::memory_bonus(self)).min(255) as u8
    }
    /// Memory used by installed programs (not those hosted on a card such as Djinn whose
    /// hosted programs do not count against the memory limit).
    pub fn memory_used(&self) -> u8 {
        self.runner
            .rig
            .iter()
            .filter(|&&c| self.cdef(c).card_type == CardType::Program && !self.memory_free(c))
            .map(|&c| self.cdef(c).memory_cost)
            .sum()
    }

    /// Whether `card` is (or is about to be installed) hosted on a card that frees its memory.
    pub(crate) fn memory_free(&self, card: u8) -> bool {
        let host = self.card(card).host;
        host != crate::actions::NONE && crate::cards::frees_hosted_memory_now(self, host)
    }
    /// Runner's maximum hand size: 5 less brain damage (Rules Reference, "Maximum Hand Size").
    pub fn runner_hand_size(&self) -> i32 {
        5 - self.runner.brain_damage as i32 + crate::cards::hand_size_bonus(self, Side::Runner)
    }
    /// Corp's maximum hand size.
    pub fn corp_hand_size(&self) -> i32 {
        5 + crate::cards::hand_size_bonus(self, Side::Corp)
    }
}
