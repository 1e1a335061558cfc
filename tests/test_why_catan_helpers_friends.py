"""``referee why`` for the Big Box members Helpers of Catan and Catan Best Friends: golden explanations of their
example saves, read off the saves and recounted here from the replayed states; each test name carries the rule ID
it exercises (as tests/test_why.py does for the base game)."""

from __future__ import annotations

from pathlib import Path

import pytest

from catan_variants import do, hand, set_up
from czech_telltale import english_words
from test_why import data, states, why
from referee.core import registry
from referee.core import why as core
from referee.games.catan import building
from referee.games.catan.bestfriends import why as friends_why

EXAMPLES = Path(__file__).resolve().parents[1] / "saves" / "examples"
HELPERS_SAVE = EXAMPLES / "catan-helpers-4p.toml"
FRIENDS_SAVE = EXAMPLES / "catan-best-friends-4p.toml"


# --- Helpers of Catan ---------------------------------------------------------------------------------------

def test_why_helpers_1_the_second_set_up_settlement_deals_the_lowest_numbered_helper():
    """#9: Dana's second settlement (the snake's second round starts with her) deals her A1, the Merchant."""
    d = data(HELPERS_SAVE, 9)
    assert "HELPERS-1" in d["rules"]
    assert "The second settlement deals Dana the lowest-numbered helper left: merchant (A1) (HELPERS-1)." \
        in d["reckoning"]
    before, after = states(HELPERS_SAVE, 9)
    assert "Dana" not in before.helper and after.helper["Dana"] == "merchant"


def test_why_helpers_7_the_merchant_each_giver_and_the_card_back():
    """#29: Dana's Merchant asks Anna (2 ore) and Cyril (1 ore) for ore; Anna gets lumber, Cyril brick back."""
    d = data(HELPERS_SAVE, 29)
    assert {"HELPERS-2", "HELPERS-3", "HELPERS-4", "HELPERS-5", "HELPERS-7"} <= set(d["rules"])
    assert d["data"]["helper"] == {"name": "merchant", "side": "A", "condition": "own_turn_after_roll",
                                   "rule": "HELPERS-7", "then": "flip", "verified": True,
                                   "cards": {"Anna": {"lumber": 1, "ore": -1}, "Cyril": {"brick": 1, "ore": -1},
                                             "Dana": {"lumber": -1, "brick": -1, "ore": 2}}}
    text = why(HELPERS_SAVE, "29").stdout
    assert "Anna held 2 ore: gives 1 and gets 1 lumber back (HELPERS-7)." in text
    assert "Cyril held 1 ore: gives 1 and gets 1 brick back (HELPERS-7)." in text
    assert "Condition met: used in Dana's own turn, after the roll (HELPERS-7)." in text
    assert "Then merchant is turned to side B (HELPERS-5)." in text
    before, after = states(HELPERS_SAVE, 29)
    assert before.by_name["Anna"].hand["ore"] == 2 and before.by_name["Cyril"].hand["ore"] == 1
    assert after.by_name["Dana"].hand["ore"] - before.by_name["Dana"].hand["ore"] == 2
    assert (before.side["Dana"], after.side["Dana"]) == ("A", "B")


def test_why_helpers_9_the_mayor_after_a_roll_that_gave_nothing():
    """#18: Anna's 2 gave Ben nothing; in Anna's turn Ben's Mayor takes 1 wool (the bank held 14)."""
    d = data(HELPERS_SAVE, 18)
    assert d["data"]["helper"]["condition"] == "any_turn_after_roll"
    assert d["data"]["helper"]["cards"] == {"Ben": {"wool": 1}}
    text = why(HELPERS_SAVE, "18").stdout
    assert "Condition met: used after the roll of 2 in Anna's turn (HELPERS-9)." in text
    assert "The roll of 2 gave Ben 0 card(s) (HELPERS-9); the bank held 14 wool." in text
    before, _after = states(HELPERS_SAVE, 18)
    assert before.roll_gain["Ben"] == 0 and before.last_roll == 2 and before.current.name == "Anna"
    assert before.bank()["wool"] == 14


