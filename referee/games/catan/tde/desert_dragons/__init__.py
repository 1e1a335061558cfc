"""The Desert Dragons (Pouštní draci), a scenario of Treasures, Dragons & Adventurers (seed 003 pp.10–12,
catan-td-and-e.md §6). ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import
costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.desert_dragons.meta import INFO

__getattr__ = lazy_game(__name__, "DesertDragons")

__all__ = ["GAME", "INFO"]
