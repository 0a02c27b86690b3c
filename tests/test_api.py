"""The Python surface of nr_fast: Game, Action, copies, serialization, determinism, the CLI."""

from __future__ import annotations

import copy
import json
import pickle
import random
from typing import Any

import pytest

import nr_fast
from nr_fast import ACTION_KINDS, NUM_ACTIONS, SIDES, Action, Game
from nr_fast.cli import main, play_random_game

MAX_STEPS = 20_000


def play_random(game: Game, rng: random.Random, steps: int) -> None:
    """Apply up to `steps` uniformly random legal actions."""
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_codes()))


def advance_to(game: Game, decision: str, side: str, rng: random.Random) -> None:
    """Play random actions until `side` faces a `decision` (keeping hands at the mulligan)."""
    for _ in range(MAX_STEPS):
        if game.decision == decision and game.current_side == side:
            return
        assert not game.is_over
        if game.decision == "mulligan":
            game.do("keep")
        else:
            game.apply(rng.choice(game.legal_codes()))
    raise AssertionError(f"never reached a {decision} decision of {side}")


# -- a new game ----------------------------------------------------------------------------------


def test_default_game_starts_with_a_decision() -> None:
    game = Game()
    assert not game.is_over
    assert game.winner is None and game.win_reason is None
    assert game.current_side in SIDES
    assert isinstance(game.decision, str) and game.decision
    assert isinstance(game.turn, int)
    assert game.history == []
    assert "Game" in repr(game)


def test_legal_actions_are_nonempty_with_unique_codes() -> None:
    game = Game(seed=5)
    actions = game.legal_actions()
    assert actions
    codes = [a.code for a in actions]
    assert len(set(codes)) == len(codes)
    assert codes == game.legal_codes()
    for a in actions:
        assert isinstance(a, Action)
        assert 0 <= a.code < NUM_ACTIONS
        assert a.kind in ACTION_KINDS
        assert isinstance(a.label, str) and a.label


def test_legal_codes_unique_along_a_random_game() -> None:
    game, rng = Game(seed=11), random.Random(11)
    for _ in range(400):
        if game.is_over:
            break
        actions = game.legal_actions()
        codes = [a.code for a in actions]
        assert actions and len(set(codes)) == len(codes)
        game.apply(rng.choice(actions))


def test_module_constants() -> None:
    assert NUM_ACTIONS == nr_fast.NUM_ACTIONS > 0
    assert SIDES == ("corp", "runner")
    for kind in ("click_credit", "click_draw", "install", "run", "pass", "keep", "mulligan"):
        assert kind in ACTION_KINDS
    assert isinstance(nr_fast.__version__, str)


def test_decks_as_text_and_dict_match_the_default() -> None:
    corp, runner = nr_fast.Deck.default("corp").to_dict(), nr_fast.Deck.default("runner").to_dict()
    assert isinstance(corp["identity"], str) and corp["cards"]
    text = corp["identity"] + "\n" + "\n".join(f"{n}x {t}" for t, n in corp["cards"].items())
    assert nr_fast.Deck.parse(text).to_dict() == corp
    default = Game(seed=9).to_json()
    assert Game(corp=corp, runner=runner, seed=9).to_json() == default
    assert Game(corp=text, seed=9).to_json() == default


def test_servers_have_names() -> None:
    assert [nr_fast.server_name(i) for i in range(4)] == ["hq", "rd", "archives", "remote1"]
    assert nr_fast.parse_server("remote1") == 3
    assert nr_fast.parse_server("nowhere") is None
    new_remote = nr_fast.parse_server("new_remote")
    assert new_remote is not None
    assert nr_fast.server_name(new_remote) == "new_remote"


# -- actions -------------------------------------------------------------------------------------


