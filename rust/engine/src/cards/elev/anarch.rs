//! Elevation: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{
    ability, card, mode, subtype, Breaker, CardBehavior, CardType, CHOOSE_CARD, SENTRY,
};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, FLAG_INSTALLED_FREE};

/// Every Elevation Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    RYO,
    TOPAN,
    RISING_TIDE,
    RENT_RIOTERS,
    CACOPHONY,
    HANTU,
    GOURMAND,
    BLING,
    SCROUNGE,
    CHARM_OFFENSIVE,
    SHRED,
];

// ----- 35003 Charm Offensive -----

/// The rezzed Corp cards Charm Offensive may trash: copies (same title) of a card accessed in
/// Archives during `accessed`'s run.
fn charm_targets(s: &GameState, accessed: &crate::last_run::AccessLog) -> Vec<u8> {
    use crate::last_run::AccessFrom;
    let defs: Vec<u16> = (accessed.cards.iter())
        .filter(|a| matches!(a.from, AccessFrom::Archives | AccessFrom::Root))
        .map(|a| a.def)
        .collect();
    s.corp_installed()
        .filter(|&c| s.card(c).rezzed && defs.contains(&s.card(c).def))
        .collect()
}

/// Charm Offensive: a run on Archives; when it ends, the Runner may trash 1 rezzed copy of a
/// card it accessed in Archives during it (the pile, or the root of Archives).
const CHARM_OFFENSIVE: CardBehavior = CardBehavior {
    play: Some(crate::cards::run_event::<ARCHIVES>),
    // Card text: "when that run ends": the run's accesses are still those of the run in
    // progress here; the choice resolves once it is the last run.
    run_ends: Some(|s, card| {
        if !charm_targets(s, &s.run_accessed).is_empty() {
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        if let Some(last) = &s.last_run {
            for c in charm_targets(s, &last.accessed) {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Trash && s.card(a.card).rezzed {
            s.trash(a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Trash => format!("Charm Offensive: trash {}", s.card_name(viewer, a.card)),
            _ => "Charm Offensive: trash nothing".into(),
        })
    }),
    ..card("35003")
};

// ----- 35004 Scrounge -----

/// Scrounge's choices (`n`): the heap program to install, then the heap program to add to the
/// bottom of the stack.
const SCROUNGE_INSTALL: u8 = 0;
const SCROUNGE_BOTTOM: u8 = 1;

/// Programs of the heap, one per title, that `keep` accepts.
fn heap_programs(s: &GameState, keep: impl Fn(u8) -> bool) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    for &c in &s.runner.heap {
        let def = s.card(c).def;
        if s.cdef(c).card_type == CardType::Program
            && keep(c)
            && !out.iter().any(|&o| s.card(o).def == def)
        {
            out.push(c);
        }
    }
    out
}

/// Scrounge: a Double event (an extra click to play): install 1 program from the heap (paying
/// its install cost), then the Runner may add 1 program from the heap to the bottom of the
/// stack.
const SCROUNGE: CardBehavior = CardBehavior {
    additional_play_clicks: 1,
    // With no program in the heap the event would do nothing.
    can_play: Some(|s, _| !heap_programs(s, |_| true).is_empty()),
    play: Some(|s, card| {
        if heap_programs(s, |c| s.can_runner_install(c)).is_empty() {
            s.push_choice(card, SCROUNGE_BOTTOM, 0);
        } else {
            s.ask_choice(card, SCROUNGE_INSTALL, 0);
        }
    }),
    legal_choices: Some(|s, _, n, _, out| {
        if n == SCROUNGE_INSTALL {
            for c in heap_programs(s, |c| s.can_runner_install(c)) {
                out.push(Action::new(ActionKind::Install).card(c));
            }
        } else {
            for c in heap_programs(s, |_| true) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if n == SCROUNGE_INSTALL {
            // Card text, in order: the install, then the "you may" (asked once the install is
            // done: steps resolve last pushed first).
            s.push_choice(card, SCROUNGE_BOTTOM, 0);
            if a.kind == ActionKind::Install && s.card(a.card).zone == Zone::Heap {
                s.begin_runner_install(a.card);
            }
        } else if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Heap {
            s.heap_to_stack_bottom(a.card);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == SCROUNGE_INSTALL {
            "card_to_install"
        } else {
            CHOOSE_CARD
        }
    }),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Install => {
                format!(
                    "Scrounge: install {} from the heap",
                    s.card_name(viewer, a.card)
                )
            }
            ActionKind::Mode => format!(
                "Scrounge: add {} to the bottom of the stack",
                s.card_name(viewer, a.card)
            ),
            _ => "Scrounge: add nothing to the stack".into(),
        })
    }),
    ..card("35004")
};

