"""Building roads, settlements and cities — CATAN-BUILD, and the set-up placements CATAN-SETUP."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.catan import awards, turns
from referee.games.catan.common import bag_text, listing, nearest, piece as term, require_cards
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER


def distance_ok(state: CatanState, corner: str) -> bool:
    """CATAN-BUILD-5: the corner and all its neighbours are free."""
    c = state.board.grid.corners[corner]
    return corner not in state.occupant and not any(n in state.occupant for n in c.neighbours)


def settlement_spots(state: CatanState, player: Player, *, setup: bool = False) -> list[str]:
    land = state.board.land_corners
    grid = state.board.grid
    if setup:
        near = land
    else:                       # CATAN-BUILD-6 asks for one of his roads or ships there: only their ends can be
        near = {end for p in (*state.onward_roads(player), *player.ships) for end in grid.sides[p].ends}
    spots = [c for c in grid.corners if c in near and c in land and distance_ok(state, c) and not state.taken(c)]
    if not setup:
        spots = [c for c in spots if reaches(state, player, c)]
    return spots


def reaches(state: CatanState, player: Player, corner: str) -> bool:
    """CATAN-BUILD-6: one of the player's roads he may build on from, or one of his ships, touches ``corner``."""
    roads = state.onward_roads(player)
    return any(p in roads or p in player.ships for p in state.board.grid.corners[corner].paths)


def connects(state: CatanState, player: Player, path: str, roads: set[str]) -> bool:
    """CATAN-BUILD-8: an end holds the player's building, or his road not cut by an opponent's building."""
    grid = state.board.grid
    for end in grid.sides[path].ends:
        owner = state.occupant.get(end)
        if owner:
            if owner[0] == player.name:
                return True
            continue
        if state.cuts(end, player.name):                 # an opponent's knight (CK-KNIGHT-6)
            continue
        if any(p in roads for p in grid.corners[end].paths if p != path):
            return True
    return False


def road_spots(state: CatanState, player: Player, roads: set[str] | None = None) -> list[str]:
    roads = state.onward_roads(player) if roads is None else roads
    land, ships, grid = state.board.land_sides, state.ship_owner, state.board.grid
    # CATAN-BUILD-8 asks for his building or road at an end: only the paths at those corners can connect.
    ends = {end for p in roads for end in grid.sides[p].ends}
    ends.update(c for c, (owner, _piece) in state.occupant.items() if owner == player.name)
    near = {p for c in ends for p in grid.corners[c].paths}
    return [p for p in grid.sides if p in near and p in land and p not in state.road_owner and p not in ships
            and p not in roads and p not in state.closed and connects(state, player, p, roads)]


def spots(state: CatanState, player: Player) -> dict[str, list[str]]:
    """Where each piece may be built now, as :func:`validate` judges the place (CATAN-BUILD-2…9): the functions it
    checks with, and nothing for a piece the supply lacks (CATAN-BUILD-3); the cards aside, which ``hints`` note."""
    grid = state.board.grid
    places = {"settlement": settlement_spots(state, player), "road": road_spots(state, player),
              "city": list(player.settlements)}
    return {piece: grid.sort(at) if player.left(piece) > 0 else [] for piece, at in places.items()}


def _spot_hint(state: CatanState, at: str, spots: list[str]) -> str:
    near = nearest(state, at, spots) if spots else []
    if near:
        return _("legal settlements nearest {at}: {spots}", at=at, spots=listing(near))
    return _("no legal settlements for now")


def check_settlement(state: CatanState, player: Player, at: str, *, setup: bool) -> None:
    rule_free = "CATAN-SETUP-5" if setup else "CATAN-BUILD-5"
    if at not in state.board.land_corners:
        raise RuleViolation("CATAN-BUILD-9", _("{at} lies at sea, touching no land", at=at),
                            _spot_hint(state, at, settlement_spots(state, player, setup=setup)))
    if at in state.occupant:
        who, piece = state.occupant[at]
        raise RuleViolation(rule_free, _("{at} already holds {player}'s {piece}", at=at, player=who, piece=term(piece)),
                            _spot_hint(state, at, settlement_spots(state, player, setup=setup)))
    if not distance_ok(state, at):
        taken = [n for n in state.board.grid.corners[at].neighbours if n in state.occupant]
        raise RuleViolation(rule_free, _("{at} is next to the building on {taken} (distance rule)", at=at,
                                         taken=listing(taken)),
                            _spot_hint(state, at, settlement_spots(state, player, setup=setup)))
    if not setup and not reaches(state, player, at):
        raise RuleViolation("CATAN-BUILD-6", _("{at} touches none of {player}'s roads", at=at, player=player.name),
                            _spot_hint(state, at, settlement_spots(state, player)))


