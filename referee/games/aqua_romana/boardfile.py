"""Transcribing the reservoirs once (AQUA-SETUP-5): a reservoir file made and filled in reservoir by reservoir
(``referee reservoirs …``, or by pointing: ``referee serve --edit FILE``), each change checked as the board loader
checks a board.

A reservoir file is what ``referee new aqua-romana --board FILE`` takes: ``[corners]`` (the pre-printed curves) and
one ``[[layout.KEY]]`` table per reservoir for each player count (:data:`LAYOUTS`: ``p2``, ``p2_two`` — two each,
the English set-up —, ``p3``, ``p4``). While it is being filled in a layout may be missing or short of reservoirs;
``referee reservoirs check`` says which, and what is wrong with the others, each with its rule.
"""

from __future__ import annotations

import tomllib
from typing import Any

from referee.core.datafile import edit_table, read_table, write_table
from referee.core.errors import NotationError, RefereeError, RuleViolation
from referee.core.i18n import N_, _, translate
from referee.games.aqua_romana import board as loader
from referee.games.aqua_romana.vocab import COLORS

HEADER = ("# Aqua Romana reservoir file (schema: referee/games/aqua_romana/board.py). Fill it in with 'referee "
          "reservoirs set / corner / remove'; 'referee reservoirs check' says what is missing.\n")
# A layout's key → its player count, the reservoirs each player has (two_player_reservoirs) and its name.
LAYOUTS = {"p2": (2, "one", N_("2 players, one reservoir each")),
           "p2_two": (2, "two", N_("2 players, two reservoirs each")),
           "p3": (3, "one", N_("3 players")), "p4": (4, "one", N_("4 players"))}


def make_hint(path: str) -> str:
    return _("start one with 'referee reservoirs new {path}'", path=path)


def default_corners() -> dict[str, str]:
    return dict(tomllib.loads((loader.DATA / "default.toml").read_text("utf-8"))["corners"])


def new() -> dict[str, Any]:
    """A file with the corners printed on every board (AQUA-GEO-4) and no reservoir yet."""
    return {"corners": default_corners()}


def layout_of(key: str) -> tuple[int, str, str]:
    if key not in LAYOUTS:
        raise NotationError(_("no layout '{key}'", key=key), _("layouts: {keys}", keys=", ".join(LAYOUTS)))
    return LAYOUTS[key]


def corners(data: dict[str, Any]) -> dict[str, str]:
    found = data.get("corners")
    return found if isinstance(found, dict) and found else default_corners()


def default_seat(key: str, color: str, others: list[dict[str, Any]]) -> int:
    """The seat a reservoir takes when none is given: by its colour with two each (AQUA-SETUP-4), else the seat of
    the reservoir of its colour it replaces, else the first seat without one."""
    players, per, _name = layout_of(key)
    if per == "two":
        return 1 if color in loader.TWO_PLAYER_COLORS[0] else 2
    taken = {r.get("seat") for r in others}
    free = [s for s in range(1, players + 1) if s not in taken]
    if not free:
        raise RuleViolation("AQUA-SETUP-4", _("the layout for {players} players has a reservoir for every seat",
                                              players=players),
                            _("remove one first: referee reservoirs remove FILE {key} COLOUR", key=key))
    return free[0]


def set_reservoir(data: dict[str, Any], key: str, color: str, squares: list[str], outlets: list[str],
                  seat: int | None = None) -> str:
    """A reservoir of a layout (replacing the one of its colour there), checked as the loader checks it (AQUA-GEO-3,
    AQUA-GEO-13, AQUA-SETUP-4) and against the layout's others (no overlap, AQUA-PLACE-4): its colour."""
    players, _per, _name = layout_of(key)
    color = COLORS.resolve(color)
    layouts = data.get("layout") if isinstance(data.get("layout"), dict) else {}
    existing = [r for r in layouts.get(key, []) if isinstance(r, dict)]
    others = [r for r in existing if r.get("color") != color]
    if seat is None:
        same = [r.get("seat") for r in existing if r.get("color") == color]
        seat = same[0] if same else default_seat(key, color, others)
    g = loader.topology()
    spec = loader._check_reservoir(g, {"seat": seat, "color": color, "squares": list(squares),
                                       "side": loader.sides_for(players), "outlets": list(outlets)}, players)
    checked = []
    for other in others:
        try:
            checked.append(loader._check_reservoir(g, other, players))
        except RefereeError:
            continue
    loader._check_layout(g, [*checked, spec], loader._check_corners(g, corners(data)))
    at = next((i for i, r in enumerate(existing) if r.get("color") == color), len(existing))
    data.setdefault("layout", {})[key] = [*others[:at], spec, *others[at:]]
    return color


