"""The command line in Czech: names typed as people say them (several words, no quotes), Czech command names
(aliases that run the very same command), Czech lists, logs, help and usage errors; English unchanged."""

from __future__ import annotations

import pytest

from referee.core import commands
from referee.core.errors import RefereeError
from referee.core.vocab import Vocabulary, phrases


def parsed(game, state, verb, words):
    """The event ``words`` make, or the refusal's text."""
    try:
        return game.parse(state, verb, list(words), None)
    except RefereeError as exc:
        return f"refused: {exc.message}"


# --- several words for one name ---------------------------------------------------------------------

def test_phrases_join_consecutive_words_of_one_name():
    cards = Vocabulary("development card", {"road_building": ("stavba_silnic",), "knight": ("rytíř",)})
    assert phrases(["stavba", "silnic", "1a:1", "1a:3"], cards) == ["stavba silnic", "1a:1", "1a:3"]
    assert phrases(["Stavba", "Silnic"], cards) == ["Stavba Silnic"]
    assert phrases(["road", "building", "x"], cards) == ["road building", "x"]
    assert phrases(["stavba", "1a:1"], cards) == ["stavba", "1a:1"]
    assert phrases(["Augusta", "Vindelicum", "loss"], ["Augusta Vindelicum", "Roma"]) == ["Augusta Vindelicum", "loss"]
    assert phrases(["a", "b", "c"], ["a b", "a b c"]) == ["a b c"]        # the longest name wins
    assert phrases([], cards) == []


def test_catan_cards_of_two_words_without_quotes():
    from catan_helpers import position
    from referee.games.catan import GAME

    state = position(devs={"Anna": {"road_building": 1, "victory_point": 1}})
    quoted = parsed(GAME, state, "play", ["stavba_silnic", "1a:1", "1a:3"])
    assert quoted["card"] == "road_building" and quoted["roads"] == ["1a:1", "1a:3"]
    assert parsed(GAME, state, "play", ["stavba", "silnic", "1a:1", "1a:3"]) == quoted
    assert parsed(GAME, state, "play", ["road", "building", "1a:1", "1a:3"]) == quoted
    assert parsed(GAME, state, "buy", ["výherní", "bod"]) == parsed(GAME, state, "buy", ["victory_point"])
    assert parsed(GAME, state, "buy", ["year", "of", "plenty"])["card"] == "year_of_plenty"


def test_aqua_tile_kinds_of_two_words_without_quotes():
    from aqua_helpers import GAME, fresh

    state = fresh()
    event = parsed(GAME, state, "place-builder", ["dve", "zatacky", "N5"])
    assert event == parsed(GAME, state, "place-builder", ["dve_zatacky", "N5"])
    assert event["builder"] == "double_curve"
    assert parsed(GAME, state, "place-builder", ["dvě", "zatáčky", "N5"]) == event
    assert parsed(GAME, state, "place-builder", ["double", "curve", "N5"]) == event


def test_aqua_lay_reads_two_words_as_one_kind():
    from aqua_helpers import GAME, position

    state = position(builders={"E1": "double_curve"})
    spaced = parsed(GAME, state, "lay", ["red1", "E1", "dve", "zatacky"])
    assert spaced == parsed(GAME, state, "lay", ["red1", "E1", "dve_zatacky"])
    assert "cannot read" not in str(spaced), spaced
    assert "cannot read 'dve'" in str(parsed(GAME, state, "lay", ["red1", "E1", "dve", "x"]))


def test_rome_cities_of_two_words_without_quotes():
    from rome_helpers import GAME, position

    state = position()
    spaced = parsed(GAME, state, "plunder", ["Augusta", "Vindelicum", "loss"])
    assert spaced == parsed(GAME, state, "plunder", ["Augusta Vindelicum", "loss"])
    assert spaced["city"] == "Augusta Vindelicum"
    assert parsed(GAME, state, "conquer", ["augusta", "vindelicum"])["city"] == "augusta vindelicum"
    assert parsed(GAME, state, "play", ["poklad", "Gótů"]) == parsed(GAME, state, "play", ["treasure_goths"])


def test_rome_a_city_of_two_words_is_read_to_its_name_on_the_map():
    """``plunder Augusta Vindelicum`` (what a tap on the city's name types) reaches the rules under the map's name;
    the name's space once stopped it as "does not start with a name"."""
    from rome_helpers import GAME, position

    state = position()
    for verb, words in (("plunder", ["Augusta", "Vindelicum", "loss"]), ("conquer", ["augusta", "vindelicum"])):
        event = GAME.normalize(state, GAME.parse(state, verb, words, None))
        assert event["city"] == "Augusta Vindelicum"


