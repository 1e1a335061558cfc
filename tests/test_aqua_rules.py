"""One test (at least) per AQUA rule ID that can refuse an event, named after the rule, plus the digest's
worked examples about building, closing and wells (aqua-romana.md §3–§7, §10).

Rejection tests check the exact rule ID, that the refusal says what would be
allowed, and that the position did not change (``refused``). Positions use the
default layouts described in ``aqua_helpers``.
"""

from __future__ import annotations

import datetime as dt

import pytest

from aqua_helpers import GAME, NAMES4, end, fresh, play, position, refused, setup, straights, worker
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Setup
from referee.games.aqua_romana import building, scoring, turns, wells
from referee.games.aqua_romana.board import check_board, make_board

# Anna's red1 (A4:N) points into A3 and sees N1, E4, S1, W4: one builder of each kind there.
AROUND_RED1 = {"N1": "curve", "W4": "straight", "E4": "bridge", "S1": "double_curve"}


def sq(state, name):
    return state.board.grid.square(name)


def p0(builders=None, **kw):
    return position(builders={**AROUND_RED1, **(builders or {})}, **kw)


# --- set-up ------------------------------------------------------------------------------------

def test_aqua_setup_2_the_reserve_holds_one_builder_of_each_of_the_five_kinds():
    state = fresh()
    assert sorted(state.reserve) == ["bridge", "curve", "double_curve", "joker", "straight"]
    assert dict(state.pool) == {"curve": 3, "straight": 3, "bridge": 3, "double_curve": 3}


def test_aqua_setup_3_the_start_player_places_first_then_clockwise():
    state = fresh()
    refused("AQUA-SETUP-3", state, "place", "Ben", builder="curve", space="N5", allowed=("Anna",))
    play(state, "place", "Anna", builder="curve", space="N5")
    refused("AQUA-SETUP-3", state, "place", "Cyril", builder="curve", space="N6", allowed=("Ben",))


def test_aqua_setup_7_the_first_player_listed_starts_and_play_passes_clockwise():
    """The table lists the oldest player first (AQUA-SETUP-7): he places first and has turn 1; then seat order."""
    state = fresh(("Cyril", "Anna", "Ben"))
    spaces = ["N1", "N3", "N5", "N7", "N9", "E2", "E4", "E6", "S2", "S4", "S6", "W3"]
    placers = []
    for space, kind in zip(spaces, ["curve", "straight", "bridge", "double_curve"] * 3):
        placers.append(state.setup_placer().name)
        play(state, "place", builder=kind, space=space)
    assert placers == ["Cyril", "Anna", "Ben"] * 4
    assert state.turn == 1 and state.current.name == "Cyril"
    turns_seen = []
    for _ in range(4):
        view = turns.finished(state) if state.stage == "close" else state
        turns_seen.append((view.turn, view.current.name))
        any_move(state)
    assert turns_seen == [(1, "Cyril"), (2, "Anna"), (3, "Ben"), (4, "Cyril")]


def any_move(state):
    """The active player's first legal build, or a builder move when he has none."""
    view = turns.finished(state) if state.stage == "close" else state
    name, g = view.current.name, view.board.grid
    lay = next(building.legal_lays(view, view.open_workers(view.by_name[name])), None)
    if lay is None:
        return play(state, "pass", name, space=g.track[min(view.path)])
    return play(state, "lay", name, worker=lay.worker, space=g.track[lay.space], tile=lay.tile,
                square=g.name(lay.square), rotation=lay.rotation)


def test_aqua_setup_3_the_joker_stays_in_the_reserve():
    refused("AQUA-SETUP-3", fresh(), "place", builder="joker", space="N5", allowed=("curve 3",))


def test_aqua_setup_3_three_builders_of_each_kind_go_on_the_path():
    state = fresh()
    for space in ("N1", "N2", "N3"):
        play(state, "place", builder="bridge", space=space)
    refused("AQUA-SETUP-3", state, "place", builder="bridge", space="N4", allowed=("curve 3", "straight 3"))


def test_aqua_geo_8_one_builder_per_path_space():
    state = fresh()
    play(state, "place", builder="bridge", space="N1")
    refused("AQUA-GEO-8", state, "place", builder="curve", space="N1", allowed=("N2",))


def test_aqua_setup_3_twelve_placements_are_events_then_the_start_player_begins():
    state = fresh()
    spaces = ["N1", "N3", "N5", "N7", "N9", "E2", "E4", "E6", "S2", "S4", "S6", "W3"]
    kinds = ["curve", "straight", "bridge", "double_curve"] * 3
    for i, (space, kind) in enumerate(zip(spaces, kinds)):
        assert state.stage == "setup" and state.setup_placer().name == ("Anna", "Ben", "Cyril")[i % 3]
        out = play(state, "place", builder=kind, space=space)
    assert "Set-up complete. Turn 1: Anna." in out.lines
    assert state.stage == "build" and state.turn == 1 and state.current.name == "Anna"
    assert len(state.path) == 12 and not +state.pool


@pytest.mark.parametrize("names, options, total, each", [
    (("A", "B"), {}, 6, 3), (("A", "B"), {"two_player_reservoirs": "two"}, 12, 6), (("A", "B", "C"), {}, 12, 4),
    (NAMES4, {}, 12, 3)])
def test_aqua_setup_6_one_worker_per_outlet(names, options, total, each):
    state = fresh(names, colors=("",) * len(names), **options)
    assert len(state.workers) == total == sum(len(r.outlets) for r in state.board.reservoirs)
    for p in state.players:
        assert len(state.open_workers(p)) == each


def test_aqua_setup_4_two_players_each_take_one_reservoir_in_the_colour_he_chooses():
    """Czech default: „Každý hráč obdrží rezervoár v barvě dle své volby“, 3-outlet side with two players."""
    s = setup(("Anna", "Ben"), colors=("green", "yellow"))
    assert [(r["seat"], r["color"], r["side"]) for r in s.board["reservoirs"]] == [(1, "green", 3), (2, "yellow", 3)]
    assert [p["color"] for p in s.players] == ["green", "yellow"]
    state = GAME.initial_state(s)
    assert {w.name for w in state.open_workers(state.by_name["Anna"])} == {"green1", "green2", "green3"}
    plain = setup(("Anna", "Ben"), colors=("", ""))
    assert [p["color"] for p in plain.players] == ["red", "blue"]          # the board's colours when none is chosen


