"""A hand-edited save never ends in a traceback (DESIGN.md §2–3).

Every field of a save — the header, every option, every value of the board (tables, arrays and
their items, recursively), every player's name and colour, and every field of one event of each
kind of each game — is replaced by each TOML type and by absurd values, or deleted. The mutated
save is written with tomli-w and read by ``check``, ``status``, ``board`` and ``score`` in-process.

* Nothing but ``SystemExit`` may escape (anything else would be a traceback), and the exit code
  is 0–3.
* Where the new value's TOML type differs from the field's, the save is damaged: exit 3 (or 2
  for an unknown name). A value of the right type may be a rule verdict (0 or 1) as well.

The saves are the examples in ``saves/examples`` cut after the first event of the last kind to
appear, so every event kind of every game is replayed. A hypothesis test samples the whole
(save, field, value) space; a deterministic sweep covers the header, the players and one event
of each kind with every value.
"""

from __future__ import annotations

import copy
import datetime as dt
import math
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry
from referee.core.game import COMMON_FIELDS

EXAMPLES = Path(__file__).resolve().parent.parent / "saves" / "examples"
SAVES = ("catan-4p-beginner.toml", "aqua-romana-3p.toml", "rome-3p-test-map.toml", "rome-3p-declared.toml")

DIGITS = "@@an integer of 5,000 digits@@"     # tomli-w cannot write it: put in the text afterwards
DELETE = "deleted"

VALUES: dict[str, Any] = {
    "a text": "zz",
    "an empty text": "",
    "0": 0,
    "-1": -1,
    "10**30": 10**30,
    "a float": 2.5,
    "nan": math.nan,
    "inf": -math.inf,
    "true": True,
    "a date": dt.date(2026, 11, 29),
    "a datetime": dt.datetime(2026, 11, 29, 19, 4, tzinfo=dt.timezone.utc),
    "a time": dt.time(19, 4),
    "an empty array": [],
    "an array of integers": [1, 2],
    "an array of texts": ["a", "b"],
    "an array of arrays": [[1]],
    "an array of tables": [{"a": 1}],
    "an empty table": {},
    "a table": {"a": 1},
    "10,000 characters": "x" * 10_000,
    "a newline": "a\nb",
    "a NUL": "a\0b",
    "a name on no board": "9z:4",
    "5,000 digits": DIGITS,
}
NAMES = (*VALUES, DELETE)
FEW = ("a text", "0", "an empty array", "a table", DELETE)     # the sweep's values: every field gets a wrong type

COMMANDS = (("check", "{}"), ("status", "--save", "{}"), ("board", "--save", "{}"), ("score", "--save", "{}"))
runner = CliRunner()


# --- the saves and their fields ----------------------------------------------------------------

@cache
def example(name: str) -> tuple[dict[str, Any], dict[str, int]]:
    """The example save cut after the first event of its last kind, and the first event of each kind."""
    with (EXAMPLES / name).open("rb") as fh:
        data = tomllib.load(fh)
    first: dict[str, int] = {}
    for index, event in enumerate(data["events"]):
        first.setdefault(event["kind"], index)
    data["events"] = data["events"][:max(first.values()) + 1]
    data.pop("undone", None)
    return data, first


def _walk(value: Any, path: tuple) -> list[tuple]:
    paths = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            paths += _walk(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            paths += _walk(item, (*path, index))
    return paths


DECLARED = {"str": "zz", "note": "zz", "int": 0, "bag": {}, "list": ["a"], "ints": [1]}


@cache
def fields(name: str) -> dict[str, list[tuple]]:
    """Every field path of a save, by section; an event's optional fields are there even when absent."""
    data, first = example(name)
    game = registry.find(data["game"])
    events = []
    for kind, index in first.items():
        events.append(("events", index))
        keys = {**COMMON_FIELDS, **game.kinds[kind]}
        events += [("events", index, key) for key in dict.fromkeys([*data["events"][index], *keys])]
    players = [("players",)]
    for index in range(len(data["players"])):
        players += [("players", index), ("players", index, "name"), ("players", index, "color")]
    return {"header": [(key,) for key in ("format", "game", "title", "created")],
            "options": _walk(data["options"], ("options",)),
            "board": _walk(data["board"], ("board",)),
            "players": players,
            "events": [("events",), *events]}


def _original(name: str, path: tuple) -> Any:
    """The value a path holds in the example (for an absent optional event field: one of its type)."""
    data, _first = example(name)
    value: Any = data
    for step in path:
        if isinstance(value, dict) and step not in value:
            kind = value["kind"]
            spec = {**COMMON_FIELDS, **registry.find(data["game"]).kinds[kind]}[step]
            return DECLARED[spec.type]
        value = value[step]
    return value


def mutate(name: str, path: tuple, replacement: str) -> tuple[str, dict[str, Any]]:
    """The save's text with the value at ``path`` replaced (or deleted), and its data."""
    data, first = example(name)
    if path[0] == "events" and len(path) > 1:
        data = {**data, "events": data["events"][:path[1] + 1]}    # the events up to the mutated one
    data = copy.deepcopy(data)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    if replacement == DELETE:
        if isinstance(parent, list) or path[-1] in parent:
            del parent[path[-1]]
    else:
        parent[path[-1]] = copy.deepcopy(VALUES[replacement])
    text = tomli_w.dumps(data).replace(f'"{DIGITS}"', "9" * 5000)
    return text, data


# --- what counts as the same TOML type ---------------------------------------------------------

def toml_type(value: Any) -> str:
    if value == DIGITS:
        return "integer"
    return {bool: "boolean", int: "integer", float: "float", str: "string", list: "array", dict: "table",
            dt.datetime: "datetime", dt.date: "date", dt.time: "time"}[type(value)]


def same_type(old: Any, new: Any) -> bool:
    """Same TOML type; arrays also need items of the old items' types (an empty array fits any)."""
    if toml_type(old) != toml_type(new):
        return False
    if isinstance(old, list) and old and new:
        return {toml_type(x) for x in new} <= {toml_type(x) for x in old}
    return True


# --- running the referee -----------------------------------------------------------------------

def verdicts(text: str, folder: Path, commands=COMMANDS) -> list[tuple[str, Any]]:
    path = folder / "fuzz.toml"
    path.write_text(text, "utf-8")
    results = []
    for command in commands:
        results.append((command[0], runner.invoke(app, [a.format(path) for a in command])))
    return results


def judge(name: str, path: tuple, replacement: str, folder: Path, commands=COMMANDS) -> None:
    text, _data = mutate(name, path, replacement)
    wrong_type = replacement != DELETE and not same_type(_original(name, path), VALUES[replacement])
    for command, result in verdicts(text, folder, commands):
        where = f"{name} {'.'.join(map(str, path))} = {replacement}: referee {command}"
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise AssertionError(f"{where}: traceback") from result.exception
        assert result.exit_code in (0, 1, 2, 3), where
        if wrong_type:
            assert result.exit_code in (2, 3), f"{where}: exit {result.exit_code}, not 3\n{result.output}"


# --- the tests ---------------------------------------------------------------------------------

SECTIONS = [(name, section) for name in SAVES for section in ("header", "options", "board", "players", "events")]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                    HealthCheck.too_slow])
@given(st.data(), st.sampled_from(SECTIONS), st.sampled_from(NAMES))
def test_any_field_any_value(tmp_path, data, section, replacement):
    name, part = section
    path = data.draw(st.sampled_from(fields(name)[part]), label="path")
    judge(name, path, replacement, tmp_path)