# --- Czech command names ----------------------------------------------------------------------------

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

from typer.testing import CliRunner

from referee.cli import actions
from referee.cli import app as cli
from referee.cli import language
from referee.cli.app import app
from referee.cli.play import Table
from referee.core import i18n, registry

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]
NOW = "2026-11-29T19:04:00Z"

ALIASES = {  # the table the report gives: every alias and the command it runs
    "nová": "new", "hry": "games", "pokračuj": "resume", "přehled": "status", "plán": "board", "body": "score",
    "rady": "hints", "záznam": "log", "zpět": "undo", "zkontroluj": "check", "oprav": "amend",
    "přehraj": "replay", "statistika": "stats", "exportuj": "export", "hraj": "play", "pravidlo": "rule",
    "proč": "why", "sdílej": "serve",
    "hod": "roll", "stav": "build", "postav": "build", "kup": "buy", "obchod": "trade", "námořní": "maritime",
    "odhoď": "discard", "zloděj": "robber", "konec": "end", "začátek": "start",
    "objev": "discover", "objevit": "discover", "poklad": "treasure", "legionář": "legionnaire",
    "přesuň": "move", "vypleň": "plunder", "obsaď": "conquer", "pas": "pass", "mapa": "map",
    "polož": "lay", "studna": "well", "umísti": "place-builder", "uzavři": "close", "vezmi": "take",
    "rezervoáry": "reservoirs",
    "pomocník": "helper", "laskavost": "favour", "gilda": "guild", "vyměň": "exchange",
    "pirát": "pirate", "číslo": "number", "seber": "steal",
    "nakrm": "feed", "banka": "bank", "cesta": "route", "akce": "act", "převeď": "transfer", "bitva": "battle",
    "sjednoť": "unify", "tabulky": "tables", "mír": "peace",
    "rytíř": "knight", "vylepši": "improve", "zlepši": "improve", "pokrok": "progress",
    "bojuj": "fight", "boj": "fight",
}


@pytest.fixture(autouse=True)
def _fixed_clock(monkeypatch):
    monkeypatch.setattr(commands, "now", lambda: NOW)
    yield
    i18n.use("en")


def test_the_alias_table_is_what_the_program_knows():
    assert {alias: target for alias, target in language.aliases().values()} == ALIASES
    assert language.clashes({"roll", "new"}) == []


@pytest.mark.parametrize("alias,command", sorted(ALIASES.items()))
def test_every_alias_runs_its_command(alias, command):
    """The alias builds the very command: the same help, word for word, with or without diacritics."""
    by_name = runner.invoke(app, [command, "--help"])
    for name in (alias, language.fold(alias)):
        by_alias = runner.invoke(app, [name, "--help"])
        assert by_alias.exit_code == by_name.exit_code == 0
        assert by_alias.stdout == by_name.stdout


def events(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text("utf-8"))["events"]


def test_a_catan_game_typed_with_czech_commands_saves_what_the_english_one_saves(tmp_path):
    english = ["build settlement 3e:2", "build road 3e:1", "build settlement 2b:4", "build road 2b:3",
               "build settlement 4b:4", "build road 4b:5", "build settlement 2d:6", "build road 2d:5",
               "build settlement 3b:6", "build road 3b:5", "build settlement 5b:6", "build road 5b:5",
               "roll 8", "trade Ben give 1 ore get 1 lumber", "build road 3e:3", "end", "roll 4", "buy knight",
               "end", "roll 6", "end", "roll 7"]
    czech = [" ".join([{"build": "stav", "roll": "hod", "trade": "obchod", "end": "konec", "buy": "kup"}[w.split()[0]],
                       *w.split()[1:]]) for w in english]
    czech[1] = czech[1].replace("stav", "postav")
    results = {}
    for name, lines in (("en", english), ("cs", czech)):
        path = tmp_path / f"{name}.toml"
        made = runner.invoke(app, ["nová" if name == "cs" else "new", "catan", "--players", "Anna,Ben,Cyril",
                                   "--save", str(path)])
        assert made.exit_code == 0, made.stderr
        codes = [runner.invoke(app, [*line.split(), "--save", str(path)]).exit_code for line in lines]
        refused = runner.invoke(app, [*lines[14].split(), "--save", str(path)])    # the same road again
        results[name] = (codes, refused.exit_code, refused.stderr, events(path))
        undone = runner.invoke(app, ["zpět" if name == "cs" else "undo", "--save", str(path)])
        assert undone.exit_code == 0
        results[name] += (events(path),)
    assert results["cs"] == results["en"]
    assert results["en"][0].count(0) >= 18 and results["en"][1] == 1 and 1 in results["en"][0]


