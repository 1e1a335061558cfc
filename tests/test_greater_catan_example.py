"""The shipped Greater Catan example game (saves/examples/greater-catan-3p-test.toml): valid, won on the TEST layout,
with new-island numbers drawn from the stack and then moved from the main island, reproduced byte for byte by its
script."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "greater-catan-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("greater-catan"), session.setup, session.events, keep=True)


def test_the_example_replays_to_a_win_on_the_test_layout(played):
    session, result = played
    assert session.setup.game == "greater-catan" and session.setup.board["preset"] == "greater-catan-test"
    assert result.problem is None and result.applied == len(session.events) and result.state.winner


def test_the_example_numbers_the_new_island_from_the_stack_then_from_the_main_island(played):
    session, result = played
    sources = Counter("from" in e for e in session.events if e["kind"] == "number")
    assert sources[False] == session.setup.options["new_island_stack"] and sources[True] >= 1   # TDE-GREATER-3/4
    assert sum(e.get("piece") == "ship" for e in session.events) >= 2
    assert result.state.emptied and all(h not in result.state.board.number for h in result.state.emptied)


def test_the_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "greater-catan" and data["pirate"]
    assert all("ships" in p for p in data["players"]) and data["new_island_numbers"]
    assert any(n["rule"] == "CATAN-END-1" and n["option"] == "victory_points=18" for n in data["not_verified"])
    assert sum(data["bank"].values()) + sum(sum(p["resources"].values()) for p in data["players"]) == 95


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_greater_catan_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
