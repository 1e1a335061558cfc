"""The longest trade route — SEA-LTR-1…4: Longest Road counting roads and ships together.

The count itself is the base game's (:func:`referee.games.catan.awards.road_length` over
:meth:`CatanState.route_edges`): a road and a ship join only through the owner's settlement or city
(SEA-LTR-2), an opponent's building breaks the route (SEA-LTR-3), and the card moves by the Longest Road rules
(SEA-LTR-4: CATAN-ROAD-3…8, 5 segments at least, 2 VP).
"""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.catan import awards
from referee.games.catan.state import CatanState


def update(state: CatanState, out: Outcome) -> None:
    """After a ship is placed or moved, or a building may cut a route: every player's length, then the card."""
    awards.update_longest_road(state, [p.name for p in state.players], out)
