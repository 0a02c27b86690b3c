//! Elevation: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE};
use crate::cards::{self, ability, card, mode, subtype, CardBehavior, CardType, Sub, CHOOSE_CARD};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, FLAG_USED_THIS_TURN};

/// Every Elevation Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    EMPIRICIST,
    SEMAK_SAMUN,
    PT_UNTAIAN,
    AU_CO,
    SERICULTURE_EXPANSION,
    PHAT_GIOAN,
    BYTE,
    MYCOWEB,
    PEER_REVIEW,
    PROPRIONEGATION,
    MITRA_AMAN,
];

const FRACTER: u64 = subtype("Fracter");

/// Semak-samun's modes: the Runner suffers 3 net damage, or the run ends.
const SEMAK_SUFFER: u8 = 0;
const SEMAK_END: u8 = 1;

/// Semak-samun: its subroutine ends the run unless the Runner suffers 3 net damage, and only a
/// fracter may break it.
const SEMAK_SAMUN: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["End the run unless the Runner suffers 3 net damage."],
    actions: &[
        mode(SEMAK_SUFFER, "suffer 3 net damage (the run goes on)", ""),
        mode(SEMAK_END, "do not: the run ends", ""),
    ],
    // Card text: its printed subroutine breaks only with a fracter (any other breaking card,
    // an icebreaker or not, is refused: `cards::can_break`).
    breakable_by: Some(|s, _, breaker| s.cdef(breaker).subtypes & FRACTER != 0),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    // The Runner may always choose the damage, even more than its grip holds.
    legal_modes: Some(|_, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(SEMAK_SUFFER),
        );
        out.push(Action::new(ActionKind::Mode).card(card).target(SEMAK_END));
    }),
    resolve_mode: Some(|s, _, m| {
        if m == SEMAK_SUFFER {
            s.push(Step::Damage(DamageKind::Net, 3));
        } else {
            s.push(Step::EndRun);
        }
    }),
    ..card("35054")
};

/// `Step::Choice` kind (`n`) of Empiricist: a card of HQ for the top of R&D, or none.
const EMPIRICIST_TO_RD: u8 = 0;

