"""Decks: the starter decks, plain-text decklists, and deckbuilding validation by format.

A :class:`Deck` is an identity title and card counts by title. Build one with
:meth:`Deck.starter` (``"jinteki"``, ``"shaper"``, …, ``"sg-anarch"``, ``"2021-nbn"``,
``"startup-criminal"``; see :data:`STARTER_DECKS`, :data:`SG_STARTER_DECKS`,
:data:`EXAMPLE_2021_DECKS`, :data:`STARTUP_DECKS` and, by set and side, :data:`BUILT_IN_DECKS`),
:meth:`Deck.parse` (decklist text as players exchange it: see :mod:`nr_fast.decklist`, the one
reader of decklists) or :meth:`Deck.from_file`. :func:`deck_from_spec` reads any deck argument
(a built-in deck name, decklist text, a :class:`Deck`) the same way everywhere.
:meth:`Deck.problems` lists every broken deckbuilding rule (Rules Reference, "Deckbuilding"),
and with a format (:data:`FORMATS`) every card outside its pool; :meth:`Deck.validate` raises
:class:`~nr_fast.errors.DeckError` naming them. A ``Deck`` can be passed wherever a deck is expected
(``Game(corp=Deck.starter("nbn"), runner=Deck.starter("anarch"))``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from . import _core
from .errors import DeckError

__all__ = [
    "BUILT_IN_DECKS",
    "EXAMPLE_2021_DECKS",
    "FORMATS",
    "MAX_DECK_CARDS",
    "SG_STARTER_DECKS",
    "STARTER_DECKS",
    "STARTUP_DECKS",
    "Deck",
    "DeckProblem",
    "check_deck_counts",
    "deck_from_spec",
    "resolve_deck",
]

#: Names of the seven Core Set starter decks (faction names; the first four are Corp decks).
STARTER_DECKS: tuple[str, ...] = tuple(_core.STARTER_DECKS)

#: Names of the nine System Gateway starter decks (``"sg-"`` and a faction, ``"sg-syndicate"`` and
#: ``"sg-catalyst"`` for the beginner identities; the first five are Corp decks). docs/decks.md
#: lists them.
SG_STARTER_DECKS: tuple[str, ...] = tuple(_core.SG_STARTER_DECKS)

#: Names of the project's own example decks for the 2021 pool, one per faction (``"2021-"`` and a
#: faction; the first four are Corp decks). Not official lists: docs/decks.md gives the idea
#: behind each.
EXAMPLE_2021_DECKS: tuple[str, ...] = tuple(_core.EXAMPLE_2021_DECKS)

#: Names of the project's own example decks for today's Startup format (System Gateway,
#: Elevation, Vantage Point), one per faction (``"startup-"`` and a faction; the first four are
#: Corp decks), each legal in ``"startup"``. Not official lists: docs/decks.md gives the idea
#: behind each.
STARTUP_DECKS: tuple[str, ...] = tuple(_core.STARTUP_DECKS)

#: The built-in decks by set, as (Corp decks, Runner decks): ``"core"`` (the Core Set starters),
#: ``"sg"`` (the System Gateway starters), ``"2021"`` (the 2021-pool examples), ``"startup"``
#: (the Startup examples) and ``"all"`` (every one, in that order): the engine's pools
#: (``nr_engine::POOLS``, the ladder's too) and their union. The one list behind
#: ``--all-starters SET`` (``simulate``, ``report``, ``tournament``), the web table's deck
#: choices and a study's default opponents.
BUILT_IN_DECKS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    name: (tuple(corps), tuple(runners)) for name, _about, corps, runners in _core.pools()
}
BUILT_IN_DECKS["all"] = (
    tuple(c for corps, _ in BUILT_IN_DECKS.values() for c in corps),
    tuple(r for _, runners in BUILT_IN_DECKS.values() for r in runners),
)

#: The formats a deck can be checked against (:meth:`Deck.problems`): ``"core"`` (the Core Set
#: 2012 pool), ``"2021"`` (System Gateway plus System Update 2021), ``"startup"`` (today's
#: Startup: System Gateway, Elevation, Vantage Point, under its newest restriction list),
#: ``"standard"`` (today's Standard, under its own list) and ``"any"`` (any implemented card,
#: sets mixed freely).
FORMATS: tuple[str, ...] = tuple(_core.FORMATS)

_STARTER_NAMES = {
    "hb": "haas-bioroid",
    "weyland-consortium": "weyland",
    "sg-hb": "sg-haas-bioroid",
    "sg-weyland-consortium": "sg-weyland",
}

#: The most cards one deck may list (the game holds at most 200 cards, two of them identities).
MAX_DECK_CARDS: int = _core.MAX_DECK_CARDS


def check_deck_counts(cards: object) -> None:
    """Raise :class:`DeckError` for a deck's card counts that no game can hold.

    `cards` is a deck's ``cards``: a dict ``{title: count}`` or (title, count) pairs. A count
    above :data:`MAX_DECK_CARDS`, or counts adding up to more, are refused at once, before
    anything is built from them. Counts of other types are left for the engine to name.
    """
    if isinstance(cards, Mapping):
        pairs: Any = cards.items()
    elif isinstance(cards, (list, tuple)):
        pairs = cards
    else:
        return
    total = 0
    for pair in pairs:
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            continue
        title, count = pair
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            continue
        if count > MAX_DECK_CARDS:
            shown = str(count) if count < 10**12 else f"{str(count)[:12]}..."
            raise DeckError(
                f"the count of {str(title)[:80]!r} is {shown}, more than the {MAX_DECK_CARDS} "
                "cards a deck may hold"
            )
        total += count
        if total > MAX_DECK_CARDS:
            raise DeckError(
                f"the deck lists more than {MAX_DECK_CARDS} cards, more than a game holds"
            )


@dataclass(frozen=True)
class DeckProblem:
    """One broken deckbuilding rule: the rule's name and what is wrong, with the numbers."""

    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


