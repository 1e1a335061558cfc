"""One test (at least) per rule ID of rules/struggle-for-rome.md that can refuse an event, named after the rule.

Refusals check the exact rule ID, that the refusal says what would be allowed,
and that the state did not change (``refused``). Board: the TEST MAP (not the
real board). Places used: Colonia 1d:2 (germania, 2 towers) with the free
crossroads 1e:12 and 1d:4 next to it; Treveri 1c:4 (germania, 3); Lutetia 3b:4
(gallia, 2) next to 2c:6; Mediolanum 4g:6 (italia_north, 2) next to 4f:4 and
5f:4; Verona 3f:6 (italia_north, 3) next to 4f:4; Roma 4h:6 (5 towers, eagle);
III cities Lugdunum, Moguntiacum, Ravenna, Tarraco, Brundisium. Red starts on
1f:12 (touching 1f, pasture 6) and 1h:12; the legionnaire stands on 6a.
"""

from __future__ import annotations

import pytest

from rome_helpers import fresh, p, play, position, refused, setup
from referee.core.errors import NotationError, RuleViolation
from referee.games.rome import GAME
from referee.games.rome.components import SPECIAL_CARDS
from referee.games.rome.scoring import victory_points
from referee.games.rome.vocab import CARDS


# --- set-up: ROME-SETUP ----------------------------------------------------------------

def test_rome_setup_1_three_or_four_players_each_with_a_colour():
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(setup(("Anna", "Ben")))
    assert info.value.rule == "ROME-SETUP-1"
    s = setup()
    s.players[1]["color"] = "red"
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(s)
    assert info.value.rule == "ROME-SETUP-1" and "red" in info.value.message
    GAME.check_setup(setup(("Anna", "Ben", "Cyril", "Dana")))


def test_rome_setup_2_tribes_on_the_start_crossroads_of_the_colour_in_seat_order():
    s = fresh()
    refused("ROME-SETUP-2", s, "start", "Ben", horsemen="1f:4", warriors="1h:4", pasture="horse",
            allowed=["Anna"])
    refused("ROME-SETUP-2", s, "start", "Anna", horsemen="1f:4", warriors="1h:12", pasture="horse",
            allowed=["1f:12", "1h:12"])
    refused("ROME-SETUP-2", s, "start", "Anna", horsemen="1f:12", warriors="1f:12", pasture="horse")
    out = play(s, "start", "Anna", horsemen="1h:12", warriors="1f:12", pasture="horse")
    assert p(s, "Anna").tribes["horsemen"].at == "1h:12"          # which tribe goes where is his choice
    assert "Anna" in out.lines[0]
    refused("ROME-SETUP-2", s, "start", "Anna", horsemen="1h:12", warriors="1f:12", pasture="horse")


def test_rome_setup_2_declared_start_must_touch_a_landscape_beyond_the_limes():
    s = fresh(board="declared")
    refused("ROME-SETUP-2", s, "start", "Anna", horsemen="X1", warriors="X2", pasture="horse",
            horsemen_touch=["h1=fields:8"], warriors_touch=["h2=mountains:5:beyond"])
    play(s, "start", "Anna", horsemen="X1", warriors="X2", pasture="horse",
         horsemen_touch=["h1=fields:8:beyond"], warriors_touch=["h2=mountains:5:beyond"])
    assert [d["rule"] for d in s.declared] == ["ROME-SETUP-2", "ROME-SETUP-2"]


def test_rome_setup_3_comp_4_ed_1_boxes_and_reserve_by_edition():
    cz = fresh()
    anna = p(cz, "Anna")
    assert anna.reserve == {"horsemen": 7, "warriors": 7, "wagons": 8}
    assert [(t.figures, t.wagons) for t in anna.tribes.values()] == [(1, 1), (1, 1)]
    de = fresh(edition="de")
    assert p(de, "Anna").reserve == {"horsemen": 6, "warriors": 6, "wagons": 8}
    assert p(fresh(army_figures_per_type=12), "Anna").reserve["horsemen"] == 10


def test_rome_setup_4_cities_marked_III_are_neutral_with_three_players():
    s = position(at={"Anna": {"horsemen": "1b:2"}}, boxes={"Anna": {"horsemen": (3, 1)}})
    e = refused("ROME-PLUNDER-2", s, "plunder", city="Lugdunum", face=["gold"], allowed=["another city"])
    assert "III" in e.message and "ROME-SETUP-4" in e.message
    four = position(("Anna", "Ben", "Cyril", "Dana"), at={"Anna": {"horsemen": "1b:2"}},
                    boxes={"Anna": {"horsemen": (3, 1)}})
    play(four, "plunder", city="Lugdunum", face=["gold"])
    assert p(four, "Anna").tribes["horsemen"].counters["gallia"] == 1


def test_rome_setup_6_the_legionnaire_starts_on_a_forest_in_hispania():
    s = fresh()
    for name, color in (("Anna", "1f:12 1h:12"), ("Ben", "1f:4 1h:4"), ("Cyril", "1g:12 2g:4")):
        a, b = color.split()
        play(s, "start", name, horsemen=a, warriors=b, pasture="cattle")
    refused("ROME-SETUP-6", s, "legionnaire", "Anna", to="3e", allowed=["5c", "6a"])       # forest, Germania
    refused("ROME-SETUP-6", s, "legionnaire", "Ben", to="5c", allowed=["Anna"])
    out = play(s, "legionnaire", "Anna", to="5c")
    assert s.legionnaire == "5c" and s.stage == "production" and s.round == 1
    assert "Set-up complete." in out.lines


def test_rome_setup_8_five_gold_one_grain_one_pasture_card():
    s = fresh()
    play(s, "start", "Anna", horsemen="1f:12", warriors="1h:12", pasture="cattle")
    anna = p(s, "Anna")
    assert anna.gold == 5 and anna.resources() == {"grain": 1, "ore": 0, "horse": 0, "cattle": 1}
    assert s.pasture_deck["cattle"] == 9
    with pytest.raises(NotationError):
        GAME.normalize(s, {"kind": "start", "player": "Ben", "horsemen": "1f:4", "warriors": "1h:4",
                           "pasture": "ore"})


def test_rome_comp_7_a_limited_bank_pays_what_it_has():
    s = position(gold={"Anna": 85}, bank_gold_unlimited=False)            # 95 coins in the Czech box: 0 left
    out = play(s, "pass", take="gold")
    assert p(s, "Anna").gold == 85 and any("ROME-COMP-7" in line for line in out.lines)
    t = position(gold={"Anna": 85})
    play(t, "pass", take="gold")
    assert p(t, "Anna").gold == 87


def test_rome_terror_1_the_terror_cards_only_with_the_variant():
    s = position(kingdoms={"Anna": {"horsemen": ["Roma", "Capua", "Genua"]}})
    play(s, "pass", take="gold")
    assert p(s, "Anna").special["terror_of_the_legions"] == 0
    t = position(kingdoms={"Anna": {"horsemen": ["Roma", "Capua", "Genua"]}}, terror_of_the_legions=True)
    play(t, "pass", take="gold")
    assert p(t, "Anna").special["terror_of_the_legions"] == 1


# --- the round: ROME-ROUND --------------------------------------------------------------------

def test_rome_round_1_four_phases_in_order():
    s = position(phase=2, hands={"Anna": {"ore": 1, "horse": 1}})
    refused("ROME-PROD-1", s, "roll", total=8)
    refused("ROME-MOVE-1", s, "move", to="1e:12")
    refused("ROME-IDLE-4", s, "pass", take="gold")
    t = position(phase=3, hands={"Anna": {"ore": 1, "horse": 1}, "Ben": {"grain": 1}})
    refused("ROME-BUILD-1", t, "build", piece="army")
    refused("ROME-TRADE-1", t, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {"grain": 1}})
    u = position(phase=1)
    refused("ROME-BUILD-1", u, "build", piece="army")
    refused("ROME-ROUND-1", u, "end")


