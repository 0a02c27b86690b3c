//! Scenario tests of installing, rezzing and scoring (Rules Reference, "Install", "Install Cost",
//! "Memory Limit", "Rez", "Score", and the Core Set identities that change installs and plays).

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone, NEW_REMOTE};

// ----- helpers -----

/// Corp install action of the first card in HQ with this title, in `server`.
fn install(g: &mut GameState, title: &str, server: u8) {
    let card = *g
        .corp
        .hq
        .iter()
        .find(|&&c| g.card_title(c) == Some(title))
        .expect("in HQ");
    g.apply(Action::new(ActionKind::Install).card(card).server(server))
        .unwrap();
}

/// Titles of the ice protecting `server`, innermost first.
fn ice_titles(g: &GameState, server: u8) -> Vec<&'static str> {
    g.corp.servers[server as usize]
        .ice
        .iter()
        .map(|&c| g.card_title(c).unwrap())
        .collect()
}

/// Servers offered for installing `card`.
fn install_servers(g: &GameState, card: u8) -> Vec<u8> {
    legal_on(g, ActionKind::Install, card)
        .iter()
        .map(|a| a.server)
        .collect()
}

// ----- Corp installs -----

// Install step 2: installing in a new remote server creates it (remote1), facedown and unrezzed.
#[test]
fn install_in_new_remote_creates_server() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "hq": ["PAD Campaign", "Melange Mining Corp."]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    assert!(obs(&g, Side::Corp)["corp"]["servers"]
        .get("remote1")
        .is_none());
    install(&mut g, "PAD Campaign", NEW_REMOTE);
    let pad = id(&g, "PAD Campaign");
    assert_eq!(g.corp.servers[REMOTE1 as usize].root.to_vec(), vec![pad]);
    assert_eq!(g.cards[pad as usize].zone, Zone::Root(REMOTE1));
    assert!(!g.cards[pad as usize].rezzed);
    assert!(obs(&g, Side::Runner)["corp"]["servers"]
        .get("remote1")
        .is_some());
    pass_windows(&mut g); // the window after the action (the Corp could rez the PAD)
                          // The Melange may now go into remote1 (replacing the PAD) or a second new remote.
    let mut offered = install_servers(&g, id(&g, "Melange Mining Corp."));
    offered.sort_unstable();
    assert_eq!(offered, vec![REMOTE1, NEW_REMOTE]);
    install(&mut g, "Melange Mining Corp.", NEW_REMOTE);
    assert_eq!(
        g.cards[id(&g, "Melange Mining Corp.") as usize].zone,
        Zone::Root(REMOTE2)
    );
    assert_eq!(g.corp.servers[REMOTE1 as usize].root.len(), 1);
}

