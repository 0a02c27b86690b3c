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
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum CardSpec {
    /// Just the title.
    Title(String),
    /// Title and facts.
    Full(CardFacts),
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
    /// Faceup (cards in Archives).
    #[serde(default)]
    pub faceup: bool,
    /// Advancement tokens.
    #[serde(default)]
    pub advancement: u8,
    /// Hosted credits.
    #[serde(default)]
    pub credits: u8,
    /// Virus counters.
    #[serde(default)]
    pub virus: u8,
    /// Agenda counters.
    #[serde(default)]
    pub agenda_counters: u8,
    /// Power counters.
    #[serde(default)]
    pub power: u8,
    /// Cards hosted on this card.
    #[serde(default)]
    pub hosted: Vec<CardSpec>,
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
    /// Identity title.
    pub identity: String,
    /// Credits (default 5).
    #[serde(default = "five")]
    pub credits: u16,
    /// Clicks left (default 3 when it is the Corp's action phase, else 0).
    pub clicks: Option<u8>,
    /// Bad publicity.
    #[serde(default)]
    pub bad_publicity: u8,
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
}

/// The Runner's part of a scenario.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunnerSpec {
    /// Identity title.
    pub identity: String,
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
}

fn bad(msg: impl Into<String>) -> EngineError {
    EngineError::Scenario(msg.into())
}

impl GameState {
    /// Builds a game from a scenario given as JSON text.
    pub fn from_scenario_json(text: &str) -> Result<GameState, EngineError> {
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
        for (name, spec) in &s.corp.servers {
            let server = parse_server(name)
                .filter(|&x| (x as usize) < MAX_SERVERS)
                .ok_or_else(|| {
                    bad(format!(
                        "unknown server {name:?} (use hq, rd, archives, remote1..remote15)"
                    ))
                })?;
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
            if crate::cards::needs_host(st.cdef(id)) {
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
        }
        for (host, hosted) in pending_hosts {
            for c in &hosted {
                st.scenario_hosted(host, c)?;
            }
        }
        if st.memory_used() > st.memory_limit() {
            return Err(bad(format!(
                "installed programs use {} MU, more than the memory limit of {}",
                st.memory_used(),
                st.memory_limit()
            )));
        }
        for side in [Side::Corp, Side::Runner] {
            if st.agenda_points(side) >= 7 {
                return Err(bad(format!(
                    "the {} already has 7 or more agenda points",
                    side.as_str()
                )));
            }
        }
        st.push(Step::ActionPhase(active));
        st.advance();
        Ok(st)
    }

    fn scenario_identity(&mut self, title: &str, side: Side) -> Result<u8, EngineError> {
        let def = lookup_card(title)?;
        let d = &card_table()[def as usize];
        if d.card_type != CardType::Identity || d.side != side {
            return Err(bad(format!(
                "{} is not a {} identity",
                d.title,
                side.as_str()
            )));
        }
        Ok(self.add_card(def, side, Zone::Identity))
    }

    /// Adds a Runner card installed hosted on `host` (Rules Reference, "Host"), checking that the
    /// host could have taken it when it was installed. A Parasite may sit on unrezzed ice (its
    /// host was derezzed after the install, FAQ).
    fn scenario_hosted(&mut self, host: u8, spec: &CardSpec) -> Result<(), EngineError> {
        let id = self.scenario_card(spec, Side::Runner, Zone::Rig, None)?;
        if !spec.facts().hosted.is_empty() {
            return Err(bad("a hosted card cannot host cards here"));
        }
        let d = self.cdef(id);
        let was_rezzed = self.card(host).rezzed;
        if matches!(self.card(host).zone, Zone::Ice(_)) {
            self.card_mut(host).rezzed = true;
        }
        let ok = matches!(
            d.card_type,
            CardType::Program | CardType::Hardware | CardType::Resource
        ) && if crate::cards::needs_host(d) {
            crate::cards::own_host(self, id, host)
        } else {
            crate::cards::can_host(self, host, id)
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
        self.runner
            .rig
            .try_push(id)
            .map_err(|_| bad("too many installed cards"))
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
            if d.card_type != t {
                return Err(bad(format!("{} is not {t:?}", d.title)));
            }
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
        let public = f.rezzed
            || matches!(zone, Zone::Rig | Zone::Heap | Zone::Score(_))
            || (zone == Zone::Archives && f.faceup);
        let c = self.card_mut(id);
        c.rezzed = f.rezzed;
        c.faceup = public;
        c.advancement = f.advancement;
        c.credits = f.credits;
        c.virus = f.virus;
        c.agenda_counters = f.agenda_counters;
        c.power = f.power;
        c.known = if public {
            3
        } else if matches!(zone, Zone::Rd | Zone::Stack) {
            0
        } else {
            owner.bit()
        };
        Ok(id)
    }
}
