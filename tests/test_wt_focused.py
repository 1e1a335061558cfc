"""Warriors & Traders: one focused test per rule that the broader tests of test_wt_rules.py check only among
others — each test's name carries one rule ID and the test fails when that rule is broken."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.warriors_traders import scoring, turn
from referee.games.warriors_traders.common import has
from referee.games.warriors_traders.development import free_piece
from referee.games.warriors_traders.state import RESOURCES, TRACKS

from test_wt_rules import battle, manoeuvring, move, specials_ready, trading, unify, unifying
from wt_helpers import act, clear, end, fresh, levels, play, put, refused, started


def kinds_in(state, province):
    return [u.kind for u in state.units_in(province)]


def attack_c3(state, *kinds):
    """Anna's armies of ``kinds`` step from C1 into C3 (one barbarian army there)."""
    for kind in kinds:
        put(state, "Anna", kind, "C1")
    for u in [u for u in state.units_of("Anna") if u.army and u.province == "C1"]:
        play(state, move("Anna", u.name, "C3"))


def through_turn(state):
    """Every player passes or ends until the next turn begins (or the game ends)."""
    start = state.turn
    while state.turn == start and state.phase != "over":
        name = state.queue[0]
        play(state, act(name, "pass") if state.step in ("action1", "action2") else end(name))


# --- set-up, components --------------------------------------------------------------------------------------

def test_wt_setup_2_a_barbarian_fort_in_every_capital_an_army_elsewhere():
    state = fresh()
    for name, p in state.map.provinces.items():
        assert kinds_in(state, name) == (["barbarian_fort"] if p["type"] == "capital" else ["barbarian_army"])


def test_wt_barb_1_players_home_capitals_lose_their_barbarians():
    state = started()
    homes = {state.map.capital(p.country) for p in state.players}
    for name, p in state.map.provinces.items():
        barbarians = [u.kind for u in state.units_in(name) if u.owner == ""]
        if name in homes:
            assert barbarians == []
        else:
            assert barbarians == (["barbarian_fort"] if p["type"] == "capital" else ["barbarian_army"])


def test_wt_setup_5_own_fort_and_four_princesses_in_the_capital_and_its_token():
    state = started()
    assert kinds_in(state, "E1") == ["fort", "princess", "princess", "princess", "princess"]
    assert {u.owner for u in state.units_in("E1")} == {"Ben"}
    assert state.provinces_of("Ben") == ["E1"] and scoring.breakdown(state, "Ben")["provinces"] == 3


def test_wt_setup_7_starting_vp_capital_three_and_fort_token_three():
    state = started()
    for p in state.players:
        assert scoring.breakdown(state, p.name) == {"provinces": 3, "forts": 3, "kills": 0, "leads": 0,
                                                    "bought": 0}
        assert scoring.total(state, p.name) == 6


def test_wt_comp_3_one_token_per_province_with_type_symbols_and_vp():
    state = started()
    for name, p in state.map.provinces.items():
        assert p["type"] in ("capital", "trade_centre", "ordinary", "subjugated") and type(p["vp"]) is int
    clear(state, "C2")
    put(state, "Anna", "princess", "C2", "princess-9")
    assert scoring.breakdown(state, "Anna")["provinces"] == 3 + state.map.provinces["C2"]["vp"]


def test_wt_comp_5_resources_are_four_plain_counts():
    state = trading()
    assert RESOURCES == ("gold", "food", "goods", "weapons")
    assert set(state.player("Anna").resources) == set(RESOURCES)
    refused("WT-TRADE-1", state, {"kind": "bank", "player": "Anna", "give": {"silver": 4}, "get": {"gold": 1}})
    levels(state, "Anna", trade=2)
    play(state, {"kind": "route", "player": "Anna", "with": "Ben"})
    play(state, {"kind": "trade", "player": "Anna", "with": "Ben", "give": {"goods": 7}, "get": {}})
    assert state.player("Ben").resources["goods"] == 17                     # any count, no denominations


def test_wt_comp_7_barbarians_are_neutral():
    state = manoeuvring()
    assert state.owner("C3") == "" and "" not in state.by_name
    attack_c3(state, "infantry")
    play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}))   # the barbarians kill it
    assert all(p.kills == [] for p in state.players)                         # nobody scores a barbarian kill
    assert state.owner("C3") == ""


