"""The Desert Dragons (catan-td-and-e.md §6, seed 003 pp.10–12): dragons gathered on the deserts per build, the
storm and its spread after production, blocking of hexes, roads and buildings derived from the dragons, the
knights' revenge, the 7 without robber; SEA-LTR-5.

The positions are on the shipped TEST layout (``tde/data/desert-dragons-test.toml``): a main island with the
deserts 2c, 3c, 4c in its middle column around 2b hills 5, 2d fields 6, 3b pasture 9, 3d forest 4, 4b forest 10,
4d pasture 11; a strait 2e/3e/4e; the neighbour island 2f fields 8, 2g hills 3, 3f mountains 10, 3g mountains 2,
4f pasture 12, 4g forest 6."""

from __future__ import annotations

import copy
import json

import pytest
from typer.testing import CliRunner

import tde_greater_helpers as helpers
from botplay import ROOT
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.session import Session, replay
from referee.games.catan import awards, scoring
from referee.games.catan.building import place
from referee.games.catan.seafarers.game import Seafarers
from referee.games.catan.tde.desert_dragons import scenario
from tde_greater_helpers import NAMES, do, new_setup, refused

SAVE = ROOT / "saves" / "examples" / "desert-dragons-3p-test.toml"
FULL = {"2c": 6, "3c": 6, "4c": 6}          # all 18 on the deserts: the storm
runner = CliRunner()


@pytest.fixture(scope="module")
def game():
    return registry.find("desert-dragons")


def position(game, *, on=None, **kw):
    """A mid-game position (:func:`tde_greater_helpers.position`), ``on = {"2c": 6, "2b": 1}`` the dragons."""

    def prepare(state):
        state.dragons = dict(on or {})

    return helpers.position(game, prepare=prepare, **kw)


def roll(game, state, total, **fields):
    state.rolled = False
    state.turn += 1
    return do(game, state, "roll", total=total, **fields)


def side(state, a: str, b: str) -> str:
    """The path between hexes ``a`` and ``b``."""
    return next(p for p, s in state.board.grid.sides.items() if set(s.hexes) == {a, b})


def corner(state, *hexes: str) -> str:
    return next(c for c, k in state.board.grid.corners.items() if set(k.hexes) == set(hexes))


# --- the member ----------------------------------------------------------------------------------------------------
def test_tde_desert_is_a_registered_seafarers_scenario_with_its_data(game):
    assert isinstance(game, Seafarers) and game.key == "desert-dragons"
    for alias in ("poustni draci", "pouštní draci", "desert dragons"):
        assert registry.find(alias) is game
    options = {o.name: o.default for o in game.options}
    assert options["victory_points"] == 13 and options["dragons"] == 18 and options["desert_occupied"] is True
    assert options["knight_from_desert"] is True and options["short_reserve"] == "rest"
    assert "robber" not in game.kinds and "pirate" not in game.kinds and "steal" in game.kinds


def test_tde_desert_the_scenario_refuses_cities_and_knights_in_its_data():
    """Seed p.10: never with C&K. There is no C&K member yet: the data says so for the one to come."""
    assert scenario.FORBIDDEN == ("cities_knights",) and scenario.SCENARIO["largest_army"] is False
    assert not any("knights" in o.name and o.name != "knight_from_desert"
                   for o in registry.find("desert-dragons").options)


# --- TDE-DESERT-1/2 ------------------------------------------------------------------------------------------------
def test_tde_desert_1_the_set_up_settlements_stand_on_the_main_island(game):
    state = game.initial_state(new_setup(game))
    refused(game, state, "TDE-DESERT-1", "build", piece="settlement", at="2f:4")
    do(game, state, "build", piece="settlement", at="2d:4")
    do(game, state, "build", piece="ship", at="2d:3")                  # a coastal one may take a ship
    assert state.dragons == {}                                         # the set-up brings no dragons


