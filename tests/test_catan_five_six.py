"""Catan with the 5–6 player extension (catan-5-6.md): the member, its edition and boards, the special building
phase (CATAN56-SBP-1…8)."""

from __future__ import annotations

import ast
import datetime as dt
import inspect
import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Setup
from referee.core.session import replay, step
from referee.games.catan import GAME as BASE_GAME
from referee.games.catan.board import make_board, topology
from referee.games.catan.game import Catan

NAMES = ("Anna", "Ben", "Cyril", "Dana", "Eva", "Filip")
SETUP = [("Anna", "2b:4", "2b:3"), ("Ben", "3c:4", "3c:3"), ("Cyril", "4b:6", "4b:5"), ("Dana", "6b:4", "6b:3"),
         ("Eva", "4a:6", "4a:5"), ("Filip", "1b:2", "1b:1"), ("Filip", "4c:6", "4c:5"), ("Eva", "4a:10", "4a:9"),
         ("Dana", "4d:4", "4d:3"), ("Cyril", "3e:6", "3e:5"), ("Ben", "2d:6", "2d:5"), ("Anna", "4f:4", "4f:3")]


@pytest.fixture(scope="module")
def game():
    return registry.find("catan-5-6")


def new_setup(game, names=NAMES, board=None, seed=None, **options) -> Setup:
    opts = game.resolve_options(options)
    setup = Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                  game.make_board(board, seed, list(names), opts), [{"name": n} for n in names])
    game.check_setup(setup)
    return setup


def set_up(game, **options):
    """Six players through the set-up in snake order, every placement checked."""
    state = game.initial_state(new_setup(game, **options))
    for i, (name, settlement, road) in enumerate(SETUP):
        assert state.current.name == name                           # CATAN-SETUP-4: 1…6, then 6…1
        step(game, state, {"seq": 2 * i + 1, "kind": "build", "player": name, "piece": "settlement", "at": settlement})
        step(game, state, {"seq": 2 * i + 2, "kind": "build", "player": name, "piece": "road", "at": road})
    return state


def do(game, state, kind, player, **fields):
    return step(game, state, {"seq": 0, "kind": kind, "player": player, **fields})[1]


def refused(game, state, kind, player, **fields) -> RuleViolation:
    with pytest.raises(RuleViolation) as info:
        do(game, state, kind, player, **fields)
    return info.value


def give(state, name, **cards):
    state.by_name[name].hand.update(cards)


# --- the member ------------------------------------------------------------------------------------------------
def test_catan_5_6_is_a_registered_subclass_with_its_aliases(game):
    assert type(game).__mro__[1] is Catan and game.key == "catan-5-6"
    for alias in ("rozšíření 5–6 hráčů", "rozsireni 5-6 hracu", "osadnici 5-6", "Ergänzung 5-6 Spieler",
                  "catan 5-6", "catan56"):
        assert registry.find(alias) is game
    assert (game.min_players, game.max_players) == (5, 6) and game.option("victory_points").default == 10
    assert game.colors == ("red", "blue", "white", "orange", "green", "brown")


def test_catan_5_6_adds_no_copy_of_the_base_rules(game):
    """Every dispatch entry is the base's function or a wrapper of it; the variant's modules define no
    validate/apply function of a base name."""
    from referee.games.catan import five_six
    from referee.games.catan.five_six import game as module, special_build

    assert all(game.VALIDATE[k] is Catan.VALIDATE[k] for k in Catan.VALIDATE)
    assert game.NORMALIZE is Catan.NORMALIZE and game.kinds is Catan.kinds
    base_names = {name for path in Path(inspect.getfile(Catan)).parent.glob("*.py") for name in _functions(path)}
    for path in Path(five_six.__file__).parent.glob("*.py"):
        mine = {n for n in _functions(path) if n.startswith(("validate", "apply", "check_"))}
        assert not mine & (base_names - {"check_actor"}), path       # check_actor: the turns chapter's hook
    overrides = [name for name, fn in vars(type(game)).items()
                 if (inspect.isfunction(fn) or isinstance(fn, classmethod)) and hasattr(Catan, name)
                 and not name.startswith("__")]
    for name in overrides:                                           # an override extends the base's method
        assert "super()" in inspect.getsource(getattr(type(game), name)), name
    assert module.special_build is special_build


