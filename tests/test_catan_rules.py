"""One test (at least) per rule ID of rules/catan-base.md §5, named after the rule.

Rejection tests check the exact rule ID, that the refusal says what would be
allowed (``allowed``), and that the state did not change (``refused``). The
digest is the specification: where the engine disagrees, the test keeps the
digest's behaviour.

Board: ``beginner-en`` (catan-boards.md §3.1), robber on the desert 3c.
Relevant hexes: 1a mountains 10, 2a fields 12, 2b hills 6, 3b forest 11,
3c desert, 3d forest 3, 3e mountains 8, 4a forest 8, 4b mountains 3,
4d pasture 5. Harbours: 1a:11 3:1 (1a:10, 1a:12), 4d:5 wool (4d:4, 4d:6),
3e:3 3:1 (3e:2, 3e:4).
"""

from __future__ import annotations

import copy
import json
import re

import pytest
from typer.testing import CliRunner

from catan_helpers import GAME, NAMES, hand, play, position, refused, setup
from referee.cli.app import app
from referee.core.errors import NotationError, RuleViolation
from referee.games.catan import scoring
from referee.games.catan.board import Board, check_board, make_board


# --- helpers -------------------------------------------------------------------

def rejects(rule, state, kind, player=None, *, allowed=(), **fields):
    """``refused`` + the refusal says what would be allowed (non-empty, and naming ``allowed``)."""
    exc = refused(rule, state, kind, player, **fields)
    assert exc.allowed, f"no 'allowed' part: {exc.line()}"
    assert exc.message, exc.line()
    for text in allowed:
        assert text in exc.allowed, f"{text!r} missing from: {exc.line()}"
    return exc


def trade(state, with_, give, get, player=None):
    return play(state, "trade", player, **{"with": with_, "give": give, "get": get})


def vp(state, name):
    return scoring.victory_points(state, state.by_name[name])


def summary_of(state, name):
    return next(p for p in GAME.summary(state)["players"] if p["name"] == name)


def fresh(names=NAMES, **options):
    return GAME.initial_state(setup(names, **options))


# Set-up used by several tests: (settlement, road) per placement, snake order for NAMES.
ROUND1 = [("5a:6", "5a:7"), ("1c:2", "1c:1"), ("3a:8", "3a:9"), ("5c:4", "5c:5")]          # Anna Ben Cyril Dana
ROUND2 = [("3b:6", "3b:5"), ("3d:4", "3d:5"), ("2b:6", "2b:5"), ("1a:10", "1a:11")]        # Dana Cyril Ben Anna


def run_setup(state, placements):
    for settlement, road in placements:
        play(state, "build", piece="settlement", at=settlement)
        play(state, "build", piece="road", at=road)
    return state


# --- 5.1 Set-up — CATAN-SETUP ----------------------------------------------------

@pytest.mark.parametrize("names", [("Anna", "Ben"), ("Anna", "Ben", "Cyril", "Dana", "Eva")])
def test_catan_setup_1_three_or_four_players(names):
    with pytest.raises((RuleViolation, NotationError)) as info:   # 5–6: a usage error naming catan-5-6
        GAME.check_setup(setup(names))
    assert info.value.rule == "CATAN-SETUP-1"
    assert "3 or 4" in info.value.allowed
    assert ("referee new catan-5-6" in info.value.message) == (len(names) == 5)


def test_catan_setup_1_distinct_names():
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(setup(("Anna", "Ben", "anna")))
    assert info.value.rule == "CATAN-SETUP-1"
    assert info.value.allowed


@pytest.mark.parametrize("names", [NAMES[:3], NAMES])
def test_catan_setup_1_pieces_at_start(names):
    GAME.check_setup(setup(names))
    state = fresh(names)
    for p in state.players:
        assert (p.left("settlement"), p.left("city"), p.left("road")) == (5, 4, 15)
        assert not p.hand.total() and not sum(p.devs.values())


def test_catan_setup_2_robber_starts_on_desert():
    assert fresh().robber == "3c"
    board = make_board("beginner-en", 1)
    board["robber"] = "3e"
    with pytest.raises(RuleViolation) as info:
        check_board(board)
    assert info.value.rule == "CATAN-SETUP-2"
    assert "3c" in info.value.allowed


def test_catan_setup_3_first_listed_player_starts():
    """The table records the winner of the starting roll by listing him first (DESIGN §4)."""
    state = fresh(("Cyril", "Dana", "Anna", "Ben"))
    assert state.current.name == "Cyril"
    assert GAME.summary(state)["phase"] == "setup"


def test_catan_setup_4_snake_order_ex_setup_1():
    """EX-SETUP-1: Cyril starts → Cyril, Dana, Anna, Ben, Ben, Anna, Dana, Cyril; Cyril rolls first."""
    seats = ("Cyril", "Dana", "Anna", "Ben")
    state = fresh(seats)
    spots = ROUND1 + ROUND2
    order = []
    for settlement, road in spots:
        order.append(state.current.name)
        play(state, "build", piece="settlement", at=settlement)
        assert state.current.name == order[-1]          # the same player places his road
        play(state, "build", piece="road", at=road)
    assert order == ["Cyril", "Dana", "Anna", "Ben", "Ben", "Anna", "Dana", "Cyril"]
    assert state.turn == 1 and state.current.name == "Cyril"
    assert GAME.summary(state)["phase"] == "roll"


def test_catan_setup_4_road_before_settlement_rejected():
    state = fresh()
    rejects("CATAN-SETUP-4", state, "build", piece="road", at="5a:7", allowed=("settlement",))


def test_catan_setup_4_two_settlements_in_a_row_rejected():
    state = fresh()
    play(state, "build", piece="settlement", at="5a:6")
    rejects("CATAN-SETUP-4", state, "build", piece="settlement", at="1c:2", allowed=("road",))


def test_catan_setup_4_wrong_player_rejected():
    state = fresh()
    play(state, "build", piece="settlement", at="5a:6")
    play(state, "build", piece="road", at="5a:7")
    rejects("CATAN-SETUP-4", state, "build", "Cyril", piece="settlement", at="3a:8", allowed=("Ben",))


def test_catan_setup_4_round_2_goes_back_counter_clockwise():
    state = run_setup(fresh(), ROUND1)
    assert state.current.name == "Dana"             # the last of round 1 places again at once
    rejects("CATAN-SETUP-4", state, "build", "Anna", piece="settlement", at="1a:10", allowed=("Dana",))


@pytest.mark.parametrize("kind,fields", [("roll", {"total": 8}), ("end", {}),
                                         ("buy", {"card": "knight"})])
def test_catan_setup_4_no_other_events_during_set_up(kind, fields):
    state = fresh()
    rejects("CATAN-SETUP-4", state, kind, **fields)


def test_catan_setup_5_distance_rule_in_set_up():
    state = fresh()
    play(state, "build", piece="settlement", at="3e:2")
    play(state, "build", piece="road", at="3e:1")
    exc = rejects("CATAN-SETUP-5", state, "build", piece="settlement", at="3e:4")
    assert "3e:2" in exc.message
    assert re.search(r"\d[a-e]:\d+", exc.allowed), exc.line()     # names legal corners
    assert "3e:6" in exc.allowed                                  # the nearest legal corner


def test_catan_setup_5_occupied_corner_rejected():
    state = fresh()
    play(state, "build", piece="settlement", at="3e:2")
    play(state, "build", piece="road", at="3e:1")
    rejects("CATAN-SETUP-5", state, "build", piece="settlement", at="3e:2", allowed=("legal settlements",))


def test_catan_setup_5_no_road_connection_needed():
    state = fresh()
    play(state, "build", piece="settlement", at="3e:2")       # nobody has a road yet
    assert state.by_name["Anna"].settlements == {"3e:2"}


def test_catan_setup_6_road_must_touch_the_settlement():
    state = fresh()
    play(state, "build", piece="settlement", at="5a:6")
    rejects("CATAN-SETUP-6", state, "build", piece="road", at="1a:1", allowed=("5a:5", "5a:7"))


def test_catan_setup_6_round_2_road_at_first_settlement_rejected_ex_setup_3():
    """EX-SETUP-3: Dana's round-2 road touches her round-1 settlement 5c:4, not her new 3b:6."""
    state = run_setup(fresh(), ROUND1)
    play(state, "build", piece="settlement", at="3b:6")
    rejects("CATAN-SETUP-6", state, "build", piece="road", at="5c:3", allowed=("3b:5", "3b:7", "4a:3"))


def test_catan_setup_7_second_settlement_pays_ex_setup_2():
    state = run_setup(fresh(), ROUND1)
    assert all(not p.hand.total() for p in state.players)      # first settlements yield nothing
    run_setup(state, ROUND2)
    assert hand(state, "Dana") == {"lumber": 2, "ore": 1}        # 3b:6: forest 11, forest 8, mountains 3
    assert hand(state, "Ben") == {"brick": 1, "lumber": 1}       # 2b:6: hills 6, forest 11, desert
    assert hand(state, "Anna") == {"ore": 1}                     # 1a:10: mountains 10 only
    assert hand(state, "Cyril") == {"lumber": 1, "ore": 1, "wool": 1}
    assert GAME.summary(state)["bank"] == {"lumber": 15, "brick": 18, "wool": 18, "grain": 19, "ore": 16}


def test_catan_setup_8_starting_player_takes_turn_1():
    state = run_setup(fresh(), ROUND1 + ROUND2)
    assert (state.turn, state.current.name, GAME.summary(state)["phase"]) == (1, "Anna", "roll")
    play(state, "roll", total=6)


def test_catan_setup_9_beginner_board_pays_one_settlement_per_player():
    """Beginner set-up on beginner-en: 8 settlements and 8 roads, starting resources for one of them."""
    state = run_setup(fresh(), ROUND1 + ROUND2)
    for p in state.players:
        assert (len(p.settlements), len(p.roads)) == (2, 2)
    assert sum(p.hand.total() for p in state.players) == 3 + 2 + 1 + 3


# --- 5.2 Turn — CATAN-TURN ------------------------------------------------------

def test_catan_turn_1_only_the_active_player_rolls():
    state = position(active="Anna", rolled=False)
    rejects("CATAN-TURN-1", state, "roll", "Ben", total=8, allowed=("Anna",))


