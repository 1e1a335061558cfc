"""The Treasure Islands played with Cities & Knights (catan-td-and-e.md §3, TDE-ISLANDS-9: target 17 with 3 players,
16 with 4).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
