//! Setup and the two turn structures (Rules Reference, "Timing Structure of Turns"), with the
//! basic actions of each action phase.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE, NONE};
use crate::cards::{self, CardTable, CardType, TRANSACTION};
use crate::deck::DeckList;
use crate::engine::{Event, Spend, Step, Window};
use crate::error::EngineError;
use crate::list::List;
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{
    CardInst, Corp, GameState, Run, Runner, Server, TurnFlags, WinReason, Zone, ARCHIVES,
    MAX_CARDS, MAX_SERVERS,
};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

impl GameState {
    /// A new game: both decks shuffled, 5 credits each, 5-card hands, and the Corp deciding
    /// whether to mulligan (Rules Reference, "Setup" steps 1-5).
    pub fn new(corp: &DeckList, runner: &DeckList, seed: u64) -> Result<GameState, EngineError> {
        let corp_cards = corp.resolve(Side::Corp)?;
        let runner_cards = runner.resolve(Side::Runner)?;
        GameState::from_resolved(&corp_cards, &runner_cards, seed)
    }

    /// [`GameState::new`] with event recording on from the start (setup included; see
    /// [`GameState::set_events`]).
    pub fn new_with_events(
        corp: &DeckList,
        runner: &DeckList,
        seed: u64,
    ) -> Result<GameState, EngineError> {
        let corp_cards = corp.resolve(Side::Corp)?;
        let runner_cards = runner.resolve(Side::Runner)?;
        GameState::from_resolved_with(&corp_cards, &runner_cards, seed, true)
    }

    /// [`GameState::new`] from decks already resolved to card definition ids (identity, cards),
    /// so that a batch of games looks titles up once.
    pub(crate) fn from_resolved(
        corp: &(u16, Vec<u16>),
        runner: &(u16, Vec<u16>),
        seed: u64,
    ) -> Result<GameState, EngineError> {
        GameState::from_resolved_with(corp, runner, seed, false)
    }

    /// [`GameState::new`] reading the cards' printed numbers from `table` (a study's what-if
    /// numbers, [`CardTable::with_overrides`]; issue 29), recording events if `events`.
    pub fn new_with_table(
        corp: &DeckList,
        runner: &DeckList,
        seed: u64,
        events: bool,
        table: CardTable,
    ) -> Result<GameState, EngineError> {
        let corp_cards = corp.resolve(Side::Corp)?;
        let runner_cards = runner.resolve(Side::Runner)?;
        GameState::from_resolved_in(&corp_cards, &runner_cards, seed, events, table)
    }

    /// [`GameState::from_resolved`], recording events from the start if `events`.
    pub(crate) fn from_resolved_with(
        corp: &(u16, Vec<u16>),
        runner: &(u16, Vec<u16>),
        seed: u64,
        events: bool,
    ) -> Result<GameState, EngineError> {
        GameState::from_resolved_in(corp, runner, seed, events, CardTable::printed())
    }

