//! The cards: the card table (`table.rs`, printed facts and each code's [`CardBehavior`]), what
//! a card may define (`behavior.rs`), the sets (`core/`: the Core Set, `sg/`: System Gateway,
//! `su21/`: System Update 2021, `elev/`: Elevation, `vp/`: Vantage Point, each by faction), and the
//! functions through which the engine asks a card's definition. The engine reaches cards only
//! through these functions and the table; it imports no set or faction file.
//!
//! Every function reads `CardDef::rules`, the card's definition (`None` for a card the engine
//! does not implement, which decks refuse): a hook the definition does not set does nothing.

mod behavior;
pub(crate) mod core;
pub(crate) mod elev;
pub(crate) mod hooks;
mod info;
mod now;
mod overrides;
mod play_clicks;
mod run_hooks;
pub(crate) mod sg;
pub(crate) mod su21;
mod table;
pub(crate) mod vp;
mod words;

pub(crate) use behavior::*;
pub(crate) use hooks::HookIndex;
pub use info::BreakerInfo;
pub(crate) use now::*;
pub use overrides::{CardOverride, CardTable, Number, MAX_SUBROUTINES, NUMBERS};
pub(crate) use play_clicks::play_clicks;
pub(crate) use run_hooks::*;
pub(crate) use table::*;
pub use table::{card_table, CardDef, CardType};
pub(crate) use words::subroutine_words;

use crate::actions::{ActionKind, ActionList, NONE};
use crate::engine::{Event, Spend, Step, Window};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Asks hook `$f` of `$card`'s definition with `$args`, `$default` if it does not set it or the
/// card has lost all its abilities (`blanked`).
macro_rules! ask {
    ($state:expr, $card:expr, $f:ident($($arg:expr),*), $default:expr) => {{
        match $state.cdef($card).rules.and_then(|r| r.$f) {
            Some(f) if !blanked($state, $card) => {
                probe!(Card, $state.cdef($card).title);
                probe!(Hook, stringify!($f));
                f($($arg),*)
            }
            _ => {
                probe!(Unset, stringify!($f));
                $default
            }
        }
    }};
}

/// A fact of definition `$d`'s text: field `$f`, or the blank card's for a card without one.
macro_rules! fact {
    ($d:expr, $f:ident) => {{
        let d: &CardDef = $d;
        d.rules.map_or(BLANK.$f, |r| r.$f)
    }};
}

/// What a card without a definition says: nothing.
const BLANK: CardBehavior = card("");

// Declared after the macros, which it uses.
mod choices;
pub(crate) use choices::*;

/// Definition `d`'s own `choice_name` hook, if it sets one (the decision table's tests ask every
/// definition's names, not a card in play's). Here, as every read of a definition's hooks
/// (`tests/architecture.rs`).
#[cfg(test)]
pub(crate) fn choice_name_of(d: &CardDef) -> Option<fn(&GameState, u8, u8) -> &'static str> {
    d.rules.and_then(|r| r.choice_name)
}

pub(crate) fn subroutines(d: &CardDef) -> &'static [Sub] {
    fact!(d, subroutines)
}

/// What subroutine `index` of `ice` does, in words ("End the run.", "Do 1 net damage."). Card
/// subroutines (`Sub::Card`) are described by their ice's definition.
pub(crate) fn subroutine_text(d: &CardDef, index: usize) -> String {
    let Some(&sub) = subroutines(d).get(index) else {
        return String::new();
    };
    match sub {
        Sub::LoseClick => "The Runner loses 1 click.".into(),
        Sub::EndRun => "End the run.".into(),
        Sub::TraceTag(base) => format!("Trace {base}: if successful, give the Runner 1 tag."),
        Sub::Damage(kind, n) => {
            format!("Do {n} {} damage.", format!("{kind:?}").to_lowercase())
        }
        Sub::GiveTags(1) => "Give the Runner 1 tag.".into(),
        Sub::GiveTags(n) => format!("Give the Runner {n} tags."),
        Sub::GainCredits(1) => "The Corp gains 1 credit.".into(),
        Sub::GainCredits(n) => format!("The Corp gains {n} credits."),
        Sub::Card(i) => fact!(d, sub_text)
            .get(i as usize)
            .copied()
            .unwrap_or("")
            .into(),
    }
}

