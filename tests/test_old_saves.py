"""Saves written by an earlier version stay valid (README "Your saves are safe", docs/rulings.md "Contract notes").

``tests/data/old-saves/<commit>/`` keeps the example saves as they stood at earlier commits (and a two-player
Aqua Romana game that commit's own script recorded before ``two_player_reservoirs`` existed); beside each, the
verdict and final score that commit's code gave (``tools/old_saves.py`` ran it — never written by hand). Today's
program must give each the same verdict and the same score, and must not rewrite the file to read it.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import save
from referee.core.session import Session

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("old_saves", ROOT / "tools" / "old_saves.py")
old_saves = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(old_saves)
verdict = old_saves.verdict

OLD = ROOT / "tests" / "data" / "old-saves"
SAVES = sorted(OLD.glob("*/*.toml"))


def test_old_saves_are_kept_from_several_commits():
    assert len({p.parent.name for p in SAVES}) >= 5 and len(SAVES) >= 30
    assert all(p.with_suffix(".expected.json").is_file() for p in SAVES)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_old_save_checks_with_the_verdict_and_score_of_its_commit(path):
    before = path.read_bytes()
    result = CliRunner().invoke(app, ["check", str(path), "--json"])
    assert path.read_bytes() == before
    expected = json.loads(path.with_suffix(".expected.json").read_text("utf-8"))
    found = verdict(result.exit_code, json.loads(result.stdout))
    for now, then in zip(found["players"], expected["players"]):
        added = set(now.get("score") or {}) - set(then.get("score") or {})
        assert not any(now["score"][k] for k in added), f"{now['name']} scores in a new column: {added}"
        for key in added:                     # a column added since (Seafarers' special points: 0) changes no score
            del now["score"][key]
    assert found == expected


def test_aqua_setup_4_two_player_save_from_before_two_player_reservoirs_loads():
    """AQUA-SETUP-4: a two-player game recorded when each player had two reservoirs (the option did not exist)
    is read with two_player_reservoirs = two, as it was played; a new save names the option."""
    path = OLD / "85ae720" / "aqua-romana-2p.toml"
    data = save.read(path)
    assert data["format"] == 1 and "two_player_reservoirs" not in data["options"]
    session = Session.load(path)
    assert session.setup.options["two_player_reservoirs"] == "two"
    assert session.first_invalid() is None and session.state.winner == "Ben"


def test_compatibility_format_1_save_is_written_back_with_every_option(tmp_path):
    """A format 1 save recorded into is upgraded: written at today's format with every option named, each with
    the value it was read with (so the next program reads it the same way), and the old file kept as .bak."""
    path = tmp_path / "old.toml"
    path.write_bytes((OLD / "85ae720" / "aqua-romana-2p.toml").read_bytes())
    with Session.open(path) as session:
        session.undo()
    data = save.read(path)
    assert data["format"] == save.FORMAT and data["options"]["two_player_reservoirs"] == "two"
    assert set(data["options"]) == {o.name for o in session.game.options}
    assert save.read(save.backup_path(path))["format"] == 1
