"""Each Seafarers event back to its line (``move 2e:5 3e:1``, ``pirate 3e Ben wool``, ``roll 9 gold Anna 1 ore``,
``play road_building 2b:3 ship 2e:5``, ``discover 4f gold 9 ore``): the inverse of :mod:`notation`; the base
game's kinds are written as :mod:`referee.games.catan.typed` writes them."""

from __future__ import annotations

from referee.core.typed import bag, labelled, names, optional
from referee.games.catan import typed as base


def roll(state, event: dict) -> list[str]:
    """The base game's roll, then what each player chose from a gold field (``gold Anna 1 ore Ben 1 wool``)."""
    return [*base.roll(state, event), *gold(event)]


def gold(event: dict) -> list[str]:
    return labelled("gold", [w for name, cards in event.get("gold", {}).items() for w in (name, *bag(cards))])


def move_ship(state, event: dict) -> list[str]:
    return ["move", event["from"], event["to"]]


def pirate(state, event: dict) -> list[str]:
    return ["pirate", *base.theft(event)]


def discover(state, event: dict) -> list[str]:
    """``4f forest 9``; a gold field's choice by name only (``4f gold 9 ore``), so no count reads as the number;
    ``none`` where the discoverer declined the reward (TDE-ISLANDS-4: ``take = {}``)."""
    take = event.get("take")
    return ["discover", event["hex"], event["terrain"], *optional(event, "number"),
            *(["none"] if take == {} else names(take or {}))]


def pieces(event: dict) -> list[str]:
    """``2b:3 ship 2e:5``: the roads, then each ship after the word ``ship``."""
    return [*event.get("roads", []), *(w for path in event.get("ships", []) for w in ("ship", path))]


def play(state, event: dict) -> list[str]:
    if event["card"] == "road_building":
        return ["play", "road_building", *pieces(event)]
    return base.play(state, event)


TYPED = {**base.TYPED, "roll": roll, "move_ship": move_ship, "pirate": pirate, "discover": discover, "play": play}