@dataclass(frozen=True)
class Deck:
    """An identity and card counts by title (the identity is not counted as a card).

    `name` is what the deck is called in studies and exports: the starter deck's faction, the
    decklist's file name without its extension, or the name given (not compared: two decks
    with the same cards are equal whatever their names).
    """

    identity: str
    cards: tuple[tuple[str, int], ...]
    name: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        """The deck's name, or its identity when it has none."""
        return self.name or self.identity

    def named(self, name: str) -> Deck:
        """Return the same deck called `name`."""
        if not isinstance(name, str):
            raise TypeError(f"a deck name is a str, not {type(name).__name__}")
        return replace(self, name=name)

    @classmethod
    def starter(cls, name: str) -> Deck:
        """Return the built-in deck `name`: a Core Set faction, or a set prefix and one.

        The prefixes are ``"sg-"``, ``"2021-"`` and ``"startup-"``.

        Core rulebook, "Starter Decks": every card of that faction at its box quantity plus the
        neutral cards of its side (:data:`STARTER_DECKS`). The System Gateway decks
        (:data:`SG_STARTER_DECKS`) follow the same rule within that set; ``"sg-syndicate"`` and
        ``"sg-catalyst"`` are the neutral cards of each side with the beginner identities. The
        2021 decks (:data:`EXAMPLE_2021_DECKS`) are the project's own examples for the 2021 pool,
        the Startup decks (:data:`STARTUP_DECKS`) its own examples for today's Startup format.
        """
        if not isinstance(name, str):
            raise TypeError(f"a starter deck name is a str, not {type(name).__name__}")
        deck = cls._from_dict(_core.starter_decklist(name))
        return deck.named(_STARTER_NAMES.get(name.strip().lower(), name.strip().lower()))

    @classmethod
    def default(cls, side: str) -> Deck:
        """Return the deck :class:`~nr_fast.Game` plays for `side` when none is given.

        These are the Jinteki (Corp) and Shaper (Runner) starter decks, the Core rulebook's
        suggestion for a first game.
        """
        deck = cls._from_dict(_core.default_decklist(side))
        return deck.named("jinteki" if side == "corp" else "shaper")

    @classmethod
    def parse(cls, text: str) -> Deck:
        """Read decklist text as players exchange it (:func:`nr_fast.decklist.parse_deck_text`).

        The identity and ``3x Hedge Fund`` lines, NetrunnerDB's text export (its name line,
        section headers, influence dots and footer) or its JSON. Titles are checked as they are
        read: a line that names no card raises :class:`DeckError` (with the closest title), as
        does text with no identity, so text that is not a decklist never becomes a deck.
        """
        from .decklist import parse_deck_text

        return parse_deck_text(text)

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> Deck:
        """Read a decklist file as players keep them; the deck is named after the file.

        Plain text (:meth:`parse`, and the formats of :func:`nr_fast.decklist.read_decklist`:
        ``3x Title``, ``Title x3``, section headers, influence dots) or NetrunnerDB's JSON
        export. Errors name the file and line and suggest the closest title.
        """
        from .decklist import read_decklist

        return read_decklist(path)

    @classmethod
    def _from_dict(cls, d: Mapping[str, Any]) -> Deck:
        return cls(identity=d["identity"], cards=tuple(d["cards"].items()))

    @property
    def size(self) -> int:
        """Number of cards (the identity does not count)."""
        return sum(n for _, n in self.cards)

    def count(self, title: str) -> int:
        """Return how many copies of the card `title` the deck has.

        Titles are compared as players write them: any case, with or without accents.
        """
        folded = _core.fold_title(title)
        return sum(n for t, n in self.cards if _core.fold_title(t) == folded)

    def problems(
        self, format: str | None = None, overrides: Mapping[str, Mapping[str, int]] | None = None
    ) -> list[DeckProblem]:
        """Return every deckbuilding rule the deck breaks (empty for a legal deck).

        The rules are: minimum deck size, copies per title, side, influence limit, agenda
        points, and known, implemented card titles. With `format` (one of :data:`FORMATS`:
        ``"core"``, ``"2021"``, ``"startup"``, ``"standard"``, ``"any"``), every card outside that
        format's pool is named too (rule ``"format"``), and for Startup and Standard every card on
        the format's newest restriction list (rule ``"banned"``) and, in Startup, more than 4
        three-point agendas (rule ``"3-point agendas"``); a Standard card the engine does not
        implement yet is named as such (rule ``"implemented"``), not as unknown. Without a
        format, cards of every set mix freely. An unknown format raises :class:`DeckError`.
        `overrides` ({card: {number: value}}, issue 29) reads influence and agenda points as a
        study changes them.
        """
        if format is not None and not isinstance(format, str):
            raise TypeError(f"a format is a str, not {type(format).__name__}")
        found = _core.deck_problems(
            self.to_dict(),
            format,
            {k: dict(v) for k, v in overrides.items()} if overrides else None,
        )
        return [DeckProblem(rule, msg) for rule, msg in found]

    def validate(self, format: str | None = None) -> Deck:
        """Return the deck if it is legal (in `format`'s pool, if given: see :meth:`problems`).

        Raises :class:`DeckError` naming each broken rule otherwise.
        """
        problems = self.problems(format)
        if problems:
            raise DeckError("; ".join(str(p) for p in problems))
        return self

    def to_dict(self) -> dict[str, Any]:
        """Return the deck as ``{"identity": title, "cards": {title: count}}``.

        Raises :class:`DeckError` for counts no game can hold (see :func:`check_deck_counts`).
        """
        check_deck_counts(self.cards)
        cards: dict[str, int] = {}
        for title, count in self.cards:
            # A title listed twice keeps both counts (a plain dict() would keep only the last).
            cards[title] = cards.get(title, 0) + count
        return {"identity": self.identity, "cards": cards}

    def to_text(self) -> str:
        """Return the deck as decklist text (readable back by :meth:`parse`)."""
        lines = [self.identity, *(f"{n}x {t}" for t, n in self.cards)]
        return "\n".join(lines) + "\n"


