"""``referee board --svg``: the position as a picture — hexes with their names, numbers and harbours,
buildings and roads in the players' colours, the robber, and the Longest Road holder's route."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from referee.core.i18n import Term, _, counted
from referee.core.svg import FONT, INK, HexLayout, el, label, points
from referee.core.graph import longest_trail_edges
from referee.games.catan import scoring
from referee.games.catan.awards import passable
from referee.games.catan.common import robber_place, route_award
from referee.games.catan.reports import example_hex, waiting_for
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import PRODUCES

R = 64.0                                   # hex radius: centre to corner
MARGIN = 96.0                              # sea around the island, room for the harbours
RED = "#c8102e"
SEA = "#7fb8e0"
TERRAIN = {"forest": "#4f9a45", "hills": "#d98350", "pasture": "#a9d86e", "fields": "#f1d159",
           "mountains": "#a4a4a4", "desert": "#e6d6a4", "sea": "#5d9fd3", "gold": "#e8b923",
           "fog": "#8d949b"}                     # a face-down hex (SEA-FOG-1)
RESOURCE_COLOUR = {r: TERRAIN[t] for t, r in PRODUCES.items()}
HULL = ((-13, -2), (13, -2), (8, 7), (-8, 7))
PLAYER = {"red": "#d62828", "blue": "#1d5fd1", "white": "#ffffff", "orange": "#f28c28", "green": "#2a9d4b",
          "brown": "#8b5a2b", "black": "#1a1a1a", "yellow": "#ffd60a", "purple": "#7b3fb5", "pink": "#f06aa8"}
FALLBACK = ("#d62828", "#1d5fd1", "#ffffff", "#f28c28", "#2a9d4b", "#8b5a2b")
HOUSE = ((-9, 8), (9, 8), (9, -3), (0, -12), (-9, -3))
CITY = ((-15, 10), (15, 10), (15, -3), (3, -3), (3, -8), (-6, -17), (-15, -8))


def colour(player: Player) -> str:
    """The player's colour as SVG paint: a known name, a ``#rgb`` value, or the seat's default."""
    name = player.color.strip().lower()
    if name in PLAYER:
        return PLAYER[name]
    if name.startswith("#") and len(name) in (4, 7) and all(c in "0123456789abcdef" for c in name[1:]):
        return name
    return FALLBACK[player.seat % len(FALLBACK)]


def pips(number: int) -> int:
    """Ways two dice make ``number``: the dots under a token."""
    return 6 - abs(7 - number)


def longest_route(state: CatanState, player: Player) -> list[str]:
    """The paths of one longest trail of ``player``'s roads (CATAN-ROAD-1/2), in walking order."""
    return longest_trail_edges(state.route_edges(player), passable(state, player))


class Picture(HexLayout):
    """Coordinates of hexes, corners and sides in the drawing."""

    def __init__(self, state: CatanState, notes: tuple[str, ...] = ()):
        super().__init__(state.board.grid, R, MARGIN)
        self.state = state
        self.notes = notes                         # a variant's own legend lines (a scenario's items)
        self.board_width, self.board_height = self.width, self.height
        self.legend_height = 30 + 24 * len(state.players) + 80 + 18 * (len(notes) + bool(state.pirate))   # its line

    def side(self, name: str) -> tuple[tuple[float, float], tuple[float, float]]:
        a, b = self.grid.sides[name].ends
        return self.corner(a), self.corner(b)


def draw_hexes(pic: Picture, root: ET.Element) -> None:
    board = pic.state.board
    layer = el(root, "g", id="hexes")
    for name in pic.grid.hexes:
        cx, cy = pic.centre(name)
        terrain = board.terrain[name]
        group = el(layer, "g", id=f"hex-{name}")
        corners = pic.outline(name)
        poly = el(group, "polygon", points=points(corners), fill=TERRAIN[terrain], stroke="#f7f1e1",
                  stroke_width=4, class_="hex", data_hex=name, data_terrain=terrain)
        number = board.number.get(name)
        if number:
            poly.set("data-number", str(number))
        el(poly, "title", f"{name} {Term('terrain', terrain)}{f' {number}' if number else ''}")
        label(group, cx, cy - 0.52 * R, name, 17, class_="hex-name", data_hex=name)
        label(group, cx, cy + 0.66 * R, str(Term("terrain", terrain)), 11, font_weight="normal", class_="terrain")
        if number:
            draw_token(group, cx, cy + 0.04 * R, number, name)
        moved = getattr(pic.state, "token_notes", {}).get(name)    # a token moved (Greater Catan, TDE-GREATER-9)
        if moved:
            label(group, cx, cy + 0.42 * R, moved, 12, class_="token-moved", data_hex=name)


