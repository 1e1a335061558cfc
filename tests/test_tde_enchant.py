"""Enchanted Land (seed 003 pp.15–16, catan-td-and-e.md §8): the set-up, the enchanted land's building limits, the
knights crossing over and moving there, the barbarians and progress cards leaving it alone, and the dragon fights —
each rule by a test naming its ID, on the TEST layout (tde/data/enchanted-land-test.toml: main island 2b–4d, the
strait 2e–4e, the enchanted land 2f–4g and 3h; dragons on the six inland intersections 2f:4, 2f:6, 2g:6, 3f:4, 3g:4, 3g:6 and on 3h:4)."""

from __future__ import annotations

import json

import pytest

from tde_helpers import NAMES, do, new_setup, position as tde_position, refused
from referee.core.errors import RuleViolation
from referee.core.session import step
from referee.games.catan import building
from referee.games.catan.cities_knights import barbarians, knights
from referee.games.catan.cities_knights.state import Knight
from referee.games.catan.tde.enchanted_land import dragons, land
from referee.games.catan.tde.enchanted_land.game import EnchantedLand
from referee.games.catan.tde.scenario_base import on_main_island

GAME = EnchantedLand()
GRAIN = {"grain": 3, "wool": 3, "ore": 3}


def position(pieces=None, hands=None, knights_at=None, turn=5, **options):
    """Anna: settlement 2d:4 (main-island coast), road 2d:5 to 2d:6, a ship 2e:7 across the strait to 2e:6 (the
    enchanted land's coast); ``knights_at = {"2d:6": ("Anna", 1, True)}`` (owner, rank, active — activated two turns
    ago)."""
    pieces = pieces if pieces is not None else {"Anna": {"settlement": ["2d:4"], "road": ["2d:5"], "ship": ["2e:7"]},
                                                "Ben": {"settlement": ["4b:10"], "road": ["4b:9"]}}
    state = tde_position(GAME, pieces, hands if hands is not None else {"Anna": dict(GRAIN), "Ben": dict(GRAIN)},
                         **options)
    state.turn = turn
    state.attacks = 1
    grid = state.board.grid
    for at, (owner, rank, active) in (knights_at or {}).items():
        state.knights[grid.corner(at)] = Knight(owner, rank, active, built=turn - 3,
                                                activated=turn - 2 if active else -1)
    return state


def knight(state, action, at, to=None, player="Anna", **more):
    fields = {"action": action, "at": at, **({"to": to} if to else {}), **more}
    return do(GAME, state, "knight", player, **fields)


# --- TDE-ENCHANT-1: the set-up -----------------------------------------------------------------------------------
def _setup(coast_first: bool, piece_on_coast: str = "road"):
    """Play the set-up; ``coast_first``: Anna's first settlement on the coast (else inland, then the rule needs one
    on the coast)."""
    state = GAME.initial_state(new_setup(GAME))
    seq = 0

    def go(event):
        nonlocal seq
        seq += 1
        return step(GAME, state, {"seq": seq, **event})

    while state.in_setup:
        name = state.current.name
        if state.setup_step % 2 == 0:
            spots = [c for c in building.settlement_spots(state, state.current, setup=True)
                     if on_main_island(state, c)]
            inland = [c for c in spots if not state.coastal(c)]
            coast = [c for c in spots if state.coastal(c)]
            mine = state.current.settlements | state.current.cities
            if name == "Anna" and not mine:
                spots = coast if coast_first else inland
            elif state.setup_step >= 4 * len(state.players) and not any(state.coastal(c) for c in mine):
                spots = coast
            elif name == "Anna":
                spots = inland or spots
            go({"kind": "build", "player": name, "piece": state.setup_piece(), "at": spots[0]})
        else:
            corner = state.setup_settlement
            paths = [p for p in state.board.grid.corners[corner].paths
                     if p not in state.road_owner and p not in state.ship_owner]
            want = piece_on_coast if state.coastal(corner) else "road"
            pool = state.board.land_sides if want == "road" else state.board.sea_sides
            go({"kind": "build", "player": name, "piece": want, "at": next(p for p in paths if p in pool)})
    return state