def test_wt_comp_8_three_tracks_filled_from_the_bank():
    state = started()
    assert TRACKS == ("production", "trade", "military")
    refused("WT-ACT-1", state, act("Anna", "upgrade", track="magic"))
    play(state, act("Anna", "upgrade", track="trade"))
    assert state.player("Anna").tokens == {"production": 1, "trade": 2, "military": 1}


def test_wt_comp_9_vp_from_provinces_forts_kills_and_gold():
    state = started()
    state.player("Anna").resources["gold"] = 4
    play(state, {"kind": "buy", "player": "Anna", "vp": 2})                  # TEST TABLES: 2 gold a VP
    state.player("Anna").kills = ["infantry"]
    parts = scoring.breakdown(state, "Anna")
    assert parts == {"provinces": 3, "forts": 3, "kills": 1, "leads": parts["leads"], "bought": 2}
    assert scoring.total(state, "Anna") == sum(parts.values())


# --- turn order, development ---------------------------------------------------------------------------------

def test_wt_dev_2_action_two_in_reverse_country_order():
    state = started()
    play(state, act("Anna", "pass"), act("Ben", "pass"), act("Cyril", "pass"))
    assert state.step == "action2" and state.queue == ["Cyril", "Ben", "Anna"]
    refused("WT-DEV-2", state, act("Anna", "pass"))
    play(state, act("Cyril", "pass"))
    assert state.queue == ["Ben", "Anna"]


def test_wt_dev_3_special_actions_in_country_order_each_all_of_his():
    state = specials_ready()
    assert state.queue == ["Anna", "Ben", "Cyril"]
    refused("WT-DEV-3", state, end("Ben"))
    play(state, act("Anna", "war", target="Ben"), act("Anna", "pass"))        # Anna keeps the turn
    assert state.queue[0] == "Anna"
    play(state, end("Anna"))
    assert state.queue[0] == "Ben"


def test_wt_spec_2_master_trader_costs_five_gold():
    state = specials_ready()
    play(state, act("Anna", "pass"))                                        # University
    state.player("Anna").resources["gold"] = 4
    err = refused("WT-SPEC-2", state, act("Anna", "pass"))
    assert "1" in err.message
    state.player("Anna").resources["gold"] = 5
    play(state, act("Anna", "pass"))
    assert state.player("Anna").resources["gold"] == 0


def test_wt_spec_4_university_and_master_trader_stack():
    state = specials_ready()
    play(state, act("Anna", "pass"), act("Anna", "pass"))                   # both in one turn
    assert state.specials_used == {"university": 1, "master_trader": 1}
    state2 = specials_ready()
    levels(state2, "Anna", production=6)
    play(state2, act("Anna", "pass"))
    refused("WT-SPEC-1", state2, act("Anna", "pass"))


def test_wt_spec_5_a_special_action_may_be_any_action():
    state = specials_ready()
    play(state, act("Anna", "upgrade", track="trade"))                      # University
    assert state.player("Anna").tokens["trade"] == 9
    state.player("Anna").resources.update(goods=20, food=5, gold=10)
    play(state, act("Anna", "fort", province="C1"))                         # Master trader
    assert sum(1 for u in state.units_in("C1") if u.kind == "fort") == 2


def test_wt_tech_4_lower_abilities_stay_with_a_higher_level():
    state = started()
    anna = state.player("Anna")
    levels(state, "Anna", production=5, military=7)
    assert has(state, anna, "masonry") and has(state, anna, "reinforcements")
    assert has(state, anna, "commander") and has(state, anna, "double_strike") and has(state, anna, "archers")
    anna.resources.update(weapons=5, gold=5)
    play(state, act("Anna", "army", unit="archers", province="C1"))         # archers (III) at VII


# --- upkeep, end of turn -------------------------------------------------------------------------------------

def test_wt_maint_9_trade_tax_a_gold_per_trade_centre():
    state = started()
    for pr in ("C2", "E2"):
        clear(state, pr)
        put(state, "Anna", "princess", pr, f"princess-{pr}")
    from referee.games.warriors_traders import maintenance
    gold = state.player("Anna").resources["gold"]
    maintenance.taxes(state, state.player("Anna"), Outcome())
    assert state.player("Anna").resources["gold"] == gold                   # trade IV: no Trade tax
    levels(state, "Anna", trade=5)
    out = Outcome()
    maintenance.taxes(state, state.player("Anna"), out)
    assert state.player("Anna").resources["gold"] == gold + 2
    assert "Anna collects 2 gold in taxes (WT-MAINT-9)." in out.lines


