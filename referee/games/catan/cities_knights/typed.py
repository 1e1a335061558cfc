"""Each Cities & Knights event back to its line (``roll 3 5 red 5 ship``, ``knight chase 3e:4 2c Ben cloth``,
``improve politics 3e:4``, ``progress merchant from Ben 2 wool``, ``build wall 3e:4``): the inverse of
:mod:`notation`; the rest is written as Seafarers' :mod:`~referee.games.catan.seafarers.typed` writes it."""

from __future__ import annotations

from referee.core.typed import bag, labelled, names, optional
from referee.games.catan import typed as base
from referee.games.catan.seafarers import typed as sea


def roll(state, event: dict) -> list[str]:
    """The dice, the red die and the event die's face, then the corners a lost attack costs, the gold chosen and
    the progress cards drawn (``progress Anna science science Ben trade``: last, a deck may be named by a face's
    colour)."""
    drawn = [w for name, decks in event.get("progress", {}).items() for w in (name, *names(decks))]
    return [*base.roll(state, event), "red", str(event["red"]), event["event"], *labelled("lose", event.get("lose")),
            *sea.gold(event), *labelled("progress", drawn)]


def knight(state, event: dict) -> list[str]:
    return ["knight", event["action"], event["at"], *optional(event, "to", "place", "victim", "stolen")]


def improve(state, event: dict) -> list[str]:
    return ["improve", event["track"], *optional(event, "at")]


def progress(state, event: dict) -> list[str]:
    card = event["card"]
    return ["progress", card, *PLAYED.get(card, _declared)(event)]


def _declared(event: dict) -> list[str]:
    """What a card the referee does not follow did, as the table declares it (``from Ben 2 wool``, ``from bank 1
    ore``, ``paid 1 grain``, ``points 1``); its note is the event's ``--note``."""
    gained = [w for source, cards in event.get("gained", {}).items() for w in ("from", source, *bag(cards))]
    paid = ["paid", *bag(event["paid"])] if "paid" in event else []
    return [*gained, *paid, *labelled("points", optional(event, "points"))]


PLAYED = {
    "inventor": lambda event: list(event.get("hexes", [])),
    "deserter": lambda event: optional(event, "at", "place"),
    "intrigue": lambda event: optional(event, "at", "place"),
    "irrigation": lambda event: [],
}

TYPED = {**sea.TYPED, "roll": roll, "knight": knight, "improve": improve, "progress": progress}
