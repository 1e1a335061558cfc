"""The page's editor of a Catan board file (``referee serve --edit FILE``): the board drawn as the game draws it,
every hex, path and intersection a tap target, the shape's neighbours offered to grow it, and the edition's counts
shown as they fill up (CATAN-BOARD-1…3). Its changes are :mod:`board_edits`, the ones ``referee board`` runs."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError
from referee.core.hexgrid import SIDE_CELL, HexGrid
from referee.core.i18n import Term, _, translate
from referee.core.mapedit import MapEditor, Progress, field_spec, tap_targets, target, tool
from referee.core.svg import HexLayout, el, label, points
from referee.games.catan import board_edits, boardfile, manifest
from referee.games.catan.board import NUMBERS, terrains_of
from referee.games.catan.edition import Edition
from referee.games.catan.svg import R, RESOURCE_COLOUR, SEA, TERRAIN, draw_token
from referee.games.catan.vocab import RESOURCES

UNSET = "#ece8de"
HARBOUR = "#7a5230"
KINDS = ("3:1", *RESOURCES.names)


def edition_key(game) -> str:
    """The board file's edition for a game of the family: its own, or Seafarers for a sea scenario. (A Big Box
    scenario's game edits its scenario file, scenario/editor.py; its own board is the edition ``scenario``.)"""
    ed = game.edition if game is not None else None
    if ed is None:
        return "base"
    if ed.sea:
        return "seafarers"
    return "five-six" if ed.key.startswith("five-six") else "base"


class Layout(HexLayout):
    """The grid with room around it for the hexes it may grow by."""

    def __init__(self, g: HexGrid):
        super().__init__(g, R, 1.2 * math.sqrt(3) * R)

    def at(self, cell: tuple[int, int]) -> tuple[float, float]:
        x, y = cell
        return self.margin + x * self.w / 2, self.margin + self.r + y * 1.5 * self.r

    def ring(self, cx: float, cy: float) -> list[tuple[float, float]]:
        return [(cx + self.r * math.cos(math.radians(a)), cy + self.r * math.sin(math.radians(a)))
                for a in (-90, -30, 30, 90, 150, 210)]


