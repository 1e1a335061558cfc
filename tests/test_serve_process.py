"""``referee serve`` as a person starts it, in a process of its own: what it prints, where it listens, that the
token is printed once and logged nowhere, that the save's lock serialises the page with the command line, and
that a kill at any moment leaves a valid save with every acknowledged event."""

from __future__ import annotations

import http.client
import json
import random
import re
import signal
import threading
import urllib.error
import urllib.request
from pathlib import Path

from typer.testing import CliRunner

from browser import Served
from referee.cli.app import app as cli
from referee.core import commands
from referee.core.session import Session
from referee.web import guard, server

runner = CliRunner()
SETUP = ["build settlement 3e:2", "build road 3e:1", "build settlement 2b:4", "build road 2b:3",
         "build settlement 4b:4", "build road 4b:5", "build settlement 2d:6", "build road 2d:5",
         "build settlement 3b:6", "build road 3b:5", "build settlement 5b:6", "build road 5b:5"]
ROLLS = (6, 8, 5, 9, 4, 10, 3, 11)


def new_game(tmp_path: Path) -> Path:
    path = tmp_path / "friday.toml"
    assert runner.invoke(cli, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    for line in SETUP:
        assert runner.invoke(cli, [*line.split(), "--save", str(path)]).exit_code == 0
    return path


def post(base: str, token: str, line: str, seen: str) -> tuple[int, dict]:
    body = json.dumps({"line": line, "seen": seen}).encode()
    request = urllib.request.Request(base + "command", body, {"Content-Type": "application/json",
                                                              "X-Referee-Token": token}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def position(base: str) -> dict:
    with urllib.request.urlopen(base + "position", timeout=30) as reply:
        return json.loads(reply.read())


def test_by_default_it_listens_on_this_machine_only_and_lan_on_every_interface():
    local = server.listen(False, 0)
    everywhere = server.listen(True, 0)
    try:
        assert local.getsockname()[0] == "127.0.0.1"
        assert everywhere.getsockname()[0] == "0.0.0.0"
    finally:
        local.close()
        everywhere.close()


def test_serve_prints_the_addresses_and_the_token_once_and_logs_it_nowhere(tmp_path):
    path = new_game(tmp_path)
    served = Served(path)
    try:
        assert served.watch.startswith("http://127.0.0.1:") and served.record.startswith(served.watch + "#token=")
        assert len(served.token) >= 22
        base = served.watch
        assert post(base, "wrong-" + served.token, "roll 8", position(base)["digest"])[0] == 403
        assert post(base, served.token, "roll 8", position(base)["digest"])[0] == 200
        urllib.request.urlopen(base + "?token=" + served.token, timeout=30).read()
    finally:
        errors = served.stop()
    printed = "".join(served.output) + served.process.stdout.read() + errors
    assert printed.count(served.token) == 1                          # in the typist's address, nowhere else
    assert "Traceback" not in printed


def test_lan_prints_a_qr_code_and_answers_to_this_machines_names(tmp_path):
    path = new_game(tmp_path)
    served = Served(path, "--lan")
    try:
        hosts = guard.lan_hosts()
        assert served.read_until("[█▀▄]{10}")                          # segno's code in the terminal
        assert "Scan to record from a phone" in "".join(served.output)
        port = served.watch.rsplit(":", 1)[1].strip("/")
        for host in hosts[:2]:
            request = urllib.request.Request(f"http://127.0.0.1:{port}/position", headers={"Host": f"{host}:{port}"})
            with urllib.request.urlopen(request, timeout=30) as reply:
                assert reply.status == 200
        request = urllib.request.Request(f"http://127.0.0.1:{port}/position", headers={"Host": "evil.example"})
        try:
            urllib.request.urlopen(request, timeout=30)
            raise AssertionError("another host was answered")
        except urllib.error.HTTPError as exc:
            assert exc.code == 400
    finally:
        served.stop()


def test_the_lock_serialises_the_page_and_the_command_line(tmp_path):
    """The page and a shell record into one save at once: every acknowledged event is in it once, and it checks."""
    path = new_game(tmp_path)
    served = Served(path)
    acknowledged = {"page": 0, "cli": 0}

    def page_lines():
        for i in range(10):
            for line in (f"roll {ROLLS[i % len(ROLLS)]}", "end"):         # whichever the turn is waiting for
                for _attempt in range(20):                                 # a stale page types it again
                    code, answer = post(served.watch, served.token, line, position(served.watch)["digest"])
                    if answer.get("kind") != "stale":
                        break
                acknowledged["page"] += answer.get("kind") == "recorded"

    try:
        worker = threading.Thread(target=page_lines)
        worker.start()
        for i in range(10):
            for line in (f"roll {ROLLS[i % len(ROLLS)]}", "end"):
                acknowledged["cli"] += runner.invoke(cli, [*line.split(), "--save", str(path)]).exit_code == 0
        worker.join(120)
    finally:
        served.stop()
    session = Session.load(path)
    assert session.first_invalid() is None
    assert len(session.events) == len(SETUP) + acknowledged["page"] + acknowledged["cli"]
    assert acknowledged["page"] > 0 and acknowledged["cli"] > 0


def test_a_kill_at_any_moment_leaves_a_valid_save_with_every_acknowledged_event(tmp_path):
    rng = random.Random(7)
    path = new_game(tmp_path)
    acknowledged = len(SETUP)
    for round_ in range(3):
        served = Served(path)
        stop = threading.Event()

        def lines():
            nonlocal acknowledged
            i = 0
            while not stop.is_set():
                line = "end" if acknowledged % 2 else f"roll {ROLLS[i % len(ROLLS)]}"
                i += 1
                try:
                    code, answer = post(served.watch, served.token, line, position(served.watch)["digest"])
                except (OSError, ValueError, http.client.HTTPException):
                    return
                if answer.get("kind") == "recorded":
                    acknowledged += 1

        worker = threading.Thread(target=lines)
        worker.start()
        threading.Event().wait(rng.uniform(0.3, 1.5))
        served.process.send_signal(signal.SIGKILL)
        served.process.wait(10)
        stop.set()
        worker.join(60)
        session = Session.load(path)
        assert session.first_invalid() is None
        assert len(session.events) >= acknowledged                   # an event may be written, its answer lost
        acknowledged = len(session.events)
        assert commands.digest(path) is not None
