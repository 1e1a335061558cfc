"""Filling in a scenario file (SCENARIO-1…13) by command and on the page: each change of ``scenario/edits.py`` (the
ones ``referee scenario …`` and ``referee serve --edit FILE`` run), each refusal with its rule and the file byte for
byte as it was, ``referee scenario check``, and the page's routes. The same small scenario transcribed both ways and
in a browser: tests/test_map_edit.py, tests/test_map_edit_browser.py (tests/map_transcriptions.py)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app as cli
from referee.core.errors import NotationError, RefereeError, RuleViolation
from referee.games.catan.scenario import edits, file
from referee.web.editor import editor_for
from test_map_edit import Editor

runner = CliRunner()


@pytest.fixture
def germany(tmp_path) -> Path:
    path = tmp_path / "germany-copy.toml"
    edits.new(path, copy="germany")
    return path


@pytest.fixture
def own(tmp_path) -> Path:
    """A scenario of a table's own: the beginner board, one item on intersections."""
    path = tmp_path / "castles.toml"
    edits.new(path)
    edits.board(path, "beginner-en")
    edits.item(path, "castle", stands="intersection", count=2, cost="1 brick 1 ore")
    return path


def refused(path: Path, change, *args, rule: str, said: str, **kwargs) -> RefereeError:
    """``change`` refused under ``rule`` with ``said`` in its message, the file byte for byte as it was."""
    before = path.read_bytes() if path.exists() else None
    with pytest.raises(RefereeError) as caught:
        change(path, *args, **kwargs)
    assert caught.value.rule == rule, str(caught.value)
    assert said in str(caught.value), str(caught.value)
    assert (path.read_bytes() if path.exists() else None) == before
    return caught.value


def data(path: Path) -> dict:
    return tomllib.loads(path.read_text("utf-8"))


# --- starting a file -------------------------------------------------------------------------------------------

def test_a_copy_of_germany_keeps_its_notes_and_plays_as_germany_does(germany, tmp_path):
    text = germany.read_text("utf-8")
    assert text.startswith(edits.HEADER) and "# Germany (Německo), the Big Box scenario" in text
    shipped = file.read("germany")
    assert file.read(str(germany)) == shipped
    edits.head(germany, name="Deutschland")                  # an edit keeps the notes at the top
    assert "# Germany (Německo), the Big Box scenario" in germany.read_text("utf-8")


def test_an_empty_scenario_file_is_named_by_its_file_and_unfinished_until_it_has_a_board(tmp_path):
    path = tmp_path / "My Castles.toml"
    edits.new(path)
    assert data(path) == {"scenario": {"key": "my-castles", "name": "my-castles"}}
    found = edits.survey(path)
    assert not found.usable and [p.rule for p in found.problems] == ["SCENARIO-2"]
    edits.board(path, "beginner-en")
    assert edits.survey(path).usable


def test_scenario_1_new_refuses_an_existing_file_a_bad_key_and_an_unknown_shipped_scenario(germany, tmp_path):
    error = refused(germany, edits.new, rule=None, said="exists already")
    assert isinstance(error, NotationError)
    refused(tmp_path / "x.toml", edits.new, key="Ärger!", rule="SCENARIO-1", said="'Ärger!' is not a short name")
    refused(tmp_path / "x.toml", edits.new, copy="atlantis", rule="SCENARIO-1", said="no shipped scenario 'atlantis'")
    refused(tmp_path / "123.toml", edits.new, rule="SCENARIO-1", said="no scenario key can be made")


def test_scenario_1_a_file_that_is_no_scenario_file_is_not_edited(tmp_path):
    path = tmp_path / "board.toml"
    assert runner.invoke(cli, ["board", "new", str(path)]).exit_code == 0
    refused(path, edits.head, name="x", rule="SCENARIO-1", said="is no scenario file")


# --- the head, the board, the rules ----------------------------------------------------------------------------

def test_the_head_is_set_in_the_format_s_order(germany):
    said = edits.head(germany, victory_points=12, players="4, 3")
    assert "Still marked unverified: victory_points" in said
    head = data(germany)["scenario"]
    assert head["victory_points"] == 12 and head["players"] == [3, 4]
    assert list(head)[-2:] == ["players", "unverified"]


def test_scenario_3_a_target_out_of_range_is_refused(germany):
    refused(germany, edits.head, victory_points=2, rule="SCENARIO-3", said="victory_points 2 is not from 3 to 99")
    refused(germany, edits.head, victory_points=100, rule="SCENARIO-3", said="not from 3 to 99")


