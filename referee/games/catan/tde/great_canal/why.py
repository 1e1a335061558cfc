"""``referee why`` for The Great Canal: the C&K member's table (:mod:`referee.games.catan.cities_knights.why`), and
after any event the canal hexes it dug, the chits they gave, the completion and the flood (TDE-CANAL-7…12), the
gold diggers' share of an 8 (TDE-CANAL-13) and the dry fields a roll passed over (TDE-CANAL-6)."""

from __future__ import annotations

from referee.core.why import Explainer, Why
from referee.games.catan.common import listing
from referee.games.catan.cities_knights import why as ck
from referee.games.catan.tde.great_canal.game import CanalState

RULES = {"roll": ("TDE-CANAL-6", "TDE-CANAL-13"), "build": ("TDE-CANAL-17", "TDE-CANAL-18"),
         "knight": ("TDE-CANAL-5", "TDE-CANAL-7"), "move_ship": ("TDE-CANAL-18",)}


def _canal(explain):
    def detail(before: CanalState, after: CanalState, ev: dict, why: Why) -> None:
        if explain is not None:
            explain(before, after, ev, why)
        if ev["kind"] == "roll" and ev["total"] != 7:
            dry = [h for h in before.board.by_number.get(ev["total"], ()) if h in before.held_back
                   and before.board.terrain[h] == "fields"]
            if dry:
                why.rule("TDE-CANAL-6")
                why.reckoning.say("The fields {hexes} are dry until the canal is complete (TDE-CANAL-6).",
                                  hexes=listing(dry))
            bonus = before.gold_bonus(ev["total"])
            if bonus:
                why.rule("TDE-CANAL-13")
                why.reckoning.say("Gold diggers: {diggers} (TDE-CANAL-13).",
                                  diggers=listing([f"{n} {k}" for n, k in bonus.items()]))
        dug = [h for h in after.dug if h not in before.dug]
        if dug:
            why.rule("TDE-CANAL-7", "TDE-CANAL-8", "TDE-CANAL-9", *(("TDE-CANAL-10",) if len(dug) > 1 else ()))
            gained = {p.name: after.canal_chits[p.name] - before.canal_chits[p.name] for p in after.players}
            why.reckoning.say("Two active knights dig {hexes}: chits {chits} (TDE-CANAL-7, TDE-CANAL-8).",
                              hexes=listing(dug), chits=listing([f"{n} +{k}" for n, k in gained.items() if k]))
            why.data["canal"] = {"dug": dug, "chits": {n: k for n, k in gained.items() if k}}
        if after.flooded and not before.flooded:
            why.rule("TDE-CANAL-11", "TDE-CANAL-12")
            why.reckoning.say("The canal is complete; chits left unawarded on {hexes}; the flood (TDE-CANAL-11, "
                              "TDE-CANAL-12).", hexes=listing(after.lost, "-"))

    return detail


TABLE = {kind: Explainer((*entry.rules, *RULES.get(kind, ())), _canal(entry.detail))
         for kind, entry in ck.TABLE.items() if kind != "pirate"}        # no pirate (TDE-CANAL-4)

SUMMARY_TERMS = ck.SUMMARY_TERMS
