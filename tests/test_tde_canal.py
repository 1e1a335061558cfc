"""The Great Canal (``great-canal``, tde/great_canal/): TDE-CANAL-1…19 on the shipped TEST layout
(``tde/data/great-canal-test.toml``): the main island is rows 3–5 with the basin 4b, the canal hexes 4c–4k and the
lake 4l; small islands 1c–1d and 1i–1j (gold fields 1c and 1j) and 7f–7g (a wool harbour on 7g:4/7g:6).

Positions are mid-game (turn 5, Anna to act after her roll; the barbarians have attacked once so the robber is
free) unless a test says otherwise."""

from __future__ import annotations

import dataclasses
import json

import pytest

from ck_helpers import position
from test_seafarers import new_setup
from tde_helpers import NAMES
from referee.core import registry
from referee.core.errors import RuleViolation
from referee.core.session import step
from referee.games import register_builtins
from referee.games.catan import building
from referee.games.catan.cities_knights import barbarians
from referee.games.catan.scoring import victory_points
from referee.games.catan.tde.great_canal.game import CanalState, GreatCanal
from referee.games.catan.tde.scenario_base import on_main_island

register_builtins()
GAME = registry.find("great-canal")


def pos(**kw):
    kw.setdefault("pirate", None)
    return position(GAME, **kw)


def do(state, kind, player=None, **fields):
    return step(GAME, state, {"seq": 0, "kind": kind, "player": player or state.current.name, **fields})[1]


def refused(state, rule, kind, player=None, **fields) -> RuleViolation:
    before = json.dumps(GAME.summary(state), sort_keys=True)
    with pytest.raises(RuleViolation) as info:
        do(state, kind, player, **fields)
    assert info.value.rule == rule, info.value.line()
    assert json.dumps(GAME.summary(state), sort_keys=True) == before
    return info.value


def roll(state, total, dice, **more):
    state.rolled = False
    return do(state, "roll", total=total, dice=dice, event="green", red=dice[0], **more)


# --- registration and the set-up -----------------------------------------------------------------------------------
def test_great_canal_is_registered_with_its_names():
    assert isinstance(GAME, GreatCanal) and GAME.key == "great-canal"
    assert registry.find("zavlažovací kanál") is GAME and registry.find("the great canal") is GAME


def test_tde_canal_1_the_setup_is_settlement_city_then_settlement_on_the_main_island():
    state = GAME.initial_state(new_setup(GAME))
    assert state.setup_steps == 6 * 3 and state.setup_piece() == "settlement"
    state.setup_step = 6
    assert state.setup_piece() == "city"
    small = "1c:4"
    state.setup_step = 0
    refused(state, "TDE-CANAL-1", "build", "Anna", piece="settlement", at=small)


def test_tde_canal_2_the_last_settlement_pays_and_dry_fields_give_grain():
    state = GAME.initial_state(new_setup(GAME))
    state.setup_step, state.active = 12, 0
    state.by_name["Anna"].cities.add("2c:4")                  # a coastal building already stands
    state.occupant["2c:4"] = ("Anna", "city")
    do(state, "build", "Anna", piece="settlement", at="4f:4")   # 4f:4 touches 4f, 4g and 3f
    hand = state.by_name["Anna"].hand
    assert hand["grain"] == 1 and hand["wool"] == 1 and hand["lumber"] == 1    # 4f fields, 4g pasture, 5f forest


def test_tde_canal_3_the_lake_is_no_coast():
    state = GAME.initial_state(new_setup(GAME))
    lake = state.board.grid.corner("3k:4")        # 3k, 3l and the lake 4l
    assert "4l" in state.board.grid.corners[lake].hexes and "4l" not in state.board.land
    assert not state.coastal(lake)
    assert state.coastal(state.board.grid.corner("5h:4"))   # the south shore


def test_tde_canal_3_a_coastal_setup_settlement_takes_a_ship():
    state = GAME.initial_state(new_setup(GAME))
    do(state, "build", "Anna", piece="settlement", at="5h:4")
    road = next(p for p in state.board.grid.corners["5h:4"].paths if p in state.board.land_sides)
    refused(state, "TDE-CANAL-3", "build", "Anna", piece="road", at=road)


def test_tde_canal_4_only_the_robber_and_it_waits_for_the_first_attack():
    state = pos(attacks=0)
    assert state.pirate is None and state.robber == "4b"
    board = dict(GAME.make_board(None, None, list(NAMES), {}))
    board["pirate"] = "2a"
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(dataclasses.replace(new_setup(GAME), board=board))
    assert info.value.rule == "TDE-CANAL-4"


