"""Czech output (``--lang cs`` or ``REFEREE_LANG=cs``): a whole Catan game's worth of turns typed
with Czech words, Czech lines back, rule IDs unchanged, saves and ``--json`` canonical and English;
and every message template of the core and Catan has a Czech translation with the same fields.
"""

from __future__ import annotations

import ast
import json
import string
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

import referee
from referee.cli.app import app
from referee.core import i18n
from referee.core.i18n import Cards, Counted, Term, _
from referee.games.catan.vocab import CARDS, PIECES, RESOURCES, TERRAINS

ROOT = Path(referee.__file__).parent
# Every game's catalogue and sources take part as soon as they exist.
CATALOGUES = [ROOT / "core" / "locale" / "cs.toml", *sorted((ROOT / "games").glob("*/locale/cs.toml"))]
SOURCES = [*sorted((ROOT / "core").rglob("*.py")), *sorted((ROOT / "games").rglob("*.py")),
           ROOT / "cli" / "app.py", ROOT / "cli" / "base.py", ROOT / "cli" / "common.py", ROOT / "cli" / "verbs.py",
           ROOT / "cli" / "render.py", ROOT / "cli" / "play.py",
           ROOT / "cli" / "extras.py", ROOT / "cli" / "dispute.py", ROOT / "cli" / "explain.py",
           ROOT / "cli" / "gamehelp.py", ROOT / "cli" / "actions.py"]

SETUP = ["vesnice 3e:2", "silnice 3e:1", "vesnice 2b:4", "silnice 2b:3", "vesnice 4b:4", "silnice 4b:5",
         "vesnice 2d:6", "silnice 2d:5", "vesnice 3b:6", "silnice 3b:5", "vesnice 5b:6", "silnice 5b:5"]


@pytest.fixture(params=["option", "environment"])
def cs(request, tmp_path, monkeypatch):
    """Run a command in Czech, by ``--lang cs`` or by ``REFEREE_LANG=cs``; return (exit code, stdout, stderr)."""
    runner = CliRunner()
    if request.param == "environment":
        monkeypatch.setenv("REFEREE_LANG", "cs")
    prefix = ["--lang", "cs"] if request.param == "option" else []
    save = tmp_path / "hra.toml"

    def run(command: str, *extra: str, expect: int = 0):
        where = [] if command.startswith("check") else ["--save", str(save)]
        result = runner.invoke(app, [*prefix, *command.split(), *extra, *where])
        assert result.exit_code == expect, result.stdout + result.stderr
        return result.stdout, result.stderr

    run.save = save
    return run


def saved_events(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text("utf-8"))["events"]


