"""What may be done now, as data (:mod:`referee.core.awaited`): Struggle for Rome's choices, phase by phase.

Each function of :data:`CHOICES` answers for one event kind what ``player`` may record now. The places come from the
functions the rule chapters check with — the start crossroads of :mod:`setup`, the victims of :mod:`legionnaire`,
the routes of :mod:`movement`, the kingdom's reach of :mod:`kingdom`, the entitlements of :mod:`production` — so a
place is offered exactly when ``validate`` accepts it (tests/test_awaited.py holds the two together).

The table supplies what nobody chooses, marked ``chance``: the dice, the pasture cards drawn from the face-down pile
(a card left out is drawn face down), the action card drawn, the symbols of a plunder counter turned over, the card
the legionnaire takes. After a pasture card was drawn face down or a card stolen unseen the hands and the pile are
possible worlds (:mod:`unseen`): a choice is offered when it is legal in one of them, cards are bounded by the most a
hand may hold, and the rules that judge one bundle are named (``rules``).

Without a map the table names the board's facts as it records (:mod:`facts`): a place may then be a new one,
declared with the event — a slot marked ``free`` (:mod:`declared` finds the known places and names new ones).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import chain, permutations, product

from referee.core.awaited import Actor, Awaited, Choice, Slot
from referee.core.dice import TOTALS
from referee.core.i18n import _
from referee.games.rome import declared, kingdom, legionnaire as legion, movement, production, unseen
from referee.games.rome.building import cost as build_cost
from referee.games.rome.cards import LEADER_DRAWS
from referee.games.rome.components import COSTS, N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import CARDS, CULTURE, FACE_ORDER, ORDER, PASTURE, TREASURES

LEADER = "great_tribal_leader"
DICE = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


# --- what the referee knows of the hands and the pile ---------------------------------------------------------

@dataclass(frozen=True)
class View:
    """One possible world as the answer reads it: each seat's cards (counts in :data:`ORDER`) and the face-down
    pasture pile (None past the bound of the worlds, where the pile's kinds are not checked, ROME-PROD-6)."""

    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...] | None


def views(state: RomeState) -> list[View]:
    """The worlds an event is checked in (:func:`unseen.validate`): the exact position, each possible world, or past
    the bound the highest hands."""
    worlds = state.pasture_worlds
    if worlds is None:
        return [View(tuple(tuple(p.hand.get(k, 0) for k in ORDER) for p in state.players),
                     tuple(state.pasture_deck.get(k, 0) if k in PASTURE else 0 for k in ORDER))]
    if worlds.collapsed:
        return [View(worlds.highest()[:-1], None)]
    memo = worlds.__dict__.get("_views")
    if memo is None or memo[0] is not worlds.worlds:      # the set is replaced, never changed in place
        memo = (worlds.worlds, [View(w[:-1], w[-1]) for w in worlds.worlds])
        worlds.__dict__["_views"] = memo
    return memo[1]


def uncertain(state: RomeState) -> bool:
    """Whether the hands are possible worlds: a bundle within the bounds may then hold in none of them."""
    return state.pasture_worlds is not None


def hands(state: RomeState, player: Player) -> set[tuple[int, ...]]:
    """The hands ``player`` may hold (counts in :data:`ORDER`): his own, or one per possible world."""
    if state.pasture_worlds is None:
        return {tuple(player.hand.get(k, 0) for k in ORDER)}
    return {v.hands[player.seat] for v in views(state)}


def most(state: RomeState, player: Player) -> dict[str, int]:
    """The most of each resource card ``player`` may hold (over every possible world), the kinds he may hold only."""
    found = hands(state, player)
    highs = {k: max(h[i] for h in found) for i, k in enumerate(ORDER)}
    return {k: n for k, n in highs.items() if n > 0}


def goods(state: RomeState, player: Player, gold: bool = True) -> dict[str, int]:
    """The most cards of each kind and (``gold``) the gold he may hand over."""
    out = most(state, player)
    if gold and player.gold > 0:
        out["gold"] = player.gold
    return out


def lacking(state: RomeState, player: Player, price: Mapping[str, int]) -> dict[str, int]:
    """What ``player`` lacks to pay ``price`` (cards and gold) in every possible world; empty: he can pay in one."""
    have = {**player.hand, "gold": player.gold}
    if state.pasture_worlds is None:                 # the hand as it is
        return {k: n - have.get(k, 0) for k, n in price.items() if have.get(k, 0) < n}
    cards = [(ORDER.index(k), n) for k, n in price.items() if k != "gold" and n]
    short_gold = max(0, price.get("gold", 0) - player.gold)
    if not short_gold and any(all(h[i] >= n for i, n in cards) for h in hands(state, player)):
        return {}
    missing = {k: n - have.get(k, 0) for k, n in price.items() if have.get(k, 0) < n}
    return missing or {k: n for k, n in price.items() if n}


def piles(state: RomeState) -> list[Counter] | None:
    """The face-down pasture pile in each possible world (None: its kinds are not checked, past the bound)."""
    found = {v.pile for v in views(state)}
    if None in found:
        return None
    return [Counter({k: pile[ORDER.index(k)] for k in PASTURE}) for pile in sorted(found)]


