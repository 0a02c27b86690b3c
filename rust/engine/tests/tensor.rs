//! The observation and information-state tensors encode only what a side may know (Rules
//! Reference, "Information": hidden and open information), and `VecGame` steps games together.

mod common;
use common::*;
use nr_engine::{
    Action, ActionKind, DeckList, EngineError, GameState, Side, VecGame, VecOutput, GLOBAL_NAMES,
    ICE_FEATURES, INFORMATION_STATE_SIZE, MAX_LEGAL, NUM_ACTIONS, NUM_ICE_DEFS, OBSERVATION_LAYOUT,
    OBSERVATION_SIZE,
};

fn obs(g: &GameState, side: Side) -> Vec<f32> {
    let mut v = vec![0.0; OBSERVATION_SIZE];
    g.observation_tensor(side, &mut v);
    v
}

fn info(g: &GameState, side: Side) -> Vec<f32> {
    let mut v = vec![0.0; INFORMATION_STATE_SIZE];
    g.information_state_tensor(side, &mut v);
    v
}

fn offset(name: &str) -> usize {
    OBSERVATION_LAYOUT
        .iter()
        .find(|f| f.name == name)
        .unwrap()
        .offset
}

fn global(name: &str) -> usize {
    offset("global") + GLOBAL_NAMES.iter().position(|&n| n == name).unwrap()
}

/// A tiny deterministic generator for random play (SplitMix64).
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

#[test]
fn determinize_for_a_side_leaves_its_tensors_unchanged() {
    // Rules Reference, "Information": a redeal of the cards `side` has not seen is a state that
    // `side` cannot tell apart, so its tensors must be equal. The other side's tensors must
    // change in some of these redeals, or the check would prove nothing.
    let mut checked = 0;
    let mut other_changed = 0;
    for game_seed in 0..6u64 {
        let mut g = GameState::new(
            &DeckList::default_corp(),
            &DeckList::default_runner(),
            game_seed,
        )
        .unwrap();
        let mut rng = Rng(game_seed);
        let mut step = 0;
        while !g.is_over() && step < 1500 {
            if step % 9 == 0 {
                for side in [Side::Corp, Side::Runner] {
                    let (o, i) = (obs(&g, side), info(&g, side));
                    let (oo, io) = (obs(&g, side.other()), info(&g, side.other()));
                    for seed in 0..2 {
                        let d = g.determinize(side, seed);
                        assert_eq!(obs(&d, side), o, "observation, {side:?}, step {step}");
                        assert_eq!(
                            info(&d, side),
                            i,
                            "information state, {side:?}, step {step}"
                        );
                        if obs(&d, side.other()) != oo || info(&d, side.other()) != io {
                            other_changed += 1;
                        }
                        checked += 1;
                    }
                }
            }
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())];
            g.apply(a).unwrap();
            step += 1;
        }
    }
    assert!(checked > 500, "{checked}");
    assert!(other_changed * 4 > checked, "{other_changed} of {checked}");
}

/// HQ: two cards; unrezzed Hunter protecting HQ; a rezzed Wall of Static on R&D.
fn hidden_game(corp_credits: u16, hq: [&str; 2]) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Haas-Bioroid: Engineering the Future", "credits": {corp_credits},
                      "hq": ["{}", "{}"], "rd": ["Enigma"],
                      "servers": {{"hq": {{"ice": ["Hunter"]}},
                                  "rd": {{"ice": [{{"title": "Wall of Static", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5,
                        "grip": ["Sure Gamble"], "stack": ["Armitage Codebusting"]}},
            "active": "runner", "turn": 2}}"#,
        hq[0], hq[1]
    ))
}

