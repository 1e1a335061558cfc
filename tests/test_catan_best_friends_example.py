"""The shipped Best Friends example (saves/examples/catan-best-friends-4p.toml): valid, won at 11 VP with a Catan
chip, every guild visited, tokens drawn for all three friendly acts and exchanged, reproduced by its script."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "catan-best-friends-4p.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("best-friends"), session.setup, session.events, keep=True)


def test_the_best_friends_example_replays_to_a_win_at_11(played):
    session, result = played
    assert session.setup.game == "best-friends" and session.setup.options["victory_points"] == 11
    assert result.problem is None and result.applied == len(session.events)
    winner = result.state.winner
    assert winner and result.state.chips[winner] >= 1


def test_FRIENDS_6_to_10_the_example_visits_every_guild_and_exchanges_tokens(played):
    session, _result = played
    kinds = [e["kind"] for e in session.events]
    assert {e["guild"] for e in session.events if e["kind"] == "guild"} == {"merchants", "traders", "road_builders",
                                                                           "scholars", "architects"}
    assert "exchange" in kinds and kinds.count("favour") >= 20
    assert any(e["kind"] == "trade" and not e["get"] for e in session.events)          # a gift (FRIENDS-2)


def test_FRIENDS_1_and_12_check_lists_the_verdicts_resting_on_options():
    result = CliRunner().invoke(app, ["check", str(SAVE)])
    assert result.exit_code == 0 and "friendly_robber=no_opponent" in result.stdout
    data = json.loads(CliRunner().invoke(app, ["check", str(SAVE), "--json"]).stdout)
    assert {n["rule"] for n in data["not_verified"]} == {"FRIENDS-1", "FRIENDS-12"}
    assert data["valid"] and data["phase"] == "over"


def test_the_best_friends_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_catan_best_friends_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_the_readme_shows_the_examples_score_as_the_program_prints_it(monkeypatch):
    text = (ROOT / "docs" / "catan.md").read_text("utf-8")
    command = "$ referee score --save saves/examples/catan-best-friends-4p.toml\n"
    shown = text[text.index(command) + len(command):].split("```", 1)[0]
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, ["score", "--save", "saves/examples/catan-best-friends-4p.toml"])
    assert result.exit_code == 0 and result.stdout == shown
