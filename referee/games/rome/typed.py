"""Each Struggle for Rome event back to its line (``move 3c:4 via 3c:2 pay 1 grain``, ``plunder Trier action loss
draws horse diplomat``, ``trade bank 3 ore for 1 grain``): the inverse of :mod:`notation`, a table by event kind."""

from __future__ import annotations

from referee.core.typed import bag, each, labelled, optional


def start(state, event: dict) -> list[str]:
    """``start horsemen X1 [TOUCHING…] warriors X2 [TOUCHING…] [pasture CARD]``."""
    tribes = [w for tribe in ("horsemen", "warriors")
              for w in (tribe, event[tribe], *each(event.get(f"{tribe}_touch", [])))]
    card = event.get("pasture")
    if hasattr(card, "slot"):           # an open slot (core.awaited.Hole): a lone card before the tribes is the
        return ["start", card, *tribes]  # pasture card, so that a card left out (face down) leaves no word behind
    return ["start", *tribes, *(["pasture", card] if card else [])]


def legionnaire(state, event: dict) -> list[str]:
    return ["legionnaire", event["to"], *theft(event)]


def theft(event: dict) -> list[str]:
    """``Ben horse``, ``Ben 2 gold``: the victim and what was taken, as far as the table typed it."""
    if "victim" not in event:
        return []
    taken = ([str(event["gold"]), "gold"] if "gold" in event else [event["stolen"]] if "stolen" in event else [])
    return [event["victim"], *taken]


def roll(state, event: dict) -> list[str]:
    """The dice, the pasture cards drawn (``Anna=horse``) and the cards given back (``returns Ben=cattle``)."""
    return ["roll", *each(event.get("dice") or [event["total"]]), *each(event.get("pasture", [])),
            *listed("returns", event.get("returns"))]


def trade(state, event: dict) -> list[str]:
    return ["trade", event["with"], "give", *bag(event["give"]), "get", *bag(event["get"])]


def bank(state, event: dict) -> list[str]:
    """``trade bank 3 ore for 1 grain``; ``for 1 pasture`` is the top pasture card, drawn face down."""
    return ["trade", "bank", *bag(event["give"]), "for", *bag(event["get"])]


def build(state, event: dict) -> list[str]:
    """``build army``, ``build wagon horsemen``; an action card is bought: ``buy [CARD] [joker CARD]``."""
    joker = ["joker", event["joker"]] if "joker" in event else []
    if event["piece"] == "card":
        return ["buy", *optional(event, "card"), *joker]
    return ["build", event["piece"], *optional(event, "box"), *joker]


def play(state, event: dict) -> list[str]:
    return ["play", event["card"], *optional(event, "to"), *theft(event), *each(event.get("drew", []))]


def move(state, event: dict) -> list[str]:
    """``move DEST [via …] [arrows …] [touching …] [pay …] [leader]``; a route that crosses no arrow is
    ``arrows none``."""
    arrows = ["arrows", *(each(event["arrows"]) or ["none"])] if "arrows" in event else []
    pay = ["pay", *bag(event["pay"])] if "pay" in event else []
    leader = ["leader"] if event.get("card") == "great_tribal_leader" else []
    return ["move", event["to"], *labelled("via", event.get("via")), *arrows,
            *listed("touching", event.get("touch")), *pay, *leader]


def plunder(state, event: dict) -> list[str]:
    """``plunder CITY SYMBOLS… [traitor] [draws PASTURE [ACTION]]``; a blank counter shows no symbol."""
    return ["plunder", event["city"], *(each(event["face"]) or ["blank"]), *(["traitor"] if "card" in event else []),
            *labelled("draws", optional(event, "pasture", "action"))]


def conquer(state, event: dict) -> list[str]:
    return ["conquer", event["city"], *(["traitor"] if "card" in event else []),
            *labelled("from", optional(event, "from")), *listed("arrows", event.get("arrows")),
            *listed("touching", event.get("touch"))]


def listed(word: str, values) -> list[str]:
    """``touching h1 h2``: a keyword and a list's values (an open slot's words through :func:`each`), or nothing."""
    words = each(values or [])
    return [word, *words] if words else []


def pass_(state, event: dict) -> list[str]:
    return ["pass", *optional(event, "take")]


def reveal(state, event: dict) -> list[str]:
    return ["reveal", event["card"], *optional(event, "count")]


TYPED = {"start": start, "legionnaire": legionnaire, "roll": roll, "trade": trade, "bank": bank, "build": build,
         "play": play, "move": move, "plunder": plunder, "conquer": conquer, "pass": pass_,
         "end": lambda state, event: ["end"], "reveal": reveal}
