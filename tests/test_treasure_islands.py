"""Discovery of face-down hexes (SEA-FOG-1/2), treasure tokens (TDE-TREASURE-1…3) and The Treasure Islands
(TDE-ISLANDS-1…10), on the shipped TEST layout ``tde/data/treasure-islands-test.toml``: a main island 2b–5c around
the desert 3c, the strait 2e/3e/4e, and seven face-down hexes 2f 2g 3f 3g 3h 4f 4g with treasures on 1e:6, 4e:4
and 3h:4. Anna's settlement 2d:4 looks across the strait; her ship on 2e:7 reaches 2e:6, beside the face-down 3f."""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter

import pytest
from typer.testing import CliRunner

import tde_helpers as tde
from botplay import ROOT, example_script
from tde_helpers import NAMES, do, refused
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Setup
from referee.core.session import Session, replay
from referee.games import register_builtins

SAVE = ROOT / "saves" / "examples" / "treasure-islands-3p-test.toml"
runner = CliRunner()


@pytest.fixture(scope="module")
def game():
    register_builtins()
    return registry.find("treasure-islands")


def new_setup(game, board=None, **options):
    return tde.new_setup(game, board, **{"victory_points": 8, **options})


def position(game, *, pieces=None, hands=None, **options):
    """Turn 5, Anna to act after her roll (tests/tde_helpers.py)."""
    return tde.position(game, pieces or {"Anna": {"settlement": ["2d:4"]}},
                        hands or {"Anna": {"lumber": 3, "wool": 3, "brick": 2, "grain": 1}},
                        home=("2b",), **{"victory_points": 8, **options})


def sail(game, state):
    """Anna's ship on 2e:7 reaches 2e:6, beside the face-down 3f."""
    do(game, state, "build", piece="ship", at="2e:7")
    return state


# --- SEA-FOG-1: the discovery waits, is checked against the stacks, pays ------------------------------------
def test_sea_fog_1_a_ship_reaching_a_face_down_hex_makes_the_discovery_the_next_event(game):
    state = sail(game, position(game))
    assert state.pending == [("discover", "Anna", "3f", False)] and game.phase(state) == "discover"
    refused(game, state, "SEA-FOG-1", "end")
    refused(game, state, "SEA-FOG-1", "discover", "Ben", hex="3f", terrain="forest", number=9)
    refused(game, state, "SEA-FOG-1", "discover", hex="3g", terrain="forest", number=9)
    do(game, state, "discover", hex="3f", terrain="forest", number=9)
    assert state.board.terrain["3f"] == "forest" and state.board.number["3f"] == 9
    assert state.by_name["Anna"].hand["lumber"] == 3 - 1 + 1 and not state.pending
    assert state.fog_terrains["forest"] == 0 and state.fog_numbers[9] == 0 and game.phase(state) == "main"


def test_sea_fog_1_refuses_a_terrain_or_number_the_stacks_no_longer_hold(game):
    state = sail(game, position(game))
    state.fog_terrains["pasture"] = 0
    err = refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="pasture", number=9)
    assert "forest 1" in err.allowed
    refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="forest", number=8)     # not in [3 4 9 10 11]
    refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="forest")                # land takes a number
    refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="sea", number=9)         # the sea takes none
    refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="fog")


def test_sea_fog_1_nothing_to_discover_is_refused(game):
    state = position(game)
    refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="forest", number=9)


def test_sea_fog_1_unknown_stacks_leave_the_verdict_not_verified(game):
    board = game.make_board(None, None, [], {})
    board = {k: v for k, v in board.items() if k != "fog"}
    state = sail(game, position(game, board=board))
    do(game, state, "discover", hex="3f", terrain="mountains", number=12)
    assert [w for _s, _r, w in state.unverified] == ["fog.terrains", "fog.numbers"]
    assert any("not verified" in line for line in game.check_notes(state))
    assert game.summary(state)["not_verified"][0]["rule"] == "SEA-FOG-1"


