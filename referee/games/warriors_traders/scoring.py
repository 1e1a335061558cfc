"""Chapter 16, VP and victory (WT-VP, WT-WIN): province tokens, fort tokens, kills; the end of the game."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.warriors_traders.common import unverified
from referee.games.warriors_traders.state import WTState
from referee.games.warriors_traders.tables import Unknown


def breakdown(state: WTState, name: str) -> dict[str, int | None]:
    """WT-PROV-6/7: tokens of provinces held; WT-FORT-3: standing forts; WT-BATTLE-12: kills (None: unknown)."""
    p = state.player(name)
    provinces = sum(state.map.provinces[pr]["vp"] for pr in state.provinces_of(name))
    forts = sum(1 for u in state.units_of(name) if u.kind == "fort") * state.tables.need("vp.fort")
    try:
        kills = sum(state.tables.need(f"vp.kill.{kind}") for kind in p.kills)
    except Unknown:
        kills = None
    return {"provinces": provinces, "forts": forts, "kills": kills}


def missing_kill_values(state: WTState, name: str) -> list[str]:
    return sorted({f"vp.kill.{k}" for k in state.player(name).kills
                   if state.tables.get(f"vp.kill.{k}") is None})


def total(state: WTState, name: str) -> int:
    """The VP the referee can count (kills left out while their values are unknown)."""
    return sum(v for v in breakdown(state, name).values() if v is not None)


def victory_check(state: WTState, out: Outcome) -> None:
    """WT-WIN-1 / AMB-10: at the end of a turn, the threshold for the player count (not verified while unknown)."""
    key = f"win.vp.{len(state.players)}"
    threshold = state.tables.get(key)
    if threshold is None:
        unverified(state, "WT-WIN-1", key)
        return
    reached = [p.name for p in state.players if total(state, p.name) >= threshold]
    if reached:
        best = max(total(state, n) for n in reached)
        state.winners = [n for n in reached if total(state, n) == best]
        out.say("{players} reach {threshold} VP (WT-WIN-1).", players=", ".join(state.winners), threshold=threshold)


def finish(state: WTState, out: Outcome) -> None:
    """WT-TURN-2: after turn 10 the most VP wins (WT-WIN-3: a tie is shared, the tie-break is unknown)."""
    if not state.winners:
        best = max(total(state, p.name) for p in state.players)
        state.winners = [p.name for p in state.players if total(state, p.name) == best]
        if len(state.winners) > 1:
            unverified(state, "WT-WIN-3", "win.tie_break")
    out.say("The game is over: {players} won with {vp} VP.", players=", ".join(state.winners),
            vp=total(state, state.winners[0]))
