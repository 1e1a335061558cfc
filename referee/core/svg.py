"""Small helpers for the games' SVG pictures (``referee board --svg``), on xml.etree.ElementTree.

Every place a command can name carries a tap target (:func:`target`): a transparent shape with ``class="target
KIND"``, ``data-name`` (the name as a command takes it) and a ``<title>`` holding that name, drawn last so that a
page (``referee serve``) can turn a tap into the typed name. Text is measured by :func:`text_width`, an estimate
from the font size and the characters, so that labels can be wrapped and placed clear of each other."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from typing import Any

from referee.core.hexgrid import CORNER_CLOCKS

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"   # the pictures' type and ink
INK = "#222222"
CORNER_ANGLE = {12: -90, 2: -30, 4: 30, 6: 90, 8: 150, 10: 210}   # a hex corner's clock position → degrees
# The advance of a DejaVu Sans character in em, by its kind (measured in a browser; bold is 10 % wider, a narrow
# character 20 %): enough to keep a label inside its frame and clear of the next.
NARROW, WIDE = frozenset(" !'()*,-./:;I[]`fijlrt|·ıíìïĺľťřÍ"), frozenset("%@MWmw—…½")
EM = {"narrow": 0.33, "wide": 1.0, "upper": 0.76, "other": 0.64}
SYMBOL = 0.9                                       # ★ → × ✓ and other signs


def el(parent: ET.Element, tag: str, text: str | None = None, **attrs) -> ET.Element:
    """A child element; ``class_`` → ``class``, ``font_size`` → ``font-size``, floats rounded."""
    clean = {}
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        clean[key] = f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
    node = ET.SubElement(parent, tag, clean)
    if text is not None:
        node.text = text
    return node


def points(pts) -> str:
    """An SVG ``points`` attribute."""
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def label(parent: ET.Element, x: float, y: float, text: str, size: float, *, ink: str = INK, font: str = FONT,
          **attrs) -> ET.Element:
    """Bold centred text with a white halo, readable on any background."""
    attrs = {"fill": ink, "font_weight": "bold", "text_anchor": "middle", **attrs}
    return el(parent, "text", text, x=x, y=y, font_size=size, font_family=font, stroke="#ffffff",
              stroke_width=3, stroke_linejoin="round", paint_order="stroke", **attrs)


def em(char: str) -> float:
    """The width of one character in em (normal weight)."""
    if char in NARROW:
        return EM["narrow"]
    if char in WIDE:
        return EM["wide"]
    if char.isupper():
        return EM["upper"]
    return EM["other"] if char.isalnum() or ord(char) < 0x2000 else SYMBOL


def text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate of how wide ``text`` is drawn at ``size`` in :data:`FONT` (never much less than a browser draws
    it; tests/test_svg_text.py holds it against measured widths)."""
    return size * sum(em(c) * (1.0 + (0.2 if bold and c in NARROW else 0.1 if bold else 0.0)) for c in text)


def fitted(text: str, size: float, room: float, bold: bool = False) -> float:
    """``size``, or the smaller size at which ``text`` fits ``room`` (a long Czech terrain in its hex)."""
    return min(size, size * room / (text_width(text, size, bold) or 1.0))


def wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width``, broken between words (a lone long word keeps its line)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


Box = tuple[float, float, float, float]            # left, top, right, bottom


def text_box(x: float, y: float, text: str, size: float, bold: bool = False, anchor: str = "middle") -> Box:
    """Where a text drawn at (``x``, ``y``) lies: capitals above the baseline, descenders below it."""
    width = text_width(text, size, bold)
    left = {"middle": x - width / 2, "end": x - width}.get(anchor, x)
    return left, y - 0.76 * size, left + width, y + 0.22 * size


def circle_box(x: float, y: float, r: float) -> Box:
    return x - r, y - r, x + r, y + r


def clash(a: Box, b: Box) -> float:
    """How much of ``a`` covers ``b`` (area)."""
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


