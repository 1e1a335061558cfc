"""Saves you can trust (DESIGN.md §2–§3).

* a write is atomic: a writer killed with SIGKILL at any moment leaves the previous
  or the next version of the save, never a half-written one;
* the lock serialises writers: no update is lost or duplicated, and a held lock
  makes a second writer give up with exit 3;
* a damaged save is refused with exit 3 (or 1 for an event the rules forbid),
  with a message naming the file and the TOML line or event seq, and is never
  overwritten;
* undo and amend keep what they remove in ``[[undone]]`` and the previous file
  as ``SAVE.bak``;
* a format-0 save is read and upgraded on its first write, keeping the old bytes;
* a bare ``--save`` name lives in the saves folder.

Fixtures: ``tests/data/saves/safety/base.toml`` (3 players on the beginner board,
set-up done, Anna rolled 8 and ended, Ben rolled 6: 15 events, ``end`` is legal
next) and ``tests/data/saves/format0/old.toml`` (the same game in format 0).
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import save
from referee.core.errors import NotationError, SaveError, SaveLocked
from referee.core.session import Session

DATA = Path(__file__).resolve().parent / "data" / "saves"
BASE = DATA / "safety" / "base.toml"
OLD = DATA / "format0" / "old.toml"
PY = sys.executable
LAST_EVENT = '[[events]]\nseq = 15\nkind = "roll"\nplayer = "Ben"\ntotal = 6\n'

runner = CliRunner()


def cli(*args):
    return runner.invoke(app, [str(a) for a in args])


def output(result) -> str:
    return result.stdout + result.stderr


def base_text() -> str:
    return BASE.read_text("utf-8")


def copy(src: Path, tmp_path: Path, name: str = "game.toml") -> Path:
    folder = tmp_path / "games"
    folder.mkdir(exist_ok=True)
    dest = folder / name
    shutil.copyfile(src, dest)
    return dest


def events_of(path: Path) -> list[dict]:
    with path.open("rb") as fh:
        return tomllib.load(fh).get("events", [])


def base_events() -> list[dict]:
    return events_of(BASE)


def tmp_leftovers(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f".{path.name}.*.tmp"))


def test_fixtures_are_valid_and_end_is_legal_next():
    assert base_text().endswith(LAST_EVENT)
    for fixture in (BASE, OLD):
        result = cli("check", fixture)
        assert result.exit_code == 0, output(result)
        assert "valid, 15 events" in result.stdout


def _spawn(code: str, *args) -> subprocess.Popen:
    return subprocess.Popen([PY, "-c", code, *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=os.environ.copy())


# --- 1. a SIGKILL at any moment leaves the old or the new save -----------------------------

KILL_WRITER = r"""
import json, sys
from pathlib import Path
from referee.core.session import Session
path, intended = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text())
with Session.open(path) as s:
    print("ready", len(s.events), flush=True)
    for ev in intended[len(s.events):]:
        s.record({k: v for k, v in ev.items() if k != "seq"})
        print(len(s.events), flush=True)
