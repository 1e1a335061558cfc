"""``referee board --svg``: Struggle for Rome as a picture — with a map, the hexes (terrain, number, province),
the Limes, the cities (towers, eagle, III, owner), the land and sea arrows, the tribes and the legionnaire;
without one, the facts declared at the table as labelled boxes, under a note that no map is loaded."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from referee.core.i18n import N_, Term, _, counted, translate
from referee.core.svg import (FONT, INK, HexLayout, Room, circle_box, el, fitted, label, points, target, text_box,
                              text_width, wrap)
from referee.games.rome import scoring
from referee.games.rome.common import coins, figures, province, towers, tribe_name
from referee.games.rome.facts import Landscape
from referee.games.rome.kingdom import wagons
from referee.games.rome.reports import SHORT, waiting_for
from referee.games.rome.state import Player, RomeState

R = 68.0                                   # hex radius: centre to corner
MARGIN = 70.0
RED = "#c8102e"
SEA = "#7fb8e0"
PAPER = "#fbf6e9"
TERRAIN = {"fields": "#f1d159", "mountains": "#a4a4a4", "pasture": "#a9d86e", "forest": "#4f9a45", "sea": SEA}
UNKNOWN = "#dddddd"
PROVINCE = {"germania": "#6b4226", "gallia": "#2e6fb5", "hispania": "#d2691e", "italia_north": "#7b3fb5",
            "italia_south": "#b0172e"}
PLAYER = {"red": "#d62828", "blue": "#1d5fd1", "white": "#ffffff", "yellow": "#ffd60a"}
FALLBACK = ("#d62828", "#1d5fd1", "#ffffff", "#ffd60a")
LAND_ARROW = "#7a5230"
SEA_ARROW = "#0b3d91"
LIMES = "#8b0000"
TRIBE_MARK = {"horsemen": N_("H"), "warriors": N_("W")}     # the letter on a tribe's figure


def colour(player: Player) -> str:
    return PLAYER.get(player.color, FALLBACK[player.seat % len(FALLBACK)])


def ink_on(player: Player) -> str:
    """Text that reads on the player's colour."""
    return INK if player.color in ("white", "yellow") else "#ffffff"


def city_marks(city) -> str:
    """``ItS 5T ★ III``: province, towers, eagle, the III mark."""
    return " ".join([translate(SHORT[city.province]) if city.province in SHORT else city.province,
                     _("{towers}T", towers=city.towers),
                     *(["★"] if city.eagle else []), *(["III"] if city.neutral_3p else [])])


def city_state(state: RomeState, name: str) -> str:
    owner = state.owner.get(name)
    if owner:
        return _("{player}'s {tribe}", player=owner[0], tribe=tribe_name(owner[1]))
    if state.neutral(name):
        return _("neutral (III)")
    return _("plundered") if name in state.counter_gone else _("counter lies on it")


# --- with a map ----------------------------------------------------------------

class Picture(HexLayout):
    """Coordinates of hexes and crossroads in the drawing, and where the labels round the crossroads go."""

    def __init__(self, state: RomeState):
        super().__init__(state.facts.map.grid, R, MARGIN)
        self.state = state
        self.map = state.facts.map
        self.width = max(self.width, 900.0)
        self.notes: dict = {}              # (player, tribe) → its count's place; city → its kingdom letter's place
        self.labels: dict[str, tuple] = {}     # city → (lines, their places)
        place_labels(self)


def defs(root: ET.Element) -> None:
    d = el(root, "defs")
    pattern = el(d, "pattern", id="beyond", width=10, height=10, patternUnits="userSpaceOnUse",
                 patternTransform="rotate(45)")
    el(pattern, "line", x1=0, y1=0, x2=0, y2=10, stroke=INK, stroke_width=2, stroke_opacity=0.18)
    for name, fill in (("land", LAND_ARROW), ("sea", SEA_ARROW)):
        marker = el(d, "marker", id=f"head-{name}", viewBox="0 0 10 10", refX=9, refY=5, markerWidth=3.2,
                    markerHeight=3.2, orient="auto-start-reverse")
        el(marker, "path", d="M 0 0 L 10 5 L 0 10 z", fill=fill)


