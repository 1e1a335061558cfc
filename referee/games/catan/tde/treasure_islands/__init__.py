"""Catan: Treasures, Dragons & Adventurers — The Treasure Islands (catan-td-and-e.md §3), a member of the Catan
family built on Seafarers. ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import
costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.treasure_islands.meta import INFO

__getattr__ = lazy_game(__name__, "TreasureIslands")

__all__ = ["GAME", "INFO"]
