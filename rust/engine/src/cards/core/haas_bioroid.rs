//! Haas-Bioroid cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE, NONE};
use crate::cards::{ability, card, mode, CardBehavior, CardType, Sub};
use crate::effects::trashes_programs;
use crate::engine::{DamageKind, Event, Step, TraceEffect};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// The Haas-Bioroid cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    HAAS_BIOROID,
    ACCELERATED_BETA_TEST,
    ADONIS_CAMPAIGN,
    AGGRESSIVE_SECRETARY,
    ARCHIVED_MEMORIES,
    BIOTIC_LABOR,
    SHIPMENT_FROM_MIRRORMORPH,
    HEIMDALL,
    ICHI,
    VIKTOR,
    ROTOTURRET,
    CORPORATE_TROUBLESHOOTER,
    EXPERIENTIAL_DATA,
];

/// Haas-Bioroid: Engineering the Future: the first Corp install each turn gains 1 credit.
const HAAS_BIOROID: CardBehavior = CardBehavior {
    waits_for: waits::INSTALLED,
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) => s.card(c).owner == Side::Corp && !s.turn_flags.corp_installed,
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 1))),
    ..card("01054")
};

/// What a "trash 1 installed program" subroutine does, in words.
const TRASH_PROGRAM_TEXT: &str = "Trash 1 installed program (the Corp chooses).";

// ----- Accelerated Beta Test -----

// `Step::Choice` kind (`n`) of Accelerated Beta Test: install and rez ice among the looked-at
// cards (`data`: 3 card ids).
const BETA_INSTALL: u8 = 1;

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
        state.push_choice(source, BETA_INSTALL, data);
    }
}