def test_catan_turn_1_turns_go_clockwise():
    state = position(active="Anna")
    for name in ("Ben", "Cyril", "Dana", "Anna"):
        play(state, "end")
        assert state.current.name == name
        play(state, "roll", total=12 if name != "Anna" else 11)
    assert state.turn == 9


def test_catan_turn_2_trade_before_roll_rejected():
    state = position(rolled=False, hands={"Anna": {"ore": 1}, "Ben": {"brick": 1}})
    exc = rejects("CATAN-TURN-2", state, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {"brick": 1}})
    assert "roll" in exc.allowed


def test_catan_turn_2_build_before_roll_rejected():
    state = position(rolled=False, pieces={"Anna": {"settlement": ["1a:10"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1}})
    exc = rejects("CATAN-TURN-2", state, "build", piece="road", at="1a:11")
    assert "roll" in exc.allowed


@pytest.mark.parametrize("kind,fields", [("maritime", {"give": {"ore": 4}, "get": {"wool": 1}}),
                                         ("buy", {"card": "knight"}), ("end", {})])
def test_catan_turn_2_nothing_but_a_card_before_roll(kind, fields):
    state = position(rolled=False, hands={"Anna": {"ore": 4, "wool": 1, "grain": 1}})
    rejects("CATAN-TURN-2", state, kind, **fields, allowed=("roll",))


def test_catan_turn_2_one_roll_per_turn():
    state = position(rolled=False)
    play(state, "roll", total=8)
    rejects("CATAN-TURN-2", state, "roll", total=6)


def test_catan_turn_2_development_card_before_roll_allowed():
    state = position(rolled=False, devs={"Anna": {"knight": 1}})
    play(state, "play", card="knight", to="5c")
    assert state.robber == "5c"
    play(state, "roll", total=8)


def test_catan_turn_3_no_trade_after_building_ex_combined_1():
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1, "ore": 1}, "Ben": {"brick": 1}})
    play(state, "build", piece="road", at="1a:11")
    exc = rejects("CATAN-TURN-3", state, "trade",
                  **{"with": "Ben", "give": {"ore": 1}, "get": {"brick": 1}})
    assert "build" in exc.allowed


def test_catan_turn_3_no_maritime_after_buying():
    state = position(hands={"Anna": {"ore": 5, "wool": 1, "grain": 1}})
    play(state, "buy", card="monopoly")
    rejects("CATAN-TURN-3", state, "maritime", give={"ore": 4}, get={"brick": 1}, allowed=("end",))


def test_catan_turn_3_trade_then_build_allowed():
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}},
                     hands={"Anna": {"lumber": 1, "ore": 1}, "Ben": {"brick": 1}})
    trade(state, "Ben", {"ore": 1}, {"brick": 1})
    play(state, "build", piece="road", at="1a:11")
    assert "1a:11" in state.by_name["Anna"].roads


def test_catan_turn_4_only_the_active_player_ends_the_turn():
    state = position(active="Anna")
    play(state, "end")
    play(state, "roll", total=12)
    rejects("CATAN-TURN-4", state, "end", "Anna", allowed=("Ben",))


# --- 5.3 Production — CATAN-PROD ------------------------------------------------

EX_PROD = {"Ben": {"settlement": ["3e:2"], "city": ["3e:6"]}, "Cyril": {"city": ["3b:6"]}}


def test_catan_prod_1_seven_produces_nothing():
    state = position(rolled=False, pieces=EX_PROD)
    out = play(state, "roll", total=7)
    assert not out.data.get("production")
    assert all(not p.hand.total() for p in state.players)


def test_catan_prod_2_settlement_one_city_two_ex_prod_1():
    state = position(rolled=False, pieces=EX_PROD)
    out = play(state, "roll", total=8)
    assert hand(state, "Ben") == {"ore": 3}
    assert hand(state, "Cyril") == {"lumber": 2}
    assert hand(state, "Anna") == {} and hand(state, "Dana") == {}
    assert out.data["production"] == {"Ben": {"ore": 3}, "Cyril": {"lumber": 2}}
    bank = GAME.summary(state)["bank"]
    assert (bank["ore"], bank["lumber"]) == (16, 17)


def test_catan_prod_2_two_hexes_same_number_and_inactive_players():
    # 2b:4 touches 2b hills 6; 5b:4 touches 5b fields 6 — both 6-hexes pay, to players who are not active
    state = position(rolled=False, active="Anna", pieces={"Ben": {"settlement": ["2b:4"]},
                                                         "Cyril": {"city": ["5b:4"]}})
    play(state, "roll", total=6)
    assert hand(state, "Ben") == {"brick": 1}
    assert hand(state, "Cyril") == {"grain": 2}


def swap_numbers(state, a, b):
    """A legal variant of beginner-en with the number tokens of hexes ``a`` and ``b`` exchanged."""
    data = copy.deepcopy(state.board.data)
    hexes = data["hexes"]
    hexes[a]["number"], hexes[b]["number"] = hexes[b]["number"], hexes[a]["number"]
    state.board = Board(check_board(data))
    return state


@pytest.mark.parametrize("piece,expected", [("settlement", {"ore": 1, "wool": 1}), ("city", {"ore": 2, "wool": 2})])
def test_catan_prod_2_building_on_two_producing_hexes(piece, expected):
    # 4d (pasture) gets the 8 of 4a, so 3e (mountains 8) and 4d (pasture 8) both touch 3e:6
    state = swap_numbers(position(rolled=False, pieces={"Ben": {piece: ["3e:6"]}}), "4a", "4d")
    play(state, "roll", total=8)
    assert hand(state, "Ben") == expected


def test_catan_prod_3_desert_never_produces():
    got = {}
    for total in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        state = position(rolled=False, robber="5c", pieces={"Ben": {"settlement": ["2b:6"]}})  # hills 6, forest 11, desert
        play(state, "roll", total=total)
        for r, n in hand(state, "Ben").items():
            got[r] = got.get(r, 0) + n
    assert got == {"brick": 1, "lumber": 1}


def test_catan_prod_4_robber_hex_produces_nothing_ex_prod_2():
    state = position(rolled=False, pieces=EX_PROD, robber="3e")
    out = play(state, "roll", total=8)
    assert hand(state, "Ben") == {}
    assert hand(state, "Cyril") == {"lumber": 2}
    assert any("CATAN-PROD-4" in line for line in out.lines)


def test_catan_prod_5_bank_short_nobody_gets_that_resource_ex_prod_3():
    state = position(rolled=False, pieces=EX_PROD, bank={"ore": 2})
    out = play(state, "roll", total=8)
    assert hand(state, "Ben") == {}
    assert hand(state, "Cyril") == {"lumber": 2}
    assert GAME.summary(state)["bank"]["ore"] == 2
    assert any("CATAN-PROD-5" in line for line in out.lines)


def test_catan_prod_5_two_claimants_short_under_both_options_ex_prod_4():
    for option in (False, True):
        pieces = {**EX_PROD, "Anna": {"settlement": ["3e:10"]}}
        state = position(rolled=False, pieces=pieces, bank={"ore": 3}, shortage_sole_player_gets_rest=option)
        play(state, "roll", total=8)
        assert hand(state, "Ben") == {} and hand(state, "Anna") == {}
        assert hand(state, "Cyril") == {"lumber": 2}
        assert GAME.summary(state)["bank"]["ore"] == 3


def test_catan_prod_6_bank_is_derived_from_the_hands():
    state = position(rolled=False, pieces=EX_PROD, hands={"Anna": {"ore": 5, "wool": 2}})
    play(state, "roll", total=8)
    summary = GAME.summary(state)
    held = {r: sum(p["resources"][r] for p in summary["players"]) for r in summary["bank"]}
    assert all(summary["bank"][r] + held[r] == 19 for r in held)
    assert summary["bank"]["ore"] == 19 - 5 - 3


# --- 5.4 Seven — CATAN-SEVEN ----------------------------------------------------

def seven_position(**kw):
    hands = {"Anna": {"ore": 6}, "Ben": {"wool": 4, "grain": 4}, "Cyril": {"lumber": 6, "brick": 5}}
    return position(rolled=False, hands=hands, pieces={"Ben": {"settlement": ["3e:2", "3e:6"]}}, **kw)


def test_catan_seven_1_over_seven_discard_half_ex_seven_1():
    state = seven_position()
    out = play(state, "roll", total=7)
    assert out.data["discards"] == {"Ben": 4, "Cyril": 5}
    assert GAME.summary(state)["phase"] == "discard"


def test_catan_seven_1_roller_is_not_exempt_ex_seven_2():
    state = position(rolled=False, hands={"Anna": {"ore": 9}})
    out = play(state, "roll", total=7)
    assert out.data["discards"] == {"Anna": 4}


def test_catan_seven_1_player_without_a_discard_rejected():
    state = seven_position()
    play(state, "roll", total=7)
    rejects("CATAN-SEVEN-1", state, "discard", "Anna", cards={"ore": 3}, allowed=("Ben", "Cyril"))


def test_catan_seven_1_discard_twice_rejected():
    state = seven_position()
    play(state, "roll", total=7)
    play(state, "discard", "Ben", cards={"wool": 2, "grain": 2})
    rejects("CATAN-SEVEN-1", state, "discard", "Ben", cards={"wool": 2, "grain": 2}, allowed=("Cyril",))


def test_catan_seven_2_development_cards_do_not_count():
    state = position(rolled=False, hands={"Ben": {"ore": 7}}, devs={"Ben": {"knight": 2, "monopoly": 1}})
    out = play(state, "roll", total=7)
    assert out.data["discards"] == {}
    assert GAME.summary(state)["phase"] == "robber"


def test_catan_seven_3_wrong_discard_size_rejected():
    state = seven_position()
    play(state, "roll", total=7)
    exc = rejects("CATAN-SEVEN-3", state, "discard", "Ben", cards={"wool": 3}, allowed=("4 wool", "4 grain"))
    assert "4" in exc.message


def test_catan_seven_3_discard_of_cards_not_held_rejected():
    state = seven_position()
    play(state, "roll", total=7)
    rejects("CATAN-SEVEN-3", state, "discard", "Ben", cards={"ore": 4}, allowed=("4 wool",))


def test_catan_seven_3_discards_before_robber():
    state = seven_position()
    play(state, "roll", total=7)
    exc = rejects("CATAN-SEVEN-3", state, "robber", to="3e", victim="Ben", stolen="wool")
    assert "discard" in exc.allowed


