"""``referee board --svg``: the map as countries round a ring, each country's provinces round its name, every
province a box in its owner's colour with its units, and the borders between provinces drawn as lines — a solid line
for a land border, a blue dashed curve for a sea route (WT-PROV-1); below, the legend: the turn and phase, each
player's colour swatch, VP and resources, and the key.

The ring's order puts countries that border each other side by side (the order of the most borders between
neighbours on the ring), and each country's provinces take the places round it that keep the lines shortest: the
surviving pages do not show the board, so the picture is drawn from the map file's adjacency alone."""

from __future__ import annotations

import itertools
import math
import xml.etree.ElementTree as ET

from referee.core.i18n import Term, _
from referee.core.svg import FONT, INK, el, fitted, label, target, text_width, wrap
from referee.games.warriors_traders import scoring
from referee.games.warriors_traders.common import held_text
from referee.games.warriors_traders.state import BARBARIAN, WTState

COLOURS = {"red": "#d7301f", "blue": "#2b6cb0", "green": "#2f855a", "yellow": "#ecc94b", "white": "#f7fafc",
           "black": "#4a4a4a"}
BARBARIAN_FILL, FREE_FILL, SPARE = "#a0a0a0", "#fffdf5", "#b794f4"
PAPER, LAND_LINE, SEA_LINE = "#f3efe2", "#7a5230", "#1f5fbf"
W, H, GAP, MARGIN, LINE = 118.0, 68.0, 12.0, 16.0, 22
UNIT_LINES = 3                       # unit names a box lists; more are counted (+N)
SHORT = {"capital": "★", "trade_centre": "$", "ordinary": "", "subjugated": "·"}


def fill(state: WTState, province: str) -> str:
    """The owner's colour (WT-PROV-2), grey for barbarians, pale when free."""
    owner = state.owner(province)
    if owner is None:
        return FREE_FILL
    if owner == BARBARIAN:
        return BARBARIAN_FILL
    return COLOURS.get(state.player(owner).color, SPARE)


# --- where everything goes ------------------------------------------------------------------

def links(state: WTState) -> dict[frozenset[str], str]:
    """Every pair of neighbouring provinces and how they border: ``land`` or ``sea`` (WT-PROV-1)."""
    out: dict[frozenset[str], str] = {}
    for name, p in state.map.provinces.items():
        for way in ("sea", "land"):                     # a pair with both a border and a route: the border
            for other in p.get(way, []):
                out[frozenset((name, other))] = way
    return out


def ring_order(state: WTState, pairs) -> list[str]:
    """The countries round the ring, the first by number first: the order with the most borders between
    neighbours on the ring (countries on the same side of the board sit side by side)."""
    m = state.map
    countries = sorted(m.countries, key=lambda c: m.countries[c]["order"])
    weight: dict[frozenset[str], int] = {}
    for pair in pairs:
        a, b = (m.provinces[p]["country"] for p in pair)
        if a != b:
            weight[frozenset((a, b))] = weight.get(frozenset((a, b)), 0) + 1
    if len(countries) > 9:
        return countries

    def score(order: tuple[str, ...]) -> int:
        return sum(weight.get(frozenset((a, b)), 0) for a, b in zip(order, order[1:] + order[:1]))

    return list(max((countries[:1] + list(rest) for rest in itertools.permutations(countries[1:])),
                    key=lambda order: score(tuple(order))))


def slot_radius(count: int) -> float:
    """How far from its country's centre a province's box stands, so that ``count`` boxes round it keep apart."""
    if count < 2:
        return 0.0
    radius = 40.0
    while any(abs(math.cos(a) - math.cos(b)) * radius < W + GAP and abs(math.sin(a) - math.sin(b)) * radius < H + GAP
              for a, b in itertools.combinations(slot_angles(count), 2)):
        radius += 4
    return radius


def slot_angles(count: int) -> list[float]:
    return [math.radians(-90 + 360 * k / count) for k in range(count)]


