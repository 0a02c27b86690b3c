//! Elevation: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior, BARRIER, CODE_GATE, SENTRY};
use crate::engine::{Spend, Step};
use crate::side::Side;
use crate::state::Zone;

/// Every Elevation Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[RITUAL, AZIMAT, CHROMATOPHORES];

/// Ritual: draw a card for each click the Runner has left once it is played.
const RITUAL: CardBehavior = CardBehavior {
    // Card text: the clicks remaining as it resolves (its own click already spent).
    play: Some(|s, _| {
        let n = s.runner.clicks;
        s.push(Step::Draw(Side::Runner, n));
    }),
    ..card("35026")
};

/// Chromatophores: a trojan installed on any piece of ice, which gains barrier, code gate and
/// sentry while it hosts it.
const CHROMATOPHORES: CardBehavior = CardBehavior {
    needs_host: true,
    // Card text: install only on a piece of ice (rezzed or not).
    own_host: Some(|s, _, host| matches!(s.card(host).zone, Zone::Ice(_))),
    // As Egret's: the host gains the subtypes rezzed or not.
    host_ice_gains: BARRIER | CODE_GATE | SENTRY,
    ..card("35030")
};

/// Azimat: 2 recurring credits that may pay trash costs only.
const AZIMAT: CardBehavior = CardBehavior {
    recurring_credits: 2,
    // Card text: any trash cost (of any accessed card).
    pays_for: Some(|_, _, spend| matches!(spend, Spend::TrashCost(_))),
    ..card("35029")
};
