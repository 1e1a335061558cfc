"""Building an aqueduct — AQUA-SIGHT, AQUA-PLACE, AQUA-WORKER, AQUA-BUILDER, AQUA-SUPPLY, AQUA-JOKER,
AQUA-FORCE — and the move without a tile when no builder is in sight (AQUA-NOSIGHT-1)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.squaregrid import OPPOSITE, Square
from referee.games.aqua_romana.aqueduct import JOIN, OPEN, trace
from referee.games.aqua_romana.board import port_name
from referee.games.aqua_romana.state import AquaState, Player, Worker
from referee.games.aqua_romana.tiles import facing, has_channel, links
from referee.games.aqua_romana.vocab import TILE_KINDS


@dataclass(frozen=True)
class Lay:
    """One legal build: which worker, the builder's path space, tile kind, square and rotation."""

    worker: str
    space: int
    tile: str
    square: Square
    rotation: str


def square_name(state: AquaState, square: Square) -> str:
    return state.board.grid.name(square)


def space_name(state: AquaState, space: int) -> str:
    return state.board.grid.track[space]


def listing(items: Iterable[str], empty: str = "none") -> str:
    items = list(items)
    return ", ".join(items) if items else empty


def front(state: AquaState, worker: Worker) -> Square:
    """AQUA-PLACE-1: the empty square in front of the worker."""
    return state.traces[worker.name].front


def stands_on(state: AquaState, worker: Worker) -> Square:
    """AQUA-GEO-18: the square of the aqueduct's end (the reservoir square while it has length 0)."""
    return state.traces[worker.name].end[0]


def in_sight(state: AquaState, worker: Worker) -> tuple[int, ...]:
    """AQUA-GEO-9 / AQUA-SIGHT-2: the four path spaces the worker sees."""
    return state.board.grid.sight(stands_on(state, worker))


def builders_in_sight(state: AquaState, worker: Worker) -> list[int]:
    return [s for s in in_sight(state, worker) if s in state.path]


def tiles_for(state: AquaState, builder: str) -> list[str]:
    """AQUA-SIGHT-3, AQUA-SUPPLY-1, AQUA-JOKER-1: the kinds a builder lets the player take."""
    available = [k for k in TILE_KINDS if state.supply[k] > 0]
    if builder != "joker" and builder in available:
        return [builder]
    return available


def joined(state: AquaState, square: Square, rotation: str) -> tuple[str, str] | None:
    """AQUA-PLACE-4: the two workers whose outlets a tile there would join, if any.

    Only ends pointing into ``square`` can reach the new tile, and a join needs two of them.
    """
    ends = [name for name, tr in state.traces.items() if tr.status == OPEN and tr.front == square]
    if len(ends) < 2:
        return None
    board = state.board
    saved = state.links.get(square)
    state.links[square] = links(rotation)
    try:
        for name in ends:
            tr = trace(board.grid, state.links, board.reservoir_at, board.outlets, state.workers[name].outlet)
            if tr.status == JOIN:
                return name, board.outlets[tr.joined]
    finally:
        if saved is None:
            del state.links[square]
        else:
            state.links[square] = saved
    return None


def lays_for(state: AquaState, worker: Worker) -> Iterator[Lay]:
    """Every legal build with ``worker``, in path order, then kind and rotation order."""
    target = front(state, worker)
    edge = OPPOSITE[state.traces[worker.name].end[1]]
    for space in sorted(builders_in_sight(state, worker)):
        for tile in tiles_for(state, state.path[space]):
            for rotation in facing(tile, edge):
                if not joined(state, target, rotation):
                    yield Lay(worker.name, space, tile, target, rotation)


def legal_lays(state: AquaState, workers: Iterable[Worker]) -> Iterator[Lay]:
    for w in workers:
        yield from lays_for(state, w)


def can_build(state: AquaState, workers: Iterable[Worker]) -> bool:
    return next(legal_lays(state, workers), None) is not None


