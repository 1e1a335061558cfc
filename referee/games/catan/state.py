"""The position a replay arrives at: nothing here is stored in the save."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.bag import Bag
from referee.core.game import Setup
from referee.core.secrets import FaceDown, HandWorlds
from referee.games.catan.board import Board
from referee.games.catan.edition import BASE, Edition
from referee.core.bag import describe
from referee.games.catan.vocab import ORDER, RESOURCES

YIELDS = {"settlement": 1, "city": 2}    # cards per producing hex, by the piece on the corner (CATAN-PROD-2)


@dataclass
class Player:
    """One seat: his cards, pieces on the board, harbours and what reports count."""

    name: str
    color: str
    seat: int
    hand: Bag = field(default_factory=Bag)
    devs: Counter = field(default_factory=Counter)          # unplayed cards in hand, VP cards included
    bought_now: Counter = field(default_factory=Counter)    # bought during the current turn
    knights: int = 0
    settlements: set[str] = field(default_factory=set)
    cities: set[str] = field(default_factory=set)
    roads: set[str] = field(default_factory=set)
    ships: set[str] = field(default_factory=set)            # Seafarers (SEA-SHIP); none in the base game
    harbours: dict[str, int] = field(default_factory=dict)  # kind → turn its first settlement was built
    road_length: int = 0
    received: Counter = field(default_factory=Counter)      # production income, for reports
    supply: Mapping[str, int] = field(default_factory=lambda: BASE.supply, repr=False)   # per colour, by edition

    def left(self, piece: str) -> int:
        placed = {"road": self.roads, "settlement": self.settlements, "city": self.cities, "ship": self.ships}[piece]
        return self.supply[piece] - len(placed)

    def cards(self) -> int:
        return self.hand.total()


@dataclass
class CatanState:
    """The position: board, players, turn and phase, awards, the deck and what the table keeps secret."""

    setup: Setup
    board: Board
    options: dict[str, Any]
    players: list[Player]
    robber: str | None                       # None: beside the board (SEA-DEV-2)
    pirate: str | None = None     # Seafarers: the pirate's sea hex, when the scenario uses it (SEA-PIRATE-4)
    turn: int = 0                 # 0 during set-up, then one per turn
    active: int = 0               # seat of the player to act
    setup_step: int = 0           # placements done during set-up (settlement and road each count)
    setup_settlement: str | None = None   # the settlement the next set-up road must touch
    rolled: bool = False
    last_roll: int | None = None
    owed: dict[str, int] = field(default_factory=dict)   # discards still owed after a 7
    robber_pending: bool = False
    robber_used: bool = True                 # False: a scenario without the robber (TDE-DESERT-2)
    between: str | None = None    # a variant's phase between one player's end and the next roll (turns.py)
    dev_played: bool = False
    built: bool = False           # built or bought this turn (CATAN-TURN-3)
    ports: dict[str, set[str]] = field(default_factory=dict)   # player → harbour kinds usable for this turn only
    extra_vp: Mapping[str, int] = field(default_factory=dict)  # player → points from a variant's pieces (chips …)
    yields: Mapping[str, int] = field(default_factory=lambda: YIELDS)   # piece on a corner → cards per hex produced
    closed: dict[str, str] = field(default_factory=dict)   # path → the rule of a variant's piece that closes it to roads
    deck: Counter = field(init=False)   # development cards left, from the edition's deck
    longest_road: str | None = None
    largest_army: str | None = None
    winner: str | None = None
    occupant: dict[str, tuple[str, str]] = field(default_factory=dict)   # corner → (player, piece)
    road_owner: dict[str, str] = field(default_factory=dict)             # path → player
    ship_owner: dict[str, str] = field(default_factory=dict)             # path → player (Seafarers)
    narrate: bool = True          # build the text of outcomes (off while replaying)
    hands: HandWorlds | None = None   # the possible hands after an unseen steal (None: every hand exact)
    show_all: bool = False        # reports show full knowledge, not the public view (``--all``)
    survivors: list | None = None  # the possible hands an event was found legal in, between validate and apply

    def __post_init__(self):
        self.edition: Edition = self.board.edition
        self.deck = Counter(self.edition.deck)
        # The development cards (core.secrets): ``deck`` counts the cards not known to be anywhere (with
        # nothing face down, the deck itself), each player's ``devs`` his cards known to be in his hand.
        self.cards = FaceDown(self.edition.deck, {p.name: p.devs for p in self.players}, pool=self.deck)
        for p in self.players:
            p.supply = self.edition.supply
        self.by_name = {p.name: p for p in self.players}
        self.setup_steps = 4 * len(self.players)

    @property
    def current(self) -> Player:
        return self.players[self.active]

    @property
    def secret(self) -> bool:
        """Whether the table kept secrets (a card bought face down, a card stolen unseen): reports then
        show the public view unless :attr:`show_all`."""
        return self.cards.kept or self.hands is not None

    def bank(self) -> dict[str, int]:
        """Derived, never stored (CATAN-PROD-6): the edition's 19 of each minus what the hands hold."""
        bank = dict.fromkeys(ORDER, self.edition.bank_per_resource)
        if self.hands is not None and self.hands.collapsed:     # the hands are bounds; their totals are exact
            return {r: n - t for (r, n), t in zip(bank.items(), self.hands.totals)}
        for p in self.players:
            for r, n in p.hand.items():
                if r in bank:                  # a commodity (Cities & Knights) is no resource of the bank
                    bank[r] -= n
        return bank

    def setup_order(self) -> list[int]:
        """Seats in placement order: the snake (CATAN-SETUP-4); a member's state may order them otherwise."""
        seats = list(range(len(self.players)))
        return seats + seats[::-1]

    @property
    def held_back(self) -> frozenset[str]:
        """Hexes that produce nothing besides the robber's: none in the base game (The Desert Dragons' dragons)."""
        return frozenset()

    def held_back_note(self, hexes: str, lost: str) -> str | None:
        """The line a roll prints for what the :attr:`held_back` hexes withheld; none where the scenario says its
        own (The Desert Dragons)."""
        return None

    @property
    def card_kinds(self) -> tuple[str, ...]:
        """The kinds of cards a hand holds (the five resources; Cities & Knights' commodities after them)."""
        return ORDER

    def waiting(self, phase: str) -> str | None:
        """What a variant's own turn waits for in ``phase`` (Cities & Knights' roll and main phase), else None."""
        return None

    def taken(self, corner: str) -> bool:
        """Whether a piece that is no building keeps settlements off ``corner`` (a knight, CK-KNIGHT-7); none in the
        base game."""
        return False

    def onward_roads(self, player: Player) -> set[str]:
        """The roads ``player`` may build on from (CATAN-BUILD-6/8): all of them; The Desert Dragons leave out the
        blocked ones (TDE-DESERT-10). The places ``hints`` lists and those ``build`` accepts both ask this."""
        return player.roads

    def cuts(self, corner: str, player: str) -> bool:
        """Whether a piece that is no building cuts ``player``'s roads at ``corner`` (Cities & Knights' knights,
        CK-KNIGHT-6); none in the base game."""
        return False

    def yield_at(self, piece: str, hexname: str) -> int:
        """Resource cards ``piece`` takes from ``hexname`` on its number (CATAN-PROD-2; Cities & Knights' cities take
        a commodity instead of the second card on some terrains, CK-PROD-1)."""
        return self.yields.get(piece, 0)

    def special_points(self, player: Player) -> int:
        """Victory points besides buildings, cards and awards (Seafarers' chits, SEA-SVP-1); none in the base game."""
        return 0

    def hand_limit(self, player: Player) -> int:
        """CATAN-SEVEN-1: a 7 costs half the hand above 7 cards (a variant may raise it for a player)."""
        return 7

    SETUP_ORDER_RULE: ClassVar[str] = "CATAN-SETUP-4"      # the rule a set-up placement of the wrong piece breaks

    def setup_piece(self) -> str:
        """The building of the current set-up placement (CATAN-SETUP-4): a settlement; a variant may make one round's
        a city (the TD&E scenarios with Cities & Knights, TDE-CANAL-1, TDE-UNKNOWN-8)."""
        return "settlement"

    def setup_pays(self) -> bool:
        """CATAN-SETUP-7: the second set-up settlement brings the starting resources (a variant may name another)."""
        return self.setup_step >= len(self.players) * 2

    def setup_income(self, player: Player, gain: dict[str, int], out) -> None:
        """What the paying set-up settlement brought, said (CATAN-SETUP-7)."""
        if gain:
            out.say("{player} takes {cards} for the second settlement (CATAN-SETUP-7).", player=player.name,
                    cards=describe(gain, ORDER, RESOURCES.what))
        else:
            out.say("{player} takes nothing for the second settlement (CATAN-SETUP-7).", player=player.name)

    def token_at(self, corner: str) -> str | None:
        """A token on an intersection the ASCII board marks (a TD&E treasure, ``$``); none in the base game."""
        return None

    def route_edges(self, player: Player) -> list[tuple[str, str, str]]:
        """The player's roads and ships as ``(path, end, end)`` for the longest route (CATAN-ROAD-1, SEA-LTR-1).

        A ship's end is the intersection itself only where the player has a building; elsewhere it is a node of its
        own (``2b:6~``), so roads and ships join only through his settlement or city (SEA-LTR-2, SEA-SHIP-4)."""
        sides = self.board.grid.sides
        edges = [(p, *sides[p].ends) for p in self.board.grid.sort(player.roads)]
        for p in self.board.grid.sort(player.ships):
            a, b = (e if self.occupant.get(e, ("",))[0] == player.name else e + "~" for e in sides[p].ends)
            edges.append((p, a, b))
        return edges

    @property
    def in_setup(self) -> bool:
        return self.setup_step < self.setup_steps
