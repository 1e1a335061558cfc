"""Warriors & Traders positions for the rule tests: a game on the TEST MAP, set up, driven through ``step``."""

from __future__ import annotations

import datetime as dt

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import step
from referee.games.warriors_traders import GAME, tables
from referee.games.warriors_traders.state import Unit

NAMES = ("Anna", "Ben", "Cyril", "Dana")
COUNTRIES = ("C", "E", "A", "G")          # order numbers 1, 2, 3, 4 on the TEST MAP
# The TEST TABLES give military I and II one AP, so the battle tests step in with that one AP (AMB-1's other reading):
# WT-AP-3's own tests (test_wt_rules.py) give the extra AP of the default.
STEP_AND_BATTLE = {"attack_ap": "one"}


def setup(players: int = 3, table: str = "test", **options) -> Setup:
    names = list(NAMES[:players])
    board = GAME.with_tables(GAME.make_board("test-map", None, names, {}), table)
    options = {**STEP_AND_BATTLE, **options}
    s = Setup(GAME.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), GAME.resolve_options(options),
              board, [{"name": n, "color": ""} for n in names])
    GAME.check_setup(s)
    return s


def fresh(players: int = 3, table: str = "test", **options):
    """A state before the set-up events."""
    return GAME.initial_state(setup(players, table, **options))


def play(state, *events: dict):
    """Each event through normalize → phase → validate → apply; the last outcome."""
    out = None
    for ev in events:
        _, out = step(GAME, state, dict(ev))
    return out


def started(players: int = 3, table: str = "test", tokens=None, **options):
    """Set up (each player one token per track unless ``tokens``); turn 1 at its first action."""
    state = fresh(players, table, **options)
    for i, name in enumerate(NAMES[:players]):
        play(state, {"kind": "setup", "player": name, "country": COUNTRIES[i],
                     "tokens": (tokens or {}).get(name, {"production": 1, "trade": 1, "military": 1})})
    return state


def put(state, owner: str, kind: str, province: str, name: str | None = None) -> Unit:
    """A unit placed by the test (no event): ``name`` defaults to the kind's next number."""
    if name is None:
        n = 1 + sum(1 for u in state.units if u.owner == owner and u.kind == kind)
        name = f"{kind}-{n}" if owner else kind.replace("_", "-")
    unit = Unit(name, owner, kind, province)
    state.units.append(unit)
    return unit


def clear(state, province: str) -> None:
    state.units = [u for u in state.units if u.province != province]


def levels(state, name: str, **track_levels) -> None:
    """Put the tokens for the given levels (test tables: II 1, III 2, IV 4, V 6, VI 8, VII 10)."""
    need = {1: 0, 2: 1, 3: 2, 4: 4, 5: 6, 6: 8, 7: 10}
    for track, level in track_levels.items():
        state.player(name).tokens[track] = need[level]


def enter(state, key: str, value: int):
    """The state replayed after the table enters ``key`` (``referee tables set``)."""
    return state.setup.board.__setitem__("tables", tables.set_number(state.setup.board["tables"], key, str(value)))


def refused(rule: str, state, *events):
    """The events are refused with ``rule``; the refusal."""
    with pytest.raises(RuleViolation) as exc:
        play(state, *events)
    assert exc.value.rule == rule, exc.value
    return exc.value


def act(player, action, **fields):
    return {"kind": "act", "player": player, "action": action, **fields}


def end(player):
    return {"kind": "end", "player": player}
