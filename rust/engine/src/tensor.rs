//! Fixed-shape numeric views of the state for learning agents: the observation tensor and the
//! information-state tensor of one side (docs/tensors.md gives the layout field by field).
//!
//! Both encode only what that side may know (hidden information is first-class, DESIGN.md): a
//! card's identity is written only when [`CardInst::known_to`] says the side has seen it; every
//! other fact used (credits, clicks, tags, counters, pile sizes, rezzed flags, the run, the
//! pending decision) is public, or private to the side itself. So two states that `side` cannot
//! tell apart (e.g. a state and its [`GameState::determinize`]`(side, seed)`) give the same
//! tensors.

use std::sync::OnceLock;

use crate::cards::{card_table, CardType};
use crate::side::Side;
use crate::state::{CardInst, GameState, Zone, MAX_SERVERS};

/// Card definitions in the card table (`nr_fast.card_list()` order = definition id).
pub const NUM_DEFS: usize = 391;
/// Ice definitions (card-table order).
pub const NUM_ICE_DEFS: usize = 64;
/// Agenda, asset and upgrade definitions: the cards a server root can hold (card-table order).
pub const NUM_ROOT_DEFS: usize = 87;
/// Program, hardware and resource definitions: the cards of the rig (card-table order).
pub const NUM_RIG_DEFS: usize = 108;
/// Agenda definitions (card-table order).
pub const NUM_AGENDA_DEFS: usize = 35;
/// Identity definitions (card-table order).
pub const NUM_IDENTITY_DEFS: usize = 42;

/// Servers encoded: HQ, R&D, Archives and the first five remotes.
pub const ENCODED_SERVERS: usize = 8;
/// Ice slots encoded per server, innermost first (position 0 is the innermost, as in a run).
pub const ICE_SLOTS: usize = 5;
/// Root slots encoded per server, in install order.
pub const ROOT_SLOTS: usize = 3;

/// The scalar facts at the start of both tensors, in order.
pub const GLOBAL_NAMES: [&str; 43] = [
    "observer_is_corp",
    "observer_is_runner",
    "corp_decides",
    "runner_decides",
    "observer_decides",
    "corp_active",
    "runner_active",
    "turn",
    "game_over",
    "corp_won",
    "runner_won",
    "corp_credits",
    "corp_clicks",
    "corp_bad_publicity",
    "corp_agenda_points",
    "hq_size",
    "rd_size",
    "archives_size",
    "archives_facedown",
    "corp_max_hand_size",
    "runner_credits",
    "runner_clicks",
    "runner_tags",
    "runner_brain_damage",
    "runner_agenda_points",
    "grip_size",
    "stack_size",
    "heap_size",
    "runner_link",
    "memory_used",
    "memory_limit",
    "runner_max_hand_size",
    "remotes",
    "installed_not_encoded",
    "corp_score_area_size",
    "runner_score_area_size",
    "rig_size",
    "hq_known_to_observer",
    "grip_known_to_observer",
    "points_to_win",
    "corp_next_turn_clicks",
    "runner_next_turn_clicks",
    "held_cards",
];

/// The decision names of the one-hot `decision` block (see `GameState::decision_name`); a name
/// not listed sets the last slot, `other`.
pub const DECISION_NAMES: [&str; 56] = [
    "none",
    "mulligan",
    "action",
    "paid_ability_window",
    "rez_ice",
    "encounter",
    "jack_out",
    "access",
    "trash_or_steal",
    "discard",
    "trace_corp",
    "trace_runner",
    "install_trash",
    "memory",
    "mode",
    "choose_card",
    "prevent_damage",
    "prevent_trash",
    "expose",
    "rez_ice_free",
    "prevent_expose",
    "place_advancement",
    "arrange",
    "order_triggers",
    "replace_access",
    "rez_or_trash",
    "run_server",
    "avoid_tags",
    "prevent_meat_damage",
    "host",
    "trash_programs",
    "install_looked_ice",
    "install_from_hq",
    "archives_to_hq",
    "choose_ice",
    "search_rd",
    "forfeit_agenda",
    "trash_ice",
    "choose",
    "amount",
    // System Gateway's own choices.
    "archives_to_rd",
    "card_to_install",
    "funhouse",
    "ice_to_install",
    "install_where",
    "place_counters",
    "shuffle_into_rd",
    "trash_from_hq",
    "trash_program_or_hardware",
    "trash_resource",
    "trash_runner_card",
    // System Update 2021's own choices.
    "choose_server",
    "program_to_host",
    "rez_bioroid",
    "subroutine_to_resolve",
    "other",
];

