"""Seafarers with the part of Cities & Knights that TD&E uses (seafarers-and-ck-minimum.md part B): knights, the
event die and the barbarians, commodities and the hand limit, improvements and walls, progress-card draws.

The positions are on the Seafarers TEST layout (the main island 2b–4d around the desert 3c): Anna's city on 3c:4
with roads 3c:3 and 3c:5 (her network's free corners 3c:2 and 3c:6), Ben's settlement on 3c:8 with the road 3c:7
(which ends on 3c:6 as well)."""

from __future__ import annotations

import pytest

from ck_helpers import GAME, position
from referee.core import registry
from referee.core.errors import NotationError
from referee.games.catan.cities_knights import barbarians
from referee.games.catan.seafarers.game import Seafarers
from test_seafarers import do, refused

BASE = {"Anna": {"city": ["3c:4"], "road": ["3c:3", "3c:5"]}, "Ben": {"settlement": ["3c:8"], "road": ["3c:7"]}}
RICH = {"wool": 4, "ore": 4, "grain": 4, "brick": 4}


def corner(state, name):
    return state.board.grid.corner(name)


def roll(state, total, red, face, **fields):
    return do(GAME, state, "roll", total=total, red=red, event=face, **fields)


def test_ck_scope_2_ck_sea_6_the_member_subclasses_seafarers_and_targets_13_or_the_tables_own():
    assert isinstance(GAME, Seafarers) and GAME.key == "seafarers-ck"
    assert {o.name: o.default for o in GAME.options}["victory_points"] == 13              # not Seafarers' 10 + 2
    assert GAME.resolve_options({"victory_points": 21})["victory_points"] == 21          # a scenario's, as typed
    assert {"knight", "improve"} <= set(GAME.kinds) and not {"buy", "play"} & set(GAME.kinds)


def test_ck_scope_2_plain_cities_and_knights_is_no_alias_of_the_part_b_member():
    for name in ("cities & knights", "města a rytíři", "cities-knights"):
        with pytest.raises(NotationError) as info:
            registry.find(name)
        assert "seafarers-ck" in info.value.line()
    assert registry.find("námořníci a rytíři").key == GAME.key


# --- knights -----------------------------------------------------------------------------------------------
def test_ck_knight_3_build_costs_wool_and_ore_inactive_at_the_network():
    s = position(pieces=BASE, hands={"Anna": RICH})
    do(GAME, s, "knight", action="build", at="3c:2")
    k = s.knights[corner(s, "3c:2")]
    assert (k.owner, k.rank, k.active) == ("Anna", 1, False)
    assert s.by_name["Anna"].hand["wool"] == 3 and s.by_name["Anna"].hand["ore"] == 3


def test_ck_knight_3_not_off_the_network_nor_on_a_building():
    s = position(pieces=BASE, hands={"Anna": RICH})
    refused(GAME, s, "CK-KNIGHT-3", "knight", action="build", at="2b:12")
    refused(GAME, s, "CK-KNIGHT-3", "knight", action="build", at="3c:4")
    s = position(pieces=BASE, hands={"Anna": {"wool": 1}})
    refused(GAME, s, "CK-KNIGHT-3", "knight", action="build", at="3c:2")


def test_ck_knight_1_two_basic_knights_at_most():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, False), "3c:6": ("Anna", 1, False)})
    s.by_name["Anna"].roads.add(s.board.grid.side("3c:1"))
    refused(GAME, s, "CK-KNIGHT-1", "knight", action="build", at="3c:12")


def test_ck_knight_4_promotion_keeps_the_state_and_mighty_needs_the_fortress():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 2, True)})
    refused(GAME, s, "CK-KNIGHT-4", "knight", action="promote", at="3c:2")
    s.levels["Anna"]["politics"] = 3
    do(GAME, s, "knight", action="promote", at="3c:2")
    k = s.knights[corner(s, "3c:2")]
    assert (k.rank, k.active) == (3, True)
    refused(GAME, s, "CK-KNIGHT-4", "knight", action="promote", at="3c:2")


