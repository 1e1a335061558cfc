"""Secrets at the table over many bot games (``python bench/secrets.py [GAMES]``, default 1000 per game key).

Each game is played with full information by the example bots, then replayed with every development card
bought face down and every stolen card unseen (tests/secret_play.py), comparing the two after every event;
Struggle for Rome with every action and pasture card drawn face down.
Prints, per game key: games, disagreements (must be 0), the hidden replay's time as a ratio of the full one,
the most possible hands seen and how many games went past the bound. Nothing here asserts a time.
"""

from __future__ import annotations

import functools
import sys
import time
import traceback
from pathlib import Path

from tabulate import tabulate

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from referee.core.session import step  # noqa: E402
from secret_play import bot_events, replay_hidden, replay_rome_hidden, rome_events  # noqa: E402


def full_replay(game, setup, events) -> None:
    state = game.initial_state(setup)
    for event in events:
        step(game, state, event)


def measure(key: str, games: int, events_of, replay, worlds_of) -> list:
    """One row: ``games`` bot games of ``key`` (``events_of(seed)``), each replayed whole and hidden (``replay``);
    ``worlds_of(state)`` the possible hands the hidden replay ends with (or None)."""
    bad, full, hidden, most, collapsed = 0, 0.0, 0.0, 0, 0
    for seed in range(games):
        game, setup, events = events_of(seed)
        start = time.perf_counter()
        full_replay(game, setup, events)
        full += time.perf_counter() - start
        start = time.perf_counter()
        try:
            _truth, secret, _typed = replay(game, setup, events, check_every=25)
        except AssertionError:
            bad += 1
            traceback.print_exc()
            continue
        hidden += time.perf_counter() - start
        worlds = worlds_of(secret)
        if worlds is not None:
            most = max(most, len(worlds))
            collapsed += worlds.collapsed
        bot_events.cache_clear()          # one game at a time in memory
        rome_events.cache_clear()
    return [key, games, bad, f"{hidden / full:.2f}" if full else "-", most, collapsed]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rows = [measure(key, games, functools.partial(bot_events, key), replay_hidden, lambda s: s.hands)
            for key in ("catan", "catan-5-6", "helpers", "best-friends", "seafarers")]
    rows.append(measure("rome", games, rome_events, replay_rome_hidden, lambda s: s.pasture_worlds))
    print(tabulate(rows, ["game", "games", "disagreements", "hidden / full replay time", "hands at the end (max)",
                          "past the bound"]))


if __name__ == "__main__":
    main()
