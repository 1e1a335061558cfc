"""Aqua Romana's geometry on its own (aqua-romana.md §2): squares, the path, wells, sight, tiles, tracing."""

from __future__ import annotations

import pytest

from referee.core.errors import NotationError
from referee.core.squaregrid import EDGES, OPPOSITE, SquareGrid, grid
from referee.games.aqua_romana.aqueduct import BLOCKED, EDGE, JOIN, OPEN, trace
from referee.games.aqua_romana.board import Board, make_board, topology
from referee.games.aqua_romana.tiles import (ROTATIONS, channels, facing, has_channel, links, looks_like_rotation,
                                             rotation, turned)

G = topology()


def sq(name):
    return G.square(name)


# --- squares, path, wells, sight ---------------------------------------------------------

def test_aqua_geo_1_the_board_is_11_columns_by_8_rows():
    assert (G.width, G.height) == (11, 8)
    assert len(G.squares) == 88
    assert max(c for c, _ in G.squares) == 11 and max(r for _, r in G.squares) == 8


def test_aqua_geo_2_squares_are_named_a1_top_left_to_k8_bottom_right():
    assert G.name((1, 1)) == "A1" and G.name((11, 1)) == "K1" and G.name((1, 8)) == "A8"
    assert G.square("k8") == (11, 8) and G.square(" F5 ") == (6, 5)
    assert G.neighbour(sq("A1"), "S") == sq("A2") and G.neighbour(sq("A1"), "E") == sq("B1")   # rows go down
    with pytest.raises(NotationError, match="no square 'L1'"):
        G.square("L1")
    with pytest.raises(NotationError):
        G.square("A9")


def test_aqua_geo_3_the_four_corner_squares_hold_the_pre_printed_curves():
    assert set(G.corner_squares) == {sq("A1"), sq("K1"), sq("A8"), sq("K8")}
    board = Board(make_board("default", ["A", "B", "C"]))
    assert len(board.corners) == 4 and set(board.corners) == set(G.corner_squares)


def test_aqua_geo_4_corner_curves_open_to_the_interior_by_default():
    board = Board(make_board("default", ["A", "B", "C"]))
    assert board.corners == {sq("A1"): "SE", sq("K1"): "SW", sq("A8"): "NE", sq("K8"): "NW"}
    for square, rot in board.corners.items():
        for edge in EDGES:
            inward = G.neighbour(square, edge) is not None
            assert has_channel(rot, edge) == inward


def test_aqua_geo_5_path_spaces_and_their_clockwise_index():
    W, H = 11, 8
    assert len(G.track) == 2 * (W + H) == 38
    for c in range(1, W + 1):
        assert G.space(f"N{c}") == c - 1
        assert G.space(f"S{c}") == W + H + (W - c)
    for r in range(1, H + 1):
        assert G.space(f"E{r}") == W + r - 1
        assert G.space(f"W{r}") == 2 * W + H + (H - r)
    assert G.track[0] == "N1" and G.track[10] == "N11" and G.track[11] == "E1" and G.track[19] == "S11"
    assert G.track[29] == "S1" and G.track[30] == "W8" and G.track[37] == "W1"
    assert G.space("n5") == 4
    with pytest.raises(NotationError, match="no path space 'N12'"):
        G.space("N12")


def test_aqua_geo_6_clockwise_is_increasing_index_round_the_board():
    assert [G.track[p] for p in (9, 10, 11, 18, 19, 29, 30, 37)] == ["N10", "N11", "E1", "E8", "S11", "S1", "W8", "W1"]
    for p in range(38):
        assert G.advance(p, set())[0] == (p + 1) % 38       # W1 (37) → N1 (0) closes the circle


def test_aqua_geo_7_a_clockwise_step_crosses_a_well_from_the_last_space_of_a_side():
    assert G.track_corners == {10, 18, 29, 37}
    generic = SquareGrid(5, 3)
    assert generic.track_corners == {4, 7, 12, 15}
    for p in range(38):
        landing, wells = G.advance(p, set())
        assert wells == (1 if p in {10, 18, 29, 37} else 0)


def test_aqua_geo_9_a_square_sees_the_four_ends_of_its_row_and_column():
    for c, r in G.squares:
        assert set(G.sight((c, r))) == {c - 1, 30 - c, 38 - r, 10 + r}


