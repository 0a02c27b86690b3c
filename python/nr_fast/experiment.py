"""Causal card experiments (issue 29): card ablation and what-if numbers, with paired games.

A designer asks "what does this card do for its deck?" and "what if it cost one more?". Both
are comparisons of two *arms* that differ in one thing, played against the same field of
opponents:

- :func:`ablate`: the deck as it is against the deck with every copy of one card replaced (by a
  stated substitute, or by the deck's own filler: :func:`filler`);
- :func:`whatif`: the cards as printed against the cards with some printed numbers overridden
  (:func:`load_overrides`; the engine refuses an override it cannot honour).

Games are **paired** (common random numbers): game ``i`` of each arm against an opponent is
seeded alike (``game_seed(seed, i)``), so the shuffles, the instance ids and the bots' random
choices start the same and the two games differ only where the change matters. The difference
in the deck's win rate is the mean of the per-game differences ``d_i = win_B,i - win_A,i`` and
its 95% interval is ``mean ± 1.96 · sd(d) / sqrt(n)`` (a normal interval on paired
differences). :attr:`Arm.independent_ci` is the interval two independent runs of the same size
would give (``± 1.96 · sqrt(pA(1-pA)/n + pB(1-pB)/n)``), so every result shows how much the
pairing narrowed it (docs/studio.md).

**Run to a precision** (``until_width``): the games are played in rounds; after each round the
95% interval of the difference is computed against every opponent and pooled, and play stops
when every one of them is narrower than ``until_width`` (high minus low), or when ``budget``
games per arm and opponent have been played, whichever comes first. Round ``r`` plays games
``n_r .. 2·n_r`` (doubling from ``games``), the same games a single run of that size plays, so
the result is reproducible from the seed and the final count. The interval is not widened for
the stopping rule (it is a fixed-width rule, not a test), so treat coverage as approximately
95%.
"""

from __future__ import annotations

import json
import math
import os
import time
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from . import _core
from .deck import Deck, resolve_deck
from .errors import DeckWarning, InvalidArgumentError
from .simulate import Simulation, simulate, wilson_interval

__all__ = [
    "Arm",
    "Experiment",
    "Overrides",
    "ablate",
    "compare",
    "filler",
    "load_overrides",
    "paired_interval",
    "whatif",
]

_Z95 = 1.959963984540054

#: Overrides as a dict {card: {number: value}} (card: title or code; numbers:
#: ``nr_fast._core.OVERRIDE_NUMBERS``).
Overrides = Mapping[str, Mapping[str, int]]


def load_overrides(source: str | os.PathLike[str] | Overrides) -> dict[str, dict[str, int]]:
    r"""Read overrides from a dict, a JSON or TOML file, or ``CARD.NUMBER=VALUE`` text.

    A file holds ``{"Cleaver": {"cost": 4}}`` (JSON) or ``[Cleaver]\\ncost = 4`` (TOML; a
    title with spaces is quoted: ``["Ice Wall"]``). Text is one or more ``Card.number=value``
    separated by commas or semicolons (``Cleaver.cost=4``; the number is the part after the
    last dot). The overrides are checked by the engine (unknown card or number, a number the
    card does not print, a value out of range: :class:`InvalidArgumentError` or
    :class:`UnknownCardError`) and returned as ``{title: {number: value}}``.
    """
    data: Any
    if isinstance(source, Mapping):
        data = source
    else:
        text = os.fspath(source)
        if os.path.exists(text):
            with open(text, "rb") as f:
                raw = f.read()
            if text.endswith(".toml"):
                import tomllib

                data = tomllib.loads(raw.decode("utf-8"))
            else:
                try:
                    data = json.loads(raw)
                except ValueError as exc:
                    raise InvalidArgumentError(f"{text}: not JSON overrides: {exc}") from None
        else:
            data = _parse_assignments(text)
    if not isinstance(data, Mapping) or not all(isinstance(v, Mapping) for v in data.values()):
        raise InvalidArgumentError("overrides are {card: {number: value}}")
    out: dict[str, dict[str, int]] = {}
    for row in _core.check_overrides({str(k): dict(v) for k, v in data.items()}):
        out.setdefault(row["title"], {})[row["number"]] = row["value"]
    return out


def _parse_assignments(text: str) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        left, eq, value = part.partition("=")
        card, dot, number = left.strip().rpartition(".")
        if not eq or not dot or not card.strip():
            raise InvalidArgumentError(
                f"override {part!r}: write CARD.NUMBER=VALUE, e.g. Cleaver.cost=4 (numbers: "
                f"{', '.join(_core.OVERRIDE_NUMBERS)}), or give a .json/.toml file"
            )
        try:
            n = int(value.strip())
        except ValueError:
            raise InvalidArgumentError(f"override {part!r}: the value must be an integer") from None
        out.setdefault(card.strip(), {})[number.strip()] = n
    return out


