//! Scenario tests of the System Gateway NBN identity, agenda, asset and operations (30051-30053,
//! 30056, 30057), their rulings, hidden information, bad input, and random games with a deck
//! holding every NBN Gateway card and Regolith Mining License and Palisade. The ice, the upgrade
//! and the two neutral cards are in cards_sg_nbn_servers.rs.

mod common;
mod sg_nbn;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, LogEvent, Side, Zone};
use sg_nbn::*;

// ----- 30051 NBN: Reality Plus -----

/// A Runner turn with Data Raven rezzed on HQ (the Runner may take 1 tag on encounter).
fn reality_plus(corp: &str, runner: &str) -> GameState {
    let corp = join(
        r#""hq": ["Hedge Fund"], "rd": ["Enigma", "Hunter", "PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Data Raven", "rezzed": true}]}}"#,
        corp,
    );
    position(REALITY_PLUS, "runner", 2, &corp, runner)
}

/// Runs HQ and takes Data Raven's tag on encounter.
fn take_raven_tag(g: &mut GameState) {
    let raven = id(g, "Data Raven");
    run_on(g, "hq");
    pass_until(g, "mode");
    assert_eq!(g.current_side(), Some(Side::Runner));
    mode(g, raven, 0);
}

// Reality Plus: the first tag of the turn lets the Corp gain 2 credits.
#[test]
fn c30051_first_tag_of_the_turn_gains_two_credits() {
    let mut g = reality_plus("", "");
    let rp = id(&g, REALITY_PLUS);
    take_raven_tag(&mut g);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(rp, 0), mode_of(rp, 1)])
    );
    mode(&mut g, rp, 0);
    assert_eq!(g.corp.credits, 7);
    assert_eq!(g.corp.hq.len(), 1);
}

// Reality Plus: or the Corp draws 2 cards.
#[test]
fn c30051_first_tag_of_the_turn_draws_two() {
    let mut g = reality_plus("", "");
    let rp = id(&g, REALITY_PLUS);
    take_raven_tag(&mut g);
    mode(&mut g, rp, 1);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.corp.hq.len(), 3);
    assert_eq!(g.corp.rd.len(), 1);
}

// Reality Plus: once per turn; the next turn it works again.
#[test]
fn c30051_only_the_first_tag_each_turn() {
    let mut g = reality_plus("", r#""credits": 0"#);
    let rp = id(&g, REALITY_PLUS);
    take_raven_tag(&mut g);
    mode(&mut g, rp, 0);
    finish_run(&mut g);
    // A second tag the same turn: no Reality Plus decision.
    take_raven_tag(&mut g);
    assert_eq!(g.runner.tags, 2);
    assert_ne!(g.decision_name(), "mode");
    assert_eq!(g.corp.credits, 7);
    finish_run(&mut g);
    // The Runner's next turn counts anew.
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.turn, 4);
    take_raven_tag(&mut g);
    assert_eq!(g.decision_name(), "mode", "a new turn, a new first tag");
    assert_eq!(g.current_side(), Some(Side::Corp));
    mode(&mut g, rp, 0);
    assert!(g.corp.credits >= 9);
}

// Reality Plus: drawing from an empty R&D is not offered (it would change nothing); gaining 2
// credits is then the single outcome, which is not asked (docs/actions.md).
#[test]
fn c30051_no_draw_from_an_empty_rd() {
    let mut g = position(
        REALITY_PLUS,
        "runner",
        2,
        r#""servers": {"hq": {"ice": [{"title": "Data Raven", "rezzed": true}]}}"#,
        "",
    );
    let before = g.corp.credits;
    take_raven_tag(&mut g);
    assert_ne!(g.decision_name(), "mode");
    assert_eq!(g.corp.credits, before + 2);
}

