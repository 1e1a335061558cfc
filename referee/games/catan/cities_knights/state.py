"""The position of a Seafarers game with Cities & Knights: Seafarers' position, and the knights (corner → owner,
rank, active), the barbarian ship, the improvements and walls, the metropolises, the Defender of Catan cards and
the progress cards held (counts; the cards themselves are the table's). Nothing here is stored in the save."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import ClassVar

from referee.core.i18n import _
from referee.games.catan.common import bag_text
from referee.games.catan.cities_knights import data
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import Player
from referee.games.catan.vocab import ORDER


@dataclass
class Knight:
    owner: str
    rank: int                 # 1 basic, 2 strong, 3 mighty (CK-KNIGHT-2: its strength)
    active: bool = False
    built: int = -1           # the turn it was built
    activated: int = -1       # the turn it was last activated (CK-ACT-2)
    acted: int = -1           # the turn of its last action (CK-ACT-3)
    promoted: int = -1        # the turn of its last promotion (CK-KNIGHT-5)


@dataclass
class CKState(SeaState):
    knights: dict[str, Knight] = field(default_factory=dict)           # corner → the knight standing there
    barbarians: int = 0                                                # spaces the ship has sailed (CK-BARB-1)
    attacks: int = 0                                                   # barbarian attacks so far (CK-BARB-7)
    levels: dict[str, Counter] = field(default_factory=dict)           # player → track → level (CK-IMP-1)
    walls: set[str] = field(default_factory=set)                       # corners of cities with a wall (CK-HAND-1)
    metropolis: dict[str, tuple[str, str]] = field(default_factory=dict)   # track → (player, corner) (CK-IMP-2)
    defender: Counter = field(default_factory=Counter)                 # player → Defender of Catan cards (CK-BARB-5)
    progress: dict[str, Counter] = field(default_factory=dict)         # player → deck → cards held (CK-PROG-2)
    played: list[tuple[int, str, str, bool]] = field(default_factory=list)   # (seq, player, card, refereed)
    card_points: Counter = field(default_factory=Counter)              # player → VP progress cards gave (typed)

    SETUP_ORDER_RULE: ClassVar[str] = "TDE-GEN-2"       # C&K's set-up, or by option the two settlements

    def __post_init__(self):
        super().__post_init__()
        for p in self.players:
            self.levels[p.name] = Counter()
            self.progress[p.name] = Counter()

    # --- the set-up (TDE-GEN-2) -----------------------------------------------------------------------------
    def setup_piece(self) -> str:
        """C&K's set-up: the second round places a city (option setup_city; two settlements without it)."""
        n = len(self.players)
        if self.options.get("setup_city") and 2 * n <= self.setup_step < 4 * n:
            return "city"
        return super().setup_piece()

    def setup_income(self, player: Player, gain: dict[str, int], out) -> None:
        """The set-up city brings the starting resources, one per terrain hex it touches (TDE-GEN-2)."""
        if self.setup_piece() != "city":
            return super().setup_income(player, gain, out)
        out.say("{player} takes {cards} for the set-up city (TDE-GEN-2).", player=player.name,
                cards=bag_text(gain) if gain else _("nothing"))

    # --- the knights ------------------------------------------------------------------------------------------
    def knights_of(self, name: str) -> dict[str, Knight]:
        return {c: k for c, k in self.knights.items() if k.owner == name}

    def knights_left(self, name: str, rank: int) -> int:
        """CK-KNIGHT-1: 2 of each rank per player."""
        return data.per_rank(rank) - sum(1 for k in self.knights.values() if k.owner == name and k.rank == rank)

    @property
    def card_kinds(self) -> tuple[str, ...]:
        """CK-HAND-1: commodities are cards of the hand, after the resources."""
        return (*ORDER, *data.COMMODITIES)

    def waiting(self, phase: str) -> str | None:
        who = self.current.name
        if phase == "roll":
            return _("{player} rolls with the event die: roll TOTAL red N FACE", player=who)
        if phase == "main":
            return _("{player} trades, builds, improves, acts with knights, plays progress cards or ends the turn",
                     player=who)
        return None

    def taken(self, corner: str) -> bool:
        """CK-KNIGHT-7: no settlement where a knight stands."""
        return corner in self.knights

    def cuts(self, corner: str, player: str) -> bool:
        """CK-KNIGHT-6 (CK-SEA-3): an opponent's knight cuts roads, ship lines and the trade route at its corner."""
        knight = self.knights.get(corner)
        return knight is not None and knight.owner != player

    # --- hooks a TD&E scenario overrides -------------------------------------------------------------------
    def knight_site_rule(self, corner: str) -> str | None:
        """The scenario's rule refusing a knight built on ``corner`` (Great Canal: only on the main island), else
        None."""
        return None

    def defends(self, corner: str) -> bool:
        """CK-BARB-3: whether the knight on ``corner`` counts against the barbarians (if active) — every knight
        here; the scenarios leave some out (Great Canal's small islands, Enchanted Land's land and sea)."""
        return True

    def stays_after_attack(self, corner: str) -> bool:
        """CK-BARB-6: whether the knight on ``corner`` keeps its state after an attack (Enchanted Land's)."""
        return False

    def displaced_sites(self, owner: Player, frm: str, mover: Player) -> list[str]:
        """CK-ACT-5: where the knight displaced from ``frm`` may go — a free intersection on its owner's network;
        an empty list: it is removed. (Enchanted Land: the displacing player places it on its land.)"""
        return [c for c in self.network_corners(owner) if c != frm and self.free(c)]

    def progress_may_touch(self, hexname: str) -> bool:
        """CK-PROG-4: whether a progress card may move the number token on ``hexname`` (Enchanted Land: not its)."""
        return True

    def knight_targetable(self, corner: str) -> bool:
        """CK-PROG-5/6: whether a Deserter or Intrigue may target the knight on ``corner`` (Enchanted Land: not on
        its land)."""
        return True

    def tethered(self, corner: str) -> bool:
        """CK-SEA-2: whether the knight on ``corner`` must stay joined to its owner's network when a ship moves
        (Enchanted Land: not one on its land, which it reached by crossing over)."""
        return True

    # --- places ------------------------------------------------------------------------------------------------
    def free(self, corner: str) -> bool:
        """No building and no knight on ``corner``."""
        return corner not in self.occupant and corner not in self.knights

    def network_corners(self, player: Player) -> list[str]:
        """Intersections at an end of ``player``'s roads or ships (CK-KNIGHT-3, CK-SEA-1)."""
        grid = self.board.grid
        ends = {e for p in player.roads | player.ships for e in grid.sides[p].ends}
        return grid.sort(ends)

    def deck_left(self, deck: str) -> int:
        """Cards still in a progress deck: its contents (data file, PUBLIC-MEMORY) less the cards in hands (a card
        played goes back under its deck) and the victory point cards laid out."""
        held = sum(self.progress[p.name][deck] for p in self.players)
        laid = sum(1 for _s, _p, card, _r in self.played if card in data.deck(deck) and card in data.vp_cards())
        return sum(data.deck(deck).values()) - held - laid

    # --- cards and points --------------------------------------------------------------------------------------
    def commodities(self, player: Player) -> dict[str, int]:
        return {c: player.hand.get(c, 0) for c in data.COMMODITIES if player.hand.get(c, 0)}

    def hand_limit(self, player: Player) -> int:
        """CK-HAND-1: 7, and 2 more per city wall of the player."""
        own = sum(1 for c in self.walls if self.occupant.get(c, ("",))[0] == player.name)
        return 7 + data.walls()["bonus"] * own

    def yield_at(self, piece: str, hexname: str) -> int:
        """CK-PROD-1: a city on forest, pasture or mountains takes 1 resource (and a commodity, :mod:`production`)."""
        if piece == "city" and data.commodity_of(self.board.terrain.get(hexname, "")):
            return 1
        return super().yield_at(piece, hexname)

    def level(self, name: str, track: str) -> int:
        return self.levels[name][track]

    def metropolis_points(self, player: Player) -> int:
        return data.improvements()["metropolis_points"] * sum(1 for p, _c in self.metropolis.values()
                                                                 if p == player.name)

    def special_points(self, player: Player) -> int:
        """Seafarers' chits, the Defender of Catan cards (CK-BARB-5), the metropolises (CK-IMP-2) and the points of
        progress cards as the table typed them (CK-PROG-1)."""
        return (super().special_points(player) + data.barbarians()["defender_points"] * self.defender[player.name]
                + self.metropolis_points(player) + self.card_points[player.name])