def test_tde_desert_2_no_robber_no_pirate_on_a_seven_the_roller_takes_a_card(game):
    board = copy.deepcopy(game.make_board(None, None, [], {}))
    board["pirate"] = "3e"
    with pytest.raises(RuleViolation) as info:
        new_setup(game, board=board)
    assert info.value.rule == "TDE-DESERT-2"
    state = position(game, pieces={"Ben": {"settlement": ["2d:4"]}}, hands={"Ben": {"wool": 2}}, rolled=False)
    assert state.robber is None and state.pirate is None
    out = roll(game, state, 7)
    assert game.phase(state) == "robber" and "steal" in " ".join(out.lines)
    refused(game, state, "TDE-DESERT-2", "robber", to="2b")
    refused(game, state, "TDE-DESERT-2", "pirate", to="3e")
    refused(game, state, "TDE-DESERT-2", "steal", victim="Ben", stolen="ore")
    refused(game, state, "TDE-DESERT-2", "steal", victim="Anna")
    do(game, state, "steal", victim="Ben", stolen="wool")            # any player of his choice: no hex needed
    assert state.by_name["Anna"].hand["wool"] == 1 and game.phase(state) == "main"


def test_tde_desert_2_the_roller_may_decline_to_take_a_card(game):
    """Seed p.10: "si smí poté vzít" (may take): ``steal`` alone, with cards to take, takes nothing and is legal."""
    state = position(game, hands={"Ben": {"wool": 1, "ore": 1}}, rolled=False)
    roll(game, state, 7)
    event = game.parse(state, "steal", [], None)
    assert event == {"kind": "steal", "player": "Anna"}
    out = do(game, state, "steal")
    assert state.by_name["Ben"].hand.total() == 2 and state.by_name["Anna"].hand.total() == 0
    assert game.phase(state) == "main" and "takes no card" in " ".join(out.lines)


def test_tde_desert_2_a_card_taken_unseen(game):
    state = position(game, hands={"Ben": {"wool": 1, "ore": 1}}, rolled=False)
    roll(game, state, 7)
    do(game, state, "steal", victim="Ben")
    assert state.hands is not None and state.by_name["Anna"].cards() == 1


# --- TDE-DESERT-3/4: gathering and the storm -------------------------------------------------------------------------
def test_tde_desert_3_a_builds_dragons_all_go_onto_one_desert_holding_the_fewest(game):
    """Seed p.10: "na jednu ze tří pouští … pokud možno rovnoměrně": the three dragons of a build go onto one desert
    holding the fewest; where several hold equally few the builder chooses, and the build names it."""
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "road": ["2d:5", "3d:3"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 3, "ore": 3}}, on={"2c": 1})
    tied = refused(game, state, "TDE-DESERT-3", "build", piece="settlement", at="3d:4")
    assert "3c, 4c" in tied.message and "build settlement 3d:4 3c" in tied.allowed
    fuller = refused(game, state, "TDE-DESERT-3", "build", piece="settlement", at="3d:4", desert="2c")
    assert "3c, 4c" in fuller.allowed
    refused(game, state, "TDE-DESERT-3", "build", piece="settlement", at="3d:4", desert="3d")   # no desert
    out = do(game, state, "build", piece="settlement", at="3d:4", desert="4c")
    assert state.dragons == {"2c": 1, "4c": 3} and state.reserve == 14
    assert "onto the desert 4c" in " ".join(out.lines)
    do(game, state, "build", piece="city", at="2d:4")                # 3c alone holds the fewest: nothing to name
    assert state.dragons == {"2c": 1, "3c": 3, "4c": 3}


