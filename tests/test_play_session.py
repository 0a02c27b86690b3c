"""`nr-fast play` as a session: echoes, turn headings, forced passes, stable numbers, typed
commands, undo, info, starting positions, and `nr-fast replay --side` (issue 12, "A board that
reads like a table")."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from nr_fast import Action, Deck, Game, decode_action
from nr_fast.commands import ActionNumbering, CommandError, resolve_command
from nr_fast.interactive import forced_pass, play_interactive
from nr_fast.render import table_words
from nr_fast.replay import format_replay

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "weyland_vs_criminal_seed2.json"

# The Runner to act, Corroder in the rig, Ice Wall rezzed on HQ (a scenario, docs/scenario.md).
SCENARIO: dict[str, Any] = {
    "corp": {
        "identity": "Jinteki: Personal Evolution",
        "hq": ["Hedge Fund"],
        "rd": ["PAD Campaign", "Hedge Fund"],
        "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": True}]}},
    },
    "runner": {
        "identity": 'Kate "Mac" McCaffrey: Digital Tinker',
        "credits": 5,
        "grip": ["Corroder", "Sure Gamble"],
        "rig": ["Corroder"],
        "stack": ["Armitage Codebusting"],
    },
    "active": "runner",
    "turn": 2,
}


def _session(side: str, script: str, **kwargs: Any) -> tuple[Game, str]:
    out = io.StringIO()
    kwargs.setdefault("corp", Deck.starter("weyland"))
    kwargs.setdefault("runner", Deck.starter("criminal"))
    game = play_interactive(side, "heuristic", inp=io.StringIO(script), out=out, **kwargs)
    return game, out.getvalue()


def _prompts(text: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """Every prompt shown: "" (the prompt names no decision: issue 24) and its (number, label)
    lines."""
    prompts = []
    for block in text.split("Your decision:\n")[1:]:
        decision, rest = "", block
        choices = []
        for line in rest.splitlines():
            number, dot, label = line.strip().partition(". ")
            if not dot or not number.isdigit():
                break
            choices.append((int(number), label))
        prompts.append((decision, choices))
    return prompts


def _cli(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    return subprocess.run(
        [sys.executable, "-m", "nr_fast", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


# -- echo, headings, forced passes ------------------------------------------------------------


def test_the_players_moves_are_echoed_and_turns_headed() -> None:
    game, text = _session("runner", "1\n1\nquit\n", seed=7)
    assert "--- Setup ---" in text
    assert "--- Corp's turn 1 ---" in text
    assert "--- Your turn 2 (Runner) ---" in text
    mine = [label for side, label, _code in game.history if side == "runner"]
    assert len(mine) == 2
    for label in mine:
        assert f"  You: {label}\n" in text
    # The Corp's turn is headed before its moves are told.
    corp_turn = text[text.index("--- Corp's turn 1 ---") : text.index("--- Your turn 2")]
    assert "\n  Corp: " in corp_turn


def test_a_decision_whose_only_choice_is_pass_is_taken_without_a_word() -> None:
    # Issue 24: a lone pass is no decision; saying it each time was noise ("pass priority"
    # several times a turn).
    out = io.StringIO()
    game = play_interactive("corp", "random", seed=3, inp=_Chooser(out, 1), out=out)
    assert game.is_over
    text = out.getvalue()
    assert "(your only choice" not in text
    # The labels of every lone "pass" the Corp had in this game.
    replay, lone_passes = Game(seed=3), set()
    for side, _label, code in game.history:
        legal = replay.legal_actions()
        if side == "corp" and len(legal) == 1 and legal[0].kind == "pass":
            lone_passes.add(legal[0].label)
        replay.apply(code)
    assert lone_passes
    for decision, choices in _prompts(text):
        if len(choices) == 1:
            assert choices[0][1] not in lone_passes, decision


class _Chooser:
    """Answers every prompt with one of the numbers it shows, chosen at random from `seed`."""

    def __init__(self, out: io.StringIO, seed: int, limit: int = 20_000) -> None:
        self.out, self.left, self.rng = out, limit, random.Random(seed)

    def readline(self) -> str:
        if self.left == 0:
            return ""
        self.left -= 1
        _decision, choices = _prompts(self.out.getvalue())[-1]
        return f"{self.rng.choice(choices)[0]}\n"


# -- stable numbers ---------------------------------------------------------------------------


def _action(code: int, label: str) -> Action:
    return Action(code, "click_credit", label)


def test_numbers_stay_while_an_action_stays_legal() -> None:
    numbering = ActionNumbering()
    a, b, c, d = (_action(i, x) for i, x in enumerate("abcd"))
    assert numbering.number("action", [a, b, c]) == [(1, a), (2, b), (3, c)]
    # b is gone: a and c keep their numbers; the new d takes the free number.
    assert numbering.number("action", [a, c]) == [(1, a), (3, c)]
    assert numbering.number("action", [d, c, a]) == [(1, a), (2, d), (3, c)]
    # Each kind of decision has its own numbers.
    assert numbering.number("discard", [c]) == [(1, c)]
    assert numbering.number("action", [a, c, d]) == [(1, a), (2, d), (3, c)]


def test_numbers_of_a_whole_game_are_stable_between_prompts() -> None:
    out = io.StringIO()
    game = play_interactive("runner", "heuristic", seed=5, inp=_Chooser(out, 2, 400), out=out)
    # The prompts name no decision: each is one of the Runner's decisions that was asked, in
    # order (a lone pass is taken without asking), so the replay names them.
    replay, asked = Game(seed=5), []
    for side, _label, code in game.history:
        if side == "runner" and forced_pass(replay) is None:
            asked.append(replay.decision)
        replay.apply(code)
    prompts = [(d, c) for d, (_, c) in zip([*asked, "unanswered"], _prompts(out.getvalue()))]
    compared = moved = 0
    for (d1, c1), (d2, c2) in zip(prompts, prompts[1:]):
        if d1 != d2:
            continue
        first = {label: n for n, label in c1}
        for position, (n, label) in enumerate(c2, 1):
            if label in first:
                assert first[label] == n, (label, first[label], n)
                compared += 1
            moved += n != position
    assert compared > 50
    # The check can fail: numbering by position in the list would renumber some actions.
    assert moved > 0


# -- typed commands ---------------------------------------------------------------------------


def test_typed_commands_resolve_like_do() -> None:
    game = Game.scenario(SCENARIO)
    actions = game.legal_actions()

    def kind(text: str) -> tuple[str, str | None, str | None]:
        a = resolve_command(text, actions)
        return a.kind, a.card_title, a.server

    assert kind("click credit") == ("click_credit", None, None)
    assert kind("credit") == ("click_credit", None, None)
    assert kind("Click_Credit") == ("click_credit", None, None)
    assert kind("draw") == ("click_draw", None, None)
    assert kind("run hq") == ("run", None, "hq")
    assert kind("run on R&D") == ("run", None, "rd")
    assert kind("run archives") == ("run", None, "archives")
    assert kind("install Corroder") == ("install", "Corroder", None)
    assert kind("install corroder") == ("install", "Corroder", None)
    assert kind("play sure gamble") == ("play", "Sure Gamble", None)
    assert kind("play Sure Gamble") == ("play", "Sure Gamble", None)
    assert kind(next(a.label for a in actions if a.kind == "play")) == ("play", "Sure Gamble", None)
    with pytest.raises(CommandError, match="is not a number, a label or a command"):
        resolve_command("fly away", actions)
    with pytest.raises(CommandError, match="no legal 'run' action matches 'run zzz'"):
        resolve_command("run zzz", actions)
    with pytest.raises(CommandError, match="matches 3 actions"):
        resolve_command("run", actions)
    with pytest.raises(CommandError, match="no 'jack_out' action is legal now"):
        resolve_command("jack out", actions)
    with pytest.raises(CommandError, match="no legal 'install' action"):
        resolve_command("install Ice Wall", actions)
    game.do("run", server="hq")
    assert resolve_command("break corroder", game.legal_actions()).kind == "break"
    assert resolve_command("pass", game.legal_actions()).kind == "pass"


def test_a_session_with_typed_commands_names_the_encountered_ice() -> None:
    start = Game.scenario(SCENARIO)
    game, text = _session("runner", "run hq\nbreak Corroder\nquit\n", start=start)
    assert "Encountering Ice Wall on HQ" in text
    moves = game.history[:2]
    assert [decode_action(code)["kind"] for _s, _l, code in moves] == ["run", "break"]
    assert decode_action(moves[0][2])["server"] == "hq"
    for _side, label, _code in moves:
        assert f"  You: {table_words(label)}\n" in text


# -- undo -------------------------------------------------------------------------------------


def test_undo_takes_back_the_players_last_decision_and_the_replies() -> None:
    game, text = _session("runner", "1\n1\nundo\nquit\n", seed=7)
    credit = next(a.label for a in game.legal_actions() if a.kind == "click_credit")
    assert f"Took back '{credit}'." in text
    runner_moves = [code for side, _l, code in game.history if side == "runner"]
    assert [decode_action(c)["kind"] for c in runner_moves] == ["keep"]
    # Undoing the mulligan decision undoes the Corp's whole first turn, which came after it
    # (seed 5: a turn that shows the Runner no card; seed 7's shows Beanstalk Royalties, and
    # issue 24 refuses that undo: see tests/test_terminal_game.py).
    game, text = _session("runner", "1\nundo\nundo\nquit\n", seed=5)
    keep = next(a.label for a in game.legal_actions() if a.kind == "keep")
    assert f"Took back '{keep}' and " in text
    assert " moves of the Corp." in text
    assert "Nothing to undo: you have made no decision yet." in text
    assert [side for side, _l, _c in game.history] == ["corp"]
    assert game.decision == "mulligan" and game.current_side == "runner"


def test_the_game_after_an_undo_is_the_game_without_the_move() -> None:
    game, _text = _session("runner", "1\n1\n1\nundo\nquit\n", seed=7)
    again = Game(Deck.starter("weyland"), Deck.starter("criminal"), 7)
    for _side, _label, code in game.history:
        again.apply(code)
    assert again.to_json() == game.to_json()
    assert [s for s, _l, _c in game.history].count("runner") == 2


def test_undo_stops_at_the_starting_position() -> None:
    _game, text = _session("runner", "undo\nquit\n", start=Game.scenario(SCENARIO))
    assert "Nothing to undo" in text


# -- info, help, bad input --------------------------------------------------------------------


def test_info_describes_a_card_and_helps_with_a_wrong_title() -> None:
    _game, text = _session("runner", "info Ice Wall\ninfo ice wal\ninfo\nquit\n", seed=7)
    line = next(x for x in text.splitlines() if "Ice Wall" in x and "Barrier" in x)
    assert "ice" in line.lower()
    assert "No card is called 'ice wal'; did you mean Ice Wall?" in text
    assert "Usage: info CARD" in text


@pytest.mark.parametrize(
    "line",
    [
        "\x00",
        "run",
        "install",
        "+1",
        "-1",
        "99999999999999999999999999",
        "1 2",
        "🙂",
        "info 🙂",
        "undo undo",
        "   ",
        "jack out",
        "bid -3",
    ],
)
def test_bad_input_gets_an_answer_never_a_traceback(line: str) -> None:
    game, text = _session("runner", f"1\n{line}\n", seed=7)
    assert not game.is_over
    assert text.endswith("End of input: leaving the game.\n")


def test_help_lists_the_commands() -> None:
    _game, text = _session("runner", "?\nquit\n", seed=7)
    for word in ("undo", "info CARD", "run hq", "board", "quit"):
        assert word in text


# -- starting positions -----------------------------------------------------------------------


def test_play_from_a_replay_position_and_a_scenario(tmp_path: Path) -> None:
    result = _cli(["play", "--replay", str(GOLDEN), "--at", "16", "--side", "runner"], "quit\n")
    assert result.returncode == 0, result.stderr
    replayed = Game.from_replay(GOLDEN.read_text(), moves=16)
    assert f"from turn {replayed.turn} (16 moves played)" in result.stdout
    assert "You left the game." in result.stdout
    scenario = tmp_path / "s.json"
    scenario.write_text(json.dumps(SCENARIO))
    result = _cli(["play", "--scenario", str(scenario), "--side", "runner"], "run hq\nquit\n")
    assert result.returncode == 0, result.stderr
    assert "Encountering Ice Wall on HQ" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--replay", "/nonexistent.json"], "cannot read '/nonexistent.json'"),
        (["--scenario", "/nonexistent.json"], "cannot read '/nonexistent.json'"),
        (["--replay", str(GOLDEN), "--at", "100000"], "nr-fast: error: "),
        (["--replay", str(GOLDEN), "--at", "-1"], "nr-fast: error: "),
        (["--at", "3"], "--at needs --replay"),
        (["--replay", str(GOLDEN), "--scenario", str(GOLDEN)], "not both"),
        (["--scenario", str(GOLDEN)], "nr-fast: error: "),
    ],
)
def test_bad_starting_positions_are_clear_errors(args: list[str], message: str) -> None:
    result = _cli(["play", *args], "quit\n")
    assert result.returncode != 0
    assert message in result.stderr
    assert "Traceback" not in result.stderr


# -- replay --side ----------------------------------------------------------------------------


def _seen_by(data: dict[str, Any], side: str) -> set[str]:
    """Every title `side` could see at some point of the replayed game."""
    seen: set[str] = set()
    game = Game._replay_start(data)

    def collect(value: Any) -> None:
        if isinstance(value, dict):
            for v in value.values():
                collect(v)
        elif isinstance(value, list):
            for v in value:
                collect(v)
        elif isinstance(value, str):
            seen.add(value)

    collect(game.observation(side))
    for code, _side, _label in data["actions"]:
        game.apply(code)
        collect(game.observation(side))
    return seen


@pytest.mark.parametrize("side", ["runner", "corp"])
def test_replay_as_one_side_names_no_card_that_side_never_saw(side: str) -> None:
    from nr_fast.game import _parse_replay

    text = GOLDEN.read_text()
    data = _parse_replay(text)
    other = "corp" if side == "runner" else "runner"
    titles = {t for t in data[other]["cards"]}
    hidden = titles - _seen_by(data, side)
    assert hidden, "the test needs cards this side never saw"
    told = format_replay(text, side=side)
    assert f"as the {side.capitalize()} saw it" in told
    assert sorted(t for t in hidden if t in told) == []
    if side == "runner":
        # The check can fail: the replay told with every label names some of the Corp's cards
        # the Runner never saw (the Corp's installs). The Runner's labels name no card the Corp
        # never saw in this game, so there the check guards against a future leak only.
        assert any(t in format_replay(text) for t in hidden)


def test_replay_side_from_the_command_line() -> None:
    result = _cli(["replay", str(GOLDEN), "--side", "runner"])
    assert result.returncode == 0, result.stderr
    assert "as the Runner saw it" in result.stdout
    assert "Result: runner wins" in result.stdout
    moves = [x for x in result.stdout.splitlines() if not x.startswith("        - ")]
    assert len(moves) == format_replay(GOLDEN.read_text()).count("\n")
    result = _cli(["replay", str(GOLDEN), "--side", "nobody"])
    assert result.returncode == 2 and "invalid choice" in result.stderr


# -- narration of events (game.log(side, since=k), game.num_events) -----------------------------


def _told(text: str) -> list[str]:
    """The event lines of a session's output (indented four spaces)."""
    return [x[6:] for x in text.splitlines() if x.startswith("    - ")]


