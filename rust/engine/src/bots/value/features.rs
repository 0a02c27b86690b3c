//! The learned evaluation's inputs (issue 28): a position as one side may know it, with cards
//! described by what they are (type, cost, strength, subtypes, subroutine kinds, breaker numbers,
//! agenda points), aggregated per zone and server, never by title, so that the evaluation
//! carries to cards it was not trained on.
//!
//! Every number is public, the observer's own, or a card the observer has seen
//! ([`crate::state::CardInst::known_to`]), so a state and its
//! [`GameState::determinize`]`(observer, seed)` give the same features (`tests/value.rs`).

use super::super::heuristic::{facts_economy, known_def, ICE_TYPES};
use crate::cards::{self, CardDef, CardType, Sub, BARRIER, CODE_GATE, SENTRY};
use crate::side::Side;
use crate::state::{GameState, Server, ARCHIVES, HQ, RD};
use crate::tensor::NUM_DEFS;
use std::sync::OnceLock;

/// Facts of one server block (HQ, R&D, Archives, all remotes summed, the most advanced remote).
const SERVER_NAMES: [&str; 19] = [
    "ice",
    "ice_rezzed",
    "ice_unknown",
    "ice_strength",
    "ice_rez_cost",
    "subs_end_run",
    "subs_damage",
    "subs_tag",
    "subs_other",
    "ice_barrier",
    "ice_code_gate",
    "ice_sentry",
    "ice_uncovered",
    "root",
    "root_unknown",
    "root_rezzed",
    "advancement",
    "root_agenda_points",
    "root_economy",
];

/// Names of the scalar facts, then the server blocks' prefixes: the layout
/// [`VALUE_FEATURE_NAMES`] spells out.
const GLOBAL_NAMES: [&str; 52] = [
    "observer_is_corp",
    "corp_active",
    "turn",
    "corp_points",
    "runner_points",
    "points_to_win",
    "corp_credits",
    "runner_credits",
    "corp_clicks",
    "runner_clicks",
    "tags",
    "bad_publicity",
    "brain_damage",
    "hq_size",
    "rd_size",
    "archives_size",
    "archives_facedown",
    "archives_known_agenda_points",
    "grip_size",
    "stack_size",
    "heap_size",
    "link",
    "memory_free",
    "corp_max_hand",
    "runner_max_hand",
    "remotes",
    "run_active",
    "run_on_remote",
    "corp_haas_bioroid",
    "corp_jinteki",
    "corp_nbn",
    "corp_weyland",
    "runner_anarch",
    "runner_criminal",
    "runner_shaper",
    "rig_programs",
    "rig_hardware",
    "rig_resources",
    "rig_economy",
    "rig_recurring_credits",
    "rig_hosted_credits",
    "breaks_barrier",
    "breaks_code_gate",
    "breaks_sentry",
    "breaks_any",
    "breaker_strength",
    "own_hand_agenda_points",
    "own_hand_ice",
    "own_hand_economy",
    "own_hand_breakers",
    "own_hand_installables",
    "opponent_hand_known_agenda_points",
];

/// The server blocks, in order.
const BLOCKS: [&str; 5] = ["hq", "rd", "archives", "remotes", "best_remote"];

/// Number of features.
pub const NUM_VALUE_FEATURES: usize = GLOBAL_NAMES.len() + BLOCKS.len() * SERVER_NAMES.len();

/// The features' names, in order (the scalars, then `hq_ice`, `hq_ice_rezzed`, … for each
/// server block); the weights file lists them, and loading checks that they match.
pub fn value_feature_names() -> Vec<String> {
    let mut v: Vec<String> = GLOBAL_NAMES.iter().map(|s| s.to_string()).collect();
    for b in BLOCKS {
        v.extend(SERVER_NAMES.iter().map(|s| format!("{b}_{s}")));
    }
    v
}

/// The features, scaled to about `[0, 1]` (counts divided by a typical size).
pub type ValueFeatures = [f32; NUM_VALUE_FEATURES];

/// Whether each card definition makes credits ([`facts_economy`] reads the summary's words, so
/// it is read once per definition here: an evaluation allocates nothing).
fn economy(g: &GameState, card: u8) -> bool {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..NUM_DEFS)
            .map(|i| facts_economy(cards::def(i as u16)))
            .collect()
    });
    table
        .get(g.card(card).def as usize)
        .copied()
        .unwrap_or(false)
}

