//! Action labels (issue 12, "Self-describing actions"): every label says what the action does,
//! in words, with its cost ("Corroder: +1 strength (1 credit)", "Corroder: break 'End the run.'
//! on Ice Wall (1 credit)", "continue the run"). A label is read by a viewer and names only what
//! that viewer knows (DESIGN.md, "Hidden information is first-class"): a card's title, what its
//! abilities and subroutines do and what they cost appear only for cards the viewer has seen.
//! Where a label shows an index, it is the action's `target` value (0-based).

use crate::actions::{server_name, Action, ActionKind, NONE};
use crate::cards::{self, CardType};
use crate::engine::{RunStep, Step, TraceEffect, Window};
use crate::observe::counted;
use crate::side::Side;
use crate::state::GameState;

/// The label of action `a` at the pending decision, as `viewer` may read it (see
/// [`GameState::label_for`]).
pub(crate) fn label_for(g: &GameState, viewer: Side, a: &Action) -> String {
    probe!(Label, "label");
    let l = Labeler { g, viewer };
    let label = l.decision_label(a).unwrap_or_else(|| l.kind_label(a));
    // A decision a card makes names that card (issue 24): "Spin Doctor: shuffle ...".
    match g.decision_card() {
        Some(src) => {
            let name = l.name(src);
            // An identity may be named by the part of its title before the colon.
            let short = name.split(": ").next().unwrap_or(&name);
            if label.contains(short) {
                label
            } else {
                format!("{name}: {label}")
            }
        }
        None => label,
    }
}

/// One viewer's labels of one state.
struct Labeler<'a> {
    g: &'a GameState,
    viewer: Side,
}

