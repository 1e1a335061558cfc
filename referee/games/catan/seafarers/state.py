"""The position of a Seafarers game: the base game's, and when each ship came and the last ship move."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from referee.games.catan.seafarers.discovery import SEAFARERS, Rewards
from referee.games.catan.state import CatanState


@dataclass
class SeaState(CatanState):
    ship_turn: dict[str, int] = field(default_factory=dict)   # path → the turn its ship was built or moved there
    moved_turn: int = -1                                      # the turn of the last ship move (SEA-MOVE-1)
    home_islands: set[str | None] = field(default_factory=set)   # islands of the set-up settlements (SEA-SVP-1)
    settled: dict[str, set[str]] = field(default_factory=dict)   # player → foreign islands he has settled
    chits: dict[str, int] = field(default_factory=dict)          # player → special victory points (SEA-SVP-1)
    # discovery (SEA-FOG-1, seafarers/discovery.py) and the TD&E treasures (tde/treasure.py)
    rewards: Rewards = SEAFARERS                                 # what a discovery brings in this game
    pending: list[tuple[str, str, str | None, bool]] = field(default_factory=list)  # (kind, player, place, set-up)
    fog_terrains: Counter | None = None                          # the face-down terrain stack left (None: UNKNOWN)
    fog_numbers: Counter | None = None                           # the hidden number stack left (None: UNKNOWN)
    discovered: dict[str, str] = field(default_factory=dict)     # hex → its discoverer
    treasures: set[str] = field(default_factory=set)             # intersections still holding a treasure token
    kept: dict[str, int] = field(default_factory=dict)           # player → treasures kept unused (TDE-TREASURE-10)
    held_harbour: dict[str, str] = field(default_factory=dict)   # player → special harbour waiting (TDE-TREASURE-13)
    special_harbours: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # resource → (player, site)
    unverified: list[tuple[int, str, str]] = field(default_factory=list)   # (seq, rule, what was unknown)
    scenario: dict[str, Any] = field(default_factory=dict)       # a TD&E scenario's data file
    # SEA-SVP-1 / TDE-ISLANDS-8: land hex → its island's name, kept when a face-down hex turns to sea (islands.py)
    island_names: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    island_board: Any = field(default=None, compare=False, repr=False)      # the board those names were made for

    def token_at(self, corner: str) -> str | None:
        return "$" if corner in self.treasures else None

    def gold_bonus(self, total: int) -> dict[str, int]:
        """Player → resources of his choice owed on ``total`` besides the gold fields' buildings (The Great Canal's
        gold diggers, TDE-CANAL-13); none in Seafarers."""
        return {}

    def gold_bonus_rule(self, total: int, names) -> str | None:
        """The scenario's rule for what ``names`` are owed, or not, besides the gold fields on ``total``; none in
        Seafarers."""
        return None

    def special_points(self, player) -> int:
        return self.chits.get(player.name, 0) + kept_points(self.kept.get(player.name, 0))

    @property
    def moved_now(self) -> bool:
        return self.moved_turn == self.turn


def kept_points(kept: int) -> int:
    """TDE-TREASURE-14 (§2.2): 3 kept treasures are worth 1 VP, 4 together 2 VP (not 1 + 2)."""
    return {3: 1, 4: 2}.get(kept, 0)
