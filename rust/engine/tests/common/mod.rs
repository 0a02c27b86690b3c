//! Helpers shared by the scenario tests: building positions, finding cards, applying actions,
//! playing on to a decision, reading observations.
#![allow(dead_code)]

use nr_engine::{parse_server, Action, ActionKind, DeckList, GameState, Side, Zone};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

pub const HQ: u8 = 0;
pub const RD: u8 = 1;
pub const ARCHIVES: u8 = 2;
pub const REMOTE1: u8 = 3;
pub const REMOTE2: u8 = 4;

pub const HB: &str = "Haas-Bioroid: Engineering the Future";

/// A position from scenario JSON.
pub fn game(json: &str) -> GameState {
    GameState::from_scenario_json(json).unwrap_or_else(|e| panic!("bad scenario: {e}"))
}

/// Server id by name ("hq", "rd", "archives", "remote1", ...).
pub fn srv(name: &str) -> u8 {
    parse_server(name).unwrap()
}

/// Ids of every card instance with this title.
pub fn ids(g: &GameState, title: &str) -> Vec<u8> {
    (0..g.cards.len() as u8)
        .filter(|&c| g.card_title(c) == Some(title))
        .collect()
}

/// Id of the only card instance with this title.
pub fn id(g: &GameState, title: &str) -> u8 {
    let v = ids(g, title);
    assert_eq!(v.len(), 1, "expected exactly one {title}");
    v[0]
}

/// Legal actions of `kind`.
pub fn legal(g: &GameState, kind: ActionKind) -> Vec<Action> {
    g.legal_actions()
        .iter()
        .copied()
        .filter(|a| a.kind == kind)
        .collect()
}

/// Legal actions of `kind` on `card`.
pub fn legal_on(g: &GameState, kind: ActionKind, card: u8) -> Vec<Action> {
    legal(g, kind)
        .into_iter()
        .filter(|a| a.card == card)
        .collect()
}

/// Applies `a`, which must be legal.
pub fn act(g: &mut GameState, a: Action) {
    g.apply(a)
        .unwrap_or_else(|e| panic!("{e} (legal: {:?})", g.legal_actions()));
}

/// Applies the only legal action of `kind`.
pub fn only(g: &mut GameState, kind: ActionKind) {
    let v = legal(g, kind);
    assert_eq!(
        v.len(),
        1,
        "expected one legal {kind:?} at {}: {:?}",
        g.decision_name(),
        g.legal_actions()
    );
    act(g, v[0]);
}

/// Applies the only legal action of `kind` on `card`.
pub fn only_on(g: &mut GameState, kind: ActionKind, card: u8) {
    let v = legal_on(g, kind, card);
    assert_eq!(
        v.len(),
        1,
        "expected one legal {kind:?} on {card} at {}: {:?}",
        g.decision_name(),
        g.legal_actions()
    );
    act(g, v[0]);
}

pub fn pass(g: &mut GameState) {
    act(g, Action::new(ActionKind::Pass));
}