def test_ck_knight_5_once_per_knight_and_turn():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, False)}, levels={"Anna": {"politics": 3}})
    do(GAME, s, "knight", action="promote", at="3c:2")
    refused(GAME, s, "CK-KNIGHT-5", "knight", action="promote", at="3c:2")


def test_ck_act_1_activation_costs_grain_and_works_the_turn_built():
    s = position(pieces=BASE, hands={"Anna": RICH})
    do(GAME, s, "knight", action="build", at="3c:2")
    do(GAME, s, "knight", action="activate", at="3c:2")
    assert s.knights[corner(s, "3c:2")].active and s.by_name["Anna"].hand["grain"] == 3
    refused(GAME, s, "CK-ACT-1", "knight", action="activate", at="3c:2")


def test_ck_act_2_no_action_in_the_turn_of_activation():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, False)})
    do(GAME, s, "knight", action="activate", at="3c:2")
    refused(GAME, s, "CK-ACT-2", "knight", action="move", at="3c:2", to="3c:6")


def test_ck_act_3_one_action_per_turn_and_only_when_active():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, True)})
    do(GAME, s, "knight", action="move", at="3c:2", to="3c:6")
    assert not s.knights[corner(s, "3c:6")].active
    do(GAME, s, "knight", action="activate", at="3c:6")              # re-activated the same turn …
    refused(GAME, s, "CK-ACT-3", "knight", action="move", at="3c:6", to="3c:2")   # … but no second action
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, False)})
    refused(GAME, s, "CK-ACT-3", "knight", action="move", at="3c:2", to="3c:6")


def test_ck_act_4_moves_along_own_roads_to_a_free_intersection_only():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, True)})
    refused(GAME, s, "CK-ACT-4", "knight", action="move", at="3c:2", to="3c:8")    # Ben's settlement
    refused(GAME, s, "CK-ACT-4", "knight", action="move", at="3c:2", to="2b:12")   # not along her roads


def test_ck_act_5_displace_a_weaker_knight_its_owner_places_it_or_it_is_removed():
    pieces = {**BASE, "Ben": {"settlement": ["3c:8"], "road": ["3c:7", "3c:9"]}}
    s = position(pieces=pieces, hands={"Anna": RICH},
                 knights={"3c:2": ("Anna", 2, True), "3c:6": ("Ben", 1, True)})
    refused(GAME, s, "CK-ACT-5", "knight", action="displace", at="3c:2", to="3c:6")          # no place named
    refused(GAME, s, "CK-ACT-5", "knight", action="displace", at="3c:2", to="3c:6", place="2b:12")
    do(GAME, s, "knight", action="displace", at="3c:2", to="3c:6", place="3c:10")
    assert s.knights[corner(s, "3c:6")].owner == "Anna" and s.knights[corner(s, "3c:10")].owner == "Ben"
    assert s.knights[corner(s, "3c:10")].active                                            # keeps its state
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 2, True), "3c:6": ("Ben", 1, True)})
    do(GAME, s, "knight", action="displace", at="3c:2", to="3c:6")                         # nowhere: removed
    assert [k.owner for k in s.knights.values()] == ["Anna"]
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, True), "3c:6": ("Ben", 1, True)})
    refused(GAME, s, "CK-ACT-5", "knight", action="displace", at="3c:2", to="3c:6")         # not weaker


def test_ck_act_6_chase_the_robber_from_an_adjacent_corner_and_steal():
    s = position(pieces=BASE, hands={"Anna": RICH, "Ben": {"wool": 1}}, knights={"3c:2": ("Anna", 1, True)},
                 robber="3c")
    do(GAME, s, "knight", action="chase", at="3c:2", to="3b", victim="Ben", stolen="wool")
    assert s.robber == "3b" and s.by_name["Anna"].hand["wool"] == 5 and not s.knights[corner(s, "3c:2")].active
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, True)}, robber="4d")
    refused(GAME, s, "CK-ACT-6", "knight", action="chase", at="3c:2", to="2b")


def test_ck_sea_4_a_knight_beside_the_pirate_chases_it():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"2d:4": ("Anna", 1, True)}, pirate="3e")
    s.by_name["Anna"].roads.add(s.board.grid.side("2d:5"))
    do(GAME, s, "knight", action="chase", at="2d:4", to="4e")
    assert s.pirate == "4e"


