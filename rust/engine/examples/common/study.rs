//! What `corp_study` and `runner_study` share (issue 28): the tally of a search bot's decisions
//! against the heuristic bot's at the same states, and of how the games end. Included by both
//! examples with `#[path]`.

use nr_engine::{
    game_seed, Action, Bot, BotKind, DeckList, GameState, HeuristicBot, Pool, Side, WinReason,
    DEFAULT_POINTS_TO_WIN, MAX_DECISIONS,
};
use std::collections::BTreeMap;

/// The counts a study prints.
#[derive(Default)]
pub struct Study {
    /// (decision, heuristic's kind) -> (agree, total).
    agree: BTreeMap<(String, String), (u32, u32)>,
    /// (decision and heuristic's kind, search's kind) when they differ -> count.
    instead: BTreeMap<(String, String), u32>,
    /// How games end, overall and per matchup -> count.
    ends: BTreeMap<String, u32>,
    /// Searched decisions (two or more legal actions).
    pub decisions: u32,
}

impl Study {
    /// Plays `games` games a matchup of `pool` (game `i` of matchup `m` from seed
    /// `game_seed(game_seed(seed, m), i)`), `corp` against `runner`, and at every decision of
    /// `side` with two or more legal actions records the move against the heuristic bot's at the
    /// same state (`decision`), which `extra` also sees; then how each game ended.
    pub fn play(
        &mut self,
        pool: &Pool,
        games: u64,
        seed: u64,
        [corp_bot, runner_bot]: [BotKind; 2],
        side: Side,
        mut extra: impl FnMut(&GameState, Action, Action),
    ) {
        for (m, (corp, runner)) in pool.matchups().enumerate() {
            for i in 0..games {
                let s = game_seed(game_seed(seed, m as u64), i);
                let mut g = GameState::new(
                    &DeckList::starter(corp).unwrap(),
                    &DeckList::starter(runner).unwrap(),
                    s,
                )
                .unwrap();
                g.set_points_to_win(DEFAULT_POINTS_TO_WIN as i64).unwrap();
                let mut cb = corp_bot.build(game_seed(s, 1));
                let mut rb = runner_bot.build(game_seed(s, 2));
                let mut hb = HeuristicBot::new(game_seed(s, 3));
                let mut legal = g.legal_actions();
                let mut n = 0;
                while !g.is_over() && n < MAX_DECISIONS {
                    let mover = g.current_side();
                    let a = if mover == Some(Side::Runner) {
                        rb.choose(&g, &legal)
                    } else {
                        cb.choose(&g, &legal)
                    };
                    if mover == Some(side) && legal.len() > 1 {
                        let h = hb.choose(&g, &legal);
                        self.decision(&g, a, h);
                        extra(&g, a, h);
                    }
                    g.apply_and_list(a, &mut legal);
                    n += 1;
                }
                self.game_over(&g, corp, runner);
            }
        }
    }

    /// Records a searched decision at `g`: the search played `a`, the heuristic would play `h`.
    pub fn decision(&mut self, g: &GameState, a: Action, h: Action) {
        self.decisions += 1;
        let key = (g.decision_name().to_string(), h.kind.name().to_string());
        let e = self.agree.entry(key.clone()).or_default();
        e.0 += (a == h) as u32;
        e.1 += 1;
        if a != h {
            *self
                .instead
                .entry((format!("{} {}", key.0, key.1), a.kind.name().into()))
                .or_default() += 1;
        }
    }

    /// Records how the game `g` of `corp` against `runner` ended.
    pub fn game_over(&mut self, g: &GameState, corp: &str, runner: &str) {
        let end = match (g.winner(), g.win_reason) {
            (Some(Side::Corp), Some(WinReason::Flatline)) => "corp wins: flatline",
            (Some(Side::Corp), Some(WinReason::AgendaPoints)) => "corp wins: agendas",
            (Some(Side::Corp), _) => "corp wins: other",
            (Some(Side::Runner), Some(WinReason::AgendaPoints)) => "runner wins: agendas",
            (Some(Side::Runner), _) => "runner wins: other",
            _ => "unfinished",
        };
        *self
            .ends
            .entry(format!("{end} ({corp} vs {runner})"))
            .or_default() += 1;
        *self.ends.entry(end.to_string()).or_default() += 1;
    }

    /// Prints the tally for the searching `seat` ("Corp", "Runner"), with `extra` lines after
    /// the count of decisions.
    pub fn print(&self, seat: &str, extra: &[String]) {
        println!("{seat} decisions searched: {}", self.decisions);
        for line in extra {
            println!("{line}");
        }
        println!("agreement with the heuristic {seat} (decision, heuristic's move): agree/total");
        for ((d, k), (a, t)) in &self.agree {
            println!("  {d:<24} {k:<20} {a}/{t}");
        }
        println!(
            "what the search played instead (decision + heuristic's move -> search's move): count"
        );
        for ((dk, s), c) in &self.instead {
            if *c >= 3 {
                println!("  {dk:<45} -> {s:<20} {c}");
            }
        }
        for (e, c) in &self.ends {
            println!("{e}: {c}");
        }
    }
}
