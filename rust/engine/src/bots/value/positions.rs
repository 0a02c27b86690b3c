//! Training positions for the learned evaluation (issue 28): games played by bots, with every
//! `every`-th decision's features (from the point of view of the side that decides there) and
//! the game's result.

use super::features::{value_features, NUM_VALUE_FEATURES};
use crate::bots::corp_value;
use crate::error::EngineError;
use crate::side::Side;
use crate::simulate::{game_seed, play_resolved_with, SimConfig};
use crate::state::GameState;
use rayon::prelude::*;

/// Positions sampled from a batch of games, in game order.
#[derive(Clone, Debug, Default)]
pub struct ValuePositions {
    /// Row-major, [`NUM_VALUE_FEATURES`] values per position.
    pub features: Vec<f32>,
    /// 1 if the Corp won the position's game, else 0.
    pub corp_won: Vec<u8>,
    /// The fixed formula's value of the position ([`corp_value`]), for comparison.
    pub formula: Vec<f32>,
    /// The index of the position's game in the batch.
    pub game: Vec<u32>,
}

/// One game's kept positions: features, formula values, and whether the Corp won.
type GamePositions = (Vec<f32>, Vec<f32>, bool);

/// Plays `config.games` games (game `i` seeded as [`crate::simulate`] seeds it, on
/// `config.threads` threads; the result does not depend on the thread count) and keeps one
/// decision in `every` (from an offset drawn from the game's seed) of each game that ended:
/// unfinished games give no positions.
pub fn value_positions(config: &SimConfig, every: u32) -> Result<ValuePositions, EngineError> {
    if every == 0 {
        return Err(EngineError::InvalidArgument(
            "every must be at least 1 (keep one decision in every)".into(),
        ));
    }
    config.check_settings()?;
    let decks = (
        config.corp.resolve(Side::Corp)?,
        config.runner.resolve(Side::Runner)?,
    );
    GameState::from_resolved(&decks.0, &decks.1, config.seed)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| EngineError::InvalidArgument(format!("cannot start worker threads: {e}")))?;
    let games: Vec<Option<GamePositions>> = pool.install(|| {
        (0..config.games)
            .into_par_iter()
            .map(|i| {
                let offset = game_seed(game_seed(config.seed, i), 7) % every as u64;
                let mut n = 0u64;
                let mut x = [0f32; NUM_VALUE_FEATURES];
                let (mut feats, mut formula) = (Vec::new(), Vec::new());
                let r = play_resolved_with(config, &decks, i, false, |g, _| {
                    n += 1;
                    if !(n + offset).is_multiple_of(every as u64) || g.is_over() {
                        return;
                    }
                    let Some(side) = g.current_side() else { return };
                    value_features(g, side, &mut x);
                    feats.extend_from_slice(&x);
                    formula.push(corp_value(g) as f32);
                })
                .ok()?;
                (r.winner >= 0).then_some((feats, formula, r.winner == 0))
            })
            .collect()
    });
    let mut out = ValuePositions::default();
    for (i, g) in games.into_iter().enumerate() {
        let Some((feats, formula, corp_won)) = g else {
            continue;
        };
        out.corp_won
            .extend(std::iter::repeat_n(corp_won as u8, formula.len()));
        out.game
            .extend(std::iter::repeat_n(i as u32, formula.len()));
        out.features.extend(feats);
        out.formula.extend(formula);
    }
    Ok(out)
}
