"""Decklists as people keep them: the text formats players exchange, and NetrunnerDB's JSON.

:func:`parse_decklist` reads decklist text in any of the common layouts:

- card lines ``3x Hedge Fund``, ``3 x Hedge Fund``, ``3 Hedge Fund``, ``Hedge Fund x3``,
  ``Hedge Fund (x3)`` or ``Hedge Fund`` (one copy);
- section headers such as ``Event (3)`` or ``Ice:`` ignored, as are influence dots (``●●``),
  ``#`` and ``//`` comments, and NetrunnerDB's footer lines (``15 influence spent ...``,
  ``49 cards (min 45)``, ``Cards up to Core Set``, ``Decklist published on ...``);
- NetrunnerDB's exports as a player copies them: its text file (``3x Hedge Fund (System
  Gateway) ●●``), its plain text, its Markdown (``## Deck name``, ``###Agenda (9)``, ``* 3x
  [Hedge Fund](https://netrunnerdb.com/en/card/30075) _(System Gateway)_``) and its BBCode
  (``[b]Agenda (9)[/b]``, ``3x [url=...]Hedge Fund[/url] [i](System Gateway)[/i]``): links and
  markup are read as the text they show, a Markdown heading of two or more ``#`` as a header or
  the deck's name (one ``#`` stays a comment), and Jinteki.net's ``3 Hedge Fund``;
- titles matched in any case, with or without accents (``Dedicated Response Team``,
  ``sneakdoor beta``); a set name in parentheses after a title is ignored;
- the identity: a line starting ``Identity:``, or else the first line naming an identity; a
  line before it that names no card is the deck's name.

:func:`parse_nrdb_json` reads NetrunnerDB's decklist JSON (the API's ``{"data": [{"name":
..., "cards": {"01001": 1, ...}}]}``, a single decklist object, or the v3 ``card_slots`` by
card id with its ``identity_card_id``). A card the engine does not implement yet (an Elevation or
Vantage Point card without a definition, or a Standard card outside the card table) is read, so
that a deck check names it as not implemented and a game refuses it by name, never as unknown.
:func:`parse_deck_text` reads text of either kind and :func:`read_decklist` a file of either
kind: this is the one reader of decklists (``Deck.parse``, ``Game(corp=<text>)``, the web
table's pasted decklists and the command line's files all use it). Errors are
:class:`~nr_fast.errors.DeckError` naming the file and line and suggesting the closest title.
"""

from __future__ import annotations

import difflib
import json
import os
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from . import _core
from .deck import MAX_DECK_CARDS, Deck
from .errors import DeckError, DecklistCardError

__all__ = ["parse_deck_text", "parse_decklist", "parse_nrdb_json", "read_decklist"]

#: Influence dots and similar marks that text exports put after a title.
_DOTS = "●○•◦∙·★☆"

_HEADER_WORDS = {
    "agenda",
    "agendas",
    "asset",
    "assets",
    "operation",
    "operations",
    "upgrade",
    "upgrades",
    "ice",
    "barrier",
    "barriers",
    "code gate",
    "code gates",
    "sentry",
    "sentries",
    "mythic",
    "other",
    "multi",
    "event",
    "events",
    "hardware",
    "resource",
    "resources",
    "program",
    "programs",
    "icebreaker",
    "icebreakers",
    "identity",
    "cards",
    "deck",
    "decklist",
    "corp",
    "runner",
}

