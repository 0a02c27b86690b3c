//! Elevation: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{self, ability, card, mode, CardBehavior, CardType, Sub};
use crate::effects::InstallOffer;
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN, HQ, RD};
use crate::waits;

/// Every Elevation NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    DOOMSCROLL,
    SYNAPSE_GLOBAL,
    NEBULA,
    EMBEDDED_REPORTING,
    BIGGER_PICTURE,
    NEXT_BIG_THING,
    PUBLIC_ACCESS_PLAZA,
    IDIOSYNCRESIS,
    N_POT,
    TOUCH_UPS,
    IP_ENFORCEMENT,
];

// ----- 35064 N-Pot -----

/// Threat levels N-Pot's second and third subroutines need.
const NPOT_THREATS: [u32; 2] = [2, 4];

/// N-Pot: the Runner (only) may pay 3 credits to break one of its subroutines; end the run, end
/// the run at threat level 2 or more, end the run at threat level 4 or more.
const N_POT: CardBehavior = CardBehavior {
    credit_break_cost: 3,
    subroutines: &[Sub::EndRun, Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "End the run if the threat level is 2 or more.",
        "End the run if the threat level is 4 or more.",
    ],
    // The threat level as the subroutine resolves.
    resolve_sub: Some(|s, _, index| {
        if s.threat_level() >= NPOT_THREATS[index as usize] {
            s.push(Step::EndRun);
        }
    }),
    ..card("35064")
};

// ----- 35062 Public Access Plaza -----

/// The threat level Public Access Plaza's tag needs.
const PLAZA_THREAT: u32 = 2;

/// Public Access Plaza: 1 credit as each Corp turn begins; at threat level 2 or more, a Runner
/// who trashes it while it is rezzed takes 1 tag (effects/trashed_by_runner.rs).
const PUBLIC_ACCESS_PLAZA: CardBehavior = CardBehavior {
    triggers_on: Some(|s, card, event| match event {
        Event::TurnBegins(Side::Corp) => true,
        // "Threat 2 ->": the threat level as the Runner trashes it.
        Event::AccessedCardTrashed(c) => c == card && s.threat_level() >= PLAZA_THREAT,
        _ => false,
    }),
    resolve_trigger: Some(|s, _, event| match event {
        Event::TurnBegins(_) => s.push(Step::Gain(Side::Corp, 1)),
        _ => s.push(Step::Tags(1)),
    }),
    ..card("35062")
};

// ----- 35061 Idiosyncresis -----

/// Idiosyncresis's choice (`Step::Choice` kind `n`): trash it.
const IDIO_TRASH: u8 = 0;
/// Per advancement counter: credits the Corp gains, credits the Runner loses.
const IDIO_GAIN: u16 = 3;
const IDIO_LOSS: u16 = 2;

/// Idiosyncresis: an asset the Corp can advance; as each Corp turn begins the Corp may trash it
/// to gain 3 credits and make the Runner lose 2 per advancement counter it held.
const IDIOSYNCRESIS: CardBehavior = CardBehavior {
    advanceable: true,
    can_advance: Some(|_, _| true),
    actions: &[mode(
        IDIO_TRASH,
        "Idiosyncresis: trash it: 3 credits per advancement counter, the Runner loses 2 each",
        "",
    )],
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Corp)),
    resolve_trigger: Some(|s, card, _| s.push_choice(card, IDIO_TRASH, 0)),
    legal_choices: Some(|_, card, _, _, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(IDIO_TRASH));
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind != ActionKind::Mode || !s.card(card).installed() {
            return;
        }
        // Counted as it is trashed ("if you do"), then the gain and the loss.
        let n = s.card(card).advancement as u16;
        s.trash(card);
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, IDIO_GAIN * n);
        s.runner_lose_credits(IDIO_LOSS * n);
    }),
    choice_label: Some(|_, _, _, _, a| match a.kind {
        ActionKind::Mode => Some("Idiosyncresis: trash it for its advancement counters".into()),
        _ => Some("Idiosyncresis: keep it".into()),
    }),
    ..card("35061")
};

