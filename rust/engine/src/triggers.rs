//! Conditional abilities (Rules Reference, "Conditional Abilities", "Trigger Steps",
//! "Chain Reactions"): the `Event`s they wait for, whether a card is active, firing an event
//! and who orders simultaneous abilities.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards;
use crate::engine::Step;
use crate::list::List;
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;
use serde::{Deserialize, Serialize};

/// Something that happened, which conditional abilities may be waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// [1.4] "When your turn begins" (Corp or Runner).
    TurnBegins(Side),
    /// A card was installed.
    Installed(u8),
    /// An agenda was scored.
    Scored(u8),
    /// An agenda was stolen.
    Stolen(u8),
    /// A run on this server was successful ([5.4]).
    SuccessfulRun(u8),
    /// The encounter with this ice ended.
    EncounterEnds(u8),
    /// An operation or event was played.
    Played(u8),
    /// [3] The Runner encounters this ice ("when encountered" abilities).
    Encountered(u8),
    /// A discard phase of this side ended (Breaking News).
    DiscardPhaseEnds(Side),
    /// A Corp card was rezzed ("when rezzed" abilities, e.g. Adonis Campaign).
    Rezzed(u8),
    /// The Runner trashed this card while accessing it (René "Loup" Arcemont).
    AccessedCardTrashed(u8),
    /// A run on `server` ended ([6]/[7]), fired while the run's facts still hold ("when this run
    /// ends": Mayfly; "whenever a run ends": Conduit, Zahya Sadeghi, AMAZE Amusements):
    /// `successful` if it was declared successful, `accesses` how many times the Runner accessed
    /// a card during it.
    RunEnded {
        server: u8,
        successful: bool,
        accesses: u8,
    },
    /// The Runner approaches this attacked server, after the last chance to rez before it
    /// ("whenever the Runner approaches this server": Manegarm Skunkworks, Anoetic Void).
    ServerApproached(u8),
    /// The Runner took one or more tags (given tags not avoided, or tags taken as a cost:
    /// NBN: Reality Plus).
    TagsTaken,
    /// The Corp advanced this card, which hosted this many advancement tokens before
    /// (Weyland Consortium: Built to Last); placing tokens is not advancing.
    Advanced(u8, u8),
    /// This agenda was scored from the root of this server, at the same time as its
    /// `Scored` (Malapert Data Vault).
    ScoredFrom(u8, u8),
    /// This agenda was stolen from this server (its root, or HQ, R&D or Archives), at the same
    /// time as its `Stolen` (Lamplighter).
    StolenFrom(u8, u8),
    /// The Corp purged virus counters ("when the Corp purges virus counters": Clot).
    Purged,
    /// The Corp created this remote server by installing a card in it, at the same time as
    /// that card's `Installed` (Near-Earth Hub: Broadcast Center).
    RemoteCreated(u8),
    /// The Runner passed this piece of ice, still installed and rezzed as the encounter with it
    /// ended (Haas-Bioroid: Architects of Tomorrow); ice trashed or derezzed during the encounter
    /// is not passed as rezzed ice.
    IcePassed(u8),
    /// This card was trashed, from wherever it was (installed, the grip by damage or a cost, the
    /// stack...): Hiram "0mission" Svensson, whose hardware trashed "from any location" counts.
    Trashed(u8),
    /// A run on this server began, after its initiation (Rules Reference run step [1]), `true` if
    /// it is the first run this turn ("whenever a run begins": Methuselah, Side Hustle; "the first
    /// time each turn a run begins": "Knickknack" O'Brian).
    RunBegins(u8, bool),
    /// The Runner broke a subroutine of this encountered ice (The Tungsten Tailor).
    SubroutineBroken(u8),
    /// This side discarded this many cards to reach its maximum hand size, its discard phase's
    /// discards done (Magdalene Keino-Chemutai: the cards are the last ones of its discard pile;
    /// effects/discards.rs).
    DiscardedToHandSize(Side, u8),
    /// The Corp took one or more bad publicity (Editorial Division: Ad Nihilum).
    BadPublicityTaken,
    /// One or more of the Runner's tags were removed (Synapse Global: "the first time each turn
    /// a tag is removed").
    TagsRemoved,
    /// The Runner suffered damage (after prevention, at least 1): "whenever you do damage"
    /// (AU Co.).
    DamageDone,
    /// This many facedown cards in Archives were turned faceup at once (breaching Archives:
    /// Nurse Hạnh).
    ArchivesTurnedFaceup(u8),
    /// The action phase of this side ended, before its discard phase ("when your action phase
    /// ends": Nebula Talent Management; Méliès U: Only the Brightest; Underdome Irregulars;
    /// Cacophony).
    ActionPhaseEnds(Side),
    /// The Runner trashed this Corp card, installed until then, while accessing it (Aggressive
    /// Trendsetting: "the first time the Runner trashes an installed Corp card"), fired after
    /// its `AccessedCardTrashed`; `TurnFlags::installed_trashed_by_runner` counts them.
    RunnerTrashedInstalled(u8),
    /// The Corp gained credits through an ability of this card (an operation being played, an
    /// agenda's ability): The Zwicky Group ("credits gained through an ability on an agenda or
    /// operation"); effects/credit_sources.rs.
    CorpGainedCreditsFrom(u8),
    /// The Runner accesses this card ([5.5.1]), before deciding whether to steal or trash it
    /// ("whenever the Runner accesses": BANGUN); effects/faceup_agendas.rs.
    Accessed(u8),
    /// The Corp forfeited this agenda ("when you forfeit this agenda": Greenmail); fired while
    /// it leaves the score area (effects/score_area.rs).
    Forfeited(u8),
    /// The Runner bypassed this encountered ice (Rules Reference, "Bypass"; Lethe: "whenever the
    /// Runner bypasses this ice").
    IceBypassed(u8),
    /// The Runner approaches this piece of ice (run step [2], before its paid ability window:
    /// Mitra Aman, "whenever the Runner approaches a piece of ice protecting this server").
    IceApproached(u8),
    /// The Runner spent credits from outside the credit pool (hosted credits, bad publicity
    /// credits) during a run (Shackleton Grid; effects/outside_pool.rs).
    CreditsSpentOutsidePool,
    /// The Corp trashed 1 or more cards from HQ at the same time, fired once for them all after
    /// their `Trashed` events (AU Co.: "whenever you trash 1 or more cards from HQ"): an effect
    /// that has the Corp trash them (Rules Reference, "Effect": Sabotage, Ryo "Phoenix" Ono,
    /// Shred, Anoetic Void) or a cost it pays (Tocsin). Not discards to hand size (Rules
    /// Reference, "Discard": a discarded card is not trashed), nor the Runner trashing a card it
    /// accesses; effects/piles.rs.
    CorpTrashedFromHq,
}