    /// [`GameState::from_resolved_with`], the cards' numbers read from `table`.
    pub(crate) fn from_resolved_in(
        corp: &(u16, Vec<u16>),
        runner: &(u16, Vec<u16>),
        seed: u64,
        events: bool,
        table: CardTable,
    ) -> Result<GameState, EngineError> {
        let (mut corp_cards, mut runner_cards) = (corp.clone(), runner.clone());
        let mut state = GameState::empty(seed);
        state.table = table;
        if events {
            state.set_events(true);
        }
        // Instance ids are dealt at random so that an id says nothing about the card.
        for list in [&mut corp_cards.1, &mut runner_cards.1] {
            for i in (1..list.len()).rev() {
                let j = state.rand_below(i + 1);
                list.swap(i, j);
            }
        }
        let total = corp_cards.1.len() + runner_cards.1.len() + 2;
        if total > MAX_CARDS {
            return Err(EngineError::Deck(format!(
                "{total} cards in all; the engine holds at most {MAX_CARDS}"
            )));
        }
        state.corp.identity = state.add_card(corp_cards.0, Side::Corp, Zone::Identity);
        state.runner.identity = state.add_card(runner_cards.0, Side::Runner, Zone::Identity);
        for d in corp_cards.1 {
            let id = state.add_card(d, Side::Corp, Zone::Rd);
            state
                .corp
                .rd
                .try_push(id)
                .map_err(|_| EngineError::Deck("the Corp deck is too large".into()))?;
        }
        for d in runner_cards.1 {
            let id = state.add_card(d, Side::Runner, Zone::Stack);
            state
                .runner
                .stack
                .try_push(id)
                .map_err(|_| EngineError::Deck("the Runner deck is too large".into()))?;
        }
        state.corp.credits = 5;
        state.runner.credits = 5;
        state.shuffle_zone(Zone::Rd);
        state.shuffle_zone(Zone::Stack);
        // An identity acting before its player draws the starting hand (Ayla "Bios" Rahim) draws
        // it afterwards, once its setup (a decision) is done.
        let setup = cards::has_setup(state.cdef(state.runner.identity));
        for _ in 0..5 {
            state.draw(Side::Corp);
            if !setup {
                state.draw(Side::Runner);
            }
        }
        state.turn = 0;
        state.active = Side::Corp;
        state.push(Step::CorpTurnStart);
        state.push(Step::Mulligan(Side::Runner));
        state.push(Step::Mulligan(Side::Corp));
        if setup {
            state.push(Step::Draw(Side::Runner, 5));
            let identity = state.runner.identity;
            cards::setup(&mut state, identity);
        }
        state.advance();
        Ok(state)
    }

    /// A state with no cards, for building games and scenarios.
    pub(crate) fn empty(seed: u64) -> GameState {
        GameState {
            cards: List::new(),
            corp: Corp {
                identity: NONE,
                credits: 0,
                clicks: 0,
                bad_publicity: 0,
                hq: List::new(),
                rd: List::new(),
                archives: List::new(),
                score_area: List::new(),
                servers: std::array::from_fn(|_| Server::default()),
                next_turn_clicks: 0,
            },
            runner: Runner {
                identity: NONE,
                credits: 0,
                clicks: 0,
                tags: 0,
                brain_damage: 0,
                grip: List::new(),
                stack: List::new(),
                heap: List::new(),
                score_area: List::new(),
                rig: List::new(),
                next_turn_clicks: 0,
            },
            turn: 0,
            active: Side::Corp,
            run: None,
            run_accessed: Default::default(),
            last_run: None,
            turn_flags: TurnFlags::default(),
            last_runner_turn: TurnFlags::default(),
            winner: None,
            win_reason: None,
            points_to_win: crate::state::DEFAULT_POINTS_TO_WIN,
            stack: List::new(),
            decisions: 0,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            log: Default::default(),
            table: CardTable::printed(),
            hooks: crate::cards::HookIndex::EMPTY,
            // HQ, R&D and Archives; a remote raises it when a card is installed there.
            servers_bound: 3,
            // Set when a card is first hosted without being installed (effects/held.rs).
            holds_cards: false,
            // Raised as cards are added (installed faceup by their text) and rezzed.
            rezzed_hooks: 0,
        }
    }

    /// Adds a card instance; its owner knows it when it is in the owner's hand or identity.
    pub(crate) fn add_card(&mut self, def: u16, owner: Side, zone: Zone) -> u8 {
        let id = self.cards.len() as u8;
        // Dispatch by card: the game now may ask the hooks this card sets.
        let d = crate::cards::def(def);
        let place = crate::cards::hooks::CardPlace::of(d, zone == Zone::Identity);
        self.hooks.add(owner, d.hooks, d.waits, place);
        if crate::cards::installs_faceup(d) {
            // Active once installed, without a rez (Oaktown Renovation): see `rezzed_hooks`.
            self.rezzed_hooks |= d.hooks;
        }
        let known = match zone {
            Zone::Identity => 3,
            Zone::Rd | Zone::Stack => 0,
            _ => owner.bit(),
        };
        self.cards.push(CardInst {
            def,
            owner,
            zone,
            rezzed: false,
            faceup: zone == Zone::Identity,
            advancement: 0,
            credits: 0,
            virus: 0,
            agenda_counters: 0,
            boost: 0,
            known,
            flags: 0,
            chosen: NONE,
            power: 0,
            host: NONE,
            mode: 0,
            bad_publicity: 0,
        });
        id
    }