def test_ck_barb_7_no_chase_before_the_first_attack():
    s = position(pieces=BASE, hands={"Anna": RICH}, knights={"3c:2": ("Anna", 1, True)}, robber="3c", attacks=0)
    refused(GAME, s, "CK-BARB-7", "knight", action="chase", at="3c:2", to="2b")


def test_ck_knight_6_an_opponents_knight_blocks_roads_past_it():
    s = position(pieces=BASE, hands={"Anna": RICH, "Ben": {"lumber": 2, "brick": 2}},
                 knights={"3c:6": ("Anna", 1, False)}, active="Ben")
    grid = s.board.grid
    onward = next(p for p in grid.corners[corner(s, "3c:6")].paths if p not in s.road_owner)
    refused(GAME, s, "CATAN-BUILD-8", "build", player="Ben", piece="road", at=onward)
    del s.knights[corner(s, "3c:6")]
    do(GAME, s, "build", player="Ben", piece="road", at=onward)                    # without the knight: legal


def test_ck_knight_6_a_knight_breaks_the_longest_road():
    road = ["3c:3", "3c:5", "3c:7", "3c:9", "3c:11"]
    s = position(pieces={"Anna": {"settlement": ["3c:2"], "road": road}, "Ben": {"road": ["4c:1"], "settlement": ["4c:2"]}},
                 hands={"Ben": RICH}, active="Ben")
    assert s.by_name["Anna"].road_length == 5 and s.longest_road == "Anna"
    do(GAME, s, "knight", player="Ben", action="build", at="3c:4")            # on Anna's road: 1 + 4
    assert s.by_name["Anna"].road_length == 4 and s.longest_road is None


def test_ck_knight_7_no_settlement_on_a_knight():
    s = position(pieces=BASE, hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}},
                 knights={"3c:2": ("Anna", 1, False)})
    s.by_name["Anna"].roads.add(s.board.grid.side("3c:1"))
    refused(GAME, s, "CK-KNIGHT-7", "build", piece="settlement", at="3c:2")


def test_ck_sea_1_ck_sea_2_knights_stand_on_ship_lines_and_a_ship_may_not_cut_them_off():
    pieces = {"Anna": {"settlement": ["2d:4"], "ship": ["2e:7", "2e:9"]}}
    s = position(pieces=pieces, hands={"Anna": RICH}, knights={})
    sea_corner = s.board.grid.sides[s.board.grid.side("2e:9")].ends
    free = [c for c in sea_corner if s.free(c) and c != corner(s, "2d:4")]
    do(GAME, s, "knight", action="build", at=free[-1])
    s.ship_turn = {p: 1 for p in s.ship_turn}
    refused(GAME, s, "CK-SEA-2", "move_ship", **{"from": "2e:9", "to": "3e:3"})


# --- barbarians --------------------------------------------------------------------------------------------
def test_ck_barb_1_ships_advance_the_barbarians_a_gate_does_not():
    s = position(pieces=BASE, rolled=False)
    roll(s, 5, 2, "ship")
    assert s.barbarians == 1
    s.rolled = False
    roll(s, 5, 2, "blue")
    assert s.barbarians == 1


def test_ck_barb_1_the_red_die_must_fit_the_roll():
    s = position(pieces=BASE, rolled=False)
    refused(GAME, s, "CK-BARB-1", "roll", total=12, red=3, event="ship")
    with pytest.raises(NotationError):
        GAME.parse(s, "roll", ["8"], None)