def _in_order(lines: list[str], text: str) -> bool:
    at = 0
    for line in lines:
        found = text.find(f"    - {line}\n", at)
        if found < 0:
            return False
        at = found + len(line)
    return True


@pytest.mark.parametrize("side", ["runner", "corp"])
def test_every_event_is_told_once_in_order_from_the_players_side(side: str) -> None:
    out = io.StringIO()
    game = play_interactive(side, "heuristic", seed=7, inp=_Chooser(out, 3, 300), out=out)
    text = out.getvalue()
    log = [table_words(line) for line in game.log(side)]
    assert len(log) > 50
    assert _told(text) == log
    # The log is the side's own view: the other side's is different (hidden cards).
    assert game.log(side) != game.log("corp" if side == "runner" else "runner")


def test_the_story_of_a_run_is_told() -> None:
    # Issue 12, "Done means": a successful HQ run with its access and a steal, as told.
    # Seed 145: the Corp ices HQ with an unrezzed Shadow and keeps an agenda in HQ.
    _game, text = _session("runner", "1\nrun hq\n1\npass\nquit\n", seed=145)
    lines = _told(text)
    kinds = ["runs on HQ", "encounters Shadow", "is successful", "accesses", "steals"]
    assert all(any(k in line for line in lines) for k in kinds), lines
    assert _in_order([next(x for x in lines if k in x) for k in kinds], text)
    assert "      Encountering Shadow on HQ" in text