/// Features of the `run` block after the server one-hot.
pub const RUN_NAMES: [&str; 8] = [
    "position",
    "approached",
    "encountering",
    "subroutines_broken",
    "successful",
    "ended",
    "bad_publicity_credits",
    "ice_strength_lost",
];

/// Features of one ice slot before the ice one-hot.
pub const ICE_FEATURES: [&str; 6] = [
    "present",
    "known",
    "unknown",
    "rezzed",
    "advancement",
    "counters",
];
/// Features of one root slot before the root-card one-hot.
pub const ROOT_FEATURES: [&str; 8] = [
    "present",
    "known",
    "unknown",
    "rezzed",
    "advancement",
    "credits",
    "agenda_counters",
    "power_counters",
];
/// Features per rig definition.
pub const RIG_FEATURES: [&str; 4] = ["installed", "credits", "virus", "power"];
/// Turn flags of the information state (current turn, then the Runner's last turn).
pub const TURN_FLAG_NAMES: [&str; 7] = [
    "corp_installed",
    "runner_installed_program_or_hardware",
    "successful_hq_run",
    "made_run",
    "successful_run",
    "corp_scored",
    "net_damage",
];

const ICE_SLOT: usize = ICE_FEATURES.len() + NUM_ICE_DEFS;
const ROOT_SLOT: usize = ROOT_FEATURES.len() + NUM_ROOT_DEFS;
const SERVER_BLOCK: usize = 2 + ICE_SLOTS * ICE_SLOT + ROOT_SLOTS * ROOT_SLOT;

/// One named block of a tensor: `size` floats from `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// Block name (docs/tensors.md).
    pub name: &'static str,
    /// First index.
    pub offset: usize,
    /// Number of floats.
    pub size: usize,
}

const fn field(name: &'static str, offset: usize, size: usize) -> Field {
    Field { name, offset, size }
}

const F_GLOBAL: Field = field("global", 0, GLOBAL_NAMES.len());
const F_DECISION: Field = field(
    "decision",
    F_GLOBAL.offset + F_GLOBAL.size,
    DECISION_NAMES.len(),
);
const F_RUN: Field = field(
    "run",
    F_DECISION.offset + F_DECISION.size,
    1 + MAX_SERVERS + RUN_NAMES.len(),
);
const F_IDENTITIES: Field = field(
    "identities",
    F_RUN.offset + F_RUN.size,
    2 * NUM_IDENTITY_DEFS,
);
const F_SERVERS: Field = field(
    "servers",
    F_IDENTITIES.offset + F_IDENTITIES.size,
    ENCODED_SERVERS * SERVER_BLOCK,
);
const F_RIG: Field = field(
    "rig",
    F_SERVERS.offset + F_SERVERS.size,
    NUM_RIG_DEFS * RIG_FEATURES.len(),
);
const F_OWN_HAND: Field = field("own_hand", F_RIG.offset + F_RIG.size, NUM_DEFS);
const F_OPP_HAND: Field = field(
    "opponent_hand_known",
    F_OWN_HAND.offset + F_OWN_HAND.size,
    NUM_DEFS,
);
const F_ARCHIVES: Field = field("archives", F_OPP_HAND.offset + F_OPP_HAND.size, NUM_DEFS);
const F_HEAP: Field = field("heap", F_ARCHIVES.offset + F_ARCHIVES.size, NUM_DEFS);
const F_SCORE: Field = field(
    "score_areas",
    F_HEAP.offset + F_HEAP.size,
    2 * NUM_AGENDA_DEFS,
);

