"""The agenda points needed to win as a game option (issue 14; Rules Reference, "Winning the
Game": 7, or 6 in a System Gateway starter game): ``Game``, ``play``, ``simulate``,
``tournament``, replays, the CLI and the web table."""

from __future__ import annotations

import io
import json
import pickle
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import nr_fast as nf
from nr_fast import Game
from nr_fast.cli import main
from nr_fast.errors import InvalidArgumentError, ReplayError, ScenarioError

GOLDEN = Path(__file__).resolve().parent / "golden"
HB = "Haas-Bioroid: Engineering the Future"
BAD = [0, -1, 256, 2**70]


def _scoring(points: int | None) -> Game:
    """The Corp with 4 points, before its first action, with a fully advanced 2-point agenda."""
    scenario: dict[str, Any] = {
        "corp": {
            "identity": HB,
            "rd": ["Hedge Fund", "Hedge Fund"],
            "score_area": ["Private Security Force", "Private Security Force"],
            "servers": {
                "remote1": {"root": [{"title": "Private Security Force", "advancement": 4}]}
            },
        },
        "runner": {"identity": "Noise: Hacker Extraordinaire"},
        "phase": "action_start",
    }
    if points is not None:
        scenario["agenda_points_to_win"] = points
    return Game.scenario(scenario)


def _score(game: Game) -> None:
    game.apply(next(a for a in game.legal_actions() if a.kind == "score"))


@pytest.mark.parametrize(("points", "wins"), [(6, True), (7, False), (None, False)])
def test_the_corps_sixth_point_wins_only_at_six(points: int | None, wins: bool) -> None:
    game = _scoring(points)
    assert game.agenda_points_to_win == (points or 7)
    _score(game)
    assert game.agenda_points("corp") == 6
    assert game.is_over is wins
    assert game.winner == ("corp" if wins else None)


@pytest.mark.parametrize("bad", [*BAD, "6", 6.0, True])
def test_bad_values_are_refused_from_python(bad: Any) -> None:
    err = (InvalidArgumentError, TypeError)
    with pytest.raises(err, match="agenda_points_to_win"):
        Game(seed=1, agenda_points_to_win=bad)
    with pytest.raises(err, match="agenda_points_to_win"):
        nf.simulate(games=1, progress=False, agenda_points_to_win=bad)
    with pytest.raises(err, match="agenda_points_to_win"):
        nf.tournament(["random", "heuristic"], 1, progress=False, agenda_points_to_win=bad)
    with pytest.raises(err, match="agenda_points_to_win"):
        nf.play(seed=1, agenda_points_to_win=bad)
    with pytest.raises(err, match="agenda_points_to_win"):
        nf._core.simulate(None, None, 1, agenda_points_to_win=bad)
    if not isinstance(bad, int) or isinstance(bad, bool) or bad < 2**63:
        with pytest.raises(ScenarioError):
            Game.scenario(
                {
                    "corp": {"identity": HB},
                    "runner": {"identity": "Noise: Hacker Extraordinaire"},
                    "agenda_points_to_win": bad,
                }
            )


def test_the_option_is_saved_pickled_cloned_and_observed() -> None:
    game = Game(seed=3, agenda_points_to_win=6)
    for copy in (Game.from_json(game.to_json()), pickle.loads(pickle.dumps(game)), game.clone()):
        assert copy.agenda_points_to_win == 6
    assert game.observation("runner")["agenda_points_to_win"] == 6
    assert Game(seed=3).observation("corp")["agenda_points_to_win"] == 7
    # A 7-point game's saved state names no option: saves stay as they were.
    assert "points_to_win" not in Game(seed=3).to_json()


