//! Scenario tests of Elevation Jinteki Corp cards: PT Untaian (35047), AU Co. (35046), Sericulture
//! Expansion (35049), Phat Gioan Baotixita (35051),
//! Byte! (35050), Mycoweb (35053), Peer Review (35055). No ruling
//! of `rulings_2022_2026.json` names an Elevation card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 35047 PT Untaian -----

const UNTAIAN: &str = r#""PT Untaian: Life's Building Blocks""#;

/// The Corp's last click of the turn, `hq` in HQ, `credits`, an agenda installed in remote1.
fn untaian(hq: &str, credits: u16) -> GameState {
    with_identity(
        UNTAIAN,
        &format!(
            r#""credits": {credits}, "clicks": 1, "hq": [{hq}], "rd": ["Hedge Fund", "Hedge Fund"],
               "servers": {{"remote1": {{"root": ["Hostile Takeover"]}}}}"#
        ),
        r#""credits": 5"#,
        "corp",
    )
}

// PT Untaian: the discard phase ends with 3 cards in HQ: 1 credit places an advancement counter
// on the unrezzed agenda.
#[test]
fn c35047_pt_untaian_one_credit_one_counter_at_discard_end() {
    let mut g = untaian(r#""Hedge Fund", "Hedge Fund", "Hedge Fund""#, 2);
    let ht = id(&g, "Hostile Takeover");
    only(&mut g, ActionKind::ClickCredit);
    pass_until(&mut g, "place_advancement");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, Action::new(ActionKind::Advance).card(ht));
    assert_eq!(g.cards[ht as usize].advancement, 1);
    assert_eq!(g.corp.credits, 2, "3 after the click, 1 paid");
}

// PT Untaian: "you may": the Corp keeps its credit.
#[test]
fn c35047_pt_untaian_may_decline() {
    let mut g = untaian(r#""Hedge Fund""#, 2);
    let ht = id(&g, "Hostile Takeover");
    only(&mut g, ActionKind::ClickCredit);
    pass_until(&mut g, "place_advancement");
    pass(&mut g);
    assert_eq!(g.cards[ht as usize].advancement, 0);
    assert_eq!(g.corp.credits, 3);
}

// PT Untaian: 4 cards in HQ as the discard phase ends: nothing; without a credit: nothing either.
#[test]
fn c35047_pt_untaian_needs_three_cards_or_fewer_and_a_credit() {
    let mut g = untaian(
        r#""Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund""#,
        2,
    );
    only(&mut g, ActionKind::ClickCredit);
    pass_to(&mut g, |g| g.current_side() == Some(Side::Runner));
    assert_eq!(g.cards[id(&g, "Hostile Takeover") as usize].advancement, 0);

    let mut g = untaian(r#""Hedge Fund""#, 0);
    only(&mut g, ActionKind::ClickCredit);
    // No credit left to pay as the discard phase ends.
    g.corp.credits = 0;
    pass_to(&mut g, |g| g.current_side() == Some(Side::Runner));
    assert_eq!(g.cards[id(&g, "Hostile Takeover") as usize].advancement, 0);
}

// PT Untaian: a rezzed card is not "unrezzed": a rezzed advanceable asset is not offered.
#[test]
fn c35047_pt_untaian_only_unrezzed_cards() {
    let mut g = with_identity(
        UNTAIAN,
        r#""credits": 3, "clicks": 1, "hq": [], "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Urtica Cipher", "rezzed": true}]},
                       "remote2": {"root": ["Urtica Cipher"]}}"#,
        r#""credits": 5"#,
        "corp",
    );
    let camps = ids(&g, "Urtica Cipher");
    only(&mut g, ActionKind::ClickCredit);
    pass_until(&mut g, "place_advancement");
    let offered = legal(&g, ActionKind::Advance);
    assert_eq!(
        offered,
        vec![Action::new(ActionKind::Advance).card(camps[1])]
    );
}

// ----- 35046 AU Co. -----

const AU_CO: &str = r#""AU Co.: The Gold Standard in Clones""#;

// AU Co.: damage done by the Corp's ice places a power counter on the identity.
#[test]
fn c35046_au_co_power_counter_when_damage_is_done() {
    let mut g = with_identity(
        AU_CO,
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Doomscroll", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
        "runner",
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 3);
    assert_eq!(g.cards[g.corp.identity as usize].power, 1);
}

/// A Corp turn about to begin (the Runner's last click spent), AU Co. with `power` counters.
fn au_co_turn(power: u8) -> GameState {
    let mut g = with_identity(
        &format!(r#"{{"title": {AU_CO}, "power": {power}}}"#),
        r#""credits": 5, "hq": [], "rd": ["Ice Wall", "Hostile Takeover", "Enigma", "Hedge Fund"]"#,
        r#""credits": 5, "clicks": 1"#,
        "runner",
    );
    only(&mut g, ActionKind::ClickCredit);
    g
}

// AU Co.: 2 power counters as the Corp's turn begins: the top 3 of R&D looked at, one trashed
// and the other two added to HQ (before the mandatory draw).
#[test]
fn c35046_au_co_two_counters_trash_one_of_three_rest_to_hq() {
    let mut g = au_co_turn(2);
    pass_until(&mut g, "choose");
    let au = g.corp.identity;
    act(&mut g, Action::new(ActionKind::Mode).card(au).target(0));
    assert_eq!(g.cards[au as usize].power, 0);
    assert_eq!(g.decision_name(), "choose_card");
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::Mode).card(ht).target(1));
    assert_eq!(zone(&g, ht), Zone::Archives);
    assert!(g.corp.hq.contains(&id(&g, "Ice Wall")));
    assert!(g.corp.hq.contains(&id(&g, "Enigma")));
    pass_windows(&mut g);
    assert_eq!(g.corp.hq.len(), 3, "then the mandatory draw: Hedge Fund");
    assert_eq!(zone(&g, id(&g, "Hedge Fund")), Zone::Hq);
}

