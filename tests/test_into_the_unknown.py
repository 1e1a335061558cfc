"""Into the Unknown (TDE-UNKNOWN-1…9) and the kept treasures (TDE-TREASURE-10…14), on the shipped TEST layout
``tde/data/into-the-unknown-test.toml``: the Treasure Islands' geometry with a face-up gold field 4h (6), three
sea hexes among the seven face-down ones, treasures on 1e:6, 4e:4, 3h:4 and 2d:2 (= 2e:10), and no pirate."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

import tde_helpers as tde
from botplay import ROOT, example_script
from tde_helpers import NAMES, do, refused
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import RuleViolation
from referee.core.session import Session, replay
from referee.games import register_builtins
from referee.games.catan.building import distance_ok

SAVE = ROOT / "saves" / "examples" / "into-the-unknown-3p-test.toml"
runner = CliRunner()


@pytest.fixture(scope="module")
def game():
    register_builtins()
    return registry.find("into-the-unknown")


def new_setup(game, board=None, **options):
    return tde.new_setup(game, board, **{"victory_points": 10, **options})


def position(game, *, pieces=None, hands=None, **options):
    """Turn 5, Anna to act after her roll (tests/tde_helpers.py)."""
    return tde.position(game, pieces or {"Anna": {"settlement": ["4d:4"], "ship": ["4e:7"]}},
                        hands or {"Anna": {"lumber": 3, "wool": 3, "brick": 2, "grain": 1}},
                        **{"victory_points": 10, **options})


def reach(game, state):
    """Anna's ship 4e:5 reaches 4e:4: a treasure there, and the face-down 4f beside it."""
    do(game, state, "build", piece="ship", at="4e:5")
    return state


# --- the set-up ---------------------------------------------------------------------------------------------
def test_tde_unknown_1_the_third_round_starts_with_the_last_placer_then_clockwise(game):
    state = game.initial_state(new_setup(game))
    assert state.setup_order() == [0, 1, 2, 2, 1, 0, 0, 1, 2] and state.setup_steps == 18
    placed = []
    for _ in range(9):
        placed.append(state.current.name)
        corner = next(c for c in sorted(state.board.land_corners) if distance_ok(state, c)
                      and set(state.board.grid.corners[c].hexes) & state.scenario["main"])
        do(game, state, "build", state.current.name, piece="settlement", at=corner)
        path = state.board.grid.corners[state.setup_settlement].paths
        road = next(p for p in path if p in state.board.land_sides and p not in state.road_owner)
        do(game, state, "build", state.current.name, piece="road", at=road)
        while state.pending:
            do(game, state, "treasure", state.pending[0][1], reward="keep")
    assert placed == ["Anna", "Ben", "Cyril", "Cyril", "Ben", "Anna", "Anna", "Ben", "Cyril"]
    assert not state.in_setup and state.turn == 1 and state.current.name == "Anna"
    state = game.initial_state(new_setup(game))
    refused(game, state, "TDE-UNKNOWN-1", "build", piece="settlement", at="2g:6")      # off the main island


def test_tde_unknown_2_the_third_settlement_brings_the_starting_resources(game):
    state = game.initial_state(new_setup(game))
    state.setup_step = 2 * len(NAMES)                           # the second round: nothing
    state.active = 2
    do(game, state, "build", "Cyril", piece="settlement", at="4c:6")
    assert state.by_name["Cyril"].hand.total() == 0
    state.setup_step = 4 * len(NAMES)                           # the third round: the hexes around it
    state.active = 0
    do(game, state, "build", piece="settlement", at="4c:2")
    assert state.by_name["Anna"].hand == Counter({"wool": 1, "lumber": 1, "grain": 1})


def test_tde_unknown_3_no_pirate(game):
    board = game.make_board(None, None, [], {})
    with pytest.raises(RuleViolation) as info:
        new_setup(game, {**board, "pirate": "5g"})
    assert info.value.rule == "TDE-UNKNOWN-3"
    state = position(game)
    assert state.pirate is None


# --- discovery and treasures --------------------------------------------------------------------------------
def test_tde_unknown_5_the_treasure_comes_before_the_hex_is_turned_over(game):
    state = reach(game, position(game))
    assert state.pending == [("treasure", "Anna", "4e:4", False), ("discover", "Anna", "4f", False)]
    refused(game, state, "TDE-ISLANDS-6", "discover", hex="4f", terrain="sea")


def test_tde_unknown_4_the_sea_found_brings_nothing_and_land_one_resource(game):
    state = reach(game, position(game))
    do(game, state, "treasure", reward="keep")
    hand = Counter(state.by_name["Anna"].hand)
    do(game, state, "discover", hex="4f", terrain="sea")
    assert Counter(state.by_name["Anna"].hand) == hand and not state.pending      # no treasure for the sea here
    state = reach(game, position(game))
    do(game, state, "treasure", reward="grain_wool_brick")
    do(game, state, "discover", hex="4f", terrain="forest", number=10)
    assert state.by_name["Anna"].hand["lumber"] == 3 - 1 + 1


