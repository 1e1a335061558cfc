"""``referee play`` goes on from its session's state between lines, with every safety of a one-shot command.

Around each line the session is kept (``Session.keep``): a command that records gets it from
``Session.open`` under the lock only when the file still holds exactly the bytes the session last read
or wrote; the event is appended (temporary file, fsync, rename). Anything else — another writer, an
undo, a failed write — makes the next command read the file again.
"""

from __future__ import annotations

import errno
import os
import tomllib

import pytest
import tomli_w
from typer.testing import CliRunner

from referee.core import commands
from referee.cli import actions
from referee.cli.app import app
from referee.cli.play import Table
from referee.core import save
from referee.core.session import Session

NOW = "2026-11-29T19:04:00Z"
SETUP = ["build settlement 3e:2", "build road 3e:1", "build settlement 2b:4", "build road 2b:3",
         "build settlement 4b:4", "build road 4b:5", "build settlement 2d:6", "build road 2d:5",
         "build settlement 3b:6", "build road 3b:5", "build settlement 5b:6", "build road 5b:5"]   # test_play's
runner = CliRunner()


@pytest.fixture(autouse=True)
def _fixed_clock(monkeypatch):
    monkeypatch.setattr(commands, "now", lambda: NOW)


@pytest.fixture
def loads(monkeypatch):
    """How many times a save is read and replayed from its file."""
    count = {"n": 0}
    real = Session.load.__func__

    def counting(cls, path):
        count["n"] += 1
        return real(cls, path)

    monkeypatch.setattr(Session, "load", classmethod(counting))
    return count


def new(name: str = "friday"):
    result = runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--board", "beginner-en",
                                 "--save", name])
    assert result.exit_code == 0, result.output
    return save.resolve_path(name)


def shell(path, *words: str) -> None:
    result = runner.invoke(app, [*words, "--save", str(path)])
    assert result.exit_code == 0, result.output


def canonical(path) -> bool:
    body = path.read_text("utf-8")
    return body == tomli_w.dumps(tomllib.loads(body))


def test_lines_that_record_go_on_from_the_session_without_reading_the_save_again(loads):
    path = new()
    table = Table(path)
    before = loads["n"]
    for line in [*SETUP, "roll 8", "end", "roll 6"]:
        assert table.handle(line) == 0
        assert canonical(path)
    assert loads["n"] == before                     # fifteen records, not one read of the file
    assert len(Session.load(path).events) == len(SETUP) + 3
    assert table.prompt() == "friday · Ben · main > "


def test_a_write_by_another_process_after_the_prompt_check_is_read_under_the_lock(loads, monkeypatch):
    """The file changed between the prompt's check and the lock: the command reads it again, records on top
    of it, and nothing is lost (the byte comparison under the lock, not only the prompt's check)."""
    path = new()
    table = Table(path)
    for line in [*SETUP, "roll 8"]:
        assert table.handle(line) == 0
    monkeypatch.setattr(Table, "changed", lambda self: False)     # the other write lands after the check
    shell(path, "trade", "Ben", "give", "1", "ore", "get", "1", "lumber")
    before = loads["n"]
    assert table.handle("end") == 0
    assert loads["n"] > before
    kinds = [e["kind"] for e in Session.load(path).events[-3:]]
    assert kinds == ["roll", "trade", "end"] and canonical(path)
    assert table.prompt() == "friday · Ben · roll > "


def test_after_an_undo_the_session_reads_the_save_again(loads):
    path = new()
    table = Table(path)
    for line in [*SETUP, "roll 8", "end"]:
        assert table.handle(line) == 0
    before = loads["n"]
    assert table.handle("undo") == 0
    assert loads["n"] > before                      # the undone state is worked out from the file
    assert table.prompt() == "friday · Anna · main > "
    assert table.handle("end") == 0
    events = Session.load(path).events
    assert [e["kind"] for e in events[-2:]] == ["roll", "end"] and len(events) == len(SETUP) + 2
    assert canonical(path)


def test_a_failed_write_leaves_the_file_and_the_next_line_starts_from_the_file(monkeypatch):
    path = new()
    table = Table(path)
    for line in [*SETUP, "roll 8"]:
        assert table.handle(line) == 0
    before = path.read_bytes()
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space")))
    assert table.handle("end") == 3
    assert path.read_bytes() == before
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert table.handle("end") == 0
    events = Session.load(path).events
    assert [e["kind"] for e in events[-2:]] == ["roll", "end"] and len(events) == len(SETUP) + 2
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))


def test_a_refused_line_keeps_the_session_and_writes_nothing(loads):
    path = new()
    table = Table(path)
    for line in SETUP:
        assert table.handle(line) == 0
    before, reads = path.read_bytes(), loads["n"]
    assert table.handle("build settlement 3a:4") == 1
    assert path.read_bytes() == before and loads["n"] == reads
    assert table.handle("roll 8") == 0 and loads["n"] == reads


def test_a_command_outside_the_session_reads_the_file_itself(loads):
    """Only the lines a session runs get its state; any other command on the save reads the file."""
    path = new()
    table = Table(path)
    for line in SETUP:
        assert table.handle(line) == 0
    before = loads["n"]
    shell(path, "roll", "8")
    assert loads["n"] == before + 1