/// Empiricist: the Corp draws 1 card and may put a card of HQ on top of R&D; 1 net damage and
/// a tag; 2 net damage.
const EMPIRICIST: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Damage(DamageKind::Net, 2)],
    sub_text: &[
        "The Corp draws 1 card, then may put 1 card from HQ on top of R&D.",
        "Do 1 net damage, then give the Runner 1 tag.",
    ],
    resolve_sub: Some(|s, ice, index| {
        // Card text, in order (steps resolve last pushed first).
        if index == 0 {
            s.push_choice(ice, EMPIRICIST_TO_RD, 0);
            s.push(Step::Draw(Side::Corp, 1));
        } else {
            s.push(Step::Tags(1));
            s.push(Step::Damage(DamageKind::Net, 1));
        }
    }),
    // "You may": any card of HQ, or none (asked even when HQ is empty: the Runner must not
    // learn what HQ holds from whether the Corp is asked).
    legal_choices: Some(|s, _, _, _, out| {
        for &c in &s.corp.hq {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Hq {
            s.put_hq_card_in_rd(a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Pass => Some("keep HQ as it is".into()),
        _ => Some(format!("put {} on top of R&D", s.card_name(viewer, a.card))),
    }),
    ..card("35052")
};

/// Most cards HQ may hold for PT Untaian's ability.
const UNTAIAN_HQ_MAX: usize = 3;

/// PT Untaian: Life's Building Blocks: as the Corp's discard phase ends with 3 cards or fewer in
/// HQ, the Corp may pay 1 credit to place an advancement counter on an unrezzed card it can
/// advance.
const PT_UNTAIAN: CardBehavior = CardBehavior {
    // Card text: checked as the discard phase ends and again as the ability resolves.
    triggers_on: Some(|s, _, event| {
        event == Event::DiscardPhaseEnds(Side::Corp) && s.corp.hq.len() <= UNTAIAN_HQ_MAX
    }),
    resolve_trigger: Some(|s, card, _| {
        if s.corp.hq.len() <= UNTAIAN_HQ_MAX {
            s.ask_choice(card, 0, 0);
        }
    }),
    // "You may pay 1": an unrezzed installed card that can be advanced (an agenda, or an
    // advanceable asset or ice not rezzed), or nothing. ("You cannot score that card this
    // turn": the Corp's turn is past its action phase, so no score can follow.)
    legal_choices: Some(|s, _, _, _, out| {
        if s.corp.credits >= 1 {
            for c in s.corp_installed() {
                if !s.card(c).rezzed && cards::can_advance(s, c) {
                    out.push(Action::new(ActionKind::Advance).card(c));
                }
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Advance && s.corp.credits >= 1 {
            s.corp.credits -= 1;
            s.place_advancement_counters(a.card, 1);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Advance => Some(format!(
            "PT Untaian: pay 1 credit to place 1 advancement counter on {}",
            s.card_name(viewer, a.card)
        )),
        _ => Some("PT Untaian: place no advancement counter".into()),
    }),
    ..card("35047")
};

/// AU Co.'s choices (`Step::Choice` kind `n`): use the ability as the turn begins, and the card
/// of the 3 looked at to trash.
const AU_USE: u8 = 0;
const AU_TRASH: u8 = 1;
/// Power counters AU Co.'s ability spends, and cards it looks at.
const AU_COST: u8 = 2;
const AU_LOOK: usize = 3;

/// AU Co.: The Gold Standard in Clones: a power counter whenever the Corp does damage, and
/// whenever it trashes 1 or more cards from HQ (once for cards trashed together; discards to hand
/// size are not trashes); as the Corp's turn begins, 2 counters look at the top 3
/// of R&D: 1 is trashed, the rest go to HQ.
const AU_CO: CardBehavior = CardBehavior {
    actions: &[mode(
        AU_USE,
        "AU Co.: look at the top 3 of R&D, trash 1 and take the rest",
        "2 power counters",
    )],
    triggers_on: Some(|s, card, event| match event {
        // Card text "whenever you do damage": damage done (1 or more after prevention).
        Event::DamageDone => true,
        // "Or trash 1 or more cards from HQ": one counter per batch the Corp trashed.
        Event::CorpTrashedFromHq => true,
        Event::TurnBegins(Side::Corp) => s.card(card).power >= AU_COST,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::DamageDone | Event::CorpTrashedFromHq => s.place_power_counters(card, 1),
        _ => {
            if s.card(card).power >= AU_COST {
                s.push_choice(card, AU_USE, 0);
            }
        }
    }),
    legal_choices: Some(|s, card, n, _, out| {
        if n == AU_USE {
            out.push(Action::new(ActionKind::Mode).card(card).target(AU_USE));
            out.push(Action::new(ActionKind::Pass));
        } else {
            let top = s.top_of_rd(AU_LOOK);
            for (i, &c) in top.iter().enumerate() {
                if !top[..i].iter().any(|&e| s.card(e).def == s.card(c).def) {
                    out.push(Action::new(ActionKind::Mode).card(c).target(AU_TRASH));
                }
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == AU_USE {
            if s.card(card).power < AU_COST {
                return;
            }
            s.card_mut(card).power -= AU_COST;
            s.log_counters(card, 3, AU_COST.into(), false);
            for c in s.top_of_rd(AU_LOOK) {
                s.card_mut(c).known |= Side::Corp.bit();
            }
            s.ask_choice(card, AU_TRASH, 0);
        } else {
            // The chosen card is trashed, the others of the 3 go to HQ.
            let top = s.top_of_rd(AU_LOOK);
            if !top.contains(&a.card) {
                return;
            }
            s.trash(a.card);
            for c in top.into_iter().filter(|&c| c != a.card) {
                s.add_to_hq(c, Zone::Rd, false);
            }
        }
    }),
    choice_name: Some(|_, _, n| if n == AU_USE { "choose" } else { CHOOSE_CARD }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (AU_USE, ActionKind::Mode) => {
            Some("AU Co.: remove 2 power counters to look at the top 3 of R&D".into())
        }
        (AU_USE, _) => Some("AU Co.: keep the power counters".into()),
        (_, ActionKind::Mode) => Some(format!(
            "AU Co.: trash {} and add the others to HQ",
            s.card_name(viewer, a.card)
        )),
        _ => None,
    }),
    ..card("35046")
};

/// Advancement counters Sericulture Expansion places.
const SERICULTURE_PLACE: u8 = 2;

/// Sericulture Expansion: Dividends 1; as the Corp's discard phase ends, an agenda counter may
/// place 2 advancement counters on an installed card (any installed card; "you cannot score it
/// this turn": the turn is past its action phase).
const SERICULTURE_EXPANSION: CardBehavior = CardBehavior {
    triggers_on: Some(|s, card, event| s.dividends_triggers_on(card, event)),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => s.place_dividends(card, 1),
        _ => s.ask_choice(card, 0, 0),
    }),
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            out.push(Action::new(ActionKind::Advance).card(c));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Advance
            && s.card(a.card).installed()
            && s.spend_agenda_counter(card)
        {
            s.place_advancement_counters(a.card, SERICULTURE_PLACE);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Advance => Some(format!(
            "Sericulture Expansion: 1 agenda counter: 2 advancement counters on {}",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Sericulture Expansion: keep the agenda counter".into()),
    }),
    ..card("35049")
};

/// Most power counters Phat Gioan Baotixita's ability removes.
const PHAT_MAX: u8 = 2;

/// Phat Gioan Baotixita: a power counter as each Corp discard phase ends; the first agenda
/// scored or stolen each turn makes it do 1 net damage, plus 1 for each of up to 2 power
/// counters the Corp removes (modes 0-2: the counters removed).
const PHAT_GIOAN: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "Phat Gioan Baotixita: 1 net damage", ""),
        mode(1, "Phat Gioan Baotixita: 2 net damage", "1 power counter"),
        mode(2, "Phat Gioan Baotixita: 3 net damage", "2 power counters"),
    ],
    // "The first time each turn": the first one this card sees while active (its
    // used-this-turn flag); an agenda scored or stolen before it was rezzed is not counted.
    triggers_on: Some(|s, card, event| match event {
        Event::DiscardPhaseEnds(Side::Corp) => true,
        Event::Scored(_) | Event::Stolen(_) => s.card(card).flags & FLAG_USED_THIS_TURN == 0,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::DiscardPhaseEnds(_) => s.place_power_counters(card, 1),
        _ => {
            s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
            if s.card(card).power == 0 {
                s.push(Step::Damage(DamageKind::Net, 1));
            } else {
                s.push(Step::ChooseMode(card));
            }
        }
    }),
    legal_modes: Some(|s, card, out| {
        for m in 0..=PHAT_MAX.min(s.card(card).power) {
            out.push(Action::new(ActionKind::Mode).card(card).target(m));
        }
    }),
    resolve_mode: Some(|s, card, m| {
        let m = m.min(s.card(card).power);
        if m > 0 {
            s.card_mut(card).power -= m;
            s.log_counters(card, 3, m.into(), false);
        }
        s.push(Step::Damage(DamageKind::Net, 1 + m));
    }),
    ..card("35051")
};

/// What Byte! costs the Corp to spring.
const BYTE_COST: u16 = 4;

/// Byte!: accessed anywhere but Archives (revealed if in R&D), the Corp may pay 4 credits to give
/// the Runner 1 tag and do 3 net damage (as Snare!).
const BYTE: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "Byte!: do not pay: no tag, no damage", ""),
        mode(
            1,
            "Byte!: give the Runner 1 tag and do 3 net damage",
            "4 credits",
        ),
    ],
    legal_modes: Some(|s, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        if s.corp.credits >= BYTE_COST {
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }),
    resolve_mode: Some(|s, _, m| {
        if m == 1 && s.corp.credits >= BYTE_COST {
            s.corp.credits -= BYTE_COST;
            // 1 tag, then 3 net damage (pushed in reverse).
            s.push(Step::Damage(DamageKind::Net, 3));
            s.push(Step::Tags(1));
        }
    }),
    accessed: Some(|s, card| {
        let zone = s.card(card).zone;
        if zone != Zone::Archives {
            if zone == Zone::Rd {
                s.card_mut(card).known = 3;
            }
            s.push(Step::ChooseMode(card));
        }
    }),
    ..card("35050")
};