// Rules Reference "Remote Servers": a remote with no cards ceases to exist and cannot be run on.
#[test]
fn install_remote_removed_when_emptied_not_a_run_target() {
    let mut g = game(
        r#"{"corp": {"identity": "Weyland Consortium: Building a Better World", "hq": ["Hunter"], "rd": ["Hedge Fund"],
                     "servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 4}]},
                                 "remote2": {"root": [{"title": "PAD Campaign", "rezzed": true}]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (psf, hunter) = (id(&g, "Private Security Force"), id(&g, "Hunter"));
    assert_eq!(
        install_servers(&g, hunter),
        vec![HQ, RD, ARCHIVES, REMOTE1, REMOTE2, NEW_REMOTE]
    );
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, psf);
    pass_windows(&mut g);
    assert!(g.corp.servers[REMOTE1 as usize].root.is_empty());
    assert_eq!(
        install_servers(&g, hunter),
        vec![HQ, RD, ARCHIVES, REMOTE2, NEW_REMOTE]
    );
    assert!(obs(&g, Side::Runner)["corp"]["servers"]
        .get("remote1")
        .is_none());
    until(&mut g, at_action(Side::Runner));
    let runs: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(runs, vec![HQ, RD, ARCHIVES, REMOTE2]);
}

// Install step 3: only one agenda or asset per remote; the old one is trashed (faceup in
// Archives if it was rezzed, facedown if not).
#[test]
fn install_second_asset_in_remote_trashes_old_one() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 5,
                     "hq": ["PAD Campaign", "Private Security Force"],
                     "servers": {"remote1": {"root": [{"title": "Melange Mining Corp.", "rezzed": true}]},
                                 "remote2": {"root": ["Priority Requisition"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (mel, pr) = (
        id(&g, "Melange Mining Corp."),
        id(&g, "Priority Requisition"),
    );
    install(&mut g, "PAD Campaign", REMOTE1);
    assert_eq!(g.decision_name(), "install_trash");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(legal_on(&g, ActionKind::Trash, mel).len(), 1);
    only(&mut g, ActionKind::Pass);
    assert_eq!(
        g.corp.servers[REMOTE1 as usize].root.to_vec(),
        vec![id(&g, "PAD Campaign")]
    );
    assert_eq!(g.cards[mel as usize].zone, Zone::Archives);
    assert!(g.cards[mel as usize].faceup, "it was rezzed");
    assert_eq!(g.corp.credits, 5, "no install cost for an asset");
    // An unrezzed agenda is replaced by an agenda; it goes to Archives facedown.
    pass_windows(&mut g);
    install(&mut g, "Private Security Force", REMOTE2);
    assert_eq!(g.decision_name(), "install_trash");
    only_on(&mut g, ActionKind::Trash, pr);
    assert_eq!(
        g.corp.servers[REMOTE2 as usize].root.to_vec(),
        vec![id(&g, "Private Security Force")]
    );
    assert_eq!(g.cards[pr as usize].zone, Zone::Archives);
    assert!(!g.cards[pr as usize].faceup, "it was unrezzed");
    assert!(obs(&g, Side::Runner)["corp"]["archives"][1]["title"].is_null());
    assert_eq!(g.corp.archives.to_vec(), vec![mel, pr]);
}

// "Install Cost": ice costs 1 credit per ice already protecting the server; new ice is
// installed in the outermost position.
#[test]
fn install_ice_cost_equals_ice_already_protecting() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 5,
                     "hq": ["Enigma", "Hunter", "Wall of Static"],
                     "servers": {"hq": {"ice": ["Hunter", "Wall of Static"]}, "rd": {"ice": ["Enigma"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    install(&mut g, "Enigma", HQ);
    // The Corp may trash the ice there first; passing keeps both.
    assert_eq!(g.decision_name(), "install_trash");
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    only(&mut g, ActionKind::Pass);
    assert_eq!(g.corp.credits, 3);
    assert_eq!(
        ice_titles(&g, HQ),
        vec!["Hunter", "Wall of Static", "Enigma"]
    );
    assert_eq!(g.corp.clicks, 2);
    // R&D has one ice: cost 1.
    pass_windows(&mut g);
    install(&mut g, "Hunter", RD);
    only(&mut g, ActionKind::Pass);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(ice_titles(&g, RD), vec!["Enigma", "Hunter"]);
    // A new remote has no ice: free, and no decision.
    pass_windows(&mut g);
    install(&mut g, "Wall of Static", NEW_REMOTE);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(ice_titles(&g, REMOTE1), vec!["Wall of Static"]);
    assert!(g.corp.hq.is_empty());
}

// Install step 3: the Corp may trash ice protecting the server first to lower the install cost;
// it must when it cannot pay otherwise.
#[test]
fn install_corp_may_trash_ice_first_to_lower_cost() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 1, "hq": ["Enigma"],
                     "servers": {"hq": {"ice": ["Wall of Static", {"title": "Hunter", "rezzed": true}]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (wall, hunter) = (id(&g, "Wall of Static"), id(&g, "Hunter"));
    install(&mut g, "Enigma", HQ);
    assert_eq!(g.decision_name(), "install_trash");
    // 2 ice, 1 credit: passing is not possible yet.
    assert!(legal(&g, ActionKind::Pass).is_empty());
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    only_on(&mut g, ActionKind::Trash, wall);
    assert_eq!(g.cards[wall as usize].zone, Zone::Archives);
    assert!(
        !g.cards[wall as usize].faceup,
        "unrezzed ice is trashed facedown"
    );
    // Now 1 ice, 1 credit.
    only(&mut g, ActionKind::Pass);
    assert_eq!(g.corp.credits, 0);
    assert_eq!(
        g.corp.servers[HQ as usize].ice.to_vec(),
        vec![hunter, id(&g, "Enigma")]
    );
}

// Install step 3: trashing every ice makes the ice free; a rezzed one goes faceup to Archives.
#[test]
fn install_trashing_all_ice_makes_install_free() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 0, "hq": ["Enigma"],
                     "servers": {"rd": {"ice": [{"title": "Hunter", "rezzed": true}]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let hunter = id(&g, "Hunter");
    install(&mut g, "Enigma", RD);
    assert_eq!(g.decision_name(), "install_trash");
    assert!(legal(&g, ActionKind::Pass).is_empty());
    only_on(&mut g, ActionKind::Trash, hunter);
    assert_eq!(
        g.corp.servers[RD as usize].ice.to_vec(),
        vec![id(&g, "Enigma")]
    );
    assert_eq!(g.corp.credits, 0);
    assert!(g.cards[hunter as usize].faceup);
}

// Install step 3: installing ice only lets the Corp trash ice protecting the server, and installing
// in the root only lets it trash root cards.
#[test]
fn install_ice_and_root_cards_trash_only_like_cards() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 5, "hq": ["Enigma", "Hunter", "PAD Campaign"],
                     "servers": {"remote1": {"root": [{"title": "Melange Mining Corp.", "rezzed": true}]},
                                 "remote2": {"ice": ["Wall of Static"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (mel, wall) = (id(&g, "Melange Mining Corp."), id(&g, "Wall of Static"));
    install(&mut g, "Enigma", REMOTE1);
    // No ice protects remote1: nothing to decide, no cost, the Melange stays.
    assert_ne!(g.decision_name(), "install_trash");
    assert_eq!(
        g.corp.servers[REMOTE1 as usize].ice.to_vec(),
        vec![id(&g, "Enigma")]
    );
    assert_eq!(g.corp.servers[REMOTE1 as usize].root.to_vec(), vec![mel]);
    assert_eq!(g.corp.credits, 5);
    pass_windows(&mut g);
    install(&mut g, "PAD Campaign", REMOTE2);
    // Nothing in remote2's root: the Wall of Static is not offered for trashing.
    assert_ne!(g.decision_name(), "install_trash");
    assert_eq!(g.corp.servers[REMOTE2 as usize].ice.to_vec(), vec![wall]);
    assert_eq!(
        g.corp.servers[REMOTE2 as usize].root.to_vec(),
        vec![id(&g, "PAD Campaign")]
    );
    assert!(g.corp.archives.is_empty());
}

// "Install": agendas and assets go only in remote servers; ice may protect any server.
#[test]
fn install_agendas_and_assets_cannot_go_in_central_roots() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution",
                     "hq": ["PAD Campaign", "Private Security Force", "Enigma"]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (pad, psf, enigma) = (
        id(&g, "PAD Campaign"),
        id(&g, "Private Security Force"),
        id(&g, "Enigma"),
    );
    assert_eq!(install_servers(&g, pad), vec![NEW_REMOTE]);
    assert_eq!(install_servers(&g, psf), vec![NEW_REMOTE]);
    assert_eq!(
        install_servers(&g, enigma),
        vec![HQ, RD, ARCHIVES, NEW_REMOTE]
    );
    for s in [HQ, RD, ARCHIVES] {
        assert!(g
            .apply(Action::new(ActionKind::Install).card(pad).server(s))
            .is_err());
        assert!(g
            .apply(Action::new(ActionKind::Install).card(psf).server(s))
            .is_err());
    }
    assert_eq!(g.corp.clicks, 3);
    assert_eq!(g.cards[pad as usize].zone, Zone::Hq);
}

// Install step 1/5: Corp cards are installed facedown; the Runner does not learn them until rezzed.
#[test]
fn install_corp_cards_unknown_to_runner_until_rezzed() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 5, "hq": ["PAD Campaign", "Enigma"]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    install(&mut g, "PAD Campaign", NEW_REMOTE);
    pass_windows(&mut g);
    install(&mut g, "Enigma", HQ);
    let r = obs(&g, Side::Runner);
    assert!(r["corp"]["servers"]["remote1"]["root"][0]["title"].is_null());
    assert!(r["corp"]["servers"]["hq"]["ice"][0]["title"].is_null());
    assert_eq!(r["corp"]["servers"]["remote1"]["root"][0]["rezzed"], false);
    let c = obs(&g, Side::Corp);
    assert_eq!(
        c["corp"]["servers"]["remote1"]["root"][0]["title"],
        "PAD Campaign"
    );
    assert_eq!(c["corp"]["servers"]["hq"]["ice"][0]["title"], "Enigma");
    let pad = id(&g, "PAD Campaign");
    assert!(!g.cards[pad as usize].faceup);
    only_on(&mut g, ActionKind::Rez, pad);
    let r = obs(&g, Side::Runner);
    assert_eq!(
        r["corp"]["servers"]["remote1"]["root"][0]["title"],
        "PAD Campaign"
    );
    assert!(r["corp"]["servers"]["hq"]["ice"][0]["title"].is_null());
}

// ----- Runner installs -----

// "Install Cost": the Runner pays the printed install cost; unaffordable cards are not offered.
#[test]
fn install_runner_pays_install_cost() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution"},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "credits": 6,
                       "grip": ["Crypsis", "Access to Globalsec"]},
            "active": "runner"}"#,
    );
    let (crypsis, globalsec) = (id(&g, "Crypsis"), id(&g, "Access to Globalsec"));
    only_on(&mut g, ActionKind::Install, crypsis);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.rig.to_vec(), vec![crypsis]);
    assert_eq!(g.memory_used(), 1);
    only_on(&mut g, ActionKind::Install, globalsec);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(obs(&g, Side::Corp)["runner"]["link"], 1);
    let poor = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution"},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "credits": 4, "grip": ["Crypsis"]},
            "active": "runner"}"#,
    );
    assert!(legal(&poor, ActionKind::Install).is_empty());
}

