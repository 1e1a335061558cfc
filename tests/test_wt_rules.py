"""Warriors & Traders: one test (or more) per WT rule ID of rules/warriors-and-traders.md, and its worked
examples E1–E8 as golden tests. A rule that needs an UNKNOWN number is shown `not verified` with the first
edition's tables, and judged once the number is entered."""

from __future__ import annotations

import pytest

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Outcome
from referee.core.session import replay
from referee.games.warriors_traders import GAME, mapfile, maintenance, tables, turn
from referee.games.warriors_traders.common import has, level

from wt_helpers import act, clear, end, fresh, levels, play, put, refused, setup, started


def to_manoeuvres(state):
    """Every player passes both actions, the special actions and the transfer."""
    while state.phase == "development":
        name = state.queue[0]
        play(state, act(name, "pass") if state.step in ("action1", "action2") else end(name))


# --- set-up (WT-SETUP, WT-BARB-1, WT-COMP) --------------------------------------------

def test_wt_setup_3_5_7_prov_7_capital_fort_princesses_and_six_vp():
    from referee.games.warriors_traders import scoring
    state = started()
    here = [u.name for u in state.units_in("C1")]
    assert here == ["fort-1", "princess-1", "princess-2", "princess-3", "princess-4"]
    assert scoring.total(state, "Anna") == 6                  # capital 3 + fort token 3 (WT-SETUP-7)


def test_wt_setup_6_comp_5_starting_resources():
    state = fresh()
    play(state, {"kind": "setup", "player": "Anna", "country": "C", "tokens": {"military": 3}})
    assert state.player("Anna").resources == {"gold": 1, "food": 1, "goods": 0, "weapons": 1}
    assert all(type(n) is int for n in state.player("Anna").resources.values())


def test_wt_setup_4_a_country_is_taken_once():
    state = fresh()
    play(state, {"kind": "setup", "player": "Anna", "country": "C", "tokens": {"military": 3}})
    err = refused("WT-SETUP-4", state, {"kind": "setup", "player": "Ben", "country": "C", "tokens": {"trade": 3}})
    assert "E" in err.allowed


def test_wt_setup_8_exactly_three_development_tokens():
    state = fresh()
    refused("WT-SETUP-8", state, {"kind": "setup", "player": "Anna", "country": "C", "tokens": {"trade": 2}})


def test_wt_setup_9_revised_edition_starts_with_infantry():
    state = started(edition="revised")
    assert any(u.kind == "infantry" for u in state.units_in("C1"))
    assert not any(u.kind == "infantry" for u in started().units_in("C1"))


def test_wt_setup_11_two_to_six_players():
    with pytest.raises(RuleViolation) as exc:
        GAME.check_players(["Anna"])
    assert exc.value.rule == "WT-SETUP-11"


def test_wt_setup_1_2_barb_1_comp_7_prov_3_barbarian_fort_in_capitals_army_elsewhere():
    state = started()
    assert [u.kind for u in state.units_in("B1")] == ["barbarian_fort"]
    assert [u.kind for u in state.units_in("B3")] == ["barbarian_army"]
    assert state.owner("B3") == "" and state.owner("C1") == "Anna"


def test_wt_comp_2_prov_1_8_the_map_is_checked():
    data = mapfile.read("test-map")
    assert mapfile.check(data) == []
    del data["countries"]["H"]
    broken = mapfile.check(data)
    assert any("7 countries" in p for p in broken)
    data = mapfile.read("test-map")
    data["provinces"]["A1"]["land"] = [*data["provinces"]["A1"]["land"], "C5"]
    assert any("does not list it back" in p for p in mapfile.check(data))
    data = mapfile.read("test-map")
    data["provinces"]["A2"]["type"] = "capital"
    assert any("(WT-PROV-8)" in p for p in mapfile.check(data))


def test_wt_comp_10_tables_have_every_key_with_a_source_or_unknown():
    official = tables.read("official")
    test = tables.read("test")
    assert set(official["numbers"]) == set(test["numbers"])
    assert all("source" in e or e.get("unknown") for e in official["numbers"].values())
    assert tables.Tables(test).unknown() == []
    assert "production.food.II" in tables.Tables(official).unknown()
    assert tables.Tables(official).need("production.goods.III") == 2       # seed p.9
    with pytest.raises(NotationError):
        tables.check({"numbers": {"players.min": {"value": 2}}})


# --- game flow (WT-TURN) ------------------------------------------------------------------

def test_wt_turn_3_phases_in_fixed_order():
    state = started()
    assert (state.turn, state.phase, state.step) == (1, "development", "action1")
    refused("WT-TURN-3", state, {"kind": "feed", "player": "Anna"})
    refused("WT-TURN-3", state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})


def test_wt_turn_4_dev_1_2_3_4_man_1_e5_country_order_and_reverse():
    """E5: countries 2, 3, 5, 7 → action 1 ascending, action 2 descending, the rest ascending."""
    state = fresh(players=4)
    for name, country in zip(["Anna", "Ben", "Cyril", "Dana"], ["E", "A", "D", "B"]):   # orders 2, 3, 5, 7
        play(state, {"kind": "setup", "player": name, "country": country, "tokens": {"trade": 3}})
    assert state.queue == ["Anna", "Ben", "Cyril", "Dana"]
    seen = {}
    while state.phase == "development":
        seen.setdefault(state.step, []).append(state.queue[0])
        name = state.queue[0]
        play(state, act(name, "pass") if state.step in ("action1", "action2") else end(name))
    assert seen["action1"] == ["Anna", "Ben", "Cyril", "Dana"]
    assert seen["action2"] == ["Dana", "Cyril", "Ben", "Anna"]
    assert seen["special"] == seen["transfer"] == ["Anna", "Ben", "Cyril", "Dana"]
    assert state.phase == "manoeuvre" and state.queue == ["Anna", "Ben", "Cyril", "Dana"]
    refused("WT-MAN-1", state, end("Ben"))


def test_wt_turn_1_2_man_3_win_3_barb_2_ten_turns_then_over():
    state = started()
    barbarians = [(u.name, u.province) for u in state.units if u.owner == ""]
    while state.phase != "over":
        if state.phase == "development":
            to_manoeuvres(state)
        elif state.phase == "manoeuvre":
            play(state, end(state.queue[0]))
        else:
            raise AssertionError(state.phase)
    assert [(u.name, u.province) for u in state.units if u.owner == ""] == barbarians
    assert state.turn == 10 and state.winners == ["Anna", "Ben", "Cyril"]        # nobody moved: a shared win
    assert [(v.rule, v.key) for v in state.unverified if v.rule == "WT-WIN-3"] == [("WT-WIN-3", "win.tie_break")]
    refused("WT-TURN-2", state, act("Anna", "pass"))