def check_road(state: CatanState, player: Player, at: str, roads: set[str], rule: str = "CATAN-BUILD-8") -> None:
    if at not in state.board.land_sides:
        raise RuleViolation("CATAN-BUILD-9", _("path {at} runs between two sea hexes: no road there", at=at),
                            _("a ship goes there (build ship {at}); {roads}", at=at,
                              roads=_road_hint(state, player, roads)))
    if at in state.ship_owner:
        raise RuleViolation("SEA-SHIP-5", _("path {at} already has {player}'s ship", at=at,
                                            player=state.ship_owner[at]), _road_hint(state, player, roads))
    if at in state.closed:
        raise RuleViolation(state.closed[at], _("path {at} is taken by a piece that is not a road", at=at),
                            _road_hint(state, player, roads))
    if at in state.road_owner or at in roads:
        owner = state.road_owner.get(at, player.name)
        raise RuleViolation(rule, _("path {at} already has {player}'s road", at=at, player=owner),
                            _road_hint(state, player, roads))
    if not connects(state, player, at, roads):
        grid = state.board.grid
        cut = [end for end in grid.sides[at].ends
               if end in state.occupant and state.occupant[end][0] != player.name
               and any(p in roads for p in grid.corners[end].paths if p != at)]
        why = _(" (the opponent's building on {at} cuts the connection)", at=cut[0]) if cut else ""
        raise RuleViolation(rule, _("a road on {at} would not connect to {player}'s roads or buildings{why}",
                                    at=at, player=player.name, why=why),
                            _road_hint(state, player, roads))


def _road_hint(state: CatanState, player: Player, roads: set[str]) -> str:
    spots = road_spots(state, player, roads)
    if not spots:
        return _("no legal road for now")
    return _("legal roads: {paths}", paths=listing(spots[:8]) + (" …" if len(spots) > 8 else ""))


