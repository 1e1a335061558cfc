"""A scenario's items on the board (SCENARIO-5): ``referee board`` puts each item's glyph — its key's initial,
unique among the scenario's items — on its intersection, side or hex with a legend line; ``board --svg`` draws a
diamond in its owner's colour with the glyph, titled with the item's name (its Czech ``name_cs`` in Czech)."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from referee.core.i18n import _
from referee.core.svg import FONT, INK, el, points
from referee.games.catan import reports, svg
from referee.games.catan.scenario.file import label

DIAMOND = ((0, -10), (10, 0), (0, 10), (-10, 0))


def glyphs(items: dict[str, dict]) -> dict[str, str]:
    """Each item's glyph: the first letter of its key not yet taken (upper case), else a digit."""
    out: dict[str, str] = {}
    for n, key in enumerate(items):
        free = [c.upper() for c in key if c.isalpha() and c.upper() not in out.values()]
        out[key] = free[0] if free else str(n % 10)
    return out


def notes(state) -> tuple[str, ...]:
    """The legend: each item's glyph and name, and where the built ones stand, whose."""
    if not state.items:
        return ()
    mark = glyphs(state.items)
    keys = ", ".join(f"{mark[k]} = {label(i)}" for k, i in state.items.items())
    built = "; ".join(f"{label(state.items[k])} {at} ({who})" for at, (who, k) in sorted(state.placed.items()))
    return (_("Items: {keys}; built: {built}.", keys=keys, built=built or _("none")),)


def board_text(state) -> str:
    mark = glyphs(state.items)
    return reports.board_text(state, {at: mark[k] for at, (_who, k) in state.placed.items()}, notes(state))


def side_spot(pic, side: str) -> tuple[float, float]:
    """The middle of a side, a slanting one's moved a little downhill: clear of the terrain under the number of the
    hex above it."""
    (ax, ay), (bx, by) = pic.side(side)
    x, y = (ax + bx) / 2, (ay + by) / 2
    if abs(ax - bx) < 1:
        return x, y
    nx, ny = (by - ay, ax - bx) if ax > bx else (ay - by, bx - ax)      # the side's normal, pointing down
    length = math.hypot(nx, ny)
    return x + nx / length * 10, y + ny / length * 10


def draw_items(pic, root: ET.Element) -> None:
    """Each built item: a diamond in its owner's colour with its glyph, at its corner, side's middle, or in its
    hex's upper right (clear of the number, the terrain and the robber)."""
    state = pic.state
    if not state.placed:
        return
    mark = glyphs(state.items)
    layer = el(root, "g", id="items", font_family=FONT)
    for at, (who, key) in sorted(state.placed.items()):
        item = state.items[key]
        if item["stands"] == "intersection":
            x, y = pic.corner(at)
        elif item["stands"] == "side":
            x, y = side_spot(pic, at)
        else:
            cx, cy = pic.centre(at)
            x, y = cx + 0.45 * svg.R, cy - 0.2 * svg.R
        group = el(layer, "g", class_="item", data_item=key, data_player=who, data_at=at)
        el(group, "title", _("{item} of {player} on {at}", item=label(item), player=who, at=at))
        el(group, "polygon", points=points((x + dx, y + dy) for dx, dy in DIAMOND),
           fill=svg.colour(state.by_name[who]), stroke=INK, stroke_width=2)
        el(group, "text", mark[key], x=x, y=y + 4, font_size=11, font_weight="bold", text_anchor="middle",
           fill=INK)


def board_svg(state) -> str:
    return svg.board_svg(state, (draw_items,), notes(state))
