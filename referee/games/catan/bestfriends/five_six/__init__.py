"""Catan Best Friends with 5–6 players (the Big Box scenario with the 5–6 extension). ``GAME`` is what the
``referee.games`` entry point registers; ``INFO`` is all an import costs."""

from referee.games import lazy_game
from referee.games.catan.bestfriends.five_six.meta import INFO

__getattr__ = lazy_game(__name__, "CatanBestFriendsFiveSix")

__all__ = ["GAME", "INFO"]
