"""Bad input reaches Python as specific exceptions, never as a panic, and changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

import nr_fast
from nr_fast import (
    NUM_ACTIONS,
    DeckError,
    Game,
    IllegalActionError,
    InternalError,
    InvalidArgumentError,
    NrFastError,
    ScenarioError,
    SerializationError,
    UnknownCardError,
)

VALUE_ERRORS = [
    IllegalActionError,
    ScenarioError,
    UnknownCardError,
    DeckError,
    SerializationError,
    InvalidArgumentError,
]


@pytest.mark.parametrize("cls", VALUE_ERRORS)
def test_input_errors_are_nr_fast_and_value_errors(cls: type[Exception]) -> None:
    assert issubclass(cls, NrFastError)
    assert issubclass(cls, ValueError)
    assert cls.__doc__
    assert cls.__module__ == "nr_fast.errors"


def test_internal_error_is_not_a_value_error() -> None:
    assert issubclass(InternalError, NrFastError)
    assert issubclass(InternalError, RuntimeError)
    assert not issubclass(InternalError, ValueError)


def an_illegal_code(game: Game) -> int:
    legal = set(game.legal_codes())
    return next(c for c in range(NUM_ACTIONS) if c not in legal)


# -- illegal actions -----------------------------------------------------------------------------


def test_illegal_code_raises_and_changes_nothing() -> None:
    game = Game(seed=1)
    random_moves = random.Random(1)
    for _ in range(25):
        game.apply(random_moves.choice(game.legal_codes()))
    before, before_json, history = game.state(), game.to_json(), game.history
    code = an_illegal_code(game)
    with pytest.raises(IllegalActionError) as exc:
        game.apply(code)
    message = str(exc.value)
    for action in game.legal_actions():
        assert action.label in message
    assert game.state() == before
    assert game.to_json() == before_json
    assert game.history == history


def test_many_illegal_codes_change_nothing() -> None:
    game = Game(seed=2)
    rng = random.Random(2)
    for _ in range(10):
        game.apply(rng.choice(game.legal_codes()))
    before = game.to_json()
    legal = set(game.legal_codes())
    for code in rng.sample(range(NUM_ACTIONS), 300):
        if code in legal:
            continue
        with pytest.raises(IllegalActionError):
            game.apply(code)
    assert game.to_json() == before


def test_stale_action_object_is_refused() -> None:
    game = Game(seed=3)
    first = game.legal_actions()[0]
    game.apply(first)
    while first.code in game.legal_codes():
        game.apply(game.legal_codes()[0])
    with pytest.raises(IllegalActionError):
        game.apply(first)


def test_apply_after_the_game_is_over() -> None:
    game, rng = Game(seed=4), random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_codes()))
    with pytest.raises(IllegalActionError, match="over"):
        game.apply(0)
    with pytest.raises(IllegalActionError, match="no legal action"):
        game.do("pass")


@pytest.mark.parametrize("code", [-1, NUM_ACTIONS, NUM_ACTIONS + 10, 2**40, -(2**70)])
def test_out_of_range_codes(code: int) -> None:
    game = Game()
    with pytest.raises(InvalidArgumentError, match="action code"):
        game.apply(code)
    with pytest.raises(InvalidArgumentError):
        game.action(code)
    with pytest.raises(InvalidArgumentError):
        nr_fast.decode_action(code)


@pytest.mark.parametrize("bad", ["3", 1.0, None, True, [1]])
def test_apply_wrong_types(bad: object) -> None:
    with pytest.raises(TypeError):
        Game().apply(bad)  # type: ignore[arg-type]


# -- do() ----------------------------------------------------------------------------------------


def test_do_without_a_match_lists_the_legal_actions() -> None:
    game = Game(seed=5)
    before = game.to_json()
    with pytest.raises(IllegalActionError) as exc:
        game.do("score")
    message = str(exc.value)
    assert "no legal action matches do('score')" in message
    for action in game.legal_actions():
        assert action.label in message
    with pytest.raises(IllegalActionError, match="no legal action"):
        game.do("keep", card="No Such Card Title")
    assert game.to_json() == before


def test_do_ambiguous_lists_the_candidates() -> None:
    game, rng = Game(seed=6), random.Random(6)
    for _ in range(5000):
        kinds: dict[str, int] = {}
        for a in game.legal_actions():
            kinds[a.kind] = kinds.get(a.kind, 0) + 1
        ambiguous = [k for k, n in kinds.items() if n > 1]
        if ambiguous:
            break
        game.apply(rng.choice(game.legal_codes()))
    else:
        pytest.fail("no decision offered two actions of one kind")
    kind = ambiguous[0]
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="ambiguous") as exc:
        game.do(kind)
    for a in game.find(kind):
        assert a.label in str(exc.value)
    assert game.to_json() == before


def test_do_unknown_kind() -> None:
    with pytest.raises(InvalidArgumentError, match="unknown action kind"):
        Game().do("teleport")


def test_do_unknown_server() -> None:
    with pytest.raises(InvalidArgumentError, match="unknown server"):
        Game().do("run", server="the moon")


def test_do_wrong_field_types() -> None:
    game = Game()
    with pytest.raises(TypeError):
        game.do("install", card=1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.do("bid", amount="3")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.do("install", hand=3)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        game.do(3)  # type: ignore[arg-type]


# -- sides and seeds -----------------------------------------------------------------------------


@pytest.mark.parametrize("side", ["Corp", "RUNNER", "", "both", "hq"])
def test_unknown_side(side: object) -> None:
    game = Game()
    with pytest.raises(InvalidArgumentError, match="side must be"):
        game.observation(side)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        game.determinize(side, 1)  # type: ignore[arg-type]


def test_unknown_side_in_the_extension_module() -> None:
    state = nr_fast._core.GameState()
    with pytest.raises(InvalidArgumentError):
        state.observation_json("hq")
    with pytest.raises(InvalidArgumentError):
        state.determinize("nobody", 0)
    with pytest.raises(InvalidArgumentError):
        nr_fast.Deck.default("spectator")


def test_bad_seeds() -> None:
    with pytest.raises(InvalidArgumentError):
        Game(seed=-1)
    with pytest.raises(InvalidArgumentError):
        Game(seed=2**64)
    with pytest.raises(TypeError):
        Game(seed="1")  # type: ignore[arg-type]
    Game(seed=2**64 - 1)


# -- serialized text -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "not json", "{}", "[]", '{"turn": "seven"}', "null"])
def test_from_json_rejects_bad_text(text: str) -> None:
    with pytest.raises(SerializationError):
        Game.from_json(text)


def test_from_json_rejects_a_truncated_game() -> None:
    text = Game(seed=1).to_json()
    with pytest.raises(SerializationError):
        Game.from_json(text[: len(text) // 2])


def test_from_json_wrong_type() -> None:
    with pytest.raises(TypeError):
        Game.from_json(b"{}")  # type: ignore[arg-type]


# -- decks ---------------------------------------------------------------------------------------


def test_deck_with_an_unknown_card() -> None:
    corp = nr_fast.Deck.default("corp").to_dict()
    corp["cards"] = {**corp["cards"], "Definitely Not A Card": 1}
    with pytest.raises((UnknownCardError, DeckError)):
        Game(corp=corp)


@pytest.mark.parametrize(
    "deck",
    [
        {"cards": {}},
        {"identity": 3, "cards": {}},
        {"identity": "x", "cards": "Hedge Fund"},
        {"identity": "x", "cards": {"Hedge Fund": -1}},
        {"identity": "x", "cards": {"Hedge Fund": "3"}},
        {"identity": "x", "cards": [("Hedge Fund",)]},
        {"identity": "x", "cards": {}, "sleeves": "red"},
        {"identity": "x"},
    ],
)
def test_malformed_deck_dicts(deck: dict[str, Any]) -> None:
    with pytest.raises(DeckError):
        Game(corp=deck)


def test_malformed_deck_text() -> None:
    with pytest.raises((DeckError, UnknownCardError)):
        Game(corp="")
    with pytest.raises((DeckError, UnknownCardError)):
        nr_fast.Deck.parse("")


def test_deck_of_the_wrong_type() -> None:
    with pytest.raises(TypeError):
        Game(corp=42)  # type: ignore[arg-type]


def test_decks_on_the_wrong_sides() -> None:
    corp, runner = nr_fast.Deck.default("corp").to_dict(), nr_fast.Deck.default("runner").to_dict()
    with pytest.raises((DeckError, UnknownCardError)):
        Game(corp=runner, runner=corp)


# -- scenarios -----------------------------------------------------------------------------------

KATE = 'Kate "Mac" McCaffrey: Digital Tinker'


def scenario(**changes: dict[str, Any]) -> dict[str, Any]:
    base: dict[str, Any] = {
        "corp": {"identity": "Jinteki: Personal Evolution", "hq": ["Hedge Fund"]},
        "runner": {"identity": KATE, "grip": ["Sure Gamble"]},
    }
    for side, fields in changes.items():
        base[side] = {**base[side], **fields}
    return base


def test_the_base_scenario_is_valid() -> None:
    assert Game.scenario(scenario()).legal_actions()


@pytest.mark.parametrize(
    "bad",
    [
        scenario(corp={"hq": ["Hedge Fund", "No Such Card"]}),
        scenario(runner={"grip": ["Sure Gamble", "Sure Gamble 2"]}),
        scenario(corp={"identity": "Nobody: At All"}),
        scenario(corp={"servers": {"remote1": {"ice": ["Ice Wall Prime"]}}}),
    ],
)
def test_scenario_with_an_unknown_card(bad: dict[str, Any]) -> None:
    with pytest.raises(UnknownCardError):
        Game.scenario(bad)


@pytest.mark.parametrize(
    "bad",
    [
        {},
        {"corp": scenario()["corp"]},
        {**scenario(), "weather": "rain"},
        {**scenario(), "active": "spectator"},
        {**scenario(), "turn": -1},
        scenario(corp={"money": 5}),
        scenario(corp={"credits": "lots"}),
        scenario(corp={"credits": -5}),
        scenario(corp={"hq": "Hedge Fund"}),
        scenario(corp={"hq": [{"title": "Hedge Fund", "shiny": True}]}),
        scenario(corp={"servers": {"the moon": {"ice": ["Enigma"]}}}),
        scenario(corp={"servers": {"remote1": {"ice": ["Hedge Fund"]}}}),
        scenario(corp={"hq": ["Sure Gamble"]}),
        scenario(runner={"rig": ["Sure Gamble"]}),
        scenario(runner={"identity": "Jinteki: Personal Evolution"}),
        scenario(corp={"score_area": ["Priority Requisition"] * 3}),
    ],
)
def test_scenario_with_a_bad_field(bad: dict[str, Any]) -> None:
    with pytest.raises(ScenarioError):
        Game.scenario(bad)


def test_scenario_wrong_type() -> None:
    with pytest.raises(TypeError):
        Game.scenario(42)  # type: ignore[arg-type]


def test_scenario_not_json_data() -> None:
    with pytest.raises(ScenarioError):
        Game.scenario({"corp": {1, 2}})


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]"])
def test_scenario_bad_text(text: str) -> None:
    with pytest.raises((ScenarioError, SerializationError)):
        Game.scenario(text)


# -- no panic reaches Python ---------------------------------------------------------------------


def test_random_codes_never_panic() -> None:
    """Arbitrary codes in arbitrary states give legal moves or specific errors, nothing else."""
    rng = random.Random(7)
    game = Game(seed=7)
    for _ in range(1500):
        if game.is_over:
            game = Game(seed=rng.randrange(1000))
        code = rng.randrange(NUM_ACTIONS) if rng.random() < 0.5 else rng.choice(game.legal_codes())
        try:
            game.apply(code)
        except IllegalActionError:
            pass


def test_every_code_can_be_described() -> None:
    """Describing any code, legal or not, gives an Action (labels never fail)."""
    game = Game(seed=8)
    rng = random.Random(8)
    for _ in range(12):
        game.apply(rng.choice(game.legal_codes()))
    for code in range(NUM_ACTIONS):
        assert game.action(code).code == code
