"""The shipped Enchanted Land example (saves/examples/enchanted-land-3p-test.toml): valid, won by the sixth dragon on
the TEST layout — the set-up with a city (TDE-ENCHANT-1), a knight crossing over and moving inland (TDE-ENCHANT-4,
7), a lost fight whose dragon keeps its known strength and a promotion that wins it back (TDE-DRAGON-6), the
strengths checked against the options dragons_1…3 — reproduced byte for byte by its script; check --json and the
board show the dragons."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "enchanted-land-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("enchanted-land"), session.setup, session.events, keep=True)


def test_tde_dragon_7_the_example_is_won_by_the_sixth_dragon(played):
    session, result = played
    assert result.problem is None and result.applied == len(session.events)
    state = result.state
    assert state.winner == "Anna" and len(state.slain["Anna"]) == 6
    assert state.options["victory_points"] == 21                       # 3 players (TDE-DRAGON-7), not reached
    from referee.games.catan.scoring import victory_points
    assert victory_points(state, state.by_name["Anna"]) < 21


def test_tde_dragon_6_the_example_loses_a_fight_then_wins_it_promoted(played):
    session, result = played
    fights = [(e["at"], e["shows"]) for e in session.events if e["kind"] == "fight"]
    assert fights.count(("3g:6", 2)) == 2 and len(fights) == 7
    actions = Counter(e["action"] for e in session.events if e["kind"] == "knight")
    assert {"build", "activate", "move", "promote"} <= set(actions)
    pieces = [e["piece"] for e in session.events[:18] if e["kind"] == "build"]
    assert pieces.count("city") == 3 and pieces.count("ship") == 2          # TDE-ENCHANT-1


def test_the_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "enchanted-land"
    assert data["dragon_tokens"] == {"3h:4": 0}
    anna = data["players"][0]
    assert anna["dragons_slain"] == [1, 2, 1, 1, 1, 2] and anna["enchanted_knight"] == "2f:6"
    assert not any(n["rule"] == "TDE-DRAGON-4" for n in data["not_verified"])   # the mix was given


def test_the_example_board_shows_the_dragons():
    result = CliRunner().invoke(app, ["board", "--save", str(SAVE)])
    assert result.exit_code == 0, result.output
    assert "3h:4 D" in result.stdout and "Anna 6" in result.stdout
    picture = CliRunner().invoke(app, ["board", "--save", str(SAVE), "--svg", "-"])
    assert picture.exit_code == 0 and 'data-corner="3h:4" data-strength="0"' in picture.stdout


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_enchanted_land_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
