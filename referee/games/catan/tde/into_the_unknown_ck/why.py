"""``referee why`` for Into the Unknown with Cities & Knights: the C&K member's table, the treasure taken or kept
(a development card's treasure is a progress card, TDE-UNKNOWN-8) and the set-up city (TDE-UNKNOWN-8)."""

from __future__ import annotations

from referee.core.why import Explainer, Why
from referee.games.catan.cities_knights import why as ck
from referee.games.catan.tde.treasure_islands_ck import why as islands_ck


def build(before, after, ev: dict, why: Why) -> None:
    ck.TABLE["build"].detail(before, after, ev, why)
    if before.in_setup and ev["piece"] == "city":
        why.rule("TDE-UNKNOWN-8")
        why.reckoning.say("With Cities & Knights the second set-up building is a city (TDE-UNKNOWN-8).")


TABLE = {**ck.TABLE, "build": Explainer(ck.TABLE["build"].rules, build),
         "treasure": islands_ck.progress_treasure("TDE-UNKNOWN-8")}

SUMMARY_TERMS = ck.SUMMARY_TERMS