#[test]
fn hidden_cards_do_not_show_and_visible_changes_do() {
    let a = hidden_game(5, ["Hedge Fund", "Priority Requisition"]);
    // Another HQ: the Runner cannot tell; the Corp can (its own hand).
    let b = hidden_game(5, ["Melange Mining Corp.", "Priority Requisition"]);
    assert_eq!(obs(&a, Side::Runner), obs(&b, Side::Runner));
    assert_eq!(info(&a, Side::Runner), info(&b, Side::Runner));
    assert_ne!(obs(&a, Side::Corp), obs(&b, Side::Corp));
    // Public: the Corp's credits.
    let c = hidden_game(6, ["Hedge Fund", "Priority Requisition"]);
    let (ra, rc) = (obs(&a, Side::Runner), obs(&c, Side::Runner));
    let diff: Vec<usize> = (0..OBSERVATION_SIZE).filter(|&k| ra[k] != rc[k]).collect();
    assert_eq!(diff, vec![global("corp_credits")]);
    assert_eq!(
        (ra[global("corp_credits")], rc[global("corp_credits")]),
        (5.0, 6.0)
    );
    assert_eq!(ra[global("hq_size")], 2.0);
    // The unrezzed Hunter (HQ's innermost ice): present for both, its identity only for the Corp.
    let slot = offset("servers") + 2;
    let hunter_slot = |v: &[f32]| {
        v[slot + ICE_FEATURES.len()..slot + ICE_FEATURES.len() + NUM_ICE_DEFS]
            .iter()
            .sum::<f32>()
    };
    assert_eq!(&ra[slot..slot + 4], &[1.0, 0.0, 1.0, 0.0]); // present, known, unknown, rezzed
    assert_eq!(hunter_slot(&ra), 0.0);
    let co = obs(&a, Side::Corp);
    assert_eq!(&co[slot..slot + 4], &[1.0, 1.0, 0.0, 0.0]);
    assert_eq!(hunter_slot(&co), 1.0);
    // The rezzed Wall of Static on R&D is known to both.
    let rd_slot = offset("servers") + (OBSERVATION_LAYOUT[4].size / 8) + 2;
    assert_eq!(&ra[rd_slot..rd_slot + 4], &[1.0, 1.0, 0.0, 1.0]);
    assert_eq!(hunter_slot(&ra[rd_slot - slot..]), 1.0);
}

#[test]
fn taking_an_action_changes_the_observation() {
    let mut g = hidden_game(5, ["Hedge Fund", "Priority Requisition"]);
    pass_until(&mut g, "action");
    let side = g.current_side().unwrap();
    let before = obs(&g, side.other());
    only(&mut g, ActionKind::ClickCredit);
    let after = obs(&g, side.other());
    assert_ne!(before, after);
}

struct Buffers {
    obs: Vec<f32>,
    mask: Vec<bool>,
    codes: Vec<i64>,
    num_legal: Vec<u32>,
    side: Vec<u8>,
    rewards: Vec<f32>,
    done: Vec<bool>,
    truncated: Vec<bool>,
}

impl Buffers {
    fn new(n: usize) -> Buffers {
        Buffers {
            obs: vec![0.0; n * OBSERVATION_SIZE],
            mask: vec![false; n * NUM_ACTIONS as usize],
            codes: vec![0; n * MAX_LEGAL],
            num_legal: vec![0; n],
            side: vec![0; n],
            rewards: vec![0.0; 2 * n],
            done: vec![false; n],
            truncated: vec![false; n],
        }
    }
    fn out(&mut self, observe: bool, mask: bool) -> VecOutput<'_> {
        VecOutput {
            obs: observe.then_some(&mut self.obs[..]),
            mask: mask.then_some(&mut self.mask[..]),
            codes: Some(&mut self.codes[..]),
            num_legal: &mut self.num_legal,
            side: &mut self.side,
            rewards: &mut self.rewards,
            done: &mut self.done,
            truncated: &mut self.truncated,
        }
    }
}

