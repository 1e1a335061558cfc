"""Cards stolen unseen (CATAN-ROBBER-6): the possible hands, checked and kept by :mod:`referee.core.secrets`.

A steal without ``stolen`` moves one card of the victim's to the thief, its kind unseen: the referee keeps every
possible set of hands (:class:`~referee.core.secrets.HandWorlds`). Every later event is checked in each world
(the world's hands installed in the players; the validators only read them); the worlds where it is illegal are
dropped, and if none is left it is refused with the rule of the first world's refusal. It is then applied once —
what it does besides the hands is the same in every world — and its change of hands is applied to every world
left. Monopoly against unknown hands takes ``got`` (what each other player handed over): the worlds where those
were not the counts are dropped; without it the worlds must agree.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.bag import Bag
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.core.secrets import Hands, HandWorlds
from referee.games.catan.common import resource
from referee.games.catan.state import CatanState, Player

RULE_ERRORS = (RuleViolation, NotationError)


def hands_now(state: CatanState) -> Hands:
    return tuple(tuple(p.hand.get(r, 0) for r in state.card_kinds) for p in state.players)


def install(state: CatanState, world: Hands) -> None:
    """Put ``world``'s hands in the players' hands (what the validators and the apply functions read)."""
    for p, counts in zip(state.players, world):
        p.hand = Bag({r: n for r, n in zip(state.card_kinds, counts) if n})


def representative(worlds: HandWorlds) -> Hands:
    """A world to apply an event in (:meth:`HandWorlds.representative`)."""
    return worlds.representative()


def worlds(state: CatanState) -> HandWorlds:
    """The possible hands, begun from the hands as they are at the first card that changes hands unseen."""
    if state.hands is None:
        state.hands = HandWorlds.of([p.name for p in state.players], state.card_kinds,
                                    [p.hand for p in state.players])
    return state.hands


def steal(state: CatanState, thief: Player, victim: Player, seq: int) -> None:
    """One of ``victim``'s cards goes to ``thief``, unseen: every kind he may hold is a world."""
    worlds(state).move_unseen(victim.seat, thief.seat)
    state.hands.steals.append((seq, thief.name, victim.name))
    install(state, representative(state.hands))


def discard(state: CatanState, player: Player, count: int, seq: int) -> None:
    """``count`` of ``player``'s cards go back to the bank, which were not said (CATAN-SEVEN-3): every way of
    taking them from his hand is a world; the bank follows each world."""
    worlds(state).discard_unseen(player.seat, count)
    state.hands.discards.append((seq, player.name, count))
    install(state, representative(state.hands))


def unknowns(state: CatanState) -> str:
    """The unseen steals and discards, in words (``the card Ben stole from Anna on event 41``, ``the 4 cards Ben
    discarded on event 52``; the last ones of many); the callers say "unseen"."""
    steals, discards = state.hands.steals, state.hands.discards
    said = [_("the card {thief} stole from {victim} on event {seq}", thief=t, victim=v, seq=s)
            for s, t, v in steals[-2:]]
    said += [_("the {count} cards {player} discarded on event {seq}", count=n, player=p, seq=s)
             for s, p, n in discards[-2:]]
    if len(steals) + len(discards) <= 2:
        return listing(said)
    return _("{count} moves of cards, the last {last}", count=len(steals) + len(discards), last=listing(said[-2:]))


def validate(state: CatanState, event: dict, check: Callable[[CatanState, dict], list[str]] | None) -> list[str]:
    """``check`` in every possible world; the survivors wait in ``state.survivors`` for :func:`apply`."""
    worlds = state.hands
    if check is None:                    # nothing to check (a roll, an end): every world goes on
        state.survivors = None
        return []
    now = representative(worlds)

    def judged(world: Hands) -> list[str]:
        install(state, world)
        return check(state, event) or []

    try:
        passed, results, refusal = worlds.judge(judged, RULE_ERRORS)
    finally:
        install(state, now)
    if not passed:
        exc = refusal.error
        if refusal.same:                 # the same refusal in every world: what was stolen does not matter
            raise exc
        message = _("{problem}, in every possible world ({unknowns} unseen)", problem=exc.message,
                    unknowns=unknowns(state))
        raise type(exc)(exc.rule, message, _("'referee status --all' shows what each hand may hold")) \
            if isinstance(exc, RuleViolation) else NotationError(message, exc.allowed, rule=exc.rule)
    agree = AGREE.get((event["kind"], event.get("card")))
    if agree:
        agree(state, event, passed)
    state.survivors = passed
    return results[0]


def apply(state: CatanState, event: dict, apply_event: Callable[[CatanState, dict], Outcome]) -> Outcome:
    """Apply once in a surviving world; the same change of hands in every world left (:meth:`HandWorlds.shift`)."""
    worlds = state.hands
    survivors, state.survivors = state.survivors or worlds.candidates(), None
    if not worlds.collapsed:
        worlds.keep(survivors)
    pin = PIN.get((event["kind"], event.get("card")))
    if pin and worlds.collapsed:
        pin(state, event)
    before = representative(worlds)
    install(state, before)
    moves = len(worlds.steals) + len(worlds.discards)
    out = apply_event(state, event)
    if len(worlds.steals) + len(worlds.discards) > moves:   # an unseen steal or discard moved the worlds itself
        return out
    after = hands_now(state)
    if after != before:
        worlds.shift([[a - b for a, b in zip(x, y)] for x, y in zip(after, before)])
        if worlds.discards and worlds.within(state.edition.bank_per_resource):
            out.warnings.append(_("not verified: after {unknowns} the bank may not have held what this paid; "
                                  "the referee assumed it did (CATAN-PROD-5)", unknowns=unknowns(state)))
    install(state, representative(worlds))
    return out


# --- Monopoly against hands the referee cannot know (CATAN-DEV-8) -------------------------------------------
def _held_by_others(state: CatanState, event: dict, world: Hands) -> dict[str, int]:
    k = state.card_kinds.index(event["resource"])
    return {p.name: world[p.seat][k] for p in state.players if p.name != event["player"]}


def monopoly_agrees(state: CatanState, event: dict, passed: list[Hands]) -> None:
    """Without ``got`` the possible worlds must agree on what the others hand over."""
    if "got" in event or "resource" not in event:
        return
    seen = {tuple(sorted(_held_by_others(state, event, w).items())) for w in passed}
    if len(seen) > 1 or state.hands.collapsed:
        others = [p.name for p in state.players if p.name != event["player"]]
        raise RuleViolation("CATAN-DEV-8", _("the referee cannot know how much {resource} the others hold "
                                             "({unknowns} unseen)", resource=resource(event["resource"]),
                                             unknowns=unknowns(state)),
                            _("say what each handed over: play monopoly {resource} --got {example}",
                              resource=event["resource"], example=",".join(f"{n}=N" for n in others)))


def pin_monopoly(state: CatanState, event: dict) -> None:
    """On collapsed bounds, ``got`` fixes the others' counts of the resource before the Monopoly takes them."""
    worlds, k = state.hands, state.card_kinds.index(event["resource"])
    for p in state.players:
        if p.name in event.get("got", {}):
            worlds.low[p.seat][k] = worlds.high[p.seat][k] = event["got"][p.name]
    worlds._tighten()


AGREE = {("play", "monopoly"): monopoly_agrees}
PIN = {("play", "monopoly"): pin_monopoly}
