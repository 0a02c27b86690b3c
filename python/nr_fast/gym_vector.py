"""Self-play Gymnasium environments: one game, or many stepped together in Rust (needs gymnasium).

- :class:`NetrunnerSelfPlayEnv`: a ``gymnasium.Env`` where one policy plays both seats: each
  step is a decision of the side that decides now, observed from that side;
- :class:`NetrunnerVectorEnv`: the same for `num_envs` games at once, a
  ``gymnasium.vector.VectorEnv`` backed by :class:`~nr_fast.VecGame` (the games step in Rust with
  the GIL released). ``NetrunnerVectorEnv(1, seed=s)`` plays exactly the games of
  ``NetrunnerSelfPlayEnv`` reset with seed `s`.

Observations are dicts ``{"observation": float32 tensor (docs/tensors.md), "action_mask": int8
mask}`` of the side that decides now (``info["side"]``: 0 Corp, 1 Runner; the tensor's
``observer_is_corp`` flag says it too). The reward of a step is that of the side that took the
action: +1 if its move won the game, -1 if it lost it, else 0; ``info["corp_reward"]`` and
``info["runner_reward"]`` give both sides' rewards (a side that loses on the other side's move
sees its -1 there). Decks are as for ``nr_fast.play``: a one-line string is a starter deck name
(``"weyland"``), else decklist text, a :class:`~nr_fast.Deck` or None. Registered ids
(``import nr_fast.env`` registers them, with ``nr_fast/Netrunner-v0``):
``nr_fast/NetrunnerSelfPlay-v0`` (``gymnasium.make``; and
``gymnasium.make_vec(..., vectorization_mode="vector_entry_point")`` gives the VecGame-backed
vector environment).
"""

from __future__ import annotations

from typing import Any, SupportsIndex

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from .bots import MAX_DECISIONS, _starter
from .errors import IllegalActionError, InvalidArgumentError
from .game import NUM_ACTIONS, OBSERVATION_SHAPE, DeckSpec, Game
from .vec import VecGame, episode_seed

__all__ = ["NetrunnerSelfPlayEnv", "NetrunnerVectorEnv", "random_legal_actions"]

_OBS_LOW, _OBS_HIGH = -1.0e6, 1.0e6
_SEED_MAX = 2**63


def _single_observation_space() -> spaces.Dict:
    return spaces.Dict(
        {
            "observation": spaces.Box(_OBS_LOW, _OBS_HIGH, OBSERVATION_SHAPE, np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_ACTIONS,), np.int8),
        }
    )


def random_legal_actions(mask: npt.NDArray[Any], rng: np.random.Generator) -> npt.NDArray[np.int64]:
    """Return one uniformly random legal code per row of a ``(n, NUM_ACTIONS)`` action mask."""
    legal = mask.view(np.bool_) if mask.dtype in (np.int8, np.uint8) else mask.astype(np.bool_)
    flat = np.flatnonzero(legal)  # far faster than a 2-D nonzero
    rows, cols = np.divmod(flat, mask.shape[1])
    counts = np.bincount(rows, minlength=mask.shape[0])
    if (counts == 0).any():
        raise InvalidArgumentError("every row of the mask needs at least one legal action")
    starts = np.cumsum(counts) - counts
    pick = starts + (rng.random(mask.shape[0]) * counts).astype(np.int64)
    actions: npt.NDArray[np.int64] = cols[pick].astype(np.int64)
    return actions


