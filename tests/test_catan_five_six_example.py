"""The shipped 5–6 example game (saves/examples/catan-5-6-six-example.toml): valid, won, with special builds,
reproduced byte for byte by its script."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "catan-5-6-six-example.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("catan-5-6"), session.setup, session.events, keep=True)


def test_the_example_replays_to_a_win_of_six_players(played):
    session, result = played
    assert session.setup.game == "catan-5-6" and len(session.setup.players) == 6
    assert result.problem is None and result.applied == len(session.events)
    assert result.state.winner and session.setup.board["preset"] == "six-example"


def test_CATAN56_SBP_1_the_example_shows_special_builds_in_seat_order(played):
    session, result = played
    names = [p["name"] for p in session.setup.players]
    phases, ender = [], None
    for event in session.events:
        if event["kind"] == "end":
            ender, phases = event["player"], [*phases, []]
        elif event["kind"] in ("roll", "play"):
            ender = None
        elif ender and event["kind"] in ("build", "buy"):
            offset = (names.index(event["player"]) - names.index(ender)) % len(names)
            assert offset != 0                                     # the ender takes no part
            phases[-1].append(offset)
    assert sum(map(len, phases)) >= 10 and all(p == sorted(p) for p in phases)   # seat order from his left
    assert {kind for event in session.events for kind in [event["kind"]]} >= {"trade", "maritime", "play"}


def test_the_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "catan-5-6"
    assert sum(data["bank"].values()) + sum(sum(p["resources"].values()) for p in data["players"]) == 120


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_catan_56_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
