"""``referee board --svg``: the map as a table of countries (columns, in country order) and their provinces,
each province filled with its owner's colour and listing its units."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from referee.core.svg import FONT, INK, el, label
from referee.games.warriors_traders.state import BARBARIAN, WTState

COLOURS = {"red": "#d7301f", "blue": "#2b6cb0", "green": "#2f855a", "yellow": "#ecc94b", "white": "#f7fafc",
           "black": "#4a4a4a"}
BARBARIAN_FILL, FREE_FILL, SPARE = "#a0a0a0", "#fffdf5", "#b794f4"
W, H, MARGIN, HEAD = 150, 84, 12, 30
SHORT = {"capital": "★", "trade_centre": "$", "ordinary": "", "subjugated": "·"}


def fill(state: WTState, province: str) -> str:
    """The owner's colour (WT-PROV-2), grey for barbarians, pale when free."""
    owner = state.owner(province)
    if owner is None:
        return FREE_FILL
    if owner == BARBARIAN:
        return BARBARIAN_FILL
    return COLOURS.get(state.player(owner).color, SPARE)


def board_svg(state: WTState) -> str:
    countries = sorted(state.map.countries, key=lambda c: state.map.countries[c]["order"])
    rows = max(len(state.map.of_country(c)) for c in countries)
    width, height = 2 * MARGIN + W * len(countries), 2 * MARGIN + HEAD + H * rows
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1", "width": str(width),
                              "height": str(height), "viewBox": f"0 0 {width} {height}"})
    el(root, "title", f"{state.setup.title} — {state.turn}")
    for col, country in enumerate(countries):
        x = MARGIN + col * W
        label(root, x + W / 2, MARGIN + 20, f"{state.map.countries[country]['order']}. {country}", 14)
        for row, province in enumerate(state.map.of_country(country)):
            y = MARGIN + HEAD + row * H
            el(root, "rect", x=x + 2, y=y + 2, width=W - 4, height=H - 4, rx=6, fill=fill(state, province),
               stroke=INK, stroke_width=1, class_="province", id=province)
            label(root, x + W / 2, y + 20, f"{province} {SHORT[state.map.kind(province)]}", 13)
            for n, unit in enumerate(state.units_in(province)[:4]):
                el(root, "text", unit.name, x=x + 10, y=y + 36 + n * 11, font_size=10, font_family=FONT, fill=INK)
            extra = len(state.units_in(province)) - 4
            if extra > 0:
                el(root, "text", f"+{extra}", x=x + W - 26, y=y + H - 10, font_size=10, font_family=FONT, fill=INK)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
