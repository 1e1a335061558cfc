"""What referee knows of The Treasure Islands before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.seafarers.meta import INFO as SEA_INFO

INFO = GameInfo(
    key="treasure-islands",
    title=N_("Catan: The Treasure Islands (Seafarers scenario, 3–4 players)"),
    aliases=("the treasure islands", "treasure islands", "ostrovy pokladu", "ostrovy pokladů", "ostrovy poklad",
             "schatzinseln", "die schatzinseln"),
    min_players=3,
    max_players=4,
    verbs={**SEA_INFO.verbs,
           "treasure": N_("the reward on the treasure's back: treasure grain_wool_brick | one_any ore | "
                          "two_any ore wool | two_free_routes 3e:1 ship 4e:2 | dev_card [CARD]")},
    verb_aliases={**SEA_INFO.verb_aliases, "poklad": "treasure"},
    field_terms={**SEA_INFO.field_terms, "reward": "treasure"},
    rules="referee.games.catan",
)
