"""Round-robin tournaments between the engine's bots, with Bradley-Terry ratings.

``tournament(["random", "heuristic", "ismcts:1000"], games=200)`` plays every pair of distinct
bots in both seats (A as Corp against B as Runner, and B as Corp against A as Runner). Each
(pair, seat) plays `games` games split evenly over the 12 Core Set starter matchups (4 Corp
decks x 3 Runner decks), or over the matchups of another set of built-in decks
(``starters="startup"``: the 12 pairings of the example Startup decks; see
:data:`~nr_fast.deck.BUILT_IN_DECKS`), each batch through the Rust :func:`~nr_fast.simulate`.
The result holds the Corp win rate of every seat pairing with its 95% Wilson interval, and a
rating per bot: Bradley-Terry strengths fitted by the MM algorithm (Hunter 2004) on the pooled
wins, reported on the Elo scale (400·log10 of the strength ratio) with the first bot at 0.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field
from typing import Any, SupportsIndex

import numpy as np
import numpy.typing as npt
from tqdm import tqdm

from . import _core
from ._args import DEFAULT_POINTS_TO_WIN, _check_int, _check_points_to_win
from .bots import BOT_SPECS, game_seed
from .deck import BUILT_IN_DECKS, STARTER_DECKS, Deck
from .errors import InvalidArgumentError
from .simulate import wilson_interval

__all__ = [
    "MATCHUPS",
    "MatchupResult",
    "PairingResult",
    "Rating",
    "TournamentResult",
    "bradley_terry",
    "elo_ratings",
    "starter_matchups",
    "tournament",
]

#: The 12 starter matchups (Corp deck, Runner deck): the first four starter decks are Corps.
MATCHUPS: tuple[tuple[str, str], ...] = tuple(
    (c, r) for c in STARTER_DECKS[:4] for r in STARTER_DECKS[4:]
)


def starter_matchups(starters: str = "core") -> tuple[tuple[str, str], ...]:
    """Return every (Corp deck, Runner deck) of the built-in decks of set `starters`.

    `starters` is a key of :data:`~nr_fast.deck.BUILT_IN_DECKS` (``"core"``: :data:`MATCHUPS`;
    ``"sg"``, ``"2021"``, ``"startup"``, ``"all"``).
    """
    if not isinstance(starters, str) or starters not in BUILT_IN_DECKS:
        raise InvalidArgumentError(
            f"no set of built-in decks named {str(starters)[:40]!r}; the sets are "
            f"{', '.join(BUILT_IN_DECKS)}"
        )
    corps, runners = BUILT_IN_DECKS[starters]
    return tuple((c, r) for c in corps for r in runners)


#: Virtual wins added each way to every pair of bots that met, so that every strength is finite
#: (a bot that lost every game would otherwise be rated minus infinity).
PRIOR_WINS: float = 0.5


@dataclass
class MatchupResult:
    """One batch: a seat pairing on one starter matchup."""

    corp_bot: str
    runner_bot: str
    corp_deck: str
    runner_deck: str
    seed: int
    games: int
    corp_wins: int
    runner_wins: int


@dataclass
class PairingResult:
    """All games of one seat pairing (this Corp bot against this Runner bot), pooled."""

    corp_bot: str
    runner_bot: str
    games: int = 0
    corp_wins: int = 0
    runner_wins: int = 0

    @property
    def unfinished(self) -> int:
        """Games stopped without a winner."""
        return self.games - self.corp_wins - self.runner_wins

    def corp_win_rate(self) -> tuple[float, float, float]:
        """Return the Corp's win rate and its 95% Wilson interval as (rate, low, high)."""
        low, high = wilson_interval(self.corp_wins, self.games)
        return (self.corp_wins / self.games if self.games else 0.0, low, high)


@dataclass
class Rating:
    """One bot's rating and record over every game it played (both seats)."""

    bot: str
    rating: float
    strength: float
    games: int
    wins: int
    corp_games: int
    corp_wins: int
    runner_games: int
    runner_wins: int


