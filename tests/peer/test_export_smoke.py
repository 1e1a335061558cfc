"""catanatron peer export: coordinate mapping checks and a smoke run.

The tables are copied verbatim from /work/shared/rules/catan-boards.md §2.1–§2.3
and §3.1 (harbours), with only the outer table pipes removed.
"""

import pytest

pytest.importorskip("catanatron")

from catanatron import Color, Game, RandomPlayer  # noqa: E402
from catanatron.models.enums import Action, ActionType  # noqa: E402
from catanatron.models.map import BASE_MAP_TEMPLATE, CatanMap, Port  # noqa: E402

from .catanatron_export import (  # noqa: E402
    DEV_CARD,
    EDGE_CLOCK,
    RESOURCE,
    board_of,
    export_game,
    map_names,
    route_length,
)

HEX_ADJACENCY = """
1a | sea | 1b | 2b | 2a | sea | sea
1b | sea | 1c | 2c | 2b | 1a | sea
1c | sea | sea | 2d | 2c | 1b | sea
2a | 1a | 2b | 3b | 3a | sea | sea
2b | 1b | 2c | 3c | 3b | 2a | 1a
2c | 1c | 2d | 3d | 3c | 2b | 1b
2d | sea | sea | 3e | 3d | 2c | 1c
3a | 2a | 3b | 4a | sea | sea | sea
3b | 2b | 3c | 4b | 4a | 3a | 2a
3c | 2c | 3d | 4c | 4b | 3b | 2b
3d | 2d | 3e | 4d | 4c | 3c | 2c
3e | sea | sea | sea | 4d | 3d | 2d
4a | 3b | 4b | 5a | sea | sea | 3a
4b | 3c | 4c | 5b | 5a | 4a | 3b
4c | 3d | 4d | 5c | 5b | 4b | 3c
4d | 3e | sea | sea | 5c | 4c | 3d
5a | 4b | 5b | sea | sea | sea | 4a
5b | 4c | 5c | sea | sea | 5a | 4b
5c | 4d | sea | sea | sea | 5b | 4c
"""

INTERSECTIONS = """
1a:12 | — | 1a
1a:2 | 1b:10 | 1a 1b
1a:4 | 1b:8, 2b:12 | 1a 1b 2b
1a:6 | 2a:2, 2b:10 | 1a 2a 2b
1a:8 | 2a:12 | 1a 2a
1a:10 | — | 1a
1b:12 | — | 1b
1b:2 | 1c:10 | 1b 1c
1b:4 | 1c:8, 2c:12 | 1b 1c 2c
1b:6 | 2b:2, 2c:10 | 1b 2b 2c
1c:12 | — | 1c
1c:2 | — | 1c
1c:4 | 2d:12 | 1c 2d
1c:6 | 2c:2, 2d:10 | 1c 2c 2d
2a:4 | 2b:8, 3b:12 | 2a 2b 3b
2a:6 | 3a:2, 3b:10 | 2a 3a 3b
2a:8 | 3a:12 | 2a 3a
2a:10 | — | 2a
2b:4 | 2c:8, 3c:12 | 2b 2c 3c
2b:6 | 3b:2, 3c:10 | 2b 3b 3c
2c:4 | 2d:8, 3d:12 | 2c 2d 3d
2c:6 | 3c:2, 3d:10 | 2c 3c 3d
2d:2 | — | 2d
2d:4 | 3e:12 | 2d 3e
2d:6 | 3d:2, 3e:10 | 2d 3d 3e
3a:4 | 3b:8, 4a:12 | 3a 3b 4a
3a:6 | 4a:10 | 3a 4a
3a:8 | — | 3a
3a:10 | — | 3a
3b:4 | 3c:8, 4b:12 | 3b 3c 4b
3b:6 | 4a:2, 4b:10 | 3b 4a 4b
3c:4 | 3d:8, 4c:12 | 3c 3d 4c
3c:6 | 4b:2, 4c:10 | 3c 4b 4c
3d:4 | 3e:8, 4d:12 | 3d 3e 4d
3d:6 | 4c:2, 4d:10 | 3d 4c 4d
3e:2 | — | 3e
3e:4 | — | 3e
3e:6 | 4d:2 | 3e 4d
4a:4 | 4b:8, 5a:12 | 4a 4b 5a
4a:6 | 5a:10 | 4a 5a
4a:8 | — | 4a
4b:4 | 4c:8, 5b:12 | 4b 4c 5b
4b:6 | 5a:2, 5b:10 | 4b 5a 5b
4c:4 | 4d:8, 5c:12 | 4c 4d 5c
4c:6 | 5b:2, 5c:10 | 4c 5b 5c
4d:4 | — | 4d
4d:6 | 5c:2 | 4d 5c
5a:4 | 5b:8 | 5a 5b
5a:6 | — | 5a
5a:8 | — | 5a
5b:4 | 5c:8 | 5b 5c
5b:6 | — | 5b
5c:4 | — | 5c
5c:6 | — | 5c
"""