def test_why_helpers_10_the_general_spares_a_discard_and_helpers_5_the_exchange():
    """#240: after Dana's 7 Anna holds 12 cards and owes 6; her General (side B) keeps them all and goes back to
    the display for the Noblewoman."""
    d = data(HELPERS_SAVE, 240)
    assert d["data"]["helper"]["side"] == "B" and d["data"]["helper"]["then"] == "noblewoman"
    assert d["data"]["helper"]["cards"] == {}
    text = why(HELPERS_SAVE, "240").stdout
    assert "Anna held 12 cards and owed 6: keeps them all (HELPERS-10)." in text
    assert "In cards: nothing." in text
    assert "Then general goes back to the display and Anna takes noblewoman, side A up, to use from the next " \
           "turn (HELPERS-5, HELPERS-4)." in text
    before, after = states(HELPERS_SAVE, 240)
    assert before.owed["Anna"] == 6 and before.by_name["Anna"].cards() == 12
    assert "Anna" not in after.owed and after.helper["Anna"] == "noblewoman" and after.side["Anna"] == "A"


def test_why_helpers_15_an_unknown_helper_is_used_as_declared_and_not_verified():
    """#19: Anna's A4 (text unknown): the table declared 1 lumber paid, 1 ore taken."""
    d = data(HELPERS_SAVE, 19)
    assert "HELPERS-15" in d["rules"]
    assert d["data"]["helper"]["verified"] is False
    assert d["data"]["helper"]["cards"] == {"Anna": {"lumber": -1, "ore": 1}}
    assert "Not verified: the card's text is unknown; the table declared it (HELPERS-15)." in d["reckoning"]


# --- Catan Best Friends ---------------------------------------------------------------------------------------

def test_why_friends_1_a_robber_move_that_harms_nobody_earns_a_token():
    """#38: Dana sends the robber to 1c, where nobody else builds: 1 token to draw (option friendly_robber)."""
    d = data(FRIENDS_SAVE, 38)
    assert "FRIENDS-1" in d["rules"] and d["data"]["earned"] == {"Dana": 1}
    assert "The robber on 1c harms nobody (option 'friendly_robber' = 'no_opponent'): Dana earns 1 favour " \
           "token(s) to draw (FRIENDS-1)." in d["reckoning"]
    before, after = states(FRIENDS_SAVE, 38)
    owners = {before.occupant[c][0] for c in before.board.grid.corners_of("1c") if c in before.occupant}
    assert owners <= {"Dana"}
    assert after.due["Dana"] - before.due.get("Dana", 0) == 1


def test_why_friends_2_a_gift_earns_the_giver_a_token():
    """#80: Dana gives 1 grain and gets nothing: a gift, 1 token."""
    d = data(FRIENDS_SAVE, 80)
    assert "FRIENDS-2" in d["rules"] and d["data"]["earned"] == {"Dana": 1}
    assert "Dana gave 1 grain with nothing in return, a gift: 1 favour token(s) to draw (option " \
           "'favour_per_card' = 'false') (FRIENDS-2)." in d["reckoning"]


def _joining_road(game):
    """A position of tests/test_catan_best_friends.py: Anna's next road would reach one of Ben's; and that road."""
    state = set_up(game)
    do(game, state, "roll", total=11)
    anna, grid = state.by_name["Anna"], state.board.grid
    path = building.road_spots(state, anna)[0]
    far = next(e for e in grid.sides[path].ends if not any(p in anna.roads for p in grid.corners[e].paths))
    building.place(state, state.by_name["Ben"], "road", next(p for p in grid.corners[far].paths if p != path))
    hand(state, "Anna", lumber=2, brick=2)
    return state, path


def test_why_friends_3_a_road_joining_another_players_earns_a_token_per_player_joined():
    game = registry.find("best-friends")
    (before, path), (after, _path) = _joining_road(game), _joining_road(game)
    event = {"seq": 1, "kind": "build", "player": "Anna", "piece": "road", "at": path}
    do(game, after, "build", piece="road", at=path)
    explained = core.Why(1, event)
    friends_why.TABLE["build"].detail(before, after, event, explained)
    assert "FRIENDS-3" in explained.rules and explained.data["earned"] == {"Anna": 1}
    assert "Anna's roads now meet those of Ben for the first time: 1 favour token(s) to draw (FRIENDS-3)." \
        in explained.reckoning.lines
    assert after.connected["Anna"] == {"Ben"} and not before.connected.get("Anna")


