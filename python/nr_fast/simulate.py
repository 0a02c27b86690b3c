"""Batch simulation: whole games played by Rust bots on every core, with confidence intervals.

``simulate(corp, runner, games, ...)`` plays the games in Rust (rayon) with the GIL released and
returns a :class:`Simulation`: one numpy array per column (winner, win reason, turns, decisions,
agenda points and final credits of each side, seed) plus the summary a balance study needs: win
rates with 95% Wilson score intervals, the split by win reason, and game length. Game ``i`` of a
batch depends only on ``seed`` and ``i``, never on the thread count. A tqdm progress bar shows long
runs; Ctrl-C stops the batch and keeps the games finished so far (``interrupted`` is then True).

Bots given as Python objects (anything with ``choose(game) -> int``, see :class:`~nr_fast.Bot`)
take a slower path: the games are played one by one in Python, with the same per-game seeds
(``game_seed(seed, i)``) and the same result columns.
"""

from __future__ import annotations

import functools
import math
import time
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, SupportsIndex, cast

import numpy as np
import numpy.typing as npt
from tqdm import tqdm

from . import _core
from ._args import DEFAULT_POINTS_TO_WIN, _as_int, _check_int, _check_points_to_win, _check_side
from .bots import Bot, BotArg, RustBot, game_seed, is_rust_bot, play
from .deck import BUILT_IN_DECKS, Deck, deck_from_spec
from .errors import DeckWarning, InvalidArgumentError

__all__ = [
    "BOTS",
    "CARD_STATS",
    "REASONS",
    "SIDE_STATS",
    "Simulation",
    "simulate",
    "wilson_interval",
]

#: Bot names accepted by :func:`simulate` (and ``ismcts:N`` for N search iterations).
BOTS: tuple[str, ...] = ("random", "heuristic", "ismcts")

#: Win reason names by code (the ``reason`` column); 255 marks a game stopped unfinished.
REASONS: dict[int, str] = {0: "agenda_points", 1: "flatline", 2: "decked_out", 255: "unfinished"}

#: Per-card counts of ``simulate(..., stats=True)`` (:attr:`Simulation.card_stats` keys).
CARD_STATS: tuple[str, ...] = tuple(_core.CARD_STATS)

#: Per-side totals of ``simulate(..., stats=True)``: one column each.
SIDE_STATS: tuple[str, ...] = tuple(_core.SIDE_STATS)

_REASON_CODES: dict[str, int] = {name: code for code, name in REASONS.items()}

_Z95 = 1.959963984540054


def wilson_interval(wins: SupportsIndex, n: SupportsIndex, z: float = _Z95) -> tuple[float, float]:
    """Return the Wilson score interval for `wins` successes in `n` trials (95% by default).

    `n` >= 0 and 0 <= `wins` <= `n` (ints or ``__index__`` integers; else TypeError), `z` a
    finite number > 0; other values raise :class:`~nr_fast.errors.InvalidArgumentError`. With
    `n` = 0 the interval is (0, 1).
    """
    wins, n = _as_int("wins", wins), _as_int("n", n)
    if n < 0:
        raise InvalidArgumentError(f"n (games) must be >= 0, not {n}")
    if not 0 <= wins <= n:
        raise InvalidArgumentError(f"wins must lie in [0, n] = [0, {n}] (games), not {wins}")
    if isinstance(z, bool) or not isinstance(z, (int, float)):
        raise TypeError(f"z must be a number, not {type(z).__name__}")
    if not (math.isfinite(z) and z > 0):
        raise InvalidArgumentError(f"z must be a finite number > 0, not {z}")
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == n else min(1.0, centre + half)
    return (low, high)


