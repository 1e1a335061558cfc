"""Small helpers shared by the rule chapters."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from referee.core.bag import describe
from referee.core.errors import RuleViolation
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER


def bag_text(bag: Mapping[str, int]) -> str:
    return describe(bag, ORDER)


def holding(player: Player) -> str:
    return f"{player.name} holds {bag_text(player.hand)}"


def require_cards(rule: str, player: Player, bag: Mapping[str, int], what: str) -> None:
    """Refuse unless ``player`` holds ``bag``; name what is missing and what he holds."""
    if not player.hand.holds(bag):
        missing = {k: n - player.hand.get(k, 0) for k, n in bag.items() if player.hand.get(k, 0) < n}
        raise RuleViolation(rule, f"{player.name} cannot pay {bag_text(bag)} for {what}: "
                                  f"missing {bag_text(missing)}", holding(player))


def nearest(state: CatanState, start: str, candidates: Iterable[str], count: int = 4) -> list[str]:
    """The ``count`` candidate corners closest to ``start`` (breadth-first over the board)."""
    wanted = set(candidates)
    corners = state.board.grid.corners
    seen, frontier, found = {start}, [start], []
    while frontier and len(found) < count:
        nxt = []
        for c in frontier:
            if c in wanted:
                found.append(c)
            for n in corners[c].neighbours:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return found[:count] or sorted(wanted)[:count]


def listing(names: list[str], empty: str = "none") -> str:
    return ", ".join(names) if names else empty