def test_why_friends_4_the_token_drawn_and_when_it_may_be_cashed():
    """#39: Dana draws the favour #38 earned: a scholars' token (24 in the supply), cashable from turn 9."""
    d = data(FRIENDS_SAVE, 39)
    assert d["rules"] == ["FRIENDS-4"]
    assert d["data"]["favour"] == {"due": 1, "supply": 24, "cashable_from": 9}
    before, after = states(FRIENDS_SAVE, 39)
    assert before.turn == 8 and after.tokens["Dana"] == [("scholars", 8)]


def test_why_friends_9_the_scholars_guild_costs_two_tokens():
    """#168: Cyril cashes his 2 scholars' tokens for the Knight drawn; his architects' token stays."""
    d = data(FRIENDS_SAVE, 168)
    assert {"FRIENDS-5", "FRIENDS-9"} <= set(d["rules"])
    assert d["data"]["guild"] == {"guild": "scholars", "cost": 2, "cashable": 2, "held": 2}
    text = why(FRIENDS_SAVE, "168").stdout
    assert "It gave knight from the deck for free, to play from a later turn (FRIENDS-9, CATAN-DEV-3)." in text
    assert "Tokens left to Cyril: 1 of the architects guild." in text
    before, after = states(FRIENDS_SAVE, 168)
    assert after.by_name["Cyril"].devs["knight"] - before.by_name["Cyril"].devs["knight"] == 1
    assert after.by_name["Cyril"].hand == before.by_name["Cyril"].hand


def test_why_friends_10_the_architects_guild_gives_a_catan_chip():
    """#203: Dana's 2 architects' tokens buy the first of the 12 chips: 5 victory points."""
    d = data(FRIENDS_SAVE, 203)
    assert d["data"]["guild"]["cost"] == 2 and "FRIENDS-10" in d["rules"]
    assert "It gave Catan chip 1 of 12: Dana now has 5 victory points (FRIENDS-10)." in why(FRIENDS_SAVE, "203").stdout
    before, after = states(FRIENDS_SAVE, 203)
    assert sum(before.chips.values()) == 0 and after.chips["Dana"] == 1


def test_why_friends_12_an_exchange_with_the_supply():
    """#156: Dana returns her merchants' token (earned in turn 36) for a traders' one, under one_for_one."""
    d = data(FRIENDS_SAVE, 156)
    assert {"FRIENDS-12", "FRIENDS-4"} <= set(d["rules"])
    assert d["data"]["exchange"] == {"option": "one_for_one", "returned": ["merchants"], "drawn": "traders",
                                     "turn": 36}
    before, after = states(FRIENDS_SAVE, 156)
    assert ("merchants", 36) in before.tokens["Dana"] and ("traders", 36) in after.tokens["Dana"]


# --- Czech -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("save,seq", [(HELPERS_SAVE, 9), (HELPERS_SAVE, 18), (HELPERS_SAVE, 19), (HELPERS_SAVE, 29),
                                      (HELPERS_SAVE, 64), (HELPERS_SAVE, 87), (HELPERS_SAVE, 112), (HELPERS_SAVE, 240),
                                      (FRIENDS_SAVE, 38), (FRIENDS_SAVE, 39), (FRIENDS_SAVE, 80), (FRIENDS_SAVE, 92),
                                      (FRIENDS_SAVE, 156), (FRIENDS_SAVE, 162), (FRIENDS_SAVE, 168),
                                      (FRIENDS_SAVE, 175), (FRIENDS_SAVE, 203)])
def test_why_of_helpers_and_best_friends_in_czech_reads_as_czech(save, seq):
    result = why(save, str(seq), lang="cs")
    assert result.exit_code == 0, result.output
    assert english_words(result.output) == []
    assert "Ověřeno podle:" in result.output
