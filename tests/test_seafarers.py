"""Catan: Seafarers (seafarers-and-ck-minimum.md part A): the member, its sea board, ships, shipping routes, moving
a ship, the pirate, gold fields, the longest trade route and Road Building with ships.

The positions are on the shipped TEST layout (``data/seafarers-test.toml``): a main island 2b–4d around the desert
3c, a strait of sea 2e/3e/4e, and a small island 2f/3f/3g/4f with the gold field 3f (9)."""

from __future__ import annotations

import copy
import datetime as dt
import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Outcome, Setup
from referee.core.session import step
from referee.games.catan import awards
from referee.games.catan.board import check_board, make_board
from referee.games.catan.building import place
from referee.games.catan.edition import BASE, edition
from referee.games.catan.game import Catan
from referee.games.catan.seafarers import ships

SEA = edition("seafarers")
NAMES = ("Anna", "Ben", "Cyril")
runner = CliRunner()


@pytest.fixture(scope="module")
def game():
    return registry.find("seafarers")


def new_setup(game, names=NAMES, **options) -> Setup:
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  game.make_board(None, None, list(names), opts), [{"name": n} for n in names])
    game.check_setup(setup)
    return setup


def position(game, *, pieces=None, hands=None, devs=None, pirate="1a", robber=None, rolled=True, turn=5,
             active="Anna", **options):
    """A mid-game position: ``pieces = {"Anna": {"settlement": [...], "road": [...], "ship": [...]}}``; ships and
    pieces laid here count as built in an earlier turn; the pirate waits far off on 1a unless named."""
    state = game.initial_state(new_setup(game, **options))
    state.setup_step, state.turn, state.rolled = state.setup_steps, turn, rolled
    state.home_islands = {"2b"}                                        # the main island, as a set-up leaves it
    state.active = NAMES.index(active)
    state.pirate = pirate
    if robber:
        state.robber = robber
    grid = state.board.grid
    for name, kinds in (pieces or {}).items():
        player = state.by_name[name]
        for piece in ("settlement", "city", "road", "ship"):
            for at in kinds.get(piece, []):
                at = grid.side(at) if piece in ("road", "ship") else grid.corner(at)
                if piece == "ship":
                    ships.place(state, player, at)
                    state.ship_turn[at] = turn - 1
                    continue
                if piece == "city":
                    place(state, player, "settlement", at)
                place(state, player, piece, at)
    for name, hand in (hands or {}).items():
        state.by_name[name].hand.update(hand)
    for name, cards in (devs or {}).items():
        state.by_name[name].devs.update(cards)
        state.deck.subtract(cards)
    awards.update_longest_road(state, list(state.by_name), Outcome())
    return state


def do(game, state, kind, player=None, **fields):
    return step(game, state, {"seq": 0, "kind": kind, "player": player or state.current.name, **fields})[1]


def refused(game, state, rule, kind, player=None, **fields) -> RuleViolation:
    before = json.dumps(game.summary(state), sort_keys=True)
    with pytest.raises(RuleViolation) as info:
        do(game, state, kind, player, **fields)
    assert info.value.rule == rule, info.value.line()
    assert json.dumps(game.summary(state), sort_keys=True) == before
    return info.value