/// Accelerated Beta Test, mode 0: the Corp looks at (up to) the top 3 cards of R&D.
fn beta_look(state: &mut GameState, card: u8, mode: u8) {
    if mode != 0 {
        return;
    }
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

/// Accelerated Beta Test: each looked-at ice still in R&D (one copy of each card) may be
/// installed in any server that can take ice.
fn beta_choices(state: &GameState, _: u8, _: u8, data: u32, out: &mut ActionList) {
    for k in 0..3 {
        let c = looked(data, k);
        if c == NONE {
            continue;
        }
        let fresh = (0..k).all(|j| {
            let d = looked(data, j);
            d == NONE || state.card(d).def != state.card(c).def
        });
        if !fresh || state.card(c).zone != Zone::Rd || state.cdef(c).card_type != CardType::Ice {
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

/// Accelerated Beta Test: installs the chosen ice, or trashes the rest on a pass.
fn beta_chosen(state: &mut GameState, source: u8, _: u8, data: u32, action: Action) {
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

/// Accelerated Beta Test: when scored, the Corp may look at the top 3 cards of R&D, install and
/// rez any ice among them at no cost, and trash the others.
const ACCELERATED_BETA_TEST: CardBehavior = CardBehavior {
    actions: &[
        mode(
            0,
            "look at the top 3 cards of R&D: install and rez any ice among them for free, trash \
             the rest",
            "",
        ),
        mode(1, "do not look at R&D", ""),
    ],
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    // "May look": the Corp decides.
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    // 0 = look at the top 3 of R&D, 1 = do not.
    legal_modes: Some(|_, card, out| {
        let mode = Action::new(ActionKind::Mode).card(card);
        out.push(mode.target(0));
        out.push(mode.target(1));
    }),
    resolve_mode: Some(beta_look),
    legal_choices: Some(beta_choices),
    resolve_card_choice: Some(beta_chosen),
    choice_name: Some(|_, _, _| "install_looked_ice"),
    ..card("01055")
};

/// Adonis Campaign: 12 credits are placed on it when rezzed; the Corp takes 3 of them when its
/// turn begins, and it is trashed once empty.
const ADONIS_CAMPAIGN: CardBehavior = CardBehavior {
    waits_for: waits::REZZED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        // 12 credits from the bank on it when rezzed.
        Event::Rezzed(_) => s.place_credits(card, 12),
        // Take 3 credits from it when the Corp's turn begins; trash it once it has none left.
        _ => {
            s.take_credits_trash_when_empty(Side::Corp, card, 3);
        }
    }),
    ..card("01056")
};

/// Aggressive Secretary: can be advanced; when accessed, the Corp may pay 2 credits to trash one
/// installed program per advancement token on it.
const AGGRESSIVE_SECRETARY: CardBehavior = CardBehavior {
    actions: &[
        mode(
            0,
            "trash 1 program per advancement token on it",
            "2 credits",
        ),
        mode(1, "do not pay: trash no programs", ""),
    ],
    advanceable: true,
    can_advance: Some(|_, _| true),
    // When accessed, the Corp may pay 2 credits (asked only when it can and the card holds
    // advancement tokens, i.e. when paying would do something).
    accessed: Some(|s, card| {
        if s.card(card).advancement > 0 && s.corp.credits >= 2 {
            s.push(Step::ChooseMode(card));
        }
    }),
    // 0 = pay 2 credits to trash programs, 1 = do not.
    legal_modes: Some(|s, card, out| {
        let mode = Action::new(ActionKind::Mode).card(card);
        if s.corp.credits >= 2 {
            out.push(mode.target(0));
        }
        out.push(mode.target(1));
    }),
    resolve_mode: Some(|s, card, mode| {
        if mode == 0 {
            s.corp.credits -= 2;
            let tokens = s.card(card).advancement;
            s.choose_programs_to_trash(card, tokens);
        }
    }),
    ..trashes_programs(card("01057"))
};

// `Step::Choice` kind (`n`) of Archived Memories: choose a card in Archives.
const ARCHIVES_TO_HQ: u8 = 3;

/// Archived Memories: the Corp adds a card from Archives to HQ.
const ARCHIVED_MEMORIES: CardBehavior = CardBehavior {
    // FAQ, "Triggering Actions and Abilities": not playable with Archives empty.
    could_change_state: Some(|s, _, _, _| !s.corp.archives.is_empty()),
    play: Some(|s, card| s.push_choice(card, ARCHIVES_TO_HQ, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        let pile = &s.corp.archives;
        for (i, &c) in pile.iter().enumerate() {
            // Copies are interchangeable unless one is faceup and the other not.
            let same = pile[..i]
                .iter()
                .any(|&e| s.card(e).def == s.card(c).def && s.card(e).faceup == s.card(c).faceup);
            if !same {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        let c = action.card;
        if action.kind != ActionKind::Mode || s.card(c).zone != Zone::Archives {
            return;
        }
        // The Runner knows which card moved only if it was faceup.
        s.add_to_hq(c, Zone::Archives, true);
    }),
    choice_name: Some(|_, _, _| "archives_to_hq"),
    ..card("01058")
};

/// Biotic Labor: the Corp gains 2 clicks.
const BIOTIC_LABOR: CardBehavior = CardBehavior {
    play: Some(|s, _| s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2)),
    ..card("01059")
};

// `Step::Choice` kind (`n`) of Shipment from MirrorMorph: install a card from HQ (`data`:
// installs left).
const MIRRORMORPH: u8 = 2;

/// Shipment from MirrorMorph: the Corp installs up to 3 cards from HQ, one after the other,
/// paying their costs as usual.
const SHIPMENT_FROM_MIRRORMORPH: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push_choice(card, MIRRORMORPH, 3)),
    legal_choices: Some(|s, _, _, _, out| s.offer_installs_from_hq(out)),
    resolve_card_choice: Some(|s, source, n, data, action| {
        if action.kind != ActionKind::Install {
            return;
        }
        if data > 1 {
            s.push_choice(source, n, data - 1);
        }
        s.push(Step::CorpInstall {
            card: action.card,
            server: action.server,
        });
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    ..card("01060")
};

/// Heimdall 1.0: 1 brain damage, end the run, end the run; the Runner may break its
/// subroutines by losing clicks.
const HEIMDALL: CardBehavior = CardBehavior {
    subroutines: &[Sub::Damage(DamageKind::Brain, 1), Sub::EndRun, Sub::EndRun],
    // Bioroid ice of the Core Set: lose 1 click to break 1 subroutine (Runner only).
    click_break_cost: 1,
    ..card("01061")
};

/// Ichi 1.0: trash a program, trash a program, trace 1 for 1 brain damage and a tag; the
/// Runner may break its subroutines by losing clicks.
const ICHI: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        TRASH_PROGRAM_TEXT,
        "Trace 1: if successful, do 1 brain damage and give the Runner 1 tag.",
    ],
    click_break_cost: 1,
    resolve_sub: Some(|s, ice, index| match index {
        // "Trash 1 installed program": the Corp chooses which (FAQ, "Subroutines").
        0 => s.choose_programs_to_trash(ice, 1),
        // Trace 1; if successful, 1 brain damage and 1 tag.
        _ => s.push(Step::TraceCorp {
            so_far: 0,
            base: 1,
            effect: TraceEffect::DamageAndTags(DamageKind::Brain, 1, 1),
        }),
    }),
    ..trashes_programs(card("01062"))
};

/// Viktor 1.0: 1 brain damage, end the run; the Runner may break its subroutines by losing
/// clicks.
const VIKTOR: CardBehavior = CardBehavior {
    subroutines: &[Sub::Damage(DamageKind::Brain, 1), Sub::EndRun],
    click_break_cost: 1,
    ..card("01063")
};

/// Rototurret: trash a program, end the run.
const ROTOTURRET: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::EndRun],
    sub_text: &[TRASH_PROGRAM_TEXT],
    // "Trash 1 installed program": the Corp chooses which (FAQ, "Subroutines").
    resolve_sub: Some(|s, ice, _| s.choose_programs_to_trash(ice, 1)),
    ..trashes_programs(card("01064"))
};