def draw_hexes(pic: Picture, root: ET.Element) -> None:
    m, state = pic.map, pic.state
    layer = el(root, "g", id="hexes")
    for name in pic.grid.hexes:
        cx, cy = pic.centre(name)
        terrain = m.terrain[name]
        number, province = m.number.get(name), m.province.get(name)
        group = el(layer, "g", id=f"hex-{name}")
        corners = pic.outline(name)
        poly = el(group, "polygon", points=points(corners), fill=TERRAIN.get(terrain, UNKNOWN), stroke="#f7f1e1",
                  stroke_width=3, class_="hex", data_hex=name, data_terrain=terrain)
        if number:
            poly.set("data-number", str(number))
        if province:
            poly.set("data-province", province)
        beyond = name in m.beyond
        if beyond:
            poly.set("data-beyond", "true")
            el(group, "polygon", points=points(corners), fill="url(#beyond)", stroke="none")
        el(poly, "title", f"{name}: {Landscape(terrain, number, province, beyond).describe()}")
        label(group, cx, cy - 0.42 * R, name, 15, class_="hex-name", data_hex=name)
        if terrain == "sea":
            continue
        if number:
            red = number in (6, 8)
            el(group, "circle", cx=cx, cy=cy + 0.02 * R, r=0.26 * R, fill="#f6ecd0", stroke=INK, stroke_width=1.5,
               class_="token")
            el(group, "text", str(number), x=cx, y=cy + 0.02 * R + 6, font_size=17, font_weight="bold",
               text_anchor="middle", font_family=FONT, fill=RED if red else INK, class_="number", data_hex=name)
        label(group, cx, cy + 0.5 * R, terrain_text(m, name), 10, font_weight="normal", class_="terrain")


def limes_sides(pic: Picture) -> list[tuple[str, str]]:
    """The paths between a land hex beyond the Limes and a land hex this side of it."""
    m = pic.map
    out = []
    for side in pic.grid.sides.values():
        if len(side.hexes) == 2:
            a, b = side.hexes
            if a in m.land and b in m.land and (a in m.beyond) != (b in m.beyond):
                out.append(side.ends)
    return out


def draw_limes(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="limes", class_="limes")
    for a, b in limes_sides(pic):
        (ax, ay), (bx, by) = pic.corner(a), pic.corner(b)
        el(layer, "line", x1=ax, y1=ay, x2=bx, y2=by, stroke=LIMES, stroke_width=6, stroke_dasharray="10 5",
           stroke_linecap="butt", class_="limes-side", data_from=a, data_to=b)


def draw_arrows(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="arrows")
    for arrow in pic.state.setup.board.get("arrows", []):
        kind, a, b = arrow["kind"], arrow["from"], arrow["to"]
        (ax, ay), (bx, by) = pic.corner(a), pic.corner(b)
        attrs = {"class_": f"arrow {kind}-arrow", "data_from": a, "data_to": b, "fill": "none",
                 "marker_end": f"url(#head-{kind})"}
        if not arrow.get("one_way"):
            attrs["marker_start"] = f"url(#head-{kind})"
        if kind == "land":
            # shortened so the crossroads and the cities on them stay visible
            x1, y1 = ax + (bx - ax) * 0.2, ay + (by - ay) * 0.2
            x2, y2 = bx + (ax - bx) * 0.2, by + (ay - by) * 0.2
            el(layer, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=LAND_ARROW, stroke_width=3, **attrs)
        else:
            mx, my = (ax + bx) / 2, (ay + by) / 2
            length = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = -(by - ay) / length, (bx - ax) / length
            bend = 0.18 * length
            el(layer, "path", d=f"M {ax:.1f} {ay:.1f} Q {mx + nx * bend:.1f} {my + ny * bend:.1f} {bx:.1f} {by:.1f}",
               stroke=SEA_ARROW, stroke_width=3, stroke_dasharray="8 5", **attrs)


def draw_starts(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="starts")
    for col, corners in sorted(pic.map.starts.items()):
        for corner in corners:
            x, y = pic.corner(corner)
            el(layer, "circle", cx=x, cy=y, r=13, fill="none", stroke=PLAYER.get(col, INK), stroke_width=3,
               stroke_dasharray="4 3", class_="start", data_color=col, data_at=corner)


