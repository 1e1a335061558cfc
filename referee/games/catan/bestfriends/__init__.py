"""Catan Best Friends (the Big Box scenario "Nejlepší přátelé"): favour tokens for friendly acts, cashed at five
guilds. ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import costs."""

from referee.games import lazy_game
from referee.games.catan.bestfriends.meta import INFO

__getattr__ = lazy_game(__name__, "CatanBestFriends")

__all__ = ["GAME", "INFO"]
