"""Issue 24: the web table tells the game in the words the rest of the table uses, once: no
bot passes or forced passes in the log (the events tell what followed), servers named as the
board names them (HQ, R&D, Archives, Server 2) in labels and log lines alike."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx2")

from starlette.testclient import TestClient

from nr_fast.web.app import create_app

RAW_SERVER = re.compile(r"\b(remote\d+|new_remote|hq|rd|archives)\b")


@pytest.mark.parametrize(("side", "seed"), [("runner", 3), ("corp", 4)])
def test_the_log_and_the_labels_use_the_tables_words(side: str, seed: int) -> None:
    client = TestClient(create_app())
    rng = random.Random(seed)
    other = "Corp" if side == "runner" else "Runner"
    body = {"side": side, "seed": seed, "corp": "weyland", "runner": "criminal"}
    view: dict[str, Any] = client.post("/api/games", json=body).json()
    labels: list[str] = []
    for _ in range(600):
        if view["over"]:
            break
        if view["pending"]:
            view = client.post(f"/api/games/{view['id']}/step", json={}).json()
            continue
        labels += [a["label"] for a in view["actions"]]
        pick = rng.choice(view["actions"])
        act = {"side": side, "code": pick["code"], "version": view["version"]}
        view = client.post(f"/api/games/{view['id']}/act", json=act).json()
    log = [item["text"] for item in client.get(f"/api/games/{view['id']}").json()["log"]]
    assert len(log) > 100 and labels
    moves = [line for line in log if line.startswith(f"{other}: ")]
    assert moves, "the bot's moves are told"
    assert not [m for m in moves if m.startswith((f"{other}: pass", f"{other}: do not "))]
    assert not [line for line in log if "(the only choice, taken)" in line]
    assert not [text for text in log + labels if RAW_SERVER.search(text)]
    assert any("HQ" in text for text in log + labels)
