"""Helpers of Catan (the Big Box scenario "Pomocníci"): the base game with a helper for every player.
``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import costs."""

from referee.games import lazy_game
from referee.games.catan.helpers.meta import INFO

__getattr__ = lazy_game(__name__, "CatanHelpers")

__all__ = ["GAME", "INFO"]