def test_catan_seven_3_refusal_names_who_still_discards():
    """'allowed now: discard' alone does not say whose discard the table is waiting for."""
    state = seven_position()
    play(state, "roll", total=7)
    play(state, "discard", "Ben", cards={"wool": 2, "grain": 2})
    exc = rejects("CATAN-SEVEN-3", state, "robber", to="3e", victim="Ben", stolen="wool")
    assert "Cyril" in exc.allowed, exc.line()


def test_catan_seven_3_then_robber_then_main():
    state = seven_position()
    play(state, "roll", total=7)
    play(state, "discard", "Ben", cards={"wool": 2, "grain": 2})
    play(state, "discard", "Cyril", cards={"lumber": 3, "brick": 2})
    assert GAME.summary(state)["phase"] == "robber"
    rejects("CATAN-SEVEN-3", state, "end")
    play(state, "robber", to="3e", victim="Ben", stolen="wool")
    assert GAME.summary(state)["phase"] == "main"
    assert hand(state, "Anna") == {"ore": 6, "wool": 1}


# --- 5.5 Robber — CATAN-ROBBER --------------------------------------------------

def test_catan_robber_1_no_robber_move_without_a_seven():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 1}})
    play(state, "roll", total=8)
    rejects("CATAN-ROBBER-1", state, "robber", to="3e", victim="Ben", stolen="ore")


def test_catan_robber_1_moved_by_the_roller():
    state = seven_position()
    play(state, "roll", total=7)
    play(state, "discard", "Ben", cards={"wool": 2, "grain": 2})
    play(state, "discard", "Cyril", cards={"lumber": 3, "brick": 2})
    rejects("CATAN-ROBBER-1", state, "robber", "Ben", to="5c", allowed=("Anna",))


def test_catan_robber_2_must_move_ex_robber_1():
    state = position(rolled=False, robber="3e", pieces={"Ben": {"settlement": ["3e:2"]}})
    play(state, "roll", total=7)
    exc = rejects("CATAN-ROBBER-2", state, "robber", to="3e", allowed=("3c",))
    assert "3e" not in exc.allowed.split(": ", 1)[-1].split(", ")


def test_catan_robber_2_desert_is_allowed():
    state = position(rolled=False, robber="3e")
    play(state, "roll", total=7)
    out = play(state, "robber", to="3c")
    assert state.robber == "3c" and not out.warnings


def test_catan_robber_2_sea_is_not_a_hex():
    state = position(rolled=False)
    play(state, "roll", total=7)
    with pytest.raises(NotationError) as info:
        play(state, "robber", to="3f")
    assert info.value.exit_code == 2 and info.value.allowed
    assert state.robber == "3c"


def test_catan_robber_3_steal_from_building_owner_ex_robber_1():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"], "city": ["3e:6"]}},
                     hands={"Ben": {"ore": 2}})
    play(state, "roll", total=7)
    play(state, "robber", to="3e", victim="Ben", stolen="ore")
    assert hand(state, "Anna") == {"ore": 1} and hand(state, "Ben") == {"ore": 1}
    play(state, "end")
    play(state, "roll", total=8)              # 3e is blocked for as long as the robber stays
    assert hand(state, "Ben") == {"ore": 1}


def test_catan_robber_3_victim_without_building_rejected():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2},
                                                                                 "Cyril": {"ore": 2}})
    play(state, "roll", total=7)
    rejects("CATAN-ROBBER-3", state, "robber", to="3e", victim="Cyril", stolen="ore", allowed=("Ben",))


def test_catan_robber_3_cannot_rob_oneself_ex_robber_2():
    state = position(active="Ben", pieces={"Ben": {"settlement": ["3e:2", "3e:6"]}},
                     hands={"Ben": {"ore": 2}}, devs={"Ben": {"knight": 1}})
    rejects("CATAN-ROBBER-3", state, "play", card="knight", to="3e", victim="Ben", stolen="ore",
            allowed=("victims on 3e",))
    play(state, "play", card="knight", to="3e")        # no theft possible: legal, no warning


def test_catan_robber_3_card_the_victim_does_not_hold_rejected():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2}})
    play(state, "roll", total=7)
    rejects("CATAN-ROBBER-3", state, "robber", to="3e", victim="Ben", stolen="wool", allowed=("2 ore",))


def test_catan_robber_4_empty_hand_nothing_taken():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}})
    play(state, "roll", total=7)
    rejects("CATAN-ROBBER-4", state, "robber", to="3e", victim="Ben", stolen="ore")
    out = play(state, "robber", to="3e", victim="Ben")
    assert not out.warnings and hand(state, "Anna") == {}


def test_catan_robber_5_missing_theft_warns_by_default():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2}})
    play(state, "roll", total=7)
    out = play(state, "robber", to="3e")
    assert any(w.startswith("CATAN-ROBBER-5") for w in out.warnings)
    assert hand(state, "Ben") == {"ore": 2}


def test_catan_robber_5_knight_without_theft_warns():
    state = position(pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2}},
                     devs={"Anna": {"knight": 1}})
    out = play(state, "play", card="knight", to="3e")
    assert any(w.startswith("CATAN-ROBBER-5") for w in out.warnings)


def test_catan_robber_6_theft_moves_one_card_bank_unaffected():
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2, "wool": 1}})
    play(state, "roll", total=7)
    bank = GAME.summary(state)["bank"]
    play(state, "robber", to="3e", victim="Ben", stolen="wool")
    assert GAME.summary(state)["bank"] == bank
    assert hand(state, "Ben") == {"ore": 2} and hand(state, "Anna") == {"wool": 1}


def test_catan_robber_6_stolen_card_must_be_named():
    """docs/rulings.md CATAN-ROBBER-6: the contract needs the card; 'unknown' is refused, naming the rule."""
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2}})
    play(state, "roll", total=7)
    with pytest.raises(NotationError) as info:
        play(state, "robber", to="3e", victim="Ben", stolen="unknown")
    assert "CATAN-ROBBER-6" in info.value.line() and "ore" in info.value.allowed
    assert hand(state, "Ben") == {"ore": 2} and state.robber == "3c"


# --- 5.6 Domestic trade — CATAN-TRADE --------------------------------------------

def trade_position(**kw):
    return position(hands={"Anna": {"ore": 2, "lumber": 1}, "Ben": {"brick": 2, "ore": 3},
                           "Cyril": {"wool": 1}, "Dana": {"grain": 1}}, **kw)


def test_catan_trade_1_recorded_from_the_active_side():
    state = trade_position()
    exc = rejects("CATAN-TRADE-1", state, "trade", "Ben", allowed=("trade with Ben",),
                  **{"with": "Anna", "give": {"brick": 1}, "get": {"ore": 1}})
    assert "Anna" in exc.message


def test_catan_trade_2_non_active_players_cannot_trade_ex_trade_2():
    state = trade_position()
    rejects("CATAN-TRADE-2", state, "trade", "Ben", allowed=("Anna",),
            **{"with": "Cyril", "give": {"brick": 1}, "get": {"wool": 1}})


def test_catan_trade_2_not_with_oneself():
    state = trade_position()
    rejects("CATAN-TRADE-2", state, "trade", allowed=("Ben",),
            **{"with": "Anna", "give": {"ore": 1}, "get": {"lumber": 1}})


def test_catan_trade_3_free_ratios_ex_trade_1():
    state = trade_position()
    out = trade(state, "Ben", {"lumber": 1, "ore": 1}, {"brick": 1})
    assert not out.warnings
    assert hand(state, "Anna") == {"ore": 1, "brick": 1}
    assert hand(state, "Ben") == {"brick": 1, "ore": 4, "lumber": 1}


def test_catan_trade_3_active_must_hold_what_he_gives():
    state = trade_position()
    rejects("CATAN-TRADE-3", state, "trade", allowed=("2 ore",),
            **{"with": "Ben", "give": {"ore": 3}, "get": {"brick": 1}})


def test_catan_trade_3_partner_must_hold_what_he_gives():
    state = trade_position()
    rejects("CATAN-TRADE-3", state, "trade", allowed=("Ben holds",),
            **{"with": "Ben", "give": {"ore": 1}, "get": {"brick": 3}})


def test_catan_trade_4_development_cards_cannot_be_traded_event():
    state = trade_position(devs={"Anna": {"knight": 1}})
    rejects("CATAN-TRADE-4", state, "trade", allowed=("lumber",),
            **{"with": "Ben", "give": {"knight": 1}, "get": {"brick": 1}})


def test_catan_trade_4_development_cards_cannot_be_traded_notation():
    state = trade_position(devs={"Anna": {"knight": 1}})
    with pytest.raises(RuleViolation) as info:
        GAME.parse(state, "trade", "Ben give 1 knight get 1 brick".split(), None)
    assert info.value.rule == "CATAN-TRADE-4"
    assert "lumber" in info.value.allowed


def test_catan_trade_5_gift_warns_by_default():
    state = trade_position()
    out = trade(state, "Ben", {"ore": 1}, {})
    assert any(w.startswith("CATAN-TRADE-5") for w in out.warnings)
    out = trade(state, "Ben", {"ore": 1}, {"ore": 1})
    assert any(w.startswith("CATAN-TRADE-5") for w in out.warnings)


# --- 5.7 Maritime trade — CATAN-MARITIME --------------------------------------------

def test_catan_maritime_1_four_to_one_ex_mar_1():
    state = position(hands={"Anna": {"ore": 5}})
    play(state, "maritime", give={"ore": 4}, get={"lumber": 1})
    assert hand(state, "Anna") == {"ore": 1, "lumber": 1}


def test_catan_maritime_1_three_to_one_without_harbour_rejected_ex_mar_1():
    state = position(hands={"Anna": {"ore": 3}})
    rejects("CATAN-MARITIME-1", state, "maritime", give={"ore": 3}, get={"lumber": 1}, allowed=("ore 4:1",))


def test_catan_maritime_1_only_the_active_player():
    state = position(hands={"Ben": {"ore": 4}})
    rejects("CATAN-MARITIME-1", state, "maritime", "Ben", give={"ore": 4}, get={"lumber": 1}, allowed=("Anna",))