// ----- 35053 Mycoweb -----

/// Mycoweb's `Step::Choice` kinds (`n`): one per subroutine.
const MYCOWEB_INSTALL: u8 = 0;
const MYCOWEB_REZ: u8 = 1;
const MYCOWEB_SENTRY: u8 = 2;
const MYCOWEB_CODE_GATE: u8 = 3;
/// What its second subroutine takes off the rez cost.
const MYCOWEB_REZ_LESS: u32 = 2;
const SENTRY: u64 = subtype("Sentry");
const CODE_GATE: u64 = subtype("Code Gate");

/// The subroutines Mycoweb (`source`) may resolve with its subroutine `n`: every subroutine of
/// a rezzed sentry, or of another rezzed code gate. The fourth subroutine of another Mycoweb is
/// left out: it would only ask the same question back (two Mycowebs resolving each other's
/// fourth subroutine forever change nothing), as Ravana 1.0 leaves out its copies.
fn mycoweb_subs(s: &GameState, source: u8, n: u8, out: &mut ActionList) {
    let wanted = if n == MYCOWEB_SENTRY {
        SENTRY
    } else {
        CODE_GATE
    };
    for ice in s.installed_ice() {
        if !s.card(ice).rezzed || s.cdef(ice).subtypes & wanted == 0 {
            continue;
        }
        if n == MYCOWEB_CODE_GATE && ice == source {
            continue;
        }
        let copy = s.card(ice).def == s.card(source).def;
        for i in 0..cards::subroutines(s.cdef(ice)).len() {
            if copy && i as u8 == MYCOWEB_CODE_GATE {
                continue;
            }
            out.push(Action::new(ActionKind::Mode).card(ice).target(i as u8));
        }
    }
}