// AU Co.: with 1 power counter the Corp is not asked; declining keeps the counters.
#[test]
fn c35046_au_co_needs_two_counters_and_may_decline() {
    let mut g = au_co_turn(1);
    pass_to(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[g.corp.identity as usize].power, 1);
    assert_eq!(g.corp.hq.len(), 1);

    let mut g = au_co_turn(3);
    pass_until(&mut g, "choose");
    pass(&mut g);
    pass_to(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[g.corp.identity as usize].power, 3);
    assert_eq!(g.corp.hq.len(), 1);
}

// AU Co.'s power counters are part of a scenario and round-trip.
#[test]
fn c35046_au_co_power_counters_round_trip() {
    let g = au_co_turn(2);
    let v = g.to_scenario();
    assert_eq!(v["corp"]["identity"]["power"], 2);
    let h = GameState::from_scenario_json(&v.to_string()).unwrap();
    assert_eq!(h.cards[h.corp.identity as usize].power, 2);
}

// AU Co.: "or trash 1 or more cards from HQ": the Corp's own operation trashing 1 card from HQ
// (Hansei Review) places a power counter.
#[test]
fn c35046_au_co_power_counter_when_the_corp_trashes_a_card_from_hq() {
    let mut g = with_identity(
        AU_CO,
        r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Hedge Fund"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5"#,
        "corp",
    );
    let hansei = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, hansei);
    assert_eq!(g.decision_name(), "trash_from_hq");
    let enigma = id(&g, "Enigma");
    act(&mut g, Action::new(ActionKind::Trash).card(enigma));
    pass_windows(&mut g);
    assert_eq!(
        g.corp.archives.len(),
        2,
        "Hansei Review and the trashed card"
    );
    assert_eq!(g.cards[g.corp.identity as usize].power, 1);
}

