//! System Gateway (2021): the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{ability, card, mode, subtype, Breaker, CardBehavior, CardType, CHOOSE_CARD};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ, RD};
use crate::waits;

/// Every System Gateway Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    ZAHYA,
    MUTUAL_FAVOR,
    TREAD_LIGHTLY,
    DOCKLANDS_PASS,
    PENNYSHAVER,
    CARMEN,
    MARJANAH,
    TRANQUILIZER,
    RED_TEAM,
];

const BARRIER: u64 = subtype("Barrier");
const SENTRY: u64 = subtype("Sentry");
const ICEBREAKER: u64 = subtype("Icebreaker");

/// Credits loaded on Red Team when it is installed.
const RED_TEAM_LOAD: u8 = 12;
/// Credits Red Team's successful run takes from it.
const RED_TEAM_TAKE: u16 = 3;
/// Rez cost added to each piece of ice during Tread Lightly's run.
const TREAD_LIGHTLY_TAX: i32 = 3;
/// Hosted virus counters at which Tranquilizer derezzes its host.
const TRANQUILIZER_DEREZ_AT: u8 = 3;

/// An icebreaker's strength ability (paid ability 0).
fn boost(s: &mut GameState, card: u8, index: u8) {
    if index == 0 {
        s.boost_breaker(card);
    }
}

/// The number a pending `Step::Choice` of `source` carries (Zahya's count of accesses).
fn pending_choice_data(s: &GameState, source: u8) -> u32 {
    match s.stack.last() {
        Some(&Step::Choice {
            source: c, data, ..
        }) if c == source => data,
        _ => 0,
    }
}

/// Zahya's gain, offered when a run on HQ or R&D with at least one access ends.
fn zahya_triggers_on(s: &GameState, _card: u8, event: Event) -> bool {
    // Card text: once per turn, when a run on HQ or R&D ends; the run need not be successful
    // (ruling 2), and every access counts, repeated ones included (ruling 1). A run with no
    // access would gain nothing and only spend the once-per-turn use, so it is not offered.
    matches!(event, Event::RunEnded { server, accesses: n, .. } if (server == HQ || server == RD) && n > 0)
        && !s.turn_flags.runner_identity_used
}

/// Zahya Sadeghi: once per turn, when a run on HQ or R&D ends, the Runner may gain 1 credit per
/// card accessed during it.
const ZAHYA: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "gain 1 credit per access made during the run", ""),
        mode(1, "do not gain credits (keep the once-per-turn use)", ""),
    ],
    waits_for: waits::RUN_ENDED,
    triggers_on: Some(zahya_triggers_on),
    resolve_trigger: Some(|s, card, event| {
        if let Event::RunEnded { accesses: n, .. } = event {
            s.push_choice(card, 0, n.into());
        }
    }),
    // Card text: "you may": gain, or decline (declining does not use the once-per-turn).
    legal_choices: Some(|_, card, _, _, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_card_choice: Some(|s, _, _, data, a| {
        if a.kind == ActionKind::Mode && a.target == 0 && !s.turn_flags.runner_identity_used {
            s.turn_flags.runner_identity_used = true;
            s.push(Step::Gain(Side::Runner, data.min(u8::MAX as u32) as u8));
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|s, _, card, _, a| {
        let n = pending_choice_data(s, card);
        Some(match a.target {
            0 => format!(
                "Zahya Sadeghi: gain {}",
                crate::observe::counted(n, "credit")
            ),
            _ => "Zahya Sadeghi: gain nothing".into(),
        })
    }),
    ..card("30010")
};

/// Mutual Favor's choice `n`: 0 the icebreaker found, 1 install it or add it to the grip.
const FAVOR_FIND: u8 = 0;
/// Mutual Favor's second choice (`data`: the revealed icebreaker).
const FAVOR_INSTALL: u8 = 1;

/// Mutual Favor: search the stack for an icebreaker and reveal it; after a successful run this
/// turn the Runner may install it, otherwise (or if not) it goes to the grip.
const MUTUAL_FAVOR: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        // Rules Reference, "Search": the Runner looks through the whole stack.
        s.look_through_stack();
        s.push_choice(card, FAVOR_FIND, 0);
    }),
    legal_choices: Some(|s, _, n, data, out| {
        if n == FAVOR_FIND {
            let breakers: arrayvec::ArrayVec<u8, 96> = s
                .runner
                .stack
                .iter()
                .copied()
                .filter(|&c| s.cdef(c).subtypes & ICEBREAKER != 0)
                .collect();
            s.push_distinct(&breakers, ActionKind::Mode, out);
        } else {
            // Card text: "you may install that program": install (paying its cost), or pass
            // and add it to the grip.
            let found = data as u8;
            if s.can_runner_install(found) {
                out.push(Action::new(ActionKind::Install).card(found));
            }
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if n == FAVOR_FIND {
            let found = if a.kind == ActionKind::Mode {
                a.card
            } else {
                NONE
            };
            // Rules Reference, "Search": the stack is shuffled whether or not a card was found.
            s.shuffle_zone(Zone::Stack);
            if found == NONE {
                return;
            }
            // Revealed: both players know it (Rules Reference, "Reveal"); it waits in the stack
            // only until it is installed or added to the grip.
            s.card_mut(found).known = Side::Corp.bit() | Side::Runner.bit();
            // Card text: installing is possible only after a successful run this turn.
            if s.turn_flags.successful_run {
                s.ask_choice(card, FAVOR_INSTALL, found.into());
            } else {
                s.reveal_to_grip(found);
            }
        } else {
            let found = data as u8;
            if s.card(found).zone != Zone::Stack {
                return;
            }
            if a.kind == ActionKind::Install {
                s.push(Step::InstallDiscounted {
                    card: found,
                    discount: 0,
                });
            } else {
                s.reveal_to_grip(found);
            }
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (FAVOR_INSTALL, ActionKind::Install) => Some(format!(
            "Mutual Favor: install {}",
            s.card_name(viewer, a.card)
        )),
        (FAVOR_INSTALL, _) => {
            Some("Mutual Favor: add the icebreaker to the grip instead of installing it".into())
        }
        (_, ActionKind::Pass) => Some("pass".into()),
        _ => None,
    }),
    ..card("30011")
};

/// Tread Lightly: run any server; during that run each piece of ice costs 3 more to rez.
const TREAD_LIGHTLY: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    run_servers: Some(|_, _, _| true),
    // Card text: every piece of ice, wherever it is, for the run this event made. Increases
    // apply before decreases and the result is never below 0 (ruling 1; `rez_cost`).
    run_rez_cost_modifier: Some(|s, _, target| {
        if s.cdef(target).card_type == CardType::Ice {
            TREAD_LIGHTLY_TAX
        } else {
            0
        }
    }),
    ..card("30012")
};

