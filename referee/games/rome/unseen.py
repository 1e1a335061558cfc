"""Pasture cards drawn face down (ROME-PROD-6, SETUP-8, PLUNDER-6, CARD-6): the possible hands and pile, kept by
:class:`referee.core.secrets.HandWorlds`.

A draw whose card the table did not name moves one card of the face-down pile to the player, its kind unseen:
every kind the pile may hold is a world. The holders are the players (seat order) and the pile (last); the kinds
every resource (ORDER: an unseen theft, ROME-LEG-3/CARD-4, moves one card of the victim's of any kind to the thief,
as Catan's robber does, CATAN-ROBBER-6; the pile holds pasture cards only). The discard lies face up and stays exact, and so does every count of cards. An event is checked
in each world (installed in the players' hands and the pile: the validators read those); the worlds where it is
illegal are dropped, and if none is left it is refused with the rule of the first refusal and the draws named. It
is applied once, in a surviving world: the draws and reshuffles it makes are applied to every world as they happen
(:func:`drawn`, :func:`reshuffled`); what else it does to the hands (payments, trades, thefts, returns — never the
pile) is the same change in every world (:meth:`HandWorlds.shift`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.core.secrets import Hands, HandWorlds
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import ORDER, PASTURE

KINDS = ORDER                       # the kinds of the worlds' counts: grain, ore, horse, cattle

RULE_ERRORS = (RuleViolation, NotationError)
QUIET = frozenset({"end", "reveal"})     # kinds that neither read nor change resource cards (a move pays grain)


def read(state: RomeState) -> Hands:
    """The players' pasture cards and the pile's, as the state holds them now."""
    return (*(tuple(p.hand.get(k, 0) for k in KINDS) for p in state.players),
            tuple(state.pasture_deck[k] if k in PASTURE else 0 for k in KINDS))


def install(state: RomeState, world: Hands) -> None:
    """Put ``world`` in the players' hands and the pile (what the validators and the apply functions read).
    Past the bound the players are checked at their highest counts, the pile at its exact size."""
    worlds = state.pasture_worlds
    if worlds is not None and worlds.collapsed:
        world = (*world[:-1], worlds.representative()[-1])
    for p, counts in zip(state.players, world):
        for k, n in zip(KINDS, counts):
            p.hand[k] = n
            if not n:
                del p.hand[k]
    state.pasture_deck = Counter({k: n for k, n in zip(KINDS, world[-1]) if k in PASTURE})


def begin(state: RomeState) -> HandWorlds:
    """The worlds, from the exact position (the first pasture card drawn face down)."""
    if state.pasture_worlds is None:
        names = [p.name for p in state.players] + ["pile"]
        hands = [{k: p.hand.get(k, 0) for k in KINDS} for p in state.players] + [dict(state.pasture_deck)]
        state.pasture_worlds = HandWorlds.of(names, KINDS, hands)
    return state.pasture_worlds


def _moved(state: RomeState, seat: int, kind: int, n: int) -> None:
    if state.pasture_moved is not None:
        state.pasture_moved[seat][kind] += n


def drawn(state: RomeState, player, card: str | None, seq: int) -> str:
    """``player`` draws the top pasture card, named or (``card`` None) face down; the worlds follow. Returns the
    card the state's own (representative) hands take."""
    pile = len(state.players)
    if card is None:
        worlds = begin(state)
        worlds.move_unseen(pile, player.seat)
        state.pasture_unseen.append((seq, player.name))
        card = next(k for k in PASTURE if state.pasture_deck[k] > 0)
    elif state.pasture_worlds is not None:
        delta = [[0] * len(KINDS) for _h in range(pile + 1)]
        delta[pile][KINDS.index(card)] -= 1
        delta[player.seat][KINDS.index(card)] += 1
        state.pasture_worlds.shift(delta)
        state.pasture_worlds.drop_negative()
    k = KINDS.index(card)
    _moved(state, pile, k, -1)
    _moved(state, player.seat, k, 1)
    return card


def stolen(state: RomeState, thief, victim, seq: int) -> None:
    """ROME-LEG-3/CARD-4 unseen: one of ``victim``'s resource cards goes to ``thief``, its kind seen by them alone;
    every kind the victim may hold is a world (as Catan's robber, CATAN-ROBBER-6). The state's own hands move a
    card of the kind the victim holds in them."""
    worlds = begin(state)
    worlds.move_unseen(victim.seat, thief.seat)
    state.thefts_unseen.append((seq, thief.name, victim.name))
    card = next(k for k in KINDS if victim.hand.get(k, 0) > 0)
    victim.hand[card] -= 1
    thief.hand[card] += 1
    _moved(state, victim.seat, KINDS.index(card), -1)
    _moved(state, thief.seat, KINDS.index(card), 1)


def reshuffled(state: RomeState, discard: Counter) -> None:
    """The pile is empty in every world; the discard (face up, exact) becomes the pile."""
    if state.pasture_worlds is None:
        return
    pile = len(state.players)
    delta = [[0] * len(KINDS) for _h in range(pile + 1)]
    delta[pile] = [discard[k] if k in PASTURE else 0 for k in KINDS]
    state.pasture_worlds.shift(delta)
    for k, n in enumerate(delta[pile]):
        _moved(state, pile, k, n)