SHIPPER = {"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}}     # Anna's harbour town and a ship into the strait


# --- the member ----------------------------------------------------------------------------------------------
def test_seafarers_is_a_registered_member_of_the_catan_family(game):
    assert type(game).__mro__[1] is Catan and game.key == "seafarers"
    assert registry.find("námořníci") is game and registry.find("seefahrer") is game
    assert game.edition is SEA and SEA.costs["ship"] == {"lumber": 1, "wool": 1} and SEA.supply["ship"] == 15
    assert {"move_ship", "pirate"} <= set(game.kinds) and "gold" in game.kinds["roll"]


# --- step 1: the sea on the board ------------------------------------------------------------------------------
def test_sea_board_the_test_layout_has_sea_gold_fields_and_the_pirate_on_the_sea():
    board = make_board(None, None, SEA)
    terrains = Counter(v["terrain"] for v in board["hexes"].values())
    assert terrains["sea"] == 21 and terrains["gold"] == 1 and board["pirate"] == "3e"
    assert board["hexes"]["3f"] == {"terrain": "gold", "number": 9} and board["hexes"]["2e"] == {"terrain": "sea"}


@pytest.mark.parametrize("change,rule,fragment", [
    (lambda b: b["hexes"]["2e"].update(number=5), "CATAN-BOARD-2", "number token lies on the sea (2e)"),
    (lambda b: b["hexes"]["3f"].pop("number"), "CATAN-BOARD-2", "3f (gold"),
    (lambda b: b["hexes"]["3f"].update(number=7), "CATAN-BOARD-2", "carries 7"),
    (lambda b: b.update(pirate="3d"), "SEA-PIRATE-4", "not a sea hex"),
    (lambda b: b["harbours"].append({"path": "2c:3", "kind": "3:1"}), "CATAN-BOARD-3", "not a coastal path"),
    (lambda b: b["harbours"].append({"path": "2e:7", "kind": "3:1"}), "CATAN-BOARD-3", "not a coastal path"),
    (lambda b: b.update(robber="2b"), "CATAN-SETUP-2", "not on the desert"),
    (lambda b: b["hexes"].update({h: {"terrain": "sea"} for h in b["hexes"]}), "CATAN-BOARD-1", "no land"),
])
def test_catan_board_1_to_3_a_seafarers_board_is_checked_for_all_but_the_lost_counts(change, rule, fragment):
    board = copy.deepcopy(make_board(None, None, SEA))
    change(board)
    with pytest.raises(RuleViolation) as info:
        check_board(board, SEA)
    assert info.value.rule == rule and fragment in info.value.message, info.value.line()


def test_catan_board_1_the_base_game_knows_no_sea():
    board = copy.deepcopy(make_board("beginner-en", None))
    board["hexes"]["3c"] = {"terrain": "sea"}
    with pytest.raises(NotationError, match="unknown terrain 'sea'"):
        check_board(board, BASE)
    assert "pirate" not in check_board(make_board("beginner-en", None), BASE)


def test_sea_board_a_board_file_of_its_own_shape_and_counts_is_the_tables_transcription(game, tmp_path):
    board = copy.deepcopy(make_board(None, None, SEA))
    board["hexes"]["4f"] = {"terrain": "gold", "number": 5}            # a second gold field: no count to break
    board["shape"] = ["  x x x x x x", " x x x x x x x", "x x x x x x x x", " x x x x x x x", "  x x x x x x"]
    checked = check_board(board, SEA)
    assert "shape" not in checked and checked["hexes"]["4f"]["terrain"] == "gold"   # the edition's own rows


# --- ships (SEA-SHIP) ------------------------------------------------------------------------------------------
def test_sea_ship_1_a_ship_costs_one_lumber_and_one_wool(game):
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "wool": 1, "ore": 1}})
    do(game, state, "build", piece="ship", at="2e:5")
    assert state.by_name["Anna"].hand == {"lumber": 0, "wool": 0, "ore": 1} and "2e:5" in state.ship_owner
    refused(game, state, "SEA-SHIP-1", "build", piece="ship", at="2d:3")


def test_sea_ship_2_no_ship_between_two_land_hexes_and_no_road_between_two_sea_hexes(game):
    state = position(game, pieces={"Anna": {"settlement": ["2c:4"], "road": ["2c:3"]}},
                     hands={"Anna": {"lumber": 2, "wool": 1, "brick": 1}})
    error = refused(game, state, "SEA-SHIP-2", "build", piece="ship", at="2d:7")     # 2d | 3d
    assert "two land hexes" in error.message
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "brick": 1}})
    refused(game, state, "CATAN-BUILD-9", "build", piece="road", at="1d:5")          # 1d | 2e, both sea


