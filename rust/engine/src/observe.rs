//! Views of the state: the full snapshot, each side's observation (its information set), action
//! labels that leak nothing, determinization, and JSON round trips.

use crate::actions::{server_name, Action, NONE};
use crate::cards::{def, CardType};
use crate::error::EngineError;
use crate::list::List;
use crate::side::Side;
use crate::state::{GameState, Zone, MAX_CARDS, MAX_SERVERS};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::{json, Value};

/// Who looks: a side, or everyone (the full snapshot).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Viewer {
    All,
    Side(Side),
}

impl GameState {
    pub(crate) fn sees(&self, viewer: Viewer, card: u8) -> bool {
        match viewer {
            Viewer::All => true,
            Viewer::Side(s) => self.card(card).known_to(s),
        }
    }

    /// A card with every fact the viewer may know.
    fn card_value(&self, viewer: Viewer, id: u8) -> Value {
        let c = self.card(id);
        let title = self.sees(viewer, id).then(|| c.def().title);
        let mut v = json!({ "id": id, "title": title });
        let m = v.as_object_mut().unwrap();
        if c.installed() && c.owner == Side::Corp {
            m.insert("rezzed".into(), c.rezzed.into());
        }
        if c.chosen != NONE {
            m.insert("chosen".into(), c.chosen.into());
        }
        if c.zone == Zone::Archives {
            m.insert("faceup".into(), c.faceup.into());
        }
        // Hosted cards are faceup and public (FAQ, "Hosted"), as is what hosts them.
        if c.host != NONE && c.installed() {
            m.insert("host".into(), c.host.into());
        }
        // Cards it hosts without their being installed (effects/held.rs): those the viewer
        // has seen with every fact; facedown ones it has not seen as a bare `{"title": null}`
        // (no id: the viewer must not follow them).
        if c.installed() {
            let held: Vec<Value> = (self.held_on(id).iter())
                .map(|&h| {
                    if self.sees(viewer, h) {
                        self.card_value(viewer, h)
                    } else {
                        json!({ "title": null })
                    }
                })
                .collect();
            if !held.is_empty() {
                m.insert("holds".into(), held.into());
            }
        }
        if c.flags & crate::state::FLAG_GAINS_ICE_SUBTYPES != 0 {
            // Public: the effect that gave them was played faceup (Tinkering).
            m.insert(
                "gained_subtypes".into(),
                json!(["Barrier", "Code Gate", "Sentry"]),
            );
        } else if c.installed() && c.def().card_type == crate::cards::CardType::Ice {
            // Subtypes gained from public effects (Egret, Rielle "Kit" Peddler), whatever the
            // printed ones (which may be hidden from the viewer).
            let gained = crate::cards::host_ice_gains(self, id) | self.run_gained_code_gate(id);
            if gained != 0 {
                let names: Vec<&str> = [
                    (crate::cards::BARRIER, "Barrier"),
                    (crate::cards::CODE_GATE, "Code Gate"),
                    (crate::cards::SENTRY, "Sentry"),
                ]
                .iter()
                .filter(|(bit, _)| gained & bit != 0)
                .map(|&(_, name)| name)
                .collect();
                m.insert("gained_subtypes".into(), json!(names));
            }
        }
        // A choice made for the card as it was installed (Chameleon's subtype): public.
        // A Runner identity's side (Dewi Subrotoputri flipped) is public too.
        let runner_identity = c.zone == Zone::Identity && c.owner == Side::Runner;
        if c.mode != 0 && (c.installed() || runner_identity) {
            m.insert("mode".into(), c.mode.into());
        }
        for (k, n) in [
            ("advancement", c.advancement),
            ("credits", c.credits),
            ("virus", c.virus),
            ("agenda_counters", c.agenda_counters),
            ("power", c.power),
            ("boost", c.boost),
            ("bad_publicity", c.bad_publicity),
        ] {
            if n > 0 {
                m.insert(k.into(), n.into());
            }
        }
        self.add_derived_card_values(viewer, id, m);
        v
    }

    fn cards_value(&self, viewer: Viewer, ids: &[u8]) -> Value {
        Value::Array(ids.iter().map(|&c| self.card_value(viewer, c)).collect())
    }

    /// A hidden pile (hand or deck): titles the viewer knows, `null` for the others, and no
    /// instance ids (an id would let the viewer follow a card out of hiding).
    fn hidden_value(&self, viewer: Viewer, ids: &[u8], top_first: bool) -> Value {
        if viewer == Viewer::All {
            let v: Vec<Value> = if top_first {
                ids.iter()
                    .rev()
                    .map(|&c| self.card_value(viewer, c))
                    .collect()
            } else {
                ids.iter().map(|&c| self.card_value(viewer, c)).collect()
            };
            return Value::Array(v);
        }
        let titles = ids
            .iter()
            .map(|&c| self.sees(viewer, c).then(|| self.cdef(c).title));
        let v: Vec<Value> = if top_first {
            titles.rev().map(|t| json!(t)).collect()
        } else {
            titles.map(|t| json!(t)).collect()
        };
        Value::Array(v)
    }

