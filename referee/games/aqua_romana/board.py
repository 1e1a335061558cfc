"""The board: 11 × 8 squares, the 38-space builder path, corner curves and reservoirs (AQUA-GEO, AQUA-SETUP-4/5).

The save's ``[board]`` holds ``preset`` (informational), ``corners`` (corner
square → curve rotation) and ``[[board.reservoirs]]`` (``seat``, ``color``,
``squares``, ``side``, ``outlets``). Layouts per player count live in
``data/*.toml`` under ``[[layout.p2]]`` (one reservoir each, Czech), ``[[layout.p2_two]]`` (two each, the
English set-up, ``two_player_reservoirs = "two"``), ``[[layout.p3]]`` and ``[[layout.p4]]``.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import Term, _
from referee.core.shape import Each, check as check_shape
from referee.core.squaregrid import EDGES, OPPOSITE, Square, SquareGrid, grid
from referee.games.aqua_romana.tiles import corner_rotation, edge_shown, has_channel
from referee.games.aqua_romana.vocab import COLORS

DATA = Path(__file__).resolve().parent / "data"
WIDTH, HEIGHT = 11, 8          # AQUA-GEO-1: columns × rows
PRESETS = ("default",)
BOARD_KEYS = {"preset", "corners", "reservoirs"}
RESERVOIR_KEYS = {"seat", "color", "squares", "side", "outlets"}
BOARD_SHAPE = {"preset": str, "corners": Each(str),
               "reservoirs": [{"seat": int, "color": str, "squares": [str], "side": int, "outlets": [(str, [str])]}]}
TWO_PLAYER_COLORS = (("yellow", "blue"), ("red", "green"))     # AQUA-SETUP-4 [EN]

Port = tuple[Square, str]


def topology() -> SquareGrid:
    return grid(WIDTH, HEIGHT)


def sides_for(players: int) -> int:
    """AQUA-SETUP-4: 4 outlets with three players, 3 with two or four."""
    return 4 if players == 3 else 3


def reservoirs_per_seat(players: int, options: dict[str, Any] | None = None) -> int:
    """AQUA-SETUP-4: one reservoir each; two each with two players under the English set-up."""
    two = (options or {}).get("two_player_reservoirs") == "two"
    return 2 if players == 2 and two else 1


def layout_key(players: int, options: dict[str, Any] | None = None) -> str:
    return "p2_two" if reservoirs_per_seat(players, options) == 2 else f"p{players}"


def port_name(port: Port) -> str:
    return f"{topology().name(port[0])}:{port[1]}"


def end_shown(port: Port) -> str:
    """An aqueduct end as people read it: ``A4:E`` in English, ``A4:východ`` in Czech."""
    return f"{topology().name(port[0])}:{edge_shown(port[1])}"


def parse_port(text: Any) -> Port:
    """``"A4:E"`` (or ``["A4", "E"]``) → ``((1, 4), "E")``."""
    if isinstance(text, list) and len(text) == 2:
        text = f"{text[0]}:{text[1]}"
    square, sep, edge = str(text).partition(":")
    edge = edge.strip().upper()
    if not sep or edge not in EDGES:
        raise NotationError(_("cannot read the outlet {text}", text=repr(text)),
                            _('an outlet is "SQUARE:EDGE", e.g. "A4:E"'))
    return topology().square(square), edge


@dataclass
class Reservoir:
    seat: int
    color: str
    squares: tuple[Square, Square]
    side: int
    outlets: tuple[Port, ...]


@dataclass
class Board:
    """A checked board, with the lookups the rules ask for."""

    data: dict[str, Any]

    @cached_property
    def grid(self) -> SquareGrid:
        return topology()

    @cached_property
    def corners(self) -> dict[Square, str]:
        return {self.grid.square(sq): rot for sq, rot in self.data["corners"].items()}

    @cached_property
    def reservoirs(self) -> list[Reservoir]:
        out = []
        for spec in self.data["reservoirs"]:
            squares = tuple(self.grid.square(s) for s in spec["squares"])
            out.append(Reservoir(spec["seat"], spec["color"], squares, spec["side"],
                                 tuple(parse_port(o) for o in spec["outlets"])))
        return out

    @cached_property
    def reservoir_at(self) -> dict[Square, int]:
        return {sq: i for i, r in enumerate(self.reservoirs) for sq in r.squares}

    @cached_property
    def outlets(self) -> dict[Port, str]:
        """Outlet port → the worker (aqueduct) that starts there: colour + number (``red1``)."""
        return {port: f"{r.color}{n}" for r in self.reservoirs for n, port in enumerate(r.outlets, 1)}


def _load(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise NotationError(_("no board file {path}", path=path), _("presets: {presets}", presets=", ".join(PRESETS))) from None
    except tomllib.TOMLDecodeError as exc:
        raise NotationError(_("board file {path} is not valid TOML: {problem}", path=path, problem=exc)) from None


def make_board(spec: str | None, players: list[str], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """``default``, or a TOML file holding ``[[layout.pN]]`` tables (and ``[corners]``, else the default
    corners) or a save's ``[board]``."""
    spec = spec or "default"
    if spec in PRESETS:
        data = _load(DATA / f"{spec}.toml")
    elif Path(spec).suffix == ".toml" or Path(spec).exists():
        data = _load(Path(spec))
        data = data.get("board", data)
    else:
        raise NotationError(_("unknown board '{spec}'", spec=spec), _("use {presets} or a .toml file", presets=", ".join(PRESETS)))
    if not isinstance(data, dict):
        raise RuleViolation("AQUA-SETUP-5", _("the board must be a table"), _("see data/default.toml"))
    if "layout" in data:
        layouts = data["layout"]
        key = layout_key(len(players), options)
        if not isinstance(layouts, dict) or key not in layouts:
            missing = (_("the board file has no layout for {count} players with two reservoirs each", count=len(players))
                       if key == "p2_two" else _("the board file has no layout for {count} players", count=len(players)))
            raise RuleViolation("AQUA-SETUP-5", missing,
                                _("add [[layout.{key}]] tables (seat, color, squares, side, outlets)", key=key))
        corners = data.get("corners") or _load(DATA / "default.toml")["corners"]
        board = {"preset": data.get("preset", Path(spec).stem), "corners": corners, "reservoirs": layouts[key]}
    else:
        board = data
    return check_board(board, len(players), options)