def test_rome_round_2_each_player_acts_in_his_part_in_seat_order():
    s = position(phase=2, start=1)                   # Ben is the start player: Ben, Cyril, Anna
    assert s.current.name == "Ben"
    refused("ROME-ROUND-2", s, "end", "Anna", allowed=["Ben"])
    play(s, "end", "Ben")
    assert s.current.name == "Cyril"
    play(s, "end", "Cyril")
    play(s, "end", "Anna")
    assert s.stage == "horsemen" and s.current.name == "Ben"


def test_rome_round_3_the_start_player_passes_the_dice_left():
    s = position(phase=4, part=2, start=0)           # Cyril's part of phase 4, the last of the round
    out = play(s, "end", "Cyril")
    assert s.start == 1 and s.round == 4 and s.stage == "production" and s.covered == []
    assert any("ROME-ROUND-3" in line for line in out.lines)


# --- production: ROME-PROD -----------------------------------------------------------------------

def test_rome_prod_1_the_start_player_rolls_until_four_numbers_are_covered():
    s = position(phase=1, start=1)
    refused("ROME-PROD-1", s, "roll", "Anna", total=8, allowed=["Ben"])
    for total in (2, 12, 11):
        play(s, "roll", "Ben", total=total)
        assert s.stage == "production"
    play(s, "roll", "Ben", total=3)
    assert s.stage == "trade_build" and s.covered == [2, 12, 11, 3]


def test_rome_prod_2_a_covered_number_is_void_and_rerolled():
    s = position(phase=1, covered=[8, 5])
    before = p(s, "Ben").resources()
    out = play(s, "roll", total=8)
    assert "void" in out.lines[0] and s.covered == [8, 5] and p(s, "Ben").resources() == before
    refused("ROME-PROD-2", s, "roll", total=5, pasture=["Anna=horse"])


def test_rome_prod_4_5_one_card_per_landscape_however_many_figures():
    # 1f (pasture 6) is touched by red's 1f:12 and by a second red figure on 1f:2; blue's 1f:4 touches 1f too;
    # white's 2g:4 touches 3g (mountains 6).
    s = position(phase=1, at={"Anna": {"warriors": "1f:2"}})
    out = play(s, "roll", total=6, pasture=["Anna=horse", "Ben=cattle"])
    assert out.data["production"] == {"Anna": {"horse": 1}, "Ben": {"cattle": 1}, "Cyril": {"ore": 1}}


def test_rome_prod_6_pasture_cards_drawn_are_named_and_exist():
    s = position(phase=1)
    refused("ROME-PROD-6", s, "roll", total=6, pasture=["Anna=horse"], allowed=["Ben"])
    refused("ROME-PROD-6", s, "roll", total=6, pasture=["Anna=horse", "Ben=horse", "Ben=cattle"])
    s.pasture_deck["horse"] = 0
    s.pasture_discard["horse"] = 10
    refused("ROME-PROD-6", s, "roll", total=6, pasture=["Anna=horse", "Ben=cattle"])
    play(s, "roll", total=6, pasture=["Ben=cattle", "Anna=cattle"])      # either order; drawn start player first
    assert p(s, "Anna").hand["cattle"] == 1 and p(s, "Ben").hand["cattle"] == 1


def test_rome_prod_7_the_discard_is_reshuffled_when_the_pile_runs_out():
    s = position(phase=1)
    s.pasture_deck.update({"horse": -9, "cattle": -10})                  # one horse left face down
    s.pasture_discard.update({"cattle": 4})
    out = play(s, "roll", total=6, pasture=["Anna=horse", "Ben=cattle"])
    assert +s.pasture_deck == {"cattle": 3} and not +s.pasture_discard
    assert any("ROME-PROD-7" in line for line in out.lines)


def test_rome_prod_8_pasture_shortage_everyone_gives_back_half_first():
    s = position(phase=1, hands={"Anna": {"horse": 3}, "Ben": {"cattle": 2}})
    s.pasture_deck.update({"horse": -10, "cattle": -10})                 # 5 cards held, none left anywhere
    s.pasture_discard.clear()
    refused("ROME-PROD-8", s, "roll", total=6, pasture=["Anna=horse"], allowed=["Anna"])
    play(s, "roll", total=6, returns=["Anna=horse", "Ben=cattle"], pasture=["Anna=horse", "Ben=cattle"])
    assert p(s, "Anna").hand["horse"] == 3 and p(s, "Ben").hand["cattle"] == 2


# --- the legionnaire: ROME-LEG -------------------------------------------------------------------------

def seven(**kw):
    s = position(phase=1, **kw)
    play(s, "roll", total=7)
    assert s.stage == "legionnaire"
    return s


def test_rome_leg_1_a_seven_moves_the_legionnaire_to_another_landscape():
    s = seven()
    refused("ROME-LEG-1", s, "legionnaire", to="6a", allowed=["this side of the Limes", "1b"])
    refused("ROME-LEG-1", s, "legionnaire", "Ben", to="5c")
    t = seven(legionnaire_must_move=False)
    play(t, "legionnaire", to="6a")
    assert t.stage == "production"
    u = position(phase=1)
    refused("ROME-LEG-1", u, "legionnaire", to="5c")                      # no 7 rolled


def test_rome_leg_2_never_beyond_the_limes_nor_on_the_sea():
    s = seven()
    refused("ROME-LEG-2", s, "legionnaire", to="1g", allowed=["40 in all"])
    refused("ROME-LEG-2", s, "legionnaire", to="5d")


def test_rome_leg_3_a_card_from_a_player_at_the_landscape():
    s = seven(hands={"Ben": {"ore": 1}}, at={"Ben": {"horsemen": "3b:6"}})     # 3b:6 touches 3b, 3c, 4c
    refused("ROME-LEG-3", s, "legionnaire", to="3b", allowed=["Ben"])
    refused("ROME-LEG-3", s, "legionnaire", to="3b", victim="Cyril", stolen="ore")
    refused("ROME-LEG-3", s, "legionnaire", to="3b", victim="Anna", stolen="ore")
    refused("ROME-LEG-3", s, "legionnaire", to="3b", victim="Ben", stolen="grain")
    play(s, "legionnaire", to="3b", victim="Ben", stolen="ore")
    assert p(s, "Anna").hand["ore"] == 1 and p(s, "Ben").hand["ore"] == 0


def test_rome_leg_3_kingdom_cities_count_as_figures():
    s = seven(kingdoms={"Ben": {"horsemen": ["Lutetia"]}}, hands={"Ben": {"grain": 1}})
    play(s, "legionnaire", to="4c", victim="Ben", stolen="grain")


def test_rome_leg_4_rome_ed_4_up_to_two_gold_from_a_victim_without_cards_three_by_option():
    s = seven(at={"Ben": {"horsemen": "3b:6"}}, gold={"Ben": 5})
    refused("ROME-LEG-4", s, "legionnaire", to="3b", victim="Ben", stolen="ore")
    refused("ROME-LEG-4", s, "legionnaire", to="3b", victim="Ben", gold=3, allowed=["0–2"])
    play(s, "legionnaire", to="3b", victim="Ben", gold=2)
    assert p(s, "Ben").gold == 3 and p(s, "Anna").gold == 7
    t = seven(at={"Ben": {"horsemen": "3b:6"}}, legionnaire_gold_fallback=3)
    play(t, "legionnaire", to="3b", victim="Ben", gold=3)


def test_rome_leg_5_the_legionnaire_blocks_production():
    s = position(phase=1, legionnaire="1f")
    out = play(s, "roll", total=6)
    assert out.data["production"] == {"Cyril": {"ore": 1}}                 # 3g, not 1f
    assert any("ROME-LEG-5" in line and "Anna pasture" in line for line in out.lines)


def test_rome_leg_6_nobody_discards_on_a_seven():
    s = seven(hands={"Ben": {"ore": 9, "grain": 3}})
    assert s.stage == "legionnaire" and p(s, "Ben").hand["ore"] == 9