# --- upkeep (WT-MAINT) ----------------------------------------------------------------------

def upkeep_with(state, name, *kinds, food):
    """Armies of ``kinds`` for ``name`` in its capital, ``food`` held, and the next turn's upkeep begun."""
    capital = state.map.capital(state.player(name).country)
    for kind in kinds:
        put(state, name, kind, capital)
    state.player(name).resources["food"] = food
    turn.start_turn(state, Outcome())


def test_wt_maint_2_3_4_e2_no_partial_feeding():
    """E2: 2 infantry, archers, cavalry need 7 food; with 5, feed cavalry + archers, both infantry die."""
    state = started()
    upkeep_with(state, "Anna", "infantry", "infantry", "archers", "cavalry", food=5)
    assert state.phase == "upkeep" and state.queue == ["Anna"]
    err = refused("WT-MAINT-3", state, {"kind": "feed", "player": "Anna"})
    assert "7" in err.message and "5" in err.message
    refused("WT-MAINT-3", state, {"kind": "feed", "player": "Anna", "starve": ["infantry-1"]})
    play(state, {"kind": "feed", "player": "Anna", "starve": ["infantry-1", "infantry-2"]})
    assert sorted(u.kind for u in state.units_of("Anna") if u.army) == ["archers", "cavalry"]


def test_wt_maint_1_feeding_in_country_order():
    state = started()
    put(state, "Ben", "infantry", "E1")
    upkeep_with(state, "Anna", "infantry", food=3)
    assert state.queue == ["Anna", "Ben"]
    refused("WT-MAINT-1", state, {"kind": "feed", "player": "Ben"})


def test_wt_maint_5_6_e1_production_multipliers():
    """E1: 1 food, 3 goods, 1 weapon symbol; production III (food ×1, goods ×2), military I (×0)."""
    state = started()
    assert (state.tables.need("production.food.III"), state.tables.need("production.goods.III"),
            state.tables.need("military.weapons.I")) == (1, 2, 0)            # the seed's numbers
    anna = state.player("Anna")
    levels(state, "Anna", production=3, military=1)
    clear(state, "C2")
    put(state, "Anna", "infantry", "C2")             # C1: 1/1/1, C2: 2 goods → 1 food, 3 goods, 1 weapon
    before = dict(anna.resources)
    maintenance.collect(state, Outcome())
    assert maintenance.symbols(state, "Anna") == {"food": 1, "goods": 3, "weapons": 1}
    assert anna.resources["food"] - before["food"] == 1
    assert anna.resources["goods"] - before["goods"] == 6
    assert anna.resources["weapons"] - before["weapons"] == 0


def test_wt_maint_6_an_unknown_multiplier_is_not_verified_until_entered():
    """Official tables: level II's multiplier is unknown — the collection is not computed, and says so."""
    s = setup(table="official")
    events = [{"seq": i + 1, "kind": "setup", "player": n, "country": c, "tokens": {"production": 3}}
              for i, (n, c) in enumerate(zip(("Anna", "Ben", "Cyril"), ("C", "E", "A")))]
    before = replay(GAME, s, events).state
    notes = GAME.check_notes(before)
    assert any("not verified (needs 'slots.production.II')" in n for n in notes)
    assert before.player("Anna").resources["food"] is None
    for key, value in {"slots.production.II": 1, "slots.production.III": 2, "slots.production.IV": 5}.items():
        s.board["tables"] = tables.set_number(s.board["tables"], key, str(value))
    after = replay(GAME, s, events).state
    assert level(after, after.player("Anna"), "production") == 3
    assert after.player("Anna").resources["goods"] == 1 * 2         # C1's one goods symbol ×2 at III, judged now
    assert not any("slots.production" in n for n in GAME.check_notes(after))


def test_wt_maint_7_provinces_never_produce_gold():
    state = started()
    gold = state.player("Anna").resources["gold"]
    maintenance.collect(state, Outcome())
    assert state.player("Anna").resources["gold"] == gold


def test_wt_maint_8_9_e3_taxes():
    """E3: production VI, trade V; home capital, a conquered capital, a trade centre → 2 + 1 gold."""
    state = started()
    levels(state, "Anna", production=6, trade=5)
    clear(state, "B1"), clear(state, "C2")
    put(state, "Anna", "infantry", "B1"), put(state, "Anna", "infantry", "C2")
    gold = state.player("Anna").resources["gold"]
    maintenance.taxes(state, state.player("Anna"), Outcome())
    assert state.player("Anna").resources["gold"] - gold == 3


# --- trade (WT-TRADE) -----------------------------------------------------------------------

def trading(players=3, **options):
    """A state at the trade phase where Anna and Ben own trade centres."""
    state = started(players, **options)
    for name, pr in (("Anna", "C2"), ("Ben", "E2")):
        clear(state, pr)
        put(state, name, "princess", pr, "princess-9")
    for p in state.players:
        p.resources = {"gold": 5, "food": 10, "goods": 10, "weapons": 5}
    from referee.games.warriors_traders import turn as t
    t.start_trade(state, Outcome())
    assert state.phase == "trade"
    return state


def test_wt_trade_2_only_trade_centre_owners_trade():
    state = trading()
    refused("WT-TRADE-2", state, {"kind": "bank", "player": "Cyril", "give": {"food": 4}, "get": {"gold": 1}})


def test_wt_trade_3_bank_at_the_levels_ratio():
    state = trading()                                   # test tables: ratio 4 at trade II
    levels(state, "Anna", trade=2)
    refused("WT-TRADE-3", state, {"kind": "bank", "player": "Anna", "give": {"food": 3}, "get": {"gold": 1}})
    play(state, {"kind": "bank", "player": "Anna", "give": {"food": 8}, "get": {"gold": 2}})
    assert state.player("Anna").resources["food"] == 2 and state.player("Anna").resources["gold"] == 7
    refused("WT-ACT-6", state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})