def validate(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    piece, at = event["piece"], event["at"]
    if state.in_setup:
        return validate_setup(state, player, piece, at)
    # In the order a player thinks: is a piece left, is the spot legal, and only then can he pay.
    if player.left(piece) < 1:
        allowed = (_("upgrade a settlement to a city first") if piece == "settlement" and player.left("city")
                   else _("no more pieces of this kind"))
        raise RuleViolation("CATAN-BUILD-3", _("{player} has no {piece} left in supply ({placed} on the board)",
                                               player=player.name, piece=term(piece),
                                               placed=len(_placed(player, piece))), allowed)
    if piece == "settlement":
        check_settlement(state, player, at, setup=False)
    elif piece == "city":
        if at not in player.settlements:
            mine = sorted(player.settlements)
            raise RuleViolation("CATAN-BUILD-7", _("{at} holds no settlement of {player}", at=at, player=player.name),
                                _("a city replaces one of {player}'s settlements: {spots}", player=player.name,
                                  spots=listing(mine)))
    else:
        check_road(state, player, at, state.onward_roads(player))
    require_cards("CATAN-BUILD-1", player, state.edition.costs[piece], _("a {piece}", piece=term(piece)))


def _placed(player: Player, piece: str) -> set[str]:
    return {"road": player.roads, "settlement": player.settlements, "city": player.cities}[piece]


def validate_setup(state: CatanState, player: Player, piece: str, at: str) -> None:
    """CATAN-SETUP-4…6: the set-up building (a settlement, or where a variant says so a city, on a corner as free as a
    settlement's) and then its road."""
    expected = state.setup_piece() if state.setup_step % 2 == 0 else "road"
    if piece != expected:
        if expected != "road":
            spots = settlement_spots(state, player, setup=True)
            near = listing(nearest(state, spots[0], spots)) if spots else ""
            hint = ("" if not spots else _("build city on a free corner, e.g. {spots}", spots=near)
                    if expected == "city" else _("build settlement on a free corner, e.g. {spots}", spots=near))
        else:
            corner = state.setup_settlement
            hint = _("build road on a path touching {at}: {paths}", at=corner, paths=listing(
                [p for p in state.board.grid.corners[corner].paths if p not in state.road_owner]))
        raise RuleViolation(state.SETUP_ORDER_RULE, _("set-up placement {number} is {player}'s {expected}, not a "
                                                      "{piece}", number=state.setup_step // 2 + 1,
                                                      player=player.name, expected=term(expected), piece=term(piece)),
                            hint)
    if piece != "road":
        check_settlement(state, player, at, setup=True)
        return
    corner = state.setup_settlement
    ends = state.board.grid.sides[at].ends
    if corner not in ends:
        touching = state.board.grid.corners[corner].paths
        free = [p for p in touching if p not in state.road_owner]
        raise RuleViolation("CATAN-SETUP-6", _("the set-up road must touch the settlement just placed on {at}",
                                               at=corner),
                            _("paths touching {at}: {paths}", at=corner, paths=listing(free)))
    if at not in state.board.land_sides:
        raise RuleViolation("CATAN-BUILD-9", _("path {at} runs between two sea hexes: no road there", at=at),
                            _("paths touching {at}: {paths}", at=corner, paths=listing(
                                [p for p in state.board.grid.corners[corner].paths if p in state.board.land_sides])))
    if at in state.road_owner:
        free = [p for p in state.board.grid.corners[corner].paths if p not in state.road_owner]
        raise RuleViolation("CATAN-SETUP-6", _("path {at} already has {player}'s road", at=at,
                                               player=state.road_owner[at]),
                            _("paths touching {at}: {paths}", at=corner, paths=listing(free)))


def place(state: CatanState, player: Player, piece: str, at: str) -> list[str]:
    """Put a piece on the board; return the players whose road length may have changed."""
    if piece == "road":
        player.roads.add(at)
        state.road_owner[at] = player.name
        return [player.name]
    if piece == "city":
        player.settlements.discard(at)
        player.cities.add(at)
        state.occupant[at] = (player.name, "city")
        return []
    player.settlements.add(at)
    state.occupant[at] = (player.name, "settlement")
    kind = state.board.harbour_at.get(at)
    if kind and kind not in player.harbours:
        player.harbours[kind] = state.turn
    grid = state.board.grid
    return sorted({state.road_owner[p] for p in grid.corners[at].paths if p in state.road_owner})


def apply(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    piece, at = event["piece"], event["at"]
    out = Outcome()
    if state.in_setup:
        return apply_setup(state, player, piece, at)
    cost = state.edition.costs[piece]
    player.hand.take(cost)
    affected = place(state, player, piece, at)
    state.built = True
    if any(cost.values()):
        out.say("{player} builds a {piece} on {at} (pays {cost}).", player=player.name, piece=term(piece),
                at=at, cost=bag_text(cost))
    else:
        out.say("{player} builds a {piece} on {at} (pays nothing).", player=player.name, piece=term(piece), at=at)
    if affected:
        awards.update_longest_road(state, affected, out)
    return out


def apply_setup(state: CatanState, player: Player, piece: str, at: str) -> Outcome:
    """A set-up placement; a set-up city is placed as a settlement (its harbour counts) and raised at once."""
    out = Outcome()
    affected = place(state, player, "settlement" if piece == "city" else piece, at)
    if piece == "city":
        place(state, player, piece, at)
    out.say("Set-up: {player} places a {piece} on {at}.", player=player.name, piece=term(piece), at=at)
    if piece != "road":
        state.setup_settlement = at
        if state.setup_pays():
            gain = {}
            for h in state.board.grid.corners[at].hexes:
                res = state.board.resource(h)
                if res:
                    gain[res] = gain.get(res, 0) + 1
            player.hand.add(gain)
            state.setup_income(player, {r: gain[r] for r in ORDER if r in gain}, out)
    awards.update_longest_road(state, affected, out)
    turns.next_placement(state, out)
    return out