print("done", flush=True)
"""

NAMES = ("Anna", "Ben", "Cyril")
NOT_SEVEN = (8, 6, 5, 9, 4, 10, 3, 11, 2, 12)


def intended_events(turns: int) -> list[dict]:
    """The set-up of base.toml, then ``turns`` turns of roll (never 7) and end."""
    events = [dict(e) for e in base_events()[:12]]
    for t in range(turns):
        who = NAMES[t % 3]
        events.append({"seq": len(events) + 1, "kind": "roll", "player": who, "total": NOT_SEVEN[t % 10]})
        events.append({"seq": len(events) + 1, "kind": "end", "player": who})
    return events


def empty_save(tmp_path: Path) -> tuple[Path, bytes]:
    path = copy(BASE, tmp_path)
    session = Session.load(path)
    session.events = []
    session.write()
    return path, path.read_bytes()


def test_sigkill_at_random_moments_leaves_the_previous_or_the_next_version(tmp_path):
    kills_wanted = 40
    rng = random.Random(20261129)
    path, empty = empty_save(tmp_path)
    intended = intended_events(400)
    plan = tmp_path / "intended.json"
    plan.write_text(json.dumps(intended))
    started = time.monotonic()
    kills = mid_write = completed_lists = 0
    while kills < kills_wanted:
        before = len(events_of(path))
        tmps_before = set(tmp_leftovers(path))
        proc = _spawn(KILL_WRITER, path, plan)
        first = proc.stdout.readline()
        assert first.startswith("ready"), first + proc.stderr.read()
        time.sleep(rng.uniform(0.0, 0.25))
        os.kill(proc.pid, signal.SIGKILL)
        out, err = proc.communicate(timeout=30)
        lines = out.split()
        confirmed = [int(x) for x in lines if x.isdigit()]
        last_confirmed = confirmed[-1] if confirmed else before
        if proc.returncode == -signal.SIGKILL:
            kills += 1
        else:
            assert proc.returncode == 0, err

        # the save is complete TOML, and exactly the old or the new version of it
        raw = path.read_bytes()
        data = tomllib.loads(raw.decode("utf-8"))
        events = data.get("events", [])
        assert events == intended[:len(events)], "events are not a prefix of the intended list"
        assert len(events) in (last_confirmed, last_confirmed + 1), (len(events), last_confirmed)
        assert len(events) >= before
        # leftovers of a write cut short are never what is read as the save
        new_tmps = set(tmp_leftovers(path)) - tmps_before
        mid_write += bool(new_tmps)
        assert Session.load(path).events == events
        result = cli("check", path)
        assert result.exit_code == 0, output(result)
        assert f"valid, {len(events)} events" in result.stdout
        if len(events) == len(intended):
            completed_lists += 1
            path.write_bytes(empty)
    elapsed = time.monotonic() - started
    print(f"\nkill test: {kills} SIGKILLs in {elapsed:.1f} s, {mid_write} left a temp file "
          f"(killed mid-write), {len(tmp_leftovers(path))} temp files left, {completed_lists} full lists")
    # a fresh writer continues over the leftovers as if nothing happened
    done = len(events_of(path))
    nxt = intended[done]
    args = {"build": ["build", nxt.get("piece"), nxt.get("at")], "roll": ["roll", nxt.get("total")],
            "end": ["end"]}[nxt["kind"]]
    result = cli(*args, "--save", path)
    assert result.exit_code == 0, output(result)
    *earlier, last = events_of(path)
    if nxt["kind"] != "build":
        assert last.pop("at").endswith("Z")          # the CLI stamps the time it recorded the event
    assert [*earlier, last] == intended[:done + 1]


# --- 2. the lock: concurrent writers lose nothing; a held lock means exit 3 ----------------

SESSION_WRITER = r"""
import random, sys, time
from pathlib import Path
from referee.core.session import Session
path, me, count, go = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
rng = random.Random(me)
print("ready", flush=True)
while not go.exists():
    time.sleep(0.001)
for i in range(count):
    note = f"{me}-{i}"
    with Session.open(path) as s:
        player = s.game.current_player(s.state)
        if s.game.phase(s.state) == "roll":
            ev = {"kind": "roll", "player": player, "total": rng.choice([2, 3, 4, 5, 6, 8, 9, 10, 11, 12])}
        else:
            ev = {"kind": "end", "player": player}
        s.record({**ev, "note": note})
    print(note, flush=True)
    time.sleep(rng.uniform(0, 0.03))     # between commands, as at a table: lets the others in
"""

CLI_WRITER = r"""
import sys, time
from pathlib import Path
from typer.testing import CliRunner
from referee.cli.app import app
path, me, count, go = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
runner = CliRunner()
print("ready", flush=True)
while not go.exists():
    time.sleep(0.001)
done = 0
while done < count:
    note = f"{me}-{done}"
    r = runner.invoke(app, ["roll", "8", "--save", str(path), "--note", note])
    if r.exit_code == 1:        # not the roll phase: then the turn can end
        r = runner.invoke(app, ["end", "--save", str(path), "--note", note])
    if r.exit_code == 0:
        print(note, flush=True)
        done += 1
    elif r.exit_code != 1:
        print("ERROR", r.exit_code, (r.stderr or "").replace("\n", " "), flush=True)
        sys.exit(5)
