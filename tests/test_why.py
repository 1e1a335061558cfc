"""``referee why [SEQ]``: golden explanations of the example saves, checked by hand against the saves.

The numbers asserted were read off the saves and the boards (``referee board``, ``referee log``) and recounted by
hand, or are recomputed here from the replayed states; each test name carries the rule ID it exercises.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from catan_helpers import play, position
from czech_telltale import english_words
from referee.cli.app import app
from referee.core import why as core
from referee.core.session import Session, replay
from referee.games.catan import GAME as CATAN
from referee.games.catan import why as catan_why

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[1] / "saves" / "examples"
CATAN_SAVE = EXAMPLES / "catan-4p-beginner.toml"
SIX_SAVE = EXAMPLES / "catan-5-6-six-example.toml"
ROME_SAVE = EXAMPLES / "rome-3p-test-map.toml"
AQUA_SAVE = EXAMPLES / "aqua-romana-3p.toml"
SEA_SAVE = EXAMPLES / "seafarers-3p-test.toml"


def why(save: Path, *args: str, lang: str | None = None):
    result = runner.invoke(app, [*(["--lang", lang] if lang else []), "why", *args, "--save", str(save)])
    return result


def data(save: Path, seq: int) -> dict:
    result = why(save, str(seq), "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def states(save: Path, seq: int):
    """The states before and after event ``seq``, replayed here on their own."""
    s = Session.load(save)
    return (replay(s.game, s.setup, s.events, upto=seq - 1).state, replay(s.game, s.setup, s.events, upto=seq).state)


# --- Catan -------------------------------------------------------------------------------------------------

def test_why_roll_catan_prod_2_and_catan_prod_4_production_per_hex_and_the_robbers_block():
    """#28: a 6 with the robber on 5b (fields 6); 2b (hills 6) pays Ben's and Cyril's settlements one brick each."""
    d = data(CATAN_SAVE, 28)
    assert d["kind"] == "roll" and {"CATAN-PROD-2", "CATAN-PROD-4", "CATAN-PROD-5"} <= set(d["rules"])
    hexes = {h["hex"]: h for h in d["data"]["hexes"]}
    assert hexes["2b"] == {"hex": "2b", "number": 6, "terrain": "hills", "resource": "brick", "blocked": False,
                           "claims": {"Ben": 1, "Cyril": 1}}
    assert hexes["5b"] == {"hex": "5b", "number": 6, "terrain": "fields", "resource": "grain", "blocked": True,
                           "claims": {"Dana": 1, "Anna": 1}}
    assert d["data"]["paid"] == {"Ben": {"brick": 1}, "Cyril": {"brick": 1}}
    assert d["data"]["short"] == {}
    before, after = states(CATAN_SAVE, 28)          # the hands moved by exactly what the reckoning says
    gained = {p.name: after.by_name[p.name].cards() - p.cards() for p in before.players}
    assert gained == {"Anna": 0, "Ben": 1, "Cyril": 1, "Dana": 0}
    text = why(CATAN_SAVE, "28").stdout
    assert "The robber stands on 5b (fields 6): it produces nothing (CATAN-PROD-4); withheld: Dana 1 grain, " \
           "Anna 1 grain." in text
    assert "brick: 2 owed, the bank holds 16 — everyone is paid (CATAN-PROD-6)." in text
    assert "Ben     resources  brick 1, wool 1, grain 1" in text


