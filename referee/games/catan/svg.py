"""``referee board --svg``: the position as a picture — hexes with their names, numbers and harbours,
buildings and roads in the players' colours, the robber, and the Longest Road holder's route."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from referee.core.i18n import Term, _, counted
from referee.core.svg import FONT, INK, HexLayout, el, fitted, label, points, target, wrap
from referee.core.graph import longest_trail_edges
from referee.games.catan import scoring
from referee.games.catan.awards import passable
from referee.games.catan.common import robber_place
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
    """Coordinates of hexes, corners and sides in the drawing, and the legend's lines wrapped to its width."""

    def __init__(self, state: CatanState, notes: tuple[str, ...] = ()):
        super().__init__(state.board.grid, R, MARGIN)
        self.state = state
        self.notes = notes                         # a variant's own legend lines (a scenario's items)
        self.board_width, self.board_height = self.width, self.height
        self.legend = legend_entries(self)
        self.legend_height = 16 + sum(LEGEND[kind][2] * len(lines) + LEGEND[kind][3] for kind, lines, _p in
                                      self.legend)
        self.player_rows: list[tuple[str, float, float]] = []     # the legend's player rows: name, top, bottom


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
        draw_terrain(group, cx, cy, str(Term("terrain", terrain)))
        if number:
            draw_token(group, cx, cy + 0.04 * R, number, name)
        moved = getattr(pic.state, "token_notes", {}).get(name)    # a token moved (Greater Catan, TDE-GREATER-9)
        if moved:
            label(group, cx + 0.32 * R, cy + 0.04 * R + 5, moved, 12, class_="token-moved", data_hex=name,
                  text_anchor="start")                                # right of the token, the robber stands left


TERRAIN_ROOM = R              # how wide the terrain word may be under the token, clear of roads on the lower sides


def draw_terrain(group: ET.Element, cx: float, cy: float, word: str) -> None:
    """The terrain under the number token; a word too long for the room (``zlatonosná řeka``) over two lines."""
    size = fitted(word, 11, TERRAIN_ROOM)
    lines = [word] if size >= 9.5 or " " not in word else word.split(" ", 1)
    top = cy + (0.56 * R if len(lines) == 1 else 0.5 * R)
    for n, line in enumerate(lines):
        label(group, cx, top + 10 * n, line, fitted(line, size if len(lines) == 1 else 10, TERRAIN_ROOM),
              font_weight="normal", class_="terrain")


def draw_token(group: ET.Element, cx: float, cy: float, number: int, hexname: str) -> None:
    red = number in (6, 8)
    el(group, "circle", cx=cx, cy=cy, r=0.3 * R, fill="#f6ecd0", stroke=INK, stroke_width=1.5, class_="token")
    el(group, "text", str(number), x=cx, y=cy + 5, font_size=20, font_weight="bold", text_anchor="middle",
       font_family=FONT, fill=RED if red else INK, class_="number", data_hex=hexname)
    dots = pips(number)
    for i in range(dots):
        el(group, "circle", cx=cx + (i - (dots - 1) / 2) * 4.6, cy=cy + 11, r=1.7, fill=RED if red else INK)


def harbour_spot(pic: Picture, path: str, taken: set[str]) -> tuple[float, float]:
    """Where a harbour's disc lies: on the centre of the sea hex beyond its path when the board draws that hex (and
    no other harbour lies there), clear of the hex's name; else just off the coast."""
    (ax, ay), (bx, by) = pic.side(path)
    shore = [h for h in pic.grid.sides[path].hexes if h in pic.state.board.land]
    beyond = [h for h in pic.grid.sides[path].hexes if h not in shore]
    if beyond and beyond[0] not in taken:
        taken.add(beyond[0])
        return pic.centre(beyond[0])
    cx, cy = pic.centre(shore[0])                         # the harbour lies off its land hex
    mx, my = (ax + bx) / 2, (ay + by) / 2
    dx, dy = mx - cx, my - cy
    norm = math.hypot(dx, dy)
    return mx + dx / norm * 0.62 * R, my + dy / norm * 0.62 * R


def draw_harbours(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="harbours")
    taken: set[str] = set()
    for harbour in pic.state.board.data["harbours"]:
        path, kind = harbour["path"], harbour["kind"]
        (ax, ay), (bx, by) = pic.side(path)
        hx, hy = harbour_spot(pic, path, taken)
        ends = pic.grid.sides[path].ends
        group = el(layer, "g", class_="harbour", data_path=path, data_kind=kind, data_corners=" ".join(ends))
        for (px, py), corner in zip(((ax, ay), (bx, by)), ends):
            el(group, "line", x1=hx, y1=hy, x2=px, y2=py, stroke="#7a5230", stroke_width=5, stroke_linecap="round")
            el(group, "circle", cx=px, cy=py, r=5, fill="#7a5230", class_="access", data_at=corner)
        fill = "#ffffff" if kind == "3:1" else RESOURCE_COLOUR[kind]
        disc = el(group, "g", class_="harbour-disc")
        el(disc, "circle", cx=hx, cy=hy, r=0.36 * R, fill=fill, stroke="#7a5230", stroke_width=3)
        if kind == "3:1":
            label(disc, hx, hy + 6, "3:1", 17)
        else:
            word = str(Term("resource", kind))
            label(disc, hx, hy - 2, "2:1", 15)
            label(disc, hx, hy + 13, word, fitted(word, 12, 0.66 * R, bold=True))


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
    x, y = cx + 0.62 * R, cy + 0.1 * R                       # right of a harbour's disc on its hex
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


