"""Phase 2 building: army pairs, wagons and action cards, with gold as a joker — ROME-BUILD, ROME-GOLD."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.rome.common import bag_text, check_action_draw, draw_action, pay, require
from referee.games.rome.components import COSTS, N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import SINGULAR

WHAT = {"army": "an army pair", "wagon": "a wagon", "card": "an action card"}


def cost(state: RomeState, event: dict) -> dict[str, int]:
    """The price, with one resource card replaced by 3 gold if the joker is used (ROME-GOLD-1…3)."""
    price = dict(COSTS[event["piece"]])
    joker = event.get("joker")
    if joker:
        price[joker] -= 1
        if not price[joker]:
            del price[joker]
        price["gold"] = price.get("gold", 0) + N["joker_gold"]
    return price


def validate(state: RomeState, event: dict) -> None:
    player = state.by_name[event["player"]]
    piece, joker = event["piece"], event.get("joker")
    if joker:
        if state.this_part.joker:
            raise RuleViolation("ROME-GOLD-1", f"{player.name} has used gold as a joker once in this phase already",
                                f"pay {bag_text(COSTS[piece])} in cards")
        if joker == "gold" or joker not in COSTS[piece]:
            raise RuleViolation("ROME-GOLD-3", f"3 gold stand in for a resource card of the price; {WHAT[piece]} "
                                               f"costs {bag_text(COSTS[piece])}",
                                f"joker {' or '.join(k for k in COSTS[piece] if k != 'gold')}")
    if piece == "army" and not (player.reserve["horsemen"] or player.reserve["warriors"]):
        raise RuleViolation("ROME-BUILD-3", f"{player.name} has no horseman and no warrior left in his reserve",
                            "build a wagon or buy an action card")
    if piece == "wagon":
        if "box" not in event:
            raise RuleViolation("ROME-BUILD-4", "a wagon goes into the horseman or the warrior box: which?",
                                "build wagon horsemen, or build wagon warriors")
        if not player.reserve["wagons"]:
            raise RuleViolation("ROME-BUILD-4", f"{player.name} has no wagon left in his reserve",
                                "build an army pair or buy an action card")
    elif "box" in event:
        raise RuleViolation("ROME-BUILD-2", f"{WHAT[piece]} goes into no box of the player's choice",
                            f"build {piece}")
    if piece != "card" and "card" in event:
        raise RuleViolation("ROME-BUILD-5", "only an action card purchase draws a card", f"build {piece}")
    require("ROME-BUILD-1", player, cost(state, event), WHAT[piece])
    if piece == "card":
        if state.action_deck_left() <= 0:
            raise RuleViolation("ROME-BUILD-5", "the action deck is empty: no card can be bought",
                                "build an army pair or a wagon")
        check_action_draw(state, event.get("card"), "ROME-BUILD-5", "buying an action card")


def apply(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    price = cost(state, event)
    pay(state, player, price)
    if event.get("joker"):
        state.this_part.joker = True
    piece = event["piece"]
    line = f"{player.name} pays {bag_text(price)}"
    if piece == "army":
        line += army(player)
    elif piece == "wagon":
        box = event["box"]
        player.reserve["wagons"] -= 1
        player.tribes[box].wagons += 1
        line += f" for a wagon in the {box} box ({player.tribes[box].wagons} wagons) (ROME-BUILD-4)"
    else:
        draw_action(state, player, event["card"])
        line += f" for an action card: {event['card']} (ROME-BUILD-5)"
    if event.get("joker"):
        line += f"; 3 gold stand in for the {event['joker']} (ROME-GOLD-1)"
    return Outcome([line + "."])


def army(player: Player) -> str:
    """ROME-BUILD-2/3: one horseman and one warrior from the reserve into their boxes; only one if the other is out."""
    got = []
    for kind in ("horsemen", "warriors"):
        if player.reserve[kind]:
            player.reserve[kind] -= 1
            player.tribes[kind].figures += 1
            got.append(f"1 {SINGULAR[kind]} into the {kind} box ({player.tribes[kind].figures})")
    short = "" if len(got) == 2 else " — the reserve had only this one (ROME-BUILD-3)"
    return " for " + " and ".join(got) + short + " (ROME-BUILD-2)"
