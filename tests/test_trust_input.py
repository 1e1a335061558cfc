"""What people type is checked where it is typed (the trust issue, items 13, 14, 16, 20, 21):
player names, option values, the order of Catan's refusals, game verbs that would hide a
common command, and the wording of a few messages.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry, save
from referee.core.errors import NotationError, SaveError
from referee.core.session import Session

DATA = Path(__file__).resolve().parent / "data" / "saves"
BASE = DATA / "safety" / "base.toml"

runner = CliRunner()


def cli(*args, code=0):
    result = runner.invoke(app, [str(a) for a in args])
    assert result.exit_code == code, result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    return result


# --- item 14: option values are range-checked ----------------------------------------------------

@pytest.mark.parametrize("value", ["-5", "0", "2", "100"])
def test_catan_end_1_victory_points_out_of_range_is_refused_at_new(tmp_path, value):
    path = tmp_path / "g.toml"
    result = cli("new", "catan", "--players", "Anna,Ben,Cyril", "--option", f"victory_points={value}",
                 "--save", path, code=2)
    assert f"CATAN-END-1: option victory_points cannot be {value}" in result.stderr
    assert "a whole number from 3 to 99" in result.stderr
    assert not path.exists()


def test_catan_end_1_victory_points_in_range_is_taken(tmp_path):
    cli("new", "catan", "--players", "Anna,Ben,Cyril", "--option", "victory_points=3", "--save",
        tmp_path / "g.toml")
    assert Session.load(tmp_path / "g.toml").setup.options["victory_points"] == 3


def test_catan_end_1_victory_points_out_of_range_in_a_save_is_a_save_error(tmp_path):
    path = tmp_path / "g.toml"
    shutil.copy(BASE, path)
    path.write_text(path.read_text("utf-8").replace("victory_points = 10\n", "victory_points = 0\n"), "utf-8")
    with pytest.raises(SaveError) as info:
        Session.load(path)
    assert "victory_points cannot be 0" in str(info.value) and "from 3 to 99" in str(info.value)
    result = cli("check", path, code=3)
    assert "victory_points" in result.stderr + result.stdout


@pytest.mark.parametrize("game, option, bad, allowed", [
    ("rome", "army_figures_per_type", "1", "0, or a whole number from 2 to 20"),
    ("rome", "legionnaire_gold_fallback", "5", "from 2 to 3"),
    ("rome", "action_deck_size", "31", "from 0 to 30"),
    ("rome", "end_threshold", "-1", "from 0 to 20"),
    ("aqua-romana", "tiles_curve", "-1", "from 0 to 84"),
    ("rome", "edition", "fr", "one of cz, de, en"),
])
def test_every_game_refuses_an_option_value_outside_its_declared_values(tmp_path, game, option, bad, allowed):
    result = cli("new", game, "--players", "Anna,Ben,Cyril", "--option", f"{option}={bad}",
                 "--save", tmp_path / "g.toml", code=2)
    assert f"option {option} cannot be" in result.stderr and allowed in result.stderr


def test_every_option_of_every_game_declares_its_valid_values():
    for game in registry.games().values():
        for option in game.options:
            if isinstance(option.default, bool):
                continue
            if isinstance(option.default, int):
                assert option.bounds, f"{game.key} option {option.name} declares no range"
            else:
                assert option.choices, f"{game.key} option {option.name} declares no choices"
            assert option.coerce(option.default) == option.default


# --- item 20: a game verb may not take a common command's name -----------------------------------

@pytest.fixture
def fake_game():
    """Register a plugin-like game (its GameInfo only); remove it and any command it added afterwards."""
    from referee.cli import app as cli_app
    from referee.core.game import GameInfo

    commands = list(cli_app.app.registered_commands)
    added = []

    def register(key, verbs):
        registry.register_lazy(GameInfo(key, key.title(), (), 2, 4, verbs), lambda: None)
        added.append(key)
        return cli_app._register_verbs

    yield register
    for key in added:
        registry._ENTRIES.pop(key, None)
    cli_app.app.registered_commands[:] = commands


@pytest.mark.parametrize("verb", ["new", "check", "stats", "replay", "log"])
def test_a_game_verb_named_like_a_common_command_is_refused_at_registration(fake_game, verb):
    from referee.cli.app import VerbClash, app as typer_app

    before = len(typer_app.registered_commands)
    register_verbs = fake_game("fake-game", {verb: "would hide the common command"})
    with pytest.raises(VerbClash) as info:
        register_verbs()
    assert f"game fake-game declares the verb '{verb}', which is a common command" in str(info.value)
    assert info.value.exit_code == 2
    assert len(typer_app.registered_commands) == before


def test_a_plugin_verb_of_its_own_and_the_shared_play_are_registered(fake_game):
    from referee.cli.app import app as typer_app, command_name

    fake_game("fake-game", {"juggle": "juggle N balls", "play": "play a card", "roll": "roll the dice"})()
    names = [command_name(c) for c in typer_app.registered_commands]
    assert names.count("juggle") == 1 and names.count("play") == 1 and names.count("roll") == 1


def test_a_plugin_verb_clash_is_an_error_line_not_a_traceback(fake_game, monkeypatch, capsys):
    from referee.cli import app as cli_app

    fake_game("fake-game", {"check": "would hide check"})
    monkeypatch.setattr("sys.argv", ["referee", "juggle"])
    with pytest.raises(SystemExit) as info:
        cli_app.main()
    assert info.value.code == 2
    assert "Error: game fake-game declares the verb 'check'" in capsys.readouterr().err


# --- item 13: player names ---------------------------------------------------------------------

ASA_COMPOSED, ASA_DECOMPOSED = "\u00c5sa", "A\u030asa"


@pytest.mark.parametrize("players, problem", [
    (f"{ASA_COMPOSED},{ASA_DECOMPOSED},Ben", "would be the same player"),
    ("Anna,ANNA,Ben", "would be the same player"),
    ("Straße,STRASSE,Ben", "would be the same player"),
    ("Anna,,Ben", "player 2 has an empty name"),
    ("Anna, ,Ben", "player 2 has an empty name"),
    ("Anna,Be\tn,Cyril", "holds a control character"),
    ("Anna,Be\nn,Cyril", "holds a control character"),
    ("Anna,Ben," + "x" * 41, "is 41 characters long"),
])
def test_a_player_name_that_cannot_be_told_apart_is_refused_at_new(tmp_path, players, problem):
    path = tmp_path / "g.toml"
    result = cli("new", "catan", "--players", players, "--save", path, code=2)
    assert problem in result.stderr
    assert "a name is 1 to 40 characters" in result.stderr
    assert not path.exists()


def test_player_names_are_stored_in_nfc_without_blanks(tmp_path):
    path = tmp_path / "g.toml"
    cli("new", "catan", "--players", f"  {ASA_DECOMPOSED} , Ben,{'y' * 40}", "--save", path)
    assert Session.load(path).setup.names == [ASA_COMPOSED, "Ben", "y" * 40]


def states_of_every_game(names):
    from tests import aqua_helpers, catan_helpers, rome_helpers

    return {"catan": catan_helpers.GAME.initial_state(catan_helpers.setup(names)),
            "aqua-romana": aqua_helpers.fresh(names),
            "rome": rome_helpers.fresh(names)}


@pytest.mark.parametrize("game", ["catan", "aqua-romana", "rome"])
@pytest.mark.parametrize("typed, meant", [("rehor", "Řehoř"), ("ŘEHOŘ", "Řehoř"), ("asa", ASA_COMPOSED),
                                          (ASA_DECOMPOSED.upper(), ASA_COMPOSED), ("strasse", "Straße")])
def test_every_game_finds_a_player_typed_without_diacritics_or_in_another_case(game, typed, meant):
    names = ("Řehoř", ASA_COMPOSED, "Straße")
    state = states_of_every_game(names)[game]
    event = registry.find(game).normalize(state, {"seq": 1, "kind": "end", "player": typed})
    assert event["player"] == meant


def test_a_name_without_diacritics_that_fits_two_players_is_refused_naming_both():
    from referee.core.players import find_player

    with pytest.raises(NotationError) as info:
        find_player(["Řehoř", "Řehor", "Anna"], "rehor")
    assert "'rehor' could be Řehoř, Řehor" in str(info.value) and info.value.exit_code == 2
    assert find_player(["Řehoř", "Rehor"], "rehor") == "Rehor"     # the exact spelling wins


def test_an_unknown_player_gets_the_nearest_name():
    from referee.core.players import find_player

    with pytest.raises(NotationError) as info:
        find_player(["Řehoř", "Anna"], "Rehorr")
    assert "no player 'Rehorr' in this game — did you mean 'Řehoř'? players: Řehoř, Anna" in str(info.value)


def test_the_three_games_share_one_player_lookup():
    from referee.core import players
    from referee.games.aqua_romana import notation as aqua
    from referee.games.catan import notation as catan
    from referee.games.rome import notation as rome

    assert catan.player_name is rome.player_name is aqua.player_name is players.player_name
    assert catan.is_player is rome.is_player is players.is_player


def test_an_unknown_game_suggests_the_nearest_key(tmp_path):
    result = cli("new", "catn", "--players", "A,B,C", "--save", tmp_path / "g.toml", code=2)
    assert "unknown game 'catn' — did you mean catan?" in result.stderr
    result = cli("new", "aqua-romna", "--players", "A,B,C", "--save", tmp_path / "g.toml", code=2)
    assert "did you mean aqua-romana?" in result.stderr


# --- item 16: Catan's refusals in the order a player thinks -------------------------------------

def catan_refusal(state, kind, **fields):
    from referee.core.errors import RuleViolation
    from tests.catan_helpers import play

    with pytest.raises(RuleViolation) as info:
        play(state, kind, **fields)
    return info.value


def test_catan_build_2_a_taken_spot_is_said_before_catan_build_1_cannot_pay():
    from tests.catan_helpers import position

    state = position(pieces={"Anna": {"settlement": ["3e:2"], "road": ["3e:1"]},
                             "Ben": {"settlement": ["2b:4"], "road": ["2b:3"]}}, hands={"Anna": {}})
    taken = catan_refusal(state, "build", piece="road", at="3e:1")
    assert taken.rule != "CATAN-BUILD-1" and "cannot pay" not in taken.message
    too_close = catan_refusal(state, "build", piece="settlement", at="3e:4")
    assert too_close.rule != "CATAN-BUILD-1" and "cannot pay" not in too_close.message
    not_mine = catan_refusal(state, "build", piece="city", at="2b:4")
    assert not_mine.rule == "CATAN-BUILD-7"
    assert catan_refusal(state, "build", piece="road", at="3e:3").rule == "CATAN-BUILD-1"   # a legal spot


def test_catan_dev_4_a_card_not_held_is_said_before_catan_dev_2_one_per_turn():
    from tests.catan_helpers import play, position

    state = position(rolled=False, turn=13, devs={"Anna": {"knight": 1}})
    play(state, "play", card="knight", to="5c")
    refusal = catan_refusal(state, "play", card="monopoly", resource="wool")
    assert refusal.rule == "CATAN-DEV-4" and "holds no" in refusal.message


def test_catan_maritime_4_same_turn_harbour_says_it_opens_next_turn():
    from tests.catan_helpers import play, position

    state = position(pieces={"Anna": {"settlement": ["1a:4"], "road": ["1a:5", "1a:7", "1a:9"]}},
                     hands={"Anna": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1, "ore": 3}},
                     combined_trade_build=True, harbour_usable_same_turn=False)
    play(state, "build", piece="settlement", at="1a:10")
    refusal = catan_refusal(state, "maritime", give={"ore": 3}, get={"lumber": 1})
    assert refusal.rule == "CATAN-MARITIME-4"
    assert "harbour was settled this turn; it opens on Anna's next turn" in refusal.message
    assert "ore trades at 4:1" in refusal.allowed


# --- item 21: texts ------------------------------------------------------------------------------

def test_catan_robber_3_robbing_oneself_is_said_without_a_gendered_pronoun():
    from referee.core.errors import RuleViolation
    from referee.games.catan import robber
    from tests.catan_helpers import position

    state = position(pieces={"Anna": {"settlement": ["3e:2"]}}, hands={"Anna": {"ore": 1}})
    with pytest.raises(RuleViolation) as info:
        robber.validate_move(state, state.by_name["Anna"], {"to": "3e", "victim": "Anna", "stolen": "ore"})
    assert info.value.rule == "CATAN-ROBBER-3"
    assert info.value.message == "Anna moves the robber and cannot also be the victim"


def test_no_message_speaks_of_himself_or_herself():
    root = Path(__file__).resolve().parents[1] / "referee"
    gendered = [str(path.relative_to(root)) for path in [*root.rglob("*.py"), *root.rglob("cs.toml")]
                if re.search(r"\b(himself|herself)\b|sám sebe|sám se sebou", path.read_text("utf-8"))]
    assert gendered == []


def test_catan_robber_5_no_theft_agrees_with_one_player_and_lists_several():
    from tests.catan_helpers import position
    from referee.games.catan import robber

    one = position(pieces={"Ben": {"settlement": ["3e:2"]}}, hands={"Ben": {"ore": 1}})
    [warning] = robber.validate_move(one, one.by_name["Anna"], {"to": "3e"})
    assert warning == "CATAN-ROBBER-5: no theft recorded, although Ben on 3e holds cards"
    two = position(pieces={"Ben": {"settlement": ["3e:2"]}, "Cyril": {"settlement": ["3e:6"]},
                           "Dana": {"settlement": ["3e:10"]}},
                   hands={"Ben": {"ore": 1}, "Cyril": {"wool": 1}, "Dana": {"grain": 1}})
    [warning] = robber.validate_move(two, two.by_name["Anna"], {"to": "3e"})
    assert warning == "CATAN-ROBBER-5: no theft recorded, although Ben, Cyril and Dana on 3e hold cards"


def test_stats_says_one_degree_of_freedom_in_the_singular():
    from referee.core.stats import dice_report

    [line] = [l for l in dice_report([7] * 6 + [2, 3, 4, 5, 6, 8]).lines if l.startswith("Dice:")]
    assert "with 1 degree of freedom," in line
    many = dice_report([t for t in range(2, 13) for _ in range(20)]).lines[0]
    assert "with 10 degrees of freedom," in many


def test_catan_turn_1_a_second_roll_is_refused_without_nested_parentheses():
    from tests.catan_helpers import position

    state = position(rolled=True)
    refusal = catan_refusal(state, "roll", total=8)
    assert "((" not in refusal.message and "))" not in refusal.message
    assert "(the turn's roll is made; one roll per turn)" in refusal.message
    for game in registry.games().values():
        for phase in game.phases.values():
            assert "(" not in phase.describe, f"{game.key}: {phase.describe} goes inside parentheses"


def test_version_prints_the_package_version():
    import tomllib

    import referee

    result = cli("--version")
    assert result.stdout.strip() == f"referee {referee.__version__}"
    project = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text("utf-8"))
    assert project["project"]["version"] == referee.__version__


def test_stats_of_a_game_without_dice_says_so_plainly(tmp_path):
    path = tmp_path / "aqua.toml"
    cli("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--save", path)
    result = cli("stats", "--save", path)
    assert result.stdout.strip() == "aqua-romana is played without dice: there are no dice statistics."
    assert '"dice": null' in cli("stats", "--save", path, "--json").stdout


@pytest.fixture
def base_save(tmp_path):
    path = tmp_path / "base.toml"
    shutil.copy(BASE, path)
    return path


def test_log_last_0_shows_no_event_and_a_negative_count_is_refused(base_save):
    def seqs(result):
        return [line.split()[0] for line in result.stdout.splitlines() if line.split()[:1] and
                line.split()[0].isdigit() and "events" not in line]

    assert seqs(cli("log", "--last", "2", "--save", base_save)) == ["14", "15"]
    nothing = cli("log", "--last", "0", "--save", base_save)
    assert seqs(nothing) == [] and "15 events" in nothing.stdout
    assert len(seqs(cli("log", "--last", "99", "--save", base_save))) == 15
    refused = cli("log", "--last", "-1", "--save", base_save, code=2)
    assert "--last" in refused.stderr
    cli("replay", str(base_save), "--last", "-3", code=2)
    assert "── #" not in cli("replay", str(base_save), "--last", "0").stdout


def test_replay_upto_a_negative_number_is_refused(base_save):
    assert "-5" in cli("replay", "--upto", "-5", base_save, code=2).output