LEGEND = {"title": (16, True, 26, 0, 16), "player": (14, False, 24, 0, 48), "status": (14, False, 18, 14, 16),
          "key": (12, False, 18, 0, 16)}           # size, bold, line height, space above, left edge


def legend_entries(pic: Picture) -> list[tuple[str, list[str], Player | None]]:
    """The legend's entries — title, one per player, the status line, the key — wrapped to the picture's width."""
    state = pic.state
    entries: list[tuple[str, str, Player | None]] = [("title", state.setup.title or _("Catan"), None)]
    for p in state.players:
        shown = scoring.victory_points(state, p, hidden=bool(state.winner))   # VP cards stay secret until the end
        notes = [str(a) for a, h in ((Term("award", "Longest Road"), state.longest_road),
                                     (Term("award", "Largest Army"), state.largest_army),
                                     (_("winner"), state.winner)) if h == p.name]
        text = _("{player} ({colour}): {points} · {settlements} · {cities} · {roads}, longest {length}",
                 player=p.name, colour=Term("color", p.color), points=counted(shown, "unit", "VP", "VP"),
                 settlements=counted(len(p.settlements), "piece", "settlement", "settlements"),
                 cities=counted(len(p.cities), "piece", "city", "cities"),
                 roads=counted(len(p.roads), "piece", "road", "roads"), length=p.road_length)
        entries.append(("player", " · ".join([text, *notes]), p))
    entries.append(("status", _("Robber on {hex}. Turn {turn}: {waiting}.", hex=robber_place(state),
                                turn=state.turn, waiting=waiting_for(state)), None))
    keys = [*([_("Pirate on {hex}.", hex=state.pirate)] if state.pirate else []),
            _("Corners are even hours ({example}:4), sides odd hours ({example}:3), 12 at the top.",
              example=example_hex(state.board.grid)),
            _("6 and 8 in red; dots under a number = its ways out of 36; yellow glow = {player}'s longest road.",
              player=state.longest_road) if state.longest_road else
            _("6 and 8 in red; dots under a number = its ways out of 36."), *pic.notes]
    entries += [("key", line, None) for line in keys]
    out = []
    for kind, text, player in entries:
        size, bold, _line, _above, left = LEGEND[kind]
        out.append((kind, wrap(text, pic.board_width - left - 16, size, bold), player))
    return out


def draw_legend(pic: Picture, root: ET.Element, top: float) -> None:
    layer = el(root, "g", id="legend", font_family=FONT, font_size=14, fill=INK)
    el(layer, "rect", x=0, y=top, width=pic.board_width, height=pic.legend_height, fill="#ffffff")
    y = top
    for kind, lines, player in pic.legend:
        size, bold, line_height, above, left = LEGEND[kind]
        y += above
        if player:
            el(layer, "polygon", points=points((28 + dx, y + line_height - 5 + dy) for dx, dy in HOUSE),
               fill=colour(player), stroke=INK, stroke_width=2)
            pic.player_rows.append((player.name, y + 6, y + line_height * len(lines) + 6))
        for line in lines:
            y += line_height
            el(layer, "text", line, x=left, y=y, font_size=size, **({"font_weight": "bold"} if bold else {}))


def draw_targets(pic: Picture, root: ET.Element) -> None:
    """What a tap names (``referee serve``): every hex, side and corner of the board, and the players."""
    layer = el(root, "g", id="targets")
    pic.draw_targets(layer, pic.grid.hexes, pic.grid.sort(pic.grid.corners), pic.grid.sort(pic.grid.sides))
    for name, top, bottom in pic.player_rows:
        target(layer, "player", name, "rect", x=8, y=top, width=pic.board_width - 16, height=bottom - top)


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
        x, y = cx + 0.55 * R, cy - 0.22 * R                     # right of the number token, clear of the robber
        el(group, "circle", cx=x, cy=y, r=0.2 * R, fill="#7a1f1f", stroke=INK, stroke_width=1.5)
        label(group, x, y + 5, f"D{held[hexname]}", 13, ink="#ffffff")


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
    draw_targets(pic, root)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
