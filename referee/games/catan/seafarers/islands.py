"""Special victory points for settling a foreign island — SEA-SVP-1.

An island is a group of land hexes joined side to side (:attr:`Board.island`). The islands where any set-up
settlement stands are home islands; a player's first settlement on each other island earns him
``island_chits`` Catan chits (option; the reformed Seafarers default is 2, a scenario states its own — The
Treasure Islands 1). The chits are derived from the settlements' order in the replay, never stored.
"""

from __future__ import annotations

from referee.core.game import Option, Outcome
from referee.core.i18n import Counted, Term
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import Player

OPTION = Option("island_chits", 2, "victory points (Catan chits) for a player's first settlement on each foreign "
                                   "island: 2 in the reformed Seafarers, a scenario states its own",
                "SEA-SVP-1", bounds=(0, 9))


def settled(state: SeaState, player: Player, corner: str, out: Outcome) -> None:
    """After a settlement: the set-up marks home islands; later, a first settlement on a foreign island pays."""
    island = state.board.island_of(corner)
    if state.in_setup:
        state.home_islands.add(island)
        return
    mine = state.settled.setdefault(player.name, set())
    if island in state.home_islands or island in mine:
        return
    mine.add(island)
    chits = state.options["island_chits"]
    state.chits[player.name] = state.chits.get(player.name, 0) + chits
    if chits:
        out.say("{player}: a first settlement on the island of {island} — {points} in Catan chits (SEA-SVP-1).",
                player=player.name, island=island, points=Counted(chits, Term("unit", "VP")))
