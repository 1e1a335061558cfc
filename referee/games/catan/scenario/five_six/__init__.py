"""Catan with a scenario file and the 5–6 player extension (``referee new catan-5-6 --scenario FILE``).
``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import costs."""

from referee.games import lazy_game
from referee.games.catan.scenario.five_six.meta import INFO

__getattr__ = lazy_game(__name__, "CatanScenarioFiveSix")

__all__ = ["GAME", "INFO"]
