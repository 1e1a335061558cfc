"""Special victory points for settling a foreign island — SEA-SVP-1.

An island is a group of land hexes joined side to side (:attr:`Board.island`). The islands where any set-up
settlement stands are home islands; a player's first settlement on each other island earns him
``island_chits`` Catan chits (option; the reformed Seafarers default is 2, a scenario states its own — The
Treasure Islands 1). The chits are derived from the settlements' order in the replay, never stored.

An island keeps its name for the whole game (:func:`names`): the board names it by its first hex in reading order,
but a face-down hex turned over to sea (SEA-FOG-1) could take that hex away and rename it — and a settlement there
would be paid a second time (issue #13). Land only shrinks that way, so each island now is part of one island before;
it keeps that island's name, and only a part split off by the new sea is a new island with a name of its own.
"""

from __future__ import annotations

from referee.core.game import Option, Outcome
from referee.core.i18n import Counted, Term
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import Player

OPTION = Option("island_chits", 2, "victory points (Catan chits) for a player's first settlement on each foreign "
                                   "island: 2 in the reformed Seafarers, a scenario states its own",
                "SEA-SVP-1", bounds=(0, 9))


def names(state: SeaState) -> dict[str, str]:
    """Land hex → the name its island has kept since the start (see the module's text); derived in the replay."""
    board = state.board
    if state.island_board is board:
        return state.island_names
    old, grid = state.island_names, board.grid
    groups: dict[str, list[str]] = {}
    for h in grid.hexes:
        if h in board.island:
            groups.setdefault(board.island[h], []).append(h)
    named: dict[str, str] = {}
    for key, hexes in groups.items():         # the part holding the hex its old name comes from keeps the name
        keeps = [old[h] for h in hexes if h in old and old[h] == h]
        if keeps:
            named[key] = keeps[0]
    taken = set(named.values())
    for key, hexes in groups.items():         # else the first old name no other part kept, else a new island
        if key not in named:
            named[key] = next((old[h] for h in hexes if h in old and old[h] not in taken), key)
            taken.add(named[key])
    state.island_names = {h: named[key] for key, hexes in groups.items() for h in hexes}
    state.island_board = board
    return state.island_names


def island_of(state: SeaState, corner: str) -> str | None:
    """The island an intersection lies on, by its kept name (None at sea)."""
    found = names(state)
    return next((found[h] for h in state.board.grid.corners[corner].hexes if h in found), None)


def settled(state: SeaState, player: Player, corner: str, out: Outcome) -> None:
    """After a settlement: the set-up marks home islands; later, a first settlement on a foreign island pays."""
    island = island_of(state, corner)
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
