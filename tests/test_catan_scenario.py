"""Scenario files (SCENARIO-1…12): ``referee new catan --scenario FILE`` — the shipped Germany and Mallorca with
every unknown marked, the guide's made-up ``saves/scenarios/lighthouses.toml`` — checked, stored in the save,
and their items enforced; the example game of the made-up scenario is won, replayed and reproduced."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Setup
from referee.core.session import Session, replay, step
from referee.games import register_builtins
from referee.games.catan.scenario import file

register_builtins()
GAME = registry.find("catan-scenario")
LIGHTHOUSES = ROOT / "saves" / "scenarios" / "lighthouses.toml"
EXAMPLE = ROOT / "saves" / "examples" / "catan-scenario-lighthouses.toml"
# the README's set-up on the beginner board: Anna 3e:2 + 5b:6, Ben 2b:4 + 3b:6, Cyril 4b:4 + 2d:6
PLACEMENTS = [("3e:2", "3e:1"), ("2b:4", "2b:3"), ("4b:4", "4b:5"), ("2d:6", "2d:5"), ("3b:6", "3b:5"),
              ("5b:6", "5b:5")]


def do(state, kind, player=None, **fields):
    return step(GAME, state, {"seq": len(getattr(state, "_seen", [])) + 1, "kind": kind,
                              "player": player or state.current.name, **fields})[1]


def scenario_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "mine.toml"
    path.write_text(text, "utf-8")
    return str(path)


def started(spec: str = str(LIGHTHOUSES), names=("Anna", "Ben", "Cyril"), board: str | None = None, hands=None,
            **options):
    """A game of the scenario after the set-up, Anna to move after a roll of 12 (nobody produces on it)."""
    made = file.read(spec, board)
    opts = GAME.resolve_options({"victory_points": made["scenario"]["victory_points"], **options})
    setup = Setup(GAME.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts, made,
                  [{"name": n} for n in names])
    GAME.check_setup(setup)
    state = GAME.initial_state(setup)
    for settlement, road in PLACEMENTS:
        do(state, "build", piece="settlement", at=settlement)
        do(state, "build", piece="road", at=road)
    do(state, "roll", total=12)
    for name, hand in (hands or {}).items():
        state.by_name[name].hand.clear()
        state.by_name[name].hand.update(hand)
    return state


def refused(rule: str, state, kind: str, **fields) -> RuleViolation:
    before = GAME.summary(state)
    with pytest.raises(RuleViolation) as info:
        do(state, kind, **fields)
    assert info.value.rule == rule, info.value.line()
    assert GAME.summary(state) == before
    return info.value


RICH = {"Anna": {"lumber": 4, "brick": 4, "wool": 4, "grain": 4, "ore": 4}}


# --- the file ----------------------------------------------------------------------------------------
def test_SCENARIO_1_every_problem_of_a_file_is_listed_at_once(tmp_path):
    spec = scenario_file(tmp_path, '''
[scenario]
name = 3
colour = "red"
[board]
preset = "beginner-en"
[rules]
robber = "x"
harbour = false
[[items]]
key = "tower"
stands = "roof"
cost = { gold = 2 }
[extra]
''')
    with pytest.raises(RuleViolation) as info:
        file.read(spec)
    text = info.value.message
    assert info.value.rule == "SCENARIO-1"
    for part in ("unknown table [extra]", "colour", "name has the wrong type", "needs key", "harbour",
                 "stands is one of", "gold", "needs count"):
        assert part in text, part


def test_SCENARIO_1_a_missing_file_names_the_shipped_ones():
    with pytest.raises(NotationError) as info:
        file.resolve("no-such-scenario")
    assert info.value.rule == "SCENARIO-1" and "germany" in info.value.allowed and "mallorca" in info.value.allowed


def test_SCENARIO_1_an_items_name_may_not_be_a_base_piece(tmp_path):
    spec = scenario_file(tmp_path, '[scenario]\nkey = "x"\nname = "X"\n[board]\npreset = "beginner-en"\n'
                                   '[[items]]\nkey = "city"\nstands = "hex"\ncount = 1\n')
    with pytest.raises(RuleViolation, match="taken"):
        file.read(spec)


def test_SCENARIO_1_a_new_game_with_a_broken_file_writes_no_save(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    spec = scenario_file(tmp_path, '[scenario]\nkey = "Bad Key"\nname = "x"\n[board]\npreset = "beginner-en"\n')
    result = CliRunner().invoke(app, ["new", "catan", "--scenario", spec, "--players", "A,B,C", "--save", "s"])
    assert result.exit_code != 0 and "SCENARIO-1" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "saves" / "s.toml").exists()


def test_SCENARIO_2_a_board_file_of_any_shape_beside_the_scenario(tmp_path):
    shutil.copy(ROOT / "saves" / "boards" / "catan-lake-island.toml", tmp_path / "lake.toml")
    spec = scenario_file(tmp_path, '[scenario]\nkey = "lake"\nname = "Lake"\n[board]\nfile = "lake.toml"\n')
    board = file.read(spec)
    assert board["shape"][2] == "x x   x x" and board["scenario"]["key"] == "lake"


def test_SCENARIO_2_an_inline_board_without_the_base_counts(tmp_path):
    spec = scenario_file(tmp_path, '''
[scenario]
key = "tiny"
name = "Tiny"
[board]
shape = ["x x", " x"]
robber = "2a"
harbours = []
[board.hexes]
1a = { terrain = "forest", number = 6 }
1b = { terrain = "hills", number = 8 }
2a = { terrain = "desert" }
''')
    board = file.read(spec)
    assert set(board["hexes"]) == {"1a", "1b", "2a"}
    with pytest.raises(RuleViolation) as info:
        file.read(spec.replace("x", "x") if False else scenario_file(tmp_path, Path(spec).read_text().replace(
            '2a = { terrain = "desert" }', '2a = { terrain = "forest", number = 5 }')))
    assert info.value.rule == "CATAN-SETUP-2"


def test_SCENARIO_2_the_tables_own_board_replaces_the_stand_in_and_is_verified():
    board = file.read("germany", str(ROOT / "saves" / "boards" / "catan-lake-island.toml"))
    assert "shape" in board and "board" not in board["scenario"]["unverified"]
    assert "board" in file.read("germany")["scenario"]["unverified"]


def test_SCENARIO_3_the_scenarios_target_is_the_default_and_an_option_overrides_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    assert runner.invoke(app, ["new", "catan", "--scenario", str(LIGHTHOUSES), "--players", "A,B,C",
                               "--save", "a"]).exit_code == 0
    assert runner.invoke(app, ["new", "catan", "--scenario", str(LIGHTHOUSES), "--players", "A,B,C",
                               "--save", "b", "--option", "victory_points=9"]).exit_code == 0
    options = [Session.load(tmp_path / "saves" / f"{n}.toml").setup.options["victory_points"] for n in "ab"]
    assert options == [8, 9]


# --- the items ---------------------------------------------------------------------------------------
def test_SCENARIO_4_an_item_is_paid_to_the_bank():
    state = started(hands=RICH)
    bank = state.bank()["grain"]
    do(state, "build", piece="market", at="3e")
    assert state.by_name["Anna"].hand["grain"] == 3 and state.bank()["grain"] == bank + 1


def test_SCENARIO_4_an_item_he_cannot_pay_is_refused():
    state = started(hands={"Anna": {"ore": 1}})
    error = refused("SCENARIO-4", state, "build", piece="market", at="3e")
    assert "missing" in error.message


def test_SCENARIO_4_only_in_ones_own_turn_after_the_roll():
    state = started(hands=RICH)
    state.by_name["Ben"].hand.update({"grain": 1})
    with pytest.raises(RuleViolation):
        do(state, "build", player="Ben", piece="market", at="2b")


def test_SCENARIO_5_an_intersection_item_keeps_the_distance_rule_and_touches_his_road():
    state = started(hands=RICH)
    refused("SCENARIO-5", state, "build", piece="lighthouse", at="3e:12")     # next to his settlement 3e:2
    refused("SCENARIO-5", state, "build", piece="lighthouse", at="1a:6")      # no road of his there
    do(state, "build", piece="road", at="3e:3")
    refused("SCENARIO-5", state, "build", piece="lighthouse", at="3e:4")      # next to 3e:2 (distance rule)
    do(state, "build", piece="road", at="3e:5")
    do(state, "build", piece="lighthouse", at="3e:6")
    assert state.occupant["3e:6"] == ("Anna", "lighthouse")
    refused("CATAN-BUILD-5", state, "build", piece="settlement", at="3e:6")   # the corner is taken


def test_SCENARIO_5_a_hex_item_stands_next_to_his_building_one_per_hex():
    state = started(hands=RICH)
    refused("SCENARIO-5", state, "build", piece="market", at="1a")
    do(state, "build", piece="market", at="5b")
    state.active, state.rolled = 1, True
    state.by_name["Ben"].hand.update({"grain": 2})
    refused("SCENARIO-5", state, "build", player="Ben", piece="market", at="5b")


def test_SCENARIO_5_a_side_item_closes_the_path_to_roads():
    state = started(hands=RICH)
    do(state, "build", piece="jetty", at="3e:3")
    assert state.placed["3e:3"] == ("Anna", "jetty")
    refused("SCENARIO-5", state, "build", piece="road", at="3e:3")
    state.active, state.rolled = 1, True
    state.by_name["Ben"].hand.update({"lumber": 1, "brick": 1})
    assert "3e:3" not in [p for p in __import__("referee.games.catan.building", fromlist=["x"]).road_spots(
        state, state.by_name["Anna"])]


def test_SCENARIO_5_spots_narrow_where_an_item_stands(tmp_path):
    text = LIGHTHOUSES.read_text("utf-8").replace('key = "market"', 'key = "market"\nspots = ["5b"]')
    state = started(scenario_file(tmp_path, text), hands=RICH)
    error = refused("SCENARIO-5", state, "build", piece="market", at="3e")
    assert "5b" in error.message
    do(state, "build", piece="market", at="5b")


def test_SCENARIO_6_the_supply_per_player_and_in_all():
    state = started(hands=RICH)
    do(state, "build", piece="jetty", at="3e:3")
    refused("SCENARIO-6", state, "build", piece="jetty", at="5b:7")          # per_player = 1
    for name in ("Ben", "Cyril"):
        state.placed[f"x-{name}"] = (name, "jetty")                           # the other two jetties
    state.by_name["Anna"].hand.update({"lumber": 2, "ore": 1})
    error = refused("SCENARIO-6", state, "build", piece="jetty", at="5b:7")
    assert "all 3" in error.message


def test_SCENARIO_7_an_items_points_count_in_score_status_and_check_json():
    state = started(hands=RICH)
    do(state, "build", piece="market", at="3e")
    summary = GAME.summary(state)
    anna = summary["players"][0]
    assert anna["items"] == {"market": ["3e"]} and anna["item_victory_points"] == 1 and anna["victory_points"] == 3
    assert any("scenario VP" in str(t) for t in GAME.score(state).tables)
    assert any("market: 3 of 4 left" in line for line in GAME.status(state).lines)


def test_SCENARIO_7_an_items_points_win_the_game():
    state = started(hands=RICH, victory_points=3)
    out = do(state, "build", piece="market", at="3e")
    assert state.winner == "Anna" and out.data["winner"] == "Anna"


def ore_from_an_eight_with_a_lighthouse(spec: str = str(LIGHTHOUSES)) -> int:
    """Anna's ore from a roll of 8 once her lighthouse stands on 3e:6 (3e: mountains 8; her settlement 3e:2)."""
    state = started(spec, hands=RICH)
    do(state, "build", piece="road", at="3e:3")
    do(state, "build", piece="road", at="3e:5")
    do(state, "build", piece="lighthouse", at="3e:6")
    for _turn in range(2):
        do(state, "end")
        do(state, "roll", total=12)
    do(state, "end")
    before = state.by_name["Anna"].hand["ore"]
    do(state, "roll", total=8)
    return state.by_name["Anna"].hand["ore"] - before


