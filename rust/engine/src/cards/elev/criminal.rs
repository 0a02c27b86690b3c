//! Elevation: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{
    ability, card, mode, run_event, subtype, CardBehavior, CardType, CHOOSE_CARD, ICEBREAKER,
};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, ARCHIVES, HQ};
use crate::waits;

/// Every Elevation Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    BAZ,
    MUSLIHAT,
    CLEAN_GETAWAY,
    LIE_LOW,
    TRANSFER_OF_WEALTH,
    FRANSOFIA_WARD,
    SANG_KANCIL,
    OPEN_MARKET,
    MAGLECTRIC_RAPID,
    MAINTENANCE_ACCESS,
    DETENTE,
];

// ----- 35022 Open Market -----

/// Credits loaded onto Open Market when it is installed.
const OPEN_MARKET_LOAD: u8 = 6;
const CONNECTION: u64 = subtype("Connection");
const JOB: u64 = subtype("Job");

/// Open Market: loaded with 6 credits when installed, which may pay to install connection and
/// job resources; the Runner takes 1 as each turn begins; empty, it is trashed.
const OPEN_MARKET: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| {
        event == Event::Installed(card) || event == Event::TurnBegins(Side::Runner)
    }),
    resolve_trigger: Some(|s, card, event| {
        if s.card(card).zone != crate::state::Zone::Rig {
            return;
        }
        if event == Event::Installed(card) {
            s.place_credits(card, OPEN_MARKET_LOAD);
        } else {
            s.take_hosted_credits(card, 1);
        }
    }),
    pays_for: Some(|s, _, spend| match spend {
        Spend::Install(c) => {
            let d = s.cdef(c);
            d.card_type == CardType::Resource && d.subtypes & (CONNECTION | JOB) != 0
        }
        _ => false,
    }),
    // Card text: "when it is empty, trash it" (spent on an install too), once loaded: not while
    // its own "when installed" load is still pending.
    state_check: Some(|s, card| {
        let loading = s
            .stack
            .contains(&Step::Trigger(card, Event::Installed(card)));
        if s.card(card).zone == crate::state::Zone::Rig && s.card(card).credits == 0 && !loading {
            s.trash(card);
            return true;
        }
        false
    }),
    ..card("35022")
};

// ----- 35019 Maglectric Rapid (748 Mod) -----

/// Maglectric Rapid: after a successful run on HQ, the Runner may trash it to derez an
/// installed Corp card.
const MAGLECTRIC_RAPID: CardBehavior = CardBehavior {
    triggers_on: Some(|s, _, event| {
        event == Event::SuccessfulRun(HQ) && s.corp_installed().any(|c| s.card(c).rezzed)
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, 0, 0)),
    // Card text: an installed Corp card; only a rezzed one can be derezzed.
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            if s.card(c).rezzed {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode
            && s.card(card).zone == crate::state::Zone::Rig
            && s.card(a.card).rezzed
        {
            // The cost (the Runner's own: not prevented), then the derez.
            s.trash_now(card);
            s.derez(a.card);
        }
    }),
    choice_name: Some(|_, _, _| "choose_card"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => format!(
                "Maglectric Rapid: trash it to derez {}",
                s.card_name(viewer, a.card)
            ),
            _ => "Maglectric Rapid: keep it".into(),
        })
    }),
    ..card("35019")
};

// ----- 35020 Sang Kancil -----

/// Whether a run event is active: one in the play area, its run going on.
fn run_event_active(s: &GameState) -> bool {
    s.cards.iter().any(|c| {
        c.zone == crate::state::Zone::PlayArea
            && c.owner == Side::Runner
            && c.def().card_type == CardType::Event
            && c.def().subtypes & RUN != 0
    })
}

