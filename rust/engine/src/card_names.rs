//! How a label names a card (issue 24, "One label, one action"): by its title where the viewer
//! has seen it, else by where it is; and, where another card would read the same to that viewer,
//! with its place ("Ice Wall at position 1 protecting hq", "Priority Requisition in remote2",
//! "Botulus hosted on Eli 1.0", in brackets for a card in a pile: "Hedge Fund (in Archives)")
//! and, if that is not enough, its rank there ("Buzzsaw (2 of 2) in the rig", "Adonis Campaign
//! (1 of 2 in Archives)"). So two legal actions that differ in their card never share a label.
//!
//! A name depends only on what the viewer knows (DESIGN.md, "Hidden information is
//! first-class"): titles of cards it has seen, and places and ranks in public places (installed
//! cards, discard piles, score areas), which every side sees. A card in a hidden pile (HQ, R&D,
//! the stack, the grip, set aside) keeps its plain name: one the viewer has not seen is never
//! told apart from the other hidden cards, as the other side may know what the pile holds but
//! must not learn which card left it (the same rule as the log's, log.rs); copies in a hand
//! are interchangeable, and the legal actions offer one of them (docs/actions.md).

use crate::actions::{server_name, NONE};
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Subroutine `target` of `card` quoted for `viewer`'s label (`cards::subroutine_words`)
    /// where the viewer knows the card; otherwise, or if it has no such subroutine, a neutral
    /// "a subroutine (target N)": a choice label asked of every code must not tell what an
    /// unrezzed piece of ice is (Ravana 1.0, Mycoweb, Unleash).
    pub(crate) fn sub_words_for(&self, viewer: Side, card: u8, target: u8) -> String {
        let known = (card as usize) < self.cards.len() && self.card(card).known_to(viewer);
        let words = if known {
            crate::cards::subroutine_words(self.cdef(card), target as usize)
        } else {
            String::new()
        };
        if words.is_empty() {
            format!("a subroutine (target {target})")
        } else {
            words
        }
    }

    /// How `viewer` may name card `card` in a label: see the module documentation.
    pub(crate) fn card_name(&self, viewer: Side, card: u8) -> String {
        if card == NONE || card as usize >= self.cards.len() {
            return "?".into();
        }
        let base = self.plain_name(viewer, card);
        let c = self.card(card);
        let known = c.known_to(viewer);
        if c.id_hidden() {
            return base;
        }
        let twins: Vec<u8> = (0..self.cards.len() as u8)
            .filter(|&d| d != card && self.same_plain_name(viewer, card, d))
            .collect();
        if twins.is_empty() {
            return base;
        }
        let place = self.place_words(viewer, card);
        let what = if known {
            c.def().title
        } else if matches!(c.zone, Zone::Root(_)) {
            "unrezzed card"
        } else {
            "a hidden card"
        };
        let mut here: Vec<u8> = twins
            .into_iter()
            .filter(|&d| self.place_words(viewer, d) == place)
            .collect();
        let rank = if here.is_empty() {
            String::new()
        } else {
            here.push(card);
            here.sort_by_key(|&d| (self.place_rank(d), d));
            let k = here.iter().position(|&d| d == card).unwrap_or(0) + 1;
            format!("{k} of {}", here.len())
        };
        match (c.installed(), rank.is_empty()) {
            // An installed card's place reads as its address; a card in a pile is told in
            // brackets, so that "install X (in Archives) in remote1" stays clear.
            (true, true) => format!("{what} {place}"),
            (true, false) => format!("{what} ({rank}) {place}"),
            (false, true) => format!("{what} ({place})"),
            (false, false) => format!("{what} ({rank} {place})"),
        }
    }

    /// The name without its place: the title if `viewer` has seen the card, else where it is.
    fn plain_name(&self, viewer: Side, card: u8) -> String {
        let c = self.card(card);
        if c.known_to(viewer) {
            return c.def().title.to_string();
        }
        match c.zone {
            Zone::Ice(s) => format!(
                "unrezzed ice {} of {}",
                self.ice_place(s, card),
                server_name(s)
            ),
            Zone::Root(s) => format!("unrezzed card in {}", server_name(s)),
            _ => "a hidden card".into(),
        }
    }

    /// Whether `viewer` reads the same plain name for cards `a` and `b` (without formatting).
    fn same_plain_name(&self, viewer: Side, a: u8, b: u8) -> bool {
        let (x, y) = (self.card(a), self.card(b));
        match (x.known_to(viewer), y.known_to(viewer)) {
            (true, true) => x.def().title == y.def().title,
            (false, false) => match (x.zone, y.zone) {
                // Each unrezzed ice is named by its position.
                (Zone::Ice(_), _) | (_, Zone::Ice(_)) => false,
                (Zone::Root(s), Zone::Root(t)) => s == t,
                (Zone::Root(_), _) | (_, Zone::Root(_)) => false,
                _ => true,
            },
            _ => false,
        }
    }

    /// Position of `card` among the ice protecting server `s`, 1 for the innermost.
    fn ice_place(&self, s: u8, card: u8) -> usize {
        self.corp.servers[s as usize]
            .ice
            .iter()
            .position(|&x| x == card)
            .unwrap_or(0)
            + 1
    }

    /// Where card `card` is, in words as `viewer` reads them ("in remote2", "at position 1 protecting hq", "hosted on
    /// Eli 1.0", "in Archives").
    fn place_words(&self, viewer: Side, card: u8) -> String {
        let c = self.card(card);
        if c.host != NONE && (c.host as usize) < self.cards.len() {
            let host = self.plain_name(viewer, c.host);
            return format!("hosted on {host}");
        }
        match c.zone {
            Zone::Identity => "as identity".into(),
            Zone::Hq => "in HQ".into(),
            Zone::Rd => "in R&D".into(),
            Zone::Archives => "in Archives".into(),
            Zone::Stack => "in the stack".into(),
            Zone::Grip => "in the grip".into(),
            Zone::Heap => "in the heap".into(),
            Zone::Ice(s) => format!(
                "at position {} protecting {}",
                self.ice_place(s, card),
                server_name(s)
            ),
            Zone::Root(s) => format!("in {}", server_name(s)),
            Zone::Rig => "in the rig".into(),
            Zone::Score(Side::Corp) => "in the Corp's score area".into(),
            Zone::Score(Side::Runner) => "in the Runner's score area".into(),
            Zone::PlayArea => "being played".into(),
            Zone::Removed => "removed from the game".into(),
            Zone::SetAside => "set aside".into(),
            Zone::Hosted(h) => format!("hosted on {}", self.card_name(viewer, h)),
        }
    }

    /// Where `card` stands in the public list of its place (install order, pile order), for
    /// telling copies in one place apart.
    fn place_rank(&self, card: u8) -> usize {
        let c = self.card(card);
        let pos = |list: &[u8]| list.iter().position(|&x| x == card).unwrap_or(usize::MAX);
        match c.zone {
            Zone::Root(s) => pos(&self.corp.servers[s as usize].root),
            Zone::Rig => pos(&self.runner.rig),
            Zone::Archives => pos(&self.corp.archives),
            Zone::Heap => pos(&self.runner.heap),
            Zone::Score(Side::Corp) => pos(&self.corp.score_area),
            Zone::Score(Side::Runner) => pos(&self.runner.score_area),
            _ => card as usize,
        }
    }
}
