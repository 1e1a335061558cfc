"""Catan with a scenario file (Germany, Mallorca, a table's own): the base game, a board of the scenario's own, and
extra buildable items.

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
