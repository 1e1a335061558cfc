"""HELPERS-6: with 5–6 players no helper is used in the special building phase. The combined game is built here
from the two members' tables (a throwaway class, never registered), with the real special building phase."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import step
from referee.games.catan.five_six.game import CatanFiveSix, FiveSixState
from referee.games.catan.helpers import rules
from referee.games.catan.helpers.game import HELPER_KIND, CatanHelpers, HelpersState, with_helper
from test_catan_five_six import SETUP


@dataclasses.dataclass
class CombinedState(HelpersState, FiveSixState):
    pass


class HelpersFiveSix(CatanHelpers, CatanFiveSix):
    INFO = dataclasses.replace(CatanFiveSix.INFO, key="helpers-5-6-test", aliases=())
    State = CombinedState
    kinds = {**CatanFiveSix.kinds, "helper": HELPER_KIND}
    phases = with_helper(CatanFiveSix.phases)
    VALIDATE = {**CatanFiveSix.VALIDATE, "helper": rules.validate}
    APPLY = {**CatanFiveSix.APPLY, "helper": rules.apply, "build": rules.dealing(CatanFiveSix.APPLY["build"]),
             "roll": rules.income(CatanFiveSix.APPLY["roll"])}


@pytest.fixture(scope="module")
def game():
    return HelpersFiveSix()


def do(game, state, kind, player, **fields):
    return step(game, state, {"seq": 0, "kind": kind, "player": player, **fields})[1]


def test_HELPERS_6_no_helper_in_the_special_building_phase(game):
    names = [name for name, _s, _r in SETUP[:6]]
    opts = game.resolve_options({})
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  game.make_board(None, None, names, opts), [{"name": n} for n in names])
    game.check_setup(setup)
    state = game.initial_state(setup)
    for name, settlement, road in SETUP:
        do(game, state, "build", name, piece="settlement", at=settlement)
        do(game, state, "build", name, piece="road", at=road)
    assert sorted(state.helper.values()) == sorted(h.key for h in rules.NUMBERED)     # six seats, six numbered
    do(game, state, "roll", "Anna", total=12)
    do(game, state, "end", "Anna")
    assert game.phase(state) == "special_build"
    ben = state.helper["Ben"]
    with pytest.raises(RuleViolation) as info:
        do(game, state, "helper", "Ben", name=ben, side="A", then="flip", resource="ore")
    assert info.value.rule == "HELPERS-6"
    do(game, state, "roll", "Ben", total=12)                  # his roll closes the phase: the helpers are back
    assert game.phase(state) == "main"
