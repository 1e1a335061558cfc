"""``referee why`` for The Desert Dragons: Seafarers' table (:mod:`referee.games.catan.seafarers.why`) with the
dragons — where a build's dragons went (TDE-DESERT-3/4), the spread after a roll (TDE-DESERT-5…8), the hexes they
hold back (TDE-DESERT-9), the knights' revenge (TDE-DESERT-12), the 7's card (TDE-DESERT-2), and what the dragons
block afterwards (TDE-DESERT-10/11/15, SEA-LTR-5)."""

from __future__ import annotations

from referee.core.i18n import _
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.common import listing
from referee.games.catan.seafarers import why as sea
from referee.games.catan.tde.desert_dragons.dragons import DesertState


def _dragons(before: DesertState, after: DesertState, why: Why) -> None:
    """The dragons' moves of this event and what they block now."""
    if before.dragons == after.dragons:
        return
    why.rule("TDE-DESERT-3", "TDE-DESERT-5", "TDE-DESERT-15")
    moved = listing([f"{h} {before.dragons.get(h, 0)} → {after.dragons.get(h, 0)}"
                     for h in after.board.grid.sort(set(before.dragons) | set(after.dragons))
                     if before.dragons.get(h, 0) != after.dragons.get(h, 0)])
    why.reckoning.say("Dragons: {moved}; {left} in the reserve; storm: {storm} (TDE-DESERT-3…6).", moved=moved,
                      left=max(after.reserve, 0), storm=_("yes") if after.storm else _("not yet"))
    blocked = {p.name: after.blocked_roads(p) + after.blocked_buildings(p) for p in after.players}
    if any(blocked.values()):
        why.rule("TDE-DESERT-10", "TDE-DESERT-11", "SEA-LTR-5")
        why.reckoning.say("Blocked now: {blocked} (TDE-DESERT-10, TDE-DESERT-11).",
                          blocked="; ".join(f"{n} {listing(b)}" for n, b in blocked.items() if b))
    why.data["dragons"] = {"before": dict(before.dragons), "after": dict(after.dragons),
                           "blocked": {n: b for n, b in blocked.items() if b}}


def _with_dragons(explain):
    def detail(before: DesertState, after: DesertState, ev: dict, why: Why) -> None:
        explain(before, after, ev, why)
        if ev["kind"] == "roll" and ev["total"] != 7:
            held = [h for h in before.board.by_number.get(ev["total"], ()) if h in before.held_back]
            if held:
                why.rule("TDE-DESERT-9")
                why.reckoning.say("Dragons on {hexes} hold back their production (TDE-DESERT-9).",
                                  hexes=listing(held))
        _dragons(before, after, why)

    return detail


def play(before: DesertState, after: DesertState, ev: dict, why: Why) -> None:
    if ev["card"] != "knight":
        return sea.play(before, after, ev, why)
    why.rule("TDE-DESERT-12", "CATAN-DEV-5")
    why.reckoning.say("{player}'s Knight drives the dragon off {hex}, a main-island hex; no theft, no Largest Army "
                      "(TDE-DESERT-12).", player=ev["player"], hex=ev["to"])
    _dragons(before, after, why)
    sea._route_change(before, after, why)
    catan._win(before, after, why)


def steal(before: DesertState, after: DesertState, ev: dict, why: Why) -> None:
    others = [f"{p.name} ({p.cards()})" for p in before.players if p.name != ev["player"]]
    why.reckoning.say("After a 7 the roller may take a card from any other player, or none (TDE-DESERT-2): {players}.",
                      players=listing(others))


TABLE = {
    **{k: v for k, v in sea.TABLE.items() if k not in ("robber", "pirate")},
    "roll": Explainer(sea.TABLE["roll"].rules, _with_dragons(sea.roll)),
    "build": Explainer(sea.TABLE["build"].rules, _with_dragons(sea.build)),
    "play": Explainer(sea.TABLE["play"].rules, play),
    "steal": Explainer(("TDE-DESERT-2", "CATAN-SEVEN-3"), steal),
}

SUMMARY_TERMS = sea.SUMMARY_TERMS
