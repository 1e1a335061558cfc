"""Warriors & Traders: the digest's last [INT] readings as options (issue #15) — WT-TRADE-8 (route_cost), WT-DEV-5
(passing), WT-SPEC-5 (special_actions), WT-TECH-5 (transfer_abilities), WT-UNIF-3 (unify_subjugated), WT-MAN-2
(battle_order). Each test plays the same events under the digest's reading and under the other one."""

from __future__ import annotations

import pytest

from referee.games.warriors_traders import GAME
from referee.games.warriors_traders.common import has

from test_wt_rules import battle, move, to_manoeuvres, trading, unify, unifying
from wt_helpers import act, end, levels, play, put, refused, started


def test_wt_int_options_have_the_digests_defaults():
    defaults = {o.name: (o.default, o.choices, o.rule) for o in GAME.options}
    assert defaults["route_cost"] == ("free", ("free", "tables"), "WT-TRADE-8")
    assert defaults["passing"] == ("allowed", ("allowed", "last_resort"), "WT-DEV-5")
    assert defaults["special_actions"] == ("any", ("any", "no_war"), "WT-SPEC-5")
    assert defaults["transfer_abilities"] == ("lost", ("lost", "kept"), "WT-TECH-5")
    assert defaults["unify_subjugated"] == ("owned", ("owned", "any"), "WT-UNIF-3")
    assert defaults["battle_order"] == ("chosen", ("chosen", "as_entered"), "WT-MAN-2")


# --- WT-TRADE-8 [INT]: a route costs nothing, or what the tables say (option route_cost) ------------------------

def route(player, partner):
    return {"kind": "route", "player": player, "with": partner}


@pytest.mark.parametrize("cost, gold, goods", [("free", 5, 10), ("tables", 3, 9)])
def test_wt_trade_8_opening_a_route_is_free_or_costs_the_tables_number(cost, gold, goods):
    """TEST TABLES (made up): cost.route = 2 gold + 1 goods."""
    state = trading(route_cost=cost)
    levels(state, "Anna", trade=2)
    out = play(state, route("Anna", "Ben"))
    anna = state.player("Anna")
    assert (anna.resources["gold"], anna.resources["goods"]) == (gold, goods)
    assert ("Anna pays 2 gold + 1 goods for the route (option route_cost = tables, WT-TRADE-8)." in out.lines) \
        is (cost == "tables")
    assert state.routes == [{"a": "Anna", "b": "Ben", "opener": "Anna"}]


@pytest.mark.parametrize("cost", ["free", "tables"])
def test_wt_trade_8_a_route_the_opener_cannot_pay_is_refused_only_when_it_costs(cost):
    state = trading(route_cost=cost)
    levels(state, "Anna", trade=2)
    state.player("Anna").resources["gold"] = 1
    if cost == "free":
        play(state, route("Anna", "Ben"))
        assert state.player("Anna").resources["gold"] == 1
    else:
        err = refused("WT-TRADE-8", state, route("Anna", "Ben"))
        assert "1 gold missing" in err.message and state.routes == []


def test_wt_trade_8_an_unknown_route_cost_is_recorded_not_verified_and_judged_once_entered():
    state = trading(table="official", route_cost="tables")
    levels(state, "Anna", trade=2)
    out = play(state, route("Anna", "Ben"))
    noted = {(v.rule, v.key) for v in state.unverified}
    assert {("WT-TRADE-8", f"cost.route.{r}") for r in ("gold", "food", "goods", "weapons")} <= noted
    assert state.player("Anna").resources == dict.fromkeys(("gold", "food", "goods", "weapons"))    # not known
    assert "Anna pays ? gold + ? food + ? goods + ? weapons for the route (option route_cost = tables, WT-TRADE-8)." \
        in out.lines
    assert state.routes and any("cost.route.gold" in n for n in GAME.check_notes(state))
    for entered, verdict in ((3, "paid"), (6, "WT-TRADE-8")):          # the table enters the cost: judged again
        state = trading(table="official", route_cost="tables")
        levels(state, "Anna", trade=2)
        for r in ("gold", "food", "goods", "weapons"):
            state.tables.numbers[f"cost.route.{r}"] = {"value": entered if r == "gold" else 0, "source": "card"}
        if verdict == "paid":
            play(state, route("Anna", "Ben"))
            assert state.player("Anna").resources["gold"] == 5 - 3
            assert not any(v.key.startswith("cost.route") for v in state.unverified)
        else:
            refused(verdict, state, route("Anna", "Ben"))                 # 6 gold, Anna holds 5


