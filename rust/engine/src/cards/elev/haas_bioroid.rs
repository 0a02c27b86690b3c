//! Elevation: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, subtype, CardBehavior, Sub, CHOOSE_CARD};
use crate::effects::{InstallOffer, TRASH_PROGRAMS};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_USED_THIS_TURN};
use crate::waits;

/// Every Elevation Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    OTTO_CAMPAIGN,
    SCATTER_FIELD,
    NANOMANAGEMENT,
    POETRI,
    LEO_CONSTRUCTION,
    PROJECT_INGATAN,
    BUMI,
    TOP_DOWN_SOLUTIONS,
    AGGRESSIVE_TRENDSETTING,
    HUMANOID_RESOURCES,
    MERCIA,
];

/// Nanomanagement: the Corp gains 2 clicks.
const NANOMANAGEMENT: CardBehavior = CardBehavior {
    play: Some(|s, _| s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2)),
    ..card("35043")
};

/// Credits loaded onto Otto Campaign when it is rezzed.
const OTTO_LOAD: u8 = 6;
/// Credits the Corp takes from Otto Campaign as its turn begins.
const OTTO_TAKE: u16 = 2;

/// Otto Campaign: loaded with 6 credits when rezzed; the Corp takes 2 as each of its turns
/// begins; emptied, it is trashed and the Corp gains 2 clicks.
const OTTO_CAMPAIGN: CardBehavior = CardBehavior {
    waits_for: waits::REZZED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Rezzed(_) => s.place_credits(card, OTTO_LOAD),
        // Card text: "when it is empty, trash it and gain 2 clicks" (this turn's clicks: the
        // turn has begun, its allotted clicks given).
        _ => {
            if s.take_credits_trash_when_empty(Side::Corp, card, OTTO_TAKE) {
                s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2);
            }
        }
    }),
    ..card("35040")
};

/// `Step::Choice` kind (`n`) of Scatter Field's first subroutine: a card of HQ to install, or
/// none.
const SCATTER_INSTALL: u8 = 0;
/// Strength Scatter Field gains as the only ice of its server.
const SCATTER_ALONE: i32 = 4;

/// Scatter Field: +4 strength while it is the only ice protecting its server; its subroutines
/// let the Corp install a card from HQ (paying its costs), then end the run.
const SCATTER_FIELD: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::EndRun],
    sub_text: &["The Corp may install 1 card from HQ."],
    strength_modifier: Some(|s, card, target| {
        if target != card {
            return 0;
        }
        match s.card(card).zone {
            Zone::Ice(server) if s.corp.servers[server as usize].ice.len() == 1 => SCATTER_ALONE,
            _ => 0,
        }
    }),
    // Asked even with nothing to install: whether it is asked must not tell what HQ holds.
    resolve_sub: Some(|s, ice, _| s.push_choice(ice, SCATTER_INSTALL, 0)),
    // As Shipment from MirrorMorph's installs: any card of HQ but operations, where it may go,
    // one offer per title and server; its install cost is paid as usual.
    legal_choices: Some(|s, _, _, _, out| s.offer_installs_from_hq(out)),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Install {
            s.push(Step::CorpInstall {
                card: action.card,
                server: action.server,
            });
        }
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    ..card("35042")
};

/// Poetri's choices (`Step::Choice` kind `n`): a card of the top 3 of R&D to install, or one of
/// HQ.
const POETRI_FROM_RD: u8 = 0;
const POETRI_FROM_HQ: u8 = 1;
/// Cards of R&D Poetri looks at.
const POETRI_LOOK: usize = 3;

