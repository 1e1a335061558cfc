"""``referee serve`` measured (run as a child process by bench/run.py, or alone)::

    python bench/serve_latency.py SAVE LINES PAGES PUSHES

Starts ``referee serve SAVE --port 0`` as a person would and prints one JSON object:

* ``median`` / ``p90`` — one line typed on the page (a POST of ``roll N`` / ``end``, as ``play_latency.py``
  types them), from the request to its verdict, over one kept-alive connection (as a browser keeps it);
* ``push_median`` / ``push_max`` — PAGES pages connected (server-sent events): from the moment a
  ``referee roll``/``end`` in a shell has written the save to the moment the last of the pages has the new
  position, over PUSHES events;
* ``rss_first`` / ``rss_last`` — the server's resident memory after the first pushes and after all of them.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROLLS = (6, 8, 5, 9, 4, 10, 3, 11, 2, 12)
REFEREE = str(Path(sys.executable).parent / "referee")


def start(path: Path) -> tuple[subprocess.Popen, int, str]:
    server = subprocess.Popen([sys.executable, "-m", "referee", "serve", str(path), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in server.stdout:
        found = re.search(r"http://127\.0\.0\.1:(\d+)/#token=(\S+)", line)
        if found:
            return server, int(found.group(1)), found.group(2)
    raise SystemExit("referee serve printed no address")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def lines_typed(port: int, token: str, count: int) -> list[float]:
    """The verdict time of each line typed on the page (the digest of the last answer sent with the next)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", "/position")
    digest = json.loads(connection.getresponse().read())["digest"]
    times = []
    for i in range(count):
        line = f"roll {ROLLS[i // 2 % len(ROLLS)]}" if i % 2 == 0 else "end"
        body = json.dumps({"line": line, "seen": digest})
        start = time.perf_counter()
        connection.request("POST", "/command", body, {"Content-Type": "application/json", "X-Referee-Token": token})
        answer = json.loads(connection.getresponse().read())
        times.append(time.perf_counter() - start)
        if answer["kind"] != "recorded":
            raise SystemExit(f"line {i + 1} '{line}': {answer}")
        digest = answer["digest"]
    connection.close()
    return times


class Listener(threading.Thread):
    """One page: its stream of positions, and when each number of events arrived."""

    def __init__(self, port: int):
        super().__init__(daemon=True)
        self.port, self.arrived, self.ready = port, {}, threading.Event()

    def run(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        connection.request("GET", "/live")
        reply = connection.getresponse()
        while True:
            line = reply.readline()
            if not line:
                return
            if line.startswith(b"data: "):
                events = json.loads(line[6:])["events"]
                self.arrived.setdefault(events, time.perf_counter())
                self.ready.set()


def pushes(path: Path, port: int, pages: int, count: int, pid: int, typed_upto: int) -> tuple[list[float], int, int]:
    listeners = [Listener(port) for _ in range(pages)]
    for listener in listeners:
        listener.start()
    for listener in listeners:
        listener.ready.wait(60)
    events = typed_upto
    deadline = time.perf_counter() + 30
    while json.loads(_get(port, "/position"))["events"] != events and time.perf_counter() < deadline:
        time.sleep(0.05)                                  # the pages have the lines typed before
    latencies, rss_first = [], 0
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for i in range(count):
        turn = json.loads(_get(port, "/position"))["parts"]["turn"]
        phase = re.search(r'class="phase">(\w+)<', turn)
        line = ["roll", str(ROLLS[i % len(ROLLS)])] if phase and phase.group(1) == "roll" else ["end"]
        subprocess.run([REFEREE, *line, "--save", str(path)], capture_output=True, env=env, check=True)
        written = time.perf_counter()
        events += 1
        deadline = written + 10
        while time.perf_counter() < deadline and not all(events in page.arrived for page in listeners):
            time.sleep(0.002)
        latencies.append(max(page.arrived.get(events, deadline) for page in listeners) - written)
        if i == 4:
            rss_first = rss_kb(pid)
    return latencies, rss_first, rss_kb(pid)


def _get(port: int, url: str) -> bytes:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", url)
    return connection.getresponse().read()


def _get_when_up(path: Path) -> str:
    """The number of events in the save before the lines are typed (read as ``check --json`` reads it)."""
    out = subprocess.run([REFEREE, "check", str(path), "--json"], capture_output=True, text=True)
    return str(json.loads(out.stdout)["events"])


def main() -> None:
    path, count, pages, push_count = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    before = json.loads(_get_when_up(path))
    server, port, token = start(path)
    try:
        times = lines_typed(port, token, count)
        latencies, rss_first, rss_last = pushes(path, port, pages, push_count, server.pid, before + count)
    finally:
        server.terminate()
        server.wait(10)
    print(json.dumps({"median": statistics.median(times), "p90": sorted(times)[int(len(times) * 0.9)],
                      "lines": count, "push_median": statistics.median(latencies), "push_max": max(latencies),
                      "pages": pages, "pushes": push_count, "rss_first": rss_first, "rss_last": rss_last}))


if __name__ == "__main__":
    main()