def test_after_an_undo_the_events_go_on_from_the_position_played_again() -> None:
    game, text = _session("runner", "1\n1\n1\nundo\n1\nquit\n", seed=7)
    before, _, after = text.partition("Took back")
    log = [table_words(line) for line in game.log("runner")]
    told_before, told_after = _told(before), _told(after)
    mark = len(log) - len(told_after)  # the events up to the move taken back
    assert told_after and told_after == log[mark:]
    assert told_before[:mark] == log[:mark]
    # The events of the move taken back were told before the undo, and are not in the log now.
    assert len(told_before) > mark


@pytest.mark.parametrize("side", ["runner", "corp"])
def test_replay_side_tells_the_events_of_that_side(side: str) -> None:
    text = GOLDEN.read_text()
    told = format_replay(text, side=side, moves=30)
    log = Game.from_replay(text, moves=30).log(side)
    assert [x[10:] for x in told.splitlines() if x.startswith("        - ")] == log
    assert format_replay(text, moves=30).count("\n") < told.count("\n")


def test_the_encountered_ice_is_named_with_what_the_side_knows_of_it() -> None:
    from nr_fast.interactive import encounter_text

    ice = {"id": 5, "title": "Ice Wall", "rezzed": True, "strength": 2}
    ice["subroutines"] = [{"text": "End the run", "broken": True}, {"text": "Do 1 net damage"}]
    obs: dict[str, Any] = {
        "run": {"server": "hq", "encounter": 5},
        "corp": {"servers": {"hq": {"ice": [{"id": 4, "title": None}, ice]}}},
    }
    assert encounter_text(obs) == (
        "Encountering Ice Wall on HQ, strength 2; subroutines: End the run (broken); "
        "Do 1 net damage"
    )
    obs["run"]["encounter"] = 4
    assert encounter_text(obs) == "Encountering a facedown ice on HQ"
    obs["run"]["encounter"] = None
    assert encounter_text(obs) is None
    assert encounter_text({"run": None}) is None