def describe_overrides(overrides: Overrides | None) -> list[dict[str, Any]]:
    """Return the overrides as the engine keeps them: [{code, title, number, value, printed}]."""
    if not overrides:
        return []
    rows: list[dict[str, Any]] = _core.check_overrides({k: dict(v) for k, v in overrides.items()})
    return rows


def paired_interval(a: npt.ArrayLike, b: npt.ArrayLike) -> tuple[float, float, float]:
    """Return (mean of b - a, low, high): the 95% normal interval of paired differences.

    `a` and `b` are per-game outcomes (0/1) of the same games in the two arms. With fewer than
    2 games the interval is (-1, 1).
    """
    d = np.asarray(b, dtype=np.float64) - np.asarray(a, dtype=np.float64)
    n = len(d)
    if n == 0:
        return (0.0, -1.0, 1.0)
    mean = float(d.mean())
    if n < 2:
        return (mean, -1.0, 1.0)
    half = _Z95 * float(d.std(ddof=1)) / math.sqrt(n)
    return (mean, max(-1.0, mean - half), min(1.0, mean + half))


def independent_interval(wins_a: int, wins_b: int, n: int) -> tuple[float, float, float]:
    """Return (pB - pA, low, high) as if the two arms' `n` games each were independent."""
    if n == 0:
        return (0.0, -1.0, 1.0)
    pa, pb = wins_a / n, wins_b / n
    half = _Z95 * math.sqrt((pa * (1 - pa) + pb * (1 - pb)) / n)
    return (pb - pa, max(-1.0, pb - pa - half), min(1.0, pb - pa + half))


@dataclass
class Arm:
    """One opponent (or ``"pooled"``): the deck's results in arm A and arm B, game by game."""

    opponent: str
    won_a: npt.NDArray[np.bool_]
    won_b: npt.NDArray[np.bool_]

    @property
    def games(self) -> int:
        """Paired games (each played once in each arm)."""
        return len(self.won_a)

    @property
    def rate_a(self) -> tuple[float, float, float]:
        """Win rate of the deck in arm A with its 95% Wilson interval."""
        k = int(self.won_a.sum())
        return (k / self.games if self.games else 0.0, *wilson_interval(k, self.games))

    @property
    def rate_b(self) -> tuple[float, float, float]:
        """Win rate of the deck in arm B with its 95% Wilson interval."""
        k = int(self.won_b.sum())
        return (k / self.games if self.games else 0.0, *wilson_interval(k, self.games))

    @property
    def difference(self) -> tuple[float, float, float]:
        """B minus A with its 95% interval from the pairing (:func:`paired_interval`)."""
        return paired_interval(self.won_a, self.won_b)

    @property
    def independent_ci(self) -> tuple[float, float, float]:
        """B minus A with the 95% interval independent games of the same size would give."""
        return independent_interval(int(self.won_a.sum()), int(self.won_b.sum()), self.games)

    @property
    def narrowing(self) -> float:
        """Width of the paired interval over the independent one's (1.0 = no gain)."""
        p, i = self.difference, self.independent_ci
        return (p[2] - p[1]) / (i[2] - i[1]) if i[2] > i[1] else 1.0

    @property
    def changed(self) -> int:
        """Paired games whose result differs between the arms."""
        return int(np.count_nonzero(self.won_a != self.won_b))

    def as_dict(self) -> dict[str, Any]:
        """Return the row as plain data."""
        d, i = self.difference, self.independent_ci
        return {
            "opponent": self.opponent,
            "games": self.games,
            "win_rate_a": self.rate_a[0],
            "ci95_a": list(self.rate_a[1:]),
            "win_rate_b": self.rate_b[0],
            "ci95_b": list(self.rate_b[1:]),
            "difference": d[0],
            "ci95_paired": [d[1], d[2]],
            "ci95_independent": [i[1], i[2]],
            "games_changed": self.changed,
        }