"""


def _race(tmp_path: Path, code: str, writers: int, count: int) -> tuple[Path, list[str], float]:
    path = copy(BASE, tmp_path)
    session = Session.load(path)
    session.events = session.events[:12]          # set-up done, Anna to roll
    session.write()
    go = tmp_path / "go"
    procs = [_spawn(code, path, f"w{i}", count, go) for i in range(writers)]
    for p in procs:
        assert p.stdout.readline().startswith("ready"), p.stderr.read()
    started = time.monotonic()
    go.touch()
    notes = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, out + err
        notes.extend(out.split())
    return path, notes, time.monotonic() - started


def _assert_nothing_lost(path: Path, notes: list[str], writers: int, count: int) -> None:
    assert sorted(notes) == sorted(f"w{i}-{j}" for i in range(writers) for j in range(count))
    events = events_of(path)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)), "seq not contiguous"
    stored = [e["note"] for e in events[12:]]
    assert len(stored) == len(set(stored)), "an update was recorded twice"
    assert sorted(stored) == sorted(notes), "an update that succeeded is missing from the file"
    assert len(events) == 12 + writers * count
    result = cli("check", path)
    assert result.exit_code == 0, output(result)
    owners = [note.split("-")[0] for note in stored]
    switches = sum(a != b for a, b in zip(owners, owners[1:]))
    print(f"  {len(stored)} records, the writer changed {switches} times in the file")
    assert switches >= writers, "the writers did not actually run at the same time"


def test_concurrent_session_writers_lose_and_duplicate_nothing(tmp_path):
    path, notes, elapsed = _race(tmp_path, SESSION_WRITER, writers=4, count=40)
    print(f"\n4 Session writers × 40 records: {elapsed:.1f} s")
    _assert_nothing_lost(path, notes, 4, 40)


def test_concurrent_cli_writers_lose_and_duplicate_nothing(tmp_path):
    path, notes, elapsed = _race(tmp_path, CLI_WRITER, writers=4, count=15)
    print(f"\n4 CLI writers × 15 records: {elapsed:.1f} s")
    _assert_nothing_lost(path, notes, 4, 15)


LOCK_HOLDER = r"""
import sys, time
from pathlib import Path
from referee.core import save
with save.locked(Path(sys.argv[1])):
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def _hold_lock(path: Path, seconds: float) -> subprocess.Popen:
    holder = _spawn(LOCK_HOLDER, path, seconds)
    assert holder.stdout.readline().startswith("held"), holder.stderr.read()
    return holder


def test_a_held_lock_makes_a_second_writer_raise_save_locked_after_its_wait(tmp_path):
    path = copy(BASE, tmp_path)
    before = path.read_bytes()
    holder = _hold_lock(path, 60)
    try:
        with pytest.raises(SaveLocked) as info:
            with save.locked(path, wait=0.3):
                pass
        assert info.value.exit_code == 3
        assert str(path) in info.value.line()
    finally:
        holder.kill()
        holder.wait()
    assert path.read_bytes() == before


def test_a_held_lock_makes_a_cli_record_exit_3_after_LOCK_WAIT_and_leaves_the_file(tmp_path, monkeypatch):
    monkeypatch.setattr(save, "LOCK_WAIT", 1.0)
    path = copy(BASE, tmp_path)
    before = path.read_bytes()
    holder = _hold_lock(path, 60)
    try:
        started = time.monotonic()
        result = cli("end", "--save", path)
        waited = time.monotonic() - started
    finally:
        holder.kill()
        holder.wait()
    assert result.exit_code == 3, output(result)
    assert "another referee is writing this save" in result.stderr
    assert str(path) in result.stderr
    assert path.read_bytes() == before
    # the wait is the module's LOCK_WAIT (monkeypatched to 1 s), not a value frozen at import
    assert "waited 1 s" in result.stderr, f"waited {waited:.1f} s: {result.stderr}"


def test_a_writer_waits_for_a_briefly_held_lock_and_then_records(tmp_path):
    path = copy(BASE, tmp_path)
    holder = _hold_lock(path, 0.5)
    try:
        result = cli("end", "--save", path)
    finally:
        holder.wait(timeout=30)
    assert result.exit_code == 0, output(result)
    assert [e["kind"] for e in events_of(path)][-1] == "end"


# --- 3. a damaged save: refused, reported with file / line / seq, never overwritten --------

def sub(old: str, new: str) -> Callable[[str], str]:
    def damage(text: str) -> str:
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
        return text.replace(old, new)
    return damage


def append(extra: str) -> Callable[[str], str]:
    return lambda text: text + "\n" + extra


def renumber(delta: int) -> Callable[[str], str]:
    return lambda text: re.sub(r"^seq = (\d+)$", lambda m: f"seq = {int(m.group(1)) + delta}", text, flags=re.M)


def drop_section(start: str, end: str) -> Callable[[str], str]:
    """Remove from ``start`` up to (not including) the first ``end`` after it."""
    def damage(text: str) -> str:
        a = text.index(start)
        return text[:a] + text[text.index(end, a):]
    return damage


