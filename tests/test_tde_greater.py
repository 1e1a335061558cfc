"""Greater Catan (catan-td-and-e.md §5, seed 003 pp.7–9): the new island's numbers from the stack and, once it is
empty, moved from the main island by three conditions given up in order; 8 cities; robber and pirate; 18 points.

The positions are on the shipped TEST layout (``tde/data/greater-catan-test.toml``): a main island 2b–4d around
the desert 3c (2b 11, 2c 5, 2d 9, 3b 8, 3d 4, 4b 3, 4c 10, 4d 6), a strait 2e/3e/4e with the pirate on 3e, and a
new island without numbers: 2f mountains, 2g forest, 3f gold, 3g hills, 4f pasture, 4g fields."""

from __future__ import annotations

import copy
import json

import pytest
from typer.testing import CliRunner

import tde_greater_helpers as helpers
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.session import Session, replay
from referee.games.catan.seafarers.game import Seafarers
from referee.games.catan.tde.greater_catan import numbers
from tde_greater_helpers import do, new_setup, refused

NEW = ("2f", "2g", "3f", "3g", "4f", "4g")
runner = CliRunner()


@pytest.fixture(scope="module")
def game():
    return registry.find("greater-catan")


def position(game, *, numbers_from=None, **kw):
    """A mid-game position (:func:`tde_greater_helpers.position`); ``numbers_from = {"2f": 8}`` new hexes already numbered
    from the stack."""

    def prepare(state):
        state.pirate = "1a"
        for hexname, n in (numbers_from or {}).items():
            numbers.renumber(state, {hexname: n})
            state.number_from[hexname] = "stack"
            state.stack_used += 1

    return helpers.position(game, prepare=prepare, **kw)


def reach(state, name="Anna"):
    """What a ship or road build does afterwards: the hexes it reached wait for their numbers."""
    numbers.wait_for_numbers(state, name, Outcome())
    return state


SHIPPER = {"Anna": {"settlement": ["2d:4"]}}     # Anna's harbour town on 2d; ship 2e:7 reaches 3f at 2e:6


# --- the member ----------------------------------------------------------------------------------------------------
def test_tde_greater_is_a_registered_seafarers_scenario_with_its_data(game):
    assert isinstance(game, Seafarers) and game.key == "greater-catan"
    for alias in ("velky katan", "velký katan", "greater catan"):
        assert registry.find(alias) is game
    options = {o.name: o.default for o in game.options}
    assert options["victory_points"] == 18 and options["island_chits"] == 0 and options["new_island_stack"] == 4
    assert "number" in game.kinds and "number" in game.phases


def test_tde_greater_3_the_test_layout_has_a_new_island_without_numbers(game):
    state = game.initial_state(new_setup(game))
    assert state.new_island == frozenset(NEW)
    assert not any(h in state.board.number for h in NEW)
    assert state.board.number["2d"] == 9 and state.robber == "3c" and state.pirate == "5a"


def test_tde_greater_3_a_board_whose_every_hex_has_a_number_is_not_greater_catan(game):
    board = copy.deepcopy(game.make_board(None, None, [], {}))
    for n, h in zip((2, 3, 4, 5, 9, 10), NEW):
        board["hexes"][h]["number"] = n
    with pytest.raises(RuleViolation) as info:
        new_setup(game, board=board)
    assert info.value.rule == "TDE-GREATER-3"


# --- TDE-GREATER-1/2: set-up ---------------------------------------------------------------------------------------
def test_tde_greater_1_the_set_up_settlements_stand_on_the_main_island(game):
    state = game.initial_state(new_setup(game))
    error = refused(game, state, "TDE-GREATER-1", "build", piece="settlement", at="2e:4")
    assert "2e:4" in error.message and "1a:4" in error.allowed        # a free corner of the main island
    do(game, state, "build", piece="settlement", at="2d:4")
    do(game, state, "build", piece="ship", at="2d:3")                 # a coastal one may take a ship (SEA-SHIP-8)
    assert state.by_name["Anna"].ships == {"2d:3"}


def test_tde_greater_2_robber_on_the_desert_and_a_pirate_on_the_sea(game):
    board = copy.deepcopy(game.make_board(None, None, [], {}))
    del board["pirate"]
    with pytest.raises(RuleViolation) as info:
        new_setup(game, board=board)
    assert info.value.rule == "TDE-GREATER-2"
    board = copy.deepcopy(game.make_board(None, None, [], {}))
    board["robber"] = "2b"
    with pytest.raises(RuleViolation) as info:
        new_setup(game, board=board)
    assert info.value.rule == "CATAN-SETUP-2"


