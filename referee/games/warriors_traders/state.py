"""The position a replay arrives at: nothing here is stored in the save."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.core.game import Setup
from referee.games.warriors_traders.mapfile import WTMap
from referee.games.warriors_traders.tables import Tables

RESOURCES = ("gold", "food", "goods", "weapons")           # WT-COMP-5
TRACKS = ("production", "trade", "military")               # WT-COMP-8
ARMIES = ("infantry", "archers", "cavalry")
BARBARIANS = ("barbarian_army", "barbarian_fort")
BARBARIAN = ""                                             # the owner of barbarian units


@dataclass
class Unit:
    """One piece on the map: an army, a princess, a fort, or a barbarian unit (owner ``""``)."""

    name: str                 # infantry-2, princess-1, fort-1, barbarian-army …
    owner: str
    kind: str                 # infantry | archers | cavalry | princess | fort | barbarian_army | barbarian_fort
    province: str
    damage: int = 0
    ap_used: int = 0
    battles: int = 0
    no_ap: str = ""           # the rule that took its AP this turn: WT-BATTLE-7/8 (retreat, withdrawal), WT-UNIF-5
    retreated: bool = False   # it retreated this turn: it does not strike back where it stands (WT-BATTLE-3)

    @property
    def army(self) -> bool:
        return self.kind in ARMIES


@dataclass
class Player:
    name: str
    color: str
    country: str = ""
    order: int = 0
    resources: dict[str, int | None] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    tokens: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TRACKS, 0))
    routes_opened: int = 0
    kills: list[str] = field(default_factory=list)      # kinds of the units this player killed (WT-BATTLE-12)
    unknown_why: dict[str, str] = field(default_factory=dict)   # resource → the table key it waits for
    bought: int = 0                                     # VP bought with gold (WT-VP-2)
    peak: dict[str, int] = field(default_factory=dict)  # track → most tokens it held before a transfer (WT-TECH-5)


@dataclass
class Verdict:
    """A check that could not be made: the event was recorded, the rule waits for a number."""

    seq: int
    rule: str
    key: str


@dataclass
class WTState:
    setup: Setup
    options: dict[str, Any]
    tables: Tables
    map: WTMap
    players: list[Player]
    units: list[Unit] = field(default_factory=list)
    routes: list[dict[str, str]] = field(default_factory=list)     # WT-TRADE-6: {a, b, opener}
    wars: list[dict[str, Any]] = field(default_factory=list)       # WT-WAR-4: {a, b, turn}
    turn: int = 0
    phase: str = "setup"        # setup | upkeep | trade | development | manoeuvre | over
    step: str = ""              # within a phase: action1 | action2 | special | transfer; 1–5 in manoeuvres
    queue: list[str] = field(default_factory=list)      # players still to act in this step, first one next
    pending: list[str] = field(default_factory=list)    # provinces where the active player's battle waits
    specials_used: dict[str, int] = field(default_factory=dict)   # source → used by the active player
    transferred: bool = False
    unverified: list[Verdict] = field(default_factory=list)
    draft: list[tuple[str, str]] = field(default_factory=list)   # notes of the event being judged
    seq: int = 0
    unified: list[str] = field(default_factory=list)    # players who declared unification (AMB-7: once)
    unified_turn: dict[str, int] = field(default_factory=dict)   # player → the turn of his last unification
    won_at_once: bool = False       # AMB-10 (victory_check = immediate): the game ended within a turn
    monopoly_gained: bool = False   # AMB-5 (monopoly_lost = persists): someone has held Monopoly
    bonus_actions: int | None = 0   # WT-UNIF-4: unification actions left to the active player (None: unknown)
    bonus_key: str = ""             # the bonus table's key when its number is unknown
    winners: list[str] = field(default_factory=list)
    teams: list[list[str]] = field(default_factory=list)   # WT-ALLY-1: the allied game's teams (empty: free-for-all)
    leads: dict[str, str] = field(default_factory=dict)    # WT-COMP-4: track → holder of its lead token
    narrate: bool = True

    @property
    def by_name(self) -> dict[str, Player]:
        return {p.name: p for p in self.players}

    def player(self, name: str) -> Player:
        return self.by_name[name]

    @property
    def active(self) -> Player | None:
        return self.player(self.queue[0]) if self.queue else None

    def country_order(self, reverse: bool = False) -> list[str]:
        """WT-TURN-4: ascending country number (descending with ``reverse``)."""
        ordered = sorted(self.players, key=lambda p: p.order, reverse=reverse)
        return [p.name for p in ordered]

    def units_in(self, province: str) -> list[Unit]:
        return [u for u in self.units if u.province == province]

    def units_of(self, owner: str) -> list[Unit]:
        return [u for u in self.units if u.owner == owner]

    def owner(self, province: str) -> str | None:
        """WT-PROV-2/3/4: a player's name, ``""`` for barbarians, None when free."""
        here = self.units_in(province)
        return here[0].owner if here else None

    def provinces_of(self, name: str) -> list[str]:
        return sorted({u.province for u in self.units if u.owner == name})

    def at_war(self, a: str, b: str) -> bool:
        return any({w["a"], w["b"]} == {a, b} for w in self.wars)
