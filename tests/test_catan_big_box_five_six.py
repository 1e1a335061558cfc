"""Helpers of Catan and Best Friends with 5–6 players, the registered members ``helpers-5-6`` and
``best-friends-5-6`` (the family's factory, five_six/combine.py): HELPERS-6 (no helper in the special building
phase), FRIENDS-14 (Best Friends is played with the extension), and the shipped example games, each won and
reproduced byte for byte by its script."""

from __future__ import annotations

import datetime as dt

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import Session, replay, step
from referee.games import register_builtins
from referee.games.catan.bestfriends.game import CatanBestFriends
from referee.games.catan.five_six.game import CatanFiveSix, FiveSixState
from referee.games.catan.helpers import rules
from referee.games.catan.helpers.game import CatanHelpers, HelpersState
from test_catan_five_six import SETUP

register_builtins()
EXAMPLES = {"helpers-5-6": ("make_catan_helpers_56_example", "catan-helpers-5-6-six.toml"),
            "best-friends-5-6": ("make_catan_best_friends_56_example", "catan-best-friends-5-6-six.toml")}


def do(game, state, kind, player, **fields):
    return step(game, state, {"seq": 0, "kind": kind, "player": player, **fields})[1]


def started(key: str, **options):
    game = registry.find(key)
    names = [name for name, _s, _r in SETUP[:6]]
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  game.make_board(None, None, names, opts), [{"name": n} for n in names])
    game.check_setup(setup)
    state = game.initial_state(setup)
    for name, settlement, road in SETUP:
        do(game, state, "build", name, piece="settlement", at=settlement)
        do(game, state, "build", name, piece="road", at=road)
    return game, state


@pytest.mark.parametrize("alias", ["helpers-5-6", "pomocnici 5-6", "pomocníci 5–6", "Helfer von Catan 5–6"])
def test_HELPERS_6_the_member_is_registered_under_its_key_and_aliases(alias):
    game = registry.find(alias)
    assert game.key == "helpers-5-6" and (game.min_players, game.max_players) == (5, 6)
    assert isinstance(game, CatanHelpers) and isinstance(game, CatanFiveSix)
    assert issubclass(game.State, HelpersState) and issubclass(game.State, FiveSixState)
    assert {"turn_rule", "robber_start"} <= {o.name for o in game.options}


def test_HELPERS_6_no_helper_in_the_special_building_phase():
    game, state = started("helpers-5-6")
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


def test_HELPERS_6_no_helper_in_settler_2s_part_of_a_paired_turn():
    game, state = started("helpers-5-6", turn_rule="paired")
    do(game, state, "roll", "Anna", total=12)
    do(game, state, "end", "Anna")
    second = state.current.name
    assert game.phase(state) == "settler_2"
    with pytest.raises(RuleViolation) as info:
        do(game, state, "helper", second, name=state.helper[second], side="A", then="flip", resource="ore")
    assert info.value.rule == "HELPERS-6"


@pytest.mark.parametrize("alias", ["best-friends-5-6", "nejlepší přátelé 5–6", "Beste Freunde 5–6"])
def test_FRIENDS_14_best_friends_is_played_with_the_extension(alias):
    game = registry.find(alias)
    assert game.key == "best-friends-5-6" and (game.min_players, game.max_players) == (5, 6)
    assert isinstance(game, CatanBestFriends) and isinstance(game, CatanFiveSix)
    options = {o.name: o.default for o in game.options}
    assert options["victory_points"] == 11 and options["turn_rule"] == "special_build" and "friendly_robber" in options


def test_FRIENDS_14_a_favour_is_drawn_in_the_special_building_phase_but_no_guild_is_cashed():
    game, state = started("best-friends-5-6")
    do(game, state, "roll", "Anna", total=12)
    do(game, state, "end", "Anna")
    assert game.phase(state) == "special_build"
    state.due["Cyril"] = 1                                  # a favour earned (e.g. by a road that joined networks)
    do(game, state, "favour", "Cyril", guild="traders")
    assert state.tokens["Cyril"] and not state.due.get("Cyril")
    with pytest.raises(RuleViolation) as info:
        do(game, state, "guild", "Ben", guild="traders", resource="ore")
    assert info.value.rule == "FRIENDS-5"


@pytest.mark.parametrize("key", sorted(EXAMPLES))
def test_the_five_six_example_replays_to_a_win_and_its_script_reproduces_it(key, tmp_path):
    script, name = EXAMPLES[key]
    save = ROOT / "saves" / "examples" / name
    session = Session.load(save)
    result = replay(registry.find(key), session.setup, session.events, keep=True)
    assert session.setup.game == key and len(session.setup.players) == 6
    assert result.problem is None and result.applied == len(session.events) and result.state.winner
    assert any(e["kind"] in ("helper", "guild") for e in session.events)
    assert example_script(script).build(tmp_path / "again.toml").read_bytes() == save.read_bytes()
    assert CliRunner().invoke(app, ["check", str(save)]).exit_code == 0