_FOOTER = re.compile(
    r"^(\d+\s+influence\s+spent|\d+\s+agenda\s+points|\d+\s+cards\b|cards\s+up\s+to\b|"
    r"decklist\s+published|deck\s+built\s+on|influence\s+spent|agenda\s+points)",
    re.IGNORECASE,
)
_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX\u00d7]?\s+(.+)$|^(\d+)[xX\u00d7](.+)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+(?:[xX\u00d7]\s*(\d+)|\(\s*[xX\u00d7]?\s*(\d+)\s*\))$")
_SET_SUFFIX = re.compile(r"^(.+?)\s*\([^()]*\)$")
# NetrunnerDB's Markdown and BBCode exports: a link shows its text; markup tags say nothing.
_BB_URL = re.compile(r"\[url=[^\]]*\](.*?)\[/url\]", re.IGNORECASE)
_BB_TAG = re.compile(r"\[/?(?:b|i|u|s|color(?:=[^\]]*)?|size(?:=[^\]]*)?)\]", re.IGNORECASE)
_MD_LINK = re.compile(r"\[([^\[\]]*)\]\([^()\s]*\)")
_MD_EMPHASIS = re.compile(r"(?<![\w])[_*]{1,2}(\([^()]*\))[_*]{1,2}(?![\w])")
_URL = re.compile(r"https?://\S*", re.IGNORECASE)
_BULLET = re.compile(r"^\s*[*+-]\s+")
_MD_HEADING = re.compile(r"^\s*#{2,}\s*")


@lru_cache(maxsize=1)
def _cards() -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]], list[str]]:
    """Return (by folded title, by code, folded titles) of every card the engine knows."""
    by_title: dict[str, dict[str, Any]] = {}
    by_code: dict[str, dict[str, Any]] = {}
    for card in _core.card_list():
        by_title[_core.fold_title(card["title"])] = card
        by_code[str(card["code"])] = card
        # A reprint's code (System Gateway's Hedge Fund, 30075) names the same card.
        for printing in card["printings"]:
            by_code[str(printing["code"])] = card
    return by_title, by_code, sorted(by_title)


def _lookup(title: str) -> dict[str, Any] | None:
    by_title = _cards()[0]
    folded = _core.fold_title(title)
    card = by_title.get(folded)
    if card is None:
        m = _SET_SUFFIX.match(title)
        if m:
            card = by_title.get(_core.fold_title(m.group(1)))
    if card is None:
        # A Standard card the engine does not hold yet: read, so that a deck check names it as
        # not implemented (a game refuses it).
        card = _core.standard_card(title)
    return card


def _slug(text: str) -> str:
    """Return NetrunnerDB's v3 card id of a title: folded, runs of other characters as '_'."""
    return re.sub(r"[^a-z0-9]+", "_", _core.fold_title(text)).strip("_")


@lru_cache(maxsize=1)
def _slugs() -> dict[str, dict[str, Any]]:
    """Return every card by its v3 id (:func:`_slug` of its title)."""
    return {_slug(card["title"]): card for card in _cards()[0].values()}


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Return every folded title, and each identity's short name (before ':'), to its title."""
    out: dict[str, str] = {}
    for folded, card in _cards()[0].items():
        out.setdefault(folded, card["title"])
        short = folded.split(":")[0].strip()
        if short and short != folded:
            out.setdefault(short, card["title"])
    return out


def _closest(title: str) -> str:
    """Return "; did you mean 'X'?" for the known title closest to `title`, or ""."""
    names = _names()
    folded = _core.fold_title(title)
    if folded:
        for name, full in names.items():
            if name.startswith(folded) and len(folded) >= 4:
                return f"; did you mean {full!r}?"
    near = difflib.get_close_matches(folded, list(names), n=1, cutoff=0.6)
    return f"; did you mean {names[near[0]]!r}?" if near else ""


def _unmark(line: str) -> str:
    """Return `line` without NetrunnerDB's Markdown and BBCode markup (a link is its text)."""
    line = _BB_URL.sub(r"\1", line)
    line = _BB_TAG.sub("", line)
    line = _MD_LINK.sub(r"\1", line)
    line = _MD_EMPHASIS.sub(r"\1", line)
    line = _URL.sub("", line)
    return _BULLET.sub("", line)


def _clean(line: str) -> str:
    line = _unmark(line)
    for mark in ("#", "//"):
        cut = line.find(mark)
        if cut >= 0:
            line = line[:cut]
    line = line.translate({ord(c): " " for c in _DOTS})
    return " ".join(line.split())


def _is_header(line: str) -> bool:
    text = re.sub(r"\(\s*\d+\s*\)$", "", line).strip().rstrip(":").strip().lower()
    return text in _HEADER_WORDS


