//! Elevation: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{self, card, mode, CardBehavior, Sub};
use crate::effects::{InstallOffer, REZ_COST_CHOOSE};
use crate::engine::{DamageKind, Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN};
use crate::waits;

/// Every Elevation Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    ANTHILL_EXCAVATION_CONTRACT,
    KESSLEROID,
    BIAWAK,
    MEASURED_RESPONSE,
    OFF_THE_BOOKS,
    SYAILENDRA,
    BANGUN,
    ZWICKY,
    GREENMAIL,
    KPI,
    PLUTUS,
];

// ----- 35077 Key Performance Indicators -----

/// Key Performance Indicators' choices (`Step::Choice` kind `n`): the next option (`data`: the
/// options already chosen, one bit each), the HQ card to shuffle in, the ice to install, the
/// card to place a counter on.
const KPI_PICK: u8 = 0;
const KPI_SHUFFLE: u8 = 1;
const KPI_INSTALL: u8 = 2;
const KPI_ADVANCE: u8 = 3;
/// Its options (`Mode` targets of `KPI_PICK`).
const KPI_DRAW: u8 = 0;
const KPI_ICE: u8 = 1;
const KPI_COUNTER: u8 = 2;
const KPI_GAIN: u8 = 3;
/// Credits its fourth option gains.
const KPI_CREDITS: u16 = 2;

