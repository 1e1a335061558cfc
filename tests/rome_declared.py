"""Test support: the Struggle for Rome example game, converted to declared-facts mode (no map).

``convert(setup, events)`` takes a game played on a map and returns the same game
as a table without the map would record it: the set-up ``referee new rome``
writes without ``--board`` (same players and options), and each event with
exactly the facts the table would have to declare for it, taken from the map —

* ``start``: the landscapes each start crossroads touches;
* ``legionnaire`` and ``play diplomat``: the landscape the legionnaire goes to;
* ``move``: the arrows the route crosses (instead of ``via``; ``[]`` for none) and the landscapes
  of the destination crossroads;
* ``plunder``: the city with its province, towers and marks;
* ``conquer``: the city, the landscapes of its crossroads (named after the city)
  and, for an expansion, the base city (``from``) and the arrows between them.

Every landscape, crossroads and city is declared in full once, where the referee
first remembers it, and named bare afterwards; arrows are not remembered and are
named with every move. ``build()`` writes ``saves/examples/rome-3p-declared.toml``.
"""

from __future__ import annotations

import copy
from collections import deque
from dataclasses import replace
from pathlib import Path

from referee.core import save
from referee.core.game import Setup
from referee.core.session import Session, step
from referee.games.rome import GAME
from referee.games.rome.board import RomeMap, make_board
from referee.games.rome.facts import Landscape, city_text
from referee.games.rome.movement import path_arrows

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "saves" / "examples" / "rome-3p-test-map.toml"
OUTPUT = ROOT / "saves" / "examples" / "rome-3p-declared.toml"
TITLE = "Example: the TEST MAP game recorded without a map (declared facts)"


class Declarer:
    """Remembers what the table has declared so far, as the referee does."""

    def __init__(self, m: RomeMap):
        self.m = m
        self.landscapes: set[str] = set()
        self.crossroads: set[str] = set()
        self.cities: set[str] = set()

    def landscape(self, h: str) -> str:
        if h in self.landscapes:
            return h
        self.landscapes.add(h)
        m = self.m
        land = Landscape(m.terrain[h], m.number.get(h), m.province.get(h), h in m.beyond)
        return f"{h}={land.text()}"

    def touching(self, name: str, corner: str) -> list[str]:
        """The landscapes around ``corner`` (sea included), for the crossroads called ``name``; [] if known."""
        if name in self.crossroads:
            return []
        self.crossroads.add(name)
        return [self.landscape(h) for h in sorted(self.m.grid.corners[corner].hexes)]

    def city(self, name: str) -> str:
        if name in self.cities:
            return name
        self.cities.add(name)
        return f"{name}={city_text(replace(self.m.cities[name], at=None))}"


def expansion(m: RomeMap, bases: list[str], target: str) -> tuple[str, list[str]]:
    """The base city nearest ``target`` in arrows, and the arrows crossed (0–1 breadth-first, like the map)."""
    best = None
    for base in bases:
        start = m.cities[base].at
        dist, arrows = {start: 0}, {start: []}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for nxt, arrow in sorted(m.links[node].items()):
                d = dist[node] + (1 if arrow else 0)
                if d < dist.get(nxt, 1 << 30):
                    dist[nxt], arrows[nxt] = d, arrows[node] + ([arrow] if arrow else [])
                    if arrow:
                        queue.append(nxt)
                    else:
                        queue.appendleft(nxt)
        at = m.cities[target].at
        if at in dist and (best is None or dist[at] < len(best[1])):
            best = (base, arrows[at])
    assert best is not None and len(best[1]) <= 1, f"{target} is out of reach of {bases}"
    return best


def declared_setup(setup: Setup, title: str = TITLE) -> Setup:
    """What ``referee new rome`` writes without ``--board``, with the same players and options."""
    return Setup(setup.game, title, setup.created, dict(setup.options), make_board(None),
                 [dict(p) for p in setup.players])


def convert(setup: Setup, events: list[dict], title: str = TITLE) -> tuple[Setup, list[dict]]:
    """The map game ``(setup, events)`` as a declared-facts game."""
    m = RomeMap(setup.board)
    state = GAME.initial_state(setup)
    GAME.quiet(state, True)
    table = Declarer(m)
    out = []
    for event in events:
        ev = copy.deepcopy(event)
        kind = ev["kind"]
        if kind == "start":
            for tribe in ("horsemen", "warriors"):
                touch = table.touching(ev[tribe], ev[tribe])
                if touch:
                    ev[f"{tribe}_touch"] = touch
        elif kind == "legionnaire" or (kind == "play" and "to" in ev):
            ev["to"] = table.landscape(ev["to"])
        elif kind == "move":
            tribe = state.by_name[ev["player"]].tribes[state.tribe_kind]
            arrows = path_arrows(m, [tribe.at, *ev.pop("via", []), ev["to"]])
            ev.pop("touch", None)
            ev["arrows"] = arrows                     # named even when none: omitted is not declared (ROME-MAP-3)
            touch = table.touching(ev["to"], ev["to"])
            if touch:
                ev["touch"] = touch
        elif kind == "plunder":
            ev["city"] = table.city(ev["city"])
        elif kind == "conquer":
            city = ev["city"]
            tribe = state.by_name[ev["player"]].tribes[state.tribe_kind]
            ev["city"] = table.city(city)
            ev.pop("touch", None)
            ev.pop("arrows", None)
            if tribe.kingdom:
                base, arrows = expansion(m, [ev["from"]] if "from" in ev else list(tribe.cities), city)
                ev["from"] = base
                if arrows:
                    ev["arrows"] = arrows
            touch = table.touching(city, m.cities[city].at)
            if touch:
                ev["touch"] = touch
        step(GAME, state, copy.deepcopy(event))       # the map game goes on, to know where the tribes stand
        out.append(ev)
    return declared_setup(setup, title), out


def converted_example() -> tuple[Setup, list[dict]]:
    parsed = Session.load(SOURCE)
    return convert(parsed.setup, parsed.events)


def text() -> str:
    """The declared example save, as written to ``OUTPUT``."""
    setup, events = converted_example()
    return save.dumps(setup, events, [])


def build(path: Path | str = OUTPUT) -> Path:
    path = Path(path)
    path.write_text(text(), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {build()}")