fn random_vec_run(threads: usize, n: usize, steps: usize) -> (Vec<f32>, u32, Vec<f32>) {
    let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
    let mut v = VecGame::new(&corp, &runner, n, 11, threads).unwrap();
    let mut b = Buffers::new(n);
    v.observe(b.out(true, true)).unwrap();
    let mut rng = Rng(3);
    let mut finished = 0;
    let mut total = vec![0.0f32; 2];
    for step in 0..steps {
        // Masks and observations are skipped on some steps: the next full output is still exact.
        let (observe, mask) = (step % 5 != 1, step % 7 != 2);
        let actions: Vec<i64> = (0..n)
            .map(|i| b.codes[i * MAX_LEGAL + rng.below(b.num_legal[i] as usize)])
            .collect();
        v.step(&actions, b.out(observe, mask)).unwrap();
        for i in 0..n {
            let g = v.game(i).unwrap();
            let legal: Vec<i64> = g.legal_actions().iter().map(|a| a.code() as i64).collect();
            assert_eq!(
                &b.codes[i * MAX_LEGAL..i * MAX_LEGAL + legal.len()],
                &legal[..]
            );
            assert_eq!(b.num_legal[i] as usize, legal.len());
            let side = g.current_side().unwrap();
            assert_eq!(b.side[i], side as u8);
            if mask {
                let row = &b.mask[i * NUM_ACTIONS as usize..(i + 1) * NUM_ACTIONS as usize];
                let set: Vec<i64> = (0..NUM_ACTIONS as i64)
                    .filter(|&c| row[c as usize])
                    .collect();
                let mut sorted = legal.clone();
                sorted.sort_unstable();
                assert_eq!(set, sorted, "game {i} step {step}");
            }
            if observe {
                assert_eq!(
                    &b.obs[i * OBSERVATION_SIZE..(i + 1) * OBSERVATION_SIZE],
                    &obs(g, side)[..]
                );
            }
            let (rc, rr) = (b.rewards[2 * i], b.rewards[2 * i + 1]);
            assert_eq!(rc + rr, 0.0);
            if b.done[i] {
                finished += 1;
                assert_eq!(rc.abs(), 1.0);
                assert!(v.episode(i).unwrap() >= 1);
                assert_eq!(g.decisions, 0, "a finished game is reset");
            } else {
                assert_eq!(rc, 0.0);
            }
            total[0] += rc;
            total[1] += rr;
        }
    }
    (b.obs, finished, total)
}

#[test]
fn vec_game_steps_resets_and_reports_exactly() {
    let (obs1, finished, total) = random_vec_run(1, 6, 1200);
    assert!(finished >= 1, "some games end in 1200 random decisions");
    assert_eq!(total[0] + total[1], 0.0);
    // The same games on several threads give the same outputs.
    let (obs2, finished2, total2) = random_vec_run(3, 6, 1200);
    assert_eq!((obs1, finished, total), (obs2, finished2, total2));
}

#[test]
fn vec_game_rejects_an_illegal_code_naming_the_game() {
    let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
    let mut v = VecGame::new(&corp, &runner, 3, 0, 1).unwrap();
    let mut b = Buffers::new(3);
    let keep = Action::new(ActionKind::Keep).code() as i64;
    let credit = Action::new(ActionKind::ClickCredit).code() as i64;
    let err = v
        .step(&[keep, credit, keep], b.out(true, true))
        .unwrap_err();
    match err {
        EngineError::IllegalAction(m) => {
            assert!(
                m.starts_with(&format!("game 1: action code {credit} is not legal")),
                "{m}"
            )
        }
        e => panic!("{e:?}"),
    }
    // Nothing was stepped.
    assert_eq!(v.game(0).unwrap().decisions, 0);
    assert!(matches!(
        v.step(&[keep, keep], b.out(true, true)),
        Err(EngineError::InvalidArgument(_))
    ));
    assert!(matches!(
        v.step(&[keep, -1, keep], b.out(true, true)),
        Err(EngineError::IllegalAction(_))
    ));
    v.step(&[keep, keep, keep], b.out(true, true)).unwrap();
    assert_eq!(v.game(2).unwrap().decisions, 1);
}