def test_ck_barb_2_ck_barb_4_ck_barb_6_stronger_barbarians_take_the_weakest_players_city_and_every_knight_rests():
    pieces = {"Anna": {"city": ["3c:4", "2b:8"], "road": ["3c:3", "3c:5"]}, "Ben": {"city": ["3c:8"], "road": ["3c:7"]}}
    s = position(pieces=pieces, knights={"3c:2": ("Ben", 1, True)}, rolled=False)
    s.barbarians = 6
    assert barbarians.strength(s) == 3 and barbarians.losers(s) == ["Anna"]
    refused(GAME, s, "CK-BARB-4", "roll", total=5, red=2, event="ship")                 # which city?
    roll(s, 5, 2, "ship", lose=["2b:8"])
    assert corner(s, "2b:8") in s.by_name["Anna"].settlements and s.barbarians == 0 and s.attacks == 2
    assert not s.knights[corner(s, "3c:2")].active                                      # CK-BARB-6


def test_ck_barb_5_the_single_best_defender_is_the_defender_of_catan():
    s = position(pieces=BASE, knights={"3c:2": ("Anna", 2, True)}, rolled=False)
    s.barbarians = 6
    before = GAME.summary(s)["players"][0]["victory_points"] if "victory_points" in GAME.summary(s)["players"][0] else None
    roll(s, 5, 2, "ship")
    assert s.defender["Anna"] == 1 and GAME.summary(s)["players"][0]["defender_points"] == 1
    del before


def test_ck_barb_5_a_tie_gives_each_a_progress_card_instead():
    pieces = {**BASE, "Ben": {"settlement": ["3c:8"], "road": ["3c:7", "3c:9"]}}
    s = position(pieces=pieces, knights={"3c:2": ("Anna", 1, True), "3c:10": ("Ben", 1, True)}, rolled=False)
    s.barbarians = 6
    refused(GAME, s, "CK-BARB-5", "roll", total=5, red=2, event="ship")
    roll(s, 5, 2, "ship", progress={"Anna": {"science": 1}, "Ben": {"politics": 1}})
    assert s.progress["Anna"]["science"] == 1 and s.progress["Ben"]["politics"] == 1 and not s.defender


def test_ck_barb_7_a_seven_before_the_first_attack_only_discards():
    s = position(pieces=BASE, hands={"Anna": {"ore": 8}}, rolled=False, attacks=0)
    out = roll(s, 7, 3, "blue")
    assert s.owed == {"Anna": 4} and not s.robber_pending
    do(GAME, s, "discard", cards={"ore": 4})
    assert GAME.phase(s) == "main" and "CK-BARB-7" in " ".join(out.lines)


def test_ck_prog_2_a_gate_gives_a_card_when_the_red_die_is_within_the_level():
    s = position(pieces=BASE, levels={"Anna": {"science": 1}}, rolled=False)
    refused(GAME, s, "CK-PROG-2", "roll", total=5, red=2, event="green")                  # Anna must draw
    refused(GAME, s, "CK-PROG-2", "roll", total=6, red=3, event="green", progress={"Anna": {"science": 1}})
    roll(s, 5, 2, "green", progress={"Anna": {"science": 1}})
    assert s.progress["Anna"]["science"] == 1


# --- production and the hand -----------------------------------------------------------------------------
def test_ck_prod_1_a_city_on_pasture_takes_wool_and_cloth_on_hills_two_brick():
    s = position(pieces={"Anna": {"city": ["2d:8"]}}, rolled=False)     # 2d pasture 9, 2c hills 5, 3d forest 4
    roll(s, 9, 4, "blue")
    assert s.by_name["Anna"].hand["wool"] == 1 and s.by_name["Anna"].hand["cloth"] == 1
    s.rolled = False
    roll(s, 5, 2, "blue")
    assert s.by_name["Anna"].hand["brick"] == 2


def test_ck_hand_1_commodities_count_and_walls_raise_the_limit():
    s = position(pieces=BASE, hands={"Anna": {"ore": 6, "coin": 3}}, rolled=False)
    roll(s, 7, 3, "blue")
    assert s.owed == {"Anna": 4}
    do(GAME, s, "discard", cards={"coin": 3, "ore": 1})
    s = position(pieces=BASE, hands={"Anna": {"ore": 6, "coin": 3, "brick": 2}})
    do(GAME, s, "build", piece="wall", at="3c:4")
    assert s.hand_limit(s.by_name["Anna"]) == 9
    refused(GAME, s, "CK-HAND-1", "build", piece="wall", at="3c:4")