def test_wt_maint_10_more_than_20_during_the_turn():
    state = trading()
    state.player("Anna").resources["goods"] = 19
    levels(state, "Anna", trade=2)
    play(state, {"kind": "route", "player": "Anna", "with": "Ben"})
    play(state, {"kind": "trade", "player": "Ben", "with": "Anna", "give": {"goods": 5}, "get": {}})
    assert state.player("Anna").resources["goods"] == 24                    # the cap waits for the end


def test_wt_end_2_each_resource_capped_at_twenty():
    state = started()
    state.player("Ben").resources = {"gold": 25, "food": 30, "goods": 21, "weapons": 19}
    turn.close_turn(state, Outcome())
    assert state.player("Ben").resources == {"gold": 20, "food": 20, "goods": 20, "weapons": 19}


def test_wt_end_3_damage_and_ap_cleared_by_the_end_of_turn():
    state = manoeuvring()
    fort = next(u for u in state.units_in("C1") if u.kind == "fort")
    fort.damage, fort.battles = 2, 1
    through_turn(state)
    assert state.turn == 2 and (fort.damage, fort.battles) == (0, 0)


# --- trade ---------------------------------------------------------------------------------------------------

def test_wt_trade_6_a_route_stays_and_is_opened_once():
    state = trading()
    levels(state, "Anna", trade=2)
    play(state, {"kind": "route", "player": "Anna", "with": "Ben"})
    refused("WT-TRADE-6", state, {"kind": "route", "player": "Anna", "with": "Ben"})
    levels(state, "Ben", trade=2)
    refused("WT-TRADE-6", state, {"kind": "route", "player": "Ben", "with": "Anna"})   # nor the other way
    through_turn(state)
    assert state.routes == [{"a": "Anna", "b": "Ben", "opener": "Anna"}]


def test_wt_trade_7_any_ratio_and_gifts_by_option():
    for gifts in (True, False):
        state = trading(gifts=gifts)
        levels(state, "Anna", trade=2)
        play(state, {"kind": "route", "player": "Anna", "with": "Ben"})
        play(state, {"kind": "trade", "player": "Anna", "with": "Ben", "give": {"goods": 9}, "get": {"food": 1}})
        assert state.player("Anna").resources["goods"] == 1
        gift = {"kind": "trade", "player": "Anna", "with": "Ben", "give": {"food": 1}, "get": {}}
        if gifts:
            play(state, gift)
        else:
            refused("WT-TRADE-7", state, gift)


def test_wt_trade_8_a_route_costs_nothing_and_is_opened_in_the_trade_phase():
    state = trading()
    levels(state, "Anna", trade=2)
    before = dict(state.player("Anna").resources)
    play(state, {"kind": "route", "player": "Anna", "with": "Ben"})
    assert state.player("Anna").resources == before
    state = started()
    levels(state, "Anna", trade=2)
    refused("WT-TURN-3", state, {"kind": "route", "player": "Anna", "with": "Ben"})    # development: no route


def test_wt_trade_9_both_partners_need_a_trade_centre_by_option():
    state = trading()
    levels(state, "Anna", trade=2)
    refused("WT-TRADE-9", state, {"kind": "route", "player": "Anna", "with": "Cyril"})  # Cyril: no centre
    state = trading(partner_needs_centre=False)
    levels(state, "Anna", trade=2)
    play(state, {"kind": "route", "player": "Anna", "with": "Cyril"})
    refused("WT-TRADE-9", state, {"kind": "trade", "player": "Anna", "with": "Cyril", "give": {"food": 1},
                                  "get": {}})                               # the route waits for his centre


# --- manoeuvres, movement, princesses --------------------------------------------------------------------------

def test_wt_man_1_one_player_at_a_time_in_country_order():
    state = manoeuvring()
    put(state, "Ben", "infantry", "E1")
    refused("WT-MAN-1", state, move("Ben", "infantry-1", "E3"))
    play(state, end("Anna"))
    assert state.queue[0] == "Ben"
    refused("WT-MAN-1", state, end("Cyril"))


def test_wt_man_3_the_phase_ends_after_the_last_player():
    state = manoeuvring()
    play(state, end("Anna"), end("Ben"))
    assert state.phase == "manoeuvre" and state.turn == 1
    play(state, end("Cyril"))
    assert state.turn == 2 and state.phase != "manoeuvre"


