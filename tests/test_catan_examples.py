"""Golden tests: every worked example of catan-base.md §7, in order.

Coordinates are those of the ``beginner-en`` board (catan-boards.md §3.1):
3e = mountains 8, 4a = forest 8, 3b = forest 11, 4b = mountains 3,
2b = hills 6, 1a = mountains 10, 4d = pasture 5, 3c = desert (robber).

Each test name carries the example ID and the rule ID(s) it exercises. The
numbers asserted are the ones the digest states; where the digest leaves
something open, the comment says how it was read.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from catan_helpers import hand, play, position, refused, setup, snapshot
from referee.core.errors import NotationError
from referee.cli.app import app
from referee.core.session import Session
from referee.games.catan import GAME

FULL = 19


def summary(state):
    return GAME.summary(state)


def player(state, name):
    return next(p for p in summary(state)["players"] if p["name"] == name)


def vp(state, name):
    return player(state, name)["victory_points"]


def road(state, name):
    return player(state, name)["longest_road"]


def bank(state):
    return summary(state)["bank"]


def cards(state, name):
    return state.by_name[name].cards()


# --------------------------------------------------------------------------
# Production — EX-PROD-1..4
# --------------------------------------------------------------------------

PROD_NAMES = ("Blue", "Orange", "White", "Red")     # Red (last) only parks the cards a short bank lacks
PROD_PIECES = {"Blue": {"settlement": ["3e:2"], "city": ["3e:6"]}, "Orange": {"city": ["3b:6"]}}


def prod_position(pieces=PROD_PIECES, **kw):
    return position(PROD_NAMES, active="Blue", rolled=False, pieces=pieces, **kw)


def test_ex_prod_1_catan_prod_2_settlement_and_city_on_an_8():
    s = prod_position()
    out = play(s, "roll", total=8, dice=[3, 5])
    # Producing hexes 3e (ore) and 4a (lumber): Blue 1 + 2 ore, Orange's city on 4a 2 lumber.
    assert out.data["production"] == {"Blue": {"ore": 3}, "Orange": {"lumber": 2}}
    assert hand(s, "Blue") == {"ore": 3}
    assert hand(s, "Orange") == {"lumber": 2}
    assert hand(s, "White") == {} and hand(s, "Red") == {}
    assert bank(s) == {"lumber": 17, "brick": FULL, "wool": FULL, "grain": FULL, "ore": 16}


def test_ex_prod_2_catan_prod_4_robber_blocks_3e():
    s = prod_position(robber="3e")
    out = play(s, "roll", total=8)
    assert hand(s, "Blue") == {}
    assert hand(s, "Orange") == {"lumber": 2}
    assert out.data["production"] == {"Orange": {"lumber": 2}}
    assert bank(s)["ore"] == FULL and bank(s)["lumber"] == 17


def test_ex_prod_3_catan_prod_5_bank_short():
    s = prod_position(bank={"ore": 2})
    red_before = hand(s, "Red")
    play(s, "roll", total=8)
    # 3 ore owed, 2 in the bank: no ore paid (per resource); lumber is paid normally.
    assert hand(s, "Blue") == {}
    assert hand(s, "Orange") == {"lumber": 2}
    assert hand(s, "Red") == red_before
    assert bank(s)["ore"] == 2 and bank(s)["lumber"] == 17


def test_ex_prod_3_catan_prod_5_option_shortage_sole_player_gets_rest():
    s = prod_position(bank={"ore": 2}, shortage_sole_player_gets_rest=True)
    play(s, "roll", total=8)
    assert hand(s, "Blue") == {"ore": 2}
    assert hand(s, "Orange") == {"lumber": 2}
    assert bank(s)["ore"] == 0 and bank(s)["lumber"] == 17


@pytest.mark.parametrize("sole_gets_rest", [False, True])
def test_ex_prod_4_catan_prod_5_two_players_owed_short_ore(sole_gets_rest):
    pieces = {**PROD_PIECES, "White": {"settlement": ["3e:10"]}}
    s = prod_position(pieces, bank={"ore": 3}, shortage_sole_player_gets_rest=sole_gets_rest)
    assert s.board.grid.corner("3e:10") == "2d:6"          # touches 2d, 3d, 3e
    play(s, "roll", total=8)
    # Ore owed 3 (Blue) + 1 (White) = 4 > 3, two players owed: nobody gets ore under either option.
    assert hand(s, "Blue") == {}
    assert hand(s, "White") == {}
    assert hand(s, "Orange") == {"lumber": 2}
    assert bank(s)["ore"] == 3


# --------------------------------------------------------------------------
# Set-up — EX-SETUP-1..3 (a real set-up from a fresh state)
# --------------------------------------------------------------------------

# Seats clockwise Anna, Ben, Cyril, Dana; Cyril won the starting roll, so he is listed first
# (DESIGN §4: the first listed player starts) and the clockwise order continues Dana, Anna, Ben.
SETUP_NAMES = ("Cyril", "Dana", "Anna", "Ben")
ROUND_1 = [("Cyril", "4c:4", "4c:5"), ("Dana", "1c:2", "1c:3"),
           ("Anna", "3a:8", "3a:7"), ("Ben", "5b:6", "5b:7")]
ROUND_2 = [("Ben", "2b:6", "2b:5"), ("Anna", "1a:10", "1a:9"),
           ("Dana", "3b:6", "3b:5"), ("Cyril", "3d:4", "3d:3")]


def fresh(names=SETUP_NAMES):
    return GAME.initial_state(setup(names))


def place_pair(state, name, settlement, road_at):
    assert summary(state)["current_player"] == name
    play(state, "build", name, piece="settlement", at=settlement)
    assert summary(state)["current_player"] == name       # the road follows from the same player
    play(state, "build", name, piece="road", at=road_at)


def test_ex_setup_1_catan_setup_4_8_snake_order_and_first_roll():
    s = fresh()
    assert summary(s)["phase"] == "setup" and summary(s)["turn"] == 0
    # Cyril, listed first, places first: Anna out of turn is refused and nothing changes
    refused("CATAN-SETUP-4", s, "build", "Anna", piece="settlement", at="3a:8")
    # a road before the settlement is refused too (each placement is settlement, then road)
    refused("CATAN-SETUP-4", s, "build", "Cyril", piece="road", at="4c:5")
    order = []
    for name, settlement, road_at in ROUND_1 + ROUND_2:
        order.append(summary(s)["current_player"])
        place_pair(s, name, settlement, road_at)
    # round 2 starts with Ben, the last of round 1, placing again at once; Cyril places last
    assert order == ["Cyril", "Dana", "Anna", "Ben", "Ben", "Anna", "Dana", "Cyril"]
    sm = summary(s)
    assert (sm["phase"], sm["turn"], sm["current_player"]) == ("roll", 1, "Cyril")
    refused("CATAN-TURN-1", s, "roll", "Dana", total=6)
    play(s, "roll", "Cyril", total=12)
    assert summary(s)["phase"] == "main"
    # After set-up every player has 2 VP (CATAN-VP-1)
    assert [p["victory_points"] for p in sm["players"]] == [2, 2, 2, 2]


def test_ex_setup_2_catan_setup_7_second_settlement_resources():
    s = fresh()
    for step in ROUND_1:
        place_pair(s, *step)
    # First-round settlements yield nothing
    assert all(hand(s, n) == {} for n in SETUP_NAMES)
    assert bank(s) == {r: FULL for r in ("lumber", "brick", "wool", "grain", "ore")}
    place_pair(s, *ROUND_2[0])
    assert hand(s, "Ben") == {"brick": 1, "lumber": 1}          # 2b:6: hills 6, forest 11, desert
    place_pair(s, *ROUND_2[1])
    assert hand(s, "Anna") == {"ore": 1}                        # 1a:10: coastal, mountains 10 only
    place_pair(s, *ROUND_2[2])
    assert hand(s, "Dana") == {"lumber": 2, "ore": 1}           # 3b:6: forest 11, forest 8, mountains 3
    place_pair(s, *ROUND_2[3])
    assert hand(s, "Cyril") == {"lumber": 1, "wool": 1, "ore": 1}   # 3d:4: forest 3, mountains 8, pasture 5
    # No payment for set-up pieces (CATAN-SETUP-7): the bank lost exactly what was handed out
    assert bank(s) == {"lumber": 15, "brick": 18, "wool": 18, "grain": 19, "ore": 16}


def test_ex_setup_3_catan_setup_6_round_2_road_at_first_settlement():
    s = fresh()
    for step in ROUND_1 + ROUND_2[:2]:
        place_pair(s, *step)
    play(s, "build", "Dana", piece="settlement", at="3b:6")
    # 1c:1 touches Dana's round-1 settlement 1c:2, not her round-2 settlement 3b:6
    refused("CATAN-SETUP-6", s, "build", "Dana", piece="road", at="1c:1")
    play(s, "build", "Dana", piece="road", at="3b:5")
    assert summary(s)["current_player"] == "Cyril"


# --------------------------------------------------------------------------
# Seven and robber — EX-SEVEN-1..2, EX-ROBBER-1..2
# --------------------------------------------------------------------------

# Petra rolls (the digest does not say who rolls in the seed's example; the roller is not among
# the discarders there). Blue (3e:2, 3e:6) is added for EX-ROBBER-1, which continues EX-SEVEN-1.
SEVEN_NAMES = ("Petra", "Jana", "Karel", "Blue")
SEVEN_HANDS = {"Petra": {"lumber": 2, "brick": 2, "wool": 2},                          # 6
               "Jana": {"lumber": 2, "brick": 2, "grain": 2, "ore": 2},                 # 8
               "Karel": {"lumber": 3, "brick": 3, "wool": 2, "grain": 2, "ore": 1},     # 11
               "Blue": {"ore": 2, "wool": 1}}                                         # 3


def seven_position():
    return position(SEVEN_NAMES, active="Petra", rolled=False, hands=SEVEN_HANDS,
                    pieces={"Blue": {"settlement": ["3e:2"], "city": ["3e:6"]}})


def seven_and_discards(s):
    out = play(s, "roll", total=7)
    assert out.data["discards"] == {"Jana": 4, "Karel": 5}
    assert summary(s)["phase"] == "discard"
    refused("CATAN-SEVEN-1", s, "discard", "Petra", cards={"lumber": 1})    # 6 cards: discards 0
    play(s, "discard", "Jana", cards={"grain": 2, "ore": 2})                 # she chooses which
    play(s, "discard", "Karel", cards={"lumber": 3, "brick": 2})
    assert summary(s)["phase"] == "robber"


def test_ex_seven_1_catan_seven_1_half_rounded_down():
    s = seven_position()
    before = bank(s)
    seven_and_discards(s)
    assert (cards(s, "Petra"), cards(s, "Jana"), cards(s, "Karel")) == (6, 4, 6)
    assert hand(s, "Jana") == {"lumber": 2, "brick": 2}
    # the 9 discarded cards go back to the bank
    assert {r: bank(s)[r] - before[r] for r in before} == {"lumber": 3, "brick": 2, "wool": 0, "grain": 2, "ore": 2}


def test_ex_seven_2_catan_seven_1_2_3_roller_devcards_wrong_size():
    hands = {"Petra": {"lumber": 3, "brick": 3, "wool": 3},                  # the roller, 9 cards
             "Jana": {"lumber": 2, "brick": 2, "grain": 2, "ore": 2},        # 8
             "Karel": {"wool": 3, "grain": 2, "ore": 2}}                     # 7 resource cards
    s = position(("Petra", "Jana", "Karel"), active="Petra", rolled=False, hands=hands,
                 devs={"Karel": {"knight": 2, "victory_point": 1}})          # + 3 development cards
    out = play(s, "roll", total=7)
    assert out.data["discards"] == {"Petra": 4, "Jana": 4}                 # roller not exempt; Karel 0
    refused("CATAN-SEVEN-1", s, "discard", "Karel", cards={"wool": 1})
    refused("CATAN-SEVEN-3", s, "discard", "Jana", cards={"lumber": 2, "brick": 1})   # 3, must be 4
    play(s, "discard", "Petra", cards={"lumber": 2, "brick": 2})
    play(s, "discard", "Jana", cards={"lumber": 1, "brick": 1, "grain": 1, "ore": 1})
    assert (cards(s, "Petra"), cards(s, "Jana"), cards(s, "Karel")) == (5, 4, 7)
    assert player(s, "Karel")["dev_cards"] == {"knight": 2, "victory_point": 1}


def test_ex_robber_1_catan_robber_2_3_prod_4_after_seven():
    s = seven_position()
    seven_and_discards(s)
    bank_before = bank(s)
    out = play(s, "robber", to="3e", victim="Blue", stolen="ore")
    assert out.warnings == []
    assert s.robber == "3e"
    assert hand(s, "Blue") == {"ore": 1, "wool": 1}
    assert cards(s, "Petra") == 7 and s.by_name["Petra"].hand["ore"] == 1
    assert bank(s) == bank_before                                            # CATAN-ROBBER-6
    assert summary(s)["phase"] == "main"
    play(s, "end")
    # Jana's turn: an 8 — 3e is blocked, Blue gets nothing (4a has no buildings)
    play(s, "roll", total=8)
    assert hand(s, "Blue") == {"ore": 1, "wool": 1}
    play(s, "end")
    # Karel's turn, a later 7: nobody holds more than 7 now
    out = play(s, "roll", total=7)
    assert out.data["discards"] == {}
    refused("CATAN-ROBBER-2", s, "robber", to="3e")                          # 3e → 3e
    out = play(s, "robber", to="3c")                                         # desert: legal
    assert out.warnings == [] and s.robber == "3c"                           # nobody there: no theft
    assert (cards(s, "Petra"), cards(s, "Jana"), cards(s, "Karel"), cards(s, "Blue")) == (7, 4, 6, 2)
    play(s, "end")
    # The robber has left 3e: it produces again (Blue 1 + 2 ore)
    play(s, "roll", total=8)
    assert hand(s, "Blue") == {"ore": 4, "wool": 1}


def test_ex_robber_1_catan_robber_6_stolen_card_must_be_named():
    # The digest lets a log record the stolen card as "unknown" (CATAN-ROBBER-6); the save
    # contract (DESIGN.md §4) requires the card, which thief and victim both see. Ruling in
    # docs/rulings.md: "unknown" is refused with a message that names the resources.
    s = seven_position()
    seven_and_discards(s)
    before = snapshot(s)
    with pytest.raises(NotationError) as info:
        play(s, "robber", to="3e", victim="Blue", stolen="unknown")
    assert "CATAN-ROBBER-6" in info.value.message and "ore" in info.value.allowed
    assert snapshot(s) == before
    play(s, "robber", to="3e", victim="Blue", stolen="ore")
    assert cards(s, "Blue") == 2 and cards(s, "Petra") == 7


def test_ex_robber_2_catan_robber_3_knight_cannot_rob_oneself():
    s = position(("Blue", "Orange", "White"), active="Blue", rolled=False,
                 pieces={"Blue": {"settlement": ["3e:2"], "city": ["3e:6"]}},
                 hands={"Blue": {"ore": 2}, "Orange": {"wool": 1}}, devs={"Blue": {"knight": 1}})
    refused("CATAN-ROBBER-3", s, "play", card="knight", to="3e", victim="Blue", stolen="ore")
    out = play(s, "play", card="knight", to="3e")
    assert out.warnings == []                               # no eligible victim: no theft expected
    assert s.robber == "3e" and hand(s, "Blue") == {"ore": 2} and hand(s, "Orange") == {"wool": 1}
    assert player(s, "Blue")["knights_played"] == 1


# --------------------------------------------------------------------------
# Trades — EX-TRADE-1..2, EX-MAR-1..2, EX-COMBINED-1
# --------------------------------------------------------------------------

TRADE_NAMES = ("Anna", "Ben", "Cyril")
NAMES4 = ("Anna", "Ben", "Cyril", "Dana")


def test_ex_trade_1_catan_trade_3_free_ratio():
    # The active player offers ore for brick; Ben wants 3 ore, Cyril 1 lumber + 1 ore; Anna takes Cyril's.
    s = position(TRADE_NAMES, active="Anna",
                 hands={"Anna": {"lumber": 1, "ore": 3}, "Ben": {"brick": 1}, "Cyril": {"brick": 1}})
    before = bank(s)
    out = play(s, "trade", **{"with": "Cyril"}, give={"lumber": 1, "ore": 1}, get={"brick": 1})
    assert out.warnings == []
    assert hand(s, "Anna") == {"brick": 1, "ore": 2}
    assert hand(s, "Cyril") == {"lumber": 1, "ore": 1}
    assert hand(s, "Ben") == {"brick": 1}
    assert bank(s) == before


def test_ex_trade_2_catan_trade_2_non_active_players_cannot_trade():
    s = position(TRADE_NAMES, active="Anna", hands={"Ben": {"wool": 1}, "Cyril": {"grain": 1}})
    refused("CATAN-TRADE-2", s, "trade", "Ben", **{"with": "Cyril"}, give={"wool": 1}, get={"grain": 1})


def test_ex_mar_1_catan_maritime_1_four_to_one_without_harbour():
    s = position(TRADE_NAMES, active="Anna", pieces={"Anna": {"settlement": ["3c:6"]}},
                 hands={"Anna": {"ore": 7}})
    play(s, "maritime", give={"ore": 4}, get={"lumber": 1})
    assert hand(s, "Anna") == {"ore": 3, "lumber": 1}
    refused("CATAN-MARITIME-1", s, "maritime", give={"ore": 3}, get={"lumber": 1})


def test_ex_mar_1_catan_maritime_2_generic_harbour_built_earlier():
    s = position(TRADE_NAMES, active="Anna", pieces={"Anna": {"settlement": ["1a:10"]}},
                 hands={"Anna": {"ore": 3}})
    play(s, "maritime", give={"ore": 3}, get={"lumber": 1})
    assert hand(s, "Anna") == {"lumber": 1}
    assert bank(s)["ore"] == FULL and bank(s)["lumber"] == FULL - 1


def test_ex_mar_1_catan_maritime_4_var_1_harbour_built_this_turn():
    # Anna reaches 1a:10 by her roads 1a:1 and 1a:11 from her settlement 1a:2 (not a harbour corner).
    s = position(TRADE_NAMES, active="Anna", combined_trade_build=True,
                 pieces={"Anna": {"settlement": ["1a:2"], "road": ["1a:1", "1a:11"]}},
                 hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1, "ore": 3}})
    play(s, "build", piece="settlement", at="1a:10")
    refused("CATAN-MARITIME-4", s, "maritime", give={"ore": 3}, get={"lumber": 1})
    for who in ("Anna", "Ben", "Cyril"):
        if who != "Anna":
            play(s, "roll", total=12)           # 2a (fields 12): nobody there
        play(s, "end")
    play(s, "roll", total=12)
    play(s, "maritime", give={"ore": 3}, get={"lumber": 1})     # her next turn: the 3:1 works
    assert hand(s, "Anna") == {"lumber": 1}


def test_ex_mar_2_catan_maritime_3_wool_harbour():
    s = position(TRADE_NAMES, active="Anna", pieces={"Anna": {"settlement": ["4d:4"]}},
                 hands={"Anna": {"wool": 6, "grain": 3}})
    play(s, "maritime", give={"wool": 2}, get={"ore": 1})
    assert hand(s, "Anna") == {"wool": 4, "grain": 3, "ore": 1}
    play(s, "maritime", give={"wool": 4}, get={"ore": 1, "grain": 1})
    assert hand(s, "Anna") == {"grain": 4, "ore": 2}
    # a 2:1 wool harbour gives no 3:1 for grain
    refused("CATAN-MARITIME-3", s, "maritime", give={"grain": 3}, get={"ore": 1})


def combined_position(**options):
    return position(TRADE_NAMES, active="Anna", pieces={"Anna": {"settlement": ["3a:10"], "road": ["3a:11"]}},
                    hands={"Anna": {"lumber": 1, "brick": 1, "ore": 1}, "Ben": {"wool": 1}}, **options)


def test_ex_combined_1_catan_turn_3_no_trade_after_building():
    s = combined_position()
    play(s, "build", piece="road", at="2a:7")
    refused("CATAN-TURN-3", s, "trade", **{"with": "Ben"}, give={"ore": 1}, get={"wool": 1})


def test_ex_combined_1_catan_var_1_combined_trade_build():
    s = combined_position(combined_trade_build=True)
    play(s, "build", piece="road", at="2a:7")
    play(s, "trade", **{"with": "Ben"}, give={"ore": 1}, get={"wool": 1})
    assert hand(s, "Anna") == {"wool": 1} and hand(s, "Ben") == {"ore": 1}


# --------------------------------------------------------------------------
# Building — EX-BUILD-1..3
# --------------------------------------------------------------------------

SETTLEMENT = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}
CITY = {"grain": 2, "ore": 3}


def test_ex_build_1_catan_build_5_distance_rule():
    # "Someone": Orange, whose road 3e:5 reaches 3e:4 from his settlement 4d:4 (road 4d:3).
    s = position(("Blue", "Orange", "White"), active="Orange",
                 pieces={"Blue": {"settlement": ["3e:2"]},
                         "Orange": {"settlement": ["4d:4"], "road": ["4d:3", "3e:5"]}},
                 hands={"Orange": SETTLEMENT})
    refused("CATAN-BUILD-5", s, "build", piece="settlement", at="3e:4")


def test_ex_build_2_catan_build_8_no_road_past_a_settlement():
    s = position(("Red", "Orange", "Blue"), active="Red",
                 pieces={"Orange": {"settlement": ["3a:10"], "road": ["3a:11", "2a:7"]},
                         "Red": {"settlement": ["1a:6"], "road": ["2a:3", "2a:5"]}},
                 hands={"Red": {**SETTLEMENT, "lumber": 2, "brick": 2}, "Orange": {"lumber": 1, "brick": 1}})
    play(s, "build", piece="settlement", at="2a:6")        # neighbours 2a:4, 2a:8, 3a:4 empty: legal
    play(s, "end")
    play(s, "roll", total=2)                               # 1b: nobody there
    refused("CATAN-BUILD-8", s, "build", piece="road", at="3a:3")
    play(s, "end")
    play(s, "roll", total=2)
    play(s, "end")
    play(s, "roll", total=2)
    play(s, "build", piece="road", at="3a:3")              # Red could build there
    assert "3a:3" in player(s, "Red")["roads"]


def test_ex_build_3_catan_build_3_settlement_supply():
    s = position(NAMES4, active="Dana",
                 pieces={"Dana": {"settlement": ["1a:10", "1c:2", "3a:8", "5a:6", "5c:4"],
                                  "road": ["5c:5", "5c:7"]}},
                 hands={"Dana": {"lumber": 1, "brick": 1, "wool": 1, "grain": 3, "ore": 3}})
    refused("CATAN-BUILD-3", s, "build", piece="settlement", at="5b:4")     # no sixth settlement
    play(s, "build", piece="city", at="1c:2")
    assert hand(s, "Dana") == SETTLEMENT
    assert s.by_name["Dana"].left("settlement") == 1
    play(s, "build", piece="settlement", at="5b:4")
    assert len(player(s, "Dana")["settlements"]) == 5 and player(s, "Dana")["cities"] == ["1c:2"]
    assert vp(s, "Dana") == 7


def test_ex_build_3_catan_build_3_no_fifth_city():
    s = position(NAMES4, active="Dana",
                 pieces={"Dana": {"city": ["1a:10", "1c:2", "3a:8", "5a:6"], "settlement": ["5c:4"]}},
                 hands={"Dana": CITY})
    assert vp(s, "Dana") == 9
    refused("CATAN-BUILD-3", s, "build", piece="city", at="5c:4")


# --------------------------------------------------------------------------
# Development cards — EX-DEV-1..3, EX-END-1
# --------------------------------------------------------------------------

def test_ex_dev_1_catan_dev_3_dev_2_bought_this_turn_and_one_per_turn():
    s = position(TRADE_NAMES, active="Anna", turn=12,
                 pieces={"Ben": {"settlement": ["3e:2"]}},
                 hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}, "Ben": {"ore": 2}},
                 devs={"Anna": {"monopoly": 1}})
    play(s, "buy", card="knight")
    refused("CATAN-DEV-3", s, "play", card="knight", to="3e", victim="Ben", stolen="ore")
    play(s, "end")
    for _ in ("Ben", "Cyril"):
        play(s, "roll", total=2)
        play(s, "end")
    # The digest's "turn 13" is Anna's next own turn; with 3 players the engine counts it as turn 15.
    assert summary(s)["current_player"] == "Anna" and summary(s)["phase"] == "roll"
    out = play(s, "play", card="knight", to="3e", victim="Ben", stolen="ore")     # before rolling
    assert out.warnings == []
    assert s.robber == "3e" and hand(s, "Anna") == {"ore": 1} and hand(s, "Ben") == {"ore": 1}
    assert player(s, "Anna")["knights_played"] == 1
    refused("CATAN-DEV-2", s, "play", card="monopoly", resource="ore")


def test_ex_dev_2_catan_dev_8_monopoly():
    s = position(NAMES4, active="Anna",
                 hands={"Anna": {"wool": 1}, "Ben": {"wool": 2, "ore": 1}, "Cyril": {"grain": 1},
                        "Dana": {"wool": 3}},
                 devs={"Anna": {"monopoly": 1}})
    play(s, "play", card="monopoly", resource="wool")
    assert hand(s, "Anna") == {"wool": 1 + 5}
    assert hand(s, "Ben") == {"ore": 1} and hand(s, "Cyril") == {"grain": 1} and hand(s, "Dana") == {}
    assert player(s, "Anna")["dev_cards"] == {}


def test_ex_dev_3_catan_dev_7_dev_9_year_of_plenty_then_city():
    s = position(("Red", "Blue", "White"), active="Red", pieces={"Red": {"settlement": ["3e:2"]}},
                 hands={"Red": {"ore": 1, "grain": 1, "lumber": 1}, "Blue": {"ore": 1}},
                 devs={"Red": {"year_of_plenty": 1}})
    play(s, "trade", **{"with": "Blue"}, give={"lumber": 1}, get={"ore": 1})
    assert hand(s, "Red") == {"ore": 2, "grain": 1}
    play(s, "play", card="year_of_plenty", take={"ore": 1, "grain": 1})
    play(s, "build", piece="city", at="3e:2")
    red = player(s, "Red")
    assert red["cities"] == ["3e:2"] and red["settlements"] == [] and hand(s, "Red") == {}
    # the card leaves the game: not in Red's hand, not back in the deck
    assert red["dev_cards"] == {} and summary(s)["dev_deck_left"] == 24
    # Blue keeps the lumber; everything else Red held went to the bank for the city
    assert bank(s) == {"lumber": FULL - 1, "brick": FULL, "wool": FULL, "grain": FULL, "ore": FULL}


def test_ex_end_1_catan_end_3_bought_vp_card_wins_at_once():
    s = position(TRADE_NAMES, active="Anna",
                 pieces={"Anna": {"settlement": ["3a:10", "2b:4"], "city": ["1c:2", "5c:4"],
                                  "road": ["3a:11", "2a:7", "2a:5", "2b:7", "2b:5"]}},
                 hands={"Anna": {"wool": 1, "grain": 1, "ore": 1}}, devs={"Anna": {"victory_point": 1}})
    anna = player(s, "Anna")
    assert anna["longest_road_card"] and anna["victory_points"] == 9 and anna["public_victory_points"] == 8
    play(s, "buy", card="victory_point")
    sm = summary(s)
    assert sm["winner"] == "Anna" and sm["phase"] == "over"
    assert player(s, "Anna")["victory_points"] == 10
    assert player(s, "Anna")["score"] == {"settlements": 2, "cities": 4, "longest_road": 2, "largest_army": 0,
                                          "victory_point_cards": 2}
    refused("CATAN-END-1", s, "end")


# --------------------------------------------------------------------------
# Longest Road — EX-ROAD-1..3
# --------------------------------------------------------------------------

ROAD_NAMES = ("Orange", "Red", "Blue")
# 3a:10 – 2a:8 – 2a:6 – 2a:4 – 2b:6 – 2b:4 – 2c:6 – 2c:4
ORANGE_7 = {"settlement": ["3a:10", "2c:4"], "road": ["3a:11", "2a:7", "2a:5", "2b:7", "2b:5", "2c:7", "2c:5"]}
# 3d:4 – 3d:6 – 3c:4 – 3c:6 – 3b:4 – 2b:6
RED_TO_2B6 = {"settlement": ["3d:4"], "road": ["3d:5", "3d:7", "3c:5", "3c:7", "3b:3"]}
# 4a:6 – 5a:8 – 5a:6 – 5a:4 – 5b:6 – 5b:4, along the south coast
SOUTH_5 = {"settlement": ["4a:6"], "road": ["5a:9", "5a:7", "5a:5", "5b:7", "5b:5"]}
ROAD = {"lumber": 1, "brick": 1}


def holder(state):
    holders = [p["name"] for p in summary(state)["players"] if p["longest_road_card"]]
    assert len(holders) <= 1
    return holders[0] if holders else None


def test_ex_road_1_catan_road_2_5_cut_by_a_settlement():
    s = position(ROAD_NAMES, active="Red", pieces={"Orange": ORANGE_7, "Red": RED_TO_2B6},
                 hands={"Red": SETTLEMENT})
    assert (road(s, "Orange"), road(s, "Red"), holder(s)) == (7, 5, "Orange")
    assert (vp(s, "Orange"), vp(s, "Red")) == (4, 1)
    play(s, "build", piece="settlement", at="2b:6")
    # Orange: 4 (3a:11…2b:7) and 3 (2b:5…2c:5); Red 5, his own settlement does not cut him
    assert (road(s, "Orange"), road(s, "Red"), holder(s)) == (4, 5, "Red")
    assert (vp(s, "Orange"), vp(s, "Red")) == (4 - 2, 1 + 1 + 2)


def road_2a_position(**options):
    # Blue cuts Orange's 7 at 2b:4 (from his settlement 1b:4 by roads 1b:5, 2b:3): Orange 5 + 2; Red 5.
    return position(ROAD_NAMES, active="Blue", hands={"Blue": SETTLEMENT},
                    pieces={"Orange": ORANGE_7, "Red": SOUTH_5,
                            "Blue": {"settlement": ["1b:4"], "road": ["1b:5", "2b:3"]}}, **options)


def test_ex_road_2a_catan_road_6_tie_after_cut_card_to_bank():
    s = road_2a_position()
    assert holder(s) == "Orange" and vp(s, "Orange") == 4
    play(s, "build", piece="settlement", at="2b:4")
    assert (road(s, "Orange"), road(s, "Red")) == (5, 5)
    assert holder(s) is None and vp(s, "Orange") == 2


def test_ex_road_2a_catan_road_6_option_lr_holder_keeps_if_tied_after_cut():
    s = road_2a_position(lr_holder_keeps_if_tied_after_cut=True)
    play(s, "build", piece="settlement", at="2b:4")
    assert (road(s, "Orange"), road(s, "Red")) == (5, 5)
    assert holder(s) == "Orange" and vp(s, "Orange") == 4


@pytest.mark.parametrize("keeps_if_tied", [False, True])
def test_ex_road_2b_d_catan_road_6_8_two_others_tie_then_one_extends(keeps_if_tied):
    s = position(ROAD_NAMES, active="Red", lr_holder_keeps_if_tied_after_cut=keeps_if_tied,
                 pieces={"Orange": ORANGE_7, "Red": RED_TO_2B6, "Blue": SOUTH_5},
                 hands={"Red": {**SETTLEMENT, "lumber": 2, "brick": 2}})
    assert holder(s) == "Orange"
    play(s, "build", piece="settlement", at="2b:6")
    # (b) Orange 4, Red 5, Blue 5: the card goes to the bank under both settings
    assert (road(s, "Orange"), road(s, "Red"), road(s, "Blue")) == (4, 5, 5)
    assert holder(s) is None
    # (d) Red extends to 6 while Blue stays 5: Red takes the card
    play(s, "build", piece="road", at="3e:7")
    assert (road(s, "Red"), road(s, "Blue")) == (6, 5)
    assert holder(s) == "Red" and vp(s, "Red") == 2 + 2


def test_ex_road_2c_catan_road_7_nobody_five_after_cut():
    # Blue cuts at 2b:6, arriving from his settlement 3c:6 by roads 3c:7 and 3b:3.
    s = position(ROAD_NAMES, active="Blue", hands={"Blue": SETTLEMENT},
                 pieces={"Orange": ORANGE_7, "Red": {"settlement": ["5c:4"], "road": ["5c:5"]},
                         "Blue": {"settlement": ["3c:6"], "road": ["3c:7", "3b:3"]}})
    assert holder(s) == "Orange"
    play(s, "build", piece="settlement", at="2b:6")
    assert (road(s, "Orange"), road(s, "Red"), road(s, "Blue")) == (4, 1, 2)
    assert holder(s) is None and vp(s, "Orange") == 2


def test_ex_road_2e_catan_road_4_equal_does_not_take():
    orange_6 = {"settlement": ["3a:10", "2c:6"], "road": ORANGE_7["road"][:6]}
    s = position(ROAD_NAMES, active="Red", pieces={"Orange": orange_6, "Red": RED_TO_2B6},
                 hands={"Red": {"lumber": 2, "brick": 2}})
    assert (road(s, "Orange"), road(s, "Red"), holder(s)) == (6, 5, "Orange")
    play(s, "build", piece="road", at="3e:7")
    assert (road(s, "Red"), holder(s)) == (6, "Orange")
    play(s, "build", piece="road", at="3e:5")
    assert (road(s, "Red"), holder(s)) == (7, "Red")
    assert (vp(s, "Orange"), vp(s, "Red")) == (2, 1 + 2)


@pytest.mark.parametrize("roads, length", [
    # Y: arms of 3 (2b:3, 1b:7, 1a:3), 2 (2b:5, 2b:7) and 2 (2c:7, 2c:5) from 2b:4 → 3 + 2
    (["2b:3", "1b:7", "1a:3", "2b:5", "2b:7", "2c:7", "2c:5"], 5),
    # six roads around 3c
    (["3c:1", "3c:3", "3c:5", "3c:7", "3c:9", "3c:11"], 6),
    # six around 3c plus one leaving the loop at 3c:12 (= 2b:4)
    (["3c:1", "3c:3", "3c:5", "3c:7", "3c:9", "3c:11", "2b:3"], 7),
], ids=["y_3_2_2", "loop_6", "loop_6_plus_1"])
def test_ex_road_3_catan_road_1_counting(roads, length):
    s = position(ROAD_NAMES, pieces={"Orange": {"road": roads}})
    assert road(s, "Orange") == length


def test_ex_road_3_catan_road_2_5_own_settlement_does_not_cut():
    s = position(ROAD_NAMES, active="Orange", pieces={"Orange": ORANGE_7}, hands={"Orange": SETTLEMENT})
    play(s, "build", piece="settlement", at="2b:6")          # in the middle of his own 7-chain
    assert road(s, "Orange") == 7 and holder(s) == "Orange"


# --------------------------------------------------------------------------
# Largest Army and end of game — EX-ARMY-1, EX-END-2..3
# --------------------------------------------------------------------------

def test_ex_army_1_catan_army_1_2_third_knight_then_more():
    s = position(TRADE_NAMES, active="Anna", rolled=False, knights={"Anna": 2, "Ben": 2},
                 devs={"Anna": {"knight": 1}, "Ben": {"knight": 2}})

    def army():
        return [p["name"] for p in summary(s)["players"] if p["largest_army_card"]]

    play(s, "play", card="knight", to="3e")
    assert army() == ["Anna"] and (vp(s, "Anna"), vp(s, "Ben")) == (2, 0)
    play(s, "roll", total=2)
    play(s, "end")
    play(s, "play", card="knight", to="3d")                  # Ben's 3rd: equal, no change
    assert player(s, "Ben")["knights_played"] == 3 and army() == ["Anna"]
    for _ in ("Ben", "Cyril", "Anna"):
        play(s, "roll", total=2)
        play(s, "end")
    play(s, "play", card="knight", to="4b")                  # Ben's 4th
    assert army() == ["Ben"] and (vp(s, "Anna"), vp(s, "Ben")) == (0, 2)


def test_ex_end_2_catan_end_2_ten_vp_outside_own_turn():
    cyril_6 = {"settlement": ["3a:10"], "road": ORANGE_7["road"][:6]}     # 3a:10 … 2c:6
    ben = {"settlement": SOUTH_5["settlement"] + ["5c:4"], "road": SOUTH_5["road"],
           "city": ["1c:2", "3e:2", "4d:4"]}
    s = position(TRADE_NAMES, active="Anna", hands={"Anna": SETTLEMENT},
                 pieces={"Anna": {"settlement": ["1a:8"], "road": ["1a:7", "2a:3"]}, "Ben": ben, "Cyril": cyril_6})
    assert holder(s) == "Cyril" and vp(s, "Ben") == 8 and road(s, "Ben") == 5
    play(s, "build", piece="settlement", at="2a:4")          # cuts Cyril's road into 3 + 3
    assert (road(s, "Cyril"), road(s, "Ben")) == (3, 5)
    assert holder(s) == "Ben" and vp(s, "Ben") == 10
    sm = summary(s)
    assert sm["winner"] is None and sm["phase"] == "main" and sm["current_player"] == "Anna"
    play(s, "end")                                          # Ben's turn starts with 10 VP: he wins
    sm = summary(s)
    assert sm["winner"] == "Ben" and sm["phase"] == "over"


def test_ex_end_3_catan_end_1_tenth_point_ends_the_game():
    s = position(TRADE_NAMES, active="Anna", hands={"Anna": {**SETTLEMENT, "lumber": 2, "brick": 2}},
                 pieces={"Anna": {"city": ["1a:10", "1c:2", "3a:8", "5a:6"], "settlement": ["5c:4"],
                                  "road": ["5c:5", "5c:7"]}})
    assert vp(s, "Anna") == 9
    play(s, "build", piece="settlement", at="5b:4")
    sm = summary(s)
    assert sm["winner"] == "Anna" and sm["phase"] == "over" and vp(s, "Anna") == 10
    refused("CATAN-END-1", s, "build", piece="road", at="4c:5")
    refused("CATAN-END-1", s, "end")


# --------------------------------------------------------------------------
# Golden save: EX-SETUP-1 + EX-SETUP-2 set-up and four turns, checked through the CLI
# --------------------------------------------------------------------------

GOLDEN_DIR = Path(__file__).parent / "data" / "saves" / "catan"
GOLDEN = GOLDEN_DIR / "ex_setup_snake.toml"
GOLDEN_EXPECTED = GOLDEN_DIR / "ex_setup_snake.expected.json"

GOLDEN_EVENTS = [
    *({"kind": "build", "player": name, "piece": piece, "at": at}
      for name, settlement, road_at in ROUND_1 + ROUND_2
      for piece, at in (("settlement", settlement), ("road", road_at))),
    # turn 1, Cyril: 8 → Cyril 3d:4 +1 ore (3e), Dana 3b:6 +1 lumber (4a)
    {"kind": "roll", "player": "Cyril", "total": 8, "dice": [3, 5]},
    {"kind": "end", "player": "Cyril"},
    # turn 2, Dana: 6 → Ben 2b:6 +1 brick (2b), Ben 5b:6 +1 grain (5b); Dana trades and builds a road
    {"kind": "roll", "player": "Dana", "total": 6},
    {"kind": "trade", "player": "Dana", "with": "Ben", "give": {"lumber": 1}, "get": {"brick": 1}},
    {"kind": "build", "player": "Dana", "piece": "road", "at": "3b:7"},
    {"kind": "end", "player": "Dana"},
    # turn 3, Anna: 7 → nobody over 7 cards; robber to 3b, 1 lumber stolen from Dana
    {"kind": "roll", "player": "Anna", "total": 7},
    {"kind": "robber", "player": "Anna", "to": "3b", "victim": "Dana", "stolen": "lumber"},
    {"kind": "end", "player": "Anna"},
    # turn 4, Ben: 10 → Anna 1a:10 +1 ore (1a); Ben builds a road
    {"kind": "roll", "player": "Ben", "total": 10},
    {"kind": "build", "player": "Ben", "piece": "road", "at": "5b:5"},
    {"kind": "end", "player": "Ben"},
]


def record_golden(path: Path) -> None:
    """How the golden save was made: a real Session, one ``record`` per event."""
    import datetime as dt

    from referee.core.game import Setup
    from referee.games.catan.board import make_board

    golden_setup = Setup("catan", "EX-SETUP-1 and EX-SETUP-2, then four turns",
                         dt.datetime(2026, 11, 29, 19, 4, tzinfo=dt.timezone.utc), GAME.resolve_options({}),
                         make_board("beginner-en", 1),
                         [{"name": n, "color": c} for n, c in zip(SETUP_NAMES, ("white", "orange", "red", "blue"))])
    Session.create(path, GAME, golden_setup, overwrite=True)
    for event in GOLDEN_EVENTS:
        with Session.open(path) as session:
            session.record(event)


def test_golden_save_ex_setup_1_2_is_what_a_session_records(tmp_path):
    fresh_save = tmp_path / "again.toml"
    record_golden(fresh_save)
    assert fresh_save.read_text("utf-8") == GOLDEN.read_text("utf-8")


def test_golden_save_ex_setup_1_2_catan_setup_4_7_8_check_json():
    result = CliRunner().invoke(app, ["check", str(GOLDEN), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report == json.loads(GOLDEN_EXPECTED.read_text("utf-8"))
    # The numbers the digest fixes, stated independently of the expected file:
    assert (report["valid"], report["events"], report["problem"]) == (True, 28, None)
    assert (report["turn"], report["current_player"], report["phase"]) == (5, "Cyril", "roll")
    assert report["bank"] == {"lumber": 16, "brick": 19, "wool": 18, "grain": 18, "ore": 14}
    hands = {p["name"]: {r: n for r, n in p["resources"].items() if n} for p in report["players"]}
    assert hands == {"Cyril": {"lumber": 1, "wool": 1, "ore": 2}, "Dana": {"ore": 1},
                     "Anna": {"lumber": 1, "ore": 2}, "Ben": {"lumber": 1, "grain": 1}}
    assert [p["victory_points"] for p in report["players"]] == [2, 2, 2, 2]
    assert [p["name"] for p in report["players"]] == list(SETUP_NAMES)


if __name__ == "__main__":      # regenerate: python tests/test_catan_examples.py
    record_golden(GOLDEN)
    out = CliRunner().invoke(app, ["check", str(GOLDEN), "--json"])
    GOLDEN_EXPECTED.write_text(json.dumps(json.loads(out.stdout), indent=2, ensure_ascii=False) + "\n", "utf-8")
