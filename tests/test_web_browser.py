"""The web table end to end in a real headless browser (issue 17): Chromium driven by Selenium
plays against the heuristic bot by clicking until a run and an access happen, undoes once, and
wins a short scenario game; any JavaScript error in the console fails the test.

Needs the 'web' extra, Selenium, and Debian's chromium and chromium-driver
(scripts/check_web.sh installs them). With NR_FAST_WEB_SCREENSHOTS=DIR the mid-game table is
also saved there (docs/web-table.png is made so).
"""

from __future__ import annotations

import os
import random
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
uvicorn = pytest.importorskip("uvicorn")
webdriver = pytest.importorskip("selenium.webdriver")

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

from nr_fast.web.app import create_app  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
# scripts/check_web.sh sets NR_FAST_WEB_BROWSER=required: there a missing browser fails.
pytestmark = pytest.mark.skipif(
    (CHROMIUM is None or CHROMEDRIVER is None)
    and os.environ.get("NR_FAST_WEB_BROWSER") != "required",
    reason="needs chromium and chromium-driver (scripts/check_web.sh installs them)",
)

# The Runner to act with 6 points; a Nisei MK II on top of R&D: one run wins.
ROOT = Path(__file__).resolve().parent.parent
WIN_SCENARIO = ROOT / "tests" / "scenarios" / "runner_wins_in_one_run.json"


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    port = 0
    config = uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    port = srv.servers[0].sockets[0].getsockname()[1]  # port 0: the system chose one
    yield f"http://127.0.0.1:{port}/"
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture
def browser() -> Iterator[Any]:
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(arg)
    options.add_argument("--window-size=1400,1000")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path=str(CHROMEDRIVER))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_script_timeout(30)
    try:
        yield driver
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert errors == [], f"JavaScript errors in the console: {errors}"
    finally:
        driver.quit()


