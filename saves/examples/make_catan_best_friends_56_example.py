"""Build ``catan-best-friends-5-6-six.toml``: six players of Catan Best Friends with the 5–6 extension, to a win.

Run from the project root::

    python saves/examples/make_catan_best_friends_56_example.py            # writes saves/examples/catan-best-friends-5-6-six.toml
    python saves/examples/make_catan_best_friends_56_example.py OUT.toml   # writes elsewhere

The bot is the two examples' bots combined, nothing copied: the friendly one
(``make_catan_best_friends_example.py``: favours earned, drawn and cashed) at the 5–6 example's table
(``make_catan_56_example.py``: six seats, the special building phase after every ``end``; FRIENDS-14).
Every event goes through
``Session.record``; ``tests/test_catan_helpers_five_six.py`` checks that this script reproduces the file byte
for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-best-friends-5-6-six.toml"
SEED = 7
TITLE = "Example: Catan Best Friends, six players"
CREATED = dt.datetime(2026, 12, 1, 23, 0, tzinfo=dt.timezone.utc)


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_catan_56_example as five_six  # noqa: E402
import make_catan_example as base  # noqa: E402
import make_catan_best_friends_example as friends  # noqa: E402
PLAYERS = five_six.PLAYERS


class Bot(friends.Bot, five_six.Bot):
    """The friendly bot at the table of six."""


def game():
    return base.variant("best-friends-5-6")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return base.play_variant(path, "best-friends-5-6", "six-example", TITLE, CREATED, PLAYERS, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