def _sweep(name: str) -> list[tuple]:
    """The header, the players' names and colours, and the fields one event of each kind holds."""
    data, _first = example(name)
    found = fields(name)
    return found["header"] + [p for p in found["players"] if p[-1] in ("name", "color")] + [
        p for p in found["events"] if len(p) == 3 and p[2] in data["events"][p[1]]]


@pytest.mark.parametrize("name", SAVES)
def test_header_players_events_swept(tmp_path, name):
    """Every field of the header, the players and one event of each kind, with a few values, by ``check``
    (the other commands read the save the same way; the hypothesis test runs all four)."""
    for path in _sweep(name):
        for replacement in FEW:
            judge(name, path, replacement, tmp_path, COMMANDS[:1])


KNOWN = [  # (save, path, value, what the message names): cases that ended in a traceback once
    ("catan-4p-beginner.toml", ("board", "robber"), "an empty array", "board.robber"),
    ("catan-4p-beginner.toml", ("board", "harbours", 0, "kind"), "a table", "board.harbours[0].kind"),
    ("catan-4p-beginner.toml", ("board", "harbours", 0, "path"), "an array of texts", "board.harbours[0].path"),
    ("catan-4p-beginner.toml", ("players", 0, "color"), "0", "color"),
    ("catan-4p-beginner.toml", ("events", 16, "kind"), "an array of texts", "kind"),
    ("catan-4p-beginner.toml", ("events", 16, "kind"), "a table", "kind"),
    ("catan-4p-beginner.toml", ("events", 16, "total"), "5,000 digits", "not a save"),
    ("catan-4p-beginner.toml", ("title",), "0", "title"),
    ("aqua-romana-3p.toml", ("players", 0, "color"), "an empty array", "color"),
    ("aqua-romana-3p.toml", ("board", "corners", "A1"), "0", "board.corners.A1"),
    ("aqua-romana-3p.toml", ("board", "preset"), "true", "board.preset"),
    ("rome-3p-test-map.toml", ("players", 0, "color"), "0", "color"),
    ("rome-3p-test-map.toml", ("board", "cities"), "a text", "board.cities"),
    ("rome-3p-test-map.toml", ("board", "notes"), "an array of texts", "board.notes"),
]


@pytest.mark.parametrize("name, path, replacement, named", KNOWN, ids=lambda v: str(v)[:30])
def test_known_cases_are_damage_named_in_one_line(tmp_path, name, path, replacement, named):
    text, _data = mutate(name, path, replacement)
    for command, result in verdicts(text, tmp_path):
        assert result.exit_code == 3, (command, result.output)
        assert named in result.output and "Traceback" not in result.output, (command, result.output)


def test_a_set_up_check_that_crashes_is_damage_not_a_traceback(tmp_path, monkeypatch):
    """The last line of defence in ``load``: a game's set-up check that raises TypeError (a hand edit
    its shape declarations did not foresee) is reported as a malformed set-up, exit 3."""
    from referee.games.catan import game as catan_game

    def broken(board):
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr(catan_game, "check_board", broken)
    text, _data = mutate("catan-4p-beginner.toml", ("title",), "a text")
    for command, result in verdicts(text, tmp_path):
        assert result.exit_code == 3, (command, result.output)
        assert "the set-up is malformed: TypeError" in result.output
