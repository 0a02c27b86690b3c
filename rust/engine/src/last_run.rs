//! What the players remember of runs: the cards accessed in the run in progress and how the last
//! run ended (server, successful or not, why it ended, what was accessed). Plain data kept in the
//! state for the views (`state()`, `observation(side)`); the only rule reading it is the count of
//! accesses and the server that `Event::RunEnded` carries when the run ends (Zahya Sadeghi).

use crate::cards::card_table;
use crate::invariants::InvariantError;
use crate::list::List;
use crate::side::Side;
use crate::state::{GameState, RunEndReason, Zone, MAX_SERVERS};
use serde::{Deserialize, Serialize};

/// Most accessed cards remembered per run (a run may access more, e.g. all of Archives; the
/// count of all of them is kept in [`AccessLog::total`]).
pub const MAX_ACCESS_LOG: usize = 8;

/// Where an accessed card was accessed from (Rules Reference, "Accessing").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AccessFrom {
    /// At random from HQ.
    Hq,
    /// From the top of R&D.
    Rd,
    /// From Archives.
    Archives,
    /// From the root of the attacked server (installed, an upgrade, asset or agenda).
    #[default]
    Root,
}

impl AccessFrom {
    /// Snake-case name, as in the views.
    pub fn as_str(self) -> &'static str {
        match self {
            AccessFrom::Hq => "hq",
            AccessFrom::Rd => "rd",
            AccessFrom::Archives => "archives",
            AccessFrom::Root => "root",
        }
    }
}

/// One accessed card, as it was when the Runner accessed it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Accessed {
    /// The card instance accessed (it may have moved since; a card leaving HQ facedown takes a
    /// random HQ instance id, see `conceal_leaving_hq`).
    pub card: u8,
    /// Where it was accessed from.
    pub from: AccessFrom,
    /// Who knows which card it was: bit 1 Corp, bit 2 Runner (the Runner always; the Corp when
    /// it knew the card, e.g. in HQ or installed, but not an unseen card on top of R&D).
    pub known: u8,
    /// The card's definition (index into [`crate::card_table`]), kept because the instance may
    /// hold another card later.
    pub def: u16,
}

/// The cards accessed in one run, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessLog {
    /// The first [`MAX_ACCESS_LOG`] cards accessed, in order.
    pub cards: List<Accessed, MAX_ACCESS_LOG>,
    /// How many cards were accessed in all (saturating at 255).
    pub total: u8,
}

/// How the last run that ended went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastRun {
    /// The server the run was on when it ended (Sneakdoor Beta turns an Archives run into an HQ
    /// run when it is successful).
    pub server: u8,
    /// The run was declared successful (run step [5.4]).
    pub successful: bool,
    /// Why it ended early, if it did: ended by an effect, jacked out, or its server ceased to
    /// exist.
    pub end_reason: Option<RunEndReason>,
    /// The turn it was made in.
    pub turn: u32,
    /// The cards accessed.
    pub accessed: AccessLog,
}

impl GameState {
    /// Run step [5.5.1]: remembers that the Runner accesses `card` now.
    pub(crate) fn log_access(&mut self, card: u8) {
        let c = self.card(card);
        let from = match c.zone {
            Zone::Hq => AccessFrom::Hq,
            Zone::Rd => AccessFrom::Rd,
            Zone::Archives => AccessFrom::Archives,
            _ => AccessFrom::Root,
        };
        let entry = Accessed {
            card,
            from,
            known: (c.known & Side::Corp.bit()) | Side::Runner.bit(),
            def: c.def,
        };
        let log = &mut self.run_accessed;
        let _ = log.cards.try_push(entry);
        log.total = log.total.saturating_add(1);
    }

    /// Run step [6]: the run in progress becomes the last run.
    pub(crate) fn log_run_end(&mut self) {
        let Some(r) = self.run else { return };
        self.last_run = Some(LastRun {
            server: r.server,
            successful: r.successful,
            end_reason: r.end_reason,
            turn: self.turn,
            accessed: std::mem::take(&mut self.run_accessed),
        });
    }

    /// For [`GameState::determinize`]: an access that `side` does not know is given the
    /// definition now at its instance id, so that the result depends only on what `side` knows.
    pub(crate) fn forget_unknown_accesses(&mut self, side: Side) {
        let defs: List<u16, 200> = self.cards.iter().map(|c| c.def).collect();
        let runs = self
            .last_run
            .iter_mut()
            .map(|l| &mut l.accessed)
            .chain(std::iter::once(&mut self.run_accessed));
        for log in runs {
            for a in log.cards.iter_mut() {
                if a.known & side.bit() == 0 {
                    a.def = defs.get(a.card as usize).copied().unwrap_or(0);
                }
            }
        }
    }

    /// The access logs are in range (card ids, definitions, server, counts).
    pub(crate) fn check_access_logs(&self) -> Result<(), InvariantError> {
        let n = self.cards.len();
        let logs = self
            .last_run
            .iter()
            .map(|l| ("the last run", &l.accessed))
            .chain(std::iter::once(("the run", &self.run_accessed)));
        for (what, log) in logs {
            for a in log.cards.iter() {
                if (a.card as usize) >= n || (a.def as usize) >= card_table().len() || a.known > 3 {
                    return Err(InvariantError(format!(
                        "{what} accessed card {} (definition {}, known {}) of {n}",
                        a.card, a.def, a.known
                    )));
                }
            }
            if (log.total as usize) < log.cards.len() {
                return Err(InvariantError(format!(
                    "{what} accessed {} cards in all but lists {}",
                    log.total,
                    log.cards.len()
                )));
            }
        }
        if let Some(l) = &self.last_run {
            if l.server as usize >= MAX_SERVERS {
                return Err(InvariantError(format!(
                    "the last run was on server {} of {MAX_SERVERS}",
                    l.server
                )));
            }
        }
        Ok(())
    }
}
