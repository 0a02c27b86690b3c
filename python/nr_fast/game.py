"""The :class:`Game` class: one game of Android: Netrunner, driven from Python.

A :class:`Game` wraps the engine's state (``nr_fast._core.GameState``) and keeps the history of the
actions applied through it. All rules live in the Rust engine; this module only checks arguments,
matches actions by their fields and converts JSON to Python values.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any, SupportsIndex, Union

import numpy as np
import numpy.typing as npt

from . import _core
from ._args import (
    _MAX_U64,
    DEFAULT_POINTS_TO_WIN,
    SIDES,
    _as_int,
    _check_code,
    _check_int,
    _check_points_to_win,
    _check_seed,
    _check_side,
    _replay_points,
)
from ._core import Action
from .deck import Deck, check_deck_counts, deck_from_spec
from .errors import (
    DeckError,
    IllegalActionError,
    InvalidArgumentError,
    NrFastError,
    ReplayError,
    ScenarioError,
    SerializationError,
)
from .render import render_view

__all__ = [
    "ACTION_KINDS",
    "INFORMATION_STATE_SHAPE",
    "NUM_ACTIONS",
    "OBSERVATION_SHAPE",
    "REPLAY_FORMAT",
    "REPLAY_VERSION",
    "SIDES",
    "Action",
    "DeckSpec",
    "Game",
    "HistoryEntry",
]

#: The size of the fixed action space: every action code lies in ``range(NUM_ACTIONS)``.
NUM_ACTIONS: int = _core.NUM_ACTIONS

#: The shape of :meth:`Game.observation_tensor` (docs/tensors.md).
OBSERVATION_SHAPE: tuple[int] = (_core.OBSERVATION_SIZE,)

#: The shape of :meth:`Game.information_state_tensor` (docs/tensors.md).
INFORMATION_STATE_SHAPE: tuple[int] = (_core.INFORMATION_STATE_SIZE,)

#: The names of every action kind (see docs/actions.md).
ACTION_KINDS: tuple[str, ...] = tuple(_core.ACTION_KINDS)

#: A deck argument: None (the default deck), a :class:`~nr_fast.deck.Deck`, a built-in deck's
#: name or decklist text (:func:`~nr_fast.deck.deck_from_spec`), or
#: ``{"identity": title, "cards": {title: count}}``.
DeckSpec = Union[None, Deck, str, Mapping[str, Any]]

#: One entry of :attr:`Game.history`: (side, label, code).
HistoryEntry = tuple[str, str, int]

#: The ``"format"`` field of a replay (see :meth:`Game.to_replay`).
REPLAY_FORMAT = "nr_fast-replay"
#: The replay format version this nr_fast writes and reads.
REPLAY_VERSION = 1


def _deck_record(deck: DeckSpec, side: str) -> dict[str, Any]:
    """Return the deck as the plain dict a replay records; the game is built from this dict.

    Building the game from the recorded dict (rather than from the argument) makes a replay
    reproduce the game exactly: the order of the cards matters to the shuffle. A dict argument
    is copied (its card list materialized once) and checked by the engine when the game is built.
    """
    if deck is None:
        return _core.default_decklist(side)
    if isinstance(deck, Deck):
        return deck.to_dict()
    if isinstance(deck, str):
        return deck_from_spec(deck).to_dict()
    if isinstance(deck, dict):
        record = dict(deck)
        cards = record.get("cards")
        check_deck_counts(cards)
        if isinstance(cards, dict):
            record["cards"] = dict(cards)
        elif cards is not None and not isinstance(cards, str):
            try:
                record["cards"] = [tuple(p) if isinstance(p, (tuple, list)) else p for p in cards]
            except TypeError:
                pass  # not iterable: the engine names the problem
        return record
    return deck  # type: ignore[return-value]  # the engine raises a clear TypeError


def _plain_deck(record: dict[str, Any]) -> dict[str, Any]:
    """Return a deck the engine accepted as JSON-ready data (identity, cards dict or pairs)."""
    cards = record["cards"]
    if isinstance(cards, dict):
        plain: Any = {str(t): int(n) for t, n in cards.items()}
    else:
        plain = [[str(t), int(n)] for t, n in cards]
    return {"identity": str(record["identity"]), "cards": plain}


def _format_call(kind: str, fields: Mapping[str, object]) -> str:
    args = [repr(kind)] + [f"{k}={v!r}" for k, v in fields.items()]
    return f"do({', '.join(args)})"


def _format_actions(actions: list[Action]) -> str:
    return "".join(f"\n  [{a.code}] {a.label}" for a in actions)


_REPLAY_KEYS: tuple[str, ...] = ("format", "version", "engine", "seed", "agenda_points_to_win")
_REPLAY_KEYS += ("corp", "runner", "result", "actions")
_MOVE_KEYS = ("code", "side", "label")


def _version_hint(engine: str | None) -> str:
    here = f"nr_fast {_core.__version__}"
    if engine is not None and engine != here:
        return f"the replay was recorded by {engine}, this is {here}"
    return "was the replay recorded by a different engine version, or edited?"


def _title_hint(card: object) -> str:
    """Return " (<why the title names no card>)" for a `card` str that is no card's title."""
    if not isinstance(card, str):
        return ""
    try:
        _core.card_title(card)
    except NrFastError as exc:
        return f" ({exc})"
    return ""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_move(number: int, entry: object) -> tuple[int, str | None, str | None]:
    where = f"move {number}"
    if not isinstance(entry, dict):
        raise ReplayError(
            f"{where}: a move is an object {{'code', 'side', 'label'}}, not {type(entry).__name__}"
        )
    unknown = [k for k in entry if k not in _MOVE_KEYS]
    if unknown:
        raise ReplayError(
            f"{where}: unknown key {unknown[0]!r} (a move has 'code', 'side', 'label')"
        )
    if "code" not in entry:
        raise ReplayError(f"{where}: no 'code'")
    code = entry["code"]
    if not _is_int(code) or not 0 <= code < NUM_ACTIONS:
        raise ReplayError(f"{where}: 'code' must be an int in [0, {NUM_ACTIONS}), not {code!r}")
    side = entry.get("side")
    if side is not None and side not in SIDES:
        raise ReplayError(f"{where}: 'side' must be 'corp' or 'runner', not {side!r}")
    label = entry.get("label")
    if label is not None and not isinstance(label, str):
        raise ReplayError(f"{where}: 'label' must be a str, not {type(label).__name__}")
    return code, side, label