# --- trading: ROME-TRADE ---------------------------------------------------------------------------------

def test_rome_trade_1_the_player_in_his_part_trades_with_the_others():
    s = position(phase=2, hands={"Anna": {"ore": 1}, "Ben": {"grain": 1}})
    refused("ROME-TRADE-1", s, "trade", **{"with": "Anna", "give": {"ore": 1}, "get": {"grain": 1}})
    refused("ROME-TRADE-1", s, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {}})
    refused("ROME-TRADE-1", s, "trade", **{"with": "Ben", "give": {"ore": 2}, "get": {"grain": 1}})
    refused("ROME-TRADE-1", s, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {"horse": 1}})
    refused("ROME-TRADE-1", s, "trade", "Ben", **{"with": "Anna", "give": {"grain": 1}, "get": {"ore": 1}})
    play(s, "trade", **{"with": "Ben", "give": {"ore": 1}, "get": {"grain": 1}})
    assert p(s, "Anna").hand["grain"] == 1 and p(s, "Ben").hand["ore"] == 1


def test_rome_trade_2_three_like_cards_for_one_at_the_bank():
    s = position(phase=2, hands={"Anna": {"ore": 5, "horse": 3}})
    refused("ROME-TRADE-2", s, "bank", give={"ore": 2}, get={"grain": 1})
    refused("ROME-TRADE-2", s, "bank", give={"ore": 3}, get={"grain": 2})
    refused("ROME-TRADE-2", s, "bank", give={"ore": 3}, get={"ore": 1})
    refused("ROME-TRADE-2", s, "bank", give={"ore": 6}, get={"grain": 2})
    play(s, "bank", give={"ore": 3}, get={"grain": 1})
    play(s, "bank", give={"horse": 3}, get={"horse": 1})        # three horses for a random pasture card
    assert p(s, "Anna").resources() == {"grain": 1, "ore": 2, "horse": 1, "cattle": 0}
    assert s.pasture_discard["horse"] == 3


def test_rome_trade_3_no_resources_for_gold_at_the_bank():
    s = position(phase=2)
    refused("ROME-TRADE-3", s, "bank", give={"gold": 3}, get={"grain": 1})


def test_rome_trade_4_gold_between_players_by_option():
    s = position(phase=2, hands={"Ben": {"grain": 1}})
    play(s, "trade", **{"with": "Ben", "give": {"gold": 2}, "get": {"grain": 1}})
    assert p(s, "Anna").gold == 3 and p(s, "Ben").gold == 7
    t = position(phase=2, hands={"Ben": {"grain": 1}}, gold_in_player_trades=False)
    refused("ROME-TRADE-4", t, "trade", **{"with": "Ben", "give": {"gold": 2}, "get": {"grain": 1}})


# --- building: ROME-BUILD, ROME-GOLD ---------------------------------------------------------------------

def test_rome_build_1_only_what_he_can_pay_for_in_phase_2():
    s = position(phase=2, hands={"Anna": {"ore": 1}})
    refused("ROME-BUILD-1", s, "build", piece="army", allowed=["Anna holds 1 ore"])
    s.by_name["Anna"].hand["horse"] += 2
    s.by_name["Anna"].hand["ore"] += 1
    play(s, "build", piece="army")
    play(s, "build", piece="army")                                   # as often as he can pay
    assert p(s, "Anna").tribes["horsemen"].figures == 3


def test_rome_build_2_an_army_pair_is_one_horseman_and_one_warrior():
    s = position(phase=2, hands={"Anna": {"ore": 1, "horse": 1}})
    refused("ROME-BUILD-2", s, "build", piece="army", box="horsemen")
    out = play(s, "build", piece="army")
    anna = p(s, "Anna")
    assert (anna.tribes["horsemen"].figures, anna.tribes["warriors"].figures) == (2, 2)
    assert anna.reserve["horsemen"] == 6 and anna.reserve["warriors"] == 6
    assert anna.resources() == {"grain": 0, "ore": 0, "horse": 0, "cattle": 0}
    assert "ROME-BUILD-2" in out.lines[0]


def test_rome_build_3_an_empty_reserve():
    s = position(phase=2, hands={"Anna": {"ore": 2, "horse": 2}})
    s.by_name["Anna"].reserve.update(horsemen=0, warriors=0)
    refused("ROME-BUILD-3", s, "build", piece="army")


def test_rome_build_4_a_wagon_into_the_box_of_his_choice():
    s = position(phase=2, hands={"Anna": {"horse": 2, "grain": 2, "cattle": 2}})
    refused("ROME-BUILD-4", s, "build", piece="wagon", allowed=["horsemen", "warriors"])
    play(s, "build", piece="wagon", box="warriors")
    assert p(s, "Anna").tribes["warriors"].wagons == 2 and p(s, "Anna").reserve["wagons"] == 7
    s.by_name["Anna"].reserve["wagons"] = 0
    refused("ROME-BUILD-4", s, "build", piece="wagon", box="warriors")


def test_rome_build_5_comp_8_an_action_card_is_drawn_from_the_deck():
    s = position(phase=2, hands={"Anna": {"cattle": 3}}, cards={"Ben": {"feudalism": 1}})
    refused("ROME-BUILD-5", s, "build", piece="card", card="feudalism")              # one copy, Ben has it
    refused("ROME-BUILD-5", s, "build", piece="army", card="diplomat")
    play(s, "build", piece="card", card="diplomat")
    assert p(s, "Anna").cards["diplomat"] == 1 and s.action_deck_left() == 28
    t = position(phase=2, hands={"Anna": {"cattle": 1}}, action_deck_size=0)
    refused("ROME-BUILD-5", t, "build", piece="card", card="diplomat")


def test_rome_build_6_paid_pasture_cards_go_to_the_discard():
    s = position(phase=2, hands={"Anna": {"horse": 1, "grain": 1, "cattle": 1}})
    play(s, "build", piece="wagon", box="horsemen")
    assert s.pasture_discard == {"horse": 1, "cattle": 1} and s.pile("grain") == 14


def test_rome_gold_1_the_joker_once_in_his_part_of_phase_2():
    s = position(phase=2, hands={"Anna": {"horse": 2}}, gold={"Anna": 10})
    out = play(s, "build", piece="army", joker="ore")
    assert p(s, "Anna").gold == 7 and "ROME-GOLD-1" in out.lines[0]
    refused("ROME-GOLD-1", s, "build", piece="army", joker="ore")
    play(s, "end")
    assert not s.this_part.joker


def test_rome_gold_3_rome_faq_10_the_joker_stands_in_for_a_card_of_the_price():
    s = position(phase=2, hands={"Anna": {"horse": 2}}, gold={"Anna": 10})
    refused("ROME-GOLD-3", s, "build", piece="army", joker="cattle", allowed=["ore", "horse"])


# --- action cards: ROME-CARD -----------------------------------------------------------------------------

def test_rome_card_1_rome_faq_3_one_card_a_phase_and_only_a_card_held():
    s = position(phase=2, cards={"Anna": {"treasure_goths": 1, "treasure_vandals": 1}})
    refused("ROME-CARD-1", s, "play", card="diplomat", allowed=["treasure_goths"])
    play(s, "play", card="treasure_goths")
    refused("ROME-CARD-1", s, "play", card="treasure_vandals")
    play(s, "end")
    play(s, "end", "Ben")
    play(s, "end", "Cyril")
    play(s, "play", card="treasure_vandals")                        # phase 3: the next card
    assert p(s, "Anna").gold == 11


def test_rome_card_2_a_card_bought_in_phase_2_is_playable_at_once():
    s = position(phase=2, hands={"Anna": {"cattle": 1}})
    play(s, "build", piece="card", card="treasure_burgundians")
    play(s, "play", card="treasure_burgundians")
    assert p(s, "Anna").gold == 7


