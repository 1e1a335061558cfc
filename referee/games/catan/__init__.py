"""Catan base game. ``GAME`` is what the ``referee.games`` entry point registers."""

from pathlib import Path

from referee.core import i18n
from referee.games.catan.game import Catan

i18n.register(Path(__file__).resolve().parent / "locale")
GAME = Catan()