    /// Rules Reference, "Mulligan": shuffle the hand into the deck and draw five new cards.
    pub(crate) fn mulligan(&mut self, side: Side) {
        let (hand, deck_zone) = match side {
            Side::Corp => (std::mem::take(&mut self.corp.hq), Zone::Rd),
            Side::Runner => (std::mem::take(&mut self.runner.grip), Zone::Stack),
        };
        for &c in hand.iter() {
            self.card_mut(c).zone = deck_zone;
            match side {
                Side::Corp => self.corp.rd.push(c),
                Side::Runner => self.runner.stack.push(c),
            }
        }
        self.shuffle_zone(deck_zone);
        for _ in 0..5 {
            self.draw(side);
        }
    }

    /// Corp's turn [1.1] to [1.5], then the action phase.
    pub(crate) fn corp_turn_start(&mut self) {
        self.turn = self.turn.saturating_add(1).min(crate::invariants::MAX_TURN);
        // Neural EMP and SEA Source look at what the Runner did during their last turn.
        if self.active == Side::Runner {
            self.last_runner_turn = self.turn_flags;
        }
        self.active = Side::Corp;
        self.turn_flags = TurnFlags::default();
        self.log_source(NONE, false);
        // Corp turn [1]: the draw phase.
        self.log(
            EventKind::PhaseBegins,
            Some(Side::Corp),
            NONE,
            NONE,
            0,
            0,
            0,
        );
        // [1.1], with any allotted clicks more or fewer (Aggressive Trendsetting).
        self.corp.clicks = self.take_allotted_clicks(Side::Corp, 3);
        self.push_turn_start(Side::Corp);
    }

    /// The steps of `side`'s turn after gaining clicks ([1.1]), pushed in reverse. Corp: [1.2]
    /// window, [1.3] recurring credits, [1.4] the turn begins, [1.5] mandatory draw, [2.1]
    /// window, [2.2] actions. Runner: [1.2] window, [1.3], [1.4], [1.5] window, [2.2] actions.
    pub(crate) fn push_turn_start(&mut self, side: Side) {
        let score = side == Side::Corp;
        self.push(Step::ActionPhase(side));
        self.push(Step::Window(Window::new(side, true, score)));
        if side == Side::Corp {
            self.push(Step::MandatoryDraw);
        }
        self.push(Step::TurnBegins(side));
        self.push(Step::Recurring(side));
        self.push(Step::Window(Window::new(side, true, score)));
    }

    /// Runner's turn [1.1] to [1.5], then the action phase.
    pub(crate) fn runner_turn_start(&mut self) {
        self.turn = self.turn.saturating_add(1).min(crate::invariants::MAX_TURN);
        self.active = Side::Runner;
        self.turn_flags = TurnFlags::default();
        self.log_source(NONE, false);
        // Runner turn [1]: the action phase.
        self.log(
            EventKind::PhaseBegins,
            Some(Side::Runner),
            NONE,
            NONE,
            1,
            0,
            0,
        );
        // [1.1], with any allotted clicks more or fewer (Caveat Emptor).
        self.runner.clicks = self.take_allotted_clicks(Side::Runner, 4);
        self.push_turn_start(Side::Runner);
    }

    pub(crate) fn refill_recurring(&mut self, side: Side) {
        if !self.asks(cards::hooks::RECURRING) {
            return;
        }
        for card in self.active_with(side, cards::hooks::RECURRING) {
            let n = cards::recurring_credits_now(self, card);
            if n > 0 {
                // Rules Reference, "Credit - Recurring": refilled up to its number.
                let had = self.card(card).credits;
                self.card_mut(card).credits = n;
                self.log_card_credits(card, n.saturating_sub(had), true);
            }
        }
    }

