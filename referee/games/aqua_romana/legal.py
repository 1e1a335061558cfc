"""What may be done now in Aqua Romana, as data (:mod:`referee.core.awaited`): the turn's steps, kind by kind.

Each function of :data:`CHOICES` answers for one event kind what ``player`` may record now, reading the places from
the same functions the rule chapters check with: the builds from ``building.lays_for`` (the square in front of the
worker, the builders in sight, the tiles they give, the rotations that extend the aqueduct without joining two
outlets), the well's squares from ``wells.squares``, the free path spaces, the reserve. A place is offered exactly
when ``validate`` accepts it (tests/test_awaited.py holds the two together).

Nothing is drawn in Aqua Romana: the tiles lie in an open supply and the builder names the kind (AQUA-SETUP-1,
AQUA-SIGHT-3), so no slot is the table's chance; and nothing is hidden, so no choice is secret.

While the active player may still close an aqueduct (the ``close`` step), whoever acts once his turn is over may act
too: that move ends the turn without a closing (:func:`turns.finished` is the position it is judged in). The game
waits for that move, not for the closing: the active player's actor is then one who may act (``must`` false) — but
when the game ends with his turn, nobody else may act and his ``close`` (a worker, or none) is awaited.
"""

from __future__ import annotations

from itertools import chain

from referee.core.awaited import Actor, Awaited, Choice, Slot
from referee.games.aqua_romana import building, builders, turns, wells
from referee.games.aqua_romana.state import AquaState, Player
from referee.games.aqua_romana.tiles import ROTATIONS
from referee.games.aqua_romana.vocab import TILE_KINDS


def _spaces(state: AquaState, spaces) -> tuple[str, ...]:
    """Path spaces by name, clockwise from ``N1``."""
    return tuple(state.board.grid.track[s] for s in sorted(spaces))


# --- the kinds -------------------------------------------------------------------------------------------------

def place(state: AquaState, player: Player) -> list[Choice]:
    """AQUA-SETUP-3 in the set-up (a builder still to place, the placer's turn in order), AQUA-RESERVE-4 before a turn
    (a reserve builder he took): any of them on any free path space (AQUA-GEO-8)."""
    if state.stage == "setup":
        if player is not state.setup_placer():
            return []
        kinds = [k for k, n in state.pool.items() if n > 0]
    else:
        if player is not state.current:
            return []
        kinds = list(dict.fromkeys(player.held))
    free = builders.free_spaces(state)
    if not kinds or not free:
        return []
    return [Choice({"kind": "place", "player": player.name},
                   (Slot("builder", "piece", tuple(kinds)), Slot("space", "space", _spaces(state, free))))]


def lay(state: AquaState, player: Player) -> list[Choice]:
    """AQUA-SIGHT-1…3, AQUA-PLACE-1/2/4, AQUA-SUPPLY-1, AQUA-JOKER-1, AQUA-FORCE-1: for each worker he may build with
    and each tile kind, the builders in sight that give it and the rotations that extend the aqueduct on the square in
    front of it. A rotation's legality rests on the square and the tile alone, so every builder with every rotation is
    a legal build."""
    if player is not state.current:
        return []
    g = state.board.grid
    out = []
    for w in building.usable_workers(state, player):
        spaces: dict[str, set[int]] = {}
        rotations: dict[str, set[str]] = {}
        for found in building.lays_for(state, w):
            spaces.setdefault(found.tile, set()).add(found.space)
            rotations.setdefault(found.tile, set()).add(found.rotation)
        square = g.name(building.front(state, w))
        for tile in sorted(spaces, key=TILE_KINDS.index):
            seen = spaces[tile]
            turned = tuple(r for r in ROTATIONS[tile] if r in rotations[tile])
            out.append(Choice({"kind": "lay", "player": player.name, "worker": w.name, "tile": tile},
                              (Slot("space", "space", _spaces(state, seen)), Slot("square", "square", (square,)),
                               Slot("rotation", "rotation", turned)), label=f"{w.name} {tile}"))
    return out