def test_rome_card_3_an_empty_deck_gives_no_more_cards():
    s = position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 1)}}, action_deck_size=0)
    refused("ROME-CARD-3", s, "plunder", city="Colonia", face=["action"], action="diplomat")
    out = play(s, "plunder", city="Colonia", face=["action"])
    assert any("empty" in str(row) for row in out.tables[0][2])


def test_rome_card_4_the_diplomat_in_phase_2_moves_the_legionnaire():
    s = position(phase=2, cards={"Anna": {"diplomat": 1}}, hands={"Ben": {"grain": 1}},
                 at={"Ben": {"horsemen": "3b:6"}})
    refused("ROME-CARD-4", s, "play", card="diplomat", to="6a")            # another hex
    refused("ROME-LEG-2", s, "play", card="diplomat", to="2g")
    play(s, "play", card="diplomat", to="3b", victim="Ben", stolen="grain")
    assert s.legionnaire == "3b" and p(s, "Anna").diplomats == 1 and p(s, "Anna").hand["grain"] == 1
    t = position(phase=3, cards={"Anna": {"diplomat": 1}})
    refused("ROME-CARD-4", t, "play", card="diplomat", to="3b")


def test_rome_card_5_the_traitor_two_towers_more_for_one_gold():
    s = position(at={"Anna": {"horsemen": "1d:6"}}, boxes={"Anna": {"horsemen": (1, 1)}},
                 cards={"Anna": {"traitor": 1}})
    refused("ROME-CARD-5", s, "play", card="traitor", allowed=["plunder"])
    refused("ROME-PLUNDER-3", s, "plunder", city="Treveri", face=["gold"], allowed=["Traitor"])
    play(s, "plunder", city="Treveri", face=["gold"], card="traitor")         # 3 towers, 1 horseman + 2
    anna = p(s, "Anna")
    assert anna.cards["traitor"] == 0 and anna.gold == 5 - 1 + 2 + 1
    t = position(at={"Anna": {"horsemen": "1d:6"}}, boxes={"Anna": {"horsemen": (1, 1)}},
                 cards={"Anna": {"traitor": 1}}, gold={"Anna": 0})
    refused("ROME-CARD-5", t, "plunder", city="Treveri", face=["gold"], card="traitor")


def test_rome_card_6_the_great_tribal_leader():
    s = position(phase=2, cards={"Anna": {"great_tribal_leader": 2}})
    refused("ROME-CARD-6", s, "play", card="great_tribal_leader", drew=["horse"])
    play(s, "play", card="great_tribal_leader", drew=["horse", "cattle"])
    assert p(s, "Anna").hand["horse"] == 1 and p(s, "Anna").hand["cattle"] == 1
    t = position(cards={"Anna": {"great_tribal_leader": 1}}, gold={"Anna": 0})
    refused("ROME-CARD-6", t, "play", card="great_tribal_leader", allowed=["move"])
    refused("ROME-CARD-6", t, "move", to="2c:6", via=["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"],
            card="great_tribal_leader", pay={"gold": 3})
    play(t, "move", to="2c:6", via=["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"],
         card="great_tribal_leader")
    assert p(t, "Anna").tribes["horsemen"].at == "2c:6" and p(t, "Anna").gold == 0


def test_rome_card_7_a_treasure_for_three_gold_now():
    s = position(phase=2, cards={"Anna": {"treasure_nibelungs": 1}})
    out = play(s, "play", card="treasure_nibelungs")
    assert p(s, "Anna").gold == 8 and "ROME-CARD-7" in out.lines[0]
    t = position(phase=2, cards={"Anna": {"treasure_nibelungs": 1}}, treasure_cash_any_phase=False)
    refused("ROME-CARD-7", t, "play", card="treasure_nibelungs")


def test_rome_card_8_rome_faq_6_cultural_progress_is_never_played_and_counts_one_vp():
    s = position(phase=2, cards={"Anna": {"feudalism": 1}})
    refused("ROME-CARD-8", s, "play", card="feudalism")
    assert victory_points(s, p(s, "Anna")) == 1
    assert victory_points(s, p(s, "Anna"), hidden=False) == 0


# --- doing nothing: ROME-IDLE ---------------------------------------------------------------------------------

def test_rome_idle_1_a_tribe_that_did_nothing_takes_two_gold_or_a_card():
    s = position(at={"Anna": {"horsemen": "1e:12"}})
    play(s, "pass", take="gold")
    assert p(s, "Anna").gold == 7 and s.current.name == "Ben"
    t = position()
    play(t, "move", to="1e:12", via=["1e:2"])
    refused("ROME-IDLE-1", t, "pass", take="gold", allowed=["end"])


def test_rome_idle_2_a_kingdom_tribe_qualifies_too():
    s = position(kingdoms={"Anna": {"horsemen": ["Lutetia"]}})
    play(s, "pass", take="ore")
    assert p(s, "Anna").hand["ore"] == 1


def test_rome_idle_3_the_resource_card_is_grain_ore_or_the_top_pasture_card():
    s = position(hands={"Ben": {"grain": 14}})
    refused("ROME-IDLE-3", s, "pass", take="grain", allowed=["gold"])
    s.pasture_deck["horse"] = 0
    s.pasture_discard["horse"] = 10
    refused("ROME-IDLE-3", s, "pass", take="horse")
    play(s, "pass", take="cattle")


def test_rome_idle_4_no_compensation_in_phase_2():
    s = position(phase=2)
    refused("ROME-IDLE-4", s, "pass", take="gold", allowed=["end"])


# --- movement: ROME-MOVE ----------------------------------------------------------------------------------------

def test_rome_move_1_a_wandering_tribe_moves_once_in_its_phase():
    s = position()
    play(s, "move", to="1e:12", via=["1e:2"])
    refused("ROME-MOVE-1", s, "move", to="1e:2")
    t = position(phase=2)
    refused("ROME-MOVE-1", t, "move", to="1e:12")


def test_rome_move_2_the_destination_is_a_free_crossroads():
    s = position(at={"Ben": {"horsemen": "1e:12"}})
    refused("ROME-MOVE-2", s, "move", to="1e:12")
    refused("ROME-MOVE-2", s, "move", to="1d:2", via=["1e:2", "1e:12"])         # Colonia
    refused("ROME-MOVE-2", s, "move", to="1f:12")                               # standing there


def test_rome_move_3_the_route_follows_paths_and_sea_arrows():
    s = position()
    refused("ROME-MOVE-3", s, "move", to="1e:4", via=["1e:12"], allowed=["1e:2"])
    play(s, "move", to="1d:4", via=["1e:2", "1e:12", "1d:2"])     # through Colonia: cities do not block


def test_rome_move_4_the_first_arrow_is_free_then_grain_or_gold():
    path = ["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"]     # 3 land arrows
    s = position(gold={"Anna": 9}, hands={"Anna": {"grain": 1}})
    refused("ROME-MOVE-4", s, "move", to="2c:6", via=path, pay={"grain": 1},
            allowed=["2 grain", "1 grain + 3 gold", "6 gold"])
    out = play(s, "move", to="2c:6", via=path, pay={"grain": 1, "gold": 3})
    assert p(s, "Anna").gold == 6 and p(s, "Anna").hand["grain"] == 0
    assert [row[1] for row in out.tables[0][2]] == ["land", "land", "land"]
    assert out.tables[0][2][0][2] == "free (the first arrow)"


def test_rome_move_5_a_move_he_cannot_pay_is_refused():
    path = ["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"]
    s = position(gold={"Anna": 2}, hands={"Anna": {"grain": 1}})
    refused("ROME-MOVE-5", s, "move", to="2c:6", via=path, pay={"grain": 2}, allowed=["Anna holds 1 grain"])


def test_rome_move_6_no_move_after_a_plunder():
    s = position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 1)}})
    play(s, "plunder", city="Colonia", face=["gold"])
    refused("ROME-MOVE-6", s, "move", to="1e:2", allowed=["end"])