// Ruling 1: a tag given by a Corp card (Public Trail) is a tag taken.
#[test]
fn ruling_c30051_1_a_given_tag_counts() {
    let g = position(
        REALITY_PLUS,
        "corp",
        3,
        r#""credits": 4, "hq": ["Public Trail"], "rd": ["Enigma", "Hunter"]"#,
        r#""credits": 3"#,
    );
    let mut g = after_successful_run(&g);
    let rp = id(&g, REALITY_PLUS);
    let trail = id(&g, "Public Trail");
    only_on(&mut g, ActionKind::Play, trail);
    // The Runner cannot pay 8: the tag is taken without a question.
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, rp, 0);
    assert_eq!(g.corp.credits, 2, "4 - 4 + 2");
}

/// A Runner turn with Decoy installed and Data Raven on HQ.
fn with_decoy() -> GameState {
    reality_plus("", r#""rig": ["Decoy"]"#)
}

// Ruling 2: a tag avoided (Decoy) is not taken: no Reality Plus.
#[test]
fn ruling_c30051_2_an_avoided_tag_does_not_count() {
    let mut g = with_decoy();
    let decoy = id(&g, "Decoy");
    take_raven_tag(&mut g);
    assert_eq!(g.decision_name(), "avoid_tags");
    act(&mut g, ability(decoy, 0));
    assert_eq!(g.runner.tags, 0);
    assert_ne!(g.decision_name(), "mode");
    assert_eq!(g.corp.credits, 5);
}

// Ruling 3: after an avoided tag, a tag taken later the same turn is the first one taken.
#[test]
fn ruling_c30051_3_the_first_tag_actually_taken_counts() {
    let mut g = with_decoy();
    let decoy = id(&g, "Decoy");
    let rp = id(&g, REALITY_PLUS);
    take_raven_tag(&mut g);
    act(&mut g, ability(decoy, 0));
    finish_run(&mut g);
    take_raven_tag(&mut g);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, rp, 0);
    assert_eq!(g.corp.credits, 7);
}

/// Runs R&D with Snare! on top; the Corp pays for it (1 tag, 3 net damage) and answers
/// Reality Plus with mode `rp_mode`.
fn snare_from_rd(rp_mode: u8) -> GameState {
    let mut g = position(
        REALITY_PLUS,
        "runner",
        2,
        r#""credits": 4, "rd": ["Snare!", "Hedge Fund", "Enigma"]"#,
        r#""grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let snare = id(&g, "Snare!");
    let rp = id(&g, REALITY_PLUS);
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    mode(&mut g, snare, 1);
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, rp, rp_mode);
    g
}

// Ruling 4: Snare! accessed from R&D, drawn into HQ by Reality Plus: its access ends, the
// Runner cannot trash it any more.
#[test]
fn ruling_c30051_4_a_drawn_card_is_no_longer_accessed() {
    let mut g = snare_from_rd(1);
    let snare = id(&g, "Snare!");
    assert_eq!(g.cards[snare as usize].zone, Zone::Hq);
    pass_until_without(&mut g, "action", Action::new(ActionKind::Trash).card(snare));
    assert!(g.run.is_none());
    assert_eq!(g.cards[snare as usize].zone, Zone::Hq, "not trashed");
    assert_eq!(g.runner.grip.len(), 1, "3 net damage");
    // Without the draw, the Runner may trash the accessed Snare! (it costs nothing).
    let mut g = snare_from_rd(0);
    let snare = id(&g, "Snare!");
    assert_eq!(g.decision_name(), "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(snare));
    assert_eq!(g.cards[snare as usize].zone, Zone::Archives);
}

// ----- 30052 Tomorrow's Headline -----

// Tomorrow's Headline: scored, the Runner takes 1 tag.
#[test]
fn c30052_scored_gives_a_tag() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Tomorrow's Headline", "advancement": 3}]}}"#,
        "",
    );
    let th = id(&g, "Tomorrow's Headline");
    corp_window(&mut g);
    only_on(&mut g, ActionKind::Score, th);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Tomorrow's Headline: stolen, the Runner takes 1 tag (its own "when stolen" ability).
#[test]
fn c30052_stolen_gives_a_tag() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Tomorrow's Headline"]}}"#,
        "",
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.runner.tags, 1);
}

