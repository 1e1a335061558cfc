"""Ships and shipping routes — SEA-SHIP-1…8, SEA-ROUTE-1/2/4, moving a ship SEA-MOVE-1…7.

A ship goes on a path of a sea hex or of the frame (SEA-SHIP-2) and continues the owner's ships or starts at his
settlement or city, not past an opponent's building (SEA-SHIP-3, :func:`building.connects` over his ships); roads and ships meet only through a building (SEA-SHIP-4, in
:meth:`CatanState.route_edges`). The table records a move as ``move_ship`` with ``from`` and ``to`` (paths).
"""

from __future__ import annotations

from collections import deque

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan import turns
from referee.games.catan.building import connects
from referee.games.catan.common import bag_text, listing, require_cards
from referee.games.catan.seafarers import trade_route
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import Player
from referee.games.catan.vocab import SEA_PIECES


MOVE_DISCOVERS = Option("ship_move_discovers", True,
                        "a ship moved onto a path that reaches a face-down hex counts as placed there, so the hex is "
                        "discovered (the digest's suggested default; the TD&E text says only 'places a ship')",
                        "SEA-MOVE-7", since=2, earlier=False)


def pirate_sides(state: SeaState) -> set[str]:
    """The paths of the pirate's hex: no ship is built, moved from or moved onto them (SEA-PIRATE-3, SEA-MOVE-5)."""
    return set(state.board.grid.sides_of(state.pirate)) if state.pirate else set()


def spots(state: SeaState, player: Player, ships: set[str] | None = None) -> list[str]:
    """Free sea paths a new ship of ``player`` may take (SEA-SHIP-2/3/5, SEA-PIRATE-3)."""
    ships = player.ships if ships is None else ships
    blocked = pirate_sides(state)
    return [p for p in state.board.grid.sort(state.board.sea_sides)
            if p not in state.road_owner and p not in state.ship_owner and p not in ships and p not in blocked
            and connects(state, player, p, ships)]


def _hint(state: SeaState, player: Player, ships: set[str]) -> str:
    free = spots(state, player, ships)
    if not free:
        return _("no legal ship for now")
    return _("legal ships: {paths}", paths=listing(free[:8]) + (" …" if len(free) > 8 else ""))


def check_place(state: SeaState, player: Player, at: str, ships: set[str], rule: str = "SEA-SHIP-3") -> None:
    """Where a ship may go: a sea path (SEA-SHIP-2), free (SEA-SHIP-5), off the pirate's hex (SEA-PIRATE-3),
    continuing the owner's line (``rule``: SEA-SHIP-3, or the rule of the card or move that places it)."""
    if at not in state.board.sea_sides:
        raise RuleViolation("SEA-SHIP-2", _("path {at} lies between two land hexes: no ship there", at=at),
                            _("a road goes there; {ships}", ships=_hint(state, player, ships)))
    owner = state.road_owner.get(at) or state.ship_owner.get(at) or (player.name if at in ships else None)
    if owner:
        piece = SEA_PIECES.term("road" if at in state.road_owner else "ship")
        raise RuleViolation("SEA-SHIP-5", _("path {at} already has {player}'s {piece}", at=at, player=owner,
                                            piece=piece), _hint(state, player, ships))
    if at in pirate_sides(state):
        raise RuleViolation("SEA-PIRATE-3", _("path {at} is a side of the pirate's hex {hex}", at=at, hex=state.pirate),
                            _hint(state, player, ships))
    if not connects(state, player, at, ships):
        raise RuleViolation(rule, _("a ship on {at} would touch none of {player}'s ships, settlements or cities",
                                    at=at, player=player.name), _hint(state, player, ships))


def validate_build(state: SeaState, player: Player, at: str) -> None:
    """SEA-SHIP-6 (15 ships), the place, then the price SEA-SHIP-1."""
    if player.left("ship") < 1:
        raise RuleViolation("SEA-SHIP-6", _("{player} has no ship left in supply ({placed} on the board)",
                                            player=player.name, placed=len(player.ships)),
                            _("move a ship at an open end instead"))
    check_place(state, player, at, player.ships)
    require_cards("SEA-SHIP-1", player, state.edition.costs["ship"], _("a ship"))


def validate_setup(state: SeaState, player: Player, at: str) -> None:
    """SEA-SHIP-8: in the set-up a ship may take the place of the road, beside the settlement just placed."""
    corner = state.setup_settlement
    if state.setup_step % 2 == 0:
        expected = state.setup_piece()                      # a settlement, or a variant's set-up city
        raise RuleViolation(state.SETUP_ORDER_RULE, _("set-up placement {number} is {player}'s {expected}, not a "
                                                      "{piece}", number=state.setup_step // 2 + 1,
                                                      player=player.name, expected=SEA_PIECES.term(expected),
                                                      piece=SEA_PIECES.term("ship")),
                            _("build city on a free corner") if expected == "city"
                            else _("build settlement on a free corner"))
    if corner not in state.board.grid.sides[at].ends:
        raise RuleViolation("SEA-SHIP-8", _("the set-up ship must touch the settlement just placed on {at}",
                                            at=corner),
                            _("paths touching {at}: {paths}", at=corner,
                              paths=listing(state.board.grid.corners[corner].paths)))
    check_place(state, player, at, player.ships, rule="SEA-SHIP-8")


