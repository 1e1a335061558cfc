"""Build ``warriors-and-traders-3p.toml``: a whole three-player game of Warriors & Traders (TEST MAP, TEST TABLES,
10 turns) played by a simple bot.

Run from the project root::

    python saves/examples/make_wt_example.py            # writes saves/examples/warriors-and-traders-3p.toml
    python saves/examples/make_wt_example.py OUT.toml   # writes elsewhere

Deterministic: every choice comes from one seeded ``random.Random`` over candidates in a fixed order. Every event
goes through ``Session.record`` (parse → validate → apply → write, as the CLI does), so the file cannot hold an
illegal move: if the bot proposed one, the engine would refuse it with the rule ID and the script would stop.

The bot feeds what it can (starving the dearest armies first), trades with the bank and opens routes when it owns
a trade centre, buys a VP with spare gold in the development phase, builds infantry (archers and cavalry once it may), upgrades its tracks, uses its special actions,
marches its armies into neighbouring barbarian provinces when they are strong enough and resolves the battles
with a greedy split of the damage, and moves princesses into free provinces.
``tests/test_wt_example.py`` checks that the file is valid, over and reproduced byte for byte by this script.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

from referee.core.game import Setup
from referee.core.session import Session
from referee.games.warriors_traders import GAME
from referee.games.warriors_traders import manoeuvres, trade
from referee.games.warriors_traders.common import level
from referee.games.warriors_traders.state import TRACKS, WTState
from referee.games.warriors_traders.tables import roman

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "warriors-and-traders-3p.toml"
SEED = 5
TITLE = "Example: three players, TEST MAP, TEST TABLES"
CREATED = dt.datetime(2026, 12, 1, 19, 0, tzinfo=dt.timezone.utc)
PLAYERS = [("Anna", "red"), ("Ben", "blue"), ("Cyril", "green"), ("Dana", "yellow"), ("Eva", "white"),
           ("Filip", "black")]
COUNTRIES = ("C", "E", "A", "G", "D", "H")


def board(names: list[str]) -> dict:
    return GAME.with_tables(GAME.make_board("test-map", None, names, {}), "test")


class Bot:
    """Plays every seat; reads ``session.state``, writes only through ``session.record``."""

    def __init__(self, session, rng: random.Random):
        self.session, self.rng = session, rng

    @property
    def state(self) -> WTState:
        return self.session.state

    def record(self, event: dict) -> None:
        self.session.record(event)

    def step(self) -> None:
        state = self.state
        {"setup": self.setup, "upkeep": self.feed, "trade": self.trade, "development": self.develop,
         "manoeuvre": self.manoeuvre}[state.phase](state)

    # --- set-up and upkeep ---------------------------------------------------
    def setup(self, state: WTState) -> None:
        name = state.queue[0]
        seat = [p.name for p in state.players].index(name)
        split = self.rng.choice([{"production": 2, "military": 1}, {"production": 1, "trade": 1, "military": 1},
                                 {"military": 2, "trade": 1}])
        self.record({"kind": "setup", "player": name, "country": COUNTRIES[seat], "tokens": split})

    def feed(self, state: WTState) -> None:
        p = state.player(state.queue[0])
        armies = sorted((u for u in state.units_of(p.name) if u.army),
                        key=lambda u: state.tables.need(f"upkeep.{u.kind}"))
        food, starve = p.resources["food"], []
        for u in armies:
            need = state.tables.need(f"upkeep.{u.kind}")
            if need <= food:
                food -= need
            else:
                starve.append(u.name)
        event = {"kind": "feed", "player": p.name}
        if starve:
            event["starve"] = starve
        self.record(event)

    # --- trade -----------------------------------------------------------------
    def trade(self, state: WTState) -> None:
        for name in list(state.queue):
            p = state.player(name)
            try:
                trade.may_trade(state, name)
            except Exception:
                continue
            others = [q for q in state.queue if q != name and not trade.route_between(state, name, q)]
            slots = state.tables.need(f"trade.routes.{roman(level(state, p, 'trade'))}")
            cost = trade.route_cost(state)                  # WT-TRADE-8: nothing, or the tables' cost.route.*
            payable = all(n is None or p.resources[r] >= n for r, n in cost.items())
            if others and p.routes_opened < slots and payable:
                self.record({"kind": "route", "player": name, "with": others[0]})
                return
            ratio = state.tables.need(f"trade.ratio.{roman(level(state, p, 'trade'))}")
            rich = max(("food", "goods", "weapons"), key=lambda r: p.resources[r])
            if p.resources[rich] >= ratio + 3 and ratio:
                want = "weapons" if rich != "weapons" else "gold"
                self.record({"kind": "bank", "player": name, "give": {rich: ratio}, "get": {want: 1}})
                return
        self.record({"kind": "end", "player": state.queue[0]})

    # --- development -------------------------------------------------------------
    def develop(self, state: WTState) -> None:
        p = state.player(state.queue[0])
        if state.step == "transfer":
            if self.rng.random() < 0.15 and p.tokens["trade"]:
                self.record({"kind": "transfer", "player": p.name, "track": "trade", "to": "military"})
            else:
                self.record({"kind": "end", "player": p.name})
            return
        if state.step == "special":
            action = self.action(state, p, special=True)
            if action is None:
                self.record({"kind": "end", "player": p.name})
            else:
                self.record({"kind": "act", "player": p.name, **action})
            return
        rate = state.tables.need("vp.buy_gold")
        if p.resources["gold"] >= rate + 1 and state.options["buy_vp_phase"] == state.phase \
                and self.rng.random() < 0.5:                                   # WT-VP-2: spare gold into VP
            self.record({"kind": "buy", "player": p.name, "vp": 1})
            return
        self.record({"kind": "act", "player": p.name, **(self.action(state, p) or self.last_resort(state, p))})

    def last_resort(self, state: WTState, p) -> dict:
        """A pass, or with the option passing = last_resort the first action still possible (WT-DEV-5)."""
        from referee.games.warriors_traders import development

        if state.options["passing"] == "last_resort":
            sure, _waits = development.possible_events(state, p)
            if sure:
                return sure[0]
        return {"action": "pass"}

    def action(self, state: WTState, p, special: bool = False) -> dict | None:
        from referee.games.warriors_traders import development

        capital = state.map.capital(p.country)
        home = capital if state.owner(capital) == p.name else (state.provinces_of(p.name) or [None])[0]
        tries = []
        if home:
            for kind in ("cavalry", "archers", "infantry"):
                tries.append({"action": "army", "unit": kind, "province": home})
            tries.append({"action": "fort", "province": home})
        tracks = list(TRACKS)
        self.rng.shuffle(tracks)
        tries += [{"action": "upgrade", "track": t} for t in tracks]
        if special:
            tries = [t for t in tries if t["action"] != "upgrade" or self.rng.random() < 0.5]
        for event in tries:
            if event["action"] == "army" and self.rng.random() < 0.3:
                continue
            try:
                state.draft = []
                if special:
                    source = development.special_source(state, p, event["action"])
                    if source == "master_trader" and p.resources["gold"] < 5 + 2:
                        continue
                development.ACTION[event["action"]][0](state, p, event)
            except Exception:
                continue
            return event
        return None

    # --- manoeuvres ------------------------------------------------------------------
    def manoeuvre(self, state: WTState) -> None:
        p = state.player(state.queue[0])
        if state.pending:
            self.record(self.battle(state, p, state.pending[0]))
            return
        if state.step in ("1",):
            for u in state.units_of(p.name):
                if not u.army or u.no_ap or u.ap_used:
                    continue
                target = self.target(state, p, u)
                if target:
                    self.record({"kind": "move", "player": p.name, "unit": u.name, "path": [target]})
                    return
        for u in state.units_of(p.name):
            if u.kind != "princess" or u.ap_used:
                continue
            free = [n for n in state.map.adjacent[u.province] if state.owner(n) is None]
            stays = [v for v in state.units_in(u.province) if v is not u]
            if free and stays and self.rng.random() < 0.5:
                self.record({"kind": "move", "player": p.name, "unit": u.name, "path": [free[0]]})
                return
        self.record({"kind": "end", "player": p.name})

    def target(self, state: WTState, p, unit) -> str | None:
        strength = manoeuvres.stats(state, unit)[0]
        options = []
        for n in state.map.adjacent[unit.province]:
            owner = state.owner(n)
            if owner is None:
                options.append((0, n))
            elif manoeuvres.hostile(state, p.name, n):
                toughness = sum(manoeuvres.stats(state, d)[1] for d in state.units_in(n))
                if strength >= toughness:
                    options.append((1, n))
        if not options or unit.battles >= 1:
            return None
        options.sort(key=lambda o: (-o[0], o[1]))
        return options[0][1] if options[0][0] or self.rng.random() < 0.4 else None

    def battle(self, state: WTState, p, province: str) -> dict:
        attackers, defenders = manoeuvres.sides(state, p.name, province)
        strikers = manoeuvres.strikers(state, defenders)          # WT-BATTLE-3 (option strike_back)
        event = {"kind": "battle", "player": p.name, "province": province,
                 "dealt": split(state, sum(manoeuvres.stats(state, u)[0] for u in attackers), defenders),
                 "taken": split(state, sum(manoeuvres.stats(state, u)[0] for u in strikers), attackers)}
        fate = manoeuvres.outcome(state, event)
        left = {o for (o, n), f in fate.items() if f == "stays"}
        retreat, withdraw = [], []
        for (owner, name), f in fate.items():
            if f == "retreats":
                places = manoeuvres.destinations(state, owner, province)
                retreat.append(f"{name}>{places[0] if places else '-'}")
            elif f == "stays" and owner == p.name and len(left) > 1:
                places = manoeuvres.destinations(state, owner, province)
                withdraw.append(f"{name}>{places[0] if places else '-'}")
        if retreat:
            event["retreat"] = retreat
        if withdraw:
            event["withdraw"] = withdraw
        return event


def split(state: WTState, damage: int, targets: list) -> dict[str, int]:
    """The whole damage, killing what it can, the weakest first (WT-BATTLE-2)."""
    out: dict[str, int] = {}
    order = sorted(targets, key=lambda u: manoeuvres.stats(state, u)[1] - u.damage)
    for u in order:
        need = max(0, manoeuvres.stats(state, u)[1] - u.damage)
        give = min(need, damage)
        if give:
            out[u.name] = give
            damage -= give
    if damage and order:
        out[order[0].name] = out.get(order[0].name, 0) + damage
    return out


def build(path: Path | str = OUTPUT, seed: int = SEED, players: int = 3) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    path = Path(path)
    people = PLAYERS[:players]
    names = [n for n, _ in people]
    # The table's one 'end' closes the trade phase (trade_end = table), as the game was first recorded before each
    # trader ended for himself (WT-TRADE-10); its events and the golden explanations stay as they were.
    setup = Setup(GAME.key, TITLE, CREATED, GAME.resolve_options({"trade_end": "table"}), board(names),
                  [{"name": n, "color": c} for n, c in people])
    session = Session.create(path, GAME, setup, overwrite=True)
    lock = path.parent / f".{path.name}.lock"
    try:
        bot = Bot(session, random.Random(seed))
        while session.state.phase != "over":
            if len(session.events) > 3000:
                raise RuntimeError(f"seed {seed}: no end after 3000 events")
            bot.step()
    finally:
        lock.unlink(missing_ok=True)
    return path


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
