"""Treasure tokens — catan-td-and-e.md §2, TDE-TREASURE-1…3 (shared by The Treasure Islands and Into the Unknown).

A token lies chest side up on an intersection (the board file's ``treasures``, TDE-TREASURE-1); a road or ship
reaching it takes it (TDE-ISLANDS-6), and the next event is the table typing the reward on its back — the mix of
the 20 tokens is UNKNOWN, so the referee never draws one itself::

    referee treasure grain_wool_brick          # 1 grain + 1 wool + 1 brick from the bank
    referee treasure one_any ore               # 1 resource of the player's choice
    referee treasure two_any ore wool          # 2 resources of the player's choice
    referee treasure two_free_routes 3e:1 ship 4e:2   # 2 roads, 2 ships, or one of each, free, placed legally
    referee treasure dev_card [CARD]           # the top development card (face down without CARD)

The event is ``treasure`` with ``reward`` and, by reward, ``take`` (a bag), ``roads`` and ``ships`` (paths) or
``card``. Free pieces obey the placement rules and may reach further face-down hexes or treasures, resolved next
(TDE-TREASURE-2); what the bank lacks is not paid, as in the base game (TDE-TREASURE-3).
"""

from __future__ import annotations

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Outcome
from referee.core.i18n import _
from referee.core.vocab import Vocabulary
from referee.games.catan import building, completion
from referee.games.catan.common import bag_text, card as term, listing
from referee.games.catan.development import check_draw
from referee.games.catan.seafarers import development, discovery, ships, trade_route
from referee.games.catan.vocab import CARDS, RESOURCES, SEA_PIECES

REWARDS = Vocabulary("treasure", {
    "grain_wool_brick": ("gwb", "obili_vlna_cihly", "obilí_vlna_cihly", "three"),
    "two_free_routes": ("free_routes", "routes", "dve_cesty", "dvě_cesty", "stavby"),
    "one_any": ("one", "jedna", "jednu", "1"),
    "two_any": ("two", "dve", "dvě", "2"),
    "dev_card": ("development", "card", "karta", "akcni_karta", "akční_karta"),
    "keep": ("kept", "unused", "ponechat", "nechat", "ponech", "nech"),       # Into the Unknown (TDE-UNKNOWN-6)
})
KEPT_MAX = 4          # TDE-TREASURE-10 (recovered)
FIXED = {"grain_wool_brick": {"grain": 1, "wool": 1, "brick": 1}}
CHOSEN = {"one_any": 1, "two_any": 2}
KIND = {"player": Field("str"), "reward": Field("str"), "take": Field("bag", False), "roads": Field("list", False),
        "ships": Field("list", False), "card": Field("str", False), "harbour": Field("str", False),
        "site": Field("str", False)}
FIELDS = {"grain_wool_brick": set(), "one_any": {"take"}, "two_any": {"take"}, "two_free_routes": {"roads", "ships"},
          "dev_card": {"card"}, "keep": {"harbour", "site"}}

CK_KIND = {**KIND, "deck": Field("str", False)}      # with C&K: the progress deck a development-card treasure names


def parse(state, words: list[str], player: str | None) -> dict:
    """``two_any ore wool``, ``two_free_routes 3e:1 ship 4e:2``, ``dev_card [CARD]``: the reward, then its details."""
    from referee.games.catan.notation import resource_bag
    from referee.games.catan.seafarers.notation import _pieces, _waiting

    if not words:
        raise NotationError(_("treasure takes the reward on the token's back"),
                            _("one of {rewards}", rewards=listing(map(REWARDS.term, REWARDS.names))))
    reward = REWARDS.resolve(words[0])
    event: dict = {"kind": "treasure", "player": _waiting(state, player), "reward": reward}
    rest = words[1:]
    if reward in CHOSEN and rest:
        event["take"] = resource_bag(rest)
    elif reward == "two_free_routes":
        event.update({k: v for k, v in _pieces(rest).items() if v})
    elif reward == "dev_card" and rest:
        event["card"] = rest[0]
    elif reward == "keep" and rest:
        event.update(zip(("harbour", "site"), rest))
    elif rest:
        raise NotationError(_("the reward {reward} takes no more words", reward=REWARDS.term(reward)),
                            _("e.g. {example}", example=example(reward)))
    return event


def example(reward: str) -> str:
    return {"grain_wool_brick": "treasure grain_wool_brick", "one_any": "treasure one_any ore",
            "two_any": "treasure two_any ore wool", "two_free_routes": "treasure two_free_routes PATH ship PATH",
            "dev_card": "treasure dev_card", "keep": "treasure keep"}[reward]


