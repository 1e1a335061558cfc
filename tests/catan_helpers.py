"""Build Catan positions directly, for rule tests and the digest's worked examples.

``position()`` lays pieces and hands without replaying a set-up, then events are
checked and applied through the same ``step`` the session uses.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import step
from referee.games.catan import GAME, awards
from referee.games.catan.board import make_board
from referee.games.catan.building import place

NAMES = ("Anna", "Ben", "Cyril", "Dana")


def setup(names=NAMES, board="beginner-en", **options) -> Setup:
    return Setup("catan", "test", dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc),
                 GAME.resolve_options(options), make_board(board, 1), [{"name": n, "color": c} for n, c in
                                                                       zip(names, ("red", "blue", "white", "orange", "x"))])


def position(names=NAMES, *, active=None, turn=5, rolled=True, pieces=None, hands=None, devs=None,
             robber=None, bank=None, knights=None, **options):
    """A mid-game position: ``pieces = {"Anna": {"settlement": [...], "city": [...], "road": [...]}}``."""
    state = GAME.initial_state(setup(names, **options))
    state.setup_step = 2 * len(state.setup_order())
    state.turn = turn
    state.active = names.index(active) if active else 0
    state.rolled = rolled
    for name, kinds in (pieces or {}).items():
        player = state.by_name[name]
        for piece in ("settlement", "city", "road"):
            for at in kinds.get(piece, []):
                grid = state.board.grid
                at = grid.side(at) if piece == "road" else grid.corner(at)
                if piece == "city":
                    place(state, player, "settlement", at)
                place(state, player, piece, at)
                if piece != "road" and state.board.harbour_at.get(at):
                    player.harbours[state.board.harbour_at[at]] = 0   # built in an earlier turn
    for name, hand in (hands or {}).items():
        state.by_name[name].hand.update(hand)
    for name, cards in (devs or {}).items():
        state.by_name[name].devs.update(cards)
        state.deck.subtract(cards)
    for name, n in (knights or {}).items():
        state.by_name[name].knights = n
    if robber:
        state.robber = robber
    if bank:
        # park the cards the bank lacks in a player's hand outside the test's interest
        for resource, left in bank.items():
            missing = state.bank()[resource] - left
            state.players[-1].hand[resource] += missing
    from referee.core.game import Outcome
    awards.update_longest_road(state, list(state.by_name), Outcome())
    return state


def play(state, kind, player=None, **fields):
    """Check and apply one event; returns the Outcome."""
    event = {"seq": 1, "kind": kind, "player": player or state.current.name, **fields}
    _, outcome = step(GAME, state, event)
    return outcome


def refused(rule, state, kind, player=None, **fields):
    """Assert the event is refused under ``rule`` and that the state did not change."""
    before = snapshot(state)
    with pytest.raises(RuleViolation) as info:
        play(state, kind, player, **fields)
    assert info.value.rule == rule, info.value.line()
    assert snapshot(state) == before
    return info.value


def snapshot(state):
    return GAME.summary(state), state.robber, dict(state.owed), state.setup_step, Counter(state.deck)


def hand(state, name):
    return {r: n for r, n in state.by_name[name].hand.items() if n}