def test_sea_fog_1_a_moved_ship_discovers_too(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2d:3"]}})
    do(game, state, "move_ship", **{"from": "2d:3", "to": "2e:7"})
    assert state.pending == [("discover", "Anna", "3f", False)]


def test_sea_fog_1_the_cli_discover_verb_and_the_board_show_face_down_hexes(game, tmp_path):
    save = tmp_path / "t.toml"
    assert runner.invoke(app, ["new", "treasure-islands", "--players", "Anna,Ben,Cyril", "--option",
                               "victory_points=8", "--save", str(save)]).exit_code == 0
    text = runner.invoke(app, ["board", "--save", str(save)]).output
    assert "???" in text and "$" in text
    svg = runner.invoke(app, ["board", "--svg", "-", "--save", str(save)]).output
    assert 'data-terrain="fog"' in svg and 'class="treasure"' in svg


# --- SEA-FOG-2 / TDE-ISLANDS-10: discovery in the set-up ---------------------------------------------------
def _setup_ship(game, **options):
    state = game.initial_state(new_setup(game, **options))
    do(game, state, "build", piece="settlement", at="2d:4")
    do(game, state, "build", piece="ship", at="2e:7")
    assert state.pending == [("discover", "Anna", "3f", True)] and state.current.name == "Ben"
    return state


def test_sea_fog_2_tde_islands_10_a_set_up_discovery_brings_its_reward_as_in_play(game):
    """Seed p.3: "Jakmile hráč umístí loď či silnici …" has no set-up exception: the reward is given."""
    state = _setup_ship(game)
    do(game, state, "discover", hex="3f", terrain="forest", number=9)
    assert state.by_name["Anna"].hand == Counter({"lumber": 1}) and game.phase(state) == "setup"


def test_sea_fog_2_tde_islands_10_the_old_oceania_rule_is_the_option_and_older_saves_keep_it(game):
    state = _setup_ship(game, setup_discovery_reward=False)
    out = do(game, state, "discover", hex="3f", terrain="forest", number=9)
    assert state.by_name["Anna"].hand.total() == 0 and "setup_discovery_reward" in " ".join(out.lines)
    assert game.resolve_options({}, written=1)["setup_discovery_reward"] is False      # a format 1 save
    assert game.resolve_options({})["setup_discovery_reward"] is True                  # a new one


# --- The Treasure Islands -----------------------------------------------------------------------------------
def test_the_victory_point_target_is_a_required_option(game):
    opts = game.resolve_options({})
    setup = Setup(game.key, "t", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  game.make_board(None, None, [], opts), [{"name": n} for n in NAMES])
    with pytest.raises(NotationError) as info:
        game.check_setup(setup)
    assert info.value.rule == "CATAN-END-1" and "victory_points=N" in info.value.allowed


def test_tde_islands_1_set_up_settlements_go_on_the_main_island(game):
    state = game.initial_state(new_setup(game))
    assert state.scenario["main"] == {"2b", "2c", "2d", "3b", "3c", "3d", "4b", "4c", "4d", "5b", "5c"}
    refused(game, state, "TDE-ISLANDS-1", "build", piece="settlement", at="2g:6")
    do(game, state, "build", piece="settlement", at="2d:4")


def test_tde_islands_2_the_robber_starts_on_a_desert_and_the_pirate_at_sea(game):
    board = game.make_board(None, None, [], {})
    state = game.initial_state(new_setup(game))
    assert (state.robber, state.pirate) == ("3c", "5g")
    for key, where, rule in (("robber", "2b", "CATAN-SETUP-2"), ("pirate", "2b", "SEA-PIRATE-4")):
        with pytest.raises(RuleViolation) as info:
            new_setup(game, {**board, key: where})
        assert info.value.rule == rule


def test_tde_islands_3_the_scenario_needs_face_down_hexes(game):
    board = game.make_board(None, None, [], {})
    board["hexes"] = {h: ({"terrain": "sea"} if v["terrain"] == "fog" else v) for h, v in board["hexes"].items()}
    board.pop("fog")
    with pytest.raises(RuleViolation) as info:
        new_setup(game, board)
    assert info.value.rule == "TDE-ISLANDS-3"


def test_tde_islands_4_a_gold_field_found_pays_one_resource_of_choice(game):
    state = sail(game, position(game))
    refused(game, state, "TDE-ISLANDS-4", "discover", hex="3f", terrain="gold", number=4)
    do(game, state, "discover", hex="3f", terrain="gold", number=4, take={"ore": 1})
    assert state.by_name["Anna"].hand["ore"] == 1 and state.board.gold == {4: ["3f"]}


@pytest.mark.parametrize("terrain,number", [("forest", 9), ("gold", 4)])
def test_tde_islands_4_the_discoverer_may_decline_the_reward(game, terrain, number):
    """Seed p.3: "si hráč smí ihned vzít" (may take), "může si vzít" (gold): ``discover 3f forest 9 none``."""
    state = sail(game, position(game))
    event = game.parse(state, "discover", ["3f", terrain, str(number), "none"], None)
    before = Counter(state.by_name["Anna"].hand)
    assert event["take"] == {} and game.typed(state, event) == ["discover", "3f", terrain, str(number), "none"]
    out = do(game, state, "discover", **{k: v for k, v in event.items() if k not in ("kind", "player")})
    assert state.by_name["Anna"].hand == before and "takes no resource" in " ".join(out.lines)


def test_tde_islands_4_a_land_reward_taken_may_be_named_but_only_its_own_resource(game):
    state = sail(game, position(game))
    before = Counter(state.by_name["Anna"].hand)
    refused(game, state, "SEA-FOG-1", "discover", hex="3f", terrain="forest", number=9, take={"ore": 1})
    do(game, state, "discover", hex="3f", terrain="forest", number=9, take={"lumber": 1})
    assert state.by_name["Anna"].hand == before + Counter({"lumber": 1})


@pytest.mark.parametrize("terrain", ["sea", "desert"])
def test_tde_islands_5_a_desert_or_the_sea_found_gives_a_treasure_from_the_supply(game, terrain):
    state = sail(game, position(game))
    do(game, state, "discover", hex="3f", terrain=terrain)
    assert state.pending == [("treasure", "Anna", None, False)] and game.phase(state) == "treasure"
    do(game, state, "treasure", reward="grain_wool_brick")
    assert state.by_name["Anna"].hand["grain"] == 2 and not state.pending


def test_tde_islands_6_a_treasure_reached_is_taken_by_whoever_reached_it(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}})
    data = dict(state.board.data)
    data["hexes"] = {**data["hexes"], "3f": {"terrain": "sea"}}      # already discovered: only the treasure now
    state.board = type(state.board)(data, state.edition)
    do(game, state, "build", piece="ship", at="2e:5")
    assert state.pending[0] == ("discover", "Anna", "2f", False)
    do(game, state, "discover", hex="2f", terrain="hills", number=3)
    do(game, state, "build", piece="ship", at="2e:3")
    assert state.pending == [("treasure", "Anna", "1e:6", False)]
    refused(game, state, "TDE-ISLANDS-6", "treasure", "Ben", reward="one_any", take={"ore": 1})
    do(game, state, "treasure", reward="two_any", take={"ore": 1, "wool": 1})
    assert "1e:6" not in state.treasures and state.by_name["Anna"].hand["ore"] == 1