class Picture:
    """Where each country's name and each province's box stand."""

    def __init__(self, state: WTState):
        self.state = state
        self.links = links(state)
        self.ring = ring_order(state, self.links)
        members = {c: state.map.of_country(c) for c in self.ring}
        inner = max(slot_radius(len(ps)) for ps in members.values())
        big = ring_radius(inner, [len(members[c]) for c in self.ring])
        self.centre = {c: (big * math.cos(a), big * math.sin(a))
                       for c, a in zip(self.ring, slot_angles(len(self.ring)))}
        self.at: dict[str, tuple[float, float]] = {}
        for _pass in range(3):                   # again once the other countries' provinces stand
            for country, provinces in members.items():
                self.at.update(self.seats(country, provinces, inner))
        xs = [x for x, _y in self.at.values()]
        ys = [y for _x, y in self.at.values()]
        self.dx, self.dy = MARGIN + W / 2 - min(xs), MARGIN + H / 2 - min(ys)
        self.width = max(xs) - min(xs) + W + 2 * MARGIN
        self.height = max(ys) - min(ys) + H + 2 * MARGIN

    def seats(self, country: str, provinces: list[str], inner: float) -> dict[str, tuple[float, float]]:
        """The provinces' places round their country's centre that keep their lines to the rest shortest."""
        cx, cy = self.centre[country]
        spots = [(cx + inner * math.cos(a), cy + inner * math.sin(a)) for a in slot_angles(len(provinces))]
        ours = [tuple(pair) for pair in self.links if pair & set(provinces)]
        if len(provinces) > 7:
            return dict(zip(provinces, spots))

        def length(order: tuple[str, ...]) -> float:
            seat = {**self.at, **dict(zip(order, spots))}
            where = [seat.get(p) or self.centre[self.state.map.provinces[p]["country"]] for pair in ours for p in pair]
            return sum(math.dist(a, b) for a, b in zip(where[::2], where[1::2]))

        return dict(zip(min(itertools.permutations(provinces), key=length), spots))

    def box(self, province: str) -> tuple[float, float]:
        """The top left corner of the province's box."""
        x, y = self.at[province]
        return x + self.dx - W / 2, y + self.dy - H / 2

    def middle(self, place: str) -> tuple[float, float]:
        """A province's centre, or a country's (where its name stands)."""
        x, y = self.at[place] if place in self.at else self.centre[place]
        return x + self.dx, y + self.dy


def ring_radius(inner: float, counts: list[int]) -> float:
    """The ring's radius: the smallest at which each country's boxes keep clear of its neighbours' on the ring."""
    if len(counts) < 2:
        return 0.0
    angles = slot_angles(len(counts))
    radius = inner + H

    def clash(a: int, b: int) -> bool:
        one, two = (
            [(radius * math.cos(angles[i]) + inner * math.cos(s), radius * math.sin(angles[i]) + inner * math.sin(s))
             for s in slot_angles(counts[i])] for i in (a, b))
        return any(abs(x1 - x2) < W + 2 * GAP and abs(y1 - y2) < H + 2 * GAP for x1, y1 in one for x2, y2 in two)

    while any(clash(i, (i + 1) % len(counts)) for i in range(len(counts))):
        radius += 8
    return radius


# --- drawing --------------------------------------------------------------------------------------

def draw_links(pic: Picture, root: ET.Element) -> None:
    """The borders under the boxes: a line for a land border, a blue dashed curve for a sea route."""
    layer = el(root, "g", id="borders")
    for pair, way in sorted(pic.links.items(), key=lambda kv: sorted(kv[0])):
        a, b = sorted(pair)
        (x1, y1), (x2, y2) = pic.middle(a), pic.middle(b)
        attrs = {"class_": f"border {way}", "data_from": a, "data_to": b}
        if way == "land":
            el(layer, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=LAND_LINE, stroke_width=3, **attrs)
            continue
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        ox, oy = pic.width / 2, pic.height / 2               # bent away from the ring's middle
        bend = 0.15 * math.dist((x1, y1), (x2, y2))
        nx, ny = -(y2 - y1), x2 - x1
        norm = math.hypot(nx, ny) or 1.0
        side = 1 if (mx - ox) * nx + (my - oy) * ny >= 0 else -1
        el(layer, "path", d=f"M {x1:.1f} {y1:.1f} Q {mx + side * nx / norm * bend:.1f} "
                            f"{my + side * ny / norm * bend:.1f} {x2:.1f} {y2:.1f}",
           fill="none", stroke=SEA_LINE, stroke_width=3, stroke_dasharray="9 6", **attrs)


def unit_lines(state: WTState, province: str) -> list[str]:
    """The province's units, as many lines as a box holds; the rest counted (+N)."""
    names = [u.name for u in state.units_in(province)]
    lines = wrap(" ".join(names), W - 10, 9) if names else []
    if len(lines) > UNIT_LINES:
        shown = sum(len(line.split()) for line in lines[:UNIT_LINES - 1])
        lines = lines[:UNIT_LINES - 1] + [f"+{len(names) - shown}"]
    return lines


def owner_text(state: WTState, province: str) -> str:
    owner = state.owner(province)
    return _("barbarians") if owner == BARBARIAN else owner if owner else _("no owner")


def draw_provinces(pic: Picture, root: ET.Element) -> None:
    state = pic.state
    layer = el(root, "g", id="provinces", font_family=FONT)
    for name in state.map.provinces:
        x, y = pic.box(name)
        group = el(layer, "g", class_="province-box", data_province=name)
        el(group, "rect", x=x, y=y, width=W, height=H, rx=6, fill=fill(state, name), stroke=INK, stroke_width=1,
           class_="province", id=name)
        label(group, x + W / 2, y + 16, f"{name} {SHORT[state.map.kind(name)]}".strip(), 13)
        owner = owner_text(state, name)
        label(group, x + W / 2, y + 29, owner, fitted(owner, 10, W - 10), font_weight="normal")
        for n, line in enumerate(unit_lines(state, name)):
            label(group, x + 5, y + 41 + 11 * n, line, 9, font_weight="normal", text_anchor="start",
                  class_="units")


