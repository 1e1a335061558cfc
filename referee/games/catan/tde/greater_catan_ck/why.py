"""``referee why`` for Greater Catan with Cities & Knights: the C&K member's table, its build and ship move followed
by Greater Catan's new-island numbers, and Greater Catan's ``number`` entry (TDE-GREATER-3…9)."""

from __future__ import annotations

from referee.core.why import Explainer
from referee.games.catan.cities_knights import why as ck
from referee.games.catan.tde.greater_catan import why as greater

TABLE = {**ck.TABLE,
         **{k: Explainer(ck.TABLE[k].rules, greater._after(ck.TABLE[k].detail)) for k in ("build", "move_ship")},
         "number": greater.TABLE["number"]}

SUMMARY_TERMS = ck.SUMMARY_TERMS
