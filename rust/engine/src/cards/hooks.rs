//! Dispatch by card: which hooks the cards of a game define, so that a question no card of the
//! game can answer costs nothing, however many cards the engine knows.
//!
//! Each definition gets a bit set of the hooks it sets (`CardDef::hooks`, computed once with the
//! card table). A game keeps the union over its card instances (`GameState::hooks`, updated by
//! `add_card`, the only way a card enters a game). The engine's scans over active cards (trigger
//! collection, paid and click abilities, constant modifiers, prevention offers) first ask the
//! index: a hook absent from the game skips the scan; one present asks, in the same order as
//! before, only the cards whose definition sets it. The union over every instance (not only the
//! cards in play) is what keeps it exact under a redeal (`determinize` permutes definitions
//! among a game's cards, so the union is unchanged) and costs one `or` per card at setup.

use super::CardBehavior;
use crate::side::Side;

/// Conditional abilities (`triggers_on`).
pub(crate) const TRIGGERS: u64 = 1 << 0;
/// Click abilities (`click_abilities`, `opponent_click_abilities`).
pub(crate) const CLICK_ABILITIES: u64 = 1 << 1;
/// Paid abilities (`paid_abilities`).
pub(crate) const PAID_ABILITIES: u64 = 1 << 2;
/// Maximum hand size changes (`hand_size`).
pub(crate) const HAND_SIZE: u64 = 1 << 3;
/// Strength changes (`strength_modifier`).
pub(crate) const STRENGTH: u64 = 1 << 4;
/// Advancement requirement changes (`advancement_requirement_modifier`).
pub(crate) const ADVANCEMENT_REQUIREMENT: u64 = 1 << 5;
/// Forbidding a score (`forbids_score`).
pub(crate) const FORBIDS_SCORE: u64 = 1 << 6;
/// Blocking a successful run (`blocks_success`).
pub(crate) const BLOCKS_SUCCESS: u64 = 1 << 7;
/// Prevent abilities (`prevent_abilities`).
pub(crate) const PREVENT: u64 = 1 << 8;
/// Breach abilities (`breach`).
pub(crate) const BREACH: u64 = 1 << 9;
/// Extra accesses (`extra_accesses`).
pub(crate) const EXTRA_ACCESSES: u64 = 1 << 10;
/// "Access →" abilities (`access_abilities`).
pub(crate) const ACCESS_ABILITIES: u64 = 1 << 11;
/// Constant abilities checked before each decision (`state_check`).
pub(crate) const STATE_CHECK: u64 = 1 << 12;
/// Tag avoidance (`tag_avoidance`).
pub(crate) const TAG_AVOIDANCE: u64 = 1 << 13;
/// Meat damage prevention (`meat_damage_prevention`).
pub(crate) const MEAT_DAMAGE_PREVENTION: u64 = 1 << 14;
/// Link (`link`).
pub(crate) const LINK: u64 = 1 << 15;
/// Memory (`memory`).
pub(crate) const MEMORY: u64 = 1 << 16;
/// Install cost changes (`install_cost_modifier`).
pub(crate) const INSTALL_COST: u64 = 1 << 17;
/// Rez cost changes (`rez_cost_modifier`).
pub(crate) const REZ_COST: u64 = 1 << 18;
/// Credits that pay for some spending only (`pays_for`).
pub(crate) const PAYS_FOR: u64 = 1 << 19;
/// Basic draw additions (`basic_draw_extra`).
pub(crate) const BASIC_DRAW: u64 = 1 << 20;
/// Draw increases (`draw_increase`).
pub(crate) const DRAW_INCREASE: u64 = 1 << 21;
/// Access replacements (`access_replacements`).
pub(crate) const ACCESS_REPLACEMENTS: u64 = 1 << 22;
/// Abilities that work from the discard pile (`triggers_in_discard`).
pub(crate) const IN_DISCARD: u64 = 1 << 23;
/// Expose prevention (`expose_prevention`).
pub(crate) const EXPOSE_PREVENTION: u64 = 1 << 24;
/// Recurring credits (`recurring_credits`).
pub(crate) const RECURRING: u64 = 1 << 25;
/// Changes to the clicks playing a card costs (`play_click_modifier`).
pub(crate) const PLAY_CLICKS: u64 = 1 << 26;
/// A hosted card making its host's strength boosts last the run (`host_boosts_last_run`).
pub(crate) const HOST_BOOSTS: u64 = 1 << 27;
/// Paid abilities usable outside an encounter's windows (`paid_abilities` without
/// `paid_in_encounter_only`): a window of no encounter asks only these cards, and none at all
/// when no card of the game sets it (issue 26).
pub(crate) const PAID_OUTSIDE_ENCOUNTER: u64 = 1 << 28;
/// Hosting the cards installed onto it (`can_host`): the install offers walk the rig for hosts
/// only in a game with such a card (issue 26: asked for every card in the grip, every action
/// phase).
pub(crate) const HOSTS: u64 = 1 << 29;
/// Click abilities of a card that only its owner's opponent may use
/// (`opponent_click_abilities`: Rotary): the action phase asks the other side's active cards
/// only for these (issue 26), not every card with click abilities of its own.
pub(crate) const OPPONENT_CLICKS: u64 = 1 << 30;

