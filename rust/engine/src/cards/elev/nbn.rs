//! Elevation: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, CardType, Sub};
use crate::effects::InstallOffer;
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN, HQ, RD};

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
