//! Vantage Point: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{ability, card, CardBehavior, CardType, CHOOSE_CARD, VIRUS};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, FLAG_USED_THIS_TURN, HQ, MAX_SERVERS, RD};
use crate::waits;

/// Every Vantage Point Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    STOWAWAY,
    HIRAM,
    BETA_BUILD,
    METHUSELAH,
    TOUCHSTONE,
    AIRCHECK,
    SIPA,
    READ_WRITE_SHARE,
];

/// How this file's card choices word their actions, for `viewer`.
fn choose_card_label(s: &GameState, viewer: Side, source: u8, _: u8, a: &Action) -> Option<String> {
    let card = s.card_name(viewer, a.card);
    let src = s.card_name(viewer, source);
    Some(match a.kind {
        ActionKind::Mode => format!("choose {card} for {src}"),
        ActionKind::Install => format!("install {card} with {src}"),
        ActionKind::Pass => format!("decline {src}"),
        _ => return None,
    })
}

/// Beta Build: the non-virus programs of the stack it may install (one per title).
fn beta_build_offers(s: &GameState, out: &mut ActionList) {
    let stack = &s.runner.stack;
    for (i, &c) in stack.iter().enumerate() {
        let d = s.cdef(c);
        if d.card_type == CardType::Program
            && d.subtypes & VIRUS == 0
            && stack[..i].iter().all(|&e| s.card(e).def != s.card(c).def)
            && s.can_runner_install_free(c)
        {
            out.push(Action::new(ActionKind::Install).card(c));
        }
    }
}

/// Beta Build: search the stack for a non-virus program and install it ignoring all costs, then
/// shuffle and run any server; when that run ends, the program, if still installed, goes to the
/// top of the stack.
const BETA_BUILD: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        // Pushed first, resolved last: the run follows the search and the install.
        s.push(Step::ChooseServer(card));
        s.look_through_stack();
        let mut offers = ActionList::new();
        beta_build_offers(s, &mut offers);
        if offers.is_empty() {
            // Nothing to find: the stack is still shuffled (Rules Reference, "Search").
            s.shuffle_zone(Zone::Stack);
        } else {
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        beta_build_offers(s, out);
        // A search may fail to find a card (Rules Reference, "Search").
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, action| {
        s.shuffle_zone(Zone::Stack);
        if action.kind == ActionKind::Install {
            s.card_mut(card).chosen = action.card;
            s.install_ignoring_costs(action.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    run_servers: Some(|_, _, _| true),
    // Card text: "when that run ends, if that program has not been uninstalled".
    run_ends: Some(|s, card| {
        let program = s.card(card).chosen;
        if program != NONE && s.card(program).zone == Zone::Rig {
            s.add_to_stack_top(program);
        }
    }),
    ..card("36019")
};

/// Whether `c` is a piece of the Runner's hardware.
fn runner_hardware(s: &GameState, c: u8) -> bool {
    s.card(c).owner == Side::Runner && s.cdef(c).card_type == CardType::Hardware
}

/// Hiram "0mission" Svensson: each time the Runner installs or trashes a piece of hardware
/// (installed, from the grip, from anywhere), the Runner looks at the top card of R&D.
const HIRAM: CardBehavior = CardBehavior {
    // Card text: install or trash, "from any location"; an empty R&D has nothing to look at.
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) | Event::Trashed(c) => runner_hardware(s, c) && !s.corp.rd.is_empty(),
        _ => false,
    }),
    // Rules Reference, "Look": the card becomes known to the Runner and stays where it is.
    resolve_trigger: Some(|s, _, _| {
        if let Some(&top) = s.corp.rd.last() {
            s.card_mut(top).known |= Side::Runner.bit();
        }
    }),
    ..card("36017")
};

/// Credits Stowaway gives.
const STOWAWAY_GAIN: u8 = 2;

/// Stowaway: a trojan installed on any piece of ice; each successful run on the server that ice
/// protects gives the Runner 2 credits.
const STOWAWAY: CardBehavior = CardBehavior {
    needs_host: true,
    // Card text: install only on a piece of ice (rezzed or not).
    own_host: Some(|s, _, host| matches!(s.card(host).zone, Zone::Ice(_))),
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|s, card, event| match event {
        Event::SuccessfulRun(server) => {
            let host = s.card(card).host;
            host != crate::actions::NONE && s.card(host).zone == Zone::Ice(server)
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, STOWAWAY_GAIN))),
    ..card("36024")
};

