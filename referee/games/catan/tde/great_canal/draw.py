"""The Great Canal's picture: the C&K member's (knights, walls, the barbarians) with the canal — two chits on each
canal hex not dug yet, a brown ditch through the hexes dug, water once the canal is complete (TDE-CANAL-7…12)."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from referee.core.i18n import _
from referee.core.svg import INK, el, label
from referee.games.catan import svg
from referee.games.catan.cities_knights.draw import draw_barbarians, draw_knights, draw_walls, notes
from referee.games.catan.tde.great_canal.game import CanalState

DITCH, WATER, CHIT = "#8b5a2b", "#3a7bd5", "#f4e3b2"


def draw_canal(pic: svg.Picture, root: ET.Element) -> None:
    """The ditch from number token to number token, a ring round each dug hex's token, the chits right of each
    token not dug yet (the robber stands left of it)."""
    state: CanalState = pic.state
    layer = el(root, "g", id="canal", data_complete=str(state.flooded).lower())
    colour = WATER if state.flooded else DITCH
    opened = [h for h in state.canal if h in state.dug or h in state.lost]
    ring = 0.3 * svg.R + 4
    for a, b in zip(state.canal, state.canal[1:]):
        if a in opened and b in opened:
            (x1, y1), (x2, y2) = pic.centre(a), pic.centre(b)
            k = ring / math.hypot(x2 - x1, y2 - y1)
            el(layer, "line", x1=x1 + (x2 - x1) * k, y1=y1 + (y2 - y1) * k, x2=x2 - (x2 - x1) * k,
               y2=y2 - (y2 - y1) * k, stroke=colour, stroke_width=10, stroke_linecap="round", class_="ditch")
    for h in state.canal:
        x, y = pic.centre(h)
        if h in opened:
            el(layer, "circle", cx=x, cy=y + 0.04 * svg.R, r=ring, fill="none", stroke=colour, stroke_width=5,
               class_="canal-token", data_hex=h)
            continue
        group = el(layer, "g", class_="chits", data_hex=h)
        el(group, "title", _("two Catan chits on {hex}: dug by two active knights (TDE-CANAL-7)", hex=h))
        for dy in (-9, 9):
            el(group, "circle", cx=x + 0.52 * svg.R, cy=y + dy, r=8, fill=CHIT, stroke=INK, stroke_width=1.5)
            label(group, x + 0.52 * svg.R, y + dy + 4, "C", 10, ink=INK)
    basin = state.layout.get("basin")
    if basin and state.flooded:
        x, y = pic.centre(basin)
        el(layer, "circle", cx=x, cy=y, r=30, fill=WATER, fill_opacity=0.6, class_="basin", data_hex=basin)


def board_svg(state: CanalState) -> str:
    return svg.board_svg(state, (draw_canal, draw_walls, draw_knights, draw_barbarians), notes(state))