def test_aqua_setup_4_option_two_players_each_take_two_colours():
    s = setup(("Anna", "Ben"), colors=("", ""), two_player_reservoirs="two")
    assert [p["color"] for p in s.players] == ["yellow+blue", "red+green"]
    assert all(r["side"] == 3 for r in s.board["reservoirs"]) and len(s.board["reservoirs"]) == 4
    state = GAME.initial_state(s)
    assert {w.name for w in state.open_workers(state.by_name["Anna"])} == {
        "yellow1", "yellow2", "yellow3", "blue1", "blue2", "blue3"}
    assert setup(("Anna", "Ben"), colors=("blue+yellow", "green+red"), two_player_reservoirs="two").players[0][
        "color"] == "yellow+blue"
    with pytest.raises(RuleViolation) as info:
        setup(("Anna", "Ben"), colors=("red", "green"), two_player_reservoirs="two")
    assert info.value.rule == "AQUA-SETUP-4" and "Anna has yellow and blue" in info.value.message
    assert "two_player_reservoirs = two" in info.value.message and "yellow+blue,red+green" in info.value.allowed


def two_player_setup(board, **options):
    return Setup("aqua-romana", "t", dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc), GAME.resolve_options(options),
                 board, [{"name": "Anna", "color": ""}, {"name": "Ben", "color": ""}])


def test_aqua_setup_4_the_board_must_match_the_two_player_set_up():
    english = make_board(None, ["Anna", "Ben"], {"two_player_reservoirs": "two"})
    assert len(english["reservoirs"]) == 4
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(two_player_setup(english))
    assert info.value.rule == "AQUA-SETUP-4" and "seat 1 has 2 reservoirs" in info.value.message
    assert "two_player_reservoirs=two" in info.value.allowed
    czech = make_board(None, ["Anna", "Ben"])
    assert len(czech["reservoirs"]) == 2
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(two_player_setup(czech, two_player_reservoirs="two"))
    assert info.value.rule == "AQUA-SETUP-4" and "seat 1 has 1 reservoir" in info.value.message
    GAME.check_setup(two_player_setup(english, two_player_reservoirs="two"))


@pytest.mark.parametrize("colors, text", [(("red", "red", "blue"), "Anna and Ben both chose red"),
                                          (("red", "blue", "purple"), "unknown colour 'purple'")])
def test_aqua_setup_4_a_colour_that_cannot_be_given_is_refused_not_ignored(colors, text):
    with pytest.raises((RuleViolation, NotationError)) as info:
        setup(colors=colors)
    assert text in info.value.message and info.value.allowed


def test_aqua_setup_4_three_players_show_four_outlets_four_players_three():
    assert {r["side"] for r in setup().board["reservoirs"]} == {4}
    assert {r["side"] for r in setup(NAMES4).board["reservoirs"]} == {3}


def test_aqua_setup_4_a_colour_given_per_player_recolours_his_reservoir():
    s = setup(colors=("green", "red", "blue"))
    assert [r["color"] for r in s.board["reservoirs"]] == ["green", "red", "blue"]
    assert "green1" in GAME.initial_state(s).workers


def test_aqua_setup_4_two_to_four_players():
    lone = setup()
    lone.players = [{"name": "Solo", "color": "red"}]
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(lone)
    assert info.value.rule == "AQUA-SETUP-4" and "2, 3 or 4" in info.value.allowed


def board3(**changes):
    data = make_board("default", ["A", "B", "C"])
    for i, change in changes.items():
        data["reservoirs"][int(i[1:])].update(change)
    return data


@pytest.mark.parametrize("change, rule, text", [
    ({"r0": {"side": 3, "outlets": ["A4:N", "A4:E", "A5:E"]}}, "AQUA-SETUP-4", "shows its 4-outlet side"),
    ({"r1": {"squares": ["A5", "A6"], "outlets": ["A5:N", "A6:E", "A6:S", "A5:E"]}}, "AQUA-SETUP-5", "overlap"),
    ({"r0": {"squares": ["A4", "C4"]}}, "AQUA-GEO-13", "not side by side"),
    ({"r0": {"squares": ["A1", "A2"], "outlets": ["A2:E", "A2:S", "A1:E", "A2:N"]}}, "AQUA-GEO-3", "corner"),
    ({"r0": {"outlets": ["A4:N", "A4:E", "A5:E", "B5:S"]}}, "AQUA-GEO-13", "not on the red"),
    ({"r0": {"outlets": ["A4:N", "A4:E", "A5:E", "A4:S"]}}, "AQUA-GEO-13", "own other square"),
    ({"r0": {"outlets": ["A4:N", "A4:E", "A5:E"]}}, "AQUA-GEO-13", "exactly 4"),
    ({"r0": {"color": "blue"}}, "AQUA-SETUP-4", "same colour"),
    ({"r0": {"seat": 2}}, "AQUA-SETUP-4", "seat"),
])
def test_aqua_setup_5_a_board_is_checked_for_overlaps_and_legality(change, rule, text):
    with pytest.raises(RuleViolation) as info:
        check_board(board3(**change), 3)
    assert info.value.rule == rule and text in info.value.line() and info.value.allowed


def test_aqua_place_4_a_board_with_two_outlets_facing_each_other_is_refused():
    data = board3(r1={"squares": ["B5", "B6"], "outlets": ["B5:W", "B5:E", "B6:E", "B6:S"]})
    with pytest.raises(RuleViolation) as info:
        check_board(data, 3)
    assert info.value.rule == "AQUA-PLACE-4" and "face each other" in info.value.message


def test_aqua_geo_4_corner_curves_are_board_data():
    data = board3()
    data["corners"]["A1"] = "NS"
    with pytest.raises(RuleViolation) as info:
        check_board(data, 3)
    assert info.value.rule == "AQUA-GEO-4"
    del data["corners"]["A1"]
    with pytest.raises(RuleViolation, match="corner square"):
        check_board(data, 3)


