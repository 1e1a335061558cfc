"""What the referee awaits (issue #34), measured per game key (``make bench-awaited``):

* **the answer** — ``awaited.answer`` (the legal moves with their words) on a session already open, at the
  positions of a self-play game of about ``BENCH_AWAITED_EVENTS`` events (its victory point target raised where the
  game has one, so it runs that long): the median and the 90th percentile per position (target ≤ 10 ms median);
* **its share of a line** — the answer's median against the median of recording a line the way ``referee play``
  records it on the same save (``Session.record``: parse, check, apply, append, write): the ratio (target ≤ 10 %);
* **self-play** — games per second from the set-up to the end (``tests/selfplay.py``), and events per second.

CPU times (``time.process_time``), so another job on the machine does not move the figures much. Prints a table and
writes the rows to ``bench/awaited.json``; nothing is asserted.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from tabulate import tabulate

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import selfplay  # noqa: E402
from referee.core import awaited, save  # noqa: E402

EVENTS = int(os.environ.get("BENCH_AWAITED_EVENTS", "2000"))
POSITIONS = int(os.environ.get("BENCH_AWAITED_POSITIONS", "200"))
GAMES = int(os.environ.get("BENCH_AWAITED_GAMES", "3"))
LINES = int(os.environ.get("BENCH_AWAITED_LINES", "40"))
KEYS = [k for k in os.environ.get("BENCH_AWAITED_KEYS", "").split(",") if k] or sorted(selfplay.SETUPS)


def long_game(key: str) -> selfplay.Game_:
    """A self-play game of about EVENTS events: a first seed whose game runs that long, the victory point target
    raised to the option's highest where the game has one."""
    best = None
    for seed in range(20):
        g = selfplay.play(key, seed, EVENTS, options=_long(key))
        if best is None or len(g.events) > len(best.events):
            best = g
        if len(g.events) >= EVENTS:
            break
    return best


def _long(key: str) -> dict:
    from referee.core import registry

    game = registry.find(key)
    names = {o.name: o for o in game.options}
    opt = names.get("victory_points")
    return {"victory_points": opt.bounds[1]} if opt and opt.bounds else {}


def answer_costs(g: selfplay.Game_) -> list[float]:
    """The answer's CPU time at the last POSITIONS positions of the game, the state replayed once."""
    state = g.game.initial_state(g.setup)
    g.game.quiet(state, True)
    from referee.core.session import step

    start = max(0, len(g.events) - POSITIONS)
    costs = []
    for i, event in enumerate(g.events):
        if i >= start:
            t = time.process_time()
            awaited.answer(g.game, state)
            costs.append(time.process_time() - t)
        step(g.game, state, event)
    return costs


def line_costs(g: selfplay.Game_, work: Path) -> tuple[list[float], list[float]]:
    """The game's last LINES events typed one by one into ``referee play`` (its table, in process, output to
    nowhere: parse, check, apply, append, write, the outcome printed), and the answer after each: CPU times."""
    import contextlib
    import shlex

    import referee.cli.app  # noqa: F401 — every command registered, as in a play session
    from referee.cli import play

    path = work / f"{g.game.key}.toml"
    cut = max(0, len(g.events) - LINES)
    save.write_atomic(path, save.dumps(g.setup, g.events[:cut], []))
    table = play.Table(path)
    records, answers = [], []
    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        for event in g.events[cut:]:
            session = table.session
            line = shlex.join(session.game.typed(session.state, event))
            t = time.process_time()
            code = table.handle(line)
            records.append(time.process_time() - t)
            if code != 0:
                raise SystemExit(f"{g.game.key}: '{line}' exited {code}")
            t = time.process_time()
            awaited.answer(table.session.game, table.session.state)
            answers.append(time.process_time() - t)
    return records, answers


def selfplay_rate(key: str) -> tuple[float, float, int]:
    """Games and events per CPU second of self-play from the set-up to the end (GAMES seeds)."""
    t = time.process_time()
    events = wins = 0
    for seed in range(GAMES):
        g = selfplay.play(key, 1000 + seed)
        events += len(g.events)
        wins += bool(g.state.winner)
    took = time.process_time() - t
    return GAMES / took, events / took, wins


def main() -> None:
    rows, out = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for key in KEYS:
            g = long_game(key)
            costs = answer_costs(g)
            records, answers = line_costs(g, Path(tmp))
            games, events, wins = selfplay_rate(key)
            med, p90 = statistics.median(costs), sorted(costs)[int(len(costs) * 0.9)]
            share = statistics.median(answers) / statistics.median(records)
            row = {"key": key, "events": len(g.events), "answer_ms": med * 1000, "answer_p90_ms": p90 * 1000,
                   "line_ms": statistics.median(records) * 1000, "answer_share": share,
                   "games_per_s": games, "events_per_s": events, "wins": f"{wins}/{GAMES}",
                   "pass": med <= 0.010 and share <= 0.10}
            out.append(row)
            rows.append([key, len(g.events), f"{med * 1000:.2f}", f"{p90 * 1000:.2f}",
                         f"{row['line_ms']:.2f}", f"{share:.0%}", f"{games:.2f}", f"{events:.0f}", row["wins"],
                         "pass" if row["pass"] else "FAIL"])
    print(tabulate(rows, ["key", "events", "answer ms (median)", "p90", "play line ms", "answer / line",
                          "self-play games/s", "events/s", "wins", "≤ 10 ms, ≤ 10 %"]))
    (HERE / "awaited.json").write_text(json.dumps(out, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    random.seed(0)
    main()
