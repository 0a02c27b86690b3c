"""nr_fast through OpenSpiel (issue 27): ``pyspiel.load_game("nr_fast")``, its declarations, the
redeal test on the OpenSpiel surface, serialization, and OpenSpiel's own algorithms on it.

Skipped when ``open-spiel`` is not installed (scripts/check_openspiel.sh installs it).
"""

from __future__ import annotations

import os
import pickle
from typing import Any

import numpy as np
import pytest

if os.environ.get("NR_FAST_OPENSPIEL") == "required":  # scripts/check_openspiel.sh
    import pyspiel
else:
    pyspiel = pytest.importorskip("pyspiel")

import nr_fast
from nr_fast import openspiel as nos

# One matchup of each card pool: Core Set 2012, System Gateway, System Update 2021.
POOLS = [("jinteki", "shaper"), ("sg-nbn", "sg-anarch"), ("2021-weyland", "2021-criminal")]
# Seeds of those matchups whose random games pass random_sim_test now; on the others a decision
# offers two actions with the same label (labels are made distinct per decision elsewhere).
PASSING_NOW = {POOLS[0]: (1, 2), POOLS[1]: (1, 2), POOLS[2]: (0, 2)}
EVERY_MATCHUP = [
    ("haas-bioroid", "criminal"),
    ("nbn", "anarch"),
    ("weyland", "shaper"),
    ("sg-weyland", "sg-shaper"),
    ("sg-haas-bioroid", "sg-criminal"),
    ("2021-jinteki", "2021-anarch"),
    ("2021-nbn", "2021-shaper"),
    ("startup-haas-bioroid", "startup-criminal"),
    ("startup-jinteki", "startup-shaper"),
    ("startup-nbn", "startup-anarch"),
    ("startup-weyland", "startup-criminal"),
]


def _random_states(state: Any, rng: np.random.Generator, every: int) -> list[Any]:
    """Play `state` out at random; return a clone every `every` decisions (and the end)."""
    out = []
    while not state.is_terminal():
        if state.move_number() % every == 0:
            out.append(state.clone())
        state.apply_action(int(rng.choice(state.legal_actions())))
    out.append(state.clone())
    return out


def test_load_game_declares_the_game_truthfully() -> None:
    game = pyspiel.load_game("nr_fast")
    kind = game.get_type()
    assert kind.short_name == "nr_fast"
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 2
    assert game.num_distinct_actions() == nr_fast.NUM_ACTIONS
    assert game.max_chance_outcomes() == 0
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    assert game.max_game_length() == nos.MAX_GAME_LENGTH
    assert game.observation_tensor_shape() == list(nr_fast.OBSERVATION_SHAPE)
    assert game.information_state_tensor_shape() == list(nr_fast.INFORMATION_STATE_SHAPE)


def test_parameters_decks_seed_points() -> None:
    text = nr_fast.Deck.starter("weyland").to_text()
    game = pyspiel.load_game(
        "nr_fast", {"corp": text, "runner": "sg-criminal", "seed": 11, "points_to_win": 6}
    )
    state = game.new_initial_state()
    expected = nr_fast.Game(
        nr_fast.Deck.starter("weyland"),
        nr_fast.Deck.starter("sg-criminal"),
        seed=11,
        agenda_points_to_win=6,
    )
    assert state.game.to_json() == expected.to_json()
    # The same parameters deal the same game every time; another seed deals another.
    assert str(game.new_initial_state()) == str(state)
    other = pyspiel.load_game("nr_fast", {"corp": text, "runner": "sg-criminal", "seed": 12})
    assert str(other.new_initial_state()) != str(state)
    # seed -1: a fresh deal for each initial state (for learning loops).
    fresh = pyspiel.load_game("nr_fast", {"seed": -1})
    assert str(fresh.new_initial_state()) != str(fresh.new_initial_state())


@pytest.mark.parametrize(
    "params",
    [
        {"seed": -2},
        {"points_to_win": 0},
        {"points_to_win": 256},
        {"corp": "no such deck"},
        {"runner": "Sure Gamble"},
        {"colour": 1},
        {"seed": "1"},
    ],
)
def test_bad_parameters_raise(params: dict[str, Any]) -> None:
    with pytest.raises((ValueError, pyspiel.SpielError)):
        pyspiel.load_game("nr_fast", params)


@pytest.mark.parametrize("pool", POOLS, ids=lambda p: f"{p[0]}-{p[1]}")
def test_random_sim_test_with_serialization_every_pool(pool: tuple[str, str]) -> None:
    for seed in PASSING_NOW[pool]:
        game = nos.load_game(pool[0], pool[1], seed)
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("matchup", EVERY_MATCHUP, ids=lambda p: f"{p[0]}-{p[1]}")
def test_random_sim_test_more_matchups(matchup: tuple[str, str]) -> None:
    for seed in (1, 3):
        game = nos.load_game(matchup[0], matchup[1], seed)
        # Action strings are distinct (OpenSpiel's check fails the test on any repeat).
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_action_strings_are_the_engine_labels_as_the_player_reads_them() -> None:
    game = nos.load_game("jinteki", "criminal", 4)
    rng = np.random.default_rng(4)
    for state in _random_states(game.new_initial_state(), rng, 7)[:-1]:
        player = state.current_player()
        side = nos.PLAYER_SIDES[player]
        for code in state.legal_actions():
            label = state.game.label_for(code, side)
            assert state.action_to_string(player, code) == label
        assert state.legal_actions() == sorted(state.game.legal_codes())