# --- knights ---------------------------------------------------------------------------------------------------------
def test_tde_canal_5_no_knight_is_built_on_a_small_island():
    state = pos(pieces={"Anna": {"settlement": ["3c:4"]}}, hands={"Anna": {"wool": 1, "ore": 1}})
    refused(state, "TDE-CANAL-5", "knight", action="build", at="1c:4")
    assert state.knight_site_rule("3c:4") is None


def test_tde_canal_16_small_island_knights_do_not_defend():
    state = pos(knights={"1c:4": ("Anna", 2, True), "3c:4": ("Anna", 1, True)})
    assert barbarians.contributions(state)["Anna"] == 1


# --- the fields ---------------------------------------------------------------------------------------------------
def test_tde_canal_6_fields_produce_nothing_before_the_flood():
    state = pos(pieces={"Anna": {"settlement": ["5e:4"]}})      # 5e fields 12 (and 5d, 4f)
    roll(state, 12, [6, 6])
    assert state.by_name["Anna"].hand["grain"] == 0


def test_tde_canal_12_after_the_flood_the_fields_produce():
    state = pos(pieces={"Anna": {"settlement": ["5e:4"]}})
    state.flooded = True
    roll(state, 12, [6, 6])
    assert state.by_name["Anna"].hand["grain"] == 1


def test_tde_canal_6_irrigation_pays_for_dry_fields():
    state = pos(pieces={"Anna": {"settlement": ["5e:4"]}})
    state.progress["Anna"]["science"] = 1
    do(state, "progress", card="irrigation")
    assert state.by_name["Anna"].hand["grain"] == 2


# --- digging ------------------------------------------------------------------------------------------------------
def test_tde_canal_7_two_active_knights_dig_one_chit_each_the_seeds_example():
    """The seed's example (p.14): red's knight at the hex is active; orange activates hers; both chits go, one
    each; a canal token takes their place; the knights stay active."""
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Ben", 1, False)}, hands={"Ben": {"grain": 1}},
                active="Ben")
    before = {n: victory_points(state, state.by_name[n]) for n in ("Anna", "Ben")}
    out = do(state, "knight", "Ben", action="activate", at="4g:6")
    assert state.dug == ["4g"] and state.canal_chits == {"Anna": 1, "Ben": 1}
    assert {n: victory_points(state, state.by_name[n]) - before[n] for n in before} == {"Anna": 1, "Ben": 1}
    assert state.knights["3f:4"].active and state.knights["4g:6"].active           # TDE-CANAL-9
    assert "4g" in " ".join(map(str, out.lines))


def test_tde_canal_8_both_knights_of_one_player_take_both_chits():
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Anna", 1, False)}, hands={"Anna": {"grain": 1}})
    do(state, "knight", action="activate", at="4g:6")
    assert state.canal_chits == {"Anna": 2}


def test_tde_canal_7_one_active_knight_digs_nothing():
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Ben", 3, False), "3e:4": ("Anna", 1, False)},
                hands={"Anna": {"grain": 1}})
    do(state, "knight", action="activate", at="3e:4")            # 4f's first active knight; 4g keeps one
    assert state.dug == [] and not state.canal_chits


def test_tde_canal_9_strength_does_not_count_and_the_dig_is_at_activation():
    state = pos(knights={"3f:4": ("Anna", 3, True), "4g:6": ("Ben", 1, False), "4f:4": ("Cyril", 1, False)},
                hands={"Ben": {"grain": 1}, "Cyril": {"grain": 1}}, active="Ben")
    do(state, "knight", "Ben", action="activate", at="4g:6")
    assert state.canal_chits == {"Anna": 1, "Ben": 1}                # Cyril's knight never joins
    state.active = 2
    do(state, "knight", "Cyril", action="activate", at="4f:4")
    assert state.canal_chits == {"Anna": 1, "Ben": 1} and state.dug == ["4g"]


def test_tde_canal_10_a_knight_on_a_shared_intersection_digs_two_hexes():
    state = pos(knights={"3e:4": ("Anna", 1, True), "4g:6": ("Ben", 1, True), "4f:4": ("Anna", 1, False)},
                hands={"Anna": {"grain": 1}})
    do(state, "knight", action="activate", at="4f:4")            # 4f:4 lies on 4f and 4g
    assert sorted(state.dug) == ["4f", "4g"] and state.canal_chits == {"Anna": 3, "Ben": 1}


