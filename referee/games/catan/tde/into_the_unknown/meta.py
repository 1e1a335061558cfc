"""What referee knows of Into the Unknown before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.tde.treasure_islands.meta import INFO as ISLANDS_INFO

INFO = GameInfo(
    key="into-the-unknown",
    title=N_("Catan: Into the Unknown (Seafarers scenario, 3–4 players)"),
    aliases=("into the unknown", "cesta do neznama", "cesta do neznáma", "cesta do nezna", "ins unbekannte",
             "voyage into the unknown"),
    min_players=3,
    max_players=4,
    verbs={**ISLANDS_INFO.verbs,
           "treasure": N_("the treasure's back: treasure grain_wool_brick | one_any ore | two_any ore wool | "
                          "two_free_routes 3e:1 ship 4e:2 | dev_card [CARD]; or keep it unused: treasure keep "
                          "[HARBOUR SETTLEMENT] (the second kept: a 2:1 harbour, e.g. treasure keep wool 2d:4)")},
    verb_aliases={**ISLANDS_INFO.verb_aliases},
    field_terms={**ISLANDS_INFO.field_terms, "harbour": "resource"},
    rules="referee.games.catan",
)