def test_scenario_13_player_counts_are_3_to_6(germany):
    refused(germany, edits.head, players="2,3", rule="SCENARIO-13", said="player counts from 3 to 6")
    refused(germany, edits.head, players="four", rule="SCENARIO-13", said="player counts from 3 to 6")


@pytest.mark.parametrize("typed", ["²", "3,²", "4," + "1" * 5000])
def test_scenario_13_a_player_count_not_in_ascii_digits_is_a_usage_error_not_a_traceback(germany, typed):
    """Found reading the change again: ``'²'.isdigit()`` is true and ``int('²')`` fails (issue #30's item 3)."""
    error = refused(germany, edits.head, players=typed, rule="SCENARIO-13", said="a player count: ")
    assert isinstance(error, NotationError)
    result = runner.invoke(cli, ["scenario", "set", str(germany), "--players", typed])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_scenario_1_an_empty_name_or_a_bad_key_is_refused_and_nothing_to_set_is_a_usage_error(germany):
    refused(germany, edits.head, name="  ", rule="SCENARIO-1", said="name is empty")
    refused(germany, edits.head, key="-x", rule="SCENARIO-1", said="not a short name")
    assert isinstance(refused(germany, edits.head, rule=None, said="nothing to set"), NotationError)


def test_scenario_2_the_board_is_a_preset_of_its_table_or_a_toml_file_beside_the_scenario(germany):
    refused(germany, edits.board, "six-example", rule="SCENARIO-2", said="no preset 'six-example' for [board]")
    refused(germany, edits.board, "beginner-en", five_six=True, rule="SCENARIO-2", said="for [board_5_6]")
    for outside in ("../board.toml", "/etc/board.toml", "board.txt"):
        refused(germany, edits.board, file_name=outside, rule="SCENARIO-2", said="is not a .toml file beside")
    refused(germany, edits.board, "beginner-en", "b.toml", rule="SCENARIO-2", said="give a preset or a board file")
    edits.board(germany, "six-example", five_six=True)
    assert data(germany)["board_5_6"] == {"preset": "six-example"}


def test_scenario_2_a_board_file_not_made_yet_leaves_the_file_unfinished_until_it_is(germany):
    said = edits.board(germany, file_name="germany-board.toml")
    assert "does not exist yet: 'referee board new germany-board.toml --edition scenario'" in said
    found = edits.survey(germany)
    assert [str(p) for p in found.problems] == [
        "SCENARIO-2: no board file germany-board.toml beside the scenario file — start it: referee board new "
        "germany-board.toml --edition scenario"]
    board = germany.parent / "germany-board.toml"
    assert runner.invoke(cli, ["board", "new", str(board), "--edition", "scenario", "--rows", "2,3,2"]).exit_code == 0
    problems = edits.survey(germany).problems
    assert problems and all(p.rule.startswith(("CATAN-", "SCENARIO-")) for p in problems)
    for hexname in ("1a", "1b", "2a", "2c", "3a", "3b"):
        runner.invoke(cli, ["board", "hex", str(board), hexname, "forest", "5"])
    runner.invoke(cli, ["board", "hex", str(board), "2b", "desert"])
    runner.invoke(cli, ["board", "robber", str(board), "2b"])
    assert edits.survey(germany).usable


def test_the_rules_switch_the_robber_s_name_and_the_harbours(germany):
    edits.rules(germany, robber="Götz", harbours=False)
    assert data(germany)["rules"] == {"robber": "Götz", "robber_cs": "Götz z Berlichingenu", "harbours": False}
    assert file.read(str(germany))["harbours"] == []


# --- the items -------------------------------------------------------------------------------------------------

def test_an_item_is_added_and_changed_in_the_format_s_order_without_empty_tables(own):
    item = data(own)["items"][0]
    assert item == {"key": "castle", "cost": {"brick": 1, "ore": 1}, "stands": "intersection", "count": 2}
    said = edits.item(own, "castle", reward="-", victory_points=2, cost="2 grain")
    assert said == "Item castle changed: cost, victory_points."
    assert list(data(own)["items"][0]) == ["key", "stands", "victory_points", "count", "cost"]   # tables last
    scenario = file.read(str(own))["scenario"]
    assert scenario["items"][0]["cost"] == {"grain": 2} and scenario["items"][0]["victory_points"] == 2


def test_scenario_1_a_new_item_needs_where_it_stands_and_how_many_and_a_name_of_its_own(own):
    refused(own, edits.item, "tower", stands="hex", rule="SCENARIO-1", said="a new item needs where it stands")
    refused(own, edits.item, "road", stands="hex", count=1, rule="SCENARIO-1", said="the name 'road' is taken")
    refused(own, edits.item, "tower", stands="hex", count=1, aliases="castle", rule="SCENARIO-1",
            said="the name 'castle' is taken")


