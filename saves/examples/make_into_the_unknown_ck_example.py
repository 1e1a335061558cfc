"""Build ``into-the-unknown-ck-3p-test.toml``: three players on Into the Unknown's TEST layout with Cities & Knights
(TDE-UNKNOWN-8): a settlement, a city and a third settlement each, discovery, treasures used or kept, a win.

Run from the project root::

    python saves/examples/make_into_the_unknown_ck_example.py            # writes saves/examples/into-the-unknown-ck-3p-test.toml
    python saves/examples/make_into_the_unknown_ck_example.py OUT.toml   # writes elsewhere

The bot is the examples' bots in one class: Into the Unknown's (``make_into_the_unknown_example.py``: treasures
kept unused) over The Treasure Islands with C&K's (``make_treasure_islands_ck_example.py``: the C&K turn, a
development card's treasure naming a progress deck); the set-up places the piece the game asks for (the city of
the second round). The victory point target, lost from the transcribed rulebook, is this table's own: 13
(``--option victory_points=13``). ``tests/test_tde_unknown_ck.py`` checks that this script reproduces the file byte
for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.games import register_builtins

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "into-the-unknown-ck-3p-test.toml"
SEED = 26
TITLE = "Example: three players on Into the Unknown's TEST layout with Cities & Knights"
CREATED = dt.datetime(2026, 12, 2, 0, 30, tzinfo=dt.timezone.utc)
VICTORY_POINTS = 13           # the table's own target: the printed one was lost (catan-td-and-e.md §1.4)

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_into_the_unknown_example as unknown  # noqa: E402
import make_treasure_islands_ck_example as islands_ck  # noqa: E402
import make_treasure_islands_example as islands  # noqa: E402

PLAYERS = islands.PLAYERS


class Bot(unknown.Bot, islands_ck.Bot):
    """Treasures kept unused (Into the Unknown) over the C&K turn and progress-card treasures."""


def game():
    register_builtins()
    return registry.find("into-the-unknown-ck")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return islands.play(game(), TITLE, CREATED, VICTORY_POINTS, Bot, path, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
