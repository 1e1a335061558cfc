"""The README's transcript runs as written, and every command is documented there."""

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

README = Path(__file__).resolve().parents[1] / "README.md"


def transcript() -> list[tuple[str, list[str]]]:
    """(command, shown output lines) pairs from the README's ```console blocks."""
    text = README.read_text("utf-8")
    steps: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", text, re.S):
        for line in block.splitlines():
            if line.startswith("$ referee "):
                steps.append((line[len("$ referee "):], []))
            elif line.strip() and steps:
                steps[-1][1].append(line.strip())
    return steps


def test_the_readme_transcript_runs_as_shown(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("REFEREE_SAVES_DIR", "saves")
    runner = CliRunner()
    steps = transcript()
    assert len(steps) > 15
    for command, shown in steps:
        result = runner.invoke(app, shlex.split(command))
        output = result.stdout + result.stderr
        refused = any(line.startswith("Error:") for line in shown)
        assert (result.exit_code != 0) == refused, f"{command}: exit {result.exit_code}\n{output}"
        for line in shown:
            assert line in output, f"{command}: README shows {line!r}, the program printed:\n{output}"


def test_every_command_is_documented_in_the_readme():
    text = README.read_text("utf-8")
    names = [c.name or c.callback.__name__ for c in app.registered_commands]
    missing = [n for n in names if f"`referee {n}" not in text]
    assert missing == []


@pytest.mark.parametrize("command", ["make demo", "make test"])
def test_readme_shows_the_two_commands(command):
    assert command in README.read_text("utf-8")
