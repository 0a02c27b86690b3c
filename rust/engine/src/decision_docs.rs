//! The decisions table of docs/actions.md (issue 24, "one question, one decision"), generated
//! from the engine: one row per name of `DECISION_NAMES` (every name
//! `GameState::decision_name` can give), the action kinds it offers, and the implemented cards
//! that ask it, read from the card table. Tests check that the table is complete: every name
//! has a row, every name a card gives its own choice is listed, and every decision and action
//! kind met in random games of every pool is documented (tests/distinct_labels.rs).

use crate::actions::ActionKind;
use crate::cards;
use crate::deck::DeckList;
use crate::state::GameState;

use ActionKind::*;

/// One decision as docs/actions.md describes it.
#[derive(Clone, Copy, Debug)]
pub struct DecisionDoc {
    /// The name `GameState::decision_name` gives it.
    pub name: &'static str,
    /// Who decides.
    pub who: &'static str,
    /// When it is asked (Rules Reference entries, card effects).
    pub when: &'static str,
    /// Every action kind it can offer.
    pub kinds: &'static [ActionKind],
    /// What the kinds mean here, where it needs saying.
    pub note: &'static str,
}

const fn doc(
    name: &'static str,
    who: &'static str,
    when: &'static str,
    kinds: &'static [ActionKind],
    note: &'static str,
) -> DecisionDoc {
    DecisionDoc {
        name,
        who,
        when,
        kinds,
        note,
    }
}

