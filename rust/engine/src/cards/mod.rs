//! Each implemented card's behaviour, reached through the [`Hooks`] its faction file implements
//! (a `match` on [`Behavior`] there); the card table itself is in `table.rs`.

mod anarch;
mod criminal;
mod haas_bioroid;
mod identity;
mod info;
mod jinteki;
mod nbn;
mod neutral;
mod shaper;
mod table;
mod weyland;

pub(crate) use criminal::{bypasses_encounter, server_when_successful};
pub(crate) use haas_bioroid::turn_strength_bonus;
pub(crate) use identity::{install_discount, spend_trace_credits, trace_credits};
pub use info::BreakerInfo;
pub(crate) use jinteki::{
    chum_bonus, chum_break_window_closed, chum_encounter_begins, chum_encounter_ends,
    expose_prevention_options,
};
pub(crate) use nbn::steal_cost;
pub(crate) use neutral::{Breaker, Sub};
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
    /// Actions offered by `Step::CardChoice { source, n, data }` (decided by `source`'s owner);
    /// `n` and `data` are the file's own bookkeeping.
    fn legal_choices(_state: &GameState, _source: u8, _n: u8, _data: u32, _out: &mut ActionList) {}
    /// Resolves the chosen action of a `Step::CardChoice` (already popped). A choice with no
    /// legal action resolves as a `Pass`.
    fn resolve_card_choice(
        _state: &mut GameState,
        _source: u8,
        _n: u8,
        _data: u32,
        _action: Action,
    ) {
    }
    /// Decision name of a `Step::CardChoice` (see `GameState::decision_name`).
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

/// One ability or mode a card offers (an `Ability` or `Mode` action whose `card` is the card
/// itself), as labels and docs/actions.md describe it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CardAction {
    /// `Ability` or `Mode`.
    pub kind: ActionKind,
    /// The action's `target` value (0-based, as in the action encoding).
    pub target: u8,
    /// What it does, in the project's own words.
    pub does: &'static str,
    /// What it costs ("" for nothing).
    pub cost: &'static str,
}

/// Ability `target` of a card: what it does and costs.
pub(crate) const fn ability(target: u8, does: &'static str, cost: &'static str) -> CardAction {
    CardAction {
        kind: ActionKind::Ability,
        target,
        does,
        cost,
    }
}

/// Mode `target` of a card: what it does and costs.
pub(crate) const fn mode(target: u8, does: &'static str, cost: &'static str) -> CardAction {
    CardAction {
        kind: ActionKind::Mode,
        target,
        does,
        cost,
    }
}

/// Calls hook `$f` of the file that describes a card of module `$m`.
macro_rules! dispatch {
    ($m:expr, $f:ident($($arg:expr),*)) => {
        match $m {
            Module::Identity => <identity::Cards as Hooks>::$f($($arg),*),
            Module::Neutral => <neutral::Cards as Hooks>::$f($($arg),*),
            Module::Anarch => <anarch::Cards as Hooks>::$f($($arg),*),
            Module::Criminal => <criminal::Cards as Hooks>::$f($($arg),*),
            Module::Shaper => <shaper::Cards as Hooks>::$f($($arg),*),
            Module::HaasBioroid => <haas_bioroid::Cards as Hooks>::$f($($arg),*),
            Module::Jinteki => <jinteki::Cards as Hooks>::$f($($arg),*),
            Module::Nbn => <nbn::Cards as Hooks>::$f($($arg),*),
            Module::Weyland => <weyland::Cards as Hooks>::$f($($arg),*),
        }
    };
}

/// Whether the file of module `m` implements a card of behaviour `b`.
fn implemented(m: Module, b: Behavior) -> bool {
    dispatch!(m, implemented(b))
}

fn module(state: &GameState, card: u8) -> Module {
    state.cdef(card).module
}

pub(crate) fn subroutines(d: &CardDef) -> &'static [Sub] {
    dispatch!(d.module, subroutines(d.behavior))
}

/// What subroutine `index` of `ice` does, in words ("End the run.", "Do 1 net damage."). Card
/// subroutines (`Sub::Card`) are described by their ice's file.
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
        Sub::Card(i) => dispatch!(d.module, card_sub_text(d.behavior, i)).into(),
    }
}

pub(crate) fn resolve_card_sub(state: &mut GameState, ice: u8, index: u8) {
    dispatch!(module(state, ice), resolve_card_sub(state, ice, index))
}

pub(crate) fn breaker_of(d: &CardDef) -> Option<Breaker> {
    dispatch!(d.module, breaker_of(d.behavior))
}

pub(crate) fn can_play(state: &GameState, card: u8) -> bool {
    dispatch!(module(state, card), can_play(state, card))
}

pub(crate) fn play(state: &mut GameState, card: u8) {
    dispatch!(module(state, card), play(state, card))
}