@dataclass(repr=False)
class Simulation:
    """The games of one batch (one entry per finished game in each column) and their summary.

    With ``stats=True`` the columns also hold the per-side totals of each game (``SIDE_STATS``:
    credits, clicks by action kind, runs by server, damage, tags) and :attr:`card_stats` the
    per-card counts (docs/api.md, "Balance studio").
    """

    corp: str
    runner: str
    corp_bot: str
    runner_bot: str
    seed: int
    requested: int
    interrupted: bool
    seconds: float
    columns: dict[str, npt.NDArray[Any]]
    #: With ``count_events=True``: ``{title: {event kind: count}}`` over the whole batch, for
    #: the events whose main card (or source of credits and clicks) was that card
    #: (docs/events.md); None otherwise. The per-game counts are the ``events_<kind>`` columns.
    card_events: dict[str, dict[str, int]] | None = None
    #: The decks' names (starter faction or decklist file name; the identity if unnamed).
    corp_name: str = ""
    runner_name: str = ""
    #: With ``stats=True``: the card titles counted (both decks, Corp first) and their sides.
    card_titles: tuple[str, ...] = ()
    card_sides: tuple[str, ...] = ()
    #: With ``stats=True``: ``{stat: uint16 array of shape (games, len(card_titles))}`` for each
    #: of :data:`CARD_STATS` (``first_used`` is a turn number, 0 for never); None otherwise.
    card_stats: dict[str, npt.NDArray[Any]] | None = None
    #: The agenda points each game was played to (7 unless the batch said otherwise).
    agenda_points_to_win: int = DEFAULT_POINTS_TO_WIN
    #: What-if numbers the games were played with (issue 29): ``[{code, title, number, value,
    #: printed}]`` as the engine checked them; empty for the cards as printed.
    overrides: list[dict[str, Any]] = field(default_factory=list)

    def __repr__(self) -> str:
        rate, low, high = self.win_rate("corp")
        return (
            f"<Simulation {self.corp_name or self.corp} ({self.corp_bot}) vs "
            f"{self.runner_name or self.runner} ({self.runner_bot}): {self.games} games, "
            f"Corp wins {rate:.1%} [{low:.1%}, {high:.1%}], seed {self.seed}"
            + (", interrupted" if self.interrupted else "")
            + (", with stats" if self.card_stats is not None else "")
            + (f", {len(self.overrides)} override(s)" if self.overrides else "")
            + ">"
        )

    @property
    def matchup(self) -> str:
        """The matchup as ``"corp deck vs runner deck"`` (deck names)."""
        return f"{self.corp_name or self.corp} vs {self.runner_name or self.runner}"

    def card_impact(self) -> list[Any]:
        """Return each card's win-rate impact in this batch (:func:`nr_fast.stats.card_impact`)."""
        from .stats import card_impact

        return card_impact([self], pooled=False)

    def to_pandas(self) -> Any:
        """Return the games as a pandas DataFrame (needs pandas: the ``studio`` extra).

        One row per game: the deck names and identities, the bots, every column, and with stats
        one column ``<stat>:<title>`` per card count.
        """
        from .stats import to_pandas

        return to_pandas([self])

    def to_csv(self, path: str | Any) -> None:
        """Write the games as CSV (the columns of :meth:`to_pandas`; no extra needed)."""
        from .stats import to_csv

        to_csv([self], path)

    def to_parquet(self, path: str | Any) -> None:
        """Write the games as Parquet (needs pyarrow: the ``studio`` extra)."""
        from .stats import to_parquet

        to_parquet([self], path)

    @property
    def games(self) -> int:
        """Number of finished games."""
        return len(self.columns["winner"])

    def wins(self, side: str) -> int:
        """Return how many games `side` ("corp" or "runner") won."""
        code = {"corp": 0, "runner": 1}[_check_side(side)]
        return int(np.count_nonzero(self.columns["winner"] == code))

    def win_rate(self, side: str) -> tuple[float, float, float]:
        """Return `side`'s win rate and its 95% Wilson interval as (rate, low, high)."""
        n, k = self.games, self.wins(_check_side(side))
        low, high = wilson_interval(k, n)
        return (k / n if n else 0.0, low, high)

    def reasons(self) -> dict[str, dict[str, int]]:
        """Return wins by side and reason: {"corp": {"agenda_points": n, ...}, "runner": ...}."""
        out: dict[str, dict[str, int]] = {}
        for side, code in (("corp", 0), ("runner", 1)):
            mask = self.columns["winner"] == code
            reasons = self.columns["reason"][mask]
            out[side] = {
                name: int(np.count_nonzero(reasons == r))
                for r, name in REASONS.items()
                if r != 255 and np.any(reasons == r)
            }
        unfinished = int(np.count_nonzero(self.columns["winner"] == -1))
        if unfinished:
            out["none"] = {"unfinished": unfinished}
        return out

    def length(self, column: str = "turns") -> tuple[float, float]:
        """Return the mean and standard deviation of a column (``turns`` or ``decisions``)."""
        if not isinstance(column, str):
            raise TypeError(f"column must be a str, not {type(column).__name__}")
        if column not in ("turns", "decisions"):
            raise InvalidArgumentError(f"column must be 'turns' or 'decisions', not {column!r}")
        values = self.columns[column].astype(np.float64)
        if len(values) == 0:
            return (0.0, 0.0)
        return (float(values.mean()), float(values.std()))

    @property
    def games_per_minute(self) -> float:
        """Finished games per minute of wall-clock time."""
        return self.games * 60.0 / self.seconds if self.seconds > 0 else 0.0

    def summary(self) -> dict[str, Any]:
        """Return the summary as plain data (what ``nr-fast simulate --json`` prints)."""
        out: dict[str, Any] = {
            "corp": self.corp,
            "runner": self.runner,
            "corp_name": self.corp_name or self.corp,
            "runner_name": self.runner_name or self.runner,
            "corp_bot": self.corp_bot,
            "runner_bot": self.runner_bot,
            "seed": self.seed,
            "agenda_points_to_win": self.agenda_points_to_win,
            "overrides": self.overrides,
            "games": self.games,
            "requested": self.requested,
            "interrupted": self.interrupted,
        }
        for side in ("corp", "runner"):
            rate, low, high = self.win_rate(side)
            out[f"{side}_wins"] = self.wins(side)
            out[f"{side}_win_rate"] = rate
            out[f"{side}_ci95"] = [low, high]
        out["reasons"] = self.reasons()
        for column in ("turns", "decisions"):
            mean, std = self.length(column)
            out[f"{column}_mean"] = mean
            out[f"{column}_std"] = std
        out["seconds"] = self.seconds
        out["games_per_minute"] = self.games_per_minute
        return out