def test_tde_islands_7_a_treasure_cannot_be_kept(game):
    state = sail(game, position(game))
    do(game, state, "discover", hex="3f", terrain="sea")
    refused(game, state, "TDE-ISLANDS-7", "treasure", reward="keep")


def test_tde_islands_8_the_first_settlement_on_a_treasure_island_is_worth_1_vp(game):
    state = position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:5"]}},
                     hands={"Anna": {"lumber": 2, "brick": 2, "wool": 2, "grain": 2}})
    data = dict(state.board.data)
    data["hexes"] = {**data["hexes"], "3f": {"terrain": "forest", "number": 9}, "2f": {"terrain": "sea"}}
    state.board = type(state.board)(data, state.edition)
    do(game, state, "build", piece="settlement", at="2e:4")
    assert state.special_points(state.by_name["Anna"]) == 1 and state.options["island_chits"] == 1
    assert game.summary(state)["players"][0]["special_victory_points"] == 1


# --- TDE-TREASURE-1…3 ---------------------------------------------------------------------------------------
def _treasure(game, **hands):
    state = sail(game, position(game, hands=hands or None))
    do(game, state, "discover", hex="3f", terrain="sea")
    return state


def test_tde_treasure_1_the_reward_is_typed_and_checked(game):
    state = _treasure(game)
    refused(game, state, "TDE-TREASURE-1", "treasure", reward="two_any", take={"ore": 1})
    refused(game, state, "TDE-TREASURE-1", "treasure", reward="grain_wool_brick", take={"ore": 1})
    do(game, state, "treasure", reward="dev_card", card="monopoly")
    assert state.by_name["Anna"].devs["monopoly"] == 1 and state.by_name["Anna"].bought_now["monopoly"] == 1


