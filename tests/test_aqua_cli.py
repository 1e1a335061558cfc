"""Aqua Romana through the CLI: new (options, board files), the verbs with inference, refusals that change
nothing, and the reports (status, board, score, hints, check --json)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

SETUP = [("curve", "N1"), ("bridge", "N5"), ("straight", "N11"), ("double_curve", "W4"), ("curve", "S6"),
         ("bridge", "E5"), ("straight", "S1"), ("double_curve", "E1"), ("curve", "S11"), ("bridge", "W6"),
         ("straight", "N7"), ("double_curve", "S3")]


def run(*args, code=0):
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result


@pytest.fixture
def game(tmp_path, monkeypatch):
    """A three-player game after the set-up, as the current game; returns the save's path."""
    monkeypatch.chdir(tmp_path)
    run("new", "Aqua Romana", "--players", "Anna,Ben,Cyril", "--save", "aqua")
    for kind, space in SETUP:
        run("place-builder", kind, space)
    return Path(tmp_path / "saves" / "aqua.toml")


def test_new_writes_every_option_and_the_full_board(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("new", "akvadukty", "--players", "Anna,Ben", "--save", "two", "--option", "force=any")
    assert "New aqua-romana game" in result.stderr
    data = tomllib.loads((tmp_path / "saves" / "two.toml").read_text("utf-8"))
    assert data["game"] == "aqua-romana"
    assert data["options"] == {"two_player_reservoirs": "one", "force": "any", "end_order": "start", "end_round": "full", "no_worker_turn": "move",
                               "close_without_tile": True,
                               "well_forbidden": "front", "wells_per_move": "each", "bonus_tie": "arrival",
                               "tiles_curve": 21, "tiles_straight": 21, "tiles_bridge": 21,
                               "tiles_double_curve": 21}
    assert data["options"]["two_player_reservoirs"] == "one"
    assert [p["color"] for p in data["players"]] == ["red", "blue"]
    assert len(data["board"]["reservoirs"]) == 2 and data["board"]["corners"]["A1"] == "SE"


def test_aqua_setup_4_new_two_players_take_the_colours_given(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run("new", "aqua-romana", "--players", "Anna,Ben", "--colors", "green,yellow", "--save", "two")
    data = tomllib.loads((tmp_path / "saves" / "two.toml").read_text("utf-8"))
    assert [p["color"] for p in data["players"]] == ["green", "yellow"]
    assert [(r["seat"], r["color"], r["side"]) for r in data["board"]["reservoirs"]] == [(1, "green", 3),
                                                                                         (2, "yellow", 3)]
    status = json.loads(run("status", "--json").stdout)
    assert [w["worker"] for w in status["players"][0]["workers"]] == ["green1", "green2", "green3"]


def test_aqua_setup_4_new_colours_that_cannot_take_effect_are_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    english = ("--option", "two_player_reservoirs=two")
    result = run("new", "aqua-romana", "--players", "Anna,Ben", "--colors", "red,green", *english, "--save", "x",
                 code=1)
    assert result.stderr.startswith("Error: AQUA-SETUP-4: with two_player_reservoirs = two Anna has yellow and blue"), \
        result.stderr
    result = run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--colors", "red,blue", "--save", "x", code=2)
    assert "--colors gives 2 colours for 3 players" in result.stderr
    assert not (tmp_path / "saves" / "x.toml").exists()
    run("new", "aqua-romana", "--players", "Anna,Ben", "--colors", "yellow+blue,red+green", *english, "--save", "x")
    data = tomllib.loads((tmp_path / "saves" / "x.toml").read_text("utf-8"))
    assert [p["color"] for p in data["players"]] == ["yellow+blue", "red+green"]


def test_new_refuses_tile_counts_that_do_not_add_up(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("new", "aqua-romana", "--players", "A,B,C", "--save", "x", "--option", "tiles_curve=30", code=1)
    assert "Error: AQUA-SETUP-1: the tile counts add up to 93" in result.stderr
    assert not (tmp_path / "saves" / "x.toml").exists()
    run("new", "aqua-romana", "--players", "A,B,C", "--save", "x", "--option", "end_order=sometimes", code=2)


LAYOUT = """
preset = "our table"
[corners]
A1 = "SE"
K1 = "SW"
A8 = "NE"
K8 = "NW"
[[layout.p3]]
seat = 1
color = "green"
squares = ["C4", "C5"]
side = 4
outlets = ["C4:N", "C4:W", "C5:E", "C5:S"]
[[layout.p3]]
seat = 2
color = "blue"
squares = ["F4", "G4"]
side = 4
outlets = ["F4:N", "F4:W", "G4:E", "G4:S"]
[[layout.p3]]
seat = 3
color = "yellow"
squares = ["I5", "I6"]
side = 4
outlets = ["I5:N", "I5:E", "I6:W", "I6:S"]
"""


def test_new_takes_a_board_file_with_another_layout(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ours.toml").write_text(LAYOUT, "utf-8")
    run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--board", "ours.toml", "--colors",
        "green,blue,yellow", "--save", "ours")
    data = tomllib.loads((tmp_path / "saves" / "ours.toml").read_text("utf-8"))
    assert data["board"]["preset"] == "our table"
    assert [r["squares"] for r in data["board"]["reservoirs"]] == [["C4", "C5"], ["F4", "G4"], ["I5", "I6"]]
    status = json.loads(run("status", "--json").stdout)
    assert status["players"][0]["color"] == "green"
    assert status["players"][0]["workers"][0] == {"worker": "green1", "status": "open", "end": "C4:N",
                                                  "value": 0, "podium": 0}
    bad = LAYOUT.replace('squares = ["F4", "G4"]', 'squares = ["C5", "D5"]').replace(
        '"F4:N", "F4:W", "G4:E", "G4:S"', '"D5:N", "D5:E", "D5:S", "C5:W"')
    (tmp_path / "bad.toml").write_text(bad, "utf-8")
    result = run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--board", "bad.toml", "--save", "bad",
                 code=1)
    assert "Error: AQUA-SETUP-5: the blue and green reservoirs overlap on C5" in result.stderr
    result = run("new", "aqua-romana", "--players", "Anna,Ben", "--board", "ours.toml", "--save", "bad", code=1)
    assert "no layout for 2 players" in result.stderr


def test_lay_infers_what_fits_only_one_way_and_asks_otherwise(game):
    result = run("lay", "red1", "N1", code=2)
    assert "Error: more than one build fits: which rotation? — one of: SE, SW" in result.stderr
    result = run("lay", "red1", "N1", "SE")
    assert "Anna lays a curve SE on A3 for red1 (the curve builder on N1)." in result.stdout
    result = run("lay", "blue2", "bridge")           # the one bridge builder in sight of blue2; one rotation
    assert "Ben lays a bridge NS+EW on square E2 for blue2 (the bridge builder on N5)." in result.stdout
    assert "Turn 2: Ben." in result.stdout
    events = tomllib.loads(game.read_text("utf-8"))["events"]
    assert {k: v for k, v in events[-1].items() if k != "at"} == {
        "seq": 14, "kind": "lay", "player": "Ben", "worker": "blue2", "space": "N5", "tile": "bridge",
        "square": "E2", "rotation": "NS+EW"}


def test_a_refused_command_leaves_the_save_byte_for_byte_unchanged(game):
    before = game.read_bytes()
    result = run("lay", "red1", "N5", "bridge", code=1)
    assert result.stderr.startswith("Error: AQUA-SIGHT-2: red1 on A4 does not see N5 — red1 sees N1, E4, S1, W4")
    result = run("pass", "S3", code=1)
    assert result.stderr.startswith("Error: AQUA-FORCE-1: Anna has a legal build and must build")
    run("lay", "purple1", code=2)
    assert game.read_bytes() == before


def test_the_well_close_and_take_steps(game):
    run("lay", "red1", "N1", "SE")
    run("lay", "blue2", "N5")
    run("lay", "yellow4", "N11")
    result = run("well", "straight", "J4", "NS", code=1)
    assert "Error: AQUA-WELL-2: J4 lies in front of an aqueduct end" in result.stderr
    result = run("lay", "straight", "F5", "EW")       # 'lay' in the well step lays the extra tile
    assert "Cyril lays the well's extra straight EW on F5 (AQUA-WELL-1)." in result.stdout
    run("lay", "red1", "S1")
    run("well", "straight", "B6", "NS")
    result = run("close", "red1")
    assert "red1 (Anna) scores 2 → podium 2." in result.stdout
    assert "Next: Anna takes 1 builder from the reserve" in result.stderr
    result = run("take", "žolík")
    assert "Anna takes the joker builder from the reserve (AQUA-RESERVE-3)" in result.stdout
    summary = json.loads(run("check", "--json").stdout)
    assert summary["valid"] and summary["phase"] == "build" and summary["current_player"] == "Ben"
    anna = summary["players"][0]
    assert (anna["podium_points"], anna["bonus"], anna["total"], anna["reserve_builders"]) == (2, 0, 2, ["joker"])
    assert summary["podiums"] == {"2": ["red1"]} and summary["reserve"] == ["curve", "double_curve", "straight",
                                                                            "bridge"]


def test_check_json_has_the_contract_keys(game):
    data = json.loads(run("check", "--json").stdout)
    assert set(data) >= {"format", "game", "valid", "events", "problem", "turn", "current_player", "phase",
                         "winner", "players"}
    assert data["game"] == "aqua-romana" and data["events"] == 12 and data["turn"] == 1
    assert data["tiles_left"] == {"curve": 21, "straight": 21, "bridge": 21, "double_curve": 21}
    assert data["builders"]["N1"] == "curve" and len(data["builders"]) == 12


def test_board_draws_tiles_workers_builders_and_wells(game):
    run("lay", "red1", "N1", "SE")
    text = run("board").stdout
    assert text.splitlines()[0].split() == [f"N{c}" for c in range(1, 12)]
    assert "well" in text.splitlines()[1]
    row3 = next(line for line in text.splitlines() if line.startswith(" W3"))
    assert row3.split()[:3] == ["W3", ".", "3"] and "/ --" in row3
    assert "R1" in text and "[R]" in text and "(/)" in text


def test_hints_list_every_legal_placement_for_a_worker(game):
    text = run("hints", "red1").stdout
    assert "red1: stands on A4, end A4:N; the tile goes on A3; builders in sight: N1 curve, S1 straight, " \
           "W4 double_curve" in text
    for line in ("lay red1 N1 curve SE", "lay red1 N1 curve SW", "lay red1 S1 straight NS",
                 "lay red1 W4 double_curve NE+SW", "lay red1 W4 double_curve NW+SE"):
        assert line in text
    assert "lay red2" not in text
    assert "lay red2 N1 curve SW" in run("hints").stdout


def test_score_and_status(game):
    text = run("status").stdout
    assert "Turn 1 · build · waiting for: Anna lays a tile" in text
    assert "red1      Anna      open, end A4:N" in text
    assert "Podium points after turn 1" in run("score").stdout


@pytest.mark.parametrize("players", ["Anna", "Anna,Ben,Cyril,Dana,Emil"])
def test_aqua_setup_4_new_with_one_or_five_players_names_the_seat_rule(tmp_path, monkeypatch, players):
    monkeypatch.chdir(tmp_path)
    result = run("new", "aqua-romana", "--players", players, "--save", "x", code=1)
    n = len(players.split(","))
    assert result.stderr.startswith(f"Error: AQUA-SETUP-4: Aqua Romana seats 2–4 players, not {n}"), result.stderr
    assert "2, 3 or 4" in result.stderr and "board" not in result.stderr
    assert not (tmp_path / "saves" / "x.toml").exists()
