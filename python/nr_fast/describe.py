"""Cards in words: the text that ``nr-fast cards --describe`` prints for each card.

:func:`describe_card` turns a :func:`nr_fast.card_info` dict into a few readable lines (a
heading with the card's type and stats, then its summary); the interactive player can use it
for an ``info <card>`` command too.
"""

from __future__ import annotations

import textwrap
from typing import Any

#: Stats shown in a card's heading, in order, with the word each is shown with.
_STATS = (
    ("cost", "cost"),
    ("strength", "strength"),
    ("memory_cost", "memory"),
    ("trash_cost", "trash"),
    ("advancement_requirement", "advance"),
    ("agenda_points", "points"),
    ("recurring_credits", "recurring"),
    ("influence", "influence"),
    ("minimum_deck_size", "deck"),
    ("influence_limit", "influence limit"),
    ("base_link", "link"),
)


def card_heading(info: dict[str, Any]) -> str:
    """Return one line naming the card, its faction, type, subtypes and stats.

    E.g. ``01007  Corroder (anarch program: Icebreaker - Fracter; cost 2, strength 2,
    memory 1, influence 2)``.
    """
    kind = f"{info['faction']} {info['type']}"
    if info["subtypes"]:
        kind += ": " + " - ".join(info["subtypes"])
    # A cost of None is an X cost, chosen as the card is played (Psychographics).
    stats = ", ".join(
        f"{word} {'X' if info[key] is None else info[key]}" for key, word in _STATS if key in info
    )
    unique = ", unique" if info["unique"] else ""
    return f"{info['code']}  {info['title']} ({kind}; {stats}{unique})"


def describe_card(info: dict[str, Any], width: int = 100) -> str:
    """Return the card's heading and its summary, wrapped to `width` columns and indented."""
    summary = info["summary"] or "(no description)"
    if not info["implemented"]:
        summary += " [not implemented]"
    body = textwrap.fill(
        summary, width=width, initial_indent="       ", subsequent_indent="       "
    )
    return card_heading(info) + "\n" + body
