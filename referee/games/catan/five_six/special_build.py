"""The special building phase of the 5–6 extension — CATAN56-SBP-1…8.

After a player's ``end`` the others, in seat order from his left, may build and buy development cards
(SBP-1, SBP-2); trades and development cards wait (SBP-3, SBP-4) and nobody wins in it (SBP-5, in
:func:`referee.games.catan.scoring.check_win`: no win between turns). The table records only the builds: a
``build`` or ``buy`` by a player is his special build, a player skipped has passed, and the next player's
roll — or the card he plays before it — closes the phase. The turn passes at the ``end`` (``turn`` counts
the ends), so the next player is the current one while the others build before his roll.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RuleViolation
from referee.core.game import Outcome, Phase
from referee.core.i18n import N_, _
from referee.games.catan import reports, turns
from referee.games.catan.common import listing
from referee.games.catan.state import CatanState, Player

SPECIAL = "special_build"
PHASE = Phase(frozenset({"build", "buy", "roll", "play"}), "CATAN56-SBP-1",
              N_("the special building phase: build and buy only; no trade, no development card"),
              (("trade", "CATAN56-SBP-3"), ("maritime", "CATAN56-SBP-3"), ("discard", "CATAN-SEVEN-1"),
               ("robber", "CATAN-ROBBER-1")))


def ender(state: CatanState) -> Player:
    """The player whose turn has just ended: he takes no part (SBP-1)."""
    return state.players[(state.active - 1) % len(state.players)]


def builders(state: CatanState) -> list[Player]:
    """SBP-1: the others, in seat order from the ender's left — the next player first."""
    n = len(state.players)
    return [state.players[(state.active + k) % n] for k in range(n - 1)]


def may_build(state: CatanState) -> list[Player]:
    """Who may still build: the last builder and those after him (a player skipped has passed)."""
    return builders(state)[state.special_from:] if state.between == SPECIAL else []


def open_phase(state: CatanState, event: dict) -> Outcome:
    """SBP-1: the turn ends and passes; the special building phase opens before the next player's roll."""
    out = turns.end_turn(state, event)
    state.between, state.special_from = SPECIAL, 0
    return out.say("Special building phase (CATAN56-SBP-1): {players} may build in this order; then {player} "
                   "rolls.", players=listing(p.name for p in builders(state)), player=state.current.name)


def check_actor(state: CatanState, event: dict) -> None:
    """SBP-1 (who, in which order) and SBP-4 (no card) for the events of the phase."""
    kind, name = event["kind"], event["player"]
    if kind in ("roll", "play"):
        if kind == "play" and name != state.current.name:
            raise RuleViolation("CATAN56-SBP-4", _("{player} cannot play a development card in the special "
                                                   "building phase; it is not {player}'s turn", player=name),
                                _("build or buy now; the card can be played in one's own turn"))
        return turns.check_actor(state, event)
    order = [p.name for p in builders(state)]
    if name not in order:
        raise RuleViolation("CATAN56-SBP-1", _("{player} has just ended the turn and takes no part in the "
                                               "special building phase", player=name), _still(state))
    if order.index(name) < state.special_from:
        raise RuleViolation("CATAN56-SBP-1", _("{player} has passed: {later} builds later in seat order",
                                               player=name, later=order[state.special_from]), _still(state))


def waiting(state: CatanState) -> str:
    """What the phase waits for (``status``, ``hints``, the ``play`` prompt)."""
    return _("special building phase: {players} may build or buy, in this order (--player NAME); {player}'s roll "
             "ends it", players=listing(p.name for p in may_build(state)), player=state.current.name)


reports.WAITING[SPECIAL] = waiting


def _still(state: CatanState) -> str:
    return _("may still build, in this order: {players}; then {player} rolls",
             players=listing(p.name for p in may_build(state)), player=state.current.name)


def special(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """A build or a buy that, between turns, is the player's special build (SBP-2): the later seats keep
    their phase, the earlier ones have passed; what it brings is his from his next turn (SBP-6)."""

    def run(state: CatanState, event: dict) -> Outcome:
        if state.between != SPECIAL or state.in_setup:
            return apply(state, event)
        player = state.by_name[event["player"]]
        state.special_from = [p.name for p in builders(state)].index(player.name)
        harbours = dict(player.harbours)
        out = apply(state, event)
        player.bought_now.clear()               # SBP-6: the phase is not part of his turn (CATAN-DEV-3)
        state.cards.settle(player.name)         # … nor are the cards he bought face down in it
        for kind in player.harbours.keys() - harbours.keys():
            player.harbours[kind] = state.turn - 1   # usable from his next turn (CATAN-MARITIME-4)
        return out

    run.__doc__ = apply.__doc__
    return run


def closing(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """The next player's roll, or the card he plays before it, closes the phase and starts his turn."""

    def run(state: CatanState, event: dict) -> Outcome:
        if state.between != SPECIAL:
            return apply(state, event)
        turns.close_turn(state)                 # the phase's builds do not count for his turn (CATAN-TURN-3)
        state.between = None
        out = apply(state, event)
        if state.narrate:
            out.lines = [_("The special building phase is over; {player}'s turn {turn} begins.",
                           player=state.current.name, turn=state.turn), *out.lines]
        return out

    run.__doc__ = apply.__doc__
    return run