pub(crate) fn resolve_card_sub(state: &mut GameState, ice: u8, index: u8) {
    ask!(state, ice, resolve_sub(state, ice, index), ())
}

pub(crate) fn breaker_of(d: &CardDef) -> Option<Breaker> {
    fact!(d, breaker)
}

/// Whether `card` may be played now: its own restrictions ("play only if"), and its effect could
/// change the game state ([`could_change_state`]).
pub(crate) fn can_play(state: &GameState, card: u8) -> bool {
    ask!(state, card, can_play(state, card), true)
        && could_change_state(state, card, ActionKind::Play, 0)
}

/// Whether playing `card` (`Play`, 0) or using its ability `index` (`Ability`) could change the
/// game state now, costs aside: a play or an ability that could not is not offered (Rules
/// Reference, "Action", "Using Abilities", "Cannot"; FAQ, Archived Memories). Every play and
/// card ability the engine offers passes here; each card says when its effect can come to
/// nothing (`CardBehavior::could_change_state`).
pub(crate) fn could_change_state(state: &GameState, card: u8, kind: ActionKind, index: u8) -> bool {
    ask!(
        state,
        card,
        could_change_state(state, card, kind, index),
        true
    )
}

/// Drops from `out[from..]` the abilities of its cards that could not change the game state.
/// Inlined where it is asked (every window's and action phase's list): most of the time no card
/// offered anything, and that costs a comparison, not a call.
#[inline]
fn keep_effective(state: &GameState, out: &mut ActionList, from: usize) {
    if out.len() > from {
        drop_ineffective(state, out, from);
    }
}

/// `keep_effective` once some card offered something: `out[..from]` is left as it is, the rest
/// keeps its order.
#[inline(never)]
fn drop_ineffective(state: &GameState, out: &mut ActionList, from: usize) {
    let mut kept = from;
    for i in from..out.len() {
        let a = out[i];
        if a.kind != ActionKind::Ability || could_change_state(state, a.card, a.kind, a.target) {
            out[kept] = a;
            kept += 1;
        }
    }
    out.truncate(kept);
}

pub(crate) fn play(state: &mut GameState, card: u8) {
    ask!(state, card, play(state, card), ())
}

/// Whether an installed card can hold advancement tokens from the advance action: agendas in a
/// root, and the cards whose text allows it.
pub(crate) fn can_advance(state: &GameState, card: u8) -> bool {
    let c = state.card(card);
    (matches!(c.zone, Zone::Root(_)) && c.def().card_type == CardType::Agenda)
        || (c.installed() && ask!(state, card, can_advance(state, card), false))
}

/// Click abilities of `side`'s active cards usable with `clicks` clicks left.
pub(crate) fn legal_click_abilities(
    state: &GameState,
    side: Side,
    clicks: u8,
    out: &mut ActionList,
) {
    if !state.asks(hooks::CLICK_ABILITIES) {
        return;
    }
    let from = out.len();
    for card in state.active_with(side, hooks::CLICK_ABILITIES) {
        ask!(state, card, click_abilities(state, card, clicks, out), ())
    }
    // Abilities of the other side's cards that only `side` may use (Rotary): only the cards
    // that set them are asked.
    for card in state.active_with(side.other(), hooks::OPPONENT_CLICKS) {
        ask!(
            state,
            card,
            opponent_click_abilities(state, card, clicks, out),
            ()
        )
    }
    if side == Side::Corp {
        for &card in &state.runner.score_area {
            if fact!(state.cdef(card), usable_from_runner_score_area) {
                ask!(state, card, click_abilities(state, card, clicks, out), ())
            }
        }
    }
    keep_effective(state, out, from);
}

pub(crate) fn ability_clicks(state: &GameState, card: u8, index: u8) -> u8 {
    ask!(state, card, ability_clicks(state, card, index), 1)
}

pub(crate) fn use_click_ability(state: &mut GameState, card: u8, index: u8) {
    ask!(state, card, use_click_ability(state, card, index), ())
}