def test_wt_trade_3_bank_and_trade_typed_in_czech():
    """The help's Czech examples parse: 'bank jídlo=4 dostane zlato=1', 'trade Ben výrobky=3 dá … dostane …'."""
    state = trading()
    assert GAME.parse(state, "bank", ["jídlo=4", "dostane", "zlato=1"], "Anna") == {
        "kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}}
    assert GAME.parse(state, "trade", ["Ben", "dá", "výrobky=3", "dostane", "zbraně=1"], "Anna") == {
        "kind": "trade", "player": "Anna", "with": "Ben", "give": {"goods": 3}, "get": {"weapons": 1}}
    assert GAME.parse(state, "act", ["armáda", "pěchota", "C1"], "Anna")["action"] == "army"


def test_wt_trade_3_unknown_ratio_is_not_verified():
    state = trading()
    del state.tables.numbers["trade.ratio.II"]["value"]
    state.tables.numbers["trade.ratio.II"]["unknown"] = True
    levels(state, "Anna", trade=2)
    play(state, {"kind": "bank", "player": "Anna", "give": {"food": 3}, "get": {"gold": 1}})
    assert [(v.rule, v.key) for v in state.unverified][-1] == ("WT-TRADE-3", "trade.ratio.II")


def test_wt_trade_4_5_6_7_8_9_e8_routes():
    """E8: A (trade II) opens a route to B (trade I); the route counts against A only and stays for good."""
    state = trading()
    levels(state, "Anna", trade=2)
    levels(state, "Ben", trade=1)
    refused("WT-TRADE-4", state, {"kind": "trade", "player": "Anna", "with": "Ben", "give": {"goods": 3},
                                  "get": {"weapons": 1}})
    refused("WT-TRADE-5", state, {"kind": "route", "player": "Ben", "with": "Anna"})     # trade I: no slot
    before = dict(state.player("Anna").resources)
    play(state, {"kind": "route", "player": "Anna", "with": "Ben"})
    assert state.routes == [{"a": "Anna", "b": "Ben", "opener": "Anna"}]
    assert state.player("Anna").resources == before                                  # WT-TRADE-8: free
    assert (state.player("Anna").routes_opened, state.player("Ben").routes_opened) == (1, 0)
    play(state, {"kind": "trade", "player": "Anna", "with": "Ben", "give": {"goods": 3}, "get": {"weapons": 1}})
    assert state.player("Ben").resources["goods"] == 13 and state.player("Anna").resources["weapons"] == 6
    refused("WT-TRADE-6", state, {"kind": "route", "player": "Anna", "with": "Ben"})
    levels(state, "Anna", trade=1)                      # the token moved away: the route remains
    play(state, {"kind": "trade", "player": "Ben", "with": "Anna", "give": {"food": 1}, "get": {}})
    clear(state, "E2")                                  # B loses his only trade centre: no trade at all
    refused("WT-TRADE-2", state, {"kind": "trade", "player": "Ben", "with": "Anna", "give": {"food": 1},
                                  "get": {}})
    refused("WT-TRADE-9", state, {"kind": "trade", "player": "Anna", "with": "Ben", "give": {"food": 1},
                                  "get": {}})


def test_wt_trade_11_monopoly():
    state = trading()
    levels(state, "Ben", trade=7)
    refused("WT-TRADE-11", state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})
    play(state, {"kind": "bank", "player": "Ben", "give": {"food": 2}, "get": {"gold": 1}})   # ratio 2 at VII


def test_wt_trade_10_end_by_consensus_goes_to_development():
    state = trading()
    play(state, end("Anna"))
    assert state.phase == "development"


# --- development (WT-DEV, WT-ACT, WT-SPEC, WT-TECH) ---------------------------------------------

def test_wt_dev_1_one_action_each_in_country_order():
    state = started()
    refused("WT-DEV-1", state, act("Ben", "pass"))
    refused("WT-DEV-1", state, end("Anna"))


def test_wt_act_1_comp_8_upgrade_fills_the_next_slot_and_applies_at_once():
    state = started()
    play(state, act("Anna", "upgrade", track="military"))
    assert state.player("Anna").tokens["military"] == 2
    assert level(state, state.player("Anna"), "military") == 3        # archers from now on


def test_wt_tech_2_no_level_above_seven():
    state = started()
    state.player("Anna").tokens["trade"] = 10
    refused("WT-TECH-2", state, act("Anna", "upgrade", track="trade"))


def test_wt_tech_3_level_needs_every_slot_below():
    state = started()
    p = state.player("Anna")
    for tokens, expected in ((0, 1), (1, 2), (2, 3), (3, 3), (4, 4), (10, 7)):
        p.tokens["trade"] = tokens
        assert level(state, p, "trade") == expected


def test_wt_tech_3_unknown_slots_are_not_verified():
    state = started(table="official")
    p = state.player("Anna")
    p.resources.update(weapons=5, gold=5)
    play(state, act("Anna", "army", unit="archers", province="C1"))
    assert ("WT-ACT-2", "slots.military.II") in [(v.rule, v.key) for v in state.unverified]


def test_wt_act_2_armies_by_military_level_and_cost():
    state = started()
    anna = state.player("Anna")
    anna.resources.update(weapons=10, gold=10)
    refused("WT-ACT-2", state, act("Anna", "army", unit="archers", province="C1"))   # military II
    refused("WT-ACT-2", state, act("Anna", "army", unit="infantry", province="C3"))  # not Anna's province
    play(state, act("Anna", "army", unit="infantry", province="C1"))
    assert anna.resources["weapons"] == 9 and any(u.name == "infantry-1" for u in state.units_in("C1"))
    levels(state, "Ben", military=6)
    state.player("Ben").resources.update(weapons=3, gold=2)
    play(state, act("Ben", "army", unit="cavalry", province="E1"))
    assert state.player("Ben").resources == {**state.player("Ben").resources, "weapons": 0, "gold": 0}


def test_wt_act_6_an_action_must_be_paid_in_full():
    state = started()
    state.player("Anna").resources["weapons"] = 0
    err = refused("WT-ACT-6", state, act("Anna", "army", unit="infantry", province="C1"))
    assert "weapons" in err.message


def test_wt_comp_6_four_pieces_of_a_type():
    state = started()
    for _ in range(4):
        put(state, "Anna", "infantry", "C1")
    state.player("Anna").resources["weapons"] = 5
    refused("WT-COMP-6", state, act("Anna", "army", unit="infantry", province="C1"))


def test_wt_act_3_fort_1_2_3_fort_needs_masonry_cost_and_room():
    state = started()
    anna = state.player("Anna")
    anna.resources.update(goods=30, food=5, gold=5)
    refused("WT-ACT-3", state, act("Anna", "fort", province="C1"))
    levels(state, "Anna", production=4)
    put(state, "Anna", "fort", "C1", "fort-2")
    refused("WT-FORT-1", state, act("Anna", "fort", province="C1"))                # 2 forts already
    clear(state, "C3")
    put(state, "Anna", "princess", "C3", "princess-9")
    from referee.games.warriors_traders import scoring
    vp = scoring.breakdown(state, "Anna")["forts"]
    play(state, act("Anna", "fort", province="C3"))
    assert anna.resources == {"gold": 4, "food": 3, "goods": 18, "weapons": 2}
    assert scoring.breakdown(state, "Anna")["forts"] == vp + 3                     # WT-FORT-3
    clear(state, "C3")
    put(state, "Anna", "fort", "C3", "fort-3")                                    # WT-FORT-2: a fort alone holds it
    assert state.owner("C3") == "Anna"