@dataclass
class TournamentResult:
    """What :func:`tournament` returns: per seat pairing results, per matchup batches, ratings."""

    bots: list[str]
    games: int
    seed: int
    pairings: list[PairingResult]
    matchups: list[MatchupResult]
    ratings: list[Rating]
    interrupted: bool
    seconds: float
    method: str = field(default="Bradley-Terry (MM), Elo scale, first bot = 0")
    #: The agenda points each game was played to.
    agenda_points_to_win: int = DEFAULT_POINTS_TO_WIN
    #: The set of built-in decks whose matchups were played (see :func:`starter_matchups`).
    starters: str = "core"

    def wins(self) -> npt.NDArray[np.int64]:
        """Return the matrix of wins: ``[i, j]`` is how often bot i beat bot j (either seat)."""
        index = {b: i for i, b in enumerate(self.bots)}
        w = np.zeros((len(self.bots), len(self.bots)), dtype=np.int64)
        for p in self.pairings:
            c, r = index[p.corp_bot], index[p.runner_bot]
            w[c, r] += p.corp_wins
            w[r, c] += p.runner_wins
        return w

    def summary(self) -> dict[str, Any]:
        """Return the result as plain data (what ``nr-fast tournament --json`` prints)."""
        pairings = []
        for p in self.pairings:
            rate, low, high = p.corp_win_rate()
            pairings.append(
                {
                    **asdict(p),
                    "unfinished": p.unfinished,
                    "corp_win_rate": rate,
                    "corp_ci95": [low, high],
                }
            )
        return {
            "bots": self.bots,
            "games": self.games,
            "seed": self.seed,
            "agenda_points_to_win": self.agenda_points_to_win,
            "starters": self.starters,
            "interrupted": self.interrupted,
            "seconds": self.seconds,
            "rating_method": self.method,
            "pairings": pairings,
            "matchups": [asdict(m) for m in self.matchups],
            "ratings": [asdict(r) for r in self.ratings],
        }


def bradley_terry(
    wins: npt.ArrayLike, prior: float = PRIOR_WINS, tol: float = 1e-10, max_iter: int = 10_000
) -> npt.NDArray[np.float64]:
    """Fit Bradley-Terry strengths to a wins matrix by the MM algorithm (Hunter 2004).

    ``wins[i, j]`` is how often i beat j. `prior` virtual wins are added each way to every pair
    that played, so that every strength is positive and finite. Returns strengths with geometric
    mean 1; P(i beats j) = s_i / (s_i + s_j).
    """
    w = np.asarray(wins, dtype=np.float64)
    if w.ndim != 2 or w.shape[0] != w.shape[1]:
        raise InvalidArgumentError(f"wins must be a square matrix, not of shape {w.shape}")
    if np.any(w < 0):
        raise InvalidArgumentError("wins must be non-negative")
    n = w.shape[0]
    w = w.copy()
    np.fill_diagonal(w, 0.0)
    met = (w + w.T) > 0
    w = w + prior * met
    games = w + w.T
    total = w.sum(axis=1)
    s = np.ones(n)
    for _ in range(max_iter):
        denom = (games / (s[:, None] + s[None, :])).sum(axis=1)
        new = np.where(denom > 0, total / np.where(denom > 0, denom, 1.0), 1.0)
        new = np.maximum(new, 1e-300)
        new /= math.exp(float(np.mean(np.log(new))))
        if np.max(np.abs(new - s)) < tol:
            s = new
            break
        s = new
    return s


def elo_ratings(strengths: npt.ArrayLike, anchor: int = 0) -> npt.NDArray[np.float64]:
    """Return Bradley-Terry strengths on the Elo scale (400·log10), bot `anchor` at 0."""
    s = np.asarray(strengths, dtype=np.float64)
    r: npt.NDArray[np.float64] = 400.0 * np.log10(s)
    out: npt.NDArray[np.float64] = r - r[anchor]
    return out


