"""The changes a table makes to a Warriors & Traders map file, each on the file at a path: what ``referee wt-map new /
country / province / link / verify`` run, and the map editor of ``referee serve --edit`` runs too (so a file made
on the page and one typed in a terminal are the same bytes). Each returns what is said to the person; a refused
change raises and leaves the file byte for byte as it was."""

from __future__ import annotations

from pathlib import Path

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import _
from referee.games.warriors_traders import mapfile


def _edit(path: str | Path, change) -> str:
    data = mapfile.load_draft(path)
    said = change(mapfile, data)
    mapfile.save_draft(path, data)
    return said


def new(path: str | Path, side: str, name: str | None = None, force: bool = False) -> str:
    """A draft of one side of the board (WT-COMP-1), without countries."""
    if side not in mapfile.SIDES or side == "test":
        raise RuleViolation("WT-COMP-1", _("the board has two sides, not '{side}'", side=side), "west, east")
    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=str(path)), _("another name, or --force"))
    mapfile.save_draft(path, {"name": name or mapfile.SIDES[side], "side": side, "status": "draft",
                              "countries": {}, "provinces": {}})
    return _("Map file {path}: add 8 countries, their provinces and the links ('referee wt-map check {path}').",
             path=str(path))


def country(path: str | Path, name: str, order: int) -> str:
    return _edit(path, lambda m, d: m.set_country(d, name, order))


def province(path: str | Path, name: str, country: str, kind: str, food: int = 0, goods: int = 0,
             weapons: int = 0, vp: int = -1) -> str:
    return _edit(path, lambda m, d: m.set_province(d, name, country, kind, food, goods, weapons, vp))


def link(path: str | Path, one: str, other: str, sea: bool = False) -> str:
    return _edit(path, lambda m, d: m.set_link(d, one, other, "sea" if sea else "land"))


def check(path: str | Path) -> str:
    """WT-COMP-2: whether the map is consistent (raises, naming every problem, when it is not)."""
    data = mapfile.load_draft(path)
    problems = mapfile.check(data)
    if problems:
        raise RuleViolation("WT-COMP-2", _("the map is not consistent: {problems}", problems="; ".join(problems)),
                            _("fix the map file; see {example}", example=str(mapfile.MAPS["test-map"])))
    return _("{path}: consistent ({status}).", path=str(path), status=data.get("status", "draft"))


def verify(path: str | Path) -> str:
    """Mark the map verified: only when it is consistent (what the check said, then the mark)."""
    said = check(path)
    return f"{said}\n{_edit(path, lambda m, d: m.set_status(d, 'verified'))}"


EDITS = {"new": new, "country": country, "province": province, "link": link, "verify": verify}
