"""Chapter 3, game flow (WT-TURN) and chapter 15, end of turn (WT-END): phases in fixed order, computed steps."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.warriors_traders import maintenance, scoring
from referee.games.warriors_traders.common import has, judge
from referee.games.warriors_traders.state import RESOURCES, WTState


def start_turn(state: WTState, out: Outcome) -> None:
    """WT-TURN-1: the turn marker moves on; WT-MAINT-1: feeding first, in country order."""
    state.turn += 1
    out.say("Turn {turn} begins.", turn=state.turn)
    state.phase, state.step = "upkeep", ""
    state.queue = [n for n in state.country_order() if any(u.army for u in state.units_of(n))]
    if not state.queue:
        after_feeding(state, out)


def feed(state: WTState, ev: dict, out: Outcome) -> None:
    """A ``feed`` event (:func:`maintenance.apply_feed`); once every army is fed, collection and the trade phase."""
    maintenance.apply_feed(state, ev, out)
    if not state.queue:
        after_feeding(state, out)


def after_feeding(state: WTState, out: Outcome) -> None:
    """WT-MAINT-5: collection and taxes for everyone at once, then the trade phase (WT-TURN-3)."""
    maintenance.collect(state, out)
    start_trade(state, out)


def start_trade(state: WTState, out: Outcome) -> None:
    """WT-TRADE-2/10: only when someone owns a trade centre; no order among the traders."""
    from referee.games.warriors_traders import trade

    traders = [p.name for p in state.players if trade.owns_trade_centre(state, p.name)]
    if traders:
        state.phase, state.step, state.queue = "trade", "", traders
    else:
        out.say("Nobody owns a trade centre: no trade phase (WT-TRADE-2).")
        start_development(state, out)


def start_development(state: WTState, out: Outcome) -> None:
    """WT-DEV-1: action 1 in country order."""
    state.phase, state.step, state.queue = "development", "action1", state.country_order()


def start_manoeuvres(state: WTState, out: Outcome) -> None:
    """WT-MAN-1: one player after another in country order."""
    state.phase, state.queue = "manoeuvre", state.country_order()
    begin_manoeuvre(state)


def begin_manoeuvre(state: WTState) -> None:
    state.step, state.pending, state.bonus_actions = "1", [], 0


def next_manoeuvre(state: WTState, out: Outcome) -> None:
    state.queue.pop(0)
    if state.queue:
        begin_manoeuvre(state)
    else:
        end_turn(state, out)


def end_turn(state: WTState, out: Outcome) -> None:
    """WT-END-1/2/3, WT-COMP-4 and WT-WIN-1/2: Merchant, the cap, damage cleared; the lead tokens; the victory
    check; the next turn."""
    close_turn(state, out)
    scoring.update_leads(state, out)                  # WT-COMP-4 (option lead_timing: or at once)
    scoring.victory_check(state, out)
    if state.winners or state.turn >= state.tables.need("game.turns"):
        state.phase, state.queue = "over", []
        scoring.finish(state, out)
    else:
        start_turn(state, out)


def close_turn(state: WTState, out: Outcome) -> None:
    """WT-END-1: Merchant doubles the gold; WT-END-2: then each resource capped (option merchant = after_cap: the
    other way round, AMB-6); WT-END-3: damage and AP reset."""
    steps = (_merchant, cap) if state.options["merchant"] == "before_cap" else (cap, _merchant)   # AMB-6
    for p in state.players:
        for do in steps:
            do(state, p, out)
    for u in state.units:
        u.damage = u.ap_used = u.battles = 0
        u.no_ap, u.retreated = "", False


def _merchant(state: WTState, p, out: Outcome) -> None:
    """WT-END-1: a player with Merchant doubles the gold."""
    if judge(state, "WT-END-1", lambda: has(state, p, "merchant")) and p.resources["gold"] is not None:
        out.say("{player} doubles the gold to {gold} (Merchant, WT-END-1).", player=p.name,
                gold=2 * p.resources["gold"])
        p.resources["gold"] *= 2


def cap(state: WTState, p, out: Outcome, rule: str = "WT-END-2") -> None:
    """WT-END-2: at most the cap (20) of each resource; the rest back to the bank (option cap = always: after every
    event too, WT-MAINT-10)."""
    most = state.tables.need("cap.per_resource")
    for r in RESOURCES:
        if p.resources[r] is not None and p.resources[r] > most:
            out.say("{player} returns {count} {resource} to the bank (the cap of {cap}, {rule}).",
                    player=p.name, count=p.resources[r] - most, resource=maintenance.term(r), cap=most, rule=rule)
            p.resources[r] = most
