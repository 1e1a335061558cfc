"""Bounded cost on hostile saves (issue #30 item 5): names and texts read from a save obey the limits ``new`` and
``record`` apply — refused with exit 3, saying which field — and no message repeats an unbounded value: it is cut
to ``xxxx… (100,000 characters)``. bench/hostile.py measures every command on such files (time, memory); these
tests assert only what is structural: the exit code, the field named, the output's size.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import i18n
from referee.core.i18n import _

BASE = Path(__file__).resolve().parent / "data" / "saves" / "safety" / "base.toml"    # Catan, 15 events
LONG = 100_000
runner = CliRunner()


def hostile(tmp_path: Path, old: str, new: str) -> Path:
    text = BASE.read_text("utf-8")
    assert old in text
    path = tmp_path / "hostile.toml"
    path.write_text(text.replace(old, new, 1), "utf-8")
    return path


def every_reader(path: Path) -> list:
    commands = [["check", path], ["status", "--save", path], ["log", "--save", path], ["board", "--save", path],
                ["score", "--save", path], ["replay", path], ["why", "--save", path], ["export", path, "--partial"],
                ["roll", "8", "--save", path]]
    return [runner.invoke(app, [str(a) for a in command]) for command in commands]


@pytest.mark.parametrize("old, new, named", [
    ('name = "Anna"', f'name = "{"A" * LONG}"', "player name 'AAAA"),
    ('title = "Friday at Anna\'s"', f'title = "{"t" * LONG}"', "'title' is 100000 characters long, over the limit of 500"),
    ('color = "red"', f'color = "{"r" * LONG}"', "player Anna: 'color' is 100000 characters long, over the limit of 40"),
    ("total = 6\n", f'total = 6\nnote = "{"n" * LONG}"\n', "event seq 15: 'note' is 100000 characters long, "
                                                           "over the limit of 2000"),
    ('at = "3e:2"', f'at = "{"3" * 1000}"', "event seq 1: 'at' is 1000 characters long, over the limit of 200"),
    ('player = "Ben"\ntotal = 6', f'player = "{"B" * LONG}"\ntotal = 6', "event seq 15: 'player' is 100000 characters"),
])
def test_a_text_beyond_the_limits_of_new_is_damage_named_in_one_short_line(tmp_path, old, new, named):
    path = hostile(tmp_path, old, new)
    before = path.read_bytes()
    for result in every_reader(path):
        assert result.exit_code == 3, result.output[:500]
        assert named in result.output, result.output[:500]
        assert len(result.output) < 2000
    assert path.read_bytes() == before


def test_a_name_too_long_is_cut_where_a_message_repeats_it(tmp_path):
    path = hostile(tmp_path, 'name = "Anna"', f'name = "{"A" * LONG}"')
    line = runner.invoke(app, ["check", str(path)]).output
    assert "AAAA… (100,000 characters)' is 100000 characters long" in line


def test_a_hundred_and_three_players_are_no_save(tmp_path):
    many = "".join(f'[[players]]\nname = "P{i}"\n\n' for i in range(101))
    path = hostile(tmp_path, '[[players]]\nname = "Cyril"\ncolor = "white"\n', many)
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == 3 and "103 players is beyond any game (limit 100)" in result.output


def test_a_save_at_the_limits_stays_valid(tmp_path):
    """What ``record`` and ``new`` let through is read back: a note of 2,000 characters, a 40-character name."""
    path = hostile(tmp_path, "total = 6\n", f'total = 6\nnote = "{"n" * 2000}"\n')
    path.write_text(path.read_text("utf-8").replace('"Anna"', f'"{"A" * 40}"'), "utf-8")
    assert runner.invoke(app, ["check", str(path)]).exit_code == 0


@pytest.mark.parametrize("option, value, problem", [
    ("--title", "t" * 501, "'title' is 501 characters long, over the limit of 500"),
    ("--colors", "red,blue," + "w" * 41, "player Cyril: 'color' is 41 characters long, over the limit of 40"),
])
def test_new_refuses_a_title_or_colour_it_could_not_read_back(tmp_path, option, value, problem):
    path = tmp_path / "g.toml"
    result = runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", option, value, "--save", str(path)])
    assert result.exit_code == 2 and problem in result.stderr
    assert not path.exists()


@pytest.mark.parametrize("words", [["roll", "x" * LONG], ["discard", "Anna", "2", "w" * LONG],
                                   ["trade", "B" * LONG, "give", "1", "ore", "get", "1", "wool"]])
def test_a_typed_word_of_100000_characters_is_cut_in_the_refusal(tmp_path, words):
    path = hostile(tmp_path, "title", "title")
    before = path.read_bytes()
    result = runner.invoke(app, [*words, "--save", str(path)])
    assert result.exit_code == 2, result.output[:300]
    assert len(result.output) < 2000 and "… (100,000 characters)" in result.output
    assert path.read_bytes() == before


def test_cut_keeps_listings_and_short_words_whole():
    from referee.core.i18n import cut

    listing = ", ".join(f"{h}:{c}" for h in ("1a", "2b", "3c") for c in range(1, 13)) * 5
    assert cut(listing) == listing
    assert cut("path " + "p" * 300 + " end") == "path " + "p" * 40 + "… (300 characters) end"
    assert cut("w " * 6000).endswith("… (12,000 characters)")


def test_the_cut_reads_czech_in_czech():
    i18n.use("cs")
    try:
        assert _("no player '{name}' in this game", name="A" * 1000) == f"hráč '{'A' * 40}… (1000 znaků)' v této hře není"
    finally:
        i18n.use("en")


def test_a_usage_error_of_click_cuts_the_value_typed(tmp_path):
    """Click's own messages ('… is not a valid integer range', 'unexpected extra argument …') repeated what was
    typed whole (the fuzzer found `log --last` with 5,000 digits)."""
    path = hostile(tmp_path, "title", "title")
    for args in (["log", "--save", str(path), "--last", "9" * 5000], ["status", "--save", str(path), "A" * LONG]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2
        assert len(result.output) < 2000 and "… (" in result.output and " characters)" in result.output


def undone_rolls(count: int) -> str:
    return "".join(f'\n[[undone]]\nseq = {16 + i}\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n' for i in range(count))


def test_the_event_bound_counts_undone_events_too(tmp_path, monkeypatch):
    """MAX_EVENTS bounds events and undone events together (an amend on a save with undone events to the key bound
    took 5 s of CPU and 168 MB: bench/hostile.py). At the bound a save still loads; one beyond it is refused."""
    from referee.core import save

    monkeypatch.setattr(save, "MAX_EVENTS", 20)        # the save has 15 events
    path = tmp_path / "undone.toml"
    path.write_text(BASE.read_text("utf-8") + undone_rolls(5), "utf-8")
    assert runner.invoke(app, ["check", str(path)]).exit_code == 0
    path.write_text(BASE.read_text("utf-8") + undone_rolls(6), "utf-8")
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == 3
    assert "21 events, undone ones included, is beyond any real game (limit 20)" in result.output


@pytest.mark.parametrize("command", [["end"], ["amend", "15", "roll", "8"], ["amend", "15", "roll", "8", "--dry-run"]])
def test_a_full_save_takes_no_more_events_and_stays_readable(tmp_path, monkeypatch, command):
    """An event that would take a save beyond the bound is refused before anything is written (exit 3), so that
    nothing writes a save the reader would then refuse; undo still works (it moves an event, adds none)."""
    from referee.core import save

    monkeypatch.setattr(save, "MAX_EVENTS", 20)
    path = tmp_path / "full.toml"
    path.write_text(BASE.read_text("utf-8") + undone_rolls(5), "utf-8")
    before = path.read_bytes()
    result = runner.invoke(app, [*command, "--save", str(path)])
    assert result.exit_code == 3, result.output
    assert "the save holds 20 events, undone ones included: the most one save may hold" in result.output
    assert "referee new" in result.output
    assert path.read_bytes() == before
    assert runner.invoke(app, ["undo", "--save", str(path)]).exit_code == 0
    assert runner.invoke(app, ["check", str(path)]).exit_code == 0
