"""The shipped Seafarers-with-Cities-&-Knights example (saves/examples/seafarers-ck-3p-test.toml): valid, won on the
TEST layout, with knights, barbarian attacks, commodities, improvements and progress cards, reproduced byte for byte
by its script."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "seafarers-ck-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("seafarers-ck"), session.setup, session.events, keep=True)


def test_ck_scope_2_the_example_replays_to_a_win_at_13(played):
    session, result = played
    assert session.setup.game == "seafarers-ck" and session.setup.options["victory_points"] == 13
    assert result.problem is None and result.applied == len(session.events) and result.state.winner
    state = result.state
    winner = state.by_name[state.winner]
    from referee.games.catan.scoring import victory_points
    assert victory_points(state, winner) >= 13


def test_the_example_shows_knights_barbarians_commodities_improvements_and_progress_cards(played):
    session, result = played
    kinds = Counter(e["kind"] for e in session.events)
    actions = Counter(e["action"] for e in session.events if e["kind"] == "knight")
    assert {"build", "activate", "promote", "chase"} <= set(actions)                     # CK-KNIGHT-3/4, CK-ACT-1/6
    assert kinds["improve"] >= 5 and kinds["progress"] >= 5                              # CK-IMP-1, CK-PROG-1
    assert result.state.attacks >= 3 and result.state.defender                           # CK-BARB-1/5
    assert any("lose" in e for e in session.events if e["kind"] == "roll")               # CK-BARB-4
    assert any("progress" in e for e in session.events if e["kind"] == "roll")           # CK-PROG-2
    assert result.state.metropolis                                                       # CK-IMP-2


def test_the_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "seafarers-ck"
    assert data["barbarians"]["track"] == 7 and data["metropolises"]
    for p in data["players"]:
        assert {"knights", "commodities", "improvements", "progress_cards", "defender_points", "ships"} <= set(p)
    assert any(n["rule"] == "CK-BARB-1" for n in data["not_verified"])


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_seafarers_ck_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
