"""Chapter 16, VP and victory (WT-VP, WT-WIN, WT-COMP-4): province tokens, fort tokens, kills, the lead tokens,
VP bought with gold; the end of the game, free-for-all or allied."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Counted, Term, _
from referee.games.warriors_traders.common import check_pay, gain, judge, pay, unverified
from referee.games.warriors_traders.state import TRACKS, WTState
from referee.games.warriors_traders.tables import Unknown

PLAYING = ("upkeep", "trade", "development", "manoeuvre")
LEAD_TOKENS = {"production": "Builder", "trade": "Trader", "military": "Warrior"}     # WT-COMP-4


def breakdown(state: WTState, name: str) -> dict[str, int | None]:
    """WT-PROV-6/7: tokens of provinces held; WT-FORT-3: standing forts; WT-BATTLE-12: kills; WT-COMP-4: lead
    tokens; WT-VP-2: VP bought (None: a value the tables do not give yet)."""
    p = state.player(name)
    provinces = sum(state.map.provinces[pr]["vp"] for pr in state.provinces_of(name))
    forts = sum(1 for u in state.units_of(name) if u.kind == "fort") * state.tables.need("vp.fort")
    try:
        kills = sum(state.tables.need(f"vp.kill.{kind}") for kind in p.kills)
    except Unknown:
        kills = None
    held = leads_of(state, name)
    leads = held * state.tables.get("vp.lead_token") if state.tables.get("vp.lead_token") is not None else \
        (0 if not held else None)
    return {"provinces": provinces, "forts": forts, "kills": kills, "leads": leads, "bought": p.bought}


def missing_values(state: WTState, name: str) -> list[str]:
    """The tables' keys a player's VP wait for (kills, lead tokens)."""
    keys = {f"vp.kill.{k}" for k in state.player(name).kills if state.tables.get(f"vp.kill.{k}") is None}
    if leads_of(state, name) and state.tables.get("vp.lead_token") is None:
        keys.add("vp.lead_token")
    return sorted(keys)


def total(state: WTState, name: str) -> int:
    """The VP the referee can count (kills and lead tokens left out while their values are unknown)."""
    return sum(v for v in breakdown(state, name).values() if v is not None)


# --- the Builder, Trader and Warrior tokens (WT-COMP-4) ---------------------------------------------------------

def leads_of(state: WTState, name: str) -> int:
    return sum(1 for holder in state.leads.values() if holder == name)


def update_leads(state: WTState, out: Outcome) -> None:
    """WT-COMP-4: each track's token to the player with the most development tokens on it; on a tie it stays with
    its holder (option lead_ties=holder) or goes back (nobody); nobody holds it while no one has a token there."""
    for track in TRACKS:
        most = max(p.tokens[track] for p in state.players)
        ahead = [p.name for p in state.players if p.tokens[track] == most] if most else []
        holder = state.leads.get(track, "")
        if len(ahead) == 1:
            new = ahead[0]
        elif holder in ahead and state.options["lead_ties"] == "holder":
            new = holder
        else:
            new = ""
        if new != holder:
            state.leads[track] = new
            token = Term("wt lead", LEAD_TOKENS[track])
            if new:
                out.say("{player} takes the {token} token, furthest on {track} (WT-COMP-4).", player=new, token=token,
                        track=Term("wt track", track))
            else:
                out.say("Nobody holds the {token} token (WT-COMP-4).", token=token)


# --- buying VP (WT-VP-2) ---------------------------------------------------------------------------------------

def validate_buy(state: WTState, ev: dict) -> list[str]:
    """WT-VP-2: only in the phase of the option buy_vp_phase, at the tables' rate (not verified while unknown)."""
    p = state.player(ev["player"])
    phase = state.options["buy_vp_phase"]
    if state.phase != phase:
        raise RuleViolation("WT-VP-2", _("VP are bought in the {phase} phase, not now", phase=Term("wt phase", phase)),
                            _("the option buy_vp_phase chooses the phase"))
    if ev["vp"] < 1:
        raise RuleViolation("WT-VP-2", _("buy at least 1 VP"), _("e.g. {example}", example="buy 1"))
    rate = judge(state, "WT-VP-2", lambda: state.tables.need("vp.buy_gold"))
    if rate is not None:
        check_pay(state, p, {"gold": ev["vp"] * rate}, "WT-VP-2", Counted(ev["vp"], Term("wt vp", "VP")))
    return []