def unknowns(state: RomeState) -> str:
    """The face-down draws, in words (the last ones of many)."""
    draws = state.pasture_unseen
    said = listing([_("{player}'s pasture card of event {seq}", player=name, seq=seq) for seq, name in draws[-2:]])
    said = said if len(draws) <= 2 else _("{count} pasture cards drawn face down, the last {last}", count=len(draws),
                                          last=said)
    thefts = state.thefts_unseen
    if not thefts:
        return said
    stolen_ = listing([_("the card {thief} stole from {victim} on event {seq}", thief=t, victim=v, seq=s)
                       for s, t, v in thefts[-2:]])
    if len(thefts) > 2:
        stolen_ = _("{count} cards stolen unseen, the last {last}", count=len(thefts), last=stolen_)
    return listing([x for x in (said if draws else "", stolen_) if x])


def validate(state: RomeState, event: dict, check: Callable[[], None],
             agree: Callable[[RomeState, dict], Any] | None = None) -> None:
    """``check`` in every possible world; the survivors wait in ``state.survivors`` for :func:`apply`. ``agree``
    works out what every surviving world must agree on (a roll's returns in a shortage:
    :func:`referee.games.rome.production.roll_returns`)."""
    worlds = state.pasture_worlds
    if event["kind"] in QUIET:
        state.survivors = None
        check()
        return
    passed, results, refusal = worlds.judge_installed(lambda w: install(state, w),
                                                      lambda: (check(), agree and agree(state, event))[1],
                                                      RULE_ERRORS)
    if not passed:
        exc = refusal.error
        if refusal.same:                 # the same refusal in every world: what was drawn does not matter
            raise exc
        message = _("{problem}, in every possible world of the pasture cards drawn face down ({unknowns})",
                    problem=exc.message, unknowns=unknowns(state))
        allowed = _("'referee status --all' shows what each hand and the pile may hold")
        raise (RuleViolation(exc.rule, message, allowed) if isinstance(exc, RuleViolation)
               else NotationError(message, allowed, rule=exc.rule))
    if len(set(results)) > 1:
        shortage_unknown(state, event)
    state.survivors = passed


def shortage_unknown(state: RomeState, event: dict) -> None:
    """The table sees what each player gives back in a shortage; the referee, after a card stolen unseen, does
    not know it: the roll says it (``returns Anna grain …``), as a Monopoly says what each handed over."""
    names = " ".join(f"{p.name} grain" for p in state.players[:2])
    raise RuleViolation("ROME-PROD-8", _("the referee cannot know how many cards each gives back in the shortage "
                                         "({unknowns})", unknowns=unknowns(state)),
                        _("say what each gave back: roll {total} returns {example}", total=event["total"],
                          example=names))


def apply(state: RomeState, event: dict, apply_event: Callable[[RomeState, dict], Outcome]) -> Outcome:
    """Apply once in a surviving world; draws and reshuffles move the worlds as they happen, every other change
    of the hands is the same in every world left."""
    if event["kind"] in QUIET and state.pasture_worlds is None:
        return apply_event(state, event)
    fresh = state.pasture_worlds is None    # no unknown yet: one exact world, dropped again if none is made
    worlds = begin(state)
    survivors, state.survivors = state.survivors, None
    if survivors is not None:
        worlds.keep(survivors)
    if not fresh:
        install(state, worlds.highest() if worlds.collapsed else worlds.representative())   # a world it passed in
    before = read(state)
    state.pasture_moved = [[0] * len(KINDS) for _h in before]
    state.hands_base = before
    try:
        out = apply_event(state, event)
        after, moved = read(state), state.pasture_moved
    finally:
        state.pasture_moved = state.hands_base = None
    rest = [[a - b - m for a, b, m in zip(x, y, z)] for x, y, z in zip(after, before, moved)]
    rest[-1] = [0] * len(KINDS)            # the pile changes by draws and reshuffles only, applied already
    if any(any(row) for row in rest):
        worlds.shift(rest)
    if fresh and len(worlds) == 1 and not worlds.collapsed and not state.pasture_unseen \
            and not state.thefts_unseen:
        state.pasture_worlds = None       # nothing unseen: the hands stay as the event left them, exact
        return out
    install(state, worlds.representative())
    return out


def held(state: RomeState, player, card: str) -> tuple[int, int]:
    """The fewest and most ``card`` ``player`` may hold: his hand's count, or past the bound the worlds' bounds."""
    worlds = state.pasture_worlds
    if worlds is not None and worlds.collapsed:
        return worlds.bounds(player.seat, KINDS.index(card))
    return player.hand.get(card, 0), player.hand.get(card, 0)


def pasture_cards(state: RomeState, player) -> tuple[int, int]:
    """The fewest and most pasture cards ``player`` may hold: exact (his hand's count) unless, past the bound, a
    card stolen unseen leaves his grain and ore as bounds (the hand's size is exact)."""
    worlds = state.pasture_worlds
    if worlds is not None and worlds.collapsed:
        other = [KINDS.index(k) for k in KINDS if k not in PASTURE]
        size = worlds.size(player.seat)
        return (max(0, size - sum(worlds.high[player.seat][k] for k in other)),
                size - sum(worlds.low[player.seat][k] for k in other))
    n = sum(player.hand.get(k, 0) for k in PASTURE)
    return n, n


def hand_range(state: RomeState, seat: int, card: str) -> tuple[int, int]:
    """The fewest and most ``card`` a holder (a seat, or the pile: the seat after the last) may hold."""
    return state.pasture_worlds.bounds(seat, KINDS.index(card))

