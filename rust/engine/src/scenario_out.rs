//! A position written as a scenario (docs/scenario.md): the inverse of
//! [`GameState::from_scenario`]. Every fact of the position is written (issue 24: every fact the
//! state holds can be given in a scenario), so a scenario read back gives the same position, up
//! to the numbering of the cards.

use crate::actions::{server_name, NONE};
use crate::scenario::default_face;
use crate::scenario_memory::REMEMBERED;
use crate::side::Side;
use crate::state::{GameState, TurnFlags, Zone, DEFAULT_POINTS_TO_WIN};
use serde_json::{json, Map, Value};

impl GameState {
    /// The position as a scenario that [`GameState::from_scenario_json`] reads back into the
    /// same position: every card with its facts, what the players remember of this turn, of the
    /// Runner's last turn and of the last run. Not written: the pending rule steps (the scenario
    /// starts in the action phase of the active side) and the random generator (it starts from
    /// seed 0).
    pub fn to_scenario(&self) -> Value {
        let cards =
            |ids: &[u8]| -> Value { ids.iter().map(|&c| self.scenario_card_value(c)).collect() };
        let top_first = |ids: &[u8]| -> Value {
            ids.iter()
                .rev()
                .map(|&c| self.scenario_card_value(c))
                .collect()
        };
        let in_zone = |owner: Side, zone: Zone| -> Value {
            (0..self.cards.len() as u8)
                .filter(|&c| self.card(c).zone == zone && self.card(c).owner == owner)
                .map(|c| self.scenario_card_value(c))
                .collect()
        };
        let mut servers = Map::new();
        for (s, server) in self.corp.servers.iter().enumerate() {
            if !server.is_empty() {
                servers.insert(
                    server_name(s as u8),
                    json!({"ice": cards(&server.ice), "root": cards(&server.root)}),
                );
            }
        }
        let identity = |c: u8| {
            let mut v = json!({"title": self.cdef(c).title, "credits": self.card(c).credits});
            if self.card(c).power > 0 {
                v["power"] = self.card(c).power.into();
            }
            if self.card(c).mode > 0 {
                v["mode"] = self.card(c).mode.into();
            }
            if let Some(r) = self.remembers_value(c) {
                v["remembers"] = r;
            }
            // A side set for the identity (Méliès U: Only the Brightest).
            if self.card(c).mode != 0 {
                v["mode"] = self.card(c).mode.into();
            }
            v
        };
        let mut v = json!({
            "corp": {
                "identity": identity(self.corp.identity),
                "credits": self.corp.credits,
                "clicks": self.corp.clicks,
                "bad_publicity": self.corp.bad_publicity,
                "hq": cards(&self.corp.hq),
                "rd": top_first(&self.corp.rd),
                "archives": cards(&self.corp.archives),
                "score_area": cards(&self.corp.score_area),
                "servers": servers,
                "removed": in_zone(Side::Corp, Zone::Removed),
            },
            "runner": {
                "identity": identity(self.runner.identity),
                "credits": self.runner.credits,
                "clicks": self.runner.clicks,
                "tags": self.runner.tags,
                "brain_damage": self.runner.brain_damage,
                "grip": cards(&self.runner.grip),
                "stack": top_first(&self.runner.stack),
                "heap": cards(&self.runner.heap),
                "score_area": cards(&self.runner.score_area),
                "rig": cards(&self.runner.rig),
                "set_aside": in_zone(Side::Runner, Zone::SetAside),
                "removed": in_zone(Side::Runner, Zone::Removed),
            },
            "active": self.active,
            "turn": self.turn,
            "this_turn": self.scenario_turn_value(&self.turn_flags),
            "runner_last_turn": self.scenario_turn_value(&self.last_runner_turn),
        });
        // Allotted clicks of a side's next turn, only when changed (effects/next_turn_clicks.rs).
        if self.corp.next_turn_clicks != 0 {
            v["corp"]["next_turn_clicks"] = self.corp.next_turn_clicks.into();
        }
        if self.runner.next_turn_clicks != 0 {
            v["runner"]["next_turn_clicks"] = self.runner.next_turn_clicks.into();
        }
        if self.points_to_win != DEFAULT_POINTS_TO_WIN {
            v["agenda_points_to_win"] = self.points_to_win.into();
        }
        if let Some(l) = &self.last_run {
            let accessed: Vec<Value> = l
                .accessed
                .cards
                .iter()
                .map(|a| {
                    json!({
                        "card": self.place_of(a.card),
                        "title": crate::cards::def(a.def).title,
                        "from": a.from,
                        "corp_knew": a.known & Side::Corp.bit() != 0,
                    })
                })
                .collect();
            v["last_run"] = json!({
                "server": server_name(l.server),
                "successful": l.successful,
                "end_reason": l.end_reason,
                "turn": l.turn,
                "accessed": accessed,
                "accessed_total": l.accessed.total,
            });
        }
        v
    }

