"""The ladder: a round robin of named bots over the matchups of a built-in pool, with ratings.

``ladder(["random", "heuristic", "hard"], pool="core", games=400)`` plays every pair of distinct
bots in both seats (A as Corp against B as Runner, and B as Corp against A as Runner), `games`
games per seat pairing split evenly over the pool's matchups (every Corp deck of the pool
against every Runner deck: :data:`POOLS`). It reports each seat pairing's Corp win rate with its
95% Wilson interval, each bot's record by seat, Bradley-Terry ratings on the Elo scale with 95%
bootstrap intervals, and each bot's time per decision.

Reproducible: the games of seat pairing (corp bot, runner bot) on matchup ``m`` are the Rust
``simulate`` batch with master seed ``game_seed(game_seed(seed, m), crc32("corp|runner"))``, so
the same seed gives the same table, and the games of one pairing do not depend on which other
bots are in the ladder (a ladder can be extended). The bootstrap draws from a generator seeded
with `seed`. ``backend="ray"`` plays the batches as Ray tasks (the same games: a batch depends
only on its seed).

Ratings: Bradley-Terry strengths fitted by the MM algorithm (Hunter 2004) on the wins pooled over
both seats (every pair plays each seat equally often, so the Corp's or Runner's edge cancels), on
the Elo scale (400·log10 of the strength ratio) with the anchor bot at 0 (``random`` when it
plays, else the first bot). The intervals are percentiles of the ratings refitted on `bootstrap`
resamples of the games (each seat pairing's games drawn again with replacement).
"""

from __future__ import annotations

import math
import time
import zlib
from dataclasses import asdict, dataclass, field
from typing import Any, SupportsIndex

import numpy as np
import numpy.typing as npt
from tqdm import tqdm

from . import _core
from ._args import DEFAULT_POINTS_TO_WIN, _check_int, _check_points_to_win
from .bots import BOT_SPECS, LEVELS, Level, game_seed, level
from .deck import Deck
from .errors import InvalidArgumentError
from .ladder_resume import ladder_settings, resumed_batches
from .simulate import wilson_interval
from .tournament import PRIOR_WINS, PairingResult, bradley_terry, elo_ratings

__all__ = [
    "LEVELS",
    "POOLS",
    "BotRating",
    "LadderResult",
    "Level",
    "Pool",
    "SeatPairing",
    "bootstrap_ratings",
    "ladder",
    "level",
    "resume_ladder",
    "time_per_decision",
]


@dataclass(frozen=True)
class Pool:
    """A built-in pool: its name, what it is, and its Corp and Runner decks."""

    name: str
    about: str
    corps: tuple[str, ...]
    runners: tuple[str, ...]

    @property
    def matchups(self) -> list[tuple[str, str]]:
        """Every (Corp deck, Runner deck) pairing, Corp decks outermost."""
        return [(c, r) for c in self.corps for r in self.runners]


#: The built-in pools (``nr_engine::POOLS``): core, sg, 2021, startup (and any added there).
POOLS: tuple[Pool, ...] = tuple(
    Pool(name, about, tuple(corps), tuple(runners)) for name, about, corps, runners in _core.pools()
)


def _pool(name: str) -> Pool:
    for p in POOLS:
        if p.name == str(name).strip().lower():
            return p
    names = ", ".join(p.name for p in POOLS)
    raise InvalidArgumentError(f"unknown pool {name!r}; the pools are: {names}")


@dataclass
class SeatPairing(PairingResult):
    """All games of one seat pairing (this Corp bot against this Runner bot) in the pool.

    The tournament's pooled record (wins, unfinished games, the Corp's win rate), plus the time
    and each matchup's games.
    """

    #: Decisions made in these games (both sides) and the batches' wall time (seconds).
    decisions: int = 0
    seconds: float = 0.0
    #: Per matchup: (corp deck, runner deck, batch seed, games, corp wins, runner wins).
    matchups: list[tuple[str, str, int, int, int, int]] = field(default_factory=list)


