"""The :class:`VecGame` class: many games stepped together in Rust, for reinforcement learning.

The stepping loop is engine code (rust/engine/src/vec_game.rs); it runs with the GIL released
and writes into numpy buffers allocated once. See docs/tensors.md for the layouts and seeds.
"""

from __future__ import annotations

from typing import Any, SupportsIndex

import numpy as np
import numpy.typing as npt

from . import _core
from ._args import _check_int, _check_seed
from .deck import Deck, deck_from_spec
from .errors import InvalidArgumentError
from .game import DeckSpec, Game

__all__ = ["MAX_GAMES", "MAX_LEGAL", "VecGame", "episode_seed"]

#: The width of :attr:`VecGame.codes`: the most legal actions one decision can have.
MAX_LEGAL: int = _core.MAX_LEGAL

#: The most games one :class:`VecGame` may hold (2**20).
MAX_GAMES: int = 2**20


def episode_seed(seed: SupportsIndex, index: SupportsIndex, episode: SupportsIndex) -> int:
    """Return the seed of episode `episode` (0, 1, …) of game `index` of ``VecGame(seed=seed)``."""
    return _core.episode_seed(
        _check_seed(seed), _check_seed(index, "index"), _check_seed(episode, "episode")
    )


def _read_only(a: npt.NDArray[Any]) -> npt.NDArray[Any]:
    view = a.view()
    view.flags.writeable = False
    return view


class VecGame:
    """`n` games between the same two decks, stepped together from one array of action codes.

    Every game always has a pending decision: a game that ends is reset at once (episode `k` of
    game `i` is seeded by :func:`episode_seed` ``(seed, i, k)``). The arrays returned by
    :meth:`step` and the attributes below are read-only views of buffers that every
    :meth:`step`, :meth:`reset` or :meth:`observe` overwrites; copy what you keep.

    Attributes:
        obs: ``(n, OBSERVATION_SIZE)`` float32, the observation of the side to decide next.
        mask: ``(n, NUM_ACTIONS)`` bool, True at the legal codes.
        codes: ``(n, MAX_LEGAL)`` int64, the legal codes first (``num_legal`` of them).
        num_legal: ``(n,)`` uint32, how many legal actions each game has.
        side: ``(n,)`` uint8, the side to decide next: 0 Corp, 1 Runner.
        rewards: ``(n, 2)`` float32, this step's reward of the Corp and the Runner (+1/-1 when
            the game ended, else 0).
        done: ``(n,)`` bool, the game ended with this step (and was reset).
        truncated: ``(n,)`` bool, the game was cut off at 100,000 decisions (and reset).
        agenda_points_to_win: the agenda points that win every game (1 to 255, default 7; a
            System Gateway starter game plays to 6), kept across resets.

    `n` lies in [1, :data:`MAX_GAMES`]; each game takes :meth:`bytes_needed` ``(1)`` bytes (about
    the size of one game state plus one row of each buffer), and a VecGame that would not fit in
    the memory available raises :class:`MemoryError` before allocating. `threads` lies in
    [0, 1024]. A VecGame may be shared between threads: its calls wait for each other (e.g.
    :meth:`game` during another thread's :meth:`step` returns once the step is done).
    """

    def __init__(
        self,
        n: SupportsIndex,
        corp: DeckSpec = None,
        runner: DeckSpec = None,
        seed: SupportsIndex = 0,
        threads: SupportsIndex = 1,
        agenda_points_to_win: SupportsIndex = 7,
    ) -> None:
        n = _check_int("n", n, 1, MAX_GAMES)
        threads = _check_int("threads", threads, 0, 1024)
        points = _check_int("agenda_points_to_win", agenda_points_to_win, 1, 255)
        # Text (a built-in deck's name or a decklist) is read as Game reads it (deck_from_spec).
        deck = [
            deck_from_spec(d).to_dict() if isinstance(d, (Deck, str)) else d for d in (corp, runner)
        ]
        self._seed = _check_seed(seed)
        self._core = _core.VecGame(n, deck[0], deck[1], self._seed, threads, points)
        #: Agenda points a player needs to win every game (7 unless given).
        self.agenda_points_to_win: int = points
        self.n = n
        bufs = self._core.buffers()
        self.obs: npt.NDArray[np.float32] = _read_only(bufs[0])
        self.mask: npt.NDArray[np.bool_] = _read_only(bufs[1])
        self.codes: npt.NDArray[np.int64] = _read_only(bufs[2])
        self.num_legal: npt.NDArray[np.uint32] = _read_only(bufs[3])
        self.side: npt.NDArray[np.uint8] = _read_only(bufs[4])
        self.rewards: npt.NDArray[np.float32] = _read_only(bufs[5])
        self.done: npt.NDArray[np.bool_] = _read_only(bufs[6])
        self.truncated: npt.NDArray[np.bool_] = _read_only(bufs[7])

    @staticmethod
    def bytes_needed(n: SupportsIndex) -> int:
        """Return the bytes ``VecGame(n)`` allocates (its games and its numpy buffers).

        ``VecGame(n)`` raises :class:`MemoryError` before allocating anything when this is more
        than the memory available (the system's available memory, the cgroup's limit and the
        address-space limit, whichever is least).
        """
        return _core.vec_game_bytes(_check_int("n", n, 1, MAX_GAMES))

    def __len__(self) -> int:
        return self.n

    def step(
        self, actions: npt.ArrayLike, observe: bool = True, mask: bool = True
    ) -> tuple[
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
    ]:
        """Apply ``actions[i]`` to game ``i`` for every game; return (obs, mask, rewards, done).

        Each code must be legal for the side that decides in that game; otherwise
        :class:`~nr_fast.IllegalActionError` (a ``ValueError``) names the first bad game and code,
        and no game is stepped. With ``observe=False`` (or ``mask=False``) the observations (or
        masks) are not written this step and the returned array holds stale rows: the fast
        path when actions are chosen from :attr:`codes` and :attr:`num_legal`.
        """
        a = np.ascontiguousarray(actions, dtype=np.int64)
        if a.shape != (self.n,):
            raise InvalidArgumentError(
                f"actions must have shape ({self.n},), one code per game, not {a.shape}"
            )
        self._core.step(a, observe, mask)
        return self.obs, self.mask, self.rewards, self.done

    def reset(
        self, seed: SupportsIndex | None = None
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_]]:
        """Start every game anew (episode 0) and return (obs, mask).

        The games are seeded from `seed`, or from the seed given when the VecGame was made.
        """
        if seed is not None:
            self._seed = _check_seed(seed)
        self._core.reset(self._seed)
        return self.obs, self.mask

    def random_actions(self, rng: np.random.Generator) -> npt.NDArray[np.int64]:
        """Return one uniformly random legal code per game, chosen in numpy from :attr:`codes`."""
        pick = (rng.random(self.n) * self.num_legal).astype(np.int64)
        return self.codes[np.arange(self.n), pick]

    def game(self, i: SupportsIndex) -> Game:
        """Return a copy of game `i`'s current state as a :class:`~nr_fast.Game`."""
        return Game._wrap(self._core.game(i))

    def episode(self, i: SupportsIndex) -> int:
        """Return how many times game `i` was reset since the VecGame was made or last reset."""
        return self._core.episode(i)

    def __repr__(self) -> str:
        return f"<VecGame n={self.n}>"
