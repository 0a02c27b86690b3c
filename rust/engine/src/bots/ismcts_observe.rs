//! One tree per player (multiple-observer ISMCTS, MO-ISMCTS; Cowling, Powley and Whitehouse
//! 2012, "Information Set Monte Carlo Tree Search", Algorithm 4), issue 28's next step for the
//! Corp seat.
//!
//! In the single observer's tree every node is reached by the exact actions of both players, so
//! at the Runner's decisions in the Corp's search the tree knows which card the Corp installed
//! where: the tree's Runner learns to run the remote that holds the agenda, and the Corp's search
//! finds no value in hiding one. With [`super::IsmctsConfig::per_player`] each side has its own
//! tree and chooses in it; a move takes the mover's tree to the child for its exact action and
//! the other side's tree to the child for the action *as that side observes it*
//! ([`observed_code`]): a Corp install of a card the Runner has not seen is, for the Runner's
//! tree, "a card installed as ice on this server" or "a card installed in this server's root",
//! whatever the card. So the Runner's statistics after it mix every card the Corp's tree puts
//! there, as the Runner's own information does.
//!
//! What this alone does not change: the determinizations are still the searcher's, so the
//! Corp's cards placed before the search's root are the real ones in every iteration (the
//! Runner's tree in the Corp's search still learns where they are); only the Corp's choices
//! inside the tree are hidden from it. [`super::IsmctsConfig::veil`] (`+veil=Q`) plays a share
//! of the iterations in *veiled* worlds: the searcher's determinization redealt again as the
//! opponent sees it (so the searcher's own unseen cards change, and the world still depends
//! only on what the searcher knows), the searcher's moves the heuristic's (its tree does not
//! follow them: its card ids mean other cards there), and only the opponent's tree learning.
//! The opponent's statistics then mix worlds it cannot tell apart, as its own would.

use crate::actions::{Action, ActionKind};
use crate::cards::CardType;
use crate::side::Side;
use crate::state::{GameState, MAX_CARDS};

/// The card field of a Corp install the observer cannot identify, placed as ice.
const UNSEEN_ICE: u8 = 254;
/// The card field of a Corp install into a server's root, or a discard, of a card the observer
/// cannot identify.
const UNSEEN_CARD: u8 = 253;
const _: () = assert!(
    MAX_CARDS <= UNSEEN_CARD as usize,
    "unseen-card codes name no card"
);

/// The code of `action`, chosen by `mover` in `g`, as `observer` sees it (call it before the
/// action is applied): the exact code for the mover's own actions and for whatever the observer
/// can see, the card left out of a Corp install or discard of a card the observer has not seen.
/// Only the ice-or-root placement and the server stay (the Runner sees where a facedown card
/// goes); every other action of either side is public in its code (a Runner's installs and
/// discards are faceup, a rez or a score shows the card).
pub(super) fn observed_code(g: &GameState, observer: Side, mover: Side, action: &Action) -> u32 {
    let hidden = observer != mover
        && mover == Side::Corp
        && matches!(action.kind, ActionKind::Install | ActionKind::Discard)
        && (action.card as usize) < g.cards.len()
        && !g.card(action.card).known_to(observer);
    if !hidden {
        return action.code();
    }
    let ice = action.kind == ActionKind::Install && g.cdef(action.card).card_type == CardType::Ice;
    action
        .card(if ice { UNSEEN_ICE } else { UNSEEN_CARD })
        .code()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::DeckList;

    /// The Runner's own actions and the Corp's public ones are seen exactly by the other side:
    /// across a random game, every action of the Runner keeps its code for the Corp, and a Corp
    /// action changes code for the Runner only when it installs or discards a card the Runner
    /// has not seen.
    #[test]
    fn only_unseen_corp_installs_and_discards_are_masked() {
        let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
        let mut g = GameState::new(&corp, &runner, 3).unwrap();
        let mut legal = g.legal_actions();
        let (mut masked, mut exact) = (0, 0);
        for step in 0..3000u64 {
            let Some(mover) = g.current_side() else { break };
            if legal.is_empty() || g.is_over() {
                break;
            }
            for a in legal.iter() {
                let seen = observed_code(&g, mover.other(), mover, a);
                assert_eq!(observed_code(&g, mover, mover, a), a.code());
                let hides = mover == Side::Corp
                    && matches!(a.kind, ActionKind::Install | ActionKind::Discard)
                    && !g.card(a.card).known_to(Side::Runner);
                if hides {
                    masked += 1;
                    assert!(seen != a.code() && Action::from_code(seen).is_some());
                    assert_eq!(Action::from_code(seen).unwrap().server, a.server);
                } else {
                    exact += 1;
                    assert_eq!(seen, a.code(), "{a:?} by {mover:?}");
                }
            }
            let a = legal[(step as usize * 7) % legal.len()];
            g.apply_and_list(a, &mut legal);
        }
        assert!(masked > 20 && exact > 100, "{masked} masked, {exact} exact");
    }
}