def test_tde_enchant_1_setup_settlement_city_settlement_with_a_coastal_road_or_ship():
    for piece in ("road", "ship"):
        state = _setup(True, piece)
        for p in state.players:
            assert len(p.settlements) == 2 and len(p.cities) == 1
        anna = state.by_name["Anna"]
        assert anna.ships if piece == "ship" else not anna.ships       # a coastal building may take either


def test_tde_enchant_1_setup_buildings_stand_on_the_main_island():
    state = GAME.initial_state(new_setup(GAME))
    err = refused(GAME, state, "TDE-ENCHANT-1", "build", piece="settlement", at="2f:6")
    assert "main island" in err.line()


def test_tde_enchant_1_one_setup_building_on_the_coast():
    state = GAME.initial_state(new_setup(GAME))
    seq = 0
    while state.in_setup and state.setup_step < 4 * len(state.players):
        name = state.current.name
        if state.setup_step % 2 == 0:
            spots = [c for c in building.settlement_spots(state, state.current, setup=True)
                     if on_main_island(state, c) and (name != "Anna" or not state.coastal(c))]
            event = {"kind": "build", "player": name, "piece": state.setup_piece(), "at": spots[0]}
        else:
            corner = state.setup_settlement
            path = next(p for p in state.board.grid.corners[corner].paths if p in state.board.land_sides
                        and p not in state.road_owner)
            event = {"kind": "build", "player": name, "piece": "road", "at": path}
        seq += 1
        step(GAME, state, {"seq": seq, **event})
    assert state.current.name == "Anna"                # the last to place a city places a settlement at once
    inland = [c for c in building.settlement_spots(state, state.current, setup=True)
              if on_main_island(state, c) and not state.coastal(c)]
    assert not any(state.coastal(c) for c in state.by_name["Anna"].settlements | state.by_name["Anna"].cities)
    refused(GAME, state, "TDE-ENCHANT-1", "build", piece="settlement", at=inland[0])


# --- TDE-ENCHANT-2: only the robber ------------------------------------------------------------------------------
def test_tde_enchant_2_robber_on_the_main_island_desert_and_no_pirate():
    state = position()
    assert state.robber == "3c" and state.pirate is None and "3c" in land.main_land(state)
    board = GAME.make_board(None, None, list(NAMES), GAME.resolve_options({}))
    with pytest.raises(RuleViolation) as info:
        new_setup(GAME, board={**board, "pirate": "3e"})
    assert info.value.rule == "TDE-ENCHANT-2"
    hexes = {**board["hexes"], "3c": {"terrain": "hills", "number": 2}, "3g": {"terrain": "pasture", "number": 12}}
    with pytest.raises(RuleViolation) as info:                  # no desert for the robber to start on
        new_setup(GAME, board={**{k: v for k, v in board.items() if k != "robber"}, "hexes": hexes})
    assert info.value.rule == "TDE-ENCHANT-2"


# --- TDE-ENCHANT-3: building limits ------------------------------------------------------------------------------
def test_tde_enchant_3_no_road_inland_settlement_or_city_on_the_enchanted_land():
    pieces = {"Anna": {"settlement": ["2d:4"], "road": ["2d:5"], "ship": ["2e:7", "2e:5"]}}
    state = position(pieces=pieces, hands={"Anna": {"brick": 5, "lumber": 5, "wool": 5, "grain": 5, "ore": 5}})
    refused(GAME, state, "TDE-ENCHANT-3", "build", piece="road", at="2f:7")      # 2e:4–2f:6, a path of 2f
    do(GAME, state, "build", piece="settlement", at="2e:4")                      # on its coast: allowed
    refused(GAME, state, "TDE-ENCHANT-3", "build", piece="city", at="2e:4")
    refused(GAME, state, "TDE-ENCHANT-3", "build", piece="road", at="2f:7")


def test_tde_enchant_3_inland_settlement_refused():
    state = position()
    with pytest.raises(RuleViolation) as info:
        land.check_build(state, {"piece": "settlement", "at": "2f:6"})
    assert info.value.rule == "TDE-ENCHANT-3"
    land.check_build(state, {"piece": "settlement", "at": "2e:6"})               # coastal: no refusal


