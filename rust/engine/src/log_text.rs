//! Readable lines for recorded events ("Corp installs a card in remote1", "Runner accesses Hedge
//! Fund from HQ"), as a side sees them (see `log.rs` for what each side may know).

use crate::log::{place_name, EventKind, LogEvent, SeenCard, COUNTER_NAMES, TRASH_CAUSE_NAMES};
use crate::side::Side;

/// Display name of a place code ("HQ", "R&D", "Archives", "remote1", "ice of remote1", ...).
fn where_text(code: u8) -> String {
    let server_text = |s: &str| match s {
        "hq" => "HQ".to_string(),
        "rd" => "R&D".to_string(),
        "archives" => "Archives".to_string(),
        other => other.to_string(),
    };
    match place_name(code) {
        ("hq", _) => "HQ".into(),
        ("rd", _) => "R&D".into(),
        ("archives", _) => "Archives".into(),
        ("server", Some(s)) => server_text(&s),
        ("ice", Some(s)) => format!("ice protecting {}", server_text(&s)),
        ("root", Some(s)) => format!("the root of {}", server_text(&s)),
        ("score_area", _) => "a score area".into(),
        (z @ ("grip" | "stack" | "heap" | "rig"), _) => format!("the {z}"),
        ("play_area", _) => "the play area".into(),
        (z, _) => z.replace('_', " "),
    }
}

fn server_text(code: u8) -> String {
    where_text(code.min(63))
}

fn side_text(e: &LogEvent) -> &'static str {
    match e.side() {
        Some(Side::Corp) => "Corp",
        Some(Side::Runner) => "Runner",
        None => "Game",
    }
}

fn name(card: Option<SeenCard>, hidden: &str) -> String {
    match card {
        Some(SeenCard { title: Some(t), .. }) => t.to_string(),
        _ => hidden.to_string(),
    }
}