/// Sang Kancil: a decoder (1 credit: break a code gate subroutine; 3 credits: +2 strength, 2
/// credits less while a run event is active).
const SANG_KANCIL: CardBehavior = CardBehavior {
    breaker: Some(crate::cards::Breaker {
        breaks: crate::cards::CODE_GATE,
        break_cost: 1,
        boost_cost: 3,
        boost_amount: 2,
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    boost_cost_modifier: Some(|s, _| if run_event_active(s) { -2 } else { 0 }),
    ..card("35020")
};

const RUN: u64 = subtype("Run");

/// One `Install` offer per title among `cards` that `ok` accepts (copies are interchangeable),
/// then declining (`Pass`).
fn offer_installs(s: &GameState, cards: &[u8], ok: impl Fn(u8) -> bool, out: &mut ActionList) {
    for (i, &c) in cards.iter().enumerate() {
        let d = s.card(c).def;
        if cards[..i].iter().all(|&e| s.card(e).def != d) && ok(c) {
            out.push(Action::new(ActionKind::Install).card(c));
        }
    }
    out.push(Action::new(ActionKind::Pass));
}

// ----- 35012 Barry "Baz" Wong -----

/// Whether Baz Wong may install grip card `c`: a resource or hardware the Runner can install
/// now (paying its costs).
fn baz_can_install(s: &GameState, c: u8) -> bool {
    matches!(s.cdef(c).card_type, CardType::Resource | CardType::Hardware)
        && s.can_runner_install(c)
}

/// Barry "Baz" Wong: whenever the Corp rezzes a piece of ice, the Runner may install a resource
/// or a piece of hardware from the grip (paying its install cost).
const BAZ: CardBehavior = CardBehavior {
    // Card text: any piece of ice rezzed, at any time (during a run too).
    triggers_on: Some(|s, _, event| match event {
        Event::Rezzed(c) => s.cdef(c).card_type == CardType::Ice,
        _ => false,
    }),
    // "You may": declining is always offered; with nothing installable it is not asked.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        offer_installs(s, &s.runner.grip, |c| baz_can_install(s, c), out)
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Install && baz_can_install(s, a.card) {
            s.begin_runner_install(a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Install => format!("Baz Wong: install {}", s.card_name(viewer, a.card)),
            _ => "Baz Wong: install nothing".into(),
        })
    }),
    ..card("35012")
};

// ----- 35021 Fransofia Ward -----

/// Fransofia Ward's choice: trash it to bypass the encountered ice, or not.
const FRANSOFIA_BYPASS: u8 = 0;
const FRANSOFIA_KEEP: u8 = 1;
/// The Corp credits at which Fransofia Ward may bypass.
const FRANSOFIA_CORP_CREDITS: u16 = 15;

/// Whether Fransofia Ward's bypass can still happen: installed, the Corp at 15 credits or more,
/// and the encounter with `ice` still going on.
fn fransofia_can_bypass(s: &GameState, card: u8, ice: u8) -> bool {
    s.card(card).zone == crate::state::Zone::Rig
        && s.corp.credits >= FRANSOFIA_CORP_CREDITS
        && s.run.is_some_and(|r| !r.ended && r.encounter == ice)
}

/// Fransofia Ward: every piece of ice costs 1 more to rez; when the Runner encounters ice while
/// the Corp has 15 credits or more, the Runner may trash it to bypass that ice.
const FRANSOFIA_WARD: CardBehavior = CardBehavior {
    actions: &[
        mode(
            FRANSOFIA_BYPASS,
            "trash Fransofia Ward: bypass the encountered ice",
            "",
        ),
        mode(FRANSOFIA_KEEP, "keep Fransofia Ward: encounter the ice", ""),
    ],
    // Card text: every piece of ice, wherever and however it is rezzed.
    rez_cost_modifier: Some(|s, _, target| i32::from(s.cdef(target).card_type == CardType::Ice)),
    // Card text: "if the Corp has 15 credits or more", as the encounter begins and again as the
    // ability resolves (Rules Reference, "Conditional Abilities": an "if" is checked both times).
    triggers_on: Some(|s, card, event| match event {
        Event::Encountered(ice) => fransofia_can_bypass(s, card, ice),
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| {
        if let Event::Encountered(ice) = event {
            s.push_choice(card, 0, ice as u32);
        }
    }),
    legal_choices: Some(|s, card, _, data, out| {
        if fransofia_can_bypass(s, card, data as u8) {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(FRANSOFIA_BYPASS),
            );
        }
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(FRANSOFIA_KEEP),
        );
    }),
    resolve_card_choice: Some(|s, card, _, data, a| {
        if a.target == FRANSOFIA_BYPASS && fransofia_can_bypass(s, card, data as u8) {
            // The cost (cannot be prevented: the Runner's own), then the bypass.
            s.trash_now(card);
            s.bypass_encounter();
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.target {
            FRANSOFIA_BYPASS => "Fransofia Ward: trash it to bypass the encountered ice".into(),
            _ => "Fransofia Ward: keep it, encounter the ice".into(),
        })
    }),
    ..card("35021")
};

