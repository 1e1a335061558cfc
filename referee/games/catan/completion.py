"""Tab completion: the words that may come next in a Catan command (names from the board topology)."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import CARDS, PIECES, RESOURCES

TOTALS = [str(n) for n in range(2, 13)]
FACES = [str(n) for n in range(1, 7)]
PLAYABLE = [c for c in CARDS if c != "victory_point"]
HINT_TOPICS = ["settlement", "road", "city", "play", "maritime"]


def hexes(state: CatanState) -> list[str]:
    return list(state.board.grid.hexes)


def intersections(state: CatanState) -> list[str]:
    """Every name of every intersection (``3e:2`` and its aliases), so any hex's clock can be completed."""
    return _in_order(state, [alias for corner in state.board.grid.corners.values() for alias in corner.aliases])


def paths(state: CatanState) -> list[str]:
    return _in_order(state, [alias for side in state.board.grid.sides.values() for alias in side.aliases])


def _in_order(state: CatanState, names: list[str]) -> list[str]:
    """By hex in reading order, then by clock: ``3e:1 3e:3 … 3e:11``."""
    row = {h: i for i, h in enumerate(state.board.grid.hexes)}
    return sorted(names, key=lambda n: (row[n.partition(":")[0]], int(n.partition(":")[2])))


def others(state: CatanState) -> list[str]:
    return [p.name for p in state.players if p is not state.current]


def completions(state: CatanState, verb: str, words: list[str]) -> list[str]:
    """Candidates for the word after ``verb words…``; the caller filters them by what is typed."""
    own = VERBS.get(verb)
    return own(state, words) if own else []


def _roll(state: CatanState, words: list[str]) -> list[str]:
    n = len(words)
    return TOTALS if n == 0 else FACES if n == 1 and words[0] in FACES else []


def _build(state: CatanState, words: list[str]) -> list[str]:
    return list(PIECES) if not words else _place(state, words[0]) if len(words) == 1 else []


def _buy(state: CatanState, words: list[str]) -> list[str]:
    return list(CARDS) if not words else []


def _play(state: CatanState, words: list[str]) -> list[str]:
    return PLAYABLE if not words else _card(state, words[0], words[1:])


def _trade(state: CatanState, words: list[str]) -> list[str]:
    return others(state) if not words else _give_get(words[1:], "give", "get")


def _maritime(state: CatanState, words: list[str]) -> list[str]:
    return _give_get(["give", *words], "give", "for")


def _discard(state: CatanState, words: list[str]) -> list[str]:
    return [*state.owed, *RESOURCES] if not words else list(RESOURCES)


def _reveal(state: CatanState, words: list[str]) -> list[str]:
    return ["victory_point"] if not words else []


def _place(state: CatanState, piece: str) -> list[str]:
    try:
        piece = PIECES.resolve(piece)
    except NotationError:
        return []
    return paths(state) if piece == "road" else intersections(state)


def _card(state: CatanState, card: str, rest: list[str]) -> list[str]:
    try:
        card = CARDS.resolve(card)
    except NotationError:
        return []
    if card == "knight":
        return robber(state, rest)
    if card == "road_building":
        return paths(state) if len(rest) < 2 else []
    if card == "year_of_plenty":
        return list(RESOURCES) if len(rest) < 2 else []
    if card == "monopoly":
        return list(RESOURCES) if not rest else []
    return []


def robber(state: CatanState, words: list[str]) -> list[str]:
    if not words:
        return hexes(state)
    return others(state) if len(words) == 1 else list(RESOURCES) if len(words) == 2 else []


def _give_get(words: list[str], first: str, second: str) -> list[str]:
    """``give 1 ore get 1 brick`` / ``4 ore for 1 wool``: the separator, then resources."""
    lowered = [w.lower() for w in words]
    if first not in lowered:
        return [first]
    if second not in lowered:
        return [*RESOURCES, second]
    return list(RESOURCES)


#: The base game's completers by verb (``Catan.COMPLETE``; a member extends the table with its own verbs).
VERBS = {"roll": _roll, "build": _build, "buy": _buy, "play": _play, "robber": robber, "trade": _trade,
         "maritime": _maritime, "discard": _discard, "reveal": _reveal, "hints": lambda state, words: HINT_TOPICS}
