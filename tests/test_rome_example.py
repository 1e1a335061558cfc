"""The shipped example game (saves/examples/rome-3p-test-map.toml): valid, finished, feature-rich, reproducible."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from referee.core.check import check_file
from referee.core.session import Session, replay
from referee.games.rome import GAME
from referee.games.rome.scoring import victory_points

ROOT = Path(__file__).resolve().parents[1]
SAVE = ROOT / "saves" / "examples" / "rome-3p-test-map.toml"
SCRIPT = ROOT / "saves" / "examples" / "make_rome_example.py"


@pytest.fixture(scope="module")
def game():
    session = Session.load(SAVE)
    return session, replay(GAME, session.setup, session.events, keep=True)


def test_the_example_is_valid_finished_and_won_with_ten_vp(game):
    session, result = game
    assert result.problem is None and result.applied == len(session.events)
    state = result.state
    assert state.stage == "over" and state.winner
    assert victory_points(state, state.by_name[state.winner]) >= 10
    assert session.setup.board["mode"] == "map" and "TEST MAP" in session.setup.board["name"]
    assert check_file(SAVE).code == 0


def test_the_example_shows_the_rules_at_work(game):
    session, result = game
    kinds = Counter(e["kind"] for e in session.events)
    assert {"start", "legionnaire", "roll", "trade", "bank", "build", "play", "move", "plunder", "conquer",
            "pass", "end"} <= set(kinds)
    events = session.events
    assert any(e["kind"] == "build" and "joker" in e for e in events)
    assert any(e["kind"] == "move" and e.get("card") == "great_tribal_leader" for e in events)
    assert any(e["kind"] == "conquer" and e.get("card") == "traitor" for e in events)
    assert any(e["kind"] == "play" and e["card"] == "diplomat" for e in events)
    assert any(e["kind"] == "play" and e["card"].startswith("treasure_") for e in events)
    lines = [line for _, out in result.outcomes for line in out.lines]
    assert any("void" in line for line in lines)
    assert any("ROME-SPECIAL-1" in line for line in lines)
    assert any("found a kingdom" in line for line in lines) and any("expands to" in line for line in lines)
    assert any("ROME-END-1" in line for line in lines)
    state = result.state
    assert sum(1 for p in state.players if any(t.kingdom for t in p.tribes.values())) >= 2


def test_the_example_script_reproduces_the_file_byte_for_byte(tmp_path):
    spec = importlib.util.spec_from_file_location("make_rome_example", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = module.build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