def _builtin_names() -> set[str]:
    return {*STARTER_DECKS, *SG_STARTER_DECKS, *EXAMPLE_2021_DECKS, *STARTUP_DECKS, *_STARTER_NAMES}


def _builtin_list() -> str:
    return ", ".join(STARTER_DECKS + SG_STARTER_DECKS + EXAMPLE_2021_DECKS + STARTUP_DECKS)


def deck_from_spec(spec: str | Deck) -> Deck:
    """Return the deck a deck argument names.

    A :class:`Deck`, a built-in deck's name (``"weyland"``, ``"sg-anarch"``, ``"2021-nbn"``,
    ``"startup-jinteki"``) or
    decklist text (:meth:`Deck.parse`).

    :class:`~nr_fast.Game`, :func:`~nr_fast.play`, :func:`~nr_fast.simulate` and the web table
    all read their deck arguments here, so they take the same names and the same text. Raises
    :class:`DeckError` for text that is neither a built-in deck's name nor a decklist.
    """
    if isinstance(spec, Deck):
        return spec
    if not isinstance(spec, str):
        raise TypeError(
            f"a deck is a Deck, a built-in deck name or decklist text, not {type(spec).__name__}"
        )
    if spec.strip().lower() in _builtin_names():
        return Deck.starter(spec)
    try:
        return Deck.parse(spec)
    except DeckError as exc:
        if "\n" in spec.strip():
            raise
        raise DeckError(
            f"{spec.strip()[:60]!r} is neither a built-in deck ({_builtin_list()}) nor a "
            f"decklist ({exc})"
        ) from None


def resolve_deck(spec: str | os.PathLike[str] | Deck) -> Deck:
    """Return the deck named by a starter deck name or a decklist file path."""
    if isinstance(spec, Deck):
        return spec
    text = os.fspath(spec)
    if text.strip().lower() in _builtin_names():
        return Deck.starter(text)
    if os.path.exists(text):
        return Deck.from_file(text)
    raise DeckError(f"{text!r} is neither a built-in deck ({_builtin_list()}) nor a decklist file")
