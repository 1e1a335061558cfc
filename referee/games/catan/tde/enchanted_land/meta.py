"""What referee knows of Enchanted Land before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.cities_knights.meta import INFO as CK_INFO

VERBS = {k: v for k, v in CK_INFO.verbs.items() if k != "pirate"}       # no pirate (TDE-ENCHANT-2)

INFO = GameInfo(
    key="enchanted-land",
    title=N_("Catan: Enchanted Land (TD&E scenario with Cities & Knights, 3–4 players)"),
    aliases=("enchanted land", "the enchanted land", "prokleta zeme", "prokletá země", "prokleta-zeme",
             "tde enchanted land"),
    min_players=3,
    max_players=4,
    verbs={**VERBS,
           "knight": N_("knight build 3e:4 | promote 3e:4 | activate 3e:4 | move 3e:4 3e:6 (onto the enchanted land "
                        "at a ship line's end, or up to 3 intersections on it) | displace 3e:4 2d:2 [PLACE] | chase "
                        "3e:4 2c [VICTIM [CARD]]"),
           "fight": N_("a knight fights the dragon it stands on; the turned token's pennants: fight 2f:4 2")},
    verb_aliases={**{k: v for k, v in CK_INFO.verb_aliases.items() if v != "pirate"},
                  "bojuj": "fight", "boj": "fight"},
    field_terms={**CK_INFO.field_terms},
    rules="referee.games.catan",
)