pub fn run_on(g: &mut GameState, server: &str) {
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

/// Passes until the named decision is reached.
pub fn pass_until(g: &mut GameState, decision: &str) {
    for _ in 0..64 {
        if g.decision_name() == decision {
            return;
        }
        pass(g);
    }
    panic!("never reached {decision}; stuck at {}", g.decision_name());
}

/// Passes until the named decision is reached, checking that `forbidden` is not legal at any
/// decision on the way.
pub fn pass_until_without(g: &mut GameState, decision: &str, forbidden: Action) {
    for _ in 0..64 {
        if g.decision_name() == decision {
            return;
        }
        assert!(
            !g.legal_actions().contains(&forbidden),
            "{forbidden:?} offered at {}",
            g.decision_name()
        );
        pass(g);
    }
    panic!("never reached {decision}; stuck at {}", g.decision_name());
}

/// Declines in paid ability windows until some other decision comes up.
pub fn pass_windows(g: &mut GameState) {
    while g.decision_name() == "paid_ability_window" {
        only(g, ActionKind::Pass);
    }
}

/// Plays on with neutral choices (gain a credit in an action phase, pass otherwise) until `stop`.
pub fn until(g: &mut GameState, stop: impl Fn(&GameState) -> bool) {
    for _ in 0..200 {
        if stop(g) {
            return;
        }
        assert!(
            !g.is_over(),
            "the game ended early: {:?} {:?}",
            g.winner(),
            g.win_reason()
        );
        let kind = match g.decision_name() {
            "action" => ActionKind::ClickCredit,
            "paid_ability_window" | "jack_out" => ActionKind::Pass,
            other => panic!("unexpected decision {other}"),
        };
        only(g, kind);
    }
    panic!("the expected point was never reached");
}

/// An action decision of `side`.
pub fn at_action(side: Side) -> impl Fn(&GameState) -> bool {
    move |g| g.decision_name() == "action" && g.current_side() == Some(side)
}

pub fn known_to_runner(g: &GameState, card: u8) -> bool {
    g.cards[card as usize].known_to(Side::Runner)
}

/// The observation of `side`, parsed by serde_json.
pub fn obs(g: &GameState, side: Side) -> serde_json::Value {
    serde_json::from_str(&g.observation_json(side)).unwrap()
}

/// A minimal JSON reader (the test crate has no JSON dependency of its own).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    pub fn parse(text: &str) -> Json {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        let v = Json::value(&chars, &mut i);
        Json::ws(&chars, &mut i);
        assert_eq!(i, chars.len(), "trailing text in JSON");
        v
    }
    fn ws(c: &[char], i: &mut usize) {
        while *i < c.len() && c[*i].is_whitespace() {
            *i += 1;
        }
    }
    fn string(c: &[char], i: &mut usize) -> String {
        assert_eq!(c[*i], '"');
        *i += 1;
        let mut s = String::new();
        while c[*i] != '"' {
            if c[*i] == '\\' {
                *i += 1;
                match c[*i] {
                    'n' => s.push('\n'),
                    't' => s.push('\t'),
                    'r' => s.push('\r'),
                    'b' => s.push('\u{8}'),
                    'f' => s.push('\u{c}'),
                    'u' => {
                        let hex: String = c[*i + 1..*i + 5].iter().collect();
                        s.push(
                            char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap_or('?'),
                        );
                        *i += 4;
                    }
                    other => s.push(other),
                }
            } else {
                s.push(c[*i]);
            }
            *i += 1;
        }
        *i += 1;
        s
    }
    fn value(c: &[char], i: &mut usize) -> Json {
        Json::ws(c, i);
        match c[*i] {
            '{' => {
                *i += 1;
                let mut fields = Vec::new();
                loop {
                    Json::ws(c, i);
                    if c[*i] == '}' {
                        *i += 1;
                        return Json::Obj(fields);
                    }
                    if c[*i] == ',' {
                        *i += 1;
                        Json::ws(c, i);
                    }
                    let k = Json::string(c, i);
                    Json::ws(c, i);
                    assert_eq!(c[*i], ':');
                    *i += 1;
                    fields.push((k, Json::value(c, i)));
                }
            }
            '[' => {
                *i += 1;
                let mut items = Vec::new();
                loop {
                    Json::ws(c, i);
                    if c[*i] == ']' {
                        *i += 1;
                        return Json::Arr(items);
                    }
                    if c[*i] == ',' {
                        *i += 1;
                    }
                    items.push(Json::value(c, i));
                }
            }
            '"' => Json::Str(Json::string(c, i)),
            't' => {
                *i += 4;
                Json::Bool(true)
            }
            'f' => {
                *i += 5;
                Json::Bool(false)
            }
            'n' => {
                *i += 4;
                Json::Null
            }
            _ => {
                let start = *i;
                while *i < c.len() && matches!(c[*i], '-' | '+' | '.' | 'e' | 'E' | '0'..='9') {
                    *i += 1;
                }
                let s: String = c[start..*i].iter().collect();
                Json::Num(s.parse().unwrap())
            }
        }
    }
    /// Field of an object (panics if absent).
    pub fn get(&self, key: &str) -> &Json {
        match self {
            Json::Obj(f) => f
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v)
                .unwrap_or_else(|| panic!("no field {key}")),
            _ => panic!("not an object: {self:?}"),
        }
    }
    pub fn path(&self, keys: &[&str]) -> &Json {
        keys.iter().fold(self, |v, k| v.get(k))
    }
    pub fn arr(&self) -> &[Json] {
        match self {
            Json::Arr(a) => a,
            _ => panic!("not an array: {self:?}"),
        }
    }
    pub fn strs(&self) -> Vec<&str> {
        self.arr()
            .iter()
            .map(|v| match v {
                Json::Str(s) => s.as_str(),
                _ => panic!("not a string: {v:?}"),
            })
            .collect()
    }
    pub fn num(&self) -> f64 {
        match self {
            Json::Num(n) => *n,
            _ => panic!("not a number: {self:?}"),
        }
    }
}

