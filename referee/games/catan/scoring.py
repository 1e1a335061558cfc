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
    """The sum of :func:`breakdown` (without the hidden VP cards when ``hidden`` is false)."""
    name = player.name
    return (len(player.settlements) + 2 * len(player.cities) + 2 * (state.longest_road == name)
            + 2 * (state.largest_army == name) + (player.devs["victory_point"] if hidden else 0)
            + state.special_points(player) + state.extra_vp.get(name, 0))


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
