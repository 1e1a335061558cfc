"""An event recorded is appended after the save's old bytes, and the file is what a full dump gives.

``save.dumps`` writes the events' tables itself (quicker than tomli-w) and ``save.appended`` puts
the new event's table after the text last read; both must be byte for byte ``tomli_w.dumps`` of the
save's data. Proved over every example save of every game (each prefix of its events, with and
without ``[[undone]]``), over events built from the fuzz corpus's values, and through
``Session.record`` on disk. Where appending is not valid (inline ``events = [...]``, a hand-edited
file, a format upgrade) the whole save is dumped, and the result is the same.
"""

from __future__ import annotations

import datetime as dt
import math
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core import save
from referee.core.game import Setup
from referee.core.session import Session, load

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "saves" / "examples").glob("*.toml"))


def full_dump(setup: Setup, events: list[dict], undone: list[dict]) -> str:
    """What tomli-w itself writes for the save (the contract's keys, in the contract's order)."""
    data: dict[str, Any] = {"format": save.FORMAT, "game": setup.game, "title": setup.title,
                            "created": setup.created, "options": setup.options, "board": setup.board,
                            "players": setup.players, "events": events}
    if undone:
        data["undone"] = undone
    return tomli_w.dumps(data)


def prefixes(n: int) -> list[int]:
    """Every prefix of a short save; of a long one the first 60, the last 20 and every 7th between."""
    if n <= 120:
        return list(range(n + 1))
    return sorted({*range(60), *range(n - 20, n + 1), *range(60, n, 7)})


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_dumps_and_appended_are_byte_identical_to_tomli_w_on_every_example_save(path):
    parsed = load(path)
    assert parsed.text == full_dump(parsed.setup, parsed.events, parsed.undone)   # the examples are canonical
    appends = 0
    for k in prefixes(len(parsed.events)):
        events = parsed.events[:k]
        text = save.dumps(parsed.setup, events, [])
        assert text == full_dump(parsed.setup, events, [])
        if k:
            old = save.dumps(parsed.setup, events[:-1], [])
            done = save.appended(old, parsed.setup, events, [])
            assert save.appended(old, parsed.setup, events, [], known=True) == done   # a text it wrote itself
            if done is not None:
                appends += 1
                assert done[0] == text
                assert done[1] == save.event_block(events[-1])
    assert appends >= len(prefixes(len(parsed.events))) // 2     # appending is the rule, not the exception


@pytest.mark.parametrize("reason", ["short: inline", "long: " + "an array of tables " * 6])
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_an_event_goes_before_the_undone_ones_byte_identical_to_tomli_w(path, reason):
    """Undone events are written after the events as ``[[undone]]``, or inline before them when all are short."""
    parsed = load(path)
    events, undone = parsed.events[:-6], [{**e, "reason": reason} for e in parsed.events[-3:]]
    old = save.dumps(parsed.setup, events[:-1], undone)
    assert old == full_dump(parsed.setup, events[:-1], undone)
    done = save.appended(old, parsed.setup, events, undone)
    assert done is not None
    assert done[0] == full_dump(parsed.setup, events, undone)
    assert save.appended(old, parsed.setup, events, undone, known=True) == done


# --- events built from the fuzz corpus's values ------------------------------------------------

CORPUS = [
    "zz", "", 0, -1, 10**30, 2.5, math.nan, -math.inf, True, False, dt.date(2026, 11, 29),
    dt.datetime(2026, 11, 29, 19, 4, tzinfo=dt.timezone.utc), dt.time(19, 4), [], [1, 2], ["a", "b"], [[1]],
    [{"a": 1}], {}, {"a": 1}, "x" * 10_000, "a\nb", "a\0b", "9z:4", 'say "hi"', "back\\slash", "tab\there",
    "ž Čech ü 漢字", "\x7f\x1b", "\u2028", {"A": {"wood": 1}, "B": {}}, [{"a": "x" * 120}],
]
texts = st.text(alphabet=st.characters(codec="utf-8"), max_size=40)
keys = st.one_of(st.sampled_from(["seq", "kind", "player", "at", "give", "got", "dice", "a key", "ž", "1"]), texts)
leaf = st.one_of(st.sampled_from(CORPUS), texts, st.integers(), st.booleans())
value = st.recursive(leaf, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                   st.dictionaries(keys, inner, max_size=4)), max_leaves=10)
event = st.builds(lambda seq, rest: {"seq": seq, "kind": "roll", "player": "Anna", **rest},
                  st.integers(1, 10**6), st.dictionaries(keys, value, max_size=6))
SETUP = Setup("catan", "Fuzz", dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc), {"victory_points": 10},
              {"preset": "beginner-en"}, [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(event, min_size=1, max_size=6), st.lists(event, max_size=3))
def test_any_events_and_undone_are_dumped_and_appended_as_tomli_w_writes_them(events, undone):
    text = save.dumps(SETUP, events, undone)
    assert text == full_dump(SETUP, events, undone)
    old = save.dumps(SETUP, events[:-1], undone)
    done = save.appended(old, SETUP, events, undone)
    if done is not None:
        assert done[0] == text
    if events[:-1]:                       # (with no event before, there is nothing to know the form by)
        assert save.appended(old, SETUP, events, undone, known=True) == done