def _wait(driver: Any, test: Callable[[], Any], what: str, timeout: float = 30.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = test()
        if value:
            return value
        if time.monotonic() > deadline:
            shown = driver.find_element(By.ID, "message").text
            raise AssertionError(f"timed out waiting for {what}; the page says {shown!r}")
        time.sleep(0.05)


def _view(driver: Any) -> dict[str, Any] | None:
    """The last view the page got, once it is idle and waiting for the human (or the end)."""
    view: dict[str, Any] | None = driver.execute_script(
        "const t = window.nrTable;"
        "return t && t.view && !t.busy && (t.view.deciding || t.view.over) ? t.view : null;"
    )
    return view


def _log(driver: Any) -> list[str]:
    return [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#log li")]


def _click_action(driver: Any, code: int) -> None:
    driver.find_element(By.CSS_SELECTOR, f"#actions button[data-code='{code}']").click()


def _choose(view: dict[str, Any], turn_runs: set[int], ice: bool = False) -> dict[str, Any]:
    """A sensible click: keep, run once a turn on a server without ice (with ice if `ice`),
    take what a run offers."""
    actions: list[dict[str, Any]] = view["actions"]
    by_kind: dict[str, dict[str, Any]] = {str(a["kind"]): a for a in reversed(actions)}
    if "keep" in by_kind:
        return by_kind["keep"]
    runs = [a for a in actions if a["kind"] == "run" and a["server"] != "new_remote"]
    if runs and view["turn"] not in turn_runs:
        servers: dict[str, Any] = view["observation"]["corp"]["servers"]
        open_ = [a for a in runs if bool(servers.get(a["server"], {}).get("ice")) == ice]
        turn_runs.add(view["turn"])
        chosen: dict[str, Any] = (open_ or runs)[0]
        return chosen
    for kind in ("access", "steal", "break", "pass"):
        if kind in by_kind:
            return by_kind[kind]
    useful = [a for a in actions if a["kind"] in ("click_credit", "play", "install")]
    return (useful or actions)[0]


def test_a_game_against_the_heuristic_bot_by_clicking(server: str, browser: Any) -> None:
    browser.get(server)
    _wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "select.deck option"), "decks")
    form = browser.find_element(By.ID, "new-game")
    Select(form.find_element(By.NAME, "side")).select_by_value("runner")
    Select(form.find_element(By.NAME, "opponent")).select_by_value("heuristic")
    Select(form.find_element(By.NAME, "corp")).select_by_value("weyland")
    Select(form.find_element(By.NAME, "runner")).select_by_value("criminal")
    form.find_element(By.NAME, "seed").send_keys("7")
    browser.find_element(By.ID, "start").click()
    _wait(browser, lambda: _view(browser), "the first decision")
    assert "You are the Runner against heuristic" in browser.find_element(By.ID, "status").text

    turn_runs: set[int] = set()
    clicked_card = undone = False
    target = os.environ.get("NR_FAST_WEB_SCREENSHOTS")
    shot = not target
    for _ in range(400):
        view = _wait(browser, lambda: _view(browser), "a decision")
        log = "\n".join(_log(browser))
        if "accesses" in log and "runs on" in log and undone and shot and view["turn"] >= 4:
            break
        assert not view["over"], "the game ended before a run and an access"
        if not clicked_card:
            # A card with actions is clicked, and its action taken from the card panel.
            cards = browser.find_elements(By.CSS_SELECTOR, "#you .card.actionable")
            if cards and view["decision"] == "action":
                cards[0].click()
                buttons = _wait(
                    browser,
                    lambda: browser.find_elements(By.CSS_SELECTOR, "#card-actions button"),
                    "the card's actions",
                )
                _wait(
                    browser,
                    lambda: browser.find_element(By.CSS_SELECTOR, "#card-info pre"),
                    "the card's description",
                )
                buttons[0].click()
                clicked_card = True
                continue
        if not shot and view["turn"] >= 6 and view["encounter"]:
            browser.save_screenshot(str(Path(str(target)) / "web-table.png"))
            shot = True
        if not undone and view["can_undo"] and view["turn"] >= 2:
            before = view["version"]
            browser.find_element(By.ID, "undo").click()
            _wait(
                browser,
                lambda: "Took back" in browser.find_element(By.ID, "message").text,
                "the undo",
            )
            after = _wait(browser, lambda: _view(browser), "a decision after the undo")
            assert after["version"] > before and after["epoch"] == view["epoch"] + 1
            undone = True
            continue
        want_ice = not shot and view["turn"] >= 6
        _click_action(browser, _choose(view, turn_runs, want_ice)["code"])
    else:
        raise AssertionError("no run with an access in 400 clicks")
    lines = _log(browser)
    assert any("accesses" in x for x in lines) and any("runs on" in x for x in lines)
    assert clicked_card and undone
    # The table shows the Corp's servers, the rig and the board as text.
    assert browser.find_elements(By.CSS_SELECTOR, "#opponent .server[data-server='hq']")
    assert "R&D" in browser.find_element(By.ID, "board-text").get_attribute("textContent")


def test_a_short_scenario_game_is_won(server: str, browser: Any) -> None:
    browser.get(server)
    _wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "select.deck option"), "decks")
    form = browser.find_element(By.ID, "new-game")
    Select(form.find_element(By.NAME, "from")).select_by_value("scenario")
    area = form.find_element(By.NAME, "position")
    assert area.is_displayed()
    browser.execute_script("arguments[0].value = arguments[1];", area, WIN_SCENARIO.read_text())
    browser.find_element(By.ID, "start").click()
    view = _wait(browser, lambda: _view(browser), "the first decision")
    run = next(a for a in view["actions"] if a["kind"] == "run" and a["server"] == "rd")
    _click_action(browser, run["code"])
    for _ in range(20):
        view = _wait(browser, lambda: _view(browser), "a decision")
        if view["over"]:
            break
        steal = [a for a in view["actions"] if "steal" in a["label"]]
        _click_action(browser, (steal or view["actions"])[0]["code"])
    status = browser.find_element(By.ID, "status").text
    assert "You win: the Runner won (agenda_points)" in status, status
    assert any("steals" in line for line in _log(browser))