def test_a_play_session_takes_the_czech_names(tmp_path, capsys):
    path = tmp_path / "friday.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    table = Table(path)
    assert table.handle("stav vesnice 3e:2") == 0
    assert table.handle("postav silnice 3e:1") == 0
    assert table.handle("hod 8") == 1                            # refused by the rules, as 'roll 8' is
    assert table.handle("zpět") == 0
    assert table.handle("záznam") == 0
    out = capsys.readouterr().out
    assert "piece=settlement at=3e:2" in out
    assert [e["kind"] for e in events(path)] == ["build"]


def test_czech_help_lists_the_aliases_and_english_help_does_not():
    czech = runner.invoke(app, ["--lang", "cs", "--help"])
    assert czech.exit_code == 0
    text = czech.stdout
    assert text.startswith("Použití: ")
    for line in ("roll (hod)", "build (stav, postav)", "undo (zpět)", "place-builder (umísti)", "map (mapa)",
                 "new (nová)", "Příkazy:", "Volby:", "Vypíše tuto nápovědu a skončí."):
        assert line in text, line
    english = runner.invoke(app, ["--help"]).stdout
    assert "(hod)" not in english and english.startswith("Usage: ") and "Commands:" in english
    assert "Show this message and exit." in english


def test_czech_help_of_a_command(monkeypatch):
    monkeypatch.setenv("REFEREE_LANG", "cs")
    result = runner.invoke(app, ["nová", "--help"])
    assert result.exit_code == 0
    assert "Začne hru: zapíše ji se všemi volbami a celým herním plánem." in result.stdout
    assert "Argumenty:" in result.stdout and "[povinné]" in result.stdout
    assert "Jména v pořadí u stolu" in result.stdout
    result = runner.invoke(app, ["hod", "--help"])
    assert "hod kostkami" in result.stdout and "[catan, catan-5-6," in result.stdout


def command_paths(command, path=()):
    """Every command's path below ``command`` (``()``, ``("build",)``, ``("map", "hex")`` …) and its name."""
    yield path
    for name, sub in getattr(command, "commands", {}).items():
        yield from command_paths(sub, (*path, name))


def test_every_help_reads_as_czech():
    """``referee --lang cs [COMMAND [SUBCOMMAND]] --help`` for every command, the games' verbs and ``referee map …``
    included: Typer's own texts, the placeholders (``<text>``, ``SOUBOR``, ``{hra}``) and the verbs' examples in Czech
    — nothing English but the command names themselves, which are typed as they are."""
    import typer

    from czech_telltale import english_words

    registry.scan()
    paths = list(command_paths(typer.main.get_command(app)))
    names = {name for path in paths for name in path}
    english = {}
    for path in paths:
        result = runner.invoke(app, ["--lang", "cs", *path, "--help"])
        assert result.exit_code == 0, result.stdout + result.stderr
        assert result.stdout.startswith("Použití: ") and "[VOLBY]" in result.stdout, path
        found = [word for word in english_words(result.stdout) if word not in names]
        if found:
            english[" ".join(path) or "referee"] = found
    assert len(paths) > 40 and ("map", "hex") in paths
    assert english == {}


def test_every_help_text_has_a_czech_translation():
    """Each command's and option's help (the games' commands too) is in a catalogue."""
    import inspect

    import typer

    registry.scan()
    cs = i18n.catalogue("cs")
    group = typer.main.get_command(app)
    missing = []
    for name, command in [("referee", group), *group.commands.items()]:
        texts = [command.help, *(getattr(p, "help", None) for p in command.params)]
        for text in texts:
            if not text:
                continue
            i18n.use("cs")
            translated = language.help_text(text)
            i18n.use("en")
            if translated == inspect.cleandoc(text):
                missing.append(f"{name}: {text!r}")
    assert missing == []


