"""nr_fast as an OpenSpiel game: ``pyspiel.load_game("nr_fast", {...})`` (needs ``open-spiel``).

Importing this module registers the game ``"nr_fast"`` with pyspiel (the ``openspiel`` extra:
``pip install '.[openspiel]'`` in the checkout; ``import nr_fast`` works without it). Every rule
runs in the engine: a state wraps a :class:`~nr_fast.Game` and translates. Player 0 is the
Corp, player 1 the Runner.

Parameters (all optional):

- ``corp``, ``runner``: a starter deck name (``"jinteki"``, ``"sg-nbn"``, ``"2021-anarch"``, see
  ``nr_fast.STARTER_DECKS``) or decklist text (several lines, the identity first); ``""`` (the
  default) is the default deck of that side;
- ``seed``: the deal and every later random event, in ``[0, 2**31 - 1]``; ``-1`` deals each
  initial state from a fresh seed drawn from the game's own generator;
- ``points_to_win``: the agenda points that win, ``[1, 255]`` (default 7).

How the game is declared, and why, is in docs/openspiel.md: sequential, two players, zero-sum
(+1/-1 at the end, 0/0 for a game cut off after :data:`MAX_GAME_LENGTH` decisions), terminal
rewards, imperfect information, and deterministic given the seed: the shuffles, draws and random
accesses are drawn inside the engine from the generator of the state, seeded by ``seed``; there
are no chance nodes.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from .bots import MAX_DECISIONS
from .deck import Deck
from .errors import InvalidArgumentError
from .game import INFORMATION_STATE_SHAPE, NUM_ACTIONS, OBSERVATION_SHAPE, DeckSpec, Game

__all__ = [
    "GAME_NAME",
    "GAME_TYPE",
    "MAX_GAME_LENGTH",
    "PLAYER_SIDES",
    "NrFastObserver",
    "NrFastSpielGame",
    "NrFastSpielState",
    "load_game",
]

#: The name the game is registered under: ``pyspiel.load_game("nr_fast")``.
GAME_NAME = "nr_fast"

#: The sides of players 0 and 1.
PLAYER_SIDES: tuple[str, str] = ("corp", "runner")

#: A game not over after this many decisions ends there, as a draw (as ``nr_fast.simulate``).
MAX_GAME_LENGTH: int = MAX_DECISIONS

_SEED_MAX = 2**31 - 1  # OpenSpiel's integer parameters are C++ ints.

#: What the game declares to OpenSpiel (docs/openspiel.md argues each field).
GAME_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Android: Netrunner (nr_fast engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"corp": "", "runner": "", "seed": 0, "points_to_win": 7},
)

_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=NUM_ACTIONS,
    max_chance_outcomes=0,
    num_players=2,
    min_utility=-1.0,
    max_utility=1.0,
    utility_sum=0.0,
    max_game_length=MAX_GAME_LENGTH,
)


def _deck(text: str, side: str) -> DeckSpec:
    """Return the deck a parameter names: "" the default, one line a starter, else a decklist."""
    if not isinstance(text, str):
        raise InvalidArgumentError(f"parameter {side!r} must be a string, not {text!r}")
    text = text.strip()
    if not text:
        return None
    if "\n" in text:
        return text
    return Deck.starter(text)


class NrFastSpielGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game: decks, seed and points to win from the parameters (module doc)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        unknown = sorted(set(params) - set(GAME_TYPE.parameter_specification))
        if unknown:
            raise InvalidArgumentError(
                f"unknown parameter {unknown[0]!r} of nr_fast (it takes corp, runner, seed, "
                "points_to_win)"
            )
        full = {**GAME_TYPE.parameter_specification, **params}
        seed, points = full["seed"], full["points_to_win"]
        if isinstance(seed, bool) or not isinstance(seed, int) or not -1 <= seed <= _SEED_MAX:
            raise InvalidArgumentError(f"seed must be an int in [-1, {_SEED_MAX}], not {seed!r}")
        if isinstance(points, bool) or not isinstance(points, int) or not 1 <= points <= 255:
            raise InvalidArgumentError(f"points_to_win must be an int in [1, 255], not {points!r}")
        super().__init__(GAME_TYPE, _GAME_INFO, params)
        #: The seed of every initial state (-1: a fresh one each time).
        self.seed: int = seed
        self._rng = random.Random(None if seed < 0 else seed)
        # Built once: a new state is a clone of it (a Game from decks takes ~0.2 ms).
        self._prototype = Game(
            _deck(full["corp"], "corp"),
            _deck(full["runner"], "runner"),
            seed=max(seed, 0),
            agenda_points_to_win=points,
        )

    def new_initial_state(self) -> NrFastSpielState:
        """Return the game at its first decision (the Corp's mulligan), dealt from the seed.

        With ``seed = -1`` each call deals from a fresh seed; OpenSpiel's ``clone`` and
        deserialization call this too (then overwrite the state), so each of them draws a seed
        and builds a game (about 0.2 ms): use a fixed seed for searches.
        """
        if self.seed < 0:
            decks = self._prototype._decks
            assert decks is not None
            game = Game(
                decks[0],
                decks[1],
                seed=self._rng.getrandbits(63),
                agenda_points_to_win=self._prototype.agenda_points_to_win,
            )
        else:
            game = self._prototype.clone()
        return NrFastSpielState(self, game)

    def make_py_observer(
        self,
        iig_obs_type: Any | None = None,
        params: dict[str, Any] | None = None,
    ) -> NrFastObserver:
        """Return the observer of `iig_obs_type`: the observation, or the information state.

        The default is the observation; ``perfect_recall=True`` gives the information state.
        Only a player's own view is offered (:class:`NrFastObserver`).
        """
        return NrFastObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params
        )

    def resample_seed(self) -> int:
        """Return a seed for a redeal (from the game's generator, seeded by ``seed``)."""
        return self._rng.getrandbits(63)


def _events(game: Game, side: str, since: int) -> str:
    """Return the events from number `since` on as `side` saw them, one indented line each."""
    return "".join(f"  {line}\n" for line in game.log(side, since=since))


class NrFastSpielState(pyspiel.State):  # type: ignore[misc]
    """One position: an nr_fast :class:`~nr_fast.Game` and each player's record of the game.

    ``self.game`` is the engine game (every rule happens there). ``self.records[p]`` is what
    player `p` has learned so far, in order: each move as `p` reads its label, and each event as
    `p` saw it (``Game.log(side)``); the information-state string is this record and the
    current decision, so it has perfect recall.
    """

    def __init__(self, game: NrFastSpielGame, nr_game: Game | None = None) -> None:
        super().__init__(game)
        #: The engine game.
        self.game: Game = nr_game if nr_game is not None else game._prototype.clone()
        #: What each player has learned (see the class doc).
        self.records: list[str] = [_events(self.game, side, 0) for side in PLAYER_SIDES]
        # The deciding player's labels at one decision (`_action_to_string`), and its key.
        self._labels: dict[int, str] = {}
        self._labels_key: tuple[int, int, int] = (0, -1, -1)

    # -- the game's course --------------------------------------------------------------------

    def current_player(self) -> int:
        """Return 0 (Corp) or 1 (Runner), or ``pyspiel.PlayerId.TERMINAL``."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        return 0 if self.game.current_side == "corp" else 1

    def is_terminal(self) -> bool:
        """Return whether the game is over (or was cut off at :data:`MAX_GAME_LENGTH`)."""
        return self.game.is_over or self.move_number() >= MAX_GAME_LENGTH

    def _legal_actions(self, player: int) -> list[int]:
        """Return the legal codes of the deciding player, ascending."""
        return sorted(self.game.legal_codes())

    def _apply_action(self, action: int) -> None:
        """Apply the code `action` of the deciding player in the engine."""
        game = self.game
        since, mover, code = game.num_events, game.current_side, int(action)
        labels = [game.label_for(code, side) for side in PLAYER_SIDES]  # read before the move
        game.apply(code)
        self.records = [
            f"{record}{mover}: {label}\n{_events(game, side, since)}"
            for record, label, side in zip(self.records, labels, PLAYER_SIDES)
        ]

    def _action_to_string(self, player: int, action: int) -> str:
        """Return the engine's label of `action` as `player` may read it.

        Distinct among the deciding player's legal actions, as OpenSpiel requires: the engine's
        labels of one decision differ for the side deciding, except where two actions differ
        only by a card that side has not seen in a hidden pile (docs/actions.md); those get
        their order among the actions that read alike, "(1 of 2)", which tells nothing of the
        cards (a redeal keeps every string).
        """
        if player < 0:
            return f"code {action}"
        code, side = int(action), PLAYER_SIDES[player]
        if player != self.current_player():
            return self.game.label_for(code, side)
        key = (id(self.game), self.move_number(), player)
        if self._labels_key != key:
            self._labels = {c: self.game.label_for(c, side) for c in self._legal_actions(player)}
            self._labels_key = key
        label = self._labels.get(code)
        if label is None:
            return self.game.label_for(code, side)
        alike = [c for c, other in self._labels.items() if other == label]
        if len(alike) > 1:
            label = f"{label} ({alike.index(code) + 1} of {len(alike)})"
        return label

    def returns(self) -> list[float]:
        """Return +1 to the winner and -1 to the loser at the end; 0, 0 otherwise."""
        winner = self.game.winner
        if winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if winner == "corp" else [-1.0, 1.0]

    def __str__(self) -> str:
        """Return the whole state (both sides' secrets included) as the engine's JSON text."""
        return self.game.to_json()

    # -- what a player knows ------------------------------------------------------------------

    def resample_from_infostate(self, player: int, probability_sampler: Any = None) -> Any:
        """Return a state `player` cannot tell apart from this one: ``Game.determinize``.

        The cards `player` has not seen are redealt (from a seed drawn from the game's
        generator: the OpenSpiel sampler is not used) and the engine's generator of the copy is
        reseeded, so later draws differ too. The history and both records are kept; `player`'s
        strings and tensors are unchanged.
        """
        side = PLAYER_SIDES[_check_player(int(player))]
        spiel_game: NrFastSpielGame = self.get_game()
        other = self.clone()
        other.game = self.game.determinize(side, spiel_game.resample_seed())
        return other


def _check_player(player: int) -> int:
    if player not in (0, 1):
        raise InvalidArgumentError(f"player must be 0 (Corp) or 1 (Runner), not {player}")
    return player


def _information_state_string(state: NrFastSpielState, player: int) -> str:
    side = PLAYER_SIDES[_check_player(player)]
    game = state.game
    deciding = game.current_side
    tail = f"now: {game.decision}, {deciding or 'nobody'} decides\n"
    if deciding == side:
        tail += "".join(f"- {game.label_for(c, side)}\n" for c in sorted(game.legal_codes()))
    return f"{side}\n{state.records[player]}{tail}"


class NrFastObserver:
    """OpenSpiel observer: the engine's tensors and strings of one player's view.

    The observation (``perfect_recall=False``) is ``Game.observation_tensor`` and
    ``Game.render(side)``; the information state (``perfect_recall=True``) is
    ``Game.information_state_tensor`` and the player's record (see
    :class:`NrFastSpielState`). Only a player's own view exists: other kinds of
    ``IIGObservationType`` (every player's private information, none) raise ``ValueError``.
    """

    def __init__(self, iig_obs_type: Any, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"nr_fast observers take no parameters, not {params}")
        if (
            iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise ValueError(
                "nr_fast offers each player's own view only (public information and that "
                "player's private information)"
            )
        self._perfect_recall: bool = bool(iig_obs_type.perfect_recall)
        shape = INFORMATION_STATE_SHAPE if self._perfect_recall else OBSERVATION_SHAPE
        #: The tensor OpenSpiel reads after :meth:`set_from`.
        self.tensor: npt.NDArray[np.float32] = np.zeros(shape, np.float32)
        name = "information_state" if self._perfect_recall else "observation"
        #: The tensor by name (one block).
        self.dict: dict[str, npt.NDArray[np.float32]] = {name: self.tensor}

    def set_from(self, state: NrFastSpielState, player: int) -> None:
        """Write `player`'s tensor of `state` into :attr:`tensor`."""
        side = PLAYER_SIDES[_check_player(int(player))]
        if self._perfect_recall:
            self.tensor[:] = state.game.information_state_tensor(side)
        else:
            self.tensor[:] = state.game.observation_tensor(side)

    def string_from(self, state: NrFastSpielState, player: int) -> str:
        """Return `player`'s information-state or observation string of `state`."""
        if self._perfect_recall:
            return _information_state_string(state, int(player))
        return state.game.render(PLAYER_SIDES[_check_player(int(player))])


def load_game(
    corp: str = "",
    runner: str = "",
    seed: int = 0,
    points_to_win: int = 7,
) -> Any:
    """Return ``pyspiel.load_game("nr_fast", {...})`` with these parameters."""
    return pyspiel.load_game(
        GAME_NAME,
        {"corp": corp, "runner": runner, "seed": seed, "points_to_win": points_to_win},
    )


if GAME_NAME not in pyspiel.registered_names():
    pyspiel.register_game(GAME_TYPE, NrFastSpielGame)
