"""The page's editor of a Warriors & Traders map file (``referee serve --edit FILE``): the countries round a ring in
their order, each province a box (a tap target) and every border a line between two boxes — a land border solid,
a sea route dashed — so a table sees at a glance that every border of the printed map is there; the map's check
(WT-COMP-2, WT-PROV-1, WT-PROV-8) shown as it fills up. Its changes are :mod:`map_edits`, the ones
``referee wt-map`` runs."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from referee.core.i18n import Term, _
from referee.core.mapedit import MapEditor, Progress, field_spec, target, tool
from referee.core.svg import FONT, INK, el, label
from referee.games.warriors_traders import map_edits, mapfile
from referee.games.warriors_traders.svg import FREE_FILL, SHORT

BOX_W, BOX_H, GAP = 150, 46, 14
PAPER = "#f4efe3"
LAND, SEA = "#7a5230", "#2b6cb0"
KIND_FILL = {"capital": "#f6d186", "trade_centre": "#bfe3c0", "ordinary": FREE_FILL, "subjugated": "#dcdcdc"}


class WTMapEditor(MapEditor):
    kind = "wt-map"
    command = "referee wt-map"
    edits = map_edits.EDITS

    def recognises(self, data: dict[str, Any]) -> bool:
        return "countries" in data or "provinces" in data

    def load(self, path: Path) -> dict[str, Any]:
        return mapfile.load_draft(path)

    def title(self) -> str:
        return _("Warriors & Traders map file")

    def tools(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        if data is None:
            return [tool("new", _("Start the map file"), _("Which side of the board do you transcribe?"),
                         fields=[field_spec("side", _("Side"), choices=[("west", _("west")), ("east", _("east"))]),
                                 field_spec("name", _("Name"), "text")])]
        countries = [(c, c) for c in data.get("countries", {})]
        kinds = [(k, str(Term("wt province", k))) for k in mapfile.TYPES]
        symbols = [field_spec(s, str(Term("wt resource", s)), "int", default=0, min=0) for s in mapfile.SYMBOLS]
        return [
            tool("country", _("Country"), _("Type a country and its order number, then Apply."),
                 fields=[field_spec("name", _("Country"), "text"), field_spec("order", _("Order"), "int", min=1)]),
            tool("province", _("Province"), _("Type the province, choose its country and type, then Apply."),
                 fields=[field_spec("name", _("Province"), "text"),
                         field_spec("country", _("Country"), choices=countries),
                         field_spec("kind", _("Type"), choices=kinds), *symbols,
                         field_spec("vp", _("VP (empty: by type)"), "int", min=0)]),
            tool("link", _("Border"), _("Tap two provinces that share a border (or a sea route)."),
                 fields=[field_spec("sea", _("sea route"), "flag")],
                 targets=[target("one", "province"), target("other", "province")]),
            tool("verify", _("Verify"), _("Mark the map verified: only when it is consistent.")),
        ]

    def picture(self, data: dict[str, Any]) -> str:
        places, titles, ring = layout(data)
        size = 2 * (ring + BOX_W + 40)
        root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                                  "viewBox": f"0 0 {size:.0f} {size:.0f}", "width": f"{size:.0f}",
                                  "height": f"{size:.0f}", "class": "draft wt"})
        el(root, "rect", x=0, y=0, width=size, height=size, fill=PAPER)
        centre = size / 2
        provinces = data.get("provinces", {})
        borders = el(root, "g", id="borders")
        for a, b, way in links(provinces):
            if a in places and b in places:
                (ax, ay), (bx, by) = (centre + places[a][0], centre + places[a][1]), \
                                     (centre + places[b][0], centre + places[b][1])
                line = el(borders, "line", x1=ax, y1=ay, x2=bx, y2=by, stroke=SEA if way == "sea" else LAND,
                          stroke_width=3, class_=f"border {way}", data_from=a, data_to=b)
                if way == "sea":
                    line.set("stroke-dasharray", "9 6")
        for angle, title in titles.values():
            x, y = centre + math.cos(angle) * (ring + BOX_W), centre + math.sin(angle) * (ring + BOX_W)
            label(root, x, y, title, 16, class_="country")
        for name, (x, y) in places.items():
            p = provinces[name] if isinstance(provinces.get(name), dict) else {}
            group = el(root, "g", class_="target province", data_name=name, data_kind="province")
            el(group, "title", name)
            el(group, "rect", x=centre + x - BOX_W / 2, y=centre + y - BOX_H / 2, width=BOX_W, height=BOX_H, rx=7,
               fill=KIND_FILL.get(p.get("type"), FREE_FILL), stroke=INK, stroke_width=1.5)
            label(group, centre + x, centre + y - 4, f"{name} {SHORT.get(p.get('type'), '')}".strip(), 13)
            held = [f"{Term('wt resource', s)} {p[s]}" for s in mapfile.SYMBOLS if p.get(s)]
            el(group, "text", " · ".join([*held, f"{p.get('vp', '?')} VP"]), x=centre + x, y=centre + y + 15,
               font_size=9, font_family=FONT, text_anchor="middle", fill=INK)
        ET.indent(root)
        return ET.tostring(root, encoding="unicode")

    def progress(self, path: Path, data: dict[str, Any]) -> Progress:
        found = mapfile.check(data)
        provinces = data.get("provinces", {})
        counts = [_("{count} of 8 countries", count=len(data.get("countries", {}))),
                  _("{count} provinces, {borders} borders ({sea} by sea)", count=len(provinces),
                    borders=len(links(provinces)), sea=sum(1 for *_ab, way in links(provinces) if way == "sea"))]
        alone = [n for n, p in provinces.items() if isinstance(p, dict) and not p.get("land") and not p.get("sea")]
        if alone:
            counts.append(_("no border yet: {provinces}", provinces=", ".join(alone)))
        verdict = _("{path}: consistent ({status}).", path=path.name, status=data.get("status", "draft")) \
            if not found else _("{path}: {count} problem(s)", path=path.name, count=len(found))
        return Progress(counts, found, not found, verdict)


def layout(data: dict[str, Any]) -> tuple[dict[str, tuple[float, float]], dict[str, tuple[float, str]], float]:
    """Each province's place round the ring (relative to its centre), the countries in their order (the first at
    the top) with a gap between two; each country's angle and title; the ring's radius."""
    table = data.get("countries", {})
    provinces = {n: p for n, p in data.get("provinces", {}).items() if isinstance(p, dict)}

    def order(c: str) -> tuple:
        number = table[c].get("order") if isinstance(table[c], dict) else None
        return (type(number) is not int, number if type(number) is int else 0, c)

    groups = [(c, [n for n, p in provinces.items() if p.get("country") == c]) for c in sorted(table, key=order)]
    groups.append(("", [n for n, p in provinces.items() if p.get("country") not in table]))
    slots = sum(max(1, len(names)) + 1 for _c, names in groups)
    ring = max(260.0, slots * (BOX_W + GAP) / (2 * math.pi))
    places: dict[str, tuple[float, float]] = {}
    titles: dict[str, tuple[float, str]] = {}
    slot = 0
    for country, names in groups:
        if country:
            number = table[country].get("order") if isinstance(table[country], dict) else None
            middle = (slot + max(1, len(names)) / 2) / slots * 2 * math.pi - math.pi / 2
            titles[country] = (middle, f"{number}. {country}" if number is not None else country)
        for name in names:
            angle = (slot + 0.5) / slots * 2 * math.pi - math.pi / 2
            places[name] = (math.cos(angle) * ring, math.sin(angle) * ring)
            slot += 1
        slot += (0 if names else 1) + 1
    return places, titles, ring


def links(provinces: dict[str, Any]) -> list[tuple[str, str, str]]:
    """Every border once: (province, province, ``land`` or ``sea``)."""
    found = set()
    for name, p in provinces.items():
        for way in ("land", "sea"):
            for other in p.get(way, []) if isinstance(p, dict) else []:
                found.add((*sorted((name, str(other))), way))
    return sorted(found)
