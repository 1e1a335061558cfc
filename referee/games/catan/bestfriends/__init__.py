"""Catan Best Friends (the Big Box scenario "Nejlepší přátelé"): favour tokens for friendly acts, cashed at five
guilds.

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