def validate(state, event: dict) -> list[str]:
    reward = event["reward"]
    extra = {k for k in ("take", "roads", "ships", "card", "harbour", "site") if k in event} - FIELDS[reward]
    if extra:
        raise RuleViolation("TDE-TREASURE-1", _("the reward {reward} takes no {fields}", reward=REWARDS.term(reward),
                                                fields=listing(sorted(extra))),
                            _("e.g. {example}", example=example(reward)))
    CHECK[reward](state, event)
    return []


def _check_chosen(state, event: dict) -> None:
    want, take = CHOSEN[event["reward"]], event.get("take", {})
    bank = state.bank()
    possible = min(want, sum(bank.values()))
    if sum(take.values()) != possible:
        raise RuleViolation("TDE-TREASURE-1", _("the treasure gives {count} resources of the player's choice, not "
                                                "{given}", count=possible, given=sum(take.values())),
                            _("e.g. {example}", example=example(event["reward"])))
    short = [r for r, n in take.items() if bank[r] < n]
    if short:
        raise RuleViolation("TDE-TREASURE-3", _("the bank cannot give {cards}", cards=bag_text(take)),
                            _("bank: {cards}", cards=bag_text(bank)))


def _check_routes(state, event: dict) -> None:
    """TDE-TREASURE-2: 2 roads, 2 ships or one of each, each placed by the rules; one only when no second fits."""
    player = state.by_name[event["player"]]
    roads, boats = list(event.get("roads", [])), list(event.get("ships", []))
    if len(roads) + len(boats) > 2:
        raise RuleViolation("TDE-TREASURE-2", _("the treasure builds 2 roads or ships, not {count}",
                                                count=len(roads) + len(boats)),
                            _("treasure two_free_routes PATH PATH, or PATH ship PATH"))
    placed, sailed = development.place_each(state, player, roads, boats, "TDE-TREASURE-2")
    if len(roads) + len(boats) < 2:
        more = development.more_spots(state, player, placed, sailed)
        if more:
            raise RuleViolation("TDE-TREASURE-2", _("the treasure builds 2 roads or ships and another one fits"),
                                _("also e.g. {paths}", paths=listing(more[:5])))


def _check_card(state, event: dict) -> None:
    if state.cards.deck_left():
        check_draw(state, event.get("card"), _("name a card still in the deck, or leave it out (face down)"))
    elif event.get("card"):
        raise RuleViolation("TDE-TREASURE-1", _("the development deck is empty: the treasure brings no card"),
                            _("treasure dev_card"))


# --- kept unused (Into the Unknown, §2.2: TDE-UNKNOWN-6, TDE-TREASURE-10…14) ------------------------------------
def coastal_sites(state, player) -> list[str]:
    """The player's settlements and cities beside the sea with no harbour yet (TDE-TREASURE-13)."""
    board, taken = state.board, {site for _p, site in state.special_harbours.values()}
    return [c for c in board.grid.sort(player.settlements | player.cities)
            if any(board.terrain.get(h) == "sea" for h in board.grid.corners[c].hexes)
            and c not in board.harbour_at and c not in taken]


def free_harbours(state) -> list[str]:
    """The special 2:1 harbours still in the supply: one per resource (INF)."""
    return [r for r in RESOURCES.names if r not in state.special_harbours]