/// Every decision: each name of `DECISION_NAMES` but its last, `other`, and `break_more`.
pub const DECISION_DOCS: &[DecisionDoc] = &[
    doc("none", "nobody", "the game is over", &[], "no legal action"),
    doc(
        "mulligan",
        "Corp, then Runner",
        "Setup step 5",
        &[Keep, Mulligan],
        "",
    ),
    doc(
        "action",
        "active player",
        "Corp [2.2], Runner [1.6]",
        &[
            ClickCredit,
            ClickDraw,
            Install,
            Play,
            Advance,
            TrashResource,
            Purge,
            Ability,
            Run,
            RemoveTag,
            Rez,
            Score,
        ],
        "click actions (see \"Action kinds\"); `rez` and `score` are also offered here",
    ),
    doc(
        "paid_ability_window",
        "priority player",
        "every 🔄 window: turn steps [1.2], [2.1], after each action, [3.2]/[2.2], run steps \
         [2.1], [5.1], [5.3]",
        &[Pass, Rez, Score, Ability],
        "`rez` (Corp, non-ice, where allowed), `score` (Corp, its own turn), `ability` (paid \
         abilities)",
    ),
    doc(
        "rez_ice",
        "Corp",
        "run step [2.3]",
        &[Pass, Rez, Ability],
        "`rez` (the approached ice, or a non-ice card)",
    ),
    doc(
        "encounter",
        "Runner",
        "run step [3.1]",
        &[Pass, Break, Ability, Rez],
        "`break` (`card` = a breaker, or the bioroid ice itself: lose a click), `ability` \
         (icebreaker strength, paid abilities)",
    ),
    doc(
        "jack_out",
        "Runner",
        "run steps [2.2] (not at the first ice) and [5.2]",
        &[Pass, JackOut],
        "`pass` (continue)",
    ),
    doc(
        "access",
        "Runner",
        "[5.5], when several cards could be accessed next",
        &[Access],
        "",
    ),
    doc(
        "trash_or_steal",
        "Runner",
        "[5.5.2]; an agenda with an additional cost to steal (Red Herrings)",
        &[Trash, Score, Pass, Ability],
        "`trash` (pay the trash cost), `score` (pay the additional cost and steal), `ability` \
         (an access ability)",
    ),
    doc("discard", "active player", "[3.1] / [2.1]", &[Discard], ""),
    doc(
        "trace_corp",
        "Corp",
        "\"Trace\"",
        &[Bid],
        "any amount: see \"Amounts\"",
    ),
    doc(
        "trace_runner",
        "Runner",
        "\"Trace\", after the Corp's bid",
        &[Bid],
        "any amount: see \"Amounts\"",
    ),
    doc(
        "install_trash",
        "Corp",
        "\"Install\" step 3 (also installs that ignore costs)",
        &[Trash, Pass],
        "`trash` (a card already in the destination)",
    ),
    doc(
        "memory",
        "Runner",
        "\"Install\" step 3: installing a program while another program is installed; \
         \"Memory Limit\": installed programs exceed a lowered limit",
        &[Trash, Pass],
        "`trash` (a program); `pass` (done) only when installing, once the new program fits",
    ),
    doc(
        "mode",
        "card's owner (Runner for Data Raven)",
        "a card offers numbered modes (`target`), e.g. Infiltration (0 gain 2 credits, 1 expose), \
         Femme Fatale's encounter (0 pay and bypass, 1 do not), Data Raven (0 take a tag, 1 end \
         the run); the card-named modes are in the card table below. As the Corp's turn begins, \
         if its deck holds Subliminal Messaging, the Corp is asked every turn: mode 0 of each \
         copy in Archives that may return, or `pass`; only `pass` when none may, so that the \
         decision does not give away a facedown copy",
        &[Mode, Pass],
        "`pass` at the turn's beginning, or declining where a card's choice is optional",
    ),
    doc(
        "amount",
        "card's owner",
        "an amount the player chooses: X of a card, \"up to\" and \"any number\" amounts",
        &[Bid],
        "see \"Amounts\"",
    ),
    doc(
        "break_more",
        "Runner",
        "one use of a break ability that breaks up to N subroutines (Battering Ram: 2) has \
         broken one",
        &[Break, Pass],
        "`break` (another subroutine, same breaker, no further cost), `pass` (stop)",
    ),
    doc(
        "choose_card",
        "card's owner",
        "a card's effect chooses a card",
        &[Mode, Install, Trash, Pass],
        "`mode` (`card` = the chosen card); `install` where the chosen card is installed \
         (Modded, Rabbit Hole, Pantograph), `trash` where it is trashed (Aesop's Pawnshop, \
         Carnivore); `pass` where the choice is optional",
    ),
    doc(
        "prevent_damage",
        "Runner",
        "damage about to be suffered, a prevent ability usable (\"Prevent\", \"Damage\")",
        &[Ability, Pass],
        "",
    ),
    doc(
        "prevent_trash",
        "Runner",
        "an installed program or hardware about to be trashed, a prevent ability usable",
        &[Ability, Pass],
        "",
    ),
    doc("expose", "Runner", "an expose effect", &[Expose], ""),
    doc(
        "rez_ice_free",
        "Corp",
        "Priority Requisition scored",
        &[Rez, Pass],
        "",
    ),
    doc(
        "prevent_expose",
        "Corp",
        "a card would be exposed (\"Prevent\"; Zaibatsu Loyalty)",
        &[Pass, Rez, Ability],
        "`pass` (the card is exposed), `rez` (Zaibatsu Loyalty), `ability` (0: pay 1, 1: trash \
         it; prevents)",
    ),
    doc(
        "place_advancement",
        "Corp",
        "a card places advancement tokens on a card of the Corp's choice",
        &[Advance, Pass],
        "`advance` (the card that gets the token(s); no click or credit spent), `pass` where \
         optional (Shipment from Kaguya)",
    ),
    doc(
        "arrange",
        "Corp",
        "Precognition",
        &[Order],
        "`order` (the card to put next, from the top of R&D down)",
    ),
    doc(
        "order_triggers",
        "trigger controller",
        "several different conditional abilities met at once (\"Trigger Steps\")",
        &[Order],
        "",
    ),
    doc(
        "replace_access",
        "Runner",
        "[5.4]-[5.5], a replacement for accessing (or breaching) is available",
        &[Mode, Pass],
        "`mode` (`card` = the card, `target` 0; an amount may be chosen next); `pass` (access \
         as usual) is not offered when the replacement is not optional (Security Testing)",
    ),
    doc(
        "rez_or_trash",
        "Corp",
        "Forged Activation Orders",
        &[Rez, Trash],
        "`rez` (paying)",
    ),
    doc(
        "run_server",
        "Runner",
        "a run event chooses its server",
        &[Run],
        "`run` (`server`)",
    ),
    doc(
        "avoid_tags",
        "Runner",
        "tags are about to be taken and a card can avoid some",
        &[Ability, Pass],
        "",
    ),
    doc(
        "prevent_meat_damage",
        "Runner",
        "meat damage is about to be dealt and a card can prevent some",
        &[Ability, Pass],
        "`ability` (`target` = damage prevented, 1 up to 3)",
    ),
    doc(
        "host",
        "Runner",
        "\"Install\" step 2, the card could be hosted (\"Host\")",
        &[Install, Pass],
        "`install` (`card` = the host), `pass` (in the rig itself, when no host is required)",
    ),
    doc(
        "trash_programs",
        "Corp",
        "subroutines and abilities that trash programs",
        &[Trash, Pass],
        "`trash` (a program; chosen ones are trashed together at the end)",
    ),
    doc(
        "install_looked_ice",
        "Corp",
        "Accelerated Beta Test scored",
        &[Install, Pass],
        "`install` (free, rezzed), `pass` (trash the rest)",
    ),
    doc(
        "install_from_hq",
        "Corp",
        "Shipment from MirrorMorph",
        &[Install, Pass],
        "",
    ),
    doc(
        "archives_to_hq",
        "Corp",
        "a card adds a card from Archives to HQ",
        &[Mode, Pass],
        "`mode` (`card` = the Archives card)",
    ),
    doc(
        "choose_ice",
        "card's owner",
        "a card's effect chooses an ice",
        &[Mode, Pass],
        "`mode` (`card` = the ice)",
    ),
    doc(
        "search_rd",
        "Corp",
        "a card searches R&D",
        &[Mode, Pass],
        "`mode` (`card` = the R&D card)",
    ),
    doc(
        "forfeit_agenda",
        "Corp",
        "rezzing a card with an agenda to forfeit as (part of) its cost: Archer; Biawak and \
         Plutus, which offer another way to pay",
        &[Mode],
        "`mode` (`card` = the agenda to forfeit); `mode` on the rezzed card itself, `target` = \
         the other way to pay (Biawak: its full rez cost; Plutus: reveal and trash 3 cards from HQ)",
    ),
    doc(
        "trash_ice",
        "Corp",
        "Security Subcontract used",
        &[Mode],
        "`mode` (`card` = the rezzed ice)",
    ),
    doc(
        "choose",
        "card's owner",
        "a card's own choice with no name of its own",
        &[Mode, Pass],
        "`mode` (`target` = the option)",
    ),
    doc(
        "archives_to_rd",
        "Corp",
        "a card shuffles cards from Archives into R&D",
        &[Mode, Pass],
        "`mode` (`card` = the Archives card), `pass` (no more)",
    ),
    doc(
        "card_to_install",
        "Corp",
        "a card installs a card of the Corp's choice",
        &[Mode, Install, Pass],
        "`mode` (`card` = the card), then `install` (where it goes: License Acquisition)",
    ),
    doc(
        "funhouse",
        "Runner",
        "Funhouse's encounter ability, and its subroutine",
        &[Mode],
        "`mode` (`target`: on encounter 0 take 1 tag, 1 let the run end; for the subroutine \
         2 pay 4 credits, 3 take 1 tag)",
    ),
    doc(
        "ice_to_install",
        "Corp",
        "a card installs ice from HQ or Archives",
        &[Install, Pass],
        "`install` (`card`, `server`), `pass` (none)",
    ),
    doc(
        "install_where",
        "Corp",
        "where the card chosen to install goes, or where a moved upgrade goes (Lotus Haze)",
        &[Install],
        "`install` (`server`)",
    ),
    doc(
        "place_counters",
        "card's owner",
        "a card places counters on a card of its owner's choice",
        &[Mode, Pass],
        "`mode` (`card` = the card that gets them)",
    ),
    doc(
        "shuffle_into_rd",
        "Corp",
        "a card shuffles a card of the Corp's choice into R&D",
        &[Mode, Pass],
        "`mode` (`card` = the card)",
    ),
    doc(
        "trash_from_hq",
        "Corp",
        "a card makes the Corp trash cards from HQ (sabotage N, Cacophony: or from the top of R&D)",
        &[Trash, Mode, Pass],
        "`trash` (`card` = the HQ card); `mode` (sabotage: the rest from the top of R&D)",
    ),
    doc(
        "trash_program_or_hardware",
        "Corp",
        "a subroutine trashes a program or a piece of hardware",
        &[Trash, Pass],
        "`trash` (`card` = the installed card)",
    ),
    doc(
        "trash_resource",
        "Corp",
        "a card trashes a resource",
        &[Trash, Pass],
        "`trash` (`card` = the resource)",
    ),
    doc(
        "trash_runner_card",
        "Corp",
        "a subroutine trashes an installed Runner card",
        &[Trash, Pass],
        "`trash` (`card` = the installed card)",
    ),
    doc(
        "choose_server",
        "card's owner",
        "a card chooses a server for later (Security Testing, as the Runner's turn begins)",
        &[Run, Pass],
        "`run` (`server` = the server chosen; no run is made), `pass` (no server)",
    ),
    doc(
        "program_to_host",
        "Corp",
        "a card hosts a program on itself",
        &[Mode, Pass],
        "`mode` (`card` = the program)",
    ),
    doc(
        "rez_bioroid",
        "Corp",
        "a card rezzes ice at a lower cost (a bioroid: Architects of Tomorrow; any: Mycoweb)",
        &[Rez, Pass],
        "`rez` (`card` = the ice)",
    ),
    doc(
        "subroutine_to_resolve",
        "Corp",
        "a subroutine or operation resolves a subroutine of an ice",
        &[Mode, Pass],
        "`mode` (`card` = the ice, `target` = its subroutine, 0-based); `pass` where resolving \
         one is optional (Unleash)",
    ),
];