pub(crate) fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
    dispatch!(module(state, card), legal_modes(state, card, out))
}

pub(crate) fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
    dispatch!(module(state, card), resolve_mode(state, card, mode))
}

/// Whether an installed card can hold advancement tokens from the advance action: agendas in a
/// root, and the cards whose text allows it.
pub(crate) fn can_advance(state: &GameState, card: u8) -> bool {
    let c = state.card(card);
    (matches!(c.zone, Zone::Root(_)) && c.def().card_type == CardType::Agenda)
        || (c.installed() && dispatch!(c.def().module, can_advance(state, card)))
}

/// Click abilities of `side`'s active cards usable with `clicks` clicks left.
pub(crate) fn legal_click_abilities(
    state: &GameState,
    side: Side,
    clicks: u8,
    out: &mut ActionList,
) {
    for card in state.active_cards(side) {
        dispatch!(
            module(state, card),
            click_abilities(state, card, clicks, out)
        )
    }
}

pub(crate) fn ability_clicks(state: &GameState, card: u8, index: u8) -> u8 {
    dispatch!(module(state, card), ability_clicks(state, card, index))
}

pub(crate) fn use_click_ability(state: &mut GameState, card: u8, index: u8) {
    dispatch!(module(state, card), use_click_ability(state, card, index))
}

/// Paid abilities of `side`'s active cards usable in window `w`.
pub(crate) fn legal_paid_abilities(state: &GameState, side: Side, w: Window, out: &mut ActionList) {
    for card in state.active_cards(side) {
        dispatch!(module(state, card), paid_abilities(state, card, w, out))
    }
}

pub(crate) fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
    dispatch!(module(state, card), use_paid_ability(state, card, index))
}

/// Whether `card` has a conditional ability whose trigger condition `event` meets.
pub(crate) fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
    dispatch!(module(state, card), triggers_on(state, card, event))
}

/// Resolves `card`'s conditional ability for `event`.
pub(crate) fn resolve_trigger(state: &mut GameState, card: u8, event: Event) {
    dispatch!(module(state, card), resolve_trigger(state, card, event))
}

/// The Runner's link: identity base link plus link from installed cards.
pub(crate) fn link(state: &GameState) -> u32 {
    let base = state.cdef(state.runner.identity).base_link as u32;
    base + state
        .runner
        .rig
        .iter()
        .map(|&c| dispatch!(module(state, c), link(state, c)))
        .sum::<u32>()
}

/// Recurring credits placed on the card at the start of its controller's turn ([1.3]).
pub(crate) fn recurring_credits(d: &CardDef) -> u8 {
    dispatch!(d.module, recurring_credits(d.behavior))
}

/// Whether credits hosted on installed Runner `card` may pay for `spend`.
pub(crate) fn pays_for(state: &GameState, card: u8, spend: Spend) -> bool {
    dispatch!(module(state, card), pays_for(state, card, spend))
}

/// Memory units added to the Runner's memory limit by installed cards.
pub(crate) fn memory_bonus(state: &GameState) -> u32 {
    state
        .runner
        .rig
        .iter()
        .map(|&c| dispatch!(module(state, c), memory(state, c)))
        .sum()
}

/// Change to `side`'s maximum hand size from its active cards.
pub(crate) fn hand_size_bonus(state: &GameState, side: Side) -> i32 {
    state
        .active_cards(side)
        .iter()
        .map(|&c| dispatch!(module(state, c), hand_size(state, c)))
        .sum()
}

/// Change to the strength of installed `target` from the active cards of both sides.
pub(crate) fn strength_modifier(state: &GameState, target: u8) -> i32 {
    [Side::Corp, Side::Runner]
        .iter()
        .flat_map(|&side| state.active_cards(side))
        .map(|c| dispatch!(module(state, c), strength_modifier(state, c, target)))
        .sum()
}

/// Cards that `card`'s pending choice may pick.
pub(crate) fn card_choices(state: &GameState, card: u8, out: &mut ActionList) {
    dispatch!(module(state, card), card_choices(state, card, out))
}

/// Resolves `card`'s choice of `chosen`.
pub(crate) fn resolve_choice(state: &mut GameState, card: u8, chosen: u8) {
    dispatch!(module(state, card), resolve_choice(state, card, chosen))
}

/// Replacement effects for accessing that `card` offers now.
pub(crate) fn access_replacements(state: &GameState, card: u8, out: &mut ActionList) {
    dispatch!(module(state, card), access_replacements(state, card, out))
}

/// Resolves replacement `index` of `card` instead of accessing cards.
pub(crate) fn replace_access(state: &mut GameState, card: u8, index: u8) {
    dispatch!(module(state, card), replace_access(state, card, index))
}

