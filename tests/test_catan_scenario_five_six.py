"""Scenario files with 5–6 players, the member ``catan-scenario-5-6`` (SCENARIO-13, FRIENDS-14): built by the
family's factory (five_six/combine.py), chosen by ``referee new catan-5-6 --scenario FILE``; the other way
round refused under SCENARIO-13; a file's player counts; the board with 5–6 players; a landmark built in the
special building phase; the shipped example game, won and reproduced byte for byte by its script."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Setup
from referee.core.session import Session, replay, step
from referee.games import register_builtins
from referee.games.catan.five_six.game import CatanFiveSix, FiveSixState
from referee.games.catan.scenario import file
from referee.games.catan.scenario.game import CatanScenario, ScenarioState
from test_catan_five_six import SETUP

register_builtins()
LIGHTHOUSES = ROOT / "saves" / "scenarios" / "lighthouses.toml"
EXAMPLE = ROOT / "saves" / "examples" / "catan-scenario-5-6-lighthouses-six.toml"
NAMES = ["Anna", "Ben", "Cyril", "Dana", "Eva", "Filip"]
# A made-up scenario for 5–6 players only: a landmark of 3 VP, the game to 5 VP.
TOWERS = """[scenario]
key = "towers"
name = "Towers"
victory_points = 5
players = [5, 6]

[board]
preset = "beginner-en"

[board_5_6]
preset = "six-example"

