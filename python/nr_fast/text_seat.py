"""A text seat for agents driven by language models: the game as a prompt, a reply as an action.

:func:`prompt` turns what one side may know into text: the board as that side sees it
(:meth:`Game.render`), the side's most recent events (:meth:`Game.log`) and, when that side
decides, its legal actions numbered from 1, servers named as the board names them (HQ, R&D,
Server 2: :func:`~nr_fast.render.table_words`). :func:`parse_reply` reads the model's answer ("3",
"3. run on hq", "run hq", or a label) back into an action code. Nothing the side may not know
appears in the prompt: it is built only from the side's observation, its view of the events and
the decider's own labels (tests/test_text_seat.py checks that a redeal of the unseen cards,
``Game.determinize``, leaves it unchanged).

Example (``examples/text_seat.py`` has a whole game)::

    from nr_fast import Game
    from nr_fast.text_seat import parse_reply, prompt

    game = Game(seed=1)
    while not game.is_over:
        side = game.current_side
        reply = my_model(prompt(game, side))       # any callable: str -> str
        game.apply(parse_reply(game, reply))
"""

from __future__ import annotations

import re

from ._args import _check_side
from ._core import Action
from .commands import CommandError, resolve_command
from .game import Game
from .render import table_words

__all__ = ["CommandError", "numbered_actions", "parse_reply", "prompt", "recent_events"]

_SIDE_NAME = {"corp": "Corp", "runner": "Runner"}


def recent_events(game: Game, side: str, recent: int = 20) -> list[str]:
    """Return the last `recent` lines of the game's log as `side` saw them (:meth:`Game.log`)."""
    if recent <= 0:
        return []
    return [table_words(line) for line in game.log(side, since=max(0, game.num_events - recent))]


def numbered_actions(game: Game) -> list[tuple[int, Action]]:
    """Return the legal actions numbered from 1, in the engine's order.

    As :func:`prompt` shows them and :func:`parse_reply` reads them.
    """
    return list(enumerate(game.legal_actions(), start=1))


def prompt(game: Game, side: str, recent: int = 20) -> str:
    """Return what `side` may know of `game` as text for a language model.

    The board as `side` sees it, its `recent` most recent events, and, when `side` decides
    now, its legal actions numbered from 1 with a request to answer with one number.
    """
    side = _check_side(side)
    name = _SIDE_NAME[side]
    parts = [
        f"You play the {name} in a game of Android: Netrunner.",
        "",
        "The board as you see it:",
        game.render(side),
    ]
    events = recent_events(game, side, recent)
    if events:
        parts += ["", "What happened most recently, as you saw it:"]
        parts += [f"- {line}" for line in events]
    parts.append("")
    if game.is_over:
        winner = game.winner or "nobody"
        parts.append(f"The game is over: the {_SIDE_NAME.get(winner, winner)} won.")
    elif game.current_side != side:
        other = _SIDE_NAME.get(game.current_side or "", "other side")
        parts.append(f"The {other} is deciding now; you have nothing to choose.")
    else:
        parts.append("It is your decision. Your legal actions:")
        parts += [f"{n}. {table_words(a.label)}" for n, a in numbered_actions(game)]
        parts += ["", "Answer with the number of one action."]
    return "\n".join(parts) + "\n"


_LEADING_NUMBER = re.compile(r"^\W*(?:action|choice|answer)?\W*(\d+)\b", re.IGNORECASE)
_ANY_NUMBER = re.compile(r"\b(\d+)\b")


def parse_reply(game: Game, text: str) -> int:
    """Return the code of the legal action a model's reply `text` names.

    Accepts, in this order: a label (any case); a leading number ("3", "3.", "Action 3: ...");
    a reply containing exactly one label; a typed command (``run hq``, see
    :mod:`nr_fast.commands`); a reply whose only number is in range. Raises
    :class:`~nr_fast.commands.CommandError` (a ValueError) saying why otherwise, including
    when the game is over.
    """
    if not isinstance(text, str):
        raise TypeError(f"a reply is a str, not {type(text).__name__}")
    numbered = numbered_actions(game)
    if not numbered:
        raise CommandError("there is nothing to choose: the game is over")
    actions = [a for _n, a in numbered]
    said = text.strip()
    if not said:
        raise CommandError(f"the reply is empty: answer with a number from 1 to {len(actions)}")
    folded = said.casefold()
    shown = {a.code: table_words(a.label).casefold() for a in actions}
    exact = [a for a in actions if folded in (a.label.casefold(), shown[a.code])]
    if len(exact) == 1:
        return exact[0].code
    match = _LEADING_NUMBER.match(said)
    if match:
        n = int(match.group(1)) if len(match.group(1)) < 6 else 0
        if 1 <= n <= len(actions):
            return actions[n - 1].code
        raise CommandError(f"{n} is out of range: answer with a number from 1 to {len(actions)}")
    contained = [a for a in actions if shown[a.code] in folded or a.label.casefold() in folded]
    # The longest label wins over labels it contains ("pass" within "... pass ...").
    contained = [
        a
        for a in contained
        if not any(
            shown[a.code] != shown[b.code] and shown[a.code] in shown[b.code] for b in contained
        )
    ]
    if len({shown[a.code] for a in contained}) == 1:
        return contained[0].code
    try:
        return resolve_command(said, actions).code
    except CommandError:
        pass
    numbers = {int(x) for x in _ANY_NUMBER.findall(said) if len(x) < 6}
    if len(numbers) == 1 and 1 <= (n := next(iter(numbers))) <= len(actions):
        return actions[n - 1].code
    raise CommandError(
        f"cannot tell which action {said[:80]!r} means: answer with a number from 1 to "
        f"{len(actions)}"
    )
