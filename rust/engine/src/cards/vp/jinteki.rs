//! Vantage Point: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{ability, card, CardBehavior, CardType, Sub, CHOOSE_CARD};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES};

/// Every Vantage Point Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    MELIES_U,
    THE_RED_ROOM,
    KNOWLEDGE_SEEKER,
    VICSEK,
    ESCA,
    LIONSMANE,
    CULTIVATE,
    EZAM,
    LOTUS_HAZE,
    UNLEASH,
];

// ----- 36043 Cultivate -----

/// Cards Cultivate looks at.
const CULTIVATE_LOOK: usize = 5;
// `Step::Choice` kinds (`n`) of Cultivate (`data`: how many of the looked-at cards are still
// on top of R&D).
/// The card trashed.
const CULTIVATE_TRASH: u8 = 0;
/// The card added to HQ.
const CULTIVATE_TO_HQ: u8 = 1;

/// The top `k` cards of R&D.
fn rd_top(state: &GameState, k: u32) -> &[u8] {
    let len = state.corp.rd.len();
    &state.corp.rd[len - (k as usize).min(len)..]
}

/// Cultivate: the Corp looks at the top 5 cards of R&D, trashes 1 of them, adds 1 to HQ and
/// puts the rest back in any order.
const CULTIVATE: CardBehavior = CardBehavior {
    // Rules Reference, "Action": not offered with R&D empty.
    could_change_state: Some(|s, _, _, _| !s.corp.rd.is_empty()),
    play: Some(|s, card| {
        let k = s.corp.rd.len().min(CULTIVATE_LOOK);
        for i in s.corp.rd.len() - k..s.corp.rd.len() {
            let c = s.corp.rd[i];
            s.card_mut(c).known |= Side::Corp.bit();
        }
        if k > 0 {
            s.push_choice(card, CULTIVATE_TRASH, k as u32);
        }
    }),
    legal_choices: Some(|s, _, _, k, out| {
        for &c in rd_top(s, k) {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }),
    resolve_card_choice: Some(|s, card, n, k, a| {
        if a.kind != ActionKind::Mode || !rd_top(s, k).contains(&a.card) {
            return;
        }
        let left = k - 1;
        if n == CULTIVATE_TRASH {
            s.trash_now(a.card);
            if left > 0 {
                s.push_choice(card, CULTIVATE_TO_HQ, left);
            }
            return;
        }
        s.add_to_hq(a.card, Zone::Rd, false);
        // The rest, back on top in the order the Corp chooses.
        if left >= 2 {
            s.push(Step::Arrange {
                placed: 0,
                n: left as u8,
            });
        }
    }),
    choice_name: Some(|_, _, _| "choose_card"),
    choice_label: Some(|s, viewer, _, n, a| {
        let name = s.card_name(viewer, a.card);
        Some(if n == CULTIVATE_TRASH {
            format!("Cultivate: trash {name} from the top of R&D")
        } else {
            format!("Cultivate: add {name} to HQ")
        })
    }),
    ..card("36043")
};

// ----- 36041 Lionsmane -----

/// Net damage of each of Lionsmane's subroutines.
const LIONSMANE_DAMAGE: u8 = 2;
/// What Lionsmane's second subroutine asks the Runner to pay.
const LIONSMANE_TOLL: u16 = 3;
/// `Step::Choice` kinds (`n`) of Lionsmane, answered by the Runner: target 0 pays (3 credits,
/// or jacking out), target 1 takes the damage.
const LIONSMANE_PAY: u8 = 0;
const LIONSMANE_JACK_OUT: u8 = 1;

/// Lionsmane: 2 net damage; 2 net damage unless the Runner pays 3 credits; 2 net damage unless
/// the Runner jacks out.
const LIONSMANE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Card(2)],
    sub_text: &[
        "Do 2 net damage.",
        "Do 2 net damage unless the Runner pays 3 credits.",
        "Do 2 net damage unless the Runner jacks out.",
    ],
    resolve_sub: Some(|s, ice, index| match index {
        0 => s.push(Step::Damage(
            crate::engine::DamageKind::Net,
            LIONSMANE_DAMAGE,
        )),
        1 => s.ask_choice(ice, LIONSMANE_PAY, 0),
        _ => s.ask_choice(ice, LIONSMANE_JACK_OUT, 0),
    }),
    chooser: Some(|_, _, _| Side::Runner),
    legal_choices: Some(|s, card, n, _, out| {
        let can_pay =
            s.runner_credits_for(crate::engine::Spend::Other) >= u32::from(LIONSMANE_TOLL);
        if n != LIONSMANE_PAY || can_pay {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_card_choice: Some(|s, _, n, _, a| match (n, a.target) {
        (LIONSMANE_PAY, 0) => s.pay_runner(crate::engine::Spend::Other, LIONSMANE_TOLL),
        // Rules Reference, "Jacking Out": the run ends at once, not successful.
        (_, 0) => s.jack_out(),
        _ => s.push(Step::Damage(
            crate::engine::DamageKind::Net,
            LIONSMANE_DAMAGE,
        )),
    }),
    choice_name: Some(|_, _, _| "choose"),
    choice_label: Some(|_, _, _, n, a| {
        Some(
            match (n, a.target) {
                (LIONSMANE_PAY, 0) => "Lionsmane: pay 3 credits (no damage)",
                (LIONSMANE_PAY, _) => "Lionsmane: do not pay: take 2 net damage",
                (_, 0) => "Lionsmane: jack out (no damage)",
                _ => "Lionsmane: stay in the run: take 2 net damage",
            }
            .into(),
        )
    }),
    ..card("36041")
};

// ----- 36042 Vicsek -----

/// Vicsek: its first subroutine does X net damage and gives X tags, X being the Runner's tags;
/// its second gives 1 tag and trashes Vicsek.
const VICSEK: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "Do X net damage and give the Runner X tags (X: the Runner's tags).",
        "Give the Runner 1 tag; trash this ice.",
    ],
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            // X counted once, as the subroutine resolves; the damage first (card text order):
            // pushed last, resolved first.
            let x = s.runner.tags;
            if x > 0 {
                s.push(Step::Tags(x));
                s.push(Step::Damage(crate::engine::DamageKind::Net, x));
            }
        } else {
            s.trash_now(ice);
            s.push(Step::Tags(1));
        }
    }),
    ..card("36042")
};