NAME, MARKS, LEAD = 11, 9, 11              # a city's name and marks: font sizes; the marks' baseline below the name's
CLEAR = 14                                 # half the room a city's square (or a tribe) takes round its crossroads


def fixed_room(pic: Picture) -> Room:
    """What the labels round the crossroads must keep clear of: every hex's name, number token and terrain, every
    city's square, start ring and plunder counter, the tribes and the legionnaire where they stand now."""
    m, state = pic.map, pic.state
    room = Room((0, 0, pic.width, pic.height))
    for name in pic.grid.hexes:
        cx, cy = pic.centre(name)
        room.take(text_box(cx, cy - 0.42 * R, name, 15, bold=True))
        if m.terrain[name] != "sea":
            room.take(text_box(cx, cy + 0.5 * R, terrain_text(m, name), 10))
            if m.number.get(name):
                room.take(circle_box(cx, cy + 0.02 * R, 0.26 * R))
    corners = [city.at for city in m.cities.values()] + [c for cs in m.starts.values() for c in cs]
    corners += [t.at for p in state.players for t in p.tribes.values() if t.at]
    room.take(*(circle_box(*pic.corner(c), CLEAR) for c in corners))
    for name, city in m.cities.items():
        if name not in state.owner and not state.neutral(name) and name not in state.counter_gone:
            x, y = pic.corner(city.at)
            room.take(circle_box(x - 13, y - 11, 5))
    if state.legionnaire in pic.grid.cell:
        cx, cy = pic.centre(state.legionnaire)
        room.take((cx - 0.5 * R - 13, cy - 0.5 * R, cx - 0.5 * R + 13, cy + 0.05 * R + 16))
    return room


def terrain_text(m, name: str) -> str:
    province = m.province.get(name)
    return str(Term("landscape", m.terrain[name])) + (f" · {translate(SHORT[province])}" if province in SHORT else "")


def corner_note(room: Room, x: float, y: float, text: str, size: float) -> tuple[float, float]:
    """Where a short note by a crossroads goes (a tribe's count, a kingdom's letter): the first clear corner of
    its square, lower right first."""
    wide = text_width(text, size, True)
    spots = [(x + 14, y + 14), (x + 14, y - 7), (x - 14 - wide, y + 14), (x - 14 - wide, y - 7),
             (x - wide / 2, y + CLEAR + 0.76 * size + 1), (x - wide / 2, y - CLEAR - 2), (x + CLEAR + 1, y + 4),
             (x - CLEAR - 1 - wide, y + 4)]
    return spots[room.place([(text_box(a, b, text, size, True, "start"),) for a, b in spots])]


def label_spots(x: float, y: float, lines: list[tuple[str, float, bool]], top_corner: bool) -> list[list[tuple]]:
    """Where a city's lines (name, marks) may go round its crossroads, best first: below it for a hex's top corner,
    above it otherwise (away from the hex's own name), shifted aside, beside it, then farther off."""
    wide = max(text_width(text, size, bold) for text, size, bold in lines)
    steps = [0.0]
    for text, size, _bold in lines[1:]:
        steps.append(steps[-1] + size + 2)
    high = steps[-1] + 0.98 * lines[-1][1] + 0.76 * lines[0][1] - 0.76 * lines[-1][1]

    def block(cx: float, top: float) -> list[tuple]:
        base = top + 0.76 * lines[0][1]
        return [(cx, base + step) for step in steps]

    below, above = y + CLEAR + 1, y - CLEAR - 1 - high
    vertical = [below, above] if top_corner else [above, below]
    spots = [block(x + shift, top) for top in vertical for shift in (0, wide / 2 - 10, 10 - wide / 2)]
    for side in (1, -1):
        spots += [block(x + side * (CLEAR + 2 + wide / 2), y - high / 2 + lift) for lift in (0, -high / 2, high / 2)]
    spots += [block(x + shift, top + lift) for lift in (-8, 8) for top in vertical
              for shift in (0, wide / 2, -wide / 2)]
    return spots


