"""Legal games on demand: the example game's bot, playing through ``step`` in memory.

Shared by the property tests and the benchmarks' save generator.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path

from referee.core.session import step

ROOT = Path(__file__).resolve().parents[1]


@cache
def catan_bot():
    """``saves/examples/make_catan_example.py`` as a module (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location("make_catan_example",
                                                  ROOT / "saves" / "examples" / "make_catan_example.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def aqua_bot():
    """``saves/examples/make_aqua_example.py`` as a module."""
    spec = importlib.util.spec_from_file_location("make_aqua_example",
                                                  ROOT / "saves" / "examples" / "make_aqua_example.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Enough(Exception):
    """The recorder has all the events it was asked for."""


class Recorder:
    """Just enough of a Session for a bot: ``state`` and ``record``, every event checked by ``step``."""

    def __init__(self, game, setup, limit: int):
        self.game, self.setup = game, setup
        self.state = game.initial_state(setup)
        self.events: list[dict] = []
        self.limit = limit

    def record(self, event: dict) -> None:
        if len(self.events) >= self.limit:
            raise Enough
        event, _ = step(self.game, self.state, {"seq": len(self.events) + 1, **event})
        self.events.append(event)
