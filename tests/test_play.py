"""``referee play`` without a terminal: each line runs the CLI's own command on the session's save."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from referee.cli import actions
from referee.cli import app as cli
from referee.cli import complete
from referee.cli.app import app
from referee.cli.play import Table, positional
from referee.core import commands, save
from referee.core.game import Game
from referee.core.session import Session
from referee.games.catan import GAME

runner = CliRunner()
NOW = "2026-11-29T19:04:00Z"

SETUP = ["build settlement 3e:2", "build road 3e:1", "build settlement 2b:4", "build road 2b:3",
         "build settlement 4b:4", "build road 4b:5", "build settlement 2d:6", "build road 2d:5",
         "build settlement 3b:6", "build road 3b:5", "build settlement 5b:6", "build road 5b:5"]
TURNS = ["roll 8", "trade Ben give 1 ore get 1 lumber", "end", "roll 7", "robber 3e Anna grain"]
REFUSED = ["build settlement 3a:4", "build road 4c:5", "trade Ben give 1 ore get 1 brick"]   # the README's


@pytest.fixture(autouse=True)
def _fixed_clock(monkeypatch):
    monkeypatch.setattr(commands, "now", lambda: NOW)


def new(name: str = "friday"):
    result = runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--board", "beginner-en",
                                 "--save", name])
    assert result.exit_code == 0, result.output
    return save.resolve_path(name)


def through_the_shell(path, line: str):
    import shlex

    result = runner.invoke(app, [*shlex.split(line), "--save", str(path)])
    return result.exit_code, result.stdout, result.stderr


def through_play(table: Table, line: str, capsys):
    code = table.handle(line)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_line_runs_what_the_same_command_runs_in_the_shell(capsys):
    """Same exit codes, same output, same events written: one code path, not a second one."""
    shell, played = new("shell"), new("played")
    table = Table(played)
    lines = [*SETUP[:10], REFUSED[0], *SETUP[10:11], REFUSED[1], SETUP[11], "roll 8", REFUSED[2], *TURNS[1:]]
    for line in lines:
        by_shell = through_the_shell(shell, line)
        by_play = through_play(table, line, capsys)
        assert by_play == by_shell, line
    assert Session.load(played).events == Session.load(shell).events
    assert len(Session.load(played).events) == len(SETUP) + len(TURNS)


def test_a_refused_line_prints_the_error_and_leaves_the_save_unchanged(capsys):
    path = new()
    table = Table(path)
    for line in SETUP:
        assert table.handle(line) == 0
    before = path.read_bytes()
    capsys.readouterr()
    code, out, err = through_play(table, "end", capsys)
    assert code == 1
    assert err.startswith("Error: CATAN-TURN-2: 'end' is not allowed now")
    assert path.read_bytes() == before
    assert table.handle("roll 8") == 0                       # the session goes on
    assert path.read_bytes() != before


@pytest.mark.parametrize("line, code, error", [
    ("rol 8", 2, "Error: no command 'rol' in a catan session — did you mean 'roll'? 'help' lists them"),
    ("new catan --players A,B,C", 2, "Error: 'new' chooses another save — leave with 'quit' first"),
    ("resume friday", 2, "Error: 'resume' chooses another save — leave with 'quit' first"),
    ("build road 'x", 2, "Error: cannot read the line (No closing quotation) — close the quote"),
    ("roll --frobnicate", 2, "Error: No such option: --frobnicate"),
])
def test_unknown_and_unreadable_lines_are_refused_and_nothing_is_written(line, code, error, capsys):
    path = new()
    before = path.read_bytes()
    got, out, err = through_play(Table(path), line, capsys)
    assert (got, err.strip().splitlines()[-1]) == (code, error)
    assert path.read_bytes() == before


def test_the_prompt_names_the_save_the_player_to_act_and_the_phase():
    path = new()
    table = Table(path)
    assert table.prompt() == "friday · Anna · setup > "
    for line in SETUP:
        table.handle(line)
    assert table.prompt() == "friday · Anna · roll > "
    table.handle("roll 8")
    assert table.prompt() == "friday · Anna · main > "
    table.handle("end")
    assert table.prompt() == "friday · Ben · roll > "


def test_quit_exit_comments_and_a_leading_referee():
    path = new()
    table = Table(path)
    assert table.handle("quit") is None
    assert table.handle("exit") is None
    assert table.handle("   ") == 0
    assert table.handle("# Anna is late") == 0
    assert table.handle("referee build settlement 3e:2  # pasted from the shell") == 0
    assert Session.load(path).events[0]["at"] == "3e:2"


def test_common_commands_run_on_the_session_save_not_the_current_game(capsys):
    path = new()
    table = Table(path)
    for line in SETUP[:2]:
        table.handle(line)
    new("other")                                             # 'new' makes 'other' the current game
    capsys.readouterr()
    for line, shown in [("status", "set-up: Ben places a settlement"), ("board", "1a"),
                        ("hints", "Settlements, most productive first:"), ("log", "piece=road at=3e:1"), ("score", "Anna"),
                        ("check", "valid, 2 events"), ("replay --last 1", "#2 Anna build")]:
        code, out, err = through_play(table, line, capsys)
        assert code == 0 and shown in out + err, line
    code, out, err = through_play(table, "undo", capsys)
    assert code == 0 and "Undone: #2 Anna build piece=road at=3e:1" in err
    assert len(Session.load(path).events) == 1
    code, out, err = through_play(table, "amend 1 build settlement 2b:4", capsys)
    assert code == 0 and Session.load(path).events[0]["at"] == "2b:4"
    assert Session.load(save.resolve_path("other")).events == []


def test_play_inside_a_session_is_always_the_game_verb(capsys):
    """Even 'play friday' (a save's name): no session inside a session."""
    path = new()
    table = Table(path)
    code, out, err = through_play(table, "play friday", capsys)
    assert code == 2 and "unknown development card 'friday'" in err
    code, out, err = through_play(table, "play knight 3e", capsys)
    assert code == 1 and "Error: CATAN-SETUP-4: 'play' is not allowed now" in err


def test_help_lists_the_verbs_and_commands_and_help_verb_shows_its_options(capsys):
    table = Table(new())
    code, out, _ = through_play(table, "help", capsys)
    assert code == 0
    for name in ["roll", "build", "play", "status", "undo", "check", "help [COMMAND]", "quit"]:
        assert f"\n  {name} " in out, name
    assert "  new " not in out and "  resume " not in out
    code, out, _ = through_play(table, "help build", capsys)
    assert code == 0 and "Usage: referee build [OPTIONS] [words]..." in out and "--player" in out
    code, _, err = through_play(table, "help bild", capsys)
    assert code == 2 and "did you mean 'build'?" in err


def test_completion_candidates_by_position():
    path = new()
    table = Table(path)
    grid = GAME.initial_state(Session.load(path).setup).board.grid
    assert table.candidates("", "bu") == ["build", "buy"]
    assert table.candidates("", "")[:len(GAME.verbs)] == list(GAME.verbs)
    assert "status" in table.candidates("", "st") and "new" not in table.candidates("", "ne")
    assert table.candidates("build ", "") == ["road", "settlement", "city"]
    assert table.candidates("build road ", "3e:") == ["3e:1", "3e:3", "3e:5", "3e:7", "3e:9", "3e:11"]
    assert table.candidates("build road ", "") == paths_with_aliases(grid)
    assert table.candidates("build settlement ", "3e:") == ["3e:2", "3e:4", "3e:6", "3e:8", "3e:10", "3e:12"]
    assert table.candidates("build --player Ben settlement ", "1a:1") == ["1a:10", "1a:12"]
    assert table.candidates("roll --player ", "b") == ["Ben"]
    assert table.candidates("trade ", "") == ["Ben", "Cyril"]
    assert table.candidates("trade Ben give 1 ", "o") == ["ore"]
    assert table.candidates("robber ", "3") == ["3a", "3b", "3c", "3d", "3e"]
    assert table.candidates("roll ", "1") == ["10", "11", "12"]
    assert table.candidates("roll ", "--") == ["--player", "--note", "--help"]
    assert table.candidates("help ", "bu") == ["build", "buy"]
    assert table.candidates("end ", "") == []
    table.handle("build settlement 3e:2")
    assert table.candidates("amend ", "") == ["1"]
    assert table.candidates("amend 1 ", "b") == ["build", "buy"]
    assert table.candidates("amend 1 build ", "s") == ["settlement"]


def paths_with_aliases(grid) -> list[str]:
    """Every name of every path (72 paths, 114 names), in reading order."""
    names = [alias for side in grid.sides.values() for alias in side.aliases]
    assert (len(grid.sides), len(names)) == (72, 114)
    return sorted(names, key=lambda n: (grid.hexes.index(n.split(":")[0]), int(n.split(":")[1])))


def test_positional_words_skip_options_and_their_values():
    assert positional(["--player", "Ben", "road", "--note", "late", "3e:3", "--json"]) == ["road", "3e:3"]


def test_a_game_without_completions_offers_player_names():
    assert type(GAME).completions is not Game.completions
    assert complete.next_words(Game(), None, ["Anna", "Ben"], "move", []) == ["Anna", "Ben"]
    assert Game().completions(None, "move", []) == []


def test_keep_going_runs_a_whole_script_and_exits_with_the_worst_code():
    path = new()
    script = "\n".join([*SETUP[:2], "build road 3e:3", "status", "quit", "roll 8"]) + "\n"
    result = runner.invoke(app, ["play", "--keep-going", "friday"], input=script)
    assert result.exit_code == 1
    assert "Error: CATAN-SETUP-4: set-up placement 2 is Ben's settlement, not a road" in result.stderr
    assert " > " not in result.stdout                      # no prompt in the data
    assert "Turn 0 · setup" in result.stdout
    assert len(Session.load(path).events) == 2              # 'roll 8' came after quit
    assert commands.current_pointer().read_text("utf-8").strip() == str(path.resolve())


def test_referee_play_with_words_is_still_the_catan_verb():
    new()
    result = runner.invoke(app, ["play", "monopoly", "wool"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: CATAN-SETUP-4: 'play' is not allowed now")


def test_referee_play_refuses_options_of_the_verb_and_a_missing_save():
    new()
    assert runner.invoke(app, ["play", "--player", "Ben"]).exit_code == 2
    result = runner.invoke(app, ["play", "nosuch.toml"])
    assert result.exit_code == 3 and result.stderr.startswith("Error: ")


# --- a line typed against a stale prompt (another process wrote the save) ---------------------

def elsewhere(path, line: str) -> None:
    """Another ``referee`` writes the save while the session waits at its prompt."""
    import shlex

    result = runner.invoke(app, [*shlex.split(line), "--save", str(path)])
    assert result.exit_code == 0, result.output


def test_a_line_typed_against_a_stale_prompt_is_not_run_and_the_change_is_shown(capsys):
    path = new()
    table = Table(path)
    for line in [*SETUP, "roll 8"]:
        assert table.handle(line) == 0
    assert table.prompt() == "friday · Anna · main > "
    elsewhere(path, "end")                                   # Anna's turn ended in another terminal
    before = path.read_bytes()
    capsys.readouterr()
    code, out, err = through_play(table, "end", capsys)      # typed at the stale 'Anna · main' prompt
    assert code == 3
    assert path.read_bytes() == before                       # Ben's turn was not ended
    assert [e["kind"] for e in Session.load(path).events[-2:]] == ["roll", "end"]
    assert "14 events" in out and "   14" in out and "Anna      end" in out     # as 'log' prints it
    assert "Now: Ben rolls (or plays a development card first)" in err
    assert err.strip().splitlines()[-1] == ("Error: the save changed since the prompt was drawn; the line was "
                                            "not run — type it again at the new prompt: friday · Ben · roll")
    assert table.prompt() == "friday · Ben · roll > "
    assert table.handle("roll 6") == 0                       # retyped against the fresh prompt: it runs


def test_a_stale_prompt_is_noticed_even_when_size_time_and_inode_are_unchanged(capsys):
    import os

    path = new()
    table = Table(path)
    for line in [*SETUP, "roll 8"]:
        table.handle(line)
    st = path.stat()
    text = path.read_text("utf-8")
    assert text.count("total = 8") == 1
    path.write_text(text.replace("total = 8", "total = 6"), "utf-8")     # a hand edit in the same instant
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    after = path.stat()
    assert (after.st_mtime_ns, after.st_size, after.st_ino) == (st.st_mtime_ns, st.st_size, st.st_ino)
    capsys.readouterr()
    code, out, err = through_play(table, "end", capsys)
    assert code == 3 and "the line was not run" in err
    assert "Events 13–13 changed" in err and "total=6" in out
    assert [e["kind"] for e in Session.load(path).events[-1:]] == ["roll"]


def test_undo_elsewhere_is_shown_too(capsys):
    path = new()
    table = Table(path)
    for line in SETUP[:3]:
        table.handle(line)
    elsewhere(path, "undo")
    capsys.readouterr()
    code, out, err = through_play(table, "build road 2b:3", capsys)
    assert code == 3 and "Events 3–3 changed" in err and "Now: set-up: Ben places a settlement" in err
    assert len(Session.load(path).events) == 2


# --- a script stops at its first refused line ----------------------------------------------------

@pytest.mark.parametrize("bad, code", [("build road 3e:3", 1), ("rol 8", 2), ("roll 8 --save other", 2)])
def test_a_piped_script_stops_at_its_first_refused_line(bad, code):
    """An 'undo' after a refused line must not take back an earlier, valid event."""
    path = new()
    script = "\n".join([*SETUP[:2], bad, "undo", "status"]) + "\n"
    result = runner.invoke(app, ["play", "friday"], input=script)
    assert result.exit_code == code
    assert len(Session.load(path).events) == 2               # 'undo' did not run
    assert "Turn 0" not in result.stdout                     # nor did 'status'
    assert result.stderr.strip().splitlines()[-1] == (
        "Stopped at line 3: the lines after it were not run — fix it and run the rest, "
        "or give --keep-going to run every line")


def test_a_script_with_an_unreadable_save_stops_with_exit_3(monkeypatch):
    import referee.cli.play as play_module

    path = new()
    script = "\n".join([SETUP[0], "roll 8", "status"]) + "\n"
    handle = play_module.Table.handle

    def damage_then_handle(self, line):                     # the save is damaged between two lines
        if line.startswith("roll"):
            path.write_text("this is not toml [", "utf-8")
        return handle(self, line)

    monkeypatch.setattr(play_module.Table, "handle", damage_then_handle)
    result = runner.invoke(app, ["play", "friday"], input=script)
    assert result.exit_code == 3
    assert "Stopped at line 2" in result.stderr and "Turn" not in result.stdout


def test_keep_going_belongs_to_the_session_not_to_the_verb():
    new()
    result = runner.invoke(app, ["play", "--keep-going", "knight", "3e"])
    assert result.exit_code == 2
    assert result.stderr.strip() == ("Error: --keep-going belongs to a session (referee play [SAVE]) — "
                                     "play knight 3e, without --keep-going")


# --- --save and --lang inside a session -----------------------------------------------------------

@pytest.mark.parametrize("line", ["build settlement 3e:2 --save other", "build settlement 3e:2 -s other",
                                  "build settlement 3e:2 --save=other", "status --save friday"])
def test_save_on_a_line_is_refused_not_ignored(line, capsys):
    path, other = new(), new("other")
    before, before_other = path.read_bytes(), other.read_bytes()
    code, out, err = through_play(Table(path), line, capsys)
    assert code == 2
    assert err.strip() == ("Error: --save on a line inside a session: every line goes to friday.toml — type the "
                           "line without --save, or 'quit' and run 'referee play OTHER' for another save")
    assert (path.read_bytes(), other.read_bytes()) == (before, before_other)


def test_a_note_that_looks_like_save_is_not_mistaken_for_it(capsys):
    path = new()
    code, out, err = through_play(Table(path), "build settlement 3e:2 --note --save", capsys)
    assert code == 0 and Session.load(path).events[0]["note"] == "--save"


def test_lang_before_play_carries_into_the_session():
    path = new()
    script = "\n".join(["help", SETUP[0], "rol 8", "end", "check --json", SETUP[1]]) + "\n"
    result = runner.invoke(app, ["--lang", "cs", "play", "--keep-going", "friday"], input=script)
    err, out = result.stderr, result.stdout
    assert "Hraje se" in err and "Napište 'help'" in err                                # the banner
    assert "Napište příkaz bez 'referee' a bez --save" in out                          # help
    assert "postavit vesnici" in out or "staví vesnici" in out                          # help of a verb
    assert "Anna staví vesnici na 3e:2." in out                                         # a line's output
    assert "Chyba: v relaci catan není příkaz 'rol' — mysleli jste 'roll'?" in err      # the session's own
    assert "Chyba: CATAN-SETUP-4: 'end' teď není dovoleno (zakládání" in err
    assert "Anna staví silnici na 3e:1." in out                                         # still Czech after --json
    assert len(Session.load(path).events) == 2


# --- 'referee play WORD': a save or a card ---------------------------------------------------------

def test_play_with_a_mistyped_save_names_both_readings():
    new()
    result = runner.invoke(app, ["play", "fridya"])
    assert result.exit_code == 2
    where = save.resolve_path("fridya")
    assert result.stderr.strip() == (
        f"Error: 'fridya' is neither a save (no {where}) nor a card for the 'play' verb (unknown development "
        f"card 'fridya') — did you mean the save 'friday'? saves: friday; cards: known: knight, road_building, "
        f"year_of_plenty, monopoly, victory_point")


def test_play_with_a_word_and_no_game_at_all_names_both_readings():
    result = runner.invoke(app, ["play", "fridya"])
    assert result.exit_code == 2
    where = save.resolve_path("fridya")
    assert result.stderr.strip() == (
        f"Error: 'fridya' is neither a save (no {where}) nor a card for the 'play' verb (no save selected) — "
        f"no saves yet: start one with 'referee new'")


def test_play_with_a_card_keeps_the_verb_s_own_error():
    new()
    for line in SETUP:
        assert runner.invoke(app, line.split()).exit_code == 0
    assert runner.invoke(app, ["roll", "8"]).exit_code == 0
    result = runner.invoke(app, ["play", "monopoly"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: Monopoly names one resource — e.g. play monopoly wool"
