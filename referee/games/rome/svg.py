"""``referee board --svg``: Struggle for Rome as a picture — with a map, the hexes (terrain, number, province),
the Limes, the cities (towers, eagle, III, owner), the land and sea arrows, the tribes and the legionnaire;
without one, the facts declared at the table as labelled boxes, under a note that no map is loaded."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from referee.core.i18n import N_, Term, _, counted, translate
from referee.core.svg import FONT, INK, HexLayout, el, label, points
from referee.games.rome import scoring
from referee.games.rome.common import coins, figures, province, towers, tribe_name
from referee.games.rome.facts import Landscape
from referee.games.rome.kingdom import wagons
from referee.games.rome.reports import SHORT, waiting_for
from referee.games.rome.state import Player, RomeState

R = 60.0                                   # hex radius: centre to corner
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
    """Coordinates of hexes and crossroads in the drawing."""

    def __init__(self, state: RomeState):
        super().__init__(state.facts.map.grid, R, MARGIN)
        self.state = state
        self.map = state.facts.map
        self.width = max(self.width, 900.0)


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
            el(group, "circle", cx=cx, cy=cy + 0.02 * R, r=0.26 * R, fill="#f6ecd0", stroke=INK, stroke_width=1.5)
            el(group, "text", str(number), x=cx, y=cy + 0.02 * R + 6, font_size=17, font_weight="bold",
               text_anchor="middle", font_family=FONT, fill=RED if red else INK, class_="number", data_hex=name)
        under = str(Term("landscape", terrain)) + (f" · {translate(SHORT[province])}" if province in SHORT else "")
        label(group, cx, cy + 0.5 * R, under, 10, font_weight="normal", class_="terrain")


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
           stroke=PROVINCE.get(city.province, INK), stroke_width=3.5)
        el(group, "text", str(city.towers), x=x, y=y + 5, font_size=13, font_weight="bold", text_anchor="middle",
           font_family=FONT, fill=ink_on(player) if player else INK, class_="towers")
        if owner:
            el(group, "text", translate(TRIBE_MARK[owner[1]]), x=x + 15, y=y - 8, font_size=10, font_weight="bold",
               font_family=FONT, fill=INK, class_="kingdom-mark")
        if not owner and not state.neutral(name) and name not in state.counter_gone:
            el(group, "circle", cx=x - 13, cy=y - 11, r=5, fill=PROVINCE.get(city.province, INK), stroke="#ffffff",
               stroke_width=1.5, class_="counter")
        # the name below the crossroads when it is a hex's top corner, above otherwise: away from the hex's name
        below = int(city.at.split(":")[1]) in (12, 2, 10)
        ny = y + 25 if below else y - 27
        label(group, x, ny, name, 11, class_="city-name", data_city=name)
        label(group, x, ny + 11, city_marks(city), 9, font_weight="normal", class_="city-marks",
              fill=RED if city.eagle else INK)


def figure(parent: ET.Element, x: float, y: float, player: Player, kind: str, count: int | None = None,
           **attrs) -> ET.Element:
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
        label(group, x + 14, y + 14, f"×{count}", 10, text_anchor="start")
    return group


def draw_tribes(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="tribes")
    for p in pic.state.players:
        for kind, t in p.tribes.items():
            if t.at:
                x, y = pic.corner(t.at)
                g = figure(layer, x, y, p, kind, t.figures, class_="tribe", data_player=p.name, data_tribe=kind,
                           data_at=t.at, data_figures=t.figures)
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

def legend_height(state: RomeState, with_map: bool = True) -> float:
    return 40 + 24 * len(state.players) + 24 + 18 * (5 if with_map else 1) + 20


def draw_legend(state: RomeState, root: ET.Element, top: float, width: float, with_map: bool) -> None:
    layer = el(root, "g", id="legend", font_family=FONT, font_size=14, fill=INK)
    el(layer, "rect", x=0, y=top, width=width, height=legend_height(state, with_map), fill="#ffffff")
    y = top + 26
    el(layer, "text", state.setup.title or _("Struggle for Rome"), x=16, y=y, font_size=16, font_weight="bold")
    over = state.stage == "over"
    for p in state.players:
        y += 24
        vp = scoring.victory_points(state, p, hidden=over)         # hidden VP stay secret until the end
        tribes = [_("{tribe} kingdom of {cities}", tribe=tribe_name(kind),
                    cities=counted(len(t.cities), "noun", "city", "cities")) if t.kingdom
                  else _("{tribe} on {at}", tribe=tribe_name(kind), at=t.at) if t.at
                  else _("{tribe} not placed", tribe=tribe_name(kind)) for kind, t in p.tribes.items()]
        row = el(layer, "g", class_="legend-player", data_player=p.name, data_vp=vp, data_gold=p.gold)
        el(row, "rect", x=18, y=y - 14, width=18, height=18, rx=3, fill=colour(p), stroke=INK, stroke_width=1.5)
        fields = {"player": p.name, "colour": Term("color", p.color), "vp": vp,
                  "gold": coins(p.gold),
                  "tribes": " · ".join(tribes + ([_("winner")] if state.winner == p.name else []))}
        el(row, "text", _("{player} ({colour}): {vp} VP · {gold} · {tribes}", **fields) if over else
           _("{player} ({colour}): {vp} VP shown · {gold} · {tribes}", **fields), x=46, y=y)
    y += 30
    el(layer, "text", _("Round {round} · {waiting} · legionnaire on {hex}", round=state.round,
                        waiting=waiting_for(state), hex=state.legionnaire) if state.legionnaire else
       _("Round {round} · {waiting}", round=state.round, waiting=waiting_for(state)), x=16, y=y, font_size=13)
    lines = []
    if with_map:
        lines += [_("Hexes: name on top, number token (6 and 8 red), terrain · province below; hatched = beyond "
                    "the Limes; dark red dashes = the Limes."),
                  _("Arrows: brown = land arrow, dark blue dashed curve = sea arrow (one head = one way only). "
                    "Dashed rings = start crossroads."),
                  _("Cities: square on its crossroads, the number = towers, border = province, fill = owner "
                    "(H/W: the kingdom's tribe), grey = neutral (III)."),
                  _("Under the name: province, towers (T), ★ eagle, III; a dot = the plunder counter still lies "
                    "there. Figures: disc H = horsemen, triangle W = warriors.")]
    x = 16
    y += 22
    for prov, fill in PROVINCE.items():
        el(layer, "rect", x=x, y=y - 11, width=14, height=14, fill=PAPER, stroke=fill, stroke_width=3.5)
        el(layer, "text", f"{translate(SHORT[prov])} {province(prov)}", x=x + 20, y=y, font_size=12)
        x += 150
    for i, line in enumerate(lines):
        y += 18
        el(layer, "text", line, x=16, y=y, font_size=12, class_="key")


# --- without a map -----------------------------------------------------------------

BOX_W, BOX_H, GAP = 200.0, 46.0, 10.0
COLUMNS = 4


def draw_declared(state: RomeState, root: ET.Element, width: float) -> float:
    """Labelled boxes for the declared landscapes, crossroads and cities, and the tribes; returns the height."""
    facts = state.facts
    layer = el(root, "g", id="declared", font_family=FONT, fill=INK)
    el(layer, "rect", x=0, y=0, width=width, height=58, fill="#fff3c4")
    el(layer, "text", _("No map loaded: declared facts only"), x=16, y=26, font_size=18, font_weight="bold",
       class_="note")
    el(layer, "text", _("What the table declared so far, not a map; a game started with --board (test-map or a "
                        "map file) is drawn as one."),
       x=16, y=46, font_size=12, class_="note-detail")
    y = 80.0

    def heading(text: str) -> None:
        nonlocal y
        el(layer, "text", text, x=16, y=y + 14, font_size=15, font_weight="bold")
        y += 24

    def boxes(items: list[tuple[str, str, str, dict]]) -> None:
        """(title, detail, fill, attrs) boxes in rows of COLUMNS."""
        nonlocal y
        if not items:
            el(layer, "text", _("none declared yet"), x=24, y=y + 12, font_size=12, font_style="italic")
            y += 26
            return
        for i, (title, detail, fill, attrs) in enumerate(items):
            bx = 16 + (i % COLUMNS) * (BOX_W + GAP)
            by = y + (i // COLUMNS) * (BOX_H + GAP)
            group = el(layer, "g", **attrs)
            el(group, "rect", x=bx, y=by, width=BOX_W, height=BOX_H, rx=5, fill=fill, stroke=INK, stroke_width=1.5)
            label(group, bx + 8, by + 18, title, 13, text_anchor="start")
            label(group, bx + 8, by + 36, detail, 11, text_anchor="start", font_weight="normal")
        y += ((len(items) - 1) // COLUMNS + 1) * (BOX_H + GAP) + 8

    heading(_("Landscapes ({count})", count=len(facts.landscapes)))
    boxes([(_("{hex} · legionnaire", hex=name) if name == state.legionnaire else name,
            format(land.shown()).replace(":", " · "), TERRAIN.get(land.terrain, UNKNOWN),
            {"class_": "landscape", "data_landscape": name, "data_terrain": land.terrain})
           for name, land in sorted(facts.landscapes.items())])
    heading(_("Crossroads ({count})", count=len(facts.touching)))
    boxes([(name, _("touches {hexes}", hexes=", ".join(sorted(hexes))), PAPER,
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
        items.append((name, f"{city_marks(city)} — {city_state(state, name)}", fill, attrs))
    boxes(items)
    heading(_("Tribes"))
    for p in state.players:
        for kind, t in p.tribes.items():
            where = (_("kingdom: {cities}", cities=", ".join(t.cities)) if t.kingdom
                     else _("on {at}", at=t.at) if t.at else _("not placed"))
            g = figure(layer, 30, y + 6, p, kind, class_="tribe" if t.at else "tribe-off-board", data_player=p.name,
                       data_tribe=kind, data_at=t.at or "")
            el(g, "text", _("{player}'s {tribe}: {where} (in the box: {figures}, {wagons})", player=p.name,
                            tribe=tribe_name(kind), where=where, figures=figures(t.figures, kind),
                            wagons=wagons(t.wagons)),
               x=50, y=y + 11, font_size=13, font_family=FONT, fill=INK)
            y += 28
    el(layer, "text", _("Legionnaire: {hex}.", hex=state.legionnaire) if state.legionnaire else
       _("Legionnaire: not placed."), x=16, y=y + 12, font_size=13)
    return y + 30


# --- the document --------------------------------------------------------------------

def board_svg(state: RomeState) -> str:
    """The whole picture as an SVG document."""
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1"})
    el(root, "title", _("{title} — round {round}", title=state.setup.title, round=state.round))
    if state.facts.map is not None:
        pic = Picture(state)
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
    else:
        width = 16 + COLUMNS * (BOX_W + GAP) + 6
        width = max(width, 900.0)
        board_height = draw_declared(state, root, width)
    height = board_height + legend_height(state, state.facts.map is not None)
    draw_legend(state, root, board_height, width, state.facts.map is not None)
    root.set("width", f"{width:.0f}")
    root.set("height", f"{height:.0f}")
    root.set("viewBox", f"0 0 {width:.0f} {height:.0f}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
