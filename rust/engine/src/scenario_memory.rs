//! What a scenario says that is not where a card lies (docs/scenario.md, "What cards remember"):
//! places naming any card of the game, the facts a card remembers of the turn and the run
//! (`remembers`, `known_to`, `mode`), what the players remember of this turn and of the Runner's
//! last turn (`this_turn`, `runner_last_turn`: the turn flags), and the last run. Issue 24: every
//! fact the state holds can be given in a scenario.

use crate::actions::{parse_server, server_name};
use crate::error::EngineError;
use crate::last_run::{AccessFrom, AccessLog, Accessed, LastRun};
use crate::scenario::CardFacts;
use crate::side::Side;
use crate::state::{self, GameState, RunEndReason, TurnFlags, Zone, MAX_SERVERS};
use serde::Deserialize;
use serde_json::{Map, Value};

fn bad(msg: impl Into<String>) -> EngineError {
    EngineError::Scenario(msg.into())
}

/// The card flags a scenario may give by name (`remembers`), with their bits.
pub(crate) const REMEMBERED: [(&str, u16); 12] = [
    ("used_this_encounter", state::FLAG_USED_THIS_ENCOUNTER),
    ("accessed", state::FLAG_ACCESSED),
    ("to_stack_at_turn_end", state::FLAG_TO_STACK_AT_TURN_END),
    ("gains_ice_subtypes", state::FLAG_GAINS_ICE_SUBTYPES),
    ("broke_this_run", state::FLAG_BROKE_THIS_RUN),
    ("installed_this_turn", state::FLAG_INSTALLED_THIS_TURN),
    ("scored_this_turn", state::FLAG_SCORED_THIS_TURN),
    ("used_this_turn", state::FLAG_USED_THIS_TURN),
    ("used_this_run", state::FLAG_USED_THIS_RUN),
    ("advanced_this_turn", state::FLAG_ADVANCED_THIS_TURN),
    ("installed_faceup", state::FLAG_INSTALLED_FACEUP),
    ("installed_free", state::FLAG_INSTALLED_FREE),
];

/// A list of cards in the state, named in a place as `<name> <i>` (decks top card first).
const PILES: [&str; 10] = [
    "hq",
    "rd",
    "archives",
    "corp_score",
    "grip",
    "stack",
    "heap",
    "runner_score",
    "set_aside",
    "removed",
];

/// The last run as a scenario gives it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastRunSpec {
    /// The attacked server's name.
    pub server: String,
    /// Whether the run was successful.
    #[serde(default)]
    pub successful: bool,
    /// Why it ended early, if it did.
    #[serde(default)]
    pub end_reason: Option<RunEndReason>,
    /// The turn it was made in (default the scenario's turn).
    #[serde(default)]
    pub turn: Option<u32>,
    /// The cards accessed in it, in order: a place, where it was accessed from, and whether the
    /// Corp knew the card then.
    #[serde(default)]
    pub accessed: Vec<AccessedSpec>,
    /// How many cards were accessed in all (default: as many as listed; more than
    /// `MAX_ACCESS_LOG` are counted but not listed).
    #[serde(default)]
    pub accessed_total: Option<u8>,
}

/// A card accessed in the last run.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AccessedSpec {
    /// Where the card is now (a place).
    pub card: String,
    /// The card's title as it was accessed (default: the card at `card`). A card that left
    /// HQ facedown since may have traded places with another card in HQ, so that the place now
    /// holds another card (the Runner must not tell which one left).
    #[serde(default)]
    pub title: Option<String>,
    /// Where it was accessed from.
    pub from: AccessFrom,
    /// Whether the Corp knew the card as it was accessed.
    #[serde(default)]
    pub corp_knew: bool,
}

impl GameState {
    /// The cards of a pile named in a place, in place order (decks top card first).
    fn pile(&self, name: &str) -> Option<Vec<u8>> {
        let by_zone = |z: Zone| -> Vec<u8> {
            (0..self.cards.len() as u8)
                .filter(|&c| self.card(c).zone == z)
                .collect()
        };
        Some(match name {
            "hq" => self.corp.hq.to_vec(),
            "rd" => self.corp.rd.iter().rev().copied().collect(),
            "archives" => self.corp.archives.to_vec(),
            "corp_score" => self.corp.score_area.to_vec(),
            "grip" => self.runner.grip.to_vec(),
            "stack" => self.runner.stack.iter().rev().copied().collect(),
            "heap" => self.runner.heap.to_vec(),
            "runner_score" => self.runner.score_area.to_vec(),
            "set_aside" => by_zone(Zone::SetAside),
            "removed" => by_zone(Zone::Removed),
            _ => return None,
        })
    }