/// Every hook: what a game whose index is unknown (a state read back from JSON) asks.
pub(crate) const ALL: u64 = u64::MAX;

/// The hooks a definition sets.
pub(crate) fn hook_mask(b: &CardBehavior) -> u64 {
    let bits = [
        (b.triggers_on.is_some(), TRIGGERS),
        (
            b.click_abilities.is_some() || b.opponent_click_abilities.is_some(),
            CLICK_ABILITIES,
        ),
        (b.paid_abilities.is_some(), PAID_ABILITIES),
        (b.hand_size.is_some(), HAND_SIZE),
        (b.strength_modifier.is_some(), STRENGTH),
        (
            b.advancement_requirement_modifier.is_some(),
            ADVANCEMENT_REQUIREMENT,
        ),
        (b.forbids_score.is_some(), FORBIDS_SCORE),
        (b.blocks_success.is_some(), BLOCKS_SUCCESS),
        (b.prevent_abilities.is_some(), PREVENT),
        (b.breach.is_some(), BREACH),
        (b.extra_accesses.is_some(), EXTRA_ACCESSES),
        (b.access_abilities.is_some(), ACCESS_ABILITIES),
        (b.state_check.is_some(), STATE_CHECK),
        (b.tag_avoidance.is_some(), TAG_AVOIDANCE),
        (b.meat_damage_prevention.is_some(), MEAT_DAMAGE_PREVENTION),
        (b.link.is_some(), LINK),
        (b.memory.is_some(), MEMORY),
        (b.install_cost_modifier.is_some(), INSTALL_COST),
        (b.rez_cost_modifier.is_some(), REZ_COST),
        (b.pays_for.is_some(), PAYS_FOR),
        (b.basic_draw_extra.is_some(), BASIC_DRAW),
        (b.draw_increase.is_some(), DRAW_INCREASE),
        (b.access_replacements.is_some(), ACCESS_REPLACEMENTS),
        (b.triggers_in_discard, IN_DISCARD),
        (b.expose_prevention.is_some(), EXPOSE_PREVENTION),
        (b.recurring_credits > 0, RECURRING),
        (b.play_click_modifier.is_some(), PLAY_CLICKS),
        (b.host_boosts_last_run, HOST_BOOSTS),
        (
            b.paid_abilities.is_some() && !b.paid_in_encounter_only,
            PAID_OUTSIDE_ENCOUNTER,
        ),
        (b.can_host.is_some(), HOSTS),
        (b.opponent_click_abilities.is_some(), OPPONENT_CLICKS),
    ];
    bits.iter()
        .filter(|(set, _)| *set)
        .fold(0, |a, (_, bit)| a | bit)
}

