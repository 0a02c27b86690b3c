"""Cards described (issue 12): `nr_fast.card_info`, `nr-fast cards --describe`, and
`do("access", ...)` telling the top of R&D from an upgrade in R&D's root."""

from __future__ import annotations

import json
from typing import Any

import pytest

import nr_fast
from nr_fast import Game, IllegalActionError, UnknownCardError
from nr_fast.cli import main
from nr_fast.describe import card_heading

# -- card_info -----------------------------------------------------------------------------------


def test_card_info_of_an_icebreaker() -> None:
    info = nr_fast.card_info("Corroder")
    assert info["code"] == "01007" and info["title"] == "Corroder"
    assert (info["side"], info["faction"], info["type"]) == ("runner", "anarch", "program")
    assert info["subtypes"] == ["Icebreaker", "Fracter"]
    assert (info["cost"], info["strength"], info["memory_cost"], info["influence"]) == (2, 2, 1, 2)
    assert info["implemented"] is True and info["unique"] is False
    assert info["breaker"] == {
        "breaks": ["Barrier"],
        "break_cost": 1,
        "subroutines_per_break": 1,
        "boost_cost": 1,
        "boost_strength": 1,
        "boost_lasts": "encounter",
    }
    assert "barrier" in info["summary"]
    assert "subroutines" not in info and "agenda_points" not in info


def test_card_info_breakers_differ_as_the_engine_plays_them() -> None:
    # Battering Ram: 2 credits break up to 2 barrier subroutines; its strength lasts the run.
    ram = nr_fast.card_info("Battering Ram")["breaker"]
    assert (ram["break_cost"], ram["subroutines_per_break"], ram["boost_lasts"]) == (2, 2, "run")
    # Crypsis is an AI breaker (any ice); Yog.0 has no strength ability.
    assert nr_fast.card_info("Crypsis")["breaker"]["breaks"] == []
    yog = nr_fast.card_info("Yog.0")["breaker"]
    assert (yog["boost_strength"], yog["boost_lasts"]) == (0, None)


def test_card_info_of_ice_lists_its_subroutines() -> None:
    wall = nr_fast.card_info("Wall of Thorns")
    assert (wall["cost"], wall["strength"]) == (8, 5)
    assert wall["subroutines"] == ["Do 2 net damage.", "End the run."]
    assert "breaker" not in wall and "memory_cost" not in wall
    heimdall = nr_fast.card_info("Heimdall 1.0")
    assert len(heimdall["subroutines"]) == 3 and heimdall["clicks_to_break"] == 1
    assert "clicks_to_break" not in wall


def test_card_info_of_agendas_identities_and_others() -> None:
    takeover = nr_fast.card_info("Hostile Takeover")
    assert (takeover["advancement_requirement"], takeover["agenda_points"]) == (2, 1)
    assert "cost" not in takeover
    noise = nr_fast.card_info("Noise: Hacker Extraordinaire")
    assert (noise["minimum_deck_size"], noise["influence_limit"], noise["base_link"]) == (45, 15, 0)
    assert "influence" not in noise and "cost" not in noise
    assert "base_link" not in nr_fast.card_info("NBN: Making News")
    assert nr_fast.card_info("NBN: Making News")["recurring_credits"] == 2
    pad = nr_fast.card_info("PAD Campaign")
    assert (pad["cost"], pad["trash_cost"]) == (2, 4)
    assert nr_fast.card_info("The Toolbox")["recurring_credits"] == 2
    # An X cost is chosen as the card is played (card text, Psychographics): not a cost of 0.
    assert nr_fast.card_info("Psychographics")["cost"] is None
    # card_list agrees with card_info: an X cost is None, not 0.
    listed = {c["title"]: c for c in nr_fast.card_list("core")}
    assert listed["Psychographics"]["cost"] is None
    assert listed["Hedge Fund"]["cost"] == 5
    assert nr_fast.card_info("Hedge Fund")["cost"] == 5
    assert "cost X," in card_heading(nr_fast.card_info("Psychographics"))


def test_card_info_matches_titles_as_players_write_them() -> None:
    assert nr_fast.card_info("  déjà   VU ")["title"] == "Deja Vu"
    assert nr_fast.card_info("01050")["title"] == "Sure Gamble"
    with pytest.raises(UnknownCardError, match="did you mean 'Corroder'"):
        nr_fast.card_info("Corrodor")
    with pytest.raises(UnknownCardError):
        nr_fast.card_info("")
    with pytest.raises(TypeError, match="title must be a str"):
        nr_fast.card_info(7)  # type: ignore[arg-type]


def test_every_card_has_card_info_with_a_summary() -> None:
    for card in nr_fast.card_list():
        info = nr_fast.card_info(card["title"])
        for key in ("code", "title", "side", "faction", "type", "subtypes", "implemented"):
            assert info[key] == card[key], (card["title"], key)
        if card["implemented"]:
            assert info["summary"].endswith("."), card["title"]
            # A summary says what the card does in the project's words, not just its title.
            assert card["title"].lower() not in info["summary"].lower(), card["title"]


# -- nr-fast cards --describe --------------------------------------------------------------------