def nested_note(text: str) -> str:
    depth = 50_000
    return text.replace("created = 2026-11-29T19:04:00Z\n",
                        "created = 2026-11-29T19:04:00Z\nnote = " + "[" * depth + "]" * depth + "\n")


def million_events(text: str) -> str:
    body = re.sub(r"\[\[events\]\]\n(?:[a-z]+ = .*\n)*", "", text)
    return body.replace("created = 2026-11-29T19:04:00Z\n",
                        "created = 2026-11-29T19:04:00Z\nevents = [" + "{}," * 1_000_000 + "]\n")


OVERSIZE = "oversize"


def _discard(cards: str) -> str:
    return f'[[events]]\nseq = 16\nkind = "discard"\nplayer = "Ben"\ncards = {cards}\n'


def _trade(give: str) -> str:
    return f'[[events]]\nseq = 16\nkind = "trade"\nplayer = "Ben"\nwith = "Anna"\ngive = {give}\nget = {{ ore = 1 }}\n'


@dataclass
class Damage:
    id: str
    make: Callable[[str], str | bytes] | str
    check_exit: int
    record_exit: int
    fragments: tuple[str, ...] = ()
    seq: int | None = None
    line: int | str | None = None       # "last": the last line of the damaged text
    subprocess: bool = False            # absurd sizes: run the real program with a timeout


