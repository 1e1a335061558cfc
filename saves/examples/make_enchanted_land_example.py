"""Build ``enchanted-land-3p-test.toml``: three players on the Enchanted Land TEST layout, won by the sixth dragon.

Run from the project root::

    python saves/examples/make_enchanted_land_example.py            # writes saves/examples/enchanted-land-3p-test.toml
    python saves/examples/make_enchanted_land_example.py OUT.toml   # writes elsewhere

A scripted game, typed as at the table (every line goes through the game's own notation and ``Session.record``):
the set-up "settlement, city, then the second settlement" (TDE-ENCHANT-1), Anna's ship line from 2d:4 to the
enchanted land's coast 2e:6; her knight built on 2d:6, joined to 2d:4 by a road, crosses over (TDE-ENCHANT-4), moves
3 intersections inland onto a dragon (TDE-ENCHANT-7) and fights in a later turn (TDE-DRAGON-2); a lost fight leaves
the dragon with its strength known (TDE-DRAGON-6), a promotion wins it back, and the sixth dragon wins the game
(TDE-DRAGON-7). The option ``dragon_mix = "4/2/1"`` (this TEST layout's seven tokens) checks every strength typed.
No 7 and no barbarian ship is rolled (the other members' examples show those). ``tests/test_enchanted_land_example.py``
checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.core.session import Session
from referee.games import register_builtins

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "enchanted-land-3p-test.toml"
TITLE = "Example: three players on the Enchanted Land TEST layout"
CREATED = dt.datetime(2026, 12, 1, 22, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
OPTIONS = {"dragon_mix": "4/2/1"}

SETUP = [
    ("Anna", "build settlement 2d:4"), ("Anna", "build ship 2e:7"),          # the ship line to 2e:6
    ("Ben", "build settlement 2b:6"), ("Ben", "build road 2b:7"),
    ("Cyril", "build settlement 3c:6"), ("Cyril", "build road 3c:7"),
    ("Cyril", "build city 1b:6"), ("Cyril", "build road 1b:7"),
    ("Ben", "build city 4c:4"), ("Ben", "build road 4c:5"),
    ("Anna", "build city 2c:4"), ("Anna", "build road 2d:7"),
    ("Anna", "build settlement 3d:4"), ("Anna", "build road 3d:3"),
    ("Ben", "build settlement 1a:6"), ("Ben", "build ship 1a:5"),
    ("Cyril", "build settlement 4a:4"), ("Cyril", "build road 4a:3"),
]

# Anna's turns after her roll (the others roll and end); the roll first: TOTAL red N FACE.
ANNA = [
    ("roll 6 red 3 blue", ["build road 2d:5"]),                               # 2d:6 joined to 2d:4
    ("roll 9 red 4 green", ["maritime give 4 grain get 1 wool", "knight build 2d:6", "knight activate 2d:6"]),
    ("roll 9 red 4 yellow", ["knight move 2d:6 2e:6", "knight activate 2e:6"]),   # crossing over: inactive
    ("roll 9 red 5 blue", ["knight move 2e:6 3f:4", "knight activate 3f:4"]),     # 3 inland, onto a dragon
    ("roll 9 red 5 green", ["fight 3f:4 1", "knight activate 3f:4"]),            # won: 1 dragon
    ("roll 9 red 3 yellow", ["knight move 3f:4 3g:6", "knight activate 3g:6"]),
    ("roll 9 red 3 blue", ["fight 3g:6 2", "knight activate 3g:6"]),             # lost: its strength 2 is known
    ("roll 8 red 4 green", ["maritime give 4 grain get 1 wool", "knight promote 3g:6"]),   # a strong knight
    ("roll 9 red 4 yellow", ["fight 3g:6 2", "knight activate 3g:6"]),           # won: 2 dragons
    ("roll 9 red 5 blue", ["knight move 3g:6 3g:4", "knight activate 3g:4"]),
    ("roll 9 red 5 green", ["fight 3g:4 1", "knight activate 3g:4"]),            # 3
    ("roll 9 red 3 yellow", ["knight move 3g:4 2g:6", "knight activate 2g:6"]),
    ("roll 9 red 3 blue", ["fight 2g:6 1", "knight activate 2g:6"]),             # 4
    ("roll 9 red 4 green", ["knight move 2g:6 2f:4", "knight activate 2f:4"]),
    ("roll 9 red 4 yellow", ["fight 2f:4 1", "knight activate 2f:4"]),           # 5
    ("roll 9 red 5 blue", ["knight move 2f:4 2f:6", "knight activate 2f:6"]),
    ("roll 9 red 5 green", ["fight 2f:6 2"]),                                    # the sixth dragon: Anna wins
]
OTHERS = ("roll 9 red 4 blue", "roll 9 red 5 green", "roll 8 red 4 yellow", "roll 6 red 3 blue")


def game():
    register_builtins()
    return registry.find("enchanted-land")


def typed(session: Session, player: str, line: str) -> None:
    verb, *words = line.split()
    rules = session.game
    event = rules.parse(session.state, verb, words, player)
    session.record(event)


def build(path: Path | str = OUTPUT) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options(OPTIONS)
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board(None, None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    path = Path(path)
    session = Session.create(path, rules, setup, overwrite=True)
    lock = path.parent / f".{path.name}.lock"
    try:
        for player, line in SETUP:
            typed(session, player, line)
        others = iter(OTHERS * len(ANNA))
        for roll, actions in ANNA:
            typed(session, "Anna", roll)
            for line in actions:
                typed(session, "Anna", line)
            if session.state.winner:
                break
            typed(session, "Anna", "end")
            for name in ("Ben", "Cyril"):
                typed(session, name, next(others))
                typed(session, name, "end")
    finally:
        lock.unlink(missing_ok=True)
    if session.state.winner != "Anna":
        raise RuntimeError("the example game did not end in Anna's win")
    return path


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
