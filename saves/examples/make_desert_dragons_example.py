"""Build ``desert-dragons-3p-test.toml``: three players on The Desert Dragons' TEST layout, dragons gathering on
the deserts with every settlement and city, the storm, knights driving dragons off, a win.

Run from the project root::

    python saves/examples/make_desert_dragons_example.py            # writes saves/examples/desert-dragons-3p-test.toml
    python saves/examples/make_desert_dragons_example.py OUT.toml   # writes elsewhere

The bot is the Seafarers example's (``make_seafarers_example.py``), imported and changed where the scenario
changes the game: the set-up on the main island (TDE-DESERT-1), a settlement's or city's dragons onto the desert,
among those holding the fewest, with the fewest of the builder's buildings around it (TDE-DESERT-3), a 7 takes a
card from the richest other player (no robber, TDE-DESERT-2), a Knight drives off the dragon that costs the player
most (TDE-DESERT-12), and a hex with a dragon is worth nothing when choosing where to build. Every event goes through ``Session.record``, as at the
table; the game is deterministic, and ``tests/test_desert_dragons_example.py`` checks that this script reproduces
the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins
from referee.games.catan.building import settlement_spots
from referee.games.catan.tde.desert_dragons import dragons

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "desert-dragons-3p-test.toml"
SEED = 1
TITLE = "Example: three players on The Desert Dragons' TEST layout"
CREATED = dt.datetime(2026, 12, 1, 22, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
STYLE = {"Anna": "road", "Ben": "army", "Cyril": "road"}
FLEET = 12                    # ships a player sails at most: the neighbour island is the way out (TDE-DESERT)

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_catan_example as base  # noqa: E402
import make_seafarers_example as sea  # noqa: E402


class Bot(sea.Bot):
    """The Seafarers example's bot among the dragons."""

    STYLE = STYLE
    FLEET = FLEET

    def may_settle(self, corner: str) -> bool:
        """The set-up on the main island only (TDE-GREATER-1, TDE-DESERT-1)."""
        from referee.games.catan.tde.scenario_base import on_main_island

        return on_main_island(self.state, corner)

    def corner_value(self, corner: str, player) -> float:
        """A hex with a dragon produces nothing: it counts for nothing."""
        state = self.state
        value = super().corner_value(corner, player)
        return value - sum(base.pips(state.board.number.get(h)) for h in state.board.grid.corners[corner].hexes
                           if h in state.held_back)

    def targets(self, player) -> set[str]:
        """Where to sail: free intersections beside a hex that still produces (no dragon on it)."""
        state = self.state
        return {c for c in super().targets(player)
                if any(state.board.resource(h) and h in state.board.number and h not in state.held_back
                       and not state.dragons.get(h) for h in state.board.grid.corners[c].hexes
                       if h in state.board.land) and not self._dragon_land(c)}

    def _dragon_land(self, corner: str) -> bool:
        """A corner of the main island (the dragons' home): not worth a new settlement."""
        return any(h in self.state.main_land for h in self.state.board.grid.corners[corner].hexes)

    # --- the desert a build fills (TDE-DESERT-3) -------------------------------------------------------------------
    def record(self, event: dict) -> None:
        state = self.state
        if event["kind"] == "build" and dragons.gathers(state, event) and dragons.brought(state):
            player = state.by_name[event["player"]]
            mine = player.settlements | player.cities

            def near(desert: str) -> tuple:
                return (sum(c in mine for c in state.board.grid.corners_of(desert)), desert)

            event = {**event, "desert": min(dragons.fewest(state), key=near)}
        super().record(event)

    # --- nothing onward from a blocked road (TDE-DESERT-10) ---------------------------------------------------------
    def free_spots(self, player) -> list[str]:
        return settlement_spots(self.state, player)

    def best_spot(self, player) -> str | None:
        spots = self.free_spots(player)
        away = [c for c in spots if not self._dragon_land(c)]
        spots = away if away and self.state.storm else spots
        return max(spots, key=lambda c: (self.corner_value(c, player), c)) if spots else None

    def best_road(self, player, roads: set[str] | None = None) -> str | None:
        roads = self.state.onward_roads(player) if roads is None else set(roads)
        return super().best_road(player, roads - set(self.state.blocked_roads(player)))

    def goals(self, player) -> list[str]:
        out = super().goals(player)
        if "settlement" in out and not self.free_spots(player):
            out.remove("settlement")
        if "road" in out and self.best_road(player) is None:
            out.remove("road")
        return out

    # --- the 7 without robber (TDE-DESERT-2) ----------------------------------------------------------------------
    def seven(self, roller) -> None:
        for p in list(self.state.players):
            owed = self.state.owed.get(p.name)
            if owed:
                self.record({"kind": "discard", "player": p.name, "cards": self.discard_choice(p, owed)})
        rich = [p for p in self.state.players if p is not roller and p.cards()]
        if not rich:
            self.record({"kind": "steal", "player": roller.name})
            return
        victim = max(rich, key=lambda v: (v.cards(), -v.seat))
        self.record({"kind": "steal", "player": roller.name, "victim": victim.name,
                     "stolen": self.rng.choice(base.expand(victim.hand))})

    # --- the knights' revenge (TDE-DESERT-12) ----------------------------------------------------------------------
    def dragon_target(self, player) -> str | None:
        state = self.state
        main = state.main_land
        land = [h for h in state.board.grid.hexes if h in main and h in state.held_back]

        def cost(h: str) -> tuple:
            mine = sum(2 if state.occupant[c][1] == "city" else 1 for c in state.board.grid.corners_of(h)
                       if state.occupant.get(c, ("",))[0] == player.name)
            return (mine * base.pips(state.board.number.get(h)), h)

        return max(land, key=cost) if land else None

    def robber_hurts(self, player) -> bool:
        target = self.dragon_target(player)
        return target is not None and any(state_occ[0] == player.name for c in self.state.board.grid.corners_of(target)
                                          if (state_occ := self.state.occupant.get(c)))

    def knight(self, player) -> None:
        target = self.dragon_target(player)
        if target:
            self.record({"kind": "play", "player": player.name, "card": "knight", "to": target})


def game():
    register_builtins()
    return registry.find("desert-dragons")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options({})
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board(None, None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    return base.play(Path(path), rules, setup, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