// AU Co.: cards the Corp trashes from HQ together are one trash of "1 or more cards": a sabotage
// (Cacophony, sabotage 3) whose HQ cards are picked one at a time, then the rest taken from
// R&D, places a single counter.
#[test]
fn c35046_au_co_one_counter_for_cards_trashed_from_hq_together() {
    let mut g = with_identity(
        AU_CO,
        r#""credits": 5, "hq": ["Hostile Takeover", "Enigma"],
           "rd": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"]"#,
        r#""credits": 5, "clicks": 1, "rig": [{"title": "Cacophony", "power": 2}]"#,
        "runner",
    );
    let caco = id(&g, "Cacophony");
    only(&mut g, ActionKind::ClickCredit);
    pass_until(&mut g, "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(caco).target(0));
    assert_eq!(g.decision_name(), "trash_from_hq");
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::Trash).card(ht));
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(
        g.cards[g.corp.identity as usize].power, 0,
        "not before the sabotage is done"
    );
    let enigma = g.corp.hq[0];
    // HQ empty: the last card comes from the top of R&D without asking (a single outcome).
    act(&mut g, Action::new(ActionKind::Trash).card(enigma));
    assert_eq!(g.corp.archives.len(), 3, "2 from HQ, 1 from R&D");
    assert_eq!(g.cards[g.corp.identity as usize].power, 1, "one batch");
}

// AU Co.: discarding to maximum hand size is not trashing (Rules Reference, "Discard": "A
// discarded card is not considered to have been trashed"): no counter.
#[test]
fn c35046_au_co_discard_to_hand_size_is_not_a_trash() {
    let mut g = with_identity(
        AU_CO,
        r#""credits": 5, "clicks": 1, "rd": ["Hedge Fund"],
           "hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Enigma", "Enigma", "Enigma"]"#,
        r#""credits": 5"#,
        "corp",
    );
    only(&mut g, ActionKind::ClickCredit);
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "discard");
    let card = legal(&g, ActionKind::Discard)[0];
    act(&mut g, card);
    pass_to(&mut g, at_action(Side::Runner));
    assert_eq!(g.corp.archives.len(), 1);
    assert_eq!(g.cards[g.corp.identity as usize].power, 0);
}

// AU Co.: a card of HQ the Runner trashes while accessing it was trashed by the Runner, not by
// the Corp ("you trash"; Rules Reference, "Effect"): no counter.
#[test]
fn c35046_au_co_runner_trashing_an_hq_card_on_access_is_not_you_trash() {
    let mut g = with_identity(
        AU_CO,
        r#""credits": 5, "hq": ["PAD Campaign"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5"#,
        "runner",
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "trash_or_steal");
    let pad = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[g.corp.identity as usize].power, 0);
}

// ----- 35049 Sericulture Expansion -----

// Sericulture Expansion, Dividends 1: scored with 5 advancement counters (requirement 3): 2
// agenda counters.
#[test]
fn c35049_sericulture_dividends() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Sericulture Expansion", "advancement": 4}]}}"#,
        r#""credits": 5"#,
    );
    let se = id(&g, "Sericulture Expansion");
    advance_and_score(&mut g, se, se);
    assert_eq!(g.cards[se as usize].agenda_counters, 2);
}

// Sericulture Expansion: as the discard phase ends, 1 agenda counter places 2 advancement
// counters on any installed card (a rezzed asset that cannot be advanced too); or it is kept.
#[test]
fn c35049_sericulture_two_advancement_counters_on_an_installed_card() {
    let corp = r#""score_area": [{"title": "Sericulture Expansion", "agenda_counters": 1}],
           "servers": {"remote1": {"root": [{"title": "PAD Campaign", "rezzed": true}]}}"#;
    let mut g = to_discard_end(corp);
    assert_eq!(g.decision_name(), "place_advancement");
    let pad = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Advance).card(pad));
    assert_eq!(g.cards[pad as usize].advancement, 2);
    assert_eq!(
        g.cards[id(&g, "Sericulture Expansion") as usize].agenda_counters,
        0
    );

    let mut g = to_discard_end(corp);
    pass(&mut g);
    assert_eq!(g.cards[id(&g, "PAD Campaign") as usize].advancement, 0);
    assert_eq!(
        g.cards[id(&g, "Sericulture Expansion") as usize].agenda_counters,
        1
    );
}

