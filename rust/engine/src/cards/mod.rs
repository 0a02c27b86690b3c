//! The cards: the card table (`table.rs`, printed facts and each code's [`CardBehavior`]), what
//! a card may define (`behavior.rs`), the sets (`core/`: the Core Set by faction), and the
//! functions through which the engine asks a card's definition. The engine reaches cards only
//! through these functions and the table; it imports no set or faction file.
//!
//! Transition: cards not yet written as a `CardBehavior` are still reached through the legacy
//! [`Hooks`] of their faction file (`rules` is `None` for them).

mod behavior;
pub(crate) mod core;
mod info;
mod run_hooks;
mod table;

pub(crate) use behavior::*;
pub use info::BreakerInfo;
pub(crate) use run_hooks::*;
pub(crate) use table::*;
pub use table::{card_table, CardDef, CardType};

use crate::actions::{Action, ActionKind, ActionList};
use crate::engine::{Event, Spend, Step, Window};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// The file that describes a card: its faction's, or `identity.rs` for identities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Module {
    Identity,
    Neutral,
    Anarch,
    Criminal,
    Shaper,
    HaasBioroid,
    Jinteki,
    Nbn,
    Weyland,
}

impl Module {
    fn of(faction: &str, card_type: CardType) -> Module {
        if card_type == CardType::Identity {
            return Module::Identity;
        }
        match faction {
            "anarch" => Module::Anarch,
            "criminal" => Module::Criminal,
            "shaper" => Module::Shaper,
            "haas-bioroid" => Module::HaasBioroid,
            "jinteki" => Module::Jinteki,
            "nbn" => Module::Nbn,
            "weyland-consortium" => Module::Weyland,
            _ => Module::Neutral,
        }
    }
}

