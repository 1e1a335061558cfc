"""The Catan family, declared once: every member's key, names, verbs, rules class, ``why`` table, board-file edition
and scenario link.

A member is a row of :data:`MEMBERS` (a :class:`Variant`): its :class:`GameInfo` (what the registry and the CLI know
before its rules load), the ``"module:Class"`` of its rules (imported the first time a save of it is opened), and
the family's own columns. The registry (:func:`referee.games.register_builtins`), pyproject's entry point, the
board files' editions (:data:`EDITIONS`) and the scenario files' games (:data:`SCENARIO_GAMES`) all read it; a rules
class takes its ``INFO`` from here (:func:`info`). Adding a member is a row here plus its rules. Nothing of the
rules is imported by this module.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.core.registry import Member

RULES = "referee.games.catan"          # every member's rule texts: referee/games/catan/data/rules.toml


@dataclass(frozen=True)
class Variant(Member):
    """A member of the family: :class:`Member` and the family's own columns."""

    board: str = ""            # the board-file edition it names (``referee board new FILE --edition BOARD``)
    board_label: str = ""      # that edition in words, for the board editor
    scenario: str = ""         # the member that plays a scenario file given to it (``referee new KEY --scenario``)


def _game(key: str, title: str, aliases: tuple[str, ...], players: tuple[int, int], verbs: dict[str, str],
          verb_aliases: dict[str, str], field_terms: dict[str, str], why: str,
          commands: dict[str, str] | None = None) -> GameInfo:
    return GameInfo(key=key, title=title, aliases=aliases, min_players=players[0], max_players=players[1],
                    verbs=verbs, commands=commands or {}, verb_aliases=verb_aliases, field_terms=field_terms,
                    rules=RULES, why=f"{RULES}.{why}")


def _without(table: dict[str, str], verbs: tuple[str, ...]) -> dict[str, str]:
    """A verb table without ``verbs`` (a verb alias table: without the aliases of ``verbs``)."""
    return {k: v for k, v in table.items() if k not in verbs and v not in verbs}


# --- the base game ---------------------------------------------------------------------------------------------------
VERBS = {
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
}
VERB_ALIASES = {"hod": "roll", "stav": "build", "postav": "build", "kup": "buy", "hraj": "play", "obchod": "trade",
                "námořní": "maritime", "odhoď": "discard", "zloděj": "robber", "konec": "end"}
FIELD_TERMS = {"piece": "piece", "card": "development card", "stolen": "resource", "resource": "resource",
               "cards": "resource", "give": "resource", "get": "resource", "take": "resource"}

CATAN = _game("catan", N_("Catan (base game, 3–4 players)"),
              ("settlers", "settlers of catan", "osadnici", "osadníci z katanu", "osadnici z katanu", "siedler",
               "die siedler von catan", "catan base"), (3, 4), VERBS, VERB_ALIASES, FIELD_TERMS, "why",
              commands={"board": "referee.games.catan.board_commands:app"})   # referee board new / hex / check …

# --- the 5–6 player extension ----------------------------------------------------------------------------------------
FIVE_SIX_VERBS = {**VERBS,
                  "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4; between turns --player NAME builds"),
                  "buy": N_("buy the development card actually drawn: buy knight; between turns --player NAME buys")}
FIVE_SIX = _game("catan-5-6", N_("Catan with the 5–6 player extension"),
                 ("catan 5-6", "catan 5–6", "catan56", "catan-56", "settlers 5-6", "osadnici 5-6", "osadníci 5–6",
                  "rozšíření 5–6 hráčů", "rozsireni 5-6 hracu", "osadnici z katanu 5-6", "Ergänzung 5-6 Spieler",
                  "Ergänzung 5–6 Spieler", "siedler 5-6"), (5, 6), FIVE_SIX_VERBS, VERB_ALIASES, FIELD_TERMS, "why")

# --- the Big Box: Helpers of Catan, Best Friends, scenario files -----------------------------------------------------
HELPER = N_("use the helper held: helper merchant ore Ben:wool | mendicant 3e:3 pay lumber wool | mayor ore | "
            "general [ore] | robber_bride [HEX] | captain wool | priest settlement 2c:6 [table|hand] | "
            "noblewoman Ben ore; then flip, or then HELPER to exchange")
HELPER_ALIASES = {**VERB_ALIASES, "pomocník": "helper"}
HELPER_TERMS = {**FIELD_TERMS, "name": "helper", "then": "helper", "back": "resource", "pay": "resource"}
HELPERS = _game("helpers", N_("Catan: Helpers of Catan (3–4 players)"),
                ("pomocnici", "pomocníci", "helfer von catan", "Helfer von Catan", "helpers of catan",
                 "catan helpers"), (3, 4), {**VERBS, "helper": HELPER}, HELPER_ALIASES, HELPER_TERMS, "helpers.why")
