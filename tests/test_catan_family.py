"""Catan as a family: editions are data files, variants are subclasses, boards take the edition's shape."""

from __future__ import annotations

import dataclasses
import datetime as dt
from types import MappingProxyType

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.hexgrid import grid
from referee.core.session import replay, step
from referee.games.catan import GAME
from referee.games.catan.manifest import CATAN as INFO
from referee.games.catan.board import check_board, make_board, parse_layout, topology
from referee.games.catan.edition import BASE, edition
from referee.games.catan.game import Catan

SETUP = ["3e:2", "3e:1", "2b:4", "2b:3", "4b:4", "4b:5", "2d:6", "2d:5", "3b:6", "3b:5", "5b:6", "5b:5"]
NAMES = ("Anna", "Ben", "Cyril")


def test_the_base_edition_is_the_data_file():
    assert edition("base") is BASE and GAME.edition is BASE
    assert BASE.rows == (3, 4, 5, 4, 3) and BASE.land == 19 and BASE.seats == (3, 4)
    assert dict(BASE.supply) == {"road": 15, "settlement": 5, "city": 4} and BASE.bank_per_resource == 19
    assert sum(BASE.deck.values()) == 25 and sum(BASE.harbours.values()) == 9
    assert list(BASE.tokens) == sorted(BASE.tokens)                       # A…R, in placement order
    assert (INFO.min_players, INFO.max_players) == BASE.seats == (GAME.min_players, GAME.max_players)
    assert GAME.option("victory_points").default == BASE.victory_points == 10


def test_an_edition_that_does_not_add_up_is_refused_when_read():
    with pytest.raises(ValueError, match="tokens"):
        dataclasses.replace(BASE, tokens=MappingProxyType({"A": 5}))


def test_catan_boards_2_the_5_6_grid_has_80_intersections_109_paths_38_coastal():
    g = grid((3, 4, 5, 6, 5, 4, 3))
    assert len(g.hexes) == 30 and len(g.corners) == 80 and len(g.sides) == 109
    assert sum(s.coast for s in g.sides.values()) == 38
    degrees = [len(c.neighbours) for c in g.corners.values()]
    assert degrees.count(2) == 22 and degrees.count(3) == 58
    assert g.hexes[-1] == "7c" and "4f" in g.hexes


# --- a board of another shape, checked against its own edition's counts (catan-5-6.md §2.4) -------------------
SIX = dataclasses.replace(
    BASE, key="six-test", rows=(3, 4, 5, 6, 5, 4, 3),
    terrains=MappingProxyType({"forest": 6, "pasture": 6, "fields": 6, "hills": 5, "mountains": 5, "desert": 2}),
    tokens=MappingProxyType(dict(zip([*"ABCDEFGHIJKLMNOPQRSTUVWXY", "Za", "Zb", "Zc"],
                                     (2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9,
                                      12, 3, 2, 6)))),
    harbours=MappingProxyType({"3:1": 5, "wool": 2, "lumber": 1, "brick": 1, "grain": 1, "ore": 1}))
SIX_LAYOUT = ("FOR4 PAS5 FLD2 / HIL6 MTN11 HIL10 PAS8 / DES FOR12 FLD12 FOR9 FLD4 / FLD3 FOR10 MTN3 HIL6 HIL5 FOR8 / "
              "PAS9 MTN5 FLD2 DES PAS3 / HIL8 PAS4 PAS9 MTN6 / MTN11 FLD11 FOR10 ; 1a:11=3:1 1b:1=wool 2d:1=3:1 "
              "4f:3=3:1 7c:3=wool 5e:5=brick 7b:5=lumber 7a:7=3:1 4a:7=3:1 6a:9=grain 3a:9=ore")


def test_catan_board_1_to_3_a_board_is_checked_against_its_edition():
    board = parse_layout(SIX_LAYOUT, SIX)
    assert len(board["hexes"]) == 30 and len(board["harbours"]) == 11 and board["robber"] == "3a"
    assert set(topology(SIX).sides["6a:9"].ends) == {"5a:6", "6a:8"}     # catan-5-6.md §2.4's access corners
    with pytest.raises(RuleViolation, match="no hex '4e'") as info:
        check_board(board)                                   # not a base-game board
    assert info.value.rule == "CATAN-BOARD-1" and "19 hexes 1a…5c" in info.value.allowed
    with pytest.raises(RuleViolation) as info:
        check_board(make_board("beginner-en", None), SIX)    # nor is the base board a 5–6 one
    assert info.value.rule == "CATAN-BOARD-1" and "30 hexes 1a…7c" in info.value.allowed


