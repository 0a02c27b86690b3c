//! Scenario tests of the System Gateway NBN cards (30051-30058) and of two neutral Corp cards
//! (Regolith Mining License 30071, Palisade 30072), their rulings, hidden information, bad
//! input and random games with a deck holding them.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, LogEvent, Side, Zone};

// ----- helpers -----

const NOISE: &str = "Noise: Hacker Extraordinaire";
const REALITY_PLUS: &str = "NBN: Reality Plus";

fn join(a: &str, b: &str) -> String {
    if b.is_empty() {
        a.to_string()
    } else {
        format!("{a}, {b}")
    }
}

/// A position with the Corp identity `identity`.
fn position(identity: &str, active: &str, turn: u32, corp: &str, runner: &str) -> GameState {
    let corp = join(&format!(r#""identity": "{identity}""#), corp);
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

fn runner_turn(corp: &str, runner: &str) -> GameState {
    position(HB, "runner", 2, corp, runner)
}

fn corp_turn(corp: &str, runner: &str) -> GameState {
    position(HB, "corp", 3, corp, runner)
}

fn ability(card: u8, i: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(i)
}

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

/// Passes until `stop` holds.
fn pass_to(g: &mut GameState, stop: impl Fn(&GameState) -> bool) {
    for _ in 0..64 {
        if stop(g) {
            return;
        }
        pass(g);
    }
    panic!("never reached; stuck at {}", g.decision_name());
}

/// The Corp clicks for a credit: the paid ability window after it lets it rez, score and use
/// paid abilities.
/// (A window where the Corp could do nothing is skipped.)
fn corp_window(g: &mut GameState) {
    only(g, ActionKind::ClickCredit);
}

/// Plays the run out: traces bid nothing, every other decision passes, up to the next action.
fn finish_run(g: &mut GameState) {
    for _ in 0..64 {
        if g.run.is_none() && g.decision_name() == "action" {
            return;
        }
        match g.decision_name() {
            "trace_corp" | "trace_runner" => bid(g, 0),
            _ => pass(g),
        }
    }
    panic!("the run never ended; stuck at {}", g.decision_name());
}

/// The legal actions, sorted for comparison.
fn sorted(mut v: Vec<Action>) -> Vec<(u8, u8, u8)> {
    let mut out: Vec<(u8, u8, u8)> = v
        .drain(..)
        .map(|a| (a.kind as u8, a.card, a.target))
        .collect();
    out.sort();
    out
}

fn all_legal(g: &GameState) -> Vec<Action> {
    g.legal_actions().to_vec()
}

/// An illegal action is refused with an error and changes nothing.
fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(
        g.apply(a).is_err(),
        "{a:?} accepted at {}",
        g.decision_name()
    );
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

fn events(g: &mut GameState) -> Vec<LogEvent> {
    g.take_events().as_slice().to_vec()
}

fn of_kind(ev: &[LogEvent], kind: EventKind) -> Vec<LogEvent> {
    ev.iter().copied().filter(|e| e.kind == kind).collect()
}

/// The same state, as if the Runner had made a successful run during its last turn.
fn after_successful_run(g: &GameState) -> GameState {
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["last_runner_turn"]["successful_run"] = true.into();
    GameState::from_json(&v.to_string()).unwrap()
}

/// Each side's observation is unchanged when what it has not seen is redealt.
fn hidden_info_holds(g: &GameState) {
    for side in [Side::Corp, Side::Runner] {
        for seed in 1..6 {
            let other = g.determinize(side, seed);
            assert_eq!(
                g.observation_json(side),
                other.observation_json(side),
                "observation of {side:?} changed by redeal"
            );
        }
    }
}

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

// Reality Plus: drawing from an empty R&D is not offered (it would change nothing).
#[test]
fn c30051_no_draw_from_an_empty_rd() {
    let mut g = position(
        REALITY_PLUS,
        "runner",
        2,
        r#""servers": {"hq": {"ice": [{"title": "Data Raven", "rezzed": true}]}}"#,
        "",
    );
    let rp = id(&g, REALITY_PLUS);
    take_raven_tag(&mut g);
    assert_eq!(all_legal(&g), vec![mode_of(rp, 0)]);
    refused(&mut g, mode_of(rp, 1));
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
    mode(&mut g, trail, 1);
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
    let rp = id(&g, REALITY_PLUS);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    mode(&mut g, rp, 0);
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

// ----- 30054 Funhouse -----

fn funhouse(runner: &str) -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Funhouse", "rezzed": true}]}}"#,
        runner,
    )
}

// Funhouse: on encounter the Runner takes 1 tag (the run goes on) or the run ends.
#[test]
fn c30054_encounter_take_a_tag_or_the_run_ends() {
    let mut g = funhouse("");
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "funhouse");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(fh, 0), mode_of(fh, 1)])
    );
    assert!(g.label(&mode_of(fh, 0)).contains("take 1 tag"));
    act(&mut g, mode_of(fh, 0));
    assert_eq!(g.runner.tags, 1);
    assert!(g.run.is_some_and(|r| !r.ended));
    let mut g = funhouse("");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 1));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.tags, 0);
}