def country_label(state: WTState, country: str) -> str:
    return f"{state.map.countries[country]['order']}. {country}"


def draw_countries(pic: Picture, root: ET.Element) -> None:
    """Each country's number and name in the middle of its provinces, and its player."""
    state = pic.state
    layer = el(root, "g", id="countries", font_family=FONT)
    players = {p.country: p.name for p in state.players if p.country}
    for country in pic.ring:
        x, y = pic.middle(country)
        group = el(layer, "g", class_="country-name", data_country=country)
        label(group, x, y + 2, country_label(state, country), 15)
        if country in players:
            label(group, x, y + 17, players[country], fitted(players[country], 11, 80), font_weight="normal")


def legend_lines(state: WTState, width: float) -> list[tuple[str, list[str], object]]:
    """The turn and phase; one entry per player in country order: colour, VP (WT-VP-1) and resources; the key."""
    entries = [("turn", [_("Turn {turn}: {phase}", turn=state.turn, phase=Term("wt phase", state.phase))], None)]
    for name in state.country_order():
        p = state.player(name)
        text = _("{player}: {vp} VP; {resources}", player=p.name, vp=scoring.total(state, p.name),
                 resources=held_text(p))
        entries.append(("player", wrap(text, width - 2 * MARGIN - 22, 13), p))
    key = _("Lines: solid = a land border, blue dashes = a sea route; both are neighbours (WT-PROV-1). ★ capital, "
            "$ trade centre, · subjugated; a grey box is the barbarians', a pale one free.")
    entries.append(("key", wrap(key, width - 2 * MARGIN, 12), None))
    return entries


def legend_height(entries) -> float:
    return sum(LINE * len(lines) for _kind, lines, _p in entries) + 12


def draw_legend(state: WTState, root: ET.Element, top: float, entries) -> list[tuple[str, float, float]]:
    """The legend; returns each player's row (name, top, bottom) for its tap target."""
    layer = el(root, "g", id="legend", font_family=FONT, font_size=13, fill=INK)
    rows = []
    y = top
    for kind, lines, p in entries:
        group = el(layer, "g", class_=f"legend-{kind}", **({"data_player": p.name} if p else {}))
        if p:
            el(group, "rect", x=MARGIN, y=y + 4, width=14, height=14, fill=COLOURS.get(p.color, SPARE), stroke=INK)
            rows.append((p.name, y + 2, y + LINE * len(lines) + 2))
        for line in lines:
            el(group, "text", line, x=MARGIN + (22 if p else 0), y=y + 16, **({"font_size": 12} if kind == "key"
                                                                              else {}))
            y += LINE
    return rows


def draw_targets(pic: Picture, root: ET.Element, rows: list[tuple[str, float, float]]) -> None:
    """What a tap names (``referee serve``): every province (its box), every country (its name), the units and the
    players."""
    state = pic.state
    layer = el(root, "g", id="targets")
    for name in state.map.provinces:
        x, y = pic.box(name)
        target(layer, "province", name, "rect", x=x, y=y, width=W, height=H)
    players = {p.country: p.name for p in state.players if p.country}
    for country in pic.ring:
        x, y = pic.middle(country)
        wide = max(text_width(country_label(state, country), 15, True), text_width(players.get(country, ""), 11)) + 8
        target(layer, "country", country, "rect", x=x - wide / 2, y=y - 14, width=wide,
               height=36 if country in players else 20)
    for name in state.map.provinces:
        x, y = pic.box(name)
        for n, line in enumerate(unit_lines(state, name)):
            left = x + 5
            for word in line.split():
                if not word.startswith("+"):
                    target(layer, "unit", word, "rect", x=left - 1, y=y + 33 + 11 * n, width=text_width(word, 9) + 2,
                           height=11)
                left += text_width(word + " ", 9)
    for name, top, bottom in rows:
        target(layer, "player", name, "rect", x=MARGIN / 2, y=top, width=pic.width - MARGIN, height=bottom - top)


def board_svg(state: WTState) -> str:
    pic = Picture(state)
    entries = legend_lines(state, pic.width)
    width, height = pic.width, pic.height + legend_height(entries)
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1", "width": f"{width:.0f}",
                              "height": f"{height:.0f}", "viewBox": f"0 0 {width:.0f} {height:.0f}"})
    el(root, "title", f"{state.setup.title} — {state.turn}")
    el(root, "rect", x=0, y=0, width=width, height=height, fill=PAPER)
    draw_links(pic, root)
    draw_provinces(pic, root)
    draw_countries(pic, root)
    draw_targets(pic, root, draw_legend(state, root, pic.height, entries))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