def test_play_and_simulate_to_six_give_shorter_games() -> None:
    args: dict[str, Any] = {"corp_bot": "heuristic", "runner_bot": "heuristic", "seed": 5}
    six = nf.simulate(
        "weyland", "criminal", games=300, progress=False, agenda_points_to_win=6, **args
    )
    seven = nf.simulate("weyland", "criminal", games=300, progress=False, **args)
    assert six.length("turns")[0] < seven.length("turns")[0]
    assert six.summary()["agenda_points_to_win"] == 6
    assert seven.summary()["agenda_points_to_win"] == 7
    points = six.columns["corp_points"], six.columns["runner_points"]
    for reason, winner, corp, runner in zip(six.columns["reason"], six.columns["winner"], *points):
        if reason == 0:
            assert (corp if winner == 0 else runner) >= 6
            assert (runner if winner == 0 else corp) < 6
    # play() replays game i of a simulation with the same option.
    i = 7
    game = nf.play(
        "weyland",
        "criminal",
        "heuristic",
        "heuristic",
        int(six.columns["seed"][i]),
        agenda_points_to_win=6,
    )
    assert game.turn == six.columns["turns"][i]

    # The Python path (a Python bot) plays to the option too.
    class First:
        def choose(self, game: Game) -> int:
            return game.legal_actions()[0].code

    py = nf.simulate(games=3, corp_bot=First(), progress=False, agenda_points_to_win=1)
    assert all(t <= 40 for t in py.columns["turns"]) and py.agenda_points_to_win == 1


def test_tournament_plays_to_the_option() -> None:
    result = nf.tournament(
        ["random", "heuristic"], 12, seed=2, progress=False, agenda_points_to_win=6
    )
    assert result.summary()["agenda_points_to_win"] == 6


def _finished(points: int) -> Game:
    game = nf.play("weyland", "criminal", "heuristic", "heuristic", 12, agenda_points_to_win=points)
    assert game.is_over
    return game


def test_a_six_point_replay_replays_as_one() -> None:
    game = _finished(6)
    text = game.to_replay()
    data = json.loads(text)
    assert data["agenda_points_to_win"] == 6
    back = Game.from_replay(text)
    assert back.agenda_points_to_win == 6
    assert (back.winner, back.win_reason, back.turn) == (game.winner, game.win_reason, game.turn)
    assert back.to_replay() == text
    # The same moves played to 7 do not reproduce the recorded result (seed 12: the Corp wins
    # with exactly 6 points).
    assert game.win_reason == "agenda_points"
    del data["agenda_points_to_win"]
    with pytest.raises(ReplayError):
        Game.from_replay(data)
    for bad in (0, 256, "6", None):
        with pytest.raises(ReplayError, match="agenda_points_to_win"):
            Game.from_replay({**json.loads(text), "agenda_points_to_win": bad})


def test_seven_point_replays_name_no_option_and_golden_replays_are_unchanged() -> None:
    assert "agenda_points_to_win" not in _finished(7).to_replay()
    for path in sorted(GOLDEN.glob("*.json")):
        text = path.read_text(encoding="utf-8")
        game = Game.from_replay(text)
        assert game.agenda_points_to_win == 7
        assert game.to_replay().split('"actions"')[1] == text.split('"actions"')[1]