fn faction_is(d: &CardDef, f: &str) -> f32 {
    (d.faction == f) as u8 as f32
}

/// The facts of server `srv` as `observer` knows them, added into `out` (19 values).
fn server_block(g: &GameState, observer: Side, srv: &Server, owned: u64, out: &mut [f32]) {
    let mut v = [0f32; SERVER_NAMES.len()];
    for &i in srv.ice.iter() {
        let c = g.card(i);
        v[0] += 1.0;
        v[1] += c.rezzed as u8 as f32;
        let Some(d) = known_def(g, observer, i) else {
            v[2] += 1.0;
            continue;
        };
        v[3] += d.strength as f32;
        v[4] += d.cost as f32;
        for s in cards::subroutines(d) {
            let k = match s {
                Sub::EndRun => 5,
                Sub::Damage(..) => 6,
                Sub::TraceTag(_) | Sub::GiveTags(_) => 7,
                _ => 8,
            };
            v[k] += 1.0;
        }
        v[9] += (d.subtypes & BARRIER != 0) as u8 as f32;
        v[10] += (d.subtypes & CODE_GATE != 0) as u8 as f32;
        v[11] += (d.subtypes & SENTRY != 0) as u8 as f32;
        v[12] += (d.subtypes & ICE_TYPES & !owned != 0) as u8 as f32;
    }
    for &i in srv.root.iter() {
        let c = g.card(i);
        v[13] += 1.0;
        v[15] += c.rezzed as u8 as f32;
        v[16] += c.advancement as f32;
        match known_def(g, observer, i) {
            None => v[14] += 1.0,
            Some(d) => {
                v[17] += d.agenda_points as f32;
                v[18] += economy(g, i) as u8 as f32;
            }
        }
    }
    const SCALE: [f32; SERVER_NAMES.len()] = [
        3., 3., 3., 10., 10., 3., 3., 3., 3., 2., 2., 2., 2., 2., 2., 2., 3., 3., 2.,
    ];
    for k in 0..v.len() {
        out[k] += v[k] / SCALE[k];
    }
}

