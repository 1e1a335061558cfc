"""Boards of any shape (the Catan family issue): a board's rows may be offset and have gaps; names, corners,
sides and the coast are computed from the shape, and the board is still checked against its edition's counts."""

from __future__ import annotations

import copy
import json
import tomllib
from pathlib import Path

import pytest
import tomli_w
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import NotationError, RuleViolation
from referee.core.hexgrid import HexGrid, centred, grid, pictured
from referee.games.catan.board import check_board, make_board, topology
from referee.games.catan.edition import BASE

ROOT = Path(__file__).resolve().parents[1]
LAKE = ROOT / "saves" / "boards" / "catan-lake-island.toml"
BASE_PICTURE = ["    x x x", "   x x x x", "  x x x x x", "   x x x x", "    x x x"]
runner = CliRunner()


def lake_board() -> dict:
    return tomllib.loads(LAKE.read_text("utf-8"))["board"]


def test_a_picture_of_the_base_rows_is_the_base_grid_half_a_hex_apart():
    picture, rows = grid(tuple(BASE_PICTURE)), grid(BASE.rows)
    assert picture.hexes == rows.hexes
    assert set(picture.corners) == set(rows.corners) and set(picture.sides) == set(rows.sides)
    assert (len(picture.corners), len(picture.sides)) == (54, 72)           # catan-boards.md §2.2, §2.3
    assert {n: c.aliases for n, c in picture.corners.items()} == {n: c.aliases for n, c in rows.corners.items()}


def test_offset_rows_with_a_gap_name_hexes_from_the_left_and_compute_the_lake_shore():
    g = grid(tuple(lake_board()["shape"]))
    assert g.rows == (3, 5, 4, 4, 3)
    assert [h for h in g.hexes if h[0] == "3"] == ["3a", "3b", "3c", "3d"]
    assert g.neighbours("3b")[3] is None and g.neighbours("3c")[9] is None      # the lake between them
    assert g.neighbours("2c")[7] is None and g.neighbours("2c")[5] == "3c"
    assert g.sides["3b:3"].coast and g.sides["3b:3"].ends == ("2b:6", "3b:4")
    assert g.corners["2b:6"].hexes == ("2b", "3b") and g.corners["2b:6"].aliases == ("2b:6", "3b:2")  # + lake
    assert g.corner("3c:10") == "2c:6" and g.corners["2c:6"].hexes == ("2c", "3c")
    assert len(g.hexes) == 19 and len(g.corners) == 57 and sum(s.coast for s in g.sides.values()) == 38


@pytest.mark.parametrize("picture,fragment", [
    ((), "no rows"),
    (("x x", "", "x x"), "no hex"),
    (("xx x",), "adjacent columns"),
    (("x x", "x x"), "offset by half a hex"),
    (("x " * 27,), "27 hexes"),
])
def test_a_picture_that_is_no_hex_board_is_refused_with_the_reason(picture, fragment):
    with pytest.raises(NotationError) as info:
        pictured(picture)
    assert fragment in info.value.message and info.value.allowed


def test_catan_board_1_a_board_file_of_another_shape_is_checked_and_keeps_its_shape():
    board = check_board(lake_board(), BASE)
    assert board["shape"] == lake_board()["shape"]
    assert board["robber"] == "3b" and len(board["hexes"]) == 19


def test_catan_board_1_a_shape_that_is_the_editions_own_is_not_written():
    board = copy.deepcopy(make_board("beginner-en", None))
    board["shape"] = BASE_PICTURE
    assert "shape" not in check_board(board, BASE)                # the base save format does not change


@pytest.mark.parametrize("change,fragment", [
    (lambda b: b.update(shape=["x x", "x x"]), "offset by half a hex"),
    (lambda b: b.update(shape=b["shape"][:-1]), "no hex '5a'"),                    # row 5 is not on the board
    (lambda b: b["shape"].__setitem__(2, "x x x x x"), "missing: 3e"),             # the lake filled: 20 places
    (lambda b: b.update(shape=[*b["shape"], "   x"]), "missing: 6a"),              # a 20th place, no terrain
])
def test_catan_board_1_a_shape_that_does_not_fit_the_hexes_or_the_edition_is_refused(change, fragment):
    board = copy.deepcopy(lake_board())
    change(board)
    with pytest.raises(RuleViolation) as info:
        check_board(board, BASE)
    assert info.value.rule == "CATAN-BOARD-1" and fragment in info.value.message, info.value.line()


