//! Values the views (`state()`, `observation(side)`) derive for a player at the table: what a
//! player can see or work out from open information (current strengths, subroutines and which
//! are broken, recurring credits, a remembered choice, the last run). Each is shown only for a
//! card the viewer may see (DESIGN.md, "Hidden information is first-class").

use crate::actions::{server_name, NONE};
use crate::cards::{self, def, CardType};
use crate::last_run::{AccessFrom, AccessLog};
use crate::observe::Viewer;
use crate::state::GameState;
use serde_json::{json, Map, Value};

impl GameState {
    /// Adds to `m` (the view of card `id`) the values `viewer` can work out about it: its current
    /// strength, its subroutines with their texts and broken flags, its recurring credits and
    /// the title of the card it remembers. Nothing for a card the viewer has not seen.
    pub(crate) fn add_derived_card_values(
        &self,
        viewer: Viewer,
        id: u8,
        m: &mut Map<String, Value>,
    ) {
        if !self.sees(viewer, id) {
            return;
        }
        let c = self.card(id);
        let d = c.def();
        // Current strength with every boost and modifier (Rules Reference, "Strength"):
        // installed ice and icebreakers.
        if let Some(s) = self.current_strength(id) {
            m.insert("strength".into(), s.into());
        }
        if d.card_type == CardType::Ice && c.installed() {
            // Subroutines of installed ice (Rules Reference, "Subroutine"); broken ones are marked during the
            // encounter with this ice (run step [3.1]).
            let broken = self
                .run
                .filter(|r| r.encounter == id)
                .map_or(0, |r| r.broken);
            // Subroutines gained for this encounter (Stick and Poke) are listed first, while
            // it lasts.
            let live = self.run.is_some_and(|r| r.encounter == id);
            let n = if live {
                self.encounter_sub_count(id)
            } else {
                cards::subroutines(d).len()
            };
            let subs: Vec<Value> = (0..n)
                .map(|i| {
                    json!({
                        "text": if live {
                            self.encounter_sub_text(id, i)
                        } else {
                            cards::subroutine_text(d, i)
                        },
                        "broken": broken & (1 << i) != 0,
                    })
                })
                .collect();
            m.insert("subroutines".into(), Value::Array(subs));
        }
        // Recurring credits refill at the start of the controller's turn (Rules Reference,
        // "Recurring Credits"); other hosted credits do not.
        let recurring = cards::recurring_credits(d);
        if recurring > 0 {
            m.insert("recurring_credits".into(), recurring.into());
        }
        // A remembered choice (Femme Fatale's ice): named when the viewer has seen that card.
        if c.chosen != NONE && (c.chosen as usize) < self.cards.len() {
            let title = self
                .sees(viewer, c.chosen)
                .then(|| self.cdef(c.chosen).title);
            m.insert("chosen_title".into(), json!(title));
        }
    }

    /// The cards of an access log as `viewer` may know them: where each was accessed from, its
    /// title if the viewer knows which card it was, and its instance id unless it was accessed
    /// from HQ or R&D (an id would let a side follow a card of a hidden pile; the full snapshot
    /// shows every id).
    pub(crate) fn access_log_value(&self, viewer: Viewer, log: &AccessLog) -> Value {
        let cards: Vec<Value> = log
            .cards
            .iter()
            .map(|a| {
                let knows = match viewer {
                    Viewer::All => true,
                    Viewer::Side(s) => a.known & s.bit() != 0,
                };
                let pile = matches!(a.from, AccessFrom::Hq | AccessFrom::Rd);
                let id = (viewer == Viewer::All || !pile).then_some(a.card);
                json!({
                    "id": id,
                    "title": knows.then(|| def(a.def).title),
                    "from": a.from.as_str(),
                })
            })
            .collect();
        Value::Array(cards)
    }

    /// The last run that ended, as `viewer` may know it, or `null` before the first run.
    pub(crate) fn last_run_value(&self, viewer: Viewer) -> Value {
        let Some(l) = &self.last_run else {
            return Value::Null;
        };
        json!({
            "server": server_name(l.server),
            "turn": l.turn,
            "successful": l.successful,
            "end_reason": l.end_reason,
            "accessed": self.access_log_value(viewer, &l.accessed),
            "accessed_count": l.accessed.total,
        })
    }
}