def _check_keep(state, event: dict) -> None:
    player = state.by_name[event["player"]]
    if not state.rewards.keep:
        raise RuleViolation("TDE-ISLANDS-7", _("in this scenario a treasure is used at once"),
                            _("one of {rewards}", rewards=listing(REWARDS.term(r) for r in REWARDS.names
                                                                  if r != "keep")))
    kept = state.kept.get(player.name, 0)
    if kept >= KEPT_MAX:
        raise RuleViolation("TDE-TREASURE-11", _("{player} already keeps {count} treasures: this one is used at "
                                                 "once", player=player.name, count=kept),
                            _("name the reward on its back, e.g. treasure two_any ore wool"))
    harbour, site = event.get("harbour"), event.get("site")
    if kept != 1:
        if harbour or site:
            raise RuleViolation("TDE-TREASURE-13", _("only the second kept treasure brings a harbour"),
                                _("treasure keep"))
        return
    sites, free = coastal_sites(state, player), free_harbours(state)
    lose = not sites and state.options["harbour_without_coast"] == "lose"
    if lose and (harbour or site):
        raise RuleViolation("TDE-TREASURE-13", _("{player} has no coastal building: the harbour is lost (option "
                                                 "harbour_without_coast)", player=player.name), _("treasure keep"))
    if not lose and harbour not in free:
        raise RuleViolation("TDE-TREASURE-13", _("the second kept treasure brings a 2:1 harbour: which one?"),
                            _("still in the supply: {kinds}; e.g. treasure keep {kind} {site}",
                              kinds=listing(map(RESOURCES.term, free)), kind=free[0] if free else "wool",
                              site=sites[0] if sites else ""))
    if sites and site not in sites:
        raise RuleViolation("TDE-TREASURE-13", _("the harbour goes beside a coastal settlement or city of {player} "
                                                 "with no harbour", player=player.name),
                            _("one of {sites}", sites=listing(sites)))
    if not sites and site:
        raise RuleViolation("TDE-TREASURE-13", _("{player} has no coastal building for the harbour yet: it waits "
                                                 "for the next one", player=player.name),
                            _("treasure keep {kind}", kind=harbour))


def _keep(state, player, event, out) -> None:
    kept = state.kept[player.name] = state.kept.get(player.name, 0) + 1
    out.say("{player} keeps the treasure unused: {count} kept (TDE-UNKNOWN-6).", player=player.name, count=kept)
    harbour, site = event.get("harbour"), event.get("site")
    if kept == 1:
        out.say("With a kept treasure {player} discards on a 7 only above 9 cards (TDE-UNKNOWN-7).",
                player=player.name)
    if harbour and site:
        attach(state, player, harbour, site, out)
    elif harbour:
        state.held_harbour[player.name] = harbour
        state.special_harbours[harbour] = (player.name, None)
        out.say("{player} holds the {kind} 2:1 harbour until a coastal building (TDE-TREASURE-13).",
                player=player.name, kind=RESOURCES.term(harbour))
    elif kept == 2:
        out.say("{player} has no coastal building: the harbour is lost (TDE-TREASURE-13).", player=player.name)
    if kept in (3, 4):
        out.say("{player}'s {count} kept treasures are worth {points} VP (TDE-TREASURE-14).", player=player.name,
                count=kept, points=state.special_points(player) - state.chits.get(player.name, 0))


def attach(state, player, kind: str, site: str, out: Outcome) -> None:
    """TDE-TREASURE-13: the special 2:1 harbour beside ``site``; it works from the next turn (CATAN-MARITIME-4)."""
    state.special_harbours[kind] = (player.name, site)
    player.harbours.setdefault(kind, state.turn)
    out.say("{player} builds the {kind} 2:1 harbour at {site} (TDE-TREASURE-13).", player=player.name,
            kind=RESOURCES.term(kind), site=site)


def place_held_harbour(state, player, corner: str, out: Outcome) -> None:
    """A harbour held for want of a coast goes beside the player's first coastal settlement (TDE-TREASURE-13)."""
    kind = state.held_harbour.get(player.name)
    if kind and corner in coastal_sites(state, player):
        del state.held_harbour[player.name]
        attach(state, player, kind, corner, out)


CHECK = {"grain_wool_brick": lambda state, event: None, "one_any": _check_chosen, "two_any": _check_chosen,
         "two_free_routes": _check_routes, "dev_card": _check_card, "keep": _check_keep}


def take_token(state, event: dict) -> tuple[str, str | None]:
    """The pending treasure leaves the board (or the supply); returns (player, intersection or None)."""
    _kind, name, corner, _setup = state.pending.pop(0)
    if corner is not None:
        state.treasures.discard(corner)
    return name, corner


def apply(state, event: dict) -> Outcome:
    name, corner = take_token(state, event)
    player = state.by_name[name]
    reward = event["reward"]
    out = Outcome().say("{player} takes the treasure {where}: {reward} (TDE-ISLANDS-6).", player=name,
                        where=corner or _("from the supply"), reward=REWARDS.term(reward))
    EFFECT[reward](state, player, event, out)
    return out


def _fixed(state, player, event, out) -> None:
    discovery.give(state, player, FIXED[event["reward"]], out, "TDE-TREASURE-1")


def _chosen(state, player, event, out) -> None:
    discovery.give(state, player, event.get("take", {}), out, "TDE-TREASURE-1")


