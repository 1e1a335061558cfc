"""Catan base game. ``GAME`` is what the ``referee.games`` entry point registers."""

from referee.games.catan.game import Catan

GAME = Catan()
