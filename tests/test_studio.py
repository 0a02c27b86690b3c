"""Issue 16, "Balance studio": matchup matrices from the command line, studies saved and
loaded, and the HTML report (needs the 'studio' extra: matplotlib)."""

from __future__ import annotations

import base64
import json
import pathlib
import re

import numpy as np
import pytest

import nr_fast
from nr_fast import Study, run_study
from nr_fast.cli import main
from nr_fast.study import format_matrix


def test_all_starters_prints_the_matrix(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--all-starters", "--games", "40", "--no-progress"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    # One line per matchup, then the 4 x 3 matrix with means.
    assert sum(" vs " in line for line in lines) == 12
    head = next(i for i, line in enumerate(lines) if line.startswith("Corp wins"))
    assert lines[head].split()[-4:] == ["anarch", "criminal", "shaper", "mean"]
    rows = [line.split()[0] for line in lines[head + 1 : head + 6]]
    assert rows == ["haas-bioroid", "jinteki", "nbn", "weyland", "mean"]


def test_all_starters_fills_the_side_not_given(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--all-starters", "--corp", "weyland", "--games", "20", "--json"]
    assert main(argv) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["corp_name"], r["runner_name"]) for r in rows] == [
        ("weyland", "anarch"),
        ("weyland", "criminal"),
        ("weyland", "shaper"),
    ]
    argv = ["simulate", "--all-starters", "--corp", "nbn", "--runner", "shaper", "--games", "5"]
    assert main(argv) == 1
    assert "--all-starters fills a side not given" in capsys.readouterr().err