def test_tde_desert_3_a_road_or_a_set_up_building_names_no_desert(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"]}}, hands={"Anna": {"lumber": 1, "brick": 1}})
    refused(game, state, "TDE-DESERT-3", "build", piece="road", at="2d:5", desert="2c")
    full = position(game, pieces={"Anna": {"settlement": ["2d:4"]}}, hands={"Anna": {"grain": 2, "ore": 3}},
                    on={"2c": 6, "3c": 6, "4c": 6})
    refused(game, full, "TDE-DESERT-3", "build", piece="city", at="2d:4", desert="2c")   # the reserve is empty


def test_tde_desert_3_a_typed_build_records_the_desert_it_fills(game):
    """The save says which desert each build filled: typed without one, the only desert holding the fewest is
    written into the event; the builder's choice among tied ones is typed after the place."""
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"]}}, on={"2c": 1, "3c": 1})
    assert game.parse(state, "build", ["city", "2d:4"], None)["desert"] == "4c"
    state.dragons = {"2c": 1}
    assert "desert" not in game.parse(state, "build", ["city", "2d:4"], None)
    assert game.parse(state, "build", ["city", "2d:4", "3c"], None)["desert"] == "3c"
    assert "desert" not in game.parse(state, "build", ["road", "2d:5"], None)


def test_tde_desert_3_option_spread_puts_one_dragon_on_each_desert_in_turn(game):
    """The reading before the correction (dragon_gathering = spread): one dragon onto the desert holding the fewest,
    then the next; a desert named is refused."""
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "road": ["2d:5", "3d:3"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 3, "ore": 3}}, on={"2c": 1},
                     dragon_gathering="spread")
    refused(game, state, "TDE-DESERT-3", "build", piece="settlement", at="3d:4", desert="3c")
    do(game, state, "build", piece="settlement", at="3d:4")
    assert state.dragons == {"2c": 2, "3c": 1, "4c": 1} and state.reserve == 14     # fewest first, then in order
    do(game, state, "build", piece="city", at="2d:4")
    assert state.dragons == {"2c": 3, "3c": 2, "4c": 2}


def test_tde_desert_3_a_save_recorded_before_the_correction_keeps_its_spreading():
    """A format 1 save names no dragon_gathering: it was played with one dragon to each desert, and reads so."""
    from pathlib import Path

    old = Path(__file__).parent / "data" / "old-saves" / "0d18cf0" / "desert-dragons-3p-test.toml"
    session = Session.load(old)
    assert session.setup.options["dragon_gathering"] == "spread" and session.first_invalid() is None
    builds = [e for e in session.events if e["kind"] == "build" and e["piece"] in ("settlement", "city")][6:]
    state = replay(session.game, session.setup, session.events[:builds[0]["seq"]]).state
    assert len([h for h in state.deserts if state.dragons.get(h)]) == 3


def test_tde_desert_3_four_players_bring_two(game):
    state = position(game, names=NAMES + ("Dana",), pieces={"Anna": {"settlement": ["2d:4"]}},
                     hands={"Anna": {"grain": 2, "ore": 3}})
    do(game, state, "build", piece="city", at="2d:4", desert="3c")
    assert state.dragons == {"3c": 2}


def test_tde_desert_4_the_storm_begins_when_every_dragon_is_out(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"]}, "Ben": {"settlement": ["3b:4"]}},
                     hands={"Anna": {"grain": 2, "ore": 3}}, on={"2c": 5, "3c": 5, "4c": 5})
    roll(game, state, 5)                                              # 2b beside two deserts: no storm yet
    assert "2b" not in state.dragons and not state.storm
    out = do(game, state, "build", piece="city", at="2d:4", desert="4c")
    assert state.storm and "storm" in " ".join(out.lines)
    roll(game, state, 5)
    assert state.dragons["2b"] == 1


def test_tde_desert_5_the_seeds_spread_example(game):
    """Seed p.12, golden: a roll beside no dragon does nothing; the hills beside two deserts take a dragon from the
    desert holding most; the pasture beside those hills takes one too."""
    state = position(game, on=FULL, rolled=False)
    roll(game, state, 8)                                              # 2f (fields 8) is beside no dragon
    assert state.dragons == FULL
    roll(game, state, 5)                                              # 2b hills beside 2c and 3c
    assert state.dragons == {"2c": 5, "3c": 6, "4c": 6, "2b": 1}
    roll(game, state, 9)                                              # 3b pasture beside the hills 2b
    assert state.dragons == {"2c": 5, "3c": 5, "4c": 6, "2b": 1, "3b": 1}


