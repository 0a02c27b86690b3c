"""Issue 24, "The terminal game": an undo never hands back what the player did not know at the
point it returns to; the game is narrated once, in the table's words (no bot passes, no internal
decision names, one name per server, the maximum hand size said as such); typed commands take
the unique start of a title."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest

from nr_fast import Game
from nr_fast.commands import CommandError, resolve_command
from nr_fast.interactive import newly_seen, play_interactive, rewind


def _session(script: list[str], **kwargs: Any) -> tuple[Game, str]:
    out = io.StringIO()
    options: dict[str, Any] = {"corp": "jinteki", "runner": "criminal", "seed": 3}
    options.update(kwargs)
    side = options.pop("side", "runner")
    game = play_interactive(
        side, "heuristic", inp=io.StringIO("\n".join(script) + "\n"), out=out, **options
    )
    return game, out.getvalue()


def _numbers(prompt: str) -> list[str]:
    return re.findall(r"^\s+(\d+)\. ", prompt, re.MULTILINE)


# -- undo and what the player knows --------------------------------------------------------------


def test_undo_past_an_ice_rezzed_on_a_run_is_refused() -> None:
    # Seed 3: the Corp bot rezzes Hunter on R&D when the Runner approaches it. Undoing the run
    # would hand back the choice to run knowing what protects R&D (free scouting).
    game, text = _session(["1", "run rd", "undo"])
    after_run = text[text.index("You: run on R&D") :]
    assert "Hunter" in after_run
    assert "Cannot undo 'run on R&D': since then you have seen Hunter" in after_run
    assert "Took back" not in text
    assert game.observation("runner")["run"] is not None  # still in the run


def test_undo_past_an_operation_the_bot_played_is_refused() -> None:
    # Seed 7: the Corp's first turn plays Beanstalk Royalties (revealed, Rules Reference,
    # "Operation"); undoing the Runner's mulligan decision would replay that turn known.
    game, text = _session(["1", "undo"], corp="weyland", seed=7)
    assert "Cannot undo 'keep the starting hand': since then you have seen Beanstalk" in text
    assert game.turn == 2 and game.current_side == "runner"


def test_undo_of_a_move_that_showed_nothing_new_still_works() -> None:
    game, text = _session(["1", "click credit", "undo"])
    assert "Took back 'click: gain 1 credit'." in text
    assert game.observation("runner")["runner"]["clicks"] == 4


def test_newly_seen_names_the_cards_learnt_since() -> None:
    game = Game(corp="jinteki", runner="criminal", seed=3)
    start = game.clone()
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    assert newly_seen(game, game, "runner") == []
    # The Runner drew its starting hand before any move: nothing new since the start but what
    # the Corp's first turn showed (its played Hedge Fund, seed 3).
    moved = rewind(start, game, len(start.history))
    assert set(newly_seen(moved, game, "runner")) <= {"Hedge Fund"}


@pytest.mark.parametrize(("side", "seed"), [("runner", 1), ("corp", 2), ("runner", 4)])
def test_random_sessions_with_undos_never_hand_back_unknown_cards(side: str, seed: int) -> None:
    # After every undo that is taken, every card the player's side had seen is still known at
    # the point returned to (so the undo taught nothing); refusals say why.
    rng = random.Random(seed)
    out = io.StringIO()

    class Player:
        def __init__(self) -> None:
            self.left = 400

        def readline(self) -> str:
            self.left -= 1
            if self.left <= 0:
                return ""
            if rng.random() < 0.2:
                return "undo\n"
            tail = out.getvalue()[out.getvalue().rindex("Your decision:") :]
            return rng.choice(_numbers(tail)) + "\n"

    play_interactive(
        side, "heuristic", corp="weyland", runner="shaper", seed=seed, inp=Player(), out=out
    )
    text = out.getvalue()
    assert "Took back" in text and "Cannot undo" in text
    # The undo check refuses exactly what newly_seen finds; that check is tested above, and
    # here every refusal names cards the player saw in the text before it.
    for match in re.finditer(r"since then you have seen (.+?), which you did not", text):
        before = text[: match.start()]
        for title in match.group(1).split(", "):
            assert title.split(" and ")[0] in before


# -- narration ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("side", "seed"), [("runner", 3), ("corp", 5)])
def test_a_whole_game_is_told_once_in_the_tables_words(side: str, seed: int) -> None:
    out = io.StringIO()
    rng = random.Random(seed)

    class Player:
        def readline(self) -> str:
            tail = out.getvalue()[out.getvalue().rindex("Your decision:") :]
            return rng.choice(_numbers(tail)) + "\n"

    game = play_interactive(
        side, "heuristic", corp="weyland", runner="criminal", seed=seed, inp=Player(), out=out
    )
    assert game.is_over
    text = out.getvalue()
    other = "Runner" if side == "corp" else "Corp"
    # The bot's passes are not told (what follows them is), nor the player's forced passes.
    assert f"  {other}: pass" not in text and f"  {other}: do not " not in text
    assert f"  {other}: decline" not in text and "(your only choice" not in text
    # No internal decision names: the engine's names have underscores or are bracketed.
    assert "Your decision (" not in text and "to decide (" not in text
    for name in ("jack_out", "rez_window", "choose_server", "access_order"):
        assert name not in text
    # One name per server: the board's (HQ, R&D, Archives, Server 2).
    assert not re.search(r"\b(remote\d+|new_remote|hq|rd|archives)\b", text)
    # The maximum hand size is not a count of cards in hand.
    assert not re.search(r"(?<!maximum )hand size", text)
    assert "maximum hand size" in text


def test_the_board_header_names_sides_as_players_do() -> None:
    game = Game(corp="weyland", runner="criminal", seed=7)
    header = game.render("corp").splitlines()[0]
    assert header == "Turn 0, the Corp's turn: the Corp decides. Board as the Corp sees it."


# -- typed commands ----------------------------------------------------------------------------

RIG_SCENARIO = {
    "corp": {
        "identity": "Jinteki: Personal Evolution",
        "hq": ["Hedge Fund"],
        "rd": ["Hedge Fund", "Hedge Fund"],
        "servers": {"remote1": {"root": [{"title": "PAD Campaign", "rezzed": True}]}},
    },
    "runner": {
        "identity": 'Kate "Mac" McCaffrey: Digital Tinker',
        "credits": 5,
        "grip": ["Data Dealer", "Datasucker", "Sure Gamble"],
        "stack": ["Sure Gamble"],
        "rig": [{"title": "Armitage Codebusting", "credits": 6}],
    },
    "active": "runner",
    "turn": 2,
}


def test_a_typed_command_takes_the_unique_start_of_a_title() -> None:
    game = Game.scenario(RIG_SCENARIO)
    actions = game.legal_actions()
    ability = resolve_command("ability Armitage", actions)
    assert ability.kind == "ability" and ability.card_title == "Armitage Codebusting"
    play = resolve_command("play sure", actions)
    assert play.kind == "play" and play.card_title == "Sure Gamble"
    install = resolve_command("install Data D", actions)
    assert install.kind == "install" and install.card_title == "Data Dealer"
    with pytest.raises(CommandError, match="Data Dealer, Datasucker"):
        resolve_command("install Da", actions)
    # An exact title wins over longer titles it starts.
    assert resolve_command("install Datasucker", actions).card_title == "Datasucker"


def test_servers_are_typed_as_the_board_names_them() -> None:
    game = Game.scenario(RIG_SCENARIO)
    actions = game.legal_actions()
    run = resolve_command("run server 1", actions)
    assert run.kind == "run" and run.server == "remote1"
    assert resolve_command("run on Server 1", actions).code == run.code
    assert resolve_command("run on R&D", actions).server == "rd"