def draws(state: RomeState, due: int, returned: Counter | None = None,
          decks: list[Counter] | None = None) -> list[tuple[str, ...]]:
    """Every run of ``due`` pasture cards the pile may give (the pile of each possible world, or ``decks``), in
    drawing order, the discard (and the cards just ``returned`` onto it) becoming the pile when it runs out — as
    :func:`common.check_pasture` checks them."""
    if due <= 0:
        return [()]
    decks = piles(state) if decks is None else decks
    if decks is None:
        return list(product(PASTURE, repeat=due))
    found: set[tuple[str, ...]] = set()
    start = Counter(state.pasture_discard) + (returned or Counter())

    def walk(deck: Counter, discard: Counter, drawn: tuple[str, ...]) -> None:
        if len(drawn) == due:
            found.add(drawn)
            return
        if not sum(deck.values()):
            deck, discard = discard, Counter()
        for card in PASTURE:
            if deck[card] > 0:
                rest = deck.copy()
                rest[card] -= 1
                if sum(rest.values()):
                    walk(rest, discard, (*drawn, card))
                else:
                    walk(discard, Counter(), (*drawn, card))

    for deck in decks:
        walk(deck, start, ())
    return sorted(found)


def deck_of(view: View) -> list[Counter] | None:
    """The pile of one world, as :func:`draws` takes it."""
    return None if view.pile is None else [Counter({k: view.pile[ORDER.index(k)] for k in PASTURE})]


def pasture_slot(name: str, state: RomeState) -> Slot | None:
    """The top pasture card drawn, the table's chance and optional (left out: drawn face down)."""
    if not state.pasture_left():
        return None
    return Slot(name, "card", tuple(run[0] for run in draws(state, 1)), chance=True, optional=True)


def draws_slot(name: str, owners: list[str], runs) -> Slot:
    """Runs of pasture cards drawn, each card written with its owner (``Anna=horse``), the table's chance."""
    return Slot(name, "draws", tuple(tuple(f"{o}={c}" for o, c in zip(owners, run)) for run in runs), chance=True,
                optional=True)


def action_slot(state: RomeState, name: str) -> Slot | None:
    """The action card drawn (ROME-CARD-3): a kind the deck may still hold, or left out (face down)."""
    if state.action_deck_left() <= 0:
        return None
    kinds = tuple(k for k in CARDS.names if state.cards.can_draw(k))
    return Slot(name, "card", kinds, chance=True, optional=True)


def holds_card(state: RomeState, player: Player, card: str) -> str | bool:
    """Whether ``player`` may play ``card`` now (ROME-CARD-1/2): True when it is known to be in his hand, "secret"
    when only one of his face-down cards may be it, False otherwise — and never twice in a phase."""
    if state.this_part.card:
        return False
    if player.cards[card] > 0:
        return True
    return "secret" if state.cards.can_reveal(player.name, card, settled=False) else False


# --- the set-up -----------------------------------------------------------------------------------------------

def start(state: RomeState, player: Player) -> list[Choice]:
    """ROME-SETUP-2/8: the next player in seat order, his two tribes on two free start crossroads (which on which is
    his choice), and the pasture card drawn."""
    if state.stage != "setup" or player.started or player is not state.current:
        return []
    pasture = pasture_slot("pasture", state)
    slots = (pasture,) if pasture else ()
    event = {"kind": "start", "player": player.name}
    spots = declared.starts(state) if state.facts.declared else start_spots(state, player)
    out = [Choice({**event, "horsemen": a, "warriors": b}, slots, label=f"{a} {b}") for a, b in permutations(spots, 2)]
    if state.facts.declared:                # or crossroads named now, with the landscapes they touch
        (a, b), (ha, hb) = declared.fresh_crossroads(state, 2), declared.fresh_landscapes(state, 2)
        out.append(Choice(dict(event), (Slot("horsemen", "corner", (a,), free=True),
                                        Slot("horsemen_touch", "landscapes", ((f"{ha}=forest:beyond",),), free=True,
                                             optional=True),
                                        Slot("warriors", "corner", (b,), free=True),
                                        Slot("warriors_touch", "landscapes", ((f"{hb}=forest:beyond",),), free=True,
                                             optional=True), *slots),
                          rules=("ROME-SETUP-2", *declared.MAP_RULES), label="new"))
    return out


def start_spots(state: RomeState, player: Player) -> list[str]:
    """The free start crossroads of his colour on the map (or, for a map without them, every free crossroads
    touching a landscape beyond the Limes), as :func:`setup.check_spot` checks them."""
    m = state.facts.map
    if m.starts.get(player.color):
        spots = m.starts[player.color]
    else:
        spots = [c for c in m.grid.sort(m.crossroads) if any(h in m.beyond for h in m.touching[c])]
    return [c for c in spots if not state.tribe_at(c) and c not in m.city_at]