def test_wt_act_4_e7_reinforce_infantry_to_cavalry():
    """E7: production V, military I: infantry → cavalry for 14 goods; the infantry piece returns."""
    state = started()
    levels(state, "Anna", production=5, military=1)
    assert level(state, state.player("Anna"), "military") == 1          # works even at military I
    put(state, "Anna", "infantry", "C1")
    for n in range(1, 5):                                               # no free cavalry piece: refused
        put(state, "Anna", "cavalry", "C1", f"cavalry-{n}")
    state.player("Anna").resources["goods"] = 14
    refused("WT-COMP-6", state, act("Anna", "reinforce", unit="infantry-1", to="cavalry"))
    state.units = [u for u in state.units if u.kind != "cavalry"]
    play(state, act("Anna", "reinforce", unit="infantry-1", to="cavalry"))
    kinds = [(u.name, u.kind) for u in state.units_in("C1") if u.army]
    assert kinds == [("cavalry-1", "cavalry")] and state.player("Anna").resources["goods"] == 0
    assert not any(u.kind == "infantry" for u in state.units_of("Anna"))   # the infantry piece is back in supply
    refused("WT-ACT-4", state, act("Ben", "reinforce", unit="infantry-1", to="archers"))


def test_wt_act_5_war_1_4_war_on_another_player_once():
    state = started()
    play(state, act("Anna", "war", target="Ben"))
    assert state.at_war("Ben", "Anna") and state.wars == [{"a": "Anna", "b": "Ben", "turn": 1}]
    refused("WT-WAR-1", state, act("Ben", "war", target="Anna"))


def specials_ready():
    """Anna at production VII, trade VI, military VII with 6 gold, at the special actions."""
    state = started()
    levels(state, "Anna", production=7, trade=6, military=7)
    state.player("Anna").resources.update(gold=6, weapons=5)
    while state.step != "special":
        play(state, act(state.queue[0], "pass"))
    return state


def test_wt_spec_1_2_3_4_5_e6_special_actions():
    """E6: production VII, trade VI, military VII → University, Master trader (5 gold), Warlord (war only)."""
    state = specials_ready()
    assert state.queue[0] == "Anna"
    play(state, act("Anna", "war", target="Ben"))                # Warlord
    play(state, act("Anna", "army", unit="infantry", province="C1"))      # University
    play(state, act("Anna", "army", unit="infantry", province="C1"))      # Master trader, 5 gold
    assert state.player("Anna").resources["gold"] == 1 - 0
    refused("WT-SPEC-1", state, act("Anna", "pass"))
    play(state, end("Anna"))
    refused("WT-SPEC-1", state, act("Ben", "pass"))


def test_wt_spec_3_e6_warlord_serves_only_a_declaration_of_war():
    """E6: the third special action (Warlord) is for war only — after University and Master trader nothing else."""
    state = specials_ready()
    play(state, act("Anna", "army", unit="infantry", province="C1"))      # University
    play(state, act("Anna", "army", unit="infantry", province="C1"))      # Master trader, 5 gold
    refused("WT-SPEC-1", state, act("Anna", "army", unit="infantry", province="C1"))   # Warlord: war only
    play(state, act("Anna", "war", target="Cyril"))
    assert state.at_war("Anna", "Cyril") and state.player("Anna").resources["gold"] == 1


def test_wt_dev_4_one_track_transfer():
    state = started()
    while state.step != "transfer":
        name = state.queue[0]
        play(state, act(name, "pass") if state.step.startswith("action") else end(name))
    refused("WT-DEV-4", state, {"kind": "transfer", "player": "Anna", "track": "trade", "to": "trade"})
    play(state, {"kind": "transfer", "player": "Anna", "track": "trade", "to": "military"})
    assert state.player("Anna").tokens == {"production": 1, "trade": 0, "military": 2}
    refused("WT-DEV-4", state, {"kind": "transfer", "player": "Anna", "track": "military", "to": "trade"})


# --- manoeuvres and battles (WT-MAN, WT-AP, WT-MOVE, WT-PRIN, WT-BATTLE) -------------------------

def manoeuvring(**track_levels):
    state = started()
    for name, lv in track_levels.items():
        levels(state, name, **lv)
    to_manoeuvres(state)
    return state


def move(player, unit, *path):
    return {"kind": "move", "player": player, "unit": unit, "path": list(path)}


def battle(player, province, dealt, taken, **moves):
    return {"kind": "battle", "player": player, "province": province, "dealt": dealt, "taken": taken, **moves}


def test_wt_prov_1_moves_go_to_neighbours():
    state = manoeuvring()
    put(state, "Anna", "infantry", "C1")
    refused("WT-PROV-1", state, move("Anna", "infantry-1", "C5"))


def test_wt_prov_1_the_board_lists_each_provinces_neighbours_by_land_and_by_sea():
    """Issue 29 item 15: the ASCII board says which provinces border which (~ across a sea route)."""
    from referee.games.warriors_traders import reports

    state = started()
    lines = {line.split()[0]: line for line in reports.board_text(state).splitlines() if line.startswith("  ")}
    assert "B5 C1 C3 C4 ~G2" in lines["C2"] and "~C2" in lines["G2"] and "~" not in lines["C1"]
    for name, province in state.map.provinces.items():
        assert all(n in lines[name] for n in province["land"]), name


def test_wt_prov_1_hints_say_where_the_armies_and_princesses_may_go():
    from referee.games.warriors_traders import reports

    state = manoeuvring()
    put(state, "Anna", "infantry", "C2")
    said = reports.hints(state).lines
    assert "From C2 to B5, C1, C3, C4; by sea to G2 (WT-PROV-1)." in said
    assert "From C1 to C2, C3 (WT-PROV-1)." in said                       # the princesses at the capital


def test_wt_prov_1_the_picture_draws_every_border_once():
    """Issue 29 item 15: each pair of neighbours is one line — a land border solid, a sea route a dashed curve."""
    import xml.etree.ElementTree as ET

    from referee.games.warriors_traders.svg import board_svg

    state = started()
    root = ET.fromstring(board_svg(state))
    drawn = {}
    for e in root.iter():
        kinds = (e.get("class") or "").split()
        if "border" in kinds:
            drawn[frozenset((e.get("data-from"), e.get("data-to")))] = kinds[1]
    pairs = {frozenset((a, b)): way for a, p in state.map.provinces.items() for way in ("land", "sea")
             for b in p.get(way, [])}
    assert drawn == pairs and sum(way == "sea" for way in drawn.values()) == 2
    assert len([e for e in root.iter() if "border" in (e.get("class") or "").split()]) == len(pairs)