/// Paid abilities of `side`'s active cards usable in window `w`.
pub(crate) fn legal_paid_abilities(state: &GameState, side: Side, w: Window, out: &mut ActionList) {
    let hook = match w.encounter {
        true => hooks::PAID_ABILITIES,
        false => hooks::PAID_OUTSIDE_ENCOUNTER,
    };
    if !state.asks(hook) {
        return;
    }
    let from = out.len();
    for card in state.active_with(side, hook) {
        ask!(state, card, paid_abilities(state, card, w, out), ())
    }
    keep_effective(state, out, from);
}

/// One card's paid abilities usable in window `w` (what `legal_paid_abilities` asks it).
#[cfg(test)]
pub(crate) fn paid_abilities_of(state: &GameState, card: u8, w: Window, out: &mut ActionList) {
    ask!(state, card, paid_abilities(state, card, w, out), ())
}

pub(crate) fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
    ask!(state, card, use_paid_ability(state, card, index), ())
}

/// Whether `card` has a conditional ability whose trigger condition `event` meets.
pub(crate) fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
    ask!(state, card, triggers_on(state, card, event), false)
}

/// Resolves `card`'s conditional ability for `event`.
pub(crate) fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
    ask!(state, card, resolve_trigger(state, card, event), ())
}

/// The Runner's link: identity base link plus link from installed cards.
pub(crate) fn link(state: &GameState) -> u32 {
    let base = state.cdef(state.runner.identity).base_link as u32;
    if !state.asks(hooks::LINK) {
        return base;
    }
    base + state
        .runner
        .rig
        .iter()
        .filter(|&&c| sets(state, c, hooks::LINK))
        .map(|&c| ask!(state, c, link(state, c), 0))
        .sum::<u32>()
}

/// Whether `card`'s definition sets one of `hook`: a scan asks only those cards (dispatch by
/// card; a card that does not set the hook would answer the default anyway).
#[inline]
fn sets(state: &GameState, card: u8, hook: u64) -> bool {
    state.cdef(card).hooks & hook != 0
}

/// Recurring credits placed on the card at the start of its controller's turn ([1.3]).
pub(crate) fn recurring_credits(d: &CardDef) -> u8 {
    fact!(d, recurring_credits)
}

/// Whether credits hosted on installed Runner `card` may pay for `spend`.
pub(crate) fn pays_for(state: &GameState, card: u8, spend: Spend) -> bool {
    ask!(state, card, pays_for(state, card, spend), false)
}

/// Memory units added to the Runner's memory limit by installed cards.
pub(crate) fn memory_bonus(state: &GameState) -> u32 {
    if !state.asks(hooks::MEMORY) {
        return 0;
    }
    state
        .runner
        .rig
        .iter()
        .filter(|&&c| sets(state, c, hooks::MEMORY))
        .map(|&c| ask!(state, c, memory(state, c), 0))
        .sum()
}

/// Change to `side`'s maximum hand size from its active cards.
pub(crate) fn hand_size_bonus(state: &GameState, side: Side) -> i32 {
    if !state.asks(hooks::HAND_SIZE) {
        return 0;
    }
    state
        .active_with(side, hooks::HAND_SIZE)
        .iter()
        .map(|&c| ask!(state, c, hand_size(state, c), 0))
        .sum()
}

/// Change to the strength of installed `target` from the active cards of both sides.
pub(crate) fn strength_modifier(state: &GameState, target: u8) -> i32 {
    if !state.asks(hooks::STRENGTH) {
        return 0;
    }
    [Side::Corp, Side::Runner]
        .iter()
        .flat_map(|&side| state.active_with(side, hooks::STRENGTH))
        .map(|c| ask!(state, c, strength_modifier(state, c, target), 0))
        .sum()
}

/// Discount on the install cost of Runner `card` from the Runner's active cards: its identity
/// and its installed cards (Kate). Visited in place: this is asked for every install option.
pub(crate) fn install_discount(state: &GameState, card: u8) -> u32 {
    if !state.asks(hooks::INSTALL_COST) {
        let own = ask!(state, card, own_install_cost(state, card), 0);
        return own.min(0).unsigned_abs();
    }
    let change: i32 = std::iter::once(state.runner.identity)
        .chain(state.runner.rig.iter().copied())
        .filter_map(|c| {
            let f = abilities(state, c)?.install_cost_modifier?;
            Some(f(state, c, card))
        })
        .sum();
    let change = change + ask!(state, card, own_install_cost(state, card), 0);
    change.min(0).unsigned_abs()
}