def test_a_whole_catan_game_in_czech(cs):
    out, err = cs("new catan --players Anna,Ben,Cyril")
    assert "Nová hra Osadníků z Katanu v" in err
    assert "Tah 0 · zakládání · čeká se na: zakládání: Anna staví vesnici" in out

    # set-up placements with Czech piece names
    lines = "".join(cs(f"build {words}")[0] for words in SETUP)
    assert "Zakládání: Anna staví vesnici na 3e:2." in lines
    assert "Zakládání: Ben staví silnici na 2b:3." in lines
    assert "Cyril bere za druhou vesnici 1 dřevo + 1 cihlu + 1 rudu (CATAN-SETUP-7)." in lines
    assert "Ben bere za druhou vesnici 2 dřeva + 1 rudu (CATAN-SETUP-7)." in lines
    assert "Zakládání skončilo. 1. tah: hází Anna (CATAN-SETUP-8)." in lines

    # three rounds of production
    for total in (6, 8, 3) * 3:
        out, err = cs(f"roll {total}")
        cs("end")
    assert "Cyril hází 3." in out
    assert "Výnosy za 3 (díly 3d, 4b)" in out
    assert out.splitlines()[2].split() == ["hráč", "dřevo", "cihly", "vlna", "obilí", "ruda"]
    assert "Dále: Cyril obchoduje, staví, kupuje, hraje kartu nebo končí tah" in err

    # a seven: discards (Czech resource words in), the robber and a theft
    out, err = cs("roll 7")
    assert "Čeká se na odhození: Ben 6, Cyril 7." in out
    assert "Sedmička: odhazování (CATAN-SEVEN-1)" in out
    assert "hráč      karty    musí odhodit" in out
    assert "Dále: odhazují: Ben (6), Cyril (7)" in err
    out, _err = cs("discard Ben 3 dřevo 3 ruda")
    assert out == "Ben odhazuje 3 dřeva + 3 rudy.\n"
    out, err = cs("discard Cyril 5 ruda 2 drevo")
    assert "Cyril odhazuje 2 dřeva + 5 rud." in out and "Všichni odhodili. Zloděje přesouvá Anna." in out
    out, _err = cs("robber 2b Ben dřevo")
    assert out == "Anna přesouvá zloděje na 2b; Ben přichází o 1 dřevo.\n"

    # domestic and maritime trade, a refused settlement, a road, a development card
    out, _err = cs("trade Ben give 1 ruda get 1 cihly")
    assert out == "Anna dává hráči Ben 1 rudu za 1 cihlu.\n"
    out, _err = cs("maritime 3 obilí for 1 vlna")
    assert out == "Anna mění v banku 3 obilí za 1 vlnu.\n"
    before = cs.save.read_bytes()
    _out, err = cs("build vesnice 3e:4", expect=1)
    assert err.startswith("Chyba: CATAN-BUILD-5: 3e:4 sousedí se stavbou na 3e:2 (pravidlo o vzdálenosti) — ")
    _out, err = cs("trade Ben give 1 rytíř get 1 cihly", expect=1)
    assert err.startswith("Chyba: CATAN-TRADE-4: 'rytíř' je akční karta; obchoduje se jen s kartami surovin")
    _out, err = cs("roll 8", expect=1)
    assert err.startswith("Chyba: CATAN-TURN-2: 'roll' teď není dovoleno (v tomto tahu se už házelo; jeden hod za tah)")
    assert cs.save.read_bytes() == before
    out, _err = cs("build silnice 3e:3")
    assert out == "Anna staví silnici na 3e:3 (platí 1 dřevo + 1 cihlu).\n"
    out, _err = cs("buy rytíř")
    assert out == "Anna kupuje akční kartu (rytíř); v balíčku jich zbývá 24.\n"
    out, _err = cs("end")
    assert out == "Anna končí tah. 11. tah: Ben.\n"
    cs("roll 6")
    cs("end")
    cs("roll 8")
    cs("end")

    # a Knight before the roll
    out, _err = cs("play rytíř 4b Cyril ruda")
    assert out == "Anna hraje rytíře (zahraných rytířů: 1).\nAnna přesouvá zloděje na 4b; Cyril přichází o 1 rudu.\n"

    # the reports
    out, _err = cs("status")
    assert out.startswith("Tah 13 · hod kostkami · čeká se na: Anna hází (nebo předtím zahraje akční kartu)\n")
    assert "Bank: 15 dřev + 16 cihel + 19 vln + 14 obilí + 12 rud. Balíček akčních karet: 24. Zloděj na 4b." in out
    assert "\nHráči\nhráč " in out and "silnice/vesnice/města v zásobě" in out
    out, _err = cs("score")
    assert out.startswith("Body po 13. tahu (včetně karet s výherním bodem)\n")
    assert "Nejdelší obchodní cesta    Největší vojsko" in out
    out, _err = cs("board")
    assert "| HOR10 | PAS2  | LES9  | 2:1ru" in out and "[Z]" in out
    assert "Hráči: a=Anna (červená), b=Ben (modrá), c=Cyril (bílá). Vesnice = písmeno" in out
    assert "Přístavy: 1a:11 3:1, 1b:1 obilí, 2d:1 ruda," in out
    assert "Zloděj: 4b. Křižovatky jsou sudé hodiny (3e:4), cesty liché hodiny (3e:3); 12 je horní roh." in out
    out, _err = cs("hints")
    assert out.startswith("Teď: Anna hází (nebo předtím zahraje akční kartu).\n")
    out, _err = cs("check", str(cs.save))
    assert out.endswith(": platný, počet událostí 44; Anna hází (nebo předtím zahraje akční kartu)\n")

    # the save keeps canonical English names
    events = saved_events(cs.save)
    assert events[0] == {**events[0], "piece": "settlement", "at": "3e:2"}
    assert {e["kind"]: e for e in events}["discard"]["cards"] == {"lumber": 2, "ore": 5}
    assert events[-1] == {**events[-1], "card": "knight", "victim": "Cyril", "stolen": "ore"}