def test_aqua_ex_g1_sight_from_e3():
    assert [G.track[i] for i in G.sight(sq("E3"))] == ["N5", "E3", "S5", "W3"]
    assert G.sight(sq("E3")) == (4, 13, 25, 35)


def test_aqua_ex_g2_builder_skips_occupied_spaces_and_counts_the_well():
    assert G.advance(10, {11, 12}) == (13, 1)
    assert G.track[13] == "E3"


def test_aqua_builder_2_two_wells_only_past_a_full_side():
    full_right_side = set(range(11, 19))
    assert G.advance(10, full_right_side) == (19, 2)


def test_square_grid_neighbours_and_edges():
    assert G.neighbour(sq("A1"), "N") is None and G.neighbour(sq("A1"), "W") is None
    assert G.neighbour(sq("E5"), "E") == sq("F5")
    assert OPPOSITE["N"] == "S" and OPPOSITE["E"] == "W"
    assert grid(11, 8) is G


# --- tiles ------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind, count, edges", [("straight", 2, 2), ("curve", 4, 2), ("bridge", 1, 4),
                                                ("double_curve", 2, 4)])
def test_aqua_geo_11_every_kind_in_every_rotation(kind, count, edges):
    rotations = ROTATIONS[kind]
    assert len(rotations) == count
    for rot in rotations:
        touched = [e for e in EDGES if has_channel(rot, e)]
        assert len(touched) == edges
        assert len(channels(rot)) == (1 if edges == 2 else 2)
        # turning the tile four times brings it back; every turn is one of the kind's rotations
        assert turned(rot, 4) == rot
        assert {turned(rot, q) for q in range(4)} == set(rotations)
        ends = links(rot)
        assert all(ends[ends[e]] == e for e in ends)


def test_aqua_geo_11_shapes():
    assert links("NE") == {"N": "E", "E": "N"}
    assert links("NS+EW") == {"N": "S", "S": "N", "E": "W", "W": "E"}
    assert links("NE+SW") == {"N": "E", "E": "N", "S": "W", "W": "S"}
    assert links("NW+SE") == {"N": "W", "W": "N", "S": "E", "E": "S"}
    assert turned("NE", 1) == "SE" and turned("NS", 1) == "EW" and turned("NE+SW", 1) == "NW+SE"


def test_aqua_geo_10_rotations_are_read_by_channel_or_degrees():
    assert rotation("curve", "ne") == rotation("curve", "E-N") == rotation("curve", "0") == "NE"
    assert rotation("curve", "90") == "SE" and rotation("curve", "270°") == "NW"
    assert rotation("straight", "90") == "EW" and rotation("straight", "180") == "NS"
    assert rotation("bridge", "+") == rotation("bridge", "NS") == "NS+EW"
    assert rotation("double_curve", "SE") == "NW+SE" and rotation("double_curve", "SW+NE") == "NE+SW"
    with pytest.raises(NotationError, match="has no channel"):
        rotation("curve", "NS")
    with pytest.raises(NotationError, match="cannot read"):
        rotation("curve", "up")
    assert looks_like_rotation("NW") and looks_like_rotation("90") and not looks_like_rotation("N5")


def test_aqua_place_2_rotations_facing_an_edge():
    assert facing("curve", "W") == ["SW", "NW"]
    assert facing("straight", "W") == ["EW"]
    assert facing("bridge", "N") == ["NS+EW"]
    assert facing("double_curve", "S") == ["NE+SW", "NW+SE"]


# --- tracing (AQUA-GEO-14 … 18) --------------------------------------------------------------

def lay(tiles: dict) -> dict:
    return {sq(name): links(rot) for name, rot in tiles.items()}


def run(tiles, start, reservoirs=(), outlets=()):
    return trace(G, lay(tiles), {sq(s) for s in reservoirs}, {(sq(s), e) for s, e in outlets}, (sq(start[0]),
                                                                                                   start[1]))


def test_aqua_ex_g3_a_bridge_crossed_twice_counts_two():
    tiles = {"C5": "NS+EW", "D5": "NW", "D4": "SW", "C4": "SE", "C6": "NS"}
    tr = run(tiles, ("B5", "E"), reservoirs=["A5", "B5"], outlets=[("B5", "E")])
    assert tr.status == OPEN
    assert tr.end == (sq("C6"), "S") and tr.front == sq("C7")
    assert [G.name(s) for s in tr.squares] == ["C5", "D5", "D4", "C4", "C5", "C6"]
    assert tr.value == 6 and len(set(tr.squares)) == 5
    assert [G.track[i] for i in G.sight(tr.end[0])] == ["N3", "E6", "S3", "W6"]
    assert sorted(G.sight(tr.end[0])) == [2, 16, 27, 32]