def test_sea_ship_3_a_new_ship_touches_the_owners_ship_or_building(game):
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 2, "wool": 2}})
    refused(game, state, "SEA-SHIP-3", "build", piece="ship", at="4e:5")
    do(game, state, "build", piece="ship", at="2d:3")                                 # beside the settlement


def test_sea_ship_4_roads_and_ships_join_only_through_a_settlement(game):
    state = position(game, pieces={"Anna": {"settlement": ["2c:4"], "road": ["2c:3", "2d:5"]}},
                     hands={"Anna": {"lumber": 2, "wool": 1, "brick": 1}})
    # the road 2d:5 ends on 2d:6 (2d, 3d, 3e), which holds no building: no ship goes on from there
    refused(game, state, "SEA-SHIP-3", "build", piece="ship", at="3e:7")
    # Anna's ship 2e:7 ends on 2e:6 (2e, 3e, 3f): no road goes on from there onto the gold field's coast
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "brick": 1}})
    refused(game, state, "CATAN-BUILD-8", "build", piece="road", at="2e:5")


def test_sea_ship_5_a_coastal_path_holds_a_road_or_a_ship_not_both(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "road": ["2d:3"], "ship": ["2d:5"]}},
                     hands={"Anna": {"lumber": 2, "wool": 1, "brick": 1}})
    refused(game, state, "SEA-SHIP-5", "build", piece="ship", at="2d:3")
    refused(game, state, "SEA-SHIP-5", "build", piece="road", at="2d:5")


def test_sea_ship_6_fifteen_ships_per_player(game):
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "wool": 1}})
    state.by_name["Anna"].ships.update(f"x{i}" for i in range(14))
    refused(game, state, "SEA-SHIP-6", "build", piece="ship", at="2e:5")


def test_sea_ship_7_a_settlement_at_the_end_of_a_ship_line(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5"]}},
                     hands={"Anna": {"lumber": 2, "brick": 2, "wool": 2, "grain": 2}})
    do(game, state, "build", piece="settlement", at="2e:4")                          # on the small island
    assert "2e:4" in state.by_name["Anna"].settlements
    refused(game, state, "CATAN-BUILD-5", "build", piece="settlement", at="2f:6")    # the distance rule holds


def test_sea_ship_8_a_coastal_starting_settlement_may_take_a_ship_instead_of_its_road(game):
    state = game.initial_state(new_setup(game))
    do(game, state, "build", piece="settlement", at="2d:4")
    assert game.hints(state, []).lines[1:] == ["Roads touching 2d:4: 2d:3, 2d:5", "Or a ship (SEA-SHIP-8): 2d:3"]
    refused(game, state, "SEA-SHIP-8", "build", piece="ship", at="1c:5")           # not beside the settlement
    refused(game, state, "SEA-PIRATE-3", "build", piece="ship", at="2e:7")         # the pirate's hex 3e
    do(game, state, "build", piece="ship", at="2d:3")
    assert state.by_name["Anna"].ships == {"2d:3"} and state.current.name == "Ben"
    refused(game, state, "CATAN-SETUP-4", "build", piece="ship", at="2d:3")


# --- moving a ship (SEA-ROUTE, SEA-MOVE) --------------------------------------------------------------------------
OPEN = {"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5"]}}               # 2d:4 → 2e:6 → 2e:4, open


def test_sea_move_2_only_the_ship_at_an_open_end_moves(game):
    state = position(game, pieces=OPEN)
    refused(game, state, "SEA-MOVE-2", "move_ship", **{"from": "2e:7", "to": "2d:3"})   # the middle of the line
    do(game, state, "move_ship", **{"from": "2e:5", "to": "3e:3"})
    assert state.by_name["Anna"].ships == {"2e:7", "3e:3"}


