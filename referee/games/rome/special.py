"""Special VP cards, awarded and moved the moment their condition holds — ROME-SPECIAL, ROME-TERROR."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.rome.common import tribe_name
from referee.games.rome.components import N
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import PROVINCES


def award(state: RomeState, out: Outcome) -> None:
    diplomacy(state, out)
    scourge(state, out)
    heir(state, out)
    if state.options["terror_of_the_legions"]:
        terror(state, out)


def diplomacy(state: RomeState, out: Outcome) -> None:
    """ROME-SPECIAL-1: the first to have played 3 Diplomats; it moves to anyone with strictly more."""
    holder = state.by_name.get(state.diplomacy or "")
    best = max(state.players, key=lambda p: (p.diplomats, p is holder))
    if best.diplomats < N["diplomats_for_diplomacy"] or best is holder:
        return
    if holder and best.diplomats <= holder.diplomats:
        return
    if holder:
        holder.special["diplomacy"] -= 1
        out.lines.append(_("{player} has played {count} Diplomats, more than {holder} ({held}): the Diplomacy card "
                           "(2 VP) moves to {player} (ROME-SPECIAL-1).", player=best.name, count=best.diplomats,
                           holder=holder.name, held=holder.diplomats))
    else:
        state.special_left["diplomacy"] -= 1
        out.lines.append(_("{player} has played {count} Diplomats and takes the Diplomacy card (2 VP) "
                           "(ROME-SPECIAL-1).", player=best.name, count=best.diplomats))
    best.special["diplomacy"] += 1
    state.diplomacy = best.name


def scourge(state: RomeState, out: Outcome) -> None:
    """ROME-SPECIAL-2: one Scourge of Rome per tribe holding counters of all five colours."""
    for p in state.players:
        for kind, tribe in p.tribes.items():
            if (kind not in p.scourged and len(tribe.colours()) >= N["colours_for_scourge"]
                    and state.special_left["scourge_of_rome"] > 0):
                p.scourged.add(kind)
                p.special["scourge_of_rome"] += 1
                state.special_left["scourge_of_rome"] -= 1
                out.lines.append(_("{player}'s {tribe} hold counters of all {count} colours: {player} takes a "
                                   "Scourge of Rome card (2 VP) (ROME-SPECIAL-2).", player=p.name,
                                   tribe=tribe_name(kind), count=len(PROVINCES.names)))


def heir(state: RomeState, out: Outcome) -> None:
    """ROME-SPECIAL-3: each of his tribes has conquered 4 cities; only 3 cards exist."""
    need = N["cities_for_heir"]
    for p in state.players:
        if (not p.special["heir_of_rome"] and all(len(t.cities) >= need for t in p.tribes.values())
                and state.special_left["heir_of_rome"] > 0):
            p.special["heir_of_rome"] += 1
            state.special_left["heir_of_rome"] -= 1
            out.lines.append(_("Both of {player}'s kingdoms hold {need} cities: {player} is an Heir of Rome (2 VP) "
                               "({left} card(s) left) (ROME-SPECIAL-3).", player=p.name, need=need,
                               left=state.special_left["heir_of_rome"]))


def eagles(state: RomeState, name: str) -> int:
    return sum(1 for city, (owner, _kind) in state.owner.items() if owner == name and state.facts.city(city).eagle)


def terror(state: RomeState, out: Outcome) -> None:
    """ROME-TERROR-3: a card for 3 conquered eagle cities, a second for 6; 3 cards, first come first served."""
    for p in state.players:
        due = min(2, eagles(state, p.name) // N["eagles_for_terror"])
        while p.special["terror_of_the_legions"] < due and state.special_left["terror_of_the_legions"] > 0:
            p.special["terror_of_the_legions"] += 1
            state.special_left["terror_of_the_legions"] -= 1
            out.lines.append(_("{player} has conquered {count} eagle cities and takes a Terror of the Legions card "
                               "(1 VP) (ROME-TERROR-3).", player=p.name, count=eagles(state, p.name)))