def test_hot_seat_hides_the_table_between_the_players(server: str, browser: Any) -> None:
    browser.get(server)
    _wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "select.deck option"), "decks")
    form = browser.find_element(By.ID, "new-game")
    Select(form.find_element(By.NAME, "side")).select_by_value("hotseat")
    assert not form.find_element(By.NAME, "opponent").is_enabled()
    browser.find_element(By.ID, "start").click()
    curtain = browser.find_element(By.ID, "curtain")
    table = browser.find_element(By.ID, "table")
    for side in ("Corp", "Runner"):
        _wait(browser, curtain.is_displayed, f"the curtain for the {side}")
        assert f"Pass the screen to the {side}" in curtain.text and not table.is_displayed()
        browser.find_element(By.ID, "curtain-ok").click()
        assert table.is_displayed() and not curtain.is_displayed()
        assert f"the {side}'s seat" in browser.find_element(By.ID, "status").text
        view = _wait(browser, lambda: _view(browser), "a decision")
        keep = next(a for a in view["actions"] if a["kind"] == "keep")
        _click_action(browser, keep["code"])


def test_the_corp_plays_by_clicks_and_sees_its_own_hand(server: str, browser: Any) -> None:
    browser.get(server)
    _wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "select.deck option"), "decks")
    form = browser.find_element(By.ID, "new-game")
    Select(form.find_element(By.NAME, "side")).select_by_value("corp")
    Select(form.find_element(By.NAME, "corp")).select_by_value("haas-bioroid")
    form.find_element(By.NAME, "seed").send_keys("4")
    browser.find_element(By.ID, "start").click()
    rng = random.Random(4)
    for _ in range(300):
        view = _wait(browser, lambda: _view(browser), "a decision")
        if view["over"] or (view["turn"] >= 9 and view["decision"] == "action"):
            break
        actions = view["actions"]
        # Install and advance more than a random player would, so the table fills up.
        useful = [a for a in actions if a["kind"] in ("keep", "install", "advance", "score")]
        _click_action(browser, rng.choice(useful or actions)["code"])
    obs = view["observation"]
    hand = [c.text for c in browser.find_elements(By.CSS_SELECTOR, "#you .pile .card")]
    assert all(title in " ".join(hand) for title in obs["corp"]["hq"])
    grip = browser.find_element(By.ID, "opponent").text
    assert f"Grip: {obs['runner']['grip']['count']} card" in grip
    target = os.environ.get("NR_FAST_WEB_SCREENSHOTS")
    if target:
        browser.save_screenshot(str(Path(target) / "web-table-corp.png"))


def _ayla_decklist() -> str:
    """The 2021 Shaper example deck under Ayla "Bios" Rahim, who sets 6 cards aside before the
    starting hand and shuffles 2 of them back."""
    lines = (ROOT / "data" / "decks" / "2021-shaper.txt").read_text().splitlines()
    cards = [line for line in lines if line.strip() and not line.startswith(("#", "Identity"))]
    return "\n".join(['Ayla "Bios" Rahim: Simulant Specialist', *cards])


@pytest.mark.parametrize("seat", ["runner", "corp"])
def test_ayla_set_aside_cards_are_shown_to_each_seat(server: str, browser: Any, seat: str) -> None:
    # The Runner sees the titles of the cards Ayla set aside; the Corp only how many there are.
    browser.get(server)
    _wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "select.deck option"), "decks")
    form = browser.find_element(By.ID, "new-game")
    Select(form.find_element(By.NAME, "side")).select_by_value(seat)
    Select(form.find_element(By.NAME, "runner")).select_by_value("paste")
    area = form.find_element(By.NAME, "runner_list")
    browser.execute_script("arguments[0].value = arguments[1];", area, _ayla_decklist())
    browser.find_element(By.ID, "start").click()
    view = _wait(browser, lambda: _view(browser), "the first decision")
    set_aside = view["observation"]["runner"]["set_aside"]
    runner_half = "#you" if seat == "runner" else "#opponent"
    piles = browser.find_elements(By.CSS_SELECTOR, f"{runner_half} .pile")
    shown = [p for p in piles if p.find_element(By.TAG_NAME, "h4").text.startswith("Set aside")]
    assert len(shown) == 1, [p.text for p in piles]
    if seat == "runner":
        # The Runner's first decision: which 2 of the 6 go back to the stack.
        assert len(set_aside) == 6
        titles = " ".join(c.text for c in shown[0].find_elements(By.CSS_SELECTOR, ".card"))
        assert all(title in titles for title in set_aside), titles
    else:
        # By the Corp's first decision the Runner has shuffled 2 back: 4 left, titles hidden.
        assert set_aside["count"] == 4
        assert "Set aside: 4 cards" in shown[0].text
        assert not shown[0].find_elements(By.CSS_SELECTOR, ".card")