    fn view(&self, viewer: Viewer) -> Value {
        let own = |side: Side| viewer == Viewer::All || viewer == Viewer::Side(side);
        let mut servers = serde_json::Map::new();
        for s in 0..MAX_SERVERS as u8 {
            let server = &self.corp.servers[s as usize];
            if s > 2 && server.is_empty() {
                continue;
            }
            servers.insert(
                server_name(s),
                json!({ "ice": self.cards_value(viewer, &server.ice), "root": self.cards_value(viewer, &server.root) }),
            );
        }
        // A hand is ordered for its owner; for the other side only known titles, sorted.
        let hand = |side: Side, ids: &[u8]| -> Value {
            if own(side) {
                self.hidden_value(viewer, ids, false)
            } else {
                let mut known: Vec<&str> = ids
                    .iter()
                    .filter(|&&c| self.sees(viewer, c))
                    .map(|&c| self.cdef(c).title)
                    .collect();
                known.sort_unstable();
                json!({ "count": ids.len(), "known": known })
            }
        };
        let run = self.run.map(|r| {
            json!({
                "server": server_name(r.server),
                "position": r.position,
                "approached": r.approached,
                "encounter": (r.encounter != NONE).then_some(r.encounter),
                "broken": r.broken,
                "successful": r.successful,
                "ended": r.ended,
                "bad_publicity_credits": r.bad_publicity_credits,
                "source": (r.source != NONE).then_some(r.source),
                "ice_minus": r.ice_minus,
                "end_reason": r.end_reason,
                "accessed": self.access_log_value(viewer, &self.run_accessed),
            })
        });
        let mut v = json!({
            "turn": self.turn,
            "active": self.active,
            "current_side": self.current_side(),
            "decision": self.decision_name(),
            "winner": self.winner,
            "win_reason": self.win_reason(),
            "agenda_points_to_win": self.points_to_win,
            "run": run,
            "last_run": self.last_run_value(viewer),
            "corp": {
                "identity": self.card_value(viewer, self.corp.identity),
                "credits": self.corp.credits,
                "clicks": self.corp.clicks,
                "bad_publicity": self.corp.bad_publicity,
                "hand_size": self.corp_hand_size(),
                "agenda_points": self.agenda_points(Side::Corp),
                "hq": hand(Side::Corp, &self.corp.hq),
                "rd": self.hidden_value(viewer, &self.corp.rd, true),
                "archives": self.cards_value(viewer, &self.corp.archives),
                "score_area": self.cards_value(viewer, &self.corp.score_area),
                "servers": servers,
            },
            "runner": {
                "identity": self.card_value(viewer, self.runner.identity),
                "credits": self.runner.credits,
                "clicks": self.runner.clicks,
                "tags": self.runner.tags,
                "brain_damage": self.runner.brain_damage,
                "link": crate::cards::link(self),
                "memory_used": self.memory_used(),
                "memory_limit": self.memory_limit(),
                "hand_size": self.runner_hand_size(),
                "agenda_points": self.agenda_points(Side::Runner),
                "grip": hand(Side::Runner, &self.runner.grip),
                "stack": self.hidden_value(viewer, &self.runner.stack, true),
                "heap": self.cards_value(viewer, &self.runner.heap),
                "score_area": self.cards_value(viewer, &self.runner.score_area),
                "rig": self.cards_value(viewer, &self.runner.rig),
            },
        });
        // Cards set aside by the Runner's identity (Ayla "Bios" Rahim), only while there are
        // some: seen as a hand is (the Corp sees their number and the titles it knows).
        let set_aside: Vec<u8> = self.set_aside_cards().collect();
        if !set_aside.is_empty() {
            v["runner"]["set_aside"] = hand(Side::Runner, &set_aside);
        }
        v
    }

    /// Everything, public and private, as JSON text. Decks are listed top card first.
    pub fn snapshot_json(&self) -> String {
        self.view(Viewer::All).to_string()
    }

    /// Only what `side` may know, as JSON text. Cards the side has not seen have a `null` title;
    /// the other side's hand shows its size and the titles `side` has seen in it.
    pub fn observation_json(&self, side: Side) -> String {
        let mut v = self.view(Viewer::Side(side));
        if self.current_side() == Some(side) {
            let labels: Vec<Value> = self
                .legal_actions()
                .iter()
                .map(|a| json!({"code": a.code(), "label": self.label(a)}))
                .collect();
            v["legal_actions"] = Value::Array(labels);
        }
        v.to_string()
    }

