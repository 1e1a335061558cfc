"""Into the Unknown with Cities & Knights — seed 003 p.6 ("Kombinace s rozšířením Města a rytíři"),
catan-td-and-e.md §4 TDE-UNKNOWN-8, §1.3 TDE-GEN-2: the scenario's rules (three set-up buildings, face-down hexes,
treasures used or kept) with the C&K member's (knights, the event die and the barbarians, commodities, improvements,
progress cards), by :func:`~referee.games.catan.tde.ck_scenario.with_ck` from :class:`IntoTheUnknown` and
:class:`SeafarersCK`; nothing copied: the tables are The Treasure Islands' laid over C&K's
(:func:`treasure_islands.game.progress_tables`).

- TDE-UNKNOWN-8: the second set-up building is a city ("namísto druhé vesnice každý hráč založí město"): the order
  is settlement, city, then the third settlement, which alone brings the starting resources (TDE-UNKNOWN-2).
- TDE-UNKNOWN-8: a treasure that shows a development card, used at once, gives one progress card of the deck of the
  player's choice (CK-PROG-1; ``treasure dev_card science``).
- The target was lost with the picture, as without C&K: ``--option victory_points=N`` is required.
- CK-HAND-2 (a ruling; the seed is silent): with a treasure kept the hand limit is 9 and each city wall adds 2
  (``kept_hand_limit = add``); ``higher`` reads it as the higher of 9 and C&K's 7 + 2 per wall.
"""

from __future__ import annotations

import dataclasses

from referee.core.game import Option
from referee.games.catan import manifest
from referee.games.catan.edition import edition
from referee.games.catan.tde.ck_scenario import CitySetup, with_ck
from referee.games.catan.tde.into_the_unknown import game as unknown
from referee.games.catan.tde.treasure_islands.game import progress_tables

INFO = manifest.info("into-the-unknown-ck")

CK = edition("seafarers-ck")
EDITION = dataclasses.replace(
    CK, key=INFO.key, victory_points=0,                                # UNKNOWN (digest §1.4): a required option
    rows=unknown.INTO_THE_UNKNOWN.rows, presets=unknown.INTO_THE_UNKNOWN.presets,
    describe={**CK.describe, "name": "Into the Unknown with Cities & Knights"})
KEPT_LIMIT = Option("kept_hand_limit", "add", "CK-HAND-2: the hand limit with a treasure kept and city walls: 9 and "
                                              "2 more per wall (add) or the higher of 9 and 7 + 2 per wall (higher)",
                    "CK-HAND-2", tuple(unknown.KEPT_LIMIT))


class UnknownCitySetup(CitySetup):
    """Settlement, city, then the third settlement (TDE-UNKNOWN-8); a wrong piece names that rule."""

    SETUP_ORDER_RULE = "TDE-UNKNOWN-8"


def ck_tables(base) -> dict:
    """Into the Unknown's tables (The Treasure Islands') over C&K's, the treasure's development card a progress
    card (TDE-UNKNOWN-8), and the kept treasures' hand limit with walls (CK-HAND-2)."""
    return {**progress_tables(base, "TDE-UNKNOWN-8"), "EXTRA_OPTIONS": (KEPT_LIMIT,), "CITY_SETUP_OPTION": False}


IntoTheUnknownCK = with_ck(unknown.IntoTheUnknown, INFO, EDITION, ck_tables, __name__, __doc__,
                           state_mixins=(UnknownCitySetup,))
