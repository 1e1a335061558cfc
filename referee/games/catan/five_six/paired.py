"""Paired players, the newer turn rule of the 5–6 extension — CATAN56-PAIR-1…5 (``--option turn_rule=paired``).

Every turn has two participants (PAIR-1): Settler 1 rolls and plays a normal turn (PAIR-2); his ``end`` hands the
turn to Settler 2, the third player to his left, who may trade with the bank, build, buy and play a development
card but not trade with players (PAIR-3, PAIR-4); Settler 2's ``end`` passes the turn to the next Settler 1. The
roles pass on each turn (PAIR-5): the referee derives them from the turn, no marker is recorded. During Settler
2's part he is the current player. The rule sheet's open points are options (``paired_*``, :data:`OPTIONS`).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome, Phase
from referee.core.i18n import N_, _
from referee.games.catan import reports, turns
from referee.games.catan.state import CatanState

SETTLER_2 = "settler_2"
PHASE = Phase(frozenset({"build", "buy", "play", "maritime", "end"}), "CATAN56-PAIR-3",
              N_("Settler 2's part of the turn: trade with the bank, build, buy, play a card; no trade with players"),
              (("roll", "CATAN56-PAIR-2"), ("discard", "CATAN-SEVEN-1"), ("robber", "CATAN-ROBBER-1")))
OPTIONS = (
    Option("paired_dev_cards", "each", "development cards in a paired turn: each settler one, or one shared",
           "CATAN56-PAIR-4", ("each", "shared")),
    Option("paired_settler2_wins", True, "Settler 2 wins in his part of the turn when he reaches the target",
           "CATAN56-PAIR-3"),
    Option("paired_part_is_turn", True, "Settler 2's part counts as his turn: a card bought in it waits "
                                        "(CATAN-DEV-3)", "CATAN56-PAIR-4"),
    Option("paired_settler2_knight", True, "Settler 2 may play a Knight (and so move the robber) in his part",
           "CATAN56-PAIR-4"),
)


def partner(state: CatanState, seat: int) -> int:
    """PAIR-1: Settler 2 is the third player to Settler 1's left."""
    return (seat + 3) % len(state.players)


def settlers(state: CatanState) -> tuple[str, str]:
    """The names of this turn's Settler 1 and Settler 2 (PAIR-5)."""
    first = state.paired_from if state.between == SETTLER_2 else state.active
    return state.players[first].name, state.players[partner(state, first)].name


def end(state: CatanState, event: dict) -> Outcome:
    """Settler 1's ``end`` opens Settler 2's part (PAIR-3); Settler 2's ``end`` passes the turn (PAIR-5)."""
    if state.between == SETTLER_2:
        done = state.current.name
        turns.close_turn(state)
        state.between, state.active = None, state.paired_from
        turns.pass_turn(state)
        first, second = settlers(state)
        return Outcome().say("{player} ends Settler 2's part. Turn {turn}: {first} is Settler 1, {second} Settler 2 "
                             "(CATAN56-PAIR-1).", player=done, turn=state.turn, first=first, second=second)
    first = state.current.name
    played = state.dev_played and state.options["paired_dev_cards"] == "shared"
    turns.close_turn(state)
    state.dev_played = played
    state.paired_from, state.between = state.active, SETTLER_2
    state.active = partner(state, state.active)
    return Outcome().say("{player} ends Settler 1's part. {second}, Settler 2, may trade with the bank, build, buy "
                         "and play a card (CATAN56-PAIR-3).", player=first, second=state.current.name)


def check_actor(state: CatanState, event: dict) -> None:
    """PAIR-4: Settler 2's Knight, when the option forbids it; the rest is the base game's check."""
    if (event["kind"] == "play" and event.get("card") == "knight"
            and not state.options["paired_settler2_knight"]):
        raise RuleViolation("CATAN56-PAIR-4", _("Settler 2 plays no Knight (option paired_settler2_knight)"),
                            _("the robber is Settler 1's; play another card or build"))
    turns.check_actor(state, event)


def buying(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """A buy in Settler 2's part: with ``paired_part_is_turn`` off the card may be played in that part."""

    def run(state: CatanState, event: dict) -> Outcome:
        out = apply(state, event)
        if state.between == SETTLER_2 and not state.options["paired_part_is_turn"]:
            state.by_name[event["player"]].bought_now.clear()
            state.cards.settle(event["player"])
        return out

    run.__doc__ = apply.__doc__
    return run


def waiting(state: CatanState) -> str:
    first, second = settlers(state)
    return _("{second} (Settler 2 after {first}) trades with the bank, builds, buys, plays a card or ends the part",
             second=second, first=first)


reports.WAITING[SETTLER_2] = waiting
