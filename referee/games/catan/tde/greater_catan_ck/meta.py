"""What referee knows of Greater Catan with Cities & Knights before loading its rules: Greater Catan's verbs and the
C&K member's."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.cities_knights.meta import INFO as CK_INFO
from referee.games.catan.tde.greater_catan.meta import INFO as GREATER_INFO

INFO = GameInfo(
    key="greater-catan-ck",
    title=N_("Catan: Greater Catan with Cities & Knights (TD&E scenario, 3–4 players)"),
    aliases=("greater catan ck", "greater catan cities knights", "greater catan with cities and knights",
             "velky katan rytiri", "velký katan rytíři", "velký katan s rytíři", "velky katan s rytiri"),
    min_players=3,
    max_players=4,
    verbs={**CK_INFO.verbs, "number": GREATER_INFO.verbs["number"]},
    verb_aliases={**CK_INFO.verb_aliases, "číslo": "number"},
    field_terms={**CK_INFO.field_terms},
    rules="referee.games.catan",
)