impl GameState {
    /// Whether `card` is active: Runner cards installed; Corp cards rezzed or scored; identities.
    pub(crate) fn is_active(&self, card: u8) -> bool {
        let c = self.card(card);
        match c.zone {
            Zone::Identity | Zone::Rig | Zone::Score(_) | Zone::PlayArea => true,
            // Rules Reference, "Active": installed and faceup (rezzed, or installed faceup).
            Zone::Ice(_) | Zone::Root(_) => c.rezzed || c.faceup,
            _ => false,
        }
    }

    /// Conditional abilities meeting their trigger condition: collected from active cards and put
    /// on the stack so that the active player's resolve first; a player with several different
    /// ones chooses their order (Rules Reference, "Trigger Steps"). New triggers go on top of
    /// pending work, so chain reactions resolve newest first ("Chain Reactions").
    pub(crate) fn fire(&mut self, event: Event) {
        self.fire_all(&[event])
    }

    /// Events that happen at once (an agenda scored, and scored from a server): the abilities
    /// waiting for any of them are collected and ordered together, as for one event.
    pub(crate) fn fire_all(&mut self, events: &[Event]) {
        // Dispatch by card: a game without conditional abilities (neither a card's nor one
        // working from the discard pile) has nothing to collect.
        if !self.asks(cards::hooks::TRIGGERS | cards::hooks::IN_DISCARD) {
            return;
        }
        // Dispatch by event: the kinds of the events fired (`waits.rs`). Abilities working from
        // a discard pile answer only a turn beginning (`push_discard_abilities`), so an event
        // that no card of either side waits for costs these bit tests.
        let kinds = events.iter().fold(0, |a, e| a | e.kind_bit());
        let discard = kinds & waits::TURN_BEGINS != 0 && self.asks(cards::hooks::IN_DISCARD);
        if !discard && !self.hooks.waits_either(kinds) {
            return;
        }
        let inactive = self.active.other();
        for side in [inactive, self.active] {
            if discard {
                // Below the side's triggers: it comes once they have resolved.
                for &event in events {
                    self.push_discard_abilities(side, event);
                }
            }
            // Every ability asked below is of a card `side` owns: none waits for these events
            // unless one of its cards' definitions declares one of their kinds.
            if self.hooks.waits(side, kinds) {
                self.collect_triggers(side, events, kinds);
            }
        }
    }

