"""Small helpers shared by the rule chapters: paying, gold, the pasture pile, the action deck."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Cards, Counted, Term, _
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import ORDER, PASTURE, UNIQUE_CARDS

GOODS_ORDER = (*ORDER, "gold")


def bag_text(bag: Mapping[str, int]) -> Cards:
    """``1 grain + 3 gold``; ``nothing`` for an empty bag (translated where it is shown)."""
    keys = [k for k in GOODS_ORDER if bag.get(k, 0)] + sorted(k for k in bag if k not in GOODS_ORDER and bag[k])
    return Cards(bag, "goods", keys)


def good(name: str) -> Term:
    """A resource card or gold as people see it: ``grain`` / ``obilí``."""
    return Term("goods", name)


def holding(player: Player) -> str:
    return _("{player} holds {cards} and {gold}", player=player.name, cards=bag_text(player.hand),
             gold=coins(player.gold))


def owns(player: Player, bag: Mapping[str, int]) -> bool:
    return player.hand.holds({k: n for k, n in bag.items() if k != "gold"}) and player.gold >= bag.get("gold", 0)


def require(rule: str, player: Player, bag: Mapping[str, int], what: str,
            other_way: Callable[[], str | None] | None = None) -> None:
    """Refuse unless ``player`` holds ``bag`` (cards and gold); name what is missing, and ``other_way`` of paying
    (worked out only for a refusal) where there is one, else what he holds."""
    if not owns(player, bag):
        have = {**player.hand, "gold": player.gold}
        missing = {k: n - have.get(k, 0) for k, n in bag.items() if have.get(k, 0) < n}
        raise RuleViolation(rule, _("{player} cannot pay {cost} for {what}: missing {missing}", player=player.name,
                                    cost=bag_text(bag), what=what, missing=bag_text(missing)),
                            "; ".join(filter(None, [holding(player), other_way and other_way()])))


def pay(state: RomeState, player: Player, bag: Mapping[str, int]) -> None:
    """Cards back to their piles (horses and cattle face up on the pasture discard, ROME-BUILD-6), gold to the bank."""
    for k, n in bag.items():
        if k == "gold":
            player.gold -= n
        elif n:
            player.hand[k] -= n
            if k in PASTURE:
                state.pasture_discard[k] += n


def gain_gold(state: RomeState, player: Player, n: int, out: Outcome | None = None) -> int:
    """Gold from the bank; a limited bank (option) pays what it has (ROME-COMP-7)."""
    left = state.bank_gold()
    paid = n if left is None else max(0, min(n, left))
    player.gold += paid
    if paid < n and out is not None:
        out.say("The bank has only {left} gold: {player} gets {paid} of {n} (ROME-COMP-7).", left=left,
                player=player.name, paid=paid, n=n)
    return paid


def mark(state: RomeState, event: dict, rule: str, fact: str) -> None:
    """Note a check that rested on a declared fact instead of the map (shown by ``check``)."""
    if state.facts.declared:
        state.declared.append({"seq": event.get("seq", 0), "rule": rule, "fact": fact})


# --- the pasture pile (ROME-PROD-6/7) -----------------------------------------------

def check_pasture(state: RomeState, cards: list[str] | None, rule: str, due: int, what: str,
                  returned: Counter | None = None) -> None:
    """The cards drawn face down, in drawing order: as many as are due, each one still in the pile; ``None``:
    every one drawn unseen (only their number is known, and that one is counted by the caller).

    ``returned``: cards given back onto the discard just before (ROME-PROD-8).
    """
    if cards is None:
        return
    collapsed = state.pasture_worlds is not None and state.pasture_worlds.collapsed
    if None in cards:                            # drawn face down: only their number is checked …
        if len(cards) != due:
            raise RuleViolation(rule, _("{what}: {due} pasture card(s) are drawn, {named} named", what=what, due=due,
                                        named=len(cards)), _("the pasture pile and its discard are empty"))
        deck = Counter(state.pasture_deck)
        discard = Counter(state.pasture_discard) + (returned or Counter())
        for i, card in enumerate(cards, 1):       # … and each one named among them (a bank trade's 'horse pasture')
            if card and not collapsed and not _drawable(deck, discard, cards[:i]):
                left = ", ".join(str(Counted(deck[k], good(k))) for k in PASTURE)
                raise RuleViolation(rule, _("{what}: card {number} cannot be a {card}: the face-down pasture pile "
                                            "holds {left}", what=what, number=i, card=good(card), left=left),
                                    _("name the cards actually drawn"))
        return
    example = " ".join(str(good(k)) for k in ["horse", "cattle"][: max(due, 1)])
    if len(cards) != due:
        raise RuleViolation(rule, _("{what}: {due} pasture card(s) are drawn, {named} named", what=what, due=due,
                                    named=len(cards)),
                            _("name each card drawn, e.g. {example}", example=example) if due
                            else _("no pasture card is drawn here"))
    deck, discard = Counter(state.pasture_deck), Counter(state.pasture_discard) + (returned or Counter())
    for i, card in enumerate(cards, 1):
        if not sum(deck.values()):
            deck, discard = discard, Counter()
        if not deck[card] and not collapsed:     # past the bound the pile's kinds are bounds: not checked
            left = ", ".join(str(Counted(deck[k], good(k))) for k in PASTURE)
            raise RuleViolation(rule, _("{what}: card {number} cannot be a {card}: the face-down pasture pile "
                                        "holds {left}", what=what, number=i, card=good(card), left=left),
                                _("name the cards actually drawn"))
        deck[card] -= 1
        if not sum(deck.values()):
            deck, discard = discard, Counter()


def _drawable(deck: Counter, discard: Counter, cards: list[str | None]) -> bool:
    """Whether the pile may give ``cards`` in this order, each None any card (one drawn face down), the discard
    becoming the pile when it runs out (ROME-PROD-7)."""
    if not cards:
        return True
    if not sum(deck.values()):
        deck, discard = discard, Counter()
    for kind in [cards[0]] if cards[0] else PASTURE:
        if deck[kind] > 0:
            rest = deck.copy()
            rest[kind] -= 1
            if _drawable(*((rest, discard) if sum(rest.values()) else (discard, Counter())), cards[1:]):
                return True
    return False


def draw_pasture(state: RomeState, player: Player, cards: list[str | None], out: Outcome | None = None,
                 seq: int = 0) -> list[str]:
    """Cards from the face-down pile into ``player``'s hand, each named or (None) drawn unseen; an empty pile is
    remade from the discard (ROME-PROD-7). Returns the cards the state's hands took (:mod:`unseen`)."""
    from referee.games.rome import unseen

    taken = []
    for card in cards:
        if not sum(state.pasture_deck.values()):
            reshuffle(state, out)
        if card is None or state.pasture_worlds is not None:
            card = unseen.drawn(state, player, card, seq)
        state.pasture_deck[card] -= 1
        player.hand[card] += 1
        taken.append(card)
        if not sum(state.pasture_deck.values()):
            reshuffle(state, out)
    return taken


