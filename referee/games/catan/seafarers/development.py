"""Development cards with Seafarers — SEA-DEV-1: Road Building builds 2 roads, 2 ships, or one of each
(``roads = [...]``, ``ships = [...]``, placed one after the other); a Knight may move the pirate (:mod:`pirate`)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.catan import building, development
from referee.games.catan.common import listing
from referee.games.catan.seafarers import pirate, ships, trade_route
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import Player
from referee.games.catan.vocab import SEA_PIECES


def check_road_building(state: SeaState, event: dict) -> list[str]:
    """SEA-DEV-1: two pieces in all, each placed legally, the roads first; one only when no second fits."""
    player = state.by_name[event["player"]]
    roads, boats = list(event.get("roads", [])), list(event.get("ships", []))
    if not 1 <= len(roads) + len(boats) <= 2:
        raise RuleViolation("SEA-DEV-1", _("Road Building places 2 roads or ships, not {count}",
                                           count=len(roads) + len(boats)),
                            _("play road_building PATH PATH, or PATH ship PATH"))
    placed, sailed = place_each(state, player, roads, boats, "SEA-DEV-1")
    if len(roads) + len(boats) == 1:
        more = more_spots(state, player, placed, sailed)
        if more:
            raise RuleViolation("SEA-DEV-1", _("Road Building places 2 roads or ships and a second one is possible"),
                                _("also e.g. {paths}", paths=listing(more[:5])))
    return []


def place_each(state: SeaState, player: Player, roads: list[str], boats: list[str],
               rule: str) -> tuple[set[str], set[str]]:
    """Free roads and ships placed one after the other, each from the supply and by the placement rules (``rule``:
    the card's or the treasure's); returns the roads and ships with them."""
    placed, sailed = set(player.roads), set(player.ships)
    for piece, paths, fleet, check in (("road", roads, placed, building.check_road),
                                       ("ship", boats, sailed, ships.check_place)):
        for path in paths:
            if player.supply[piece] - len(fleet) < 1:
                raise RuleViolation(rule, _("{player} has no {piece} left in supply for {path}",
                                            player=player.name, piece=SEA_PIECES.term(piece), path=path),
                                    _("place only the pieces the supply holds"))
            check(state, player, path, fleet, rule=rule)
            fleet.add(path)
    return placed, sailed


def more_spots(state: SeaState, player: Player, placed: set[str], sailed: set[str]) -> list[str]:
    """Where one more free road or ship would still fit (a second piece is then required)."""
    return ([p for p in building.road_spots(state, player, placed) if player.supply["road"] > len(placed)]
            + [p for p in ships.spots(state, player, sailed) if player.supply["ship"] > len(sailed)])


def road_building(state: SeaState, player: Player, event: dict, out: Outcome) -> None:
    for path in event.get("roads", []):
        building.place(state, player, "road", path)
    for path in event.get("ships", []):
        ships.place(state, player, path)
    out.say("{player} plays Road Building: {pieces}.", player=player.name,
            pieces=listing([*event.get("roads", []), *[_("ship {at}", at=p) for p in event.get("ships", [])]]))
    trade_route.update(state, out)


CHECK = {**development.CHECK, "knight": pirate.check_knight, "road_building": check_road_building}
FIELDS = {**development.FIELDS, "road_building": {"roads", "ships"}}
EFFECTS = {**development.EFFECTS, "knight": pirate.knight, "road_building": road_building}


def validate_play(state: SeaState, event: dict) -> list[str]:
    return development.validate_play(state, event, CHECK, FIELDS)


def apply_play(state: SeaState, event: dict) -> Outcome:
    return development.apply_play(state, event, EFFECTS)