/// Credits Methuselah gains for a piece of hardware trashed from the grip.
const METHUSELAH_GAIN: u8 = 2;

/// Whether `c` is a piece of hardware in the grip.
fn grip_hardware(s: &GameState, c: u8) -> bool {
    s.card(c).zone == Zone::Grip && s.cdef(c).card_type == CardType::Hardware
}

/// Methuselah: a console with 1 more memory; whenever a run begins, the Runner may trash a piece
/// of hardware from the grip to place 2 credits on it; its credits pay for anything during runs.
const METHUSELAH: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    // Card text: "whenever a run begins", only with hardware in the grip to trash.
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::RunBegins(..)) && s.runner.grip.iter().any(|&c| grip_hardware(s, c))
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        let hardware: arrayvec::ArrayVec<u8, 64> = s
            .runner
            .grip
            .iter()
            .copied()
            .filter(|&c| grip_hardware(s, c))
            .collect();
        s.push_distinct(&hardware, ActionKind::Trash, out);
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, action| {
        if action.kind == ActionKind::Trash && grip_hardware(s, action.card) {
            // The trash is the cost; the credits are its effect.
            s.trash_now(action.card);
            s.place_credits(card, METHUSELAH_GAIN);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(if a.kind == ActionKind::Trash {
            format!(
                "Methuselah: trash {} from the grip to place 2 credits",
                s.card_name(viewer, a.card)
            )
        } else {
            "Methuselah: trash no hardware".into()
        })
    }),
    // Card text: hosted credits may be spent during runs (on anything).
    pays_for: Some(|s, _, _| s.run.is_some()),
    ..card("36020")
};

/// Touchstone: the Runner's first event each turn places 1 credit on it; its credits pay for
/// anything during runs.
const TOUCHSTONE: CardBehavior = CardBehavior {
    // Card text: "the first time each turn you play an event" (Rules Reference, "Ordinal
    // Events": the event being played is counted).
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::Played(c) if s.card(c).owner == Side::Runner)
            && s.turn_flags.runner_events_played == 1
    }),
    resolve_trigger: Some(|s, card, _| s.place_credits(card, 1)),
    pays_for: Some(|s, _, _| s.run.is_some()),
    ..card("36021")
};

/// Credits placed on Aircheck.
const AIRCHECK_LOAD: u8 = 4;

/// Aircheck's choice after a successful first run: run a remote server (`Mode` on Aircheck,
/// the server as its target) or not.
const AIRCHECK_SECOND_RUN: u8 = 1;