    /// The title of card `card` if `viewer` knows it (has seen it), else `None` (also for an id
    /// with no card). This is what a side may be told of a card; [`GameState::card_title`] is
    /// the real title.
    pub fn title_known_to(&self, viewer: Side, card: u8) -> Option<&'static str> {
        let c = self.cards.get(card as usize)?;
        c.known_to(viewer).then(|| c.def().title)
    }

    /// The side whose labels [`GameState::label`] gives: the side deciding now, or the active
    /// side once the game is over.
    pub fn label_side(&self) -> Side {
        self.current_side().unwrap_or(self.active)
    }

    /// A readable label, e.g. "install Enigma protecting hq". It names only cards the deciding
    /// side has seen.
    pub fn label(&self, a: &Action) -> String {
        self.label_for(self.label_side(), a)
    }

    /// The label of action `a` (taken at the pending decision) as `viewer` may read it: it names
    /// only cards `viewer` has seen, so the other side's moves can be narrated without leaking
    /// hidden cards (DESIGN.md, "Hidden information is first-class").
    pub fn label_for(&self, viewer: Side, a: &Action) -> String {
        crate::labels::label_for(self, viewer, a)
    }

    /// A complete state that `side` cannot tell apart from this one: every card `side` has not
    /// seen gets its identity redealt among the places `side` cannot see (Corp cards among Corp
    /// places, Runner cards among Runner places), respecting what each place could hold (ice
    /// positions hold ice, roots hold agendas, assets or upgrades, advanced cards can be
    /// advanced). The random generator is reseeded from `seed`. Assumption: each side knows the
    /// other's decklist. Two states `side` cannot tell apart give the same result for one seed.
    pub fn determinize(&self, side: Side, seed: u64) -> GameState {
        probe!(Determinize, "determinize");
        let mut g = {
            probe!(Clone, "clone");
            self.clone()
        };
        g.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        for owner in [Side::Corp, Side::Runner] {
            // Fixed-capacity lists: search bots determinize once per iteration, so this
            // allocates nothing.
            let mut hidden: List<u8, MAX_CARDS> = List::new();
            for c in 0..g.cards.len() as u8 {
                let card = g.card(c);
                if card.owner == owner && !card.known_to(side) && card.zone != Zone::Identity {
                    hidden.push(c);
                }
            }
            let mut pool: List<u16, MAX_CARDS> = List::new();
            for &c in hidden.iter() {
                pool.push(g.card(c).def);
            }
            // Sorted first, so that the redeal depends only on what `side` knows and the seed,
            // not on where the hidden cards really are (a bot that searches determinizations
            // must choose the same in states its side cannot tell apart).
            pool.sort_unstable();
            for i in (1..pool.len()).rev() {
                let j = g.rand_below(i + 1);
                pool.swap(i, j);
            }
            // Constrained places first, most constrained first.
            let class = |g: &GameState, c: u8| -> u8 {
                let card = g.card(c);
                match card.zone {
                    Zone::Root(_) if card.advancement > 0 => 0,
                    Zone::Ice(_) if card.advancement > 0 => 4,
                    Zone::Ice(_) => 1,
                    Zone::Root(_) => 2,
                    _ => 3,
                }
            };
            let mut order = hidden;
            order.sort_by_key(|&c| (class(&g, c) + 1) % 5);
            for &c in order.iter() {
                let fits = |d: u16| -> bool {
                    let t = def(d).card_type;
                    // A card installed faceup (Oaktown Renovation) is never a facedown one.
                    if class(&g, c) != 3 && crate::cards::installs_faceup(def(d)) {
                        return false;
                    }
                    match class(&g, c) {
                        // Only cards that can be advanced hold advancement tokens.
                        0 => crate::cards::advanceable(def(d)) && t != CardType::Ice,
                        4 => crate::cards::advanceable(def(d)) && t == CardType::Ice,
                        1 => t == CardType::Ice,
                        2 => {
                            matches!(t, CardType::Agenda | CardType::Asset | CardType::Upgrade)
                                && match g.card(c).zone {
                                    // Install restrictions (e.g. Research Station: HQ only).
                                    Zone::Root(s) => crate::cards::can_install_in(def(d), s),
                                    _ => true,
                                }
                        }
                        _ => true,
                    }
                };
                if let Some(i) = pool.iter().position(|&d| fits(d)) {
                    let last = pool.len() - 1;
                    pool.swap(i, last);
                    g.cards[c as usize].def = pool.pop().expect("the pool is not empty");
                }
            }
        }
        g.forget_unknown_accesses(side);
        crate::cards::redeal_secrets(&mut g, side);
        g
    }

    /// The whole state as JSON text (for saving and for pickling from Python).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("the state serializes")
    }

    /// Reads a state written by [`GameState::to_json`]. The text is refused (an
    /// [`EngineError::Json`] naming the problem) unless the state it describes passes
    /// [`GameState::check_invariants`]: a saved game can only describe a legal position.
    pub fn from_json(text: &str) -> Result<GameState, EngineError> {
        if text.len() > MAX_STATE_JSON {
            return Err(EngineError::Json(format!(
                "the text is {} bytes, more than the {MAX_STATE_JSON} a saved game can be",
                text.len()
            )));
        }
        let g: GameState =
            serde_json::from_str(text).map_err(|e| EngineError::Json(e.to_string()))?;
        g.check_invariants()
            .map_err(|e| EngineError::Json(format!("not a legal position: {e}")))?;
        Ok(g)
    }
}

/// Longest saved game [`GameState::from_json`] reads (a real one is below 40 kB).
pub const MAX_STATE_JSON: usize = 1 << 20;

/// `n` and `noun`, plural unless `n` is 1 ("1 credit", "2 credits"), for labels.
pub(crate) fn counted(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
