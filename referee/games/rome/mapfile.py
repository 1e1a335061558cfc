"""Transcribing a board once: a map file made and filled in step by step (``referee map …``), and its report."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import tomli_w

from referee.core.errors import NotationError
from referee.core.hexgrid import grid
from referee.core.save import write_atomic
from referee.core.i18n import _, terms
from referee.games.rome.board import UNKNOWN, Report, check, read_file, shown
from referee.games.rome.vocab import ARROWS, COLORS, COLOURS, PROVINCES, TERRAINS

HEADER = ("# Struggle for Rome map file (schema: referee/games/rome/board.py). Fill it in with 'referee map hex / "
          "city / start / arrow'; 'referee map check' shows what is missing.\n")


def new_map(rows: list[int], name: str) -> dict[str, Any]:
    """A draft with every hex of the grid still unknown."""
    data = {"name": name, "status": "draft", "rows": list(rows)}
    report = check(data)
    if report.errors:
        raise NotationError(shown(report.errors[0]), _("e.g. {example}", example="--rows 8,9,8,9,8"))
    data["hexes"] = {h: {"terrain": UNKNOWN} for h in grid(tuple(rows)).hexes}
    data.update(cities={}, starts={}, arrows=[])
    return data


def load(path: str | Path) -> dict[str, Any]:
    data = read_file(path)
    data.setdefault("hexes", {})
    data.setdefault("cities", {})
    data.setdefault("starts", {})
    data.setdefault("arrows", [])
    return data


def save(path: str | Path, data: dict[str, Any]) -> None:
    write_atomic(Path(path), HEADER + tomli_w.dumps(data))


def _grid(data: dict[str, Any]):
    if "rows" not in data:
        raise NotationError(_("this map file has no grid (a city table only)"), _("referee map new FILE --rows …"))
    return grid(tuple(data["rows"]))


def set_hex(data: dict, name: str, terrain: str, number: int | None, province: str | None, beyond: bool) -> str:
    g = _grid(data)
    hexname = g.hex(name)
    entry: dict[str, Any] = {"terrain": TERRAINS.resolve(terrain)}
    if number is not None:
        if entry["terrain"] in ("sea", "forest") or number not in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
            raise NotationError(_("{terrain} with the number {number}?", terrain=TERRAINS.term(entry["terrain"]),
                                  number=number),
                                _("numbers 2–6 and 8–12, not on sea or forest"))
        entry["number"] = number
    if province:
        entry["province"] = PROVINCES.resolve(province)
    if beyond:
        entry["beyond_limes"] = True
    data["hexes"][hexname] = entry
    return hexname


def set_city(data: dict, name: str, at: str, province: str, towers: int, eagle: bool, neutral: bool) -> str:
    g = _grid(data)
    corner = g.corner(at)
    if towers not in (2, 3, 4, 5):
        raise NotationError(_("a city has 2, 3, 4 or 5 towers, not {towers}", towers=towers),
                            _("e.g. {example}", example="3"))
    for other, city in data["cities"].items():
        if other != name and g.corner(city["at"]) == corner:
            raise NotationError(_("{other} stands on {corner} already", other=other, corner=corner),
                                _("one city per crossroads"))
    data["cities"][name] = {"at": corner, "province": PROVINCES.resolve(province), "towers": towers,
                            "eagle": eagle, "neutral_3p": neutral}
    return corner


def set_start(data: dict, colour: str, corners: list[str]) -> list[str]:
    g = _grid(data)
    if colour not in COLOURS:
        raise NotationError(_("no colour {colour}", colour=colour), _("one of {known}", known=terms("color", COLORS)))
    colour = COLOURS.resolve(colour)
    if len(corners) != 2:
        raise NotationError(_("each colour has two start crossroads"), _("referee map start FILE red 1f:12 1h:12"))
    data["starts"][colour] = [g.corner(c) for c in corners]
    return data["starts"][colour]


def add_arrow(data: dict, kind: str, a: str, b: str, one_way: bool) -> tuple[str, str]:
    g = _grid(data)
    if kind not in ARROWS:
        raise NotationError(_("no arrow '{kind}'", kind=kind), _("land or sea"))
    kind = ARROWS.resolve(kind)
    a, b = g.corner(a), g.corner(b)
    if kind == "land" and b not in g.corners[a].neighbours:
        raise NotationError(_("a land arrow joins neighbouring crossroads; {a} and {b} are not", a=a, b=b),
                            _("neighbours of {a}: {corners}", a=a, corners=", ".join(g.corners[a].neighbours)))
    arrows = [x for x in data["arrows"] if {g.corner(x["from"]), g.corner(x["to"])} != {a, b}]
    arrow = {"kind": kind, "from": a, "to": b}
    if one_way:
        arrow["one_way"] = True
    data["arrows"] = arrows + [arrow]
    return a, b


def verify(data: dict) -> Report:
    """Mark the map verified when nothing is missing and every checksum holds; otherwise say why not."""
    report = check({**data, "status": "draft"}, for_game=True)
    if not report.errors and not report.failing and not report.missing:
        data["status"] = "verified"
    return report


def report_lines(report: Report) -> list[str]:
    lines = [_("error: {problem}", problem=shown(e)) for e in report.errors]
    for what, ok, detail in report.checksums:
        lines.append(f"{_('ok  ') if ok else _('FAIL')} {shown(what)}: {shown(detail)}")
    missing = [m for m in report.missing if not m.startswith("hex ")]
    hexes = [m.split(":")[0][4:] for m in report.missing if m.startswith("hex ")]
    if hexes:
        lines.append(_("missing: the terrain of {count} hex(es): {hexes}", count=len(hexes),
                       hexes=", ".join(hexes[:20])) + (" …" if len(hexes) > 20 else ""))
    lines += [_("missing: {what}", what=shown(m)) for m in missing]
    return lines