const F_HELD: Field = field("held", F_SCORE.offset + F_SCORE.size, NUM_DEFS);

/// Length of [`GameState::observation_tensor`].
pub const OBSERVATION_SIZE: usize = F_HELD.offset + F_HELD.size;

const F_OPP_SEEN: Field = field("opponent_cards_seen", OBSERVATION_SIZE, NUM_DEFS);
const F_OWN_SEEN: Field = field(
    "own_cards_seen_by_opponent",
    F_OPP_SEEN.offset + F_OPP_SEEN.size,
    NUM_DEFS,
);
const F_OWN_DECK: Field = field(
    "own_deck_known",
    F_OWN_SEEN.offset + F_OWN_SEEN.size,
    NUM_DEFS,
);
const F_TURN_FLAGS: Field = field(
    "turn_flags",
    F_OWN_DECK.offset + F_OWN_DECK.size,
    2 * TURN_FLAG_NAMES.len(),
);

/// Length of [`GameState::information_state_tensor`]: the observation, then a memory of the game.
pub const INFORMATION_STATE_SIZE: usize = F_TURN_FLAGS.offset + F_TURN_FLAGS.size;

/// The blocks of the observation tensor, in order.
pub const OBSERVATION_LAYOUT: [Field; 12] = [
    F_GLOBAL,
    F_DECISION,
    F_RUN,
    F_IDENTITIES,
    F_SERVERS,
    F_RIG,
    F_OWN_HAND,
    F_OPP_HAND,
    F_ARCHIVES,
    F_HEAP,
    F_SCORE,
    F_HELD,
];

/// The blocks the information-state tensor adds after the observation, in order.
pub const INFORMATION_STATE_EXTRA: [Field; 4] = [F_OPP_SEEN, F_OWN_SEEN, F_OWN_DECK, F_TURN_FLAGS];

/// Index of each definition within its group (ice; root cards; rig cards; identities) and among
/// the agendas (255 where it is none).
struct Groups {
    group: Vec<u8>,
    agenda: Vec<u8>,
}

fn groups() -> &'static Groups {
    static GROUPS: OnceLock<Groups> = OnceLock::new();
    GROUPS.get_or_init(|| {
        let table = card_table();
        let mut counts = [0u8; 4];
        let mut agendas = 0u8;
        let mut group = Vec::with_capacity(table.len());
        let mut agenda = Vec::with_capacity(table.len());
        for d in table {
            let g = match d.card_type {
                CardType::Ice => 0,
                CardType::Agenda | CardType::Asset | CardType::Upgrade => 1,
                CardType::Program | CardType::Hardware | CardType::Resource => 2,
                CardType::Identity => 3,
                _ => 4,
            };
            if g < 4 {
                group.push(counts[g]);
                counts[g] += 1;
            } else {
                group.push(u8::MAX);
            }
            if d.card_type == CardType::Agenda {
                agenda.push(agendas);
                agendas += 1;
            } else {
                agenda.push(u8::MAX);
            }
        }
        Groups { group, agenda }
    })
}

/// The group sizes the card table really has, for the test that keeps the constants in step:
/// (definitions, ice, root cards, rig cards, agendas, identities).
#[cfg(test)]
fn table_group_sizes() -> [usize; 6] {
    let t = card_table();
    let n = |f: &dyn Fn(CardType) -> bool| t.iter().filter(|d| f(d.card_type)).count();
    [
        t.len(),
        n(&|c| c == CardType::Ice),
        n(&|c| matches!(c, CardType::Agenda | CardType::Asset | CardType::Upgrade)),
        n(&|c| {
            matches!(
                c,
                CardType::Program | CardType::Hardware | CardType::Resource
            )
        }),
        n(&|c| c == CardType::Agenda),
        n(&|c| c == CardType::Identity),
    ]
}

