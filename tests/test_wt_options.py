"""Warriors & Traders: older saves and tables files keep working (WT-COMP-10), and the digest's ambiguities as
options (AMB-2, 5, 6, 7, 10): each option's two readings give different verdicts or numbers."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import NotationError
from referee.core.game import Outcome
from referee.games.warriors_traders import GAME, scoring, tables, turn

from test_wt_rules import battle, e10_position, trading
from wt_helpers import act, clear, end, levels, play, put, refused, started

runner = CliRunner()
OLD = Path(__file__).parent / "data" / "wt-before-lost-pages-3p.toml"     # git show 588f2f4:saves/examples/…


# --- WT-COMP-10: a save or tables file written before the keys of the lost pages ----------------------------

@pytest.fixture
def old_save(tmp_path):
    path = tmp_path / "old.toml"
    shutil.copyfile(OLD, path)
    return path


def test_wt_comp_10_an_older_save_still_checks_and_is_not_rewritten(old_save):
    before = old_save.read_bytes()
    assert "vp.lead_token" not in before.decode("utf-8")
    result = runner.invoke(app, ["check", str(old_save)])
    assert result.exit_code == 0, result.output + result.stderr
    assert "valid, 252 events" in result.output
    assert "not verified (needs 'vp.lead_token')" in result.output       # the verdict resting on the missing key
    for command in (["status", "--save", str(old_save)], ["tables", "show", str(old_save)]):
        assert runner.invoke(app, command).exit_code == 0
    assert old_save.read_bytes() == before                                  # reading never rewrites the save


def test_wt_comp_10_tables_check_lists_the_keys_an_older_save_lacks(old_save):
    result = runner.invoke(app, ["tables", "check", str(old_save)])
    assert result.exit_code == 0
    assert "still to enter (WT-COMP-10): " + ", ".join(tables.ADDED) in result.stderr
    shown = runner.invoke(app, ["tables", "show", str(old_save), "--unknown"]).output
    assert all(f"{key} = ?" in shown for key in tables.ADDED)
    assert runner.invoke(app, ["tables", "set", str(old_save), "vp.lead_token", "2"]).exit_code == 0
    after = runner.invoke(app, ["tables", "check", str(old_save)]).stderr
    assert "vp.lead_token" not in after and "vp.buy_gold" in after          # entered: no longer missing
    judged = runner.invoke(app, ["check", str(old_save)])
    assert judged.exit_code == 0 and "vp.lead_token" not in judged.output


def test_wt_comp_10_an_older_tables_file_reads_the_added_keys_as_unknown():
    old = tables.reference()
    for key in tables.ADDED:
        del old["numbers"][key]
    read = tables.check(old)
    assert all(read["numbers"][key].get("unknown") is True for key in tables.ADDED)
    assert tables.absent(read) == list(tables.ADDED)
    assert all(key not in old["numbers"] for key in tables.ADDED)         # the caller's data untouched
    with pytest.raises(NotationError):                                     # any other key is still required
        del old["numbers"]["game.turns"]
        tables.check(old)


# --- AMB-2: who chooses the armies that starve (option starve) ------------------------------------------------

def hungry(**options):
    """E2's army: 2 infantry, archers, cavalry (7 food) with 5 food, at Anna's feeding."""
    state = started(**options)
    for kind in ("infantry", "infantry", "archers", "cavalry"):
        put(state, "Anna", kind, "C1")
    state.player("Anna").resources["food"] = 5
    turn.start_turn(state, Outcome())
    return state


def test_wt_maint_4_the_owner_chooses_who_starves_or_the_cheapest_rations_are_fed_first():
    owner_feeds_the_big_ones = {"kind": "feed", "player": "Anna", "starve": ["infantry-1", "infantry-2"]}
    state = hungry()
    play(state, owner_feeds_the_big_ones)                                  # default: the owner's choice (E2)
    assert sorted(u.kind for u in state.units_of("Anna") if u.army) == ["archers", "cavalry"]
    state = hungry(starve="cheapest_first")
    err = refused("WT-MAINT-4", state, owner_feeds_the_big_ones)
    assert "cavalry" in err.message
    refused("WT-MAINT-4", state, {"kind": "feed", "player": "Anna", "starve": ["cavalry-1", "infantry-1"]})
    out = play(state, {"kind": "feed", "player": "Anna", "starve": ["cavalry-1"]})
    assert "Anna feeds 3 armies with 4 food." in out.lines                    # 1 + 1 + 2
    assert sorted(u.kind for u in state.units_of("Anna") if u.army) == ["archers", "infantry", "infantry"]


# --- AMB-5: Monopoly lost by a transfer (option monopoly_lost) ------------------------------------------------

def monopoly_then_lost(**options):
    """Ben holds Monopoly (trade VII) and trades; then a transfer drops him to trade VI."""
    state = trading(**options)
    levels(state, "Ben", trade=7)
    play(state, {"kind": "bank", "player": "Ben", "give": {"food": 2}, "get": {"gold": 1}})
    refused("WT-TRADE-11", state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})
    levels(state, "Ben", trade=6)                                          # the token moved away (WT-DEV-4)
    return state


def test_wt_trade_11_monopoly_ends_with_the_holding_or_persists_by_option():
    bank = {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}}
    state = monopoly_then_lost()
    play(state, bank)                                                      # default: nobody holds it, all trade
    assert state.player("Anna").resources["gold"] == 6
    state = monopoly_then_lost(monopoly_lost="persists")
    assert state.monopoly_gained
    err = refused("WT-TRADE-11", state, bank)
    assert "monopoly_lost" in err.message
    refused("WT-TRADE-11", state, {"kind": "bank", "player": "Ben", "give": {"food": 3}, "get": {"gold": 1}})


def test_wt_trade_11_persists_only_after_someone_held_monopoly():
    state = started(monopoly_lost="persists")
    for name, pr in (("Anna", "C2"),):
        clear(state, pr)
        put(state, name, "princess", pr, "princess-9")
    state.player("Anna").resources.update(food=10)
    turn.start_trade(state, Outcome())
    play(state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})
    assert not state.monopoly_gained


# --- AMB-6: Merchant before or after the cap (option merchant) ------------------------------------------------

@pytest.mark.parametrize("order, gold", [("before_cap", 20), ("after_cap", 24)])
def test_wt_end_1_merchant_doubles_before_or_after_the_cap_by_option(order, gold):
    """E4 (trade IV, 12 gold, 23 goods): doubled then capped → 20 gold; capped then doubled → 24 gold."""
    state = started(merchant=order)
    levels(state, "Anna", trade=4)
    state.player("Anna").resources = {"gold": 12, "food": 4, "goods": 23, "weapons": 20}
    out = Outcome()
    turn.close_turn(state, out)
    assert state.player("Anna").resources == {"gold": gold, "food": 4, "goods": 20, "weapons": 20}
    assert "Anna doubles the gold to 24 (Merchant, WT-END-1)." in out.lines
    assert ("Anna returns 4 gold to the bank (the cap of 20, WT-END-2)." in out.lines) is (order == "before_cap")


# --- WT-MAINT-10 [INT]: the cap of 20 at the end of the turn only, or after every event (option cap) ----------

@pytest.mark.parametrize("when, gold", [("end_of_turn", 21), ("always", 20)])
def test_wt_maint_10_the_cap_waits_for_the_end_of_the_turn_or_applies_at_once(when, gold):
    state = trading(cap=when)
    state.player("Anna").resources.update(gold=20, food=10)
    out = play(state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})
    assert state.player("Anna").resources["gold"] == gold
    assert ("Anna returns 1 gold to the bank (the cap of 20, WT-MAINT-10)." in out.lines) is (when == "always")


# --- WT-BATTLE-12 [INT]: a unit retreating at 0 is no kill, or counts as one (option retreat_kills) ------------

@pytest.mark.parametrize("counts, annas", [(False, ["infantry"]), (True, ["infantry", "infantry"])])
def test_wt_battle_12_a_retreat_at_zero_is_no_kill_or_counts_as_one_by_option(counts, annas):
    """E10: Anna's 3 infantry beat Ben's 2 (Commander): one dies, one retreats at 0 to D4."""
    state = e10_position(retreat_kills=counts)
    out = play(state, battle("Anna", "D3", {"infantry-1": 2, "infantry-2": 1}, {"infantry-1": 1, "infantry-2": 1},
                             retreat=["infantry-2>D4"]))
    assert [(u.owner, u.name) for u in state.units_in("D4")] == [("Ben", "infantry-2")]      # it did retreat
    assert state.player("Anna").kills == annas
    assert ("infantry-2 retreated at 0 life and counts as killed for Anna (option retreat_kills, WT-BATTLE-12)."
            in out.lines) is counts


# --- WT-BATTLE-3 [INT]: every defending unit strikes back, or only the armies (option strike_back) ------------

@pytest.mark.parametrize("who, strength", [("all", 2), ("armies", 1)])
def test_wt_battle_3_princesses_and_forts_strike_back_or_only_armies_by_option(who, strength):
    """E10's position with Ben's princess for his second infantry: the damage Anna takes is 1 + 1 or 1."""
    state = e10_position(strike_back=who)
    state.units.remove(next(u for u in state.units_in("D3") if u.owner == "Ben" and u.name == "infantry-2"))
    put(state, "Ben", "princess", "D3", "princess-9")
    dealt = {"infantry-1": 2, "princess-9": 1}
    err = refused("WT-BATTLE-3", state, battle("Anna", "D3", dealt, {"infantry-1": 3 - strength}))
    assert f"the strength of those units is {strength}" in err.message
    play(state, battle("Anna", "D3", dealt, {"infantry-1": strength}))
    assert state.owner("D3") == "Anna"


# --- AMB-7: unification once per game or once a turn (option unification) -------------------------------------

def unify(player, *provinces):
    return {"kind": "unify", "player": player, "provinces": list(provinces)}


def to_annas_next_manoeuvres(state):
    """Everyone ends or passes until Anna's manoeuvres of the next turn."""
    start = state.turn
    while not (state.phase == "manoeuvre" and state.turn > start and state.queue[0] == "Anna"):
        name = state.queue[0]
        play(state, act(name, "pass") if state.step in ("action1", "action2") else end(name))


