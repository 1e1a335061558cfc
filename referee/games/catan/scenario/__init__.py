"""Catan with a scenario file (Germany, Mallorca, a table's own): the base game, a board of the scenario's own, and
extra buildable items. ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import
costs."""

from referee.games import lazy_game
from referee.games.catan.scenario.meta import INFO

__getattr__ = lazy_game(__name__, "CatanScenario")

__all__ = ["GAME", "INFO"]
