"""Catan: Seafarers with the part of Cities & Knights that Treasures, Dragons & Adventurers uses
(seafarers-and-ck-minimum.md part B). ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all
an import costs (the rules in ``game.py`` load on first use)."""

from referee.games import lazy_game
from referee.games.catan.cities_knights.meta import INFO

__getattr__ = lazy_game(__name__, "SeafarersCK")

__all__ = ["GAME", "INFO"]
