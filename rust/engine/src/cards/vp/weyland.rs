//! Vantage Point: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, Sub};
use crate::effects::TRASH_PROGRAMS;
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_ADVANCED_THIS_TURN, FLAG_USED_THIS_TURN};

/// Every Vantage Point Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    FLYWHEEL,
    VULTURE_FUND,
    EVENT_HORIZON,
    SACRIFICE_ZONE_EXPANSION,
    REANIMATION_PROTOCOL,
];

// ----- 36056 Sacrifice Zone Expansion -----

/// Credits Sacrifice Zone Expansion gives the first time each turn it is advanced.
const SZE_GAIN: u8 = 3;
/// Sacrifice Zone Expansion's modes as a run on another server succeeds.
const SZE_DAMAGE: u8 = 0;
const SZE_DECLINE: u8 = 1;

/// Sacrifice Zone Expansion: installed faceup (active, neither rezzed nor unrezzed); the first
/// advance each turn gains the Corp 3 credits; once per turn, as a run on another server
/// succeeds, the Corp may remove 1 of its advancement counters to do 1 meat damage.
const SACRIFICE_ZONE_EXPANSION: CardBehavior = CardBehavior {
    installs_faceup: true,
    actions: &[
        mode(
            SZE_DAMAGE,
            "remove 1 hosted advancement counter to do 1 meat damage",
            "",
        ),
        mode(SZE_DECLINE, "do not remove a counter", ""),
    ],
    triggers_on: Some(|s, card, event| {
        let c = s.card(card);
        match event {
            // Rules Reference, "Ordinal Events": the flag is set after the triggers are
            // collected, so the first advance sees it clear.
            Event::Advanced(a, _) => a == card && c.flags & FLAG_ADVANCED_THIS_TURN == 0,
            // "Once per turn": only a use counts, so a declined offer comes back.
            Event::SuccessfulRun(server) => {
                c.zone != Zone::Root(server)
                    && c.flags & FLAG_USED_THIS_TURN == 0
                    && c.advancement > 0
            }
            _ => false,
        }
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Advanced(..) => s.push(Step::Gain(Side::Corp, SZE_GAIN)),
        _ => s.push(Step::ChooseMode(card)),
    }),
    legal_modes: Some(|s, card, out| {
        if s.card(card).advancement > 0 {
            out.push(Action::new(ActionKind::Mode).card(card).target(SZE_DAMAGE));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(SZE_DECLINE));
    }),
    resolve_mode: Some(|s, card, m| {
        if m == SZE_DAMAGE && s.card(card).advancement > 0 {
            let c = s.card_mut(card);
            c.advancement -= 1;
            c.flags |= FLAG_USED_THIS_TURN;
            s.push(Step::Damage(crate::engine::DamageKind::Meat, 1));
        }
    }),
    ..card("36056")
};

// ----- 36058 Event Horizon -----

/// What each of Event Horizon's subroutines asks the Runner to pay.
const EVENT_HORIZON_TOLL: u16 = 3;
/// `Step::Choice` kind (`n`) of Event Horizon's first subroutine: the Runner pays 3 credits
/// (target 0) or lets a program be trashed (target 1).
const EH_PAY_OR_TRASH: u8 = 0;

/// Whether the Runner has an installed program (Event Horizon's first subroutine has one to
/// trash).
fn has_program(state: &GameState) -> bool {
    state
        .runner
        .rig
        .iter()
        .any(|&c| state.cdef(c).card_type == crate::cards::CardType::Program)
}

/// Event Horizon: trash it to end a run against its server; its subroutines trash 1 installed
/// program, and end the run, each unless the Runner pays 3 credits.
const EVENT_HORIZON: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "Trash 1 installed program unless the Runner pays 3 credits.",
        "End the run unless the Runner pays 3 credits.",
    ],
    actions: &[
        ability(0, "end the run", "trash Event Horizon"),
        mode(0, "pay 3 credits (the run goes on)", "3 credits"),
        mode(1, "do not pay: the run ends", ""),
    ],
    // Card text: only during a run against the server it protects.
    paid_abilities: Some(|s, card, _, out| {
        if let Zone::Ice(server) = s.card(card).zone {
            if s.run.is_some_and(|r| !r.ended && r.server == server) {
                out.push(Action::new(ActionKind::Ability).card(card).target(0));
            }
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        s.trash_now(card);
        s.push(Step::EndRun);
    }),
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.ask_choice(ice, EH_PAY_OR_TRASH, 0);
        } else {
            s.push(Step::RunnerMode(ice));
        }
    }),
    legal_modes: Some(|s, card, out| s.offer_toll(card, EVENT_HORIZON_TOLL, out)),
    resolve_mode: Some(|s, _, m| s.resolve_toll(m, EVENT_HORIZON_TOLL)),
    // The Runner answers the first subroutine (pay, if able and a program is at stake, or
    // not); the Corp picks the program.
    chooser: Some(|_, _, n| {
        if n == EH_PAY_OR_TRASH {
            Side::Runner
        } else {
            Side::Corp
        }
    }),
    legal_choices: Some(|s, card, n, data, out| {
        if n > TRASH_PROGRAMS {
            s.legal_programs_to_trash(data, out);
            return;
        }
        if has_program(s) && s.runner_credits_for(Spend::Other) >= u32::from(EVENT_HORIZON_TOLL) {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_card_choice: Some(|s, source, n, data, a| {
        if n > TRASH_PROGRAMS {
            s.resolve_programs_to_trash(source, n, data, a);
        } else if a.target == 0 {
            s.pay_runner(Spend::Other, EVENT_HORIZON_TOLL);
        } else if has_program(s) {
            s.choose_programs_to_trash(source, 1);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n > TRASH_PROGRAMS {
            "trash_programs"
        } else {
            "choose"
        }
    }),
    choice_label: Some(|_, _, _, n, a| {
        if n > TRASH_PROGRAMS {
            return None;
        }
        Some(
            if a.target == 0 {
                "Event Horizon: pay 3 credits (no program is trashed)"
            } else {
                "Event Horizon: do not pay: the Corp trashes 1 installed program"
            }
            .into(),
        )
    }),
    ..card("36058")
};

/// Credits Vulture Fund gives.
const VULTURE_FUND_GAIN: u16 = 14;

/// Vulture Fund: the Corp gains 14 credits and takes 1 bad publicity.
const VULTURE_FUND: CardBehavior = CardBehavior {
    // Card text, in its order: the gain, then the bad publicity.
    play: Some(|s, _| {
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, VULTURE_FUND_GAIN);
        s.take_bad_publicity(1);
    }),
    ..card("36063")
};

/// Flywheel's modes, after the credit: draw 1 card or not.
const FLYWHEEL_DRAW: u8 = 0;
const FLYWHEEL_NO_DRAW: u8 = 1;

/// Flywheel: each of its two subroutines gains the Corp 1 credit, then it may draw 1 card.
const FLYWHEEL: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(0)],
    sub_text: &["The Corp gains 1 credit, then may draw 1 card."],
    actions: &[
        mode(FLYWHEEL_DRAW, "draw 1 card", ""),
        mode(FLYWHEEL_NO_DRAW, "do not draw", ""),
    ],
    resolve_sub: Some(|s, ice, _| {
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, 1);
        s.push(Step::ChooseMode(ice));
    }),
    // "You may": the Corp's choice, drawing or not (even from an empty R&D: its choice).
    legal_modes: Some(|_, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(FLYWHEEL_DRAW),
        );
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(FLYWHEEL_NO_DRAW),
        );
    }),
    resolve_mode: Some(|s, _, m| {
        if m == FLYWHEEL_DRAW {
            s.push(Step::Draw(Side::Corp, 1));
        }
    }),
    ..card("36059")
};

