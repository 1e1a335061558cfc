"""What referee knows of Catan with the 5–6 player extension before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.meta import INFO as BASE_INFO

INFO = GameInfo(
    key="catan-5-6",
    title=N_("Catan with the 5–6 player extension"),
    aliases=("catan 5-6", "catan 5–6", "catan56", "catan-56", "settlers 5-6", "osadnici 5-6", "osadníci 5–6",
             "rozšíření 5–6 hráčů", "rozsireni 5-6 hracu", "osadnici z katanu 5-6", "Ergänzung 5-6 Spieler",
             "Ergänzung 5–6 Spieler", "siedler 5-6"),
    min_players=5,
    max_players=6,
    verbs={**BASE_INFO.verbs,
           "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4; between turns --player NAME builds"),
           "buy": N_("buy the development card actually drawn: buy knight; between turns --player NAME buys")},
    verb_aliases=BASE_INFO.verb_aliases,
    field_terms=BASE_INFO.field_terms,
    rules="referee.games.catan",
)