DAMAGES = [
    Damage("not_toml", sub('title = "Friday at Anna\'s"', "title = Friday at Anna's"), 3, 3,
           ("not valid TOML",), line=3),
    Damage("truncated_mid_value", lambda t: t[:t.index('at = "5b:6"') + len('at = "5b')], 3, 3,
           ("not valid TOML",), line="last"),
    Damage("truncated_inside_the_last_event", lambda t: t[:t.index("seq = 15\n") + len("seq = 15\n")], 3, 3,
           ("kind",), seq=15),
    Damage("empty_file", lambda t: "", 3, 3, ("format",)),
    Damage("binary_garbage", lambda t: bytes(range(256)) * 16, 3, 3, ("not UTF-8", "binary file")),
    Damage("nul_bytes", lambda t: b"\0" * 4096, 3, 3, ("not valid TOML",), line=1),
    Damage("duplicate_key", append("total = 9\n"), 3, 3, ("not valid TOML",), line="last"),
    Damage("unknown_top_level_key", sub("created = 2026-11-29T19:04:00Z\n",
                                        'created = 2026-11-29T19:04:00Z\nreferee_version = "0.1"\n'), 3, 3,
           ("referee_version",)),
    Damage("unknown_key_in_an_event", sub("seq = 5\n", 'seq = 5\ncolour = "red"\n'), 3, 3,
           ("unknown key 'colour'",), seq=5),
    Damage("gap_in_seq", sub("seq = 15\n", "seq = 16\n"), 3, 3, ("15 was expected",), seq=16),
    Damage("duplicate_seq", sub("seq = 15\n", "seq = 14\n"), 3, 3, ("15 was expected",), seq=14),
    Damage("seq_not_starting_at_1", renumber(-1), 3, 3, ("1 was expected",), seq=0),
    Damage("missing_kind", sub('seq = 15\nkind = "roll"\n', "seq = 15\n"), 3, 3, ("kind",), seq=15),
    Damage("unknown_kind", sub('seq = 15\nkind = "roll"\n', 'seq = 15\nkind = "dance"\n'), 3, 3,
           ("unknown event kind 'dance'",), seq=15),
    Damage("build_without_at", sub('at = "3e:2"\n', ""), 3, 3, ("needs 'at'",), seq=1),
    Damage("total_is_a_string", sub("total = 6\n", 'total = "6"\n'), 3, 3, ("'total' has the wrong type",), seq=15),
    Damage("cards_is_a_number", append(_discard("3")), 3, 3, ("'cards' has the wrong type",), seq=16),
    Damage("seq_is_a_string", sub("seq = 15\n", 'seq = "15"\n'), 3, 3, ("'seq' has the wrong type",), seq=15),
    Damage("bool_where_int", sub("total = 6\n", "total = true\n"), 3, 3, ("'total' has the wrong type",), seq=15),
    Damage("impossible_roll_total", sub("total = 6\n", "total = 13\n"), 3, 3, ("13",), seq=15),
    Damage("unknown_coordinate", sub('at = "3e:2"', 'at = "9z:4"'), 3, 3, ("9z",), seq=1),
    Damage("path_where_an_intersection_belongs", sub('at = "3e:2"', 'at = "3e:3"'), 3, 3, ("3e:3",), seq=1),
    Damage("unknown_resource_in_a_bag", append(_trade("{ wol = 1 }")), 3, 3, ("wol",), seq=16),
    Damage("negative_count_in_a_bag", append(_trade("{ ore = -1 }")), 3, 3, ("'give' holds a negative",), seq=16),
    Damage("unknown_player", sub('seq = 15\nkind = "roll"\nplayer = "Ben"', 'seq = 15\nkind = "roll"\nplayer = "Zed"'),
           3, 3, ("Zed",), seq=15),
    Damage("unknown_game", sub('game = "catan"', 'game = "chess"'), 3, 3, ("unknown game 'chess'",)),
    Damage("format_newer_than_the_program", sub("format = 1\n", "format = 99\n"), 3, 3, ("newer", "99")),
    Damage("format_is_a_string", sub("format = 1\n", 'format = "1"\n'), 3, 3, ("format",)),
    Damage("format_is_a_float", sub("format = 1\n", "format = 1.0\n"), 3, 3, ("format",)),
    Damage("format_is_a_bool", sub("format = 1\n", "format = true\n"), 3, 3, ("format",)),
    Damage("format0_with_both_log_and_events", lambda t: sub("format = 1\n", "format = 0\nlog = []\n")(t), 3, 3,
           ("events",)),
    Damage("created_is_not_a_date", sub("created = 2026-11-29T19:04:00Z", 'created = "yesterday"'), 3, 3,
           ("created",)),
    Damage("missing_players", drop_section("[[players]]", "[[events]]"), 3, 3, ("missing 'players'",)),
    Damage("unknown_key_for_a_player", sub('name = "Ben"\n', 'name = "Ben"\nage = 30\n'), 3, 3, ("age",)),
    Damage("two_players_with_one_name", sub('name = "Cyril"', 'name = "Anna"'), 3, 3, ("CATAN-SETUP-1",)),
    Damage("missing_board", drop_section("[board]\n", "[[players]]"), 3, 3, ("missing 'board'",)),
    Damage("board_with_wrong_terrain_counts", sub('1a = { terrain = "mountains"', '1a = { terrain = "forest"'),
           3, 3, ("CATAN-BOARD-1", "terrain")),
    Damage("board_missing_a_hex", sub('5c = { terrain = "pasture", number = 11 }\n', ""), 3, 3, ("5c",)),
    Damage("unknown_option_key", sub("victory_points = 10\n", "victory_points = 10\nfriendly_robber = true\n"),
           3, 3, ("friendly_robber",)),
    Damage("option_of_the_wrong_type_word", sub("victory_points = 10\n", 'victory_points = "ten"\n'), 3, 3,
           ("victory_points",)),
    Damage("option_of_the_wrong_type_numeric_string", sub("victory_points = 10\n", 'victory_points = "10"\n'),
           3, 3, ("victory_points",)),
    Damage("option_of_the_wrong_type_float", sub("victory_points = 10\n", "victory_points = 10.5\n"), 3, 3,
           ("victory_points",)),
    Damage("option_of_the_wrong_type_bool_as_string",
           sub("combined_trade_build = false\n", 'combined_trade_build = "no"\n'), 3, 3, ("combined_trade_build",)),
    Damage("option_not_one_of_its_choices", sub('robber_theft_required = "warn"', 'robber_theft_required = "maybe"'),
           3, 3, ("robber_theft_required",)),
    Damage("undone_entry_that_is_no_event", append("[[undone]]\nfoo = 1\n"), 3, 3, ("[[undone]]",)),
    Damage("oversize_file", OVERSIZE, 3, 3, ("limit",), subprocess=True),
    Damage("ten_thousand_card_bag", append(_discard("{ ore = 10000 }")), 3, 3, ("cards",), seq=16, subprocess=True),
    Damage("a_million_events", million_events, 3, 3, ("tables", "limit"), subprocess=True),
    Damage("deeply_nested_arrays", nested_note, 3, 3, ("not valid TOML",), subprocess=True),
    Damage("rules_invalid_second_roll_in_a_turn",
           append('[[events]]\nseq = 16\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n'), 1, 3,
           ("CATAN-TURN-2",), seq=16),
]