    /// The card at `place`: `"<server> ice <i>"`, `"<server> root <i>"`, `"rig <i>"`, `"<pile>
    /// <i>"` for a pile of [`PILES`] (decks top card first), or `"corp identity"` / `"runner
    /// identity"`.
    pub(crate) fn scenario_place(&self, place: &str) -> Result<u8, EngineError> {
        let parts: Vec<&str> = place.split_whitespace().collect();
        let index = |p: &str| p.parse::<usize>().ok();
        let found = match parts.as_slice() {
            ["corp", "identity"] => Some(self.corp.identity),
            ["runner", "identity"] => Some(self.runner.identity),
            ["rig", i] => index(i).and_then(|i| self.runner.rig.get(i).copied()),
            [pile, i] => self
                .pile(pile)
                .and_then(|p| index(i).and_then(|i| p.get(i).copied())),
            [server, kind @ ("ice" | "root"), i] => parse_server(server)
                .filter(|&x| (x as usize) < MAX_SERVERS)
                .and_then(|x| {
                    let srv = &self.corp.servers[x as usize];
                    let list: &[u8] = if *kind == "ice" { &srv.ice } else { &srv.root };
                    index(i).and_then(|i| list.get(i).copied())
                }),
            _ => None,
        };
        found.ok_or_else(|| {
            bad(format!(
                "{place:?} names no card (use \"<server> ice <i>\", \"<server> root <i>\", \
                 \"rig <i>\", \"<pile> <i>\" with a pile of {PILES:?}, or \"corp identity\")"
            ))
        })
    }

    /// The place naming card `c` (the inverse of [`GameState::scenario_place`]).
    pub(crate) fn place_of(&self, c: u8) -> String {
        let at = |list: &[u8]| list.iter().position(|&x| x == c).unwrap_or(0);
        match self.card(c).zone {
            Zone::Identity if c == self.corp.identity => "corp identity".into(),
            Zone::Identity => "runner identity".into(),
            Zone::Ice(s) => format!(
                "{} ice {}",
                server_name(s),
                at(&self.corp.servers[s as usize].ice)
            ),
            Zone::Root(s) => format!(
                "{} root {}",
                server_name(s),
                at(&self.corp.servers[s as usize].root)
            ),
            Zone::Rig => format!("rig {}", at(&self.runner.rig)),
            zone => {
                let name = match zone {
                    Zone::Hq => "hq",
                    Zone::Rd => "rd",
                    Zone::Archives => "archives",
                    Zone::Score(Side::Corp) => "corp_score",
                    Zone::Score(Side::Runner) => "runner_score",
                    Zone::Grip => "grip",
                    Zone::Stack => "stack",
                    Zone::Heap => "heap",
                    Zone::SetAside => "set_aside",
                    _ => "removed",
                };
                let pile = self.pile(name).unwrap_or_default();
                format!("{name} {}", at(&pile))
            }
        }
    }

    /// Sets what card `id` remembers and who knows it, from its scenario facts.
    pub(crate) fn scenario_memory_of(&mut self, id: u8, f: &CardFacts) -> Result<(), EngineError> {
        let mut flags = 0;
        for name in &f.remembers {
            let Some(&(_, bit)) = REMEMBERED.iter().find(|(n, _)| n == name) else {
                let names: Vec<&str> = REMEMBERED.iter().map(|r| r.0).collect();
                return Err(bad(format!(
                    "{}: unknown remembered fact {name:?} (use one of {names:?})",
                    f.title
                )));
            };
            flags |= bit;
        }
        let c = self.card_mut(id);
        c.flags = flags;
        // An agenda installed faceup (BANGUN) is seen by both players.
        if flags & state::FLAG_INSTALLED_FACEUP != 0 {
            c.known = 3;
        }
        // An identity's mode is the side set for it (Méliès U: Only the Brightest, 0 to 15;
        // Dewi Subrotoputri, Nebula Talent Management: 1 flipped).
        if c.zone == Zone::Identity {
            if f.mode > 15 {
                return Err(bad(format!("{}: an identity's mode is 0 to 15", f.title)));
            }
        } else if f.mode != 0 && !(c.installed() && f.mode <= 3) {
            return Err(bad(format!(
                "{}: a mode (1 to 3) is kept only by an installed card or an identity",
                f.title
            )));
        }
        c.mode = f.mode;
        if let Some(sides) = &f.known_to {
            c.known = sides.iter().fold(0, |k, s| k | s.bit());
        }
        Ok(())
    }

