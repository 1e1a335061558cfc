"""Pasture cards drawn face down (ROME-PROD-6, SETUP-8, PLUNDER-6, CARD-6): the possible hands and pile, kept by
:class:`referee.core.secrets.HandWorlds`.

A draw whose card the table did not name moves one card of the face-down pile to the player, its kind unseen:
every kind the pile may hold is a world. The holders are the players (seat order) and the pile (last); the kinds
horse and cattle. The discard lies face up and stays exact, and so does every count of cards. An event is checked
in each world (installed in the players' hands and the pile: the validators read those); the worlds where it is
illegal are dropped, and if none is left it is refused with the rule of the first refusal and the draws named. It
is applied once, in a surviving world: the draws and reshuffles it makes are applied to every world as they happen
(:func:`drawn`, :func:`reshuffled`); what else it does to the hands (payments, trades, thefts, returns — never the
pile) is the same change in every world (:meth:`HandWorlds.shift`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.core.secrets import Hands, HandWorlds
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import PASTURE

RULE_ERRORS = (RuleViolation, NotationError)
QUIET = frozenset({"move", "conquer", "end", "reveal"})     # kinds that neither read nor change pasture cards


def read(state: RomeState) -> Hands:
    """The players' pasture cards and the pile's, as the state holds them now."""
    return (*(tuple(p.hand.get(k, 0) for k in PASTURE) for p in state.players),
            tuple(state.pasture_deck[k] for k in PASTURE))


def install(state: RomeState, world: Hands) -> None:
    """Put ``world`` in the players' hands and the pile (what the validators and the apply functions read).
    Past the bound the players are checked at their highest counts, the pile at its exact size."""
    worlds = state.pasture_worlds
    if worlds is not None and worlds.collapsed:
        world = (*world[:-1], worlds.representative()[-1])
    for p, counts in zip(state.players, world):
        for k, n in zip(PASTURE, counts):
            p.hand[k] = n
            if not n:
                del p.hand[k]
    state.pasture_deck = Counter({k: n for k, n in zip(PASTURE, world[-1])})


def begin(state: RomeState) -> HandWorlds:
    """The worlds, from the exact position (the first pasture card drawn face down)."""
    if state.pasture_worlds is None:
        names = [p.name for p in state.players] + ["pile"]
        hands = [{k: p.hand.get(k, 0) for k in PASTURE} for p in state.players] + [dict(state.pasture_deck)]
        state.pasture_worlds = HandWorlds.of(names, PASTURE, hands)
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
        delta = [[0, 0] for _h in range(pile + 1)]
        delta[pile][PASTURE.index(card)] -= 1
        delta[player.seat][PASTURE.index(card)] += 1
        state.pasture_worlds.shift(delta)
        state.pasture_worlds.drop_negative()
    k = PASTURE.index(card)
    _moved(state, pile, k, -1)
    _moved(state, player.seat, k, 1)
    return card


def reshuffled(state: RomeState, discard: Counter) -> None:
    """The pile is empty in every world; the discard (face up, exact) becomes the pile."""
    if state.pasture_worlds is None:
        return
    pile = len(state.players)
    delta = [[0, 0] for _h in range(pile + 1)]
    delta[pile] = [discard[k] for k in PASTURE]
    state.pasture_worlds.shift(delta)
    for k, n in enumerate(delta[pile]):
        _moved(state, pile, k, n)


def unknowns(state: RomeState) -> str:
    """The face-down draws, in words (the last ones of many)."""
    draws = state.pasture_unseen
    said = listing([_("{player}'s pasture card of event {seq}", player=name, seq=seq) for seq, name in draws[-2:]])
    return said if len(draws) <= 2 else _("{count} pasture cards drawn face down, the last {last}", count=len(draws),
                                          last=said)


def validate(state: RomeState, event: dict, check: Callable[[], None]) -> None:
    """``check`` in every possible world; the survivors wait in ``state.survivors`` for :func:`apply`."""
    worlds = state.pasture_worlds
    if event["kind"] in QUIET:
        state.survivors = None
        check()
        return
    passed, _results, refusal = worlds.judge_installed(lambda w: install(state, w), check, RULE_ERRORS)
    if not passed:
        exc = refusal.error
        if refusal.same:                 # the same refusal in every world: what was drawn does not matter
            raise exc
        message = _("{problem}, in every possible world of the pasture cards drawn face down ({unknowns})",
                    problem=exc.message, unknowns=unknowns(state))
        allowed = _("'referee status --all' shows what each hand and the pile may hold")
        raise (RuleViolation(exc.rule, message, allowed) if isinstance(exc, RuleViolation)
               else NotationError(message, allowed, rule=exc.rule))
    state.survivors = passed


def apply(state: RomeState, event: dict, apply_event: Callable[[RomeState, dict], Outcome]) -> Outcome:
    """Apply once in a surviving world; draws and reshuffles move the worlds as they happen, every other change
    of the hands is the same in every world left."""
    worlds = state.pasture_worlds
    survivors, state.survivors = state.survivors, None
    if survivors is not None:
        worlds.keep(survivors)
    install(state, worlds.highest() if worlds.collapsed else worlds.representative())   # a world it passed in
    before = read(state)
    state.pasture_moved = [[0, 0] for _h in before]
    try:
        out = apply_event(state, event)
        after, moved = read(state), state.pasture_moved
    finally:
        state.pasture_moved = None
    rest = [[a - b - m for a, b, m in zip(x, y, z)] for x, y, z in zip(after, before, moved)]
    rest[-1] = [0] * len(PASTURE)          # the pile changes by draws and reshuffles only, applied already
    if any(any(row) for row in rest):
        worlds.shift(rest)
    install(state, worlds.representative())
    return out


def pasture_cards(state: RomeState, player) -> int:
    """How many pasture cards ``player`` holds (exact in every world; past the bound his hand holds highs)."""
    worlds = state.pasture_worlds
    if worlds is not None and worlds.collapsed:
        return worlds.size(player.seat)
    return sum(player.hand.get(k, 0) for k in PASTURE)


def hand_range(state: RomeState, seat: int, card: str) -> tuple[int, int]:
    """The fewest and most ``card`` a holder (a seat, or the pile: the seat after the last) may hold."""
    return state.pasture_worlds.bounds(seat, PASTURE.index(card))

