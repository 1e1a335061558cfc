"""Tab completion for Seafarers: ``build ship PATH``, ``move FROM TO``, ``pirate HEX [VICTIM CARD]``, ``discover HEX
TERRAIN [NUMBER] [RESOURCE]`` and the TD&E scenarios' ``treasure``, ``number`` and ``steal``; the rest is the base
game's (:mod:`referee.games.catan.completion`). A verb a game does not know is never typed, so one table serves all."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.numbers import numeric
from referee.games.catan import completion
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.board import NUMBERS, numbered
from referee.games.catan.seafarers import discovery
from referee.games.catan.vocab import CARDS, RESOURCES, SEA_PIECES, SEA_TERRAINS


def _build(state: SeaState, words: list[str]) -> list[str]:
    if not words:
        return list(SEA_PIECES)
    try:
        ship = len(words) == 1 and SEA_PIECES.resolve(words[0]) == "ship"
    except NotationError:
        return []
    return completion.paths(state) if ship else completion.completions(state, "build", words)


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


def _treasure(state: SeaState, words: list[str]) -> list[str]:
    """The rewards (``keep`` where the scenario lets a treasure be kept), then the reward's details."""
    from referee.games.catan.tde import treasure

    if not words:
        return [r for r in treasure.REWARDS.names if r != "keep" or state.rewards.keep]
    try:
        reward = treasure.REWARDS.resolve(words[0])
    except NotationError:
        return []
    rest = words[1:]
    if reward in treasure.CHOSEN:
        return list(RESOURCES) if len(rest) < treasure.CHOSEN[reward] else []
    if reward == "two_free_routes":
        return [*completion.paths(state), "ship"] if len([w for w in rest if w not in SEA_PIECES]) < 2 else []
    if reward == "dev_card":
        return list(CARDS) if not rest else []
    if reward == "keep":
        return list(RESOURCES) if not rest else completion.intersections(state) if len(rest) == 1 else []
    return []


def _number(state, words: list[str]) -> list[str]:
    """Greater Catan: the hex waiting, then a token while the stack lasts, else ``from`` and the hexes allowed."""
    from referee.games.catan.tde.greater_catan import numbers
    from referee.games.catan.tde.greater_catan.game import FROM

    if not words:
        return list(state.due)
    if len(words) == 1:
        return [str(n) for n in NUMBERS] if state.stack_left else [FROM[0]]
    if words[-1].lower() in FROM and not state.stack_left and words[0] in state.due:    # TDE-GREATER-4: none moves
        who = state.by_name[state.numberer or state.current.name]
        return numbers.allowed_sources(state, who, words[0])[1]
    return [FROM[0]] if len(words) == 2 and numeric(words[1]) and not state.stack_left else []


def _steal(state: SeaState, words: list[str]) -> list[str]:
    """The Desert Dragons: any other player, then the card if it was seen."""
    return completion.others(state) if not words else list(RESOURCES) if len(words) == 1 else []


VERBS = {"build": _build, "move": _move, "pirate": completion.robber, "discover": _discover, "treasure": _treasure,
         "number": _number, "steal": _steal}


def completions(state: SeaState, verb: str, words: list[str]) -> list[str]:
    own = VERBS.get(verb)
    return own(state, words) if own else completion.completions(state, verb, words)