    /// Turn flags from a scenario's `this_turn` or `runner_last_turn`: the fields of the saved
    /// game's turn flags, with cards named by place: `ice_strength_bonus` as `[[place, amount]]`,
    /// `servers_chosen` as `[[place, server]]`, `last_run_passed_ice` as `[place]`.
    pub(crate) fn scenario_turn_flags(
        &self,
        what: &str,
        spec: &Map<String, Value>,
    ) -> Result<TurnFlags, EngineError> {
        let err = |e: String| bad(format!("{what}: {e}"));
        let mut plain = spec.clone();
        let bonus = plain.remove("ice_strength_bonus");
        let chosen = plain.remove("servers_chosen");
        let passed = plain.remove("last_run_passed_ice");
        let mut f: TurnFlags =
            serde_json::from_value(Value::Object(plain)).map_err(|e| err(e.to_string()))?;
        if let Some(v) = bonus {
            let pairs: Vec<(String, u16)> =
                serde_json::from_value(v).map_err(|e| err(format!("ice_strength_bonus: {e}")))?;
            if pairs.len() > f.ice_strength_bonus.len() {
                return Err(err("more than 3 ice_strength_bonus entries".into()));
            }
            for (k, (place, amount)) in pairs.iter().enumerate() {
                f.ice_strength_bonus[k] = (self.scenario_place(place)?, *amount);
            }
        }
        if let Some(v) = chosen {
            let pairs: Vec<(String, String)> =
                serde_json::from_value(v).map_err(|e| err(format!("servers_chosen: {e}")))?;
            if pairs.len() > f.servers_chosen.len() {
                return Err(err("more than 3 servers_chosen entries".into()));
            }
            for (k, (place, server)) in pairs.iter().enumerate() {
                let s = parse_server(server)
                    .filter(|&s| (s as usize) < MAX_SERVERS)
                    .ok_or_else(|| err(format!("unknown server {server:?}")))?;
                f.servers_chosen[k] = (self.scenario_place(place)?, s + 1);
            }
        }
        if let Some(v) = passed {
            let places: Vec<String> =
                serde_json::from_value(v).map_err(|e| err(format!("last_run_passed_ice: {e}")))?;
            for place in places {
                let ice = self.scenario_place(&place)?;
                f.last_run_passed_ice[(ice / 64) as usize] |= 1 << (ice % 64);
            }
        }
        Ok(f)
    }

    /// The last run from a scenario's `last_run`.
    pub(crate) fn scenario_last_run(&self, spec: &LastRunSpec) -> Result<LastRun, EngineError> {
        let server = parse_server(&spec.server)
            .filter(|&s| (s as usize) < MAX_SERVERS)
            .ok_or_else(|| bad(format!("last_run: unknown server {:?}", spec.server)))?;
        let mut accessed = AccessLog::default();
        for a in &spec.accessed {
            let card = self.scenario_place(&a.card)?;
            let known = Side::Runner.bit() | if a.corp_knew { Side::Corp.bit() } else { 0 };
            let def = match &a.title {
                Some(t) => crate::titles::lookup_card(t)?,
                None => self.card(card).def,
            };
            let entry = Accessed {
                card,
                from: a.from,
                known,
                def,
            };
            accessed
                .cards
                .try_push(entry)
                .map_err(|_| bad("last_run: more accessed cards than are remembered"))?;
        }
        let listed = accessed.cards.len() as u8;
        accessed.total = spec.accessed_total.unwrap_or(listed);
        if accessed.total < listed {
            return Err(bad("last_run: accessed_total is below the cards listed"));
        }
        Ok(LastRun {
            server,
            successful: spec.successful,
            end_reason: spec.end_reason,
            turn: spec.turn.unwrap_or(self.turn),
            accessed,
        })
    }
}