@pytest.mark.parametrize("sole_gets_rest", [False, True])
def test_why_catan_prod_5_bank_short(sole_gets_rest):
    """EX-PROD-3 of the digest: 3 ore owed to Blue alone on an 8, 2 in the bank — no ore, or (by the option) the
    2 left; the 4a lumber is paid either way."""
    kw = dict(active="Blue", rolled=False, pieces={"Blue": {"settlement": ["3e:2"], "city": ["3e:6"]},
                                                  "Orange": {"city": ["3b:6"]}}, bank={"ore": 2},
              shortage_sole_player_gets_rest=sole_gets_rest)
    names = ("Blue", "Orange", "White", "Red")
    before, after = position(names, **kw), position(names, **kw)
    event = {"seq": 1, "kind": "roll", "player": "Blue", "total": 8}
    play(after, "roll", total=8)
    explained = core.Why(1, event)
    catan_why.roll(before, after, event, explained)
    assert explained.data["short"] == {"ore": {"owed": {"Blue": 3}, "bank": 2}}
    paid = {"Orange": {"lumber": 2}, **({"Blue": {"ore": 2}} if sole_gets_rest else {})}
    assert explained.data["paid"] == paid
    outcome = "the only one owed gets the rest" if sole_gets_rest else "nobody gets any"
    assert f"ore: 3 owed to Blue, the bank holds 2 — too few for all, so {outcome} (CATAN-PROD-5)." \
        in explained.reckoning.lines
    assert "CATAN-PROD-5" in explained.rules


def test_why_seven_catan_seven_1_discards_half_rounded_down():
    """#64: a 7; Cyril holds 9 cards and owes 4, Dana 12 and owes 6; Anna (1) and Ben (3) keep theirs."""
    d = data(CATAN_SAVE, 64)
    assert d["data"]["discards"] == {"Anna": 0, "Ben": 0, "Cyril": 4, "Dana": 6}
    before, _after = states(CATAN_SAVE, 64)
    assert {p.name: p.cards() for p in before.players} == {"Anna": 1, "Ben": 3, "Cyril": 9, "Dana": 12}
    assert "CATAN-PROD-1" in d["rules"] and "CATAN-SEVEN-1" in d["rules"]
    discard = data(CATAN_SAVE, 66)                  # Dana's discard: 12 cards, 6 owed
    assert discard["data"]["discard"] == {"cards": 12, "owed": 6}
    assert "Still to discard: nobody." in why(CATAN_SAVE, "66").stdout        # Cyril discarded at #65


def test_why_robber_catan_robber_3_names_the_victims_on_the_hex():
    """#67: the robber 5a → 5b; Anna (1 card) and Dana (6) have buildings there; Anna loses her ore."""
    d = data(CATAN_SAVE, 67)
    assert d["data"]["robber"] == {"from": "5a", "to": "5b", "victims": ["Anna", "Dana"], "victim": "Anna",
                                   "stolen": "ore"}
    assert "Players with a building on 5b who may be robbed: Anna (1), Dana (6) (CATAN-ROBBER-3)." \
        in why(CATAN_SAVE, "67").stdout


def test_why_maritime_catan_maritime_3_the_harbour_behind_the_rate():
    """#43: Ben trades 2 lumber for 1 ore at 2:1 — his settlement on the lumber harbour."""
    d = data(CATAN_SAVE, 43)
    assert d["data"]["rates"] == {"lumber": 2}
    assert "2 lumber at 2:1 (the lumber harbour) buy 1." in why(CATAN_SAVE, "43").stdout


def test_why_build_catan_build_5_distance_rule_and_cost():
    """#70: Ben's settlement on 3b:4 costs 1 of lumber, brick, wool, grain; its neighbours are free."""
    text = why(CATAN_SAVE, "70").stdout
    assert "Cost 1 lumber + 1 brick + 1 wool + 1 grain" in text
    assert "Distance rule: 3b:4 and its neighbours 2b:6, 3b:6, 3c:6 hold no building (CATAN-BUILD-5)." in text
    assert "It touches Ben's road 3b:5 (CATAN-BUILD-6)." in text
    before, after = states(CATAN_SAVE, 70)
    assert after.by_name["Ben"].left("settlement") == before.by_name["Ben"].left("settlement") - 1 == 1


def test_why_catan56_sbp_1_a_special_build_between_turns():
    """#115 of the 5–6 example: after Cyril's end (#114) Eva builds a road before Dana's roll."""
    d = data(SIX_SAVE, 115)
    assert d["kind"] == "build" and d["player"] == "Eva"
    assert {"CATAN56-SBP-1", "CATAN56-SBP-2"} <= set(d["rules"])
    text = why(SIX_SAVE, "115").stdout
    assert "Special building phase: after Cyril's turn the others build in seat order before Dana's roll" in text
    before, _after = states(SIX_SAVE, 115)
    assert before.between == "special_build" and before.current.name == "Dana"


