"""Tab completion for Seafarers with Cities & Knights: ``roll TOTAL red N FACE …``, ``knight ACTION CORNER [TO …]``,
``improve TRACK [CORNER]``, ``progress CARD …`` and ``build wall CORNER`` (:data:`VERBS`, laid over Seafarers' in
``SeafarersCK.COMPLETE``)."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.games.catan import completion
from referee.games.catan.cities_knights import data, knights
from referee.games.catan.cities_knights.state import CKState
from referee.games.catan.cities_knights.vocab import ACTIONS, CK_PIECES, FACES, PROGRESS_CARDS, TRACKS
from referee.games.catan.seafarers import completion as sea


def _roll(state: CKState, words: list[str]) -> list[str]:
    """The total, then ``red``, its value, then the event die's face."""
    if not words:
        return completion.TOTALS
    last = words[-1].lower()
    if last == "red":
        return completion.FACES
    if "red" not in [w.lower() for w in words]:
        return ["red"]
    return list(FACES) if not any(w in FACES for w in words) else ["lose", "progress", "gold"]


def _knight(state: CKState, words: list[str]) -> list[str]:
    """The action, then the knight (or, to build, the free intersections), then where it goes."""
    player = state.current
    if not words:
        return list(ACTIONS)
    try:
        action = ACTIONS.resolve(words[0])
    except NotationError:
        return []
    mine = state.board.grid.sort(state.knights_of(player.name))
    if len(words) == 1:
        return knights.build_sites(state, player) if action == "build" else mine
    at = state.board.grid.corner(words[1]) if words[1] in state.board.grid.corners else None
    if len(words) == 2 and at in state.knights:
        if action == "move":
            return knights.moves(state, player, at)
        if action == "displace":
            return knights.displaces(state, player, at)
        if action == "chase":
            return completion.hexes(state)
    return []


def _improve(state: CKState, words: list[str]) -> list[str]:
    if not words:
        return list(TRACKS)
    return state.board.grid.sort(state.current.cities) if len(words) == 1 else []


def _progress(state: CKState, words: list[str]) -> list[str]:
    """The cards of the decks the player holds a card of."""
    if words:
        return []
    held = [d for d, n in state.progress[state.current.name].items() if n]
    return [c for c in PROGRESS_CARDS.names if data.card_deck(c) in held]


def _build(state: CKState, words: list[str]) -> list[str]:
    if not words:
        return list(CK_PIECES)
    if len(words) == 1 and words[0] in CK_PIECES and CK_PIECES.resolve(words[0]) == "wall":
        return state.board.grid.sort(c for c in state.current.cities if c not in state.walls)
    return sea.VERBS["build"](state, words)


VERBS = {"roll": _roll, "knight": _knight, "improve": _improve, "progress": _progress, "build": _build}