[[items]]
key = "tower"
name = "tower"
name_cs = "věž"
cost = { ore = 1 }
stands = "intersection"
victory_points = 3
count = 2
per_player = 1
"""


def towers(tmp_path: Path) -> str:
    path = tmp_path / "towers.toml"
    path.write_text(TOWERS, "utf-8")
    return str(path)


def new_game(spec: str, key: str = "catan-5-6", names=NAMES, board: str | None = None):
    """``referee new KEY --scenario spec`` without the CLI: the game, its state after the set-up."""
    game, made, defaults = registry.find(key).with_scenario(spec, board)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc),
                  game.resolve_options(defaults), made, [{"name": n} for n in names])
    game.check_setup(setup)
    return game, game.initial_state(setup)


def do(game, state, kind, player, **fields):
    return step(game, state, {"seq": 0, "kind": kind, "player": player, **fields})[1]


def set_up(game, state):
    for name, settlement, road in SETUP:
        do(game, state, "build", name, piece="settlement", at=settlement)
        do(game, state, "build", name, piece="road", at=road)


@pytest.mark.parametrize("alias", ["catan-scenario-5-6", "scénář 5–6", "catan scenario 5-6"])
def test_SCENARIO_13_the_member_is_the_scenario_with_the_extension(alias):
    game = registry.find(alias)
    assert game.key == "catan-scenario-5-6" and (game.min_players, game.max_players) == (5, 6)
    assert isinstance(game, CatanScenario) and isinstance(game, CatanFiveSix)
    assert issubclass(game.State, ScenarioState) and issubclass(game.State, FiveSixState)
    assert {"turn_rule", "robber_start", "victory_points"} <= {o.name for o in game.options}


def test_SCENARIO_13_FRIENDS_14_a_six_player_scenario_is_won_with_a_landmark_built_between_turns(tmp_path):
    game, state = new_game(towers(tmp_path))
    assert game.key == "catan-scenario-5-6" and state.bank()["ore"] == 24          # the extension's bank
    set_up(game, state)
    do(game, state, "roll", "Anna", total=12)
    state.by_name["Ben"].hand.update({"ore": 1, "lumber": 1, "brick": 1})
    do(game, state, "end", "Anna")
    assert game.phase(state) == "special_build"
    do(game, state, "build", "Ben", piece="road", at="2d:3")
    out = do(game, state, "build", "Ben", piece="tower", at="2d:2")        # SCENARIO-4 in the special phase
    assert "Ben builds tower on 2d:2" in out.lines[0] and state.item_vp["Ben"] == 3
    assert game.summary(state)["players"][1]["victory_points"] == 5 and state.winner is None   # CATAN56-SBP-5
    out = do(game, state, "roll", "Ben", total=12)                         # his own turn: the win
    assert state.winner == "Ben" and "wins" in out.lines[-1]


def test_SCENARIO_13_an_item_built_between_turns_is_that_players_special_build(tmp_path):
    game, state = new_game(towers(tmp_path))
    set_up(game, state)
    do(game, state, "roll", "Anna", total=12)
    for name in ("Ben", "Cyril"):
        state.by_name[name].hand.update({"ore": 1, "lumber": 1, "brick": 1})
    do(game, state, "end", "Anna")
    do(game, state, "build", "Cyril", piece="road", at="3e:3")
    do(game, state, "build", "Cyril", piece="tower", at="3e:2")
    before = game.summary(state)
    with pytest.raises(RuleViolation) as info:                             # Ben, before Cyril, has passed
        do(game, state, "build", "Ben", piece="road", at="2d:3")
    assert info.value.rule == "CATAN56-SBP-1" and game.summary(state) == before


def test_SCENARIO_13_hints_in_the_special_building_phase_list_where_the_builders_items_may_stand(tmp_path):
    game, state = new_game(towers(tmp_path))
    set_up(game, state)
    do(game, state, "roll", "Anna", total=12)
    state.by_name["Ben"].hand.update({"ore": 1, "lumber": 1, "brick": 1})
    do(game, state, "end", "Anna")                                         # Ben builds first between turns
    assert not any(line.startswith("tower") for line in game.hints(state, []).lines)    # no road to stand by
    do(game, state, "build", "Ben", piece="road", at="2d:3")
    lines = game.hints(state, [])
    assert lines.lines[1].startswith("For Ben")
    towers_line = next(line for line in lines.lines if line.startswith("tower"))
    assert "not affordable" not in towers_line, lines.lines
    spot = towers_line.split(": ")[1].split(",")[0]
    do(game, state, "build", "Ben", piece="tower", at=spot)
    assert state.placed


@pytest.mark.parametrize("key, names, other", [("catan", "A,B,C,D,E", "catan-5-6"),
                                               ("catan-5-6", "A,B,C", "catan")])
def test_SCENARIO_13_the_wrong_game_for_the_player_count_names_the_right_command(key, names, other, tmp_path,
                                                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["new", key, "--scenario", str(LIGHTHOUSES), "--players", names])
    assert result.exit_code == 2 and "SCENARIO-13" in result.output
    assert f"referee new {other} --scenario FILE --players {names}" in result.output
    assert not list(tmp_path.glob("saves/*.toml"))


def test_SCENARIO_13_new_catan_5_6_with_a_scenario_writes_a_scenario_save(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["new", "catan-5-6", "--scenario", str(LIGHTHOUSES), "--players",
                                      "A,B,C,D,E"])
    assert result.exit_code == 0, result.output
    session = Session.load(next(tmp_path.glob("saves/catan-scenario-5-6-*.toml")))
    assert session.setup.game == "catan-scenario-5-6" and session.setup.board["scenario"]["key"] == "lighthouses"
    assert len(session.setup.board["hexes"]) == 30                         # [board_5_6]: six-example


def test_SCENARIO_13_a_files_players_narrow_the_counts(tmp_path):
    with pytest.raises(RuleViolation) as info:
        new_game(towers(tmp_path), "catan", ["A", "B", "C"])
    assert info.value.rule == "SCENARIO-13" and "played by 5, 6 players, not 3" in info.value.line()
    bad = tmp_path / "bad.toml"
    bad.write_text(TOWERS.replace("players = [5, 6]", "players = [2, 7]"), "utf-8")
    with pytest.raises(RuleViolation) as info:
        file.read(str(bad))
    assert info.value.rule == "SCENARIO-1" and "players lists player counts from 3 to 6" in info.value.line()


def test_SCENARIO_13_without_a_board_for_5_6_the_extensions_board_is_a_stand_in(tmp_path):
    text = LIGHTHOUSES.read_text("utf-8").replace("[board_5_6]\npreset = \"six-example\"\n", "")
    (tmp_path / "own.toml").write_text(text, "utf-8")
    game, state = new_game(str(tmp_path / "own.toml"), names=NAMES[:5])
    assert len(state.board.data["hexes"]) == 30 and "board" in state.scenario["unverified"]
    assert {"seq": None, "rule": "SCENARIO-2", "value": "board"} in game.notes(state)
    game, state = new_game(str(tmp_path / "own.toml"), names=NAMES[:5], board="six-example")
    assert "board" not in state.scenario["unverified"]                     # the table's own board: verified


def test_SCENARIO_13_a_member_with_rules_of_its_own_still_takes_no_scenario_file():
    with pytest.raises(NotationError) as info:
        registry.find("helpers-5-6").with_scenario(str(LIGHTHOUSES), None)
    assert info.value.rule == "SCENARIO-1" and "catan-5-6 --scenario FILE" in info.value.allowed


def test_SCENARIO_13_the_six_player_example_is_won_with_items_and_its_script_reproduces_it(tmp_path):
    session = Session.load(EXAMPLE)
    result = replay(session.game, session.setup, session.events, keep=True)
    assert session.setup.game == "catan-scenario-5-6" and result.problem is None and result.state.winner
    built = {e["piece"] for e in session.events if e["kind"] == "build"}
    assert {"lighthouse", "market", "jetty"} <= built and len(session.setup.players) == 6
    assert result.state.item_vp[result.state.winner] > 0
    out = example_script("make_catan_scenario_56_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == EXAMPLE.read_bytes()