@dataclass
class Experiment:
    """A paired comparison of a deck in two arms against a field of opponents.

    `rows` holds one :class:`Arm` per opponent then ``"pooled"`` (all opponents' games, each
    opponent with the same number). `settings` holds everything that reproduces it.
    """

    kind: str
    deck: str
    side: str
    label_a: str
    label_b: str
    rows: list[Arm]
    settings: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    rounds: list[int] = field(default_factory=list)

    @property
    def pooled(self) -> Arm:
        """Return the pooled row."""
        return self.rows[-1]

    def summary(self) -> dict[str, Any]:
        """Return the experiment as plain data (what ``--json`` prints)."""
        return {
            "kind": self.kind,
            "deck": self.deck,
            "side": self.side,
            "a": self.label_a,
            "b": self.label_b,
            "rows": [r.as_dict() for r in self.rows],
            "settings": self.settings,
            "seconds": self.seconds,
            "rounds": self.rounds,
        }

    def format(self) -> str:
        """Return the experiment as a text table (rates, difference, both intervals, n)."""
        lines = [
            f"{self.kind}: {self.deck} ({self.side}), A = {self.label_a}, B = {self.label_b}",
            f"{'opponent':<22}{'n':>8}{'A win %':>9}{'B win %':>9}{'B - A':>8}"
            f"{'95% CI (paired)':>20}{'95% CI (indep.)':>20}",
        ]
        for r in self.rows:
            d, i = r.difference, r.independent_ci
            lines.append(
                f"{r.opponent[:21]:<22}{r.games:>8}{100 * r.rate_a[0]:>8.1f}%"
                f"{100 * r.rate_b[0]:>8.1f}%{100 * d[0]:>+7.1f}%"
                f"{f'[{100 * d[1]:+.1f}, {100 * d[2]:+.1f}]':>20}"
                f"{f'[{100 * i[1]:+.1f}, {100 * i[2]:+.1f}]':>20}"
            )
        p = self.pooled
        lines.append(
            f"pairing: interval {100 * (1 - p.narrowing):.0f}% narrower than independent games "
            f"({p.changed} of {p.games} pooled games changed result); {self.seconds:.1f} s"
        )
        return "\n".join(lines)


def compare(
    deck_a: str | Deck,
    deck_b: str | Deck,
    opponents: Sequence[str | Deck],
    games: int = 2000,
    *,
    overrides_a: Overrides | None = None,
    overrides_b: Overrides | None = None,
    corp_bot: str = "heuristic",
    runner_bot: str = "heuristic",
    seed: int = 0,
    threads: int = 0,
    until_width: float | None = None,
    budget: int | None = None,
    progress: bool = False,
    kind: str = "comparison",
    label_a: str = "A",
    label_b: str = "B",
    agenda_points_to_win: int = 7,
) -> Experiment:
    """Play two arms against each of `opponents` with paired games; return the result.

    Arm A is `deck_a` with `overrides_a`, arm B `deck_b` with `overrides_b`. Both decks are
    of one side; the opponents of the other. `games` per arm and opponent (the first round
    with `until_width`, see the module docs; `budget` caps the games per arm and opponent,
    default 64 times `games`).
    """
    a, b = resolve_deck(deck_a), resolve_deck(deck_b)
    side = _side(a)
    if _side(b) != side:
        raise InvalidArgumentError("both arms must be decks of the same side")
    field_decks = [resolve_deck(o) for o in opponents]
    if not field_decks:
        raise InvalidArgumentError("an experiment needs at least one opponent deck")
    for o in field_decks:
        if _side(o) == side:
            raise InvalidArgumentError(
                f"{o.label} is a {side} deck: opponents are of the other side"
            )
    if games < 2:
        raise InvalidArgumentError("games must be at least 2 (an interval needs two games)")
    if until_width is not None and not (0 < until_width < 2):
        raise InvalidArgumentError("until_width is a width of a win-rate difference, in (0, 2)")
    cap = budget if budget is not None else 64 * games
    if cap < games:
        raise InvalidArgumentError(f"budget ({cap}) is below games ({games})")
    start = time.perf_counter()
    code = 0 if side == "corp" else 1
    won: dict[str, list[list[npt.NDArray[np.bool_]]]] = {o.label: [[], []] for o in field_decks}
    rounds: list[int] = []
    played, target = 0, games
    while True:
        for o in field_decks:
            for k, (deck, ov) in enumerate(((a, overrides_a), (b, overrides_b))):
                corp, runner = (deck, o) if side == "corp" else (o, deck)
                sim = _play(
                    corp,
                    runner,
                    played,
                    target - played,
                    corp_bot,
                    runner_bot,
                    seed,
                    threads,
                    progress,
                    ov,
                    agenda_points_to_win,
                )
                won[o.label][k].append(sim.columns["winner"] == code)
        rounds.append(target)
        played = target
        rows = _rows(won)
        if until_width is None or played >= cap:
            break
        if all(r.difference[2] - r.difference[1] < until_width for r in rows):
            break
        target = min(cap, 2 * played)
    settings = {
        "deck_a": a.label,
        "deck_b": b.label,
        "decklist_a": a.to_text(),
        "decklist_b": b.to_text(),
        "opponents": [o.label for o in field_decks],
        "opponent_decklists": {o.label: o.to_text() for o in field_decks},
        "overrides_a": describe_overrides(overrides_a),
        "overrides_b": describe_overrides(overrides_b),
        "games": games,
        "games_played": played,
        "until_width": until_width,
        "budget": cap if until_width is not None else None,
        "corp_bot": corp_bot,
        "runner_bot": runner_bot,
        "seed": seed,
        "agenda_points_to_win": agenda_points_to_win,
        "engine": engine_version(),
    }
    return Experiment(
        kind=kind,
        deck=a.label,
        side=side,
        label_a=label_a,
        label_b=label_b,
        rows=rows,
        settings=settings,
        seconds=time.perf_counter() - start,
        rounds=rounds,
    )