// ----- 35013 MuslihaT -----

/// MuslihaT's choice: 0 reveal the top card of the stack and add it to the grip, 1 leave it.
const MUSLIHAT_TAKE: u8 = 0;
const MUSLIHAT_LEAVE: u8 = 1;

/// Whether MuslihaT may take `c`: an icebreaker or a run event.
fn muslihat_takes(s: &GameState, c: u8) -> bool {
    let d = s.cdef(c);
    d.subtypes & ICEBREAKER != 0 || (d.card_type == CardType::Event && d.subtypes & RUN != 0)
}

/// MuslihaT: as the Runner's turn begins, the Runner looks at the top card of the stack; an
/// icebreaker or a run event there may be revealed and added to the grip.
const MUSLIHAT: CardBehavior = CardBehavior {
    actions: &[
        mode(
            MUSLIHAT_TAKE,
            "reveal the top card of the stack and add it to the grip",
            "",
        ),
        mode(
            MUSLIHAT_LEAVE,
            "leave the top card of the stack where it is",
            "",
        ),
    ],
    triggers_on: Some(|s, _, event| {
        event == Event::TurnBegins(Side::Runner) && !s.runner.stack.is_empty()
    }),
    resolve_trigger: Some(|s, card, _| {
        let Some(&top) = s.runner.stack.last() else {
            return;
        };
        // The Runner looks at it (only the Runner learns it).
        s.card_mut(top).known |= Side::Runner.bit();
        if muslihat_takes(s, top) {
            s.push_choice(card, 0, top as u32);
        }
    }),
    legal_choices: Some(|_, card, _, _, out| {
        for m in [MUSLIHAT_TAKE, MUSLIHAT_LEAVE] {
            out.push(Action::new(ActionKind::Mode).card(card).target(m));
        }
    }),
    resolve_card_choice: Some(|s, _, _, data, a| {
        let top = data as u8;
        // Still the top card of the stack (nothing can come between, but a saved game may).
        if a.target == MUSLIHAT_TAKE && s.runner.stack.last() == Some(&top) {
            s.reveal_to_grip(top);
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.target {
            MUSLIHAT_TAKE => {
                "MuslihaT: reveal the top card of the stack, add it to the grip".into()
            }
            _ => "MuslihaT: leave the top card of the stack".into(),
        })
    }),
    ..card("35013")
};

/// Whether `event` is the successful-run event of the run `card` made ("if successful": Rules
/// Reference, run step [5], the run is declared successful).
fn own_run_successful(s: &GameState, card: u8, event: Event) -> bool {
    matches!(event, Event::SuccessfulRun(_)) && s.run.is_some_and(|r| r.source == card)
}

/// Credits Clean Getaway gives.
const CLEAN_GETAWAY_GAIN: u8 = 6;

/// Clean Getaway: a run on any server; 6 credits as soon as it is declared successful.
const CLEAN_GETAWAY: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    // Card text: any server.
    run_servers: Some(|_, _, _| true),
    // Card text "if successful": when the run is declared successful, before the breach (not
    // when the run ends, as Dirty Laundry's delayed ability).
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(own_run_successful),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, CLEAN_GETAWAY_GAIN))),
    ..card("35014")
};

/// What Transfer of Wealth takes from the Corp.
const TRANSFER_LOSS: u16 = 3;

