"""Development cards: buying (CATAN-BUILD-10) and playing them (CATAN-DEV)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, terms
from referee.games.catan import awards, building, robber
from referee.games.catan.common import bag_text, card as term, cards_text, listing, require_cards, resource
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER


def validate_buy(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    require_cards("CATAN-BUILD-1", player, state.edition.costs["development"], _("a development card"))
    check_draw(state, event["card"], _("build or end the turn"))


def check_draw(state: CatanState, card: str, otherwise: str) -> None:
    """CATAN-BUILD-10, CATAN-DEV-1: the deck is not empty and still holds the card drawn (``otherwise``: what
    the player may do instead)."""
    if not sum(state.deck.values()):
        raise RuleViolation("CATAN-BUILD-10", _("the development deck is empty"), otherwise)
    if not state.deck[card]:
        raise RuleViolation("CATAN-DEV-1", _("the deck holds no {card} any more (all {count} are out)",
                                             card=term(card), count=state.edition.deck[card]),
                            _("cards still in the deck: {cards}", cards=cards_text(state.deck)))


def apply_buy(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    player.hand.take(state.edition.costs["development"])
    state.deck[event["card"]] -= 1
    player.devs[event["card"]] += 1
    player.bought_now[event["card"]] += 1
    state.built = True
    return Outcome().say("{player} buys a development card ({card}); {left} left in the deck.", player=player.name,
                      card=term(event["card"]), left=sum(state.deck.values()))


FIELDS = {"knight": {"to", "victim", "stolen"}, "road_building": {"roads"}, "year_of_plenty": {"take"},
          "monopoly": {"resource"}}


def validate_play(state: CatanState, event: dict, checks: dict | None = None, fields: dict | None = None) -> list[str]:
    """CATAN-DEV-2…4 for any card, then the card's own check (``checks``, ``fields``: a variant's tables)."""
    player = state.by_name[event["player"]]
    card = event["card"]
    if card == "victory_point":
        raise RuleViolation("CATAN-DEV-10", _("Victory Point cards are not played; they count automatically"),
                            _("nothing to record: the referee already counts them"))
    if not player.devs[card]:           # the card not held is said before "one per turn" (CATAN-DEV-2)
        held = (_("{player} holds {cards}", player=player.name, cards=cards_text(player.devs))
                if any(player.devs.values()) else _("{player} holds no cards", player=player.name))
        raise RuleViolation("CATAN-DEV-4", _("{player} holds no {card}", player=player.name, card=term(card)), held)
    if state.dev_played:
        raise RuleViolation("CATAN-DEV-2", _("{player} has already played a development card this turn",
                                             player=player.name),
                            _("one per turn; play it next turn"))
    if player.devs[card] - player.bought_now[card] < 1:
        raise RuleViolation("CATAN-DEV-3", _("{player}'s {card} was bought this turn", player=player.name,
                                             card=term(card)),
                            _("play it from the next turn on"))
    fields = (fields or FIELDS)
    takes = fields[card]
    wrong = (set(event) & set().union(*fields.values())) - takes
    if wrong:
        raise RuleViolation("CATAN-DEV-4", _("a {card} does not take {fields}", card=term(card),
                                             fields=", ".join(sorted(wrong))),
                            _("{card} takes {fields}", card=term(card), fields=", ".join(sorted(takes))))
    return (checks or CHECK)[card](state, event)


def _check_knight(state: CatanState, event: dict) -> list[str]:
    if "to" not in event:
        raise RuleViolation("CATAN-DEV-5", _("a Knight moves the robber: where to?"),
                            _("play knight TO [VICTIM CARD]"))
    return robber.validate_move(state, state.by_name[event["player"]], event)


def _check_road_building(state: CatanState, event: dict) -> list[str]:
    player = state.by_name[event["player"]]
    roads = list(event.get("roads", []))
    if not 1 <= len(roads) <= 2:
        raise RuleViolation("CATAN-DEV-6", _("Road Building places 2 roads, not {count}", count=len(roads)),
                            _("play road_building PATH PATH"))
    placed = set(player.roads)
    for path in roads:
        if player.left("road") - (len(placed) - len(player.roads)) < 1:
            raise RuleViolation("CATAN-DEV-6", _("{player} has no road left in supply for {path}",
                                                 player=player.name, path=path),
                                _("place only the roads the supply holds"))
        building.check_road(state, player, path, placed, rule="CATAN-DEV-6")
        placed.add(path)
    if len(roads) == 1:
        more = player.left("road") > 1 and building.road_spots(state, player, placed)
        if more:
            raise RuleViolation("CATAN-DEV-6", _("Road Building places 2 roads and a second one is possible"),
                                _("also e.g. {paths}", paths=listing(more[:5])))
    return []


def _check_year_of_plenty(state: CatanState, event: dict) -> list[str]:
    take = event.get("take", {})
    if sum(take.values()) != 2:
        raise RuleViolation("CATAN-DEV-7", _("Year of Plenty takes exactly 2 cards, not {count}",
                                             count=sum(take.values())),
                            _("e.g. play year_of_plenty ore grain"))
    bank = state.bank()
    short = [r for r, n in take.items() if bank[r] < n]
    if short:
        raise RuleViolation("CATAN-DEV-7", _("the bank cannot give {cards}", cards=bag_text(take)),
                            _("bank: {cards}", cards=bag_text(bank)))
    return []


def _check_monopoly(state: CatanState, event: dict) -> list[str]:
    if "resource" not in event:
        raise RuleViolation("CATAN-DEV-8", _("Monopoly names one resource"),
                            _("one of {choices}", choices=terms("resource", ORDER)))
    return []


CHECK = {"knight": _check_knight, "road_building": _check_road_building,
         "year_of_plenty": _check_year_of_plenty, "monopoly": _check_monopoly}


def _knight(state: CatanState, player: Player, event: dict, out: Outcome) -> None:
    player.knights += 1
    out.say("{player} plays a Knight ({knights} played).", player=player.name, knights=player.knights)
    robber.move(state, player, event, out)
    awards.update_largest_army(state, player, out)


def _road_building(state: CatanState, player: Player, event: dict, out: Outcome) -> None:
    affected = set()
    for path in event["roads"]:
        affected.update(building.place(state, player, "road", path))
    out.say("{player} plays Road Building: roads on {paths}.", player=player.name, paths=", ".join(event["roads"]))
    awards.update_longest_road(state, sorted(affected), out)


def _year_of_plenty(state: CatanState, player: Player, event: dict, out: Outcome) -> None:
    player.hand.add(event["take"])
    out.say("{player} plays Year of Plenty: takes {cards}.", player=player.name, cards=bag_text(event["take"]))


def _monopoly(state: CatanState, player: Player, event: dict, out: Outcome) -> None:
    name = event["resource"]
    got = []
    for other in state.players:
        if other is not player and other.hand.get(name):
            got.append(_("{count} from {player}", count=other.hand[name], player=other.name))
            player.hand[name] += other.hand[name]
            other.hand[name] = 0
    out.say("{player} plays Monopoly on {resource}: {got}.", player=player.name,
            resource=resource(name), got=listing(got, _("nobody had any")))


EFFECTS = {"knight": _knight, "road_building": _road_building, "year_of_plenty": _year_of_plenty,
           "monopoly": _monopoly}


def apply_play(state: CatanState, event: dict, effects: dict | None = None) -> Outcome:
    """The card leaves the hand (one per turn, CATAN-DEV-2) and does what it says (``effects``: a variant's)."""
    player = state.by_name[event["player"]]
    card = event["card"]
    player.devs[card] -= 1
    state.dev_played = True
    out = Outcome()
    (effects or EFFECTS)[card](state, player, event, out)
    return out
