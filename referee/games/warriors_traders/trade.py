"""Chapter 5, phase II trade (WT-TRADE): the bank at the level's ratio, routes that are never closed, Monopoly."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, joined
from referee.games.warriors_traders.common import (bag, check_pay, has, held_text, judge, level, pay,
                                                   gain, unverified)
from referee.games.warriors_traders.state import RESOURCES, WTState
from referee.games.warriors_traders.tables import Unknown, roman


def owns_trade_centre(state: WTState, name: str) -> bool:
    return any(state.map.kind(pr) == "trade_centre" for pr in state.provinces_of(name))


def only_resources(*bags: dict) -> None:
    """WT-TRADE-1: only gold, food, goods and weapons change hands."""
    wrong = [r for b in bags for r in b if r not in RESOURCES]
    if wrong:
        raise RuleViolation("WT-TRADE-1", _("only resources are traded, not {things}", things=", ".join(wrong)),
                            _("gold, food, goods, weapons"))


def may_trade(state: WTState, name: str, rule: str = "WT-TRADE-2") -> None:
    """WT-TRADE-2: a trade centre; WT-TRADE-11: while anyone holds Monopoly, only Monopoly holders trade."""
    if not owns_trade_centre(state, name):
        raise RuleViolation(rule, _("{player} owns no trade centre and takes no part in trade", player=name),
                            _("traders now: {players}", players=", ".join(traders(state)) or "-"))
    holders = [p.name for p in state.players if judge(state, "WT-TRADE-11", lambda p=p: has(state, p, "monopoly"))]
    if holders and name not in holders:
        raise RuleViolation("WT-TRADE-11", _("{player} does not hold Monopoly, and while anyone does ({holders}) only "
                                             "its holders may trade", player=name, holders=joined(holders)),
                            _("'end' when the traders are done"))
    if not holders and state.monopoly_gained:             # AMB-5, monopoly_lost = persists
        raise RuleViolation("WT-TRADE-11", _("Monopoly has been gained and nobody holds it now: nobody may trade "
                                             "(option monopoly_lost = persists)"),
                            _("'end' when the traders are done"))


def note_monopoly(state: WTState) -> None:
    """AMB-5 (option monopoly_lost = persists): once anyone holds Monopoly, its effect outlasts the holding."""
    if state.options["monopoly_lost"] != "persists" or state.monopoly_gained:
        return
    for p in state.players:
        try:
            if has(state, p, "monopoly"):
                state.monopoly_gained = True
                return
        except Unknown:
            continue


def validate_end(state: WTState, ev: dict) -> list[str]:
    """WT-TRADE-10 (trade_end = each): a trader says he is done, once."""
    if state.options["trade_end"] == "each" and ev["player"] not in state.queue:
        done = ev["player"] in traders(state)
        raise RuleViolation("WT-TRADE-10", _("{player} has said he is done trading", player=ev["player"]) if done
                            else _("{player} takes no part in trade", player=ev["player"]),
                            _("still trading: {players}", players=", ".join(state.queue)))
    return []


def still_trading(state: WTState, name: str, out: Outcome) -> bool:
    """WT-TRADE-10 (trade_end = each): ``name`` is done; whether others still trade (the phase goes on)."""
    if state.options["trade_end"] != "each":
        return False
    state.queue.remove(name)
    if state.queue:
        out.say("{player} is done trading; still trading: {players} (WT-TRADE-10).", player=name,
                players=", ".join(state.queue))
    return bool(state.queue)


def trading_again(state: WTState, *names: str) -> None:
    """WT-TRADE-10 (trade_end = each): a trader who trades after his 'end' was not done after all."""
    if state.options["trade_end"] == "each":
        state.queue += [n for n in names if n not in state.queue and n in traders(state)]


def traders(state: WTState) -> list[str]:
    return [p.name for p in state.players if owns_trade_centre(state, p.name)]


def route_between(state: WTState, a: str, b: str) -> dict | None:
    return next((r for r in state.routes if {r["a"], r["b"]} == {a, b}), None)


def _one(ev_bag: dict, side: str) -> tuple[str, int]:
    if len(ev_bag) != 1:
        raise RuleViolation("WT-TRADE-3", _("a bank trade {side} one resource", side=side),
                            _("e.g. {example}", example="bank food=4 gold=1"))
    return next(iter(ev_bag.items()))


def validate_bank(state: WTState, ev: dict) -> list[str]:
    """WT-TRADE-3: X of one resource for 1 of another, X by the trade level (not verified while unknown)."""
    p = state.player(ev["player"])
    only_resources(ev["give"], ev["get"])
    may_trade(state, p.name)
    give, n = _one(ev["give"], _("gives"))
    get, m = _one(ev["get"], _("gets"))
    if give == get or m < 1:
        raise RuleViolation("WT-TRADE-3", _("a bank trade gives one resource for another"),
                            _("e.g. {example}", example="bank food=4 gold=1"))
    ratio = judge(state, "WT-TRADE-3", lambda: state.tables.need(f"trade.ratio.{roman(level(state, p, 'trade'))}"))
    if ratio is not None and n != ratio * m:
        raise RuleViolation("WT-TRADE-3", _("at {player}'s ratio {ratio}:1, {count} {resource} cost {cost}",
                                            player=p.name, ratio=ratio, count=m, resource=Term("wt resource", get), cost=ratio * m),
                            _("give {cost} {resource}", cost=ratio * m, resource=Term("wt resource", give)))
    check_pay(state, p, {give: n}, "WT-ACT-6", _("the bank trade"))
    return []


def apply_bank(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    pay(p, ev["give"])
    for r, m in ev["get"].items():
        gain(p, r, m)
    out.say("{player} trades {give} with the bank for {get}.", player=p.name, give=bag(ev["give"]), get=bag(ev["get"]))
    trading_again(state, p.name)


def validate_route(state: WTState, ev: dict) -> list[str]:
    """WT-TRADE-4/5/6, AMB-3: a free route slot of the opener's level; one route per pair, never twice."""
    p, partner = state.player(ev["player"]), ev["with"]
    may_trade(state, p.name)
    if partner == p.name:
        raise RuleViolation("WT-TRADE-4", _("a route joins two players"), _("another player"))
    if state.options["partner_needs_centre"]:
        may_trade(state, partner, "WT-TRADE-9")
    if route_between(state, p.name, partner):
        raise RuleViolation("WT-TRADE-6", _("{player} and {partner} have a route already", player=p.name,
                                            partner=partner), _("trade along it: trade WITH give … get …"))
    slots = judge(state, "WT-TRADE-5", lambda: state.tables.need(f"trade.routes.{roman(level(state, p, 'trade'))}"))
    if slots is not None and p.routes_opened >= slots:
        raise RuleViolation("WT-TRADE-5", _("{player} has opened {count} of {slots} routes the trade level allows",
                                            player=p.name, count=p.routes_opened, slots=slots),
                            _("routes need trade II (1), IV (2), VI (3)"))
    cost = route_cost(state)
    for r, n in cost.items():
        if n is None:
            unverified(state, "WT-TRADE-8", f"cost.route.{r}")
    check_pay(state, p, {r: n for r, n in cost.items() if n}, "WT-TRADE-8", _("the trade route"))
    return []


