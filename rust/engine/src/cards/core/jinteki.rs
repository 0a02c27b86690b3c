//! Jinteki cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, Sub};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// The Jinteki cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    JINTEKI,
    NISEI_MK_II,
    PROJECT_JUNEBUG,
    SNARE,
    ZAIBATSU_LOYALTY,
    NEURAL_EMP,
    PRECOGNITION,
    CELL_PORTAL,
    CHUM,
    DATA_MINE,
    NEURAL_KATANA,
    WALL_OF_THORNS,
    AKITARO_WATANABE,
];

/// Jinteki: Personal Evolution: 1 net damage whenever an agenda is scored or stolen.
const JINTEKI: CardBehavior = CardBehavior {
    waits_for: waits::SCORED | waits::STOLEN,
    triggers_on: Some(|_, _, event| matches!(event, Event::Scored(_) | Event::Stolen(_))),
    resolve_trigger: Some(|s, _, _| s.push(Step::Damage(DamageKind::Net, 1))),
    ..card("01067")
};

// ----- agendas -----

/// Nisei MK II: scored with an agenda counter; spending it ends the run.
const NISEI_MK_II: CardBehavior = CardBehavior {
    actions: &[ability(0, "end the run", "1 hosted agenda counter")],
    paid_abilities: Some(|s, card, _, out| {
        // Spend its agenda counter to end the run (only while a run can still end).
        if s.card(card).agenda_counters > 0 && s.run.is_some_and(|r| !r.ended && !r.successful) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        s.card_mut(card).agenda_counters -= 1;
        s.log_counters(card, 2, 1, false);
        s.push(Step::EndRun);
    }),
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| {
        let c = s.card_mut(card);
        c.agenda_counters = crate::invariants::add_counter(c.agenda_counters, 1);
        s.log_counters(card, 2, 1, true);
    }),
    ..card("01068")
};

// ----- assets and upgrades -----

/// Project Junebug: advanceable ambush; when accessed while advanced, the Corp may pay 1 credit
/// for 2 net damage per advancement token on it.
const PROJECT_JUNEBUG: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "do not pay: no damage", ""),
        mode(1, "do 2 net damage per advancement token on it", "1 credit"),
    ],
    // Its text lets it be advanced (Rules Reference, "Advancement Tokens").
    advanceable: true,
    can_advance: Some(|_, _| true),
    // Mode 0 declines; mode 1 pays for the ambush.
    legal_modes: Some(|s, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        if s.corp.credits >= 1 {
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }),
    resolve_mode: Some(|s, card, mode| {
        if mode == 1 {
            s.corp.credits -= 1;
            let n = s.card(card).advancement.saturating_mul(2);
            s.push(Step::Damage(DamageKind::Net, n));
        }
    }),
    accessed: Some(|s, card| {
        // Only an installed, advanced Junebug can do damage.
        if s.card(card).advancement > 0 {
            s.push(Step::ChooseMode(card));
        }
    }),
    ..card("01069")
};

/// Snare!: when accessed outside Archives (revealed if in R&D), the Corp may pay 4 credits to
/// give the Runner 1 tag and do 3 net damage.
const SNARE: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "do not pay: no tag, no damage", ""),
        mode(1, "give the Runner 1 tag and do 3 net damage", "4 credits"),
    ],
    legal_modes: Some(|s, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        if s.corp.credits >= 4 {
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }),
    resolve_mode: Some(|s, _, mode| {
        if mode == 1 {
            s.corp.credits -= 4;
            // 1 tag, then 3 net damage (pushed in reverse).
            s.push(Step::Damage(DamageKind::Net, 3));
            s.push(Step::Tags(1));
        }
    }),
    accessed: Some(|s, card| {
        // Not in Archives; revealed when accessed in R&D (the Corp sees it too).
        let zone = s.card(card).zone;
        if zone != Zone::Archives {
            if zone == Zone::Rd {
                s.card_mut(card).known = 3;
            }
            s.push(Step::ChooseMode(card));
        }
    }),
    ..card("01070")
};

/// Zaibatsu Loyalty: when a card would be exposed, the Corp may rez it then, and a rezzed one
/// prevents the expose for 1 credit or by trashing itself.
const ZAIBATSU_LOYALTY: CardBehavior = CardBehavior {
    actions: &[
        ability(0, "prevent the card from being exposed", "1 credit"),
        ability(
            1,
            "prevent the card from being exposed",
            "trash Zaibatsu Loyalty",
        ),
    ],
    expose_prevention: Some(|s, card, out| {
        // Unrezzed, it may be rezzed now; rezzed, it offers its two prevent abilities.
        if !s.card(card).rezzed {
            if s.can_rez_paying(card) {
                out.push(Action::new(ActionKind::Rez).card(card));
            }
        } else {
            if s.corp.credits >= 1 {
                out.push(Action::new(ActionKind::Ability).card(card).target(0));
            }
            out.push(Action::new(ActionKind::Ability).card(card).target(1));
        }
    }),
    use_paid_ability: Some(|s, card, index| {
        // Prevent 1 expose: ability 0 costs 1 credit, ability 1 trashes Zaibatsu.
        if index == 0 {
            s.corp.credits -= 1;
        } else {
            s.trash(card);
        }
    }),
    ..card("01071")
};

