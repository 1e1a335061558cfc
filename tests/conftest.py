"""Tests never touch the user's files: the saves folder points into tmp_path."""

import os

import pytest
from hypothesis import settings

from referee.core import i18n

# CI (CI=true) runs the property tests on a fixed sequence of examples, so a red run can be
# reproduced and a green one is not luck; locally every run explores new examples. ``make fuzz``
# (REFEREE_FUZZ=1) runs them round after round on new random examples, whatever CI says, and
# prints what reproduces a failure.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("fuzz", derandomize=False, print_blob=True)
if os.environ.get("REFEREE_FUZZ"):
    settings.load_profile("fuzz")
elif os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _isolated_saves(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_SAVES_DIR", str(tmp_path / "saves"))
    monkeypatch.delenv("REFEREE_SAVE", raising=False)
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    yield
    i18n.use(i18n.ENGLISH)


def pytest_terminal_summary(terminalreporter):
    """Say plainly when the browser tests did not run (no chromium): a green run without them is not the whole
    suite. ``.ci/run`` installs Debian's chromium and sets REFEREE_REQUIRE_BROWSER, which fails them instead."""
    from browser import SKIPPED

    skipped = [r for r in terminalreporter.stats.get("skipped", []) if SKIPPED in str(getattr(r, "longrepr", ""))]
    if skipped:
        terminalreporter.write_line(f"NOTE: {len(skipped)} browser tests were SKIPPED: no chromium on this machine "
                                    "(apt install chromium, or run .ci/run, which installs it)", yellow=True, bold=True)
