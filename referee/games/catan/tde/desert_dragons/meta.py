"""What referee knows of The Desert Dragons before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.seafarers.meta import INFO as SEA_INFO

VERBS = {k: v for k, v in SEA_INFO.verbs.items() if k not in ("robber", "pirate")}   # no robber, no pirate

INFO = GameInfo(
    key="desert-dragons",
    title=N_("Catan: The Desert Dragons (TD&E scenario, 3–4 players)"),
    aliases=("desert dragons", "the desert dragons", "poustni draci", "pouštní draci", "tde desert dragons",
             "wustendrachen"),
    min_players=3,
    max_players=4,
    verbs={**VERBS,
           "play": N_("play knight 3d (the knights' revenge: a dragon off a main-island hex) | road_building P "
                      "[ship] P | year_of_plenty ore grain | monopoly wool"),
           "steal": N_("after a 7 and the discards: steal Ben [CARD] — a card from a player of the roller's choice")},
    verb_aliases={**{k: v for k, v in SEA_INFO.verb_aliases.items() if v not in ("robber", "pirate")},
                  "seber": "steal"},
    field_terms={**SEA_INFO.field_terms},
    rules="referee.games.catan",
)