/// Whether `a` is among the actions `offer` lists.
fn among(a: &Action, offer: impl FnOnce(&mut ActionList)) -> bool {
    let mut out = ActionList::new();
    offer(&mut out);
    out.iter().any(|o| o == a)
}

/// Mycoweb's offers for its subroutine `n`.
fn mycoweb_choices(s: &GameState, source: u8, n: u8, out: &mut ActionList) {
    match n {
        MYCOWEB_INSTALL => {
            // Any ice of Archives (once per title), in any server it may protect, or none.
            let pile = &s.corp.archives;
            for (i, &c) in pile.iter().enumerate() {
                if s.cdef(c).card_type != CardType::Ice
                    || pile[..i].iter().any(|&e| s.card(e).def == s.card(c).def)
                {
                    continue;
                }
                for server in 0..=NEW_REMOTE {
                    if s.can_corp_install_in(CardType::Ice, server) {
                        out.push(Action::new(ActionKind::Install).card(c).server(server));
                    }
                }
            }
            out.push(Action::new(ActionKind::Pass));
        }
        MYCOWEB_REZ => {
            for ice in s.installed_ice() {
                if !s.card(ice).rezzed && s.can_rez_paying_less(ice, MYCOWEB_REZ_LESS) {
                    out.push(Action::new(ActionKind::Rez).card(ice));
                }
            }
            out.push(Action::new(ActionKind::Pass));
        }
        _ => mycoweb_subs(s, source, n, out),
    }
}

/// Mycoweb: a code gate whose subroutines install a piece of ice from Archives ignoring all
/// costs (optional), rez a piece of installed ice paying 2 less (optional), resolve a
/// subroutine of a rezzed sentry, and resolve a subroutine of another rezzed code gate.
const MYCOWEB: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Card(2), Sub::Card(3)],
    sub_text: &[
        "The Corp may install a piece of ice from Archives, ignoring all costs.",
        "The Corp may rez a piece of installed ice, paying 2 credits less.",
        "The Corp resolves a subroutine of a rezzed sentry.",
        "The Corp resolves a subroutine of another rezzed code gate.",
    ],
    // Each subroutine is the Corp's choice (none offered: nothing happens).
    resolve_sub: Some(|s, ice, index| s.ask_choice(ice, index, 0)),
    legal_choices: Some(|s, source, n, _, out| mycoweb_choices(s, source, n, out)),
    resolve_card_choice: Some(|s, source, n, _, a| {
        if !among(&a, |out| mycoweb_choices(s, source, n, out)) {
            return;
        }
        match a.kind {
            ActionKind::Install => {
                s.install_corp_ignoring_costs(a.card, a.server);
            }
            ActionKind::Rez => s.rez_paying_less(a.card, MYCOWEB_REZ_LESS),
            ActionKind::Mode => s.resolve_subroutine_of(a.card, a.target),
            _ => {}
        }
    }),
    choice_name: Some(|_, _, n| match n {
        MYCOWEB_INSTALL => "ice_to_install",
        MYCOWEB_REZ => "rez_bioroid",
        _ => "subroutine_to_resolve",
    }),
    // Asked of every code, legal or not (issue 24).
    choice_label: Some(|s, viewer, _, n, a| {
        if a.kind == ActionKind::Pass {
            return Some(match n {
                MYCOWEB_INSTALL => "Mycoweb: install no ice from Archives".into(),
                _ => "Mycoweb: rez no ice".into(),
            });
        }
        if (a.card as usize) >= s.cards.len() {
            return None;
        }
        let name = s.card_name(viewer, a.card);
        match a.kind {
            ActionKind::Install => Some(format!(
                "Mycoweb: install {name} from Archives (no cost) protecting {}",
                crate::actions::server_name(a.server)
            )),
            ActionKind::Rez => Some(format!("Mycoweb: rez {name} paying 2 credits less")),
            // Subroutines named only of ice the viewer knows (`sub_words_for`).
            ActionKind::Mode => Some(format!(
                "Mycoweb: resolve {} of {name}",
                s.sub_words_for(viewer, a.card, a.target)
            )),
            _ => None,
        }
    }),
    ..card("35053")
};

