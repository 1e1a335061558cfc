"""Catan Histories: Struggle for Rome. ``GAME`` is what the ``referee.games`` entry point registers.

``INFO`` (key, names, verbs) is all an import of this package costs; the rules in
``game.py`` are loaded the first time ``GAME`` is asked for.
"""

from pathlib import Path

from referee.core import i18n
from referee.games.rome.meta import INFO

i18n.register(Path(__file__).resolve().parent / "locale")


def __getattr__(name: str):
    if name == "GAME":
        from referee.games.rome.game import Rome

        game = globals()["GAME"] = Rome()
        return game
    raise AttributeError(name)


__all__ = ["GAME", "INFO"]
