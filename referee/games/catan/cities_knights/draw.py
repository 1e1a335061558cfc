"""The board of Seafarers with Cities & Knights, as text and as a picture: the knights on their intersections (their
rank; a ring when active), the city walls and metropolises, and the barbarian ship on its track."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from referee.core.i18n import _
from referee.core.svg import INK, el, label
from referee.games.catan import reports, svg
from referee.games.catan.common import listing
from referee.games.catan.cities_knights.knights import rank_name
from referee.games.catan.cities_knights.state import CKState


def track_text(state: CKState) -> str:
    """``[###....]``: the spaces the barbarians have sailed of their track."""
    track = state.options["barbarian_track"]
    return "[" + "#" * state.barbarians + "." * (track - state.barbarians) + "]"


def notes(state: CKState) -> tuple[str, ...]:
    """The legend lines: the knights by player, walls and metropolises, the barbarians."""
    grid = state.board.grid
    lines = []
    for p in state.players:
        mine = state.knights_of(p.name)
        if mine:
            lines.append(_("Knights of {player} (rank on the corner, * active): {knights}.", player=p.name,
                           knights=listing([f"{c} {rank_name(mine[c].rank)}{'*' if mine[c].active else ''}"
                                            for c in grid.sort(mine)])))
    if state.walls or state.metropolis:
        lines.append(_("City walls: {walls}. Metropolises: {metropolises}.",
                       walls=listing(grid.sort(state.walls), _("none")),
                       metropolises=listing([f"{t} {p} {c}" for t, (p, c) in sorted(state.metropolis.items())],
                                            _("none"))))
    lines.append(_("Barbarians {track} {at} of {length}; attacks so far: {attacks} (CK-BARB-1).",
                   track=track_text(state), at=state.barbarians, length=state.options["barbarian_track"],
                   attacks=state.attacks))
    return tuple(lines)


def knight_marks(state: CKState) -> dict[str, str]:
    """Each knight's rank (1–3) by its intersection, as the ASCII board writes it."""
    return {c: str(k.rank) for c, k in state.knights.items()}


def board_text(state: CKState) -> str:
    """The Seafarers map with each knight's rank (1–3) on its intersection."""
    return reports.board_text(state, knight_marks(state), notes(state))


def draw_knights(pic: svg.Picture, root: ET.Element) -> None:
    """A shield in the owner's colour with the rank; an active knight's shield has a thick gold rim."""
    state = pic.state
    if not state.knights:
        return
    layer = el(root, "g", id="knights")
    for corner in pic.grid.sort(state.knights):
        knight = state.knights[corner]
        x, y = pic.corner(corner)
        group = el(layer, "g", class_="knight", data_corner=corner, data_player=knight.owner,
                   data_rank=str(knight.rank), data_active=str(knight.active).lower())
        el(group, "title", _("{player}'s {rank} knight on {at}, {state}", player=knight.owner,
                             rank=rank_name(knight.rank), at=corner,
                             state=_("active") if knight.active else _("inactive")))
        el(group, "circle", cx=x, cy=y, r=11, fill=svg.colour(state.by_name[knight.owner]),
           stroke="#e8b923" if knight.active else INK, stroke_width=4 if knight.active else 1.5)
        label(group, x, y + 5, str(knight.rank), 13, ink=INK)


def draw_walls(pic: svg.Picture, root: ET.Element) -> None:
    """A grey ring under a city with a wall; a purple star above a metropolis."""
    state = pic.state
    layer = el(root, "g", id="walls")
    for corner in pic.grid.sort(state.walls):
        x, y = pic.corner(corner)
        el(layer, "circle", cx=x, cy=y, r=21, fill="none", stroke="#6b6b6b", stroke_width=3, class_="wall",
           data_at=corner)
    for track, (name, corner) in sorted(state.metropolis.items()):
        x, y = pic.corner(corner)
        el(layer, "circle", cx=x, cy=y - 22, r=6, fill="#7b3fb5", stroke=INK, class_="metropolis",
           data_at=corner, data_track=track, data_player=name)


def draw_barbarians(pic: svg.Picture, root: ET.Element) -> None:
    """The barbarian track across the top of the sea: one square a space, the ship on its space."""
    state = pic.state
    track = state.options["barbarian_track"]
    layer = el(root, "g", id="barbarians", data_position=str(state.barbarians), data_track=str(track),
               data_attacks=str(state.attacks))
    el(layer, "title", _("the barbarians: {at} of {length}", at=state.barbarians, length=track))
    for space in range(track + 1):
        x = 24 + 26 * space
        el(layer, "rect", x=x, y=12, width=22, height=22, fill="#5b3a1a" if space == track else "#ffffff",
           stroke=INK, stroke_width=1.5, class_="space")
    x = 24 + 26 * state.barbarians + 11
    el(layer, "polygon", points=f"{x - 9},{25} {x + 9},{25} {x + 5},{31} {x - 5},{31}", fill="#1a1a1a",
       class_="ship")
    el(layer, "polygon", points=f"{x},{14} {x},{25} {x + 8},{22}", fill="#c8102e")


def board_svg(state: CKState) -> str:
    return svg.board_svg(state, (draw_walls, draw_knights, draw_barbarians), notes(state))