/// The hooks the cards of a game set, by owner: the union of the `CardDef::hooks` of each
/// side's instances (a side's active cards are cards it owns), and for the Corp also the union
/// over its ice and over its other cards (not the identity), so that a scan walks the ice of
/// the servers only if some ice of the game sets the hook, and their roots and the score area
/// only if some other card does (`GameState::active_with`; only ice is ever active in a
/// server's ice: installs and scenarios place only ice there). Not part of the state's JSON: a
/// state read back asks every hook (`ALL`), as before the index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HookIndex {
    /// By owner.
    pub(crate) sides: [u64; 2],
    /// The Corp's ice.
    pub(crate) corp_ice: u64,
    /// The Corp's cards that are neither ice nor its identity (the score area's walk).
    pub(crate) corp_other: u64,
    /// Those of them that can be active in a server's root: an agenda there is active only if
    /// its own text installs it faceup (Oaktown Renovation; `check_invariants`), so the other
    /// agendas' hooks (Astroscript's, Nisei's) do not make a scan walk the roots.
    pub(crate) corp_root: u64,
    /// By owner: the kinds of event its cards' conditional abilities wait for (the union of
    /// `CardBehavior::waits_for` over its cards that set `TRIGGERS`; `waits.rs`).
    pub(crate) waits: [u64; 2],
    /// The kinds of event the Corp's ice, and its cards that are neither ice nor its identity,
    /// wait for (as `corp_ice` and `corp_other` for the hooks): `GameState::waiting_cards`
    /// walks the servers' ice or roots only for the kinds some such card waits for.
    pub(crate) corp_ice_waits: u64,
    pub(crate) corp_other_waits: u64,
}

impl Default for HookIndex {
    fn default() -> HookIndex {
        HookIndex {
            sides: [ALL; 2],
            corp_ice: ALL,
            corp_other: ALL,
            corp_root: ALL,
            waits: [crate::waits::ANY; 2],
            corp_ice_waits: crate::waits::ANY,
            corp_other_waits: crate::waits::ANY,
        }
    }
}

/// Where a card of a definition can be active, for [`HookIndex::add`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct CardPlace {
    /// A piece of ice (active only in a server's ice).
    pub(crate) ice: bool,
    /// Its owner's identity.
    pub(crate) identity: bool,
    /// Active in a server's root when rezzed or faceup there: not an agenda, or an agenda its
    /// own text installs faceup (`CardBehavior::installs_faceup`).
    pub(crate) in_root: bool,
}

impl CardPlace {
    /// The place of a card of definition `d` that is (`identity`) or is not its owner's
    /// identity.
    pub(crate) fn of(d: &crate::cards::CardDef, identity: bool) -> CardPlace {
        use crate::cards::CardType;
        CardPlace {
            ice: d.card_type == CardType::Ice,
            identity,
            in_root: d.card_type != CardType::Agenda || crate::cards::installs_faceup(d),
        }
    }
}

impl HookIndex {
    /// The index of a game without cards.
    pub(crate) const EMPTY: HookIndex = HookIndex {
        sides: [0; 2],
        corp_ice: 0,
        corp_other: 0,
        corp_root: 0,
        waits: [0; 2],
        corp_ice_waits: 0,
        corp_other_waits: 0,
    };

    /// Records a card of `owner` whose definition sets `hooks` and waits for the events of
    /// `waits` (`CardBehavior::waits_for`); `ice`: it is a piece of ice; `identity`: it is
    /// `owner`'s identity; `in_root`: it can be active in a server's root (not an agenda, or
    /// one its own text installs faceup).
    #[inline]
    pub(crate) fn add(&mut self, owner: Side, hooks: u64, waits: u64, place: CardPlace) {
        let CardPlace {
            ice,
            identity,
            in_root,
        } = place;
        self.sides[owner as usize] |= hooks;
        let waits = if hooks & TRIGGERS != 0 { waits } else { 0 };
        self.waits[owner as usize] |= waits;
        if owner == Side::Corp && !identity {
            if ice {
                self.corp_ice |= hooks;
                self.corp_ice_waits |= waits;
            } else {
                self.corp_other |= hooks;
                if in_root {
                    self.corp_root |= hooks;
                }
                self.corp_other_waits |= waits;
            }
        }
    }