@pytest.mark.parametrize("once, again", [("once_per_game", False), ("once_per_turn", True)])
def test_wt_unif_2_unification_once_per_game_or_once_a_turn_by_option(once, again):
    state = started(unification=once)
    for pr in ("C2", "C3", "C4"):
        clear(state, pr)
        put(state, "Anna", "fort", pr, f"fort-{pr}")
    to_annas_next_manoeuvres(state)
    play(state, unify("Anna", "C1", "C2", "C3", "C4"), act("Anna", "pass"))
    refused("WT-UNIF-2", state, unify("Anna", "C1", "C2", "C3", "C4"))   # never twice in one turn
    to_annas_next_manoeuvres(state)
    if again:
        play(state, unify("Anna", "C1", "C2", "C3", "C4"))
        assert state.bonus_actions == 1
    else:
        refused("WT-UNIF-2", state, unify("Anna", "C1", "C2", "C3", "C4"))


# --- AMB-10: the victory check at the end of the turn or at once (option victory_check) ------------------------

@pytest.mark.parametrize("timing", ["end_of_turn", "immediate"])
def test_wt_turn_2_victory_checked_at_the_end_of_the_turn_or_at_once(timing):
    """TEST TABLES: 35 VP win with 3 players; Anna holds 6 and buys 29 (2 gold each) in the development phase."""
    state = started(victory_check=timing)
    state.player("Anna").resources["gold"] = 58
    play(state, {"kind": "buy", "player": "Anna", "vp": 29})
    assert scoring.total(state, "Anna") == 35
    if timing == "immediate":
        assert state.phase == "over" and state.winners == ["Anna"] and state.turn == 1
        refused("WT-TURN-2", state, act("Anna", "pass"))
        return
    assert state.phase == "development" and state.winners == []
    while state.phase != "over":
        name = state.queue[0]
        play(state, act(name, "pass") if state.step in ("action1", "action2") else end(name))
    assert state.winners == ["Anna"] and state.turn == 1                  # at the end of turn 1