// Funhouse's subroutine: the Runner pays 4 credits or takes 1 tag; without 4, only the tag.
#[test]
fn c30054_subroutine_pay_four_or_take_a_tag() {
    let mut g = funhouse(r#""credits": 5"#);
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    pass_until(&mut g, "funhouse");
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(fh, 2), mode_of(fh, 3)])
    );
    act(&mut g, mode_of(fh, 2));
    assert_eq!((g.runner.credits, g.runner.tags), (1, 1));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "the run went on");
    // With 3 credits: only the tag.
    let mut g = funhouse(r#""credits": 3"#);
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    pass_until(&mut g, "funhouse");
    assert_eq!(all_legal(&g), vec![mode_of(fh, 3)]);
    refused(&mut g, mode_of(fh, 2));
    act(&mut g, mode_of(fh, 3));
    assert_eq!((g.runner.credits, g.runner.tags), (3, 2));
}

// Funhouse: choices of the wrong step or of another card are refused and change nothing.
#[test]
fn c30054_bad_choice_refused() {
    let mut g = funhouse(r#""credits": 5"#);
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    refused(&mut g, mode_of(fh, 2));
    refused(&mut g, mode_of(fh, 7));
    refused(&mut g, Action::new(ActionKind::Pass));
}

// Ruling 1: taking the tag is a cost; the Runner cannot take it and then avoid it (Decoy is
// not offered), while the subroutine's given tag may be avoided.
#[test]
fn ruling_c30054_1_the_tag_is_a_cost_not_avoidable() {
    let mut g = funhouse(r#""rig": ["Decoy"], "credits": 0"#);
    let fh = id(&g, "Funhouse");
    let decoy = id(&g, "Decoy");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    assert_ne!(g.decision_name(), "avoid_tags");
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.cards[decoy as usize].zone, Zone::Rig);
    pass_until(&mut g, "funhouse");
    act(&mut g, mode_of(fh, 3));
    assert_eq!(
        g.decision_name(),
        "avoid_tags",
        "the given tag may be avoided"
    );
    act(&mut g, ability(decoy, 0));
    assert_eq!(g.runner.tags, 1);
}

// Ruling 2: a cost that would be prevented cannot be paid: the tag-as-cost option always lands
// in full (no prevention step is ever offered for it), so the run goes on only with the tag
// taken; refusing it ends the run.
#[test]
fn ruling_c30054_2_a_prevented_cost_is_not_paid() {
    let mut g = funhouse(r#""rig": ["Decoy"]"#);
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    assert_eq!(g.runner.tags, 1);
    assert!(g.run.is_some_and(|r| !r.ended));
    let mut g = funhouse(r#""rig": ["Decoy"]"#);
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 1));
    assert_eq!(g.runner.tags, 0);
    assert!(g.run.is_none_or(|r| r.ended));
}

// Ruling 3: bypassed with Inside Job, Funhouse's encounter ability does not resolve.
#[test]
fn ruling_c30054_3_bypass_skips_the_encounter_ability() {
    let mut g = funhouse(r#""credits": 2, "grip": ["Inside Job"]"#);
    let ij = id(&g, "Inside Job");
    only_on(&mut g, ActionKind::Play, ij);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    let fh = id(&g, "Funhouse");
    pass_until_without(&mut g, "action", mode_of(fh, 0));
    assert_eq!(g.runner.tags, 0);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "accessed");
}

// ----- 30055 Ping -----

fn ping(corp_credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""credits": {corp_credits}, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": ["Ping"]}}, "rd": {{"ice": ["Palisade"]}}}}"#
        ),
        "",
    )
}

// Ping: rezzed as the Runner approaches it in a run on its server: 1 tag; its subroutine ends
// the run.
#[test]
fn c30055_rezzed_during_a_run_on_its_server_tags() {
    let mut g = ping(5);
    let p = id(&g, "Ping");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| !legal_on(g, ActionKind::Rez, p).is_empty());
    act(&mut g, Action::new(ActionKind::Rez).card(p));
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.credits, 3);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")), "the run ended");
}