def _fail(message: str, allowed: str, rule: str = "AQUA-SETUP-5"):
    raise RuleViolation(rule, message, allowed)


def check_board(data: dict[str, Any], players: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The board in canonical form, or RuleViolation saying why it cannot be played on."""
    g = topology()
    if not isinstance(data, dict):
        _fail(_("the board must be a table"), _("preset, corners, reservoirs"))
    extra = set(data) - BOARD_KEYS
    if extra:
        _fail(_("unknown board key(s): {keys}", keys=", ".join(sorted(extra))),
              _("a board has preset, corners and reservoirs"))
    check_shape(data, BOARD_SHAPE, "board")
    corners = _check_corners(g, data.get("corners"))
    specs = data.get("reservoirs")
    if not isinstance(specs, list) or not all(isinstance(s, dict) for s in specs):
        _fail(_("the board has no [[board.reservoirs]]"),
              _("one table per reservoir: seat, color, squares, side, outlets"))
    reservoirs = [_check_reservoir(g, spec, players) for spec in specs]
    reservoirs.sort(key=lambda r: r["seat"])
    _check_seats(reservoirs, players, options)
    _check_layout(g, reservoirs, corners)
    out: dict[str, Any] = {}
    if "preset" in data:
        out["preset"] = data["preset"]
    out["corners"] = corners
    out["reservoirs"] = reservoirs
    return out


def _check_corners(g: SquareGrid, corners: Any) -> dict[str, str]:
    names = [g.name(sq) for sq in g.corner_squares]
    if not isinstance(corners, dict) or {str(k).upper() for k in corners} != set(names):
        _fail(_("the board must give the curve printed on each corner square"),
              _('[board.corners] with {squares}, e.g. A1 = "SE"', squares=", ".join(names)), "AQUA-GEO-4")
    given = {str(k).upper(): v for k, v in corners.items()}
    return {name: corner_rotation(given[name]) for name in names}


def _check_reservoir(g: SquareGrid, spec: dict[str, Any], players: int) -> dict[str, Any]:
    if set(spec) != RESERVOIR_KEYS:
        _fail(_("a reservoir has the keys {keys}", keys=", ".join(sorted(spec))),
              _("a reservoir is {{ seat, color, squares, side, outlets }}"), "AQUA-GEO-13")
    seat, side = spec["seat"], spec["side"]
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= players:
        _fail(_("reservoir seat {seat} is not a player's seat", seat=repr(seat)),
              _("seats run 1–{players} in seating order", players=players), "AQUA-SETUP-4")
    color = COLORS.resolve(str(spec["color"]))
    shade = Term("aqua colour", color)
    squares = spec["squares"]
    if not isinstance(squares, list) or len(squares) != 2:
        _fail(_("the {color} reservoir must cover two squares", color=shade), 'squares = ["A4", "A5"]', "AQUA-GEO-13")
    a, b = (g.square(s) for s in squares)
    if b not in g.neighbours(a):
        _fail(_("the {color} reservoir's squares {one} and {other} are not side by side", color=shade, one=g.name(a),
                other=g.name(b)), _("two orthogonally adjacent squares"), "AQUA-GEO-13")
    for sq in (a, b):
        if sq in g.corner_squares:
            _fail(_("the {color} reservoir covers the corner square {square}", color=shade, square=g.name(sq)),
                  _("corner squares hold the pre-printed curves (AQUA-GEO-3)"), "AQUA-GEO-3")
    wanted = sides_for(players)
    if side != wanted:
        _fail(_("the {color} reservoir shows its {side}-outlet side", color=shade, side=side),
              _("with {players} players every reservoir shows its {wanted}-outlet side", players=players, wanted=wanted),
              "AQUA-SETUP-4")
    outlets = spec["outlets"]
    if not isinstance(outlets, list) or len(outlets) != side:
        _fail(_("the {color} reservoir has {count} outlets on its {side}-outlet side", color=shade,
                count=len(outlets) if isinstance(outlets, list) else 0, side=side),
              _("list exactly {side} outlets", side=side), "AQUA-GEO-13")
    ports = [parse_port(o) for o in outlets]
    for sq, edge in ports:
        if sq not in (a, b):
            _fail(_("outlet {outlet} is not on the {color} reservoir", outlet=f"{g.name(sq)}:{edge}", color=shade),
                  _("outlets sit on {one} or {other}", one=g.name(a), other=g.name(b)), "AQUA-GEO-13")
        if g.neighbour(sq, edge) in (a, b):
            _fail(_("outlet {outlet} faces the reservoir's own other square", outlet=f"{g.name(sq)}:{edge}"),
                  _("outlets sit on the reservoir's outer boundary"), "AQUA-GEO-13")
    if len(set(ports)) != len(ports):
        _fail(_("the {color} reservoir lists an outlet twice", color=shade), _("each outlet once"), "AQUA-GEO-13")
    return {"seat": seat, "color": color, "squares": [g.name(a), g.name(b)], "side": side,
            "outlets": [f"{g.name(sq)}:{e}" for sq, e in ports]}


def _check_seats(reservoirs: list[dict[str, Any]], players: int, options: dict[str, Any] | None) -> None:
    per_seat = reservoirs_per_seat(players, options)
    colors = [r["color"] for r in reservoirs]
    if len(set(colors)) != len(colors):
        _fail(_("two reservoirs have the same colour"), _("one reservoir per colour"), "AQUA-SETUP-4")
    for seat in range(1, players + 1):
        mine = {r["color"] for r in reservoirs if r["seat"] == seat}
        if len(mine) != per_seat:
            if players != 2:
                allowed = _("with {players} players each has {count}", players=players, count=per_seat)
            elif per_seat == 1:
                allowed = _("with two players each has one reservoir (two_player_reservoirs = one, Czech); a board "
                            "with two each needs --option two_player_reservoirs=two")
            else:
                allowed = _("with two_player_reservoirs = two each player has two reservoirs (English); a board with "
                            "one each is the default, two_player_reservoirs=one")
            has = (_("seat {seat} has {count} reservoir", seat=seat, count=len(mine)) if len(mine) == 1
                   else _("seat {seat} has {count} reservoirs", seat=seat, count=len(mine)))
            _fail(has, allowed, "AQUA-SETUP-4")
        if per_seat == 2 and mine != set(TWO_PLAYER_COLORS[seat - 1]):
            one, other = sorted(mine)
            _fail(_("seat {seat} has {one} and {other}", seat=seat, one=Term("aqua colour", one),
                    other=Term("aqua colour", other)),
                  _("with two_player_reservoirs = two the first player has yellow and blue, the second red and green"),
                  "AQUA-SETUP-4")


def _check_layout(g: SquareGrid, reservoirs: list[dict[str, Any]], corners: dict[str, str]) -> None:
    owner: dict[Square, str] = {}
    for r in reservoirs:
        for name in r["squares"]:
            sq = g.square(name)
            if sq in owner:
                _fail(_("the {one} and {other} reservoirs overlap on {square}", one=Term("aqua colour", r["color"]),
                        other=Term("aqua colour", owner[sq]), square=name), _("reservoirs cover different squares"))
            owner[sq] = r["color"]
    given = [parse_port(o) for r in reservoirs for o in r["outlets"]]     # in the file's order: one message
    outlets = set(given)
    for sq, edge in given:
        other = g.neighbour(sq, edge)
        if other is not None and (other, OPPOSITE[edge]) in outlets:
            _fail(_("outlets {one} and {other} face each other", one=f"{g.name(sq)}:{edge}",
                    other=f"{g.name(other)}:{OPPOSITE[edge]}"),
                  _("an aqueduct may never join two outlets (AQUA-PLACE-4)"), "AQUA-PLACE-4")


def board_warnings(board: Board) -> list[str]:
    """Outlets that close at once: facing the board edge, a reservoir wall or a corner curve's blank side (§8)."""
    g = board.grid
    out = []
    for port, worker in board.outlets.items():
        sq, edge = port
        other = g.neighbour(sq, edge)
        if other is None:
            out.append(_("outlet {outlet} ({worker}) faces the board edge", outlet=port_name(port), worker=worker))
        elif other in board.reservoir_at:
            out.append(_("outlet {outlet} ({worker}) faces a reservoir wall", outlet=port_name(port), worker=worker))
        elif other in board.corners and not has_channel(board.corners[other], OPPOSITE[edge]):
            out.append(_("outlet {outlet} ({worker}) faces the blank side of a corner curve", outlet=port_name(port),
                         worker=worker))
    return out