    /// Corp [1.5]: the Runner wins if R&D is empty.
    pub(crate) fn mandatory_draw(&mut self) {
        if self.corp.rd.is_empty() {
            self.win(Side::Runner, WinReason::DeckedOut);
        } else {
            self.draw_cards(Side::Corp, 1);
            // Corp turn [2]: the action phase follows the draw phase.
            self.log(
                EventKind::PhaseBegins,
                Some(Side::Corp),
                NONE,
                NONE,
                1,
                0,
                0,
            );
        }
    }

    /// The action phase is over: discard phase, window, lose clicks, turn ends.
    pub(crate) fn end_action_phase(&mut self, side: Side) {
        self.log(EventKind::PhaseBegins, Some(side), NONE, NONE, 2, 0, 0);
        self.push(Step::TurnEnds(side));
        self.push(Step::LoseUnspentClicks(side));
        self.push(Step::Window(Window::new(side, true, false)));
        self.push(Step::DiscardPhaseEnds(side));
        self.push(Step::DiscardPhase(side));
        // "When your action phase ends" abilities (Méliès U, Nebula Talent Management), before the
        // discard phase.
        self.fire(Event::ActionPhaseEnds(side));
    }

    /// [3.4]/[2.4]: the turn ends. A Runner whose maximum hand size is below zero is flatlined
    /// (Rules Reference, "Flatline").
    pub(crate) fn turn_ends(&mut self, side: Side) {
        // "When your turn ends" effects waiting on installed cards (Test Run).
        self.turn_end_returns(side);
        // Subtypes gained "until the end of the turn" (Tinkering) are lost.
        // "Once per turn" abilities may be used again next turn (Telework Contract); "installed
        // this turn" (Seamless Launch) lasts until the end of the turn.
        const TURN_FLAGS: u16 = crate::state::FLAG_GAINS_ICE_SUBTYPES
            | crate::state::FLAG_USED_THIS_TURN
            | crate::state::FLAG_ADVANCED_THIS_TURN
            | crate::state::FLAG_INSTALLED_THIS_TURN
            | crate::state::FLAG_TO_STACK_AT_TURN_END;
        for c in self.cards.iter_mut() {
            // Written only where set: most cards hold none, and a store per card costs more than
            // the test (issue 26, perf).
            if c.flags & TURN_FLAGS != 0 {
                c.flags &= !TURN_FLAGS;
            }
        }
        if side == Side::Runner && self.runner_hand_size() < 0 {
            self.win(Side::Corp, WinReason::Flatline);
        }
    }

    pub(crate) fn discard(&mut self, side: Side, card: u8) {
        let card = if side == Side::Corp {
            self.conceal_leaving_hq(card)
        } else {
            card
        };
        let from = place_code(self.card(card).zone);
        self.move_to_discard(card, side, false);
        self.note_discarded(side);
        // Discarded Corp cards go to Archives facedown; the Runner does not learn them.
        if side == Side::Corp {
            let c = self.card_mut(card);
            c.faceup = false;
            c.known = Side::Corp.bit();
        }
        self.log(EventKind::Discarded, Some(side), card, NONE, from, 0, 0);
    }

    // ----- click actions -----

