"""The shared base of the TD&E scenarios played with Cities & Knights (tde/ck_scenario.py): a minimal subclass on a
TEST layout plays the set-up "settlement, city, then the second settlement" with ships on the coast, and a few
turns, and the events replay to the same position."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tde_helpers import NAMES, new_setup, refused
from referee.core.session import replay, step
from referee.games.catan import building
from referee.games.catan.cities_knights.game import SeafarersCK
from referee.games.catan.edition import edition
from referee.games.catan.tde.ck_scenario import CKScenario, CKScenarioState
from referee.games.catan.tde.scenario_base import on_main_island


class Minimal(CKScenario):
    INFO = dataclasses.replace(SeafarersCK.INFO, key="test-ck-scenario", aliases=())
    edition = dataclasses.replace(edition("seafarers-ck"), presets=("desert-dragons-test",))


GAME = Minimal()


def _setup_events(game, setup):
    """A set-up by a simple bot: the first legal corner of the main island (a coastal one for the last settlement
    when the player has none), and a ship from a coastal building, a road elsewhere."""
    state = game.initial_state(setup)
    events = []
    while state.in_setup:
        name = state.current.name
        if state.setup_step % 2 == 0:
            piece = state.setup_piece()
            spots = [c for c in building.settlement_spots(state, state.current, setup=True)
                     if on_main_island(state, c)]
            mine = state.current.settlements | state.current.cities
            if state.setup_step >= 4 * len(state.players) and not any(state.coastal(c) for c in mine):
                spots = [c for c in spots if state.coastal(c)]
            event = {"kind": "build", "player": name, "piece": piece, "at": spots[0]}
        else:
            corner = state.setup_settlement
            paths = [p for p in state.board.grid.corners[corner].paths
                     if p not in state.road_owner and p not in state.ship_owner]
            if state.coastal(corner):
                event = {"kind": "build", "player": name, "piece": "ship",
                         "at": next(p for p in paths if p in state.board.sea_sides)}
            else:
                event = {"kind": "build", "player": name, "piece": "road",
                         "at": next(p for p in paths if p in state.board.land_sides)}
        event["seq"] = len(events) + 1
        step(game, state, event)
        events.append(event)
    return state, events


@pytest.fixture()
def played():
    setup = new_setup(GAME, victory_points=18)
    state, events = _setup_events(GAME, setup)
    for total, face in ((6, "green"), (9, "ship"), (5, "blue")):
        for event in ({"kind": "roll", "player": state.current.name, "total": total, "dice": [total - 3, 3], "event": face,
                       "red": total - 3}, {"kind": "end", "player": state.current.name}):
            event["seq"] = len(events) + 1
            step(GAME, state, event)
            events.append(event)
    return setup, state, events


def test_tde_canal_1_the_setup_is_settlement_city_settlement_and_replays(played):
    setup, state, events = played
    pieces = [e["piece"] for e in events if e["kind"] == "build" and e["piece"] in ("settlement", "city")]
    assert pieces == ["settlement"] * 3 + ["city"] * 3 + ["settlement"] * 3
    order = [e["player"] for e in events if e["kind"] == "build" and e["piece"] in ("settlement", "city")]
    assert order == [*NAMES, *NAMES[::-1], *NAMES]
    for p in state.players:
        assert len(p.settlements) == 2 and len(p.cities) == 1
    result = replay(GAME, setup, events, keep=True)
    assert result.problem is None and result.applied == len(events)
    assert json.dumps(GAME.summary(result.state), sort_keys=True) == json.dumps(GAME.summary(state), sort_keys=True)
    assert state.turn == 4 and state.barbarians == 1


def test_tde_canal_1_a_settlement_in_the_second_round_is_refused():
    setup = new_setup(GAME, victory_points=18)
    state, events = _setup_events(GAME, setup)
    state = GAME.initial_state(setup)
    for event in events[:6]:
        step(GAME, state, dict(event))
    assert state.setup_piece() == "city"
    spot = next(c for c in building.settlement_spots(state, state.current, setup=True) if on_main_island(state, c))
    refused(GAME, state, "TDE-CANAL-1", "build", state.current.name, piece="settlement", at=spot)
    step(GAME, state, {"kind": "build", "player": state.current.name, "piece": "city", "at": spot})
    assert spot in state.by_name[state.players[-1].name].cities


def test_tde_canal_2_only_the_last_settlement_pays():
    setup = new_setup(GAME, victory_points=18)
    state, events = _setup_events(GAME, setup)
    assert all(p.cards() for p in state.players)
    state = GAME.initial_state(setup)
    for event in events[:12]:
        step(GAME, state, dict(event))
    assert not any(p.cards() for p in state.players)


def test_tde_canal_3_a_coastal_setup_building_takes_a_ship_not_a_road():
    setup = new_setup(GAME, victory_points=18)
    state = GAME.initial_state(setup)
    spot = next(c for c in building.settlement_spots(state, state.current, setup=True)
                if on_main_island(state, c) and state.coastal(c)
                and any(p in state.board.land_sides for p in state.board.grid.corners[c].paths))
    step(GAME, state, {"kind": "build", "player": "Anna", "piece": "settlement", "at": spot})
    road = next(p for p in state.board.grid.corners[spot].paths if p in state.board.land_sides)
    refused(GAME, state, "TDE-CANAL-3", "build", piece="road", at=road)


def test_tde_canal_3_the_last_building_must_reach_the_coast_if_none_does():
    setup = new_setup(GAME, victory_points=18)
    state = GAME.initial_state(setup)
    inland = [c for c in building.settlement_spots(state, state.current, setup=True)
              if on_main_island(state, c) and not state.coastal(c)]
    assert inland, "the TEST layout has inland corners"
    state.setup_step = 4 * len(state.players)
    state.active = 0
    refused(GAME, state, "TDE-CANAL-3", "build", piece="settlement", at=inland[0])


def test_tde_canal_4_a_board_with_a_pirate_is_refused():
    from referee.core.errors import RuleViolation

    board = dict(GAME.make_board(None, None, list(NAMES), {}))
    board["pirate"] = "1a"
    with pytest.raises(RuleViolation) as info:
        new_setup(GAME, board, victory_points=18)
    assert info.value.rule == "TDE-CANAL-4"
    assert CKScenarioState.ROBBER_RULE == "TDE-CANAL-4"
