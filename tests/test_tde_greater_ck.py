"""Greater Catan with Cities & Knights (``greater-catan-ck``, TDE-GEN-2): one class built from Greater Catan and the
C&K member (tde/ck_scenario.py ``with_ck``), on Greater Catan's TEST layout; its example game
(saves/examples/greater-catan-ck-3p-test.toml) is won at 20 and reproduced byte for byte by its script."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from tde_helpers import new_setup
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay
from referee.games import register_builtins
from referee.games.catan.cities_knights.game import SeafarersCK
from referee.games.catan.tde.greater_catan.game import GreaterCatan

register_builtins()
GAME = registry.find("greater-catan-ck")
SAVE = ROOT / "saves" / "examples" / "greater-catan-ck-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(GAME, session.setup, session.events, keep=True)


def test_tde_gen_2_greater_catan_with_ck_is_both_games():
    assert isinstance(GAME, GreaterCatan) and isinstance(GAME, SeafarersCK)
    assert registry.find("velký katan s rytíři") is GAME
    assert {"number", "knight", "improve", "progress"} <= set(GAME.kinds)
    assert {"new_island_stack", "barbarian_track"} <= {o.name for o in GAME.options}
    state = GAME.initial_state(new_setup(GAME))
    assert state.options["victory_points"] == 20 and state.edition.supply["city"] == 8     # TDE-GREATER-7
    assert hasattr(state, "knights") and hasattr(state, "stack_left")
    assert registry.find("greater-catan").initial_state(new_setup(registry.find("greater-catan"),
                                                                  victory_points=18)).options["victory_points"] == 18


def test_tde_gen_2_the_example_replays_to_a_win_at_20(played):
    session, result = played
    assert session.setup.game == "greater-catan-ck" and session.setup.options["victory_points"] == 20
    assert result.problem is None and result.applied == len(session.events) and result.state.winner
    kinds = Counter(e["kind"] for e in session.events)
    assert kinds["number"] and kinds["knight"] and kinds["improve"] and kinds["progress"]     # both games' events
    assert all("event" in e and "red" in e for e in session.events if e["kind"] == "roll")    # CK-BARB-1


def test_tde_gen_2_check_json_has_both_games_fields():
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["game"] == "greater-catan-ck"
    assert "barbarians" in data and "new_island" in json.dumps(data)
    assert any(n["rule"] == "CATAN-END-1" for n in data["not_verified"])


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_greater_catan_ck_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
