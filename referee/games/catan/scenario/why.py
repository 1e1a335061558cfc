"""``referee why`` for Catan with a scenario file: Catan's chapter (:mod:`referee.games.catan.why`), and a
``build`` of a scenario's item explained — its cost, its place, its supply, its reward and points (SCENARIO-4…9)."""

from __future__ import annotations

from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.common import bag_text
from referee.games.catan.scenario import rules
from referee.games.catan.scenario.file import label
from referee.games.catan.state import CatanState


def build(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    item = before.items.get(ev["piece"])
    if item is None or before.in_setup:
        catan.build(before, after, ev, why)
        return
    why.rule("SCENARIO-4", "SCENARIO-5", "SCENARIO-6", "SCENARIO-7")
    why.reckoning.say("{item} costs {cost}; {player} held {held} (SCENARIO-4).", item=label(item),
                      cost=bag_text(item["cost"]), player=ev["player"], held=bag_text(before.by_name[ev["player"]].hand))
    why.reckoning.say("It stands on {place} {at}; {left} of {count} were left (SCENARIO-5, SCENARIO-6).",
                      place=item["stands"], at=ev["at"], left=item["count"] - rules.built(before, item["key"]),
                      count=item["count"])
    why.reckoning.say("{player} now has {points} point(s) from the scenario's items (SCENARIO-7).",
                      player=ev["player"], points=after.item_vp[ev["player"]])
    if item["reward"]:
        why.rule("SCENARIO-9")
        why.reckoning.say("The reward is {cards}, from the bank as far as it holds them (SCENARIO-9).",
                          cards=bag_text(item["reward"]))
    if item["unverified"]:
        why.rule("SCENARIO-11")
        why.reckoning.say("Not verified: {values} (SCENARIO-11).", values=", ".join(item["unverified"]))
    why.data["item"] = item["key"]


TABLE = {**catan.TABLE, "build": Explainer(("CATAN-TURN-3",), build)}
SUMMARY_TERMS = catan.SUMMARY_TERMS