def test_catan_maritime_1_must_hold_the_cards():
    state = position(hands={"Anna": {"ore": 2}})
    rejects("CATAN-MARITIME-1", state, "maritime", give={"ore": 4}, get={"lumber": 1}, allowed=("2 ore",))


def test_catan_maritime_2_generic_harbour_three_to_one_ex_mar_1():
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}}, hands={"Anna": {"ore": 3, "wool": 3}})
    play(state, "maritime", give={"ore": 3}, get={"lumber": 1})
    play(state, "maritime", give={"wool": 3}, get={"grain": 1})
    assert hand(state, "Anna") == {"lumber": 1, "grain": 1}


def test_catan_maritime_2_generic_harbour_is_not_two_to_one():
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}}, hands={"Anna": {"ore": 2}})
    rejects("CATAN-MARITIME-2", state, "maritime", give={"ore": 2}, get={"lumber": 1}, allowed=("ore 3:1",))


def test_catan_maritime_2_someone_elses_harbour_does_not_count():
    state = position(pieces={"Ben": {"settlement": ["1a:10"]}}, hands={"Anna": {"ore": 3}})
    rejects("CATAN-MARITIME-1", state, "maritime", give={"ore": 3}, get={"lumber": 1}, allowed=("ore 4:1",))


def test_catan_maritime_3_special_harbour_ex_mar_2():
    state = position(pieces={"Anna": {"settlement": ["4d:4"]}}, hands={"Anna": {"wool": 6}})
    play(state, "maritime", give={"wool": 2}, get={"ore": 1})
    play(state, "maritime", give={"wool": 4}, get={"ore": 1, "grain": 1})
    assert hand(state, "Anna") == {"ore": 2, "grain": 1}


def test_catan_maritime_3_special_harbour_gives_no_three_to_one_ex_mar_2():
    state = position(pieces={"Anna": {"settlement": ["4d:4"]}}, hands={"Anna": {"grain": 3}})
    rejects("CATAN-MARITIME-3", state, "maritime", give={"grain": 3}, get={"ore": 1},
            allowed=("grain 4:1", "wool 2:1"))


def harbour_built_this_turn(**options):
    state = position(pieces={"Anna": {"settlement": ["1a:4"], "road": ["1a:5", "1a:7", "1a:9"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1, "ore": 3}},
                     combined_trade_build=True, **options)
    play(state, "build", piece="settlement", at="1a:10")
    return state


def test_catan_maritime_4_harbour_from_next_turn_ex_mar_1():
    state = harbour_built_this_turn()
    rejects("CATAN-MARITIME-4", state, "maritime", give={"ore": 3}, get={"lumber": 1}, allowed=("ore 4:1",))
    for _ in range(4):
        play(state, "end")
        play(state, "roll", total=12)
    play(state, "maritime", give={"ore": 3}, get={"lumber": 1})
    assert hand(state, "Anna")["lumber"] == 1


def test_catan_maritime_5_same_resource_rejected():
    state = position(hands={"Anna": {"ore": 4}})
    rejects("CATAN-MARITIME-5", state, "maritime", give={"ore": 4}, get={"ore": 1}, allowed=("different",))


def test_catan_maritime_5_bank_must_hold_the_card():
    state = position(hands={"Anna": {"ore": 4}}, bank={"wool": 0})
    exc = rejects("CATAN-MARITIME-5", state, "maritime", give={"ore": 4}, get={"wool": 1}, allowed=("19 lumber",))
    assert "0 wool" in exc.message and "wool" not in exc.allowed


def test_catan_maritime_6_several_exchanges_each_unit_checked():
    state = position(hands={"Anna": {"ore": 9}})
    play(state, "maritime", give={"ore": 8}, get={"lumber": 1, "brick": 1})
    assert hand(state, "Anna") == {"ore": 1, "lumber": 1, "brick": 1}
    state = position(hands={"Anna": {"ore": 5}})
    play(state, "maritime", give={"ore": 4}, get={"wool": 1})       # 5 ore at 4:1: 1 card, 1 ore left over
    assert hand(state, "Anna") == {"ore": 1, "wool": 1}


def test_catan_maritime_6_units_must_match_cards_received():
    state = position(hands={"Anna": {"ore": 8}})
    rejects("CATAN-MARITIME-6", state, "maritime", give={"ore": 8}, get={"lumber": 1}, allowed=("ore 4:1",))


def test_catan_maritime_6_a_harbour_owner_may_still_trade_four_to_one():
    """Seed p.6: 4:1 needs no harbour ever ("nepotřebuje hráč žádný přístav"), so an owner of a 3:1 or a 2:1
    harbour may trade at 4:1 too — a poor trade, no broken rule."""
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}}, hands={"Anna": {"wool": 4, "ore": 12}})
    play(state, "maritime", give={"wool": 4}, get={"ore": 1})                 # 3:1 harbour, 4:1 used
    assert hand(state, "Anna") == {"ore": 13}
    play(state, "maritime", give={"ore": 12}, get={"lumber": 3})              # 12 ore: 3 at 4:1 (or 4 at 3:1)
    state = position(pieces={"Anna": {"settlement": ["4d:4"]}}, hands={"Anna": {"wool": 4}})
    play(state, "maritime", give={"wool": 4}, get={"ore": 1})                 # the wool 2:1 harbour: 4:1 still


def test_catan_maritime_6_one_exchange_is_at_one_rate_per_resource():
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}}, hands={"Anna": {"ore": 12, "wool": 7}})
    exc = rejects("CATAN-MARITIME-6", state, "maritime", give={"ore": 12}, get={"lumber": 5}, allowed=("ore 3:1",))
    assert "3/4 card(s)" in exc.message
    rejects("CATAN-MARITIME-2", state, "maritime", give={"wool": 7}, get={"lumber": 2}, allowed=("wool 3:1",))


# --- 5.8 Building — CATAN-BUILD -------------------------------------------------

# Anna: settlement 4d:4, roads 4d:3 (3e:6–4d:4), 3e:5 (3e:4–3e:6), 3e:7 (3d:4–3e:6). Ben: settlement 3e:2.
BUILD = {"Anna": {"settlement": ["4d:4"], "road": ["4d:3", "3e:5", "3e:7"]}, "Ben": {"settlement": ["3e:2"]}}
SETTLEMENT = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}


@pytest.mark.parametrize("piece,at,cost", [
    ("road", "3d:3", {"lumber": 1, "brick": 1}),
    ("settlement", "3d:4", SETTLEMENT),
    ("city", "4d:4", {"grain": 2, "ore": 3}),
])
def test_catan_build_1_costs_are_paid(piece, at, cost):
    state = position(pieces=BUILD, hands={"Anna": {**cost, "wool": cost.get("wool", 0) + 1}})
    play(state, "build", piece=piece, at=at)
    assert hand(state, "Anna") == {"wool": 1}


def test_catan_build_1_development_card_cost():
    state = position(hands={"Anna": {"wool": 1, "grain": 1, "ore": 2}})
    play(state, "buy", card="knight")
    assert hand(state, "Anna") == {"ore": 1}
    assert state.by_name["Anna"].devs["knight"] == 1


@pytest.mark.parametrize("piece,at,have", [
    ("road", "3d:3", {"lumber": 1}),
    ("settlement", "3d:4", {"lumber": 1, "brick": 1, "wool": 1}),
    ("city", "4d:4", {"grain": 2, "ore": 2}),
])
def test_catan_build_1_cannot_pay_rejected(piece, at, have):
    state = position(pieces=BUILD, hands={"Anna": have})
    exc = rejects("CATAN-BUILD-1", state, "build", piece=piece, at=at, allowed=("Anna holds",))
    assert "missing" in exc.message


def test_catan_build_1_cannot_pay_development_card():
    state = position(hands={"Anna": {"wool": 1, "ore": 1}})
    rejects("CATAN-BUILD-1", state, "buy", card="knight", allowed=("1 wool", "1 ore"))


def test_catan_build_2_only_the_active_player_builds():
    state = position(pieces=BUILD, hands={"Ben": {"lumber": 1, "brick": 1}})
    rejects("CATAN-BUILD-2", state, "build", "Ben", piece="road", at="3e:1", allowed=("Anna",))


def five_settlements(**hands):
    spots = ["1a:10", "1c:2", "3e:4", "5a:8", "5c:4"]
    return position(pieces={"Anna": {"settlement": spots, "road": ["3b:3"]}}, hands={"Anna": hands})


def test_catan_build_3_no_sixth_settlement_ex_build_3():
    state = five_settlements(lumber=1, brick=1, wool=1, grain=3, ore=3)
    exc = rejects("CATAN-BUILD-3", state, "build", piece="settlement", at="2b:6")
    assert "city" in exc.allowed
    play(state, "build", piece="city", at="1a:10")
    play(state, "build", piece="settlement", at="2b:6")
    assert len(state.by_name["Anna"].settlements) == 5


def test_catan_build_3_no_fifth_city_ex_build_3():
    state = position(pieces={"Anna": {"city": ["1a:10", "1c:2", "3e:4", "5a:8"], "settlement": ["5c:4"]}},
                     hands={"Anna": {"grain": 2, "ore": 3}})
    rejects("CATAN-BUILD-3", state, "build", piece="city", at="5c:4")


ROADS_15 = ["1a:11", "1a:1", "1a:3", "1a:5", "1a:7", "1a:9", "1b:1", "1b:3", "1b:5", "1b:7", "1b:11",
            "1c:1", "1c:3", "1c:5", "1c:7"]


