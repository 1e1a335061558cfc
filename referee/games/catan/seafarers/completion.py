"""Tab completion for Seafarers: ``build ship PATH``, ``move FROM TO``, ``pirate HEX [VICTIM CARD]``; the rest is
the base game's (:mod:`referee.games.catan.completion`)."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.games.catan import completion
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.vocab import SEA_PIECES


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


VERBS = {"build": _build, "move": _move, "pirate": completion.robber}


def completions(state: SeaState, verb: str, words: list[str]) -> list[str]:
    own = VERBS.get(verb)
    return own(state, words) if own else completion.completions(state, verb, words)