/// What a card file may define. Every hook has a "does nothing" default, so a file defines only
/// the hooks its cards use; `card` arguments are instance ids, `b` the card's behaviour.
pub(crate) trait Hooks {
    /// Whether the file implements this card (cards not implemented are refused in decks).
    fn implemented(_b: Behavior) -> bool {
        false
    }
    /// Subroutines of a piece of ice, in order.
    fn subroutines(_b: Behavior) -> &'static [Sub] {
        &[]
    }
    /// Resolves `Sub::Card(index)` of `ice`.
    fn resolve_card_sub(_state: &mut GameState, _ice: u8, _index: u8) {}
    /// An icebreaker's break and strength numbers.
    fn breaker_of(_b: Behavior) -> Option<Breaker> {
        None
    }
    /// Whether an operation or event may be played now (beyond cost and clicks).
    fn can_play(_state: &GameState, _card: u8) -> bool {
        true
    }
    /// Resolves an operation or event being played.
    fn play(_state: &mut GameState, _card: u8) {}
    /// Modes offered by `Step::ChooseMode(card)`.
    fn legal_modes(_state: &GameState, _card: u8, _out: &mut ActionList) {}
    /// Resolves the chosen mode.
    fn resolve_mode(_state: &mut GameState, _card: u8, _mode: u8) {}
    /// Whether an installed card other than an agenda can be advanced.
    fn can_advance(_state: &GameState, _card: u8) -> bool {
        false
    }
    /// Click abilities of active `card` usable with `clicks` clicks left (action phase).
    fn click_abilities(_state: &GameState, _card: u8, _clicks: u8, _out: &mut ActionList) {}
    /// Clicks that ability `index` of `card` costs.
    fn ability_clicks(_state: &GameState, _card: u8, _index: u8) -> u8 {
        1
    }
    /// Resolves click ability `index` of `card` (clicks already spent).
    fn use_click_ability(_state: &mut GameState, _card: u8, _index: u8) {}
    /// Paid abilities (no click) of active `card` usable in window `w` by its controller.
    fn paid_abilities(_state: &GameState, _card: u8, _w: Window, _out: &mut ActionList) {}
    /// Resolves paid ability `index` of `card` (also a breaker's strength ability, index 0).
    fn use_paid_ability(_state: &mut GameState, _card: u8, _index: u8) {}
    /// Whether `card` has a conditional ability whose trigger condition `event` meets.
    fn triggers_on(_state: &GameState, _card: u8, _event: Event) -> bool {
        false
    }
    /// Resolves `card`'s conditional ability for `event`.
    fn resolve_trigger(_state: &mut GameState, _card: u8, _event: Event) {}
    /// Link given by installed `card`.
    fn link(_state: &GameState, _card: u8) -> u32 {
        0
    }
    /// Recurring credits placed on the card when its controller's turn begins ([1.3]).
    fn recurring_credits(_b: Behavior) -> u8 {
        0
    }
    /// Whether credits hosted on installed Runner `card` may pay for `spend` (the pool, not
    /// these, pays for anything else).
    fn pays_for(_state: &GameState, _card: u8, _spend: Spend) -> bool {
        false
    }
    /// Memory units that installed Runner `card` adds to the memory limit.
    fn memory(_state: &GameState, _card: u8) -> u32 {
        0
    }
    /// Change that active `card` makes to its controller's maximum hand size.
    fn hand_size(_state: &GameState, _card: u8) -> i32 {
        0
    }
    /// Change that active `card` (of either side) makes to the strength of installed `target`
    /// (a piece of ice or a program).
    fn strength_modifier(_state: &GameState, _card: u8, _target: u8) -> i32 {
        0
    }
    /// Cards that `card`'s pending choice (`Step::ChooseCard`) may pick, as `Mode` actions whose
    /// `card` is the candidate.
    fn card_choices(_state: &GameState, _card: u8, _out: &mut ActionList) {}
    /// Resolves `card`'s choice of `chosen` (255 when there was nothing to choose).
    fn resolve_choice(_state: &mut GameState, _card: u8, _chosen: u8) {}
    /// Replacement effects for accessing that `card` offers now (`Mode` actions on `card`; the
    /// run is successful, before [5.5]).
    fn access_replacements(_state: &GameState, _card: u8, _out: &mut ActionList) {}
    /// Resolves replacement `index` of `card` instead of accessing cards.
    fn replace_access(_state: &mut GameState, _card: u8, _index: u8) {}
    /// Actions of active Runner `card` that avoid tags about to be taken.
    fn tag_avoidance(_state: &GameState, _card: u8, _out: &mut ActionList) {}
    /// Uses tag avoidance `index` of `card`; returns how many tags it avoids.
    fn avoid_tags(_state: &mut GameState, _card: u8, _index: u8) -> u8 {
        0
    }
    /// Actions of active Runner `card` that prevent meat damage about to be dealt.
    fn meat_damage_prevention(_state: &GameState, _card: u8, _out: &mut ActionList) {}
    /// Uses meat damage prevention `index` of `card`; returns how much damage it prevents.
    fn prevent_meat_damage(_state: &mut GameState, _card: u8, _index: u8) -> u8 {
        0
    }
    /// Change that active Corp `card` makes to the rez cost of `target`. Asked only of the Corp's
    /// identity and of rezzed cards in the root of `target`'s server (the only sources of rez
    /// cost changes in the Core Set, e.g. Akitaro Watanabe), which keeps rez windows cheap.
    fn rez_cost_modifier(_state: &GameState, _card: u8, _target: u8) -> i32 {
        0
    }
    /// Change that active Corp `card` makes to the advancement requirement of agenda `target`.
    fn advancement_requirement_modifier(_state: &GameState, _card: u8, _target: u8) -> i32 {
        0
    }
    /// Actions offered by `Step::Choice { source, n, data }` (decided by `source`'s owner);
    /// `n` and `data` are the file's own bookkeeping.
    fn legal_choices(_state: &GameState, _source: u8, _n: u8, _data: u32, _out: &mut ActionList) {}
    /// Resolves the chosen action of a `Step::Choice` (already popped). A choice with no
    /// legal action resolves as a `Pass`.
    fn resolve_card_choice(
        _state: &mut GameState,
        _source: u8,
        _n: u8,
        _data: u32,
        _action: Action,
    ) {
    }
    /// Decision name of a `Step::Choice` (see `GameState::decision_name`).
    fn choice_name(_state: &GameState, _source: u8, _n: u8) -> &'static str {
        "choose"
    }
    /// Whether the Runner may break the subroutines of this ice by losing clicks, and how many
    /// per subroutine (0: no such ability).
    fn click_break_cost(_b: Behavior) -> u8 {
        0
    }
    /// "When accessed" abilities of `card` (active or not: Rules Reference, "When Accessed"
    /// Abilities), before the Runner decides to trash or steal it.
    fn accessed(_state: &mut GameState, _card: u8) {}
    /// Whether the Corp can pay the additional rez cost of `card` (true if it has none).
    fn can_pay_additional_rez_cost(_state: &GameState, _card: u8) -> bool {
        true
    }
    /// Rezzing `card` (not ignoring costs): returns true if the card's file takes over paying
    /// its rez cost and additional costs (and rezzing it); false for the plain rez.
    fn rez_with_additional_cost(_state: &mut GameState, _card: u8) -> bool {
        false
    }
    /// Whether a card with this behaviour may be installed in server `server` (beyond its type's
    /// rules).
    fn can_install_in(_b: Behavior, _server: u8) -> bool {
        true
    }
    /// Whether a card other than an agenda with this behaviour can be advanced (its text says so).
    fn advanceable(_b: Behavior) -> bool {
        false
    }
    /// Whether the card can only be installed hosted on another card (Parasite, The Personal
    /// Touch).
    fn needs_host(_b: Behavior) -> bool {
        false
    }
    /// For a card that needs a host: whether its own text lets it be installed on `host`.
    fn own_host(_state: &GameState, _card: u8, _host: u8) -> bool {
        false
    }
    /// Whether installed `host` can host `card` as it is installed (Djinn).
    fn can_host(_state: &GameState, _host: u8, _card: u8) -> bool {
        false
    }
    /// Whether programs hosted on this card do not count against the memory limit (Djinn).
    fn frees_hosted_memory(_b: Behavior) -> bool {
        false
    }
    /// Extra condition on breaker `breaker` breaking a subroutine of `ice` (Wyrm).
    fn can_break(_state: &GameState, _breaker: u8, _ice: u8) -> bool {
        true
    }
    /// For a run event being played: whether it may run `server`.
    fn run_servers(_state: &GameState, _card: u8, _server: u8) -> bool {
        false
    }
    /// The run made by `source` ends (Stimhack's damage).
    fn run_ends(_state: &mut GameState, _source: u8) {}
    /// Whether `source`, which made the run, lets the Runner trash accessed `card` at no cost.
    fn access_trash_free(_state: &GameState, _source: u8, _card: u8) -> bool {
        false
    }
    /// Whether credits hosted on `card`, which made the run, count as in the credit pool.
    fn credits_in_pool(_state: &GameState, _card: u8) -> bool {
        false
    }
    /// Active Runner `card` reacts to the Runner breaching `server` (before the first access).
    fn breach(_state: &mut GameState, _card: u8, _server: u8) {}
    /// Cards offered by `Step::PickCard { source, n }` (as `Mode` actions on the chosen card,
    /// `Pass` to choose nothing).
    fn pick_choices(_state: &GameState, _source: u8, _n: u8, _out: &mut ActionList) {}
    /// Resolves the choice of `chosen` (or none) for `source`.
    fn card_picked(_state: &mut GameState, _source: u8, _n: u8, _chosen: u8) {}
    /// A constant ability of installed `card` acting when its condition holds; returns whether
    /// anything changed.
    fn state_check(_state: &mut GameState, _card: u8) -> bool {
        false
    }
    /// Readable name of mode `mode` of `card`, if more telling than its number.
    fn mode_label(_state: &GameState, _card: u8, _mode: u8) -> Option<String> {
        None
    }
    /// Actions offered at `Step::ChooseOption(source)`, while `source`'s effect resolves.
    fn option_choices(_state: &GameState, _source: u8, _out: &mut ActionList) {}
    /// Resolves the choice made at `Step::ChooseOption(source)` (the step is already removed).
    fn resolve_option(_state: &mut GameState, _source: u8, _action: Action) {}
    /// Prevent abilities of active `card` usable against the pending `step` (`PreventDamage` or
    /// `PreventTrash`, on top of the stack). They are used through `use_paid_ability`, which
    /// changes or removes that step.
    fn prevent_abilities(_state: &GameState, _card: u8, _step: Step, _out: &mut ActionList) {}
    /// Additional cards accessed from `server` (HQ or R&D), from active `card` or from `card`
    /// while it is being played (a run event).
    fn extra_accesses(_state: &GameState, _card: u8, _server: u8) -> u8 {
        0
    }
    /// Whether the strength an icebreaker gains from its strength ability lasts for the
    /// remainder of the run rather than the encounter.
    fn boost_lasts_run(_b: Behavior) -> bool {
        false
    }
    /// Smallest and largest amount of `card`'s pending amount choice (amount.rs).
    fn amount_range(_state: &GameState, _card: u8) -> (u16, u16) {
        (0, 0)
    }
    /// Resolves `card`'s pending effect with the chosen amount.
    fn resolve_amount(_state: &mut GameState, _card: u8, _amount: u16) {}
    /// A label for choosing `amount` for `card`, if the card words it.
    fn amount_label(_state: &GameState, _card: u8, _amount: u16) -> Option<String> {
        None
    }
    /// Subroutines broken by one use of an icebreaker's break ability ("break up to N").
    fn subs_per_break(_b: Behavior) -> u8 {
        1
    }
    /// The card's abilities and modes (`Ability` and `Mode` actions on the card itself), in
    /// words with their costs: the labels and docs/actions.md read them. An icebreaker's
    /// strength and break abilities are described from its [`Breaker`] numbers instead.
    fn card_actions(_b: Behavior) -> &'static [CardAction] {
        &[]
    }
    /// What card subroutine `Sub::Card(index)` of this ice does, in words (one sentence).
    fn card_sub_text(_b: Behavior, _index: u8) -> &'static str {
        ""
    }
}