// "Install" step 3 / "Memory Limit": over the memory limit of 4, the Runner must trash programs first.
#[test]
fn install_memory_limit_requires_trashing_programs() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution"},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "credits": 5,
                       "grip": ["Crypsis"], "rig": ["Crypsis", "Crypsis", "Crypsis", "Crypsis"]},
            "active": "runner"}"#,
    );
    assert_eq!(g.memory_used(), 4);
    assert_eq!(g.memory_limit(), 4);
    let new = g.runner.grip[0];
    let old = g.runner.rig.to_vec();
    only_on(&mut g, ActionKind::Install, new);
    assert_eq!(g.decision_name(), "memory");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let mut targets: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    targets.sort_unstable();
    assert_eq!(targets, old);
    assert_eq!(g.legal_actions().len(), 4, "no way to skip the trash");
    only_on(&mut g, ActionKind::Trash, old[2]);
    assert_eq!(g.cards[old[2] as usize].zone, Zone::Heap);
    // It fits now: "done" is offered next to trashing more.
    assert_eq!(g.decision_name(), "memory");
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    pass(&mut g);
    assert_eq!(g.cards[new as usize].zone, Zone::Rig);
    assert_eq!(g.runner.rig.len(), 4);
    assert_eq!(g.memory_used(), 4);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.decision_name(), "action");
}

