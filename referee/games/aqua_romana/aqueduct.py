"""Tracing an aqueduct from its outlet (AQUA-GEO-14 … AQUA-GEO-18): the core algorithm, on its own.

A *port* is ``(square, edge)``. ``links`` maps every square holding a tile (the
corner curves included) to its channels as ``edge → other edge``;
``reservoir_at`` holds the reservoir squares and ``outlets`` the outlet ports.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from referee.core.squaregrid import OPPOSITE, STEP, Square, SquareGrid

Port = tuple[Square, str]

OPEN, EDGE, BLOCKED, JOIN = "open", "edge", "blocked", "join"


@dataclass(frozen=True)
class Trace:
    """Where an aqueduct ends and what it is worth.

    ``end`` is the last port reached: for an open aqueduct the square its worker
    stands on and the edge its open end faces (AQUA-GEO-18). ``value`` counts
    traversals: a square crossed twice counts 2 (AQUA-GEO-16).
    """

    end: Port
    value: int
    status: str                       # open | edge | blocked | join
    squares: tuple[Square, ...] = field(default=())
    joined: Port | None = None        # the other outlet, when status is join

    @property
    def closed(self) -> bool:
        return self.status in (EDGE, BLOCKED)

    @property
    def front(self) -> Square | None:
        """The empty square an open end points into."""
        return None if self.status != OPEN else _front(self.end)


def _front(port: Port) -> Square:
    (c, r), edge = port
    dc, dr = STEP[edge]
    return c + dc, r + dr


def trace(grid: SquareGrid, links: Mapping[Square, Mapping[str, str]], reservoir_at: Collection[Square],
          outlets: Collection[Port], start: Port) -> Trace:
    """AQUA-GEO-14: follow the channels from an outlet until the edge, an empty square, a blank side or an outlet."""
    s, e = start
    value = 0
    squares: list[Square] = []
    for _ in range(2 * len(grid.squares) + 1):          # AQUA-GEO-15: each channel is entered at most once
        t = grid.neighbour(s, e)
        if t is None:
            return Trace((s, e), value, EDGE, tuple(squares))
        back = OPPOSITE[e]
        if t in reservoir_at:
            if (t, back) in outlets:
                return Trace((s, e), value, JOIN, tuple(squares), (t, back))
            return Trace((s, e), value, BLOCKED, tuple(squares))
        channel = links.get(t)
        if channel is None:
            return Trace((s, e), value, OPEN, tuple(squares))
        nxt = channel.get(back)
        if nxt is None:
            return Trace((s, e), value, BLOCKED, tuple(squares))
        value += 1
        squares.append(t)
        s, e = t, nxt
    raise AssertionError(f"trace from {start} does not end: the tiles are inconsistent")