def test_tde_canal_11_the_eighth_token_completes_the_canal_and_the_last_chits_leave():
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Ben", 1, False)}, hands={"Ben": {"grain": 1}},
                active="Ben")
    state.dug = ["4k", "4j", "4i", "4h", "4f", "4e", "4d"]       # seven dug; 4g and 4c left
    do(state, "knight", "Ben", action="activate", at="4g:6")
    assert state.flooded and state.lost == ["4c"] and state.canal_chits == {"Anna": 1, "Ben": 1}


def test_tde_canal_11_eighth_and_ninth_dug_together_are_both_awarded():
    state = pos(knights={"3e:4": ("Anna", 1, True), "4g:6": ("Ben", 1, True), "4f:4": ("Anna", 1, False)},
                hands={"Anna": {"grain": 1}})
    state.dug = ["4k", "4j", "4i", "4h", "4e", "4d", "4c"]       # seven dug; 4f and 4g left
    do(state, "knight", action="activate", at="4f:4")
    assert state.flooded and state.lost == [] and state.canal_chits == {"Anna": 3, "Ben": 1}


def test_tde_canal_12_the_flood_turns_the_fields_on():
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Ben", 1, False)}, hands={"Ben": {"grain": 1}},
                active="Ben")
    state.dug = ["4k", "4j", "4i", "4h", "4f", "4e", "4d"]
    assert "5e" in state.held_back
    out = do(state, "knight", "Ben", action="activate", at="4g:6")
    assert "5e" not in state.held_back and "TDE-CANAL-12" in " ".join(map(str, out.lines))


# --- gold diggers and merchants --------------------------------------------------------------------------------------
def test_tde_canal_13_a_gold_digger_takes_one_resource_on_an_eight():
    state = pos(knights={"1c:4": ("Anna", 1, False), "1c:2": ("Anna", 1, False)})
    state.rolled = False
    with pytest.raises(RuleViolation) as info:
        do(state, "roll", total=8, dice=[4, 4], event="green", red=4)
    assert info.value.rule == "TDE-CANAL-13"                     # a gold digger's share, not a gold field's
    state.rolled = False
    do(state, "roll", total=8, dice=[4, 4], event="green", red=4, gold={"Anna": {"ore": 1}})
    assert state.by_name["Anna"].hand["ore"] == 1               # two knights at one gold field: still 1


def _sea_route(state, start: str, goal: set[str]) -> list[str]:
    """The shortest line of sea paths from ``start`` to an intersection of ``goal``."""
    grid, seen, queue = state.board.grid, {start: []}, [start]
    while queue:
        here = queue.pop(0)
        if here in goal:
            return seen[here]
        for p in grid.corners[here].paths:
            if p in state.board.sea_sides:
                there = next(e for e in grid.sides[p].ends if e != here)
                if there not in seen:
                    seen[there] = seen[here] + [p]
                    queue.append(there)
    raise AssertionError("no sea route")


def test_tde_canal_13_the_knight_goes_there_along_an_unbroken_ship_line():
    blank = GAME.initial_state(new_setup(GAME))
    grid = blank.board.grid
    start = next(c for c in grid.corners_of("3g") if blank.coastal(c))
    gold = set(grid.corners_of("1c")) - set(grid.corners_of("1b")) - set(grid.corners_of("1d"))
    line = _sea_route(blank, start, gold)
    assert len(line) >= 2
    first = next(e for e in grid.sides[line[0]].ends if e != start)
    state = pos(pieces={"Anna": {"settlement": [start], "ship": line}}, knights={first: ("Anna", 1, True)})
    assert state.gold_bonus(8) == {}
    target = next(e for e in grid.sides[line[-1]].ends if e in gold)
    do(state, "knight", action="move", at=first, to=target)
    assert state.gold_bonus(8) == {"Anna": 1} and state.gold_bonus(6) == {}


def test_tde_canal_14_no_gold_digging_after_the_flood():
    state = pos(knights={"1c:4": ("Anna", 1, False)})
    assert state.gold_bonus(8) == {"Anna": 1}
    state.flooded = True
    assert state.gold_bonus(8) == {}
    state.rolled = False
    with pytest.raises(RuleViolation) as info:
        do(state, "roll", total=8, dice=[4, 4], event="green", red=4, gold={"Anna": {"ore": 1}})
    assert info.value.rule == "TDE-CANAL-14"


