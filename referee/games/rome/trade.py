"""Phase 2 trading: with the other players and with the bank at 3:1 — ROME-TRADE."""

from __future__ import annotations

from collections import Counter

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.rome.common import bag_text, check_pasture, draw_pasture, good, holding, owns, pay
from referee.games.rome.components import N
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import PASTURE


def validate_trade(state: RomeState, event: dict) -> None:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    if player is partner:
        others = ", ".join(p.name for p in state.players if p is not player)
        raise RuleViolation("ROME-TRADE-1", _("{player} is on both sides of the trade", player=player.name),
                            _("trade with {others}, or the bank", others=others))
    give, get = event["give"], event["get"]
    if not give or not get:
        raise RuleViolation("ROME-TRADE-1", _("a trade gives something for something, not {give} for {get}",
                                              give=bag_text(give), get=bag_text(get)), "trade NAME give … get …")
    if ("gold" in give or "gold" in get) and not state.options["gold_in_player_trades"]:
        raise RuleViolation("ROME-TRADE-4", _("gold is not traded between players in this game "
                                              "(option gold_in_player_trades = false)"), _("resource cards only"))
    if not owns(player, give):
        raise RuleViolation("ROME-TRADE-1", _("{player} cannot give {cards}", player=player.name, cards=bag_text(give)),
                            holding(player))
    if not owns(partner, get):
        raise RuleViolation("ROME-TRADE-1", _("{player} cannot give {cards}", player=partner.name, cards=bag_text(get)),
                            holding(partner))


def _move(src, dst, bag) -> None:
    for k, n in bag.items():
        if k == "gold":
            src.gold -= n
            dst.gold += n
        else:
            src.hand[k] -= n
            dst.hand[k] += n


def apply_trade(state: RomeState, event: dict) -> Outcome:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    _move(player, partner, event["give"])
    _move(partner, player, event["get"])
    return Outcome().say("{player} gives {give} to {partner} for {get}.", player=player.name,
                         give=bag_text(event["give"]), partner=partner.name, get=bag_text(event["get"]))


def validate_bank(state: RomeState, event: dict) -> None:
    """ROME-TRADE-2/3: three like cards for one grain, one ore or the top pasture card; never gold."""
    player = state.by_name[event["player"]]
    give, get = event["give"], event["get"]
    rate = N["bank_rate"]
    if "gold" in give or "gold" in get:
        raise RuleViolation("ROME-TRADE-3", _("the bank does not trade gold for resources"),
                            _("{rate} like resource cards for 1 grain, 1 ore or 1 pasture card", rate=rate))
    if not give or not get:
        raise RuleViolation("ROME-TRADE-2", _("a bank trade gives {rate} like cards and gets 1 card", rate=rate),
                            _("e.g. trade bank 3 ore for grain"))
    for resource, n in give.items():
        if n % rate:
            raise RuleViolation("ROME-TRADE-2", _("the bank takes like cards {rate} at a time, not {cards}", rate=rate,
                                                  cards=bag_text({resource: n})),
                                _("{rate}, {twice}, … {card}", rate=rate, twice=2 * rate, card=good(resource)))
    units = sum(give.values()) // rate
    if sum(get.values()) != units:
        raise RuleViolation("ROME-TRADE-2", _("{cards} buys {units} card(s) from the bank, not {asked}",
                                              cards=bag_text(give), units=units, asked=sum(get.values())),
                            _("{rate} like cards for 1", rate=rate))
    for resource in ("grain", "ore"):
        if resource in give and resource in get:
            raise RuleViolation("ROME-TRADE-2", _("{card} for {card} is no trade", card=good(resource)),
                                _("ask for another card"))
    if not owns(player, give):
        raise RuleViolation("ROME-TRADE-2", _("{player} cannot give {cards}", player=player.name, cards=bag_text(give)),
                            holding(player))
    for resource in ("grain", "ore"):
        if get.get(resource, 0) > state.pile(resource):
            raise RuleViolation("ROME-TRADE-2", _("the {card} pile holds {left}", card=good(resource),
                                                  left=state.pile(resource)), _("ask for another card"))
    drawn = drawn_cards(get)
    if drawn:
        returned = Counter({k: give[k] for k in PASTURE if give.get(k)})
        if len(drawn) > state.pasture_left() + sum(returned.values()):
            raise RuleViolation("ROME-TRADE-2", _("the pasture pile and its discard are empty"),
                                _("ask for grain or ore"))
        check_pasture(state, drawn, "ROME-TRADE-2", len(drawn), _("the pasture card(s) from the bank"),
                      returned)


def apply_bank(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    pay(state, player, event["give"])
    for resource in ("grain", "ore"):
        player.hand[resource] += event["get"].get(resource, 0)
    out = Outcome().say("{player} trades {give} to the bank for {get} (ROME-TRADE-2).", player=player.name,
                        give=bag_text(event["give"]), get=bag_text(event["get"]))
    draw_pasture(state, player, drawn_cards(event["get"]), out, event.get("seq", 0))
    return out


def drawn_cards(get: dict) -> list[str | None]:
    """The pasture cards a bank trade draws, in order: named, then ``pasture`` ones face down (None)."""
    return [k for k in PASTURE for _n in range(get.get(k, 0))] + [None] * get.get("pasture", 0)