def test_sea_route_2_a_route_closed_by_two_settlements_does_not_move(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4", "2e:4"], "ship": ["2e:7", "2e:5"]}})
    refused(game, state, "SEA-MOVE-2", "move_ship", **{"from": "2e:5", "to": "3e:3"})


def test_sea_move_1_one_ship_move_per_turn(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2d:3"]}})
    do(game, state, "move_ship", **{"from": "2d:3", "to": "2e:5"})
    refused(game, state, "SEA-MOVE-1", "move_ship", **{"from": "2e:5", "to": "3e:3"})
    do(game, state, "end")
    assert not state.moved_now


def test_sea_move_3_a_ship_built_this_turn_stays(game):
    state = position(game, pieces=SHIPPER, hands={"Anna": {"lumber": 1, "wool": 1}})
    do(game, state, "build", piece="ship", at="2e:5")
    refused(game, state, "SEA-MOVE-3", "move_ship", **{"from": "2e:5", "to": "3e:3"})


def test_sea_move_4_the_moved_ship_continues_the_owners_line(game):
    state = position(game, pieces=OPEN)
    refused(game, state, "SEA-MOVE-4", "move_ship", **{"from": "2e:5", "to": "4e:5"})
    refused(game, state, "SEA-MOVE-4", "move_ship", **{"from": "2e:5", "to": "2e:5"})
    refused(game, state, "SEA-SHIP-2", "move_ship", **{"from": "2e:5", "to": "2c:3"})


def test_sea_move_5_the_pirate_keeps_moved_ships_off_its_paths(game):
    state = position(game, pieces=OPEN, pirate="3f", hands={"Anna": {"lumber": 1, "wool": 1}})
    refused(game, state, "SEA-MOVE-5", "move_ship", **{"from": "2e:5", "to": "1d:5"})   # 2e:5 borders 3f
    state = position(game, pieces=OPEN, pirate="3e", hands={"Anna": {"lumber": 1, "wool": 1}})
    refused(game, state, "SEA-MOVE-5", "move_ship", **{"from": "2e:5", "to": "3e:3"})   # 3e:3 borders 3e


def test_sea_pirate_3_no_ship_is_built_on_a_side_of_the_pirates_hex(game):
    state = position(game, pieces=OPEN, pirate="3e", hands={"Anna": {"lumber": 1, "wool": 1}})
    refused(game, state, "SEA-PIRATE-3", "build", piece="ship", at="2d:5")
    state = position(game, pieces=OPEN, pirate="1c", hands={"Anna": {"lumber": 1, "wool": 1}})
    do(game, state, "build", piece="ship", at="2d:5")                                   # the pirate elsewhere
    assert "2d:5" in state.by_name["Anna"].ships


def test_sea_move_6_a_ship_moves_after_the_roll(game):
    state = position(game, pieces=OPEN, rolled=False)
    refused(game, state, "SEA-MOVE-6", "move_ship", **{"from": "2e:5", "to": "3e:3"})


# --- the pirate (SEA-PIRATE) --------------------------------------------------------------------------------------
def test_sea_pirate_1_after_a_seven_the_robber_or_the_pirate(game):
    state = position(game, pieces={**OPEN, "Ben": {"settlement": ["3c:4"], "ship": ["3e:5"]}},
                     hands={"Ben": {"wool": 1}}, rolled=False, pirate="3e")
    do(game, state, "roll", total=7)
    refused(game, state, "CATAN-ROBBER-2", "robber", to="3e")                       # the robber stays on land
    do(game, state, "pirate", to="4e", victim="Ben", stolen="wool")
    assert state.pirate == "4e" and state.by_name["Anna"].hand["wool"] == 1 and game.phase(state) == "main"
    refused(game, state, "SEA-PIRATE-1", "pirate", to="3e")


def test_sea_pirate_1_a_knight_to_a_sea_hex_moves_the_pirate(game):
    state = position(game, pieces=OPEN, devs={"Anna": {"knight": 1}}, rolled=False, pirate="3e")
    do(game, state, "play", card="knight", to="4e")
    assert state.pirate == "4e" and state.robber == "3c" and state.by_name["Anna"].knights == 1


def test_sea_pirate_2_the_pirate_robs_only_owners_of_ships_on_its_hex(game):
    state = position(game, pieces={**OPEN, "Ben": {"settlement": ["3d:4"], "ship": ["4e:5"]}},
                     hands={"Ben": {"wool": 1}}, rolled=False, pirate="1a")
    state.by_name["Cyril"].hand.update({"ore": 1})
    do(game, state, "roll", total=7)
    error = refused(game, state, "CATAN-ROBBER-3", "pirate", to="3e", victim="Ben", stolen="wool")
    assert "no ship on 3e" in error.message                                       # Ben's settlement touches 3e
    refused(game, state, "SEA-PIRATE-2", "pirate", to="3d")
    do(game, state, "pirate", to="4e", victim="Ben", stolen="wool")


def test_sea_pirate_4_a_board_without_the_pirate(game):
    state = position(game, pieces=OPEN, rolled=False, pirate=None)
    do(game, state, "roll", total=7)
    refused(game, state, "SEA-PIRATE-4", "pirate", to="3e")


# --- gold fields (SEA-GOLD) ---------------------------------------------------------------------------------------
def test_sea_gold_1_a_gold_field_pays_resources_of_the_owners_choice(game):
    state = position(game, pieces={"Anna": {"settlement": ["2e:4"]}, "Ben": {"city": ["3e:4"]}}, rolled=False)
    refused(game, state, "SEA-GOLD-1", "roll", total=9)
    refused(game, state, "SEA-GOLD-1", "roll", total=9, gold={"Anna": {"ore": 1}, "Ben": {"wool": 1}})
    refused(game, state, "SEA-GOLD-1", "roll", total=9, gold={"Anna": {"ore": 1}, "Ben": {"ore": 2},
                                                               "Cyril": {"ore": 1}})
    do(game, state, "roll", total=9, gold={"Anna": {"ore": 1}, "Ben": {"wool": 1, "grain": 1}})
    assert state.by_name["Anna"].hand["ore"] == 1 and state.by_name["Ben"].hand == {"wool": 1, "grain": 1}


def test_sea_gold_1_the_robber_on_a_gold_field_holds_it_back(game):
    state = position(game, pieces={"Anna": {"settlement": ["2e:4"]}}, rolled=False, robber="3f")
    refused(game, state, "SEA-GOLD-1", "roll", total=9, gold={"Anna": {"ore": 1}})
    do(game, state, "roll", total=9)


def test_sea_gold_1_the_choice_comes_from_what_the_bank_holds(game):
    state = position(game, pieces={"Anna": {"settlement": ["2e:4"]}}, rolled=False)
    state.by_name["Cyril"].hand.update({"ore": 19})
    error = refused(game, state, "SEA-GOLD-1", "roll", total=9, gold={"Anna": {"ore": 1}})
    assert "bank cannot give" in error.message


# --- the longest trade route (SEA-LTR) ----------------------------------------------------------------------------
def test_sea_ltr_2_roads_and_ships_count_together_only_through_the_owners_settlement(game):
    roads = ["2d:3", "1d:7", "1c:5"]                                              # 2d:4 → 1d:6 → 1c:4 → 1c:6
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "road": roads, "ship": ["2e:7", "2e:5"]}})
    assert state.by_name["Anna"].road_length == 5 and state.longest_road == "Anna"
    state = position(game, pieces={"Anna": {"settlement": ["2c:4"], "road": roads, "ship": ["2e:7", "2e:5"]}})
    assert state.by_name["Anna"].road_length == 3                                 # no building on 2d:4: apart


