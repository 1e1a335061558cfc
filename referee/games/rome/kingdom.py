"""Conquering cities: founding a kingdom (ROME-CONQ) and expanding it (ROME-EXPAND)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Counted, Term, _, listing
from referee.games.rome.cards import play_card
from referee.games.rome.common import coins, figures, mark, province, towers, tribe_name
from referee.games.rome.components import N
from referee.games.rome.facts import Facts
from referee.games.rome.plunder import counters_text, strength_check
from referee.games.rome.state import Player, RomeState, Tribe


def validate(state: RomeState, event: dict) -> None:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    done = state.this_part
    if done.plundered:
        raise RuleViolation("ROME-PLUNDER-5", _("the {tribe} plundered {city} this phase; a tribe never plunders "
                                                "and conquers in the same phase", tribe=tribe_name(tribe.kind),
                                                city=done.plundered),
                            _("conquer in a later phase"))
    if done.conquered:
        raise RuleViolation("ROME-EXPAND-1", _("the {tribe} conquered {city} this phase; one conquest per phase, "
                                               "and a city conquered now is no base until the next",
                                               tribe=tribe_name(tribe.kind), city=done.conquered),
                            _("conquer again in a later round"))
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
            raise RuleViolation("ROME-CONQ-1", _("a wandering tribe founds its kingdom on a city next to it; "
                                                 "'{key}' belongs to an expansion", key=key), _("conquer {city}", city=city))
    colours = tribe.colours()
    if len(colours) < N["colours_to_found"]:
        raise RuleViolation("ROME-CONQ-1", _("the {tribe} box holds counters of {count} colour(s) ({provinces}); "
                                             "founding a kingdom needs {need}", tribe=tribe_name(tribe.kind),
                                             count=len(colours), provinces=listing(map(province, colours)),
                                             need=N["colours_to_found"]),
                            _("plunder cities of other provinces first"))
    facts.declare_adjacent(tribe.at, city, event.get("seq", 0), "ROME-CONQ-1")
    owned_or_neutral(state, city, "ROME-CONQ-1")
    strength_check(state, player, tribe, city, facts.city(city).towers, event, "ROME-CONQ-1")
    if not tribe.wagons:
        raise RuleViolation("ROME-CONQ-1", _("the {tribe} box holds no wagon; one goes with the tribe onto the city",
                                             tribe=tribe_name(tribe.kind)), _("build a wagon in phase 2"))


def owned_or_neutral(state: RomeState, city: str, rule: str) -> None:
    if city in state.owner:
        who, kind = state.owner[city]
        raise RuleViolation(rule, _("{city} belongs to {player}'s {tribe}; cities of players are never taken",
                                    city=city, player=who, tribe=tribe_name(kind)), _("an unconquered city"))
    if state.neutral(city):
        raise RuleViolation(rule, _("{city} is marked III: neutral and out of play with three players "
                                    "(ROME-SETUP-4)", city=city), _("another city"))


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
            raise RuleViolation("ROME-EXPAND-2", _("{city} is more than one arrow from every city of the {tribe} "
                                                   "kingdom ({cities})", city=city, tribe=tribe_name(tribe.kind),
                                                   cities=listing(tribe.cities)),
                                _("within reach: {cities}", cities=listing(free)))
        if event.get("from") and event["from"] not in tribe.cities:
            raise RuleViolation("ROME-EXPAND-2", _("{city} is no city of the {tribe} kingdom", city=event["from"],
                                                   tribe=tribe_name(tribe.kind)),
                                _("its cities: {cities}", cities=listing(tribe.cities)))
    else:
        base = event.get("from")
        if base not in tribe.cities:
            raise RuleViolation("ROME-EXPAND-2", _("an expansion starts from a city of this tribe's kingdom: which?")
                                if base is None else _("{city} is no city of the {tribe} kingdom", city=base,
                                                       tribe=tribe_name(tribe.kind)),
                                _("conquer {city} from {base} [arrows land] (its cities: {cities})", city=city,
                                  base=tribe.cities[0], cities=listing(tribe.cities)))
        if len(event.get("arrows", [])) > 1:
            raise RuleViolation("ROME-EXPAND-2", _("the route from {base} to {city} crosses {arrows}; at most one",
                                                   base=base, city=city, arrows=arrows(len(event["arrows"]))),
                                _("a city at most one arrow from the kingdom"))
    owned_or_neutral(state, city, "ROME-EXPAND-4")
    if not tribe.wagons:
        raise RuleViolation("ROME-EXPAND-5", _("the {tribe} box holds no wagon; every conquered city gets one",
                                               tribe=tribe_name(tribe.kind)), _("build a wagon in phase 2"))
    if not tribe.figures:
        raise RuleViolation("ROME-EXPAND-6", _("the {tribe} box holds no {figure}; an expansion moves one from the "
                                               "box onto the city, and a Traitor supplies none",
                                               tribe=tribe_name(tribe.kind), figure=figure_term(tribe.kind)),
                            _("build an army pair (1 ore + 1 horse) in phase 2 first"))
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
        lines.append(_("The Traitor ({gold}) opens the gates: {towers} against {figures} (ROME-CARD-5).",
                       gold=coins(N["traitor_gold"]), towers=towers(info.towers),
                       figures=figures(tribe.figures, tribe.kind)))
    counter = "" if city in state.counter_gone else _(" Its plunder counter leaves the game (ROME-CONQ-3).")
    if tribe.kingdom:
        declared_reach(state, facts, tribe, city, event)
        tribe.figures -= 1
        tribe.wagons -= 1
        tribe.cities.append(city)
        head = _("{player}'s {tribe} kingdom expands to {city}: {figure} and 1 wagon move from the box onto it "
                 "(ROME-EXPAND-6).", player=player.name, tribe=tribe_name(tribe.kind), city=city,
                 figure=figures(1, tribe.kind))
    else:
        facts.declare_adjacent(tribe.at, city, event["seq"], "ROME-CONQ-1")
        if facts.declared:
            mark(state, event, "ROME-CONQ-1", _("{at} next to {city}", at=tribe.at, city=city))
        tribe.at = None
        tribe.wagons -= 1
        tribe.cities.append(city)
        head = _("{player}'s {tribe} found a kingdom on {city}: the tribe figure and 1 wagon from the box move onto "
                 "it; the tribe never wanders again (ROME-CONQ-2/4).", player=player.name,
                 tribe=tribe_name(tribe.kind), city=city)
    state.counter_gone.add(city)
    state.owner[city] = (player.name, tribe.kind)
    state.this_part.conquered = city
    out = Outcome([head + counter, *lines,
                   _("{city} ({province}, {towers}) is worth 1 VP. Box now: {figures}, {wagons}, counters "
                     "{counters}; kingdom: {cities}.", city=city, province=province(info.province),
                     towers=towers(info.towers), figures=figures(tribe.figures, tribe.kind),
                     wagons=wagons(tribe.wagons), counters=counters_text(tribe), cities=listing(tribe.cities))])
    out.data["conquered"] = city
    if facts.declared and facts.source.get(("city", city)) != 0:
        mark(state, event, "ROME-CONQ-1", _("{city} has {towers} (from {origin})", city=city,
                                            towers=towers(info.towers), origin=facts.origin('city', city)))
    return out


def declared_reach(state: RomeState, facts: Facts, tribe: Tribe, city: str, event: dict) -> None:
    if facts.declared:
        mark(state, event, "ROME-EXPAND-2", _("{city} is {count} arrow(s) from {base}", city=city,
                                              count=len(event.get('arrows', [])), base=event.get('from')))


def figure_term(kind: str) -> Term:
    """``horseman`` / ``jezdec`` (as the object: ``jezdce``)."""
    return Term("figure", "horseman" if kind == "horsemen" else "warrior")


def wagons(n: int) -> Counted:
    """``2 wagons`` / ``2 vozy``, ``5 vozů``."""
    return Counted(n, Term("noun", "wagon" if n == 1 else "wagons"))


def arrows(n: int) -> Counted:
    """``2 arrows`` / ``2 šipky``."""
    return Counted(n, Term("noun", "arrow" if n == 1 else "arrows"))
