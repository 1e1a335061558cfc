"""Greater Catan (Velký Katan), a scenario of Treasures, Dragons & Adventurers (seed 003 pp.7–9,
catan-td-and-e.md §5).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