HELPERS_FIVE_SIX = _game("helpers-5-6", N_("Catan: Helpers of Catan with the 5–6 player extension"),
                         ("pomocnici 5-6", "pomocníci 5–6", "pomocnici-5-6", "helpers 5-6", "helpers56",
                          "helfer von catan 5-6", "Helfer von Catan 5–6"), (5, 6),
                         {**FIVE_SIX_VERBS, "helper": HELPER}, HELPER_ALIASES, HELPER_TERMS, "helpers.why")

FRIENDS_VERBS = {
    "favour": N_("the favour token drawn for a friendly act: favour scholars [--player NAME]"),
    "guild": N_("cash tokens at a guild: guild merchants give ore wool get brick grain | traders ore | "
                "road_builders 3e:3 | scholars knight | architects"),
    "exchange": N_("tokens back to the supply for one drawn: exchange merchants for scholars")}
FRIENDS_ALIASES = {**VERB_ALIASES, "laskavost": "favour", "gilda": "guild", "vyměň": "exchange"}
FRIENDS_TERMS = {**FIELD_TERMS, "guild": "guild", "returned": "guild"}
BEST_FRIENDS = _game("best-friends", N_("Catan: Best Friends (3–4 players)"),
                     ("nejlepsi-pratele", "nejlepší přátelé", "nejlepsi pratele", "Beste Freunde", "beste-freunde",
                      "best friends", "catan best friends"), (3, 4), {**VERBS, **FRIENDS_VERBS}, FRIENDS_ALIASES,
                     FRIENDS_TERMS, "bestfriends.why")
BEST_FRIENDS_FIVE_SIX = _game("best-friends-5-6", N_("Catan: Best Friends with the 5–6 player extension"),
                              ("nejlepsi-pratele-5-6", "nejlepší přátelé 5–6", "nejlepsi pratele 5-6",
                               "best friends 5-6", "beste freunde 5-6", "Beste Freunde 5–6"), (5, 6),
                              {**FIVE_SIX_VERBS, **FRIENDS_VERBS}, FRIENDS_ALIASES, FRIENDS_TERMS, "bestfriends.why")

SCENARIO = _game("catan-scenario", N_("Catan with a scenario file (3–4 players)"),
                 ("catan scenario", "scenario", "scénář", "scenar", "osadnici scenar", "osadníci scénář",
                  "catan szenario"), (3, 4),
                 {**VERBS, "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4 | a scenario's item: build "
                                       "lighthouse 1a:10")}, VERB_ALIASES, FIELD_TERMS, "scenario.why",
                 commands={"scenario": "referee.games.catan.scenario.commands:app"})   # referee scenario new / item …
SCENARIO_FIVE_SIX = _game("catan-scenario-5-6", N_("Catan with a scenario file and the 5–6 player extension"),
                          ("catan scenario 5-6", "scenario 5-6", "scénář 5–6", "scenar 5-6", "osadnici scenar 5-6",
                           "osadníci scénář 5–6", "catan szenario 5-6"), (5, 6),
                          {**FIVE_SIX_VERBS, "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4 | a "
                                                         "scenario's item: build lighthouse 1a:10; between turns "
                                                         "--player NAME builds")},
                          VERB_ALIASES, FIELD_TERMS, "scenario.why")

# --- Seafarers ------------------------------------------------------------------------------------------------------
SEA_VERBS = {**VERBS,
             "roll": N_("the production roll: roll 8; a gold field's choice: roll 9 gold Anna 1 ore"),
             "build": N_("build road 3e:3 | ship 2e:5 | settlement 2c:6 | city 3e:4"),
             "play": N_("play knight 3e [VICTIM CARD] (a sea hex moves the pirate) | road_building P [ship] P | "
                        "year_of_plenty ore grain | monopoly wool"),
             "move": N_("move the ship at an open end: move 2e:5 3e:1"),
             "pirate": N_("after a 7, instead of the robber: pirate 3e [VICTIM CARD]"),
             "discover": N_("what a face-down hex turned out to be: discover 4f forest 9 | 4f sea | 4f gold 9 ore")}