// "Install" step 3 / "Program": a program that fits needs no trashing, but the Runner may still
// trash installed programs; passing trashes none.
#[test]
fn install_program_within_memory_limit_may_trash_none() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution"},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "credits": 5,
                       "grip": ["Crypsis"], "rig": ["Crypsis", "Crypsis", "Crypsis"]},
            "active": "runner"}"#,
    );
    let new = g.runner.grip[0];
    only_on(&mut g, ActionKind::Install, new);
    assert_eq!(g.decision_name(), "memory");
    assert_eq!(legal(&g, ActionKind::Trash).len(), 3);
    pass(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.rig.len(), 4);
    assert!(g.runner.heap.is_empty());
}

// Kate: the first program or hardware installed each turn costs 1 less (resources do not use it up).
#[test]
fn install_kate_first_program_or_hardware_each_turn_costs_1_less() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution"},
            "runner": {"identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 10,
                       "grip": ["Armitage Codebusting", "Crypsis", "Crypsis"]},
            "active": "runner"}"#,
    );
    let arm = id(&g, "Armitage Codebusting");
    only_on(&mut g, ActionKind::Install, arm);
    assert_eq!(g.runner.credits, 9, "a resource costs full price");
    let c1 = ids(&g, "Crypsis")[0];
    only_on(&mut g, ActionKind::Install, c1);
    assert_eq!(g.runner.credits, 5, "first program: 5 - 1");
    let c2 = ids(&g, "Crypsis")[1];
    only_on(&mut g, ActionKind::Install, c2);
    pass(&mut g); // trash no program (install step 3)
    assert_eq!(g.runner.credits, 0, "second program: full 5");
}

