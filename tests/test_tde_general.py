"""The general rules of Treasures, Dragons & Adventurers (catan-td-and-e.md §1.3, TDE-GEN-1…4) over the four
scenarios refereed today; their Cities & Knights parts (TDE-GEN-2) wait for the C&K issue."""

from __future__ import annotations

import pytest
import tde_helpers as tde
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry
from referee.games import register_builtins
from referee.games.catan.seafarers.game import Seafarers

KEYS = ("treasure-islands", "into-the-unknown", "greater-catan", "desert-dragons")


@pytest.fixture(scope="module")
def islands():
    register_builtins()
    return registry.find("treasure-islands")


@pytest.mark.parametrize("key", KEYS)
def test_tde_gen_1_every_scenario_is_seafarers_with_its_own_changes(key):
    register_builtins()
    game = registry.find(key)
    assert isinstance(game, Seafarers) and type(game) is not Seafarers


def test_tde_gen_1_the_base_games_rules_hold_in_a_scenario(islands):
    state = tde.position(islands, {"Anna": {"settlement": ["2d:4"]}},
                         {"Anna": {"lumber": 3, "wool": 3, "brick": 2, "grain": 1}}, victory_points=8)
    err = tde.refused(islands, state, "CATAN-BUILD-1", "build", piece="city", at="2d:4")   # a city costs 2 grain 3 ore
    assert "missing 1 grain + 3 ore" in err.line()


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("names", ["Anna,Ben", "Anna,Ben,Cyril,Dana,Emil"])
def test_tde_gen_3_every_scenario_seats_three_or_four(tmp_path, monkeypatch, key, names):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["new", key, "--players", names, "-o", "victory_points=10", "--save", "g"])
    assert result.exit_code != 0 and "3 or 4" in result.output + result.stderr
    assert not list(tmp_path.glob("g*"))


def test_tde_gen_4_a_target_reached_in_anothers_turn_wins_only_in_ones_own(islands):
    state = tde.position(islands, {"Anna": {"settlement": ["2d:4"]}}, {"Anna": {"ore": 4}}, victory_points=3)
    state.by_name["Ben"].devs["victory_point"] = 3          # Ben holds the target while Anna plays
    state.deck["victory_point"] -= 3
    tde.do(islands, state, "maritime", give={"ore": 4}, get={"wool": 1})
    assert state.winner is None                              # not in Anna's turn
    tde.do(islands, state, "end")                            # Ben's turn begins: now he wins
    assert state.winner == "Ben"
