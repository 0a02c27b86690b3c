//! Vantage Point: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, CardType};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, ARCHIVES, FLAG_USED_THIS_TURN, HQ, MAX_SERVERS, RD};
use crate::waits;

/// Every Vantage Point Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    VIC,
    BORROWED_GOODS,
    KOMPROMAT,
    ROTARY,
    BAKER,
    SELL_OUT,
    UNDERDOME_IRREGULARS,
    TAILGATE,
];

/// Whether `server` exists and is protected by ice (Kompromat's target).
fn has_ice(s: &GameState, server: u8) -> bool {
    (server as usize) < MAX_SERVERS && !s.corp.servers[server as usize].ice.is_empty()
}

/// Kompromat's Corp choice: take 1 bad publicity (`Mode` on Kompromat, target 0).
const KOMPROMAT_BAD_PUBLICITY: u8 = 0;
/// Kompromat's Corp choice: derez this piece of ice (`Mode` on the ice, target 1).
const KOMPROMAT_DEREZ: u8 = 1;

/// Kompromat: a run on a server protected by ice; when a successful run ends, the Corp derezzes
/// a piece of ice protecting that server or takes 1 bad publicity. Then removed from the game.
const KOMPROMAT: CardBehavior = CardBehavior {
    actions: &[
        mode(
            KOMPROMAT_BAD_PUBLICITY,
            "Kompromat: the Corp takes 1 bad publicity",
            "",
        ),
        mode(
            KOMPROMAT_DEREZ,
            "Kompromat: the Corp derezzes ice protecting the attacked server",
            "",
        ),
    ],
    // Card text: only a server protected by ice.
    can_play: Some(|s, _| (0..MAX_SERVERS as u8).any(|v| has_ice(s, v))),
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    run_servers: Some(|s, _, server| has_ice(s, server)),
    // Card text: "when that run ends, if it was successful" (a delayed conditional ability);
    // the event is then removed from the game rather than trashed.
    run_ends: Some(|s, card| {
        if let Some(r) = s.run {
            if r.successful {
                s.push_choice(card, 0, r.server as u32);
            }
        }
        s.remove_from_game(card);
    }),
    chooser: Some(|_, _, _| Side::Corp),
    // "Unless they derez": the Corp may derez any rezzed ice protecting the attacked server,
    // or take the bad publicity (its only option with none rezzed).
    legal_choices: Some(|s, card, _, server, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(KOMPROMAT_BAD_PUBLICITY),
        );
        if let Some(srv) = s.corp.servers.get(server as usize) {
            for &ice in &srv.ice {
                if s.card(ice).rezzed {
                    out.push(
                        Action::new(ActionKind::Mode)
                            .card(ice)
                            .target(KOMPROMAT_DEREZ),
                    );
                }
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.target == KOMPROMAT_DEREZ {
            s.derez(action.card);
        } else {
            s.take_bad_publicity(1);
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|s, _, _, _, a| {
        Some(if a.target == KOMPROMAT_DEREZ {
            format!("Kompromat: derez {}", s.cdef(a.card).title)
        } else {
            "Kompromat: take 1 bad publicity".into()
        })
    }),
    ..card("36010")
};

/// Borrowed Goods: 1 more memory; as it is installed, the Runner takes 1 tag unless already
/// tagged.
const BORROWED_GOODS: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    // Card text: "if you are not tagged", checked as the ability resolves.
    resolve_trigger: Some(|s, _, _| {
        if s.runner.tags == 0 {
            s.push(Step::Tags(1));
        }
    }),
    ..card("36013")
};

/// Virtual Intelligence, P.I.: once per turn, a click and 1 credit draw 1 card and remove 1
/// tag.
const VIC: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "draw 1 card and remove 1 tag",
        "click, 1 credit (once per turn)",
    )],
    click_abilities: Some(|s, card, clicks, out| {
        if clicks >= 1
            && s.card(card).flags & FLAG_USED_THIS_TURN == 0
            && s.runner_credits_for(Spend::Ability(card)) >= 1
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.pay_runner(Spend::Ability(card), 1);
        // Card text, in order: the draw, then the tag (none to remove: nothing happens).
        s.remove_tags(1);
        s.push(Step::Draw(Side::Runner, 1));
    }),
    ..card("36009")
};

/// Credits the Corp pays to trash Rotary.
const ROTARY_TRASH_COST: u16 = 2;