// Kate: the discount is available again the next turn, and makes a 5-cost program affordable with 4.
#[test]
fn install_kate_discount_again_next_turn() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund"]},
            "runner": {"identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 8, "clicks": 1,
                       "grip": ["Crypsis", "Crypsis"]},
            "active": "runner"}"#,
    );
    let c1 = g.runner.grip[0];
    only_on(&mut g, ActionKind::Install, c1);
    assert_eq!(g.runner.credits, 4);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.runner.credits, 4);
    let c2 = g.runner.grip[0];
    only_on(&mut g, ActionKind::Install, c2);
    pass(&mut g); // trash no program (install step 3)
    assert_eq!(g.runner.credits, 0);
}

// Haas-Bioroid: gain 1 credit the first time the Corp installs a card each turn, not after.
#[test]
fn install_haas_bioroid_gains_1_on_first_install_each_turn_only() {
    let mut g = game(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future", "credits": 5,
                     "hq": ["PAD Campaign", "Melange Mining Corp.", "Enigma"], "rd": ["Hunter"]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    install(&mut g, "PAD Campaign", NEW_REMOTE);
    assert_eq!(g.corp.credits, 6);
    pass_windows(&mut g);
    install(&mut g, "Melange Mining Corp.", NEW_REMOTE);
    assert_eq!(g.corp.credits, 6);
    pass_windows(&mut g);
    install(&mut g, "Enigma", HQ);
    assert_eq!(g.corp.credits, 6);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 6);
    // The next turn: Hunter protecting HQ costs 1 (Enigma is there), and the first install gains 1.
    install(&mut g, "Hunter", HQ);
    only(&mut g, ActionKind::Pass); // keep the Enigma
    assert_eq!(g.corp.credits, 6);
    assert_eq!(ice_titles(&g, HQ), vec!["Enigma", "Hunter"]);
}

