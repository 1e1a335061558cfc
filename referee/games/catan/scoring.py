"""Victory points and the end of the game — CATAN-VP, CATAN-END."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.core.i18n import Counted, Term, _
from referee.games.catan.state import CatanState, Player


def breakdown(state: CatanState, player: Player) -> dict[str, int]:
    """CATAN-VP-1: settlements 1, cities 2, each special card 2, each Victory Point card 1; a variant's own
    points (``state.extra_vp``: Best Friends' Catan chips) under ``scenario`` when it has any."""
    return {
        "settlements": len(player.settlements),
        "cities": 2 * len(player.cities),
        "longest_road": 2 if state.longest_road == player.name else 0,
        "largest_army": 2 if state.largest_army == player.name else 0,
        "victory_point_cards": player.devs["victory_point"],
        **({"special": state.special_points(player)} if state.edition.sea else {}),
        **({"scenario": state.extra_vp.get(player.name, 0)} if state.extra_vp else {}),
    }


def victory_points(state: CatanState, player: Player, *, hidden: bool = True) -> int:
    """The sum of :func:`breakdown` (without the hidden VP cards when ``hidden`` is false).

    With cards bought face down (DESIGN.md §3, "Secrets") this is the fewest points every possible world gives
    (:func:`vp_range`): VP cards count once revealed, or where every unknown card of his must be one; the public
    count (``hidden`` false) has the Victory Point cards revealed."""
    name = player.name
    deck = state.cards
    if not deck.kept:                     # nothing was ever bought face down: the cards known are all there is
        cards = player.devs["victory_point"] if hidden else 0
    else:
        cards = vp_cards(state, player)[0] if hidden else deck.shown[name]["victory_point"]
    return (len(player.settlements) + 2 * len(player.cities) + 2 * (state.longest_road == name)
            + 2 * (state.largest_army == name) + cards + state.special_points(player) + state.extra_vp.get(name, 0))


def vp_cards(state: CatanState, player: Player) -> tuple[int, int]:
    """The fewest and most Victory Point cards ``player`` holds over every possible world."""
    return state.cards.held_range(player.name, "victory_point")


def vp_range(state: CatanState, player: Player) -> tuple[int, int]:
    """The fewest and most victory points of ``player`` over every possible world."""
    low, high = vp_cards(state, player)
    least = victory_points(state, player)
    return least, least + high - low


def check_win(state: CatanState, out: Outcome) -> None:
    """CATAN-END-1/2/3: the active player wins the moment his total (VP cards included) reaches the target."""
    if state.winner or state.in_setup:
        return
    player = state.current
    total = victory_points(state, player)
    if total >= state.options["victory_points"]:
        state.winner = player.name
        cards = player.devs["victory_point"]
        shown = _(", revealing {cards} Victory Point card(s)", cards=cards) if cards else ""
        out.say("{player} reaches {points} on his own turn{shown} and wins (CATAN-END-1).",
                           player=player.name, points=Counted(total, Term("unit", "VP")), shown=shown)
        out.data["winner"] = player.name
