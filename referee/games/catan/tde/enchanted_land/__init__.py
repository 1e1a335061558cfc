"""Enchanted Land (Prokletá země), a scenario of Treasures, Dragons & Adventurers played with Seafarers and Cities &
Knights (seed 003 pp.15–16, catan-td-and-e.md §8).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
