"""Transcribing a printed map once: a Catan board file made and filled in command by command (``referee board
new / hex / harbour / robber / pirate / remove / check``), each change checked as the board loader checks it.

A board file holds the ``edition`` it is for and a ``[board]`` table as in the save format, so ``referee new …
--board FILE`` reads it as it is. While it is being filled in it may be incomplete; ``referee board check`` lists
every problem the loader finds (:func:`board.board_problems`) with its rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.core.datafile import edit_table, read_table, write_table
from referee.core.errors import NotationError, RuleViolation
from referee.core.hexgrid import SIDE_CELL, HexGrid, centred
from referee.core import registry
from referee.core.i18n import _
from referee.core.numbers import number
from referee.games.catan import board as loader, manifest
from referee.games.catan.edition import Edition

if TYPE_CHECKING:
    from referee.games.catan.game import Catan

HEADER = ("# Catan board file (schema: referee/games/catan/board.py). Fill it in with 'referee board hex / harbour / "
          "robber / pirate'; 'referee board check' lists what is still wrong.\n")
# The editions a board file may be for, by the edition's key or the game's (the game's members share theirs).
EDITIONS = manifest.EDITIONS


def make_hint(path: str) -> str:
    return _("start one with 'referee board new {path} --edition seafarers'", path=path)


def game_of(name: str) -> Catan:
    """The member whose board a board file of the edition ``name`` is, by the edition's key or its game's
    (``seafarers``, ``catan-5-6``): its edition and its own checks (``scenario``: a scenario file's board, of any
    layout and without the base game's counts, SCENARIO-2). The member is found by the manifest's name of it."""
    key = EDITIONS.get(name.strip().lower())
    if key is None:
        raise NotationError(_("no board edition '{name}'", name=name),
                            _("editions: {names}", names=", ".join(EDITIONS)))
    return registry.find(manifest.board_member(key).key)


def edition_of(name: str) -> Edition:
    """The edition of the board files named ``name`` (:func:`game_of`)."""
    return game_of(name).edition


def picture(rows: list[int]) -> list[str]:
    """Row lengths as a shape's picture, each row centred under the widest (``[3, 4, 3]`` → ``" x x x"`` …)."""
    cells = centred(tuple(rows))
    left = min(min(xs) for xs in cells)
    return ["".join("x" if x - left in {c - left for c in xs} else " " for x in range(left, max(xs) + 1)).rstrip()
            for xs in cells]


def rows_of(text: str) -> list[int]:
    rows = [number(n.strip(), _("the hexes of a row"), "--rows 6,7,8,7,6") for n in text.split(",")]
    if not rows or min(rows) < 1:
        raise NotationError(_("rows '{rows}' are not numbers", rows=text),
                            _("e.g. {example}", example="--rows 6,7,8,7,6"))
    return rows


def new(ed: Edition, shape: list[str] | None, fill: str | None) -> dict[str, Any]:
    """An empty board file of ``ed`` (its own rows, or ``shape``), every hex still to be set — or all of them
    ``fill`` (``sea``, for a Seafarers map that is mostly water)."""
    board: dict[str, Any] = {}
    if shape is not None:
        try:
            g = loader.topology(ed, shape)
        except NotationError as exc:
            raise RuleViolation("CATAN-BOARD-1", exc.message, exc.allowed) from None
        if not loader.own_rows(g, ed):
            board["shape"] = list(shape)
    board["hexes"] = {}
    board["harbours"] = []
    data = {"edition": ed.key, "board": board}
    if fill is not None:
        g = grid(data)
        for h in g.hexes:
            board["hexes"][h] = loader.check_hex(g, h, {"terrain": fill}, ed)[1]
    return data


def parts(data: dict[str, Any]) -> tuple[dict[str, Any], Edition]:
    """The ``[board]`` table of a board file and its edition (base when the file names none)."""
    board = data.get("board", data)
    if not isinstance(board, dict):
        raise RuleViolation("CATAN-BOARD-1", _("the board must be a table"), _("see catan-boards.md §3.1"))
    name = data.get("edition", "base") if board is not data else "base"
    return board, edition_of(str(name))


def grid(data: dict[str, Any]) -> HexGrid:
    board, ed = parts(data)
    shape = board.get("shape")
    try:
        return loader.topology(ed, shape if isinstance(shape, list) and shape else None)
    except NotationError as exc:
        raise RuleViolation("CATAN-BOARD-1", exc.message, exc.allowed) from None


def set_hex(data: dict[str, Any], name: str, terrain: str, number: int | None, extra: dict[str, Any]) -> str:
    """A hex set as the table reads it: terrain, number token, further fields (the loader says which exist)."""
    board, ed = parts(data)
    spec: dict[str, Any] = {"terrain": terrain}
    if number is not None:
        spec["number"] = number
    for key, value in extra.items():
        if key in ("terrain", "number"):
            raise NotationError(_("{key} is given before the fields", key=key),
                                _("e.g. {example}", example="referee board hex FILE 3e forest number=9"))
        spec[key] = value
    g = grid(data)
    h, entry = loader.check_hex(g, g.hex(name), spec, ed)      # a hex the grid lacks: an unknown name (exit 2)
    board.setdefault("hexes", {})[h] = entry
    return h


def remove_hex(data: dict[str, Any], name: str) -> str:
    board, _ed = parts(data)
    h = grid(data).hex(name)
    if h not in board.get("hexes", {}):
        raise NotationError(_("hex {hex} is not set", hex=h), _("hexes set: {hexes}",
                                                                hexes=", ".join(board.get("hexes", {})) or "-"))
    del board["hexes"][h]
    return h


def set_harbour(data: dict[str, Any], path: str, kind: str) -> str:
    """A harbour on a path (replacing one there), checked against the harbours and hexes already in the file."""
    board, ed = parts(data)
    g = grid(data)
    known = {}
    for name, spec in board.get("hexes", {}).items():
        try:
            h, entry = loader.check_hex(g, name, spec, ed)
        except (RuleViolation, NotationError):
            continue
        known[h] = entry
    harbour = loader.check_harbour(g, known, {"path": path, "kind": kind}, _harbours(board, g))
    board["harbours"] = [h for h in _harbours(board, g) if h["path"] != harbour["path"]] + [harbour]
    return harbour["path"]


def _harbours(board: dict[str, Any], g: HexGrid) -> list[dict[str, str]]:
    """The file's harbours that name a path of the grid (the others are for ``check`` to report)."""
    out = []
    for h in board.get("harbours", []):
        try:
            out.append({"path": g.side(h["path"]), "kind": h["kind"]})
        except (NotationError, KeyError, TypeError, AttributeError):
            continue
    return out


def remove_harbour(data: dict[str, Any], path: str) -> str:
    board, _ed = parts(data)
    g = grid(data)
    side = g.side(path)
    harbours = _harbours(board, g)
    if all(h["path"] != side for h in harbours):
        raise NotationError(_("no harbour on {path}", path=side),
                            _("harbours: {paths}", paths=", ".join(h["path"] for h in harbours) or "-"))
    board["harbours"] = [h for h in harbours if h["path"] != side]
    return side


START_RULE = {"robber": "CATAN-SETUP-2", "pirate": "SEA-PIRATE-4"}


def set_start(data: dict[str, Any], key: str, name: str | None) -> str | None:
    """The robber's or the pirate's start: a hex (its canonical name), or ``none`` (the key left out: None)."""
    rule = START_RULE[key]
    board, ed = parts(data)
    if key == "pirate" and not ed.sea:
        raise RuleViolation("SEA-PIRATE-4", _("a board of {edition} has no pirate", edition=ed.key),
                            _("e.g. {example}", example="--edition seafarers"))
    if name is None or name.strip().lower() in ("none", "-"):
        board.pop(key, None)
        return None
    g = grid(data)
    h = g.hex(name)
    hexes = board.get("hexes") if isinstance(board.get("hexes"), dict) else {}
    terrain = {g.hex(k): v.get("terrain") for k, v in hexes.items() if isinstance(v, dict) and k in g.cell}
    wanted = "desert" if key == "robber" else "sea"
    if terrain.get(h, wanted) != wanted:
        fits = [x for x in g.hexes if terrain.get(x) == wanted]
        raise RuleViolation(rule, _("the robber starts on {hex}, not on the desert", hex=h) if key == "robber" else
                            _("the pirate starts on {hex}, which is not a sea hex", hex=h),
                            (_("a desert: {hexes}", hexes=", ".join(fits)) if key == "robber" else
                             _("a sea hex: {hexes}", hexes=", ".join(fits))) if fits else
                            _("set a hex first: {example}", example=f"referee board hex FILE {h} {wanted}"))
    board[key] = h
    return h


def grow(data: dict[str, Any], beside: str) -> str:
    """CATAN-BOARD-1: the board's shape grows by the hex across a side of one of its hexes (``3e:3``: the hex east of
    3e). Hexes are named by their place in their row, so the names after it in its row (and every name, when it
    opens a row above) change: the file's hexes, harbours, robber, pirate and treasures are renamed with them.
    Returns the new hex's name."""
    board, ed = parts(data)
    g = grid(data)
    hexname, clock = _hex_and_side(g, beside)
    x, y = g.cell[hexname]
    dx, dy = SIDE_CELL[clock]
    new = (x + dx, y + dy)
    if new in g.cell.values():
        raise NotationError(_("the board has a hex across {side} already", side=beside),
                            _("tap beside the board: a side on its edge"))
    cells = [*g.cell.values(), new]
    left, top = min(cx for cx, _cy in cells), min(cy for _cx, cy in cells)
    shifted = {(cx - left, cy - top) for cx, cy in cells}
    width, height = max(cx for cx, _cy in shifted) + 1, max(cy for _cx, cy in shifted) + 1
    shape = ["".join("x" if (cx, r) in shifted else " " for cx in range(width)).rstrip() for r in range(height)]
    moved = {name: (cx - left, cy - top) for name, (cx, cy) in g.cell.items()}
    try:
        grown = loader.topology(ed, shape)
    except NotationError as exc:
        raise RuleViolation("CATAN-BOARD-1", exc.message, exc.allowed) from None
    at = {cell: name for name, cell in grown.cell.items()}
    renamed = {old: at[cell] for old, cell in moved.items()}
    _rename(board, g, grown, renamed)
    if loader.own_rows(grown, ed):
        board.pop("shape", None)
    else:
        board["shape"] = shape
    return at[(new[0] - left, new[1] - top)]


def hour(clock: str) -> bool:
    """Whether ``clock`` is an hour of a hex's clock face as typed: one or two ASCII digits (not ``²``)."""
    clock = clock.strip()
    return clock.isascii() and clock.isdigit() and len(clock) <= 2


def _hex_and_side(g: HexGrid, text: str) -> tuple[str, int]:
    hexname, sep, clock = str(text).partition(":")
    if not sep or not hour(clock) or int(clock) not in SIDE_CELL:
        raise NotationError(_("'{text}' is not a hex's side", text=text),
                            _("write hex:side, an odd hour, e.g. {example}", example="3e:3"))
    return g.hex(hexname), int(clock)


def _rename(board: dict[str, Any], old: HexGrid, new: HexGrid, renamed: dict[str, str]) -> None:
    """The board's places under the names a grown shape gives them (entries that name nothing are kept)."""
    def place(name: Any, side: bool) -> Any:
        hexname, sep, clock = str(name).partition(":")
        try:
            h = old.hex(hexname)
        except NotationError:
            return name
        if not sep:
            return renamed[h]
        moved = f"{renamed[h]}:{clock}"
        try:
            return new.side(moved) if side else new.corner(moved)
        except NotationError:
            return name

    if isinstance(board.get("hexes"), dict):
        board["hexes"] = {place(h, False): v for h, v in board["hexes"].items()}
    if isinstance(board.get("harbours"), list):
        board["harbours"] = [{**h, "path": place(h["path"], True)} if isinstance(h, dict) and "path" in h else h
                             for h in board["harbours"]]
    for key in ("robber", "pirate"):
        if key in board:
            board[key] = place(board[key], False)
    if isinstance(board.get("treasures"), list):
        board["treasures"] = [place(c, False) for c in board["treasures"]]


def set_treasure(data: dict[str, Any], corner: str) -> str:
    """TDE-TREASURE-1: a treasure token on an intersection (a Seafarers board's ``treasures``)."""
    board, ed = parts(data)
    if not ed.sea:
        raise RuleViolation("TDE-TREASURE-1", _("a board of {edition} has no treasures", edition=ed.key),
                            _("e.g. {example}", example="--edition seafarers"))
    at = grid(data).corner(corner)
    treasures = [grid(data).corner(c) for c in board.get("treasures", [])]
    if at in treasures:
        raise RuleViolation("TDE-TREASURE-1", _("two treasure tokens on one intersection"),
                            _("one treasure token per intersection"))
    board["treasures"] = grid(data).sort([*treasures, at])
    return at


def remove_treasure(data: dict[str, Any], corner: str) -> str:
    board, _ed = parts(data)
    g = grid(data)
    at = g.corner(corner)
    treasures = [g.corner(c) for c in board.get("treasures", [])]
    if at not in treasures:
        raise NotationError(_("no treasure on {at}", at=at),
                            _("treasures: {corners}", corners=", ".join(treasures) or "-"))
    board["treasures"] = [c for c in treasures if c != at]
    if not board["treasures"]:
        del board["treasures"]
    return at


def problems(data: dict[str, Any]) -> list[RuleViolation]:
    """Every problem of the board file, each with its rule; none when ``referee new … --board FILE`` takes it."""
    try:
        board, ed = parts(data)
    except RuleViolation as exc:
        return [exc]
    return loader.board_problems(board, ed, game_of(ed.key).board_checks)


def verdict(name: str, data: dict[str, Any], found: list[RuleViolation]) -> str:
    """The first line of ``referee board check``: how many hexes and harbours are set, and whether it is a legal
    board (``found``: its problems)."""
    board, ed = parts(data)
    hexes = board.get("hexes") if isinstance(board.get("hexes"), dict) else {}
    return _("{path} ({edition}): {count} hexes set, harbours: {harbours} — {verdict}", path=name, edition=ed.key,
             count=len(hexes),
             harbours=len(board.get("harbours", [])) if isinstance(board.get("harbours"), list) else 0,
             verdict=_("a legal board") if not found else _("{count} problem(s)", count=len(found)))


def load(path: str) -> dict[str, Any]:
    return read_table(path, make_hint(path))


def save(path: str, data: dict[str, Any]) -> None:
    write_table(path, data, HEADER)


def edit(path: str, change) -> str:
    return edit_table(path, change, make_hint(path), HEADER)