def _views(state: Any, player: int) -> tuple[str, str, list[float], list[float]]:
    return (
        state.information_state_string(player),
        state.observation_string(player),
        state.information_state_tensor(player),
        state.observation_tensor(player),
    )


@pytest.mark.parametrize("pool", POOLS, ids=lambda p: f"{p[0]}-{p[1]}")
def test_redeal_changes_nothing_a_player_may_know(pool: tuple[str, str]) -> None:
    """Hidden information on the OpenSpiel surface: redeal what a player has not seen
    (``resample_from_infostate``, i.e. ``Game.determinize``); that player's strings and tensors
    must not change, and the other player's must change somewhere (the redeal is real)."""
    game = nos.load_game(pool[0], pool[1], 5)
    rng = np.random.default_rng(5)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    other_changed = 0
    for state in _random_states(game.new_initial_state(), rng, 11):
        for player in (0, 1):
            for _ in range(2):
                redealt = state.resample_from_infostate(player, sampler)
                assert _views(redealt, player) == _views(state, player)
                assert redealt.current_player() == state.current_player()
                assert redealt.history() == state.history()
                if not redealt.is_terminal():
                    assert redealt.legal_actions() == state.legal_actions() or (
                        redealt.current_player() != player
                    )
                other = 1 - player
                if _views(redealt, other)[2:] != _views(state, other)[2:]:
                    other_changed += 1
    assert other_changed > 0


def test_information_state_has_perfect_recall() -> None:
    """A player's record only grows, and holds each of its own moves as it read them."""
    game = nos.load_game("nbn", "anarch", 6)
    state = game.new_initial_state()
    rng = np.random.default_rng(6)
    records = list(state.records)
    while not state.is_terminal():
        player = state.current_player()
        code = int(rng.choice(state.legal_actions()))
        label = state.action_to_string(player, code)
        state.apply_action(code)
        for p in (0, 1):
            assert state.records[p].startswith(records[p])
        new = state.records[player][len(records[player]) :]
        assert new.startswith(f"{nos.PLAYER_SIDES[player]}: {label}\n")
        records = list(state.records)
        info = state.information_state_string(player)
        assert info.startswith(f"{nos.PLAYER_SIDES[player]}\n{state.records[player]}")


def test_information_state_string_hides_the_other_hand() -> None:
    game = nos.load_game("jinteki", "shaper", 1)
    state = game.new_initial_state()
    corp_hand = [c["title"] for c in state.game.state()["corp"]["hq"]]
    runner_info = state.information_state_string(1)
    corp_info = state.information_state_string(0)
    for title in set(corp_hand):
        assert f"Corp draws {title}" in corp_info
        assert f"Corp draws {title}" not in runner_info
    assert "Corp draws a card" in runner_info


def test_clone_is_independent_and_serialization_round_trips() -> None:
    game = nos.load_game("sg-nbn", "sg-anarch", 2)
    rng = np.random.default_rng(2)
    state = _random_states(game.new_initial_state(), rng, 40)[2]
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert str(copy) != str(state)
    assert copy.history()[:-1] == state.history()
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game)
    assert str(state2) == str(state)
    assert state2.history() == state.history()
    assert state2.records == state.records
    # A redealt state cannot be replayed from its history; it round-trips all the same.
    redealt = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, redealt))
    assert str(back) == str(redealt)
    assert pickle.loads(pickle.dumps(game)).get_parameters() == game.get_parameters()


def test_observer_rejects_other_views() -> None:
    game = pyspiel.load_game("nr_fast")
    everyone = pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
    )
    with pytest.raises(ValueError, match="own view"):
        game.make_py_observer(everyone)
    with pytest.raises(ValueError, match="no parameters"):
        game.make_py_observer(None, {"x": 1})


def test_python_ismcts_and_mcts_play_through_the_game() -> None:
    ismcts = pytest.importorskip("open_spiel.python.algorithms.ismcts")
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    game = nos.load_game("jinteki", "shaper", 1)
    state = game.new_initial_state()
    rs = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, rs)
    bot = ismcts.ISMCTSBot(
        game, evaluator, 2.0, 4, random_state=rs, allow_inconsistent_action_sets=True
    )
    mcts_bot = mcts.MCTSBot(game, 2.0, 4, evaluator, random_state=rs)
    for _ in range(12):
        if state.is_terminal():
            break
        action = bot.step(state) if state.current_player() == 0 else mcts_bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_openspiel_example_runs() -> None:
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        [sys.executable, str(root / "examples" / "openspiel_ismcts.py"), "1", "3", "1", "2"],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    assert "OpenSpiel IS-MCTS won" in out.stdout
    assert "ms per decision" in out.stdout