def test_action_is_frozen_hashable_and_picklable() -> None:
    game = Game(seed=2)
    a, b = game.legal_actions()[0], game.legal_actions()[0]
    assert a == b and hash(a) == hash(b)
    assert len(set(game.legal_actions())) == len(game.legal_actions())
    with pytest.raises(AttributeError):
        a.code = 3  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(a)) == a
    assert copy.deepcopy(a) == a
    d = a.to_dict()
    assert d["code"] == a.code and d["label"] == a.label and d["kind"] == a.kind
    assert a.label in repr(a) and str(a) == a.label
    assert int(a) == a.code
    fields = nr_fast.decode_action(a.code)
    assert fields["kind"] == a.kind and fields["card"] == a.card and fields["server"] == a.server


def test_apply_by_object_and_by_code() -> None:
    by_object, by_code = Game(seed=3), Game(seed=3)
    rng = random.Random(3)
    for _ in range(60):
        if by_object.is_over:
            break
        action = rng.choice(by_object.legal_actions())
        side = by_object.current_side
        applied = by_object.apply(action)
        assert applied == action
        by_code.apply(action.code)
        assert by_object.history[-1] == (side, action.label, action.code)
    assert by_object.to_json() == by_code.to_json()
    assert by_object.history == by_code.history


def test_action_describes_any_legal_code() -> None:
    game = Game(seed=4)
    for a in game.legal_actions():
        assert game.action(a.code) == a


def test_do_by_kind() -> None:
    game = Game(seed=6)
    assert game.decision == "mulligan"
    side = game.current_side
    applied = game.do("keep")
    assert applied.kind == "keep"
    assert game.history == [(side, applied.label, applied.code)]


def test_do_by_card_title_and_server() -> None:
    rng = random.Random(1)
    for seed in range(20):
        game = Game(seed=seed)
        advance_to(game, "action", "corp", rng)
        installs = [a for a in game.find("install") if a.card_title is not None]
        assert installs, "the Corp should be able to install a card from HQ"
        groups: dict[tuple[str, str], list[Action]] = {}
        for a in installs:
            assert a.card_title is not None and a.server is not None
            groups.setdefault((a.card_title.lower(), a.server), []).append(a)
        unique = [v[0] for v in groups.values() if len(v) == 1]
        if not unique:
            continue
        want = unique[0]
        assert want.card_title is not None and want.server is not None
        applied = game.do("install", card=want.card_title.upper(), server=want.server)
        assert applied == want
        return
    pytest.fail("no seed gave an install that a title and a server pick out")


def test_do_by_card_id() -> None:
    game = Game(seed=7)
    advance_to(game, "action", "corp", random.Random(7))
    want = game.find("install")[0]
    clone = game.clone()
    assert clone.do("install", card=want.card, server=want.server) == want
    assert game.find("install", card=want.card, server=want.server) == [want]


def test_find_filters_by_every_field() -> None:
    game = Game(seed=8)
    advance_to(game, "action", "corp", random.Random(8))
    everything = game.find()
    assert everything == game.legal_actions()
    for a in everything:
        found = game.find(a.kind, card=a.card, server=a.server, target=a.target, amount=a.amount)
        assert found == [a]


def test_card_titles_in_actions_are_known_to_the_decider() -> None:
    game = Game(seed=10)
    advance_to(game, "action", "corp", random.Random(10))
    for a in game.legal_actions():
        if a.card_title is not None:
            assert a.card is not None
            assert a.card_title == game.card_title(a.card)


# -- copies and serialization --------------------------------------------------------------------


def test_clone_is_independent() -> None:
    game = Game(seed=12)
    play_random(game, random.Random(0), 30)
    before = game.to_json()
    clone = game.clone()
    assert clone.to_json() == before and clone.history == game.history
    play_random(clone, random.Random(1), 50)
    assert game.to_json() == before
    assert len(clone.history) > len(game.history)
    assert copy.copy(game).to_json() == before


