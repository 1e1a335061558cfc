"""Tab completion for Seafarers: ``build ship PATH``, ``move FROM TO``, ``pirate HEX [VICTIM CARD]``, ``discover HEX
TERRAIN [NUMBER] [RESOURCE]`` (:data:`VERBS`, laid over the base game's in ``Seafarers.COMPLETE``)."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.numbers import numeric
from referee.games.catan import completion
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.board import NUMBERS, numbered
from referee.games.catan.seafarers import discovery
from referee.games.catan.vocab import RESOURCES, SEA_PIECES, SEA_TERRAINS


def _build(state: SeaState, words: list[str]) -> list[str]:
    if not words:
        return list(SEA_PIECES)
    try:
        ship = len(words) == 1 and SEA_PIECES.resolve(words[0]) == "ship"
    except NotationError:
        return []
    return completion.paths(state) if ship else completion.VERBS["build"](state, words)


def _move(state: SeaState, words: list[str]) -> list[str]:
    if not words:
        return state.board.grid.sort(state.current.ships)
    return completion.paths(state) if len(words) == 1 else []


def _discover(state: SeaState, words: list[str]) -> list[str]:
    """The hex waiting (else every face-down hex), then what the stacks can still hold (SEA-FOG-1)."""
    if not words:
        head = state.pending[0] if state.pending else None
        return [head[2]] if head and head[0] == "discover" else discovery.hidden(state)
    left = state.fog_terrains
    if len(words) == 1:
        return [t for t in discovery.REVEALED if left is None or left[t] > 0]
    try:
        terrain = SEA_TERRAINS.resolve(words[1])
    except NotationError:
        return []
    rest = words[2:]
    if numbered(terrain) and not rest:
        return [str(n) for n in NUMBERS if state.fog_numbers is None or state.fog_numbers[n] > 0]
    gold_at = 1 if numbered(terrain) and numeric(rest[0]) else 0
    return list(RESOURCES) if terrain == "gold" and len(rest) == gold_at else []


VERBS = {"build": _build, "move": _move, "pirate": completion.robber, "discover": _discover}