// ----- 35051 Phat Gioan Baotixita -----

// Phat Gioan Baotixita: a power counter as the Corp's discard phase ends.
#[test]
fn c35051_phat_gioan_power_counter_at_discard_end() {
    let g = to_discard_end(
        r#""servers": {"remote1": {"root": [{"title": "Phat Gioan Baotixita", "rezzed": true}]}}"#,
    );
    assert_eq!(g.cards[id(&g, "Phat Gioan Baotixita") as usize].power, 1);
}

fn phat(power: u8) -> GameState {
    runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
               "servers": {{"remote1": {{"root": [{{"title": "Phat Gioan Baotixita", "rezzed": true, "power": {power}}}]}},
                           "remote2": {{"root": ["Hostile Takeover"]}},
                           "remote3": {{"root": ["Hostile Takeover"]}}}}"#
        ),
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    )
}

// Phat Gioan Baotixita: the first agenda stolen this turn: 1 net damage plus 1 per power
// counter removed (up to 2); the second steal that turn does nothing.
#[test]
fn c35051_phat_gioan_first_agenda_each_turn_damage_plus_counters() {
    let mut g = phat(3);
    let pg = id(&g, "Phat Gioan Baotixita");
    run_on(&mut g, "remote2");
    pass_until(&mut g, "mode");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3, "0, 1 or 2 counters");
    act(&mut g, Action::new(ActionKind::Mode).card(pg).target(2));
    assert_eq!(g.cards[pg as usize].power, 1);
    pass_to(&mut g, at_action(Side::Runner));
    assert_eq!(g.runner.grip.len(), 2, "3 net damage");
    run_on(&mut g, "remote3");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.score_area.len(), 2);
}

// Phat Gioan Baotixita: with no counter the damage is 1, not asked.
#[test]
fn c35051_phat_gioan_no_counter_one_damage() {
    let mut g = phat(0);
    run_on(&mut g, "remote2");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 4);
}

// ----- 35050 Byte! -----

fn byte(corp: &str) -> GameState {
    runner_turn(
        corp,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    )
}

// Byte!: accessed in HQ, the Corp may pay 4: 1 tag and 3 net damage.
#[test]
fn c35050_byte_pay_four_tag_and_three_net() {
    let mut g = byte(r#""credits": 4, "hq": ["Byte!"], "rd": ["Hedge Fund"]"#);
    let b = id(&g, "Byte!");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(b).target(1));
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 1);
}