def test_SCENARIO_8_an_item_that_produces_like_a_settlement():
    assert ore_from_an_eight_with_a_lighthouse() == 2        # the settlement on 3e:2 and the lighthouse


def test_SCENARIO_8_an_item_that_produces_nothing(tmp_path):
    text = LIGHTHOUSES.read_text("utf-8").replace("produces = 1", "produces = 0")
    assert ore_from_an_eight_with_a_lighthouse(scenario_file(tmp_path, text)) == 1   # the settlement alone


def test_SCENARIO_9_the_reward_from_the_bank_as_far_as_it_holds():
    state = started(hands=RICH)
    do(state, "build", piece="jetty", at="3e:3")
    assert state.by_name["Anna"].hand["ore"] == 4 - 1 + 1
    state = started(hands=RICH)
    state.by_name["Cyril"].hand.update({"grain": state.bank()["grain"]})      # the bank has no grain left
    do(state, "build", piece="road", at="3e:3")
    do(state, "build", piece="road", at="3e:5")
    out = do(state, "build", piece="lighthouse", at="3e:6")                  # its reward: 1 grain
    assert state.by_name["Anna"].hand["grain"] == 4 and any("not paid" in line for line in out.lines)


def test_SCENARIO_10_the_robber_figures_name_and_no_harbours(tmp_path):
    text = LIGHTHOUSES.read_text("utf-8").replace("harbours = true", "harbours = false")
    board = file.read(scenario_file(tmp_path, text))
    assert board["harbours"] == [] and board["scenario"]["rules"] == {"robber": "the pirate king",
                                                                  "robber_cs": "král pirátů", "harbours": False}
    state = started(hands=RICH)
    assert GAME.summary(state)["scenario"]["robber"] == "the pirate king"
    assert any("the pirate king" in line for line in GAME.status(state).lines)
    assert state.board.harbour_at


