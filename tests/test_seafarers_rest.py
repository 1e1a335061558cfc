"""The remaining Seafarers rules (seafarers-and-ck-minimum.md part A): a map without a desert (SEA-DEV-2), gold
fields paying resources only (SEA-GOLD-2), an unbroken ship line to an intersection (SEA-ROUTE-4) and a moved ship
reaching a face-down hex (SEA-MOVE-7). Positions on the shipped TEST layout, as in test_seafarers.py."""

from __future__ import annotations

import copy
import datetime as dt

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Setup
from referee.games.catan.board import check_board, make_board
from referee.games.catan.edition import edition
from referee.games.catan.seafarers import ships
from test_seafarers import NAMES, do, game, position, refused  # noqa: F401 — game is the fixture

SEA = edition("seafarers")
runner = CliRunner()
LINE = {"settlement": ["2d:4"], "ship": ["2e:7", "3e:3"]}          # 2d:4 → 2e:6 → 3e:4, across the strait


# --- SEA-DEV-2: a map without a desert ----------------------------------------------------------------------------
def no_desert() -> dict:
    """The TEST layout with hills 6 where the desert was, and no robber on the board."""
    board = copy.deepcopy(make_board(None, None, SEA))
    board["hexes"]["3c"] = {"terrain": "hills", "number": 6}
    del board["robber"]
    return board


def desertless_game(game, **options):
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  check_board(no_desert(), SEA), [{"name": n} for n in NAMES])
    game.check_setup(setup)
    state = game.initial_state(setup)
    state.setup_step, state.turn, state.rolled, state.active = state.setup_steps, 5, False, 0
    return state


def test_sea_dev_2_a_board_without_a_desert_keeps_the_robber_beside_the_board(game):
    assert "robber" not in check_board(no_desert(), SEA)
    placed = no_desert() | {"robber": "3c"}
    with pytest.raises(RuleViolation) as info:
        check_board(placed, SEA)
    assert info.value.rule == "SEA-DEV-2" and "starts beside the board" in info.value.message
    assert desertless_game(game).robber is None
    with_desert = copy.deepcopy(make_board(None, None, SEA))
    del with_desert["robber"]
    with pytest.raises(RuleViolation) as info:                  # a map with a desert still names its start
        check_board(with_desert, SEA)
    assert info.value.rule == "CATAN-SETUP-2" and info.value.allowed == 'robber = "3c"'



def test_sea_dev_2_the_robber_enters_on_the_first_seven(game):
    state = desertless_game(game)
    state.by_name["Anna"].hand.update({"ore": 2})
    do(game, state, "roll", total=7)
    refused(game, state, "CATAN-ROBBER-2", "robber", to="2e")            # it enters on land
    do(game, state, "robber", to="3b")
    assert state.robber == "3b"


def test_sea_dev_2_the_robber_enters_on_the_first_knight(game):
    state = desertless_game(game)
    state.by_name["Anna"].devs.update({"knight": 1})
    state.deck.subtract({"knight": 1})
    do(game, state, "play", card="knight", to="3c")
    assert state.robber == "3c" and state.by_name["Anna"].knights == 1


def test_sea_dev_2_beside_the_board_the_robber_blocks_no_hex(game):
    from referee.games.catan.building import place

    state = desertless_game(game)
    place(state, state.by_name["Anna"], "settlement", state.board.grid.corner("3c:12"))  # on the hills 6 of 3c
    do(game, state, "roll", total=6)
    assert state.by_name["Anna"].hand["brick"] == 1


def test_sea_dev_2_status_and_board_say_where_the_robber_waits(game, tmp_path, monkeypatch):
    import tomli_w

    monkeypatch.chdir(tmp_path)
    (tmp_path / "open-sea.toml").write_text(tomli_w.dumps({"board": no_desert()}), "utf-8")
    made = runner.invoke(app, ["new", "seafarers", "--players", "Anna,Ben,Cyril", "--board", "open-sea.toml",
                               "--save", "g"])
    assert made.exit_code == 0, made.stderr
    assert "Robber on no hex, beside the board." in runner.invoke(app, ["status"]).stdout
    assert "Robber: no hex, beside the board." in runner.invoke(app, ["board"]).stdout
    picture = runner.invoke(app, ["board", "--svg", "-"]).stdout
    assert 'id="robber"' not in picture and "Robber on no hex, beside the board." in picture
    cs = runner.invoke(app, ["--lang", "cs", "status"]).stdout
    assert "Zloděj na žádném dílu, leží vedle plánu." in cs


