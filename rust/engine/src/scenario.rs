//! Scenarios: an unvalidated description of any mid-game position, turned into a playable
//! [`GameState`] only through validation (`GameState::from_scenario`). The format is documented in
//! `docs/scenario.md`.

use crate::actions::parse_server;
use crate::cards::{card_table, CardType};
use crate::engine::Step;
use crate::error::EngineError;
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, MAX_CARDS, MAX_SERVERS};
use crate::titles::lookup_card;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A card in a scenario: a title, or a title with its facts.
#[derive(Clone, Debug)]
pub enum CardSpec {
    /// Just the title.
    Title(String),
    /// Title and facts.
    Full(CardFacts),
}

impl<'de> Deserialize<'de> for CardSpec {
    /// A string is a title; an object is read as [`CardFacts`], so that a bad fact gets its own
    /// error message (an untagged enum would only say that no variant matched).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CardSpec, D::Error> {
        use serde::de::Error;
        match serde_json::Value::deserialize(d)? {
            serde_json::Value::String(t) => Ok(CardSpec::Title(t)),
            v @ serde_json::Value::Object(_) => serde_json::from_value(v)
                .map(CardSpec::Full)
                .map_err(|e| D::Error::custom(format!("card: {e}"))),
            other => Err(D::Error::custom(format!(
                "a card is a title or an object with a title, not {other}"
            ))),
        }
    }
}

/// Facts about one card in a scenario.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFacts {
    /// Card title (or code).
    pub title: String,
    /// Rezzed (installed Corp cards).
    #[serde(default)]
    pub rezzed: bool,
    /// Faceup: cards in Archives or removed from the game (then known to both sides); elsewhere
    /// only recorded (a card back in the grip from the heap stays faceup).
    #[serde(default)]
    pub faceup: bool,
    /// Advancement tokens.
    #[serde(default)]
    pub advancement: u8,
    /// Hosted credits (default: a card with recurring credits that is active holds its full
    /// amount, as at the start of a turn; otherwise 0).
    #[serde(default)]
    pub credits: Option<u8>,
    /// Virus counters.
    #[serde(default)]
    pub virus: u8,
    /// Agenda counters.
    #[serde(default)]
    pub agenda_counters: u8,
    /// Power counters.
    #[serde(default)]
    pub power: u8,
    /// The Corp's bad publicity counters hosted on the card (Luana Campos).
    #[serde(default)]
    pub bad_publicity: u8,
    /// Cards hosted on this card.
    #[serde(default)]
    pub hosted: Vec<CardSpec>,
    /// Cards this rig card hosts without their being installed (Bling, Madani, Read-Write
    /// Share, Detente: effects/held.rs), of either side; faceup unless the host keeps them
    /// facedown.
    #[serde(default)]
    pub holds: Vec<CardSpec>,
    /// The card this card's ability chose and remembers while it stays installed (Femme
    /// Fatale's ice), as a place: `"<server> ice <i>"`, `"<server> root <i>"` or `"rig <i>"`.
    #[serde(default)]
    pub chosen: Option<String>,
    /// The card this rig card is installed on, as a place (`"hq ice 0"`, `"rig 2"`): the same
    /// as listing it in its host's `hosted`, but keeping its place in the rig's install order.
    #[serde(default)]
    pub host: Option<String>,
    /// A choice made for the card as it was installed, kept while it stays installed
    /// (Chameleon's subtype: 1 barrier, 2 code gate, 3 sentry); 0 for none.
    #[serde(default)]
    pub mode: u8,
    /// What the card remembers of this turn and of the run in progress, by name
    /// (`installed_this_turn`, `used_this_turn`, ...: docs/scenario.md, "What cards remember").
    #[serde(default)]
    pub remembers: Vec<String>,
    /// The sides that have seen the card (`["corp"]`, `["corp", "runner"]`, `[]`), where that is
    /// not what its zone gives (a card in the grip the Corp has seen; a card the Corp looked at
    /// on top of R&D).
    #[serde(default)]
    pub known_to: Option<Vec<Side>>,
}

impl CardSpec {
    fn facts(&self) -> CardFacts {
        match self {
            CardSpec::Title(t) => CardFacts {
                title: t.clone(),
                ..Default::default()
            },
            CardSpec::Full(f) => f.clone(),
        }
    }
}

