"""What referee knows of Catan Best Friends before loading its rules: key, names, player counts, verbs."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.meta import INFO as BASE_INFO

INFO = GameInfo(
    key="best-friends",
    title=N_("Catan: Best Friends (3–4 players)"),
    aliases=("nejlepsi-pratele", "nejlepší přátelé", "nejlepsi pratele", "Beste Freunde", "beste-freunde",
             "best friends", "catan best friends"),
    min_players=3,
    max_players=4,
    verbs={**BASE_INFO.verbs,
           "favour": N_("the favour token drawn for a friendly act: favour scholars [--player NAME]"),
           "guild": N_("cash tokens at a guild: guild merchants give ore wool get brick grain | traders ore | "
                       "road_builders 3e:3 | scholars knight | architects"),
           "exchange": N_("tokens back to the supply for one drawn: exchange merchants for scholars")},
    verb_aliases={**BASE_INFO.verb_aliases, "laskavost": "favour", "gilda": "guild", "vyměň": "exchange"},
    field_terms={**BASE_INFO.field_terms, "guild": "guild", "returned": "guild"},
)
