"""What a person reads carries no Python notation (issue #29, items 18 and 19): every read command on every example
save, in English and in Czech, prints no ``{'``, ``['``, ``None``, ``True`` or ``False``, and no raw ``snake_case``
key where words belong (a name the table types — a card, an option, a table key — may keep its underscores);
``check --json`` gives the same bytes every time, with the per-player score mid-game too."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import i18n, registry

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "saves" / "examples").glob("*.toml"))
PYTHON = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b")
SNAKE = re.compile(r"(?<![\w.:=/'-])[a-z]+(?:_[a-z0-9]+)+(?![\w.:=/'-])")
KEY_CONTEXTS = {"summary"}        # a key of the summary is shown as words; other terms are names people type


def typed_names() -> set[str]:
    """Names with underscores that are typed at the table: the catalogues' terms (cards, builders, provinces …),
    the games' options, event kinds and fields."""
    registry.scan()
    names: set[str] = set()
    for path in Path(i18n.__file__).resolve().parents[1].rglob("locale/cs.toml"):
        for context, terms in tomllib.loads(path.read_text("utf-8")).get("terms", {}).items():
            if context not in KEY_CONTEXTS:
                names |= set(terms)
    for game in registry.games().values():
        names |= {o.name for o in game.options} | set(game.kinds)
        names |= {f for fields in game.kinds.values() for f in fields}
    return names


def commands(save: Path) -> list[list[str]]:
    events = len(tomllib.loads(save.read_text("utf-8"))["events"])
    at = ["--save", str(save)]
    reads = [["status", *at], ["status", "--all", *at], ["score", *at], ["log", *at], ["board", *at], ["hints", *at],
             ["check", str(save)], ["replay", str(save)], ["stats", *at]]
    return reads + [["why", str(seq), *at] for seq in sorted({1, events // 3, events // 2, events})]


@pytest.mark.parametrize("save", EXAMPLES, ids=lambda p: p.stem)
def test_no_python_notation_in_what_a_person_reads(save):
    runner, allowed, found = CliRunner(), typed_names(), []
    for lang in ("en", "cs"):
        for command in commands(save):
            result = runner.invoke(app, ["--lang", lang, *command])
            assert result.exception is None or isinstance(result.exception, SystemExit), (command, result.exception)
            for line in (result.stdout + result.stderr).splitlines():
                raw = [w for w in SNAKE.findall(line) if w not in allowed]
                if PYTHON.search(line) or raw:
                    found.append(f"{lang} {command[0]}: {line.strip()[:160]}")
    assert found == []


@pytest.mark.parametrize("save", EXAMPLES, ids=lambda p: p.stem)
def test_check_json_is_the_same_every_time_and_scores_mid_game(save, tmp_path):
    runs = [subprocess.run([sys.executable, "-m", "referee", "check", str(save), "--json"], capture_output=True,
                           text=True, env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")]
    assert runs[0] == runs[1] and runs[0]                     # a set's order is the hash seed's: never shown
    runner = CliRunner()
    events = len(tomllib.loads(save.read_text("utf-8"))["events"])
    middle = tmp_path / save.name
    middle.write_bytes(save.read_bytes())
    runner.invoke(app, ["undo", str(events // 2), "--save", str(middle)])
    report = json.loads(runner.invoke(app, ["check", str(middle), "--json"]).stdout)
    assert report["winner"] is None and all("score" in p for p in report["players"]), report["players"][0].keys()