/// Rotary: a console with 1 more memory; on each breach of HQ or R&D the Runner may take 1 tag
/// to access 1 more card; while the Runner is tagged, the Corp may spend a click and 2 credits
/// to trash it.
const ROTARY: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "Rotary: take 1 tag to access 1 additional card", "1 tag"),
        ability(
            0,
            "the Corp trashes Rotary (only while the Runner is tagged)",
            "click, 2 credits",
        ),
    ],
    memory: Some(|_, _| 1),
    // Card text: "whenever you breach HQ or R&D", before the first access.
    breach: Some(|s, card, server| {
        if server == HQ || server == RD {
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|_, card, _, _, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Mode {
            // The tag is a cost: it cannot be avoided (Rules Reference, "Costs").
            s.take_tags(1);
            if let Some(r) = s.run.as_mut() {
                r.deck_accesses = r.deck_accesses.saturating_add(1);
            }
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(if a.kind == ActionKind::Mode {
            "Rotary: take 1 tag to access 1 additional card".into()
        } else {
            "Rotary: access no additional card".into()
        })
    }),
    // Card text: "only the Corp can use this ability, and only if the Runner is tagged".
    opponent_click_abilities: Some(|s, card, clicks, out| {
        if clicks >= 1 && s.runner.tags > 0 && s.corp.credits >= ROTARY_TRASH_COST {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.corp.credits -= ROTARY_TRASH_COST;
        s.trash(card);
    }),
    ..card("36014")
};

/// Baker: a click runs Archives, once per turn; about to approach Archives, 1 credit from
/// stealth cards changes the attacked server to HQ or R&D, which the Runner approaches instead.
const BAKER: CardBehavior = CardBehavior {
    actions: &[
        ability(0, "run Archives", "click (once per turn)"),
        mode(
            HQ,
            "Baker: approach HQ instead of Archives",
            "1 credit from stealth cards",
        ),
        mode(
            RD,
            "Baker: approach R&D instead of Archives",
            "1 credit from stealth cards",
        ),
    ],
    click_abilities: Some(|s, card, clicks, out| {
        if clicks >= 1 && s.card(card).flags & FLAG_USED_THIS_TURN == 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.card_mut(card).flags |= FLAG_USED_THIS_TURN;
        s.start_run_by(card, ARCHIVES);
    }),
    // Card text: "when you would approach Archives (after passing all ice)", optional, paid
    // only with credits from stealth cards.
    run_would_approach_server: Some(|s, card| {
        if s.run.is_some_and(|r| r.server == ARCHIVES)
            && s.stealth_credits_for(Spend::Ability(card)) >= 1
        {
            s.push_choice(card, 0, 0);
        }
    }),
    legal_choices: Some(|_, card, _, _, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(HQ));
        out.push(Action::new(ActionKind::Mode).card(card).target(RD));
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, card, _, _, action| {
        if action.kind != ActionKind::Mode {
            return;
        }
        s.pay_stealth(Spend::Ability(card), 1);
        // The attacked server changes: the run is now a run on HQ or R&D.
        if let Some(r) = s.run.as_mut() {
            r.server = action.target;
        }
    }),
    choice_name: Some(|_, _, _| "mode"),
    choice_label: Some(|_, _, _, _, a| {
        Some(match (a.kind, a.target) {
            (ActionKind::Mode, HQ) => "Baker: approach HQ instead of Archives".into(),
            (ActionKind::Mode, _) => "Baker: approach R&D instead of Archives".into(),
            _ => "Baker: approach Archives".into(),
        })
    }),
    ..card("36015")
};

/// Sell Out: whether `c` is an installed resource of the Runner.
fn installed_resource(s: &GameState, c: u8) -> bool {
    s.card(c).zone == crate::state::Zone::Rig && s.cdef(c).card_type == CardType::Resource
}

/// Sell Out: as an additional cost, trash an installed resource; gain 4 credits and draw 2.
const SELL_OUT: CardBehavior = CardBehavior {
    // Card text: the additional cost must be payable.
    can_play: Some(|s, _| s.runner.rig.iter().any(|&c| installed_resource(s, c))),
    play: Some(|s, card| {
        // Pushed in reverse: the cost (the trash), then the credits, then the cards.
        s.push(Step::Draw(Side::Runner, 2));
        s.push(Step::Gain(Side::Runner, 4));
        s.push_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        for &c in &s.runner.rig {
            if installed_resource(s, c) {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
    }),
    // A cost: it cannot be prevented.
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Trash && installed_resource(s, action.card) {
            s.trash_now(action.card);
        }
    }),
    choice_name: Some(|_, _, _| crate::cards::CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!("Sell Out: trash {}", s.card_name(viewer, a.card)))
    }),
    ..card("36011")
};

/// Underdome Irregulars' modes.
const UNDERDOME_DRAW: u8 = 0;
const UNDERDOME_TAG: u8 = 1;

/// Underdome Irregulars: as the Runner's action phase ends, if ice was rezzed this turn, draw 2
/// cards or remove 1 tag; if none was, it is trashed.
const UNDERDOME_IRREGULARS: CardBehavior = CardBehavior {
    actions: &[
        mode(UNDERDOME_DRAW, "Underdome Irregulars: draw 2 cards", ""),
        mode(UNDERDOME_TAG, "Underdome Irregulars: remove 1 tag", ""),
    ],
    triggers_on: Some(|_, _, event| event == Event::ActionPhaseEnds(Side::Runner)),
    resolve_trigger: Some(|s, card, _| {
        if s.turn_flags.ice_rezzed {
            s.push(Step::ChooseMode(card));
        } else {
            s.trash(card);
        }
    }),
    legal_modes: Some(|s, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(UNDERDOME_DRAW),
        );
        // Removing a tag with none would change nothing.
        if s.runner.tags > 0 {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(UNDERDOME_TAG),
            );
        }
    }),
    resolve_mode: Some(|s, _, m| {
        if m == UNDERDOME_TAG {
            s.remove_tags(1);
        } else {
            s.push(Step::Draw(Side::Runner, 2));
        }
    }),
    ..card("36016")
};

/// Tailgate: a run on HQ costing 1 credit less per piece of ice protecting HQ; if successful, 2
/// more cards are accessed from HQ.
const TAILGATE: CardBehavior = CardBehavior {
    own_play_cost: Some(|s, _| -(s.corp.servers[HQ as usize].ice.len() as i32)),
    play: Some(crate::cards::run_event::<HQ>),
    extra_accesses: Some(crate::cards::extra_accesses_if_successful::<HQ, 2>),
    ..card("36012")
};
