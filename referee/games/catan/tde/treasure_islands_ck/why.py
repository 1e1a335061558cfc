"""``referee why`` for The Treasure Islands with Cities & Knights: the C&K member's table and the treasure taken
(a development card's treasure is a progress card, TDE-ISLANDS-9)."""

from __future__ import annotations

from referee.core.why import Explainer, Why
from referee.games.catan.cities_knights import why as ck
from referee.games.catan.tde.treasure_islands import why as islands


def progress_treasure(rule: str) -> Explainer:
    """The treasure taken (or kept), a development card's treasure a progress card (``rule``: TDE-ISLANDS-9,
    TDE-UNKNOWN-8; CK-PROG-1)."""

    def treasure_event(before, after, ev: dict, why: Why) -> None:
        islands.treasure_event(before, after, ev, why)
        if ev["reward"] == "dev_card":
            why.rule(rule)
            why.rule("CK-PROG-1")

    return Explainer(("TDE-ISLANDS-6", "TDE-TREASURE-1"), treasure_event)


TABLE = {**ck.TABLE, "treasure": progress_treasure("TDE-ISLANDS-9")}

SUMMARY_TERMS = ck.SUMMARY_TERMS