@pytest.mark.parametrize("seed", [1, 6])
def test_playing_the_corp_names_no_runner_card_the_corp_never_saw(seed: int) -> None:
    # Hidden information is first-class (DESIGN.md), for the Corp's screen too: the Runner's
    # grip and stack stay unnamed, whatever the Corp types (undo, info, board included).
    corp, runner = Deck.starter("nbn"), Deck.starter("shaper")
    out = io.StringIO()
    game = play_interactive(
        "corp", "random", corp, runner, seed=seed, inp=_Chooser(out, seed), out=out
    )
    assert game.is_over
    replay = Game(corp, runner, seed)
    seen: set[str] = set()
    runner_labels: list[str] = []

    def collect(value: Any) -> None:
        if isinstance(value, dict):
            for v in value.values():
                collect(v)
        elif isinstance(value, list):
            for v in value:
                collect(v)
        elif isinstance(value, str):
            seen.add(value)

    collect(replay.observation("corp"))
    for side, _label, code in game.history:
        if side == "runner":
            runner_labels += [a.label for a in replay.legal_actions()]
        replay.apply(code)
        collect(replay.observation("corp"))
    hidden = {title for title, _count in runner.cards} - seen
    assert hidden, "the test needs Runner cards the Corp never saw"
    text = out.getvalue()
    assert sorted(t for t in hidden if t in text) == []
    # The check can fail: the Runner's own labels at its decisions name some of those cards.
    assert any(t in label for label in runner_labels for t in hidden)
