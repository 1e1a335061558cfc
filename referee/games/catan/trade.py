"""Domestic trade (CATAN-TRADE) and maritime trade with the bank (CATAN-MARITIME)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, terms
from referee.games.catan.common import amount, bag_text, holding, listing, resource
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER


def no_trade_after_building(state: CatanState) -> None:
    """CATAN-TURN-3: in the standard sequence, trading ends once something was built or bought."""
    if state.built and not state.options["combined_trade_build"]:
        raise RuleViolation("CATAN-TURN-3", _("{player} has already built or bought this turn; trading is over",
                                              player=state.current.name),
                            _("build, buy, play a card or end the turn (or use the option combined_trade_build)"))


def validate_trade(state: CatanState, event: dict) -> list[str]:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    if player is partner:
        raise RuleViolation("CATAN-TRADE-2", _("{player} is on both sides of the trade", player=player.name),
                            _("trade with {players}", players=listing(p.name for p in state.players
                                                                      if p is not player)))
    if state.current not in (player, partner):
        raise RuleViolation("CATAN-TRADE-2", _("{player} and {partner} cannot trade during {current}'s turn",
                                               player=player.name, partner=partner.name, current=state.current.name),
                            _("only trades with {current}", current=state.current.name))
    if player is not state.current:
        raise RuleViolation("CATAN-TRADE-1", _("record the trade from {current}'s side", current=state.current.name),
                            _("trade with {player} give … get …", player=player.name))
    no_trade_after_building(state)
    give, get = event["give"], event["get"]
    if not player.hand.holds(give):
        raise RuleViolation("CATAN-TRADE-3", _("{player} cannot give {cards}", player=player.name,
                                               cards=bag_text(give)), holding(player))
    if not partner.hand.holds(get):
        raise RuleViolation("CATAN-TRADE-3", _("{player} cannot give {cards}", player=partner.name,
                                               cards=bag_text(get)), holding(partner))
    warnings = []
    mode = state.options["gift_trades"]
    odd = None
    if not give or not get:
        odd = _("a gift ({give} for {get})", give=bag_text(give), get=bag_text(get))
    elif set(give) & set(get):
        odd = _("the same resource on both sides ({resources})",
                resources=terms("resource", sorted(set(give) & set(get))))
    if odd and mode == "reject":
        raise RuleViolation("CATAN-TRADE-5", _("{trade} is not a trade", trade=odd),
                            _("give something for something else"))
    if odd and mode == "warn":
        warnings.append(f"CATAN-TRADE-5: {odd}")
    return warnings


def apply_trade(state: CatanState, event: dict) -> Outcome:
    player, partner = state.by_name[event["player"]], state.by_name[event["with"]]
    player.hand.take(event["give"])
    partner.hand.add(event["give"])
    partner.hand.take(event["get"])
    player.hand.add(event["get"])
    return Outcome().say("{player} gives {give} to {partner} for {get}.", player=player.name,
                      give=bag_text(event["give"]), partner=partner.name, get=bag_text(event["get"]))


def usable_harbours(state: CatanState, player: Player) -> set[str]:
    """CATAN-MARITIME-4: a harbour works from its owner's next turn (or at once, by option); a harbour lent for
    this turn only (``state.ports``, a variant's) works at once."""
    same_turn = state.options["harbour_usable_same_turn"]
    return {k for k, since in player.harbours.items()
            if since < state.turn or (same_turn and since <= state.turn)} | state.ports.get(player.name, set())


def rates(state: CatanState, player: Player) -> dict[str, int]:
    """Best usable rate per resource: 4, 3 with a generic harbour, 2 with its special harbour."""
    usable = usable_harbours(state, player)
    base = 3 if "3:1" in usable else 4
    return {r: 2 if r in usable else base for r in ORDER}


def entitled(state: CatanState, player: Player, resource: str) -> tuple[int, ...]:
    """CATAN-MARITIME-6: every rate the player may use for ``resource``: 4:1 always (it needs no harbour, seed p.6),
    3:1 with a generic harbour, 2:1 with its special harbour."""
    usable = usable_harbours(state, player)
    return (4, *((3,) if "3:1" in usable else ()), *((2,) if resource in usable else ()))


def buys(state: CatanState, player: Player, give: dict[str, int]) -> set[int]:
    """The numbers of cards ``give`` may buy: each resource at one rate it is a whole multiple of (CATAN-MARITIME-6)."""
    totals = {0}
    for name, n in give.items():
        totals = {t + n // r for t in totals for r in entitled(state, player, name) if n % r == 0}
    return totals


def _rate_rule(state: CatanState, player: Player, resource: str, n: int, rate: int) -> str:
    """Which rule a wrong ratio breaks: the harbour not yet usable, the special harbour's limit, or the base rate."""
    usable = usable_harbours(state, player)
    pending = set(player.harbours) - usable
    if ("3:1" in pending and n % 3 == 0) or (resource in pending and n % 2 == 0):
        return "CATAN-MARITIME-4"
    if rate == 4:
        return "CATAN-MARITIME-3" if usable - {"3:1"} else "CATAN-MARITIME-1"
    return "CATAN-MARITIME-2" if rate == 3 else "CATAN-MARITIME-3"


class RatesText:
    """``lumber 4:1, brick 2:1, …``: the player's rates as a refusal shows them, formatted only when shown."""

    __slots__ = ("rate",)

    def __init__(self, rate: dict[str, int]):
        self.rate = rate

    def __format__(self, spec: str) -> str:
        return ", ".join(f"{resource(r)} {self.rate[r]}:1" for r in ORDER)

    def __str__(self) -> str:
        return format(self, "")


def validate_maritime(state: CatanState, event: dict) -> None:
    player = state.by_name[event["player"]]
    no_trade_after_building(state)
    give, get = event["give"], event["get"]
    rate = rates(state, player)
    shown = RatesText(rate)       # written out only if a refusal shows it
    if not give or not get:
        raise RuleViolation("CATAN-MARITIME-1", _("a maritime trade gives cards and gets cards"),
                            _("e.g. maritime 4 ore for 1 wool; your rates: {rates}", rates=shown))
    for name, n in give.items():
        r = rate[name]
        if all(n % each for each in entitled(state, player, name)):
            rule = _rate_rule(state, player, name, n, r)
            if rule == "CATAN-MARITIME-4":
                harbour = f"{resource(name)} 2:1" if name not in usable_harbours(state, player) and n % 2 == 0 else "3:1"
                raise RuleViolation(rule, _("{player}'s {harbour} harbour was settled this turn; it opens on "
                                            "{player}'s next turn", player=player.name, harbour=harbour),
                                    _("this turn {resource} trades at {rate}:1; your rates: {rates}",
                                      resource=resource(name), rate=r, rates=shown))
            raise RuleViolation(rule, _("{player} trades {resource} at {rate}:1 now, so {amount} is not a whole "
                                        "number of cards", player=player.name, resource=resource(name), rate=r,
                                        amount=amount(n, name)),
                                _("your rates: {rates}", rates=shown))
    units = buys(state, player, give)
    if sum(get.values()) not in units:
        raise RuleViolation("CATAN-MARITIME-6", _("{give} buys {units} card(s) at your rates, not {wanted}",
                                                  give=bag_text(give), units="/".join(map(str, sorted(units))),
                                                  wanted=sum(get.values())),
                            _("your rates: {rates}", rates=shown))
    same = set(give) & set(get)
    if same:
        raise RuleViolation("CATAN-MARITIME-5", _("getting {resources} for itself is pointless",
                                                  resources=terms("resource", sorted(same))),
                            _("ask for a different resource"))
    if not player.hand.holds(give):
        raise RuleViolation("CATAN-MARITIME-1", _("{player} cannot give {cards}", player=player.name,
                                                  cards=bag_text(give)), holding(player))
    bank = state.bank()
    short = {r: n for r, n in get.items() if bank[r] < n}
    if short:
        raise RuleViolation("CATAN-MARITIME-5", _("the bank holds only {cards}",
                                                  cards=", ".join(str(amount(bank[r], r)) for r in short)),
                            _("bank: {cards}", cards=bag_text(bank)))


def apply_maritime(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    player.hand.take(event["give"])
    player.hand.add(event["get"])
    if not state.narrate:             # the line only for someone to read (a replay reads none)
        return Outcome()
    return Outcome().say("{player} trades {give} to the bank for {get}.", player=player.name,
                      give=bag_text(event["give"]), get=bag_text(event["get"]))
