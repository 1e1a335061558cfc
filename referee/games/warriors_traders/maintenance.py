"""Chapter 4, phase I upkeep (WT-MAINT): feeding in country order, collection for all at once, taxes."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, counted
from referee.games.warriors_traders.common import expect_turn, gain, has, judge, level, unverified
from referee.games.warriors_traders.state import WTState
from referee.games.warriors_traders.tables import Unknown, roman

TRACK_OF = {"food": "production", "goods": "production", "weapons": "military"}   # WT-MAINT-6


def term(resource: str) -> Term:
    return Term("wt resource", resource)


def validate_feed(state: WTState, ev: dict) -> list[str]:
    """WT-MAINT-1..4: in country order; the armies left unfed die; whole rations only, from the food held."""
    p = state.player(ev["player"])
    expect_turn(state, p.name, "WT-MAINT-1", "feed")
    armies = {u.name: u for u in state.units_of(p.name) if u.army}
    starve = ev.get("starve", [])
    wrong = [n for n in starve if n not in armies]
    if wrong:
        raise RuleViolation("WT-MAINT-2", _("{player} has no army {units}", player=p.name, units=", ".join(wrong)),
                            _("armies: {units}", units=", ".join(armies)))
    need = sum(state.tables.need(f"upkeep.{u.kind}") for n, u in armies.items() if n not in starve)
    food = p.resources["food"]
    if food is None:
        unverified(state, "WT-MAINT-3", p.unknown_why.get("food", "food"))
    elif need > food:
        rations = ", ".join(f"{n} {state.tables.need(f'upkeep.{u.kind}')}" for n, u in armies.items())
        raise RuleViolation("WT-MAINT-3", _("{player} needs {need} food for the armies fed and has {food}; "
                                            "no army can be fed in part", player=p.name, need=need, food=food),
                            _("name the armies left unfed: feed {example} …; rations: {rations}",
                              example=next(iter(armies)), rations=rations))
    if state.options["starve"] == "cheapest_first" and food is not None:
        _cheapest_first(state, p.name, armies, starve, food)
    return []


def _cheapest_first(state: WTState, name: str, armies: dict, starve: list[str], food: int) -> None:
    """AMB-2, option starve = cheapest_first: the food feeds the cheapest rations first; only the armies it cannot
    feed starve (which of two armies of one kind is the owner's choice)."""
    rations = sorted((state.tables.need(f"upkeep.{u.kind}"), u.kind) for u in armies.values())
    left, hungry = food, []
    for ration, kind in rations:
        if ration <= left:
            left -= ration
        else:
            hungry.append(kind)
    if sorted(armies[n].kind for n in starve) != sorted(hungry):
        raise RuleViolation("WT-MAINT-4", _("{player}'s food feeds the cheapest rations first: the armies that "
                                            "starve are {kinds}", player=name,
                                            kinds=", ".join(str(Term("wt unit", k)) for k in hungry) or "-"),
                            _("option starve = cheapest_first; the owner chooses only with starve = owner"))


def apply_feed(state: WTState, ev: dict, out: Outcome) -> None:
    """A player's armies fed, the unfed ones gone (WT-MAINT-1…3); the last feeding's sequel is the turn's
    (:func:`referee.games.warriors_traders.turn.feed`)."""
    p = state.player(ev["player"])
    starve = ev.get("starve", [])
    fed = [u for u in state.units_of(p.name) if u.army and u.name not in starve]
    need = sum(state.tables.need(f"upkeep.{u.kind}") for u in fed)
    if p.resources["food"] is not None:
        p.resources["food"] -= need
    state.units = [u for u in state.units if not (u.owner == p.name and u.name in starve)]
    out.say("{player} feeds {armies} with {food} food.", player=p.name,
            armies=counted(len(fed), "wt counted", "army", "armies"), food=need)
    if starve:
        out.say("Unfed, these die (WT-MAINT-3): {units}.", units=", ".join(starve))
    state.queue.pop(0)


def symbols(state: WTState, name: str) -> dict[str, int]:
    """WT-MAINT-6: each symbol summed over every province the player owns."""
    owned = state.provinces_of(name)
    return {r: sum(state.map.provinces[pr].get(r, 0) for pr in owned) for r in TRACK_OF}


def multiplier(state: WTState, p, resource: str) -> int:
    track = TRACK_OF[resource]
    key = "military.weapons" if track == "military" else f"production.{resource}"
    return state.tables.need(f"{key}.{roman(level(state, p, track))}")


def collect(state: WTState, out: Outcome) -> None:
    """WT-MAINT-5..9: production by the tracks' multipliers (never gold), then the taxes in gold."""
    for p in state.players:
        counted = symbols(state, p.name)
        for r, n in counted.items():
            try:
                amount = n * multiplier(state, p, r)
            except Unknown as missing:
                unverified(state, "WT-MAINT-6", missing.key)
                gain(p, r, None, missing.key)
                out.say("{player}: {resource} not computed (needs '{key}').", player=p.name, resource=term(r),
                        key=missing.key)
                continue
            gain(p, r, amount)
            if amount:
                out.say("{player} collects {count} {resource}.", player=p.name, count=amount, resource=term(r))
        taxes(state, p, out)


def taxes(state: WTState, p, out: Outcome) -> None:
    """WT-MAINT-8: Production tax per capital owned; WT-MAINT-9: Trade tax per trade centre owned."""
    owned = state.provinces_of(p.name)
    for ability, kind, rule in (("production_tax", "capital", "WT-MAINT-8"),
                                ("trade_tax", "trade_centre", "WT-MAINT-9")):
        count = sum(1 for pr in owned if state.map.kind(pr) == kind)
        if not count:
            continue
        holds = judge(state, rule, lambda ability=ability: has(state, p, ability))
        if holds is None:
            gain(p, "gold", None, state.draft[-1][1])
        elif holds:
            gold = count * state.tables.need(f"tax.{kind}")
            gain(p, "gold", gold)
            out.say("{player} collects {count} gold in taxes ({rule}).", player=p.name, count=gold, rule=rule)
