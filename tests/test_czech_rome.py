"""Struggle for Rome in Czech (``--lang cs``): set-up and a round's first steps on the test map, Czech lines
back, a Czech refusal with the rule ID unchanged and the save untouched, the save itself canonical English."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from czech_telltale import english_words, refusals_in_czech
from referee.cli.app import app

runner = CliRunner()


def cs(*args, expect: int = 0):
    result = runner.invoke(app, ["--lang", "cs", *args, "--save", "r"])
    assert result.exit_code == expect, result.stdout + result.stderr
    return result.stdout, result.stderr


@pytest.fixture
def game(tmp_path, monkeypatch):
    """A test-map game set up in Czech, in round 1 phase 1; returns the save's path."""
    monkeypatch.chdir(tmp_path)
    _out, err = cs("new", "boj o řím", "--players", "Anna,Ben,Cyril", "--board", "test-map")
    assert "Nová hra Boje o Řím" in err
    for words in (["horsemen", "1f:12", "warriors", "1h:12", "pasture", "kůň"],
                  ["horsemen", "1f:4", "warriors", "1h:4", "pasture", "skot"],
                  ["horsemen", "1g:12", "warriors", "2g:4", "pasture", "skot"]):
        out, _err = cs("start", *words)
    assert out == ("Cyril (bílá) staví jízdní kmen na 1g:12 a pěší kmen na 2g:4 a bere si 5 zlatých, 1 obilí a kartu "
                   "pastvin (skot) (ROME-SETUP-2/8).\n")
    out, err = cs("legionnaire", "5c")
    assert out.startswith("Anna staví legionáře na 5c (ROME-SETUP-6).\nZakládání skončilo.\n")
    assert ("1. kolo: začínající hráč je Anna a hází, dokud na směrové růžici nejsou zakryta čtyři různá čísla "
            "(ROME-ROUND-1, ROME-PROD-1).") in out
    assert err == "Dále: Anna hází (1. kolo, zakryto: žádné)\n"
    return Path(tmp_path) / "saves" / "r.toml"


def test_a_czech_round_on_the_test_map(game):
    out, _err = cs("roll", "6", "Anna", "kůň", "Ben", "skot")
    assert out.startswith("Anna hází 6 (na směrové růžici zakryto 1 ze 4 čísel: 6).\n"
                          "Výnosy za 6 (krajiny 1f, 2e, 3g, 4f, 6c, 7g; jedna karta za krajinu a hráče)\n")
    assert out.splitlines()[2].split() == ["hráč", "obilí", "ruda", "kůň", "skot"]
    out, _err = cs("roll", "7")
    assert "Sedmička: Anna přesouvá legionáře a okrade hráče u něj (ROME-LEG-1); nikdo neodhazuje (ROME-LEG-6)." in out
    out, err = cs("legionnaire", "4f")
    assert out == "Anna přesouvá legionáře na 4f.\n"
    assert err == "Dále: Anna hází (1. kolo, zakryto: 6, 7)\n"
    cs("roll", "8")
    out, err = cs("roll", "5")
    assert "2. fáze: obchodování a stavění, začíná Anna (ROME-ROUND-2)." in out
    assert err == "Dále: Anna obchoduje, staví, hraje kartu nebo končí (2. fáze)\n"
    out, _err = cs("status")
    assert out.startswith("1. kolo · obchodování a stavění · čeká se na: Anna obchoduje, staví, hraje kartu nebo končí "
                          "(2. fáze)\nZačínající hráč Anna; směrová růžice: 6, 7, 8, 5; legionář na 4f.\n")
    assert "Kmeny (kmenová pole a říše)" in out and "jízdní kmen" in out and "putující" in out
    out, _err = cs("end")
    assert out == "Anna končí svůj tah v 2. fázi.\nNa řadě je Ben (2. fáze: obchodování a stavění).\n"
    out, _err = cs("score")
    assert out.startswith("Hra končí po kole, ve kterém někdo dosáhne 10 VB (ROME-END-1).\n"
                          "Body v 1. kole (včetně skrytých karet s VB)\n")


def test_a_czech_refusal_keeps_the_rule_id_and_the_save(game):
    before = game.read_bytes()
    _out, err = cs("roll", "6", "Anna", "kůň", expect=1)
    assert err == ("Chyba: ROME-PROD-6: Ben: za 6 se lízá karta pastvin lícem dolů; která? — uveďte každou "
                   "vylízanou kartu, např. 'roll 6 Anna kůň Ben kůň'\n→ referee rule ROME-PROD-6\n")
    _out, err = cs("legionnaire", "4f", expect=1)
    assert err.startswith("Chyba: ROME-LEG-1: 'legionnaire' teď není dovoleno (1. fáze, hod na příjem surovin: začínající hráč hází, dokud "
                          "nejsou zakryta čtyři čísla)")
    assert game.read_bytes() == before
    cs("roll", "6", "Anna", "kůň", "Ben", "skot")
    cs("roll", "8")
    cs("roll", "5")
    cs("roll", "9")
    before = game.read_bytes()
    _out, err = cs("build", "army", expect=1)
    assert err.startswith("Chyba: ROME-BUILD-1: Anna nemůže zaplatit ")
    assert ": chybí " in err and " — Anna má " in err and " a 5 zlatých; 3 zlaté mohou nahradit jednu kartu ceny " \
                                                     "(ROME-GOLD-1): 'build army joker ruda'\n" in err
    assert game.read_bytes() == before


