"""Each ``helper`` event back to its line (``helper merchant ore Ben:wool then flip``, ``helper priest settlement
2c:6 table then flip``): the inverse of :func:`~referee.games.catan.helpers.game.parse_helper`, by the helper's
effect. ``then`` is always written: a helper used on side B names the helper taken in exchange."""

from __future__ import annotations

from referee.core.typed import bag, optional
from referee.games.catan.helpers.cards import HELPERS


def helper(state, event: dict) -> list[str]:
    name = event["name"]
    return ["helper", name, *EFFECTS[HELPERS[name].effect](event), "then", event["then"]]


def _merchant(event: dict) -> list[str]:
    return [event["resource"], *(f"{who}:{card}" for who, card in zip(event["from"], event["back"]))]


def _declared(event: dict) -> list[str]:
    return [w for key in ("take", "pay") if key in event for w in (key, *bag(event[key]))]


EFFECTS = {
    "merchant": _merchant,
    "mendicant": lambda event: [event["at"], "pay", *bag(event["pay"])],
    "mayor": lambda event: [event["resource"]],
    "captain": lambda event: [event["resource"]],
    "general": lambda event: optional(event, "resource"),
    "robber_bride": lambda event: [event["to"]],
    "priest": lambda event: [event["piece"], event["at"], event["knight"]],
    "noblewoman": lambda event: optional(event, "victim", "stolen"),
    "declared": _declared,
}
