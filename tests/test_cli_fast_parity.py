"""Issue #17: the fast path (cli/fast.py) gives what the Typer app gives — the same stdout, stderr, exit code and
save bytes — for every verb of every game and for ``status``, ``check``, ``score`` and ``hints``; anything it does not fully understand
(``--help``, completion, unknown or repeated options, odd shapes) it leaves to the Typer app; and it runs
without importing Typer or click.

The games and their verbs come from the registry, so a new game's verbs are covered the day it is registered
(each game needs an example save in saves/examples/, which the integration rules ask for anyway).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.core import commands
from referee.cli import actions, complete, fast, render
from referee.cli import app as cli
from referee.core import save
from referee.core.errors import RefereeError
from referee.core.session import Session
from referee.games import FAMILIES, manifest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "saves" / "examples"
PY = sys.executable
NOW = "2026-12-01T18:00:00Z"
runner = CliRunner()

INFOS = {member.key: member.info for family in FAMILIES for member in manifest(family)}


def example_of(key: str) -> Path:
    """The first example save of a game (saves/examples/)."""
    for path in sorted(EXAMPLES.glob("*.toml")):
        if re.search(rf'^game = "{re.escape(key)}"$', path.read_text("utf-8"), re.M):
            return path
    raise AssertionError(f"no example save of {key} in saves/examples/")


PAIRS = [(key, verb) for key, info in INFOS.items() for verb in info.verbs if verb in fast.verbs()]


@pytest.fixture(autouse=True)
def _clock(monkeypatch):
    monkeypatch.setattr(commands, "now", lambda: NOW)


def midgame(key: str, folder: Path) -> Path:
    """The game's example save cut to its first half of events: a game under way."""
    session = Session.load(example_of(key))
    path = folder / f"{key}.toml"
    save.write_atomic(path, save.dumps(session.setup, session.events[: len(session.events) // 2], []))
    return path


def some_words(path: Path, verb: str) -> list[str]:
    """Words after ``verb`` as completion offers them (the first each time): often a legal event, sometimes not."""
    session = Session.load(path)
    words: list[str] = []
    for _ in range(4):
        try:
            found = complete.next_words(session.game, session.state, session.setup.names, verb, words)
        except (RefereeError, KeyError, ValueError, TypeError):
            break
        found = [w for w in found if w and not w.startswith("-")]
        if not found:
            break
        words.append(found[0])
    return words


def both(args: list[str], path: Path | None = None, env: dict | None = None):
    """The same command line through the Typer app and through the fast path, from the same save bytes: each
    one's (exit code, stdout, stderr, the save's bytes after, the folder's files after)."""
    env = {"REFEREE_LANG": None, **(env or {})}
    original = path.read_bytes() if path else None

    def after() -> tuple:
        if path is None:
            return None, None
        return (path.read_bytes() if path.exists() else None), sorted(os.listdir(path.parent))

    by_typer = runner.invoke(cli.app, args, env=env)
    typer_seen = (by_typer.exit_code, by_typer.stdout_bytes, by_typer.stderr_bytes, *after())
    if path:
        path.write_bytes(original)
    with runner.isolation(env=env) as (out, err, _mixed):
        assert fast.plan(args) is not None, f"the fast path leaves {args} to Typer"
        code = fast.run(args)
        sys.stdout.flush()
        sys.stderr.flush()
        fast_seen = (code, out.getvalue(), err.getvalue(), *after())
    if path:
        path.write_bytes(original)
    return typer_seen, fast_seen


def same(args: list[str], path: Path | None = None, env: dict | None = None) -> tuple:
    typer_seen, fast_seen = both(args, path, env)
    assert fast_seen == typer_seen, args
    return typer_seen


@pytest.mark.parametrize("key, verb", PAIRS)
def test_every_verb_of_every_game_gives_what_typer_gives(tmp_path, key, verb):
    path = midgame(key, tmp_path)
    words = some_words(path, verb)
    names = Session.load(path).setup.names
    alias = next((a for a, v in INFOS[key].verb_aliases.items() if v == verb), verb)
    same([verb], path, env={"REFEREE_SAVE": str(path)})                              # the save from the environment
    same([verb, *words, "--save", str(path), "--note", "parity"], path)
    same(["--lang", "cs", alias, *words, "-s", str(path), "-p", names[-1]], path)    # Czech, short options
    same([verb, f"--save={path}", f"--player={names[0]}", *words[:1]], path, env={"REFEREE_LANG": "cs"})


def test_the_parity_covers_recorded_and_refused_events(tmp_path):
    """Not only refusals are compared: at the start of a turn a roll is recorded, both ways alike."""
    session = Session.load(example_of("catan"))
    half = len(session.events) // 2
    cut = max(i for i, e in enumerate(session.events[:half]) if e["kind"] == "end") + 1
    path = tmp_path / "turn.toml"
    save.write_atomic(path, save.dumps(session.setup, session.events[:cut], []))
    before = path.read_bytes()
    seen = {tuple(line): same([*line, "--save", str(path)], path) for line in (["roll", "13"], ["end"], ["roll", "8"])}
    assert seen[("roll", "13")][0] == 2 and seen[("roll", "13")][3] == before          # no such roll: notation
    assert seen[("end",)][0] == 1 and seen[("end",)][3] == before                      # not before the roll: rules
    assert seen[("roll", "8")][0] == 0 and seen[("roll", "8")][3] != before            # recorded
    assert b'total = 8' in seen[("roll", "8")][3][len(before):]


@pytest.mark.parametrize("key", INFOS)
def test_status_check_score_and_hints_of_every_game_give_what_typer_gives(tmp_path, key):
    path = midgame(key, tmp_path)
    env = {"REFEREE_SAVE": str(path)}
    for args in (["status"], ["status", "--json", "--all"], ["check"], ["check", "--json"], ["score"],
                 ["score", "--json"], ["score", "--all"], ["hints"], ["hints", "--json"], ["--lang", "cs", "rady"],
                 ["--lang", "cs", "body"]):
        same(args, path, env=env)
    for verb in INFOS[key].verbs:
        same(["hints", verb], path, env=env)


@pytest.mark.parametrize("args", [
    ["status"], ["status", "--json"], ["status", "--all"], ["status", "--json", "--all"], ["přehled"],
    ["check"], ["check", "--json"], ["check", "--all"], ["check", "--jobs", "1"], ["check", "-j", "1", "--json"],
    ["--lang", "cs", "status"], ["--lang=cs", "check"], ["zkontroluj"], ["score"], ["score", "--json", "--all"],
    ["body"], ["hints"], ["hints", "road"], ["rady", "silnice"], ["hints", "--json"], ["hints", "--json", "--all"],
    ["hints", "--json", "--player", "Ben"],
])
def test_status_and_check_of_the_current_game_give_what_typer_gives(tmp_path, args):
    path = midgame("catan", tmp_path)
    same(args, path, env={"REFEREE_SAVE": str(path)})


@pytest.mark.parametrize("args", [
    ["status", "--save", "{save}"], ["status", "-s", "{save}", "--json"], ["status", "--save={save}", "--all"],
    ["check", "{save}"], ["check", "{save}", "--json"], ["check", "--all", "{save}", "{save}"],
    ["check", "--save", "{save}"], ["check", "-s", "{save}", "--json"],
    ["--lang", "cs", "přehled", "--save", "{save}"], ["score", "-s", "{save}"], ["hints", "settlement", "--save={save}"],
])
def test_status_and_check_of_a_named_save_give_what_typer_gives(tmp_path, args):
    path = midgame("catan", tmp_path)
    same([a.replace("{save}", str(path)) for a in args], path)


def test_status_and_check_of_an_invalid_save_damaged_file_missing_file_and_no_save(tmp_path):
    path = midgame("catan", tmp_path)
    text = path.read_text("utf-8")
    roll = re.search(r'kind = "roll"\nplayer = "\w+"\ntotal = \d+', text).group(0)
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(roll, re.sub(r"total = \d+", "total = 12", roll), 1))    # dice 6+1 are not 12
    damaged = tmp_path / "damaged.toml"
    damaged.write_text(text[: len(text) // 3])
    for file in (bad, damaged, tmp_path / "missing.toml"):
        same(["status", "--save", str(file)], path)
        same(["check", str(file)], path)
        same(["check", "--json", str(file)], path)
        same(["end", "--save", str(file)], path)
    same(["check", str(path), str(bad)], path)                   # two files: a line each (no bar off a terminal)
    same(["check", "--json", str(tmp_path)], path)               # a folder
    empty = tmp_path / "empty"
    empty.mkdir()
    same(["check", str(empty)], path)                            # a folder without saves: refused
    same(["status"], path)                                       # no save selected
    same(["roll", "8"], path)


def test_a_verb_of_another_game_is_refused_alike(tmp_path):
    catan = midgame("catan", tmp_path)
    rome_verb = next(v for v in INFOS["rome"].verbs if v not in INFOS["catan"].verbs and v in fast.verbs())
    same([rome_verb, "--save", str(catan)], catan)


def test_an_escape_sequence_in_a_refused_word_is_shown_as_typer_shows_it(tmp_path):
    path = midgame("catan", tmp_path)
    typer_seen = same(["roll", "\x1b[31m8", "--save", str(path)], path)
    assert typer_seen[0] == 2 and b"\x1b" not in typer_seen[2]       # stripped: the output is not a terminal


FALLBACK = [
    ["{verb}", "--help"], ["--help", "{verb}"], ["{verb}", "-h"], ["{verb}", "--bogus"], ["{verb}", "--save"],
    ["{verb}", "--save", "a", "--save", "b"], ["{verb}", "--", "x"], ["{verb}", "-1"], ["{verb}", "-sfile"],
    ["{verb}", "-s=file"], ["{verb}", "--note", "-x"], ["{verb}", "--json"], ["{verb}", "-"],
    ["--lang", "xx", "{verb}"], ["--lang"], ["--lang", "cs", "--lang", "en", "{verb}"], ["--version"],
    ["--game", "catan", "{verb}"], [], ["{verb}", "--lang", "cs"],
]


@pytest.mark.parametrize("key, verb", PAIRS)
def test_what_the_fast_path_does_not_fully_understand_goes_to_typer(key, verb):
    for shape in FALLBACK:
        args = [a.replace("{verb}", verb) for a in shape]
        assert fast.plan(args) is None, args


@pytest.mark.parametrize("args", [
    ["status", "extra"], ["status", "--json=1"], ["status", "--jobs", "2"], ["status", "--help"],
    ["check", "--jobs", "x"], ["check", "--jobs", "-1"], ["check", "--jobs", "²"], ["check", "-j"],
    ["check", "--jobs", "9" * 5000], ["check", "--jobs", " 2"],
    ["check", "--help"], ["new", "catan"], ["games"], ["log"], ["undo"], ["board"],
    ["play"], ["amend", "1", "roll", "8"], ["replay"], ["stats"], ["nonsense"], ["score", "x"], ["score", "-j", "1"],
    ["hints", "--json=1"], ["hints", "--all=yes"],
    ["ROLL", "8"], ["roll", "caf\udce9"], ["roll", "8", "--note", "caf\udce9"],
])
def test_other_commands_and_odd_shapes_go_to_typer(args):
    assert fast.plan(args) is None


def test_completion_goes_to_typer(monkeypatch):
    assert fast.plan(["roll", "8"]) is not None
    monkeypatch.setenv("_REFEREE_COMPLETE", "bash_complete")
    assert fast.plan(["roll", "8"]) is None
    assert fast.plan(["status"]) is None


def test_the_fast_path_knows_exactly_the_verbs_the_typer_app_registers():
    typer_verbs = {cli.command_name(c) for c in cli.app.registered_commands
                   if c.callback.__name__.startswith("verb_")}
    builtin = {verb for info in INFOS.values() for verb in info.verbs}
    assert fast.verbs() & builtin == typer_verbs & builtin
    assert builtin - fast.verbs() == set(actions.HOSTS_A_VERB) & builtin    # play runs through 'referee play'
    assert set(fast.COMMANDS) <= {cli.command_name(c) for c in cli.app.registered_commands}


# --- through the real entry point, in a process of its own ---------------------------------------------------

ENTRY = "import sys\nsys.argv[0] = 'referee'\nfrom referee.cli import main\nmain()\n"
TYPER = "import sys\nsys.argv[0] = 'referee'\nfrom referee.cli.app import main\nmain()\n"
STAMP = re.compile(rb'at = "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"')


def process(code: str, args: list[str], path: Path, env: dict | None = None) -> tuple:
    original = path.read_bytes()
    done = subprocess.run([PY, "-c", code, *args], capture_output=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})
    after = STAMP.sub(b'at = "(stamped)"', path.read_bytes())   # two processes may not share the second
    path.write_bytes(original)
    return done.returncode, done.stdout, done.stderr, after


@pytest.mark.parametrize("line", [
    ["roll", "8"], ["end"], ["build", "road", "nowhere"], ["roll", "--help"], ["roll", "8", "--bogus"], ["--help"],
    ["status"], ["status", "--json"], ["check"], ["--lang", "cs", "hod", "8"], ["roll", "--save"], ["roll", "-h"],
    ["roll", "\x1b[31m8"],                                       # an escape sequence: click strips it off a terminal
    ["status", "extra"], ["check", "--jobs", "x"], ["--lang", "xx", "roll", "8"], ["end", "--player"],
])
def test_the_entry_point_gives_what_the_typer_app_gives_in_a_process(tmp_path, line):
    path = midgame("catan", tmp_path)
    args = [*line, "--save", str(path)] if line[0] not in ("check", "--help") and "--save" not in line else line
    if line[0] == "check":
        args = [*line, str(path)]
    env = {"REFEREE_SAVES_DIR": str(tmp_path / "saves"), "COLUMNS": "200"}
    assert process(ENTRY, args, path, env) == process(TYPER, args, path, env)


@pytest.mark.parametrize("line", [["--lang", "cs", "status"], ["--lang", "cs", "hod", "8"], ["roll", "8"]])
def test_an_ascii_output_stream_gets_what_typer_gives(tmp_path, line):
    """click re-wraps a stream whose encoding is ASCII; render.echo leaves such a stream to click."""
    path = midgame("catan", tmp_path)
    env = {"PYTHONIOENCODING": "ascii", "REFEREE_SAVE": str(path)}
    by_entry = process(ENTRY, line, path, env)
    assert by_entry == process(TYPER, line, path, env)
    assert by_entry[0] in (0, 1)


def test_completion_through_the_entry_point_is_typers(tmp_path):
    path = midgame("catan", tmp_path)
    env = {"_REFEREE_COMPLETE": "complete_bash", "COMP_WORDS": "referee bu", "COMP_CWORD": "1",
           "REFEREE_SAVE": str(path)}
    by_entry = process(ENTRY, [], path, env)
    assert by_entry == process(TYPER, [], path, env)
    assert b"build" in by_entry[1]


PROBE = ("import sys\nsys.argv[0] = 'referee'\nfrom referee.cli import main\ntry:\n    main()\nexcept SystemExit:\n"
         "    pass\nprint('MODULES', sorted({m.split('.')[0] for m in sys.modules} & {'typer', 'click', 'shellingham'}))\n")


@pytest.mark.parametrize("line", [["roll", "8"], ["build", "road", "nowhere"], ["status"], ["check"], ["end"],
                                  ["score"], ["hints"]])
def test_the_fast_path_imports_no_typer_and_no_click(tmp_path, line):
    path = midgame("catan", tmp_path)
    done = subprocess.run([PY, "-c", PROBE, *line], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "REFEREE_SAVE": str(path)})
    assert done.stdout.splitlines()[-1] == "MODULES []", done.stdout + done.stderr


def test_a_fallback_does_import_typer(tmp_path):
    """The probe can see Typer: ``--help`` goes to the Typer app."""
    path = midgame("catan", tmp_path)
    done = subprocess.run([PY, "-c", PROBE, "roll", "--help"], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT), "REFEREE_SAVE": str(path)})
    assert "'typer'" in done.stdout.splitlines()[-1]


