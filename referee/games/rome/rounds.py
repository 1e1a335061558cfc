"""The round: four phases, each player's part in seat order, the start player passing on — ROME-ROUND, ROME-IDLE."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import N_, Term, _, translate
from referee.games.rome.common import coins, check_pasture, draw_pasture, gain_gold, good
from referee.games.rome.components import N
from referee.games.rome.state import PHASE_NUMBER, Part, RomeState

DESCRIBE = {"trade_build": N_("trading and building"), "horsemen": N_("the horseman tribes act"),
            "warriors": N_("the warrior tribes act")}
class Phase:
    """A phase's description, translated where it is shown."""

    def __init__(self, stage: str):
        self.stage = stage

    def __format__(self, spec: str) -> str:
        return translate(DESCRIBE[self.stage])

    def __str__(self) -> str:
        return translate(DESCRIBE[self.stage])


NEXT = {"trade_build": "horsemen", "horsemen": "warriors"}


def begin_round(state: RomeState, out: Outcome) -> None:
    state.round += 1
    state.covered = []
    state.stage = "production"
    state.part = 0
    state.this_part = Part()
    state.cards.settle()
    out.say("Round {round}: {player} is the start player and rolls until four different numbers are covered on "
            "the wind rose (ROME-ROUND-1, ROME-PROD-1).", round=state.round, player=state.start_player.name)


def begin_phase(state: RomeState, stage: str, out: Outcome) -> None:
    state.stage = stage
    state.part = 0
    state.this_part = Part()
    state.cards.settle()
    out.say("Phase {number}: {what}, {player} first (ROME-ROUND-2).", number=PHASE_NUMBER[stage],
            what=Phase(stage), player=state.current.name)


def next_part(state: RomeState, out: Outcome) -> None:
    """The part passes clockwise; after the last part the next phase, after phase 4 the next round."""
    state.part += 1
    state.this_part = Part()
    state.cards.settle()
    if state.part < len(state.players):
        out.say("Now {player} (phase {number}: {what}).", player=state.current.name,
                number=PHASE_NUMBER[state.stage], what=Phase(state.stage))
    elif state.stage in NEXT:
        begin_phase(state, NEXT[state.stage], out)
    else:
        end_round(state, out)


def end_round(state: RomeState, out: Outcome) -> None:
    """ROME-ROUND-3: the dice pass to the left; ROME-END-1: a round in which someone reached the target is the last."""
    from referee.games.rome import scoring

    if state.ending:
        scoring.finish(state, out)
        return
    old = state.start_player.name
    state.start = (state.start + 1) % len(state.players)
    out.say("Round {round} is over; {old} passes the dice to {player} (ROME-ROUND-3).", round=state.round, old=old,
            player=state.start_player.name)
    begin_round(state, out)


def validate_end(state: RomeState, event: dict) -> None:
    """Nothing to check beyond whose part it is."""


def apply_end(state: RomeState, event: dict) -> Outcome:
    out = Outcome().say("{player}'s part of phase {number} is over.", player=event["player"],
                        number=PHASE_NUMBER[state.stage])
    next_part(state, out)
    return out


def validate_pass(state: RomeState, event: dict) -> None:
    """ROME-IDLE-1/3: a tribe that did nothing this phase may take 2 gold or 1 resource card."""
    done = state.this_part
    if done.acted:
        what = (_("plundered {city}", city=done.plundered) if done.plundered
                else _("conquered {city}", city=done.conquered) if done.conquered
                else _("played {card}", card=Term("action card", done.card)) if done.card else _("moved"))
        raise RuleViolation("ROME-IDLE-1", _("{player}'s {tribe} have {what} this phase; only a tribe that did "
                                             "nothing takes the compensation", player=event["player"],
                                             tribe=Term("tribe", state.tribe_kind), what=what), _("end"))
    take = event.get("take")
    if take in ("grain", "ore") and state.pile(take) < 1:
        raise RuleViolation("ROME-IDLE-3", _("the {card} pile is empty", card=good(take)), _("take 2 gold or another card"))
    if take in ("horse", "cattle", "pasture"):
        check_pasture(state, [take] if take != "pasture" else [None], "ROME-IDLE-3", min(1, state.pasture_left()),
                      _("the compensation"))


def apply_pass(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    take = event.get("take")
    out = Outcome()
    if take == "gold":
        what = str(coins(gain_gold(state, player, N["idle_gold"], out)))
    elif take in ("horse", "cattle"):
        draw_pasture(state, player, [take], out)
        what = _("a pasture card ({card})", card=good(take))
    elif take == "pasture":
        draw_pasture(state, player, [None], out, event.get("seq", 0))
        what = _("a pasture card ({card})", card=_("face down"))
    elif take:
        player.hand[take] += 1
        what = _("1 {card}", card=good(take))
    else:
        what = _("nothing")
    out.say("{player}'s {tribe} do nothing this phase; {player} takes {what} (ROME-IDLE-1).", player=player.name,
            tribe=Term("tribe", state.tribe_kind), what=what)
    next_part(state, out)
    return out
