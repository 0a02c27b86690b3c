//! Vantage Point: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, card, subtype, Breaker, CardBehavior, CardType, BARRIER};
use crate::engine::{Event, Spend, Step, Window};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, FLAG_USED_THIS_TURN, HQ, RD};

/// Every Vantage Point Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    CORSAIR,
    LAMPADES,
    TAKE_A_DIVE,
    CHAIN_REACTION,
    THE_TUNGSTEN_TAILOR,
    NURSE_HANH,
    HACKERSPACE,
    STICK_AND_POKE,
];

// ----- 36008 Stick and Poke -----

/// Stick and Poke: the first time each turn the Runner encounters a piece of ice (a turn fact,
/// `TurnFlags::ice_encountered`: an encounter before it was installed counts), that ice gains
/// its subroutine, before its own, for the rest of the encounter (`gain_subs_for_encounter`):
/// 1 net damage, then the Runner draws 1 card. The gained subroutine is the ice's: it can be
/// broken, and it counts for "fully broken".
const STICK_AND_POKE: CardBehavior = CardBehavior {
    subroutines: &[crate::cards::Sub::Card(0)],
    sub_text: &["Deal 1 net damage, then the Runner draws a card."],
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::Encountered(_)) && !s.turn_flags.ice_encountered
    }),
    resolve_trigger: Some(|s, card, event| {
        if let Event::Encountered(ice) = event {
            s.gain_subs_for_encounter(ice, card, 1);
        }
    }),
    // The gained subroutine, in its printed order: the damage, then the draw.
    resolve_sub: Some(|s, _, _| {
        s.push(Step::Draw(Side::Runner, 1));
        s.push(Step::Damage(crate::engine::DamageKind::Net, 1));
    }),
    ..card("36008")
};

/// Take a Dive: whether the run in progress is the one `card` made.
fn own_run(s: &GameState, card: u8) -> bool {
    s.card(card).zone == Zone::PlayArea && s.run.is_some_and(|r| r.source == card)
}

/// Take a Dive: a run on HQ or R&D; if successful after some subroutine resolved during the
/// run, the Corp takes 1 bad publicity. Removed from the game.
const TAKE_A_DIVE: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    run_servers: Some(|_, _, server| server == HQ || server == RD),
    // "If successful": as the run is declared successful, reading the subroutines resolved so
    // far in the run (of any ice).
    triggers_on: Some(|s, card, event| {
        matches!(event, Event::SuccessfulRun(_))
            && own_run(s, card)
            && s.run.is_some_and(|r| r.subs_resolved > 0)
    }),
    resolve_trigger: Some(|s, _, _| s.take_bad_publicity(1)),
    // Card text: the event is removed from the game rather than trashed.
    run_ends: Some(|s, card| s.remove_from_game(card)),
    ..card("36002")
};

/// Chain Reaction's steps (`Step::Choice` numbers): the Runner's two trashes, then the Corp's.
const CHAIN_FIRST: u8 = 0;
const CHAIN_SECOND: u8 = 1;
const CHAIN_CORP: u8 = 2;