def simulate(
    corp: Deck | str | None = None,
    runner: Deck | str | None = None,
    games: SupportsIndex = 1000,
    corp_bot: BotArg = "random",
    runner_bot: BotArg = "random",
    seed: SupportsIndex = 0,
    threads: SupportsIndex = 0,
    progress: bool = True,
    count_events: bool = False,
    stats: bool = False,
    backend: str = "local",
    address: str | None = None,
    chunks: SupportsIndex | None = None,
    agenda_points_to_win: SupportsIndex = DEFAULT_POINTS_TO_WIN,
    overrides: Mapping[str, Mapping[str, int]] | None = None,
    first: SupportsIndex = 0,
) -> Simulation:
    """Play `games` games between two bots and return them with their summary.

    Decks are :class:`Deck` objects, starter deck names (``"jinteki"``) or decklist text; None
    is the default deck (Jinteki vs Shaper). Bots are specs (``"random"``, ``"heuristic"``,
    ``"ismcts"``, ``"ismcts:N"``) or engine bot objects (their settings are used, and each game
    gets a fresh bot seeded from the game's seed): these games are played in Rust on every core
    (`threads` 0 uses every core). A bot that is any other object with ``choose(game) -> int``
    makes the batch take the slower Python path (one game after another; `threads` unused);
    spec bots in such a batch are still seeded per game as in Rust. `progress` shows a tqdm bar.
    With `count_events` (off by default; it costs some speed) each game's events are counted
    (docs/events.md): one column ``events_<kind>`` per event kind, and
    :attr:`Simulation.card_events` totals per card and kind.
    With `stats` (not with `count_events`; about 20% slower) each game's per-card counts
    (:attr:`Simulation.card_stats`) and per-side totals (columns) are counted in Rust.
    `backend` ``"ray"`` splits the games into `chunks` (default: two per CPU of the cluster)
    run as Ray tasks on the cluster at `address` (None: the one ``ray.init`` made, else a local
    one) with the same results as ``"local"`` (docs/scaling.md; needs the ``ray`` extra).
    Each game is won at `agenda_points_to_win` agenda points (1 to 255; default 7, the Rules
    Reference's; 6 for a System Gateway starter game).
    A deck that breaks deckbuilding rules (:meth:`Deck.problems`: too few cards, too much
    influence, ...) is played, with a :class:`~nr_fast.errors.DeckWarning` naming its problems.
    `overrides` ({card: {number: value}}, e.g. ``{"Cleaver": {"cost": 4}}``; issue 29) plays
    the games with those printed numbers changed (Rust bots, local backend; the engine refuses
    an override it cannot honour: :func:`nr_fast.experiment.load_overrides`). `first` plays
    games ``first .. first + games`` of the batch (game ``i`` depends only on `seed` and ``i``),
    to extend a batch (local backend, Rust bots).
    Raises :class:`DeckError` for a deck no game can hold and :class:`InvalidArgumentError` for
    a bad bot name, game count, thread count or points to win.
    """
    games = _check_int("games", games, 0, 2**63 - 1)
    seed = _check_int("seed", seed, 0, 2**64 - 1)
    threads = _check_int("threads", threads, 0, 1024)
    points = _check_points_to_win(agenda_points_to_win)
    corp_deck, runner_deck = _deck(corp, "corp"), _deck(runner, "runner")
    _warn_if_illegal(corp_deck, "corp")
    _warn_if_illegal(runner_deck, "runner")
    if stats and count_events:
        raise InvalidArgumentError("pass count_events or stats, not both")
    if backend not in ("local", "ray"):
        raise InvalidArgumentError(f"backend must be 'local' or 'ray', not {backend!r}")
    first = _check_int("first", first, 0, 2**63 - 1)
    table = {str(k): dict(v) for k, v in overrides.items()} if overrides else None
    checked: list[dict[str, Any]] = _core.check_overrides(table) if table else []
    rust_bots = _rust_arg(corp_bot) and _rust_arg(runner_bot)
    if (table or first) and (backend != "local" or not rust_bots or count_events):
        raise InvalidArgumentError(
            "overrides and first need the local backend and Rust bots, without count_events"
        )
    start = time.perf_counter()
    if backend == "ray":
        from .ray_backend import simulate_ray

        if count_events or not (_rust_arg(corp_bot) and _rust_arg(runner_bot)):
            raise InvalidArgumentError(
                "backend='ray' runs Rust bots (specs or engine bot objects), without count_events"
            )
        columns, card = simulate_ray(
            corp_deck.to_dict(),
            runner_deck.to_dict(),
            games,
            cast("str | RustBot", corp_bot),
            cast("str | RustBot", runner_bot),
            seed,
            threads,
            bool(stats),
            address=address,
            chunks=None if chunks is None else _check_int("chunks", chunks, 1, 1 << 20),
            progress=progress,
            agenda_points_to_win=points,
        )
        sim = _result(
            corp_deck,
            runner_deck,
            corp_bot,
            runner_bot,
            seed,
            games,
            False,
            time.perf_counter() - start,
            columns,
            None,
            card,
        )
        sim.agenda_points_to_win = points
        return sim
    if stats and not (_rust_arg(corp_bot) and _rust_arg(runner_bot)):
        raise InvalidArgumentError("stats=True needs Rust bots (specs or engine bot objects)")
    card_stats: dict[str, Any] = {}
    if not (_rust_arg(corp_bot) and _rust_arg(runner_bot)):
        columns, interrupted, card_events = _simulate_python(
            corp_deck,
            runner_deck,
            games,
            corp_bot,
            runner_bot,
            seed,
            progress,
            count_events,
            points,
        )
    else:
        with tqdm(total=games, unit="game", disable=not progress, smoothing=0.1) as bar:

            def report(done: int) -> None:
                bar.update(done - bar.n)

            columns, interrupted = _core.simulate(
                corp_deck.to_dict(),
                runner_deck.to_dict(),
                games,
                cast("str | RustBot", corp_bot),
                cast("str | RustBot", runner_bot),
                seed,
                threads,
                report,
                bool(count_events),
                bool(stats),
                first=first,
                agenda_points_to_win=points,
                overrides=table,
            )
            card_events = cast("dict[str, dict[str, int]] | None", columns.pop("card_events", None))
            card_stats = pop_card_stats(columns)
    sim = _result(
        corp_deck,
        runner_deck,
        corp_bot,
        runner_bot,
        seed,
        games,
        interrupted,
        time.perf_counter() - start,
        columns,
        card_events,
        card_stats,
    )
    sim.agenda_points_to_win = points
    sim.overrides = checked
    return sim


