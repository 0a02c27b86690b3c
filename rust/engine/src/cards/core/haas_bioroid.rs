//! Haas-Bioroid cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE, NONE};
use crate::cards::{ability, mode, Behavior, CardAction, CardType, Hooks, Sub};
use crate::engine::{DamageKind, Event, Step, TraceEffect, Window};
use crate::side::Side;
use crate::state::{GameState, Zone};
use arrayvec::ArrayVec;

#[allow(unused_imports)]
use crate::cards::{card, CardBehavior};

/// The cards of this file written as definitions (the rest are still reached through `Hooks`).
pub(crate) const CARDS: &[CardBehavior] = &[HAAS_BIOROID];

/// Haas-Bioroid: Engineering the Future: the first Corp install each turn gains 1 credit.
const HAAS_BIOROID: CardBehavior = CardBehavior {
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) => s.card(c).owner == Side::Corp && !s.turn_flags.corp_installed,
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 1))),
    ..card("01054")
};

/// The Haas-Bioroid cards' hooks.
pub(crate) struct Cards;

// `Step::Choice` kinds (`n`) of this file. `TRASH_PROGRAMS + k` (k >= 1 programs still to
// choose) is shared with the Weyland file (Archer).
/// Accelerated Beta Test: install and rez ice among the looked-at cards (`data`: 3 card ids).
const BETA_INSTALL: u8 = 1;
/// Shipment from MirrorMorph: install a card from HQ (`data`: installs left).
const MIRRORMORPH: u8 = 2;
/// Archived Memories: choose a card in Archives.
const ARCHIVES_TO_HQ: u8 = 3;
/// Corporate Troubleshooter: choose the ice (`data`: X | server << 8).
const TROUBLESHOOT: u8 = 4;
/// The Corp chooses installed programs to trash (`data`: rig positions chosen so far).
pub(super) const TRASH_PROGRAMS: u8 = 128;

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            AcceleratedBetaTest
                | AdonisCampaign
                | AggressiveSecretary
                | ArchivedMemories
                | BioticLabor
                | ShipmentFromMirrorMorph
                | Heimdall
                | Ichi
                | Viktor
                | Rototurret
                | CorporateTroubleshooter
                | ExperientialData
        )
    }

    fn subroutines(b: Behavior) -> &'static [Sub] {
        use DamageKind::Brain;
        match b {
            // Heimdall 1.0: 1 brain ("core") damage, end the run, end the run.
            Behavior::Heimdall => &[Sub::Damage(Brain, 1), Sub::EndRun, Sub::EndRun],
            // Ichi 1.0: trash a program, trash a program, trace 1 for brain damage and a tag.
            Behavior::Ichi => &[Sub::Card(0), Sub::Card(0), Sub::Card(1)],
            // Viktor 1.0: 1 brain damage, end the run.
            Behavior::Viktor => &[Sub::Damage(Brain, 1), Sub::EndRun],
            // Rototurret: trash a program, end the run.
            Behavior::Rototurret => &[Sub::Card(0), Sub::EndRun],
            _ => &[],
        }
    }

    fn resolve_card_sub(state: &mut GameState, ice: u8, index: u8) {
        match index {
            // "Trash 1 installed program": the Corp chooses which (FAQ, "Subroutines").
            0 => push_trash_programs(state, ice, 1),
            // Ichi 1.0: Trace 1; if successful, 1 brain damage and 1 tag.
            _ => state.push(Step::TraceCorp {
                so_far: 0,
                base: 1,
                effect: TraceEffect::DamageAndTags(DamageKind::Brain, 1, 1),
            }),
        }
    }

    fn card_sub_text(_b: Behavior, index: u8) -> &'static str {
        // The indices `resolve_card_sub` reads.
        match index {
            0 => "Trash 1 installed program (the Corp chooses).",
            _ => "Trace 1: if successful, do 1 brain damage and give the Runner 1 tag.",
        }
    }

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::AcceleratedBetaTest => {
                const {
                    &[
                mode(
                    0,
                    "look at the top 3 cards of R&D: install and rez any ice among them for \
                     free, trash the rest",
                    "",
                ),
                mode(1, "do not look at R&D", ""),
            ]
                }
            }
            Behavior::AggressiveSecretary => {
                const {
                    &[
                        mode(
                            0,
                            "trash 1 program per advancement token on it",
                            "2 credits",
                        ),
                        mode(1, "do not pay: trash no programs", ""),
                    ]
                }
            }
            Behavior::CorporateTroubleshooter => {
                const {
                    &[ability(
                0,
                "a rezzed ice protecting this server gets +X strength for the rest of the turn",
                "X credits, trash Corporate Troubleshooter",
            )]
                }
            }
            _ => const { &[] },
        }
    }

    fn click_break_cost(b: Behavior) -> u8 {
        // Bioroid ice of the Core Set: lose 1 click to break 1 subroutine (Runner only).
        u8::from(matches!(
            b,
            Behavior::Heimdall | Behavior::Ichi | Behavior::Viktor
        ))
    }

    fn can_play(state: &GameState, card: u8) -> bool {
        match state.cdef(card).behavior {
            // FAQ, "Triggering Actions and Abilities": not playable with Archives empty.
            Behavior::ArchivedMemories => !state.corp.archives.is_empty(),
            _ => true,
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match state.cdef(card).behavior {
            Behavior::ArchivedMemories => state.push(Step::Choice {
                source: card,
                n: ARCHIVES_TO_HQ,
                data: 0,
            }),
            // Biotic Labor: the Corp gains 2 clicks.
            Behavior::BioticLabor => {
                state.corp.clicks = crate::invariants::add_clicks(state.corp.clicks, 2)
            }
            // Shipment from MirrorMorph: up to 3 installs from HQ, costs paid as usual.
            Behavior::ShipmentFromMirrorMorph => state.push(Step::Choice {
                source: card,
                n: MIRRORMORPH,
                data: 3,
            }),
            _ => {}
        }
    }

    fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
        let mode = Action::new(ActionKind::Mode).card(card);
        match state.cdef(card).behavior {
            // Accelerated Beta Test: 0 = look at the top 3 of R&D, 1 = do not.
            Behavior::AcceleratedBetaTest => {
                out.push(mode.target(0));
                out.push(mode.target(1));
            }
            // Aggressive Secretary: 0 = pay 2 credits to trash programs, 1 = do not.
            Behavior::AggressiveSecretary => {
                if state.corp.credits >= 2 {
                    out.push(mode.target(0));
                }
                out.push(mode.target(1));
            }
            _ => {}
        }
    }

    fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
        if mode != 0 {
            return;
        }
        match state.cdef(card).behavior {
            Behavior::AcceleratedBetaTest => {
                // The Corp looks at (up to) the top 3 cards of R&D.
                let mut data = 0xff_ff_ff;
                for (k, &c) in state.corp.rd.iter().rev().take(3).enumerate() {
                    data &= !(0xff << (8 * k));
                    data |= (c as u32) << (8 * k);
                }
                for k in 0..3 {
                    let c = looked(data, k);
                    if c != NONE {
                        state.card_mut(c).known |= Side::Corp.bit();
                    }
                }
                beta_continue(state, card, data);
            }
            Behavior::AggressiveSecretary => {
                state.corp.credits -= 2;
                let tokens = state.card(card).advancement;
                push_trash_programs(state, card, tokens);
            }
            _ => {}
        }
    }

    fn can_advance(state: &GameState, card: u8) -> bool {
        Self::advanceable(state.cdef(card).behavior)
    }

    fn advanceable(b: Behavior) -> bool {
        b == Behavior::AggressiveSecretary
    }

    fn paid_abilities(state: &GameState, card: u8, _w: Window, out: &mut ActionList) {
        if state.cdef(card).behavior != Behavior::CorporateTroubleshooter {
            return;
        }
        // Corporate Troubleshooter: X credits and trash it, with a rezzed ice protecting its
        // server to choose. X is chosen as the ability is used (amount.rs): any amount the Corp
        // can pay, 0 included (the upgrade is still trashed).
        let Zone::Root(s) = state.card(card).zone else {
            return;
        };
        let ice = &state.corp.servers[s as usize].ice;
        if !ice.iter().any(|&i| state.card(i).rezzed) {
            return;
        }
        out.push(Action::new(ActionKind::Ability).card(card).target(0));
    }

    fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
        match state.cdef(card).behavior {
            Behavior::CorporateTroubleshooter => (0, state.corp.credits),
            _ => (0, 0),
        }
    }

    fn resolve_amount(state: &mut GameState, card: u8, x: u16) {
        if state.cdef(card).behavior != Behavior::CorporateTroubleshooter {
            return;
        }
        let Zone::Root(s) = state.card(card).zone else {
            return;
        };
        // Costs: X credits and trashing the upgrade; then the ice is chosen.
        state.corp.credits = state.corp.credits.saturating_sub(x);
        state.trash(card);
        state.push(Step::Choice {
            source: card,
            n: TROUBLESHOOT,
            data: x as u32 | (s as u32) << 16,
        });
    }

    fn amount_label(state: &GameState, card: u8, x: u16) -> Option<String> {
        (state.cdef(card).behavior == Behavior::CorporateTroubleshooter)
            .then(|| format!("pay X = {x} for Corporate Troubleshooter (+{x} strength)"))
    }

    fn use_paid_ability(state: &mut GameState, card: u8, _index: u8) {
        if state.cdef(card).behavior == Behavior::CorporateTroubleshooter {
            // X is chosen first (amount.rs), then paid with the trash cost.
            state.ask_amount(card);
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        match (state.cdef(card).behavior, event) {
            (Behavior::AcceleratedBetaTest, Event::Scored(a)) => a == card,
            (Behavior::AdonisCampaign, Event::Rezzed(a)) => a == card,
            (Behavior::AdonisCampaign, Event::TurnBegins(Side::Corp)) => true,
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
        match (state.cdef(card).behavior, event) {
            // "May look": the Corp decides.
            (Behavior::AcceleratedBetaTest, _) => state.push(Step::ChooseMode(card)),
            // Adonis Campaign: 12 credits from the bank on it when rezzed.
            (Behavior::AdonisCampaign, Event::Rezzed(_)) => {
                state.card_mut(card).credits = 12;
                state.log_card_credits(card, 12, true);
            }
            // Adonis Campaign: take 3 credits from it when the Corp's turn begins; trash it once
            // it has none left.
            (Behavior::AdonisCampaign, _) => {
                let take = state.card(card).credits.min(3);
                state.card_mut(card).credits -= take;
                state.log_card_credits(card, take, false);
                state.corp.credits =
                    crate::invariants::add_credits(state.corp.credits, take as u16);
                if state.card(card).credits == 0 {
                    state.trash(card);
                }
            }
            _ => {}
        }
    }

    fn strength_modifier(state: &GameState, card: u8, target: u8) -> i32 {
        // Experiential Data: ice protecting its server has +1 strength.
        match (state.cdef(card).behavior, state.card(card).zone) {
            (Behavior::ExperientialData, Zone::Root(s)) => {
                i32::from(state.card(target).zone == Zone::Ice(s))
            }
            _ => 0,
        }
    }

    fn accessed(state: &mut GameState, card: u8) {
        // Aggressive Secretary: when accessed, the Corp may pay 2 credits (asked only when it can
        // and the card holds advancement tokens, i.e. when paying would do something).
        let c = state.card(card);
        if c.def().behavior == Behavior::AggressiveSecretary
            && c.advancement > 0
            && state.corp.credits >= 2
        {
            state.push(Step::ChooseMode(card));
        }
    }

    fn legal_choices(state: &GameState, source: u8, n: u8, data: u32, out: &mut ActionList) {
        match n {
            TRASH_PROGRAMS.. => legal_trash_programs(state, data, out),
            BETA_INSTALL => {
                for k in 0..3 {
                    let c = looked(data, k);
                    if c == NONE {
                        continue;
                    }
                    let fresh = (0..k).all(|j| {
                        let d = looked(data, j);
                        d == NONE || state.card(d).def != state.card(c).def
                    });
                    if !fresh
                        || state.card(c).zone != Zone::Rd
                        || state.cdef(c).card_type != CardType::Ice
                    {
                        continue;
                    }
                    for s in 0..=NEW_REMOTE {
                        if state.can_corp_install_in(CardType::Ice, s) {
                            out.push(Action::new(ActionKind::Install).card(c).server(s));
                        }
                    }
                }
                out.push(Action::new(ActionKind::Pass));
            }
            MIRRORMORPH => {
                for (i, &c) in state.corp.hq.iter().enumerate() {
                    let d = state.cdef(c);
                    if d.card_type == CardType::Operation
                        || state.corp.hq[..i]
                            .iter()
                            .any(|&e| state.card(e).def == state.card(c).def)
                    {
                        continue;
                    }
                    for s in 0..=NEW_REMOTE {
                        if state.can_corp_install_in(d.card_type, s)
                            && crate::cards::can_install_in(d, s)
                        {
                            out.push(Action::new(ActionKind::Install).card(c).server(s));
                        }
                    }
                }
                out.push(Action::new(ActionKind::Pass));
            }
            ARCHIVES_TO_HQ => {
                let pile = &state.corp.archives;
                for (i, &c) in pile.iter().enumerate() {
                    // Copies are interchangeable unless one is faceup and the other not.
                    let same = pile[..i].iter().any(|&e| {
                        state.card(e).def == state.card(c).def
                            && state.card(e).faceup == state.card(c).faceup
                    });
                    if !same {
                        out.push(Action::new(ActionKind::Mode).card(c).target(0));
                    }
                }
            }
            TROUBLESHOOT => {
                let s = (data >> 16) as usize;
                for &i in &state.corp.servers[s].ice {
                    if state.card(i).rezzed {
                        out.push(Action::new(ActionKind::Mode).card(i).target(0));
                    }
                }
            }
            _ => {}
        }
        let _ = source;
    }

    fn resolve_card_choice(state: &mut GameState, source: u8, n: u8, data: u32, action: Action) {
        match n {
            TRASH_PROGRAMS.. => resolve_trash_programs(state, source, n, data, action),
            BETA_INSTALL => {
                if action.kind == ActionKind::Install {
                    let mut rest = data;
                    for k in 0..3 {
                        if looked(data, k) == action.card {
                            rest |= 0xff << (8 * k);
                        }
                    }
                    // Installed and rezzed one at a time, ignoring all costs (so Archer needs no
                    // forfeit, ruling on Archer 1), following the install rules: the Corp may
                    // first trash ice protecting that server (Rules Reference, "Install" step 3).
                    beta_continue(state, source, rest);
                    state.push(Step::CorpInstallRezzed {
                        card: action.card,
                        server: action.server,
                    });
                } else {
                    // The cards not installed are trashed (facedown: the Runner has not seen them).
                    for k in 0..3 {
                        let c = looked(data, k);
                        if c != NONE && state.card(c).zone == Zone::Rd {
                            state.trash(c);
                        }
                    }
                }
            }
            MIRRORMORPH if action.kind == ActionKind::Install => {
                if data > 1 {
                    state.push(Step::Choice {
                        source,
                        n,
                        data: data - 1,
                    });
                }
                state.push(Step::CorpInstall {
                    card: action.card,
                    server: action.server,
                });
            }
            ARCHIVES_TO_HQ => {
                let c = action.card;
                if action.kind != ActionKind::Mode || state.card(c).zone != Zone::Archives {
                    return;
                }
                // The Runner knows which card moved only if it was faceup.
                state.unplace(c);
                let card = state.card_mut(c);
                card.zone = Zone::Hq;
                card.faceup = false;
                card.known |= Side::Corp.bit();
                state.corp.hq.push(c);
                state.log_card(crate::log::EventKind::AddedToHand, c, Zone::Archives);
            }
            TROUBLESHOOT if action.kind == ActionKind::Mode => {
                add_turn_strength(state, action.card, (data & 0xffff) as u16);
            }
            _ => {}
        }
    }

    fn choice_name(_state: &GameState, _source: u8, n: u8) -> &'static str {
        match n {
            TRASH_PROGRAMS.. => "trash_programs",
            BETA_INSTALL => "install_looked_ice",
            MIRRORMORPH => "install_from_hq",
            ARCHIVES_TO_HQ => "archives_to_hq",
            TROUBLESHOOT => "choose_ice",
            _ => "choose",
        }
    }
}