def _split(line: str) -> tuple[int | None, str]:
    m = _COUNT_FIRST.match(line)
    if m:
        digits, title = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        return _count(digits), title.strip()
    m = _COUNT_LAST.match(line)
    if m and _lookup(m.group(1)) is not None:
        return _count(m.group(2) or m.group(3)), m.group(1).strip()
    return None, line


def _count(digits: str) -> int:
    value = digits.lstrip("0")
    if len(value) > 4 or (value and int(value) > MAX_DECK_CARDS):
        raise ValueError(
            f"a count of {digits[:12]} copies is more than the {MAX_DECK_CARDS} cards a deck "
            "may hold"
        )
    return int(value or "0")


def parse_decklist(text: str, source: str = "<decklist>", name: str = "") -> Deck:
    """Read decklist text in the formats players exchange (see the module docs).

    `source` names the text in errors (a file name); `name` names the deck (else the name
    line of the text, if any). Raises :class:`DeckError` with ``source:line`` for a line that
    names no card (suggesting the closest title), a count with no title, a count above
    :data:`~nr_fast.deck.MAX_DECK_CARDS`, and a decklist with no identity.
    """
    if not isinstance(text, str):
        raise TypeError(f"decklist text is a str, not {type(text).__name__}")
    identity: str | None = None
    text_name: str | None = None
    cards: dict[str, int] = {}
    total = 0
    name_line = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        where = f"{source}:{number}"
        heading = _MD_HEADING.match(raw)
        if heading:
            # A Markdown heading (NetrunnerDB's "## Deck name", "###Agenda (9)"): the deck's
            # name before the identity, else a section header; never a card.
            line = _clean(raw[heading.end() :])
            if line and identity is None and text_name is None and not _is_header(line):
                text_name = line
            continue
        line = _clean(raw)
        if identity is None and line.lower().startswith("identity:"):
            rest = line[9:].strip()
            if not rest:
                raise DeckError(
                    f"{where}: the identity line names no identity (write e.g. "
                    "'Identity: Noise: Hacker Extraordinaire')"
                )
            card = _lookup(rest)
            if card is None:
                raise DecklistCardError(f"{where}: unknown identity {rest[:60]!r}{_closest(rest)}")
            identity = card["title"]
            continue
        if not line or _FOOTER.match(line) or _is_header(line):
            continue
        try:
            count, title = _split(line)
        except ValueError as exc:
            raise DeckError(f"{where}: {exc}") from None
        if not title or re.fullmatch(r"\d+\s*[xX\u00d7]?", line):
            raise DeckError(f"{where}: a count with no card title")
        card = _lookup(title)
        if card is None:
            if identity is None and count is None and text_name is None:
                text_name = title  # a name line before the identity
                name_line = f" ({where}, {title[:60]!r}, names no card)"
                continue
            raise DecklistCardError(f"{where}: unknown card {title[:60]!r}{_closest(title)}")
        if card["type"] == "identity":
            if identity is not None and card["title"] != identity:
                raise DeckError(
                    f"{where}: a second identity, {card['title']} (the first is {identity})"
                )
            identity = card["title"]
            continue
        n = 1 if count is None else count
        total += n
        if total > MAX_DECK_CARDS:
            raise DeckError(
                f"{where}: the deck lists more than {MAX_DECK_CARDS} cards, more than a game holds"
            )
        cards[card["title"]] = cards.get(card["title"], 0) + n
    if identity is None:
        raise DeckError(
            f"{source}: no identity{name_line} (write e.g. 'Identity: Noise: Hacker "
            "Extraordinaire')"
        )
    return Deck(identity=identity, cards=tuple(cards.items()), name=name or text_name or "")