# --- improvements ------------------------------------------------------------------------------------------
def test_ck_imp_1_improvements_cost_commodities_and_need_a_city():
    s = position(pieces=BASE, hands={"Anna": {"coin": 5}})
    do(GAME, s, "improve", track="politics")
    do(GAME, s, "improve", track="politics")
    assert s.level("Anna", "politics") == 2 and s.by_name["Anna"].hand["coin"] == 2
    refused(GAME, s, "CK-IMP-1", "improve", track="politics")                       # 3 coin for level 3: has 2
    s = position(pieces={"Anna": {"settlement": ["3c:4"]}}, hands={"Anna": {"coin": 6}})
    refused(GAME, s, "CK-IMP-1", "improve", track="politics")


def test_ck_imp_2_the_first_at_level_4_takes_the_metropolis_immune_to_the_barbarians():
    s = position(pieces=BASE, hands={"Anna": {"paper": 4}}, levels={"Anna": {"science": 3}}, rolled=True)
    do(GAME, s, "improve", track="science")
    assert s.metropolis["science"] == ("Anna", corner(s, "3c:4"))
    assert barbarians.plain_cities(s, "Anna") == [] and barbarians.strength(s) == 1
    assert GAME.summary(s)["players"][0]["special_victory_points"] == 2


# --- progress cards ----------------------------------------------------------------------------------------
def holding_cards(state, name, **decks):
    state.progress[name].update(decks)
    return state


def test_ck_prog_1_a_card_is_played_only_from_a_deck_held():
    s = position(pieces=BASE)
    refused(GAME, s, "CK-PROG-1", "progress", card="irrigation")
    holding_cards(s, "Anna", politics=1)
    refused(GAME, s, "CK-PROG-1", "progress", card="irrigation")


def test_ck_prog_1_no_development_cards():
    s = position(pieces=BASE)
    with pytest.raises(NotationError):
        GAME.parse(s, "buy", [], None)


def test_ck_prog_3_irrigation_two_grain_per_fields_hex_at_the_buildings():
    s = holding_cards(position(pieces={"Anna": {"settlement": ["3b:2"], "city": ["4d:12"]}}), "Anna", science=1)
    do(GAME, s, "progress", card="irrigation")                  # 3b fields (3b:2), 4d fields (4d:12)
    assert s.by_name["Anna"].hand["grain"] == 4 and s.progress["Anna"]["science"] == 0


def test_ck_prog_4_the_inventor_swaps_two_tokens_but_not_2_12_6_8():
    s = holding_cards(position(pieces=BASE), "Anna", science=1)
    refused(GAME, s, "CK-PROG-4", "progress", card="inventor", hexes=["3b", "2c"])     # 3b carries 8
    do(GAME, s, "progress", card="inventor", hexes=["2c", "2d"])                       # 5 ↔ 9
    assert s.board.number["2c"] == 9 and s.board.number["2d"] == 5
    assert "2c" in [h for h, _r, _c in s.board.producers[9]]


def test_ck_prog_5_the_deserter_removes_a_knight_and_places_one_of_that_strength():
    s = holding_cards(position(pieces=BASE, knights={"3c:6": ("Ben", 2, True)}), "Anna", politics=1)
    refused(GAME, s, "CK-PROG-5", "progress", card="deserter", at="3c:2")
    do(GAME, s, "progress", card="deserter", at="3c:6", place="3c:2")
    k = s.knights[corner(s, "3c:2")]
    assert (k.owner, k.rank, k.active) == ("Anna", 2, False) and corner(s, "3c:6") not in s.knights


def test_ck_prog_6_intrigue_displaces_a_knight_on_the_players_roads():
    pieces = {**BASE, "Ben": {"settlement": ["3c:8"], "road": ["3c:7", "3c:9"]}}
    s = holding_cards(position(pieces=pieces, knights={"3c:6": ("Ben", 3, True)}), "Anna", politics=1)
    refused(GAME, s, "CK-PROG-6", "progress", card="intrigue", at="3c:6", place="3c:4")
    do(GAME, s, "progress", card="intrigue", at="3c:6", place="3c:10")
    assert s.knights[corner(s, "3c:10")].owner == "Ben" and corner(s, "3c:6") not in s.knights