/// Credits on active Corp cards that may only pay for traces (NBN's recurring credits).
pub(crate) fn trace_credits(state: &GameState) -> u32 {
    if !state.asks(hooks::PAYS_FOR) {
        return 0;
    }
    state
        .active_with(Side::Corp, hooks::PAYS_FOR)
        .iter()
        .filter(|&&c| pays_for(state, c, Spend::Trace))
        .map(|&c| state.card(c).credits as u32)
        .sum()
}

/// Spends up to `amount` trace-only credits first, card by card; returns how many were used.
pub(crate) fn spend_trace_credits(state: &mut GameState, amount: u8) -> u8 {
    let mut used = 0u8;
    if !state.asks(hooks::PAYS_FOR) {
        return 0;
    }
    for c in state.active_with(Side::Corp, hooks::PAYS_FOR) {
        if used == amount || !pays_for(state, c, Spend::Trace) {
            continue;
        }
        let take = state.card(c).credits.min(amount - used);
        if take > 0 {
            state.card_mut(c).credits -= take;
            state.log_card_credits(c, take, false);
            used += take;
        }
    }
    used
}

/// Replacement effects for accessing that `card` offers now.
pub(crate) fn access_replacements(state: &GameState, card: u8, out: &mut ActionList) {
    ask!(state, card, access_replacements(state, card, out), ())
}

/// Resolves replacement `index` of `card` instead of accessing cards.
pub(crate) fn replace_access(state: &mut GameState, card: u8, index: u8) {
    ask!(state, card, replace_access(state, card, index), ())
}

/// Tag avoidance actions of `card`.
pub(crate) fn tag_avoidance(state: &GameState, card: u8, out: &mut ActionList) {
    ask!(state, card, tag_avoidance(state, card, out), ())
}

/// Uses tag avoidance `index` of `card`; returns the tags avoided.
pub(crate) fn avoid_tags(state: &mut GameState, card: u8, index: u8) -> u8 {
    ask!(state, card, avoid_tags(state, card, index), 0)
}

/// Meat damage prevention actions of `card`.
pub(crate) fn meat_damage_prevention(state: &GameState, card: u8, out: &mut ActionList) {
    ask!(state, card, meat_damage_prevention(state, card, out), ())
}

/// Uses meat damage prevention `index` of `card`; returns the damage prevented.
pub(crate) fn prevent_meat_damage(state: &mut GameState, card: u8, index: u8) -> u8 {
    ask!(state, card, prevent_meat_damage(state, card, index), 0)
}

/// Change to the rez cost of `target` from the Corp's identity and the rezzed cards in the root
/// of its server (the only sources of rez cost changes so far, e.g. Akitaro Watanabe), which
/// keeps rez windows cheap.
pub(crate) fn rez_cost_modifier(state: &GameState, target: u8) -> i32 {
    // The card's own text (Reverb, Hype Machine).
    let own = ask!(state, target, own_rez_cost(state, target), 0);
    if !state.asks(hooks::REZ_COST) {
        return own + run_rez_cost_modifier(state, target);
    }
    let root: &[u8] = match state.card(target).zone {
        Zone::Ice(s) | Zone::Root(s) => &state.corp.servers[s as usize].root,
        _ => &[],
    };
    std::iter::once(state.corp.identity)
        .chain(root.iter().copied().filter(|&c| state.card(c).rezzed))
        .filter(|&c| sets(state, c, hooks::REZ_COST))
        .map(|c| ask!(state, c, rez_cost_modifier(state, c, target), 0))
        .sum::<i32>()
        + own
        + run_rez_cost_modifier(state, target)
        + runner_rez_cost_modifier(state, target)
}

/// Change to the rez cost of `target` from the Runner's identity and installed cards (Reina
/// Roja: Freedom Fighter, Xanadu).
fn runner_rez_cost_modifier(state: &GameState, target: u8) -> i32 {
    std::iter::once(state.runner.identity)
        .chain(state.runner.rig.iter().copied())
        .filter_map(|c| Some(abilities(state, c)?.rez_cost_modifier?(state, c, target)))
        .sum()
}