class NetrunnerSelfPlayEnv(gymnasium.Env[dict[str, npt.NDArray[Any]], int]):
    """One game, both seats played through one ``step`` (module doc).

    ``reset(seed=s)`` starts the game seeded ``episode_seed(s, 0, 0)``; each later ``reset()``
    without a seed starts the next episode, ``episode_seed(s, 0, k)`` (as game 0 of a
    ``VecGame(seed=s)``); a first reset without a seed draws `s` from the environment's
    generator. A game not over after 100,000 decisions is truncated. Every action of
    ``Discrete(NUM_ACTIONS)`` is a valid input: with ``illegal_action="lose"`` (the default) a
    code that is not legal ends the episode as a loss of the side to move (reward -1,
    ``info["illegal_action"]``); ``"raise"`` raises :class:`~nr_fast.IllegalActionError`.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        corp: DeckSpec = None,
        runner: DeckSpec = None,
        agenda_points_to_win: int = 7,
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        if illegal_action not in ("lose", "raise"):
            raise InvalidArgumentError(
                f"illegal_action must be 'lose' or 'raise', not {illegal_action!r}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        corp, runner = _starter(corp), _starter(runner)
        self._decks = (corp, runner)
        self._points = agenda_points_to_win
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = _single_observation_space()  # type: ignore[assignment]
        self.action_space = spaces.Discrete(NUM_ACTIONS)  # type: ignore[assignment]
        #: The engine game being played.
        self.game = Game(corp, runner, seed=0, agenda_points_to_win=agenda_points_to_win)
        self._seed: int | None = None
        self._episode = 0
        self._decisions = 0
        self._ended = True

    def _observation(self) -> dict[str, npt.NDArray[Any]]:
        side = self.game.current_side or "corp"
        return {
            "observation": self.game.observation_tensor(side),
            "action_mask": self.game.action_mask().view(np.int8),
        }

    def _info(self) -> dict[str, Any]:
        return {"side": 0 if self.game.current_side == "corp" else 1}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """Return the legal-action mask of the side to move (for sb3-contrib's MaskablePPO)."""
        return self.game.action_mask()

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
        """Start the next game (module doc for the seeds) and return its first observation."""
        super().reset(seed=seed)
        if seed is not None or self._seed is None:
            self._seed = int(seed) if seed is not None else int(self.np_random.integers(_SEED_MAX))
            self._episode = 0
        else:
            self._episode += 1
        decks = self._decks
        game_seed = episode_seed(self._seed, 0, self._episode)
        self.game = Game(*decks, seed=game_seed, agenda_points_to_win=self._points)
        self._decisions = 0
        self._ended = False
        return self._observation(), self._info()

    def step(
        self, action: int
    ) -> tuple[dict[str, npt.NDArray[Any]], float, bool, bool, dict[str, Any]]:
        """Apply `action` for the side to move; return the usual five values (module doc)."""
        if self._ended:
            raise IllegalActionError("step() after the episode ended: call reset()")
        code = int(action)
        mover = self.game.current_side
        if not 0 <= code < NUM_ACTIONS or not self.game.action_mask()[code]:
            if self.illegal_action == "raise":
                self.game.apply(code)  # raises IllegalActionError listing the legal actions
            self._ended = True
            info = self._info()
            info.update(
                illegal_action=True,
                corp_reward=-1.0 if mover == "corp" else 1.0,
                runner_reward=-1.0 if mover == "runner" else 1.0,
            )
            return self._observation(), -1.0, True, False, info
        self.game.apply(code)
        self._decisions += 1
        winner = self.game.winner
        info = self._info()
        if winner is not None:
            self._ended = True
            info.update(
                corp_reward=1.0 if winner == "corp" else -1.0,
                runner_reward=1.0 if winner == "runner" else -1.0,
                winner=winner,
            )
            return self._observation(), 1.0 if winner == mover else -1.0, True, False, info
        info.update(corp_reward=0.0, runner_reward=0.0)
        truncated = self._decisions >= MAX_DECISIONS
        self._ended = truncated
        return self._observation(), 0.0, False, truncated, info

    def render(self) -> str | None:
        """Return a one-line summary of the game (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return repr(self.game)


class NetrunnerVectorEnv(VectorEnv[dict[str, npt.NDArray[Any]], npt.NDArray[Any], Any]):
    """`num_envs` self-play games stepped together in Rust by a :class:`~nr_fast.VecGame`.

    The Gymnasium vector API (``reset``, ``step``, batched spaces, ``metadata["autoreset_mode"]``
    ``SAME_STEP``): a game that ends is reset within the same step (the engine does it), so the
    observation returned for it is the first of its next episode; ``terminations`` /
    ``truncations`` mark the step that ended it. The final observation of an ended game is not
    kept (``info`` has no ``final_obs``): the reward is the whole outcome. Rewards as in the
    module doc; ``info["corp_reward"]``, ``info["runner_reward"]``, ``info["side"]`` are arrays.

    Actions are codes, one per game (``MultiDiscrete``); every code must be legal in its game,
    else :class:`~nr_fast.IllegalActionError` names the first bad game and nothing steps (a
    VecGame cannot restart one game alone). Sample legal codes with
    :func:`random_legal_actions` or ``action_space.sample(mask=...)``.

    ``reset(seed=s)`` starts every game anew, game `i`'s episode `k` seeded
    ``episode_seed(s, i, k)``; ``reset()`` without a seed draws `s` from the environment's
    generator. `threads`: the VecGame's worker threads (0: every core). With ``copy=False`` (as
    Gymnasium's ``SyncVectorEnv(copy=False)``) the observations are read-only views of the
    VecGame's buffers, overwritten by the next ``step`` or ``reset``: no copy of the
    ``(num_envs, 28,956)`` masks per step.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012
        "autoreset_mode": AutoresetMode.SAME_STEP,
        "render_modes": [],
    }

    def __init__(
        self,
        num_envs: SupportsIndex = 1,
        corp: DeckSpec = None,
        runner: DeckSpec = None,
        agenda_points_to_win: int = 7,
        threads: SupportsIndex = 1,
        seed: SupportsIndex = 0,
        copy: bool = True,
    ) -> None:
        #: Whether observations are copies (else read-only views the next call overwrites).
        self.copy = bool(copy)
        #: The engine's batch of games.
        self.vec = VecGame(
            num_envs,
            _starter(corp),
            _starter(runner),
            seed=seed,
            threads=threads,
            agenda_points_to_win=agenda_points_to_win,
        )
        self.num_envs = self.vec.n
        self.single_observation_space = _single_observation_space()
        self.single_action_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._seed = int(seed)

    def _observation(self) -> dict[str, npt.NDArray[Any]]:
        obs, mask = self.vec.obs, self.vec.mask.view(np.int8)
        if self.copy:
            return {"observation": obs.copy(), "action_mask": mask.copy()}
        return {"observation": obs, "action_mask": mask}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """Return the ``(num_envs, NUM_ACTIONS)`` legal-action masks of the sides to move."""
        return self.vec.mask.copy()

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
        """Start every game anew; return the first observations and ``{"side": ...}``."""
        if isinstance(seed, list):
            raise InvalidArgumentError(
                "NetrunnerVectorEnv takes one seed for all its games (game i, episode k is "
                "seeded episode_seed(seed, i, k)), not a list"
            )
        if options:
            raise InvalidArgumentError(f"NetrunnerVectorEnv.reset takes no options, not {options}")
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(_SEED_MAX))
        self._seed = int(seed)
        self.vec.reset(self._seed)
        return self._observation(), {"side": self.vec.side.astype(np.int64)}

    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[
        dict[str, npt.NDArray[Any]],
        npt.NDArray[np.float64],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        dict[str, Any],
    ]:
        """Apply one code per game; return the five batched values (class doc)."""
        mover = self.vec.side.astype(np.int64)
        self.vec.step(actions)
        both = self.vec.rewards.astype(np.float64)
        rewards = both[np.arange(self.num_envs), mover]
        truncated = self.vec.truncated.copy()
        terminated = self.vec.done & ~truncated
        infos = {
            "side": self.vec.side.astype(np.int64),
            "corp_reward": both[:, 0].copy(),
            "runner_reward": both[:, 1].copy(),
        }
        return self._observation(), rewards, terminated, truncated, infos


_REGISTERED = False


def register_envs() -> None:
    """Register ``nr_fast/Netrunner-v0`` and ``nr_fast/NetrunnerSelfPlay-v0`` (once)."""
    global _REGISTERED
    if _REGISTERED:
        return
    registry = gymnasium.envs.registration.registry
    if "nr_fast/Netrunner-v0" not in registry:
        gymnasium.register("nr_fast/Netrunner-v0", entry_point="nr_fast.env:NetrunnerGymEnv")
    if "nr_fast/NetrunnerSelfPlay-v0" not in registry:
        gymnasium.register(
            "nr_fast/NetrunnerSelfPlay-v0",
            entry_point="nr_fast.gym_vector:NetrunnerSelfPlayEnv",
            vector_entry_point="nr_fast.gym_vector:NetrunnerVectorEnv",
        )
    _REGISTERED = True