/// Chain Reaction: the installed Corp cards (n < 2) or installed Runner cards (the Corp's
/// pick) that may be trashed, as `Trash` actions.
fn chain_offers(s: &GameState, n: u8, out: &mut ActionList) {
    if n == CHAIN_CORP {
        for &c in &s.runner.rig {
            out.push(Action::new(ActionKind::Trash).card(c));
        }
    } else {
        for server in s.servers_in_use() {
            for &c in server.ice.iter().chain(server.root.iter()) {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
    }
}

/// Chain Reaction: only after successful runs on HQ, R&D and Archives this turn; the Runner
/// trashes 2 installed Corp cards, then the Corp trashes 1 installed Runner card.
const CHAIN_REACTION: CardBehavior = CardBehavior {
    // Card text: a successful run on each central server this turn (runs already over).
    can_play: Some(|s, _| {
        let centrals = (1 << HQ) | (1 << RD) | (1 << ARCHIVES);
        s.turn_flags.successful_runs_ended & centrals == centrals
    }),
    play: Some(|s, card| {
        // Pushed in reverse: the Corp's trash resolves after the Runner's two.
        s.push_choice(card, CHAIN_CORP, 0);
        s.push_choice(card, CHAIN_SECOND, 0);
        s.push_choice(card, CHAIN_FIRST, 0);
    }),
    chooser: Some(|_, _, n| {
        if n == CHAIN_CORP {
            Side::Corp
        } else {
            Side::Runner
        }
    }),
    legal_choices: Some(|s, _, n, _, out| chain_offers(s, n, out)),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Trash && s.card(action.card).installed() {
            s.trash(action.card);
        }
    }),
    choice_name: Some(|_, _, _| "choose_card"),
    choice_label: Some(|s, viewer, _, n, a| {
        let who = if n == CHAIN_CORP {
            "the Corp trashes"
        } else {
            "trash"
        };
        Some(format!(
            "Chain Reaction: {who} {}",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("36001")
};

/// Strength Corsair's second ability takes from the encountered barrier.
const CORSAIR_MINUS: u8 = 3;

/// Corsair: the barrier being encountered in paid ability window `w`, if any.
fn encountered_barrier(s: &GameState, w: Window) -> Option<u8> {
    if !w.encounter {
        return None;
    }
    s.encountered_rezzed_ice()
        .filter(|&ice| s.cdef(ice).subtypes & BARRIER != 0)
}

/// Corsair: fracter of strength 0 with no strength ability; 1 credit breaks a barrier
/// subroutine (an interface ability: at least the ice's strength); 1 credit from stealth cards
/// gives the encountered barrier -3 strength for the encounter.
const CORSAIR: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 0,
        boost_amount: 0,
    }),
    actions: &[ability(
        1,
        "the encountered barrier gets -3 strength for this encounter",
        "1 credit from stealth cards",
    )],
    paid_abilities: Some(|s, card, w, out| {
        // Card text: only the credits of stealth cards pay for it; not an interface ability.
        if encountered_barrier(s, w).is_some() && s.stealth_credits_for(Spend::Ability(card)) >= 1 {
            out.push(Action::new(ActionKind::Ability).card(card).target(1));
        }
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 1 {
            s.pay_stealth(Spend::Ability(card), 1);
            s.lower_encountered_ice_strength(CORSAIR_MINUS);
        }
    }),
    could_change_state: Some(|s, _, _, index| index != 1 || s.can_lower_encountered_strength()),
    ..card("36004")
};

/// Power counters Lampades is installed with.
const LAMPADES_COUNTERS: u8 = 3;

/// Lampades: the printed rez or play cost of accessed `target`, if it has one (agendas have
/// neither).
fn printed_cost(s: &GameState, target: u8) -> Option<u32> {
    let d = s.cdef(target);
    match d.card_type {
        CardType::Asset | CardType::Upgrade | CardType::Ice | CardType::Operation => {
            Some(d.cost as u32)
        }
        _ => None,
    }
}

/// Lampades: 3 power counters when installed; while accessing a card, a hosted power counter
/// and the card's printed rez or play cost, paid from stealth cards only, trash it.
const LAMPADES: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "trash the card being accessed",
        "1 hosted power counter and its printed rez or play cost from stealth cards",
    )],
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| s.place_power_counters(card, LAMPADES_COUNTERS)),
    access_abilities: Some(|s, card, target, out| {
        // Card text: a card with no printed rez or play cost (an agenda) cannot be paid for;
        // one already in Archives cannot be trashed again (Rules Reference, "Trash").
        let Some(cost) = printed_cost(s, target) else {
            return;
        };
        if s.card(card).power > 0
            && s.card(target).zone != Zone::Archives
            && s.stealth_credits_for(Spend::Ability(card)) >= cost
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_access_ability: Some(|s, card, _, target| {
        let cost = printed_cost(s, target).unwrap_or(0);
        s.remove_power_counter(card);
        s.pay_stealth(Spend::Ability(card), cost as u16);
        s.trash_accessed(target);
        s.finish_access(target);
    }),
    ..card("36005")
};

/// The Tungsten Tailor: every piece of ice has -1 strength; the first subroutine the Runner
/// breaks each turn on ice at 0 strength or less gives 1 credit.
const THE_TUNGSTEN_TAILOR: CardBehavior = CardBehavior {
    strength_modifier: Some(|s, _, target| {
        if s.cdef(target).card_type == CardType::Ice {
            -1
        } else {
            0
        }
    }),
    // Reading: "the first time each turn" counted from the Tailor's own use this turn (a break
    // before it was installed is not remembered).
    triggers_on: Some(|s, card, event| match event {
        Event::SubroutineBroken(ice) => {
            s.card(card).flags & FLAG_USED_THIS_TURN == 0 && s.ice_strength(ice) == 0
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.push(Step::Gain(Side::Runner, 1));
    }),
    ..card("36003")
};

/// Nurse Hạnh: whenever 2 or more facedown cards in Archives are turned faceup at once, the
/// Runner draws 2 cards.
const NURSE_HANH: CardBehavior = CardBehavior {
    triggers_on: Some(|_, _, event| matches!(event, Event::ArchivesTurnedFaceup(n) if n >= 2)),
    resolve_trigger: Some(|s, _, _| s.push(Step::Draw(Side::Runner, 2))),
    ..card("36007")
};

/// Subtypes of the resources Hackerspace hosts.
const COMPANION: u64 = subtype("Companion");
const CONNECTION: u64 = subtype("Connection");

/// Hackerspace: whether `c` is a unique companion or connection resource.
fn hackerspace_guest(s: &GameState, c: u8) -> bool {
    let d = s.cdef(c);
    d.card_type == CardType::Resource && d.unique && d.subtypes & (COMPANION | CONNECTION) != 0
}

/// Hackerspace: whether it hosts a card of `kind`.
fn hosts_kind(s: &GameState, card: u8, kind: u64) -> bool {
    s.runner
        .rig
        .iter()
        .any(|&c| s.card(c).host == card && s.cdef(c).subtypes & kind != 0)
}

/// Hackerspace: unique companion and connection resources may be installed on it, 1 credit
/// cheaper; hosting a companion and a connection, it gives +2 maximum hand size.
const HACKERSPACE: CardBehavior = CardBehavior {
    can_host: Some(|s, _, c| hackerspace_guest(s, c)),
    // Card text: "each resource installed this way": the host is chosen before the cost is paid
    // (Rules Reference, "Installing Cards"); each possible host is priced for the legal installs.
    hosted_install_discount: 1,
    hand_size: Some(|s, card| {
        if hosts_kind(s, card, COMPANION) && hosts_kind(s, card, CONNECTION) {
            2
        } else {
            0
        }
    }),
    ..card("36006")
};