# --- TDE-GREATER-3: reaching a hex without a number ------------------------------------------------------------------
def test_tde_greater_3_a_ship_reaching_a_hex_without_number_waits_for_the_token_drawn(game):
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "wool": 1}})
    out = do(game, state, "build", piece="ship", at="2e:7")
    assert state.due == ["3f"] and game.phase(state) == "number" and "3f" in " ".join(out.lines)
    refused(game, state, "TDE-GREATER-3", "end")                          # the number comes first
    refused(game, state, "TDE-GREATER-3", "number", at="2f", number=9)    # not reached
    refused(game, state, "TDE-GREATER-3", "number", at="3f", number=7)    # no token
    refused(game, state, "TDE-GREATER-3", "number", at="3f")              # which one was drawn?
    refused(game, state, "TDE-GREATER-3", "number", player="Ben", at="3f", number=9)
    do(game, state, "number", at="3f", number=9)
    assert state.board.number["3f"] == 9 and state.stack_left == 3 and game.phase(state) == "main"
    assert game.summary(state)["new_island_numbers"] == {"3f": {"number": 9, "from": "stack"}}


def test_tde_greater_3_a_road_reaching_a_hex_without_number_waits_as_well(game):
    state = position(game, pieces={"Anna": {"settlement": ["2e:4"]}}, numbers_from={"2f": 5, "3f": 9},
                     hands={"Anna": {"lumber": 1, "brick": 1}})
    do(game, state, "build", piece="road", at="2f:7")                    # 2e:4 → 2f:6, which touches 3g
    assert state.due == ["3g"]
    do(game, state, "number", at="3g", number=10)
    assert state.board.number["3g"] == 10 and not state.due


def test_tde_greater_3_two_hexes_reached_at_once_both_take_a_token_in_either_order(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}},
                     hands={"Anna": {"lumber": 1, "wool": 1}}, numbers_from={"3f": 9})
    do(game, state, "build", piece="ship", at="2e:5")                   # 2e:6 → 2e:4: touches 2f and 3f
    assert state.due == ["2f"]
    state = position(game, pieces=SHIPPER)
    state.by_name["Anna"].devs.update({"road_building": 1})
    state.deck.subtract({"road_building": 1})
    state.turn += 1
    do(game, state, "play", card="road_building", ships=["2e:7", "2e:5"])   # SEA-DEV-1 ships reach 3f and 2f
    assert state.due == ["2f", "3f"]
    do(game, state, "number", at="3f", number=4)
    assert game.phase(state) == "number"
    do(game, state, "number", at="2f", number=5)
    assert game.phase(state) == "main" and state.stack_left == 2


# --- TDE-GREATER-4…6: depletion ------------------------------------------------------------------------------------
def test_tde_greater_4_while_the_stack_lasts_no_token_moves(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}}))
    error = refused(game, state, "TDE-GREATER-4", "number", at="3f", **{"from": "2d"})
    assert "4" in error.message


def test_tde_greater_4_once_the_stack_is_empty_a_main_island_token_moves_and_production_follows(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2c:4"], "ship": ["2e:7"]},
                                         "Ben": {"settlement": ["2d:4"]}}, new_island_stack=0))
    error = refused(game, state, "TDE-GREATER-4", "number", at="3f", number=9)
    assert "2c (5)" in error.allowed and "3d (4)" in error.allowed
    refused(game, state, "TDE-GREATER-4", "number", at="3f", **{"from": "3c"})      # the desert has none
    refused(game, state, "TDE-GREATER-4", "number", at="3f", **{"from": "2f"})      # not the main island
    do(game, state, "number", at="3f", **{"from": "3d"})
    assert state.board.number["3f"] == 4 and "3d" not in state.board.number
    assert state.emptied == {"3d": "3f"} and state.number_from == {"3f": "3d"}
    before = state.by_name["Anna"].hand.get("lumber", 0)
    state.rolled = False
    state.turn += 1
    do(game, state, "roll", total=4)                                     # 3d (forest) no longer produces
    assert state.by_name["Anna"].hand.get("lumber", 0) == before