def test_sea_ltr_3_an_opponents_settlement_breaks_the_trade_route(game):
    line = {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5", "2e:3", "1e:7"]}      # 2d:4 → 2e:6 → 2e:4 → 1e:6
    assert position(game, pieces={"Anna": line}).by_name["Anna"].road_length == 4
    state = position(game, pieces={"Anna": line, "Ben": {"settlement": ["2e:4"]}})
    assert state.by_name["Anna"].road_length == 2


def test_sea_ltr_1_the_card_needs_five_and_passes_to_a_longer_route(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2d:3", "1d:5", "1e:7", "2e:3"]}},
                     hands={"Anna": {"lumber": 1, "wool": 1}})
    assert state.longest_road is None and state.by_name["Anna"].road_length == 4
    do(game, state, "build", piece="ship", at="2e:7")
    assert state.longest_road == "Anna" and state.by_name["Anna"].road_length == 5


def test_sea_ltr_4_a_cut_route_below_five_gives_the_card_back(game):
    line = {"settlement": ["2d:4"], "ship": ["2d:3", "1d:5", "1e:7", "2e:3", "2e:7"]}    # 5 through 2d:4
    state = position(game, pieces={"Anna": line, "Ben": {"ship": ["1e:5"]}}, active="Ben",
                     hands={"Ben": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}})
    assert state.longest_road == "Anna" and state.by_name["Anna"].road_length == 5
    do(game, state, "build", piece="settlement", at="1e:6")                       # Ben's town cuts at 1e:6
    assert state.by_name["Anna"].road_length == 4 and state.longest_road is None    # CATAN-ROAD-7


