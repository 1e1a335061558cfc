"""Each Catan event back to the line that records it (``build road 3e:3``, ``trade Ben give 1 ore get 1 brick``):
the inverse of :mod:`notation`, a table by event kind (:mod:`referee.core.typed`)."""

from __future__ import annotations

from referee.core.typed import assignments, bag, each, optional


def build(state, event: dict) -> list[str]:
    return ["build", event["piece"], event["at"]]


def roll(state, event: dict) -> list[str]:
    return ["roll", *each(event.get("dice") or [event["total"]])]


def discard(state, event: dict) -> list[str]:
    """The player named unless he is the only one who must discard (``discard 4 wool``, ``discard Ben 4 wool``)."""
    who = [] if list(state.owed) == [event["player"]] else [event["player"]]
    if "cards" not in event:                           # discarded unseen: only how many
        return ["discard", *who, str(event["count"])]
    return ["discard", *who, *bag(event["cards"])]


def told(event: dict) -> list[str]:
    """``private``: a card only the players in ``seen_by`` saw (:mod:`referee.games.catan.private`)."""
    return ["private"] if event.get("seen_by") else []


def robber(state, event: dict) -> list[str]:
    return ["robber", *theft(event), *told(event)]


def theft(event: dict) -> list[str]:
    """``3e Ben wool``: the hex, and the victim and the card when the table named them."""
    return [event["to"], *optional(event, "victim", "stolen")]


def trade(state, event: dict) -> list[str]:
    return ["trade", event["with"], "give", *bag(event["give"]), "get", *bag(event["get"])]


def maritime(state, event: dict) -> list[str]:
    return ["maritime", *bag(event["give"]), "for", *bag(event["get"])]


def buy(state, event: dict) -> list[str]:
    return ["buy", *optional(event, "card"), *told(event)]


def play(state, event: dict) -> list[str]:
    card = event["card"]
    return ["play", card, *PLAYED.get(card, lambda event: [])(event), *told(event)]


def got(event: dict) -> list[str]:
    """``--got Anna=2,Ben=0``: what each other player handed over to a Monopoly (zero counts too)."""
    return ["--got", *assignments(event["got"])] if "got" in event else []


PLAYED = {
    "knight": theft,
    "road_building": lambda event: each(event.get("roads", [])),
    "year_of_plenty": lambda event: bag(event["take"]),
    "monopoly": lambda event: [event["resource"], *got(event)],
}


def reveal(state, event: dict) -> list[str]:
    return ["reveal", event["card"], *optional(event, "count")]


TYPED = {"build": build, "roll": roll, "discard": discard, "robber": robber, "trade": trade, "maritime": maritime,
         "buy": buy, "play": play, "end": lambda state, event: ["end"], "reveal": reveal}