/// Akitaro Watanabe: ice protecting its server costs 2 less to rez.
const AKITARO_WATANABE: CardBehavior = CardBehavior {
    rez_cost_modifier: Some(
        |s, card, target| match (s.card(card).zone, s.card(target).zone) {
            (Zone::Root(home), Zone::Ice(t)) if home == t => -2,
            _ => 0,
        },
    ),
    ..card("01079")
};

// ----- operations -----

/// Neural EMP: 1 net damage; playable only if the Runner made a run during their last turn.
const NEURAL_EMP: CardBehavior = CardBehavior {
    can_play: Some(|s, _| s.last_runner_turn.made_run),
    play: Some(|s, _| s.push(Step::Damage(DamageKind::Net, 1))),
    ..card("01072")
};

/// The Corp looks at the top 5 cards of R&D (the Runner learns nothing) and then chooses their
/// order from the top down.
fn precognition(s: &mut GameState, _card: u8) {
    let len = s.corp.rd.len();
    let n = len.min(5);
    for i in len - n..len {
        let c = s.corp.rd[i];
        s.card_mut(c).known |= Side::Corp.bit();
    }
    if n >= 2 {
        s.push(Step::Arrange {
            placed: 0,
            n: n as u8,
        });
    }
}

/// Precognition: the Corp looks at the top 5 cards of R&D and puts them back in any order.
const PRECOGNITION: CardBehavior = CardBehavior {
    // With R&D empty there is nothing to look at or arrange (Rules Reference, "Action").
    could_change_state: Some(|s, _, _, _| !s.corp.rd.is_empty()),
    play: Some(precognition),
    ..card("01073")
};

// ----- ice -----

/// Cell Portal's subroutine.
fn cell_portal_sub(s: &mut GameState, ice: u8, _index: u8) {
    // The Runner moves to the outermost position of the attacked server: once this encounter
    // ends, the pass step [4] moves the Runner one position inward onto the outermost ice, which
    // is approached again (with its jack-out opportunity, [2.2]).
    let Some(run) = s.run else { return };
    let n = s.corp.servers[run.server as usize].ice.len() as u8;
    if let Some(r) = s.run.as_mut() {
        r.position = n;
    }
    // Derez this ice: it turns facedown; both players have seen it.
    let c = s.card_mut(ice);
    c.rezzed = false;
    c.faceup = false;
    let zone = s.card(ice).zone;
    s.log_card(crate::log::EventKind::Derezzed, ice, zone);
}

/// Cell Portal: sends the Runner back to the outermost ice of the server, and derezzes itself.
const CELL_PORTAL: CardBehavior = CardBehavior {
    // Forced movement to the outermost position, then derez.
    subroutines: &[Sub::Card(0)],
    sub_text: &["Move the Runner to the outermost ice of this server; derez Cell Portal."],
    resolve_sub: Some(cell_portal_sub),
    ..card("01074")
};

/// Chum: the next ice the Runner encounters this run gets +2 strength, and 3 net damage follows
/// unless the Runner breaks all of its subroutines.
const CHUM: CardBehavior = CardBehavior {
    // A lingering effect on the next ice encountered this run.
    subroutines: &[Sub::Card(0)],
    sub_text: &[
        "The next ice the Runner encounters this run gets +2 strength; if the Runner \
                 does not break all of its subroutines, do 3 net damage.",
    ],
    resolve_sub: Some(|s, ice, _| s.linger_on_next_ice(ice)),
    // +2 strength per effect on the ice it applies to, during that encounter.
    lingering_strength: Some(|_, _, _| 2),
    // Chum's ruling 2: when [3.1] closes with an unbroken subroutine, 3 net damage per effect
    // (with every subroutine broken, or none, no damage); when the encounter ends before [3.1]
    // closed (the run ended), 3 net damage per effect, even for ice without subroutines.
    lingering_ends: Some(|s, _, _, all_broken| {
        if !all_broken {
            s.push(Step::Damage(DamageKind::Net, 3));
        }
    }),
    ..card("01075")
};

/// Data Mine: 1 net damage, then it trashes itself.
const DATA_MINE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["Do 1 net damage; trash Data Mine."],
    resolve_sub: Some(|s, ice, _| {
        s.push(Step::Damage(DamageKind::Net, 1));
        s.trash(ice);
    }),
    ..card("01076")
};

/// Neural Katana: 3 net damage.
const NEURAL_KATANA: CardBehavior = CardBehavior {
    subroutines: &[Sub::Damage(DamageKind::Net, 3)],
    ..card("01077")
};

/// Wall of Thorns: 2 net damage; end the run.
const WALL_OF_THORNS: CardBehavior = CardBehavior {
    subroutines: &[Sub::Damage(DamageKind::Net, 2), Sub::EndRun],
    ..card("01078")
};