def legionnaire(state: RomeState, player: Player) -> list[Choice]:
    """ROME-SETUP-6 in the set-up (the start player, a forest in Hispania); ROME-LEG-1…4 after a 7."""
    event = {"kind": "legionnaire", "player": player.name}
    if state.stage == "setup":
        if state.legionnaire or player is not state.start_player:
            return []
        if state.facts.declared:
            forests = declared.forests(state)
        else:
            m = state.facts.map
            forests = [h for h in m.grid.hexes if m.terrain[h] == "forest" and m.province.get(h) == "hispania"]
        out = [Choice(dict(event), (Slot("to", "hex", tuple(forests)),))] if forests else []
        if state.facts.declared:
            new = f"{declared.fresh_landscapes(state)[0]}=forest:hispania"      # or a forest named now
            out.append(Choice(dict(event), (Slot("to", "hex", (new,), free=True),),
                              rules=("ROME-SETUP-6", *declared.MAP_RULES), label="new"))
        return out
    if state.stage != "legionnaire" or player is not state.start_player:
        return []
    return theft(state, player, event, state.options["legionnaire_must_move"])


def theft(state: RomeState, mover: Player, event: dict, must_move: bool) -> list[Choice]:
    """ROME-LEG-1…4 (a 7, or the Diplomat, CARD-4): a land hex this side of the Limes, another one than his (when he
    must move); one choice for the hexes where nobody is robbed and one per victim with the hexes where he stands:
    the card drawn (the table's chance, or left out: seen by thief and victim alone), or, from a victim without
    cards, up to 2 gold."""
    facts = state.facts
    if facts.declared:
        hexes = declared.land(state, must_move)
    else:
        m = facts.map
        hexes = [h for h in m.grid.hexes
                 if h in m.land and h not in m.beyond and not (must_move and h == state.legionnaire)]
    plain: list[str] = []
    robbed: dict[str, list[str]] = {}
    near = {p.name: legion.touched(state, facts, p) for p in state.players if p is not mover}   # legion.victims
    for h in hexes:
        found = [name for name, hexes_ in near.items() if h in hexes_]
        if not found:
            plain.append(h)
        for name in found:
            robbed.setdefault(name, []).append(h)
    if not facts.declared:
        return theft_choices(state, event, plain, robbed)
    new = Choice(dict(event), (Slot("to", "hex", (f"{declared.fresh_landscapes(state)[0]}=forest",), free=True),),
                 rules=("ROME-LEG-2", "ROME-LEG-3", *declared.MAP_RULES), label="new")      # or a landscape named now
    return [*theft_choices(state, event, plain, robbed, free=True), new]


def theft_choices(state: RomeState, event: dict, plain: list[str], robbed: dict[str, list[str]],
                  free: bool = False) -> list[Choice]:
    """The hexes where nobody is robbed, and each victim's with what may be taken from him; ``free``: without a map a
    known landscape may be named with its facts again (``h5=fields:8``), ROME-MAP-2 judging them."""
    rules = declared.MAP_RULES if free else ()
    out = [Choice(dict(event), (Slot("to", "hex", tuple(plain), free=free),), rules=rules)] if plain else []
    for name, places in robbed.items():
        victim = state.by_name[name]
        base = (Slot("to", "hex", tuple(places), free=free), Slot("victim", "player", (name,)))
        if victim.hand.total():                                 # the hand's size is known in every world
            out.append(Choice(dict(event), (*base, Slot("stolen", "card", tuple(most(state, victim)), chance=True,
                                                         optional=True)), label=name, rules=rules))
        else:                                                   # ROME-LEG-4: up to 2 gold, or nothing
            top = min(state.options["legionnaire_gold_fallback"], victim.gold)
            out.append(Choice(dict(event), base, label=name, rules=rules))
            out.append(Choice(dict(event), (*base, Slot("gold", "number", low=0, high=top)), label=name,
                              rules=rules))
    return out


# --- phase 1 ----------------------------------------------------------------------------------------------------

def roll(state: RomeState, player: Player) -> list[Choice]:
    """ROME-PROD-1…8: the start player's roll — a total, or two dice — with the pasture cards it draws (the
    table's chance: named in drawing order, or left out and drawn face down); in a shortage, what each player gives
    back (ROME-PROD-8), named where the referee cannot count it or the players choose which cards."""
    if state.stage != "production" or player is not state.start_player:
        return []
    event = {"kind": "roll", "player": player.name}
    alone: list[int] = []
    out: list[Choice] = []
    for total in TOTALS:
        if total == 7 or production.void(state, total):
            alone.append(total)
            continue
        for entries, (due, runs) in giving_back(state, total).items():
            if not entries:
                alone.append(total)
            named = (draws_slot("pasture", due, sorted(runs)),) if due and runs else ()
            if entries or named:
                out += with_dice({**event, "total": total, **({"returns": list(entries)} if entries else {})},
                                 named)
    if alone == list(TOTALS):
        head = [Choice(dict(event), (Slot("total", "number", low=2, high=12, chance=True, dice=2),)),
                Choice(dict(event), (Slot("dice", "dice", DICE, chance=True),), derived=("total",))]
    else:
        head = [Choice(dict(event), (Slot("total", "number", tuple(alone), chance=True),)),
                Choice(dict(event), (Slot("dice", "dice", tuple(d for d in DICE if sum(d) in alone), chance=True),),
                       derived=("total",))] if alone else []
    return head + out


