"""The TOML types of hand-edited set-up data, declared once per game and checked before anything reads it.

A shape is a Python type (``str``, ``int`` — never a boolean —, ``bool``, ``float``), a list of one
shape (an array of such items), a dict (a table; the keys given are checked when present, the
others are left to the game, which names the rule they break), :class:`Each` (a table whose
every value has one shape, e.g. the hexes of a board), or a tuple of shapes (any one of them)::

    BOARD = {"robber": str, "hexes": Each({"terrain": str, "number": int}), "harbours": [{"path": str}]}
    check(data, BOARD, "board")       # NotationError: board.robber holds an array ([]) — expected a text

Absence is never a shape error: whether a key must be there is the game's rule to say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from referee.core.errors import NotationError
from referee.core.i18n import N_, _, translate

TOML_TYPES = {bool: N_("a boolean"), int: N_("an integer"), float: N_("a float"), str: N_("a text"),
              list: N_("an array"), dict: N_("a table")}
SHOWN = 40          # characters of a wrong value quoted in a message


def toml_type(value: Any) -> str:
    """The TOML name of a value's type, in words (translated)."""
    return translate(TOML_TYPES.get(type(value), N_("a date or time")))


@dataclass(frozen=True)
class Each:
    """A table whose keys are names (hexes, cities, colours) and whose every value has one shape."""

    shape: Any


def expected(shape: Any) -> str:
    """A shape in words: ``a text``, ``an array of tables``."""
    if isinstance(shape, tuple):
        return _(" or ").join(expected(one) for one in shape)
    if isinstance(shape, list):
        return _("an array of {items}", items=_plural(shape[0]))
    if isinstance(shape, (dict, Each)):
        return translate(TOML_TYPES[dict])
    return translate(TOML_TYPES[shape])


def _plural(shape: Any) -> str:
    if isinstance(shape, tuple):
        return _(" or ").join(_plural(one) for one in shape)
    if isinstance(shape, list):
        return _("arrays")
    if isinstance(shape, (dict, Each)):
        return _("tables")
    return translate(PLURALS[shape])


PLURALS = {bool: N_("booleans"), int: N_("integers"), float: N_("floats"), str: N_("texts")}


def _fits(value: Any, shape: Any) -> bool:
    if isinstance(shape, list):
        return type(value) is list
    if isinstance(shape, (dict, Each)):
        return type(value) is dict
    return type(value) is shape


def _holds(value: Any) -> str:
    text = repr(value)
    if len(text) > SHOWN:
        text = text[:SHOWN - 1] + "…"
    return f"{toml_type(value)} ({text})"


def check(value: Any, shape: Any, where: str) -> None:
    """Raise :class:`NotationError` naming the first field of ``value`` whose type is not its shape's.

    ``where`` names ``value`` (``board``); the fields inside it are named from there (``board.hexes.1a``).
    """
    problem = _problem(value, shape, where)
    if problem is not None:
        raise problem


def _problem(value: Any, shape: Any, where: str) -> NotationError | None:
    if isinstance(shape, tuple):
        problems = [_problem(value, one, where) for one in shape]
        if not all(problems):
            return None
        inner = [p for one, p in zip(shape, problems) if _fits(value, one)]     # the right type, a wrong item
        return inner[0] if inner else _wrong(value, shape, where)
    if not _fits(value, shape):
        return _wrong(value, shape, where)
    if isinstance(shape, list):
        items = ((f"{where}[{index}]", item, shape[0]) for index, item in enumerate(value))
    elif isinstance(shape, Each):
        items = ((_key(where, key), item, shape.shape) for key, item in value.items())
    elif isinstance(shape, dict):
        items = ((_key(where, key), item, shape[key]) for key, item in value.items() if key in shape)
    else:
        return None
    return next((p for place, item, inner in items if (p := _problem(item, inner, place)) is not None), None)


def _key(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _wrong(value: Any, shape: Any, where: str) -> NotationError:
    return NotationError(_("{field} holds {holds}", field=where, holds=_holds(value)),
                         _("expected {shape}", shape=expected(shape)))