// Tomorrow's Headline: another agenda stolen gives nothing; a tag it gives can be avoided.
#[test]
fn c30052_only_its_own_steal_and_avoidable() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Priority Requisition"]}}, "score_area": ["Tomorrow's Headline"]"#,
        "",
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 0, "not when another agenda is stolen");
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Tomorrow's Headline"]}}"#,
        r#""rig": ["Decoy"]"#,
    );
    let decoy = id(&g, "Decoy");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "avoid_tags");
    act(&mut g, ability(decoy, 0));
    assert_eq!(g.runner.tags, 0);
}

// Tomorrow's Headline stolen with Reality Plus: the tag is the first of the turn.
#[test]
fn c30052_stolen_with_reality_plus() {
    let mut g = position(
        REALITY_PLUS,
        "runner",
        2,
        r#""servers": {"remote1": {"root": ["Tomorrow's Headline"]}}"#,
        "",
    );
    // R&D is empty: gaining 2 credits is Reality Plus's single outcome, taken without a question.
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        g.runner.tags == 1 && g.decision_name() != "mode"
    });
    assert_eq!((g.runner.tags, g.corp.credits), (1, 7));
}

// ----- 30053 Spin Doctor -----

// Spin Doctor: rezzed, the Corp draws 2 cards.
#[test]
fn c30053_rez_draws_two() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": ["Spin Doctor"]}}, "rd": ["Enigma", "Hunter", "Hedge Fund"]"#,
        "",
    );
    let sd = id(&g, "Spin Doctor");
    corp_window(&mut g);
    only_on(&mut g, ActionKind::Rez, sd);
    assert!(g.cards[sd as usize].rezzed);
    assert_eq!((g.corp.hq.len(), g.corp.rd.len()), (2, 1));
    assert_eq!(g.corp.credits, 6, "it costs nothing");
}

fn spin_doctor(archives: &str) -> GameState {
    let mut g = corp_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": [{{"title": "Spin Doctor", "rezzed": true}}]}}}}, "rd": ["Enigma", "Hunter"], "archives": [{archives}]"#
        ),
        "",
    );
    corp_window(&mut g);
    g.set_events(true);
    g
}

// Spin Doctor: removed from the game, it shuffles up to 2 Archives cards into R&D.
#[test]
fn c30053_remove_to_shuffle_two_archives_cards_into_rd() {
    let mut g = spin_doctor(
        r#"{"title": "Hedge Fund", "faceup": true}, "PAD Campaign", "Priority Requisition""#,
    );
    let sd = id(&g, "Spin Doctor");
    let (hf, pad, pr) = (
        id(&g, "Hedge Fund"),
        id(&g, "PAD Campaign"),
        id(&g, "Priority Requisition"),
    );
    act(&mut g, ability(sd, 0));
    assert_eq!(g.cards[sd as usize].zone, Zone::Removed);
    assert_eq!(g.decision_name(), "archives_to_rd");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![
            mode_of(hf, 0),
            mode_of(pad, 0),
            mode_of(pr, 0),
            Action::new(ActionKind::Pass)
        ])
    );
    act(&mut g, mode_of(hf, 0));
    assert_eq!(g.decision_name(), "archives_to_rd");
    act(&mut g, mode_of(pr, 0));
    // Two chosen: R&D is shuffled, the turn goes on.
    assert_ne!(g.decision_name(), "archives_to_rd");
    assert_eq!(g.corp.rd.len(), 4);
    assert_eq!(g.corp.archives.as_slice(), &[pad]);
    for c in [hf, pr] {
        assert_eq!(g.cards[c as usize].zone, Zone::Rd);
        assert!(!g.cards[c as usize].faceup);
    }
    let ev = events(&mut g);
    let removed = of_kind(&ev, EventKind::RemovedFromGame);
    assert_eq!(removed.len(), 1);
    assert_eq!((removed[0].card, removed[0].side()), (sd, Some(Side::Corp)));
    let added = of_kind(&ev, EventKind::AddedToDeck);
    assert_eq!(
        added.iter().map(|e| e.card).collect::<Vec<_>>(),
        vec![hf, pr]
    );
    // The Runner saw the faceup Hedge Fund go, not which facedown card went.
    let seen = |e: &LogEvent| e.card_seen(Some(Side::Runner)).unwrap();
    assert_eq!(seen(&added[0]).title, Some("Hedge Fund"));
    assert_eq!(seen(&added[1]).title, None);
    // In R&D, its id is hidden from both sides.
    assert_eq!(seen(&added[1]).id, None);
    assert_eq!(added[1].card_seen(Some(Side::Corp)).unwrap().id, None);
    assert_eq!(of_kind(&ev, EventKind::Shuffled).len(), 1);
    // Gone for good: no second use.
    assert!(legal_on(&g, ActionKind::Ability, sd).is_empty());
}