/// Card id `k` (0 = top) of the cards Accelerated Beta Test looked at, or `NONE`.
fn looked(data: u32, k: usize) -> u8 {
    (data >> (8 * k)) as u8
}

/// Accelerated Beta Test: asks again while looked-at cards remain in R&D (the Corp is asked
/// even if none is ice, so that the Runner cannot tell).
fn beta_continue(state: &mut GameState, source: u8, data: u32) {
    let left = (0..3).any(|k| {
        let c = looked(data, k);
        c != NONE && state.card(c).zone == Zone::Rd
    });
    if left {
        state.push(Step::Choice {
            source,
            n: BETA_INSTALL,
            data,
        });
    }
}

/// Corporate Troubleshooter: `ice` gets +`amount` strength until the end of the turn.
fn add_turn_strength(state: &mut GameState, ice: u8, amount: u16) {
    let slots = &mut state.turn_flags.ice_strength_bonus;
    let slot = slots
        .iter()
        .position(|s| s.1 > 0 && s.0 == ice)
        .or_else(|| slots.iter().position(|s| s.1 == 0));
    if let Some(i) = slot {
        slots[i].0 = ice;
        slots[i].1 = slots[i].1.saturating_add(amount);
    }
}

/// Strength that `ice` has until the end of the turn (Corporate Troubleshooter).
pub(crate) fn turn_strength_bonus(state: &GameState, ice: u8) -> i32 {
    state
        .turn_flags
        .ice_strength_bonus
        .iter()
        .filter(|s| s.0 == ice)
        .map(|s| s.1 as i32)
        .sum()
}