#[inline]
fn add(out: &mut [f32], i: usize, v: f32) {
    out[i] += v;
}

impl GameState {
    /// Writes the observation of `side` into `out` (length [`OBSERVATION_SIZE`]): the public
    /// state plus `side`'s private state; layout in docs/tensors.md and [`OBSERVATION_LAYOUT`].
    /// Panics if `out` has another length.
    pub fn observation_tensor(&self, side: Side, out: &mut [f32]) {
        assert_eq!(out.len(), OBSERVATION_SIZE, "observation buffer length");
        out.fill(0.0);
        self.encode_observation(side, out);
    }

    /// Writes the information state of `side` into `out` (length [`INFORMATION_STATE_SIZE`]):
    /// the observation, then what `side` remembers of the game (the opponent's cards it has seen,
    /// its own cards the opponent has seen, the known cards of its own deck, the turn flags).
    /// Panics if `out` has another length.
    pub fn information_state_tensor(&self, side: Side, out: &mut [f32]) {
        assert_eq!(
            out.len(),
            INFORMATION_STATE_SIZE,
            "information state buffer length"
        );
        out.fill(0.0);
        self.encode_observation(side, &mut out[..OBSERVATION_SIZE]);
        let other = side.other();
        for c in self.cards.iter() {
            if c.zone == Zone::Identity || !c.known_to(side) {
                continue;
            }
            let d = c.def as usize;
            if c.owner == other {
                add(out, F_OPP_SEEN.offset + d, 1.0);
            } else {
                if c.known_to(other) {
                    add(out, F_OWN_SEEN.offset + d, 1.0);
                }
                if matches!(c.zone, Zone::Rd | Zone::Stack) {
                    add(out, F_OWN_DECK.offset + d, 1.0);
                }
            }
        }
        let flags = |f: &crate::state::TurnFlags| {
            [
                f.corp_installed,
                f.runner_installed_program_or_hardware,
                f.successful_hq_run,
                f.made_run,
                f.successful_run,
                f.corp_scored,
                f.net_damage,
            ]
        };
        let n = TURN_FLAG_NAMES.len();
        for (k, v) in flags(&self.turn_flags)
            .into_iter()
            .chain(flags(&self.last_runner_turn))
            .enumerate()
        {
            out[F_TURN_FLAGS.offset + k] = v as u8 as f32;
        }
        debug_assert_eq!(F_TURN_FLAGS.size, 2 * n);
    }

