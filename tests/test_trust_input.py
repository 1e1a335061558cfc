"""What people type is checked where it is typed (the trust issue, items 13, 14, 16, 20, 21):
player names, option values, the order of Catan's refusals, game verbs that would hide a
common command, and the wording of a few messages.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry, save
from referee.core.errors import NotationError, SaveError
from referee.core.session import Session

DATA = Path(__file__).resolve().parent / "data" / "saves"
BASE = DATA / "safety" / "base.toml"

runner = CliRunner()


def cli(*args, code=0):
    result = runner.invoke(app, [str(a) for a in args])
    assert result.exit_code == code, result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    return result


# --- item 14: option values are range-checked ----------------------------------------------------

@pytest.mark.parametrize("value", ["-5", "0", "2", "23"])
def test_catan_end_1_victory_points_out_of_range_is_refused_at_new(tmp_path, value):
    path = tmp_path / "g.toml"
    result = cli("new", "catan", "--players", "Anna,Ben,Cyril", "--option", f"victory_points={value}",
                 "--save", path, code=2)
    assert f"CATAN-END-1: option victory_points cannot be {value}" in result.stderr
    assert "a whole number from 3 to 22" in result.stderr
    assert not path.exists()


def test_catan_end_1_victory_points_in_range_is_taken(tmp_path):
    cli("new", "catan", "--players", "Anna,Ben,Cyril", "--option", "victory_points=3", "--save",
        tmp_path / "g.toml")
    assert Session.load(tmp_path / "g.toml").setup.options["victory_points"] == 3


def test_catan_end_1_victory_points_out_of_range_in_a_save_is_a_save_error(tmp_path):
    path = tmp_path / "g.toml"
    shutil.copy(BASE, path)
    path.write_text(path.read_text("utf-8").replace("victory_points = 10\n", "victory_points = 0\n"), "utf-8")
    with pytest.raises(SaveError) as info:
        Session.load(path)
    assert "victory_points cannot be 0" in str(info.value) and "from 3 to 22" in str(info.value)
    result = cli("check", path, code=3)
    assert "victory_points" in result.stderr + result.stdout


@pytest.mark.parametrize("game, option, bad, allowed", [
    ("rome", "army_figures_per_type", "1", "0, or a whole number from 2 to 20"),
    ("rome", "legionnaire_gold_fallback", "5", "from 2 to 3"),
    ("rome", "action_deck_size", "31", "from 0 to 30"),
    ("rome", "end_threshold", "-1", "from 0 to 20"),
    ("aqua-romana", "tiles_curve", "-1", "from 0 to 84"),
    ("rome", "edition", "fr", "one of cz, de, en"),
])
def test_every_game_refuses_an_option_value_outside_its_declared_values(tmp_path, game, option, bad, allowed):
    result = cli("new", game, "--players", "Anna,Ben,Cyril", "--option", f"{option}={bad}",
                 "--save", tmp_path / "g.toml", code=2)
    assert f"option {option} cannot be" in result.stderr and allowed in result.stderr


def test_every_option_of_every_game_declares_its_valid_values():
    for game in registry.games().values():
        for option in game.options:
            if isinstance(option.default, bool):
                continue
            if isinstance(option.default, int):
                assert option.bounds, f"{game.key} option {option.name} declares no range"
            else:
                assert option.choices, f"{game.key} option {option.name} declares no choices"
            assert option.coerce(option.default) == option.default
