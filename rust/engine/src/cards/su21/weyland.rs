//! System Update 2021: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, subtype, CardBehavior, CardType, Sub};
use crate::effects::REZ_COST_CHOOSE;
use crate::engine::{DamageKind, Event, Step, TraceEffect};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// Every System Update 2021 Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    OAKTOWN_RENOVATION,
    PROJECT_ATLAS,
    CORPORATE_TOWN,
    HORTUM,
    PUNITIVE_COUNTERSTRIKE,
    CRISIUM_GRID,
];

/// The AI subtype of programs (Hortum).
const AI: u64 = subtype("AI");

/// Index of agenda counters in the event log's counter names.
const AGENDA_COUNTER: u16 = 2;

/// A `Mode` action choosing card `c` (target 0).
fn choose(c: u8) -> Action {
    Action::new(ActionKind::Mode).card(c).target(0)
}

/// Offers one `Mode` action per distinct card of R&D (copies are interchangeable).
fn offer_rd_cards(s: &GameState, out: &mut crate::actions::ActionList) {
    let rd = &s.corp.rd;
    for (i, &c) in rd.iter().enumerate() {
        let def = s.card(c).def;
        if rd[..i].iter().all(|&e| s.card(e).def != def) {
            out.push(choose(c));
        }
    }
}

// ----- 31072 Oaktown Renovation -----

/// Oaktown Renovation: installed faceup; each time it is advanced the Corp gains 2 credits, or 3
/// once it holds 5 or more advancement counters.
const OAKTOWN_RENOVATION: CardBehavior = CardBehavior {
    // Card text: "install only faceup" (neither rezzed nor unrezzed): active while installed.
    installs_faceup: true,
    // Card text: advancing it; placing counters is not advancing (ruling 1; `Event::Advanced`).
    waits_for: waits::ADVANCED,
    triggers_on: Some(|_, card, event| matches!(event, Event::Advanced(c, _) if c == card)),
    // Card text: the counter just placed counts towards the 5.
    resolve_trigger: Some(|s, card, _| {
        let gain = if s.card(card).advancement >= 5 { 3 } else { 2 };
        s.push(Step::CorpGainFrom(card, gain));
    }),
    ..card("31072")
};

// ----- 31073 Project Atlas -----

/// Advancement counters Project Atlas needs before the extra ones give agenda counters.
const ATLAS_BASE: u8 = 3;

/// Project Atlas: scored with an agenda counter per advancement counter past 3; each counter
/// searches R&D for a card, revealed and added to HQ.
const PROJECT_ATLAS: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "search R&D for a card, reveal it and add it to HQ",
        "1 hosted agenda counter",
    )],
    // Card text: counted on the advancement counters it had as it was scored.
    waits_for: waits::SCORED,
    triggers_on: Some(|s, card, event| {
        event == Event::Scored(card) && s.turn_flags.scored_advancement > ATLAS_BASE
    }),
    resolve_trigger: Some(|s, card, _| {
        let extra = s.turn_flags.scored_advancement - ATLAS_BASE;
        s.place_agenda_counters(card, extra);
    }),
    // A paid ability (cost: a hosted agenda counter), usable whenever the Corp has priority;
    // Rules Reference, "Abilities": a search of an empty R&D could not change the game.
    paid_abilities: Some(|s, card, _, out| {
        if s.card(card).agenda_counters > 0 && !s.corp.rd.is_empty() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        s.card_mut(card).agenda_counters -= 1;
        s.log_counters(card, AGENDA_COUNTER, 1, false);
        // Rules Reference, "Search": the Corp looks through R&D and must find a card.
        s.look_through_rd();
        s.ask_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| offer_rd_cards(s, out)),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Mode && s.card(action.card).zone == Zone::Rd {
            // Card text: revealed, then added to HQ; R&D is shuffled.
            s.reveal_found_to_hq(action.card);
        }
    }),
    choice_name: Some(|_, _, _| "search_rd"),
    ..card("31073")
};

// ----- 31074 Corporate Town -----

// `Step::Choice` kinds (`n`) of Corporate Town: `REZ_COST_CHOOSE`, the agenda to forfeit as its
// additional rez cost (`effects/rez_costs.rs`), and:
/// The resource to trash as the Corp's turn begins.
const TOWN_TRASH: u8 = 1;

/// Corporate Town: rezzing it also forfeits an agenda; as each Corp turn begins, the Corp may
/// trash an installed resource, which cannot be prevented.
const CORPORATE_TOWN: CardBehavior = CardBehavior {
    additional_rez_cost: "forfeit an agenda",
    // The agenda is chosen, then everything is paid together (Rules Reference, "Additional
    // Costs"; as Archer): only agendas that can be forfeited (not Word on the Street).
    rez_cost_options: &[crate::cards::RezCostOption::ForfeitAgenda],
    // Card text: when the Corp's turn begins (while it is rezzed, hence active).
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Corp)),
    // Card text: "may": with no resource installed nothing is asked.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, TOWN_TRASH, 0)),
    legal_choices: Some(|s, card, n, _, out| match n {
        REZ_COST_CHOOSE => s.legal_rez_cost(card, n, out),
        _ => {
            let before = out.len();
            for &c in &s.runner.rig {
                if s.cdef(c).card_type == CardType::Resource {
                    out.push(Action::new(ActionKind::Trash).card(c));
                }
            }
            if out.len() > before {
                out.push(Action::new(ActionKind::Pass));
            }
        }
    }),
    resolve_card_choice: Some(|s, source, n, data, action| match n {
        REZ_COST_CHOOSE => s.resolve_rez_cost(source, n, data, action),
        TOWN_TRASH if action.kind == ActionKind::Trash && s.card(action.card).zone == Zone::Rig => {
            // Card text: this trash cannot be prevented.
            s.trash_now(action.card);
        }
        _ => {}
    }),
    choice_name: Some(|_, _, n| match n {
        REZ_COST_CHOOSE => "forfeit_agenda",
        _ => "trash_resource",
    }),
    ..card("31074")
};