def test_aqua_setup_1_tile_counts_are_an_option_summing_to_84():
    with pytest.raises(RuleViolation) as info:
        setup(tiles_curve=30)
    assert info.value.rule == "AQUA-SETUP-1" and "84" in info.value.allowed
    state = fresh(tiles_curve=30, tiles_straight=12)
    assert state.supply == {"curve": 30, "straight": 12, "bridge": 21, "double_curve": 21}


def test_aqua_geo_13_an_outlet_facing_the_edge_is_closed_at_once_with_a_warning():
    s = setup()
    s.board = board3(r0={"outlets": ["A4:N", "A4:E", "A5:E", "A5:W"]})
    GAME.check_setup(s)
    state = GAME.initial_state(s)
    assert worker(state, "red4").status == "out" and worker(state, "red4").podium == 0
    assert "outlet A5:W (red4) faces the board edge; that aqueduct is closed at once with 0 points." in \
        GAME.status(state).warnings


# --- whose turn, sight, placing -------------------------------------------------------------

def test_aqua_turn_2_only_the_active_player_builds():
    refused("AQUA-TURN-2", p0(), "lay", "Ben", worker="blue2", space="N5", tile="bridge", square="E2",
            rotation="NS+EW", allowed=("Anna",))


def test_aqua_sight_1_a_player_builds_with_his_own_workers():
    state = p0(builders={"N5": "bridge"})
    refused("AQUA-SIGHT-1", state, "lay", worker="blue2", space="N5", tile="bridge", square="E2",
            rotation="NS+EW", allowed=("red1",))


def test_aqua_sight_1_a_closed_aqueduct_is_not_extended():
    state = p0()
    worker(state, "red1").status = "out"
    refused("AQUA-SIGHT-1", state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE",
            allowed=("red2",))


def test_aqua_sight_2_the_builder_must_stand_in_sight():
    state = position(builders={**AROUND_RED1, "N5": "curve"})
    refused("AQUA-SIGHT-2", state, "lay", worker="red1", space="N5", tile="curve", square="A3", rotation="SE",
            allowed=("N1, E4, S1, W4", "N1 (curve)"))


def test_aqua_sight_2_a_builder_must_stand_on_the_space():
    state = position(builders={"N1": "curve"})
    refused("AQUA-SIGHT-2", state, "lay", worker="red1", space="W4", tile="curve", square="A3", rotation="SE",
            allowed=("N1 (curve)",))


def test_aqua_sight_3_the_builder_gives_his_kind_of_tile():
    refused("AQUA-SIGHT-3", p0(), "lay", worker="red1", space="N1", tile="straight", square="A3", rotation="NS",
            allowed=("lay a curve",))


def test_aqua_supply_1_an_exhausted_kind_lets_the_player_take_any_other():
    state = p0(supply={"curve": 0})
    refused("AQUA-SUPPLY-1", state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE",
            allowed=("straight 21",))
    play(state, "lay", worker="red1", space="N1", tile="straight", square="A3", rotation="NS")
    assert end(state, "red1") == "A3:N"


def test_aqua_supply_2_an_empty_supply_allows_no_build():
    state = p0(supply={"curve": 0, "straight": 0, "bridge": 0, "double_curve": 0})
    play(state, "pass", space="N1")
    assert state.path == {1: "curve", 34: "straight", 14: "bridge", 29: "double_curve"}


def test_aqua_joker_1_the_joker_gives_any_kind_left():
    state = position(builders={"N1": "joker"})
    out = play(state, "lay", worker="red1", space="N1", tile="bridge", square="A3", rotation="NS+EW")
    assert "the joker builder on N1" in out.lines[0]
    assert state.path == {1: "joker"}


def test_aqua_place_1_the_tile_goes_in_front_of_the_worker():
    refused("AQUA-PLACE-1", p0(), "lay", worker="red1", space="N1", tile="curve", square="B3", rotation="SE",
            allowed=("A3",))


def test_aqua_place_2_the_tile_must_extend_the_chosen_aqueduct():
    refused("AQUA-PLACE-2", p0(), "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="NE",
            allowed=("SE, SW",))


def test_aqua_builder_1_the_builder_moves_to_the_next_free_space_clockwise():
    state = position(builders={**AROUND_RED1, "N2": "straight"})
    out = play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    assert state.path.get(0) is None and state.path[2] == "curve"
    assert "The curve builder moves N1 → N3." in out.lines


# EX-G5: red3's end (E5, E) and yellow2's end (G5, W) both face the empty F5.
EX_G5 = {**straights("B5 C5 D5 E5", "EW"), **straights("G5 H5 I5 J5", "EW")}


def ex_g5(**kw):
    return position(builders={"N5": "joker"}, tiles=dict(EX_G5), **kw)


def test_aqua_ex_g5_position():
    state = ex_g5()
    assert end(state, "red3") == "E5:E" and end(state, "yellow2") == "G5:W"
    assert state.traces["red3"].value == 4 and state.traces["yellow2"].value == 4


@pytest.mark.parametrize("tile, rot", [("straight", "EW"), ("bridge", "NS+EW")])
def test_aqua_place_4_ex_g5_no_tile_may_join_two_aqueducts(tile, rot):
    exc = refused("AQUA-PLACE-4", ex_g5(), "lay", worker="red3", space="N5", tile=tile, square="F5", rotation=rot,
                  allowed=("red3 N5 curve SW", "double_curve NE+SW"))
    assert "red3" in exc.message and "yellow2" in exc.message


def test_aqua_place_2_ex_g5_a_straight_across_does_not_extend():
    refused("AQUA-PLACE-2", ex_g5(), "lay", worker="red3", space="N5", tile="straight", square="F5",
            rotation="NS", allowed=("EW",))


@pytest.mark.parametrize("rot", ["NW", "SW"])
def test_aqua_place_3_ex_g5_a_curve_extends_one_and_closes_the_other(rot):
    state = ex_g5()
    play(state, "lay", worker="red3", space="N5", tile="curve", square="F5", rotation=rot)
    assert worker(state, "yellow2").status == "closed" and worker(state, "yellow2").how == "blocked"
    assert end(state, "red3") == f"F5:{rot[0]}"


