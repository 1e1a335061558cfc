"""``referee hints``: what the player to act may do now, in words — from the answer to what the referee awaits
(:mod:`legal`, the same answer ``referee hints --json`` prints), with the map's facts as decoration (the bill of a
move, a city's towers)."""

from __future__ import annotations

from referee.core.awaited import Awaited, Choice
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing, translate
from referee.games.rome import building, legal, movement, plunder
from referee.games.rome.common import bag_text, card_name, figures, towers
from referee.games.rome.components import COSTS
from referee.games.rome.reports import waiting_for
from referee.games.rome.state import RomeState

SHOWN = 10          # places listed before "… (N in all)"


def hints(state: RomeState, words: list[str], answer: Awaited) -> Outcome:
    out = Outcome([_("Now: {waiting}.", waiting=waiting_for(state))])
    stage = state.stage
    if stage == "setup":
        setup_lines(state, answer, out)
    elif stage == "legionnaire":
        hexes = places(answer, "legionnaire", "to")
        out.lines.append(_("The legionnaire may go to {hexes}.",
                           hexes=shown(state, hexes, new_place(answer, "legionnaire", "to"))))
    elif stage == "trade_build":
        trade_build(state, answer, out)
    elif stage in ("horsemen", "warriors"):
        tribe_phase(state, answer, out)
    return out


def offered(answer: Awaited, player: str | None = None) -> list[Choice]:
    """The choices of ``player`` (of every actor by default), those he lacks the cards for too."""
    return [c for a in answer.actors if player is None or a.player == player for c in (*a.choices, *a.blocked)]


def places(answer: Awaited, kind: str, slot: str, player: str | None = None) -> list[str]:
    """Every value of ``slot`` in the choices of ``kind``, in the order offered (once each)."""
    found: dict[str, None] = {}
    for c in offered(answer, player):
        if c.kind == kind:
            if slot in c.event:
                found[c.event[slot]] = None
            elif c.slot(slot) is not None and c.slot(slot).values and not c.slot(slot).free:
                found.update(dict.fromkeys(c.slot(slot).values))     # known places (not a name to declare)
    return list(found)


def shown(state: RomeState, names: list[str], new: str | None = None) -> str:
    """The first places and how many there are in all; without a map, ``new``: one the table may name now."""
    text = listing(names[:SHOWN]) + (_(", … ({count} in all)", count=len(names)) if len(names) > SHOWN else "")
    if new:
        return _("{places}, or one named now (e.g. {example})", places=text, example=new) if names else \
            _("one named now (e.g. {example})", example=new)
    return text if names else _("nothing")


def new_place(answer: Awaited, kind: str, slot: str, player: str | None = None) -> str | None:
    """Without a map: the name a free slot of the choices of ``kind`` proposes (a place to declare), if any."""
    return next((c.slot(slot).values[0] for c in offered(answer, player) if c.kind == kind and c.slot(slot)
                 and c.slot(slot).free and c.slot(slot).values), None)


def setup_lines(state: RomeState, answer: Awaited, out: Outcome) -> None:
    """ROME-SETUP-2: the start crossroads of the player to set up (the answer's) and, on a map, those of each colour
    still to come; ROME-SETUP-6: the legionnaire's forests once the tribes stand."""
    facts = state.facts
    if not state.current.started:
        name = state.current.name
        if not facts.map:
            out.lines.append(_("{player}: a free crossroads touching a landscape beyond the Limes (declare it: "
                               "touching h1=fields:8:beyond …)", player=name))
            return
        for p in (p for p in state.players if not p.started):
            spots = places(answer, "start", "horsemen", name) if p is state.current else legal.start_spots(state, p)
            out.lines.append(f"{p.name}: " + _("start crossroads of {colour}: {spots}", colour=Term("color", p.color),
                                                spots=listing(spots)))
        return
    hexes = places(answer, "legionnaire", "to")
    out.lines.append(_("The legionnaire may go to {hexes}.",
                       hexes=shown(state, hexes, new_place(answer, "legionnaire", "to"))))