def test_scenario_4_a_cost_names_resources(own):
    refused(own, edits.item, "castle", cost="1 gold", rule="SCENARIO-4", said="gold")
    refused(own, edits.item, "castle", cost="20 ore", rule="SCENARIO-4", said="more cards of a kind than the bank")


def test_scenario_5_an_item_stands_on_an_intersection_a_hex_or_a_side(own):
    refused(own, edits.item, "castle", stands="road", rule="SCENARIO-5", said="not 'road'")


def test_scenario_6_counts_are_not_negative(own):
    refused(own, edits.item, "castle", count=-1, rule="SCENARIO-6", said="count is negative")
    refused(own, edits.item, "castle", per_player=-2, rule="SCENARIO-6", said="per_player is negative")


def test_scenario_7_points_are_not_negative(own):
    refused(own, edits.item, "castle", victory_points=-1, rule="SCENARIO-7", said="victory_points is negative")


def test_scenario_8_an_item_produces_0_1_or_2_and_only_on_an_intersection(own):
    refused(own, edits.item, "castle", produces=3, rule="SCENARIO-8", said="produces is 0, 1 or 2")
    edits.item(own, "castle", produces=1)
    refused(own, edits.item, "castle", stands="hex", rule="SCENARIO-8", said="only on an intersection")


def test_scenario_9_a_reward_names_resources(own):
    refused(own, edits.item, "castle", reward="2 knights", rule="SCENARIO-9", said="knights")


def test_changing_where_an_item_stands_drops_its_spots_and_says_so(own):
    edits.spots(own, "castle", ["3e:4"])
    said = edits.item(own, "castle", stands="hex")
    assert "Its spots 3e:4 were dropped" in said and "spots" not in data(own)["items"][0]


def test_an_item_is_removed(own):
    assert edits.remove(own, "castle") == "Item castle removed."
    assert "items" not in data(own)
    refused(own, edits.remove, "castle", rule="SCENARIO-1", said="the scenario has no item 'castle'")


# --- the spots -------------------------------------------------------------------------------------------------

def test_a_spot_toggles_by_its_canonical_name_in_the_board_s_order(own):
    said = edits.spots(own, "castle", ["4c:12", "1a:2"])
    assert said == "Spots of castle: 3c:4 added, 1a:2 added (2 listed)."
    assert data(own)["items"][0]["spots"] == ["1a:2", "3c:4"]
    assert edits.spot(own, "castle", "3c:4") == "Spots of castle: 3c:4 taken out (1 listed)."
    assert data(own)["items"][0]["spots"] == ["1a:2"]
    assert edits.survey(own).counts[-1] == "castle: 1 of 2 spots"


def test_scenario_5_a_spot_is_a_place_of_the_item_s_kind_on_the_board(own):
    refused(own, edits.spot, "castle", "3e", rule="SCENARIO-5", said="castle stands on an intersection: 3e is none")
    refused(own, edits.spot, "castle", "9z:4", rule="SCENARIO-5", said="9z:4 is none of the board's")
    refused(own, edits.spots, "castle", ["1a:2", "3e"], rule="SCENARIO-5", said="3e is none")   # all or nothing


def test_scenario_2_a_spot_needs_a_board(tmp_path):
    path = tmp_path / "bare.toml"
    edits.new(path)
    edits.item(path, "tower", stands="hex", count=1)
    refused(path, edits.spot, "tower", "3e", rule="SCENARIO-2", said="no board to put spots on yet")


def test_scenario_1_a_spot_off_a_new_board_is_named_by_the_check_as_new_names_it(own, tmp_path):
    edits.spots(own, "castle", ["5c:4"])
    board = tmp_path / "small.toml"
    runner.invoke(cli, ["board", "new", str(board), "--edition", "scenario", "--rows", "1", "--fill", "desert"])
    runner.invoke(cli, ["board", "robber", str(board), "1a"])
    edits.board(own, file_name="small.toml")
    found = edits.survey(own)
    assert [p.rule for p in found.problems] == ["SCENARIO-1"]
    assert "castle: a spot is not on the board" in str(found.problems[0])
    new = runner.invoke(cli, ["new", "catan", "--scenario", str(own), "--players", "A,B,C", "--save",
                              str(tmp_path / "g.toml")])
    assert new.exit_code == 1 and "a spot is not on the board" in new.stderr


