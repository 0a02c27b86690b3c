"""Labels and titles leak nothing, for any code of the action space (DESIGN.md, "Hidden
information is first-class"): what a side reads through ``Game.label_for``, ``Game.action`` and
``Action.card_title`` is the same in every state it cannot tell apart, ``Game.determinize``
(the cards it has not seen redealt).
"""

from __future__ import annotations

import random

import pytest

from nr_fast import NUM_ACTIONS, STARTER_DECKS, Deck, Game

CORPS, RUNNERS = STARTER_DECKS[:4], STARTER_DECKS[4:]


def _views(game: Game, side: str) -> list[object]:
    """Everything `side` reads about every code: its labels, and as the decider the actions."""
    out: list[object] = [game.label_for(code, side) for code in range(NUM_ACTIONS)]
    if game.current_side == side:
        for code in range(NUM_ACTIONS):
            a = game.action(code)
            out.append((a.label, a.card_title))
    return out


@pytest.mark.parametrize("corp", CORPS)
@pytest.mark.parametrize("runner", RUNNERS)
def test_labels_and_titles_of_every_code_survive_a_redeal(corp: str, runner: str) -> None:
    seed = CORPS.index(corp) * 3 + RUNNERS.index(runner)
    rng = random.Random(seed)
    game = Game(Deck.starter(corp), Deck.starter(runner), seed=seed)
    checked = 0
    for step in range(400):
        if game.is_over:
            break
        if step in (40, 120, 250, 380):
            for side in ("corp", "runner"):
                other = game.determinize(side, seed=step)
                mine, theirs = _views(game, side), _views(other, side)
                for i, (x, y) in enumerate(zip(mine, theirs)):
                    assert x == y, f"{side} reads entry {i} differently after a redeal: {x!r}"
                checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked >= 2


def test_a_play_code_for_the_top_card_of_rd_names_nothing() -> None:
    # Such a code used to be labelled with the title of the card, wherever it was.
    game = Game(seed=3)
    top = game.state()["corp"]["rd"][0]
    code = next(
        c
        for c in range(NUM_ACTIONS)
        if (a := game.action(c)).kind == "play" and a.card == top["id"]
    )
    for side in ("corp", "runner"):
        label = game.label_for(code, side)
        assert label == "play a hidden card"
        assert top["title"] not in label
    assert game.action(code).card_title is None


def test_legal_actions_still_name_the_deciders_own_cards() -> None:
    game = Game(seed=3)
    game.do("keep")
    game.do("keep")
    assert game.current_side == "corp" and game.decision == "action"
    hand = set(game.observation("corp")["corp"]["hq"])
    titles = {a.card_title for a in game.legal_actions() if a.kind in ("play", "install")}
    assert titles and None not in titles and titles <= hand
    labels = [a.label for a in game.legal_actions() if a.kind in ("play", "install")]
    assert all(any(t in label for t in hand if t) for label in labels), labels
