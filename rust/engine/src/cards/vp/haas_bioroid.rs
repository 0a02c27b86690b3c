//! Vantage Point: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, card, mode, CardBehavior, Sub};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Every Vantage Point Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    SLEIPNIR,
    REVERB,
    REALLOC,
    ANSEL_2,
    PERFECT_RECALL,
    VERTIGO,
    RETIREMENT_PLAN,
    CAVEAT_EMPTOR,
    MELIES_CITY_LUXURY_LINE,
    SYNCHROCYCLOTRON,
];

// ----- 36033 realloc() -----

/// Whether `c` is a rezzed piece of ice (realloc()'s choices).
fn rezzed_ice(state: &GameState, c: u8) -> bool {
    matches!(state.card(c).zone, Zone::Ice(_)) && state.card(c).rezzed
}

/// realloc(): a double (one more click); the Corp chooses 2 rezzed pieces of ice (as many as
/// there are, if fewer), and for each gains its printed rez cost, then derezzes it. `Step::
/// Choice` kinds: 0 the first ice, 1 the second (`data`: the first).
const REALLOC: CardBehavior = CardBehavior {
    additional_play_clicks: 1,
    // Rules Reference, "Action": not offered with no rezzed ice.
    could_change_state: Some(|s, _, _, _| s.corp_installed().any(|c| rezzed_ice(s, c))),
    play: Some(|s, card| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, n, data, out| {
        for c in s.corp_installed() {
            if rezzed_ice(s, c) && (n == 0 || c as u32 != data) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        let others = s.corp_installed().any(|c| rezzed_ice(s, c) && c != a.card);
        if n == 0 && others {
            s.ask_choice(card, 1, a.card as u32);
            return;
        }
        // Card text: for each chosen ice, its printed rez cost, then it is derezzed.
        let chosen = [(n == 1).then_some(data as u8), Some(a.card)];
        for ice in chosen.into_iter().flatten() {
            let cost = s.cdef(ice).cost;
            s.corp_gain_from(card, cost as u16);
            s.derez(ice);
        }
    }),
    choice_name: Some(|_, _, _| "choose_ice"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "realloc(): gain the rez cost of {} and derez it",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("36033")
};

/// Reverb: its rez cost is 1 credit lower for each other unrezzed piece of ice; two
/// subroutines end the run.
const REVERB: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun, Sub::EndRun],
    // Card text: every other installed unrezzed ice, on any server.
    own_rez_cost: Some(|s, card| {
        let others = s
            .corp_installed()
            .filter(|&c| c != card && matches!(s.card(c).zone, Zone::Ice(_)) && !s.card(c).rezzed)
            .count();
        -(others as i32)
    }),
    ..card("36029")
};

/// Sleipnir's modes for its first subroutine: draw 1 card or not.
const SLEIPNIR_DRAW: u8 = 0;
const SLEIPNIR_NO_DRAW: u8 = 1;
/// `Step::Choice` kind (`n`) of Sleipnir's second subroutine: a card of HQ or Archives to
/// shuffle into R&D, or none.
const SLEIPNIR_SHUFFLE: u8 = 0;

/// Sleipnir: the Corp may draw 1 card; it may shuffle 1 card from HQ or Archives into R&D; end
/// the run.
const SLEIPNIR: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::EndRun],
    sub_text: &[
        "The Corp may draw 1 card.",
        "The Corp may shuffle 1 card from HQ or Archives into R&D.",
    ],
    actions: &[
        mode(SLEIPNIR_DRAW, "draw 1 card", ""),
        mode(SLEIPNIR_NO_DRAW, "do not draw", ""),
    ],
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.push(Step::ChooseMode(ice));
        } else {
            // Asked even with HQ and Archives empty: whether it is asked must not tell the
            // Runner what HQ holds.
            s.push_choice(ice, SLEIPNIR_SHUFFLE, 0);
        }
    }),
    legal_modes: Some(|_, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(SLEIPNIR_DRAW),
        );
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(SLEIPNIR_NO_DRAW),
        );
    }),
    resolve_mode: Some(|s, _, m| {
        if m == SLEIPNIR_DRAW {
            s.push(Step::Draw(Side::Corp, 1));
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        for &c in s.corp.hq.iter().chain(s.corp.archives.iter()) {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    // Card text: the chosen card goes into R&D, which is then shuffled; none chosen, nothing is
    // shuffled.
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        match s.card(a.card).zone {
            Zone::Hq => s.put_hq_card_in_rd(a.card),
            Zone::Archives => s.add_to_rd(a.card),
            _ => return,
        }
        s.shuffle_zone(Zone::Rd);
    }),
    choice_name: Some(|_, _, _| "shuffle_into_rd"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Pass => Some("shuffle nothing into R&D".into()),
        _ => Some(format!("shuffle {} into R&D", s.card_name(viewer, a.card))),
    }),
    ..card("36030")
};