def test_wt_move_1_5_ap_1_prov_2_4_free_provinces_and_the_ap_limit():
    state = manoeuvring()                                   # military II: 1 AP in the test tables
    clear(state, "C3"), clear(state, "C4")
    put(state, "Anna", "infantry", "C1")
    refused("WT-AP-1", state, move("Anna", "infantry-1", "C3", "C4"))
    play(state, move("Anna", "infantry-1", "C3"))
    assert state.owner("C3") == "Anna"
    refused("WT-AP-1", state, move("Anna", "infantry-1", "C4"))


def test_wt_move_2_battle_1_2_3_4_9_12_prov_6_battle_in_a_barbarian_province_and_conquest():
    state = manoeuvring()
    put(state, "Anna", "infantry", "C1"), put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C3"))
    assert state.pending == ["C3"]
    refused("WT-MAN-1", state, end("Anna"))
    state.units_in("C3")[1].ap_used = 0                     # even with AP left, it stays and fights
    refused("WT-MOVE-2", state, move("Anna", "infantry-1", "C1"))
    # barbarian army: strength 1, toughness 2 (test tables); two infantry deal 2, it deals 1
    refused("WT-BATTLE-2", state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}))
    refused("WT-BATTLE-3", state, battle("Anna", "C3", {"barbarian-army": 2}, {}))
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}))
    assert [u.name for u in state.units_in("C3")] == ["infantry-2"] and state.owner("C3") == "Anna"
    assert state.player("Anna").kills == ["barbarian_army"]


def test_wt_move_3_no_entry_into_a_players_province_in_peace():
    state = manoeuvring()
    clear(state, "D3")
    put(state, "Anna", "infantry", "C4"), put(state, "Ben", "infantry", "D3")
    refused("WT-MOVE-3", state, move("Anna", "infantry-1", "D3"))


def test_wt_move_4_war_2_at_war_an_enemy_province_is_attacked():
    state = manoeuvring()
    state.wars.append({"a": "Anna", "b": "Ben", "turn": 1})
    clear(state, "C4"), clear(state, "D3")
    put(state, "Anna", "infantry", "C4"), put(state, "Ben", "infantry", "D3")
    play(state, move("Anna", "infantry-1", "D3"))
    assert state.pending == ["D3"]


def test_wt_move_7_no_moving_through_occupied_provinces():
    state = manoeuvring(Anna={"military": 6})               # 3 AP
    put(state, "Anna", "infantry", "C1")
    refused("WT-MOVE-7", state, move("Anna", "infantry-1", "C3", "C4"))


def test_wt_ap_2_one_battle_per_army_without_double_strike():
    state = manoeuvring(Anna={"military": 5})               # 3 AP, no Double strike
    clear(state, "C3")
    put(state, "Anna", "cavalry", "C1")
    play(state, move("Anna", "cavalry-1", "C2"))
    play(state, battle("Anna", "C2", {"barbarian-army": 3}, {"cavalry-1": 1}))
    assert state.owner("C2") == "Anna"
    refused("WT-MAN-1", state, move("Anna", "cavalry-1", "C3"))


def test_wt_move_6_double_strike_second_step():
    """E12: military VI: a second move and a second battle after the first battles."""
    state = manoeuvring(Anna={"military": 6})
    put(state, "Anna", "cavalry", "C1")
    play(state, move("Anna", "cavalry-1", "C2"), battle("Anna", "C2", {"barbarian-army": 3}, {"cavalry-1": 1}))
    play(state, move("Anna", "cavalry-1", "C4"))
    assert state.pending == ["C4"]
    play(state, battle("Anna", "C4", {"barbarian-army": 3}, {"cavalry-1": 1}))
    assert state.owner("C4") == "Anna"
    refused("WT-MAN-1", state, move("Anna", "cavalry-1", "C5"))


def test_wt_battle_6_retreat_at_zero_with_commander_and_wt_battle_7_destination():
    state = manoeuvring(Anna={"military": 4})               # Commander
    put(state, "Anna", "infantry", "C1")
    put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C3"))
    refused("WT-BATTLE-7", state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}))
    refused("WT-BATTLE-7", state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1},
                                         retreat=["infantry-1>B5"]))
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}, retreat=["infantry-1>C1"]))
    assert [u.name for u in state.units_in("C1") if u.army] == ["infantry-1"]
    assert state.player("Anna").kills == ["barbarian_army"]


def test_wt_battle_5_13_without_commander_zero_life_dies_and_the_piece_returns():
    state = manoeuvring()
    put(state, "Anna", "infantry", "C1"), put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C3"))
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}))
    assert "infantry-1" not in [u.name for u in state.units_of("Anna")]
    from referee.games.warriors_traders.development import free_piece
    assert free_piece(state, "Anna", "infantry", "WT-COMP-6") == "infantry-1"      # back in the supply


def test_wt_battle_8_10_prov_5_barb_6_attackers_withdraw_when_both_sides_remain():
    state = manoeuvring()
    put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"))
    # one infantry deals 1 to the barbarian army (toughness 2), which deals 1 and kills it
    play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}))
    assert state.owner("C3") == "" and not any(u.army for u in state.units_of("Anna"))
    state2 = manoeuvring()
    put(state2, "Anna", "cavalry", "C1")                   # strength 3, toughness 3
    clear(state2, "C3")
    put(state2, "", "barbarian_fort", "C3")                # strength 2, toughness 5 here
    state2.tables.numbers["stats.barbarian_fort.toughness"]["value"] = 5
    play(state2, move("Anna", "cavalry-1", "C3"))
    refused("WT-BATTLE-8", state2, battle("Anna", "C3", {"barbarian-fort": 3}, {"cavalry-1": 2}))
    play(state2, battle("Anna", "C3", {"barbarian-fort": 3}, {"cavalry-1": 2}, withdraw=["cavalry-1>C1"]))
    cav = next(u for u in state2.units if u.name == "cavalry-1")
    assert cav.province == "C1" and cav.no_ap and cav.damage == 2      # WT-BATTLE-10: damage stays


def _stalemate(state, *attackers, toughness=9):
    """Anna's ``attackers`` step from C1 into C3 against a barbarian fort that survives (toughness ``toughness``)."""
    for kind in attackers:
        put(state, "Anna", kind, "C1")
    clear(state, "C3")
    put(state, "", "barbarian_fort", "C3")
    state.tables.numbers["stats.barbarian_fort.toughness"]["value"] = toughness
    for u in [u for u in state.units_of("Anna") if u.army and u.province == "C1"]:
        play(state, move("Anna", u.name, "C3"))