def draw_token(group: ET.Element, cx: float, cy: float, number: int, hexname: str) -> None:
    red = number in (6, 8)
    el(group, "circle", cx=cx, cy=cy, r=0.3 * R, fill="#f6ecd0", stroke=INK, stroke_width=1.5, class_="token")
    el(group, "text", str(number), x=cx, y=cy + 5, font_size=20, font_weight="bold", text_anchor="middle",
       font_family=FONT, fill=RED if red else INK, class_="number", data_hex=hexname)
    dots = pips(number)
    for i in range(dots):
        el(group, "circle", cx=cx + (i - (dots - 1) / 2) * 4.6, cy=cy + 11, r=1.7, fill=RED if red else INK)


def draw_harbours(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="harbours")
    for harbour in pic.state.board.data["harbours"]:
        path, kind = harbour["path"], harbour["kind"]
        (ax, ay), (bx, by) = pic.side(path)
        shore = [h for h in pic.grid.sides[path].hexes if h in pic.state.board.land]
        cx, cy = pic.centre(shore[0])                         # the harbour lies off its land hex
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dx, dy = mx - cx, my - cy
        norm = math.hypot(dx, dy)
        hx, hy = mx + dx / norm * 0.62 * R, my + dy / norm * 0.62 * R
        ends = pic.grid.sides[path].ends
        group = el(layer, "g", class_="harbour", data_path=path, data_kind=kind, data_corners=" ".join(ends))
        for (px, py), corner in zip(((ax, ay), (bx, by)), ends):
            el(group, "line", x1=hx, y1=hy, x2=px, y2=py, stroke="#7a5230", stroke_width=5, stroke_linecap="round")
            el(group, "circle", cx=px, cy=py, r=5, fill="#7a5230", class_="access", data_at=corner)
        fill = "#ffffff" if kind == "3:1" else RESOURCE_COLOUR[kind]
        el(group, "circle", cx=hx, cy=hy, r=0.36 * R, fill=fill, stroke="#7a5230", stroke_width=3)
        if kind == "3:1":
            label(group, hx, hy + 6, "3:1", 17)
        else:
            label(group, hx, hy - 2, "2:1", 15)
            label(group, hx, hy + 13, str(Term("resource", kind)), 12)


def draw_route(pic: Picture, root: ET.Element) -> None:
    """The Longest Road holder's longest trail, as a glow under his roads."""
    state = pic.state
    if not state.longest_road:
        return
    holder = state.by_name[state.longest_road]
    route = longest_route(state, holder)
    layer = el(root, "g", id="longest-road", class_="longest-road", data_player=holder.name,
               data_length=len(route))
    for path in route:
        (ax, ay), (bx, by) = pic.side(path)
        el(layer, "line", x1=ax, y1=ay, x2=bx, y2=by, stroke="#ffe600", stroke_width=20, stroke_linecap="round",
           stroke_opacity=0.9, data_at=path)


def draw_roads(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="roads")
    for p in pic.state.players:
        for path in pic.grid.sort(p.roads):
            (ax, ay), (bx, by) = pic.side(path)
            # leave the corners free for the buildings
            x1, y1 = ax + (bx - ax) * 0.14, ay + (by - ay) * 0.14
            x2, y2 = bx + (ax - bx) * 0.14, by + (ay - by) * 0.14
            group = el(layer, "g", class_="road", data_player=p.name, data_at=path)
            el(group, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=INK, stroke_width=11, stroke_linecap="round")
            el(group, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=colour(p), stroke_width=7,
               stroke_linecap="round")


