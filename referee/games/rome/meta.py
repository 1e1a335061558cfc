"""What referee knows of this game before loading its rules: key, names, player counts, verbs."""

from referee.core.game import GameInfo

INFO = GameInfo(
    key="rome",
    title="Catan Histories: Struggle for Rome (3–4 players)",
    aliases=("struggle for rome", "struggle-for-rome", "catan histories struggle for rome", "kampf um rom",
             "kampfumrom", "die siedler von catan kampf um rom", "boj o rim", "boj o řím",
             "osadnici z katanu boj o rim", "osadníci z katanu boj o řím", "de val van rome", "battaglia per roma"),
    min_players=3,
    max_players=4,
    verbs={
        "start": "set-up: start horsemen X1 warriors X2 pasture horse",
        "legionnaire": "set-up or after a 7: legionnaire HEX [VICTIM CARD | VICTIM 2 gold]",
        "roll": "the start player's roll: roll 8 [Anna horse …] (pasture cards drawn)",
        "trade": "trade Ben give 1 ore get 1 grain; trade bank 3 ore for grain",
        "build": "build army | build wagon horsemen | build card diplomat [joker cattle]",
        "buy": "buy the action card actually drawn: buy diplomat [joker cattle]",
        "play": "play diplomat HEX [VICTIM CARD] | play leader horse cattle | play treasure_goths",
        "move": "move the tribe of the phase: move 3c:4 [via …] [arrows land sea] [pay …] [leader]",
        "plunder": "plunder Trier [loss] [pasture] [action] [gold] [draws …] [traitor]",
        "conquer": "conquer Trier [traitor] [from CITY arrows land]",
        "pass": "the tribe did nothing: pass [gold | grain | ore | horse | cattle]",
        "end": "end the player's part of the phase",
        "robber": "after a 7: the legionnaire, as legionnaire",
    },
)
