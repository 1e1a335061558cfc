"""Helpers of the browser tests: Debian's chromium driven by Playwright (its own browser download is not
reachable here), and ``referee serve`` started as a person starts it, in a process of its own.

Without a chromium the browser tests are skipped and the run says so plainly (tests/conftest.py); with
``REFEREE_REQUIRE_BROWSER=1`` (``.ci/run`` sets it) a missing browser fails them instead.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

SKIPPED = "browser tests skipped: no chromium on this machine"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]


def chromium() -> str | None:
    """The system's chromium: ``REFEREE_CHROMIUM``, else the first of Debian's names on the PATH."""
    given = os.environ.get("REFEREE_CHROMIUM")
    if given:
        return given
    return next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)


def require_browser() -> str:
    found = chromium()
    if found is None:
        if os.environ.get("REFEREE_REQUIRE_BROWSER"):
            pytest.fail("REFEREE_REQUIRE_BROWSER is set but no chromium was found: install Debian's chromium")
        pytest.skip(SKIPPED)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if os.environ.get("REFEREE_REQUIRE_BROWSER"):
            pytest.fail("REFEREE_REQUIRE_BROWSER is set but playwright is not installed (pip install -e '.[test]')")
        pytest.skip("browser tests skipped: playwright is not installed")
    return found


def open_page(browser, address: str, ready: str, **options):
    """A page of a new browser context at ``address`` once ``ready`` (a selector) is on it; ``page.problems`` collects
    the page's script errors (the tests assert there are none)."""
    page = browser.new_context(**options).new_page()
    problems = []
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.goto(address)
    page.wait_for_selector(ready)
    page.problems = problems
    return page


class Served:
    """``referee serve SAVE --port 0`` in a process of its own: the addresses it printed, stopped at the end."""

    def __init__(self, path: Path, *extra: str):
        self.path = path
        self.process = subprocess.Popen([sys.executable, "-m", "referee", *self.arguments(path, extra)],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.output = []
        deadline = time.monotonic() + 60
        self.watch = self.record = None
        while time.monotonic() < deadline and self.record is None:
            line = self.process.stdout.readline()
            if not line:
                break
            self.output.append(line)
            found = re.search(r"(http://\S+/)#token=(\S+)", line)
            if found:
                self.record, self.token = found.group(0), found.group(2)
            found = re.search(r"Watch[^:]*: (http://\S+/)", line)
            if found:
                self.watch = found.group(1)
        if self.record is None:
            self.stop()
            raise AssertionError("referee serve printed no address: " + "".join(self.output)
                                 + self.process.stderr.read())

    def arguments(self, path: Path, extra: tuple[str, ...]) -> list[str]:
        return ["serve", str(path), "--port", "0", *extra]

    def read_until(self, pattern: str, seconds: float = 30) -> str | None:
        """Read what the server prints until a line matches ``pattern``; that line (None at the end)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                return None
            self.output.append(line)
            if re.search(pattern, line):
                return line
        return None

    def stop(self) -> str:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return self.process.stderr.read() if self.process.stderr else ""
