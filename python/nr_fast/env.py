"""Reinforcement-learning environments over :class:`~nr_fast.Game` (needs pettingzoo, gymnasium).

- :class:`NetrunnerEnv`: a PettingZoo AEC environment, agents ``"corp"`` and ``"runner"``;
- :class:`NetrunnerGymEnv`: a Gymnasium environment playing one side against an opponent bot,
  registered as ``gymnasium.make("nr_fast/Netrunner-v0", side=..., opponent=...)`` once this
  module is imported (self-play and the VecGame-backed vector environment:
  :mod:`nr_fast.gym_vector`).

Observations are dicts ``{"observation": float32 tensor, "action_mask": int8 mask}`` (the tensor
of :meth:`Game.observation_tensor`, docs/tensors.md); actions are codes in
``Discrete(NUM_ACTIONS)``; the reward is +1 for the winner and -1 for the loser at the end.
Install the extra with ``pip install '.[env]'`` in the nr_fast checkout (or ``pip install
pettingzoo gymnasium``); ``import nr_fast`` works without it.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol, Union

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from .errors import IllegalActionError, InvalidArgumentError
from .game import NUM_ACTIONS, OBSERVATION_SHAPE, SIDES, DeckSpec, Game

__all__ = ["MAX_DECISIONS", "NetrunnerEnv", "NetrunnerGymEnv", "Opponent", "OpponentSpec"]

#: Default cut-off of an episode, in decisions of both players (as ``simulate``).
MAX_DECISIONS = 100_000

#: Bounds of the observation Box: every entry of the tensor lies well inside.
_OBS_LOW, _OBS_HIGH = -1.0e6, 1.0e6


class Opponent(Protocol):
    """Anything with ``choose(game) -> int``: the code of a legal action of the deciding side."""

    def choose(self, game: Game) -> int:
        """Return the code of a legal action of the side that decides in `game`."""
        ...


#: An opponent: ``"random"``, a bot spec for ``nr_fast.make_bot`` (``"heuristic"``,
#: ``"ismcts:200"``), or an :class:`Opponent`.
OpponentSpec = Union[str, Opponent]


class _RandomOpponent:
    """Uniform over the legal codes, drawn from the environment's numpy generator."""

    def __init__(self, env: NetrunnerGymEnv) -> None:
        self._env = env

    def choose(self, game: Game) -> int:
        codes = game.legal_action_codes()
        return int(codes[self._env.np_random.integers(len(codes))])


def _observation_space() -> spaces.Dict:
    return spaces.Dict(
        {
            "observation": spaces.Box(_OBS_LOW, _OBS_HIGH, OBSERVATION_SHAPE, np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_ACTIONS,), np.int8),
        }
    )


def _observe(game: Game, side: str, deciding: bool) -> dict[str, npt.NDArray[Any]]:
    mask = (
        game.action_mask().astype(np.int8)
        if deciding and game.current_side == side
        else np.zeros(NUM_ACTIONS, np.int8)
    )
    return {"observation": game.observation_tensor(side), "action_mask": mask}


def _game_seed(rng: np.random.Generator) -> int:
    return int(rng.integers(0, 2**63, dtype=np.int64))


