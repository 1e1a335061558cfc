"""Catan: Seafarers, a member of the Catan family (seafarers-and-ck-minimum.md part A).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
