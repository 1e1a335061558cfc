"""Build ``catan-scenario-lighthouses.toml``: three players of a table's own scenario file, to a win.

Run from the project root::

    python saves/examples/make_catan_scenario_example.py            # writes saves/examples/catan-scenario-lighthouses.toml
    python saves/examples/make_catan_scenario_example.py OUT.toml   # writes elsewhere

The scenario is ``saves/scenarios/lighthouses.toml`` (made up: a lighthouse on an intersection that produces like
a settlement, a market on a hex, a jetty on a path; 8 VP). The bot is the base example's
(``make_catan_example.py``), imported and extended: in its building step a player first builds every item of the
scenario he can pay and place (SCENARIO-4…9), on the place worth most to him. The save holds the scenario
(``[board.scenario]``, SCENARIO-12). Every event goes through ``Session.record``;
``tests/test_catan_scenario.py`` checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core.game import Setup
from referee.games.catan.scenario import file
from referee.games.catan.scenario.rules import built, spots

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-scenario-lighthouses.toml"
SCENARIO = HERE.parent / "scenarios" / "lighthouses.toml"
SEED = 3
TITLE = "Example: a table's own scenario, three players"
CREATED = dt.datetime(2026, 12, 2, 19, 0, tzinfo=dt.timezone.utc)


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the base example beside this script, run or loaded
import make_catan_example as base  # noqa: E402
PLAYERS = base.PLAYERS[:3]


class Bot(base.Bot):
    """The base example's bot, building the scenario's items first."""

    def build(self, player) -> None:
        self.items(player)
        super().build(player)

    def items(self, player) -> None:
        state = self.state
        for key, item in state.items.items():
            while not state.winner and player.hand.holds(item["cost"]):
                places = spots(state, player, item)
                if (not places or built(state, key) >= item["count"]
                        or (item["per_player"] and built(state, key, player.name) >= item["per_player"])):
                    break
                at = max(places, key=lambda p: (self.value(p, item, player), p))
                self.record({"kind": "build", "player": player.name, "piece": key, "at": at})

    def value(self, place: str, item: dict, player) -> float:
        if item["stands"] == "intersection":
            return self.corner_value(place, player)
        if item["stands"] == "hex":
            return base.pips(self.state.board.number.get(place))
        return 0.0


def game():
    return base.variant("catan-scenario")


def setup(path: Path = SCENARIO, rules=None, title: str = TITLE, created: dt.datetime = CREATED,
          players=PLAYERS) -> Setup:
    """The save's set-up: the scenario file's board for ``rules``' edition (3–4 or 5–6, SCENARIO-13)."""
    rules = rules or game()
    board = file.read(str(path), None, rules.edition)
    options = rules.resolve_options({"victory_points": board["scenario"]["victory_points"]})
    return Setup(rules.key, title, created, options, board, [{"name": n, "color": c} for n, c in players])


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return base.play(Path(path), game(), setup(), Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
