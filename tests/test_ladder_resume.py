"""Resuming a saved ladder (`nr-fast ladder --resume FILE`, issue 28): the table of a ladder never
stopped, only the missing batches played, and a shared file read as untrusted input."""

from __future__ import annotations

import copy
import importlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nr_fast.cli import main
from nr_fast.errors import InvalidArgumentError
from nr_fast.ladder import LadderResult, ladder, resume_ladder
from nr_fast.ladder_resume import ladder_settings, resumed_batches

# The module (``nr_fast.ladder`` as an attribute is the function).
ladder_module = importlib.import_module("nr_fast.ladder")
BOTS = ["random", "heuristic", "ismcts:4"]
RUN: dict[str, Any] = {"progress": False, "bootstrap": 30, "timing_decisions": 0}


def _full() -> dict[str, Any]:
    return ladder(BOTS, pool="core", games=12, seed=5, **RUN).summary()


def _table(r: LadderResult) -> list[Any]:
    pairings = [(p.corp_bot, p.runner_bot, p.games, p.corp_wins, p.matchups) for p in r.pairings]
    ratings = [(x.bot, x.rating, x.rating_low, x.rating_high, x.games, x.wins) for x in r.ratings]
    return [pairings, ratings]


_BASE = _full()


@pytest.fixture
def full() -> dict[str, Any]:
    return copy.deepcopy(_BASE)


def _count_batches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = ladder_module._core.simulate

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(ladder_module._core, "simulate", counting)
    return calls


def test_a_resumed_ladder_has_the_table_of_one_never_stopped(
    full: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = copy.deepcopy(full)
    saved["interrupted"] = True
    pairings = saved["pairings"]
    pairings[0]["matchups"] = pairings[0]["matchups"][:5]  # 7 batches left
    pairings[1]["matchups"] = []  # 12 left
    partial = pairings[2]["matchups"][3]
    pairings[2]["matchups"][3] = {**partial, "games": 0, "corp_wins": 0, "runner_wins": 0}
    del pairings[3]  # a pairing not reached: 12 left
    calls = _count_batches(monkeypatch)
    resumed = resume_ladder(saved, **RUN)
    # Only the missing batches were played (a batch stopped part way is played again whole).
    assert len(calls) == 7 + 12 + 1 + 12
    expected = ladder(BOTS, pool="core", games=12, seed=5, **RUN)
    assert _table(resumed) == _table(expected)
    assert not resumed.interrupted


def test_the_batches_a_file_played_are_kept_not_played_again(
    full: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = copy.deepcopy(full)
    batch = saved["pairings"][0]["matchups"][0]
    batch["corp_wins"], batch["runner_wins"] = batch["games"], 0
    calls = _count_batches(monkeypatch)
    resumed = resume_ladder(saved, **RUN)
    assert calls == []
    assert resumed.pairings[0].matchups[0][4] == batch["games"]


def _broken(full: dict[str, Any], change: str) -> Any:
    d = copy.deepcopy(full)
    p, m = d["pairings"], d["pairings"][0]["matchups"]
    if change == "not an object":
        return [d]
    if change == "seed":
        d["seed"] = 6
    elif change == "pool":
        d["pool"] = "2021"
    elif change == "chain":
        d["chain"] = 1
    elif change == "specs":
        d["specs"] = ["random", 7, "x"]
    elif change == "names":
        d["bots"] = ["a", "a", "b"]
    elif change == "batch seed":
        m[0]["seed"] += 1
    elif change == "wins":
        m[0]["corp_wins"], m[0]["runner_wins"] = m[0]["games"], 1
    elif change == "games":
        m[0]["games"] = 10**30
    elif change == "deck":
        m[0]["corp_deck"] = "nope"
    elif change == "repeated batch":
        m.append(dict(m[0]))
    elif change == "repeated pairing":
        p.append(copy.deepcopy(p[0]))
    elif change == "bot":
        p[0]["corp_bot"] = "expert"
    elif change == "seconds":
        p[0]["seconds"] = float("nan")
    elif change == "missing":
        del p[0]["matchups"]
    return d


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("not an object", "expected the JSON object"),
        ("seed", "pairing 0, matchup 0's seed is"),  # the file's seed gives other batches
        ("pool", "not a matchup of the pool"),
        ("chain", "'chain' must be a bool"),
        ("specs", "must list bot specs"),
        ("names", "names a bot twice"),
        ("batch seed", "matchup 0's seed is"),
        ("wins", "runner_wins must be an integer from 0 to 0"),
        ("games", "games must be an integer from 0 to 1"),
        ("deck", "not a matchup of the pool"),
        ("repeated batch", "repeats the batch"),
        ("repeated pairing", "repeats the seat pairing"),
        ("bot", "not a seat pairing of this ladder"),
        ("seconds", "seconds must be a number >= 0"),
        ("missing", "has no 'matchups'"),
    ],
)
def test_resume_refuses_a_file_that_is_not_this_ladder_before_playing(
    full: dict[str, Any], monkeypatch: pytest.MonkeyPatch, change: str, message: str
) -> None:
    calls = _count_batches(monkeypatch)
    with pytest.raises(InvalidArgumentError, match=f"cannot resume this ladder: .*({message})"):
        resume_ladder(_broken(full, change), **RUN)
    assert calls == []


