"""The board as text, as a side sees it.

:func:`render_view` turns a state or observation dict into lines that read like the
table (servers in the order HQ, R&D, Archives, remotes; ice outermost first with its strength
and subroutines when known; credits, clicks, tags, points; hands; the rig; score areas; the run
in progress and the last run).

It reads only the dict it is given, so rendering ``game.observation(side)`` can show nothing that
side may not know. :meth:`nr_fast.Game.render` is the usual entry point.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["render_view", "server_title", "table_words"]

_CENTRAL = {"hq": "HQ", "rd": "R&D", "archives": "Archives"}

# How a run ended early, by `end_reason`.
_ENDED = {
    "ended": "unsuccessful (ended)",
    "jacked_out": "unsuccessful (jacked out)",
    "server_ceased": "ended (the server ceased to exist)",
}


def server_title(name: str) -> str:
    """Return a server's name as players say it: ``"hq"`` is HQ, ``"remote2"`` Server 2."""
    if name in _CENTRAL:
        return _CENTRAL[name]
    if name.startswith("remote") and name[6:].isdigit():
        return f"Server {name[6:]}"
    return name


_SERVER_WORD = re.compile(r"\b(new_remote|remote(\d+)|hq|rd|archives)\b")


def table_words(text: str) -> str:
    """Return `text` (an action's label, a log line) with servers named as the board names them.

    The engine's names (``hq``, ``rd``, ``archives``, ``remote2``, ``new_remote``) become HQ,
    R&D, Archives, Server 2 and "a new server", so one server has one name everywhere a player
    reads (:func:`server_title`). Titles are left alone: only lowercase whole words change.
    """

    def name(match: re.Match[str]) -> str:
        word = match.group(1)
        return "a new server" if word == "new_remote" else server_title(word)

    return _SERVER_WORD.sub(name, text)


def _server_order(name: str) -> tuple[int, int]:
    order = list(_CENTRAL)
    if name in order:
        return (order.index(name), 0)
    digits = name[6:] if name.startswith("remote") else ""
    return (len(order), int(digits) if digits.isdigit() else 0)


def _counted(n: int, noun: str, plural: str | None = None) -> str:
    if n == 1:
        return f"1 {noun}"
    return f"{n} {plural or noun + 's'}"


def _side(side: object) -> str:
    return {"corp": "Corp", "runner": "Runner"}.get(str(side), str(side))


def _title(card: Mapping[str, Any], hidden: str = "a hidden card") -> str:
    title = card.get("title")
    return str(title) if title is not None else hidden


