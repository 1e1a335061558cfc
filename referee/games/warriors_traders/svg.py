"""``referee board --svg``: the map as a table of countries (columns, in country order) and their provinces,
each province filled with its owner's colour and listing its units; below, a legend: the turn and phase, and each
player's colour swatch, VP and resources."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from referee.core.i18n import Term, _
from referee.core.svg import FONT, INK, el, label
from referee.games.warriors_traders import scoring
from referee.games.warriors_traders.common import held_text
from referee.games.warriors_traders.state import BARBARIAN, WTState

COLOURS = {"red": "#d7301f", "blue": "#2b6cb0", "green": "#2f855a", "yellow": "#ecc94b", "white": "#f7fafc",
           "black": "#4a4a4a"}
BARBARIAN_FILL, FREE_FILL, SPARE = "#a0a0a0", "#fffdf5", "#b794f4"
W, H, MARGIN, HEAD, LINE = 150, 84, 12, 30, 22
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
    board_bottom = MARGIN + HEAD + H * rows
    width, height = 2 * MARGIN + W * len(countries), board_bottom + MARGIN + LINE * (1 + len(state.players)) + 8
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
    draw_legend(state, root, board_bottom + MARGIN)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def draw_legend(state: WTState, root: ET.Element, top: float) -> None:
    """The turn and phase; one line per player in country order: colour, VP (WT-VP-1) and resources."""
    layer = el(root, "g", id="legend", font_family=FONT, font_size=13, fill=INK)
    turn = el(layer, "g", class_="legend-turn")
    el(turn, "text", _("Turn {turn}: {phase}", turn=state.turn, phase=Term("wt phase", state.phase)),
       x=MARGIN, y=top + 14)
    for n, name in enumerate(state.country_order(), start=1):
        p = state.player(name)
        y = top + n * LINE
        row = el(layer, "g", class_="legend-player", data_player=p.name)
        el(row, "rect", x=MARGIN, y=y, width=14, height=14, fill=COLOURS.get(p.color, SPARE), stroke=INK)
        el(row, "text", _("{player}: {vp} VP; {resources}", player=p.name, vp=scoring.total(state, p.name),
                          resources=held_text(p)), x=MARGIN + 22, y=y + 12)