/// A state to ask cards for the names of their choices (which depend on no state).
fn any_state() -> GameState {
    GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 0)
        .expect("the default decks make a game")
}

/// The documentation of decision `name`, if it has one.
pub fn decision_doc(name: &str) -> Option<&'static DecisionDoc> {
    DECISION_DOCS.iter().find(|d| d.name == name)
}

/// The implemented cards that ask decision `name`, by title: the cards whose own choices
/// (`Step::Choice`) carry that name, those that replace accessing (`replace_access`), and
/// those that ask for an amount (`amount`).
pub fn cards_asking(name: &str) -> Vec<&'static str> {
    let g = any_state();
    let mut out: Vec<&'static str> = Vec::new();
    for d in cards::card_table().iter().filter(|d| d.implemented) {
        let Some(rules) = d.rules else { continue };
        let asks = match name {
            "replace_access" => rules.access_replacements.is_some(),
            "amount" => rules.amount_range.is_some(),
            // A card's own choices: its kinds `n` are small numbers (the name given to a kind
            // it does not use may be listed too).
            _ => {
                rules.legal_choices.is_some()
                    && (0..8u8).any(|n| rules.choice_name.map_or("choose", |f| f(&g, 0, n)) == name)
            }
        };
        if asks && !out.contains(&d.title) {
            out.push(d.title);
        }
    }
    out
}

