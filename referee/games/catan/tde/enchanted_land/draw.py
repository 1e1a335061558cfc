"""Enchanted Land's board, as text and as a picture: C&K's knights, walls and barbarians, and the dragon tokens on
their intersections — face down (``D``; a green diamond with ``?``) or, after a lost fight, with their known
strength (``D2``) — and the legend naming the enchanted land, the dragons left and the dragons each player slew."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from referee.core.i18n import _
from referee.core.svg import INK, el, label
from referee.games.catan import reports, svg
from referee.games.catan.cities_knights import draw as ck
from referee.games.catan.common import listing
from referee.games.catan.tde.enchanted_land import land


def token(strength: int) -> str:
    return f"D{strength}" if strength else "D"


def notes(state) -> tuple[str, ...]:
    grid = state.board.grid
    lairs = listing([f"{c} {token(state.lairs[c])}" for c in grid.sort(state.lairs)], _("none"))
    slain = listing([f"{p.name} {len(state.slain[p.name])}" for p in state.players if state.slain[p.name]],
                    _("none"))
    return (*ck.notes(state),
            _("Enchanted land: {hexes}. Dragons (D face down, D2 known strength 2): {lairs}; slain: {slain} "
              "(TDE-DRAGON-1…7).", hexes=listing([h for h in grid.hexes if h in land.enchanted(state)]), lairs=lairs, slain=slain))


def board_text(state) -> str:
    """The map with each knight's rank and each dragon token on its intersection (``1D``: a basic knight on a
    face-down dragon)."""
    lairs = {c: token(s) for c, s in state.lairs.items()}
    marks = {**lairs, **{c: rank + lairs.get(c, "") for c, rank in ck.knight_marks(state).items()}}
    return reports.board_text(state, marks, notes(state))


def draw_lairs(pic: svg.Picture, root: ET.Element) -> None:
    """A green diamond on each dragon token's intersection: ``?`` face down, else its known strength."""
    state = pic.state
    if not state.lairs:
        return
    layer = el(root, "g", id="lairs")
    for corner in pic.grid.sort(state.lairs):
        strength = state.lairs[corner]
        x, y = pic.beside(corner, 24)                  # clear of a knight on the corner and of the hexes' labels
        group = el(layer, "g", class_="dragon-token", data_corner=corner, data_strength=str(strength))
        el(group, "title", _("a dragon of strength {strength} on {at}", strength=strength, at=corner) if strength
           else _("a face-down dragon on {at}", at=corner))
        el(group, "polygon", points=f"{x},{y - 9} {x + 9},{y} {x},{y + 9} {x - 9},{y}", fill="#2e7d32",
           stroke=INK, stroke_width=1.5)
        label(group, x, y + 5, str(strength) if strength else "?", 12, ink="#ffffff")


def board_svg(state) -> str:
    return svg.board_svg(state, (ck.draw_walls, ck.draw_knights, draw_lairs, ck.draw_barbarians), notes(state))
