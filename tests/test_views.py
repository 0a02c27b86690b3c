"""Visible derived values in state()/observation(side) and the board as text (issue 12):
strengths, subroutines, hand sizes, recurring credits, the last run; Game.render, print, repr."""

from __future__ import annotations

import random
from typing import Any

import pytest

from nr_fast import Game

HB = "Haas-Bioroid: Engineering the Future"

# Ice Wall (rezzed, 2 advancement tokens) and an unrezzed Enigma outside it on HQ; an unrezzed
# Enigma on R&D; a PAD Campaign in Server 1; Noise with Corroder and Cyberfeeder.
SCENARIO: dict[str, Any] = {
    "corp": {
        "identity": HB,
        "credits": 0,
        "hq": ["Hedge Fund", "Priority Requisition"],
        "rd": ["Private Security Force", "Hunter"],
        "archives": ["Melange Mining Corp.", {"title": "Beanstalk Royalties", "faceup": True}],
        "servers": {
            "hq": {"ice": [{"title": "Ice Wall", "rezzed": True, "advancement": 2}, "Enigma"]},
            "rd": {"ice": ["Enigma"]},
            "remote1": {"root": ["PAD Campaign"]},
        },
    },
    "runner": {
        "identity": "Noise: Hacker Extraordinaire",
        "credits": 10,
        "grip": ["Sure Gamble"],
        "stack": ["Infiltration", "Crypsis"],
        "rig": ["Corroder", "Cyberfeeder"],
        "brain_damage": 1,
    },
    "active": "runner",
    "turn": 2,
}

# Titles of the Corp cards the Runner has not seen in SCENARIO.
HIDDEN_FROM_RUNNER = [
    "Enigma",
    "Hedge Fund",
    "Priority Requisition",
    "Private Security Force",
    "Hunter",
    "Melange Mining Corp.",
    "PAD Campaign",
]


def card(view: dict[str, Any], title: str) -> dict[str, Any]:
    """The first installed card with this title in a view."""
    for server in view["corp"]["servers"].values():
        for c in server["ice"] + server["root"]:
            if c["title"] == title:
                return c  # type: ignore[no-any-return]
    for c in view["runner"]["rig"]:
        if c["title"] == title:
            return c  # type: ignore[no-any-return]
    raise AssertionError(f"{title} not installed in the view")


def test_strengths_subroutines_hand_sizes_and_recurring_credits_in_views() -> None:
    game = Game.scenario(SCENARIO)
    for view in (game.observation("runner"), game.observation("corp"), game.state()):
        wall = card(view, "Ice Wall")
        assert wall["strength"] == 3  # 1 printed + 2 advancement tokens
        assert wall["subroutines"] == [{"text": "End the run.", "broken": False}]
        assert card(view, "Corroder")["strength"] == 2
        feeder = card(view, "Cyberfeeder")
        assert (feeder["credits"], feeder["recurring_credits"]) == (1, 1)
        assert view["runner"]["hand_size"] == 4  # 5 less 1 brain damage
        assert view["corp"]["hand_size"] == 5
        assert view["last_run"] is None
    # The unrezzed Enigma: the Corp sees its strength and subroutines, the Runner nothing.
    runner_hq = game.observation("runner")["corp"]["servers"]["hq"]["ice"]
    assert runner_hq[1]["title"] is None
    assert "strength" not in runner_hq[1] and "subroutines" not in runner_hq[1]
    corp_enigma = game.observation("corp")["corp"]["servers"]["hq"]["ice"][1]
    assert corp_enigma["strength"] == 2 and len(corp_enigma["subroutines"]) == 2


def test_breaker_boost_and_broken_subroutine_mid_encounter() -> None:
    game = Game.scenario(
        {
            "corp": {
                "identity": HB,
                "hq": ["Hedge Fund"],
                "servers": {"hq": {"ice": [{"title": "Wall of Thorns", "rezzed": True}]}},
            },
            "runner": {
                "identity": "Noise: Hacker Extraordinaire",
                "credits": 10,
                "rig": ["Corroder"],
            },
            "active": "runner",
            "turn": 2,
        }
    )
    game.do("run", server="hq")
    while game.decision != "encounter":
        game.do("pass")
    for _ in range(3):
        game.do("ability", card="Corroder")
    game.do("break", card="Corroder", target=0)
    view = game.observation("runner")
    assert card(view, "Corroder")["strength"] == 5
    subs = card(view, "Wall of Thorns")["subroutines"]
    assert [s["broken"] for s in subs] == [True, False]
    text = game.render("runner")
    assert "Corroder (strength 5, +3 boost)" in text
    assert "[0] Do 2 net damage. (broken) [1] End the run." in text
    assert "Run on HQ; encountering Wall of Thorns (strength 5)." in text.splitlines()


