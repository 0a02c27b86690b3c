//! Scenario tests of what each side may see (Rules Reference, "Information": hidden and open
//! information; "Facedown"; "Accessing"), of observations and of determinization.

use nr_engine::{parse_server, Action, ActionKind, GameState, Side, Zone};

// ----- helpers -----

fn game(json: &str) -> GameState {
    GameState::from_scenario_json(json).unwrap_or_else(|e| panic!("bad scenario: {e}"))
}

fn ids(g: &GameState, title: &str) -> Vec<u8> {
    (0..g.cards.len() as u8)
        .filter(|&i| g.card_title(i) == Some(title))
        .collect()
}

fn id(g: &GameState, title: &str) -> u8 {
    let v = ids(g, title);
    assert_eq!(v.len(), 1, "expected exactly one {title}");
    v[0]
}

fn act(g: &mut GameState, a: Action) {
    g.apply(a)
        .unwrap_or_else(|e| panic!("{e} (legal: {:?})", g.legal_actions()));
}

fn pass(g: &mut GameState) {
    act(g, Action::new(ActionKind::Pass));
}

fn run_on(g: &mut GameState, server: &str) {
    act(
        g,
        Action::new(ActionKind::Run).server(parse_server(server).unwrap()),
    );
}

/// A minimal JSON reader (the test crate has no JSON dependency of its own).
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    fn parse(text: &str) -> Json {
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
    fn get(&self, key: &str) -> &Json {
        match self {
            Json::Obj(f) => f
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v)
                .unwrap_or_else(|| panic!("no field {key}")),
            _ => panic!("not an object: {self:?}"),
        }
    }
    fn path(&self, keys: &[&str]) -> &Json {
        keys.iter().fold(self, |v, k| v.get(k))
    }
    fn arr(&self) -> &[Json] {
        match self {
            Json::Arr(a) => a,
            _ => panic!("not an array: {self:?}"),
        }
    }
    fn strs(&self) -> Vec<&str> {
        self.arr()
            .iter()
            .map(|v| match v {
                Json::Str(s) => s.as_str(),
                _ => panic!("not a string: {v:?}"),
            })
            .collect()
    }
    fn num(&self) -> f64 {
        match self {
            Json::Num(n) => *n,
            _ => panic!("not a number: {self:?}"),
        }
    }
}

fn observe(g: &GameState, side: Side) -> (String, Json) {
    let text = g.observation_json(side);
    let v = Json::parse(&text);
    (text, v)
}

const HIDDEN_CORP: [&str; 5] = [
    "Melange Mining Corp.",
    "Priority Requisition",
    "Hunter",
    "PAD Campaign",
    "Hedge Fund",
];

/// HQ: Melange Mining Corp. and Priority Requisition; unrezzed Hunter on HQ; unrezzed PAD
/// Campaign in a remote; a facedown Hedge Fund in Archives; rezzed Wall of Static on R&D.
fn hidden_game(corp_credits: u16) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Haas-Bioroid: Engineering the Future", "credits": {corp_credits},
                      "hq": ["Melange Mining Corp.", "Priority Requisition"],
                      "rd": ["Private Security Force", "Enigma"],
                      "archives": ["Hedge Fund"],
                      "servers": {{"hq": {{"ice": ["Hunter"]}},
                                  "rd": {{"ice": [{{"title": "Wall of Static", "rezzed": true}}]}},
                                  "remote1": {{"root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5,
                        "grip": ["Sure Gamble", "Infiltration"], "stack": ["Armitage Codebusting"],
                        "rig": ["Crypsis"]}},
            "active": "runner", "turn": 2}}"#
    ))
}

fn assert_runner_sees_no_hidden_corp_card(g: &GameState) {
    let (text, _) = observe(g, Side::Runner);
    for t in HIDDEN_CORP
        .iter()
        .chain(["Private Security Force", "Enigma"].iter())
    {
        assert!(
            !text.contains(t),
            "the Runner's observation names {t} at {}: {text}",
            g.decision_name()
        );
    }
    // Open information is there.
    assert!(text.contains("Wall of Static"));
}