// ----- 36038 Esca -----

/// Esca: accessed, the Runner loses 1 credit and, if tagged, takes 1 net damage; accessed in
/// R&D it is revealed.
const ESCA: CardBehavior = CardBehavior {
    accessed: Some(|s, card| {
        if s.card(card).zone == Zone::Rd {
            s.card_mut(card).known = Side::Corp.bit() | Side::Runner.bit();
        }
        s.runner_lose_credits(1);
        if s.runner.tags > 0 {
            s.push(Step::Damage(crate::engine::DamageKind::Net, 1));
        }
    }),
    ..card("36038")
};

// ----- 36040 Knowledge Seeker -----

/// Virus counters at which Knowledge Seeker purges and derezzes itself.
const SEEKER_LIMIT: u8 = 3;
/// Cards Knowledge Seeker's second subroutine arranges.
const SEEKER_ARRANGE: usize = 4;

/// Knowledge Seeker: its subroutines place a virus counter on it, let the Corp arrange the top
/// 4 cards of R&D, and end the run; an encounter with it ending while it hosts 3 or more virus
/// counters purges virus counters and derezzes it.
const KNOWLEDGE_SEEKER: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::EndRun],
    sub_text: &[
        "Place 1 virus counter on this ice.",
        "The Corp looks at the top 4 cards of R&D and arranges them in any order.",
    ],
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.place_virus_counters(ice, 1);
            return;
        }
        // As Precognition: the Corp looks (the Runner learns nothing), then orders them.
        let len = s.corp.rd.len();
        let n = len.min(SEEKER_ARRANGE);
        for i in len - n..len {
            let c = s.corp.rd[i];
            s.card_mut(c).known |= Side::Corp.bit();
        }
        if n >= 2 {
            s.push(Step::Arrange {
                placed: 0,
                n: n as u8,
            });
        }
    }),
    // Card text: "if it has 3 or more": checked as the encounter ends and again as it resolves.
    triggers_on: Some(|s, card, event| {
        event == Event::EncounterEnds(card) && s.card(card).virus >= SEEKER_LIMIT
    }),
    resolve_trigger: Some(|s, card, _| {
        if s.card(card).virus >= SEEKER_LIMIT {
            s.purge_virus_counters();
            s.derez(card);
        }
    }),
    ..card("36040")
};

