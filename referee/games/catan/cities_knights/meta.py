"""What referee knows of Seafarers with Cities & Knights before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.seafarers.meta import INFO as SEA_INFO

VERBS = {k: v for k, v in SEA_INFO.verbs.items() if k not in ("play", "buy", "reveal")}   # no development cards

INFO = GameInfo(
    key="seafarers-ck",
    title=N_("Catan: Seafarers with Cities & Knights (the part TD&E uses, 3–4 players)"),
    aliases=("seafarers-cities-knights", "seafarers cities knights", "seafarers cities and knights",
             "seafarers cities & knights", "cities and knights seafarers",
             "zámořníci-rytíři", "zamornici-rytiri", "námořníci rytíři", "namornici rytiri",
             "námořníci a rytíři", "namornici a rytiri",
             "seefahrer städte und ritter", "seefahrer staedte und ritter"),
    min_players=3,
    max_players=4,
    verbs={**VERBS,
           "roll": N_("the roll with the event die and the red die: roll 8 red 3 ship [lose CORNER] "
                      "[progress Anna science]"),
           "build": N_("build road 3e:3 | ship 2e:5 | settlement 2c:6 | city 3e:4 | wall 3e:4"),
           "knight": N_("knight build 3e:4 | promote 3e:4 | activate 3e:4 | move 3e:4 3e:6 | displace 3e:4 2d:2 "
                        "[PLACE] | chase 3e:4 2c [VICTIM [CARD]]"),
           "improve": N_("a city improvement paid with commodities: improve science | trade | politics [CORNER]"),
           "progress": N_("a progress card played: progress irrigation | inventor 2c 3d | deserter 3c:6 [PLACE] | "
                          "intrigue 3c:6 [PLACE] | any other card with what it did: from Ben 2 wool, paid 1 ore, "
                          "points 1, note TEXT")},
    verb_aliases={**{k: v for k, v in SEA_INFO.verb_aliases.items() if v not in ("play", "buy", "reveal")},
                  "rytíř": "knight", "rytir": "knight", "vylepši": "improve", "vylepsi": "improve",
                  "zlepši": "improve", "zlepsi": "improve", "pokrok": "progress"},
    field_terms={**SEA_INFO.field_terms, "event": "gate", "action": "knight action", "track": "deck",
                 "card": "progress card", "paid": "resource", "progress": "deck", "deck": "deck"},
    rules="referee.games.catan",
)
