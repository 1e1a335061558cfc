"""Catan with the 5–6 player extension, a variant of the base game. ``GAME`` is what the ``referee.games``
entry point registers; ``INFO`` is all an import costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.five_six.meta import INFO

__getattr__ = lazy_game(__name__, "CatanFiveSix")

__all__ = ["GAME", "INFO"]