# --- TDE-ENCHANT-4…6: crossing over ------------------------------------------------------------------------------
def test_tde_enchant_4_an_active_joined_knight_crosses_at_the_ship_line_end_and_is_inactive():
    state = position(knights_at={"2d:6": ("Anna", 1, True)})
    assert land.crossings(state, state.by_name["Anna"], "2d:6") == ["2e:6"]
    knight(state, "move", "2d:6", "2e:6")
    k = state.knights["2e:6"]
    assert not k.active and k.acted == state.turn


def test_tde_enchant_4_an_inactive_knight_does_not_cross():
    state = position(knights_at={"2d:6": ("Anna", 1, False)})
    refused(GAME, state, "TDE-ENCHANT-4", "knight", action="move", at="2d:6", to="2e:6")


def test_tde_enchant_4_a_knight_not_joined_to_the_line_home_does_not_cross():
    pieces = {"Anna": {"settlement": ["2d:4", "4b:10"], "road": ["2d:5", "4b:9"], "ship": ["2e:7"]}}
    state = position(pieces=pieces, knights_at={"4b:8": ("Anna", 1, True)})
    assert land.crossings(state, state.by_name["Anna"], state.board.grid.corner("4b:8")) == []
    err = refused(GAME, state, "TDE-ENCHANT-4", "knight", action="move", at="4b:8", to="2e:6")
    assert "none" in err.line()


def test_tde_enchant_4_no_knight_is_built_on_the_enchanted_land():
    pieces = {"Anna": {"settlement": ["2d:4"], "road": ["2d:5"], "ship": ["2e:7"]}}
    state = position(pieces=pieces)
    assert "2e:6" not in knights.build_sites(state, state.by_name["Anna"])
    refused(GAME, state, "TDE-ENCHANT-4", "knight", action="build", at="2e:6")


def test_tde_enchant_5_one_knight_each_on_the_enchanted_land():
    state = position(knights_at={"2d:6": ("Anna", 1, True), "2f:6": ("Anna", 1, False)})
    refused(GAME, state, "TDE-ENCHANT-5", "knight", action="move", at="2d:6", to="2e:6")


def test_tde_enchant_5_a_crossed_knight_never_returns():
    state = position(knights_at={"2e:6": ("Anna", 1, True)})
    refused(GAME, state, "TDE-ENCHANT-5", "knight", action="move", at="2e:6", to="2d:6")


def test_tde_enchant_6_own_settlement_at_the_line_end_lands_on_a_free_coastal_neighbour():
    pieces = {"Anna": {"settlement": ["2d:4", "2e:6"], "road": ["2d:5"], "ship": ["2e:7"]}}
    state = position(pieces=pieces, knights_at={"2d:6": ("Anna", 1, True)})
    spots = land.crossings(state, state.by_name["Anna"], "2d:6")
    assert spots == ["2e:4", "3e:4"]                  # the coastal neighbours of 2e:6 (2e:4 and 3e:4)
    refused(GAME, state, "TDE-ENCHANT-4", "knight", action="move", at="2d:6", to="2f:6")   # inland: no
    knight(state, "move", "2d:6", "3e:4")
    assert state.knights["3e:4"].owner == "Anna"


def test_tde_enchant_6_opponents_piece_at_the_line_end_no_landing_no_displacement():
    state = position(knights_at={"2d:6": ("Anna", 3, True), "2e:6": ("Ben", 1, False)})
    refused(GAME, state, "TDE-ENCHANT-6", "knight", action="move", at="2d:6", to="2e:6")
    refused(GAME, state, "TDE-ENCHANT-6", "knight", action="displace", at="2d:6", to="2e:6", place="2f:6")
    pieces = {"Anna": {"settlement": ["2d:4"], "road": ["2d:5"], "ship": ["2e:7"]}, "Ben": {"settlement": ["2e:6"]}}
    state = position(pieces=pieces, knights_at={"2d:6": ("Anna", 1, True)})
    refused(GAME, state, "TDE-ENCHANT-6", "knight", action="move", at="2d:6", to="2e:6")