@dataclass
class BotRating:
    """One bot's rating, interval and record over every game it played (both seats)."""

    bot: str
    spec: str
    rating: float
    rating_low: float
    rating_high: float
    games: int
    wins: int
    corp_games: int
    corp_wins: int
    runner_games: int
    runner_wins: int
    #: Mean CPU seconds per decision with two or more legal actions (sampled, one thread; NaN if
    #: not measured).
    seconds_per_decision: float = float("nan")

    def win_rate(self, seat: str = "both") -> tuple[float, float, float]:
        """Return the win rate in `seat` ("both", "corp", "runner") and its 95% Wilson interval."""
        wins, games = {
            "both": (self.wins, self.games),
            "corp": (self.corp_wins, self.corp_games),
            "runner": (self.runner_wins, self.runner_games),
        }[seat]
        low, high = wilson_interval(wins, games)
        return (wins / games if games else 0.0, low, high)


@dataclass
class LadderResult:
    """What :func:`ladder` returns."""

    bots: list[str]
    specs: list[str]
    pool: str
    games: int
    seed: int
    pairings: list[SeatPairing]
    ratings: list[BotRating]
    anchor: str
    bootstrap: int
    interrupted: bool
    seconds: float
    agenda_points_to_win: int = DEFAULT_POINTS_TO_WIN
    method: str = "Bradley-Terry (MM), Elo scale, 95% bootstrap intervals"
    #: Whether only neighbours in the list met (``chain``), not every pair.
    chain: bool = False

    def wins(self) -> npt.NDArray[np.int64]:
        """Return the wins matrix: ``[i, j]`` is how often bot i beat bot j (either seat)."""
        return _wins(self.bots, self.pairings)

    def summary(self) -> dict[str, Any]:
        """Return the result as plain data (what ``nr-fast ladder --json`` prints)."""
        pairings = []
        for p in self.pairings:
            rate, low, high = p.corp_win_rate()
            d = asdict(p)
            d["matchups"] = [
                dict(
                    zip(
                        ("corp_deck", "runner_deck", "seed", "games", "corp_wins", "runner_wins"), m
                    )
                )
                for m in p.matchups
            ]
            pairings.append(
                {**d, "unfinished": p.unfinished, "corp_win_rate": rate, "corp_ci95": [low, high]}
            )
        ratings = []
        for r in self.ratings:
            d = asdict(r)
            if math.isnan(r.seconds_per_decision):
                d["seconds_per_decision"] = None
            ratings.append(d)
        return {
            "bots": self.bots,
            "specs": self.specs,
            "pool": self.pool,
            "games_per_seat_pairing": self.games,
            "seed": self.seed,
            "agenda_points_to_win": self.agenda_points_to_win,
            "anchor": self.anchor,
            "chain": self.chain,
            "bootstrap": self.bootstrap,
            "rating_method": self.method,
            "interrupted": self.interrupted,
            "seconds": self.seconds,
            "pairings": pairings,
            "ratings": ratings,
        }


def _wins(bots: list[str], pairings: list[SeatPairing]) -> npt.NDArray[np.int64]:
    index = {b: i for i, b in enumerate(bots)}
    w = np.zeros((len(bots), len(bots)), dtype=np.int64)
    for p in pairings:
        c, r = index[p.corp_bot], index[p.runner_bot]
        w[c, r] += p.corp_wins
        w[r, c] += p.runner_wins
    return w


