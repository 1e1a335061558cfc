"""Conquering cities: founding a kingdom (ROME-CONQ) and expanding it (ROME-EXPAND)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import listing
from referee.games.rome.cards import play_card
from referee.games.rome.common import mark
from referee.games.rome.components import N
from referee.games.rome.facts import Facts
from referee.games.rome.plunder import counters_text, strength_check
from referee.games.rome.vocab import SINGULAR
from referee.games.rome.state import Player, RomeState, Tribe


def validate(state: RomeState, event: dict) -> None:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    done = state.this_part
    if done.plundered:
        raise RuleViolation("ROME-PLUNDER-5", f"the {tribe.kind} plundered {done.plundered} this phase; a tribe "
                                              "never plunders and conquers in the same phase",
                            "conquer in a later phase")
    if done.conquered:
        raise RuleViolation("ROME-EXPAND-1", f"the {tribe.kind} conquered {done.conquered} this phase; one conquest "
                                             "per phase, and a city conquered now is no base until the next",
                            "conquer again in a later round")
    facts = state.facts
    city = facts.declare_city(event["city"], event.get("seq", 0))
    if tribe.kingdom:
        check_expansion(state, facts, player, tribe, city, event)
    else:
        check_founding(state, facts, player, tribe, city, event)
    facts.declare_touching(facts.crossroads_of_city(city), event.get("touch", []), event.get("seq", 0))


def check_founding(state: RomeState, facts: Facts, player: Player, tribe: Tribe, city: str, event: dict) -> None:
    """ROME-CONQ-1 (a)–(e)."""
    for key in ("from", "arrows"):
        if key in event:
            raise RuleViolation("ROME-CONQ-1", f"a wandering tribe founds its kingdom on a city next to it; "
                                               f"'{key}' belongs to an expansion", f"conquer {city}")
    colours = tribe.colours()
    if len(colours) < N["colours_to_found"]:
        raise RuleViolation("ROME-CONQ-1", f"the {tribe.kind} box holds counters of {len(colours)} colour(s) "
                                           f"({listing(colours)}); founding a kingdom needs "
                                           f"{N['colours_to_found']}", "plunder cities of other provinces first")
    facts.declare_adjacent(tribe.at, city, event.get("seq", 0), "ROME-CONQ-1")
    owned_or_neutral(state, city, "ROME-CONQ-1")
    strength_check(state, player, tribe, city, facts.city(city).towers, event, "ROME-CONQ-1")
    if not tribe.wagons:
        raise RuleViolation("ROME-CONQ-1", f"the {tribe.kind} box holds no wagon; one goes with the tribe onto "
                                           "the city", "build a wagon in phase 2")


def owned_or_neutral(state: RomeState, city: str, rule: str) -> None:
    if city in state.owner:
        who, kind = state.owner[city]
        raise RuleViolation(rule, f"{city} belongs to {who}'s {kind}; cities of players are never taken",
                            "an unconquered city")
    if state.neutral(city):
        raise RuleViolation(rule, f"{city} is marked III: neutral and out of play with three players "
                                  "(ROME-SETUP-4)", "another city")


def reach(state: RomeState, facts: Facts, tribe: Tribe) -> dict[str, int]:
    """On a map: cities at most one arrow from the kingdom (ROME-EXPAND-2/3), with their distance."""
    m = facts.map
    dist = m.arrow_distance([m.cities[c].at for c in tribe.cities])
    return {name: dist[c.at] for name, c in m.cities.items() if dist.get(c.at, 9) <= 1 and name not in tribe.cities}


def check_expansion(state: RomeState, facts: Facts, player: Player, tribe: Tribe, city: str, event: dict) -> None:
    """ROME-EXPAND-2…6: the figure that moves onto the city must be in the box (G-17)."""
    if facts.map:
        targets = reach(state, facts, tribe)
        if city not in targets:
            free = [c for c in sorted(targets) if c not in state.owner and not state.neutral(c)]
            raise RuleViolation("ROME-EXPAND-2", f"{city} is more than one arrow from every city of the "
                                                 f"{tribe.kind} kingdom ({listing(tribe.cities)})",
                                f"within reach: {listing(free)}")
        if event.get("from") and event["from"] not in tribe.cities:
            raise RuleViolation("ROME-EXPAND-2", f"{event['from']} is no city of the {tribe.kind} kingdom",
                                f"its cities: {listing(tribe.cities)}")
    else:
        base = event.get("from")
        if base not in tribe.cities:
            raise RuleViolation("ROME-EXPAND-2", "an expansion starts from a city of this tribe's kingdom: which?"
                                if base is None else f"{base} is no city of the {tribe.kind} kingdom",
                                f"conquer {city} from {tribe.cities[0]} [arrows land] (its cities: "
                                f"{listing(tribe.cities)})")
        if len(event.get("arrows", [])) > 1:
            raise RuleViolation("ROME-EXPAND-2", f"the route from {base} to {city} crosses "
                                                 f"{len(event['arrows'])} arrows; at most one",
                                "a city at most one arrow from the kingdom")
    owned_or_neutral(state, city, "ROME-EXPAND-4")
    if not tribe.wagons:
        raise RuleViolation("ROME-EXPAND-5", f"the {tribe.kind} box holds no wagon; every conquered city gets one",
                            "build a wagon in phase 2")
    if not tribe.figures:
        raise RuleViolation("ROME-EXPAND-6", f"the {tribe.kind} box holds no {SINGULAR[tribe.kind]}; an expansion "
                                             "moves one from the box onto the city, and a Traitor supplies none",
                            "build an army pair (1 ore + 1 horse) in phase 2 first")
    strength_check(state, player, tribe, city, facts.city(city).towers, event, "ROME-EXPAND-5")


def apply(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    facts = state.facts
    city = facts.declare_city(event["city"], event["seq"])
    facts.declare_touching(facts.crossroads_of_city(city), event.get("touch", []), event["seq"])
    info = facts.city(city)
    lines = []
    if event.get("card") == "traitor":
        play_card(state, player, "traitor")
        player.gold -= N["traitor_gold"]
        lines.append(f"The Traitor (1 gold) opens the gates: {info.towers} towers against {tribe.figures} "
                     f"{tribe.kind} (ROME-CARD-5).")
    counter = "" if city in state.counter_gone else " Its plunder counter leaves the game (ROME-CONQ-3)."
    if tribe.kingdom:
        declared_reach(state, facts, tribe, city, event)
        tribe.figures -= 1
        tribe.wagons -= 1
        tribe.cities.append(city)
        head = (f"{player.name}'s {tribe.kind} kingdom expands to {city}: 1 {SINGULAR[tribe.kind]} and 1 wagon move "
                f"from the box onto it (ROME-EXPAND-6).")
    else:
        facts.declare_adjacent(tribe.at, city, event["seq"], "ROME-CONQ-1")
        if facts.declared:
            mark(state, event, "ROME-CONQ-1", f"{tribe.at} next to {city}")
        tribe.at = None
        tribe.wagons -= 1
        tribe.cities.append(city)
        head = (f"{player.name}'s {tribe.kind} found a kingdom on {city}: the tribe figure and 1 wagon from the box "
                f"move onto it; the tribe never wanders again (ROME-CONQ-2/4).")
    state.counter_gone.add(city)
    state.owner[city] = (player.name, tribe.kind)
    state.this_part.conquered = city
    out = Outcome([head + counter, *lines,
                   f"{city} ({info.province}, {info.towers} towers) is worth 1 VP. Box now: {tribe.figures} "
                   f"{tribe.kind}, {tribe.wagons} wagons, counters {counters_text(tribe)}; kingdom: "
                   f"{listing(tribe.cities)}."])
    out.data["conquered"] = city
    if facts.declared and facts.source.get(("city", city)) != 0:
        mark(state, event, "ROME-CONQ-1", f"{city} has {info.towers} towers (from "
                                          f"{facts.origin('city', city)})")
    return out


def declared_reach(state: RomeState, facts: Facts, tribe: Tribe, city: str, event: dict) -> None:
    if facts.declared:
        mark(state, event, "ROME-EXPAND-2", f"{city} is {len(event.get('arrows', []))} arrow(s) from "
                                            f"{event.get('from')}")
