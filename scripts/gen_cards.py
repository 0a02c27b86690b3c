"""Regenerate data/cards.json (stats only, no card text) from the sets in ../shared/cards (the Core
Set `core.json`, then System Gateway `sg.json`, then System Update 2021 `su21.json`, then
Elevation `elev.json` and Vantage Point `vp.json`), with the number of rulings each card has in
../shared/cards/rulings.json and rulings_2022_2026.json.

A reprint (a title an earlier set already has, e.g. Hedge Fund in System Gateway) is not a new
card: its row stays the first printing's, and lists the later printing under `printings`
(`{"set": "sg", "code": "30075"}`), so decklists by either code and formats by either set know it.

Each card's `summary` (what the card does, in the project's own words, never the printed text) is
written by hand in data/cards.json itself; regenerating keeps the summaries already there (by card
code), so that file stays their one source.

Usage: python scripts/gen_cards.py [path/to/shared/cards]
"""

import json
import pathlib
import sys

FIELDS = {
    "code": "code",
    "title": "stripped_title",
    "side": "side_code",
    "faction": "faction_code",
    "type": "type_code",
    "cost": "cost",
    "strength": "strength",
    "advancement_requirement": "advancement_cost",
    "agenda_points": "agenda_points",
    "trash_cost": "trash_cost",
    "memory_cost": "memory_cost",
    "influence": "faction_cost",
    "quantity": "quantity",
    "deck_limit": "deck_limit",
    "unique": "uniqueness",
    "base_link": "base_link",
    "minimum_deck_size": "minimum_deck_size",
    "influence_limit": "influence_limit",
}

# The set files read, oldest first (a later printing of a title is a reprint).
SETS = ["core.json", "sg.json", "su21.json", "elev.json", "vp.json"]


def main() -> None:
    src = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/cards")
    dest = pathlib.Path(__file__).resolve().parent.parent / "data" / "cards.json"
    summaries = {}
    if dest.exists():
        summaries = {r["code"]: r["summary"] for r in json.loads(dest.read_text()) if "summary" in r}
    rulings = json.loads((src / "rulings.json").read_text())
    # The later sets' rulings (none of them names a card of the 2021 pool: checked by the sets'
    # tests), by title as well.
    for title, items in json.loads((src / "rulings_2022_2026.json").read_text()).items():
        rulings.setdefault(title, items)
    out = []
    by_title: dict[str, dict] = {}
    for set_file in SETS:
        for card in sorted(json.loads((src / set_file).read_text()), key=lambda c: c["code"]):
            if card["stripped_title"] in by_title:
                first = by_title[card["stripped_title"]]
                first.setdefault("printings", []).append(
                    {"set": card["pack_code"], "code": card["code"]}
                )
                continue
            row = _row(card, rulings, summaries)
            by_title[row["title"]] = row
            out.append(row)
    out.sort(key=lambda r: r["code"])
    dest.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} cards to {dest}")


def _row(card: dict, rulings: dict, summaries: dict) -> dict:
    """The facts of one card (no text), its rulings count and its summary kept from before."""
    row = {k: card[v] for k, v in FIELDS.items() if card.get(v) is not None}
    row["subtypes"] = [s.strip() for s in card.get("keywords", "").split(" - ") if s.strip()]
    row["set"] = card["pack_code"]
    # How many official rulings the card database has for the card (each needs a test).
    row["rulings"] = len(rulings.get(card["title"], rulings.get(card["stripped_title"], [])))
    if card["code"] in summaries:
        row["summary"] = summaries[card["code"]]
    return row


if __name__ == "__main__":
    main()