/// Aircheck: 4 credits placed on the event, spendable while it is active, when the credit pool
/// cannot be spent from; a run on HQ or R&D and, if it was successful, a run on a remote server
/// if the Runner wants.
const AIRCHECK: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        s.place_credits(card, AIRCHECK_LOAD);
        s.push(Step::ChooseServer(card));
    }),
    // Card text: HQ or R&D for the first run.
    run_servers: Some(|_, _, server| server == HQ || server == RD),
    pays_for: Some(|_, _, _| true),
    locks_credit_pool: true,
    // Card text: "when that run ends, if it was successful, you may run a remote server"; the
    // second run is made by the event too (still active: its credits and the lock hold).
    run_ends: Some(|s, card| {
        let first = s.card(card).mode == 0;
        if first && s.run.is_some_and(|r| r.successful) {
            s.card_mut(card).mode = AIRCHECK_SECOND_RUN;
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, card, _, _, out| {
        for server in (ARCHIVES + 1)..MAX_SERVERS as u8 {
            if !s.corp.servers[server as usize].is_empty() {
                out.push(Action::new(ActionKind::Mode).card(card).target(server));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, action| {
        if action.kind == ActionKind::Mode {
            s.start_run_by(card, action.target);
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(if a.kind == ActionKind::Mode {
            format!("Aircheck: run {}", crate::actions::server_name(a.target))
        } else {
            "Aircheck: make no second run".into()
        })
    }),
    ..card("36018")
};

/// Sipa: whether the Runner, passing `ice`, passes the outermost ice of its server after
/// breaking every one of its subroutines (it has at least one).
fn passed_outermost_fully_broken(s: &GameState, ice: u8) -> bool {
    let Some((server, index)) = s.ice_position(ice) else {
        return false;
    };
    // Every subroutine of the encounter, those gained for it too (Stick and Poke).
    index + 1 == s.corp.servers[server as usize].ice.len() && s.fully_broken(ice)
}

/// Sipa: the first time each turn the Runner passes the outermost ice of a server after fully
/// breaking it, the Runner may swap it with another installed piece of ice.
const SIPA: CardBehavior = CardBehavior {
    triggers_on: Some(|s, card, event| match event {
        Event::IcePassed(ice) => {
            s.card(card).flags & FLAG_USED_THIS_TURN == 0 && passed_outermost_fully_broken(s, ice)
        }
        _ => false,
    }),
    // The first time is used up whether or not the Runner swaps.
    resolve_trigger: Some(|s, card, event| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        if let Event::IcePassed(ice) = event {
            s.push_choice(card, 0, ice as u32);
        }
    }),
    legal_choices: Some(|s, _, _, passed, out| {
        for server in s.servers_in_use() {
            for &other in &server.ice {
                if other as u32 != passed {
                    out.push(Action::new(ActionKind::Mode).card(other));
                }
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, passed, action| {
        if action.kind == ActionKind::Mode {
            s.swap_ice(Side::Runner, passed as u8, action.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(if a.kind == ActionKind::Mode {
            format!(
                "Sipa: swap the passed ice with {}",
                s.card_name(viewer, a.card)
            )
        } else {
            "Sipa: swap no ice".into()
        })
    }),
    ..card("36023")
};

// ----- 36022 Read-Write Share -----

/// Read-Write Share: at most this many hosted cards.
const RWS_LIMIT: usize = 4;

/// Whether Read-Write Share may host one more grip card: installed, under its limit, and the
/// grip holds a card.
fn rws_may_host(s: &GameState, card: u8) -> bool {
    s.card(card).zone == Zone::Rig && s.held_on(card).len() < RWS_LIMIT && !s.runner.grip.is_empty()
}

/// Read-Write Share: a program hosting at most 4 cards, facedown (not installed, known to the
/// Runner only: `effects/held.rs`). When it is installed and as each Runner turn begins, the
/// Runner may host 1 card of the grip on it to draw 1 card; trashing it shuffles every hosted
/// card into the stack.
const READ_WRITE_SHARE: CardBehavior = CardBehavior {
    hosts_facedown: true,
    actions: &[ability(
        0,
        "shuffle every card hosted on Read-Write Share into the stack",
        "trash Read-Write Share",
    )],
    triggers_on: Some(|s, card, event| {
        (event == Event::Installed(card) || event == Event::TurnBegins(Side::Runner))
            && rws_may_host(s, card)
    }),
    resolve_trigger: Some(|s, card, _| {
        if rws_may_host(s, card) {
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, card, _, _, out| {
        if rws_may_host(s, card) {
            for (i, &c) in s.runner.grip.iter().enumerate() {
                let def = s.card(c).def;
                if !s.runner.grip[..i].iter().any(|&e| s.card(e).def == def) {
                    out.push(Action::new(ActionKind::Mode).card(c).target(0));
                }
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    // Card text: host "to draw 1 card": the hosting is the cost, the draw its effect.
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode && rws_may_host(s, card) && s.card(a.card).zone == Zone::Grip
        {
            s.host_held(a.card, card);
            s.push(Step::Draw(Side::Runner, 1));
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => format!(
                "Read-Write Share: host {} facedown on it to draw 1 card",
                s.card_name(viewer, a.card)
            ),
            _ => "Read-Write Share: host nothing".into(),
        })
    }),
    // Offered only while it hosts cards (with none, the ability would shuffle nothing).
    paid_abilities: Some(|s, card, _, out| {
        if !s.held_on(card).is_empty() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // The card wins over "Hosted" (a host leaving play trashes its hosted cards): the ability
    // moves them to the stack, so they are taken off it before its trash cost is paid. The
    // trash is the cost, chosen by the Runner: not prevented (`trash_now`).
    use_paid_ability: Some(|s, card, _| {
        for c in s.held_on(card) {
            s.held_to_hand_or_deck(c, true);
        }
        s.trash_now(card);
        s.shuffle_zone(Zone::Stack);
    }),
    ..card("36022")
};
