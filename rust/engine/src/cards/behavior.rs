//! What a card may define: [`CardBehavior`], one static item per implemented card, naming its
//! subroutines, breaker numbers, play effect, abilities, triggers, constant effects, costs,
//! hosting, access replacements and prevention. A card file writes `CardBehavior { ..., ..card(CODE) }`
//! and lists the item in its faction's `CARDS`; the card table maps each code to it and the
//! engine asks it through the functions of `cards/mod.rs`. Every field has a "does nothing"
//! default, so a card sets only what its text does.
//!
//! Hook arguments: `card` (or `source`, `ice`, `breaker`) is the instance id of the card whose
//! definition is asked; other ids are named by their role.

// Each hook field's type is its signature, spelled out where it is declared.
#![allow(clippy::type_complexity)]

use crate::actions::{Action, ActionKind, ActionList};
use crate::engine::{DamageKind, Event, Spend, Step, Window};
use crate::side::Side;
use crate::state::GameState;

/// A subroutine's effect.
#[allow(dead_code)] // some variants are used only by card files
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sub {
    /// The Runner loses a click.
    LoseClick,
    /// End the run.
    EndRun,
    /// Trace with this base strength; if successful, the Runner takes a tag.
    TraceTag(u8),
    /// Do damage of this kind and amount.
    Damage(DamageKind, u8),
    /// The Runner takes this many tags.
    GiveTags(u8),
    /// Gain this many credits (Corp).
    GainCredits(u8),
    /// A card-specific subroutine: the ice's `resolve_sub` resolves it by index, and
    /// `sub_text[index]` says what it does.
    Card(u8),
}

/// An icebreaker's numbers: which ice subtypes it breaks (0 = any, an AI breaker), and what its
/// break and strength abilities cost.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Breaker {
    pub breaks: u64,
    pub break_cost: u8,
    pub boost_cost: u8,
    pub boost_amount: u8,
}

/// One ability or mode a card offers (an `Ability` or `Mode` action whose `card` is the card
/// itself), as labels and docs/actions.md describe it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CardAction {
    /// `Ability` or `Mode` (or `Break`: the break ability of a card that is not an icebreaker,
    /// Botulus).
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

/// One way to pay the cost of rezzing a card among those the Corp chooses between
/// (`CardBehavior::rez_cost_options`; paid by `effects/rez_costs.rs`). Each is paid together with
/// the card's rez cost in credits (less what it pays of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RezCostOption {
    /// Forfeit 1 agenda (Rules Reference, "Forfeit"): Archer, Corporate Town, Plutus.
    ForfeitAgenda,
    /// Forfeit 1 agenda, which pays this many credits of the rez cost (Biawak: 10).
    ForfeitAgendaPays(u8),
    /// Reveal and trash this many cards from HQ, chosen by the Corp.
    RevealTrashHq(u8),
    /// Nothing more: the rez cost alone (Biawak's other way to pay).
    CreditsOnly,
}