def test_json_round_trip() -> None:
    game = Game(seed=13)
    play_random(game, random.Random(13), 80)
    text = game.to_json()
    json.loads(text)
    back = Game.from_json(text)
    assert back.to_json() == text
    assert back.legal_actions() == game.legal_actions()
    assert back.state() == game.state()
    assert back.history == []


def test_pickle_and_deepcopy_round_trip() -> None:
    game = Game(seed=14)
    play_random(game, random.Random(14), 80)
    for back in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
        assert isinstance(back, Game)
        assert back.to_json() == game.to_json()
        assert back.history == game.history
        assert back.legal_actions() == game.legal_actions()
    # The copies go on independently and identically.
    a, b = pickle.loads(pickle.dumps(game)), copy.deepcopy(game)
    play_random(a, random.Random(5), 40)
    play_random(b, random.Random(5), 40)
    assert a.to_json() == b.to_json() != game.to_json()


def test_engine_state_pickles_too() -> None:
    game = Game(seed=15)
    state = game._state
    assert pickle.loads(pickle.dumps(state)).to_json() == state.to_json()


def test_same_seed_and_actions_give_the_same_game() -> None:
    a, b = Game(seed=21), Game(seed=21)
    assert a.to_json() == b.to_json()
    rng_a, rng_b = random.Random(99), random.Random(99)
    for _ in range(300):
        if a.is_over:
            break
        a.apply(rng_a.choice(a.legal_codes()))
        b.apply(rng_b.choice(b.legal_codes()))
        assert a.to_json() == b.to_json()
    assert a.history == b.history


def test_different_seeds_shuffle_differently() -> None:
    assert Game(seed=1).to_json() != Game(seed=2).to_json()


# -- information ---------------------------------------------------------------------------------


def test_state_and_observations_are_dicts() -> None:
    game = Game(seed=16)
    play_random(game, random.Random(16), 20)
    state = game.state()
    assert isinstance(state, dict) and state
    for side in SIDES:
        obs = game.observation(side)
        assert isinstance(obs, dict) and obs
        json.dumps(obs)


def _grip_titles(game: Game) -> set[str]:
    grip = game.state()["runner"]["grip"]
    return {card["title"] for card in grip}


def test_corp_observation_hides_the_grip() -> None:
    game = Game(seed=17)
    grip = _grip_titles(game)
    assert grip
    obs = game.observation("corp")
    text = json.dumps(obs["runner"]["grip"])
    for title in grip:
        assert title not in text
    runner_obs = json.dumps(game.observation("runner")["runner"]["grip"])
    assert any(title in runner_obs for title in grip)


def test_determinize_keeps_the_observers_information() -> None:
    game = Game(seed=18)
    play_random(game, random.Random(18), 60)
    for side in SIDES:
        det = game.determinize(side, 7)
        assert isinstance(det, Game)
        assert det.observation(side) == game.observation(side)
        assert det.current_side == game.current_side
        assert det.determinize(side, 7).observation(side) == game.observation(side)
    assert game.determinize("corp", 3).to_json() == game.determinize("corp", 3).to_json()


def test_determinized_games_play_to_the_end() -> None:
    game = Game(seed=19)
    play_random(game, random.Random(19), 40)
    for seed in range(5):
        det = game.determinize("runner", seed)
        play_random(det, random.Random(seed), MAX_STEPS)
        assert det.is_over and det.winner in SIDES


# -- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_random_game_finishes(seed: int) -> None:
    game, rng = Game(seed=seed), random.Random(seed)
    play_random(game, rng, MAX_STEPS)
    assert game.is_over
    assert game.winner in SIDES
    assert isinstance(game.win_reason, str) and game.win_reason
    assert game.current_side is None
    assert game.legal_actions() == []
    assert "over" in repr(game)


