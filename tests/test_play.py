"""`nr-fast play`: a game against a bot in the terminal, end to end, leaking nothing hidden."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from nr_fast import Deck, Game
from nr_fast.interactive import play_interactive

ROOT = Path(__file__).resolve().parent.parent


def _run(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    return subprocess.run(
        [sys.executable, "-m", "nr_fast", "play", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_scripted_session_with_bad_inputs() -> None:
    result = _run(
        "--side runner --opponent heuristic --corp weyland --runner criminal --seed 7".split(),
        "abc\n\n99\n0\n?\nboard\n1\n1\nquit\n",
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "You are the Runner (Gabriel Santiago" in out
    assert "'abc' is not a number" in out
    assert "Type a number from 1 to 2, a command, or ? for help." in out
    assert "99 is out of range" in out
    assert "0 is out of range" in out
    assert "board      show the board again" in out
    # Issue 24: no internal decision names in brackets.
    assert "Your decision:\n    1. keep the starting hand" in out
    assert "Your decision:\n    1. click: gain 1 credit" in out
    assert "Your decision (" not in out
    assert "You left the game." in out
    assert "Traceback" not in result.stderr


def test_end_of_input_ends_politely() -> None:
    result = _run(["--side", "corp", "--opponent", "random", "--seed", "1"], "1\n")
    assert result.returncode == 0, result.stderr
    assert "End of input: leaving the game." in result.stdout
    assert "Traceback" not in result.stderr


class FirstChoice:
    """Input that answers every prompt with the first number shown in `out` (numbers are stable
    between prompts, so "1" is not always among them)."""

    def __init__(self, out: io.StringIO, limit: int = 20_000) -> None:
        self.out, self.left = out, limit

    def readline(self) -> str:
        if self.left == 0:
            return ""
        self.left -= 1
        text = self.out.getvalue()
        block = text[text.rindex("Your decision:") :].splitlines()[1]
        return block.split(".")[0].strip() + "\n"


def test_a_whole_game_always_answering_one() -> None:
    result = _run(["--side", "runner", "--opponent", "random", "--seed", "3"], "1\n" * 20_000)
    assert result.returncode == 0, result.stderr
    assert "won (" in result.stdout.splitlines()[-1]
    assert "Corp: " in result.stdout  # the bot's moves are narrated


def test_a_whole_game_as_the_corp_always_answering_the_first_choice() -> None:
    out = io.StringIO()
    game = play_interactive("corp", "random", seed=3, inp=FirstChoice(out), out=out)
    assert game.is_over
    assert "won (" in out.getvalue().splitlines()[-1]
    assert "Runner: " in out.getvalue()


def _titles(value: Any, out: set[str]) -> None:
    """Every card title in an observation (titles are the strings under "title", "known", piles)."""
    if isinstance(value, dict):
        for key, v in value.items():
            if key == "title" and isinstance(v, str):
                out.add(v)
            elif key in ("known", "grip", "hq", "rd", "stack") and isinstance(v, list):
                out.update(t for t in v if isinstance(t, str))
            else:
                _titles(v, out)
    elif isinstance(value, list):
        for v in value:
            _titles(v, out)


@pytest.mark.parametrize("seed", [2, 9])
def test_hidden_corp_cards_never_appear_when_playing_the_runner(seed: int) -> None:
    # Hidden information is first-class (DESIGN.md): the Runner's screen may name only cards the
    # Runner has seen at some point of the game.
    corp, runner = Deck.starter("weyland"), Deck.starter("criminal")
    out = io.StringIO()
    game = play_interactive(
        "runner", "heuristic", corp, runner, seed=seed, inp=FirstChoice(out), out=out
    )
    text = out.getvalue()
    assert game.is_over
    # Replay the game and collect every title the Runner could see at any decision.
    replay = Game(corp, runner, seed)
    seen: set[str] = set()
    _titles(replay.observation("runner"), seen)
    for _side, _label, code in game.history:
        replay.apply(code)
        _titles(replay.observation("runner"), seen)
    corp_titles = {title for title, _count in corp.cards}
    hidden = corp_titles - seen
    assert hidden, "the test needs Corp cards the Runner never saw"
    leaked = sorted(t for t in hidden if t in text)
    assert leaked == []
    # The check can fail: the Corp's own labels of its moves (what the narration would print
    # without the viewer-aware labels) name some of those hidden cards.
    corp_labels = " ".join(label for side, label, _code in game.history if side == "corp")
    assert any(t in corp_labels for t in hidden)


def test_the_opponents_played_operations_are_named_once_played() -> None:
    # Rules Reference, "Operation": the Corp's played operation is revealed, so the narration
    # names it, though its label could not name it before it was played (it was in HQ).
    out = io.StringIO()
    game = play_interactive(
        "runner",
        "random",
        Deck.starter("weyland"),
        Deck.starter("criminal"),
        seed=4,
        inp=FirstChoice(out),
        out=out,
    )
    plays = [
        label for side, label, _code in game.history if side == "corp" and label.startswith("play ")
    ]
    assert plays, "the test needs a Corp operation"
    text = out.getvalue()
    for label in plays:
        assert f"Corp: {label}" in text
    assert "play a hidden card" not in text
