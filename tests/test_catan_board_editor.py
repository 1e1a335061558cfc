"""``referee board new / hex / harbour / remove / robber / pirate / check``: a table transcribes its printed Catan map
into a board file once (issue #13), each change checked as the board loader checks it (CATAN-BOARD-1…3,
CATAN-SETUP-2, SEA-PIRATE-4, SEA-DEV-2); a refused change leaves the file byte for byte as it was."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.games.catan.board import board_problems, check_board, make_board
from referee.games.catan.edition import BASE, edition

SEA = edition("seafarers")
runner = CliRunner()

# The seafarers TEST layout (data/seafarers-test.toml) as a table would type it from the printed map: every hex sea
# first, then the land row by row, the harbours clockwise, the robber and the pirate.
TRANSCRIPTION = """
new {f} --edition seafarers --rows 6,7,8,7,6 --fill sea
hex {f} 2b forest 12
hex {f} 2c hills 5
hex {f} 2d pasture 9
hex {f} 2f mountains 4
hex {f} 3b fields 8
hex {f} 3c desert
hex {f} 3d forest 4
hex {f} 3f gold 9
hex {f} 3g hills 11
hex {f} 4b mountains 3
hex {f} 4c pasture 10
hex {f} 4d fields 6
hex {f} 4f pasture 2
harbour {f} 1b:7 3:1
harbour {f} 2d:3 wool
harbour {f} 3a:3 grain
harbour {f} 4c:5 ore
harbour {f} 4d:5 3:1
robber {f} 3c
pirate {f} 3e
"""


def board(*args: str):
    return runner.invoke(app, ["board", *args])


def transcribe(path: Path, script: str = TRANSCRIPTION) -> None:
    for line in script.strip().splitlines():
        result = board(*line.format(f=path).split())
        assert result.exit_code == 0, (line, result.stdout, result.stderr)


def file_board(path: Path) -> dict:
    return tomllib.loads(path.read_text("utf-8"))["board"]


def test_catan_board_1_2_3_a_transcription_by_commands_is_the_shipped_seafarers_test_layout(tmp_path):
    path = tmp_path / "sea.toml"
    transcribe(path)
    shipped = {k: v for k, v in make_board("seafarers-test", None, SEA).items() if k != "preset"}
    assert check_board(file_board(path), SEA) == shipped
    assert tomllib.loads(path.read_text("utf-8"))["edition"] == "seafarers"
    result = board("check", str(path))
    assert result.exit_code == 0 and "a legal board" in result.stdout
    assert "34 hexes set, harbours: 5" in result.stdout


def test_catan_board_1_a_transcribed_board_file_starts_a_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "sea.toml"
    transcribe(path)
    result = runner.invoke(app, ["new", "seafarers", "--players", "Anna,Ben,Cyril", "--board", str(path),
                                 "--save", "game"])
    assert result.exit_code == 0, result.stderr
    saved = tomllib.loads((tmp_path / "saves" / "game.toml").read_text("utf-8"))["board"]
    assert saved["hexes"] == make_board("seafarers-test", None, SEA)["hexes"] and saved["pirate"] == "3e"
    drawn = runner.invoke(app, ["board", "--save", "game"])      # the plain 'referee board' draws the game
    assert drawn.exit_code == 0 and "3f" in drawn.stdout and "Pirate: 3e" in drawn.stdout


def test_catan_board_1_new_draws_a_shape_or_rows_and_names_the_edition(tmp_path):
    lake = tmp_path / "lake.toml"
    assert board("new", str(lake), "--shape", "  x x x/ x x x x/x x   x x/ x x x x/  x x x").exit_code == 0
    data = tomllib.loads(lake.read_text("utf-8"))
    assert data["edition"] == "base" and data["board"]["shape"][2] == "x x   x x"
    own = tmp_path / "own.toml"
    assert board("new", str(own), "--rows", "3,4,5,4,3").exit_code == 0
    assert "shape" not in file_board(own)                        # the edition's own rows keep no shape
    five = tmp_path / "five.toml"
    assert board("new", str(five), "--edition", "catan-5-6").exit_code == 0
    result = board("check", str(five))
    assert result.exit_code == 1 and "(five-six)" in result.stdout and "all 30 hexes" in result.stdout


def test_catan_board_1_2_3_check_lists_every_problem_with_its_rule(tmp_path):
    path = tmp_path / "base.toml"
    path.write_text("""edition = "base"
