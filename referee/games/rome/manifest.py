"""Catan Histories: Struggle for Rome, declared once: what referee knows of the game before loading its rules
(key, names, player counts, verbs, commands, its ``why`` table) and where its rules are."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.core.registry import Member

INFO = GameInfo(
    key="rome",
    title=N_("Catan Histories: Struggle for Rome (3–4 players)"),
    aliases=("struggle for rome", "struggle-for-rome", "catan histories struggle for rome", "kampf um rom",
             "kampfumrom", "die siedler von catan kampf um rom", "boj o rim", "boj o řím",
             "osadnici z katanu boj o rim", "osadníci z katanu boj o řím", "de val van rome", "battaglia per roma"),
    min_players=3,
    max_players=4,
    verbs={
        "start": N_("set-up: start horsemen X1 warriors X2 pasture horse"),
        "legionnaire": N_("set-up or after a 7: legionnaire HEX [VICTIM CARD | VICTIM 2 gold]"),
        "roll": N_("the start player's roll: roll 8 [Anna horse …] (pasture cards drawn)"),
        "trade": N_("trade Ben give 1 ore get 1 grain; trade bank 3 ore for grain | horse | pasture (face down)"),
        "build": N_("build army | build wagon horsemen | build card diplomat [joker cattle]"),
        "buy": N_("buy an action card: buy diplomat [joker cattle] (the card drawn), or buy alone: face down"),
        "play": N_("play diplomat HEX [VICTIM CARD] | play leader horse cattle | play treasure_goths"),
        "move": N_("move the tribe of the phase: move 3c:4 [via …] [arrows land sea] [pay …] [leader]"),
        "plunder": N_("plunder Trier [loss] [pasture] [action] [gold] [draws …] [traitor]"),
        "conquer": N_("conquer Trier [traitor] [from CITY arrows land]"),
        "pass": N_("the tribe did nothing: pass [gold | grain | ore | horse | cattle]"),
        "end": N_("end the player's part of the phase"),
        "robber": N_("after a 7: the legionnaire, as legionnaire"),
        "reveal": N_("show action cards drawn face down: reveal feudalism (to announce the target), at the end "
                     "every one"),
    },
    commands={"map": "referee.games.rome.map_commands:app"},
    verb_aliases={"začátek": "start", "legionář": "legionnaire", "hod": "roll", "obchod": "trade", "stav": "build",
                  "postav": "build", "kup": "buy", "hraj": "play", "přesuň": "move", "vypleň": "plunder",
                  "obsaď": "conquer", "pas": "pass", "konec": "end", "zloděj": "robber", "mapa": "map"},
    field_terms={"piece": "thing to build", "box": "tribe", "joker": "goods", "card": "action card",
                 "action": "action card", "stolen": "goods", "pasture": "goods", "take": "goods", "give": "goods",
                 "get": "goods", "pay": "goods", "face": "plunder-counter symbol", "arrows": "arrow",
                 "drew": "goods"},
    rules="referee.games.rome",
    why="referee.games.rome.why",
)

MEMBERS = (Member(INFO, "referee.games.rome.game:Rome"),)
