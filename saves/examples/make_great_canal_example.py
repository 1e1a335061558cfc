"""Build ``great-canal-3p-test.toml``: three players on The Great Canal's TEST layout with Cities & Knights: the
set-up settlement, city, settlement with ships on the coast, knights digging the canal, the flood, a win.

Run from the project root::

    python saves/examples/make_great_canal_example.py            # writes saves/examples/great-canal-3p-test.toml
    python saves/examples/make_great_canal_example.py OUT.toml   # writes elsewhere

The bot is the Seafarers-with-C&K example's (``make_seafarers_ck_example.py``), changed where the scenario changes
the game: the set-up (TDE-CANAL-1…3: a city in the second round, one building on the coast, a ship beside a coastal
building), settlements only on the main island (TDE-CANAL-17), a ship that would branch a line is not built
(TDE-CANAL-18), and knights built on, moved to and activated at the canal hexes not dug yet (TDE-CANAL-5, 7…11),
with a grain bought from the bank 4:1 when an activation wants one (the fields are dry, TDE-CANAL-6). Every event
goes through ``Session.record``, as at the table; the game is deterministic, and ``tests/test_tde_canal_example.py``
checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins
from referee.games.catan import trade
from referee.games.catan.building import distance_ok, settlement_spots
from referee.games.catan.cities_knights import data, knights
from referee.games.catan.seafarers import ships
from referee.games.catan.tde.great_canal.game import branches, ready
from referee.games.catan.tde.scenario_base import on_main_island
from referee.games.catan.vocab import ORDER

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "great-canal-3p-test.toml"
SEED = 3
TITLE = "Example: three players on The Great Canal's TEST layout"
CREATED = dt.datetime(2026, 12, 1, 23, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
import make_seafarers_ck_example as ck  # noqa: E402


class Bot(ck.Bot):
    """The C&K example's bot digging the canal."""

    FLEET = 4

    def may_settle(self, corner: str) -> bool:
        return on_main_island(self.state, corner)

    # --- the set-up: settlement, city, settlement (TDE-CANAL-1…3) -----------------------------------------------
    def setup_turn(self, name: str) -> None:
        state, player = self.state, self.me(name)
        spots = [c for c in sorted(state.board.land_corners) if distance_ok(state, c) and self.may_settle(c)]
        mine = player.settlements | player.cities
        if state.setup_step >= 4 * len(state.players) and not any(state.coastal(c) for c in mine):
            spots = [c for c in spots if state.coastal(c)]
        corner = max(spots, key=lambda c: (self.corner_value(c, player) + self.rng.random(), c))
        self.record({"kind": "build", "player": name, "piece": state.setup_piece(), "at": corner})
        paths = state.board.grid.corners[corner].paths
        if state.coastal(corner):
            beside = [p for p in ships.spots(state, player) if corner in state.board.grid.sides[p].ends]
            self.record({"kind": "build", "player": name, "piece": "ship", "at": beside[0]})
            return
        roads = [p for p in paths if p in state.board.land_sides and p not in state.road_owner]
        self.record({"kind": "build", "player": name, "piece": "road", "at": sorted(roads)[0]})

    # --- settlements on the main island, ships that do not branch (TDE-CANAL-17/18) -------------------------------
    def best_spot(self, player) -> str | None:
        spots = [c for c in settlement_spots(self.state, player) if self.may_settle(c)]
        return max(spots, key=lambda c: (self.corner_value(c, player), c)) if spots else None

    def goals(self, player) -> list[str]:
        out = super().goals(player)
        if "settlement" in out and self.best_spot(player) is None:
            out.remove("settlement")
        return out

    def targets(self, player) -> set[str]:
        return {c for c in super().targets(player) if self.may_settle(c)}

    def best_ship(self, player, fleet: set[str] | None = None) -> str | None:
        at = super().best_ship(player, fleet)
        if at is not None and branches(self.state, player, at, set(fleet or player.ships)):
            return None
        return at

    def record(self, event: dict) -> None:
        if event["kind"] == "move_ship":
            player = self.me(event["player"])
            if branches(self.state, player, event["to"], player.ships - {event["from"]}):
                return                                   # TDE-CANAL-18: that ship stays
        super().record(event)

    # --- knights at the canal (TDE-CANAL-7…11) --------------------------------------------------------------------
    def canal_corners(self) -> dict[str, int]:
        """Free intersections of the canal hexes not dug yet → how many active knights that hex has already."""
        state = self.state
        grid = state.board.grid
        out: dict[str, int] = {}
        for h in state.canal:
            if h in state.dug or h in state.lost:
                continue
            active = sum(1 for c in grid.corners_of(h) if c in state.knights and state.knights[c].active)
            for c in grid.corners_of(h):
                if state.free(c):
                    out[c] = max(out.get(c, 0), active)
        return out

    def at_canal(self, corner: str) -> bool:
        state = self.state
        return any(corner in state.board.grid.corners_of(h) for h in state.canal
                   if h not in state.dug and h not in state.lost)

    def grain_for(self, player) -> bool:
        """One grain for an activation: held, or bought from the bank at the player's rate (4:1, or a harbour's)."""
        if player.hand.get("grain", 0):
            return True
        rate = trade.rates(self.state, player)
        spare = [r for r in ORDER if r != "grain" and player.hand.get(r, 0) >= rate[r]]
        if not spare or self.state.bank()["grain"] < 1 or self.state.built:   # trading ends with building
            return False
        self.record({"kind": "maritime", "player": player.name, "give": {spare[0]: rate[spare[0]]},
                     "get": {"grain": 1}})
        return player.hand.get("grain", 0) > 0

    def knights(self, player) -> None:
        state = self.state
        if state.winner:
            return
        cost = data.knights()["build"]
        spots = self.canal_corners()
        sites = [c for c in knights.build_sites(state, player) if c in spots]
        if sites and player.hand.holds(cost) and state.knights_left(player.name, 1):
            at = max(sites, key=lambda c: (spots[c], c))
            self.record({"kind": "knight", "player": player.name, "action": "build", "at": at})
        for at, knight in sorted(state.knights_of(player.name).items()):
            if state.winner:
                return
            if at not in state.knights or state.knights[at] is not knight:
                continue
            if not knight.active and self.at_canal(at) and self.grain_for(player):
                self.record({"kind": "knight", "player": player.name, "action": "activate", "at": at})
                continue
            ready_now = knight.active and knight.activated != state.turn and knight.acted != state.turn
            if ready_now and not self.at_canal(at):
                spots = self.canal_corners()
                goals = [c for c in knights.moves(state, player, at) if c in spots]
                if goals:
                    to = max(goals, key=lambda c: (spots[c], c))
                    self.record({"kind": "knight", "player": player.name, "action": "move", "at": at, "to": to})
        assert not ready(state)


def game():
    register_builtins()
    return registry.find("great-canal")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options({})
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board("great-canal-test", None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    return ck.sea.base.play(Path(path), rules, setup, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
