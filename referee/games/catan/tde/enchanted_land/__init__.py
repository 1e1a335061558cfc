"""Enchanted Land (Prokletá země), a scenario of Treasures, Dragons & Adventurers played with Seafarers and Cities &
Knights (seed 003 pp.15–16, catan-td-and-e.md §8). ``GAME`` is what the ``referee.games`` entry point registers;
``INFO`` is all an import costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.enchanted_land.meta import INFO

__getattr__ = lazy_game(__name__, "EnchantedLand")

__all__ = ["GAME", "INFO"]
