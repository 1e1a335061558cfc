"""The shipped Aqua Romana example (saves/examples/aqua-romana-3p.toml): valid, complete, varied, reproducible."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botplay import aqua_bot
from referee.cli.app import app
from referee.core.session import Session, replay, step
from referee.games.aqua_romana import GAME

ROOT = Path(__file__).resolve().parents[1]
SAVE = ROOT / "saves" / "examples" / "aqua-romana-3p.toml"


@pytest.fixture(scope="module")
def game():
    session = Session.load(SAVE)
    return session, replay(GAME, session.setup, session.events, keep=True)


def lines(result, needle):
    return [line for _, outcome in result.outcomes for line in outcome.lines if needle in line]


def kinds(session, kind):
    return [e for e in session.events if e["kind"] == kind]


def test_example_header_options_and_board(game):
    session, _ = game
    setup = session.setup
    assert setup.game == "aqua-romana" and setup.board["preset"] == "default"
    assert [(p["name"], p["color"]) for p in setup.players] == [("Anna", "red"), ("Ben", "blue"),
                                                                ("Cyril", "yellow")]
    assert setup.options == GAME.resolve_options({})
    assert "[options]" in SAVE.read_text("utf-8") and "well_forbidden = " in SAVE.read_text("utf-8")


def test_example_is_valid_complete_and_won(game):
    session, result = game
    assert result.problem is None and result.applied == len(session.events) and result.warnings == []
    state = result.state
    assert state.over and state.winner
    assert lines(result, "A whole round without a tile: the game ends (AQUA-END-1).")
    assert all(w.status == "out" for w in state.workers.values())


def test_example_events_are_canonical(game):
    session, _ = game
    state = GAME.initial_state(session.setup)
    for event in session.events:
        assert GAME.normalize(state, event) == event, event["seq"]
        step(GAME, state, event)


def test_example_shows_every_part_of_a_turn(game):
    session, result = game
    assert len([e for e in kinds(session, "place")]) > 12                     # set-up and reserve builders
    assert kinds(session, "pass") and kinds(session, "well") and kinds(session, "take")
    assert [e for e in kinds(session, "close") if "worker" in e], "no voluntary closing"
    assert [e for e in kinds(session, "close") if "worker" not in e], "no 'close none'"
    assert lines(result, "the joker builder on"), "the joker is never used"
    assert lines(result, "has no worker on the board: the"), "no builder move by a player without workers"
    closed_by_others = [line for event, outcome in result.outcomes for line in outcome.lines
                        if "is closed by" in line and f"({event['player']})" not in line]
    assert closed_by_others, "no tile closes another player's aqueduct"
    assert any(len(ws) == 2 for ws in result.state.podiums.values()), "no shared podium"


def test_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) >= {"format", "game", "valid", "events", "problem", "turn", "current_player", "phase",
                         "winner", "players"}
    assert data["valid"] is True and data["phase"] == "over" and data["winner"]
    for player in data["players"]:
        assert player["score"]["total"] == player["total"] == player["podium_points"] + player["bonus"]


def test_example_generator_reproduces_the_file(tmp_path):
    out = aqua_bot().build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["again.toml"]
