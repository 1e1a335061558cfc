"""``referee play`` in a pseudo-terminal: what a person at the table types, with readline."""

from __future__ import annotations

import os
import sys

import pexpect
import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.cli.play import history_file
from referee.core import save
from referee.core.session import Session

SETUP = [
    ("build road 3e:1", "Set-up: Anna places a road on 3e:1.", "friday · Ben · setup > "),
    ("build settlement 2b:4", "Set-up: Ben places a settlement on 2b:4.", "friday · Ben · setup > "),
    ("build road 2b:3", "Next: set-up: Cyril places a settlement", "friday · Cyril · setup > "),
    ("build settlement 4b:4", "Next: set-up: Cyril places a road", "friday · Cyril · setup > "),
    ("build road 4b:5", "Next: set-up: Cyril places a settlement", "friday · Cyril · setup > "),
    ("build settlement 2d:6", "Cyril takes 1 lumber + 1 brick + 1 ore", "friday · Cyril · setup > "),
    ("build road 2d:5", "Next: set-up: Ben places a settlement", "friday · Ben · setup > "),
    ("build settlement 3b:6", "Ben takes 2 lumber + 1 ore", "friday · Ben · setup > "),
    ("build road 3b:5", "Next: set-up: Anna places a settlement", "friday · Anna · setup > "),
]
REFUSED = ("build settlement 3a:4", "Error: CATAN-SETUP-5: 3a:4 is next to the building on 3b:6 (distance rule)")
TURNS = [
    ("build settlement 5b:6", "Anna takes 1 grain", "friday · Anna · setup > "),
    ("build road 5b:5", "Set-up complete. Turn 1: Anna rolls", "friday · Anna · roll > "),
    ("roll 8", "Production for 8", "friday · Anna · main > "),
    ("trade Ben give 1 ore get 1 lumber", "Anna gives 1 ore to Ben for 1 lumber.", "friday · Anna · main > "),
    ("end", "Anna ends the turn. Turn 2: Ben.", "friday · Ben · roll > "),
    ("roll 7", "Nobody discards. Ben moves the robber.", "friday · Ben · robber > "),
    ("robber 3e Anna grain", "Ben moves the robber to 3e and steals 1 grain from Anna.", "friday · Ben · main > "),
]


def spawn(*args: str) -> pexpect.spawn:
    env = dict(os.environ, TERM="dumb", LANG="C.UTF-8", PYTHONIOENCODING="utf-8")
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(sys.executable, ["-m", "referee", *args], env=env, encoding="utf-8", timeout=10,
                          dimensions=(50, 200))
    return child


@pytest.fixture
def friday():
    result = CliRunner().invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--board", "beginner-en",
                                      "--save", "friday"])
    assert result.exit_code == 0, result.output
    return save.resolve_path("friday")


def listed(child: pexpect.spawn) -> set[str]:
    """The words readline lists on a second Tab (in its own order, on its own line)."""
    child.expect(r"\r\n((?:\S+ +)+)\r\n")
    return set(child.match.group(1).split())


def typed(child: pexpect.spawn, line: str, shown: str, prompt: str) -> None:
    child.sendline(line)
    child.expect_exact(shown)
    child.expect_exact(prompt)


def test_a_whole_setup_and_turns_typed_into_referee_play(friday):
    child = spawn("play", "friday")
    child.expect_exact("Type 'help' for the commands; 'quit' or Ctrl-D leaves.")
    child.expect_exact("friday · Anna · setup > ")

    child.send("bui\t")                                   # a verb by Tab
    child.expect_exact("build ")
    child.send("sett\t")
    child.expect_exact("settlement ")
    child.send("3e:\t\t")                                 # the six corners of 3e, listed by a second Tab
    assert listed(child) == {"3e:2", "3e:4", "3e:6", "3e:8", "3e:10", "3e:12"}
    child.sendline("2")
    child.expect_exact("Set-up: Anna places a settlement on 3e:2.")
    child.expect_exact("friday · Anna · setup > ")
    assert Session.load(friday).events[0]["at"] == "3e:2"

    for line, shown, prompt in SETUP:
        typed(child, line, shown, prompt)

    before = friday.read_bytes()
    line, error = REFUSED
    typed(child, line, error, "friday · Anna · setup > ")
    assert friday.read_bytes() == before                  # refused: the save is byte for byte the same

    for line, shown, prompt in TURNS:
        typed(child, line, shown, prompt)
    typed(child, "check", "valid, 17 events", "friday · Ben · main > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    events = Session.load(friday).events
    assert len(events) == 17
    assert [e["kind"] for e in events[-5:]] == ["roll", "trade", "end", "roll", "robber"]
    assert all(e["at"].endswith("Z") and len(e["at"]) == 20 for e in events[-5:])    # stamped by the CLI
    assert events[-1]["at"] >= events[-5]["at"]


def test_history_is_kept_across_sessions_and_ctrl_d_leaves(friday):
    child = spawn("play", "friday")
    child.expect_exact("friday · Anna · setup > ")
    typed(child, "build settlement 3e:2", "Next: set-up: Anna places a road", "friday · Anna · setup > ")
    typed(child, "hints", "Roads touching 3e:2", "friday · Anna · setup > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert history_file().read_text("utf-8").splitlines()[-3:] == ["build settlement 3e:2", "hints", "quit"]

    child = spawn("play")                                  # the current game: 'play friday' selected it
    child.expect_exact("friday · Anna · setup > ")
    child.sendcontrol("p")                                 # previous line: quit
    child.sendcontrol("p")                                 # and before it: hints
    child.sendline("")
    child.expect_exact("Roads touching 3e:2: ")
    child.expect_exact("friday · Anna · setup > ")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert history_file().read_text("utf-8").splitlines()[-1] == "hints"


def test_tab_completes_player_names_and_a_path_by_its_alias(friday):
    child = spawn("play", "friday")
    child.expect_exact("friday · Anna · setup > ")
    child.send("build settlement 3e:10 --player an\t")
    child.expect_exact("Anna ")
    child.sendline("")
    child.expect_exact("friday · Anna · setup > ")
    child.send("build road 3d:\t\t")                      # 3d:3 is also 3e:9, beside 3e:10
    assert listed(child) == {"3d:1", "3d:3", "3d:5", "3d:7", "3d:9", "3d:11"}
    child.sendline("3")
    child.expect_exact("Set-up: Anna places a road on 3d:3.")
    child.expect_exact("friday · Ben · setup > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_line_typed_at_a_stale_prompt_shows_the_change_and_is_not_run(friday):
    child = spawn("play", "friday")
    child.expect_exact("friday · Anna · setup > ")
    elsewhere = CliRunner().invoke(app, ["build", "settlement", "3e:2", "--save", str(friday)])   # another terminal
    assert elsewhere.exit_code == 0
    child.sendline("build settlement 2b:4")                 # typed at the prompt drawn before that
    child.expect_exact("piece=settlement at=3e:2")         # the new event, as 'log' shows it
    child.expect_exact("Now: set-up: Anna places a road")
    child.expect_exact("Error: the save changed since the prompt was drawn; the line was not run — "
                       "type it again at the new prompt: friday · Anna · setup")
    child.expect_exact("friday · Anna · setup > ")
    assert [e["at"] for e in Session.load(friday).events] == ["3e:2"]
    typed(child, "build road 3e:1", "Set-up: Anna places a road on 3e:1.", "friday · Ben · setup > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0                           # at a terminal a refused line does not end the session
