"""The shipped Seafarers example game (saves/examples/seafarers-3p-test.toml): valid, won on the TEST layout,
with ships built and moved, gold-field choices and the pirate, reproduced byte for byte by its script."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "seafarers-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("seafarers"), session.setup, session.events, keep=True)


def test_the_example_replays_to_a_win_on_the_test_layout(played):
    session, result = played
    assert session.setup.game == "seafarers" and session.setup.board["preset"] == "seafarers-test"
    assert result.problem is None and result.applied == len(session.events) and result.state.winner


def test_the_example_shows_ships_moves_gold_and_the_pirate(played):
    session, _result = played
    kinds = Counter(e["kind"] for e in session.events)
    assert kinds["move_ship"] >= 2 and kinds["pirate"] >= 2                            # SEA-MOVE, SEA-PIRATE-1
    assert sum(e.get("piece") == "ship" for e in session.events) >= 4                  # SEA-SHIP-1
    assert sum("gold" in e for e in session.events) >= 4                               # SEA-GOLD-1
    assert any(e["kind"] == "pirate" and "stolen" in e for e in session.events)        # SEA-PIRATE-2


def test_the_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "seafarers" and data["pirate"]
    assert all("ships" in p for p in data["players"])
    assert sum(data["bank"].values()) + sum(sum(p["resources"].values()) for p in data["players"]) == 95


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_seafarers_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
