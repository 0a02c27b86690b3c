"""Replays: Game.to_replay / from_replay / save_replay, ``nr-fast replay``, and golden replays.

The golden replays in tests/golden/*.json are seeded games between random players in different
starter matchups (one ends by flatline, two on agenda points, one by the Corp decking out);
tests/golden/jinteki_vs_shaper_seed1.txt is the text ``nr-fast replay`` prints for the first. Each
test run plays them again move by move: a change to the rules that changes a legal move, a label
or a result makes these tests fail. After an intended change, regenerate them with

    PYTHONPATH=$PWD/python python3 scripts/update_golden.py

and review the diff (git diff tests/golden).
"""

from __future__ import annotations

import copy
import json
import pathlib
import pickle
import random
from typing import Any

import pytest

from nr_fast import (
    REPLAY_FORMAT,
    Deck,
    Game,
    InvalidArgumentError,
    NrFastError,
    ReplayError,
)
from nr_fast.cli import main, play_random_game
from nr_fast.replay import format_replay

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"
GOLDEN_REPLAYS = sorted(GOLDEN.glob("*.json"))


def random_game(seed: int, steps: int, corp: str = "jinteki", runner: str = "shaper") -> Game:
    """Play up to `steps` uniformly random moves of a new game."""
    game = Game(corp=Deck.starter(corp), runner=Deck.starter(runner), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_codes()))
    return game


def replay_dict(game: Game) -> dict[str, Any]:
    """Return the game's replay as a dict."""
    data: dict[str, Any] = json.loads(game.to_replay())
    return data


# -- golden replays ------------------------------------------------------------------------------


def test_there_are_golden_replays_of_each_ending() -> None:
    reasons = {json.loads(p.read_text())["result"]["reason"] for p in GOLDEN_REPLAYS}
    assert len(GOLDEN_REPLAYS) == 4
    assert reasons == {"flatline", "agenda_points", "decked_out"}


@pytest.mark.parametrize("path", GOLDEN_REPLAYS, ids=lambda p: p.stem)
def test_golden_replay_reproduces(path: pathlib.Path) -> None:
    text = path.read_text(encoding="utf-8")
    recorded = json.loads(text)
    game = Game.from_replay(text)  # checks every code, side and label, and the result
    assert game.is_over
    assert {"winner": game.winner, "reason": game.win_reason, "turn": game.turn} == recorded[
        "result"
    ]
    assert [{"code": c, "side": s, "label": lbl} for s, lbl, c in game.history] == recorded[
        "actions"
    ]
    # Written again, the replay is the same file except for the recording engine's version.
    again = json.loads(game.to_replay())
    assert {k: v for k, v in again.items() if k != "engine"} == {
        k: v for k, v in recorded.items() if k != "engine"
    }


def test_golden_text_rendering() -> None:
    replay = (GOLDEN / "jinteki_vs_shaper_seed1.json").read_text(encoding="utf-8")
    expected = (GOLDEN / "jinteki_vs_shaper_seed1.txt").read_text(encoding="utf-8")
    assert format_replay(replay) == expected


def test_golden_replays_are_the_random_games_they_claim() -> None:
    # The golden games are what `nr-fast random-game` plays for their matchup and seed.
    path = GOLDEN / "nbn_vs_anarch_seed1.json"
    record = play_random_game(1, corp=Deck.starter("nbn"), runner=Deck.starter("anarch"))
    assert replay_dict(record.game)["actions"] == json.loads(path.read_text())["actions"]


# -- round trips ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_round_trip_whole_game(seed: int) -> None:
    game = random_game(seed, 100_000, "weyland", "anarch")
    assert game.is_over
    back = Game.from_replay(game.to_replay())
    assert back.to_json() == game.to_json()
    assert back.history == game.history
    assert back.to_replay() == game.to_replay()
    assert replay_dict(game)["result"] == {
        "winner": game.winner,
        "reason": game.win_reason,
        "turn": game.turn,
    }
    # A dict works as well as the text.
    assert Game.from_replay(replay_dict(game)).to_json() == game.to_json()


