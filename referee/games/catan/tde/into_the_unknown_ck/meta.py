"""What referee knows of Into the Unknown with Cities & Knights before loading its rules: the scenario's verbs and
the C&K member's."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.cities_knights.meta import INFO as CK_INFO

INFO = GameInfo(
    key="into-the-unknown-ck",
    title=N_("Catan: Into the Unknown with Cities & Knights (TD&E scenario, 3–4 players)"),
    aliases=("into the unknown ck", "into the unknown cities knights", "into the unknown with cities and knights",
             "cesta do neznama rytiri", "cesta do neznáma rytíři", "cesta do neznáma s rytíři",
             "cesta do neznama s rytiri"),
    min_players=3,
    max_players=4,
    verbs={**CK_INFO.verbs,
           "treasure": N_("the treasure's back: treasure grain_wool_brick | one_any ore | two_any ore wool | "
                          "two_free_routes 3e:1 ship 4e:2 | dev_card science|trade|politics; or keep it unused: "
                          "treasure keep [HARBOUR SETTLEMENT] (the second kept: a 2:1 harbour, e.g. treasure keep "
                          "wool 2d:4)")},
    verb_aliases={**CK_INFO.verb_aliases, "poklad": "treasure"},
    field_terms={**CK_INFO.field_terms, "reward": "treasure", "harbour": "resource"},
    rules="referee.games.catan",
)