// Rules Reference, "Facedown"/"Hidden Information": the Runner sees neither facedown installed Corp cards nor unseen HQ, R&D or facedown Archives cards.
#[test]
fn observation_runner_never_sees_facedown_or_unseen_corp_cards() {
    let mut g = hidden_game(0);
    // The Corp's own view does name them (so the check below is meaningful).
    let (corp_text, _) = observe(&g, Side::Corp);
    for t in HIDDEN_CORP {
        assert!(corp_text.contains(t), "the Corp sees {t}");
    }
    assert_runner_sees_no_hidden_corp_card(&g);
    let (_, v) = observe(&g, Side::Runner);
    assert_eq!(v.path(&["corp", "hq", "count"]).num(), 2.0);
    assert!(v.path(&["corp", "hq", "known"]).arr().is_empty());
    let hq_ice = v.path(&["corp", "servers", "hq", "ice"]).arr();
    assert_eq!(hq_ice.len(), 1);
    assert_eq!(*hq_ice[0].get("title"), Json::Null);
    assert_eq!(*hq_ice[0].get("rezzed"), Json::Bool(false));
    let root = v.path(&["corp", "servers", "remote1", "root"]).arr();
    assert_eq!(*root[0].get("title"), Json::Null);
    assert_eq!(v.path(&["corp", "rd"]).arr(), &[Json::Null, Json::Null]);
    // During a run (the Corp cannot rez Hunter with 0 credits): still hidden at the jack-out decision.
    run_on(&mut g, "hq");
    while g.decision_name() != "jack_out" {
        assert_runner_sees_no_hidden_corp_card(&g);
        pass(&mut g);
    }
    assert_runner_sees_no_hidden_corp_card(&g);
    act(&mut g, Action::new(ActionKind::JackOut));
    assert_runner_sees_no_hidden_corp_card(&g);
}

// Rules Reference, "Hidden Information": while the Corp decides whether to rez the approached ice, the Runner's view does not name it.
#[test]
fn observation_runner_does_not_see_ice_the_corp_may_rez() {
    let mut g = hidden_game(5);
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "rez_ice");
    assert_runner_sees_no_hidden_corp_card(&g);
    // The Corp, deciding, has labelled choices naming its own cards.
    let (corp_text, corp) = observe(&g, Side::Corp);
    assert!(corp_text.contains("rez Hunter"));
    assert!(!corp.get("legal_actions").arr().is_empty());
    // Rezzed: now it is open information.
    let hunter = id(&g, "Hunter");
    act(&mut g, Action::new(ActionKind::Rez).card(hunter));
    let (text, _) = observe(&g, Side::Runner);
    assert!(text.contains("Hunter"));
}

// Rules Reference, "Accessing" run step [5.5.1]: the Runner looks at the accessed card; back in HQ, the Runner still knows it is there.
#[test]
fn observation_runner_knows_hq_card_after_accessing_it() {
    let mut g = game(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future", "hq": ["Melange Mining Corp."]},
            "runner": {"identity": "Noise: Hacker Extraordinaire", "credits": 5},
            "active": "runner", "turn": 2}"#,
    );
    let (text, v) = observe(&g, Side::Runner);
    assert!(!text.contains("Melange Mining Corp."));
    assert_eq!(v.path(&["corp", "hq", "count"]).num(), 1.0);
    run_on(&mut g, "hq");
    pass(&mut g);
    assert_eq!(g.decision_name(), "trash_or_steal");
    pass(&mut g); // leave it in HQ
    assert!(g.run.is_none());
    let (_, v) = observe(&g, Side::Runner);
    assert_eq!(v.path(&["corp", "hq", "count"]).num(), 1.0);
    assert_eq!(
        v.path(&["corp", "hq", "known"]).strs(),
        vec!["Melange Mining Corp."]
    );
}