// Byte!: accessed in R&D it is revealed; in Archives it does nothing.
#[test]
fn c35050_byte_revealed_in_rd_nothing_in_archives() {
    let mut g = byte(r#""credits": 4, "rd": ["Byte!", "Hedge Fund"]"#);
    let b = id(&g, "Byte!");
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    assert_eq!(g.cards[b as usize].known, 3);

    let mut g = byte(r#""credits": 4, "archives": ["Byte!"], "rd": ["Hedge Fund"]"#);
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!((g.runner.tags, g.runner.grip.len()), (0, 4));
}

// Byte!: without 4 credits the Corp is not offered the payment.
#[test]
fn c35050_byte_needs_four_credits() {
    let mut g = byte(r#""credits": 3, "hq": ["Byte!"], "rd": ["Hedge Fund"]"#);
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert_ne!(g.decision_name(), "mode");
        pass(&mut g);
    }
    assert_eq!((g.runner.tags, g.corp.credits), (0, 3));
}

// ----- 35053 Mycoweb -----

/// A run on HQ, protected by a rezzed Mycoweb; the Corp has `credits`, Archives `archives` and
/// the servers `servers` (JSON bodies) besides.
fn mycoweb(credits: u16, archives: &str, rd_ice: &str, archives_ice: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": {credits}, "rd": ["Hedge Fund"], "hq": ["Hedge Fund"], "archives": [{archives}],
               "servers": {{"hq": {{"ice": [{{"title": "Mycoweb", "rezzed": true}}]}},
                           "rd": {{"ice": [{rd_ice}]}}, "archives": {{"ice": [{archives_ice}]}}}}"#
        ),
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    g
}

// Mycoweb, subroutine 1: the Corp installs a piece of ice from Archives ignoring all costs (here
// protecting R&D, which already has ice: no install cost either); it goes in unrezzed.
#[test]
fn c35053_installs_ice_from_archives_ignoring_costs() {
    let mut g = mycoweb(0, r#""Ice Wall", "Hedge Fund""#, r#""Enigma""#, "");
    pass_until(&mut g, "ice_to_install");
    let wall = id(&g, "Ice Wall");
    let hf: Vec<u8> = ids(&g, "Hedge Fund");
    for c in hf {
        assert!(legal_on(&g, ActionKind::Install, c).is_empty(), "ice only");
    }
    let a = Action::new(ActionKind::Install)
        .card(wall)
        .server(srv("rd"));
    assert!(g.label_for(Side::Corp, &a).contains("Mycoweb"));
    act(&mut g, a);
    assert_eq!(zone(&g, wall), Zone::Ice(srv("rd")));
    assert!(!rezzed(&g, wall));
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.corp.servers[srv("rd") as usize].ice.len(), 2);
}

// Mycoweb, subroutine 1 is optional: the Corp may install nothing.
#[test]
fn c35053_install_is_optional() {
    let mut g = mycoweb(0, r#""Ice Wall""#, "", "");
    pass_until(&mut g, "ice_to_install");
    only(&mut g, ActionKind::Pass);
    assert_eq!(zone(&g, id(&g, "Ice Wall")), Zone::Archives);
}

// Mycoweb, subroutine 2: the Corp may rez a piece of installed ice paying 2 less (Enigma: 3 - 2
// = 1 credit); with no credit, nothing costing 1 or more is offered.
#[test]
fn c35053_rezzes_ice_paying_two_less() {
    let mut g = mycoweb(1, "", r#""Enigma""#, "");
    let enigma = id(&g, "Enigma");
    pass_until(&mut g, "rez_bioroid");
    act(&mut g, rez(enigma));
    assert!(rezzed(&g, enigma));
    assert_eq!(g.corp.credits, 0);

    let mut g = mycoweb(0, "", r#""Enigma""#, "");
    let enigma = id(&g, "Enigma");
    pass_until_without(&mut g, "action", rez(enigma));
    assert!(!rezzed(&g, enigma));
}

// Mycoweb, subroutine 3: the Corp resolves a subroutine of a rezzed sentry (Rototurret's "end
// the run"): the run ends and the fourth subroutine does not resolve.
#[test]
fn c35053_resolves_a_sentry_subroutine() {
    let mut g = mycoweb(0, "", "", r#"{"title": "Rototurret", "rezzed": true}"#);
    let rot = id(&g, "Rototurret");
    pass_until(&mut g, "subroutine_to_resolve");
    let a = Action::new(ActionKind::Mode).card(rot).target(1);
    assert!(g.label_for(Side::Corp, &a).contains("Rototurret"));
    act(&mut g, a);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(g.last_run.as_ref().is_some_and(|r| !r.successful));
}

// Mycoweb, subroutine 4: the Corp resolves a subroutine of another rezzed code gate (Enigma's
// "lose 1 click"), never of this Mycoweb.
#[test]
fn c35053_resolves_another_code_gate_subroutine() {
    let mut g = mycoweb(0, "", r#"{"title": "Enigma", "rezzed": true}"#, "");
    let enigma = id(&g, "Enigma");
    let web = id(&g, "Mycoweb");
    pass_until(&mut g, "subroutine_to_resolve");
    assert!(legal_on(&g, ActionKind::Mode, web).is_empty(), "not itself");
    let clicks = g.runner.clicks;
    act(&mut g, Action::new(ActionKind::Mode).card(enigma).target(0));
    assert_eq!(g.runner.clicks, clicks - 1);
}

// Mycoweb: another Mycoweb's first three subroutines may be resolved, but not its fourth
// (the two would only ask each other again).
#[test]
fn c35053_another_mycoweb_but_not_its_fourth_subroutine() {
    let mut g = mycoweb(0, "", r#"{"title": "Mycoweb", "rezzed": true}"#, "");
    pass_until(&mut g, "subroutine_to_resolve");
    let other = *ids(&g, "Mycoweb")
        .iter()
        .find(|&&c| zone(&g, c) == Zone::Ice(srv("rd")))
        .unwrap();
    let offered: Vec<u8> = legal_on(&g, ActionKind::Mode, other)
        .iter()
        .map(|a| a.target)
        .collect();
    assert_eq!(offered, vec![0, 1, 2]);
}

// ----- 35055 Peer Review -----

fn peer_review(hq: &str) -> GameState {
    corp_turn(
        &format!(r#""credits": 4, "rd": ["Hedge Fund"], "hq": ["Peer Review", {hq}]"#),
        r#""credits": 5"#,
    )
}

// Peer Review: the Corp keeps 1 card of HQ hidden and reveals the rest, gains 7 credits, and
// may install a card from HQ in the root of a remote server (here PAD Campaign in a new one).
#[test]
fn c35055_reveals_all_but_one_gains_seven_installs_in_a_remote() {
    let mut g = peer_review(r#""PAD Campaign", "Hostile Takeover", "Ice Wall""#);
    let pr = id(&g, "Peer Review");
    play(&mut g, pr);
    assert_eq!(g.decision_name(), "choose_card");
    let ht = id(&g, "Hostile Takeover");
    let keep = Action::new(ActionKind::Mode).card(ht).target(0);
    assert!(g.label_for(Side::Corp, &keep).contains("Peer Review"));
    act(&mut g, keep);
    let pad = id(&g, "PAD Campaign");
    let wall = id(&g, "Ice Wall");
    assert!(known_to_runner(&g, pad) && known_to_runner(&g, wall));
    assert!(!known_to_runner(&g, ht), "the one kept hidden");
    assert_eq!(g.corp.credits, 7);
    assert_eq!(g.decision_name(), "install_from_hq");
    assert!(
        legal_on(&g, ActionKind::Install, wall).is_empty(),
        "a root: no ice"
    );
    for a in legal(&g, ActionKind::Install) {
        assert!(a.server > srv("archives"), "remote servers only: {a:?}");
    }
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(pad)
            .server(nr_engine::NEW_REMOTE),
    );
    pass_windows(&mut g);
    assert!(matches!(zone(&g, pad), Zone::Root(s) if s > srv("archives")));
    assert_eq!(g.corp.credits, 7);
}

// Peer Review: with 1 card in HQ there is nothing to reveal ("all but 1"); the install may be
// declined.
#[test]
fn c35055_single_card_nothing_revealed_install_optional() {
    let mut g = peer_review(r#""PAD Campaign""#);
    let pr = id(&g, "Peer Review");
    play(&mut g, pr);
    let pad = id(&g, "PAD Campaign");
    assert!(!known_to_runner(&g, pad));
    assert_eq!(g.decision_name(), "install_from_hq");
    only(&mut g, ActionKind::Pass);
    assert_eq!((zone(&g, pad), g.corp.credits), (Zone::Hq, 7));
}
