"""Helpers of Catan (the Big Box scenario "Pomocníci"): the base game with a helper for every player.

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