def cli_catalogue() -> dict:
    return tomllib.loads((ROOT / "referee" / "cli" / "locale" / "cs.toml").read_text("utf-8"))["messages"]


def test_the_cli_catalogue_has_no_stale_entries():
    """Every entry of referee/cli/locale/cs.toml is a help text or one of Typer's and click's texts."""
    import ast
    import inspect

    import typer

    registry.scan()
    group = typer.main.get_command(app)
    used = set()
    for command in [group, *group.commands.values()]:
        for text in [command.help, *(getattr(p, "help", None) for p in command.params)]:
            if text:
                text = inspect.cleandoc(text)
                used.add(text)
                used.add(text.partition(" [")[0])
    source = (ROOT / "referee" / "cli" / "language.py").read_text("utf-8")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "N_") and node.args \
                and isinstance(node.args[0], ast.Constant):
            used.add(node.args[0].value)
    assert sorted(set(cli_catalogue()) - used) == []


# --- usage errors, with the real argv --------------------------------------------------------------

def referee(*args: str, lang: str | None = "cs", cwd: Path | None = None):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("REFEREE_LANG", None)
    if lang:
        env["REFEREE_LANG"] = lang
    return subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=60)


@pytest.mark.parametrize("args,error", [
    (["games", "--x"], "Chyba: Volba --x neexistuje\n"),
    (["hry", "--jsn"], "Chyba: Volba --jsn neexistuje (možné volby: --json)\n"),
    (["new"], "Chyba: Chybí argument 'hra'.\n"),
    (["log", "--last", "x"], "Chyba: Neplatná hodnota '--last': 'x' není celé číslo.\n"),
    (["new", "catan", "--players", "A,B,C", "--seed", "x"], "Chyba: Neplatná hodnota '--seed': 'x' není celé číslo.\n"),
    (["mapa", "hex", "m.toml", "1a", "pole", "x"], "Chyba: Neplatná hodnota 'číslo': 'x' není celé číslo.\n"),
    (["záznam", "--last", "-1"], "Chyba: Neplatná hodnota '--last': -1 není v rozsahu x>=0.\n"),
    (["undo", "1", "2"], "Chyba: nečekaná slova navíc: 2\n"),
    (["gamez"], "Chyba: Příkaz 'gamez' neexistuje. Mysleli jste 'games', 'amend'?\n"),
])
def test_czech_usage_errors(args, error, tmp_path):
    result = referee(*args, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("Použití: python -m referee")
    assert "Nápovědu vypíše 'python -m referee" in result.stderr
    assert result.stderr.endswith(error)


def test_usage_errors_stay_english_without_czech(tmp_path):
    result = referee("games", "--x", lang=None, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr == ("Usage: python -m referee games [OPTIONS]\nTry 'python -m referee games --help' for "
                             "help.\n\nError: No such option: --x\n")
    result = referee("--lang", "cs", "hod", "--help", lang=None, cwd=tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("Použití: python -m referee roll")


# --- what the commands print, in Czech ----------------------------------------------------------------

def czech(*args: str):
    result = runner.invoke(app, ["--lang", "cs", *args])
    return result.exit_code, result.stdout, result.stderr


def test_games_lists_the_czech_titles_and_json_stays_english():
    code, out, _err = czech("hry")
    assert code == 0 and out.startswith("Hry\nklíč ")
    for title in ("Osadníci z Katanu (základní hra, 3–4 hráči)", "Boj o Řím", "Aqua Romana"):
        assert title in out
    assert "Catan (base game" not in out
    code, out, _err = czech("games", "--json")
    assert json.loads(out)[0]["title"] == "Catan (base game, 3–4 players)"


@pytest.mark.parametrize("game,said", [("catan", "Osadníků z Katanu"), ("rome", "Boje o Řím"),
                                       ("aqua-romana", "Aqua Romana")])
def test_new_names_the_game_in_czech_and_saves_its_english_title(game, said, tmp_path):
    path = tmp_path / "hra.toml"
    code, _out, err = czech("new", game, "--players", "Anna,Ben,Cyril", "--save", str(path))
    assert code == 0
    assert err.startswith(f"Nová hra {said} v {path}. Teď je to aktuální hra.")
    title = tomllib.loads(path.read_text("utf-8"))["title"]
    assert title.endswith(" — Anna, Ben, Cyril") and "(" in title and "hráči" not in title


CATAN_LINES = ["build settlement 3e:2", "build road 3e:1", "build settlement 2b:4", "build road 2b:3",
               "build settlement 4b:4", "build road 4b:5", "build settlement 2d:6", "build road 2d:5",
               "build settlement 3b:6", "build road 3b:5", "build settlement 5b:6", "build road 5b:5",
               "roll 3 5", "trade Ben give 1 ore get 1 lumber", "end", "roll 4"]


def catan_game(tmp_path) -> Path:
    path = tmp_path / "hra.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    for line in CATAN_LINES:
        assert runner.invoke(app, [*line.split(), "--save", str(path)]).exit_code == 0, line
    return path


def test_log_in_czech_names_kinds_fields_and_cards(tmp_path):
    path = catan_game(tmp_path)
    code, out, _err = czech("záznam", "--save", str(path))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Události: 16"
    assert lines[1].split() == ["č.", "čas", "(UTC)", "hráč", "druh", "podrobnosti", "poznámka"]
    assert "Anna    stavění  stavba=vesnice kde=3e:2" in out
    assert "Anna    hod      součet=8 kostky=3,5" in out
    assert "Anna    obchod   s=Ben dává=1 ruda dostává=1 dřevo" in out
    assert "Anna    konec" in out
    english = runner.invoke(app, ["log", "--save", str(path)]).stdout       # English: the save's words
    assert "Anna      build   piece=settlement at=3e:2" in english
    assert "with=Ben give=1 ore get=1 lumber" in english and english.startswith("16 events\n  seq  ")


def test_replay_and_undo_in_czech(tmp_path):
    path = catan_game(tmp_path)
    code, out, _err = czech("přehraj", str(path), "--last", "3")
    assert code == 0
    assert out.startswith("── #14 Anna obchod s=Ben dává=1 ruda dostává=1 dřevo\nAnna dává hráči Ben 1 rudu za 1 dřevo.\n")
    assert "── #16 Ben hod součet=4\n" in out
    english = runner.invoke(app, ["replay", str(path), "--last", "1"]).stdout
    assert english.startswith("── #16 Ben roll total=4\n")
    code, _out, err = czech("zpět", "--save", str(path))
    assert code == 0 and err.startswith("Vráceno: #16 Ben hod součet=4\n")


def test_stats_and_export_messages_in_czech(tmp_path):
    path = catan_game(tmp_path)
    code, _out, err = czech("exportuj", str(path))
    assert code == 1
    assert err.startswith("Chyba: hra není dohraná (2. tah, čeká se na: Ben ")
    assert err.rstrip().endswith("— dohrajte ji, nebo ji vyvezte, jak stojí, s --partial")
    text = path.read_text("utf-8").replace("total = 4", "total = 13", 1)
    path.write_text(text, "utf-8")
    code, _out, err = czech("statistika", "--save", str(path))
    assert code == 0
    assert err.startswith("Varování: uložená hra přestává být platná událostí 16 (")
    assert err.rstrip().endswith("statistika zahrnuje události před ní.")


def test_every_event_kind_and_field_has_a_czech_name():
    registry.scan()
    cs = i18n.catalogue("cs")
    missing = []
    for key in ("catan", "rome", "aqua-romana"):
        for kind, fields in registry.games()[key].kinds.items():
            if cs.find(f"event{i18n.SEP}{kind}") is None:
                missing.append(f"{key} kind {kind}")
            missing += [f"{key} field {f}" for f in fields if f not in ("seq", "kind", "player", "note")
                        and cs.find(f"event field{i18n.SEP}{f}") is None]
        info = registry.known()[key]
        assert set(info.field_terms) <= {f for fields in registry.games()[key].kinds.values() for f in fields}
    assert missing == []


def test_multi_word_names_through_the_real_command_line(tmp_path):
    """argv as the shell splits it: 'dvě zatáčky' arrives as two words, and is one builder kind."""
    path = tmp_path / "akvadukty.toml"
    assert referee("new", "aqua-romana", "--players", "Anna,Ben", "--save", str(path), cwd=tmp_path).returncode == 0
    result = referee("umísti", "dvě", "zatáčky", "N5", "--save", str(path), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert events(path)[-1]["builder"] == "double_curve"
    result = referee("umísti", "dvě", "x", "N6", "--save", str(path), cwd=tmp_path)
    assert result.returncode == 2 and result.stderr.startswith("Chyba: ")
    assert len(events(path)) == 1


def test_a_czech_session_completes_and_suggests_the_czech_names(tmp_path):
    path = tmp_path / "friday.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    i18n.use("cs")
    table = Table(path)
    assert {"hod", "stav", "zpět", "záznam"} <= set(table.commands())
    i18n.use("en")
    assert "hod" not in Table(path).commands()


def test_help_in_a_czech_session_gives_the_czech_names_and_help(tmp_path, capsys):
    path = tmp_path / "friday.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    i18n.use("cs")
    table = Table(path)
    assert table.handle("help") == 0
    out = capsys.readouterr().out
    assert "  roll (hod)" in out and "  undo (zpět)" in out
    assert "Zapsané události, jedna na řádek." in out
    assert table.handle("nápověda hod") == 0 and table.handle("rady") == 0
    assert capsys.readouterr().out.startswith("Použití: referee roll")


def test_a_czech_name_completes_like_its_command(tmp_path):
    path = tmp_path / "friday.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    table = Table(path)
    assert table.candidates("stav ", "") == table.candidates("build ", "") != []
    assert table.candidates("záznam ", "--l") == table.candidates("log ", "--l") == ["--last"]


def test_amend_takes_the_czech_verb(tmp_path):
    (tmp_path / "a").mkdir()
    by_name = catan_game(tmp_path / "a")
    (tmp_path / "b").mkdir()
    by_alias = (tmp_path / "b" / "hra.toml")
    by_alias.write_bytes(by_name.read_bytes())
    english = runner.invoke(app, ["amend", "16", "roll", "6", "--save", str(by_name)])
    czech_ = runner.invoke(app, ["oprav", "16", "hod", "6", "--save", str(by_alias)])
    assert czech_.exit_code == english.exit_code == 0
    assert czech_.stdout == english.stdout
    assert events(by_alias) == events(by_name)


def test_an_alias_that_clashes_is_refused():
    from referee.core.game import GameInfo

    registry.register_lazy(GameInfo("clashing", "Clashing", (), 2, 4, {"jump": "jump"},
                                    verb_aliases={"hod": "jump", "games": "jump"}), lambda: None)
    commands = list(app.registered_commands)
    try:
        wrong = language.clashes({"roll", "games", "jump"})
        assert "clashing: 'games' is a command itself" in wrong
        assert "clashing: 'hod' stands for 'roll' and 'jump'" in wrong
        with pytest.raises(cli.VerbClash):
            cli._register_verbs()
    finally:
        registry._ENTRIES.pop("clashing", None)
        app.registered_commands[:] = commands


# --- the words between the names: keywords typed in Czech ----------------------------------------------

KEYWORD_CASES = [
    ("rome-3p-test-map.toml", "start", "horsemen X1 warriors X2 pasture horse", "jízdní X1 pěší X2 pastvina kůň"),
    ("rome-3p-test-map.toml", "build", "card diplomat joker cattle", "akční karta diplomat žolík skot"),
    ("rome-3p-test-map.toml", "build", "wagon horsemen", "vůz jízdní"),
    ("rome-3p-test-map.toml", "build", "army", "jezdec a pěšák"),
    ("rome-3p-test-map.toml", "move", "3c:4 via 3c:2 arrows land sea pay 1 grain 3 gold leader",
     "3c:4 přes 3c:2 šipky pevninská mořská platí 1 obilí 3 zlaté vůdce"),
    ("rome-3p-test-map.toml", "plunder", "Trier loss pasture draws horse traitor", "Trier ztráta surovina táhne kůň zrádce"),
    ("rome-3p-test-map.toml", "conquer", "Trier traitor from Roma arrows land", "Trier zrádce z Roma šipky pevninská"),
    ("rome-3p-test-map.toml", "play", "treasure_goths", "poklad Gótů"),
    ("rome-3p-test-map.toml", "trade", "Ben give 1 ore get 1 grain", "Ben dá 1 rudu dostane 1 obilí"),
    ("rome-3p-test-map.toml", "trade", "bank 3 ore for grain", "bank 3 rudy za obilí"),
    ("catan-4p-beginner.toml", "trade", "Ben give 1 ore get 1 brick", "Ben dá 1 rudu dostane 1 cihlu"),
    ("catan-4p-beginner.toml", "maritime", "4 ore for 1 wool", "4 rudy za 1 vlnu"),
    ("catan-4p-beginner.toml", "play", "year_of_plenty ore grain", "vynález ruda obilí"),
]


@pytest.mark.parametrize("example,verb,english,czech", KEYWORD_CASES)
def test_czech_keywords_make_the_same_event(example, verb, english, czech, tmp_path):
    """The examples of the Czech help, typed: ``dá``/``dostane``/``za``, ``přes``, ``šipky``, ``platí``, ``vůdce``,
    ``z``, ``táhne``, ``zrádce``, ``žolík``, ``pastvina`` are the English keywords."""
    from referee.core.session import Session

    save = tmp_path / example
    save.write_bytes((Path(__file__).resolve().parent.parent / "saves" / "examples" / example).read_bytes())
    session = Session.load(save)
    event = parsed(session.game, session.state, verb, english.split())
    assert not isinstance(event, str), event
    assert parsed(session.game, session.state, verb, czech.split()) == event


# --- pieces, the bank and what check leaves open, in the words of a Czech table (#29 item 20) --------------------

@pytest.mark.parametrize("typed,piece", [("silnici", "road"), ("silnic", "road"), ("cestu", "road"),
                                         ("vesnici", "settlement"), ("osadu", "settlement"), ("vesnic", "settlement"),
                                         ("město", "city"), ("města", "city"), ("mesta", "city"), ("měst", "city")])
def test_catan_build_takes_the_piece_as_people_say_it(typed, piece):
    from catan_helpers import position
    from referee.games.catan import GAME

    state = position()
    at = "3e:1" if piece == "road" else "3e:2"
    assert parsed(GAME, state, "build", [typed, at]) == parsed(GAME, state, "build", [piece, at])


def test_seafarers_and_ck_ships_and_walls_as_people_say_them():
    from referee.games.catan.cities_knights.vocab import CK_PIECES
    from referee.games.catan.vocab import SEA_PIECES
    from referee.games.rome.vocab import PIECES as ROME_PIECES

    assert {SEA_PIECES.resolve(w) for w in ("loď", "lodi", "lodí", "lodě")} == {"ship"}
    assert {CK_PIECES.resolve(w) for w in ("hradby", "hradbu", "hradeb", "vesnici", "města")} == {"wall", "settlement",
                                                                                                 "city"}
    assert [ROME_PIECES.resolve(w) for w in ("armádu", "vozy", "kartu")] == ["army", "wagon", "card"]


def test_catan_status_names_the_bank_in_czech_as_the_rulebooks_do():
    """The Czech rulebooks' bank is masculine ("z banku", "s bankem"): "Bank:" heads a line of Czech counts."""
    for save in ("catan-4p-beginner.toml", "great-canal-3p-test.toml"):
        shown = runner.invoke(app, ["--lang", "cs", "status", "--save", str(ROOT / "saves" / "examples" / save)])
        line = next(line for line in shown.stdout.splitlines() if line.startswith("Bank: "))
        assert shown.exit_code == 0 and " dřev + " in line and "Zloděj na " in line and "lumber" not in line, line


def test_catan_maritime_1_speaks_of_trade_with_the_bank_as_the_rulebook_does():
    """The seed's 'obchod se zámořím (obchod s bankem)'; the Czech example it gives is one the referee reads."""
    from catan_helpers import position
    from referee.games.catan import GAME

    i18n.use("cs")
    assert str(i18n.Term("event", "maritime")) == "obchod se zámořím"
    state = position(hands={"Anna": {"ore": 4}})
    assert i18n._("trade with the bank: maritime 4 ore for 1 wool").startswith("obchod se zámořím (s bankem): námořní ")
    example = i18n._("e.g. maritime 4 ore for 1 wool; your rates: {rates}", rates="")
    assert example.startswith("např. námořní 4 rudy za 1 vlnu"), example
    typed = example.removeprefix("např. námořní ").partition(";")[0].split()
    assert parsed(GAME, state, "maritime", typed) == parsed(GAME, state, "maritime", "4 ore for 1 wool".split())


def test_ck_prog_1_a_card_recorded_as_typed_says_why_in_czech_in_greater_catan_too():
    save = str(ROOT / "saves" / "examples" / "greater-catan-ck-3p-test.toml")
    shown = runner.invoke(app, ["--lang", "cs", "status", "--all", "--save", save])
    assert shown.exit_code == 0 and "card not refereed" not in shown.stdout
    assert "obchodník zapsáno, jak stůl napsal (karta se nerozhoduje" in shown.stdout, shown.stdout