def test_wt_move_5_every_step_costs_an_ap():
    state = manoeuvring(Anna={"military": 5})                                # 3 AP
    clear(state, "C3"), clear(state, "C4"), clear(state, "C5")
    put(state, "Anna", "cavalry", "C1")
    refused("WT-AP-1", state, move("Anna", "cavalry-1", "C3", "C4", "C5", "D2"))
    play(state, move("Anna", "cavalry-1", "C3", "C4"))
    refused("WT-AP-1", state, move("Anna", "cavalry-1", "C5", "C3"))          # 1 AP left
    play(state, move("Anna", "cavalry-1", "C5"))
    assert next(u for u in state.units if u.name == "cavalry-1").ap_used == 3


def test_wt_prin_2_a_princess_enters_only_own_or_free_provinces():
    state = manoeuvring()
    refused("WT-PRIN-2", state, move("Anna", "princess-1", "C3"))             # barbarian
    clear(state, "C2")
    put(state, "Ben", "princess", "C2", "princess-9")
    refused("WT-PRIN-2", state, move("Anna", "princess-1", "C2"))             # Ben's
    clear(state, "C2")
    play(state, move("Anna", "princess-1", "C2"))                             # free
    assert state.owner("C2") == "Anna"


def test_wt_prin_4_no_action_builds_a_princess_and_a_killed_one_stays_gone():
    state = started()
    refused("WT-ACT-2", state, act("Anna", "army", unit="princess", province="C1"))
    state.units = [u for u in state.units if u.name != "princess-4" or u.owner != "Anna"]   # killed
    through_turn(state)
    assert sum(1 for u in state.units_of("Anna") if u.kind == "princess") == 3


# --- provinces, unification ------------------------------------------------------------------------------------

def test_wt_prov_3_a_barbarian_unit_makes_a_province_barbarian():
    state = started()
    assert state.owner("C3") == ""
    clear(state, "C3")
    assert state.owner("C3") is None
    put(state, "", "barbarian_fort", "C3")
    assert state.owner("C3") == ""


def test_wt_prov_4_a_province_without_units_is_free():
    state = started()
    clear(state, "C3")
    assert state.owner("C3") is None
    put(state, "Anna", "princess", "C3", "princess-9")
    assert state.owner("C3") == "Anna"


def test_wt_prov_6_the_token_and_its_vp_go_with_the_province():
    state = manoeuvring(Anna={"military": 3})                                # 2 AP
    clear(state, "C2")
    put(state, "Anna", "cavalry", "C1")
    before = scoring.breakdown(state, "Anna")["provinces"]
    play(state, move("Anna", "cavalry-1", "C2"))
    assert scoring.breakdown(state, "Anna")["provinces"] == before + 2       # taken
    play(state, move("Anna", "cavalry-1", "C4"))
    play(state, battle("Anna", "C4", {"barbarian-army": 3}, {"cavalry-1": 1}))
    assert scoring.breakdown(state, "Anna")["provinces"] == before + 1       # C2 left, C4 gained


def test_wt_prov_7_province_vp_by_type():
    state = started()
    for pr in ("C2", "C3", "C5"):
        clear(state, pr)
        put(state, "Anna", "princess", pr, f"princess-{pr}")
    assert [state.map.provinces[p]["vp"] for p in ("C1", "C2", "C3", "C5")] == [3, 2, 1, 1]
    assert scoring.breakdown(state, "Anna")["provinces"] == 3 + 2 + 1 + 1


def test_wt_unif_3_capital_trade_centre_and_ordinary_subjugated_optional():
    state = unifying()
    refused("WT-UNIF-3", state, unify("Anna", "C1", "C3", "C4"))            # no trade centre
    refused("WT-UNIF-3", state, unify("Anna", "C1", "C2", "C3", "C4", "E3"))  # not her country
    refused("WT-UNIF-3", state, unify("Anna", "C1", "C2", "C3", "C4", "C5"))  # C5 not owned (unify_subjugated)
    clear(state, "C5")
    put(state, "Anna", "princess", "C5", "princess-9")
    play(state, unify("Anna", "C1", "C2", "C3", "C4", "C5"))
    assert state.bonus_actions == 2                                           # 5 provinces (test tables)


def test_wt_unif_5_an_army_built_by_unification_waits_for_the_next_turn():
    state = unifying()
    play(state, unify("Anna", "C1", "C2", "C3", "C4"), act("Anna", "army", unit="infantry", province="C1"))
    unit = next(u for u in state.units_of("Anna") if u.name == "infantry-1")
    assert unit.no_ap == "WT-UNIF-5"
    refused("WT-UNIF-5", state, move("Anna", "infantry-1", "C3"))
    turn.close_turn(state, Outcome())
    assert unit.no_ap == ""


