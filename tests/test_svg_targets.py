"""Tap targets on ``referee board --svg`` (issue 26, DESIGN.md §1): every place a command can name carries its typed
name, so that ``referee serve`` turns a tap into it. Over every registered game — its example saves at the start and
at the end, and a game made new with ``referee new`` — each target is a transparent shape of ``class="target
KIND"`` with ``data-name`` and a ``<title>`` holding that name; each name is read by the game's notation as the
place it names (it parses in the command that takes it); every place the board has has exactly one target; the
targets come last, hexes under sides under corners."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry
from referee.core.players import player_name
from referee.core.session import Session, replay
from svg_boxes import NS, classes
from test_czech_all_games import example_saves

runner = CliRunner()
FRESH = {"catan-scenario": ["--scenario", "germany"], "catan-scenario-5-6": ["--scenario", "germany"],
         **{key: ["--option", "victory_points=12"] for key in ("treasure-islands", "into-the-unknown",
                                                               "into-the-unknown-ck", "treasure-islands-ck")}}
GAMES = sorted(registry.games())


def fresh(key: str, tmp_path: Path):
    """A game of ``key`` just made with ``referee new`` (its default board), no event yet."""
    game = registry.find(key)
    names = ["Anna", "Ben", "Cyril", "Dana", "Eva"][:max(3, game.min_players)]
    save = tmp_path / f"{key}.toml"
    result = runner.invoke(app, ["new", key, "--players", ",".join(names), "--save", str(save), *FRESH.get(key, [])])
    assert result.exit_code == 0, result.stderr
    return Session.load(save).state


def positions(key: str, tmp_path: Path):
    """(what, game, state): each example save at its start and at its end, and a new game."""
    game = registry.find(key)
    for path in example_saves()[key]:
        session = Session.load(path)
        for upto in (0, None):
            yield f"{path.name}@{upto or 'end'}", session.game, replay(session.game, session.setup, session.events,
                                                                       upto=upto).state
    yield "new", game, fresh(key, tmp_path)


def targets(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if "target" in classes(e)]


def kind(node: ET.Element) -> str:
    (name,) = classes(node) - {"target"}
    return name


# --- what each game's notation reads -----------------------------------------------------------

def parsed(game, state, verb: str, words: list[str], field: str, index: int | None = None):
    """What the place comes out as once the line ``verb WORDS`` is read (split at spaces, as typed: ``plunder
    Augusta Vindelicum``) and its names made canonical."""
    value = game.normalize(state, game.parse(state, verb, " ".join(words).split(), None))[field]
    return value if index is None else value[index]


def catan_reads(game, state, kind: str, name: str) -> str:
    return {"hex": lambda: parsed(game, state, "robber", [name], "to"),
            "corner": lambda: parsed(game, state, "build", ["settlement", name], "at"),
            "side": lambda: parsed(game, state, "build", ["road", name], "at"),
            "player": lambda: parsed(game, state, "trade", [name, "give", "1", "wool", "get", "1", "ore"], "with"),
            }[kind]()


def rome_reads(game, state, kind: str, name: str) -> str:
    return {"hex": lambda: parsed(game, state, "legionnaire", [name], "to"),
            "corner": lambda: parsed(game, state, "start", ["horsemen", name, "warriors", name], "horsemen"),
            "city": lambda: parsed(game, state, "plunder", [name], "city"),
            "player": lambda: parsed(game, state, "trade", [name, "give", "1", "ore", "get", "1", "grain"], "with"),
            }[kind]()


def aqua_reads(game, state, kind: str, name: str) -> str:
    from referee.games.aqua_romana.building import square_name
    from referee.games.aqua_romana.notation import worker_name

    grid = state.board.grid                  # what lay, well, pass and place-builder read a square and a space with
    return {"square": lambda: square_name(state, grid.square(name)), "space": lambda: grid.track[grid.space(name)],
            "worker": lambda: worker_name(state, name), "player": lambda: player_name(state, name)}[kind]()


def wt_reads(game, state, kind: str, name: str) -> str:
    return {"province": lambda: parsed(game, state, "move", ["infantry-1", name], "path", 0),
            "country": lambda: parsed(game, state, "setup", [name], "country"),
            "unit": lambda: next(u.name for u in state.units if u.name == name),
            "player": lambda: parsed(game, state, "route", [name], "with")}[kind]()


def places(state) -> dict[str, set[str]]:
    """Every place of the board a command can name, by kind (the players too)."""
    players = {"player": {p.name for p in state.players}}
    if hasattr(state, "map") and hasattr(state.map, "provinces"):                 # Warriors & Traders
        return {"province": set(state.map.provinces), "country": set(state.map.countries), **players}
    if hasattr(state, "facts"):                                                    # Struggle for Rome
        m = state.facts.map
        if m is None:
            facts = state.facts
            return {"hex": set(facts.landscapes), "corner": set(facts.touching), "city": set(facts.cities), **players}
        return {"hex": set(m.grid.hexes), "corner": set(m.crossroads), "city": set(m.cities), **players}
    grid = state.board.grid
    if hasattr(grid, "track"):                                                     # Aqua Romana
        return {"square": {grid.name(sq) for sq in grid.squares}, "space": set(grid.track),
                "worker": {w.name for w in state.workers.values() if w.status != "out"}, **players}
    return {"hex": set(grid.hexes), "corner": set(grid.corners), "side": set(grid.sides), **players}


def reader(state):
    if hasattr(state, "map") and hasattr(state.map, "provinces"):
        return wt_reads
    if hasattr(state, "facts"):
        return rome_reads
    return aqua_reads if hasattr(state.board.grid, "track") else catan_reads


ORDER = ("hex", "square", "space", "province", "city", "country", "side", "corner", "worker", "unit", "player")


@pytest.mark.parametrize("key", GAMES)
def test_every_place_a_command_names_has_one_tap_target_with_its_typed_name(key, tmp_path):
    for what, game, state in positions(key, tmp_path):
        root = ET.fromstring(game.board_svg(state))
        assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}", what
        found = targets(root)
        assert found, what
        assert root[-1].get("id") == "targets" and set(root[-1].iter()) >= set(found), f"{what}: not drawn last"
        by_kind: dict[str, Counter] = {}
        read = reader(state)
        for node in found:
            name = node.get("data-name")
            assert node.find(f"{NS}title").text == name, (what, name)
            assert node.get("fill-opacity") == "0" and node.get("pointer-events") == "all", (what, name)
            by_kind.setdefault(kind(node), Counter())[name] += 1
            assert read(game, state, kind(node), name) == name, f"{what}: {kind(node)} {name!r} reads otherwise"
        for place_kind, names in places(state).items():
            assert set(by_kind.get(place_kind, ())) == names, f"{what}: {place_kind} targets"
            assert all(n == 1 for n in by_kind[place_kind].values()) if names else True, f"{what}: {place_kind} twice"
        kinds = [kind(node) for node in found]
        assert kinds == sorted(kinds, key=ORDER.index), f"{what}: the smallest last, the players after the board"


def test_aqua_squares_and_path_spaces_of_one_name_are_told_apart_by_their_kind():
    """E1–E8 name a square and a path space: both have a target, the kind class tells which (issue 29 item 6)."""
    (path,) = example_saves()["aqua-romana"]
    session = Session.load(path)
    root = ET.fromstring(session.game.board_svg(session.state))
    e3 = {kind(node) for node in targets(root) if node.get("data-name") == "E3"}
    assert e3 == {"square", "space"}


def test_hex_board_targets_keep_clear_of_each_other():
    """A corner's disc, a side's diamond and a hex's rest do not overlap: a tap names one place."""
    from referee.core.svg import HexLayout
    from referee.core.hexgrid import grid

    layout = HexLayout(grid((3, 4, 5, 4, 3)), 64.0, 10.0)
    r = layout.corner_reach(True)
    corners = [layout.corner(c) for c in layout.grid.corners]
    assert min(math.dist(a, b) for i, a in enumerate(corners) for b in corners[i + 1:]) >= 2 * r
    for side in layout.grid.sides:
        diamond = layout.side_diamond(side)
        for corner in layout.grid.sides[side].ends:
            x, y = layout.corner(corner)
            assert min(math.dist((x, y), p) for p in diamond) >= r - 0.01
    cx, cy = layout.centre("3c")
    rest = [tuple(map(float, p.split())) for p in layout.hex_inside("3c", True)[2:-2].split(" L ")]
    tips = {min(layout.side_diamond(s), key=lambda p: math.dist((cx, cy), p)) for s in layout.grid.sides_of("3c")}
    assert [round(math.dist((cx, cy), p), 1) for p in rest[::2]] == [round(layout.r - r, 1)] * 6   # off the discs
    assert {(round(x), round(y)) for x, y in rest[1::2]} == {(round(x), round(y)) for x, y in tips}  # to the diamonds


def test_a_saved_picture_looks_as_before_the_targets_are_transparent(tmp_path):
    out = tmp_path / "board.svg"
    example = Path(__file__).resolve().parents[1] / "saves" / "examples" / "catan-4p-beginner.toml"
    assert runner.invoke(app, ["board", "--save", str(example), "--svg", str(out)]).exit_code == 0
    root = ET.parse(out).getroot()
    assert all(t.get("fill-opacity") == "0" and t.get("stroke") == "none" for t in targets(root))
    assert float(root.get("width")) > 500 and root.get("viewBox")
