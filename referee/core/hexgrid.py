"""Pointy-top hex boards in horizontal rows, named by row digit and column letter.

A board's shape is either its row lengths, centred under each other (``(3, 4, 5, 4, 3)``), or a picture:
one string per row in which every character other than a space or ``.`` is a hex and each character
column is half a hex, so rows may be offset and have gaps::

    "  x x x"
    " x x x x"
    "x x   x x"

Column letters count the hexes of a row from the left (``3c`` above is the third ``x`` of row 3).

Corners are clock positions at even hours (12 top … 10 upper-left), sides at odd
hours (1 upper-right … 11 upper-left); ``3e:4`` is a corner, ``3e:3`` a side.
A corner or side has one alias per land hex touching it; the canonical name is
the alias on the first touching hex in reading order (catan-boards.md §1).
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from functools import cache

from referee.core.errors import NotationError
from referee.core.i18n import _

# Doubled-width offsets (dx, dy) of the cells that meet a hex at each corner / side.
CORNER_CELLS = {
    12: ((-1, -1), (1, -1)),
    2: ((1, -1), (2, 0)),
    4: ((2, 0), (1, 1)),
    6: ((1, 1), (-1, 1)),
    8: ((-1, 1), (-2, 0)),
    10: ((-2, 0), (-1, -1)),
}
SIDE_CELL = {1: (1, -1), 3: (2, 0), 5: (1, 1), 7: (-1, 1), 9: (-2, 0), 11: (-1, -1)}
CORNER_CLOCKS = (12, 2, 4, 6, 8, 10)
SIDE_CLOCKS = (1, 3, 5, 7, 9, 11)

_NAME = re.compile(r"^\s*([0-9]{1,4})([a-z])\s*(?::\s*([0-9]{1,4}))?\s*$", re.IGNORECASE)


@dataclass
class Corner:
    """An intersection: its canonical name, its other names, the hexes it touches, its neighbours and paths."""

    name: str
    aliases: tuple[str, ...]
    hexes: tuple[str, ...]                        # land hexes touched, reading order
    neighbours: list[str] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)


@dataclass
class Side:
    """A path between two intersections: its canonical name, its other names, the hexes beside it, its ends."""

    name: str
    aliases: tuple[str, ...]
    hexes: tuple[str, ...]
    ends: tuple[str, str] = ("", "")

    @property
    def coast(self) -> bool:
        return len(self.hexes) == 1


Cells = tuple[tuple[int, ...], ...]          # per row, the doubled-width x of each hex, left to right


def centred(rows: tuple[int, ...]) -> Cells:
    """Rows of the given lengths, each centred under the widest."""
    width = max(rows)
    return tuple(tuple(2 * c - (length - 1) + width for c in range(length)) for length in rows)


def pictured(lines: tuple[str, ...]) -> Cells:
    """The cells of a picture (see the module's docstring); NotationError says what is wrong with it."""
    if not lines:
        raise NotationError(_("the board's shape has no rows"), _('one string per row, e.g. "  x x x"'))
    cells, parity = [], None
    for r, line in enumerate(lines, 1):
        xs = tuple(x for x, ch in enumerate(line) if ch not in " .")
        if not xs:
            raise NotationError(_("row {row} of the board's shape has no hex", row=r),
                                _("every row holds at least one hex; leave out empty rows"))
        if len(xs) > len(string.ascii_lowercase):
            raise NotationError(_("row {row} of the board's shape has {count} hexes", row=r, count=len(xs)),
                                _("at most {limit} hexes per row (columns a–z)", limit=len(string.ascii_lowercase)))
        for a, b in zip(xs, xs[1:]):
            if b - a < 2:
                raise NotationError(_("row {row} of the board's shape has two hexes in adjacent columns {a} and "
                                      "{b}", row=r, a=a + 1, b=b + 1),
                                    _("hexes of a row stand two columns apart (\"x x\")"))
        for x in xs:
            if parity is None:
                parity = (x + r) % 2
            elif (x + r) % 2 != parity:
                raise NotationError(_("row {row} of the board's shape is offset by half a hex: column {column}",
                                      row=r, column=x + 1),
                                    _("a row's hexes sit one column left or right of the row above's"))
        cells.append(xs)
    return tuple(cells)


class HexGrid:
    """The topology of a board of hex rows; computed once, then plain dicts."""

    def __init__(self, cells: Cells):
        self.rows = tuple(len(xs) for xs in cells)
        self.cell: dict[str, tuple[int, int]] = {}
        for r, xs in enumerate(cells):
            for c, x in enumerate(xs):
                self.cell[f"{r + 1}{string.ascii_lowercase[c]}"] = (x, r)
        self.width = max(x for x, _y in self.cell.values()) + 1    # in half hexes
        self.hexes: tuple[str, ...] = tuple(self.cell)
        self._at = {xy: name for name, xy in self.cell.items()}
        order = {name: i for i, name in enumerate(self.hexes)}
        corner_keys: dict[frozenset, list[tuple[str, int]]] = {}
        side_keys: dict[frozenset, list[tuple[str, int]]] = {}
        for name, (x, y) in self.cell.items():
            for clock, cells in CORNER_CELLS.items():
                key = frozenset({(x, y)} | {(x + dx, y + dy) for dx, dy in cells})
                corner_keys.setdefault(key, []).append((name, clock))
            for clock, (dx, dy) in SIDE_CELL.items():
                key = frozenset({(x, y), (x + dx, y + dy)})
                side_keys.setdefault(key, []).append((name, clock))
        self.corners: dict[str, Corner] = {}
        self.sides: dict[str, Side] = {}
        self._alias: dict[str, str] = {}
        corner_of_key: dict[frozenset, str] = {}
        for key, aliases in corner_keys.items():
            aliases.sort(key=lambda a: order[a[0]])
            names = tuple(f"{h}:{c}" for h, c in aliases)
            self.corners[names[0]] = Corner(names[0], names, tuple(h for h, _ in aliases))
            corner_of_key[key] = names[0]
            for n in names:
                self._alias[n] = names[0]
        for key, aliases in side_keys.items():
            aliases.sort(key=lambda a: order[a[0]])
            names = tuple(f"{h}:{c}" for h, c in aliases)
            hexname, clock = aliases[0]
            ends = tuple(self._alias[f"{hexname}:{(clock + d - 1) % 12 + 1}"] for d in (-1, 1))
            self.sides[names[0]] = Side(names[0], names, tuple(h for h, _ in aliases), ends)
            for n in names:
                self._alias[n] = names[0]
        for side in self.sides.values():
            a, b = side.ends
            self.corners[a].neighbours.append(b)
            self.corners[b].neighbours.append(a)
            self.corners[a].paths.append(side.name)
            self.corners[b].paths.append(side.name)
        self._sort_key = {n: i for i, n in enumerate(sorted(self._alias.values(), key=self._reading))}

    def _reading(self, name: str) -> tuple:
        h, c = name.split(":")
        return (int(h[:-1]), h[-1], CORNER_CLOCKS.index(int(c)) if int(c) % 2 == 0 else SIDE_CLOCKS.index(int(c)))

    def sort(self, names) -> list[str]:
        """Canonical names in reading order (hex, then clockwise from 12)."""
        return sorted(names, key=lambda n: self._sort_key.get(n, len(self._sort_key)))

    # --- hexes -------------------------------------------------------------
    def neighbours(self, hexname: str) -> dict[int, str | None]:
        """Side number → the land hex across it, or None for the sea."""
        x, y = self.cell[hexname]
        return {clock: self._at.get((x + dx, y + dy)) for clock, (dx, dy) in SIDE_CELL.items()}

    def name(self, hexname: str, clock: int) -> str:
        """Canonical name of a hex's corner (even ``clock``) or side (odd)."""
        return self._alias[f"{hexname}:{clock}"]

    def corners_of(self, hexname: str) -> list[str]:
        return [self._alias[f"{hexname}:{c}"] for c in CORNER_CLOCKS]

    def sides_of(self, hexname: str) -> list[str]:
        return [self._alias[f"{hexname}:{c}"] for c in SIDE_CLOCKS]

    # --- input -------------------------------------------------------------
    def hex(self, text: str) -> str:
        """The hex named by ``text`` (``3E`` → ``3e``)."""
        if text in self.cell:
            return text
        m = _NAME.match(str(text))
        if m and not m.group(3):
            name = f"{int(m.group(1))}{m.group(2).lower()}"
            if name in self.cell:
                return name
        raise NotationError(_("no hex '{hex}' on this board", hex=text), self._suggest(str(text), self.hexes))

    def corner(self, text: str) -> str:
        """Canonical intersection for any alias (``3b:2`` → ``2b:6``)."""
        return self._resolve(text, even=True)

    def side(self, text: str) -> str:
        """Canonical path for any alias (``1b:9`` → ``1a:3``)."""
        return self._resolve(text, even=False)

    def _resolve(self, text: str, even: bool) -> str:
        canonical = self._alias.get(text)
        if canonical is not None and (int(text.rpartition(":")[2]) % 2 == 0) == even:
            return canonical
        m = _NAME.match(str(text))
        if not m or not m.group(3):
            raise NotationError(_("'{text}' is not an intersection name", text=text) if even
                                else _("'{text}' is not a path name", text=text),
                                _("write hex:clock, e.g. {example}", example="3e:4" if even else "3e:3"))
        hexname, clock = f"{int(m.group(1))}{m.group(2).lower()}", int(m.group(3))
        if hexname not in self.cell:
            raise NotationError(_("no hex '{hex}' on this board", hex=hexname), self._suggest(hexname, self.hexes))
        if not 1 <= clock <= 12:
            raise NotationError(_("'{text}': clock positions run 1–12", text=text),
                                _("e.g. {example}", example=f"{hexname}:{4 if even else 3}"))
        if (clock % 2 == 0) != even:
            near = [(clock + d - 1) % 12 + 1 for d in (-1, 1)]
            a, b = f"{hexname}:{near[0]}", f"{hexname}:{near[1]}"
            if even:
                raise NotationError(_("'{text}' is a path (odd hour), not an intersection", text=text),
                                    _("intersections are even hours; nearest: {a} or {b}", a=a, b=b))
            raise NotationError(_("'{text}' is an intersection (even hour), not a path", text=text),
                                _("paths are odd hours; nearest: {a} or {b}", a=a, b=b))
        return self._alias[f"{hexname}:{clock}"]

    @staticmethod
    def _suggest(text: str, names) -> str:
        import difflib  # only when a name is unknown

        close = difflib.get_close_matches(text.lower(), list(names), n=3, cutoff=0.3)
        if close:
            return _("did you mean {names}?", names=_(" or ").join(close))
        return _("hexes: {names}", names=", ".join(names))


@cache
def grid(shape: tuple[int, ...] | tuple[str, ...]) -> HexGrid:
    """The grid of row lengths (centred) or of a picture; topologies are immutable, built once per process."""
    return HexGrid(pictured(shape) if shape and isinstance(shape[0], str) else centred(shape))