def test_last_run_after_a_jack_out_and_after_an_access() -> None:
    game = Game.scenario(SCENARIO)
    game.do("run", server="archives")
    while game.decision != "jack_out":
        game.do("pass")
    game.do("jack_out")
    last = game.observation("corp")["last_run"]
    assert last == {
        "server": "archives",
        "turn": 2,
        "successful": False,
        "end_reason": "jacked_out",
        "accessed": [],
        "accessed_count": 0,
    }
    assert "Last run (turn 2): Archives, unsuccessful (jacked out); nothing accessed." in (
        game.render("runner")
    )
    # A successful run on the remote: PAD Campaign is accessed and left there.
    while game.decision != "action":
        game.do("pass")
    game.do("run", server="remote1")
    while game.state()["run"] is not None:
        game.do("pass")
    last = game.observation("runner")["last_run"]
    assert last["successful"] is True
    assert [(c["title"], c["from"]) for c in last["accessed"]] == [("PAD Campaign", "root")]
    assert "Server 1, successful; accessed PAD Campaign (in the root)." in game.render("corp")


def test_render_scenario_board_for_each_side() -> None:
    game = Game.scenario(SCENARIO)
    runner = game.render("runner")
    lines = runner.splitlines()
    assert lines[0] == (
        "Turn 2, the Runner's turn: the Runner decides. Board as the Runner sees it."
    )
    # Servers in the order HQ, R&D, Archives, remotes; ice outermost first.
    assert [ln for ln in lines if ln.startswith("  ") and ln.endswith(":")][:4] == [
        "  HQ (hand: 2 cards):",
        "  R&D (deck: 2 cards):",
        "  Archives (discard pile: 2 cards: Beanstalk Royalties; 1 facedown):",
        "  Server 1:",
    ]
    hq = lines.index("  HQ (hand: 2 cards):")
    assert lines[hq + 1] == "    ice: unrezzed ice"
    assert lines[hq + 2] == (
        "    ice: Ice Wall (rezzed, strength 3, 2 advancement tokens): [0] End the run."
    )
    assert "    root: unrezzed card" in lines
    assert "  grip: 1 card: Sure Gamble" in lines
    assert any(ln.startswith("Runner: Noise: Hacker Extraordinaire: 10 credits") for ln in lines)
    assert "    Cyberfeeder (1 of 1 recurring credits)" in lines
    for title in HIDDEN_FROM_RUNNER:
        assert title not in runner, title
    # The Corp sees its own cards, and the Runner's grip only as a count.
    corp = game.render("corp")
    assert (
        "    ice: Enigma (unrezzed, strength 2): [0] The Runner loses 1 click. [1] End the run."
        in (corp.splitlines())
    )
    assert "  grip: 1 card" in corp.splitlines()
    assert "Sure Gamble" not in corp
    # The whole state names everything, R&D and the stack included.
    whole = str(game)
    assert whole == game.render()
    assert "Board everything (both sides)." in whole
    for title in [*HIDDEN_FROM_RUNNER, "Sure Gamble", "Infiltration", "Crypsis"]:
        assert title in whole, title
    assert "  R&D (deck: 2 cards, top first: Private Security Force, Hunter):" in whole.splitlines()
    assert "  HQ (hand: 2 cards: Hedge Fund, Priority Requisition):" in whole.splitlines()


def test_repr_stays_one_short_line() -> None:
    game = Game.scenario(SCENARIO)
    text = repr(game)
    assert "\n" not in text and len(text) < 100
    assert text.startswith("<Game")


def test_render_side_is_checked() -> None:
    game = Game()
    with pytest.raises(ValueError):
        game.render("spectator")


def hidden_titles(game: Game, side: str) -> set[str]:
    """Titles of cards `side` does not know that no card it knows or remembers shares (a side
    remembers the cards it saw accessed in the last run)."""
    view = game.observation(side)
    runs = [view["last_run"] or {}, view["run"] or {}]
    known = {c["title"] for r in runs for c in r.get("accessed", []) if c["title"]}
    hidden: set[str] = set()
    for c in range(200):
        title = game.card_title(c)
        if title is None:
            break
        (known if game.title_for(c, side) is not None else hidden).add(title)
    return hidden - known


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_render_hides_what_a_side_has_not_seen(seed: int) -> None:
    """render(side) reads the same when what `side` has not seen is redealt, and names no card
    of which `side` has seen no copy."""
    game = Game(seed=seed)
    rng = random.Random(seed)
    checked = 0
    for step in range(3000):
        if game.is_over:
            break
        if step % 5 == 0:
            for side in ("corp", "runner"):
                text = game.render(side)
                for s in range(3):
                    assert game.determinize(side, s).render(side) == text, (side, step)
                for title in hidden_titles(game, side):
                    assert title not in text, (side, title, step)
                checked += 1
        game.apply(rng.choice(game.legal_codes()))
    assert checked > 20
