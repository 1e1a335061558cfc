"""The Desert Dragons (Pouštní draci), a scenario of Treasures, Dragons & Adventurers (seed 003 pp.10–12,
catan-td-and-e.md §6).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