# --- battles -------------------------------------------------------------------------------------------------

def test_wt_battle_1_a_battle_waits_where_armies_enter_a_hostile_province():
    state = manoeuvring(Anna={"military": 3})
    clear(state, "C2")
    put(state, "Anna", "infantry", "C1"), put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C2"))
    assert state.pending == []                                               # free: no battle
    refused("WT-BATTLE-1", state, battle("Anna", "C2", {}, {}))
    play(state, move("Anna", "infantry-2", "C3"))
    assert state.pending == ["C3"]


def test_wt_battle_3_every_defender_strikes_back():
    state = manoeuvring()
    put(state, "", "barbarian_army", "C3", "barbarian-army-2")
    attack_c3(state, "infantry", "infantry")
    err = refused("WT-BATTLE-3", state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}))
    assert "2" in err.allowed
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1, "infantry-2": 1}))


def test_wt_battle_4_one_exchange_and_no_second_round():
    state = manoeuvring()
    attack_c3(state, "infantry")
    play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}))
    assert state.pending == []
    refused("WT-BATTLE-1", state, battle("Anna", "C3", {"barbarian-army": 1}, {}))
    barbarian = state.units_in("C3")[0]
    assert barbarian.damage == 1                                             # not fought to the end


def test_wt_battle_9_the_survivor_takes_the_province_or_it_becomes_free():
    state = manoeuvring()
    attack_c3(state, "cavalry")
    play(state, battle("Anna", "C3", {"barbarian-army": 3}, {"cavalry-1": 1}))
    assert state.owner("C3") == "Anna" and "C3" in state.provinces_of("Anna")
    state = manoeuvring()
    state.tables.numbers["stats.barbarian_army.toughness"]["value"] = 1
    attack_c3(state, "infantry")
    play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}))
    assert state.units_in("C3") == [] and state.owner("C3") is None        # nobody left: free


def test_wt_battle_10_damage_adds_up_within_the_turn():
    state = manoeuvring(Anna={"military": 6})                                # Commander, Double strike
    put(state, "Anna", "cavalry", "C1")
    put(state, "", "barbarian_army", "C4", "barbarian-army-2")
    play(state, move("Anna", "cavalry-1", "C2"), battle("Anna", "C2", {"barbarian-army": 3}, {"cavalry-1": 1}))
    play(state, move("Anna", "cavalry-1", "C4"))
    dealt, taken = {"barbarian-army": 2, "barbarian-army-2": 1}, {"cavalry-1": 2}
    refused("WT-BATTLE-7", state, battle("Anna", "C4", dealt, taken, withdraw=["cavalry-1>C2"]))  # 1 + 2 = 3: life 0
    play(state, battle("Anna", "C4", dealt, taken, retreat=["cavalry-1>C2"]))
    cavalry = next(u for u in state.units if u.name == "cavalry-1")
    assert cavalry.province == "C2" and cavalry.damage == 3


def test_wt_battle_12_a_kill_earns_the_killer_vp():
    state = manoeuvring()
    before = scoring.total(state, "Anna")
    attack_c3(state, "cavalry")
    play(state, battle("Anna", "C3", {"barbarian-army": 3}, {"cavalry-1": 1}))
    assert state.player("Anna").kills == ["barbarian_army"]
    assert scoring.breakdown(state, "Anna")["kills"] == state.tables.need("vp.kill.barbarian_army") == 1
    assert scoring.total(state, "Anna") == before + 1 + 1                    # the kill and C3's token


def test_wt_battle_13_a_dead_army_goes_back_to_the_supply():
    state = manoeuvring()
    attack_c3(state, "infantry")
    play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}))
    assert not any(u.army for u in state.units_of("Anna"))
    assert free_piece(state, "Anna", "infantry", "WT-COMP-6") == "infantry-1"


def test_wt_barb_2_barbarians_never_move():
    state = manoeuvring()
    where = sorted((u.name, u.province) for u in state.units if u.owner == "")
    refused("WT-MAN-1", state, move("Anna", "barbarian-army", "C4"))
    through_turn(state)
    through_turn(state)
    assert sorted((u.name, u.province) for u in state.units if u.owner == "") == where


def test_wt_barb_6_a_province_stays_barbarian_while_one_barbarian_remains():
    state = manoeuvring()
    put(state, "", "barbarian_army", "C3", "barbarian-army-2")
    attack_c3(state, "infantry", "infantry")
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1, "infantry-2": 1}))
    assert [u.name for u in state.units_in("C3")] == ["barbarian-army-2"] and state.owner("C3") == ""


