"""Domestic trade (CATAN-TRADE) and maritime trade with the bank (CATAN-MARITIME)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.catan.common import bag_text, holding
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER


def no_trade_after_building(state: CatanState) -> None:
    """CATAN-TURN-3: in the standard sequence, trading ends once something was built or bought."""
    if state.built and not state.options["combined_trade_build"]:
        raise RuleViolation("CATAN-TURN-3", f"{state.current.name} has already built or bought this turn; "
                                            "trading is over", "build, buy, play a card or end the turn "
                                                               "(or use the option combined_trade_build)")


def validate_trade(state: CatanState, event: dict) -> list[str]:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    if player is partner:
        raise RuleViolation("CATAN-TRADE-2", f"{player.name} cannot trade with himself",
                            f"trade with {', '.join(p.name for p in state.players if p is not player)}")
    if state.current not in (player, partner):
        raise RuleViolation("CATAN-TRADE-2", f"{player.name} and {partner.name} cannot trade during "
                                             f"{state.current.name}'s turn", f"only trades with {state.current.name}")
    if player is not state.current:
        raise RuleViolation("CATAN-TRADE-1", f"record the trade from {state.current.name}'s side",
                            f"trade with {player.name} give … get …")
    no_trade_after_building(state)
    give, get = event["give"], event["get"]
    if not player.hand.holds(give):
        raise RuleViolation("CATAN-TRADE-3", f"{player.name} cannot give {bag_text(give)}", holding(player))
    if not partner.hand.holds(get):
        raise RuleViolation("CATAN-TRADE-3", f"{partner.name} cannot give {bag_text(get)}", holding(partner))
    warnings = []
    mode = state.options["gift_trades"]
    odd = None
    if not give or not get:
        odd = f"a gift ({bag_text(give)} for {bag_text(get)})"
    elif set(give) & set(get):
        odd = f"the same resource on both sides ({', '.join(sorted(set(give) & set(get)))})"
    if odd and mode == "reject":
        raise RuleViolation("CATAN-TRADE-5", f"{odd} is not a trade", "give something for something else")
    if odd and mode == "warn":
        warnings.append(f"CATAN-TRADE-5: {odd}")
    return warnings


def apply_trade(state: CatanState, event: dict) -> Outcome:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    player.hand.take(event["give"])
    partner.hand.add(event["give"])
    partner.hand.take(event["get"])
    player.hand.add(event["get"])
    return Outcome([f"{player.name} gives {bag_text(event['give'])} to {partner.name} "
                    f"for {bag_text(event['get'])}."])


def usable_harbours(state: CatanState, player: Player) -> set[str]:
    """CATAN-MARITIME-4: a harbour works from its owner's next turn (or at once, by option)."""
    same_turn = state.options["harbour_usable_same_turn"]
    return {k for k, since in player.harbours.items() if since < state.turn or (same_turn and since <= state.turn)}


def rates(state: CatanState, player: Player) -> dict[str, int]:
    """Best usable rate per resource: 4, 3 with a generic harbour, 2 with its special harbour."""
    usable = usable_harbours(state, player)
    base = 3 if "3:1" in usable else 4
    return {r: 2 if r in usable else base for r in ORDER}


def _rate_rule(state: CatanState, player: Player, resource: str, n: int, rate: int) -> str:
    """Which rule a wrong ratio breaks: the harbour not yet usable, the special harbour's limit, or the base rate."""
    usable = usable_harbours(state, player)
    pending = set(player.harbours) - usable
    if ("3:1" in pending and n % 3 == 0) or (resource in pending and n % 2 == 0):
        return "CATAN-MARITIME-4"
    if rate == 4:
        return "CATAN-MARITIME-3" if usable - {"3:1"} else "CATAN-MARITIME-1"
    return "CATAN-MARITIME-2" if rate == 3 else "CATAN-MARITIME-3"


def validate_maritime(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    no_trade_after_building(state)
    give, get = event["give"], event["get"]
    rate = rates(state, player)
    shown = ", ".join(f"{r} {rate[r]}:1" for r in ORDER)
    if not give or not get:
        raise RuleViolation("CATAN-MARITIME-1", "a maritime trade gives cards and gets cards",
                            f"e.g. maritime 4 ore for 1 wool; your rates: {shown}")
    units = 0
    for resource, n in give.items():
        r = rate[resource]
        if n % r:
            raise RuleViolation(_rate_rule(state, player, resource, n, r),
                                f"{player.name} trades {resource} at {r}:1 now, so {n} {resource} "
                                "is not a whole number of cards", f"your rates: {shown}")
        units += n // r
    if sum(get.values()) != units:
        raise RuleViolation("CATAN-MARITIME-6", f"{bag_text(give)} buys {units} card(s) at your rates, "
                                                f"not {sum(get.values())}", f"your rates: {shown}")
    same = set(give) & set(get)
    if same:
        raise RuleViolation("CATAN-MARITIME-5", f"getting {', '.join(sorted(same))} for itself is pointless",
                            "ask for a different resource")
    if not player.hand.holds(give):
        raise RuleViolation("CATAN-MARITIME-1", f"{player.name} cannot give {bag_text(give)}", holding(player))
    bank = state.bank()
    short = {r: n for r, n in get.items() if bank[r] < n}
    if short:
        raise RuleViolation("CATAN-MARITIME-5", f"the bank holds only "
                                                f"{', '.join(f'{bank[r]} {r}' for r in short)}",
                            f"bank: {bag_text(bank)}")


def apply_maritime(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    player.hand.take(event["give"])
    player.hand.add(event["get"])
    return Outcome([f"{player.name} trades {bag_text(event['give'])} to the bank for {bag_text(event['get'])}."])
