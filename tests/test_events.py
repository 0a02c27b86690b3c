"""The event log from Python: Game.events / Game.log / Game.num_events (docs/events.md).

What each event kind records is tested in the engine (rust/engine/tests/events.rs); here: the
documented schema, the scripted HQ run, each side's view, and that events survive clone,
pickling and replays.
"""

from __future__ import annotations

import copy
import pathlib
import pickle
import random
import re

import pytest

from nr_fast import Deck, Game, InvalidArgumentError, SerializationError

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs" / "events.md"

HB = "Haas-Bioroid: Engineering the Future"

KATANA_ON_HQ = {
    "corp": {
        "identity": HB,
        "hq": ["Priority Requisition"],
        "servers": {"hq": {"ice": [{"title": "Neural Katana", "rezzed": True}]}},
    },
    "runner": {
        "identity": "Noise: Hacker Extraordinaire",
        "credits": 5,
        "grip": ["Sure Gamble", "Diesel", "Easy Mark", "Armitage Codebusting"],
    },
    "active": "runner",
    "turn": 2,
}


def random_game(seed: int, steps: int, corp: str = "jinteki", runner: str = "shaper") -> Game:
    game = Game(corp=Deck.starter(corp), runner=Deck.starter(runner), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_codes()))
    return game


def play_hq_run(game: Game) -> None:
    """Run HQ and pass every decision (never break, never jack out) until the run is over."""
    game.do("run", server="hq")
    while game.decision != "action":
        jack = [a for a in game.legal_actions() if a.kind in ("pass", "continue")]
        game.apply(jack[0] if jack else game.legal_actions()[0])


def documented_kinds() -> dict[str, set[str]]:
    """Event kinds and their fields as docs/events.md lists them (### `kind` then a field list)."""
    kinds: dict[str, set[str]] = {}
    current = None
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        head = re.match(r"^### `([a-z_]+)`", line)
        if head:
            current = head.group(1)
            kinds[current] = set()
            continue
        if line.startswith("- `") and current is not None:
            # "- `zone`, `server`: where it is" names two fields.
            names = line.split(":")[0]
            kinds[current].update(re.findall(r"`([a-z_]+)`", names))
    return kinds


def test_scripted_hq_run_tells_encounter_damage_access_and_steal_in_order() -> None:
    game = Game.scenario(KATANA_ON_HQ)
    start = game.num_events
    play_hq_run(game)
    events = game.events(since=start)
    assert [e["seq"] for e in events] == list(range(start, game.num_events))
    order = [
        "run_begins",
        "ice_approached",
        "ice_encountered",
        "subroutine_fired",
        "damage",
        "trashed",
        "ice_passed",
        "run_successful",
        "accessed",
        "stolen",
        "run_ends",
    ]
    kinds = [e["kind"] for e in events]
    at = 0
    for kind in order:
        assert kind in kinds[at:], f"{kind} missing after {kinds[:at]}"
        at = kinds.index(kind, at) + 1
    by_kind = {e["kind"]: e for e in events}
    assert by_kind["run_begins"]["server"] == "hq"
    assert by_kind["ice_encountered"]["card"]["title"] == "Neural Katana"
    fired = by_kind["subroutine_fired"]
    assert fired["subroutine"] == 0 and fired["text"] == "Do 3 net damage."
    damage = by_kind["damage"]
    assert (damage["damage"], damage["amount"], damage["prevented"]) == ("net", 3, 0)
    trashed = [e for e in events if e["kind"] == "trashed"]
    assert len(trashed) == 3
    assert all(t["cause"] == "net_damage" and t["from"] == "grip" for t in trashed)
    assert all(t["card"]["title"] is not None for t in trashed)
    assert by_kind["accessed"]["card"]["title"] == "Priority Requisition"
    assert by_kind["accessed"]["from"] == "hq"
    assert by_kind["stolen"]["points"] == 3
    lines = game.log("runner", since=start)
    assert "Runner accesses Priority Requisition from HQ" in lines
    assert "Runner steals Priority Requisition (3 points)" in lines
    assert "Neural Katana subroutine fires: do 3 net damage" in lines


def test_every_event_has_the_documented_schema() -> None:
    docs = documented_kinds()
    assert "stolen" in docs and "trace" in docs
    seen: set[str] = set()
    for seed in range(6):
        game = random_game(seed, 3000, corp=["jinteki", "nbn", "weyland", "haas-bioroid"][seed % 4])
        for side in (None, "corp", "runner"):
            for e in game.events(side):
                assert e["kind"] in docs, f"{e['kind']} is not in docs/events.md"
                common = {"seq", "turn", "kind", "side"}
                assert common <= set(e)
                assert set(e) - common == docs[e["kind"]], e
                assert e["side"] in (None, "corp", "runner")
                for v in e.values():
                    if isinstance(v, dict):
                        assert set(v) == {"id", "title"}
                seen.add(e["kind"])
    assert {"run_begins", "accessed", "installed", "credits_gained", "game_ends"} <= seen


def test_each_side_sees_hidden_cards_as_none() -> None:
    game = Game(seed=3)
    drawn = [e for e in game.events("runner") if e["kind"] == "drawn" and e["side"] == "corp"]
    assert drawn and all(e["card"] == {"id": None, "title": None} for e in drawn)
    mine = [e for e in game.events("corp") if e["kind"] == "drawn" and e["side"] == "corp"]
    assert all(e["card"]["title"] is not None and e["card"]["id"] is None for e in mine)
    full = [e for e in game.events() if e["kind"] == "drawn" and e["side"] == "corp"]
    assert all(e["card"]["id"] is not None for e in full)
    assert all("a card" in line for line in game.log("runner") if line.startswith("Corp draws"))


