"""Every recorded event back to the line a person types (``Game.typed``): the inverse of ``Game.parse``.

A game keeps a table from event kind to a small function ``(state, event) -> words`` (verb first), beside the
module that parses those words. :func:`line` looks the kind up and adds the options the command line carries:
``--player NAME`` when ``parse`` would take someone else by default in that state, ``--note TEXT`` when the event
has a note. What the table of a kind writes, ``parse`` reads back into the same event (canonical names, English).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from referee.core.errors import NotationError, RefereeError
from referee.core.i18n import _

Writer = Callable[[Any, dict], list[str]]


def line(game, state: Any, event: dict, table: Mapping[str, Writer]) -> list[str]:
    """The words of the command line that records ``event`` in ``state`` (the state before it)."""
    write = table.get(event["kind"])
    if write is None:
        raise NotationError(_("{game} has no typed form of '{kind}'", game=game.key, kind=event["kind"]),
                            _("typed forms: {kinds}", kinds=", ".join(sorted(table)) or _("none")))
    words = write(state, event)
    if "player" in event and default_player(game, state, words) != event["player"]:
        words += ["--player", event["player"]]
    if event.get("note"):
        words += ["--note", event["note"]]
    return words


def default_player(game, state: Any, words: list[str]) -> str | None:
    """Who ``parse`` takes for ``words`` without ``--player`` (None when it cannot tell): the game's own quick answer
    (``Game.reads_player``) where it has one, else ``parse`` itself."""
    quick = getattr(game, "reads_player", None)
    if quick is not None:
        return quick(state, words)
    try:
        return game.parse(state, words[0], words[1:], None).get("player")
    except RefereeError:
        return None


def _hole(cards: Any, form: str) -> list[str] | None:
    """The words of an open slot standing for the cards (:class:`referee.core.awaited.Hole`), noting their form."""
    if not hasattr(cards, "slot"):
        return None
    cards.form = form
    return [str(cards)]


def bag(cards: Mapping[str, int]) -> list[str]:
    """``{wool: 2, ore: 1}`` → ``2 wool 1 ore``."""
    hole = _hole(cards, "count name")
    if hole is not None:
        return hole
    return [word for name, n in cards.items() for word in (str(n), name)]


def pairs(cards: Mapping[str, int]) -> list[str]:
    """``{food: 4}`` → ``food=4``, the form of games whose bags are typed as ``NAME=N``."""
    hole = _hole(cards, "name=count")
    if hole is not None:
        return hole
    return [f"{name}={n}" for name, n in cards.items()]


def names(cards: Mapping[str, int]) -> list[str]:
    """``{ore: 2}`` → ``ore ore``: each card by name, where a count would be read as another number."""
    hole = _hole(cards, "names")
    if hole is not None:
        return hole
    return [name for name, n in cards.items() for _i in range(n)]


def assignments(counts: Mapping[str, int]) -> list[str]:
    """``{Anna: 2, Ben: 0}`` → ``Anna=2,Ben=0``: one word, zeros too (what each player handed over)."""
    hole = _hole(counts, "name=count,")
    if hole is not None:
        return hole
    return [",".join(f"{name}={n}" for name, n in counts.items())]


def each(values: Iterable[Any]) -> list[str]:
    """``[3e:3, 3e:5]`` → ``3e:3 3e:5``: a list of values, a word each."""
    hole = _hole(values, "words")
    if hole is not None:
        return hole
    return [str(v) for v in values]


def labelled(word: str, values: Iterable[Any] | None) -> list[str]:
    """``via 3c:2 3c:4``: a keyword and the values after it, or nothing when there are none."""
    values = [str(v) for v in values or ()]
    return [word, *values] if values else []


def optional(event: dict, *fields: str) -> list[str]:
    """The values of those of ``fields`` the event has, in that order (each as text)."""
    return [str(event[f]) for f in fields if f in event]