def test_tde_unknown_9_a_gold_field_found_face_down_pays_one_of_choice(game):
    state = reach(game, position(game))
    state.fog_terrains = Counter({"gold": 1, "sea": 6})              # a custom set-up with gold face down
    do(game, state, "treasure", reward="keep")
    do(game, state, "discover", hex="4f", terrain="gold", number=3, take={"brick": 1})
    assert state.by_name["Anna"].hand["brick"] == 3


def test_tde_unknown_6_keep_or_take(game):
    state = reach(game, position(game))
    do(game, state, "treasure", reward="keep")
    assert state.kept == {"Anna": 1} and "4e:4" not in state.treasures
    state = reach(game, position(game))
    do(game, state, "treasure", reward="one_any", take={"ore": 1})
    assert state.kept == {} and state.by_name["Anna"].hand["ore"] == 1


# --- §2.2: the kept treasures -------------------------------------------------------------------------------
def test_tde_treasure_10_11_at_most_four_kept_then_every_treasure_is_used(game):
    state = reach(game, position(game, kept={"Anna": 4}))
    refused(game, state, "TDE-TREASURE-11", "treasure", reward="keep")
    do(game, state, "treasure", reward="two_any", take={"ore": 2})
    assert state.kept == {"Anna": 4}


def test_tde_treasure_12_a_kept_treasure_is_never_cashed_later(game):
    state = reach(game, position(game))
    do(game, state, "treasure", reward="keep")
    do(game, state, "discover", hex="4f", terrain="sea")
    refused(game, state, "TDE-TREASURE-1", "treasure", reward="two_any", take={"ore": 2})
    assert state.kept == {"Anna": 1}


def test_tde_treasure_13_the_second_kept_brings_a_2_1_harbour_beside_a_coastal_building(game):
    state = reach(game, position(game, kept={"Anna": 1}))
    refused(game, state, "TDE-TREASURE-13", "treasure", reward="keep")                          # which harbour?
    refused(game, state, "TDE-TREASURE-13", "treasure", reward="keep", harbour="wool", site="2b:6")
    do(game, state, "treasure", reward="keep", harbour="wool", site="4d:4")
    assert state.special_harbours == {"wool": ("Anna", "4d:4")} and "wool" in state.by_name["Anna"].harbours


def test_tde_treasure_13_referee_decision_the_harbour_waits_for_a_coastal_building(game):
    state = position(game, pieces={"Anna": {"settlement": ["3c:2"], "road": ["3c:3", "3d:7", "3d:5"]}},
                     kept={"Anna": 1})
    state.pending[:] = [("treasure", "Anna", None, False)]
    do(game, state, "treasure", reward="keep", harbour="ore")
    assert state.held_harbour == {"Anna": "ore"} and "ore" not in state.by_name["Anna"].harbours
    state.by_name["Anna"].hand.update({"lumber": 1, "brick": 1, "wool": 1, "grain": 1})
    do(game, state, "build", piece="settlement", at="3d:4")
    assert state.special_harbours["ore"] == ("Anna", "3d:4") and not state.held_harbour


def test_tde_treasure_13_the_option_loses_the_harbour_without_a_coast(game):
    state = position(game, pieces={"Anna": {"settlement": ["3c:2"]}}, kept={"Anna": 1},
                     harbour_without_coast="lose")
    state.pending[:] = [("treasure", "Anna", None, False)]
    refused(game, state, "TDE-TREASURE-13", "treasure", reward="keep", harbour="ore")
    do(game, state, "treasure", reward="keep")
    assert state.kept == {"Anna": 2} and not state.special_harbours


def test_tde_unknown_7_golden_the_9_card_advantage_on_a_7(game):
    """§2.2's example: with a kept treasure, 9 cards are safe on a 7; without, 8 cost 4."""
    state = position(game, hands={"Anna": {"ore": 9}, "Ben": {"ore": 8}}, kept={"Anna": 1})
    state.rolled = False
    do(game, state, "roll", total=7)
    assert state.owed == {"Ben": 4}
    state = position(game, hands={"Anna": {"ore": 10}}, kept={"Anna": 1})
    state.rolled = False
    do(game, state, "roll", total=7)
    assert state.owed == {"Anna": 5}


@pytest.mark.parametrize("kept,points", [(1, 0), (2, 0), (3, 1), (4, 2)])
def test_tde_treasure_14_golden_three_kept_are_1_vp_four_are_2_not_3(game, kept, points):
    state = position(game, kept={"Anna": kept})
    assert state.special_points(state.by_name["Anna"]) == points
    assert game.summary(state)["players"][0]["kept_treasures"] == kept


# --- the example game ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def played(game):
    session = Session.load(SAVE)
    return session, replay(game, session.setup, session.events, keep=True)


def test_the_example_replays_to_a_win_with_three_settlements_and_kept_treasures(played):
    session, result = played
    assert session.setup.game == "into-the-unknown" and result.problem is None and result.state.winner
    setup = [e for e in session.events[:30] if e["kind"] == "build" and e["piece"] == "settlement"]
    assert len(setup) >= 9
    assert sum(e.get("reward") == "keep" for e in session.events) >= 2 and result.state.held_harbour


def test_the_example_check_json_via_cli():
    result = runner.invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["phase"] == "over" and data["pirate"] is None
    assert all("ships" in p and "kept_treasures" in p for p in data["players"]) and data["special_harbours"]


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_into_the_unknown_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()