def test_tde_greater_5_condition_2_the_token_comes_from_beside_the_players_own_building(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2d:6"], "ship": ["2e:7"]}}, new_island_stack=0))
    error = refused(game, state, "TDE-GREATER-5", "number", at="3f", **{"from": "4b"})
    assert "2" in error.message and error.allowed.startswith("allowed: 2d (9), 3d (4)")
    do(game, state, "number", at="3f", **{"from": "2d"})


def test_tde_greater_5_condition_1_no_6_and_8_side_by_side_on_the_new_island(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["3d:4"], "ship": ["2e:7"]}}, new_island_stack=1,
                           numbers_from={"2f": 8}))
    assert state.due == ["3f"] and state.stack_left == 0
    error = refused(game, state, "TDE-GREATER-5", "number", at="3f", **{"from": "4d"})     # a 6 beside the 8 on 2f
    assert "condition 1" in error.message and error.allowed.startswith("allowed: 3d (4)")
    do(game, state, "number", at="3f", **{"from": "3d"})


def test_tde_greater_5_condition_3_every_building_on_the_main_island_keeps_a_number(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2c:4"], "ship": ["2e:7"]},
                                         "Ben": {"settlement": ["2d:4"]}}, new_island_stack=0))
    error = refused(game, state, "TDE-GREATER-5", "number", at="3f", **{"from": "2d"})     # Ben's 2d:4 would starve
    assert "condition 3" in error.message and "2c (5), 3d (4)" in error.allowed


def test_tde_greater_6_the_conditions_are_given_up_one_at_a_time_in_order(game):
    """Anna's only building touches 2d alone: condition 2 allows 2d, condition 3 forbids it. No token keeps all
    three; giving up 1 changes nothing; giving up 1 and 2 allows every hex but 2d (golden)."""
    state = reach(position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}}, new_island_stack=0))
    dropped, allowed = numbers.allowed_sources(state, state.by_name["Anna"], "3f")
    assert dropped == [1, 2] and allowed == ["2b", "2c", "3b", "3d", "4b", "4c", "4d"]
    error = refused(game, state, "TDE-GREATER-6", "number", at="3f", **{"from": "2d"})
    assert "condition 3" in error.message and "1, 2" in error.allowed
    do(game, state, "number", at="3f", **{"from": "4b"})                 # far from Anna: allowed once 2 is given up
    assert state.board.number["3f"] == 3


def test_tde_greater_6_condition_1_is_the_first_given_up(game):
    """Anna's settlement touches only 4d (6) and 3d; 3d is held back by Ben, 4d would put a 6 beside the 8:
    giving up condition 1 allows 4d, and no farther hex."""
    state = reach(position(game, pieces={"Anna": {"settlement": ["3d:4"], "ship": ["2e:7"]},
                                         "Ben": {"settlement": ["2c:6"]}}, new_island_stack=1,
                           numbers_from={"2f": 8}))
    numbers.renumber(state, {"2c": None})                                 # Ben's 2c:6 now feeds on 3d alone
    dropped, allowed = numbers.allowed_sources(state, state.by_name["Anna"], "3f")
    assert dropped == [1] and allowed == ["4d"]
    refused(game, state, "TDE-GREATER-6", "number", at="3f", **{"from": "3d"})
    do(game, state, "number", at="3f", **{"from": "4d"})


# --- TDE-GREATER-7/8 ---------------------------------------------------------------------------------------------------
def test_tde_greater_7_up_to_eight_cities(game):
    four = ["2b:4", "2c:4", "3b:4", "4b:4"]
    state = position(game, pieces={"Anna": {"city": four, "settlement": ["3d:6"]}},
                     hands={"Anna": {"grain": 2, "ore": 3}})
    do(game, state, "build", piece="city", at="3d:6")                    # a fifth city: the base game has 4
    assert len(state.by_name["Anna"].cities) == 5
    eight = four + ["3d:6", "2d:4", "4c:6", "1b:6"]
    state = position(game, pieces={"Anna": {"city": eight, "settlement": ["3d:4"]}},
                     hands={"Anna": {"grain": 2, "ore": 3}})
    error = refused(game, state, "TDE-GREATER-7", "build", piece="city", at="3d:4")
    assert "8" in error.message


