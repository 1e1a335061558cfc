"""Every command on hostile saves under the size limit (issue #30): time, peak memory, output.

``python bench/hostile.py`` (``make bench-hostile``) builds files a hostile hand could write within the save
reader's bounds (8 MiB, the key and table bounds): a player's name, a title, a note or a board value of millions of
characters, the longest game that fits, events by the ten thousand that the rules refuse, a hundred thousand
players, the crafted shapes of bench/run.py — and runs every command on each in a process of its own. It prints one
row per file and command: the exit code, the CPU and wall time, the peak RSS and the bytes printed, against the
goal of 5 s and 200 MB (judged on CPU time, which other jobs on the machine inflate less than wall time);
``bench/hostile.json`` keeps the same rows. Nothing here asserts a time (tests assert only what
is structural: that a long name is refused or cut, tests/test_hostile_saves.py).

``BENCH_HOSTILE_FILES`` / ``BENCH_HOSTILE_COMMANDS``: comma-separated parts of the names to run only those (their
rows replace the same rows of ``bench/hostile.json``; the others are kept).
"""

from __future__ import annotations

import json
import os
import platform
import sys
import tempfile
from pathlib import Path

from tabulate import tabulate

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bench.run import ENV, REFEREE, crafted_files, precompile  # noqa: E402
from referee.core import save  # noqa: E402

SECONDS, MEGABYTES = 5.0, 200.0
MILLION = 1_000_000
BASE = ROOT / "tests" / "data" / "saves" / "safety" / "base.toml"     # Catan, 15 events, Ben to act
# A process of its own, its time, its children's peak RSS, the bytes it printed (read as they come, not kept).
MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
child.stdin.write(b"status\\nquit\\n")
child.stdin.close()
size = 0
while chunk := child.stdout.read(1 << 16):
    size += len(chunk)
