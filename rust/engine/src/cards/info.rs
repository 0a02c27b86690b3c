//! A card's description for people and tools (`nr_fast.card_info`, `nr-fast cards --describe`):
//! what its subroutines do and its icebreaker numbers, read from the same hooks the rules use,
//! so the description cannot drift from what the engine does.

use super::{
    boost_lasts_run, breaker_of, click_break_cost, recurring_credits, subroutine_text, subroutines,
    subs_per_break, CardDef, SUBTYPES,
};

/// An icebreaker's numbers, as the engine uses them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakerInfo {
    /// Ice subtypes whose subroutines it breaks (e.g. `["Barrier"]`); empty for an AI breaker,
    /// which breaks subroutines of any ice.
    pub breaks: Vec<&'static str>,
    /// Credits per use of its break ability.
    pub break_cost: u8,
    /// Subroutines broken by one use of the break ability (Battering Ram: 2).
    pub subroutines_per_break: u8,
    /// Credits per use of its strength ability (0 with `boost_strength` 0: it has none).
    pub boost_cost: u8,
    /// Strength gained per use of its strength ability.
    pub boost_strength: u8,
    /// Whether that strength lasts for the rest of the run rather than the encounter.
    pub boost_lasts_run: bool,
}

impl CardDef {
    /// What each subroutine of this ice does, in order, in words ("End the run."); empty for
    /// a card that is not ice.
    pub fn subroutine_texts(&self) -> Vec<String> {
        (0..subroutines(self).len())
            .map(|i| subroutine_text(self, i))
            .collect()
    }

    /// The icebreaker numbers of this program, or `None` for a card that is not an icebreaker.
    pub fn breaker(&self) -> Option<BreakerInfo> {
        let b = breaker_of(self)?;
        Some(BreakerInfo {
            breaks: SUBTYPES
                .iter()
                .enumerate()
                .filter(|(i, _)| b.breaks & (1 << i) != 0)
                .map(|(_, s)| *s)
                .collect(),
            break_cost: b.break_cost,
            subroutines_per_break: subs_per_break(self),
            boost_cost: b.boost_cost,
            boost_strength: b.boost_amount,
            boost_lasts_run: boost_lasts_run(self),
        })
    }

    /// Clicks the Runner loses to break one subroutine of this ice (bioroid ice); 0 when it has
    /// no such ability.
    pub fn clicks_to_break(&self) -> u8 {
        click_break_cost(self)
    }

    /// Recurring credits placed on this card as its controller's turn begins (Rules Reference,
    /// "Recurring Credits"); 0 for most cards.
    pub fn recurring_credits(&self) -> u8 {
        recurring_credits(self)
    }
}
