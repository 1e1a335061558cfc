"""``referee rule``: a rule told in words (English or Czech), a chapter, a search; the options that change a rule
with their values in the save; and the pointer to it that ends every refusal and ``check``'s first invalid event.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from czech_telltale import english_words
from referee.cli.app import app

SETUP = [("curve", "N1"), ("bridge", "N5"), ("straight", "N11"), ("double_curve", "W4"), ("curve", "S6"),
         ("bridge", "E5"), ("straight", "S1"), ("double_curve", "E1"), ("curve", "S11"), ("bridge", "W6"),
         ("straight", "N7"), ("double_curve", "S3")]


def run(*args, code=0):
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == code, result.stdout + result.stderr
    return result


@pytest.fixture
def aqua(tmp_path, monkeypatch):
    """A three-player Aqua Romana game after the set-up, as the current game, scored from the last layer."""
    monkeypatch.chdir(tmp_path)
    run("new", "aqua", "--players", "Anna,Ben,Cyril", "--save", "aqua", "--option", "end_order=last")
    for kind, space in SETUP:
        run("place-builder", kind, space)
    return tmp_path / "saves" / "aqua.toml"


def test_a_rule_in_english_any_case():
    result = run("rule", "aqua-place-4")
    assert result.stdout.splitlines() == [
        "AQUA-PLACE-4: Never join two aqueducts",
        "No tile may be laid so that water could run from one reservoir outlet to another: two workers' "
        "aqueducts may never be joined."]
    assert result.stderr == ""


def test_a_rule_in_czech_in_the_rulebooks_words():
    out = run("--lang", "cs", "pravidlo", "AQUA-PLACE-4").stdout
    assert out.splitlines() == [
        "AQUA-PLACE-4: Akvadukty se nesmí spojit",
        "Žádnou kartičku není možné položit tak, aby tím došlo ke spojení akvaduktů dvou dělníků."]


def test_without_a_save_the_options_show_their_defaults():
    out = run("rule", "AQUA-END-2").stdout
    assert out.splitlines()[2:] == ["Options that change it:", "  end_order = start (default)"]


def test_the_options_take_their_values_from_the_current_save(aqua):
    out = run("rule", "AQUA-END-2").stdout
    assert out.splitlines()[2:] == ["Options that change it:", "  end_order = last (in this save; default start)"]
    out = run("--lang", "cs", "rule", "AQUA-NOSIGHT-2", "--save", str(aqua)).stdout
    assert out.splitlines()[2:] == ["Mění je volby:", "  'close_without_tile = true' (v této hře; výchozí 'true')"]
    assert english_words(out) == []


def test_a_save_that_cannot_be_read_is_an_error_only_when_named(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken.toml").write_text("not toml [", "utf-8")
    result = run("rule", "AQUA-END-2", "--save", str(tmp_path / "broken.toml"), code=3)
    assert result.stderr.startswith("Error: ")
    assert "(default)" in run("rule", "AQUA-END-2").stdout       # no current game: the defaults


def test_a_chapter_lists_its_rules_in_order():
    out = run("rule", "Aqua-Podium").stdout
    assert out.splitlines() == ["AQUA-PODIUM-1  The podiums", "AQUA-PODIUM-2  Podium for a value up to 20",
                                "AQUA-PODIUM-3  A value above 20", "AQUA-PODIUM-4  No podium left",
                                "AQUA-PODIUM-5  Order of arrival"]
    assert run("--lang", "cs", "rule", "AQUA-PODIUM").stdout.splitlines()[0] == "AQUA-PODIUM-1  Podesty"


def test_without_an_id_every_chapter_with_its_count():
    lines = [line.split() for line in run("rule").stdout.splitlines()]
    assert ["AQUA-PODIUM", "5"] in lines and ["AQUA-GEO", "18"] in lines and ["CATAN56-SBP", "8"] in lines


def test_a_search_looks_in_both_languages_without_accents():
    english = run("rule", "--search", "arrival").stdout.splitlines()
    assert [line.split()[0] for line in english] == ["AQUA-PODIUM-5", "AQUA-FINAL-3"]
    for word in ("prichod", "PŘÍCHOD", "příchodu"):
        assert [line.split()[0] for line in run("rule", "--search", word).stdout.splitlines()] == \
            ["AQUA-PODIUM-5", "AQUA-FINAL-3"]
    czech = run("--lang", "cs", "rule", "--search", "zolik").stdout
    assert "AQUA-JOKER-1  Stavitel žolík" in czech.splitlines()


def test_a_search_that_finds_nothing_says_so():
    result = run("rule", "--search", "xylophone", code=2)
    assert result.stderr.startswith("Error: no rule mentions 'xylophone' — another word, or a chapter")


def test_an_unknown_rule_names_the_closest():
    result = run("rule", "AQUA-PLAC-4", code=2)
    assert result.stderr.startswith("Error: no rule 'AQUA-PLAC-4' — did you mean AQUA-PLACE-4")
    result = run("--lang", "cs", "rule", "nic", code=2)
    assert result.stderr.startswith("Chyba: pravidlo 'nic' neexistuje — označení pravidla, např. ")


def test_json_gives_both_languages_and_the_options(aqua):
    data = json.loads(run("rule", "aqua-end-2", "--json").stdout)
    assert data["id"] == "AQUA-END-2" and data["source"] == "aqua-romana.md" and data["page"] is None
    assert data["cs"]["title"] == "Vyhodnocení otevřených akvaduktů"
    assert data["options"] == [{"option": "end_order", "default": "start", "value": "last"}]
    chapter = json.loads(run("--lang", "cs", "rule", "AQUA-END", "--json").stdout)
    assert [r["id"] for r in chapter] == ["AQUA-END-1", "AQUA-END-2"] and chapter[0]["title"] == "When the game ends"


def test_a_refusal_ends_with_the_command_that_tells_its_rule(aqua):
    result = run("lay", "red1", "N5", "bridge", code=1)
    assert result.stderr.splitlines() == [
        "Error: AQUA-SIGHT-2: red1 on A4 does not see N5 — red1 sees N1, E4, S1, W4; builders there: N1 (curve), "
        "S1 (straight), W4 (double_curve)", "→ referee rule AQUA-SIGHT-2"]
    result = run("--lang", "cs", "lay", "red1", "N5", "bridge", code=1)
    assert result.stderr.splitlines()[-1] == "→ referee rule AQUA-SIGHT-2"
    assert run("rule", "AQUA-SIGHT-2").stdout.startswith("AQUA-SIGHT-2: Choose a builder in sight\n")


def test_an_error_without_a_rule_has_no_pointer(aqua):
    result = run("lay", "purple1", code=2)
    assert len(result.stderr.splitlines()) == 1


def test_check_points_to_the_rule_of_the_first_invalid_event_and_its_json_does_not(aqua):
    text = aqua.read_text("utf-8")
    aqua.write_text(text.replace('space = "N5"', 'space = "N1"', 1), "utf-8")       # two builders on N1
    result = run("check", str(aqua), code=1)
    lines = result.stdout.splitlines()
    assert ": INVALID event 2: AQUA-GEO-8: " in lines[0]
    assert lines[1] == "→ referee rule AQUA-GEO-8"
    report = json.loads(run("check", str(aqua), "--json", code=1).stdout)
    assert report["problem"]["rule"] == "AQUA-GEO-8" and "→" not in json.dumps(report, ensure_ascii=False)


def test_replay_of_an_invalid_save_points_to_the_rule_too(aqua):
    text = aqua.read_text("utf-8")
    aqua.write_text(text.replace('space = "N5"', 'space = "N1"', 1), "utf-8")
    result = run("replay", str(aqua), code=1)
    assert result.stderr.splitlines()[-1] == "→ referee rule AQUA-GEO-8"


def test_a_rule_file_that_cannot_be_read_is_one_error(tmp_path):
    from referee.core import rules

    broken = tmp_path / "rules.toml"
    broken.write_text('["AQUA-X-1"]\ntitle = "t"\ntext = "x"\nsource = "aqua-romana.md"\n', "utf-8")
    with pytest.raises(rules.RuleFileError, match=r"AQUA-X-1: KeyError\('cs'\)|AQUA-X-1: KeyError\('title'\)"):
        rules.read(broken)
    broken.write_text("not [ toml", "utf-8")
    with pytest.raises(rules.RuleFileError, match="cannot be read"):
        rules.read(broken)


def test_a_rule_id_and_a_search_at_once_are_refused():
    result = run("rule", "AQUA-END-2", "--search", "well", code=2)
    assert result.stderr == "Error: a rule ID and --search WORD at once — give one of them\n"


def test_the_rulebook_page_is_shown_when_the_text_has_one(monkeypatch):
    from referee.core import rules

    paged = rules.RuleText("CORE-UNDO-1", "Undo", "Events are taken back.", "Zpět", "Události se vrátí.",
                           "docs/rulings.md", page=4)
    monkeypatch.setattr(rules, "texts", lambda: {"CORE-UNDO-1": paged})
    assert run("rule", "core-undo-1").stdout == "CORE-UNDO-1: Undo (rulebook p. 4)\nEvents are taken back.\n"
    assert run("--lang", "cs", "rule", "core-undo-1").stdout == "CORE-UNDO-1: Zpět (pravidla str. 4)\nUdálosti se vrátí.\n"
    assert json.loads(run("rule", "CORE-UNDO-1", "--json").stdout)["page"] == 4
