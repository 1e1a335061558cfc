"""Boards (catan-boards.md): the beginner preset, the variable set-up, transcribed boards, and refusals."""

import copy
import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import RuleViolation
from referee.games.catan.board import _data, check_board, make_board, parse_layout, topology
from referee.games.catan.edition import BASE

TOKENS = BASE.tokens

LAYOUT = ("MTN10 PAS2 FOR9 FLD12 HIL6 PAS4 HIL10 FLD9 FOR11 DES FOR3 MTN8 FOR8 MTN3 FLD4 PAS5 HIL5 FLD6 PAS11 ; "
          "1a:11=3:1 1b:1=grain 2d:1=ore 3e:3=3:1 4d:5=wool 5b:5=3:1 5a:7=3:1 4a:9=brick 2a:9=lumber")


def test_beginner_en_is_the_map_of_catan_boards_3_1():
    board = make_board("beginner-en", None)
    assert board["robber"] == "3c"
    assert board["hexes"]["1a"] == {"terrain": "mountains", "number": 10}
    assert board["hexes"]["3c"] == {"terrain": "desert"}
    assert board["hexes"]["5c"] == {"terrain": "pasture", "number": 11}
    assert {h["path"]: h["kind"] for h in board["harbours"]} == {
        "1a:11": "3:1", "1b:1": "grain", "2d:1": "ore", "3e:3": "3:1", "4d:5": "wool",
        "5b:5": "3:1", "5a:7": "3:1", "4a:9": "brick", "2a:9": "lumber"}


@pytest.mark.parametrize("seed", range(12))
def test_random_board_lays_tokens_a_to_r_in_the_spiral_skipping_the_desert(seed):
    board = make_board("random", seed)
    assert board == make_board("random", seed)                       # reproducible from its seed
    start = board["preset"].rsplit("-", 1)[-1]
    spiral = _data("spirals.toml")[start]
    numbers = [board["hexes"][h].get("number") for h in spiral if board["hexes"][h]["terrain"] != "desert"]
    assert numbers == [TOKENS[letter] for letter in sorted(TOKENS)]
    desert = next(h for h, v in board["hexes"].items() if v["terrain"] == "desert")
    assert board["robber"] == desert and "number" not in board["hexes"][desert]
    assert sorted(h["kind"] for h in board["harbours"]) == sorted(h["kind"] for h in _data("beginner-en.toml")["harbours"])


def test_spirals_visit_every_hex_once_and_end_in_the_centre():
    for start, order in _data("spirals.toml").items():
        assert order[0] == start and sorted(order) == sorted(topology().hexes) and order[-1] == "3c"


def test_a_layout_string_transcribes_the_beginner_board():
    board = parse_layout(LAYOUT)
    expected = make_board("beginner-en", None)
    assert board["hexes"] == expected["hexes"] and board["harbours"] == expected["harbours"]


def test_a_board_file_is_read_and_checked(tmp_path):
    import tomli_w
    path = tmp_path / "table.toml"
    board = make_board("beginner-en", None)
    path.write_text(tomli_w.dumps({"board": {k: v for k, v in board.items() if k != "preset"}}))
    assert make_board(str(path), None)["hexes"] == board["hexes"]


def broken(change):
    board = copy.deepcopy(make_board("beginner-en", None))
    change(board)
    return board


@pytest.mark.parametrize("rule,change,fragment", [
    ("CATAN-BOARD-1", lambda b: b["hexes"]["1a"].update(terrain="forest"), "terrain counts"),
    ("CATAN-BOARD-1", lambda b: b["hexes"].pop("5c"), "missing"),
    ("CATAN-BOARD-2", lambda b: b["hexes"]["3c"].update(number=7), "desert"),
    ("CATAN-BOARD-2", lambda b: b["hexes"]["1a"].update(number=6), "number tokens"),
    ("CATAN-BOARD-2", lambda b: b["hexes"]["1a"].pop("number"), "no number"),
    ("CATAN-BOARD-3", lambda b: b["harbours"][1].update(path="1a:11"), "two harbours on one path"),
    ("CATAN-BOARD-3", lambda b: b["harbours"][1].update(path="2b:3"), "not a coastal path"),
    ("CATAN-BOARD-3", lambda b: b["harbours"][1].update(path="1a:1"), "share intersection"),
    ("CATAN-BOARD-3", lambda b: b["harbours"].pop(), "wrong harbours"),
    ("CATAN-SETUP-2", lambda b: b.update(robber="1a"), "desert"),
])
def test_catan_board_rules_refuse_an_illegal_board_with_the_reason(rule, change, fragment):
    with pytest.raises(RuleViolation) as info:
        check_board(broken(change))
    assert info.value.rule == rule and fragment in info.value.message and info.value.allowed


def test_new_with_a_random_board_writes_the_full_board_and_refuses_an_illegal_one(tmp_path):
    runner = CliRunner()
    save = tmp_path / "r.toml"
    result = runner.invoke(app, ["new", "catan", "--players", "A,B,C", "--board", "random", "--seed", "7",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.stderr
    data = json.loads(runner.invoke(app, ["check", str(save), "--json"]).stdout)
    assert data["valid"] and data["phase"] == "setup"
    text = save.read_text()
    assert text.count("terrain") == 19 and text.count("kind = ") >= 9
    bad = LAYOUT.replace("DES", "DES7", 1)
    result = runner.invoke(app, ["new", "catan", "--players", "A,B,C", "--board", bad, "--save", str(tmp_path / "b.toml")])
    assert result.exit_code != 0 and "CATAN-BOARD" in result.stderr
    assert not (tmp_path / "b.toml").exists()


def test_the_ascii_board_shows_every_hex_name_and_the_pieces(tmp_path):
    from catan_helpers import position
    from referee.games.catan import GAME
    s = position(pieces={"Anna": {"settlement": ["3e:2"], "city": ["1a:10"], "road": ["3e:1"]}})
    text = GAME.board_text(s)
    assert all(h in text for h in topology().hexes)
    assert "MTN10" in text and "[R]" in text and "aaa" in text and "A" in text
