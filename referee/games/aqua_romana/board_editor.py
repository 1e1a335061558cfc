"""The page's editor of an Aqua Romana reservoir file (``referee serve --edit FILE``): the 11 × 8 squares drawn as the
game draws them, with the corner curves and the reservoirs of one player count at a time; a reservoir is placed by
tapping its two squares, then the edges its outlets sit on. Each layout's check (AQUA-GEO-3, AQUA-GEO-13,
AQUA-SETUP-4, AQUA-PLACE-4, the outlets that close at once) shown as it fills up. Its changes are
:mod:`board_edits`, the ones ``referee reservoirs`` runs."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from referee.core.errors import RefereeError
from referee.core.i18n import Term, _, translate
from referee.core.mapedit import MapEditor, Progress, field_spec, target, tool
from referee.core.svg import el, label
from referee.core.squaregrid import EDGES
from referee.games.aqua_romana import board as loader
from referee.games.aqua_romana import board_edits, boardfile, svg
from referee.games.aqua_romana.tiles import ROTATIONS, channels
from referee.games.aqua_romana.vocab import COLOR_NAMES

THICK = 12.0                  # how far into its square an edge's tap target reaches


class Layout(svg.Picture):
    """The board's squares as the game's picture places them, without a position around them."""

    def __init__(self):
        self.grid = loader.topology()
        self.left = self.top = svg.MARGIN
        self.width = 2 * svg.MARGIN + self.grid.width * svg.S
        self.height = 2 * svg.MARGIN + self.grid.height * svg.S


class ReservoirEditor(MapEditor):
    kind = "aqua-board"
    command = "referee reservoirs"
    edits = board_edits.EDITS

    def recognises(self, data: dict[str, Any]) -> bool:
        return "layout" in data or ("corners" in data and "board" not in data)

    def load(self, path: Path) -> dict[str, Any]:
        return boardfile.load(str(path))

    def title(self) -> str:
        return _("Aqua Romana reservoir file")

    def tools(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        if data is None:
            return [tool("new", _("Start the reservoir file"), _("It starts with the corner curves every board "
                                                                  "prints."))]
        ready = boardfile.ready(data)
        first = next((k for k in boardfile.LAYOUTS if k not in ready), "p4")
        layouts = field_spec("layout", _("Player count"), choices=[(k, translate(name)) for k, (_p, _e, name)
                                                                   in boardfile.LAYOUTS.items()],
                             default=first, view=True)
        colours = field_spec("color", _("Colour"), choices=[(c, str(Term("aqua colour", c))) for c in COLOR_NAMES])
        outlets = {"field": "layout", "counts": {"p3": 4}, "default": 3}
        return [
            tool("set", _("Reservoir"), _("Choose the player count and the colour, tap the reservoir's two squares, "
                                          "then the edges its outlets sit on."),
                 fields=[layouts, colours, field_spec("seat", _("Seat"), "int", choices=[
                     ("", _("by default")), *((n, str(n)) for n in (1, 2, 3, 4))])],
                 targets=[target("squares", "square", 2), target("outlets", "edge", outlets)]),
            tool("remove", _("Remove"), _("Tap a reservoir of the player count shown to take it out."),
                 fields=[layouts], targets=[target("color", "reservoir")]),
            tool("corner", _("Corner curve"), _("Choose where the curve opens, then tap its corner square."),
                 fields=[field_spec("rotation", _("Curve"), choices=[(r, r) for r in ROTATIONS["curve"]])],
                 targets=[target("square", "square")]),
        ]

    def picture(self, data: dict[str, Any]) -> str:
        pic = Layout()
        g = pic.grid
        root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                                  "viewBox": f"0 0 {pic.width:.0f} {pic.height:.0f}", "width": f"{pic.width:.0f}",
                                  "height": f"{pic.height:.0f}", "class": "draft aqua"})
        el(root, "rect", x=0, y=0, width=pic.width, height=pic.height, fill=svg.BOARD)
        for sq in g.squares:
            x, y = pic.cell(sq)
            square = el(root, "rect", x=x, y=y, width=svg.S, height=svg.S, fill=svg.SQUARE, stroke="#b8a272",
                        stroke_width=1, class_="target square", data_name=g.name(sq), data_kind="square")
            el(square, "title", g.name(sq))
        _draw_corners(root, pic, boardfile.corners(data))
        layouts = data.get("layout") if isinstance(data.get("layout"), dict) else {}
        for key in boardfile.LAYOUTS:
            view = el(root, "g", class_="view", data_view=key)
            for spec in layouts.get(key, []):
                _draw_reservoir(view, pic, spec)
        for sq in g.squares:
            x, y = pic.cell(sq)
            label(root, x + 3.5, y + 12.5, g.name(sq), 10.5, text_anchor="start", fill="#5a4526")
        edges = el(root, "g", id="edges")
        for sq in g.squares:
            x, y = pic.cell(sq)
            for edge in EDGES:
                box = {"N": (x + THICK, y, svg.S - 2 * THICK, THICK), "S": (x + THICK, y + svg.S - THICK,
                                                                          svg.S - 2 * THICK, THICK),
                       "W": (x, y + THICK, THICK, svg.S - 2 * THICK),
                       "E": (x + svg.S - THICK, y + THICK, THICK, svg.S - 2 * THICK)}[edge]
                name = f"{g.name(sq)}:{edge}"
                rect = el(edges, "rect", x=box[0], y=box[1], width=box[2], height=box[3], fill="transparent",
                          class_="target edge", data_name=name, data_kind="edge")
                el(rect, "title", name)
        ET.indent(root)
        return ET.tostring(root, encoding="unicode")

    def progress(self, path: Path, data: dict[str, Any]) -> Progress:
        counts, problems, warnings = boardfile.report(data)
        return Progress(counts, [*problems, *warnings], bool(boardfile.ready(data)),
                        boardfile.verdict(path.name, data))


def _draw_corners(root: ET.Element, pic: Layout, corners: dict[str, Any]) -> None:
    g = pic.grid
    for name, rotation in corners.items():
        try:
            sq = g.square(name)
        except RefereeError:
            continue
        ways = channels(str(rotation)) if str(rotation) in ROTATIONS["curve"] else ()
        for a, b in ways:
            el(root, "path", d=svg.channel_path(pic, sq, a, b), fill="none", stroke=svg.WATER_EDGE, stroke_width=12)
            el(root, "path", d=svg.channel_path(pic, sq, a, b), fill="none", stroke=svg.WATER, stroke_width=7)


def _draw_reservoir(parent: ET.Element, pic: Layout, spec: Any) -> None:
    """One reservoir of the layout: its two squares tinted in its colour, its outlets, its seat."""
    g = pic.grid
    try:
        a, b = (g.square(s) for s in spec["squares"])
        ports = [loader.parse_port(o) for o in spec["outlets"]]
        color = str(spec["color"])
    except (RefereeError, KeyError, TypeError, ValueError):
        return
    (x1, y1), (x2, y2) = pic.cell(a), pic.cell(b)
    x, y = min(x1, x2), min(y1, y2)
    w, h = max(x1, x2) + svg.S - x, max(y1, y2) + svg.S - y
    group = el(parent, "g", class_="target reservoir", data_name=color, data_kind="reservoir")
    el(group, "title", f"{Term('aqua colour', color)} {g.name(a)} {g.name(b)}")
    el(group, "rect", x=x + 3, y=y + 3, width=w - 6, height=h - 6, rx=8, fill=svg.TINT.get(color, "#dddddd"),
       stroke=svg.paint(color), stroke_width=4)
    cx, cy = x + w / 2, y + h / 2
    turn = {"transform": f"rotate(-90 {cx:.1f} {cy:.1f})"} if h > w else {}
    label(group, cx, cy + 4, _("seat {seat}", seat=spec.get("seat", "?")), 12, **turn)
    for n, (sq, edge) in enumerate(ports, 1):
        svg.draw_outlet(pic, group, sq, edge, color, f"{color}{n}")