/// Key Performance Indicators: two different options, resolved one after the other in the order
/// chosen: draw 1 then shuffle 1 HQ card into R&D; install 1 ice from HQ ignoring all costs;
/// place 1 advancement counter on an installed card the Corp can advance; gain 2 credits.
const KPI: CardBehavior = CardBehavior {
    actions: &[
        mode(
            KPI_DRAW,
            "Key Performance Indicators: draw 1 card, then shuffle 1 card of HQ into R&D",
            "",
        ),
        mode(
            KPI_ICE,
            "Key Performance Indicators: install 1 ice from HQ at no cost",
            "",
        ),
        mode(
            KPI_COUNTER,
            "Key Performance Indicators: place 1 advancement counter",
            "",
        ),
        mode(KPI_GAIN, "Key Performance Indicators: gain 2 credits", ""),
    ],
    play: Some(|s, card| s.push_choice(card, KPI_PICK, 0)),
    legal_choices: Some(|s, card, n, data, out| match n {
        KPI_PICK => {
            for m in [KPI_DRAW, KPI_ICE, KPI_COUNTER, KPI_GAIN] {
                if data & (1 << m) == 0 {
                    out.push(Action::new(ActionKind::Mode).card(card).target(m));
                }
            }
        }
        KPI_SHUFFLE => s.push_distinct(&s.corp.hq, ActionKind::Mode, out),
        KPI_INSTALL => {
            let ice: crate::list::List<u8, 64> = s
                .corp
                .hq
                .iter()
                .copied()
                .filter(|&c| s.cdef(c).card_type == crate::cards::CardType::Ice)
                .collect();
            s.offer_installs_among(&ice, InstallOffer::Any, out);
        }
        _ => {
            for c in s.corp_installed() {
                if cards::can_advance(s, c) {
                    out.push(Action::new(ActionKind::Advance).card(c));
                }
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match (n, a.kind) {
        (KPI_PICK, ActionKind::Mode) => {
            let chosen = data | (1 << a.target);
            // The second option comes once the first has resolved (below its steps).
            if chosen.count_ones() < 2 {
                s.push_choice(card, KPI_PICK, chosen);
            }
            match a.target {
                KPI_DRAW => {
                    s.push_choice(card, KPI_SHUFFLE, 0);
                    s.push(Step::Draw(Side::Corp, 1));
                }
                KPI_ICE => s.push_choice(card, KPI_INSTALL, 0),
                KPI_COUNTER => s.push_choice(card, KPI_ADVANCE, 0),
                _ => s.corp_gain_from(card, KPI_CREDITS),
            }
        }
        (KPI_SHUFFLE, ActionKind::Mode) if s.card(a.card).zone == Zone::Hq => {
            s.add_to_rd(a.card);
            s.shuffle_zone(Zone::Rd);
        }
        (KPI_INSTALL, ActionKind::Install) => {
            s.install_corp_ignoring_costs(a.card, a.server);
        }
        (KPI_ADVANCE, ActionKind::Advance) if s.card(a.card).installed() => {
            s.place_advancement_counters(a.card, 1);
        }
        _ => {}
    }),
    choice_name: Some(|_, _, n| match n {
        KPI_PICK => "choose",
        KPI_SHUFFLE => "shuffle_into_rd",
        KPI_INSTALL => "install_from_hq",
        _ => "place_advancement",
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (KPI_PICK, ActionKind::Mode) => Some(
            match a.target {
                KPI_DRAW => {
                    "Key Performance Indicators: draw 1 card, then shuffle 1 card of HQ into R&D"
                }
                KPI_ICE => "Key Performance Indicators: install 1 ice from HQ at no cost",
                KPI_COUNTER => "Key Performance Indicators: place 1 advancement counter",
                _ => "Key Performance Indicators: gain 2 credits",
            }
            .into(),
        ),
        (KPI_SHUFFLE, ActionKind::Mode) => Some(format!(
            "Key Performance Indicators: shuffle {} into R&D",
            s.card_name(viewer, a.card)
        )),
        (KPI_INSTALL, ActionKind::Install) => Some(format!(
            "Key Performance Indicators: install {} in {} at no cost",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        (KPI_INSTALL, _) => Some("Key Performance Indicators: install no ice".into()),
        (KPI_ADVANCE, ActionKind::Advance) => Some(format!(
            "Key Performance Indicators: place 1 advancement counter on {}",
            s.card_name(viewer, a.card)
        )),
        _ => None,
    }),
    ..card("35077")
};

/// BANGUN's choice (`Step::Choice` kind `n`, `data` the installed card): turn it faceup.
const BANGUN_FACE: u8 = 0;

/// BANGUN: When Disaster Strikes: the Corp may install agendas faceup (they stay inactive);
/// whenever the Runner accesses a faceup installed agenda, 2 meat damage and 1 tag.
const BANGUN: CardBehavior = CardBehavior {
    actions: &[mode(
        BANGUN_FACE,
        "BANGUN: turn the agenda just installed faceup",
        "",
    )],
    triggers_on: Some(|s, _, event| match event {
        // Asked after every install in a remote's root, agenda or not, so that the question
        // does not tell the Runner what was installed (only an agenda can be turned faceup).
        Event::Installed(c) => {
            let i = s.card(c);
            i.owner == Side::Corp
                && matches!(i.zone, Zone::Root(r) if r > crate::state::ARCHIVES)
                && !i.rezzed
                && !i.faceup
        }
        Event::Accessed(c) => s.is_faceup_installed_agenda(c),
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Installed(c) => s.push_choice(card, BANGUN_FACE, c as u32),
        _ => {
            // Card text, in order: 2 meat damage, then 1 tag (the stack runs the last pushed first).
            s.push(Step::Tags(1));
            s.push(Step::Damage(DamageKind::Meat, 2));
        }
    }),
    legal_choices: Some(|s, card, _, data, out| {
        let c = data as u8;
        if s.cdef(c).card_type == crate::cards::CardType::Agenda
            && matches!(s.card(c).zone, Zone::Root(_))
        {
            out.push(Action::new(ActionKind::Mode).card(card).target(BANGUN_FACE));
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, data, a| {
        if a.kind == ActionKind::Mode {
            s.turn_installed_agenda_faceup(data as u8);
        }
    }),
    // The generic "choose" decision (no decision name of its own: the tensors' one-hot).
    choice_label: Some(|_, _, _, _, a| match a.kind {
        ActionKind::Mode => Some("BANGUN: turn the agenda just installed faceup".into()),
        _ => Some("BANGUN: leave the card just installed facedown".into()),
    }),
    ..card("35068")
};

/// The Zwicky Group's choice (`Step::Choice` kind `n`): draw 1 card.
const ZWICKY_DRAW: u8 = 0;

/// The Zwicky Group: Invisible Hands: the first time each turn the Corp gains credits through
/// an ability of an agenda or an operation, it may draw 1 card. "The first time" is the
/// identity's used-this-turn flag, set whether or not it draws.
const ZWICKY: CardBehavior = CardBehavior {
    actions: &[mode(ZWICKY_DRAW, "The Zwicky Group: draw 1 card", "")],
    triggers_on: Some(|s, card, event| match event {
        Event::CorpGainedCreditsFrom(c) => {
            s.card(card).flags & FLAG_USED_THIS_TURN == 0
                && matches!(
                    s.cdef(c).card_type,
                    crate::cards::CardType::Agenda | crate::cards::CardType::Operation
                )
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.push_choice(card, ZWICKY_DRAW, 0);
    }),
    // "You may": drawing or not (drawing from an empty R&D is the Corp's choice too).
    legal_choices: Some(|_, card, _, _, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(ZWICKY_DRAW));
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode {
            s.push(Step::Draw(Side::Corp, 1));
        }
    }),
    choice_label: Some(|_, _, _, _, a| match a.kind {
        ActionKind::Mode => Some("The Zwicky Group: draw 1 card".into()),
        _ => Some("The Zwicky Group: do not draw".into()),
    }),
    ..card("35069")
};

/// Credits Greenmail gives when scored, and when forfeited.
const GREENMAIL_SCORED: u16 = 2;
const GREENMAIL_FORFEITED: u16 = 4;

/// Greenmail: scored, the Corp gains 2 credits; forfeited, 4.
const GREENMAIL: CardBehavior = CardBehavior {
    // "When you forfeit": the Corp, from its own score area (not a stolen Greenmail).
    triggers_on: Some(|s, card, event| {
        event == Event::Scored(card)
            || (event == Event::Forfeited(card) && s.card(card).zone == Zone::Score(Side::Corp))
    }),
    resolve_trigger: Some(|s, card, event| {
        let n = if event == Event::Scored(card) {
            GREENMAIL_SCORED
        } else {
            GREENMAIL_FORFEITED
        };
        s.corp_gain_from(card, n);
    }),
    ..card("35070")
};

/// Kessleroid: end the run, end the run; while it is rezzed (active) the Runner cannot trash it
/// (`effects/cannot_trash.rs`).
const KESSLEROID: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun, Sub::EndRun],
    runner_cannot_trash: true,
    ..card("35075")
};

// ----- 35074 Biawak -----

// `Step::Choice` kinds (`n`) of Biawak: `REZ_COST_CHOOSE`, how it is rezzed
// (`effects/rez_costs.rs`: in full, target 1, `card` Biawak; or forfeiting the chosen agenda,
// target 0, `card` the agenda, to pay 10 credits of the cost), and:
/// Its first subroutine: trash the chosen program (target 0), or end the run (target 1).
const BIAWAK_PROGRAM: u8 = 1;
/// Its second subroutine: trash the chosen resource (target 0), or end the run (target 1).
const BIAWAK_RESOURCE: u8 = 2;
/// Credits of its rez cost an agenda forfeited pays.
const BIAWAK_FORFEIT_PAYS: u8 = 10;

/// Installed Runner cards of `card_type` (programs, resources).
fn installed_of(s: &GameState, card_type: cards::CardType, out: &mut crate::actions::ActionList) {
    for &c in s.runner.rig.iter() {
        if s.cdef(c).card_type == card_type {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }
}

/// Biawak: the Corp may forfeit an agenda as it rezzes it to pay 10 credits of its rez cost;
/// subroutines: trash 1 installed program or end the run; trash 1 installed resource or end the
/// run (the Corp chooses; trashing is offered only with such a card installed); end the run.
const BIAWAK: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::EndRun],
    sub_text: &[
        "The Corp trashes an installed program, or ends the run.",
        "The Corp trashes an installed resource, or ends the run.",
    ],
    additional_rez_cost: "or forfeit an agenda to pay 10 credits of it",
    // Asked only with an agenda to forfeit and the rest of the cost payable (otherwise the one
    // payable way is taken). Target 0: forfeit; target 1: in full.
    rez_cost_options: &[
        cards::RezCostOption::ForfeitAgendaPays(BIAWAK_FORFEIT_PAYS),
        cards::RezCostOption::CreditsOnly,
    ],
    resolve_sub: Some(|s, ice, index| {
        let n = if index == 0 {
            BIAWAK_PROGRAM
        } else {
            BIAWAK_RESOURCE
        };
        s.ask_choice(ice, n, 0);
    }),
    legal_choices: Some(|s, card, n, _, out| match n {
        BIAWAK_PROGRAM | BIAWAK_RESOURCE => {
            let t = if n == BIAWAK_PROGRAM {
                cards::CardType::Program
            } else {
                cards::CardType::Resource
            };
            installed_of(s, t, out);
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
        _ => s.legal_rez_cost(card, n, out),
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        match n {
            BIAWAK_PROGRAM | BIAWAK_RESOURCE if a.target == 1 => s.push(Step::EndRun),
            BIAWAK_PROGRAM | BIAWAK_RESOURCE => {
                if s.card(a.card).zone == Zone::Rig {
                    s.trash(a.card);
                }
            }
            _ => s.resolve_rez_cost(card, n, data, a),
        }
    }),
    choice_name: Some(|_, _, n| match n {
        REZ_COST_CHOOSE => "forfeit_agenda",
        _ => cards::CHOOSE_CARD,
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(match (n, a.target) {
            (REZ_COST_CHOOSE, 1) => "Biawak: pay its whole rez cost in credits".into(),
            (REZ_COST_CHOOSE, _) => format!(
                "Biawak: forfeit {} to pay 10 credits of its rez cost",
                s.card_name(viewer, a.card)
            ),
            (_, 1) => "Biawak: end the run".into(),
            _ => format!("Biawak: trash {}", s.card_name(viewer, a.card)),
        })
    }),
    ..card("35074")
};

/// What Measured Response asks the Runner to pay.
const MEASURED_TOLL: u16 = 8;
/// The threat level Measured Response needs.
const MEASURED_THREAT: u32 = 4;

/// Measured Response: only at threat level 4 or more and after a successful run in the Runner's
/// last turn; 4 meat damage unless the Runner pays 8 credits.
const MEASURED_RESPONSE: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "pay 8 credits (no damage)", "8 credits"),
        mode(1, "do not pay: take 4 meat damage", ""),
    ],
    // Card text: both conditions ("threat level": the higher score area's agenda points).
    can_play: Some(|s, _| s.threat_level() >= MEASURED_THREAT && s.last_runner_turn.successful_run),
    play: Some(|s, card| s.push(Step::RunnerMode(card))),
    // The Runner decides: pay if able, or take the damage.
    legal_modes: Some(|s, card, out| {
        if s.runner_credits_for(Spend::Other) >= MEASURED_TOLL as u32 {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, _, m| {
        if m == 0 {
            s.pay_runner(Spend::Other, MEASURED_TOLL);
        } else {
            s.push(Step::Damage(DamageKind::Meat, 4));
        }
    }),
    ..card("35078")
};

/// Credits loaded onto Anthill Excavation Contract when it is rezzed.
const ANTHILL_LOAD: u8 = 8;
/// Credits the Corp takes from it as its turn begins.
const ANTHILL_TAKE: u16 = 4;
/// `Step::Choice` kind (`n`) of Anthill Excavation Contract: its "when it is empty" ability,
/// waiting below the draw (it offers no action: it resolves as soon as it is reached).
const ANTHILL_EMPTY: u8 = 0;

/// Anthill Excavation Contract: loaded with 8 credits when rezzed; as each Corp turn begins the
/// Corp takes 4 of them and draws 1 card; emptied, it is trashed.
const ANTHILL_EXCAVATION_CONTRACT: CardBehavior = CardBehavior {
    waits_for: waits::REZZED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Rezzed(_) => s.place_credits(card, ANTHILL_LOAD),
        _ => {
            // Card text, in order: take 4 and draw 1; then, empty, it is trashed.
            if s.take_credits_for(Side::Corp, card, ANTHILL_TAKE) == 0 {
                s.push_choice(card, ANTHILL_EMPTY, 0);
            }
            s.push(Step::Draw(Side::Corp, 1));
        }
    }),
    // No action: the pending "when it is empty" ability resolves at once, if the card is still
    // installed and still empty.
    resolve_card_choice: Some(|s, card, _, _, _| {
        if matches!(s.card(card).zone, Zone::Root(_)) && s.card(card).credits == 0 {
            s.trash(card);
        }
    }),
    ..card("35072")
};

/// Off the Books' choices (`Step::Choice` kind `n`): use the ability, the card found, install
/// it (`data`: the card) or add it to HQ.
const OTB_USE: u8 = 0;
const OTB_FIND: u8 = 1;
const OTB_INSTALL: u8 = 2;

/// Off the Books: Dividends 1; as the Corp's discard phase ends, an agenda counter searches R&D
/// for a card, revealed: installed ignoring all costs, or else added to HQ; R&D is shuffled.
const OFF_THE_BOOKS: CardBehavior = CardBehavior {
    actions: &[mode(
        OTB_USE,
        "Off the Books: search R&D for a card",
        "1 hosted agenda counter",
    )],
    triggers_on: Some(|s, card, event| s.dividends_triggers_on(card, event)),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => s.place_dividends(card, 1),
        _ => s.push_choice(card, OTB_USE, 0),
    }),
    legal_choices: Some(|s, card, n, data, out| match n {
        OTB_USE => {
            out.push(Action::new(ActionKind::Mode).card(card).target(OTB_USE));
            out.push(Action::new(ActionKind::Pass));
        }
        OTB_FIND => {
            // A search must find a card if one is there: every title of R&D, no pass.
            for (i, &c) in s.corp.rd.iter().enumerate() {
                if !s.corp.rd[..i]
                    .iter()
                    .any(|&e| s.card(e).def == s.card(c).def)
                {
                    out.push(Action::new(ActionKind::Mode).card(c).target(OTB_FIND));
                }
            }
        }
        _ => s.offer_installs_among(&[data as u8], InstallOffer::Any, out),
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match (n, a.kind) {
        (OTB_USE, ActionKind::Mode) if s.spend_agenda_counter(card) => {
            s.look_through_rd();
            if s.corp.rd.is_empty() {
                s.shuffle_zone(Zone::Rd);
            } else {
                s.push_choice(card, OTB_FIND, 0);
            }
        }
        (OTB_FIND, ActionKind::Mode) if s.card(a.card).zone == Zone::Rd => {
            // Revealed as it is found.
            s.card_mut(a.card).known = 3;
            // Revealed: nothing is hidden by asking only when it can be installed.
            s.ask_choice(card, OTB_INSTALL, a.card as u32);
        }
        (OTB_INSTALL, ActionKind::Install) => {
            if let Some(placed) = s.install_corp_ignoring_costs(a.card, a.server) {
                s.card_mut(placed).known = 3;
            }
            s.shuffle_zone(Zone::Rd);
        }
        (OTB_INSTALL, _) => s.reveal_found_to_hq(data as u8),
        _ => {}
    }),
    choice_name: Some(|_, _, n| match n {
        OTB_USE => "choose",
        OTB_FIND => "search_rd",
        _ => "install_from_hq",
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (OTB_USE, ActionKind::Mode) => Some("Off the Books: 1 agenda counter: search R&D".into()),
        (OTB_USE, ActionKind::Pass) => Some("Off the Books: keep the agenda counter".into()),
        (OTB_FIND, ActionKind::Mode) => Some(format!(
            "Off the Books: find and reveal {}",
            s.card_name(viewer, a.card)
        )),
        (OTB_INSTALL, ActionKind::Install) => Some(format!(
            "Off the Books: install {} in {} at no cost",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        (OTB_INSTALL, ActionKind::Pass) => Some("Off the Books: add the card to HQ".into()),
        _ => None,
    }),
    ..card("35071")
};

/// Advancement counters Syailendra needs for its encounter ability.
const SYAILENDRA_ADVANCED: u8 = 3;
/// Credits its second subroutine takes from the Runner.
const SYAILENDRA_LOSS: u16 = 2;

/// Syailendra: ice the Corp can advance; encountered with 3 advancement counters or more, the
/// Corp may place an advancement counter on an installed card it can advance; its subroutines
/// do the same, make the Runner lose 2 credits, and do 1 net damage.
const SYAILENDRA: CardBehavior = CardBehavior {
    advanceable: true,
    can_advance: Some(|_, _| true),
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Damage(DamageKind::Net, 1)],
    sub_text: &[
        "The Corp may place 1 advancement counter on an installed card it can advance.",
        "The Runner loses 2 credits.",
    ],
    triggers_on: Some(|s, card, event| {
        event == Event::Encountered(card) && s.card(card).advancement >= SYAILENDRA_ADVANCED
    }),
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.ask_choice(ice, 0, 0);
        } else {
            s.runner_lose_credits(SYAILENDRA_LOSS);
        }
    }),
    // "You may": any installed card the Corp can advance, or none.
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            if cards::can_advance(s, c) {
                out.push(Action::new(ActionKind::Advance).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Advance && s.card(a.card).installed() {
            s.place_advancement_counters(a.card, 1);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Advance => Some(format!(
            "Syailendra: place 1 advancement counter on {}",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Syailendra: place no advancement counter".into()),
    }),
    ..card("35076")
};

// ----- 35073 Plutus -----

/// `Step::Choice` kinds (`n`) of Plutus: the transaction operation of Archives to play (or
/// none), and its removal from the game once it has resolved (`data`: the operation; never a
/// decision). Kinds `REZ_COST_CHOOSE` and `REZ_COST_HQ_TRASH` are its additional rez cost's.
const PLUTUS_PLAY: u8 = 0;
const PLUTUS_REMOVE: u8 = 1;
/// The HQ cards revealed and trashed as its other additional rez cost.
const PLUTUS_HQ_TRASH: u8 = 3;

/// Plutus: as an additional cost to rez it, the Corp forfeits 1 agenda or reveals and trashes
/// 3 cards from HQ, its choice (`effects/rez_costs.rs`); as the Corp's turn begins it may play 1
/// transaction operation from Archives paying its costs, which is then removed from the game
/// (`effects/play_from.rs`, as Petty Cash). Asked whenever Archives holds a card: whether the
/// Corp is asked must not tell the Runner what facedown Archives hold.
const PLUTUS: CardBehavior = CardBehavior {
    additional_rez_cost: "forfeit an agenda, or reveal and trash 3 cards from HQ",
    rez_cost_options: &[
        cards::RezCostOption::ForfeitAgenda,
        cards::RezCostOption::RevealTrashHq(PLUTUS_HQ_TRASH),
    ],
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Corp)),
    resolve_trigger: Some(|s, card, _| s.ask_pile_pick(card, PLUTUS_PLAY, 0, false)),
    legal_choices: Some(|s, card, n, _, out| match n {
        PLUTUS_PLAY => {
            let archives = &s.corp.archives;
            s.offer_distinct_picks(
                archives,
                |c| {
                    s.cdef(c).subtypes & cards::TRANSACTION != 0
                        && s.can_play_operation_by_effect(c)
                },
                out,
            );
            out.push(Action::new(ActionKind::Pass));
        }
        PLUTUS_REMOVE => {}
        _ => s.legal_rez_cost(card, n, out),
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match n {
        PLUTUS_PLAY => {
            if a.kind == ActionKind::Mode
                && s.card(a.card).zone == Zone::Archives
                && s.can_play_operation_by_effect(a.card)
            {
                s.play_operation_by_effect(a.card, Some((card, PLUTUS_REMOVE)));
            }
        }
        PLUTUS_REMOVE => s.remove_after_play(data as u8),
        _ => s.resolve_rez_cost(card, n, data, a),
    }),
    choice_name: Some(|_, _, n| {
        crate::effects::rez_cost_choice_name(n).unwrap_or(crate::cards::CHOOSE_CARD)
    }),
    choice_label: Some(|s, viewer, card, n, a| match (n, a.kind) {
        (PLUTUS_PLAY, ActionKind::Mode) => Some(format!(
            "Plutus: play {} from Archives (then remove it from the game)",
            s.card_name(viewer, a.card)
        )),
        (PLUTUS_PLAY, _) => Some("Plutus: play no operation from Archives".into()),
        (crate::effects::REZ_COST_HQ_TRASH, _) => Some(format!(
            "Plutus: reveal and trash {} from HQ to rez it",
            s.card_name(viewer, a.card)
        )),
        (_, ActionKind::Mode) if a.card == card => {
            Some("Plutus: reveal and trash 3 cards from HQ to rez it".into())
        }
        (_, ActionKind::Mode) => Some(format!(
            "Plutus: forfeit {} to rez it",
            s.card_name(viewer, a.card)
        )),
        _ => None,
    }),
    ..card("35073")
};
