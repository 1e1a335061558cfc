"""City improvements and city walls — CK-IMP-1/2, CK-HAND-1.

``improve`` raises one of the three tracks (science, trade, politics) by a level, paid in its commodity (paper,
cloth, coin; the costs are ``data/cities-knights.toml``'s, PUBLIC-MEMORY). Politics level 3 is the Fortress, which
allows mighty knights (CK-KNIGHT-4). The first player to reach level 4 of a track takes its metropolis onto one of
their plain cities (``at`` names it where there is a choice); a player reaching level 5 takes it from a holder at 4
(PUBLIC-MEMORY). A city wall (``build wall CORNER``) stands on one's own city, at most 3, and raises the discard
limit by 2 (CK-HAND-1).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _
from referee.games.catan.common import bag_text, listing, require_cards
from referee.games.catan.cities_knights import data
from referee.games.catan.cities_knights.barbarians import plain_cities
from referee.games.catan.cities_knights.state import CKState


def cost(state: CKState, name: str, track: str) -> dict[str, int]:
    level = state.level(name, track)
    return {data.improvements()["tracks"][track]: data.improvements()["costs"][level]}


def validate_improve(state: CKState, event: dict) -> list[str]:
    player, track = state.by_name[event["player"]], event["track"]
    level = state.level(player.name, track)
    if not player.cities:
        raise RuleViolation("CK-IMP-1", _("{player} has no city: improvements need one", player=player.name),
                            _("build a city first"))
    if level >= data.improvements()["levels"]:
        raise RuleViolation("CK-IMP-1", _("{player}'s {track} is at the top level {level}", player=player.name,
                                          track=Term("deck", track), level=level), _("another track"))
    if level + 1 >= data.improvements()["metropolis_level"] and _takes_metropolis(state, player.name, track, level + 1):
        spots = plain_cities(state, player.name)
        at = event.get("at")
        if not spots:
            raise RuleViolation("CK-IMP-2", _("{player} has no city without a metropolis for it", player=player.name),
                                _("build another city first"))
        if at is not None and at not in spots or at is None and len(spots) > 1:
            raise RuleViolation("CK-IMP-2", _("which city takes the metropolis?"),
                                _("improve {track} CORNER, one of {corners}", track=Term("deck", track), corners=listing(spots)))
    elif event.get("at"):
        raise RuleViolation("CK-IMP-2", _("no metropolis comes with this level"), _("leave the city out"))
    require_cards("CK-IMP-1", player, cost(state, player.name, track), _("level {level}", level=level + 1))
    return []


def _takes_metropolis(state: CKState, name: str, track: str, level: int) -> bool:
    """CK-IMP-2: the first to reach level 4 takes it; level 5 takes it from a holder still at 4."""
    holder = state.metropolis.get(track)
    if holder is None:
        return level >= data.improvements()["metropolis_level"]
    return holder[0] != name and level > state.level(holder[0], track)


def apply_improve(state: CKState, event: dict) -> Outcome:
    player, track = state.by_name[event["player"]], event["track"]
    paid = cost(state, player.name, track)
    player.hand.take(paid)
    takes = _takes_metropolis(state, player.name, track, state.level(player.name, track) + 1)
    state.levels[player.name][track] += 1
    level = state.level(player.name, track)
    state.built = True
    out = Outcome().say("{player} improves {track} to level {level} (pays {cost}).", player=player.name,
                        track=Term("deck", track), level=level, cost=bag_text(paid))
    if track == "politics" and level == data.knights()["fortress_level"]:
        out.say("{player} has the Fortress: mighty knights now (CK-KNIGHT-4).", player=player.name)
    if takes:
        spots = plain_cities(state, player.name)
        at = event.get("at") or spots[0]
        old = state.metropolis.get(track)
        state.metropolis[track] = (player.name, at)
        out.say("{player} takes the {track} metropolis onto the city on {at}{was} (CK-IMP-2).", player=player.name,
                track=Term("deck", track), at=at,
                was=_(" from {holder}", holder=old[0]) if old else "")
    return out


def validate_wall(state: CKState, event: dict) -> list[str]:
    player, at = state.by_name[event["player"]], event["at"]
    own = [c for c in state.walls if c in player.cities]
    if at not in player.cities or at in state.walls:
        free = listing(state.board.grid.sort(c for c in player.cities if c not in state.walls), _("none"))
        raise RuleViolation("CK-HAND-1", _("a city wall goes on one of {player}'s cities without one; not {at}",
                                           player=player.name, at=at), _("cities without a wall: {corners}",
                                                                          corners=free))
    if len(own) >= data.walls()["per_player"]:
        raise RuleViolation("CK-HAND-1", _("{player} has {count} city walls, the most allowed", player=player.name,
                                           count=len(own)), _("build something else"))
    require_cards("CK-HAND-1", player, data.walls()["cost"], _("a city wall"))
    return []


def apply_wall(state: CKState, event: dict) -> Outcome:
    player, at = state.by_name[event["player"]], event["at"]
    player.hand.take(data.walls()["cost"])
    state.walls.add(at)
    state.built = True
    return Outcome().say("{player} builds a city wall on {at} (pays {cost}); discard limit {limit} (CK-HAND-1).",
                         player=player.name, at=at, cost=bag_text(data.walls()["cost"]),
                         limit=state.hand_limit(player))