/// Docklands Pass: the first breach of HQ each turn accesses 1 more card.
const DOCKLANDS_PASS: CardBehavior = CardBehavior {
    // Card text: only the first breach of HQ this turn, installed before it or not; a breach
    // replaced by another effect is no breach (ruling 1; `turn_flags.breached_hq`).
    extra_accesses: Some(|s, card, server| {
        u8::from(server == HQ && !s.turn_flags.breached_hq && s.card(card).zone == Zone::Rig)
    }),
    ..card("30013")
};

/// Pennyshaver: +1 memory; a credit placed on it after each successful run; a click places one
/// more and takes all of them.
const PENNYSHAVER: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "place 1 credit on Pennyshaver, then take all the credits on it",
        "click",
    )],
    memory: Some(|_, _| 1),
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|_, _, event| matches!(event, Event::SuccessfulRun(_))),
    resolve_trigger: Some(|s, card, _| s.place_credits(card, 1)),
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0))
    }),
    // Card text: place 1 credit, then take them all; the empty card stays installed.
    use_click_ability: Some(|s, card, _| {
        s.place_credits(card, 1);
        s.take_all_credits(card);
    }),
    ..card("30014")
};

/// Carmen: killer, 1 credit per sentry subroutine, 2 credits for +3 strength; it costs 2 less to
/// install after a successful run this turn.
const CARMEN: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 2,
        boost_amount: 3,
    }),
    use_paid_ability: Some(boost),
    own_install_cost: Some(|s, _| if s.turn_flags.successful_run { -2 } else { 0 }),
    ..card("30015")
};

/// Marjanah: fracter, 2 credits per barrier subroutine (1 after a successful run this turn),
/// 1 credit for +1 strength.
const MARJANAH: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 2,
        boost_cost: 1,
        boost_amount: 1,
    }),
    use_paid_ability: Some(boost),
    // Card text: the break ability costs 1 less if the Runner made a successful run this turn
    // (the run in progress counts once it was declared successful).
    break_cost_modifier: Some(|s, _| -i32::from(s.turn_flags.successful_run)),
    ..card("30016")
};

/// Tranquilizer's ability: a virus counter, then the host ice is derezzed at 3 or more counters.
fn tranquilize(s: &mut GameState, card: u8, _event: Event) {
    s.place_virus_counters(card, 1);
    // Card text: the count is checked only now, as the ability resolves (rulings 2 and 3).
    let host = s.card(card).host;
    if s.card(card).virus >= TRANQUILIZER_DEREZ_AT && host != NONE {
        // The Tranquilizer stays on the derezzed ice with its counters (ruling 1).
        s.derez(host);
    }
}

/// Tranquilizer: hosted on a piece of ice; a virus counter when installed and as each Runner turn
/// begins, then at 3 or more counters its host is derezzed.
const TRANQUILIZER: CardBehavior = CardBehavior {
    needs_host: true,
    // Card text: only on a piece of ice, rezzed or not.
    own_host: Some(|s, _, host| matches!(s.card(host).zone, Zone::Ice(_))),
    waits_for: waits::INSTALLED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| {
        event == Event::Installed(card) || event == Event::TurnBegins(Side::Runner)
    }),
    resolve_trigger: Some(tranquilize),
    ..card("30017")
};

/// Whether Red Team may run `server`: a central server not declared attacked this turn (ruling
/// 1: the server declared at the start of a run, e.g. Archives for Sneakdoor Beta).
fn red_team_server(s: &GameState, _card: u8, server: u8) -> bool {
    server <= ARCHIVES && s.turn_flags.central_runs & (1 << server) == 0
}

/// Red Team: loaded with 12 credits (trashed once empty); a click runs a central server not run
/// this turn, and a successful run takes 3 of its credits.
const RED_TEAM: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "run a central server not run this turn; if successful, take 3 credits from Red Team",
        "click",
    )],
    waits_for: waits::INSTALLED | waits::SUCCESSFUL_RUN,
    triggers_on: Some(|s, card, event| match event {
        Event::Installed(c) => c == card,
        // Card text: "if successful", for the run Red Team made.
        Event::SuccessfulRun(_) => s.run.is_some_and(|r| r.source == card),
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Installed(_) => s.place_credits(card, RED_TEAM_LOAD),
        // With no credits left it is trashed (`take_hosted_credits`).
        _ => s.take_hosted_credits(card, RED_TEAM_TAKE),
    }),
    click_abilities: Some(|s, card, _, out| {
        if (HQ..=ARCHIVES).any(|server| red_team_server(s, card, server)) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    use_click_ability: Some(|s, card, _| s.push(Step::ChooseServer(card))),
    run_servers: Some(red_team_server),
    ..card("30018")
};
