"""No ANSI escape sequences where they do not belong: in pipes, under CliRunner, and under NO_COLOR.

Our output is plain text; help and usage errors are plain (``rich_markup_mode=None``); crash
tracebacks are Python's own (``pretty_exceptions_enable=False``). The one escape sequence left is
click's progress bar (it hides the cursor), drawn only on a terminal and replaced by a plain
counter under NO_COLOR.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pexpect
import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import save

ESC = "\x1b["
runner = CliRunner()
SETUP = ["settlement 3e:2", "road 3e:1", "settlement 2b:4", "road 2b:3", "settlement 4b:4", "road 4b:5",
         "settlement 2d:6", "road 2d:5", "settlement 3b:6", "road 3b:5", "settlement 5b:6", "road 5b:5"]


@pytest.fixture
def friday():
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", "friday"]).exit_code == 0
    for words in SETUP:
        assert runner.invoke(app, ["build", *words.split()]).exit_code == 0
    assert runner.invoke(app, ["roll", "8"]).exit_code == 0
    return save.resolve_path("friday")


REPORTS = [["status"], ["status", "--json"], ["board"], ["log"], ["log", "--json"], ["score"], ["hints"],
           ["check"], ["check", "--json"], ["replay", "--last", "2"], ["games"], ["roll", "8"], ["rol"],
           ["build", "road", "9z:3"], ["--help"], []]


@pytest.mark.parametrize("args", REPORTS, ids=" ".join)
def test_no_escape_sequences_under_clirunner(friday, args):
    result = runner.invoke(app, args)
    assert ESC not in result.stdout + result.stderr


def test_no_command_help_has_escape_sequences():
    names = [c.name or c.callback.__name__ for c in app.registered_commands]
    for name in names:
        result = runner.invoke(app, [name, "--help"])
        assert result.exit_code == 0 and ESC not in result.stdout, name


def referee(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True,
                          env={**os.environ, **env}, timeout=30)


def test_no_escape_sequences_in_pipes_under_no_color_even_when_colour_is_forced(friday):
    for args in (["status"], ["check", str(friday), str(friday)], ["nosuch"], ["--help"]):
        done = referee(*args, NO_COLOR="1", FORCE_COLOR="1", TERM="xterm-256color")
        assert ESC not in done.stdout + done.stderr, args
        assert done.stdout or done.stderr


def test_no_color_on_a_terminal_turns_the_progress_bar_into_a_plain_counter(friday):
    """On a terminal click's bar hides the cursor (an escape sequence); NO_COLOR gets a counter instead."""
    args = ["-m", "referee", "check", str(friday), str(friday), str(friday)]
    env = {**os.environ, "TERM": "xterm-256color"}
    env.pop("NO_COLOR", None)
    coloured = pexpect.run(sys.executable, args=args, env=env, encoding="utf-8")
    plain = pexpect.run(sys.executable, args=args, env={**env, "NO_COLOR": "1"}, encoding="utf-8")
    assert "Checking" in coloured and ESC in coloured
    assert "Checking 3/3" in plain and ESC not in plain
    assert plain.count("valid, 13 events") == 3
