"""Small helpers shared by the rule chapters."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from referee.core.bag import describe
from referee.core.errors import RuleViolation
from referee.core.i18n import Cards, Counted, Term, _, listing  # noqa: F401 — the chapters import listing from here
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import CARDS, ORDER, PIECES, RESOURCES


def bag_text(bag: Mapping[str, int]) -> Cards:
    """``2 wool + 1 ore`` (translated; ``{cards:acc}`` picks a case in a translation); cards beside the five
    resources (Cities & Knights' commodities) follow them."""
    return describe(bag, [*ORDER, *(k for k in bag if k not in ORDER)], RESOURCES.what)


def cards_text(devs: Mapping[str, int]) -> Cards:
    """Development cards as ``1 knight, 2 monopoly``, in the order they were first held."""
    return Cards(devs, CARDS.what, sep=", ")


def robber_place(state: CatanState) -> str:
    """Where the robber stands: its hex, beside the board until the first 7 or Knight (SEA-DEV-2), or nowhere in a
    scenario without it (TDE-DESERT-2)."""
    if state.robber:
        return state.robber
    return _("no hex, beside the board") if state.robber_used else _("not in this game")


def route_award(state: CatanState) -> Term:
    """The Longest Road card, called the Longest Trade Route with Seafarers (SEA-LTR-1)."""
    return Term("award", "Longest Trade Route" if state.edition.sea else "Longest Road")


def resource(name: str) -> Term:
    return RESOURCES.term(name)


def amount(n: int, name: str) -> Counted:
    """``3 ore`` (``0 ore`` too, unlike a bag)."""
    return Counted(n, RESOURCES.term(name))


def piece(name: str) -> Term:
    return PIECES.term(name)


def card(name: str) -> Term:
    return CARDS.term(name)


def holding(player: Player) -> str:
    if not player.hand.total():
        return _("{player} holds nothing", player=player.name)
    return _("{player} holds {cards}", player=player.name, cards=bag_text(player.hand))


def require_cards(rule: str, player: Player, bag: Mapping[str, int], what: str) -> None:
    """Refuse unless ``player`` holds ``bag``; name what is missing and what he holds."""
    if not player.hand.holds(bag):
        missing = {k: n - player.hand.get(k, 0) for k, n in bag.items() if player.hand.get(k, 0) < n}
        raise RuleViolation(rule, _("{player} cannot pay {cost} for {what}: missing {missing}",
                                    player=player.name, cost=bag_text(bag), what=what, missing=bag_text(missing)),
                            holding(player))


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
