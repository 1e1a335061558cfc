"""Setting up: the two tribes on their start crossroads, the starting hand, the legionnaire — ROME-SETUP."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing
from referee.games.rome.common import check_pasture, coins, draw_pasture, good, mark, tribe_name
from referee.games.rome.components import START
from referee.games.rome.facts import Facts, split
from referee.games.rome.state import RomeState

TRIBES = ("horsemen", "warriors")


def check_start(state: RomeState, event: dict) -> None:
    """ROME-SETUP-2/3/8: the next player in seat order puts his two tribes on two free start crossroads."""
    player = state.by_name[event["player"]]
    expected = state.current
    if player.started:
        raise RuleViolation("ROME-SETUP-2", _("{player} has placed his tribes already", player=player.name),
                            _("waiting for {player}", player=expected.name) if not expected.started
                            else _("waiting for the legionnaire"))
    if player is not expected:
        raise RuleViolation("ROME-SETUP-2", _("the players set up in seating order; {player} comes first",
                                              player=expected.name),
                            f"start … --player {expected.name}")
    facts = state.facts
    spots = [event["horsemen"], event["warriors"]]
    if spots[0] == spots[1]:
        raise RuleViolation("ROME-SETUP-2", _("both tribes on {spot}: each tribe has its own start crossroads",
                                              spot=spots[0]), _("two different crossroads"))
    for tribe, spot in zip(TRIBES, spots):
        check_spot(state, facts, player, tribe, spot, event)
    check_pasture(state, [event["pasture"]] if "pasture" in event else None, "ROME-SETUP-8", START["pasture_cards"], _("the starting pasture card"))


def check_spot(state: RomeState, facts: Facts, player, tribe: str, spot: str, event: dict) -> None:
    taken = state.tribe_at(spot)
    if taken:
        raise RuleViolation("ROME-SETUP-2", _("{player}'s {tribe} stand on {spot} already", player=taken[0].name,
                                              tribe=tribe_name(taken[1].kind), spot=spot),
                            free_starts(state, facts, player))
    if facts.city_on(spot):
        raise RuleViolation("ROME-SETUP-2", _("{spot} is the city {city}, no start crossroads", spot=spot,
                                              city=facts.city_on(spot)),
                            free_starts(state, facts, player))
    facts.declare_touching(spot, event.get(f"{tribe}_touch", []), event.get("seq", 0))
    if facts.map and facts.map.starts.get(player.color):
        if spot not in facts.map.starts[player.color]:
            raise RuleViolation("ROME-SETUP-2", _("{spot} is not a start crossroads of {colour}", spot=spot,
                                                  colour=Term("color", player.color)),
                                free_starts(state, facts, player))
        return
    if not any(facts.landscape(h).beyond for h in facts.touching_of(spot)):
        raise RuleViolation("ROME-SETUP-2", _("{spot} touches no landscape beyond the Limes; the tribes start in "
                                              "the north-east, beyond it", spot=spot),
                            free_starts(state, facts, player))


def free_starts(state: RomeState, facts: Facts, player) -> str:
    if facts.map and facts.map.starts.get(player.color):
        free = [c for c in facts.map.starts[player.color] if not state.tribe_at(c)]
        return _("start crossroads of {colour}: {spots}", colour=Term("color", player.color), spots=listing(free))
    return _("a free crossroads touching a landscape beyond the Limes (declare it: touching h1=fields:8:beyond …)")


def apply_start(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    for tribe in TRIBES:
        spot = event[tribe]
        state.facts.declare_touching(spot, event.get(f"{tribe}_touch", []), event["seq"])
        if not (state.facts.map and state.facts.map.starts.get(player.color)):
            mark(state, event, "ROME-SETUP-2", _("{spot} touches {hexes} with a landscape beyond the Limes",
                                                 spot=spot, hexes=", ".join(sorted(state.facts.touching_of(spot)))))
        player.tribes[tribe].at = spot
    player.gold += START["gold"]
    player.hand["grain"] += START["grain"]
    draw_pasture(state, player, [event.get("pasture")], seq=event.get("seq", 0))
    player.started = True
    card = good(event["pasture"]) if "pasture" in event else _("face down")
    out = Outcome().say("{player} ({colour}) puts the horsemen on {horsemen} and the warriors on {warriors}, and "
                        "takes {gold}, 1 grain and a pasture card ({card}) (ROME-SETUP-2/8).",
                        player=player.name, colour=Term("color", player.color), horsemen=event["horsemen"],
                        warriors=event["warriors"], gold=coins(START["gold"]), card=card)
    finish(state, out)
    return out


def check_placement(state: RomeState, event: dict) -> None:
    """ROME-SETUP-6: the start player puts the legionnaire on a forest in Hispania."""
    player = state.by_name[event["player"]]
    if player is not state.start_player:
        raise RuleViolation("ROME-SETUP-6", _("the start player {player} places the legionnaire",
                                              player=state.start_player.name),
                            f"--player {state.start_player.name}")
    if state.legionnaire:
        raise RuleViolation("ROME-SETUP-6", _("the legionnaire stands on {hex} already", hex=state.legionnaire),
                            _("waiting for the players' start crossroads"))
    for key in ("victim", "stolen", "gold"):
        if key in event:
            raise RuleViolation("ROME-SETUP-6", _("nobody is robbed when the legionnaire is set up"),
                                _("legionnaire {hex}", hex=split(event['to'])[0]))
    facts = state.facts
    hexname = facts.declare_landscape(event["to"], event.get("seq", 0))
    land = facts.landscape(hexname)
    if land.terrain != "forest" or land.province != "hispania":
        raise RuleViolation("ROME-SETUP-6", _("{hex} is {land}; the legionnaire starts on a forest in Hispania",
                                              hex=hexname, land=land.describe()), hispanic_forests(facts))


def hispanic_forests(facts: Facts) -> str:
    if facts.map:
        found = [h for h in facts.map.grid.hexes if facts.map.terrain[h] == "forest"
                 and facts.map.province.get(h) == "hispania"]
        return _("forests in Hispania: {hexes}", hexes=listing(found))
    return _("a forest in Hispania, declared e.g. h20=forest:hispania")


def apply_placement(state: RomeState, event: dict) -> Outcome:
    hexname = state.facts.declare_landscape(event["to"], event["seq"])
    state.legionnaire = hexname
    mark(state, event, "ROME-SETUP-6", _("{hex} is a forest in Hispania", hex=hexname))
    out = Outcome().say("{player} puts the legionnaire on {hex} (ROME-SETUP-6).", player=event["player"], hex=hexname)
    finish(state, out)
    return out


def finish(state: RomeState, out: Outcome) -> None:
    from referee.games.rome import rounds

    if state.legionnaire and all(p.started for p in state.players):
        out.say("Set-up complete.")
        rounds.begin_round(state, out)