# --- what is verified ------------------------------------------------------------------------------------------

def test_a_value_is_verified_and_marked_again_back_to_the_same_bytes(germany):
    before = germany.read_bytes()
    said = edits.verify(germany, "landmark.cost")
    assert said.startswith("landmark.cost verified; still unverified: board, victory_points, rules, landmark.stands")
    assert "cost" not in data(germany)["items"][0]["unverified"]
    assert edits.unverify(germany, "landmark.cost") == "landmark.cost marked unverified."
    assert germany.read_bytes() == before
    for mark in ("board", "victory_points", "rules"):
        edits.verify(germany, mark)
    assert "unverified" not in data(germany)["scenario"]
    assert file.read(str(germany))["scenario"]["unverified"] == []


def test_scenario_11_only_a_marked_value_is_verified_and_only_a_known_one_marked(germany):
    edits.verify(germany, "landmark.cost")
    refused(germany, edits.verify, "landmark.cost", rule="SCENARIO-11", said="landmark.cost is not marked unverified")
    refused(germany, edits.verify, "landmark.name", rule="SCENARIO-11", said="no value that can be marked")
    refused(germany, edits.unverify, "landmark.name", rule="SCENARIO-11", said="no value that can be marked")
    refused(germany, edits.unverify, "board", rule="SCENARIO-11", said="board is marked unverified already")
    refused(germany, edits.verify, "tower.cost", rule="SCENARIO-1", said="no item 'tower'")


def test_scenario_1_no_change_leaves_a_problem_the_file_did_not_have(own, monkeypatch):
    def careless(path):
        return edits._edit(path, lambda d: d["scenario"].update(victory_points=1) or "done")

    refused(own, careless, rule="SCENARIO-1", said="the change would leave the file wrong: victory_points 1")


# --- referee scenario … -----------------------------------------------------------------------------------------

def test_the_commands_write_what_the_edits_write_and_check_says_what_is_missing(tmp_path):
    path = tmp_path / "c.toml"
    lines = [["new", str(path), "--key", "castles"], ["item", str(path), "castle", "--stands", "intersection",
                                                      "--count", "2", "--cost", "1 brick 1 ore", "--no-distance"],
             ["verify", str(path), "castle.cost", "--unverified"]]
    for words in lines:
        result = runner.invoke(cli, ["scenario", *words])
        assert result.exit_code == 0, result.stderr
    check = runner.invoke(cli, ["scenario", "check", str(path)])
    assert check.exit_code == 1
    assert check.stdout.splitlines() == [
        "c.toml: 1 problem(s)", "castle: no spots listed (wherever SCENARIO-5 allows)", "unverified: castle.cost",
        "SCENARIO-2: the scenario names no [board] — referee scenario board FILE beginner-en, or BOARD.toml beside it"]
    assert runner.invoke(cli, ["scenario", "board", str(path), "beginner-en"]).exit_code == 0
    assert runner.invoke(cli, ["scenario", "spot", str(path), "castle", "3e:4", "1a:2"]).exit_code == 0
    check = runner.invoke(cli, ["scenario", "check", str(path), "--json"])
    assert check.exit_code == 0
    assert json.loads(check.stdout) == {"file": str(path), "usable": True, "unverified": ["castle.cost"],
                                        "problems": []}
    mirror = tmp_path / "mirror" / "c.toml"
    mirror.parent.mkdir()
    edits.new(mirror, key="castles")
    edits.item(mirror, "castle", stands="intersection", count=2, cost="1 brick 1 ore", distance=False)
    edits.unverify(mirror, "castle.cost")
    edits.board(mirror, "beginner-en")
    edits.spots(mirror, "castle", ["3e:4", "1a:2"])
    assert mirror.read_bytes() == path.read_bytes()


def test_a_refused_command_exits_with_its_code_and_names_the_rule(own):
    before = own.read_bytes()
    rule = runner.invoke(cli, ["scenario", "item", str(own), "castle", "--produces", "5"])
    assert rule.exit_code == 1 and "Error: SCENARIO-8: produces is 0, 1 or 2" in rule.stderr
    place = runner.invoke(cli, ["scenario", "spot", str(own), "castle", "99"])
    assert place.exit_code == 2 and "SCENARIO-5" in place.stderr
    missing = runner.invoke(cli, ["scenario", "check", str(own.parent / "none.toml")])
    assert missing.exit_code == 2 and "referee scenario new" in missing.stderr
    assert own.read_bytes() == before