# -- the command line ---------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["random-game", "simulate", "tournament", "play", "serve"])
@pytest.mark.parametrize("bad", ["0", "256", "x", "-3"])
def test_the_cli_refuses_bad_values(
    command: str, bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    extra = ["--bots", "random,heuristic"] if command == "tournament" else []
    with pytest.raises(SystemExit) as exit_info:
        main([command, *extra, "--agenda-points-to-win", bad])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "--agenda-points-to-win must be a whole number from 1 to 255" in err
    assert "Traceback" not in err


def test_the_cli_plays_to_the_option(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    replay = tmp_path / "r.json"
    args = ["random-game", "--seed", "4", "--json", "--replay", str(replay)]
    assert main([*args, "--agenda-points-to-win", "1"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["winner"] is not None
    assert json.loads(replay.read_text())["agenda_points_to_win"] == 1
    common = ["simulate", "--games", "60", "--seed", "2", "--bot", "heuristic", "--json"]
    common += ["--no-progress"]
    main([*common, "--agenda-points-to-win", "6"])
    six = json.loads(capsys.readouterr().out)
    main(common)
    seven = json.loads(capsys.readouterr().out)
    assert six["agenda_points_to_win"] == 6 and seven["agenda_points_to_win"] == 7
    assert six["turns_mean"] < seven["turns_mean"]
    bots = ["tournament", "--bots", "random,heuristic", "--games", "12", "--json", "--no-progress"]
    assert main([*bots, "--agenda-points-to-win", "6"]) == 0
    assert json.loads(capsys.readouterr().out)["agenda_points_to_win"] == 6


def test_terminal_play_plays_to_the_option() -> None:
    from nr_fast.interactive import play_interactive

    script = "quit\n"
    game = play_interactive(
        "runner",
        "random",
        seed=1,
        inp=io.StringIO(script),
        out=io.StringIO(),
        agenda_points_to_win=6,
    )
    assert game.agenda_points_to_win == 6


# -- the web table ------------------------------------------------------------------------------


def test_play_web_sends_the_option_and_serve_offers_it() -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("httpx2")
    from starlette.testclient import TestClient

    from nr_fast.cli import build_parser
    from nr_fast.web.app import create_app
    from nr_fast.web.command import play_request

    args = build_parser().parse_args(["play", "--web", "--agenda-points-to-win", "6"])
    request = play_request(args)
    assert request["agenda_points_to_win"] == 6
    client = TestClient(create_app(points_to_win=6))
    assert client.get("/api/options").json()["points_to_win"] == {
        "default": 6,
        "min": 1,
        "max": 255,
    }
    view = client.post("/api/games", json=request).json()
    assert view["observation"]["agenda_points_to_win"] == 6
    default = TestClient(create_app())
    assert default.get("/api/options").json()["points_to_win"]["default"] == 7
    view = default.post("/api/games", json={"side": "hotseat", "seed": 1}).json()
    assert view["observation"]["agenda_points_to_win"] == 7
    for bad in (0, 256, "6", True):
        response = default.post("/api/games", json={"side": "hotseat", "agenda_points_to_win": bad})
        assert response.status_code == 400 and "agenda_points_to_win" in response.json()["error"]
    replay = _finished(6).to_replay()
    both = {"side": "hotseat", "replay": replay, "agenda_points_to_win": 5}
    response = default.post("/api/games", json=both)
    assert response.status_code == 400 and "says its own" in response.json()["error"]
    view = default.post("/api/games", json={"side": "hotseat", "replay": replay, "at": 3}).json()
    assert view["observation"]["agenda_points_to_win"] == 6
    with pytest.raises(InvalidArgumentError):
        create_app(points_to_win=0)


def test_serve_offers_the_option_on_the_command_line() -> None:
    pytest.importorskip("uvicorn")
    import os
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    code = "import sys; from nr_fast.cli import main; sys.exit(main())"
    args = ["serve", "--port", str(port), "--agenda-points-to-win", "6"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with subprocess.Popen(
        [sys.executable, "-c", code, *args], stdout=subprocess.PIPE, text=True, env=env
    ) as proc:
        try:
            assert proc.stdout is not None
            assert "the table is at" in proc.stdout.readline()
            url = f"http://127.0.0.1:{port}/api/options"
            for _ in range(100):
                try:
                    with urllib.request.urlopen(url, timeout=5) as response:
                        options = json.loads(response.read())
                    break
                except OSError:
                    time.sleep(0.1)
            assert options["points_to_win"]["default"] == 6
        finally:
            proc.terminate()
            proc.wait(timeout=20)


def test_vec_game_plays_every_episode_to_the_option() -> None:
    vec = nf.VecGame(3, seed=4, agenda_points_to_win=1)
    assert vec.agenda_points_to_win == 1
    at = [name for name, _, _ in nf.tensor_layout()].index("global")
    names = list(nf._core.GLOBAL_NAMES)
    column = nf.tensor_layout()[at][1] + names.index("points_to_win")
    assert (vec.obs[:, column] == 1.0).all()
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(5000):
        picks = rng.integers(0, vec.num_legal)
        vec.step(vec.codes[np.arange(3), picks])
        ended += int(vec.done.sum())
        assert all(vec.game(i).agenda_points_to_win == 1 for i in range(3))
        if ended >= 3:
            break
    assert ended >= 3
    assert nf.VecGame(1).agenda_points_to_win == 7
    for bad in (0, 256, -1):
        with pytest.raises(nf.InvalidArgumentError, match="agenda_points_to_win"):
            nf.VecGame(1, agenda_points_to_win=bad)