def test_rome_move_8_a_kingdom_never_moves():
    s = position(kingdoms={"Anna": {"horsemen": ["Lutetia"]}})
    refused("ROME-MOVE-8", s, "move", to="1e:12")


# --- plundering: ROME-PLUNDER ---------------------------------------------------------------------------------------

def plunder_position(**kw):
    return position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 2)}}, **kw)


def test_rome_plunder_1_a_wandering_tribe_next_to_the_city():
    s = plunder_position()
    refused("ROME-PLUNDER-1", s, "plunder", city="Treveri", face=["gold"], allowed=["Colonia"])
    k = position(kingdoms={"Anna": {"horsemen": ["Lutetia"]}})
    refused("ROME-PLUNDER-1", k, "plunder", city="Colonia", face=["gold"])


def test_rome_plunder_2_the_city_still_carries_its_counter():
    s = plunder_position(plundered=["Colonia"])
    refused("ROME-PLUNDER-2", s, "plunder", city="Colonia", face=["gold"])
    t = plunder_position(kingdoms={"Ben": {"warriors": ["Colonia"]}})
    e = refused("ROME-PLUNDER-2", t, "plunder", city="Colonia", face=["gold"])
    assert "Ben" in e.message


def test_rome_plunder_3_box_figures_at_least_the_towers():
    s = position(at={"Anna": {"horsemen": "1d:6"}}, boxes={"Anna": {"horsemen": (2, 1)}})
    refused("ROME-PLUNDER-3", s, "plunder", city="Treveri", face=["gold"])


def test_rome_plunder_4_at_most_two_counters_of_one_colour():
    s = plunder_position(counters={"Anna": {"horsemen": {"germania": 2}}})
    refused("ROME-PLUNDER-4", s, "plunder", city="Colonia", face=["gold"], allowed=["germania 2"])
    t = plunder_position(counters={"Anna": {"horsemen": {"germania": 2}}}, third_same_colour_counter="discard")
    play(t, "plunder", city="Colonia", face=["gold"])
    assert p(t, "Anna").tribes["horsemen"].counters["germania"] == 2 and "Colonia" in t.counter_gone


def test_rome_plunder_5_one_plunder_a_phase_and_never_plunder_and_conquer():
    s = position(at={"Anna": {"horsemen": "1d:4"}}, boxes={"Anna": {"horsemen": (3, 1)}},
                 counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1}}})
    play(s, "plunder", city="Colonia", face=["gold"])
    refused("ROME-PLUNDER-5", s, "plunder", city="Treveri", face=["gold"])
    refused("ROME-PLUNDER-5", s, "conquer", city="Treveri")


def test_rome_plunder_6_the_symbols_of_the_counter_are_named_with_their_cards():
    s = plunder_position()
    refused("ROME-PLUNDER-6", s, "plunder", city="Colonia", face=["gold"], pasture="horse")
    refused("ROME-PLUNDER-6", s, "plunder", city="Colonia", face=["gold"], action="traitor")
    with pytest.raises(NotationError):
        GAME.normalize(s, {"kind": "plunder", "player": "Anna", "city": "Colonia", "face": ["sword"]})


def test_rome_plunder_7_rome_plunder_8_gold_per_wagon_and_the_counter_into_the_box():
    s = plunder_position()
    out = play(s, "plunder", city="Colonia", face=["pasture"], pasture="cattle")
    anna = p(s, "Anna")
    assert anna.gold == 5 + 2 and anna.hand["cattle"] == 1
    assert anna.tribes["horsemen"].counters == {"germania": 1}
    assert "Colonia" in s.counter_gone
    assert out.tables[0][0] == "Plunder of Colonia"


# --- kingdoms: ROME-CONQ, ROME-EXPAND --------------------------------------------------------------------------

def found_position(**kw):
    opts = dict(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 1)}},
                counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1, "italia_north": 1}}})
    opts.update(kw)
    return position(**opts)


def test_rome_conq_1_founding_needs_three_colours_a_neighbouring_city_figures_and_a_wagon():
    s = found_position(counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 2}}})
    refused("ROME-CONQ-1", s, "conquer", city="Colonia", allowed=["plunder"])
    t = found_position()
    refused("ROME-CONQ-1", t, "conquer", city="Treveri")                        # not next to 1e:12
    u = found_position(boxes={"Anna": {"horsemen": (2, 0)}})
    refused("ROME-CONQ-1", u, "conquer", city="Colonia", allowed=["wagon"])
    v = found_position(boxes={"Anna": {"horsemen": (1, 1)}})
    refused("ROME-CONQ-1", v, "conquer", city="Colonia")
    w = found_position(kingdoms={"Ben": {"horsemen": ["Colonia"]}})
    refused("ROME-CONQ-1", w, "conquer", city="Colonia")
    x = found_position()
    refused("ROME-CONQ-1", x, "conquer", city="Colonia", **{"from": "Lutetia"})


def test_rome_conq_2_rome_conq_4_the_tribe_founds_a_kingdom_and_never_wanders_again():
    s = found_position()
    play(s, "conquer", city="Colonia")
    t = p(s, "Anna").tribes["horsemen"]
    assert t.kingdom and t.at is None and t.cities == ["Colonia"] and (t.figures, t.wagons) == (2, 0)
    assert s.owner["Colonia"] == ("Anna", "horsemen") and victory_points(s, p(s, "Anna")) == 1


def test_rome_expand_1_one_conquest_a_phase():
    s = position(kingdoms={"Anna": {"horsemen": ["Mediolanum"]}}, boxes={"Anna": {"horsemen": (4, 3)}})
    play(s, "conquer", city="Verona")
    refused("ROME-EXPAND-1", s, "conquer", city="Roma", card="traitor")


def test_rome_expand_2_at_most_one_arrow_from_a_city_of_the_kingdom():
    s = position(kingdoms={"Anna": {"horsemen": ["Toletum"]}}, boxes={"Anna": {"horsemen": (4, 3)}})
    refused("ROME-EXPAND-2", s, "conquer", city="Colonia", allowed=["Corduba"])
    d = position(board="declared", kingdoms={"Anna": {"horsemen": ["Toletum"]}},
                 boxes={"Anna": {"horsemen": (4, 3)}}, touching={"Toletum": ["h1=fields:8"]})
    refused("ROME-EXPAND-2", d, "conquer", city="Corduba=hispania:3", touch=["h2=forest"])
    refused("ROME-EXPAND-2", d, "conquer", city="Corduba=hispania:3", touch=["h2=forest"],
            **{"from": "Toletum", "arrows": ["land", "sea"]})
    play(d, "conquer", city="Corduba=hispania:3", touch=["h2=forest"], **{"from": "Toletum", "arrows": ["land"]})
    assert p(d, "Anna").tribes["horsemen"].cities == ["Toletum", "Corduba"]


def test_rome_expand_4_cities_of_other_players_are_untouchable():
    s = position(kingdoms={"Anna": {"horsemen": ["Mediolanum"]}, "Ben": {"warriors": ["Verona"]}},
                 boxes={"Anna": {"horsemen": (4, 3)}})
    refused("ROME-EXPAND-4", s, "conquer", city="Verona")


def test_rome_expand_5_a_wagon_and_figures_at_least_the_towers():
    s = position(kingdoms={"Anna": {"horsemen": ["Mediolanum"]}}, boxes={"Anna": {"horsemen": (2, 3)}})
    refused("ROME-EXPAND-5", s, "conquer", city="Verona", allowed=["Traitor"])
    t = position(kingdoms={"Anna": {"horsemen": ["Mediolanum"]}}, boxes={"Anna": {"horsemen": (4, 0)}})
    refused("ROME-EXPAND-5", t, "conquer", city="Verona", allowed=["wagon"])


def test_rome_expand_6_a_figure_and_a_wagon_move_onto_the_city():
    s = position(kingdoms={"Anna": {"horsemen": ["Mediolanum"]}}, boxes={"Anna": {"horsemen": (4, 3)}})
    play(s, "conquer", city="Verona")
    t = p(s, "Anna").tribes["horsemen"]
    assert (t.figures, t.wagons, t.cities) == (3, 2, ["Mediolanum", "Verona"])