def trade_build(state: RomeState, answer: Awaited, out: Outcome) -> None:
    player = state.current
    mine = offered(answer, player.name)
    for piece, what in building.WHAT.items():
        plain = [c for c in mine if c.kind == "build" and c.event["piece"] == piece and "joker" not in c.event]
        can = (_("affordable") if any(not c.needs for c in plain) else _("not affordable")) if plain \
            else _("none left")
        out.lines.append(_("{what}: {cost} — {affordable}", what=translate(what), cost=bag_text(COSTS[piece]),
                           affordable=can))
    joker = _("used") if state.this_part.joker else _("unused")
    out.lines.append(_("Gold joker (3 gold for one card of a price, once this phase): {joker}.", joker=joker))
    out.lines.append(_("Cards to play: {cards}", cards=to_play(state, mine)))


def to_play(state: RomeState, choices: list[Choice]) -> str:
    """The action cards the answer lets him play now (a Traitor with a plunder or conquest, the Great Tribal Leader
    with a move too)."""
    if state.this_part.card:
        return _("none (played {card} this phase)", card=card_name(state.this_part.card))
    cards = dict.fromkeys(c.event["card"] for c in choices if c.event.get("card") and c.kind in
                          ("play", "move", "plunder", "conquer"))
    return listing([card_name(c) for c in cards])


def tribe_phase(state: RomeState, answer: Awaited, out: Outcome) -> None:
    player = state.current
    tribe = player.tribes[state.tribe_kind]
    facts = state.facts
    mine = offered(answer, player.name)
    out.lines.append(_("Box: {figures}, {wagons} wagon(s), counters {counters}. Cards to play: {cards}.",
                       figures=figures(tribe.figures, tribe.kind), wagons=tribe.wagons,
                       counters=plunder.counters_text(tribe), cards=to_play(state, mine)))
    conquer = places(answer, "conquer", "city")
    if tribe.kingdom:
        out.lines.append(_("Cities the kingdom may conquer now: {cities}.", cities=cities_text(state, conquer)))
        return
    if not facts.map:
        out.lines.append(_("Without a map: name the destination with its arrows and landscapes, and the city with "
                           "its province and towers; the referee checks the rest."))
        out.lines.append(_("Known cities to plunder now: {plunder}; to conquer now: {conquer}.",
                           plunder=cities_text(state, places(answer, "plunder", "city")),
                           conquer=cities_text(state, conquer)))
        return
    here = [c for c in sorted(facts.map.cities) if facts.adjacent(tribe.at, c)]
    out.lines.append(_("Cities next to {at}: {cities}; to plunder now: {plunder}; to conquer now: {conquer}.",
                       at=tribe.at, cities=listing(here), plunder=cities_text(state, places(answer, "plunder", "city")),
                       conquer=cities_text(state, conquer)))
    paid = [c for c in mine if c.kind == "move" and "card" not in c.event]
    near = destinations(state, player, tribe, list(paid[0].slot("to").values))[:6] if paid else []
    if near:
        out.lines.append(_("Nearest crossroads next to a city with a counter, with the bill:"))
        out.lines += ["  " + line for line in near]


def cities_text(state: RomeState, names: list[str]) -> str:
    """``Colonia (2 towers), Trier (3 towers)``, or ``none``."""
    facts = state.facts
    return listing([f"{c} ({towers(facts.city(c).towers)})" if c in (facts.map.cities if facts.map else facts.cities)
                    else c for c in names], _("none"))


def destinations(state: RomeState, player, tribe, offered_: list[str]) -> list[str]:
    """The offered destinations next to a city that still carries its counter, the cheapest bill first."""
    m = state.facts.map
    wanted = set(offered_)
    found = []
    for city in sorted(m.cities):
        if city in state.counter_gone or state.neutral(city):
            continue
        for spot in sorted(m.links.get(m.cities[city].at, {})):
            if spot not in wanted:
                continue
            path = movement.choose_route(m, player, tribe.at, spot)
            land, sea = movement.bill(movement.path_arrows(m, path))
            pay = movement.default_payment(player, land, sea)
            found.append((3 * land + sea, len(path), _("move {spot} → next to {city} ({towers}): {cost}{ok}",
                                                       spot=spot, city=city, towers=towers(m.cities[city].towers),
                                                       cost=bag_text(pay) if pay else _("free"), ok="")))
    return [text for *_, text in sorted(found)]