def test_a_scenario_file_that_is_no_toml_is_unreadable_not_a_traceback(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[scenario\n", "utf-8")
    result = runner.invoke(cli, ["scenario", "set", str(path), "--name", "x"])
    assert result.exit_code == 3 and "Traceback" not in result.stderr + result.stdout
    assert path.read_text("utf-8") == "[scenario\n"


def test_every_scenario_command_says_what_it_does():
    result = runner.invoke(cli, ["scenario", "--help"])
    assert result.exit_code == 0
    for name in ("new", "set", "board", "rules", "item", "spot", "verify", "remove", "check"):
        assert f"  {name} " in result.stdout
        assert runner.invoke(cli, ["scenario", name, "--help"]).exit_code == 0


# --- the page --------------------------------------------------------------------------------------------------

def test_a_scenario_file_opens_the_scenario_editor_from_itself_or_its_game(germany, tmp_path):
    assert type(editor_for(germany, None)).__name__ == "ScenarioEditor"
    for game in ("catan-scenario", "catan-scenario-5-6"):
        assert type(editor_for(tmp_path / "new.toml", game)).__name__ == "ScenarioEditor"
    inline = tmp_path / "inline.toml"
    inline.write_text('[scenario]\nkey = "x"\nname = "x"\n[board]\nhexes = {}\n', "utf-8")
    assert type(editor_for(inline, None)).__name__ == "ScenarioEditor"
    assert type(editor_for(tmp_path / "board.toml", "catan")).__name__ == "BoardEditor"


def test_the_page_marks_the_spots_and_says_where_the_board_is_edited(own):
    edits.spots(own, "castle", ["3e:4"])
    with Editor(own) as editor:
        view = editor.view()
    picture = view["parts"]["picture"]
    assert 'class="spot" data-item="castle" data-at="3e:4"' in picture
    assert "referee board new BOARD.toml --edition scenario" in picture
    names = [t["name"] for t in view["tools"]]
    assert names == ["set", "board", "rules", "item-castle", "add", "spot", "unverify", "remove"]
    spot = next(t for t in view["tools"] if t["name"] == "spot")
    assert spot["targets"][0]["by"] == {"field": "key", "kinds": {"castle": ["corner"]}}
    assert "<li>castle: 1 of 2 spots</li>" in view["parts"]["progress"]


def test_a_change_on_the_page_needs_the_token_and_a_stale_one_is_refused(own):
    before = own.read_bytes()
    with Editor(own) as editor:
        seen = editor.view()["digest"]
        for token in (None, "wrong"):
            answer = editor.edit("spot", {"key": "castle", "place": "3e:4"}, headers={"X-Referee-Token": token})
            assert answer.status_code == 403
        assert own.read_bytes() == before
        assert runner.invoke(cli, ["scenario", "set", str(own), "--name", "Castles"]).exit_code == 0
        typed = own.read_bytes()
        stale = editor.edit("spot", {"key": "castle", "place": "3e:4"}, seen=seen)
        assert stale.status_code == 409 and "the file changed since the page showed it" in stale.text
        assert own.read_bytes() == typed
        refused_ = editor.edit("item", {"key": "castle", "produces": 7})
        assert refused_.status_code == 422 and refused_.json()["error"]["rule"] == "SCENARIO-8"
        assert editor.edit("spot", {"key": "castle", "place": "3e:4"}).json()["kind"] == "done"
        assert editor.undo().json()["kind"] == "done"
    assert own.read_bytes() == typed


def test_the_page_starts_a_copy_of_a_shipped_scenario(tmp_path):
    path = tmp_path / "mallorca-copy.toml"
    with Editor(path, "catan-scenario") as editor:
        assert [t["name"] for t in editor.view()["tools"]] == ["new"]
        assert editor.edit("new", {"copy": "mallorca", "key": "our-mallorca"}).json()["kind"] == "done"
        view = editor.view()
    assert "spot" not in [t["name"] for t in view["tools"]]             # no items, nothing to place
    assert "<li>unverified: board, victory_points, rules</li>" in view["parts"]["progress"]
    assert data(path)["scenario"]["key"] == "our-mallorca"


def test_the_czech_page_speaks_czech(own):
    with Editor(own, language="cs") as editor:
        view = editor.view("cs")
        refused_ = editor.edit("item", {"key": "castle", "produces": 7}, lang="cs").json()
    assert [t["label"] for t in view["tools"]][:3] == ["Hlavička", "Plán scénáře", "Pravidla"]
    assert "SCENARIO-8" in refused_["error"]["line"] and "vyrábí" in refused_["error"]["line"]
    assert "Katan" in view["title"] or "scénář" in view["title"]