fn plural(n: u16, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

impl LogEvent {
    /// One readable line for this event as `viewer` (None: everyone) sees it.
    pub fn text(&self, viewer: Option<Side>) -> String {
        let who = side_text(self);
        let card = name(self.card_seen(viewer), "a card");
        let other = self.other_seen(viewer);
        let by = match other {
            Some(_) => format!(" ({})", name(other, "a card")),
            None => String::new(),
        };
        let n = self.amount;
        let source = match self.card_seen(viewer) {
            Some(_) => format!(" ({card})"),
            None => String::new(),
        };
        match self.kind {
            EventKind::TurnBegins => format!("Turn {n}: the {who}'s turn begins"),
            EventKind::PhaseBegins => {
                let phase = ["draw", "action", "discard"]
                    .get(self.place as usize)
                    .copied()
                    .unwrap_or("?");
                format!("{who}'s {phase} phase begins")
            }
            EventKind::ClicksGained => format!("{who} gains {}", plural(n, "click")),
            EventKind::ClicksSpent => format!("{who} spends {}{source}", plural(n, "click")),
            EventKind::ClicksLost => format!("{who} loses {}{source}", plural(n, "click")),
            EventKind::CreditsGained => format!("{who} gains {}{source}", plural(n, "credit")),
            EventKind::CreditsLost => {
                format!("{who} spends or loses {}{source}", plural(n, "credit"))
            }
            EventKind::Drawn => format!("{who} draws {card}"),
            EventKind::Installed => format!("{who} installs {card} in {}", where_text(self.place)),
            EventKind::Rezzed => format!("Corp rezzes {card} ({})", where_text(self.place)),
            EventKind::Derezzed => format!("{card} is derezzed"),
            EventKind::Exposed => format!("Runner exposes {card} ({})", where_text(self.place)),
            EventKind::Trashed => {
                let cause = TRASH_CAUSE_NAMES
                    .get(self.extra as usize)
                    .copied()
                    .unwrap_or("effect");
                let mut line = format!("{card} is trashed from {}", where_text(self.place));
                match cause {
                    "access" if n > 0 => line += &format!(" by the Runner, paying {n}"),
                    "access" => line += " by the Runner",
                    "effect" => line += &by,
                    other => line += &format!(" by {}", other.replace('_', " ")),
                }
                line
            }
            EventKind::Discarded => format!("{who} discards {card}"),
            EventKind::Played => format!("{who} plays {card}"),
            EventKind::Scored => format!("Corp scores {card} ({})", plural(n, "point")),
            EventKind::Stolen => format!("Runner steals {card} ({})", plural(n, "point")),
            EventKind::Forfeited => format!("{who} forfeits {card}"),
            EventKind::AddedToHand => {
                let hand = if self.side == 0 { "HQ" } else { "the grip" };
                format!("{card} is added to {hand} from {}", where_text(self.place))
            }
            EventKind::Shuffled => format!("{} is shuffled", where_text(self.place)),
            EventKind::RemovedFromGame => {
                format!(
                    "{card} is removed from the game from {}",
                    where_text(self.place)
                )
            }
            EventKind::AddedToDeck => {
                let deck = if self.side == 0 { "R&D" } else { "the stack" };
                format!("{card} is put into {deck} from {}", where_text(self.place))
            }
            EventKind::SetAside => format!("{card} is set aside from {}", where_text(self.place)),
            EventKind::AddedToScoreArea => {
                let whose = if self.side == 0 { "Corp's" } else { "Runner's" };
                let points = self.amount as i16;
                let noun = if points.abs() == 1 { "point" } else { "points" };
                let from = where_text(self.place);
                let area = format!("the {whose} score area");
                format!("{card} is added to {area} as an agenda ({points} {noun}) from {from}")
            }
            EventKind::IdentityFlipped if n == 0 => format!("{card} flips back"),
            EventKind::IdentityFlipped => {
                let server = ["HQ", "R&D", "Archives"]
                    .get(n as usize - 1)
                    .unwrap_or(&"?");
                format!("{card} flips to side {n} ({server})")
            }
            EventKind::CardMoved => format!(
                "{card} moves from the root of {} to {}",
                server_text(self.extra.min(63) as u8),
                where_text(self.place)
            ),
            EventKind::HostChanged => format!("{card} is now hosted on {}", name(other, "a card")),
            EventKind::Advanced => format!("Corp advances {card} ({})", plural(n, "token")),
            EventKind::CountersPlaced | EventKind::CountersRemoved => {
                let kind = COUNTER_NAMES.get(self.extra as usize).unwrap_or(&"?");
                let verb = if self.kind == EventKind::CountersPlaced {
                    "placed on"
                } else {
                    "removed from"
                };
                if self.extra == 0 {
                    // Credits on a card (recurring credits, Bank Job's, Armitage's).
                    let verb = if self.kind == EventKind::CountersPlaced {
                        "placed on"
                    } else {
                        "taken from"
                    };
                    let credits = plural(n, "credit");
                    format!("{credits} {verb} {card}{by}")
                } else {
                    format!("{n} {kind} counter(s) {verb} {card}")
                }
            }
            EventKind::RunBegins => format!("Runner runs on {}{by}", server_text(self.place)),
            EventKind::IceApproached => format!(
                "Runner approaches {}",
                name(self.card_seen(viewer), "unrezzed ice")
            ),
            EventKind::IceEncountered => format!("Runner encounters {card}"),
            EventKind::IcePassed => {
                format!("Runner passes {}", name(self.card_seen(viewer), "the ice"))
            }
            EventKind::IceBypassed => format!("Runner bypasses {card}"),
            EventKind::IceSwapped => format!(
                "{} swaps places with {}",
                name(self.card_seen(viewer), "a piece of ice"),
                name(other, "a piece of ice")
            ),
            EventKind::SubroutineBroken => {
                let sub = self.sub_text(viewer);
                let cost = if n > 0 {
                    format!(" ({})", plural(n, "credit"))
                } else {
                    String::new()
                };
                format!(
                    "Runner breaks {card} subroutine \"{sub}\" with {}{cost}",
                    name(other, "a card")
                )
            }
            EventKind::SubroutineFired => {
                format!("{card} subroutine fires: {}", self.sub_text(viewer))
            }
            EventKind::RunSuccessful => {
                format!("The run on {} is successful", server_text(self.place))
            }
            EventKind::RunUnsuccessful => {
                let why = if self.extra == 1 {
                    "the Runner jacks out"
                } else {
                    "the run was ended"
                };
                format!(
                    "The run on {} is unsuccessful: {why}",
                    server_text(self.place)
                )
            }
            EventKind::RunEndedServerCeased => {
                format!("The run ends: {} no longer exists", server_text(self.place))
            }
            EventKind::RunEnds => format!("The run on {} ends", server_text(self.place)),
            EventKind::Accessed => {
                format!("Runner accesses {card} from {}", where_text(self.place))
            }
            EventKind::AccessLeft => format!("Runner leaves {card}"),
            EventKind::Damage => {
                let kind = ["net", "meat", "brain"]
                    .get(self.extra as usize)
                    .unwrap_or(&"?");
                let prevented = if self.place > 0 {
                    format!(" ({} prevented)", self.place)
                } else {
                    String::new()
                };
                format!("Runner suffers {n} {kind} damage{prevented}")
            }
            EventKind::TagsGained => format!("Runner takes {}{source}", plural(n, "tag")),
            EventKind::TagsRemoved => format!("Runner loses {}{source}", plural(n, "tag")),
            EventKind::BadPublicity => format!("Corp takes {n} bad publicity"),
            EventKind::Trace => {
                let result = if n > self.extra {
                    "successful"
                } else {
                    "unsuccessful"
                };
                format!(
                    "Trace {} ({}): strength {n} against link {}: {result}",
                    self.place,
                    name(self.card_seen(viewer), "a card"),
                    self.extra
                )
            }
            EventKind::GameEnds => {
                let reason = ["agenda points", "flatline", "R&D is empty"]
                    .get(self.place as usize)
                    .unwrap_or(&"?");
                format!("{who} wins ({reason})")
            }
        }
    }

    /// What subroutine `extra` of the ice does, in words (known once the ice is known; the
    /// subroutines of unknown ice never fire or break).
    fn sub_text(&self, viewer: Option<Side>) -> String {
        if self.card_seen(viewer).and_then(|c| c.title).is_none() {
            return "a subroutine".into();
        }
        crate::cards::card_table()
            .get(self.card_def as usize)
            .map(|d| {
                let text = crate::cards::subroutine_text(d, self.extra as usize);
                let text = text.trim_end_matches('.');
                let mut chars = text.chars();
                match chars.next() {
                    Some(first) => first.to_lowercase().chain(chars).collect(),
                    None => String::new(),
                }
            })
            .unwrap_or_default()
    }
}