def _rows(won: dict[str, list[list[npt.NDArray[np.bool_]]]]) -> list[Arm]:
    rows = [Arm(o, np.concatenate(w[0]), np.concatenate(w[1])) for o, w in won.items()]
    rows.append(
        Arm(
            "pooled",
            np.concatenate([r.won_a for r in rows]),
            np.concatenate([r.won_b for r in rows]),
        )
    )
    return rows


def _play(
    corp: Deck,
    runner: Deck,
    first: int,
    games: int,
    corp_bot: str,
    runner_bot: str,
    seed: int,
    threads: int,
    progress: bool,
    overrides: Overrides | None,
    points: int,
) -> Simulation:
    # An arm's deck may break a deckbuilding rule on purpose (three Sure Gamble in place of
    # Cleaver make six): the experiment is about that deck, and its settings record the
    # decklists, so each batch does not warn again.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckWarning)
        return simulate(
            corp,
            runner,
            games=games,
            corp_bot=corp_bot,
            runner_bot=runner_bot,
            seed=seed,
            threads=threads,
            progress=progress,
            first=first,
            overrides=overrides,
            agenda_points_to_win=points,
        )


def whatif(
    deck: str | Deck,
    overrides: Overrides | str | os.PathLike[str],
    opponents: Sequence[str | Deck] | None = None,
    games: int = 2000,
    **options: Any,
) -> Experiment:
    """Compare the deck with the cards as printed (A) and with `overrides` (B), paired.

    `overrides` is anything :func:`load_overrides` reads (``"Cleaver.cost=4"``, a dict, a
    file). Opponents default to the starter decks of the other side from the deck's set.
    The overrides apply to every card of that title in the game (the opponent's too).
    """
    ov = load_overrides(overrides)
    d = resolve_deck(deck)
    shown = ", ".join(f"{t} {n}={v}" for t, by in ov.items() for n, v in by.items())
    return compare(
        d,
        d,
        opponents if opponents is not None else default_opponents(d),
        games,
        overrides_b=ov,
        kind="what-if",
        label_a="as printed",
        label_b=shown,
        **options,
    )


def filler(deck: Deck, title: str) -> list[tuple[str, int]]:
    """Return the deck's own choice of filler for the copies of `title`.

    More copies of its other cards, one at a time in decklist order, cards of the same type
    first, never beyond a card's deck limit (and only agendas for an agenda, so that the
    agenda count stays). When no card has room (a starter deck at three of everything), the
    copies are left out if the deck stays at its identity's minimum size (``("", n)`` in the
    result: a smaller deck, so the pairing couples less). Returns ``[(title, copies
    added)]``; raises :class:`InvalidArgumentError` when neither is possible (name a
    substitute).
    """
    cards = dict(deck.cards)
    folded = _core.fold_title(title)
    match = [t for t in cards if _core.fold_title(t) == folded]
    if not match:
        raise InvalidArgumentError(f"{title!r} is not in the deck {deck.label}")
    gone, n = match[0], cards[match[0]]
    ty = _core.card_info(gone)["type"]
    same = [t for t in cards if t != gone and _core.card_info(t)["type"] == ty]
    other = [
        t for t in cards if t != gone and t not in same and _core.card_info(t)["type"] != "agenda"
    ]
    pool = same if ty == "agenda" else same + other
    room = {t: int(_core.card_info(t)["deck_limit"]) - cards[t] for t in pool}
    added: dict[str, int] = {}
    while n > 0 and any(v > 0 for v in room.values()):
        for t in pool:
            if n > 0 and room[t] > 0:
                room[t] -= 1
                added[t] = added.get(t, 0) + 1
                n -= 1
    if n > 0:
        minimum = int(_core.card_info(deck.identity).get("minimum_deck_size") or 0)
        if sum(cards.values()) - n < minimum:
            raise InvalidArgumentError(
                f"{deck.label} has no room for filler in place of {gone}: name a substitute"
            )
        added[""] = n
    return list(added.items())


