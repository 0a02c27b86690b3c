//! Elevation: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, subtype, CardBehavior, Sub, CHOOSE_CARD};
use crate::engine::{DamageKind, Step};
use crate::side::Side;
use crate::state::Zone;

/// Every Elevation Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[EMPIRICIST, SEMAK_SAMUN];

const FRACTER: u64 = subtype("Fracter");

/// Semak-samun's modes: the Runner suffers 3 net damage, or the run ends.
const SEMAK_SUFFER: u8 = 0;
const SEMAK_END: u8 = 1;

/// Semak-samun: its subroutine ends the run unless the Runner suffers 3 net damage, and only a
/// fracter may break it.
const SEMAK_SAMUN: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["End the run unless the Runner suffers 3 net damage."],
    actions: &[
        mode(SEMAK_SUFFER, "suffer 3 net damage (the run goes on)", ""),
        mode(SEMAK_END, "do not: the run ends", ""),
    ],
    // Card text: its printed subroutine breaks only with a fracter (any other breaking card,
    // an icebreaker or not, is refused: `cards::can_break`).
    breakable_by: Some(|s, _, breaker| s.cdef(breaker).subtypes & FRACTER != 0),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    // The Runner may always choose the damage, even more than its grip holds.
    legal_modes: Some(|_, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(SEMAK_SUFFER),
        );
        out.push(Action::new(ActionKind::Mode).card(card).target(SEMAK_END));
    }),
    resolve_mode: Some(|s, _, m| {
        if m == SEMAK_SUFFER {
            s.push(Step::Damage(DamageKind::Net, 3));
        } else {
            s.push(Step::EndRun);
        }
    }),
    ..card("35054")
};

/// `Step::Choice` kind (`n`) of Empiricist: a card of HQ for the top of R&D, or none.
const EMPIRICIST_TO_RD: u8 = 0;

/// Empiricist: the Corp draws 1 card and may put a card of HQ on top of R&D; 1 net damage and
/// a tag; 2 net damage.
const EMPIRICIST: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Damage(DamageKind::Net, 2)],
    sub_text: &[
        "The Corp draws 1 card, then may put 1 card from HQ on top of R&D.",
        "Do 1 net damage, then give the Runner 1 tag.",
    ],
    resolve_sub: Some(|s, ice, index| {
        // Card text, in order (steps resolve last pushed first).
        if index == 0 {
            s.push_choice(ice, EMPIRICIST_TO_RD, 0);
            s.push(Step::Draw(Side::Corp, 1));
        } else {
            s.push(Step::Tags(1));
            s.push(Step::Damage(DamageKind::Net, 1));
        }
    }),
    // "You may": any card of HQ, or none (asked even when HQ is empty: the Runner must not
    // learn what HQ holds from whether the Corp is asked).
    legal_choices: Some(|s, _, _, _, out| {
        for &c in &s.corp.hq {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Hq {
            s.put_hq_card_in_rd(a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Pass => Some("keep HQ as it is".into()),
        _ => Some(format!("put {} on top of R&D", s.card_name(viewer, a.card))),
    }),
    ..card("35052")
};