def tournament(
    bots: list[str],
    games: SupportsIndex,
    seed: SupportsIndex = 0,
    threads: SupportsIndex = 0,
    progress: bool = True,
    agenda_points_to_win: SupportsIndex = DEFAULT_POINTS_TO_WIN,
    starters: str = "core",
) -> TournamentResult:
    """Play every pair of `bots` (distinct specs) in both seats over the matchups of `starters`.

    `games` games per pair and seat, split as evenly as possible over
    ``starter_matchups(starters)`` (default ``"core"``: the 12 Core Set starter matchups,
    :data:`MATCHUPS`; ``"startup"``: the 12 pairings of the example Startup decks); the first
    ``games % len(matchups)`` get one more. Batch ``k`` (in the order pair, seat, matchup) is
    a Rust :func:`~nr_fast.simulate` with master seed ``game_seed(seed, k)``.
    `threads` 0 uses every core; `progress` shows one tqdm bar over all games. Ctrl-C stops
    the tournament and keeps what was played (``interrupted`` is then True). Every game is
    won at `agenda_points_to_win` agenda points (1 to 255; default 7).
    """
    if not isinstance(bots, (list, tuple)) or not all(isinstance(b, str) for b in bots):
        raise TypeError("bots must be a list of bot specs (str)")
    games = _check_int("games", games, 1, 2**63 - 1)
    seed = _check_int("seed", seed, 0, 2**64 - 1)
    threads = _check_int("threads", threads, 0, 1024)
    points = _check_points_to_win(agenda_points_to_win)
    # Canonical names ("ISMCTS" -> "ismcts:1000"); an unknown spec raises here.
    names = [_core.make_bot(b).name for b in bots]
    if len(names) < 2:
        raise InvalidArgumentError(f"a tournament needs at least 2 bots ({BOT_SPECS})")
    if len(set(names)) != len(names):
        dupes = sorted({n for n in names if names.count(n) > 1})
        raise InvalidArgumentError(f"each bot may appear once; repeated: {', '.join(dupes)}")
    pairs = starter_matchups(starters)
    decks = {name: Deck.starter(name).to_dict() for pair in pairs for name in pair}
    counts = [games // len(pairs) + (i < games % len(pairs)) for i in range(len(pairs))]
    seats = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            seats += [(a, b), (b, a)]
    pairings = [PairingResult(c, r) for c, r in seats]
    matchups: list[MatchupResult] = []
    interrupted = False
    start = time.perf_counter()
    total = games * len(seats)
    with tqdm(total=total, unit="game", disable=not progress, smoothing=0.05) as bar:
        k = 0
        for pairing in pairings:
            for (corp, runner), n in zip(pairs, counts):
                batch_seed = game_seed(seed, k)
                k += 1
                if n == 0:
                    continue
                base = int(bar.n)

                def report(done: int, base: int = base) -> None:
                    bar.update(base + done - bar.n)

                columns, stopped = _core.simulate(
                    decks[corp],
                    decks[runner],
                    n,
                    pairing.corp_bot,
                    pairing.runner_bot,
                    batch_seed,
                    threads,
                    report,
                    agenda_points_to_win=points,
                )
                winners = columns["winner"]
                result = MatchupResult(
                    corp_bot=pairing.corp_bot,
                    runner_bot=pairing.runner_bot,
                    corp_deck=corp,
                    runner_deck=runner,
                    seed=batch_seed,
                    games=len(winners),
                    corp_wins=int(np.count_nonzero(winners == 0)),
                    runner_wins=int(np.count_nonzero(winners == 1)),
                )
                matchups.append(result)
                pairing.games += result.games
                pairing.corp_wins += result.corp_wins
                pairing.runner_wins += result.runner_wins
                if stopped:
                    interrupted = True
                    break
            if interrupted:
                break
    out = TournamentResult(
        bots=names,
        games=games,
        seed=seed,
        pairings=pairings,
        matchups=matchups,
        ratings=[],
        interrupted=interrupted,
        seconds=time.perf_counter() - start,
        agenda_points_to_win=points,
        starters=starters,
    )
    out.ratings = _ratings(names, pairings, out.wins())
    return out


def _ratings(
    names: list[str], pairings: list[PairingResult], wins: npt.NDArray[np.int64]
) -> list[Rating]:
    strengths = bradley_terry(wins)
    elo = elo_ratings(strengths)
    out = []
    for i, name in enumerate(names):
        as_corp = [p for p in pairings if p.corp_bot == name]
        as_runner = [p for p in pairings if p.runner_bot == name]
        corp_games = sum(p.games for p in as_corp)
        runner_games = sum(p.games for p in as_runner)
        corp_wins = sum(p.corp_wins for p in as_corp)
        runner_wins = sum(p.runner_wins for p in as_runner)
        out.append(
            Rating(
                bot=name,
                rating=float(elo[i]),
                strength=float(strengths[i]),
                games=corp_games + runner_games,
                wins=corp_wins + runner_wins,
                corp_games=corp_games,
                corp_wins=corp_wins,
                runner_games=runner_games,
                runner_wins=runner_wins,
            )
        )
    return out
