//! Elevation: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{
    ability, card, mode, subtype, CardBehavior, CardType, BARRIER, CHOOSE_CARD, CODE_GATE,
    ICEBREAKER, SENTRY,
};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN, RD};

/// Every Elevation Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    DEWI,
    MAGDALENE,
    RITUAL,
    AZIMAT,
    CHROMATOPHORES,
    GAMEDRAGON_PRO,
    PRINCIPIA,
    KNICKKNACK,
    DEVADATTA_DRONE,
    MADANI,
    ILLUMINATION,
];

// ----- 35025 Illumination -----

/// Illumination: at most this many installs.
const ILLUMINATION_INSTALLS: u32 = 3;

/// Grip cards Illumination may install now (1 credit less), one per title.
fn illumination_installable(s: &GameState) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    for &c in &s.runner.grip {
        let def = s.card(c).def;
        if s.cdef(c).card_type != CardType::Event
            && s.can_runner_install_less(c, 1)
            && !out.iter().any(|&o| s.card(o).def == def)
        {
            out.push(c);
        }
    }
    out
}

/// Illumination: a run on R&D; if successful, the Runner installs up to 3 cards from the grip,
/// one at a time, each for 1 credit less.
const ILLUMINATION: CardBehavior = CardBehavior {
    play: Some(crate::cards::run_event::<RD>),
    // "If successful": a conditional ability of the event waiting in the play area, as the run
    // is declared successful (before the breach).
    triggers_on: Some(|s, card, event| {
        event == Event::SuccessfulRun(RD) && s.run.is_some_and(|r| r.source == card)
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for c in illumination_installable(s) {
            out.push(Action::new(ActionKind::Install).card(c));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    // `data`: installs done so far. The next offer is asked once this install is done.
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Install || s.card(a.card).zone != Zone::Grip {
            return;
        }
        if data + 1 < ILLUMINATION_INSTALLS {
            s.push_choice(card, n, data + 1);
        }
        let install = Step::InstallDiscounted {
            card: a.card,
            discount: 1,
        };
        s.begin_runner_install_with(a.card, install);
    }),
    choice_name: Some(|_, _, _| "card_to_install"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Install => format!(
                "Illumination: install {} paying 1 credit less",
                s.card_name(viewer, a.card)
            ),
            _ => "Illumination: install nothing more".into(),
        })
    }),
    ..card("35025")
};

// ----- 35028 Madani -----

/// Madani's choices (`n`): a program of the grip to host (asked again until the Runner stops),
/// and the hosted program to install.
const MADANI_HOST: u8 = 0;
const MADANI_INSTALL: u8 = 1;

/// Programs of the grip, one per title (copies are one choice).
fn grip_programs(s: &GameState) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    for &c in &s.runner.grip {
        let def = s.card(c).def;
        if s.cdef(c).card_type == CardType::Program && !out.iter().any(|&o| s.card(o).def == def) {
            out.push(c);
        }
    }
    out
}

/// Programs held on Madani the Runner can install now, one per title.
fn madani_installable(s: &GameState, card: u8) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    for c in s.held_on(card) {
        let def = s.card(c).def;
        if s.cdef(c).card_type == CardType::Program
            && s.can_runner_install(c)
            && !out.iter().any(|&o| s.card(o).def == def)
        {
            out.push(c);
        }
    }
    out
}