// ----- 35005 Shred -----

/// Shred's answer for the Corp: reveal and trash the cards from HQ, and the run ends.
const SHRED_PAY: u8 = 0;

/// Shred: the cards the Corp must trash from HQ to end the run: the cards in the root of the
/// attacked server.
fn shred_x(s: &GameState) -> usize {
    s.run
        .map_or(0, |r| s.corp.servers[r.server as usize].root.len())
}

/// Shred: a run on any server. The first time the Corp would end that run, the run does not
/// end unless the Corp reveals and trashes X cards of HQ at random, X the number of cards in the
/// attacked server's root.
const SHRED: CardBehavior = CardBehavior {
    actions: &[mode(
        SHRED_PAY,
        "reveal and trash cards of HQ at random to end the run",
        "",
    )],
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    run_servers: Some(|_, _, _| true),
    // Card text: "the first time the Corp would end that run" (`FLAG_USED_THIS_RUN`, cleared
    // when the run ends); the Corp then chooses.
    prevents_run_end: Some(|s, card| {
        if s.card(card).flags & crate::state::FLAG_USED_THIS_RUN != 0 {
            return false;
        }
        s.card_mut(card).flags |= crate::state::FLAG_USED_THIS_RUN;
        s.push_choice(card, 0, 0);
        true
    }),
    chooser: Some(|_, _, _| Side::Corp),
    legal_choices: Some(|s, card, _, _, out| {
        // The Corp can pay only with X cards in HQ.
        if s.corp.hq.len() >= shred_x(s) {
            out.push(Action::new(ActionKind::Mode).card(card).target(SHRED_PAY));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind != ActionKind::Mode || s.corp.hq.len() < shred_x(s) {
            return;
        }
        let x = shred_x(s);
        for _ in 0..x {
            let i = s.rand_below(s.corp.hq.len());
            let c = s.corp.hq[i];
            // Revealed, then trashed: faceup in Archives. A cost: not prevented.
            let inst = s.card_mut(c);
            inst.known = 3;
            inst.faceup = true;
            s.trash_now(c);
        }
        // The Corp trashed them together ("you trash", AU Co.).
        if x > 0 {
            s.corp_trashed_from_hq();
        }
        s.end_run();
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|s, _, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => format!(
                "Shred: reveal and trash {} of HQ at random to end the run",
                crate::observe::counted(shred_x(s) as u32, "card")
            ),
            _ => "Shred: let the run go on".into(),
        })
    }),
    ..card("35005")
};

// ----- 35006 Bling -----

/// Bling's answer to its "you may": host the top card of the stack.
const BLING_HOST: u8 = 0;

/// Bling: a console with +1 memory. Whenever the Runner installs a card without spending
/// credits, it may host the top card of the stack faceup on Bling (not installed:
/// `effects/held.rs`); cards on Bling may be played or installed as if they were in the grip;
/// when the Runner's discard phase ends, every card on Bling is trashed.
const BLING: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    // Card text: "as if they were in your grip" (`legal_plays_from_hosts`).
    plays_hosted: true,
    actions: &[mode(
        BLING_HOST,
        "host the top card of the stack faceup on Bling",
        "",
    )],
    triggers_on: Some(|s, card, event| match event {
        // Card text: any card the Runner installs with no credits spent (its install cost
        // paid was 0: a free card, or one fully discounted), Bling itself included; nothing to
        // host from an empty stack.
        Event::Installed(c) => {
            let c = s.card(c);
            c.owner == Side::Runner
                && c.flags & FLAG_INSTALLED_FREE != 0
                && !s.runner.stack.is_empty()
        }
        Event::DiscardPhaseEnds(Side::Runner) => !s.held_on(card).is_empty(),
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::DiscardPhaseEnds(_) => s.trash_held_on(card),
        _ => s.push_choice(card, 0, 0),
    }),
    legal_choices: Some(|s, card, _, _, out| {
        if !s.runner.stack.is_empty() && s.card(card).zone == Zone::Rig {
            out.push(Action::new(ActionKind::Mode).card(card).target(BLING_HOST));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(card).zone == Zone::Rig {
            if let Some(&top) = s.runner.stack.last() {
                s.host_held(top, card);
            }
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.kind {
            ActionKind::Mode => "Bling: host the top card of the stack faceup on it".into(),
            _ => "Bling: host nothing".into(),
        })
    }),
    ..card("35006")
};