def ablated_deck(deck: Deck, title: str, substitute: str | None = None) -> tuple[Deck, str]:
    """Return the deck without `title` (every copy) and what replaced it, in words."""
    cards = dict(deck.cards)
    folded = _core.fold_title(title)
    match = [t for t in cards if _core.fold_title(t) == folded]
    if not match:
        raise InvalidArgumentError(f"{title!r} is not in the deck {deck.label}")
    gone, n = match[0], cards.pop(match[0])
    if substitute is not None:
        sub = str(_core.card_info(substitute)["title"])
        cards[sub] = cards.get(sub, 0) + n
        how = f"{n}x {gone} -> {n}x {sub}"
    else:
        added = filler(deck, gone)
        for t, k in added:
            if t:
                cards[t] += k
        how = f"{n}x {gone} -> " + ", ".join(
            f"+{k} {t}" if t else f"nothing ({k} fewer cards)" for t, k in added
        )
    new = Deck(deck.identity, tuple(cards.items()), name=f"{deck.label} without {gone}")
    return new, how


def ablate(
    deck: str | Deck,
    card: str,
    opponents: Sequence[str | Deck] | None = None,
    games: int = 2000,
    substitute: str | None = None,
    **options: Any,
) -> Experiment:
    """Compare the deck as built (A) and with every copy of `card` replaced (B), paired.

    The replacement is `substitute` (as many copies), or the deck's own filler
    (:func:`filler`). The difference B - A is what removing the card does to the deck's win
    rate: its value is minus that. Opponents default to the starter decks of the other side
    from the deck's set.
    """
    d = resolve_deck(deck)
    without, how = ablated_deck(d, card, substitute)
    exp = compare(
        d,
        without,
        opponents if opponents is not None else default_opponents(d),
        games,
        kind="ablation",
        label_a="as built",
        label_b=how,
        **options,
    )
    return exp


def default_opponents(deck: Deck) -> list[str]:
    """Return the other side's built-in decks of the deck's set (2021 pool for file decks)."""
    from .deck import BUILT_IN_DECKS

    side = _side(deck)
    name = deck.label
    found = [
        decks
        for set_name, decks in BUILT_IN_DECKS.items()
        if set_name != "all" and name in decks[0] + decks[1]
    ]
    sets = found[0] if found else BUILT_IN_DECKS["2021"]
    return list(sets[1] if side == "corp" else sets[0])


def engine_version() -> str:
    """Return the engine's version and, where known, the git commit it was built from."""
    return f"nr_fast {_core.__version__}" + (f" ({c})" if (c := _commit()) else "")


def _commit() -> str:
    import subprocess

    here = os.path.dirname(os.path.abspath(__file__))
    try:
        out = subprocess.run(
            ["git", "-C", here, "rev-parse", "--short=12", "HEAD"],
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    if out.returncode != 0:
        return ""
    dirty = subprocess.run(
        ["git", "-C", here, "status", "--porcelain", "--untracked-files=no"],
        capture_output=True,
        text=True,
        timeout=5,
        check=False,
    )
    return out.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")


def _side(deck: Deck) -> str:
    return str(_core.card_info(deck.identity)["side"])


def value_of_card(exp: Experiment) -> tuple[float, float, float]:
    """Return what an ablated card is worth to its deck: A - B, with its 95% interval.

    As built minus without, pooled over the opponents, the interval from the pairing.
    """
    d, low, high = exp.pooled.difference
    return (-d, -high, -low)


def format_ranking(exps: Sequence[Experiment]) -> str:
    """Render ablations ranked by the lower bound of the card's value.

    The interval's pessimistic end, so that a card measured with few games does not top the
    table by chance.
    """
    rows = sorted(exps, key=lambda e: -value_of_card(e)[1])
    lines = [
        "Cards by what removing them costs the deck (win rate as built minus without; ranked "
        "by the 95% interval's lower bound; paired games, pooled over the opponents)",
        f"{'card / replacement':<48}{'n':>8}{'value':>9}{'95% CI':>20}",
    ]
    for e in rows:
        v, lo, hi = value_of_card(e)
        lines.append(
            f"{e.label_b[:47]:<48}{e.pooled.games:>8}{100 * v:>+8.1f}%"
            f"{f'[{100 * lo:+.1f}, {100 * hi:+.1f}]':>20}"
        )
    return "\n".join(lines)