def with_dice(event: dict, slots: tuple[Slot, ...]) -> list[Choice]:
    """A roll of one total, as the total or as the two dice that show it."""
    pairs = tuple(d for d in DICE if sum(d) == event["total"])
    return [Choice(dict(event), slots), Choice(dict(event), (Slot("dice", "dice", pairs, chance=True), *slots))]


def giving_back(state: RomeState, total: int) -> dict[tuple[str, ...], tuple[list[str], set]]:
    """ROME-PROD-8 for a roll of ``total``: each way the table may say what is given back (the ``returns`` entries in
    seat order, () for none named) with whose pasture cards are then drawn and the runs the pile may give — worked
    out world by world (:func:`views`), as :func:`production.pasture_plan`, ``check_shortages`` and the worlds'
    agreement (:func:`production.roll_returns`) judge them."""
    owed = production.entitlements(state, total)
    wanted = [name for name, _h, res in owed if res == "pasture"]
    short = [r for r in ("grain", "ore") if sum(1 for o in owed if o[2] == r) > state.pile(r)]
    left = state.pasture_left()
    if not short and len(wanted) <= left:       # no shortage: nothing is given back, in any world
        return {(): (wanted, set(draws(state, len(wanted))))}
    worlds = views(state)
    collapsed = state.pasture_worlds is not None and state.pasture_worlds.collapsed
    passing: dict[tuple[str, ...], list[View]] = {}
    for v in worlds:
        backs = _pasture_back(state, v) if len(wanted) > left else [()]
        for named in _named(state, v, short):
            for back in backs:
                entries = tuple(sorted(named + back, key=lambda e: _entry_order(state, e)))
                passing.setdefault(entries, []).append(v)
    out = {}
    for entries, found in passing.items():
        given = {e.split("=")[1] for e in entries}
        omitted = [r for r in short if r not in given]
        halves = {tuple(v.hands[p.seat][ORDER.index(r)] // 2 for r in omitted for p in state.players) for v in found}
        if len(halves) > 1:
            continue                        # the worlds disagree on what is given back: it is named (ROME-PROD-8)
        if collapsed and any(low // 2 != high // 2 for r in omitted for low, high in
                             (unseen.held(state, p, r) for p in state.players)):
            continue
        back = Counter(e.split("=")[1] for e in entries if e.split("=")[1] in PASTURE)
        due = wanted[: left + sum(back.values())]
        runs: set = set()
        for v in found:
            runs.update(draws(state, len(due), back, deck_of(v)))
        out[entries] = (due, runs)
    return out


def _entry_order(state: RomeState, entry: str) -> tuple[int, int]:
    """Cards given back as a roll stores them (seat order from the start player, then card order: game.normalize)."""
    name, card = entry.split("=")
    return (state.by_name[name].seat - state.start) % len(state.players), ORDER.index(card)


def _named(state: RomeState, view: View, short: list[str]) -> list[tuple[str, ...]]:
    """The grain and ore given back in a shortage, as the table may name them: for each short resource half of each
    player's cards (rounded down), or left out."""
    options: list[tuple[str, ...]] = [()]
    for r in short:
        named = tuple(f"{p.name}={r}" for p in state.players for _i in range(view.hands[p.seat][ORDER.index(r)] // 2))
        options = options + [o + named for o in options] if named else options
    return options


def _pasture_back(state: RomeState, view: View) -> list[tuple[str, ...]]:
    """ROME-PROD-8 for pasture cards: each player gives back half his pasture cards (rounded down), which ones he
    chooses."""
    per_player = []
    for p in state.players:
        horse, cattle = (view.hands[p.seat][ORDER.index(k)] for k in PASTURE)
        owe = (horse + cattle) // 2
        per_player.append([tuple([f"{p.name}=horse"] * h + [f"{p.name}=cattle"] * (owe - h))
                           for h in range(max(0, owe - cattle), min(owe, horse) + 1)])
    return [tuple(chain.from_iterable(combo)) for combo in product(*per_player)]


# --- phase 2: trading and building ------------------------------------------------------------------------------

def trade(state: RomeState, player: Player) -> list[Choice]:
    """ROME-TRADE-1/4: with each other player, any cards (and gold, as the option allows) each may hold; something
    for something."""
    gold = state.options["gold_in_player_trades"]
    mine = goods(state, player, gold)
    if not mine:
        return []
    rules = ("ROME-TRADE-1",) if uncertain(state) else ()
    out = []
    for other in state.players:
        theirs = goods(state, other, gold)
        if other is player or not theirs:
            continue
        out.append(Choice({"kind": "trade", "player": player.name, "with": other.name},
                          (Slot("give", "cards", low=1, high=sum(mine.values()), most=mine),
                           Slot("get", "cards", low=1, high=sum(theirs.values()), most=theirs)),
                          rules=rules, label=other.name))
    return out


def bank(state: RomeState, player: Player) -> list[Choice]:
    """ROME-TRADE-2/3: three like cards for one grain, one ore or the top pasture card (a line for each; the pasture
    card is the table's chance: named as drawn, or ``pasture``, face down); and any bundle the rate allows (bounded:
    the rate judges it)."""
    rate = N["bank_rate"]
    out = []
    for give in ORDER:
        price = {give: rate}
        if lacking(state, player, price):
            continue
        for get in ("grain", "ore"):
            if get != give and state.pile(get) > 0:
                out.append(Choice({"kind": "bank", "player": player.name, "give": price, "get": {get: 1}},
                                  label=f"{give} → {get}"))
        returned = Counter({give: rate}) if give in PASTURE else Counter()
        if state.pasture_left() + sum(returned.values()) > 0:
            kinds = {run[0]: 1 for run in draws(state, 1, returned)}
            out.append(Choice({"kind": "bank", "player": player.name, "give": price},
                              (Slot("get", "cards", low=1, high=1, most={**kinds, "pasture": 1}, chance=True),),
                              rules=("ROME-TRADE-2",) if uncertain(state) else (), label=f"{give} → pasture"))
    mine = {k: n // rate * rate for k, n in most(state, player).items() if n >= rate}
    if mine:
        stock = {r: state.pile(r) for r in ("grain", "ore") if state.pile(r) > 0}
        drawable = state.pasture_left() + sum(n for k, n in mine.items() if k in PASTURE)
        stock.update({k: drawable for k in PASTURE if drawable}, **({"pasture": drawable} if drawable else {}))
        out.append(Choice({"kind": "bank", "player": player.name},
                          (Slot("give", "cards", low=rate, high=sum(mine.values()), most=mine),
                           Slot("get", "cards", low=1, high=sum(mine.values()) // rate, most=stock)),
                          rules=("ROME-TRADE-2",)))
    return out


def build(state: RomeState, player: Player) -> list[Choice]:
    """ROME-BUILD-1…5, ROME-GOLD-1…3: an army pair, a wagon into either box, an action card (the table's chance:
    named as drawn, or left out, face down); each also with 3 gold standing in for one card of the price while the
    joker is unused this phase. Those he cannot pay are blocked, with what he lacks."""
    reserve = player.reserve
    pieces = []
    if reserve["horsemen"] or reserve["warriors"]:
        pieces.append(({"piece": "army"}, ()))
    if reserve["wagons"]:
        pieces += [({"piece": "wagon", "box": box}, ()) for box in ("horsemen", "warriors")]
    card = action_slot(state, "card")
    if state.action_deck_left() > 0:
        pieces.append(({"piece": "card"}, (card,) if card else ()))
    out = []
    for fields, slots in pieces:
        jokers = [None] + ([k for k in COSTS[fields["piece"]] if k != "gold"] if not state.this_part.joker else [])
        for joker in jokers:
            event = {"kind": "build", "player": player.name, **fields, **({"joker": joker} if joker else {})}
            label = " ".join([fields["piece"], *([fields["box"]] if "box" in fields else []),
                              *(["joker", joker] if joker else [])])
            out.append(Choice(event, slots, needs=lacking(state, player, build_cost(state, event)) or None,
                              label=label))
    return out


def play(state: RomeState, player: Player) -> list[Choice]:
    """ROME-CARD-1…7: one action card a phase, held (bought this phase counts) — a card that rests on his face-down
    cards is his secret. The Diplomat (phase 2: the legionnaire and a theft), the Great Tribal Leader (phase 2: the
    top 2 pasture cards, the table's chance), a Treasure (3 gold). The Traitor is played with a plunder or a conquest
    and the Great Tribal Leader of phases 3–4 with a move."""
    out = []
    for card in ("diplomat", LEADER, *TREASURES):
        held = holds_card(state, player, card)
        if not held:
            continue
        event = {"kind": "play", "player": player.name, "card": card}
        if card == "diplomat":
            found = theft(state, player, event, True) if state.stage == "trade_build" else []
        elif card == LEADER:
            found = []
            if state.stage == "trade_build":
                due = min(LEADER_DRAWS, state.pasture_left())
                drew = (Slot("drew", "cards drawn", tuple(draws(state, due)), chance=True, optional=True),) if due \
                    else ()
                found = [Choice(event, drew)]
        else:
            drawn_now = state.this_part.drawn[card] or (not player.cards[card] and state.cards.fresh[player.name])
            found = [Choice(event)] if state.options["treasure_cash_any_phase"] or drawn_now else []
        for choice in found:
            choice.secret = player.name if held == "secret" else None
            choice.label = card
            out.append(choice)
    return out


def reveal(state: RomeState, player: Player) -> list[Choice]:
    """ROME-END-1/2: action cards drawn face down, shown — Cultural Progress cards in his own part of phases 2–4 (to
    announce the target), every kind at the end; as many as may be of the kind."""
    kinds = CARDS.names if state.stage == "over" else CULTURE
    hidden = state.cards.hidden[player.name]
    out = []
    for card in kinds:
        top = min(hidden, state.cards.unaccounted(card))
        if top >= 1 and state.cards.can_reveal(player.name, card, settled=False):
            out.append(Choice({"kind": "reveal", "player": player.name, "card": card},
                              (Slot("count", "number", low=1, high=top),) if top > 1 else (),
                              secret=player.name, label=card))
    return out


def end(state: RomeState, player: Player) -> list[Choice]:
    """ROME-ROUND-2: the end of his part of the phase."""
    return [Choice({"kind": "end", "player": player.name})]


# --- phases 3 and 4: the tribes ---------------------------------------------------------------------------------

def tribe_of(state: RomeState, player: Player):
    return player.tribes[state.tribe_kind] if state.tribe_kind else None


def move(state: RomeState, player: Player) -> list[Choice]:
    """ROME-MOVE-1…5: a wandering tribe that has not moved, plundered or conquered this phase goes to a free
    crossroads by a route he can pay (the referee takes the cheapest he can pay and the grain first, unless the
    line says otherwise: ``via`` and ``pay`` follow from the destination); with the Great Tribal Leader to any
    crossroads a route reaches, for free (ROME-CARD-6)."""
    tribe = tribe_of(state, player)
    done = state.this_part
    if tribe is None or tribe.kingdom or done.moved or done.plundered or done.conquered:
        return []
    if state.facts.declared:
        return declared_moves(state, player, tribe)
    m = state.facts.map
    paid, free = [], []
    grain = max(h[ORDER.index("grain")] for h in hands(state, player))
    taken = {s for p in state.players for s in p.spots()}
    for dest, options in movement.routes_from(m, tribe.at).items():
        if dest == tribe.at or dest in m.city_at or dest in taken or not options:
            continue
        free.append(dest)
        if any(_payable(player, grain, land, sea) for land, sea, _path in options):
            paid.append(dest)
    event = {"kind": "move", "player": player.name}
    derived = ("via", "pay", "arrows", "touch")
    out = []
    if paid:
        out.append(Choice(dict(event), (Slot("to", "corner", tuple(m.grid.sort(paid))),), derived=derived,
                          rules=("ROME-MOVE-5",) if uncertain(state) else ()))
    held = holds_card(state, player, LEADER)
    if held and free:
        out.append(Choice({**event, "card": LEADER}, (Slot("to", "corner", tuple(m.grid.sort(free))),),
                          derived=("via", "arrows", "touch"), secret=player.name if held == "secret" else None,
                          label=LEADER))
    return out


def declared_moves(state: RomeState, player: Player, tribe) -> list[Choice]:
    """ROME-MOVE-2…5 without a map: a known free crossroads, or one named now with the landscapes it touches; the
    arrows crossed, declared in crossing order (any he can pay: the first is free, so none or one always is)."""
    event = {"kind": "move", "player": player.name}
    known = tuple(c for c in declared.free_crossroads(state) if c != tribe.at)
    new, hexes = declared.fresh_crossroads(state)[0], declared.fresh_landscapes(state)[0]
    places = [(Slot("to", "corner", known),)] if known else []
    places.append((Slot("to", "corner", (new,), free=True),
                   Slot("touch", "landscapes", ((f"{hexes}=forest",),), free=True)))
    ask = state.facts.undeclared == "ask"
    rules = ("ROME-MOVE-2", "ROME-MOVE-4", "ROME-MOVE-5", *declared.MAP_RULES)
    out = [Choice(dict(event), (*where, Slot("arrows", "arrows", ((), ("land",), ("sea",)), free=True,
                                             optional=not ask)), derived=("pay",), rules=rules)
           for where in places]
    held = holds_card(state, player, LEADER)
    if held:
        out += [Choice({**event, "card": LEADER}, (*where, Slot("arrows", "arrows", ((), ("land",), ("sea",)),
                                                               free=True, optional=True)),
                       rules=rules, secret=player.name if held == "secret" else None, label=LEADER)
                for where in places]
    return out


def _payable(player: Player, grain: int, land: int, sea: int) -> bool:
    """ROME-MOVE-4/5: some way of paying the bill (each paid land arrow 1 grain or 3 gold, each sea arrow 1 gold)
    that he holds in some world — the most grain a hand of his may hold first, the rest in gold."""
    by_grain = min(land, grain)
    return player.gold >= sea * N["sea_arrow_gold"] + (land - by_grain) * N["land_arrow_gold"] \
        and by_grain * N["land_arrow_grain"] <= grain


def strength(state: RomeState, player: Player, tribe, towers: int) -> tuple[bool, bool]:
    """ROME-PLUNDER-3, CONQ-1c, EXPAND-5 with ROME-CARD-5: (the box is strong enough alone, with the Traitor — 1 gold,
    2 towers more — when he may play one)."""
    alone = tribe.figures >= towers
    traitor = (bool(holds_card(state, player, "traitor")) and player.gold >= N["traitor_gold"]
               and tribe.figures >= towers - N["traitor_towers"])
    return alone, traitor


FACE_GROUPS = ((), ("pasture",), ("action",), ("pasture", "action"))


def plunder(state: RomeState, player: Player) -> list[Choice]:
    """ROME-PLUNDER-1…6: a wandering tribe that has not plundered this phase, a city next to its crossroads that
    still carries its counter, the box strong enough (or with the Traitor), no third counter of one colour (as the
    option says); the counter's symbols as turned over and the cards they bring, the table's chance."""
    tribe = tribe_of(state, player)
    if tribe is None or tribe.kingdom or state.this_part.plundered:
        return []
    facts = state.facts
    near = declared.nearby(state, tribe) if facts.declared else [c for c in sorted(facts.map.cities)
                                                                   if facts.adjacent(tribe.at, c)]
    plain, betrayed = [], []
    for name in near:
        city = facts.city(name)
        if not open_city(state, name) or (tribe.counters[city.province] >= N["counters_per_colour"]
                                          and state.options["third_same_colour_counter"] == "illegal"):
            continue
        alone, traitor = strength(state, player, tribe, city.towers)
        if alone:
            plain.append(name)
        if traitor:
            betrayed.append(name)
    new = declared.new_city(state, tribe) if facts.declared and declared.may_declare_city(state, tribe) else None
    new_alone, new_traitor = strength(state, player, tribe, 2) if new else (False, False)
    out = []
    secret = player.name if holds_card(state, player, "traitor") == "secret" else None
    for names, fresh, extra in ((plain, new_alone, {}), (betrayed, new_traitor, {"card": "traitor"})):
        event = {"kind": "plunder", "player": player.name, **extra}
        if names:
            out += counter_choices(state, event, Slot("city", "city", tuple(names), free=facts.declared),
                                   secret if extra else None, rules=declared.MAP_RULES if facts.declared else ())
        if fresh:                                   # without a map: a city named now, next to the tribe
            out += counter_choices(state, event, Slot("city", "city", (new,), free=True), secret if extra else None,
                                   rules=("ROME-PLUNDER-1", "ROME-PLUNDER-3", "ROME-PLUNDER-4",
                                          *declared.MAP_RULES))
    return out


def open_city(state: RomeState, city: str) -> bool:
    """ROME-PLUNDER-2: not plundered, not conquered, not neutral."""
    return city not in state.owner and city not in state.counter_gone and not state.neutral(city)


def counter_choices(state: RomeState, event: dict, city: Slot, secret: str | None, rules: tuple[str, ...] = ()
                    ) -> list[Choice]:
    """ROME-PLUNDER-6: the counter's symbols (the table's chance) in four groups, by the cards they draw — a pasture
    card, an action card, both, neither — each drawn card named as drawn or left out (face down); a counter without
    symbols on its own (it is typed ``blank``)."""
    pasture = pasture_slot("pasture", state)
    action = action_slot(state, "action")
    label = "traitor" if event.get("card") else ""
    out = [Choice({**event, "face": []}, (city,), secret=secret, label=label, rules=rules)]
    for group in FACE_GROUPS:
        faces = tuple(f for f in _faces() if set(group) <= set(f) and set(f) & {"pasture", "action"} == set(group)
                      and f)
        slots = [city, Slot("face", "symbols", faces, chance=True)]
        if "pasture" in group and pasture:
            slots.append(pasture)
        if "action" in group and action:
            slots.append(action)
        out.append(Choice(dict(event), tuple(slots), secret=secret, label=label, rules=rules))
    return out


def _faces() -> list[tuple[str, ...]]:
    """Every set of symbols a counter may show, in the order a plunder records them."""
    return [tuple(f for f, on in zip(FACE_ORDER, bits) if on) for bits in product((0, 1), repeat=len(FACE_ORDER))]


def conquer(state: RomeState, player: Player) -> list[Choice]:
    """ROME-CONQ-1 (founding: a wandering tribe with counters of 3 colours, a city next to it) and ROME-EXPAND-1…6 (a
    kingdom, a city at most one arrow from it): a city of nobody, not neutral, the box strong enough (or with the
    Traitor), a wagon in the box (and, expanding, a figure); not after a plunder or a conquest this phase."""
    tribe = tribe_of(state, player)
    done = state.this_part
    if tribe is None or done.plundered or done.conquered:
        return []
    facts = state.facts
    if tribe.kingdom:
        if not tribe.wagons or not tribe.figures:
            return []
        targets = sorted(facts.cities) if facts.declared else sorted(kingdom.reach(state, facts, tribe))
    else:
        if len(tribe.colours()) < N["colours_to_found"] or not tribe.wagons:
            return []
        targets = declared.nearby(state, tribe) if facts.declared else [c for c in sorted(facts.map.cities)
                                                                         if facts.adjacent(tribe.at, c)]
    groups: dict[tuple[bool, bool], list[str]] = {}
    for city in targets:
        if city in state.owner or state.neutral(city):
            continue
        known = not facts.declared or declared.touching_known(state, city)
        alone, traitor = strength(state, player, tribe, facts.city(city).towers)
        for betray, ok in ((False, alone), (True, traitor)):
            if ok:
                groups.setdefault((betray, known), []).append(city)
    if facts.declared and declared.may_declare_city(state, None if tribe.kingdom else tribe):
        new = declared.new_city(state, tribe)
        for betray, ok in zip((False, True), strength(state, player, tribe, 2)):
            if ok and new:
                groups.setdefault((betray, None), []).append(new)
    return conquests(state, player, tribe, groups)


def conquests(state: RomeState, player: Player, tribe, groups: dict) -> list[Choice]:
    """A conquest of the cities of each group — (with the Traitor, the landscapes around the city known: True, to be
    declared: False, a city named now: None) — founding (ROME-CONQ-1) or expanding from a city of the kingdom with at
    most one arrow crossed (ROME-EXPAND-2: named without a map, found on it)."""
    facts = state.facts
    secret = player.name if holds_card(state, player, "traitor") == "secret" else None
    rules = ("ROME-CONQ-1", "ROME-EXPAND-5", *declared.MAP_RULES)
    out = []
    for (betray, known), cities in groups.items():
        event = {"kind": "conquer", "player": player.name, **({"card": "traitor"} if betray else {})}
        slots = [Slot("city", "city", tuple(cities), free=facts.declared)]     # without a map: Trier=gallia:3 too
        if not known:
            slots.append(Slot("touch", "landscapes", ((f"{declared.fresh_landscapes(state)[0]}=forest",),),
                              free=True))
        if tribe.kingdom and facts.declared:
            slots += [Slot("from", "city", tuple(tribe.cities)),
                      Slot("arrows", "arrows", ((), ("land",), ("sea",)), optional=True)]
        derived = ("touch",) if known else ()
        if tribe.kingdom and not facts.declared:
            derived += ("from", "arrows")
        out.append(Choice(event, tuple(slots), derived=derived, secret=secret if betray else None,
                          label="traitor" if betray else "",
                          rules=rules if known is None else declared.MAP_RULES if facts.declared else ()))
    return out


def pass_(state: RomeState, player: Player) -> list[Choice]:
    """ROME-IDLE-1/3: a tribe that did nothing this phase takes 2 gold, a grain or an ore from its pile, or the top
    pasture card (the table's chance: named as drawn, or face down) — or nothing."""
    if state.this_part.acted:
        return []
    event = {"kind": "pass", "player": player.name}
    out = [Choice(dict(event)), Choice({**event, "take": "gold"}, label="gold")]
    out += [Choice({**event, "take": r}, label=r) for r in ("grain", "ore") if state.pile(r) > 0]
    if state.pasture_left() > 0:
        out.append(Choice({**event, "take": "pasture"}, label="pasture"))
        out.append(Choice(dict(event), (Slot("take", "card", tuple(r[0] for r in draws(state, 1)), chance=True),),
                          label="pasture"))
    return out


CHOICES = {"start": start, "legionnaire": legionnaire, "roll": roll, "trade": trade, "bank": bank, "build": build,
           "play": play, "move": move, "plunder": plunder, "conquer": conquer, "pass": pass_, "reveal": reveal,
           "end": end}
ORDERED = tuple(CHOICES)
PHASE_KINDS = {"production": ("roll",), "legionnaire": ("legionnaire",),
               "trade_build": ("trade", "bank", "build", "play", "reveal", "end"),
               "horsemen": ("move", "plunder", "conquer", "play", "pass", "reveal", "end"),
               "warriors": ("move", "plunder", "conquer", "play", "pass", "reveal", "end")}


# --- who acts ----------------------------------------------------------------------------------------------------

def awaited(game, state: RomeState) -> Awaited:
    """The actors of the position: in the set-up the next player to place his tribes and the start player for the
    legionnaire (either may come first); in phase 1 the start player; in phases 2–4 the player whose part it is;
    once the last round is over everyone holding action cards drawn face down, at once, until the last is shown
    (ROME-END-2)."""
    stage = state.stage
    answer = Awaited(stage, game.prompt(state), winner=state.winner)
    if stage == "over":
        answer.at_once = True
        for p in state.players:
            actor = actor_of(state, p, ("reveal",), _("shows his action cards drawn face down"))
            if actor.choices:
                answer.actors.append(actor)
        return answer
    if stage == "setup":
        current = state.current
        if not current.started:
            answer.actors.append(actor_of(state, current, ("start",), game.prompt(state)))
        placer = actor_of(state, state.start_player, ("legionnaire",),
                          _("{player} places the legionnaire on a forest in Hispania", player=state.start_player.name))
        if placer.choices:
            mine = answer.actor(placer.player)
            placer.must = not answer.actors
            if mine is not None:
                mine.choices += placer.choices
            else:
                answer.actors.append(placer)
        return answer
    answer.actors.append(actor_of(state, state.current, PHASE_KINDS[stage], game.prompt(state)))
    return answer


def actor_of(state: RomeState, player: Player, kinds, waiting: str) -> Actor:
    """``player``'s choices of ``kinds``, split into those he may make and those he lacks the cards for."""
    found = list(chain.from_iterable(CHOICES[k](state, player) for k in ORDERED if k in kinds))
    return Actor(player.name, waiting, [c for c in found if not c.needs], [c for c in found if c.needs])