/// Poetri Luxury Brands: All the Rage: whenever the Corp scores an agenda it looks at the top 3
/// of R&D and may install a non-agenda among them; whenever an agenda is stolen it may install a
/// non-agenda card from HQ (paying its install cost, as any install).
const POETRI: CardBehavior = CardBehavior {
    triggers_on: Some(|_, _, event| matches!(event, Event::Scored(_) | Event::Stolen(_))),
    // Both asked even with nothing to install: whether the Corp is asked must not tell the
    // Runner what R&D's top or HQ holds.
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => {
            for c in s.top_of_rd(POETRI_LOOK) {
                s.card_mut(c).known |= Side::Corp.bit();
            }
            s.push_choice(card, POETRI_FROM_RD, 0);
        }
        _ => s.push_choice(card, POETRI_FROM_HQ, 0),
    }),
    legal_choices: Some(|s, _, n, _, out| {
        if n == POETRI_FROM_RD {
            s.offer_installs_among(&s.top_of_rd(POETRI_LOOK), InstallOffer::NoAgendas, out);
        } else {
            s.offer_installs_among(&s.corp.hq, InstallOffer::NoAgendas, out);
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Install {
            s.push(Step::CorpInstall {
                card: a.card,
                server: a.server,
            });
        }
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    choice_label: Some(|s, viewer, _, n, a| match a.kind {
        ActionKind::Install => Some(format!(
            "install {} from {} in {} with Poetri",
            s.card_name(viewer, a.card),
            if n == POETRI_FROM_RD { "R&D" } else { "HQ" },
            crate::actions::server_name(a.server)
        )),
        _ => Some("install nothing with Poetri".into()),
    }),
    ..card("35036")
};

const BIOROID: u64 = subtype("Bioroid");

/// The rezzed bioroid cards in the root of or protecting the attacked server (LEO Construction's
/// cost), during a run.
fn leo_bioroids(s: &GameState) -> crate::list::List<u8, 16> {
    let Some(r) = s.run.filter(|r| !r.ended) else {
        return crate::list::List::new();
    };
    let server = &s.corp.servers[r.server as usize];
    server
        .ice
        .iter()
        .chain(server.root.iter())
        .copied()
        .filter(|&c| s.card(c).rezzed && s.cdef(c).subtypes & BIOROID != 0)
        .collect()
}

/// LEO Construction: Labor Solutions: once per turn during a run, the Corp may trash a rezzed
/// bioroid card in the root of or protecting the attacked server to end the run.
const LEO_CONSTRUCTION: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "LEO Construction: end the run",
        "trash a rezzed bioroid of the attacked server",
    )],
    // A paid ability, in any window of a run while a bioroid can pay for it.
    paid_abilities: Some(|s, card, _, out| {
        if s.card(card).flags & FLAG_USED_THIS_TURN == 0 && !leo_bioroids(s).is_empty() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // The cost first (the bioroid to trash), then the run ends.
    use_paid_ability: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.push(Step::EndRun);
        s.ask_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        for c in leo_bioroids(s) {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode {
            s.trash(a.card);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "LEO Construction: trash {} to end the run",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("35035")
};

/// Whether `card`, a scored agenda with an agenda counter, may use its "when your discard phase
/// ends" ability now (Dividends agendas: Project Ingatan and its kind).
fn dividend_ready(s: &GameState, card: u8, event: Event) -> bool {
    event == Event::DiscardPhaseEnds(Side::Corp)
        && s.card(card).zone == Zone::Score(Side::Corp)
        && s.card(card).agenda_counters > 0
}

/// Project Ingatan: Dividends 1; as the Corp's discard phase ends, an agenda counter may install
/// a card from Archives ignoring all costs.
const PROJECT_INGATAN: CardBehavior = CardBehavior {
    triggers_on: Some(|s, card, event| {
        event == Event::Scored(card) || dividend_ready(s, card, event)
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => s.place_dividends(card, 1),
        // Asked whatever Archives holds (its facedown cards are the Corp's secret).
        _ => s.push_choice(card, 0, 0),
    }),
    legal_choices: Some(|s, _, _, _, out| {
        s.offer_installs_among(&s.corp.archives, InstallOffer::Any, out)
    }),
    resolve_card_choice: Some(|s, card, _, _, a| {
        if a.kind == ActionKind::Install
            && s.card(a.card).zone == Zone::Archives
            && s.spend_agenda_counter(card)
        {
            s.install_corp_ignoring_costs(a.card, a.server);
        }
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Install => Some(format!(
            "Project Ingatan: 1 agenda counter: install {} from Archives in {} at no cost",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        _ => Some("Project Ingatan: keep the agenda counter".into()),
    }),
    ..card("35038")
};

const TROJAN: u64 = subtype("Trojan");
/// `Step::Choice` kind (`n`) of Bumi 1.0's rez ability: a trojan program to trash, or none.
const BUMI_TROJAN: u8 = 0;

/// Bumi 1.0: rezzed during a run on its server, the Corp may trash an installed trojan program;
/// the Runner may lose a click to break each subroutine; its subroutines trash a program (the
/// Corp's choice) and do 1 core (brain) damage.
const BUMI: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Damage(DamageKind::Brain, 1)],
    sub_text: &["Trash 1 installed program."],
    // Card text: lose 1 click to break 1 subroutine (Runner only).
    click_break_cost: 1,
    resolve_sub: Some(|s, ice, _| s.choose_programs_to_trash(ice, 1)),
    // Card text: any rez during a run against its server (as Flyswatter's).
    triggers_on: Some(|s, card, event| {
        event == Event::Rezzed(card)
            && s.run.is_some_and(|r| {
                !r.ended && matches!(s.card(card).zone, Zone::Ice(sv) if sv == r.server)
            })
    }),
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, BUMI_TROJAN, 0)),
    legal_choices: Some(|s, _, n, data, out| {
        if n > TRASH_PROGRAMS {
            s.legal_programs_to_trash(data, out);
            return;
        }
        for &c in &s.runner.rig {
            let d = s.cdef(c);
            if d.card_type == crate::cards::CardType::Program && d.subtypes & TROJAN != 0 {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, source, n, data, a| {
        if n > TRASH_PROGRAMS {
            s.resolve_programs_to_trash(source, n, data, a);
        } else if a.kind == ActionKind::Trash && s.card(a.card).zone == Zone::Rig {
            s.trash(a.card);
        }
    }),
    choice_name: Some(|_, _, _| "trash_programs"),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (BUMI_TROJAN, ActionKind::Trash) => Some(format!(
            "Bumi 1.0: trash the trojan {}",
            s.card_name(viewer, a.card)
        )),
        (BUMI_TROJAN, _) => Some("Bumi 1.0: trash no trojan".into()),
        _ => None,
    }),
    ..card("35041")
};

/// Installs Top-Down Solutions offers, one at a time.
const TOP_DOWN_INSTALLS: u32 = 2;

/// Top-Down Solutions: the Corp draws 2 cards, then installs up to 2 cards from HQ one after the
/// other, paying their costs (as Shipment from MirrorMorph; `data`: installs left).
const TOP_DOWN_SOLUTIONS: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        s.push_choice(card, 0, TOP_DOWN_INSTALLS);
        s.push(Step::Draw(Side::Corp, 2));
    }),
    legal_choices: Some(|s, _, _, _, out| s.offer_installs_from_hq(out)),
    resolve_card_choice: Some(|s, source, n, data, a| {
        if a.kind != ActionKind::Install {
            return;
        }
        if data > 1 {
            s.push_choice(source, n, data - 1);
        }
        s.push(Step::CorpInstall {
            card: a.card,
            server: a.server,
        });
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    ..card("35044")
};

// ----- 35037 Aggressive Trendsetting -----

/// Aggressive Trendsetting's Runner modes: spend a click, or let the Corp have one more click
/// next turn.
const TRENDSETTING_SPEND: u8 = 0;
const TRENDSETTING_DECLINE: u8 = 1;

/// Aggressive Trendsetting: while scored, the first time each Runner turn the Runner trashes an
/// installed Corp card, the Runner spends a click or the Corp's next turn has 1 more allotted
/// click (effects/next_turn_clicks.rs). Reading: the Runner trashes a card when it trashes a
/// card it accesses (paying its trash cost or by an access ability).
const AGGRESSIVE_TRENDSETTING: CardBehavior = CardBehavior {
    actions: &[
        mode(
            TRENDSETTING_SPEND,
            "Aggressive Trendsetting: spend a click",
            "1 click",
        ),
        mode(
            TRENDSETTING_DECLINE,
            "Aggressive Trendsetting: keep the click; the Corp's next turn has 1 click more",
            "",
        ),
    ],
    // Rules Reference, "Ordinal Events": only the first such trash of a Runner turn, and only
    // while the agenda is in the Corp's score area.
    triggers_on: Some(|s, card, event| {
        matches!(event, Event::RunnerTrashedInstalled(_))
            && s.active == Side::Runner
            && s.turn_flags.installed_trashed_by_runner == 1
            && s.card(card).zone == Zone::Score(Side::Corp)
    }),
    resolve_trigger: Some(|s, card, _| s.push(Step::RunnerMode(card))),
    legal_modes: Some(|s, card, out| {
        if s.runner.clicks > 0 {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(TRENDSETTING_SPEND),
            );
        }
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(TRENDSETTING_DECLINE),
        );
    }),
    resolve_mode: Some(|s, _, m| {
        if m == TRENDSETTING_SPEND && s.runner.clicks > 0 {
            s.runner.clicks -= 1;
        } else {
            s.adjust_next_turn_clicks(Side::Corp, 1);
        }
    }),
    ..card("35037")
};

