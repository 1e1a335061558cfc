"""The changes a table makes to an Aqua Romana reservoir file, each on the file at a path: what ``referee reservoirs
new / set / remove / corner`` run, and the map editor of ``referee serve --edit`` runs too (so a file made on the
page and one typed in a terminal are the same bytes). Each returns what is said to the person; a refused change
raises and leaves the file byte for byte as it was."""

from __future__ import annotations

from pathlib import Path

from referee.core.errors import NotationError
from referee.core.i18n import Term, _, translate
from referee.games.aqua_romana import boardfile


def _edit(path: str | Path, change) -> str:
    return boardfile.edit(str(path), lambda data: change(boardfile, data))


def new(path: str | Path, force: bool = False) -> str:
    """A file with the corner curves every board prints and no reservoir yet."""
    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=str(path)), _("another name, or --force"))
    boardfile.save(str(path), boardfile.new())
    return _("Reservoir file {path}: place the reservoirs of each player count ('referee reservoirs check {path}' "
             "says what is missing).", path=str(path))


def set_(path: str | Path, layout: str, color: str, squares: list[str], outlets: list[str],
         seat: int | None = None) -> str:
    """A reservoir of a layout: its colour, its two squares and its outlets (``A4:N``); the seat by default."""
    def change(m, data):
        colour = m.set_reservoir(data, layout, color, squares, outlets, seat)
        return _("{colour} reservoir of {layout} set on {squares}.", colour=Term("aqua colour", colour),
                 layout=translate(m.LAYOUTS[layout][2]), squares=", ".join(squares))

    return _edit(path, change)


def remove(path: str | Path, layout: str, color: str) -> str:
    def change(m, data):
        colour = m.remove_reservoir(data, layout, color)
        return _("{colour} reservoir of {layout} removed.", colour=Term("aqua colour", colour),
                 layout=translate(m.LAYOUTS[layout][2]))

    return _edit(path, change)


def corner(path: str | Path, square: str, rotation: str) -> str:
    return _edit(path, lambda m, d: _("corner {square}: its curve set.", square=m.set_corner(d, square, rotation)))


EDITS = {"new": new, "set": set_, "remove": remove, "corner": corner}