SEA_ALIASES = {**VERB_ALIASES, "přesuň": "move", "pirát": "pirate", "objev": "discover", "objevit": "discover"}
SEA_TERMS = {**FIELD_TERMS, "terrain": "terrain", "gold": "resource"}
SEAFARERS = _game("seafarers", N_("Catan: Seafarers (3–4 players)"),
                  ("catan seafarers", "seafarers of catan", "namornici", "námořníci", "osadnici namornici",
                   "osadníci z katanu námořníci", "osadnici z katanu namornici", "seefahrer", "die seefahrer"),
                  (3, 4), SEA_VERBS, SEA_ALIASES, SEA_TERMS, "seafarers.why")

# --- Seafarers with Cities & Knights (no development cards) ----------------------------------------------------------
CK_VERBS = {**_without(SEA_VERBS, ("play", "buy", "reveal")),
            "roll": N_("the roll with the event die and the red die: roll 8 red 3 ship [lose CORNER] "
                       "[progress Anna science]"),
            "build": N_("build road 3e:3 | ship 2e:5 | settlement 2c:6 | city 3e:4 | wall 3e:4"),
            "knight": N_("knight build 3e:4 | promote 3e:4 | activate 3e:4 | move 3e:4 3e:6 | displace 3e:4 2d:2 "
                         "[PLACE] | chase 3e:4 2c [VICTIM [CARD]]"),
            "improve": N_("a city improvement paid with commodities: improve science | trade | politics [CORNER]"),
            "progress": N_("a progress card played: progress irrigation | inventor 2c 3d | deserter 3c:6 [PLACE] | "
                           "intrigue 3c:6 [PLACE] | any other card with what it did: from Ben 2 wool, paid 1 ore, "
                           "points 1, note TEXT")}
CK_ALIASES = {**_without(SEA_ALIASES, ("play", "buy", "reveal")),
              "rytíř": "knight", "rytir": "knight", "vylepši": "improve", "vylepsi": "improve",
              "zlepši": "improve", "zlepsi": "improve", "pokrok": "progress"}
CK_TERMS = {**SEA_TERMS, "event": "gate", "action": "knight action", "track": "deck", "card": "progress card",
            "paid": "resource", "progress": "deck", "deck": "deck"}
SEAFARERS_CK = _game("seafarers-ck", N_("Catan: Seafarers with Cities & Knights (the part TD&E uses, 3–4 players)"),
                     ("seafarers-cities-knights", "seafarers cities knights", "seafarers cities and knights",
                      "seafarers cities & knights", "cities and knights seafarers", "zámořníci-rytíři",
                      "zamornici-rytiri", "námořníci rytíři", "namornici rytiri", "námořníci a rytíři",
                      "namornici a rytiri", "seefahrer städte und ritter", "seefahrer staedte und ritter"),
                     (3, 4), CK_VERBS, CK_ALIASES, CK_TERMS, "cities_knights.why")

# --- Treasures, Dragons & Adventurers ------------------------------------------------------------------------------
TREASURE = N_("the reward on the treasure's back: treasure grain_wool_brick | one_any ore | two_any ore wool | "
              "two_free_routes 3e:1 ship 4e:2 | dev_card [CARD]")
TREASURE_ISLANDS = _game("treasure-islands", N_("Catan: The Treasure Islands (Seafarers scenario, 3–4 players)"),
                         ("the treasure islands", "treasure islands", "ostrovy pokladu", "ostrovy pokladů",
                          "ostrovy poklad", "schatzinseln", "die schatzinseln"), (3, 4),
                         {**SEA_VERBS, "treasure": TREASURE}, {**SEA_ALIASES, "poklad": "treasure"},
                         {**SEA_TERMS, "reward": "treasure"}, "tde.treasure_islands.why")
INTO_THE_UNKNOWN = _game("into-the-unknown", N_("Catan: Into the Unknown (Seafarers scenario, 3–4 players)"),
                         ("into the unknown", "cesta do neznama", "cesta do neznáma", "cesta do nezna",
                          "ins unbekannte", "voyage into the unknown"), (3, 4),
                         {**SEA_VERBS, "treasure": N_(
                             "the treasure's back: treasure grain_wool_brick | one_any ore | two_any ore wool | "
                             "two_free_routes 3e:1 ship 4e:2 | dev_card [CARD]; or keep it unused: treasure keep "
                             "[HARBOUR SETTLEMENT] (the second kept: a 2:1 harbour, e.g. treasure keep wool 2d:4)")},
                         {**SEA_ALIASES, "poklad": "treasure"}, {**SEA_TERMS, "reward": "treasure",
                                                                 "harbour": "resource"},
                         "tde.treasure_islands.why")           # the Treasure Islands' explanations, as they are
NUMBER = N_("a new-island hex reached takes its number: number 3f 9 (drawn from the stack) | number 3f from 2b (the "
            "stack is empty: moved from the main island)")
