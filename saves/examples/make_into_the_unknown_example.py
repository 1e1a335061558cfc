"""Build ``into-the-unknown-3p-test.toml``: three players on Into the Unknown's TEST layout, three set-up
settlements each, discovery, treasures used or kept, a win.

Run from the project root::

    python saves/examples/make_into_the_unknown_example.py            # writes saves/examples/into-the-unknown-3p-test.toml
    python saves/examples/make_into_the_unknown_example.py OUT.toml   # writes elsewhere

The bot is The Treasure Islands example's (``make_treasure_islands_example.py``), imported and extended: the set-up
has a third round (TDE-UNKNOWN-1, the game's own order), and a treasure is kept unused about half the time while
fewer than 4 are kept (TDE-UNKNOWN-6, TDE-TREASURE-10…14); the second kept one brings a 2:1 harbour, placed beside
a coastal settlement or held for one (TDE-TREASURE-13). The victory point target, lost from the transcribed
rulebook, is this table's own: 10 (``--option victory_points=10``). ``tests/test_into_the_unknown.py`` checks that
this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.games import register_builtins
from referee.games.catan.tde import treasure

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "into-the-unknown-3p-test.toml"
SEED = 13
TITLE = "Example: three players on Into the Unknown's TEST layout"
CREATED = dt.datetime(2026, 12, 1, 22, 0, tzinfo=dt.timezone.utc)
VICTORY_POINTS = 10           # the table's own target: the printed one was lost (catan-td-and-e.md §1.4)

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_treasure_islands_example as islands  # noqa: E402

PLAYERS = islands.PLAYERS


class Bot(islands.Bot):
    """The Treasure Islands example's bot, keeping some treasures unused."""

    def treasure(self, player) -> dict:
        state = self.state
        kept = state.kept.get(player.name, 0)
        if kept >= treasure.KEPT_MAX or self.rng.random() < 0.4:
            return super().treasure(player)
        event = {"kind": "treasure", "player": player.name, "reward": "keep"}
        free = treasure.free_harbours(state)
        if kept == 1 and free:
            sites = treasure.coastal_sites(state, player)
            event["harbour"] = self.rng.choice(free)
            if sites:
                event["site"] = sites[0]
        return event


def game():
    register_builtins()
    return registry.find("into-the-unknown")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return islands.play(game(), TITLE, CREATED, VICTORY_POINTS, Bot, path, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