impl Labeler<'_> {
    /// Whether the viewer has seen card `c`. Whatever a label says about a card's definition
    /// (title, type, abilities, costs) depends only on cards the viewer has seen, for any action
    /// (legal or not): a label reads the same in every state the viewer cannot tell apart
    /// (`determinize`). The deciding side sees the cards it decides with (its hand, its
    /// installed cards, accessed cards): the engine marks them known to it.
    fn shown(&self, c: u8) -> bool {
        (c as usize) < self.g.cards.len() && self.g.card(c).known_to(self.viewer)
    }

    /// How the viewer may name card `c`.
    fn name(&self, c: u8) -> String {
        self.g.card_name(self.viewer, c)
    }

    /// "Title: what it does (cost)".
    fn with_cost(title: &str, does: &str, cost: &str) -> String {
        if cost.is_empty() {
            format!("{title}: {does}")
        } else {
            format!("{title}: {does} ({cost})")
        }
    }

    /// Labels that depend on the pending decision; `None` where the kind's own label fits.
    fn decision_label(&self, a: &Action) -> Option<String> {
        let g = self.g;
        let card = || self.name(a.card);
        let step = g.stack.last().copied()?;
        Some(match (step, a.kind) {
            (Step::ChooseHost(c), ActionKind::Install) => {
                // A host's own discount (Hackerspace): the cost there, for a card the viewer
                // may see.
                // Any code may be labelled: the card id is checked first.
                if (a.card as usize) < g.cards.len()
                    && self.shown(c)
                    && cards::hosted_install_discount_now(g, a.card) > 0
                {
                    let cost = g.runner_install_cost_on(c, a.card);
                    return Some(format!(
                        "install {} hosted on {} ({})",
                        self.name(c),
                        card(),
                        counted(cost, "credit")
                    ));
                }
                format!("install {} hosted on {}", self.name(c), card())
            }
            (Step::ChooseHost(c), ActionKind::Pass) => {
                format!("install {} in the rig (no host)", self.name(c))
            }
            (Step::ChooseAmount { source, so_far }, ActionKind::Bid) => {
                let name = self.name(source);
                if a.amount == crate::amount::AMOUNT_CONTINUE {
                    return Some(format!(
                        "add 255 to the amount for {name} (so far {so_far}), choose more"
                    ));
                }
                let x = so_far.saturating_add(a.amount as u16);
                if self.shown(source) {
                    if let Some(l) = cards::amount_label(g, source, x) {
                        return Some(l);
                    }
                }
                format!("choose {x} for {name}")
            }
            (Step::ChooseServer(c), ActionKind::Run) => {
                format!("run on {} with {}", server_name(a.server), self.name(c))
            }
            (Step::AccessCard(c), _) => return self.access_label(c, a),
            // A card's own modes (Infiltration, Snare!, Data Raven, Femme Fatale...).
            (Step::ChooseMode(c) | Step::RunnerMode(c), ActionKind::Mode) if c == a.card => {
                self.card_mode_label(a)
            }
            (Step::DiscardAbilities(_), ActionKind::Mode) => self.card_mode_label(a),
            (Step::DiscardAbilities(Side::Corp), ActionKind::Pass) => {
                "use no more abilities of cards in Archives".into()
            }
            (Step::DiscardAbilities(Side::Runner), ActionKind::Pass) => {
                "use no more abilities of cards in the heap".into()
            }
            (Step::Run(RunStep::ReplaceAccess), ActionKind::Mode) => self.card_mode_label(a),
            (Step::Run(RunStep::ReplaceAccess), ActionKind::Pass) => "access cards as usual".into(),
            (Step::Run(RunStep::JackOut), ActionKind::Pass) => "continue the run".into(),
            (Step::Window(w), ActionKind::Pass) => self.window_pass(w),
            (Step::BreakMore { breaker, .. }, ActionKind::Break) => {
                let what = self.sub_words(a.target);
                if self.shown(breaker) {
                    format!(
                        "{}: also break {what} (no further cost)",
                        self.name(breaker)
                    )
                } else {
                    format!("also break {what} with {}", self.name(breaker))
                }
            }
            (Step::BreakMore { breaker, .. }, ActionKind::Pass) => {
                format!("break no more subroutines with {}", self.name(breaker))
            }
            (Step::ExposePrevent(c), ActionKind::Pass) => {
                format!("do not prevent it: {} is exposed", self.name(c))
            }
            (Step::RezIceFree, ActionKind::Pass) => "rez no ice".into(),
            (Step::RezIceFree, ActionKind::Rez) => format!("rez {} at no cost", card()),
            (Step::RezOrTrash(_), ActionKind::Rez) => self.rez_label(a.card),
            (Step::RezOrTrash(_), ActionKind::Trash) => format!("trash {} (do not rez)", card()),
            (
                Step::CorpInstall { card: c, .. } | Step::CorpInstallRezzed { card: c, .. },
                ActionKind::Trash,
            ) => format!("trash {} to make room for {}", card(), self.name(c)),
            (
                Step::CorpInstall { card: c, .. } | Step::CorpInstallRezzed { card: c, .. },
                ActionKind::Pass,
            ) => format!("trash nothing more and install {}", self.name(c)),
            (
                Step::RunnerInstall { card: c } | Step::InstallDiscounted { card: c, .. },
                ActionKind::Trash,
            ) => format!("trash {} to free memory for {}", card(), self.name(c)),
            (
                Step::RunnerInstall { card: c } | Step::InstallDiscounted { card: c, .. },
                ActionKind::Pass,
            ) => format!("trash nothing more and install {}", self.name(c)),
            (Step::TrashForMemory, ActionKind::Trash) => {
                format!("trash {} (over the memory limit)", card())
            }
            (Step::AvoidTags(n), ActionKind::Pass) => {
                format!("do not avoid: take {}", counted(n.into(), "tag"))
            }
            (Step::PreventDamage { kind, amount, .. }, ActionKind::Pass) => {
                let kind = format!("{kind:?}").to_lowercase();
                format!("do not prevent: take {amount} {kind} damage")
            }
            (Step::PreventMeatDamage(n), ActionKind::Pass) => {
                format!("do not prevent: take {n} meat damage")
            }
            (Step::PreventTrash(c), ActionKind::Pass) => {
                format!("do not prevent: {} is trashed", self.name(c))
            }
            (Step::Choice { source, n, .. }, _) => return self.card_choice(source, n, a),
            (Step::PlaceAdvancement(n), ActionKind::Advance) => format!(
                "place {} on {}",
                counted(n.into(), "advancement token"),
                card()
            ),
            (Step::Arrange { .. }, ActionKind::Order) => {
                format!("put {} next from the top of R&D", card())
            }
            (Step::Order(_), ActionKind::Order) => {
                format!("resolve the ability of {} first", card())
            }
            (Step::TraceCorp { base, so_far, .. }, ActionKind::Bid) => {
                if a.amount == crate::amount::AMOUNT_CONTINUE {
                    return Some(format!(
                        "add 255 to the trace bid (so far {so_far}), choose more"
                    ));
                }
                let bid = so_far.saturating_add(a.amount as u16);
                format!(
                    "spend {} on the trace: strength {} (base {base})",
                    counted(bid.into(), "credit"),
                    base as u32 + bid as u32
                )
            }
            (
                Step::TraceRunner {
                    strength,
                    so_far,
                    effect,
                },
                ActionKind::Bid,
            ) => {
                if a.amount == crate::amount::AMOUNT_CONTINUE {
                    return Some(format!(
                        "add 255 to the trace bid (so far {so_far}), choose more"
                    ));
                }
                let bid = so_far.saturating_add(a.amount as u16);
                let link = cards::link(g) + bid as u32;
                let result = if link >= strength as u32 {
                    "the trace fails".to_string()
                } else {
                    format!("the trace succeeds: {}", trace_effect(effect))
                };
                format!(
                    "spend {} on the trace: link {link} against strength {strength}, {result}",
                    counted(bid.into(), "credit")
                )
            }
            _ => return None,
        })
    }

    /// The pass of a paid ability window, by where it happens.
    fn window_pass(&self, w: Window) -> String {
        let g = self.g;
        let runner = w.priority == Side::Runner;
        if w.encounter {
            if !runner {
                return "pass priority (the encounter goes on)".into();
            }
            let ice = g.run.map_or(NONE, |r| r.encounter);
            if ice == NONE || !self.shown(ice) {
                return "done breaking: end the encounter".into();
            }
            let broken = g.run.map_or(0, |r| r.broken);
            let n = g.encounter_sub_count(ice);
            let unbroken = (0..n).filter(|i| broken & (1 << i) == 0).count() as u32;
            if unbroken == 0 {
                "done breaking: every subroutine is broken, end the encounter".into()
            } else {
                format!(
                    "done breaking: let {} of {} fire",
                    counted(unbroken, "unbroken subroutine"),
                    self.name(ice)
                )
            }
        } else if w.ice != NONE {
            if runner {
                format!("continue the run: the Corp may rez {}", self.name(w.ice))
            } else {
                format!("do not rez {}", self.name(w.ice))
            }
        } else if w.in_run {
            if runner {
                "continue the run".into()
            } else {
                "pass priority (the run goes on)".into()
            }
        } else {
            "pass priority".into()
        }
    }

    /// The options for an accessed card: steal, trash, or leave it.
    fn access_label(&self, c: u8, a: &Action) -> Option<String> {
        let g = self.g;
        let known = self.shown(c);
        let agenda = known && g.cdef(c).card_type == CardType::Agenda;
        Some(match a.kind {
            ActionKind::Score => {
                let cost = if known { cards::steal_cost(g, c) } else { 0 };
                let clicks = if known {
                    cards::steal_clicks(g.cdef(c)) as u32
                } else {
                    0
                };
                match (cost, clicks) {
                    (0, 0) => format!("steal {}", self.name(c)),
                    (_, 0) => format!("steal {} ({})", self.name(c), counted(cost, "credit")),
                    (0, _) => format!("steal {} ({})", self.name(c), counted(clicks, "click")),
                    _ => format!(
                        "steal {} ({}, {})",
                        self.name(c),
                        counted(cost, "credit"),
                        counted(clicks, "click")
                    ),
                }
            }
            ActionKind::Trash if known => {
                if g.free_access_trash(c) {
                    format!("trash {} (no cost)", self.name(c))
                } else {
                    let cost = g.trash_cost(c).unwrap_or(0);
                    format!("trash {} ({})", self.name(c), counted(cost, "credit"))
                }
            }
            ActionKind::Pass if agenda => format!("leave {} (do not steal it)", self.name(c)),
            ActionKind::Pass => format!("leave {} where it is", self.name(c)),
            _ => return None,
        })
    }

    /// A card's own mode (`a.card` is the card): its words, or a dynamic label.
    fn card_mode_label(&self, a: &Action) -> String {
        if !self.shown(a.card) {
            return format!(
                "choose option (target {}) of {}",
                a.target,
                self.name(a.card)
            );
        }
        if let Some(l) = cards::mode_label(self.g, a.card, a.target) {
            return l;
        }
        let d = self.g.cdef(a.card);
        let title = self.name(a.card);
        match cards::card_action(d, ActionKind::Mode, a.target) {
            Some(x) => Self::with_cost(&title, x.does, x.cost),
            None => format!("{}: option (target {})", title, a.target),
        }
    }

    /// A card's own decision (`Step::Choice`).
    fn card_choice(&self, source: u8, n: u8, a: &Action) -> Option<String> {
        let g = self.g;
        // A card's own wording is asked of every code of the action space, legal or not (issue
        // 24): never of one naming a card that is not in the game.
        let real_card = a.card == NONE || (a.card as usize) < g.cards.len();
        if self.shown(source) && real_card {
            if let Some(l) = cards::choice_label(g, self.viewer, source, n, a) {
                return Some(l);
            }
        }
        let name = cards::choice_name(g, source, n);
        let card = self.name(a.card);
        let src = self.name(source);
        Some(match (name, a.kind) {
            ("trash_programs", ActionKind::Trash) => format!("trash {card} for {src}"),
            ("install_looked_ice", ActionKind::Install) => format!(
                "install {card} protecting {} and rez it (no cost)",
                server_name(a.server)
            ),
            ("install_looked_ice", ActionKind::Pass) => {
                "install no more ice: trash the rest".into()
            }
            ("install_from_hq", ActionKind::Install) => {
                return Some(format!("{} (with {src})", self.install_label(a)))
            }
            ("install_from_hq", ActionKind::Pass) => "install no more cards".into(),
            ("archives_to_hq", ActionKind::Mode) => format!("add {card} from Archives to HQ"),
            ("choose_ice", ActionKind::Mode) => format!("give {card} the strength of {src}"),
            ("search_rd", ActionKind::Mode) => format!("take {card} from R&D into HQ"),
            ("place_advancement", ActionKind::Advance) => {
                format!("place 1 advancement token on {card}")
            }
            ("place_advancement", ActionKind::Pass) => "place no more advancement tokens".into(),
            ("forfeit_agenda", ActionKind::Mode) => format!("forfeit {card} to rez {src}"),
            ("trash_ice", ActionKind::Mode) => format!("trash {card} for {src}"),
            (_, ActionKind::Mode) => format!("choose {card} for {src}"),
            (_, ActionKind::Pass) => format!("choose nothing (more) for {src}"),
            _ => return None,
        })
    }

    /// What subroutine `target` of the encountered ice does, quoted, if the viewer knows the
    /// ice; otherwise a neutral phrase with the target value.
    fn sub_words(&self, target: u8) -> String {
        let g = self.g;
        let ice = g.run.map_or(NONE, |r| r.encounter);
        if ice == NONE || !self.shown(ice) {
            return format!("a subroutine (target {target})");
        }
        // The encounter's subroutines: any gained for it (Stick and Poke) first.
        let words = if g.gained_sub_count(ice) > 0 {
            g.encounter_sub_words(ice, target as usize)
        } else {
            cards::subroutine_words(g.cdef(ice), target as usize)
        };
        if words.is_empty() {
            return format!("a subroutine (target {target})");
        }
        words
    }

    /// A break: with an icebreaker, or with a bioroid's own ability (`a.card` is the ice).
    fn break_label(&self, a: &Action) -> String {
        let g = self.g;
        let what = self.sub_words(a.target);
        if !self.shown(a.card) {
            return format!("break {what} with {}", self.name(a.card));
        }
        let d = g.cdef(a.card);
        let title = self.name(a.card);
        if g.card(a.card).owner == Side::Corp {
            // The ice's own ability (bioroid ice): the Runner loses clicks to break.
            let clicks = cards::click_break_cost(d) as u32;
            let credits = cards::credit_break_cost(d) as u32;
            if credits > 0 {
                return format!(
                    "{}: break {what} (pay {})",
                    title,
                    counted(credits, "credit")
                );
            }
            let per = cards::subs_per_break(d);
            let up_to = if per > 1 {
                format!(", then up to {} more", per - 1)
            } else {
                String::new()
            };
            return format!(
                "{}: break {what}{up_to} (lose {})",
                title,
                counted(clicks, "click")
            );
        }
        let ice = g.run.map_or(NONE, |r| r.encounter);
        let on = if ice != NONE && self.shown(ice) {
            format!(" on {}", self.name(ice))
        } else {
            String::new()
        };
        match cards::breaker_of(d) {
            Some(_) => {
                let per = cards::subs_per_break(d);
                let up_to = if per > 1 {
                    format!(", then up to {} more", per - 1)
                } else {
                    String::new()
                };
                format!(
                    "{}: break {what}{on} ({}{up_to})",
                    title,
                    counted(cards::break_cost(g, a.card), "credit")
                )
            }
            None => format!("{}: break {what}{on}", title),
        }
    }

    /// An ability of `a.card` (click, paid, prevention, avoidance).
    fn ability_label(&self, a: &Action) -> String {
        let g = self.g;
        if !self.shown(a.card) {
            return format!(
                "use an ability (target {}) of {}",
                a.target,
                self.name(a.card)
            );
        }
        let d = g.cdef(a.card);
        let title = self.name(a.card);
        // A strength ability the card words itself (Unity's +X) is labelled from its `actions`.
        let own_words = cards::card_action(d, ActionKind::Ability, 0).is_some();
        if a.target == 0 && !own_words {
            if let Some(b) = cards::breaker_of(d).filter(|b| b.boost_amount > 0) {
                // Its own text, or a card it hosts (GAMEDRAGON Pro), public either way.
                let lasts = if g.boost_lasts_run_now(a.card) {
                    " for the rest of the run"
                } else {
                    ""
                };
                return format!(
                    "{}: +{} strength{lasts} ({})",
                    title,
                    b.boost_amount,
                    counted(cards::boost_cost(g, a.card), "credit")
                );
            }
        }
        let Some(x) = cards::card_action(d, ActionKind::Ability, a.target) else {
            return format!("{}: use an ability (target {})", title, a.target);
        };
        match g.stack.last() {
            // Say what is being protected.
            Some(&Step::PreventTrash(t)) => Self::with_cost(
                &title,
                &format!("prevent {} from being trashed", self.name(t)),
                x.cost,
            ),
            Some(&Step::ExposePrevent(t)) => Self::with_cost(
                &title,
                &format!("prevent {} from being exposed", self.name(t)),
                x.cost,
            ),
            _ => Self::with_cost(&title, x.does, x.cost),
        }
    }

    /// Rezzing `c`, with its cost where the viewer knows the card.
    fn rez_label(&self, c: u8) -> String {
        let g = self.g;
        if !self.shown(c) {
            return format!("rez {}", self.name(c));
        }
        let cost = g.rez_cost(c);
        let mut parts = Vec::new();
        if cost > 0 {
            parts.push(counted(cost, "credit"));
        }
        let extra = cards::additional_rez_cost(g.cdef(c));
        if !extra.is_empty() {
            parts.push(extra.to_string());
        }
        if parts.is_empty() {
            format!("rez {} (no cost)", self.name(c))
        } else {
            format!("rez {} ({})", self.name(c), parts.join(", "))
        }
    }

    /// Installing `a.card` (an action-phase install, or one an effect allows).
    fn install_label(&self, a: &Action) -> String {
        let g = self.g;
        let card = self.name(a.card);
        if a.server == NONE {
            if self.shown(a.card) && g.card(a.card).owner == Side::Runner {
                let cost = g.runner_install_cost(a.card);
                // Cheaper onto a host that discounts it (Hackerspace): both costs.
                let least = g.runner_install_cost_least(a.card);
                if least < cost {
                    return format!(
                        "install {card} ({}, {} onto a host)",
                        counted(cost, "credit"),
                        counted(least, "credit")
                    );
                }
                if cost > 0 {
                    return format!("install {card} ({})", counted(cost, "credit"));
                }
            }
            return format!("install {card}");
        }
        if self.shown(a.card) && g.cdef(a.card).card_type == CardType::Ice {
            // Only for a card the viewer knows: "protecting" (and the ice tax) would tell
            // which hidden card is ice. The tax: 1 credit per ice already protecting it.
            let tax = if (a.server as usize) < g.corp.servers.len() {
                g.corp.servers[a.server as usize].ice.len() as u32
            } else {
                0
            };
            let cost = if tax > 0 {
                format!(" ({})", counted(tax, "credit"))
            } else {
                String::new()
            };
            format!("install {card} protecting {}{cost}", server_name(a.server))
        } else {
            format!("install {card} in {}", server_name(a.server))
        }
    }

    /// The label of `a` from its kind alone (the action phase and plain decisions).
    fn kind_label(&self, a: &Action) -> String {
        let g = self.g;
        let card = || self.name(a.card);
        match a.kind {
            ActionKind::Keep => "keep the starting hand".into(),
            ActionKind::Mulligan => "take a mulligan".into(),
            ActionKind::ClickCredit => "click: gain 1 credit".into(),
            ActionKind::ClickDraw => "click: draw 1 card".into(),
            ActionKind::Install => self.install_label(a),
            // Named only to a viewer who knows the card: before it is played, an operation or
            // event is a hidden card in its owner's hand. Once played it is revealed (Rules
            // Reference, "Operation", "Event") and known to both sides.
            ActionKind::Play => {
                let cost = if self.shown(a.card) {
                    crate::cards::play_cost(g, a.card)
                } else {
                    0
                };
                if cost > 0 {
                    format!("play {} ({})", card(), counted(cost, "credit"))
                } else {
                    format!("play {}", card())
                }
            }
            ActionKind::Advance => format!("advance {} (click, 1 credit)", card()),
            ActionKind::TrashResource => {
                format!(
                    "trash resource {} (click, 2 credits; the Runner is tagged)",
                    card()
                )
            }
            ActionKind::Purge => "purge virus counters (3 clicks)".into(),
            ActionKind::Ability => self.ability_label(a),
            ActionKind::Run => format!("run on {}", server_name(a.server)),
            ActionKind::RemoveTag => "remove 1 tag (click, 2 credits)".into(),
            ActionKind::Pass => "pass".into(),
            ActionKind::JackOut => "jack out".into(),
            ActionKind::Rez => self.rez_label(a.card),
            ActionKind::Score if g.label_side() == Side::Runner => {
                format!("steal {}", card())
            }
            ActionKind::Score => format!("score {}", card()),
            ActionKind::Break => self.break_label(a),
            ActionKind::Trash => format!("trash {}", card()),
            ActionKind::Access => {
                if a.card == NONE {
                    format!("access the next card of {}", server_name(a.server))
                } else {
                    format!("access {}", card())
                }
            }
            ActionKind::Discard => format!("discard {}", card()),
            ActionKind::Bid => {
                if a.amount == crate::amount::AMOUNT_CONTINUE {
                    "add 255 to the bid, choose more".into()
                } else {
                    format!("spend {} on the trace", counted(a.amount.into(), "credit"))
                }
            }
            // A card chosen for an effect (`choose_card`).
            ActionKind::Mode if a.target == NONE || a.target == 0 => format!("choose {}", card()),
            ActionKind::Mode => format!("choose option (target {}) of {}", a.target, card()),
            ActionKind::Expose => format!("expose {}", card()),
            ActionKind::Order => format!("resolve {} first", card()),
        }
    }
}