// ----- 35055 Peer Review -----

/// Peer Review's `Step::Choice` kinds: the HQ card kept hidden, then the card to install.
const PEER_KEEP: u8 = 0;
const PEER_INSTALL: u8 = 1;
/// Credits Peer Review gains.
const PEER_GAIN: u8 = 7;

/// Peer Review's offers: a card of HQ to keep hidden (once per title; none asked with fewer
/// than 2 cards), or a card of HQ to install in the root of a remote server (a new one or an
/// existing one: agendas, assets, upgrades), or none.
fn peer_choices(s: &GameState, n: u8, out: &mut ActionList) {
    let hq = &s.corp.hq;
    if n == PEER_KEEP {
        if hq.len() < 2 {
            return;
        }
        for (i, &c) in hq.iter().enumerate() {
            if hq[..i].iter().all(|&e| s.card(e).def != s.card(c).def) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
        return;
    }
    for (i, &c) in hq.iter().enumerate() {
        let d = s.cdef(c);
        if matches!(d.card_type, CardType::Operation | CardType::Ice)
            || hq[..i].iter().any(|&e| s.card(e).def == s.card(c).def)
        {
            continue;
        }
        for server in crate::state::ARCHIVES + 1..=NEW_REMOTE {
            if s.can_corp_install_in(d.card_type, server) && cards::can_install_in(d, server) {
                out.push(Action::new(ActionKind::Install).card(c).server(server));
            }
        }
    }
    out.push(Action::new(ActionKind::Pass));
}

/// Peer Review: the Corp reveals every card of HQ but 1 (its choice), gains 7 credits, and may
/// install 1 card from HQ in the root of a remote server.
const PEER_REVIEW: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        // Card text order: reveal, gain, install (the last pushed resolves first).
        s.push_choice(card, PEER_INSTALL, 0);
        s.push(Step::CorpGainFrom(card, PEER_GAIN));
        if s.corp.hq.len() == 1 {
            return; // "all but 1" of a single card: nothing to reveal
        }
        s.ask_choice(card, PEER_KEEP, 0);
    }),
    legal_choices: Some(|s, _, n, _, out| peer_choices(s, n, out)),
    resolve_card_choice: Some(|s, _, n, _, a| match (n, a.kind) {
        (PEER_KEEP, ActionKind::Mode) if s.card(a.card).zone == Zone::Hq => {
            let rest: crate::list::List<u8, 64> =
                s.corp.hq.iter().copied().filter(|&c| c != a.card).collect();
            s.reveal_hq_cards(&rest);
        }
        (PEER_INSTALL, ActionKind::Install) if s.card(a.card).zone == Zone::Hq => {
            s.push(Step::CorpInstall {
                card: a.card,
                server: a.server,
            });
        }
        _ => {}
    }),
    choice_name: Some(|_, _, n| {
        if n == PEER_KEEP {
            CHOOSE_CARD
        } else {
            "install_from_hq"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        (n == PEER_KEEP && a.kind == ActionKind::Mode && (a.card as usize) < s.cards.len()).then(
            || {
                format!(
                    "Peer Review: keep {} hidden, reveal the rest of HQ",
                    s.card_name(viewer, a.card)
                )
            },
        )
    }),
    ..card("35055")
};

// ----- 35048 Proprionegation -----

/// Proprionegation: scored with 1 agenda counter; during a run, the Corp may spend it to move
/// the Runner to the outermost position of Archives (`effects/run_moves.rs`: the attacked server
/// becomes Archives, and the Runner approaches its outermost ice, or Archives itself).
const PROPRIONEGATION: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "move the Runner to the outermost position of Archives (only during a run)",
        "1 hosted agenda counter",
    )],
    // Card text: 1 agenda counter when scored (not when stolen).
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| s.place_agenda_counters(card, 1)),
    // Card text: a paid ability, only during a run (one that has not ended), with a hosted
    // agenda counter to spend; from the Corp's score area, where it is active.
    paid_abilities: Some(|s, card, _, out| {
        let in_run = s.run.is_some_and(|r| !r.ended);
        if in_run
            && s.card(card).zone == Zone::Score(Side::Corp)
            && s.card(card).agenda_counters > 0
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        if s.spend_agenda_counter(card) {
            s.move_runner_to_outermost(ARCHIVES);
        }
    }),
    ..card("35048")
};