def test_sea_route_1_a_shipping_route_is_ships_joined_end_to_end(game):
    joined = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2d:3", "1d:5"]}})
    apart = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2d:3", "1e:7"]}})
    assert joined.by_name["Anna"].road_length == 2 and apart.by_name["Anna"].road_length == 1


def test_sea_route_3_a_branching_route_has_an_open_end_on_each_branch(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5", "3e:3"]}},
                     pirate="5a")
    assert ships.movable(state, state.by_name["Anna"]) == ["2e:5", "3e:3"]          # not the trunk 2e:7
    refused(game, state, "SEA-MOVE-2", "move_ship", **{"from": "2e:7", "to": "2d:3"})


# --- special victory points (SEA-SVP) -----------------------------------------------------------------------------
SETTLER = {"lumber": 2, "brick": 2, "wool": 2, "grain": 2}


def test_sea_svp_1_the_first_settlement_on_a_foreign_island_earns_chits(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5", "2e:3", "1e:7"]}},
                     hands={"Anna": SETTLER})
    assert state.board.island_of("2e:4") == "2f" and state.board.island_of("2d:4") == "2b"
    out = do(game, state, "build", piece="settlement", at="2e:4")
    assert state.special_points(state.by_name["Anna"]) == 2 and "SEA-SVP-1" in " ".join(out.lines)
    assert game.summary(state)["players"][0]["special_victory_points"] == 2
    assert game.summary(state)["players"][0]["victory_points"] == 4                # 2 settlements + 2 chits
    state.by_name["Anna"].ships.add("1e:5")
    state.ship_owner["1e:5"] = "Anna"
    do(game, state, "build", piece="settlement", at="1e:4")                       # the same island again: nothing
    assert state.special_points(state.by_name["Anna"]) == 2


def test_sea_svp_1_a_scenario_states_its_own_amount_and_home_islands_pay_nothing(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5"]}},
                     hands={"Anna": SETTLER}, island_chits=1)
    do(game, state, "build", piece="settlement", at="2e:4")
    assert state.special_points(state.by_name["Anna"]) == 1
    state = position(game, pieces={"Anna": {"settlement": ["2c:4"], "road": ["2c:3", "1c:5"]}},
                     hands={"Anna": SETTLER})
    do(game, state, "build", piece="settlement", at="1c:4")                       # still the main island
    assert state.special_points(state.by_name["Anna"]) == 0


