"""``referee why`` for Enchanted Land: the Seafarers-with-C&K table (:mod:`referee.games.catan.cities_knights.why`)
with the crossings and moves on the enchanted land (TDE-ENCHANT-4…8) and the dragon fights (TDE-DRAGON-1…7)."""

from __future__ import annotations

from referee.core.i18n import _
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.cities_knights import why as ck
from referee.games.catan.common import listing
from referee.games.catan.tde.enchanted_land import dragons, land


def knight(before, after, ev: dict, why: Why) -> None:
    kind = land.where(before, ev)
    player = before.by_name[ev["player"]]
    if kind == "cross":
        why.rule("TDE-ENCHANT-4", "TDE-ENCHANT-5", "TDE-ENCHANT-6")
        why.reckoning.say("Intersections of the enchanted land the knight on {at} could cross to: {corners}; it is "
                          "inactive on arrival (TDE-ENCHANT-4).", at=ev["at"],
                          corners=listing(land.crossings(before, player, ev["at"]), _("none")))
        catan._win(before, after, why)
    elif kind == "roam":
        why.rule("TDE-ENCHANT-7", "TDE-ENCHANT-8")
        why.reckoning.say("Within 3 intersections of {at} on the enchanted land, off the coast: {corners} "
                          "(TDE-ENCHANT-7).", at=ev["at"], corners=listing(land.roam_moves(before, ev["at"]),
                                                                          _("none")))
        catan._win(before, after, why)
    else:
        ck.knight(before, after, ev, why)


def fight(before, after, ev: dict, why: Why) -> None:
    k = before.knights[ev["at"]]
    won = ev["at"] not in after.lairs
    why.reckoning.say("Knight strength {rank} against the dragon's {shows}: {result} (TDE-DRAGON-4).", rank=k.rank,
                      shows=ev["shows"], result=_("won") if won else _("lost"))
    why.reckoning.say("{player} has slain {count} dragon(s); the sixth wins (TDE-DRAGON-7).", player=ev["player"],
                      count=len(after.slain[ev["player"]]))
    why.data["fight"] = {"knight": k.rank, "dragon": ev["shows"], "won": won,
                         "slain": len(after.slain[ev["player"]]), "sixth": dragons.SIXTH}
    if not (after.winner and len(after.slain[ev["player"]]) >= dragons.SIXTH):    # else the sixth dragon won it
        catan._win(before, after, why)


TABLE = {
    **{k: v for k, v in ck.TABLE.items() if k != "pirate"},
    "knight": Explainer(("CK-ACT-3",), knight),
    "fight": Explainer(("TDE-DRAGON-1", "TDE-DRAGON-2", "TDE-DRAGON-3", "TDE-DRAGON-4", "TDE-DRAGON-5",
                        "TDE-DRAGON-6"), fight),
}

SUMMARY_TERMS = ck.SUMMARY_TERMS