    pub(crate) fn legal_click_actions(&self, side: Side, out: &mut ActionList) {
        let clicks = match side {
            Side::Corp => self.corp.clicks,
            Side::Runner => self.runner.clicks,
        };
        if clicks == 0 {
            return;
        }
        out.push(Action::new(ActionKind::ClickCredit));
        match side {
            Side::Corp => {
                let credits = self.corp.credits as u32;
                if !self.corp.rd.is_empty() {
                    out.push(Action::new(ActionKind::ClickDraw));
                }
                for (i, &c) in self.corp.hq.iter().enumerate() {
                    let d = self.cdef(c);
                    if self.corp.hq[..i]
                        .iter()
                        .any(|&e| self.card(e).def == self.card(c).def)
                    {
                        continue;
                    }
                    match d.card_type {
                        CardType::Operation => {
                            if cards::play_cost(self, c) <= credits
                                && clicks >= cards::play_clicks(self, c)
                                && cards::can_play(self, c)
                            {
                                out.push(Action::new(ActionKind::Play).card(c));
                            }
                        }
                        t => {
                            for s in 0..=NEW_REMOTE {
                                if self.can_corp_install_in(t, s) && cards::can_install_in(d, s) {
                                    out.push(Action::new(ActionKind::Install).card(c).server(s));
                                }
                            }
                        }
                    }
                }
                if credits >= 1 {
                    for c in self.corp_installed() {
                        if cards::can_advance(self, c) {
                            out.push(Action::new(ActionKind::Advance).card(c));
                        }
                    }
                }
                if self.runner.tags > 0 && credits >= 2 {
                    for &c in &self.runner.rig {
                        if self.cdef(c).card_type == CardType::Resource {
                            out.push(Action::new(ActionKind::TrashResource).card(c));
                        }
                    }
                }
                if clicks >= 3 {
                    out.push(Action::new(ActionKind::Purge));
                }
            }
            Side::Runner => {
                let credits = self.runner.credits as u32;
                // The memory limit, read once for every install offered (issue 26).
                let memory_limit = std::cell::OnceCell::new();
                if !self.runner.stack.is_empty() {
                    out.push(Action::new(ActionKind::ClickDraw));
                }
                for (i, &c) in self.runner.grip.iter().enumerate() {
                    if self.runner.grip[..i]
                        .iter()
                        .any(|&e| self.card(e).def == self.card(c).def)
                    {
                        continue;
                    }
                    match self.cdef(c).card_type {
                        CardType::Event => {
                            // Credits hosted on cards may pay for events (Prepaid VoicePAD).
                            let cost = cards::play_cost(self, c);
                            let affordable = cost <= credits
                                || cost <= self.runner_credits_for(Spend::PlayEvent(c));
                            if affordable
                                && clicks >= cards::play_clicks(self, c)
                                && cards::can_play(self, c)
                            {
                                out.push(Action::new(ActionKind::Play).card(c));
                            }
                        }
                        _ => {
                            if self.can_runner_install_within(c, 0, &memory_limit) {
                                out.push(Action::new(ActionKind::Install).card(c));
                            }
                        }
                    }
                }
                // Held cards playable as if in the grip (Bling: effects/held.rs).
                self.legal_plays_from_hosts(clicks, out);
                for s in 0..MAX_SERVERS as u8 {
                    if s <= ARCHIVES || !self.corp.servers[s as usize].is_empty() {
                        out.push(Action::new(ActionKind::Run).server(s));
                    }
                }
                // Crash Space's hosted credits may pay for this basic action.
                if self.runner.tags > 0 && self.runner_credits_for(Spend::RemoveTag) >= 2 {
                    out.push(Action::new(ActionKind::RemoveTag));
                }
            }
        }
        cards::legal_click_abilities(self, side, clicks, out);
        // Abilities used from HQ or Archives (Tocsin, Petty Cash).
        self.legal_pile_click_abilities(side, clicks, out);
    }