def pop_card_stats(columns: dict[str, Any]) -> dict[str, Any]:
    """Take the per-card entries of ``_core.simulate``'s dict out of `columns` (empty if none)."""
    if "card_stats" not in columns:
        return {}
    table = columns.pop("card_stats")  # (games, titles, stats): a view per stat
    return {
        "card_stats": {name: table[:, :, k] for k, name in enumerate(CARD_STATS)},
        "card_titles": tuple(columns.pop("card_titles")),
        "card_sides": tuple(columns.pop("card_sides")),
    }


def _result(
    corp: Deck,
    runner: Deck,
    corp_bot: object,
    runner_bot: object,
    seed: int,
    games: int,
    interrupted: bool,
    seconds: float,
    columns: dict[str, npt.NDArray[Any]],
    card_events: dict[str, dict[str, int]] | None,
    card_stats: dict[str, Any],
) -> Simulation:
    return Simulation(
        corp=corp.identity,
        runner=runner.identity,
        corp_bot=_bot_name(corp_bot),
        runner_bot=_bot_name(runner_bot),
        seed=seed,
        requested=games,
        interrupted=interrupted,
        seconds=seconds,
        columns=columns,
        card_events=card_events,
        corp_name=corp.label,
        runner_name=runner.label,
        **card_stats,
    )


