"""What referee knows of The Treasure Islands with Cities & Knights before loading its rules: the scenario's verbs
and the C&K member's."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.cities_knights.meta import INFO as CK_INFO
from referee.games.catan.tde.treasure_islands.meta import INFO as ISLANDS_INFO

INFO = GameInfo(
    key="treasure-islands-ck",
    title=N_("Catan: The Treasure Islands with Cities & Knights (TD&E scenario, 3–4 players)"),
    aliases=("treasure islands ck", "treasure islands cities knights", "treasure islands with cities and knights",
             "ostrovy pokladu rytiri", "ostrovy pokladů rytíři", "ostrovy pokladů s rytíři",
             "ostrovy pokladu s rytiri"),
    min_players=3,
    max_players=4,
    verbs={**CK_INFO.verbs,
           "treasure": N_("the reward on the treasure's back: treasure grain_wool_brick | one_any ore | "
                          "two_any ore wool | two_free_routes 3e:1 ship 4e:2 | dev_card science|trade|politics")},
    verb_aliases={**CK_INFO.verb_aliases, "poklad": "treasure"},
    field_terms={**CK_INFO.field_terms, "reward": "treasure"},
    rules="referee.games.catan",
)
