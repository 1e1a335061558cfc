"""Each event of the TD&E scenarios' own kinds back to its line (``treasure two_free_routes 3e:1 ship 4e:2``,
``number 3f 9``, ``number 3f from 2b``, ``steal Ben wool``, ``fight 2f:4 2``, ``build settlement 3d:4 2c``): the
inverse of their parsers (:func:`treasure.parse`, :func:`greater_catan.game.parse_number`, the Desert Dragons'
``steal`` and ``build`` naming its desert, the Enchanted Land's ``fight``)."""

from __future__ import annotations

from referee.core.typed import bag, labelled, optional
from referee.games.catan import typed as base
from referee.games.catan.seafarers import typed as sea


def build(state, event: dict) -> list[str]:
    """The place, then the desert the build's dragons went onto where the event names it (TDE-DESERT-3)."""
    return [*base.build(state, event), *optional(event, "desert")]


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