/// The legacy hooks of files whose cards are all written as definitions.
struct Written;
impl Hooks for Written {}

/// Calls hook `$f` of the file that describes a card of module `$m`.
macro_rules! dispatch {
    ($m:expr, $f:ident($($arg:expr),*)) => {
        match $m {
            Module::Identity => <Written as Hooks>::$f($($arg),*),
            Module::Neutral => <Written as Hooks>::$f($($arg),*),
            Module::Anarch => <Written as Hooks>::$f($($arg),*),
            Module::Criminal => <Written as Hooks>::$f($($arg),*),
            Module::Shaper => <Written as Hooks>::$f($($arg),*),
            Module::HaasBioroid => <Written as Hooks>::$f($($arg),*),
            Module::Jinteki => <Written as Hooks>::$f($($arg),*),
            Module::Nbn => <Written as Hooks>::$f($($arg),*),
            Module::Weyland => <Written as Hooks>::$f($($arg),*),
        }
    };
}

/// Whether the file of module `m` implements a card of behaviour `b` (legacy cards).
pub(crate) fn implemented(m: Module, b: Behavior) -> bool {
    dispatch!(m, implemented(b))
}

fn module(state: &GameState, card: u8) -> Module {
    state.cdef(card).module
}

/// Asks hook `$f` of `$card`'s definition with `$args`, `$default` if it does not define it
/// (and the legacy file for cards not yet written as a `CardBehavior`).
macro_rules! ask {
    ($state:expr, $card:expr, $f:ident($($arg:expr),*), $default:expr) => {{
        let d = $state.cdef($card);
        match d.rules {
            Some(r) => match r.$f {
                Some(f) => f($($arg),*),
                None => $default,
            },
            None => dispatch!(d.module, $f($($arg),*)),
        }
    }};
}