def test_rome_expand_6_the_figure_that_moves_must_be_in_the_box_traitor_or_not():
    s = position(kingdoms={"Anna": {"horsemen": ["Verona"]}}, boxes={"Anna": {"horsemen": (0, 1)}},
                 cards={"Anna": {"traitor": 1}})
    refused("ROME-EXPAND-6", s, "conquer", city="Mediolanum", card="traitor", allowed=["army pair"])
    refused("ROME-EXPAND-6", s, "conquer", city="Mediolanum", allowed=["army pair"])
    d = position(board="declared", kingdoms={"Anna": {"horsemen": ["Toletum"]}}, boxes={"Anna": {"horsemen": (0, 1)}},
                 cards={"Anna": {"traitor": 1}}, touching={"Toletum": ["h1=fields:8"]})
    refused("ROME-EXPAND-6", d, "conquer", city="Corduba=hispania:2", touch=["h2=forest"], card="traitor",
            **{"from": "Toletum", "arrows": ["land"]})
    t = position(kingdoms={"Anna": {"horsemen": ["Verona"]}}, boxes={"Anna": {"horsemen": (1, 1)}},
                 cards={"Anna": {"traitor": 1}})
    play(t, "conquer", city="Mediolanum", card="traitor")
    assert (p(t, "Anna").tribes["horsemen"].figures, p(t, "Anna").tribes["horsemen"].wagons) == (0, 0)


# --- special cards: ROME-SPECIAL, ROME-TERROR ----------------------------------------------------------------------

def test_rome_special_1_diplomacy_for_three_diplomats_moves_on_strictly_more():
    s = position(phase=2, cards={"Anna": {"diplomat": 2}})
    s.by_name["Anna"].diplomats = 1
    out = play(s, "play", card="diplomat", to="5c")
    assert s.diplomacy is None and not any("ROME-SPECIAL-1" in line for line in out.lines)
    s.this_part.card = None
    out = play(s, "play", card="diplomat", to="3b")
    assert s.diplomacy == "Anna" and p(s, "Anna").special["diplomacy"] == 1
    assert any("ROME-SPECIAL-1" in line for line in out.lines)
    t = position(phase=2, part=1, cards={"Ben": {"diplomat": 2}})
    t.by_name["Anna"].diplomats, t.by_name["Ben"].diplomats = 3, 2
    t.diplomacy, t.special_left["diplomacy"] = "Anna", 0
    t.by_name["Anna"].special["diplomacy"] = 1
    play(t, "play", "Ben", card="diplomat", to="5c")
    assert t.diplomacy == "Anna"                                           # 3 against 3: it stays
    t.this_part.card = None
    play(t, "play", "Ben", card="diplomat", to="3b")
    assert t.diplomacy == "Ben" and p(t, "Anna").special["diplomacy"] == 0 and p(t, "Ben").special["diplomacy"] == 1


def test_rome_special_2_scourge_of_rome_for_counters_of_all_five_colours():
    s = plunder_position(counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1, "italia_north": 1,
                                                         "italia_south": 2}}})
    out = play(s, "plunder", city="Colonia", face=["gold"])
    assert p(s, "Anna").special["scourge_of_rome"] == 1 and victory_points(s, p(s, "Anna")) == 2
    assert any("ROME-SPECIAL-2" in line for line in out.lines)


def test_rome_special_3_rome_faq_15_heir_of_rome_for_four_cities_with_each_tribe_three_cards_only():
    cities = {"horsemen": ["Mediolanum", "Genua", "Capua", "Neapolis"], "warriors": ["Toletum", "Corduba", "Emerita"]}
    s = position(phase=4, kingdoms={"Anna": cities, "Ben": {"horsemen": ["Colonia", "Treveri", "Lutetia", "Roma"],
                                                           "warriors": ["Massilia", "Verona", "Burdigala"]}},
                 boxes={"Anna": {"warriors": (4, 2)}})
    s.special_left["heir_of_rome"] = 1
    s.owner["Augusta Vindelicum"] = ("Anna", "warriors")
    s.by_name["Anna"].tribes["warriors"].cities.append("Augusta Vindelicum")
    out = play(s, "pass", take="gold")
    assert p(s, "Anna").special["heir_of_rome"] == 1 and s.special_left["heir_of_rome"] == 0
    assert any("ROME-SPECIAL-3" in line for line in out.lines)
    s.by_name["Ben"].tribes["warriors"].cities.append("Genua")
    play(s, "pass", "Ben", take="gold")
    assert p(s, "Ben").special["heir_of_rome"] == 0                      # none left


def test_rome_terror_3_a_card_for_three_eagle_cities():
    s = position(kingdoms={"Anna": {"horsemen": ["Roma", "Capua"]}}, boxes={"Anna": {"horsemen": (4, 3)}},
                 terror_of_the_legions=True)
    play(s, "conquer", city="Mediolanum")
    assert p(s, "Anna").special["terror_of_the_legions"] == 0
    s.owner["Genua"] = ("Anna", "horsemen")
    s.by_name["Anna"].tribes["horsemen"].cities.append("Genua")
    out = play(s, "end")
    assert p(s, "Anna").special["terror_of_the_legions"] == 1
    assert any("ROME-TERROR-3" in line for line in out.lines)


# --- victory points and the end: ROME-VP, ROME-END ------------------------------------------------------------------

def test_rome_vp_1_cities_special_cards_and_cultural_progress():
    s = position(kingdoms={"Anna": {"horsemen": ["Mediolanum", "Verona"]}}, cards={"Anna": {"feudalism": 1}})
    s.by_name["Anna"].special.update(diplomacy=1, scourge_of_rome=1)
    assert victory_points(s, p(s, "Anna")) == 2 + 2 + 2 + 1


def test_rome_end_1_the_round_is_finished_then_the_game_is_over():
    s = position(phase=4, kingdoms={"Anna": {"warriors": ["Mediolanum"]}}, boxes={"Anna": {"warriors": (4, 3)}},
                 cards={"Anna": {"feudalism": 1, "christianisation": 1, "tribal_council": 1}})
    s.by_name["Anna"].special.update(diplomacy=1, scourge_of_rome=1)
    out = play(s, "conquer", city="Verona")                                   # 2 cities + 4 + 3 = 9
    assert not s.ending
    s.by_name["Anna"].special["heir_of_rome"] = 1
    out = play(s, "end")
    assert s.ending == "Anna" and any("ROME-END-1" in line for line in out.lines)
    play(s, "pass", "Ben", take="gold")
    out = play(s, "pass", "Cyril", take="gold")
    assert s.stage == "over" and s.winner == "Anna" and out.tables[-1][0] == "Final score"
    refused("ROME-END-1", s, "roll", "Ben", total=8)


def test_rome_end_1_hidden_vp_trigger_by_option():
    s = position(phase=2, cards={"Anna": {"feudalism": 1}}, hidden_vp_trigger_end=False, end_threshold=1)
    play(s, "end")
    assert not s.ending
    t = position(phase=2, cards={"Anna": {"feudalism": 1}}, end_threshold=1)
    play(t, "end")
    assert t.ending == "Anna"


def test_rome_terror_4_the_end_at_eleven_with_terror_of_the_legions():
    s = position(phase=2, terror_of_the_legions=True, cards={"Anna": {"feudalism": 1}})
    s.by_name["Anna"].special.update(diplomacy=1, scourge_of_rome=2, heir_of_rome=1)     # 9 VP
    s.by_name["Anna"].tribes["horsemen"].cities = ["Mediolanum"]
    s.owner["Mediolanum"] = ("Anna", "horsemen")
    play(s, "end")
    assert not s.ending                                                     # 10 < 11
    s.by_name["Anna"].tribes["horsemen"].cities.append("Verona")
    play(s, "end", "Ben")
    assert s.ending == "Anna"