/// Madani: a console. A click hosts any number of programs from the grip faceup on it (not
/// installed: `effects/held.rs`); once per turn, a paid ability costing 0 credits installs one
/// of them, paying its install cost.
const MADANI: CardBehavior = CardBehavior {
    actions: &[
        ability(
            0,
            "host any number of programs from the grip faceup on Madani",
            "click",
        ),
        ability(
            1,
            "install 1 program hosted on Madani, paying its install cost (once per turn)",
            "0 credits",
        ),
    ],
    // With no program in the grip, hosting "any number" of them changes nothing.
    click_abilities: Some(|s, card, _, out| {
        if !grip_programs(s).is_empty() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| s.push_choice(card, MADANI_HOST, 0)),
    // Card text: "once per turn"; offered only with a hosted program the Runner can install.
    paid_abilities: Some(|s, card, _, out| {
        if s.card(card).flags & FLAG_USED_THIS_TURN == 0 && !madani_installable(s, card).is_empty()
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(1));
        }
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 1 {
            s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
            s.ask_choice(card, MADANI_INSTALL, 0);
        }
    }),
    legal_choices: Some(|s, card, n, _, out| {
        if n == MADANI_INSTALL {
            for c in madani_installable(s, card) {
                out.push(Action::new(ActionKind::Install).card(c));
            }
        } else {
            for c in grip_programs(s) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        let alive = s.card(card).zone == Zone::Rig;
        if n == MADANI_INSTALL {
            if a.kind == ActionKind::Install && s.card(a.card).zone == Zone::Hosted(card) {
                s.begin_runner_install(a.card);
            }
        } else if a.kind == ActionKind::Mode && alive && s.card(a.card).zone == Zone::Grip {
            s.host_held(a.card, card);
            // "Any number": asked again until the Runner stops or no program is left.
            if !grip_programs(s).is_empty() {
                s.push_choice(card, MADANI_HOST, 0);
            }
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == MADANI_INSTALL {
            "card_to_install"
        } else {
            CHOOSE_CARD
        }
    }),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => format!("Madani: host {} on it", s.card_name(viewer, a.card)),
            ActionKind::Install => format!(
                "Madani: install {}, paying its install cost",
                s.card_name(viewer, a.card)
            ),
            _ => "Madani: host no more programs".into(),
        })
    }),
    ..card("35028")
};

// ----- 35031 Devadatta Drone -----

/// Devadatta Drone's choice: remove a power counter for an extra access, or not.
const DEVADATTA_USE: u8 = 0;
const DEVADATTA_KEEP: u8 = 1;

/// Devadatta Drone: installed with 2 power counters; whenever the Runner breaches R&D, it may
/// remove one to access 1 more card.
const DEVADATTA_DRONE: CardBehavior = CardBehavior {
    actions: &[
        mode(
            DEVADATTA_USE,
            "remove a power counter: access 1 more card from R&D",
            "",
        ),
        mode(DEVADATTA_KEEP, "keep Devadatta Drone's power counters", ""),
    ],
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| s.place_power_counters(card, 2)),
    // "Whenever you breach R&D", before the first access (as Medium).
    breach: Some(|s, card, server| {
        if server == crate::state::RD && s.card(card).power > 0 {
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|_, card, _, _, out| {
        for m in [DEVADATTA_USE, DEVADATTA_KEEP] {
            out.push(Action::new(ActionKind::Mode).card(card).target(m));
        }
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.target == DEVADATTA_USE && s.card(card).power > 0 {
            s.card_mut(card).power -= 1;
            if let Some(r) = s.run.as_mut() {
                r.deck_accesses = r.deck_accesses.saturating_add(1);
            }
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.target {
            DEVADATTA_USE => "Devadatta Drone: remove a power counter to access 1 more card".into(),
            _ => "Devadatta Drone: keep its power counters".into(),
        })
    }),
    ..card("35031")
};

// ----- 35033 "Knickknack" O'Brian -----

/// "Knickknack" O'Brian: the first time each turn a run begins, the Runner may trash another
/// of its installed cards to gain its printed install cost in credits and draw 1 card.
const KNICKKNACK: CardBehavior = CardBehavior {
    triggers_on: Some(|_, _, event| matches!(event, Event::RunBegins(_, true))),
    // "You may": not asked with nothing else installed.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, card, _, _, out| {
        for &c in &s.runner.rig {
            if c != card {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Trash && a.card != card && s.card(a.card).zone == Zone::Rig {
            // Printed install cost (an X cost is 0); the Runner's own choice: not prevented.
            let gain = s.cdef(a.card).cost;
            s.trash_now(a.card);
            s.push(Step::Draw(Side::Runner, 1));
            s.push(Step::Gain(Side::Runner, gain));
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Trash => format!(
                "Knickknack O'Brian: trash {} for its install cost and 1 card",
                s.card_name(viewer, a.card)
            ),
            _ => "Knickknack O'Brian: trash nothing".into(),
        })
    }),
    ..card("35033")
};

