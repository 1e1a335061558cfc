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
def example_script(name: str):
    """``saves/examples/NAME.py`` as a module (the example generators are scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "saves" / "examples" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def catan_bot():
    return example_script("make_catan_example")


def aqua_bot():
    return example_script("make_aqua_example")


def rome_bot():
    return example_script("make_rome_example")


def wt_bot():
    return example_script("make_wt_example")


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
