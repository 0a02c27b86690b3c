"""The text seat for language-model agents (nr_fast.text_seat): the prompt names no hidden card,
and replies are read back into actions (issue 12, "A board that reads like a table")."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from nr_fast import STARTER_DECKS, Deck, Game, text_seat
from nr_fast.commands import CommandError
from nr_fast.text_seat import numbered_actions, parse_reply, prompt

CORPS, RUNNERS = STARTER_DECKS[:4], STARTER_DECKS[4:]


def _redeal_differences(make: Callable[[Game, str], str], corp: str, runner: str) -> list[str]:
    """Play a random game; at several states compare each side's prompt with the prompt of the
    same side in a redeal of what it has not seen (Game.determinize). Return the differences."""
    seed = CORPS.index(corp) * 3 + RUNNERS.index(runner)
    rng = random.Random(seed)
    game = Game(Deck.starter(corp), Deck.starter(runner), seed=seed)
    differences, checked = [], 0
    for step in range(300):
        if game.is_over:
            break
        if step % 25 == 7:
            for side in ("corp", "runner"):
                mine = make(game, side)
                for redeal in (step, step + 1000):
                    theirs = make(game.determinize(side, seed=redeal), side)
                    if mine != theirs:
                        differences.append(f"{side} at step {step}")
                checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked >= 4
    return differences


@pytest.mark.parametrize("corp", CORPS)
@pytest.mark.parametrize("runner", RUNNERS)
def test_no_hidden_title_reaches_a_sides_prompt(corp: str, runner: str) -> None:
    # Hidden information is first-class (DESIGN.md): the prompt is the same in every state the
    # side cannot tell apart from this one.
    assert _redeal_differences(prompt, corp, runner) == []


def test_a_planted_leak_is_caught() -> None:
    # The check can fail: a prompt that also names the Corp's hand (hidden from the Runner)
    # differs after a redeal of the Runner's unseen cards.
    def leaky(game: Game, side: str) -> str:
        hq = game.state()["corp"]["hq"]
        return prompt(game, side) + " ".join(str(c) for c in hq)

    assert _redeal_differences(leaky, "weyland", "criminal") != []


def test_the_prompt_shows_the_board_and_the_numbered_actions() -> None:
    game = Game(Deck.starter("weyland"), Deck.starter("criminal"), seed=7)
    text = prompt(game, "corp")
    assert text.startswith("You play the Corp in a game of Android: Netrunner.")
    assert "Weyland Consortium" in text and "Gabriel Santiago" in text
    first = game.legal_actions()[0].label
    assert f"It is your decision. Your legal actions:\n1. {first}\n" in text
    assert text.endswith("Answer with the number of one action.\n")
    waiting = prompt(game, "runner")
    assert "The Corp is deciding now; you have nothing to choose." in waiting
    assert "1. keep" not in waiting
    with pytest.raises(ValueError, match="side"):
        prompt(game, "nobody")


def test_replies_are_read_as_numbers_labels_or_commands() -> None:
    game = Game.scenario(
        {
            "corp": {"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund"]},
            "runner": {
                "identity": 'Kate "Mac" McCaffrey: Digital Tinker',
                "grip": ["Corroder"],
                "stack": ["Sure Gamble"],
            },
            "active": "runner",
        }
    )
    actions = [a for _n, a in numbered_actions(game)]
    credit = next(a.code for a in actions if a.kind == "click_credit")
    draw = next(a.code for a in actions if a.kind == "click_draw")
    hq = next(a.code for a in actions if a.kind == "run" and a.server == "hq")
    first = actions[0].code
    assert parse_reply(game, "1") == first
    assert parse_reply(game, " 1. \n") == first
    assert parse_reply(game, "Action 1: whatever") == first
    assert parse_reply(game, "**1**") == first
    assert parse_reply(game, game.action(credit).label) == credit
    assert parse_reply(game, game.action(credit).label.upper()) == credit
    assert parse_reply(game, f"I will take '{game.action(draw).label}' now") == draw
    assert parse_reply(game, "run hq") == hq
    assert parse_reply(game, "run on hq") == hq
    assert parse_reply(game, f"I pick {actions.index(game.action(hq)) + 1}, I think") == hq
    for bad, message in [
        ("", "empty"),
        ("0", "out of range"),
        ("999", "out of range"),
        ("99999999999999999999", "out of range"),
        ("let me think", "cannot tell"),
        ("maybe 2, maybe 3", "cannot tell"),
    ]:
        with pytest.raises(CommandError, match=message):
            parse_reply(game, bad)
    with pytest.raises(TypeError):
        parse_reply(game, 3)  # type: ignore[arg-type]


def test_a_whole_game_through_the_text_seat() -> None:
    rng = random.Random(5)
    game = Game(Deck.starter("nbn"), Deck.starter("anarch"), seed=5)
    while not game.is_over:
        side = game.current_side
        assert side is not None
        text = text_seat.prompt(game, side, recent=5)
        count = text.count("\n", text.index("Your legal actions:"))
        assert count >= len(game.legal_actions())
        game.apply(parse_reply(game, str(rng.randint(1, len(game.legal_actions())))))
    assert "The game is over" in prompt(game, "corp")
    with pytest.raises(CommandError, match="game is over"):
        parse_reply(game, "1")