def remove_reservoir(data: dict[str, Any], key: str, color: str) -> str:
    layout_of(key)
    color = COLORS.resolve(color)
    existing = data.get("layout", {}).get(key, []) if isinstance(data.get("layout"), dict) else []
    if all(r.get("color") != color for r in existing if isinstance(r, dict)):
        raise NotationError(_("no {colour} reservoir in the layout {key}", colour=color, key=key),
                            _("reservoirs there: {colours}", colours=", ".join(
                                str(r.get("color")) for r in existing if isinstance(r, dict)) or "-"))
    data["layout"][key] = [r for r in existing if not (isinstance(r, dict) and r.get("color") == color)]
    if not data["layout"][key]:
        del data["layout"][key]
    if not data["layout"]:
        del data["layout"]
    return color


def set_corner(data: dict[str, Any], square: str, rotation: str) -> str:
    """AQUA-GEO-4: the curve printed on a corner square."""
    g = loader.topology()
    name = g.name(g.square(square))
    names = [g.name(sq) for sq in g.corner_squares]
    if name not in names:
        raise RuleViolation("AQUA-GEO-4", _("{square} is no corner square", square=name),
                            _("corner squares: {squares}", squares=", ".join(names)))
    data["corners"] = {**corners(data), name: loader.corner_rotation(rotation)}
    return name


def report(data: dict[str, Any]) -> tuple[list[str], list[str], list[str]]:
    """Per layout what is set, the problems of the layouts present (each with its rule) and their outlets that
    close at once (§8): ``(counts, problems, warnings)``."""
    counts, problems, warnings = [], [], []
    layouts = data.get("layout") if isinstance(data.get("layout"), dict) else {}
    g = loader.topology()
    for key, (players, per, name) in LAYOUTS.items():
        placed = [r for r in layouts.get(key, []) if isinstance(r, dict)]
        counts.append(_("{layout}: {count} of {wanted} reservoirs", layout=translate(name), count=len(placed),
                        wanted=players * (2 if per == "two" else 1)))
        if not placed:
            continue
        try:
            loader.check_board({"corners": corners(data), "reservoirs": placed}, players,
                               {"two_player_reservoirs": per})
        except RefereeError as exc:
            problems.append(f"{translate(name)}: {exc}")
        try:
            shown = loader.Board({"corners": loader._check_corners(g, corners(data)),
                                  "reservoirs": [loader._check_reservoir(g, r, players) for r in placed]})
        except RefereeError:
            continue
        warnings += [f"{translate(name)}: {w}" for w in loader.board_warnings(shown)]
    return counts, problems, warnings


def ready(data: dict[str, Any]) -> list[str]:
    """The layouts a game can start on now."""
    layouts = data.get("layout") if isinstance(data.get("layout"), dict) else {}
    found = []
    for key, (players, per, _name) in LAYOUTS.items():
        try:
            loader.check_board({"corners": corners(data), "reservoirs": layouts.get(key, [])}, players,
                               {"two_player_reservoirs": per})
        except RefereeError:
            continue
        found.append(key)
    return found


def verdict(name: str, data: dict[str, Any]) -> str:
    usable = ready(data)
    return _("{path}: ready for {layouts}", path=name, layouts=", ".join(
        translate(LAYOUTS[k][2]) for k in usable)) if usable else _("{path}: no layout is complete yet", path=name)


def load(path: str) -> dict[str, Any]:
    return read_table(path, make_hint(path))


def save(path: str, data: dict[str, Any]) -> None:
    write_table(path, data, HEADER)


def edit(path: str, change) -> str:
    return edit_table(path, change, make_hint(path), HEADER)
