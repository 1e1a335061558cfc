"""Tab completion for the TD&E verbs (issue #13): ``discover``, ``treasure``, ``number``, ``steal`` — the words
offered come from the position (the hex waiting, what the stacks still hold, the sources allowed)."""

from __future__ import annotations

import re

import pytest

import tde_greater_helpers as greater
import tde_helpers as tde
from referee.core import registry
from referee.games import register_builtins
from referee.games.catan.tde.greater_catan import numbers
from tde_helpers import do


@pytest.fixture(scope="module")
def games():
    register_builtins()
    return {key: registry.find(key) for key in ("treasure-islands", "into-the-unknown", "greater-catan",
                                                 "desert-dragons")}


def islands(game):
    return tde.position(game, {"Anna": {"settlement": ["2d:4"]}},
                        {"Anna": {"lumber": 3, "wool": 3, "brick": 2, "grain": 1}}, home=("2b",), victory_points=8)


def test_sea_fog_1_discover_completes_the_waiting_hex_then_what_the_stacks_still_hold(games):
    game = games["treasure-islands"]
    state = islands(game)
    assert game.completions(state, "discover", []) == ["2f", "2g", "3f", "3g", "3h", "4f", "4g"]   # none waits yet
    do(game, state, "build", piece="ship", at="2e:7")
    assert game.completions(state, "discover", []) == ["3f"]
    assert game.completions(state, "discover", ["3f"]) == ["forest", "hills", "pasture", "fields", "desert", "sea",
                                                           "gold"]
    state.fog_terrains["forest"] = 0
    assert "forest" not in game.completions(state, "discover", ["3f"])
    assert game.completions(state, "discover", ["3f", "fields"]) == ["3", "4", "9", "10", "11"]
    state.fog_numbers[9] = 0
    assert "9" not in game.completions(state, "discover", ["3f", "fields"])
    assert game.completions(state, "discover", ["3f", "sea"]) == []
    assert "ore" in game.completions(state, "discover", ["3f", "gold", "4"])
    assert game.completions(state, "discover", ["3f", "fields", "4"]) == []
    assert game.completions(state, "discover", ["3f", "nonsense"]) == []


def test_tde_treasure_1_treasure_completes_the_rewards_then_their_details(games):
    game = games["treasure-islands"]
    state = islands(game)
    rewards = game.completions(state, "treasure", [])
    assert "one_any" in rewards and "two_free_routes" in rewards and "keep" not in rewards   # TDE-ISLANDS-7
    assert "ore" in game.completions(state, "treasure", ["one_any"])
    assert game.completions(state, "treasure", ["one_any", "ore"]) == []
    assert "wool" in game.completions(state, "treasure", ["two_any", "ore"])
    assert game.completions(state, "treasure", ["two_any", "ore", "wool"]) == []
    routes = game.completions(state, "treasure", ["two_free_routes"])
    assert "ship" in routes and "2e:7" in routes
    assert game.completions(state, "treasure", ["two_free_routes", "2e:7", "ship", "3f:1"]) == []
    assert "knight" in game.completions(state, "treasure", ["dev_card"])
    assert game.completions(state, "treasure", ["grain_wool_brick"]) == []
    assert game.completions(state, "treasure", ["bogus"]) == []


def test_tde_unknown_6_treasure_offers_keep_where_a_treasure_may_be_kept(games):
    game = games["into-the-unknown"]
    state = tde.position(game, {"Anna": {"settlement": ["4d:4"], "ship": ["4e:7"]}}, {}, victory_points=8)
    assert "keep" in game.completions(state, "treasure", [])
    assert "ore" in game.completions(state, "treasure", ["keep"])
    assert "4d:4" in game.completions(state, "treasure", ["keep", "ore"])