def test_round_trip_unfinished_game_has_no_result_and_goes_on() -> None:
    game = random_game(6, 60)
    assert not game.is_over
    data = replay_dict(game)
    assert "result" not in data and len(data["actions"]) == 60
    back = Game.from_replay(game.to_replay())
    assert back.to_json() == game.to_json() and back.history == game.history
    code = back.legal_codes()[0]
    back.apply(code)
    game.apply(code)
    assert back.to_json() == game.to_json()


def test_from_any_move_equals_the_game_at_that_move() -> None:
    rng = random.Random(7)
    game = Game(corp=Deck.starter("nbn"), runner=Deck.starter("criminal"), seed=7)
    snapshots = [game.clone()]
    while not game.is_over:
        game.apply(rng.choice(game.legal_codes()))
        snapshots.append(game.clone())
    text = game.to_replay()
    assert len(snapshots) == len(game.history) + 1
    for k in sorted({0, 1, 2, 17, len(snapshots) // 2, len(snapshots) - 2, len(snapshots) - 1}):
        partial = Game.from_replay(text, moves=k)
        assert partial.to_json() == snapshots[k].to_json(), k
        assert partial.history == snapshots[k].history == game.history[:k]


def test_text_decks_and_dict_decks_replay() -> None:
    corp_text = Deck.starter("haas-bioroid").to_text()
    runner_pairs = {
        "identity": Deck.starter("criminal").identity,
        "cards": list(Deck.starter("criminal").cards),
    }
    game = Game(corp=corp_text, runner=runner_pairs, seed=8)
    rng = random.Random(8)
    for _ in range(50):
        game.apply(rng.choice(game.legal_codes()))
    data = replay_dict(game)
    assert data["corp"] == Deck.starter("haas-bioroid").to_dict()
    assert data["runner"]["cards"] == [list(p) for p in Deck.starter("criminal").cards]
    assert Game.from_replay(data).to_json() == game.to_json()


def test_default_decks_are_recorded() -> None:
    data = replay_dict(Game(seed=9))
    assert data["corp"] == Deck.default("corp").to_dict()
    assert data["runner"] == Deck.default("runner").to_dict()
    assert data["format"] == REPLAY_FORMAT and data["version"] == 1 and data["seed"] == 9
    assert data["actions"] == []


def test_save_replay(tmp_path: pathlib.Path) -> None:
    game = random_game(10, 40)
    path = tmp_path / "game.json"
    game.save_replay(path)
    assert path.read_text(encoding="utf-8") == game.to_replay()


def test_labels_are_the_engines() -> None:
    game = Game(seed=11)
    rng = random.Random(11)
    labels = []
    for _ in range(40):
        code = rng.choice(game.legal_codes())
        labels.append(game.action(code).label)
        game.apply(code)
    assert [m["label"] for m in replay_dict(game)["actions"]] == labels


# -- copies keep the replay ----------------------------------------------------------------------


def test_copies_and_pickles_keep_the_replay() -> None:
    game = random_game(12, 70)
    text = game.to_replay()
    for other in (game.clone(), copy.copy(game), copy.deepcopy(game)):
        assert other.replayable and other.to_replay() == text
    back = pickle.loads(pickle.dumps(game))
    assert back.to_replay() == text
    # The pickled game goes on identically; the deep copy is independent of the original.
    deep = copy.deepcopy(game)
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(40):
        if back.is_over:
            break
        back.apply(rng_a.choice(back.legal_codes()))
        game.apply(rng_b.choice(game.legal_codes()))
    assert back.to_json() == game.to_json() and back.to_replay() == game.to_replay()
    assert deep.to_replay() == text != game.to_replay()


def test_old_pickles_without_decks_load_but_cannot_replay() -> None:
    game = random_game(13, 10)
    state = game.__getstate__()
    del state["decks"], state["seed"]
    old = Game.__new__(Game)
    old.__setstate__(state)
    assert old.to_json() == game.to_json() and not old.replayable
    with pytest.raises(ReplayError, match="cannot be replayed"):
        old.to_replay()


def test_games_not_started_from_decks_cannot_replay() -> None:
    game = random_game(14, 10)
    assert game.replayable
    scenario = Game.scenario(
        {
            "corp": {"identity": "Jinteki: Personal Evolution", "hq": ["Hedge Fund"]},
            "runner": {"identity": 'Kate "Mac" McCaffrey: Digital Tinker'},
        }
    )
    for other in (Game.from_json(game.to_json()), game.determinize("corp", 1), scenario):
        assert not other.replayable
        with pytest.raises(ReplayError, match=r"cannot be replayed.*from_json"):
            other.to_replay()


# -- bad replays ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    return replay_dict(random_game(15, 30))


def with_(base: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in changes.items():
        if value is ...:
            del out[key]
        else:
            out[key] = value
    return out


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "chess-pgn"}, "not an nr_fast replay: 'format' is 'chess-pgn'"),
        ({"format": ...}, "not an nr_fast replay: 'format' is None"),
        ({"version": 2}, "replay version 2 is not supported"),
        ({"version": True}, "replay version True is not supported"),
        ({"seed": ...}, "the replay has no 'seed'"),
        ({"actions": ..., "corp": ...}, "the replay has no 'corp', 'actions'"),
        ({"seed": "1"}, "'seed' must be an int in \\[0, 2\\*\\*64\\), not '1'"),
        ({"seed": -1}, "'seed' must be an int"),
        ({"seed": 2**64}, "'seed' must be an int"),
        ({"corp": "jinteki"}, "'corp' deck must be an object"),
        ({"runner": {"identity": "Nobody", "cards": {}}}, "the replay's decks cannot start"),
        ({"actions": {}}, "'actions' must be a list, not dict"),
        ({"actions": [1]}, "move 1: a move is an object"),
        ({"actions": [{"side": "corp"}]}, "move 1: no 'code'"),
        ({"actions": [{"code": -1}]}, "move 1: 'code' must be an int in"),
        ({"actions": [{"code": 10**9}]}, "move 1: 'code' must be an int in"),
        ({"actions": [{"code": 0.0}]}, "move 1: 'code' must be an int in"),
        ({"actions": [{"code": 0, "side": "both"}]}, "move 1: 'side' must be 'corp' or"),
        ({"actions": [{"code": 0, "label": 3}]}, "move 1: 'label' must be a str, not int"),
        ({"actions": [{"code": 0, "extra": 3}]}, "move 1: unknown key 'extra'"),
        ({"result": "corp"}, "'result' must be"),
        ({"result": {"winner": "corp", "reason": "flatline"}}, "'result' must be"),
        ({"engine": 3}, "'engine' must be a str"),
        ({"comment": "hi"}, "unknown replay key 'comment'"),
    ],
)
def test_malformed_replays(good: dict[str, Any], changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ReplayError, match=message):
        Game.from_replay(with_(good, **changes))


