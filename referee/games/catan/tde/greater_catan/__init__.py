"""Greater Catan (Velký Katan), a scenario of Treasures, Dragons & Adventurers (seed 003 pp.7–9,
catan-td-and-e.md §5). ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import
costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.greater_catan.meta import INFO

__getattr__ = lazy_game(__name__, "GreaterCatan")

__all__ = ["GAME", "INFO"]