def test_no_hidden_title_reaches_a_side_in_random_games() -> None:
    # A title in a side's view is one that side has seen (see also the engine's test).
    for seed in range(4):
        game = random_game(seed, 400)
        for side in ("corp", "runner"):
            for e in game.events(side):
                card = e.get("card")
                if isinstance(card, dict) and card["title"] is None:
                    line = game.log(side, since=e["seq"])[0]
                    real = game.events(since=e["seq"])[0]["card"]["title"]
                    assert real is None or real not in line


def test_events_survive_clone_pickle_and_replay() -> None:
    game = random_game(3, 100)
    assert not game.is_over
    events = game.events()
    assert game.num_events == len(events) > 100
    for copy_ in (game.clone(), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert copy_.events() == events
        assert copy_.log("runner") == game.log("runner")
    replayed = Game.from_replay(game.to_replay())
    assert replayed.events() == events
    # A copy goes on with its own events.
    other = game.clone()
    other.apply(other.legal_codes()[0])
    assert other.num_events > game.num_events
    assert other.events()[: len(events)] == events


def test_since_and_arguments() -> None:
    game = Game(seed=2)
    n = game.num_events
    assert game.events(since=n) == [] and game.log(since=n + 5) == []
    assert game.events(since=n - 1)[0]["seq"] == n - 1
    with pytest.raises(InvalidArgumentError):
        game.events(since=-1)
    with pytest.raises(InvalidArgumentError):
        game.events("spectator")
    with pytest.raises(TypeError):
        game.log(side=1)  # type: ignore[arg-type]


def test_bad_pickled_events_raise_serialization_error() -> None:
    game = Game(seed=2)
    state = game.__getstate__()
    for bad in ([(999,) * 11], ["x"], 5):
        broken = dict(state, events=bad)
        with pytest.raises(SerializationError):
            Game.__new__(Game).__setstate__(broken)
    # A pickle from before events existed still loads, with no events.
    old = {k: v for k, v in state.items() if k != "events"}
    back = Game.__new__(Game)
    back.__setstate__(old)
    assert back.events() == []


def test_events_never_dropped_in_random_games() -> None:
    for seed in range(5):
        game = random_game(seed, 5000, runner=["shaper", "anarch", "criminal"][seed % 3])
        assert game._state.events_dropped == 0
        if game.is_over:
            assert game.events()[-1]["kind"] == "game_ends"
            assert game.events()[-1]["side"] == game.winner


def test_simulate_counts_events_per_game_and_card() -> None:
    from nr_fast import simulate
    from nr_fast._core import EVENT_KINDS

    plain = simulate(games=200, seed=3, progress=False)
    counted = simulate(games=200, seed=3, progress=False, count_events=True)
    assert plain.card_events is None
    assert all((plain.columns[k] == counted.columns[k]).all() for k in plain.columns)
    assert {f"events_{k}" for k in EVENT_KINDS} <= set(counted.columns)
    # Every finished game ends with exactly one game_ends event.
    finished = counted.columns["winner"] >= 0
    assert (counted.columns["events_game_ends"][finished] == 1).all()
    stolen = int(counted.columns["events_stolen"].sum())
    assert counted.card_events is not None
    by_card = sum(c.get("stolen", 0) for c in counted.card_events.values())
    assert stolen == by_card > 0
    assert counted.card_events["Hedge Fund"]["played"] > 0

    # The Python path (a bot written in Python) counts the same way.
    class PyRandom:
        def __init__(self) -> None:
            self.rng = random.Random(0)

        def choose(self, game: Game) -> int:
            return self.rng.choice(game.legal_codes())

    slow = simulate(games=2, seed=3, corp_bot=PyRandom(), progress=False, count_events=True)
    assert slow.card_events is not None
    assert slow.columns["events_game_ends"].sum() == (slow.columns["winner"] >= 0).sum()


def test_credits_on_cards_and_prevented_damage_are_events() -> None:
    # docs/events.md, counters_placed/counters_removed ("credits") and damage (prevented).
    game = Game.scenario(
        {
            "corp": {"identity": HB, "credits": 5, "score_area": ["Private Security Force"]},
            "runner": {
                "identity": "Noise: Hacker Extraordinaire",
                "tags": 1,
                "credits": 1,
                "grip": ["Easy Mark", "Sure Gamble", "Armitage Codebusting"],
                "rig": ["Crash Space"],
            },
        }
    )
    seen = game.num_events
    game.do("ability", card="Private Security Force")
    game.do("ability", card="Crash Space", target=1)
    damage = [e for e in game.events("corp", since=seen) if e["kind"] == "damage"]
    assert damage == [
        {**damage[0], "damage": "meat", "amount": 0, "prevented": 1, "side": "runner"}
    ]
    assert "Runner suffers 0 meat damage (1 prevented)" in game.log("corp", since=seen)
    runner = Game.scenario(
        {
            "corp": {"identity": HB},
            "runner": {
                "identity": "Noise: Hacker Extraordinaire",
                "credits": 1,
                "grip": ["Armitage Codebusting"],
            },
            "active": "runner",
            "turn": 2,
        }
    )
    seen = runner.num_events
    runner.do("install", card="Armitage Codebusting")
    while runner.decision != "action":
        runner.do("pass")
    runner.do("ability", card="Armitage Codebusting")
    credits = [
        (e["kind"], e["card"]["title"], e["amount"], e["source"])
        for e in runner.events("corp", since=seen)
        if e["kind"].startswith("counters_") and e["counter"] == "credits"
    ]
    assert credits == [
        ("counters_placed", "Armitage Codebusting", 12, None),
        ("counters_removed", "Armitage Codebusting", 2, None),
    ]
    assert "2 credits taken from Armitage Codebusting" in runner.log("runner", since=seen)
