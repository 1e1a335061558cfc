"""What may be done now, as data (:mod:`referee.core.awaited`): the Catan base game's choices, kind by kind.

Each function of :data:`CHOICES` answers for one event kind what ``player`` may record now, reading the places
from the same functions the rule chapters check with (``building.spots``, ``robber.eligible_victims`` …): a place
is offered exactly when ``validate`` accepts it (tests/test_awaited.py holds the two together). After a card was
stolen unseen the hands are possible worlds (:mod:`unseen`): a choice is offered when it is legal in one of them,
and cards are bounded by the most a hand may hold, with the rule that judges one bundle named (``rules``).

A variant extends the table (``Catan.CHOICES``) with its own kinds, as it extends ``VALIDATE`` and ``APPLY``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from itertools import chain

from referee.core.awaited import Actor, Awaited, Choice, Slot
from referee.core.i18n import _
from referee.games.catan import building, robber as robbery, trade as trading, turns
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER

PLAYABLE = ("knight", "road_building", "year_of_plenty", "monopoly")
VP = "victory_point"


# --- what a hand may hold ------------------------------------------------------------------------------------

def most(state: CatanState, player: Player) -> dict[str, int]:
    """The most of each kind of card ``player`` may hold (over every possible world), kinds he may hold only."""
    kinds = state.card_kinds
    if state.hands is None:
        return {k: player.hand.get(k, 0) for k in kinds if player.hand.get(k, 0) > 0}
    highs = {k: state.hands.bounds(player.seat, i)[1] for i, k in enumerate(kinds)}
    return {k: n for k, n in highs.items() if n > 0}


def lacking(state: CatanState, player: Player, cost: Mapping[str, int]) -> dict[str, int]:
    """The cards ``player`` lacks to pay ``cost`` in every possible world (empty: he can pay in one)."""
    if state.hands is None:
        return player.hand.missing(cost)
    kinds = state.card_kinds
    for world in state.hands.candidates():
        hand = world[player.seat]
        if all(hand[kinds.index(k)] >= n for k, n in cost.items() if n):
            return {}
    return player.hand.missing(cost) or dict(cost)


def uncertain(state: CatanState) -> bool:
    """Whether the hands are possible worlds: a bundle within the bounds may then hold in none of them."""
    return state.hands is not None


# --- the kinds -------------------------------------------------------------------------------------------------

DICE = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


def roll(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-TURN-1: the dice, thrown at the table: their total, or the two dice."""
    event = {"kind": "roll", "player": player.name}
    return [Choice(dict(event), (Slot("total", "number", low=2, high=12, chance=True, dice=2),)),
            Choice(dict(event), (Slot("dice", "dice", DICE, chance=True),), derived=("total",))]


