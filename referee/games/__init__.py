"""One package per game; each registers itself through the ``referee.games`` entry point.

The program registers its own games directly and lazily (:func:`register_builtins`):
a game package's ``INFO`` (key, aliases, verbs) is a cheap import, and its rules are
loaded only when a save of that game is opened. Plugins are found by the entry-point
scan when a name is unknown (:mod:`referee.core.registry`).
"""

import sys
from importlib import import_module

from referee.core import registry

BUILTIN = ("referee.games.catan", "referee.games.catan.five_six",   # a variant: a subpackage of its family
           "referee.games.catan.helpers", "referee.games.catan.helpers.five_six", "referee.games.catan.bestfriends",
           "referee.games.catan.bestfriends.five_six", "referee.games.catan.seafarers", "referee.games.catan.scenario",
           "referee.games.catan.scenario.five_six",
           "referee.games.catan.tde.treasure_islands", "referee.games.catan.tde.into_the_unknown",
           "referee.games.catan.tde.greater_catan", "referee.games.catan.tde.desert_dragons",
           "referee.games.catan.tde.enchanted_land",
           "referee.games.catan.cities_knights", "referee.games.catan.tde.great_canal",
           "referee.games.catan.tde.greater_catan_ck", "referee.games.catan.tde.treasure_islands_ck",
           "referee.games.catan.tde.into_the_unknown_ck",
           "referee.games.aqua_romana", "referee.games.rome", "referee.games.warriors_traders")


def register_builtins() -> None:
    for name in BUILTIN:
        module = import_module(name)
        registry.register_lazy(module.INFO, lambda module=module: module.GAME)


def lazy_game(package: str, cls: str):
    """A game package's module ``__getattr__``: ``GAME`` is built from ``package.game.cls`` on first use."""

    def __getattr__(name: str):
        if name == "GAME":
            game = getattr(import_module(f"{package}.game"), cls)()
            sys.modules[package].GAME = game
            return game
        raise AttributeError(name)

    return __getattr__