// ----- 35007 Gourmand -----

/// Gourmand: while accessing a card that is not an agenda, the Runner may trash Gourmand to
/// trash that card and draw 1 card.
const GOURMAND: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "trash the accessed card and draw 1 card",
        "trash Gourmand",
    )],
    // Card text: any non-agenda card (a card already in Archives cannot be trashed again:
    // Rules Reference, "Trash"); not while the run forbids trashing (Ansel 1.0).
    access_abilities: Some(|s, card, target, out| {
        if s.cdef(target).card_type != CardType::Agenda
            && s.card(target).zone != Zone::Archives
            && s.may_steal_or_trash_card(target)
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_access_ability: Some(|s, card, _, target| {
        // The cost, then the effect: the access ends once the card is trashed; then the draw
        // ("if you do"), before the run goes on.
        s.trash_now(card);
        s.trash_accessed(target);
        s.finish_access(target);
        s.push(Step::Draw(Side::Runner, 1));
    }),
    ..card("35007")
};

// ----- 35008 Hantu -----

/// Virus counters Hantu gets when installed, and the strength each one buys.
const HANTU_VIRUS: u8 = 2;
const HANTU_BOOST: u8 = 2;

/// Hantu: a killer (1 credit: break a sentry subroutine) installed with 2 virus counters; its
/// strength ability costs a hosted virus counter, not credits: +2 strength.
const HANTU: CardBehavior = CardBehavior {
    // The boost costs no credit (`boost_cost` 0): its cost is a virus counter, paid below.
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 0,
        boost_amount: HANTU_BOOST,
    }),
    actions: &[ability(0, "+2 strength", "1 hosted virus counter")],
    // Offered only with a virus counter to remove.
    could_change_state: Some(|s, card, kind, index| {
        kind != ActionKind::Ability || index != 0 || s.card(card).virus > 0
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 && s.card(card).virus > 0 {
            s.remove_virus_counter(card);
            let c = s.card_mut(card);
            c.boost = c.boost.saturating_add(HANTU_BOOST);
        }
    }),
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, HANTU_VIRUS)),
    ..card("35008")
};

// ----- 35010 Cacophony -----

/// Cacophony's choices (`n`): the Runner's "you may" as the action phase ends, and the Corp's
/// sabotage picks (`data`: cards left to trash).
const CACOPHONY_ASK: u8 = 0;
const CACOPHONY_SABOTAGE: u8 = 1;
/// Cacophony's answers to `CACOPHONY_ASK`.
const CACOPHONY_USE: u8 = 0;
const CACOPHONY_DECLINE: u8 = 1;
/// Power counters Cacophony spends, and the sabotage they buy.
const CACOPHONY_COUNTERS: u8 = 2;
const CACOPHONY_SABOTAGE_N: u8 = 3;