# --- SEA-GOLD-2: a gold field pays resources, never commodities -----------------------------------------------
def test_sea_gold_2_a_city_on_a_gold_field_takes_resources_never_commodities(game):
    state = position(game, pieces={"Anna": {"city": ["2e:4"]}}, rolled=False)
    for commodity in ("paper", "cloth", "coin"):
        with pytest.raises(NotationError, match=f"unknown resource '{commodity}'"):
            do(game, state, "roll", total=9, gold={"Anna": {commodity: 2}})
    refused(game, state, "SEA-GOLD-1", "roll", total=9, gold={"Anna": {"ore": 1}})      # a city takes 2
    do(game, state, "roll", total=9, gold={"Anna": {"ore": 1, "wool": 1}})
    assert state.by_name["Anna"].hand == {"ore": 1, "wool": 1}


# --- SEA-ROUTE-4: an unbroken ship line to an intersection -----------------------------------------------------
def test_sea_route_4_an_unbroken_line_of_own_ships_from_a_building(game):
    state = position(game, pieces={"Anna": LINE})
    anna = state.by_name["Anna"]
    assert ships.line_to(state, anna, "3e:4") == ["2e:7", "3e:3"]
    assert ships.line_to(state, anna, "2e:6") == ["2e:7"]
    assert ships.line_to(state, anna, "3f:6") is None                   # no ship of hers touches it
    assert ships.line_to(state, state.by_name["Ben"], "3e:4") is None   # not his ships
    alone = position(game, pieces={"Anna": {"ship": ["2e:7", "3e:3"]}})
    assert ships.line_to(alone, alone.by_name["Anna"], "3e:4") is None  # ships from no building of hers


def test_sea_route_4_an_opponents_building_breaks_the_line_but_may_end_it(game):
    state = position(game, pieces={"Anna": LINE, "Ben": {"settlement": ["2e:6"]}})
    anna = state.by_name["Anna"]
    assert ships.line_to(state, anna, "2e:6") == ["2e:7"]
    assert ships.line_to(state, anna, "3e:4") is None
    city = position(game, pieces={"Anna": {"city": ["3f:6"], "ship": ["3f:7", "3e:3", "2e:7"]}})
    assert ships.line_to(city, city.by_name["Anna"], "2d:4") == ["3f:7", "3e:3", "2e:7"]   # from a city too


# --- SEA-MOVE-7: a moved ship reaching a face-down hex -------------------------------------------------------
FOGGY = {"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "3e:3", "2e:5"]}}   # 2e:5 is the open end to move


def foggy(game, **options):
    state = position(game, pieces=FOGGY, **options)
    board = copy.deepcopy(state.board.data)
    board["hexes"]["4f"] = {"terrain": "fog"}                         # the small island's pasture lies face down
    state.board = type(state.board)(check_board(board, SEA), SEA)
    return state


def test_sea_move_7_a_ship_moved_next_to_a_face_down_hex_counts_as_placed(game):
    state = foggy(game)
    out = do(game, state, "move_ship", **{"from": "2e:5", "to": "3f:7"})
    assert state.pending == [("discover", "Anna", "4f", False)]      # the table types what turned up next
    assert [(rule, what) for _seq, rule, what in state.unverified] == [("SEA-MOVE-7", "ship_move_discovers")]
    assert any("discover 4f" in line for line in out.lines)
    with pytest.raises(RuleViolation) as refused:                     # nothing else until it is typed (SEA-FOG-1)
        do(game, state, "end")
    assert refused.value.rule == "SEA-FOG-1"


def test_sea_move_7_a_ship_moved_elsewhere_discovers_nothing(game):
    state = foggy(game)
    do(game, state, "move_ship", **{"from": "2e:5", "to": "3e:5"})
    assert state.pending == [] and state.unverified == []


def test_sea_move_7_the_option_reads_a_move_as_no_placing(game):
    state = foggy(game, ship_move_discovers=False)
    do(game, state, "move_ship", **{"from": "2e:5", "to": "3f:7"})
    assert state.pending == [] and state.by_name["Anna"].ships == {"2e:7", "3e:3", "3f:7"}