def test_wt_options_of_the_ambiguities_have_the_digests_defaults():
    defaults = {o.name: (o.default, o.choices) for o in GAME.options}
    assert defaults["starve"] == ("owner", ("owner", "cheapest_first"))
    assert defaults["monopoly_lost"] == ("ends", ("ends", "persists"))
    assert defaults["merchant"] == ("before_cap", ("before_cap", "after_cap"))
    assert defaults["unification"] == ("once_per_game", ("once_per_game", "once_per_turn"))
    assert defaults["victory_check"] == ("end_of_turn", ("end_of_turn", "immediate"))
    assert defaults["cap"] == ("end_of_turn", ("end_of_turn", "always"))                # WT-MAINT-10 [INT]
    assert defaults["retreat_kills"] == (False, ())                                       # WT-BATTLE-12 [INT]
    assert defaults["strike_back"] == ("all", ("all", "armies"))                          # WT-BATTLE-3 [INT]


def test_wt_turn_2_why_an_immediate_win_names_the_option_not_an_end_of_turn():
    import copy

    from referee.core.why import Why
    from referee.games.warriors_traders import why as wt_why

    state = started(victory_check="immediate")
    state.player("Anna").resources["gold"] = 58
    before = copy.deepcopy(state)
    ev = {"kind": "buy", "player": "Anna", "vp": 29}
    play(state, ev)
    explained = Why(1, ev)
    wt_why.close_turn(before, state, explained)
    assert explained.reckoning.lines == ["The victory conditions are met at once: the game is over (WT-TURN-2, "
                                         "option victory_check = immediate)."]
    assert "WT-END-1" not in explained.rules


@pytest.mark.parametrize("order, first", [("before_cap", "Merchant doubles the gold, then"),
                                          ("after_cap", "each resource is cut to 20, then Merchant")])
def test_wt_end_1_why_the_end_of_turn_tells_the_options_order(order, first):
    import copy

    from referee.core.why import Why
    from referee.games.warriors_traders import why as wt_why

    state = started(merchant=order)
    while state.phase != "manoeuvre":
        name = state.queue[0]
        play(state, act(name, "pass") if state.step in ("action1", "action2") else end(name))
    play(state, end("Anna"), end("Ben"))
    before = copy.deepcopy(state)
    play(state, end("Cyril"))
    explained = Why(1, end("Cyril"))
    wt_why.close_turn(before, state, explained)
    assert first in explained.reckoning.lines[0]
