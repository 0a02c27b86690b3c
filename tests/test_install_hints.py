"""Issue 24, "Tests a user's machine can run": every install hint names a command that works.
nr_fast is installed from its checkout (it is not on PyPI), so ``pip install 'nr_fast[web]'``
fails; hints say ``pip install '.[web]'`` (in the checkout) or name the packages themselves."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# "pip install nr_fast[x]", "pip install 'nr_fast[x]'", a bare `nr_fast[x]` requirement.
# (A wheel file, ``pip install 'nr_fast-0.1.0-....whl[ray]'``, is fine.)
FROM_AN_INDEX = re.compile(r"""(pip install\s+['"]?nr[_-]fast(\[|['"\s]|$)|\bnr[_-]fast\[\w)""")


def _texts() -> list[Path]:
    paths = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    paths += sorted((ROOT / "python" / "nr_fast").rglob("*.py"))
    paths += sorted((ROOT / "scripts").glob("*.sh"))
    return paths


def test_no_hint_installs_nr_fast_from_an_index() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in _texts()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if FROM_AN_INDEX.search(line)
    ]
    assert found == []


def test_the_check_can_fail() -> None:
    assert FROM_AN_INDEX.search("Needs matplotlib (``pip install nr_fast[studio]``).")
    assert FROM_AN_INDEX.search("pip install 'nr_fast[web]'")
    assert FROM_AN_INDEX.search("pip install nr_fast")
    assert not FROM_AN_INDEX.search("pip install '.[web]' (in the nr_fast checkout)")
    assert not FROM_AN_INDEX.search("pip install 'nr_fast-0.1.0-cp311-linux.whl[ray]'")


def test_serve_without_the_web_extra_says_what_to_install(tmp_path: Path) -> None:
    # Starlette made unimportable: the hint names what works from anywhere.
    (tmp_path / "starlette").mkdir()
    (tmp_path / "starlette" / "__init__.py").write_text("raise ImportError('no starlette')\n")
    env = {"PYTHONPATH": f"{tmp_path}:{ROOT / 'python'}", "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, "-m", "nr_fast", "serve"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    if "No module named 'numpy'" in result.stderr:  # pragma: no cover - a bare interpreter
        pytest.skip("numpy is not importable with this PYTHONPATH")
    assert result.returncode == 1, result.stderr
    assert "pip install starlette uvicorn" in result.stderr
    assert "pip install '.[web]'" in result.stderr
    assert "nr_fast[web]" not in result.stderr