def test_tde_canal_15_a_knight_on_a_small_islands_harbour_lends_it():
    state = pos(knights={"7g:4": ("Anna", 1, False)}, hands={"Anna": {"grain": 1}})
    do(state, "knight", action="activate", at="7g:4")
    assert "wool" in state.by_name["Anna"].harbours
    del state.knights["7g:4"]
    from referee.games.catan.tde.great_canal.game import merchants
    from referee.core.game import Outcome
    merchants(state, Outcome())
    assert "wool" not in state.by_name["Anna"].harbours


# --- building -------------------------------------------------------------------------------------------------------
def test_tde_canal_17_no_settlement_on_a_small_island():
    state = pos(pieces={"Anna": {"settlement": ["3c:4"]}},
                hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}})
    refused(state, "TDE-CANAL-17", "build", piece="settlement", at="1c:4")


def test_tde_canal_18_a_ship_line_does_not_branch():
    state = GAME.initial_state(new_setup(GAME))
    grid = state.board.grid
    start = "5h:4"
    ends = sorted(p for p in grid.corners[start].paths if p in state.board.sea_sides)
    state = pos(pieces={"Anna": {"settlement": [start]}}, hands={"Anna": {"lumber": 3, "wool": 3}})
    first = ends[0]
    do(state, "build", piece="ship", at=first)
    far = next(e for e in grid.sides[first].ends if e != start)
    onward = sorted(p for p in grid.corners[far].paths if p != first and p in state.board.sea_sides)
    assert len(onward) == 2
    do(state, "build", piece="ship", at=onward[0])
    refused(state, "TDE-CANAL-18", "build", piece="ship", at=onward[1])


def test_tde_canal_19_the_target_is_21_with_three_and_18_with_four():
    assert GAME.initial_state(new_setup(GAME)).options["victory_points"] == 21
    four = GAME.initial_state(new_setup(GAME, names=("Anna", "Ben", "Cyril", "Dana")))
    assert four.options["victory_points"] == 18
    assert GAME.initial_state(new_setup(GAME, victory_points=12)).options["victory_points"] == 12


def test_the_summary_shows_the_canal():
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Anna", 1, False)}, hands={"Anna": {"grain": 1}})
    do(state, "knight", action="activate", at="4g:6")
    data = GAME.summary(state)
    assert data["canal"]["dug"] == ["4g"] and data["canal"]["chits"]["Anna"] == 2 and not data["canal"]["complete"]
    assert "5e" in data["dry_fields"] and data["players"][0]["canal_chits"] == 2
    assert "4g ~~" in GAME.board_text(state)
    assert isinstance(state, CanalState) and on_main_island(state, "4g:6")
    assert building.settlement_spots(state, state.current) is not None


def test_tde_canal_4_the_pirate_is_refused():
    state = pos()
    assert "pirate" not in GAME.kinds
    with pytest.raises(Exception) as info:
        do(state, "pirate", to="2a")
    assert "TDE-CANAL-4" in str(info.value)


def test_tde_canal_12_the_svg_draws_the_chits_the_ditch_and_the_water():
    from referee.games.catan.tde.great_canal.draw import board_svg

    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Anna", 1, False)}, hands={"Anna": {"grain": 1}})
    state.dug = ["4h"]
    do(state, "knight", action="activate", at="4g:6")
    picture = board_svg(state)
    assert 'id="canal"' in picture and picture.count('class="chits"') == 7
    assert picture.count('class="canal-token"') == 2 and 'class="ditch"' in picture and "#8b5a2b" in picture
    state.flooded = True
    wet = board_svg(state)
    assert 'class="basin"' in wet and 'data-complete="true"' in wet and "#8b5a2b" not in wet


def test_tde_canal_8_the_score_table_counts_the_chits_as_catan_chits():
    state = pos(knights={"3f:4": ("Anna", 1, True), "4g:6": ("Anna", 1, False)}, hands={"Anna": {"grain": 1}})
    do(state, "knight", action="activate", at="4g:6")
    _title, head, rows = GAME.score(state).tables[0]
    anna = next(r for r in rows if r[0].startswith("Anna"))
    column = head.index("Catan chits")
    assert anna[column] == 2 and anna[-1] == victory_points(state, state.by_name["Anna"])
