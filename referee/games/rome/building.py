"""Phase 2 building: army pairs, wagons and action cards, with gold as a joker — ROME-BUILD, ROME-GOLD."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import N_, Term, _, translate
from referee.games.rome.common import bag_text, check_action_draw, draw_action, good, owns, pay, require
from referee.games.rome.components import COSTS, N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import SINGULAR

WHAT = {"army": N_("an army pair"), "wagon": N_("a wagon"), "card": N_("an action card")}


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
            raise RuleViolation("ROME-GOLD-1", _("{player} has used gold as a joker once in this phase already",
                                                 player=player.name),
                                _("pay {cost} in cards", cost=bag_text(COSTS[piece])))
        if joker == "gold" or joker not in COSTS[piece]:
            raise RuleViolation("ROME-GOLD-3", _("3 gold stand in for a resource card of the price; {what} costs "
                                                 "{cost}", what=translate(WHAT[piece]), cost=bag_text(COSTS[piece])),
                                _("joker {cards}", cards=_(" or ").join(str(good(k)) for k in COSTS[piece] if k != "gold")))
    if piece == "army" and not (player.reserve["horsemen"] or player.reserve["warriors"]):
        raise RuleViolation("ROME-BUILD-3", _("{player} has no horseman and no warrior left in his reserve",
                                              player=player.name), _("build a wagon or buy an action card"))
    if piece == "wagon":
        if "box" not in event:
            raise RuleViolation("ROME-BUILD-4", _("a wagon goes into the horseman or the warrior box: which?"),
                                _("build wagon horsemen, or build wagon warriors"))
        if not player.reserve["wagons"]:
            raise RuleViolation("ROME-BUILD-4", _("{player} has no wagon left in his reserve", player=player.name),
                                _("build an army pair or buy an action card"))
    elif "box" in event:
        raise RuleViolation("ROME-BUILD-2", _("{what} goes into no box of the player's choice",
                                              what=translate(WHAT[piece])),
                            _("build {piece}", piece=piece))
    if piece != "card" and "card" in event:
        raise RuleViolation("ROME-BUILD-5", _("only an action card purchase draws a card"), _("build {piece}", piece=piece))
    require("ROME-BUILD-1", player, cost(state, event), translate(WHAT[piece]), lambda: _joker_hint(state, event))
    if piece == "card":
        if state.action_deck_left() <= 0:
            raise RuleViolation("ROME-BUILD-5", _("the action deck is empty: no card can be bought"),
                                _("build an army pair or a wagon"))
        check_action_draw(state, event.get("card"), "ROME-BUILD-5", _("buying an action card"))


def _joker_hint(state: RomeState, event: dict) -> str | None:
    """ROME-GOLD-1: the joker commands that would pay, when the price in cards does not and the joker is unused."""
    player = state.by_name[event["player"]]
    if event.get("joker") or state.this_part.joker:
        return None
    jokers = [k for k in COSTS[event["piece"]] if k != "gold" and owns(player, cost(state, {**event, "joker": k}))]
    return _("3 gold may stand in for one card of the price (ROME-GOLD-1): {commands}",
             commands=_(" or ").join(f"'{typed(event)} joker {good(k)}'" for k in jokers)) if jokers else None


def typed(event: dict) -> str:
    """The command that records ``event`` (without its joker): ``build army``, ``build wagon horsemen``,
    ``buy diplomat``."""
    if event["piece"] == "card":
        return " ".join(["buy", *([event["card"]] if event.get("card") else [])])
    return " ".join(["build", event["piece"], *([event["box"]] if event.get("box") else [])])


def apply(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    price = cost(state, event)
    pay(state, player, price)
    if event.get("joker"):
        state.this_part.joker = True
    piece = event["piece"]
    if piece == "army":
        what = army(player)
    elif piece == "wagon":
        box = event["box"]
        player.reserve["wagons"] -= 1
        player.tribes[box].wagons += 1
        what = _(" for a wagon in the {box} box ({wagons} wagons) (ROME-BUILD-4)", box=Term("tribe", box),
                 wagons=player.tribes[box].wagons)
    else:
        draw_action(state, player, event.get("card"))
        what = (_(" for an action card: {card} (ROME-BUILD-5)", card=Term("action card", event["card"]))
                if event.get("card") else _(" for an action card, drawn face down (ROME-BUILD-5)"))
    joker = _("; 3 gold stand in for the {card} (ROME-GOLD-1)", card=good(event["joker"])) if event.get("joker") else ""
    return Outcome().say("{player} pays {cost}{what}{joker}.", player=player.name, cost=bag_text(price), what=what,
                         joker=joker)


def army(player: Player) -> str:
    """ROME-BUILD-2/3: one horseman and one warrior from the reserve into their boxes; only one if the other is out."""
    got = []
    for kind in ("horsemen", "warriors"):
        if player.reserve[kind]:
            player.reserve[kind] -= 1
            player.tribes[kind].figures += 1
            got.append(_("1 {figure} into the {box} box ({figures})", figure=Term("figure", SINGULAR[kind]),
                         box=Term("tribe", kind), figures=player.tribes[kind].figures))
    short = "" if len(got) == 2 else _(" — the reserve had only this one (ROME-BUILD-3)")
    return _(" for {figures}{short} (ROME-BUILD-2)", figures=_("{a} and {b}", a=got[0], b=got[1]) if len(got) == 2 else got[0],
             short=short)
