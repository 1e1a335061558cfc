"""The round: four phases, each player's part in seat order, the start player passing on — ROME-ROUND, ROME-IDLE."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.rome.common import check_pasture, draw_pasture, gain_gold
from referee.games.rome.components import N
from referee.games.rome.state import PHASE_NUMBER, Part, RomeState

DESCRIBE = {"trade_build": "trading and building", "horsemen": "the horseman tribes act",
            "warriors": "the warrior tribes act"}
NEXT = {"trade_build": "horsemen", "horsemen": "warriors"}


def begin_round(state: RomeState, out: Outcome) -> None:
    state.round += 1
    state.covered = []
    state.stage = "production"
    state.part = 0
    state.this_part = Part()
    out.lines.append(f"Round {state.round}: {state.start_player.name} is the start player and rolls until four "
                     "different numbers are covered on the wind rose (ROME-ROUND-1, ROME-PROD-1).")


def begin_phase(state: RomeState, stage: str, out: Outcome) -> None:
    state.stage = stage
    state.part = 0
    state.this_part = Part()
    out.lines.append(f"Phase {PHASE_NUMBER[stage]}: {DESCRIBE[stage]}, {state.current.name} first (ROME-ROUND-2).")


def next_part(state: RomeState, out: Outcome) -> None:
    """The part passes clockwise; after the last part the next phase, after phase 4 the next round."""
    state.part += 1
    state.this_part = Part()
    if state.part < len(state.players):
        out.lines.append(f"Now {state.current.name} (phase {PHASE_NUMBER[state.stage]}: {DESCRIBE[state.stage]}).")
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
    out.lines.append(f"Round {state.round} is over; {old} passes the dice to {state.start_player.name} "
                     "(ROME-ROUND-3).")
    begin_round(state, out)


def validate_end(state: RomeState, event: dict) -> None:
    """Nothing to check beyond whose part it is."""


def apply_end(state: RomeState, event: dict) -> Outcome:
    out = Outcome([f"{event['player']}'s part of phase {PHASE_NUMBER[state.stage]} is over."])
    next_part(state, out)
    return out


def validate_pass(state: RomeState, event: dict) -> None:
    """ROME-IDLE-1/3: a tribe that did nothing this phase may take 2 gold or 1 resource card."""
    done = state.this_part
    if done.acted:
        what = (f"plundered {done.plundered}" if done.plundered else f"conquered {done.conquered}" if done.conquered
                else f"played {done.card}" if done.card else "moved")
        raise RuleViolation("ROME-IDLE-1", f"{event['player']}'s {state.tribe_kind} have {what} this phase; "
                                           "only a tribe that did nothing takes the compensation", "end")
    take = event.get("take")
    if take in ("grain", "ore") and state.pile(take) < 1:
        raise RuleViolation("ROME-IDLE-3", f"the {take} pile is empty", "take 2 gold or another card")
    if take in ("horse", "cattle"):
        check_pasture(state, [take], "ROME-IDLE-3", min(1, state.pasture_left()), "the compensation")


def apply_pass(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    take = event.get("take")
    out = Outcome()
    if take == "gold":
        what = f"{gain_gold(state, player, N['idle_gold'], out)} gold"
    elif take in ("horse", "cattle"):
        draw_pasture(state, player, [take], out)
        what = f"a pasture card ({take})"
    elif take:
        player.hand[take] += 1
        what = f"1 {take}"
    else:
        what = "nothing"
    out.lines.append(f"{player.name}'s {state.tribe_kind} do nothing this phase; {player.name} takes {what} "
                     "(ROME-IDLE-1).")
    next_part(state, out)
    return out