def apply_buy(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    rate = state.tables.get("vp.buy_gold")
    if rate is None:
        gain(p, "gold", None, "vp.buy_gold")
    else:
        pay(p, {"gold": ev["vp"] * rate})
    p.bought += ev["vp"]
    out.say("{player} buys {count} VP for {gold} gold (WT-VP-2).", player=p.name, count=ev["vp"],
            gold="?" if rate is None else ev["vp"] * rate)


# --- victory (WT-WIN) --------------------------------------------------------------------------------------------

def sides(state: WTState) -> list[list[str]]:
    """Who wins together: the teams of the allied game (WT-ALLY-1), else each player alone."""
    return state.teams or [[p.name] for p in state.players]


def side_total(state: WTState, side: list[str]) -> int:
    return sum(total(state, n) for n in side)


def _waits(state: WTState, rule: str) -> None:
    """A verdict on VP some of which the tables cannot count yet is not verified."""
    for p in state.players:
        for key in missing_values(state, p.name):
            unverified(state, rule, key)


def threshold_key(state: WTState) -> tuple[str, str]:
    """The tables' key of the victory threshold and its rule: a team's (WT-WIN-2) or a player's (WT-WIN-1)."""
    if state.teams:
        from referee.games.warriors_traders.allied import layout

        return f"win.team_vp.{layout(state.teams)}", "WT-WIN-2"
    return f"win.vp.{len(state.players)}", "WT-WIN-1"


def after_event(state: WTState, out: Outcome) -> None:
    """What the options make happen after every event: AMB-5 (monopoly_lost = persists) notes that Monopoly has
    been gained; AMB-10 (victory_check = immediate) checks the victory conditions at once — while the threshold is
    unknown the end of the turn notes it, as by default."""
    from referee.games.warriors_traders.trade import note_monopoly

    note_monopoly(state)
    if state.options["victory_check"] == "immediate" and state.tables.get(threshold_key(state)[0]) is not None:
        victory_check(state, out)
        if state.winners:
            state.phase, state.queue, state.won_at_once = "over", [], True
            finish(state, out)


def victory_check(state: WTState, out: Outcome) -> None:
    """WT-WIN-1 / AMB-10: at the end of a turn, the threshold for the player count; WT-WIN-2: in the allied game a
    team's VP together against the team threshold of its layout (not verified while unknown); option victory_check:
    after every event (:func:`after_event`)."""
    key, rule = threshold_key(state)
    threshold = state.tables.get(key)
    if threshold is None:
        unverified(state, rule, key)
        return
    reached = [s for s in sides(state) if side_total(state, s) >= threshold]
    if reached:
        _waits(state, rule)
        best = max(side_total(state, s) for s in reached)
        state.winners = [n for s in reached if side_total(state, s) == best for n in s]
        out.say("{players} reach {threshold} VP ({rule}).", players=", ".join(state.winners), threshold=threshold,
                rule=rule)


def finish(state: WTState, out: Outcome) -> None:
    """WT-TURN-2: after turn 10 the most VP win — a team's together in the allied game (WT-WIN-2); WT-WIN-3: a tie
    is shared, the tie-break is unknown."""
    if not state.winners:
        _waits(state, "WT-WIN-2" if state.teams else "WT-WIN-1")
        best = max(side_total(state, s) for s in sides(state))
        top = [s for s in sides(state) if side_total(state, s) == best]
        state.winners = [n for s in top for n in s]
        if len(top) > 1:
            unverified(state, "WT-WIN-3", "win.tie_break")
    out.say("The game is over: {players} won with {vp} VP.", players=", ".join(state.winners),
            vp=side_total(state, next(s for s in sides(state) if state.winners[0] in s)))