/// Change to the rez cost of `target` from the run event that made the run in progress, while
/// it waits in the play area (Tread Lightly).
fn run_rez_cost_modifier(state: &GameState, target: u8) -> i32 {
    match state.run {
        Some(r) if r.source != NONE && state.card(r.source).zone == Zone::PlayArea => ask!(
            state,
            r.source,
            run_rez_cost_modifier(state, r.source, target),
            0
        ),
        _ => 0,
    }
}

/// Change to the advancement requirement of agenda `target` from the Corp's active cards.
pub(crate) fn advancement_requirement_modifier(state: &GameState, target: u8) -> i32 {
    if !state.asks(hooks::ADVANCEMENT_REQUIREMENT) {
        return 0;
    }
    state
        .active_with(Side::Corp, hooks::ADVANCEMENT_REQUIREMENT)
        .iter()
        .map(|&c| {
            ask!(
                state,
                c,
                advancement_requirement_modifier(state, c, target),
                0
            )
        })
        .sum()
}

/// The Corp's options when a card would be exposed (Rules Reference, "Expose"): each installed
/// card's `expose_prevention` (Zaibatsu Loyalty), in install order.
pub(crate) fn expose_prevention_options(state: &GameState, out: &mut ActionList) {
    if !state.asks(hooks::EXPOSE_PREVENTION) {
        return;
    }
    for c in state.corp_installed() {
        if let Some(f) = abilities(state, c).and_then(|r| r.expose_prevention) {
            f(state, c, out)
        }
    }
}

/// Clicks the Runner loses to break one subroutine of `ice` with the ice's own ability (0: none).
pub(crate) fn click_break_cost(d: &CardDef) -> u8 {
    fact!(d, click_break_cost)
}
/// Credits the Runner pays to break a subroutine with the ice's own ability (N-Pot); 0: none.
pub(crate) fn credit_break_cost(d: &CardDef) -> u8 {
    fact!(d, credit_break_cost)
}

/// "When accessed" abilities of the accessed `card`.
pub(crate) fn accessed(state: &mut GameState, card: u8) {
    ask!(state, card, accessed(state, card), ())
}

/// The additional rez cost of a card with definition `d`, in words ("" for none).
pub(crate) fn additional_rez_cost(d: &CardDef) -> &'static str {
    d.rules.map_or("", |r| r.additional_rez_cost)
}

/// Whether a card of definition `d` may be installed in `server` (card-specific restrictions).
pub(crate) fn can_install_in(d: &CardDef, server: u8) -> bool {
    fact!(d, can_install_in).is_none_or(|f| f(server))
}

/// Whether a card of definition `d` can hold advancement tokens when installed.
pub(crate) fn advanceable(d: &CardDef) -> bool {
    d.card_type == CardType::Agenda || fact!(d, advanceable)
}

/// Whether the card can only be installed hosted on another card.
pub(crate) fn needs_host(d: &CardDef) -> bool {
    fact!(d, needs_host)
}

/// Whether `card`'s own text lets it be installed on `host`.
pub(crate) fn own_host(state: &GameState, card: u8, host: u8) -> bool {
    ask!(state, card, own_host(state, card, host), false)
}

/// Whether installed `host` can host `card` as it is installed.
pub(crate) fn can_host(state: &GameState, host: u8, card: u8) -> bool {
    ask!(state, host, can_host(state, host, card), false)
}

/// Extra condition on `breaker` breaking a subroutine of `ice`: the breaker's own (Wyrm) and
/// the ice's (Swordsman).
pub(crate) fn can_break(state: &GameState, breaker: u8, ice: u8) -> bool {
    ask!(state, breaker, can_break(state, breaker, ice), true)
        && ask!(state, ice, breakable_by(state, ice, breaker), true)
}

/// Whether run event `card` may run `server`.
pub(crate) fn run_servers(state: &GameState, card: u8, server: u8) -> bool {
    ask!(state, card, run_servers(state, card, server), false)
}