# --- Seafarers -----------------------------------------------------------------------------------------------

def test_why_build_sea_ship_1_a_ships_cost_supply_place_and_trade_route():
    """#29: Cyril's first ship, 2a:5 beside his settlement 2a:4, costs 1 lumber + 1 wool; 14 ships left; his route
    (the road 2a:3 and the ship meet at his settlement) grows from 1 to 2."""
    d = data(SEA_SAVE, 29)
    assert {"SEA-SHIP-1", "SEA-SHIP-2", "SEA-SHIP-3", "SEA-SHIP-6", "SEA-PIRATE-3", "SEA-LTR-1"} <= set(d["rules"])
    assert d["data"]["trade_route"] == {"lengths": {"Cyril": [1, 2]}, "card": [None, None]}
    text = why(SEA_SAVE, "29").stdout
    assert "Cost 1 lumber + 1 wool: Cyril held 1 lumber + 1 wool + 1 grain (SEA-SHIP-1); 14 of 15 ships left in the " \
           "supply (SEA-SHIP-6)." in text
    assert "2a:5 is a path at sea, free, and touches Cyril's ship or building at 2a:4" in text
    assert "The pirate on 3e keeps ships off its sides 2d:5, 2e:7, 3d:3, 3e:3, 3e:5, 3e:7 (SEA-PIRATE-3)." in text
    before, after = states(SEA_SAVE, 29)
    assert after.by_name["Cyril"].left("ship") == before.by_name["Cyril"].left("ship") - 1 == 14
    assert (before.by_name["Cyril"].road_length, after.by_name["Cyril"].road_length) == (1, 2)


def test_why_move_ship_sea_move_2_the_open_end_and_the_trade_route():
    """#129: Anna moves her ship 1b:7 (built in turn 25, an open end at 1a:4) to 4d:3 beside her new settlement
    3e:6; her trade route grows from 2 to 3."""
    d = data(SEA_SAVE, 129)
    assert {"SEA-MOVE-1", "SEA-MOVE-2", "SEA-MOVE-3", "SEA-MOVE-4", "SEA-MOVE-5"} <= set(d["rules"])
    assert d["data"]["trade_route"]["lengths"] == {"Anna": [2, 3]}
    text = why(SEA_SAVE, "129").stdout
    assert "The first ship move of Anna's turn 43 (SEA-MOVE-1); the ship on 1b:7 came there in turn 25, not this " \
           "one (SEA-MOVE-3)." in text
    assert "1b:7 is an open end of Anna's line: nothing of theirs continues at 1a:4 (SEA-MOVE-2)." in text
    assert "4d:3 is a path at sea, free, and touches Anna's ship or building at 3e:6" in text
    before, after = states(SEA_SAVE, 129)
    assert before.ship_turn["1b:7"] == 25 and before.turn == 43 and after.by_name["Anna"].ships == {"4d:3"}


def test_why_pirate_sea_pirate_2_robs_the_ship_owners_of_its_hex():
    """#77: after a 7 Anna sails the pirate 2a → 4a; only Ben has a ship on a side of 4a (4a:3) — and he holds 2
    cards; Anna draws his ore."""
    d = data(SEA_SAVE, 77)
    assert d["data"]["pirate"] == {"from": "2a", "to": "4a", "victims": ["Ben"], "victim": "Ben", "stolen": "ore"}
    assert {"SEA-PIRATE-1", "SEA-PIRATE-2", "SEA-PIRATE-3"} <= set(d["rules"])
    text = why(SEA_SAVE, "77").stdout
    assert "Players with a ship on a side of 4a who may be robbed: Ben (2); coastal buildings do not count " \
           "(SEA-PIRATE-2)." in text
    before, after = states(SEA_SAVE, 77)
    owners = {before.ship_owner[p] for p in before.board.grid.sides_of("4a") if p in before.ship_owner}
    assert owners == {"Ben"} and before.by_name["Ben"].cards() == 2
    assert (before.pirate, after.pirate, after.robber) == ("2a", "4a", before.robber)


