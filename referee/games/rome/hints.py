"""``referee hints``: what the player to act may do now, worked out from the rules (and the map, if any)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import listing
from referee.games.rome import building, kingdom, legionnaire, movement, plunder
from referee.games.rome.common import bag_text, owns
from referee.games.rome.components import COSTS
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import TREASURES


def hints(state: RomeState, words: list[str]) -> Outcome:
    from referee.games.rome.reports import waiting_for

    out = Outcome([f"Now: {waiting_for(state)}."])
    stage = state.stage
    if stage == "legionnaire":
        out.lines.append("The legionnaire may go to " + legionnaire.allowed_hexes(state, state.facts) + ".")
    elif stage == "trade_build":
        trade_build(state, out)
    elif stage in ("horsemen", "warriors"):
        tribe_phase(state, out)
    return out


def trade_build(state: RomeState, out: Outcome) -> None:
    player = state.current
    joker = "used" if state.this_part.joker else "unused"
    for piece, what in building.WHAT.items():
        price = COSTS[piece]
        can = owns(player, price)
        out.lines.append(f"{what}: {bag_text(price)} — {'affordable' if can else 'not affordable'}")
    out.lines.append(f"Gold joker (3 gold for one card of a price, once this phase): {joker}.")
    out.lines.append("Cards to play: " + playable(state, ("diplomat", "great_tribal_leader", *TREASURES)))


def playable(state: RomeState, kinds) -> str:
    player = state.current
    if state.this_part.card:
        return f"none (played {state.this_part.card} this phase)"
    return listing([c for c in kinds if player.cards[c]])


def tribe_phase(state: RomeState, out: Outcome) -> None:
    player = state.current
    tribe = player.tribes[state.tribe_kind]
    facts = state.facts
    out.lines.append(f"Box: {plunder.figures(tribe.figures, tribe.kind)}, {tribe.wagons} wagon(s), counters "
                     f"{plunder.counters_text(tribe)}. Cards to play: "
                     f"{playable(state, ('great_tribal_leader', 'traitor', *TREASURES))}.")
    if tribe.kingdom:
        if facts.map:
            targets = [c for c in sorted(kingdom.reach(state, facts, tribe))
                       if c not in state.owner and not state.neutral(c)]
            out.lines.append(f"Cities within one arrow of the kingdom: {listing(targets)} "
                             f"(towers: {listing(f'{c} {facts.city(c).towers}' for c in targets)}).")
        return
    if not facts.map:
        out.lines.append("Without a map: name the destination with its arrows and landscapes, and the city with "
                         "its province and towers; the referee checks the rest.")
        return
    here = [c for c in sorted(facts.map.cities) if facts.adjacent(tribe.at, c)]
    open_ = [c for c in here if c not in state.counter_gone and not state.neutral(c)]
    out.lines.append(f"Cities next to {tribe.at}: {listing(here)}; with a counter: {listing(open_)}.")
    if not state.this_part.moved and not state.this_part.plundered:
        out.lines.append("Nearest crossroads next to a city with a counter, with the bill:")
        for line in destinations(state, player, tribe)[:6]:
            out.lines.append("  " + line)


def destinations(state: RomeState, player, tribe) -> list[str]:
    m = state.facts.map
    found = []
    for city in sorted(m.cities):
        if city in state.counter_gone or state.neutral(city):
            continue
        for spot in sorted(m.links.get(m.cities[city].at, {})):
            if spot == tribe.at or state.tribe_at(spot) or m.city_at.get(spot):
                continue
            try:
                path = movement.choose_route(m, player, tribe.at, spot)
            except RuleViolation:
                continue
            arrows = movement.path_arrows(m, path)
            land, sea = movement.bill(arrows)
            pay = movement.default_payment(player, land, sea)
            ok = "" if owns(player, pay) else " (cannot pay)"
            found.append((3 * land + sea, len(path), f"move {spot} → next to {city} "
                          f"({m.cities[city].towers} towers): {bag_text(pay) if pay else 'free'}{ok}"))
    return [text for *_, text in sorted(found)]