class BoardEditor(MapEditor):
    kind = "catan-board"
    command = "referee board"
    edits = board_edits.EDITS

    def recognises(self, data: dict[str, Any]) -> bool:
        board = data.get("board")
        return isinstance(board, dict) and "hexes" in board and "events" not in data and "scenario" not in data

    def load(self, path: Path) -> dict[str, Any]:
        return boardfile.load(str(path))

    def title(self) -> str:
        return _("Catan board file")

    def edition(self, data: dict[str, Any] | None) -> Edition:
        if data is None:
            return boardfile.edition_of(edition_key(self.game))
        return boardfile.parts(data)[1]

    # --- the tools ---------------------------------------------------------------------------------------------
    def tools(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        if data is None:
            editions = [(m.board, translate(m.board_label)) for m in manifest.MEMBERS if m.board]
            fills = [("", _("nothing yet")), ("sea", str(Term("terrain", "sea")))]
            return [tool("new", _("Start the board file"), _("Choose the edition; the shape grows later by tapping "
                                                              "beside the board."),
                         fields=[field_spec("edition", _("Edition"), choices=editions,
                                            default=edition_key(self.game)),
                                 field_spec("rows", _("Hexes per row (empty: the edition's)"), "text",
                                            placeholder="3,4,5,4,3"),
                                 field_spec("fill", _("Every hex first"), choices=fills)])]
        ed = self.edition(data)
        terrains = [(t, str(Term("terrain", t))) for t in terrains_of(ed).names]
        numbers = [("", _("no number")), *((n, str(n)) for n in NUMBERS)]
        kinds = [(k, "3:1" if k == "3:1" else _("2:1 {resource}", resource=Term("resource", k))) for k in KINDS]
        found = [tool("hex", _("Hex"), _("Choose terrain and number, then tap hexes."),
                      fields=[field_spec("terrain", _("Terrain"), choices=terrains),
                              field_spec("number", _("Number"), "int", choices=numbers)],
                      targets=[target("hexname", "hex")]),
                 tool("harbour", _("Harbour"), _("Choose its kind, then tap a coastal path."),
                      fields=[field_spec("kind", _("Kind"), choices=kinds)],
                      targets=[target("coast_path", "side")]),
                 tool("robber", _("Robber"), _("Tap the desert the robber starts on."),
                      targets=[target("hexname", "hex")])]
        if ed.sea:
            found += [tool("pirate", _("Pirate"), _("Tap the sea hex the pirate starts on."),
                           targets=[target("hexname", "hex")]),
                      tool("treasure", _("Treasure"), _("Tap an intersection that holds a treasure token."),
                           targets=[target("corner", "corner")])]
        found += [tool("grow", _("Grow"), _("Tap a dashed place beside the board to add a hex there."),
                       targets=[target("beside", "grow")]),
                  tool("remove", _("Remove"), _("Tap a hex, a harbour or a treasure to take it out of the file."),
                       targets=[target("place", ("hex", "harbour", "treasure"))])]
        return found

    # --- the picture -------------------------------------------------------------------------------------------
    def picture(self, data: dict[str, Any]) -> str:
        root = draw(data)
        ET.indent(root)
        return ET.tostring(root, encoding="unicode")

    # --- the check ---------------------------------------------------------------------------------------------
    def progress(self, path: Path, data: dict[str, Any]) -> Progress:
        board, ed = boardfile.parts(data)
        g = boardfile.grid(data)
        hexes = _hexes(board, g)
        found = boardfile.problems(data)
        counts = [_("{set} of {count} hexes set", set=len(hexes), count=len(g.hexes))]
        if ed.terrains:
            counts += _left(Counter(v["terrain"] for v in hexes.values()), Counter(ed.terrains),
                            lambda t: Term("terrain", t))
            counts += _left(Counter(v["number"] for v in hexes.values() if isinstance(v.get("number"), int)),
                            Counter(ed.tokens.values()), lambda n: _("number {number}", number=n))
        else:
            have = Counter(v["terrain"] for v in hexes.values())
            counts.append(", ".join(f"{Term('terrain', t)} {n}" for t, n in sorted(have.items())) or _("no hex yet"))
        harbours = Counter(h.get("kind") for h in board.get("harbours", []) if isinstance(h, dict))
        if ed.harbours:
            counts += _left(harbours, Counter(ed.harbours), _harbour_name)
        else:
            counts.append(_("harbours: {count}", count=sum(harbours.values())))
        return Progress(counts, [str(p) for p in found], not found, boardfile.verdict(path.name, data, found))


def draw(data: dict[str, Any], grow: bool = True) -> ET.Element:
    """A board file drawn as the board editor shows it: every hex, path and intersection a tap target (``class="target
    KIND"``), and with ``grow`` the dashed places beside the shape that a tap adds."""
    board, _ed = boardfile.parts(data)
    g = boardfile.grid(data)
    pic = Layout(g)
    hexes = _hexes(board, g)
    growth = _growth(g) if grow else {}
    cells = [*g.cell.values(), *growth]
    width = pic.margin * 2 + (max(x for x, _y in cells) + 1) * pic.w / 2
    height = pic.margin * 2 + (len(g.rows) - 1) * 1.5 * R + 2 * R
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                              "viewBox": f"0 0 {width:.0f} {height:.0f}", "width": f"{width:.0f}",
                              "height": f"{height:.0f}", "class": "draft catan"})
    el(root, "rect", x=0, y=0, width=width, height=height, fill=SEA)
    for cell, beside in growth.items():
        cx, cy = pic.at(cell)
        group = el(root, "g", class_="target grow", data_name=beside, data_kind="grow")
        el(group, "title", _("grow the board beside {side}", side=beside))
        el(group, "polygon", points=points(pic.ring(cx, cy)), fill="#ffffff", fill_opacity=0.18,
           stroke="#ffffff", stroke_width=2, stroke_dasharray="6 5")
        el(group, "text", "+", x=cx, y=cy + 10, font_size=30, font_weight="bold", text_anchor="middle",
           fill="#ffffff")
    for name in g.hexes:
        _draw_hex(root, pic, name, hexes.get(name))
    _draw_harbours(root, pic, g, board, hexes)
    _draw_pieces(root, pic, g, board)
    sides = el(root, "g", id="sides")
    for name, side in g.sides.items():
        (ax, ay), (bx, by) = (pic.corner(c) for c in side.ends)
        line = el(sides, "line", x1=ax, y1=ay, x2=bx, y2=by, class_="target side", data_name=name,
                  data_kind="side", stroke="transparent", stroke_width=16, stroke_linecap="round")
        el(line, "title", name)
    tap_targets(el(root, "g", id="corners"), "corner", g.corners, pic.corner, 11)
    return root


