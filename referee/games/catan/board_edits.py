"""The changes a table makes to a Catan board file, each on the file at a path: what ``referee board new / hex /
harbour / remove / robber / pirate / grow / treasure`` run, and the map editor of ``referee serve --edit`` runs too
(so a file made on the page and one typed in a terminal are the same bytes). Each returns what is said to the
person; a refused change raises and leaves the file byte for byte as it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.games.catan import boardfile


def _edit(path: str | Path, change) -> str:
    return boardfile.edit(str(path), lambda data: change(boardfile, data))


def new(path: str | Path, edition: str = "base", shape: str | None = None, rows: str | None = None,
        fill: str | None = None, force: bool = False) -> str:
    """Start a board file: the edition's rows (or ``shape``, rows split by ``/``, or ``rows``: 6,7,8,7,6), every hex
    still to be set — or all of them ``fill``."""
    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=str(path)), _("another name, or --force"))
    if shape is not None and rows is not None:
        raise NotationError(_("--shape and --rows both given"), _("one of them: the picture or the row lengths"))
    ed = boardfile.edition_of(edition)
    drawn = shape.split("/") if shape is not None else boardfile.picture(boardfile.rows_of(rows)) if rows else None
    data = boardfile.new(ed, drawn, fill)
    boardfile.save(str(path), data)
    count = len(boardfile.grid(data).hexes)
    return _("Board file {path} ({edition}): {count} hexes to set ('referee board check {path}' lists what is "
             "missing).", path=str(path), edition=ed.key, count=count)


def hex_(path: str | Path, hexname: str, terrain: str, number: int | None = None,
         fields: dict[str, Any] | None = None) -> str:
    return _edit(path, lambda m, d: _("hex {hex} set.", hex=m.set_hex(d, hexname, terrain, number, fields or {})))


def harbour(path: str | Path, coast_path: str, kind: str) -> str:
    return _edit(path, lambda m, d: _("harbour on {path} set.", path=m.set_harbour(d, coast_path, kind)))


def remove(path: str | Path, place: str) -> str:
    """A hex (``3e``), the harbour on a path (``3e:3``) or the treasure on an intersection (``3e:4``)."""
    head, sep, clock = place.partition(":")
    if sep and boardfile.hour(clock) and int(clock) % 2 == 0:
        return _edit(path, lambda m, d: _("treasure on {at} removed.", at=m.remove_treasure(d, place)))
    if sep:
        return _edit(path, lambda m, d: _("harbour on {path} removed.", path=m.remove_harbour(d, place)))
    return _edit(path, lambda m, d: _("hex {hex} removed.", hex=m.remove_hex(d, place)))


# What is said once the robber's or the pirate's start is set: on a hex, or left out (``none``: None).
PLACED = {"robber": lambda h: _("robber on {hex}.", hex=h) if h else _("robber beside the board."),
          "pirate": lambda h: _("pirate on {hex}.", hex=h) if h else _("no pirate.")}


def robber(path: str | Path, hexname: str) -> str:
    return _edit(path, lambda m, d: PLACED["robber"](m.set_start(d, "robber", hexname)))


def pirate(path: str | Path, hexname: str) -> str:
    return _edit(path, lambda m, d: PLACED["pirate"](m.set_start(d, "pirate", hexname)))


def grow(path: str | Path, beside: str) -> str:
    """The shape grows by the hex across a side (``3e:3``); the names after it in its row move on."""
    return _edit(path, lambda m, d: _("hex {hex} added to the board's shape.", hex=m.grow(d, beside)))


def treasure(path: str | Path, corner: str) -> str:
    return _edit(path, lambda m, d: _("treasure on {at} set.", at=m.set_treasure(d, corner)))


EDITS = {"new": new, "hex": hex_, "harbour": harbour, "remove": remove, "robber": robber, "pirate": pirate,
         "grow": grow, "treasure": treasure}