def test_ck_prog_1_a_card_not_refereed_is_recorded_as_typed_and_not_verified():
    s = holding_cards(position(pieces=BASE, hands={"Ben": {"wool": 3}}), "Anna", trade=1)
    do(GAME, s, "progress", card="resource_monopoly", gained={"Ben": {"wool": 2}})
    assert s.by_name["Anna"].hand["wool"] == 2 and s.by_name["Ben"].hand["wool"] == 1
    assert GAME.summary(s)["not_verified"][-1]["what"] == "card not refereed: CK part C (resource_monopoly)"
    s = holding_cards(position(pieces=BASE), "Anna", science=1)
    do(GAME, s, "progress", card="printer", points=1)
    assert GAME.summary(s)["players"][0]["special_victory_points"] == 1
    s = holding_cards(position(pieces=BASE), "Anna", trade=1)
    refused(GAME, s, "CK-PROG-1", "progress", card="merchant", gained={"Ben": {"wool": 1}})   # Ben holds none


def test_ck_prog_2_a_deck_holds_what_its_contents_allow():
    """The science deck's 18 cards (data file, PUBLIC-MEMORY) all in hands: a green gate gives nothing."""
    s = position(pieces=BASE, levels={"Anna": {"science": 1}}, rolled=False)
    s.progress["Ben"]["science"] = 18
    assert s.deck_left("science") == 0
    refused(GAME, s, "CK-PROG-2", "roll", total=5, red=2, event="green", progress={"Anna": {"science": 1}})
    roll(s, 5, 2, "green")                                           # nobody draws from an empty deck
    assert s.progress["Anna"]["science"] == 0


# --- reports and completion ---------------------------------------------------------------------------------
def test_ck_act_4_tab_completes_the_knights_moves_and_the_roll_with_the_event_die():
    s = position(pieces=BASE, knights={"3c:2": ("Anna", 1, True)})
    at = corner(s, "3c:2")
    assert GAME.completions(s, "knight", ["move"]) == [at]
    assert GAME.completions(s, "knight", ["move", at]) == [corner(s, "3c:6")]
    assert GAME.completions(s, "knight", ["build"]) == [corner(s, "3c:6")]
    assert GAME.completions(s, "roll", ["8", "red", "3"]) == ["ship", "green", "yellow", "blue"]


def test_ck_barb_1_the_board_shows_the_knights_and_the_barbarian_track():
    s = position(pieces=BASE, knights={"3c:2": ("Anna", 2, True)})
    s.barbarians = 3
    text = GAME.board_text(s)
    assert "Barbarians [###....] 3 of 7" in text and f"{corner(s, '3c:2')} strong*" in text
    picture = GAME.board_svg(s)
    assert 'class="knight"' in picture and 'data-rank="2"' in picture and 'data-position="3"' in picture


def test_ck_knight_3_the_summary_lists_knights_commodities_and_the_barbarians():
    s = position(pieces=BASE, hands={"Anna": {"paper": 2}}, knights={"3c:2": ("Anna", 1, False)})
    entry = GAME.summary(s)["players"][0]
    assert entry["knights"] == [{"at": corner(s, "3c:2"), "rank": 1, "active": False}]
    assert entry["commodities"] == {"paper": 2} and entry["resources"]["lumber"] == 0
    assert GAME.summary(s)["barbarians"] == {"position": 0, "track": 7, "attacks": 1}


def test_ck_prog_2_the_notation_reads_the_event_die_the_red_die_and_the_draws():
    s = position(pieces=BASE, rolled=False)
    event = GAME.parse(s, "roll", ["5", "red", "2", "zelená", "progress", "Anna", "věda"], None)
    assert event == {"kind": "roll", "total": 5, "red": 2, "event": "green", "progress": {"Anna": {"science": 1}},
                     "player": "Anna"}
    assert GAME.parse(s, "knight", ["displace", "3c:2", "3c:6", "3c:10"], None)["place"] == "3c:10"


