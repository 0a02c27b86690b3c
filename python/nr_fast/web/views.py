"""The JSON the web table sends: a human side's view of a game, and card descriptions.

:func:`table_view` is built only from what that side may know: its observation
(:meth:`Game.observation`), the log as it saw it (:meth:`Game.log`), the moves as it may read
them (:class:`~nr_fast.web.session.ToldMove`), the board as text (:meth:`Game.render`) and,
when it decides, its own legal actions with the engine's labels. Never the state, the history's
labels, the seed or the decks.
"""

from __future__ import annotations

from typing import Any

from ..interactive import card_info_text, encounter_text
from ..render import table_words
from .session import RequestError, WebGame

__all__ = ["card_view", "log_items", "table_view"]

_SIDE_NAME = {"corp": "Corp", "runner": "Runner"}


def log_items(web: WebGame, side: str) -> list[dict[str, str]]:
    """Return the game's log as `side` saw it, from the start of the web game.

    Each move (as `side` reads its label) and the events it caused (:meth:`Game.log`), in order;
    servers named as the board names them (:func:`~nr_fast.render.table_words`). A quiet move (a
    bot's pass, a pass that was the only choice) is not told: the events tell what followed.
    """
    lines = web.game.log(side)
    items: list[dict[str, str]] = []
    at = web.first_event
    for move in web.moves:
        items += [
            {"kind": "event", "text": table_words(line)} for line in lines[at : move.events_before]
        ]
        at = max(at, move.events_before)
        if move.quiet:
            continue
        who = "You" if move.side == side else _SIDE_NAME[move.side]
        text = f"{who}: {table_words(move.labels[side])}"
        items.append({"kind": "move", "side": move.side, "text": text})
    items += [{"kind": "event", "text": table_words(line)} for line in lines[at:]]
    return items


def table_view(web: WebGame, side: str, since: int = 0, epoch: int | None = None) -> dict[str, Any]:
    """Return what the page shows to human `side`: the table, the log, and its choices.

    The log is sent from item `since` on (all of it when `epoch` is not the game's: an undo
    rewrote it); ``log_start`` says where the sent items go.
    """
    game = web.game
    obs = game.observation(side)
    items = log_items(web, side)
    start = since if epoch == web.epoch and 0 <= since <= len(items) else 0
    deciding = game.current_side == side and not web.pending and not game.is_over
    over = None
    if game.is_over:
        over = {
            "winner": game.winner,
            "reason": game.win_reason,
            "points": {s: game.agenda_points(s) for s in ("corp", "runner")},
        }
    return {
        "id": web.id,
        "version": web.version,
        "epoch": web.epoch,
        "side": side,
        "humans": list(web.humans),
        "hotseat": web.hotseat,
        "opponent": web.opponent_name,
        "turn": game.turn,
        "deciding": deciding,
        "waiting_for": None if game.is_over else game.current_side,
        "pending": web.pending,
        "decision": game.decision if deciding else None,
        "actions": [_action(a) for a in game.legal_actions()] if deciding else [],
        "can_undo": bool(web.marks.get(side)),
        "observation": obs,
        "encounter": encounter_text(obs),
        "board": game.render(side),
        "log_start": start,
        "log": items[start:],
        "log_epoch": web.epoch,
        "over": over,
        "replayable": game.is_over and game.replayable,
    }


def _action(action: Any) -> dict[str, Any]:
    """Return an action as the page gets it: its label names servers as the board does."""
    data: dict[str, Any] = action.to_dict()
    data["label"] = table_words(action.label)
    return data


def card_view(title: str) -> dict[str, Any]:
    """Return a card's description (public card data, :func:`nr_fast.card_info`) by title."""
    import nr_fast

    text = card_info_text(title)
    try:
        info = nr_fast.card_info(title)
    except (ValueError, KeyError):
        raise RequestError(text, 404) from None
    return {"title": info["title"], "info": info, "text": text}
