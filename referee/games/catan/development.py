"""Development cards: buying (CATAN-BUILD-10) and playing them (CATAN-DEV)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, terms
from referee.core.secrets import span_text
from referee.games.catan import awards, building, robber
from referee.games.catan.common import bag_text, card as term, cards_text, listing, require_cards, resource
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER


def validate_buy(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    require_cards("CATAN-BUILD-1", player, state.edition.costs["development"], _("a development card"))
    check_draw(state, event.get("card"), _("build or end the turn"))


def check_draw(state: CatanState, card: str | None, otherwise: str) -> None:
    """CATAN-BUILD-10, CATAN-DEV-1: the deck is not empty and still may hold the card drawn (``otherwise``: what
    the player may do instead; no card: drawn face down, DESIGN.md §3 "Secrets")."""
    if not state.cards.deck_left():
        raise RuleViolation("CATAN-BUILD-10", _("the development deck is empty"), otherwise)
    if card is not None and not state.cards.can_draw(card):
        raise RuleViolation("CATAN-DEV-1", _("the deck holds no {card} any more (all {count} are out)",
                                             card=term(card), count=state.edition.deck[card]),
                            _("cards still in the deck: {cards}", cards=cards_text(state.deck))
                            if not state.cards.hidden.total() else
                            _("cards still in the deck or face down in a hand: {cards}", cards=cards_text(state.deck)))


def apply_buy(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    player.hand.take(state.edition.costs["development"])
    card = event.get("card")
    state.cards.draw(player.name, card)
    state.built = True
    if card is None:
        return Outcome().say("{player} buys a development card face down; {left} left in the deck.",
                             player=player.name, left=state.cards.deck_left())
    player.bought_now[card] += 1
    return Outcome().say("{player} buys a development card ({card}); {left} left in the deck.", player=player.name,
                      card=term(card), left=state.cards.deck_left())


FIELDS = {"knight": {"to", "victim", "stolen"}, "road_building": {"roads"}, "year_of_plenty": {"take"},
          "monopoly": {"resource", "got"}}


def validate_play(state: CatanState, event: dict, checks: dict | None = None, fields: dict | None = None) -> list[str]:
    """CATAN-DEV-2…4 for any card, then the card's own check (``checks``, ``fields``: a variant's tables)."""
    player = state.by_name[event["player"]]
    card = event["card"]
    cards = state.cards
    if card == "victory_point":
        raise RuleViolation("CATAN-DEV-10", _("Victory Point cards are not played; they count automatically"),
                            _("nothing to record: the referee already counts them") if not cards.hidden[player.name]
                            else _("show them with 'reveal victory_point COUNT'"))
    face_down = cards.can_reveal(player.name, card, settled=False)
    if not player.devs[card] and not face_down:   # the card not held is said before "one per turn" (CATAN-DEV-2)
        if cards.hidden[player.name]:
            raise RuleViolation("CATAN-DEV-4", _("{player} cannot hold a {card}: all {count} are played or shown",
                                                 player=player.name, card=term(card), count=state.edition.deck[card]),
                                _("cards not yet played or shown: {cards}", cards=cards_text(+state.deck)))
        held = (_("{player} holds {cards}", player=player.name, cards=cards_text(player.devs))
                if any(player.devs.values()) else _("{player} holds no cards", player=player.name))
        raise RuleViolation("CATAN-DEV-4", _("{player} holds no {card}", player=player.name, card=term(card)), held)
    if state.dev_played:
        raise RuleViolation("CATAN-DEV-2", _("{player} has already played a development card this turn",
                                             player=player.name),
                            _("one per turn; play it next turn"))
    if player.devs[card] - player.bought_now[card] < 1 and not cards.can_reveal(player.name, card):
        raise RuleViolation("CATAN-DEV-3", _("{player}'s {card} was bought this turn", player=player.name,
                                             card=term(card)) if player.devs[card] else
                            _("{player}'s face-down cards were all bought this turn", player=player.name),
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
    got = event.get("got")
    if got is not None:                 # what the others handed over, as the table counted it
        name, others = event["resource"], [p for p in state.players if p.name != event["player"]]
        named = sorted(set(got) - {p.name for p in others})
        unnamed = [p.name for p in others if p.name not in got]
        if named or unnamed:
            raise RuleViolation("CATAN-DEV-8", _("--got names every other player once: not {named}, also {unnamed}",
                                                 named=listing(named, "-"), unnamed=listing(unnamed, "-")),
                                _("e.g. --got {example}", example=",".join(f"{p.name}=0" for p in others)))
        for p in others:
            low, high = held(state, p, name)
            if not low <= got[p.name] <= high:
                raise RuleViolation("CATAN-DEV-8", _("{player} held {count} {resource}, not {got}", player=p.name,
                                                     count=span_text(low, high), resource=resource(name),
                                                     got=got[p.name]),
                                    _("the counts the others handed over"))
    return []


def held(state: CatanState, player, name: str) -> tuple[int, int]:
    """What ``player`` holds of resource ``name``: the hand checked, or on collapsed bounds its lowest and highest."""
    if state.hands is not None and state.hands.collapsed:
        return state.hands.bounds(player.seat, ORDER.index(name))
    n = player.hand.get(name, 0)
    return n, n


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
    if player.devs[card] - player.bought_now[card] > 0:
        state.cards.play_known(player.name, card)
    else:                                         # one of his face-down cards is shown to be it
        state.cards.reveal(player.name, card, keep=False)
    state.dev_played = True
    out = Outcome()
    (effects or EFFECTS)[card](state, player, event, out)
    return out


def validate_reveal(state: CatanState, event: dict) -> None:
    """CATAN-END-4: Victory Point cards bought face down are shown to claim the win (or at the end)."""
    player = state.by_name[event["player"]]
    card, count = event["card"], event.get("count", 1)
    hidden = state.cards.hidden[player.name]
    if card != "victory_point":
        raise RuleViolation("CATAN-END-4", _("a {card} is not revealed but played", card=term(card)),
                            _("play {card} …; reveal shows Victory Point cards", card=card))
    if count < 1:
        raise RuleViolation("CATAN-END-4", _("reveal at least one card, not {count}", count=count),
                            _("e.g. reveal victory_point 2"))
    if hidden < count:
        raise RuleViolation("CATAN-END-4", _("{player} holds {hidden} face-down card(s), not {count}",
                                             player=player.name, hidden=hidden, count=count),
                            _("reveal at most {hidden}", hidden=hidden) if hidden else
                            _("only cards bought face down are revealed; the others are counted already"))
    if not state.cards.can_reveal(player.name, card, settled=False, count=count):
        left = state.cards.unaccounted(card)
        raise RuleViolation("CATAN-DEV-1", _("only {left} of the {count} Victory Point cards can still be face down "
                                             "(the others are shown or known)", left=left,
                                             count=state.edition.deck[card]),
                            _("reveal at most {left}", left=left))


def apply_reveal(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    count = event.get("count", 1)
    for _i in range(count):
        state.cards.reveal(player.name, event["card"], keep=True, settled=False)
    return Outcome().say("{player} reveals {count} Victory Point card(s).", player=player.name, count=count)