def test_SCENARIO_11_germany_lists_every_verdict_on_a_stand_in():
    state = started("germany", hands=RICH)
    do(state, "build", piece="road", at="3e:3")
    do(state, "build", piece="road", at="3e:5")
    do(state, "build", piece="dominanta", at="3e:6")          # a Czech alias of the landmark
    notes = GAME.summary(state)["not_verified"]
    assert {"seq": None, "rule": "SCENARIO-2", "value": "board"} in notes
    assert {n["value"] for n in notes if n["seq"]} >= {"landmark.cost", "landmark.stands", "landmark.reward"}
    assert all("not verified" in line for line in GAME.check_notes(state))
    assert any("not verified: event" in line for line in GAME.status(state).lines)


def test_SCENARIO_11_the_win_rests_on_an_unverified_target_and_points():
    state = started("germany", hands=RICH, victory_points=3)
    do(state, "build", piece="road", at="3e:3")
    do(state, "build", piece="road", at="3e:5")
    do(state, "build", piece="landmark", at="3e:6")
    assert state.winner == "Anna"
    rules = {(n["rule"], n["value"]) for n in GAME.summary(state)["not_verified"]}
    assert {("SCENARIO-3", "victory_points"), ("SCENARIO-7", "landmark.victory_points")} <= rules