def test_resume_refuses_other_settings_in_the_call(full: dict[str, Any]) -> None:
    with pytest.raises(InvalidArgumentError, match="the file's 'games_per_seat_pairing' is 12"):
        ladder(BOTS, pool="core", games=24, seed=5, **RUN, resume=full)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(path=st.lists(st.integers(0, 40), min_size=1, max_size=4), value=_JSON)
def test_fuzz_a_damaged_file_is_refused_clearly_or_read(path: list[int], value: Any) -> None:
    # Any value put anywhere in a saved ladder: the reader returns or raises
    # InvalidArgumentError, nothing else.
    data = copy.deepcopy(_BASE)
    node: Any = data
    for step in path[:-1]:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        child = node[keys[step % len(keys)]]
        if not isinstance(child, (dict, list)):
            break
        node = child
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    if keys:
        node[keys[path[-1] % len(keys)]] = value
    expected = {
        "bots": BOTS,
        "pool": "core",
        "games": 12,
        "seed": 5,
        "chain": False,
        "agenda_points_to_win": 7,
    }
    batches = {
        (c, r, m["corp_deck"], m["runner_deck"]): (m["seed"], 1)
        for c, r, p in zip(_CORPS, _RUNNERS, _BASE["pairings"])
        for m in p["matchups"]
    }
    try:
        ladder_settings(data)
        resumed_batches(data, expected, BOTS, batches)
    except InvalidArgumentError:
        pass


_SPEC = dict(zip(_BASE["bots"], _BASE["specs"]))
_CORPS = [_SPEC[p["corp_bot"]] for p in _BASE["pairings"]]
_RUNNERS = [_SPEC[p["runner_bot"]] for p in _BASE["pairings"]]


def test_ladder_command_resumes_a_saved_file(
    full: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = copy.deepcopy(full)
    saved["pairings"][1]["matchups"] = saved["pairings"][1]["matchups"][:2]
    path = tmp_path / "ladder.json"
    path.write_text(json.dumps(saved))
    argv = ["ladder", "--resume", str(path), "--no-progress", "--bootstrap", "30", "--timing", "0"]
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["matchups"] for p in data["pairings"]] == [p["matchups"] for p in full["pairings"]]

    def rated(d: dict[str, Any]) -> list[Any]:
        return [(r["bot"], r["rating"], r["rating_low"], r["rating_high"]) for r in d["ratings"]]

    assert rated(data) == rated(full)
    path.write_text("{not json")
    assert main(argv) == 1
    assert "cannot read the ladder" in capsys.readouterr().err
    assert main(["ladder", "--resume", str(tmp_path / "missing.json"), "--no-progress"]) == 1
    assert "cannot read the ladder" in capsys.readouterr().err