// ----- 36028 Ansel 2.0 -----

// `Step::Choice` kinds (`n`) of Ansel 2.0: the Runner card to trash; the heap card to remove
// from the game; the card of HQ or Archives to install (or none); its server (`data`: the card).
const ANSEL2_TRASH: u8 = 0;
const ANSEL2_REMOVE: u8 = 1;
const ANSEL2_PICK: u8 = 2;
const ANSEL2_WHERE: u8 = 3;

/// Ansel 2.0's choices.
fn ansel2_choices(s: &GameState, _: u8, n: u8, data: u32, out: &mut ActionList) {
    match n {
        // Card text: any installed Runner card; the Corp must pick one if there is one.
        ANSEL2_TRASH => {
            for &c in &s.runner.rig {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        // Card text: any card of the heap (all faceup: copies are interchangeable).
        ANSEL2_REMOVE => s.offer_distinct_picks(&s.runner.heap, |_| true, out),
        // Card text: "you may install": any card of HQ or Archives with a place to go.
        ANSEL2_PICK => {
            s.offer_distinct_picks(&s.corp.hq, |c| s.has_install_place(c), out);
            s.offer_distinct_picks(&s.corp.archives, |c| s.has_install_place(c), out);
            out.push(Action::new(ActionKind::Pass));
        }
        _ => {
            if s.in_hq_or_archives(data as u8) {
                s.corp_install_servers(data as u8, out);
            }
        }
    }
}

/// Ansel 2.0: resolves a choice (the trash; the removal; the card; the install, paying its
/// install cost through the install rules).
fn ansel2_chosen(s: &mut GameState, source: u8, n: u8, _: u32, a: Action) {
    match (n, a.kind) {
        (ANSEL2_TRASH, ActionKind::Trash) if s.card(a.card).zone == Zone::Rig => s.trash(a.card),
        (ANSEL2_REMOVE, ActionKind::Mode) if s.card(a.card).zone == Zone::Heap => {
            s.remove_from_game(a.card)
        }
        (ANSEL2_PICK, ActionKind::Mode) => s.ask_choice(source, ANSEL2_WHERE, a.card as u32),
        (ANSEL2_WHERE, ActionKind::Install) => s.install_corp_paying(a.card, a.server),
        _ => {}
    }
}

/// Ansel 2.0: the Runner may lose 2 clicks to break up to 2 of its subroutines; they trash a
/// Runner card, remove a heap card from the game, let the Corp install a card from HQ or
/// Archives, and end the run.
const ANSEL_2: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Card(2), Sub::EndRun],
    sub_text: &[
        "The Corp trashes a card the Runner has installed, of its choice.",
        "The Corp removes a card of the heap from the game, of its choice.",
        "The Corp may put a card from HQ or Archives into play, paying as usual.",
    ],
    // Card text: lose 2 clicks to break up to 2 subroutines (Runner only).
    click_break_cost: 2,
    subs_per_break: 2,
    resolve_sub: Some(|s, ice, index| match index {
        0 => s.ask_choice(ice, ANSEL2_TRASH, 0),
        1 => s.ask_choice(ice, ANSEL2_REMOVE, 0),
        _ => s.ask_pile_pick(ice, ANSEL2_PICK, 0, true),
    }),
    legal_choices: Some(ansel2_choices),
    resolve_card_choice: Some(ansel2_chosen),
    choice_name: Some(|_, _, n| match n {
        ANSEL2_TRASH => "trash_runner_card",
        ANSEL2_REMOVE => "choose_card",
        ANSEL2_PICK => "card_to_install",
        _ => "install_where",
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        let name = s.card_name(viewer, a.card);
        Some(match (n, a.kind) {
            (_, ActionKind::Trash) => format!("Ansel 2.0: trash {name}"),
            (ANSEL2_REMOVE, _) => format!("Ansel 2.0: remove {name} from the game"),
            (_, ActionKind::Mode) => format!("Ansel 2.0: install {name} (choose where next)"),
            (_, ActionKind::Install) => format!(
                "Ansel 2.0: install {name} in {}",
                crate::actions::server_name(a.server)
            ),
            _ => "Ansel 2.0: install nothing".into(),
        })
    }),
    ..card("36028")
};