class Room:
    """What a picture has taken (labels, tokens, pieces) inside its ``frame``; :meth:`place` puts a label on the
    first of its candidate spots that is clear of them all."""

    CELL = 64.0                                   # the taken boxes are filed by the cells of this size they touch

    def __init__(self, frame: Box):
        self.frame = frame
        self.cells: dict[tuple[int, int], list[Box]] = {}

    def _cells(self, box: Box):
        return ((i, j) for i in range(int(box[0] // self.CELL), int(box[2] // self.CELL) + 1)
                for j in range(int(box[1] // self.CELL), int(box[3] // self.CELL) + 1))

    def take(self, *boxes: Box) -> None:
        for box in boxes:
            for cell in self._cells(box):
                self.cells.setdefault(cell, []).append(box)

    def cost(self, boxes: tuple[Box, ...]) -> float:
        """How much of ``boxes`` lies outside the frame (heavily) or over what is taken."""
        fx0, fy0, fx1, fy1 = self.frame
        outside = sum(max(0.0, fx0 - b[0]) + max(0.0, fy0 - b[1]) + max(0.0, b[2] - fx1) + max(0.0, b[3] - fy1)
                      for b in boxes)
        near = {id(t): t for b in boxes for cell in self._cells(b) for t in self.cells.get(cell, ())}
        return 1000 * outside + sum(clash(b, t) for b in boxes for t in near.values())

    def place(self, spots) -> int:
        """The index of the first clear spot (each spot a tuple of boxes), else of the least covered; taken."""
        seen, costs = [], []
        for spot in spots:                        # a generator: the spots after the first clear one are not made
            seen.append(spot)
            costs.append(self.cost(spot))
            if costs[-1] < 1.0:
                break
        best = len(costs) - 1 if costs[-1] < 1.0 else min(range(len(costs)), key=costs.__getitem__)
        self.take(*seen[best])
        return best


def target(parent: ET.Element, kind: str, name: str, tag: str, **geometry) -> ET.Element:
    """A tap target: a transparent ``tag`` (``circle``, ``path``, ``rect`` …) over the place ``name`` of ``kind``
    (``hex``, ``corner``, ``side``, ``square``, ``space``, ``province``, ``city``, ``player`` …)."""
    node = el(parent, tag, class_=f"target {kind}", data_name=name, fill="#ffffff", fill_opacity=0, stroke="none",
              pointer_events="all", **geometry)
    el(node, "title", name)
    return node


class HexLayout:
    """Where the hexes and corners of a :class:`~referee.core.hexgrid.HexGrid` stand in a picture: pointy-top
    hexes of radius ``r`` (centre to corner) inside a ``margin``; ``width`` and ``height`` hold the whole grid."""

    def __init__(self, grid: Any, r: float, margin: float):
        self.grid, self.r, self.margin = grid, r, margin
        self.w = math.sqrt(3) * r                                   # hex width, flat side to flat side
        columns = max(x for x, _ in grid.cell.values()) + 1
        self.width = columns * self.w / 2 + 2 * margin
        self.height = (len(grid.rows) - 1) * 1.5 * r + 2 * r + 2 * margin

    def centre(self, hexname: str) -> tuple[float, float]:
        x, y = self.grid.cell[hexname]
        return self.margin + x * self.w / 2, self.margin + self.r + y * 1.5 * self.r

    def corner(self, name: str) -> tuple[float, float]:
        """A corner named ``3e:4`` (hex and clock position)."""
        hexname, clock = name.split(":")
        cx, cy = self.centre(hexname)
        angle = math.radians(CORNER_ANGLE[int(clock)])
        return cx + self.r * math.cos(angle), cy + self.r * math.sin(angle)

    def outline(self, hexname: str) -> list[tuple[float, float]]:
        """The hex's six corners, clockwise from 12 o'clock."""
        return [self.corner(f"{hexname}:{c}") for c in CORNER_CLOCKS]

    def beside(self, corner: str, distance: float) -> tuple[float, float]:
        """A point ``distance`` from a corner along its upright side (up from a 12, 4 or 8 o'clock corner, down from
        the others): between two hexes, clear of their names, numbers and terrains."""
        x, y = self.corner(corner)
        return (x, y - distance) if int(corner.split(":")[1]) in (12, 4, 8) else (x, y + distance)

    def side(self, name: str) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two ends of a side named ``3e:3``."""
        a, b = self.grid.sides[name].ends
        return self.corner(a), self.corner(b)

    # --- tap targets: corners as discs, sides as diamonds between them, hexes the rest ---------------
    CORNER_TAP, SIDE_TAP = 0.25, 0.3           # of the radius: a corner's disc; how far a side's diamond reaches in

    def corner_reach(self, sides: bool) -> float:
        """A corner target's radius: larger where no side needs the room between two corners."""
        return (self.CORNER_TAP if sides else 0.3) * self.r

    def side_diamond(self, name: str) -> list[tuple[float, float]]:
        """A side's target: from one corner's disc to the other's, ``SIDE_TAP`` wide into each hex beside it."""
        (ax, ay), (bx, by) = self.side(name)
        length = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / length, (by - ay) / length
        mx, my, rc, d = (ax + bx) / 2, (ay + by) / 2, self.corner_reach(True), self.SIDE_TAP * self.r
        return [(ax + ux * rc, ay + uy * rc), (mx - uy * d, my + ux * d), (bx - ux * rc, by - uy * rc),
                (mx + uy * d, my - ux * d)]

    def hex_inside(self, hexname: str, sides: bool, corners: frozenset[str] | set[str] = frozenset()) -> str:
        """A hex's target as path data: the hex less its sides' diamonds (``sides``) and corners' discs (all of them
        with sides, else those of ``corners``)."""
        cx, cy = self.centre(hexname)
        outline = self.outline(hexname)
        rc = self.corner_reach(sides)
        if sides:                               # a 12-gon: each corner pulled in by its disc, each side's inner tip
            reach = self.r * math.sqrt(3) / 2 - self.SIDE_TAP * self.r
            pts = []
            for i, (x, y) in enumerate(outline):
                pts.append((x + (cx - x) * rc / self.r, y + (cy - y) * rc / self.r))
                angle = math.radians(CORNER_ANGLE[CORNER_CLOCKS[i]] + 30)
                pts.append((cx + reach * math.cos(angle), cy + reach * math.sin(angle)))
            return "M " + " L ".join(f"{x:.1f} {y:.1f}" for x, y in pts) + " Z"
        parts = []
        for i, (x, y) in enumerate(outline):    # along each side, then round the corner's disc on the inside
            if self.grid.name(hexname, CORNER_CLOCKS[i]) not in corners:
                parts.append(f"{'M' if i == 0 else 'L'} {x:.1f} {y:.1f}")
                continue
            (px, py), (nx, ny) = outline[i - 1], outline[(i + 1) % 6]
            start = (x + (px - x) * rc / self.r, y + (py - y) * rc / self.r)
            end = (x + (nx - x) * rc / self.r, y + (ny - y) * rc / self.r)
            parts.append(f"{'M' if i == 0 else 'L'} {start[0]:.1f} {start[1]:.1f} "
                         f"A {rc:.1f} {rc:.1f} 0 0 0 {end[0]:.1f} {end[1]:.1f}")
        return " ".join(parts) + " Z"

    def draw_targets(self, layer: ET.Element, hexes, corners, sides=(), between=None) -> None:
        """Hexes, then sides, then corners, so that the smallest wins a tap; ``between(layer)`` draws a game's own
        targets over the hexes (Rome's city names)."""
        notched = set(corners)
        for name in hexes:
            target(layer, "hex", name, "path", d=self.hex_inside(name, bool(sides), notched))
        if between:
            between(layer)
        for name in sides:
            target(layer, "side", name, "polygon", points=points(self.side_diamond(name)))
        for name in corners:
            x, y = self.corner(name)
            target(layer, "corner", name, "circle", cx=x, cy=y, r=self.corner_reach(bool(sides)))