/// Plays uniformly random legal actions (seeded by `seed`) until the game ends. Every decision
/// must offer a choice, labels and observations must work, and with `check_hidden` each side's
/// observation (legal actions and labels included) must be the same in a state where its
/// unseen cards are redealt (DESIGN.md, "Hidden information is first-class").
pub fn random_game(corp: &DeckList, runner: &DeckList, seed: u64, check_hidden: bool) -> GameState {
    let mut g = GameState::new(corp, runner, seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut steps = 0u64;
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(
            !legal.is_empty(),
            "no legal action at {}",
            g.decision_name()
        );
        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        if check_hidden {
            for side in [Side::Corp, Side::Runner] {
                let other = g.determinize(side, steps + 1);
                assert_eq!(
                    g.observation_json(side),
                    other.observation_json(side),
                    "observation of {side:?} changed by redeal (seed {seed}, {})",
                    g.decision_name()
                );
            }
        }
        if steps.is_multiple_of(7) {
            let _ = g.label(&a);
            let _ = g.observation_json(Side::Corp);
            let _ = g.observation_json(Side::Runner);
        }
        g.apply(a).unwrap();
        steps += 1;
        assert!(steps < 20_000, "game too long (seed {seed})");
    }
    g
}

/// The state's invariants hold (`GameState::check_invariants`: every card listed exactly once
/// in the place its zone names, hosts installed, memory, counters, a legal action, ...).
pub fn check_places(g: &GameState) {
    if let Err(e) = g.check_invariants() {
        panic!("invariant broken at {}: {e}", g.decision_name());
    }
}

/// Chooses mode `m` of `card` (a `mode` action).
pub fn mode(g: &mut GameState, card: u8, m: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(m));
}

/// Chooses `amount` at an amount decision (`bid`; docs/actions.md, "Amounts").
pub fn bid(g: &mut GameState, amount: u8) {
    act(g, Action::new(ActionKind::Bid).amount(amount));
}

/// The amounts offered at an amount decision.
pub fn amounts(g: &GameState) -> Vec<u8> {
    assert_eq!(g.decision_name(), "amount");
    g.legal_actions().iter().map(|a| a.amount).collect()
}

/// Plays uniformly random legal actions (seeded by `seed`) until the game ends. With
/// `check_every_step`, after every action: a clone replays it identically, `apply_and_list` lists
/// the next legal actions, the invariants hold, and each side's observation is unchanged by a
/// redeal of what it has not seen.
pub fn play_decks(
    corp: &DeckList,
    runner: &DeckList,
    seed: u64,
    check_every_step: bool,
) -> GameState {
    let mut g = GameState::new(corp, runner, seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x9e37_79b9);
    let mut steps = 0;
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(
            !legal.is_empty(),
            "no legal action at {}",
            g.decision_name()
        );
        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        if check_every_step {
            // The list left by apply_and_list is the next decision's legal actions.
            let mut listed = g.clone();
            let mut next = nr_engine::ActionList::new();
            listed.apply_and_list(a, &mut next);
            let mut twin = g.clone();
            g.apply(a).unwrap();
            twin.apply(a).unwrap();
            assert_eq!(g.to_json(), twin.to_json(), "a clone replays identically");
            assert_eq!(listed.to_json(), g.to_json());
            assert_eq!(
                next,
                g.legal_actions(),
                "apply_and_list lists the legal actions"
            );
            if let Err(e) = g.check_invariants() {
                panic!("seed {seed}: {e}");
            }
            for side in [Side::Corp, Side::Runner] {
                let obs = g.observation_json(side);
                let other = g.determinize(side, steps + 7);
                assert_eq!(
                    obs,
                    other.observation_json(side),
                    "observation of {side:?} changed by redeal"
                );
            }
        } else {
            g.apply_unchecked(a);
        }
        steps += 1;
        assert!(steps < 20_000, "game too long");
    }
    g
}