def bootstrap_ratings(
    bots: list[str],
    pairings: list[SeatPairing],
    anchor: int = 0,
    samples: int = 1000,
    seed: int = 0,
    prior: float = PRIOR_WINS,
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Return the Elo ratings and their 95% bootstrap interval (rating, low, high) per bot.

    Each resample draws every seat pairing's games again with replacement (a multinomial over
    Corp win, Runner win, unfinished) and refits Bradley-Terry; the interval is the 2.5 and 97.5
    percentiles of the refitted ratings (anchor bot at 0). `samples` 0 gives no interval (low
    and high equal the rating).
    """
    rating = elo_ratings(bradley_terry(_wins(bots, pairings), prior), anchor)
    if samples <= 0:
        return rating, rating.copy(), rating.copy()
    rng = np.random.default_rng(seed)
    index = {b: i for i, b in enumerate(bots)}
    draws = np.empty((samples, len(bots)))
    for s in range(samples):
        w = np.zeros((len(bots), len(bots)))
        for p in pairings:
            if p.games == 0:
                continue
            probs = np.array([p.corp_wins, p.runner_wins, p.unfinished], dtype=np.float64)
            cw, rw, _ = rng.multinomial(p.games, probs / p.games)
            c, r = index[p.corp_bot], index[p.runner_bot]
            w[c, r] += cw
            w[r, c] += rw
        draws[s] = elo_ratings(bradley_terry(w, prior), anchor)
    low, high = np.percentile(draws, [2.5, 97.5], axis=0)
    return rating, low, high


def time_per_decision(
    spec: str, corp: str, runner: str, decisions: int = 60, seed: int = 0
) -> float:
    """Return `spec`'s mean CPU seconds per decision over `decisions` decisions it makes.

    The bot plays both sides of games of `corp` against `runner` (new games as needed, seeds
    from `seed`), one thread; only decisions with two or more legal actions are timed (a bot
    answers a forced one without thinking). The time is the process's CPU time
    (``time.process_time``), not the wall clock, so that a loaded machine does not inflate it.
    """
    from .game import Game

    total, timed, g = 0.0, 0, 0
    while timed < decisions:
        game = Game(Deck.starter(corp), Deck.starter(runner), game_seed(seed, g))
        bot = _core.make_bot(spec, game_seed(seed, 1_000_000 + g))
        g += 1
        while not game.is_over and timed < decisions:
            many = len(game.legal_actions()) > 1
            start = time.process_time()
            action = bot.choose(game)
            if many:
                total += time.process_time() - start
                timed += 1
            game.apply(action)
        if g > 1000:  # pragma: no cover - games always have decisions with choices
            break
    return total / timed if timed else float("nan")


def _batch_seed(seed: int, matchup: int, corp_bot: str, runner_bot: str) -> int:
    key = zlib.crc32(f"{corp_bot}|{runner_bot}".encode())
    return game_seed(game_seed(seed, matchup), key)


def _names(bots: list[str]) -> tuple[list[str], list[str]]:
    """Return the bots' display names (a level keeps its name) and canonical specs."""
    if not isinstance(bots, (list, tuple)) or not all(isinstance(b, str) for b in bots):
        raise TypeError("bots must be a list of bot specs or level names (str)")
    names, specs = [], []
    for b in bots:
        spec = _core.make_bot(b).name  # an unknown spec raises here, listing the valid ones
        lv = level(b)
        names.append(lv.name if lv is not None else spec)
        specs.append(spec)
    if len(names) < 2:
        raise InvalidArgumentError(f"a ladder needs at least 2 bots ({BOT_SPECS})")
    for i, s in enumerate(specs):
        if specs.index(s) != i:
            j = specs.index(s)
            raise InvalidArgumentError(
                f"each bot may appear once: {bots[j]!r} and {bots[i]!r} are both {s}"
            )
    return names, specs