def test_catan_board_1_hexes_outside_the_shape_are_refused_by_name():
    board = copy.deepcopy(lake_board())
    board["hexes"]["3e"] = board["hexes"].pop("3d")
    with pytest.raises(RuleViolation) as info:
        check_board(board, BASE)
    assert info.value.rule == "CATAN-BOARD-1" and "3e" in info.value.message and "1a…5c" in info.value.allowed


def test_catan_board_3_harbours_lie_on_any_coast_the_lake_shore_included_but_not_inland():
    board = copy.deepcopy(lake_board())
    assert {"3b:3", "2c:7"} <= {h["path"] for h in check_board(board, BASE)["harbours"]}
    board["harbours"][0]["path"] = "2b:3"                                         # between 2b and 2c: inland
    with pytest.raises(RuleViolation) as info:
        check_board(board, BASE)
    assert info.value.rule == "CATAN-BOARD-3" and "not a coastal path" in info.value.message


def test_a_game_on_a_board_file_of_another_shape_is_played_checked_and_drawn(tmp_path):
    save = tmp_path / "lake.toml"
    result = runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--board", str(LAKE),
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert tomllib.loads(save.read_text())["board"]["shape"] == lake_board()["shape"]
    for words in (["build", "settlement", "3b:4"], ["build", "road", "3b:3"]):     # on the lake shore
        result = runner.invoke(app, [*words, "--save", str(save)])
        assert result.exit_code == 0, result.output
    before = save.read_bytes()
    result = runner.invoke(app, ["build", "settlement", "3b:6", "--save", str(save)])   # next to Anna's 3b:4
    assert result.exit_code == 1 and "CATAN-SETUP-5" in result.output and save.read_bytes() == before
    result = runner.invoke(app, ["build", "settlement", "2b:4", "--save", str(save)])   # two sides away
    assert result.exit_code == 0, result.output
    data = json.loads(runner.invoke(app, ["check", str(save), "--json"]).stdout)
    assert data["valid"] and data["players"][0]["settlements"] == ["3b:4"]
    assert data["players"][0]["roads"] == ["3b:3"] and data["players"][1]["settlements"] == ["2b:4"]
    text = runner.invoke(app, ["board", "--save", str(save)]).stdout
    assert all(h in text for h in topology(BASE, lake_board()["shape"]).hexes) and "3e" not in text
    assert "sides odd hours (3d:3)" in text
    svg = tmp_path / "lake.svg"
    assert runner.invoke(app, ["board", "--save", str(save), "--svg", str(svg)]).exit_code == 0
    picture = svg.read_text()
    assert picture.count("<polygon") >= 19 and "(3d:4)" in picture and "3e" not in picture


def test_a_save_whose_shape_was_broken_by_hand_is_refused_with_the_rule(tmp_path):
    save = tmp_path / "lake.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--board", str(LAKE),
                               "--save", str(save)]).exit_code == 0
    data = tomllib.loads(save.read_text())
    data["board"]["shape"][2] = "x x x x x"
    save.write_text(tomli_w.dumps(data))
    result = runner.invoke(app, ["check", str(save)])
    assert result.exit_code != 0 and "CATAN-BOARD-1" in result.output and "Traceback" not in result.output


def test_grids_are_built_once_per_shape_and_centred_rows_are_unchanged():
    assert grid((3, 4, 5, 4, 3)) is grid((3, 4, 5, 4, 3))
    assert centred((3, 4, 5, 4, 3))[0] == (3, 5, 7) and centred((3, 4, 5, 4, 3))[2] == (1, 3, 5, 7, 9)
    assert isinstance(grid(tuple(BASE_PICTURE)), HexGrid)