@pytest.mark.parametrize("rot, red, yellow", [("NE+SW", "F5:S", "F5:N"), ("NW+SE", "F5:N", "F5:S")])
def test_aqua_worker_1_ex_6_one_double_curve_extends_two_aqueducts(rot, red, yellow):
    state = ex_g5()
    out = play(state, "lay", worker="red3", space="N5", tile="double_curve", square="F5", rotation=rot)
    assert end(state, "red3") == red and end(state, "yellow2") == yellow
    assert state.traces["red3"].value == 5 and state.traces["yellow2"].value == 5
    assert any(line.startswith("yellow2 moves to") for line in out.lines)


def test_aqua_place_4_two_outlets_of_one_reservoir_may_not_be_joined():
    # red2 (A4:E) runs into B4 and turns south: its end faces B5, which red3 (A5:E) faces too
    state = position(builders={"N1": "curve"}, tiles={"B4": ("curve", "SW")})
    assert end(state, "red2") == "B4:S" and end(state, "red3") == "A5:E"
    refused("AQUA-PLACE-4", state, "lay", worker="red3", space="N1", tile="curve", square="B5", rotation="NW")
    play(state, "lay", worker="red3", space="N1", tile="curve", square="B5", rotation="SW")
    assert worker(state, "red2").how == "blocked" and worker(state, "red2").podium == 1


def test_aqua_place_4_the_outlet_of_a_closed_aqueduct_counts_too():
    state = position(builders={"N1": "curve"}, tiles={"B4": ("curve", "SW")})
    worker(state, "red2").status = "out"
    refused("AQUA-PLACE-4", state, "lay", worker="red3", space="N1", tile="curve", square="B5", rotation="NW")


def test_aqua_place_5_worker_2_a_tile_can_join_free_pieces():
    # free pieces on A2 and A1's corner curve: red1's new tile on A3 carries it on through them
    state = position(builders={"N1": "straight"}, tiles={"A2": ("straight", "NS"), "B1": ("straight", "EW")})
    out = play(state, "lay", worker="red1", space="N1", tile="straight", square="A3", rotation="NS")
    assert end(state, "red1") == "B1:E" and state.traces["red1"].value == 4
    assert "red1 moves to B1:E; its aqueduct is worth 4." in out.lines


def test_aqua_close_1_2_ex_4_closed_by_the_board_edge_in_the_same_turn():
    state = p0()
    out = play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SW")
    assert "red1 (Anna) is closed by the board edge at A3:W, worth 1 (AQUA-CLOSE-1)." in out.lines
    assert worker(state, "red1").podium == 1
    assert "red1 (Anna) scores 1 → podium 1." in out.lines
    assert state.stage == "take" and state.takes == [["Anna", 1]]


def test_aqua_close_2_an_aqueduct_extended_onto_a_blank_side_closes_in_the_same_turn():
    # red1 (A4:N) grows onto A3; the free straight EW on A2 shows it a blank side: extended and closed at once
    state = p0(tiles={"A2": ("straight", "EW")})
    assert worker(state, "red1").status == "open" and state.traces["red1"].value == 0
    play(state, "lay", worker="red1", space="W4", tile="straight", square="A3", rotation="NS")
    w = worker(state, "red1")
    assert state.traces["red1"].squares == (sq(state, "A3"),) and w.how == "blocked" and w.value == 1
    assert w.podium == 1 and w.status == "out"