def test_czech_refusal_keeps_the_rule_id_and_the_save(cs):
    cs("new catan --players Anna,Ben,Cyril")
    cs("build vesnice 3e:2")
    before = cs.save.read_bytes()
    _out, err = cs("build vesnice 3e:4", expect=1)
    assert err == ("Chyba: CATAN-SETUP-4: 1. stavba při zakládání je silnice hráče Anna, ne vesnice — "
                   "postavte silnici na cestu u 3e:2: 3e:1, 3e:3\n→ referee rule CATAN-SETUP-4\n")
    _out, err = cs("build silnice 3e:5", expect=1)
    assert err.startswith("Chyba: CATAN-SETUP-6: silnice při zakládání musí navazovat na vesnici právě "
                          "postavenou na 3e:2 — cesty u 3e:2:")
    _out, err = cs("build hrad 3e:1", expect=2)
    assert err.startswith("Chyba: neznámé slovo 'hrad' (stavba) — ")
    assert "známá slova: silnice, vesnice, město" in err
    _out, err = cs("build silnice 3e:2", expect=2)
    assert err == ("Chyba: '3e:2' je křižovatka (sudá hodina), ne cesta — "
                   "cesty jsou liché hodiny; nejbližší: 3e:1 nebo 3e:3\n")
    assert cs.save.read_bytes() == before


def test_json_stays_english_and_canonical(cs):
    cs("new catan --players Anna,Ben,Cyril")
    cs("build vesnice 3e:2")
    out, _err = cs("status --json")
    data = json.loads(out)
    assert data["phase"] == "setup" and list(data["bank"]) == ["lumber", "brick", "wool", "grain", "ore"]
    text = cs.save.read_text("utf-8").replace('piece = "settlement"', 'piece = "city"')
    cs.save.write_text(text, "utf-8")
    out, _err = cs("check --json", str(cs.save), expect=1)
    problem = json.loads(out)["problem"]
    assert problem["rule"] == "CATAN-SETUP-4"
    assert problem["message"].startswith("set-up placement 1 is Anna's settlement, not a city")


def test_english_stays_the_default(tmp_path):
    runner = CliRunner()
    save = str(tmp_path / "game.toml")
    runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", save])
    result = runner.invoke(app, ["build", "settlement", "3e:2", "--save", save])
    assert result.stdout == "Set-up: Anna places a settlement on 3e:2.\n"
    assert result.stderr == "Next: set-up: Anna places a road\n"
    result = runner.invoke(app, ["--lang", "en", "build", "vesnice", "3e:4", "--save", save])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: CATAN-SETUP-4: set-up placement 1 is Anna's road, not a settlement")


def test_an_unknown_language_is_a_usage_error(tmp_path):
    result = CliRunner().invoke(app, ["--lang", "xx", "games"])
    assert result.exit_code == 2
    assert "no language 'xx'; known: en, cs" in result.stderr


# --- the catalogues ------------------------------------------------------------------------

def templates() -> dict[str, str]:
    """Every literal template given to ``_()`` or ``Outcome.say()``, or marked with ``N_()``, with its file."""
    found: dict[str, str] = {}
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and (
                    (isinstance(node.func, ast.Name) and node.func.id in ("_", "N_"))
                    or (isinstance(node.func, ast.Attribute) and node.func.attr == "say")):
                first = node.args[0]
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), \
                    f"{path.relative_to(ROOT)}:{node.lineno}: a template must be a string literal"
                found.setdefault(first.value, str(path.relative_to(ROOT)))
    return found


def catalogue() -> dict:
    merged: dict = {"messages": {}, "terms": {}}
    for path in CATALOGUES:
        data = tomllib.loads(path.read_text("utf-8"))
        merged["messages"].update(data.get("messages", {}))
        for context, names in data.get("terms", {}).items():
            merged["terms"].setdefault(context, {}).update(names)
    return merged


def fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name is not None}


def test_every_template_has_a_czech_translation():
    messages = catalogue()["messages"]
    missing = [f"{where}: {template!r}" for template, where in templates().items() if template not in messages]
    assert missing == []


def test_every_translation_uses_the_same_fields_as_its_template():
    found = templates()
    wrong, unused = [], []
    for template, translation in catalogue()["messages"].items():
        if fields(template) != fields(translation):
            wrong.append(f"{template!r}: {sorted(fields(template))} ≠ {sorted(fields(translation))}")
        if template not in found:
            unused.append(template)
    assert wrong == []
    assert unused == []


