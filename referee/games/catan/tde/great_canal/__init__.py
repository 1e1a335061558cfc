"""The Great Canal (Zavlažovací kanál), a scenario of Treasures, Dragons & Adventurers played with Seafarers and
Cities & Knights (seed 003 pp.13–14, catan-td-and-e.md §7).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