# --- a throwaway variant: its own key, edition and one dispatch entry; never registered ---------------------
TINY = dataclasses.replace(BASE, key="tiny-test", seats=(3, 3), victory_points=3, bank_per_resource=9,
                           deck=MappingProxyType({"knight": 1, "victory_point": 2}))


def _no_trades(state, event):
    raise RuleViolation("TINY-1", "no trading in the tiny game", "build or end the turn")


class Tiny(Catan):
    INFO = dataclasses.replace(Catan.INFO, key="catan-tiny-test", title="Catan, tiny test edition", aliases=(),
                               min_players=3, max_players=3)
    edition = TINY
    VALIDATE = {**Catan.VALIDATE, "trade": _no_trades}


def tiny_game():
    game = Tiny()
    setup = Setup(game.key, "tiny", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), game.resolve_options({}),
                  game.make_board(None, None, NAMES, {}), [{"name": n} for n in NAMES])
    game.check_setup(setup)
    state = game.initial_state(setup)
    for i, at in enumerate(SETUP):
        step(game, state, {"seq": i + 1, "kind": "build", "player": state.current.name,
                           "piece": "road" if i % 2 else "settlement", "at": at})
    return game, state


def test_a_variant_takes_its_names_seats_options_and_counts_from_its_info_and_edition():
    game, state = tiny_game()
    assert (game.key, game.min_players, game.max_players) == ("catan-tiny-test", 3, 3)
    assert game.option("victory_points").default == 3 and game.colors == BASE.colors
    summary = game.summary(state)
    held = {r: sum(p["resources"][r] for p in summary["players"]) for r in summary["bank"]}
    assert all(summary["bank"][r] == 9 - held[r] for r in held)
    assert summary["dev_deck_left"] == 3 and summary["phase"] == "roll"
    assert state.current.left("road") == 13
    with pytest.raises(RuleViolation) as info:
        game.check_setup(Setup(game.key, "four", dt.datetime(2026, 12, 1), {}, {}, [{"name": n} for n in "ABCD"]))
    assert info.value.rule == "CATAN-SETUP-1"


def test_a_variant_overrides_one_dispatch_entry_and_wins_at_its_own_target():
    game, state = tiny_game()
    anna = state.by_name["Anna"]
    step(game, state, {"seq": 13, "kind": "roll", "player": "Anna", "total": 2})
    with pytest.raises(RuleViolation) as info:
        step(game, state, {"seq": 14, "kind": "trade", "player": "Anna", "with": "Ben",
                           "give": {}, "get": {}})
    assert info.value.rule == "TINY-1"
    anna.hand.update({"wool": 1, "grain": 1, "ore": 1})
    step(game, state, {"seq": 14, "kind": "buy", "player": "Anna", "card": "victory_point"})
    assert state.winner == "Anna" and game.phase(state) == "over"      # 3 VP wins here, not in the base game
    assert game.summary(state)["dev_deck_left"] == 2


def test_the_base_game_is_untouched_by_a_variant():
    assert Catan.edition is BASE and Catan.VALIDATE["trade"] is not _no_trades
    assert GAME.key == "catan" and GAME.option("victory_points").default == 10
    setup = Setup("catan", "base", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), GAME.resolve_options({}),
                  make_board(None, None), [{"name": n} for n in NAMES])
    events = [{"seq": i + 1, "kind": "build", "player": p, "piece": "road" if i % 2 else "settlement", "at": at}
              for i, (at, p) in enumerate(zip(SETUP, ["Anna"] * 2 + ["Ben"] * 2 + ["Cyril"] * 4 + ["Ben"] * 2
                                               + ["Anna"] * 2))]
    result = replay(GAME, setup, events)
    assert result.problem is None and GAME.summary(result.state)["dev_deck_left"] == 25
