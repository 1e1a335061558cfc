"""The enchanted land — seed 003 p.16, TDE-ENCHANT-3…10.

The board's main island is the island of the robber's desert (TDE-ENCHANT-2); every other land hex is the enchanted
land. Where a knight may go follows from the position alone:

* crossing over (TDE-ENCHANT-4…6): a ``knight move`` from the main island to the enchanted land, onto an
  intersection reached from one of the player's main-island buildings by an unbroken line of his ships (no
  opponent's building or knight on the way), the knight joined by his roads and ships to that building; a line
  ending at his own settlement lands on a neighbouring free coastal intersection, one ending at an opponent's piece
  lands nowhere; one knight per player there, never back;
* moving there (TDE-ENCHANT-7): along any paths of the enchanted land, through free intersections (a dragon token is
  no piece), up to 3 intersections, never ending on the coast;
* displacing there (TDE-ENCHANT-8): a weaker knight within that move, placed by the displacing player on a free
  inland intersection of the enchanted land.

Every other knight action is Cities & Knights' own (:mod:`referee.games.catan.cities_knights.knights`).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RuleViolation
from referee.core.i18n import _
from referee.games.catan.cities_knights import knights
from referee.games.catan.common import listing
from referee.games.catan.state import Player

MOVE_RANGE = 3            # TDE-ENCHANT-7, seed word "tři" (scenario data: knight_move_range)


# --- the places --------------------------------------------------------------------------------------------------
def main_land(state) -> frozenset[str]:
    """TDE-ENCHANT-2: the island of the robber's desert (the board file's ``robber``)."""
    board = state.board
    home = board.island.get(board.data.get("robber", ""))
    return frozenset(h for h in board.land if board.island[h] == home)


def enchanted(state) -> frozenset[str]:
    """The enchanted land: every land hex off the main island."""
    return state.board.land - main_land(state)


def on_enchanted(state, corner: str) -> bool:
    return bool(enchanted(state).intersection(state.board.grid.corners[corner].hexes))


def at_sea(state, corner: str) -> bool:
    """An intersection touching no land (TDE-ENCHANT-9: along a ship line)."""
    return not state.board.land.intersection(state.board.grid.corners[corner].hexes)


def enchanted_corners(state) -> list[str]:
    return state.board.grid.sort(c for c in state.board.grid.corners if on_enchanted(state, c))


def inland_sites(state) -> list[str]:
    """TDE-ENCHANT-8: free intersections of the enchanted land off the coast."""
    return [c for c in enchanted_corners(state) if not state.coastal(c) and state.free(c)]


def path_on_enchanted(state, path: str) -> bool:
    """TDE-ENCHANT-3: a path of the enchanted land (a side of one of its hexes)."""
    return bool(enchanted(state).intersection(state.board.grid.sides[path].hexes))


# --- crossing over -----------------------------------------------------------------------------------------------
def _blocked(state, player: Player, corner: str) -> bool:
    """An opponent's building or knight on ``corner`` breaks a line there."""
    owner = state.occupant.get(corner, (player.name,))[0]
    knight = state.knights.get(corner)
    return owner != player.name or (knight is not None and knight.owner != player.name)


def line_ends(state, player: Player, home: str) -> set[str]:
    """Intersections of the enchanted land reached from ``home`` by the player's ships alone (an unbroken line: no
    opponent's piece on the way; the line may end at one)."""
    grid = state.board.grid
    seen, queue, ends = {home}, [home], set()
    while queue:
        here = queue.pop()
        for path in grid.corners[here].paths:
            if path not in player.ships:
                continue
            there = next(e for e in grid.sides[path].ends if e != here)
            if there in seen:
                continue
            seen.add(there)
            if on_enchanted(state, there):
                ends.add(there)
            if not _blocked(state, player, there):
                queue.append(there)
    return ends