def _make_damaged(tmp_path: Path, damage: Damage) -> Path:
    path = tmp_path / "games" / "damaged.toml"
    path.parent.mkdir(exist_ok=True)
    if damage.make == OVERSIZE:             # sparse: 21 MB on paper, nothing on disk
        with path.open("wb") as fh:
            fh.write(base_text().encode())
            fh.truncate(save.MAX_BYTES + 1024 * 1024)
        return path
    content = damage.make(base_text())
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def _run(damage: Damage, *args) -> tuple[int, str, str]:
    """Run the CLI in-process, or as a real process with a generous timeout for absurd files."""
    if damage.subprocess:
        proc = subprocess.run([PY, "-m", "referee", *map(str, args)], capture_output=True, text=True,
                              timeout=120, env=os.environ.copy())
        return proc.returncode, proc.stdout + proc.stderr, proc.stderr
    result = cli(*args)
    crashed = result.exception if result.exception and not isinstance(result.exception, SystemExit) else None
    text = output(result) + (f"\n[crashed: {crashed!r}]" if crashed else "")
    return result.exit_code, text, result.stderr


def _fingerprint(path: Path) -> tuple[int, str]:
    return path.stat().st_size, hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("damage", DAMAGES, ids=[d.id for d in DAMAGES])
def test_a_damaged_save_is_refused_with_file_line_and_seq_and_never_overwritten(tmp_path, damage):
    path = _make_damaged(tmp_path, damage)
    raw = path.read_bytes() if damage.make != OVERSIZE else b""
    last_line = raw.decode("utf-8", "replace").count("\n") + (0 if raw.endswith(b"\n") else 1)
    before = _fingerprint(path)
    listing = sorted(p.name for p in path.parent.iterdir())

    for command, expected in ((["check", path], damage.check_exit),
                              (["end", "--save", path], damage.record_exit)):
        code, text, _ = _run(damage, *command)
        where = f"{' '.join(map(str, command))} → exit {code}:\n{text[:3000]}"
        assert code == expected, where
        assert "Traceback" not in text and "[crashed" not in text, where
        assert str(path) in text, where
        for fragment in damage.fragments:
            assert fragment in text, where
        if damage.line is not None:
            line = last_line if damage.line == "last" else damage.line
            # tomllib reports an unterminated value as "at end of document": that locates it too
            located = f"line {line}" in text or (damage.line == "last" and "end of document" in text)
            assert located, where
        if damage.seq is not None:
            named = f"event {damage.seq}" if code == 1 else f"event seq {damage.seq}"
            assert named in text, where
        assert _fingerprint(path) == before, f"{command[0]} changed the file"
    # nothing written beside it either, except the lock file a writer takes
    assert sorted(p.name for p in path.parent.iterdir() if not p.name.endswith(".lock")) == listing


def test_check_reports_every_shape_problem_with_its_seq(tmp_path):
    text = base_text()
    text = sub('at = "3e:2"\n', "")(text)                                  # event 1: no 'at'
    text = sub("seq = 3\n", 'seq = 3\ncolour = "red"\n')(text)             # event 3: unknown key
    text = sub("total = 6\n", 'total = "6"\n')(text)                       # event 15: wrong type
    path = tmp_path / "many.toml"
    path.write_text(text, "utf-8")
    result = cli("check", path)
    assert result.exit_code == 3, output(result)
    lines = [line for line in result.stderr.splitlines() if "event seq" in line]
    assert len(lines) >= 3, result.stderr
    assert {int(re.search(r"event seq (\d+)", line).group(1)) for line in lines} == {1, 3, 15}
    report = json.loads(cli("check", path, "--json").stdout)
    assert report["valid"] is False and {p["seq"] for p in report["problems"]} == {1, 3, 15}


def test_check_reports_unknown_names_alongside_shape_problems(tmp_path):
    """An unknown coordinate (event 1) is not hidden by a wrong type elsewhere (event 15)."""
    text = sub('at = "3e:2"', 'at = "9z:4"')(base_text())
    text = sub("total = 6\n", 'total = "6"\n')(text)
    path = tmp_path / "mixed.toml"
    path.write_text(text, "utf-8")
    result = cli("check", path)
    assert result.exit_code == 3, output(result)
    seqs = {int(s) for s in re.findall(r"event seq (\d+)", result.stderr)}
    assert seqs == {1, 15}, result.stderr