def _check_moves(moves: object, total: int) -> int:
    """Return how many of a replay's `total` moves to play: `moves`, or all when None."""
    if moves is None:
        return total
    count = _as_int("moves", moves)
    if not 0 <= count <= total:
        raise InvalidArgumentError(
            f"moves must lie in [0, {total}] (the replay has {total} moves), not {count}"
        )
    return count


def _parse_replay(replay: object) -> dict[str, Any]:
    """Check a replay's fields; return them with the moves as (code, side, label) tuples."""
    if isinstance(replay, str):
        try:
            data = json.loads(replay)
        except json.JSONDecodeError as exc:
            raise ReplayError(f"the replay is not JSON text: {exc}") from None
    elif isinstance(replay, Mapping):
        data = dict(replay)
    else:
        raise TypeError(f"a replay is JSON text or a dict, not {type(replay).__name__}")
    if not isinstance(data, dict):
        raise ReplayError(f"a replay is a JSON object, not {type(data).__name__}")
    if data.get("format") != REPLAY_FORMAT:
        raise ReplayError(
            f"not an nr_fast replay: 'format' is {data.get('format')!r}, not {REPLAY_FORMAT!r}"
        )
    version = data.get("version")
    if version != REPLAY_VERSION or not _is_int(version):
        raise ReplayError(
            f"replay version {version!r} is not supported (this nr_fast reads version "
            f"{REPLAY_VERSION})"
        )
    unknown = [k for k in data if k not in _REPLAY_KEYS]
    if unknown:
        raise ReplayError(
            f"unknown replay key {unknown[0]!r}; the keys are: {', '.join(_REPLAY_KEYS)}"
        )
    missing = [k for k in ("seed", "corp", "runner", "actions") if k not in data]
    if missing:
        raise ReplayError(f"the replay has no {', '.join(repr(k) for k in missing)}")
    seed = data["seed"]
    if not _is_int(seed) or not 0 <= seed <= _MAX_U64:
        raise ReplayError(f"the replay's 'seed' must be an int in [0, 2**64), not {seed!r}")
    for side in SIDES:
        if not isinstance(data[side], dict):
            raise ReplayError(
                f"the replay's {side!r} deck must be an object {{'identity', 'cards'}}, not "
                f"{type(data[side]).__name__}"
            )
        try:
            check_deck_counts(data[side].get("cards"))
        except DeckError as exc:
            raise ReplayError(f"the replay's {side!r} deck: {exc}") from None
    engine = data.get("engine")
    if engine is not None and not isinstance(engine, str):
        raise ReplayError(f"the replay's 'engine' must be a str, not {type(engine).__name__}")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise ReplayError(f"the replay's 'actions' must be a list, not {type(actions).__name__}")
    result = data.get("result")
    if result is not None:
        if (
            not isinstance(result, dict)
            or set(result) != {"winner", "reason", "turn"}
            or result["winner"] not in SIDES
            or not isinstance(result["reason"], str)
            or not _is_int(result["turn"])
        ):
            raise ReplayError(
                "the replay's 'result' must be {'winner': 'corp' or 'runner', 'reason': str, "
                f"'turn': int}}, not {result!r}"
            )
    return {
        "seed": seed,
        "agenda_points_to_win": _replay_points(data),
        "corp": data["corp"],
        "runner": data["runner"],
        "engine": engine,
        "result": result,
        "actions": [_parse_move(i, entry) for i, entry in enumerate(actions, start=1)],
    }