def _rust_arg(bot: object) -> bool:
    return isinstance(bot, str) or is_rust_bot(bot)


def _bot_name(bot: object) -> str:
    if isinstance(bot, str):
        return bot
    name = getattr(bot, "name", None)
    return name if isinstance(name, str) else type(bot).__name__


_COLUMN_TYPES: dict[str, Any] = {
    "index": np.uint64,
    "seed": np.uint64,
    "winner": np.int8,
    "reason": np.uint8,
    "turns": np.uint32,
    "decisions": np.uint32,
    "corp_points": np.uint8,
    "runner_points": np.uint8,
    "corp_credits": np.uint16,
    "runner_credits": np.uint16,
}


def _simulate_python(
    corp: Deck,
    runner: Deck,
    games: int,
    corp_bot: BotArg,
    runner_bot: BotArg,
    seed: int,
    progress: bool,
    count_events: bool = False,
    points_to_win: int = DEFAULT_POINTS_TO_WIN,
) -> tuple[dict[str, npt.NDArray[Any]], bool, dict[str, dict[str, int]] | None]:
    """Play the games one by one in Python (for bots written in Python); same columns as Rust."""
    for role, bot in (("corp_bot", corp_bot), ("runner_bot", runner_bot)):
        if not isinstance(bot, str) and not isinstance(bot, Bot):
            raise TypeError(
                f"{role} must be a bot spec or an object with a choose(game) method, "
                f"not {type(bot).__name__}"
            )
    rows: dict[str, list[int]] = {name: [] for name in _COLUMN_TYPES}
    kinds = _core.EVENT_KINDS
    event_rows: dict[str, list[int]] = {k: [] for k in kinds} if count_events else {}
    card_events: dict[str, dict[str, int]] = {}
    interrupted = False
    corp_dict, runner_dict = corp.to_dict(), runner.to_dict()
    with tqdm(total=games, unit="game", disable=not progress, smoothing=0.1) as bar:
        try:
            for i in range(games):
                game_s = game_seed(seed, i)
                game = play(
                    corp_dict,
                    runner_dict,
                    corp_bot,
                    runner_bot,
                    game_s,
                    agenda_points_to_win=points_to_win,
                )
                finished = game.is_over
                winner = game.winner
                snapshot = game.state()
                rows["index"].append(i)
                rows["seed"].append(game_s)
                rows["winner"].append(-1 if winner is None else (0 if winner == "corp" else 1))
                reason = game.win_reason
                rows["reason"].append(_REASON_CODES[reason] if finished and reason else 255)
                rows["turns"].append(game.turn)
                rows["decisions"].append(len(game.history))
                rows["corp_points"].append(min(game.agenda_points("corp"), 255))
                rows["runner_points"].append(min(game.agenda_points("runner"), 255))
                rows["corp_credits"].append(snapshot["corp"]["credits"])
                rows["runner_credits"].append(snapshot["runner"]["credits"])
                if count_events:
                    _count_game_events(game, event_rows, card_events)
                bar.update(1)
        except KeyboardInterrupt:
            interrupted = True
    columns = {name: np.array(values, dtype=_COLUMN_TYPES[name]) for name, values in rows.items()}
    for kind, counts in event_rows.items():
        columns[f"events_{kind}"] = np.array(counts, dtype=np.uint32)
    return columns, interrupted, (card_events if count_events else None)


