//! Heuristic guidance for the ISMCTS search (issue 28, "A stronger Runner"): a progressive bias
//! (Chaslot et al. 2008, "Progressive strategies for Monte-Carlo tree search") towards the move
//! [`HeuristicBot`] would play, at every decision of the tree, for both players.
//!
//! With a bias weight `w > 0` ([`IsmctsConfig::bias`]), at each node of the selection:
//!
//! - **Expansion order**: when some legal actions have no child yet, the heuristic's move is
//!   expanded first (if it has no child), else one of the others at random as before;
//! - **Selection**: the heuristic's move gets `w / (visits + 1)` added to its UCB1 score, a
//!   bonus that fades as the search gathers evidence about it.
//!
//! The heuristic reads only what the deciding side may know in the determinization, so at the
//! searcher's own decisions it is a prior from its own information set, and at the opponent's
//! decisions it is a model of the opponent (in the same determinization the opponent sees its
//! own cards). With `w = 0` nothing here runs and the search is the plain SO-ISMCTS.

use super::{Bot, HeuristicBot, IsmctsConfig};
use crate::actions::{Action, ActionList};
use crate::state::GameState;

/// The move the heuristic would play at this node, when the configuration asks for a bias
/// (`None` otherwise: then the search is unchanged).
#[inline]
pub(super) fn guide(
    config: &IsmctsConfig,
    heuristic: &mut HeuristicBot,
    g: &GameState,
    legal: &ActionList,
) -> Option<Action> {
    (config.bias > 0.0 && legal.len() > 1).then(|| heuristic.choose(g, legal))
}

/// The progressive-bias bonus of a child with `visits` visits whose action is (`preferred`) or
/// is not the heuristic's move.
#[inline]
pub(super) fn bonus(config: &IsmctsConfig, preferred: bool, visits: u32) -> f64 {
    if preferred {
        config.bias as f64 / (visits as f64 + 1.0)
    } else {
        0.0
    }
}
