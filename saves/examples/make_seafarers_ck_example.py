"""Build ``seafarers-ck-3p-test.toml``: three players on the Seafarers TEST layout with Cities & Knights, a win.

Run from the project root::

    python saves/examples/make_seafarers_ck_example.py            # writes saves/examples/seafarers-ck-3p-test.toml
    python saves/examples/make_seafarers_ck_example.py OUT.toml   # writes elsewhere

The bot is the Seafarers example's (``make_seafarers_example.py``), imported and extended for Cities & Knights: every
roll carries the event die and the red die (CK-BARB-1), a barbarian attack names the city lost where there is a
choice (CK-BARB-4) and the progress cards drawn (CK-BARB-5, CK-PROG-2); a 7 before the first attack only makes
players discard (CK-BARB-7); knights are built, activated while the barbarians come near, and chase the robber off
the player's hexes (CK-KNIGHT-3, CK-ACT-1/6); commodities buy improvements (CK-IMP-1); progress cards are played
(Irrigation, Intrigue refereed; the others recorded as typed, CK-PROG-1). Every event goes through
``Session.record``, as at the table; ``tests/test_seafarers_ck_example.py`` checks that this script reproduces the
file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections import Counter
from pathlib import Path

from referee.core import registry
from referee.core.game import Setup
from referee.games import register_builtins
from referee.games.catan.cities_knights import barbarians, data, knights, progress
from referee.games.catan.robber import eligible_victims

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "seafarers-ck-3p-test.toml"
SEED = 106
TITLE = "Example: three players on the Seafarers TEST layout with Cities & Knights"
CREATED = dt.datetime(2026, 12, 1, 21, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
FACES = ("ship", "ship", "ship", "green", "yellow", "blue")      # the event die (CK-BARB-1)
TRACK_ORDER = ("politics", "science", "trade")                  # what the bot improves first

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
import make_seafarers_example as sea  # noqa: E402


class Bot(sea.Bot):
    """The Seafarers example's bot with knights, barbarians, commodities and progress cards."""

    # --- the roll: the event die and what it asks for (CK-BARB, CK-PROG-2) --------------------------------------
    def record(self, event: dict) -> None:
        if event["kind"] == "roll":
            event = self.event_die(event)
        if event["kind"] == "move_ship" and self.strands_a_knight(event):
            return                                   # CK-SEA-2: that ship stays
        super().record(event)

    def strands_a_knight(self, event: dict) -> bool:
        state, player = self.state, self.me(event["player"])
        grid = state.board.grid
        rest = (player.ships - {event["from"]}) | {event["to"]}
        network = {e for p in player.roads | rest for e in grid.sides[p].ends}
        return any(c not in network for c in state.knights_of(player.name))

    def event_die(self, event: dict) -> dict:
        state = self.state
        face = self.rng.choice(FACES)
        event = {**event, "event": face, "red": event["dice"][0]}
        draws: dict[str, dict[str, int]] = {}
        if barbarians.attacks_now(state, event):
            if barbarians.strength(state) > sum(barbarians.contributions(state).values()):
                lose = [min(barbarians.plain_cities(state, n)) for n in barbarians.losers(state)
                        if len(barbarians.plain_cities(state, n)) > 1]
                if lose:
                    event["lose"] = lose
            else:
                top = barbarians.defenders(state)
                if len(top) > 1:
                    for name in top:
                        deck = max(data.TRACKS, key=lambda t: (state.deck_left(t), t))
                        if self.may_draw(name, deck):
                            draws[name] = {deck: 1}
        if face in data.GATES:
            deck = data.GATES[face]
            for name in barbarians.entitled(state, face, event["red"]):
                if self.may_draw(name, deck):
                    draws[name] = {deck: 1}
        if draws:
            event["progress"] = draws
        return event

    def may_draw(self, name: str, deck: str) -> bool:
        return barbarians.may_draw(self.state, name, deck)

    # --- a 7: the robber only after the first attack (CK-BARB-7) ---------------------------------------------------
    def seven(self, roller) -> None:
        for p in list(self.state.players):
            owed = self.state.owed.get(p.name)
            if owed:
                self.record({"kind": "discard", "player": p.name, "cards": self.discard_choice(p, owed)})
        if self.state.robber_pending:
            choice = self.robber_choice(roller)
            kind = "robber" if choice["to"] in self.state.board.land else "pirate"
            self.record({"kind": kind, "player": roller.name, **choice})

    def discard_choice(self, player, n: int) -> dict:
        """Commodities go first, then the base bot's choice among the resources."""
        goods = Counter({c: player.hand.get(c, 0) for c in data.COMMODITIES})
        out: Counter = Counter()
        for c in data.COMMODITIES:
            take = min(goods[c], n - sum(out.values()))
            if take > 0:
                out[c] = take
        rest = n - sum(out.values())
        if rest:
            out.update(super().discard_choice(player, rest))
        return {k: out[k] for k in (*sea.ORDER, *data.COMMODITIES) if out[k]}

    # --- progress cards (CK-PROG-1…6) -----------------------------------------------------------------------------
    def progress(self, player) -> None:
        state = self.state
        held = state.progress[player.name]
        if held["science"] and progress.irrigated(state, player):
            self.record({"kind": "progress", "player": player.name, "card": "irrigation"})
        if held["politics"] and not state.winner:
            network = set(state.network_corners(player))
            targets = [c for c, k in sorted(state.knights.items()) if k.owner != player.name and c in network]
            if targets:
                owner = state.by_name[state.knights[targets[0]].owner]
                sites = state.displaced_sites(owner, targets[0], player)
                self.record({"kind": "progress", "player": player.name, "card": "intrigue", "at": targets[0],
                             **({"place": sites[0]} if sites else {})})
            else:
                self.record({"kind": "progress", "player": player.name, "card": "spy"})
        if held["trade"] and not state.winner:
            self.record({"kind": "progress", "player": player.name, "card": "merchant"})

    # --- building: the base bot's, then knights and improvements ---------------------------------------------------
    def build(self, player) -> None:
        super().build(player)
        state = self.state
        if state.winner:
            return
        self.knights(player)
        for track in TRACK_ORDER:
            while not state.winner and player.cities and self.improvable(player, track):
                self.record({"kind": "improve", "player": player.name, "track": track,
                             **self.metropolis_city(player, track)})

    def improvable(self, player, track: str) -> bool:
        state = self.state
        level = state.level(player.name, track)
        if level >= data.improvements()["levels"]:
            return False
        good = data.improvements()["tracks"][track]
        return player.hand.get(good, 0) >= data.improvements()["costs"][level]

    def metropolis_city(self, player, track: str) -> dict:
        from referee.games.catan.cities_knights.improvements import _takes_metropolis
        state = self.state
        if _takes_metropolis(state, player.name, track, state.level(player.name, track) + 1):
            return {"at": barbarians.plain_cities(state, player.name)[0]}
        return {}

    def knights(self, player) -> None:
        state = self.state
        cost, grain = data.knights()["build"], data.knights()["activate"]
        mine = state.knights_of(player.name)
        sites = knights.build_sites(state, player)
        if len(mine) < 2 and sites and player.hand.holds(cost) and state.knights_left(player.name, 1):
            self.record({"kind": "knight", "player": player.name, "action": "build", "at": sites[0]})
            mine = state.knights_of(player.name)
        basic = [c for c, k in sorted(mine.items()) if k.rank == 1 and k.promoted != state.turn]
        if basic and player.hand.holds(data.knights()["promote"]) and state.knights_left(player.name, 2) and \
                len(mine) == 2 and not state.winner:
            self.record({"kind": "knight", "player": player.name, "action": "promote", "at": basic[0]})
        for at, knight in sorted(mine.items()):
            if not knight.active and player.hand.holds(grain) and not state.winner and (
                    state.barbarians >= 3 or knight.rank > 1 or self.rng.random() < 0.3):
                self.record({"kind": "knight", "player": player.name, "action": "activate", "at": at})
        for at, knight in sorted(state.knights_of(player.name).items()):
            ready = knight.active and knight.activated != state.turn and knight.acted != state.turn
            weaker = knights.displaces(state, player, at) if ready else []
            if weaker and not state.winner:
                owner = state.by_name[state.knights[weaker[0]].owner]
                sites = [c for c in state.displaced_sites(owner, weaker[0], player) if c != weaker[0]]
                self.record({"kind": "knight", "player": player.name, "action": "displace", "at": at,
                             "to": weaker[0], **({"place": sites[0]} if sites else {})})
                continue
            if (state.attacks and knight.active and knight.activated != state.turn and knight.acted != state.turn
                    and state.robber in state.board.grid.corners[at].hexes and self.robber_hurts(player)
                    and not state.winner):
                choice = self.robber_choice(player)
                if choice["to"] in state.board.land:
                    self.record({"kind": "knight", "player": player.name, "action": "chase", "at": at, **choice})


def game():
    register_builtins()
    return registry.find("seafarers-ck")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    rules = game()
    options = rules.resolve_options({})
    setup = Setup(rules.key, TITLE, CREATED, options, rules.make_board("seafarers-test", None, [], options),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    return sea.base.play(Path(path), rules, setup, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