def test_check_reports_every_rules_invalid_event_with_seq_and_rule(tmp_path):
    text = base_text() + '\n[[events]]\nseq = 16\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n'
    path = tmp_path / "rules.toml"
    path.write_text(text, "utf-8")
    result = cli("check", path, "--json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["valid"] is False and report["events"] == 16
    assert report["problem"]["seq"] == 16 and report["problem"]["rule"] == "CATAN-TURN-2"


# --- 4. undo keeps what it removes; SAVE.bak is the previous file ---------------------------

def _undone_block(text: str) -> str:
    """The file text without its undone array (tomli-w writes it right after the events)."""
    stripped = re.sub(r"^undone = \[\n(?:    .*\n)*\]\n", "", text, flags=re.M)
    return re.sub(r"(?ms)^\[\[undone\]\]\n.*?(?=^\[|\Z)", "", stripped)


def test_undo_removes_the_last_event_and_keeps_it_whole_in_undone(tmp_path):
    path = copy(BASE, tmp_path)
    previous = path.read_bytes()
    result = cli("undo", "--save", path)
    assert result.exit_code == 0, output(result)
    data = tomllib.loads(path.read_text("utf-8"))
    assert data["events"] == base_events()[:14]
    assert data["undone"] == [base_events()[14]]
    assert path.with_name(path.name + ".bak").read_bytes() == previous
    assert cli("check", path).exit_code == 0


def test_undo_3_removes_three_events_and_keeps_them_all(tmp_path):
    path = copy(BASE, tmp_path)
    previous = path.read_bytes()
    result = cli("undo", "3", "--save", path)
    assert result.exit_code == 0, output(result)
    data = tomllib.loads(path.read_text("utf-8"))
    assert data["events"] == base_events()[:12]
    assert sorted(data["undone"], key=lambda e: e["seq"]) == base_events()[12:15]
    assert path.with_name(path.name + ".bak").read_bytes() == previous
    result = cli("undo", "99", "--save", path)
    assert result.exit_code == 1 and "CORE-UNDO-1" in result.stderr
    assert tomllib.loads(path.read_text("utf-8"))["events"] == base_events()[:12]


def test_undo_after_record_restores_exactly_the_previous_events(tmp_path):
    path = copy(BASE, tmp_path)
    Session.load(path).write()                     # the program's own layout, byte for byte
    written = path.read_text("utf-8")
    result = cli("end", "--save", path)
    assert result.exit_code == 0, output(result)
    after_record = path.read_bytes()
    result = cli("undo", "--save", path)
    assert result.exit_code == 0, output(result)
    text = path.read_text("utf-8")
    assert tomllib.loads(text)["events"] == base_events()
    assert _undone_block(text) == written
    assert path.with_name(path.name + ".bak").read_bytes() == after_record


def test_a_rejected_record_writes_nothing(tmp_path):
    path = copy(BASE, tmp_path)
    before = path.read_bytes()
    result = cli("roll", "8", "--save", path)
    assert result.exit_code == 1 and "CATAN-TURN-2" in result.stderr
    assert path.read_bytes() == before
    assert not path.with_name(path.name + ".bak").exists()


# --- 5. amend: dry run writes nothing; a real amend keeps the old event and a backup --------

def test_amend_dry_run_prints_the_consequences_and_writes_nothing(tmp_path):
    path = copy(BASE, tmp_path)
    before = path.read_bytes()
    result = cli("amend", "13", "roll", "6", "--dry-run", "--save", path)
    assert result.exit_code == 0, output(result)
    assert "#13 was" in result.stdout and "#13 now" in result.stdout
    assert "Consequences" in result.stdout and "who" in result.stdout
    assert "Dry run: nothing written." in result.stderr
    assert path.read_bytes() == before
    assert not path.with_name(path.name + ".bak").exists()


def test_amend_rewrites_the_event_keeps_the_old_one_in_undone_and_writes_a_backup(tmp_path):
    path = copy(BASE, tmp_path)
    before = path.read_bytes()
    result = cli("amend", "13", "roll", "6", "--save", path)
    assert result.exit_code == 0, output(result)
    data = tomllib.loads(path.read_text("utf-8"))
    old = base_events()
    assert data["events"][12] == {**old[12], "total": 6}
    assert data["events"][:12] == old[:12] and data["events"][13:] == old[13:]
    assert len(data["undone"]) == 1
    kept = data["undone"][0]
    assert {k: v for k, v in kept.items() if k != "reason"} == old[12]      # exactly as it was
    assert kept["reason"] == "replaced by amend of event 13"
    assert path.with_name(path.name + ".bak").read_bytes() == before
    assert cli("check", path).exit_code == 0


def test_an_amend_that_makes_a_later_event_illegal_is_refused_naming_it(tmp_path):
    path = copy(BASE, tmp_path)
    before = path.read_bytes()
    for extra in ([], ["--dry-run"]):
        # a 7 for Anna's roll (event 13) means the robber must move before her 'end' (event 14)
        result = cli("amend", "13", "roll", "7", *extra, "--save", path)
        assert result.exit_code == 1, output(result)
        assert "event 14" in result.stderr, result.stderr
        assert path.read_bytes() == before
        assert not path.with_name(path.name + ".bak").exists()


# --- 6. format 0 is read, and upgraded on the first write with a backup ---------------------

def test_a_format_0_save_loads_checks_valid_and_is_upgraded_on_first_write(tmp_path):
    path = copy(OLD, tmp_path, "old.toml")
    old_bytes = path.read_bytes()
    old_data = tomllib.loads(old_bytes.decode())
    assert old_data["format"] == 0 and "log" in old_data and "events" not in old_data

    result = cli("check", path)
    assert result.exit_code == 0 and "valid, 15 events" in result.stdout, output(result)
    assert path.read_bytes() == old_bytes, "check must not rewrite an old save"
    assert Session.load(path).upgraded_from == 0

    result = cli("end", "--save", path)
    assert result.exit_code == 0, output(result)
    data = tomllib.loads(path.read_text("utf-8"))
    assert data["format"] == save.FORMAT and "log" not in data
    assert data["events"][:15] == old_data["log"]
    assert data["events"][15]["kind"] == "end"
    assert path.with_name(path.name + ".bak").read_bytes() == old_bytes
    # the next write is an ordinary one: the backup of the old format is not overwritten
    assert cli("roll", "9", "--save", path).exit_code == 0
    assert path.with_name(path.name + ".bak").read_bytes() == old_bytes


# --- 7. save paths: bare names live in the saves folder -------------------------------------

@pytest.fixture
def cwd(tmp_path, monkeypatch):
    work = tmp_path / "work" / "here"
    work.mkdir(parents=True)
    monkeypatch.chdir(work)
    return work


def _new(name: str):
    return cli("new", "catan", "--players", "Anna,Ben,Cyril", "--board", "beginner-en", "--save", name)


def test_new_with_a_bare_name_lands_in_the_saves_folder(tmp_path, cwd):
    result = _new("friday")
    assert result.exit_code == 0, output(result)
    assert (tmp_path / "saves" / "friday.toml").is_file()
    assert list(cwd.iterdir()) == []
    assert save.resolve_path("friday.toml") == save.resolve_path("friday") == tmp_path / "saves" / "friday.toml"


def test_the_REFEREE_SAVE_variable_with_a_bare_name_means_the_saves_folder(tmp_path, cwd, monkeypatch):
    assert _new("friday").exit_code == 0
    monkeypatch.setenv("REFEREE_SAVE", "friday")
    result = cli("build", "settlement", "3e:2")
    assert result.exit_code == 0, output(result)
    assert len(events_of(tmp_path / "saves" / "friday.toml")) == 1


def test_a_path_with_a_separator_is_taken_as_given(tmp_path, cwd):
    assert _new("sub/x.toml").exit_code == 0
    assert (cwd / "sub" / "x.toml").is_file()
    assert _new("../up.toml").exit_code == 0            # explicit: the person typed a path
    assert (cwd.parent / "up.toml").is_file()
    assert not (tmp_path / "saves" / "x.toml").exists()


@pytest.mark.parametrize("name", [".friday", "..", ".hidden.toml"])
def test_a_bare_name_cannot_climb_out_of_the_saves_folder(tmp_path, cwd, name):
    """A name without a path separator is a save name: it resolves inside the saves folder or is refused."""
    folder = (tmp_path / "saves").resolve()
    try:
        path = save.resolve_path(name)
    except (SaveError, NotationError):
        return
    assert folder in path.resolve().parents, f"--save {name!r} resolves to {path.resolve()}, outside {folder}"


def test_new_with_a_dotted_bare_name_writes_nothing_outside_the_saves_folder(tmp_path, cwd):
    result = _new(".friday")
    assert list(cwd.iterdir()) == [], f"written in the working folder: {list(cwd.iterdir())}; {output(result)}"
