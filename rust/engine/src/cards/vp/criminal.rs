//! Vantage Point: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, CardBehavior};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::FLAG_USED_THIS_TURN;

/// Every Vantage Point Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[VIC, BORROWED_GOODS];

/// Borrowed Goods: 1 more memory; as it is installed, the Runner takes 1 tag unless already
/// tagged.
const BORROWED_GOODS: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    // Card text: "if you are not tagged", checked as the ability resolves.
    resolve_trigger: Some(|s, _, _| {
        if s.runner.tags == 0 {
            s.push(Step::Tags(1));
        }
    }),
    ..card("36013")
};

/// Virtual Intelligence, P.I.: once per turn, a click and 1 credit draw 1 card and remove 1
/// tag.
const VIC: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "draw 1 card and remove 1 tag",
        "click, 1 credit (once per turn)",
    )],
    click_abilities: Some(|s, card, clicks, out| {
        if clicks >= 1
            && s.card(card).flags & FLAG_USED_THIS_TURN == 0
            && s.runner_credits_for(Spend::Ability(card)) >= 1
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.pay_runner(Spend::Ability(card), 1);
        // Card text, in order: the draw, then the tag (none to remove: nothing happens).
        s.runner.tags = s.runner.tags.saturating_sub(1);
        s.push(Step::Draw(Side::Runner, 1));
    }),
    ..card("36009")
};