def farther_spots(x: float, y: float, lines: list[tuple[str, float, bool]]) -> list[list[tuple]]:
    """Where else a city's lines may go when no place next to its crossroads is free: anywhere within a hex's reach,
    the nearest first (a line then leads to the crossroads)."""
    steps = [0.0]
    for _text, size, _bold in lines[1:]:
        steps.append(steps[-1] + size + 2)
    offsets = [(dx, dy) for dx in range(-90, 91, 10) for dy in range(-80, 81, 8)]
    offsets.sort(key=lambda o: (math.hypot(*o), o))
    return [[(x + dx, y + dy + step) for step in steps] for dx, dy in offsets]


def city_lines(name: str, marks: str, scale: float) -> list[list[tuple[str, float, bool]]]:
    """A city's label as lines of (text, size, bold): its name over its marks; a name of several words also over
    two lines."""
    one = [(name, NAME * scale, True), (marks, MARKS * scale, False)]
    words = name.split()
    if len(words) < 2:
        return [one]
    half = max(range(1, len(words)), key=lambda i: -abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return [one, [(" ".join(words[:half]), NAME * scale, True), (" ".join(words[half:]), NAME * scale, True),
                  (marks, MARKS * scale, False)]]


def place_labels(pic: Picture) -> None:
    """Each city's name and marks, then the notes by the crossroads (the tribes' counts, the kingdoms' letters), clear
    of each other and of the board's labels, tokens and pieces (issue 29 item 22): the longest name first; a name
    that finds no room whole is tried over two lines, then smaller."""
    state, room = pic.state, fixed_room(pic)
    cities = pic.map.cities
    for name in sorted(cities, key=lambda n: (-text_width(n, NAME, True), n)):
        city = cities[name]
        x, y = pic.corner(city.at)
        tries = []
        for scale in (1.0, 0.85):
            for lines in city_lines(name, city_marks(city), scale):
                tries += [(lines, spot) for spot in label_spots(x, y, lines, int(city.at.split(":")[1]) in (12, 2, 10))]
        for scale in (1.0, 0.85):
            for lines in city_lines(name, city_marks(city), scale):
                tries += [(lines, spot) for spot in farther_spots(x, y, lines)]
        boxes = (tuple(text_box(bx, by, text, size, bold) for (text, size, bold), (bx, by) in zip(lines, spot))
                 for lines, spot in tries)
        pic.labels[name] = tries[room.place(boxes)]
    for p in state.players:
        for kind, t in p.tribes.items():
            if t.at:
                pic.notes[(p.name, kind)] = corner_note(room, *pic.corner(t.at), f"×{t.figures}", 10)
    for name, (player, kind) in sorted(state.owner.items()):
        pic.notes[name] = corner_note(room, *pic.corner(cities[name].at), translate(TRIBE_MARK[kind]), 10)


def draw_cities(pic: Picture, root: ET.Element) -> None:
    state = pic.state
    layer = el(root, "g", id="cities")
    for name, city in sorted(pic.map.cities.items()):
        x, y = pic.corner(city.at)
        owner = state.owner.get(name)
        player = state.by_name[owner[0]] if owner else None
        fill = colour(player) if player else ("#9a9a9a" if state.neutral(name) else PAPER)
        group = el(layer, "g", class_="city", data_city=name, data_at=city.at, data_province=city.province,
                   data_towers=city.towers)
        if owner:
            group.set("data-owner", owner[0])
            group.set("data-tribe", owner[1])
        if city.eagle:
            group.set("data-eagle", "true")
        if city.neutral_3p:
            group.set("data-iii", "true")
        el(group, "title", _("{city} on {at}: {province}, {towers}{eagle}{iii} — {state}", city=name, at=city.at,
                             province=province(city.province), towers=towers(city.towers),
                             eagle=_(" eagle") if city.eagle else "", iii=" III" if city.neutral_3p else "",
                             state=city_state(state, name)))
        el(group, "rect", x=x - 11, y=y - 11, width=22, height=22, rx=3, fill=fill,
           stroke=PROVINCE.get(city.province, INK), stroke_width=3.5, class_="city-square")
        el(group, "text", str(city.towers), x=x, y=y + 5, font_size=13, font_weight="bold", text_anchor="middle",
           font_family=FONT, fill=ink_on(player) if player else INK, class_="towers")
        if owner:
            mx, my = pic.notes[name]
            el(group, "text", translate(TRIBE_MARK[owner[1]]), x=mx, y=my, font_size=10, font_weight="bold",
               font_family=FONT, fill=INK, class_="kingdom-mark")
        if not owner and not state.neutral(name) and name not in state.counter_gone:
            el(group, "circle", cx=x - 13, cy=y - 11, r=5, fill=PROVINCE.get(city.province, INK), stroke="#ffffff",
               stroke_width=1.5, class_="counter")
        lines, spot = pic.labels[name]
        for (text, size, _bold), (lx, ly) in zip(lines[:-1], spot):
            label(group, lx, ly, text, size, class_="city-name", data_city=name)
        (marks, size, _bold), (mx, my) = lines[-1], spot[-1]
        label(group, mx, my, marks, size, font_weight="normal", class_="city-marks", fill=RED if city.eagle else INK)


def figure(parent: ET.Element, x: float, y: float, player: Player, kind: str, count: int | None = None,
           count_at: tuple[float, float] | None = None, **attrs) -> ET.Element:
    """A tribe's figure: a disc (horsemen) or a triangle (warriors) in the player's colour, lettered H / W."""
    group = el(parent, "g", **attrs)
    if kind == "horsemen":
        el(group, "circle", cx=x, cy=y, r=11, fill=colour(player), stroke=INK, stroke_width=2)
    else:
        el(group, "polygon", points=points(((x, y - 13), (x + 12, y + 9), (x - 12, y + 9))), fill=colour(player),
           stroke=INK, stroke_width=2, stroke_linejoin="round")
    el(group, "text", translate(TRIBE_MARK[kind]), x=x, y=y + 4 + (2 if kind == "warriors" else 0), font_size=11,
       font_weight="bold", text_anchor="middle", font_family=FONT, fill=ink_on(player))
    if count is not None:
        label(group, *(count_at or (x + 14, y + 14)), f"×{count}", 10, text_anchor="start")
    return group


def draw_tribes(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="tribes")
    for p in pic.state.players:
        for kind, t in p.tribes.items():
            if t.at:
                x, y = pic.corner(t.at)
                g = figure(layer, x, y, p, kind, t.figures, pic.notes[(p.name, kind)], class_="tribe",
                           data_player=p.name, data_tribe=kind, data_at=t.at, data_figures=t.figures)
                el(g, "title", _("{player}'s {tribe} on {at}: {figures}, {wagons}", player=p.name,
                                 tribe=tribe_name(kind), at=t.at, figures=figures(t.figures, kind),
                                 wagons=wagons(t.wagons)))


def draw_legionnaire(pic: Picture, root: ET.Element) -> None:
    where = pic.state.legionnaire
    if not where or where not in pic.grid.cell:
        return
    cx, cy = pic.centre(where)
    x, y = cx - 0.5 * R, cy + 0.05 * R
    group = el(root, "g", id="legionnaire", class_="legionnaire", data_hex=where)
    el(group, "title", _("the legionnaire on {hex}", hex=where))
    el(group, "path", d=f"M {x - 11:.1f} {y + 15:.1f} Q {x - 12:.1f} {y - 6:.1f} {x:.1f} {y - 8:.1f} "
                        f"Q {x + 12:.1f} {y - 6:.1f} {x + 11:.1f} {y + 15:.1f} Z",
       fill=RED, stroke="#ffffff", stroke_width=1.5)
    el(group, "path", d=f"M {x - 8:.1f} {y - 14:.1f} Q {x:.1f} {y - 30:.1f} {x + 8:.1f} {y - 14:.1f} Z",
       fill="#e0b020", stroke="#ffffff", stroke_width=1.2)
    el(group, "text", _("L"), x=x, y=y + 10, font_size=12, font_weight="bold", text_anchor="middle",
       font_family=FONT, fill="#ffffff")


# --- the legend (both modes) ---------------------------------------------------------

KEY = {"title": (16, True, 26, 0), "player": (14, False, 24, 0), "round": (13, False, 18, 12),
       "provinces": (12, False, 22, 4), "key": (12, False, 18, 0)}         # size, bold, line height, space above
LEFT = {"player": 46}


def legend_entries(state: RomeState, width: float, with_map: bool) -> list[tuple[str, list[str], Player | None]]:
    """The legend's entries — title, one per player, the round, the provinces, the key — wrapped to ``width``."""
    over = state.stage == "over"
    entries: list[tuple[str, str, Player | None]] = [("title", state.setup.title or _("Struggle for Rome"), None)]
    for p in state.players:
        vp = scoring.victory_points(state, p, hidden=over)         # hidden VP stay secret until the end
        tribes = [_("{tribe} kingdom of {cities}", tribe=tribe_name(kind),
                    cities=counted(len(t.cities), "noun", "city", "cities")) if t.kingdom
                  else _("{tribe} on {at}", tribe=tribe_name(kind), at=t.at) if t.at
                  else _("{tribe} not placed", tribe=tribe_name(kind)) for kind, t in p.tribes.items()]
        fields = {"player": p.name, "colour": Term("color", p.color), "vp": vp,
                  "gold": coins(p.gold),
                  "tribes": " · ".join(tribes + ([_("winner")] if state.winner == p.name else []))}
        entries.append(("player", _("{player} ({colour}): {vp} VP · {gold} · {tribes}", **fields) if over else
                        _("{player} ({colour}): {vp} VP shown · {gold} · {tribes}", **fields), p))
    entries.append(("round", _("Round {round} · {waiting} · legionnaire on {hex}", round=state.round,
                               waiting=waiting_for(state), hex=state.legionnaire) if state.legionnaire else
                    _("Round {round} · {waiting}", round=state.round, waiting=waiting_for(state)), None))
    entries.append(("provinces", "", None))
    if with_map:
        entries += [("key", line, None) for line in (
            _("Hexes: name on top, number token (6 and 8 red), terrain · province below; hatched = beyond "
              "the Limes; dark red dashes = the Limes."),
            _("Arrows: brown = land arrow, dark blue dashed curve = sea arrow (one head = one way only). "
              "Dashed rings = start crossroads."),
            _("Cities: square on its crossroads, the number = towers, border = province, fill = owner "
              "(H/W: the kingdom's tribe), grey = neutral (III)."),
            _("Under the name: province, towers (T), ★ eagle, III; a dot = the plunder counter still lies "
              "there. Figures: disc H = horsemen, triangle W = warriors."))]
    return [(kind, wrap(text, width - LEFT.get(kind, 16) - 16, KEY[kind][0], KEY[kind][1]) if text else [""], p)
            for kind, text, p in entries]


def legend_height(entries: list) -> float:
    return 16 + sum(KEY[kind][2] * len(lines) + KEY[kind][3] for kind, lines, _p in entries)


def draw_legend(state: RomeState, root: ET.Element, top: float, width: float,
                entries: list) -> list[tuple[str, float, float]]:
    """The legend; returns each player's row (name, top, bottom) for its tap target."""
    layer = el(root, "g", id="legend", font_family=FONT, font_size=14, fill=INK)
    el(layer, "rect", x=0, y=top, width=width, height=legend_height(entries), fill="#ffffff")
    rows = []
    y = top
    for kind, lines, p in entries:
        size, bold, line_height, above = KEY[kind]
        y += above
        if kind == "provinces":
            draw_provinces(layer, 16, y + line_height, width)
            y += line_height
            continue
        parent = layer
        if p:
            parent = el(layer, "g", class_="legend-player", data_player=p.name,
                        data_vp=scoring.victory_points(state, p, hidden=state.stage == "over"), data_gold=p.gold)
            el(parent, "rect", x=18, y=y + line_height - 14, width=18, height=18, rx=3, fill=colour(p), stroke=INK,
               stroke_width=1.5)
            rows.append((p.name, y + 6, y + line_height * len(lines) + 6))
        for line in lines:
            y += line_height
            el(parent, "text", line, x=LEFT.get(kind, 16), y=y, font_size=size,
               **({"font_weight": "bold"} if bold else {}), **({"class_": "key"} if kind == "key" else {}))
    return rows


def draw_provinces(layer: ET.Element, x: float, y: float, width: float) -> None:
    """The five provinces' border colours, in a row."""
    step = (width - 32) / len(PROVINCE)
    for prov, fill in PROVINCE.items():
        el(layer, "rect", x=x, y=y - 11, width=14, height=14, fill=PAPER, stroke=fill, stroke_width=3.5)
        el(layer, "text", f"{translate(SHORT[prov])} {province(prov)}", x=x + 20, y=y, font_size=12)
        x += min(150.0, step)


# --- without a map -----------------------------------------------------------------

BOX_W, BOX_H, GAP = 200.0, 46.0, 10.0
COLUMNS = 4


def draw_declared(state: RomeState, root: ET.Element, width: float, targets: dict[str, list]) -> float:
    """Labelled boxes for the declared landscapes, crossroads and cities (each noted in ``targets`` by kind), and the
    tribes; returns the height."""
    facts = state.facts
    layer = el(root, "g", id="declared", font_family=FONT, fill=INK)
    el(layer, "rect", x=0, y=0, width=width, height=58, fill="#fff3c4")
    el(layer, "text", _("No map loaded: declared facts only"), x=16, y=26, font_size=18, font_weight="bold",
       class_="note")
    detail = _("What the table declared so far, not a map; a game started with --board (test-map or a map file) is "
               "drawn as one.")
    el(layer, "text", detail, x=16, y=46, font_size=fitted(detail, 12, width - 32), class_="note-detail")
    y = 80.0

    def heading(text: str) -> None:
        nonlocal y
        el(layer, "text", text, x=16, y=y + 14, font_size=15, font_weight="bold")
        y += 24

    def boxes(kind: str, items: list[tuple[str, str, str, str, dict]]) -> None:
        """(name, title, detail, fill, attrs) boxes in rows of COLUMNS; each box is the place ``name`` of ``kind``."""
        nonlocal y
        if not items:
            el(layer, "text", _("none declared yet"), x=24, y=y + 12, font_size=12, font_style="italic")
            y += 26
            return
        room = BOX_W - 16
        for i, (name, title, detail, fill, attrs) in enumerate(items):
            bx = 16 + (i % COLUMNS) * (BOX_W + GAP)
            by = y + (i // COLUMNS) * (BOX_H + GAP)
            group = el(layer, "g", **attrs)
            el(group, "rect", x=bx, y=by, width=BOX_W, height=BOX_H, rx=5, fill=fill, stroke=INK, stroke_width=1.5)
            label(group, bx + 8, by + 18, title, fitted(title, 13, room, bold=True), text_anchor="start")
            label(group, bx + 8, by + 36, detail, fitted(detail, 11, room), text_anchor="start", font_weight="normal")
            targets.setdefault(kind, []).append((name, (bx, by, bx + BOX_W, by + BOX_H)))
        y += ((len(items) - 1) // COLUMNS + 1) * (BOX_H + GAP) + 8

    heading(_("Landscapes ({count})", count=len(facts.landscapes)))
    boxes("hex", [(name, _("{hex} · legionnaire", hex=name) if name == state.legionnaire else name,
            format(land.shown()).replace(":", " · "), TERRAIN.get(land.terrain, UNKNOWN),
            {"class_": "landscape", "data_landscape": name, "data_terrain": land.terrain})
           for name, land in sorted(facts.landscapes.items())])
    heading(_("Crossroads ({count})", count=len(facts.touching)))
    boxes("corner", [(name, name, _("touches {hexes}", hexes=", ".join(sorted(hexes))), PAPER,
             {"class_": "crossroads", "data_at": name})
           for name, hexes in sorted(facts.touching.items())])
    heading(_("Cities ({count})", count=len(facts.cities)))
    items = []
    for name, city in sorted(facts.cities.items()):
        owner = state.owner.get(name)
        fill = colour(state.by_name[owner[0]]) if owner else "#9a9a9a" if state.neutral(name) else PAPER
        attrs = {"class_": "city", "data_city": name, "data_province": city.province, "data_towers": city.towers}
        if owner:
            attrs.update(data_owner=owner[0], data_tribe=owner[1])
        items.append((name, name, f"{city_marks(city)} — {city_state(state, name)}", fill, attrs))
    boxes("city", items)
    heading(_("Tribes"))
    for p in state.players:
        for kind, t in p.tribes.items():
            where = (_("kingdom: {cities}", cities=", ".join(t.cities)) if t.kingdom
                     else _("on {at}", at=t.at) if t.at else _("not placed"))
            g = figure(layer, 30, y + 6, p, kind, class_="tribe" if t.at else "tribe-off-board", data_player=p.name,
                       data_tribe=kind, data_at=t.at or "")
            text = _("{player}'s {tribe}: {where} (in the box: {figures}, {wagons})", player=p.name,
                     tribe=tribe_name(kind), where=where, figures=figures(t.figures, kind), wagons=wagons(t.wagons))
            lines = wrap(text, width - 66, 13)
            for n, line in enumerate(lines):
                el(g, "text", line, x=50, y=y + 11 + 17 * n, font_size=13, font_family=FONT, fill=INK)
            y += 28 + 17 * (len(lines) - 1)
    el(layer, "text", _("Legionnaire: {hex}.", hex=state.legionnaire) if state.legionnaire else
       _("Legionnaire: not placed."), x=16, y=y + 12, font_size=13)
    return y + 30


# --- the document --------------------------------------------------------------------

def draw_targets(root: ET.Element, pic: Picture | None, boxes: dict[str, list], rows: list, width: float) -> None:
    """What a tap names (``referee serve``): with a map every hex, crossroads and city (its name), else the declared
    landscapes, crossroads and cities; and the players."""
    layer = el(root, "g", id="targets")

    def rects(kind: str) -> None:
        for name, (x0, y0, x1, y1) in boxes.get(kind, []):
            target(layer, kind, name, "rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0)

    if pic:
        pic.draw_targets(layer, pic.grid.hexes, pic.grid.sort(pic.map.crossroads), between=lambda _l: rects("city"))
    else:
        for kind in ("hex", "city", "corner"):
            rects(kind)
    for name, top, bottom in rows:
        target(layer, "player", name, "rect", x=8, y=top, width=width - 16, height=bottom - top)


def city_name_boxes(pic: Picture) -> list[tuple[str, tuple]]:
    """Each city's tap target: round its name and marks, wherever they were placed."""
    out = []
    for name in sorted(pic.map.cities):
        lines, spot = pic.labels[name]
        boxes = [text_box(x, y, text, size, bold) for (text, size, bold), (x, y) in zip(lines, spot)]
        out.append((name, (min(b[0] for b in boxes) - 2, min(b[1] for b in boxes) - 2,
                           max(b[2] for b in boxes) + 2, max(b[3] for b in boxes) + 2)))
    return out


def board_svg(state: RomeState) -> str:
    """The whole picture as an SVG document."""
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1"})
    el(root, "title", _("{title} — round {round}", title=state.setup.title, round=state.round))
    pic = Picture(state) if state.facts.map is not None else None
    if pic:
        width, board_height = pic.width, pic.height
        defs(root)
        el(root, "rect", x=0, y=0, width=width, height=board_height, fill=SEA)
        draw_hexes(pic, root)
        draw_limes(pic, root)
        draw_arrows(pic, root)
        draw_starts(pic, root)
        draw_cities(pic, root)
        draw_legionnaire(pic, root)
        draw_tribes(pic, root)
        boxes = {"city": city_name_boxes(pic)}
    else:
        width = max(16 + COLUMNS * (BOX_W + GAP) + 6, 900.0)
        boxes = {}
        board_height = draw_declared(state, root, width, boxes)
    entries = legend_entries(state, width, pic is not None)
    height = board_height + legend_height(entries)
    rows = draw_legend(state, root, board_height, width, entries)
    draw_targets(root, pic, boxes, rows, width)
    root.set("width", f"{width:.0f}")
    root.set("height", f"{height:.0f}")
    root.set("viewBox", f"0 0 {width:.0f} {height:.0f}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