def test_tde_desert_6_one_dragon_per_hex_and_each_qualifying_hex_takes_one(game):
    board = copy.deepcopy(game.make_board(None, None, [], {}))
    board["hexes"]["4d"]["number"] = 5                                # 2b and 4d both show 5
    state = position(game, on=FULL, rolled=False, board=board)
    roll(game, state, 5)
    assert state.dragons["2b"] == 1 and state.dragons["4d"] == 1 and sum(state.dragons.values()) == 18
    roll(game, state, 5)
    assert state.dragons["2b"] == 1 and state.dragons["4d"] == 1 and sum(state.dragons.values()) == 18


def test_tde_desert_7_dragons_never_on_the_sea():
    session = Session.load(SAVE)
    state = replay(registry.find("desert-dragons"), session.setup, session.events).state
    assert state.dragons and all(h in state.board.land for h in state.dragons)
    assert all(state.board.terrain[h] != "desert" for h in state.held_back)


def test_tde_desert_8_the_hex_hit_still_produces_for_the_roll_that_brings_its_dragon(game):
    state = position(game, pieces={"Ben": {"settlement": ["1a:4"]}}, on=FULL, rolled=False)
    assert "2b" in state.board.grid.corners["1a:4"].hexes
    roll(game, state, 5)
    assert state.by_name["Ben"].hand["brick"] == 1 and state.dragons["2b"] == 1


def test_tde_desert_9_a_hex_with_a_dragon_produces_nothing(game):
    state = position(game, pieces={"Ben": {"settlement": ["1a:4"]}}, on={"2b": 1, "2c": 3}, rolled=False)
    out = roll(game, state, 5)
    assert state.by_name["Ben"].hand.get("brick", 0) == 0 and "2b" in " ".join(out.lines)


def test_tde_desert_10_sea_ltr_5_a_blocked_road_does_not_count_and_nothing_builds_on_from_it(game):
    state = position(game, on={"2c": 2, "3c": 2}, hands={"Anna": {"lumber": 2, "brick": 2, "wool": 1, "grain": 1}})
    blocked = side(state, "2c", "3c")
    a, b = state.board.grid.sides[blocked].ends
    roads = [blocked, *[p for p in state.board.grid.corners[a].paths if p != blocked and p in state.board.land_sides
                        and not state.road_blocked(p)][:1]]
    anna = state.by_name["Anna"]
    place(state, anna, "settlement", a)
    for path in roads:
        place(state, anna, "road", path)
    awards.update_longest_road(state, list(state.by_name), Outcome())
    assert state.blocked_roads(anna) == [blocked]
    assert anna.road_length == 1                                      # only the free road counts (SEA-LTR-5)
    onward = [p for p in state.board.grid.corners[b].paths if p not in roads and p in state.board.land_sides]
    refused(game, state, "TDE-DESERT-10", "build", piece="road", at=onward[0])
    state.dragons = {}                                                # the dragons gone: the road counts again
    awards.update_longest_road(state, list(state.by_name), Outcome())
    assert anna.road_length == 2


def test_tde_desert_11_a_building_surrounded_by_dragons_is_worth_nothing_but_never_on_the_coast(game):
    inland, coastal = "2b:4", "1b:6"
    state = position(game, pieces={"Anna": {"settlement": [inland], "city": [coastal]}}, on={"2b": 1, "2c": 1, "3c": 1})
    anna = state.by_name["Anna"]
    assert set(state.board.grid.corners[inland].hexes) == {"2b", "2c", "3c"}
    assert state.blocked_buildings(anna) == [inland] and scoring.victory_points(state, anna) == 2
    state.options["desert_occupied"] = False                          # REFEREE DECISION: deserts do not count
    assert state.blocked_buildings(anna) == [] and scoring.victory_points(state, anna) == 3