// Ping: rezzed outside a run (the Corp's turn), no tag.
#[test]
fn c30055_rezzed_outside_a_run_no_tag() {
    let mut g = position(HB, "corp", 3, r#""servers": {"hq": {"ice": ["Ping"]}}"#, "");
    let p = id(&g, "Ping");
    // Ice is rezzed only when approached, or by an effect: rez it with an effect's free rez.
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["stack"].as_array_mut().unwrap().push("RezIceFree".into());
    g = GameState::from_json(&v.to_string()).unwrap();
    act(&mut g, Action::new(ActionKind::Rez).card(p));
    assert!(g.cards[p as usize].rezzed);
    assert_eq!(g.runner.tags, 0);
}

/// During a run on `server`, an effect rezzes Ping on HQ (the Corp's free rez).
fn ping_rezzed_by_effect_during_run(server: &str) -> GameState {
    let mut g = ping(5);
    let p = id(&g, "Ping");
    run_on(&mut g, server);
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["stack"].as_array_mut().unwrap().push("RezIceFree".into());
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    act(&mut g, Action::new(ActionKind::Rez).card(p));
    g
}

// Ping: rezzed during a run on another server, no tag.
#[test]
fn c30055_run_on_another_server_no_tag() {
    let g = ping_rezzed_by_effect_during_run("archives");
    assert_eq!(g.runner.tags, 0);
}

// Ruling 1: rezzed by an effect at another time of a run on its server, it still tags.
#[test]
fn ruling_c30055_1_any_rez_during_a_run_on_its_server() {
    let g = ping_rezzed_by_effect_during_run("hq");
    assert_eq!(g.runner.tags, 1);
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
    let mut g = public_trail(7);
    only_on(&mut g, ActionKind::Play, pt);
    assert_eq!(all_legal(&g), vec![mode_of(pt, 1)]);
    refused(&mut g, mode_of(pt, 0));
    mode(&mut g, pt, 1);
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
    mode(&mut g, pt, 1);
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, rp, 1);
    assert_eq!(g.corp.hq.len(), 2);
}

// ----- 30058 AMAZE Amusements -----

fn amaze(amaze_rezzed: bool, runner_credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": ["Priority Requisition", {{"title": "AMAZE Amusements", "rezzed": {amaze_rezzed}}}]}}, "remote2": {{"root": ["Private Security Force"]}}}}"#
        ),
        &format!(r#""credits": {runner_credits}"#),
    )
}

fn access(g: &mut GameState, card: u8) {
    act(
        g,
        Action::new(ActionKind::Access)
            .card(card)
            .server(g.run.unwrap().server),
    );
}

// AMAZE Amusements: an agenda stolen in a run on its server: 2 tags when the run ends.
#[test]
fn c30058_agenda_stolen_two_tags_at_run_end() {
    let mut g = amaze(true, 0);
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    g.set_events(true);
    access(&mut g, pr);
    assert_eq!(g.agenda_points(Side::Runner), 3);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 2);
    // The tags come once the run is over.
    let ev = events(&mut g);
    let ends = ev
        .iter()
        .position(|e| e.kind == EventKind::RunEnds)
        .unwrap();
    let tags = ev
        .iter()
        .position(|e| e.kind == EventKind::TagsGained)
        .unwrap();
    assert!(ends < tags);
}

// AMAZE Amusements: nothing stolen, no tags; a run on another server, no tags.
#[test]
fn c30058_no_steal_or_other_server_no_tags() {
    let mut g = amaze(true, 0);
    run_on(&mut g, "remote2");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.runner.tags, 0);
    // A run on its server with no agenda stolen (Archives-like: empty root but AMAZE).
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "AMAZE Amusements", "rezzed": true}], "ice": [{"title": "Palisade", "rezzed": true}]}}"#,
        "",
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 0, "the run ended without a steal");
}

// AMAZE Amusements is persistent: trashed while accessed, a later steal in the run still tags.
#[test]
fn c30058_persistent_after_being_trashed_on_access() {
    let mut g = amaze(true, 3);
    let am = id(&g, "AMAZE Amusements");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, am);
    assert_eq!(g.decision_name(), "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(am));
    assert_eq!(g.cards[am as usize].zone, Zone::Archives);
    // The agenda is the last card to access.
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!((g.runner.tags, g.runner.credits), (2, 0));
}