[board]
robber = "1a"
[[board.harbours]]
path = "3c:3"
kind = "3:1"
[board.hexes.1a]
terrain = "forest"
number = 7
[board.hexes.1b]
terrain = "desert"
number = 8
""", "utf-8")
    result = board("check", str(path))
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0].endswith("(base): 2 hexes set, harbours: 1 — 6 problem(s)")
    assert lines[1:] == [
        "CATAN-BOARD-1: hexes missing: 1c, 2a, 2b, 2c, 2d, 3a, 3b, 3c, 3d, 3e, 4a, 4b, 4c, 4d, 5a, 5b, 5c — all 19 "
        "hexes 1a…5c",
        "CATAN-BOARD-2: hex 1a carries 7, which is no number token — number tokens: 2, 3, 4, 5, 6, 8, 9, 10, 11, 12",
        "CATAN-BOARD-2: a number token lies on the desert (1b) — the desert gets no token (CATAN-PROD-3)",
        "CATAN-BOARD-3: harbour on 3c:3, which is not a coastal path — harbours lie on the 10 coastal paths",
        "CATAN-BOARD-3: wrong harbours: {} — 9 harbours: 4 generic 3:1 and one 2:1 per resource",
        "CATAN-SETUP-2: the robber starts on 1a, not on the desert — robber = \"1b\"",
    ]
    data = json.loads(board("check", str(path), "--json").stdout)
    assert data["valid"] is False and data["edition"] == "base"
    assert [p["rule"] for p in data["problems"]] == ["CATAN-BOARD-1", "CATAN-BOARD-2", "CATAN-BOARD-2",
                                                     "CATAN-BOARD-3", "CATAN-BOARD-3", "CATAN-SETUP-2"]


def test_catan_board_1_check_takes_a_plain_board_file_for_another_edition():
    shipped = Path(__file__).resolve().parents[1] / "referee" / "games" / "catan" / "data" / "seafarers-test.toml"
    assert board("check", str(shipped)).exit_code == 1                       # read as a base board: sea is unknown
    result = board("check", str(shipped), "--edition", "seafarers")
    assert result.exit_code == 0 and "a legal board" in result.stdout


def test_catan_board_1_remove_takes_a_hex_or_a_harbour_out_again(tmp_path):
    path = tmp_path / "sea.toml"
    transcribe(path)
    assert board("remove", str(path), "3g").exit_code == 0
    assert board("remove", str(path), "4c:5").exit_code == 0
    problems = board_problems(file_board(path), SEA)
    assert [(p.rule, p.message) for p in problems] == [("CATAN-BOARD-1", "hexes missing: 3g")]
    assert len(file_board(path)["harbours"]) == 4


def test_catan_board_1_a_hex_takes_the_fields_the_loader_knows(tmp_path):
    path = tmp_path / "sea.toml"
    transcribe(path)
    assert board("hex", str(path), "4f", "fog").exit_code == 0          # a face-down hex (SEA-FOG-1)
    assert file_board(path)["hexes"]["4f"] == {"terrain": "fog"}
    assert check_board(file_board(path), SEA)["hexes"]["4f"] == {"terrain": "fog"}
    assert board("hex", str(path), "4f", "pasture", "2").exit_code == 0
    assert file_board(path)["hexes"]["4f"] == {"terrain": "pasture", "number": 2}


# --- refusals: rule or name, exit code, and the file untouched ---------------------------------------------

@pytest.mark.parametrize("args,code,said", [
    (("hex", "{f}", "3c", "desert", "5"), 1, "CATAN-BOARD-2: a number token lies on the desert (3c)"),
    (("hex", "{f}", "3b", "fields", "7"), 1, "CATAN-BOARD-2: hex 3b carries 7, which is no number token"),
    (("hex", "{f}", "3b", "fields"), 1, "CATAN-BOARD-2: hex 3b (fields) has no number token"),
    (("hex", "{f}", "3e", "sea", "8"), 1, "CATAN-BOARD-2: a number token lies on the sea (3e)"),
    (("hex", "{f}", "3b", "swamp", "8"), 2, "unknown terrain 'swamp'"),
    (("hex", "{f}", "9z", "forest", "8"), 2, "no hex '9z' on this board"),
    (("hex", "{f}", "3b", "fields", "8", "colour=red"), 1, "CATAN-BOARD-1: hex 3b has unknown field(s): colour"),
    (("hex", "{f}", "3b", "fields", "number=9"), 2, "number is given before the fields"),
    (("hex", "{f}", "3b", "fields", "8", "face_down"), 2, "'face_down' is no KEY=VALUE field"),
    (("harbour", "{f}", "3c:1", "3:1"), 1, "CATAN-BOARD-3: harbour on 2c:7, which is not a coastal path"),
    (("harbour", "{f}", "2d:5", "ore"), 1, "CATAN-BOARD-3: harbours 2d:3 and 2d:5 share intersection"),
    (("harbour", "{f}", "3e:4", "wool"), 2, "'3e:4' is an intersection (even hour), not a path"),
    (("harbour", "{f}", "3b:9", "gold"), 2, "unknown resource 'gold'"),
    (("robber", "{f}", "3b"), 1, "CATAN-SETUP-2: the robber starts on 3b, not on the desert"),
    (("pirate", "{f}", "3b"), 1, "SEA-PIRATE-4: the pirate starts on 3b, which is not a sea hex"),
    (("remove", "{f}", "2e:3"), 2, "no harbour on 2e:3"),
    (("new", "{f}", "--edition", "seafarers"), 2, "exists already"),
])
def test_catan_board_1_2_3_a_refused_change_names_its_rule_and_leaves_the_file(tmp_path, args, code, said):
    path = tmp_path / "sea.toml"
    transcribe(path)
    before = path.read_bytes()
    result = board(*(a.format(f=path) for a in args))
    assert result.exit_code == code, result.stderr
    assert said in result.stderr and result.stderr.startswith("Error: ")
    assert path.read_bytes() == before


def test_catan_board_1_a_base_board_has_no_sea_no_pirate_and_no_face_down_hexes(tmp_path):
    path = tmp_path / "base.toml"
    assert board("new", str(path)).exit_code == 0
    before = path.read_bytes()
    for args, said in ((("hex", str(path), "3c", "sea"), "unknown terrain 'sea'"),
                       (("hex", str(path), "3b", "forest", "5", "face_down=true"), "unknown field(s): face_down"),
                       (("pirate", str(path), "3c"), "SEA-PIRATE-4: a board of base has no pirate")):
        result = board(*args)
        assert result.exit_code in (1, 2) and said in result.stderr
    assert path.read_bytes() == before


def test_catan_board_1_files_that_are_missing_or_no_toml_are_refused_with_their_exit_codes(tmp_path):
    missing = board("hex", str(tmp_path / "none.toml"), "3b", "forest", "5")
    assert missing.exit_code == 2 and "referee board new" in missing.stderr
    broken = tmp_path / "broken.toml"
    broken.write_text("[board\n", "utf-8")
    result = board("check", str(broken))
    assert result.exit_code == 3 and "cannot read the data file" in result.stderr
    assert broken.read_text("utf-8") == "[board\n"
    shape = board("new", str(tmp_path / "odd.toml"), "--shape", "x x/x x")
    assert shape.exit_code == 1 and "CATAN-BOARD-1" in shape.stderr and "offset by half a hex" in shape.stderr
    assert not (tmp_path / "odd.toml").exists()
    both = board("new", str(tmp_path / "two.toml"), "--shape", "x", "--rows", "1")
    assert both.exit_code == 2 and not (tmp_path / "two.toml").exists()
    assert board("new", str(tmp_path / "x.toml"), "--edition", "cities").exit_code == 2


def test_catan_board_1_the_editor_writes_through_a_temporary_file_and_a_rename(tmp_path, monkeypatch):
    import os

    path = tmp_path / "sea.toml"
    transcribe(path)
    renamed = []
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (renamed.append((Path(a).name, Path(b).name)), real(a, b))[1])
    assert board("hex", str(path), "3g", "hills", "10").exit_code == 0
    assert len(renamed) == 1 and renamed[0][0].startswith(".sea.toml.") and renamed[0][1] == "sea.toml"
    assert file_board(path)["hexes"]["3g"]["number"] == 10


def test_catan_board_1_czech_help_and_messages(tmp_path):
    path = tmp_path / "sea.toml"
    result = runner.invoke(app, ["--lang", "cs", "board", "new", str(path), "--edition", "seafarers"])
    assert result.exit_code == 0 and "Soubor s plánem" in result.stderr
    result = runner.invoke(app, ["--lang", "cs", "board", "hex", str(path), "3b", "fields", "7"])
    assert result.exit_code == 1 and "Chyba: CATAN-BOARD-2" in result.stderr
    result = runner.invoke(app, ["--lang", "cs", "board", "check", str(path)])
    assert result.exit_code == 1 and "chybějící díly" in result.stdout
    assert "Založí soubor s plánem" in runner.invoke(app, ["--lang", "cs", "board", "--help"]).stdout


def test_catan_board_1_plain_board_still_draws_the_current_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", "g"]).exit_code == 0
    text = runner.invoke(app, ["board"])
    assert text.exit_code == 0 and "Robber: 3c." in text.stdout
    picture = runner.invoke(app, ["board", "--svg", "-"])
    assert picture.exit_code == 0 and "<svg" in picture.stdout
    assert check_board(make_board("beginner-en", None), BASE)["robber"] == "3c"


def test_sea_dev_2_a_map_without_a_desert_is_transcribed_with_robber_none(tmp_path):
    path = tmp_path / "sea.toml"
    transcribe(path)
    assert board("hex", str(path), "3c", "hills", "6").exit_code == 0
    result = board("check", str(path))
    assert result.exit_code == 1
    assert result.stdout.splitlines()[1:] == ["SEA-DEV-2: the board has no desert: the robber starts beside the "
                                              "board, not on 3c — leave robber out; it enters on the first 7 or "
                                              "Knight"]
    said = board("robber", str(path), "none")
    assert said.exit_code == 0 and "robber beside the board." in said.stderr
    assert "robber" not in file_board(path) and board("check", str(path)).exit_code == 0
    assert "no pirate." in board("pirate", str(path), "none").stderr and "pirate" not in file_board(path)


# --- the shape grows, treasures, a scenario's own board (#27: the commands the page's editor runs too) ------------

def test_catan_board_1_a_grown_shape_renames_the_places_after_the_new_hex(tmp_path):
    """The hex across 2a's west side opens row 2 on the left: 2a becomes 2b …, with its harbour, robber, pirate
    and treasures; a hex above row 1 opens a row and every row's digit moves on."""
    path = tmp_path / "sea.toml"
    assert board("new", str(path), "--edition", "seafarers", "--rows", "2,3,2", "--fill", "sea").exit_code == 0
    for args in (("hex", "2b", "forest", "8"), ("hex", "2c", "desert"), ("harbour", "2a:3", "3:1"),
                 ("robber", "2c"), ("pirate", "2a"), ("treasure", "2b:2")):
        assert board(args[0], str(path), *args[1:]).exit_code == 0, args
    result = board("grow", str(path), "2a:9")
    assert result.exit_code == 0 and "hex 2a added to the board's shape." in result.stderr
    grown = file_board(path)
    assert grown["shape"] == ["   x x", "x x x x", "   x x"]
    assert grown["hexes"]["2c"] == {"terrain": "forest", "number": 8} and grown["hexes"]["2d"] == {"terrain": "desert"}
    assert "2a" not in grown["hexes"]                                        # the new hex is still to be set
    assert grown["harbours"] == [{"path": "2b:3", "kind": "3:1"}]
    assert (grown["robber"], grown["pirate"], grown["treasures"]) == ("2d", "2b", ["1b:6"])
    assert board("grow", str(path), "1a:11").exit_code == 0                 # a row above: every digit moves on
    above = file_board(path)
    assert above["robber"] == "3d" and above["hexes"]["3c"]["terrain"] == "forest" and len(above["shape"]) == 4
    problems = [p.message for p in board_problems(above, SEA)]
    assert problems == ["hexes missing: 1a, 3a"]