class _Board:
    """Renders one view dict; knows every installed card by id to name hosts and choices."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.by_id: dict[int, Mapping[str, Any]] = {}
        corp = view.get("corp", {})
        for server in corp.get("servers", {}).values():
            for card in [*server.get("ice", []), *server.get("root", [])]:
                self.by_id[card["id"]] = card
        for card in view.get("runner", {}).get("rig", []):
            self.by_id[card["id"]] = card

    def name(self, card_id: Any, hidden: str = "a hidden card") -> str:
        card = self.by_id.get(card_id) if isinstance(card_id, int) else None
        if card is None:
            return hidden
        return _title(card, hidden)

    def facts(self, card: Mapping[str, Any], installed: bool = True) -> list[str]:
        """Return the facts in parentheses after a card's name: rezzed, strength, tokens, ..."""
        out: list[str] = []
        # A facedown card the viewer does not know is named "unrezzed ..." already.
        if installed and "rezzed" in card and card.get("title") is not None:
            out.append("rezzed" if card["rezzed"] else "unrezzed")
        if "strength" in card:
            out.append(f"strength {card['strength']}")
        if card.get("boost"):
            out.append(f"+{card['boost']} boost")
        if card.get("advancement"):
            out.append(_counted(card["advancement"], "advancement token"))
        if card.get("credits") or card.get("recurring_credits"):
            if card.get("recurring_credits"):
                text = f"{card.get('credits', 0)} of {card['recurring_credits']} recurring credits"
            else:
                text = _counted(card.get("credits", 0), "credit")
            out.append(text)
        for key, noun in (
            ("virus", "virus counter"),
            ("power", "power counter"),
            ("agenda_counters", "agenda counter"),
        ):
            if card.get(key):
                out.append(_counted(card[key], noun))
        if "host" in card:
            out.append(f"hosted on {self.name(card['host'])}")
        if "chosen" in card:
            chosen = card.get("chosen_title") or self.name(card["chosen"], "an unknown card")
            out.append(f"chose {chosen}")
        if card.get("gained_subtypes"):
            out.append("gained " + ", ".join(card["gained_subtypes"]))
        return out

    def card_line(self, card: Mapping[str, Any], hidden: str, installed: bool = True) -> str:
        facts = self.facts(card, installed)
        text = _title(card, hidden)
        if facts:
            text += f" ({', '.join(facts)})"
        subs = card.get("subroutines")
        if subs and installed:
            parts = []
            for i, sub in enumerate(subs):
                part = f"[{i}] {sub['text']}"
                if sub.get("broken"):
                    part += " (broken)"
                parts.append(part)
            text += ": " + " ".join(parts)
        return text

    def cards_inline(self, cards: Sequence[Any], hidden: str = "a hidden card") -> str:
        if not cards:
            return "none"
        names = []
        for card in cards:
            if isinstance(card, Mapping):
                names.append(self.card_line(card, hidden, installed=False))
            else:
                names.append(str(card) if card is not None else hidden)
        return ", ".join(names)

    # ----- parts of the board -----

    def header(self, side: str | None) -> list[str]:
        v = self.view
        who = "everything (both sides)" if side is None else f"as the {side.capitalize()} sees it"
        if v.get("winner"):
            reason = str(v.get("win_reason")).replace("_", " ")
            status = f"game over: the {_side(v['winner'])} won ({reason})"
        elif v.get("current_side"):
            status = f"the {_side(v['current_side'])} decides"
        else:
            status = str(v.get("decision")).replace("_", " ")
        active = _side(v.get("active"))
        return [f"Turn {v.get('turn')}, the {active}'s turn: {status}. Board {who}."]

    def pile(self, pile: Any, noun: str) -> str:
        """Describe a hand: a list (the owner's view) or {"count", "known"}."""
        if isinstance(pile, Mapping):
            text = _counted(pile.get("count", 0), "card")
            known = pile.get("known") or []
            if known:
                text += f" (known: {', '.join(known)})"
            return text
        cards = list(pile or [])
        if not cards:
            return "empty"
        return f"{_counted(len(cards), 'card')}: {self.cards_inline(cards)}"

    def deck(self, deck: Sequence[Any]) -> str:
        """Describe a deck, top card first: its size and the cards the viewer knows."""
        cards = list(deck or [])
        text = _counted(len(cards), "card")
        named = [
            (i, c if not isinstance(c, Mapping) else c.get("title")) for i, c in enumerate(cards)
        ]
        known = [(i, t) for i, t in named if t is not None]
        if known and len(known) == len(cards):
            text += f", top first: {', '.join(str(t) for _, t in known)}"
        elif known:
            places = (f"{t} {_ordinal(i + 1)} from the top" for i, t in known)
            text += "; known: " + ", ".join(places)
        return text

    def discard(self, cards: Sequence[Mapping[str, Any]]) -> str:
        """Describe a discard pile: the cards the viewer knows, and how many it does not."""
        if not cards:
            return "empty"
        known = [c for c in cards if c.get("title") is not None]
        parts = [
            self.card_line(c, "", installed=False)
            + ("" if c.get("faceup", True) else " (facedown)")
            for c in known
        ]
        text = _counted(len(cards), "card")
        if parts:
            text += ": " + ", ".join(parts)
        if len(known) < len(cards):
            text += f"; {len(cards) - len(known)} facedown"
        return text

    def corp(self) -> list[str]:
        c = self.view.get("corp", {})
        identity = _title(c.get("identity", {}), "?")
        facts = [
            _counted(c.get("credits", 0), "credit"),
            _counted(c.get("clicks", 0), "click"),
            _counted(c.get("agenda_points", 0), "agenda point"),
        ]
        if c.get("bad_publicity"):
            facts.append(f"{c['bad_publicity']} bad publicity")
        if "hand_size" in c:
            facts.append(f"maximum hand size {c['hand_size']}")
        lines = [f"Corp: {identity}: {', '.join(facts)}"]
        servers = c.get("servers", {})
        # The central servers with what they hold, then the remotes.
        contents = {
            "hq": f"hand: {self.pile(c.get('hq'), 'card')}",
            "rd": f"deck: {self.deck(c.get('rd', []))}",
            "archives": f"discard pile: {self.discard(c.get('archives', []))}",
        }
        for name in sorted({*servers, *contents}, key=_server_order):
            server = servers.get(name, {})
            ice = list(server.get("ice", []))
            root = list(server.get("root", []))
            if name not in contents and not ice and not root:
                continue
            head = f"  {server_title(name)}"
            lines.append(head + (f" ({contents[name]})" if name in contents else "") + ":")
            # Innermost first in the view; a player reads from the outside in.
            for card in reversed(ice):
                lines.append("    ice: " + self.card_line(card, "unrezzed ice"))
            for card in root:
                lines.append("    root: " + self.card_line(card, "unrezzed card"))
        lines.append(f"  score area: {self.cards_inline(c.get('score_area', []))}")
        return lines

    def runner(self) -> list[str]:
        r = self.view.get("runner", {})
        identity = _title(r.get("identity", {}), "?")
        facts = [
            _counted(r.get("credits", 0), "credit"),
            _counted(r.get("clicks", 0), "click"),
            _counted(r.get("tags", 0), "tag"),
            _counted(r.get("agenda_points", 0), "agenda point"),
        ]
        if r.get("brain_damage"):
            facts.append(f"{r['brain_damage']} brain damage")
        facts.append(f"link {r.get('link', 0)}")
        facts.append(f"memory {r.get('memory_used', 0)}/{r.get('memory_limit', 4)}")
        if "hand_size" in r:
            facts.append(f"maximum hand size {r['hand_size']}")
        lines = [f"Runner: {identity}: {', '.join(facts)}"]
        rig = r.get("rig", [])
        if rig:
            lines.append("  rig:")
            lines.extend("    " + self.card_line(card, "a hidden card") for card in rig)
        else:
            lines.append("  rig: empty")
        lines.append(f"  grip: {self.pile(r.get('grip'), 'card')}")
        if "set_aside" in r:
            # Ayla "Bios" Rahim's facedown cards: titles for the Runner, a count for the Corp.
            lines.append(f"  set aside: {self.pile(r['set_aside'], 'card')}")
        lines.append(f"  stack: {self.deck(r.get('stack', []))}")
        lines.append(f"  heap: {self.discard(r.get('heap', []))}")
        lines.append(f"  score area: {self.cards_inline(r.get('score_area', []))}")
        return lines

    def accessed(self, cards: Sequence[Mapping[str, Any]], total: int | None = None) -> str:
        if not cards:
            return "nothing accessed"
        parts = [
            f"{_title(c, 'an unknown card')} (from {server_title(str(c.get('from')))})"
            if c.get("from") != "root"
            else f"{_title(c, 'an unknown card')} (in the root)"
            for c in cards
        ]
        text = "accessed " + ", ".join(parts)
        if total is not None and total > len(cards):
            text += f" and {total - len(cards)} more"
        return text

    def run(self) -> list[str]:
        run = self.view.get("run")
        if not run:
            return []
        name = str(run.get("server"))
        parts = [f"Run on {server_title(name)}"]
        ice = self.view.get("corp", {}).get("servers", {}).get(name, {}).get("ice", [])
        encounter = run.get("encounter")
        if encounter is not None:
            card = self.by_id.get(encounter, {})
            strength = f" (strength {card['strength']})" if "strength" in card else ""
            parts.append(f"encountering {self.name(encounter, 'unrezzed ice')}{strength}")
        elif run.get("approached") and ice and not run.get("successful"):
            from_outside = len(ice) - int(run.get("position", 0))
            parts.append(f"at the {_ordinal(from_outside)} ice from the outside")
        if run.get("successful"):
            parts.append("successful")
        if run.get("ended"):
            parts.append(_ENDED.get(str(run.get("end_reason")), "ended"))
        if run.get("bad_publicity_credits"):
            parts.append(_counted(run["bad_publicity_credits"], "bad publicity credit") + " left")
        if run.get("accessed"):
            parts.append(self.accessed(run["accessed"]))
        return ["; ".join(parts) + "."]

    def last_run(self) -> list[str]:
        last = self.view.get("last_run")
        if not last:
            return []
        if last.get("successful"):
            how = "successful"
        else:
            how = _ENDED.get(str(last.get("end_reason")), "unsuccessful")
        accessed = self.accessed(last.get("accessed", []), last.get("accessed_count"))
        server = server_title(str(last.get("server")))
        return [f"Last run (turn {last.get('turn')}): {server}, {how}; {accessed}."]


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def render_view(view: Mapping[str, Any], side: str | None = None) -> str:
    """Return the board described by `view` as text.

    `view` is :meth:`nr_fast.Game.state` (``side=None``) or :meth:`nr_fast.Game.observation`
    of `side`; only what it contains is shown. Ice is listed outermost first, subroutines
    numbered from 0 as action targets count them.
    """
    board = _Board(view)
    lines = board.header(side)
    lines += board.corp()
    lines += board.runner()
    lines += board.run()
    lines += board.last_run()
    return "\n".join(lines)