// ----- 36045 The Red Room -----

/// The Red Room: an upgrade of a central server only. The first time each turn an agenda is
/// scored or stolen it gains 1 power counter; a power counter ends a run against another
/// server.
const THE_RED_ROOM: CardBehavior = CardBehavior {
    actions: &[crate::cards::ability(
        0,
        "end the run (a run against another server)",
        "1 hosted power counter",
    )],
    can_install_in: Some(|server| server <= ARCHIVES),
    // Rules Reference, "Ordinal Events": only the turn's first agenda scored or stolen.
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::Scored(_) | Event::Stolen(_))
            && s.turn_flags.agendas_scored_or_stolen == 0
    }),
    resolve_trigger: Some(|s, card, _| s.place_power_counters(card, 1)),
    paid_abilities: Some(|s, card, _, out| {
        if let Zone::Root(server) = s.card(card).zone {
            if s.card(card).power > 0 && s.run.is_some_and(|r| !r.ended && r.server != server) {
                out.push(Action::new(ActionKind::Ability).card(card).target(0));
            }
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        let c = s.card_mut(card);
        c.power = c.power.saturating_sub(1);
        s.push(Step::EndRun);
    }),
    ..card("36045")
};

// ----- 36036 Méliès U: Only the Brightest -----

// Méliès U's `CardInst::mode`: the copy set for it (its side: 1 HQ, 2 R&D, 3 Archives; 0 none
// set yet), whether it is flipped to that side, and whether the Runner has seen the side set
// since the Corp last set one in secret.
/// The side set for Méliès U (1 to 3; the server it works on is `side - 1`).
const MELIES_SIDE: u8 = 3;
/// Méliès U is flipped to the side set.
const MELIES_FLIPPED: u8 = 4;
/// The Runner has seen the side set (it was flipped since the Corp last set it).
const MELIES_SEEN: u8 = 8;
/// The servers of the sides, for labels.
const MELIES_SERVERS: [&str; 3] = ["HQ", "R&D", "Archives"];

// `Step::Choice` kinds (`n`) of Méliès U.
/// The Corp sets the identity to a copy, in secret.
const MELIES_SET: u8 = 0;
/// The Corp may trash the top card of R&D it looked at.
const MELIES_TRASH_TOP: u8 = 1;
/// The card of Archives the Corp adds to HQ.
const MELIES_ARCHIVES: u8 = 2;

/// Méliès U is flipped: the side set is shown; if that side's server is the one the run in
/// progress attacks, the Corp looks at the top card of R&D and may trash it (card text,
/// sides 1 to 3).
fn melies_flip(state: &mut GameState, card: u8) {
    let m = state.card(card).mode;
    state.card_mut(card).mode = m | MELIES_FLIPPED | MELIES_SEEN;
    let side = m & MELIES_SIDE;
    // Event log: the side shown (public from now on).
    state.log_identity_flipped(card, side);
    let attacked = state.run.map(|r| r.server);
    if side != 0 && attacked == Some(side - 1) {
        if let Some(&top) = state.corp.rd.last() {
            state.card_mut(top).known |= Side::Corp.bit();
            state.push_choice(card, MELIES_TRASH_TOP, 0);
        }
    }
}