/// Transfer of Wealth: a run on HQ; if successful the Runner takes 1 tag, the Corp loses up to
/// 3 credits and the Runner gains twice what was lost.
const TRANSFER_OF_WEALTH: CardBehavior = CardBehavior {
    play: Some(run_event::<HQ>),
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(own_run_successful),
    resolve_trigger: Some(|s, card, _| {
        // Card text, in order: the tag, then the loss and the gain (steps resolve last pushed
        // first; the card's own step offers no action and resolves when reached).
        s.push_choice(card, 0, 0);
        s.push(Step::Tags(1));
    }),
    resolve_card_choice: Some(|s, _, _, _, _| {
        // The loss is what the Corp has, up to 3 (it cannot lose more than it has); the gain
        // is 2 per credit lost.
        let lost = TRANSFER_LOSS.min(s.corp.credits);
        s.corp.credits -= lost;
        s.push(Step::Gain(Side::Runner, (2 * lost) as u8));
    }),
    ..card("35017")
};

/// Lie Low's modes: draw 4 cards, or remove 1 or 2 tags.
const LIE_LOW_DRAW: u8 = 0;
const LIE_LOW_ONE_TAG: u8 = 1;
const LIE_LOW_TWO_TAGS: u8 = 2;

/// Lie Low: a Double event (an extra click to play): draw 4 cards, or remove up to 2 tags.
const LIE_LOW: CardBehavior = CardBehavior {
    actions: &[
        mode(LIE_LOW_DRAW, "draw 4 cards", ""),
        mode(LIE_LOW_ONE_TAG, "remove 1 tag", ""),
        mode(LIE_LOW_TWO_TAGS, "remove 2 tags", ""),
    ],
    // Card text: spending a click is an additional cost to play it.
    additional_play_clicks: 1,
    play: Some(|s, card| s.push(Step::RunnerMode(card))),
    // "Up to 2": 1 or 2 of the tags the Runner has (removing none would change nothing, so it
    // is not offered as a third way to remove tags).
    legal_modes: Some(|s, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(LIE_LOW_DRAW),
        );
        for (m, need) in [(LIE_LOW_ONE_TAG, 1), (LIE_LOW_TWO_TAGS, 2)] {
            if s.runner.tags >= need {
                out.push(Action::new(ActionKind::Mode).card(card).target(m));
            }
        }
    }),
    resolve_mode: Some(|s, _, m| match m {
        LIE_LOW_DRAW => s.push(Step::Draw(Side::Runner, 4)),
        _ => {
            s.remove_tags(m);
        }
    }),
    ..card("35015")
};

// ----- 35016 Maintenance Access -----

/// Maintenance Access: a Double event (an extra click to play) making a run on Archives; when
/// the Runner would approach Archives (all its ice passed), the attacked server becomes HQ and
/// the Runner approaches HQ instead (HQ's ice is not encountered).
const MAINTENANCE_ACCESS: CardBehavior = CardBehavior {
    additional_play_clicks: 1,
    play: Some(run_event::<ARCHIVES>),
    // Card text: "instead change the attacked server to HQ": not optional.
    run_would_approach_server: Some(|s, _| {
        if let Some(r) = s.run.as_mut().filter(|r| r.server == ARCHIVES) {
            r.server = HQ;
        }
    }),
    ..card("35016")
};

// ----- 35018 Detente -----

/// Detente's choices (`n`): the Runner's "you may" host a random HQ card; the hosted card the
/// Runner or the Corp adds to HQ as the ability's cost (`data`: cards added so far); the
/// Runner's "you may" access a card of HQ.
const DETENTE_HOST: u8 = 0;
const DETENTE_COST_RUNNER: u8 = 1;
const DETENTE_COST_CORP: u8 = 2;
const DETENTE_ACCESS: u8 = 3;

/// Detente's ability is offered with 2 hosted cards to pay with.
fn detente_offer(s: &GameState, card: u8, clicks: u8, out: &mut ActionList) {
    if clicks >= 1 && s.held_on(card).len() >= 2 {
        out.push(Action::new(ActionKind::Ability).card(card).target(0));
    }
}

