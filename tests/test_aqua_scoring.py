"""Scoring golden tests: podiums (AQUA-PODIUM, EX-2, EX-3, EX-P1…P3), the end of the game (AQUA-END,
EX-E1) and the final scoring of the rulebook (EX-1: Blue 26, Green 22, Yellow 23, Red 20)."""

from __future__ import annotations

import itertools
import random

import pytest

from aqua_helpers import GAME, NAMES4, fresh, play, position, refused, worker
from referee.core.game import Outcome
from referee.games.aqua_romana import scoring
from referee.games.aqua_romana.scoring import podium_for
from referee.games.aqua_romana.state import PODIUMS, capacity


def podiums(**taken):
    """``podiums(p8=1, p7=1)``: podium → that many workers already on it."""
    out = {p: [] for p in PODIUMS}
    for key, n in taken.items():
        out[int(key[1:])] = [f"x{i}" for i in range(n)]
    return out


# --- podiums -------------------------------------------------------------------------------------

def test_aqua_podium_1_twenty_podiums_3_and_7_hold_two():
    assert list(PODIUMS) == list(range(1, 21))
    assert [p for p in PODIUMS if capacity(p) == 2] == [3, 7]
    assert sum(capacity(p) for p in PODIUMS) == 22


def test_aqua_ex_2_a_free_podium_takes_the_value():
    assert podium_for(podiums(), 8) == 8


def test_aqua_podium_2_ex_3_a_taken_podium_sends_the_worker_to_the_next_lower_with_room():
    board = podiums(p8=1, p7=1)
    assert podium_for(board, 8) == 7
    board[7].append("red")
    assert podium_for(board, 8) == 6


def test_aqua_podium_3_ex_p1_over_twenty_takes_the_highest_podium_with_room():
    assert podium_for(podiums(), 23) == 20
    assert podium_for(podiums(p20=1), 23) == 19
    assert podium_for(podiums(p20=1, p19=1), 40) == 18


def test_aqua_podium_1_ex_p2_three_values_of_three():
    board = podiums()
    placed = []
    for _ in range(3):
        p = podium_for(board, 3)
        board[p].append("w")
        placed.append(p)
    assert placed == [3, 3, 2]


def test_aqua_podium_4_ex_p3_no_room_below_means_no_podium_and_zero_points():
    assert podium_for(podiums(p2=1, p1=1), 2) == 0
    assert podium_for(podiums(), 0) == 0


def test_aqua_podium_5_workers_are_placed_one_by_one_and_their_order_recorded():
    state = fresh()
    batch = [("red1", 25), ("red2", 3), ("blue1", 3), ("blue2", 3), ("yellow1", 0), ("yellow2", 20)]
    for name, value in batch:
        worker(state, name).value = value
    scoring.score(state, [worker(state, n) for n, _ in batch], Outcome())
    assert [(worker(state, n).podium, worker(state, n).arrival) for n, _ in batch] == [
        (20, 1), (3, 2), (3, 3), (2, 4), (0, 0), (19, 5)]
    assert state.podiums[3] == ["red2", "blue1"] and state.podiums[20] == ["red1"]
    assert all(worker(state, n).status == "out" for n, _ in batch)


def test_aqua_score_4_a_players_batch_fills_the_same_podiums_in_any_order():
    rng = random.Random(4)
    for _ in range(200):
        board = {p: (["x"] * capacity(p) if rng.random() < 0.4 else []) for p in PODIUMS}
        values = [rng.randint(0, 24) for _ in range(rng.randint(2, 4))]
        results = set()
        for order in itertools.permutations(values):
            trial = {p: list(ws) for p, ws in board.items()}
            for v in order:
                p = podium_for(trial, v)
                if p:
                    trial[p].append("w")
            results.add(tuple(sorted(len(ws) for ws in trial.values())) + tuple(len(trial[p]) for p in PODIUMS))
        assert len(results) == 1


# --- final scoring --------------------------------------------------------------------------

EX_1 = {"blue": [17, 5, 0], "green": [14, 4, 1], "yellow": [12, 6, 3], "red": [11, 7, 2]}


def final(values_by_color, names=NAMES4, colors=("blue", "green", "yellow", "red"), **options):
    state = fresh(names, colors=colors, **options)
    out = Outcome()
    for color, values in values_by_color.items():
        for n, v in enumerate(values, 1):
            w = worker(state, f"{color}{n}")
            w.status, w.value = "closed", v
        scoring.score(state, [worker(state, f"{color}{n}") for n in range(1, len(values) + 1)], out)
    state.stage = "over"
    scoring.finish(state, out)
    return state, out


def test_aqua_final_1_2_4_ex_1_the_rulebooks_final_scoring():
    state, out = final(EX_1)
    totals = scoring.totals(state)
    assert totals == {"Anna": 26, "Ben": 22, "Cyril": 23, "Dana": 20}       # Blue, Green, Yellow, Red
    assert state.bonus == {"blue1": 4, "green1": 3, "yellow1": 2}
    assert state.winner == "Anna"
    assert "Anna wins with 26 points." in out.lines
    assert worker(state, "blue3").podium == 0 and sum(1 for w in state.workers.values() if w.podium) == 11
    summary = GAME.summary(state)
    assert summary["winner"] == "Anna" and summary["phase"] == "over"
    blue = summary["players"][0]
    assert (blue["podium_points"], blue["bonus"], blue["total"]) == (22, 4, 26)
    assert blue["score"]["workers"]["blue1"] == {"value": 17, "podium": 17, "bonus": 4}
    assert blue["score"]["total"] == 26


