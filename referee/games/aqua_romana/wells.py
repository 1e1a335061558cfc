"""The wells at the path's corners: an extra tile for every well a builder passes in a build (AQUA-WELL)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing
from referee.core.squaregrid import Square
from referee.games.aqua_romana.aqueduct import OPEN
from referee.games.aqua_romana.building import check_actor, joined, settle, square_name, square_text, tiles_for
from referee.games.aqua_romana.state import AquaState
from referee.games.aqua_romana.tiles import ROTATIONS, shown
from referee.games.aqua_romana.vocab import Kind, names


def forbidden(state: AquaState) -> set[Square]:
    """AQUA-WELL-2 (``well_forbidden``): squares an extra tile may not take.

    ``front``: the squares aqueduct ends point into, of open aqueducts and of aqueducts closed
    voluntarily but still physically open; ``beside``: also every square next to an end square;
    ``aqueduct``: also every square next to any square an aqueduct passes.
    """
    g = state.board.grid
    mode = state.options["well_forbidden"]
    ends = [tr for tr in state.traces.values() if tr.status == OPEN]
    bad = {tr.front for tr in ends}
    if mode in ("beside", "aqueduct"):
        for tr in ends:
            bad.update(g.neighbours(tr.end[0]))
    if mode == "aqueduct":
        for tr in state.traces.values():
            for sq in (*tr.squares, tr.end[0]):
                bad.update(g.neighbours(sq))
    return bad


def kinds(state: AquaState) -> list[str]:
    """AQUA-WELL-1/5: the builder's kind; any kind left for the joker or when his kind has run out."""
    return tiles_for(state, state.well_kind)


def squares(state: AquaState) -> list[Square]:
    """AQUA-WELL-2/3: the empty squares an extra tile may go on."""
    g = state.board.grid
    bad = forbidden(state)
    free = [sq for sq in g.squares if sq not in state.tiles and sq not in state.board.reservoir_at and sq not in bad]
    return [sq for sq in free if any(not joined(state, sq, r) for k in kinds(state) for r in ROTATIONS[k])]


def due(state: AquaState, out: Outcome) -> bool:
    """Whether an extra tile is owed and can be laid now; a tile that cannot be laid is skipped (AQUA-WELL-3)."""
    if state.wells_owed <= 0:
        return False
    if not kinds(state):
        empty = True
    elif not squares(state):
        empty = False
    else:
        return True
    if state.narrate:
        if empty:
            out.say("No extra tile for the well: the supply is empty (AQUA-WELL-5).")
        else:
            out.say("No extra tile for the well: no square may take it (AQUA-WELL-3).")
    state.wells_owed = 0
    return False


def validate_well(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    check_actor(state, player, _("lay the well's extra tile"))
    allowed = kinds(state)
    if ev["tile"] not in allowed:
        raise RuleViolation("AQUA-WELL-1", _("the well's extra tile is a {kind} tile, not a {tile}",
                                             kind=Term("tile kind", state.well_kind), tile=Term("tile kind", ev["tile"])),
                            _("lay a {kinds}", kinds=_(" or ").join(names("tile kind", allowed))))
    g = state.board.grid
    square = g.square(ev["square"])
    legal = squares(state)
    near = _nearest(state, square, legal)
    if square in state.tiles or square in state.board.reservoir_at:
        what = (_("a reservoir") if square in state.board.reservoir_at else
                _("a corner curve") if square in g.corner_squares else _("a tile"))
        raise RuleViolation("AQUA-PLACE-6", _("{square} already holds {what}", square=square_text(state, ev["square"]), what=what),
                            _("free squares nearby: {squares}", squares=near))
    if square in forbidden(state):
        raise RuleViolation("AQUA-WELL-2", _("{square} lies in front of an aqueduct end (well_forbidden = {mode})",
                                                square=square_text(state, ev["square"]), mode=state.options["well_forbidden"]),
                            _("allowed squares nearby: {squares}", squares=near))
    pair = joined(state, square, ev["rotation"])
    if pair:
        raise RuleViolation("AQUA-PLACE-4", _("a {tile} {rotation} on {square} would join the aqueducts of {one} and {other}",
                                                tile=Term("tile kind", ev["tile"]), rotation=shown(ev["rotation"]),
                                                square=square_text(state, ev["square"]), one=pair[0], other=pair[1]),
                            _("another rotation or square"))
    return []


def _nearest(state: AquaState, square: Square, legal: list[Square], count: int = 5) -> str:
    c, r = square
    ranked = sorted(legal, key=lambda s: (abs(s[0] - c) + abs(s[1] - r), s[1], s[0]))
    return listing(square_name(state, s) for s in ranked[:count])


def apply_well(state: AquaState, ev: dict, out: Outcome) -> None:
    square = state.board.grid.square(ev["square"])
    state.supply[ev["tile"]] -= 1
    state.put_tile(square, ev["tile"], ev["rotation"])
    state.wells_owed -= 1
    if state.narrate:
        out.say("{player} lays the well's extra {tile} {rotation} on {square} (AQUA-WELL-1).", player=ev["player"],
                tile=Kind("tile kind", ev["tile"]), rotation=shown(ev["rotation"]), square=square_text(state, ev["square"]))
    settle(state, out)