def build(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-SETUP-4…6 in the set-up, CATAN-BUILD-1…9 after: each piece with its legal places."""
    if state.in_setup:
        return setup_build(state, player)
    out = []
    for piece, places in building.spots(state, player).items():
        if places:
            out.append(Choice({"kind": "build", "player": player.name, "piece": piece},
                              (Slot("at", "side" if piece == "road" else "corner", tuple(places)),),
                              needs=lacking(state, player, state.edition.costs[piece]) or None, label=piece))
    return out


def setup_build(state: CatanState, player: Player) -> list[Choice]:
    """The set-up's next placement: its building on a free corner, then a road touching it."""
    if state.setup_step % 2 == 0:
        piece = state.setup_piece()
        places = state.board.grid.sort(building.settlement_spots(state, player, setup=True))
        kind = "corner"
    else:
        piece, kind = "road", "side"
        places = [p for p in state.board.grid.corners[state.setup_settlement].paths
                  if p in state.board.land_sides and p not in state.road_owner]
    if not places:
        return []
    return [Choice({"kind": "build", "player": player.name, "piece": piece}, (Slot("at", kind, tuple(places)),),
                   label=piece)]


def robber(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-ROBBER-2…6 after a 7."""
    return theft(state, player, {"kind": "robber", "player": player.name})


def theft(state: CatanState, player: Player, event: dict) -> list[Choice]:
    """The robber to a face-up land hex it does not stand on (CATAN-ROBBER-2); a victim touching it (3), and the card
    taken, seen or unseen (6); no victim where none holds cards, or where the option lets the robber go without
    theft (5)."""
    land = state.board.land - state.board.face_down
    hexes = [h for h in state.board.grid.hexes if h in land and h != state.robber]
    victims: dict[str, list[str]] = {}
    plain = []
    mode = state.options["robber_theft_required"]
    for h in hexes:
        found = robbery.eligible_victims(state, player, h)
        for v in found:
            victims.setdefault(v.name, []).append(h)
        if mode != "reject" or not any(v.cards() for v in found):
            plain.append(h)
    out = []
    if plain:
        out.append(Choice(dict(event), (Slot("to", "hex", tuple(plain)),)))
    for name, places in victims.items():
        victim = state.by_name[name]
        slots = [Slot("to", "hex", tuple(places)), Slot("victim", "player", (name,))]
        if victim.cards():
            stolen = Slot("stolen", "card", tuple(most(state, victim)), chance=True)
            out.append(Choice(dict(event), (*slots, replace(stolen, optional=True))))
            # … or told by the thief's and the victim's phones alone (referee.games.catan.private)
            out.append(Choice({**event, "seen_by": [player.name, name]}, (*slots, stolen), label="private"))
        else:
            out.append(Choice(dict(event), tuple(slots)))
    return out


def discard(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-SEVEN-1/3: exactly half the hand, rounded down, of what he holds — the cards named, or only how many
    (discarded unseen)."""
    owed = state.owed.get(player.name)
    if not owed:
        return []
    rules = ("CATAN-SEVEN-3",) if uncertain(state) else ()
    event = {"kind": "discard", "player": player.name}
    return [Choice(dict(event), (Slot("cards", "cards", low=owed, high=owed, most=most(state, player)),), rules=rules),
            Choice({**event, "count": owed}, label="unseen")]


def trade(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-TRADE-1…5: with each other player, any cards each holds (a gift or like for like as the option says);
    recorded from the side of the player whose turn it is."""
    if player is not state.current or (state.built and not state.options["combined_trade_build"]):
        return []
    rules = (*(("CATAN-TRADE-3",) if uncertain(state) else ()),
             *(("CATAN-TRADE-5",) if state.options["gift_trades"] == "reject" else ()))
    mine = most(state, player)
    return [Choice({"kind": "trade", "player": player.name, "with": other.name},
                   (Slot("give", "cards", low=0, high=sum(mine.values()), most=mine),
                    Slot("get", "cards", low=0, high=sum(theirs.values()), most=theirs)), rules=rules,
                   label=other.name)
            for other in state.players if other is not player
            for theirs in [most(state, other)]]


def maritime(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-MARITIME-1…6: one card for each rate's worth of one kind (a line per pair, for a button), and any
    bundle of the kind the rates allow (bounded: the rates judge it)."""
    if state.built and not state.options["combined_trade_build"]:
        return []
    rate, bank, mine = trading.rates(state, player), state.bank(), most(state, player)
    out = []
    for give in ORDER:
        if mine.get(give, 0) >= rate[give] and not lacking(state, player, {give: rate[give]}):
            for get in ORDER:
                if get != give and bank[get] > 0:
                    out.append(Choice({"kind": "maritime", "player": player.name, "give": {give: rate[give]},
                                       "get": {get: 1}}, label=f"{rate[give]}:1"))
    can_buy = {r: n for r, n in mine.items() if r in ORDER and n >= min(trading.entitled(state, player, r))}
    stock = {r: n for r, n in bank.items() if n > 0}
    if can_buy and stock:
        out.append(Choice({"kind": "maritime", "player": player.name},
                          (Slot("give", "cards", low=1, high=sum(can_buy.values()), most=can_buy),
                           Slot("get", "cards", low=1, high=sum(stock.values()), most=stock)),
                          rules=("CATAN-MARITIME-1", "CATAN-MARITIME-2", "CATAN-MARITIME-3", "CATAN-MARITIME-5",
                                 "CATAN-MARITIME-6")))
    return out


def buy(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-BUILD-1/10: a card from the deck, named as drawn or drawn face down (the card is the table's chance), or
    named by the buyer's phone alone (``seen_by``)."""
    cards = state.cards
    if not state.edition.deck or not cards.deck_left():
        return []
    kinds = tuple(k for k in state.edition.deck if cards.can_draw(k))
    needs = lacking(state, player, state.edition.costs["development"]) or None
    event = {"kind": "buy", "player": player.name}
    return [Choice(dict(event), (Slot("card", "card", kinds, chance=True, optional=True),), needs=needs),
            Choice({**event, "seen_by": [player.name]}, (Slot("card", "card", kinds, chance=True),), needs=needs,
                   label="private")]


def play(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-DEV-2…8: one card a turn, held since before this turn; a card that rests on his face-down cards is his
    secret."""
    if state.dev_played or not state.edition.deck:
        return []
    out = []
    for card in PLAYABLE:
        known = player.devs[card] - player.bought_now[card] > 0
        if not known and not state.cards.can_reveal(player.name, card):
            continue
        secret = None if known else player.name
        event = {"kind": "play", "player": player.name, "card": card}
        for choice in PLAY[card](state, player, event):
            choice.secret, choice.label = secret, card
            out.append(choice)
    return out


def _knight(state: CatanState, player: Player, event: dict) -> list[Choice]:
    return theft(state, player, event)


def _road_building(state: CatanState, player: Player, event: dict) -> list[Choice]:
    """CATAN-DEV-6: two roads, the second may build on the first; one where only one is possible."""
    left = player.left("road")
    firsts = building.road_spots(state, player) if left > 0 else []
    pairs, singles = [], []
    for first in firsts:
        roads = state.onward_roads(player) | {first}
        seconds = building.road_spots(state, player, roads) if left > 1 else []
        if seconds:
            pairs += [(first, second) for second in seconds]
        else:
            singles.append((first,))
    if not pairs and not singles:
        return []
    return [Choice(dict(event), (Slot("roads", "sides", tuple(pairs + singles)),))]


def _year_of_plenty(state: CatanState, player: Player, event: dict) -> list[Choice]:
    """CATAN-DEV-7: any two cards the bank holds."""
    stock = {r: min(2, n) for r, n in state.bank().items() if n > 0}
    if sum(stock.values()) < 2:
        return []
    return [Choice(dict(event), (Slot("take", "cards", low=2, high=2, most=stock),))]


def _monopoly(state: CatanState, player: Player, event: dict) -> list[Choice]:
    """CATAN-DEV-8: one resource; against hands the referee cannot know, with what each other player handed over."""
    if state.hands is None:
        return [Choice(dict(event), (Slot("resource", "resource", ORDER),))]
    others = [p for p in state.players if p is not player]
    agreed, counted = [], []
    for k, name in enumerate(ORDER):
        if state.hands.collapsed:
            counted.append(name)
            continue
        seen = {tuple(w[p.seat][k] for p in others) for w in state.hands.candidates()}
        (agreed if len(seen) == 1 else counted).append(name)
    out = [Choice(dict(event), (Slot("resource", "resource", tuple(agreed)),))] if agreed else []
    for name in counted:
        k = ORDER.index(name)
        out.append(Choice({**event, "resource": name},
                          (Slot("got", "counts", low=0, high=None, every=True,
                                most={p.name: state.hands.bounds(p.seat, k)[1] for p in others},
                                least={p.name: state.hands.bounds(p.seat, k)[0] for p in others}),),
                          rules=("CATAN-DEV-8",)))
    return out


PLAY = {"knight": _knight, "road_building": _road_building, "year_of_plenty": _year_of_plenty,
        "monopoly": _monopoly}


def reveal(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-END-4: Victory Point cards bought face down, as many as may be VP cards."""
    hidden = state.cards.hidden[player.name]
    top = min(hidden, state.cards.unaccounted(VP))
    if top < 1:
        return []
    return [Choice({"kind": "reveal", "player": player.name, "card": VP},
                   (Slot("count", "number", low=1, high=top),), secret=player.name, label=VP)]


def end(state: CatanState, player: Player) -> list[Choice]:
    """CATAN-TURN-4."""
    return [Choice({"kind": "end", "player": player.name})]


CHOICES = {"roll": roll, "build": build, "robber": robber, "discard": discard, "trade": trade,
           "maritime": maritime, "buy": buy, "play": play, "reveal": reveal, "end": end}


# --- who acts ----------------------------------------------------------------------------------------------------

def awaited(game, state: CatanState) -> Awaited:
    """The actors of the position: the discarding players at once after a 7, else the player to act; once the game
    is won, whoever may still show Victory Point cards (CATAN-END-4)."""
    phase = game.phase(state)
    prompt = game.prompt(state)
    answer = Awaited(phase, prompt, winner=state.winner)
    if phase == "over":
        for p in state.players:
            actor = actor_of(game, state, p, ("reveal",), _("may show Victory Point cards"))
            if actor.choices:
                actor.must = False
                answer.actors.append(actor)
        return answer
    if phase == "discard":
        answer.at_once = True
        answer.actors = [actor_of(game, state, state.by_name[name], ("discard",),
                                  _("discards {count}", count=count)) for name, count in state.owed.items()]
    else:
        kinds = list(game.phases[phase].kinds)
        answer.actors = [actor_of(game, state, state.current, kinds, prompt)]
    if phase in turns.REVEAL_PHASES:
        may_reveal(game, state, answer)
    return answer


def may_reveal(game, state: CatanState, answer: Awaited) -> None:
    """CATAN-END-4: the player whose turn it is may show Victory Point cards in every phase of his turn, the
    discards after a 7 included (claiming the win)."""
    shown = actor_of(game, state, state.current, ("reveal",), answer.waiting)
    if not shown.choices:
        return
    actor = answer.actor(state.current.name)
    if actor is None:
        shown.must = False
        answer.actors.append(shown)
    else:
        actor.choices += shown.choices


def actor_of(game, state: CatanState, player: Player, kinds, waiting: str) -> Actor:
    """``player``'s choices of ``kinds`` in ``game`` (its table of :data:`CHOICES`)."""
    return actor_from(game.CHOICES, state, player, kinds, waiting)


def actor_from(table, state: CatanState, player: Player, kinds, waiting: str) -> Actor:
    """``player``'s choices of ``kinds`` from ``table``, split into those he may make and those he lacks the cards
    for; with a maritime trade among them, his rates (CATAN-MARITIME-1…3) as a fact."""
    found = list(chain.from_iterable(table[k](state, player) for k in in_order(kinds) if k in table))
    facts = {"rates": trading.rates(state, player)} if "maritime" in kinds else {}
    return Actor(player.name, waiting, [c for c in found if not c.needs], [c for c in found if c.needs],
                 facts=facts)


def base_answer(state: CatanState, player: Player | None = None) -> Awaited:
    """The base game's answer for ``player`` (by default the player to act) in a phase where he may build and
    trade: what ``hints`` shows for a variant that asks for no answer of its own."""
    player = player or state.current
    phase = turns.phase(state)
    kinds = ("build", "trade", "maritime", "buy", "play", "end") if phase not in ("setup", "over") else ("build",)
    return Awaited(phase, "", [actor_from(CHOICES, state, player, kinds, "")])


def in_order(kinds) -> list[str]:
    """The kinds in the order a player thinks of them (the roll first, the end last)."""
    order = list(CHOICES)
    return sorted(kinds, key=lambda k: (order.index(k) if k in order else len(order), k))