def _count_game_events(
    game: Any, rows: dict[str, list[int]], cards: dict[str, dict[str, int]]
) -> None:
    """Add one game's event counts: a row per kind, and totals per card and kind."""
    counts = dict.fromkeys(rows, 0)
    for event in game.events():
        kind = event["kind"]
        counts[kind] += 1
        card = event.get("card") or (
            event.get("source")
            if kind.startswith(("credits", "clicks", "tags", "bad_publicity", "trace"))
            else None
        )
        if isinstance(card, dict) and card["title"] is not None:
            per = cards.setdefault(card["title"], {})
            per[kind] = per.get(kind, 0) + 1
    for kind, n in counts.items():
        rows[kind].append(n)


@functools.lru_cache(maxsize=1)
def _built_in_decks() -> frozenset[Deck]:
    names = (*BUILT_IN_DECKS["all"][0], *BUILT_IN_DECKS["all"][1])
    return frozenset(Deck.starter(n) for n in names) | {Deck.default(s) for s in ("corp", "runner")}


def _warn_if_illegal(deck: Deck, side: str) -> None:
    """Warn (:class:`DeckWarning`) that `deck` breaks deckbuilding rules: it is played anyway.

    Rules Reference, "Deckbuilding" (:meth:`Deck.problems`, cards of every set mixing freely).
    The built-in decks are played as they are, without a word. A study of an odd deck is
    allowed, but never without a word; silence the warning with
    ``warnings.filterwarnings("ignore", category=nr_fast.DeckWarning)``.
    """
    if deck in _built_in_decks():
        return  # the starter decks follow their boxes' rules (Core rulebook, "Starter Decks")
    problems = deck.problems()
    if problems:
        warnings.warn(
            f"the {side} deck {deck.label!r} is not legal, played anyway: "
            + "; ".join(str(p) for p in problems),
            DeckWarning,
            stacklevel=3,
        )


def _deck(spec: Deck | str | None, side: str) -> Deck:
    if spec is None:
        return Deck.default(side)
    if isinstance(spec, (Deck, str)):
        return deck_from_spec(spec)
    raise TypeError(f"a deck is a Deck, a starter name or decklist text, not {type(spec).__name__}")
