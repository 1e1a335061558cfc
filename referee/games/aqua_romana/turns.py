"""The turn (AQUA-TURN), voluntary closing (AQUA-CLOSE-3, AQUA-NOSIGHT-2/3) and the end of the game (AQUA-END).

A turn runs: reserve placements → build or no-sight move → extra well tiles →
optional voluntary closing → scoring → reserve picks → the next player. The
voluntary closing is a choice nobody has to announce: the turn stays open for
a ``close`` until the next event that belongs to a later step (the next
player's move, a reserve pick) or ``close`` without a worker.
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.games.aqua_romana import builders, scoring, wells
from referee.games.aqua_romana.state import AquaState


def can_close(state: AquaState) -> bool:
    """AQUA-CLOSE-3 / AQUA-NOSIGHT-2: a voluntary closing is still open to the active player."""
    if state.own_closed or not state.open_workers(state.current):
        return False
    return state.tile_laid or state.options["close_without_tile"]


def begin_setup_done(state: AquaState, out: Outcome) -> None:
    """After the twelfth set-up placement the start player's first turn begins (AQUA-SETUP-7)."""
    state.turn, state.active = 1, 0
    if state.narrate:
        out.say("Set-up complete. Turn 1: {player}.", player=state.current.name)
    begin_turn(state, out)


def begin_turn(state: AquaState, out: Outcome) -> None:
    """AQUA-TURN-1: reserve builders first; then the build or the move without a tile (AQUA-TURN-2)."""
    state.tile_laid = state.own_closed = False
    state.closed_now, state.wells_owed = [], 0
    continue_turn(state, out)


def continue_turn(state: AquaState, out: Outcome) -> None:
    """The turn proper, once every reserve builder the player held is on the path. A player with no worker on
    the board has none with a builder in sight: he moves a builder (AQUA-NOSIGHT-3, Czech), or, under
    ``no_worker_turn = "empty"`` (English), his turn is empty."""
    player = state.current
    if player.held:
        state.stage = "reserve"
        return
    if state.open_workers(player) or state.options["no_worker_turn"] == "move":
        state.stage = "build"
        return
    if state.narrate:
        out.say("{player} has no worker on the board: an empty turn (AQUA-NOSIGHT-3, no_worker_turn = empty).",
                player=player.name)
    finish_turn(state, out)


def after_action(state: AquaState, out: Outcome) -> None:
    """After the build (with its well tiles) or the no-sight move: closing, or straight to the end of the turn."""
    if wells.due(state, out):
        state.stage = "well"
        return
    if can_close(state):
        state.stage, state.close_note = "close", None
        return
    state.close_note = (state.current.name, closing_reason(state))   # the refusal is worded when it is shown
    finish_turn(state, out)


def validate_close(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    if player is not state.current:
        raise RuleViolation("AQUA-CLOSE-3", _("only {current} may close an aqueduct now", current=state.current.name),
                            _("{current} may close an own aqueduct", current=state.current.name))
    if "worker" not in ev:
        return []
    w = state.workers[ev["worker"]]
    mine = listing(x.name for x in state.open_workers(player))
    if w.seat != player.seat:
        raise RuleViolation("AQUA-CLOSE-3", _("{worker} is {owner}'s aqueduct; only one's own may be closed voluntarily",
                                                worker=w.name, owner=state.owner(w).name),
                            _("{player}'s open aqueducts: {workers}; or close none", player=player.name, workers=mine))
    if w.status != "open":
        raise RuleViolation("AQUA-CLOSE-3", _("{worker}'s aqueduct is closed already", worker=w.name),
                            _("{player}'s open aqueducts: {workers}; or close none", player=player.name, workers=mine))
    return []


def apply_close(state: AquaState, ev: dict, out: Outcome) -> None:
    if "worker" in ev:
        w = state.workers[ev["worker"]]
        w.status, w.how, w.value = "closed", "voluntary", state.traces[w.name].value
        state.closed_now.append(w.name)
        if state.narrate:
            out.say("{player} closes {worker} voluntarily, worth {value} (AQUA-CLOSE-3).", player=ev["player"],
                    worker=w.name, value=w.value)
    elif state.narrate:
        out.say("{player} closes nothing more.", player=ev["player"])
    finish_turn(state, out)


def closing_reason(state: AquaState) -> str:
    """Why no voluntary closing is open now: ``own_closed``, ``no_tile`` or ``none_left``."""
    if state.own_closed:
        return "own_closed"
    if not state.tile_laid and not state.options["close_without_tile"]:
        return "no_tile"
    return "none_left"


def closing_refusal(player: str, reason: str) -> RuleViolation:
    """The refusal of a ``close`` when :func:`closing_reason` gave ``reason`` (worded in the language of now)."""
    if reason == "own_closed":
        return RuleViolation("AQUA-CLOSE-3", _("{current}'s own aqueduct was closed by this turn's tile", current=player),
                             _("a voluntary closing only follows a turn that closed none of one's own"))
    if reason == "no_tile":
        return RuleViolation("AQUA-NOSIGHT-2", _("no voluntary closing in a turn without a tile (close_without_tile = false)"),
                             _("close after a build"))
    return RuleViolation("AQUA-CLOSE-3", _("{current} has no open aqueduct left to close", current=player),
                         _("nothing to close"))


def finish_turn(state: AquaState, out: Outcome) -> None:
    """AQUA-TURN-4…6: score what closed, hand out reserve builders, check the end, pass the turn."""
    if state.closed_now:
        scoring.score(state, scoring.batch_order(state, state.closed_now, state.active), out)
    if state.tile_laid:
        state.idle_run, state.last_layer = 0, state.active
    else:
        state.idle_run += 1
    if game_ends(state):
        end_game(state, out)
        return
    state.takes = builders.entitlements(state)
    if builders.settle_takes(state, out):
        next_player(state, out)
    else:
        state.stage = "take"


def after_take(state: AquaState, out: Outcome) -> None:
    if builders.settle_takes(state, out):
        next_player(state, out)


def next_player(state: AquaState, out: Outcome) -> None:
    state.takes = []
    state.active = (state.active + 1) % len(state.players)
    state.turn += 1
    if state.narrate:
        out.say("Turn {turn}: {player}.", turn=state.turn, player=state.current.name)
    begin_turn(state, out)


def game_ends(state: AquaState) -> bool:
    """AQUA-END-1 (``end_round``): a whole round of turns without a tile (``short``: one turn fewer)."""
    n = len(state.players)
    needed = n if state.options["end_round"] == "full" else max(n - 1, 1)
    return state.idle_run >= needed


def end_game(state: AquaState, out: Outcome) -> None:
    """AQUA-END-2: open aqueducts are scored as if closed, player by player, then the final bonuses."""
    if state.options["end_order"] == "start":
        first = 0
    else:
        first = state.active if state.last_layer is None else state.last_layer
    if state.narrate:
        out.say("A whole round without a tile: the game ends (AQUA-END-1). Open aqueducts are scored from {player} on "
                "(AQUA-END-2).", player=state.players[first].name)
    still_open = [w.name for w in state.open_workers()]
    for name in still_open:
        w = state.workers[name]
        w.status, w.how, w.value = "closed", "final", state.traces[name].value
    scoring.score(state, scoring.batch_order(state, still_open, first), out)
    state.stage = "over"
    scoring.finish(state, out)


def finished(state: AquaState) -> AquaState:
    """A copy of the position as it will be once the active player declines the voluntary closing."""
    twin = state.clone()
    finish_turn(twin, Outcome())
    return twin