def test_wt_battle_8_amb_12_the_survivors_withdraw_into_one_province():
    """Seed p.20 "do vedlejší vlastní nebo volné provincie" (one province; corrected from the Czech text); splitting
    them is the option withdraw_split, as older saves read it."""
    from referee.games.warriors_traders.manoeuvres import destinations
    assert GAME.resolve_options({})["withdraw_split"] is False
    assert GAME.resolve_options({}, written=1)["withdraw_split"] is True
    for split in (False, True):
        state = manoeuvring()
        _stalemate(state, "cavalry", "cavalry")
        clear(state, "C2")                                                  # a free neighbour besides Anna's C1
        one, other = destinations(state, "Anna", "C3")[:2]
        both = battle("Anna", "C3", {"barbarian-fort": 6}, {"cavalry-1": 1, "cavalry-2": 1},
                      withdraw=[f"cavalry-1>{one}", f"cavalry-2>{other}"])
        if split:
            state.options["withdraw_split"] = True
            play(state, both)
            continue
        refused("WT-BATTLE-8", state, both)
        play(state, battle("Anna", "C3", {"barbarian-fort": 6}, {"cavalry-1": 1, "cavalry-2": 1},
                           withdraw=[f"cavalry-1>{one}", f"cavalry-2>{one}"]))
        assert [u.province for u in state.units_of("Anna") if u.army] == [one, one]


def test_wt_battle_3_units_that_retreated_there_do_not_strike_back():
    """Seed p.19 "všechny jednotky (kromě těch, které ustoupily) … jsou schopny odvety" (corrected from the Czech
    text): a unit that retreated into the province this turn stands there but does not strike back."""
    assert GAME.resolve_options({})["retreated_strike_back"] is False
    assert GAME.resolve_options({}, written=1)["retreated_strike_back"] is True
    for again, taken, out in ((False, {"infantry-1": 1}, {"withdraw": ["infantry-2>C1"]}),
                              (True, {"infantry-1": 1, "infantry-2": 1}, {})):
        state = started(retreated_strike_back=again)
        to_manoeuvres(state)
        put(state, "", "barbarian_army", "C3", "barbarian-army-2").retreated = True
        for kind in ("infantry", "infantry"):
            put(state, "Anna", kind, "C1")
        play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C3"))
        wrong = {"infantry-1": 1, "infantry-2": 1} if not again else {"infantry-1": 1}
        refused("WT-BATTLE-3", state, battle("Anna", "C3", {"barbarian-army": 1, "barbarian-army-2": 1}, wrong))
        play(state, battle("Anna", "C3", {"barbarian-army": 1, "barbarian-army-2": 1}, taken, **out))


def test_wt_battle_3_a_retreat_marks_the_unit_until_the_end_of_the_turn():
    state = started(barbarians_retreat=True)
    to_manoeuvres(state)
    put(state, "Anna", "infantry", "C1"), put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C3"))
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}, retreat=["barbarian-army>C4"]))
    moved = [u for u in state.units_in("C4") if u.retreated]
    assert len(moved) == 1
    turn.close_turn(state, Outcome())
    assert not moved[0].retreated


def test_wt_battle_11_end_3_end_of_turn_clears_damage_and_ap():
    state = manoeuvring()
    unit = put(state, "Anna", "infantry", "C1")
    unit.damage, unit.ap_used, unit.battles, unit.no_ap = 1, 2, 1, "WT-BATTLE-8"
    turn.close_turn(state, Outcome())
    assert (unit.damage, unit.ap_used, unit.battles, unit.no_ap) == (0, 0, 0, "")


def test_wt_barb_4_barbarian_strength_boost_from_the_boost_turn():
    from referee.games.warriors_traders import manoeuvres
    state = manoeuvring()
    barb = state.units_in("C3")[0]
    assert manoeuvres.stats(state, barb) == (1, 2)
    state.turn = 4
    assert manoeuvres.stats(state, barb) == (2, 2)


def test_wt_prin_1_2_princesses_after_battles_one_step_own_or_free():
    state = manoeuvring()
    clear(state, "C3")
    refused("WT-PRIN-1", state, move("Anna", "princess-1", "C3", "C4"))
    refused("WT-PRIN-2", state, move("Anna", "princess-1", "C2"))
    play(state, move("Anna", "princess-1", "C3"))
    assert state.owner("C3") == "Anna"
    clear(state, "C4")
    refused("WT-PRIN-1", state, move("Anna", "princess-1", "C4"))          # one step a turn
    put(state, "Anna", "infantry", "C1")
    refused("WT-MAN-1", state, move("Anna", "infantry-1", "C2"))          # armies moved before the princesses


# --- end of turn, VP and victory (WT-END, WT-VP, WT-WIN) -------------------------------------------

def test_wt_end_1_2_maint_10_e4_merchant_then_the_cap():
    """E4: trade IV, 12 gold, 23 goods, 4 food, 20 weapons → gold 24 → 20; goods 20; food 4; weapons 20."""
    state = manoeuvring()
    levels(state, "Anna", trade=4)
    state.player("Anna").resources = {"gold": 12, "food": 4, "goods": 21, "weapons": 20}
    maintenance.collect(state, Outcome())               # WT-MAINT-10: no cap during the turn
    assert state.player("Anna").resources["goods"] > 20
    state.player("Anna").resources = {"gold": 12, "food": 4, "goods": 23, "weapons": 20}
    out = Outcome()
    turn.close_turn(state, out)
    assert "Anna doubles the gold to 24 (Merchant, WT-END-1)." in out.lines
    assert state.player("Anna").resources == {"gold": 20, "food": 4, "goods": 20, "weapons": 20}
    assert "Anna returns 4 gold to the bank (the cap of 20, WT-END-2)." in out.lines


def test_wt_vp_1_comp_3_9_fort_3_provinces_forts_and_kills():
    from referee.games.warriors_traders import scoring
    state = manoeuvring()
    put(state, "Anna", "fort", "C1", "fort-2")
    clear(state, "C2")
    put(state, "Anna", "princess", "C2", "princess-9")
    state.player("Anna").kills = ["barbarian_army", "infantry"]
    assert scoring.breakdown(state, "Anna") == {"provinces": 3 + 2, "forts": 6, "kills": 2, "leads": 0, "bought": 0}


def test_wt_win_1_threshold_unknown_is_not_verified():
    state = started(table="official")
    from referee.games.warriors_traders import scoring
    scoring.victory_check(state, Outcome())
    assert ("WT-WIN-1", "win.vp.3") in state.draft
    state = started()
    state.tables.numbers["win.vp.3"]["value"] = 6
    out = Outcome()
    scoring.victory_check(state, out)
    assert state.winners == ["Anna", "Ben", "Cyril"]