/// A fact of definition `$d`'s text: field `$f`, or the legacy file's hook `$f(b)`.
macro_rules! fact {
    ($d:expr, $f:ident) => {{
        let d: &CardDef = $d;
        match d.rules {
            Some(r) => r.$f,
            None => dispatch!(d.module, $f(d.behavior)),
        }
    }};
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
        Sub::Card(i) => match d.rules {
            Some(r) => r.sub_text.get(i as usize).copied().unwrap_or(""),
            None => dispatch!(d.module, card_sub_text(d.behavior, i)),
        }
        .into(),
    }
}

pub(crate) fn resolve_card_sub(state: &mut GameState, ice: u8, index: u8) {
    let d = state.cdef(ice);
    match d.rules {
        Some(r) => {
            if let Some(f) = r.resolve_sub {
                f(state, ice, index)
            }
        }
        None => dispatch!(d.module, resolve_card_sub(state, ice, index)),
    }
}

pub(crate) fn breaker_of(d: &CardDef) -> Option<Breaker> {
    match d.rules {
        Some(r) => r.breaker,
        None => dispatch!(d.module, breaker_of(d.behavior)),
    }
}

pub(crate) fn can_play(state: &GameState, card: u8) -> bool {
    ask!(state, card, can_play(state, card), true)
}