def test_catan_board_1_growing_the_edition_s_rows_back_keeps_no_shape(tmp_path):
    path = tmp_path / "base.toml"
    assert board("new", str(path), "--rows", "3,4,5,4").exit_code == 0
    assert file_board(path)["shape"] == ["  x x x", " x x x x", "x x x x x", " x x x x"]
    for beside in ("4a:5", "5a:3", "5b:3"):
        assert board("grow", str(path), beside).exit_code == 0, beside
    assert "shape" not in file_board(path)                                   # 3-4-5-4-3: the base game's rows


@pytest.mark.parametrize("beside,code,said", [
    ("2b:3", 2, "the board has a hex across 2b:3 already"),
    ("2b:4", 2, "'2b:4' is not a hex's side"),
    ("2b", 2, "'2b' is not a hex's side"),
    ("9z:3", 2, "no hex '9z' on this board"),
])
def test_catan_board_1_grow_takes_a_free_side_of_a_hex(tmp_path, beside, code, said):
    path = tmp_path / "base.toml"
    assert board("new", str(path)).exit_code == 0
    before = path.read_bytes()
    result = board("grow", str(path), beside)
    assert result.exit_code == code and said in result.stderr
    assert path.read_bytes() == before


def test_tde_treasure_1_a_treasure_token_per_intersection_on_a_seafarers_board(tmp_path):
    path = tmp_path / "sea.toml"
    transcribe(path)
    assert board("treasure", str(path), "3b:4").exit_code == 0
    assert board("treasure", str(path), "2b:8").exit_code == 0
    assert file_board(path)["treasures"] == ["2a:4", "3b:4"]                  # canonical, in reading order
    before = path.read_bytes()
    twice = board("treasure", str(path), "3c:8")                                # 3b:4 by another name
    assert twice.exit_code == 1 and "TDE-TREASURE-1: two treasure tokens on one intersection" in twice.stderr
    assert path.read_bytes() == before
    assert board("remove", str(path), "3b:4").exit_code == 0
    assert file_board(path)["treasures"] == ["2a:4"]
    base = tmp_path / "base.toml"
    assert board("new", str(base)).exit_code == 0
    refused = board("treasure", str(base), "3c:4")
    assert refused.exit_code == 1 and "TDE-TREASURE-1: a board of base has no treasures" in refused.stderr


