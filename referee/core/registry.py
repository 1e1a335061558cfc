"""The game registry: built-in games register through the same entry point a plugin would."""

from __future__ import annotations

from importlib.metadata import entry_points

from referee.core.errors import NotationError
from referee.core.game import Game
from referee.core.vocab import fold

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    _GAMES[game.key] = game
    return game


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for ep in entry_points(group="referee.games"):
        obj = ep.load()
        register(obj)


def games() -> dict[str, Game]:
    _load()
    return dict(_GAMES)


def find(name: str) -> Game:
    """The game for a key or any alias (``osadnici``, ``Die Siedler von Catan``)."""
    _load()
    key = fold(name)
    for game in _GAMES.values():
        if key == fold(game.key) or key in (fold(a) for a in game.aliases):
            return game
    known = "; ".join(f"{g.key} ({', '.join(g.aliases[:3])})" for g in _GAMES.values())
    raise NotationError(f"unknown game '{name}'", f"known games: {known}")
