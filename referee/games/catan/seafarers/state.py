"""The position of a Seafarers game: the base game's, and when each ship came and the last ship move."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.games.catan.state import CatanState


@dataclass
class SeaState(CatanState):
    ship_turn: dict[str, int] = field(default_factory=dict)   # path → the turn its ship was built or moved there
    moved_turn: int = -1                                      # the turn of the last ship move (SEA-MOVE-1)
    home_islands: set[str | None] = field(default_factory=set)   # islands of the set-up settlements (SEA-SVP-1)
    settled: dict[str, set[str]] = field(default_factory=dict)   # player → foreign islands he has settled
    chits: dict[str, int] = field(default_factory=dict)          # player → special victory points (SEA-SVP-1)
    to_discover: list[str] = field(default_factory=list)   # face-down hexes a placed or moved ship reached (SEA-MOVE-7)

    def special_points(self, player) -> int:
        return self.chits.get(player.name, 0)

    @property
    def moved_now(self) -> bool:
        return self.moved_turn == self.turn
