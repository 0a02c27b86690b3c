"""Reading a saved ladder (what ``nr-fast ladder --json`` printed) to resume it.

A ladder stopped by Ctrl-C or a time limit keeps what it played (``interrupted``); its JSON
records every batch (seat pairing, matchup) with the batch's seed and result. Resuming plays only
the batches the file lacks and rates everything together: the same table as a ladder never
stopped (a batch depends only on its seed).

The file comes from whoever shares it, so it is read as untrusted input: every field is checked
for its type and range, every batch's seed against the one this ladder gives it, and any fault is
an :class:`~nr_fast.errors.InvalidArgumentError` naming it, before a game is played.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .errors import InvalidArgumentError

__all__ = ["ResumedBatch", "ladder_settings", "resumed_batches"]

#: The settings a saved ladder fixes, as (JSON key, `ladder()` argument).
_SETTINGS = (
    ("specs", "bots"),
    ("pool", "pool"),
    ("games_per_seat_pairing", "games"),
    ("seed", "seed"),
    ("chain", "chain"),
    ("agenda_points_to_win", "agenda_points_to_win"),
)


@dataclass(frozen=True)
class ResumedBatch:
    """One batch's result read from a saved ladder."""

    games: int
    corp_wins: int
    runner_wins: int


def _bad(message: str) -> InvalidArgumentError:
    return InvalidArgumentError(f"cannot resume this ladder: {message}")


def _show(value: Any) -> str:
    """Return a short repr of an untrusted value, for error messages."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _int(value: Any, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _bad(f"{what} must be an integer from {low} to {high}, not {_show(value)}")
    return value


def _field(data: dict[str, Any], key: str, kind: type, what: str) -> Any:
    if key not in data:
        raise _bad(f"{what} has no {key!r}")
    value = data[key]
    if type(value) is not kind:
        raise _bad(f"{what}'s {key!r} must be a {kind.__name__}, not {_show(value)}")
    return value


def ladder_settings(data: Any) -> dict[str, Any]:
    """Return the `ladder()` arguments a saved ladder fixes.

    They are bots, pool, games, seed, chain and points, checked for their types only:
    `ladder(..., resume=data)` checks the rest.
    """
    if not isinstance(data, dict):
        raise _bad("expected the JSON object that `nr-fast ladder --json` prints")
    kinds = {"specs": list, "pool": str, "chain": bool}
    settings = {}
    for key, arg in _SETTINGS:
        settings[arg] = _field(data, key, kinds.get(key, int), "the file")
    if not all(type(s) is str for s in settings["bots"]):
        raise _bad(f"'specs' must list bot specs (str), not {_show(settings['bots'])}")
    return settings


def resumed_batches(
    data: Any,
    expected: dict[str, Any],
    names: list[str],
    batches: dict[tuple[str, str, str, str], tuple[int, int]],
) -> tuple[dict[tuple[str, str, str, str], ResumedBatch], dict[tuple[str, str], tuple[int, float]]]:
    """Read the batches a saved ladder played.

    `expected` is this ladder's settings as ``ladder_settings`` names them (specs, pool name,
    games, seed, chain, points), `names` the bots' names in the file's order of specs, and
    `batches` maps every batch of this ladder, (corp spec, runner spec, corp deck, runner deck),
    to its (seed, games). Returns the batches played whole by that key, and each seat pairing's
    recorded (decisions, seconds) by (corp spec, runner spec). Raises InvalidArgumentError for
    a file that is not a saved ladder with exactly these settings.
    """
    settings = ladder_settings(data)
    for name, arg in _SETTINGS:
        if settings[arg] != expected[arg]:
            raise _bad(
                f"the file's {name!r} is {_show(settings[arg])}, this ladder's is "
                f"{_show(expected[arg])}"
            )
    specs: list[str] = settings["bots"]
    file_names = _field(data, "bots", list, "the file")
    if len(file_names) != len(specs) or not all(type(n) is str for n in file_names):
        raise _bad(f"'bots' must name each of the {len(specs)} specs once")
    if len(set(file_names)) != len(file_names):
        raise _bad(f"'bots' names a bot twice: {_show(file_names)}")
    spec_of = dict(zip(file_names, specs))
    pairs = {(c, r) for c, r, _, _ in batches}
    played: dict[tuple[str, str, str, str], ResumedBatch] = {}
    totals: dict[tuple[str, str], tuple[int, float]] = {}
    for i, pairing in enumerate(_field(data, "pairings", list, "the file")):
        what = f"pairing {i}"
        if not isinstance(pairing, dict):
            raise _bad(f"{what} must be an object, not {_show(pairing)}")
        corp = spec_of.get(_field(pairing, "corp_bot", str, what))
        runner = spec_of.get(_field(pairing, "runner_bot", str, what))
        if corp is None or runner is None or (corp, runner) not in pairs:
            raise _bad(f"{what} is not a seat pairing of this ladder ({names})")
        if (corp, runner) in totals:
            raise _bad(f"{what} repeats the seat pairing {corp} against {runner}")
        decisions = _int(pairing.get("decisions"), f"{what}'s decisions", 0, 2**63 - 1)
        seconds: Any = pairing.get("seconds")
        if type(seconds) not in (int, float) or not math.isfinite(seconds) or seconds < 0:
            raise _bad(f"{what}'s seconds must be a number >= 0, not {_show(seconds)}")
        totals[(corp, runner)] = (decisions, float(seconds))
        for j, m in enumerate(_field(pairing, "matchups", list, what)):
            where = f"{what}, matchup {j}"
            if not isinstance(m, dict):
                raise _bad(f"{where} must be an object, not {_show(m)}")
            key = (
                corp,
                runner,
                _field(m, "corp_deck", str, where),
                _field(m, "runner_deck", str, where),
            )
            if key not in batches:
                raise _bad(f"{where} is not a matchup of the pool: {_show(key[2:])}")
            if key in played:
                raise _bad(f"{where} repeats the batch {_show(key)}")
            seed, games = batches[key]
            if m.get("seed") != seed or type(m.get("seed")) is not int:
                raise _bad(f"{where}'s seed is {_show(m.get('seed'))}, this ladder's is {seed}")
            n = _int(m.get("games"), f"{where}'s games", 0, games)
            cw = _int(m.get("corp_wins"), f"{where}'s corp_wins", 0, n)
            rw = _int(m.get("runner_wins"), f"{where}'s runner_wins", 0, n - cw)
            # A batch stopped part way (Ctrl-C) is played again whole: its seed replays the
            # same first games.
            if n == games:
                played[key] = ResumedBatch(n, cw, rw)
    return played, totals
