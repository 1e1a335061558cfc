"""Build ``enchanted-land-3p-test.toml``: three players on the Enchanted Land TEST layout, won by the sixth dragon.

Run from the project root::

    python saves/examples/make_enchanted_land_example.py            # writes saves/examples/enchanted-land-3p-test.toml
    python saves/examples/make_enchanted_land_example.py OUT.toml   # writes elsewhere

A scripted game, typed as at the table (every line goes through the game's own notation and ``Session.record``):
the set-up "settlement, city, then the second settlement" (TDE-ENCHANT-1), Anna's ship line from 2d:4 to the
enchanted land's coast 2e:6; her knight built on 2d:6, joined to 2d:4 by a road, crosses over (TDE-ENCHANT-4), moves
3 intersections inland onto a dragon (TDE-ENCHANT-7) and fights in a later turn (TDE-DRAGON-2); a lost fight leaves
the dragon with its strength known (TDE-DRAGON-6), a promotion wins it back, and the sixth dragon wins the game
(TDE-DRAGON-7). The options ``dragons_1…3 = 4, 2, 1`` (this TEST layout's seven tokens) check every strength typed.
No 7 and no barbarian ship is rolled (the other members' examples show those). ``tests/test_enchanted_land_example.py``
checks that this script reproduces the file byte for byte.

:class:`Bot` (the Seafarers-with-C&K example's bot with the set-up "settlement, city, settlement" on the main island,
building only there, knights crossing over, moving onto dragons and fighting them with random pennants) plays the
random legal games of the property tests (``tests/test_properties.py``).
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.core.session import Session
from referee.games import register_builtins
from referee.games.catan import building
from referee.games.catan.tde.enchanted_land import dragons, land
from referee.games.catan.tde.scenario_base import on_main_island

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "enchanted-land-3p-test.toml"
TITLE = "Example: three players on the Enchanted Land TEST layout"
CREATED = dt.datetime(2026, 12, 1, 22, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white"), ("Dana", "orange")]   # the example: the first three
OPTIONS = {"dragons_1": 4, "dragons_2": 2, "dragons_3": 1}

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


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
import make_seafarers_ck_example as ck  # noqa: E402


class Bot(ck.Bot):
    """The C&K example's bot on the main island, sending knights over to the dragons."""

    STYLE = {**ck.Bot.STYLE, "Dana": "city"}

    def setup_turn(self, name: str) -> None:
        """Settlement, then city, then settlement, each on the main island, with a road or — on the coast, by
        chance — a ship; the first on the coast (TDE-ENCHANT-1)."""
        state, player = self.state, self.me(name)
        piece = state.setup_piece()
        spots = [c for c in building.settlement_spots(state, player, setup=True) if on_main_island(state, c)]
        if not any(state.coastal(c) for c in player.settlements | player.cities):
            spots = [c for c in spots if state.coastal(c)] or spots        # the coast first, while there is room
        corner = max(spots, key=lambda c: (self.corner_value(c, player) + self.rng.random(), c))
        self.record({"kind": "build", "player": name, "piece": piece, "at": corner})
        paths = [p for p in state.board.grid.corners[corner].paths if p not in state.road_owner
                 and p not in state.ship_owner]
        roads = sorted(p for p in paths if p in state.board.land_sides and not land.path_on_enchanted(state, p))
        ships = sorted(p for p in paths if p in state.board.sea_sides)
        if ships and (not roads or (state.coastal(corner) and self.rng.random() < 0.5)):
            self.record({"kind": "build", "player": name, "piece": "ship", "at": ships[0]})
        else:
            self.record({"kind": "build", "player": name, "piece": "road", "at": roads[0]})

    # --- building on the main island only (TDE-ENCHANT-3 leaves little on the enchanted land) -------------------
    def at_home(self, corner: str) -> bool:
        return not land.on_enchanted(self.state, corner)

    def best_spot(self, player) -> str | None:
        spots = [c for c in building.settlement_spots(self.state, player) if self.at_home(c)]
        return max(spots, key=lambda c: (self.corner_value(c, player), c)) if spots else None

    def best_road(self, player, roads: set[str] | None = None) -> str | None:
        path = super().best_road(player, roads)
        return None if path is None or land.path_on_enchanted(self.state, path) else path

    def goals(self, player) -> list[str]:
        out = super().goals(player)
        if "settlement" in out and self.best_spot(player) is None:
            out.remove("settlement")
        if "road" in out and self.best_road(player) is None:
            out.remove("road")
        return out

    def record(self, event: dict) -> None:
        """What the C&K bot knows nothing of: no knight back from the enchanted land (TDE-ENCHANT-5), no card
        against a knight there (TDE-ENCHANT-10)."""
        state = self.state
        if event["kind"] == "knight" and event["action"] in ("move", "displace") and \
                land.where(state, event) in ("back", "cross") and event.get("origin") != "enchant":
            return
        if event["kind"] == "progress" and event.get("at") and not state.knight_targetable(event["at"]):
            event = {"kind": "progress", "player": event["player"], "card": "spy"}
        super().record({k: v for k, v in event.items() if k != "origin"})

    # --- the enchanted land: cross, move onto a dragon, fight ---------------------------------------------------
    def knights(self, player) -> None:
        super().knights(player)
        state = self.state
        for at, knight in sorted(state.knights_of(player.name).items()):
            if state.winner or not knight.active or knight.acted == state.turn or knight.activated == state.turn:
                continue
            if land.on_enchanted(state, at):
                if at in state.lairs:
                    shows = state.lairs[at] or self.rng.choice(dragons.STRENGTHS)
                    self.record({"kind": "fight", "player": player.name, "at": at, "shows": shows})
                    continue
                moves = [c for c in land.roam_moves(state, at) if c in state.lairs]
                if moves:
                    self.record({"kind": "knight", "player": player.name, "action": "move", "at": at,
                                 "to": moves[0]})
            elif not land.over_there(state, player):
                spots = land.crossings(state, player, at)
                if spots:
                    self.record({"kind": "knight", "player": player.name, "action": "move", "at": at,
                                 "to": spots[0], "origin": "enchant"})


def game():
    register_builtins()
    return registry.find("enchanted-land")


NOTES = {"build settlement 2d:4": "the ship line to the enchanted land leaves from here (TDE-ENCHANT-4)"}


def typed(session: Session, player: str, line: str) -> None:
    """One line as typed (``--note`` as the table adds it)."""
    verb, *words = line.split()
    rules = session.game
    event = rules.parse(session.state, verb, words, player)
    session.record({**event, **({"note": NOTES[line]} if line in NOTES else {})})


def build(path: Path | str = OUTPUT) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options(OPTIONS)
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board(None, None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS[:3]])
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
