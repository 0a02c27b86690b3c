//! Scenario tests of the Vantage Point Jinteki cards. No ruling of `rulings_2022_2026.json`
//! names a Vantage Point card: these follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::CATALYST;

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

/// A position of `identity` (a JSON value) against The Catalyst, `active` to act on `turn`;
/// 5 credits a side unless the parts say otherwise.
fn position(identity: &str, corp: &str, runner: &str, active: &str) -> GameState {
    let corp = startup::body(&[corp]);
    let runner = startup::body(&[runner]);
    let turn = if active == "corp" { 3 } else { 2 };
    game(&format!(
        r#"{{"corp": {{"identity": {identity}, {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

// ----- 36036 Melies U: Only the Brightest -----

const MELIES: &str = "Melies U: Only the Brightest";

/// Méliès U set to `side` (1 HQ, 2 R&D, 3 Archives; the scenario's `mode`), on the Runner's
/// turn with 1 click left.
fn melies_runner_turn(side: u8) -> GameState {
    position(
        &format!(r#"{{"title": "{MELIES}", "mode": {side}}}"#),
        r#""hq": ["Hedge Fund"], "rd": ["PAD Campaign", "Vulture Fund"], "archives": [{"title": "Grubber", "faceup": true}]"#,
        r#""clicks": 1"#,
        "runner",
    )
}

// Méliès U: as the Corp's discard phase ends, it sets the identity to any of the three copies,
// in secret.
#[test]
fn c36036_melies_u_set_in_secret_as_the_corp_discard_phase_ends() {
    let mut g = position(
        &format!(r#""{MELIES}""#),
        r#""clicks": 1, "rd": ["Hedge Fund", "Hedge Fund"]"#,
        "",
        "corp",
    );
    let mu = id(&g, MELIES);
    act(&mut g, Action::new(ActionKind::ClickCredit));
    pass_until(&mut g, "choose");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let offered: Vec<u8> = legal(&g, ActionKind::Mode)
        .iter()
        .map(|a| a.target)
        .collect();
    assert_eq!(offered, [1, 2, 3]);
    act(&mut g, mode_of(mu, 2));
    assert_eq!(g.cards[mu as usize].mode, 2);
}

// Méliès U (R&D copy): a successful run on R&D flips it; the Corp looks at the top card of
// R&D, trashes it and so adds 1 card of Archives (here the one just trashed is offered too)
// to HQ.
#[test]
fn c36036_melies_u_flipped_on_its_server_trashes_top_to_take_from_archives() {
    let mut g = melies_runner_turn(2);
    let mu = id(&g, MELIES);
    let top = *g.corp.rd.last().unwrap();
    assert_eq!(g.card_title(top), Some("PAD Campaign"));
    run_on(&mut g, "rd");
    pass_until(&mut g, "choose");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.cards[mu as usize].mode & 4, 4, "flipped");
    act(&mut g, mode_of(mu, 0));
    assert_eq!(zone(&g, top), Zone::Archives);
    assert_eq!(g.decision_name(), "archives_to_hq");
    let grubber = id(&g, "Grubber");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(grubber).target(0),
    );
    assert_eq!(zone(&g, grubber), Zone::Hq);
    assert_eq!(zone(&g, top), Zone::Archives, "PAD Campaign stays trashed");
}

// Méliès U: "you may": the Corp may leave the top card; nothing comes back from Archives.
#[test]
fn c36036_melies_u_may_leave_the_top_card() {
    let mut g = melies_runner_turn(2);
    run_on(&mut g, "rd");
    pass_until(&mut g, "choose");
    pass(&mut g);
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.corp.archives.len(), 1);
    assert_eq!(g.corp.hq.len(), 1);
}

// Méliès U (HQ copy): flipped by a successful run on R&D, a side for another server does
// nothing; flipped, it no longer gains the credit as the Runner's action phase ends, and it
// flips back as the Runner's discard phase ends.
#[test]
fn c36036_melies_u_other_server_does_nothing_and_flips_back() {
    let mut g = melies_runner_turn(1);
    let mu = id(&g, MELIES);
    run_on(&mut g, "rd");
    until_decision_or_corp_turn(&mut g, "choose");
    assert_eq!(
        g.cards[mu as usize].mode & 8,
        8,
        "it was flipped: the Runner saw it"
    );
    assert_eq!(g.corp.archives.len(), 1, "nothing trashed");
    assert_eq!(
        g.corp.credits, 5,
        "flipped: no credit as the action phase ended"
    );
    assert_eq!(g.cards[mu as usize].mode & 4, 0, "flipped back");
    assert_eq!(g.active, Side::Corp);
}

// Méliès U: its flip shows the side set in secret, and the flip back hides it again: both are
// events (`identity_flipped`: the identity and the side shown, 0 when flipped back), seen alike
// by both sides (the flip is public: the Runner sees the side).
#[test]
fn c36036_melies_u_flips_are_logged() {
    let mut g = melies_runner_turn(1);
    let mu = id(&g, MELIES);
    g.set_events(true);
    run_on(&mut g, "rd");
    until_decision_or_corp_turn(&mut g, "choose");
    let ev = g.take_events().to_vec();
    let flips: Vec<_> = ev
        .iter()
        .filter(|e| e.kind.as_str() == "identity_flipped")
        .collect();
    assert_eq!(flips.len(), 2, "{ev:?}");
    assert!(flips.iter().all(|e| e.card == mu));
    let lines = [
        "Melies U: Only the Brightest flips to side 1 (HQ)",
        "Melies U: Only the Brightest flips back",
    ];
    for (e, line) in flips.iter().zip(lines) {
        for viewer in [None, Some(Side::Corp), Some(Side::Runner)] {
            assert_eq!(e.text(viewer), line);
        }
    }
    let fields = format!("{:?}", flips[0].fields(Some(Side::Runner)));
    assert!(fields.contains(r#""shown", Int(1)"#), "{fields}");
}

/// Passes (and answers access decisions with "no action") until `decision` or the Corp's
/// turn.
fn until_decision_or_corp_turn(g: &mut GameState, decision: &str) {
    for _ in 0..64 {
        if g.decision_name() == decision || g.active == Side::Corp {
            return;
        }
        pass(g);
    }
    panic!("stuck at {}", g.decision_name());
}

// Méliès U: unflipped, the Corp gains 1 credit as the Runner's action phase ends; a run on a
// remote server does not flip it.
#[test]
fn c36036_melies_u_gains_a_credit_as_the_runner_action_phase_ends() {
    let mut g = melies_runner_turn(1);
    let mu = id(&g, MELIES);
    act(&mut g, Action::new(ActionKind::ClickCredit));
    until_decision_or_corp_turn(&mut g, "never");
    assert_eq!(g.corp.credits, 6);
    assert_eq!(g.cards[mu as usize].mode, 1);
}

// Rules Reference, "Hidden information": the copy set in secret is redealt for the Runner
// (all three occur), never for the Corp; once flipped (seen) it is known and kept.
#[test]
fn c36036_melies_u_secret_copy_is_redealt_for_the_runner_only() {
    let g = melies_runner_turn(2);
    let mu = id(&g, MELIES);
    let mut seen = [false; 4];
    for seed in 0..40 {
        seen[g.determinize(Side::Runner, seed).cards[mu as usize].mode as usize] = true;
        assert_eq!(g.determinize(Side::Corp, seed).cards[mu as usize].mode, 2);
    }
    assert_eq!(seen, [false, true, true, true]);
    let mut g = melies_runner_turn(2);
    run_on(&mut g, "rd");
    pass_until(&mut g, "choose");
    for seed in 0..10 {
        assert_eq!(
            g.determinize(Side::Runner, seed).cards[mu as usize].mode & 3,
            2
        );
    }
}

// docs/scenario.md: the copy set (and whether it is flipped and seen) is written and read back.
#[test]
fn c36036_melies_u_side_round_trips_in_a_scenario() {
    for mode in [3, 3 | 4 | 8] {
        let g = melies_runner_turn(mode);
        let back = GameState::from_scenario_json(&g.to_scenario().to_string()).unwrap();
        assert_eq!(back.cards[id(&back, MELIES) as usize].mode, mode);
    }
    // Seen, then flipped back: the Runner still knows the copy.
    let mut g = melies_runner_turn(3);
    let mu = id(&g, MELIES);
    run_on(&mut g, "hq");
    until_decision_or_corp_turn(&mut g, "never");
    assert_eq!(g.cards[mu as usize].mode, 3 | 8);
    let back = GameState::from_scenario_json(&g.to_scenario().to_string()).unwrap();
    assert_eq!(back.cards[id(&back, MELIES) as usize].mode, 3 | 8);
}

// ----- 36045 The Red Room -----

// The Red Room: "central server only": offered for HQ, R&D and Archives, never a remote.
#[test]
fn c36045_red_room_installs_only_in_a_central_server() {
    let g = position(
        &format!(r#""{HB}""#),
        r#""hq": ["The Red Room"]"#,
        "",
        "corp",
    );
    let rr = id(&g, "The Red Room");
    let mut servers: Vec<u8> = legal_on(&g, ActionKind::Install, rr)
        .iter()
        .map(|a| a.server)
        .collect();
    servers.sort();
    assert_eq!(servers, [HQ, RD, ARCHIVES]);
}

// The Red Room: the first agenda scored (or stolen) each turn places 1 power counter; the
// second that turn does not.
#[test]
fn c36045_red_room_counter_for_the_first_agenda_each_turn() {
    let mut g = position(
        &format!(r#""{HB}""#),
        r#""servers": {"hq": {"root": [{"title": "The Red Room", "rezzed": true}]},
            "remote1": {"root": [{"title": "Private Security Force", "advancement": 4}]},
            "remote2": {"root": [{"title": "Private Security Force", "advancement": 4}]}}"#,
        "",
        "corp",
    );
    let rr = id(&g, "The Red Room");
    let hts = ids(&g, "Private Security Force");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(hts[0]));
    assert_eq!(g.cards[rr as usize].power, 1);
    pass_until(&mut g, "paid_ability_window");
    act(&mut g, Action::new(ActionKind::Score).card(hts[1]));
    assert_eq!(g.cards[rr as usize].power, 1, "only the first each turn");
}

// The Red Room: a hosted power counter ends a run against another server, not one against its
// own.
#[test]
fn c36045_red_room_counter_ends_a_run_on_another_server() {
    let red_room = || {
        position(
            &format!(r#""{HB}""#),
            r#""hq": ["Hostile Takeover"], "servers": {"hq": {"root": [{"title": "The Red Room", "rezzed": true, "power": 1}]}, "remote1": {"root": ["PAD Campaign"]}}"#,
            "",
            "runner",
        )
    };
    let mut g = red_room();
    let rr = id(&g, "The Red Room");
    let use_it = Action::new(ActionKind::Ability).card(rr).target(0);
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert!(!is_legal(&g, use_it), "offered at {}", g.decision_name());
        let first = g.legal_actions()[0];
        act(&mut g, first);
    }
    let mut g = red_room();
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| is_legal(g, use_it));
    act(&mut g, use_it);
    assert_eq!(g.cards[rr as usize].power, 0);
    assert!(g.run.is_none_or(|r| r.ended));
    assert!(!known_to_runner(&g, id(&g, "PAD Campaign")));
}

// ----- 36040 Knowledge Seeker -----

fn knowledge_seeker(virus: u8) -> GameState {
    position(
        &format!(r#""{HB}""#),
        &format!(
            r#""hq": ["Hedge Fund"], "rd": ["PAD Campaign", "Hostile Takeover", "Vulture Fund"], "servers": {{"hq": {{"ice": [{{"title": "Knowledge Seeker", "rezzed": true, "virus": {virus}}}]}}}}"#
        ),
        "",
        "runner",
    )
}

// Knowledge Seeker: a virus counter on itself, then the Corp arranges the top cards of R&D (up
// to 4: here all 3), then the run ends; with 1 counter it stays rezzed.
#[test]
fn c36040_knowledge_seeker_counter_arrange_end() {
    let mut g = knowledge_seeker(0);
    let ks = id(&g, "Knowledge Seeker");
    let (pad, ht, vf) = (
        id(&g, "PAD Campaign"),
        id(&g, "Hostile Takeover"),
        id(&g, "Vulture Fund"),
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "arrange");
    assert_eq!(g.cards[ks as usize].virus, 1);
    assert_eq!(g.current_side(), Some(Side::Corp));
    // Top down: Vulture Fund, PAD Campaign, then the last one left.
    act(&mut g, Action::new(ActionKind::Order).card(vf));
    act(&mut g, Action::new(ActionKind::Order).card(pad));
    assert_eq!(g.corp.rd.as_slice(), [ht, pad, vf]);
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert!(rezzed(&g, ks));
}

// Knowledge Seeker: an encounter ending with 3 virus counters on it purges virus counters and
// derezzes it.
#[test]
fn c36040_knowledge_seeker_three_counters_purge_and_derez() {
    let mut g = knowledge_seeker(2);
    let ks = id(&g, "Knowledge Seeker");
    run_on(&mut g, "hq");
    pass_until(&mut g, "arrange");
    assert_eq!(g.cards[ks as usize].virus, 3);
    while g.decision_name() == "arrange" {
        let first = g.legal_actions()[0];
        act(&mut g, first);
    }
    pass_to(&mut g, |g| !rezzed(g, ks));
    assert_eq!(g.cards[ks as usize].virus, 0, "purged");
}

// ----- 36042 Vicsek -----

// Vicsek: with 2 tags the first subroutine does 2 net damage and gives 2 more tags; the
// second gives 1 tag and trashes Vicsek.
#[test]
fn c36042_vicsek_x_damage_x_tags_then_tag_and_trash() {
    let mut g = position(
        &format!(r#""{HB}""#),
        r#""servers": {"hq": {"ice": [{"title": "Vicsek", "rezzed": true}]}}"#,
        r#""tags": 2, "grip": ["Corroder", "Corroder", "Corroder"]"#,
        "runner",
    );
    let vi = id(&g, "Vicsek");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| zone(g, vi) != Zone::Ice(HQ));
    assert_eq!(g.runner.grip.len(), 1, "2 net damage");
    assert_eq!(g.runner.tags, 2 + 2 + 1);
    assert_eq!(zone(&g, vi), Zone::Archives);
}

// Vicsek: untagged, X is 0: the first subroutine does nothing.
#[test]
fn c36042_vicsek_untagged_first_subroutine_does_nothing() {
    let mut g = position(
        &format!(r#""{HB}""#),
        r#""servers": {"hq": {"ice": [{"title": "Vicsek", "rezzed": true}]}}"#,
        r#""grip": ["Corroder"]"#,
        "runner",
    );
    let vi = id(&g, "Vicsek");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| zone(g, vi) != Zone::Ice(HQ));
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.tags, 1);
}

// ----- 36038 Esca -----

// Esca: accessed in R&D it is revealed; the Runner loses 1 credit and, tagged, takes 1 net
// damage.
#[test]
fn c36038_esca_credit_loss_and_net_damage_if_tagged() {
    for (tags, grip) in [(0, 1), (1, 0)] {
        let mut g = position(
            &format!(r#""{HB}""#),
            r#""rd": ["Esca", "Hedge Fund"]"#,
            &format!(r#""tags": {tags}, "grip": ["Corroder"]"#),
            "runner",
        );
        let esca = id(&g, "Esca");
        run_on(&mut g, "rd");
        pass_to(&mut g, |g| g.runner.credits < 5);
        assert_eq!(g.runner.credits, 4);
        pass_to(&mut g, |g| g.run.is_none());
        assert_eq!(g.runner.grip.len(), grip, "tags {tags}");
        assert!(g.cards[esca as usize].known == 3, "revealed to both");
    }
}

// ----- 36041 Lionsmane -----

fn lionsmane(credits: u16) -> GameState {
    position(
        &format!(r#""{HB}""#),
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Lionsmane", "rezzed": true}]}}"#,
        &format!(
            r#""credits": {credits}, "grip": ["Corroder", "Corroder", "Corroder", "Corroder", "Corroder", "Corroder", "Corroder"]"#
        ),
        "runner",
    )
}

// Lionsmane: 2 net damage; paying 3 credits avoids the second 2; jacking out avoids the third
// (and ends the run, unsuccessful).
#[test]
fn c36041_lionsmane_damage_pay_and_jack_out() {
    let mut g = lionsmane(5);
    let lm = id(&g, "Lionsmane");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose");
    assert_eq!(g.runner.grip.len(), 5, "first subroutine: 2 net damage");
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, mode_of(lm, 0));
    assert_eq!(g.runner.credits, 2);
    pass_until(&mut g, "choose");
    act(&mut g, mode_of(lm, 0));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.grip.len(), 5);
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Lionsmane: not paying (or unable to) and staying in: 2 net damage each time.
#[test]
fn c36041_lionsmane_refusing_both_takes_six() {
    let mut g = lionsmane(2);
    let lm = id(&g, "Lionsmane");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose");
    assert_eq!(
        g.runner.grip.len(),
        3,
        "2 + 2 net damage: 2 credits cannot pay"
    );
    act(&mut g, mode_of(lm, 1));
    assert_eq!(g.runner.grip.len(), 1);
}

// ----- 36043 Cultivate -----

// Cultivate: of the top 5 cards of R&D the Corp trashes 1, adds 1 to HQ and arranges the
// other 3; the sixth card is untouched.
#[test]
fn c36043_cultivate_trash_one_take_one_arrange_the_rest() {
    let mut g = position(
        &format!(r#""{HB}""#),
        r#""hq": ["Cultivate"], "rd": ["PAD Campaign", "Hostile Takeover", "Vulture Fund", "Grubber", "Paywall", "Sleipnir"]"#,
        "",
        "corp",
    );
    let cv = id(&g, "Cultivate");
    let (pad, ht, vf, gr, pw, sl) = (
        id(&g, "PAD Campaign"),
        id(&g, "Hostile Takeover"),
        id(&g, "Vulture Fund"),
        id(&g, "Grubber"),
        id(&g, "Paywall"),
        id(&g, "Sleipnir"),
    );
    play(&mut g, cv);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 5, "the top 5 only");
    act(&mut g, mode_of(ht, 0));
    assert_eq!(zone(&g, ht), Zone::Archives);
    assert_eq!(g.decision_name(), "choose_card");
    act(&mut g, mode_of(gr, 0));
    assert_eq!(zone(&g, gr), Zone::Hq);
    assert!(!known_to_runner(&g, gr));
    assert_eq!(g.decision_name(), "arrange");
    act(&mut g, Action::new(ActionKind::Order).card(pw));
    act(&mut g, Action::new(ActionKind::Order).card(pad));
    assert_eq!(g.corp.rd.as_slice(), [sl, vf, pad, pw]);
}

// ----- 36039 ezaM -----

/// ezaM (rezzed) outermost on HQ, a rezzed Ice Wall inside it and an unrezzed Enigma on R&D;
/// R&D: PAD Campaign on top of Hedge Fund. `active`: "corp" or "runner".
fn ezam(active: &str) -> GameState {
    let clicks = if active == "corp" { 3 } else { 4 };
    position(
        r#""Jinteki: Personal Evolution""#,
        r#""rd": ["PAD Campaign", "Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true},
                                      {"title": "ezaM", "rezzed": true}]},
                       "rd": {"ice": ["Enigma"]}}"#,
        &format!(r#""clicks": {clicks}"#),
        active,
    )
}

// ezaM: a click swaps it with another installed piece of ice of the Corp's choice (rezzed or
// not); each keeps its rezzed state.
#[test]
fn c36039_ezam_click_swaps_it_with_another_installed_ice() {
    let mut g = ezam("corp");
    let (z, enigma) = (id(&g, "ezaM"), id(&g, "Enigma"));
    let clicks = g.corp.clicks;
    act(&mut g, Action::new(ActionKind::Ability).card(z).target(0));
    assert_eq!(g.decision_name(), "choose_ice");
    act(&mut g, mode_of(enigma, 0));
    assert_eq!(g.corp.clicks, clicks - 1);
    assert_eq!(zone(&g, z), Zone::Ice(srv("rd")));
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("hq")));
    assert!(rezzed(&g, z) && !rezzed(&g, enigma));
    assert_eq!(
        g.corp.servers[srv("hq") as usize].ice[1],
        enigma,
        "same position"
    );
}

// ezaM: its first subroutine lets the Corp put the top card of R&D on the bottom; the second
// gives every piece of ice +1 strength until the run is over (Ice Wall, not yet encountered,
// and ezaM itself), not after.
#[test]
fn c36039_ezam_subroutines_bottom_of_rd_and_all_ice_stronger_for_the_run() {
    let mut g = ezam("runner");
    let (z, wall) = (id(&g, "ezaM"), id(&g, "Ice Wall"));
    let top = *g.corp.rd.last().unwrap();
    assert_eq!(g.card_title(top), Some("PAD Campaign"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, mode_of(top, 0));
    assert_eq!(g.corp.rd[0], top, "on the bottom");
    assert_eq!(g.current_strength(wall), Some(2));
    assert_eq!(g.current_strength(z), Some(4));
    pass_to(&mut g, |g| {
        g.run.is_none() || g.run.is_some_and(|r| r.ended)
    });
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.current_strength(wall), Some(1), "only for the run");
}

// ezaM: the Corp may leave the looked-at card on top.
#[test]
fn c36039_ezam_may_leave_the_top_card() {
    let mut g = ezam("runner");
    let top = *g.corp.rd.last().unwrap();
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    act(&mut g, Action::new(ActionKind::Pass));
    assert_eq!(g.corp.rd.last(), Some(&top));
    assert!(!known_to_runner(&g, top));
}

// ----- 36044 Unleash -----

/// A Corp turn (Jinteki: Personal Evolution) with Unleash in HQ, an unrezzed Neural Katana on HQ
/// and an unrezzed Ice Wall on R&D; the Runner has `tags` tags and 4 cards in the grip.
fn unleash(tags: u8) -> (GameState, u8) {
    let g = position(
        r#""Jinteki: Personal Evolution""#,
        r#""hq": ["Unleash"], "credits": 0, "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": ["Neural Katana"]}, "rd": {"ice": ["Ice Wall"]}}"#,
        &format!(
            r#""tags": {tags}, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#
        ),
        "corp",
    );
    let u = id(&g, "Unleash");
    (g, u)
}

// Unleash: a tag removed as its cost; the Corp rezzes Neural Katana at no cost (it has no
// credits) and resolves its subroutine (3 net damage).
#[test]
fn c36044_unleash_removes_a_tag_rezzes_free_and_resolves_a_subroutine() {
    let (mut g, u) = unleash(2);
    let katana = id(&g, "Neural Katana");
    play(&mut g, u);
    assert_eq!(g.runner.tags, 1, "the additional cost");
    assert_eq!(g.decision_name(), "choose_ice");
    act(&mut g, mode_of(katana, 0));
    assert!(rezzed(&g, katana));
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.decision_name(), "subroutine_to_resolve");
    act(&mut g, mode_of(katana, 0));
    assert_eq!(g.runner.grip.len(), 1, "3 net damage");
}

// Unleash: resolving a subroutine is optional.
#[test]
fn c36044_unleash_may_resolve_no_subroutine() {
    let (mut g, u) = unleash(1);
    let wall = id(&g, "Ice Wall");
    play(&mut g, u);
    act(&mut g, mode_of(wall, 0));
    assert!(rezzed(&g, wall));
    assert_eq!(g.decision_name(), "subroutine_to_resolve");
    act(&mut g, Action::new(ActionKind::Pass));
    assert_eq!(g.runner.tags, 0);
}

// Unleash: not playable without a tag to remove.
#[test]
fn c36044_unleash_needs_a_tag() {
    let (g, u) = unleash(0);
    assert!(legal_on(&g, ActionKind::Play, u).is_empty());
}
