"""Longest Road (CATAN-ROAD) and Largest Army (CATAN-ARMY)."""

from __future__ import annotations

from collections.abc import Callable

from referee.core.game import Outcome
from referee.core.graph import longest_trail
from referee.core.i18n import _
from referee.games.catan.state import CatanState, Player

MIN_ROAD = 5
MIN_ARMY = 3


def road_length(state: CatanState, player: Player) -> int:
    """CATAN-ROAD-1/2: longest trail of his roads (with Seafarers, and ships: SEA-LTR-1/2), not through an
    opponent's building (SEA-LTR-3)."""
    return longest_trail(state.route_edges(player), passable(state, player))


def passable(state: CatanState, player: Player) -> Callable[[str], bool]:
    """Whether ``player``'s route may pass a node: not where an opponent's building stands (CATAN-ROAD-2)."""

    def ok(node: str) -> bool:
        corner = node.rstrip("~")
        owner = state.occupant.get(corner)
        return (owner is None or owner[0] == player.name) and not state.cuts(corner, player.name)

    return ok


def update_longest_road(state: CatanState, affected: list[str], out: Outcome) -> None:
    """CATAN-ROAD-3…8: recompute the affected players' lengths, then move the card if the rules say so."""
    holder = state.by_name.get(state.longest_road) if state.longest_road else None
    before = holder.road_length if holder else 0
    for name in affected:
        player = state.by_name[name]
        player.road_length = road_length(state, player)
    lengths = {p.name: p.road_length for p in state.players}
    best = max(lengths.values())
    leaders = [n for n, v in lengths.items() if v == best]
    new = state.longest_road
    if holder is None:
        if best >= MIN_ROAD and len(leaders) == 1:
            new = leaders[0]
    else:
        mine = lengths[holder.name]
        cut = mine < before
        if mine < best:
            new = leaders[0] if len(leaders) == 1 and best >= MIN_ROAD else None
        elif len(leaders) > 1 and cut and not state.options["lr_holder_keeps_if_tied_after_cut"]:
            new = None                                   # CATAN-ROAD-6: a tie after a cut → bank
        if new == holder.name and mine < MIN_ROAD:
            new = None                                   # CATAN-ROAD-7
        if new is None and best >= MIN_ROAD and len(leaders) == 1:
            new = leaders[0]                             # CATAN-ROAD-8
    if new != state.longest_road:
        old = state.longest_road
        state.longest_road = new
        if state.edition.sea:
            _trade_route_moves(out, old, new, lengths)
        elif new is None:
            out.say("Longest Road: {player} loses the card ({roads} roads); it goes back to the bank "
                               "(CATAN-ROAD-6/7).", player=old, roads=lengths[old])
        elif old is None:
            out.say("Longest Road: {player} takes the card with {roads} roads (CATAN-ROAD-3).",
                               player=new, roads=best)
        else:
            out.say("Longest Road: {player} ({roads}) takes the card from {holder} ({held}) "
                               "(CATAN-ROAD-4/6).", player=new, roads=best, holder=old, held=lengths[old])


def _trade_route_moves(out: Outcome, old: str | None, new: str | None, lengths: dict[str, int]) -> None:
    """The Longest Road lines in Seafarers' words: the Longest Trade Route, of roads and ships (SEA-LTR-1, SEA-LTR-4)."""
    if new is None:
        out.say("Longest Trade Route: {player} loses the card (a route of {length}); it goes back to the bank "
                "(SEA-LTR-4).", player=old, length=lengths[old])
    elif old is None:
        out.say("Longest Trade Route: {player} takes the card with a route of {length} (SEA-LTR-1).", player=new,
                length=lengths[new])
    else:
        out.say("Longest Trade Route: {player} ({length}) takes the card from {holder} ({held}) (SEA-LTR-4).",
                player=new, length=lengths[new], holder=old, held=lengths[old])


def update_largest_army(state: CatanState, player: Player, out: Outcome) -> None:
    """CATAN-ARMY-1/2: 3 Knights played takes it; only strictly more takes it over."""
    holder = state.by_name.get(state.largest_army) if state.largest_army else None
    if holder is player or player.knights < MIN_ARMY:
        return
    if holder is None or player.knights > holder.knights:
        state.largest_army = player.name
        src = _(" from {holder} ({knights})", holder=holder.name, knights=holder.knights) if holder else ""
        out.say("Largest Army: {player} takes the card with {knights} Knights{source} (CATAN-ARMY-1/2).",
                           player=player.name, knights=player.knights, source=src)
