"""Median time of one recorded line inside ``referee play`` (run as a child process by bench/run.py).

``python bench/play_latency.py SAVE LINES``: opens a session on SAVE as ``referee play SAVE`` does and
types ``roll N`` / ``end`` pairs (never a 7, so no robber), timing each line from the moment it is
typed until its output is printed and the file written (lock, check that the file is unchanged,
append, fsync, rename). Prints the median and the 90th percentile in seconds, and the median CPU
time of a line, as JSON.
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import referee.cli.app  # noqa: E402,F401 — every command registered: a session runs them all
from referee.cli import play  # noqa: E402
from referee.core.session import Session  # noqa: E402

ROLLS = (6, 8, 5, 9, 4, 10, 3, 11, 2, 12)


def main() -> None:
    path, count = Path(sys.argv[1]), int(sys.argv[2])
    table = play.Table(path)
    times, cpus = [], []
    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        for i in range(count):
            line = f"roll {ROLLS[i % len(ROLLS)]}" if i % 2 == 0 else "end"
            start, cpu = time.perf_counter(), time.process_time()
            code = table.handle(line)
            times.append(time.perf_counter() - start)
            cpus.append(time.process_time() - cpu)
            if code != 0:
                raise SystemExit(f"line {i + 1} '{line}' exited {code}")
    events = len(Session.load(path).events)
    print(json.dumps({"median": statistics.median(times), "p90": sorted(times)[int(len(times) * 0.9)],
                      "cpu": statistics.median(cpus),
                      "lines": count, "events": events}))


if __name__ == "__main__":
    main()