def _routes(state, player, event, out) -> None:
    for path in event.get("roads", []):
        building.place(state, player, "road", path)
    for path in event.get("ships", []):
        ships.place(state, player, path)
    out.say("{player} builds for free: {pieces} (TDE-TREASURE-2).", player=player.name,
            pieces=listing([*event.get("roads", []), *[_("ship {at}", at=p) for p in event.get("ships", [])]],
                           _("nothing")))
    trade_route.update(state, out)


def _card(state, player, event, out) -> None:
    if not state.cards.deck_left():
        out.say("The development deck is empty: no card (TDE-TREASURE-1).")
        return
    card = event.get("card")
    state.cards.draw(player.name, card)
    if card is None:
        out.say("{player} takes a development card face down.", player=player.name)
        return
    player.bought_now[card] += 1
    out.say("{player} takes a development card ({card}).", player=player.name, card=term(card))


EFFECT = {"grain_wool_brick": _fixed, "one_any": _chosen, "two_any": _chosen, "two_free_routes": _routes,
          "dev_card": _card, "keep": _keep}


def complete(state, words: list[str]) -> list[str]:
    """Tab completion of ``treasure``: the rewards (``keep`` where the scenario lets a treasure be kept), then the
    reward's details."""
    if not words:
        return [r for r in REWARDS.names if r != "keep" or state.rewards.keep]
    try:
        reward = REWARDS.resolve(words[0])
    except NotationError:
        return []
    rest = words[1:]
    if reward in CHOSEN:
        return list(RESOURCES) if len(rest) < CHOSEN[reward] else []
    if reward == "two_free_routes":
        return [*completion.paths(state), "ship"] if len([w for w in rest if w not in SEA_PIECES]) < 2 else []
    if reward == "dev_card":
        return list(CARDS) if not rest else []
    if reward == "keep":
        return list(RESOURCES) if not rest else completion.intersections(state) if len(rest) == 1 else []
    return []


# --- with Cities & Knights (TDE-ISLANDS-9, TDE-UNKNOWN-8): the development card's treasure is a progress card ------
def progress_treasure(rule: str):
    """The ``treasure`` check and effect with C&K: ``dev_card DECK`` takes one progress card of the deck of the
    player's choice (CK-PROG-1), none when the player's progress hand is full or every deck is empty (as a city
    gate's draw, CK-PROG-2); the other rewards as without C&K. Returns (validate, apply)."""
    from referee.games.catan.cities_knights import barbarians, data
    from referee.games.catan.cities_knights.vocab import TRACKS

    def check(state, event: dict) -> list[str]:
        if event["reward"] != "dev_card":
            if "deck" in event:
                raise RuleViolation("TDE-TREASURE-1", _("the reward {reward} takes no {fields}",
                                                        reward=REWARDS.term(event["reward"]), fields="deck"),
                                    _("e.g. {example}", example=example(event["reward"])))
            return validate(state, event)
        name, deck = event["player"], event.get("deck")
        open_decks = [d for d in data.TRACKS if state.deck_left(d)]
        if "card" in event:
            raise RuleViolation(rule, _("with Cities & Knights the treasure gives a progress card: name its deck"),
                                _("treasure dev_card {decks}", decks="|".join(str(TRACKS.term(d)) for d in data.TRACKS)))
        if not barbarians.may_draw(state, name):
            if deck:
                raise RuleViolation(rule, _("{player} can take no progress card: {count} held (the most allowed) "
                                            "or the decks are empty", player=name,
                                            count=sum(state.progress[name].values())), _("treasure dev_card"))
            return []
        if deck not in open_decks:
            raise RuleViolation(rule, _("the treasure gives a progress card of a deck of {player}'s choice: "
                                        "which deck?", player=name),
                                _("one of {decks}, e.g. treasure dev_card {deck}",
                                  decks=listing(map(TRACKS.term, open_decks)), deck=TRACKS.term(open_decks[0])))
        return []

    def effect(state, event: dict) -> Outcome:
        if event["reward"] != "dev_card":
            return apply(state, event)
        name, corner = take_token(state, event)
        out = Outcome().say("{player} takes the treasure {where}: {reward} (TDE-ISLANDS-6).", player=name,
                            where=corner or _("from the supply"), reward=REWARDS.term("dev_card"))
        deck = event.get("deck")
        if deck is None:
            out.say("{player} can take no progress card ({rule}).", player=name, rule=rule)
            return out
        barbarians.draw(state, name, deck)
        out.say("{player} takes a progress card of the {deck} deck instead of a development card ({rule}).",
                player=name, deck=TRACKS.term(deck), rule=rule)
        return out

    return check, effect
