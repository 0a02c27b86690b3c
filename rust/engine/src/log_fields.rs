//! The kind-specific fields of a recorded event, by name, as a side sees them: the stable
//! schema that the Python dicts (`Game.events()`) and docs/events.md follow.

use crate::log::{place_name, EventKind, LogEvent, SeenCard, COUNTER_NAMES, TRASH_CAUSE_NAMES};
use arrayvec::ArrayVec;

/// One field value of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldValue {
    /// A number.
    Int(i64),
    /// A name ("hq", "net", ...).
    Str(String),
    /// Yes or no.
    Bool(bool),
    /// A card (id and title, each hidden as None), or no card.
    Card(Option<SeenCard>),
    /// Nothing (e.g. no server for a zone that has none).
    Null,
}

/// The fields of an event: (name, value) pairs, at most 10.
pub type Fields = ArrayVec<(&'static str, FieldValue), 10>;

fn place_fields(out: &mut Fields, key: &'static str, code: u8) {
    let (zone, server) = place_name(code);
    let (zone, server) = match (zone, server) {
        // A server id stands for the server itself (runs, access from a server's root).
        ("server", s) => ("server", s),
        (z @ ("hq" | "rd" | "archives"), None) if key == "server" => ("server", Some(z.into())),
        (z, s) => (z, s),
    };
    if key == "server" {
        out.push(("server", server.map_or(FieldValue::Null, FieldValue::Str)));
    } else {
        out.push((key, FieldValue::Str(zone.into())));
        out.push(("server", server.map_or(FieldValue::Null, FieldValue::Str)));
    }
}

impl LogEvent {
    /// The kind-specific fields as `viewer` (None: everyone) sees them (docs/events.md).
    pub fn fields(&self, viewer: Option<crate::side::Side>) -> Fields {
        use EventKind as K;
        use FieldValue::{Bool, Card, Int, Str};
        let mut out = Fields::new();
        let card = Card(self.card_seen(viewer));
        let other = Card(self.other_seen(viewer));
        let n = Int(self.amount as i64);
        let sub_text = |e: &LogEvent| -> FieldValue {
            if e.card_seen(viewer).and_then(|c| c.title).is_none() {
                return FieldValue::Null;
            }
            crate::cards::card_table()
                .get(e.card_def as usize)
                .map_or(FieldValue::Null, |d| {
                    Str(crate::cards::subroutine_text(d, e.extra as usize))
                })
        };
        match self.kind {
            K::TurnBegins => {}
            K::PhaseBegins => {
                let phase = ["draw", "action", "discard"].get(self.place as usize);
                out.push(("phase", Str(phase.copied().unwrap_or("?").into())));
            }
            K::ClicksGained
            | K::ClicksSpent
            | K::ClicksLost
            | K::CreditsGained
            | K::CreditsLost
            | K::TagsGained
            | K::TagsRemoved
            | K::BadPublicity => {
                out.push(("amount", n));
                out.push(("source", card));
            }
            K::Drawn
            | K::Discarded
            | K::Accessed
            | K::AddedToHand
            | K::RemovedFromGame
            | K::AddedToDeck
            | K::SetAside => {
                out.push(("card", card));
                place_fields(&mut out, "from", self.place);
            }
            K::Installed => {
                out.push(("card", card));
                place_fields(&mut out, "zone", self.place);
                out.push(("host", other));
                out.push(("cost", n));
            }
            K::Rezzed | K::Derezzed | K::Exposed | K::Forfeited | K::AccessLeft => {
                out.push(("card", card));
                place_fields(&mut out, "zone", self.place);
            }
            K::Trashed => {
                out.push(("card", card));
                place_fields(&mut out, "from", self.place);
                let cause = TRASH_CAUSE_NAMES.get(self.extra as usize).copied();
                out.push(("cause", Str(cause.unwrap_or("effect").into())));
                out.push(("source", other));
                out.push(("cost", n));
            }
            K::Played => {
                out.push(("card", card));
                out.push(("cost", n));
            }
            K::Scored | K::Stolen => {
                out.push(("card", card));
                out.push(("points", n));
                place_fields(&mut out, "from", self.place);
            }
            K::Shuffled => {
                let (zone, _) = place_name(self.place);
                out.push(("zone", Str(zone.into())));
            }
            K::Advanced => {
                out.push(("card", card));
                out.push(("amount", n));
                place_fields(&mut out, "zone", self.place);
            }
            K::CountersPlaced | K::CountersRemoved => {
                out.push(("card", card));
                let counter = COUNTER_NAMES.get(self.extra as usize).copied();
                out.push(("counter", Str(counter.unwrap_or("?").into())));
                out.push(("amount", n));
                // Credits spent from a card: what they paid for, or whose effect took them.
                out.push(("source", other));
            }
            K::RunBegins => {
                place_fields(&mut out, "server", self.place);
                out.push(("source", other));
            }
            K::IceApproached | K::IceEncountered | K::IcePassed | K::IceBypassed => {
                out.push(("card", card));
                place_fields(&mut out, "server", self.place);
                out.push(("position", Int(self.extra as i64)));
            }
            K::SubroutineBroken => {
                out.push(("card", card));
                out.push(("subroutine", Int(self.extra as i64)));
                out.push(("text", sub_text(self)));
                out.push(("breaker", other));
                out.push(("cost", n));
            }
            K::SubroutineFired => {
                out.push(("card", card));
                out.push(("subroutine", Int(self.extra as i64)));
                out.push(("text", sub_text(self)));
            }
            K::RunSuccessful | K::RunEndedServerCeased | K::RunEnds => {
                place_fields(&mut out, "server", self.place);
            }
            K::RunUnsuccessful => {
                place_fields(&mut out, "server", self.place);
                let why = if self.extra == 1 {
                    "jacked_out"
                } else {
                    "ended"
                };
                out.push(("reason", Str(why.into())));
            }
            K::Damage => {
                let kind = ["net", "meat", "brain"].get(self.extra as usize);
                out.push(("damage", Str(kind.copied().unwrap_or("?").into())));
                out.push(("amount", n));
                out.push(("prevented", Int(self.place as i64)));
            }
            K::Trace => {
                let (base, strength, link_strength) =
                    (self.place as i64, self.amount as i64, self.extra as i64);
                let link = self.other as i64;
                out.push(("source", card));
                out.push(("base", Int(base)));
                out.push(("corp_bid", Int((strength - base).max(0))));
                out.push(("strength", Int(strength)));
                out.push(("link", Int(link)));
                out.push(("runner_bid", Int((link_strength - link).max(0))));
                out.push(("link_strength", Int(link_strength)));
                out.push(("successful", Bool(strength > link_strength)));
            }
            K::IceSwapped => {
                out.push(("card", card));
                place_fields(&mut out, "server", self.place);
                out.push(("position", Int(self.extra as i64)));
                out.push(("with", other));
            }
            K::HostChanged => {
                out.push(("card", card));
                place_fields(&mut out, "zone", self.place);
                out.push(("host", other));
            }
            K::AddedToScoreArea => {
                out.push(("card", card));
                place_fields(&mut out, "from", self.place);
                out.push(("points", Int(self.amount as i16 as i64)));
            }
            K::IdentityFlipped => {
                out.push(("card", card));
                out.push(("shown", n));
            }
            K::CardMoved => {
                out.push(("card", card));
                place_fields(&mut out, "zone", self.place);
                let from = crate::actions::server_name(self.extra.min(63) as u8);
                out.push(("from", Str(from)));
            }
            K::GameEnds => {
                let reason = ["agenda_points", "flatline", "decked_out"].get(self.place as usize);
                out.push(("reason", Str(reason.copied().unwrap_or("?").into())));
            }
        }
        out
    }
}
