"""Small helpers for the games' SVG pictures (``referee board --svg``), on xml.etree.ElementTree."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from typing import Any

from referee.core.hexgrid import CORNER_CLOCKS

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"   # the pictures' type and ink
INK = "#222222"
CORNER_ANGLE = {12: -90, 2: -30, 4: 30, 6: 90, 8: 150, 10: 210}   # a hex corner's clock position → degrees


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