def draw_ships(pic: Picture, root: ET.Element) -> None:
    """Seafarers: a ship is a hull in the player's colour on the middle of its path, over a dashed wake."""
    layer = el(root, "g", id="ships")
    for p in pic.state.players:
        for path in pic.grid.sort(p.ships):
            (ax, ay), (bx, by) = pic.side(path)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            group = el(layer, "g", class_="ship", data_player=p.name, data_at=path)
            el(group, "line", x1=ax, y1=ay, x2=bx, y2=by, stroke=colour(p), stroke_width=4, stroke_dasharray="6 5")
            el(group, "polygon", points=points((mx + dx, my + dy) for dx, dy in HULL), fill=colour(p), stroke=INK,
               stroke_width=2)
            el(group, "line", x1=mx, y1=my - 2, x2=mx, y2=my - 16, stroke=INK, stroke_width=2)


def draw_pirate(pic: Picture, root: ET.Element) -> None:
    """Seafarers: the pirate's black ship on its sea hex."""
    hexname = pic.state.pirate
    if not hexname:
        return
    cx, cy = pic.centre(hexname)
    x, y = cx + 0.5 * R, cy + 0.1 * R
    group = el(root, "g", id="pirate", class_="pirate", data_hex=hexname)
    el(group, "title", _("the pirate on {hex}", hex=hexname))
    el(group, "polygon", points=points((x + 1.3 * dx, y + 1.3 * dy) for dx, dy in HULL), fill="#1a1a1a",
       stroke="#ffffff", stroke_width=1.5)
    el(group, "polygon", points=points(((x, y - 4), (x, y - 24), (x + 13, y - 14))), fill="#1a1a1a",
       stroke="#ffffff", stroke_width=1.5)


def draw_treasures(pic: Picture, root: ET.Element) -> None:
    """TD&E: a treasure token (chest side up) on each intersection that still holds one."""
    marked = [c for c in pic.grid.corners if pic.state.token_at(c)]
    if not marked:
        return
    layer = el(root, "g", id="treasures")
    for corner in pic.grid.sort(marked):
        x, y = pic.corner(corner)
        group = el(layer, "g", class_="treasure", data_corner=corner)
        el(group, "title", _("a treasure on {at}", at=corner))
        el(group, "rect", x=x - 9, y=y - 7, width=18, height=14, rx=3, fill="#8b5a2b", stroke=INK, stroke_width=1.5)
        el(group, "rect", x=x - 9, y=y - 2, width=18, height=3, fill="#e8b923")


BUILDINGS = {"settlement": HOUSE, "city": CITY}     # another piece on an intersection is a variant's to draw


def draw_buildings(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="buildings")
    for corner, (name, piece) in sorted(pic.state.occupant.items()):
        if piece not in BUILDINGS:
            continue
        x, y = pic.corner(corner)
        shape = BUILDINGS[piece]
        el(layer, "polygon", points=points((x + dx, y + dy) for dx, dy in shape), fill=colour(pic.state.by_name[name]),
           stroke=INK, stroke_width=2, stroke_linejoin="round", class_=piece, data_player=name, data_at=corner)


def draw_robber(pic: Picture, root: ET.Element) -> None:
    if pic.state.robber is None:          # beside the board (SEA-DEV-2), or no robber (TDE-DESERT-2)
        return
    cx, cy = pic.centre(pic.state.robber)
    x, y = cx - 0.55 * R, cy + 0.02 * R
    group = el(root, "g", id="robber", class_="robber", data_hex=pic.state.robber)
    el(group, "title", _("the robber on {hex}", hex=pic.state.robber))
    el(group, "path", d=f"M {x - 11:.1f} {y + 17:.1f} Q {x - 12:.1f} {y - 4:.1f} {x:.1f} {y - 6:.1f} "
                        f"Q {x + 12:.1f} {y - 4:.1f} {x + 11:.1f} {y + 17:.1f} Z",
       fill="#3b3b3b", stroke="#ffffff", stroke_width=1.5)
    el(group, "circle", cx=x, cy=y - 12, r=7.5, fill="#3b3b3b", stroke="#ffffff", stroke_width=1.5)