pub(crate) fn play(state: &mut GameState, card: u8) {
    ask!(state, card, play(state, card), ())
}

pub(crate) fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
    ask!(state, card, legal_modes(state, card, out), ())
}

pub(crate) fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
    ask!(state, card, resolve_mode(state, card, mode), ())
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
    for card in state.active_cards(side) {
        ask!(state, card, click_abilities(state, card, clicks, out), ())
    }
}

pub(crate) fn ability_clicks(state: &GameState, card: u8, index: u8) -> u8 {
    ask!(state, card, ability_clicks(state, card, index), 1)
}

pub(crate) fn use_click_ability(state: &mut GameState, card: u8, index: u8) {
    ask!(state, card, use_click_ability(state, card, index), ())
}

/// Paid abilities of `side`'s active cards usable in window `w`.
pub(crate) fn legal_paid_abilities(state: &GameState, side: Side, w: Window, out: &mut ActionList) {
    for card in state.active_cards(side) {
        ask!(state, card, paid_abilities(state, card, w, out), ())
    }
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
    base + state
        .runner
        .rig
        .iter()
        .map(|&c| ask!(state, c, link(state, c), 0))
        .sum::<u32>()
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
    state
        .runner
        .rig
        .iter()
        .map(|&c| ask!(state, c, memory(state, c), 0))
        .sum()
}

/// Change to `side`'s maximum hand size from its active cards.
pub(crate) fn hand_size_bonus(state: &GameState, side: Side) -> i32 {
    state
        .active_cards(side)
        .iter()
        .map(|&c| ask!(state, c, hand_size(state, c), 0))
        .sum()
}

/// Change to the strength of installed `target` from the active cards of both sides.
pub(crate) fn strength_modifier(state: &GameState, target: u8) -> i32 {
    [Side::Corp, Side::Runner]
        .iter()
        .flat_map(|&side| state.active_cards(side))
        .map(|c| ask!(state, c, strength_modifier(state, c, target), 0))
        .sum()
}

/// Discount on the install cost of `card` from the active cards of its owner (Kate).
pub(crate) fn install_discount(state: &GameState, card: u8) -> u32 {
    let side = state.card(card).owner;
    let change: i32 = state
        .active_cards(side)
        .iter()
        .filter_map(|&c| {
            state
                .cdef(c)
                .rules?
                .install_cost_modifier
                .map(|f| f(state, c, card))
        })
        .sum();
    change.min(0).unsigned_abs()
}

/// Credits on active Corp cards that may only pay for traces (NBN's recurring credits).
pub(crate) fn trace_credits(state: &GameState) -> u32 {
    state
        .active_cards(Side::Corp)
        .iter()
        .filter(|&&c| pays_for(state, c, Spend::Trace))
        .map(|&c| state.card(c).credits as u32)
        .sum()
}