code = child.wait()
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(code, time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, size)
"""


def near(text: str) -> str:
    """Cut to just under the size limit, on a line boundary."""
    return text[: save.MAX_BYTES - 100].rsplit("\n", 1)[0] + "\n"


def fill(text: str, field: str, old: str) -> str:
    """``text`` with the value ``old`` of ``field`` grown to fill the file up to the size limit."""
    room = save.MAX_BYTES - len(text.encode("utf-8")) - 1000
    return text.replace(f'{field} = "{old}"', f'{field} = "{"x" * room}"', 1)


def longest_game(base: str, note: str = "") -> str:
    """Rolls of 8 and ends, valid for ever (no 7, nobody builds), up to the bound of events (one short of it, so that
    a roll or an amend is still taken), keys or bytes; each with ``note`` when one is given."""
    names = ("Ben", "Cyril", "Anna")
    noted = f'note = "{note}"\n' if note else ""
    blocks, seq, turn = [], 16, 0
    keys, size = base.count("="), len(base)
    while keys < save.MAX_KEYS - 1000 and size < save.MAX_BYTES and seq < save.MAX_EVENTS - 1:   # room for one
        player = names[turn % 3]
        if seq > 16:
            blocks.append(f'\n[[events]]\nseq = {seq}\nkind = "roll"\nplayer = "{player}"\ntotal = 8\n{noted}')
            seq, keys, size = seq + 1, keys + 5, size + len(blocks[-1])
        blocks.append(f'\n[[events]]\nseq = {seq}\nkind = "end"\nplayer = "{player}"\n{noted}')
        seq, keys, size, turn = seq + 1, keys + 4, size + len(blocks[-1]), turn + 1
    return near(base + "".join(blocks))


def files(work: Path) -> dict[str, Path]:
    base = BASE.read_text("utf-8")
    shapes = {
        "a player's name of 1,000,000 characters": base.replace('name = "Anna"', f'name = "{"A" * MILLION}"', 1),
        "a title to the size limit": fill(base, "title", "Friday at Anna's"),
        "a board's preset to the size limit": fill(base, "preset", "beginner-en"),
        "a note to the size limit": fill(base.replace("total = 6\n", 'total = 6\nnote = "x"\n'), "note", "x"),
        "notes of 2,000 characters on every event": longest_game(base, "n" * save.MAX_NOTE),
        "100,000 players": base.replace("[[players]]\nname = \"Cyril\"\ncolor = \"white\"\n", "".join(
            f'[[players]]\nname = "P{i}"\n' for i in range(100_000))),
        "the longest game that fits": longest_game(base),
        "undone events to the event bound": near(base + "".join(
            f'\n[[undone]]\nseq = {i}\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n' for i in range(16, 16 + min(
                save.MAX_KEYS // 4 - 1000, save.MAX_EVENTS - 16)))),                # room for one event more
        "undone events beyond the event bound, to the key bound": near(base + "".join(
            f'\n[[undone]]\nseq = {i}\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n' for i in range(16, 16 + save.MAX_KEYS // 4 - 1000))),
    }
    out = {}
    for i, (name, text) in enumerate(shapes.items()):
        out[name] = work / f"hostile-{i}.toml"
        out[name].write_text(text, "utf-8")
    for name, (path, _code) in crafted_files(work, base).items():
        out[name] = path
    return out


def commands(path: Path, work: Path) -> dict[str, list[str]]:
    p = str(path)
    return {
        "check": ["check", p], "check --all": ["check", p, "--all"], "check --json": ["check", p, "--json"],
        "status": ["status", "--save", p], "board": ["board", "--save", p], "score": ["score", "--save", p],
        "board --svg": ["board", "--save", p, "--svg", str(work / "board.svg")],
        "log": ["log", "--save", p], "replay": ["replay", p], "stats": ["stats", "--save", p],
        "export --partial": ["export", p, "--partial"], "why": ["why", "--save", p], "hints": ["hints", "--save", p],
        "roll 8": ["roll", "8", "--save", p], "undo": ["undo", "--save", p],
        "amend 15 roll 6": ["amend", "15", "roll", "6", "--save", p], "play: status": ["play", "--save", p],
    }


def measure(args: list[str], path: Path) -> tuple[int, float, float, float, int]:
    """Exit code, wall and CPU seconds, peak RSS in MB and bytes printed of ``referee ARGS`` (the save restored
    after)."""
    import subprocess

    before = path.read_bytes()
    done = subprocess.run([sys.executable, "-c", MEASURE, REFEREE, *args], capture_output=True, text=True, env=ENV,
                          check=True)
    path.write_bytes(before)
    code, wall, cpu, rss, size = done.stdout.split()
    return int(code), float(wall), float(cpu), int(rss) / 1024, int(size)


def chosen(names, variable: str) -> list[str]:
    wanted = [w for w in os.environ.get(variable, "").split(",") if w]
    return [n for n in names if not wanted or any(w in n for w in wanted)]


def main() -> None:
    precompile()
    rows = []
    with tempfile.TemporaryDirectory(prefix="referee-hostile-") as tmp:
        work = Path(tmp)
        made = files(work)
        for name in chosen(made, "BENCH_HOSTILE_FILES"):
            path = made[name]
            size = path.stat().st_size / 2 ** 20
            todo = commands(path, work)
            for command in chosen(todo, "BENCH_HOSTILE_COMMANDS"):
                code, wall, cpu, rss, printed = measure(todo[command], path)
                ok = cpu <= SECONDS and rss <= MEGABYTES
                rows.append({"file": f"{name} ({size:.1f} MiB)", "command": command, "exit": code,
                             "seconds": round(wall, 2), "cpu_seconds": round(cpu, 2), "peak_mb": round(rss, 1),
                             "printed": printed, "pass": ok})
                print(f"{'ok  ' if ok else 'OVER'} {cpu:6.2f} s CPU {wall:6.2f} s {rss:6.1f} MB {printed:>10,} B  "
                      f"exit {code}  {command:18} {name}", flush=True)
    report(rows)


def kept(rows: list[dict]) -> list[dict]:
    """The rows of this run, and where only some files or commands ran, the last run's rows of the others."""
    if not (os.environ.get("BENCH_HOSTILE_FILES") or os.environ.get("BENCH_HOSTILE_COMMANDS")):
        return rows
    def key(row: dict) -> tuple[str, str]:
        return row["file"].rsplit(" (", 1)[0], row["command"]

    ran = {key(r): r for r in rows}
    try:
        before = json.loads((HERE / "hostile.json").read_text("utf-8"))["rows"]
    except (OSError, ValueError, KeyError):
        before = []
    merged = [ran.pop(key(r), r) for r in before]
    return [*merged, *ran.values()]


def report(rows: list[dict]) -> None:
    rows = kept(rows)
    print()
    print(tabulate([[r["file"], r["command"], r["exit"], r["cpu_seconds"], r["seconds"], r["peak_mb"],
                     f"{r['printed']:,}", "pass" if r["pass"] else "OVER"] for r in rows],
                   headers=["file", "command", "exit", "CPU s", "wall s", "peak MB", "printed B",
                            f"≤ {SECONDS:g} s CPU, {MEGABYTES:g} MB"]))
    worst = max(rows, key=lambda r: r["cpu_seconds"])
    heaviest = max(rows, key=lambda r: r["peak_mb"])
    print(f"\nslowest: {worst['cpu_seconds']} s of CPU ({worst['command']} on {worst['file']}), "
          f"{worst['cpu_seconds'] / SECONDS:.2f} of the goal; heaviest: {heaviest['peak_mb']} MB ({heaviest['command']} "
          f"on {heaviest['file']}), {heaviest['peak_mb'] / MEGABYTES:.2f} of the goal; "
          f"{sum(not r['pass'] for r in rows)} of {len(rows)} over")
    out = {"machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
           "goal": {"seconds": SECONDS, "peak_mb": MEGABYTES}, "rows": rows}
    (HERE / "hostile.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    print(f"written {HERE / 'hostile.json'}")


if __name__ == "__main__":
    main()
