"""Each Warriors & Traders event back to its line (``setup C production=2``, ``trade Ben goods=3 get weapons=1``,
``act army infantry C1``, ``battle C3 dealt barbarian-army=1 taken infantry-1=1``): the inverse of
:mod:`notation`, a table by event kind."""

from __future__ import annotations

from referee.core.typed import optional, pairs


def trade(state, event: dict) -> list[str]:
    return ["trade", event["with"], *pairs(event["give"]), "get", *pairs(event["get"])]


def act(state, event: dict) -> list[str]:
    return ["act", event["action"], *optional(event, "track", "unit", "province", "to", "target")]


def battle(state, event: dict) -> list[str]:
    """The province, then each part the table typed: the damage as ``UNIT=N``, the units as names."""
    parts = [w for part in ("dealt", "taken") for w in (part, *pairs(event[part]))]
    lists = [w for part in ("retreat", "withdraw", "dead") if part in event for w in (part, *event[part])]
    return ["battle", event["province"], *parts, *lists]


TYPED = {
    "setup": lambda state, event: ["setup", event["country"], *pairs(event["tokens"])],
    "feed": lambda state, event: ["feed", *event.get("starve", [])],
    "bank": lambda state, event: ["bank", *pairs(event["give"]), "get", *pairs(event["get"])],
    "route": lambda state, event: ["route", event["with"]],
    "trade": trade,
    "act": act,
    "transfer": lambda state, event: ["transfer", event["track"], event["to"]],
    "move": lambda state, event: ["move", event["unit"], *event["path"]],
    "battle": battle,
    "unify": lambda state, event: ["unify", *event["provinces"]],
    "peace": lambda state, event: ["peace", event["with"]],
    "buy": lambda state, event: ["buy", str(event["vp"])],
    "end": lambda state, event: ["end"],
    "close": lambda state, event: ["end", "all"],
}