/// The points needed to win are a game option of every VecGame game, kept across resets, and
/// public in the observation (global `points_to_win`); set only before the first step.
#[test]
fn vec_game_plays_every_episode_to_its_points_to_win() {
    let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
    let n = 4;
    let mut v = VecGame::new(&corp, &runner, n, 5, 1).unwrap();
    assert_eq!(v.points_to_win(), 7);
    assert!(v.set_points_to_win(0).is_err());
    assert!(v.set_points_to_win(256).is_err());
    v.set_points_to_win(1).unwrap();
    let mut b = Buffers::new(n);
    v.observe(b.out(true, true)).unwrap();
    let at = GLOBAL_NAMES
        .iter()
        .position(|&g| g == "points_to_win")
        .unwrap();
    assert!((0..n).all(|i| b.obs[i * OBSERVATION_SIZE + at] == 1.0));
    let mut rng = Rng(9);
    let mut ended = 0;
    for _ in 0..20_000 {
        let actions: Vec<i64> = (0..n)
            .map(|i| b.codes[i * MAX_LEGAL + rng.below(b.num_legal[i] as usize)])
            .collect();
        let before: Vec<u32> = (0..n)
            .map(|i| {
                let g = v.game(i).unwrap();
                g.agenda_points(Side::Corp)
                    .max(g.agenda_points(Side::Runner))
            })
            .collect();
        v.step(&actions, b.out(true, false)).unwrap();
        for (i, points_before) in before.iter().enumerate() {
            assert_eq!(v.game(i).unwrap().points_to_win(), 1, "after a reset too");
            assert_eq!(b.obs[i * OBSERVATION_SIZE + at], 1.0);
            if b.done[i] {
                ended += 1;
                assert_eq!(
                    *points_before, 0,
                    "the first agenda point wins: none was scored"
                );
            }
        }
        if ended >= 8 {
            break;
        }
    }
    assert!(ended >= 8, "games ended: {ended}");
    let err = v.set_points_to_win(6).unwrap_err().to_string();
    assert!(err.contains("before the first step"), "{err}");
    assert_eq!(v.points_to_win(), 1);
}

// Cards held without being installed (effects/held.rs) and next-turn clicks
// (effects/next_turn_clicks.rs) are observed: the number of held cards and both sides' next-turn
// clicks are public; a held card's definition (block `held`) only where the side knows it: the
// Runner its facedown Read-Write Share cards, the Corp only Bling's faceup one (Rules
// Reference, "Information"). A redeal of what the Corp has not seen leaves its tensors as they
// were, and some redeal changes a facedown held card (so the check proves something).
#[test]
fn held_cards_and_next_turn_clicks_are_observed_as_each_side_may_know_them() {
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "next_turn_clicks": 1, "rd": ["Hedge Fund"]}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "next_turn_clicks": -1,
              "grip": ["Corroder", "Armitage Codebusting"], "stack": ["Dirty Laundry"],
              "rig": [{{"title": "Read-Write Share", "holds": ["Mayfly", "Gourmand"]}},
                      {{"title": "Bling", "holds": ["Sure Gamble"]}}]}},
            "active": "runner", "turn": 2}}"#
    ));
    let def = |title: &str| g.cards[id(&g, title) as usize].def as usize;
    let held = offset("held");
    let (runner, corp) = (obs(&g, Side::Runner), obs(&g, Side::Corp));
    for o in [&runner, &corp] {
        assert_eq!(o[global("corp_next_turn_clicks")], 1.0);
        assert_eq!(o[global("runner_next_turn_clicks")], -1.0);
        assert_eq!(o[global("held_cards")], 3.0);
        assert_eq!(o[held + def("Sure Gamble")], 1.0, "faceup: public");
    }
    for facedown in ["Mayfly", "Gourmand"] {
        assert_eq!(runner[held + def(facedown)], 1.0, "{facedown}: its owner's");
        assert_eq!(
            corp[held + def(facedown)],
            0.0,
            "{facedown}: hidden from the Corp"
        );
    }
    let mayfly = id(&g, "Mayfly");
    let mut changed = false;
    for seed in 0..24 {
        let r = g.determinize(Side::Corp, seed);
        changed |= r.cards[mayfly as usize].def != g.cards[mayfly as usize].def;
        assert_eq!(obs(&r, Side::Corp), corp, "seed {seed}");
        assert_eq!(info(&r, Side::Corp), info(&g, Side::Corp), "seed {seed}");
    }
    assert!(changed, "no redeal moved a facedown held card");
}
