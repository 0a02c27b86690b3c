"""A language-model seat, with a stub model: python examples/text_seat.py [GAMES].

Each decision is shown to the "model" as text (nr_fast.text_seat.prompt: the board as its side
sees it, its recent events, its numbered legal actions) and its reply is read back with
nr_fast.text_seat.parse_reply. The stub model below stands in for a call to a real one (no
network is used): it answers in the chatty way models often do, picking a numbered action at
random. A reply that cannot be read is answered with the error and asked again, as one would
with a real model.
"""

from __future__ import annotations

import random
import re
import sys

import nr_fast
from nr_fast.text_seat import CommandError, parse_reply, prompt


def stub_model(text: str, rng: random.Random) -> str:
    """Stand-in for a language model: read the numbered actions of `text`, answer with one."""
    choices = re.findall(r"^(\d+)\. (.*)$", text, flags=re.MULTILINE)
    if not choices:
        return "I have nothing to choose."
    number, label = rng.choice(choices)
    if rng.random() < 0.1:
        return "Let me think about it."  # an answer the seat cannot read
    return f"I choose {number}: {label}" if rng.random() < 0.5 else label


def main(games: int = 2) -> None:
    """Play `games` games with both sides seated at the text seat."""
    rng = random.Random(0)
    for seed in range(games):
        game = nr_fast.Game(seed=seed)
        retries = 0
        while not game.is_over:
            side = game.current_side
            assert side is not None
            text = prompt(game, side, recent=10)
            reply = stub_model(text, rng)
            try:
                code = parse_reply(game, reply)
            except CommandError as exc:
                # A real seat would send the prompt again with the reason appended.
                retries += 1
                if retries <= 2:
                    print(f"  unreadable reply {reply!r}: {exc}")
                continue
            game.apply(code)
        print(
            f"game {seed}: {game.winner} wins ({game.win_reason}) on turn {game.turn}, "
            f"{len(game.history)} decisions, {retries} replies asked again"
        )
    print(prompt(game, "runner").splitlines()[0])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2)
