//! Dispatch by event: the kinds of `Event` a card's conditional abilities wait for.
//!
//! A definition declares them (`CardBehavior::waits_for`, kept as `CardDef::waits`: a union of
//! the bits below; a card that declares nothing may wait for any event: `ANY`). A game keeps,
//! per side, the union over the cards it owns whose definition sets `triggers_on`
//! (`HookIndex::waits`, built by `add_card` as the hooks are, so it depends only on the cards in
//! the game: nothing to update when cards move, and a redeal leaves it exact). `fire_all` asks a
//! side's cards only if one of them waits for one of the events fired: an event nobody in the
//! game waits for costs a bit test, not a scan of the active cards (issue 26). A declaration
//! that missed a kind would drop a trigger; `tests::declared_kinds_cover_every_trigger` checks
//! every declaration against the states of random games of every pool.

use crate::engine::Event;

/// `Event::TurnBegins`.
pub(crate) const TURN_BEGINS: u64 = 1 << 0;
/// `Event::Installed`.
pub(crate) const INSTALLED: u64 = 1 << 1;
/// `Event::Scored`.
pub(crate) const SCORED: u64 = 1 << 2;
/// `Event::Stolen`.
pub(crate) const STOLEN: u64 = 1 << 3;
/// `Event::SuccessfulRun`.
pub(crate) const SUCCESSFUL_RUN: u64 = 1 << 4;
/// `Event::EncounterEnds`.
pub(crate) const ENCOUNTER_ENDS: u64 = 1 << 5;
/// `Event::Played`.
pub(crate) const PLAYED: u64 = 1 << 6;
/// `Event::Encountered`.
pub(crate) const ENCOUNTERED: u64 = 1 << 7;
/// `Event::DiscardPhaseEnds`.
pub(crate) const DISCARD_PHASE_ENDS: u64 = 1 << 8;
/// `Event::Rezzed`.
pub(crate) const REZZED: u64 = 1 << 9;
/// `Event::AccessedCardTrashed`.
pub(crate) const ACCESSED_CARD_TRASHED: u64 = 1 << 10;
/// `Event::RunEnded`.
pub(crate) const RUN_ENDED: u64 = 1 << 11;
/// `Event::ServerApproached`.
pub(crate) const SERVER_APPROACHED: u64 = 1 << 12;
/// `Event::TagsTaken`.
pub(crate) const TAGS_TAKEN: u64 = 1 << 13;
/// `Event::Advanced`.
pub(crate) const ADVANCED: u64 = 1 << 14;
/// `Event::ScoredFrom`.
pub(crate) const SCORED_FROM: u64 = 1 << 15;
/// `Event::StolenFrom`.
pub(crate) const STOLEN_FROM: u64 = 1 << 16;
/// `Event::Purged`.
pub(crate) const PURGED: u64 = 1 << 17;
/// `Event::RemoteCreated`.
pub(crate) const REMOTE_CREATED: u64 = 1 << 18;
/// `Event::IcePassed`.
pub(crate) const ICE_PASSED: u64 = 1 << 19;
/// `Event::Trashed`.
pub(crate) const TRASHED: u64 = 1 << 20;
/// `Event::RunBegins`.
pub(crate) const RUN_BEGINS: u64 = 1 << 21;
/// `Event::SubroutineBroken`.
pub(crate) const SUBROUTINE_BROKEN: u64 = 1 << 22;
/// `Event::DiscardedToHandSize`.
pub(crate) const DISCARDED_TO_HAND_SIZE: u64 = 1 << 23;
/// `Event::BadPublicityTaken`.
pub(crate) const BAD_PUBLICITY_TAKEN: u64 = 1 << 24;
/// `Event::TagsRemoved`.
pub(crate) const TAGS_REMOVED: u64 = 1 << 25;
/// `Event::DamageDone`.
pub(crate) const DAMAGE_DONE: u64 = 1 << 26;
/// `Event::ArchivesTurnedFaceup`.
pub(crate) const ARCHIVES_TURNED_FACEUP: u64 = 1 << 27;
/// `Event::ActionPhaseEnds`.
pub(crate) const ACTION_PHASE_ENDS: u64 = 1 << 28;
/// `Event::RunnerTrashedInstalled`.
pub(crate) const RUNNER_TRASHED_INSTALLED: u64 = 1 << 29;
/// `Event::CorpGainedCreditsFrom`.
pub(crate) const CORP_GAINED_CREDITS_FROM: u64 = 1 << 30;
/// `Event::Accessed`.
pub(crate) const ACCESSED: u64 = 1 << 31;
/// `Event::Forfeited`.
pub(crate) const FORFEITED: u64 = 1 << 32;
/// `Event::IceBypassed`.
pub(crate) const ICE_BYPASSED: u64 = 1 << 33;
/// `Event::CreditsSpentOutsidePool`.
pub(crate) const CREDITS_SPENT_OUTSIDE_POOL: u64 = 1 << 34;
/// `Event::IceApproached`.
pub(crate) const ICE_APPROACHED: u64 = 1 << 35;
/// `Event::CorpTrashedFromHq`.
pub(crate) const CORP_TRASHED_FROM_HQ: u64 = 1 << 36;