def test_catan_build_3_no_sixteenth_road():
    state = position(pieces={"Anna": {"road": ROADS_15, "settlement": ["1a:10"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1}})
    rejects("CATAN-BUILD-3", state, "build", piece="road", at="2d:1")


def test_catan_build_4_city_replaces_settlement_pieces_stay():
    state = position(pieces=BUILD, hands={"Anna": {"grain": 2, "ore": 3}})
    play(state, "build", piece="city", at="4d:4")
    anna = state.by_name["Anna"]
    assert anna.settlements == set() and anna.cities == {"4d:4"}
    assert (anna.left("settlement"), anna.left("city")) == (5, 3)
    assert anna.roads == {"4d:3", "3e:5", "3e:7"}


def test_catan_build_5_distance_rule_rejects_neighbour_ex_build_1():
    state = position(pieces=BUILD, hands={"Anna": SETTLEMENT})
    exc = rejects("CATAN-BUILD-5", state, "build", piece="settlement", at="3e:4", allowed=("3d:4",))
    assert "3e:2" in exc.message


def test_catan_build_5_occupied_corner_rejected():
    state = position(pieces={**BUILD, "Ben": {"settlement": ["3d:4"]}}, hands={"Anna": SETTLEMENT})
    rejects("CATAN-BUILD-5", state, "build", piece="settlement", at="3d:4")


def test_catan_build_6_settlement_needs_own_road():
    state = position(pieces=BUILD, hands={"Anna": SETTLEMENT})
    rejects("CATAN-BUILD-6", state, "build", piece="settlement", at="1b:12", allowed=("3d:4",))


def test_catan_build_7_city_only_on_own_settlement():
    state = position(pieces=BUILD, hands={"Anna": {"grain": 2, "ore": 3}})
    rejects("CATAN-BUILD-7", state, "build", piece="city", at="3e:2", allowed=("4d:4",))
    rejects("CATAN-BUILD-7", state, "build", piece="city", at="3d:4", allowed=("4d:4",))


def test_catan_build_8_road_must_connect():
    state = position(pieces=BUILD, hands={"Anna": {"lumber": 1, "brick": 1}})
    exc = rejects("CATAN-BUILD-8", state, "build", piece="road", at="1a:1")
    assert "3d:3" in exc.allowed


def test_catan_build_8_message_does_not_blame_a_missing_opponent():
    """1a:1 is far from everything: no opponent's building is involved, so the refusal must not say so."""
    state = position(pieces=BUILD, hands={"Anna": {"lumber": 1, "brick": 1}})
    exc = rejects("CATAN-BUILD-8", state, "build", piece="road", at="1a:1")
    assert "opponent" not in exc.message, exc.line()


def test_catan_build_8_one_road_per_path():
    state = position(pieces={**BUILD, "Ben": {"settlement": ["3e:2"], "road": ["3e:3"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1}})
    rejects("CATAN-BUILD-8", state, "build", piece="road", at="3e:3", allowed=("3d:3",))
    rejects("CATAN-BUILD-8", state, "build", piece="road", at="3e:5", allowed=("3d:3",))


def test_catan_build_8_no_road_past_an_opponents_settlement_ex_build_2():
    # Dana (orange): roads 3a:11, 2a:7, settlement 3a:10. Anna (red): road 2a:5, settles 2a:6.
    state = position(pieces={"Dana": {"settlement": ["3a:10"], "road": ["3a:11", "2a:7"]},
                             "Anna": {"settlement": ["1b:6"], "road": ["2a:5", "2a:3"]}},
                     hands={"Anna": SETTLEMENT, "Dana": {"lumber": 1, "brick": 1}})
    play(state, "build", piece="settlement", at="2a:6")
    for _ in range(3):
        play(state, "end")
        play(state, "roll", total=12)
    assert state.current.name == "Dana"
    exc = rejects("CATAN-BUILD-8", state, "build", piece="road", at="3a:3")
    assert "3a:9" in exc.allowed or "2a:9" in exc.allowed


def test_catan_build_9_coastal_roads_and_settlements():
    state = position(pieces={"Anna": {"settlement": ["1a:10"]}},
                     hands={"Anna": {"lumber": 3, "brick": 3, "wool": 1, "grain": 3, "ore": 3}})
    play(state, "build", piece="road", at="1a:11")
    play(state, "build", piece="road", at="1a:1")
    play(state, "build", piece="settlement", at="1a:2")
    play(state, "build", piece="city", at="1a:2")
    assert state.by_name["Anna"].cities == {"1a:2"}


def test_catan_build_10_empty_deck():
    everything = {"knight": 14, "road_building": 2, "year_of_plenty": 2, "monopoly": 2, "victory_point": 5}
    state = position(devs={"Dana": everything}, hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    assert GAME.summary(state)["dev_deck_left"] == 0
    rejects("CATAN-BUILD-10", state, "buy", card="knight")


def test_catan_build_10_card_stays_hidden_in_hand():
    state = position(hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    play(state, "buy", card="victory_point")
    anna = summary_of(state, "Anna")
    assert anna["dev_cards"] == {"victory_point": 1}
    assert GAME.summary(state)["dev_deck_left"] == 24
    assert anna["public_victory_points"] == anna["victory_points"] - 1


def test_catan_build_11_checked_against_current_hand():
    state = position(pieces=BUILD, hands={"Anna": {"lumber": 1, "brick": 1}})
    play(state, "build", piece="road", at="3d:3")
    rejects("CATAN-BUILD-1", state, "build", piece="road", at="2d:5", allowed=("Anna holds nothing",))


def test_catan_build_11_traded_cards_count_at_once():
    state = position(pieces=BUILD, hands={"Anna": {"lumber": 1, "ore": 1}, "Ben": {"brick": 1}})
    trade(state, "Ben", {"ore": 1}, {"brick": 1})
    play(state, "build", piece="road", at="3d:3")
    assert hand(state, "Anna") == {}


# --- 5.9 Development cards — CATAN-DEV --------------------------------------------

def test_catan_dev_1_deck_composition():
    state = fresh()
    assert dict(state.deck) == {"knight": 14, "road_building": 2, "year_of_plenty": 2, "monopoly": 2,
                                "victory_point": 5}


def test_catan_dev_1_card_no_longer_in_deck_rejected():
    state = position(devs={"Ben": {"monopoly": 2}}, hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    rejects("CATAN-DEV-1", state, "buy", card="monopoly", allowed=("knight",))


def test_catan_dev_2_one_card_per_turn_ex_dev_1():
    state = position(rolled=False, turn=13, devs={"Anna": {"knight": 1, "monopoly": 1}})
    play(state, "play", card="knight", to="5c")
    rejects("CATAN-DEV-2", state, "play", card="monopoly", resource="wool", allowed=("next turn",))


def test_catan_dev_3_not_in_the_turn_bought_ex_dev_1():
    state = position(turn=12, hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    play(state, "buy", card="knight")
    rejects("CATAN-DEV-3", state, "play", card="knight", to="5c", allowed=("next turn",))
    for _ in range(4):
        play(state, "end")
        if state.current.name != "Anna":
            play(state, "roll", total=12)
    assert state.current.name == "Anna" and not state.rolled
    play(state, "play", card="knight", to="5c")      # before rolling, a later turn: legal
    assert state.by_name["Anna"].knights == 1


def test_catan_dev_3_older_card_of_the_same_kind_playable():
    state = position(devs={"Anna": {"knight": 1}}, hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    play(state, "buy", card="knight")
    play(state, "play", card="knight", to="5c")
    assert state.by_name["Anna"].devs["knight"] == 1


def test_catan_dev_4_never_in_another_players_turn():
    state = position(devs={"Ben": {"knight": 1}})
    rejects("CATAN-DEV-4", state, "play", "Ben", card="knight", to="5c", allowed=("Anna",))


def test_catan_dev_4_card_not_held_rejected():
    state = position(devs={"Anna": {"knight": 1}})
    rejects("CATAN-DEV-4", state, "play", card="monopoly", resource="wool", allowed=("1 knight",))


def test_catan_dev_5_knight_moves_the_robber_and_counts():
    state = position(pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 1}},
                     devs={"Anna": {"knight": 1}})
    play(state, "play", card="knight", to="3e", victim="Ben", stolen="ore")
    assert state.robber == "3e" and hand(state, "Anna") == {"ore": 1}
    assert summary_of(state, "Anna")["knights_played"] == 1
    assert summary_of(state, "Anna")["dev_cards"] == {}


def test_catan_dev_5_knight_must_say_where_the_robber_goes():
    state = position(devs={"Anna": {"knight": 1}})
    rejects("CATAN-DEV-5", state, "play", card="knight", allowed=("knight",))


def test_catan_dev_5_knight_robber_must_move():
    state = position(devs={"Anna": {"knight": 1}}, robber="3e")
    rejects("CATAN-ROBBER-2", state, "play", card="knight", to="3e", allowed=("3c",))


RB = {"Anna": {"settlement": ["1a:10"], "road": ["1a:11"]}}


def test_catan_dev_6_road_building_two_free_roads():
    state = position(pieces=RB, devs={"Anna": {"road_building": 1}})
    play(state, "play", card="road_building", roads=["1a:1", "1a:3"])      # the first connects the second
    assert state.by_name["Anna"].roads == {"1a:11", "1a:1", "1a:3"}
    assert hand(state, "Anna") == {}


def test_catan_dev_6_unconnected_road_rejected():
    state = position(pieces=RB, devs={"Anna": {"road_building": 1}})
    rejects("CATAN-DEV-6", state, "play", card="road_building", roads=["1a:1", "3e:3"], allowed=("1a:3",))


def test_catan_dev_6_one_road_when_two_possible_rejected():
    state = position(pieces=RB, devs={"Anna": {"road_building": 1}})
    rejects("CATAN-DEV-6", state, "play", card="road_building", roads=["1a:1"], allowed=("1a:3",))


def test_catan_dev_6_three_roads_rejected():
    state = position(pieces=RB, devs={"Anna": {"road_building": 1}})
    rejects("CATAN-DEV-6", state, "play", card="road_building", roads=["1a:1", "1a:3", "1a:9"])


def test_catan_dev_6_only_one_road_left_in_supply():
    pieces = {"Anna": {"settlement": ["1a:10"], "road": ROADS_15[:14]}}
    state = position(pieces=pieces, devs={"Anna": {"road_building": 1}})
    rejects("CATAN-DEV-6", state, "play", card="road_building", roads=["1c:7", "2d:1"])
    play(state, "play", card="road_building", roads=["1c:7"])
    assert state.by_name["Anna"].left("road") == 0


def test_catan_dev_7_year_of_plenty_then_build_ex_dev_3():
    state = position(pieces={"Anna": {"settlement": ["4d:4"]}}, hands={"Anna": {"ore": 2, "grain": 1}},
                     devs={"Anna": {"year_of_plenty": 1}})
    play(state, "play", card="year_of_plenty", take={"ore": 1, "grain": 1})
    play(state, "build", piece="city", at="4d:4")
    assert hand(state, "Anna") == {}
    assert summary_of(state, "Anna")["dev_cards"] == {}


def test_catan_dev_7_exactly_two_cards():
    state = position(devs={"Anna": {"year_of_plenty": 1}})
    rejects("CATAN-DEV-7", state, "play", card="year_of_plenty", take={"ore": 3}, allowed=("ore",))


def test_catan_dev_7_only_cards_the_bank_holds():
    state = position(devs={"Anna": {"year_of_plenty": 1}}, bank={"ore": 1})
    rejects("CATAN-DEV-7", state, "play", card="year_of_plenty", take={"ore": 2}, allowed=("1 ore",))


def test_catan_dev_8_monopoly_ex_dev_2():
    state = position(devs={"Anna": {"monopoly": 1}},
                     hands={"Anna": {"wool": 1}, "Ben": {"wool": 2, "ore": 1}, "Cyril": {"ore": 1},
                            "Dana": {"wool": 3}})
    play(state, "play", card="monopoly", resource="wool")
    assert hand(state, "Anna") == {"wool": 6}
    assert hand(state, "Ben") == {"ore": 1} and hand(state, "Dana") == {}


def test_catan_dev_8_monopoly_names_a_resource():
    state = position(devs={"Anna": {"monopoly": 1}})
    rejects("CATAN-DEV-8", state, "play", card="monopoly", allowed=("wool",))


def test_catan_dev_9_progress_cards_leave_the_game():
    state = position(devs={"Anna": {"monopoly": 1}})
    left = GAME.summary(state)["dev_deck_left"]
    play(state, "play", card="monopoly", resource="ore")
    assert GAME.summary(state)["dev_deck_left"] == left
    assert summary_of(state, "Anna")["dev_cards"] == {}
    assert summary_of(state, "Anna")["knights_played"] == 0


def test_catan_dev_10_victory_point_cards_are_not_played():
    state = position(devs={"Anna": {"victory_point": 2}})
    rejects("CATAN-DEV-10", state, "play", card="victory_point", allowed=("count",))
    assert vp(state, "Anna") == 2


def test_catan_dev_10_reveal_does_not_count_against_one_card_per_turn():
    # 3 cities (6) + 1 settlement (1) + 2 VP cards (2) = 9; a Knight played, then a VP card bought → 10
    state = position(pieces={"Anna": {"city": ["1a:10", "1c:2", "5a:8"], "settlement": ["5c:4"]}},
                     devs={"Anna": {"victory_point": 2, "knight": 1}},
                     hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    play(state, "play", card="knight", to="5c")
    out = play(state, "buy", card="victory_point")
    assert state.winner == "Anna" and out.data["winner"] == "Anna"


# --- 5.10 Largest Army — CATAN-ARMY -------------------------------------------------

def test_catan_army_1_third_knight_takes_largest_army_ex_army_1():
    state = position(knights={"Anna": 2, "Ben": 2}, devs={"Anna": {"knight": 1}})
    before = vp(state, "Anna")
    play(state, "play", card="knight", to="5c")
    assert state.largest_army == "Anna"
    assert vp(state, "Anna") == before + 2
    assert summary_of(state, "Anna")["largest_army_card"] is True


def test_catan_army_1_two_knights_are_not_enough():
    state = position(knights={"Anna": 1}, devs={"Anna": {"knight": 1}})
    play(state, "play", card="knight", to="5c")
    assert state.largest_army is None


def test_catan_army_2_equal_does_not_move_more_does_ex_army_1():
    state = position(knights={"Anna": 2, "Ben": 2}, devs={"Anna": {"knight": 1}, "Ben": {"knight": 2}})
    play(state, "play", card="knight", to="5c")
    play(state, "end")
    play(state, "play", card="knight", to="5b")         # Ben's 3rd: equal → Anna keeps it
    assert state.largest_army == "Anna"
    play(state, "roll", total=12)
    for _ in range(4):
        play(state, "end")
        play(state, "roll", total=12)
    assert state.current.name == "Ben"
    anna, ben = vp(state, "Anna"), vp(state, "Ben")
    play(state, "play", card="knight", to="5c")         # Ben's 4th: more → Ben takes it
    assert state.largest_army == "Ben"
    assert (vp(state, "Anna"), vp(state, "Ben")) == (anna - 2, ben + 2)


def test_catan_army_3_unplayed_knights_do_not_count():
    state = position(devs={"Anna": {"knight": 5}})
    assert state.largest_army is None
    assert not summary_of(state, "Anna")["largest_army_card"]


# --- 5.11 Longest Road — CATAN-ROAD --------------------------------------------------

ORANGE_7 = ["3a:11", "2a:7", "2a:5", "2b:7", "2b:5", "2c:7", "2c:5"]      # 3a:10 … 2c:4 (EX-ROAD-1)
RED_5 = ["3d:5", "3d:7", "3c:5", "3c:7", "3b:3"]                           # 3d:4 … 2b:6
BOTTOM_5 = ["5a:7", "5a:5", "5b:7", "5b:5", "5c:7"]                        # 5a:8 … 5c:6
BOTTOM_6 = BOTTOM_5 + ["5c:5"]                                            # … 5c:4


def lengths(state):
    return {p["name"]: p["longest_road"] for p in GAME.summary(state)["players"]}


@pytest.mark.parametrize("roads,expected", [
    (["3c:3", "2c:5", "2c:3", "3c:5", "4b:3", "3d:7", "3d:5"], 5),     # Y: arms 3, 2, 2
    (["2c:7", "3c:3", "3c:5", "3c:7", "3b:3", "2b:5"], 6),             # six around 3c
    (["2c:7", "3c:3", "3c:5", "3c:7", "3b:3", "2b:5", "3d:7"], 7),     # … plus a tail
    (ORANGE_7, 7),
])
def test_catan_road_1_length_counting_ex_road_3(roads, expected):
    state = position(pieces={"Anna": {"road": roads}})
    assert lengths(state)["Anna"] == expected


def test_catan_road_2_own_settlement_does_not_cut_ex_road_3():
    state = position(pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4", "2a:4"]}})
    assert lengths(state)["Cyril"] == 7


def test_catan_road_2_opponent_settlement_cuts_ex_road_1():
    state = position(active="Anna", pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
                                            "Anna": {"road": RED_5, "settlement": ["3d:4"]}},
                     hands={"Anna": SETTLEMENT})
    assert state.longest_road == "Cyril" and lengths(state) == {"Anna": 5, "Ben": 0, "Cyril": 7, "Dana": 0}
    anna, cyril = vp(state, "Anna"), vp(state, "Cyril")
    play(state, "build", piece="settlement", at="2b:6")
    assert lengths(state)["Cyril"] == 4 and lengths(state)["Anna"] == 5
    assert state.longest_road == "Anna"
    assert (vp(state, "Anna"), vp(state, "Cyril")) == (anna + 1 + 2, cyril - 2)


def test_catan_road_3_first_to_five():
    state = position(pieces={"Anna": {"road": BOTTOM_5[:4], "settlement": ["5a:8"]}},
                     hands={"Anna": {"lumber": 2, "brick": 2}})
    assert state.longest_road is None
    play(state, "build", piece="road", at="5c:7")
    assert state.longest_road == "Anna"
    assert summary_of(state, "Anna")["longest_road_card"] is True


def test_catan_road_3_four_is_not_enough():
    state = position(pieces={"Anna": {"road": BOTTOM_5[:3], "settlement": ["5a:8"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1}})
    play(state, "build", piece="road", at="5b:5")
    assert state.longest_road is None


def test_catan_road_4_equal_does_not_move_greater_does_ex_road_2_e():
    state = position(active="Ben", pieces={"Cyril": {"road": ORANGE_7[:6]}, "Ben": {"road": BOTTOM_5}},
                     hands={"Ben": {"lumber": 2, "brick": 2}})
    assert state.longest_road == "Cyril"
    play(state, "build", piece="road", at="5c:5")       # Ben 6 = Cyril 6
    assert state.longest_road == "Cyril"
    play(state, "build", piece="road", at="5c:3")       # Ben 7
    assert state.longest_road == "Ben"


def test_catan_road_5_city_upgrade_changes_nothing():
    state = position(pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10"]},
                             "Anna": {"road": ["3b:3", "2b:3"], "settlement": ["2b:4"]}},
                     hands={"Anna": {"grain": 2, "ore": 3}})
    # Anna's settlement 2b:4 already cuts Cyril at 2b:4: 5 + 2
    assert lengths(state)["Cyril"] == 5
    play(state, "build", piece="city", at="2b:4")
    assert lengths(state)["Cyril"] == 5 and state.longest_road == "Cyril"


def cut_position(**options):
    """Cyril (holder, 7) is cut by Anna's settlement on 2b:4 into 5 + 2; Ben has 5 elsewhere."""
    return position(active="Anna", pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
                                           "Ben": {"road": BOTTOM_5},
                                           "Anna": {"road": ["2b:3"], "settlement": ["1b:12"]}},
                    hands={"Anna": SETTLEMENT}, **options)


def test_catan_road_6_tie_after_cut_card_to_bank_ex_road_2_a():
    state = cut_position()
    assert state.longest_road == "Cyril"
    play(state, "build", piece="settlement", at="2b:4")
    assert lengths(state)["Cyril"] == 5 and lengths(state)["Ben"] == 5
    assert state.longest_road is None


def test_catan_road_6_several_tie_above_cut_holder_ex_road_2_b():
    for option in (False, True):
        state = position(active="Anna", pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
                                                "Anna": {"road": RED_5, "settlement": ["3d:4"]},
                                                "Ben": {"road": BOTTOM_5}},
                         hands={"Anna": SETTLEMENT}, lr_holder_keeps_if_tied_after_cut=option)
        play(state, "build", piece="settlement", at="2b:6")
        assert lengths(state) == {"Anna": 5, "Ben": 5, "Cyril": 4, "Dana": 0}
        assert state.longest_road is None


def test_catan_road_6_cut_holder_still_alone_keeps():
    state = position(active="Anna", pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
                                            "Ben": {"road": BOTTOM_5[:4]},
                                            "Anna": {"road": ["2b:3"], "settlement": ["1b:12"]}},
                     hands={"Anna": SETTLEMENT})
    play(state, "build", piece="settlement", at="2b:4")
    assert lengths(state)["Cyril"] == 5 and state.longest_road == "Cyril"


def test_catan_road_7_nobody_five_after_cut_ex_road_2_c():
    state = position(active="Anna", pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
                                            "Anna": {"road": ["3b:3"], "settlement": ["3d:4"]}},
                     hands={"Anna": SETTLEMENT})
    assert state.longest_road == "Cyril"
    play(state, "build", piece="settlement", at="2b:6")
    assert lengths(state)["Cyril"] == 4
    assert state.longest_road is None
    assert not any(p["longest_road_card"] for p in GAME.summary(state)["players"])


def test_catan_road_8_card_in_bank_awarded_again_ex_road_2_d():
    state = position(active="Anna", pieces={"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
                                            "Anna": {"road": RED_5, "settlement": ["3d:4"]},
                                            "Ben": {"road": BOTTOM_5}},
                     hands={"Anna": {**SETTLEMENT, "lumber": 2, "brick": 2}})
    play(state, "build", piece="settlement", at="2b:6")
    assert state.longest_road is None
    play(state, "build", piece="road", at="3d:3")       # Anna 6, Ben 5
    assert lengths(state)["Anna"] == 6
    assert state.longest_road == "Anna"


# --- 5.12 Victory points and end — CATAN-VP / CATAN-END -------------------------------------

def test_catan_vp_1_points_breakdown():
    state = position(pieces={"Anna": {"settlement": ["5c:4"], "city": ["1a:10"], "road": BOTTOM_5}},
                     knights={"Anna": 3}, devs={"Anna": {"victory_point": 1}})
    state.largest_army = "Anna"
    assert scoring.breakdown(state, state.by_name["Anna"]) == {
        "settlements": 1, "cities": 2, "longest_road": 2, "largest_army": 2, "victory_point_cards": 1}
    assert vp(state, "Anna") == 8


def test_catan_vp_1_two_points_after_set_up():
    state = run_setup(fresh(), ROUND1 + ROUND2)
    assert [p["victory_points"] for p in GAME.summary(state)["players"]] == [2, 2, 2, 2]


NINE = {"Anna": {"city": ["1a:10", "1c:2", "5a:8"], "settlement": ["3e:4", "5c:4", "3a:8"],
                 "road": ["3e:5", "3e:7"]}}


def won_position():
    state = position(pieces=NINE, hands={"Anna": {**SETTLEMENT, "lumber": 2, "brick": 2}})
    assert vp(state, "Anna") == 9
    out = play(state, "build", piece="settlement", at="3d:4")
    assert out.data["winner"] == "Anna"
    return state


def test_catan_end_1_active_player_wins_at_ten_ex_end_3():
    state = won_position()
    summary = GAME.summary(state)
    assert (summary["winner"], summary["phase"], summary["current_player"]) == ("Anna", "over", None)
    assert "score" in summary_of(state, "Anna")


@pytest.mark.parametrize("kind,fields", [
    ("build", {"piece": "road", "at": "3d:3"}), ("end", {}), ("roll", {"total": 8}),
    ("maritime", {"give": {"lumber": 2}, "get": {"ore": 1}}),
])
def test_catan_end_1_events_after_the_win_refused(kind, fields):
    state = won_position()
    rejects("CATAN-END-1", state, kind, "Anna", **fields)


def test_catan_end_1_refusal_names_the_winner():
    """'allowed now: nothing' — the refusal should say the game is over because Anna won."""
    state = won_position()
    exc = rejects("CATAN-END-1", state, "end", "Anna")
    assert "Anna" in exc.line(), exc.line()


def test_catan_end_1_victory_points_option():
    state = position(pieces=NINE, hands={"Anna": SETTLEMENT}, victory_points=11)
    play(state, "build", piece="settlement", at="3d:4")
    assert state.winner is None and vp(state, "Anna") == 10


def test_catan_end_2_ten_points_outside_own_turn_wins_at_turn_start_ex_end_2():
    # Cyril holds Longest Road (7); Ben has 6 roads and 8 VP; Anna's settlement cuts Cyril.
    pieces = {"Cyril": {"road": ORANGE_7, "settlement": ["3a:10", "2c:4"]},
              "Ben": {"road": BOTTOM_6, "city": ["3e:4", "1c:2"], "settlement": ["5a:8", "1a:10"]},
              "Anna": {"road": ["3b:3"], "settlement": ["3d:4"]}}
    state = position(active="Anna", pieces=pieces, hands={"Anna": SETTLEMENT})
    assert state.longest_road == "Cyril" and vp(state, "Ben") == 6
    state.by_name["Ben"].devs["victory_point"] += 2           # 8 VP, two of them hidden
    state.deck["victory_point"] -= 2
    play(state, "build", piece="settlement", at="2b:6")
    assert state.longest_road == "Ben" and vp(state, "Ben") == 10
    assert state.winner is None and GAME.summary(state)["phase"] == "main"
    out = play(state, "end")
    assert state.winner == "Ben" and out.data["winner"] == "Ben"


def test_catan_end_3_victory_point_card_bought_wins_at_once_ex_end_1():
    state = position(pieces={"Anna": {"settlement": ["5a:8", "1a:10"], "city": ["1c:2", "3e:4"],
                                      "road": BOTTOM_5}},
                     devs={"Anna": {"victory_point": 1}}, hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}})
    assert state.longest_road == "Anna" and vp(state, "Anna") == 9
    out = play(state, "buy", card="victory_point")
    assert state.winner == "Anna" and out.data["winner"] == "Anna"
    score = summary_of(state, "Anna")["score"]
    assert score == {"settlements": 2, "cities": 4, "longest_road": 2, "largest_army": 0, "victory_point_cards": 2}


