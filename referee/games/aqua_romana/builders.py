"""Builders on the path: the set-up placements (AQUA-SETUP-3), reserve picks and placements (AQUA-RESERVE)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing
from referee.games.aqua_romana.building import space_name, space_text
from referee.games.aqua_romana.state import AquaState, Player
from referee.games.aqua_romana.vocab import names


def free_spaces(state: AquaState) -> list[int]:
    return [s for s in range(len(state.board.grid.track)) if s not in state.path]


def _check_space(state: AquaState, ev: dict) -> None:
    """AQUA-GEO-8: one builder per path space."""
    space = state.board.grid.track_index[ev["space"]]
    if space in state.path:
        free = free_spaces(state)
        near = sorted(free, key=lambda s: min((s - space) % len(state.board.grid.track),
                                              (space - s) % len(state.board.grid.track)))[:4]
        raise RuleViolation("AQUA-GEO-8", _("the {builder} builder already stands on {space}", builder=Term("builder", state.path[space]),
                              space=space_text(state, ev["space"])),
                            _("free spaces nearby: {spaces}", spaces=listing(space_name(state, s) for s in near)))


def validate_place(state: AquaState, ev: dict) -> list[str]:
    player = state.by_name[ev["player"]]
    kind = ev["builder"]
    if state.stage == "setup":
        placer = state.setup_placer()
        if player is not placer:
            raise RuleViolation("AQUA-SETUP-3", _("set-up placement {number} is {placer}'s, not {player}'s", number=state.placements + 1,
                                  placer=placer.name, player=player.name),
                                _("{placer} places a builder (start player first, then clockwise)", placer=placer.name))
        if state.pool[kind] <= 0:
            left = listing(_("{builder} {count}", builder=Term("builder", k), count=n) for k, n in state.pool.items() if n > 0)
            why = (_("the joker stays in the reserve (AQUA-SETUP-2)") if kind == "joker" else
                   _("the {builder} builders are all on the path already", builder=Term("builder", kind)))
            raise RuleViolation("AQUA-SETUP-3", why, _("builders still to place: {left}", left=left))
    else:
        if player is not state.current:
            raise RuleViolation("AQUA-RESERVE-4", _("{current} places the reserve builders taken now, not {player}",
                                                  current=state.current.name, player=player.name),
                                _("{current} places {builders}", current=state.current.name,
                                  builders=listing(names("builder", state.current.held))))
        if kind not in player.held:
            raise RuleViolation("AQUA-RESERVE-4", _("{player} holds no {builder} builder from the reserve", player=player.name,
                                  builder=Term("builder", kind)),
                                _("{current} places {builders}", current=player.name,
                                  builders=listing(names("builder", player.held))))
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
            out.say("Set-up: {player} places a {builder} builder on {space}.", player=ev["player"],
                    builder=Term("builder", kind), space=space_text(state, ev["space"]))
    else:
        state.by_name[ev["player"]].held.remove(kind)
        if state.narrate:
            out.say("{player} places the reserve {builder} builder on {space} (AQUA-RESERVE-4).", player=ev["player"],
                    builder=Term("builder", kind), space=space_text(state, ev["space"]))


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
                out.say("The reserve is empty (AQUA-RESERVE-5).")
            state.takes.clear()
            break
        if count < len(state.reserve):
            return False
        taken = list(state.reserve)
        state.reserve.clear()
        state.by_name[name].held.extend(taken)
        state.takes.pop(0)
        if state.narrate:
            out.say("{player} takes the rest of the reserve: {builders} (AQUA-RESERVE-1).", player=name,
                    builders=listing(names("builder", taken)))
    return True


def validate_take(state: AquaState, ev: dict) -> list[str]:
    name, count = state.takes[0]
    if ev["player"] != name:
        raise RuleViolation("AQUA-RESERVE-2", _("{chooser} chooses from the reserve now, not {player}", chooser=name, player=ev["player"]),
                            _("{chooser} takes {count} of: {builders}", chooser=name, count=count,
                              builders=listing(names("builder", state.reserve))))
    if ev["builder"] not in state.reserve:
        raise RuleViolation("AQUA-RESERVE-3", _("the reserve holds no {builder} builder", builder=Term("builder", ev["builder"])),
                            _("{chooser} takes one of: {builders}", chooser=name,
                              builders=listing(names("builder", state.reserve))))
    return []


def apply_take(state: AquaState, ev: dict, out: Outcome) -> None:
    player: Player = state.by_name[ev["player"]]
    state.reserve.remove(ev["builder"])
    player.held.append(ev["builder"])
    state.takes[0][1] -= 1
    if state.takes[0][1] == 0:
        state.takes.pop(0)
    if state.narrate:
        out.say("{player} takes the {builder} builder from the reserve (AQUA-RESERVE-3); it goes on the path "
                "before {player}'s next turn.", player=player.name, builder=Term("builder", ev["builder"]))
