"""Build ``catan-scenario-5-6-lighthouses-six.toml``: six players of a table's own scenario file with the 5–6
extension, to a win.

Run from the project root::

    python saves/examples/make_catan_scenario_56_example.py            # writes saves/examples/catan-scenario-5-6-lighthouses-six.toml
    python saves/examples/make_catan_scenario_56_example.py OUT.toml   # writes elsewhere

The scenario is ``saves/scenarios/lighthouses.toml`` on its ``[board_5_6]`` (SCENARIO-13). The bot is the two
examples' bots combined, nothing copied: the scenario's (``make_catan_scenario_example.py``: every item it can
pay and place built first) at the 5–6 example's table (``make_catan_56_example.py``: six seats, the special
building phase after every ``end``, in which the items are built as the base pieces are). Every event goes
through ``Session.record``; ``tests/test_catan_scenario_five_six.py`` checks that this script reproduces the file
byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-scenario-5-6-lighthouses-six.toml"
SEED = 5
TITLE = "Example: a table's own scenario, six players"
CREATED = dt.datetime(2026, 12, 2, 20, 0, tzinfo=dt.timezone.utc)


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_catan_56_example as five_six  # noqa: E402
import make_catan_example as base  # noqa: E402
import make_catan_scenario_example as scenario  # noqa: E402
PLAYERS = five_six.PLAYERS


class Bot(scenario.Bot, five_six.Bot):
    """The scenario's bot at the table of six."""


def game():
    return base.variant("catan-scenario-5-6")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    return base.play(Path(path), rules, scenario.setup(scenario.SCENARIO, rules, TITLE, CREATED, PLAYERS), Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
