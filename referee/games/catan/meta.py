"""What referee knows of this game before loading its rules: key, names, player counts, verbs."""

from referee.core.game import GameInfo
from referee.core.i18n import N_

INFO = GameInfo(
    key="catan",
    title=N_("Catan (base game, 3–4 players)"),
    aliases=("settlers", "settlers of catan", "osadnici", "osadníci z katanu", "osadnici z katanu",
             "siedler", "die siedler von catan", "catan base"),
    min_players=3,
    max_players=4,
    verbs={
        "roll": N_("the production roll: roll 8, or roll 3 5"),
        "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4"),
        "buy": N_("buy the development card actually drawn: buy knight — or buy alone, face down"),
        "play": N_("play knight 3e [VICTIM CARD] | road_building P P | year_of_plenty ore grain | monopoly wool"),
        "trade": N_("trade with the active player: trade Ben give 1 ore get 1 brick"),
        "maritime": N_("trade with the bank: maritime 4 ore for 1 wool"),
        "discard": N_("after a 7: discard [NAME] 2 ore 2 wool"),
        "robber": N_("after a 7: robber 3e [VICTIM CARD]"),
        "end": N_("end the active player's turn"),
        "reveal": N_("show Victory Point cards bought face down: reveal victory_point 2"),
    },
    verb_aliases={"hod": "roll", "stav": "build", "postav": "build", "kup": "buy", "hraj": "play", "obchod": "trade",
                  "námořní": "maritime", "odhoď": "discard", "zloděj": "robber", "konec": "end"},
    field_terms={"piece": "piece", "card": "development card", "stolen": "resource", "resource": "resource",
                 "cards": "resource", "give": "resource", "get": "resource", "take": "resource"},
    commands={"board": "referee.games.catan.board_commands:app"},   # referee board new / hex / harbour / check …
    rules="referee.games.catan",
)
