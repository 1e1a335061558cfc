"""Catan: Treasures, Dragons & Adventurers — Into the Unknown (catan-td-and-e.md §4), a member of the Catan family
built on Seafarers.

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
