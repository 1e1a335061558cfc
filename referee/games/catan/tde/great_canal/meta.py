"""What referee knows of The Great Canal before loading its rules: the C&K member's verbs."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.cities_knights.meta import INFO as CK_INFO

INFO = GameInfo(
    key="great-canal",
    title=N_("Catan: The Great Canal (TD&E scenario with Cities & Knights, 3–4 players)"),
    aliases=("the great canal", "great canal", "zavlažovací kanál", "zavlazovaci kanal", "zavlažovací-kanál",
             "zavlazovaci-kanal", "tde great canal"),
    min_players=3,
    max_players=4,
    verbs={k: v for k, v in CK_INFO.verbs.items() if k != "pirate"},
    verb_aliases={k: v for k, v in CK_INFO.verb_aliases.items() if v != "pirate"},
    field_terms={**CK_INFO.field_terms},
    rules="referee.games.catan",
)