/// The run made by `source` ends.
pub(crate) fn run_ends(state: &mut GameState, source: u8) {
    ask!(state, source, run_ends(state, source), ())
}

/// Whether `source` lets the Runner trash accessed `card` at no cost.
pub(crate) fn access_trash_free(state: &GameState, source: u8, card: u8) -> bool {
    ask!(state, source, access_trash_free(state, source, card), false)
}

/// Whether credits hosted on run source `card` count as in the credit pool.
pub(crate) fn credits_in_pool(state: &GameState, card: u8) -> bool {
    ask!(state, card, credits_in_pool(state, card), false)
}

/// The Runner breaches `server`: each active Runner card's breach ability.
pub(crate) fn breach(state: &mut GameState, server: u8) {
    if !state.asks(hooks::BREACH) {
        return;
    }
    for card in state.active_with(Side::Runner, hooks::BREACH) {
        ask!(state, card, breach(state, card, server), ())
    }
}

/// Constant abilities of installed Runner cards that act when their condition holds; returns
/// whether anything changed.
pub(crate) fn state_checks(state: &mut GameState) -> bool {
    if !state.asks(hooks::STATE_CHECK) {
        return false;
    }
    let rig = state.runner.rig.clone();
    let mut changed = false;
    for card in rig {
        // Only the cards whose definition sets the hook are asked (dispatch by card).
        if state.card(card).zone == Zone::Rig && sets(state, card, hooks::STATE_CHECK) {
            changed |= ask!(state, card, state_check(state, card), false);
        }
    }
    changed
}

/// Prevent abilities of the Runner's active cards usable against the pending `step`.
pub(crate) fn legal_prevent_abilities(state: &GameState, step: Step, out: &mut ActionList) {
    if !state.asks(hooks::PREVENT) {
        return;
    }
    for card in state.active_with(Side::Runner, hooks::PREVENT) {
        ask!(state, card, prevent_abilities(state, card, step, out), ())
    }
}

/// Whether some prevent ability could be used against `step`: only then is the Runner asked,
/// so damage and trashing with nothing to prevent them resolve at once.
pub(crate) fn can_prevent(state: &GameState, step: Step) -> bool {
    let mut out = ActionList::new();
    legal_prevent_abilities(state, step, &mut out);
    !out.is_empty()
}

/// Additional cards accessed from HQ or R&D `server`: from the Runner's active cards and from
/// cards being played (a run event stays in the play area until its run is over).
pub(crate) fn extra_accesses(state: &GameState, server: u8) -> u8 {
    let mut n = 0u8;
    if !state.asks(hooks::EXTRA_ACCESSES) {
        return n;
    }
    for card in state.active_with(Side::Runner, hooks::EXTRA_ACCESSES) {
        n = n.saturating_add(ask!(state, card, extra_accesses(state, card, server), 0));
    }
    for (i, c) in state.cards.iter().enumerate() {
        if c.zone == Zone::PlayArea && c.owner == Side::Runner {
            let card = i as u8;
            n = n.saturating_add(ask!(state, card, extra_accesses(state, card, server), 0));
        }
    }
    n
}

/// Whether an icebreaker's strength boosts last for the remainder of the run.
pub(crate) fn boost_lasts_run(d: &CardDef) -> bool {
    fact!(d, boost_lasts_run)
}

/// Clicks the Runner must spend as an additional cost to steal agenda `d` (Méliès City Luxury
/// Line).
pub(crate) fn steal_clicks(d: &CardDef) -> u8 {
    fact!(d, steal_clicks)
}

/// Subroutines broken by one use of an icebreaker's break ability.
pub(crate) fn subs_per_break(d: &CardDef) -> u8 {
    fact!(d, subs_per_break)
}

/// "Access →" abilities of the Runner's active cards usable while accessing `target`.
pub(crate) fn legal_access_abilities(state: &GameState, target: u8, out: &mut ActionList) {
    if !state.asks(hooks::ACCESS_ABILITIES) {
        return;
    }
    let from = out.len();
    for card in state.active_with(Side::Runner, hooks::ACCESS_ABILITIES) {
        ask!(state, card, access_abilities(state, card, target, out), ())
    }
    keep_effective(state, out, from);
}