// Spin Doctor: one card is enough ("up to 2"), and it is usable only while rezzed.
#[test]
fn c30053_one_card_then_stop_and_needs_rezzed() {
    let mut g = spin_doctor(r#""PAD Campaign", "Hedge Fund""#);
    let sd = id(&g, "Spin Doctor");
    let pad = id(&g, "PAD Campaign");
    act(&mut g, ability(sd, 0));
    act(&mut g, mode_of(pad, 0));
    assert_eq!(g.decision_name(), "archives_to_rd");
    pass(&mut g);
    assert_eq!(g.corp.rd.len(), 3);
    assert_eq!(g.corp.archives.len(), 1);
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": ["Spin Doctor"]}}, "rd": ["Enigma", "Hunter"], "archives": ["Hedge Fund"]"#,
        "",
    );
    corp_window(&mut g);
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Spin Doctor")).is_empty());
}

// Spin Doctor: a card not in Archives cannot be chosen; the refusal changes nothing.
#[test]
fn c30053_bad_choice_refused() {
    let mut g = spin_doctor(r#""PAD Campaign""#);
    let sd = id(&g, "Spin Doctor");
    let enigma = id(&g, "Enigma");
    act(&mut g, ability(sd, 0));
    refused(&mut g, mode_of(enigma, 0));
    refused(&mut g, mode_of(sd, 0));
}

// Spin Doctor: the Runner learns nothing of the facedown cards moved (hidden information).
#[test]
fn c30053_hidden_information_of_facedown_archives_cards() {
    let mut g = spin_doctor(r#""PAD Campaign", "Priority Requisition", "Hedge Fund""#);
    let sd = id(&g, "Spin Doctor");
    hidden_info_holds(&g);
    act(&mut g, ability(sd, 0));
    hidden_info_holds(&g);
    let label = g.label(&mode_of(id(&g, "PAD Campaign"), 0));
    assert!(
        label.contains("PAD Campaign"),
        "the Corp's own label: {label}"
    );
    let pr = id(&g, "Priority Requisition");
    act(&mut g, mode_of(pr, 0));
    hidden_info_holds(&g);
    pass(&mut g);
    hidden_info_holds(&g);
    assert!(!known_to_runner(&g, pr));
}

// Ruling 1: used with no card chosen, R&D is still shuffled.
#[test]
fn ruling_c30053_1_no_card_chosen_still_shuffles() {
    let mut g = spin_doctor(r#""PAD Campaign""#);
    let sd = id(&g, "Spin Doctor");
    act(&mut g, ability(sd, 0));
    pass(&mut g);
    let ev = events(&mut g);
    assert_eq!(of_kind(&ev, EventKind::Shuffled).len(), 1);
    assert_eq!(g.corp.archives.len(), 1);
    assert_eq!(g.cards[sd as usize].zone, Zone::Removed);
}

// Ruling 2: with Archives empty it only shuffles R&D, which needs 2 cards there.
#[test]
fn ruling_c30053_2_empty_archives_needs_two_rd_cards() {
    let mut g = spin_doctor("");
    let sd = id(&g, "Spin Doctor");
    act(&mut g, ability(sd, 0));
    // Nothing to choose: shuffled at once.
    assert_ne!(g.decision_name(), "archives_to_rd");
    let ev = events(&mut g);
    assert_eq!(of_kind(&ev, EventKind::Shuffled).len(), 1);
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Spin Doctor", "rezzed": true}]}}, "rd": ["Enigma"]"#,
        "",
    );
    corp_window(&mut g);
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Spin Doctor")).is_empty());
}

// Ruling 3 (what the players say at the table) is no rule of the game: rezzing and using Spin
// Doctor ask nothing beyond its text (no extra decision, no extra cost).
#[test]
fn ruling_c30053_3_table_talk_is_not_a_game_rule() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": ["Spin Doctor"]}}, "rd": ["Enigma", "Hunter", "Hedge Fund", "PAD Campaign"]"#,
        "",
    );
    let sd = id(&g, "Spin Doctor");
    corp_window(&mut g);
    only_on(&mut g, ActionKind::Rez, sd);
    assert_eq!((g.corp.credits, g.corp.clicks), (6, 2));
    pass_until(&mut g, "action");
    corp_window(&mut g);
    act(&mut g, ability(sd, 0));
    assert_ne!(
        g.decision_name(),
        "archives_to_rd",
        "nothing in Archives: done"
    );
    assert_eq!((g.corp.credits, g.corp.clicks), (7, 1));
}

