"""Each Best Friends event back to its line (``favour scholars``, ``exchange merchants for scholars``, ``guild
traders ore``, ``guild merchants give 2 wool get 1 ore``): the inverse of
:func:`~referee.games.catan.bestfriends.game.parse_friends`."""

from __future__ import annotations

from referee.core.typed import bag, optional


def favour(state, event: dict) -> list[str]:
    return ["favour", event["guild"]]


def exchange(state, event: dict) -> list[str]:
    return ["exchange", *event["returned"], "for", event["guild"]]


def guild(state, event: dict) -> list[str]:
    trade = ["give", *bag(event["give"]), "get", *bag(event["get"])] if "give" in event or "get" in event else []
    return ["guild", event["guild"], *trade, *optional(event, "resource", "at", "card")]


TYPED = {"favour": favour, "exchange": exchange, "guild": guild}
