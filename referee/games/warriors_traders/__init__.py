"""Warriors & Traders (Válečníci a obchodníci). ``GAME`` is what the ``referee.games`` entry point registers.

``INFO`` (key, names, verbs) is all an import of this package costs; the rules in ``game.py`` are loaded the
first time ``GAME`` is asked for.
"""

from pathlib import Path

from referee.core import i18n
from referee.games import lazy_game
from referee.games.warriors_traders.meta import INFO

i18n.register(Path(__file__).resolve().parent / "locale")

__getattr__ = lazy_game(__name__, "WarriorsTraders")

__all__ = ["GAME", "INFO"]
