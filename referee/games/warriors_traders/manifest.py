"""Warriors & Traders (Válečníci a obchodníci), declared once: what referee knows of the game before loading its
rules (key, names, player counts, verbs, commands, its ``why`` table) and where its rules are."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.core.registry import Member

INFO = GameInfo(
    key="warriors-and-traders",
    rules="referee.games.warriors_traders",
    why="referee.games.warriors_traders.why",
    title=N_("Warriors & Traders (2–6 players)"),
    aliases=("valecnici a obchodnici", "válečníci a obchodníci", "warriors & traders", "Warriors and Traders",
             "warriors-traders"),
    min_players=2,
    max_players=6,
    verbs={
        "setup": N_("the country and the 3 development tokens: setup C production=2 military=1"),
        "feed": N_("upkeep: feed the armies, naming those that starve: feed infantry-2"),
        "bank": N_("trade with the bank at the level's ratio: bank food=4 get gold=1"),
        "route": N_("open a trade route, for good: route Ben"),
        "trade": N_("trade along a route, any ratio: trade Ben goods=3 get weapons=1"),
        "act": N_("an action: act upgrade production, act army infantry C1, act fort C1, "
                  "act reinforce infantry-1 archers, act war Ben, act pass"),
        "transfer": N_("move one development token between tracks: transfer trade production"),
        "move": N_("move a unit through provinces: move infantry-1 C3 D2"),
        "battle": N_("a battle: battle D2 dealt barbarian-army=1 taken infantry-1=1, and retreat U>P or "
                     "withdraw U>P"),
        "unify": N_("declare unification of one's starting country in one's manoeuvres: unify C1 C2 C3 C4"),
        "peace": N_("the table's peace conditions are met (WT-WAR-3, not verified): peace Ben"),
        "buy": N_("buy VP with gold in the phase the option buy_vp_phase names: buy 2"),
        "end": N_("end the trade phase, one's special actions, transfer or manoeuvres"),
    },
    commands={"tables": "referee.games.warriors_traders.commands:app",
              "wt-map": "referee.games.warriors_traders.map_commands:app"},
    verb_aliases={"nakrm": "feed", "banka": "bank", "cesta": "route", "akce": "act", "převeď": "transfer",
                  "bitva": "battle", "sjednoť": "unify", "tabulky": "tables",
                  "mír": "peace", "kup": "buy"},
    field_terms={"action": "wt action", "track": "wt track", "give": "wt resource", "get": "wt resource",
                 "tokens": "wt track"},
)

MEMBERS = (Member(INFO, "referee.games.warriors_traders.game:WarriorsTraders"),)