def test_SCENARIO_11_mallorca_is_the_base_game_on_a_stand_in_board():
    state = started("mallorca")
    assert state.items == {} and GAME.summary(state)["scenario"]["name"] == "Mallorca"
    assert [n["rule"] for n in GAME.summary(state)["not_verified"]] == ["SCENARIO-2", "SCENARIO-10"]


def test_SCENARIO_12_the_save_replays_without_the_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    mine = tmp_path / "mine.toml"
    shutil.copy(LIGHTHOUSES, mine)
    runner = CliRunner()
    assert runner.invoke(app, ["new", "catan", "--scenario", str(mine), "--players", "Anna,Ben,Cyril",
                               "--save", "g"]).exit_code == 0
    for settlement, road in PLACEMENTS:
        runner.invoke(app, ["build", "settlement", settlement])
        runner.invoke(app, ["build", "road", road])
    mine.unlink()
    assert runner.invoke(app, ["roll", "8"]).exit_code == 0
    assert runner.invoke(app, ["build", "market", "3e"]).exit_code == 0
    data = json.loads(runner.invoke(app, ["check", "--json"]).stdout)
    assert data["valid"] and data["game"] == "catan-scenario" and data["players"][0]["items"] == {"market": ["3e"]}


def test_SCENARIO_12_a_refused_item_leaves_the_save_byte_for_byte(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    runner.invoke(app, ["new", "catan", "--scenario", str(LIGHTHOUSES), "--players", "Anna,Ben,Cyril", "--save", "g"])
    for settlement, road in PLACEMENTS:
        runner.invoke(app, ["build", "settlement", settlement])
        runner.invoke(app, ["build", "road", road])
    runner.invoke(app, ["roll", "8"])
    path = tmp_path / "saves" / "g.toml"
    before = path.read_bytes()
    for words in (["build", "lighthouse", "1a:6"], ["build", "jetty", "3e:3"], ["build", "tower", "3e"]):
        result = runner.invoke(app, words)
        assert result.exit_code != 0 and "Traceback" not in result.output
        assert path.read_bytes() == before


def test_SCENARIO_12_a_save_without_its_scenario_is_refused():
    made = file.read(str(LIGHTHOUSES))
    made.pop("scenario")
    setup = Setup(GAME.key, "t", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), GAME.resolve_options({}), made,
                  [{"name": n} for n in ("A", "B", "C")])
    with pytest.raises(RuleViolation) as info:
        GAME.check_setup(setup)
    assert info.value.rule == "SCENARIO-12"


def test_SCENARIO_1_a_member_with_rules_of_its_own_takes_no_scenario_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["new", "helpers", "--scenario", "germany", "--players", "A,B,C"])
    assert result.exit_code == 2 and "SCENARIO-1" in result.output and not (tmp_path / "saves").exists()