# --- TDE-ENCHANT-7/8: on the enchanted land ----------------------------------------------------------------------
def test_tde_enchant_7_moves_up_to_three_along_any_path_never_ending_on_the_coast():
    state = position(knights_at={"2e:6": ("Anna", 1, True)})
    assert land.roam_moves(state, "2e:6") == ["2f:4", "2f:6", "3f:4"]    # 3, 2 and 3 intersections away, inland
    refused(GAME, state, "TDE-ENCHANT-7", "knight", action="move", at="2e:6", to="2e:4")   # the coast
    refused(GAME, state, "TDE-ENCHANT-7", "knight", action="move", at="2e:6", to="3g:4")   # 4 away
    knight(state, "move", "2e:6", "3f:4")
    assert not state.knights["3f:4"].active


def test_tde_enchant_7_an_occupied_intersection_is_not_passed():
    state = position(knights_at={"2e:6": ("Anna", 1, True), "2e:4": ("Ben", 1, False)})
    assert land.roam_moves(state, "2e:6") == ["3f:4"]              # round by 3e:4 and 3f:6; 2f:6 is 4 away that way
    state = position(knights_at={"2e:6": ("Anna", 1, True), "2e:4": ("Ben", 1, False),
                                 "3e:4": ("Ben", 1, False)})
    assert land.roam_moves(state, "2e:6") == []


def test_tde_enchant_8_displacing_player_places_the_knight_inland():
    state = position(knights_at={"2f:6": ("Anna", 2, True), "3g:4": ("Ben", 1, True)})
    refused(GAME, state, "TDE-ENCHANT-8", "knight", action="displace", at="2f:6", to="3g:4", place="2e:4")  # coast
    knight(state, "displace", "2f:6", "3g:4", place="2g:6")
    assert state.knights["3g:4"].owner == "Anna" and state.knights["2g:6"].owner == "Ben"


def test_tde_enchant_8_no_weaker_knight_no_displacement():
    state = position(knights_at={"2f:6": ("Anna", 1, True), "3g:4": ("Ben", 1, True)})
    refused(GAME, state, "TDE-ENCHANT-8", "knight", action="displace", at="2f:6", to="3g:4", place="2g:6")


# --- TDE-ENCHANT-9/10: barbarians and progress cards -------------------------------------------------------------
def test_tde_enchant_9_knights_there_and_at_sea_neither_defend_nor_are_deactivated():
    state = position(knights_at={"2d:6": ("Anna", 2, True), "2f:6": ("Anna", 3, True), "4e:6": ("Ben", 1, True)})
    given = barbarians.contributions(state)
    assert given.get("Anna", 0) == 2 and given.get("Ben", 0) == 0
    assert state.stays_after_attack("2f:6") and state.stays_after_attack("4e:6")
    assert not state.stays_after_attack("2d:6")
    assert not state.defends("2f:6") and not state.defends("4e:6") and state.defends("2d:6")


def test_tde_enchant_10_inventor_and_deserter_intrigue_keep_off_the_enchanted_land():
    state = position(knights_at={"2f:6": ("Ben", 1, True)})
    assert not state.progress_may_touch("3f") and state.progress_may_touch("2b")
    assert not state.knight_targetable("2f:6") and state.knight_targetable("2d:6")


# --- the ship moves leave a crossed knight alone (CK-SEA-2 hook) --------------------------------------------------
def test_tde_enchant_4_a_crossed_knight_is_off_the_network_by_rule():
    state = position(knights_at={"2f:6": ("Anna", 1, True)})
    assert not state.tethered("2f:6") and state.tethered("2d:6")


# --- the dragons ------------------------------------------------------------------------------------------------
def fight(state, at, shows, player="Anna"):
    return do(GAME, state, "fight", player, at=at, shows=shows)


def test_tde_dragon_1_a_knight_fights_only_the_dragon_it_stands_on():
    state = position(knights_at={"2e:6": ("Anna", 3, True)})
    refused(GAME, state, "TDE-DRAGON-1", "fight", at="2e:6", shows=1)     # no dragon there
    refused(GAME, state, "TDE-DRAGON-1", "fight", at="3f:4", shows=1)     # a dragon, but no knight of hers