GREATER_CATAN = _game("greater-catan", N_("Catan: Greater Catan (TD&E scenario, 3–4 players)"),
                      ("greater catan", "velky katan", "velký katan", "tde greater catan", "grosses catan"), (3, 4),
                      {**SEA_VERBS, "number": NUMBER}, {**SEA_ALIASES, "číslo": "number"}, {**SEA_TERMS},
                      "tde.greater_catan.why")
DESERT_DRAGONS = _game("desert-dragons", N_("Catan: The Desert Dragons (TD&E scenario, 3–4 players)"),
                       ("desert dragons", "the desert dragons", "poustni draci", "pouštní draci",
                        "tde desert dragons", "wustendrachen"), (3, 4),
                       {**_without(SEA_VERBS, ("robber", "pirate")),               # no robber, no pirate
                        "play": N_("play knight 3d (the knights' revenge: a dragon off a main-island hex) | "
                                   "road_building P [ship] P | year_of_plenty ore grain | monopoly wool"),
                        "steal": N_("after a 7 and the discards: steal Ben [CARD] — a card from a player of the "
                                    "roller's choice")},
                       {**_without(SEA_ALIASES, ("robber", "pirate")), "seber": "steal"}, {**SEA_TERMS},
                       "tde.desert_dragons.why")
ENCHANTED_LAND = _game("enchanted-land",
                       N_("Catan: Enchanted Land (TD&E scenario with Cities & Knights, 3–4 players)"),
                       ("enchanted land", "the enchanted land", "prokleta zeme", "prokletá země", "prokleta-zeme",
                        "tde enchanted land"), (3, 4),
                       {**_without(CK_VERBS, ("pirate",)),                       # no pirate (TDE-ENCHANT-2)
                        "knight": N_("knight build 3e:4 | promote 3e:4 | activate 3e:4 | move 3e:4 3e:6 (onto the "
                                     "enchanted land at a ship line's end, or up to 3 intersections on it) | displace "
                                     "3e:4 2d:2 [PLACE] | chase 3e:4 2c [VICTIM [CARD]]"),
                        "fight": N_("a knight fights the dragon it stands on; the turned token's pennants: fight "
                                    "2f:4 2")},
                       {**_without(CK_ALIASES, ("pirate",)), "bojuj": "fight", "boj": "fight"}, {**CK_TERMS},
                       "tde.enchanted_land.why")
GREAT_CANAL = _game("great-canal", N_("Catan: The Great Canal (TD&E scenario with Cities & Knights, 3–4 players)"),
                    ("the great canal", "great canal", "zavlažovací kanál", "zavlazovaci kanal", "zavlažovací-kanál",
                     "zavlazovaci-kanal", "tde great canal"), (3, 4),
                    _without(CK_VERBS, ("pirate",)), _without(CK_ALIASES, ("pirate",)), {**CK_TERMS},
                    "tde.great_canal.why")
GREATER_CATAN_CK = _game("greater-catan-ck",
                         N_("Catan: Greater Catan with Cities & Knights (TD&E scenario, 3–4 players)"),
                         ("greater catan ck", "greater catan cities knights", "greater catan with cities and knights",
                          "velky katan rytiri", "velký katan rytíři", "velký katan s rytíři",
                          "velky katan s rytiri"), (3, 4),
                         {**CK_VERBS, "number": NUMBER}, {**CK_ALIASES, "číslo": "number"}, {**CK_TERMS},
                         "tde.greater_catan_ck.why")
TREASURE_ISLANDS_CK = _game("treasure-islands-ck",
                            N_("Catan: The Treasure Islands with Cities & Knights (TD&E scenario, 3–4 players)"),
                            ("treasure islands ck", "treasure islands cities knights",
                             "treasure islands with cities and knights", "ostrovy pokladu rytiri",
                             "ostrovy pokladů rytíři", "ostrovy pokladů s rytíři", "ostrovy pokladu s rytiri"),
                            (3, 4),
                            {**CK_VERBS, "treasure": N_(
                                "the reward on the treasure's back: treasure grain_wool_brick | one_any ore | "
                                "two_any ore wool | two_free_routes 3e:1 ship 4e:2 | dev_card "
                                "science|trade|politics")},
                            {**CK_ALIASES, "poklad": "treasure"}, {**CK_TERMS, "reward": "treasure"},
                            "tde.treasure_islands_ck.why")
