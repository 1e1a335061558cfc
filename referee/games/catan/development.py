"""Development cards: buying (CATAN-BUILD-10) and playing them (CATAN-DEV)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.catan import awards, building, robber
from referee.games.catan.common import bag_text, listing, require_cards
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import COSTS, DECK, ORDER


def validate_buy(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    require_cards("CATAN-BUILD-1", player, COSTS["development"], "a development card")
    card = event["card"]
    if not sum(state.deck.values()):
        raise RuleViolation("CATAN-BUILD-10", "the development deck is empty", "build or end the turn")
    if not state.deck[card]:
        left = listing([f"{n} {c}" for c, n in state.deck.items() if n])
        raise RuleViolation("CATAN-DEV-1", f"the deck holds no {card} any more (all "
                                           f"{DECK[card]} are out)", f"cards still in the deck: {left}")


def apply_buy(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    player.hand.take(COSTS["development"])
    state.deck[event["card"]] -= 1
    player.devs[event["card"]] += 1
    player.bought_now[event["card"]] += 1
    state.built = True
    return Outcome([f"{player.name} buys a development card ({event['card']}); "
                    f"{sum(state.deck.values())} left in the deck."])


def validate_play(state: CatanState, event: dict) -> list[str]:
    player = state.by_name[event["player"]]
    card = event["card"]
    if card == "victory_point":
        raise RuleViolation("CATAN-DEV-10", "Victory Point cards are not played; they count automatically",
                            "nothing to record: the referee already counts them")
    if state.dev_played:
        raise RuleViolation("CATAN-DEV-2", f"{player.name} has already played a development card this turn",
                            "one per turn; play it next turn")
    if not player.devs[card]:
        held = listing([f"{n} {c}" for c, n in player.devs.items() if n], "no cards")
        raise RuleViolation("CATAN-DEV-4", f"{player.name} holds no {card}", f"{player.name} holds {held}")
    if player.devs[card] - player.bought_now[card] < 1:
        raise RuleViolation("CATAN-DEV-3", f"{player.name}'s {card} was bought this turn",
                            "play it from the next turn on")
    fields = {"knight": {"to", "victim", "stolen"}, "road_building": {"roads"},
              "year_of_plenty": {"take"}, "monopoly": {"resource"}}[card]
    wrong = (set(event) & {"to", "victim", "stolen", "roads", "take", "resource"}) - fields
    if wrong:
        raise RuleViolation("CATAN-DEV-4", f"a {card} does not take {', '.join(sorted(wrong))}",
                            f"{card} takes {', '.join(sorted(fields))}")
    return CHECK[card](state, event)


def _check_knight(state: CatanState, event: dict) -> list[str]:
    if "to" not in event:
        raise RuleViolation("CATAN-DEV-5", "a Knight moves the robber: where to?", "play knight TO [VICTIM CARD]")
    return robber.validate_move(state, state.by_name[event["player"]], event)


def _check_road_building(state: CatanState, event: dict) -> list[str]:
    player = state.by_name[event["player"]]
    roads = list(event.get("roads", []))
    if not 1 <= len(roads) <= 2:
        raise RuleViolation("CATAN-DEV-6", f"Road Building places 2 roads, not {len(roads)}",
                            "play road_building PATH PATH")
    placed = set(player.roads)
    for path in roads:
        if player.left("road") - (len(placed) - len(player.roads)) < 1:
            raise RuleViolation("CATAN-DEV-6", f"{player.name} has no road left in supply for {path}",
                                "place only the roads the supply holds")
        building.check_road(state, player, path, placed, rule="CATAN-DEV-6")
        placed.add(path)
    if len(roads) == 1:
        more = player.left("road") > 1 and building.road_spots(state, player, placed)
        if more:
            raise RuleViolation("CATAN-DEV-6", "Road Building places 2 roads and a second one is possible",
                                f"also e.g. {listing(more[:5])}")
    return []


def _check_year_of_plenty(state: CatanState, event: dict) -> list[str]:
    take = event.get("take", {})
    if sum(take.values()) != 2:
        raise RuleViolation("CATAN-DEV-7", f"Year of Plenty takes exactly 2 cards, not {sum(take.values())}",
                            "e.g. play year_of_plenty ore grain")
    bank = state.bank()
    short = [r for r, n in take.items() if bank[r] < n]
    if short:
        raise RuleViolation("CATAN-DEV-7", f"the bank cannot give {bag_text(take)}", f"bank: {bag_text(bank)}")
    return []


def _check_monopoly(state: CatanState, event: dict) -> list[str]:
    if "resource" not in event:
        raise RuleViolation("CATAN-DEV-8", "Monopoly names one resource", f"one of {', '.join(ORDER)}")
    return []


CHECK = {"knight": _check_knight, "road_building": _check_road_building,
         "year_of_plenty": _check_year_of_plenty, "monopoly": _check_monopoly}


def apply_play(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    card = event["card"]
    player.devs[card] -= 1
    state.dev_played = True
    out = Outcome()
    if card == "knight":
        player.knights += 1
        out.lines.append(f"{player.name} plays a Knight ({player.knights} played).")
        robber.move(state, player, event, out)
        awards.update_largest_army(state, player, out)
    elif card == "road_building":
        affected = set()
        for path in event["roads"]:
            affected.update(building.place(state, player, "road", path))
        out.lines.append(f"{player.name} plays Road Building: roads on {', '.join(event['roads'])}.")
        awards.update_longest_road(state, sorted(affected), out)
    elif card == "year_of_plenty":
        player.hand.add(event["take"])
        out.lines.append(f"{player.name} plays Year of Plenty: takes {bag_text(event['take'])}.")
    else:
        resource = event["resource"]
        got = []
        for other in state.players:
            if other is not player and other.hand.get(resource):
                got.append(f"{other.hand[resource]} from {other.name}")
                player.hand[resource] += other.hand[resource]
                other.hand[resource] = 0
        out.lines.append(f"{player.name} plays Monopoly on {resource}: {listing(got, 'nobody had any')}.")
    return out