/// What a successful trace does, in words.
fn trace_effect(effect: TraceEffect) -> String {
    match effect {
        TraceEffect::Tags(n) => format!("the Runner takes {}", counted(n.into(), "tag")),
        TraceEffect::PowerCounter(_) => "a power counter is placed on the ice".into(),
        TraceEffect::DamageAndTags(kind, d, t) => format!(
            "{d} {} damage and {}",
            format!("{kind:?}").to_lowercase(),
            counted(t.into(), "tag")
        ),
        TraceEffect::Damage(kind, d) => {
            format!("{d} {} damage", format!("{kind:?}").to_lowercase())
        }
    }
}

/// The table of every implemented card's abilities and modes, as docs/actions.md shows it
/// (Markdown rows: card, kind, `target`, what it does, cost), generated from the same
/// descriptions the labels use.
pub fn card_actions_markdown() -> String {
    let mut out =
        String::from("| card | kind | target | what it does | cost |\n|---|---|---|---|---|\n");
    for d in cards::card_table().iter().filter(|d| d.implemented) {
        let mut row = |kind: &str, target: &str, does: &str, cost: &str| {
            let cost = if cost.is_empty() { "none" } else { cost };
            // Subroutines are not actions: their row says so.
            let kind = if kind == "subroutine" {
                "(subroutine)".to_string()
            } else {
                format!("`{kind}`")
            };
            out.push_str(&format!(
                "| {} | {kind} | {target} | {does} | {cost} |\n",
                d.title
            ));
        };
        if let Some(b) = cards::breaker_of(d) {
            let lasts = if cards::boost_lasts_run(d) {
                " for the rest of the run"
            } else {
                ""
            };
            let per = cards::subs_per_break(d);
            let subtypes = match b.breaks {
                0 => "any ice".to_string(),
                bits => cards::SUBTYPES
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| bits & (1 << i) != 0)
                    .map(|(_, s)| format!("{s} ice"))
                    .collect::<Vec<_>>()
                    .join(", "),
            };
            let does = if per > 1 {
                format!("break up to {per} subroutines of {subtypes} (one at a time)")
            } else {
                format!("break 1 subroutine of {subtypes}")
            };
            row(
                "break",
                "the subroutine (0 = first)",
                &does,
                &counted(b.break_cost.into(), "credit"),
            );
            // (A strength ability the card words itself is in its `actions` rows: Unity.)
            if b.boost_amount > 0 && cards::card_action(d, ActionKind::Ability, 0).is_none() {
                row(
                    "ability",
                    "0",
                    &format!("+{} strength{lasts}", b.boost_amount),
                    &counted(b.boost_cost.into(), "credit"),
                );
            }
        }
        let clicks = cards::click_break_cost(d);
        let credits = cards::credit_break_cost(d);
        if clicks > 0 || credits > 0 {
            let cost = if credits > 0 {
                counted(credits.into(), "credit")
            } else {
                counted(clicks.into(), "click")
            };
            let does = match cards::subs_per_break(d) {
                1 => "the Runner breaks 1 subroutine of this ice (`card` = the ice)".to_string(),
                n => format!(
                    "the Runner breaks up to {n} subroutines of this ice (`card` = the ice)"
                ),
            };
            row("break", "the subroutine (0 = first)", &does, &cost);
        }
        for x in cards::card_actions(d) {
            row(x.kind.name(), &x.target.to_string(), x.does, x.cost);
        }
        for (i, _) in cards::subroutines(d).iter().enumerate() {
            row(
                "subroutine",
                &i.to_string(),
                &cards::subroutine_text(d, i),
                "fires unless broken",
            );
        }
    }
    out
}