// ----- 35060 Next Big Thing -----

/// `Step::Choice` kind (`n`) of Next Big Thing: a card of HQ to shuffle into R&D (`data`: how
/// many were chosen so far).
const NBT_SHUFFLE: u8 = 0;
/// Cards Next Big Thing's ability draws.
const NBT_DRAW: u8 = 4;

/// Next Big Thing: scored or stolen, it gets 1 agenda counter; a click and that counter draw 4
/// cards, then any number of HQ cards are shuffled into R&D. The Corp may use it from either
/// score area (`usable_from_runner_score_area`).
const NEXT_BIG_THING: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "Next Big Thing: draw 4 cards, then shuffle cards of HQ into R&D",
        "1 click, 1 hosted agenda counter",
    )],
    usable_from_runner_score_area: true,
    triggers_on: Some(
        |_, card, event| matches!(event, Event::Scored(a) | Event::Stolen(a) if a == card),
    ),
    resolve_trigger: Some(|s, card, _| s.place_agenda_counters(card, 1)),
    click_abilities: Some(|s, card, _, out| {
        if matches!(s.card(card).zone, Zone::Score(_)) && s.card(card).agenda_counters > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // The cost (the counter), then in order: draw 4, then choose the cards to shuffle in.
    use_click_ability: Some(|s, card, _| {
        if s.spend_agenda_counter(card) {
            s.push_choice(card, NBT_SHUFFLE, 0);
            s.push(Step::Draw(Side::Corp, NBT_DRAW));
        }
    }),
    // "Any number": one card at a time (copies are one choice), or stop.
    legal_choices: Some(|s, _, _, _, out| {
        s.push_distinct(&s.corp.hq, ActionKind::Mode, out);
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, data, a| {
        if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Hq {
            s.add_to_rd(a.card);
            s.push_choice(card, NBT_SHUFFLE, data + 1);
        } else if data > 0 {
            s.shuffle_zone(Zone::Rd);
        }
    }),
    choice_name: Some(|_, _, _| "shuffle_into_rd"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Mode => Some(format!(
            "Next Big Thing: shuffle {} into R&D",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Next Big Thing: shuffle no more cards into R&D".into()),
    }),
    ..card("35060")
};

/// Doomscroll: a tag, 1 net damage, then 2 net damage if the Runner has 2 tags or more.
const DOOMSCROLL: CardBehavior = CardBehavior {
    subroutines: &[
        Sub::GiveTags(1),
        Sub::Damage(DamageKind::Net, 1),
        Sub::Card(0),
    ],
    sub_text: &["Do 2 net damage if the Runner has 2 tags or more."],
    // Card text: the tags the Runner has as the subroutine resolves.
    resolve_sub: Some(|s, _, _| {
        if s.runner.tags >= 2 {
            s.push(Step::Damage(DamageKind::Net, 2));
        }
    }),
    ..card("35063")
};

/// Credits Synapse Global's click ability gains.
const SYNAPSE_GAIN: u8 = 2;

/// Synapse Global: Faster than Thought: the first time each turn a tag is removed, the Corp may
/// reveal a card of HQ and install it ignoring all costs; a click and 1 of the Runner's tags
/// removed give it 2 credits.
const SYNAPSE_GLOBAL: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "Synapse Global: gain 2 credits",
        "1 click, remove 1 tag",
    )],
    click_abilities: Some(|s, card, _, out| {
        if s.runner.tags > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // The cost (a tag removed: its own "first time" ability may trigger), then the gain.
    use_click_ability: Some(|s, _, _| {
        s.push(Step::Gain(Side::Corp, SYNAPSE_GAIN));
        s.remove_tags(1);
    }),
    // "The first time each turn": whatever removed it, and whether or not the Corp installs.
    triggers_on: Some(|s, card, event| {
        event == Event::TagsRemoved && s.card(card).flags & FLAG_USED_THIS_TURN == 0
    }),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        // Asked even with HQ empty: whether it is asked must not tell what HQ holds.
        s.push_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        s.offer_installs_among(&s.corp.hq, InstallOffer::Any, out)
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Install {
            // Revealed, then installed: the Runner knows the installed card.
            if let Some(placed) = s.install_corp_ignoring_costs(a.card, a.server) {
                s.card_mut(placed).known |= Side::Corp.bit() | Side::Runner.bit();
            }
        }
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Install => Some(format!(
            "Synapse Global: reveal {} and install it in {} at no cost",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        _ => Some("Synapse Global: install nothing".into()),
    }),
    ..card("35058")
};

/// Nebula Talent Management's sides (`CardInst::mode` of the identity).
const NEBULA_FRONT: u8 = 0;
const NEBULA_FLIPPED: u8 = 1;

/// Whether `c` is an operation the Corp played.
fn corp_operation(s: &GameState, c: u8) -> bool {
    s.cdef(c).card_type == CardType::Operation
}

/// Nebula Talent Management: Making Stars: its action phase over, a Corp that played an
/// operation this turn gains 1 credit and flips it; flipped, the first operation played each
/// turn gives a click, and a successful run on HQ or R&D flips it back. Which side shows is the
/// identity's `mode`; "an operation played this turn" is its used-this-turn flag.
const NEBULA: CardBehavior = CardBehavior {
    waits_for: waits::ACTION_PHASE_ENDS | waits::PLAYED | waits::SUCCESSFUL_RUN,
    triggers_on: Some(|s, card, event| {
        let side = s.card(card).mode;
        let played = s.card(card).flags & FLAG_USED_THIS_TURN != 0;
        match event {
            // Both sides: the fact "an operation was played this turn" is recorded (and, flipped,
            // that first operation gives a click).
            Event::Played(c) => corp_operation(s, c) && !played,
            Event::ActionPhaseEnds(Side::Corp) => side == NEBULA_FRONT && played,
            Event::SuccessfulRun(server) => {
                side == NEBULA_FLIPPED && (server == HQ || server == RD)
            }
            _ => false,
        }
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Played(_) => {
            s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
            if s.card(card).mode == NEBULA_FLIPPED {
                s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 1);
            }
        }
        Event::ActionPhaseEnds(_) => {
            s.card_mut(card).mode = NEBULA_FLIPPED;
            s.push(Step::Gain(Side::Corp, 1));
        }
        _ => s.card_mut(card).mode = NEBULA_FRONT,
    }),
    ..card("35057")
};

/// Embedded Reporting's choices (`Step::Choice` kind `n`): use the ability, the operation found.
const EMBEDDED_USE: u8 = 0;
const EMBEDDED_FIND: u8 = 1;

/// Embedded Reporting: Dividends 2; as the Corp's discard phase ends, an agenda counter searches
/// R&D for an operation, revealed, which goes on top of R&D once it is shuffled.
const EMBEDDED_REPORTING: CardBehavior = CardBehavior {
    actions: &[mode(
        EMBEDDED_USE,
        "Embedded Reporting: search R&D for an operation",
        "1 hosted agenda counter",
    )],
    triggers_on: Some(|s, card, event| s.dividends_triggers_on(card, event)),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => s.place_dividends(card, 2),
        _ => s.push_choice(card, EMBEDDED_USE, 0),
    }),
    legal_choices: Some(|s, card, n, _, out| {
        if n == EMBEDDED_USE {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(EMBEDDED_USE),
            );
            out.push(Action::new(ActionKind::Pass));
            return;
        }
        // A search must find an operation if one is there: every operation title, no pass.
        for (i, &c) in s.corp.rd.iter().enumerate() {
            if corp_operation(s, c)
                && !s.corp.rd[..i]
                    .iter()
                    .any(|&e| s.card(e).def == s.card(c).def)
            {
                out.push(Action::new(ActionKind::Mode).card(c).target(EMBEDDED_FIND));
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == EMBEDDED_USE {
            if s.spend_agenda_counter(card) {
                s.look_through_rd();
                if s.corp.rd.iter().any(|&c| corp_operation(s, c)) {
                    s.push_choice(card, EMBEDDED_FIND, 0);
                } else {
                    // Nothing found: R&D is still shuffled.
                    s.shuffle_zone(Zone::Rd);
                }
            }
        } else {
            s.reveal_found_to_rd_top(a.card);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == EMBEDDED_USE {
            "choose"
        } else {
            "search_rd"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (EMBEDDED_USE, ActionKind::Mode) => {
            Some("Embedded Reporting: 1 agenda counter: search R&D for an operation".into())
        }
        (EMBEDDED_USE, ActionKind::Pass) => {
            Some("Embedded Reporting: keep the agenda counter".into())
        }
        (EMBEDDED_FIND, ActionKind::Mode) => Some(format!(
            "Embedded Reporting: reveal {} and put it on top of R&D",
            s.card_name(viewer, a.card)
        )),
        _ => None,
    }),
    ..card("35059")
};

/// Credits the Runner loses per tag Bigger Picture removes.
const BIGGER_PER_TAG: u16 = 5;
/// Most tags one of Bigger Picture's modes removes (mode `k` removes `k`).
const BIGGER_MAX: u8 = 6;

/// Bigger Picture: only with the Runner tagged; mode 0 gives 1 tag; mode k (1-6) removes k tags,
/// the Runner loses 5 credits per tag removed, and the Corp gains what the Runner lost.
const BIGGER_PICTURE: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "Bigger Picture: give the Runner 1 tag", ""),
        mode(1, "Bigger Picture: remove 1 tag, take up to 5 credits", ""),
        mode(
            2,
            "Bigger Picture: remove 2 tags, take up to 10 credits",
            "",
        ),
        mode(
            3,
            "Bigger Picture: remove 3 tags, take up to 15 credits",
            "",
        ),
        mode(
            4,
            "Bigger Picture: remove 4 tags, take up to 20 credits",
            "",
        ),
        mode(
            5,
            "Bigger Picture: remove 5 tags, take up to 25 credits",
            "",
        ),
        mode(
            6,
            "Bigger Picture: remove 6 tags, take up to 30 credits",
            "",
        ),
    ],
    can_play: Some(|s, _| s.runner.tags > 0),
    play: Some(|s, card| s.push(Step::ChooseMode(card))),
    // "Any number": as many as the Runner has (up to 6 here; removing none changes nothing).
    legal_modes: Some(|s, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        for k in 1..=BIGGER_MAX.min(s.runner.tags) {
            out.push(Action::new(ActionKind::Mode).card(card).target(k));
        }
    }),
    resolve_mode: Some(|s, card, m| {
        if m == 0 {
            s.push(Step::Tags(1));
            return;
        }
        let removed = s.remove_tags(m);
        // The Runner loses what it has, up to 5 per tag; the Corp gains exactly that.
        let lost = s.runner_lose_credits(BIGGER_PER_TAG * removed as u16);
        s.corp_gain_from(card, lost);
    }),
    ..card("35065")
};

