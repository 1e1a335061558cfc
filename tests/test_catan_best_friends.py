"""Catan Best Friends (key ``best-friends``): favour tokens for friendly acts, the five guilds, 11 VP
(FRIENDS-1…13)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from catan_variants import SETUP, do, hand, refused, set_up, typed
from referee.cli.app import app
from referee.core import registry
from referee.games.catan import building, scoring
from referee.games.catan.bestfriends import rules
from referee.games.catan.game import Catan


@pytest.fixture(scope="module")
def game():
    return registry.find("best-friends")


def empty_hex(state):
    grid = state.board.grid
    return next(h for h in grid.hexes if h != state.robber
                and not any(c in state.occupant for c in grid.corners_of(h)))


def hex_of(state, name):
    grid = state.board.grid
    return next(h for h in grid.hexes if h != state.robber
                and {state.occupant[c][0] for c in grid.corners_of(h) if c in state.occupant} == {name})


def tokens(state, name, *guilds, turn=0):
    state.tokens[name] = [(g, turn) for g in guilds]


def next_turns(game, state, count):
    for _ in range(count):
        do(game, state, "end")
        do(game, state, "roll", total=11)


def test_best_friends_is_a_registered_catan_variant_played_to_11(game):
    assert isinstance(game, Catan) and game.key == "best-friends"
    for alias in ("nejlepsi-pratele", "nejlepší přátelé", "Beste Freunde"):
        assert registry.find(alias) is game
    assert game.resolve_options({})["victory_points"] == 11


def test_FRIENDS_13_the_game_is_won_at_11_and_chips_count(game):
    state = set_up(game)
    state.chips["Anna"] = 2
    assert scoring.victory_points(state, state.by_name["Anna"]) == 4
    do(game, state, "roll", total=11)
    state.chips["Anna"] = 8                                     # 2 settlements + 8 chips = 10
    do(game, state, "end")
    assert state.winner is None
    state.chips["Ben"] = 9                                      # Ben: 2 + 9 = 11, at the start of his turn
    do(game, state, "roll", total=11)
    assert state.winner == "Ben"


def test_FRIENDS_1_a_robber_move_that_harms_nobody_earns_a_token(game):
    state = set_up(game)
    do(game, state, "roll", total=7)
    out = do(game, state, "robber", to=empty_hex(state))
    assert state.due == {"Anna": 1} and any("FRIENDS-1" in line for line in out.lines)
    assert game.summary(state)["not_verified"] == [{"seq": 99, "rule": "FRIENDS-1",
                                                     "option": "friendly_robber=no_opponent"}]
    state = set_up(game)
    hand(state, "Ben")
    do(game, state, "roll", total=7)
    do(game, state, "robber", to=hex_of(state, "Ben"), victim="Ben")     # Ben holds nothing: no theft, but harm
    assert state.due == {}


def test_FRIENDS_1_by_option_only_a_theft_harms(game):
    state = set_up(game, friendly_robber="no_theft")
    hand(state, "Ben")
    do(game, state, "roll", total=7)
    do(game, state, "robber", to=hex_of(state, "Ben"), victim="Ben")
    assert state.due == {"Anna": 1}


def test_FRIENDS_2_a_gift_earns_the_giver_a_token(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    hand(state, "Anna", ore=2)
    hand(state, "Ben", wool=2)
    do(game, state, "trade", **{"with": "Ben"}, give={"ore": 2}, get={})
    assert state.due == {"Anna": 1}
    do(game, state, "trade", **{"with": "Ben"}, give={}, get={"wool": 1})
    assert state.due == {"Anna": 1, "Ben": 1}
    state = set_up(game, favour_per_card=True)
    do(game, state, "roll", total=11)
    hand(state, "Anna", ore=2)
    do(game, state, "trade", **{"with": "Ben"}, give={"ore": 2}, get={})
    assert state.due == {"Anna": 2}


def test_FRIENDS_3_roads_joined_to_another_players_earn_a_token_once(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    anna, grid = state.by_name["Anna"], state.board.grid
    assert "Ben" not in rules._touching(state, "Anna")
    path = building.road_spots(state, anna)[0]           # Anna's next road, and a road of Ben's at its far end
    far = next(e for e in grid.sides[path].ends if not any(p in anna.roads for p in grid.corners[e].paths))
    building.place(state, state.by_name["Ben"], "road", next(p for p in grid.corners[far].paths if p != path))
    hand(state, "Anna", lumber=2, brick=2)
    do(game, state, "build", piece="road", at=path)
    assert state.due == {"Anna": 1} and state.connected == {"Anna": {"Ben"}, "Ben": {"Anna"}}


def test_FRIENDS_4_a_token_is_drawn_only_for_a_favour_earned_and_while_its_guild_lasts(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    assert refused(game, state, "favour", guild="scholars").rule == "FRIENDS-4"
    state.due["Anna"] = 1
    state.spent["traders"] = 12
    assert refused(game, state, "favour", guild="traders").rule == "FRIENDS-4"
    typed(game, state, "favour gelehrte")
    assert state.tokens["Anna"] == [("scholars", state.turn)] and state.due["Anna"] == 0


def test_FRIENDS_5_tokens_are_cashed_from_the_next_turn_in_ones_own_turn(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "traders", turn=state.turn)
    assert refused(game, state, "guild", guild="traders", resource="ore").rule == "FRIENDS-5"
    tokens(state, "Ben", "traders")
    assert refused(game, state, "guild", "Ben", guild="traders", resource="ore").rule == "FRIENDS-5"
    next_turns(game, state, 3)
    typed(game, state, "guild traders ore")
    assert state.by_name["Anna"].hand["ore"] >= 1 and state.tokens["Anna"] == []


def test_FRIENDS_6_the_merchants_two_exchanges_1_for_1(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "merchants", "merchants")
    hand(state, "Anna", ore=2, wool=1)
    assert refused(game, state, "guild", guild="merchants", give={"ore": 3}, get={"brick": 3}).rule == "FRIENDS-6"
    typed(game, state, "guild merchants give ore wool get brick grain")
    assert dict(+state.by_name["Anna"].hand) == {"ore": 1, "brick": 1, "grain": 1}


def test_FRIENDS_8_the_road_builders_free_road(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "road_builders")
    hand(state, "Anna")
    spot = building.road_spots(state, state.by_name["Anna"])[0]
    assert refused(game, state, "guild", guild="road_builders", at="1a:1").rule == "CATAN-BUILD-8"
    do(game, state, "guild", guild="road_builders", at=spot)
    assert spot in state.by_name["Anna"].roads


def test_FRIENDS_9_the_scholars_free_development_card_for_two_tokens(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "scholars")
    assert refused(game, state, "guild", guild="scholars", card="knight").rule == "FRIENDS-5"   # two needed
    tokens(state, "Anna", "scholars", "scholars")
    typed(game, state, "guild scholars knight")
    assert state.by_name["Anna"].devs["knight"] == 1 and state.by_name["Anna"].bought_now["knight"] == 1


def test_FRIENDS_10_the_architects_catan_chip_while_the_12_last(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "architects", "architects")
    state.chips["Ben"] = 12
    assert refused(game, state, "guild", guild="architects").rule == "FRIENDS-10"
    state.chips["Ben"] = 1
    typed(game, state, "guild architects")
    assert state.chips["Anna"] == 1 and game.summary(state)["players"][0]["victory_points"] == 3


def test_FRIENDS_7_and_the_guild_fields(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "traders")
    assert refused(game, state, "guild", guild="traders", card="knight").rule == "FRIENDS-7"


def test_FRIENDS_11_tokens_are_never_traded(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "traders")
    assert refused(game, state, "trade", **{"with": "Ben"}, give={"traders": 1}, get={}).rule == "FRIENDS-11"


def test_FRIENDS_12_exchange_with_the_supply_by_option(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "merchants", "traders")
    assert refused(game, state, "exchange", returned=["merchants", "traders"], guild="scholars").rule == "FRIENDS-12"
    typed(game, state, "exchange merchants for scholars")
    assert sorted(g for g, _t in state.tokens["Anna"]) == ["scholars", "traders"]
    assert game.summary(state)["not_verified"][-1]["option"] == "favour_exchange=one_for_one"
    state = set_up(game, favour_exchange="off")
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "merchants")
    assert refused(game, state, "exchange", returned=["merchants"], guild="scholars").rule == "FRIENDS-12"
    state = set_up(game, favour_exchange="two_for_one")
    do(game, state, "roll", total=11)
    tokens(state, "Anna", "merchants", "traders")
    do(game, state, "exchange", returned=["merchants", "traders"], guild="architects")
    assert [g for g, _t in state.tokens["Anna"]] == ["architects"]


def test_a_best_friends_game_through_the_cli_with_check_json(tmp_path):
    save = tmp_path / "f.toml"
    runner = CliRunner()
    assert runner.invoke(app, ["new", "nejlepsi-pratele", "--players", "Anna,Ben,Cyril", "--board", "beginner-en",
                               "--save", str(save)]).exit_code == 0
    for i, at in enumerate(SETUP):
        result = runner.invoke(app, ["build", "road" if i % 2 else "settlement", at, "--save", str(save)])
        assert result.exit_code == 0, result.output
    for command in (["roll", "11"], ["trade", "Ben", "give", "1", "grain", "get"]):
        result = runner.invoke(app, [*command, "--save", str(save)])
        assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["favour", "traders", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert runner.invoke(app, ["guild", "traders", "ore", "--save", str(save)]).exit_code == 1   # not this turn
    data = json.loads(runner.invoke(app, ["check", str(save), "--json"]).stdout)
    assert data["valid"] and data["players"][0]["favour_tokens"] == {"traders": 1}