def test_aqua_final_2_bonuses_may_lift_an_aqueduct_above_twenty():
    state, _ = final({"blue": [20, 0, 0], "green": [19, 0, 0], "yellow": [1, 0, 0], "red": [2, 0, 0]})
    assert scoring.breakdown(state, 0)["workers"]["blue1"] == {"value": 20, "podium": 20, "bonus": 4}
    assert scoring.totals(state)["Anna"] == 24


@pytest.mark.parametrize("option, expected", [("arrival", {"red2": 4, "blue1": 3, "green1": 2}),
                                              ("both", {"red2": 4, "blue1": 3, "green1": 3})])
def test_aqua_final_3_two_workers_on_one_podium_in_the_top_three(option, expected):
    state, _ = final({"red": [0, 9], "blue": [7, 0], "green": [7, 0], "yellow": [1, 0]},
                     colors=("red", "blue", "green", "yellow"), bonus_tie=option)
    assert state.bonus == expected


def test_aqua_final_4_equal_scores_share_the_win():
    state, out = final({"blue": [5, 0, 0], "green": [5, 0, 0], "yellow": [1, 0, 0], "red": [2, 0, 0]})
    assert (worker(state, "blue1").podium, worker(state, "green1").podium) == (5, 4)
    assert state.bonus == {"blue1": 4, "green1": 3, "red1": 2}
    assert scoring.totals(state) == {"Anna": 9, "Ben": 7, "Cyril": 1, "Dana": 4}
    tie, out = final({"blue": [7, 0, 0], "green": [6, 2, 0], "yellow": [5, 0, 0], "red": [0, 0, 0]})
    assert scoring.totals(tie) == {"Anna": 11, "Ben": 11, "Cyril": 7, "Dana": 0}
    assert tie.winners == ["Anna", "Ben"] and tie.winner == "Anna and Ben"
    assert "Anna and Ben share the win with 11 points." in out.lines


def test_aqua_final_4_option_two_reservoirs_two_players_score_over_both_colours():
    state = fresh(("Anna", "Ben"), colors=("", ""), two_player_reservoirs="two")
    out = Outcome()
    for name, v in (("yellow1", 9), ("blue2", 4), ("red1", 8)):
        worker(state, name).value = v
    scoring.score(state, [worker(state, n) for n in ("yellow1", "blue2", "red1")], out)
    state.stage = "over"
    scoring.finish(state, out)
    assert scoring.totals(state) == {"Anna": 9 + 4 + 4 + 2, "Ben": 8 + 3}


# --- the end of the game ---------------------------------------------------------------------

# Anna's red1 sees the curve builder on N1; only one tile is left in the supply.
LAST_TILE = {"builders": {"N1": "curve", "E4": "bridge", "S1": "straight"},
             "supply": {"curve": 1, "straight": 0, "bridge": 0, "double_curve": 0}}


def test_aqua_end_1_ex_e1_a_whole_round_without_a_tile_ends_the_game():
    state = position(**LAST_TILE)
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    play(state, "pass", "Ben", space="E4")
    play(state, "pass", "Cyril", space="S1")
    play(state, "pass", "Anna", space="N2")
    assert state.stage == "close" and state.idle_run == 2        # Anna may still close before the end
    out = play(state, "close", "Anna")
    assert state.over and state.idle_run == 3
    assert "A whole round without a tile: the game ends (AQUA-END-1). Open aqueducts are scored from Anna on " \
           "(AQUA-END-2)." in out.lines
    assert worker(state, "red1").podium == 1 and worker(state, "red1").how == "final"
    assert state.winner == "Anna" and out.data["winner"] == "Anna"
    refused("AQUA-END-1", state, "pass", "Ben", space="E5", allowed=("game over: Anna won",))


def test_aqua_opt_endround_short_ends_when_play_returns_to_the_last_layer():
    state = position(end_round="short", **LAST_TILE)
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    play(state, "pass", "Ben", space="E4")
    play(state, "pass", "Cyril", space="S1")
    assert not state.over and state.stage == "close"
    play(state, "close", "Cyril")
    assert state.over


def test_aqua_opt_volclose_notile_off_the_last_pass_ends_the_game_at_once():
    state = position(close_without_tile=False, **LAST_TILE)
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    for name, space in (("Ben", "E4"), ("Cyril", "S1"), ("Anna", "N2")):
        play(state, "pass", name, space=space)
    assert state.over


@pytest.mark.parametrize("order, first", [("start", "red1"), ("last", "blue2")])
def test_aqua_end_2_open_aqueducts_are_scored_from_the_start_player_or_the_last_layer(order, first):
    state = position(builders={"N5": "curve", "E4": "bridge", "S1": "straight"}, active=1, end_order=order,
                     tiles={"A3": ("straight", "NS")}, supply={"curve": 1, "straight": 0, "bridge": 0,
                                                                "double_curve": 0})
    play(state, "lay", "Ben", worker="blue2", space="N5", tile="curve", square="E2", rotation="NE")
    for name, space in (("Cyril", "E4"), ("Anna", "S1"), ("Ben", "N6")):
        play(state, "pass", name, space=space)
    play(state, "close", "Ben")
    assert state.over
    assert state.traces["red1"].value == state.traces["blue2"].value == 1
    other = {"red1": "blue2", "blue2": "red1"}[first]
    assert worker(state, first).podium == 1 and worker(state, other).podium == 0


def test_aqua_end_2_open_aqueducts_take_no_reserve_builders():
    state = position(**LAST_TILE)
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    for name, space in (("Ben", "E4"), ("Cyril", "S1"), ("Anna", "N2")):
        play(state, "pass", name, space=space)
    play(state, "close", "Anna", worker="red1")
    assert state.over and len(state.reserve) == 5 and state.takes == []
