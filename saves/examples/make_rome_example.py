"""Build ``rome-3p-test-map.toml``: a complete Struggle for Rome game on the TEST MAP, played by a simple bot.

Run from the project root::

    python saves/examples/make_rome_example.py            # writes saves/examples/rome-3p-test-map.toml
    python saves/examples/make_rome_example.py OUT.toml   # writes elsewhere

The map is the shipped test map (``referee/games/rome/data/test-map.toml``), which
is NOT the real board: no public source gives that (see the README). The game
is deterministic: dice, drawn cards, revealed plunder counters and thefts come
from one seeded ``random.Random``, and the bot breaks every tie by a fixed
order. Every event goes through ``Session.record`` — the same parse → validate
→ apply → write path the CLI uses — so the file cannot hold an illegal move.

The bot proposes candidate events and keeps the first one the rules accept
(``legal``); it plunders cities of colours its tribe lacks, founds a kingdom
once a tribe holds three colours, expands it, builds army pairs and wagons,
buys and plays action cards, and takes the idle compensation when a tribe has
nothing to do. ``tests/test_rome_example.py`` checks that the file is valid
and finished, and that this script reproduces it byte for byte.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections import Counter
from pathlib import Path

from referee.core.errors import RefereeError
from referee.core.game import Setup
from referee.core.session import Session
from referee.games.rome import GAME
from referee.games.rome.board import make_board
from referee.games.rome.components import COSTS
from referee.games.rome.kingdom import reach
from referee.games.rome.legionnaire import victims
from referee.games.rome.movement import bill, choose_route, default_payment, path_arrows
from referee.games.rome.production import entitlements, void
from referee.games.rome.scoring import victory_points
from referee.games.rome.vocab import CARDS, ORDER, PASTURE, UNIQUE_CARDS

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "rome-3p-test-map.toml"
SEED = 17
TITLE = "Example: three players on the TEST MAP (not the real board)"
CREATED = dt.datetime(2026, 11, 28, 19, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "white")]
MAX_ROUNDS = 80
# An invented plunder-counter mix (the real one is unknown, digest G-3): (symbols, weight).
FACES = [(["loss", "action"], 3), (["loss", "pasture"], 3), (["loss", "gold"], 3), (["action"], 2),
         (["pasture"], 2), (["gold"], 2), (["loss"], 1)]
DECK = {"diplomat": 9, "traitor": 6, "great_tribal_leader": 8, **{c: 1 for c in UNIQUE_CARDS}}


class Bot:
    """Plays every seat; reads ``session.state``, writes only through ``session.record``."""

    def __init__(self, session, rng: random.Random):
        self.session = session
        self.rng = rng

    @property
    def state(self):
        return self.session.state

    def legal(self, event: dict) -> bool:
        """Would the rules accept it? (validation only, nothing is changed)"""
        state = self.state
        if " " in event.get("city", ""):       # the game was played when a city of two words could not be typed
            return False                        # (Augusta Vindelicum); the bot still leaves such cities alone
        try:
            ev = GAME.normalize(state, {"seq": 0, **event})
            GAME.check_phase(state, ev)
            GAME.validate(state, ev)
        except RefereeError:
            return False
        return True

    def record(self, event: dict) -> None:
        self.session.record(event)

    def first(self, candidates) -> bool:
        for event in candidates:
            if self.legal(event):
                self.record(event)
                return True
        return False

    # --- chance ------------------------------------------------------------------
    def pasture_draws(self, n: int, returned: Counter | None = None) -> list[str]:
        state = self.state
        deck, discard = Counter(state.pasture_deck), Counter(state.pasture_discard) + (returned or Counter())
        out = []
        for _ in range(n):
            if not sum(deck.values()):
                deck, discard = discard, Counter()
            if not sum(deck.values()):
                break
            card = self.rng.choice([k for k in PASTURE for _ in range(deck[k])])
            deck[card] -= 1
            out.append(card)
            if not sum(deck.values()):
                deck, discard = discard, Counter()
        return out

    def action_draw(self) -> str | None:
        state = self.state
        if state.action_deck_left() <= 0:
            return None
        left = Counter({k: n - state.action_drawn[k] for k, n in DECK.items()})
        return self.rng.choice([k for k in CARDS.names for _ in range(max(0, left[k]))])

    def face(self) -> list[str]:
        return list(self.rng.choices([f for f, _ in FACES], [w for _, w in FACES])[0])

    # --- set-up ----------------------------------------------------------------------
    def setup(self) -> None:
        m = self.state.facts.map
        for p in self.state.players:
            a, b = m.starts[p.color]
            self.record({"kind": "start", "player": p.name, "horsemen": a, "warriors": b,
                         "pasture": self.pasture_draws(1)[0]})
        forest = next(h for h in m.grid.hexes if m.terrain[h] == "forest" and m.province.get(h) == "hispania")
        self.record({"kind": "legionnaire", "player": self.state.start_player.name, "to": forest})

    # --- phase 1 -----------------------------------------------------------------------
    def production(self) -> None:
        while self.state.stage == "production":
            roller = self.state.start_player.name
            a, b = self.rng.randint(1, 6), self.rng.randint(1, 6)
            event = {"kind": "roll", "player": roller, "total": a + b, "dice": [a, b]}
            if a + b != 7 and not void(self.state, a + b):
                self.pasture_for(event)
            self.record(event)
            if self.state.stage == "legionnaire":
                self.seven(roller)

    def pasture_for(self, event: dict) -> None:
        state = self.state
        wanted = [n for n, _, r in entitlements(state, event["total"]) if r == "pasture"]
        returned = Counter()
        if len(wanted) > state.pasture_left():
            event["returns"] = []
            for p in state.players:
                held = [k for k in PASTURE for _ in range(p.hand.get(k, 0))]
                for card in held[: len(held) // 2]:
                    event["returns"].append(f"{p.name}={card}")
                    returned[card] += 1
        cards = self.pasture_draws(len(wanted), returned)
        if cards:
            event["pasture"] = [f"{n}={c}" for n, c in zip(wanted, cards)]

    def seven(self, roller: str) -> None:
        state = self.state
        mover = state.by_name[roller]
        m = state.facts.map
        leader = max(state.players, key=lambda p: (victory_points(state, p), -p.seat))

        def score(h: str) -> tuple:
            found = victims(state, state.facts, mover, h)
            mine = any(h in state.facts.touching_of(s) for s in state.spots(mover))
            return (not mine, leader in found, sum(p.hand.total() for p in found), m.number.get(h, 0), h)

        hexes = [h for h in m.grid.hexes if h in m.land and h not in m.beyond and h != state.legionnaire]
        to = max(hexes, key=score)
        self.record({"kind": "legionnaire", "player": roller, "to": to, **self.theft(mover, to)})

    def theft(self, mover, to: str) -> dict:
        found = victims(self.state, self.state.facts, mover, to)
        if not found:
            return {}
        victim = max(found, key=lambda p: (p.hand.total(), p.gold, -p.seat))
        if victim.hand.total():
            cards = [r for r in ORDER for _ in range(victim.hand.get(r, 0))]
            return {"victim": victim.name, "stolen": self.rng.choice(cards)}
        return {"victim": victim.name, "gold": min(2, victim.gold)}

    # --- phase 2 ------------------------------------------------------------------------
    def trade_build(self, name: str) -> None:
        player = self.state.by_name[name]
        self.play_phase2(player)
        for _ in range(6):
            if not self.build_once(player):
                break
        self.domestic(player)
        self.bank_trade(player)
        for _ in range(4):
            if not self.build_once(player):
                break
        self.record({"kind": "end", "player": name})

    def play_phase2(self, player) -> None:
        state = self.state
        if player.cards["diplomat"] and self.rng.random() < 0.6:
            m = state.facts.map
            hexes = [h for h in m.grid.hexes if h in m.land and h not in m.beyond and h != state.legionnaire]
            to = max(hexes, key=lambda h: (len(victims(state, state.facts, player, h)), m.number.get(h, 0), h))
            if self.first([{"kind": "play", "player": player.name, "card": "diplomat", "to": to,
                            **self.theft(player, to)}]):
                return
        for card in ("treasure_goths", "treasure_vandals", "treasure_burgundians", "treasure_nibelungs"):
            if player.cards[card] and player.gold < 4:
                self.first([{"kind": "play", "player": player.name, "card": card}])
                return
        if player.cards["great_tribal_leader"] > 1:
            self.first([{"kind": "play", "player": player.name, "card": "great_tribal_leader",
                         "drew": self.pasture_draws(2)}])

    def wants(self, player) -> list[str]:
        out = []
        boxes = player.tribes.values()
        if min(t.figures for t in boxes) < 4 and (player.reserve["horsemen"] or player.reserve["warriors"]):
            out.append("army")
        if min(t.wagons for t in boxes) < 3 and player.reserve["wagons"]:
            out.append("wagon")
        if self.state.action_deck_left() > 0:
            out.append("card")
        if "army" not in out and (player.reserve["horsemen"] or player.reserve["warriors"]):
            out.append("army")
        return out

    def build_once(self, player) -> bool:
        for piece in self.wants(player):
            base = {"kind": "build", "player": player.name, "piece": piece}
            if piece == "wagon":
                base["box"] = min(player.tribes, key=lambda k: (player.tribes[k].wagons, k))
            if piece == "card":
                base["card"] = self.action_draw()
            jokers = [base] + [{**base, "joker": r} for r in COSTS[piece] if r != "gold"]
            if piece == "card" and player.gold < 6:
                jokers = [base]
            if self.first(jokers):
                return True
        return False

    def domestic(self, player) -> None:
        """One card for one with another player, when he lacks what the other can spare and vice versa."""
        for want in ("ore", "horse", "cattle", "grain"):
            if player.hand.get(want, 0):
                continue
            for other in self.state.players:
                if other is player or other.hand.get(want, 0) < 2:
                    continue
                for give in ORDER:
                    if player.hand.get(give, 0) >= 2 and not other.hand.get(give, 0):
                        if self.first([{"kind": "trade", "player": player.name, "with": other.name,
                                        "give": {give: 1}, "get": {want: 1}}]):
                            return

    def bank_trade(self, player) -> None:
        for give in ("grain", "ore", "horse", "cattle"):
            if player.hand.get(give, 0) >= 4:
                need = [r for r in ("ore", "horse", "cattle", "grain") if not player.hand.get(r, 0) and r != give]
                if not need:
                    return
                get = need[0]
                if get in PASTURE:
                    drawn = self.pasture_draws(1, Counter({give: 3}) if give in PASTURE else None)
                    if not drawn:
                        return
                    get = drawn[0]
                self.first([{"kind": "bank", "player": player.name, "give": {give: 3}, "get": {get: 1}}])
                return

    # --- phases 3 and 4 ------------------------------------------------------------------
    def tribe_turn(self, name: str) -> None:
        state = self.state
        player = state.by_name[name]
        tribe = player.tribes[state.tribe_kind]
        if tribe.kingdom:
            if not self.expand(player, tribe):
                self.idle(player)
            return
        if self.strike(player, tribe):
            return self.record({"kind": "end", "player": name})
        if self.travel(player, tribe):
            self.strike(player, tribe)
            return self.record({"kind": "end", "player": name})
        self.idle(player)

    def idle(self, player) -> None:
        wanted = min(("ore", "grain"), key=lambda r: (player.hand.get(r, 0), r))
        take = "gold" if player.gold < 6 else wanted
        self.first([{"kind": "pass", "player": player.name, "take": take},
                    {"kind": "pass", "player": player.name, "take": "gold"}])

    def targets(self, tribe) -> list[str]:
        """Cities with a counter, colours the tribe lacks first, weakest first."""
        state = self.state
        m = state.facts.map
        out = []
        for city, c in m.cities.items():
            if city in state.counter_gone or state.neutral(city):
                continue
            need = tribe.counters[c.province] == 0
            out.append((not need, c.towers, city))
        return [c for *_, c in sorted(out)]

    def strike(self, player, tribe) -> bool:
        """Conquer (with three colours) or plunder a city next to the tribe."""
        state = self.state
        m = state.facts.map
        near = [c for c in sorted(m.cities) if state.facts.adjacent(tribe.at, c)]
        base = {"player": player.name}
        if len(tribe.colours()) >= 3:
            for city in sorted(near, key=lambda c: m.cities[c].towers):
                if self.first([{**base, "kind": "conquer", "city": city},
                               {**base, "kind": "conquer", "city": city, "card": "traitor"}]):
                    return True
        for city in self.targets(tribe):
            if city in near:
                event = {**base, "kind": "plunder", "city": city, "face": self.face()}
                if "pasture" in event["face"]:
                    drawn = self.pasture_draws(1)
                    if drawn:
                        event["pasture"] = drawn[0]
                if "action" in event["face"]:
                    card = self.action_draw()
                    if card:
                        event["action"] = card
                if self.first([event, {**event, "card": "traitor"}]):
                    return True
        return False

    def travel(self, player, tribe) -> bool:
        state = self.state
        m = state.facts.map
        wanted = self.targets(tribe)
        if len(tribe.colours()) >= 3:
            wanted = sorted((c for c in m.cities if c not in state.owner and not state.neutral(c)),
                            key=lambda c: (m.cities[c].towers, c))
        goals = []
        for city in wanted[:8]:
            if m.cities[city].towers > tribe.figures + 1:
                continue
            for spot in sorted(m.links[m.cities[city].at]):
                if spot == tribe.at or state.tribe_at(spot) or spot in m.city_at:
                    continue
                path = choose_route(m, player, tribe.at, spot)
                land, sea = bill(path_arrows(m, path))
                goals.append((3 * land + sea, len(path), spot, path))
        for *_, spot, path in sorted(goals)[:6]:
            event = {"kind": "move", "player": player.name, "to": spot}
            if path[1:-1]:
                event["via"] = path[1:-1]
            arrows = path_arrows(m, path)
            pay = default_payment(player, *bill(arrows))
            if pay:
                event["pay"] = pay
            options = [event]
            if player.cards["great_tribal_leader"] and len(arrows) > 2:
                options.insert(0, {k: v for k, v in event.items() if k != "pay"} | {"card": "great_tribal_leader"})
            if self.first(options):
                return True
        return False

    def expand(self, player, tribe) -> bool:
        state = self.state
        m = state.facts.map
        cities = sorted(reach(state, state.facts, tribe), key=lambda c: (m.cities[c].towers, c))
        base = {"kind": "conquer", "player": player.name}
        for city in cities:
            if self.first([{**base, "city": city}, {**base, "city": city, "card": "traitor"}]):
                self.record({"kind": "end", "player": player.name})
                return True
        return False

    # --- the round --------------------------------------------------------------------------
    def play_round(self) -> None:
        self.production()
        while self.state.stage == "trade_build":
            self.trade_build(self.state.current.name)
        while self.state.stage in ("horsemen", "warriors"):
            self.tribe_turn(self.state.current.name)


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    path = Path(path)
    setup = Setup("rome", TITLE, CREATED, GAME.resolve_options({}), make_board("test-map"),
                  [{"name": n, "color": c} for n, c in PLAYERS])
    session = Session.create(path, GAME, setup, overwrite=True)
    lock = path.parent / f".{path.name}.lock"
    try:
        bot = Bot(session, random.Random(seed))
        bot.setup()
        while session.state.stage != "over":
            if session.state.round > MAX_ROUNDS:
                raise RuntimeError(f"seed {seed}: no end after {MAX_ROUNDS} rounds")
            bot.play_round()
    finally:
        lock.unlink(missing_ok=True)
    return path


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