/// Any event: what a card that declares nothing waits for.
pub(crate) const ANY: u64 = u64::MAX;

impl Event {
    /// This event's kind, as a bit of the masks above.
    pub(crate) fn kind_bit(self) -> u64 {
        match self {
            Event::TurnBegins(_) => TURN_BEGINS,
            Event::Installed(_) => INSTALLED,
            Event::Scored(_) => SCORED,
            Event::Stolen(_) => STOLEN,
            Event::SuccessfulRun(_) => SUCCESSFUL_RUN,
            Event::EncounterEnds(_) => ENCOUNTER_ENDS,
            Event::Played(_) => PLAYED,
            Event::Encountered(_) => ENCOUNTERED,
            Event::DiscardPhaseEnds(_) => DISCARD_PHASE_ENDS,
            Event::Rezzed(_) => REZZED,
            Event::AccessedCardTrashed(_) => ACCESSED_CARD_TRASHED,
            Event::RunEnded { .. } => RUN_ENDED,
            Event::ServerApproached(_) => SERVER_APPROACHED,
            Event::TagsTaken => TAGS_TAKEN,
            Event::Advanced(..) => ADVANCED,
            Event::ScoredFrom(..) => SCORED_FROM,
            Event::StolenFrom(..) => STOLEN_FROM,
            Event::Purged => PURGED,
            Event::RemoteCreated(_) => REMOTE_CREATED,
            Event::IcePassed(_) => ICE_PASSED,
            Event::Trashed(_) => TRASHED,
            Event::RunBegins(..) => RUN_BEGINS,
            Event::SubroutineBroken(_) => SUBROUTINE_BROKEN,
            Event::DiscardedToHandSize(..) => DISCARDED_TO_HAND_SIZE,
            Event::BadPublicityTaken => BAD_PUBLICITY_TAKEN,
            Event::TagsRemoved => TAGS_REMOVED,
            Event::DamageDone => DAMAGE_DONE,
            Event::ArchivesTurnedFaceup(_) => ARCHIVES_TURNED_FACEUP,
            Event::ActionPhaseEnds(_) => ACTION_PHASE_ENDS,
            Event::RunnerTrashedInstalled(_) => RUNNER_TRASHED_INSTALLED,
            Event::CorpGainedCreditsFrom(_) => CORP_GAINED_CREDITS_FROM,
            Event::Accessed(_) => ACCESSED,
            Event::Forfeited(_) => FORFEITED,
            Event::IceBypassed(_) => ICE_BYPASSED,
            Event::CreditsSpentOutsidePool => CREDITS_SPENT_OUTSIDE_POOL,
            Event::IceApproached(_) => ICE_APPROACHED,
            Event::CorpTrashedFromHq => CORP_TRASHED_FROM_HQ,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards;
    use crate::random_positions::for_each_random_position;
    use crate::side::Side;
    use crate::state::MAX_SERVERS;

    /// Events of every kind, with every card, server, side and small count as their data, at
    /// once: what a declaration is checked against.
    fn every_event(cards: u8) -> Vec<Event> {
        let mut out = vec![
            Event::TagsTaken,
            Event::Purged,
            Event::BadPublicityTaken,
            Event::TagsRemoved,
            Event::DamageDone,
            Event::CreditsSpentOutsidePool,
            Event::CorpTrashedFromHq,
        ];
        for side in [Side::Corp, Side::Runner] {
            out.extend([
                Event::TurnBegins(side),
                Event::DiscardPhaseEnds(side),
                Event::ActionPhaseEnds(side),
            ]);
            out.extend((0..6).map(|n| Event::DiscardedToHandSize(side, n)));
        }
        for c in 0..cards {
            out.extend([
                Event::Installed(c),
                Event::Scored(c),
                Event::Stolen(c),
                Event::EncounterEnds(c),
                Event::Played(c),
                Event::Encountered(c),
                Event::Rezzed(c),
                Event::AccessedCardTrashed(c),
                Event::IcePassed(c),
                Event::Trashed(c),
                Event::SubroutineBroken(c),
                Event::RunnerTrashedInstalled(c),
                Event::CorpGainedCreditsFrom(c),
                Event::Accessed(c),
                Event::Forfeited(c),
                Event::IceBypassed(c),
                Event::IceApproached(c),
            ]);
            out.extend((0..4).map(|n| Event::Advanced(c, n)));
            for s in 0..6 {
                out.extend([Event::ScoredFrom(c, s), Event::StolenFrom(c, s)]);
            }
        }
        for s in 0..MAX_SERVERS as u8 {
            out.extend([
                Event::SuccessfulRun(s),
                Event::ServerApproached(s),
                Event::RemoteCreated(s),
                Event::ArchivesTurnedFaceup(s),
                Event::RunBegins(s, false),
                Event::RunBegins(s, true),
            ]);
            for successful in [false, true] {
                out.extend((0..4).map(|accesses| Event::RunEnded {
                    server: s,
                    successful,
                    accesses,
                }));
            }
        }
        out
    }

    /// Every card that declares the kinds of event it waits for (`CardBehavior::waits_for`)
    /// answers `false` for every event of any other kind, in every 7th position of a random
    /// game of every pairing of every pool, wherever the card is; and every declaring
    /// definition is met in these games (a declaration no game checks is refused).
    #[test]
    fn declared_kinds_cover_every_trigger() {
        let mut checked = std::collections::HashSet::new();
        let seed = crate::game_seed(26, 0);
        let mut events = Vec::new();
        for_each_random_position(seed, seed ^ 7, |g, corp, runner, n| {
            if n == 0 {
                events = every_event(g.cards.len() as u8);
            }
            if n % 7 != 0 {
                return;
            }
            for card in 0..g.cards.len() as u8 {
                let d = g.cdef(card);
                let waits = d.waits;
                if d.hooks & cards::hooks::TRIGGERS == 0 || waits == ANY {
                    continue;
                }
                checked.insert(d.code);
                for &e in events.iter().filter(|e| e.kind_bit() & waits == 0) {
                    assert!(
                        !cards::triggers_on(g, card, e),
                        "{} ({corp} vs {runner}, decision {n}) triggers on {e:?}, \
                         a kind it does not declare",
                        d.title
                    );
                }
            }
        });
        for d in cards::card_table() {
            if d.hooks & cards::hooks::TRIGGERS != 0 && d.waits != ANY {
                assert!(
                    checked.contains(d.code),
                    "{} declares waits_for but no game checks it",
                    d.title
                );
            }
        }
    }

    /// Every kind has its own bit, and `kind_bit` gives each event its kind's.
    #[test]
    fn kind_bits_are_distinct() {
        let mut union = 0u64;
        let mut bits: Vec<u64> = every_event(3).iter().map(|e| e.kind_bit()).collect();
        bits.sort_unstable();
        bits.dedup();
        for b in &bits {
            assert_eq!(b.count_ones(), 1);
            assert_eq!(union & b, 0);
            union |= b;
        }
        assert_eq!(bits.len(), 37, "one bit for each of the 37 kinds of event");
    }
}