def test_any_list_of_decks_is_a_matrix(
    tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "my-noise.txt"
    mine.write_text(nr_fast.Deck.starter("anarch").to_text(), encoding="utf-8")
    argv = ["simulate", "--corp", "nbn", "jinteki", "--decks", str(mine), "--games", "30"]
    assert main([*argv, "--json", "--no-progress"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["corp_name"], r["runner_name"]) for r in rows] == [
        ("nbn", "my-noise"),
        ("jinteki", "my-noise"),
    ]


def test_json_keeps_the_progress_bar_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "50", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["games"] == 50
    assert "50/50" in captured.err


def test_stats_json_and_exports(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    csv_path, saved = tmp_path / "g.csv", tmp_path / "s.npz"
    argv = ["simulate", "--corp", "weyland", "--runner", "criminal", "shaper", "--games", "60"]
    argv += ["--stats", "--json", "--no-progress", "--csv", str(csv_path), "--save", str(saved)]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["matchups"]) == 2
    pooled = [r for r in out["card_impact"] if r["matchup"] == "pooled"]
    assert any(
        r["title"] == "Hedge Fund" and r["games_used"] + r["games_unused"] == 120 for r in pooled
    )
    header = csv_path.read_text(encoding="utf-8").splitlines()[0].split(",")
    assert header[:2] == ["corp_deck", "runner_deck"] and "drawn:Hedge Fund" in header
    study = Study.load(saved)
    assert [s.matchup for s in study.sims] == ["weyland vs criminal", "weyland vs shaper"]
    assert study.command.startswith("nr-fast simulate --corp weyland")
    # The command's default bots are the heuristic ones (issue 29).
    again = nr_fast.simulate(
        "weyland",
        "shaper",
        games=60,
        stats=True,
        progress=False,
        corp_bot="heuristic",
        runner_bot="heuristic",
    )
    assert np.array_equal(study.sims[1].columns["turns"], again.columns["turns"])
    assert study.sims[1].card_stats is not None and again.card_stats is not None
    assert np.array_equal(study.sims[1].card_stats["drawn"], again.card_stats["drawn"])


def test_load_refuses_other_files(tmp_path: pathlib.Path) -> None:
    bad = tmp_path / "x.npz"
    bad.write_bytes(b"not a study")
    with pytest.raises(nr_fast.NrFastError, match="not a saved study"):
        Study.load(bad)


def test_format_matrix_marks_missing_matchups() -> None:
    study = run_study(["nbn"], ["anarch", "shaper"], games=10, progress=False)
    study.sims.pop()
    study.sims.append(nr_fast.simulate("jinteki", "shaper", games=10, progress=False))
    text = format_matrix(study)
    assert "-" in text.splitlines()[1] and text.splitlines()[0].startswith("Corp wins")


# The report (matplotlib).


def _figures(html: str) -> dict[str, bytes]:
    found = re.findall(r'<img id="(fig-[a-z]+)"[^>]*src="data:image/png;base64,([^"]+)"', html)
    return {fid: base64.b64decode(data) for fid, data in found}


@pytest.fixture(scope="module")
def report_file(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    pytest.importorskip("matplotlib")
    path = tmp_path_factory.mktemp("report") / "report.html"
    argv = ["report", "--corp", "jinteki", "weyland", "--all-starters", "--games", "300"]
    assert main([*argv, "--no-progress", "--out", str(path)]) == 0
    return path


def test_report_holds_every_figure_and_the_command(report_file: pathlib.Path) -> None:
    from nr_fast.report import FIGURES

    html = report_file.read_text(encoding="utf-8")
    figures = _figures(html)
    assert tuple(figures) == FIGURES
    for data in figures.values():
        assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 5000
    # Self-contained: no other file, no network.
    assert not re.search(r'(src|href)="(?!data:)', html)
    assert "nr-fast report --corp jinteki weyland --all-starters --games 300" in html
    assert "weyland vs shaper" in html and "correlation" in html


def test_report_from_python_and_from_a_saved_study(tmp_path: pathlib.Path) -> None:
    pytest.importorskip("matplotlib")
    study = nr_fast.report(tmp_path / "a.html", ["nbn"], ["anarch"], games=100, progress=False)
    assert isinstance(study, Study) and study.sims[0].card_stats is not None
    study.save(tmp_path / "s.npz")
    assert main(["report", "--load", str(tmp_path / "s.npz"), "-o", str(tmp_path / "b.html")]) == 0
    assert len(_figures((tmp_path / "b.html").read_text(encoding="utf-8"))) == 4


def _browser_errors(page: pathlib.Path, figures: list[str], title: str) -> None:
    """Open `page` in headless Chromium: every figure drawn, no console error or warning."""
    import shutil

    webdriver = pytest.importorskip("selenium.webdriver")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if chromium is None or driver_path is None:
        pytest.skip("needs chromium and chromium-driver (scripts/check_studio.sh installs them)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path=driver_path)
    driver = webdriver.Chrome(options=options, service=service)
    try:
        driver.get(page.as_uri())
        assert driver.title == title
        for fid in figures:
            size = driver.execute_script(
                "const i = document.getElementById(arguments[0]);"
                "return i && i.complete ? [i.naturalWidth, i.naturalHeight] : null;",
                fid,
            )
            assert size is not None and size[0] > 100 and size[1] > 100, (fid, size)
        # The tables sort when a column is clicked (the page's one script runs).
        tables = driver.find_elements("css selector", "table.sortable")
        assert tables
        heads = tables[0].find_elements("css selector", "th")
        heads[1].click()
        heads[1].click()
        assert heads[1].get_attribute("data-dir") == "up"
        errors = [e for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
        assert errors == [], errors
    finally:
        driver.quit()


def test_report_opens_in_a_headless_browser(report_file: pathlib.Path) -> None:
    from nr_fast.report import FIGURES

    _browser_errors(report_file, list(FIGURES), "nr_fast balance report")


def test_experiment_page_opens_in_a_headless_browser(tmp_path: pathlib.Path) -> None:
    pytest.importorskip("matplotlib")
    page = tmp_path / "whatif.html"
    argv = ["whatif", "sg-anarch", "--set", "Cleaver.cost=4", "--against", "sg-weyland"]
    assert main([*argv, "--games", "100", "--no-progress", "--report", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert "Cleaver (30006)" in html and "random-warning" not in html
    assert "nr-fast whatif sg-anarch --set Cleaver.cost=4" in html
    assert "3x Cleaver" in html  # the decklist itself
    _browser_errors(page, ["fig-exp-0"], "nr_fast card experiment")


def test_report_reproduces_and_warns_about_random_bots(
    report_file: pathlib.Path, tmp_path: pathlib.Path
) -> None:
    html = report_file.read_text(encoding="utf-8")
    assert "random-warning" not in html and "heuristic" in html
    assert "nr_fast " + nr_fast._core.__version__ in html
    assert "Jinteki: Personal Evolution" in html and "3x Hedge Fund" in html  # decklists
    assert "Cards as printed" in html and 'id="table-impact"' in html
    rnd = tmp_path / "random.html"
    argv = ["report", "--corp", "nbn", "--runner", "shaper", "--bot", "random", "--games", "50"]
    assert (
        main([*argv, "--no-progress", "--out", str(rnd), "--overrides", "Ice Wall.strength=3"]) == 0
    )
    text = rnd.read_text(encoding="utf-8")
    assert text.index('id="random-warning"') < text.index("<table")
    assert 'id="overrides"' in text and "Ice Wall (01103)" in text
