"""The turn: the set-up placements (CATAN-SETUP-4/8), the phases of a turn (CATAN-TURN-1…4) and its end.

:func:`phase` is the phase machine. A variant that puts a phase between one player's ``end`` and
the next player's roll uses the hooks here: its ``end`` calls :func:`close_turn` and :func:`pass_turn`
(or :func:`end_turn`) and names its phase in ``state.between`` (the 5–6 extension's special building
phase passes the turn at the ``end``; its paired players pass it after Settler 2's part); its rules
class overrides ``check_actor`` for who acts in it and ``can_win`` for who may win then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _

if TYPE_CHECKING:
    from referee.games.catan.state import CatanState

ACTIVE_RULE = {"build": "CATAN-BUILD-2", "buy": "CATAN-BUILD-2", "play": "CATAN-DEV-4", "roll": "CATAN-TURN-1",
               "maritime": "CATAN-MARITIME-1", "robber": "CATAN-ROBBER-1", "end": "CATAN-TURN-4",
               "reveal": "CATAN-END-1",
               "move_ship": "SEA-MOVE-6", "pirate": "SEA-PIRATE-1",
               "steal": "TDE-DESERT-2", "number": "TDE-GREATER-3",
               "knight": "CK-ACT-3", "improve": "CK-IMP-1", "progress": "CK-PROG-1",       # the family's kinds (Seafarers)
               "fight": "TDE-DRAGON-1"}
ANYONE = frozenset({"discard", "trade"})      # kinds another player than the active one records
AFTER_THE_END = frozenset({"reveal"})         # … and once the game is won (every player shows his cards)
REVEAL_PHASES = frozenset({"roll", "discard", "robber", "main", "over"})   # one's own turn (claiming the win), the end


def phase(state: CatanState) -> str:
    """``setup``, then per turn ``roll`` → (``discard`` → ``robber`` after a 7) → ``main``; ``over`` at the win."""
    if state.winner:
        return "over"
    if state.in_setup:
        return "setup"
    if state.between:
        return state.between
    if state.owed:
        return "discard"
    if state.robber_pending:
        return "robber"
    return "main" if state.rolled else "roll"


def check_actor(state: CatanState, event: dict) -> None:
    """Only the player to act records his own events (CATAN-SETUP-4 during set-up, the kind's rule after)."""
    kind, name = event["kind"], event["player"]
    if kind in ANYONE or name == state.current.name or (state.winner and kind in AFTER_THE_END):
        return
    if state.in_setup:
        raise RuleViolation("CATAN-SETUP-4", _("it is {current}'s set-up placement, not {player}'s",
                                               current=state.current.name, player=name),
                            _("{current} places next", current=state.current.name))
    raise RuleViolation(ACTIVE_RULE[kind], _("it is {current}'s turn; {player} cannot {kind} now",
                                             current=state.current.name, player=name, kind=kind),
                        _("only {current} may {kind}", current=state.current.name, kind=kind))


# --- set-up (the order of the placements: CatanState.setup_order) ---------------
def next_placement(state: CatanState, out: Outcome) -> None:
    """After a set-up placement: the next placer, or turn 1 for the first player (CATAN-SETUP-8)."""
    state.setup_step += 1
    if state.in_setup:
        state.active = state.setup_order()[state.setup_step // 2]
    else:
        state.turn, state.active, state.setup_settlement = 1, 0, None
        out.say("Set-up complete. Turn 1: {player} rolls (CATAN-SETUP-8).", player=state.current.name)


# --- the end of a turn -------------------------------------------------------
def close_turn(state: CatanState) -> None:
    """What lasts only for a turn ends with it: cards bought now, the roll, the card played, the building, the
    harbours lent for the turn (a variant's, e.g. the Captain of Helpers of Catan)."""
    for p in state.players:
        p.bought_now.clear()
    state.cards.settle()
    state.rolled = state.dev_played = state.built = False
    state.last_roll = None
    state.ports.clear()


def pass_turn(state: CatanState) -> None:
    """The next player clockwise starts a new turn."""
    state.turn += 1
    state.active = (state.active + 1) % len(state.players)


def end_turn(state: CatanState, event: dict) -> Outcome:
    """CATAN-TURN-4: the turn passes clockwise; the new player may win at once (CATAN-END-2)."""
    ended = state.current.name
    close_turn(state)
    pass_turn(state)
    return Outcome().say("{player} ends the turn. Turn {turn}: {current}.", player=ended, turn=state.turn,
                         current=state.current.name)
