"""The Treasure Islands with Cities & Knights — catan-td-and-e.md §3 TDE-ISLANDS-9, §1.3 TDE-GEN-2: the scenario's
rules (face-down hexes, treasures, the main-island set-up) with the C&K member's (knights, the event die and the
barbarians, commodities, improvements, progress cards), by :func:`~referee.games.catan.tde.ck_scenario.with_ck` from
:class:`TreasureIslands` and :class:`SeafarersCK`; nothing copied: the tables are the scenario's laid over C&K's
(:func:`treasure_islands.game.tables`).

- The target is 17 with 3 players and 16 with 4 (TDE-ISLANDS-9; recovered from the seed's units digits "?7" / "?6",
  not verified); ``--option victory_points=N`` overrides it.
- A treasure that shows a development card gives one progress card of the deck of the player's choice (CK-PROG-1;
  ``treasure dev_card science``), none when the progress hand is full or the decks are empty.
"""

from __future__ import annotations

import dataclasses

from referee.core.game import Option
from referee.games.catan import manifest
from referee.games.catan.edition import edition
from referee.games.catan.tde.ck_scenario import with_ck
from referee.games.catan.tde.treasure_islands import game as islands

INFO = manifest.info("treasure-islands-ck")

CK = edition("seafarers-ck")
EDITION = dataclasses.replace(
    CK, key=INFO.key, victory_points=0,                                # by player count (TARGETS)
    rows=islands.TREASURE_ISLANDS.rows, presets=islands.TREASURE_ISLANDS.presets,
    describe={**CK.describe, "name": "The Treasure Islands with Cities & Knights"})
TARGETS = {3: 17, 4: 16}                      # TDE-ISLANDS-9, recovered (seed "?7" / "?6"), not verified
VICTORY = Option("victory_points", 0, "points needed to win: 0 = 17 with 3 players, 16 with 4 (TDE-ISLANDS-9, "
                                      "recovered from the seed's units digits, not verified)", "TDE-ISLANDS-9",
                 choices=(0,), bounds=(3, 99))


def ck_tables(base) -> dict:
    """The Treasure Islands' tables over C&K's (TDE-ISLANDS-9), the target by player count."""
    return {**islands.progress_tables(base, "TDE-ISLANDS-9"), "VICTORY_OPTION": VICTORY, "TARGETS": TARGETS, "apply": apply}


def apply(self, state, event):
    """A win at the recovered target (17 / 16, whoever typed it) is listed as not verified (TDE-ISLANDS-9)."""
    out = super(TreasureIslandsCK, self).apply(state, event)
    if (state.winner and state.options["victory_points"] == TARGETS.get(len(state.players))
            and not any(rule == "TDE-ISLANDS-9" for _s, rule, _w in state.unverified)):
        state.unverified.append((event.get("seq", 0), "TDE-ISLANDS-9", "victory_points"))
    return out


TreasureIslandsCK = with_ck(islands.TreasureIslands, INFO, EDITION, ck_tables, __name__, __doc__)