    /// Spends the clicks and credits of an action and starts it. The action phase step stays
    /// below; a paid ability window follows the action (turn steps [2.2]/[1.6]).
    pub(crate) fn take_action(&mut self, side: Side, action: Action) {
        let clicks = if action.kind == ActionKind::Purge {
            3
        } else if action.kind == ActionKind::Ability {
            cards::ability_clicks(self, action.card, action.target)
        } else if action.kind == ActionKind::Play {
            // An additional cost to play the card (Double): paid with the action's click, less
            // any reduction (Synchrocyclotron); the Corp's doubles are counted for the turn.
            let clicks = cards::play_clicks(self, action.card);
            if side == Side::Corp && cards::additional_play_clicks(self.cdef(action.card)) > 0 {
                let f = &mut self.turn_flags;
                f.double_operations_played = f.double_operations_played.saturating_add(1);
            }
            clicks
        } else {
            1
        };
        *self.clicks_mut(side) -= clicks;
        if side == Side::Corp {
            self.note_corp_action_begun();
        }
        self.push(Step::Window(Window::new(side, true, side == Side::Corp)));
        match action.kind {
            ActionKind::ClickCredit => {
                let c = self.credits_mut(side);
                *c = crate::invariants::add_credits(*c, 1);
            }
            ActionKind::ClickDraw => self.basic_draw(side),
            ActionKind::Install => match side {
                Side::Corp => self.push(Step::CorpInstall {
                    card: action.card,
                    server: action.server,
                }),
                Side::Runner => self.begin_runner_install(action.card),
            },
            ActionKind::Play => {
                let cost = cards::play_cost(self, action.card) as u16;
                match side {
                    Side::Corp => self.corp.credits -= cost,
                    // Credits hosted on cards that may pay for events go first (Prepaid VoicePAD).
                    Side::Runner => self.pay_runner(Spend::PlayEvent(action.card), cost),
                }
                let from = place_code(self.card(action.card).zone);
                self.unplace(action.card);
                let c = self.card_mut(action.card);
                c.zone = Zone::PlayArea;
                c.faceup = true;
                c.known = 3;
                self.log(
                    EventKind::Played,
                    Some(side),
                    action.card,
                    NONE,
                    from,
                    cost,
                    0,
                );
                self.push(Step::PlayDone(action.card));
                if side == Side::Corp && self.cdef(action.card).subtypes & TRANSACTION != 0 {
                    self.fire(Event::Played(action.card));
                }
                cards::play(self, action.card);
                // Rules Reference, "Play", step 3: "when played" abilities of the Runner's side
                // (Ken "Express" Tenma) resolve before the effects the event put on the stack.
                if side == Side::Runner {
                    let played = &mut self.turn_flags.runner_events_played;
                    *played = played.saturating_add(1);
                    self.fire(Event::Played(action.card));
                }
            }
            ActionKind::Advance => {
                self.corp.credits -= 1;
                self.advance_card(action.card);
            }
            ActionKind::TrashResource => {
                self.corp.credits -= 2;
                self.trash(action.card);
            }
            ActionKind::Purge => self.purge_virus_counters(),
            ActionKind::Run => self.start_run(action.server),
            ActionKind::RemoveTag => {
                self.pay_runner(Spend::RemoveTag, 2);
                self.remove_tags(1);
            }
            ActionKind::Ability => cards::use_click_ability(self, action.card, action.target),
            _ => {}
        }
    }

    /// Rules Reference run step [1]: initiation, bad publicity credits, then [2] or [4]/[5].
    pub(crate) fn start_run(&mut self, server: u8) {
        let ice = self.corp.servers[server as usize].ice.len() as u8;
        self.run = Some(Run {
            server,
            position: ice.saturating_sub(1),
            approached: 0,
            bad_publicity_credits: self.corp.bad_publicity,
            encounter: NONE,
            broken: 0,
            successful: false,
            ended: false,
            deck_accesses: 0,
            rd_skipped: 0,
            source: NONE,
            encountered: 0,
            lingering_next: 0,
            lingering_next_source: NONE,
            lingering_ice: NONE,
            lingering_source: NONE,
            lingering_count: 0,
            steal_cost_persist: 0,
            ice_minus: 0,
            end_reason: None,
            no_steal_or_trash: false,
            stolen: 0,
            persistent: NONE,
            code_gate_ice: NONE,
            subs_resolved: 0,
            no_steal_or_trash_defs: [0; 4],
            ice_strength_bonus: 0,
            gained_subs_ice: NONE,
            gained_subs: 0,
            gained_subs_source: NONE,
        });
        let first = !self.turn_flags.made_run;
        self.turn_flags.made_run = true;
        self.forget_passed_ice();
        // The attacked server as declared (Red Team ruling 1: a Sneakdoor Beta run is a run on
        // Archives for this record).
        if server <= crate::state::ARCHIVES {
            self.turn_flags.central_runs |= 1 << server;
        }
        let src = self.log_source_card();
        self.log(
            EventKind::RunBegins,
            Some(Side::Runner),
            NONE,
            src,
            server,
            0,
            0,
        );
        self.push(Step::RunEnds);
        if ice > 0 {
            self.push(Step::Run(crate::engine::RunStep::ApproachIce));
        } else {
            self.push(Step::Run(crate::engine::RunStep::ApproachServer));
        }
        // "Whenever a run begins" abilities resolve before the first approach.
        self.fire(Event::RunBegins(server, first));
    }
}
