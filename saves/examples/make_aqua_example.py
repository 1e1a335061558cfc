"""Build ``aqua-romana-3p.toml``: a complete three-player example game of Aqua Romana played by a simple bot.

Run from the project root::

    python saves/examples/make_aqua_example.py            # writes saves/examples/aqua-romana-3p.toml
    python saves/examples/make_aqua_example.py OUT.toml   # writes elsewhere

The game is deterministic: every choice comes from one seeded ``random.Random``
and candidates are always considered in a fixed order. Every event goes
through ``Session.record`` — the same parse → validate → apply → write path the
CLI uses — so the file cannot hold an illegal move: if the bot ever proposes
one, the engine refuses it and the script stops with the rule ID.

The bot builds toward long aqueducts of its own, closes one voluntarily when it
is worth a free podium of 8 or more, likes cutting a rival's short aqueduct off,
takes the joker from the reserve when it can, and places builders where its own
workers see them. With ``SEED`` the game runs 118 events and Cyril wins with 36
points. ``tests/test_aqua_example.py`` checks that the file is
valid and won, that it shows the set-up placements, passes without a builder in
sight (also by a player with no worker left, AQUA-NOSIGHT-3), extra well tiles, voluntary closings (and ``close none``), aqueducts of
other players closed by a tile, reserve picks and placements, the joker, a
shared podium and the end after a round without a tile — and that this script
reproduces it byte for byte.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

from referee.core.game import Outcome, Setup
from referee.core.session import Session
from referee.games.aqua_romana import GAME, building, turns, wells
from referee.games.aqua_romana.board import make_board
from referee.games.aqua_romana.builders import free_spaces
from referee.games.aqua_romana.scoring import podium_for
from referee.games.aqua_romana.state import AquaState
from referee.games.aqua_romana.tiles import ROTATIONS

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "aqua-romana-3p.toml"
SEED = 17          # chosen so the game shows every feature listed in the module docstring
TITLE = "Example: three players, default layout"
CREATED = dt.datetime(2026, 11, 28, 19, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "yellow")]
MAX_EVENTS = 2000


class Bot:
    """Plays every seat; reads ``session.state``, writes only through ``session.record``."""

    def __init__(self, session, rng: random.Random):
        self.session = session
        self.rng = rng

    @property
    def state(self) -> AquaState:
        return self.session.state

    def record(self, event: dict) -> None:
        self.session.record(event)

    # --- evaluation ------------------------------------------------------------
    def sighted(self, state: AquaState, seat: int) -> set[int]:
        """Path spaces the seat's open workers see."""
        out: set[int] = set()
        for w in state.open_workers(state.players[seat]):
            out.update(building.in_sight(state, w))
        return out

    def worth(self, state: AquaState, lay: building.Lay) -> float:
        """How good a build is for the active player: his aqueducts' growth, podiums won, rivals cut short."""
        me = state.active
        twin = state.clone()
        before = {w.name: twin.traces[w.name].value for w in twin.open_workers()}
        building.apply_lay(twin, {"player": state.current.name, "worker": lay.worker,
                                  "space": state.board.grid.track[lay.space], "tile": lay.tile,
                                  "square": state.board.grid.name(lay.square), "rotation": lay.rotation}, Outcome())
        score = 0.0
        for name, old in before.items():
            w = twin.workers[name]
            new = twin.traces[name].value if w.status == "open" else w.value
            if w.seat == me:
                score += new - old
                if w.status == "closed":
                    score += 0.8 * (podium_for(twin.podiums, new) - 7)
            elif w.status == "closed":
                score += 0.5 * (5 - new)
        return score + self.rng.random()

    # --- decisions ---------------------------------------------------------------
    # Each decision reads ``state``: the session's position, or, while the active player could
    # still close an aqueduct, the position after his turn ends (recording the event ends it).
    def place(self, state: AquaState) -> None:
        player = state.to_act()
        kind = self.rng.choice([k for k, n in state.pool.items() if n]) if state.stage == "setup" else player.held[0]
        free = free_spaces(state)
        mine = [s for s in free if s in self.sighted(state, player.seat)]
        space = self.rng.choice(mine or free)
        self.record({"kind": "place", "player": player.name, "builder": kind, "space": state.board.grid.track[space]})

    def build(self, state: AquaState) -> None:
        player = state.current
        lays = list(building.legal_lays(state, building.usable_workers(state, player)))
        if not lays:
            space = self.rng.choice(sorted(state.path))
            self.record({"kind": "pass", "player": player.name, "space": state.board.grid.track[space]})
            return
        best = max(lays, key=lambda lay: self.worth(state, lay))
        g = state.board.grid
        self.record({"kind": "lay", "player": player.name, "worker": best.worker, "space": g.track[best.space],
                     "tile": best.tile, "square": g.name(best.square), "rotation": best.rotation})

    def well(self, state: AquaState) -> None:
        kind = self.rng.choice(wells.kinds(state))
        square = self.rng.choice(wells.squares(state))
        self.record({"kind": "well", "player": state.current.name, "tile": kind,
                     "square": state.board.grid.name(square), "rotation": self.rng.choice(ROTATIONS[kind])})

    def close(self, state: AquaState) -> bool:
        """Close the best own aqueduct if it would stand on its own podium; True if an event was recorded."""
        player = state.current
        value, name = max((state.traces[w.name].value, w.name) for w in state.open_workers(player))
        if value >= 8 and podium_for(state.podiums, value) == value and self.rng.random() < 0.7:
            self.record({"kind": "close", "player": player.name, "worker": name})
            return True
        if self.rng.random() < 0.3 or turns.finished(state).over:
            self.record({"kind": "close", "player": player.name})
            return True
        return False

    def take(self, state: AquaState) -> None:
        name = state.takes[0][0]
        kind = "joker" if "joker" in state.reserve else self.rng.choice(state.reserve)
        self.record({"kind": "take", "player": name, "builder": kind})

    def step(self) -> None:
        state = self.state
        if state.stage == "close":
            if self.close(state):
                return
            state = turns.finished(state)
        action = {"setup": self.place, "reserve": self.place, "build": self.build, "well": self.well,
                  "take": self.take}[state.stage]
        action(state)


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    path = Path(path)
    names = [n for n, _ in PLAYERS]
    setup = Setup(GAME.key, TITLE, CREATED, GAME.resolve_options({}), make_board("default", names),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    session = Session.create(path, GAME, setup, overwrite=True)
    lock = path.parent / f".{path.name}.lock"
    try:
        bot = Bot(session, random.Random(seed))
        while not session.state.over:
            if len(session.events) > MAX_EVENTS:
                raise RuntimeError(f"seed {seed}: no end after {MAX_EVENTS} events")
            bot.step()
    finally:
        lock.unlink(missing_ok=True)
    return path


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