/// Compares the section of docs/actions.md between `begin` and `end` with `table`, the engine's
/// own words (`what` names it in the failure); UPDATE_DOCS=1 rewrites the section instead. One
/// lock: the generated sections share the file, and tests run in parallel.
#[cfg(test)]
pub(crate) fn check_generated_section(begin: &str, end: &str, table: &str, what: &str) {
    static FILE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _held = FILE.lock().unwrap_or_else(|e| e.into_inner());
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/actions.md");
    let text = std::fs::read_to_string(path).expect("docs/actions.md");
    let (Some(b), Some(e)) = (text.find(begin), text.find(end)) else {
        panic!("docs/actions.md has no {begin:?} ... {end:?} section");
    };
    if text[b + begin.len()..e] == *table {
        return;
    }
    if std::env::var_os("UPDATE_DOCS").is_some() {
        let new = format!("{}{}{}", &text[..b + begin.len()], table, &text[e..]);
        std::fs::write(path, new).expect("write docs/actions.md");
    } else {
        panic!("docs/actions.md's {what} is out of date: rerun with UPDATE_DOCS=1\n{table}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BEGIN: &str = "<!-- card-actions:begin (generated by the engine: labels.rs) -->\n";
    const END: &str = "<!-- card-actions:end -->";

    #[test]
    fn docs_actions_md_lists_every_card_action_as_the_engine_describes_it() {
        // docs/actions.md documents every mode and ability of every card (issue 12); the table
        // is the engine's own description, so it cannot drift. UPDATE_DOCS=1 rewrites it.
        check_generated_section(BEGIN, END, &card_actions_markdown(), "card table");
    }
}
