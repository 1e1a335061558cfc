"""Catan: Seafarers, a member of the Catan family (seafarers-and-ck-minimum.md part A). ``GAME`` is what the
``referee.games`` entry point registers; ``INFO`` is all an import costs (the rules in ``game.py`` load on first
use)."""

from referee.games import lazy_game
from referee.games.catan.seafarers.meta import INFO

__getattr__ = lazy_game(__name__, "Seafarers")

__all__ = ["GAME", "INFO"]