/// The decisions table of docs/actions.md, as Markdown.
pub fn decisions_markdown() -> String {
    let mut out = String::from(
        "| decision | who | when (Rules Reference) | legal kinds | cards that ask it |\n\
         |---|---|---|---|---|\n",
    );
    for d in DECISION_DOCS {
        let mut kinds = d
            .kinds
            .iter()
            .map(|k| format!("`{}`", k.name()))
            .collect::<Vec<_>>()
            .join(", ");
        if !d.note.is_empty() {
            if kinds.is_empty() {
                kinds = d.note.to_string();
            } else {
                kinds = format!("{kinds}: {}", d.note);
            }
        }
        let asking = cards_asking(d.name).join(", ");
        out.push_str(&format!(
            "| `{}` | {} | {} | {kinds} | {asking} |\n",
            d.name, d.who, d.when
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::DECISION_NAMES;

    const BEGIN: &str = "<!-- decisions:begin (generated by the engine: decision_docs.rs) -->\n";
    const END: &str = "<!-- decisions:end -->";

    #[test]
    fn every_decision_name_has_one_row() {
        use std::collections::BTreeSet;
        let documented: Vec<&str> = DECISION_DOCS.iter().map(|d| d.name).collect();
        let set: BTreeSet<&str> = documented.iter().copied().collect();
        assert_eq!(set.len(), documented.len(), "a decision has two rows");
        // `break_more` (legal.rs) has no slot of its own in the tensor's one-hot (it reads as
        // `other` there); every other name the engine gives is in DECISION_NAMES.
        let mut names: BTreeSet<&str> = DECISION_NAMES[..DECISION_NAMES.len() - 1]
            .iter()
            .copied()
            .collect();
        names.insert("break_more");
        assert_eq!(set, names);
    }

    #[test]
    fn every_name_a_card_gives_its_choice_is_a_decision_name() {
        let g = any_state();
        for d in cards::card_table().iter().filter(|d| d.implemented) {
            let Some(f) = cards::choice_name_of(d) else {
                continue;
            };
            for n in 0..8u8 {
                let name = f(&g, 0, n);
                assert!(
                    decision_doc(name).is_some(),
                    "{}: decision {name:?} is not documented",
                    d.title
                );
            }
        }
    }

    #[test]
    fn docs_actions_md_lists_every_decision_as_the_engine_describes_it() {
        // UPDATE_DOCS=1 rewrites the table.
        let table = decisions_markdown();
        crate::labels::check_generated_section(BEGIN, END, &table, "decisions table");
    }
}