def ladder(
    bots: list[str],
    pool: str = "core",
    games: SupportsIndex = 400,
    seed: SupportsIndex = 0,
    threads: SupportsIndex = 0,
    progress: bool = True,
    agenda_points_to_win: SupportsIndex = DEFAULT_POINTS_TO_WIN,
    bootstrap: SupportsIndex = 1000,
    timing_decisions: SupportsIndex = 60,
    backend: str = "local",
    address: str | None = None,
    chain: bool = False,
    resume: Any = None,
) -> LadderResult:
    """Play the round robin of `bots` over `pool`'s matchups and rate them (see the module docs).

    `bots` are bot specs or level names (:data:`LEVELS`), each bot once. `games` games per seat
    pairing (at least one per matchup: 1 to 10**9), split as evenly as possible over the pool's
    matchups (the first ``games % len(matchups)`` get one more). `threads` 0 uses every core.
    `progress` shows a tqdm bar over all games. `bootstrap` resamples for the rating intervals
    (0: none). `timing_decisions` decisions per bot are timed for its time per decision (0: not
    timed). `backend` "ray" plays the batches as Ray tasks on the cluster at `address` (None: a
    running or a new local one). `chain` plays only neighbours in the list (bot i against bot
    i + 1, both seats): a ladder in the literal sense, for bots too slow for a full round robin;
    the ratings then rest on fewer comparisons (their intervals say so). Ctrl-C stops the ladder
    and keeps what was played (``interrupted`` is then True; local backend). `resume`, a saved
    ladder with these settings (``summary()``, what ``--json`` prints: see
    :func:`resume_ladder`), keeps the batches it played and plays only the others.
    """
    names, specs = _names(bots)
    the_pool = _pool(pool) if isinstance(pool, str) else _pool(str(pool))
    matchups = the_pool.matchups
    games = _check_int("games", games, len(matchups), 10**9)
    seed = _check_int("seed", seed, 0, 2**64 - 1)
    threads = _check_int("threads", threads, 0, 1024)
    samples = _check_int("bootstrap", bootstrap, 0, 100_000)
    timing = _check_int("timing_decisions", timing_decisions, 0, 100_000)
    points = _check_points_to_win(agenda_points_to_win)
    if backend not in ("local", "ray"):
        raise InvalidArgumentError(f"backend must be 'local' or 'ray', not {backend!r}")
    decks = {d: Deck.starter(d).to_dict() for pair in matchups for d in pair}
    counts = [games // len(matchups) + (i < games % len(matchups)) for i in range(len(matchups))]
    pairings: list[SeatPairing] = []
    seat_specs: list[tuple[str, str]] = []
    for i in range(len(names)):
        for j in range(i + 1, min(i + 2, len(names)) if chain else len(names)):
            pairings += [SeatPairing(names[i], names[j]), SeatPairing(names[j], names[i])]
            seat_specs += [(specs[i], specs[j]), (specs[j], specs[i])]
    batches = [
        (p, k, cs, rs, corp, runner, n, _batch_seed(seed, k, cs, rs))
        for p, (cs, rs) in zip(pairings, seat_specs)
        for k, ((corp, runner), n) in enumerate(zip(matchups, counts))
    ]
    if resume is not None:
        batches = _resume(resume, batches, names, specs, the_pool.name, games, seed, chain, points)
    start = time.perf_counter()
    total = games * len(pairings)
    done = sum(p.games for p in pairings)
    with tqdm(total=total, initial=done, unit="game", disable=not progress, smoothing=0.05) as bar:
        if backend == "ray":
            interrupted = _play_ray(batches, decks, points, threads, address, bar)
        else:
            interrupted = _play_local(batches, decks, points, threads, bar)
    order = {m: k for k, m in enumerate(matchups)}
    for p in pairings:
        p.matchups.sort(key=lambda m: order[(m[0], m[1])])
    anchor = names.index("random") if "random" in names else 0
    rating, low, high = bootstrap_ratings(names, pairings, anchor, samples, seed)
    ratings = []
    for i, name in enumerate(names):
        corp = [p for p in pairings if p.corp_bot == name]
        runner = [p for p in pairings if p.runner_bot == name]
        cw, rw = sum(p.corp_wins for p in corp), sum(p.runner_wins for p in runner)
        cg, rg = sum(p.games for p in corp), sum(p.games for p in runner)
        per = (
            time_per_decision(specs[i], *matchups[0], decisions=timing, seed=seed)
            if timing
            else float("nan")
        )
        ratings.append(
            BotRating(
                bot=name,
                spec=specs[i],
                rating=float(rating[i]),
                rating_low=float(low[i]),
                rating_high=float(high[i]),
                games=cg + rg,
                wins=cw + rw,
                corp_games=cg,
                corp_wins=cw,
                runner_games=rg,
                runner_wins=rw,
                seconds_per_decision=per,
            )
        )
    return LadderResult(
        bots=names,
        specs=specs,
        pool=the_pool.name,
        games=games,
        seed=seed,
        pairings=pairings,
        ratings=ratings,
        anchor=names[anchor],
        bootstrap=samples,
        interrupted=interrupted,
        seconds=time.perf_counter() - start,
        agenda_points_to_win=points,
        chain=bool(chain),
    )


def resume_ladder(data: Any, **options: Any) -> LadderResult:
    """Resume a saved ladder and return its whole result.

    `data` is what ``nr-fast ladder --json`` printed (a dict, e.g. ``json.load(file)``),
    `options` the other arguments of :func:`ladder` (threads, progress, bootstrap,
    timing_decisions, backend, address). The ladder's settings (bots, pool, games, seed,
    chain, points) are the file's; the batches it played are kept and only the others are
    played (``nr-fast ladder --resume FILE``), so an interrupted ladder finishes with the table
    it would have had. A file that is not such a ladder raises InvalidArgumentError before any
    game is played.
    """
    return ladder(**ladder_settings(data), **options, resume=data)


def _resume(
    data: Any,
    batches: list[tuple[Any, ...]],
    names: list[str],
    specs: list[str],
    pool: str,
    games: int,
    seed: int,
    chain: bool,
    points: int,
) -> list[tuple[Any, ...]]:
    """Record the batches a saved ladder played; return the batches left to play."""
    expected = {
        "bots": specs,
        "pool": pool,
        "games": games,
        "seed": seed,
        "chain": bool(chain),
        "agenda_points_to_win": points,
    }
    keys = {(b[2], b[3], b[4], b[5]): (b[7], b[6]) for b in batches}
    played, totals = resumed_batches(data, expected, names, keys)
    left = []
    for batch in batches:
        found = played.get((batch[2], batch[3], batch[4], batch[5]))
        if found is None:
            left.append(batch)
        else:
            _add(batch[0], batch, found.corp_wins, found.runner_wins, 0, 0.0)
    # Each pairing's recorded decisions and seconds (the file keeps them per pairing only, so a
    # batch stopped part way and played again counts its first games' twice in these two).
    for batch in batches:
        pairing = batch[0]
        total = totals.pop((batch[2], batch[3]), None)
        if total is not None:
            pairing.decisions += total[0]
            pairing.seconds += total[1]
    return left


def _add(
    pairing: SeatPairing,
    batch: tuple[Any, ...],
    cw: int,
    rw: int,
    decisions: int,
    secs: float,
) -> None:
    _, _, _, _, corp, runner, n, bseed = batch
    pairing.games += n
    pairing.corp_wins += cw
    pairing.runner_wins += rw
    pairing.decisions += decisions
    pairing.seconds += secs
    pairing.matchups.append((corp, runner, bseed, n, cw, rw))


def _record(
    pairing: SeatPairing, batch: tuple[Any, ...], columns: dict[str, Any], secs: float
) -> None:
    winners = columns["winner"]
    cw = int(np.count_nonzero(winners == 0))
    rw = int(np.count_nonzero(winners == 1))
    decisions = int(np.sum(columns["decisions"]))
    _add(pairing, (*batch[:6], len(winners), batch[7]), cw, rw, decisions, secs)


def _play_local(
    batches: list[tuple[Any, ...]],
    decks: dict[str, dict[str, Any]],
    points: int,
    threads: int,
    bar: Any,
) -> bool:
    for batch in batches:
        pairing, _, cs, rs, corp, runner, n, bseed = batch
        if n == 0:
            continue
        base = int(bar.n)

        def report(done: int, base: int = base) -> None:
            bar.update(base + done - bar.n)

        t0 = time.perf_counter()
        columns, stopped = _core.simulate(
            decks[corp],
            decks[runner],
            n,
            cs,
            rs,
            bseed,
            threads,
            report,
            agenda_points_to_win=points,
        )
        _record(pairing, batch, columns, time.perf_counter() - t0)
        if stopped:
            return True
    return False


def _play_ray(
    batches: list[tuple[Any, ...]],
    decks: dict[str, dict[str, Any]],
    points: int,
    threads: int,
    address: str | None,
    bar: Any,
) -> bool:
    import ray

    from .ray_backend import MAX_RETRIES, _run_chunk

    if not ray.is_initialized():
        ray.init(address=address, log_to_driver=False)
    task = ray.remote(num_cpus=1, max_retries=MAX_RETRIES)(_run_chunk)
    refs = {}
    for i, batch in enumerate(batches):
        _, _, cs, rs, corp, runner, n, bseed = batch
        if n == 0:
            continue
        settings = {
            "corp": decks[corp],
            "runner": decks[runner],
            "corp_bot": cs,
            "runner_bot": rs,
            "seed": bseed,
            "threads": threads or 1,
            "stats": False,
            "points_to_win": points,
        }
        refs[task.remote(settings, 0, n, None)] = (i, time.perf_counter())
    results: dict[int, tuple[dict[str, Any], float]] = {}
    pending = list(refs)
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        for ref in ready:
            i, t0 = refs[ref]
            results[i] = (ray.get(ref), time.perf_counter() - t0)
            bar.update(batches[i][6])
    for i in sorted(results):
        columns, secs = results[i]
        _record(batches[i][0], batches[i], columns, secs)
    return False
