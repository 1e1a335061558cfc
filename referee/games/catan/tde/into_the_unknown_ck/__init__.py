"""Into the Unknown played with Cities & Knights (catan-td-and-e.md §4, TDE-UNKNOWN-8: a city as the second set-up
building, a treasure's development card a progress card, the target lost).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