PATHS = """
1a:1 | — | 1a:12, 1a:2 | coast
1a:3 | 1b:9 | 1a:2, 1a:4
1a:5 | 2b:11 | 1a:4, 1a:6
1a:7 | 2a:1 | 1a:6, 1a:8
1a:9 | — | 1a:8, 1a:10 | coast
1a:11 | — | 1a:12, 1a:10 | coast
1b:1 | — | 1b:12, 1b:2 | coast
1b:3 | 1c:9 | 1b:2, 1b:4
1b:5 | 2c:11 | 1b:4, 1b:6
1b:7 | 2b:1 | 1a:4, 1b:6
1b:11 | — | 1a:2, 1b:12 | coast
1c:1 | — | 1c:12, 1c:2 | coast
1c:3 | — | 1c:2, 1c:4 | coast
1c:5 | 2d:11 | 1c:4, 1c:6
1c:7 | 2c:1 | 1b:4, 1c:6
1c:11 | — | 1b:2, 1c:12 | coast
2a:3 | 2b:9 | 1a:6, 2a:4
2a:5 | 3b:11 | 2a:4, 2a:6
2a:7 | 3a:1 | 2a:6, 2a:8
2a:9 | — | 2a:8, 2a:10 | coast
2a:11 | — | 1a:8, 2a:10 | coast
2b:3 | 2c:9 | 1b:6, 2b:4
2b:5 | 3c:11 | 2b:4, 2b:6
2b:7 | 3b:1 | 2a:4, 2b:6
2c:3 | 2d:9 | 1c:6, 2c:4
2c:5 | 3d:11 | 2c:4, 2c:6
2c:7 | 3c:1 | 2b:4, 2c:6
2d:1 | — | 1c:4, 2d:2 | coast
2d:3 | — | 2d:2, 2d:4 | coast
2d:5 | 3e:11 | 2d:4, 2d:6
2d:7 | 3d:1 | 2c:4, 2d:6
3a:3 | 3b:9 | 2a:6, 3a:4
3a:5 | 4a:11 | 3a:4, 3a:6
3a:7 | — | 3a:6, 3a:8 | coast
3a:9 | — | 3a:8, 3a:10 | coast
3a:11 | — | 2a:8, 3a:10 | coast
3b:3 | 3c:9 | 2b:6, 3b:4
3b:5 | 4b:11 | 3b:4, 3b:6
3b:7 | 4a:1 | 3a:4, 3b:6
3c:3 | 3d:9 | 2c:6, 3c:4
3c:5 | 4c:11 | 3c:4, 3c:6
3c:7 | 4b:1 | 3b:4, 3c:6
3d:3 | 3e:9 | 2d:6, 3d:4
3d:5 | 4d:11 | 3d:4, 3d:6
3d:7 | 4c:1 | 3c:4, 3d:6
3e:1 | — | 2d:4, 3e:2 | coast
3e:3 | — | 3e:2, 3e:4 | coast
3e:5 | — | 3e:4, 3e:6 | coast
3e:7 | 4d:1 | 3d:4, 3e:6
4a:3 | 4b:9 | 3b:6, 4a:4
4a:5 | 5a:11 | 4a:4, 4a:6
4a:7 | — | 4a:6, 4a:8 | coast
4a:9 | — | 3a:6, 4a:8 | coast
4b:3 | 4c:9 | 3c:6, 4b:4
4b:5 | 5b:11 | 4b:4, 4b:6
4b:7 | 5a:1 | 4a:4, 4b:6
4c:3 | 4d:9 | 3d:6, 4c:4
4c:5 | 5c:11 | 4c:4, 4c:6
4c:7 | 5b:1 | 4b:4, 4c:6
4d:3 | — | 3e:6, 4d:4 | coast
4d:5 | — | 4d:4, 4d:6 | coast
4d:7 | 5c:1 | 4c:4, 4d:6
5a:3 | 5b:9 | 4b:6, 5a:4
5a:5 | — | 5a:4, 5a:6 | coast
5a:7 | — | 5a:6, 5a:8 | coast
5a:9 | — | 4a:6, 5a:8 | coast
5b:3 | 5c:9 | 4c:6, 5b:4
5b:5 | — | 5b:4, 5b:6 | coast
5b:7 | — | 5a:4, 5b:6 | coast
5c:3 | — | 4d:6, 5c:4 | coast
5c:5 | — | 5c:4, 5c:6 | coast
5c:7 | — | 5b:4, 5c:6 | coast
"""