def place(state: SeaState, player: Player, at: str) -> None:
    player.ships.add(at)
    state.ship_owner[at] = player.name
    state.ship_turn[at] = state.turn


def apply_build(state: SeaState, event: dict) -> Outcome:
    player, at = state.by_name[event["player"]], event["at"]
    out = Outcome()
    if state.in_setup:
        place(state, player, at)
        out.say("Set-up: {player} places a ship on {at} (SEA-SHIP-8).", player=player.name, at=at)
        trade_route.update(state, out)
        turns.next_placement(state, out)
        return out
    cost = state.edition.costs["ship"]
    player.hand.take(cost)
    place(state, player, at)
    state.built = True
    out.say("{player} builds a ship on {at} (pays {cost}).", player=player.name, at=at, cost=bag_text(cost))
    trade_route.update(state, out)
    return out


# --- moving a ship (SEA-MOVE) ---------------------------------------------------------------------------
def open_end(state: SeaState, player: Player, path: str) -> bool:
    """SEA-MOVE-2: one end of the ship holds neither the owner's building nor another of his ships."""
    grid = state.board.grid
    for end in grid.sides[path].ends:
        owner = state.occupant.get(end)
        if owner and owner[0] == player.name:
            continue
        if any(p in player.ships for p in grid.corners[end].paths if p != path):
            continue
        return True
    return False


def movable(state: SeaState, player: Player) -> list[str]:
    """The ships ``player`` may move now (SEA-MOVE-2/3/5)."""
    blocked = pirate_sides(state)
    return [p for p in state.board.grid.sort(player.ships)
            if state.ship_turn.get(p) != state.turn and p not in blocked and open_end(state, player, p)]


def validate_move(state: SeaState, event: dict) -> None:
    player, frm, to = state.by_name[event["player"]], event["from"], event["to"]
    if state.moved_now:
        raise RuleViolation("SEA-MOVE-1", _("{player} has already moved a ship this turn", player=player.name),
                            _("one ship move per turn; build or end the turn"))
    free = listing(movable(state, player), _("none"))
    if frm not in player.ships:
        raise RuleViolation("SEA-MOVE-2", _("{player} has no ship on {at}", player=player.name, at=frm),
                            _("ships {player} may move: {ships}", player=player.name, ships=free))
    if state.ship_turn.get(frm) == state.turn:
        raise RuleViolation("SEA-MOVE-3", _("the ship on {at} came there this turn", at=frm),
                            _("ships {player} may move: {ships}", player=player.name, ships=free))
    if frm in pirate_sides(state):
        raise RuleViolation("SEA-MOVE-5", _("the ship on {at} lies beside the pirate on {hex}", at=frm,
                                            hex=state.pirate),
                            _("ships {player} may move: {ships}", player=player.name, ships=free))
    if not open_end(state, player, frm):
        raise RuleViolation("SEA-MOVE-2", _("the ship on {at} is not at an open end of a shipping route", at=frm),
                            _("ships {player} may move: {ships}", player=player.name, ships=free))
    if to == frm:
        raise RuleViolation("SEA-MOVE-4", _("the ship would stay on {at}", at=frm), _("name another path"))
    rest = player.ships - {frm}
    if to in pirate_sides(state):
        raise RuleViolation("SEA-MOVE-5", _("path {at} is a side of the pirate's hex {hex}", at=to, hex=state.pirate),
                            _hint(state, player, rest))
    check_place(state, player, to, rest, rule="SEA-MOVE-4")


def apply_move(state: SeaState, event: dict) -> Outcome:
    player, frm, to = state.by_name[event["player"]], event["from"], event["to"]
    player.ships.discard(frm)
    del state.ship_owner[frm]
    state.ship_turn.pop(frm, None)
    place(state, player, to)
    state.moved_turn = state.turn
    out = Outcome().say("{player} moves the ship on {source} to {at}.", player=player.name, source=frm, at=to)
    trade_route.update(state, out)
    return out


def line_to(state: SeaState, player: Player, corner: str) -> list[str] | None:
    """SEA-ROUTE-4: an unbroken line of ``player``'s ships from one of his settlements or cities whose last ship
    touches ``corner`` — its ships in order from the building (the fewest), or None. The ships join at
    intersections (SEA-ROUTE-1); an opponent's building on a joining intersection breaks the line (SEA-SHIP-3).
    The Great Canal's gold diggers and the Enchanted Land's crossings ask for it."""
    grid = state.board.grid
    came: dict[str, tuple[str, str] | None] = {c: None for c, (name, _piece) in state.occupant.items()
                                               if name == player.name}
    queue = deque(grid.sort(came))
    while queue:
        here = queue.popleft()
        owner = state.occupant.get(here)
        if came[here] is not None and owner and owner[0] != player.name:
            continue                                        # the line may end here, never pass
        for ship in grid.sort(p for p in grid.corners[here].paths if p in player.ships):
            there = next(e for e in grid.sides[ship].ends if e != here)
            if there == corner:
                line, at = [ship], here
                while came[at] is not None:
                    at, step = came[at]
                    line.append(step)
                return line[::-1]
            if there not in came:
                came[there] = (here, ship)
                queue.append(there)
    return None
