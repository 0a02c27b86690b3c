//! Actions: small `Copy` values with structured fields and a stable integer code.

use crate::state::{ARCHIVES, HQ, MAX_SERVERS, RD};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// The value of an unused action field.
pub const NONE: u8 = 255;
/// The `server` of an install into a new remote server.
pub const NEW_REMOTE: u8 = MAX_SERVERS as u8;

/// What an action does. Each kind uses some of the fields `card`, `server`, `target`, `amount`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum ActionKind {
    /// Keep the starting hand.
    Keep,
    /// Take a mulligan: shuffle the hand back and draw a new one.
    Mulligan,
    /// Click: gain 1 credit.
    ClickCredit,
    /// Click: draw 1 card.
    ClickDraw,
    /// Click: install `card` (Corp: in or protecting `server`, or `NEW_REMOTE`).
    Install,
    /// Click: play the operation or event `card`.
    Play,
    /// Click, 1 credit: advance the installed `card`.
    Advance,
    /// Click, 2 credits: trash the resource `card` while the Runner is tagged.
    TrashResource,
    /// Click, click, click: purge virus counters.
    Purge,
    /// Use ability number `target` of `card` (click abilities and paid abilities).
    Ability,
    /// Click: make a run on `server`.
    Run,
    /// Click, 2 credits: remove 1 tag.
    RemoveTag,
    /// Decline: pass priority, continue the run, stop breaking, leave the card, etc.
    Pass,
    /// Jack out of the run.
    JackOut,
    /// Rez `card` (paying its rez cost, unless an effect says otherwise).
    Rez,
    /// Score the agenda `card`.
    Score,
    /// Break subroutine `target` of the encountered ice with the breaker `card`.
    Break,
    /// Trash `card` (an accessed card by paying its trash cost, or a card as an install or memory cost).
    Trash,
    /// Access `card` next, or (card = none) the next card from `server` (HQ at random, R&D from the top).
    Access,
    /// Discard `card` during the discard phase.
    Discard,
    /// Spend `amount` credits on a trace.
    Bid,
    /// Choose mode `target` of the resolving `card`.
    Mode,
    /// Expose `card`.
    Expose,
    /// Resolve the pending trigger of `card` (number `target` among those waiting) first.
    Order,
}

/// Field usage and sizes of each kind in the action space: (card, server, target, amount).
const fn dims(kind: ActionKind) -> (bool, bool, bool, bool) {
    use ActionKind::*;
    match kind {
        Keep | Mulligan | ClickCredit | ClickDraw | Purge | RemoveTag | Pass | JackOut => {
            (false, false, false, false)
        }
        Install | Access => (true, true, false, false),
        Play | Advance | TrashResource | Rez | Score | Trash | Discard | Expose => {
            (true, false, false, false)
        }
        Ability | Break | Mode | Order => (true, false, true, false),
        Run => (false, true, false, false),
        Bid => (false, false, false, true),
    }
}

const CARD_SLOTS: u32 = 256;
const SERVER_SLOTS: u32 = MAX_SERVERS as u32 + 2; // servers, new remote, none
const TARGET_SLOTS: u32 = 16;
const AMOUNT_SLOTS: u32 = 256;

const fn size(kind: ActionKind) -> u32 {
    let (c, s, t, a) = dims(kind);
    (if c { CARD_SLOTS } else { 1 })
        * (if s { SERVER_SLOTS } else { 1 })
        * (if t { TARGET_SLOTS } else { 1 })
        * (if a { AMOUNT_SLOTS } else { 1 })
}

impl ActionKind {
    /// Every kind, in code order.
    pub const ALL: [ActionKind; 24] = {
        use ActionKind::*;
        [
            Keep,
            Mulligan,
            ClickCredit,
            ClickDraw,
            Install,
            Play,
            Advance,
            TrashResource,
            Purge,
            Ability,
            Run,
            RemoveTag,
            Pass,
            JackOut,
            Rez,
            Score,
            Break,
            Trash,
            Access,
            Discard,
            Bid,
            Mode,
            Expose,
            Order,
        ]
    };

    /// Snake-case name, e.g. `"click_credit"`.
    pub fn name(self) -> &'static str {
        use ActionKind::*;
        match self {
            Keep => "keep",
            Mulligan => "mulligan",
            ClickCredit => "click_credit",
            ClickDraw => "click_draw",
            Install => "install",
            Play => "play",
            Advance => "advance",
            TrashResource => "trash_resource",
            Purge => "purge",
            Ability => "ability",
            Run => "run",
            RemoveTag => "remove_tag",
            Pass => "pass",
            JackOut => "jack_out",
            Rez => "rez",
            Score => "score",
            Break => "break",
            Trash => "trash",
            Access => "access",
            Discard => "discard",
            Bid => "bid",
            Mode => "mode",
            Expose => "expose",
            Order => "order",
        }
    }

    /// Parses a snake-case name.
    pub fn parse(name: &str) -> Option<ActionKind> {
        Self::ALL.iter().copied().find(|k| k.name() == name)
    }

    const fn base(self) -> u32 {
        let mut total = 0;
        let mut i = 0;
        while i < Self::ALL.len() {
            if Self::ALL[i] as u8 == self as u8 {
                return total;
            }
            total += size(Self::ALL[i]);
            i += 1;
        }
        total
    }
}