/// Uses access ability `index` of `card` while accessing `target`.
pub(crate) fn use_access_ability(state: &mut GameState, card: u8, index: u8, target: u8) {
    ask!(
        state,
        card,
        use_access_ability(state, card, index, target),
        ()
    )
}

/// A card that is not an icebreaker pays its own cost to break subroutine `sub` (Botulus).
pub(crate) fn pay_break(state: &mut GameState, card: u8, sub: u8) {
    ask!(state, card, pay_break(state, card, sub), ())
}

/// The abilities and modes a card with definition `d` describes (see [`CardBehavior::actions`]).
pub(crate) fn card_actions(d: &CardDef) -> &'static [CardAction] {
    fact!(d, actions)
}

/// The description of `kind` number `target` of a card with definition `d`, if it has one.
pub(crate) fn card_action(d: &CardDef, kind: ActionKind, target: u8) -> Option<CardAction> {
    card_actions(d)
        .iter()
        .copied()
        .find(|a| a.kind == kind && a.target == target)
}

/// Credits one use of `breaker`'s break ability costs now: its printed cost changed by its own
/// text (Marjanah), never below 0.
pub(crate) fn break_cost(state: &GameState, breaker: u8) -> u32 {
    let printed = breaker_of(state.cdef(breaker)).map_or(0, |b| b.break_cost as i32);
    let change = ask!(state, breaker, break_cost_modifier(state, breaker), 0);
    (printed + change).max(0) as u32
}

/// Credits `breaker`'s strength ability costs now: printed, changed by its own text (Sang
/// Kancil).
pub(crate) fn boost_cost(state: &GameState, breaker: u8) -> u32 {
    let printed = breaker_of(state.cdef(breaker)).map_or(0, |b| b.boost_cost as i32);
    let change = ask!(state, breaker, boost_cost_modifier(state, breaker), 0);
    (printed + change).max(0) as u32
}

/// Cards active `card` adds to its controller's basic action to draw 1 card (0 for none).
pub(crate) fn basic_draw_extra(state: &GameState, card: u8) -> u8 {
    ask!(state, card, basic_draw_extra(state, card), 0)
}

/// Whether an active card of either side forbids the Corp to score installed agenda `agenda` now
/// (Clot: not in the turn it was installed).
pub(crate) fn score_forbidden(state: &GameState, agenda: u8) -> bool {
    if !state.asks(hooks::FORBIDS_SCORE) {
        return false;
    }
    [Side::Runner, Side::Corp]
        .iter()
        .flat_map(|&side| state.active_with(side, hooks::FORBIDS_SCORE))
        .any(|c| ask!(state, c, forbids_score(state, c, agenda), false))
}

/// Pays the additional cost Runner `card` sets to score `agenda` (Word on the Street).
pub(crate) fn pay_score_cost(state: &mut GameState, card: u8, agenda: u8) {
    ask!(state, card, score_cost(state, card, agenda), ())
}

/// Whether a card of definition `d` may be in a score area (agendas, Myōshu, Word on the Street).
pub(crate) fn scores_as_agenda(d: &CardDef) -> bool {
    d.card_type == CardType::Agenda || fact!(d, agenda_in_score_area)
}
/// Whether a card of definition `d` may be forfeited (not Word on the Street).
pub(crate) fn can_be_forfeited(d: &CardDef) -> bool {
    !fact!(d, cannot_be_forfeited)
}

/// Cards active `card` adds to the draw of `n` cards `side` is about to make (0 for none).
pub(crate) fn draw_increase(state: &GameState, card: u8, side: Side, n: u8) -> u8 {
    ask!(state, card, draw_increase(state, card, side, n), 0)
}

/// The draw `card` increased is done; `side`'s hand cards from index `from` on were drawn.
pub(crate) fn drew_increased(state: &mut GameState, card: u8, side: Side, from: u8) {
    ask!(state, card, drew_increased(state, card, side, from), ())
}

/// Agenda points `card` is worth: printed, changed by its own text (Project Beale, Myōshu).
pub(crate) fn agenda_points_signed(state: &GameState, card: u8) -> i32 {
    state.cdef(card).agenda_points as i32 + ask!(state, card, agenda_points_change(state, card), 0)
}

