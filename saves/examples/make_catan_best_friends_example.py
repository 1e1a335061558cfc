"""Build ``catan-best-friends-4p.toml``: four players of Catan Best Friends on the beginner board, to 11 VP.

Run from the project root::

    python saves/examples/make_catan_best_friends_example.py       # writes saves/examples/catan-best-friends-4p.toml
    python saves/examples/make_catan_best_friends_example.py OUT.toml   # writes elsewhere

The bot is the base example's (``make_catan_example.py``), imported and made friendly (FRIENDS-1…13): now and
then it moves the robber where it harms nobody, a player with more than 7 cards gives one away to the player
with the fewest points, and roads join as they happen; every token earned is drawn at once (its guild drawn
from what is left face down, by the seeded dice of the script), and in his turn after the roll a player cashes
what he can — a Catan chip first, then a development card, a resource, a road, the merchants' exchanges — and
exchanges a merchants' token he cannot use. Every event goes through ``Session.record``;
``tests/test_catan_best_friends_example.py`` checks that this script reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections import Counter
from pathlib import Path

from referee.games.catan.bestfriends.rules import GUILDS, cashable, supply
from referee.games.catan.scoring import victory_points
from referee.games.catan.vocab import ORDER

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-best-friends-4p.toml"
SEED = 6          # chosen so that every guild is visited and tokens are exchanged
TITLE = "Example: Catan Best Friends, four players"
CREATED = dt.datetime(2026, 12, 1, 21, 0, tzinfo=dt.timezone.utc)
CASH_ORDER = ("architects", "scholars", "traders", "road_builders", "merchants")


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the base example beside this script, run or loaded
import make_catan_example as base  # noqa: E402
PLAYERS = base.PLAYERS


class Bot(base.Bot):
    """The base example's bot, friendly now and then, drawing and cashing favour tokens."""

    def record(self, event: dict) -> None:
        super().record(event)
        state = self.state
        for player in state.players:                    # FRIENDS-4: each token earned is drawn at once
            while state.due.get(player.name) and not state.winner:
                left = supply(state)
                pool = [g for g in GUILDS for _ in range(max(left[g], 0))]
                if not pool:
                    return
                super().record({"kind": "favour", "player": player.name, "guild": self.rng.choice(pool)})

    def robber_choice(self, mover) -> dict:
        """FRIENDS-1: one move in two goes where nobody else has a building, if such a hex is free."""
        state = self.state
        grid = state.board.grid
        harmless = [h for h in grid.hexes if h != state.robber
                    and not any(state.occupant.get(c, (mover.name,))[0] != mover.name for c in grid.corners_of(h))]
        if harmless and self.rng.random() < 0.5:
            return {"to": harmless[0]}
        return super().robber_choice(mover)

    def progress(self, player) -> None:
        super().progress(player)
        if not self.state.winner:
            self.guilds(player)

    def trade(self, player) -> None:
        self.gift(player)
        super().trade(player)

    def gift(self, player) -> None:
        """FRIENDS-2: more than 7 cards in hand: one card of the most plentiful kind to the poorest player."""
        state = self.state
        if player.cards() <= 7 or state.built:
            return
        poorest = min((p for p in state.players if p is not player),
                      key=lambda p: (victory_points(state, p, hidden=False), p.seat))
        card = max(ORDER, key=lambda r: (player.hand.get(r, 0), -ORDER.index(r)))
        self.record({"kind": "trade", "player": player.name, "with": poorest.name, "give": {card: 1}, "get": {}})

    def guilds(self, player) -> None:
        """FRIENDS-5…10, 12: cash what the tokens earned before this turn buy; exchange a merchants' token."""
        state = self.state
        for kind in CASH_ORDER:
            while not state.winner and cashable(state, player.name)[kind] >= GUILDS[kind].cost:
                fields = FIELDS[kind](self, player)
                if fields is None:
                    break
                self.record({"kind": "guild", "player": player.name, "guild": kind, **fields})
        if (not state.winner and cashable(state, player.name)["merchants"] and not state.built
                and supply(state)["architects"] > 0):
            self.record({"kind": "exchange", "player": player.name, "returned": ["merchants"],
                         "guild": self.rng.choice([g for g in GUILDS for _ in range(max(supply(state)[g], 0))])})

    def _architects(self, player):
        return {} if sum(self.state.chips.values()) < 12 else None

    def _scholars(self, player):
        deck = self.state.deck
        cards = [c for c in deck for _ in range(deck[c])]
        return {"card": self.rng.choice(cards)} if cards else None

    def _traders(self, player):
        goal = (self.goals(player) or ["city"])[0]
        need = self.missing(player, goal)
        bank = self.state.bank()
        wanted = [r for r in ORDER if bank[r] > 0]
        return {"resource": max(wanted, key=lambda r: (need[r], -ORDER.index(r)))} if wanted else None

    def _road_builders(self, player):
        path = self.best_road(player) if player.left("road") else None
        return {"at": path} if path else None

    def _merchants(self, player):
        goal = (self.goals(player) or ["city"])[0]
        need, spare = self.missing(player, goal), self.spare(player, goal)
        bank = self.state.bank()
        get = [r for r in base.expand(need) if bank[r] > 0][:2]
        give = [r for r in base.expand(spare) if r not in get][:len(get)]
        if not give:
            return None
        get = get[:len(give)]
        return {"give": dict(Counter(give)), "get": dict(Counter(get))}


FIELDS = {"architects": Bot._architects, "scholars": Bot._scholars, "traders": Bot._traders,
          "road_builders": Bot._road_builders, "merchants": Bot._merchants}


def game():
    return base.variant("best-friends")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return base.play_variant(path, "best-friends", "beginner-en", TITLE, CREATED, PLAYERS, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
