"""The position a replay arrives at: nothing here is stored in the save."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from referee.core.bag import Bag
from referee.core.game import Setup
from referee.core.secrets import FaceDown, HandWorlds
from referee.games.rome.components import EDITIONS, SPECIAL_CARDS, START, SUPPLY
from referee.games.rome.facts import Facts
from referee.games.rome.vocab import CARDS, ORDER, UNIQUE_CARDS

STAGES = ("setup", "production", "legionnaire", "trade_build", "horsemen", "warriors", "over")
TRIBE_OF_STAGE = {"horsemen": "horsemen", "warriors": "warriors"}
PHASE_NUMBER = {"production": 1, "legionnaire": 1, "trade_build": 2, "horsemen": 3, "warriors": 4}


@dataclass
class Tribe:
    kind: str                          # horsemen | warriors
    at: str | None = None              # the crossroads of a wandering tribe's figure
    cities: list[str] = field(default_factory=list)    # a kingdom's cities, the founding city first
    figures: int = START["box_figures"]                 # army figures in the tribe box
    wagons: int = START["box_wagons"]
    counters: Counter = field(default_factory=Counter)  # province (colour) → plunder counters in the box

    @property
    def kingdom(self) -> bool:
        return bool(self.cities)

    def colours(self) -> list[str]:
        return sorted(p for p, n in self.counters.items() if n)


@dataclass
class Player:
    name: str
    color: str
    seat: int
    figures_per_type: int
    gold: int = 0
    hand: Bag = field(default_factory=Bag)              # grain, ore, horse, cattle
    cards: Counter = field(default_factory=Counter)     # action cards held, unplayed (VP cards and Treasures too)
    diplomats: int = 0                                  # Diplomats played (face up, ROME-SPECIAL-1)
    special: Counter = field(default_factory=Counter)   # special VP cards held
    scourged: set[str] = field(default_factory=set)     # tribes that earned a Scourge of Rome
    cashed: int = 0                                     # Treasures cashed for 3 gold
    started: bool = False
    tribes: dict[str, Tribe] = field(default_factory=dict)
    reserve: dict[str, int] = field(default_factory=dict)

    def __post_init__(self):
        self.tribes = {k: Tribe(k) for k in ("horsemen", "warriors")}
        self.reserve = {"horsemen": self.figures_per_type - 2, "warriors": self.figures_per_type - 2,
                        "wagons": SUPPLY["wagons"] - 2}

    def spots(self) -> list[str]:
        """Where his figures stand: wandering tribes' crossroads (kingdom cities are added by the state)."""
        return [t.at for t in self.tribes.values() if t.at]

    def resources(self) -> dict[str, int]:
        return {r: self.hand.get(r, 0) for r in ORDER}


@dataclass
class Part:
    """The acting player's part of a phase: what he has done so far (ROME-CARD-1, GOLD-1, MOVE-1, PLUNDER-5)."""

    card: str | None = None
    joker: bool = False
    moved: bool = False
    plundered: str | None = None
    conquered: str | None = None
    drawn: Counter = field(default_factory=Counter)

    @property
    def acted(self) -> bool:
        return bool(self.card or self.moved or self.plundered or self.conquered)