/// Méliès U: Only the Brightest: a Jinteki division set in secret to one of three copies, each
/// working on one central server. As the Corp's discard phase ends it sets the copy; a
/// successful run on a central server flips it to show that copy's side, and if the run was on
/// that side's server the Corp looks at the top card of R&D and may trash it to take a card
/// from Archives into HQ; as the Runner's discard phase ends it flips back. Unflipped, it gains
/// the Corp 1 credit as the Runner's action phase ends.
const MELIES_U: CardBehavior = CardBehavior {
    // Card text: the front's abilities work only unflipped; the back's flip-back only flipped.
    triggers_on: Some(|s, card, event| {
        let flipped = s.card(card).mode & MELIES_FLIPPED != 0;
        match event {
            Event::DiscardPhaseEnds(Side::Corp) => !flipped,
            Event::SuccessfulRun(server) => !flipped && server <= ARCHIVES,
            Event::ActionPhaseEnds(Side::Runner) => !flipped,
            Event::DiscardPhaseEnds(Side::Runner) => flipped,
            _ => false,
        }
    }),
    resolve_trigger: Some(|s, card, event| match event {
        // Any copy, the one already set included: asked even then, so that the Runner cannot
        // tell a change from none.
        Event::DiscardPhaseEnds(Side::Corp) => s.push_choice(card, MELIES_SET, 0),
        Event::SuccessfulRun(_) => melies_flip(s, card),
        Event::ActionPhaseEnds(Side::Runner) => s.push(Step::Gain(Side::Corp, 1)),
        Event::DiscardPhaseEnds(Side::Runner) => {
            s.card_mut(card).mode &= !MELIES_FLIPPED;
            s.log_identity_flipped(card, 0);
        }
        _ => {}
    }),
    legal_choices: Some(|s, card, n, _, out| match n {
        MELIES_SET => {
            for side in 1..=3 {
                out.push(Action::new(ActionKind::Mode).card(card).target(side));
            }
        }
        MELIES_TRASH_TOP => {
            if s.corp.rd.last().is_some() {
                out.push(Action::new(ActionKind::Mode).card(card).target(0));
            }
            out.push(Action::new(ActionKind::Pass));
        }
        _ => {
            // Any card of Archives (copies alike in title and face are one choice).
            let arch = &s.corp.archives;
            for (i, &c) in arch.iter().enumerate() {
                let (def, up) = (s.card(c).def, s.card(c).faceup);
                if arch[..i]
                    .iter()
                    .all(|&e| s.card(e).def != def || s.card(e).faceup != up)
                {
                    out.push(Action::new(ActionKind::Mode).card(c).target(0));
                }
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        match n {
            // Set in secret: the Runner no longer knows which copy it is.
            MELIES_SET => s.card_mut(card).mode = a.target & MELIES_SIDE,
            MELIES_TRASH_TOP => {
                let Some(&top) = s.corp.rd.last() else {
                    return;
                };
                s.trash_now(top);
                // Card text: "if you do": the card was trashed, so 1 card of Archives (the
                // trashed one, too) goes to HQ.
                s.ask_choice(card, MELIES_ARCHIVES, 0);
            }
            _ => {
                if s.card(a.card).zone == Zone::Archives {
                    s.add_to_hq(a.card, Zone::Archives, true);
                }
            }
        }
    }),
    choice_name: Some(|_, _, n| match n {
        MELIES_SET => "choose",
        MELIES_TRASH_TOP => "choose",
        _ => "archives_to_hq",
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (MELIES_SET, _) => Some(format!(
            "Melies U: secretly set the identity to its {} copy",
            MELIES_SERVERS[(a.target.clamp(1, 3) - 1) as usize]
        )),
        (MELIES_TRASH_TOP, ActionKind::Pass) => Some("Melies U: leave the top card of R&D".into()),
        (MELIES_TRASH_TOP, _) => {
            let top = s.corp.rd.last().copied();
            Some(match top {
                Some(t) => format!(
                    "Melies U: trash {} from the top of R&D, then add 1 card from Archives to HQ",
                    s.card_name(viewer, t)
                ),
                None => "Melies U: trash the top card of R&D".into(),
            })
        }
        _ => None,
    }),
    // Rules Reference, "Hidden information": unflipped and unseen since it was set, the copy
    // set is the Corp's secret; a redeal for the Runner picks one of the three.
    redeal_secret: Some(|s, card| {
        let m = s.card(card).mode;
        if m & MELIES_SIDE != 0 && m & (MELIES_FLIPPED | MELIES_SEEN) == 0 {
            s.card_mut(card).mode = 1 + s.rand_below(3) as u8;
        }
    }),
    ..card("36036")
};

// ----- 36039 ezaM -----

// `Step::Choice` kinds (`n`) of ezaM: the other ice to swap with; whether the looked-at top
// card of R&D goes to the bottom (`mode` 0) or stays (`pass`).
const EZAM_SWAP: u8 = 0;
const EZAM_BOTTOM: u8 = 1;

/// ezaM's choices.
fn ezam_choices(s: &GameState, card: u8, n: u8, _: u32, out: &mut ActionList) {
    if n == EZAM_SWAP {
        for c in s.installed_ice().filter(|&c| c != card) {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    } else if let Some(&top) = s.corp.rd.last() {
        out.push(Action::new(ActionKind::Mode).card(top).target(0));
        out.push(Action::new(ActionKind::Pass));
    }
}

/// ezaM: a click swaps it with another installed piece of ice; its subroutines let the Corp
/// look at the top card of R&D and put it on the bottom, and give every piece of ice +1
/// strength for the rest of the run.
const EZAM: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "The Corp looks at the top card of R&D and may move it to the bottom.",
        "All ice gets +1 strength until the run is over.",
    ],
    actions: &[ability(
        0,
        "ezaM: swap it with another installed piece of ice",
        "1 click",
    )],
    // Card text: only with another installed piece of ice to swap with.
    click_abilities: Some(|s, card, clicks, out| {
        if clicks >= 1 && s.installed_ice().any(|c| c != card) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| s.ask_choice(card, EZAM_SWAP, 0)),
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            // Card text: the Corp looks at the top card (asked even with one card: whether
            // it moves tells the Runner nothing).
            if let Some(&top) = s.corp.rd.last() {
                s.card_mut(top).known |= Side::Corp.bit();
                s.push_choice(ice, EZAM_BOTTOM, 0);
            }
        } else {
            s.raise_all_ice_this_run(1);
        }
    }),
    legal_choices: Some(ezam_choices),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == EZAM_SWAP {
            s.swap_ice(Side::Corp, card, a.card);
        } else if s.corp.rd.last() == Some(&a.card) {
            let top = s.corp.rd.pop().expect("the top card");
            s.corp.rd.insert(0, top);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == EZAM_SWAP {
            "choose_ice"
        } else {
            CHOOSE_CARD
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(match (n, a.kind) {
            (EZAM_SWAP, _) => format!("ezaM: swap it with {}", s.card_name(viewer, a.card)),
            (_, ActionKind::Mode) => format!(
                "ezaM: put {} on the bottom of R&D",
                s.card_name(viewer, a.card)
            ),
            _ => "ezaM: leave the top card of R&D where it is".into(),
        })
    }),
    ..card("36039")
};

