//! `nr-fast profile`'s instrumented engine (issue 26): what it records, and the cost of a
//! decision held to the cards of the game.

use nr_engine_profile::{
    profile, BotKind, DeckList, Profile, ProfileConfig, DEFAULT_POINTS_TO_WIN, STARTER_DECKS,
};

fn config(corp: &str, runner: &str, games: u64, bot: &str) -> ProfileConfig {
    let bot = BotKind::parse(bot).unwrap();
    ProfileConfig {
        matchups: vec![(
            DeckList::starter(corp).unwrap(),
            DeckList::starter(runner).unwrap(),
        )],
        games,
        corp_bot: bot,
        runner_bot: bot,
        seed: 26,
        points_to_win: DEFAULT_POINTS_TO_WIN,
        labels: false,
    }
}

fn calls(p: &Profile, category: &str, name: &str) -> u64 {
    (p.table().iter())
        .filter(|r| r.category == category && r.name == name)
        .map(|r| r.calls)
        .sum()
}

/// The profile counts what was played: one `decision` scope per decision, one `bot` and one
/// `apply` scope per decision at the root, one `setup` per game; the tree's children never
/// take longer than their parent.
#[test]
fn the_profile_counts_every_decision_and_nests_its_scopes() {
    let p = profile(&config("jinteki", "shaper", 3, "random")).unwrap();
    assert_eq!(p.games, 3);
    assert!(p.decisions > 100);
    let decided: u64 = (p.table().iter())
        .filter(|r| r.category == "decision")
        .map(|r| r.calls)
        .sum();
    assert_eq!(decided, p.decisions);
    assert_eq!(calls(&p, "apply", "apply"), p.decisions);
    assert_eq!(calls(&p, "bot", "random"), p.decisions);
    assert_eq!(calls(&p, "game", "setup"), 3);
    for (i, n) in p.nodes.iter().enumerate() {
        assert!(n.self_ns <= n.total_ns, "{n:?}");
        let children: u64 = (p.nodes.iter())
            .filter(|c| c.parent == Some(i))
            .map(|c| c.total_ns)
            .sum();
        assert!(children <= n.total_ns, "{n:?}");
        if let Some(parent) = n.parent {
            assert!(parent < i, "parents come first");
        }
    }
    for category in ["step", "legal", "card", "hook"] {
        assert!(
            p.table().iter().any(|r| r.category == category),
            "{category}"
        );
    }
}

/// ISMCTS redeals and copies the state: the profile counts both, inside the bot's scope.
#[test]
fn ismcts_redeals_are_profiled() {
    let p = profile(&config("nbn", "criminal", 1, "ismcts:4")).unwrap();
    assert!(calls(&p, "determinize", "determinize") >= 4 * p.decisions / 2);
    assert_eq!(
        calls(&p, "clone", "clone"),
        calls(&p, "determinize", "determinize")
    );
}

/// Labels are profiled when asked for.
#[test]
fn labels_are_profiled_when_asked() {
    let mut c = config("weyland", "anarch", 1, "random");
    c.labels = true;
    let p = profile(&c).unwrap();
    assert_eq!(calls(&p, "label", "label"), p.decisions);
}

/// Dispatch by card (issue 26): the cost of a decision depends on the cards of the game, not on
/// the cards the engine knows. In seeded Core Set games of all 12 matchups, (1) every card the
/// engine asks anything is a card of the two decks, so cards of other pools cost nothing; and
/// (2) a scan over active cards (conditional abilities, paid and click abilities, constant
/// modifiers, prevention) asks only cards whose definition sets the hook: no hook of these is
/// ever asked of a card without it (`unset`), so a hook that only other pools' cards set adds
/// no work to a Core decision. A new scan that walks every active card for a hook bypasses the
/// index and fails (2); a lookup through the whole card table fails neither but is caught by
/// the instruction counts of docs/performance.md.
#[test]
fn core_games_ask_only_their_own_cards_and_only_cards_that_set_the_hook() {
    // The hooks asked through `GameState::active_with` (cards/hooks.rs), by their names in
    // `CardBehavior`.
    const SCANNED: [&str; 20] = [
        "triggers_on",
        "click_abilities",
        "paid_abilities",
        "hand_size",
        "strength_modifier",
        "advancement_requirement_modifier",
        "forbids_score",
        "blocks_success",
        "prevent_abilities",
        "breach",
        "extra_accesses",
        "access_abilities",
        "state_check",
        "tag_avoidance",
        "meat_damage_prevention",
        "link",
        "memory",
        "rez_cost_modifier",
        "basic_draw_extra",
        "draw_increase",
    ];
    for corp in &STARTER_DECKS[..4] {
        for runner in &STARTER_DECKS[4..] {
            let c = config(corp, runner, 2, "random");
            let (cd, rd) = &c.matchups[0];
            let p = profile(&c).unwrap();
            for row in p.table().iter().filter(|r| r.category == "card") {
                let own = |d: &DeckList| {
                    d.identity == row.name || d.cards.iter().any(|(t, _)| t == row.name)
                };
                assert!(own(cd) || own(rd), "{corp} vs {runner}: {} asked", row.name);
            }
            for hook in SCANNED {
                assert_eq!(
                    calls(&p, "unset", hook),
                    0,
                    "{corp} vs {runner}: {hook} asked of a card without it"
                );
            }
        }
    }
}