def test_rome_end_2_rome_end_3_most_vp_then_gold_with_treasures_then_shared():
    s = position(phase=4, part=2, end_threshold=1, cards={"Anna": {"feudalism": 1}, "Ben": {"tribal_council": 1}})
    s.ending = "Anna"
    s.by_name["Anna"].gold, s.by_name["Ben"].gold = 6, 6
    play(s, "end", "Cyril")
    assert s.winner == "Anna and Ben"
    t = position(phase=4, part=2, cards={"Anna": {"feudalism": 1}, "Ben": {"tribal_council": 1, "treasure_goths": 1}})
    t.ending = "Anna"
    play(t, "end", "Cyril")
    assert t.winner == "Ben"
    final = {q["name"]: q["score"] for q in GAME.summary(t)["players"]}
    assert final["Ben"]["gold"] == 5 + 7 and final["Anna"]["total"] == 1


# --- rule IDs of the chapters above that change a number or a legal move without a refusal of their own -------------

def set_up(names=("Anna", "Ben", "Cyril")):
    s = fresh(names)
    for name, (a, b) in zip(names, (("1f:12", "1h:12"), ("1f:4", "1h:4"), ("1g:12", "2g:4"))):   # by colour
        play(s, "start", name, horsemen=a, warriors=b, pasture="cattle")
    play(s, "legionnaire", names[0], to="5c")
    return s


def test_rome_setup_5_a_counter_on_every_city_in_play_none_on_the_neutral_ones():
    four = position(("Anna", "Ben", "Cyril", "Dana"), at={"Anna": {"horsemen": "1c:2"}},
                    boxes={"Anna": {"horsemen": (3, 1)}})
    play(four, "plunder", city="Moguntiacum", face=["gold"])                 # III: in play with four players
    assert p(four, "Anna").tribes["horsemen"].counters == {"germania": 1} and p(four, "Anna").gold == 5 + 2 + 1
    three = position(at={"Anna": {"horsemen": "1c:2"}}, boxes={"Anna": {"horsemen": (3, 1)}})
    refused("ROME-PLUNDER-2", three, "plunder", city="Moguntiacum", face=["gold"])


def test_rome_setup_7_rome_comp_9_open_piles_face_down_pasture_pile_special_cards_by_kind():
    s = fresh()
    assert (s.pile("grain"), s.pile("ore"), s.action_deck_left()) == (14, 14, 30)
    assert dict(s.pasture_deck) == {"horse": 10, "cattle": 10} and not +s.pasture_discard
    assert dict(s.special_left) == {"diplomacy": 1, "scourge_of_rome": 8, "heir_of_rome": 3,
                                    "terror_of_the_legions": 3} == SPECIAL_CARDS
    play(s, "start", "Anna", horsemen="1f:12", warriors="1h:12", pasture="horse")
    assert s.pile("grain") == 13 and dict(s.pasture_deck) == {"horse": 9, "cattle": 10}


def test_rome_setup_9_rome_round_4_the_white_markers_start_and_return_to_the_centre():
    s = set_up()
    assert s.covered == [] and s.stage == "production"
    for total in (6, 8, 9, 5):
        play(s, "roll", total=total, **({"pasture": ["Anna=horse", "Ben=cattle"]} if total == 6 else {}))
    assert s.covered == [6, 8, 9, 5] and s.stage == "trade_build"
    t = position(phase=4, part=2, covered=(2, 3, 4, 5))
    play(t, "end", "Cyril")
    assert t.round == 4 and t.stage == "production" and t.covered == []
    play(t, "roll", total=5)                                        # 5 was covered last round: valid again
    assert t.covered == [5]


def test_rome_setup_10_the_first_player_listed_starts_round_one():
    s = set_up()
    assert s.round == 1 and s.start_player.name == "Anna" and s.current.name == "Anna"
    refused("ROME-PROD-1", s, "roll", "Ben", total=8)
    t = set_up(("Ben", "Anna", "Cyril"))
    assert t.start_player.name == "Ben"


def test_rome_prod_9_pasture_cards_are_drawn_start_player_first_then_clockwise():
    for start, first, second in ((2, "Anna", "Ben"), (1, "Ben", "Anna")):       # Cyril, Anna, Ben / Ben, Cyril, Anna
        s = position(phase=1, start=start)
        s.pasture_deck.update({"horse": -9, "cattle": -10})           # one horse face down, then the discard
        s.pasture_discard.update({"cattle": 4})
        refused("ROME-PROD-6", s, "roll", total=6, pasture=[f"{first}=cattle", f"{second}=horse"])
        play(s, "roll", total=6, pasture=[f"{second}=cattle", f"{first}=horse"])
        assert p(s, first).hand["horse"] == 1 and p(s, second).hand["cattle"] == 1


def test_rome_prod_9_a_roll_is_stored_in_drawing_order_however_it_was_typed():
    """The order between players of a roll's pasture cards says nothing (each player's own order does): the event
    is stored start player first, so the legal moves (referee hints --json) list one order — found by self-play,
    where a roll typed ``Ben horse Anna cattle`` was accepted but not among the offered choices."""
    s = position(phase=1, start=1)                                       # Ben, Cyril, Anna
    event = GAME.normalize(s, {"kind": "roll", "player": "Ben", "total": 6,
                               "pasture": ["Anna=cattle", "Ben=horse", "Anna=horse"],
                               "returns": ["Anna=horse", "Ben=cattle", "Anna=grain"]})
    assert event["pasture"] == ["Ben=horse", "Anna=cattle", "Anna=horse"]
    assert event["returns"] == ["Ben=cattle", "Anna=grain", "Anna=horse"]


def test_rome_build_7_figures_and_wagons_go_into_the_box_of_a_kingdom():
    s = position(phase=2, kingdoms={"Anna": {"horsemen": ["Mediolanum"]}}, boxes={"Anna": {"horsemen": (0, 0)}},
                 hands={"Anna": {"ore": 1, "horse": 2, "grain": 1, "cattle": 1}})
    play(s, "build", piece="army")
    play(s, "build", piece="wagon", box="horsemen")
    t = p(s, "Anna").tribes["horsemen"]
    assert (t.figures, t.wagons) == (1, 1) and p(s, "Anna").tribes["warriors"].figures == 2


def test_rome_gold_4_no_joker_at_the_bank_and_arrows_at_their_own_gold_price():
    s = position(phase=2, gold={"Anna": 9})
    refused("ROME-TRADE-3", s, "bank", give={"gold": 3}, get={"grain": 1})
    t = position(gold={"Anna": 6})                                  # 3 land arrows, 2 paid: 3 gold each, twice
    play(t, "move", to="2c:6", via=["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"],
         pay={"gold": 6})
    assert p(t, "Anna").gold == 0 and not t.this_part.joker


def test_rome_gold_5_gold_never_goes_negative():
    s = position(at={"Anna": {"horsemen": "1d:6"}}, boxes={"Anna": {"horsemen": (1, 1)}},
                 cards={"Anna": {"traitor": 1}}, gold={"Anna": 0})
    refused("ROME-CARD-5", s, "plunder", city="Treveri", face=["gold"], card="traitor")
    t = position(gold={"Anna": 2}, hands={"Anna": {"grain": 1}})
    refused("ROME-MOVE-5", t, "move", to="2c:6", via=["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"],
            pay={"grain": 1, "gold": 3})
    u = position(phase=2, gold={"Anna": 3}, hands={"Anna": {"cattle": 0}})
    refused("ROME-BUILD-1", u, "build", piece="card", card="diplomat", joker="cattle")
    assert [p(x, "Anna").gold for x in (s, t, u)] == [0, 2, 3]


