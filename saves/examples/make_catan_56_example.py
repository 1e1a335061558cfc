"""Build ``catan-5-6-six-example.toml``: six players with the 5–6 extension, special building phases, a win.

Run from the project root::

    python saves/examples/make_catan_56_example.py            # writes saves/examples/catan-5-6-six-example.toml
    python saves/examples/make_catan_56_example.py OUT.toml   # writes elsewhere

The bot is the base example's (``make_catan_example.py``), imported and extended: six seats with their
styles, and after every ``end`` the special building phase (CATAN56-SBP-1): each other player in seat order
from the ender's left builds or buys when he holds at least :data:`SPECIAL_HAND` cards (a hand that a 7
would halve); with ``--option turn_rule=paired`` (the property tests) Settler 2 builds and ends his part.
Every event goes through ``Session.record``, as at the table; the game is deterministic, and
``tests/test_catan_five_six_example.py`` checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.games.catan.five_six.paired import SETTLER_2
from referee.games.catan.five_six.special_build import SPECIAL, builders

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-5-6-six-example.toml"
SEED = 7
TITLE = "Example: six players with the 5–6 extension"
CREATED = dt.datetime(2026, 12, 1, 19, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white"), ("Dana", "orange"), ("Eva", "green"),
           ("Filip", "brown")]
STYLE = {"Anna": "road", "Ben": "army", "Cyril": "road", "Dana": "army", "Eva": "road", "Filip": "army"}
SPECIAL_HAND = 6


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the base example beside this script, run or loaded
import make_catan_example as base  # noqa: E402


class Bot(base.Bot):
    """The base example's bot at a table of six, with the special building phase."""

    STYLE = STYLE

    def play_turn(self, name: str) -> None:
        super().play_turn(name)
        if self.state.between == SPECIAL:
            self.special_build()
        elif self.state.between == SETTLER_2:
            self.settler_2()

    def special_build(self) -> None:
        """CATAN56-SBP-1/2: the others in seat order build and buy, paying normally; no trades."""
        for player in builders(self.state):
            if player.cards() >= SPECIAL_HAND:
                self.build(player)


    def settler_2(self) -> None:
        """CATAN56-PAIR-3 (with ``--option turn_rule=paired``): Settler 2 builds and buys, then ends his part."""
        player = self.state.current
        self.build(player)
        if not self.state.winner:
            self.record({"kind": "end", "player": player.name})


def game():
    return base.variant("catan-5-6")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return base.play_variant(path, "catan-5-6", "six-example", TITLE, CREATED, PLAYERS, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
