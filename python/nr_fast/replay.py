"""Readable text of a replay (``nr-fast replay FILE``).

A replay (:meth:`Game.to_replay <nr_fast.Game.to_replay>`) is played again move by move with
:meth:`Game.from_replay <nr_fast.Game.from_replay>`'s checks, and written out turn by turn: a
header per turn ("Turn 3 (Corp)"), each move numbered with the deciding side and its label, and
the result. With a `side` the game is told as that side saw it: each move labelled as that side
may read it (:meth:`Game.label_for`; an operation or event named once played), followed by what
happened as that side saw it (``Game.log``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._args import _check_side
from .game import Game, _check_moves, _parse_replay, _version_hint
from .interactive import told_label

__all__ = ["format_replay"]


def format_replay(
    replay: str | Mapping[str, Any], moves: int | None = None, side: str | None = None
) -> str:
    """Return the replay as readable text, turn by turn (the first `moves` moves, or all).

    With `side` ("corp" or "runner") only what that side saw is told: hidden cards stay
    unnamed. Raises :class:`~nr_fast.errors.ReplayError` like :meth:`Game.from_replay` for a
    replay that is malformed or does not reproduce.
    """
    if side is not None:
        side = _check_side(side)
    data = _parse_replay(replay)
    actions = data["actions"]
    total = len(actions)
    count = _check_moves(moves, total)
    game = Game._replay_start(data)
    hint = _version_hint(data["engine"])
    corp, runner = data["corp"]["identity"], data["runner"]["identity"]
    seen_as = "" if side is None else f", as the {side.capitalize()} saw it"
    lines = [f"{corp} vs {runner}, seed {data['seed']}: {total} moves{seen_as}"]
    told = 0
    if side is not None:
        lines += [f"        - {line}" for line in game.log(side)]
        told = game.num_events
    shown_turn = -1
    for number, (code, recorded_side, label) in enumerate(actions[:count], start=1):
        if game.turn != shown_turn:
            shown_turn = game.turn
            active = str(game.state()["active"]).capitalize()
            lines.append("")
            lines.append("Setup" if shown_turn == 0 else f"Turn {shown_turn} ({active})")
        decider, decision = game.current_side, game.decision
        viewed = None if side is None else game.label_for(code, side)
        game._replay_move(number, code, recorded_side, label, hint)
        shown = game.history[-1][1]
        if side is not None and viewed is not None:
            shown = told_label(game, viewed, code, side)
        note = "" if decision in ("action", "mulligan") else f"  [{decision}]"
        lines.append(f"{number:>5}. {decider:<6} {shown}{note}")
        if side is not None:
            lines += [f"        - {line}" for line in game.log(side, since=told)]
            told = game.num_events
    if count == total:
        game._check_result(data["result"], hint)
    lines.append("")
    if game.is_over:
        lines.append(
            f"Result: {game.winner} wins ({game.win_reason}) on turn {game.turn}, "
            f"after {count} moves"
        )
    else:
        lines.append(
            f"Stopped after move {count} of {total}: turn {game.turn}, {game.current_side} "
            f"to decide ({game.decision})"
        )
    points = {side: game.agenda_points(side) for side in ("corp", "runner")}
    lines.append(f"Agenda points: corp {points['corp']}, runner {points['runner']}")
    return "\n".join(lines) + "\n"