/// Tag avoidance actions of `card`.
pub(crate) fn tag_avoidance(state: &GameState, card: u8, out: &mut ActionList) {
    dispatch!(module(state, card), tag_avoidance(state, card, out))
}

/// Uses tag avoidance `index` of `card`; returns the tags avoided.
pub(crate) fn avoid_tags(state: &mut GameState, card: u8, index: u8) -> u8 {
    dispatch!(module(state, card), avoid_tags(state, card, index))
}

/// Meat damage prevention actions of `card`.
pub(crate) fn meat_damage_prevention(state: &GameState, card: u8, out: &mut ActionList) {
    dispatch!(
        module(state, card),
        meat_damage_prevention(state, card, out)
    )
}

/// Uses meat damage prevention `index` of `card`; returns the damage prevented.
pub(crate) fn prevent_meat_damage(state: &mut GameState, card: u8, index: u8) -> u8 {
    dispatch!(module(state, card), prevent_meat_damage(state, card, index))
}

/// Change to the rez cost of `target` from the Corp's identity and the rezzed cards in the root
/// of its server (see [`Hooks::rez_cost_modifier`]).
pub(crate) fn rez_cost_modifier(state: &GameState, target: u8) -> i32 {
    let root: &[u8] = match state.card(target).zone {
        Zone::Ice(s) | Zone::Root(s) => &state.corp.servers[s as usize].root,
        _ => &[],
    };
    std::iter::once(state.corp.identity)
        .chain(root.iter().copied().filter(|&c| state.card(c).rezzed))
        .map(|c| dispatch!(module(state, c), rez_cost_modifier(state, c, target)))
        .sum()
}

/// Change to the advancement requirement of agenda `target` from the Corp's active cards.
pub(crate) fn advancement_requirement_modifier(state: &GameState, target: u8) -> i32 {
    state
        .active_cards(Side::Corp)
        .iter()
        .map(|&c| {
            dispatch!(
                module(state, c),
                advancement_requirement_modifier(state, c, target)
            )
        })
        .sum()
}

/// Actions offered by a card's own decision step.
pub(crate) fn legal_choices(state: &GameState, source: u8, n: u8, data: u32, out: &mut ActionList) {
    dispatch!(
        module(state, source),
        legal_choices(state, source, n, data, out)
    )
}

/// Resolves a card's own decision step.
pub(crate) fn resolve_card_choice(
    state: &mut GameState,
    source: u8,
    n: u8,
    data: u32,
    action: Action,
) {
    dispatch!(
        module(state, source),
        resolve_card_choice(state, source, n, data, action)
    )
}

/// Decision name of a card's own decision step.
pub(crate) fn choice_name(state: &GameState, source: u8, n: u8) -> &'static str {
    dispatch!(module(state, source), choice_name(state, source, n))
}

/// Clicks the Runner loses to break one subroutine of `ice` with the ice's own ability (0: none).
pub(crate) fn click_break_cost(d: &CardDef) -> u8 {
    dispatch!(d.module, click_break_cost(d.behavior))
}

/// "When accessed" abilities of the accessed `card`.
pub(crate) fn accessed(state: &mut GameState, card: u8) {
    dispatch!(module(state, card), accessed(state, card))
}

/// Whether the Corp can pay the additional rez cost of `card`.
pub(crate) fn can_pay_additional_rez_cost(state: &GameState, card: u8) -> bool {
    dispatch!(
        module(state, card),
        can_pay_additional_rez_cost(state, card)
    )
}

/// Lets the card's file pay a rez cost with additional costs; false for the plain rez.
pub(crate) fn rez_with_additional_cost(state: &mut GameState, card: u8) -> bool {
    dispatch!(module(state, card), rez_with_additional_cost(state, card))
}

/// Whether a card of definition `d` may be installed in `server` (card-specific restrictions).
pub(crate) fn can_install_in(d: &CardDef, server: u8) -> bool {
    dispatch!(d.module, can_install_in(d.behavior, server))
}

/// Whether a card of definition `d` can hold advancement tokens when installed.
pub(crate) fn advanceable(d: &CardDef) -> bool {
    d.card_type == CardType::Agenda || dispatch!(d.module, advanceable(d.behavior))
}

/// Whether the card can only be installed hosted on another card.
pub(crate) fn needs_host(d: &CardDef) -> bool {
    dispatch!(d.module, needs_host(d.behavior))
}

/// Whether `card`'s own text lets it be installed on `host`.
pub(crate) fn own_host(state: &GameState, card: u8, host: u8) -> bool {
    dispatch!(module(state, card), own_host(state, card, host))
}

/// Whether installed `host` can host `card` as it is installed.
pub(crate) fn can_host(state: &GameState, host: u8, card: u8) -> bool {
    dispatch!(module(state, host), can_host(state, host, card))
}

/// Whether programs hosted on a card with this definition use no memory.
pub(crate) fn frees_hosted_memory(d: &CardDef) -> bool {
    dispatch!(d.module, frees_hosted_memory(d.behavior))
}