/// Size of the fixed action space: every code is below this.
pub const NUM_ACTIONS: u32 = {
    let mut total = 0;
    let mut i = 0;
    while i < ActionKind::ALL.len() {
        total += size(ActionKind::ALL[i]);
        i += 1;
    }
    total
};

/// One choice a player can make. Unused fields are [`NONE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// What the action does.
    pub kind: ActionKind,
    /// Card instance id.
    pub card: u8,
    /// Server id (or [`NEW_REMOTE`]).
    pub server: u8,
    /// Ability, subroutine, mode or trigger index.
    pub target: u8,
    /// Credits (bids).
    pub amount: u8,
}

/// A list of legal actions. The capacity bounds the widest decision: an action phase lists at most
/// one install per distinct card in hand times the servers, plus a few dozen other actions.
pub type ActionList = ArrayVec<Action, 512>;

impl Action {
    /// An action of `kind` with every field unused.
    pub const fn new(kind: ActionKind) -> Action {
        Action {
            kind,
            card: NONE,
            server: NONE,
            target: NONE,
            amount: NONE,
        }
    }
    /// With `card` set.
    pub const fn card(mut self, card: u8) -> Action {
        self.card = card;
        self
    }
    /// With `server` set.
    pub const fn server(mut self, server: u8) -> Action {
        self.server = server;
        self
    }
    /// With `target` set.
    pub const fn target(mut self, target: u8) -> Action {
        self.target = target;
        self
    }
    /// With `amount` set.
    pub const fn amount(mut self, amount: u8) -> Action {
        self.amount = amount;
        self
    }

    /// The stable integer code of this action, below [`NUM_ACTIONS`].
    pub fn code(&self) -> u32 {
        let (c, s, t, a) = dims(self.kind);
        let mut code = 0u32;
        if c {
            code = self.card as u32;
        }
        if s {
            let slot = if self.server == NONE {
                SERVER_SLOTS - 1
            } else {
                (self.server as u32).min(SERVER_SLOTS - 2)
            };
            code = code * SERVER_SLOTS + slot;
        }
        if t {
            let slot = if self.target == NONE {
                TARGET_SLOTS - 1
            } else {
                (self.target as u32).min(TARGET_SLOTS - 2)
            };
            code = code * TARGET_SLOTS + slot;
        }
        if a {
            code = code * AMOUNT_SLOTS + self.amount as u32;
        }
        self.kind.base() + code
    }

    /// The action with this code, if the code is in the action space.
    pub fn from_code(code: u32) -> Option<Action> {
        if code >= NUM_ACTIONS {
            return None;
        }
        let kind = *ActionKind::ALL.iter().rev().find(|k| k.base() <= code)?;
        let mut rest = code - kind.base();
        let (c, s, t, a) = dims(kind);
        let mut action = Action::new(kind);
        if a {
            action.amount = (rest % AMOUNT_SLOTS) as u8;
            rest /= AMOUNT_SLOTS;
        }
        if t {
            let slot = rest % TARGET_SLOTS;
            action.target = if slot == TARGET_SLOTS - 1 {
                NONE
            } else {
                slot as u8
            };
            rest /= TARGET_SLOTS;
        }
        if s {
            let slot = rest % SERVER_SLOTS;
            action.server = if slot == SERVER_SLOTS - 1 {
                NONE
            } else {
                slot as u8
            };
            rest /= SERVER_SLOTS;
        }
        if c {
            action.card = rest as u8;
        }
        Some(action)
    }
}

/// Name of a server id: `"hq"`, `"rd"`, `"archives"`, `"remote1"`…, `"new_remote"`.
pub fn server_name(server: u8) -> String {
    match server {
        HQ => "hq".into(),
        RD => "rd".into(),
        ARCHIVES => "archives".into(),
        NEW_REMOTE => "new_remote".into(),
        NONE => "none".into(),
        s => format!("remote{}", s - 2),
    }
}

/// Parses a server name (see [`server_name`]); also accepts "r&d", "server 1", "new remote".
pub fn parse_server(name: &str) -> Option<u8> {
    let n = name.trim().to_ascii_lowercase().replace([' ', '_'], "");
    match n.as_str() {
        "hq" => Some(HQ),
        "rd" | "r&d" => Some(RD),
        "archives" => Some(ARCHIVES),
        "newremote" => Some(NEW_REMOTE),
        _ => {
            let digits = n
                .strip_prefix("remote")
                .or_else(|| n.strip_prefix("server"))?;
            let k: u8 = digits.parse().ok()?;
            (k >= 1 && (k as usize) <= MAX_SERVERS - 3).then_some(k + 2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_is_small() {
        assert_eq!(std::mem::size_of::<Action>(), 5);
    }

    #[test]
    fn codes_round_trip_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for code in 0..NUM_ACTIONS {
            let a = Action::from_code(code).unwrap();
            assert_eq!(a.code(), code, "{a:?}");
            assert!(seen.insert(a));
        }
        assert!(Action::from_code(NUM_ACTIONS).is_none());
    }

    #[test]
    fn server_names_round_trip() {
        for s in 0..=NEW_REMOTE {
            assert_eq!(parse_server(&server_name(s)), Some(s));
        }
    }
}
