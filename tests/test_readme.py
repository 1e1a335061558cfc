"""The README's transcript and every guide's in ``docs/`` run as written, and every command is documented."""

import re
import shlex
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
GUIDES = sorted((ROOT / "docs").glob("*.md"))


def transcript(path: Path = README) -> list[tuple[str, list[str]]]:
    """(command, shown output lines) pairs from a page's ```console blocks."""
    text = path.read_text("utf-8")
    steps: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", text, re.S):
        for line in block.splitlines():
            if line.startswith("$ referee "):
                steps.append((line[len("$ referee "):], []))
            elif line.strip() and steps:
                steps[-1][1].append(line.strip())
    return steps


def run_transcript(steps: list[tuple[str, list[str]]], tmp_path: Path, monkeypatch) -> None:
    """Each command in a fresh folder, as a reader would type them in order; ``saves/boards/…``,
    ``saves/scenarios/…`` and ``saves/examples/…`` (copied there) name the project's board files, scenario files
    and example games, as they do from a clone."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("REFEREE_SAVES_DIR", "saves")
    for folder in ("boards", "scenarios", "examples"):
        shutil.copytree(ROOT / "saves" / folder, tmp_path / "saves" / folder)
    runner = CliRunner()
    for command, shown in steps:
        result = runner.invoke(app, shlex.split(command))
        output = result.stdout + result.stderr
        refused = any(line.startswith("Error:") for line in shown)
        assert (result.exit_code != 0) == refused, f"{command}: exit {result.exit_code}\n{output}"
        for line in shown:
            assert line in output, f"{command}: the page shows {line!r}, the program printed:\n{output}"


def test_the_readme_transcript_runs_as_shown(tmp_path, monkeypatch):
    steps = transcript()
    assert len(steps) > 15
    run_transcript(steps, tmp_path, monkeypatch)


CONTINUES = "<!-- continues: README.md"


@pytest.mark.parametrize("guide", [g for g in GUIDES if transcript(g)], ids=lambda g: g.name)
def test_every_guide_transcript_runs_as_shown(guide, tmp_path, monkeypatch):
    """A guide marked as continuing the README's session runs on its save (its commands after the README's)."""
    before = transcript() if CONTINUES in guide.read_text("utf-8") else []
    run_transcript(before + transcript(guide), tmp_path, monkeypatch)


def test_every_command_is_documented_in_the_readme_or_its_games_guide():
    text = "\n".join(page.read_text("utf-8") for page in (README, *GUIDES))
    names = [c.name or c.callback.__name__ for c in app.registered_commands]
    missing = [n for n in names if f"`referee {n}" not in text and f"$ referee {n} " not in text]
    assert missing == []


def test_the_readme_points_to_every_guide():
    text = README.read_text("utf-8")
    assert [g.name for g in GUIDES if f"](docs/{g.name}" not in text] == []


@pytest.mark.parametrize("command", ["make demo", "make test"])
def test_readme_shows_the_two_commands(command):
    assert command in README.read_text("utf-8")
