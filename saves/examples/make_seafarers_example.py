"""Build ``seafarers-3p-test.toml``: three players on the Seafarers TEST layout, ships, the gold field, a win.

Run from the project root::

    python saves/examples/make_seafarers_example.py            # writes saves/examples/seafarers-3p-test.toml
    python saves/examples/make_seafarers_example.py OUT.toml   # writes elsewhere

The bot is the base example's (``make_catan_example.py``), imported and extended for the sea: a starting road
goes on land (a ship where the settlement has no free land path, SEA-SHIP-8), ships sail from a player's
coast towards the free intersections of the small island with the gold field (SEA-SHIP-1…3), the gold field's
payment is chosen by what the player's next build lacks (SEA-GOLD-1), and a 7 or a Knight aimed at the sea moves
the pirate (SEA-PIRATE-1/2). Every event goes through ``Session.record``, as at the table; the game is
deterministic, and ``tests/test_seafarers_example.py`` checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections import Counter
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins
from referee.games.catan.building import distance_ok
from referee.games.catan.seafarers import gold, pirate, ships
from referee.games.catan.vocab import ORDER

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "seafarers-3p-test.toml"
SEED = 7
TITLE = "Example: three players on the Seafarers TEST layout"
CREATED = dt.datetime(2026, 12, 1, 20, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
STYLE = {"Anna": "road", "Ben": "army", "Cyril": "road"}
FLEET = 6                     # ships a player sails at most, the rest of his lumber and wool builds on land


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the base example beside this script, run or loaded
import make_catan_example as base  # noqa: E402


class Bot(base.Bot):
    """The base example's bot on a board with sea: ships, gold and the pirate."""

    STYLE = STYLE
    FLEET = FLEET

    def may_settle(self, corner: str) -> bool:
        """Whether a set-up settlement may go there (a scenario's bot narrows it: TD&E, the main island)."""
        return True

    # --- set-up: a road on land, else a ship (SEA-SHIP-8) ------------------------------------------------------
    def setup_turn(self, name: str) -> None:
        state, player = self.state, self.me(name)
        spots = [c for c in sorted(state.board.land_corners) if distance_ok(state, c) and self.may_settle(c)]
        corner = max(spots, key=lambda c: (self.corner_value(c, player) + self.rng.random(), c))
        self.record({"kind": "build", "player": name, "piece": state.setup_piece(), "at": corner})
        paths = state.board.grid.corners[corner].paths
        roads = [p for p in paths if p in state.board.land_sides and p not in state.road_owner
                 and p not in state.ship_owner]
        if roads:
            self.record({"kind": "build", "player": name, "piece": "road", "at": sorted(roads)[0]})
        else:
            beside = [p for p in ships.spots(state, player) if corner in state.board.grid.sides[p].ends]
            self.record({"kind": "build", "player": name, "piece": "ship", "at": beside[0]})

    # --- the roll: the gold field's choice (SEA-GOLD-1); Road Building's second piece a ship (SEA-DEV-1) ---------
    def record(self, event: dict) -> None:
        if event["kind"] == "roll" and event["total"] != 7:
            due = gold.owed(self.state, event["total"])
            if due:                 # from what the bank holds once the roll's production is paid
                left = Counter(gold.bank_after_production(self.state, event["total"]))
                event = {**event, "gold": {n: self.gold_choice(self.me(n), k, left) for n, k in due.items()}}
        if event["kind"] == "play" and event.get("card") == "road_building" and len(event.get("roads", [])) == 1:
            player = self.me(event["player"])          # no second road: a ship, where one fits (SEA-DEV-1)
            boats = ships.spots(self.state, player) if player.supply["ship"] > len(player.ships) else []
            if boats:
                event = {**event, "ships": [boats[0]]}
        super().record(event)

    def gold_choice(self, player, count: int, left: Counter | None = None) -> dict:
        """``count`` resources of the player's choice (SEA-GOLD-1) from what the bank can still give (``left``, the
        bank by default), which they leave: several players owed on one roll choose from what the others left."""
        bank = self.state.bank()
        left = Counter(bank) if left is None else left
        goal = (self.goals(player) or ["city"])[0]
        want = Counter(self.missing(player, goal)) if goal in base.COST else Counter()
        out: Counter = Counter()
        for _ in range(count):
            r = max(ORDER, key=lambda r: (left[r] > 0, want[r] - out[r], bank[r] - out[r], -ORDER.index(r)))
            out[r] += 1
            left[r] -= 1
        return {r: out[r] for r in ORDER if out[r]}

    def corner_value(self, corner: str, player) -> float:
        """The base value, and a gold field counts as a producing hex of any resource."""
        board = self.state.board
        value = super().corner_value(corner, player)
        return value + sum(1.2 * base.pips(board.number.get(h)) for h in board.grid.corners[corner].hexes
                           if board.terrain[h] == "gold")

    # --- the robber or the pirate (SEA-PIRATE-1/2) ---------------------------------------------------------------
    def robber_choice(self, mover) -> dict:
        choice = super().robber_choice(mover)
        state = self.state
        seas = [h for h in state.board.grid.hexes if h not in state.board.land and h != state.pirate]
        aboard = [h for h in seas if any(v.cards() for v in pirate.victims(state, mover, h))]
        if choice["to"] in state.board.land and (not aboard or not state.pirate):
            return choice
        if not state.pirate:
            land = [h for h in state.board.grid.hexes if h in state.board.land and h != state.robber]
            return {"to": land[0]}
        to = max(seas, key=lambda h: (h in aboard, len(pirate.victims(state, mover, h)), h))
        rich = [v for v in pirate.victims(state, mover, to) if v.cards()]
        if not rich:
            return {"to": to}
        victim = max(rich, key=lambda v: (v.cards(), -v.seat))
        return {"to": to, "victim": victim.name, "stolen": self.rng.choice(base.expand(victim.hand))}

    def seven(self, roller) -> None:
        for p in list(self.state.players):
            owed = self.state.owed.get(p.name)
            if owed:
                self.record({"kind": "discard", "player": p.name, "cards": self.discard_choice(p, owed)})
        choice = self.robber_choice(roller)
        kind = "robber" if choice["to"] in self.state.board.land else "pirate"
        self.record({"kind": kind, "player": roller.name, **choice})

    # --- ships (SEA-SHIP, SEA-MOVE) ------------------------------------------------------------------------------
    def build(self, player) -> None:
        super().build(player)
        self.sail(player)
        while not self.state.winner and len(player.ships) < self.FLEET and player.hand.holds(self.state.edition.costs["ship"]):
            at = self.best_ship(player)
            if at is None:
                return
            self.record({"kind": "build", "player": player.name, "piece": "ship", "at": at})
            super().build(player)

    def sail(self, player) -> None:
        """SEA-MOVE: once a turn, the ship at an open end that is farthest from any goal moves nearer to one."""
        state = self.state
        if state.winner or state.moved_now:
            return
        for frm in ships.movable(state, player):
            rest = player.ships - {frm}
            to = self.best_ship(player, rest)
            targets = self.targets(player)
            if to and to != frm and self._near(to, targets) < self._near(frm, targets):
                self.record({"kind": "move_ship", "player": player.name, "from": frm, "to": to})
                super().build(player)
                return

    def targets(self, player) -> set[str]:
        """Free intersections worth a settlement that no road of the player reaches."""
        state = self.state
        return {c for c in state.board.land_corners if distance_ok(state, c)
                and not any(p in player.roads for p in state.board.grid.corners[c].paths)}

    def _near(self, path: str, targets: set[str]) -> int:
        return min(self._distance(e, targets) for e in self.state.board.grid.sides[path].ends)

    def best_ship(self, player, fleet: set[str] | None = None) -> str | None:
        """The ship spot nearest a free intersection of another island worth settling."""
        state = self.state
        targets = self.targets(player)
        spots = ships.spots(state, player, fleet)
        if not spots or not targets:
            return None

        def reach(path: str) -> tuple:
            return (-self._near(path, targets), path)

        best = max(spots, key=reach)
        return best if -reach(best)[0] <= 3 else None

    def _distance(self, corner: str, targets: set[str]) -> int:
        corners = self.state.board.grid.corners
        seen, frontier, steps = {corner}, [corner], 0
        while frontier and steps < 6:
            if any(c in targets for c in frontier):
                return steps
            nxt = []
            for c in frontier:
                for n in corners[c].neighbours:
                    if n not in seen:
                        seen.add(n)
                        nxt.append(n)
            frontier, steps = nxt, steps + 1
        return 99


def game():
    register_builtins()
    return registry.find("seafarers")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options({})
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board("seafarers-test", None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    return base.play(Path(path), rules, setup, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