// ----- 31076 Hortum -----

/// Advancement counters from which Hortum's stronger texts apply.
const HORTUM_ADVANCED: u8 = 3;

/// Whether Hortum `ice` holds enough advancement counters for its stronger texts.
fn hortum_advanced(s: &GameState, ice: u8) -> bool {
    s.card(ice).advancement >= HORTUM_ADVANCED
}

/// Cards Hortum's second subroutine finds at most.
const HORTUM_FINDS: u32 = 2;

/// Hortum's search: the Corp found a card (or stopped): it goes to HQ unseen by the Runner; once
/// done, R&D is shuffled (Rules Reference, "Search").
fn hortum_found(s: &mut GameState, ice: u8, found: u32, action: Action) {
    if action.kind == ActionKind::Mode && s.card(action.card).zone == Zone::Rd {
        s.add_to_hq(action.card, Zone::Rd, false);
        let found = found + 1;
        if found < HORTUM_FINDS && !s.corp.rd.is_empty() {
            s.push_choice(ice, 0, found);
            return;
        }
    }
    s.shuffle_zone(Zone::Rd);
}

/// Hortum: can be advanced; with 3 or more advancement counters AI programs cannot break it and
/// its subroutines become stronger: gain 1 credit (4), end the run (search R&D for up to 2 cards
/// to HQ, then end the run).
const HORTUM: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "The Corp gains 1 credit, or 4 credits with 3 or more advancement counters on Hortum.",
        "End the run; with 3 or more advancement counters on Hortum, the Corp first takes as \
         many as 2 cards of its choice from R&D into HQ.",
    ],
    // Card text: it can be advanced, rezzed or not (as Pharos).
    advanceable: true,
    can_advance: Some(|_, _| true),
    // Card text: counted as the restriction is checked (each break).
    breakable_by: Some(|s, ice, breaker| {
        !(hortum_advanced(s, ice) && s.cdef(breaker).subtypes & AI != 0)
    }),
    // Card text: the counters are counted as each subroutine resolves.
    resolve_sub: Some(|s, ice, index| match index {
        0 => {
            let gain = if hortum_advanced(s, ice) { 4 } else { 1 };
            s.push(Step::Gain(Side::Corp, gain));
        }
        _ => {
            // "Then end the run": the run ends after the search.
            s.push(Step::EndRun);
            if hortum_advanced(s, ice) {
                s.look_through_rd();
                if s.corp.rd.is_empty() {
                    s.shuffle_zone(Zone::Rd);
                } else {
                    s.push_choice(ice, 0, 0);
                }
            }
        }
    }),
    // "Up to 2": any card of R&D, or stop.
    legal_choices: Some(|s, _, _, _, out| {
        offer_rd_cards(s, out);
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, ice, _, found, action| hortum_found(s, ice, found, action)),
    choice_name: Some(|_, _, _| "search_rd"),
    ..card("31076")
};

// ----- 31078 Punitive Counterstrike -----

/// Base strength of Punitive Counterstrike's trace.
const PUNITIVE_TRACE: u8 = 5;

/// Punitive Counterstrike: trace 5; if successful, meat damage equal to the printed agenda points
/// the Runner stole during their last turn.
const PUNITIVE_COUNTERSTRIKE: CardBehavior = CardBehavior {
    // With nothing stolen in the Runner's last turn X is 0: even a successful trace would do
    // nothing, so it cannot be played (Rules Reference, "Action"; as Neurospike).
    could_change_state: Some(|s, _, _, _| s.last_runner_turn.runner_stolen_points > 0),
    play: Some(|s, _| {
        // Card text: X counts the agendas stolen during the Runner's last turn, as printed
        // (`TurnFlags::runner_stolen_points`).
        let x = s.last_runner_turn.runner_stolen_points;
        s.push(Step::TraceCorp {
            so_far: 0,
            base: PUNITIVE_TRACE,
            effect: TraceEffect::Damage(DamageKind::Meat, x),
        })
    }),
    ..card("31078")
};

// ----- 31079 Crisium Grid -----

/// Crisium Grid: runs on its server are never declared successful (the Runner still breaches
/// it); one region per server.
const CRISIUM_GRID: CardBehavior = CardBehavior {
    // Card text: its own server (it is active only while rezzed). "Limit 1 region per server" is
    // the install rules' (install.rs, Region).
    blocks_success: Some(|s, card, server| s.card(card).zone == Zone::Root(server)),
    ..card("31079")
};
