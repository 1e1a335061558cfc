"""The map problem (issue item 6): the map file and its checksums, declared facts, and ``referee map``.

ROME-MAP-1 (a map that cannot be used), ROME-MAP-2 (a contradicting
declaration) and ROME-MAP-3 (a fact nobody declared) are our IDs (docs/rulings.md).
"""

from __future__ import annotations

import json

import pytest
import tomli_w
from typer.testing import CliRunner

from rome_helpers import fresh, p, play, position, refused, setup
from referee.cli.app import app
from referee.core.errors import NotationError, SaveError
from referee.core.session import Session
from referee.games.rome import GAME, board
from referee.games.rome.board import PRESETS, canonical, check, make_board, read_file

runner = CliRunner()


def real_like_map() -> dict:
    """A synthetic map that passes every checksum of the real board (it is not the real board either)."""
    rows = [12, 11] * 5
    from referee.core.hexgrid import grid

    g = grid(tuple(rows))
    hexes = {}
    for h in g.hexes:
        row = int(h[:-1])
        entry = {"terrain": "fields", "number": 8}
        if row == 1:
            entry["beyond_limes"] = True
        hexes[h] = entry
    hexes["10a"] = {"terrain": "forest", "province": "hispania"}
    provinces = ["germania", "gallia", "hispania", "italia_north", "italia_south"]
    cities = {}
    spots = [f"{r}{c}:12" for r in range(3, 11) for c in "abcdefghijk"][::2]
    for i in range(40):
        province = provinces[i // 8]
        k = i % 8
        towers = 4 if k < 2 else 3
        if province == "italia_south" and k == 0:
            towers = 5
        cities[f"City{i}"] = {"at": spots[i], "province": province, "towers": towers, "eagle": k < 2,
                              "neutral_3p": k >= 6}
    starts = {"red": ["1a:12", "1b:12"], "blue": ["1c:12", "1d:12"], "white": ["1e:12", "1f:12"],
              "yellow": ["1g:12", "1h:12"]}
    return {"name": "synthetic", "status": "draft", "rows": rows, "hexes": hexes, "cities": cities,
            "starts": starts, "arrows": [{"kind": "land", "from": "2a:12", "to": "2a:2"}]}


# --- the map file -----------------------------------------------------------------------------

def test_rome_map_1_the_test_map_is_usable_but_fails_the_real_boards_counts():
    report = check(read_file(PRESETS["test-map"]))
    assert report.errors == []
    failing = {what for what, ok, _ in report.failing}
    assert failing == {"40 cities", "8 cities per province", "10 III cities",
                       "10 eagle cities, 2 per province, each with 4 or more towers"}
    assert "TEST MAP" in make_board("test-map")["name"]


def test_rome_map_1_every_checksum_holds_on_a_board_with_the_real_counts():
    report = check(real_like_map())
    assert report.errors == [] and report.failing == [] and report.missing == []


def test_rome_map_1_a_verified_map_must_pass_every_checksum():
    data = real_like_map()
    data["status"] = "verified"
    assert check(data).errors == []
    data["cities"]["City39"]["towers"] = 5                              # a second 5-tower city
    report = check(data)
    assert any("one city with 5 towers" in e for e in report.errors)
    with pytest.raises(NotationError) as info:
        canonical(data)
    assert "ROME-MAP-1" in info.value.message


@pytest.mark.parametrize("damage, needle", [
    (lambda d: d["hexes"]["2b"].update(terrain="lava"), "terrain 'lava'"),
    (lambda d: d["hexes"]["2b"].update(number=7), "number 7"),
    (lambda d: d["hexes"]["1a"].update(terrain="sea", number=8), "number token on the sea"),
    (lambda d: d["cities"]["City1"].update(towers=6), "towers 6"),
    (lambda d: d["cities"]["City1"].update(at=d["cities"]["City2"]["at"]), "both stand on"),
    (lambda d: d["cities"]["City1"].update(province="dacia"), "province 'dacia'"),
    (lambda d: d["arrows"].append({"kind": "land", "from": "2a:12", "to": "5c:6"}), "neighbouring"),
    (lambda d: d["starts"].update(green=["1a:12", "1b:12"]), "colour 'green'"),
    (lambda d: d.update(colour="x"), "unknown key"),
    (lambda d: d["hexes"].update({"99z": {"terrain": "sea"}}), "not on the grid"),
])
def test_rome_map_1_structural_damage_makes_a_map_unusable(damage, needle):
    data = real_like_map()
    damage(data)
    report = check(data)
    assert any(needle in e for e in report.errors), report.errors


def test_rome_map_1_a_game_needs_every_hex_known(tmp_path):
    data = real_like_map()
    data["hexes"]["3c"] = {"terrain": "?"}
    path = tmp_path / "draft.toml"
    path.write_text(tomli_w.dumps(data))
    with pytest.raises(NotationError) as info:
        make_board(str(path))
    assert "3c has no terrain" in info.value.message
    assert check(data).missing == ["hex 3c: terrain"]


def test_rome_map_1_a_damaged_board_in_a_save_is_refused_on_load(tmp_path):
    path = tmp_path / "s.toml"
    Session.create(path, GAME, setup())
    text = path.read_text().replace('towers = 5', 'towers = 9')
    path.write_text(text)
    with pytest.raises(SaveError) as info:
        Session.load(path)
    assert "ROME-MAP-1" in info.value.message


def test_rome_map_a_city_table_alone_gives_the_cities_and_leaves_geometry_declared(tmp_path):
    path = tmp_path / "cities.toml"
    path.write_text(tomli_w.dumps({"name": "cities only", "cities": {"Trier": {"province": "germania", "towers": 3}}}))
    table = make_board(str(path))
    assert table["mode"] == "declared" and table["cities"]["Trier"]["towers"] == 3
    base = setup(board="declared")
    base.board = table
    s = GAME.initial_state(base)
    s.facts.declare_touching("A", ["h1=fields:8"], 0)
    s.stage, s.round = "horsemen", 1
    for q in s.players:
        q.started = True
    p(s, "Anna").tribes["horsemen"].at = "A"
    p(s, "Anna").tribes["horsemen"].figures = 3
    refused("ROME-MAP-2", s, "plunder", city="Trier=germania:2", face=["gold"], allowed=["Trier=germania:3"])
    play(s, "plunder", city="Trier", face=["gold"])
    assert [d["rule"] for d in s.declared] == ["ROME-PLUNDER-1"]        # the towers came from the table


# --- declared facts: ROME-MAP-2 and ROME-MAP-3 ---------------------------------------------------------

def declared(**kw):
    return position(board="declared", touching={"A": ["h1=fields:8", "h2=forest"]},
                    at={"Anna": {"horsemen": "A"}, "Ben": {"horsemen": "B"}, "Cyril": {"horsemen": "C"}},
                    boxes={"Anna": {"horsemen": (3, 2)}}, **kw)


def test_rome_map_2_a_landscape_is_what_it_was_declared():
    s = declared()
    refused("ROME-MAP-2", s, "move", to="X", touch=["h1=fields:9"], allowed=["h1=fields:8"])
    refused("ROME-MAP-2", s, "move", to="X", touch=["h1=pasture:8"])
    play(s, "move", to="X", arrows=[], touch=["h1", "h3=mountains:4"])
    assert s.facts.touching["X"] == frozenset({"h1", "h3"})


def test_rome_map_2_a_crossroads_touches_what_it_was_declared_to_touch():
    s = declared()
    s.facts.declare_touching("X", ["h1", "h3=mountains:4"], 1)
    refused("ROME-MAP-2", s, "move", to="X", touch=["h1", "h4=forest"], allowed=["h1 h3"])
    refused("ROME-MAP-2", s, "move", to="Y", touch=["a=forest", "b=forest", "c=forest", "d=forest"])
    s.facts.declare_touching("Z", ["h1", "h3", "h5=sea"], 1)
    refused("ROME-MAP-2", s, "move", to="Q", touch=["h1", "h3", "h5"], allowed=["Z"])   # three meet once only


def test_rome_map_2_a_city_is_what_it_was_declared():
    s = declared()
    s.facts.declare_city("Trier=germania:3", 1)
    refused("ROME-MAP-2", s, "plunder", city="Trier=germania:2", face=["gold"], allowed=["Trier=germania:3"])
    play(s, "plunder", city="Trier", face=["gold"])
    assert s.facts.next_to["A"] == frozenset({"Trier"})


def test_rome_map_2_on_a_map_declarations_are_checked_against_it():
    s = position()
    refused("ROME-MAP-2", s, "move", to="1e:12", via=["1e:2"], touch=["1e=fields:8"])
    play(s, "move", to="1e:12", via=["1e:2"], touch=["1e=fields:5"])
    t = position(phase=1)
    play(t, "roll", total=7)
    refused("ROME-MAP-2", t, "legionnaire", to="5c=fields:8")


def test_rome_map_3_a_fact_nobody_declared_is_asked_for():
    s = declared()
    refused("ROME-MAP-3", s, "move", to="X", allowed=["touching"])
    refused("ROME-MAP-3", s, "plunder", city="Trier", face=["gold"], allowed=["Trier=PROVINCE:TOWERS"])
    t = declared(phase=1)
    play(t, "roll", total=7)
    refused("ROME-MAP-3", t, "legionnaire", to="h9", allowed=["h9=fields:8"])


def test_rome_map_checks_resting_on_declarations_are_listed():
    s = declared()
    play(s, "move", to="X", arrows=["land", "sea"], touch=["h1", "h3=mountains:4"], pay={"gold": 1})
    play(s, "plunder", city="Trier=germania:3", face=["gold"])
    rules = [d["rule"] for d in s.declared]
    assert rules == ["ROME-MOVE-4", "ROME-MOVE-2", "ROME-PLUNDER-1", "ROME-PLUNDER-3"]
    notes = GAME.check_notes(s)
    assert "4 check(s) rest on facts declared" in notes[0] and "arrows crossed land, sea" in notes[1]
    assert GAME.check_notes(position())[0].startswith("  checked against the map 'TEST MAP")


def test_rome_map_normalize_refuses_names_the_map_lacks():
    s = position()
    for event in ({"kind": "move", "player": "Anna", "to": "9z:4"},
                  {"kind": "plunder", "player": "Anna", "city": "Londinium", "face": []},
                  {"kind": "move", "player": "Anna", "to": "1a:12"}):
        with pytest.raises(NotationError):
            GAME.normalize(s, event)
    d = fresh(board="declared")
    with pytest.raises(NotationError):
        GAME.normalize(d, {"kind": "move", "player": "Anna", "to": "X", "via": ["Y"]})
    with pytest.raises(NotationError):
        GAME.normalize(d, {"kind": "move", "player": "Anna", "to": "X", "touch": ["h1=fields:7"]})


# --- referee map ------------------------------------------------------------------------------------------

def invoke(*args):
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout + result.stderr


def test_rome_map_commands_transcribe_a_board_and_show_what_is_missing(tmp_path):
    path = str(tmp_path / "board.toml")
    assert invoke("map", "new", path, "--rows", "3,4,3", "--name", "ours")[0] == 0
    assert invoke("map", "new", path, "--rows", "3,4,3")[0] == 2                   # exists
    assert invoke("map", "hex", path, "1a", "fields", "8", "--province", "gallia")[0] == 0
    code, out = invoke("map", "hex", path, "1z", "fields")
    assert code == 2 and "no hex '1z'" in out
    assert invoke("map", "city", path, "Roma", "2b:4", "italia_south", "5", "--eagle")[0] == 0
    assert invoke("map", "start", path, "red", "1a:12", "1b:12")[0] == 0
    code, out = invoke("map", "arrow", path, "land", "1a:2", "1a:6")
    assert code == 2 and "neighbouring" in out
    assert invoke("map", "arrow", path, "sea", "1a:2", "3c:6", "--one-way")[0] == 0
    code, out = invoke("map", "check", path)
    assert code == 0
    assert "ok   one city with 5 towers (Rome), in Italy: Roma (italia_south)" in out
    assert "missing: the terrain of 9 hex(es)" in out and "missing: start crossroads of blue (0 of 2)" in out
    code, out = invoke("map", "check", path, "--json")
    report = json.loads(out)
    assert report["usable"] and report["status"] == "draft"
    code, out = invoke("map", "verify", path)
    assert code == 1 and "ROME-MAP-1" in out
    code, out = invoke("map", "show", path)
    assert code == 0 and "FLD8" in out and "Roma on 2b:4" in out


def test_rome_map_verify_marks_a_complete_map_and_a_game_uses_it(tmp_path):
    path = tmp_path / "real.toml"
    path.write_text(tomli_w.dumps(real_like_map()))
    code, out = invoke("map", "verify", str(path))
    assert code == 0 and read_file(path)["status"] == "verified"
    code, out = invoke("new", "rome", "--players", "Anna,Ben,Cyril", "--board", str(path), "--save", "real")
    assert code == 0, out
    code, out = invoke("start", "horsemen", "1a:12", "warriors", "1b:12", "pasture", "horse")
    assert code == 0, out
    code, out = invoke("check")
    assert "checked against the map 'synthetic' (verified)" in out


def test_rome_map_check_exits_1_for_an_unusable_file(tmp_path):
    path = tmp_path / "bad.toml"
    data = real_like_map()
    data["hexes"]["2b"]["terrain"] = "lava"
    path.write_text(tomli_w.dumps(data))
    code, out = invoke("map", "check", str(path))
    assert code == 1 and "error: hex 2b: terrain 'lava'" in out
    code, out = invoke("new", "rome", "--players", "Anna,Ben,Cyril", "--board", str(path), "--save", "bad")
    assert code == 2 and "ROME-MAP-1" in out


def test_rome_map_a_board_module_reads_presets_only_by_name():
    assert set(board.PRESETS) == {"test-map"}
    assert make_board(None) == {"mode": "declared"} and make_board("declared") == {"mode": "declared"}
    with pytest.raises(NotationError):
        make_board("no-such-map.toml")
    assert p(fresh(), "Anna").color == "red"


# --- declared facts: names and omitted facts (ROME-MAP-2, ROME-MAP-3) ---------------------------------------------

def test_rome_map_2_a_declared_city_is_matched_as_the_map_matches_names():
    s = declared()
    play(s, "plunder", city="Colonia=germania:2", face=["gold"])
    event = GAME.normalize(s, {"kind": "plunder", "player": "Ben", "city": "colonia", "face": []})
    assert event["city"] == "Colonia"
    s.this_part.plundered = None
    s.by_name["Anna"].tribes["horsemen"].counters.clear()
    refused("ROME-PLUNDER-2", s, "plunder", city="COLÓNIA", face=["gold"])
    assert list(s.facts.cities) == ["Colonia"]
    refused("ROME-MAP-2", s, "plunder", city="colonia=germania:3", face=["gold"], allowed=["Colonia=germania:2"])
    refused("ROME-MOVE-2", s, "move", to="colonia", arrows=[], allowed=["next to it"])


def test_rome_map_with_a_city_table_an_unknown_city_is_an_unknown_name_not_a_new_city(tmp_path):
    path = tmp_path / "cities.toml"
    path.write_text(tomli_w.dumps({"name": "cities only", "cities": {"Trier": {"province": "germania", "towers": 3}}}))
    base = setup(board="declared")
    base.board = make_board(str(path))
    s = GAME.initial_state(base)
    assert GAME.normalize(s, {"kind": "plunder", "player": "Anna", "city": "trier", "face": []})["city"] == "Trier"
    with pytest.raises(NotationError) as info:
        GAME.normalize(s, {"kind": "plunder", "player": "Anna", "city": "Trierx=germania:3", "face": []})
    assert "Trier" in info.value.allowed
    assert list(s.facts.cities) == ["Trier"]


def test_rome_map_3_a_declared_move_names_its_arrows_even_none():
    s = declared()
    refused("ROME-MAP-3", s, "move", to="X", touch=["h1", "h3=mountains:4"], allowed=["arrows none"])
    assert GAME.parse(s, "move", "X arrows none touching h1".split(), None)["arrows"] == []
    play(s, "move", to="X", arrows=[], touch=["h1", "h3=mountains:4"])
    assert p(s, "Anna").tribes["horsemen"].at == "X" and p(s, "Anna").gold == 5


def test_rome_map_3_a_producing_landscape_is_declared_with_its_number():
    s = declared()
    refused("ROME-MAP-3", s, "move", to="X", arrows=[], touch=["h1", "h3=mountains"], allowed=["h3=mountains:"])
    play(s, "move", to="X", arrows=[], touch=["h1", "h3=mountains:none"])
    assert s.facts.landscapes["h3"].describe() == "mountains (no number token)"
    t = declared(phase=1)
    play(t, "roll", total=7)
    refused("ROME-MAP-3", t, "legionnaire", to="h9=pasture", allowed=["h9=pasture:"])


# --- the counts of the real board: ROME-COMP-1…3 ---------------------------------------------------------------

def failing_after(change) -> set[str]:
    data = real_like_map()
    change(data["cities"])
    return {what for what, _ok, _detail in check(data).failing}


def test_rome_comp_1_cities_of_two_to_five_towers_one_rome_in_italy_five_provinces():
    assert failing_after(lambda c: c["City8"].update(towers=5)) == {"one city with 5 towers (Rome), in Italy"}
    assert failing_after(lambda c: c["City32"].update(towers=4)) == {"one city with 5 towers (Rome), in Italy"}
    data = real_like_map()
    data["cities"]["City9"]["towers"] = 1
    assert any("towers 1" in e for e in check(data).errors)


def test_rome_comp_2_rome_terror_2_rome_faq_13_two_eagles_per_province_of_four_towers_ten_iii():
    eagles = "10 eagle cities, 2 per province, each with 4 or more towers"
    assert failing_after(lambda c: c["City0"].update(towers=3)) == {eagles}                    # FAQ-13
    assert failing_after(lambda c: (c["City1"].update(eagle=False), c["City10"].update(eagle=True))) == {eagles}
    assert failing_after(lambda c: c["City5"].update(neutral_3p=True)) == {"10 III cities"}


def test_rome_comp_3_forty_cities_eight_per_province():
    assert failing_after(lambda c: c.pop("City39")) >= {"40 cities", "8 cities per province"}
    assert failing_after(lambda c: c["City7"].update(province="gallia")) == {"8 cities per province"}