    /// The observation block by block, into a zeroed buffer.
    fn encode_observation(&self, side: Side, out: &mut [f32]) {
        let groups = groups();
        let g = F_GLOBAL.offset;
        let mut set = |name: usize, v: f32| out[g + name] = v;
        // Indices follow GLOBAL_NAMES.
        let current = self.current_side();
        set(0, (side == Side::Corp) as u8 as f32);
        set(1, (side == Side::Runner) as u8 as f32);
        set(2, (current == Some(Side::Corp)) as u8 as f32);
        set(3, (current == Some(Side::Runner)) as u8 as f32);
        set(4, (current == Some(side)) as u8 as f32);
        set(5, (self.active == Side::Corp) as u8 as f32);
        set(6, (self.active == Side::Runner) as u8 as f32);
        set(7, self.turn as f32);
        set(8, self.is_over() as u8 as f32);
        set(9, (self.winner == Some(Side::Corp)) as u8 as f32);
        set(10, (self.winner == Some(Side::Runner)) as u8 as f32);
        set(11, self.corp.credits as f32);
        set(12, self.corp.clicks as f32);
        set(13, self.corp.bad_publicity as f32);
        set(14, self.agenda_points(Side::Corp) as f32);
        set(15, self.corp.hq.len() as f32);
        set(16, self.corp.rd.len() as f32);
        set(17, self.corp.archives.len() as f32);
        let facedown = self
            .corp
            .archives
            .iter()
            .filter(|&&c| !self.card(c).faceup)
            .count();
        set(18, facedown as f32);
        set(19, self.corp_hand_size() as f32);
        set(20, self.runner.credits as f32);
        set(21, self.runner.clicks as f32);
        set(22, self.runner.tags as f32);
        set(23, self.runner.brain_damage as f32);
        set(24, self.agenda_points(Side::Runner) as f32);
        set(25, self.runner.grip.len() as f32);
        set(26, self.runner.stack.len() as f32);
        set(27, self.runner.heap.len() as f32);
        set(28, crate::cards::link(self) as f32);
        set(29, self.memory_used() as f32);
        set(30, self.memory_limit() as f32);
        set(31, self.runner_hand_size() as f32);
        set(32, self.servers_in_use().len().saturating_sub(3) as f32);
        // 33 (installed_not_encoded) is counted with the servers below.
        set(34, self.corp.score_area.len() as f32);
        set(35, self.runner.score_area.len() as f32);
        set(36, self.runner.rig.len() as f32);
        let known_in = |ids: &[u8]| ids.iter().filter(|&&c| self.card(c).known_to(side)).count();
        set(37, known_in(&self.corp.hq) as f32);
        set(38, known_in(&self.runner.grip) as f32);
        // A game option, public (7 unless set; 6 in a System Gateway starter game).
        set(39, self.points_to_win as f32);
        // Allotted clicks more or fewer for each side's next turn (public: the effects that set
        // them are; effects/next_turn_clicks.rs).
        set(40, self.corp.next_turn_clicks as f32);
        set(41, self.runner.next_turn_clicks as f32);
        // Cards hosted without being installed (effects/held.rs): how many is public; which, only
        // where the observer knows them (the `held` block below).
        let held = self
            .cards
            .iter()
            .filter(|c| matches!(c.zone, Zone::Hosted(_)))
            .count();
        set(42, held as f32);

        // The pending decision (public: both players see what is being decided).
        let name = self.decision_name();
        let k = DECISION_NAMES
            .iter()
            .position(|&n| n == name)
            .unwrap_or(DECISION_NAMES.len() - 1);
        out[F_DECISION.offset + k] = 1.0;

        if let Some(r) = self.run {
            let o = F_RUN.offset;
            out[o] = 1.0;
            if (r.server as usize) < MAX_SERVERS {
                out[o + 1 + r.server as usize] = 1.0;
            }
            let o = o + 1 + MAX_SERVERS;
            out[o] = r.position as f32;
            out[o + 1] = r.approached as f32;
            out[o + 2] = (r.encounter != crate::actions::NONE) as u8 as f32;
            out[o + 3] = r.broken.count_ones() as f32;
            out[o + 4] = r.successful as u8 as f32;
            out[o + 5] = r.ended as u8 as f32;
            out[o + 6] = r.bad_publicity_credits as f32;
            out[o + 7] = r.ice_minus as f32;
        }

        // Identities are public from the start of the game.
        for (k, id) in [self.corp.identity, self.runner.identity]
            .into_iter()
            .enumerate()
        {
            let gi = groups.group[self.card(id).def as usize];
            if (gi as usize) < NUM_IDENTITY_DEFS {
                out[F_IDENTITIES.offset + k * NUM_IDENTITY_DEFS + gi as usize] = 1.0;
            }
        }

        // Corp servers: ice and root slots.
        let mut not_encoded = 0usize;
        for (s, server) in self.servers_in_use().iter().enumerate() {
            if s >= ENCODED_SERVERS {
                not_encoded += server.ice.len() + server.root.len();
                continue;
            }
            let base = F_SERVERS.offset + s * SERVER_BLOCK;
            out[base] = server.ice.len() as f32;
            out[base + 1] = server.root.len() as f32;
            for (k, &id) in server.ice.iter().enumerate() {
                if k >= ICE_SLOTS {
                    not_encoded += 1;
                    continue;
                }
                let c = self.card(id);
                let o = base + 2 + k * ICE_SLOT;
                self.slot_common(c, side, &mut out[o..o + 5]);
                out[o + 5] = c.virus as f32 + c.power as f32 + c.credits as f32;
                if c.known_to(side) {
                    let gi = groups.group[c.def as usize] as usize;
                    if c.def().card_type == CardType::Ice && gi < NUM_ICE_DEFS {
                        out[o + ICE_FEATURES.len() + gi] = 1.0;
                    }
                }
            }
            for (k, &id) in server.root.iter().enumerate() {
                if k >= ROOT_SLOTS {
                    not_encoded += 1;
                    continue;
                }
                let c = self.card(id);
                let o = base + 2 + ICE_SLOTS * ICE_SLOT + k * ROOT_SLOT;
                self.slot_common(c, side, &mut out[o..o + 5]);
                out[o + 5] = c.credits as f32;
                out[o + 6] = c.agenda_counters as f32;
                out[o + 7] = c.power as f32;
                if c.known_to(side) {
                    let gi = groups.group[c.def as usize] as usize;
                    let t = c.def().card_type;
                    if matches!(t, CardType::Agenda | CardType::Asset | CardType::Upgrade)
                        && gi < NUM_ROOT_DEFS
                    {
                        out[o + ROOT_FEATURES.len() + gi] = 1.0;
                    }
                }
            }
        }
        out[g + 33] = not_encoded as f32;

        // Every other card, by zone.
        for c in self.cards.iter() {
            if !c.known_to(side) {
                continue;
            }
            let d = c.def as usize;
            match c.zone {
                Zone::Hq | Zone::Grip => {
                    let o = if c.owner == side {
                        F_OWN_HAND.offset
                    } else {
                        F_OPP_HAND.offset
                    };
                    add(out, o + d, 1.0);
                }
                Zone::Archives => add(out, F_ARCHIVES.offset + d, 1.0),
                Zone::Hosted(_) => add(out, F_HELD.offset + d, 1.0),
                Zone::Heap => add(out, F_HEAP.offset + d, 1.0),
                Zone::Rig => {
                    let gi = groups.group[d] as usize;
                    if gi < NUM_RIG_DEFS {
                        let o = F_RIG.offset + gi * RIG_FEATURES.len();
                        add(out, o, 1.0);
                        add(out, o + 1, c.credits as f32);
                        add(out, o + 2, c.virus as f32);
                        add(out, o + 3, c.power as f32);
                    }
                }
                Zone::Score(owner) => {
                    let ai = groups.agenda[d] as usize;
                    if ai < NUM_AGENDA_DEFS {
                        let k = if owner == Side::Corp { 0 } else { 1 };
                        add(out, F_SCORE.offset + k * NUM_AGENDA_DEFS + ai, 1.0);
                    }
                }
                _ => {}
            }
        }
    }

    /// present, known, unknown, rezzed, advancement of an installed Corp card.
    fn slot_common(&self, c: &CardInst, side: Side, out: &mut [f32]) {
        let known = c.known_to(side);
        out[0] = 1.0;
        out[1] = known as u8 as f32;
        out[2] = (!known) as u8 as f32;
        out[3] = c.rezzed as u8 as f32;
        out[4] = c.advancement as f32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_match_the_card_table() {
        assert_eq!(
            table_group_sizes(),
            [
                NUM_DEFS,
                NUM_ICE_DEFS,
                NUM_ROOT_DEFS,
                NUM_RIG_DEFS,
                NUM_AGENDA_DEFS,
                NUM_IDENTITY_DEFS
            ]
        );
    }

    #[test]
    fn layout_is_contiguous() {
        let mut next = 0;
        for f in OBSERVATION_LAYOUT
            .iter()
            .chain(INFORMATION_STATE_EXTRA.iter())
        {
            assert_eq!(f.offset, next, "{}", f.name);
            next += f.size;
        }
        assert_eq!(next, INFORMATION_STATE_SIZE);
        assert_eq!(
            OBSERVATION_LAYOUT.last().map(|f| f.offset + f.size),
            Some(OBSERVATION_SIZE)
        );
    }
}