# --- forts ---------------------------------------------------------------------------------------------------

def test_wt_fort_1_eight_forts_a_colour():
    state = started()
    levels(state, "Anna", production=4)
    state.player("Anna").resources.update(goods=30, food=5, gold=5)
    for pr in ("C2", "C3", "C4", "C5"):
        clear(state, pr)
    for n, pr in enumerate(("C3", "C3", "C4", "C4", "C5", "C5", "C2"), start=2):
        put(state, "Anna", "fort", pr, f"fort-{n}")                        # C2 holds one: room for another
    assert sum(1 for u in state.units_of("Anna") if u.kind == "fort") == 8
    err = refused("WT-FORT-1", state, act("Anna", "fort", province="C2"))
    assert "8" in err.allowed


def test_wt_fort_2_a_fort_holds_its_province_eats_nothing_and_never_moves():
    state = manoeuvring()
    clear(state, "C3")
    put(state, "Anna", "fort", "C3", "fort-2")
    assert state.owner("C3") == "Anna"
    refused("WT-FORT-2", state, move("Anna", "fort-2", "C4"))
    through_turn(state)
    assert state.turn == 2 and state.phase != "upkeep"                     # forts only: nobody feeds


def test_wt_fort_3_a_fort_token_while_the_fort_stands():
    state = manoeuvring()
    state.wars.append({"a": "Anna", "b": "Ben", "turn": 1})
    clear(state, "C4"), clear(state, "D3")
    put(state, "Anna", "cavalry", "C4")
    put(state, "Ben", "fort", "D3", "fort-2")
    assert scoring.breakdown(state, "Ben")["forts"] == 6
    play(state, move("Anna", "cavalry-1", "D3"))
    play(state, battle("Anna", "D3", {"fort-2": 3}, {"cavalry-1": 2}))     # fort: strength 2, toughness 3
    assert scoring.breakdown(state, "Ben")["forts"] == 3 and state.owner("D3") == "Anna"


# --- war, allies, victory ------------------------------------------------------------------------------------

def test_wt_war_1_war_is_declared_on_one_player_and_is_mutual():
    state = started()
    refused("WT-ACT-5", state, act("Anna", "war", target="Anna"))
    play(state, act("Anna", "war", target="Ben"))
    assert state.at_war("Ben", "Anna") and not state.at_war("Anna", "Cyril")
    refused("WT-WAR-1", state, act("Ben", "war", target="Anna"))           # mutual: Ben is at war already


def test_wt_war_2_at_war_either_side_attacks_the_other():
    state = manoeuvring()
    state.wars.append({"a": "Ben", "b": "Anna", "turn": 1})                # Ben declared
    clear(state, "C4"), clear(state, "D3")
    put(state, "Anna", "infantry", "C4"), put(state, "Ben", "infantry", "D3")
    play(state, move("Anna", "infantry-1", "D3"))
    assert state.pending == ["D3"]


def test_wt_war_4_a_war_is_stored_as_a_pair_with_its_turn():
    state = started()
    through_turn(state)
    play(state, act("Anna", "pass"), act("Ben", "war", target="Cyril"))
    assert state.wars == [{"a": "Ben", "b": "Cyril", "turn": 2}]
    assert state.at_war("Cyril", "Ben")


def test_wt_ally_2_allies_keep_the_free_for_all_rules():
    state = started(4, mode="allied", teams="1+3,2+4")                     # Anna + Cyril
    play(state, act("Anna", "war", target="Cyril"))                        # teammates may go to war
    assert state.at_war("Anna", "Cyril")
    state = started(4, mode="allied", teams="1+3,2+4")
    for name, pr in (("Anna", "C2"), ("Cyril", "A2")):
        clear(state, pr)
        put(state, name, "princess", pr, "princess-9")
    turn.start_trade(state, Outcome())
    refused("WT-TRADE-4", state, {"kind": "trade", "player": "Anna", "with": "Cyril", "give": {"food": 1},
                                  "get": {}})                               # no trade without a route


def test_wt_win_3_a_tie_is_shared_and_its_break_not_verified():
    state = started()
    scoring.finish(state, Outcome())
    assert state.winners == ["Anna", "Ben", "Cyril"]
    assert ("WT-WIN-3", "win.tie_break") in state.draft
    state = started()
    state.player("Ben").bought = 1
    scoring.finish(state, Outcome())
    assert state.winners == ["Ben"] and ("WT-WIN-3", "win.tie_break") not in state.draft