def parse_nrdb_json(data: str | Mapping[str, Any], source: str = "<json>", name: str = "") -> Deck:
    """Read a NetrunnerDB decklist JSON export (text or parsed), see the module docs.

    Cards are given by code (``"01001"``) or by v3 card id (``"hedge_fund"``); the identity is
    the card of type identity among them. Raises :class:`DeckError` naming `source` for JSON
    that is not a decklist, an unknown code, no identity or bad counts.
    """
    if isinstance(data, str):
        try:
            parsed: Any = json.loads(data)
        except json.JSONDecodeError as exc:
            raise DeckError(f"{source}:{exc.lineno}: not valid JSON: {exc.msg}") from None
    else:
        parsed = data
    deck = _nrdb_object(parsed)
    if deck is None:
        raise DeckError(f"{source}: not a NetrunnerDB decklist (expected 'cards' or 'card_slots')")
    slots = deck.get("cards", deck.get("card_slots"))
    if not isinstance(slots, Mapping):
        raise DeckError(f"{source}: the decklist's cards must be an object {{code: count}}")
    identity: str | None = None
    identity_id = deck.get("identity_card_id")
    if identity_id is not None:
        card = _json_card(identity_id)
        shown = str(identity_id)[:40]
        if card is None:
            raise DecklistCardError(f"{source}: unknown identity {shown!r}{_closest(shown)}")
        if card["type"] != "identity":
            raise DeckError(f"{source}: the identity {shown!r} is {card['title']}, not an identity")
        identity = card["title"]
    cards: dict[str, int] = {}
    total = 0
    for key, count in slots.items():
        card = _json_card(key)
        if card is None:
            key_text = str(key)[:40]
            raise DecklistCardError(f"{source}: unknown card code {key_text!r}{_closest(key_text)}")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise DeckError(
                f"{source}: the count of {card['title']!r} must be a non-negative integer"
            )
        if card["type"] == "identity":
            identity = card["title"]
            continue
        total += count
        if total > MAX_DECK_CARDS:
            raise DeckError(f"{source}: the deck lists more than {MAX_DECK_CARDS} cards")
        cards[card["title"]] = cards.get(card["title"], 0) + count
    if identity is None:
        raise DeckError(f"{source}: the decklist has no identity card")
    title = deck.get("name")
    return Deck(
        identity=identity,
        cards=tuple(cards.items()),
        name=name or (title if isinstance(title, str) else ""),
    )


def _json_card(key: object) -> dict[str, Any] | None:
    """Return the card a NetrunnerDB JSON key names: a code or a v3 card id.

    A Standard card the engine does not hold yet is found by its code too (a deck check names
    it as not implemented).
    """
    text = str(key)
    return _cards()[1].get(text) or _slugs().get(_slug(text)) or _core.standard_card(text)


def _nrdb_object(parsed: Any) -> Mapping[str, Any] | None:
    """Return the decklist object inside a NetrunnerDB answer, or None."""
    if not isinstance(parsed, Mapping):
        return None
    if "cards" in parsed or "card_slots" in parsed:
        return parsed
    data = parsed.get("data")
    if isinstance(data, list) and data:
        data = data[0]
    if isinstance(data, Mapping):
        attributes = data.get("attributes")
        if isinstance(attributes, Mapping) and "card_slots" in attributes:
            return {**attributes, "name": attributes.get("name", "")}
        if "cards" in data or "card_slots" in data:
            return data
    return None


def parse_deck_text(text: str, source: str = "<decklist>", name: str = "") -> Deck:
    """Read decklist text of either kind.

    NetrunnerDB JSON (text starting with ``{``) or the text formats of :func:`parse_decklist`.
    `source` names the text in errors.
    """
    if not isinstance(text, str):
        raise TypeError(f"decklist text is a str, not {type(text).__name__}")
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith("{"):
        return parse_nrdb_json(text, source=source, name=name)
    return parse_decklist(text, source=source, name=name)


def read_decklist(path: str | os.PathLike[str]) -> Deck:
    """Read a decklist file: NetrunnerDB JSON (``.json``, or text starting with ``{``) or text.

    The deck is named after the file (without its extension).
    """
    shown = os.fspath(path)
    try:
        with open(path, encoding="utf-8-sig") as f:
            text = f.read()
    except OSError as exc:
        raise DeckError(f"cannot read decklist {shown!r}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise DeckError(f"cannot read decklist {shown!r}: not UTF-8 text") from None
    stem = os.path.splitext(os.path.basename(shown))[0]
    if shown.lower().endswith(".json"):
        deck = parse_nrdb_json(text, source=shown)
        return deck.named(stem)
    return parse_deck_text(text, source=shown).named(stem)
