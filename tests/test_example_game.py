"""The shipped example game (saves/examples/catan-4p-beginner.toml): valid, complete, feature-rich, reproducible."""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.session import Session, replay, step
from referee.games.catan import GAME
from referee.games.catan.scoring import victory_points

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "saves" / "examples"
SAVE = EXAMPLES / "catan-4p-beginner.toml"
SCRIPT = EXAMPLES / "make_catan_example.py"


@pytest.fixture(scope="module")
def game():
    session = Session.load(SAVE)
    result = replay(GAME, session.setup, session.events, keep=True)
    return session, result


def lines(result, needle):
    return [(event["seq"], line) for event, outcome in result.outcomes for line in outcome.lines if needle in line]


def test_example_header_and_players(game):
    session, _ = game
    setup = session.setup
    assert setup.game == "catan"
    assert setup.title == "Example: four players on the beginner board"
    assert setup.created == dt.datetime(2026, 11, 27, 19, 0, tzinfo=dt.timezone.utc)
    assert setup.board["preset"] == "beginner-en"
    assert [(p["name"], p["color"]) for p in setup.players] == [
        ("Anna", "red"), ("Ben", "blue"), ("Cyril", "white"), ("Dana", "orange")]


def test_example_is_valid_and_won(game):
    session, result = game
    assert result.problem is None
    assert result.applied == len(session.events)
    assert result.warnings == []
    state = result.state
    assert state.winner
    assert victory_points(state, state.by_name[state.winner]) >= 10
    assert 60 <= state.turn <= 120
    assert session.events[-1]["player"] == state.winner


def test_example_events_are_canonical(game):
    """Stored events already carry canonical names: normalizing them changes nothing."""
    session, _ = game
    state = GAME.initial_state(session.setup)
    for event in session.events:
        assert GAME.normalize(state, event) == event, event["seq"]
        step(GAME, state, event)


def test_example_has_domestic_and_harbour_trades(game):
    session, _ = game
    trades = [e for e in session.events if e["kind"] == "trade"]
    assert trades and all(e["with"] != e["player"] for e in trades)
    maritime = [e for e in session.events if e["kind"] == "maritime"]
    at_harbour = [e for e in maritime if sum(e["give"].values()) < 4 * sum(e["get"].values())]
    assert at_harbour, "no maritime trade at a 3:1 or 2:1 harbour rate"


def test_example_has_seven_with_discards_and_theft(game):
    session, _ = game
    events = session.events
    found = False
    for i, event in enumerate(events):
        if event["kind"] == "roll" and event["total"] == 7:
            j = i + 1
            while events[j]["kind"] == "discard":
                j += 1
            robber = events[j]
            if j > i + 1 and robber["kind"] == "robber" and robber.get("stolen"):
                assert robber["player"] == event["player"]
                found = True
    assert found, "no 7 followed by discards and a robber theft"


def test_example_has_knights_and_largest_army(game):
    session, result = game
    knights = [e for e in session.events if e["kind"] == "play" and e["card"] == "knight"]
    assert len(knights) >= 3
    assert any(e.get("stolen") for e in knights)
    assert lines(result, "Largest Army")
    assert result.state.largest_army


def test_example_has_every_progress_card_bought_and_played(game):
    session, _ = game
    for card in ("road_building", "year_of_plenty", "monopoly"):
        bought = [e for e in session.events if e["kind"] == "buy" and e["card"] == card]
        played = [e for e in session.events if e["kind"] == "play" and e["card"] == card]
        assert bought and played, card


def test_example_longest_road_changes_hands(game):
    session, result = game
    taken = [line for _, line in lines(result, "Longest Road") if "takes the card from" in line]
    assert taken
    # the same, seen in the summaries: the holder goes straight from one player to another
    state = GAME.initial_state(session.setup)
    holders = []
    for event in session.events:
        step(GAME, state, event)
        holder = next((p["name"] for p in GAME.summary(state)["players"] if p["longest_road_card"]), None)
        if not holders or holders[-1] != holder:
            holders.append(holder)
    assert any(a and b and a != b for a, b in zip(holders, holders[1:])), holders


def test_example_check_json_via_cli():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] is True and data["problem"] is None
    assert data["phase"] == "over" and data["winner"]


def test_example_generator_reproduces_the_file(tmp_path):
    spec = importlib.util.spec_from_file_location("make_catan_example", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = module.build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["again.toml"]