def landing(state, player: Player, end: str) -> list[str]:
    """TDE-ENCHANT-6: where a knight lands from a line ending at ``end``."""
    grid = state.board.grid
    if state.occupant.get(end, ("",))[0] == player.name:          # his own settlement: a free coastal neighbour
        return [c for c in grid.corners[end].neighbours
                if on_enchanted(state, c) and state.coastal(c) and state.free(c)]
    return [end] if state.free(end) else []                      # an opponent's piece: nowhere


def homes(state, player: Player) -> list[str]:
    land = main_land(state)
    return [c for c in player.settlements | player.cities
            if land.intersection(state.board.grid.corners[c].hexes)]


def crossings(state, player: Player, at: str) -> list[str]:
    """TDE-ENCHANT-4/6: where the knight on ``at`` may cross to."""
    joined = knights.reach(state, player, at) | {at}
    spots: set[str] = set()
    for home in homes(state, player):
        if home in joined:
            for end in line_ends(state, player, home):
                spots.update(landing(state, player, end))
    return state.board.grid.sort(spots)


def over_there(state, player: Player) -> list[str]:
    return [c for c in state.knights_of(player.name) if on_enchanted(state, c)]


def _check_cross(state, player: Player, ev: dict) -> None:
    at, to = ev["at"], ev["to"]
    knight = knights._mine(state, player, at, "TDE-ENCHANT-4")
    if over_there(state, player):
        raise RuleViolation("TDE-ENCHANT-5", _("{player} already has a knight on the enchanted land ({at}): one "
                                               "each", player=player.name, at=listing(over_there(state, player))),
                            _("move that knight on the enchanted land instead"))
    if not knight.active:
        raise RuleViolation("TDE-ENCHANT-4", _("the knight on {at} is inactive; only an active knight crosses over",
                                               at=at), _("knight activate {at} (1 grain), then cross from the next "
                                                         "turn on", at=at))
    knights._may_act(state, player, at)
    spots = crossings(state, player, at)
    if to in spots:
        return
    owner = state.occupant.get(to, (None,))[0]
    other = state.knights.get(to)
    if (owner and owner != player.name) or (other and other.owner != player.name):
        raise RuleViolation("TDE-ENCHANT-6", _("{to} holds an opponent's piece: no knight lands there, and none is "
                                               "displaced on arrival", to=to),
                            _("a line to another free intersection; now: {corners}",
                              corners=listing(spots, _("none"))))
    raise RuleViolation("TDE-ENCHANT-4", _("no unbroken line of {player}'s ships from a building joined to the "
                                           "knight on {at} ends at {to}", player=player.name, at=at, to=to),
                        _("intersections it may cross to: {corners}", corners=listing(spots, _("none"))))


# --- on the enchanted land ---------------------------------------------------------------------------------------
def roam(state, at: str) -> dict[str, int]:
    """TDE-ENCHANT-7: intersections of the enchanted land within 3 of ``at`` along any of its paths, passing only
    free intersections (each with its distance; an occupied one is reached but not passed)."""
    grid = state.board.grid
    dist, frontier = {at: 0}, [at]
    for step in range(1, MOVE_RANGE + 1):
        nxt = []
        for here in frontier:
            for path in grid.corners[here].paths:
                if not path_on_enchanted(state, path):
                    continue
                there = next(e for e in grid.sides[path].ends if e != here)
                if there in dist or not on_enchanted(state, there):
                    continue
                dist[there] = step
                if state.free(there):
                    nxt.append(there)
        frontier = nxt
    dist.pop(at)
    return dist


def roam_moves(state, at: str) -> list[str]:
    return state.board.grid.sort(c for c in roam(state, at) if state.free(c) and not state.coastal(c))


def roam_displaces(state, player: Player, at: str) -> list[str]:
    rank = state.knights[at].rank
    return state.board.grid.sort(c for c in roam(state, at) if c in state.knights and not state.coastal(c)
                                 and state.knights[c].owner != player.name and state.knights[c].rank < rank)


