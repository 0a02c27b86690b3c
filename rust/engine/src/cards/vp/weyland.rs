//! Vantage Point: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, Sub, BARRIER, SENTRY};
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
    TOCSIN,
    MYOSHU,
    FLAGSHIP,
    LUANA_CAMPOS,
    SHACKLETON_GRID,
];

// ----- 36061 Myōshu -----

/// Agenda points Myōshu is worth in a score area.
const MYOSHU_POINTS: i32 = 2;

/// Myōshu: only after the Corp scored, this turn, an agenda installed before this turn; it goes
/// to the Corp's score area as an agenda worth 2 points (effects/score_area.rs), not to
/// Archives.
const MYOSHU: CardBehavior = CardBehavior {
    can_play: Some(|s, _| s.turn_flags.scored_installed_earlier),
    play: Some(|s, card| s.add_to_score_area_as_agenda(card, Side::Corp)),
    agenda_in_score_area: true,
    agenda_points_change: Some(|s, card| {
        if matches!(s.card(card).zone, Zone::Score(_)) {
            MYOSHU_POINTS
        } else {
            0
        }
    }),
    ..card("36061")
};

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
        Event::Advanced(..) => s.push(Step::CorpGainFrom(card, SZE_GAIN)),
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
    play: Some(|s, card| {
        s.corp_gain_from(card, VULTURE_FUND_GAIN);
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
    // An install from Archives in two choices (effects/archives_installs.rs).
    play: Some(|s, card| s.ask_archives_install(card)),
    legal_choices: Some(|s, _, n, data, out| {
        let servers = |c: u8, out: &mut _| reanimation_servers(s, c, out);
        s.archives_install_choices(n, data, |c| reanimatable(s, c), servers, out);
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if let Some((c, server)) = s.archives_install_chosen(card, n, a) {
            let placed = s.install_and_rez_less(c, server, REANIMATION_DISCOUNT);
            // Card text: "if you rezzed" a non-liability ice this way.
            if let Some(ice) = placed {
                if s.card(ice).rezzed && s.cdef(ice).subtypes & LIABILITY == 0 {
                    s.take_bad_publicity(1);
                }
            }
        }
    }),
    choice_name: Some(|s, _, n| s.archives_install_choice_name(n)),
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

// ----- 36060 Tocsin -----

/// Credits Tocsin's first subroutine takes from the Runner, and its ability's credit cost.
const TOCSIN_LOSS: u16 = 2;
const TOCSIN_ABILITY_COST: u16 = 1;
/// Tocsin's `Step::Choice` kinds: the barrier found, then the sentry found (`data`: the
/// barrier's id + 1, 0 for none).
const TOCSIN_BARRIER: u8 = 0;
const TOCSIN_SENTRY: u8 = 1;

/// Offers each card of R&D with subtype `subtype` (once per title), then `pass` ("up to 1").
fn offer_rd_with(s: &GameState, subtype: u64, out: &mut crate::actions::ActionList) {
    let rd = &s.corp.rd;
    for (i, &c) in rd.iter().enumerate() {
        let def = s.card(c).def;
        if s.cdef(c).subtypes & subtype != 0 && rd[..i].iter().all(|&e| s.card(e).def != def) {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }
    out.push(Action::new(ActionKind::Pass));
}

/// Tocsin: a code gate whose subroutines make the Runner lose 2 credits and end the run (twice);
/// from HQ, for a click and 1 credit, the Corp reveals and trashes it to search R&D for up to 1
/// barrier and up to 1 sentry, reveals them and adds them to HQ (R&D shuffled after).
const TOCSIN: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::EndRun, Sub::EndRun],
    sub_text: &["The Runner loses 2 credits."],
    actions: &[ability(
        0,
        "reveal and trash Tocsin from HQ: search R&D for up to 1 barrier and up to 1 sentry, \
         reveal them and add them to HQ",
        "1 click, 1 credit",
    )],
    resolve_sub: Some(|s, _, _| {
        s.runner_lose_credits(TOCSIN_LOSS);
    }),
    // Card text: an ability used from HQ (effects/pile_abilities.rs).
    abilities_in_hq_or_archives: true,
    click_abilities: Some(|s, card, clicks, out| {
        if s.card(card).zone == Zone::Hq && clicks >= 1 && s.corp.credits >= TOCSIN_ABILITY_COST {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        // Costs: 1 credit (the click is the action's), reveal and trash this ice from HQ.
        s.corp.credits -= TOCSIN_ABILITY_COST;
        s.reveal_hq_cards(&[card]);
        s.trash_now(card);
        s.corp_trashed_from_hq();
        // Rules Reference, "Search": the Corp looks through R&D; "up to" lets it find none.
        s.look_through_rd();
        s.push_choice(card, TOCSIN_BARRIER, 0);
    }),
    legal_choices: Some(|s, _, n, _, out| {
        let subtype = if n == TOCSIN_BARRIER { BARRIER } else { SENTRY };
        offer_rd_with(s, subtype, out);
    }),
    resolve_card_choice: Some(|s, card, n, data, action| {
        let found = (action.kind == ActionKind::Mode && s.card(action.card).zone == Zone::Rd)
            .then_some(action.card);
        if n == TOCSIN_BARRIER {
            s.push_choice(card, TOCSIN_SENTRY, found.map_or(0, |c| c as u32 + 1));
            return;
        }
        // Both found: revealed, added to HQ, then R&D is shuffled.
        let barrier = (data > 0).then(|| (data - 1) as u8);
        for c in [barrier, found].into_iter().flatten() {
            s.card_mut(c).known = Side::Corp.bit() | Side::Runner.bit();
            s.add_to_hq(c, Zone::Rd, true);
        }
        s.shuffle_zone(Zone::Rd);
    }),
    choice_name: Some(|_, _, _| "search_rd"),
    choice_label: Some(|s, viewer, _, n, a| {
        let what = if n == TOCSIN_BARRIER {
            "barrier"
        } else {
            "sentry"
        };
        Some(match a.kind {
            ActionKind::Mode => {
                format!("Tocsin: find {} (the {what})", s.card_name(viewer, a.card))
            }
            _ => format!("Tocsin: find no {what}"),
        })
    }),
    ..card("36060")
};