// ----- 35056 Mitra Aman -----

/// Mitra Aman's `Step::Choice` kinds (`n`; `data`: the approached ice): whether to trash it;
/// the ice of HQ or Archives to swap in (or none).
const MITRA_TRASH: u8 = 0;
const MITRA_SWAP: u8 = 1;
/// Credits the Corp gains for trashing it.
const MITRA_GAIN: u16 = 3;

/// Whether the Runner is approaching `ice` now (not yet encountering it).
fn approaching(s: &GameState, ice: u8) -> bool {
    s.run.is_some_and(|r| {
        !r.ended
            && r.encounter == crate::actions::NONE
            && s.corp.servers[r.server as usize]
                .ice
                .get(r.position as usize)
                == Some(&ice)
    })
}

/// Mitra Aman's choices.
fn mitra_choices(s: &GameState, card: u8, n: u8, data: u32, out: &mut ActionList) {
    if n == MITRA_TRASH {
        if s.card(card).installed() {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            out.push(Action::new(ActionKind::Pass));
        }
    } else if approaching(s, data as u8) {
        // Card text: "a piece of ice from Archives or HQ", once per title (and facing).
        let ice = |c: u8| s.cdef(c).card_type == CardType::Ice;
        s.offer_distinct_picks(&s.corp.hq, ice, out);
        s.offer_distinct_picks(&s.corp.archives, ice, out);
        out.push(Action::new(ActionKind::Pass));
    }
}

/// Mitra Aman: whenever the Runner approaches a piece of ice protecting its server, the Corp
/// may trash it to gain 3 credits, and may then swap the approached ice with a piece of ice
/// from HQ or Archives (`swap_ice_with_pile`: the newcomer is installed unrezzed and is now
/// the approached ice, which the Corp may rez in the approach's rez window).
const MITRA_AMAN: CardBehavior = CardBehavior {
    // A conditional ability of an upgrade: active only while it is rezzed (Rules Reference,
    // "Active"; as Midori, it must be rezzed before the approach). Card text: ice protecting
    // its own server.
    triggers_on: Some(|s, card, event| match (event, s.card(card).zone) {
        (Event::IceApproached(ice), Zone::Root(server)) => s.card(ice).zone == Zone::Ice(server),
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| {
        if let Event::IceApproached(ice) = event {
            s.push_choice(card, MITRA_TRASH, ice as u32);
        }
    }),
    legal_choices: Some(mitra_choices),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == MITRA_TRASH {
            if !s.card(card).installed() {
                return;
            }
            s.trash(card);
            s.corp_gain_from(card, MITRA_GAIN);
            // "You may swap": asked even with no ice to pick (whether HQ holds ice is hidden).
            if approaching(s, data as u8) {
                s.push_choice(card, MITRA_SWAP, data);
            }
        } else if approaching(s, data as u8) && s.in_hq_or_archives(a.card) {
            s.swap_ice_with_pile(data as u8, a.card);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == MITRA_TRASH {
            "mode"
        } else {
            "choose_ice"
        }
    }),
    // Asked of every code, legal or not (issue 24).
    choice_label: Some(|s, viewer, _, n, a| {
        Some(match (n, a.kind) {
            (MITRA_TRASH, ActionKind::Mode) => "Mitra Aman: trash it to gain 3 credits".into(),
            (MITRA_TRASH, _) => "Mitra Aman: keep it installed".into(),
            (_, ActionKind::Mode) if (a.card as usize) < s.cards.len() => {
                // The Corp, who decides, reads where the card is (a copy may lie in both).
                let pile = match (viewer, s.card(a.card).zone) {
                    (Side::Corp, Zone::Hq) => " from HQ",
                    (Side::Corp, Zone::Archives) => " from Archives",
                    _ => "",
                };
                format!(
                    "Mitra Aman: swap the approached ice with {}{pile}",
                    s.card_name(viewer, a.card)
                )
            }
            (_, ActionKind::Mode) => return None,
            _ => "Mitra Aman: swap no ice".into(),
        })
    }),
    ..card("35056")
};