/// Extra condition on `breaker` breaking a subroutine of `ice`.
pub(crate) fn can_break(state: &GameState, breaker: u8, ice: u8) -> bool {
    dispatch!(module(state, breaker), can_break(state, breaker, ice))
}

/// Whether run event `card` may run `server`.
pub(crate) fn run_servers(state: &GameState, card: u8, server: u8) -> bool {
    dispatch!(module(state, card), run_servers(state, card, server))
}

/// The run made by `source` ends.
pub(crate) fn run_ends(state: &mut GameState, source: u8) {
    dispatch!(module(state, source), run_ends(state, source))
}

/// Whether `source` lets the Runner trash accessed `card` at no cost.
pub(crate) fn access_trash_free(state: &GameState, source: u8, card: u8) -> bool {
    dispatch!(
        module(state, source),
        access_trash_free(state, source, card)
    )
}

/// Whether credits hosted on run source `card` count as in the credit pool.
pub(crate) fn credits_in_pool(state: &GameState, card: u8) -> bool {
    dispatch!(module(state, card), credits_in_pool(state, card))
}

/// The Runner breaches `server`: each active Runner card's breach ability.
pub(crate) fn breach(state: &mut GameState, server: u8) {
    for card in state.active_cards(Side::Runner) {
        dispatch!(module(state, card), breach(state, card, server))
    }
}

/// Choices of `Step::ChooseCard`.
pub(crate) fn pick_choices(state: &GameState, source: u8, n: u8, out: &mut ActionList) {
    dispatch!(module(state, source), pick_choices(state, source, n, out))
}

/// Resolves a `Step::ChooseCard` choice.
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
            changed |= dispatch!(module(state, card), state_check(state, card));
        }
    }
    changed
}

/// Readable name of a mode, if the card gives one.
pub(crate) fn mode_label(state: &GameState, card: u8, mode: u8) -> Option<String> {
    dispatch!(module(state, card), mode_label(state, card, mode))
}

/// Actions offered at `Step::ChooseOption(source)`.
pub(crate) fn option_choices(state: &GameState, source: u8, out: &mut ActionList) {
    dispatch!(module(state, source), option_choices(state, source, out))
}

/// Resolves the choice made at `Step::ChooseOption(source)`.
pub(crate) fn resolve_option(state: &mut GameState, source: u8, action: Action) {
    dispatch!(module(state, source), resolve_option(state, source, action))
}

/// Prevent abilities of the Runner's active cards usable against the pending `step`.
pub(crate) fn legal_prevent_abilities(state: &GameState, step: Step, out: &mut ActionList) {
    for card in state.active_cards(Side::Runner) {
        dispatch!(
            module(state, card),
            prevent_abilities(state, card, step, out)
        )
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
        n = n.saturating_add(dispatch!(
            module(state, card),
            extra_accesses(state, card, server)
        ));
    }
    for (i, c) in state.cards.iter().enumerate() {
        if c.zone == Zone::PlayArea && c.owner == Side::Runner {
            let card = i as u8;
            n = n.saturating_add(dispatch!(
                module(state, card),
                extra_accesses(state, card, server)
            ));
        }
    }
    n
}

/// Whether an icebreaker's strength boosts last for the remainder of the run.
pub(crate) fn boost_lasts_run(d: &CardDef) -> bool {
    dispatch!(d.module, boost_lasts_run(d.behavior))
}

/// Subroutines broken by one use of an icebreaker's break ability.
pub(crate) fn subs_per_break(d: &CardDef) -> u8 {
    dispatch!(d.module, subs_per_break(d.behavior))
}

/// Smallest and largest amount of `card`'s pending amount choice.
pub(crate) fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
    dispatch!(module(state, card), amount_range(state, card))
}

/// Resolves `card`'s pending effect with the chosen amount.
pub(crate) fn resolve_amount(state: &mut GameState, card: u8, amount: u16) {
    dispatch!(module(state, card), resolve_amount(state, card, amount))
}

/// A card's own label for choosing `amount`, if any.
pub(crate) fn amount_label(state: &GameState, card: u8, amount: u16) -> Option<String> {
    dispatch!(module(state, card), amount_label(state, card, amount))
}

/// The abilities and modes a card with definition `d` describes (see [`Hooks::card_actions`]).
pub(crate) fn card_actions(d: &CardDef) -> &'static [CardAction] {
    dispatch!(d.module, card_actions(d.behavior))
}

/// The description of `kind` number `target` of a card with definition `d`, if it has one.
pub(crate) fn card_action(d: &CardDef, kind: ActionKind, target: u8) -> Option<CardAction> {
    card_actions(d)
        .iter()
        .copied()
        .find(|a| a.kind == kind && a.target == target)
}