def reshuffle(state: RomeState, out: Outcome | None) -> None:
    from referee.games.rome import unseen

    if sum(state.pasture_discard.values()):
        unseen.reshuffled(state, state.pasture_discard)
        state.pasture_deck, state.pasture_discard = state.pasture_discard, Counter()
        if out is not None and state.narrate:
            out.say("The pasture pile is empty: the discard ({cards}) is shuffled into a new pile (ROME-PROD-7).",
                    cards=bag_text(state.pasture_deck))


def pasture_due(state: RomeState, wanted: int) -> int:
    return min(wanted, state.pasture_left())


# --- the action deck (ROME-CARD-3) -------------------------------------------------

def check_action_draw(state: RomeState, card: str | None, rule: str, what: str) -> None:
    """ROME-CARD-3: nothing is drawn from an empty deck; a card named must be one the deck may still hold (a
    single card drawn or shown already cannot be drawn again). Without a name the card is drawn face down."""
    if state.action_deck_left() <= 0:
        if card:
            raise RuleViolation("ROME-CARD-3", _("{what}: the action deck is empty; no card can be drawn", what=what),
                                _("leave the card out"))
        return
    if card and not state.cards.can_draw(card):
        raise RuleViolation(rule, _("{what}: there is only one {card} card and it was drawn already", what=what,
                                    card=Term("action card", card)),
                            _("name the card actually drawn, or leave it out: drawn face down"))


def draw_action(state: RomeState, player: Player, card: str | None) -> None:
    """The top action card into ``player``'s hand: named, or face down (``card`` None); nothing from an empty
    deck (ROME-CARD-3)."""
    if state.action_deck_left() <= 0:
        return
    state.cards.draw(player.name, card)
    if card:
        state.action_drawn[card] += 1
        state.this_part.drawn[card] += 1


def coins(n: int) -> Counted:
    """``3 gold`` / ``3 zlaté``: gold counted as the rulebook counts it (1 zlatý, 2 zlaté, 5 zlatých)."""
    return Counted(n, Term("goods", "gold"))


def tribe_name(kind: str) -> Term:
    """``horsemen`` / ``jízdní kmen``."""
    return Term("tribe", kind)


def province(name: str) -> Term:
    """``germania`` / ``Germánie`` (canonical in English, the rulebook's name in Czech)."""
    return Term("province", name)


def card_name(name: str) -> Term:
    """An action card: ``great_tribal_leader`` / ``Velký kmenový vůdce``."""
    return Term("action card", name)


def figures(n: int, kind: str) -> Counted:
    """``1 horseman``, ``2 horsemen`` / ``1 jezdec``, ``2 jezdci``, ``5 jezdců`` (kind: horsemen or warriors)."""
    return Counted(n, Term("figure", ("horseman" if kind == "horsemen" else "warrior") if n == 1 else kind))


def towers(n: int) -> Counted:
    """``1 tower``, ``3 towers`` / ``1 věž``, ``3 věže``, ``5 věží``."""
    return Counted(n, Term("noun", "tower" if n == 1 else "towers"))