def test_SCENARIO_4_an_unknown_piece_names_the_scenarios_items():
    state = started()
    with pytest.raises(NotationError) as info:
        GAME.parse(state, "build", ["tower", "3e"], None)
    assert "lighthouse" in info.value.allowed and "market" in info.value.allowed
    assert GAME.parse(state, "build", ["maják", "3e:6"], None)["piece"] == "lighthouse"


def test_a_game_without_scenario_files_says_so(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["new", "aqua-romana", "--scenario", "germany", "--players", "A,B,C"])
    assert result.exit_code == 2 and "no scenario files" in result.output


# --- the example game of the table's own scenario -------------------------------------------------------------
def test_SCENARIO_7_the_made_up_scenario_is_played_to_a_win():
    session = Session.load(EXAMPLE)
    result = replay(GAME, session.setup, session.events, keep=True)
    assert session.setup.game == "catan-scenario" and result.problem is None and result.state.winner
    built = {e["piece"] for e in session.events if e["kind"] == "build"}
    assert {"lighthouse", "market", "jetty"} <= built
    assert result.state.item_vp[result.state.winner] > 0


def test_the_scenario_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_catan_scenario_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == EXAMPLE.read_bytes()


def test_the_guide_shows_the_scenario_examples_score_as_the_program_prints_it(monkeypatch):
    text = (ROOT / "docs" / "catan.md").read_text("utf-8")
    command = "$ referee score --save saves/examples/catan-scenario-lighthouses.toml\n"
    shown = text[text.index(command) + len(command):].split("```", 1)[0]
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, ["score", "--save", "saves/examples/catan-scenario-lighthouses.toml"])
    assert result.exit_code == 0 and result.stdout == shown


@pytest.mark.parametrize("seed", [0, 1, 2], ids=["germany", "mallorca", "lighthouses"])
def test_SCENARIO_12_each_scenario_plays_replays_and_checks_the_same(seed, tmp_path):
    """The property tests' generator (tests/test_properties.py) over each scenario for certain: a bot's game,
    saved, loaded and checked, gives the state it played."""
    from test_properties import scenario_game, write_game
    from referee.core.check import check_file
    game, setup, events = scenario_game(seed, 150)
    assert setup.board["scenario"]["key"] == ("germany", "mallorca", "lighthouses")[seed]
    live = game.initial_state(setup)
    for event in events:
        step(game, live, event)
    path = tmp_path / "s.toml"
    write_game(path, game, setup, events)
    loaded = Session.load(path)
    assert loaded.replayed.problem is None and game.summary(loaded.state) == game.summary(live)
    assert check_file(path).code == 0


def test_SCENARIO_4_why_explains_an_items_build():
    session = Session.load(EXAMPLE)
    seq = next(e["seq"] for e in session.events if e["kind"] == "build" and e["piece"] == "market")
    result = CliRunner().invoke(app, ["why", str(seq), "--save", str(EXAMPLE)])
    assert result.exit_code == 0 and "SCENARIO-4" in result.stdout and "SCENARIO-7" in result.stdout


def test_SCENARIO_5_hints_name_where_each_item_may_stand():
    state = started(hands={"Anna": {"grain": 1}})
    lines = GAME.hints(state, []).lines
    assert any(line.startswith("market: ") and "3e" in line and "5b" in line for line in lines)
    assert any(line.startswith("jetty (not affordable now): ") for line in lines)


def test_scenario_4_log_why_and_undo_name_an_item_by_the_files_czech_name(tmp_path):
    """An item's event shows the scenario file's own name in Czech (``name_cs``: maják), in log, why and undo —
    as replay always did — not its key."""
    save = tmp_path / "lighthouses.toml"
    shutil.copy(ROOT / "saves" / "examples" / "catan-scenario-lighthouses.toml", save)
    runner = CliRunner()
    seq = next(e["seq"] for e in Session.load(save).events if e.get("piece") == "lighthouse")
    log = runner.invoke(app, ["--lang", "cs", "log", "--save", str(save)]).stdout
    assert "stavba=maják" in log and "stavba=lighthouse" not in log
    why = runner.invoke(app, ["--lang", "cs", "why", str(seq), "--save", str(save)]).stdout
    assert "stavba=maják" in why.splitlines()[0]
    english = runner.invoke(app, ["log", "--save", str(save)]).stdout
    assert "piece=lighthouse" in english
    events = Session.load(save).events
    last = max(e["seq"] for e in events if e.get("piece") == "lighthouse")
    undone = runner.invoke(app, ["--lang", "cs", "undo", str(len(events) - last + 1), "--save", str(save)])
    assert "stavba=maják" in undone.output, undone.output
