"""Building roads, settlements and cities — CATAN-BUILD, and the set-up placements CATAN-SETUP."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.catan import awards
from referee.games.catan.common import bag_text, listing, nearest, require_cards
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import COSTS, ORDER


def distance_ok(state: CatanState, corner: str) -> bool:
    """CATAN-BUILD-5: the corner and all its neighbours are free."""
    c = state.board.grid.corners[corner]
    return corner not in state.occupant and not any(n in state.occupant for n in c.neighbours)


def settlement_spots(state: CatanState, player: Player, *, setup: bool = False) -> list[str]:
    spots = [c for c in state.board.grid.corners if distance_ok(state, c)]
    if not setup:
        spots = [c for c in spots if any(p in player.roads for p in state.board.grid.corners[c].paths)]
    return spots


def connects(state: CatanState, player: Player, path: str, roads: set[str]) -> bool:
    """CATAN-BUILD-8: an end holds the player's building, or his road not cut by an opponent's building."""
    grid = state.board.grid
    for end in grid.sides[path].ends:
        owner = state.occupant.get(end)
        if owner:
            if owner[0] == player.name:
                return True
            continue
        if any(p in roads for p in grid.corners[end].paths if p != path):
            return True
    return False


def road_spots(state: CatanState, player: Player, roads: set[str] | None = None) -> list[str]:
    roads = player.roads if roads is None else roads
    return [p for p in state.board.grid.sides
            if p not in state.road_owner and p not in roads and connects(state, player, p, roads)]


def _spot_hint(state: CatanState, at: str, spots: list[str], what: str) -> str:
    near = nearest(state, at, spots) if spots else []
    return f"legal {what} nearest {at}: {listing(near)}" if near else f"no legal {what} for now"


def check_settlement(state: CatanState, player: Player, at: str, *, setup: bool) -> None:
    rule_free = "CATAN-SETUP-5" if setup else "CATAN-BUILD-5"
    if at in state.occupant:
        who, piece = state.occupant[at]
        raise RuleViolation(rule_free, f"{at} already holds {who}'s {piece}",
                            _spot_hint(state, at, settlement_spots(state, player, setup=setup), "settlements"))
    if not distance_ok(state, at):
        taken = [n for n in state.board.grid.corners[at].neighbours if n in state.occupant]
        raise RuleViolation(rule_free, f"{at} is next to the building on {listing(taken)} (distance rule)",
                            _spot_hint(state, at, settlement_spots(state, player, setup=setup), "settlements"))
    if not setup and not any(p in player.roads for p in state.board.grid.corners[at].paths):
        raise RuleViolation("CATAN-BUILD-6", f"{at} touches none of {player.name}'s roads",
                            _spot_hint(state, at, settlement_spots(state, player), "settlements"))


def check_road(state: CatanState, player: Player, at: str, roads: set[str], rule: str = "CATAN-BUILD-8") -> None:
    if at in state.road_owner or at in roads:
        owner = state.road_owner.get(at, player.name)
        raise RuleViolation(rule, f"path {at} already has {owner}'s road",
                            _road_hint(state, player, roads))
    if not connects(state, player, at, roads):
        grid = state.board.grid
        cut = [end for end in grid.sides[at].ends
               if end in state.occupant and state.occupant[end][0] != player.name
               and any(p in roads for p in grid.corners[end].paths if p != at)]
        why = (f" (the opponent's building on {cut[0]} cuts the connection)" if cut else "")
        raise RuleViolation(rule, f"a road on {at} would not connect to {player.name}'s roads or buildings{why}",
                            _road_hint(state, player, roads))


def _road_hint(state: CatanState, player: Player, roads: set[str]) -> str:
    spots = road_spots(state, player, roads)
    return f"legal roads: {listing(spots[:8])}{' …' if len(spots) > 8 else ''}" if spots else "no legal road for now"


def validate(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    piece, at = event["piece"], event["at"]
    if state.in_setup:
        return validate_setup(state, player, piece, at)
    require_cards("CATAN-BUILD-1", player, COSTS[piece], f"a {piece}")
    if player.left(piece) < 1:
        allowed = ("upgrade a settlement to a city first" if piece == "settlement" and player.left("city")
                   else "no more pieces of this kind")
        raise RuleViolation("CATAN-BUILD-3", f"{player.name} has no {piece} left in supply "
                                             f"({len(_placed(player, piece))} on the board)", allowed)
    if piece == "settlement":
        check_settlement(state, player, at, setup=False)
    elif piece == "city":
        if at not in player.settlements:
            mine = sorted(player.settlements)
            raise RuleViolation("CATAN-BUILD-7", f"{at} holds no settlement of {player.name}",
                                f"a city replaces one of {player.name}'s settlements: {listing(mine)}")
    else:
        check_road(state, player, at, player.roads)


def _placed(player: Player, piece: str) -> set[str]:
    return {"road": player.roads, "settlement": player.settlements, "city": player.cities}[piece]


def validate_setup(state: CatanState, player: Player, piece: str, at: str) -> None:
    expected = "settlement" if state.setup_step % 2 == 0 else "road"
    if piece != expected:
        if expected == "settlement":
            spots = settlement_spots(state, player, setup=True)
            hint = f"build settlement on a free corner, e.g. {listing(nearest(state, spots[0], spots))}" if spots else ""
        else:
            hint = f"build road on a path touching {state.setup_settlement}: " + listing(
                [p for p in state.board.grid.corners[state.setup_settlement].paths if p not in state.road_owner])
        raise RuleViolation("CATAN-SETUP-4", f"set-up placement {state.setup_step // 2 + 1} is {player.name}'s "
                                             f"{expected}, not a {piece}", hint)
    if piece == "settlement":
        check_settlement(state, player, at, setup=True)
        return
    corner = state.setup_settlement
    ends = state.board.grid.sides[at].ends
    if corner not in ends:
        touching = state.board.grid.corners[corner].paths
        free = [p for p in touching if p not in state.road_owner]
        raise RuleViolation("CATAN-SETUP-6", f"the set-up road must touch the settlement just placed on {corner}",
                            f"paths touching {corner}: {listing(free)}")
    if at in state.road_owner:
        raise RuleViolation("CATAN-SETUP-6", f"path {at} already has {state.road_owner[at]}'s road",
                            f"paths touching {corner}: {listing([p for p in state.board.grid.corners[corner].paths if p not in state.road_owner])}")


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
    player.hand.take(COSTS[piece])
    affected = place(state, player, piece, at)
    state.built = True
    out.lines.append(f"{player.name} builds a {piece} on {at} (pays {bag_text(COSTS[piece])}).")
    if affected:
        awards.update_longest_road(state, affected, out)
    return out


def apply_setup(state: CatanState, player: Player, piece: str, at: str) -> Outcome:
    out = Outcome()
    affected = place(state, player, piece, at)
    out.lines.append(f"Set-up: {player.name} places a {piece} on {at}.")
    if piece == "settlement":
        state.setup_settlement = at
        second_round = state.setup_step >= len(state.players) * 2
        if second_round:
            gain = {}
            for h in state.board.grid.corners[at].hexes:
                res = state.board.resource(h)
                if res:
                    gain[res] = gain.get(res, 0) + 1
            player.hand.add(gain)
            out.lines.append(f"{player.name} takes {bag_text({r: gain[r] for r in ORDER if r in gain})} "
                             "for the second settlement (CATAN-SETUP-7).")
    awards.update_longest_road(state, affected, out)
    state.setup_step += 1
    if state.in_setup:
        state.active = state.setup_order()[state.setup_step // 2]
    else:
        state.turn, state.active, state.setup_settlement = 1, 0, None
        out.lines.append(f"Set-up complete. Turn 1: {state.current.name} rolls (CATAN-SETUP-8).")
    return out
