"""Build ``catan-4p-beginner.toml``: a complete example game played by a simple bot.

Run from the project root::

    python saves/examples/make_catan_example.py            # writes saves/examples/catan-4p-beginner.toml
    python saves/examples/make_catan_example.py OUT.toml   # writes elsewhere

The game is deterministic: dice, drawn development cards and stolen cards come
from one seeded ``random.Random``, and the bot breaks every tie by a fixed
order. Every event goes through ``Session.record`` — the same
parse → validate → apply → write path the CLI uses — so the file cannot hold
an illegal move: if the bot ever proposes one, the engine refuses it and the
script stops with the rule ID.

The bot is deliberately simple and is nudged so that the example shows the
interesting parts of the rules: Anna and Cyril like long roads (Longest Road
changes hands), Ben and Dana buy development cards and play Knights (Largest
Army), the active player trades 1:1 with an opponent when that helps both,
and the bank is used at the best rate the player's harbours give.

With ``SEED`` the game runs 86 turns (324 events) and Ben wins with 10 VP;
``tests/test_example_game.py`` checks that the file is valid, won, shows domestic
and harbour trades, a 7 with discards and a theft, Knights and Largest Army,
every progress card bought and played, Longest Road changing hands, and that
this script reproduces it byte for byte.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections import Counter
from pathlib import Path

from referee.core.game import Setup
from referee.core.graph import longest_trail
from referee.core.session import Session
from referee.games.catan import GAME
from referee.games.catan.board import make_board
from referee.games.catan.building import distance_ok, road_spots, settlement_spots
from referee.games.catan.robber import eligible_victims
from referee.games.catan.scoring import victory_points
from referee.games.catan.trade import rates
from referee.games.catan.edition import BASE
from referee.games.catan.vocab import ORDER

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-4p-beginner.toml"
SEED = 40          # chosen so the game shows every feature listed in the module docstring
TITLE = "Example: four players on the beginner board"
CREATED = dt.datetime(2026, 11, 27, 19, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white"), ("Dana", "orange")]
STYLE = {"Anna": "road", "Ben": "army", "Cyril": "road", "Dana": "army"}
MAX_TURNS = 200
COST = {"road": BASE.costs["road"], "settlement": BASE.costs["settlement"], "city": BASE.costs["city"],
        "dev": BASE.costs["development"]}


def pips(number: int | None) -> int:
    return 0 if not number else 6 - abs(7 - number)


def expand(bag) -> list[str]:
    """A bag as a list of cards in the fixed resource order, other cards (commodities) after them in the order
    the hand holds them (for seeded draws)."""
    return [r for r in (*ORDER, *(k for k in bag if k not in ORDER)) for _ in range(bag.get(r, 0))]


class Bot:
    """Plays all four seats; reads ``session.state``, writes only through ``session.record``."""

    def __init__(self, session: Session, rng: random.Random):
        self.session = session
        self.rng = rng

    # --- plumbing ------------------------------------------------------------
    STYLE = STYLE                 # a variant's bot names its own players' styles

    def style(self, player) -> str:
        """``road`` or ``army``: what the player likes (:attr:`STYLE`)."""
        return self.STYLE[player.name]

    @property
    def state(self):
        return self.session.state

    def record(self, event: dict) -> None:
        self.session.record(event)

    def me(self, name: str):
        return self.state.by_name[name]

    # --- evaluation ----------------------------------------------------------
    def corner_value(self, corner: str, player) -> float:
        """Pips of the hexes a settlement there would touch, plus a little for new resources and harbours."""
        board = self.state.board
        have = self.produced(player)
        value = 0.0
        for h in board.grid.corners[corner].hexes:
            res = board.resource(h)
            if res:
                value += pips(board.number.get(h))
                if res not in have:
                    value += 1.5
        kind = board.harbour_at.get(corner)
        if kind == "3:1":
            value += 1.5
        elif kind and kind in have:
            value += 2.5
        return value

    def produced(self, player) -> set[str]:
        board = self.state.board
        out = set()
        for c in sorted(player.settlements | player.cities):
            for h in board.grid.corners[c].hexes:
                if board.resource(h):
                    out.add(board.resource(h))
        return out

    def length_with(self, player, extra: list[str]) -> int:
        state = self.state
        sides = state.board.grid.sides
        edges = [(p, *sides[p].ends) for p in sorted(player.roads | set(extra))]

        def passable(corner: str) -> bool:
            owner = state.occupant.get(corner)
            return owner is None or owner[0] == player.name

        return longest_trail(edges, passable)

    def best_road(self, player, roads: set[str] | None = None) -> str | None:
        """The road that most lengthens the route (road lovers) or reaches a new settlement spot."""
        state = self.state
        roads = set(player.roads) if roads is None else roads
        spots = road_spots(state, player, roads)
        if not spots:
            return None
        grid = state.board.grid
        base = self.length_with(player, sorted(roads - player.roads))
        lover = self.style(player) == "road"

        def score(path: str) -> tuple:
            extra = sorted((roads - player.roads) | {path})
            gain = self.length_with(player, extra) - base
            reach = 0.0
            for end in grid.sides[path].ends:
                if distance_ok(state, end) and not any(p in roads for p in grid.corners[end].paths):
                    reach = max(reach, self.corner_value(end, player))
                for n in grid.corners[end].neighbours:
                    if distance_ok(state, n):
                        reach = max(reach, 0.5 * self.corner_value(n, player))
            return ((3.0 if lover else 1.0) * gain + 0.4 * reach, path)

        return max(spots, key=score)

    def best_spot(self, player) -> str | None:
        spots = settlement_spots(self.state, player)
        return max(spots, key=lambda c: (self.corner_value(c, player), c)) if spots else None

    def goals(self, player) -> list[str]:
        """What the player saves for, most wanted first."""
        state = self.state
        can_settle = player.left("settlement") > 0 and settlement_spots(state, player)
        can_city = player.settlements and player.left("city") > 0
        can_road = player.left("road") > 0 and road_spots(state, player)
        can_dev = sum(state.deck.values()) > 0
        out = []
        if can_settle:
            out.append("settlement")
        if can_city:
            out.append("city")
        if self.style(player) == "army" and can_dev:
            out.insert(1 if can_settle else 0, "dev")
        if can_road and (not can_settle or self.style(player) == "road"):
            out.append("road")
        if can_dev and "dev" not in out:
            out.append("dev")
        return out

    def spare(self, player, goal: str | None) -> Counter:
        """Cards the player can do without while saving for ``goal``."""
        hand = Counter({r: player.hand.get(r, 0) for r in ORDER})
        if goal:
            hand.subtract(COST[goal])
        return Counter({r: n for r, n in hand.items() if n > 0})

    def missing(self, player, goal: str) -> Counter:
        return Counter({r: n - player.hand.get(r, 0) for r, n in COST[goal].items() if player.hand.get(r, 0) < n})

    # --- set-up --------------------------------------------------------------
    def setup_turn(self, name: str) -> None:
        state, player = self.state, self.me(name)
        spots = settlement_spots(state, player, setup=True)
        corner = max(spots, key=lambda c: (self.corner_value(c, player) + self.rng.random(), c))
        self.record({"kind": "build", "player": name, "piece": "settlement", "at": corner})
        grid = state.board.grid
        paths = [p for p in grid.corners[corner].paths if p not in state.road_owner]

        def toward(path: str) -> tuple:
            far = next(e for e in grid.sides[path].ends if e != corner)
            ahead = [n for n in grid.corners[far].neighbours if n != corner and distance_ok(state, n)]
            return (max((self.corner_value(n, player) for n in ahead), default=0), path)

        self.record({"kind": "build", "player": name, "piece": "road", "at": max(paths, key=toward)})

    # --- a turn --------------------------------------------------------------
    def play_turn(self, name: str) -> None:
        player = self.me(name)
        if self.playable(player, "knight") and self.robber_hurts(player):
            self.knight(player)
            if self.state.winner:
                return
        a, b = self.rng.randint(1, 6), self.rng.randint(1, 6)
        self.record({"kind": "roll", "player": name, "total": a + b, "dice": [a, b]})
        if self.state.winner:        # the roll may open the turn of a player who reached the target (CATAN-END-2)
            return
        if a + b == 7:
            self.seven(player)
        if self.state.winner:
            return
        self.progress(player)
        if self.state.winner:
            return
        self.trade(player)
        self.build(player)
        if not self.state.winner:
            self.record({"kind": "end", "player": name})

    def playable(self, player, card: str) -> bool:
        return (not self.state.dev_played and player.devs[card] - player.bought_now[card] > 0)

    def robber_hurts(self, player) -> bool:
        state = self.state
        return any(state.occupant.get(c, ("",))[0] == player.name for c in state.board.grid.corners_of(state.robber))

    # --- seven, robber, knights ---------------------------------------------
    def seven(self, roller) -> None:
        for p in list(self.state.players):
            owed = self.state.owed.get(p.name)
            if owed:
                self.record({"kind": "discard", "player": p.name, "cards": self.discard_choice(p, owed)})
        self.record({"kind": "robber", "player": roller.name, **self.robber_choice(roller)})

    def discard_choice(self, player, n: int) -> dict:
        goal = (self.goals(player) or [None])[0]
        keep = Counter(COST[goal]) if goal else Counter()
        hand = Counter({r: player.hand.get(r, 0) for r in ORDER})
        out = Counter()
        for _ in range(n):
            r = max(ORDER, key=lambda r: (hand[r] - keep[r], hand[r], -ORDER.index(r)))
            hand[r] -= 1
            out[r] += 1
        return {r: out[r] for r in ORDER if out[r]}

    def robber_choice(self, mover) -> dict:
        state = self.state
        board = state.board

        def score(h: str) -> tuple:
            value = 0.0
            mine = False
            for c in board.grid.corners_of(h):
                occ = state.occupant.get(c)
                if not occ:
                    continue
                if occ[0] == mover.name:
                    mine = True
                    continue
                weight = 2 if occ[1] == "city" else 1
                value += weight * pips(board.number.get(h)) + 0.5 * victory_points(state, state.by_name[occ[0]], hidden=False)
            rich = any(v.cards() for v in eligible_victims(state, mover, h))
            return (not mine, rich, value, h)

        to = max((h for h in board.grid.hexes if h != state.robber), key=score)
        victims = [v for v in eligible_victims(state, mover, to) if v.cards()]
        if not victims:
            return {"to": to}
        victim = max(victims, key=lambda v: (victory_points(state, v, hidden=False), v.cards(), -v.seat))
        return {"to": to, "victim": victim.name, "stolen": self.rng.choice(expand(victim.hand))}

    def knight(self, player) -> None:
        self.record({"kind": "play", "player": player.name, "card": "knight", **self.robber_choice(player)})

    # --- progress cards (and knights after the roll) -------------------------
    def progress(self, player) -> None:
        state = self.state
        if state.dev_played:
            return
        if self.playable(player, "road_building") and player.left("road") > 0:
            first = self.best_road(player)
            if first:
                roads = [first]
                if player.left("road") > 1:
                    second = self.best_road(player, set(player.roads) | {first})
                    if second:
                        roads.append(second)
                self.record({"kind": "play", "player": player.name, "card": "road_building", "roads": roads})
                return
        if self.playable(player, "monopoly"):
            held = {r: sum(p.hand.get(r, 0) for p in state.players if p is not player) for r in ORDER}
            best = max(ORDER, key=lambda r: (held[r], -ORDER.index(r)))
            if held[best] >= 3:
                self.record({"kind": "play", "player": player.name, "card": "monopoly", "resource": best})
                return
        if self.playable(player, "year_of_plenty"):
            goal = (self.goals(player) or ["city"])[0]
            want = expand(self.missing(player, goal))[:2]
            for r in ("ore", "grain", "wool", "brick", "lumber"):
                if len(want) < 2:
                    want.append(r)
            bank = state.bank()
            take = Counter(want)
            if all(bank[r] >= n for r, n in take.items()):
                self.record({"kind": "play", "player": player.name, "card": "year_of_plenty",
                             "take": {r: take[r] for r in ORDER if take[r]}})
                return
        if self.playable(player, "knight"):
            self.knight(player)

    # --- trading -------------------------------------------------------------
    def trade(self, player) -> None:
        state = self.state
        goals = self.goals(player)
        if not goals:
            return
        goal = goals[0]
        if self.style(player) == "army" and goal == "dev" and len(goals) > 1 and len(self.missing(player, "dev")) > 1:
            goal = goals[1]
        done = 0
        # Domestic: 1 card for 1 card, only when it helps both sides.
        while done < 2:
            need = self.missing(player, goal)
            mine = self.spare(player, goal)
            if not need or not mine:
                break
            deal = None
            for other in sorted(state.players, key=lambda p: ((p.seat - player.seat) % len(state.players))):
                if other is player:
                    continue
                other_goal = (self.goals(other) or [None])[0]
                theirs = self.spare(other, other_goal)
                their_need = self.missing(other, other_goal) if other_goal else Counter()
                for r in ORDER:
                    if need[r] and theirs[r]:
                        for s in ORDER:
                            if s != r and mine[s] and their_need[s] and not need[s]:
                                deal = (other, s, r)
                                break
                    if deal:
                        break
                if deal:
                    break
            if not deal:
                break
            other, s, r = deal
            self.record({"kind": "trade", "player": player.name, "with": other.name,
                         "give": {s: 1}, "get": {r: 1}})
            done += 1
        # Maritime: only if the bank can complete the goal now.
        need = self.missing(player, goal)
        if not need:
            return
        rate = rates(state, player)
        mine = self.spare(player, goal)
        offers = []
        for r in ORDER:
            for _ in range(mine[r] // rate[r]):
                offers.append(r)
        if len(offers) < sum(need.values()):
            return
        wanted = expand(need)
        offers.sort(key=lambda r: (rate[r], -mine[r], ORDER.index(r)))
        for want, give in zip(wanted, offers):
            bank = state.bank()
            if bank[want] < 1:
                return
            self.record({"kind": "maritime", "player": player.name, "give": {give: rate[give]}, "get": {want: 1}})

    # --- building ------------------------------------------------------------
    def build(self, player) -> None:
        roads_built = 0
        while not self.state.winner:
            state = self.state
            goals = self.goals(player)
            did = False
            for goal in goals:
                if not player.hand.holds(COST[goal]):
                    continue
                if goal == "settlement":
                    spot = self.best_spot(player)
                    self.record({"kind": "build", "player": player.name, "piece": "settlement", "at": spot})
                elif goal == "city":
                    at = max(sorted(player.settlements), key=lambda c: (self.corner_value(c, player), c))
                    self.record({"kind": "build", "player": player.name, "piece": "city", "at": at})
                elif goal == "dev":
                    card = self.rng.choice([c for c in BASE.deck for _ in range(state.deck[c])])
                    self.record({"kind": "buy", "player": player.name, "card": card})
                elif goal == "road":
                    limit = 3 if self.style(player) == "road" else 1
                    if roads_built >= limit:
                        continue
                    # keep brick and lumber for a settlement once a spot is in reach
                    self.record({"kind": "build", "player": player.name, "piece": "road",
                                 "at": self.best_road(player)})
                    roads_built += 1
                did = True
                break
            if not did:
                return


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    setup = Setup("catan", TITLE, CREATED, GAME.resolve_options({}), make_board("beginner-en", None),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    return play(Path(path), GAME, setup, Bot, seed)


def variant(key: str):
    """A registered member of the Catan family (its example game extends this bot)."""
    from referee.core import registry
    from referee.games import register_builtins

    register_builtins()
    return registry.find(key)


def play_variant(path: Path | str, key: str, board: str, title: str, created: dt.datetime, players, bot: type[Bot],
                 seed: int) -> Path:
    """The example game of the Catan family member ``key`` on the preset ``board``, with its default options."""
    rules = variant(key)
    options = rules.resolve_options({})
    setup = Setup(rules.key, title, created, options, rules.make_board(board, None, [], options),
                  [{"name": n, "color": c} for n, c in players])
    return play(Path(path), rules, setup, bot, seed)


def play(path: Path, game, setup: Setup, bot: type[Bot], seed: int) -> Path:
    """Write ``setup`` to ``path`` and let ``bot`` play every seat through ``Session.record`` until a win."""
    session = Session.create(path, game, setup, overwrite=True)
    lock = path.parent / f".{path.name}.lock"
    try:
        player = bot(session, random.Random(seed))
        state = session.state
        for seat in state.setup_order():
            player.setup_turn(state.players[seat].name)
        while not state.winner:
            if state.turn > MAX_TURNS:
                raise RuntimeError(f"seed {seed}: no winner after {MAX_TURNS} turns")
            player.play_turn(state.current.name)
    finally:
        lock.unlink(missing_ok=True)
    return path


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
