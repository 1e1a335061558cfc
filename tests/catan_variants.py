"""Shared by the rule tests of the Catan family's 3–4 player variants (Helpers, Best Friends): a set-up played on
the beginner board, and events checked and applied through the session's ``step``."""

from __future__ import annotations

import datetime as dt

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import step

NAMES = ("Anna", "Ben", "Cyril")
SETUP = ["3e:2", "3e:1", "2b:4", "2b:3", "4b:4", "4b:5", "2d:6", "2d:5", "3b:6", "3b:5", "5b:6", "5b:5"]


def new_setup(game, names=NAMES, **options) -> Setup:
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  game.make_board("beginner-en", None, list(names), opts), [{"name": n} for n in names])
    game.check_setup(setup)
    return setup


def set_up(game, names=NAMES, spots=SETUP, **options):
    """The set-up of ``names`` on the beginner board, settlement and road by turns on ``spots`` (snake order)."""
    state = game.initial_state(new_setup(game, names, **options))
    order = [state.players[i].name for i in state.setup_order() for _ in (0, 1)]
    for i, (name, at) in enumerate(zip(order, spots)):
        do(game, state, "build", name, piece="road" if i % 2 else "settlement", at=at)
    return state


def do(game, state, kind, player=None, **fields):
    event = {"seq": 99, "kind": kind, "player": player or state.current.name, **fields}
    return step(game, state, event)[1]


def refused(game, state, kind, player=None, **fields) -> RuleViolation:
    with pytest.raises(RuleViolation) as info:
        do(game, state, kind, player, **fields)
    return info.value


def typed(game, state, text: str, player=None):
    """A command as typed (``helper merchant ore Ben:wool``), parsed, checked and applied."""
    verb, *words = text.split()
    return step(game, state, {"seq": 99, **game.parse(state, verb, words, player)})[1]


def hand(state, name, **cards):
    """Give ``name`` exactly these cards (the rest of his hand goes back to the bank)."""
    player = state.by_name[name]
    player.hand.clear()
    player.hand.update(cards)