# --- WT-DEV-5 [INT]: passing is allowed, or only when no action can be taken (option passing) -------------------

def stuck(**options):
    """Anna with nothing to pay with, at war with everyone, every track full (test tables: VII at 10 tokens)."""
    state = started(**options)
    anna = state.player("Anna")
    anna.resources = dict.fromkeys(anna.resources, 0)
    state.wars += [{"a": "Anna", "b": "Ben", "turn": 1}, {"a": "Anna", "b": "Cyril", "turn": 1}]
    return state


@pytest.mark.parametrize("passing", ["allowed", "last_resort"])
def test_wt_dev_5_a_pass_with_actions_left_is_allowed_or_refused_by_option(passing):
    state = started(passing=passing)
    if passing == "allowed":
        out = play(state, act("Anna", "pass"))
        assert out.lines == ["Anna passes."] and state.queue[0] == "Ben"
        return
    err = refused("WT-DEV-5", state, act("Anna", "pass"))
    for typed in ("act upgrade production", "act army infantry C1", "act war Ben", "act war Cyril"):
        assert typed in err.allowed                                       # what Anna can do instead
    assert "act fort C1" not in err.allowed                                # no Masonry at production II
    play(state, act("Anna", "upgrade", track="trade"))
    refused("WT-DEV-5", state, act("Ben", "pass"))                         # action 1 of the next player too


@pytest.mark.parametrize("passing", ["allowed", "last_resort"])
def test_wt_dev_5_a_pass_with_no_action_possible_is_allowed_either_way(passing):
    state = stuck(passing=passing)
    levels(state, "Anna", production=7, trade=7, military=7)
    put(state, "Anna", "infantry", "C1")                                  # reinforce: no goods; army: no weapons
    play(state, act("Anna", "pass"))
    assert state.queue[0] == "Ben" and state.unverified == []
    state.player("Ben").resources["weapons"] = 0
    state.wars += [{"a": "Ben", "b": "Cyril", "turn": 1}]                 # Ben could still upgrade a track
    if passing == "last_resort":
        err = refused("WT-DEV-5", state, act("Ben", "pass"))
        assert err.allowed == "act upgrade production; act upgrade trade; act upgrade military"
    else:
        play(state, act("Ben", "pass"))


@pytest.mark.parametrize("passing", ["allowed", "last_resort"])
def test_wt_dev_5_hints_list_the_possible_actions_and_say_when_passing_is_the_last_resort(passing):
    from referee.games.warriors_traders import reports

    lines = reports.hints(started(passing=passing)).lines
    listed = next(line for line in lines if line.startswith("Actions possible now"))
    for typed in ("act upgrade production", "act army infantry C1", "act war Ben"):
        assert typed in listed
    assert any("WT-DEV-5" in line for line in lines) == (passing == "last_resort")
    state = stuck(table="official", passing="last_resort")
    lines = reports.hints(state).lines
    assert any(line.startswith("Actions that wait on unknown table values") and "slots.trade.VII" in line
               for line in lines), lines