def test_tde_dragon_2_no_fight_in_the_turn_of_the_move_onto_the_dragon():
    state = position(knights_at={"2e:6": ("Anna", 3, True)}, hands={"Anna": {"grain": 2}})
    knight(state, "move", "2e:6", "3f:4")
    knight(state, "activate", "3f:4")                 # paying grain again in the same turn
    refused(GAME, state, "TDE-DRAGON-2", "fight", at="3f:4", shows=1)
    state.turn += 3
    fight(state, "3f:4", 1)
    assert "3f:4" not in state.lairs


def test_tde_dragon_3_only_an_active_knight_fights_and_it_is_inactive_after():
    state = position(knights_at={"3f:4": ("Anna", 2, False)})
    refused(GAME, state, "TDE-DRAGON-3", "fight", at="3f:4", shows=1)
    state.knights["3f:4"].active = True
    fight(state, "3f:4", 3)
    assert not state.knights["3f:4"].active and state.knights["3f:4"].acted == state.turn


def test_tde_dragon_4_strength_at_least_the_dragons_wins():
    for rank, shows, won in ((1, 1, True), (1, 2, False), (2, 2, True), (2, 3, False), (3, 3, True)):
        state = position(knights_at={"3f:4": ("Anna", rank, True)})
        fight(state, "3f:4", shows)
        assert ("3f:4" not in state.lairs) is won, (rank, shows)


def test_tde_dragon_4_a_token_shows_one_to_three_pennants():
    state = position(knights_at={"3f:4": ("Anna", 3, True)})
    refused(GAME, state, "TDE-DRAGON-4", "fight", at="3f:4", shows=4)


def test_tde_dragon_4_the_mix_option_checks_the_strength_else_not_verified():
    state = position(knights_at={"3f:4": ("Anna", 3, True), "3g:6": ("Anna", 3, True)}, dragons_1=5, dragons_2=1, dragons_3=1)
    fight(state, "3f:4", 3)
    refused(GAME, state, "TDE-DRAGON-4", "fight", at="3g:6", shows=3)       # the only 3 is seen already
    assert not [u for u in state.unverified if u[1] == "TDE-DRAGON-4"]
    state = position(knights_at={"3f:4": ("Anna", 3, True)})
    fight(state, "3f:4", 2)
    assert [u for u in state.unverified if u[1] == "TDE-DRAGON-4"]


def test_tde_dragon_4_the_mix_adds_up_to_the_tokens_on_the_board():
    with pytest.raises(RuleViolation) as info:
        new_setup(GAME, dragons_1=7, dragons_2=7, dragons_3=5)            # 19, the TEST layout has 7
    assert info.value.rule == "TDE-DRAGON-4"
    assert dragons.parse_mix({"dragons_1": 3, "dragons_2": 2, "dragons_3": 2}) == {1: 3, 2: 2, 3: 2}
    assert dragons.parse_mix({"dragons_1": 0, "dragons_2": 0, "dragons_3": 0}) is None


def test_tde_dragon_5_a_slain_dragon_is_one_victory_point():
    state = position(knights_at={"3f:4": ("Anna", 2, True)})
    anna = state.by_name["Anna"]
    before = state.special_points(anna)
    fight(state, "3f:4", 2)
    assert state.slain["Anna"] == [2] and state.special_points(anna) == before + 1


def test_tde_dragon_6_a_lost_fight_leaves_dragon_and_knight_and_records_the_strength():
    state = position(knights_at={"3f:4": ("Anna", 1, True)})
    fight(state, "3f:4", 3)
    assert state.lairs["3f:4"] == 3 and state.knights["3f:4"].owner == "Anna" and not state.slain["Anna"]
    state.turn += 1
    state.knights["3f:4"].rank, state.knights["3f:4"].active = 3, True
    refused(GAME, state, "TDE-DRAGON-6", "fight", at="3f:4", shows=1)
    fight(state, "3f:4", 3)
    assert state.slain["Anna"] == [3]