    /// The conditional abilities of `side`'s cards that `events` (of `kinds`) meet, put on the
    /// stack in the order of its active cards and then of the events, with the decision on
    /// their order when there are several ("Trigger Steps").
    fn collect_triggers(&mut self, side: Side, events: &[Event], kinds: u64) {
        let mut count = 0u8;
        for &event in events {
            // A persistent ability of a card that left play during the run (AMAZE
            // Amusements) still applies; it goes below the others (it is not reordered with
            // them).
            if let Some(p) = self.persisting_card(side) {
                if cards::triggers_on(self, p, event) {
                    self.push(Step::TriggerPersisting(p, event));
                }
            }
        }
        // The run event is asked only if its definition sets the hook (dispatch by card).
        let run_event = (self.run_event_in_play(side))
            .filter(|&c| self.cdef(c).hooks & cards::hooks::TRIGGERS != 0);
        let triggering = self.waiting_cards(side, kinds);
        for card in triggering.iter().copied().chain(run_event) {
            for &event in events {
                if cards::triggers_on(self, card, event) {
                    self.push(Step::Trigger(card, event));
                    count += 1;
                }
            }
        }
        for &event in events {
            // Rules Reference, "Steal": the stolen agenda's own "when stolen" abilities
            // resolve, though it is inactive in the Runner's score area (Send a Message,
            // Tomorrow's Headline).
            if let Event::Stolen(agenda) = event {
                if self.card(agenda).owner == side
                    && self.cdef(agenda).hooks & cards::hooks::TRIGGERS != 0
                    && cards::triggers_on(self, agenda, event)
                {
                    self.push(Step::Trigger(agenda, event));
                    count += 1;
                }
            }
        }
        if count >= 2 {
            self.push(Step::Order(count));
        }
    }

    /// The active cards of `side` whose conditional abilities wait for an event of one of
    /// `kinds` (`CardDef::waits`), in the order of `active_cards`, which is the order their
    /// abilities go on the stack: `active_with(side, TRIGGERS)` less the cards that wait for
    /// none of `kinds`, which would answer `false` to each event (`CardBehavior::waits_for`,
    /// checked by `waits::tests`), found in one walk that skips the servers' ice, or their
    /// roots, when no such card of the game waits for these kinds (`HookIndex`).
    /// `tests::waiting_cards_are_the_active_cards_that_wait` compares the two.
    pub(crate) fn waiting_cards(&self, side: Side, kinds: u64) -> List<u8, 64> {
        let mut out = List::new();
        let table = cards::card_table();
        let waits = |c: u8| {
            let d = &table[self.cards[c as usize].def as usize];
            d.hooks & cards::hooks::TRIGGERS != 0 && d.waits & kinds != 0
        };
        match side {
            Side::Corp => {
                if waits(self.corp.identity) {
                    out.push(self.corp.identity);
                }
                let (ice, other) = (
                    self.hooks.corp_ice_waits & kinds != 0,
                    self.hooks.corp_other_waits & kinds != 0,
                );
                if ice || other {
                    // Installed faceup cards (rezzed, or an agenda installed faceup).
                    let active = |c: u8| {
                        let card = &self.cards[c as usize];
                        (card.rezzed || card.faceup) && waits(c)
                    };
                    for server in self.servers_in_use() {
                        if ice {
                            for &c in server.ice.iter() {
                                if active(c) {
                                    let _ = out.try_push(c);
                                }
                            }
                        }
                        if other {
                            for &c in server.root.iter() {
                                if active(c) {
                                    let _ = out.try_push(c);
                                }
                            }
                        }
                    }
                    for &c in &self.corp.score_area {
                        if waits(c) {
                            let _ = out.try_push(c);
                        }
                    }
                }
            }
            Side::Runner => {
                if waits(self.runner.identity) {
                    out.push(self.runner.identity);
                }
                for &c in &self.runner.rig {
                    if waits(c) {
                        let _ = out.try_push(c);
                    }
                }
            }
        }
        out
    }

