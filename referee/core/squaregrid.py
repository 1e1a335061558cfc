"""Square boards with a track of spaces around them (one space at each end of every row and column).

Squares are named by column letter and row number (``A1`` top-left, ``K8``
bottom-right on an 11 × 8 board); internally ``(c, r)`` with ``c = 1..width``
and ``r = 1..height``. Edges are ``N E S W``. The track runs clockwise from the
top-left: ``N1..Nw`` above the columns, ``E1..Eh`` right of the rows, ``Sw..S1``
below, ``Wh..W1`` left; a corner of the board lies between the last space of one
side and the first of the next.
"""

from __future__ import annotations

import re
import string
from functools import cache

from referee.core.errors import NotationError
from referee.core.i18n import _

Square = tuple[int, int]

EDGES = ("N", "E", "S", "W")
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

_SQUARE = re.compile(r"^\s*([A-Za-z])\s*([0-9]{1,2})\s*$")
_SPACE = re.compile(r"^\s*([NESWnesw])\s*([0-9]{1,2})\s*$")


def rotate(edge: str, quarter_turns: int) -> str:
    """The edge ``edge`` becomes after turning the square clockwise by ``quarter_turns`` × 90°."""
    return EDGES[(EDGES.index(edge) + quarter_turns) % 4]


class SquareGrid:
    """The topology of a ``width`` × ``height`` board of squares and its surrounding track."""

    def __init__(self, width: int, height: int):
        if not 1 <= width <= 26 or height < 1:
            raise ValueError(f"unsupported grid {width}×{height}")
        self.width, self.height = width, height
        self.squares: tuple[Square, ...] = tuple((c, r) for r in range(1, height + 1) for c in range(1, width + 1))
        self.corner_squares = ((1, 1), (width, 1), (1, height), (width, height))
        self.track: tuple[str, ...] = tuple(
            [f"N{c}" for c in range(1, width + 1)] + [f"E{r}" for r in range(1, height + 1)]
            + [f"S{c}" for c in range(width, 0, -1)] + [f"W{r}" for r in range(height, 0, -1)])
        self.track_index = {name: i for i, name in enumerate(self.track)}
        w, h = width, height
        self.track_corners = frozenset({w - 1, w + h - 1, 2 * w + h - 1, 2 * w + 2 * h - 1})

    # --- squares -----------------------------------------------------------
    def name(self, square: Square) -> str:
        c, r = square
        return f"{string.ascii_uppercase[c - 1]}{r}"

    def on_board(self, square: Square) -> bool:
        c, r = square
        return 1 <= c <= self.width and 1 <= r <= self.height

    def square(self, text: str) -> Square:
        """The square named by ``text`` (``f5`` → ``(6, 5)``), or NotationError with a hint."""
        m = _SQUARE.match(str(text))
        if m:
            sq = (string.ascii_uppercase.index(m.group(1).upper()) + 1, int(m.group(2)))
            if self.on_board(sq):
                return sq
        last = self.name((self.width, self.height))
        raise NotationError(_("no square '{text}' on this board", text=text),
                            _("squares are A1 (top-left) … {last} (bottom-right): column letter, row number",
                              last=last))

    def neighbour(self, square: Square, edge: str) -> Square | None:
        """The square across ``edge``, or None off the board."""
        dc, dr = STEP[edge]
        other = (square[0] + dc, square[1] + dr)
        return other if self.on_board(other) else None

    def neighbours(self, square: Square) -> list[Square]:
        return [n for e in EDGES if (n := self.neighbour(square, e)) is not None]

    # --- the track ---------------------------------------------------------
    def space(self, text: str) -> int:
        """The clockwise index of a track space (``N5`` → 4), or NotationError."""
        m = _SPACE.match(str(text))
        if m:
            name = f"{m.group(1).upper()}{int(m.group(2))}"
            if name in self.track_index:
                return self.track_index[name]
        raise NotationError(_("no path space '{text}'", text=text),
                            _("path spaces are N1–N{width} (top), E1–E{height} (right), S1–S{width} (bottom), "
                              "W1–W{height} (left)", width=self.width, height=self.height))

    def sight(self, square: Square) -> tuple[int, int, int, int]:
        """The four track spaces at the ends of the square's column and row: N, E, S, W."""
        c, r = square
        return (self.track_index[f"N{c}"], self.track_index[f"E{r}"],
                self.track_index[f"S{c}"], self.track_index[f"W{r}"])

    def advance(self, start: int, occupied) -> tuple[int, int]:
        """Clockwise from ``start`` to the nearest space not in ``occupied``: (landing, corners crossed)."""
        n = len(self.track)
        pos, crossed = start, 0
        for _ in range(n):
            if pos in self.track_corners:
                crossed += 1
            pos = (pos + 1) % n
            if pos != start and pos not in occupied:
                return pos, crossed
        raise ValueError("no free space on the track")


@cache
def grid(width: int, height: int) -> SquareGrid:
    """Topologies are immutable: build each one once per process."""
    return SquareGrid(width, height)