// `Step::Choice` kind (`n`) of Corporate Troubleshooter: choose the ice (`data`: X | server <<
// 16).
const TROUBLESHOOT: u8 = 4;

/// Corporate Troubleshooter: X credits and trashing it give a rezzed ice protecting its server
/// +X strength for the rest of the turn.
const CORPORATE_TROUBLESHOOTER: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "a rezzed ice protecting this server gets +X strength for the rest of the turn",
        "X credits, trash Corporate Troubleshooter",
    )],
    // X credits and trash it, with a rezzed ice protecting its server to choose. X is chosen as
    // the ability is used (amount.rs): any amount the Corp can pay, 0 included (the upgrade is
    // still trashed).
    paid_abilities: Some(|s, card, _, out| {
        let Zone::Root(server) = s.card(card).zone else {
            return;
        };
        let ice = &s.corp.servers[server as usize].ice;
        if !ice.iter().any(|&i| s.card(i).rezzed) {
            return;
        }
        out.push(Action::new(ActionKind::Ability).card(card).target(0));
    }),
    // X is chosen first (amount.rs), then paid with the trash cost.
    use_paid_ability: Some(|s, card, _| s.ask_amount(card)),
    amount_range: Some(|s, _| (0, s.corp.credits)),
    resolve_amount: Some(|s, card, x| {
        let Zone::Root(server) = s.card(card).zone else {
            return;
        };
        // Costs: X credits and trashing the upgrade; then the ice is chosen.
        s.corp.credits = s.corp.credits.saturating_sub(x);
        s.trash(card);
        s.push_choice(card, TROUBLESHOOT, x as u32 | (server as u32) << 16);
    }),
    amount_label: Some(|_, _, x| {
        Some(format!(
            "pay X = {x} for Corporate Troubleshooter (+{x} strength)"
        ))
    }),
    legal_choices: Some(|s, _, _, data, out| {
        let server = (data >> 16) as usize;
        for &i in &s.corp.servers[server].ice {
            if s.card(i).rezzed {
                out.push(Action::new(ActionKind::Mode).card(i).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, data, action| {
        if action.kind == ActionKind::Mode {
            s.add_turn_strength(action.card, (data & 0xffff) as u16);
        }
    }),
    choice_name: Some(|_, _, _| "choose_ice"),
    ..card("01065")
};

/// Experiential Data: an upgrade that makes every piece of ice guarding its server one point
/// stronger.
const EXPERIENTIAL_DATA: CardBehavior = CardBehavior {
    strength_modifier: Some(|s, card, target| match s.card(card).zone {
        Zone::Root(server) => i32::from(s.card(target).zone == Zone::Ice(server)),
        _ => 0,
    }),
    ..card("01066")
};