/// Cacophony: the first time each turn the Runner steals or trashes a Corp card, it gains a
/// power counter; as the Runner's action phase ends, 2 of them may be removed to sabotage 3.
const CACOPHONY: CardBehavior = CardBehavior {
    actions: &[
        mode(
            CACOPHONY_USE,
            "remove 2 power counters from Cacophony: sabotage 3",
            "",
        ),
        mode(CACOPHONY_DECLINE, "keep Cacophony's power counters", ""),
    ],
    triggers_on: Some(|s, card, event| {
        // Rules Reference, "Ordinal Events": the turn's steals and accessed-card trashes,
        // this one included, number exactly 1. (A Corp card the Runner trashes other than
        // while accessing it is not counted: no card of the pool does that yet.)
        let first = || s.turn_flags.runner_stole + s.turn_flags.accessed_trashed == 1;
        match event {
            Event::Stolen(_) => first(),
            Event::AccessedCardTrashed(c) => s.card(c).owner == Side::Corp && first(),
            Event::ActionPhaseEnds(Side::Runner) => s.card(card).power >= CACOPHONY_COUNTERS,
            _ => false,
        }
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::ActionPhaseEnds(_) => s.push_choice(card, CACOPHONY_ASK, 0),
        _ => s.place_power_counters(card, 1),
    }),
    chooser: Some(|_, _, n| {
        if n == CACOPHONY_SABOTAGE {
            Side::Corp
        } else {
            Side::Runner
        }
    }),
    legal_choices: Some(|s, card, n, data, out| {
        if n == CACOPHONY_SABOTAGE {
            s.legal_sabotage(card, data, out);
        } else {
            if s.card(card).power >= CACOPHONY_COUNTERS {
                out.push(
                    Action::new(ActionKind::Mode)
                        .card(card)
                        .target(CACOPHONY_USE),
                );
            }
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(CACOPHONY_DECLINE),
            );
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if n == CACOPHONY_SABOTAGE {
            s.resolve_sabotage(card, CACOPHONY_SABOTAGE, data, a);
        } else if a.target == CACOPHONY_USE && s.card(card).power >= CACOPHONY_COUNTERS {
            s.card_mut(card).power -= CACOPHONY_COUNTERS;
            s.sabotage(card, CACOPHONY_SABOTAGE, CACOPHONY_SABOTAGE_N);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == CACOPHONY_SABOTAGE {
            "trash_from_hq"
        } else {
            "mode"
        }
    }),
    choice_label: Some(|s, viewer, card, n, a| {
        if n == CACOPHONY_SABOTAGE {
            let left = s.sabotage_left(card, CACOPHONY_SABOTAGE_N);
            return Some(format!("Cacophony: {}", s.sabotage_label(viewer, left, a)));
        }
        Some(match a.target {
            CACOPHONY_USE => "Cacophony: remove 2 power counters to sabotage 3".into(),
            _ => "Cacophony: keep its power counters".into(),
        })
    }),
    ..card("35010")
};

// ----- 35001 Ryo "Phoenix" Ono -----

/// Ryo's choice (`n`): the Corp's card of HQ to trash.
const RYO_TRASH: u8 = 0;

/// Ryo "Phoenix" Ono: the first time each turn a run is declared successful after a subroutine
/// resolved during it, the Runner gains 1 credit and the Corp trashes a card of its choice from
/// HQ.
const RYO: CardBehavior = CardBehavior {
    // Card text: a subroutine resolved during this run (any ice's, `Run::subs_resolved`); the
    // first such run each turn (Rules Reference, "Ordinal Events": an earlier successful run
    // without one does not use it up).
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::SuccessfulRun(_))
            && s.run.is_some_and(|r| r.subs_resolved > 0)
            && !s.turn_flags.runner_identity_used
    }),
    resolve_trigger: Some(|s, card, _| {
        s.turn_flags.runner_identity_used = true;
        // Card text, in order: the gain, then the Corp's trash (steps resolve last pushed
        // first). With HQ empty the Corp trashes nothing.
        s.push_choice(card, RYO_TRASH, 0);
        s.push(Step::Gain(Side::Runner, 1));
    }),
    // The Corp chooses which of its cards (one offer per title: copies are alike).
    chooser: Some(|_, _, _| Side::Corp),
    legal_choices: Some(|s, _, _, _, out| {
        let hq = &s.corp.hq;
        for (i, &c) in hq.iter().enumerate() {
            if hq[..i].iter().all(|&e| s.card(e).def != s.card(c).def) {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Trash {
            s.trash_from_hq(&[a.card]);
        }
    }),
    choice_name: Some(|_, _, _| "trash_from_hq"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Ryo Ono: trash {} from HQ",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("35001")
};

// ----- 35002 Topan -----

/// Topan's choices (`n`): the grip card to install, and the meat damage once it is installed
/// (`data`: the card).
const TOPAN_PICK: u8 = 0;
const TOPAN_HURT: u8 = 1;
/// What Topan takes off the install cost.
const TOPAN_DISCOUNT: u8 = 2;

/// Whether Topan may install grip card `c` (paying 2 less).
fn topan_can_install(s: &GameState, c: u8) -> bool {
    s.card(c).zone == Zone::Grip && s.can_runner_install_less(c, TOPAN_DISCOUNT)
}

/// Topan: once per turn, a click installs a card from the grip paying 2 credits less; when it
/// is installed the Runner suffers 1 meat damage.
const TOPAN: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "install a card from the grip paying 2 credits less, then suffer 1 meat damage",
        "click",
    )],
    // Card text: once per turn, and only with a card it could install.
    click_abilities: Some(|s, card, _, out| {
        if !s.turn_flags.runner_identity_used
            && s.runner.grip.iter().any(|&c| topan_can_install(s, c))
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    ability_clicks: Some(|_, _, _| 1),
    use_click_ability: Some(|s, card, _| {
        s.turn_flags.runner_identity_used = true;
        s.ask_choice(card, TOPAN_PICK, 0);
    }),
    legal_choices: Some(|s, _, n, _, out| {
        if n != TOPAN_PICK {
            return;
        }
        let grip = &s.runner.grip;
        for (i, &c) in grip.iter().enumerate() {
            let first = grip[..i].iter().all(|&e| s.card(e).def != s.card(c).def);
            if first && topan_can_install(s, c) {
                out.push(Action::new(ActionKind::Install).card(c));
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match n {
        TOPAN_PICK if a.kind == ActionKind::Install => {
            // The damage waits below the install: "when you install that card" (it offers no
            // action and resolves once reached, if the card was installed).
            s.push_choice(card, TOPAN_HURT, a.card as u32);
            let install = Step::InstallDiscounted {
                card: a.card,
                discount: TOPAN_DISCOUNT,
            };
            s.begin_runner_install_with(a.card, install);
        }
        TOPAN_HURT if s.card(data as u8).zone == Zone::Rig => {
            s.push(Step::Damage(DamageKind::Meat, 1));
        }
        _ => {}
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Topan: install {} paying 2 credits less",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("35002")
};

const BARRIER: u64 = subtype("Barrier");
const FRACTER: u64 = subtype("Fracter");

/// Rising Tide's strength from the heap: 1 per fracter program there.
fn fracters_in_heap(s: &GameState) -> i32 {
    s.cards
        .iter()
        .filter(|c| c.zone == Zone::Heap)
        .filter(|c| {
            let d = c.def();
            d.card_type == CardType::Program && d.subtypes & FRACTER != 0
        })
        .count() as i32
}

/// Rising Tide: a fracter (1 credit: break a barrier subroutine, 1 credit: +1 strength) that is
/// 1 stronger for each fracter in the Runner's heap.
const RISING_TIDE: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 1,
        boost_amount: 1,
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    // Card text: its own strength, +1 per fracter in the heap (itself never: it is installed).
    strength_modifier: Some(|s, card, target| {
        if target == card {
            fracters_in_heap(s)
        } else {
            0
        }
    }),
    ..card("35009")
};

/// Credits Rent Rioters gives.
const RENT_RIOTERS_GAIN: u8 = 9;

/// Rent Rioters: three clicks and trashing it give 9 credits.
const RENT_RIOTERS: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 9 credits", "3 clicks, trash Rent Rioters")],
    click_abilities: Some(|_, card, clicks, out| {
        if clicks >= 3 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    ability_clicks: Some(|_, _, _| 3),
    use_click_ability: Some(|s, card, _| {
        // The cost: trashing it (it cannot be prevented: the Runner's own cost).
        s.trash_now(card);
        s.push(Step::Gain(Side::Runner, RENT_RIOTERS_GAIN));
    }),
    ..card("35011")
};
