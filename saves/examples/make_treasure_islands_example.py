"""Build ``treasure-islands-3p-test.toml``: three players on The Treasure Islands' TEST layout, discovery, treasures,
a win.

Run from the project root::

    python saves/examples/make_treasure_islands_example.py            # writes saves/examples/treasure-islands-3p-test.toml
    python saves/examples/make_treasure_islands_example.py OUT.toml   # writes elsewhere

The bot is the Seafarers example's (``make_seafarers_example.py``), imported and extended: the set-up settlements
go on the main island (TDE-ISLANDS-1); when a road or ship reaches a face-down hex the "table" turns over a hex
of the face-down stack and the top of the hidden number stack, drawn with the game's seed (SEA-FOG-1,
TDE-ISLANDS-4/5); when it reaches a treasure the table reads a reward drawn at random (the real mix of the 20
tokens is UNKNOWN, TDE-TREASURE-1) and uses it at once (TDE-ISLANDS-7). The victory point target, lost from the
transcribed rulebook, is this table's own: 8 (``--option victory_points=8``). Every event goes through
``Session.record``, as at the table; ``tests/test_treasure_islands.py`` checks that this script reproduces the
file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections import Counter
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins
from referee.games.catan import building
from referee.games.catan.board import numbered
from referee.games.catan.building import distance_ok
from referee.games.catan.seafarers import ships
from referee.games.catan.vocab import ORDER

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "treasure-islands-3p-test.toml"
SEED = 9
TITLE = "Example: three players on The Treasure Islands' TEST layout"
CREATED = dt.datetime(2026, 12, 1, 21, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
VICTORY_POINTS = 8            # the table's own target: the printed one was lost (catan-td-and-e.md §1.4)
REWARDS = ("grain_wool_brick", "two_free_routes", "one_any", "two_any", "dev_card")

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_catan_example as base  # noqa: E402
import make_seafarers_example as sea  # noqa: E402


def stack(counts: Counter) -> list:
    """A stack's items in a fixed order, one per copy (for seeded draws)."""
    return [k for k in sorted(counts, key=str) for _ in range(max(counts[k], 0))]


class Bot(sea.Bot):
    """The Seafarers example's bot, turning face-down hexes over and taking treasures."""

    STYLE = {"Anna": "road", "Ben": "army", "Cyril": "road"}

    def setup_turn(self, name: str) -> None:
        state = self.state
        home = state.scenario["main"]
        free = {c for c in state.board.land_corners if distance_ok(state, c)
                and set(state.board.grid.corners[c].hexes) & home}
        original = state.board.land_corners
        try:
            state.board.__dict__["land_corners"] = frozenset(free)      # the bot looks only at the main island
            super().setup_turn(name)
        finally:
            state.board.__dict__["land_corners"] = original

    def targets(self, player) -> set[str]:
        """Ships sail for the treasure islands: free intersections off the main island."""
        home = self.state.scenario["main"]
        return {c for c in super().targets(player) if not set(self.state.board.grid.corners[c].hexes) & home}

    def record(self, event: dict) -> None:
        super().record(event)
        while self.state.pending and not self.state.winner:
            kind, player, _place, _setup = self.state.pending[0]
            super().record(self.discover() if kind == "discover" else self.treasure(self.me(player)))

    # --- the table turns a face-down hex over (SEA-FOG-1) --------------------------------------------------
    def discover(self) -> dict:
        state = self.state
        _kind, name, hexname, setup = state.pending[0]
        terrain = self.rng.choice(stack(state.fog_terrains))
        event = {"kind": "discover", "player": name, "hex": hexname, "terrain": terrain}
        if numbered(terrain) and +state.fog_numbers:
            event["number"] = self.rng.choice(stack(state.fog_numbers))
        if terrain == "gold" and (not setup or state.options["setup_discovery_reward"]):
            event["take"] = self.gold_choice(self.me(name), 1)
        return event

    # --- the table reads the treasure's back (TDE-TREASURE-1) ---------------------------------------------------
    def treasure(self, player) -> dict:
        state = self.state
        reward = self.rng.choice(REWARDS)
        event = {"kind": "treasure", "player": player.name, "reward": reward}
        if reward in ("one_any", "two_any"):
            event["take"] = self.gold_choice(player, 1 if reward == "one_any" else 2)
        elif reward == "two_free_routes":
            roads, boats = [], []
            for _ in range(2):
                placed, sailed = player.roads | set(roads), player.ships | set(boats)
                spot = self.best_ship(player, sailed) if player.left("ship") > len(boats) else None
                if spot:
                    boats.append(spot)
                    continue
                free = [p for p in building.road_spots(state, player, placed) if player.left("road") > len(roads)]
                more = [p for p in ships.spots(state, player, sailed) if player.left("ship") > len(boats)]
                if free:
                    roads.append(free[0])
                elif more:
                    boats.append(more[0])
            event.update({k: v for k, v in (("roads", roads), ("ships", boats)) if v})
        elif reward == "dev_card" and state.cards.deck_left():
            event["card"] = self.rng.choice(stack(state.deck))
        return event


def game():
    register_builtins()
    return registry.find("treasure-islands")


def play(rules, title: str, created: dt.datetime, victory_points: int, bot, path: Path | str, seed: int) -> Path:
    """A scenario's example on its TEST layout, with the table's own victory point target, into ``path``."""
    options = rules.resolve_options({"victory_points": victory_points})
    setup = Setup(rules.key, title, created, options, rules.make_board(None, None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    rules.check_setup(setup)
    return base.play(Path(path), rules, setup, bot, seed)


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return play(game(), TITLE, CREATED, VICTORY_POINTS, Bot, path, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