// ----- 35032 Principia -----

/// Principia: a fracter (1 credit: break a barrier subroutine; 2 credits: +2 strength) that
/// costs 1 less to install for each other installed icebreaker.
const PRINCIPIA: CardBehavior = CardBehavior {
    breaker: Some(crate::cards::Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 2,
        boost_amount: 2,
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    // Card text: the other icebreakers installed as the cost is paid (programs trashed to make
    // room for it are gone by then, so they do not count).
    own_install_cost: Some(|s, card| {
        let others = s
            .runner
            .rig
            .iter()
            .filter(|&&c| c != card && s.cdef(c).subtypes & ICEBREAKER != 0);
        -(others.count() as i32)
    }),
    ..card("35032")
};

// ----- 35027 GAMEDRAGON Pro -----

const AI: u64 = subtype("AI");

/// Whether GAMEDRAGON Pro may move onto `host`: an installed icebreaker that is not an AI and
/// not its host already.
fn gamedragon_host_ok(s: &GameState, card: u8, host: u8) -> bool {
    gamedragon_may_host(s, host) && s.card(card).host != host
}

/// Whether `host` is a card GAMEDRAGON Pro may be hosted on: an installed non-AI icebreaker.
fn gamedragon_may_host(s: &GameState, host: u8) -> bool {
    let d = s.cdef(host);
    s.card(host).zone == Zone::Rig && d.subtypes & ICEBREAKER != 0 && d.subtypes & AI == 0
}

/// GAMEDRAGON Pro: when installed and as each Runner turn begins, the Runner may host it on an
/// installed non-AI icebreaker; its host has +1 strength, and the host's strength boosts last
/// for the remainder of the run.
const GAMEDRAGON_PRO: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| {
        event == Event::Installed(card) || event == Event::TurnBegins(Side::Runner)
    }),
    // "You may": not asked without an icebreaker to move to.
    resolve_trigger: Some(|s, card, _| {
        if s.card(card).zone == Zone::Rig {
            s.ask_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, card, _, _, out| {
        for &c in &s.runner.rig {
            if gamedragon_host_ok(s, card, c) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode && gamedragon_host_ok(s, card, a.card) {
            s.move_to_host(card, a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => {
                format!("GAMEDRAGON Pro: host it on {}", s.card_name(viewer, a.card))
            }
            _ => "GAMEDRAGON Pro: leave it where it is".into(),
        })
    }),
    strength_modifier: Some(|s, card, target| i32::from(s.card(card).host == target)),
    // Where its own ability may have put it (it is installed in the rig itself, not on a host:
    // `needs_host` is false, so this is read only where a position is checked).
    own_host: Some(|s, _, host| gamedragon_may_host(s, host)),
    host_boosts_last_run: true,
    ..card("35027")
};

// ----- 35024 Magdalene Keino-Chemutai -----

/// Whether Magdalene may install `c` from among the `n` cards just discarded: a program or
/// hardware still there that the Runner can install (paying its cost).
fn magdalene_can_install(s: &GameState, n: u8, c: u8) -> bool {
    s.last_discarded(n).contains(&c)
        && matches!(s.cdef(c).card_type, CardType::Program | CardType::Hardware)
        && s.can_runner_install(c)
}

/// Magdalene Keino-Chemutai: whenever the Runner discards cards to reach the maximum hand
/// size, it may install a program or hardware from among them (paying its install cost).
const MAGDALENE: CardBehavior = CardBehavior {
    triggers_on: Some(
        |_, _, event| matches!(event, Event::DiscardedToHandSize(Side::Runner, n) if n > 0),
    ),
    resolve_trigger: Some(|s, card, event| {
        if let Event::DiscardedToHandSize(_, n) = event {
            // "You may": not asked when none of them could be installed.
            s.ask_choice(card, 0, n as u32);
        }
    }),
    legal_choices: Some(|s, _, _, data, out| {
        let cards = s.last_discarded(data as u8);
        for (i, &c) in cards.iter().enumerate() {
            let first = cards[..i].iter().all(|&e| s.card(e).def != s.card(c).def);
            if first && magdalene_can_install(s, data as u8, c) {
                out.push(Action::new(ActionKind::Install).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, data, a| {
        if a.kind == ActionKind::Install && magdalene_can_install(s, data as u8, a.card) {
            s.begin_runner_install(a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Install => format!(
                "Magdalene Keino-Chemutai: install {} from among the discarded cards",
                s.card_name(viewer, a.card)
            ),
            _ => "Magdalene Keino-Chemutai: install nothing".into(),
        })
    }),
    ..card("35024")
};

// ----- 35023 Dewi Subrotoputri -----

/// Dewi's sides, as its `CardInst::mode`: the front (0) and the flip side (1).
const DEWI_FLIPPED: u8 = 1;
/// Dewi's choice: flip (and gain or draw), or not.
const DEWI_FLIP: u8 = 0;
const DEWI_KEEP: u8 = 1;

/// Unused memory units.
fn free_memory(s: &GameState) -> u8 {
    s.memory_limit().saturating_sub(s.memory_used())
}

/// Dewi Subrotoputri: a two-sided identity. Front: after a successful run with no unused
/// memory, the Runner may flip it and gain 1 credit. Flip side: after a successful run with
/// unused memory, the Runner may flip it back and draw 1 card.
const DEWI: CardBehavior = CardBehavior {
    actions: &[
        mode(
            DEWI_FLIP,
            "flip Dewi Subrotoputri (front: gain 1 credit; flip side: draw 1 card)",
            "",
        ),
        mode(DEWI_KEEP, "do not flip Dewi Subrotoputri", ""),
    ],
    // Card text: the condition of the side showing, checked as the run is declared successful.
    triggers_on: Some(|s, card, event| {
        matches!(event, Event::SuccessfulRun(_))
            && if s.card(card).mode == DEWI_FLIPPED {
                free_memory(s) >= 1
            } else {
                free_memory(s) == 0
            }
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, 0, 0)),
    legal_choices: Some(|_, card, _, _, out| {
        for m in [DEWI_FLIP, DEWI_KEEP] {
            out.push(Action::new(ActionKind::Mode).card(card).target(m));
        }
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.target != DEWI_FLIP {
            return;
        }
        // The side showing as the ability resolves says what flipping it gives.
        if s.card(card).mode == DEWI_FLIPPED {
            s.card_mut(card).mode = 0;
            s.push(Step::Draw(Side::Runner, 1));
        } else {
            s.card_mut(card).mode = DEWI_FLIPPED;
            s.push(Step::Gain(Side::Runner, 1));
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|s, _, card, _, a| {
        let flipped = s.card(card).mode == DEWI_FLIPPED;
        Some(
            match (a.target, flipped) {
                (DEWI_FLIP, false) => "Dewi Subrotoputri: flip it and gain 1 credit",
                (DEWI_FLIP, true) => "Dewi Subrotoputri: flip it back and draw 1 card",
                _ => "Dewi Subrotoputri: do not flip it",
            }
            .into(),
        )
    }),
    ..card("35023")
};

/// Ritual: draw a card for each click the Runner has left once it is played.
const RITUAL: CardBehavior = CardBehavior {
    // Card text: the clicks remaining as it resolves (its own click already spent).
    play: Some(|s, _| {
        let n = s.runner.clicks;
        s.push(Step::Draw(Side::Runner, n));
    }),
    ..card("35026")
};

/// Chromatophores: a trojan installed on any piece of ice, which gains barrier, code gate and
/// sentry while it hosts it.
const CHROMATOPHORES: CardBehavior = CardBehavior {
    needs_host: true,
    // Card text: install only on a piece of ice (rezzed or not).
    own_host: Some(|s, _, host| matches!(s.card(host).zone, Zone::Ice(_))),
    // As Egret's: the host gains the subtypes rezzed or not.
    host_ice_gains: BARRIER | CODE_GATE | SENTRY,
    ..card("35030")
};

/// Azimat: 2 recurring credits that may pay trash costs only.
const AZIMAT: CardBehavior = CardBehavior {
    recurring_credits: 2,
    // Card text: any trash cost (of any accessed card).
    pays_for: Some(|_, _, spend| matches!(spend, Spend::TrashCost(_))),
    ..card("35029")
};
