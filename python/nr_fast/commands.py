"""Choosing an action by what a player types: a number, a label, or a command like ``run hq``.

Shared by ``nr-fast play`` (:mod:`nr_fast.interactive`) and the text seat for language-model
agents (:mod:`nr_fast.text_seat`). A typed command is a kind of action followed by its fields,
resolved like :meth:`Game.find <nr_fast.Game.find>` (and so :meth:`Game.do <nr_fast.Game.do>`):

- the kind, its words separated by spaces or underscores (``click credit``, ``jack out``, ``run``,
  ``install``, ``pass``, ...), or a short form (``credit``, ``draw``, ``continue``);
- then, in any order: a server (``hq``, ``rd``, ``r&d``, ``archives``, ``remote1`` or
  ``server 1``, ``new remote`` or ``new server``), numbers (the ``target``; for ``bid`` the
  ``amount``) and a card title (the remaining words; any case, with or without accents, or the
  start of a title when only one title of the legal actions starts so: ``ability Armitage``).
  Small words (``on``, ``in``, ``with``, ``to``) are ignored.

Only the deciding player's legal actions are searched, so nothing here reveals a card the player
may not know.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import _core
from ._core import ACTION_KINDS, Action
from .errors import NrFastError
from .render import table_words

__all__ = ["ActionNumbering", "CommandError", "resolve_command"]

#: Short forms of action kinds a player may type.
_ALIASES = {
    "credit": "click_credit",
    "gain credit": "click_credit",
    "draw": "click_draw",
    "click draw": "click_draw",
    "continue": "pass",
    "done": "pass",
    "jackout": "jack_out",
}
#: Servers as players may type them (besides the engine's names, ``remote2``, and ``server 2``).
_SERVER_NAMES = {
    "r&d": "rd",
    "r_&_d": "rd",
    "newremote": "new_remote",
    "new_server": "new_remote",
    "new_remote_server": "new_remote",
}
#: Words that join a command's parts and carry no meaning.
_FILLER = frozenset({"on", "in", "into", "with", "to", "at", "the", "a", "from", "protecting"})


class CommandError(NrFastError, ValueError):
    """A typed command matches no legal action, or several: the message says which."""


def _fold(text: str) -> str:
    return " ".join(_core.fold_title(text).split())


def _kind(words: list[str]) -> tuple[str | None, list[str]]:
    """Split the leading kind (longest match first) off `words`."""
    for n in (3, 2, 1):
        if len(words) < n:
            continue
        head = " ".join(words[:n]).lower()
        kind = _ALIASES.get(head, head.replace(" ", "_").replace("-", "_"))
        if kind in ACTION_KINDS:
            return kind, words[n:]
    return None, words


def _server(words: list[str]) -> tuple[int | None, list[str]]:
    """Take a server name off the end (or the start) of `words`; return its id."""
    candidates = []
    if len(words) >= 2:
        candidates.append((len(words) - 2, len(words)))
        candidates.append((0, 2))
    if words:
        candidates.append((len(words) - 1, len(words)))
        candidates.append((0, 1))
    for start, end in candidates:
        name = "_".join(words[start:end]).lower()
        name = _SERVER_NAMES.get(name, name)
        if name.startswith("server_") and name[7:].isdigit():
            name = f"remote{name[7:]}"  # "server 2", as the board names it
        server = _core.parse_server(name)
        if server is not None:
            return server, words[:start] + words[end:]
    return None, words


def resolve_command(text: str, actions: Sequence[Action]) -> Action:
    """Return the one action of `actions` (the legal ones) that the typed `text` means.

    `text` is a label (compared as players write titles) or a command (see the module's doc).
    Raises :class:`CommandError` naming the matching candidates when there are several, or the
    reason when there is none.
    """
    said = text.strip()
    if not said:
        raise CommandError("nothing was typed")
    folded = _fold(said)
    by_label = [a for a in actions if folded in (_fold(a.label), _fold(table_words(a.label)))]
    if len(by_label) == 1:
        return by_label[0]
    words = [w for w in said.replace(",", " ").split() if w.lower() not in _FILLER]
    kind, rest = _kind(words)
    if kind is None:
        raise CommandError(
            f"{said!r} is not a number, a label or a command: a command starts with the "
            f"kind of action ({', '.join(sorted({a.kind for a in actions}))})"
        )
    server, rest = _server(rest)
    numbers = [int(w) for w in rest if w.isdigit()]
    title_words = [w for w in rest if not w.isdigit()]
    if len(numbers) > 1:
        raise CommandError(f"{said!r} has more than one number")
    number = numbers[0] if numbers else None
    title = _fold(" ".join(title_words)) if title_words else None
    server_label = None if server is None else _core.server_name(server)

    def matches(a: Action) -> bool:
        if a.kind != kind:
            return False
        if server_label is not None and a.server != server_label:
            return False
        return number is None or (a.amount if kind == "bid" else a.target) == number

    found = [a for a in actions if matches(a)]
    if title is not None:
        found = _by_title(found, title, said)
    if len(found) == 1:
        return found[0]
    if not found:
        of_kind = [a for a in actions if a.kind == kind]
        if not of_kind:
            raise CommandError(f"no {kind!r} action is legal now")
        raise CommandError(
            f"no legal {kind!r} action matches {said!r}; the {kind!r} actions are: "
            + "; ".join(a.label for a in of_kind)
        )
    raise CommandError(
        f"{said!r} matches {len(found)} actions; say more (a server, a number) or pick one of: "
        + "; ".join(a.label for a in found)
    )


def _by_title(found: list[Action], title: str, said: str) -> list[Action]:
    """Keep the actions whose card is `title` (folded), or else whose title starts with it.

    A start that several titles share is refused, naming them.
    """
    exact = [a for a in found if a.card_title is not None and _fold(a.card_title) == title]
    if exact:
        return exact
    prefixed = [
        a for a in found if a.card_title is not None and _fold(a.card_title).startswith(title)
    ]
    titles = sorted({str(a.card_title) for a in prefixed})
    if len(titles) > 1:
        raise CommandError(f"{said!r} could be any of {', '.join(titles)}: type more of the title")
    return prefixed


class ActionNumbering:
    """Numbers for legal actions that stay the same from one prompt to the next.

    An action keeps its number for as long as it stays legal in prompts of the same kind of
    decision (so "click: gain 1 credit" is the same number all through the action phase); a new
    action takes the lowest number free. Numbers start at 1.
    """

    def __init__(self) -> None:
        self._tables: dict[str, dict[int, int]] = {}

    def number(self, decision: str, actions: Sequence[Action]) -> list[tuple[int, Action]]:
        """Return `actions` numbered, in the order of their numbers."""
        table = self._tables.setdefault(decision, {})
        legal = {a.code for a in actions}
        for code in [c for c in table if c not in legal]:
            del table[code]
        used = set(table.values())
        free = (n for n in range(1, len(actions) + len(used) + 2) if n not in used)
        for a in actions:
            if a.code not in table:
                table[a.code] = next(free)
        return sorted(((table[a.code], a) for a in actions), key=lambda pair: pair[0])

    def reset(self) -> None:
        """Forget every number (after an undo, say)."""
        self._tables.clear()