HARBOUR_PATHS = """
1a:11 | generic 3:1 | 1a:10, 1a:12
1b:1 | grain 2:1 | 1b:12, 1b:2
2d:1 | ore 2:1 | 1c:4, 2d:2
3e:3 | generic 3:1 | 3e:2, 3e:4
4d:5 | wool 2:1 | 4d:4, 4d:6
5b:5 | generic 3:1 | 5b:4, 5b:6
5a:7 | generic 3:1 | 5a:6, 5a:8
4a:9 | brick 2:1 | 3a:6, 4a:8
2a:9 | lumber 2:1 | 2a:8, 2a:10
"""


def _rows(table):
    return [[cell.strip() for cell in line.split("|")] for line in table.strip().splitlines()]


def _names(cell):
    return () if cell in ("—", "") else tuple(n.strip() for n in cell.split(","))


@pytest.fixture(scope="module")
def catan_map():
    return CatanMap.from_template(BASE_MAP_TEMPLATE)


@pytest.fixture(scope="module")
def names(catan_map):
    return map_names(catan_map)


def test_hex_adjacency_matches_boards_2_1(catan_map, names):
    owner = {}
    for coordinate, tile in catan_map.land_tiles.items():
        for edge in tile.edges.values():
            owner.setdefault(frozenset(edge), []).append(names.hexes[coordinate])
    clock_order = sorted(EDGE_CLOCK, key=EDGE_CLOCK.get)  # sides 1 3 5 7 9 11
    ours = {}
    for coordinate, tile in catan_map.land_tiles.items():
        name = names.hexes[coordinate]
        row = []
        for ref in clock_order:
            others = [h for h in owner[frozenset(tile.edges[ref])] if h != name]
            row.append(others[0] if others else "sea")
        ours[name] = row
    expected = {row[0]: row[1:] for row in _rows(HEX_ADJACENCY)}
    assert ours == expected


def test_intersections_match_boards_2_2(names):
    expected = {}
    for canonical, others, hexes in _rows(INTERSECTIONS):
        expected[canonical] = ((canonical, *_names(others)), tuple(hexes.split()))
    ours = {
        canonical: (aliases, tuple(a.split(":")[0] for a in aliases))
        for canonical, aliases in names.intersection_aliases.items()
    }
    assert len(ours) == 54
    assert ours == expected
    assert sorted(names.intersections.values()) == sorted(expected)


def test_paths_match_boards_2_3(names):
    expected = {}
    for row in _rows(PATHS):
        canonical, other, ends = row[:3]
        coast = len(row) > 3 and row[3] == "coast"
        expected[canonical] = ((canonical, *_names(other)), frozenset(_names(ends)), coast)
    ours = {
        canonical: (aliases, frozenset(names.path_ends[canonical]), len(aliases) == 1)
        for canonical, aliases in names.path_aliases.items()
    }
    assert len(ours) == 72
    assert sum(coast for *_, coast in ours.values()) == 30
    assert ours == expected


def test_catanatron_harbour_positions_are_the_beginner_en_positions(catan_map, names):
    board = board_of(Game([RandomPlayer(c) for c in Color], seed=7))
    expected = {row[0] for row in _rows(HARBOUR_PATHS)}
    assert {h["path"] for h in board["harbours"]} == expected
    kinds = sorted(h["kind"] for h in board["harbours"])
    assert kinds == sorted(["3:1"] * 4 + list(RESOURCE.values()))
    ports = [t for t in catan_map.tiles.values() if isinstance(t, Port)]
    assert len(ports) == 9


def test_board_of_shape():
    board = board_of(Game([RandomPlayer(c) for c in Color], seed=11))
    hexes = board["hexes"]
    assert list(hexes) == [r + c for r, n in zip("12345", (3, 4, 5, 4, 3)) for c in "abcde"[:n]]
    terrains = sorted(h["terrain"] for h in hexes.values())
    assert terrains == sorted(
        ["forest", "pasture", "fields"] * 4 + ["hills", "mountains"] * 3 + ["desert"]
    )
    desert = [name for name, h in hexes.items() if h["terrain"] == "desert"]
    assert board["robber"] == desert[0]
    assert "number" not in hexes[desert[0]]
    numbers = sorted(h["number"] for h in hexes.values() if "number" in h)
    assert numbers == [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]


FIELDS = {
    "build": {"piece", "at"},
    "roll": {"total", "dice"},
    "discard": {"cards"},
    "robber": {"to"},
    "buy": {"card"},
    "maritime": {"give", "get"},
    "end": set(),
}
PLAY_FIELDS = {
    "knight": {"to"},
    "road_building": {"roads"},
    "year_of_plenty": {"take"},
    "monopoly": {"resource"},
}