/// `a, b` as one JSON object body (`a` alone when `b` is empty): scenario parts put together.
pub fn join(a: &str, b: &str) -> String {
    if b.is_empty() {
        a.to_string()
    } else {
        format!("{a}, {b}")
    }
}

/// Passes at decisions until `stop` holds.
pub fn pass_to(g: &mut GameState, stop: impl Fn(&GameState) -> bool) {
    for _ in 0..64 {
        if stop(g) {
            return;
        }
        pass(g);
    }
    panic!("never reached; stuck at {}", g.decision_name());
}

/// A Runner-turn position (turn 2) with the Runner identity titled `identity` against
/// Haas-Bioroid: the Corp part (5 credits when empty) and the Runner part as JSON object bodies.
pub fn runner_turn_as(identity: &str, corp: &str, runner: &str) -> GameState {
    let corp = if corp.is_empty() {
        r#""credits": 5"#
    } else {
        corp
    };
    let identity = identity.replace('"', "\\\"");
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// Uses `breaker`'s strength ability (ability 0) until it can break a subroutine; how many
/// times it was used.
pub fn boosts_to_break(g: &mut GameState, breaker: u8) -> u32 {
    let mut n = 0;
    while legal_on(g, ActionKind::Break, breaker).is_empty() {
        act(g, Action::new(ActionKind::Ability).card(breaker).target(0));
        n += 1;
        assert!(n < 30);
    }
    n
}

/// Passes until the Corp may rez `card`.
pub fn until_rez(g: &mut GameState, card: u8) {
    for _ in 0..32 {
        if !legal_on(g, ActionKind::Rez, card).is_empty() {
            return;
        }
        pass(g);
    }
    panic!("{card} never offered to rez; at {}", g.decision_name());
}

/// A Corp-turn position (turn 3, action phase) of Haas-Bioroid against the Runner identity titled
/// `identity`: the Corp part and the Runner part (5 credits when empty) as JSON object bodies.
pub fn corp_turn_against(identity: &str, corp: &str, runner: &str) -> GameState {
    let runner = if runner.is_empty() {
        r#""credits": 5"#
    } else {
        runner
    };
    let identity = identity.replace('"', "\\\"");
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

/// Where `card` is now.
pub fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

/// Whether `card` is rezzed.
pub fn rezzed(g: &GameState, card: u8) -> bool {
    g.cards[card as usize].rezzed
}

/// Plays the operation or event `card` from the hand.
pub fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

/// The action that rezzes `card`.
pub fn rez(card: u8) -> Action {
    Action::new(ActionKind::Rez).card(card)
}

/// Whether `a` is legal now.
pub fn is_legal(g: &GameState, a: Action) -> bool {
    g.legal_actions().contains(&a)
}

/// Applies an action that must be refused, and checks that nothing changed.
pub fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(
        g.apply(a).is_err(),
        "{a:?} accepted at {}",
        g.decision_name()
    );
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

/// The rez cost of `card` now, as the Corp's label of rezzing it says.
pub fn rez_cost(g: &GameState, card: u8) -> u32 {
    let label = g.label_for(Side::Corp, &rez(card));
    let tail = label.rsplit('(').next().unwrap();
    if tail.starts_with("no cost") {
        0
    } else {
        tail.split(' ').next().unwrap().parse().unwrap()
    }
}

/// Whether the run in progress is at `ice`.
pub fn approached(g: &GameState, ice: u8) -> bool {
    let Some(r) = g.run else { return false };
    g.corp.servers[r.server as usize]
        .ice
        .get(r.position as usize)
        == Some(&ice)
}

/// Passes until the Corp may rez the approached `ice` (its rez window).
pub fn to_rez_window(g: &mut GameState, ice: u8) {
    for _ in 0..64 {
        let corp_rez = g.decision_name() == "rez_ice" && g.current_side() == Some(Side::Corp);
        if corp_rez && approached(g, ice) {
            return;
        }
        pass(g);
    }
    panic!("never reached the rez window of {ice}");
}

/// A position (`active` side's action phase, turn 2) with the Corp identity titled `identity`
/// against Noise: Hacker Extraordinaire; the Corp and Runner parts as JSON object bodies.
pub fn position_vs_noise(identity: &str, corp: &str, runner: &str, active: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{identity}", {corp}}}, "runner": {{"identity": "Noise: Hacker Extraordinaire", {runner}}}, "active": "{active}", "turn": 2}}"#
    ))
}
