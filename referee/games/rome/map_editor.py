"""The page's editor of a Struggle for Rome map file (``referee serve --edit FILE``): the board drawn as the game
draws it — hexes with landscape, number and province, the Limes, cities on their crossroads, start crossroads,
land and sea arrows — every hex and crossroads a tap target, and the map's checksums (40 cities, 8 per province …)
shown as they fill up. Its changes are :mod:`map_edits`, the ones ``referee map`` runs."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError
from referee.core.hexgrid import HexGrid, grid
from referee.core.i18n import Term, _, translate
from referee.core.mapedit import MapEditor, Progress, field_spec, tap_targets, target, tool
from referee.core.svg import FONT, INK, HexLayout, el, label, points
from referee.games.rome import map_edits
from referee.games.rome.board import NUMBERS, UNKNOWN, check, read_file
from referee.games.rome.mapfile import report_lines
from referee.games.rome.reports import SHORT
from referee.games.rome.svg import (LAND_ARROW, LIMES, MARGIN, PAPER, PLAYER, PROVINCE, R, RED, SEA, SEA_ARROW,
                                    TERRAIN, defs)
from referee.games.rome.vocab import COLORS, PROVINCES, TERRAINS

UNSET = "#e4e0d6"


class RomeMapEditor(MapEditor):
    kind = "rome-map"
    command = "referee map"
    edits = map_edits.EDITS

    def recognises(self, data: dict[str, Any]) -> bool:
        return "rows" in data and "hexes" in data and "countries" not in data

    def load(self, path: Path) -> dict[str, Any]:
        return read_file(path)

    def title(self) -> str:
        return _("Struggle for Rome map file")

    def tools(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        if data is None:
            return [tool("new", _("Start the map file"), _("Give the hexes per row of your board, top to bottom."),
                         fields=[field_spec("rows", _("Hexes per row"), "text", default="8,9,8,9,8"),
                                 field_spec("name", _("Name"), "text", placeholder=_("my board"))])]
        provinces = [(p, str(Term("province", p))) for p in PROVINCES.names]
        return [
            tool("hex", _("Landscape"), _("Choose landscape, number and province, then tap hexes."),
                 fields=[field_spec("terrain", _("Landscape"),
                                    choices=[(t, str(Term("landscape", t))) for t in TERRAINS.names]),
                         field_spec("number", _("Number"), "int",
                                    choices=[("", _("no number")), *((n, str(n)) for n in NUMBERS)]),
                         field_spec("province", _("Province"), choices=[("", _("none")), *provinces]),
                         field_spec("beyond", _("beyond the Limes"), "flag")],
                 targets=[target("hexname", "hex")]),
            tool("city", _("City"), _("Type its name, choose province and towers, then tap its crossroads."),
                 fields=[field_spec("name", _("City"), "text"),
                         field_spec("province", _("Province"), choices=provinces),
                         field_spec("towers", _("Towers"), "int", choices=[(n, str(n)) for n in (2, 3, 4, 5)]),
                         field_spec("eagle", _("eagle"), "flag"), field_spec("neutral", "III", "flag")],
                 targets=[target("at", "corner")]),
            tool("start", _("Start"), _("Choose the colour, then tap its two start crossroads."),
                 fields=[field_spec("colour", _("Colour"), choices=[(c, str(Term("color", c))) for c in COLORS])],
                 targets=[target("first", "corner"), target("second", "corner")]),
            tool("arrow", _("Arrow"), _("Choose land or sea, then tap the two crossroads it joins."),
                 fields=[field_spec("kind", _("Arrow"), choices=[("land", _("land")), ("sea", _("sea"))]),
                         field_spec("one_way", _("one way (from the first tap)"), "flag")],
                 targets=[target("first", "corner"), target("second", "corner")]),
            tool("verify", _("Verify"), _("Mark the map verified: only when nothing is missing and every checksum "
                                          "holds.")),
        ]

    def picture(self, data: dict[str, Any]) -> str:
        g = grid(tuple(data["rows"]))
        pic = HexLayout(g, R, MARGIN)
        root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                                  "viewBox": f"0 0 {pic.width:.0f} {pic.height:.0f}", "width": f"{pic.width:.0f}",
                                  "height": f"{pic.height:.0f}", "class": "draft rome"})
        defs(root)
        el(root, "rect", x=0, y=0, width=pic.width, height=pic.height, fill=SEA)
        hexes = data.get("hexes", {})
        for name in g.hexes:
            _draw_hex(root, pic, name, hexes.get(name) if isinstance(hexes.get(name), dict) else {})
        _draw_limes(root, pic, g, hexes)
        _draw_arrows(root, pic, g, data.get("arrows", []))
        _draw_starts(root, pic, g, data.get("starts", {}))
        _draw_cities(root, pic, g, data.get("cities", {}))
        tap_targets(el(root, "g", id="crossroads"), "corner", g.corners, pic.corner, 12)
        ET.indent(root)
        return ET.tostring(root, encoding="unicode")

    def progress(self, path: Path, data: dict[str, Any]) -> Progress:
        report = check(data)
        lines = report_lines(report)
        problems = lines[:len(report.errors)]
        usable = not check(data, for_game=True).errors
        verdict = f"{path.name}: {data.get('name', '')} ({Term('map status', data.get('status', 'draft'))})"
        return Progress(lines[len(report.errors):], problems, usable, verdict)


def _draw_hex(root: ET.Element, pic: HexLayout, name: str, entry: dict[str, Any]) -> None:
    cx, cy = pic.centre(name)
    terrain = entry.get("terrain", UNKNOWN)
    number, province = entry.get("number"), entry.get("province")
    group = el(root, "g", id=f"hex-{name}")
    poly = el(group, "polygon", points=points(pic.outline(name)), fill=TERRAIN.get(terrain, UNSET),
              stroke="#f7f1e1", stroke_width=3, class_="target hex", data_name=name, data_kind="hex")
    if terrain == UNKNOWN:
        poly.set("stroke", "#9a958a")
        poly.set("stroke-dasharray", "7 5")
    if entry.get("beyond_limes"):
        el(group, "polygon", points=points(pic.outline(name)), fill="url(#beyond)", stroke="none")
    el(poly, "title", name if terrain == UNKNOWN else f"{name} {Term('landscape', terrain)}")
    label(group, cx, cy - 0.42 * R, name, 15, class_="hex-name")
    if terrain == UNKNOWN:
        label(group, cx, cy + 9, "?", 26, ink="#9a958a")
        return
    if isinstance(number, int) and terrain != "sea":
        el(group, "circle", cx=cx, cy=cy + 0.02 * R, r=0.26 * R, fill="#f6ecd0", stroke=INK, stroke_width=1.5)
        el(group, "text", str(number), x=cx, y=cy + 0.02 * R + 6, font_size=17, font_weight="bold",
           text_anchor="middle", font_family=FONT, fill=RED if number in (6, 8) else INK)
    if terrain != "sea":
        under = str(Term("landscape", terrain)) + (f" · {translate(SHORT[province])}" if province in SHORT else "")
        label(group, cx, cy + 0.5 * R, under, 10, font_weight="normal", class_="terrain")


def _draw_limes(root: ET.Element, pic: HexLayout, g: HexGrid, hexes: dict[str, Any]) -> None:
    """The paths between land beyond the Limes and land this side of it."""
    def land(h: str) -> bool:
        entry = hexes.get(h)
        return isinstance(entry, dict) and entry.get("terrain", UNKNOWN) not in ("sea", UNKNOWN)

    def beyond(h: str) -> bool:
        return bool(hexes.get(h, {}).get("beyond_limes"))

    layer = el(root, "g", id="limes")
    for side in g.sides.values():
        if len(side.hexes) == 2 and all(map(land, side.hexes)) and beyond(side.hexes[0]) != beyond(side.hexes[1]):
            (ax, ay), (bx, by) = (pic.corner(c) for c in side.ends)
            el(layer, "line", x1=ax, y1=ay, x2=bx, y2=by, stroke=LIMES, stroke_width=6, stroke_dasharray="10 5")


def _corner(g: HexGrid, text: Any) -> str | None:
    try:
        return g.corner(str(text))
    except NotationError:
        return None


def _draw_arrows(root: ET.Element, pic: HexLayout, g: HexGrid, arrows: Any) -> None:
    layer = el(root, "g", id="arrows")
    for arrow in arrows if isinstance(arrows, list) else []:
        a, b = _corner(g, arrow.get("from")), _corner(g, arrow.get("to"))
        if not a or not b:
            continue
        kind = "sea" if arrow.get("kind") == "sea" else "land"
        (ax, ay), (bx, by) = pic.corner(a), pic.corner(b)
        attrs = {"fill": "none", "marker_end": f"url(#head-{kind})", "class_": f"arrow {kind}-arrow"}
        if not arrow.get("one_way"):
            attrs["marker_start"] = f"url(#head-{kind})"
        if kind == "land":
            el(layer, "line", x1=ax + (bx - ax) * 0.2, y1=ay + (by - ay) * 0.2, x2=bx + (ax - bx) * 0.2,
               y2=by + (ay - by) * 0.2, stroke=LAND_ARROW, stroke_width=3, **attrs)
        else:
            mx, my = (ax + bx) / 2 - (by - ay) * 0.18, (ay + by) / 2 + (bx - ax) * 0.18     # bent off the line
            el(layer, "path", d=f"M {ax:.1f} {ay:.1f} Q {mx:.1f} {my:.1f} {bx:.1f} {by:.1f}", stroke=SEA_ARROW,
               stroke_width=3, stroke_dasharray="8 5", **attrs)


def _draw_starts(root: ET.Element, pic: HexLayout, g: HexGrid, starts: Any) -> None:
    layer = el(root, "g", id="starts")
    for colour, corners in sorted(starts.items()) if isinstance(starts, dict) else []:
        for corner in corners if isinstance(corners, list) else []:
            at = _corner(g, corner)
            if at:
                x, y = pic.corner(at)
                el(layer, "circle", cx=x, cy=y, r=13, fill="none", stroke=PLAYER.get(colour, INK), stroke_width=4,
                   stroke_dasharray="4 3", class_="start", data_color=colour, data_at=at)


def _draw_cities(root: ET.Element, pic: HexLayout, g: HexGrid, cities: Any) -> None:
    layer = el(root, "g", id="cities")
    for name, city in sorted(cities.items()) if isinstance(cities, dict) else []:
        at = _corner(g, city.get("at")) if isinstance(city, dict) else None
        if not at:
            continue
        x, y = pic.corner(at)
        province = city.get("province")
        group = el(layer, "g", class_="city", data_city=name, data_at=at)
        el(group, "title", f"{name} {at}")
        el(group, "rect", x=x - 11, y=y - 11, width=22, height=22, rx=3, fill=PAPER,
           stroke=PROVINCE.get(province, INK), stroke_width=3.5)
        el(group, "text", str(city.get("towers", "?")), x=x, y=y + 5, font_size=13, font_weight="bold",
           text_anchor="middle", font_family=FONT, fill=INK)
        marks = " ".join([translate(SHORT[province]) if province in SHORT else str(province),
                          *(["★"] if city.get("eagle") else []), *(["III"] if city.get("neutral_3p") else [])])
        below = at.endswith((":12", ":2", ":10"))
        ny = y + 25 if below else y - 27
        label(group, x, ny, name, 11, class_="city-name")
        label(group, x, ny + 11, marks, 9, font_weight="normal", fill=RED if city.get("eagle") else INK)

