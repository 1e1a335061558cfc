"""Aqua Romana. ``GAME`` is what the ``referee.games`` entry point registers."""

from referee.games.aqua_romana.game import AquaRomana

GAME = AquaRomana()