def test_why_knight_sea_pirate_1_a_knight_on_a_sea_hex_moves_the_pirate():
    """#33: Ben's Knight to 2a (a sea hex) moves the pirate 3e → 2a, not the robber (it stays on 2c); Cyril's ship
    2a:5 is the only one there; the Knight counts for Largest Army (0 → 1)."""
    d = data(SEA_SAVE, 33)
    assert d["data"]["pirate"] == {"from": "3e", "to": "2a", "victims": ["Cyril"], "victim": "Cyril",
                                   "stolen": "grain"}
    assert "SEA-PIRATE-1" in d["rules"] and "robber" not in d["data"]
    text = why(SEA_SAVE, "33").stdout
    assert "Ben plays the Knight on a sea hex: it moves the pirate, not the robber" in text
    assert "Knights played by Ben: 0 → 1" in text
    before, after = states(SEA_SAVE, 33)
    assert before.robber == after.robber == "2c" and after.pirate == "2a"


def test_why_roll_sea_gold_1_the_gold_fields_choice_against_the_bank():
    """#93: a 9; the gold field 3f pays Cyril's city 2f:6 two resources of his choice (lumber and ore); the ordinary
    production takes 1 wool for Ben's settlement on 2d, leaving the bank 19 lumber, 17 brick, 15 wool, 16 grain,
    16 ore."""
    d = data(SEA_SAVE, 93)
    assert "SEA-GOLD-1" in d["rules"]
    assert d["data"]["gold"] == {"fields": ["3f"], "owed": {"Cyril": 2}, "chosen": {"Cyril": {"lumber": 1, "ore": 1}},
                                 "bank": {"lumber": 19, "brick": 17, "wool": 15, "grain": 16, "ore": 16}}
    text = why(SEA_SAVE, "93").stdout
    assert "Gold field 3f (9): Cyril is owed 2 of their choice (1 a settlement, 2 a city) and takes 1 lumber + 1 ore " \
           "(SEA-GOLD-1)." in text
    before, after = states(SEA_SAVE, 93)
    assert before.by_name["Cyril"].cities == {"2f:6"}
    assert after.by_name["Cyril"].cards() - before.by_name["Cyril"].cards() == 2


def test_why_play_road_building_sea_dev_1_a_road_and_a_ship(tmp_path):
    """#199 recorded instead as a road 4d:7 and a ship 4d:5: 10 roads and 13 ships left, Anna's route 4 → 6."""
    path = tmp_path / "sea.toml"
    shutil.copy(SEA_SAVE, path)
    assert runner.invoke(app, ["undo", "7", "--save", str(path)]).exit_code == 0         # back to #198
    played = runner.invoke(app, ["play", "road_building", "4d:7", "ship", "4d:5", "--save", str(path)])
    assert played.exit_code == 0, played.output
    d = data(path, 199)
    assert {"SEA-DEV-1", "SEA-SHIP-3", "SEA-LTR-1"} <= set(d["rules"])
    assert d["event"]["roads"] == ["4d:7"] and d["event"]["ships"] == ["4d:5"]
    assert d["data"]["trade_route"]["lengths"] == {"Anna": [4, 6]}
    text = why(path, "199").stdout
    assert "roads or ships in any mix, free of cost (SEA-DEV-1): roads 4d:7, ships 4d:5." in text
    assert "Left in Anna's supply: 10 roads, 13 ships." in text
    _before, after = states(path, 199)
    assert (len(after.by_name["Anna"].roads), len(after.by_name["Anna"].ships)) == (5, 2)


@pytest.mark.parametrize("seq", [29, 33, 77, 93, 129])
def test_why_seafarers_in_czech_reads_as_czech(seq):
    result = why(SEA_SAVE, str(seq), lang="cs")
    assert result.exit_code == 0
    assert english_words(result.output) == []
    assert "Ověřeno podle:" in result.output