def test_ck_knight_2_ck_barb_3_the_defence_is_the_strength_of_the_active_knights():
    s = position(pieces=BASE, knights={"3c:2": ("Anna", 3, True), "3c:6": ("Anna", 2, False),
                                       "3c:10": ("Ben", 2, True)})
    assert barbarians.contributions(s) == {"Anna": 3, "Ben": 2, "Cyril": 0}


def test_ck_barb_4_players_with_only_settlements_are_immune_and_ties_all_lose():
    pieces = {"Anna": {"city": ["3c:4"], "road": ["3c:3"]}, "Ben": {"city": ["3c:8"], "road": ["3c:7"]},
              "Cyril": {"settlement": ["4d:4"]}}
    s = position(pieces=pieces, rolled=False)
    s.barbarians = 6
    assert barbarians.losers(s) == ["Anna", "Ben"]                       # Cyril has no city to lose
    roll(s, 5, 2, "ship")
    assert not s.by_name["Anna"].cities and not s.by_name["Ben"].cities


def test_ck_sea_3_an_opponents_knight_on_a_ship_line_breaks_the_trade_route():
    """Anna's five ships round the sea hex 3e from her settlement 2d:4; Ben's knight on 3d:4 (his road 3d:5) cuts the
    line after the second ship: 5 → 3."""
    line = ["2d:5", "3d:3", "3e:7", "3e:5", "3e:3"]
    s = position(pieces={"Anna": {"settlement": ["2d:4"], "ship": line}, "Ben": {"road": ["3d:5"]}},
                 hands={"Ben": {"wool": 1, "ore": 1}}, active="Ben")
    assert s.by_name["Anna"].road_length == 5
    do(GAME, s, "knight", player="Ben", action="build", at="3d:4")
    assert s.by_name["Anna"].road_length == 3


def test_ck_hand_1_a_commodity_may_be_stolen_seen_or_unseen():
    pieces = {**BASE, "Ben": {"settlement": ["3c:8"], "road": ["3c:7"]}}
    s = position(pieces=pieces, hands={"Ben": {"coin": 2, "ore": 1}}, knights={"3c:2": ("Anna", 1, True)},
                 robber="3c")
    do(GAME, s, "knight", action="chase", at="3c:2", to="3b", victim="Ben")               # unseen
    assert GAME.summary(s)["players"][1]["commodities"] == {"coin": {"min": 1, "max": 2}}
    s = position(pieces=pieces, hands={"Ben": {"coin": 2}}, knights={"3c:2": ("Anna", 1, True)}, robber="3c")
    do(GAME, s, "knight", action="chase", at="3c:2", to="3b", victim="Ben", stolen="coin")
    assert s.by_name["Anna"].hand["coin"] == 1 and s.by_name["Ben"].hand["coin"] == 1


def test_ck_prog_1_no_development_deck_in_the_status_public_or_secret():
    """With C&K there are no development cards (CK-PROG-1): the bank line names none, in the public view of a table
    that kept a secret (an unseen steal) too."""
    pieces = {**BASE, "Ben": {"settlement": ["3c:8"], "road": ["3c:7"]}}
    for stolen in ({"stolen": "coin"}, {}):
        s = position(pieces=pieces, hands={"Ben": {"coin": 2, "ore": 1}}, knights={"3c:2": ("Anna", 1, True)},
                     robber="3c")
        do(GAME, s, "knight", action="chase", at="3c:2", to="3b", victim="Ben", **stolen)
        lines = GAME.status(s).lines
        assert any(line.startswith("Bank: ") and "Robber on 3b" in line for line in lines), lines
        assert not any("Development deck" in line for line in lines), lines


def test_ck_hand_1_golden_two_walls_keep_eleven_cards_safe():
    """The C&K rulebook's example (CK-SNIP): with 2 city walls a player holding 11 cards keeps them; 12 cost 6."""
    pieces = {"Anna": {"city": ["3c:4", "2b:8"], "road": ["3c:3", "3c:5"]}}
    for held, owed in ((11, None), (12, 6)):
        s = position(pieces=pieces, hands={"Anna": {"ore": held - 2, "coin": 2}}, rolled=False)
        s.walls |= {corner(s, "3c:4"), corner(s, "2b:8")}
        roll(s, 7, 3, "blue")
        assert s.owed.get("Anna") == owed