// ----- 36062 Reanimation Protocol -----

/// Credits Reanimation Protocol takes off the install and rez costs together.
const REANIMATION_DISCOUNT: u32 = 10;
const LIABILITY: u64 = crate::cards::subtype("Liability");
// `Step::Choice` kinds (`n`) of Reanimation Protocol: the ice of Archives; its server (`data`:
// the ice).
const REANIMATE_PICK: u8 = 0;
const REANIMATE_WHERE: u8 = 1;

/// Servers Archives ice `c` may be installed in and rezzed, paying 10 credits less in all.
fn reanimation_servers(s: &GameState, c: u8, out: &mut crate::actions::ActionList) {
    if s.cdef(c).card_type != crate::cards::CardType::Ice {
        return;
    }
    let mut all = crate::actions::ActionList::new();
    s.corp_install_servers(c, &mut all);
    for a in all {
        if s.can_install_and_rez_less(c, a.server, REANIMATION_DISCOUNT) {
            out.push(a);
        }
    }
}

/// Whether Archives card `c` is ice Reanimation Protocol can install and rez now.
fn reanimatable(s: &GameState, c: u8) -> bool {
    let mut out = crate::actions::ActionList::new();
    reanimation_servers(s, c, &mut out);
    !out.is_empty()
}

/// Reanimation Protocol: the Corp installs a piece of ice from Archives and rezzes it, paying
/// 10 credits less for the two together; rezzing ice that is not a liability this way gives it
/// 1 bad publicity. Install step 3 (trashing ice already there) is not offered: the discount
/// already covers the install cost of 10 ice. Ice with an additional rez cost (Archer) is not
/// offered (its own rez pays that cost in full).
const REANIMATION_PROTOCOL: CardBehavior = CardBehavior {
    // Rules Reference, "Action": not offered without ice it could install and rez.
    could_change_state: Some(|s, _, _, _| s.corp.archives.iter().any(|&c| reanimatable(s, c))),
    play: Some(|s, card| s.ask_choice(card, REANIMATE_PICK, 0)),
    legal_choices: Some(|s, _, n, data, out| {
        if n == REANIMATE_PICK {
            s.offer_distinct_picks(&s.corp.archives, |c| reanimatable(s, c), out);
        } else if s.card(data as u8).zone == Zone::Archives {
            reanimation_servers(s, data as u8, out);
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| match (n, a.kind) {
        (REANIMATE_PICK, ActionKind::Mode) => s.ask_choice(card, REANIMATE_WHERE, a.card as u32),
        (REANIMATE_WHERE, ActionKind::Install) => {
            let placed = s.install_and_rez_less(a.card, a.server, REANIMATION_DISCOUNT);
            // Card text: "if you rezzed" a non-liability ice this way.
            if let Some(ice) = placed {
                if s.card(ice).rezzed && s.cdef(ice).subtypes & LIABILITY == 0 {
                    s.take_bad_publicity(1);
                }
            }
        }
        _ => {}
    }),
    choice_name: Some(|_, _, n| {
        if n == REANIMATE_PICK {
            "card_to_install"
        } else {
            "install_where"
        }
    }),
    choice_label: Some(|s, viewer, _, _, a| {
        let name = s.card_name(viewer, a.card);
        Some(match a.kind {
            ActionKind::Install => format!(
                "Reanimation Protocol: install and rez {name} from Archives in {}, 10 credits less",
                crate::actions::server_name(a.server)
            ),
            _ => format!("Reanimation Protocol: install and rez {name} (choose where next)"),
        })
    }),
    ..card("36062")
};