// Ruling 1: AMAZE leaving play other than by being trashed while accessed does not persist.
#[test]
fn ruling_c30058_1_trashed_otherwise_it_does_not_persist() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Priority Requisition", {"title": "AMAZE Amusements", "rezzed": true}, "SanSan City Grid"]}}"#,
        "",
    );
    let am = id(&g, "AMAZE Amusements");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    // Trashed by an effect (here: moved to Archives as a card ability would) before access.
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    let root = v["corp"]["servers"][REMOTE1 as usize]["root"]
        .as_array_mut()
        .unwrap();
    root.retain(|c| c.as_u64() != Some(am as u64));
    v["corp"]["archives"]
        .as_array_mut()
        .unwrap()
        .push(am.into());
    v["cards"][am as usize]["zone"] = "archives".into();
    v["cards"][am as usize]["rezzed"] = false.into();
    v["cards"][am as usize]["faceup"] = true.into();
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    access(&mut g, pr);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 3);
    assert_eq!(g.runner.tags, 0);
}

// Ruling 2: an unrezzed AMAZE accessed and trashed has no active ability to persist.
#[test]
fn ruling_c30058_2_unrezzed_does_not_persist() {
    let mut g = amaze(false, 3);
    let am = id(&g, "AMAZE Amusements");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, am);
    act(&mut g, Action::new(ActionKind::Trash).card(am));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.runner.tags, 0);
}

// ----- 30071 Regolith Mining License -----

// Regolith Mining License: 15 credits loaded when rezzed; each click takes 3; trashed empty.
#[test]
fn c30071_load_fifteen_take_three_per_click_trashed_when_empty() {
    let mut g = corp_turn(
        r#""credits": 2, "clicks": 6, "servers": {"remote1": {"root": ["Regolith Mining License"]}}"#,
        "",
    );
    let rml = id(&g, "Regolith Mining License");
    assert!(
        legal_on(&g, ActionKind::Ability, rml).is_empty(),
        "unrezzed"
    );
    corp_window(&mut g);
    only_on(&mut g, ActionKind::Rez, rml);
    assert_eq!((g.corp.credits, g.cards[rml as usize].credits), (1, 15));
    pass_until(&mut g, "action");
    for i in 1..=5u16 {
        act(&mut g, ability(rml, 0));
        assert_eq!(g.corp.credits, 1 + 3 * i);
        assert_eq!(g.corp.clicks, 5 - i as u8);
    }
    assert_eq!(g.cards[rml as usize].zone, Zone::Archives, "empty: trashed");
}

// Regolith Mining License: the hosted credits pay for nothing else (only its ability takes
// them), and a refused use changes nothing.
#[test]
fn c30071_credits_only_through_the_ability() {
    let mut g = corp_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Regolith Mining License", "rezzed": true, "credits": 15}]}}, "hq": ["Hedge Fund"]"#,
        "",
    );
    let rml = id(&g, "Regolith Mining License");
    let hf = id(&g, "Hedge Fund");
    assert!(legal_on(&g, ActionKind::Play, hf).is_empty());
    refused(&mut g, ability(rml, 1));
    act(&mut g, ability(rml, 0));
    assert_eq!((g.corp.credits, g.cards[rml as usize].credits), (3, 12));
}

// ----- 30072 Palisade -----

fn strength(g: &GameState, ice: u8) -> u32 {
    g.current_strength(ice).unwrap()
}

// Palisade: strength 2 on a central server, 4 protecting a remote; its subroutine ends the run.
#[test]
fn c30072_stronger_on_remote_servers() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Palisade", "rezzed": true}]}, "remote1": {"root": ["PAD Campaign"], "ice": [{"title": "Palisade", "rezzed": true}]}}"#,
        "",
    );
    let ps = ids(&g, "Palisade");
    let (central, remote) = if g.cards[ps[0] as usize].zone == Zone::Ice(HQ) {
        (ps[0], ps[1])
    } else {
        (ps[1], ps[0])
    };
    assert_eq!(strength(&g, central), 2);
    assert_eq!(strength(&g, remote), 4);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")), "the run ended");
}

// Palisade: a Corroder needs its strength to match (2 boosts on the remote, none on HQ).
#[test]
fn c30072_breaker_must_match_the_remote_strength() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"], "ice": [{"title": "Palisade", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Corroder"]"#,
    );
    let cor = id(&g, "Corroder");
    let pal = id(&g, "Palisade");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let brk = Action::new(ActionKind::Break).card(cor).target(0);
    assert!(!g.legal_actions().contains(&brk), "strength 2 < 4");
    act(&mut g, ability(cor, 0));
    assert!(!g.legal_actions().contains(&brk), "strength 3 < 4");
    act(&mut g, ability(cor, 0));
    act(&mut g, brk);
    assert_eq!(strength(&g, pal), 4);
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
