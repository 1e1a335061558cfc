"""``referee why`` for Greater Catan: Seafarers' table (:mod:`referee.games.catan.seafarers.why`) with the new
island's numbers — which hexes a road or ship reached, the stack, and after depletion the main-island token moved
by the three conditions and the ones given up (TDE-GREATER-3…6, 9)."""

from __future__ import annotations

from referee.core.i18n import _
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.common import listing
from referee.games.catan.seafarers import why as sea
from referee.games.catan.tde.greater_catan import numbers
from referee.games.catan.tde.greater_catan.numbers import GreaterState


def _reached(before: GreaterState, after: GreaterState, why: Why) -> None:
    """A road or ship that reached hexes without numbers: they wait for their tokens (TDE-GREATER-3)."""
    if after.due and not before.due:
        why.rule("TDE-GREATER-3")
        why.reckoning.say("{player} reached {hexes} of the new island, still without numbers: each takes a token "
                          "next (TDE-GREATER-3).", player=after.numberer, hexes=listing(after.due))
        why.data["numbers_due"] = list(after.due)


def _after(explain):
    def detail(before: GreaterState, after: GreaterState, ev: dict, why: Why) -> None:
        explain(before, after, ev, why)
        _reached(before, after, why)

    return detail


def number(before: GreaterState, after: GreaterState, ev: dict, why: Why) -> None:
    at, source = ev["at"], ev.get("from")
    player = before.by_name[ev["player"]]
    why.rule("TDE-GREATER-9")
    if source is None:
        why.reckoning.say("The new-island stack held {left} token(s) (option 'new_island_stack={size}', not verified): "
                          "{player} lays the top one, {number}, on {hex} (TDE-GREATER-3).", left=before.stack_left,
                          size=before.options["new_island_stack"], player=player.name, number=ev["number"], hex=at)
        why.data["number"] = {"at": at, "number": ev["number"], "from": "stack"}
    else:
        dropped, allowed = numbers.allowed_sources(before, player, at)
        why.rule("TDE-GREATER-4", "TDE-GREATER-5", *(["TDE-GREATER-6"] if dropped else []))
        why.reckoning.say("The stack is empty (option 'new_island_stack={size}', not verified): a token moves from "
                          "the main island (TDE-GREATER-4).", size=before.options["new_island_stack"])
        for condition, holds in numbers.CONDITIONS:
            why.reckoning.say("Condition {n}: {verdict} for {source} (TDE-GREATER-5).", n=condition,
                              source=source, verdict=_("kept") if holds(before, player, at, source) else _("broken"))
        if dropped:
            why.reckoning.say("No token kept all three: conditions given up in order: {dropped} (TDE-GREATER-6).",
                              dropped=listing(map(str, dropped)))
        why.reckoning.say("Allowed: {hexes}; {player} moves the {number} from {source} to {hex}.",
                          hexes=numbers._listed(before, allowed), player=player.name,
                          number=before.board.number[source], source=source, hex=at)
        why.data["number"] = {"at": at, "number": before.board.number[source], "from": source,
                              "dropped": dropped, "allowed": allowed}
    catan._win(before, after, why)


TABLE = {
    **sea.TABLE,
    "build": Explainer(sea.TABLE["build"].rules, _after(sea.build)),
    "move_ship": Explainer(sea.TABLE["move_ship"].rules, _after(sea.move_ship)),
    "play": Explainer(sea.TABLE["play"].rules, _after(sea.play)),
    "number": Explainer(("TDE-GREATER-3", "TDE-GREATER-4"), number),
}

SUMMARY_TERMS = sea.SUMMARY_TERMS
