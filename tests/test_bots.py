"""The engine's bots from Python, make_bot, play, simulate with Python bots, and tournaments."""

from __future__ import annotations

import pickle
import threading

import pytest

import nr_fast
from nr_fast import (
    Bot,
    Game,
    HeuristicBot,
    InvalidArgumentError,
    ISMCTSBot,
    RandomBot,
    game_seed,
    make_bot,
    play,
)


def _decisions(bot: Bot, seed: int, n: int = 60) -> list[int]:
    """The codes `bot` picks playing both sides of game `seed` for `n` decisions."""
    game = Game(seed=seed)
    out = []
    for _ in range(n):
        if game.is_over:
            break
        code = bot.choose(game)
        out.append(code)
        game.apply(code)
    return out


# -- bot classes ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bot", "name", "text"),
    [
        (RandomBot(), "random", "RandomBot(seed=0)"),
        (RandomBot(seed=7), "random", "RandomBot(seed=7)"),
        (HeuristicBot(seed=3), "heuristic", "HeuristicBot(seed=3)"),
        (
            ISMCTSBot(),
            "ismcts:1000",
            "ISMCTSBot(iterations=1000, time_ms=0, exploration=0.7, rollout='heuristic', "
            "threads=1, seed=0, rollout_depth=100)",
        ),
        (
            ISMCTSBot(iterations=20, exploration=1.5, rollout="random", threads=2, seed=9),
            # A setting other than the default is part of the name, read back by make_bot.
            "ismcts:20+c=1.5",
            "ISMCTSBot(iterations=20, time_ms=0, exploration=1.5, rollout='random', threads=2, "
            "seed=9, rollout_depth=100)",
        ),
    ],
)
def test_bot_names_and_repr(bot: Bot, name: str, text: str) -> None:
    assert bot.name == name  # type: ignore[attr-defined]
    assert repr(bot) == text


def test_ismcts_settings_are_readable() -> None:
    bot = ISMCTSBot(
        iterations=5,
        time_ms=30,
        exploration=0.25,
        rollout="Random",
        threads=3,
        seed=4,
        rollout_depth=0,
    )
    got = (bot.iterations, bot.time_ms, bot.exploration, bot.rollout, bot.threads, bot.seed)
    assert got == (5, 30, 0.25, "random", 3, 4)
    assert bot.rollout_depth == 0  # to the end of the game
    assert ISMCTSBot().rollout_depth == 100


@pytest.mark.parametrize("cls", [RandomBot, HeuristicBot, ISMCTSBot])
def test_every_choice_is_legal_in_a_whole_game(cls: type) -> None:
    bot = cls(seed=1) if cls is not ISMCTSBot else ISMCTSBot(iterations=4, seed=1)
    game = Game(seed=11)
    steps = 0
    while not game.is_over and steps < 3000:
        code = bot.choose(game)
        assert isinstance(code, int)
        assert code in game.legal_codes()
        game.apply(code)
        steps += 1
    assert steps > 0


def test_choose_accepts_a_bare_game_state() -> None:
    game = Game(seed=2)
    assert RandomBot(seed=1).choose(game._state) == RandomBot(seed=1).choose(game)


def test_choose_on_a_finished_game_is_an_error() -> None:
    game = play(seed=5)
    assert game.is_over
    for bot in (RandomBot(), HeuristicBot(), ISMCTSBot(iterations=2)):
        with pytest.raises(InvalidArgumentError, match="the game is over"):
            bot.choose(game)


