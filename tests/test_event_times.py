"""Event times (DESIGN.md §3, docs/rulings.md "Contract notes"): the CLI stamps ``at`` on every kind
that has no ``at`` of its own; Catan's ``build`` keeps ``at`` as its place."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from referee.core import commands
from referee.cli import actions
from referee.cli.app import app
from referee.core import save
from referee.core.session import Session
from referee.games.catan import GAME

runner = CliRunner()
SETUP = ["settlement 3e:2", "road 3e:1", "settlement 2b:4", "road 2b:3", "settlement 4b:4", "road 4b:5",
         "settlement 2d:6", "road 2d:5", "settlement 3b:6", "road 3b:5", "settlement 5b:6", "road 5b:5"]


def referee(*args: str, code: int = 0):
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result


@pytest.fixture
def clock(monkeypatch):
    times = iter(f"2026-11-29T19:{m:02d}:00Z" for m in range(4, 60))
    monkeypatch.setattr(commands, "now", lambda: next(times))


@pytest.fixture
def played(clock):
    """The set-up (builds: never stamped) and a turn (roll, trade, end: stamped 19:04, 19:05, 19:06)."""
    referee("new", "catan", "--players", "Anna,Ben,Cyril", "--save", "friday")
    for words in SETUP:
        referee("build", *words.split())
    for line in ("roll 8", "trade Ben give 1 ore get 1 lumber", "end"):
        referee(*line.split())
    return save.resolve_path("friday")


def test_catan_build_keeps_at_as_its_place_and_every_other_kind_may_be_stamped():
    assert not GAME.stamps("build")
    assert all(GAME.stamps(kind) for kind in GAME.kinds if kind != "build")


def test_the_cli_stamps_events_with_the_time_in_iso_8601_utc(played):
    events = Session.load(played).events
    assert [e["at"] for e in events[:2]] == ["3e:2", "3e:1"]
    assert [(e["kind"], e["at"]) for e in events[12:]] == [
        ("roll", "2026-11-29T19:04:00Z"), ("trade", "2026-11-29T19:05:00Z"), ("end", "2026-11-29T19:06:00Z")]
    assert 'at = "2026-11-29T19:04:00Z"' in played.read_text("utf-8")          # a string, as the contract says


def test_a_stamped_save_checks_valid(played):
    result = referee("check", str(played), "--json")
    report = json.loads(result.stdout)
    assert (report["valid"], report["events"], report["problem"]) == (True, 15, None)


def test_log_shows_a_time_column_when_times_are_present(played):
    out = referee("log").stdout
    assert "time (UTC)" in out.splitlines()[1]
    roll = next(line for line in out.splitlines() if " roll " in line)
    assert "2026-11-29T19:04:00Z" in roll and "total=8" in roll and "at=" not in roll
    build = next(line for line in out.splitlines() if " build " in line)
    assert "at=3e:2" in build
    assert json.loads(referee("log", "--json", "--last", "1").stdout)[0]["at"] == "2026-11-29T19:06:00Z"


def test_a_save_without_times_stays_valid_and_its_log_has_no_time_column(tmp_path):
    path = save.resolve_path("quiet")
    referee("new", "catan", "--players", "Anna,Ben,Cyril", "--save", "quiet")
    with Session.open(path) as session:                 # recorded as generators and tests do: no time
        for words in SETUP:
            state = session.state
            session.record(GAME.parse(state, "build", words.split(), None))
        session.record(GAME.parse(session.state, "roll", ["8"], None))
    assert "at = \"2026" not in path.read_text("utf-8")
    referee("check", str(path))
    assert "time" not in referee("log", "--save", "quiet").stdout.splitlines()[1]


def test_amend_keeps_the_time_of_the_event_it_replaces(played):
    referee("amend", "13", "roll", "3", "5")                 # the same 8, now with the dice
    event = Session.load(played).events[12]
    assert (event["dice"], event["at"]) == ([3, 5], "2026-11-29T19:04:00Z")
    referee("check", str(played))


def test_undo_and_replay_describe_events_without_their_time(played):
    assert "── #13 Anna roll total=8\n" in referee("replay", "--last", "3").stdout
    result = referee("undo")
    assert "Undone: #15 Anna end" in result.stderr and "2026" not in result.stderr


def test_an_at_that_is_not_text_is_damage(played):
    text = played.read_text("utf-8").replace('at = "2026-11-29T19:04:00Z"', "at = 2026-11-29T19:04:00Z")
    played.write_text(text, "utf-8")
    result = referee("check", str(played), code=3)
    assert "event seq 13: 'at' has the wrong type (datetime) — expected str" in result.output
