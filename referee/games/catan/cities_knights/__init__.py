"""Catan: Seafarers with the part of Cities & Knights that Treasures, Dragons & Adventurers uses
(seafarers-and-ck-minimum.md part B).

Its row in :mod:`referee.games.catan.manifest` declares it; its rules are in ``game.py``."""
