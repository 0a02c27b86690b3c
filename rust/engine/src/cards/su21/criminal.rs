//! System Update 2021: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{server_name, Action, ActionKind, ActionList};
use crate::cards::{
    ability, card, extra_accesses_if_successful, mode, run_event, subtype, Breaker, CardBehavior,
    CardType, CHOOSE_CARD, CODE_GATE,
};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ, MAX_SERVERS};
use crate::waits;

/// Every System Update 2021 Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    KEN_TENMA,
    STEVE_CAMBRIDGE,
    CAREER_FAIR,
    EMERGENCY_SHUTDOWN,
    LEGWORK,
    NETWORKING,
    ABAGNALE,
    SECURITY_TESTING,
];

const RUN: u64 = subtype("Run");

/// Install discount of Career Fair.
const CAREER_FAIR_DISCOUNT: u8 = 3;
/// Credits Networking costs to go back to the grip.
const NETWORKING_RETURN: u16 = 1;
/// Credits Security Testing gains instead of a breach.
const SECURITY_TESTING_GAIN: u8 = 2;

/// A `Mode` action on card `c` (a card chosen by a card's choice).
fn pick(c: u8) -> Action {
    Action::new(ActionKind::Mode).card(c)
}

// ----- 31013 Ken "Express" Tenma -----