def test_catan_end_4_visible_and_total_points():
    state = position(pieces={"Anna": {"settlement": ["5a:8"]}}, devs={"Anna": {"victory_point": 2}})
    anna = summary_of(state, "Anna")
    assert (anna["public_victory_points"], anna["victory_points"]) == (1, 3)


# --- 5.13 Variant and options — CATAN-VAR ----------------------------------------------

def test_catan_var_1_combined_trade_build_off_ex_combined_1():
    state = position(pieces={"Anna": {"settlement": ["1a:4"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1, "ore": 1}, "Ben": {"grain": 1}})
    play(state, "build", piece="road", at="1a:3")
    rejects("CATAN-TURN-3", state, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {"grain": 1}})


def test_catan_var_1_combined_trade_build_on_ex_combined_1():
    state = position(pieces={"Anna": {"settlement": ["1a:4"]}}, combined_trade_build=True,
                     hands={"Anna": {"lumber": 2, "brick": 1, "ore": 1}, "Ben": {"brick": 1}})
    play(state, "build", piece="road", at="1a:3")
    trade(state, "Ben", {"ore": 1}, {"brick": 1})
    play(state, "build", piece="road", at="1a:5")
    assert hand(state, "Anna") == {}


def test_catan_var_1_combined_still_not_before_roll():
    state = position(rolled=False, combined_trade_build=True, hands={"Anna": {"ore": 1}, "Ben": {"brick": 1}})
    rejects("CATAN-TURN-2", state, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {"brick": 1}})