def test_wt_dev_5_a_pass_resting_on_an_unknown_number_is_not_verified_until_entered():
    """Official tables: whether a track is full needs slots.<track>.VII, unknown — the pass is recorded."""
    state = stuck(table="official", passing="last_resort")
    play(state, act("Anna", "pass"))
    assert {("WT-DEV-5", f"slots.{t}.VII") for t in ("production", "trade", "military")} <= \
        {(v.rule, v.key) for v in state.unverified}
    for slots, verdict in ((1, "passes"), (5, "WT-DEV-5")):               # Anna holds 1 token a track
        state = stuck(table="official", passing="last_resort")
        for track in ("production", "trade", "military"):
            state.tables.numbers[f"slots.{track}.VII"] = {"value": slots, "source": "card"}
        if verdict == "passes":
            play(state, act("Anna", "pass"))
            assert not any(v.rule == "WT-DEV-5" for v in state.unverified)
        else:
            assert "act upgrade production" in refused(verdict, state, act("Anna", "pass")).allowed


# --- WT-SPEC-5 [INT]: University's and Master trader's special actions may declare war, or not ----------------

def at_specials(**options):
    """Anna at production VII (University) and trade VI (Master trader), military II (no Warlord), 7 gold."""
    state = started(**options)
    levels(state, "Anna", production=7, trade=6)
    state.player("Anna").resources.update(gold=7, weapons=5)
    while state.step != "special":
        play(state, act(state.queue[0], "pass"))
    return state


@pytest.mark.parametrize("reading", ["any", "no_war"])
def test_wt_spec_5_war_by_university_or_master_trader_allowed_or_refused_by_option(reading):
    state = at_specials(special_actions=reading)
    if reading == "any":
        out = play(state, act("Anna", "war", target="Ben"))
        assert state.at_war("Anna", "Ben") and "Anna takes a special action (university)." in out.lines
    else:
        err = refused("WT-SPEC-5", state, act("Anna", "war", target="Ben"))
        assert "upgrade, army, fort or reinforce" in err.allowed and not state.at_war("Anna", "Ben")
    play(state, act("Anna", "army", unit="infantry", province="C1"))        # any other action serves either way
    assert any(u.name == "infantry-1" for u in state.units_in("C1"))


def test_wt_spec_5_the_warlord_still_declares_war_under_no_war():
    state = at_specials(special_actions="no_war")
    levels(state, "Anna", military=7)
    play(state, act("Anna", "war", target="Ben"))
    assert state.at_war("Anna", "Ben")
    assert state.specials_used == {"warlord": 1}                          # University and Master trader left


# --- WT-TECH-5 [INT]: abilities of a level left by a transfer are lost, or kept (option transfer_abilities) -----

def after_transfer(track="military", **options):
    """Anna at VI of a track (8 tokens; military VI: Double strike) moves one token to another track: V."""
    state = started(**options)
    levels(state, "Anna", **{track: 6})
    out = None
    while state.phase == "development":
        name = state.queue[0]
        if state.step in ("action1", "action2"):
            play(state, act(name, "pass"))
        elif state.step == "transfer" and name == "Anna":
            out = play(state, {"kind": "transfer", "player": "Anna", "track": track,
                               "to": "trade" if track == "production" else "production"})
        else:
            play(state, end(name))
    return state, out


@pytest.mark.parametrize("reading", ["lost", "kept"])
def test_wt_tech_5_double_strike_after_a_transfer_below_vi_lost_or_kept_by_option(reading):
    state, out = after_transfer(transfer_abilities=reading)
    anna = state.player("Anna")
    assert anna.tokens["military"] == 7 and has(state, anna, "double_strike") is (reading == "kept")
    assert ("Anna keeps the abilities military has reached (option transfer_abilities = kept, WT-TECH-5)."
            in out.lines) is (reading == "kept")
    put(state, "Anna", "cavalry", "C1")
    play(state, move("Anna", "cavalry-1", "C2"), battle("Anna", "C2", {"barbarian-army": 3}, {"cavalry-1": 1}))
    if reading == "lost":
        refused("WT-MAN-1", state, move("Anna", "cavalry-1", "C4"))        # no second manoeuvre step
    else:
        play(state, move("Anna", "cavalry-1", "C4"))                       # Double strike kept: a second battle
        assert state.pending == ["C4"]


