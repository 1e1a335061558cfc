"""The Great Canal (Zavlažovací kanál), a scenario of Treasures, Dragons & Adventurers played with Seafarers and
Cities & Knights (seed 003 pp.13–14, catan-td-and-e.md §7). ``GAME`` is what the ``referee.games`` entry point
registers; ``INFO`` is all an import costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.great_canal.meta import INFO

__getattr__ = lazy_game(__name__, "GreatCanal")

__all__ = ["GAME", "INFO"]