def _functions(path: Path) -> set[str]:
    """The module-level functions of a module."""
    return {node.name for node in ast.parse(path.read_text("utf-8")).body if isinstance(node, ast.FunctionDef)}


def test_the_five_six_edition(game):
    ed = game.edition
    assert ed.rows == (3, 4, 5, 6, 5, 4, 3) and ed.land == 30 and ed.bank_per_resource == 24
    assert dict(ed.terrains) == {"forest": 6, "pasture": 6, "fields": 6, "hills": 5, "mountains": 5, "desert": 2}
    assert list(ed.tokens)[-4:] == ["Y", "Za", "Zb", "Zc"] and len(ed.tokens) == 28
    assert list(ed.tokens.values()) == [2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9,
                                        12, 3, 2, 6]
    assert dict(ed.deck) == {"knight": 20, "road_building": 3, "year_of_plenty": 3, "monopoly": 3,
                             "victory_point": 5}
    assert sum(ed.harbours.values()) == 11 and ed.harbours["wool"] == 2 and ed.harbours["3:1"] == 5


def test_the_six_example_preset_is_the_digests_layout(game):
    board = make_board("six-example", None, game.edition)
    hexes = board["hexes"]
    assert hexes["1c"] == {"terrain": "fields", "number": 2} and hexes["4d"] == {"terrain": "hills", "number": 6}
    assert hexes["3a"] == {"terrain": "desert"} == hexes["5d"] and board["robber"] == "3a"
    spiral = ["1c", "1b", "1a", "2a", "4a", "5a", "6a", "7a", "7b", "7c", "6d", "5e", "4f", "3e", "2d", "2c", "2b",
              "3b", "4b", "5b", "6b", "6c", "4e", "3d", "3c", "4c", "5c", "4d"]
    assert [hexes[h]["number"] for h in spiral] == list(game.edition.tokens.values())   # §2.4: the §2.2 spiral
    assert {(h["path"], h["kind"]) for h in board["harbours"]} >= {("6a:9", "grain"), ("3a:9", "ore"),
                                                                 ("7c:3", "wool")}


def test_a_random_board_lays_the_tokens_along_a_spiral_skipping_both_deserts(game):
    board = make_board("random", 7, game.edition)
    spirals = tomllib.loads((Path(inspect.getfile(Catan)).parent / "data" / "spirals-five-six.toml").read_text())
    start = board["preset"].rsplit("-", 1)[1]
    numbers = [board["hexes"][h]["number"] for h in spirals[start] if "number" in board["hexes"][h]]
    assert numbers == list(game.edition.tokens.values())
    assert board == make_board("random", 7, game.edition)
    assert all(sorted(s) == sorted(topology(game.edition).hexes) for s in spirals.values())


def test_the_robber_starts_on_the_desert_the_table_names(game):
    assert new_setup(game).board["robber"] == "3a"                      # ruling: the first desert in reading order
    assert new_setup(game, robber_start="5d").board["robber"] == "5d"
    with pytest.raises(RuleViolation) as info:
        new_setup(game, robber_start="4d")
    assert info.value.rule == "CATAN-SETUP-2" and "5d" in info.value.allowed
    with pytest.raises(NotationError) as info:
        new_setup(game, robber_start="9z")
    assert "board, 1a, 1b" in info.value.allowed


