"""The position a replay arrives at: nothing here is stored in the save."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from referee.core.game import Setup
from referee.core.squaregrid import Square
from referee.games.aqua_romana.aqueduct import Port, Trace, trace
from referee.games.aqua_romana.board import Board
from referee.games.aqua_romana.tiles import CORNER_KIND, links
from referee.games.aqua_romana.vocab import TILE_KINDS

PODIUMS = range(1, 21)                      # AQUA-PODIUM-1: values 1 … 20
DOUBLE_PODIUMS = (3, 7)                     # … podiums 3 and 7 hold two workers
SETUP_BUILDERS = {k: 3 for k in TILE_KINDS}  # AQUA-SETUP-3: 12 builders placed by the players
RESERVE = ("curve", "double_curve", "straight", "bridge", "joker")   # AQUA-SETUP-2


def capacity(podium: int) -> int:
    return 2 if podium in DOUBLE_PODIUMS else 1


@dataclass
class Worker:
    """One worker = one aqueduct, named by colour and outlet number (``red1``)."""

    name: str
    color: str
    seat: int                       # the owner's seat (0-based)
    outlet: Port
    status: str = "open"            # open | closed (this turn, scored when it ends) | out
    how: str = ""                   # why it closed: edge | blocked | voluntary | final | start
    value: int = 0
    podium: int = 0                 # 0: no podium (AQUA-PODIUM-4)
    arrival: int = 0                # order of arrival on the podiums (AQUA-PODIUM-5)


@dataclass
class Player:
    name: str
    color: str
    seat: int
    held: list[str] = field(default_factory=list)      # reserve builders to place before the next turn


@dataclass
class AquaState:
    setup: Setup
    options: dict[str, Any]
    board: Board
    players: list[Player]
    workers: dict[str, Worker]
    supply: dict[str, int]
    tiles: dict[Square, tuple[str, str]] = field(default_factory=dict)      # square → (kind, rotation)
    links: dict[Square, dict[str, str]] = field(default_factory=dict)      # square → channel ends
    traces: dict[str, Trace] = field(default_factory=dict)                  # worker → its aqueduct now
    path: dict[int, str] = field(default_factory=dict)                      # path index → builder kind
    pool: Counter = field(default_factory=lambda: Counter(SETUP_BUILDERS))
    reserve: list[str] = field(default_factory=lambda: list(RESERVE))
    podiums: dict[int, list[str]] = field(default_factory=lambda: {p: [] for p in PODIUMS})
    arrivals: int = 0
    placements: int = 0             # set-up placements made
    turn: int = 0                   # 0 during set-up, then one per turn
    active: int = 0
    stage: str = "setup"            # setup | reserve | build | well | close | take | over
    wells_owed: int = 0
    well_kind: str = ""             # the kind of the builder that crossed the well
    tile_laid: bool = False
    own_closed: bool = False        # an own aqueduct was closed by construction this turn
    closed_now: list[str] = field(default_factory=list)
    takes: list[list] = field(default_factory=list)     # [[player, builders still to take], …] in order
    idle_run: int = 0               # consecutive turns without a tile
    last_layer: int | None = None   # seat of the player who laid the last tile
    bonus: dict[str, int] = field(default_factory=dict)
    winners: list[str] = field(default_factory=list)
    narrate: bool = True
    close_note: tuple | None = None  # why the last player had no voluntary closing (for a late ``close``)

    def __post_init__(self):
        self.by_name = {p.name: p for p in self.players}

    @property
    def current(self) -> Player:
        return self.players[self.active]

    @property
    def over(self) -> bool:
        return self.stage == "over"

    @property
    def winner(self) -> str | None:
        return " and ".join(self.winners) or None

    def owner(self, worker: Worker | str) -> Player:
        w = self.workers[worker] if isinstance(worker, str) else worker
        return self.players[w.seat]

    def open_workers(self, player: Player | None = None) -> list[Worker]:
        return [w for w in self.workers.values() if w.status == "open" and (player is None or w.seat == player.seat)]

    def setup_placer(self) -> Player:
        return self.players[self.placements % len(self.players)]

    def to_act(self) -> Player | None:
        """Who the game waits for."""
        if self.stage == "over":
            return None
        if self.stage == "setup":
            return self.setup_placer()
        if self.stage == "take":
            return self.by_name[self.takes[0][0]]
        return self.current

    # --- tiles and traces ----------------------------------------------------
    def put_tile(self, square: Square, kind: str, rotation: str) -> None:
        self.tiles[square] = (kind, rotation)
        self.links[square] = links(rotation)

    def retrace(self) -> dict[str, Trace]:
        """Every aqueduct traced anew from its outlet (AQUA-WORKER-1); returns the old traces."""
        old = self.traces
        board = self.board
        self.traces = {w.name: trace(board.grid, self.links, board.reservoir_at, board.outlets, w.outlet)
                       for w in self.workers.values()}
        return old

    def clone(self) -> "AquaState":
        """An independent copy, for judging an event against the position after the turn ends."""
        twin = copy.copy(self)
        twin.players = [copy.copy(p) for p in self.players]
        for p in twin.players:
            p.held = list(p.held)
        twin.__post_init__()
        twin.workers = {k: copy.copy(w) for k, w in self.workers.items()}
        twin.supply = dict(self.supply)
        twin.tiles = dict(self.tiles)
        twin.links = dict(self.links)
        twin.traces = dict(self.traces)
        twin.path = dict(self.path)
        twin.pool = Counter(self.pool)
        twin.reserve = list(self.reserve)
        twin.podiums = {p: list(ws) for p, ws in self.podiums.items()}
        twin.closed_now = list(self.closed_now)
        twin.takes = [list(t) for t in self.takes]
        twin.bonus = dict(self.bonus)
        twin.winners = list(self.winners)
        twin.narrate = False
        return twin


def new_state(setup: Setup, board: Board) -> AquaState:
    """AQUA-SETUP-1/2/6: corner curves on the board, five builders in the reserve, a worker at each outlet."""
    players = [Player(p["name"], p.get("color", ""), i) for i, p in enumerate(setup.players)]
    workers = {}
    for res in board.reservoirs:
        for n, port in enumerate(res.outlets, 1):
            name = f"{res.color}{n}"
            workers[name] = Worker(name, res.color, res.seat - 1, port)
    supply = {k: setup.options[f"tiles_{k}"] for k in TILE_KINDS}
    state = AquaState(setup, setup.options, board, players, workers, supply)
    for square, rotation in board.corners.items():
        state.put_tile(square, CORNER_KIND, rotation)
    state.retrace()
    for name, tr in state.traces.items():
        if tr.closed:                       # an outlet facing the edge or a wall: worth 0 at once
            w = state.workers[name]
            w.status, w.how = "out", "start"
    return state
