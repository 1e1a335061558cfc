"""Catan: Treasures, Dragons & Adventurers — The Treasure Islands (catan-td-and-e.md §3), a member of the Catan
family built on Seafarers.

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
