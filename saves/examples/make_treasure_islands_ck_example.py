"""Build ``treasure-islands-ck-3p-test.toml``: three players on The Treasure Islands' TEST layout with Cities &
Knights (TDE-ISLANDS-9), a win at 17 (the 3-player target).

Run from the project root::

    python saves/examples/make_treasure_islands_ck_example.py            # writes saves/examples/treasure-islands-ck-3p-test.toml
    python saves/examples/make_treasure_islands_ck_example.py OUT.toml   # writes elsewhere

The bot is both examples' bots in one class: The Treasure Islands' (``make_treasure_islands_example.py``: the
main-island set-up, discoveries, treasures) and the Seafarers-with-C&K one (``make_seafarers_ck_example.py``: the
event die, knights, commodities, improvements, progress cards); a development card's treasure names a progress deck
(CK-PROG-1). Every event goes through ``Session.record``, as at the table; ``tests/test_tde_islands_ck.py`` checks
that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "treasure-islands-ck-3p-test.toml"
SEED = 7          # chosen so the game shows a development card treasure with its deck (TDE-ISLANDS-9)
TITLE = "Example: three players on The Treasure Islands TEST layout with Cities & Knights"
CREATED = dt.datetime(2026, 12, 1, 23, 45, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
import make_seafarers_ck_example as ck  # noqa: E402
import make_treasure_islands_example as islands  # noqa: E402

DECKS = ("science", "trade", "politics")


class Bot(islands.Bot, ck.Bot):
    """The Treasure Islands' discoveries and treasures and the C&K turn."""

    def treasure(self, player) -> dict:
        """A development card's treasure names the progress deck with cards left, while the hand has room."""
        from referee.games.catan.cities_knights import barbarians

        event = super().treasure(player)
        if event["reward"] == "dev_card":
            event.pop("card", None)
            decks = [d for d in DECKS if self.state.deck_left(d)]
            if decks and barbarians.may_draw(self.state, player.name):
                event["deck"] = self.rng.choice(decks)
        return event


def game():
    register_builtins()
    return registry.find("treasure-islands-ck")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options({})
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board(None, None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    rules.check_setup(setup)
    return islands.base.play(Path(path), rules, setup, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
