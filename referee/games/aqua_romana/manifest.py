"""Aqua Romana, declared once: what referee knows of the game before loading its rules (key, names, player counts,
verbs, commands, its ``why`` table) and where its rules are."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.core.registry import Member

INFO = GameInfo(
    key="aqua-romana",
    title=N_("Aqua Romana (2–4 players)"),
    aliases=("aqua romana", "aquaromana", "aqua", "akvadukty", "akvadukt", "římské akvadukty",
             "aqua romana cz", "aqua romana de"),
    min_players=2,
    max_players=4,
    verbs={
        "lay": N_("lay a tile for a worker: lay red1 N5 curve NE (what fits only one way may be left out)"),
        "well": N_("the extra tile for a well the builder passed: well curve F5 NE"),
        "place-builder": N_("put a builder on the path (set-up, or a reserve builder): place-builder bridge E3"),
        "pass": N_("no builder in sight: move any builder one space on, e.g. pass N5"),
        "close": N_("close one of your own aqueducts voluntarily: close red2 (or close none)"),
        "take": N_("choose a builder from the reserve for a closed aqueduct: take joker"),
    },
    commands={"reservoirs": "referee.games.aqua_romana.board_commands:app"},   # referee reservoirs new / set …
    verb_aliases={"polož": "lay", "studna": "well", "umísti": "place-builder", "pas": "pass", "uzavři": "close",
                  "vezmi": "take", "rezervoáry": "reservoirs"},
    field_terms={"builder": "builder", "tile": "tile kind"},
    rules="referee.games.aqua_romana",
    why="referee.games.aqua_romana.why",
)

MEMBERS = (Member(INFO, "referee.games.aqua_romana.game:AquaRomana"),)