def test_tde_desert_12_the_knights_revenge_removes_a_dragon_and_nothing_else(game):
    state = position(game, devs={"Anna": {"knight": 4}}, on={"2b": 1, "2c": 5, "2d": 1}, rolled=False,
                     pieces={"Ben": {"settlement": ["1a:4"]}}, hands={"Ben": {"ore": 1}})
    refused(game, state, "TDE-DESERT-12", "play", card="knight", to="2b", victim="Ben", stolen="ore")
    refused(game, state, "TDE-DESERT-12", "play", card="knight", to="3d")      # no dragon there
    refused(game, state, "TDE-DESERT-12", "play", card="knight", to="2f")      # not the main island
    do(game, state, "play", card="knight", to="2b")
    assert "2b" not in state.dragons and state.removed == 1 and state.reserve == 18 - 6 - 1
    for n in range(2):
        state.dev_played, state.turn = False, state.turn + 1
        do(game, state, "play", card="knight", to="2d" if n == 0 else "2c")
    assert state.by_name["Anna"].knights == 3 and state.largest_army is None       # no Largest Army


def test_tde_desert_13_a_freed_hex_produces_from_the_next_roll_and_its_blocks_lift(game):
    state = position(game, pieces={"Ben": {"settlement": ["2b:4"]}}, devs={"Anna": {"knight": 1}},
                     on={"2b": 1, "2c": 2, "3c": 2}, rolled=False)
    ben = state.by_name["Ben"]
    assert state.blocked_buildings(ben) == ["2b:4"]
    do(game, state, "play", card="knight", to="2b")
    assert state.blocked_buildings(ben) == [] and scoring.victory_points(state, ben) == 1
    roll(game, state, 5)
    assert ben.hand["brick"] == 1


def test_tde_desert_14_a_knight_on_a_desert_and_a_short_reserve_follow_the_options(game):
    state = position(game, devs={"Anna": {"knight": 1}}, on={"2c": 2}, rolled=False)
    do(game, state, "play", card="knight", to="2c")                   # (a) yes by default
    assert state.dragons == {"2c": 1} and any(r == "TDE-DESERT-14" for _s, r, _o in state.unverified)
    state = position(game, devs={"Anna": {"knight": 1}}, on={"2c": 2}, rolled=False, knight_from_desert=False)
    refused(game, state, "TDE-DESERT-12", "play", card="knight", to="2c")
    for rule, expected in (("rest", 18), ("none", 17)):
        state = position(game, pieces={"Anna": {"settlement": ["2d:4"]}}, hands={"Anna": {"grain": 2, "ore": 3}},
                         on={"2c": 6, "3c": 6, "4c": 5}, short_reserve=rule)
        do(game, state, "build", piece="city", at="2d:4")             # 3 due, 1 left: (b)
        assert sum(state.dragons.values()) == expected


def test_tde_desert_15_points_follow_every_dragon_move(game):
    state = position(game, pieces={"Ben": {"settlement": ["2b:4"]}}, on={"2c": 5, "3c": 6, "4c": 6, "3b": 1},
                     rolled=False)
    ben = state.by_name["Ben"]
    assert scoring.victory_points(state, ben) == 1
    roll(game, state, 5)                                              # a dragon onto 2b: Ben's settlement blocked
    assert state.blocked_buildings(ben) == ["2b:4"] and scoring.victory_points(state, ben) == 0
    assert game.summary(state)["players"][1]["victory_points"] == 0


# --- reports, the example ------------------------------------------------------------------------------------------
def test_tde_desert_the_dragons_are_in_status_check_json_and_the_picture(game):
    result = runner.invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "desert-dragons" and data["phase"] == "over" and data["dragon_storm"]
    assert data["dragons"] and data["blocked_hexes"] and all("ships" in p and "blocked_roads" in p
                                                             for p in data["players"])
    assert any(n["option"] == "victory_points=13" for n in data["not_verified"])
    picture = runner.invoke(app, ["board", "--save", str(SAVE), "--svg", "-"])
    assert picture.exit_code == 0 and 'class="dragon"' in picture.stdout and 'id="robber"' not in picture.stdout