def pass_(state: AquaState, player: Player) -> list[Choice]:
    """AQUA-NOSIGHT-1/3: without a legal build (AQUA-FORCE-1), any builder on the path moves on."""
    if player is not state.current or building.can_build(state, building.usable_workers(state, player)):
        return []
    if not state.path:
        return []
    return [Choice({"kind": "pass", "player": player.name}, (Slot("space", "space", _spaces(state, state.path)),))]


def well(state: AquaState, player: Player) -> list[Choice]:
    """AQUA-WELL-1/2/5: the extra tile of the builder's kind (any kind for the joker or when his has run out) on a
    square no aqueduct end points into, in every rotation that joins no two outlets (AQUA-PLACE-4) — squares whose
    rotations differ come as choices of their own."""
    if player is not state.current:
        return []
    g = state.board.grid
    squares = wells.squares(state)
    out = []
    for tile in wells.kinds(state):
        groups: dict[tuple[str, ...], list[str]] = {}
        for square in squares:
            turned = tuple(r for r in ROTATIONS[tile] if not building.joined(state, square, r))
            if turned:
                groups.setdefault(turned, []).append(g.name(square))
        for turned, names in groups.items():
            out.append(Choice({"kind": "well", "player": player.name, "tile": tile},
                              (Slot("square", "square", tuple(names)), Slot("rotation", "rotation", turned)),
                              label=tile))
    return out


def close(state: AquaState, player: Player) -> list[Choice]:
    """AQUA-CLOSE-3 / AQUA-NOSIGHT-2: one of his own open aqueducts closed voluntarily, or none (the turn ends)."""
    if player is not state.current or not turns.can_close(state):
        return []
    event = {"kind": "close", "player": player.name}
    mine = tuple(w.name for w in state.open_workers(player))
    return [Choice(dict(event), (Slot("worker", "worker", mine),)), Choice(dict(event), label="none")]


def take(state: AquaState, player: Player) -> list[Choice]:
    """AQUA-RESERVE-2/3: the player whose pick it is chooses one builder the reserve holds."""
    if not state.takes or state.takes[0][0] != player.name or not state.reserve:
        return []
    return [Choice({"kind": "take", "player": player.name},
                   (Slot("builder", "piece", tuple(dict.fromkeys(state.reserve))),))]


CHOICES = {"place": place, "lay": lay, "pass": pass_, "well": well, "close": close, "take": take}


# --- who acts --------------------------------------------------------------------------------------------------

def awaited(game, state: AquaState) -> Awaited:
    """The actor of the position: the set-up's placer, the active player, the player whose reserve pick it is; in the
    ``close`` step also whoever acts once the turn is over (his move ends the turn without a closing)."""
    phase = game.phase(state)
    answer = Awaited(phase, game.prompt(state), winner=state.winner)
    if phase == "over":
        return answer
    if phase == "close":
        closer = actor_of(game, state, state.current, ("close",), answer.waiting)
        answer.actors.append(closer)
        after = turns.finished(state)
        if not after.over:
            nxt = actor_of(game, after, after.to_act(), game.phases[after.stage].kinds, game.prompt(after))
            if nxt.player == closer.player:
                closer.choices += nxt.choices
            elif nxt.choices:
                closer.must = False         # the game goes on without his closing: the next move ends the turn
                answer.actors.append(nxt)
        return answer
    answer.actors.append(actor_of(game, state, state.to_act(), game.phases[phase].kinds, answer.waiting))
    return answer


def actor_of(game, state: AquaState, player: Player, kinds, waiting: str) -> Actor:
    """``player``'s choices of ``kinds`` in ``game`` (its table of :data:`CHOICES`), in the turn's order."""
    table = game.CHOICES
    order = list(table)
    ranked = sorted((k for k in kinds if k in table), key=order.index)
    return Actor(player.name, waiting, list(chain.from_iterable(table[k](state, player) for k in ranked)))