def test_catan_var_2_defaults():
    assert GAME.resolve_options({}) == {
        "victory_points": 10, "combined_trade_build": False, "shortage_sole_player_gets_rest": False,
        "harbour_usable_same_turn": False, "lr_holder_keeps_if_tied_after_cut": False,
        "robber_theft_required": "warn", "gift_trades": "warn"}


def test_catan_var_2_unknown_option_and_bad_value():
    with pytest.raises(NotationError) as info:
        GAME.resolve_options({"combined_trade": True})
    assert "combined_trade_build" in info.value.allowed
    with pytest.raises(NotationError) as info:
        GAME.resolve_options({"robber_theft_required": "sometimes"})
    assert "reject" in info.value.allowed
    assert GAME.resolve_options({"harbour_usable_same_turn": "yes"})["harbour_usable_same_turn"] is True


def test_catan_var_2_shortage_sole_player_gets_rest_off_ex_prod_3():
    state = position(rolled=False, pieces=EX_PROD, bank={"ore": 2}, shortage_sole_player_gets_rest=False)
    play(state, "roll", total=8)
    assert hand(state, "Ben") == {}


def test_catan_var_2_shortage_sole_player_gets_rest_on_ex_prod_3():
    state = position(rolled=False, pieces=EX_PROD, bank={"ore": 2}, shortage_sole_player_gets_rest=True)
    play(state, "roll", total=8)
    assert hand(state, "Ben") == {"ore": 2}
    assert hand(state, "Cyril") == {"lumber": 2}
    assert GAME.summary(state)["bank"]["ore"] == 0


def test_catan_var_2_harbour_usable_same_turn_off():
    state = harbour_built_this_turn(harbour_usable_same_turn=False)
    rejects("CATAN-MARITIME-4", state, "maritime", give={"ore": 3}, get={"lumber": 1})


def test_catan_var_2_harbour_usable_same_turn_on():
    state = harbour_built_this_turn(harbour_usable_same_turn=True)
    play(state, "maritime", give={"ore": 3}, get={"lumber": 1})
    assert hand(state, "Anna") == {"lumber": 1}


def test_catan_var_2_lr_holder_keeps_if_tied_after_cut_off_ex_road_2_a():
    state = cut_position(lr_holder_keeps_if_tied_after_cut=False)
    play(state, "build", piece="settlement", at="2b:4")
    assert state.longest_road is None


def test_catan_var_2_lr_holder_keeps_if_tied_after_cut_on_ex_road_2_a():
    state = cut_position(lr_holder_keeps_if_tied_after_cut=True)
    play(state, "build", piece="settlement", at="2b:4")
    assert lengths(state)["Cyril"] == lengths(state)["Ben"] == 5
    assert state.longest_road == "Cyril"


def robbery(**options):
    state = position(rolled=False, pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 2}}, **options)
    play(state, "roll", total=7)
    return state


def test_catan_var_2_robber_theft_required_warn():
    out = play(robbery(robber_theft_required="warn"), "robber", to="3e")
    assert [w for w in out.warnings if w.startswith("CATAN-ROBBER-5")]


def test_catan_var_2_robber_theft_required_reject():
    state = robbery(robber_theft_required="reject")
    rejects("CATAN-ROBBER-5", state, "robber", to="3e", allowed=("Ben",))
    play(state, "robber", to="3e", victim="Ben", stolen="ore")


