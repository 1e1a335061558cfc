"""Positions for the Greater Catan and Desert Dragons tests (tests/test_tde_greater.py, test_tde_desert.py): a
game of ``names`` on the scenario's TEST layout with pieces laid in an earlier turn; ``do`` and ``refused`` are
the Seafarers tests' own."""

from __future__ import annotations

import datetime as dt

from referee.core.game import Outcome, Setup
from referee.games.catan import awards
from referee.games.catan.building import place
from referee.games.catan.seafarers import ships
from test_seafarers import do, refused  # noqa: F401 — the Seafarers tests' event helpers, re-exported

NAMES = ("Anna", "Ben", "Cyril")


def new_setup(game, names=NAMES, board=None, **options) -> Setup:
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  board or game.make_board(None, None, list(names), opts), [{"name": n} for n in names])
    game.check_setup(setup)
    return setup


def position(game, *, pieces=None, hands=None, devs=None, names=NAMES, turn=5, active="Anna", rolled=True,
             board=None, prepare=None, **options):
    """``pieces = {"Anna": {"settlement": [...], "city": [...], "road": [...], "ship": [...]}}`` laid in an earlier
    turn; ``prepare(state)`` sets the scenario's own pieces before the Longest Road is counted."""
    state = game.initial_state(new_setup(game, names=names, board=board, **options))
    state.setup_step, state.turn, state.rolled = state.setup_steps, turn, rolled
    state.home_islands = {"2b"}
    state.active = names.index(active)
    grid = state.board.grid
    for name, kinds in (pieces or {}).items():
        player = state.by_name[name]
        for piece in ("settlement", "city", "road", "ship"):
            for at in kinds.get(piece, []):
                at = grid.side(at) if piece in ("road", "ship") else grid.corner(at)
                if piece == "ship":
                    ships.place(state, player, at)
                    state.ship_turn[at] = turn - 1
                    continue
                if piece == "city":
                    place(state, player, "settlement", at)
                place(state, player, piece, at)
    if prepare:
        prepare(state)
    for name, hand in (hands or {}).items():
        state.by_name[name].hand.update(hand)
    for name, cards in (devs or {}).items():
        state.by_name[name].devs.update(cards)
        state.deck.subtract(cards)
    awards.update_longest_road(state, list(state.by_name), Outcome())
    return state

