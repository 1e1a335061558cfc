"""Greater Catan played with Cities & Knights (catan-td-and-e.md §1.4, §5, TDE-GEN-2: target 20).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