/// Whether a card of definition `d` has a "when your turn begins" ability that works from its
/// owner's discard pile (`Step::DiscardAbilities`).
pub(crate) fn triggers_in_discard(d: &CardDef) -> bool {
    fact!(d, triggers_in_discard)
}

/// Whether the access replacement of a card with definition `d` cannot be declined (Security
/// Testing).
pub(crate) fn must_replace_access(d: &CardDef) -> bool {
    fact!(d, must_replace_access)
}

/// Whether a card of definition `d` is installed faceup, neither rezzed nor unrezzed (Oaktown
/// Renovation).
pub(crate) fn installs_faceup(d: &CardDef) -> bool {
    fact!(d, installs_faceup)
}

/// Whether an active Corp card stops the run on `server` from being declared successful
/// (Crisium Grid).
pub(crate) fn success_blocked(state: &GameState, server: u8) -> bool {
    if !state.asks(hooks::BLOCKS_SUCCESS) {
        return false;
    }
    state
        .active_with(Side::Corp, hooks::BLOCKS_SUCCESS)
        .iter()
        .any(|&c| ask!(state, c, blocks_success(state, c, server), false))
}

/// Whether an identity with definition `d` acts before its player's starting hand is drawn.
pub(crate) fn has_setup(d: &CardDef) -> bool {
    fact!(d, setup).is_some()
}

/// The identity `card` acts before its player's starting hand is drawn.
pub(crate) fn setup(state: &mut GameState, card: u8) {
    ask!(state, card, setup(state, card), ())
}

/// Redeals the secrets the identities keep from `viewer` (Méliès U's set side) in a
/// determinized state.
pub(crate) fn redeal_secrets(state: &mut GameState, viewer: Side) {
    for card in [state.corp.identity, state.runner.identity] {
        if (card as usize) < state.cards.len() && state.card(card).owner != viewer {
            ask!(state, card, redeal_secret(state, card), ())
        }
    }
}

/// Whether `card` has lost all its abilities: a program hosted on a card whose text says so
/// (Magnet), while that card is active (Rules Reference, "Constant Abilities", "Active": a
/// derezzed Magnet blanks nothing). Its subtypes and printed facts stay (Magnet ruling 2).
#[inline]
pub(crate) fn blanked(state: &GameState, card: u8) -> bool {
    let host = state.card(card).host;
    host != NONE
        && state.cdef(card).card_type == CardType::Program
        && fact!(state.cdef(host), blanks_hosted_programs)
        && state.card(host).rezzed
}

/// What `card`'s abilities are now: its definition, or none while it has lost all its
/// abilities (`blanked`). Every question about what an installed card does goes through here
/// or `ask!`, so a blank card does nothing anywhere.
#[inline]
pub(crate) fn abilities(state: &GameState, card: u8) -> Option<&'static CardBehavior> {
    state.cdef(card).rules.filter(|_| !blanked(state, card))
}

/// The interrupt of `card`, active when it was trashed and now in its owner's discard pile.
pub(crate) fn trash_interrupt(state: &mut GameState, card: u8) {
    ask!(state, card, trash_interrupt(state, card), ())
}

/// Clicks spent as an additional cost to play a card with definition `d` (Double: 1).
pub(crate) fn additional_play_clicks(d: &CardDef) -> u8 {
    fact!(d, additional_play_clicks)
}

/// Whether the strength of ice with definition `d` cannot be lowered (Lotus Field).
pub(crate) fn strength_cannot_be_lowered(d: &CardDef) -> bool {
    fact!(d, strength_cannot_be_lowered)
}

/// The raising part of the active cards' changes to the strength of installed `target`: each
/// card's change counted only if positive (for ice whose strength cannot be lowered).
pub(crate) fn strength_raise(state: &GameState, target: u8) -> i32 {
    if !state.asks(hooks::STRENGTH) {
        return 0;
    }
    [Side::Corp, Side::Runner]
        .iter()
        .flat_map(|&side| state.active_with(side, hooks::STRENGTH))
        .map(|c| ask!(state, c, strength_modifier(state, c, target), 0).max(0))
        .sum()
}