def test_cli_cards_describe(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--describe", "--set", "core"]) == 0
    out = capsys.readouterr().out
    hedge = nr_fast.card_info("Hedge Fund")
    assert "01110  Hedge Fund (neutral-corp operation: Transaction; cost 5, influence 0)" in out
    assert hedge["summary"] in out
    assert "01103  Ice Wall (weyland-consortium ice: Barrier; cost 1, strength 1" in out
    assert "113 of 113 cards implemented and tested" in out
    # Every card's heading is there, each followed by its summary.
    lines = out.splitlines()
    for card in nr_fast.card_list("core"):
        (i,) = [n for n, line in enumerate(lines) if line.startswith(card["code"] + "  ")]
        first_words = nr_fast.card_info(card["code"])["summary"].split()[:3]
        assert lines[i + 1].split()[:3] == first_words, card["title"]


def test_cli_cards_describe_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--describe", "--json"]) == 0
    cards: list[dict[str, Any]] = json.loads(capsys.readouterr().out)
    assert len(cards) == len(nr_fast.card_list())
    assert cards[0] == nr_fast.card_info(cards[0]["code"])
    # Every implemented card has its summary; only Elevation and Vantage Point cards (written
    # card by card, issue 25) may still lack a definition, and so a summary.
    assert all(c["summary"] for c in cards if c["implemented"])
    assert all(c["set"] in ("elev", "vp") for c in cards if not c["implemented"])


def test_cli_cards_without_describe_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "core"]) == 0
    out = capsys.readouterr().out
    assert nr_fast.card_info("Hedge Fund")["summary"] not in out


def test_cli_cards_describe_unknown_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--describe", "--set", "nope"]) == 1
    assert "no cards in set 'nope'" in capsys.readouterr().err


# -- do("access", ...) with an upgrade in R&D's root ---------------------------------------------


def _rd_run_at_access(rezzed: bool) -> Game:
    """A successful run on R&D, whose root holds Akitaro Watanabe, at the access choice."""
    game = Game.scenario(
        {
            "corp": {
                "identity": "Haas-Bioroid: Engineering the Future",
                "hq": ["Hedge Fund"],
                "rd": ["Hostile Takeover", "Enigma", "PAD Campaign"],
                "servers": {"rd": {"root": [{"title": "Akitaro Watanabe", "rezzed": rezzed}]}},
            },
            "runner": {"identity": 'Kate "Mac" McCaffrey: Digital Tinker', "credits": 10},
            "active": "runner",
        }
    )
    game.do("run", server="rd")
    while not game.find("access"):
        game.do("pass")  # no ice: approach the server, the Corp's rez window, success
    return game


def test_access_server_rd_means_the_top_of_rd() -> None:
    # Rules Reference, "Accessing Cards": the Runner accesses the upgrade in the root and the
    # top card of R&D in the order of its choice; the call names which.
    game = _rd_run_at_access(rezzed=True)
    assert len(game.find("access", server="rd")) == 2  # the deck's top card and the upgrade
    taken = game.do("access", server="rd")
    assert taken.card is None and taken.server == "rd"
    assert "next card of rd" in taken.label
    # The top card of R&D, an agenda, was accessed and stolen; the upgrade is accessed last.
    assert game.agenda_points("runner") == 1
    assert [c["title"] for c in game.state()["runner"]["score_area"]] == ["Hostile Takeover"]
    assert game.decision == "trash_or_steal"
    assert {a.label for a in game.legal_actions()} == {
        "trash Akitaro Watanabe (3 credits)",
        "leave Akitaro Watanabe where it is",
    }


def test_access_by_card_names_the_upgrade() -> None:
    game = _rd_run_at_access(rezzed=True)
    taken = game.do("access", card="Akitaro Watanabe")
    assert taken.card_title == "Akitaro Watanabe"
    assert game.decision == "trash_or_steal" and game.agenda_points("runner") == 0
    # After the upgrade, the top of R&D is the one card left to access.
    game2 = _rd_run_at_access(rezzed=True)
    upgrade = game2.do("access", card="akitaro watanabe", server="rd")
    assert upgrade.code == taken.code


def test_access_unrezzed_upgrade_by_id_not_by_title() -> None:
    # An unrezzed upgrade's title is hidden from the Runner: it is named by its id.
    game = _rd_run_at_access(rezzed=False)
    (upgrade,) = [a for a in game.find("access") if a.card is not None]
    assert upgrade.card_title is None
    with pytest.raises(IllegalActionError, match="no legal action matches"):
        game.do("access", card="Akitaro Watanabe")
    assert game.do("access", card=upgrade.card).code == upgrade.code
    assert game.agenda_points("runner") == 0  # the upgrade first: R&D's top card not yet


def test_access_without_fields_is_ambiguous_and_lists_the_choices() -> None:
    game = _rd_run_at_access(rezzed=True)
    with pytest.raises(IllegalActionError) as exc:
        game.do("access")
    msg = str(exc.value)
    assert "ambiguous" in msg and "server='hq' or 'rd' alone" in msg
    for a in game.find("access"):
        assert f"[{a.code}] {a.label}" in msg
