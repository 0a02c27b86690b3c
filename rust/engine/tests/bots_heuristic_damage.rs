//! HeuristicBot scenarios of the System Gateway decks (issue 14): the Runner keeps out of
//! flatlines against net damage (Karuna, unbreakable damage ice), the Corp mulligans a hand
//! without ice and installs agendas rather than discarding them from a full HQ.

mod common;
mod sg_jinteki;

use common::*;
use nr_engine::{Action, ActionKind, Bot, CardType, DeckList, GameState, HeuristicBot, Side};
use sg_jinteki::*;

/// What the heuristic bot (seed 1) chooses now.
fn choice(g: &GameState) -> Action {
    HeuristicBot::new(1).choose(g, &g.legal_actions())
}

/// A run on HQ through a rezzed Karuna, stopped at the jack-out Karuna's first subroutine
/// offers, with `cards` in the grip before the run.
fn karuna_jack_out(corp_id: &str, cards: usize) -> GameState {
    let corp = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Karuna", "rezzed": true}]}}"#;
    let mut g = position("runner", corp_id, corp, &grip(cards));
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(
        g.runner.grip.len(),
        cards - 2,
        "the first subroutine's damage"
    );
    g
}

// 004 Runner tree 2 (damage matters when the grip is small): the second subroutine's 2 net
// damage would flatline a grip of 2, or leave a grip of 1: jack out.
#[test]
fn runner_jacks_out_of_karuna_before_the_second_subroutine_flatlines_it() {
    for cards in [4, 5] {
        let g = karuna_jack_out(HB, cards);
        assert_eq!(
            choice(&g),
            Action::new(ActionKind::JackOut),
            "{cards} cards"
        );
    }
}

// With cards to spare the Runner stays in for the server.
#[test]
fn runner_stays_in_karuna_with_cards_to_spare() {
    let g = karuna_jack_out(HB, 9);
    assert_eq!(choice(&g).kind, ActionKind::Pass);
}

// Against a net-damage Corp (Jinteki) the Runner keeps a larger grip: with 4 cards left it
// will not go down to 2.
#[test]
fn runner_keeps_a_larger_grip_against_jinteki() {
    let g = karuna_jack_out(RH, 6);
    assert_eq!(choice(&g), Action::new(ActionKind::JackOut));
    let g = karuna_jack_out(HB, 6);
    assert_eq!(choice(&g).kind, ActionKind::Pass);
}

// 004 Runner tree 1: a server behind ice whose damage the rig cannot break (no killer for
// Karuna's 4 net damage) is not worth a flatline: with 3 cards the Runner does not run it.
#[test]
fn runner_does_not_run_into_unbreakable_damage_with_a_small_grip() {
    let corp = r#""hq": ["Hedge Fund", "Hedge Fund"], "credits": 10,
        "servers": {"hq": {"ice": [{"title": "Karuna", "rezzed": true}]}}"#;
    let runner = join(&grip_of("Docklands Pass", 3), r#""credits": 5"#);
    let g = position("runner", HB, corp, &runner);
    let hq_run = Action::new(ActionKind::Run).server(HQ);
    assert!(legal(&g, ActionKind::Run).contains(&hq_run));
    assert_ne!(choice(&g), hq_run);
}

// Issue 5 (sensible keep): a Corp hand without ice is taken again (HQ and R&D would be open on
// the Runner's first turn); a hand with ice is kept.
#[test]
fn corp_mulligans_a_hand_without_ice() {
    let corp = DeckList::starter("sg-syndicate").unwrap();
    let runner = DeckList::starter("sg-catalyst").unwrap();
    let (mut with_ice, mut without) = (0, 0);
    for seed in 0..40 {
        let g = GameState::new(&corp, &runner, seed).unwrap();
        assert_eq!(g.decision_name(), "mulligan");
        assert_eq!(g.current_side(), Some(Side::Corp));
        let ice = g
            .corp
            .hq
            .iter()
            .any(|&c| g.cards[c as usize].def().card_type == CardType::Ice);
        let expected = if ice {
            with_ice += 1;
            ActionKind::Keep
        } else {
            without += 1;
            ActionKind::Mulligan
        };
        assert_eq!(choice(&g).kind, expected, "seed {seed}");
    }
    assert!(with_ice > 0 && without > 0, "{with_ice} {without}");
}

// A full HQ would discard an agenda to Archives at the end of the turn, open to any run there:
// the Corp installs one instead.
#[test]
fn corp_installs_an_agenda_rather_than_discard_it() {
    let agendas = ["\"Offworld Office\""; 8].join(", ");
    let corp = format!(r#""hq": [{agendas}], "credits": 6"#);
    let g = position("corp", HB, &corp, "");
    assert_eq!(g.decision_name(), "action");
    let a = choice(&g);
    assert_eq!(a.kind, ActionKind::Install);
    assert_eq!(g.cards[a.card as usize].def().title, "Offworld Office");
}
