"""Build ``catan-helpers-5-6-six.toml``: six players of Helpers of Catan with the 5–6 extension, to a win.

Run from the project root::

    python saves/examples/make_catan_helpers_56_example.py            # writes saves/examples/catan-helpers-5-6-six.toml
    python saves/examples/make_catan_helpers_56_example.py OUT.toml   # writes elsewhere

The bot is the two examples' bots combined, nothing copied: the helpers' (``make_catan_helpers_example.py``:
every helper used when it helps) at the 5–6 example's table (``make_catan_56_example.py``: six seats, the
special building phase after every ``end``, in which nobody uses a helper — HELPERS-6). Every event goes through
``Session.record``; ``tests/test_catan_helpers_five_six.py`` checks that this script reproduces the file byte
for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-helpers-5-6-six.toml"
SEED = 7
TITLE = "Example: Helpers of Catan, six players"
CREATED = dt.datetime(2026, 12, 1, 22, 0, tzinfo=dt.timezone.utc)


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_catan_56_example as five_six  # noqa: E402
import make_catan_example as base  # noqa: E402
import make_catan_helpers_example as helpers  # noqa: E402
PLAYERS = five_six.PLAYERS


class Bot(helpers.Bot, five_six.Bot):
    """The helpers' bot at the table of six."""


def game():
    return base.variant("helpers-5-6")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return base.play_variant(path, "helpers-5-6", "six-example", TITLE, CREATED, PLAYERS, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
