"""``referee hints``: what the player to act may do now, worked out from the rules (and the map, if any)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing, translate
from referee.games.rome import building, kingdom, legionnaire, movement, plunder, setup
from referee.games.rome.common import bag_text, card_name, figures, owns, towers
from referee.games.rome.components import COSTS
from referee.games.rome.reports import waiting_for
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import TREASURES


def hints(state: RomeState, words: list[str]) -> Outcome:
    out = Outcome([_("Now: {waiting}.", waiting=waiting_for(state))])
    stage = state.stage
    if stage == "setup" and not state.current.started:         # ROME-SETUP-2: each colour's own (with a map)
        waiting = [p for p in state.players if not p.started] if state.facts.map else [state.current]
        out.lines += [f"{p.name}: {setup.free_starts(state, state.facts, p)}" for p in waiting]
    elif stage == "legionnaire":
        out.lines.append(_("The legionnaire may go to {hexes}.", hexes=legionnaire.allowed_hexes(state, state.facts)))
    elif stage == "trade_build":
        trade_build(state, out)
    elif stage in ("horsemen", "warriors"):
        tribe_phase(state, out)
    return out


def trade_build(state: RomeState, out: Outcome) -> None:
    player = state.current
    joker = _("used") if state.this_part.joker else _("unused")
    for piece, what in building.WHAT.items():
        price = COSTS[piece]
        can = owns(player, price)
        out.lines.append(_("{what}: {cost} — {affordable}", what=translate(what), cost=bag_text(price),
                           affordable=_("affordable") if can else _("not affordable")))
    out.lines.append(_("Gold joker (3 gold for one card of a price, once this phase): {joker}.", joker=joker))
    out.lines.append(_("Cards to play: {cards}", cards=playable(state, ("diplomat", "great_tribal_leader",
                                                                       *TREASURES))))


def playable(state: RomeState, kinds) -> str:
    player = state.current
    if state.this_part.card:
        return _("none (played {card} this phase)", card=card_name(state.this_part.card))
    return listing([card_name(c) for c in kinds
                    if player.cards[c] or state.cards.can_reveal(player.name, c, settled=False)])


def tribe_phase(state: RomeState, out: Outcome) -> None:
    player = state.current
    tribe = player.tribes[state.tribe_kind]
    facts = state.facts
    out.lines.append(_("Box: {figures}, {wagons} wagon(s), counters {counters}. Cards to play: {cards}.",
                       figures=figures(tribe.figures, tribe.kind), wagons=tribe.wagons,
                       counters=plunder.counters_text(tribe),
                       cards=playable(state, ('great_tribal_leader', 'traitor', *TREASURES))))
    if tribe.kingdom:
        if facts.map:
            targets = [c for c in sorted(kingdom.reach(state, facts, tribe))
                       if c not in state.owner and not state.neutral(c)]
            out.lines.append(_("Cities within one arrow of the kingdom: {cities} (towers: {towers}).",
                               cities=listing(targets),
                               towers=listing(f'{c} {facts.city(c).towers}' for c in targets)))
        return
    if not facts.map:
        out.lines.append(_("Without a map: name the destination with its arrows and landscapes, and the city with "
                           "its province and towers; the referee checks the rest."))
        return
    here = [c for c in sorted(facts.map.cities) if facts.adjacent(tribe.at, c)]
    open_ = [c for c in here if c not in state.counter_gone and not state.neutral(c)]
    out.lines.append(_("Cities next to {at}: {cities}; with a counter: {open}.", at=tribe.at, cities=listing(here),
                       open=listing(open_)))
    if not state.this_part.moved and not state.this_part.plundered:
        out.lines.append(_("Nearest crossroads next to a city with a counter, with the bill:"))
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
            ok = "" if owns(player, pay) else _(" (cannot pay)")
            found.append((3 * land + sea, len(path), _("move {spot} → next to {city} ({towers}): {cost}{ok}",
                                                       spot=spot, city=city, towers=towers(m.cities[city].towers),
                                                       cost=bag_text(pay) if pay else _("free"), ok=ok)))
    return [text for *_, text in sorted(found)]