/// The Corp will choose `count` installed programs to trash (fewer if there are fewer).
pub(super) fn push_trash_programs(state: &mut GameState, source: u8, count: u8) {
    if count > 0 {
        state.push(Step::Choice {
            source,
            n: TRASH_PROGRAMS + count.min(127),
            data: 0,
        });
    }
}

fn is_program(state: &GameState, c: u8) -> bool {
    state.cdef(c).card_type == CardType::Program
}

/// Installed programs not chosen yet (`data`: chosen rig positions).
pub(super) fn legal_trash_programs(state: &GameState, data: u32, out: &mut ActionList) {
    for (i, &c) in state.runner.rig.iter().enumerate() {
        if is_program(state, c) && data & (1 << i) == 0 {
            out.push(Action::new(ActionKind::Trash).card(c));
        }
    }
}

/// One program chosen; once all are chosen (or none is left to choose), they are trashed at the
/// same time, each at most once (Aggressive Secretary rulings 1 and 2).
pub(super) fn resolve_trash_programs(
    state: &mut GameState,
    source: u8,
    n: u8,
    data: u32,
    action: Action,
) {
    let mut mask = data;
    let mut left = n - TRASH_PROGRAMS;
    if action.kind == ActionKind::Trash {
        if let Some(i) = state.runner.rig.iter().position(|&c| c == action.card) {
            mask |= 1 << i;
            left -= 1;
        }
        let more = state
            .runner
            .rig
            .iter()
            .enumerate()
            .any(|(i, &c)| is_program(state, c) && mask & (1 << i) == 0);
        if left > 0 && more {
            state.push(Step::Choice {
                source,
                n: TRASH_PROGRAMS + left,
                data: mask,
            });
            return;
        }
    }
    let chosen: ArrayVec<u8, 32> = state
        .runner
        .rig
        .iter()
        .enumerate()
        .filter(|&(i, _)| mask & (1 << i) != 0)
        .map(|(_, &c)| c)
        .collect();
    for c in chosen {
        state.trash(c);
    }
}
