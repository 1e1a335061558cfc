"""Build Aqua Romana positions directly, for rule tests and the digest's worked examples.

``position()`` puts builders on the path and tiles on the squares without
replaying a set-up; events are then checked and applied through the same
``step`` the session uses. Squares A–K × 1–8 (A1 top-left); the default
layouts are in ``referee/games/aqua_romana/data/default.toml``:

* 3 players: red A4–A5 (red1 A4:N, red2 A4:E, red3 A5:E, red4 A5:S),
  blue E1–F1 (blue1 E1:W, blue2 E1:S, blue3 F1:S, blue4 F1:E),
  yellow K4–K5 (yellow1 K5:S, yellow2 K5:W, yellow3 K4:W, yellow4 K4:N);
* 4 players (3 outlets): red A4–A5 (A4:N, A4:E, A5:S), blue E1–F1 (E1:W, E1:S, F1:E),
  yellow K4–K5 (K5:S, K5:W, K4:N), green F8–G8 (G8:E, G8:N, F8:W).
"""

from __future__ import annotations

import datetime as dt

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Outcome, Setup
from referee.core.session import step
from referee.games.aqua_romana import GAME, turns
from referee.games.aqua_romana.board import make_board

NAMES3 = ("Anna", "Ben", "Cyril")
NAMES4 = ("Anna", "Ben", "Cyril", "Dana")
COLORS = ("red", "blue", "yellow", "green")


def setup(names=NAMES3, board=None, colors=COLORS, **options) -> Setup:
    s = Setup("aqua-romana", "test", dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc),
              GAME.resolve_options(options), make_board(board, list(names), GAME.resolve_options(options)),
              [{"name": n, "color": c} for n, c in zip(names, colors)])
    GAME.check_setup(s)
    return s


def fresh(names=NAMES3, **kw):
    return GAME.initial_state(setup(names, **kw))


def position(names=NAMES3, *, builders=None, tiles=None, active=0, reserve=None, supply=None, held=None,
             colors=COLORS, board=None, **options):
    """A position after the set-up: ``builders = {"N5": "curve"}``, ``tiles = {"C5": ("bridge", "NS+EW")}``."""
    state = fresh(names, colors=colors, board=board, **options)
    g = state.board.grid
    state.pool.clear()
    state.placements = 12
    state.turn, state.active = 1, active
    for space, kind in (builders or {}).items():
        state.path[g.space(space)] = kind
    for square, (kind, rotation) in (tiles or {}).items():
        state.put_tile(g.square(square), kind, rotation)
    state.retrace()
    for w in state.open_workers():
        w.value = state.traces[w.name].value
    if reserve is not None:
        state.reserve = list(reserve)
    if supply is not None:
        state.supply.update(supply)
    for name, kinds in (held or {}).items():
        state.by_name[name].held = list(kinds)
    turns.begin_turn(state, Outcome())
    return state


def straights(squares: str, rotation: str) -> dict:
    return {sq: ("straight", rotation) for sq in squares.split()}


def play(state, kind, player=None, **fields):
    """Check and apply one event; returns the Outcome."""
    actor = state.to_act() if state.stage != "close" or kind == "close" else turns.finished(state).to_act()
    event = {"seq": 1, "kind": kind, "player": player or actor.name, **fields}
    _, outcome = step(GAME, state, event)
    return outcome


def snapshot(state):
    return (GAME.summary(state), state.stage, dict(state.path), dict(state.tiles), dict(state.supply),
            [list(p.held) for p in state.players], [list(t) for t in state.takes], state.wells_owed)


def refused(rule, state, kind, player=None, *, allowed=(), **fields):
    """The event is refused under ``rule``, says what would be allowed, and the state did not change."""
    before = snapshot(state)
    with pytest.raises(RuleViolation) as info:
        play(state, kind, player, **fields)
    exc = info.value
    assert exc.rule == rule, exc.line()
    assert exc.allowed and exc.message, exc.line()
    for text in allowed:
        assert text in exc.allowed, f"{text!r} missing from: {exc.line()}"
    assert snapshot(state) == before
    return exc


def worker(state, name):
    return state.workers[name]


def end(state, name) -> str:
    sq, edge = state.traces[name].end
    return f"{state.board.grid.name(sq)}:{edge}"