# --- render.echo is typer.echo (both paths print through it, so it is compared with click's own) -------------

TEXTS = ["plain", "Příliš žluťoučký kůň úpěl ďábelské ódy", "", "\x1b[31mred\x1b[0m", "tab\there", "two\nlines", 5]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("err", [False, True])
def test_render_echo_prints_what_typer_echo_prints(text, err):
    import typer

    printed = []
    for echo in (typer.echo, render.echo):
        with runner.isolation() as (out, errors, _mixed):
            echo(text, err=err)
            echo(text, err=err, nl=False)
            printed.append((out.getvalue(), errors.getvalue()))
    assert printed[0] == printed[1]
    assert printed[1][err] != b""


ECHO = ("import sys\nfrom referee.cli import render\nif sys.argv[1] == 'typer':\n    import typer\n    echo = typer.echo\n"
        "else:\n    echo = render.echo\nfor text in [*sys.argv[2:], 5]:\n    echo(text)\n    echo(text, err=True)\n"
        "    echo(text, nl=False)\n")


@pytest.mark.parametrize("encoding", ["utf-8", "ascii", "latin-1", "utf-8:strict", "cp1250"])
def test_render_echo_writes_the_bytes_typer_echo_writes_to_a_pipe(encoding):
    texts = [t for t in TEXTS if isinstance(t, str)]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": encoding}
    ran = {who: subprocess.run([PY, "-c", ECHO, who, *texts], capture_output=True, env=env, cwd=ROOT, timeout=60)
           for who in ("typer", "render")}
    assert (ran["typer"].returncode, ran["typer"].stdout) == (ran["render"].returncode, ran["render"].stdout)
    assert said(ran["typer"].stderr) == said(ran["render"].stderr)


def said(stderr: bytes) -> tuple:
    """What reached stderr before a traceback, and the traceback's last line (a text the encoding cannot hold
    is a UnicodeEncodeError either way; the frames in between differ)."""
    head, traceback, rest = stderr.partition(b"Traceback")
    return head, rest.strip().rsplit(b"\n", 1)[-1] if traceback else b""
