"""Regenerate the golden replays under tests/golden/ (checked by tests/test_replay.py).

Each golden replay is one seeded game between two uniform random players (``nr-fast random-game``,
i.e. ``nr_fast.cli.play_random_game``) in a different starter matchup; the first also has its
readable text (``nr-fast replay``) as a .txt file. After a change to the rules, run this and read
the diff: it shows which moves, labels or results changed.

Usage (from the repository root): PYTHONPATH=$PWD/python python3 scripts/update_golden.py
"""

from __future__ import annotations

import pathlib

from nr_fast import Deck
from nr_fast.cli import play_random_game
from nr_fast.replay import format_replay

GOLDEN_DIR = pathlib.Path(__file__).resolve().parent.parent / "tests" / "golden"

#: (corp starter, runner starter, seed): the seeds were picked so that the games end each way
#: the random players reach: flatline, agenda points, and the Corp decking out.
GAMES: list[tuple[str, str, int]] = [
    ("jinteki", "shaper", 1),  # the Corp wins by flatline (106 moves)
    ("nbn", "anarch", 1),  # the Runner wins on agenda points
    ("weyland", "criminal", 2),  # the Runner wins on agenda points
    ("haas-bioroid", "criminal", 5),  # the Runner wins: the Corp decks out
]

#: The golden replay that also has its text rendering checked in.
TEXT_GAME = 0


def name(corp: str, runner: str, seed: int) -> str:
    """Return the file name (without extension) of a golden game."""
    return f"{corp}_vs_{runner}_seed{seed}"


def main() -> None:
    """Write every golden replay (and the one text rendering) into tests/golden/."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    for i, (corp, runner, seed) in enumerate(GAMES):
        record = play_random_game(seed, corp=Deck.starter(corp), runner=Deck.starter(runner))
        assert record.finished, f"{corp} vs {runner} seed {seed} did not finish"
        text = record.game.to_replay()
        path = GOLDEN_DIR / f"{name(corp, runner, seed)}.json"
        path.write_text(text, encoding="utf-8")
        print(
            f"{path}: {record.game.winner} wins ({record.game.win_reason}), "
            f"{record.actions_taken} moves"
        )
        if i == TEXT_GAME:
            txt = path.with_suffix(".txt")
            txt.write_text(format_replay(text), encoding="utf-8")
            print(txt)


if __name__ == "__main__":
    main()
