"""Aqua Romana in Czech (``--lang cs`` or ``REFEREE_LANG=cs``): set-up and turns typed with the Czech
rulebook's words, Czech lines and headings back, refusals with the rule ID unchanged and the save
untouched, and saves that keep the canonical English names."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import i18n
from referee.games.aqua_romana.vocab import BUILDERS, TILES

SETUP = [("zatáčka", "N1"), ("most", "N5"), ("rovný", "N11"), ("dvě_zatáčky", "W4"), ("zatacka", "S6"),
         ("most", "E5"), ("rovny_usek", "S1"), ("dve_zatacky", "E1"), ("zatáčka", "S11"), ("most", "W6"),
         ("rovný_úsek", "N7"), ("dvě_zatáčky", "S3")]


@pytest.fixture(params=["option", "environment"])
def cs(request, tmp_path, monkeypatch):
    """Run a command in Czech; return (stdout, stderr)."""
    runner = CliRunner()
    if request.param == "environment":
        monkeypatch.setenv("REFEREE_LANG", "cs")
    prefix = ["--lang", "cs"] if request.param == "option" else []
    save = tmp_path / "akvadukty.toml"

    def run(command: str, *extra: str, expect: int = 0):
        result = runner.invoke(app, [*prefix, *command.split(), *extra, "--save", str(save)])
        assert result.exit_code == expect, result.stdout + result.stderr
        return result.stdout, result.stderr

    run.save = save
    yield run
    i18n.use("en")


def test_set_up_and_turns_in_czech(cs):
    out, err = cs("new aqua-romana --players Anna,Ben,Cyril")
    assert "Nová hra Aqua Romana v" in err
    assert out.startswith("Tah 0 · zakládání · čeká se na: zakládání: Anna staví stavitele na okružní cestu "
                          "(zbývá zatáčka: 3, rovný úsek: 3, most: 3, dvě zatáčky: 3)\n")
    assert "Rezerva: zatáčka, dvě zatáčky, rovný úsek, most, žolík. Zbývající kartičky: zatáčka: 21, " in out
    assert "Podesty: všechny volné." in out
    assert "\nHráči\nhráč " in out and "stavitelé z rezervy" in out and "červená" in out
    assert "\nDělníci\ndělník " in out and "otevřený, konec A4:sever" in out

    lines = "".join(cs("place-builder", kind, space)[0] for kind, space in SETUP)
    assert "Zakládání: Anna staví stavitele se zatáčkou na N1." in lines
    assert "Zakládání: Ben staví stavitele s mostem na N5." in lines
    assert "Zakládání: Anna staví stavitele se dvěma zatáčkami na W4." in lines
    assert "Zakládání: Cyril staví stavitele s rovným úsekem na N11." in lines
    assert lines.endswith("Zakládání: Cyril staví stavitele se dvěma zatáčkami na S3.\nZakládání skončilo. 1. tah: Anna.\n")

    _out, err = cs("lay red1 N1", expect=2)
    assert err.startswith("Chyba: hodí se víc staveb — upřesněte: poloha — jeden z: JV, JZ")
    out, err = cs("lay red1 N1 JV")
    assert out == ("Anna pokládá kartičku se zatáčkou JV na A3 pro dělníka red1 (stavitel se zatáčkou na N1).\n"
                   "Dělník red1 se posouvá na A3:východ; jeho akvadukt má hodnotu 1.\n"
                   "Stavitel se zatáčkou se posouvá N1 → N2.\n")
    out, err = cs("lay blue2 most")
    assert out.startswith("2. tah: Ben.\nBen pokládá kartičku s mostem SJ+VZ na E2 (políčko) pro dělníka blue2 (stavitel s mostem na N5).\n")
    assert "Stavitel s mostem se posouvá N5 → N6." in out
    assert "Dále: Ben smí uzavřít jeden ze svých akvaduktů (blue1, blue2, blue3, blue4) nebo žádný (close none)" in err

    out, _err = cs("close none")
    assert out == "Ben už nic neuzavírá.\n3. tah: Cyril.\n"

    out, _err = cs("status")
    assert out.startswith("Tah 3 · stavba · čeká se na: Cyril pokládá kartičku (kam, ukáže referee hints)\n")
    assert "Stavitelé na okružní cestě: N2 zatáčka, N6 most," in out
    out, _err = cs("hints")
    assert out.startswith("Teď: Cyril pokládá kartičku (kam, ukáže referee hints).\n")
    assert "yellow1: stojí na K5, konec K5:jih; kartička patří na K6; stavitelé v dohledu:" in out
    out, _err = cs("score")
    assert out.startswith("Body z podest po 3. tahu (bonusy přijdou na konci)\nhráč    podesty      bonus    celkem\n")
    out, _err = cs("board")
    assert "   studna " in out
    assert "Hráči: Anna červená, Ben modrá, Cyril žlutá." in out
    assert "Stavitelé na okružní cestě: C se zatáčkou, S s rovným úsekem, B s mostem, D se dvěma zatáčkami, J žolík" in out

    # the save keeps canonical English names
    events = tomllib.loads(cs.save.read_text("utf-8"))["events"]
    assert [e["builder"] for e in events[:4]] == ["curve", "bridge", "straight", "double_curve"]
    assert {k: events[-2][k] for k in ("kind", "tile", "rotation")} == {"kind": "lay", "tile": "bridge",
                                                                        "rotation": "NS+EW"}


def test_czech_refusals_keep_the_rule_id_and_the_save(cs):
    cs("new aqua-romana --players Anna,Ben,Cyril")
    for kind, space in SETUP:
        cs("place-builder", kind, space)
    before = cs.save.read_bytes()
    _out, err = cs("lay red1 N5 most", expect=1)
    assert err == ("Chyba: AQUA-SIGHT-2: dělník red1 na A4 nevidí na N5 — red1 vidí na N1, E4, S1, W4; "
                          "stavitelé tam: N1 (zatáčka), S1 (rovný úsek), W4 (dvě zatáčky)\n"
                          "→ referee rule AQUA-SIGHT-2\n")
    _out, err = cs("pass S3", expect=1)
    assert err.startswith("Chyba: AQUA-FORCE-1: Anna může stavět, a proto stavět musí "
                          "(dobrovolně stavbu vynechat nelze) — možné: red1 N1 zatáčka JV na A3;")
    _out, err = cs("lay blue2 most", expect=1)
    assert err.startswith("Chyba: AQUA-SIGHT-1: blue2 je dělník hráče Ben, ne hráče Anna — "
                          "Anna staví se svými dělníky: red1, red2, red3, red4")
    _out, err = cs("place-builder zatáčka N2", expect=1)
    assert err.startswith("Chyba: AQUA-TURN-2: 'place' teď není dovoleno (hráč na tahu staví, nebo když stavět "
                          "nemůže, posouvá stavitele)")
    _out, err = cs("lay red1 N1 hrad", expect=2)
    assert err.startswith("Chyba: ")
    assert cs.save.read_bytes() == before


def test_english_stays_the_default(tmp_path):
    runner = CliRunner()
    save = str(tmp_path / "aqua.toml")
    runner.invoke(app, ["new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--save", save])
    result = runner.invoke(app, ["place-builder", "zatáčka", "N1", "--save", save])
    assert result.stdout == "Set-up: Anna places a curve builder on N1.\n"


def test_every_tile_kind_and_builder_has_a_czech_name_that_can_be_typed_back():
    i18n.use("cs")
    try:
        for vocab in (TILES, BUILDERS):
            for name in vocab:
                word = format(vocab.term(name), "short")
                assert word != name, (vocab.what, name)
                assert vocab.resolve(word.replace(" ", "_")) == name, (vocab.what, name, word)
    finally:
        i18n.use("en")


def test_the_example_game_reads_czech_throughout(tmp_path):
    """The whole example game and a refusal of every rejecting module: no English word, no raw key."""
    from czech_telltale import Transcript

    runner = CliRunner()
    game = tmp_path / "aqua.toml"
    game.write_bytes(Path("saves/examples/aqua-romana-3p.toml").read_bytes())
    t = Transcript(runner, app)
    run = t.run
    t.example(game, 19)
    fresh = tmp_path / "refusals.toml"
    run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--colors", "red,red,blue", "--save", str(fresh))
    run("new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--save", str(fresh), expect=0)
    run("place-builder", "žolík", "N1", "--save", str(fresh), expect=1)                 # builders
    for kind, space in SETUP:
        run("place-builder", kind, space, "--save", str(fresh), expect=0)
    run("lay", "red1", "N5", "most", "--save", str(fresh), expect=1)                   # building
    run("lay", "red1", "N1", "zatáčka", "SV", "--save", str(fresh), expect=1)          # a rotation that misses
    run("lay", "red1", "N1", "hrad", "--save", str(fresh), expect=2)                   # notation
    run("lay", "red1", "N1", "zatáčka", "XY", "--save", str(fresh), expect=2)          # tiles
    run("well", "zatáčka", "F5", "SV", "--save", str(fresh), expect=1)                 # wells
    run("close", "red1", "--save", str(fresh), expect=1)                               # turns
    run("take", "žolík", "--save", str(fresh), expect=1)                               # reserve
    run("pass", "S3", "--save", str(fresh), expect=1)                                  # forced build
    transcript = "\n".join(t.text)
    assert "kartičk" in transcript and "SV" in transcript
    assert t.english() == []


def test_board_file_and_set_up_checks_in_czech(tmp_path, monkeypatch):
    """The board file's checks (board.py) speak Czech: a refusal for each kind of mistake, rule IDs unchanged."""
    from czech_telltale import english_words
    from test_aqua_rules import board3

    from referee.core.errors import NotationError, RuleViolation
    from referee.games.aqua_romana.board import check_board, make_board

    def refusal(change) -> RuleViolation:
        with pytest.raises(RuleViolation) as info:
            check_board(board3(**change), 3)
        return info.value

    english = refusal({"r0": {"squares": ["A4", "C4"]}})
    i18n.use("cs")
    try:
        found = refusal({"r0": {"squares": ["A4", "C4"]}})
        assert found.rule == english.rule == "AQUA-GEO-13"
        assert found.message == "políčka A4 a C4 rezervoáru červené barvy spolu nesousedí"
        assert found.allowed == "dvě políčka sousedící stranou"
        lines = [found.line()]
        for change in ({"r0": {"side": 3, "outlets": ["A4:N", "A4:E", "A5:E"]}},
                       {"r1": {"squares": ["A5", "A6"], "outlets": ["A5:N", "A6:E", "A6:S", "A5:E"]}},
                       {"r0": {"squares": ["A1", "A2"], "outlets": ["A2:E", "A2:S", "A1:E", "A2:N"]}},
                       {"r0": {"outlets": ["A4:N", "A4:E", "A5:E", "B5:S"]}},
                       {"r0": {"outlets": ["A4:N", "A4:E", "A5:E", "A4:S"]}},
                       {"r0": {"outlets": ["A4:N", "A4:E", "A5:E"]}},
                       {"r0": {"color": "blue"}}, {"r0": {"seat": 2}},
                       {"r1": {"squares": ["B5", "B6"], "outlets": ["B5:W", "B5:E", "B6:E", "B6:S"]}}):
            refused = refusal(change)
            lines.append(refused.line())
        assert "AQUA-SETUP-4: rezervoár červené barvy je otočen stranou s 3 přípojkami" in lines[1]
        assert "rezervoáry modré a červené barvy se překrývají na A5" in lines[2]
        facing = "přípojky {} míří proti sobě — akvadukt nikdy nesmí spojit dvě přípojky (AQUA-PLACE-4)"   # either first
        assert lines[-1] in (f"Chyba: AQUA-PLACE-4: {facing.format(pair)}" for pair in ("A5:E a B5:W", "B5:W a A5:E"))
        monkeypatch.chdir(tmp_path)
        with pytest.raises(NotationError) as info:
            make_board("nowhere", ["A", "B", "C"])
        lines.append(f"{info.value.message} — {info.value.allowed}")
        assert lines[-1].startswith("neznámý hrací plán 'nowhere' — použijte default")
        (tmp_path / "broken.toml").write_text("[board\n", "utf-8")
        with pytest.raises(NotationError) as info:
            make_board("broken.toml", ["A", "B", "C"])
        assert info.value.message.startswith("soubor s hracím plánem broken.toml není platný TOML: ")
        (tmp_path / "ours.toml").write_text("[layout]\n", "utf-8")
        with pytest.raises(RuleViolation) as info:
            make_board("ours.toml", ["A", "B"])
        assert info.value.message == "soubor s hracím plánem nemá rozestavení pro 2 hráče"
        assert all(english_words(line.replace("AQUA-", "")) == [] for line in lines), lines
    finally:
        i18n.use("en")