// ----- 30056 Predictive Planogram -----

fn planogram(tags: u8) -> GameState {
    corp_turn(
        r#""hq": ["Predictive Planogram"], "rd": ["Enigma", "Hunter", "Hedge Fund", "PAD Campaign"]"#,
        &format!(r#""tags": {tags}"#),
    )
}

fn play_planogram(g: &mut GameState) -> u8 {
    let pp = id(g, "Predictive Planogram");
    only_on(g, ActionKind::Play, pp);
    assert_eq!(g.decision_name(), "mode");
    pp
}

// Predictive Planogram: untagged Runner, one of gain 3 or draw 3.
#[test]
fn c30056_untagged_gain_or_draw() {
    let mut g = planogram(0);
    let pp = play_planogram(&mut g);
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(pp, 0), mode_of(pp, 1)])
    );
    mode(&mut g, pp, 0);
    assert_eq!((g.corp.credits, g.corp.hq.len()), (8, 0));
    let mut g = planogram(0);
    let pp = play_planogram(&mut g);
    mode(&mut g, pp, 1);
    assert_eq!((g.corp.credits, g.corp.hq.len()), (5, 3));
}

// Predictive Planogram: tagged Runner, both may be resolved.
#[test]
fn c30056_tagged_both() {
    let mut g = planogram(1);
    let pp = play_planogram(&mut g);
    assert_eq!(all_legal(&g).len(), 4);
    mode(&mut g, pp, 2);
    assert_eq!((g.corp.credits, g.corp.hq.len()), (8, 3));
    assert_eq!(g.cards[pp as usize].zone, Zone::Archives);
}

// Predictive Planogram: "both" is refused against an untagged Runner and changes nothing.
#[test]
fn c30056_both_refused_when_untagged() {
    let mut g = planogram(0);
    let pp = play_planogram(&mut g);
    refused(&mut g, mode_of(pp, 2));
    refused(&mut g, mode_of(pp, 3));
}

// Ruling 1: the Corp decides on both before either resolves, and chooses their order.
#[test]
fn ruling_c30056_1_both_in_the_chosen_order() {
    for (m, draw_first) in [(2u8, false), (3u8, true)] {
        let mut g = planogram(2);
        g.set_events(true);
        let pp = play_planogram(&mut g);
        mode(&mut g, pp, m);
        let ev = events(&mut g);
        let first_draw = ev.iter().position(|e| e.kind == EventKind::Drawn).unwrap();
        let gain = ev
            .iter()
            .position(|e| e.kind == EventKind::CreditsGained)
            .unwrap();
        assert_eq!(first_draw < gain, draw_first, "mode {m}");
        assert_eq!((g.corp.credits, g.corp.hq.len()), (8, 3));
    }
}