# --- Struggle for Rome ---------------------------------------------------------------------------------------

def test_why_plunder_rome_plunder_6_the_reward_table_line_and_the_loss():
    """#21: Anna's horsemen plunder Colonia (germania, 2 towers) with 2 horsemen in the box; the counter shows the
    red field and an action card: one horseman back to the reserve, the top action card, 1 wagon = 1 gold."""
    d = data(ROME_SAVE, 21)
    assert d["data"]["plunder"] == {"city": "Colonia", "province": "germania", "towers": 2, "box_figures": 2,
                                    "face": ["loss", "action"], "loss": 1, "wagon_gold": 1, "gold": 1}
    text = why(ROME_SAVE, "21").stdout
    assert "Reward table, loss: the red field: one army figure of the plundering tribe's kind leaves its box for " \
           "the reserve (ROME-PLUNDER-6)." in text
    assert "Wagons: 1 × 1 gold = 1 gold (ROME-PLUNDER-7); gold gained in all: 1 gold." in text
    before, after = states(ROME_SAVE, 21)
    assert before.by_name["Anna"].tribes["horsemen"].figures - after.by_name["Anna"].tribes["horsemen"].figures == 1
    assert after.by_name["Anna"].gold - before.by_name["Anna"].gold == 1


def test_why_roll_rome_prod_5_one_card_per_landscape_and_player():
    """#5: a 6; landscape 1f (pasture) gives Anna and Ben one pasture card each, 3g (mountains) Cyril one ore."""
    d = data(ROME_SAVE, 5)
    assert sorted(d["data"]["owed"]) == [["Anna", "1f", "pasture"], ["Ben", "1f", "pasture"], ["Cyril", "3g", "ore"]]


def test_why_conquest_rome_conq_1_founding_with_the_traitor():
    d = data(ROME_SAVE, 143)
    assert d["data"]["conquest"] == {"city": "Corduba", "towers": 3, "box_figures": 2, "founding": True}
    assert "ROME-CONQ-1" in d["rules"]


# --- Aqua Romana ---------------------------------------------------------------------------------------------

def test_why_aqua_close_1_a_closed_aqueduct_and_its_traversals():
    """#31: Anna's double curve on C1 closes Ben's blue1 at the board edge: D1 and C1 crossed, worth 2."""
    d = data(AQUA_SAVE, 31)
    assert d["data"]["closed"] == {"blue1": {"value": 2, "how": "edge"}}
    assert "blue1 (Ben) is closed (by the board edge): its aqueduct crosses D1, C1 — 2 traversals, worth 2 " \
           "(AQUA-GEO-16)." in why(AQUA_SAVE, "31").stdout


def test_why_aqua_podium_2_the_podium_search_and_aqua_final_2_the_bonuses():
    """#118 ends the game: red4 (6) finds 6, 5, 4 taken and lands on 3; red3 (4) finds 4 taken and shares 3;
    the bonuses go to the three highest podiums 14, 9, 8."""
    d = data(AQUA_SAVE, 118)
    search = {s["worker"]: s for s in d["data"]["podium_search"]}
    assert search["red4"]["full"] == ["6 (blue2)", "5 (yellow4)", "4 (red2)"] and search["red4"]["podium"] == 3
    assert search["red3"]["full"] == ["4 (red2)"] and search["red3"]["podium"] == 3
    assert d["data"]["bonus"] == {"yellow2": 4, "yellow3": 3, "red1": 2}
    _before, after = states(AQUA_SAVE, 118)         # recomputed: the three highest podiums of the final state
    ranked = sorted((w for w in after.workers.values() if w.podium), key=lambda w: (-w.podium, w.arrival))
    assert [(w.name, w.podium) for w in ranked[:3]] == [("yellow2", 14), ("yellow3", 9), ("red1", 8)]
    assert {"AQUA-PODIUM-2", "AQUA-FINAL-2"} <= set(d["rules"])


# --- the command ---------------------------------------------------------------------------------------------