def usable_workers(state: AquaState, player: Player) -> list[Worker]:
    """AQUA-SIGHT-1 / AQUA-FORCE-1: the player's own open workers; with ``force = "any"`` anyone's when his cannot build."""
    own = state.open_workers(player)
    if state.options["force"] == "any" and not can_build(state, own):
        return state.open_workers()
    return own


def describe_lay(state: AquaState, lay: Lay) -> str:
    return (f"{lay.worker} {space_name(state, lay.space)} {lay.tile} {lay.rotation} "
            f"on {square_name(state, lay.square)}")


def _lay_hint(state: AquaState, lays: list[Lay], limit: int = 6) -> str:
    if not lays:
        return "no legal build with it"
    shown = [describe_lay(state, lay) for lay in lays[:limit]]
    more = f" (+{len(lays) - limit} more; referee hints)" if len(lays) > limit else ""
    return "legal: " + "; ".join(shown) + more


def check_actor(state: AquaState, player: Player, what: str) -> None:
    """AQUA-TURN-2: only the active player builds or moves a builder."""
    if player.seat != state.active:
        raise RuleViolation("AQUA-TURN-2", f"it is {state.current.name}'s turn; {player.name} cannot {what} now",
                            f"only {state.current.name} may {what}")


def validate_lay(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    check_actor(state, player, "lay a tile")
    w = state.workers[ev["worker"]]
    usable = usable_workers(state, player)
    names = listing(x.name for x in usable)
    if w.seat != player.seat and w not in usable:
        raise RuleViolation("AQUA-SIGHT-1", f"{w.name} is {state.owner(w).name}'s worker, not {player.name}'s",
                            f"{player.name} builds with {player.name}'s own workers: {names}")
    if w.status != "open":
        where = f"on podium {w.podium}" if w.podium else "off the board"
        raise RuleViolation("AQUA-SIGHT-1", f"{w.name}'s aqueduct is closed (the worker is {where})",
                            f"workers on open aqueducts: {names}")
    target = front(state, w)
    if ev["square"] != square_name(state, target):
        raise RuleViolation("AQUA-PLACE-1", f"{ev['square']} is not in front of {w.name} (its end is "
                            f"{port_name(state.traces[w.name].end)})", f"{w.name}'s tile goes on "
                            f"{square_name(state, target)}")
    space = state.board.grid.track_index[ev["space"]]
    sight = in_sight(state, w)
    seen = [f"{space_name(state, s)} ({state.path[s]})" for s in sorted(builders_in_sight(state, w))]
    if space not in sight:
        raise RuleViolation("AQUA-SIGHT-2", f"{w.name} on {square_name(state, stands_on(state, w))} does not "
                            f"see {ev['space']}", f"{w.name} sees {listing(space_name(state, s) for s in sight)}; "
                            f"builders there: {listing(seen)}")
    if space not in state.path:
        raise RuleViolation("AQUA-SIGHT-2", f"no builder stands on {ev['space']}",
                            f"builders in sight of {w.name}: {listing(seen)}")
    builder, tile = state.path[space], ev["tile"]
    left = listing(f"{k} {n}" for k, n in state.supply.items() if n > 0)
    if state.supply[tile] <= 0:
        raise RuleViolation("AQUA-SUPPLY-1", f"no {tile} tiles are left in the supply", f"tiles left: {left}")
    kinds = tiles_for(state, builder)
    if tile not in kinds:
        raise RuleViolation("AQUA-SIGHT-3", f"the {builder} builder on {ev['space']} gives a {builder} tile, "
                            f"not a {tile}", f"lay a {builder}, or use another builder in sight: {listing(seen)}")
    rotation = ev["rotation"]
    edge = OPPOSITE[state.traces[w.name].end[1]]
    if not has_channel(rotation, edge):
        fits = facing(tile, edge)
        raise RuleViolation("AQUA-PLACE-2", f"a {tile} lying {rotation} has no channel on its {edge} side, "
                            f"so it does not extend {w.name}", f"rotations that extend it: {listing(fits)}")
    pair = joined(state, target, rotation)
    if pair:
        others = [lay for lay in lays_for(state, w)]
        raise RuleViolation("AQUA-PLACE-4", f"a {tile} {rotation} on {ev['square']} would join the aqueducts "
                            f"of {pair[0]} and {pair[1]}", _lay_hint(state, others))
    return []


def move_builder(state: AquaState, space: int) -> tuple[int, int]:
    """AQUA-BUILDER-1/2: clockwise to the nearest free space; returns (landing, wells crossed)."""
    kind = state.path.pop(space)
    landing, wells = state.board.grid.advance(space, state.path)
    state.path[landing] = kind
    return landing, wells


def settle(state: AquaState, out: Outcome) -> None:
    """AQUA-WORKER-1 and AQUA-CLOSE-1/2: re-trace; workers move to their ends, aqueducts that cannot grow close."""
    old = state.retrace()
    for w in state.open_workers():
        tr = state.traces[w.name]
        w.value = tr.value
        if tr.closed:
            w.status, w.how = "closed", tr.status
            state.closed_now.append(w.name)
            if w.seat == state.active:
                state.own_closed = True
            if state.narrate:
                why = "the board edge" if tr.status == "edge" else "a blank side"
                out.lines.append(f"{w.name} ({state.owner(w).name}) is closed by {why} at {port_name(tr.end)}, "
                                 f"worth {tr.value} (AQUA-CLOSE-1).")
        elif tr.end != old[w.name].end and state.narrate:
            out.lines.append(f"{w.name} moves to {port_name(tr.end)}; its aqueduct is worth {tr.value}.")


def apply_lay(state: AquaState, ev: dict, out: Outcome) -> None:
    g = state.board.grid
    square = g.square(ev["square"])
    space = g.track_index[ev["space"]]
    kind = state.path[space]
    state.supply[ev["tile"]] -= 1
    state.put_tile(square, ev["tile"], ev["rotation"])
    state.tile_laid = True
    if state.narrate:
        via = f"the {kind} builder on {ev['space']}"
        out.lines.append(f"{ev['player']} lays a {ev['tile'].replace('_', ' ')} {ev['rotation']} on "
                         f"{ev['square']} for {ev['worker']} ({via}).")
    settle(state, out)
    landing, wells = move_builder(state, space)
    state.wells_owed = wells if state.options["wells_per_move"] == "each" else min(wells, 1)
    state.well_kind = kind
    if state.narrate:
        crossed = f", past {wells} well{'s' if wells > 1 else ''}" if wells else ""
        out.lines.append(f"The {kind} builder moves {ev['space']} → {space_name(state, landing)}{crossed}.")


def validate_pass(state: AquaState, ev: dict) -> list[str]:
    """AQUA-NOSIGHT-1: only without a legal build (AQUA-FORCE-1), moving a builder that stands there."""
    player = state.by_name[ev["player"]]
    check_actor(state, player, "move a builder")
    usable = usable_workers(state, player)
    lays = list(legal_lays(state, usable))
    if lays:
        raise RuleViolation("AQUA-FORCE-1", f"{player.name} has a legal build and must build (no voluntary pass)",
                            _lay_hint(state, lays))
    space = state.board.grid.track_index[ev["space"]]
    if space not in state.path:
        raise RuleViolation("AQUA-NOSIGHT-1", f"no builder stands on {ev['space']}",
                            f"move any builder: {listing(space_name(state, s) for s in sorted(state.path))}")
    return []


def apply_pass(state: AquaState, ev: dict, out: Outcome) -> None:
    space = state.board.grid.track_index[ev["space"]]
    kind = state.path[space]
    landing, wells = move_builder(state, space)
    if state.narrate:
        note = " (no extra tile for the well, AQUA-WELL-6)" if wells else ""
        out.lines.append(f"{ev['player']} has no builder in sight: the {kind} builder moves {ev['space']} → "
                         f"{space_name(state, landing)}{note}.")

