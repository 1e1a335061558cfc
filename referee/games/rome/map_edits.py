"""The changes a table makes to a Struggle for Rome map file, each on the file at a path: what ``referee map new /
hex / city / start / arrow / verify`` run, and the map editor of ``referee serve --edit`` runs too (so a file made
on the page and one typed in a terminal are the same bytes). Each returns what is said to the person; a refused
change raises and leaves the file byte for byte as it was."""

from __future__ import annotations

from pathlib import Path

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import _
from referee.core.numbers import number
from referee.games.rome import mapfile
from referee.games.rome.board import shown
from referee.games.rome.vocab import ARROWS, COLOURS


def _edit(path: str | Path, change) -> str:
    data = mapfile.load(path)
    said = change(mapfile, data)
    mapfile.save(path, data)
    return said


def new(path: str | Path, rows: str, name: str | None = None, force: bool = False) -> str:
    """A draft with every hex of the grid still unknown (``rows``: hexes per row, ``8,9,8,9,8``)."""
    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=str(path)), _("another name, or --force"))
    counts = [number(n.strip(), _("the hexes of a row"), "--rows 8,9,8,9,8") for n in rows.split(",")]
    mapfile.save(path, mapfile.new_map(counts, name or _("my board")))
    return _("Map file {path}: {count} hexes to fill in ('referee map check {path}' lists them).", path=str(path),
             count=sum(counts))


def hex_(path: str | Path, hexname: str, terrain: str, number: int | None = None, province: str | None = None,
         beyond: bool = False) -> str:
    return _edit(path, lambda m, d: _("hex {hex} set.", hex=m.set_hex(d, hexname, terrain, number, province, beyond)))


def city(path: str | Path, name: str, at: str, province: str, towers: int, eagle: bool = False,
         neutral: bool = False) -> str:
    return _edit(path, lambda m, d: _("city {name} on {at} set.", name=name,
                                      at=m.set_city(d, name, at, province, towers, eagle, neutral)))


def start(path: str | Path, colour: str, first: str, second: str) -> str:
    shown_colour = COLOURS.term(COLOURS.resolve(colour)) if colour in COLOURS else colour
    return _edit(path, lambda m, d: _("start crossroads of {colour}: {spots}.", colour=shown_colour,
                                      spots=", ".join(m.set_start(d, colour, [first, second]))))


def arrow(path: str | Path, kind: str, first: str, second: str, one_way: bool = False) -> str:
    shown_kind = ARROWS.term(ARROWS.resolve(kind)) if kind in ARROWS else kind
    return _edit(path, lambda m, d: _("{kind} arrow {a} – {b} set.", kind=shown_kind,
                                      **dict(zip("ab", m.add_arrow(d, kind, first, second, one_way)))))


def verify(path: str | Path) -> str:
    """Mark the map verified: only when nothing is missing and every checksum holds (ROME-MAP-1)."""
    data = mapfile.load(path)
    report = mapfile.verify(data)
    if data.get("status") != "verified":
        problems = ([shown(e) for e in report.errors] + [f"{shown(w)}: {shown(d)}" for w, _ok, d in report.failing]
                    + [shown(m) for m in report.missing])
        raise RuleViolation("ROME-MAP-1", _("the map cannot be marked verified: {problem}", problem=problems[0])
                            + (_(" (and {count} more)", count=len(problems) - 1) if len(problems) > 1 else ""),
                            _("'referee map check {path}' lists everything", path=str(path)))
    mapfile.save(path, data)
    return _("{path} is marked verified.", path=str(path))


EDITS = {"new": new, "hex": hex_, "city": city, "start": start, "arrow": arrow, "verify": verify}