def test_wt_trade_1_only_resources_are_traded():
    state = trading()
    refused("WT-TRADE-1", state, {"kind": "bank", "player": "Anna", "give": {"infantry": 1}, "get": {"gold": 1}})


def test_wt_dev_5_passing_is_an_action():
    state = started()
    play(state, act("Anna", "pass"))
    assert state.queue[0] == "Ben"


def test_wt_tech_1_4_5_levels_abilities_and_losing_them():
    state = started(tokens={n: {"production": 3} for n in ("Anna", "Ben", "Cyril")})
    anna = state.player("Anna")
    assert level(state, anna, "trade") == level(state, anna, "military") == 1          # WT-TECH-1
    levels(state, "Anna", military=4)
    anna.resources.update(weapons=5)
    play(state, act("Anna", "army", unit="infantry", province="C1"))                  # WT-TECH-4: still infantry
    levels(state, "Anna", production=4)
    assert has(state, anna, "masonry")
    anna.tokens["production"] -= 1                                                     # a transfer drops it
    assert not has(state, anna, "masonry")                                             # WT-TECH-5
    anna.resources.update(goods=20, food=5, gold=5)
    refused("WT-ACT-3", state, act("Ben", "pass"), act("Cyril", "pass"), act("Cyril", "pass"), act("Ben", "pass"),
            act("Anna", "fort", province="C1"))


def test_wt_move_8_an_army_built_in_development_moves_this_turn():
    for option, moves in ((True, True), (False, False)):
        state = started(built_army_moves=option)
        state.player("Anna").resources["weapons"] = 5
        clear(state, "C3")
        play(state, act("Anna", "army", unit="infantry", province="C1"))
        to_manoeuvres(state)
        if moves:
            play(state, move("Anna", "infantry-1", "C3"))
        else:
            refused("WT-MOVE-8", state, move("Anna", "infantry-1", "C3"))


def test_wt_man_2_the_active_player_chooses_the_battle_order():
    state = manoeuvring()
    put(state, "Anna", "infantry", "C1", "infantry-1"), put(state, "Anna", "cavalry", "C1", "cavalry-1")
    play(state, move("Anna", "infantry-1", "C2"), move("Anna", "cavalry-1", "C3"))
    assert state.pending == ["C2", "C3"]
    play(state, battle("Anna", "C3", {"barbarian-army": 3}, {"cavalry-1": 1}))
    assert state.pending == ["C2"] and state.owner("C3") == "Anna"


def test_wt_prin_3_4_battle_3_a_princess_defends_and_is_gone_for_good():
    state = manoeuvring()
    state.wars.append({"a": "Anna", "b": "Ben", "turn": 1})
    clear(state, "C4"), clear(state, "D3")
    put(state, "Anna", "cavalry", "C4")
    put(state, "Ben", "princess", "D3", "princess-5")          # princess: strength 1, toughness 1 (test tables)
    play(state, move("Anna", "cavalry-1", "D3"))
    refused("WT-BATTLE-3", state, battle("Anna", "D3", {"princess-5": 3}, {}))
    play(state, battle("Anna", "D3", {"princess-5": 3}, {"cavalry-1": 1}))
    assert state.owner("D3") == "Anna" and state.player("Anna").kills == ["princess"]
    assert not any(u.kind == "princess" and u.name == "princess-5" for u in state.units)


def test_wt_ap_3_amb_1_entering_a_hostile_province_needs_an_ap_that_remains_for_the_battle():
    """Seed p.19 "za předpokladu, že jim zůstane alespoň jeden akční bod pro bitvu" (corrected from the Czech text):
    the step and one more AP, by default; one AP for both is the option attack_ap = one, as older saves read it."""
    assert GAME.resolve_options({})["attack_ap"] == "extra"
    assert GAME.resolve_options({}, written=1)["attack_ap"] == "one"
    state = started(attack_ap="extra")                        # military II: 1 AP in the test tables
    to_manoeuvres(state)
    put(state, "Anna", "infantry", "C1")
    err = refused("WT-AP-3", state, move("Anna", "infantry-1", "C3"))
    assert "no AP left for the battle" in err.message
    state = manoeuvring()
    put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"))                 # attack_ap = one: one AP pays step and battle


def test_wt_barb_3_option_barbarians_retreat_at_zero():
    state = started(barbarians_retreat=True)
    to_manoeuvres(state)
    put(state, "Anna", "infantry", "C1"), put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C3"))
    refused("WT-BATTLE-7", state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}))
    play(state, battle("Anna", "C3", {"barbarian-army": 2}, {"infantry-1": 1}, retreat=["barbarian-army>C4"]))
    assert [u.kind for u in state.units_in("C4")] == ["barbarian_army", "barbarian_army"]
    assert state.player("Anna").kills == []                   # WT-BATTLE-12: a retreat is no kill


def test_wt_barb_5_battle_5_unknown_stats_are_not_verified_and_the_table_names_the_dead():
    state = started(table="official")
    to_manoeuvres(state)
    put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"))
    play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}, dead=["infantry-1"]))
    waiting = {(v.rule, v.key) for v in state.unverified}
    assert {("WT-BATTLE-2", "stats.barbarian_army.strength"), ("WT-BATTLE-5", "stats.barbarian_army.toughness"),
            ("WT-AP-1", "slots.military.II")} <= waiting
    assert state.owner("C3") == "" and not any(u.army for u in state.units_of("Anna"))
    state = manoeuvring()                                     # known numbers: the dead typed must be right
    put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"))
    refused("WT-BATTLE-5", state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1},
                                         dead=["barbarian-army"]))


def unifying(table="test", **options):
    """Anna owns C1–C4 of her starting country C (capital, trade centre, 2 ordinary); C5 (subjugated) is barbarian."""
    state = started(table=table, **options)
    for pr in ("C2", "C3", "C4"):
        clear(state, pr)
        put(state, "Anna", "fort", pr, f"fort-{pr}")
    to_manoeuvres(state)
    state.player("Anna").resources.update(weapons=5)
    return state


def unify(player, *provinces):
    return {"kind": "unify", "player": player, "provinces": list(provinces)}