def test_cli_random_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["random-game", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Result:" in out and "wins" in out
    assert "Agenda points:" in out
    assert "T1 " in out
    assert len(out.splitlines()) < 400


def test_cli_json_and_determinism(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["random-game", "--seed", "2", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["random-game", "--seed", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert first["winner"] in SIDES and first["finished"]
    record = play_random_game(2)
    assert record.game.winner == first["winner"]
    assert record.actions_taken == first["actions"]


def test_cli_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert nr_fast.__version__ in capsys.readouterr().out


# -- scenarios -----------------------------------------------------------------------------------


KATE = 'Kate "Mac" McCaffrey: Digital Tinker'

SMALL_SCENARIO: dict[str, Any] = {
    "corp": {
        "identity": "Jinteki: Personal Evolution",
        "credits": 6,
        "hq": ["Hedge Fund", "Enigma"],
        "rd": ["PAD Campaign", "Priority Requisition", "Hunter"],
        "servers": {
            "hq": {"ice": [{"title": "Wall of Static", "rezzed": True}]},
            "remote1": {"root": [{"title": "Private Security Force", "advancement": 1}]},
        },
    },
    "runner": {
        "identity": KATE,
        "credits": 3,
        "grip": ["Sure Gamble", "Infiltration"],
        "stack": ["Armitage Codebusting"],
        "rig": ["Crypsis"],
    },
    "turn": 3,
}


def test_scenario_sets_up_the_position() -> None:
    game = Game.scenario(SMALL_SCENARIO)
    assert not game.is_over
    assert (game.current_side, game.decision, game.turn) == ("corp", "action", 3)
    state = game.state()
    assert state["corp"]["credits"] == 6 and state["runner"]["credits"] == 3
    assert [c["title"] for c in state["corp"]["hq"]] == ["Hedge Fund", "Enigma"]
    assert [c["title"] for c in state["corp"]["rd"]] == [
        "PAD Campaign",
        "Priority Requisition",
        "Hunter",
    ]
    (wall,) = state["corp"]["servers"]["hq"]["ice"]
    assert wall["title"] == "Wall of Static" and wall["rezzed"] is True
    (psf,) = state["corp"]["servers"]["remote1"]["root"]
    assert psf["title"] == "Private Security Force" and psf["advancement"] == 1
    assert [c["title"] for c in state["runner"]["rig"]] == ["Crypsis"]
    # The Runner sees the rezzed ice but not the unrezzed card in the remote.
    seen = game.observation("runner")["corp"]["servers"]
    assert seen["hq"]["ice"][0]["title"] == "Wall of Static"
    assert seen["remote1"]["root"][0]["title"] is None


def test_scenario_from_dict_and_text_agree() -> None:
    game = Game.scenario(SMALL_SCENARIO)
    assert Game.scenario(json.dumps(SMALL_SCENARIO)).to_json() == game.to_json()
    assert Game.scenario(SMALL_SCENARIO).legal_actions() == game.legal_actions()


def test_scenario_actions_by_meaning() -> None:
    game = Game.scenario(SMALL_SCENARIO)
    played = game.do("play", card="Hedge Fund")
    assert played.card_title == "Hedge Fund"
    assert game.state()["corp"]["credits"] == 6 - 5 + 9
    while game.decision != "action":
        game.do("pass")  # paid ability windows after the action
    installed = game.do("install", card="enigma", server="rd")
    assert installed.server == "rd" and installed.card_title == "Enigma"
    assert game.history[0] == ("corp", played.label, played.code)
    assert game.history[-1] == ("corp", installed.label, installed.code)


def test_scenario_with_the_runner_active() -> None:
    scenario = {**SMALL_SCENARIO, "active": "runner"}
    game = Game.scenario(scenario)
    assert (game.current_side, game.decision) == ("runner", "action")
    runs = {a.server for a in game.find("run")}
    assert {"hq", "rd", "archives", "remote1"} <= runs
    for a in game.legal_actions():
        # An unrezzed Corp card is never named to the Runner.
        assert "Private Security Force" not in a.label
        assert a.card_title != "Private Security Force"
    game.do("run", server="remote1")
    assert game.history[-1][0] == "runner"
