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
    FLAGSHIP,
    LUANA_CAMPOS,
    SHACKLETON_GRID,
];

// ----- 36065 Shackleton Grid -----

/// Shackleton Grid's modes as the Runner spends credits from outside the credit pool.
const SHACKLETON_DAMAGE: u8 = 0;
const SHACKLETON_DECLINE: u8 = 1;
/// Meat damage Shackleton Grid does.
const SHACKLETON_MEAT: u8 = 4;

/// Shackleton Grid: once per turn, while rezzed, as the Runner spends credits from outside the
/// credit pool (hosted or bad publicity credits: `Event::CreditsSpentOutsidePool`) during a run
/// against its server, the Corp may do 4 meat damage. "Once per turn": only a use counts, so a
/// declined offer comes back. One region per server is the install rules' (install.rs).
const SHACKLETON_GRID: CardBehavior = CardBehavior {
    actions: &[
        mode(SHACKLETON_DAMAGE, "do 4 meat damage", ""),
        mode(SHACKLETON_DECLINE, "do no damage", ""),
    ],
    triggers_on: Some(|s, card, event| {
        event == Event::CreditsSpentOutsidePool
            && s.card(card).flags & FLAG_USED_THIS_TURN == 0
            && s.run
                .is_some_and(|r| !r.ended && s.card(card).zone == Zone::Root(r.server))
    }),
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|s, card, out| {
        if s.card(card).flags & FLAG_USED_THIS_TURN == 0 {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(SHACKLETON_DAMAGE),
            );
        }
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(SHACKLETON_DECLINE),
        );
    }),
    resolve_mode: Some(|s, card, m| {
        if m == SHACKLETON_DAMAGE && s.card(card).flags & FLAG_USED_THIS_TURN == 0 {
            s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
            s.push(Step::Damage(
                crate::engine::DamageKind::Meat,
                SHACKLETON_MEAT,
            ));
        }
    }),
    ..card("36065")
};

// ----- 36057 Luana Campos -----

/// Luana Campos's modes as the Corp's turn begins.
const LUANA_HOST: u8 = 0;
const LUANA_DECLINE: u8 = 1;
/// Credits Luana Campos gives when it takes a bad publicity counter.
const LUANA_GAIN: u8 = 3;

/// Luana Campos: as the Corp's turn begins, while it is rezzed, the Corp may host 1 of its bad
/// publicity counters on it (no effect while hosted: `host_bad_publicity`) to gain 3 credits
/// and draw 1 card; as it would be uninstalled (trashed, or moved anywhere), the Corp takes all
/// hosted bad publicity back (`takes_hosted_bad_publicity`, an interrupt: before it leaves).
const LUANA_CAMPOS: CardBehavior = CardBehavior {
    actions: &[
        mode(
            LUANA_HOST,
            "host 1 of the Corp's bad publicity counters on Luana Campos: gain 3 credits, draw 1 card",
            "",
        ),
        mode(LUANA_DECLINE, "host no bad publicity on Luana Campos", ""),
    ],
    // "You may": only with a bad publicity counter to host.
    triggers_on: Some(|s, _, event| {
        event == Event::TurnBegins(Side::Corp) && s.corp.bad_publicity > 0
    }),
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|s, card, out| {
        if s.corp.bad_publicity > 0 {
            out.push(Action::new(ActionKind::Mode).card(card).target(LUANA_HOST));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(LUANA_DECLINE));
    }),
    // "If you do": the gain and the draw, in that order.
    resolve_mode: Some(|s, card, m| {
        if m == LUANA_HOST && s.host_bad_publicity(card) {
            s.push(Step::Draw(Side::Corp, 1));
            s.push(Step::Gain(Side::Corp, LUANA_GAIN));
        }
    }),
    takes_hosted_bad_publicity: true,
    ..card("36057")
};

// ----- 36064 Flagship -----

/// Flagship: installed only in the root of HQ or R&D; while rezzed, runs against its server are
/// never declared successful (the Runner still breaches it, as with Crisium Grid: "this effect
/// does not cause runs to become unsuccessful"); and the Runner may access at most 1 card other
/// than Flagship in each such run (`max_other_accesses`), which persists for the run once
/// Flagship was accessed while rezzed, even if the Runner trashes it (`persist_for_run`).
const FLAGSHIP: CardBehavior = CardBehavior {
    can_install_in: Some(|server| server == crate::state::HQ || server == crate::state::RD),
    blocks_success: Some(|s, card, server| s.card(card).zone == Zone::Root(server)),
    max_other_accesses: 1,
    accessed: Some(|s, card| s.persist_for_run(card)),
    ..card("36064")
};

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
