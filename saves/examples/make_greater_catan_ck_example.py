"""Build ``greater-catan-ck-3p-test.toml``: three players on the Greater Catan TEST layout with Cities & Knights
(TDE-GEN-2), a win at 20.

Run from the project root::

    python saves/examples/make_greater_catan_ck_example.py            # writes saves/examples/greater-catan-ck-3p-test.toml
    python saves/examples/make_greater_catan_ck_example.py OUT.toml   # writes elsewhere

The bot is both examples' bots in one class: Greater Catan's (``make_greater_catan_example.py``: the main-island
set-up, the new island's numbers) and the Seafarers-with-C&K one (``make_seafarers_ck_example.py``: the event die,
knights, commodities, improvements, progress cards). Every event goes through ``Session.record``, as at the table;
``tests/test_tde_greater_ck.py`` checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "greater-catan-ck-3p-test.toml"
SEED = 5
TITLE = "Example: three players on the Greater Catan TEST layout with Cities & Knights"
CREATED = dt.datetime(2026, 12, 1, 23, 30, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
import make_greater_catan_example as greater  # noqa: E402
import make_seafarers_ck_example as ck  # noqa: E402


class Bot(greater.Bot, ck.Bot):
    """Greater Catan's numbers and the C&K turn."""


def game():
    register_builtins()
    return registry.find("greater-catan-ck")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options({})
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board(None, None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    return greater.base.play(Path(path), rules, setup, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
