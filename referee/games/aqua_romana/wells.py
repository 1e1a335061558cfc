"""The wells at the path's corners: an extra tile for every well a builder passes in a build (AQUA-WELL)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.squaregrid import Square
from referee.games.aqua_romana.aqueduct import OPEN
from referee.games.aqua_romana.building import check_actor, joined, listing, settle, square_name, tiles_for
from referee.games.aqua_romana.state import AquaState
from referee.games.aqua_romana.tiles import ROTATIONS


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
        reason = "the supply is empty (AQUA-WELL-5)"
    elif not squares(state):
        reason = "no square may take it (AQUA-WELL-3)"
    else:
        return True
    if state.narrate:
        out.lines.append(f"No extra tile for the well: {reason}.")
    state.wells_owed = 0
    return False


def validate_well(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    check_actor(state, player, "lay the well's extra tile")
    allowed = kinds(state)
    if ev["tile"] not in allowed:
        raise RuleViolation("AQUA-WELL-1", f"the well's extra tile is a {state.well_kind} tile, not a {ev['tile']}",
                            f"lay a {' or '.join(allowed)}")
    g = state.board.grid
    square = g.square(ev["square"])
    legal = squares(state)
    near = _nearest(state, square, legal)
    if square in state.tiles or square in state.board.reservoir_at:
        what = ("a reservoir" if square in state.board.reservoir_at else
                "a corner curve" if square in g.corner_squares else "a tile")
        raise RuleViolation("AQUA-PLACE-6", f"{ev['square']} already holds {what}", f"free squares nearby: {near}")
    if square in forbidden(state):
        raise RuleViolation("AQUA-WELL-2", f"{ev['square']} lies in front of an aqueduct end "
                            f"(well_forbidden = {state.options['well_forbidden']})", f"allowed squares nearby: {near}")
    pair = joined(state, square, ev["rotation"])
    if pair:
        raise RuleViolation("AQUA-PLACE-4", f"a {ev['tile']} {ev['rotation']} on {ev['square']} would join the "
                            f"aqueducts of {pair[0]} and {pair[1]}", "another rotation or square")
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
        out.lines.append(f"{ev['player']} lays the well's extra {ev['tile'].replace('_', ' ')} {ev['rotation']} "
                         f"on {ev['square']} (AQUA-WELL-1).")
    settle(state, out)
