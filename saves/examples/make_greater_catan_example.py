"""Build ``greater-catan-3p-test.toml``: three players on the Greater Catan TEST layout, the new island's numbers
drawn from the stack and then moved from the main island, a win.

Run from the project root::

    python saves/examples/make_greater_catan_example.py            # writes saves/examples/greater-catan-3p-test.toml
    python saves/examples/make_greater_catan_example.py OUT.toml   # writes elsewhere

The bot is the Seafarers example's (``make_seafarers_example.py``), imported and extended: a hex without a number
is worth an average token when it chooses where to sail (TDE-GREATER-3), and whenever a road or ship reaches such a
hex it types the token — the top one of a shuffled new-island stack (the TD&E tokens of catan-td-and-e.md §1.2)
while the stack lasts, then the best-producing main-island token the three conditions allow (TDE-GREATER-4…6).
Every event goes through ``Session.record``, as at the table; the game is deterministic, and
``tests/test_greater_catan_example.py`` checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.games import register_builtins
from referee.core.game import Setup
from referee.games.catan.board import numbered

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "greater-catan-3p-test.toml"
SEED = 11
TITLE = "Example: three players on the Greater Catan TEST layout"
CREATED = dt.datetime(2026, 12, 1, 21, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
STYLE = {"Anna": "road", "Ben": "army", "Cyril": "road"}
STACK = [3, 4, 4, 5, 5, 6, 8, 9, 9, 10, 10, 11]      # the TD&E box's number tokens (catan-td-and-e.md §1.2)
AVERAGE = 3.0                                        # pips of a token not yet drawn, for choosing where to sail

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the examples beside this script, run or loaded
import make_catan_example as base  # noqa: E402
import make_seafarers_example as sea  # noqa: E402


class Bot(sea.Bot):
    """The Seafarers example's bot, typing the new island's numbers."""

    STYLE = STYLE

    def __init__(self, session, rng):
        super().__init__(session, rng)
        self.stack = list(STACK)
        rng.shuffle(self.stack)

    def may_settle(self, corner: str) -> bool:
        """The set-up on the main island only (TDE-GREATER-1, TDE-DESERT-1)."""
        from referee.games.catan.tde.scenario_base import on_main_island

        return on_main_island(self.state, corner)

    def record(self, event: dict) -> None:
        super().record(event)
        self.numbers()

    def numbers(self) -> None:
        """TDE-GREATER-3…6: every hex waiting for its number gets one, from the stack or the main island."""
        from referee.games.catan.tde.greater_catan import numbers

        state = self.state
        while state.due and not state.winner:
            at, who = state.due[0], state.numberer
            if state.stack_left:
                event = {"kind": "number", "player": who, "at": at, "number": self.stack.pop()}
            else:
                _dropped, allowed = numbers.allowed_sources(state, self.me(who), at)
                source = max(allowed, key=lambda h: (base.pips(state.board.number[h]), h))
                event = {"kind": "number", "player": who, "at": at, "from": source}
            sea.Bot.record(self, event)

    def corner_value(self, corner: str, player) -> float:
        """A hex still without a number counts as an average token."""
        board = self.state.board
        value = super().corner_value(corner, player)
        return value + sum(AVERAGE for h in board.grid.corners[corner].hexes
                           if h in board.land and numbered(board.terrain[h]) and h not in board.number)


def game():
    register_builtins()
    return registry.find("greater-catan")


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