def test_tde_dragon_7_the_sixth_dragon_wins():
    state = position(knights_at={"3f:4": ("Anna", 3, True)})
    state.slain["Anna"] = [1, 1, 2, 1, 2]
    fight(state, "3f:4", 1)
    assert state.winner == "Anna"


def test_tde_dragon_7_targets_21_with_three_players_18_with_four():
    state = position()
    assert state.options["victory_points"] == 21
    setup = new_setup(GAME)
    setup.players.append({"name": "Dana"})
    assert GAME.initial_state(setup).options["victory_points"] == 18
    assert GAME.initial_state(new_setup(GAME, victory_points=15)).options["victory_points"] == 15


def test_tde_dragon_8_a_mighty_knight_still_needs_the_fortress():
    state = position(knights_at={"3f:4": ("Anna", 2, True)}, hands={"Anna": {"wool": 2, "ore": 2}})
    refused(GAME, state, "CK-KNIGHT-4", "knight", action="promote", at="3f:4")
    state.levels["Anna"]["politics"] = 3
    knight(state, "promote", "3f:4")
    assert state.knights["3f:4"].rank == 3


# --- reports -----------------------------------------------------------------------------------------------------
def test_tde_dragon_6_board_and_svg_show_face_down_and_known_dragons():
    state = position(knights_at={"3f:4": ("Anna", 1, True)})
    fight(state, "3f:4", 2)
    text = GAME.board_text(state)
    assert "3f:4 D2" in text and "2f:4 D," in text and "1D2" in text      # a basic knight on a known dragon
    from referee.games.catan.tde.enchanted_land.draw import board_svg
    svg = board_svg(state)
    assert 'data-corner="3f:4" data-strength="2"' in svg and 'data-corner="2f:4" data-strength="0"' in svg
    summary = GAME.summary(state)
    assert summary["dragon_tokens"]["3f:4"] == 2 and summary["players"][0]["enchanted_knight"] == "3f:4"
    assert json.dumps(summary)


# --- completion and hints --------------------------------------------------------------------------------------
def test_tde_dragon_1_fight_completes_the_knights_on_a_dragon_that_may_fight():
    state = position(knights_at={"3f:4": ("Anna", 1, True), "2e:6": ("Ben", 1, True)})
    assert GAME.completions(state, "fight", []) == ["3f:4"]
    state.knights["3f:4"].activated = state.turn                  # activated this turn: not yet (TDE-DRAGON-2)
    assert GAME.completions(state, "fight", []) == []


def test_tde_enchant_4_knight_move_completes_crossings_and_moves_on_the_enchanted_land():
    state = position(knights_at={"2d:6": ("Anna", 1, True)})
    assert "2e:6" in GAME.completions(state, "knight", ["move", "2d:6"])
    state = position(knights_at={"2e:6": ("Anna", 1, True)})
    assert GAME.completions(state, "knight", ["move", "2e:6"]) == ["2f:4", "2f:6", "3f:4"]


def test_tde_enchant_4_hints_name_the_crossings_and_the_dragons_to_fight():
    state = position(knights_at={"2d:6": ("Anna", 1, True)})
    lines = GAME.hints(state, []).lines
    assert any("Crossings to the enchanted land (TDE-ENCHANT-4): 2d:6 → 2e:6" in line for line in lines)
    state = position(knights_at={"3f:4": ("Anna", 1, True)})
    lines = GAME.hints(state, []).lines
    assert any("Dragons to fight (TDE-DRAGON-1): 3f:4" in line for line in lines)
    assert any("none (one knight each, TDE-ENCHANT-5)" in line for line in lines)


def test_tde_dragon_1_fight_notation_refuses_what_it_cannot_read():
    state = position(knights_at={"3f:4": ("Anna", 1, True)})
    from referee.core.errors import NotationError
    with pytest.raises(NotationError):
        GAME.parse(state, "fight", ["3f:4"], None)
    assert GAME.parse(state, "fight", ["3f:4", "2"], None) == {"kind": "fight", "player": "Anna", "at": "3f:4",
                                                              "shows": 2}