def test_catan_var_2_robber_theft_required_off():
    out = play(robbery(robber_theft_required="off"), "robber", to="3e")
    assert not out.warnings


@pytest.mark.parametrize("give,get", [({"ore": 1}, {}), ({"ore": 1}, {"ore": 1})])
def test_catan_var_2_gift_trades_warn(give, get):
    out = trade(trade_position(gift_trades="warn"), "Ben", give, get)
    assert [w for w in out.warnings if w.startswith("CATAN-TRADE-5")]


@pytest.mark.parametrize("give,get", [({"ore": 1}, {}), ({}, {"brick": 1}), ({"ore": 1}, {"ore": 1})])
def test_catan_var_2_gift_trades_reject(give, get):
    state = trade_position(gift_trades="reject")
    rejects("CATAN-TRADE-5", state, "trade", **{"with": "Ben", "give": give, "get": get})


def test_catan_var_2_gift_trades_off():
    state = trade_position(gift_trades="off")
    out = trade(state, "Ben", {"ore": 1}, {})
    assert not out.warnings and hand(state, "Ben")["ore"] == 4


# --- Notation: unknown names and typos (exit code 2) ------------------------------------

def normalize(state, kind, **fields):
    return GAME.normalize(state, {"seq": 1, "kind": kind, "player": state.current.name, **fields})


def test_notation_path_used_as_intersection_suggests_nearest():
    state = position(hands={"Anna": SETTLEMENT})
    event = GAME.parse(state, "build", ["settlement", "3e:3"], None)
    with pytest.raises(NotationError) as info:
        GAME.normalize(state, event)
    assert info.value.exit_code == 2
    assert "3e:2" in info.value.allowed and "3e:4" in info.value.allowed


def test_notation_intersection_used_as_path_suggests_nearest():
    state = position()
    with pytest.raises(NotationError) as info:
        normalize(state, "build", piece="road", at="3e:4")
    assert "3e:3" in info.value.allowed and "3e:5" in info.value.allowed


def test_notation_resource_typo_suggests():
    state = trade_position()
    with pytest.raises(NotationError) as info:
        GAME.parse(state, "trade", "Ben give 1 wol get 1 brick".split(), None)
    assert "'wool'" in info.value.allowed


def test_notation_unknown_hex_suggests():
    state = position(rolled=False)
    with pytest.raises(NotationError) as info:
        normalize(state, "robber", to="6a")
    assert info.value.allowed
    with pytest.raises(NotationError) as info:
        normalize(state, "build", piece="settlement", at="3f:4")
    assert info.value.allowed


def test_notation_unknown_player_lists_players():
    state = trade_position()
    with pytest.raises(NotationError) as info:
        GAME.parse(state, "trade", "Bne give 1 ore get 1 brick".split(), None)
    assert "Ben" in info.value.allowed


def test_notation_impossible_roll():
    state = position(rolled=False)
    for words in (["13"], ["3", "5", "1"], ["x"]):
        with pytest.raises(NotationError):
            GAME.parse(state, "roll", words, None)
    with pytest.raises(NotationError):
        normalize(state, "roll", total=8, dice=[3, 4])


def test_notation_aliases_resolve_to_canonical_names():
    state = position(hands={"Anna": {"lumber": 1}, "Ben": {"wool": 1}})
    event = normalize(state, "build", piece="settlement", at="3b:2")
    assert event["at"] == "2b:6"
    event = normalize(state, "build", piece="road", at="1b:9")
    assert event["at"] == "1a:3"
    event = GAME.normalize(state, GAME.parse(state, "trade", "ben give 1 wood get 1 ovce".split(), None))
    assert (event["with"], event["give"], event["get"]) == ("Ben", {"lumber": 1}, {"wool": 1})


# --- CLI: exit codes, the Error line, the save untouched ---------------------------------

ERROR_LINE = re.compile(r"^Error: CATAN-[A-Z]+-\d+: .+ — .+$")


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture
def new_save(runner, tmp_path):
    path = tmp_path / "friday.toml"
    result = runner.invoke(app, ["new", "catan", "--players", "A,B,C", "--board", "beginner-en",
                                 "--save", str(path)])
    assert result.exit_code == 0, result.output
    assert path.exists()
    return path


def cli(runner, path, *words):
    return runner.invoke(app, [*words, "--save", str(path)])


CLI_SETUP = [("5a:6", "5a:7"), ("1c:2", "1c:1"), ("3a:8", "3a:9"),
             ("5c:4", "5c:5"), ("3d:4", "3d:5"), ("1a:10", "1a:11")]


@pytest.fixture
def played_save(runner, new_save):
    for settlement, road in CLI_SETUP:
        assert cli(runner, new_save, "build", "settlement", settlement).exit_code == 0
        assert cli(runner, new_save, "build", "road", road).exit_code == 0
    return new_save


def assert_one_error(result, rule, code=1):
    """One ``Error:`` line; a refusal of a rule ends with the pointer to its text (``referee rule``)."""
    assert result.exit_code == code, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == (2 if rule else 1), result.stderr
    assert lines[0].startswith(f"Error: {rule}: ") if rule else lines[0].startswith("Error: ")
    assert lines[1:] == ([f"→ referee rule {rule}"] if rule else [])
    return lines[0]


def test_cli_setup_4_rejected_command_error_line_and_save_unchanged(runner, new_save):
    before = new_save.read_bytes()
    result = cli(runner, new_save, "build", "road", "5a:7")
    line = assert_one_error(result, "CATAN-SETUP-4")
    assert ERROR_LINE.match(line), line
    assert new_save.read_bytes() == before


def test_cli_setup_5_distance_rule_rejected(runner, new_save):
    assert cli(runner, new_save, "build", "settlement", "3e:2").exit_code == 0
    assert cli(runner, new_save, "build", "road", "3e:1").exit_code == 0
    before = new_save.read_bytes()
    line = assert_one_error(cli(runner, new_save, "build", "settlement", "3e:4"), "CATAN-SETUP-5")
    assert ERROR_LINE.match(line), line
    assert new_save.read_bytes() == before


def test_cli_unknown_coordinate_exits_2(runner, new_save):
    before = new_save.read_bytes()
    result = cli(runner, new_save, "build", "settlement", "9z:4")
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and " — " in lines[0]
    assert new_save.read_bytes() == before


def test_cli_path_as_intersection_exits_2_with_suggestion(runner, new_save):
    result = cli(runner, new_save, "build", "settlement", "3e:3")
    assert result.exit_code == 2
    assert "3e:2" in result.stderr and "3e:4" in result.stderr


def test_cli_trade_4_development_card_rejected(runner, played_save):
    assert cli(runner, played_save, "roll", "8").exit_code == 0
    before = played_save.read_bytes()
    line = assert_one_error(cli(runner, played_save, "trade", "B", "give", "1", "knight", "get", "1", "ore"),
                            "CATAN-TRADE-4")
    assert ERROR_LINE.match(line), line
    assert played_save.read_bytes() == before


def test_cli_turn_2_build_before_roll_rejected(runner, played_save):
    before = played_save.read_bytes()
    line = assert_one_error(cli(runner, played_save, "build", "road", "1a:9"), "CATAN-TURN-2")
    assert ERROR_LINE.match(line), line
    assert played_save.read_bytes() == before


def test_cli_setup_1_two_players_refused(runner, tmp_path):
    path = tmp_path / "two.toml"
    result = runner.invoke(app, ["new", "catan", "--players", "A,B", "--board", "beginner-en", "--save", str(path)])
    assert_one_error(result, "CATAN-SETUP-1")
    assert not path.exists()


def test_cli_check_json_valid_save(runner, played_save):
    assert cli(runner, played_save, "roll", "8").exit_code == 0
    result = runner.invoke(app, ["check", str(played_save), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["valid"] is True and report["problem"] is None
    assert report["game"] == "catan" and report["events"] == 13
    assert (report["turn"], report["current_player"], report["phase"]) == (1, "A", "main")
    assert [p["name"] for p in report["players"]] == ["A", "B", "C"]
    assert sum(report["bank"].values()) + sum(sum(p["resources"].values()) for p in report["players"]) == 95


def test_cli_check_json_new_save(runner, new_save):
    result = runner.invoke(app, ["check", str(new_save), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert (report["valid"], report["events"], report["phase"], report["turn"]) == (True, 0, "setup", 0)


def test_cli_check_json_hand_edited_invalid_event(runner, played_save):
    import tomllib

    import tomli_w

    data = tomllib.loads(played_save.read_text("utf-8"))
    data["events"].append({"seq": 13, "kind": "roll", "player": "B", "total": 8})
    played_save.write_text(tomli_w.dumps(data), "utf-8")
    result = runner.invoke(app, ["check", str(played_save), "--json"])
    assert result.exit_code == 1, result.output
    report = json.loads(result.stdout)
    assert report["valid"] is False and report["events"] == 13
    assert report["problem"]["seq"] == 13 and report["problem"]["rule"] == "CATAN-TURN-1"
    assert (report["phase"], report["current_player"]) == ("roll", "A")



def test_cli_trade_4_development_card_in_a_save_is_a_rule_problem(runner, played_save):
    """The CLI refuses 'give 1 knight' under CATAN-TRADE-4; the same event in a save must get the same verdict."""
    import tomllib

    import tomli_w

    assert cli(runner, played_save, "roll", "8").exit_code == 0
    data = tomllib.loads(played_save.read_text("utf-8"))
    data["events"].append({"seq": 14, "kind": "trade", "player": "A", "with": "B",
                           "give": {"knight": 1}, "get": {"ore": 1}})
    played_save.write_text(tomli_w.dumps(data), "utf-8")
    result = runner.invoke(app, ["check", str(played_save), "--json"])
    assert result.exit_code == 1, result.output
    assert json.loads(result.stdout)["problem"]["rule"] == "CATAN-TRADE-4"


def test_catan_build_5_hints_list_only_legal_settlement_spots():
    from referee.games.catan import building
    s = position(pieces={"Anna": {"settlement": ["3e:2"], "road": ["3e:3", "3e:5"]}},
                 hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}})
    text = "\n".join(GAME.hints(s, ["settlement"]).lines)
    assert "Settlements: 3e:6" in text
    assert building.settlement_spots(s, s.by_name["Anna"]) == ["3e:6"]