    /// Whether some card of the game sets one of `hooks`.
    #[inline]
    pub(crate) fn any(self, hooks: u64) -> bool {
        (self.sides[0] | self.sides[1]) & hooks != 0
    }

    /// Whether some card `side` owns waits for an event of one of the kinds of `events`
    /// (`Event::kind_bit`).
    #[inline]
    pub(crate) fn waits(self, side: Side, events: u64) -> bool {
        self.waits[side as usize] & events != 0
    }

    /// Whether some card of either side waits for an event of one of the kinds of `events`.
    #[inline]
    pub(crate) fn waits_either(self, events: u64) -> bool {
        (self.waits[0] | self.waits[1]) & events != 0
    }

    /// Whether some card `side` owns sets one of `hooks`.
    #[inline]
    pub(crate) fn side(self, side: Side, hooks: u64) -> bool {
        self.sides[side as usize] & hooks != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{card_table, DeckList, GameState, STARTER_DECKS};

    /// Dispatch by card (issue 26): a Core Set game asks only the hooks its own cards set. The
    /// hooks only System Gateway or System Update 2021 cards set are never asked in it, so its
    /// scans do not grow with the pool; and a redeal (`determinize`) leaves the index exact.
    #[test]
    fn a_core_game_asks_only_the_hooks_of_its_own_cards() {
        let union = |set: Option<&str>| {
            card_table()
                .iter()
                .filter(|d| set.is_none_or(|s| d.set == s))
                .fold(0u64, |a, d| a | d.hooks)
        };
        let (core, every) = (union(Some("core")), union(None));
        let other_sets_only = every & !core;
        assert_ne!(
            other_sets_only, 0,
            "some hook is set only outside the Core Set"
        );
        for corp in &STARTER_DECKS[..4] {
            for runner in &STARTER_DECKS[4..] {
                let (c, r) = (DeckList::starter(corp), DeckList::starter(runner));
                let g = GameState::new(&c.unwrap(), &r.unwrap(), 7).unwrap();
                let (mut in_game, mut ice, mut other, mut root) = ([0u64; 2], 0u64, 0u64, 0u64);
                let (mut ice_waits, mut other_waits) = (0u64, 0u64);
                for card in g.cards.iter() {
                    in_game[card.owner as usize] |= card.def().hooks;
                    let waits = if card.def().hooks & TRIGGERS != 0 {
                        card.def().waits
                    } else {
                        0
                    };
                    if card.owner == Side::Corp && card.zone != crate::Zone::Identity {
                        if card.def().card_type == crate::CardType::Ice {
                            ice |= card.def().hooks;
                            ice_waits |= waits;
                        } else {
                            other |= card.def().hooks;
                            if card.def().card_type != crate::CardType::Agenda
                                || crate::cards::installs_faceup(card.def())
                            {
                                root |= card.def().hooks;
                            }
                            other_waits |= waits;
                        }
                    }
                }
                for side in [Side::Corp, Side::Runner] {
                    assert_eq!(g.hooks.sides[side as usize], in_game[side as usize]);
                }
                assert_eq!((g.hooks.corp_ice, g.hooks.corp_other), (ice, other));
                assert_eq!(g.hooks.corp_root, root);
                // No Core card is installed faceup by its own text, and none is rezzed yet.
                assert_eq!(g.rezzed_hooks, 0);
                assert_eq!(
                    (g.hooks.corp_ice_waits, g.hooks.corp_other_waits),
                    (ice_waits, other_waits)
                );
                assert_eq!(g.hooks.sides[0] & other_sets_only, 0, "{corp}");
                assert_eq!(g.hooks.sides[1] & other_sets_only, 0, "{runner}");
                assert!(!g.asks(other_sets_only));
                let redealt = g.determinize(Side::Runner, 3);
                assert_eq!(redealt.hooks, g.hooks);
            }
        }
    }

    /// A state read back from JSON does not know its index: it asks every hook (as before the
    /// index), so it plays exactly as the state it was saved from.
    #[test]
    fn a_state_read_back_asks_every_hook() {
        let g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 1).unwrap();
        let back = GameState::from_json(&g.to_json()).unwrap();
        assert!(back.asks(ALL));
        // Nor which cards were ever rezzed: the walks of the servers look for every hook.
        assert_eq!(back.rezzed_hooks, ALL);
        assert_eq!(back.hooks.corp_root, ALL);
    }