// ----- 35039 Humanoid Resources -----

/// `Step::Choice` kinds (`n`) of Humanoid Resources: a card of HQ to install (`data`: installs
/// left), then an operation of HQ to play.
const HUMANOID_INSTALL: u8 = 0;
const HUMANOID_OPERATION: u8 = 1;
/// Credits, cards drawn and installs of its ability.
const HUMANOID_GAIN: u16 = 4;
const HUMANOID_DRAW: u8 = 3;
const HUMANOID_INSTALLS: u32 = 2;

/// Humanoid Resources: 3 clicks and trashing it: the Corp gains 4 credits, draws 3 cards,
/// installs up to 2 cards from HQ one after the other (paying their costs, as Top-Down
/// Solutions), then may play 1 operation from HQ paying its costs (`effects/play_from.rs`).
/// Both asked whenever HQ holds a card: whether the Corp is asked must not tell the Runner what
/// HQ holds; with HQ empty there is nothing to ask.
const HUMANOID_RESOURCES: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "gain 4 credits, draw 3 cards, install up to 2 cards from HQ, then play up to 1 operation from HQ",
        "3 clicks, trash Humanoid Resources",
    )],
    click_abilities: Some(|_, card, clicks, out| {
        if clicks >= 3 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    ability_clicks: Some(|_, _, _| 3),
    use_click_ability: Some(|s, card, _| {
        // The cost: trashing it (with the clicks, already spent).
        s.trash_now(card);
        s.push_choice(card, HUMANOID_OPERATION, 0);
        s.push_choice(card, HUMANOID_INSTALL, HUMANOID_INSTALLS);
        s.push(Step::Draw(Side::Corp, HUMANOID_DRAW));
        s.corp_gain_from(card, HUMANOID_GAIN);
    }),
    legal_choices: Some(|s, _, n, _, out| {
        if s.corp.hq.is_empty() {
            return;
        }
        if n == HUMANOID_INSTALL {
            s.offer_installs_from_hq(out);
            return;
        }
        s.offer_distinct_picks(&s.corp.hq, |c| s.can_play_operation_by_effect(c), out);
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, source, n, data, a| match (n, a.kind) {
        (HUMANOID_INSTALL, ActionKind::Install) if s.card(a.card).zone == Zone::Hq => {
            if data > 1 {
                s.push_choice(source, n, data - 1);
            }
            s.install_corp_paying(a.card, a.server);
        }
        (HUMANOID_OPERATION, ActionKind::Mode)
            if s.card(a.card).zone == Zone::Hq && s.can_play_operation_by_effect(a.card) =>
        {
            s.play_operation_by_effect(a.card, None);
        }
        _ => {}
    }),
    choice_name: Some(|_, _, n| match n {
        HUMANOID_INSTALL => "install_from_hq",
        _ => CHOOSE_CARD,
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (_, ActionKind::Install) => Some(format!(
            "Humanoid Resources: install {} from HQ in {}",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        (HUMANOID_INSTALL, _) => Some("Humanoid Resources: install no more cards".into()),
        (_, ActionKind::Mode) => Some(format!(
            "Humanoid Resources: play {} from HQ",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Humanoid Resources: play no operation".into()),
    }),
    ..card("35039")
};

// ----- 35045 Mercia B4LL4RD -----

/// `Step::Choice` kinds (`n`) of Mercia B4LL4RD: the ice of HQ and its server (or none), then
/// install step 3 for it (`data`: the ice | its server << 8).
const MERCIA_ICE: u8 = 0;
const MERCIA_TRASH: u8 = 1;
/// Credits less the ice's install cost is.
const MERCIA_LESS: u32 = 1;

/// Mercia B4LL4RD: the ice is placed paying 1 credit less, then the upgrade moves to the root of
/// the server that ice protects (`move_to_root`: an emptied remote ceases to exist).
fn mercia_install(s: &mut GameState, mercia: u8, ice: u8, server: u8) {
    let Some(placed) = s.install_corp_paying_less(ice, server, MERCIA_LESS) else {
        return;
    };
    if let (Zone::Ice(to), Zone::Root(_)) = (s.card(placed).zone, s.card(mercia).zone) {
        s.move_to_root(mercia, to);
    }
}

/// Mercia B4LL4RD: as the Corp's action phase ends, it may install 1 ice from HQ paying 1
/// credit less (install step 3 first, as the card's own `install_trash` choice); if it does,
/// this upgrade moves to the root of the server that ice protects. Asked whenever HQ holds a
/// card: whether the Corp is asked must not tell the Runner whether HQ holds ice.
const MERCIA: CardBehavior = CardBehavior {
    triggers_on: Some(|s, card, event| {
        event == Event::ActionPhaseEnds(Side::Corp) && matches!(s.card(card).zone, Zone::Root(_))
    }),
    resolve_trigger: Some(|s, card, _| {
        if !s.corp.hq.is_empty() {
            s.push_choice(card, MERCIA_ICE, 0);
        }
    }),
    legal_choices: Some(|s, _, n, data, out| {
        if n == MERCIA_ICE {
            s.offer_ice_installs_from_hq(out);
        } else {
            s.legal_install_trash_less((data >> 8) as u8, MERCIA_LESS, out);
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if n == MERCIA_ICE {
            if a.kind != ActionKind::Install || s.card(a.card).zone != Zone::Hq {
                return;
            }
            // Install step 3 when ice is already there; otherwise placed at once.
            let mut trash = crate::actions::ActionList::new();
            s.legal_install_trash_less(a.server, MERCIA_LESS, &mut trash);
            if trash.is_empty() {
                mercia_install(s, card, a.card, a.server);
            } else {
                s.push_choice(card, MERCIA_TRASH, a.card as u32 | (a.server as u32) << 8);
            }
            return;
        }
        let (ice, server) = (data as u8, (data >> 8) as u8);
        if a.kind == ActionKind::Trash {
            s.trash(a.card);
            s.push_choice(card, MERCIA_TRASH, data);
        } else if s.card(ice).zone == Zone::Hq {
            mercia_install(s, card, ice, server);
        }
    }),
    choice_name: Some(|_, _, n| match n {
        MERCIA_ICE => "ice_to_install",
        _ => "install_trash",
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (MERCIA_ICE, ActionKind::Install) => Some(format!(
            "Mercia B4LL4RD: install {} from HQ in {} paying 1 credit less, and move there",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        (MERCIA_ICE, _) => Some("Mercia B4LL4RD: install no ice".into()),
        (_, ActionKind::Trash) => Some(format!(
            "Mercia B4LL4RD: trash {} before installing the ice",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Mercia B4LL4RD: install the ice, paying 1 credit less".into()),
    }),
    ..card("35045")
};
