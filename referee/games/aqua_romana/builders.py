"""Builders on the path: the set-up placements (AQUA-SETUP-3), reserve picks and placements (AQUA-RESERVE)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.aqua_romana.building import listing, space_name
from referee.games.aqua_romana.state import AquaState, Player


def free_spaces(state: AquaState) -> list[int]:
    return [s for s in range(len(state.board.grid.track)) if s not in state.path]


def _check_space(state: AquaState, ev: dict) -> None:
    """AQUA-GEO-8: one builder per path space."""
    space = state.board.grid.track_index[ev["space"]]
    if space in state.path:
        free = free_spaces(state)
        near = sorted(free, key=lambda s: min((s - space) % len(state.board.grid.track),
                                              (space - s) % len(state.board.grid.track)))[:4]
        raise RuleViolation("AQUA-GEO-8", f"the {state.path[space]} builder already stands on {ev['space']}",
                            f"free spaces nearby: {listing(space_name(state, s) for s in near)}")


def validate_place(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    kind = ev["builder"]
    if state.stage == "setup":
        placer = state.setup_placer()
        if player is not placer:
            raise RuleViolation("AQUA-SETUP-3", f"set-up placement {state.placements + 1} is {placer.name}'s, "
                                f"not {player.name}'s", f"{placer.name} places a builder (start player first, "
                                "then clockwise)")
        if state.pool[kind] <= 0:
            left = listing(f"{k} {n}" for k, n in state.pool.items() if n > 0)
            why = "stays in the reserve (AQUA-SETUP-2)" if kind == "joker" else "are all on the path already"
            raise RuleViolation("AQUA-SETUP-3", f"{'the joker' if kind == 'joker' else 'the ' + kind + ' builders'}"
                                f" {why}", f"builders still to place: {left}")
    else:
        if player is not state.current:
            raise RuleViolation("AQUA-RESERVE-4", f"{state.current.name} places the reserve builders taken now, not "
                                f"{player.name}", f"{state.current.name} places {listing(state.current.held)}")
        if kind not in player.held:
            raise RuleViolation("AQUA-RESERVE-4", f"{player.name} holds no {kind} builder from the reserve",
                                f"{player.name} places {listing(player.held)}")
    _check_space(state, ev)
    return []


def apply_place(state: AquaState, ev: dict, out: Outcome) -> None:
    space = state.board.grid.track_index[ev["space"]]
    kind = ev["builder"]
    state.path[space] = kind
    if state.stage == "setup":
        state.pool[kind] -= 1
        state.placements += 1
        if state.narrate:
            out.lines.append(f"Set-up: {ev['player']} places a {kind} builder on {ev['space']}.")
    else:
        state.by_name[ev["player"]].held.remove(kind)
        if state.narrate:
            out.lines.append(f"{ev['player']} places the reserve {kind} builder on {ev['space']} (AQUA-RESERVE-4).")


def entitlements(state: AquaState) -> list[list]:
    """AQUA-RESERVE-1/2: one builder per aqueduct closed this turn, the active player first, then clockwise."""
    n = len(state.players)
    counts: dict[int, int] = {}
    for name in state.closed_now:
        seat = state.workers[name].seat
        counts[seat] = counts.get(seat, 0) + 1
    order = sorted(counts, key=lambda seat: (seat - state.active) % n)
    return [[state.players[seat].name, counts[seat]] for seat in order]


def settle_takes(state: AquaState, out: Outcome) -> bool:
    """Hand out reserve builders where nobody has a choice; True when all is taken or nothing is left."""
    while state.takes:
        name, count = state.takes[0]
        if not state.reserve:
            if state.narrate:
                out.lines.append("The reserve is empty (AQUA-RESERVE-5).")
            state.takes.clear()
            break
        if count < len(state.reserve):
            return False
        taken = list(state.reserve)
        state.reserve.clear()
        state.by_name[name].held.extend(taken)
        state.takes.pop(0)
        if state.narrate:
            out.lines.append(f"{name} takes the rest of the reserve: {listing(taken)} (AQUA-RESERVE-1).")
    return True


def validate_take(state: AquaState, ev: dict) -> list[str]:
    name, count = state.takes[0]
    if ev["player"] != name:
        raise RuleViolation("AQUA-RESERVE-2", f"{name} chooses from the reserve now, not {ev['player']}",
                            f"{name} takes {count} of: {listing(state.reserve)}")
    if ev["builder"] not in state.reserve:
        raise RuleViolation("AQUA-RESERVE-3", f"the reserve holds no {ev['builder']} builder",
                            f"{name} takes one of: {listing(state.reserve)}")
    return []


def apply_take(state: AquaState, ev: dict, out: Outcome) -> None:
    player: Player = state.by_name[ev["player"]]
    state.reserve.remove(ev["builder"])
    player.held.append(ev["builder"])
    state.takes[0][1] -= 1
    if state.takes[0][1] == 0:
        state.takes.pop(0)
    if state.narrate:
        out.lines.append(f"{player.name} takes the {ev['builder']} builder from the reserve (AQUA-RESERVE-3); "
                         f"it goes on the path before {player.name}'s next turn.")
