//! Scenario tests of what each side may see (Rules Reference, "Information": hidden and open
//! information; "Facedown"; "Accessing"), of observations and of determinization.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, Bot, DeckList, GameState, RandomBot, Side, Zone};

// ----- helpers -----

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
    // What the Runner derived is in its view (issue 12) and must survive the redeals below: the
    // card it accessed on R&D, the rezzed Hunter's strength and subroutine, and nothing of the
    // unrezzed Wall of Static.
    let v: serde_json::Value = serde_json::from_str(&obs).unwrap();
    let accessed = &v["last_run"]["accessed"][0];
    assert_eq!(accessed["from"], "rd");
    assert!(accessed["title"].is_string(), "{accessed}");
    let hq_ice = &v["corp"]["servers"]["hq"]["ice"];
    assert!(hq_ice[0].get("strength").is_none() && hq_ice[0].get("subroutines").is_none());
    assert_eq!(hq_ice[1]["strength"], 4);
    assert_eq!(hq_ice[1]["subroutines"].as_array().map(Vec::len), Some(1));
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

#[test]
fn a_played_operation_is_named_to_the_other_side_once_played_not_before() {
    // Rules Reference, "Operation": a played operation is revealed, so once it is played the
    // Runner knows it; before that it is a hidden card in HQ, and the Runner's reading of the
    // Corp's legal play must not name it (it would tell what is in HQ). The Corp's own label
    // names it. An install from HQ stays hidden too.
    let mut g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 3).unwrap();
    let mut bot = RandomBot::new(3);
    let mut checked = (false, false);
    while !(g.is_over() || checked.0 && checked.1) {
        let legal = g.legal_actions();
        for a in legal.iter() {
            let title = g.card_title(a.card).unwrap_or("?");
            if g.current_side() == Some(Side::Corp) && a.kind == ActionKind::Play {
                // The Corp's label names the card (and its cost: "play Hedge Fund (5 credits)").
                let own = g.label_for(Side::Corp, a);
                assert!(own.starts_with(&format!("play {title}")), "{own}");
                assert_eq!(g.label_for(Side::Runner, a), "play a hidden card");
                let mut after = g.clone();
                after.apply(*a).unwrap();
                assert!(
                    after.cards[a.card as usize].known_to(Side::Runner),
                    "{title} is not revealed once played"
                );
                checked.0 = true;
            }
            if g.current_side() == Some(Side::Corp)
                && a.kind == ActionKind::Install
                && g.cards[a.card as usize].zone == Zone::Hq
            {
                assert!(
                    !g.label_for(Side::Runner, a).contains(title),
                    "{title} leaked"
                );
                checked.1 = true;
            }
        }
        let a = bot.choose(&g, &legal);
        g.apply(a).unwrap();
    }
    assert!(checked.0 && checked.1, "no Corp play and install seen");
}