def test_tde_greater_8_a_gold_field_takes_its_number_the_same_way_and_then_pays_gold(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4", "2e:6"]}}, hands={"Anna": {"lumber": 1, "wool": 1}})
    do(game, state, "build", piece="ship", at="2e:7")
    do(game, state, "number", at="3f", number=11)
    assert state.board.gold == {11: ["3f"]}
    state.rolled = False
    state.turn += 1
    refused(game, state, "SEA-GOLD-1", "roll", total=11)
    do(game, state, "roll", total=11, gold={"Anna": {"ore": 1}})
    assert state.by_name["Anna"].hand["ore"] == 1


# --- TDE-GREATER-9: the save records the source; replay and undo stay exact -----------------------------------------
def test_tde_greater_9_a_typed_number_must_be_the_moved_hexes(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2c:4"], "ship": ["2e:7"]}}, new_island_stack=0))
    refused(game, state, "TDE-GREATER-9", "number", at="3f", number=8, **{"from": "3d"})
    do(game, state, "number", at="3f", number=4, **{"from": "3d"})


def test_tde_greater_9_the_save_records_where_each_number_came_from_and_check_json_shows_it():
    from botplay import ROOT
    path = ROOT / "saves" / "examples" / "greater-catan-3p-test.toml"
    recorded = [e for e in Session.load(path).events if e["kind"] == "number"]
    assert all(("number" in e) != ("from" in e) for e in recorded)
    result = runner.invoke(app, ["check", str(path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    shown = data["new_island_numbers"]
    assert {h: v["from"] for h, v in shown.items()} == {e["at"]: e.get("from", "stack") for e in recorded}
    assert data["main_island_emptied"] == {e["from"]: e["at"] for e in recorded if "from" in e}
    assert all("ships" in p for p in data["players"]) and data["pirate"]


def test_tde_greater_9_replay_and_undo_restore_the_numbers(tmp_path, game):
    """The example game moves main-island tokens; its replay, and a replay cut before each number event, agree with
    the recorded source of every number (the board's numbers are derived, never stored)."""
    from botplay import ROOT
    path = ROOT / "saves" / "examples" / "greater-catan-3p-test.toml"
    session = Session.load(path)
    events = session.events
    moved = [e for e in events if e["kind"] == "number" and "from" in e]
    assert moved
    seq = moved[0]["seq"]
    before = replay(game, session.setup, events[:seq - 1], keep=True).state
    after = replay(game, session.setup, events[:seq], keep=True).state
    source = moved[0]["from"]
    assert before.board.number[source] == after.board.number[moved[0]["at"]] and source not in after.board.number
    copy_path = tmp_path / "copy.toml"
    copy_path.write_bytes(path.read_bytes())
    s = Session.load(copy_path)
    s.undo(len(events) - seq + 1)
    assert s.state.board.number.get(source) == before.board.number[source]
    assert json.dumps(game.summary(s.state), sort_keys=True) == json.dumps(game.summary(before), sort_keys=True)


# --- reports, notation, not verified -------------------------------------------------------------------------------
def test_tde_greater_4_verdicts_resting_on_the_stack_size_and_the_target_are_listed_not_verified(game):
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "wool": 1}})
    do(game, state, "build", piece="ship", at="2e:7")
    do(game, state, "number", at="3f", number=9)
    notes = game.check_notes(state)
    assert notes and "TDE-GREATER-4" in notes[0] and "new_island_stack=4" in notes[0]
    assert game.summary(state)["not_verified"][0]["option"] == "new_island_stack=4"
    assert any("not verified" in line for line in game.status(state).lines)


def test_tde_greater_3_the_table_types_number_hex_n_or_from_a_main_hex(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}}))
    assert game.parse(state, "number", ["3F", "9"], None) == {"kind": "number", "at": "3F", "player": "Anna",
                                                              "number": 9}
    assert game.parse(state, "number", ["3f", "z", "2d"], None)["from"] == "2d"
    assert game.parse(state, "number", ["3f", "6", "from", "4d"], None)["number"] == 6


def test_tde_greater_hints_name_the_allowed_sources(game):
    state = reach(position(game, pieces={"Anna": {"settlement": ["2d:6"], "ship": ["2e:7"]}}, new_island_stack=0))
    lines = " ".join(game.hints(state, []).lines)
    assert "3f" in lines and "2d (9), 3d (4)" in lines


def test_tde_greater_the_example_picture_shows_the_moved_numbers():
    from botplay import ROOT
    result = runner.invoke(app, ["board", "--save", str(ROOT / "saves" / "examples" / "greater-catan-3p-test.toml"),
                                 "--svg", "-"])
    assert result.exit_code == 0, result.output
    assert 'class="token-moved"' in result.stdout and "← " in result.stdout and "→ " in result.stdout
