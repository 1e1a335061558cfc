"""Positions for the Seafarers-with-Cities-&-Knights tests: the Seafarers tests' positions (TEST layout, turn 5, Anna
to act after her roll, pieces laid as built in an earlier turn) with knights, improvement levels and the barbarian
attacks so far; ``do`` and ``refused`` are the Seafarers tests' (through ``step`` as at the table)."""

from __future__ import annotations

from test_seafarers import position as sea_position
from referee.core.game import Outcome
from referee.games.catan import awards
from referee.games.catan.cities_knights.game import SeafarersCK
from referee.games.catan.cities_knights.state import Knight

GAME = SeafarersCK()


def position(game=GAME, *, knights=None, levels=None, attacks=1, turn=5, **kw):
    """``knights = {"3c:2": ("Anna", 1, True)}`` (owner, rank, active); ``levels = {"Anna": {"politics": 3}}``;
    ``attacks``: barbarian attacks so far (1: the robber is free, CK-BARB-7); the rest as the Seafarers tests'."""
    state = sea_position(game, turn=turn, **kw)
    state.attacks = attacks
    grid = state.board.grid
    for at, (owner, rank, active) in (knights or {}).items():
        state.knights[grid.corner(at)] = Knight(owner, rank, active, built=turn - 1,
                                                activated=turn - 1 if active else -1)
    for name, tracks in (levels or {}).items():
        state.levels[name].update(tracks)
    if knights:                                     # knights cut routes (CK-KNIGHT-6)
        awards.update_longest_road(state, list(state.by_name), Outcome())
    return state