def test_wt_unif_1_2_3_4_5_e11_unification():
    """E11: the set holds capital, trade centre, every ordinary province (+ owned subjugated); actions at once."""
    state = unifying()
    refused("WT-UNIF-4", state, act("Anna", "army", unit="infantry", province="C1"))
    refused("WT-UNIF-3", state, unify("Anna", "C1", "C2", "C3"))
    refused("WT-UNIF-3", state, unify("Anna", "C1", "C2", "C3", "C4", "D1"))
    refused("WT-UNIF-3", state, unify("Anna", "C1", "C2", "C3", "C4", "C5"))   # C5 is not hers (unify_subjugated)
    lost = unifying()
    clear(lost, "C4")                                                              # an ordinary province not hers
    refused("WT-UNIF-1", lost, unify("Anna", "C1", "C2", "C3", "C4"))
    refused("WT-UNIF-2", state, unify("Ben", "E1", "E2", "E3", "E4"))            # not Ben's manoeuvres
    out = play(state, unify("Anna", "C1", "C2", "C3", "C4"))
    assert state.bonus_actions == 1                                                # test tables: 4 provinces → 1
    assert "actions now" in out.lines[0]
    play(state, act("Anna", "army", unit="infantry", province="C1"))
    refused("WT-UNIF-5", state, move("Anna", "infantry-1", "C2"))                # no AP until next turn
    refused("WT-UNIF-4", state, act("Anna", "pass"))
    refused("WT-UNIF-2", state, unify("Anna", "C1", "C2", "C3", "C4"))           # AMB-7: once per game


def test_wt_unif_4_the_unification_actions_come_before_anything_else():
    """Seed p.15 "musejí být provedeny okamžitě" (corrected from the Czech text): after the declaration the next
    events are its actions; a move, a battle or anyone's event first is refused (option unification_actions)."""
    state = unifying(unification_actions="at_once")
    put(state, "Anna", "infantry", "C1")
    play(state, unify("Anna", "C1", "C2", "C3", "C4"))
    err = refused("WT-UNIF-4", state, move("Anna", "infantry-1", "C2"))
    assert "performed at once" in err.message and "act" in err.allowed
    refused("WT-UNIF-4", state, {"kind": "buy", "player": "Ben", "vp": 1})
    refused("WT-UNIF-4", state, {"kind": "end", "player": "Anna"})
    play(state, act("Anna", "army", unit="infantry", province="C1"))
    play(state, move("Anna", "infantry-1", "C2"))                                 # the actions done: free again
    assert GAME.resolve_options({})["unification_actions"] == "at_once"


def test_wt_unif_4_older_saves_may_take_the_actions_later_in_the_step():
    assert GAME.resolve_options({}, written=1)["unification_actions"] == "in_step"
    state = unifying(unification_actions="in_step")
    put(state, "Anna", "infantry", "C1")
    play(state, unify("Anna", "C1", "C2", "C3", "C4"), move("Anna", "infantry-1", "C2"),
         act("Anna", "army", unit="infantry", province="C1"))
    assert state.bonus_actions == 0


def test_wt_unif_4_unknown_number_the_first_other_event_ends_the_actions():
    state = unifying(table="official", unification_actions="at_once")
    put(state, "Anna", "infantry", "C1")
    play(state, unify("Anna", "C1", "C2", "C3", "C4"), act("Anna", "army", unit="cavalry", province="C1"),
         move("Anna", "infantry-1", "C2"))
    refused("WT-UNIF-4", state, act("Anna", "army", unit="infantry", province="C1"))


def test_wt_unif_4_unknown_bonus_is_not_verified():
    state = unifying(table="official")
    play(state, unify("Anna", "C1", "C2", "C3", "C4"), act("Anna", "army", unit="infantry", province="C1"),
         act("Anna", "pass"))
    assert ("WT-UNIF-4", "unification.actions.4") in {(v.rule, v.key) for v in state.unverified}


def e10_position(**options):
    """E10: A (military II) attacks with 3 infantry 2 infantry of B (military IV, Commander), at war."""
    state = started(**options)
    levels(state, "Ben", military=4)
    to_manoeuvres(state)
    state.wars.append({"a": "Anna", "b": "Ben", "turn": 1})
    clear(state, "C4"), clear(state, "D3"), clear(state, "D4")
    for _ in range(3):
        put(state, "Anna", "infantry", "C4")
    put(state, "Ben", "infantry", "D3"), put(state, "Ben", "infantry", "D3")
    play(state, *(move("Anna", f"infantry-{n}", "D3") for n in (1, 2, 3)))
    return state


def test_wt_battle_2_5_6_8_9_e10_death_and_retreat_at_zero():
    state = e10_position()
    dealt, taken = {"infantry-1": 2, "infantry-2": 1}, {"infantry-1": 1, "infantry-2": 1}
    refused("WT-BATTLE-7", state, battle("Anna", "D3", dealt, taken))
    play(state, battle("Anna", "D3", dealt, taken, retreat=["infantry-2>D4"]))
    assert [(u.owner, u.name) for u in state.units_in("D3")] == [("Anna", "infantry-3")]
    assert [(u.owner, u.name) for u in state.units_in("D4")] == [("Ben", "infantry-2")]
    assert state.owner("D3") == "Anna"
    assert state.player("Anna").kills == ["infantry"] and state.player("Ben").kills == ["infantry", "infantry"]
    state = e10_position()                                  # the variant: 3 + 0, both sides keep units
    play(state, battle("Anna", "D3", {"infantry-1": 3}, taken, withdraw=["infantry-3>C4"]))
    assert state.owner("D3") == "Ben" and [u.name for u in state.units_in("C4")] == ["infantry-3"]


def test_wt_battle_6_e9_the_test_tables_allow_the_seeds_battle():
    """E9 (seed p.20): 2 blue archers vs red infantry + cavalry end with one archer and the infantry left:
    the stats must satisfy 2·S(archers) ≥ T(cavalry) and 1 + S(cavalry) ≥ T(archers)."""
    t = tables.Tables(tables.read("test"))
    s = lambda unit, what: t.need(f"stats.{unit}.{what}")  # noqa: E731
    assert 2 * s("archers", "strength") >= s("cavalry", "toughness")
    assert 1 + s("cavalry", "strength") >= s("archers", "toughness")


def test_wt_fort_4_unknown_fort_stats_are_not_verified():
    """A player's fort defends (WT-BATTLE-3) with strength and toughness no source gives."""
    state = started(table="official")
    to_manoeuvres(state)
    state.wars.append({"a": "Anna", "b": "Ben", "turn": 1})
    clear(state, "C4"), clear(state, "D3")
    put(state, "Anna", "infantry", "C4")
    put(state, "Ben", "fort", "D3", "fort-2")
    play(state, move("Anna", "infantry-1", "D3"))
    play(state, battle("Anna", "D3", {"fort-2": 1}, {}, withdraw=["infantry-1>C4"]))
    waiting = {(v.rule, v.key) for v in state.unverified}
    assert {("WT-BATTLE-2", "stats.fort.strength"), ("WT-BATTLE-5", "stats.fort.toughness")} <= waiting
    assert state.owner("D3") == "Ben" and state.owner("C4") == "Anna"