@dataclass
class RomeState:
    setup: Setup
    options: dict[str, Any]
    facts: Facts
    players: list[Player]
    stage: str = "setup"
    round: int = 0
    start: int = 0                     # seat of the start player of the round
    part: int = 0                      # players done with their part of the current phase
    covered: list[int] = field(default_factory=list)     # the wind rose (ROME-PROD-2)
    last_roll: int | None = None
    legionnaire: str | None = None
    pasture_deck: Counter = field(default_factory=lambda: Counter(horse=SUPPLY["horse"], cattle=SUPPLY["cattle"]))
    pasture_discard: Counter = field(default_factory=Counter)
    action_drawn: Counter = field(default_factory=Counter)
    special_left: Counter = field(default_factory=lambda: Counter(SPECIAL_CARDS))
    diplomacy: str | None = None
    owner: dict[str, tuple[str, str]] = field(default_factory=dict)   # city → (player, tribe)
    counter_gone: set[str] = field(default_factory=set)              # cities plundered or conquered
    this_part: Part = field(default_factory=Part)
    ending: str | None = None          # who reached the target first (ROME-END-1)
    winner: str | None = None
    declared: list[dict[str, Any]] = field(default_factory=list)
    narrate: bool = True
    show_all: bool = False             # reports show full knowledge, not the public view (``--all``)
    pasture_worlds: HandWorlds | None = None   # the possible pasture hands and pile after a face-down draw
    pasture_unseen: list[tuple[int, str]] = field(default_factory=list)   # (seq, player) of each face-down draw
    thefts_unseen: list[tuple[int, str, str]] = field(default_factory=list)   # (seq, thief, victim), card unseen
    survivors: list | None = None      # the worlds an event passed in, between validate and apply
    hands_base: tuple | None = None    # during an apply past the bound: the hands it started from (:meth:`pile`)
    pasture_moved: list | None = None  # during an apply: what draws and reshuffles moved (unseen.apply)

    def __post_init__(self):
        self.by_name = {p.name: p for p in self.players}
        # The action deck (core.secrets): cards drawn openly or face down (ROME-BUILD-5, PLUNDER-6). Only the
        # Treasures and Cultural Progress cards are known to be single (ROME-COMP-10): the others' pool is the
        # deck's size, so a face-down card may be any of them.
        size = self.options["action_deck_size"]
        composition = {k: 1 if k in UNIQUE_CARDS else size for k in CARDS.names}
        self.cards = FaceDown(composition, {p.name: p.cards for p in self.players}, size=size)

    @property
    def secret(self) -> bool:
        """Whether the table kept secrets (an action card or a pasture card drawn face down): reports then show
        the public view unless :attr:`show_all`."""
        return self.cards.kept or self.pasture_worlds is not None

    # --- who acts --------------------------------------------------------------
    @property
    def start_player(self) -> Player:
        return self.players[self.start]

    @property
    def current(self) -> Player | None:
        if self.stage == "over":
            return None
        if self.stage == "setup":
            waiting = [p for p in self.players if not p.started]
            return waiting[0] if waiting else self.start_player
        if self.stage in ("production", "legionnaire"):
            return self.start_player
        return self.players[(self.start + self.part) % len(self.players)]

    @property
    def tribe_kind(self) -> str | None:
        return TRIBE_OF_STAGE.get(self.stage)

    # --- supply ----------------------------------------------------------------
    def pile(self, resource: str) -> int:
        """Grain and ore lie in open piles: the supply minus the hands (ROME-COMP-8) — past the bound of the
        possible hands, minus their exact total (the hands hold the highest counts then)."""
        worlds = self.pasture_worlds
        if worlds is not None and worlds.collapsed:
            k = worlds.kinds.index(resource)
            moved = 0 if self.hands_base is None else (sum(p.hand.get(resource, 0) for p in self.players)
                                                       - sum(hand[k] for hand in self.hands_base[:-1]))
            return SUPPLY[resource] - worlds.totals[k] - moved
        return SUPPLY[resource] - sum(p.hand.get(resource, 0) for p in self.players)

    def face_down(self) -> dict[str, int]:
        """Who holds how many action cards drawn face down (seating order, nobody without; ROME-CARD-7/8)."""
        return {p.name: self.cards.hidden[p.name] for p in self.players if self.cards.hidden[p.name]}

    def pasture_left(self) -> int:
        return sum(self.pasture_deck.values()) + sum(self.pasture_discard.values())

    def action_deck_left(self) -> int:
        return self.cards.deck_left()

    def bank_gold(self) -> int | None:
        """Coins left in the bank, or None when the bank's gold is unlimited (ROME-COMP-7)."""
        if self.options["bank_gold_unlimited"]:
            return None
        return EDITIONS[self.options["edition"]]["coins_value"] - sum(p.gold for p in self.players)

    # --- the board ---------------------------------------------------------------
    def spots(self, player: Player) -> list[str]:
        """Every crossroads a figure of his stands on: wandering tribes and kingdom cities (ROME-PROD-4)."""
        out = player.spots()
        for tribe in player.tribes.values():
            out += [self.facts.crossroads_of_city(c) for c in tribe.cities]
        return out

    def tribe_at(self, crossroads: str) -> tuple[Player, Tribe] | None:
        for p in self.players:
            for t in p.tribes.values():
                if t.at == crossroads:
                    return p, t
        return None

    def neutral(self, city: str) -> bool:
        """ROME-SETUP-4: with 3 players the cities marked III are out of play."""
        return len(self.players) == 3 and self.facts.city(city).neutral_3p