# --- development cards (SEA-DEV) ----------------------------------------------------------------------------------
def test_sea_dev_1_road_building_builds_roads_ships_or_one_of_each(game):
    state = position(game, pieces=SHIPPER, devs={"Anna": {"road_building": 1}})
    do(game, state, "play", card="road_building", roads=["2d:5"], ships=["2e:5"])
    assert "2d:5" in state.by_name["Anna"].roads and "2e:5" in state.by_name["Anna"].ships
    state = position(game, pieces=SHIPPER, devs={"Anna": {"road_building": 1}})
    refused(game, state, "SEA-DEV-1", "play", card="road_building", ships=["2e:5", "4e:5"])
    refused(game, state, "SEA-DEV-1", "play", card="road_building", ships=["2e:5"])
    do(game, state, "play", card="road_building", ships=["2e:5", "2e:3"])


# --- what people see ---------------------------------------------------------------------------------------------
def test_check_json_keeps_every_base_field_and_adds_ships_and_the_pirate(game):
    state = position(game, pieces=OPEN)
    base = registry.find("catan")
    summary = game.summary(state)
    base_keys = set(base.summary(base.initial_state(_base_setup(base))))
    assert base_keys < set(summary) and summary["pirate"] == "1a"
    assert summary["players"][0]["ships"] == ["2e:5", "2e:7"] and "ships" not in base.summary(
        base.initial_state(_base_setup(base)))["players"][0]


def test_tab_completion_offers_ships_moves_and_the_pirate(game):
    state = position(game, pieces=OPEN)
    assert "ship" in game.completions(state, "build", [])
    assert "2e:7" in game.completions(state, "build", ["ship"]) and "2d:4" in game.completions(state, "build", ["s"])
    assert game.completions(state, "move", []) == ["2e:5", "2e:7"] and "3e:3" in game.completions(state, "move", ["x"])
    assert "3e" in game.completions(state, "pirate", []) and "Ben" in game.completions(state, "pirate", ["3e"])


def _base_setup(base):
    return Setup("catan", "t", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), base.resolve_options({}),
                 make_board("beginner-en", None), [{"name": n} for n in NAMES])


def test_the_cli_builds_moves_and_shows_ships_the_sea_and_the_pirate(tmp_path):
    save = str(tmp_path / "sea.toml")

    def cli(*args, code=0):
        result = runner.invoke(app, [*args, "--save", save])
        assert result.exit_code == code, result.output
        return result

    cli("new", "seafarers", "--players", "Anna,Ben,Cyril")
    for command in (["build", "settlement", "2d:4"], ["build", "ship", "2d:3"], ["build", "settlement", "4c:6"],
                    ["build", "road", "4c:5"], ["build", "settlement", "2b:12"], ["build", "road", "2b:1"],
                    ["build", "settlement", "4b:8"], ["build", "road", "4b:9"], ["build", "settlement", "2b:8"],
                    ["build", "road", "2b:9"], ["build", "settlement", "4d:4"], ["build", "road", "4d:3"]):
        cli(*command)
    cli("roll", "5")
    assert "SEA-MOVE-4" in cli("move", "2d:3", "1d:5", code=1).output    # an open end, but 1d:5 joins nothing
    board = cli("board").stdout
    assert "SEA" in board and "GLD9" in board and "[P]" in board and "Pirate: 3e" in board
    assert "a=Anna" in board and "Ships (~letter~ on a side): Anna 2d:3" in board
    svg = cli("board", "--svg", "-").stdout
    assert 'data-terrain="sea"' in svg and 'class="ship"' in svg and 'id="pirate"' in svg
    data = json.loads(runner.invoke(app, ["check", save, "--json"]).stdout)
    assert data["game"] == "seafarers" and data["players"][0]["ships"] == ["2d:3"] and data["pirate"] == "3e"