def test_new_catan_with_five_or_six_names_points_to_catan_5_6(tmp_path):
    result = CliRunner().invoke(app, ["new", "catan", "--players", "A,B,C,D,E", "--save", str(tmp_path / "x.toml")])
    assert result.exit_code == 2
    assert "5–6 players: referee new catan-5-6 --players A,B,C,D,E" in result.stderr
    assert not (tmp_path / "x.toml").exists()
    result = CliRunner().invoke(app, ["new", "catan-5-6", "--players", "A,B,C,D", "--save", str(tmp_path / "y.toml")])
    assert result.exit_code == 1 and "CATAN-SETUP-1" in result.stderr


def test_a_whole_set_up_of_six_players_in_snake_order(game):
    state = set_up(game)
    assert game.phase(state) == "roll" and state.turn == 1 and state.current.name == "Anna"
    summary = game.summary(state)
    assert all(len(p["settlements"]) == 2 and len(p["roads"]) == 2 for p in summary["players"])
    held = {r: sum(p["resources"][r] for p in summary["players"]) for r in summary["bank"]}
    assert all(summary["bank"][r] == 24 - held[r] for r in held)       # CATAN-SETUP-7 from the 24-card bank
    assert summary["dev_deck_left"] == 34


def test_production_with_a_24_card_bank_shortage(game):
    state = set_up(game)
    anna, eva = state.by_name["Anna"], state.by_name["Eva"]
    eva.hand["grain"] += state.bank()["grain"] - 1                      # the bank keeps one grain
    out = do(game, state, "roll", "Anna", total=3)                        # 4a FLD3: Eva twice on it → 2 owed
    assert "CATAN-PROD-5" in " ".join(out.lines) and state.bank()["grain"] == 1
    assert anna.hand.get("grain", 0) == 0


def test_the_deck_of_34(game):
    state = set_up(game)
    do(game, state, "roll", "Anna", total=8)
    for n in range(5):
        give(state, "Anna", wool=1, grain=1, ore=1)
        do(game, state, "buy", "Anna", card="victory_point")
    give(state, "Anna", wool=1, grain=1, ore=1)
    assert refused(game, state, "buy", "Anna", card="victory_point").rule == "CATAN-DEV-1"
    assert game.summary(state)["dev_deck_left"] == 29


# --- the special building phase -------------------------------------------------------------------------------
def ended(game, **options):
    """Anna has rolled and ended turn 1: the special building phase is open."""
    state = set_up(game, **options)
    do(game, state, "roll", "Anna", total=12)
    do(game, state, "end", "Anna")
    return state


def test_CATAN56_SBP_1_after_an_end_the_others_build_in_seat_order_from_his_left(game):
    state = ended(game)
    assert game.phase(state) == "special_build" and state.turn == 2 and state.current.name == "Ben"
    summary = game.summary(state)
    assert summary["phase"] == "special_build" and summary["current_player"] == "Ben"
    assert summary["special_build"] == {"ended": "Anna", "may_build": ["Ben", "Cyril", "Dana", "Eva", "Filip"]}
    give(state, "Dana", lumber=2, brick=2)
    do(game, state, "build", "Dana", piece="road", at="4d:5")               # Ben and Cyril pass by silence
    rule = refused(game, state, "build", "Anna", piece="road", at="2b:5")
    assert rule.rule == "CATAN56-SBP-1" and "takes no part" in rule.message
    give(state, "Cyril", lumber=1, brick=1)
    rule = refused(game, state, "build", "Cyril", piece="road", at="4b:7")
    assert rule.rule == "CATAN56-SBP-1" and "Cyril has passed" in rule.message and "Dana, Eva, Filip" in rule.allowed
    do(game, state, "build", "Dana", piece="road", at="4d:7")               # Dana again: still her phase
    assert game.summary(state)["special_build"]["may_build"] == ["Dana", "Eva", "Filip"]
    assert refused(game, state, "end", "Ben").rule == "CATAN56-SBP-1"
    assert refused(game, state, "roll", "Cyril", total=5).rule == "CATAN-TURN-1"
    out = do(game, state, "roll", "Ben", total=5)
    assert game.phase(state) == "main" and "special building phase is over" in out.lines[0]


