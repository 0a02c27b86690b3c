//! Vantage Point: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, CardBehavior, Sub};
use crate::engine::Step;
use crate::side::Side;
use crate::state::Zone;

/// Every Vantage Point Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[SLEIPNIR, REVERB, REALLOC];

// ----- 36033 realloc() -----

/// Whether `c` is a rezzed piece of ice (realloc()'s choices).
fn rezzed_ice(state: &crate::state::GameState, c: u8) -> bool {
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
            s.corp.credits = crate::invariants::add_credits(s.corp.credits, cost as u16);
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