class NetrunnerEnv(AECEnv):  # type: ignore[misc]
    """PettingZoo AEC environment: the Corp and the Runner take turns as the game asks them.

    ``agent_selection`` is the side that decides now (``Game.current_side``); an agent may act
    several times in a row. Only the deciding agent's ``action_mask`` has ones. An illegal code
    raises :class:`~nr_fast.IllegalActionError`. A game longer than `max_decisions` decisions
    is truncated (reward 0). ``reset(seed=s)`` replays the same game for the same actions.
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "netrunner_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        corp: DeckSpec = None,
        runner: DeckSpec = None,
        max_decisions: int = MAX_DECISIONS,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self._decks = (corp, runner)
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self.possible_agents = list(SIDES)
        self.agents = list(SIDES)
        self._obs_space = _observation_space()
        self._act_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_spaces = dict.fromkeys(SIDES, self._obs_space)
        self.action_spaces = dict.fromkeys(SIDES, self._act_space)
        self._rng = np.random.default_rng()
        self.game = Game(corp, runner, seed=0)
        self._reset_bookkeeping()

    def _reset_bookkeeping(self) -> None:
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._decisions = 0
        self.agent_selection = self.game.current_side or "corp"

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """Return the observation space of `agent` (the same for both)."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """Return ``Discrete(NUM_ACTIONS)``."""
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game, seeded by `seed` (or by the environment's generator)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.game = Game(*self._decks, seed=_game_seed(self._rng))
        self._reset_bookkeeping()

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """Return what `agent` may know, with its action mask (zeros unless it decides)."""
        return _observe(self.game, agent, not self.game.is_over)

    def step(self, action: int | None) -> None:
        """Apply action code `action` for ``agent_selection`` (None once the agent is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalActionError(f"{agent} must act: None is only for a finished agent")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(int(action))
        self._decisions += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.game.is_over:
            winner = self.game.winner
            for a in self.agents:
                self.rewards[a] = 1.0 if a == winner else -1.0
                self.terminations[a] = True
                self.infos[a] = {"winner": winner, "win_reason": self.game.win_reason}
        elif self._decisions >= self.max_decisions:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = self.game.current_side or agent
        self._accumulate_rewards()

    def render(self) -> str | None:
        """Return a one-line summary of the game (``render_mode="ansi"``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        return repr(self.game)

    def close(self) -> None:
        """Nothing to release."""


class NetrunnerGymEnv(gymnasium.Env[dict[str, npt.NDArray[Any]], int]):
    """Gymnasium environment: the agent plays `side`, the opponent plays the other side.

    ``step(action)`` applies the agent's code, then lets the opponent decide until the agent must
    decide again or the game ends. Reward +1 (win) / -1 (loss) at the end, 0 otherwise; the
    episode is truncated after `max_decisions` decisions of both players.

    Every action of ``Discrete(NUM_ACTIONS)`` is a valid input (Gymnasium's contract): with
    ``illegal_action="lose"`` (the default) a code that is not legal now ends the episode as a
    loss (reward -1, ``info["illegal_action"] = True``); ``"raise"`` raises
    :class:`~nr_fast.IllegalActionError` instead. Use ``obs["action_mask"]`` to choose legal codes.

    `opponent`: ``"random"`` (uniform over the legal codes, from the environment's generator), a
    spec string for ``nr_fast.make_bot`` (``"heuristic"``,
    ``"ismcts:200"``), or any object with ``choose(game) -> int``.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        side: str = "runner",
        opponent: OpponentSpec = "random",
        corp: DeckSpec = None,
        runner: DeckSpec = None,
        max_decisions: int = MAX_DECISIONS,
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        if side not in SIDES:
            raise InvalidArgumentError(f"side must be 'corp' or 'runner', not {side!r}")
        if illegal_action not in ("lose", "raise"):
            raise InvalidArgumentError(
                f"illegal_action must be 'lose' or 'raise', not {illegal_action!r}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.side = side
        self.opponent_side = "corp" if side == "runner" else "runner"
        self._opponent_spec = opponent
        self._decks = (corp, runner)
        self.max_decisions = max_decisions
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = _observation_space()  # type: ignore[assignment]
        self.action_space = spaces.Discrete(NUM_ACTIONS)  # type: ignore[assignment]
        self.game = Game(corp, runner, seed=0)
        self._decisions = 0
        self._ended = True
        self.opponent: Opponent = self._make_opponent(opponent, 0)

    def _make_opponent(self, spec: OpponentSpec, seed: int) -> Opponent:
        if not isinstance(spec, str):
            if not callable(getattr(spec, "choose", None)):
                raise InvalidArgumentError(
                    "opponent must be a bot spec string or have choose(game)"
                )
            return spec
        if spec == "random":
            return _RandomOpponent(self)
        from .bots import make_bot

        bot: Opponent = make_bot(spec, seed)
        return bot

    def _observation(self) -> dict[str, npt.NDArray[Any]]:
        return _observe(self.game, self.side, not self.game.is_over)

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """Return the legal-action mask of the agent (all False when it does not decide).

        sb3-contrib's ``MaskablePPO`` calls this (``ActionMasker`` is not needed).
        """
        if self.game.is_over or self.game.current_side != self.side:
            return np.zeros(NUM_ACTIONS, np.bool_)
        return self.game.action_mask()

    def _info(self) -> dict[str, Any]:
        return {"decision": self.game.decision, "turn": self.game.turn}

    def _play_opponent(self) -> None:
        while (
            not self.game.is_over
            and self.game.current_side == self.opponent_side
            and self._decisions < self.max_decisions
        ):
            self.game.apply(int(self.opponent.choose(self.game)))
            self._decisions += 1

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
        """Start a new game (seeded from the environment's generator) and play to our decision."""
        super().reset(seed=seed)
        game_seed = _game_seed(self.np_random)
        self.game = Game(*self._decks, seed=game_seed)
        self._decisions = 0
        self._ended = False
        if isinstance(self._opponent_spec, str) and self._opponent_spec != "random":
            self.opponent = self._make_opponent(self._opponent_spec, game_seed)
        self._play_opponent()
        return self._observation(), self._info()

    def _outcome(self) -> tuple[float, bool, bool]:
        if self.game.is_over:
            return (1.0 if self.game.winner == self.side else -1.0), True, False
        return 0.0, False, self._decisions >= self.max_decisions

    def step(
        self, action: int
    ) -> tuple[dict[str, npt.NDArray[Any]], float, bool, bool, dict[str, Any]]:
        """Apply our action code, let the opponent play, and return the usual five values."""
        code = int(action)
        if self._ended or self.game.is_over or self.game.current_side != self.side:
            raise IllegalActionError("step() after the episode ended: call reset()")
        if not 0 <= code < NUM_ACTIONS or not self.game.action_mask()[code]:
            if self.illegal_action == "raise":
                self.game.apply(code)  # raises IllegalActionError listing the legal actions
            info = self._info()
            info["illegal_action"] = True
            self._ended = True
            return self._observation(), -1.0, True, False, info
        self.game.apply(code)
        self._decisions += 1
        self._play_opponent()
        reward, terminated, truncated = self._outcome()
        self._ended = terminated or truncated
        info = self._info()
        if terminated:
            info["winner"] = self.game.winner
            info["win_reason"] = self.game.win_reason
        return self._observation(), reward, terminated, truncated, info

    def render(self) -> str | None:
        """Return a one-line summary of the game (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return repr(self.game)


# ``gymnasium.make("nr_fast/Netrunner-v0")`` and ``"nr_fast/NetrunnerSelfPlay-v0"`` after
# ``import nr_fast.env`` (or ``gymnasium.make("nr_fast.env:nr_fast/Netrunner-v0")``).
from .gym_vector import register_envs  # noqa: E402

register_envs()