/// Ken "Express" Tenma: the first run event the Runner plays each turn gains 1 credit.
const KEN_TENMA: CardBehavior = CardBehavior {
    // Card text: the first time each turn a run event is played (the once-per-turn use is
    // recorded as it resolves, right after the play: nothing can come between).
    waits_for: waits::PLAYED,
    triggers_on: Some(|s, _, event| match event {
        Event::Played(c) => {
            s.card(c).owner == Side::Runner
                && s.cdef(c).subtypes & RUN != 0
                && !s.turn_flags.runner_identity_used
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| {
        s.turn_flags.runner_identity_used = true;
        s.push(Step::Gain(Side::Runner, 1));
    }),
    ..card("31013")
};

// ----- 31014 Steve Cambridge -----

/// Steve Cambridge's choices (`n`): the first heap card (or none), the second (`data`: the
/// first), and the Corp's pick of the card removed (`data`: both).
const STEVE_FIRST: u8 = 0;
const STEVE_SECOND: u8 = 1;
const STEVE_REMOVE: u8 = 2;

/// The two heap cards a Steve Cambridge choice carries in `data`.
fn steve_pair(data: u32) -> (u8, u8) {
    (data as u8, (data >> 8) as u8)
}

fn steve_choices(s: &GameState, _: u8, n: u8, data: u32, out: &mut ActionList) {
    let heap = &s.runner.heap;
    match n {
        STEVE_FIRST => {
            // Ruling 1: choosing 2 heap cards is a cost; with fewer, nothing can be done.
            if heap.len() >= 2 {
                s.push_distinct(heap, ActionKind::Mode, out);
                out.push(Action::new(ActionKind::Pass));
            }
        }
        STEVE_SECOND => {
            let first = data as u8;
            let rest: arrayvec::ArrayVec<u8, 96> = heap
                .iter()
                .copied()
                .filter(|&c| c != first)
                .take(96)
                .collect();
            s.push_distinct(&rest, ActionKind::Mode, out);
        }
        _ => {
            let (a, b) = steve_pair(data);
            s.push_distinct(&[a, b], ActionKind::Mode, out);
        }
    }
}

fn steve_chosen(s: &mut GameState, card: u8, n: u8, data: u32, a: Action) {
    if a.kind != ActionKind::Mode || s.card(a.card).zone != Zone::Heap {
        return;
    }
    match n {
        STEVE_FIRST => s.ask_choice(card, STEVE_SECOND, a.card.into()),
        STEVE_SECOND => {
            let pair = data | (u32::from(a.card) << 8);
            s.ask_choice(card, STEVE_REMOVE, pair)
        }
        _ => {
            let (x, y) = steve_pair(data);
            let other = if a.card == x { y } else { x };
            if s.card(other).zone != Zone::Heap {
                return;
            }
            // Card text: the Corp removes its pick from the game, then the other goes to the
            // grip (ruling 4: it was not in the grip when this run was successful).
            s.remove_from_game(a.card);
            s.add_to_grip(other);
        }
    }
}

fn steve_label(s: &GameState, viewer: Side, _: u8, n: u8, a: &Action) -> Option<String> {
    if a.kind == ActionKind::Pass {
        return Some("Steve Cambridge: choose no heap cards".into());
    }
    let name = s.card_name(viewer, a.card);
    Some(match n {
        STEVE_REMOVE => format!(
            "Steve Cambridge: remove {name} from the game (the other card goes to the grip)"
        ),
        _ => format!("Steve Cambridge: choose {name} in the heap"),
    })
}

/// Steve Cambridge: after the first successful run on HQ each turn, the Runner may pick 2 heap
/// cards; the Corp removes one from the game and the other goes to the grip.
const STEVE_CAMBRIDGE: CardBehavior = CardBehavior {
    // Card text: the first successful run on HQ this turn (`successful_hq_run` is recorded
    // after the trigger is collected); ruling 1: with fewer than 2 heap cards it does nothing;
    // ruling 2: a run event that made the run is in the play area, not the heap.
    triggers_on: Some(|s, _, event| {
        event == Event::SuccessfulRun(HQ)
            && !s.turn_flags.successful_hq_run
            && s.runner.heap.len() >= 2
    }),
    // Card text: "you may": the first choice includes declining.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, STEVE_FIRST, 0)),
    legal_choices: Some(steve_choices),
    resolve_card_choice: Some(steve_chosen),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(steve_label),
    // Card text: the Corp picks the card removed from the game.
    chooser: Some(|_, _, n| {
        if n == STEVE_REMOVE {
            Side::Corp
        } else {
            Side::Runner
        }
    }),
    ..card("31014")
};

// ----- 31015 Career Fair -----

/// Career Fair: a resource in the grip (not the event itself) installable at 3 less.
fn career_fair_can_install(s: &GameState, c: u8) -> bool {
    s.cdef(c).card_type == CardType::Resource && s.can_runner_install_less(c, CAREER_FAIR_DISCOUNT)
}

/// Career Fair: install a resource from the grip, paying 3 credits less.
const CAREER_FAIR: CardBehavior = CardBehavior {
    // Rules Reference, "Using Abilities": an effect must be able to change the game state.
    can_play: Some(|s, card| {
        s.runner
            .grip
            .iter()
            .any(|&c| c != card && career_fair_can_install(s, c))
    }),
    play: Some(|s, card| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        let fits: arrayvec::ArrayVec<u8, 96> = s
            .runner
            .grip
            .iter()
            .copied()
            .filter(|&c| career_fair_can_install(s, c))
            .take(96)
            .collect();
        s.push_distinct(&fits, ActionKind::Install, out);
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Install && s.card(a.card).zone == Zone::Grip {
            s.push(Step::InstallDiscounted {
                card: a.card,
                discount: CAREER_FAIR_DISCOUNT,
            });
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Career Fair: install {} paying 3 credits less",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("31015")
};

// ----- 31016 Emergency Shutdown -----

/// Emergency Shutdown: after a successful run on HQ this turn, derez a piece of ice.
const EMERGENCY_SHUTDOWN: CardBehavior = CardBehavior {
    // Card text: only after a successful run on HQ this turn (ruling 1: a run that was not
    // successful does not count); Rules Reference, "Using Abilities": some rezzed ice to derez.
    can_play: Some(|s, _| {
        s.turn_flags.successful_hq_run && s.installed_ice().any(|i| s.card(i).rezzed)
    }),
    play: Some(|s, card| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for ice in s.installed_ice() {
            if s.card(ice).rezzed {
                out.push(pick(ice));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode {
            s.derez(a.card);
        }
    }),
    choice_name: Some(|_, _, _| "choose_ice"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Emergency Shutdown: derez {}",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("31016")
};

// ----- 31019 Legwork -----

/// Legwork: run HQ; if successful, its breach accesses 2 more cards.
const LEGWORK: CardBehavior = CardBehavior {
    play: Some(run_event::<HQ>),
    extra_accesses: Some(extra_accesses_if_successful::<HQ, 2>),
    ..card("31019")
};

// ----- 31020 Networking -----

/// Networking: remove a tag; then the Runner may pay 1 credit to take the event back to the
/// grip.
const NETWORKING: CardBehavior = CardBehavior {
    actions: &[mode(0, "add Networking back to the grip", "1 credit")],
    play: Some(|s, card| {
        // Card text: remove 1 tag (logged as tags removed); then the optional return.
        s.remove_tags(1);
        s.ask_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, card, _, _, out| {
        if s.runner_credits_for(Spend::Other) >= NETWORKING_RETURN.into() {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    // Ruling 1: once in the grip it is not trashed (`Step::PlayDone` leaves it there).
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(card).zone == Zone::PlayArea {
            s.pay_runner(Spend::Other, NETWORKING_RETURN);
            s.add_to_grip(card);
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => "Networking: pay 1 credit to add it back to the grip".into(),
            _ => "Networking: let it be trashed".into(),
        })
    }),
    ..card("31020")
};

// ----- 31021 Abagnale -----

/// Abagnale: decoder, 1 credit per code gate subroutine, 2 credits for +2 strength; trashing it
/// bypasses the code gate being encountered.
const ABAGNALE: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: CODE_GATE,
        break_cost: 1,
        boost_cost: 2,
        boost_amount: 2,
    }),
    actions: &[ability(
        1,
        "bypass the code gate being encountered",
        "trash Abagnale",
    )],
    // Card text: only while encountering a code gate (its current subtypes).
    paid_in_encounter_only: true,
    paid_abilities: Some(|s, card, w, out| {
        if !w.encounter {
            return;
        }
        if let Some(ice) = s.encountered_rezzed_ice() {
            if s.ice_subtypes(ice) & CODE_GATE != 0 {
                out.push(Action::new(ActionKind::Ability).card(card).target(1));
            }
        }
    }),
    use_paid_ability: Some(|s, card, index| match index {
        0 => s.boost_breaker(card),
        _ => {
            // The trash is the cost, chosen by the Runner: not prevented (`trash_now`).
            s.trash_now(card);
            s.bypass_encounter();
        }
    }),
    ..card("31021")
};

// ----- 31024 Security Testing -----

/// Whether Security Testing replaces the breach of the successful run in progress: the run is
/// on the server it chose this turn and no successful run on that server ended before.
fn security_testing_applies(s: &GameState, card: u8) -> bool {
    let Some(run) = s.run.filter(|r| r.successful && !r.ended) else {
        return false;
    };
    s.chosen_server(card) == Some(run.server) && s.no_earlier_successful_run_on(run.server)
}

/// Security Testing: as the Runner's turn begins it may choose a server; the first successful
/// run on it that turn gains 2 credits instead of a breach.
const SECURITY_TESTING: CardBehavior = CardBehavior {
    actions: &[mode(
        0,
        "gain 2 credits instead of breaching the server",
        "",
    )],
    waits_for: waits::INSTALLED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| {
        event == Event::TurnBegins(Side::Runner) || event == Event::Installed(card)
    }),
    resolve_trigger: Some(|s, card, event| {
        // A card installed again is a new card: no server chosen (TurnFlags keep card ids).
        s.forget_chosen_server(card);
        if event == Event::TurnBegins(Side::Runner) {
            // Card text: "you may choose a server".
            s.ask_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        for server in 0..MAX_SERVERS as u8 {
            if server <= ARCHIVES || !s.corp.servers[server as usize].is_empty() {
                out.push(Action::new(ActionKind::Run).server(server));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Run {
            s.choose_server_this_turn(card, a.server);
        }
    }),
    choice_name: Some(|_, _, _| "choose_server"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.kind {
            ActionKind::Run => format!("Security Testing: choose {}", server_name(a.server)),
            _ => "Security Testing: choose no server".into(),
        })
    }),
    // Card text: "instead of breaching", without "may"; ruling 1: only while it is installed
    // (it is asked as an active card); ruling 2: a replaced breach is no breach.
    access_replacements: Some(|s, card, out| {
        if security_testing_applies(s, card) {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
    }),
    replace_access: Some(|s, _, _| s.push(Step::Gain(Side::Runner, SECURITY_TESTING_GAIN))),
    must_replace_access: true,
    ..card("31024")
};