def _check_roam_move(state, player: Player, ev: dict) -> None:
    at, to = ev["at"], ev["to"]
    knights._may_act(state, player, at)
    free = roam_moves(state, at)
    if to not in free:
        why = (_("{to} is on the coast: a move on the enchanted land never ends there", to=to)
               if state.coastal(to) else
               _("{to} is not a free intersection within 3 of {at} along the enchanted land's paths", to=to, at=at))
        raise RuleViolation("TDE-ENCHANT-7", why, _("intersections it may move to: {corners}",
                                                    corners=listing(free, _("none"))))


def _check_roam_displace(state, player: Player, ev: dict) -> None:
    at, to = ev["at"], ev["to"]
    knights._may_act(state, player, at)
    targets = roam_displaces(state, player, at)
    if to not in targets:
        raise RuleViolation("TDE-ENCHANT-8", _("no weaker opponent's knight on {to} within 3 of {at} off the coast",
                                               to=to, at=at),
                            _("knights it may displace: {corners}", corners=listing(targets, _("none"))))
    sites = inland_sites(state)
    place = ev.get("place")
    if place not in sites and (sites or place):
        raise RuleViolation("TDE-ENCHANT-8", _("the displaced knight goes to a free inland intersection of the "
                                               "enchanted land; {place} is not one", place=place or "-"),
                            _("free inland intersections: {corners}", corners=listing(sites))
                            if sites else _("leave the place out"))


def _refuse_back(state, player: Player, ev: dict) -> None:
    raise RuleViolation("TDE-ENCHANT-5", _("the knight on {at} has crossed to the enchanted land and never returns",
                                           at=ev["at"]),
                        _("intersections it may move to: {corners}",
                          corners=listing(roam_moves(state, ev["at"]), _("none"))))


def _refuse_arrival_displace(state, player: Player, ev: dict) -> None:
    raise RuleViolation("TDE-ENCHANT-6", _("no displacement on arrival: a knight crossing over lands only on a free "
                                           "intersection"),
                        _("intersections it may cross to: {corners}",
                          corners=listing(crossings(state, player, ev["at"]), _("none"))))


def where(state, ev: dict) -> str:
    """The kind of a knight's move: on the main island (C&K's own), across, on the enchanted land, or back."""
    if ev["action"] not in ("move", "displace") or ev.get("to") is None or ev["to"] not in state.board.grid.corners:
        return "ck"
    here, there = on_enchanted(state, ev["at"]), on_enchanted(state, ev["to"])
    return {(False, False): "ck", (False, True): "cross", (True, True): "roam", (True, False): "back"}[(here, there)]


CHECKS: dict[tuple[str, str], Callable] = {
    ("move", "cross"): _check_cross, ("displace", "cross"): _refuse_arrival_displace,
    ("move", "roam"): _check_roam_move, ("displace", "roam"): _check_roam_displace,
    ("move", "back"): _refuse_back, ("displace", "back"): _refuse_back,
}


def validate_knight(state, event: dict) -> list[str]:
    """TDE-ENCHANT-4…8 for moves across and on the enchanted land; every other action as in C&K."""
    check = CHECKS.get((event["action"], where(state, event)))
    if check is None:
        return knights.validate(state, event)
    check(state, state.by_name[event["player"]], event)
    return []


# --- building (TDE-ENCHANT-3) ------------------------------------------------------------------------------------
def check_build(state, event: dict) -> None:
    """Settlements on the enchanted land only on its coast, never a city there, no road on its paths."""
    piece, at = event["piece"], event.get("at")
    if piece == "road" and at in state.board.grid.sides and path_on_enchanted(state, at):
        raise RuleViolation("TDE-ENCHANT-3", _("no road is built on the enchanted land ({at})", at=at),
                            _("a ship along its coast, or a road on the main island"))
    if at not in state.board.grid.corners or not on_enchanted(state, at):
        return
    if piece == "city":
        raise RuleViolation("TDE-ENCHANT-3", _("a settlement on the enchanted land never becomes a city ({at})",
                                               at=at), _("a city on the main island"))
    if piece == "settlement" and not state.coastal(at):
        raise RuleViolation("TDE-ENCHANT-3", _("{at} is inland on the enchanted land: settlements stand only on its "
                                               "coast", at=at), _("a coastal intersection of the enchanted land"))