def test_tde_desert_the_example_replays_to_a_win_with_storm_knights_and_blocks():
    session = Session.load(SAVE)
    result = replay(registry.find("desert-dragons"), session.setup, session.events, keep=True)
    assert result.problem is None and result.state.winner and result.state.storm
    assert result.state.removed >= 1 and any(result.state.blocked_buildings(p) for p in result.state.players)
    assert any(e["kind"] == "steal" for e in session.events)


def test_tde_desert_the_example_generator_reproduces_the_file(tmp_path):
    from botplay import example_script
    out = example_script("make_desert_dragons_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_tde_desert_12_undo_restores_the_dragon(tmp_path, game):
    copy_path = tmp_path / "dd.toml"
    copy_path.write_bytes(SAVE.read_bytes())
    session = Session.load(copy_path)
    knights = [e for e in session.events if e["kind"] == "play" and e["card"] == "knight"]
    seq = knights[-1]["seq"]
    before = replay(game, session.setup, session.events[:seq - 1]).state
    session.undo(len(session.events) - seq + 1)
    assert session.state.dragons == before.dragons and session.state.removed == before.removed


def test_tde_desert_2_stats_count_each_steal_as_a_theft_and_the_unseen_ones_as_unseen():
    """issue #13: a ``steal`` is counted as the robber's thefts are; one left unseen as well, and as unseen
    (CATAN-ROBBER-6: its kind unknown)."""
    from referee.games.catan import stats

    game, session = registry.find("desert-dragons"), Session.load(SAVE)
    steals = [e for e in session.events if e["kind"] == "steal" and e.get("victim")]
    result = runner.invoke(app, ["stats", "--save", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    players = {p["name"]: p for p in json.loads(result.stdout)["players"]}
    assert steals and all("stolen" in e for e in steals)
    for name, mine in players.items():
        assert mine["stole"] == sum(e["player"] == name for e in steals)
        assert mine["stolen_from"] == sum(e["victim"] == name for e in steals)
    unseen = [{k: v for k, v in e.items() if k != "stolen"} if e is steals[0] else e for e in session.events]
    replayed = replay(game, session.setup, unseen, keep=True)
    assert replayed.problem is None
    out = stats.report(game, replayed.state, unseen)
    assert out.data["uncounted"]["stolen_unseen"] == 1
    again = {p["name"]: p for p in out.data["players"]}
    assert again[steals[0]["player"]]["stole"] == players[steals[0]["player"]]["stole"]


def test_tde_desert_3_the_ascii_board_marks_each_hexs_dragons_with_a_legend():
    """issue #13: ``referee board`` shows the dragons under the terrain (golden lines of the example's end)."""
    result = runner.invoke(app, ["board", "--save", str(SAVE)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[lines.index("              | SEA   b HIL5  a DES   a FLD6  c 2:1wo | FLD8  | HIL3  |") + 1] == \
        "              .       .  D1   .  D2   .  D1   .       .       .       ."
    assert lines[lines.index("              | SEA   | FOR10 c DES   | PAS11 | SEA   c PAS12 | FOR6  |") + 1] == \
        "              .       .  D1   c  D2   .  D1   .       .       .       ."
    assert lines[-1] == ("Dragons (D and how many, under the terrain): 2b 1, 2c 2, 2d 1, 3b 1, 3c 2, 3d 1, 4b 1, "
                         "4c 2, 4d 1; in the reserve 0, out of the game 6 (TDE-DESERT-3).")
    session = Session.load(SAVE)
    state = replay(registry.find("desert-dragons"), session.setup, session.events[:1], keep=True).state
    assert not state.dragons and "D1" not in registry.find("desert-dragons").board_text(state)
