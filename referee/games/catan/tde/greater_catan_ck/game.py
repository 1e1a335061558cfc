"""Greater Catan with Cities & Knights — catan-td-and-e.md §1.3 TDE-GEN-2, §1.4: Greater Catan's rules (the new
island's numbers, 8 cities, robber and pirate) with the C&K member's (knights, the event die and the barbarians,
commodities, improvements, progress cards), by :func:`~referee.games.catan.tde.ck_scenario.with_ck` from
:class:`GreaterCatan` and :class:`SeafarersCK`; 20 victory points (recovered: seed "?0" + PC-OLD, not verified).
Nothing here is copied: the tables are Greater Catan's laid over C&K's (:func:`greater_catan.game.tables`)."""

from __future__ import annotations

import dataclasses

from referee.games.catan import manifest
from referee.games.catan.edition import edition
from referee.games.catan.tde.ck_scenario import with_ck
from referee.games.catan.tde.greater_catan import game as greater
from referee.games.catan.tde.greater_catan.scenario import EDITION as GREATER, SCENARIO

INFO = manifest.info("greater-catan-ck")

CK = edition("seafarers-ck")
EDITION = dataclasses.replace(
    CK, key=INFO.key, victory_points=SCENARIO["vp_target_ck"],        # 20 (TDE-GEN-2, recovered, not verified)
    supply={**CK.supply, "city": GREATER.supply["city"]},             # TDE-GREATER-7: 8 cities
    presets=GREATER.presets, numbers_later=True,                       # TDE-GREATER-3
    describe={**CK.describe, "name": "Greater Catan with Cities & Knights"})

GreaterCatanCK = with_ck(greater.GreaterCatan, INFO, EDITION, greater.tables, __name__, __doc__)
