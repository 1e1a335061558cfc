"""Catan Histories: Struggle for Rome. ``GAME`` is what the ``referee.games`` entry point registers."""

from referee.games.rome.game import Rome

GAME = Rome()