class Game:
    """One game of Android: Netrunner.

    ``Game(corp=None, runner=None, seed=0, agenda_points_to_win=7)`` starts a new game, won by
    the first player to score (or steal) `agenda_points_to_win` agenda points (1 to 255; the
    Rules Reference's 7, or 6 for a System Gateway starter game). Each deck is None (the default
    deck of that side: the Jinteki and Shaper starter decks), a :class:`~nr_fast.deck.Deck`
    (e.g. ``Deck.starter("nbn")``), a built-in deck's name (``"weyland"``, ``"sg-anarch"``),
    decklist text as players exchange it (read by :meth:`~nr_fast.deck.Deck.parse`, the reader
    the command line and the web table use) or a dict ``{"identity": title, "cards": {title:
    count}}``. The same seed and the same actions always give the same game.

    The game stops whenever a player must decide: :attr:`current_side` is that player,
    :meth:`legal_actions` lists the choices, and :meth:`apply` or :meth:`do` takes one.

    Example::

        game = Game(seed=1)
        while not game.is_over:
            game.apply(game.legal_actions()[0])
        print(game.winner, game.win_reason)
    """

    __slots__ = ("_decks", "_seed", "_state")

    # The engine state; it also records the history, under the same lock as the state, so that
    # a Game shared between threads never has a history out of step with its state.
    _state: _core.GameState
    # The decks and seed the game was created with (None for a game that did not start from
    # them: from_json, scenario, determinize); a replay needs them.
    _decks: tuple[dict[str, Any], dict[str, Any]] | None
    _seed: int | None

    def __init__(
        self,
        corp: DeckSpec = None,
        runner: DeckSpec = None,
        seed: SupportsIndex = 0,
        agenda_points_to_win: SupportsIndex = DEFAULT_POINTS_TO_WIN,
    ) -> None:
        corp_deck, runner_deck = _deck_record(corp, "corp"), _deck_record(runner, "runner")
        seed = _check_seed(seed)
        points = _check_points_to_win(agenda_points_to_win)
        self._state = _core.GameState(corp_deck, runner_deck, seed, points)
        self._decks = (_plain_deck(corp_deck), _plain_deck(runner_deck))
        self._seed = seed

    @classmethod
    def _wrap(
        cls,
        state: _core.GameState,
        decks: tuple[dict[str, Any], dict[str, Any]] | None = None,
        seed: int | None = None,
    ) -> Game:
        """Return a Game around `state` (whose history it keeps)."""
        game = cls.__new__(cls)
        game._state = state
        game._decks = decks
        game._seed = seed
        return game

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Read a game back from :meth:`to_json` text (its history starts empty).

        Raises :class:`~nr_fast.errors.SerializationError` when the text cannot be read or
        describes a position the rules cannot reach (it must pass the engine's invariants).
        """
        if not isinstance(text, str):
            raise TypeError(f"from_json expects a str, not {type(text).__name__}")
        return cls._wrap(_core.GameState.from_json(text))

    @classmethod
    def scenario(cls, scenario: Mapping[str, Any] | str) -> Game:
        """Build a game in a given position from a scenario dict (or its JSON text).

        See docs/scenario.md for the fields. Raises :class:`~nr_fast.errors.ScenarioError` for
        a malformed scenario and :class:`~nr_fast.errors.UnknownCardError` for a card title the
        engine does not know.
        """
        if isinstance(scenario, str):
            text = scenario
        elif isinstance(scenario, Mapping):
            try:
                text = json.dumps(dict(scenario))
            except (TypeError, ValueError) as exc:
                raise ScenarioError(f"the scenario is not JSON data: {exc}") from exc
            except RecursionError:
                # A nested `hosted` list deeper than Python can walk; the engine's limit is far
                # smaller (docs/scenario.md, "Limits").
                raise ScenarioError("the scenario is nested too deeply") from None
        else:
            raise TypeError(f"a scenario is a dict or JSON text, not {type(scenario).__name__}")
        return cls._wrap(_core.GameState.from_scenario_json(text))

    # -- copies and serialization -------------------------------------------------------------

    def clone(self) -> Game:
        """Return an independent copy of this game (history, decks and seed included)."""
        return self._wrap(self._state.clone(), self._decks, self._seed)

    def determinize(self, side: str, seed: SupportsIndex) -> Game:
        """Return a complete game that `side` cannot tell apart from this one.

        The cards `side` has not seen are redealt, from `seed`, among the places `side` cannot
        see (each side is assumed to know the other's decklist). For ISMCTS-style search.
        The history is copied unchanged; the copy cannot be replayed (:meth:`to_replay`), since
        its cards were redealt.
        """
        return self._wrap(self._state.determinize(_check_side(side), _check_seed(seed)))

    def to_json(self) -> str:
        """Return the whole state as JSON text; :meth:`from_json` reads it back.

        The history is not part of it (pickling keeps it).
        """
        return self._state.to_json()

    def __copy__(self) -> Game:
        return self.clone()

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self.clone()

    def __getstate__(self) -> dict[str, Any]:
        # One copy (taken under the game's lock) so that the state and the history match even
        # while other threads apply moves.
        snap = self._state.clone()
        return {
            "state": snap.to_json(),
            "history": snap.history(),
            "events": snap.event_records(),
            "decks": self._decks,
            "seed": self._seed,
        }

    def __setstate__(self, data: dict[str, Any]) -> None:
        """Restore a pickled game; a malformed state raises SerializationError."""
        if not isinstance(data, dict):
            raise SerializationError(f"a pickled Game's state is a dict, not {type(data).__name__}")
        missing = [k for k in ("state", "history") if k not in data]
        if missing:
            raise SerializationError(
                f"a pickled Game's state has no {' or '.join(repr(k) for k in missing)}"
            )
        text, history = data["state"], data["history"]
        if not isinstance(text, str):
            raise SerializationError(
                f"a pickled Game's 'state' is to_json() text, not {type(text).__name__}"
            )
        if not isinstance(history, (list, tuple)):
            raise SerializationError(
                f"a pickled Game's 'history' is a list, not {type(history).__name__}"
            )
        decks = data.get("decks")
        if decks is not None and not (
            isinstance(decks, (list, tuple))
            and len(decks) == 2
            and all(isinstance(d, dict) for d in decks)
        ):
            raise SerializationError(f"a pickled Game's 'decks' are two deck dicts, not {decks!r}")
        seed = data.get("seed")
        if seed is not None and not (_is_int(seed) and 0 <= seed <= _MAX_U64):
            raise SerializationError(
                f"a pickled Game's 'seed' is None or an int in [0, 2**64 - 1], not {seed!r}"
            )
        events = data.get("events", [])
        if not isinstance(events, (list, tuple)):
            raise SerializationError(
                f"a pickled Game's 'events' is a list, not {type(events).__name__}"
            )
        state = _core.GameState.from_json(text)
        state.set_history([tuple(e) if isinstance(e, (list, tuple)) else e for e in history])
        state.set_event_records([tuple(e) if isinstance(e, (list, tuple)) else e for e in events])
        self._state = state
        self._decks = None if decks is None else (decks[0], decks[1])
        self._seed = seed

    # -- replays ------------------------------------------------------------------------------

    @property
    def replayable(self) -> bool:
        """Whether :meth:`to_replay` works: the game was created from decks and a seed.

        Games from :meth:`from_json`, :meth:`scenario` and :meth:`determinize` are not.
        """
        return self._decks is not None and self._seed is not None

    def to_replay(self) -> str:
        """Return the game as replay JSON text: its decks, seed and every move since the start.

        :meth:`from_replay` reads it back and plays the same game again. The fields are
        ``format`` (``"nr_fast-replay"``), ``version`` (1), ``engine`` (the nr_fast version that
        recorded it), ``seed``, ``agenda_points_to_win`` (only when not 7), ``corp`` and
        ``runner`` (decks ``{"identity", "cards"}``), ``result`` (``{"winner", "reason",
        "turn"}``, only once the game is over) and ``actions``: one ``{"code", "side",
        "label"}`` per move, the label as the engine gave it to the deciding player. Raises
        :class:`~nr_fast.errors.ReplayError` for a game that did not start from decks and a
        seed (see :attr:`replayable`).
        """
        if self._decks is None or self._seed is None:
            raise ReplayError(
                "this game cannot be replayed: it was not created from decks and a seed "
                "(games from Game.from_json, Game.scenario and determinize() have no replay)"
            )
        # Read one copy (taken under the game's lock): the moves and the result then match even
        # while other threads apply moves.
        snap = self._state.clone()
        head: dict[str, Any] = {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION,
            "engine": f"nr_fast {_core.__version__}",
            "seed": self._seed,
        }
        if snap.agenda_points_to_win() != DEFAULT_POINTS_TO_WIN:
            # Written only when not 7: a replay without it plays to 7 (older replays too).
            head["agenda_points_to_win"] = snap.agenda_points_to_win()
        head["corp"], head["runner"] = self._decks
        if snap.is_over:
            head["result"] = {"winner": snap.winner, "reason": snap.win_reason, "turn": snap.turn}
        # One field per line and one move per line: diffs of replays stay readable.
        lines = [
            f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()
        ]
        moves = [
            json.dumps({"code": code, "side": side, "label": label}, ensure_ascii=False)
            for side, label, code in snap.history()
        ]
        body = ",\n".join(f"    {m}" for m in moves)
        actions = '  "actions": [\n' + body + "\n  ]" if moves else '  "actions": []'
        return "{\n" + "\n".join(lines) + "\n" + actions + "\n}\n"

    def save_replay(self, path: str | os.PathLike[str]) -> None:
        """Write :meth:`to_replay` text to the file `path` (UTF-8)."""
        text = self.to_replay()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    @classmethod
    def from_replay(cls, replay: str | Mapping[str, Any], moves: int | None = None) -> Game:
        """Play a replay (:meth:`to_replay` text, or the dict it encodes) again.

        The game is rebuilt from the replay's decks and seed and each move is applied in turn;
        each must be legal, by the recorded side, with the recorded label (when the replay has
        one); when the whole replay is played, the result must equal the recorded one. With
        `moves` = k only the first k moves are played (the game can go on from there). Raises
        :class:`~nr_fast.errors.ReplayError` naming the move for a replay that does not
        reproduce, or naming the field for malformed input.
        """
        data = _parse_replay(replay)
        actions: list[tuple[int, str | None, str | None]] = data["actions"]
        count = _check_moves(moves, len(actions))
        game = cls._replay_start(data)
        hint = _version_hint(data["engine"])
        for number, (code, side, label) in enumerate(actions[:count], start=1):
            game._replay_move(number, code, side, label, hint)
        if count == len(actions):
            game._check_result(data["result"], hint)
        return game

    @classmethod
    def _replay_start(cls, data: dict[str, Any]) -> Game:
        """Return the new game of a parsed replay (its decks and seed), before any move."""
        try:
            return cls(
                corp=data["corp"],
                runner=data["runner"],
                seed=data["seed"],
                agenda_points_to_win=data["agenda_points_to_win"],
            )
        except (NrFastError, TypeError) as exc:
            raise ReplayError(f"the replay's decks cannot start a game: {exc}") from exc

    def _check_result(self, result: dict[str, Any] | None, hint: str) -> None:
        """Raise ReplayError unless the game's end matches a replay's `result` (if recorded)."""
        if result is None:
            return
        got = {"winner": self.winner, "reason": self.win_reason, "turn": self.turn}
        if got != result:
            state = (
                f"{self.winner} won ({self.win_reason}) on turn {self.turn}"
                if self.is_over
                else f"the game is not over (turn {self.turn})"
            )
            raise ReplayError(
                f"after all {len(self.history)} moves {state}, but the replay's result is "
                f"{result['winner']} won ({result['reason']}) on turn {result['turn']} "
                f"({hint})"
            )

    def _replay_move(
        self, number: int, code: int, side: str | None, label: str | None, hint: str
    ) -> None:
        if self.is_over:
            raise ReplayError(
                f"move {number}: the game is already over ({self.winner} won, "
                f"{self.win_reason}) but the replay goes on ({hint})"
            )
        if side is not None and side != self.current_side:
            raise ReplayError(
                f"move {number}: the replay has {side} decide, but {self.current_side} decides "
                f"here ({self.decision} decision) ({hint})"
            )
        if code not in self._state.legal_codes():
            described = f" ({label!r})" if label is not None else ""
            raise ReplayError(
                f"move {number}: code {code}{described} is not legal in the "
                f"{self.decision} decision of {self.current_side} ({hint})"
            )
        applied = self.apply(code)
        if label is not None and applied.label != label:
            raise ReplayError(
                f"move {number}: code {code} is {applied.label!r} here, but the replay "
                f"recorded {label!r} ({hint})"
            )

    # -- actions ------------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Return the legal actions of the player who must decide now (none once it is over).

        Their codes are distinct. Titles of cards appear only where the deciding player may
        know them.
        """
        return self._state.legal_actions()

    def legal_codes(self) -> list[int]:
        """Return the codes of the legal actions (cheaper than :meth:`legal_actions`)."""
        return self._state.legal_codes()

    def action_mask(self) -> npt.NDArray[np.bool_]:
        """Return the legal actions as a bool array of length :data:`NUM_ACTIONS`.

        ``mask[code]`` is True exactly for the codes of :meth:`legal_actions`; all False once the
        game is over.
        """
        return self._state.action_mask()

    def legal_action_codes(self) -> npt.NDArray[np.int64]:
        """Return the codes of the legal actions as an int64 array, in the engine's order."""
        return self._state.legal_action_codes()

    def observation_tensor(self, side: str) -> npt.NDArray[np.float32]:
        """Return what `side` may know as a float32 array of shape :data:`OBSERVATION_SHAPE`.

        The layout is in docs/tensors.md (and :func:`nr_fast.tensor_layout`). Cards `side` has
        not seen are encoded as unknown, so a redeal of them (:meth:`determinize`) gives the
        same tensor.
        """
        return self._state.observation_tensor(_check_side(side))

    def information_state_tensor(self, side: str) -> npt.NDArray[np.float32]:
        """Return the observation of `side` followed by its memory of the game (float32).

        Shape :data:`INFORMATION_STATE_SHAPE`; layout in docs/tensors.md.
        """
        return self._state.information_state_tensor(_check_side(side))

    def value_features(self, side: str) -> npt.NDArray[np.float32]:
        """Return the learned evaluation's features (float32; docs/strength.md) as `side` sees."""
        return self._state.value_features(_check_side(side))

    def action(self, code: SupportsIndex) -> Action:
        """Describe the action with this code in the current state (it need not be legal)."""
        return self._state.action(_check_code(code))

    def label_for(self, action: Action | SupportsIndex, viewer: str) -> str:
        """Return the label of `action` (at the pending decision) as `viewer` may read it.

        It names only cards `viewer` has seen, so the other side's moves can be shown without
        revealing hidden cards (e.g. "install a hidden card in remote1").
        """
        return self._state.label_for(_check_code(action), _check_side(viewer))

    def apply(self, action: Action | SupportsIndex) -> Action:
        """Take a legal action, given as an :class:`Action` or as its integer code.

        Returns the action as it was described before it was applied, and records it in
        :attr:`history`. An action that is not legal raises
        :class:`~nr_fast.errors.IllegalActionError` (the message lists the legal actions) and
        leaves the game unchanged.
        """
        return self._state.apply(_check_code(action))[1]

    def find(
        self,
        kind: str | None = None,
        *,
        card: SupportsIndex | str | None = None,
        server: str | SupportsIndex | None = None,
        target: SupportsIndex | None = None,
        amount: SupportsIndex | None = None,
    ) -> list[Action]:
        """Return the legal actions whose fields match every given field.

        `kind` is an action kind name; `card` a card instance id (int) or a card title (str,
        compared as players write it: any case, with or without accents, and only with titles
        the deciding player may know);
        `server` a server name ("hq", "rd", "archives", "remote1", …, "new_remote") or id;
        `target` and `amount` ints. Fields left as None match anything.
        """
        if kind is not None and not isinstance(kind, str):
            raise TypeError(f"kind must be a str, not {type(kind).__name__}")
        if kind is not None and kind not in ACTION_KINDS:
            raise InvalidArgumentError(
                f"unknown action kind {kind!r}; the kinds are: {', '.join(ACTION_KINDS)}"
            )
        card_id: int | None = None
        card_title: str | None = None
        if isinstance(card, str):
            card_title = _core.fold_title(card)
        elif card is not None:
            card_id = _check_int("card", card, 0, 255)
        server_label: str | None = None
        if server is not None:
            if isinstance(server, str):
                server_id = _core.parse_server(server)
                if server_id is None:
                    raise InvalidArgumentError(
                        f"unknown server {server!r}: use 'hq', 'rd', 'archives', 'remote1', "
                        "..., or 'new_remote'"
                    )
            else:
                server_id = _check_int("server", server, 0, 254)
            server_label = _core.server_name(server_id)
        if target is not None:
            target = _check_int("target", target, 0, 255)
        if amount is not None:
            amount = _check_int("amount", amount, 0, 255)

        def matches(a: Action) -> bool:
            return (
                (kind is None or a.kind == kind)
                and (card_id is None or a.card == card_id)
                and (
                    card_title is None
                    or (a.card_title is not None and _core.fold_title(a.card_title) == card_title)
                )
                and (server_label is None or a.server == server_label)
                and (target is None or a.target == target)
                and (amount is None or a.amount == amount)
            )

        return [a for a in self.legal_actions() if matches(a)]

    def do(
        self,
        kind: str,
        *,
        card: SupportsIndex | str | None = None,
        server: str | SupportsIndex | None = None,
        target: SupportsIndex | None = None,
        amount: SupportsIndex | None = None,
    ) -> Action:
        """Apply the unique legal action of this `kind` whose fields match the given ones.

        The fields are those of :meth:`find`, e.g. ``game.do("install", card="Hedge Fund",
        server="new_remote")``. When no legal action matches, or more than one does, raises
        :class:`~nr_fast.errors.IllegalActionError` whose message lists the candidates.
        Returns the applied action.

        For ``"access"``, a `server` without `card` means the next card of HQ or R&D (at random
        from HQ, the top of R&D), even when an upgrade in that server's root could be accessed
        too; name such a card with `card` (``do("access", card="Akitaro Watanabe")``, or its id
        while it is unrezzed and its title unknown to the Runner).
        """
        if not isinstance(kind, str):
            raise TypeError(f"kind must be a str, not {type(kind).__name__}")
        matching = self.find(kind, card=card, server=server, target=target, amount=amount)
        if kind == "access" and card is None and server is not None and len(matching) > 1:
            # The access from the deck (card None) rather than the root's cards (Rules
            # Reference, "Accessing Cards": the Runner chooses the order of access).
            matching = [a for a in matching if a.card is None] or matching
        given = {
            name: value
            for name, value in (
                ("card", card),
                ("server", server),
                ("target", target),
                ("amount", amount),
            )
            if value is not None
        }
        call = _format_call(kind, given)
        if len(matching) == 1:
            return self.apply(matching[0])
        if not matching:
            legal = self.legal_actions()
            if not legal:
                raise IllegalActionError(
                    f"no legal action matches {call}: there are no legal actions"
                    + (" (the game is over)" if self.is_over else "")
                )
            raise IllegalActionError(
                f"no legal action matches {call}{_title_hint(card)}; the legal actions "
                f"({self.decision} decision of {self.current_side}) are:{_format_actions(legal)}"
            )
        hint = (
            " (server='hq' or 'rd' alone: the next card of that deck; card=title or id: that card)"
            if kind == "access"
            else ""
        )
        raise IllegalActionError(
            f"{call} is ambiguous: {len(matching)} legal actions match; give more fields "
            f"(card, server, target, amount){hint} or apply() one of:{_format_actions(matching)}"
        )

    # -- state --------------------------------------------------------------------------------

    # -- events -------------------------------------------------------------------------------

    def events(self, side: str | None = None, since: SupportsIndex = 0) -> list[dict[str, Any]]:
        """Return what happened, as event dicts, from event number `since` on.

        `side` None shows everything; ``"corp"`` or ``"runner"`` shows only what that side may
        know (a hidden card's ``title`` is None, and its ``id`` too when it is in a hidden
        pile). Every dict has ``seq`` (its number, what `since` counts), ``turn``, ``kind``
        and ``side``, then the fields of its kind: docs/events.md lists them all.

        Example::

            game = Game(seed=1)
            game.do("click_credit")
            print(game.events(since=game.num_events - 3))
        """
        viewer = None if side is None else _check_side(side)
        return self._state.events(viewer, _check_int("since", since, 0, _MAX_U64))

    def log(self, side: str | None = None, since: SupportsIndex = 0) -> list[str]:
        """Return the events from number `since` on as readable lines, as `side` sees them.

        For example ``"Corp installs a card in the root of remote1"`` for the Runner, or
        ``"Runner accesses Hedge Fund from HQ"``.
        """
        viewer = None if side is None else _check_side(side)
        return self._state.log(viewer, _check_int("since", since, 0, _MAX_U64))

    @property
    def num_events(self) -> int:
        """How many events have been recorded so far (the ``seq`` the next one gets)."""
        return self._state.num_events

    @property
    def history(self) -> list[HistoryEntry]:
        """The actions applied through this object so far, as (side, label, code) tuples."""
        return self._state.history()

    @property
    def current_side(self) -> str | None:
        """The side that must decide now ("corp" or "runner"), or None once the game is over."""
        return self._state.current_side

    @property
    def decision(self) -> str:
        """The kind of decision pending, e.g. "mulligan", "action", "discard" (docs/actions.md)."""
        return self._state.decision

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._state.is_over

    @property
    def winner(self) -> str | None:
        """The side that won ("corp" or "runner"), or None while the game goes on."""
        return self._state.winner

    @property
    def win_reason(self) -> str | None:
        """Why the game ended (e.g. "agenda_points"), or None while it goes on."""
        return self._state.win_reason

    @property
    def turn(self) -> int:
        """The number of the current turn."""
        return self._state.turn

    def agenda_points(self, side: str) -> int:
        """Return the agenda points in `side`'s score area."""
        return self._state.agenda_points(_check_side(side))

    @property
    def agenda_points_to_win(self) -> int:
        """The agenda points a player needs to win this game (7 unless set when it began)."""
        return self._state.agenda_points_to_win()

    def state(self) -> dict[str, Any]:
        """Return everything in the game, public and private, as a dict (for inspection)."""
        return json.loads(self._state.snapshot_json())  # type: ignore[no-any-return]

    def observation(self, side: str) -> dict[str, Any]:
        """Return what `side` may know, as a dict: unseen cards appear without their titles."""
        return json.loads(self._state.observation_json(_check_side(side)))  # type: ignore[no-any-return]

    def card_title(self, card: SupportsIndex) -> str | None:
        """Return the real title of card instance `card` (None if there is no such card).

        This ignores hidden information: use it for analysis, not inside a player's policy.
        """
        return self._state.card_title(_check_int("card", card, 0, 255))

    def title_for(self, card: SupportsIndex, viewer: str) -> str | None:
        """Return the title of card instance `card` if `viewer` has seen it, else None.

        Unlike :meth:`card_title` this respects hidden information: it tells `viewer` only
        what that side knows (e.g. an operation the other side has just played).
        """
        return self._state.title_for(_check_int("card", card, 0, 255), _check_side(viewer))

    def render(self, side: str | None = None) -> str:
        """Return the board as text, as `side` sees it (None: the whole state, both sides).

        Servers come in the order HQ, R&D, Archives, remotes; ice outermost first with its
        strength and subroutines (numbered from 0) when `side` knows it; credits, clicks, tags,
        points, hands (own titles, the other side's count), the rig, score areas, the run in
        progress and the last run. Built from :meth:`observation` (or :meth:`state`), so it shows
        nothing `side` may not know.
        """
        if side is None:
            return render_view(self.state(), None)
        side = _check_side(side)
        return render_view(self.observation(side), side)

    def __str__(self) -> str:
        return self.render(None)

    def __repr__(self) -> str:
        if self.is_over:
            return f"<Game over: {self.winner} won ({self.win_reason}) on turn {self.turn}>"
        return f"<Game turn {self.turn}: {self.current_side} to decide ({self.decision})>"