// Rules Reference, "Hidden Information": the Corp sees the Runner's grip as a count only (and never the stack).
#[test]
fn observation_corp_sees_grip_as_count_only() {
    let g = hidden_game(5);
    let (text, v) = observe(&g, Side::Corp);
    let grip = v.path(&["runner", "grip"]);
    assert_eq!(grip.get("count").num(), 2.0);
    assert!(grip.get("known").arr().is_empty());
    for t in ["Sure Gamble", "Infiltration", "Armitage Codebusting"] {
        assert!(!text.contains(t), "the Corp's observation names {t}");
    }
    assert_eq!(v.path(&["runner", "stack"]).arr(), &[Json::Null]);
    // Installed Runner cards are open information.
    assert!(text.contains("Crypsis"));
    // The Runner sees its own grip, in order.
    let (_, r) = observe(&g, Side::Runner);
    assert_eq!(
        r.path(&["runner", "grip"]).strs(),
        vec!["Sure Gamble", "Infiltration"]
    );
}

// Determinization: a state the Runner cannot tell apart (same observation), with the hidden Corp cards redealt.
#[test]
fn observation_determinize_keeps_the_observation_and_redeals_hidden_cards() {
    let mut g = game(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future", "credits": 0,
                     "hq": ["Hedge Fund", "Melange Mining Corp.", "Priority Requisition", "Enigma", "Hunter"],
                     "rd": ["Hedge Fund", "Private Security Force", "Wall of Static", "PAD Campaign"],
                     "archives": ["Enigma"],
                     "servers": {"hq": {"ice": ["Wall of Static", {"title": "Hunter", "rezzed": true}]},
                                 "remote1": {"root": ["PAD Campaign"]}}},
            "runner": {"identity": "Noise: Hacker Extraordinaire", "credits": 5,
                       "grip": ["Sure Gamble"], "stack": ["Infiltration", "Crypsis", "Access to Globalsec"]},
            "active": "runner", "turn": 2, "seed": 3}"#,
    );
    // Let the Runner see the top card of R&D: a known card keeps its identity in every determinization.
    run_on(&mut g, "rd");
    while g.decision_name() != "action" {
        pass(&mut g);
    }
    let seen_in_rd: Vec<u8> = g
        .corp
        .rd
        .iter()
        .copied()
        .filter(|&c| g.cards[c as usize].known_to(Side::Runner))
        .collect();
    assert_eq!(seen_in_rd.len(), 1);
    assert_eq!(g.decision_name(), "action");

    let obs = g.observation_json(Side::Runner);
    let defs = |s: &GameState| -> Vec<u16> { s.cards.iter().map(|c| c.def).collect() };
    let mut sorted_defs = defs(&g);
    sorted_defs.sort_unstable();
    let mut differing = 0;
    let mut hq_deals = std::collections::BTreeSet::new();
    for seed in 0..8 {
        let d = g.determinize(Side::Runner, seed);
        assert_eq!(
            d.observation_json(Side::Runner),
            obs,
            "seed {seed}: the Runner's view is unchanged"
        );
        // Same cards in all (a redeal, not new cards).
        let mut dd = defs(&d);
        dd.sort_unstable();
        assert_eq!(dd, sorted_defs);
        // Known cards keep their identity; installed ice stays ice.
        for (i, c) in g.cards.iter().enumerate() {
            if c.known_to(Side::Runner) {
                assert_eq!(d.cards[i].def, c.def, "seed {seed}: known card {i} kept");
            }
            if matches!(c.zone, Zone::Ice(_)) {
                assert_eq!(
                    d.card_title(i as u8)
                        .map(|t| t == "Wall of Static" || t == "Hunter" || t == "Enigma"),
                    Some(true)
                );
            }
        }
        if defs(&d) != defs(&g) {
            differing += 1;
        }
        hq_deals.insert(
            d.corp
                .hq
                .iter()
                .map(|&c| d.card_title(c).unwrap())
                .collect::<Vec<_>>(),
        );
        // The same seed gives the same determinization.
        assert_eq!(d.to_json(), g.determinize(Side::Runner, seed).to_json());
    }
    assert!(
        differing >= 6,
        "hidden cards are redealt ({differing} of 8 differ)"
    );
    assert!(
        hq_deals.len() >= 3,
        "HQ contents vary over seeds: {hq_deals:?}"
    );
}