/// Detente's cost: with exactly 2 hosted cards both go to HQ; with more, the player using the
/// ability (`by`: a cost choice) picks them one at a time. Then the Runner may access.
fn detente_pay(s: &mut GameState, card: u8, by: u8, paid: u32) {
    let held = s.held_on(card);
    if paid >= 2 || held.is_empty() {
        s.push_choice(card, DETENTE_ACCESS, 0);
    } else if held.len() as u32 <= 2 - paid {
        for c in held {
            s.held_to_hand_or_deck(c, false);
        }
        s.push_choice(card, DETENTE_ACCESS, 0);
    } else {
        s.push_choice(card, by, paid);
    }
}

/// Detente: a console with +1 memory. The first time each turn the Runner makes a successful
/// run on HQ, it may host 1 card of HQ at random faceup on Detente (not installed, not rezzed:
/// `effects/held.rs`). Either player may use its ability: a click and 2 hosted cards added to
/// HQ, and then the Runner may access 1 card of HQ at random.
const DETENTE: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    actions: &[
        ability(
            0,
            "the Runner may access 1 card of HQ at random (either player may use it)",
            "click, add 2 cards hosted on Detente to HQ",
        ),
        mode(
            DETENTE_HOST,
            "host 1 card of HQ at random faceup on Detente",
            "",
        ),
        mode(DETENTE_ACCESS, "access 1 card of HQ at random", ""),
    ],
    // Card text: the first successful run on HQ this turn (the turn's flag is set just after
    // this event); nothing to host from an empty HQ.
    triggers_on: Some(|s, _, event| {
        event == Event::SuccessfulRun(HQ)
            && !s.turn_flags.successful_hq_run
            && !s.corp.hq.is_empty()
    }),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, DETENTE_HOST, 0)),
    // "Any player can use this ability": the Runner, and the Corp in its own turn.
    click_abilities: Some(detente_offer),
    opponent_click_abilities: Some(detente_offer),
    use_click_ability: Some(|s, card, _| {
        let by = if s.active == Side::Corp {
            DETENTE_COST_CORP
        } else {
            DETENTE_COST_RUNNER
        };
        detente_pay(s, card, by, 0);
    }),
    chooser: Some(|_, _, n| {
        if n == DETENTE_COST_CORP {
            Side::Corp
        } else {
            Side::Runner
        }
    }),
    legal_choices: Some(|s, card, n, _, out| match n {
        DETENTE_COST_RUNNER | DETENTE_COST_CORP => {
            for c in s.held_on(card) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
        _ => {
            let can = match n {
                DETENTE_HOST => s.card(card).zone == crate::state::Zone::Rig,
                _ => true,
            };
            if can && !s.corp.hq.is_empty() {
                out.push(Action::new(ActionKind::Mode).card(card).target(n));
            }
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match n {
        DETENTE_COST_RUNNER | DETENTE_COST_CORP => {
            if s.card(a.card).zone == crate::state::Zone::Hosted(card) {
                s.held_to_hand_or_deck(a.card, false);
            }
            detente_pay(s, card, n, data + 1);
        }
        _ if a.kind != ActionKind::Mode || s.corp.hq.is_empty() => {}
        DETENTE_HOST => {
            let i = s.rand_below(s.corp.hq.len());
            let c = s.corp.hq[i];
            s.host_held(c, card);
        }
        // An access outside a run (Rules Reference, "Access": steal an agenda, or pay to
        // trash), of a card of HQ at random.
        _ => {
            let i = s.rand_below(s.corp.hq.len());
            let c = s.corp.hq[i];
            s.access(c);
        }
    }),
    choice_name: Some(|_, _, n| match n {
        DETENTE_COST_RUNNER | DETENTE_COST_CORP => CHOOSE_CARD,
        _ => "mode",
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(match (n, a.kind) {
            (DETENTE_COST_RUNNER | DETENTE_COST_CORP, _) => {
                format!("Detente: add {} to HQ", s.card_name(viewer, a.card))
            }
            (DETENTE_HOST, ActionKind::Mode) => {
                "Detente: host 1 card of HQ at random faceup on it".into()
            }
            (DETENTE_HOST, _) => "Detente: host nothing".into(),
            (_, ActionKind::Mode) => "Detente: access 1 card of HQ at random".into(),
            _ => "Detente: access nothing".into(),
        })
    }),
    ..card("35018")
};