/// Ice (innermost first) and root cards of one server.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerSpec {
    /// Ice protecting the server, innermost (position 0) first.
    #[serde(default)]
    pub ice: Vec<CardSpec>,
    /// Cards in the root.
    #[serde(default)]
    pub root: Vec<CardSpec>,
}

/// The Corp's part of a scenario.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorpSpec {
    /// Identity: its title, or an object with `title` and `credits` (recurring credits; default
    /// the full amount).
    pub identity: CardSpec,
    /// Credits (default 5).
    #[serde(default = "five")]
    pub credits: u16,
    /// Clicks left (default 3 when it is the Corp's action phase, else 0).
    pub clicks: Option<u8>,
    /// Bad publicity.
    #[serde(default)]
    pub bad_publicity: u8,
    /// Clicks more (or fewer) allotted for the Corp's next turn.
    #[serde(default)]
    pub next_turn_clicks: i8,
    /// HQ.
    #[serde(default)]
    pub hq: Vec<CardSpec>,
    /// R&D, top card first.
    #[serde(default)]
    pub rd: Vec<CardSpec>,
    /// Archives, oldest first (facedown unless `faceup`).
    #[serde(default)]
    pub archives: Vec<CardSpec>,
    /// Scored agendas.
    #[serde(default)]
    pub score_area: Vec<CardSpec>,
    /// Servers by name: `hq`, `rd`, `archives`, `remote1`, ...
    #[serde(default)]
    pub servers: BTreeMap<String, ServerSpec>,
    /// Corp cards removed from the game.
    #[serde(default)]
    pub removed: Vec<CardSpec>,
}

/// The Runner's part of a scenario.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunnerSpec {
    /// Identity: its title, or an object with `title` and `credits`.
    pub identity: CardSpec,
    /// Credits (default 5).
    #[serde(default = "five")]
    pub credits: u16,
    /// Clicks left (default 4 when it is the Runner's action phase, else 0).
    pub clicks: Option<u8>,
    /// Tags.
    #[serde(default)]
    pub tags: u8,
    /// Brain damage taken.
    #[serde(default)]
    pub brain_damage: u8,
    /// Clicks more (or fewer) allotted for the Runner's next turn.
    #[serde(default)]
    pub next_turn_clicks: i8,
    /// Grip.
    #[serde(default)]
    pub grip: Vec<CardSpec>,
    /// Stack, top card first.
    #[serde(default)]
    pub stack: Vec<CardSpec>,
    /// Heap, oldest first.
    #[serde(default)]
    pub heap: Vec<CardSpec>,
    /// Stolen agendas.
    #[serde(default)]
    pub score_area: Vec<CardSpec>,
    /// Installed cards.
    #[serde(default)]
    pub rig: Vec<CardSpec>,
    /// Cards set aside facedown by the identity (Ayla "Bios" Rahim), known to the Runner only.
    #[serde(default)]
    pub set_aside: Vec<CardSpec>,
    /// Runner cards removed from the game.
    #[serde(default)]
    pub removed: Vec<CardSpec>,
}

fn five() -> u16 {
    5
}

/// A whole position.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The Corp.
    pub corp: CorpSpec,
    /// The Runner.
    pub runner: RunnerSpec,
    /// Whose action phase it is (default the Corp).
    #[serde(default)]
    pub active: Option<Side>,
    /// Turn number (default 1).
    #[serde(default)]
    pub turn: Option<u32>,
    /// Seed of the state's random generator (default 0).
    #[serde(default)]
    pub seed: u64,
    /// Where in the active side's turn the game starts (default the action phase).
    #[serde(default)]
    pub phase: Phase,
    /// Agenda points a player needs to win, 1 to 255 (default 7; Rules Reference, "Winning the
    /// Game").
    #[serde(default)]
    pub agenda_points_to_win: Option<i64>,
    /// What the players remember of this turn: the saved game's turn flags, cards named by place
    /// (docs/scenario.md, "What cards remember").
    #[serde(default)]
    pub this_turn: Option<serde_json::Map<String, serde_json::Value>>,
    /// What the players remember of the Runner's last turn, in the same form.
    #[serde(default)]
    pub runner_last_turn: Option<serde_json::Map<String, serde_json::Value>>,
    /// The last run that ended.
    #[serde(default)]
    pub last_run: Option<crate::scenario_memory::LastRunSpec>,
}

