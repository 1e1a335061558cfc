"""Where a picture's texts and marks lie (``referee board --svg``), for the tests that keep every label inside the
frame and clear of the others (issue 29 item 22).

A text's box is an estimate, not a browser's measurement: its width is
:func:`referee.core.svg.text_width` (the font size times each character's width by its kind — narrow, wide, upper
case, other — 10 % more in bold; held against widths measured in Chromium by tests/test_svg_text.py), its height
runs from 0.76 of the font size above the baseline (capitals and digits) to 0.22 below it (descenders), and
``text-anchor`` places it. A rotation by a quarter turn (``rotate(-90 x y)``) turns the box. The white halo
(``stroke``) around a label is not counted: it may touch what lies next to it.

A mark is a piece a label must not cover nor be covered by — a number token, a harbour's disc, a city's square,
a tribe, a worker … — found by its class (:data:`MARKS`); its box is that of its shapes (circles, rectangles,
polygons). A text inside a mark (its own inscription: the number on the token) is no collision, and a piece's
inscription may lie over another piece (a worker on the outlet he starts from).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from referee.core.svg import text_width

NS = "{http://www.w3.org/2000/svg}"
MARKS = frozenset({"token", "harbour-disc", "robber", "pirate", "dragon", "knight", "treasure", "settlement",
                   "city-square", "tribe", "legionnaire", "start", "worker", "builder", "reserve-builder",
                   "podium-worker", "outlet", "well", "item", "dragon-token", "chits", "canal-token", "unit-disc"})
INHERITED = ("font-size", "font-weight", "text-anchor")
SLACK = 0.5                     # boxes that overlap by less than this (px) in either direction do not collide


@dataclass(frozen=True)
class Box:
    left: float
    top: float
    right: float
    bottom: float
    what: str

    def overlap(self, other: "Box") -> bool:
        return (min(self.right, other.right) - max(self.left, other.left) > SLACK and
                min(self.bottom, other.bottom) - max(self.top, other.top) > SLACK)

    def inside(self, other: "Box") -> bool:
        return (self.left >= other.left - SLACK and self.right <= other.right + SLACK and
                self.top >= other.top - SLACK and self.bottom <= other.bottom + SLACK)


def text_box(node: ET.Element, style: dict[str, str]) -> Box:
    size = float(style.get("font-size", "16"))
    bold = style.get("font-weight", "normal") in ("bold", "700", "800", "900")
    text = "".join(node.itertext())
    width = text_width(text, size, bold)
    x, y = float(node.get("x", 0)), float(node.get("y", 0))
    left = {"middle": x - width / 2, "end": x - width}.get(style.get("text-anchor", "start"), x)
    box = Box(left, y - 0.76 * size, left + width, y + 0.22 * size, f"text {text!r}")
    turn = re.match(r"rotate\(\s*(-?90)\s+([\d.-]+)\s+([\d.-]+)\s*\)", node.get("transform", ""))
    if turn:                           # a quarter turn about (cx, cy): x' = cx ∓ (y - cy), y' = cy ± (x - cx)
        sign, cx, cy = (1 if turn.group(1) == "90" else -1), float(turn.group(2)), float(turn.group(3))
        xs = [cx - sign * (y - cy) for y in (box.top, box.bottom)]
        ys = [cy + sign * (x - cx) for x in (box.left, box.right)]
        box = Box(min(xs), min(ys), max(xs), max(ys), box.what)
    return box


def shape_box(node: ET.Element) -> Box | None:
    tag = node.tag.removeprefix(NS)
    what = f"{tag} {node.get('class') or ''}".strip()
    if tag == "circle":
        cx, cy, r = (float(node.get(k)) for k in ("cx", "cy", "r"))
        return Box(cx - r, cy - r, cx + r, cy + r, what)
    if tag == "rect":
        x, y, w, h = (float(node.get(k, 0)) for k in ("x", "y", "width", "height"))
        return Box(x, y, x + w, y + h, what)
    if tag == "polygon":
        xy = [tuple(map(float, p.split(","))) for p in node.get("points").split()]
        return Box(min(x for x, _ in xy), min(y for _, y in xy), max(x for x, _ in xy), max(y for _, y in xy), what)
    return None


def union(boxes: list[Box], what: str) -> Box:
    return Box(min(b.left for b in boxes), min(b.top for b in boxes), max(b.right for b in boxes),
               max(b.bottom for b in boxes), what)


def classes(node: ET.Element) -> set[str]:
    return set((node.get("class") or "").split())


def having(root: ET.Element, cls: str) -> list[ET.Element]:
    """The drawn elements of class ``cls`` (the tap targets, which share the kind classes, aside)."""
    return [e for e in root.iter() if cls in classes(e) and "target" not in classes(e)]


def layout(svg: str) -> tuple[Box, list[tuple[Box, tuple]], list[tuple[Box, ET.Element]]]:
    """The frame, every text's box (with the marks it belongs to), every mark's box."""
    root = ET.fromstring(svg.encode("utf-8"))
    _x, _y, width, height = map(float, root.get("viewBox").split())
    texts: list[tuple[Box, tuple]] = []
    marks: list[tuple[Box, ET.Element]] = []

    def walk(node: ET.Element, style: dict[str, str], owners: tuple) -> None:
        style = {**style, **{k: node.get(k) for k in INHERITED if node.get(k)}}
        tag = node.tag.removeprefix(NS)
        if tag in ("defs", "title", "marker", "pattern") or "target" in classes(node):
            return
        if classes(node) & MARKS:
            shapes = [b for b in map(shape_box, node.iter()) if b]
            if shapes:
                marks.append((union(shapes, f"{tag} {node.get('class')}"), node))
            owners = (*owners, node)
        if tag == "text":
            texts.append((text_box(node, style), owners))
            return
        for child in node:
            walk(child, style, owners)

    walk(root, {}, ())
    return Box(0, 0, width, height, "frame"), texts, marks


def problems(svg: str) -> list[str]:
    """Every text outside the frame, every two texts that overlap, every text over a mark not its own."""
    frame, texts, marks = layout(svg)
    found = [f"{box.what} leaves the frame ({box.left:.0f}, {box.top:.0f}, {box.right:.0f}, {box.bottom:.0f}) of "
             f"{frame.right:.0f} × {frame.bottom:.0f}" for box, _o in texts if not box.inside(frame)]
    for i, (a, _o) in enumerate(texts):
        found += [f"{a.what} overlaps {b.what} near ({a.left:.0f}, {a.top:.0f})" for b, _p in texts[i + 1:]
                  if a.overlap(b)]
    own = {id(node): box for box, node in marks}
    for box, owners in texts:
        if any(id(node) in own and box.inside(own[id(node)]) for node in owners):
            continue                            # a piece's inscription: where the piece lies is not a label's concern
        found += [f"{box.what} overlaps the {mark.what} near ({box.left:.0f}, {box.top:.0f})" for mark, node in marks
                  if node not in owners and box.overlap(mark) and not box.inside(mark)]
    return found
