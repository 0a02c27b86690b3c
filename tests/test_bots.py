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
            "threads=1, seed=0)",
        ),
        (
            ISMCTSBot(iterations=20, exploration=1.5, rollout="random", threads=2, seed=9),
            "ismcts:20",
            "ISMCTSBot(iterations=20, time_ms=0, exploration=1.5, rollout='random', threads=2, "
            "seed=9)",
        ),
    ],
)
def test_bot_names_and_repr(bot: Bot, name: str, text: str) -> None:
    assert bot.name == name  # type: ignore[attr-defined]
    assert repr(bot) == text


def test_ismcts_settings_are_readable() -> None:
    bot = ISMCTSBot(iterations=5, time_ms=30, exploration=0.25, rollout="Random", threads=3, seed=4)
    assert (bot.iterations, bot.time_ms, bot.exploration, bot.rollout, bot.threads, bot.seed) == (
        5,
        30,
        0.25,
        "random",
        3,
        4,
    )


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