def test_the_save_stays_english(game):
    cs("roll", "6", "Anna", "kůň", "Ben", "skot")
    events = tomllib.loads(game.read_text("utf-8"))["events"]
    assert events[-1]["pasture"] == ["Anna=horse", "Ben=cattle"]
    result = runner.invoke(app, ["status", "--save", "r"])
    assert result.stdout.startswith("Round 1 · production · waiting for: Anna rolls (round 1, covered: 6)\n")


# --- no English left: the example games and the rule tests' refusals, in Czech -----------------------------

EXAMPLES = Path(__file__).resolve().parent.parent / "saves" / "examples"


def czech_text(text: str, map_name: str = "") -> list[str]:
    """English tell-tales in Czech output, leaving out what is canonical by design: the recorded events that
    ``replay`` quotes from the save (``── #3 Anna roll total=8 …``) and the map's own name (data in its file)."""
    lines = [line for line in text.splitlines() if not line.startswith("── #")]
    text = "\n".join(lines)
    return english_words(text.replace(map_name, "MAPA") if map_name else text)


@pytest.mark.parametrize("example", ["rome-3p-test-map", "rome-3p-declared"])
def test_the_example_games_read_as_czech(example, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    save = tmp_path / f"{example}.toml"
    save.write_bytes((EXAMPLES / f"{example}.toml").read_bytes())
    map_name = tomllib.loads(save.read_text("utf-8"))["board"].get("name", "")
    found = {}
    for command in (["replay", str(save)], ["status", "--save", str(save)], ["score", "--save", str(save)],
                    ["hints", "--save", str(save)], ["board", "--save", str(save)], ["check", str(save)]):
        result = runner.invoke(app, ["--lang", "cs", *command])
        assert result.exit_code == 0, result.stdout + result.stderr
        text = (result.stdout + result.stderr).replace(str(save), "SOUBOR")
        assert len(text) > 20, command
        found[command[0]] = czech_text(text, map_name)
    head, *events = save.read_text("utf-8").split("\n[[events]]")
    for upto in range(10, len(events), 37):                    # hints and status along the way
        part = tmp_path / f"upto{upto}.toml"
        part.write_text("\n[[events]]".join([head, *events[:upto]]), "utf-8")
        for command in ("hints", "status"):
            result = runner.invoke(app, ["--lang", "cs", command, "--save", str(part)])
            assert result.exit_code == 0, result.stdout + result.stderr
            found[f"{command} {upto}"] = czech_text(result.stdout + result.stderr, map_name)
    assert found == {name: [] for name in found}


def test_every_refusal_of_the_rule_tests_reads_as_czech(monkeypatch):
    """Each Rome rule test runs in English; every refusal it provokes is made again in Czech and read back."""
    import rome_helpers
    import test_rome_declared_game
    import test_rome_examples
    import test_rome_rules

    seen = refusals_in_czech(rome_helpers, (test_rome_rules, test_rome_examples, test_rome_declared_game),
                             monkeypatch)
    assert len(seen) > 100
    assert {"plunder", "kingdom", "cards", "movement", "building", "facts", "setup", "legionnaire", "trade",
            "production", "rounds"} <= {where for _rule, where, _line in seen}
    english = [f"{rule} ({where}): {line}  ← {czech_text(line)}" for rule, where, line in seen if czech_text(line)]
    assert not english, "\n".join(english)


def test_map_check_names_the_provinces_in_czech_and_json_keeps_the_keys():
    """``referee map check`` in Czech: the checksums' detail columns name the provinces (Germánie 4), not their keys;
    ``--json`` keeps the canonical English keys."""
    from referee.games.rome.board import PRESETS

    path = str(PRESETS["test-map"])
    result = runner.invoke(app, ["--lang", "cs", "map", "check", path])
    assert result.exit_code == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    per_province = next(line for line in lines if "Germánie" in line)
    assert "Germánie 4, Galie 4, Hispánie 4, Severní Itálie 4, Jižní Itálie 4" in per_province, per_province
    rome = next(line for line in lines if "(Jižní Itálie)" in line or "(Severní Itálie)" in line)
    assert "italia_" not in rome
    assert english_words("\n".join(lines[1:])) == [], lines       # the first line: the map's own name (its data)
    english = runner.invoke(app, ["map", "check", path])
    assert "germania 4, gallia 4, hispania 4, italia_north 4, italia_south 4" in english.stdout
    found = json.loads(runner.invoke(app, ["--lang", "cs", "map", "check", path, "--json"]).stdout)
    details = " ".join(c["detail"] for c in found["checksums"])
    assert "germania" in details and "Germánie" not in details
