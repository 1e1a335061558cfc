"""A 3–4 player member of the Catan family played with the 5–6 extension: one class built from both.

A member that can be combined names its tables as a function of the game it extends (``tables(base)``: the
``kinds``, ``phases``, ``NORMALIZE``, ``VALIDATE`` and ``APPLY`` it adds or wraps). :func:`with_five_six` builds
the combined class from the member and :class:`CatanFiveSix`: its state is both states, its tables the member's
laid over the extension's (so the member's wrappers wrap the special building phase's), its options the member's
with the extension's own added (``turn_rule``, ``paired_*``, ``robber_start``). Nothing is copied.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from referee.core.game import GameInfo
from referee.games.catan.five_six.game import CatanFiveSix, FiveSixState
from referee.games.catan.game import Catan


def with_five_six(member: type[Catan], info: GameInfo, tables: Callable[[type[Catan]], dict[str, Any]],
                  doc: str) -> type[Catan]:
    """The class of ``member`` with 5–6 players: ``info`` names it, ``tables(CatanFiveSix)`` gives its tables."""
    state = dataclass(type(f"{member.State.__name__}FiveSix", (member.State, FiveSixState), {}))
    cls = type(f"{member.__name__}FiveSix", (member, CatanFiveSix),
               {"INFO": info, "State": state, "larger": None, "__doc__": doc, "__module__": member.__module__,
                **tables(CatanFiveSix)})
    own = {o.name for o in member.options}
    cls.options = (*member.options, *(o for o in CatanFiveSix.options if o.name not in own))
    return cls