// Weyland: gain 1 credit whenever the Corp plays a transaction operation (Hedge Fund: 5 -> 10).
#[test]
fn play_weyland_gains_1_on_transaction_operation() {
    let mut g = game(
        r#"{"corp": {"identity": "Weyland Consortium: Building a Better World", "credits": 5,
                     "hq": ["Hedge Fund", "Hedge Fund"]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let hf = g.corp.hq[0];
    only_on(&mut g, ActionKind::Play, hf);
    assert_eq!(g.corp.credits, 10);
    let hf = g.corp.hq[0];
    only_on(&mut g, ActionKind::Play, hf);
    assert_eq!(g.corp.credits, 15, "every transaction, not only the first");
    assert_eq!(g.corp.archives.len(), 2);
}

// ----- rez -----

// "Rez": the Corp rezzes assets in paid ability windows by paying the rez cost.
#[test]
fn rez_asset_in_window_pays_rez_cost() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 1,
                     "servers": {"remote1": {"root": ["PAD Campaign"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let pad = id(&g, "PAD Campaign");
    // Rez is not an action.
    assert!(legal(&g, ActionKind::Rez).is_empty());
    only(&mut g, ActionKind::ClickCredit);
    assert_eq!(g.decision_name(), "paid_ability_window");
    only_on(&mut g, ActionKind::Rez, pad);
    assert_eq!(g.corp.credits, 0);
    assert!(g.cards[pad as usize].rezzed);
    assert!(g.cards[pad as usize].faceup);
    assert!(legal(&g, ActionKind::Rez).is_empty());

    let mut poor = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 0,
                     "servers": {"remote1": {"root": ["PAD Campaign"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    only(&mut poor, ActionKind::ClickCredit);
    assert_eq!(poor.corp.credits, 1);
    assert!(
        legal(&poor, ActionKind::Rez).is_empty(),
        "1 credit cannot pay a rez cost of 2"
    );
    pass_windows(&mut poor);
    assert_eq!(poor.decision_name(), "action");
    assert!(!poor.cards[id(&poor, "PAD Campaign") as usize].rezzed);
}

// Corp turn [2.1]/[2.2]/[3.2] windows allow rezzing non-ice cards only: ice is rezzed only when
// approached during a run (run step [2.3]).
#[test]
fn rez_ice_not_offered_outside_approach() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 10, "rd": ["Hedge Fund"],
                     "servers": {"hq": {"ice": ["Enigma"]}, "remote1": {"ice": ["Wall of Static"], "root": ["PAD Campaign"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (enigma, wall, pad) = (
        id(&g, "Enigma"),
        id(&g, "Wall of Static"),
        id(&g, "PAD Campaign"),
    );
    let mut windows_with_rez = 0;
    while g.active == Side::Corp {
        let rez: Vec<u8> = legal(&g, ActionKind::Rez).iter().map(|a| a.card).collect();
        assert!(
            !rez.contains(&enigma) && !rez.contains(&wall),
            "ice offered for rez at {}",
            g.decision_name()
        );
        if rez.contains(&pad) {
            windows_with_rez += 1;
        }
        let kind = if g.decision_name() == "action" {
            ActionKind::ClickCredit
        } else {
            ActionKind::Pass
        };
        only(&mut g, kind);
    }
    // Three windows after actions plus [3.2].
    assert_eq!(windows_with_rez, 4);
    assert!(!g.cards[enigma as usize].rezzed);
}

// ----- scoring -----

// "Score": an agenda whose advancement meets its requirement may be scored in a Corp window (not
// as an action); it leaves its server for the score area.
#[test]
fn score_agenda_when_advancement_meets_requirement() {
    let mut g = game(
        r#"{"corp": {"identity": "Weyland Consortium: Building a Better World", "credits": 5,
                     "servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 3}]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let psf = id(&g, "Private Security Force");
    only(&mut g, ActionKind::ClickCredit);
    assert!(
        legal(&g, ActionKind::Score).is_empty(),
        "3 of 4 advancements: nothing to score"
    );
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
    only_on(&mut g, ActionKind::Advance, psf);
    assert_eq!(g.cards[psf as usize].advancement, 4);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.decision_name(), "paid_ability_window");
    only_on(&mut g, ActionKind::Score, psf);
    assert_eq!(g.cards[psf as usize].zone, Zone::Score(Side::Corp));
    assert_eq!(g.corp.score_area.to_vec(), vec![psf]);
    assert_eq!(g.agenda_points(Side::Corp), 2);
    assert!(g.corp.servers[REMOTE1 as usize].root.is_empty());
    assert_eq!(g.corp.clicks, 1);
    assert!(legal(&g, ActionKind::Score).is_empty());
}

// "Winning the Game": 7 agenda points wins at once.
#[test]
fn score_seven_points_wins_agenda_points() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution",
                     "score_area": ["Priority Requisition", "Private Security Force"],
                     "servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 4}]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "grip": ["Sure Gamble"]}}"#,
    );
    assert_eq!(g.agenda_points(Side::Corp), 5);
    let psf = g.corp.servers[REMOTE1 as usize].root[0];
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, psf);
    assert_eq!(g.agenda_points(Side::Corp), 7);
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("agenda_points"));
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.decision_name(), "none");
}

// Priority Requisition: when scored, the Corp may rez a piece of ice ignoring all costs.
#[test]
fn score_priority_requisition_rezzes_ice_free() {
    let mut g = game(
        r#"{"corp": {"identity": "Weyland Consortium: Building a Better World", "credits": 0,
                     "servers": {"hq": {"ice": ["Enigma"]}, "rd": {"ice": ["Wall of Static"]},
                                 "remote1": {"root": [{"title": "Priority Requisition", "advancement": 5}]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional"}}"#,
    );
    let (pr, enigma, wall) = (
        id(&g, "Priority Requisition"),
        id(&g, "Enigma"),
        id(&g, "Wall of Static"),
    );
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, pr);
    assert_eq!(g.decision_name(), "rez_ice_free");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let mut offered: Vec<u8> = legal(&g, ActionKind::Rez).iter().map(|a| a.card).collect();
    offered.sort_unstable();
    let mut expected = vec![enigma, wall];
    expected.sort_unstable();
    assert_eq!(offered, expected);
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1, "it is optional");
    only_on(&mut g, ActionKind::Rez, enigma);
    assert!(g.cards[enigma as usize].rezzed);
    assert!(!g.cards[wall as usize].rezzed);
    assert_eq!(g.corp.credits, 1, "Enigma's rez cost of 3 was ignored");
    assert_eq!(g.agenda_points(Side::Corp), 3);
    assert_eq!(g.decision_name(), "action");
}

// Noise: installing a virus program makes the Corp trash the top card of R&D. It goes to Archives
// facedown: hidden from the Runner, but the Corp may look at facedown cards in Archives at any
// time (Rules Reference, "Archives").
#[test]
fn install_noise_virus_program_trashes_top_of_rd() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund", "Enigma"]},
            "runner": {"identity": "Noise: Hacker Extraordinaire", "credits": 10,
                       "grip": ["Armitage Codebusting", "Crypsis"]},
            "active": "runner"}"#,
    );
    let (arm, crypsis, hf, enigma) = (
        id(&g, "Armitage Codebusting"),
        id(&g, "Crypsis"),
        id(&g, "Hedge Fund"),
        id(&g, "Enigma"),
    );
    only_on(&mut g, ActionKind::Install, arm);
    assert_eq!(g.corp.rd.len(), 2, "not a virus program");
    assert!(g.corp.archives.is_empty());
    only_on(&mut g, ActionKind::Install, crypsis);
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.corp.rd.to_vec(), vec![enigma]);
    assert_eq!(g.corp.archives.to_vec(), vec![hf]);
    assert!(!g.cards[hf as usize].faceup);
    assert!(obs(&g, Side::Runner)["corp"]["archives"][0]["title"].is_null());
    assert_eq!(
        obs(&g, Side::Corp)["corp"]["archives"][0]["title"],
        "Hedge Fund"
    );
}