def _check_event(event, names):
    kind = event["kind"]
    card = event["card"] if kind == "play" else None
    fields = set(event) - {"kind", "player"}
    if kind == "play":
        required = PLAY_FIELDS[card] | {"card"}
        optional = {"victim", "stolen"} if card == "knight" else set()
    else:
        required = FIELDS[kind]
        optional = {"victim", "stolen"} if kind == "robber" else set()
    assert required <= fields <= required | optional, event
    if "victim" in event or "stolen" in event:
        assert event["stolen"] in RESOURCE.values() and event["victim"] != event["player"]
    if kind == "build":
        pool = names.path_aliases if event["piece"] == "road" else names.intersection_aliases
        assert event["at"] in pool
    if kind == "roll":
        assert sum(event["dice"]) == event["total"]
    if kind == "buy":
        assert event["card"] in DEV_CARD.values()
    if card == "road_building":
        assert 1 <= len(event["roads"]) <= 2
        assert all(r in names.path_aliases for r in event["roads"])
    if card == "year_of_plenty":
        assert sum(event["take"].values()) == 2
    for bag in ("cards", "give", "get", "take"):
        if bag in event:
            assert set(event[bag]) <= set(RESOURCE.values())
            assert all(n > 0 for n in event[bag].values())


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_export_game_smoke(seed, names):
    game = export_game(seed)
    assert game == export_game(seed)  # reproducible
    events = game["events"]
    setup = events[:16]
    assert [e["player"] for e in setup[::2]] == ["P0", "P1", "P2", "P3", "P3", "P2", "P1", "P0"]
    assert [e["piece"] for e in setup] == ["settlement", "road"] * 8
    assert events[16]["kind"] in ("roll", "play") and events[16]["player"] == "P0"
    for event in events:
        _check_event(event, names)
    ends = [i for i, e in enumerate(events) if e["kind"] == "end"]
    after = [s["after_event"] for s in game["snapshots"]]
    assert after[: len(ends)] == ends and after[-1] == len(events) - 1
    assert [p["name"] for p in game["players"]] == ["P0", "P1", "P2", "P3"]
    final = {p["name"]: p for p in game["snapshots"][-1]["players"]}
    assert game["winner"] is not None and final[game["winner"]]["victory_points"] >= 10
    assert events[-1]["player"] == game["winner"]
    assert game["deviations"] == []


def test_unsteered_bots_break_catan_dev_3():
    game = export_game(1, steer=False)
    assert any(d["rule"] == "CATAN-DEV-3" for d in game["deviations"])


def test_three_players():
    game = export_game(5, 3)
    assert [e["player"] for e in game["events"][:12:2]] == ["P0", "P1", "P2", "P2", "P1", "P0"]


def test_route_length_rules():
    # CATAN-ROAD-1/2: a loop of 6 counts 6; an opponent's building ends a route.
    ring = [frozenset(p) for p in [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 1)]]
    assert route_length(ring, set()) == 6
    line = [frozenset(p) for p in [(1, 2), (2, 3), (3, 4)]]
    assert route_length(line, {3}) == 2  # 1-2-3 ends at the opponent, 3-4 is separate
    assert route_length(line, {4}) == 3  # ending at an opponent's building still counts


def _node(names, intersection):
    return next(n for n, name in names.intersections.items() if name == intersection)


def test_catanatron_undercounts_a_road_ending_at_an_opponent():
    """Documents the Board.build_road quirk that `steer` avoids (CATAN-ROAD-2)."""
    game = Game([RandomPlayer(Color.RED), RandomPlayer(Color.BLUE)], seed=3)
    state = game.state
    names = map_names(state.board.map)
    p0, p1 = state.colors
    x, m, y = (_node(names, n) for n in ("2b:6", "2b:4", "2c:6"))  # x-m-y, x and y 2 apart
    far0, far1 = _node(names, "5a:6"), _node(names, "1c:12")
    other = next(n for n in names.intersections if n != m and frozenset((y, n)) in names.paths)
    placements = [(p0, x, m), (p1, y, other), (p1, far1, None), (p0, far0, None)]
    for color, settlement, road_end in placements:
        game.execute(Action(color, ActionType.BUILD_SETTLEMENT, settlement))
        road = road_end if road_end is not None else next(
            n for n in names.intersections if frozenset((settlement, n)) in names.paths
        )
        game.execute(Action(color, ActionType.BUILD_ROAD, tuple(sorted((settlement, road)))))
    game.execute(Action(p0, ActionType.ROLL, (2, 3)), validate_action=False)
    state.player_state["P0_WOOD_IN_HAND"] += 1
    state.player_state["P0_BRICK_IN_HAND"] += 1
    game.execute(Action(p0, ActionType.BUILD_ROAD, tuple(sorted((m, y)))), validate_action=False)
    assert state.board.road_lengths[p0] == 1  # the rules say 2: x-m-y ends at p1's settlement
    roads = [frozenset(e) for e in state.buildings_by_color[p0]["ROAD"]]
    assert route_length(roads, {y, far1}) == 2
