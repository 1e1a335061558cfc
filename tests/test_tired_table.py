"""A tired table at midnight (issue 29): every message and hint right the first time — names typed as aliases,
the rule that really applies, the words of the game in hand."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import RuleViolation


def run(*args: str, code: int = 0):
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result


def catan(tmp_path, *events: str, game: str = "catan", board: str = "beginner-en", players: str = "Anna,Ben,Cyril"):
    save = str(tmp_path / "g.toml")
    run("new", game, "--players", players, "--board", board, "--save", save)
    for line in events:
        run(*line.split(), "--save", save)
    return save


# --- 1. an alias typed is named beside the canonical name stored ------------------------------------------

def test_alias_typed_is_named_beside_the_canonical_name(tmp_path):
    save = catan(tmp_path)
    assert "places a settlement on 3c:4 (= 4c:12)." in run("build", "settlement", "4c:12", "--save", save).output
    assert "places a road on 3d:7 (= 4c:1)." in run("build", "road", "4c:1", "--save", save).output
    assert "places a settlement on 2b:4." in run("build", "settlement", "2b:4", "--save", save).output
    assert "places a road on 2b:3." in run("build", "road", "2B:3", "--save", save).output


# --- 2. hints list each corner with what it touches, most productive first --------------------------------

def test_catan_setup_5_hints_name_what_each_corner_touches_most_productive_first(tmp_path):
    save = catan(tmp_path)
    lines = run("hints", "--save", save).stdout.splitlines()
    assert lines[1] == "Settlements, most productive first:"
    assert lines[2] == "  3a:4 — fields 9, forest 11, forest 8 (11 dots)"
    assert "  3a:6 — fields 9, forest 8 (9 dots); harbour 2:1 brick" in lines
    assert "  5b:4 — fields 6, pasture 11 (7 dots); harbour 3:1" in lines
    dots = [int(line.rpartition("(")[2].split()[0]) for line in lines[2:]]
    assert dots == sorted(dots, reverse=True) and len(dots) == 54
    czech = run("--lang", "cs", "hints", "--save", save).stdout.splitlines()
    assert czech[1:3] == ["Vesnice, nejvýnosnější první:", "  3a:4 — pole 9, les 11, les 8 (11 teček)"]


# --- 4 and 5. which save a name means ------------------------------------------------------------------------

def test_a_save_name_not_found_suggests_the_close_saves_as_play_does(tmp_path):
    catan(tmp_path)
    run("new", "catan", "--players", "Anna,Ben,Cyril", "--save", "five")
    result = run("status", "--save", "fiv", code=3)
    assert "fiv.toml: no such save file — did you mean the save 'five'? saves: five" in result.output
    assert "did you mean the save 'five'?" in run("play", "fiv", code=2).output
    assert "no such save file — start one with 'referee new'" in run("status", "--save", "zzz", code=3).output


def test_a_save_name_with_toml_takes_the_file_in_the_working_folder(tmp_path, monkeypatch):
    save = catan(tmp_path, "build settlement 3e:2")
    monkeypatch.chdir(tmp_path)
    assert "Turn 0 · setup · waiting for: set-up: Anna places a road" in run("status", "--save", "g.toml").stdout
    assert "Turn 0" in run("status", "--save", "g").stdout
    assert "Set-up: Anna places a road on 3e:1." in run("build", "road", "3e:1", "--save", "g.toml").stdout
    assert run("check", "g.toml").stdout.startswith("g.toml: valid, 2 events")
    run("new", "catan", "--players", "Anna,Ben,Cyril", "--save", "g.toml")     # a new save: the saves folder
    assert "set-up: Anna places a settlement" in run("status", "--save", "g.toml").stdout
    assert "Ben places a settlement" in run("status", "--save", save).stdout


EXAMPLES = Path(__file__).resolve().parents[1] / "saves" / "examples"


def example(tmp_path, name: str, undo: int = 0) -> str:
    save = tmp_path / name
    shutil.copy(EXAMPLES / name, save)
    if undo:
        run("undo", str(undo), "--save", str(save))
    return str(save)


def test_an_unknown_player_suggests_every_name_as_close_as_the_closest(tmp_path):
    save = catan(tmp_path, players="Anna,Ben,Cyril,Dana")
    result = run("build", "settlement", "3e:2", "--player", "Ana", "--save", save, code=2)
    assert "no player 'Ana' in this game — did you mean 'Anna' or 'Dana'? players: Anna, Ben, Cyril, Dana" in result.output
    assert "did you mean 'Cyril'? " in run("build", "settlement", "3e:2", "--player", "Cyrl", "--save", save,
                                           code=2).output


def test_aqua_sight_1_a_worker_the_game_lacks_lists_the_workers_there_are(tmp_path):
    save = str(tmp_path / "aqua.toml")
    run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--save", save)
    for kind, space in (("curve", "N1"), ("bridge", "N5"), ("straight", "N11"), ("double_curve", "W4"),
                        ("curve", "S6"), ("bridge", "E5"), ("straight", "S1"), ("double_curve", "E1"),
                        ("curve", "S11"), ("bridge", "W6"), ("straight", "N7"), ("double_curve", "S3")):
        run("place-builder", kind, space, "--save", save)
    for worker in ("red5", "green1"):
        result = run("lay", worker, "--save", save, code=2)
        assert f"no worker '{worker}' in this game — workers: red1, red2, red3, red4, blue1," in result.output


def test_wt_prov_1_an_unknown_province_in_a_move_lists_that_armys_neighbours(tmp_path):
    save = example(tmp_path, "warriors-and-traders-3p.toml", undo=240)
    result = run("move", "archers-1", "C9", "--save", save, code=2)
    assert "no province 'C9' on this map — next to C1: C2, C3" in result.output
    result = run("move", "archers-1", "C2", "C9", "--save", save, code=2)
    assert "no province 'C9' on this map — next to C2: B5, C1, C3, C4, G2" in result.output


# --- 6. Aqua Romana: square E3 and path space E3 --------------------------------------------------------------

AQUA_SETUP = (("curve", "N1"), ("bridge", "N5"), ("straight", "N11"), ("double_curve", "W4"), ("curve", "S6"),
              ("bridge", "E5"), ("straight", "S1"), ("double_curve", "E1"), ("curve", "S11"), ("bridge", "W6"),
              ("straight", "N7"), ("double_curve", "S3"))


def aqua(tmp_path) -> str:
    save = str(tmp_path / "aqua.toml")
    run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--save", save)
    for kind, space in AQUA_SETUP:
        run("place-builder", kind, space, "--save", save)
    return save


def test_aqua_geo_2_geo_5_messages_say_square_or_path_space_where_both_share_a_name(tmp_path):
    save = aqua(tmp_path)
    assert "Set-up: Anna places a curve builder on N1." in run("replay", save).stdout
    assert "Set-up: Cyril places a bridge builder on path space E5." in run("replay", save).stdout
    run("lay", "red1", "N1", "SE", "--save", save)
    out = run("lay", "blue2", "path", "N5", "bridge", "square", "E2", "--save", save).stdout
    assert "Ben lays a bridge NS+EW on square E2 for blue2 (the bridge builder on N5)." in out
    czech = run("--lang", "cs", "replay", save).stdout
    assert "na E2 (políčko) pro dělníka blue2" in czech and "na E5 (okružní cesta)." in czech
    example = run("replay", str(EXAMPLES / "aqua-romana-3p.toml")).stdout
    assert "The straight builder moves N11 → path space E2, past 1 well." in example
    assert "Anna lays a curve NW on B4 for red2 (the curve builder on path space E4)." in example


def test_aqua_geo_5_a_square_typed_after_square_is_not_read_as_the_path_space(tmp_path):
    save = aqua(tmp_path)
    run("lay", "red1", "N1", "SE", "--save", save)
    refused = run("lay", "blue2", "bridge", "E2", "--save", save, code=1)      # E2 bare: the path space
    assert "AQUA-SIGHT-2: blue2 on square E1 does not see path space E2 — blue2 sees N5, E1, S5, W1" in refused.output
    run("lay", "blue2", "bridge", "square", "E2", "--save", save)


# --- 7. The Great Canal: the rule that really withholds -------------------------------------------------------

def test_tde_canal_6_dry_fields_are_named_not_the_robber(tmp_path):
    shown = run("replay", str(EXAMPLES / "great-canal-3p-test.toml")).stdout
    assert "The fields 4c are dry until the canal is complete: Cyril 2 grain; Anna 1 grain (TDE-CANAL-6)." in shown
    assert "The robber on 4b holds back" not in shown
    czech = run("--lang", "cs", "replay", str(EXAMPLES / "great-canal-3p-test.toml")).stdout
    assert "Pole 4c jsou suchá, dokud kanál není hotov: Cyril 2 obilí; Anna 1 obilí (TDE-CANAL-6)." in czech


# --- 8. Cities & Knights before the first barbarian attack ----------------------------------------------------

def test_ck_barb_7_a_seven_before_the_first_attack_neither_promises_nor_takes_a_robber_move():
    from ck_helpers import GAME, position
    from referee.core.errors import RuleViolation
    from referee.core.session import step

    state = position(attacks=0, rolled=False, hands={"Ben": {"ore": 5, "wool": 4}})
    _ev, out = step(GAME, state, {"kind": "roll", "player": "Anna", "total": 7, "dice": [3, 4], "event": "ship",
                                  "red": 3})
    assert not any("moves the robber" in line for line in out.lines)
    for kind in ("robber", "pirate"):
        with pytest.raises(RuleViolation) as refused:
            step(GAME, state, {"kind": kind, "player": "Anna", "to": "3c"})
        assert refused.value.rule == "CK-BARB-7"
    _ev, out = step(GAME, state, {"kind": "discard", "player": "Ben", "cards": {"ore": 4}})
    assert out.lines == ["Ben discards 4 ore.", "All discards done. Anna goes on with the turn."]
    with pytest.raises(RuleViolation) as refused:
        step(GAME, state, {"kind": "robber", "player": "Anna", "to": "3c"})
    assert refused.value.rule == "CK-BARB-7" and "stay put until the barbarians' first attack" in refused.value.message


# --- 9. Enchanted Land: why a Deserter finds no knight -------------------------------------------------------

def test_tde_enchant_10_a_deserter_against_a_knight_on_the_enchanted_land_says_why():
    from test_tde_enchant import GAME, position
    from tde_helpers import refused

    state = position(knights_at={"2f:6": ("Ben", 1, True)})
    state.progress["Anna"].update(politics=1)
    problem = refused(GAME, state, "TDE-ENCHANT-10", "progress", "Anna", card="deserter", at="2f:6")
    assert problem.message == "the knight on 2f:6 stands on the enchanted land: no Deserter or Intrigue may target it"
    assert problem.allowed == ("knights it may target: none (the knight on 2f:6 stands on the enchanted land, "
                               "TDE-ENCHANT-10)")


# --- 10. Seafarers' words: ship, pirate, longest trade route -------------------------------------------------

def test_sea_ship_8_sea_pirate_1_sea_ltr_1_seafarers_messages_use_seafarers_words(tmp_path):
    save = catan(tmp_path, "build settlement 3d:4", game="seafarers", board="seafarers-test")
    assert "Turn 0 · setup · waiting for: set-up: Anna places a road or a ship" in run("status", "--save", save).stdout
    shown = run("replay", str(EXAMPLES / "seafarers-3p-test.toml")).stdout
    assert "Nobody discards. Ben moves the robber or the pirate." in shown
    assert "All discards done. Anna moves the robber or the pirate." in shown
    shown = run("replay", str(EXAMPLES / "into-the-unknown-3p-test.toml")).stdout
    assert "Longest Trade Route: Anna (8) takes the card from Cyril (7) (SEA-LTR-4)." in shown
    assert "Longest Road" not in shown
    assert "Longest Trade Route" in run("score", "--save", str(EXAMPLES / "into-the-unknown-3p-test.toml")).stdout


# --- 12. Greater Catan: a number typed twice --------------------------------------------------------------------

@pytest.mark.parametrize("name,events,number", [("greater-catan-3p-test.toml", 159, 9),
                                                ("greater-catan-ck-3p-test.toml", 138, 5)])
def test_tde_greater_3_a_number_for_a_hex_that_has_one_says_so(tmp_path, name, events, number):
    save = str(tmp_path / name)
    shutil.copy(EXAMPLES / name, save)
    total = len(tomllib.loads(Path(save).read_text("utf-8"))["events"])
    run("undo", str(total - events), "--save", save)
    result = run("number", "2f", "from", "4d", "--save", save, code=1)
    assert f"Error: TDE-GREATER-3: 2f already has its number ({number}) — a hex takes its number when a road or " \
           "ship first reaches it; now:" in result.output
    assert "one roll per turn" not in result.output
    result = run("number", "3h", "5", "--save", save, code=1)
    assert "TDE-GREATER-3: no new-island hex waits for its number" in result.output


# --- 13. Warriors & Traders: the reason, the rule and the grammar -----------------------------------------------

def test_wt_trade_11_the_refusal_names_who_lacks_monopoly():
    from test_wt_rules import trading
    from wt_helpers import levels, refused

    state = trading()
    levels(state, "Ben", trade=7)
    err = refused("WT-TRADE-11", state, {"kind": "bank", "player": "Anna", "give": {"food": 4}, "get": {"gold": 1}})
    assert err.message == "Anna does not hold Monopoly, and while anyone does (Ben) only its holders may trade"


def test_wt_man_1_a_princess_moved_is_named_not_armies_that_fought():
    from test_wt_rules import manoeuvring, move
    from wt_helpers import clear, play, put, refused

    state = manoeuvring()
    clear(state, "C3")
    play(state, move("Anna", "princess-1", "C3"))
    put(state, "Anna", "infantry", "C1")
    err = refused("WT-MAN-1", state, move("Anna", "infantry-1", "C2"))
    assert err.message == "Anna has begun moving princesses: armies move and fight before them"


def test_wt_unif_2_unify_outside_the_manoeuvres_names_the_unification_rule():
    from wt_helpers import refused, started

    state = started()
    assert state.phase == "development"
    refused("WT-UNIF-2", state, {"kind": "unify", "player": "Anna", "provinces": ["C1", "C2"]})


def test_wt_maint_3_the_hint_names_the_feed_command_and_one_army_is_one_army():
    from test_wt_rules import upkeep_with
    from wt_helpers import play, refused, started

    state = started()
    upkeep_with(state, "Anna", "infantry", "archers", food=1)
    err = refused("WT-MAINT-3", state, {"kind": "feed", "player": "Anna"})
    assert err.allowed.startswith("name the armies left unfed: feed infantry-1 …; rations:") and "--" not in err.allowed
    out = play(state, {"kind": "feed", "player": "Anna", "starve": ["archers-1"]})
    assert "Anna feeds 1 army with 1 food." in out.lines


# --- 14. Struggle for Rome -----------------------------------------------------------------------------------------

def rome(tmp_path) -> str:
    save = str(tmp_path / "rome.toml")
    run("new", "rome", "--players", "Anna,Ben,Cyril", "--board", "test-map", "--save", save)
    return save


def test_rome_plunder_6_a_counter_typed_without_symbols_is_asked_for(tmp_path):
    save = rome(tmp_path)
    result = run("plunder", "Colonia", "--save", save, code=2)
    assert "which symbols does the counter of Colonia show? — plunder Colonia loss, pasture, action or gold (as " \
           "many as it shows), or plunder Colonia none for a blank counter" in result.output
    assert run("plunder", "Colonia", "traitor", "--save", save, code=2)
    assert "ROME-PLUNDER-1" in run("plunder", "Colonia", "none", "--save", save, code=1).output   # read; refused later


def test_rome_setup_2_hints_list_each_colours_start_crossroads(tmp_path):
    lines = run("hints", "--save", rome(tmp_path)).stdout.splitlines()
    assert lines[1:] == ["Anna: start crossroads of red: 1f:12, 1h:12", "Ben: start crossroads of blue: 1f:4, 1h:4",
                         "Cyril: start crossroads of white: 1g:12, 2g:4"]


def test_rome_gold_1_a_refused_build_names_the_gold_joker_that_would_pay(tmp_path):
    save = example(tmp_path, "rome-3p-test-map.toml")
    total = len(tomllib.loads(Path(save).read_text("utf-8"))["events"])
    run("undo", str(total - 9), "--save", save)
    result = run("build", "army", "--save", save, code=1)
    assert "Error: ROME-BUILD-1: Anna cannot pay 1 ore + 1 horse for an army pair: missing 1 ore — Anna holds " \
           "1 grain + 1 horse + 1 cattle and 5 gold; 3 gold may stand in for one card of the price (ROME-GOLD-1): " \
           "'build army joker ore'" in result.output


def test_rome_card_5_the_traitor_hint_says_what_to_type(tmp_path):
    from referee.games.rome import plunder
    from rome_helpers import position

    state = position()
    with pytest.raises(RuleViolation) as refused:
        tribe = state.by_name["Anna"].tribes["horsemen"]
        plunder.strength_check(state, state.by_name["Anna"], tribe, "Trier", tribe.figures + 2, {}, "ROME-PLUNDER-3")
    assert refused.value.allowed == ("play the Traitor (1 gold): a box of 1 horseman may then take a city of up to 3 "
                                     "towers — add 'traitor' to the command (ROME-CARD-5)")


# --- 16 and 17. Warriors & Traders at the table: the trade phase, quiet turns -------------------------------------

def test_wt_trade_10_a_trade_without_player_is_asked_for_while_several_trade():
    from test_wt_rules import trading
    from referee.core.errors import NotationError
    from referee.games.warriors_traders import GAME

    state = trading()
    with pytest.raises(NotationError) as asked:
        GAME.parse(state, "bank", ["food=4", "get", "gold=1"], None)
    assert asked.value.message == "the trade phase has no order: who is it?"
    assert asked.value.allowed == "--player NAME, one of Anna, Ben"
    with pytest.raises(NotationError):
        GAME.parse(state, "end", [], None)
    assert GAME.parse(state, "bank", ["food=4", "get", "gold=1"], "Ben")["player"] == "Ben"
    assert GAME.parse(state, "end", ["all"], None)["kind"] == "close"


def test_wt_trade_10_a_save_from_before_the_option_keeps_one_end_for_the_table(tmp_path):
    old = tmp_path / "old.toml"
    text = (EXAMPLES / "warriors-and-traders-3p.toml").read_text("utf-8")
    assert text.startswith("format = 2\n")      # a save from before the option: format 1, trade_end not named
    old.write_text(text.replace('trade_end = "table"\n', "").replace("format = 2\n", "format = 1\n", 1), "utf-8")
    assert "trade_end" not in old.read_text("utf-8")
    assert run("check", str(old)).stdout.endswith("valid, 255 events; Cyril won\n")
    new = tmp_path / "new.toml"
    run("new", "warriors-and-traders", "--players", "Anna,Ben", "--save", str(new))
    assert 'trade_end = "each"' in new.read_text("utf-8")


def test_wt_turn_3_end_all_closes_a_quiet_phase_and_says_what_it_closed():
    from test_wt_rules import upkeep_with
    from wt_helpers import play, refused, started

    state = started()
    out = play(state, {"kind": "close", "player": "Anna"})
    assert out.lines[0] == "'end all' closed development for Anna, Ben and Cyril: 6 × act pass, 6 × end."
    assert state.phase == "manoeuvre" and state.queue[0] == "Anna"
    play(state, {"kind": "close", "player": "Anna"})
    assert state.turn == 2
    state = started()
    upkeep_with(state, "Anna", "infantry", "archers", food=1)
    err = refused("WT-MAINT-3", state, {"kind": "close", "player": "Anna"})
    assert err.message.startswith("'end all' cannot close upkeep: Anna needs ")
    state = started(passing="last_resort")
    refused("WT-DEV-5", state, {"kind": "close", "player": "Anna"})


def test_wt_turn_3_end_all_has_its_typed_line_for_the_page():
    from test_typed import assert_reads_back
    from wt_helpers import GAME, started

    assert GAME.typed(started(), {"kind": "close", "player": "Anna"}) == ["end", "all"]
    assert_reads_back(GAME, started(), {"kind": "close", "player": "Anna"})
