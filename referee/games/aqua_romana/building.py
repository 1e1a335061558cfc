"""Building an aqueduct — AQUA-SIGHT, AQUA-PLACE, AQUA-WORKER, AQUA-BUILDER, AQUA-SUPPLY, AQUA-JOKER,
AQUA-FORCE — and the move without a tile when no builder is in sight (AQUA-NOSIGHT-1)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing
from referee.core.squaregrid import OPPOSITE, Square
from referee.games.aqua_romana.aqueduct import JOIN, OPEN, trace
from referee.games.aqua_romana.board import end_shown, port_name
from referee.games.aqua_romana.state import AquaState, Player, Worker
from referee.games.aqua_romana.tiles import edge_shown, facing, has_channel, links, shown
from referee.games.aqua_romana.vocab import TILE_KINDS, Kind, names, typed


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


def square_text(state: AquaState, square: Square | str) -> str:
    """A square as a message names it: ``square E3`` where a path space has the same name (AQUA-GEO-2, GEO-5)."""
    name = square if isinstance(square, str) else square_name(state, square)
    return _("square {name}", name=name) if name in state.board.grid.shared_names else name


def space_text(state: AquaState, space: int | str) -> str:
    """A path space as a message names it: ``path space E3`` where a square has the same name (AQUA-GEO-2, GEO-5)."""
    name = space if isinstance(space, str) else space_name(state, space)
    return _("path space {name}", name=name) if name in state.board.grid.shared_names else name



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
    return _("{worker} {space} {tile} {rotation} on {square}", worker=lay.worker, space=space_name(state, lay.space),
             tile=typed(lay.tile), rotation=shown(lay.rotation), square=square_text(state, lay.square))


def _lay_hint(state: AquaState, lays: list[Lay], limit: int = 6) -> str:
    if not lays:
        return _("no legal build with it")
    shown = [describe_lay(state, lay) for lay in lays[:limit]]
    more = _(" (+{count} more; referee hints)", count=len(lays) - limit) if len(lays) > limit else ""
    return _("legal: {lays}{more}", lays="; ".join(shown), more=more)


def check_actor(state: AquaState, player: Player, what: str) -> None:
    """AQUA-TURN-2: only the active player builds or moves a builder."""
    if player.seat != state.active:
        raise RuleViolation("AQUA-TURN-2", _("it is {current}'s turn; {player} cannot {what} now", current=state.current.name,
                              player=player.name, what=what),
                            _("only {current} may {what}", current=state.current.name, what=what))


def validate_lay(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    check_actor(state, player, _("lay a tile"))
    w = state.workers[ev["worker"]]
    usable = usable_workers(state, player)
    names = listing(x.name for x in usable)
    if w.seat != player.seat and w not in usable:
        raise RuleViolation("AQUA-SIGHT-1", _("{worker} is {owner}'s worker, not {player}'s", worker=w.name, owner=state.owner(w).name,
                              player=player.name),
                            _("{player} builds with {player}'s own workers: {workers}", player=player.name,
                              workers=names))
    if w.status != "open":
        where = _("on podium {podium}", podium=w.podium) if w.podium else _("off the board")
        raise RuleViolation("AQUA-SIGHT-1", _("{worker}'s aqueduct is closed (the worker is {where})", worker=w.name,
                                              where=where),
                            _("workers on open aqueducts: {workers}", workers=names))
    target = front(state, w)
    if ev["square"] != square_name(state, target):
        raise RuleViolation("AQUA-PLACE-1", _("{square} is not in front of {worker} (its end is {end})", square=square_text(state, ev["square"]),
                                                worker=w.name, end=end_shown(state.traces[w.name].end)),
                            _("{worker}'s tile goes on {square}", worker=w.name, square=square_text(state, target)))
    space = state.board.grid.track_index[ev["space"]]
    sight = in_sight(state, w)
    seen = [f"{space_name(state, s)} ({Term('builder', state.path[s]):short})"
            for s in sorted(builders_in_sight(state, w))]
    if space not in sight:
        raise RuleViolation("AQUA-SIGHT-2", _("{worker} on {square} does not see {space}", worker=w.name,
                                                square=square_text(state, stands_on(state, w)), space=space_text(state, ev["space"])),
                            _("{worker} sees {spaces}; builders there: {builders}", worker=w.name,
                              spaces=listing(space_name(state, s) for s in sight),
                              builders=listing(seen, _("none"))))
    if space not in state.path:
        raise RuleViolation("AQUA-SIGHT-2", _("no builder stands on {space}", space=space_text(state, ev["space"])),
                            _("builders in sight of {worker}: {builders}", worker=w.name,
                              builders=listing(seen, _("none"))))
    builder, tile = state.path[space], ev["tile"]
    left = listing(_("{tile} {count}", tile=Term("tile kind", k), count=n) for k, n in state.supply.items() if n > 0)
    if state.supply[tile] <= 0:
        raise RuleViolation("AQUA-SUPPLY-1", _("no {tile} tiles are left in the supply", tile=Term("tile kind", tile)),
                            _("tiles left: {tiles}", tiles=left))
    kinds = tiles_for(state, builder)
    if tile not in kinds:
        raise RuleViolation("AQUA-SIGHT-3", _("the {builder} builder on {space} gives a {kind} tile, not a {tile}",
                                                builder=Term("builder", builder), space=space_text(state, ev["space"]),
                                                kind=Term("tile kind", builder), tile=Term("tile kind", tile)),
                            _("lay a {kind}, or use another builder in sight: {builders}",
                              kind=Term("tile kind", builder), builders=listing(seen, _("none"))))
    rotation = ev["rotation"]
    edge = OPPOSITE[state.traces[w.name].end[1]]
    if not has_channel(rotation, edge):
        fits = facing(tile, edge)
        raise RuleViolation("AQUA-PLACE-2", _("a {tile} lying {rotation} has no channel on its {edge} side, so it does not extend "
                                                "{worker}", tile=Term("tile kind", tile), rotation=shown(rotation),
                                                edge=edge_shown(edge), worker=w.name),
                            _("rotations that extend it: {rotations}", rotations=listing(map(shown, fits), _("none"))))
    pair = joined(state, target, rotation)
    if pair:
        others = [lay for lay in lays_for(state, w)]
        raise RuleViolation("AQUA-PLACE-4", _("a {tile} {rotation} on {square} would join the aqueducts of {one} and {other}",
                                                tile=Term("tile kind", tile), rotation=shown(rotation), square=square_text(state, ev["square"]),
                                                one=pair[0], other=pair[1]), _lay_hint(state, others))
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
                if tr.status == "edge":
                    out.say("{worker} ({player}) is closed by the board edge at {end}, worth {value} (AQUA-CLOSE-1).",
                            worker=w.name, player=state.owner(w).name, end=end_shown(tr.end), value=tr.value)
                else:
                    out.say("{worker} ({player}) is closed by a blank side at {end}, worth {value} (AQUA-CLOSE-1).",
                            worker=w.name, player=state.owner(w).name, end=end_shown(tr.end), value=tr.value)
        elif tr.end != old[w.name].end and state.narrate:
            out.say("{worker} moves to {end}; its aqueduct is worth {value}.", worker=w.name, end=end_shown(tr.end),
                    value=tr.value)


def apply_lay(state: AquaState, ev: dict, out: Outcome) -> None:
    g = state.board.grid
    square = g.square(ev["square"])
    space = g.track_index[ev["space"]]
    kind = state.path[space]
    state.supply[ev["tile"]] -= 1
    state.put_tile(square, ev["tile"], ev["rotation"])
    state.tile_laid = True
    if state.narrate:
        out.say("{player} lays a {tile} {rotation} on {square} for {worker} (the {builder} builder on {space}).",
                player=ev["player"], tile=Kind("tile kind", ev["tile"]), rotation=shown(ev["rotation"]), square=square_text(state, ev["square"]),
                worker=ev["worker"], builder=Term("builder", kind), space=space_text(state, ev["space"]))
    settle(state, out)
    landing, wells = move_builder(state, space)
    state.wells_owed = wells if state.options["wells_per_move"] == "each" else min(wells, 1)
    state.well_kind = kind
    if state.narrate:
        if wells == 1:
            out.say("The {builder} builder moves {space} → {landing}, past 1 well.", builder=Term("builder", kind),
                    space=space_text(state, ev["space"]), landing=space_text(state, landing))
        elif wells:
            out.say("The {builder} builder moves {space} → {landing}, past {wells} wells.",
                    builder=Term("builder", kind), space=space_text(state, ev["space"]), landing=space_text(state, landing), wells=wells)
        else:
            out.say("The {builder} builder moves {space} → {landing}.", builder=Term("builder", kind),
                    space=space_text(state, ev["space"]), landing=space_text(state, landing))


def validate_pass(state: AquaState, ev: dict) -> list[str]:
    """AQUA-NOSIGHT-1: only without a legal build (AQUA-FORCE-1), moving a builder that stands there."""
    player = state.by_name[ev["player"]]
    check_actor(state, player, _("move a builder"))
    usable = usable_workers(state, player)
    lays = list(legal_lays(state, usable))
    if lays:
        raise RuleViolation("AQUA-FORCE-1", _("{player} has a legal build and must build (no voluntary pass)", player=player.name),
                            _lay_hint(state, lays))
    space = state.board.grid.track_index[ev["space"]]
    if space not in state.path:
        raise RuleViolation("AQUA-NOSIGHT-1", _("no builder stands on {space}", space=space_text(state, ev["space"])),
                            _("move any builder: {spaces}", spaces=listing(space_name(state, s) for s in sorted(state.path))))
    return []


def apply_pass(state: AquaState, ev: dict, out: Outcome) -> None:
    space = state.board.grid.track_index[ev["space"]]
    kind = state.path[space]
    landing, wells = move_builder(state, space)
    if not state.narrate:
        return
    fields = dict(player=ev["player"], builder=Term("builder", kind), space=space_text(state, ev["space"]),
                  landing=space_text(state, landing))
    if not state.open_workers(state.by_name[ev["player"]]):
        if wells:
            out.say("{player} has no worker on the board: the {builder} builder moves {space} → {landing} (no extra "
                    "tile for the well, AQUA-NOSIGHT-3).", **fields)
        else:
            out.say("{player} has no worker on the board: the {builder} builder moves {space} → {landing} "
                    "(AQUA-NOSIGHT-3).", **fields)
    elif wells:
        out.say("{player} has no builder in sight: the {builder} builder moves {space} → {landing} (no extra tile "
                "for the well, AQUA-WELL-6).", **fields)
    else:
        out.say("{player} has no builder in sight: the {builder} builder moves {space} → {landing}.", **fields)