def test_choose_rejects_what_is_not_a_game() -> None:
    with pytest.raises(TypeError, match=r"choose\(\) expects a nr_fast.Game, not str"):
        RandomBot().choose("game")


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"iterations": 0}, InvalidArgumentError, r"iterations must lie in \[1, "),
        ({"iterations": -5}, InvalidArgumentError, r"iterations must lie in \[1, "),
        ({"iterations": 2.5}, TypeError, "iterations must be an int, not float"),
        ({"time_ms": -1}, InvalidArgumentError, r"time_ms must lie in \[0, "),
        ({"exploration": -0.1}, InvalidArgumentError, "exploration must be a finite number >= 0"),
        ({"exploration": float("nan")}, InvalidArgumentError, "exploration must be a finite"),
        ({"threads": 0}, InvalidArgumentError, r"threads must lie in \[1, 1024\]"),
        ({"rollout_depth": -1}, InvalidArgumentError, r"rollout_depth must lie in \[0, "),
        ({"rollout": "greedy"}, InvalidArgumentError, "rollout must be 'heuristic' or 'random'"),
        ({"seed": -1}, InvalidArgumentError, r"seed must lie in \[0, 2\*\*64 - 1\]"),
        ({"seed": 2**64}, InvalidArgumentError, r"seed must lie in \[0, 2\*\*64 - 1\]"),
        ({"seed": True}, TypeError, "seed must be an int, not bool"),
    ],
)
def test_ismcts_parameters_are_checked(
    kwargs: dict[str, object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        ISMCTSBot(**kwargs)  # type: ignore[arg-type]


def test_seed_errors_of_the_simple_bots() -> None:
    with pytest.raises(InvalidArgumentError, match="seed must lie"):
        RandomBot(seed=-3)
    with pytest.raises(TypeError, match="seed must be an int, not str"):
        HeuristicBot(seed="1")  # type: ignore[arg-type]


# -- make_bot -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "cls", "name"),
    [
        ("random", RandomBot, "random"),
        ("heuristic", HeuristicBot, "heuristic"),
        ("ismcts", ISMCTSBot, "ismcts:1000"),
        ("ismcts:250", ISMCTSBot, "ismcts:250"),
        (" ISMCTS:7 ", ISMCTSBot, "ismcts:7"),
    ],
)
def test_make_bot_builds_each_kind(spec: str, cls: type, name: str) -> None:
    bot = make_bot(spec, seed=12)
    assert type(bot) is cls
    assert bot.name == name
    assert bot.seed == 12


def test_make_bot_name_reads_back() -> None:
    for spec in ("random", "heuristic", "ismcts", "ismcts:3"):
        bot = make_bot(spec)
        assert make_bot(bot.name).name == bot.name


@pytest.mark.parametrize("spec", ["", "greedy", "ismcts:0", "ismcts:-1", "ismcts:x", "random:3"])
def test_make_bot_rejects_unknown_specs(spec: str) -> None:
    with pytest.raises(
        ValueError, match=r"unknown bot .*; the bots are: random, heuristic, ismcts"
    ):
        make_bot(spec)


@pytest.mark.parametrize(
    ("spec", "iterations", "time_ms", "name"),
    [
        ("heuristic", None, None, "heuristic"),
        ("Hard", None, None, "ismcts:500"),
        ("ismcts-pb", None, None, "ismcts:1000+bias=3"),
        ("ismcts-value:40:100", None, None, "ismcts-value:40+depth=100"),
        ("ismcts-value+blend=1", None, None, "ismcts-value:1000+blend=1"),
        ("ismcts-value+blend=0.5", None, None, "ismcts-value:1000"),
        ("ismcts-value", 30, None, "ismcts-value:30"),
        ("ismcts-value", None, 200, "ismcts-value@200ms"),
        ("ismcts:500", 20, 50, "ismcts:20@50ms"),
        ("ismcts@0.2s", None, None, "ismcts@200ms"),
    ],
)
def test_bot_name_is_the_one_reader(
    spec: str, iterations: int | None, time_ms: int | None, name: str
) -> None:
    # Issue 28: make_bot, simulate, the web table and nr-fast play all read names through it.
    assert nr_fast.bots.bot_name(spec, iterations, time_ms) == name
    assert make_bot(name).name == name


@pytest.mark.parametrize(
    ("spec", "iterations", "words"),
    [
        ("random", 5, "does not search"),
        ("ismcts:x", None, "unknown bot"),
        ("ismcts+blend=0.5", None, "unknown bot"),
        ("ismcts-value+blend=2", None, "unknown bot"),
        ("ismcts", 0, "at least 1 iteration"),
    ],
)
def test_bot_name_refuses_clearly(spec: str, iterations: int | None, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        nr_fast.bots.bot_name(spec, iterations)


def test_make_bot_rejects_a_non_string() -> None:
    with pytest.raises(TypeError, match="a bot spec is a str"):
        make_bot(3)  # type: ignore[arg-type]


# -- determinism ----------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", ["random", "heuristic", "ismcts:3"])
def test_same_seed_same_choices(spec: str) -> None:
    assert _decisions(make_bot(spec, 5), 3) == _decisions(make_bot(spec, 5), 3)


def test_different_seeds_differ_for_the_random_bot() -> None:
    assert _decisions(RandomBot(seed=1), 3) != _decisions(RandomBot(seed=2), 3)


def test_the_engine_bots_are_protocol_bots() -> None:
    for bot in (RandomBot(), HeuristicBot(), ISMCTSBot(iterations=1)):
        assert isinstance(bot, Bot)


def test_game_seed_matches_simulate() -> None:
    sim = nr_fast.simulate(games=4, seed=21, progress=False)
    assert list(sim.columns["seed"]) == [game_seed(21, i) for i in range(4)]
    with pytest.raises(InvalidArgumentError, match="index must lie"):
        game_seed(1, -1)


def test_a_bot_can_be_used_from_threads() -> None:
    bot = RandomBot(seed=4)
    games = [Game(seed=s) for s in range(4)]
    out: list[int] = []

    def work(g: Game) -> None:
        out.append(bot.choose(g))

    threads = [threading.Thread(target=work, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(out) == 4


def test_bots_do_not_pickle_silently() -> None:
    with pytest.raises(TypeError):
        pickle.dumps(RandomBot())


# -- play and simulate with Python bots -----------------------------------------------------------


class FirstBot:
    """A Python bot: always the first legal action."""

    def choose(self, game: Game) -> int:
        return game.legal_codes()[0]


class IllegalBot:
    def choose(self, game: Game) -> int:
        return 0 if 0 not in game.legal_codes() else 1


def test_play_returns_a_finished_game_with_history() -> None:
    game = play(corp_bot="heuristic", runner_bot=RandomBot(seed=3), seed=4)
    assert game.is_over
    assert game.winner in ("corp", "runner")
    assert len(game.history) > 0


def test_play_accepts_python_bots() -> None:
    assert isinstance(FirstBot(), Bot)
    game = play(corp_bot=FirstBot(), runner_bot="random", seed=1)
    assert game.is_over
    corp_moves = [code for side, _label, code in game.history if side == "corp"]
    assert corp_moves


def test_play_replays_game_i_of_a_simulation() -> None:
    sim = nr_fast.simulate("nbn", "anarch", games=3, corp_bot="heuristic", seed=8, progress=False)
    for i in range(3):
        game = play("nbn", "anarch", "heuristic", "random", seed=int(sim.columns["seed"][i]))
        assert game.turn == sim.columns["turns"][i]
        assert len(game.history) == sim.columns["decisions"][i]
        assert {"corp": 0, "runner": 1}[game.winner or ""] == sim.columns["winner"][i]


def test_play_rejects_a_bad_bot_and_an_illegal_choice() -> None:
    with pytest.raises(TypeError, match="corp_bot must be a bot spec"):
        play(corp_bot=3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown bot"):
        play(runner_bot="grandmaster")
    with pytest.raises(nr_fast.IllegalActionError):
        play(corp_bot=IllegalBot())


def test_play_stops_at_max_decisions() -> None:
    game = play(seed=2, max_decisions=10)
    assert not game.is_over
    assert len(game.history) == 10


def test_simulate_with_a_python_bot_takes_the_python_path() -> None:
    sim = nr_fast.simulate(
        games=3, corp_bot="random", runner_bot=FirstBot(), seed=2, progress=False
    )
    rust = nr_fast.simulate(games=3, seed=2, progress=False)
    assert sim.runner_bot == "FirstBot"
    assert sim.games == 3
    assert set(sim.columns) == set(rust.columns)
    for name, column in sim.columns.items():
        assert column.dtype == rust.columns[name].dtype, name
    assert list(sim.columns["seed"]) == [game_seed(2, i) for i in range(3)]
    for i in range(3):
        game = play(corp_bot="random", runner_bot=FirstBot(), seed=int(sim.columns["seed"][i]))
        assert game.turn == sim.columns["turns"][i]
        assert len(game.history) == sim.columns["decisions"][i]
        assert game.agenda_points("corp") == sim.columns["corp_points"][i]


def test_simulate_takes_engine_bot_objects_on_the_rust_path() -> None:
    by_object = nr_fast.simulate(
        games=5, corp_bot=make_bot("heuristic", 99), seed=3, progress=False
    )
    by_spec = nr_fast.simulate(games=5, corp_bot="heuristic", seed=3, progress=False)
    assert by_object.corp_bot == "heuristic"
    for name in by_spec.columns:
        assert list(by_object.columns[name]) == list(by_spec.columns[name])


def test_simulate_rejects_a_non_bot() -> None:
    with pytest.raises(TypeError, match="corp_bot must be a bot spec"):
        nr_fast.simulate(games=1, corp_bot=object(), progress=False)  # type: ignore[arg-type]


# -- tournament -----------------------------------------------------------------------------------


def test_tiny_tournament() -> None:
    from nr_fast.tournament import MATCHUPS

    result = nr_fast.tournament(["random", "heuristic"], games=14, seed=5, progress=False)
    assert result.bots == ["random", "heuristic"]
    assert [(p.corp_bot, p.runner_bot) for p in result.pairings] == [
        ("random", "heuristic"),
        ("heuristic", "random"),
    ]
    assert [p.games for p in result.pairings] == [14, 14]
    assert len(result.matchups) == 2 * len(MATCHUPS)
    # 14 games over 12 matchups: the first two get 2, the others 1.
    assert [m.games for m in result.matchups[:12]] == [2, 2] + [1] * 10
    assert {(m.corp_deck, m.runner_deck) for m in result.matchups} == set(MATCHUPS)
    for p in result.pairings:
        rate, low, high = p.corp_win_rate()
        assert low <= rate <= high
        assert (low, high) == nr_fast.wilson_interval(p.corp_wins, p.games)
    by_bot = {r.bot: r for r in result.ratings}
    assert by_bot["random"].rating == 0.0
    assert by_bot["random"].games == by_bot["heuristic"].games == 28
    wins = result.wins()
    assert wins[0, 1] + wins[1, 0] + sum(p.unfinished for p in result.pairings) == 28
    assert by_bot["random"].wins == wins[0, 1]
    summary = result.summary()
    assert summary["pairings"][0]["corp_ci95"] == list(result.pairings[0].corp_win_rate()[1:])


def test_tournament_is_deterministic() -> None:
    a = nr_fast.tournament(["random", "heuristic"], games=12, seed=1, threads=1, progress=False)
    b = nr_fast.tournament(["random", "heuristic"], games=12, seed=1, threads=2, progress=False)
    assert a.matchups == b.matchups


@pytest.mark.parametrize(
    ("bots", "games", "message"),
    [
        (["random"], 4, "at least 2 bots"),
        (["random", "Random"], 4, "each bot may appear once; repeated: random"),
        (["random", "nope"], 4, "unknown bot"),
        (["random", "heuristic"], 0, r"games must lie in \[1, 2\*\*63 - 1\], not 0"),
    ],
)
def test_tournament_errors(bots: list[str], games: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        nr_fast.tournament(bots, games, progress=False)


def test_rating_of_a_bot_that_always_wins_is_higher() -> None:
    from nr_fast.tournament import bradley_terry, elo_ratings

    # Bot 1 beats bot 0 in all 50 games; bot 2 splits with both.
    wins = [[0, 0, 25], [50, 0, 25], [25, 25, 0]]
    ratings = elo_ratings(bradley_terry(wins))
    assert ratings[0] == 0.0
    assert ratings[1] > ratings[2] > ratings[0]


def test_bradley_terry_recovers_equal_and_known_strengths() -> None:
    from nr_fast.tournament import bradley_terry, elo_ratings

    equal = elo_ratings(bradley_terry([[0, 30], [30, 0]]))
    assert equal == pytest.approx([0.0, 0.0])
    # 3:1 odds is 400*log10(3) Elo; the prior shrinks it a little (75.5 : 25.5).
    r = elo_ratings(bradley_terry([[0, 75], [25, 0]]))
    assert r[1] == pytest.approx(-400 * __import__("math").log10(75.5 / 25.5), abs=1e-6)


def test_cli_tournament_prints_tables() -> None:
    import contextlib
    import io
    import json

    from nr_fast.cli import main

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["tournament", "--bots", "random,heuristic", "--games", "12", "--json"]) == 0
    data = json.loads(buf.getvalue())
    assert [r["bot"] for r in data["ratings"]] == ["random", "heuristic"]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = main(["tournament", "--bots", "random,heuristic", "--games", "12", "--no-progress"])
    assert code == 0
    text = buf.getvalue()
    assert "Corp bot" in text and "Corp win % [95% CI]" in text
    assert "Bradley-Terry" in text