def test_why_without_seq_explains_the_last_event():
    result = why(AQUA_SAVE, "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["seq"] == len(Session.load(AQUA_SAVE).events)


@pytest.mark.parametrize("seq", ["0", "325", "-1"])
def test_why_an_unknown_seq_is_a_usage_error_naming_the_range(seq):
    result = runner.invoke(app, ["why", "--save", str(CATAN_SAVE), "--", seq])
    assert result.exit_code == 2
    assert f"there is no event {seq} — events run 1–324" in result.output


def test_why_on_an_empty_save_says_there_is_nothing_yet():
    assert runner.invoke(app, ["new", "aqua", "--players", "Anna,Ben", "--save", "empty"]).exit_code == 0
    result = runner.invoke(app, ["why"])
    assert result.exit_code == 2 and "no event is recorded yet" in result.output


def test_why_on_an_invalid_save_explains_the_refused_event_and_refuses_what_follows(tmp_path):
    path = tmp_path / "bad.toml"
    shutil.copy(CATAN_SAVE, path)
    edited = Session.load(path)
    edited.events[29]["total"], edited.events[29]["dice"] = 7, [3, 4]     # #30 a 7 by hand: #31's build is refused
    edited.write()
    problem = Session.load(path).first_invalid()
    assert problem is not None and problem.seq == 31
    result = runner.invoke(app, ["why", "--save", str(path)])
    assert result.exit_code == 1
    assert f"Refused: {problem.rule}" in result.output
    later = runner.invoke(app, ["why", str(problem.seq + 1), "--save", str(path)])
    assert later.exit_code == 2 and f"events run 1–{problem.seq}" in later.output


def test_why_of_an_amended_event_shows_the_consequences_amend_dry_run_shows(tmp_path):
    path = tmp_path / "game.toml"
    shutil.copy(CATAN_SAVE, path)
    dry = runner.invoke(app, ["amend", "28", "roll", "2", "4", "--save", str(path), "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert runner.invoke(app, ["amend", "28", "roll", "2", "4", "--save", str(path)]).exit_code == 0
    result = runner.invoke(app, ["why", "28", "--save", str(path)])
    assert result.exit_code == 0
    assert "Event 28 was amended; it was: Anna roll total=6 dice=1,5." in result.output
    shown = dry.stdout.strip()
    assert shown and shown in result.stdout                 # the very lines 'amend --dry-run' printed
    amended = json.loads(runner.invoke(app, ["why", "28", "--save", str(path), "--json"]).stdout)["amended"]
    assert amended["was"]["dice"] == [1, 5]


@pytest.mark.parametrize("save,seq", [(CATAN_SAVE, 28), (CATAN_SAVE, 64), (CATAN_SAVE, 70), (SIX_SAVE, 115),
                                      (ROME_SAVE, 21), (ROME_SAVE, 5), (AQUA_SAVE, 31), (AQUA_SAVE, 118)])
def test_why_in_czech_reads_as_czech(save, seq):
    result = why(save, str(seq), lang="cs")
    assert result.exit_code == 0
    assert english_words(result.output) == []
    assert "Ověřeno podle:" in result.output


def test_every_kind_of_every_game_has_a_why_entry_naming_rules():
    from referee.core import registry

    for key, game in registry.games().items():
        table = getattr(core.chapter(game), "TABLE", {})
        assert set(game.kinds) <= set(table), key
        assert all(entry.rules for entry in table.values()), key


def test_every_rule_a_why_entry_names_is_one_the_game_code_checks():
    """The IDs are the validators' own: each occurs in the game's code besides its why chapter."""
    from referee.core import registry

    root = Path(core.__file__).resolve().parents[1] / "games"
    code = " ".join(p.read_text("utf-8") for p in root.rglob("*.py") if p.name != "why.py")
    for game in registry.games().values():
        for kind, entry in getattr(core.chapter(game), "TABLE", {}).items():
            assert [r for r in entry.rules if r not in code] == [], (game.key, kind)
    assert CATAN.key == "catan"
