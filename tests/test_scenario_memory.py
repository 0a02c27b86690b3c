"""Scenarios give what cards remember (issue 24; docs/scenario.md, "What cards remember"):
Ayla's set-aside cards, Chameleon's subtype, Security Testing's server, this turn's and the
Runner's last turn's facts and the last run, through the Python API."""

import json

import pytest

from nr_fast import Game
from nr_fast.errors import ScenarioError

POSITION = {
    "corp": {
        "identity": "Haas-Bioroid: Engineering the Future",
        "hq": ["Hedge Fund"],
        "servers": {"hq": {"ice": ["Ice Wall"]}},
    },
    "runner": {
        "identity": 'Ayla "Bios" Rahim: Simulant Specialist',
        "rig": [{"title": "Chameleon", "mode": 2}, "Security Testing"],
        "set_aside": ["Sure Gamble", "Diesel"],
    },
    "active": "runner",
    "this_turn": {"servers_chosen": [["rig 1", "rd"]], "last_run_passed_ice": ["hq ice 0"]},
    "runner_last_turn": {"made_run": True, "runner_stolen_points": 2},
    "last_run": {"server": "hq", "successful": True, "accessed": [{"card": "hq 0", "from": "hq"}]},
}


def test_remembered_facts_are_given_and_saved() -> None:
    game = Game.scenario(POSITION)
    state = json.loads(game.to_json())
    assert sum(c["zone"] == "set_aside" for c in state["cards"]) == 2
    assert state["last_runner_turn"]["made_run"] is True
    assert state["last_run"]["successful"] is True
    assert [c["mode"] for c in state["cards"] if c["mode"]] == [2]


def test_set_aside_cards_stay_hidden_from_the_corp() -> None:
    game = Game.scenario(POSITION)
    assert "Diesel" not in json.dumps(game.observation("corp"))


def test_an_unknown_turn_fact_is_refused() -> None:
    with pytest.raises(ScenarioError, match="no_such_fact"):
        Game.scenario({**POSITION, "this_turn": {"no_such_fact": True}})
