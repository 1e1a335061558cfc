"""Struggle for Rome in Czech (``--lang cs``): set-up and a round's first steps on the test map, Czech lines
back, a Czech refusal with the rule ID unchanged and the save untouched, the save itself canonical English."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

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
    assert "Nová hra rome" in err
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
    assert err == "Dále: Anna obchoduje, staví, hraje kartu nebo končí (fáze 2)\n"
    out, _err = cs("status")
    assert out.startswith("1. kolo · obchodování a stavění · čeká se na: Anna obchoduje, staví, hraje kartu nebo končí "
                          "(fáze 2)\nZačínající hráč Anna; směrová růžice: 6, 7, 8, 5; legionář na 4f.\n")
    assert "Kmeny (kmenová pole a říše)" in out and "jízdní kmen" in out and "putující" in out
    out, _err = cs("end")
    assert out == "Anna končí svůj tah v 2. fázi.\nNa řadě je Ben (2. fáze: obchodování a stavění).\n"
    out, _err = cs("score")
    assert out.startswith("Hra končí po kole, ve kterém někdo dosáhne 10 VB (ROME-END-1).\n"
                          "Body v 1. kole (včetně skrytých karet s VB)\n")


def test_a_czech_refusal_keeps_the_rule_id_and_the_save(game):
    before = game.read_bytes()
    _out, err = cs("roll", "6", expect=1)
    assert err == ("Chyba: ROME-PROD-6: Anna, Ben: za 6 se lízá karta pastvin lícem dolů; která? — uveďte každou "
                   "vylízanou kartu, např. roll 6 Anna horse Ben horse\n")
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
    assert ": chybí " in err and " — Anna má " in err and " a 5 zlatých\n" in err
    assert game.read_bytes() == before


def test_the_save_stays_english(game):
    cs("roll", "6", "Anna", "kůň", "Ben", "skot")
    events = tomllib.loads(game.read_text("utf-8"))["events"]
    assert events[-1]["pasture"] == ["Anna=horse", "Ben=cattle"]
    result = runner.invoke(app, ["status", "--save", "r"])
    assert result.stdout.startswith("Round 1 · production · waiting for: Anna rolls (round 1, covered: 6)\n")
