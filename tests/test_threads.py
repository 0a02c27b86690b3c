"""Sharing objects between Python threads, and stopping long calls: a Game stays consistent (its
history always matches its state), calls wait for each other instead of failing, Ctrl-C stops an
ISMCTS search, and `simulate` returns as soon as its games are done."""

from __future__ import annotations

import pickle
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable

import numpy as np
import pytest

import nr_fast
from nr_fast import Game, IllegalActionError, VecGame, _core


def _hammer(game: Game, seed: int, moves: int, errors: list[BaseException]) -> None:
    rng = random.Random(seed)
    try:
        for i in range(moves):
            codes = game.legal_codes()
            if not codes:
                return  # the game is over
            try:
                game.apply(rng.choice(codes))
            except IllegalActionError:
                pass  # another thread moved first: the code may no longer be legal
            if i % 64 == 0:
                game.history  # noqa: B018 - reading while others write
                game.observation_tensor("corp")
    except BaseException as exc:  # pragma: no cover - the failure being tested
        errors.append(exc)


def test_a_game_shared_between_threads_keeps_its_history_in_step() -> None:
    # A short switch interval makes the threads interleave between every few bytecodes.
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for seed in range(40):
            game = Game(seed=seed)
            errors: list[BaseException] = []
            threads = [
                threading.Thread(target=_hammer, args=(game, seed * 10 + t, 3000, errors))
                for t in range(8)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert errors == []
            replayed = Game.from_replay(game.to_replay())
            assert replayed.to_json() == game.to_json()
            assert replayed.history == game.history
    finally:
        sys.setswitchinterval(old)


def test_replays_and_pickles_taken_while_threads_play_reproduce() -> None:
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for seed in range(30):
            game = Game(seed=seed)
            errors: list[BaseException] = []
            players = [
                threading.Thread(target=_hammer, args=(game, seed * 10 + t, 3000, errors))
                for t in range(4)
            ]
            snapshots: list[tuple[str, bytes]] = []
            for t in players:
                t.start()
            while any(t.is_alive() for t in players) and len(snapshots) < 200:
                snapshots.append((game.to_replay(), pickle.dumps(game)))
            for t in players:
                t.join()
            assert errors == []
            for replay, pickled in snapshots:
                Game.from_replay(replay)  # the moves and the result (if over) match
                back = pickle.loads(pickled)
                again = Game.from_replay(back.to_replay())
                assert again.history == back.history
                assert again.to_json() == back.to_json()  # the pickled history is its state's
    finally:
        sys.setswitchinterval(old)


def test_a_bot_searching_a_game_makes_other_threads_wait() -> None:
    game = Game(seed=4)
    while len(game.legal_codes()) < 2:
        game.apply(game.legal_codes()[0])
    bot = nr_fast.ISMCTSBot(iterations=300, seed=1)
    errors: list[BaseException] = []
    chosen: list[int] = []

    def search() -> None:
        try:
            chosen.append(bot.choose(game))
        except BaseException as exc:  # pragma: no cover - the failure being tested
            errors.append(exc)

    before = game.legal_codes()
    searcher = threading.Thread(target=search)
    searcher.start()
    time.sleep(0.05)
    game.legal_codes()
    game.apply(before[0])  # waits for the search instead of failing with "Already borrowed"
    searcher.join()
    assert errors == []
    assert chosen and chosen[0] in before
    assert len(game.history) >= 1


def test_vec_game_game_during_a_step_waits_for_it() -> None:
    vec = VecGame(256, seed=1)
    rng = np.random.default_rng(0)
    stop = threading.Event()
    errors: list[BaseException] = []

    def stepper() -> None:
        try:
            while not stop.is_set():
                vec.step(vec.random_actions(rng), observe=True, mask=True)
        except BaseException as exc:  # pragma: no cover - the failure being tested
            errors.append(exc)

    t = threading.Thread(target=stepper)
    t.start()
    try:
        deadline = time.monotonic() + 1.0
        while time.monotonic() < deadline:
            g = vec.game(7)
            assert vec.episode(7) >= 0
            assert len(g.legal_codes()) >= 1
    finally:
        stop.set()
        t.join()
    assert errors == []


def test_ctrl_c_stops_an_ismcts_search(interruptible: Callable[..., subprocess.Popen[str]]) -> None:
    """SIGINT during `ISMCTSBot(iterations=10**8).choose(game)` raises KeyboardInterrupt soon."""
    code = (
        "import time, nr_fast\n"
        "game = nr_fast.Game(seed=1)\n"
        "while len(game.legal_codes()) < 2:\n"
        "    game.apply(game.legal_codes()[0])\n"
        "bot = nr_fast.ISMCTSBot(iterations=10**8, seed=1)\n"
        "print('searching', flush=True)\n"
        "start = time.perf_counter()\n"
        "try:\n"
        "    bot.choose(game)\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted after', time.perf_counter() - start, flush=True)\n"
        "    game.apply(game.legal_codes()[0])\n"
        "    print('still usable', flush=True)\n"
    )
    proc = interruptible([sys.executable, "-c", code])
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "searching"
    time.sleep(1.0)
    sent = time.monotonic()
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:  # pragma: no cover - the failure being tested
        raise AssertionError("the search ignored SIGINT") from None  # the fixture kills it
    took = time.monotonic() - sent
    assert proc.returncode == 0, err
    assert "interrupted after" in out and "still usable" in out, (out, err)
    assert took < 5.0


def test_short_simulations_return_when_done() -> None:
    """`simulate` wakes when its games end, not on a 100 ms poll: 20 calls of 5 games < 1 s."""
    nr_fast.simulate(games=5, seed=0, threads=1, progress=False)
    start = time.perf_counter()
    for seed in range(20):
        sim = nr_fast.simulate(games=5, seed=seed, threads=1, progress=False)
        assert sim.games == 5
    took = time.perf_counter() - start
    assert took < 1.0, took


def test_short_sweeps_return_when_done() -> None:
    """`sweep` shares simulate's batch runner: 20 sweeps of 2 games take well under 2 s."""
    nr_fast.sweep(2, seed=0, threads=1)
    start = time.perf_counter()
    for seed in range(20):
        assert nr_fast.sweep(2, seed=seed, threads=1, deep_every=0).games == 2
    took = time.perf_counter() - start
    assert took < 1.0, took


def test_bare_sweep_refuses_out_of_range_integers() -> None:
    """The binding's own argument rules (never OverflowError) hold for `_core.sweep` too."""
    for games, seed in ((-1, 0), (2**63, 0), (1, 2**64)):
        with pytest.raises(nr_fast.InvalidArgumentError):
            _core.sweep(games, seed=seed)
    with pytest.raises(nr_fast.InvalidArgumentError, match=r"threads must lie in \[0, 1024\]"):
        _core.sweep(1, threads=2000)
    with pytest.raises(TypeError):
        _core.sweep(1.5)  # type: ignore[arg-type]


def test_a_signal_handler_using_the_game_during_a_search_gets_an_error_not_a_hang() -> None:
    """Python code run on the searching thread (a signal handler) cannot wait for itself."""
    code = (
        "import signal, nr_fast\n"
        "game = nr_fast.Game(seed=1)\n"
        "while len(game.legal_codes()) < 2:\n"
        "    game.apply(game.legal_codes()[0])\n"
        "seen = []\n"
        "def handler(signum, frame):\n"
        "    try:\n"
        "        game.legal_codes()\n"
        "    except RuntimeError as exc:\n"
        "        seen.append(str(exc))\n"
        "    raise KeyboardInterrupt\n"
        "signal.signal(signal.SIGALRM, handler)\n"
        "signal.setitimer(signal.ITIMER_REAL, 0.3)\n"
        "try:\n"
        "    nr_fast.ISMCTSBot(iterations=10**8, seed=1).choose(game)\n"
        "except KeyboardInterrupt:\n"
        "    pass\n"
        "print(seen)\n"
        "print(len(game.legal_codes()) >= 2)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.splitlines()
    assert "in use by a call on this same thread" in lines[0], out.stdout
    assert lines[1] == "True"