    /// One card as a scenario card object, with every fact it holds.
    fn scenario_card_value(&self, c: u8) -> Value {
        let ci = self.card(c);
        let mut m = Map::new();
        m.insert("title".into(), ci.def().title.into());
        if ci.rezzed {
            m.insert("rezzed".into(), true.into());
        }
        let (public, _) = default_face(ci.def(), ci.owner, ci.zone, ci.rezzed, false);
        if ci.faceup && !public {
            m.insert("faceup".into(), true.into());
        }
        let (_, known) = default_face(ci.def(), ci.owner, ci.zone, ci.rezzed, ci.faceup);
        if known != ci.known {
            let sides: Vec<Side> = [Side::Corp, Side::Runner]
                .into_iter()
                .filter(|s| ci.known_to(*s))
                .collect();
            m.insert("known_to".into(), json!(sides));
        }
        // Credits are always written: by default an active card holds its recurring credits.
        m.insert("credits".into(), ci.credits.into());
        for (k, n) in [
            ("advancement", ci.advancement),
            ("virus", ci.virus),
            ("agenda_counters", ci.agenda_counters),
            ("power", ci.power),
            ("mode", ci.mode),
            ("bad_publicity", ci.bad_publicity),
        ] {
            if n > 0 {
                m.insert(k.into(), n.into());
            }
        }
        if ci.chosen != NONE {
            m.insert("chosen".into(), self.place_of(ci.chosen).into());
        }
        if ci.host != NONE {
            m.insert("host".into(), self.place_of(ci.host).into());
        }
        if let Some(r) = self.remembers_value(c) {
            m.insert("remembers".into(), r);
        }
        // Cards it hosts without their being installed (effects/held.rs).
        if ci.zone == Zone::Rig {
            let held: Vec<Value> = (self.held_on(c).iter())
                .map(|&h| self.scenario_card_value(h))
                .collect();
            if !held.is_empty() {
                m.insert("holds".into(), held.into());
            }
        }
        Value::Object(m)
    }

    /// The names of what card `c` remembers (its flags), if anything.
    fn remembers_value(&self, c: u8) -> Option<Value> {
        let flags = self.card(c).flags;
        let names: Vec<&str> = REMEMBERED
            .iter()
            .filter(|(_, bit)| flags & bit != 0)
            .map(|(name, _)| *name)
            .collect();
        (!names.is_empty()).then(|| json!(names))
    }

    /// Turn flags as a scenario gives them: the saved game's fields, cards named by place.
    fn scenario_turn_value(&self, f: &TurnFlags) -> Value {
        let mut v = serde_json::to_value(f).expect("turn flags serialize");
        let bonus: Vec<Value> = f
            .ice_strength_bonus
            .iter()
            .filter(|b| b.1 > 0)
            .map(|&(ice, amount)| json!([self.place_of(ice), amount]))
            .collect();
        let chosen: Vec<Value> = f
            .servers_chosen
            .iter()
            .filter(|s| s.1 > 0)
            .map(|&(card, server)| json!([self.place_of(card), server_name(server - 1)]))
            .collect();
        let passed: Vec<Value> = (0..self.cards.len() as u8)
            .filter(|&c| f.last_run_passed_ice[(c / 64) as usize] & (1 << (c % 64)) != 0)
            .map(|c| self.place_of(c).into())
            .collect();
        v["ice_strength_bonus"] = bonus.into();
        v["servers_chosen"] = chosen.into();
        v["last_run_passed_ice"] = passed.into();
        v
    }
}