// Rules Reference, "Install"/"Hidden Information": the Corp installs a card from HQ facedown; the
// Runner, who earlier accessed one of the HQ cards, cannot tell which card was installed.
#[test]
fn observation_runner_cannot_tell_which_hq_card_the_corp_installed() {
    // Weyland and 0 credits: no install trigger and nothing rezzable, so both installs leave the
    // Corp at the same decision.
    let mut g = game(
        r#"{"corp": {"identity": "Weyland Consortium: Building a Better World", "credits": 0,
                     "hq": ["Melange Mining Corp.", "PAD Campaign"],
                     "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"]},
            "runner": {"identity": "Noise: Hacker Extraordinaire", "credits": 5, "clicks": 1},
            "active": "runner", "turn": 2}"#,
    );
    let hq: Vec<u8> = g.corp.hq.to_vec();
    run_on(&mut g, "hq");
    pass(&mut g);
    assert_eq!(g.decision_name(), "trash_or_steal");
    let seen: Vec<u8> = hq
        .iter()
        .copied()
        .filter(|&c| g.cards[c as usize].known_to(Side::Runner))
        .collect();
    assert_eq!(seen.len(), 1);
    let (x, y) = (seen[0], *hq.iter().find(|&&c| c != seen[0]).unwrap());
    // The Runner's own observation carries the accessed card's instance id (in its action codes).
    let trash_x = Action::new(ActionKind::Trash).card(x).code();
    assert!(g
        .observation_json(Side::Runner)
        .contains(&format!("\"code\":{trash_x}")));
    pass(&mut g); // leave it in HQ; the Runner's last click is spent, the Corp's turn begins
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let install = |card: u8| {
        let mut h = g.clone();
        act(
            &mut h,
            Action::new(ActionKind::Install)
                .card(card)
                .server(nr_engine::NEW_REMOTE),
        );
        // The Corp is asked in the window after the action (the Runner cannot rule out a rez).
        while h.decision_name() == "paid_ability_window" {
            pass(&mut h);
        }
        assert_eq!(h.decision_name(), "action");
        h.observation_json(Side::Runner)
    };
    // The installed card takes a random HQ id and the Runner forgets what it knew of HQ.
    assert_eq!(
        install(x),
        install(y),
        "the Runner's view depends on which HQ card was installed facedown"
    );
}

// Rules Reference, run step [2.3] and "Hidden Information": whether the Corp gets to decide on
// rezzing the approached ice must not depend on the hidden identity of that ice (here, whether
// its rez cost is affordable).
#[test]
fn observation_runner_cannot_tell_unrezzed_ice_from_the_corp_rez_decision() {
    let position = |ice: &str| {
        let mut g = game(&format!(
            r#"{{"corp": {{"identity": "Haas-Bioroid: Engineering the Future", "credits": 2,
                          "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": ["{ice}"]}}}}}},
                "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5}},
                "active": "runner", "turn": 2}}"#
        ));
        run_on(&mut g, "hq");
        g
    };
    let (hunter, enigma) = (position("Hunter"), position("Enigma"));
    // Identical to the Runner before the run; the Corp can pay for Hunter (1) but not Enigma (3).
    assert_eq!(hunter.decision_name(), "rez_ice");
    assert_eq!(
        hunter.observation_json(Side::Runner),
        enigma.observation_json(Side::Runner),
        "the Runner learns something about the facedown ice from whether the Corp is asked"
    );
}