// ----- 36035 Perfect Recall -----

/// Perfect Recall: a power counter when rezzed and whenever an agenda is scored or stolen from
/// its server (or its root); during a run, the Corp may spend one to reveal a card of HQ: the
/// Runner may neither steal nor trash copies of it for the rest of the run. `Step::Choice` kind
/// 0: the HQ card to reveal.
const PERFECT_RECALL: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "Perfect Recall: reveal a card of HQ; no stealing or trashing its copies this run",
        "1 hosted power counter",
    )],
    // Card text: its own rez, and agendas scored or stolen from its server or its root.
    triggers_on: Some(|s, card, event| {
        let Zone::Root(here) = s.card(card).zone else {
            return false;
        };
        match event {
            Event::Rezzed(c) => c == card,
            Event::ScoredFrom(_, server) | Event::StolenFrom(_, server) => server == here,
            _ => false,
        }
    }),
    resolve_trigger: Some(|s, card, _| s.place_power_counters(card, 1)),
    // Card text: only during a run, with a hosted power counter and a card in HQ to reveal.
    paid_abilities: Some(|s, card, _, out| {
        if s.run.is_some_and(|r| !r.ended) && s.card(card).power > 0 && !s.corp.hq.is_empty() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // The cost (a power counter), then the HQ card to reveal.
    use_paid_ability: Some(|s, card, _| {
        s.remove_power_counter(card);
        s.push_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| s.offer_distinct_picks(&s.corp.hq, |_| true, out)),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Hq {
            s.reveal_hq_cards(&[a.card]);
            s.forbid_steal_and_trash_copies_this_run(a.card);
        }
    }),
    choice_name: Some(|_, _, _| "choose_card"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Perfect Recall: reveal {}; the Runner can neither steal nor trash its copies this run",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("36035")
};

// ----- 36031 Vertigo -----

/// Vertigo: its subroutine makes the Runner lose a click; passed by a Runner with no clicks
/// left, it forbids stealing and trashing Corp cards for the rest of the run.
const VERTIGO: CardBehavior = CardBehavior {
    subroutines: &[Sub::LoseClick],
    // Card text: an "if" clause, checked as it triggers and again as it resolves.
    triggers_on: Some(|s, card, event| event == Event::IcePassed(card) && s.runner.clicks == 0),
    resolve_trigger: Some(|s, _, _| {
        if s.runner.clicks == 0 {
            s.forbid_steal_and_trash_this_run();
        }
    }),
    ..card("36031")
};

// ----- 36034 Retirement Plan -----

/// Whether Archives card `c` is one Retirement Plan may install now: an agenda, an asset or a
/// piece of ice with a place to go.
fn retirable(s: &GameState, c: u8) -> bool {
    use crate::cards::CardType;
    matches!(
        s.cdef(c).card_type,
        CardType::Agenda | CardType::Asset | CardType::Ice
    ) && s.has_install_place(c)
}

/// Retirement Plan: a double (one more click); the Corp installs an agenda, asset or piece of
/// ice from Archives, paying its install cost as usual.
const RETIREMENT_PLAN: CardBehavior = CardBehavior {
    additional_play_clicks: 1,
    // Rules Reference, "Action": not offered without a card it could install.
    could_change_state: Some(|s, _, _, _| s.corp.archives.iter().any(|&c| retirable(s, c))),
    // An install from Archives in two choices (effects/archives_installs.rs), paying as usual.
    play: Some(|s, card| s.ask_archives_install(card)),
    legal_choices: Some(|s, _, n, data, out| {
        let servers = |c: u8, out: &mut _| s.corp_install_servers(c, out);
        s.archives_install_choices(n, data, |c| retirable(s, c), servers, out);
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if let Some((c, server)) = s.archives_install_chosen(card, n, a) {
            s.install_corp_paying(c, server);
        }
    }),
    choice_name: Some(|s, _, n| s.archives_install_choice_name(n)),
    choice_label: Some(|s, viewer, _, _, a| {
        let name = s.card_name(viewer, a.card);
        Some(match a.kind {
            ActionKind::Install => format!(
                "Retirement Plan: install {name} from Archives in {}",
                crate::actions::server_name(a.server)
            ),
            _ => format!("Retirement Plan: install {name} from Archives (choose where next)"),
        })
    }),
    ..card("36034")
};

// ----- 36032 Caveat Emptor -----

/// Caveat Emptor's modes: 6 credits and 1 click fewer for the Runner's next turn, or 10
/// credits and 1 click more.
const CAVEAT_SIX: u8 = 0;
const CAVEAT_TEN: u8 = 1;

/// Caveat Emptor: the Corp gains 6 credits and the Runner's next turn has 1 click fewer, or
/// gains 10 and the Runner's next turn has 1 click more (effects/next_turn_clicks.rs).
const CAVEAT_EMPTOR: CardBehavior = CardBehavior {
    actions: &[
        mode(
            CAVEAT_SIX,
            "gain 6 credits; the Runner's next turn has 1 click fewer",
            "",
        ),
        mode(
            CAVEAT_TEN,
            "gain 10 credits; the Runner's next turn has 1 click more",
            "",
        ),
    ],
    play: Some(|s, card| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|_, card, out| {
        for m in [CAVEAT_SIX, CAVEAT_TEN] {
            out.push(Action::new(ActionKind::Mode).card(card).target(m));
        }
    }),
    resolve_mode: Some(|s, card, m| {
        if m == CAVEAT_SIX {
            s.adjust_next_turn_clicks(Side::Runner, -1);
            s.push(Step::CorpGainFrom(card, 6));
        } else {
            s.adjust_next_turn_clicks(Side::Runner, 1);
            s.push(Step::CorpGainFrom(card, 10));
        }
    }),
    ..card("36032")
};

// ----- 36026 Méliès City Luxury Line -----

/// Méliès City Luxury Line: the Runner must spend a click, as an additional cost, to steal it;
/// scoring it gives the Corp a click (now: the Rules Reference's "gain" is immediate).
const MELIES_CITY_LUXURY_LINE: CardBehavior = CardBehavior {
    // Card text: an additional cost to steal, in clicks.
    steal_clicks: 1,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, _, _| {
        s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 1);
    }),
    ..card("36026")
};

// ----- 36027 Synchrocyclotron -----

const DOUBLE: u64 = crate::cards::subtype("Double");

/// Synchrocyclotron: the first double operation the Corp plays each turn costs 1 click less
/// (Rules Reference, "Ordinal Events": not if a double was played earlier this turn, even before
/// it was rezzed).
const SYNCHROCYCLOTRON: CardBehavior = CardBehavior {
    play_click_modifier: Some(|s, _, played| {
        let d = s.cdef(played);
        let first = s.turn_flags.double_operations_played == 0;
        if first && d.card_type == crate::cards::CardType::Operation && d.subtypes & DOUBLE != 0 {
            -1
        } else {
            0
        }
    }),
    ..card("36027")
};