def test_every_catan_name_is_translated_and_can_be_typed_back():
    """What the Czech output calls a resource, terrain, piece or card is a word the input accepts."""
    i18n.use("cs")
    for vocab in (RESOURCES, TERRAINS, PIECES, CARDS):
        for name in vocab:
            word = str(vocab.term(name))
            assert word != name.replace("_", " "), (vocab.what, name)
            assert vocab.resolve(word) == name, (vocab.what, name, word)


def test_czech_numbers_take_the_right_plural_form():
    i18n.use("cs")
    ore = Term("resource", "ore")
    assert [str(Counted(n, ore)) for n in (1, 2, 4, 5, 0)] == ["1 ruda", "2 rudy", "4 rudy", "5 rud", "0 rud"]
    assert format(Counted(1, ore), "acc") == "1 rudu"
    assert format(Cards({"brick": 1, "lumber": 5}, "resource", ["lumber", "brick"]), "acc") == "5 dřev + 1 cihlu"
    assert _("{player} holds no {resource}", player="Ben", resource=ore) == "Ben nemá rudu"
    i18n.use("en")
    assert format(Cards({"brick": 1, "lumber": 5}, "resource", ["lumber", "brick"]), "acc") == "5 lumber + 1 brick"
    assert _("{player} holds no {resource}", player="Ben", resource=ore) == "Ben holds no ore"


def test_a_broken_translation_falls_back_to_english():
    i18n.use("cs")
    i18n.catalogue("cs").messages["Robber on {hex}."] = "Zloděj na {hexx}."
    try:
        assert _("Robber on {hex}.", hex="3c") == "Robber on 3c."
    finally:
        del i18n.catalogue("cs").messages["Robber on {hex}."]


def test_the_example_game_reads_czech_throughout(tmp_path):
    """The whole example game, its reports at several points and refusals: no English word, no raw key."""
    from czech_telltale import Transcript

    runner = CliRunner()
    game = tmp_path / "catan.toml"
    game.write_bytes((ROOT.parent / "saves" / "examples" / "catan-4p-beginner.toml").read_bytes())
    t = Transcript(runner, app)
    run = t.run
    t.example(game, 53)
    fresh = str(tmp_path / "refusals.toml")
    run("new", "catan", "--players", "Anna,Ben,Cyril", "--save", fresh, expect=0)
    run("build", "silnice", "3e:1", "--save", fresh, expect=1)                    # set-up
    for words in SETUP:
        run("build", *words.split(), "--save", fresh, expect=0)
    run("build", "vesnice", "3e:4", "--save", fresh, expect=1)                    # building
    run("end", "--save", fresh, expect=1)                                          # turns
    run("roll", "6", "--save", fresh, expect=0)
    run("build", "město", "3e:2", "--save", fresh, expect=1)                      # cost
    run("trade", "Ben", "give", "1", "rytíř", "get", "1", "cihly", "--save", fresh, expect=1)   # trade
    run("maritime", "3", "obilí", "for", "1", "vlna", "--save", fresh, expect=1)  # maritime rate
    run("play", "rytíř", "4b", "--save", fresh, expect=1)                         # development
    run("robber", "4b", "--save", fresh, expect=1)                                # robber
    run("build", "hrad", "3e:1", "--save", fresh, expect=2)                       # notation
    assert t.english() == []


DESERT_ON_THE_COAST = ("DES PAS2 FOR9 FLD12 HIL6 PAS4 HIL10 FLD9 FOR11 MTN10 FOR3 MTN8 FOR8 MTN3 FLD4 PAS5 HIL5 FLD6 "
                       "PAS11 ; 1a:11=3:1 1b:1=grain 2d:1=ore 3e:3=3:1 4d:5=wool 5b:5=3:1 5a:7=3:1 4a:9=brick 2a:9=lumber")


