"""What referee knows of Catan: Seafarers before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.meta import INFO as BASE_INFO

INFO = GameInfo(
    key="seafarers",
    title=N_("Catan: Seafarers (3–4 players)"),
    aliases=("catan seafarers", "seafarers of catan", "namornici", "námořníci", "osadnici namornici",
             "osadníci z katanu námořníci", "osadnici z katanu namornici", "seefahrer", "die seefahrer"),
    min_players=3,
    max_players=4,
    verbs={**BASE_INFO.verbs,
           "roll": N_("the production roll: roll 8; a gold field's choice: roll 9 gold Anna 1 ore"),
           "build": N_("build road 3e:3 | ship 2e:5 | settlement 2c:6 | city 3e:4"),
           "play": N_("play knight 3e [VICTIM CARD] (a sea hex moves the pirate) | road_building P [ship] P | "
                      "year_of_plenty ore grain | monopoly wool"),
           "move": N_("move the ship at an open end: move 2e:5 3e:1"),
           "pirate": N_("after a 7, instead of the robber: pirate 3e [VICTIM CARD]"),
           "discover": N_("what a face-down hex turned out to be: discover 4f forest 9 | 4f sea | 4f gold 9 ore")},
    verb_aliases={**BASE_INFO.verb_aliases, "přesuň": "move", "pirát": "pirate", "objev": "discover",
                                        "objevit": "discover"},
    field_terms={**BASE_INFO.field_terms, "terrain": "terrain", "gold": "resource"},
    rules="referee.games.catan",
)
