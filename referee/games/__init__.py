"""One package per game or family; each declares its members once, in its ``manifest.py``.

A manifest is a sequence of :class:`referee.core.registry.Member`: a game's :class:`GameInfo` (key, aliases,
verbs, its ``why`` table) and where its rules class is, loaded the first time a save of that game is opened. The
program registers the built-in families from their manifests directly (:func:`register_builtins`: a manifest is a
cheap import); pyproject declares the same manifests under the ``referee.games`` entry point, which is how a
plugin registers a game or a family of its own (found by the scan when a name is unknown,
:mod:`referee.core.registry`).
"""

import sys
from importlib import import_module

from referee.core import registry

FAMILIES = ("catan", "aqua_romana", "rome", "warriors_traders")   # the built-in packages, in the order listed


def manifest(family: str):
    """The members a built-in family's manifest declares, in its order."""
    return import_module(f"referee.games.{family}.manifest").MEMBERS


def register_builtins() -> None:
    for family in FAMILIES:
        registry.register_members(manifest(family))


def lazy_game(package: str, key: str):
    """A family package's module ``__getattr__``: ``GAME`` is the registry's game ``key`` (its rules load on first
    use)."""

    def __getattr__(name: str):
        if name == "GAME":
            register_builtins()
            game = sys.modules[package].GAME = registry.find(key)
            return game
        raise AttributeError(name)

    return __getattr__
