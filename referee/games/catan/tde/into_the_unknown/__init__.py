"""Catan: Treasures, Dragons & Adventurers — Into the Unknown (catan-td-and-e.md §4), a member of the Catan family
built on Seafarers. ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import costs
(the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.into_the_unknown.meta import INFO

__getattr__ = lazy_game(__name__, "IntoTheUnknown")

__all__ = ["GAME", "INFO"]
