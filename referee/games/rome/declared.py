"""The places of a game without a map (:mod:`facts`, declared-facts mode), for the legal moves (:mod:`legal`).

Without a map the referee knows only what the table has declared: the landscapes named so far, the crossroads whose
landscapes were named, the cities named (or a city table). The places it can offer are the known ones that the rule
chapters would accept, found with the same reads the validators make (``facts.touching_of``, ``facts.city``,
``facts.next_to``); a place the table has not named yet is always possible too — it is declared with the event
(``X9 touching h4=fields:8``, ``Trier=gallia:3``), judged by ROME-MAP-2/3 and the rule of the move. For those the
answer offers a fresh name (:func:`fresh`) that the rules would accept as it is declared: a forest, which needs no
number token, and a city of 2 towers.
"""

from __future__ import annotations

from referee.games.rome.facts import Facts
from referee.games.rome.state import RomeState, Tribe
from referee.games.rome.vocab import PROVINCES

MAP_RULES = ("ROME-MAP-2", "ROME-MAP-3")


def fresh(names, prefix: str, count: int = 1) -> list[str]:
    """``count`` names ``PREFIX1``, ``PREFIX2`` … that none of ``names`` is."""
    out, n = [], 1
    while len(out) < count:
        if f"{prefix}{n}" not in names:
            out.append(f"{prefix}{n}")
        n += 1
    return out


def fresh_crossroads(state: RomeState, count: int = 1) -> list[str]:
    facts = state.facts
    taken = {*facts.touching, *facts.cities, *facts.next_to, *(s for p in state.players for s in p.spots())}
    return fresh(taken, "X", count)


def fresh_landscapes(state: RomeState, count: int = 1) -> list[str]:
    return fresh(state.facts.landscapes, "h", count)


def touches_beyond(facts: Facts, crossroads: str) -> bool:
    return any(facts.landscape(h).beyond for h in facts.touching_of(crossroads))


def free_crossroads(state: RomeState) -> list[str]:
    """Known crossroads without a tribe and without a city (ROME-MOVE-2, ROME-SETUP-2)."""
    facts = state.facts
    return [c for c in sorted(facts.touching) if not state.tribe_at(c) and not facts.city_on(c)]


def starts(state: RomeState) -> list[str]:
    """ROME-SETUP-2: known free crossroads touching a landscape beyond the Limes."""
    return [c for c in free_crossroads(state) if touches_beyond(state.facts, c)]


def forests(state: RomeState) -> list[str]:
    """ROME-SETUP-6: the forests in Hispania declared so far."""
    return [h for h, land in sorted(state.facts.landscapes.items())
            if land.terrain == "forest" and land.province == "hispania"]


def land(state: RomeState, must_move: bool) -> list[str]:
    """ROME-LEG-1/2: the known land hexes this side of the Limes (another one than his, when he must move)."""
    return [h for h, land in sorted(state.facts.landscapes.items())
            if land.terrain != "sea" and not land.beyond and not (must_move and h == state.legionnaire)]


def next_to(state: RomeState, tribe: Tribe, city: str) -> bool:
    """ROME-PLUNDER-1, CONQ-1b as :meth:`Facts.declare_adjacent` takes them: the city is declared next to the
    tribe's crossroads already, or may be (a crossroads has three neighbours)."""
    facts = state.facts
    known = facts.next_to.get(tribe.at, frozenset())
    return tribe.at != city and (city in known or len(known) < 3)


def may_declare_city(state: RomeState, tribe: Tribe | None = None) -> bool:
    """Whether a new city may be named (not with a city table) — next to ``tribe``'s crossroads, if given."""
    facts = state.facts
    return not facts.table and (tribe is None or len(facts.next_to.get(tribe.at, ())) < 3)


def nearby(state: RomeState, tribe: Tribe) -> list[str]:
    """The known cities a wandering tribe may plunder or found on, as far as the crossroads goes."""
    return [c for c in sorted(state.facts.cities) if next_to(state, tribe, c)]


def touching_known(state: RomeState, city: str) -> bool:
    """Whether the landscapes around a city's crossroads are known (else a conquest declares them, ROME-MAP-3)."""
    return city in state.facts.touching


def new_city(state: RomeState, tribe: Tribe) -> str | None:
    """A fresh city of 2 towers in a province whose counters the tribe may still take (ROME-PLUNDER-4), as the
    table would declare it: ``C1=gallia:2``."""
    names = {*state.facts.cities, *state.facts.touching}
    third = state.options["third_same_colour_counter"] == "illegal"
    province = next((p for p in PROVINCES.names if not third or tribe.counters[p] < 2), None)
    return f"{fresh(names, 'C')[0]}={province}:2" if province else None