/// The Runner accessed PAD Campaign in HQ and left it there; on the Corp's next turn HQ holds
/// the PAD Campaign and a Melange Mining Corp. (just drawn).
fn runner_saw_pad_in_hq() -> GameState {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "hq": ["PAD Campaign"],
                     "rd": ["Melange Mining Corp."]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "clicks": 1},
            "active": "runner"}"#,
    );
    g.apply(Action::new(ActionKind::Run).server(HQ)).unwrap();
    for _ in 0..20 {
        if g.decision_name() == "trash_or_steal" {
            break;
        }
        only(&mut g, ActionKind::Pass);
    }
    assert_eq!(g.decision_name(), "trash_or_steal");
    only(&mut g, ActionKind::Pass); // leave the PAD Campaign in HQ
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(
        obs(&g, Side::Runner)["corp"]["hq"]["known"],
        serde_json::json!(["PAD Campaign"])
    );
    g
}

// Install step 1: "The Corp does not reveal the card to be installed." Which card left HQ must not
// show in the Runner's view of HQ: installing the seen PAD Campaign or the unseen Melange must
// look the same to the Runner.
#[test]
fn install_from_hq_does_not_reveal_which_seen_card_left() {
    let mut a = runner_saw_pad_in_hq();
    let mut b = a.clone();
    install(&mut a, "PAD Campaign", NEW_REMOTE);
    install(&mut b, "Melange Mining Corp.", NEW_REMOTE);
    let (ra, rb) = (obs(&a, Side::Runner), obs(&b, Side::Runner));
    assert!(ra["corp"]["servers"]["remote1"]["root"][0]["title"].is_null());
    assert!(rb["corp"]["servers"]["remote1"]["root"][0]["title"].is_null());
    assert_eq!(ra["corp"]["hq"], rb["corp"]["hq"]);
}
