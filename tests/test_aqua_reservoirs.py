"""``referee reservoirs new / set / remove / corner / check``: a table transcribes the reservoir positions of the lost
figures (AQUA-SETUP-5) into a file once, each reservoir checked as the board loader checks it (AQUA-GEO-3,
AQUA-GEO-4, AQUA-GEO-13, AQUA-SETUP-4, AQUA-PLACE-4); a refused change leaves the file byte for byte as it was;
``referee new aqua-romana --board FILE`` plays on it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.games.aqua_romana.board import make_board

runner = CliRunner()
DEFAULT = Path(__file__).resolve().parents[1] / "referee" / "games" / "aqua_romana" / "data" / "default.toml"
THREE = [("p3", "red", "A4", "A5", "A4:N", "A4:E", "A5:E", "A5:S"),
         ("p3", "blue", "E1", "F1", "E1:W", "E1:S", "F1:S", "F1:E"),
         ("p3", "yellow", "K4", "K5", "K5:S", "K5:W", "K4:W", "K4:N")]


def reservoirs(*args: str):
    return runner.invoke(app, ["reservoirs", *args])


def made(tmp_path: Path, placed=THREE) -> Path:
    path = tmp_path / "reservoirs.toml"
    assert reservoirs("new", str(path)).exit_code == 0
    for row in placed:
        result = reservoirs("set", str(path), *row)
        assert result.exit_code == 0, (row, result.stderr)
    return path


def test_aqua_setup_5_a_transcribed_layout_is_the_default_one_and_starts_a_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = made(tmp_path)
    data = tomllib.loads(path.read_text("utf-8"))
    shipped = tomllib.loads(DEFAULT.read_text("utf-8"))
    assert data["layout"]["p3"] == shipped["layout"]["p3"] and data["corners"] == shipped["corners"]
    assert make_board(str(path), ["A", "B", "C"]) == {**make_board("default", ["A", "B", "C"]),
                                                      "preset": "reservoirs"}
    result = reservoirs("check", str(path))
    assert result.exit_code == 0, result.stdout
    assert result.stdout.splitlines()[:5] == [
        f"{path}: ready for 3 players", "2 players, one reservoir each: 0 of 2 reservoirs",
        "2 players, two reservoirs each: 0 of 4 reservoirs",
        "3 players: 3 of 3 reservoirs", "4 players: 0 of 4 reservoirs"]
    new = runner.invoke(app, ["new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--board", str(path),
                              "--save", "aqua"])
    assert new.exit_code == 0, new.stderr
    four = runner.invoke(app, ["new", "aqua-romana", "--players", "Anna,Ben,Cyril,Dana", "--board", str(path),
                               "--save", "aqua4"])
    assert four.exit_code == 1 and "AQUA-SETUP-5: the board file has no layout for 4 players" in four.stderr


def test_aqua_setup_4_an_unfinished_layout_is_saved_and_check_says_what_is_missing(tmp_path):
    path = made(tmp_path, THREE[:2])
    result = reservoirs("check", str(path))
    assert result.exit_code == 1
    assert "3 players: 2 of 3 reservoirs" in result.stdout
    assert "3 players: AQUA-SETUP-4: seat 3 has 0 reservoirs — with 3 players each has 1" in result.stdout
    assert result.stdout.startswith(f"{path}: no layout is complete yet")


def test_aqua_setup_4_seats_by_default_and_a_full_layout_refuses_one_more(tmp_path):
    path = made(tmp_path)
    seats = {r["color"]: r["seat"] for r in tomllib.loads(path.read_text("utf-8"))["layout"]["p3"]}
    assert seats == {"red": 1, "blue": 2, "yellow": 3}
    before = path.read_bytes()
    full = reservoirs("set", str(path), "p3", "green", "F8", "G8", "G8:E", "G8:N", "F8:W", "F8:N")
    assert full.exit_code == 1
    assert "AQUA-SETUP-4: the layout for 3 players has a reservoir for every seat" in full.stderr
    assert path.read_bytes() == before
    assert reservoirs("set", str(path), "p3", "red", "A3", "A4", "A3:N", "A3:E", "A4:E", "A4:S").exit_code == 0
    again = tomllib.loads(path.read_text("utf-8"))["layout"]["p3"]
    assert [(r["color"], r["seat"], r["squares"]) for r in again][0] == ("red", 1, ["A3", "A4"])   # replaced there
    (tmp_path / "two").mkdir()
    two = made(tmp_path / "two", [("p2_two", "green", "K4", "K5", "K5:S", "K5:W", "K4:N"),
                                  ("p2_two", "blue", "F8", "G8", "G8:E", "G8:N", "F8:W")])
    seats = {r["color"]: r["seat"] for r in tomllib.loads(two.read_text("utf-8"))["layout"]["p2_two"]}
    assert seats == {"green": 2, "blue": 1}                                      # the English set-up's colours


@pytest.mark.parametrize("row,rule,said", [
    (("p3", "green", "B4", "C5", "B4:N", "B4:E", "C5:E", "C5:S"), "AQUA-GEO-13", "are not side by side"),
    (("p3", "green", "A1", "A2", "A1:N", "A1:E", "A2:E", "A2:S"), "AQUA-GEO-3", "covers the corner square A1"),
    (("p3", "green", "F8", "G8", "G8:E", "G8:N", "F8:W"), "AQUA-GEO-13", "has 3 outlets on its 4-outlet side"),
    (("p3", "green", "F8", "G8", "G8:E", "G8:N", "F8:W", "C5:S"), "AQUA-GEO-13", "outlet C5:S is not on"),
    (("p3", "green", "F8", "G8", "G8:E", "G8:W", "F8:W", "F8:N"), "AQUA-GEO-13", "faces the reservoir's own"),
    (("p3", "green", "A5", "A6", "A6:E", "A6:S", "A5:E", "A6:W"), "AQUA-SETUP-5", "overlap on A5"),
    (("p3", "green", "B3", "C3", "B3:W", "B3:S", "C3:E", "C3:N"), "AQUA-PLACE-4", "face each other"),
    (("p5", "green", "F8", "G8", "G8:E", "G8:N", "F8:W"), None, "no layout 'p5'"),
    (("p3", "purple", "F8", "G8", "G8:E", "G8:N", "F8:W", "F8:N"), None, "purple"),
])
def test_aqua_geo_13_a_refused_reservoir_names_its_rule_and_leaves_the_file(tmp_path, row, rule, said):
    path = made(tmp_path, [THREE[0]] if rule != "AQUA-PLACE-4" else [
        ("p3", "red", "A3", "A4", "A3:N", "A3:E", "A4:E", "A4:S")])
    before = path.read_bytes()
    result = reservoirs("set", str(path), *row)
    assert result.exit_code == (1 if rule else 2), result.stderr
    assert said in result.stderr and (rule is None or f"Error: {rule}: " in result.stderr)
    assert path.read_bytes() == before


def test_aqua_geo_4_a_corner_curve_is_set_on_a_corner_square_only(tmp_path):
    path = made(tmp_path, [])
    assert reservoirs("corner", str(path), "A1", "NE").exit_code == 0
    assert tomllib.loads(path.read_text("utf-8"))["corners"]["A1"] == "NE"
    before = path.read_bytes()
    for args, code, said in ((("B2", "SE"), 1, "AQUA-GEO-4: B2 is no corner square"),
                             (("K8", "NS"), 1, "AQUA-GEO-4: corner curve 'NS'"),
                             (("Z9", "SE"), 2, "Z9")):
        result = reservoirs("corner", str(path), *args)
        assert result.exit_code == code and said in result.stderr, result.stderr
    assert path.read_bytes() == before


def test_aqua_setup_5_remove_takes_a_reservoir_out_and_an_outlet_facing_the_edge_is_named(tmp_path):
    path = made(tmp_path)
    assert reservoirs("remove", str(path), "p3", "blue").exit_code == 0
    assert [r["color"] for r in tomllib.loads(path.read_text("utf-8"))["layout"]["p3"]] == ["red", "yellow"]
    assert reservoirs("remove", str(path), "p3", "blue").exit_code == 2
    assert reservoirs("set", str(path), "p3", "blue", "E1", "F1", "E1:W", "E1:S", "F1:S", "F1:N").exit_code == 0
    result = reservoirs("check", str(path))
    assert "3 players: outlet F1:N (blue4) faces the board edge" in result.stdout
    assert reservoirs("new", str(path)).exit_code == 2                            # exists already
