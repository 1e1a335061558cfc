"""The game registry.

Games register with :func:`register`. The built-in games are registered by the
program itself; third-party games are found through the ``referee.games``
entry point (the built-ins are declared there too), scanned only when a name is
not already known or the full list is asked for — scanning costs about 40 ms of
start-up, more than a whole command should.
"""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.game import Game
from referee.core.i18n import _
from referee.core.vocab import fold

_GAMES: dict[str, Game] = {}
_scanned = False


def register(game: Game) -> Game:
    _GAMES[game.key] = game
    return game


def scan() -> None:
    """Load every game declared under the ``referee.games`` entry point (plugins included)."""
    global _scanned
    if _scanned:
        return
    _scanned = True
    from importlib.metadata import entry_points

    for ep in entry_points(group="referee.games"):
        game = ep.load()
        if game.key not in _GAMES:
            register(game)


def games() -> dict[str, Game]:
    scan()
    return dict(_GAMES)


def known() -> dict[str, Game]:
    """The games registered so far, without scanning for plugins."""
    return dict(_GAMES)


def _lookup(name: str) -> Game | None:
    key = fold(name)
    for game in _GAMES.values():
        if key == fold(game.key) or key in (fold(a) for a in game.aliases):
            return game
    return None


def find(name: str) -> Game:
    """The game for a key or any alias (``osadnici``, ``Die Siedler von Catan``)."""
    game = _lookup(name)
    if game is None:
        scan()
        game = _lookup(name)
    if game is None:
        known_games = "; ".join(f"{g.key} ({', '.join(g.aliases[:3])})" for g in _GAMES.values())
        raise NotationError(_("unknown game '{name}'", name=name), _("known games: {games}", games=known_games))
    return game