def draw_legend(pic: Picture, root: ET.Element, top: float) -> None:
    state = pic.state
    layer = el(root, "g", id="legend", font_family=FONT, font_size=14, fill=INK)
    el(layer, "rect", x=0, y=top, width=pic.board_width, height=pic.legend_height, fill="#ffffff")
    y = top + 26
    el(layer, "text", state.setup.title or _("Catan"), x=16, y=y, font_size=16, font_weight="bold")
    for p in state.players:
        y += 24
        shown = scoring.victory_points(state, p, hidden=bool(state.winner))   # VP cards stay secret until the end
        notes = [str(a) for a, h in ((route_award(state), state.longest_road),
                                     (Term("award", "Largest Army"), state.largest_army),
                                     (_("winner"), state.winner)) if h == p.name]
        el(layer, "polygon", points=points((28 + dx, y - 5 + dy) for dx, dy in HOUSE),
           fill=colour(p), stroke=INK, stroke_width=2)
        text = _("{player} ({colour}): {points} · {settlements} · {cities} · {roads}, longest {length}",
                 player=p.name, colour=Term("color", p.color), points=counted(shown, "unit", "VP", "VP"),
                 settlements=counted(len(p.settlements), "piece", "settlement", "settlements"),
                 cities=counted(len(p.cities), "piece", "city", "cities"),
                 roads=counted(len(p.roads), "piece", "road", "roads"), length=p.road_length)
        el(layer, "text", " · ".join([text, *notes]), x=48, y=y)
    lines = [_("Robber on {hex}. Turn {turn}: {waiting}.", hex=robber_place(state), turn=state.turn,
               waiting=waiting_for(state)),
             *([_("Pirate on {hex}.", hex=state.pirate)] if state.pirate else []),
             _("Corners are even hours ({example}:4), sides odd hours ({example}:3), 12 at the top.",
               example=example_hex(state.board.grid)),
             _("6 and 8 in red; dots under a number = its ways out of 36; yellow glow = {player}'s longest road.",
               player=state.longest_road) if state.longest_road else
             _("6 and 8 in red; dots under a number = its ways out of 36."), *pic.notes]
    y += 10
    for i, line in enumerate(lines):
        y += 22 if i == 0 else 18
        el(layer, "text", line, x=16, y=y, font_size=14 if i == 0 else 12)


def draw_dragons(pic: Picture, root: ET.Element) -> None:
    """The Desert Dragons: a dark-red disc with the count on each hex holding dragons (TDE-DESERT)."""
    held = {h: n for h, n in getattr(pic.state, "dragons", {}).items() if n}
    if not held:
        return
    layer = el(root, "g", id="dragons")
    for hexname in pic.grid.sort(held):
        cx, cy = pic.centre(hexname)
        group = el(layer, "g", class_="dragon", data_hex=hexname, data_dragons=str(held[hexname]))
        el(group, "title", _("{count} dragon(s) on {hex}", count=held[hexname], hex=hexname))
        el(group, "circle", cx=cx + 0.42 * R, cy=cy - 0.2 * R, r=0.2 * R, fill="#7a1f1f", stroke=INK,
           stroke_width=1.5)
        label(group, cx + 0.42 * R, cy - 0.2 * R + 5, f"D{held[hexname]}", 13, ink="#ffffff")


def board_svg(state: CatanState, own: tuple = (), notes: tuple[str, ...] = ()) -> str:
    """The whole picture as an SVG document; a variant adds its own layers (``own``, drawn over the buildings) and
    legend ``notes``."""
    pic = Picture(state, notes)
    height = pic.board_height + pic.legend_height
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                              "width": f"{pic.board_width:.0f}", "height": f"{height:.0f}",
                              "viewBox": f"0 0 {pic.board_width:.0f} {height:.0f}"})
    el(root, "title", _("{title} — turn {turn}", title=state.setup.title, turn=state.turn))
    el(root, "rect", x=0, y=0, width=pic.board_width, height=pic.board_height, fill=SEA)
    layers = (draw_hexes, draw_harbours) if state.edition.sea else (draw_harbours, draw_hexes)   # sea hexes: under
    for draw in layers:
        draw(pic, root)
    draw_route(pic, root)
    draw_roads(pic, root)
    draw_ships(pic, root)
    draw_buildings(pic, root)
    draw_robber(pic, root)
    draw_pirate(pic, root)
    draw_treasures(pic, root)
    draw_dragons(pic, root)
    for draw in own:
        draw(pic, root)
    draw_legend(pic, root, pic.board_height)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
