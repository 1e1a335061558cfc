"""Each event of the TD&E scenarios' own kinds back to its line (``treasure two_free_routes 3e:1 ship 4e:2``,
``number 3f 9``, ``number 3f from 2b``, ``steal Ben wool``, ``fight 2f:4 2``): the inverse of their parsers
(:func:`treasure.parse`, :func:`greater_catan.game.parse_number`, the Desert Dragons' ``steal``, the Enchanted
Land's ``fight``)."""

from __future__ import annotations

from referee.core.typed import bag, labelled, optional
from referee.games.catan.seafarers import typed as sea


def treasure(state, event: dict) -> list[str]:
    """The reward, then its details; with Cities & Knights a development card's word is the progress deck."""
    reward = event["reward"]
    routes = sea.pieces(event) if reward == "two_free_routes" else []
    return ["treasure", reward, *bag(event.get("take", {})), *routes,
            *optional(event, "card", "deck", "harbour", "site")]


def number(state, event: dict) -> list[str]:
    return ["number", event["at"], *optional(event, "number"), *labelled("from", optional(event, "from"))]


def steal(state, event: dict) -> list[str]:
    return ["steal", *optional(event, "victim", "stolen")]


def fight(state, event: dict) -> list[str]:
    return ["fight", event["at"], str(event["shows"])]
