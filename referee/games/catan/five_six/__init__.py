"""Catan with the 5–6 player extension, a variant of the base game.

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
