"""Regenerate data/formats.json (facts only, no card text) from ../shared/cards: today's Startup and
Standard formats (their sets, by the project's set codes, and their newest restriction lists:
banned titles, Startup's limit on 3-point agendas), and the titles of the Standard sets the card
table does not hold yet (Downfall to Rebellion Without Rehearsal), so that a Standard decklist
naming one of them is told "not implemented yet", not "unknown card".

Usage: python scripts/gen_formats.py [path/to/shared/cards]
"""

import json
import pathlib
import sys

# The Standard sets beyond Startup's, whose cards the card table does not hold (yet).
OTHER_STANDARD_SETS = ["df", "ur", "urbp", "ms", "msbp", "ph", "tai", "rwr"]


def main() -> None:
    src = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/cards")
    root = pathlib.Path(__file__).resolve().parent.parent
    dest = root / "data" / "formats.json"
    packs = json.loads((src / "packs.json").read_text())
    # formats.json names sets as lower-case words joined by "_" ("system_gateway").
    by_name = {p["name"].lower().replace(" ", "_").replace("-", "_"): p["code"] for p in packs}
    formats = json.loads((src / "formats.json").read_text())
    out: dict = {"formats": {}}
    for key in ("startup", "standard"):
        f = formats[key]
        r = f["restriction"]
        out["formats"][key] = {
            "name": f["name"],
            "sets": sorted(by_name[s] for s in f["card_sets"]),
            "restriction": {
                "id": r["id"],
                "name": r["name"],
                "date_start": r["date_start"],
                "banned": sorted(r.get("banned", [])),
                "max_3_point_agendas": r.get("max_3_point_agendas"),
            },
        }
    table = {r["title"] for r in json.loads((root / "data" / "cards.json").read_text())}
    pool: dict[str, dict] = {}
    for set_code in OTHER_STANDARD_SETS:
        for card in sorted(json.loads((src / f"{set_code}.json").read_text()), key=lambda c: c["code"]):
            title = card["stripped_title"]
            if title in table or title in pool:
                continue  # a reprint (the booster packs' cards are reprinted in the big sets)
            pool[title] = {
                "title": title,
                "code": card["code"],
                "set": card["pack_code"],
                "side": card["side_code"],
                "type": card["type_code"],
                "faction": card["faction_code"],
                "influence": card.get("faction_cost") or 0,
                "agenda_points": card.get("agenda_points") or 0,
                "deck_limit": card.get("deck_limit") or 3,
                "minimum_deck_size": card.get("minimum_deck_size") or 0,
                "influence_limit": card.get("influence_limit"),
            }
    out["unimplemented_standard_cards"] = sorted(pool.values(), key=lambda c: c["code"])
    dest.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote 2 formats and {len(pool)} Standard titles outside the card table to {dest}")


if __name__ == "__main__":
    main()
