"""Phase 2 trading: with the other players and with the bank at 3:1 — ROME-TRADE."""

from __future__ import annotations

from collections import Counter

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.rome.common import bag_text, check_pasture, draw_pasture, holding, owns, pay
from referee.games.rome.components import N
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import PASTURE


def validate_trade(state: RomeState, event: dict) -> None:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    if player is partner:
        others = ", ".join(p.name for p in state.players if p is not player)
        raise RuleViolation("ROME-TRADE-1", f"{player.name} cannot trade with himself",
                            f"trade with {others}, or the bank")
    give, get = event["give"], event["get"]
    if not give or not get:
        raise RuleViolation("ROME-TRADE-1", f"a trade gives something for something, not {bag_text(give)} for "
                                            f"{bag_text(get)}", "trade NAME give … get …")
    if ("gold" in give or "gold" in get) and not state.options["gold_in_player_trades"]:
        raise RuleViolation("ROME-TRADE-4", "gold is not traded between players in this game "
                                            "(option gold_in_player_trades = false)", "resource cards only")
    if not owns(player, give):
        raise RuleViolation("ROME-TRADE-1", f"{player.name} cannot give {bag_text(give)}", holding(player))
    if not owns(partner, get):
        raise RuleViolation("ROME-TRADE-1", f"{partner.name} cannot give {bag_text(get)}", holding(partner))


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
    return Outcome([f"{player.name} gives {bag_text(event['give'])} to {partner.name} for {bag_text(event['get'])}."])


def validate_bank(state: RomeState, event: dict) -> None:
    """ROME-TRADE-2/3: three like cards for one grain, one ore or the top pasture card; never gold."""
    player = state.by_name[event["player"]]
    give, get = event["give"], event["get"]
    rate = N["bank_rate"]
    if "gold" in give or "gold" in get:
        raise RuleViolation("ROME-TRADE-3", "the bank does not trade gold for resources",
                            f"{rate} like resource cards for 1 grain, 1 ore or 1 pasture card")
    if not give or not get:
        raise RuleViolation("ROME-TRADE-2", f"a bank trade gives {rate} like cards and gets 1 card",
                            "e.g. trade bank 3 ore for grain")
    for resource, n in give.items():
        if n % rate:
            raise RuleViolation("ROME-TRADE-2", f"the bank takes like cards {rate} at a time, not {n} {resource}",
                                f"{rate}, {2 * rate}, … {resource}")
    units = sum(give.values()) // rate
    if sum(get.values()) != units:
        raise RuleViolation("ROME-TRADE-2", f"{bag_text(give)} buys {units} card(s) from the bank, "
                                            f"not {sum(get.values())}", f"{rate} like cards for 1")
    for resource in ("grain", "ore"):
        if resource in give and resource in get:
            raise RuleViolation("ROME-TRADE-2", f"{resource} for {resource} is no trade", "ask for another card")
    if not owns(player, give):
        raise RuleViolation("ROME-TRADE-2", f"{player.name} cannot give {bag_text(give)}", holding(player))
    for resource in ("grain", "ore"):
        if get.get(resource, 0) > state.pile(resource):
            raise RuleViolation("ROME-TRADE-2", f"the {resource} pile holds {state.pile(resource)}",
                                "ask for another card")
    drawn = [k for k in PASTURE for _ in range(get.get(k, 0))]
    if drawn:
        returned = Counter({k: give[k] for k in PASTURE if give.get(k)})
        if len(drawn) > state.pasture_left() + sum(returned.values()):
            raise RuleViolation("ROME-TRADE-2", "the pasture pile and its discard are empty", "ask for grain or ore")
        check_pasture(state, drawn, "ROME-TRADE-2", len(drawn), "the pasture card(s) from the bank", returned)


def apply_bank(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    pay(state, player, event["give"])
    for resource in ("grain", "ore"):
        player.hand[resource] += event["get"].get(resource, 0)
    out = Outcome()
    draw_pasture(state, player, [k for k in PASTURE for _ in range(event["get"].get(k, 0))], out)
    out.lines.insert(0, f"{player.name} trades {bag_text(event['give'])} to the bank for "
                        f"{bag_text(event['get'])} (ROME-TRADE-2).")
    return out
