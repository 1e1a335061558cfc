"""Helpers of Catan (key ``helpers``): dealing, the use of a helper, and each helper's rule (HELPERS-1…15)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from catan_variants import SETUP, do, hand, new_setup, refused, set_up, typed
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError
from referee.games.catan import production
from referee.games.catan.game import Catan
from referee.games.catan.helpers.cards import HELPERS, NUMBERED

BOARD_ROBBER = "3c"


@pytest.fixture(scope="module")
def game():
    return registry.find("helpers")


def use(game, state, player=None, **fields):
    name = player or state.current.name
    fields.setdefault("name", state.helper[name])
    fields.setdefault("side", state.side[name])
    fields.setdefault("then", "flip")
    return do(game, state, "helper", name, **fields)


def rolled(game, state, total=8):
    do(game, state, "roll", total=total)


def test_helpers_is_a_registered_catan_variant_with_its_aliases(game):
    assert isinstance(game, Catan) and game.key == "helpers"
    for alias in ("pomocnici", "pomocníci", "Helfer von Catan"):
        assert registry.find(alias) is game
    assert "helper" in game.kinds and "helper" in game.verbs
    assert len(HELPERS) == 10 and [h.number for h in NUMBERED] == [1, 2, 3, 4, 5, 6]


def test_HELPERS_1_the_second_settlements_take_the_numbered_helpers_in_order(game):
    state = set_up(game)
    # the snake's second round runs Cyril, Ben, Anna: they take A1, A2, A3
    assert (state.helper, set(state.side.values())) == ({"Cyril": "merchant", "Ben": "mendicant",
                                                         "Anna": "mayor"}, {"A"})
    summary = game.summary(state)
    assert summary["helper_display"] == ["helper_4", "general", "helper_6", "robber_bride", "captain", "priest",
                                         "noblewoman"]
    assert [p["helper"] for p in summary["players"]] == ["mayor", "mendicant", "merchant"]


def test_HELPERS_1_four_players_deal_the_unknown_A4_which_check_lists_as_not_verified(game):
    state = game.initial_state(new_setup(game, ("Anna", "Ben", "Cyril", "Dana")))
    spots = ["3e:2", "3e:1", "2b:4", "2b:3", "4b:4", "4b:5", "1a:2", "1a:1", "2d:6", "2d:5", "3b:6", "3b:5",
             "5b:6", "5b:5", "4d:4", "4d:3"]
    order = [state.players[i].name for i in state.setup_order() for _ in (0, 1)]
    for i, (name, at) in enumerate(zip(order, spots)):
        do(game, state, "build", name, piece="road" if i % 2 else "settlement", at=at)
    assert state.helper["Anna"] == "helper_4"
    assert game.summary(state)["not_verified"] == [{"seq": 99, "rule": "HELPERS-1", "helper": "helper_4",
                                                      "what": "dealt"}]
    assert any("not verified" in line for line in game.check_notes(state))


def test_HELPERS_2_the_helper_used_is_the_one_held_on_the_side_up(game):
    state = set_up(game)
    rolled(game, state)
    assert refused(game, state, "helper", "Anna", name="captain", side="A", then="flip",
                   resource="ore").rule == "HELPERS-2"
    assert refused(game, state, "helper", "Anna", name="mayor", side="B", then="flip",
                   resource="ore").rule == "HELPERS-2"


def test_HELPERS_3_one_use_per_turn(game):
    state = set_up(game)
    state.turn = 2
    do(game, state, "roll", total=11)                   # nobody's 11 on these spots: Anna gets nothing
    use(game, state, resource="ore", then="captain")    # the Mayor, exchanged for the Captain
    state.received["Anna"] = 1                          # as if the Captain had come earlier
    assert refused(game, state, "helper", "Anna", name="captain", side="A", then="flip",
                   resource="wool").rule == "HELPERS-3"


def test_HELPERS_4_never_in_the_turn_received(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    use(game, state, resource="ore", then="captain")
    do(game, state, "end")
    do(game, state, "roll", total=11)
    do(game, state, "end")
    do(game, state, "roll", total=11)
    do(game, state, "end")                              # Anna's next turn: the Captain is usable
    state.received["Anna"] = state.turn                 # … unless received in this very turn
    assert refused(game, state, "helper", "Anna", name="captain", side="A", then="flip",
                   resource="wool").rule == "HELPERS-4"
    state.received["Anna"] = state.turn - 3
    use(game, state, resource="wool")
    assert state.side["Anna"] == "B"


def test_HELPERS_4_not_during_the_set_up(game):
    state = game.initial_state(new_setup(game))
    assert refused(game, state, "helper", "Anna", name="mayor", side="A", then="flip",
                   resource="ore").rule == "HELPERS-4"


def test_HELPERS_5_side_A_flips_side_B_must_be_exchanged_not_for_the_one_returned(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    use(game, state, resource="ore")                    # Mayor A → B
    assert state.side["Anna"] == "B"
    for _ in range(3):
        do(game, state, "end")
        do(game, state, "roll", total=11)
    assert state.current.name == "Anna"
    assert refused(game, state, "helper", "Anna", name="mayor", side="B", then="flip",
                   resource="ore").rule == "HELPERS-5"
    assert refused(game, state, "helper", "Anna", name="mayor", side="B", then="mayor",
                   resource="ore").rule == "HELPERS-5"
    assert refused(game, state, "helper", "Anna", name="mayor", side="B", then="merchant",
                   resource="ore").rule == "HELPERS-5"   # Cyril holds it: not in the display
    use(game, state, resource="ore", then="general")
    assert (state.helper["Anna"], state.side["Anna"]) == ("general", "A")
    assert "mayor" in game.summary(state)["helper_display"]


def test_HELPERS_7_the_merchant_takes_a_named_resource_and_gives_a_card_back(game):
    state = set_up(game)
    for _ in range(2):
        do(game, state, "roll", total=11)
        do(game, state, "end")
    assert state.current.name == "Cyril"
    rolled(game, state, 11)
    hand(state, "Anna", ore=1)
    hand(state, "Ben", grain=2)
    hand(state, "Cyril", wool=1, lumber=1)
    assert refused(game, state, "helper", "Cyril", name="merchant", side="A", then="flip", resource="ore",
                   **{"from": ["Anna", "Ben"], "back": ["wool", "lumber"]}).rule == "HELPERS-7"   # Ben has no ore
    assert refused(game, state, "helper", "Cyril", name="merchant", side="A", then="flip", resource="ore",
                   **{"from": ["Anna"], "back": ["grain"]}).rule == "HELPERS-7"            # Cyril has no grain
    assert refused(game, state, "helper", "Cyril", name="merchant", side="A", then="flip", resource="ore",
                   **{"from": ["Anna", "Ben", "Cyril"], "back": ["wool"]}).rule == "HELPERS-7"
    typed(game, state, "helper merchant ore Anna:wool")
    assert dict(+state.by_name["Cyril"].hand) == {"ore": 1, "lumber": 1}
    assert dict(+state.by_name["Anna"].hand) == {"wool": 1}


def test_HELPERS_8_the_mendicant_replaces_a_roads_brick_or_lumber(game):
    state = set_up(game)
    do(game, state, "roll", total=11)
    do(game, state, "end")
    rolled(game, state, 11)
    hand(state, "Ben", lumber=1, wool=1, ore=1)
    assert refused(game, state, "helper", "Ben", name="mendicant", side="A", then="flip", at="2b:1",
                   pay={"wool": 1, "ore": 1}).rule == "HELPERS-8"          # both replaced
    assert refused(game, state, "helper", "Ben", name="mendicant", side="A", then="flip", at="4d:1",
                   pay={"lumber": 1, "wool": 1}).rule == "CATAN-BUILD-8"   # not connected
    typed(game, state, "helper mendicant 2b:1 pay lumber wool")
    ben = state.by_name["Ben"]
    assert state.board.grid.side("2b:1") in ben.roads and dict(+ben.hand) == {"ore": 1}


def test_HELPERS_9_the_mayor_after_a_roll_that_gave_nothing(game):
    state = set_up(game)
    do(game, state, "roll", total=7)
    assert refused(game, state, "helper", "Anna", name="mayor", side="A", then="flip",
                   resource="ore").rule == "HELPERS-9"                     # a 7
    paying = next(t for t in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
                  if any("Anna" in per for per in production.claims(state, t).values()))
    state = set_up(game)
    do(game, state, "roll", total=paying)
    assert refused(game, state, "helper", "Anna", name="mayor", side="A", then="flip",
                   resource="ore").rule == "HELPERS-9"                     # the roll paid her
    state = set_up(game)
    do(game, state, "roll", total=11)
    do(game, state, "end")
    do(game, state, "roll", total=11)                                      # Ben's roll: Anna gets nothing
    typed(game, state, "helper mayor grain", player="Anna")                # in another player's turn too
    assert state.used["Anna"] == state.turn and state.by_name["Anna"].hand["grain"] >= 1


def test_HELPERS_10_the_general_spares_a_discard_or_gives_a_card_to_a_small_hand(game):
    state = set_up(game)
    hand(state, "Ben", ore=9)
    hand(state, "Cyril", wool=2)
    do(game, state, "roll", total=7)
    assert state.owed == {"Ben": 4}
    state.helper["Ben"], state.helper["Cyril"] = "general", "captain"     # as if exchanged earlier
    assert refused(game, state, "helper", "Ben", name="general", side="A", then="flip",
                   resource="ore").rule == "HELPERS-10"
    use(game, state, "Ben")
    assert state.owed == {} and state.by_name["Ben"].hand["ore"] == 9
    state.helper["Cyril"], state.side["Cyril"] = "general", "A"
    state.helper["Ben"] = "captain"
    typed(game, state, "helper general grain", player="Cyril")
    assert state.by_name["Cyril"].hand["grain"] == 1


def test_HELPERS_11_the_robber_bride_sends_the_robber_home_and_takes_its_resource(game):
    state = set_up(game)
    rolled(game, state, 11)
    state.helper["Anna"] = "robber_bride"
    assert refused(game, state, "helper", "Anna", name="robber_bride", side="A", then="flip",
                   to=BOARD_ROBBER).rule == "HELPERS-11"                   # already on the desert
    state.robber = "3e"
    assert refused(game, state, "helper", "Anna", name="robber_bride", side="A", then="flip",
                   to="3d").rule == "HELPERS-11"
    before = state.by_name["Anna"].hand.copy()
    typed(game, state, "helper robber_bride")
    gained = state.by_name["Anna"].hand - before
    assert state.robber == BOARD_ROBBER and sum(gained.values()) == 1


def test_HELPERS_12_the_captain_trades_one_resource_2_to_1_for_the_rest_of_the_turn(game):
    state = set_up(game)
    rolled(game, state, 11)
    state.helper["Anna"] = "captain"
    hand(state, "Anna", wool=4)
    assert refused(game, state, "maritime", give={"wool": 2}, get={"ore": 1}).rule.startswith("CATAN-MARITIME")
    typed(game, state, "helper captain wool")
    do(game, state, "maritime", give={"wool": 2}, get={"ore": 1})
    do(game, state, "end")
    assert state.ports == {}


def test_HELPERS_13_the_priest_builds_for_a_knight(game):
    state = set_up(game)
    rolled(game, state, 11)
    state.helper["Anna"] = "priest"
    hand(state, "Anna", lumber=1, brick=1, ore=2, grain=1)
    assert refused(game, state, "helper", "Anna", name="priest", side="A", then="flip", piece="city",
                   at="3e:2", knight="table").rule == "HELPERS-13"         # no knight played
    anna = state.by_name["Anna"]
    anna.knights, state.largest_army = 3, "Anna"
    state.by_name["Ben"].knights = 3
    typed(game, state, "helper priest city 3e:2 table")
    assert "3e:2" in anna.cities and anna.knights == 2 and state.largest_army == "Ben"
    assert dict(+anna.hand) == {"lumber": 1, "brick": 1}


def test_HELPERS_14_the_noblewoman_takes_a_card_from_a_player_with_more_points(game):
    state = set_up(game)
    rolled(game, state, 11)
    state.helper["Anna"] = "noblewoman"
    hand(state, "Ben", ore=1)
    assert refused(game, state, "helper", "Anna", name="noblewoman", side="A", then="flip", victim="Ben",
                   stolen="ore").rule == "HELPERS-14"                      # 2 VP each
    state.by_name["Ben"].devs["victory_point"] = 1                         # hidden points do not count
    assert refused(game, state, "helper", "Anna", name="noblewoman", side="A", then="flip", victim="Ben",
                   stolen="ore").rule == "HELPERS-14"
    for _ in range(3):
        do(game, state, "end")
        do(game, state, "roll", total=11)
    state.by_name["Ben"].cities.add("2b:4")
    state.by_name["Ben"].settlements.discard("2b:4")
    typed(game, state, "helper noblewoman Ben ore")
    assert state.by_name["Anna"].hand["ore"] >= 1 and state.by_name["Ben"].hand["ore"] == 0


def test_HELPERS_15_an_unknown_helpers_use_is_recorded_as_declared_and_not_verified(game):
    state = set_up(game)
    rolled(game, state, 11)
    state.helper["Anna"] = "helper_6"
    hand(state, "Anna", wool=1)
    assert refused(game, state, "helper", "Anna", name="helper_6", side="A", then="flip",
                   pay={"ore": 1}).rule == "HELPERS-15"
    typed(game, state, "helper helper_6 pay wool take ore")
    assert dict(+state.by_name["Anna"].hand) == {"ore": 1}
    assert game.summary(state)["not_verified"][-1] == {"seq": 99, "rule": "HELPERS-15", "helper": "helper_6",
                                                              "what": "used"}


def test_a_helper_event_is_refused_with_fields_of_another_helper(game):
    state = set_up(game)
    rolled(game, state, 11)
    rule = refused(game, state, "helper", "Anna", name="mayor", side="A", then="flip", victim="Ben").rule
    assert rule == "HELPERS-9"


def test_the_helper_notation_needs_a_then_on_side_B(game):
    state = set_up(game)
    state.side["Anna"] = "B"
    rolled(game, state, 11)
    with pytest.raises(NotationError):
        game.parse(state, "helper", ["mayor", "ore"], None)
    assert game.parse(state, "helper", ["ore", "then", "general"], None)["then"] == "general"


def test_a_helpers_game_through_the_cli_with_check_json(tmp_path):
    save = tmp_path / "h.toml"
    runner = CliRunner()
    assert runner.invoke(app, ["new", "pomocnici", "--players", "Anna,Ben,Cyril", "--board", "beginner-en",
                               "--save", str(save)]).exit_code == 0
    for i, at in enumerate(SETUP):
        piece = "road" if i % 2 else "settlement"
        result = runner.invoke(app, ["build", piece, at, "--save", str(save)])
        assert result.exit_code == 0, result.output
    assert runner.invoke(app, ["roll", "11", "--save", str(save)]).exit_code == 0
    result = runner.invoke(app, ["helper", "mayor", "ore", "--save", str(save)])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["helper", "mayor", "ore", "then", "general", "--save", str(save)])
    assert result.exit_code == 1 and "HELPERS-" in result.output
    data = json.loads(runner.invoke(app, ["check", str(save), "--json"]).stdout)
    assert data["valid"] and data["game"] == "helpers" and data["players"][0]["helper_side"] == "B"
