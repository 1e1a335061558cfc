"""Generated Catan saves of any length, for the benchmarks.

The example game's bot (``saves/examples/make_catan_example.py``) plays all seats
with the victory target raised out of reach (99; 22 is the most a player can make), so the game runs as long as asked;
events are checked and applied in memory through the same ``step`` the session
uses, and the save is written once at the end.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

from referee.core import save
from referee.core.game import Setup
from referee.games.catan import GAME
from referee.games.catan.board import make_board

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from botplay import Enough, Recorder, catan_bot  # noqa: E402


def generate(n_events: int, seed: int = 1) -> tuple[Setup, list[dict]]:
    """A game of ``n_events`` events, cut right after an ``end`` so the next event is a roll."""
    bot_mod = catan_bot()
    setup = Setup("catan", f"Benchmark game, {n_events} events", dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc),
                  GAME.resolve_options({"victory_points": 99}), make_board("beginner-en", None),
                  [{"name": n, "color": c} for n, c in bot_mod.PLAYERS])
    session = Recorder(GAME, setup, n_events + 40)
    bot = bot_mod.Bot(session, random.Random(seed))
    try:
        for seat in session.state.setup_order():
            bot.setup_turn(session.state.players[seat].name)
        while True:
            bot.play_turn(session.state.current.name)
    except Enough:
        pass
    events = session.events
    cut = max(i for i, e in enumerate(events[:n_events + 1]) if e["kind"] == "end") + 1 if len(events) > n_events else len(events)
    return setup, events[:cut]


def write(path: Path, n_events: int, seed: int = 1) -> Path:
    setup, events = generate(n_events, seed)
    save.write_atomic(path, save.dumps(setup, events, []))
    return path


if __name__ == "__main__":
    import sys
    out = write(Path(sys.argv[2] if len(sys.argv) > 2 else "bench.toml"), int(sys.argv[1]))
    print(out)