def route_cost(state: WTState) -> dict[str, int | None]:
    """WT-TRADE-8 [INT]: opening a route costs nothing, or (option route_cost = tables) the tables' cost.route.*,
    paid by the opener; None where the tables do not give the number yet."""
    if state.options["route_cost"] == "free":
        return {}
    return {r: state.tables.get(f"cost.route.{r}") for r in RESOURCES}


def apply_route(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    state.routes.append({"a": p.name, "b": ev["with"], "opener": p.name})
    p.routes_opened += 1
    cost = route_cost(state)
    known = {r: n for r, n in cost.items() if n}
    pay(p, known)
    unknown = [r for r, n in cost.items() if n is None]
    for r in unknown:                                     # the cost waits for the tables: the holding is not known
        gain(p, r, None, f"cost.route.{r}")
    if known or unknown:
        parts = ([str(bag(known))] if known else []) + [f"? {Term('wt resource', r)}" for r in unknown]
        out.say("{player} pays {cost} for the route (option route_cost = tables, WT-TRADE-8).", player=p.name,
                cost=" + ".join(parts))
    out.say("{player} opens a trade route to {partner}; it stays open for good (WT-TRADE-6).", player=p.name,
            partner=ev["with"])
    trading_again(state, p.name, ev["with"])


def validate_trade(state: WTState, ev: dict) -> list[str]:
    """WT-TRADE-4/7/9: along a route, any ratio; both hold what they give."""
    p, partner = state.player(ev["player"]), state.player(ev["with"])
    only_resources(ev["give"], ev["get"])
    may_trade(state, p.name)
    may_trade(state, partner.name, "WT-TRADE-9")
    if not route_between(state, p.name, partner.name):
        raise RuleViolation("WT-TRADE-4", _("{player} and {partner} have no trade route", player=p.name,
                                            partner=partner.name), _("open one first: route {partner}",
                                                                     partner=partner.name))
    if not (ev["give"] or ev["get"]) or (not state.options["gifts"] and not (ev["give"] and ev["get"])):
        raise RuleViolation("WT-TRADE-7", _("a trade moves resources both ways"), _("give … get …"))
    check_pay(state, p, ev["give"], "WT-ACT-6", _("the trade"))
    check_pay(state, partner, ev["get"], "WT-ACT-6", _("the trade"))
    return []


def apply_trade(state: WTState, ev: dict, out: Outcome) -> None:
    p, partner = state.player(ev["player"]), state.player(ev["with"])
    pay(p, ev["give"])
    pay(partner, ev["get"])
    for r, n in ev["give"].items():
        gain(partner, r, n)
    for r, n in ev["get"].items():
        gain(p, r, n)
    out.say("{player} gives {give} to {partner} for {get}.", player=p.name, give=bag(ev["give"]),
            partner=partner.name, get=bag(ev["get"]))
    trading_again(state, p.name, partner.name)


def held(state: WTState, name: str) -> str:
    return held_text(state.player(name))
