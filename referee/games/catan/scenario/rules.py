"""A scenario's buildable items — SCENARIO-4…9 — and the verdicts resting on unverified values (SCENARIO-11).

An item is built with the event kind ``build`` (``piece`` = the item's key, ``at`` = an intersection, a hex or a
side as the item ``stands``): checked for supply (SCENARIO-6), place (SCENARIO-5) and cost (SCENARIO-4), then
paid, placed, rewarded (SCENARIO-9) and counted (SCENARIO-7). An item on an intersection is a building there: it
takes the corner, cuts other players' roads, and produces ``produces`` cards per producing hex (SCENARIO-8).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.catan import awards, building
from referee.games.catan.common import bag_text, listing, require_cards
from referee.games.catan.scenario.file import label
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER

#: The rule a verdict rests on, by the item's value it used (SCENARIO-11).
RESTS_ON = {"cost": "SCENARIO-4", "stands": "SCENARIO-5", "spots": "SCENARIO-5", "count": "SCENARIO-6",
            "per_player": "SCENARIO-6", "victory_points": "SCENARIO-7", "produces": "SCENARIO-8",
            "reward": "SCENARIO-9"}
BUILD_VALUES = ("stands", "spots", "count", "per_player", "cost")


def built(state: CatanState, key: str, player: str | None = None) -> int:
    """How many of item ``key`` stand on the board (of ``player``'s, when named)."""
    return sum(1 for who, k in state.placed.values() if k == key and (player is None or who == player))


def _supply(state: CatanState, player: Player, item: dict) -> None:
    """SCENARIO-6: ``count`` items exist for all players together, at most ``per_player`` for one."""
    name = label(item)
    if built(state, item["key"]) >= item["count"]:
        raise RuleViolation("SCENARIO-6", _("all {count} of {item} are built", count=item["count"], item=name),
                            _("no more pieces of this kind"))
    if item["per_player"] and built(state, item["key"], player.name) >= item["per_player"]:
        raise RuleViolation("SCENARIO-6", _("{player} has built {count} {item}, the most one player may",
                                            player=player.name, count=item["per_player"], item=name),
                            _("no more pieces of this kind"))


def spots(state: CatanState, player: Player, item: dict) -> list[str]:
    """Where ``player`` may put ``item`` now (SCENARIO-5)."""
    grid, board = state.board.grid, state.board
    if item["stands"] == "intersection":
        places = [c for c in grid.corners if c in board.land_corners and c not in state.occupant
                  and (not item["distance"] or building.distance_ok(state, c))
                  and any(p in player.roads for p in grid.corners[c].paths)]
    elif item["stands"] == "hex":
        mine = {c for c, (who, _p) in state.occupant.items() if who == player.name}
        places = [h for h in grid.hexes if h in board.land and h not in state.placed
                  and mine.intersection(grid.corners_of(h))]
    else:
        places = [p for p in grid.sides if p in board.land_sides and p not in state.road_owner
                  and p not in state.placed and any(
                      state.occupant.get(e, ("",))[0] == player.name
                      or any(q in player.roads for q in grid.corners[e].paths) for e in grid.sides[p].ends)]
    return [p for p in places if not item["spots"] or p in item["spots"]]


def _place(state: CatanState, player: Player, item: dict, at: str) -> None:
    legal = spots(state, player, item)
    if at in legal:
        return
    where = {"intersection": _("a free intersection touching {player}'s road{distance}", player=player.name,
                               distance=_(", by the distance rule") if item["distance"] else ""),
             "hex": _("a land hex without another item, next to one of {player}'s buildings", player=player.name),
             "side": _("a free path touching {player}'s road or building", player=player.name)}[item["stands"]]
    if item["spots"]:
        where = _("{where}, among the scenario's spots {spots}", where=where, spots=listing(item["spots"]))
    raise RuleViolation("SCENARIO-5", _("{item} cannot stand on {at}: it stands on {where}", item=label(item),
                                        at=at, where=where),
                        _("legal now: {spots}", spots=listing(legal[:8]) + (" …" if len(legal) > 8 else ""))
                        if legal else _("no legal place for now"))


def validate_item(state: CatanState, event: dict) -> None:
    """SCENARIO-4…6: supply, place, cost — in the order a player thinks (as CATAN-BUILD)."""
    player, item = state.by_name[event["player"]], state.items[event["piece"]]
    _supply(state, player, item)
    _place(state, player, item, event["at"])
    require_cards("SCENARIO-4", player, item["cost"], label(item))


def apply_item(state: CatanState, event: dict) -> Outcome:
    """Pay, place, reward (SCENARIO-9), count the points (SCENARIO-7); note what rested on unverified values."""
    player, item, at = state.by_name[event["player"]], state.items[event["piece"]], event["at"]
    out = Outcome()
    player.hand.take(item["cost"])
    state.placed[at] = (player.name, item["key"])
    state.built = True
    out.say("{player} builds {item} on {at} (pays {cost}, SCENARIO-4).", player=player.name, item=label(item),
            at=at, cost=bag_text(item["cost"]) if item["cost"] else _("nothing"))
    if item["victory_points"]:
        state.item_vp[player.name] += item["victory_points"]
    if item["reward"]:
        _reward(state, player, item, out)
    for value in (*BUILD_VALUES, "reward"):
        if value in item["unverified"]:
            state.unverified.append((event["seq"], RESTS_ON[value], f"{item['key']}.{value}"))
    if item["stands"] == "side":
        state.closed[at] = "SCENARIO-5"                 # no road on it
    if item["stands"] == "intersection":
        state.occupant[at] = (player.name, item["key"])
        grid = state.board.grid
        cut = sorted({state.road_owner[p] for p in grid.corners[at].paths if p in state.road_owner})
        if cut:
            awards.update_longest_road(state, cut, out)
    return out


def _reward(state: CatanState, player: Player, item: dict, out: Outcome) -> None:
    """SCENARIO-9: the reward from the bank; what the bank lacks is not paid."""
    bank = state.bank()
    paid = {r: min(n, bank[r]) for r, n in item["reward"].items() if min(n, bank[r])}
    player.hand.add(paid)
    short = {r: n - paid.get(r, 0) for r, n in item["reward"].items() if n > paid.get(r, 0)}
    out.say("{player} takes the reward {cards} (SCENARIO-9).", player=player.name,
            cards=bag_text(paid) if paid else _("nothing"))
    if short:
        out.say("The bank lacks {cards}: not paid (SCENARIO-9).", cards=bag_text({r: short[r] for r in ORDER
                                                                                  if r in short}))


def building_or_item(base: Callable, item: Callable) -> Callable:
    """``build``: an item of the scenario by :func:`item`, a base piece by ``base`` (a road on a side that holds
    an item is refused there, SCENARIO-5: ``state.closed``)."""

    def run(state: CatanState, event: dict):
        if event["piece"] in state.items and not state.in_setup:
            return item(state, event)
        return base(state, event)

    run.__doc__ = base.__doc__
    return run


def income(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """A roll whose production used an item's unverified ``produces`` (SCENARIO-8, SCENARIO-11)."""

    def run(state: CatanState, event: dict) -> Outcome:
        out = apply(state, event)
        total = event["total"]
        if total != 7:
            for hexname, _res, corners in state.board.producers.get(total, ()):
                for corner in corners:
                    owner = state.occupant.get(corner)
                    item = state.items.get(owner[1]) if owner else None
                    if item and hexname != state.robber and "produces" in item["unverified"]:
                        state.unverified.append((event["seq"], "SCENARIO-8", f"{item['key']}.produces"))
                        return out
        return out

    run.__doc__ = apply.__doc__
    return run


def winning(state: CatanState, seq: int) -> None:
    """The win rests on the target (SCENARIO-3) or an item's points (SCENARIO-7) when those are unverified."""
    if "victory_points" in state.scenario["unverified"]:
        state.unverified.append((seq, "SCENARIO-3", "victory_points"))
    keys = {k for who, k in state.placed.values() if who == state.winner}
    for key in sorted(keys):
        if "victory_points" in state.items[key]["unverified"] and state.items[key]["victory_points"]:
            state.unverified.append((seq, "SCENARIO-7", f"{key}.victory_points"))