def test_aqua_ex_g4_a_double_curve_crossed_twice_counts_two():
    tiles = {"D3": "NW+SE", "D2": "SE", "E2": "SW", "E3": "NW"}
    tr = run(tiles, ("C3", "E"), reservoirs=["B3", "C3"], outlets=[("C3", "E")])
    assert [G.name(s) for s in tr.squares] == ["D3", "D2", "E2", "E3", "D3"]
    assert tr.status == OPEN and tr.end == (sq("D3"), "S") and tr.front == sq("D4")
    assert tr.squares.count(sq("D3")) == 2 and tr.value == 5


def test_aqua_geo_14_closed_by_the_board_edge():
    tr = run({"A3": "SW"}, ("A4", "N"), reservoirs=["A4", "A5"], outlets=[("A4", "N")])
    assert tr.status == EDGE and tr.closed and tr.value == 1 and tr.end == (sq("A3"), "W")


def test_aqua_geo_14_closed_by_a_blank_side_a_wall_or_a_corner_curves_back():
    blank = run({"C5": "NS"}, ("B5", "E"), reservoirs=["A5", "B5"], outlets=[("B5", "E")])
    assert blank.status == BLOCKED and blank.value == 0 and blank.closed
    wall = run({"C5": "EW"}, ("B5", "E"), reservoirs=["A5", "B5", "D5", "D6"], outlets=[("B5", "E")])
    assert wall.status == BLOCKED and wall.value == 1
    corner = run({"A1": "SE", "B1": "NS"}, ("A2", "N"), reservoirs=["A2", "A3"], outlets=[("A2", "N")])
    assert corner.status == BLOCKED and corner.value == 1 and corner.end == (sq("A1"), "E")


@pytest.mark.parametrize("kind, passes", [("straight", 1), ("curve", 1), ("bridge", 2), ("double_curve", 2)])
def test_aqua_geo_12_a_square_holds_at_most_two_channels_so_an_aqueduct_passes_it_at_most_twice(kind, passes):
    for rot in ROTATIONS[kind]:
        assert len(channels(rot)) == passes
    # a whole board of this kind in one rotation: no trace passes a square more often than it has channels
    for rot in ROTATIONS[kind]:
        tiles = {G.name(s): rot for s in G.squares if s != sq("A5")}
        for edge in ("N", "E", "S"):
            tr = run(tiles, ("A5", edge), reservoirs=["A5"], outlets=[("A5", edge)])
            assert max([tr.squares.count(s) for s in set(tr.squares)] or [0]) <= passes


def test_aqua_geo_16_corner_curves_and_free_pieces_count_like_any_square():
    # A2's outlet runs north into the corner curve A1, then on through the free pieces B1 and C1
    tiles = {"A1": "SE", "B1": "EW", "C1": "EW"}
    tr = run(tiles, ("A2", "N"), reservoirs=["A2", "A3"], outlets=[("A2", "N")])
    assert tr.status == OPEN and tr.value == 3 and tr.end == (sq("C1"), "E")


def test_aqua_geo_14_5_a_trace_reaching_another_outlet_is_a_join():
    tr = run({"C5": "EW"}, ("B5", "E"), reservoirs=["A5", "B5", "D5", "E5"], outlets=[("B5", "E"), ("D5", "W")])
    assert tr.status == JOIN and tr.joined == (sq("D5"), "W")


def test_aqua_geo_14_an_empty_square_ends_an_open_aqueduct_at_length_0():
    tr = run({}, ("B5", "E"), reservoirs=["A5", "B5"], outlets=[("B5", "E")])
    assert tr.status == OPEN and tr.value == 0 and tr.end == (sq("B5"), "E") and tr.front == sq("C5")


def test_aqua_geo_15_tracing_terminates_on_a_full_board_of_bridges_and_double_curves():
    tiles = {G.name(s): ("NS+EW" if (s[0] + s[1]) % 2 else "NE+SW") for s in G.squares if s != sq("A5")}
    tr = run(tiles, ("A5", "E"), reservoirs=["A5"], outlets=[("A5", "E")])
    assert tr.status in (EDGE, BLOCKED)
    assert all(tr.squares.count(s) <= 2 for s in set(tr.squares))
