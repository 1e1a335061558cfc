"""Build Struggle for Rome positions directly, for rule tests and the digest's worked examples.

``position()`` puts tribes, hands, boxes, kingdoms and cards in place without
replaying a set-up; events are then checked and applied through the same
``step`` the session uses. Board: the shipped TEST MAP (``--board test-map``),
or ``board="declared"`` for declared-facts mode.
"""

from __future__ import annotations

import copy
import datetime as dt

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import step
from referee.games.rome import GAME
from referee.games.rome.board import make_board
from referee.games.rome.state import Part

NAMES = ("Anna", "Ben", "Cyril", "Dana")
COLOURS = ("red", "blue", "white", "yellow")
STAGE_OF_PHASE = {1: "production", 2: "trade_build", 3: "horsemen", 4: "warriors"}


def setup(names=NAMES[:3], board="test-map", **options) -> Setup:
    return Setup("rome", "test", dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc), GAME.resolve_options(options),
                 make_board(None if board == "declared" else board),
                 [{"name": n, "color": c} for n, c in zip(names, COLOURS)])


def fresh(names=NAMES[:3], board="test-map", **options):
    return GAME.initial_state(setup(names, board, **options))


def position(names=NAMES[:3], board="test-map", *, phase=3, part=0, start=0, rnd=3, at=None, hands=None,
             gold=None, boxes=None, counters=None, cards=None, kingdoms=None, plundered=(), legionnaire=None,
             covered=(), touching=None, **options):
    """A mid-game position.

    ``at = {"Anna": {"horsemen": "1e:12"}}`` (tribes not named stay on their start crossroads, map only);
    ``boxes = {"Anna": {"horsemen": (figures, wagons)}}``; ``counters = {"Anna": {"horsemen": {"gallia": 1}}}``;
    ``kingdoms = {"Anna": {"warriors": ["Roma"]}}``; ``touching = {"X1": ["h1=fields:8", …]}`` (declared mode).
    """
    state = fresh(names, board, **options)
    facts = state.facts
    for crossroads, tokens in (touching or {}).items():
        facts.declare_touching(crossroads, tokens, 0)
    for p in state.players:
        p.started = True
        p.gold = 5
        if facts.map:
            for kind, spot in zip(("horsemen", "warriors"), facts.map.starts[p.color]):
                p.tribes[kind].at = spot
    state.legionnaire = legionnaire or ("6a" if facts.map else None)
    state.stage = STAGE_OF_PHASE[phase]
    state.round, state.start, state.part = rnd, start, part
    state.covered = list(covered)
    state.this_part = Part()
    for name, tribes in (at or {}).items():
        for kind, spot in tribes.items():
            state.by_name[name].tribes[kind].at = spot
    for name, hand in (hands or {}).items():
        state.by_name[name].hand.update(hand)
    for name, n in (gold or {}).items():
        state.by_name[name].gold = n
    for name, tribes in (boxes or {}).items():
        p = state.by_name[name]
        for kind, (figures, wagons) in tribes.items():
            t = p.tribes[kind]
            p.reserve[kind] -= figures - t.figures
            p.reserve["wagons"] -= wagons - t.wagons
            t.figures, t.wagons = figures, wagons
    for name, tribes in (counters or {}).items():
        for kind, held in tribes.items():
            state.by_name[name].tribes[kind].counters.update(held)
    for name, held in (cards or {}).items():
        for card, n in held.items():
            for _i in range(n):
                state.cards.draw(name, card)        # drawn openly: the deck's count and single cards follow
        state.action_drawn.update(held)
    for name, tribes in (kingdoms or {}).items():
        for kind, cities in tribes.items():
            t = state.by_name[name].tribes[kind]
            t.at = None
            t.cities = list(cities)
            for city in cities:
                state.owner[city] = (name, kind)
                state.counter_gone.add(city)
    state.counter_gone.update(plundered)
    return state


def play(state, kind, player=None, **fields):
    """Check and apply one event; returns the Outcome."""
    event = {"seq": 1, "kind": kind, "player": player or state.current.name, **fields}
    _, outcome = step(GAME, state, event)
    return outcome


def refused(rule, state, kind, player=None, *, allowed=(), **fields):
    """Assert the event is refused under ``rule``, says what would be allowed, and changes nothing."""
    before = snapshot(state)
    with pytest.raises(RuleViolation) as info:
        play(state, kind, player, **fields)
    assert info.value.rule == rule, info.value.line()
    assert info.value.allowed, f"no 'allowed' part: {info.value.line()}"
    for text in allowed:
        assert text in info.value.allowed, f"{text!r} missing from: {info.value.line()}"
    assert snapshot(state) == before
    return info.value


def snapshot(state):
    facts = state.facts
    return (GAME.summary(state), copy.deepcopy(state.this_part), dict(facts.landscapes), dict(facts.touching),
            dict(facts.cities), dict(facts.next_to), state.stage, state.part)


def p(state, name):
    return state.by_name[name]
