"""The shipped Great Canal example (saves/examples/great-canal-3p-test.toml): valid, won at 21 on the TEST layout
with the set-up settlement, city, settlement, knights digging the canal (chits to one player and one each), and
reproduced byte for byte by its script."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay
from referee.games.catan.scoring import victory_points

SAVE = ROOT / "saves" / "examples" / "great-canal-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("great-canal"), session.setup, session.events, keep=True)


def test_tde_canal_19_the_example_replays_to_a_win_at_21(played):
    session, result = played
    assert session.setup.game == "great-canal" and session.setup.options["victory_points"] == 0
    assert result.problem is None and result.applied == len(session.events)
    state = result.state
    assert state.winner and state.options["victory_points"] == 21
    assert victory_points(state, state.by_name[state.winner]) >= 21


def test_tde_canal_1_the_example_sets_up_settlement_city_settlement(played):
    session, _result = played
    pieces = [e["piece"] for e in session.events[:18] if e["piece"] in ("settlement", "city")]
    assert pieces == ["settlement"] * 3 + ["city"] * 3 + ["settlement"] * 3


def test_tde_canal_7_the_example_digs_the_canal_with_knights(played):
    session, result = played
    state = result.state
    actions = Counter(e["action"] for e in session.events if e["kind"] == "knight")
    assert actions["build"] and actions["activate"]
    assert len(state.dug) >= 3 and sum(state.canal_chits.values()) == 2 * len(state.dug)
    assert state.attacks >= 1


def test_the_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "great-canal"
    assert data["canal"]["dug"] and not data["canal"]["complete"] and data["dry_fields"]
    assert {"canal_chits", "knights"} <= set(data["players"][0])
    assert any(n["rule"] == "CATAN-END-1" for n in data["not_verified"])


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_great_canal_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_tde_canal_10_the_example_has_a_double_dig_at_event_118():
    """Golden: Cyril activates the knight on 4j:4, an intersection of 4j and 4k, each with an active knight of
    Anna's: both hexes are dug at once, one chit each per hex."""
    result = CliRunner().invoke(app, ["why", "118", "--save", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["data"]["canal"] == {"dug": ["4k", "4j"], "chits": {"Anna": 2, "Cyril": 2}}
    assert "TDE-CANAL-10" in data["rules"]
