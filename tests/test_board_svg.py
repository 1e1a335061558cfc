"""``referee board --svg``: the picture of a position, checked element by element against the replayed state."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import NotationError
from referee.core.game import Game
from referee.core.graph import longest_trail, longest_trail_edges
from referee.core.session import Session
from referee.games.catan.svg import RED
from svg_boxes import having

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "saves" / "examples" / "catan-4p-beginner.toml"
NS = "{http://www.w3.org/2000/svg}"
runner = CliRunner()


@pytest.fixture(scope="module")
def example(tmp_path_factory):
    out = tmp_path_factory.mktemp("svg") / "board.svg"
    result = runner.invoke(app, ["board", "--save", str(EXAMPLE), "--svg", str(out)])
    assert result.exit_code == 0, result.stderr
    assert f"written to {out}" in result.stderr and result.stdout == ""
    return ET.parse(out).getroot(), Session.load(EXAMPLE).state


def test_the_svg_is_an_svg_document(example):
    root, _ = example
    assert root.tag == f"{NS}svg"
    assert float(root.get("width")) > 500 and float(root.get("height")) > 500


def test_one_labelled_polygon_per_hex(example):
    root, state = example
    hexes = having(root, "hex")
    assert [h.tag for h in hexes] == [f"{NS}polygon"] * 19
    assert [h.get("data-hex") for h in hexes] == list(state.board.grid.hexes)
    for h in hexes:
        name = h.get("data-hex")
        assert h.get("data-terrain") == state.board.terrain[name]
        assert len(h.get("points").split()) == 6
    names = {t.get("data-hex"): t.text for t in having(root, "hex-name")}
    assert names == {h: h for h in state.board.grid.hexes}


def test_red_numbers_exactly_on_the_six_and_eight_tokens(example):
    root, state = example
    numbers = having(root, "number")
    assert {t.get("data-hex"): int(t.text) for t in numbers} == state.board.number
    assert len(numbers) == 18                                          # every hex but the desert
    for t in numbers:
        assert (t.get("fill") == RED) == (int(t.text) in (6, 8)), t.text
    assert sum(t.get("fill") == RED for t in numbers) == 4


def test_buildings_and_roads_of_the_example_game(example):
    root, state = example
    for piece, attr in (("settlement", "settlements"), ("city", "cities")):
        drawn = having(root, piece)
        assert len(drawn) == sum(len(getattr(p, attr)) for p in state.players) > 0
        for p in state.players:
            assert {e.get("data-at") for e in drawn if e.get("data-player") == p.name} == getattr(p, attr)
    roads = having(root, "road")
    assert len(roads) == sum(len(p.roads) for p in state.players) == 35
    for p in state.players:
        assert {e.get("data-at") for e in roads if e.get("data-player") == p.name} == p.roads


def test_settlements_and_cities_have_different_shapes(example):
    root, _ = example
    sizes = {piece: {len(e.get("points").split()) for e in having(root, piece)} for piece in ("settlement", "city")}
    assert sizes == {"settlement": {5}, "city": {7}}


def inside(x, y, polygon) -> bool:
    """Ray casting: is (x, y) inside the polygon ``x1,y1 x2,y2 …``?"""
    pts = [tuple(map(float, p.split(","))) for p in polygon.split()]
    hit = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def test_the_robber_stands_on_its_hex(example):
    root, state = example
    (robber,) = having(root, "robber")
    assert robber.get("data-hex") == state.robber == "5a"
    head = robber.find(f"{NS}circle")
    polygons = {h.get("data-hex"): h.get("points") for h in having(root, "hex")}
    where = [h for h, pts in polygons.items() if inside(float(head.get("cx")), float(head.get("cy")), pts)]
    assert where == ["5a"]


def test_harbours_show_their_kind_and_both_access_corners(example):
    root, state = example
    harbours = having(root, "harbour")
    assert [(h.get("data-path"), h.get("data-kind")) for h in harbours] == [
        (h["path"], h["kind"]) for h in state.board.data["harbours"]]
    for h in harbours:
        ends = state.board.grid.sides[h.get("data-path")].ends
        assert h.get("data-corners").split() == list(ends)
        assert [a.get("data-at") for a in having(h, "access")] == list(ends)
        assert any(t.text in ("3:1", "2:1") for t in h.iter(f"{NS}text"))


def test_the_longest_road_route_is_the_holders_trail_of_his_road_length(example):
    root, state = example
    (route,) = having(root, "longest-road")
    holder = state.by_name[state.longest_road]
    paths = [line.get("data-at") for line in route.iter(f"{NS}line")]
    assert route.get("data-player") == holder.name == "Anna"
    assert len(paths) == int(route.get("data-length")) == holder.road_length == 8
    assert set(paths) <= holder.roads and len(set(paths)) == len(paths)
    sides = state.board.grid.sides
    for a, b in itertools.pairwise(paths):
        assert set(sides[a].ends) & set(sides[b].ends), (a, b)       # each road joins the next


def test_a_new_game_has_no_pieces_and_the_robber_on_the_desert(tmp_path):
    path = tmp_path / "fresh.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    result = runner.invoke(app, ["board", "--save", str(path), "--svg", "-"])
    assert result.exit_code == 0 and result.stdout.startswith("<?xml")
    root = ET.fromstring(result.stdout.split("\n", 1)[1])
    assert not having(root, "settlement") and not having(root, "road") and not having(root, "longest-road")
    assert [r.get("data-hex") for r in having(root, "robber")] == ["3c"]


def test_an_unwritable_file_is_a_usage_error(tmp_path):
    result = runner.invoke(app, ["board", "--save", str(EXAMPLE), "--svg", str(tmp_path / "no" / "such" / "b.svg")])
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: cannot write ")


def test_a_game_without_a_picture_says_so():
    class Plain(Game):
        key = "plain"

    with pytest.raises(NotationError) as info:
        Plain().board_svg(None)
    assert info.value.line() == "Error: plain has no picture of the board yet — 'referee board' draws it as text"


# --- the route behind the highlight ----------------------------------------------------------------

def brute_force(edges, passable) -> int:
    """Longest trail by trying every start and every continuation (no shortcuts)."""
    best = 0

    def walk(node, used):
        nonlocal best
        best = max(best, len(used))
        if used and not passable(node):
            return
        for edge, a, b in edges:
            if edge not in used and node in (a, b):
                walk(b if node == a else a, used | {edge})

    for node in {n for _, a, b in edges for n in (a, b)}:
        walk(node, frozenset())
    return best


def is_trail(route, edges, passable) -> bool:
    ends = {e: (a, b) for e, a, b in edges}
    if len(set(route)) != len(route):
        return False
    if not route:
        return True
    for start in ends[route[0]]:
        node, ok = start, True
        for i, edge in enumerate(route):
            if node not in ends[edge] or (i and not passable(node)):
                ok = False
                break
            a, b = ends[edge]
            node = b if node == a else a
        if ok:
            return True
    return False


graphs = st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)).filter(lambda t: t[0] != t[1]),
                  max_size=9, unique_by=lambda t: frozenset(t))


@settings(max_examples=150, deadline=None)
@given(graphs, st.sets(st.integers(0, 6), max_size=3))
def test_longest_trail_edges_is_a_trail_as_long_as_the_longest(pairs, blocked):
    edges = [(f"e{i}", f"n{a}", f"n{b}") for i, (a, b) in enumerate(pairs)]
    passable = lambda n: int(n[1:]) not in blocked  # noqa: E731
    route = longest_trail_edges(edges, passable)
    assert is_trail(route, edges, passable)
    assert len(route) == longest_trail(edges, passable) == brute_force(edges, passable)


def test_longest_trail_edges_on_a_y_shape():
    y_shape = [("a1", "c", "a"), ("a2", "a", "aa"), ("a3", "aa", "aaa"),
               ("b1", "c", "b"), ("b2", "b", "bb"), ("c1", "c", "d"), ("c2", "d", "dd")]
    route = longest_trail_edges(y_shape, lambda n: True)
    assert sorted(route) == ["a1", "a2", "a3", "b1", "b2"] or sorted(route) == ["a1", "a2", "a3", "c1", "c2"]
    assert longest_trail_edges([], lambda n: True) == []


def test_the_legend_counts_pieces_in_good_english(tmp_path):
    from referee.cli.app import app
    from typer.testing import CliRunner
    example = Path(__file__).resolve().parent.parent / "saves" / "examples" / "catan-5-6-six-example.toml"
    out = tmp_path / "six.svg"
    assert CliRunner().invoke(app, ["board", "--save", str(example), "--svg", str(out)]).exit_code == 0
    text = out.read_text("utf-8")
    assert "1 settlement ·" in text and "0 cities" in text and "1 city ·" in text
    assert "1 settlements" not in text and "1 cities" not in text
