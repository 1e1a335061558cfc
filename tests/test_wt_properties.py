"""Warriors & Traders properties: whole games played by the example's bot (2–6 players, free-for-all or allied,
every option of the lost pages), checked after every event against what the rules say must always hold."""

from __future__ import annotations

import datetime as dt
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from botplay import Recorder, wt_bot
from referee.core.game import Setup
from referee.games.warriors_traders import GAME, scoring
from referee.games.warriors_traders.state import ARMIES, RESOURCES, TRACKS

PHASES = ("upkeep", "trade", "development", "manoeuvre")


def game_options(seed: int, players: int) -> dict:
    options = {"lead_ties": ("holder", "nobody")[seed % 2], "lead_timing": ("end_of_turn", "immediate")[seed // 2 % 2],
               "buy_vp_phase": ("development", "trade", "manoeuvre")[seed % 3],
               "starve": ("owner", "cheapest_first")[seed // 3 % 2],
               "monopoly_lost": ("ends", "persists")[seed // 5 % 2],
               "merchant": ("before_cap", "after_cap")[seed // 7 % 2],
               "unification": ("once_per_game", "once_per_turn")[seed // 11 % 2],
               "victory_check": ("end_of_turn", "immediate")[seed // 13 % 2],          # AMB-2, 5, 6, 7, 10
               "cap": ("end_of_turn", "always")[seed // 17 % 2],                        # WT-MAINT-10 [INT]
               "retreat_kills": bool(seed // 19 % 2),                                   # WT-BATTLE-12 [INT]
               "strike_back": ("all", "armies")[seed // 23 % 2],                         # WT-BATTLE-3 [INT]
               "special_actions": ("any", "no_war")[seed // 29 % 2],                     # WT-SPEC-5 [INT]
               "transfer_abilities": ("lost", "kept")[seed // 31 % 2],                   # WT-TECH-5 [INT]
               "battle_order": ("chosen", "as_entered")[seed // 37 % 2],                 # WT-MAN-2 [INT]
               "route_cost": ("free", "tables")[seed // 41 % 2],                         # WT-TRADE-8 [INT]
               "passing": ("allowed", "last_resort")[seed // 43 % 2]}                    # WT-DEV-5 [INT]
    if players in (4, 6) and seed % 4 < 2:
        options.update(mode="allied", teams={4: "1+3,2+4", 6: ("1+3+5,2+4+6", "1+4,2+5,3+6")[seed % 2]}[players])
    return options


def check_invariants(state, pieces: dict[str, int]) -> None:
    for p in state.players:
        assert all(n is None or n >= 0 for n in p.resources.values()), p            # never below zero
        mine = state.units_of(p.name)
        for kind, most in pieces.items():                                            # WT-COMP-6
            assert sum(1 for u in mine if u.kind == kind) <= most, (p.name, kind)
        parts = scoring.breakdown(state, p.name)                                     # WT-VP-1
        assert scoring.total(state, p.name) == sum(v for v in parts.values() if v is not None)
    if not state.pending:                                                            # WT-PROV-5
        for province in state.map.provinces:
            assert len({u.owner for u in state.units_in(province)}) <= 1, province
    for track, holder in state.leads.items():                                        # WT-COMP-4
        if holder:
            most = max(q.tokens[track] for q in state.players)
            assert state.player(holder).tokens[track] == most or state.options["lead_timing"] == "end_of_turn"
    assert 0 <= state.turn <= 10 and state.phase in ("setup", *PHASES, "over")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6))
def test_wt_prov_5_comp_4_6_vp_1_ally_1_whole_games_keep_the_rules_invariants(seed, players):
    bot_module = wt_bot()
    people = bot_module.PLAYERS[:players]
    setup = Setup(GAME.key, "property", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc),
                  GAME.resolve_options(game_options(seed, players)), bot_module.board([n for n, _ in people]),
                  [{"name": n, "color": c} for n, c in people])
    GAME.check_setup(setup)
    rec = Recorder(GAME, setup, 4000)
    bot = bot_module.Bot(rec, random.Random(seed))
    state = rec.state
    pieces = {k: state.tables.need(f"pieces.{k}") for k in (*ARMIES, "princess", "fort")}
    turn, order = 0, []
    while state.phase != "over":
        bot.step()
        check_invariants(state, pieces)
        if state.turn != turn:
            turn, order = state.turn, []
        if state.phase in PHASES and (not order or order[-1] != state.phase):        # WT-TURN-3: never reopened
            assert state.phase not in order, (state.turn, order, state.phase)
            order.append(state.phase)
    assert state.winners and state.turn <= 10                                        # WT-TURN-2, WT-WIN-1/2
    for team in state.teams:                                                         # WT-ALLY-1: together
        assert set(team) <= set(state.winners) or not set(team) & set(state.winners), (team, state.winners)
    assert set(state.leads) <= set(TRACKS) and all(set(p.resources) == set(RESOURCES) for p in state.players)