def test_CATAN56_SBP_2_builds_and_buys_pay_and_follow_the_placement_rules(game):
    state = ended(game)
    cyril = state.by_name["Cyril"]
    assert refused(game, state, "build", "Cyril", piece="city", at="4b:6").rule == "CATAN-BUILD-1"
    give(state, "Cyril", lumber=1, brick=1, wool=1, grain=1, ore=1)
    before = cyril.cards()
    assert refused(game, state, "build", "Cyril", piece="road", at="1a:11").rule == "CATAN-BUILD-8"
    do(game, state, "build", "Cyril", piece="road", at="4b:7")
    do(game, state, "buy", "Cyril", card="knight")
    assert cyril.cards() == before - 5 and cyril.devs["knight"] == 1 and "4b:7" in cyril.roads


def test_CATAN56_SBP_3_no_trade_of_any_kind(game):
    state = ended(game)
    give(state, "Ben", ore=4)
    for kind, fields in (("trade", {"with": "Cyril", "give": {"ore": 1}, "get": {"grain": 1}}),
                         ("maritime", {"give": {"ore": 4}, "get": {"wool": 1}})):
        rule = refused(game, state, kind, "Ben", **fields)
        assert rule.rule == "CATAN56-SBP-3" and "allowed now: build, buy, play, roll" in rule.allowed


def test_CATAN56_SBP_4_no_development_card_in_the_phase(game):
    state = ended(game)
    state.by_name["Cyril"].devs["year_of_plenty"] += 1
    rule = refused(game, state, "play", "Cyril", card="year_of_plenty", take={"ore": 2})
    assert rule.rule == "CATAN56-SBP-4" and "build or buy" in rule.allowed


def test_CATAN56_SBP_5_nobody_wins_in_the_phase_he_wins_in_his_own_turn(game):
    state = ended(game, victory_points=3)
    give(state, "Ben", grain=2, ore=3)
    do(game, state, "build", "Ben", piece="city", at="3c:4")                # 2 + 1 = 3 VP, in the phase
    assert state.winner is None and game.phase(state) == "special_build" and state.current.name == "Ben"
    give(state, "Cyril", grain=2, ore=3)
    do(game, state, "build", "Cyril", piece="city", at="4b:6")              # Cyril too
    assert state.winner is None
    do(game, state, "roll", "Ben", total=12)                                # Ben's turn begins: CATAN-END-2
    assert state.winner == "Ben" and game.phase(state) == "over"
    assert refused(game, state, "build", "Dana", piece="road", at="4d:5").rule == "CATAN-END-1"


def test_CATAN56_SBP_5_a_player_reaching_the_target_in_anothers_phase_wins_at_his_own_turn(game):
    state = ended(game, victory_points=3)
    give(state, "Cyril", grain=2, ore=3)
    do(game, state, "build", "Cyril", piece="city", at="4b:6")
    do(game, state, "roll", "Ben", total=12)
    assert state.winner is None                                            # not Cyril's turn
    do(game, state, "end", "Ben")
    do(game, state, "roll", "Cyril", total=12)
    assert state.winner == "Cyril"


def test_CATAN56_SBP_6_a_card_bought_in_the_phase_is_played_in_his_next_turn(game):
    state = ended(game)
    give(state, "Ben", wool=1, grain=1, ore=1)
    do(game, state, "buy", "Ben", card="knight")
    do(game, state, "play", "Ben", card="knight", to="5d")                  # before his roll: closes the phase
    assert game.phase(state) == "roll" and state.by_name["Ben"].knights == 1 and state.robber == "5d"


def test_CATAN56_SBP_6_a_card_bought_in_ones_own_turn_still_waits(game):
    state = set_up(game)
    do(game, state, "roll", "Anna", total=12)
    give(state, "Anna", wool=1, grain=1, ore=1)
    do(game, state, "buy", "Anna", card="knight")
    assert refused(game, state, "play", "Anna", card="knight", to="5d").rule == "CATAN-DEV-3"