def test_scenario_2_a_scenario_s_own_board_is_checked_without_the_base_game_s_counts(tmp_path, monkeypatch):
    """A board file for a scenario (Germany, Mallorca): any layout, no counts; --board puts it in place of the
    scenario file's stand-in, and the scenario's board is no longer marked unverified."""
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "germany-board.toml"
    assert board("new", str(path), "--edition", "scenario", "--rows", "2,3,2").exit_code == 0
    for hexname, terrain, number in (("1a", "forest", "8"), ("1b", "hills", "5"), ("2a", "fields", "9"),
                                     ("2b", "desert", None), ("2c", "mountains", "10"), ("3a", "pasture", "4"),
                                     ("3b", "pasture", "6")):
        assert board("hex", str(path), hexname, terrain, *([number] if number else [])).exit_code == 0
    assert board("robber", str(path), "2b").exit_code == 0
    result = board("check", str(path))
    assert result.exit_code == 0 and "(scenario): 7 hexes set, harbours: 0 — a legal board" in result.stdout
    assert board("check", str(path), "--edition", "base").exit_code == 1      # not the base game's 19 hexes
    new = runner.invoke(app, ["new", "catan", "--scenario", "germany", "--players", "Anna,Ben,Cyril",
                              "--board", str(path), "--save", "germany"])
    assert new.exit_code == 0, new.stderr
    saved = tomllib.loads((tmp_path / "saves" / "germany.toml").read_text("utf-8"))["board"]
    assert len(saved["hexes"]) == 7 and "board" not in saved["scenario"]["unverified"]