def test_ck_barb_5_a_tied_defender_with_a_full_hand_draws_nothing():
    pieces = {**BASE, "Ben": {"settlement": ["3c:8"], "road": ["3c:7", "3c:9"]}}
    s = position(pieces=pieces, knights={"3c:2": ("Anna", 1, True), "3c:10": ("Ben", 1, True)}, rolled=False)
    s.barbarians = 6
    s.progress["Ben"]["politics"] = 4
    refused(GAME, s, "CK-PROG-2", "roll", total=5, red=2, event="ship",
            progress={"Anna": {"science": 1}, "Ben": {"politics": 1}})
    roll(s, 5, 2, "ship", progress={"Anna": {"science": 1}})
    assert s.progress["Anna"]["science"] == 1 and s.progress["Ben"]["politics"] == 4


def test_ck_barb_5_an_attack_nobody_defended_rewards_nobody():
    s = position(pieces={"Anna": {"settlement": ["3c:4"], "road": ["3c:3"]}}, rolled=False)
    s.barbarians = 6
    out = roll(s, 5, 2, "ship")                                   # 0 cities against 0 knights: the defence holds
    assert not s.defender and "nobody is rewarded" in " ".join(out.lines)


# --- TDE-GEN-2: C&K's set-up, the second building a city -----------------------------------------------------
def _set_up(game, state, piece):
    """The current player's set-up building ``piece`` on the first corner the game accepts, then a road from it."""
    from referee.games.catan.building import settlement_spots
    from referee.core.errors import RuleViolation

    for at in settlement_spots(state, state.current, setup=True):
        try:
            out = do(game, state, "build", piece=piece, at=at)
        except RuleViolation:
            continue
        for path in state.board.grid.corners[at].paths:
            try:
                do(game, state, "build", piece="road", at=path)
                return out, at
            except RuleViolation:
                continue
    raise AssertionError("no set-up spot")


@pytest.mark.parametrize("key", ["seafarers-ck", "greater-catan-ck", "treasure-islands-ck"])
def test_tde_gen_2_the_second_set_up_building_is_a_city(key):
    """TDE-GEN-2 (corrected from the Czech text): a scenario played with C&K uses C&K's set-up — settlement, then a
    city, which brings the starting resources; a settlement in its place is refused."""
    from test_seafarers import new_setup

    game = registry.find(key)
    state = game.initial_state(new_setup(game))
    for _player in state.players:
        assert state.setup_piece() == "settlement"
        _set_up(game, state, "settlement")
    assert state.setup_piece() == "city"
    refused(game, state, "TDE-GEN-2", "build", piece="settlement", at="3c:4")
    out, at = _set_up(game, state, "city")
    player = state.by_name["Cyril"]
    assert player.cities == {at} and "set-up city (TDE-GEN-2)" in " ".join(out.lines)
    assert player.hand.total() == sum(1 for h in state.board.grid.corners[at].hexes if state.board.resource(h))


@pytest.mark.parametrize("key", ["seafarers-ck", "greater-catan-ck", "treasure-islands-ck"])
def test_tde_gen_2_two_settlements_are_the_option_and_older_saves_keep_them(key):
    from test_seafarers import new_setup

    game = registry.find(key)
    state = game.initial_state(new_setup(game, setup_city=False))
    for _player in state.players:
        _set_up(game, state, "settlement")
    assert state.setup_piece() == "settlement"
    out, at = _set_up(game, state, "settlement")
    assert at in state.by_name["Cyril"].settlements and "second settlement" in " ".join(out.lines)
    assert game.resolve_options({}, written=1)["setup_city"] is False and game.resolve_options({})["setup_city"]


@pytest.mark.parametrize("key", ["great-canal", "enchanted-land", "into-the-unknown-ck"])
def test_tde_gen_2_the_scenarios_that_spell_out_their_set_up_keep_it(key):
    assert "setup_city" not in {o.name for o in registry.find(key).options}