def test_wt_tech_5_kept_abilities_leave_the_levels_numbers_at_the_current_level():
    """Kept covers abilities only: Master trader (trade VI) stays, the route slots are trade V's (2, not 3)."""
    from referee.core.game import Outcome
    from referee.games.warriors_traders import turn

    state, _ = after_transfer("trade", transfer_abilities="kept")
    anna = state.player("Anna")
    assert anna.tokens["trade"] == 7 and has(state, anna, "master_trader")
    for name, pr in (("Anna", "C2"), ("Ben", "E2")):                      # both own a trade centre
        state.units = [u for u in state.units if u.province != pr]
        put(state, name, "princess", pr, "princess-9")
    anna.routes_opened = 2
    turn.start_trade(state, Outcome())
    err = refused("WT-TRADE-5", state, route("Anna", "Ben"))
    assert "opened 2 of 2 routes" in err.message


# --- WT-UNIF-3 [INT]: the unified set adds owned subjugated provinces, or any (option unify_subjugated) ---------

@pytest.mark.parametrize("reading", ["owned", "any"])
def test_wt_unif_3_a_subjugated_province_not_owned_in_the_set_by_option(reading):
    """C5 (subjugated) is barbarian: with it the set is 5 provinces, 2 actions in the test tables (4 give 1)."""
    state = unifying(unify_subjugated=reading)
    event = unify("Anna", "C1", "C2", "C3", "C4", "C5")
    if reading == "owned":
        err = refused("WT-UNIF-3", state, event)
        assert err.allowed == "the set without them: C1, C2, C3, C4"
        play(state, unify("Anna", "C1", "C2", "C3", "C4"))
        assert state.bonus_actions == 1
    else:
        play(state, event)
        assert state.bonus_actions == 2 and state.owner("C5") == ""         # C5 stays barbarian


def test_wt_unif_3_any_still_needs_every_ordinary_province_owned():
    state = unifying(unify_subjugated="any")
    state.units = [u for u in state.units if u.province != "C4"]
    refused("WT-UNIF-1", state, unify("Anna", "C1", "C2", "C3", "C4", "C5"))


# --- WT-MAN-2 [INT]: the active player orders his battles, or they come as the armies entered (battle_order) ----

@pytest.mark.parametrize("reading", ["chosen", "as_entered"])
def test_wt_man_2_battles_in_the_order_chosen_or_as_the_armies_entered_by_option(reading):
    state = started(battle_order=reading)
    to_manoeuvres(state)
    put(state, "Anna", "infantry", "C1"), put(state, "Anna", "infantry", "C1")
    play(state, move("Anna", "infantry-1", "C3"), move("Anna", "infantry-2", "C2"))
    assert state.pending == ["C3", "C2"]
    second = battle("Anna", "C2", {"barbarian-army": 1}, {"infantry-2": 1})
    if reading == "chosen":
        play(state, second)
        assert state.pending == ["C3"]
    else:
        err = refused("WT-MAN-2", state, second)
        assert "C3 first" in err.message and err.allowed == "battle C3 …"
        play(state, battle("Anna", "C3", {"barbarian-army": 1}, {"infantry-1": 1}), second)
        assert state.pending == []


@pytest.mark.parametrize("cost", ["free", "tables"])
def test_wt_trade_8_status_asks_for_the_route_cost_only_when_the_game_can_need_it(cost):
    from referee.games.warriors_traders import reports

    state = started(table="official", route_cost=cost)
    keys = [f"cost.route.{r}" for r in ("gold", "food", "goods", "weapons")]
    assert set(keys) <= set(state.tables.unknown())                        # the tables file lacks them either way
    assert (set(keys) <= set(reports.summary(state)["tables_unknown"])) is (cost == "tables")
    lack = next(line for line in reports.status(state).lines if line.startswith("The tables still lack"))
    assert lack.startswith(f"The tables still lack {86 + 4 * (cost == 'tables')} numbers")
