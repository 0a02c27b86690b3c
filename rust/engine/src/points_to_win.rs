//! The agenda points a player needs to win, a game option (Rules Reference, "Winning the Game":
//! 7 agenda points; the System Gateway mechanics reference plays a starter game to 6).

use crate::error::EngineError;
use crate::side::Side;
use crate::state::GameState;

/// Fewest agenda points a game may be played to.
pub const MIN_POINTS_TO_WIN: u32 = 1;
/// Most agenda points a game may be played to (the option is one byte of the state).
pub const MAX_POINTS_TO_WIN: u32 = 255;

/// `points` as a points-to-win option, or an [`EngineError::InvalidArgument`] saying why not.
pub fn points_to_win_arg(points: i64) -> Result<u8, EngineError> {
    if points < MIN_POINTS_TO_WIN as i64 || points > MAX_POINTS_TO_WIN as i64 {
        return Err(EngineError::InvalidArgument(format!(
            "agenda_points_to_win must be between {MIN_POINTS_TO_WIN} and {MAX_POINTS_TO_WIN}, \
             not {points}"
        )));
    }
    Ok(points as u8)
}

impl GameState {
    /// Agenda points a player needs to win this game (7 unless set otherwise at setup).
    pub fn points_to_win(&self) -> u8 {
        self.points_to_win
    }

    /// Sets the agenda points needed to win (1 to 255; the default is 7). A game option: it may
    /// only be set before the first decision, and never to a value a player has already reached.
    pub fn set_points_to_win(&mut self, points: i64) -> Result<(), EngineError> {
        let points = points_to_win_arg(points)?;
        if self.decisions > 0 || self.is_over() {
            return Err(EngineError::InvalidArgument(
                "agenda_points_to_win is set at setup, before the first decision".into(),
            ));
        }
        for side in [Side::Corp, Side::Runner] {
            if self.agenda_points(side) >= points as u32 {
                return Err(EngineError::InvalidArgument(format!(
                    "the {} already has {} agenda points, not fewer than the {points} needed to win",
                    side.as_str(),
                    self.agenda_points(side)
                )));
            }
        }
        self.points_to_win = points;
        Ok(())
    }

    /// Whether `side` has the agenda points needed to win (Rules Reference, "Winning the Game").
    #[inline]
    pub(crate) fn reached_points_to_win(&self, side: Side) -> bool {
        self.agenda_points(side) >= self.points_to_win as u32
    }
}
