"""docs/commands.md's reference is generated from the Typer app (tools/command_reference.py) and fails when stale."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "command_reference.py"), *args],
                          capture_output=True, text=True, timeout=300)


def test_the_command_reference_is_the_programs_own_help():
    result = run("--check")
    assert result.returncode == 0, result.stderr


def test_a_stale_reference_is_found_and_regenerated(tmp_path):
    text = (ROOT / "docs" / "commands.md").read_text("utf-8")
    assert "## `referee serve`" in text and "### `referee board new`" in text
    stale = text.replace("Start a game: write its save", "Start a game and write its save", 1)
    assert stale != text
    copy = tmp_path / "commands.md"
    copy.write_text(stale, "utf-8")
    assert run("--check", "--page", str(copy)).returncode == 1
    assert run("--page", str(copy)).returncode == 0
    assert copy.read_text("utf-8") == text
