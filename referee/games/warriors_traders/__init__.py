"""Warriors & Traders (Válečníci a obchodníci), one module per chapter of its rulebook.

``manifest.py`` declares the game; ``GAME`` is its rules, loaded the first time it is asked for.
"""

from pathlib import Path

from referee.core import i18n
from referee.games import lazy_game

i18n.register(Path(__file__).resolve().parent / "locale")

__getattr__ = lazy_game(__name__, "warriors-and-traders")

__all__ = ["GAME"]