// ----- 30057 Public Trail -----

fn public_trail(runner_credits: u16) -> GameState {
    let g = corp_turn(
        r#""credits": 4, "hq": ["Public Trail"]"#,
        &format!(r#""credits": {runner_credits}"#),
    );
    after_successful_run(&g)
}

// Public Trail: only after a successful run in the Runner's last turn.
#[test]
fn c30057_needs_a_successful_run_last_turn() {
    let g = corp_turn(r#""credits": 4, "hq": ["Public Trail"]"#, "");
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Public Trail")).is_empty());
    let g = public_trail(0);
    assert!(!legal_on(&g, ActionKind::Play, id(&g, "Public Trail")).is_empty());
}

// Public Trail: a real run last turn makes it playable.
#[test]
fn c30057_after_a_real_successful_run() {
    let mut g = runner_turn(
        r#""credits": 4, "hq": ["Public Trail"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        "",
    );
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    until(&mut g, at_action(Side::Corp));
    assert!(!legal_on(&g, ActionKind::Play, id(&g, "Public Trail")).is_empty());
}

// Public Trail: the Runner pays 8 credits or takes 1 tag; short of 8, only the tag.
#[test]
fn c30057_runner_pays_eight_or_takes_a_tag() {
    let mut g = public_trail(9);
    let pt = id(&g, "Public Trail");
    only_on(&mut g, ActionKind::Play, pt);
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(pt, 0), mode_of(pt, 1)])
    );
    mode(&mut g, pt, 0);
    assert_eq!((g.runner.credits, g.runner.tags, g.corp.credits), (1, 0, 0));
    // Short of 8 the tag is the single outcome: the Runner is not asked (docs/actions.md).
    let mut g = public_trail(7);
    only_on(&mut g, ActionKind::Play, pt);
    assert_ne!(g.current_side(), Some(Side::Runner));
    assert_eq!((g.runner.credits, g.runner.tags), (7, 1));
}

// Ruling 1: the tag Public Trail gives triggers Reality Plus.
#[test]
fn ruling_c30057_1_its_tag_triggers_reality_plus() {
    let g = position(
        REALITY_PLUS,
        "corp",
        3,
        r#""credits": 4, "hq": ["Public Trail"], "rd": ["Enigma", "Hunter"]"#,
        "",
    );
    let mut g = after_successful_run(&g);
    let pt = id(&g, "Public Trail");
    let rp = id(&g, REALITY_PLUS);
    only_on(&mut g, ActionKind::Play, pt);
    // The Runner (no credits) cannot pay 8: the tag is taken without a question.
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, rp, 1);
    assert_eq!(g.corp.hq.len(), 2);
}

// ----- random games -----

fn reality_plus_deck() -> DeckList {
    DeckList::parse(
        "NBN: Reality Plus
         1 Tomorrow's Headline
         3 Spin Doctor
         3 Funhouse
         3 Ping
         3 Predictive Planogram
         3 Public Trail
         3 AMAZE Amusements
         3 Regolith Mining License
         3 Palisade
         3 AstroScript Pilot Program
         3 Breaking News
         1 Priority Requisition
         1 Private Security Force
         3 Hedge Fund
         2 Anonymous Tip
         2 Data Raven",
    )
    .unwrap()
}

// Random play with the System Gateway NBN deck against the Core starter decks: every decision
// offers a choice, invariants hold, hidden information holds in some of the games.
#[test]
fn random_games_sg_nbn() {
    let corp = reality_plus_deck();
    let mut runners = vec![DeckList::default_runner()];
    let mut decoy = DeckList::default_runner();
    decoy.cards.push(("Decoy".into(), 3));
    decoy.cards.push(("Inside Job".into(), 3));
    runners.push(decoy);
    for seed in 0..240u64 {
        let runner = &runners[seed as usize % runners.len()];
        let g = random_game(&corp, runner, seed, seed % 12 == 0);
        check_places(&g);
        if let Err(e) = g.check_invariants() {
            panic!("seed {seed}: {e}");
        }
    }
}