    /// The run event of `side` waiting in the play area while its run goes on: its "if
    /// successful" abilities are conditional abilities of the event (Jailbreak ruling 1).
    fn run_event_in_play(&self, side: Side) -> Option<u8> {
        let source = self.run?.source;
        let c = self.cards.get(source as usize)?;
        (c.zone == Zone::PlayArea && c.owner == side).then_some(source)
    }

    pub(crate) fn order_controller(&self) -> Side {
        let top = self.stack.len() - 1;
        match self.stack.get(top.wrapping_sub(1)) {
            Some(Step::Trigger(c, _)) => self.card(*c).owner,
            _ => self.active,
        }
    }
}

impl GameState {
    /// As `side`'s turn begins, its decision on the abilities of cards in its discard pile
    /// (`Step::DiscardAbilities`), whenever its deck holds a card whose abilities work from
    /// there: that is known to both players, so the decision gives nothing away.
    fn push_discard_abilities(&mut self, side: Side, event: Event) {
        if event != Event::TurnBegins(side) || !self.asks(cards::hooks::IN_DISCARD) {
            return;
        }
        let holds = (self.cards.iter()).any(|c| {
            c.owner == side && c.zone != Zone::Removed && cards::triggers_in_discard(c.def())
        });
        if holds {
            self.push(Step::DiscardAbilities(side));
        }
    }

    /// The abilities offered by `Step::DiscardAbilities(side)`: mode 0 of each card in `side`'s
    /// discard pile whose ability works from there and meets its condition now, and passing.
    pub(crate) fn legal_discard_abilities(&self, side: Side, out: &mut ActionList) {
        let pile = match side {
            Side::Corp => &self.corp.archives[..],
            Side::Runner => &self.runner.heap[..],
        };
        for &card in pile {
            let d = self.cdef(card);
            if cards::triggers_in_discard(d)
                && cards::triggers_on(self, card, Event::TurnBegins(side))
            {
                out.push(Action::new(ActionKind::Mode).card(card).target(0));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_positions::for_each_random_position;

    /// `waiting_cards` finds, for either side and every kind of event (and all kinds at once),
    /// exactly the cards of `active_with(side, TRIGGERS)` that wait for that kind, in the same
    /// order, at every 5th position of a random game of every pairing of every pool.
    #[test]
    fn waiting_cards_are_the_active_cards_that_wait() {
        let seed = crate::game_seed(26, 1);
        let mut found = 0usize;
        for_each_random_position(seed, seed ^ 5, |g, corp, runner, n| {
            if n % 5 != 0 {
                return;
            }
            for side in [Side::Corp, Side::Runner] {
                let all = g.active_with(side, cards::hooks::TRIGGERS);
                for kinds in (0..37).map(|i| 1u64 << i).chain([waits::ANY]) {
                    let expected: Vec<u8> = (all.iter().copied())
                        .filter(|&c| g.cdef(c).waits & kinds != 0)
                        .collect();
                    let got = g.waiting_cards(side, kinds);
                    assert_eq!(
                        &got[..],
                        &expected[..],
                        "{corp} vs {runner}, decision {n}, {side:?}, kinds {kinds:#x}"
                    );
                    found += got.len();
                }
            }
        });
        assert!(
            found > 1000,
            "the positions hold few waiting cards: {found}"
        );
    }
}