// ----- 35067 Touch-ups -----

/// `Step::Choice` kinds (`n`) of Touch-ups: the card to place the counters on, the card type,
/// then the revealed cards of that type (`data`: the type's index | the first card picked << 8,
/// `NONE` before the first). The type is a `mode` on Touch-ups itself, `target` its index.
const TOUCH_ADVANCE: u8 = 0;
const TOUCH_TYPE: u8 = 1;
const TOUCH_PICK: u8 = 2;
/// Advancement counters it places.
const TOUCH_COUNTERS: u8 = 2;
/// The card types a grip card can have, by `mode` target.
const TOUCH_TYPES: [CardType; 4] = [
    CardType::Event,
    CardType::Hardware,
    CardType::Program,
    CardType::Resource,
];
const TOUCH_TYPE_NAMES: [&str; 4] = ["events", "hardware", "programs", "resources"];

/// The revealed grip cards of the chosen type (`data`) Touch-ups may still pick: one per title,
/// the card already picked left out; then `pass`.
fn touch_picks(s: &GameState, data: u32, out: &mut crate::actions::ActionList) {
    let t = TOUCH_TYPES[(data & 3) as usize];
    let first = (data >> 8) as u8;
    let grip = &s.runner.grip;
    for (i, &c) in grip.iter().enumerate() {
        let copy = grip[..i]
            .iter()
            .any(|&e| e != first && s.card(e).def == s.card(c).def);
        if c != first && !copy && s.cdef(c).card_type == t {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }
    if !out.is_empty() {
        out.push(Action::new(ActionKind::Pass));
    }
}

/// Touch-ups: a double operation (one more click); 2 advancement counters on 1 installed card
/// the Corp can advance (not offered without one: Rules Reference, "Action", an action that
/// cannot change the game state); then the Corp chooses a card type, the grip is revealed (the
/// Corp now knows its cards: `effects/grip_reveal.rs`), the Corp chooses up to 2 revealed cards
/// of that type and the Runner shuffles them into the stack.
const TOUCH_UPS: CardBehavior = CardBehavior {
    additional_play_clicks: 1,
    could_change_state: Some(|s, _, _, _| s.corp_installed().any(|c| cards::can_advance(s, c))),
    play: Some(|s, card| s.ask_choice(card, TOUCH_ADVANCE, 0)),
    legal_choices: Some(|s, card, n, data, out| match n {
        TOUCH_ADVANCE => {
            for c in s.corp_installed() {
                if cards::can_advance(s, c) {
                    out.push(Action::new(ActionKind::Advance).card(c));
                }
            }
        }
        TOUCH_TYPE => {
            for t in 0..TOUCH_TYPES.len() as u8 {
                out.push(Action::new(ActionKind::Mode).card(card).target(t));
            }
        }
        _ => touch_picks(s, data, out),
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match (n, a.kind) {
        (TOUCH_ADVANCE, ActionKind::Advance) if s.card(a.card).installed() => {
            s.place_advancement_counters(a.card, TOUCH_COUNTERS);
            // "If you do": the grip's cards, known to both sides by their number, are revealed
            // once the type is chosen; an empty grip has nothing to choose from.
            if !s.runner.grip.is_empty() {
                s.push_choice(card, TOUCH_TYPE, 0);
            }
        }
        (TOUCH_TYPE, ActionKind::Mode) => {
            s.reveal_grip();
            s.ask_choice(
                card,
                TOUCH_PICK,
                u32::from(a.target & 3) | (NONE as u32) << 8,
            );
        }
        (TOUCH_PICK, ActionKind::Mode) if s.card(a.card).zone == Zone::Grip => {
            let first = (data >> 8) as u8;
            if first == NONE {
                // Pushed, not asked: with nothing more to pick it resolves as `pass`, which
                // shuffles the first card in.
                s.push_choice(card, TOUCH_PICK, (data & 0xff) | (a.card as u32) << 8);
            } else {
                s.shuffle_grip_cards_into_stack(&[first, a.card]);
            }
        }
        (TOUCH_PICK, _) => {
            let first = (data >> 8) as u8;
            if first != NONE {
                s.shuffle_grip_cards_into_stack(&[first]);
            }
        }
        _ => {}
    }),
    choice_name: Some(|_, _, n| match n {
        TOUCH_ADVANCE => "place_advancement",
        TOUCH_TYPE => "choose",
        _ => crate::cards::CHOOSE_CARD,
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (TOUCH_ADVANCE, _) => Some(format!(
            "Touch-ups: place 2 advancement counters on {}",
            s.card_name(viewer, a.card)
        )),
        (TOUCH_TYPE, _) => Some(format!(
            "Touch-ups: choose {} and reveal the grip",
            TOUCH_TYPE_NAMES[(a.target & 3) as usize]
        )),
        (_, ActionKind::Mode) => Some(format!(
            "Touch-ups: shuffle {} into the stack",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Touch-ups: shuffle no more cards into the stack".into()),
    }),
    ..card("35067")
};

// ----- 35066 IP Enforcement -----

/// IP Enforcement's `Step::Choice` kinds (`n`): X; the agenda and its server (`data`: X).
const IPE_X: u8 = 0;
const IPE_INSTALL: u8 = 1;
/// After the install: the advancement counter (`data`: the agenda); offers nothing.
const IPE_ADVANCE: u8 = 2;

/// The agendas of the Runner's score area with `x` printed agenda points and a server to go to
/// (cards there "as agendas", with no printed value, are not agendas: IP Enforcement ruling).
fn ipe_agendas(s: &GameState, x: u8) -> impl Iterator<Item = u8> + '_ {
    s.runner.score_area.iter().copied().filter(move |&c| {
        let d = s.cdef(c);
        d.card_type == CardType::Agenda && d.agenda_points == x && s.has_install_place(c)
    })
}

/// The values X may take, as `mode` actions on the operation (`target` X), smallest first: the
/// Runner has X tags to remove, the Corp X credits to pay (its play cost), and an agenda worth
/// exactly X printed points waits in the Runner's score area. X = 0 needs no tag (IP Enforcement
/// ruling: a 0-point agenda may be installed while the Runner is not tagged).
fn ipe_values(s: &GameState, card: u8, out: &mut ActionList) {
    let most = s.runner.tags.min(s.corp.credits.min(u8::MAX as u16) as u8);
    for x in 0..=most {
        if ipe_agendas(s, x).next().is_some() {
            out.push(Action::new(ActionKind::Mode).card(card).target(x));
        }
    }
}

/// IP Enforcement's choices.
fn ipe_choices(s: &GameState, card: u8, n: u8, data: u32, out: &mut ActionList) {
    if n == IPE_X {
        ipe_values(s, card, out);
        return;
    }
    if n == IPE_ADVANCE {
        return;
    }
    // Copies of an agenda in the score area are interchangeable (all faceup).
    let agendas: crate::list::List<u8, 32> = ipe_agendas(s, data as u8).collect();
    for (i, &c) in agendas.iter().enumerate() {
        if agendas[..i].iter().all(|&e| s.card(e).def != s.card(c).def) {
            s.corp_install_servers(c, out);
        }
    }
}

/// IP Enforcement: as an additional cost, remove X tags (and pay X credits, its play cost);
/// install an agenda of X printed points from the Runner's score area in a remote server
/// (`install_from_runner_score_area`), with 1 advancement counter if the Runner is still
/// tagged.
const IP_ENFORCEMENT: CardBehavior = CardBehavior {
    // Playable only with some X to choose (Rules Reference, "Costs": a cost must be payable).
    can_play: Some(|s, card| {
        let mut out = ActionList::new();
        ipe_values(s, card, &mut out);
        !out.is_empty()
    }),
    play: Some(|s, card| s.ask_choice(card, IPE_X, 0)),
    legal_choices: Some(ipe_choices),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if n == IPE_ADVANCE {
            // Never asked (it offers nothing): 1 counter if the Runner is still tagged.
            if s.runner.tags > 0 && matches!(s.card(data as u8).zone, Zone::Root(_)) {
                s.place_advancement_counters(data as u8, 1);
            }
            return;
        }
        let mut offered = ActionList::new();
        ipe_choices(s, card, n, data, &mut offered);
        if !offered.contains(&a) {
            return;
        }
        if n == IPE_X {
            // The costs: X credits and X tags.
            let x = a.target;
            s.corp.credits = s.corp.credits.saturating_sub(x as u16);
            s.remove_tags(x);
            s.ask_choice(card, IPE_INSTALL, x as u32);
        } else {
            // The counter is placed once the install (with its step 3) is done: pushed first,
            // it resolves after it.
            s.push_choice(card, IPE_ADVANCE, a.card as u32);
            if !s.install_from_runner_score_area(a.card, a.server) {
                s.stack.pop();
            }
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == IPE_X {
            "mode"
        } else {
            "card_to_install"
        }
    }),
    // Asked of every code, legal or not (issue 24).
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (IPE_X, _) => Some(format!(
            "IP Enforcement: X = {x}: pay {x} credits and remove {x} tags",
            x = a.target
        )),
        (_, ActionKind::Install) if (a.card as usize) < s.cards.len() => Some(format!(
            "IP Enforcement: install {} from the Runner's score area in {}",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        _ => None,
    }),
    ..card("35066")
};