/// Writes the features of `g` as `observer` may know it into `out`; allocates nothing.
pub fn value_features(g: &GameState, observer: Side, out: &mut ValueFeatures) {
    out.fill(0.0);
    let need = (g.points_to_win() as f32).max(1.0);
    let run = g.run;
    let cid = g.cdef(g.corp.identity);
    let rid = g.cdef(g.runner.identity);
    // The rig is faceup: public.
    let (mut programs, mut hardware, mut resources, mut econ, mut recurring, mut hosted) =
        (0f32, 0f32, 0f32, 0f32, 0f32, 0f32);
    let mut owned = 0u64;
    let mut breaks = [0f32; 4];
    let mut breaker_strength = 0f32;
    for &c in g.runner.rig.iter() {
        let d = g.cdef(c);
        match d.card_type {
            CardType::Program => programs += 1.0,
            CardType::Hardware => hardware += 1.0,
            _ => resources += 1.0,
        }
        econ += economy(g, c) as u8 as f32;
        recurring += cards::recurring_credits(d) as f32;
        hosted += g.card(c).credits as f32;
        if let Some(b) = cards::breaker_of(d) {
            breaker_strength += d.strength as f32;
            if b.breaks == 0 {
                owned |= ICE_TYPES;
                breaks[3] += 1.0;
            } else {
                owned |= b.breaks & ICE_TYPES;
                for (k, t) in [BARRIER, CODE_GATE, SENTRY].into_iter().enumerate() {
                    breaks[k] += (b.breaks & t != 0) as u8 as f32;
                }
            }
        }
    }
    // The observer's own hand (its identities known to it), and the other hand's known agendas.
    let (own, other) = match observer {
        Side::Corp => (&g.corp.hq, &g.runner.grip),
        Side::Runner => (&g.runner.grip, &g.corp.hq),
    };
    let mut hand = [0f32; 5];
    for &c in own.iter() {
        let Some(d) = known_def(g, observer, c) else {
            continue;
        };
        hand[0] += d.agenda_points as f32;
        hand[1] += (d.card_type == CardType::Ice) as u8 as f32;
        hand[2] += economy(g, c) as u8 as f32;
        hand[3] += cards::breaker_of(d).is_some() as u8 as f32;
        hand[4] += !matches!(
            d.card_type,
            CardType::Operation | CardType::Event | CardType::Agenda
        ) as u8 as f32;
    }
    let mut other_points = 0f32;
    for &c in other.iter() {
        if let Some(d) = known_def(g, observer, c) {
            other_points += d.agenda_points as f32;
        }
    }
    let mut archives_points = 0f32;
    let mut facedown = 0f32;
    for &c in g.corp.archives.iter() {
        facedown += (!g.card(c).faceup) as u8 as f32;
        if let Some(d) = known_def(g, observer, c) {
            archives_points += d.agenda_points as f32;
        }
    }
    let servers = g.servers_in_use();
    let globals: [f32; GLOBAL_NAMES.len()] = [
        (observer == Side::Corp) as u8 as f32,
        (g.active == Side::Corp) as u8 as f32,
        (g.turn as f32 / 40.0).min(2.0),
        (g.agenda_points(Side::Corp) as f32).min(need) / need,
        (g.agenda_points(Side::Runner) as f32).min(need) / need,
        need / 7.0,
        (g.corp.credits as f32 / 10.0).min(5.0),
        (g.runner.credits as f32 / 10.0).min(5.0),
        g.corp.clicks as f32 / 3.0,
        g.runner.clicks as f32 / 4.0,
        (g.runner.tags as f32 / 2.0).min(5.0),
        g.corp.bad_publicity as f32 / 2.0,
        g.runner.brain_damage as f32 / 2.0,
        g.corp.hq.len() as f32 / 5.0,
        g.corp.rd.len() as f32 / 30.0,
        g.corp.archives.len() as f32 / 10.0,
        facedown / 5.0,
        archives_points / 3.0,
        g.runner.grip.len() as f32 / 5.0,
        g.runner.stack.len() as f32 / 30.0,
        g.runner.heap.len() as f32 / 10.0,
        cards::link(g) as f32 / 2.0,
        (g.memory_limit() as f32 - g.memory_used() as f32) / 4.0,
        g.corp_hand_size() as f32 / 5.0,
        g.runner_hand_size() as f32 / 5.0,
        servers.len().saturating_sub(3) as f32 / 3.0,
        run.is_some() as u8 as f32,
        run.is_some_and(|r| r.server > ARCHIVES) as u8 as f32,
        faction_is(cid, "haas-bioroid"),
        faction_is(cid, "jinteki"),
        faction_is(cid, "nbn"),
        faction_is(cid, "weyland-consortium"),
        faction_is(rid, "anarch"),
        faction_is(rid, "criminal"),
        faction_is(rid, "shaper"),
        programs / 3.0,
        hardware / 2.0,
        resources / 3.0,
        econ / 2.0,
        recurring / 3.0,
        hosted / 5.0,
        breaks[0],
        breaks[1],
        breaks[2],
        breaks[3],
        breaker_strength / 5.0,
        hand[0] / 3.0,
        hand[1] / 2.0,
        hand[2] / 2.0,
        hand[3],
        hand[4] / 3.0,
        other_points / 3.0,
    ];
    out[..globals.len()].copy_from_slice(&globals);
    let width = SERVER_NAMES.len();
    let block = |k: usize| GLOBAL_NAMES.len() + k * width;
    for (k, id) in [HQ, RD, ARCHIVES].into_iter().enumerate() {
        if let Some(srv) = servers.get(id as usize) {
            let o = block(k);
            server_block(g, observer, srv, owned, &mut out[o..o + width]);
        }
    }
    // Remotes: summed, and the one with the most advancement counters (then the most cards).
    let mut best: Option<&Server> = None;
    let weight = |s: &Server| {
        let adv: u32 = s.root.iter().map(|&c| g.card(c).advancement as u32).sum();
        (adv, s.root.len() + s.ice.len())
    };
    for srv in servers.iter().skip(3) {
        let o = block(3);
        server_block(g, observer, srv, owned, &mut out[o..o + width]);
        if best.is_none_or(|b| weight(srv) > weight(b)) {
            best = Some(srv);
        }
    }
    if let Some(srv) = best {
        let o = block(4);
        server_block(g, observer, srv, owned, &mut out[o..o + width]);
    }
}
