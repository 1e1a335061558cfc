"""What ``hints`` lists, ``build`` accepts (issue #29 item 11): the places hints name for a road, a settlement, a city
or a ship come from the same functions ``build`` checks with (``building.spots``, ``ships.spots`` and
``CatanState.onward_roads``), for the Catan family games that list builds — base Catan, Seafarers and The Desert
Dragons, whose blocked roads (TDE-DESERT-10) hints once listed as a place to build on from.

A random legal game (the property generators' bots) is replayed; at the last positions where the player to act may
build, every place listed is built there — with the piece's cost put in his hand, since hints list places the
player cannot afford yet too — and must be accepted; every other place must be refused.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.session import step
from referee.games.catan import building
from referee.games.catan.tde.desert_dragons import dragons
from test_properties import catan_game, desert_dragons_game, seafarers_game

GAMES = {"catan": catan_game, "seafarers": seafarers_game, "desert-dragons": desert_dragons_game}
POSITIONS = 3                    # building positions checked per game, the last ones of the prefix


def build_positions(game, setup, events) -> list:
    """The states, replayed from ``events``, at the last :data:`POSITIONS` moments the player to act could build."""
    found = []
    for count in range(len(events), 0, -1):
        if len(found) == POSITIONS:
            break
        state = game.initial_state(setup)
        for event in events[:count]:
            step(game, state, event)
        if game.builder_now(state) and not getattr(state, "pending", None):
            found.append(state)
    return found


def typed(game, state, piece: str, at: str) -> dict:
    """The build as the table types it; in The Desert Dragons, where several deserts hold equally few dragons, the
    first of them named after the place (as the hints say, TDE-DESERT-3)."""
    event = game.parse(state, "build", [piece, at], state.current.name)
    if (hasattr(state, "dragons") and "desert" not in event and dragons.gathers(state, event)
            and dragons.brought(state) and state.options["dragon_gathering"] == "one_desert"):
        event["desert"] = dragons.fewest(state)[0]
    return event


def attempt(game, state, piece: str, at: str) -> RuleViolation | None:
    """``build PIECE AT`` by the player to act, his hand holding the cost (nothing else is changed): None if
    accepted, else the refusal."""
    player = state.current
    cost = state.edition.costs[piece]
    player.hand.add(cost)
    try:
        event = game.normalize(state, typed(game, state, piece, at))
        game.check_phase(state, event)
        game.validate(state, event)
    except RefereeError as refusal:
        return refusal
    finally:
        player.hand.take(cost)
    return None


def places(state, piece: str) -> list[str]:
    grid = state.board.grid
    return list(grid.sides) if piece in ("road", "ship") else list(grid.corners)


@pytest.mark.parametrize("key", GAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), length=st.integers(40, 220))
def test_every_build_hints_list_is_accepted_and_no_other(key, seed, length):
    game, setup, events = GAMES[key](seed, length)
    for state in build_positions(game, setup, events):
        listed = game.hints(state, []).data["builds"]
        assert set(listed) >= {"road", "settlement", "city"}
        for piece, spots in listed.items():
            for at in spots:
                refusal = attempt(game, state, piece, at)
                assert refusal is None, f"hints list {piece} {at}, build refuses it: {refusal.line()}"
            if not state.current.left(piece):
                assert spots == []
                continue
            others = [at for at in places(state, piece) if at not in spots and piece != "city"]
            accepted = [at for at in others if attempt(game, state, piece, at) is None]
            assert accepted == [], f"build accepts {piece} {accepted}, hints do not list them"


def test_tde_desert_10_a_road_onward_from_a_blocked_road_is_neither_listed_nor_built():
    """The position of test_tde_desert.py: Anna's road between two occupied deserts is blocked; the path beyond it is
    refused by build and absent from hints, the paths at her settlement listed."""
    from test_tde_desert import position, side

    from referee.core import registry
    from referee.games.catan import awards
    from referee.core.game import Outcome

    game = registry.find("desert-dragons")
    state = position(game, on={"2c": 2, "3c": 2}, hands={"Anna": {"lumber": 2, "brick": 2}})
    blocked = side(state, "2c", "3c")
    a, b = state.board.grid.sides[blocked].ends
    anna = state.by_name["Anna"]
    building.place(state, anna, "settlement", a)
    building.place(state, anna, "road", blocked)
    awards.update_longest_road(state, list(state.by_name), Outcome())
    onward = [p for p in state.board.grid.corners[b].paths if p != blocked and p in state.board.land_sides]
    roads = game.hints(state, []).data["builds"]["road"]
    assert onward and not set(onward) & set(roads)
    assert all(attempt(game, state, "road", p).rule == "TDE-DESERT-10" for p in onward)
    assert roads and all(attempt(game, state, "road", p) is None for p in roads)
