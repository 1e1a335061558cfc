"""One package per game; each registers itself through the ``referee.games`` entry point.

The program registers its own games directly (:func:`register_builtins`), so a
command does not pay for an entry-point scan; plugins are found by that scan
when a name is unknown (:mod:`referee.core.registry`).
"""

from importlib import import_module

from referee.core import registry

BUILTIN = ("referee.games.catan", "referee.games.aqua_romana", "referee.games.rome")


def register_builtins() -> None:
    for module in BUILTIN:
        registry.register(import_module(module).GAME)