def test_CATAN56_SBP_7_longest_road_changes_at_once(game):
    state = ended(game)
    give(state, "Dana", lumber=5, brick=5)
    for path in ("4d:5", "4d:7", "5c:3", "5c:5"):
        do(game, state, "build", "Dana", piece="road", at=path)
    assert state.longest_road == "Dana"
    assert game.summary(state)["players"][3]["victory_points"] == 4


def test_CATAN56_SBP_8_the_phase_after_the_last_turn_is_the_final_build_phase():
    """A game stopped by a time limit: the builds of the phase after the last ``end`` are recorded and scored;
    after a win no phase follows (CATAN-END-1)."""
    game = registry.find("catan-5-6")
    state = ended(game)
    give(state, "Filip", grain=2, ore=3)
    do(game, state, "build", "Filip", piece="city", at="1b:2")
    score = game.score(state)
    row = next(r for r in score.tables[0][2] if r[0] == "Filip")
    assert row[-1] == 3


def test_a_special_build_round_trips_through_the_save_and_the_cli(tmp_path):
    runner = CliRunner()
    save = str(tmp_path / "six.toml")

    def run(*words, code=0):
        result = runner.invoke(app, [*words] if words[0] == "check" else [*words, "--save", save])
        assert result.exit_code == code, result.stdout + result.stderr
        return result

    run("new", "rozsireni 5-6 hracu", "--players", ",".join(NAMES))
    for name, settlement, road in SETUP:
        run("build", "settlement", settlement)
        run("build", "road", road)
    run("roll", "8")
    run("end")
    status = run("status").stdout
    assert "special building phase: Ben, Cyril, Dana, Eva, Filip may build or buy" in status
    hints = run("hints").stdout
    assert "Roads (not affordable now)" in hints and "Maritime" not in hints
    assert "For Ben (or name another with --player):" in hints
    result = run("maritime", "4", "ore", "for", "1", "wool", code=1)
    assert "Error: CATAN56-SBP-3" in result.stderr
    result = run("build", "road", "2b:5", "--player", "Anna", code=1)
    assert "Error: CATAN56-SBP-1: Anna has just ended the turn" in result.stderr
    import json
    data = json.loads(run("check", save, "--json").stdout)
    assert data["phase"] == "special_build" and data["valid"]
    run("roll", "6")
    data = json.loads(run("check", save, "--json").stdout)
    assert data["phase"] == "main" and data["current_player"] == "Ben"


def test_the_base_game_keeps_its_turns():
    assert BASE_GAME.APPLY["end"].__name__ == "end_turn" and "special_build" not in BASE_GAME.phases


def test_CATAN56_SBP_1_hints_player_names_any_who_may_still_build(game):
    """Issue 29 item 3: hints said '(or name another with --player)' but 'hints --player' was refused."""
    state = ended(game)
    give(state, "Dana", lumber=2, brick=2)
    out = game.hints_of(state, ["road"], "Dana")
    assert out.lines[1] == "For Dana (or name another with --player):"
    assert game.hints_of(state, ["road"], None).lines[1] == "For Ben (or name another with --player):"
    do(game, state, "build", "Dana", piece="road", at="4d:5")
    with pytest.raises(RuleViolation) as refused_:
        game.hints_of(state, [], "Cyril")                     # Cyril passed when Dana built
    assert refused_.value.rule == "CATAN56-SBP-1"


def test_hints_player_in_the_cli_and_another_players_moves_refused(tmp_path):
    from typer.testing import CliRunner

    from referee.cli.app import app

    runner = CliRunner()
    path = tmp_path / "g.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    assert runner.invoke(app, ["hints", "--player", "Anna", "--save", str(path)]).exit_code == 0
    refused_ = runner.invoke(app, ["hints", "--player", "Ben", "--save", str(path)])
    assert refused_.exit_code == 2 and "Ben has nothing to do now: the moves are Anna's" in refused_.stderr