    /// A card declaring `paid_in_encounter_only` offers nothing in a window of no encounter:
    /// in every position of a random game of every pairing of every pool, wherever the card is,
    /// asked in such a window of either side's priority (or the position's own window with its
    /// encounter flag cleared); and every declaring definition is met in these games.
    #[test]
    fn paid_in_encounter_only_cards_offer_nothing_outside_an_encounter() {
        use crate::engine::{Step, Window};
        let mut checked = std::collections::HashSet::new();
        let seed = crate::game_seed(26, 1);
        crate::random_positions::for_each_random_position(seed, seed ^ 5, |g, _, _, _| {
            let mut windows = vec![
                Window::new(Side::Corp, true, true),
                Window::new(Side::Runner, false, false),
            ];
            if let Some(&Step::Window(w)) = g.stack.last() {
                windows.push(Window {
                    encounter: false,
                    ..w
                });
            }
            for card in 0..g.cards.len() as u8 {
                let d = g.cdef(card);
                if d.hooks & PAID_ABILITIES == 0 || d.hooks & PAID_OUTSIDE_ENCOUNTER != 0 {
                    continue;
                }
                checked.insert(d.code);
                for &w in &windows {
                    let mut out = crate::ActionList::new();
                    crate::cards::paid_abilities_of(g, card, w, &mut out);
                    assert!(out.is_empty(), "{} offers {out:?} in {w:?}", d.title);
                }
            }
        });
        let unchecked: Vec<&str> = card_table()
            .iter()
            .filter(|d| d.hooks & PAID_ABILITIES != 0 && d.hooks & PAID_OUTSIDE_ENCOUNTER == 0)
            .filter(|d| !checked.contains(d.code))
            .map(|d| d.title)
            .collect();
        assert!(unchecked.is_empty(), "never checked: {unchecked:?}");
    }

    /// Every hook bit is distinct (a typo would make two hooks share a scan's skip).
    #[test]
    fn hook_bits_are_distinct() {
        let bits = [
            TRIGGERS,
            CLICK_ABILITIES,
            PAID_ABILITIES,
            HAND_SIZE,
            STRENGTH,
            ADVANCEMENT_REQUIREMENT,
            FORBIDS_SCORE,
            BLOCKS_SUCCESS,
            PREVENT,
            BREACH,
            EXTRA_ACCESSES,
            ACCESS_ABILITIES,
            STATE_CHECK,
            TAG_AVOIDANCE,
            MEAT_DAMAGE_PREVENTION,
            LINK,
            MEMORY,
            INSTALL_COST,
            REZ_COST,
            PAYS_FOR,
            BASIC_DRAW,
            DRAW_INCREASE,
            ACCESS_REPLACEMENTS,
            IN_DISCARD,
            EXPOSE_PREVENTION,
            RECURRING,
            PLAY_CLICKS,
            HOST_BOOSTS,
            PAID_OUTSIDE_ENCOUNTER,
            HOSTS,
            OPPONENT_CLICKS,
        ];
        let union = bits.iter().fold(0u64, |a, b| {
            assert_eq!(a & b, 0);
            a | b
        });
        assert_eq!(union.count_ones() as usize, bits.len());
    }
}