INTO_THE_UNKNOWN_CK = _game("into-the-unknown-ck",
                            N_("Catan: Into the Unknown with Cities & Knights (TD&E scenario, 3–4 players)"),
                            ("into the unknown ck", "into the unknown cities knights",
                             "into the unknown with cities and knights", "cesta do neznama rytiri",
                             "cesta do neznáma rytíři", "cesta do neznáma s rytíři", "cesta do neznama s rytiri"),
                            (3, 4),
                            {**CK_VERBS, "treasure": N_(
                                "the treasure's back: treasure grain_wool_brick | one_any ore | two_any ore wool | "
                                "two_free_routes 3e:1 ship 4e:2 | dev_card science|trade|politics; or keep it "
                                "unused: treasure keep [HARBOUR SETTLEMENT] (the second kept: a 2:1 harbour, e.g. "
                                "treasure keep wool 2d:4)")},
                            {**CK_ALIASES, "poklad": "treasure"},
                            {**CK_TERMS, "reward": "treasure", "harbour": "resource"},
                            "tde.into_the_unknown_ck.why")

PACKAGE = "referee.games.catan"
MEMBERS: tuple[Variant, ...] = (
    Variant(CATAN, f"{PACKAGE}.game:Catan", board="base", board_label=N_("the base game (3–4)"),
            scenario="catan-scenario"),
    Variant(FIVE_SIX, f"{PACKAGE}.five_six.game:CatanFiveSix", board="five-six",
            board_label=N_("the 5–6 player extension"), scenario="catan-scenario-5-6"),
    Variant(HELPERS, f"{PACKAGE}.helpers.game:CatanHelpers"),
    Variant(HELPERS_FIVE_SIX, f"{PACKAGE}.helpers.five_six:CatanHelpersFiveSix"),
    Variant(BEST_FRIENDS, f"{PACKAGE}.bestfriends.game:CatanBestFriends"),
    Variant(BEST_FRIENDS_FIVE_SIX, f"{PACKAGE}.bestfriends.five_six:CatanBestFriendsFiveSix"),
    Variant(SEAFARERS, f"{PACKAGE}.seafarers.game:Seafarers", board="seafarers",
            board_label=N_("Seafarers (sea, gold, fog)")),
    Variant(SCENARIO, f"{PACKAGE}.scenario.game:CatanScenario", board="scenario",
            board_label=N_("a scenario's own board"), scenario="catan-scenario"),
    Variant(SCENARIO_FIVE_SIX, f"{PACKAGE}.scenario.five_six:CatanScenarioFiveSix", scenario="catan-scenario-5-6"),
    Variant(TREASURE_ISLANDS, f"{PACKAGE}.tde.treasure_islands.game:TreasureIslands"),
    Variant(INTO_THE_UNKNOWN, f"{PACKAGE}.tde.into_the_unknown.game:IntoTheUnknown"),
    Variant(GREATER_CATAN, f"{PACKAGE}.tde.greater_catan.game:GreaterCatan"),
    Variant(DESERT_DRAGONS, f"{PACKAGE}.tde.desert_dragons.game:DesertDragons"),
    Variant(ENCHANTED_LAND, f"{PACKAGE}.tde.enchanted_land.game:EnchantedLand"),
    Variant(SEAFARERS_CK, f"{PACKAGE}.cities_knights.game:SeafarersCK"),
    Variant(GREAT_CANAL, f"{PACKAGE}.tde.great_canal.game:GreatCanal"),
    Variant(GREATER_CATAN_CK, f"{PACKAGE}.tde.greater_catan_ck.game:GreaterCatanCK"),
    Variant(TREASURE_ISLANDS_CK, f"{PACKAGE}.tde.treasure_islands_ck.game:TreasureIslandsCK"),
    Variant(INTO_THE_UNKNOWN_CK, f"{PACKAGE}.tde.into_the_unknown_ck.game:IntoTheUnknownCK"),
)
BY_KEY = {m.key: m for m in MEMBERS}

#: The board-file editions, by their own name or their member's key (``referee board new FILE --edition …``).
EDITIONS = {name: m.board for m in MEMBERS if m.board for name in (m.board, m.key)}
#: The member that plays a scenario file, by the member named in ``new KEY --scenario FILE`` (SCENARIO-13).
SCENARIO_GAMES = {m.key: m.scenario for m in MEMBERS if m.scenario}


def info(key: str) -> GameInfo:
    """The :class:`GameInfo` of the member ``key`` (what its rules class is named by)."""
    return BY_KEY[key].info


def board_member(edition: str) -> Variant:
    """The member whose board-file edition is ``edition`` (a key of :data:`EDITIONS`' values)."""
    return next(m for m in MEMBERS if m.board == edition)
