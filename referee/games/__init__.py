"""One package per game; each registers itself through the ``referee.games`` entry point.

The program registers its own games directly and lazily (:func:`register_builtins`):
a game package's ``INFO`` (key, aliases, verbs) is a cheap import, and its rules are
loaded only when a save of that game is opened. Plugins are found by the entry-point
scan when a name is unknown (:mod:`referee.core.registry`).
"""

from importlib import import_module

from referee.core import registry

BUILTIN = ("referee.games.catan", "referee.games.aqua_romana", "referee.games.rome")


def register_builtins() -> None:
    for name in BUILTIN:
        module = import_module(name)
        registry.register_lazy(module.INFO, lambda module=module: module.GAME)