# --- through Session.record, on disk -------------------------------------------------------------

def recorded(tmp_path: Path, name: str) -> tuple[Path, list[dict]]:
    """A new save of the example's game and set-up, and the example's events to record into it."""
    parsed = load(ROOT / "saves" / "examples" / name)
    path = tmp_path / name
    Session.create(path, parsed.game, parsed.setup)
    return path, parsed.events


@pytest.mark.parametrize("name", ["catan-4p-beginner.toml", "aqua-romana-3p.toml", "warriors-and-traders-3p.toml"])
def test_each_recorded_event_leaves_the_file_a_full_dump_would_write(tmp_path, name, monkeypatch):
    path, events = recorded(tmp_path, name)
    calls = {"appended": 0, "full": 0}
    real = save.appended

    def counting(*args, **kwargs):
        done = real(*args, **kwargs)
        calls["appended" if done else "full"] += 1
        return done

    monkeypatch.setattr(save, "appended", counting)
    for i, event in enumerate(events[:150]):
        with Session.open(path) as session:
            session.record({k: v for k, v in event.items() if k != "seq"})
        body = path.read_text("utf-8")
        data = tomllib.loads(body)
        assert body == tomli_w.dumps(data), f"after event {i + 1}"
        assert len(data["events"]) == i + 1
    assert calls["appended"] > calls["full"]


def test_a_session_kept_open_appends_to_what_it_wrote_itself(tmp_path):
    path, events = recorded(tmp_path, "catan-4p-beginner.toml")
    with Session.open(path) as session:
        for event in events[:40]:
            session.record({k: v for k, v in event.items() if k != "seq"})
            assert path.read_text("utf-8") == full_dump(session.setup, session.events, session.undone)


def test_a_hand_edited_save_is_dumped_whole_on_the_next_record(tmp_path):
    path, events = recorded(tmp_path, "catan-4p-beginner.toml")
    with Session.open(path) as session:
        for event in events[:10]:
            session.record({k: v for k, v in event.items() if k != "seq"})
    path.write_text(path.read_text("utf-8").replace("seq = 3\n", "seq    =    3   # typed by hand\n"), "utf-8")
    with Session.open(path) as session:
        assert save.appended(session._text, session.setup, session.events, session.undone) is None
        session.record({k: v for k, v in events[10].items() if k != "seq"})
    body = path.read_text("utf-8")
    assert "by hand" not in body and body == tomli_w.dumps(tomllib.loads(body))


def test_short_events_written_inline_fall_back_to_the_full_dump():
    short = [{"seq": i, "kind": "end"} for i in range(1, 4)]
    old = save.dumps(SETUP, short[:-1], [])
    assert "events = [" in old
    assert save.appended(old, SETUP, short, []) is None
    long = [*short, {"seq": 4, "kind": "roll", "player": "Anna", "total": 8, "dice": [3, 5]}]
    assert save.appended(save.dumps(SETUP, short, []), SETUP, long, []) is None     # inline → tables: whole dump
    assert save.dumps(SETUP, long, []) == full_dump(SETUP, long, [])


def test_a_format_0_save_is_upgraded_by_a_full_dump_with_its_backup(tmp_path):
    path = tmp_path / "old.toml"
    shutil.copy(ROOT / "tests" / "data" / "saves" / "format0" / "old.toml", path)
    with Session.open(path) as session:
        assert session.upgraded_from == 0
        last = session.events[-1]
        session.undo(1)
    with Session.open(path) as session:
        session.record({k: v for k, v in last.items() if k != "seq"})
    body = path.read_text("utf-8")
    assert body.startswith(f"format = {save.FORMAT}\n") and body == tomli_w.dumps(tomllib.loads(body))
    assert save.backup_path(path).exists()


# --- the prescan's key-depth bound, searched only where it can be ----------------------------

def whole_text_search(text: str) -> int | None:
    """The line of the first too-deep dotted key, searching the whole text (as the prescan did)."""
    deep = save._DEEP_KEY.search(text)
    return text.count("\n", 0, deep.start()) + 1 if deep else None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(
    st.integers(1, 20).map(lambda n: ".".join(["k"] * n) + " = 1"),
    st.integers(1, 20).map(lambda n: "x = { " + " . ".join(["a"] * n) + " = 1 }"),
    st.integers(1, 20).map(lambda n: "y = [1, {" + '."q.r".'.join(["b"] * n) + " = 2}]"),
    st.sampled_from(["title = \"a.b.c.d.e.f.g.h.i.j.k.l.m\"", "[board]", "", "n = 1.5", "# ............"]),
    texts.map(lambda t: t.replace("\n", " "))), max_size=12))
def test_the_key_depth_bound_finds_the_same_line_as_a_search_of_the_whole_text(lines):
    text = "\n".join(lines) + "\n"
    assert save._deep_key_line(text) == whole_text_search(text)
    assert save._deep_key_line(text[:-1]) == whole_text_search(text[:-1])       # the last line without its break