/// Where in the active side's turn a scenario starts (Rules Reference, "Timing Structure of a
/// Turn").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The action phase, at the decision of the next action.
    #[default]
    Action,
    /// The start of the turn, after gaining clicks ([1.1]): the paid ability (rez, and for the
    /// Corp score) window [1.2], then recurring credits [1.3], "when your turn begins" [1.4],
    /// the Corp's mandatory draw [1.5], and the window before the first action.
    TurnStart,
    /// The start of the action phase, before the first action: the paid ability window in
    /// which the Corp may rez and score (Corp [2.1]; Runner [1.5], rez only).
    ActionStart,
}

/// Deepest nesting of objects and arrays a scenario or saved game may have (a real one is below
/// 10); deeper text is refused before it is parsed.
pub const MAX_JSON_DEPTH: usize = 32;

/// The deepest nesting of `[` and `{` in JSON text (strings skipped).
pub(crate) fn json_depth(text: &str) -> usize {
    let (mut depth, mut max, mut in_str, mut escaped) = (0usize, 0usize, false, false);
    for b in text.bytes() {
        if in_str {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_str = true,
            b'[' | b'{' => {
                depth += 1;
                max = max.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// Longest scenario text [`GameState::from_scenario_json`] reads.
pub const MAX_SCENARIO_JSON: usize = 1 << 20;

fn bad(msg: impl Into<String>) -> EngineError {
    EngineError::Scenario(msg.into())
}

impl GameState {
    /// Builds a game from a scenario given as JSON text.
    pub fn from_scenario_json(text: &str) -> Result<GameState, EngineError> {
        if text.len() > MAX_SCENARIO_JSON {
            return Err(bad(format!(
                "the text is {} bytes, more than {MAX_SCENARIO_JSON}",
                text.len()
            )));
        }
        if json_depth(text) > MAX_JSON_DEPTH {
            return Err(bad(format!(
                "nested more than {MAX_JSON_DEPTH} levels deep (a hosted card cannot host cards)"
            )));
        }
        let s: Scenario = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        GameState::from_scenario(&s)
    }

    /// Builds a game from a scenario, checking every fact; the game starts in the action phase
    /// of the active side.
    pub fn from_scenario(s: &Scenario) -> Result<GameState, EngineError> {
        let mut st = GameState::empty(s.seed);
        let active = s.active.unwrap_or(Side::Corp);
        st.active = active;
        st.turn = s.turn.unwrap_or(1);
        st.corp.identity = st.scenario_identity(&s.corp.identity, Side::Corp)?;
        st.runner.identity = st.scenario_identity(&s.runner.identity, Side::Runner)?;
        st.corp.credits = s.corp.credits;
        st.corp.clicks = s
            .corp
            .clicks
            .unwrap_or(if active == Side::Corp { 3 } else { 0 });
        st.corp.bad_publicity = s.corp.bad_publicity;
        st.runner.credits = s.runner.credits;
        st.runner.clicks = s
            .runner
            .clicks
            .unwrap_or(if active == Side::Runner { 4 } else { 0 });
        st.runner.tags = s.runner.tags;
        st.runner.brain_damage = s.runner.brain_damage;
        // Checked with the other limits (invariants.rs): beyond them the scenario is refused.
        st.corp.next_turn_clicks = s.corp.next_turn_clicks;
        st.runner.next_turn_clicks = s.runner.next_turn_clicks;

        for c in &s.corp.hq {
            let id = st.scenario_card(c, Side::Corp, Zone::Hq, None)?;
            st.corp
                .hq
                .try_push(id)
                .map_err(|_| bad("too many cards in HQ"))?;
        }
        for c in s.corp.rd.iter().rev() {
            let id = st.scenario_card(c, Side::Corp, Zone::Rd, None)?;
            st.corp
                .rd
                .try_push(id)
                .map_err(|_| bad("too many cards in R&D"))?;
        }
        for c in &s.corp.archives {
            let id = st.scenario_card(c, Side::Corp, Zone::Archives, None)?;
            st.corp
                .archives
                .try_push(id)
                .map_err(|_| bad("too many cards in Archives"))?;
        }
        for c in &s.corp.score_area {
            let id = st.scenario_card(
                c,
                Side::Corp,
                Zone::Score(Side::Corp),
                Some(CardType::Agenda),
            )?;
            st.corp
                .score_area
                .try_push(id)
                .map_err(|_| bad("too many scored agendas"))?;
        }
        // Cards hosted on ice are Runner cards: placed with the rig, below.
        let mut pending_hosts: Vec<(u8, Vec<CardSpec>)> = Vec::new();
        let mut pending_holds: Vec<(u8, Vec<CardSpec>)> = Vec::new();
        for (name, spec) in &s.corp.servers {
            let server = parse_server(name)
                .filter(|&x| (x as usize) < MAX_SERVERS)
                .ok_or_else(|| {
                    bad(format!(
                        "unknown server {name:?} (use hq, rd, archives, remote1..remote15)"
                    ))
                })?;
            st.note_server(server);
            for c in &spec.ice {
                let id = st.scenario_card(c, Side::Corp, Zone::Ice(server), Some(CardType::Ice))?;
                st.corp.servers[server as usize]
                    .ice
                    .try_push(id)
                    .map_err(|_| bad(format!("too much ice on {name}")))?;
                pending_hosts.push((id, c.facts().hosted));
            }
            let mut agenda_or_asset = 0;
            for c in &spec.root {
                let id = st.scenario_card(c, Side::Corp, Zone::Root(server), None)?;
                match st.cdef(id).card_type {
                    CardType::Upgrade => {}
                    CardType::Agenda | CardType::Asset if server > ARCHIVES => agenda_or_asset += 1,
                    t => {
                        return Err(bad(format!(
                            "{} ({t:?}) cannot be in the root of {name}",
                            st.cdef(id).title
                        )))
                    }
                }
                st.corp.servers[server as usize]
                    .root
                    .try_push(id)
                    .map_err(|_| bad(format!("too many cards in {name}")))?;
            }
            if agenda_or_asset > 1 {
                return Err(bad(format!("{name} holds more than one agenda or asset")));
            }
        }
        for c in &s.runner.grip {
            let id = st.scenario_card(c, Side::Runner, Zone::Grip, None)?;
            st.runner
                .grip
                .try_push(id)
                .map_err(|_| bad("too many cards in the grip"))?;
        }
        for c in s.runner.stack.iter().rev() {
            let id = st.scenario_card(c, Side::Runner, Zone::Stack, None)?;
            st.runner
                .stack
                .try_push(id)
                .map_err(|_| bad("too many cards in the stack"))?;
        }
        for c in &s.runner.heap {
            let id = st.scenario_card(c, Side::Runner, Zone::Heap, None)?;
            st.runner
                .heap
                .try_push(id)
                .map_err(|_| bad("too many cards in the heap"))?;
        }
        for c in &s.runner.score_area {
            let id = st.scenario_card(
                c,
                Side::Corp,
                Zone::Score(Side::Runner),
                Some(CardType::Agenda),
            )?;
            st.runner
                .score_area
                .try_push(id)
                .map_err(|_| bad("too many stolen agendas"))?;
        }
        for c in &s.runner.rig {
            let id = st.scenario_card(c, Side::Runner, Zone::Rig, None)?;
            if !matches!(
                st.cdef(id).card_type,
                CardType::Program | CardType::Hardware | CardType::Resource
            ) {
                return Err(bad(format!(
                    "{} cannot be installed in the rig",
                    st.cdef(id).title
                )));
            }
            if crate::cards::needs_host(st.cdef(id)) && c.facts().host.is_none() {
                return Err(bad(format!(
                    "{} must be listed in the `hosted` cards of its host",
                    st.cdef(id).title
                )));
            }
            st.runner
                .rig
                .try_push(id)
                .map_err(|_| bad("too many installed cards"))?;
            pending_hosts.push((id, c.facts().hosted));
            pending_holds.push((id, c.facts().holds));
        }
        for c in &s.runner.set_aside {
            st.scenario_card(c, Side::Runner, Zone::SetAside, None)?;
        }
        for c in &s.corp.removed {
            st.scenario_card(c, Side::Corp, Zone::Removed, None)?;
        }
        for c in &s.runner.removed {
            st.scenario_card(c, Side::Runner, Zone::Removed, None)?;
        }
        for (host, hosted) in pending_hosts {
            for c in &hosted {
                st.scenario_hosted(host, c)?;
            }
        }
        for (host, held) in pending_holds {
            for c in &held {
                st.scenario_held(host, c)?;
            }
        }
        for (card, f) in facts_by_id(&st, s)? {
            if let Some(place) = &f.host {
                let host = st.scenario_place(place)?;
                st.host_in_rig(host, card)?;
            }
            if let Some(place) = &f.chosen {
                let chosen = st
                    .scenario_place(place)
                    .ok()
                    .filter(|&c| st.card(c).installed())
                    .ok_or_else(|| bad(format!("chosen {place:?} names no installed card")))?;
                st.card_mut(card).chosen = chosen;
            }
        }
        if st.memory_used() > st.memory_limit() {
            return Err(bad(format!(
                "installed programs use {} MU, more than the memory limit of {}",
                st.memory_used(),
                st.memory_limit()
            )));
        }
        if let Some(points) = s.agenda_points_to_win {
            st.points_to_win = crate::points_to_win::points_to_win_arg(points)
                .map_err(|_| bad(format!("agenda_points_to_win is {points}, not 1 to 255")))?;
        }
        for side in [Side::Corp, Side::Runner] {
            if st.reached_points_to_win(side) {
                return Err(bad(format!(
                    "the {} already has {} agenda points, the {} needed to win",
                    side.as_str(),
                    st.agenda_points(side),
                    st.points_to_win
                )));
            }
        }
        if let Some(spec) = &s.this_turn {
            st.turn_flags = st.scenario_turn_flags("this_turn", spec)?;
        }
        if let Some(spec) = &s.runner_last_turn {
            st.last_runner_turn = st.scenario_turn_flags("runner_last_turn", spec)?;
        }
        if let Some(spec) = &s.last_run {
            st.last_run = Some(st.scenario_last_run(spec)?);
        }
        st.check_structure()
            .map_err(|e| bad(format!("not a legal position: {e}")))?;
        st.push_phase(s.phase, active);
        st.advance();
        st.check_invariants()
            .map_err(|e| bad(format!("not a legal position: {e}")))?;
        Ok(st)
    }

    /// Pushes the steps of `active`'s turn from `phase` on.
    fn push_phase(&mut self, phase: Phase, active: Side) {
        match phase {
            Phase::Action => self.push(Step::ActionPhase(active)),
            Phase::TurnStart => self.push_turn_start(active),
            Phase::ActionStart => {
                self.push(Step::ActionPhase(active));
                self.push(Step::Window(crate::engine::Window::new(
                    active,
                    true,
                    active == Side::Corp,
                )));
            }
        }
    }

    fn scenario_identity(&mut self, spec: &CardSpec, side: Side) -> Result<u8, EngineError> {
        let f = spec.facts();
        let extra = f.rezzed
            || f.faceup
            || f.advancement != 0
            || f.virus != 0
            || f.agenda_counters != 0
            || !f.hosted.is_empty()
            || !f.holds.is_empty()
            || f.chosen.is_some()
            || f.host.is_some()
            || f.known_to.is_some();
        if extra {
            return Err(bad(format!(
                "an identity ({}) takes only `title`, `credits`, `power`, `mode` and `remembers`",
                f.title
            )));
        }
        let title = &f.title;
        let def = lookup_card(title)?;
        let d = &card_table()[def as usize];
        if d.card_type != CardType::Identity || d.side != side {
            return Err(bad(format!(
                "{} is not a {} identity",
                d.title,
                side.as_str()
            )));
        }
        let id = self.add_card(def, side, Zone::Identity);
        // Recurring credits start full, as at the start of a turn ([1.3]), unless given.
        self.card_mut(id).credits = f
            .credits
            .unwrap_or_else(|| crate::cards::recurring_credits(self.cdef(id)));
        // Power counters on an identity (AU Co.).
        self.card_mut(id).power = f.power;
        self.scenario_memory_of(id, &f)?;
        Ok(id)
    }

    /// Adds a Runner card installed hosted on `host` (Rules Reference, "Host"), checking that the
    /// host could have taken it when it was installed. A Parasite may sit on unrezzed ice (its
    /// host was derezzed after the install, FAQ).
    fn scenario_hosted(&mut self, host: u8, spec: &CardSpec) -> Result<(), EngineError> {
        let id = self.scenario_card(spec, Side::Runner, Zone::Rig, None)?;
        if !spec.facts().hosted.is_empty() {
            return Err(bad("a hosted card cannot host cards here"));
        }
        self.host_in_rig(host, id)?;
        self.runner
            .rig
            .try_push(id)
            .map_err(|_| bad("too many installed cards"))
    }

    /// Adds a card hosted on rig card `host` without being installed (effects/held.rs): its side
    /// is its own; faceup and public unless the host keeps its cards facedown (then known to
    /// its owner), unless the scenario says otherwise.
    fn scenario_held(&mut self, host: u8, spec: &CardSpec) -> Result<(), EngineError> {
        let f = spec.facts();
        let def = lookup_card(&f.title)?;
        let owner = card_table()[def as usize].side;
        if !f.hosted.is_empty() || !f.holds.is_empty() || f.host.is_some() || f.rezzed {
            return Err(bad(format!(
                "{}: a card hosted without being installed takes no `hosted`, `holds`, `host` or `rezzed`",
                f.title
            )));
        }
        // The game now may hold cards (`holds_cards`).
        self.holds_cards = true;
        let id = self.scenario_card(spec, owner, Zone::Hosted(host), None)?;
        let facedown = crate::cards::abilities(self, host).is_some_and(|b| b.hosts_facedown);
        let c = self.card_mut(id);
        c.faceup = !facedown || f.faceup;
        if f.known_to.is_none() {
            c.known = if c.faceup { 3 } else { owner.bit() };
        }
        Ok(())
    }

    /// Hosts rig card `id` on `host`, checking that the host could have taken it when it was
    /// installed (a Parasite may sit on unrezzed ice: its host was derezzed since, FAQ).
    fn host_in_rig(&mut self, host: u8, id: u8) -> Result<(), EngineError> {
        let d = self.cdef(id);
        if host == id
            || !matches!(self.card(host).zone, Zone::Ice(_) | Zone::Rig)
            || self.card(host).host != crate::actions::NONE
        {
            return Err(bad(format!(
                "{} cannot be hosted on {}",
                d.title,
                self.cdef(host).title
            )));
        }
        let was_rezzed = self.card(host).rezzed;
        if matches!(self.card(host).zone, Zone::Ice(_)) {
            self.card_mut(host).rezzed = true;
            self.rezzed_hooks |= self.cdef(host).hooks;
        }
        let ok = matches!(
            d.card_type,
            CardType::Program | CardType::Hardware | CardType::Resource
        ) && if crate::cards::needs_host(d) {
            crate::cards::own_host(self, id, host)
        } else {
            // Or a card its own ability moved onto that host (GAMEDRAGON Pro).
            crate::cards::can_host(self, host, id) || crate::cards::own_host(self, id, host)
        };
        self.card_mut(host).rezzed = was_rezzed;
        if !ok {
            return Err(bad(format!(
                "{} cannot be hosted on {}",
                d.title,
                self.cdef(host).title
            )));
        }
        self.card_mut(id).host = host;
        Ok(())
    }

    /// Adds one scenario card in `zone`, checking its title, side and type.
    fn scenario_card(
        &mut self,
        spec: &CardSpec,
        owner: Side,
        zone: Zone,
        must_be: Option<CardType>,
    ) -> Result<u8, EngineError> {
        let f = spec.facts();
        let def = lookup_card(&f.title)?;
        let d = &card_table()[def as usize];
        // A score area holds agendas, and cards added to it as agendas (Myōshu; Word on the
        // Street, a Runner card in the Corp's score area): their owner is their side.
        let as_agenda = matches!(zone, Zone::Score(_)) && crate::cards::scores_as_agenda(d);
        let owner = if as_agenda { d.side } else { owner };
        if d.side != owner || d.card_type == CardType::Identity {
            return Err(bad(format!(
                "{} cannot be in that {} zone",
                d.title,
                owner.as_str()
            )));
        }
        if !d.implemented {
            return Err(bad(format!(
                "{} is not implemented by the engine yet",
                d.title
            )));
        }
        if let Some(t) = must_be {
            if d.card_type != t && !as_agenda {
                return Err(bad(format!("{} is not {t:?}", d.title)));
            }
        }
        if !f.holds.is_empty() && zone != Zone::Rig {
            return Err(bad(format!(
                "{}: only rig cards hold cards without installing them",
                d.title
            )));
        }
        if !f.hosted.is_empty() && !matches!(zone, Zone::Ice(_) | Zone::Rig) {
            return Err(bad(format!(
                "{}: only installed ice and rig cards can host cards",
                d.title
            )));
        }
        if self.cards.len() >= MAX_CARDS {
            return Err(bad(format!("more than {MAX_CARDS} cards")));
        }
        let installed_corp = matches!(zone, Zone::Ice(_) | Zone::Root(_));
        if f.rezzed && (!installed_corp || d.card_type == CardType::Agenda) {
            return Err(bad(format!("{} cannot be rezzed there", d.title)));
        }
        let id = self.add_card(def, owner, zone);
        let (public, known) = default_face(d, owner, zone, f.rezzed, f.faceup);
        if f.rezzed || public || f.faceup {
            // Active if installed (`rezzed_hooks`).
            self.rezzed_hooks |= d.hooks;
        }
        let c = self.card_mut(id);
        c.rezzed = f.rezzed;
        c.faceup = public || f.faceup;
        c.advancement = f.advancement;
        // An active card with recurring credits holds them in full, as at the start of a turn
        // ([1.3]), unless the scenario gives a number.
        let active = f.rezzed || zone == Zone::Rig;
        c.credits = f.credits.unwrap_or(if active {
            crate::cards::recurring_credits(d)
        } else {
            0
        });
        c.virus = f.virus;
        c.agenda_counters = f.agenda_counters;
        c.power = f.power;
        c.bad_publicity = f.bad_publicity;
        c.known = known;
        self.scenario_memory_of(id, &f)?;
        Ok(id)
    }
}

/// Whether a scenario card in `zone` is faceup, and who knows it (`CardInst::known`), unless the
/// scenario says otherwise (`known_to`): rezzed cards, cards installed faceup, the rig, the heap,
/// the score areas and cards given `faceup` in Archives or removed from the game are public;
/// decks are known to nobody; anything else to its owner.
pub(crate) fn default_face(
    d: &crate::cards::CardDef,
    owner: Side,
    zone: Zone,
    rezzed: bool,
    faceup: bool,
) -> (bool, u8) {
    let installed_corp = matches!(zone, Zone::Ice(_) | Zone::Root(_));
    let public = rezzed
        || (installed_corp && crate::cards::installs_faceup(d))
        || matches!(zone, Zone::Rig | Zone::Heap | Zone::Score(_))
        || (matches!(zone, Zone::Archives | Zone::Removed) && faceup);
    let known = if public {
        3
    } else if matches!(zone, Zone::Rd | Zone::Stack) {
        0
    } else {
        owner.bit()
    };
    (public, known)
}

/// The facts of every card of the scenario given as an object, by card id (ids follow the order
/// in which `from_scenario` adds cards).
fn facts_by_id(st: &GameState, s: &Scenario) -> Result<Vec<(u8, CardFacts)>, EngineError> {
    // Card ids are given in the order `from_scenario` adds cards; walk the same order.
    let mut specs: Vec<&CardSpec> = Vec::new();
    specs.push(&s.corp.identity);
    specs.push(&s.runner.identity);
    specs.extend(s.corp.hq.iter());
    specs.extend(s.corp.rd.iter().rev());
    specs.extend(s.corp.archives.iter());
    specs.extend(s.corp.score_area.iter());
    let mut hosted: Vec<&CardSpec> = Vec::new();
    for spec in s.corp.servers.values() {
        specs.extend(spec.ice.iter());
        specs.extend(spec.root.iter());
        for c in &spec.ice {
            if let CardSpec::Full(f) = c {
                hosted.extend(f.hosted.iter());
            }
        }
    }
    specs.extend(s.runner.grip.iter());
    specs.extend(s.runner.stack.iter().rev());
    specs.extend(s.runner.heap.iter());
    specs.extend(s.runner.score_area.iter());
    specs.extend(s.runner.rig.iter());
    for c in &s.runner.rig {
        if let CardSpec::Full(f) = c {
            hosted.extend(f.hosted.iter());
        }
    }
    specs.extend(s.runner.set_aside.iter());
    specs.extend(s.corp.removed.iter());
    specs.extend(s.runner.removed.iter());
    specs.extend(hosted);
    for c in &s.runner.rig {
        if let CardSpec::Full(f) = c {
            specs.extend(f.holds.iter());
        }
    }
    if specs.len() != st.cards.len() {
        return Err(bad("the cards could not be matched to their ids"));
    }
    Ok(specs
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match c {
            CardSpec::Full(f) => Some((i as u8, f.clone())),
            CardSpec::Title(_) => None,
        })
        .collect())
}
