"""Struggle for Rome through the CLI: the exact ``Error:`` lines, exit codes, unchanged files, reports, JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "saves" / "examples" / "rome-3p-test-map.toml"
TOP_KEYS = ["format", "game", "valid", "events", "problem", "turn", "current_player", "phase", "winner", "players"]


def run(*args):
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def game(tmp_path, monkeypatch):
    """A test-map game set up, in round 1 phase 1; returns the save's path."""
    monkeypatch.chdir(tmp_path)
    assert run("new", "kampf um rom", "--players", "Anna,Ben,Cyril", "--board", "test-map", "--save", "r")[0] == 0
    for words in (["horsemen", "1f:12", "warriors", "1h:12", "pasture", "horse"],
                  ["horsemen", "1f:4", "warriors", "1h:4", "pasture", "cattle"],
                  ["horsemen", "1g:12", "warriors", "2g:4", "pasture", "cattle"]):
        assert run("start", *words)[0] == 0
    assert run("legionnaire", "5c")[0] == 0
    return Path(tmp_path) / "saves" / "r.toml"


def test_rome_new_takes_an_alias_and_writes_the_key(game):
    text = game.read_text()
    assert 'game = "rome"' in text and 'mode = "map"' in text and "[board.hexes.1a]" in text


def test_rome_a_refused_command_prints_one_error_line_exits_1_and_changes_nothing(game):
    before = game.read_bytes()
    code, out, err = run("roll", "6", "Anna", "horse")
    assert code == 1 and out == ""
    assert err == ("Error: ROME-PROD-6: Ben draw(s) a face-down pasture card for 6: which? — name each card "
                   "drawn, e.g. roll 6 Anna horse Ben horse\n→ referee rule ROME-PROD-6\n")
    assert game.read_bytes() == before
    code, _, err = run("end")
    assert code == 1 and err.startswith("Error: ROME-ROUND-1: 'end' is not allowed now (phase 1")
    assert game.read_bytes() == before


def test_rome_unknown_names_exit_2(game):
    before = game.read_bytes()
    code, _, err = run("roll", "6", "Anna", "sheep")
    assert code == 2 and "unknown resource 'sheep'" in err
    code, _, err = run("legionnaire", "9z")
    assert code == 2
    code, _, err = run("maritime", "3", "ore", "for", "grain")
    assert code == 2 and "rome has no 'maritime'" in err and "catan" in err
    assert game.read_bytes() == before


def test_rome_status_board_score_hints_log(game):
    code, out, _ = run("status")
    assert code == 0 and "Tribes (boxes and kingdoms)" in out and "counters Ger" in out
    assert "Anna      horsemen  wandering  1f:12" in out
    code, out, _ = run("board")
    assert code == 0 and "Roma on 4h:6: italia_south, 5 towers eagle" in out and "a=Anna (red) horsemen: 1f:12" in out
    code, out, _ = run("score")
    assert code == 0 and "Score in round 1" in out and "10 VP" in out
    code, out, _ = run("hints")
    assert code == 0 and "Now: Anna rolls" in out
    code, out, _ = run("log")
    assert code == 0 and "start" in out


def test_rome_undo_and_amend(game):
    assert run("roll", "8")[0] == 0
    code, _, err = run("amend", "5", "roll", "6", "Anna", "horse", "Ben", "cattle")
    assert code == 0, err
    code, out, err = run("amend", "5", "roll", "5", "--dry-run")
    assert code == 0 and "#5 was: Anna roll total=6" in out and "#5 now: Anna roll total=5" in out
    code, _, err = run("undo")
    assert code == 0 and "Undone: #5" in err


def test_rome_check_json_has_the_contract_keys_and_rome_player_fields(game):
    code, out, _ = run("check", "--json")
    report = json.loads(out)
    assert code == 0 and list(report)[:9] == TOP_KEYS[:9] and "players" in report
    assert report["game"] == "rome" and report["phase"] == "production" and report["turn"] == 1
    assert report["current_player"] == "Anna" and report["winner"] is None
    anna = report["players"][0]
    assert set(anna) == {"name", "color", "gold", "resources", "action_cards", "diplomats_played", "special_cards",
                         "reserve", "tribes", "victory_points", "public_victory_points", "score"}
    assert anna["tribes"]["horsemen"] == {"status": "wandering", "at": "1f:12", "cities": [], "figures": 1,
                                          "wagons": 1, "counters": {}}
    assert report["map"]["mode"] == "map" and report["map"]["status"] == "draft"


def test_rome_check_json_of_the_finished_example_has_a_score_breakdown_once_over():
    code, out, _ = run("check", str(EXAMPLE), "--json")
    report = json.loads(out)
    assert code == 0 and report["valid"] and report["phase"] == "over" and report["winner"]
    for player in report["players"]:
        score = player["score"]
        assert set(score) == {"cities", "diplomacy", "scourge_of_rome", "heir_of_rome", "terror_of_the_legions",
                              "cultural_progress", "total", "gold"}
        assert score["total"] == player["victory_points"]
    code, out, _ = run("score", "--save", str(EXAMPLE))
    assert code == 0 and "Final score" in out and "gold (Treasures at 7)" in out


def test_rome_an_invalid_save_is_reported_with_its_rule(game):
    text = game.read_text()
    text += '\n[[events]]\nseq = 5\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n'
    game.write_text(text)
    code, out, _ = run("check", str(game))
    assert code == 1 and "INVALID event 5: ROME-PROD-1" in out


def test_rome_notation_reads_what_the_table_types():
    from rome_helpers import position
    from referee.games.rome.notation import parse

    s = position(gold={"Anna": 3}, hands={"Anna": {"grain": 1}})
    read = lambda verb, text, who=None: parse(s, verb, text.split(), who)  # noqa: E731
    assert read("plunder", "Colonia action draws traitor")["action"] == "traitor"
    assert read("plunder", "Colonia action draws diplomat traitor")["card"] == "traitor"
    assert read("plunder", "Colonia ztráta zlato")["face"] == ["loss", "gold"]
    assert read("roll", "3 5 Anna horse Ben cattle")["pasture"] == ["Anna=horse", "Ben=cattle"]
    assert read("roll", "2+4")["dice"] == [2, 4]
    assert read("trade", "bank 3 ruda for obilí") == {"kind": "bank", "give": {"ore": 3}, "get": {"grain": 1},
                                                      "player": "Anna"}
    assert read("trade", "Ben give 2 gold get 1 skot")["give"] == {"gold": 2}
    assert read("build", "vůz jezdci joker obili") == {"kind": "build", "piece": "wagon", "box": "horsemen",
                                                       "joker": "grain", "player": "Anna"}
    assert read("buy", "zrádce")["card"] == "traitor"
    assert read("legionnaire", "3b Ben 2 gold")["gold"] == 2
    assert read("pass", "pasture horse")["take"] == "horse"
    move = read("move", "1e:12")
    assert move == {"kind": "move", "to": "1e:12", "via": ["1e:2"], "player": "Anna"}     # the first arrow is free
    far = read("move", "2c:6")                                   # 3 land arrows, 2 paid: grain first, then gold
    assert far["pay"] == {"grain": 1, "gold": 3} and far["via"][0] == "1e:2"
    assert read("move", "2c:6 leader")["card"] == "great_tribal_leader" and "pay" not in read("move", "2c:6 leader")
    assert read("conquer", "Trier=germania:3 traitor from Colonia arrows land touching h1 h2")["arrows"] == ["land"]
    with pytest.raises(Exception):
        read("plunder", "Colonia gold draws sword")