def _harbour_name(kind: str) -> str:
    return "3:1" if kind == "3:1" else _("2:1 {resource}", resource=Term("resource", kind))


def _left(have: Counter, wanted: Counter, name) -> list[str]:
    """Per kind the edition counts: how many are still to place, or how many too many (the live count)."""
    lines = []
    for kind, count in wanted.items():
        n = have.get(kind, 0)
        if n > count:
            lines.append(_("{what}: {extra} too many ({count} of {expected})", what=name(kind), extra=n - count,
                           count=n, expected=count))
        elif n < count:
            lines.append(_("{what}: {left} of {count} left", what=name(kind), left=count - n, count=count))
    lines += [_("{what}: {extra} too many ({count} of {expected})", what=name(k), extra=n, count=n, expected=0)
              for k, n in have.items() if k not in wanted]
    return lines


def _hexes(board: dict[str, Any], g: HexGrid) -> dict[str, dict[str, Any]]:
    """The file's hexes that name a hex of the grid with a terrain (the others are for the check to report)."""
    out = {}
    for name, spec in (board.get("hexes") or {}).items():
        try:
            h = g.hex(name)
        except NotationError:
            continue
        if isinstance(spec, dict) and isinstance(spec.get("terrain"), str):
            out[h] = spec
    return out


def _growth(g: HexGrid) -> dict[tuple[int, int], str]:
    """The cells beside the shape a tap may add, each named by the first hex beside it and that hex's side."""
    out: dict[tuple[int, int], str] = {}
    taken = set(g.cell.values())
    for name in g.hexes:
        x, y = g.cell[name]
        for clock, (dx, dy) in SIDE_CELL.items():
            cell = (x + dx, y + dy)
            if cell not in taken and cell not in out and y + dy >= -1:
                out[cell] = f"{name}:{clock}"
    return out


def _draw_hex(root: ET.Element, pic: Layout, name: str, spec: dict[str, Any] | None) -> None:
    cx, cy = pic.centre(name)
    terrain = spec["terrain"] if spec else None
    group = el(root, "g", id=f"hex-{name}")
    poly = el(group, "polygon", points=points(pic.outline(name)), fill=TERRAIN.get(terrain, UNSET),
              stroke="#f7f1e1", stroke_width=4, class_="target hex", data_name=name, data_kind="hex")
    if terrain is None:
        poly.set("stroke-dasharray", "8 6")
        poly.set("stroke", "#9a958a")
    el(poly, "title", f"{name} {Term('terrain', terrain)}" if terrain else _("{hex}: not set yet", hex=name))
    label(group, cx, cy - 0.52 * R, name, 17, class_="hex-name")
    if terrain is None:
        label(group, cx, cy + 10, "?", 28, ink="#9a958a")
        return
    label(group, cx, cy + 0.66 * R, str(Term("terrain", terrain)), 11, font_weight="normal", class_="terrain")
    number = spec.get("number")
    if isinstance(number, int):
        draw_token(group, cx, cy + 0.04 * R, number, name)


