"""Positions for the TD&E scenario tests (test_treasure_islands.py, test_into_the_unknown.py): a game on its TEST
layout at turn 5, Anna to act after her roll, pieces laid as built in an earlier turn; ``do`` and ``refused`` go
through ``step`` as at the table."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Outcome, Setup
from referee.core.session import step
from referee.games.catan import awards
from referee.games.catan.building import place
from referee.games.catan.seafarers import ships

NAMES = ("Anna", "Ben", "Cyril")


def new_setup(game, board=None, **options) -> Setup:
    """A set-up of ``game`` on its TEST layout (or ``board``); ``options`` must name the victory points."""
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  board or game.make_board(None, None, list(NAMES), opts), [{"name": n} for n in NAMES])
    game.check_setup(setup)
    return setup


def position(game, pieces: dict, hands: dict, *, board=None, kept=None, home=None, **options):
    """``pieces = {"Anna": {"settlement": [...], "road": [...], "ship": [...]}}``, ``hands`` by player."""
    state = game.initial_state(new_setup(game, board, **options))
    state.setup_step, state.turn, state.rolled = state.setup_steps, 5, True
    if home:
        state.home_islands = set(home)
    grid = state.board.grid
    for name, kinds in pieces.items():
        player = state.by_name[name]
        for piece in ("settlement", "road", "ship"):
            for at in kinds.get(piece, []):
                if piece == "ship":
                    ships.place(state, player, grid.side(at))
                    state.ship_turn[grid.side(at)] = 4
                else:
                    place(state, player, piece, grid.side(at) if piece == "road" else grid.corner(at))
    for name, hand in hands.items():
        state.by_name[name].hand.update(hand)
    state.kept.update(kept or {})
    awards.update_longest_road(state, list(state.by_name), Outcome())
    return state


def do(game, state, kind, player="Anna", **fields):
    return step(game, state, {"seq": 0, "kind": kind, "player": player, **fields})[1]


def refused(game, state, rule, kind, player="Anna", **fields) -> RuleViolation:
    """The event is refused with ``rule`` and the position is left as it was."""
    before = json.dumps(game.summary(state), sort_keys=True)
    with pytest.raises(RuleViolation) as info:
        do(game, state, kind, player, **fields)
    assert info.value.rule == rule, info.value.line()
    assert json.dumps(game.summary(state), sort_keys=True) == before
    return info.value


def example_played(game, save):
    """An example save and its replay (the C&K scenario tests' module fixture)."""
    from referee.core.session import Session, replay

    session = Session.load(save)
    return session, replay(game, session.setup, session.events, keep=True)


def before_dev_card(game, played):
    """The example's position just before its first development card's treasure, and that event."""
    from referee.core.session import replay

    session, _result = played
    at = next(i for i, e in enumerate(session.events) if e["kind"] == "treasure" and e["reward"] == "dev_card")
    return replay(game, session.setup, session.events[:at], keep=True).state, session.events[at]