def test_tde_treasure_2_free_routes_obey_placement_and_chain_into_discovery(game):
    state = _treasure(game)
    refused(game, state, "TDE-TREASURE-2", "treasure", reward="two_free_routes", ships=["5f:1", "2e:3"])
    refused(game, state, "TDE-TREASURE-2", "treasure", reward="two_free_routes", ships=["2e:5"])
    do(game, state, "treasure", reward="two_free_routes", ships=["2e:5", "2e:3"])
    assert {"2e:5", "2e:3"} <= state.by_name["Anna"].ships
    assert state.pending == [("discover", "Anna", "2f", False), ("treasure", "Anna", "1e:6", False)]


def test_tde_treasure_3_the_bank_pays_only_what_it_holds(game):
    state = _treasure(game)
    state.by_name["Ben"].hand.update({"grain": 19})
    out = do(game, state, "treasure", reward="grain_wool_brick")
    assert state.by_name["Anna"].hand["grain"] == 1 and any("short" in line for line in out.lines)
    state2 = _treasure(game)
    state2.by_name["Ben"].hand.update({"ore": 19})
    refused(game, state2, "TDE-TREASURE-3", "treasure", reward="one_any", take={"ore": 1})


# --- the example game ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def played(game):
    session = Session.load(SAVE)
    return session, replay(game, session.setup, session.events, keep=True)


def test_the_example_replays_to_a_win_with_discoveries_and_treasures(played):
    session, result = played
    assert session.setup.game == "treasure-islands" and result.problem is None and result.state.winner
    kinds = Counter(e["kind"] for e in session.events)
    assert kinds["discover"] >= 3 and kinds["treasure"] >= 2
    assert any(e.get("reward") == "two_free_routes" for e in session.events)


def test_the_example_check_json_via_cli():
    result = runner.invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and all("ships" in p for p in data["players"])
    assert data["discovered"] and "face_down" in data and "treasures" in data


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_treasure_islands_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


# --- issue #13: the robber and the pirate stay off face-down hexes (docs/rulings.md) ---------------------------------
def test_catan_robber_2_the_robber_goes_onto_no_face_down_hex(game):
    state = position(game, pieces={"Ben": {"settlement": ["2d:4"]}}, hands={"Ben": {"wool": 1}})
    state.robber_pending = True
    error = refused(game, state, "CATAN-ROBBER-2", "robber", to="3f")
    assert "3f" in error.message and "3f" not in error.allowed and "2d" in error.allowed
    do(game, state, "robber", to="2d", victim="Ben", stolen="wool")
    assert state.robber == "2d"


def test_sea_pirate_2_the_pirate_sails_onto_no_face_down_hex(game):
    state = position(game)
    state.robber_pending = True
    error = refused(game, state, "SEA-PIRATE-2", "pirate", to="3f")
    assert "face down" in error.message and "3f" not in error.allowed and "3a" in error.allowed
    knight = position(game)
    knight.by_name["Anna"].devs["knight"] = 1
    refused(game, knight, "CATAN-ROBBER-2", "play", card="knight", to="3g")      # a Knight neither


# --- issue #13: an island keeps its name when a face-down hex turns to sea ---------------------------------------
def test_tde_islands_8_an_island_renamed_by_a_discovery_pays_no_second_vp(game):
    from referee.core.game import Outcome
    from referee.games.catan.seafarers import islands

    state = position(game)
    anna, grid = state.by_name["Anna"], state.board.grid
    first = next(c for c in grid.corners_of("3g") if set(grid.corners[c].hexes) <= {"3g", "4g", "3h", "4h", "2h"})
    assert state.board.island_of(first) == "2f"              # the grey area, named by its face-down 2f
    out = Outcome()
    islands.settled(state, anna, first, out)
    assert state.chits["Anna"] == 1 and "2f" in " ".join(out.lines)
    state.pending = [("discover", "Anna", "2f", False)]
    do(game, state, "discover", hex="2f", terrain="sea")
    assert state.board.island_of(first) == "2g"              # the board's own name moved on …
    second = next(c for c in grid.corners_of("4f") if "3g" not in grid.corners[c].hexes)
    islands.settled(state, anna, second, Outcome())
    assert islands.island_of(state, second) == "2f" and state.chits["Anna"] == 1      # … the island's did not