def test_replay_input_types() -> None:
    with pytest.raises(ReplayError, match="not JSON text"):
        Game.from_replay("{not json")
    with pytest.raises(ReplayError, match="a replay is a JSON object, not list"):
        Game.from_replay("[1, 2]")
    with pytest.raises(TypeError, match="a replay is JSON text or a dict, not bytes"):
        Game.from_replay(b"{}")  # type: ignore[arg-type]
    assert issubclass(ReplayError, NrFastError) and issubclass(ReplayError, ValueError)


def test_moves_argument(good: dict[str, Any]) -> None:
    n = len(good["actions"])
    assert len(Game.from_replay(good, moves=n).history) == n
    for bad in (-1, n + 1):
        with pytest.raises(InvalidArgumentError, match=f"moves must lie in \\[0, {n}\\]"):
            Game.from_replay(good, moves=bad)
    with pytest.raises(TypeError, match="moves must be an int"):
        Game.from_replay(good, moves="3")  # type: ignore[arg-type]


def test_illegal_code_names_the_move(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    game = Game.from_replay(good, moves=4)
    illegal = next(c for c in range(1000) if c not in game.legal_codes())
    bad["actions"][4] = {"code": illegal}
    with pytest.raises(ReplayError, match=f"^move 5: code {illegal} is not legal in the"):
        Game.from_replay(bad)
    # Stopping before the bad move works.
    assert Game.from_replay(bad, moves=4).to_json() == game.to_json()


def test_wrong_label_or_side_names_the_move(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["actions"][6]["label"] = "dance"
    label = good["actions"][6]["label"]
    with pytest.raises(
        ReplayError, match=f"^move 7: code .* is '{label}' here, but the replay recorded 'dance'"
    ):
        Game.from_replay(bad)
    bad = copy.deepcopy(good)
    other = "runner" if good["actions"][0]["side"] == "corp" else "corp"
    bad["actions"][0]["side"] = other
    with pytest.raises(ReplayError, match=f"^move 1: the replay has {other} decide"):
        Game.from_replay(bad)
    # Without labels and sides, the codes alone replay the game.
    bare = with_(good, actions=[{"code": m["code"]} for m in good["actions"]])
    assert Game.from_replay(bare).to_json() == Game.from_replay(good).to_json()


def test_other_engine_version_is_named(good: dict[str, Any]) -> None:
    bad = with_(good, engine="nr_fast 0.0.1")
    bad["actions"][2]["label"] = "dance"
    with pytest.raises(ReplayError, match=r"recorded by nr_fast 0\.0\.1, this is nr_fast"):
        Game.from_replay(bad)


def test_wrong_result_or_moves_after_the_end() -> None:
    path = GOLDEN / "jinteki_vs_shaper_seed1.json"
    data = json.loads(path.read_text())
    wrong = with_(data, result={"winner": "runner", "reason": "agenda_points", "turn": 10})
    with pytest.raises(ReplayError, match="after all 106 moves corp won \\(flatline\\) on turn"):
        Game.from_replay(wrong)
    # A result recorded for a game that the moves do not finish.
    short = with_(data, actions=data["actions"][:-1])
    with pytest.raises(ReplayError, match="after all 105 moves the game is not over"):
        Game.from_replay(short)
    longer = with_(data, actions=[*data["actions"], {"code": 0}])
    with pytest.raises(ReplayError, match=r"^move 107: the game is already over"):
        Game.from_replay(longer)


# -- the command line ----------------------------------------------------------------------------


def test_cli_random_game_writes_a_replay(
    tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    argv = ["random-game", "--seed", "1", "--log", "none", "--replay", str(path)]
    assert main(argv) == 0
    assert (
        json.loads(path.read_text())["actions"]
        == json.loads((GOLDEN / "jinteki_vs_shaper_seed1.json").read_text())["actions"]
    )
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out == (GOLDEN / "jinteki_vs_shaper_seed1.txt").read_text()


def test_cli_replay_moves_and_errors(
    tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(GOLDEN / "jinteki_vs_shaper_seed1.json")
    assert main(["replay", path, "--moves", "9"]) == 0
    out = capsys.readouterr().out
    assert "Turn 2 (Runner)" in out and "    9. runner" in out and "   10." not in out
    assert "Stopped after move 9 of 106: turn 2, runner to decide" in out
    assert main(["replay", path, "--moves", "107"]) == 1
    assert "moves must lie in [0, 106]" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "nr_fast-replay", "version": 7}')
    assert main(["replay", str(bad)]) == 1
    assert "replay version 7 is not supported" in capsys.readouterr().err