def test_aqua_close_4_a_closed_worker_leaves_the_board_its_tiles_stay_length_0_is_worth_0():
    state = p0()
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    play(state, "close", worker="red2")                 # red2 (A4:E) has not grown: worth 0
    w = worker(state, "red2")
    assert w.status == "out" and w.value == 0 and w.podium == 0
    assert w not in state.open_workers() and "red2" not in [x.name for x in state.open_workers(state.by_name["Anna"])]
    assert scoring.totals(state)["Anna"] == 0
    play(state, "take", "Anna", builder="joker")        # a closed aqueduct of 0 still entitles (AQUA-RESERVE-1)
    closed = p0()
    play(closed, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SW")   # closed by the edge
    assert worker(closed, "red1").status == "out" and worker(closed, "red1").podium == 1
    assert closed.tiles[sq(closed, "A3")] == ("curve", "SW")                                    # the tile stays


def test_aqua_worker_2_the_new_end_may_lie_beyond_the_tile_just_laid():
    # red2 (A4:E) faces B4; C4 and D4 hold free straights: one tile on B4 carries the end to D4
    state = p0(tiles=straights("C4 D4", "EW"), builders={"E4": "straight"})
    play(state, "lay", worker="red2", space="E4", tile="straight", square="B4", rotation="EW")
    assert end(state, "red2") == "D4:E" and state.traces["red2"].value == 3
    assert state.traces["red2"].front == sq(state, "E4")


def test_aqua_geo_17_free_pieces_belong_to_no_aqueduct_until_one_grows_into_them():
    state = p0(tiles=straights("C4", "EW"))
    assert all(sq(state, "C4") not in tr.squares for tr in state.traces.values())
    assert state.traces["red2"].value == 0
    play(state, "lay", worker="red2", space="E4", tile="bridge", square="B4", rotation="NS+EW")
    assert state.traces["red2"].squares == (sq(state, "B4"), sq(state, "C4")) and state.traces["red2"].value == 2


def test_aqua_geo_18_a_worker_sees_from_the_square_its_aqueduct_ends_on():
    def seen(state):
        return {state.board.grid.track[s] for s in building.in_sight(state, worker(state, "red1"))}

    at_start = p0(builders={"E3": "curve"})
    assert end(at_start, "red1") == "A4:N" and seen(at_start) == {"N1", "E4", "S1", "W4"}   # on its reservoir square
    grown = p0(builders={"E3": "curve"}, tiles={"A3": ("curve", "SE")})
    assert end(grown, "red1") == "A3:E" and seen(grown) == {"N1", "E3", "S1", "W3"}
    refused("AQUA-SIGHT-2", grown, "lay", worker="red1", space="E4", tile="bridge", square="B3", rotation="NS+EW",
            allowed=("E3",))
    play(grown, "lay", worker="red1", space="E3", tile="curve", square="B3", rotation="SW")
    assert end(grown, "red1") == "B3:S"


def ex_g6():
    """EX-G6 with Blue seated first (A4–A5) and Red second (E1–F1): Blue's end (F6, E), Red's (G5, S) face G6."""
    tiles = {"B5": ("curve", "SW"), "B6": ("curve", "NE"), **straights("C6 D6 E6 F6", "EW"),
             "G1": ("curve", "SW"), **straights("G2 G3 G4 G5", "NS")}
    return position(builders={"N7": "straight"}, tiles=tiles, colors=("blue", "red", "yellow"), active=1)


def test_aqua_ex_g6_blocking_closes_the_other_aqueduct():
    state = ex_g6()
    assert end(state, "blue3") == "F6:E" and end(state, "red4") == "G5:S"
    out = play(state, "lay", "Ben", worker="red4", space="N7", tile="straight", square="G6", rotation="NS")
    assert end(state, "red4") == "G6:S" and state.traces["red4"].value == 6
    assert worker(state, "blue3").status == "closed" and worker(state, "blue3").value == 6
    assert "blue3 (Anna) is closed by a blank side at F6:E, worth 6 (AQUA-CLOSE-1)." in out.lines


def test_aqua_reserve_1_ex_5_closing_someone_else_entitles_him_to_a_reserve_builder():
    state = ex_g6()
    play(state, "lay", "Ben", worker="red4", space="N7", tile="straight", square="G6", rotation="NS")
    assert state.stage == "close"                        # Ben may still close one of his own
    out = play(state, "close", "Ben")
    assert "blue3 (Anna) scores 6 → podium 6." in out.lines
    assert state.stage == "take" and state.takes == [["Anna", 1]]
    play(state, "take", "Anna", builder="joker")
    assert state.by_name["Anna"].held == ["joker"] and "joker" not in state.reserve
    assert state.current.name == "Cyril"


def test_aqua_score_1_aqueducts_closed_in_a_turn_are_scored_when_it_ends():
    state = ex_g6()
    play(state, "lay", "Ben", worker="red4", space="N7", tile="straight", square="G6", rotation="NS")
    blue3 = worker(state, "blue3")
    assert blue3.status == "closed" and blue3.value == 6 and blue3.podium == 0 and state.podiums[6] == []
    play(state, "close", "Ben")
    assert blue3.status == "out" and blue3.podium == 6 and state.podiums[6] == ["blue3"]


def test_aqua_score_2_a_square_passed_twice_counts_two_the_reservoir_nothing():
    # red2 (A4:E) runs B4 (bridge, W→E), C4, C3, B3 and back over B4 (N→S): 5 passes over 4 squares
    loop = {"B4": ("bridge", "NS+EW"), "C4": ("curve", "NW"), "C3": ("curve", "SW"), "B3": ("curve", "SE")}
    state = position(builders={"N8": "curve"}, tiles=loop)
    tr = state.traces["red2"]
    assert end(state, "red2") == "B4:S" and len(set(tr.squares)) == 4 and sq(state, "A4") not in tr.squares
    play(state, "pass", space="N8")
    out = play(state, "close", worker="red2")
    assert "Anna closes red2 voluntarily, worth 5 (AQUA-CLOSE-3)." in out.lines
    assert worker(state, "red2").podium == 5 and scoring.totals(state)["Anna"] == 5


def test_aqua_turn_4_every_aqueduct_closed_in_the_turn_is_scored_before_the_reserve_picks():
    state = ex_g6()
    play(state, "lay", "Ben", worker="red4", space="N7", tile="straight", square="G6", rotation="NS")
    play(state, "close", "Ben", worker="red4")        # Ben's own, voluntarily, after his tile closed Anna's blue3
    assert state.stage == "take"
    assert (worker(state, "red4").podium, worker(state, "blue3").podium) == (6, 5)   # both scored, Ben's first
    assert state.takes == [["Ben", 1], ["Anna", 1]]


def test_aqua_turn_5_reserve_picks_follow_the_scoring_and_come_before_the_next_turn():
    state = ex_g6()
    play(state, "lay", "Ben", worker="red4", space="N7", tile="straight", square="G6", rotation="NS")
    play(state, "close", "Ben", worker="red4")
    refused("AQUA-RESERVE-2", state, "pass", "Cyril", space="N8", allowed=("take",))
    play(state, "take", "Ben", builder="joker")
    assert state.stage == "take" and state.current.name == "Ben"
    play(state, "take", "Anna", builder="bridge")
    assert state.current.name == "Cyril" and state.stage == "build" and state.turn == 2
    assert state.by_name["Ben"].held == ["joker"] and state.by_name["Anna"].held == ["bridge"]


def test_aqua_turn_6_the_turn_passes_to_the_left_and_round_the_table():
    state = position(builders={"N8": "curve"}, active=2)
    assert state.current.name == "Cyril" and state.turn == 1
    play(state, "pass", "Cyril", space="N8")
    out = play(state, "close", "Cyril")
    assert "Turn 2: Anna." in out.lines and state.current.name == "Anna" and state.stage == "build"
    four = position(NAMES4, builders={"N8": "curve"}, active=3)
    play(four, "pass", "Dana", space="N8")
    play(four, "close", "Dana")
    assert four.current.name == "Anna"


# --- wells -----------------------------------------------------------------------------------

# EX-G2: builders on N11, E1, E2; yellow4 (K4:N) sees N11 and builds on K3.
EX_G2 = {"N11": "curve", "E1": "straight", "E2": "bridge"}


def ex_g2(**kw):
    state = position(builders=dict(EX_G2), active=2, **kw)
    play(state, "lay", "Cyril", worker="yellow4", space="N11", tile="curve", square="K3", rotation="SW")
    return state


def test_aqua_well_1_ex_g2_a_builder_passing_a_well_owes_an_extra_tile():
    state = ex_g2()
    g = state.board.grid
    assert state.path[g.space("E3")] == "curve" and g.space("N11") not in state.path
    assert state.stage == "well" and state.wells_owed == 1 and wells.kinds(state) == ["curve"]
    refused("AQUA-WELL-1", state, "well", tile="straight", square="F5", rotation="NS", allowed=("curve",))
    play(state, "well", tile="curve", square="F5", rotation="NE")
    assert state.tiles[g.square("F5")] == ("curve", "NE") and state.stage == "close"


def test_aqua_well_2_not_in_front_of_an_aqueduct_end():
    state = ex_g2()
    assert end(state, "yellow4") == "K3:W"
    refused("AQUA-WELL-2", state, "well", tile="curve", square="J3", rotation="NE", allowed=("I3",))
    refused("AQUA-WELL-2", state, "well", tile="curve", square="B5", rotation="NE")      # red3's end faces B5


def test_aqua_well_4_an_extra_tile_extends_closes_and_moves_nothing():
    state = ex_g2()
    before = {n: (tr.end, tr.value, tr.status) for n, tr in state.traces.items()}
    statuses = {n: w.status for n, w in state.workers.items()}
    assert end(state, "yellow4") == "K3:W"
    out = play(state, "well", tile="curve", square="K2", rotation="SW")    # on yellow4's end square's blank side
    assert {n: (tr.end, tr.value, tr.status) for n, tr in state.traces.items()} == before
    assert {n: w.status for n, w in state.workers.items()} == statuses
    assert not [line for line in out.lines if " moves to " in line or "is closed by" in line]


def test_aqua_place_6_only_empty_squares_take_a_tile():
    state = ex_g2()
    for square in ("K1", "A4", "K3"):
        refused("AQUA-PLACE-6", state, "well", tile="curve", square=square, rotation="NE")


@pytest.mark.parametrize("mode, banned, free", [("front", {"F5"}, {"E4", "C4"}),
                                                 ("beside", {"F5", "E4", "E6"}, {"C4"}),
                                                 ("aqueduct", {"F5", "E4", "E6", "C4"}, {"C3"})])
def test_aqua_opt_well_adj_options_for_the_squares_a_well_tile_may_not_take(mode, banned, free):
    state = ex_g5(well_forbidden=mode)
    g = state.board.grid
    bad = {g.name(s) for s in wells.forbidden(state)}
    assert banned <= bad and not (free & bad)


def test_aqua_well_3_no_square_left_means_no_extra_tile():
    state = position(builders=dict(EX_G2), active=2)
    g = state.board.grid
    fronts = {tr.front for tr in state.traces.values() if tr.front} | {g.square("J3")}
    for s in g.squares:
        if s not in state.tiles and s not in state.board.reservoir_at and s not in fronts:
            state.put_tile(s, "straight", "NS" if s[0] % 2 else "EW")
    state.retrace()
    out = play(state, "lay", "Cyril", worker="yellow4", space="N11", tile="curve", square="K3", rotation="SW")
    assert "No extra tile for the well: no square may take it (AQUA-WELL-3)." in out.lines
    assert state.stage == "close" and state.wells_owed == 0


def test_aqua_well_5_the_joker_at_a_well_gives_any_kind_and_an_empty_supply_none():
    state = position(builders={"N11": "joker", "E1": "straight"}, active=2)
    play(state, "lay", "Cyril", worker="yellow4", space="N11", tile="bridge", square="K3", rotation="NS+EW")
    assert state.stage == "well" and set(wells.kinds(state)) == {"curve", "straight", "bridge", "double_curve"}
    play(state, "well", tile="double_curve", square="F5", rotation="NE+SW")
    empty = position(builders=dict(EX_G2), active=2, supply={"curve": 1, "straight": 0, "bridge": 0,
                                                              "double_curve": 0})
    out = play(empty, "lay", "Cyril", worker="yellow4", space="N11", tile="curve", square="K3", rotation="SW")
    assert "No extra tile for the well: the supply is empty (AQUA-WELL-5)." in out.lines


def test_aqua_well_6_ex_g2_no_extra_tile_in_a_no_sight_move():
    state = position(builders=dict(EX_G2))            # Anna's red workers see none of N11, E1, E2
    out = play(state, "pass", space="N11")
    assert state.path[state.board.grid.space("E3")] == "curve"
    assert "(no extra tile for the well, AQUA-WELL-6)" in out.lines[0]
    assert state.stage == "close" and state.wells_owed == 0


@pytest.mark.parametrize("option, owed", [("each", 2), ("one", 1)])
def test_aqua_well_1_two_wells_in_one_move(option, owed):
    full = {f"E{r}": "straight" for r in range(1, 9)}
    state = position(builders={"N11": "curve", **full}, active=2, wells_per_move=option)
    play(state, "lay", "Cyril", worker="yellow4", space="N11", tile="curve", square="K3", rotation="SW")
    assert state.path[state.board.grid.space("S11")] == "curve"
    assert state.wells_owed == owed and state.stage == "well"


# --- compulsory build, no sight, closing --------------------------------------------------------

def test_aqua_force_1_no_voluntary_pass_when_a_build_is_possible():
    refused("AQUA-FORCE-1", p0(), "pass", space="N1", allowed=("red1 N1 curve SE on A3",))


def test_aqua_force_2_a_builder_whose_every_placement_is_illegal_does_not_count():
    # EX-G5 with only a straight builder in sight of red3: every straight placement is illegal
    state = position(builders={"N5": "straight"}, tiles=dict(EX_G5))
    play(state, "pass", space="N5")
    assert state.path == {5: "straight"}


def test_aqua_nosight_1_without_a_builder_in_sight_any_builder_moves_one_space_on():
    state = position(builders={"N8": "curve", "N9": "bridge"})
    refused("AQUA-NOSIGHT-1", state, "pass", space="N2", allowed=("N8, N9",))
    out = play(state, "pass", space="N8")
    assert state.path == {8: "bridge", 9: "curve"}
    assert "Anna has no builder in sight: the curve builder moves N8 → N10." in out.lines


def test_aqua_opt_force_any_then_another_players_worker_must_build():
    state = position(builders={"N5": "bridge"}, force="any")
    refused("AQUA-FORCE-1", state, "pass", space="N5", allowed=("blue",))
    play(state, "lay", worker="blue2", space="N5", tile="bridge", square="E2", rotation="NS+EW")
    assert end(state, "blue2") == "E2:S"


def test_aqua_opt_force_own_default_never_moves_another_players_worker():
    state = position(builders={"N5": "bridge"})
    refused("AQUA-SIGHT-1", state, "lay", worker="blue2", space="N5", tile="bridge", square="E2",
            rotation="NS+EW")


def test_aqua_nosight_2_voluntary_closing_after_a_tile_less_turn():
    state = position(builders={"N8": "curve"})
    play(state, "pass", space="N8")
    assert state.stage == "close"
    play(state, "close", worker="red1")
    assert worker(state, "red1").status == "out" and worker(state, "red1").podium == 0
    strict = position(builders={"N8": "curve"}, close_without_tile=False)
    play(strict, "pass", space="N8")
    assert strict.stage == "build" and strict.current.name == "Ben"
    refused("AQUA-NOSIGHT-2", strict, "close", "Anna", worker="red1", allowed=("after a build",))


def without_workers(state, name):
    for w in state.open_workers(state.by_name[name]):
        w.status = "out"
    return state


def test_aqua_nosight_3_a_player_without_workers_still_moves_a_builder():
    """Czech default: no own worker has a builder in sight, so no tile, but any builder moves on (no well tile)."""
    state = without_workers(position(builders={"N8": "curve", "N11": "bridge"}), "Ben")
    play(state, "pass", space="N8")
    play(state, "close")
    assert state.current.name == "Ben" and state.stage == "build"
    assert "Ben has no legal build: Ben moves any builder on (pass SPACE)" == GAME.prompt(state)
    refused("AQUA-NOSIGHT-1", state, "pass", space="N8", allowed=("N9, N11",))
    out = play(state, "pass", space="N11")
    assert state.path == {8: "curve", 11: "bridge"} and state.wells_owed == 0      # N11 → E1 past the well
    assert "Ben has no worker on the board: the bridge builder moves N11 → path space E1 (no extra tile for the well, " \
           "AQUA-NOSIGHT-3)." in out.lines
    assert state.current.name == "Cyril" and state.idle_run == 2


def test_aqua_nosight_3_a_player_without_workers_may_not_skip_the_builder_move():
    state = without_workers(position(builders={"N8": "curve"}), "Ben")
    play(state, "pass", space="N8")
    play(state, "close")
    refused("AQUA-TURN-2", state, "lay", "Cyril", worker="yellow1", space="N9", tile="curve", square="K6",
            rotation="NE", allowed=("only Ben",))


def test_aqua_nosight_3_option_empty_a_player_without_workers_has_an_empty_turn():
    state = without_workers(position(builders={"N8": "curve"}, no_worker_turn="empty"), "Ben")
    play(state, "pass", space="N8")
    out = play(state, "close")
    assert "Ben has no worker on the board: an empty turn (AQUA-NOSIGHT-3, no_worker_turn = empty)." in out.lines
    assert state.current.name == "Cyril" and state.idle_run == 2 and state.path == {8: "curve"}
    refused("AQUA-TURN-2", state, "pass", "Ben", space="N9", allowed=("only Cyril",))


def test_aqua_close_3_only_ones_own_open_aqueduct_is_closed_voluntarily():
    state = p0()
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    refused("AQUA-CLOSE-3", state, "close", worker="yellow2", allowed=("red1, red2, red3, red4",))
    refused("AQUA-CLOSE-3", state, "close", "Ben", worker="blue1", allowed=("Anna",))
    worker(state, "red4").status = "out"
    refused("AQUA-CLOSE-3", state, "close", worker="red4")
    out = play(state, "close", worker="red1")
    assert "Anna closes red1 voluntarily, worth 1 (AQUA-CLOSE-3)." in out.lines
    assert worker(state, "red1").podium == 1


def test_aqua_close_3_no_voluntary_closing_after_closing_ones_own_by_the_tile():
    state = p0()
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SW")
    play(state, "take", builder="joker")
    assert state.current.name == "Ben" and state.stage == "build"
    exc = refused("AQUA-CLOSE-3", state, "close", "Anna", worker="red2")
    assert "closed by this turn's tile" in exc.message


def test_aqua_turn_3_the_next_players_move_ends_the_turn_without_a_closing():
    state = p0(builders={"N5": "bridge"})
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    assert state.stage == "close" and state.current.name == "Anna"
    out = play(state, "lay", "Ben", worker="blue2", space="N5", tile="bridge", square="E2", rotation="NS+EW")
    assert out.lines[0] == "Turn 2: Ben."
    assert state.current.name == "Ben" and end(state, "blue2") == "E2:S"


# --- reserve builders --------------------------------------------------------------------------

def holding_joker():
    return p0(held={"Anna": ["joker"]}, reserve=["curve", "double_curve", "straight", "bridge"])


def test_aqua_turn_1_reserve_builders_are_placed_before_the_turn():
    state = holding_joker()
    assert state.stage == "reserve"
    refused("AQUA-TURN-1", state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE",
            allowed=("place",))
    play(state, "place", builder="joker", space="N5")
    assert state.stage == "build" and state.path[4] == "joker" and state.by_name["Anna"].held == []


def test_aqua_reserve_4_the_holder_places_the_builders_he_took_on_free_spaces():
    state = holding_joker()
    refused("AQUA-RESERVE-4", state, "place", builder="curve", space="N5", allowed=("joker",))
    refused("AQUA-RESERVE-4", state, "place", "Ben", builder="joker", space="N5", allowed=("Anna",))
    refused("AQUA-GEO-8", state, "place", builder="joker", space="N1")


def ex_p4():
    """EX-P4: Anna's red4 (value 8) and Ben's blue4 (value 9) both end at G8; one straight closes both."""
    tiles = {"A6": ("straight", "NS"), "A7": ("curve", "NE"), **straights("B7 C7 D7 E7 F7", "EW"),
             "G7": ("curve", "SW"), "G1": ("straight", "EW"), "H1": ("curve", "SW"),
             **straights("H2 H3 H4 H5 H6 H7", "NS"), "H8": ("curve", "NW")}
    return position(builders={"S7": "straight"}, tiles=tiles)


def test_aqua_score_3_ex_p4_the_active_player_scores_first_then_clockwise():
    state = ex_p4()
    assert end(state, "red4") == "G7:S" and state.traces["red4"].value == 8
    assert end(state, "blue4") == "H8:W" and state.traces["blue4"].value == 9
    out = play(state, "lay", worker="red4", space="S7", tile="straight", square="G8", rotation="NS")
    assert worker(state, "red4").value == 9 and worker(state, "red4").podium == 9
    assert worker(state, "blue4").value == 9 and worker(state, "blue4").podium == 8
    assert out.lines.index("red4 (Anna) scores 9 → podium 9.") < out.lines.index(
        "blue4 (Ben) scores 9 → podium 8 (9 has no room, AQUA-PODIUM-2).")


def test_aqua_reserve_2_the_active_player_picks_first_then_clockwise():
    state = ex_p4()
    play(state, "lay", worker="red4", space="S7", tile="straight", square="G8", rotation="NS")
    assert state.stage == "take" and state.takes == [["Anna", 1], ["Ben", 1]]
    refused("AQUA-RESERVE-2", state, "take", "Ben", builder="joker", allowed=("Anna",))
    refused("AQUA-RESERVE-2", state, "pass", "Ben", space="S8", allowed=("take",))


def test_aqua_reserve_3_the_taker_chooses_among_the_builders_left():
    state = ex_p4()
    play(state, "lay", worker="red4", space="S7", tile="straight", square="G8", rotation="NS")
    play(state, "take", "Anna", builder="joker")
    refused("AQUA-RESERVE-3", state, "take", "Ben", builder="joker", allowed=("curve, double_curve",))
    play(state, "take", "Ben", builder="bridge")
    assert state.reserve == ["curve", "double_curve", "straight"]
    assert state.current.name == "Ben" and state.stage == "reserve"      # Ben places his builder first
    play(state, "place", "Ben", builder="bridge", space="N5")
    assert state.stage == "build"


def test_aqua_reserve_1_the_last_builders_go_to_the_first_in_line():
    state = ex_p4()
    state.reserve = ["curve"]
    out = play(state, "lay", worker="red4", space="S7", tile="straight", square="G8", rotation="NS")
    assert "Anna takes the rest of the reserve: curve (AQUA-RESERVE-1)." in out.lines
    assert "The reserve is empty (AQUA-RESERVE-5)." in out.lines
    assert state.reserve == [] and state.by_name["Anna"].held == ["curve"] and state.by_name["Ben"].held == []


def test_aqua_reserve_5_the_reserve_never_refills():
    state = ex_p4()
    state.reserve = []
    out = play(state, "lay", worker="red4", space="S7", tile="straight", square="G8", rotation="NS")
    assert "The reserve is empty (AQUA-RESERVE-5)." in out.lines
    assert state.reserve == [] and state.takes == [] and state.current.name == "Ben"
    assert [p.held for p in state.players] == [[], [], []]


# --- notation -----------------------------------------------------------------------------------

def test_notation_aliases_resolve_to_canonical_names():
    state = p0()
    ev = GAME.normalize(state, {"seq": 1, "kind": "lay", "player": "anna", "worker": "R1", "space": "n1",
                                "tile": "zatáčka", "square": "a3", "rotation": "90"})
    assert ev == {"seq": 1, "kind": "lay", "player": "Anna", "worker": "red1", "space": "N1", "tile": "curve",
                  "square": "A3", "rotation": "SE"}
    with pytest.raises(NotationError, match="no worker 'purple1'"):
        GAME.normalize(state, {"seq": 1, "kind": "close", "player": "Anna", "worker": "purple1"})


def test_notation_lay_infers_what_fits_only_one_way():
    state = position(builders={"N1": "bridge"})
    assert GAME.parse(state, "lay", ["red1"], None) == {
        "kind": "lay", "player": "Anna", "worker": "red1", "space": "N1", "tile": "bridge", "square": "A3",
        "rotation": "NS+EW"}
    curve = position(builders={"N1": "curve"})
    with pytest.raises(NotationError, match="which rotation") as info:
        GAME.parse(curve, "lay", ["red1"], None)
    assert "SE, SW" in info.value.allowed
    assert GAME.parse(curve, "lay", ["red1", "sw"], None)["rotation"] == "SW"
    assert GAME.parse(curve, "lay", ["r1", "N1", "curve", "SE", "at", "a3"], None)["square"] == "A3"


def test_notation_lay_without_a_legal_build_names_the_rule():
    state = position(builders={"N8": "curve"})
    with pytest.raises(RuleViolation) as info:
        GAME.parse(state, "lay", [], None)
    assert info.value.rule == "AQUA-NOSIGHT-1"
    with pytest.raises(RuleViolation) as info:
        GAME.parse(state, "lay", ["red1", "curve"], None)
    assert info.value.rule == "AQUA-SIGHT-2"


def test_notation_the_first_worker_name_is_the_worker_a_later_one_a_square():
    state = position(builders={"N5": "bridge", "N1": "curve"}, active=1)
    assert GAME.parse(state, "lay", ["B2", "bridge"], None)["worker"] == "blue2"       # B2 = blue2, not the square
    anna = position(builders={"N1": "curve"})
    event = GAME.parse(anna, "lay", ["R1", "N1", "SE", "G3"], None)
    assert (event["worker"], event["square"]) == ("red1", "G3")
    refused("AQUA-PLACE-1", anna, "lay", **{k: v for k, v in event.items() if k not in ("kind", "player")},
            allowed=("A3",))


def test_aqua_geo_13_an_outlet_facing_a_corner_curves_blank_side_is_closed_at_once():
    s = setup()
    s.board = board3(r0={"squares": ["A2", "A3"], "outlets": ["A2:N", "A2:E", "A3:E", "A3:S"]})
    s.board["corners"]["A1"] = "NE"
    GAME.check_setup(s)
    state = GAME.initial_state(s)
    assert worker(state, "red1").status == "out"
    assert any("A2:N (red1) faces the blank side of a corner curve" in w for w in GAME.status(state).warnings)