def test_tde_greater_4_number_completes_the_hex_then_tokens_or_the_sources_allowed(games):
    game = games["greater-catan"]
    state = greater.position(game, pieces={"Anna": {"settlement": ["2d:4"], "ship": ["2e:7"]}})
    state.pirate = "1a"
    numbers.wait_for_numbers(state, "Anna", tde.Outcome())
    assert game.completions(state, "number", []) == ["3f"]
    assert game.completions(state, "number", ["3f"]) == ["2", "3", "4", "5", "6", "8", "9", "10", "11", "12"]
    assert game.completions(state, "number", ["3f", "from"]) == []          # no token moves while the stack lasts
    empty = greater.position(game, pieces={"Anna": {"settlement": ["2c:4"], "ship": ["2e:7"]},
                                           "Ben": {"settlement": ["2d:4"]}}, new_island_stack=0)
    empty.pirate = "1a"
    numbers.wait_for_numbers(empty, "Anna", tde.Outcome())
    assert game.completions(empty, "number", ["3f"]) == ["from"]
    allowed = numbers.allowed_sources(empty, empty.by_name["Anna"], "3f")[1]
    assert allowed and game.completions(empty, "number", ["3f", "from"]) == allowed
    assert "3c" not in game.completions(empty, "number", ["3f", "z"])       # the desert has no token


def test_tde_desert_2_steal_completes_the_other_players_then_a_card(games):
    game = games["desert-dragons"]
    state = greater.position(game)
    assert game.completions(state, "steal", []) == [n for n in greater.NAMES if n != state.current.name]
    assert "wool" in game.completions(state, "steal", ["Ben"])
    assert game.completions(state, "steal", ["Ben", "wool"]) == []


# --- hints (issue #13) ------------------------------------------------------------------------------------------------
def main_hexes(state) -> set[str]:
    """The main island as the scenario's own set-up rule reads it."""
    return set(state.scenario["main"]) if isinstance(getattr(state, "scenario", None), dict) and \
        "main" in state.scenario else set(state.main_land)


@pytest.mark.parametrize("key,rule", [("treasure-islands", "TDE-ISLANDS-1"), ("into-the-unknown", "TDE-UNKNOWN-1"),
                                      ("greater-catan", "TDE-GREATER-1"), ("desert-dragons", "TDE-DESERT-1")])
def test_tde_islands_1_setup_hints_list_only_the_main_islands_corners_in_each_scenario(games, key, rule):
    from referee.games.catan import building

    game = games[key]
    helpers = greater if key in ("greater-catan", "desert-dragons") else tde
    options = {} if helpers is greater else {"victory_points": 8}
    state = game.initial_state(helpers.new_setup(game, **options))
    assert game.phase(state) == "setup"
    listed = re.findall(r"^  (\S+) — ", game.hints(state, []).lines[1], re.M)
    home = main_hexes(state)
    grid = state.board.grid
    every = building.settlement_spots(state, state.current, setup=True)
    assert listed and all(set(grid.corners[c].hexes) & home for c in listed)
    assert sorted(listed) == sorted(c for c in every if set(grid.corners[c].hexes) & home)
    away = [c for c in every if not set(grid.corners[c].hexes) & home]
    assert away and not set(away) & set(listed)               # the old hints offered these; the set-up refuses them
    refused = greater.refused if helpers is greater else tde.refused
    refused(game, state, rule, "build", state.current.name, piece="settlement", at=away[0])


@pytest.mark.parametrize("key,keep", [("treasure-islands", False), ("into-the-unknown", True)])
def test_tde_treasure_1_hints_list_the_rewards_while_a_treasure_waits(games, key, keep):
    game = games[key]
    state = islands(game) if key == "treasure-islands" else \
        tde.position(game, {"Anna": {"settlement": ["4d:4"], "ship": ["4e:7"]}}, {}, victory_points=8)
    assert not any("reward" in line for line in game.hints(state, []).lines)
    state.pending.insert(0, ("treasure", "Anna", None, False))
    text = "\n".join(game.hints(state, []).lines)
    assert "treasure two_any ore wool" in text and "treasure grain_wool_brick" in text
    assert ("treasure keep" in text) is keep


def test_catan_robber_2_hints_offer_no_face_down_hex_to_the_robber(games):
    game = games["treasure-islands"]
    state = islands(game)
    state.robber_pending = True
    line = next(line for line in game.hints(state, []).lines if line.startswith("The robber"))
    assert "2d" in line and not {"2f", "3f", "4g"} & set(line.partition(": ")[2].split(", "))