def test_rome_move_7_crossing_the_limes_costs_only_its_arrows():
    s = position(hands={"Anna": {"grain": 2}}, gold={"Anna": 5})
    via = ["1e:2", "1e:4", "1e:6", "2e:4", "2e:6", "2d:4", "2d:6", "2c:4"]
    refused("ROME-MOVE-4", s, "move", to="2c:6", via=via, pay={"grain": 2, "gold": 1}, allowed=["2 grain"])
    play(s, "move", to="2c:6", via=via, pay={"grain": 2})          # from beyond the Limes (1f) into Gallia
    assert (p(s, "Anna").hand["grain"], p(s, "Anna").gold) == (0, 5)


def test_rome_conq_5_move_then_found_a_kingdom_in_one_phase():
    s = position(boxes={"Anna": {"horsemen": (2, 1)}},
                 counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1, "italia_north": 1}}})
    play(s, "move", to="1e:12", via=["1e:2"])
    play(s, "conquer", city="Colonia")
    assert p(s, "Anna").tribes["horsemen"].cities == ["Colonia"] and victory_points(s, p(s, "Anna")) == 1


def test_rome_plunder_9_a_plundered_city_stays_roman_and_anyone_may_conquer_it():
    s = found_position(plundered=("Colonia",))
    refused("ROME-PLUNDER-2", s, "plunder", city="Colonia", face=["gold"])
    out = play(s, "conquer", city="Colonia")
    assert s.owner["Colonia"] == ("Anna", "horsemen") and "ROME-CONQ-3" not in out.lines[0]


def test_rome_expand_3_rome_faq_1_the_route_may_pass_another_unconquered_city():
    s = position(kingdoms={"Anna": {"horsemen": ["Colonia"]}}, boxes={"Anna": {"horsemen": (3, 1)}})
    play(s, "conquer", city="Lutetia")                   # one arrow only by the road through another city
    assert p(s, "Anna").tribes["horsemen"].cities == ["Colonia", "Lutetia"]


def test_rome_expand_7_a_conquered_city_is_never_lost():
    s = position(phase=4, part=1, kingdoms={"Anna": {"horsemen": ["Mediolanum"]}}, at={"Ben": {"warriors": "4f:4"}},
                 boxes={"Ben": {"warriors": (5, 2)}},
                 counters={"Ben": {"warriors": {"gallia": 1, "hispania": 1, "germania": 1}}})
    refused("ROME-CONQ-1", s, "conquer", "Ben", city="Mediolanum", allowed=["unconquered"])
    refused("ROME-PLUNDER-2", s, "plunder", "Ben", city="Mediolanum", face=["gold"])
    k = position(phase=4, part=1, kingdoms={"Anna": {"horsemen": ["Mediolanum"]}, "Ben": {"warriors": ["Verona"]}},
                 boxes={"Ben": {"warriors": (5, 2)}})
    refused("ROME-EXPAND-4", k, "conquer", "Ben", city="Mediolanum")
    assert s.owner["Mediolanum"] == k.owner["Mediolanum"] == ("Anna", "horsemen")


def test_rome_special_4_a_special_card_is_awarded_at_once():
    s = plunder_position(counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1, "italia_north": 1,
                                                         "italia_south": 1}}})
    play(s, "plunder", city="Colonia", face=["gold"])
    assert s.current.name == "Anna" and s.special_left["scourge_of_rome"] == 7
    assert p(s, "Anna").special["scourge_of_rome"] == 1 and victory_points(s, p(s, "Anna")) == 2


def test_rome_vp_2_plunder_gold_figures_and_counters_give_no_vp():
    s = plunder_position(gold={"Anna": 40}, counters={"Anna": {"horsemen": {"gallia": 2, "hispania": 1}}})
    p(s, "Anna").tribes["horsemen"].figures = 7
    assert victory_points(s, p(s, "Anna")) == 0
    play(s, "plunder", city="Colonia", face=["gold"])
    assert victory_points(s, p(s, "Anna")) == 0 and p(s, "Anna").gold == 44


@pytest.mark.parametrize("edition, coins", [("cz", 95), ("de", 100), ("en", 100)])
def test_rome_ed_2_rome_comp_7_the_coins_of_the_edition(edition, coins):
    s = position(gold={"Anna": 85}, bank_gold_unlimited=False, edition=edition)
    assert s.bank_gold() == coins - 85 - 10
    play(s, "pass", take="gold")
    assert p(s, "Anna").gold == 85 + min(2, coins - 95)


@pytest.mark.parametrize("edition", ["cz", "de", "en"])
def test_rome_ed_3_five_gold_at_the_start_in_every_edition(edition):
    s = fresh(edition=edition)
    play(s, "start", "Anna", horsemen="1f:12", warriors="1h:12", pasture="cattle")
    assert p(s, "Anna").gold == 5


def test_rome_comp_6_a_counter_has_the_colour_of_its_city_s_province():
    s = position(at={"Anna": {"horsemen": "2c:6"}}, boxes={"Anna": {"horsemen": (2, 1)}})
    play(s, "plunder", city="Lutetia", face=["loss"])
    assert p(s, "Anna").tribes["horsemen"].counters == {"gallia": 1}


def test_rome_comp_10_the_action_card_kinds_treasures_and_cultural_progress_single():
    assert set(CARDS.names) == {"diplomat", "traitor", "great_tribal_leader", "treasure_burgundians",
                                "treasure_goths", "treasure_nibelungs", "treasure_vandals", "christianisation",
                                "feudalism", "tribal_council"}
    s = position(phase=2, hands={"Anna": {"cattle": 2}}, cards={"Ben": {"treasure_goths": 1}})
    refused("ROME-BUILD-5", s, "build", piece="card", card="treasure_goths", allowed=["drawn"])
    play(s, "build", piece="card", card="diplomat")
    play(s, "build", piece="card", card="diplomat")                 # Diplomats are not limited
    assert p(s, "Anna").cards["diplomat"] == 2


def test_rome_card_4_rome_card_5_rome_faq_9_when_each_card_is_played():
    s = position(phase=3, cards={"Anna": {"diplomat": 1, "traitor": 1, "great_tribal_leader": 1,
                                          "treasure_goths": 1}})
    refused("ROME-CARD-4", s, "play", card="diplomat", to="3b")
    refused("ROME-CARD-5", s, "play", card="traitor", allowed=["plunder"])
    refused("ROME-CARD-6", s, "play", card="great_tribal_leader", drew=["horse", "cattle"])
    play(s, "play", card="treasure_goths")                          # a Treasure: in any phase 2–4
    assert p(s, "Anna").gold == 8


def test_rome_ed_5_the_english_names_are_read_as_the_rulebooks():
    """ROME-ED-5: "development card" is an action card, the "Great Warrior" the Great Tribal Leader — typed either
    way, the canonical name is recorded."""
    s = position(phase=2, hands={"Anna": {"cattle": 1}}, cards={"Anna": {"great_tribal_leader": 1}})
    assert GAME.parse(s, "build", ["development_card", "diplomat"], None)["piece"] == "card"
    event = GAME.normalize(s, {"seq": 1, "kind": "play", "player": "Anna", "card": "great_warrior",
                               "drew": ["horse", "cattle"]})
    assert event["card"] == "great_tribal_leader"
    play(s, "play", card="great_warrior", drew=["horse", "cattle"])
    assert p(s, "Anna").cards["great_tribal_leader"] == 0 and p(s, "Anna").hand["horse"] == 1


def test_rome_ed_6_review_errors_are_not_the_rules():
    """ROME-ED-6: an army pair is a horseman *and* a warrior (not one of the player's choice, ROME-BUILD-2); the
    Scourge of Rome needs all five colours in one tribe's box, not five provinces over both tribes
    (ROME-SPECIAL-2)."""
    s = position(phase=2, hands={"Anna": {"ore": 1, "horse": 1}})
    refused("ROME-BUILD-2", s, "build", piece="army", box="warriors")
    t = plunder_position(counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1, "italia_north": 1},
                                            "warriors": {"italia_south": 1}}})
    play(t, "plunder", city="Colonia", face=["gold"])                     # horsemen: 4 colours; both tribes: 5
    assert p(t, "Anna").special["scourge_of_rome"] == 0