def test_catan_czech_reads_like_the_rulebook(cs):
    """The rulebook's words: karta s výherním bodem, nejdelší cesta, si nebere nic, beze zbytku, není koho okrást."""
    cs("new catan --players Anna,Ben,Cyril", "--board", DESERT_ON_THE_COAST)
    lines = "".join(cs(f"build {words}")[0] for words in [*SETUP[:10], "vesnice 1a:12", "silnice 1a:11"])
    assert "Anna si za druhou vesnici nebere nic (CATAN-SETUP-7)." in lines       # a settlement by the desert
    cs("roll 4")
    _out, err = cs("maritime 2 obilí for 1 vlna", expect=1)
    assert err.startswith("Chyba: CATAN-MARITIME-2: Anna: 2 obilí nejde v poměru 3:1 směnit beze zbytku (")
    _out, err = cs("maritime 1 ruda for 1 vlna", expect=1)
    assert err.startswith("Chyba: CATAN-MARITIME-2: Anna: 1 rudu nejde v poměru 3:1 směnit beze zbytku (")
    for words in ("výherní bod", "karta s výherním bodem", "karta s vyhernim bodem"):
        _out, err = cs(f"play {words}", expect=1)
        assert err.startswith("Chyba: CATAN-DEV-10: karty s výherním bodem se nehrají; počítají se samy")
    out, _err = cs("status")
    assert "silnice/vesnice/města v zásobě      nejdelší cesta  zvláštní karty" in out
    cs("end")
    cs("roll 7")
    _out, err = cs("robber 1c Cyril", expect=1)
    assert err.startswith("Chyba: CATAN-ROBBER-3: Cyril nemá na 1c vesnici ani město — na 1c není koho okrást")


def test_catan_czech_card_and_free_words():
    i18n.use("cs")
    try:
        card = CARDS.term("victory_point")
        assert (str(card), format(card, "acc")) == ("karta s výherním bodem", "kartu s výherním bodem")
        assert [str(Counted(n, card)) for n in (1, 2, 5)] == [
            "1 karta s výherním bodem", "2 karty s výherním bodem", "5 karet s výherním bodem"]
        road = PIECES.term("road")
        assert _("{player} builds a {piece} on {at} (pays nothing).", player="Ben", piece=road,
                 at="3e:3") == "Ben staví silnici na 3e:3 zdarma."
    finally:
        i18n.use("en")
    assert _("{player} builds a {piece} on {at} (pays nothing).", player="Ben", piece=PIECES.term("road"),
             at="3e:3") == "Ben builds a road on 3e:3 (pays nothing)."


@pytest.mark.parametrize(("template", "fields", "czech"), [
    ("{player} has already played a development card this turn", {"player": "Ben"},
     "Ben: v tomto tahu už byla zahrána akční karta"),
    ("{player}'s {card} was bought this turn", {"player": "Ben", "card": CARDS.term("knight")},
     "Ben: karta rytíř je koupená až v tomto tahu"),
    ("{player} moves the robber to {to} and steals a card from {victim}, unseen (CATAN-ROBBER-6).",
     {"player": "Ben", "to": "3e", "victim": "Anna"},
     "Ben přesouvá zloděje na 3e a nepozorovaně bere kartu hráči Anna (CATAN-ROBBER-6)."),
    ("'{name}' and '{other}' would be the same player", {"name": "Anna", "other": "ANNA"},
     "jména 'Anna' a 'ANNA' by označovala téhož hráče"),
    ("The save is valid again: all {count} events check.", {"count": 3},
     "Uložená hra je zase platná: všechny události (3) jsou v pořádku."),
    ("the deck holds no {card} any more (all {count} are out)", {"card": CARDS.term("monopoly"), "count": 2},
     "monopol: v balíčku už žádná taková karta není (rozebrané jsou všechny, celkem 2)"),
    ("a roll of {total} is impossible with {count} dice", {"total": 13, "count": 2},
     "součet 13 nemůže padnout (počet kostek: 2)"),
    ("--colors gives {count} colours for {players} players", {"count": 3, "players": 4},
     "--colors udává barev: 3, hráčů je 4"),
])
def test_czech_sentences_need_no_gender_and_agree_with_their_numbers(template, fields, czech):
    """A player's name takes no past tense (it would need the player's gender); a number never forces a wrong case."""
    i18n.use("cs")
    try:
        assert _(template, **fields) == czech
    finally:
        i18n.use("en")


def test_no_template_has_two_translations_in_different_catalogues():
    """The catalogues merge into one: a template translated twice would read one way or the other by load order."""
    seen: dict[str, tuple[str, str]] = {}
    clashes = []
    for path in CATALOGUES:
        for template, text in tomllib.loads(path.read_text("utf-8")).get("messages", {}).items():
            if template in seen and seen[template][1] != text:
                clashes.append(f"{template!r}: {seen[template][0]} {seen[template][1]!r} ≠ {path.name} {text!r}")
            seen.setdefault(template, (str(path), text))
    assert clashes == []