/// Spends up to `amount` trace-only credits first, card by card; returns how many were used.
pub(crate) fn spend_trace_credits(state: &mut GameState, amount: u8) -> u8 {
    let mut used = 0u8;
    for c in state.active_cards(Side::Corp) {
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

/// Cards that `card`'s pending choice may pick (legacy `Step::ChooseCard`).
pub(crate) fn card_choices(state: &GameState, card: u8, out: &mut ActionList) {
    dispatch!(module(state, card), card_choices(state, card, out))
}

/// Resolves `card`'s choice of `chosen` (legacy `Step::ChooseCard`).
pub(crate) fn resolve_choice(state: &mut GameState, card: u8, chosen: u8) {
    dispatch!(module(state, card), resolve_choice(state, card, chosen))
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
    let root: &[u8] = match state.card(target).zone {
        Zone::Ice(s) | Zone::Root(s) => &state.corp.servers[s as usize].root,
        _ => &[],
    };
    std::iter::once(state.corp.identity)
        .chain(root.iter().copied().filter(|&c| state.card(c).rezzed))
        .map(|c| ask!(state, c, rez_cost_modifier(state, c, target), 0))
        .sum()
}

/// Change to the advancement requirement of agenda `target` from the Corp's active cards.
pub(crate) fn advancement_requirement_modifier(state: &GameState, target: u8) -> i32 {
    state
        .active_cards(Side::Corp)
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

/// Actions offered by a card's own decision step (`Step::Choice`).
pub(crate) fn legal_choices(state: &GameState, source: u8, n: u8, data: u32, out: &mut ActionList) {
    ask!(
        state,
        source,
        legal_choices(state, source, n, data, out),
        ()
    )
}

/// Resolves a card's own decision step (`Step::Choice`).
pub(crate) fn resolve_card_choice(
    state: &mut GameState,
    source: u8,
    n: u8,
    data: u32,
    action: Action,
) {
    ask!(
        state,
        source,
        resolve_card_choice(state, source, n, data, action),
        ()
    )
}

/// Decision name of a card's own decision step.
pub(crate) fn choice_name(state: &GameState, source: u8, n: u8) -> &'static str {
    ask!(state, source, choice_name(state, source, n), "choose")
}

/// The card's own label for an action of its decision step, for `viewer`, if it words one.
pub(crate) fn choice_label(
    state: &GameState,
    viewer: Side,
    source: u8,
    n: u8,
    action: &Action,
) -> Option<String> {
    let f = state.cdef(source).rules?.choice_label?;
    f(state, viewer, source, n, action)
}

/// The Corp's options when a card would be exposed (Rules Reference, "Expose"): each installed
/// card's `expose_prevention` (Zaibatsu Loyalty), in install order.
pub(crate) fn expose_prevention_options(state: &GameState, out: &mut ActionList) {
    for c in state.corp_installed() {
        if let Some(f) = state.cdef(c).rules.and_then(|r| r.expose_prevention) {
            f(state, c, out)
        }
    }
}

/// Clicks the Runner loses to break one subroutine of `ice` with the ice's own ability (0: none).
pub(crate) fn click_break_cost(d: &CardDef) -> u8 {
    fact!(d, click_break_cost)
}

/// "When accessed" abilities of the accessed `card`.
pub(crate) fn accessed(state: &mut GameState, card: u8) {
    ask!(state, card, accessed(state, card), ())
}

/// The additional rez cost of a card with definition `d`, in words ("" for none).
pub(crate) fn additional_rez_cost(d: &CardDef) -> &'static str {
    d.rules.map_or("", |r| r.additional_rez_cost)
}

/// Whether the Corp can pay the additional rez cost of `card`.
pub(crate) fn can_pay_additional_rez_cost(state: &GameState, card: u8) -> bool {
    ask!(state, card, can_pay_additional_rez_cost(state, card), true)
}

/// Lets the card pay a rez cost with additional costs; false for the plain rez.
pub(crate) fn rez_with_additional_cost(state: &mut GameState, card: u8) -> bool {
    ask!(state, card, rez_with_additional_cost(state, card), false)
}

/// Whether a card of definition `d` may be installed in `server` (card-specific restrictions).
pub(crate) fn can_install_in(d: &CardDef, server: u8) -> bool {
    match d.rules {
        Some(r) => r.can_install_in.is_none_or(|f| f(server)),
        None => dispatch!(d.module, can_install_in(d.behavior, server)),
    }
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

/// Whether programs hosted on a card with this definition use no memory.
pub(crate) fn frees_hosted_memory(d: &CardDef) -> bool {
    fact!(d, frees_hosted_memory)
}

/// Extra condition on `breaker` breaking a subroutine of `ice`.
pub(crate) fn can_break(state: &GameState, breaker: u8, ice: u8) -> bool {
    ask!(state, breaker, can_break(state, breaker, ice), true)
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
    for card in state.active_cards(Side::Runner) {
        ask!(state, card, breach(state, card, server), ())
    }
}

/// Choices of legacy `Step::PickCard`.
pub(crate) fn pick_choices(state: &GameState, source: u8, n: u8, out: &mut ActionList) {
    dispatch!(module(state, source), pick_choices(state, source, n, out))
}

/// Resolves a legacy `Step::PickCard` choice.
pub(crate) fn card_picked(state: &mut GameState, source: u8, n: u8, chosen: u8) {
    dispatch!(module(state, source), card_picked(state, source, n, chosen))
}

/// Constant abilities of installed Runner cards that act when their condition holds; returns
/// whether anything changed.
pub(crate) fn state_checks(state: &mut GameState) -> bool {
    let rig = state.runner.rig.clone();
    let mut changed = false;
    for card in rig {
        if state.card(card).zone == Zone::Rig {
            changed |= ask!(state, card, state_check(state, card), false);
        }
    }
    changed
}

/// Readable name of a mode, if the card gives one.
pub(crate) fn mode_label(state: &GameState, card: u8, mode: u8) -> Option<String> {
    ask!(state, card, mode_label(state, card, mode), None)
}

/// Actions offered at legacy `Step::ChooseOption(source)`.
pub(crate) fn option_choices(state: &GameState, source: u8, out: &mut ActionList) {
    dispatch!(module(state, source), option_choices(state, source, out))
}

/// Resolves the choice made at legacy `Step::ChooseOption(source)`.
pub(crate) fn resolve_option(state: &mut GameState, source: u8, action: Action) {
    dispatch!(module(state, source), resolve_option(state, source, action))
}

/// Prevent abilities of the Runner's active cards usable against the pending `step`.
pub(crate) fn legal_prevent_abilities(state: &GameState, step: Step, out: &mut ActionList) {
    for card in state.active_cards(Side::Runner) {
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
    for card in state.active_cards(Side::Runner) {
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

/// Subroutines broken by one use of an icebreaker's break ability.
pub(crate) fn subs_per_break(d: &CardDef) -> u8 {
    fact!(d, subs_per_break)
}

/// Smallest and largest amount of `card`'s pending amount choice.
pub(crate) fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
    ask!(state, card, amount_range(state, card), (0, 0))
}

/// Resolves `card`'s pending effect with the chosen amount.
pub(crate) fn resolve_amount(state: &mut GameState, card: u8, amount: u16) {
    ask!(state, card, resolve_amount(state, card, amount), ())
}

/// A card's own label for choosing `amount`, if any.
pub(crate) fn amount_label(state: &GameState, card: u8, amount: u16) -> Option<String> {
    ask!(state, card, amount_label(state, card, amount), None)
}

/// The abilities and modes a card with definition `d` describes (see [`CardBehavior::actions`]).
pub(crate) fn card_actions(d: &CardDef) -> &'static [CardAction] {
    match d.rules {
        Some(r) => r.actions,
        None => dispatch!(d.module, card_actions(d.behavior)),
    }
}

/// The description of `kind` number `target` of a card with definition `d`, if it has one.
pub(crate) fn card_action(d: &CardDef, kind: ActionKind, target: u8) -> Option<CardAction> {
    card_actions(d)
        .iter()
        .copied()
        .find(|a| a.kind == kind && a.target == target)
}
