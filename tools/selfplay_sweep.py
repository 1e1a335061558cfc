"""Many self-play games across every game key, each answered at every position (issue #34's "1,000 games").

    python tools/selfplay_sweep.py [GAMES] [--seed S] [--keys k1,k2]

Plays GAMES games (default 1,000) round-robin over the keys ``tests/selfplay.py`` can set up, each from its set-up
to a win or the bound, on seeds S, S+1, …; at every position asks the answer in the three views ``referee hints
--json`` gives (the table's, the acting seat's, everything), writes each game as a save with the referee's own
writer and checks it. Prints per key: games, wins, events, positions answered, failures; exits 1 on any failure,
with the key and seed that reproduces it (``selfplay.play(key, seed)``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import selfplay  # noqa: E402
from referee.core import awaited, save  # noqa: E402
from referee.core.check import check_file  # noqa: E402
from referee.core.session import step  # noqa: E402


def answer_everywhere(g: selfplay.Game_) -> int:
    """The answer in each view at every position of the game; how many positions."""
    state = g.game.initial_state(g.setup)
    g.game.quiet(state, True)
    for event in g.events:
        answer = awaited.answer(g.game, state)
        answer.as_json()
        answer.as_json(None, all_=False)
        answer.as_json(event.get("player"), all_=False)
        step(g.game, state, event)
    awaited.answer(g.game, state).as_json()
    return len(g.events) + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keys", default="")
    args = parser.parse_args()
    keys = [k for k in args.keys.split(",") if k] or sorted(selfplay.SETUPS)
    rows: dict[str, dict] = defaultdict(lambda: defaultdict(int))
    failures = []
    start = time.process_time()
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.games):
            key, seed = keys[i % len(keys)], args.seed + i
            row = rows[key]
            try:
                g = selfplay.play(key, seed)
                row["positions"] += answer_everywhere(g)
                path = Path(tmp) / f"{key}-{seed}.toml"
                save.write_atomic(path, save.dumps(g.setup, g.events, []))
                if not check_file(path).report["valid"]:
                    raise AssertionError(f"check refuses the save: {check_file(path).report}")
            except Exception as exc:           # every failure is reported with what reproduces it
                failures.append(f"{key} seed {seed}: {type(exc).__name__}: {str(exc)[:400]}")
                row["failures"] += 1
                continue
            row["games"] += 1
            row["wins"] += bool(g.state.winner)
            row["events"] += len(g.events)
    took = time.process_time() - start
    print(f"{'key':24} {'games':>6} {'wins':>6} {'events':>8} {'positions':>10} {'failures':>9}")
    for key in keys:
        r = rows[key]
        print(f"{key:24} {r['games']:>6} {r['wins']:>6} {r['events']:>8} {r['positions']:>10} {r['failures']:>9}")
    print(f"{args.games} games in {took:.0f} s of CPU")
    for failure in failures:
        print("FAILED", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
