"""The Catan family: the base game, one module per chapter of its rulebook (``game.py`` holds the rules class and
its dispatch tables, ``data/`` the editions' components), and its members — the 5–6 extension, the Big Box
scenarios, Seafarers, Cities & Knights and the scenarios of Treasures, Dragons & Adventurers — each a subpackage
that subclasses the base. ``manifest.py`` declares every member once; ``GAME`` is the base game, loaded on first use.
"""

from pathlib import Path

from referee.core import i18n
from referee.games import lazy_game

i18n.register(Path(__file__).resolve().parent / "locale")

__getattr__ = lazy_game(__name__, "catan")

__all__ = ["GAME"]