// ----- 36037 Lotus Haze -----

/// Agenda counters Lotus Haze gets when scored.
const LOTUS_COUNTERS: u8 = 3;

/// The moves Lotus Haze offers: each rezzed upgrade to the root of each other existing server,
/// as `install` actions (`card` = the upgrade, `server` = where it goes; not an install: the
/// action space has no other kind naming a card and a server).
fn lotus_moves(s: &GameState, out: &mut crate::actions::ActionList) {
    for c in s.corp_installed() {
        let card = s.card(c);
        if !card.rezzed || card.def().card_type != CardType::Upgrade {
            continue;
        }
        if !matches!(card.zone, Zone::Root(_)) {
            continue;
        }
        for server in s.other_roots_for(c) {
            out.push(Action::new(ActionKind::Install).card(c).server(server));
        }
    }
}

/// Lotus Haze: 3 agenda counters when scored; a paid ability, for 1 of them, moves a rezzed
/// upgrade to the root of another server.
const LOTUS_HAZE: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "move a rezzed upgrade to the root of another server",
        "1 hosted agenda counter",
    )],
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| s.place_agenda_counters(card, LOTUS_COUNTERS)),
    // A paid ability of a scored agenda, whenever the Corp has priority; not offered when no
    // upgrade could move (it could not change the game).
    paid_abilities: Some(|s, card, _, out| {
        if s.card(card).zone == Zone::Score(Side::Corp) && s.card(card).agenda_counters > 0 {
            let mut moves = crate::actions::ActionList::new();
            lotus_moves(s, &mut moves);
            if !moves.is_empty() {
                out.push(Action::new(ActionKind::Ability).card(card).target(0));
            }
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        if s.spend_agenda_counter(card) {
            s.ask_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| lotus_moves(s, out)),
    resolve_card_choice: Some(|s, _, _, _, a| {
        let ok = a.kind == ActionKind::Install
            && (a.card as usize) < s.cards.len()
            && s.card(a.card).rezzed
            && s.other_roots_for(a.card).any(|sv| sv == a.server);
        if ok {
            s.move_to_root(a.card, a.server);
        }
    }),
    choice_name: Some(|_, _, _| "install_where"),
    choice_label: Some(|s, viewer, _, _, a| {
        (a.kind == ActionKind::Install && (a.card as usize) < s.cards.len()).then(|| {
            format!(
                "Lotus Haze: move {} to the root of {}",
                s.card_name(viewer, a.card),
                crate::actions::server_name(a.server)
            )
        })
    }),
    ..card("36037")
};

// ----- 36044 Unleash -----

// `Step::Choice` kinds (`n`) of Unleash: the ice to rez; the subroutine of it to resolve, or
// none (`data`: the ice).
const UNLEASH_REZ: u8 = 0;
const UNLEASH_SUB: u8 = 1;

/// Whether `c` is installed unrezzed ice (Unleash's choices).
fn unrezzed_ice(s: &GameState, c: u8) -> bool {
    matches!(s.card(c).zone, Zone::Ice(_)) && !s.card(c).rezzed
}

/// Unleash: as an additional cost the Runner loses a tag; the Corp rezzes an installed piece of
/// ice ignoring all costs, then may resolve 1 of its subroutines (effects/ice_subs.rs).
const UNLEASH: CardBehavior = CardBehavior {
    // Card text: an additional cost (a tag to remove) must be payable.
    can_play: Some(|s, _| s.runner.tags > 0),
    // Rules Reference, "Action": not offered without unrezzed ice to rez.
    could_change_state: Some(|s, _, _, _| s.installed_ice().any(|c| unrezzed_ice(s, c))),
    play: Some(|s, card| {
        // The additional cost is paid as the operation is played, before its effect.
        s.remove_tags(1);
        s.ask_choice(card, UNLEASH_REZ, 0);
    }),
    legal_choices: Some(|s, _, n, data, out| {
        if n == UNLEASH_REZ {
            for c in s.installed_ice().filter(|&c| unrezzed_ice(s, c)) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
            return;
        }
        let ice = data as u8;
        if matches!(s.card(ice).zone, Zone::Ice(_)) {
            for i in 0..crate::cards::subroutines(s.cdef(ice)).len() {
                out.push(Action::new(ActionKind::Mode).card(ice).target(i as u8));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == UNLEASH_REZ {
            if unrezzed_ice(s, a.card) {
                s.rez(a.card);
                s.push_choice(card, UNLEASH_SUB, a.card as u32);
            }
        } else if a.card as u32 == data && matches!(s.card(a.card).zone, Zone::Ice(_)) {
            s.resolve_subroutine_of(a.card, a.target);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == UNLEASH_REZ {
            "choose_ice"
        } else {
            "subroutine_to_resolve"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        // Subroutines are named only for rezzed ice (public): the label is asked of every code.
        let valid = (a.card as usize) < s.cards.len() && s.card(a.card).rezzed;
        Some(match (n, a.kind) {
            (UNLEASH_REZ, _) => format!("Unleash: rez {} at no cost", s.card_name(viewer, a.card)),
            (_, ActionKind::Mode) if valid => format!(
                "Unleash: resolve {} of {}",
                crate::cards::subroutine_words(s.cdef(a.card), a.target as usize),
                s.card_name(viewer, a.card)
            ),
            _ => "Unleash: resolve no subroutine".into(),
        })
    }),
    ..card("36044")
};