def _draw_harbours(root: ET.Element, pic: Layout, g: HexGrid, board: dict[str, Any],
                   hexes: dict[str, dict[str, Any]]) -> None:
    land = {h for h, v in hexes.items() if v["terrain"] != "sea"}
    for harbour in board.get("harbours", []):
        try:
            path, kind = g.side(harbour["path"]), harbour["kind"]
        except (NotationError, KeyError, TypeError):
            continue
        (ax, ay), (bx, by) = (pic.corner(c) for c in g.sides[path].ends)
        shore = [h for h in g.sides[path].hexes if h in land] or list(g.sides[path].hexes)
        cx, cy = pic.centre(shore[0])
        mx, my = (ax + bx) / 2, (ay + by) / 2
        norm = math.hypot(mx - cx, my - cy) or 1.0
        hx, hy = mx + (mx - cx) / norm * 0.62 * R, my + (my - cy) / norm * 0.62 * R
        group = el(root, "g", class_="target harbour", data_name=path, data_kind="harbour")
        el(group, "title", f"{path} {_harbour_name(kind) if kind in KINDS else kind}")
        for px, py in ((ax, ay), (bx, by)):
            el(group, "line", x1=hx, y1=hy, x2=px, y2=py, stroke=HARBOUR, stroke_width=5, stroke_linecap="round")
        el(group, "circle", cx=hx, cy=hy, r=0.36 * R, fill=RESOURCE_COLOUR.get(kind, "#ffffff"), stroke=HARBOUR,
           stroke_width=3)
        if kind == "3:1" or kind not in RESOURCE_COLOUR:
            label(group, hx, hy + 6, str(kind), 17)
        else:
            label(group, hx, hy - 2, "2:1", 15)
            label(group, hx, hy + 13, str(Term("resource", kind)), 12)


def _draw_pieces(root: ET.Element, pic: Layout, g: HexGrid, board: dict[str, Any]) -> None:
    """The robber's and the pirate's start, and the treasure tokens."""
    for key, ink, dx in (("robber", "#3b3b3b", -0.55), ("pirate", "#111111", 0.5)):
        try:
            hexname = g.hex(board[key]) if key in board else None
        except NotationError:
            hexname = None
        if hexname:
            cx, cy = pic.centre(hexname)
            x, y = cx + dx * R, cy
            group = el(root, "g", class_=key, data_hex=hexname)
            el(group, "title", _("the robber on {hex}", hex=hexname) if key == "robber" else
               _("the pirate on {hex}", hex=hexname))
            el(group, "circle", cx=x, cy=y - 12, r=7.5, fill=ink, stroke="#ffffff", stroke_width=1.5)
            el(group, "path", d=f"M {x - 11:.1f} {y + 17:.1f} Q {x - 12:.1f} {y - 4:.1f} {x:.1f} {y - 6:.1f} "
                                f"Q {x + 12:.1f} {y - 4:.1f} {x + 11:.1f} {y + 17:.1f} Z",
               fill=ink, stroke="#ffffff", stroke_width=1.5)
    for corner in board.get("treasures", []) if isinstance(board.get("treasures"), list) else []:
        try:
            at = g.corner(corner)
        except NotationError:
            continue
        x, y = pic.corner(at)
        group = el(root, "g", class_="target treasure", data_name=at, data_kind="treasure")
        el(group, "title", _("a treasure on {at}", at=at))
        el(group, "rect", x=x - 11, y=y - 9, width=22, height=18, rx=3, fill="#8b5a2b", stroke="#222222",
           stroke_width=1.5)
        el(group, "rect", x=x - 11, y=y - 2, width=22, height=4, fill="#e8b923")