impl RezCostOption {
    /// Credits of the rez cost this option pays in place of the Corp's credits.
    pub(crate) fn credits_paid(self) -> u32 {
        match self {
            Self::ForfeitAgendaPays(n) => n.into(),
            _ => 0,
        }
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

/// The decision name of a card's choice of one card (Special Order's icebreaker, Modded's card
/// to install...), as `choice_name` returns it.
pub(crate) const CHOOSE_CARD: &str = "choose_card";

/// A question about one card: `(state, card)`.
pub(crate) type Check = fn(&GameState, u8) -> bool;
/// An effect of one card: `(state, card)`.
pub(crate) type Effect = fn(&mut GameState, u8);
/// Actions one card offers: `(state, card, out)`.
pub(crate) type Offer = fn(&GameState, u8, &mut ActionList);
/// An effect of one card with a number (a mode, an ability, a subroutine index): `(state, card, n)`.
pub(crate) type Indexed = fn(&mut GameState, u8, u8);
/// A change one card makes to a number about another card: `(state, card, target) -> change`.
pub(crate) type Modifier = fn(&GameState, u8, u8) -> i32;
/// A question about one card and another: `(state, card, other)`.
pub(crate) type Pair = fn(&GameState, u8, u8) -> bool;

/// Everything a card does beyond its printed facts. Build one with struct update syntax from
/// [`card`]: `CardBehavior { play: Some(...), ..card(CODE) }`.
#[derive(Clone, Copy)]
pub(crate) struct CardBehavior {
    /// The card's code, e.g. `"01110"`.
    pub code: &'static str,

    // ----- facts of the text (no state needed) -----
    /// Subroutines of a piece of ice, in order.
    pub subroutines: &'static [Sub],
    /// What each card subroutine `Sub::Card(i)` does, in words (one sentence), at index `i`.
    pub sub_text: &'static [&'static str],
    /// An icebreaker's break and strength numbers.
    pub breaker: Option<Breaker>,
    /// Subroutines broken by one use of the break ability ("break up to N"; 1 by default).
    pub subs_per_break: u8,
    /// The strength from the strength ability lasts for the rest of the run, not the encounter.
    pub boost_lasts_run: bool,
    /// The Runner may break this ice's subroutines by losing this many clicks each (0: no).
    pub click_break_cost: u8,
    /// Recurring credits placed on the card when its controller's turn begins ([1.3]).
    pub recurring_credits: u8,
    /// A card other than an agenda that can be advanced (its text says so).
    pub advanceable: bool,
    /// The card can only be installed hosted on another card (Parasite, The Personal Touch).
    pub needs_host: bool,
    /// Programs hosted on this card use no memory (Djinn).
    pub frees_hosted_memory: bool,
    /// Credits less that installing a card onto this installed card costs (Hackerspace: "each
    /// resource installed this way"): counted for each possible host before it is chosen
    /// (install.rs, `runner_install_cost_on`).
    pub hosted_install_discount: u8,
    /// The card's abilities and modes in words with their costs (labels, docs/actions.md). An
    /// icebreaker's strength and break abilities are described from `breaker` instead.
    pub actions: &'static [CardAction],
    /// Whether the card may be installed in this server, beyond its type's rules.
    pub can_install_in: Option<fn(u8) -> bool>,
    /// The Corp card is always installed faceup, neither rezzed nor unrezzed, and is active
    /// while installed (Oaktown Renovation).
    pub installs_faceup: bool,
    /// Clicks spent as an additional cost to play this operation or event, beyond the click of
    /// the play action (a Double card: 1).
    pub additional_play_clicks: u8,
    /// The strength of this ice cannot be lowered: effects that would lower it are ignored
    /// (Lotus Field).
    pub strength_cannot_be_lowered: bool,

    // ----- playing, installing, rezzing -----
    /// Whether an operation or event may be played now (beyond cost and clicks).
    pub can_play: Option<Check>,
    /// Resolves an operation or event being played.
    pub play: Option<Effect>,
    /// Whether playing the card (`ActionKind::Play`, index 0) or using its ability `index`
    /// (`ActionKind::Ability`) could change the game state now, costs and the abilities they
    /// trigger left aside: the one home of the rule that an action or ability that cannot change
    /// the game state cannot be used (Rules Reference, "Action", "Using Abilities", "Cannot";
    /// FAQ, "Triggering Actions and Abilities": Archived Memories with Archives empty). Asked by
    /// `cards::could_change_state` before a play or an ability is offered; `None`: it always
    /// could.
    pub could_change_state: Option<fn(&GameState, u8, ActionKind, u8) -> bool>,
    /// Modes offered by `Step::ChooseMode(card)` / `Step::RunnerMode(card)`.
    pub legal_modes: Option<Offer>,
    /// Resolves the chosen mode.
    pub resolve_mode: Option<Indexed>,
    /// Readable name of a mode, if more telling than the `actions` entry.
    pub mode_label: Option<fn(&GameState, u8, u8) -> Option<String>>,
    /// The card's additional rez cost in words ("forfeit an agenda"; "" for none): its label;
    /// the cost itself is `rez_cost_options`.
    pub additional_rez_cost: &'static str,
    /// Change the card (active, of the installing side) makes to the install cost of `target`.
    pub install_cost_modifier: Option<Modifier>,
    /// Change the active card makes to the rez cost of `target` (asked of the Corp's identity,
    /// the rezzed cards in the root of `target`'s server, and the Runner's identity and
    /// installed cards: Xanadu).
    pub rez_cost_modifier: Option<Modifier>,
    /// Change the active Corp card makes to the advancement requirement of agenda `target`.
    pub advancement_requirement_modifier: Option<Modifier>,
    /// Whether the installed card (not an agenda) can be advanced now.
    pub can_advance: Option<Check>,

    // ----- hosting -----
    /// For a card that needs a host: whether its own text lets it be installed on `host`.
    pub own_host: Option<Pair>,
    /// Whether this installed card can host `card` as it is installed (Djinn).
    pub can_host: Option<Pair>,
    /// Programs hosted on this card lose all their abilities while hosted here (Magnet): the
    /// engine asks their definitions' hooks nothing (their printed facts stay).
    pub blanks_hosted_programs: bool,

    // ----- abilities -----
    /// Click abilities of the active card usable with `clicks` clicks left (action phase).
    pub click_abilities: Option<fn(&GameState, u8, u8, &mut ActionList)>,
    /// Clicks that ability `index` costs (1 by default).
    pub ability_clicks: Option<fn(&GameState, u8, u8) -> u8>,
    /// Resolves click ability `index` (clicks already spent).
    pub use_click_ability: Option<Indexed>,
    /// Paid abilities (no click) of the active card usable in window `w` by its controller.
    pub paid_abilities: Option<fn(&GameState, u8, Window, &mut ActionList)>,
    /// `paid_abilities` offers nothing outside a window of an encounter (`Window::encounter`
    /// false): such a window does not ask the card at all (`hooks::PAID_OUTSIDE_ENCOUNTER`;
    /// default `false`: any window).
    pub paid_in_encounter_only: bool,
    /// Resolves paid ability `index` (also a breaker's strength ability, index 0, and prevent
    /// abilities).
    pub use_paid_ability: Option<Indexed>,
    /// Prevent abilities of the active Runner card usable against the pending `step`
    /// (`PreventDamage` or `PreventTrash`); used through `use_paid_ability`.
    pub prevent_abilities: Option<fn(&GameState, u8, Step, &mut ActionList)>,
    /// Actions of the active Runner card that avoid tags about to be taken.
    pub tag_avoidance: Option<Offer>,
    /// Uses tag avoidance `index`; returns how many tags it avoids.
    pub avoid_tags: Option<fn(&mut GameState, u8, u8) -> u8>,
    /// Actions of the active Runner card that prevent meat damage about to be dealt.
    pub meat_damage_prevention: Option<Offer>,
    /// Uses meat damage prevention `index`; returns how much damage it prevents.
    pub prevent_meat_damage: Option<fn(&mut GameState, u8, u8) -> u8>,
    /// Actions of the installed Corp card against a card about to be exposed (Rules
    /// Reference, "Expose"): `Rez` or `Ability` actions on the card.
    pub expose_prevention: Option<Offer>,

    // ----- triggers and constant abilities -----
    /// Whether the card has a conditional ability whose trigger condition `event` meets.
    pub triggers_on: Option<fn(&GameState, u8, Event) -> bool>,
    /// The kinds of event `triggers_on` may answer `true` for (`waits.rs`: a union of its bits);
    /// `waits::ANY` (the default): any event. An event of no kind a side's cards wait for is
    /// not asked of them at all.
    pub waits_for: u64,
    /// Resolves the card's conditional ability for `event`.
    pub resolve_trigger: Option<fn(&mut GameState, u8, Event)>,
    /// A constant ability of the installed Runner card acting when its condition holds;
    /// returns whether anything changed.
    pub state_check: Option<fn(&mut GameState, u8) -> bool>,
    /// Link given by the installed card.
    pub link: Option<fn(&GameState, u8) -> u32>,
    /// Memory units the installed Runner card adds to the memory limit.
    pub memory: Option<fn(&GameState, u8) -> u32>,
    /// Change the active card makes to its controller's maximum hand size.
    pub hand_size: Option<fn(&GameState, u8) -> i32>,
    /// Change the active card (of either side) makes to the strength of installed `target`.
    pub strength_modifier: Option<Modifier>,
    /// Whether credits hosted on the card may pay for `spend` (the pool pays for the rest).
    pub pays_for: Option<fn(&GameState, u8, Spend) -> bool>,
    /// Whether the active card forbids the Corp to score installed agenda `target` now (Clot).
    pub forbids_score: Option<Pair>,
    /// The card has an optional "when your turn begins" ability that works while it is in its
    /// owner's discard pile, faceup or facedown (Subliminal Messaging in Archives): `triggers_on`
    /// says when it may be used, mode 0 (`resolve_mode`) does it, offered in the turn's
    /// `Step::DiscardAbilities` decision.
    pub triggers_in_discard: bool,
    /// Whether the active Corp card stops a run on `server` from being declared successful
    /// (Crisium Grid): `(state, card, server)`.
    pub blocks_success: Option<Pair>,
    /// An interrupt of the card, active when it was trashed, once it is in its owner's discard
    /// pile: it may still change where the card goes (Marilyn Campaign: into R&D instead).
    pub trash_interrupt: Option<Effect>,

    // ----- ice and breakers -----
    /// Resolves card subroutine `Sub::Card(index)` of this ice.
    pub resolve_sub: Option<Indexed>,
    /// Extra condition on this breaker breaking a subroutine of `ice` (Wyrm).
    pub can_break: Option<Pair>,
    /// Strength one lingering effect this card left on the next ice encountered (Chum) gives
    /// that ice (`target`) during the encounter (lingering.rs).
    pub lingering_strength: Option<Modifier>,
    /// One lingering effect this card left on the encountered `ice` ends: when run step [3.1]
    /// closes, or when the encounter ends before [3.1] closed; the flag says whether the Runner
    /// broke every subroutine of `ice` (false when [3.1] never closed): `(state, card, ice,
    /// all_broken)`.
    pub lingering_ends: Option<fn(&mut GameState, u8, u8, bool)>,
    /// A card that breaks subroutines without being an icebreaker (Botulus) pays its own cost
    /// to break subroutine `index` of the encountered ice; its `paid_abilities` offer the
    /// `Break` actions (no strength is compared: it has none).
    pub pay_break: Option<Indexed>,
    /// Whether the Runner may break this ice's subroutines using `breaker` (Swordsman: not with
    /// AI programs): `(state, ice, breaker)`.
    pub breakable_by: Option<Pair>,

    // ----- runs made by this card (a run event, or the card whose ability made the run) -----
    /// Whether the run event may run `server`.
    pub run_servers: Option<fn(&GameState, u8, u8) -> bool>,
    /// The run made by this card ends.
    pub run_ends: Option<Effect>,
    /// Whether the run made by this card lets the Runner trash accessed `target` at no cost.
    pub access_trash_free: Option<Pair>,
    /// Whether credits hosted on this card (which made the run) count as in the credit pool.
    pub credits_in_pool: Option<Check>,
    /// Whether the run made by this card bypasses the ice now encountered (Inside Job).
    pub bypass_encounter: Option<Check>,
    /// The server the run made by this card is successful on instead of `server` (Sneakdoor
    /// Beta), if it changes.
    pub successful_server: Option<fn(&GameState, u8, u8) -> Option<u8>>,

    // ----- access -----
    /// Replacement effects for accessing the card offers now (`Mode` actions on it).
    pub access_replacements: Option<Offer>,
    /// Resolves replacement `index` instead of accessing cards.
    pub replace_access: Option<Indexed>,
    /// The active Runner card reacts to the Runner breaching `server` (before any access).
    pub breach: Option<Indexed>,
    /// Additional cards accessed from `server` (HQ or R&D), from the active card or the run
    /// event being played.
    pub extra_accesses: Option<fn(&GameState, u8, u8) -> u8>,
    /// "When accessed" abilities of the card (active or not), before the Runner decides.
    pub accessed: Option<Effect>,
    /// Additional credits to steal `agenda`, asked of the Corp cards in the root of the
    /// attacked server (Red Herrings).
    pub steal_cost: Option<fn(&GameState, u8, u8) -> u32>,
    /// Abilities of the active Runner card usable while the Runner accesses `target` (an
    /// "Access →" ability, Carnivore): `Ability` actions on the card, offered with the access
    /// decision: `(state, card, target, out)`.
    pub access_abilities: Option<fn(&GameState, u8, u8, &mut ActionList)>,
    /// Uses access ability `index` while accessing `target` (the access decision is already
    /// popped: the card finishes the access, `GameState::finish_access`): `(state, card, index,
    /// target)`.
    pub use_access_ability: Option<fn(&mut GameState, u8, u8, u8)>,
    /// The card's access replacement is not optional ("instead of breaching" without "may":
    /// Security Testing): while it is offered, the Runner cannot decline every replacement.
    pub must_replace_access: bool,

    // ----- the card's own decisions -----
    /// Actions offered by `Step::Choice { source, n, data }` (decided by the source's owner, or
    /// by the side its `chooser` names);
    /// `n` and `data` are the card's own bookkeeping. No action: it resolves as `Pass`.
    pub legal_choices: Option<fn(&GameState, u8, u8, u32, &mut ActionList)>,
    /// Resolves the chosen action of a `Step::Choice` (the step is already popped).
    pub resolve_card_choice: Option<fn(&mut GameState, u8, u8, u32, Action)>,
    /// Decision name of a `Step::Choice` (`"choose"` by default).
    pub choice_name: Option<fn(&GameState, u8, u8) -> &'static str>,
    /// Label of an action of a `Step::Choice`, for `viewer`: names must come from
    /// `GameState::card_name(viewer, ..)`. `None`: the generic label. Asked of every code of
    /// the action space, legal or not, of any kind (its `card` is a card of the game or none):
    /// it must not assume the action is one `legal_choices` offers.
    pub choice_label: Option<fn(&GameState, Side, u8, u8, &Action) -> Option<String>>,
    /// Smallest and largest amount of the card's pending amount choice (amount.rs).
    pub amount_range: Option<fn(&GameState, u8) -> (u16, u16)>,
    /// Resolves the card's pending effect with the chosen amount.
    pub resolve_amount: Option<fn(&mut GameState, u8, u16)>,
    /// A label for choosing `amount`, if the card words it.
    pub amount_label: Option<fn(&GameState, u8, u16) -> Option<String>>,
    /// The side that makes the card's `Step::Choice` kind `n`, if not its owner (Wildcat
    /// Strike: the Corp chooses).
    pub chooser: Option<fn(&GameState, u8, u8) -> Side>,

    // ----- costs the card's own text changes -----
    /// Change the card's own text makes to its install cost while it is being installed
    /// (Carmen: less after a successful run this turn).
    pub own_install_cost: Option<fn(&GameState, u8) -> i32>,
    /// Change to the credit cost of this icebreaker's break ability now (Marjanah).
    pub break_cost_modifier: Option<fn(&GameState, u8) -> i32>,
    /// Change the card that made the run in progress (a run event in the play area) makes to
    /// the rez cost of `target` during that run (Tread Lightly).
    pub run_rez_cost_modifier: Option<Modifier>,

    // ----- basic actions -----
    /// Cards the active card adds to its controller's basic action to draw 1 card, which then
    /// draws that many more instead (Verbal Plasticity); 0 for none.
    pub basic_draw_extra: Option<fn(&GameState, u8) -> u8>,

    // ----- draws and agenda points -----
    /// Cards the active card adds to a draw of `n` cards that `side` is about to make (an
    /// interrupt: Daily Business Show's first draw each turn), 0 for none: `(state, card, side,
    /// n)`.
    pub draw_increase: Option<fn(&GameState, u8, Side, u8) -> u8>,
    /// The draw this card increased is done: the drawn cards are `side`'s hand cards from index
    /// `from` on (Daily Business Show puts 1 of them on the bottom of R&D): `(state, card, side,
    /// from)`.
    pub drew_increased: Option<fn(&mut GameState, u8, Side, u8)>,
    /// Change to the agenda points the scored or stolen agenda is worth (Project Beale's agenda
    /// counters).
    pub agenda_points_change: Option<fn(&GameState, u8) -> i32>,
    // ----- System Update 2021 (Shaper) -----
    /// Ice subtypes (bits of `CardDef::subtypes`) the ice hosting this card gains while it is
    /// hosted there (Egret); 0 for none.
    pub host_ice_gains: u64,
    /// The Runner identity's ability before the starting hand is drawn (Ayla "Bios" Rahim): the
    /// starting hand is drawn once the steps it pushes are done.
    pub setup: Option<Effect>,
    /// Click abilities of the active card that only its controller's opponent may use (Rotary:
    /// the Corp trashes it), usable with `clicks` clicks left in that opponent's action phase;
    /// resolved by `use_click_ability` (the opponent pays the clicks).
    pub opponent_click_abilities: Option<fn(&GameState, u8, u8, &mut ActionList)>,
    /// The run made by this card would approach the attacked server, all ice passed (before the
    /// [5.1] window): the card may replace that approach (Baker: change the attacked server).
    pub run_would_approach_server: Option<Effect>,
    /// While this event makes the run in progress (in the play area), the Runner cannot spend
    /// credits from the credit pool (Aircheck): only hosted and temporary credits pay.
    pub locks_credit_pool: bool,
    // ----- Elevation (Runner) -----
    /// The strength boosts of the icebreaker hosting this card last for the remainder of the run
    /// (GAMEDRAGON Pro; `effects/boost_duration.rs`).
    pub host_boosts_last_run: bool,
    // ----- Vantage Point -----
    /// Redeals a secret this identity keeps from the other side (Méliès U's set side) in a
    /// state determinized for a viewer who has not seen it (`GameState::determinize`).
    pub redeal_secret: Option<Effect>,
    /// Change to this card's own rez cost while it is unrezzed (Reverb, Hype Machine).
    pub own_rez_cost: Option<fn(&GameState, u8) -> i32>,
    /// Additional credits to steal any agenda while this card is rezzed, wherever it is
    /// installed (Magistrate Revontulet): `(state, card, agenda)`.
    pub steal_cost_anywhere: Option<fn(&GameState, u8, u8) -> u32>,
    /// Change the card's own text makes to its play cost (Tailgate: -1 per ice protecting HQ);
    /// the cost never goes below 0.
    pub own_play_cost: Option<fn(&GameState, u8) -> i32>,
    /// Change to the credits this icebreaker's strength ability costs now (Sang Kancil: 2 less
    /// while a run event is active).
    pub boost_cost_modifier: Option<fn(&GameState, u8) -> i32>,
    /// Change to the trash cost of `target` (Mahkota Langit Grid: +2 to assets in the root of
    /// its server), asked of active cards in the target's root and of the persisting card of the
    /// run (effects/trash_cost.rs).
    pub trash_cost_modifier: Option<Modifier>,
    /// Its `click_abilities` are also asked while it is in its owner's HQ or Archives (Tocsin,
    /// Petty Cash; effects/pile_abilities.rs): the card checks where it is.
    pub abilities_in_hq_or_archives: bool,
    // ----- score areas (effects/score_area.rs) -----
    /// An additional cost the active Runner card makes the Corp pay to score installed agenda
    /// `agenda`, paid as it is scored (Word on the Street): `(state, card, agenda)`.
    pub score_cost: Option<fn(&mut GameState, u8, u8)>,
    /// This card, as an agenda in a score area, cannot be forfeited (Word on the Street).
    pub cannot_be_forfeited: bool,
    /// The card, not an agenda, may be in a score area as an agenda (Myōshu, Word on the Street:
    /// its points there are its `agenda_points_change`).
    pub agenda_in_score_area: bool,
    /// The Corp may use this agenda's click abilities while it is in the Runner's score area
    /// (Next Big Thing; effects/score_area.rs).
    pub usable_from_runner_score_area: bool,
    /// The Runner cannot trash this card while it is active (Kessleroid, rezzed ice;
    /// `effects/cannot_trash.rs`).
    pub runner_cannot_trash: bool,
    /// During a run against the server whose root holds this active card (or while it persists
    /// for the run), the Runner cannot access more than this many cards other than it (Flagship:
    /// 1; 0 for no cap; `effects/access_limit.rs`).
    pub max_other_accesses: u8,
    /// As this active card would be uninstalled, the Corp takes the bad publicity hosted on it
    /// (Luana Campos; `effects/hosted_bad_publicity.rs`).
    pub takes_hosted_bad_publicity: bool,
    // ----- hosted, not installed (effects/held.rs) -----
    /// Cards hosted on this card without being installed may be played or installed as if
    /// they were in the grip (Bling).
    pub plays_hosted: bool,
    /// Cards this card hosts without installing them lie facedown (Read-Write Share): known
    /// only to their owner; otherwise they are faceup.
    pub hosts_facedown: bool,
    /// The Runner may break this ice's subroutines by paying this many credits each (N-Pot: an
    /// ability of the ice only the Runner can use); 0: no.
    pub credit_break_cost: u8,
    /// Clicks the Runner must spend, as an additional cost, to steal this agenda (Méliès City
    /// Luxury Line): a fact of its own text, read as it is accessed.
    pub steal_clicks: u8,
    /// Change this active Corp card makes to the clicks playing `played` costs
    /// (Synchrocyclotron: -1 for the first double operation each turn): `(state, card, played)`.
    pub play_click_modifier: Option<fn(&GameState, u8, u8) -> i32>,
    /// Additional costs to rez the card, one of which the Corp pays (Plutus: forfeit an agenda,
    /// or reveal and trash 3 cards from HQ; Archer, Corporate Town: forfeit an agenda; Biawak:
    /// the rez cost alone, or forfeit an agenda to pay 10 credits of it): asked by the rez code (`rez.rs`), paid through the
    /// card's own choice kinds `REZ_COST_CHOOSE` and `REZ_COST_HQ_TRASH`
    /// (`effects/rez_costs.rs`), which its `legal_choices` and `resolve_card_choice` hand to
    /// `legal_rez_cost` / `resolve_rez_cost`. Empty: none.
    pub rez_cost_options: &'static [RezCostOption],
    /// The run this card made would end by a Corp effect (`Step::EndRun`): returns true if the
    /// card prevents that, for now or for good (Shred: unless the Corp pays).
    pub prevents_run_end: Option<fn(&mut GameState, u8) -> bool>,
}

/// Whether the run in progress was made by `card` on `server` and has been declared successful:
/// the condition of "Run X. If successful, access N additional cards" (The Maker's Eye, Legwork,
/// Conduit); a run that cannot be declared successful (Crisium Grid) gets none.
pub(crate) fn own_successful_run_on(state: &GameState, card: u8, server: u8) -> bool {
    state
        .run
        .is_some_and(|r| r.source == card && r.server == server && r.successful)
}

/// A run event's play effect: a run on `SERVER` made by the event (The Maker's Eye, Legwork).
pub(crate) fn run_event<const SERVER: u8>(state: &mut GameState, card: u8) {
    state.start_run_by(card, SERVER);
}

/// "If successful, access `N` additional cards when you breach `SERVER`": the extra accesses of
/// a run event for its own run once declared successful (`own_successful_run_on`), counted
/// while the event waits in the play area for the run to end.
pub(crate) fn extra_accesses_if_successful<const SERVER: u8, const N: u8>(
    state: &GameState,
    card: u8,
    server: u8,
) -> u8 {
    if server == SERVER && own_successful_run_on(state, card, server) {
        N
    } else {
        0
    }
}

/// A card that does nothing beyond its printed facts: the base every definition updates.
pub(crate) const fn card(code: &'static str) -> CardBehavior {
    CardBehavior {
        code,
        subroutines: &[],
        sub_text: &[],
        breaker: None,
        subs_per_break: 1,
        boost_lasts_run: false,
        click_break_cost: 0,
        recurring_credits: 0,
        advanceable: false,
        needs_host: false,
        frees_hosted_memory: false,
        hosted_install_discount: 0,
        actions: &[],
        can_install_in: None,
        installs_faceup: false,
        additional_play_clicks: 0,
        strength_cannot_be_lowered: false,
        can_play: None,
        play: None,
        could_change_state: None,
        legal_modes: None,
        resolve_mode: None,
        mode_label: None,
        additional_rez_cost: "",
        install_cost_modifier: None,
        rez_cost_modifier: None,
        advancement_requirement_modifier: None,
        can_advance: None,
        own_host: None,
        can_host: None,
        blanks_hosted_programs: false,
        click_abilities: None,
        ability_clicks: None,
        use_click_ability: None,
        paid_abilities: None,
        paid_in_encounter_only: false,
        use_paid_ability: None,
        prevent_abilities: None,
        tag_avoidance: None,
        avoid_tags: None,
        meat_damage_prevention: None,
        prevent_meat_damage: None,
        expose_prevention: None,
        triggers_on: None,
        waits_for: crate::waits::ANY,
        resolve_trigger: None,
        state_check: None,
        link: None,
        memory: None,
        hand_size: None,
        strength_modifier: None,
        pays_for: None,
        forbids_score: None,
        triggers_in_discard: false,
        blocks_success: None,
        trash_interrupt: None,
        resolve_sub: None,
        can_break: None,
        lingering_strength: None,
        lingering_ends: None,
        pay_break: None,
        breakable_by: None,
        run_servers: None,
        run_ends: None,
        access_trash_free: None,
        credits_in_pool: None,
        bypass_encounter: None,
        successful_server: None,
        access_replacements: None,
        replace_access: None,
        breach: None,
        extra_accesses: None,
        accessed: None,
        steal_cost: None,
        access_abilities: None,
        use_access_ability: None,
        must_replace_access: false,
        legal_choices: None,
        resolve_card_choice: None,
        choice_name: None,
        choice_label: None,
        amount_range: None,
        resolve_amount: None,
        amount_label: None,
        chooser: None,
        own_install_cost: None,
        break_cost_modifier: None,
        run_rez_cost_modifier: None,
        basic_draw_extra: None,
        draw_increase: None,
        drew_increased: None,
        agenda_points_change: None,
        host_ice_gains: 0,
        setup: None,
        opponent_click_abilities: None,
        run_would_approach_server: None,
        locks_credit_pool: false,
        host_boosts_last_run: false,
        redeal_secret: None,
        own_rez_cost: None,
        steal_cost_anywhere: None,
        own_play_cost: None,
        boost_cost_modifier: None,
        trash_cost_modifier: None,
        abilities_in_hq_or_archives: false,
        score_cost: None,
        cannot_be_forfeited: false,
        agenda_in_score_area: false,
        usable_from_runner_score_area: false,
        runner_cannot_trash: false,
        max_other_accesses: 0,
        takes_hosted_bad_publicity: false,
        plays_hosted: false,
        hosts_facedown: false,
        credit_break_cost: 0,
        steal_clicks: 0,
        play_click_modifier: None,
        rez_cost_options: &[],
        prevents_run_end: None,
    }
}

impl std::fmt::Debug for CardBehavior {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CardBehavior({})", self.code)
    }
}
