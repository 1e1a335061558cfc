"""Struggle for Rome's names with English, Czech and German aliases (input only; canonical on disk)."""

from referee.core.vocab import Vocabulary

_RESOURCE_ALIASES = {
    "grain": ("wheat", "corn", "obili", "obilí", "getreide", "korn", "g"),
    "ore": ("ruda", "rudu", "rudy", "erz", "o"),
    "horse": ("horses", "kun", "kůň", "kone", "koně", "pferd", "pferde", "h"),
    "cattle": ("cow", "cows", "skot", "rind", "rinder", "c"),
}
RESOURCES = Vocabulary("resource", _RESOURCE_ALIASES)
ORDER = RESOURCES.names
PASTURE = ("horse", "cattle")

GOODS = Vocabulary("card or gold", {
    **_RESOURCE_ALIASES,
    "gold": ("zlato", "zlaté", "zlate", "zlatý", "zlaty", "zlatych", "zlatých", "coin", "coins", "geld"),
})

TRIBES = Vocabulary("tribe", {
    "horsemen": ("horseman", "horse_tribe", "cavalry", "jizdni", "jízdní", "jezdci", "jezdec", "reiter",
                 "reiterstamm"),
    "warriors": ("warrior", "infantry", "pesi", "pěší", "pesaci", "pěšáci", "pesak", "pěšák", "krieger",
                 "kriegerstamm"),
})

SINGULAR = {"horsemen": "horseman", "warriors": "warrior"}

PIECES = Vocabulary("thing to build", {
    "army": ("army_pair", "pair", "figures", "armada", "armádu", "armee", "jezdec_a_pesak", "pár_figurek"),
    "wagon": ("wagons", "supply_wagon", "vuz", "vůz", "vozy", "trosswagen", "wagen"),
    "card": ("action_card", "development", "development_card", "akcni_karta", "akční_karta", "akční_kartu", "kartu",
             "karta", "karte"),
})

PROVINCES = Vocabulary("province", {
    "germania": ("germanie", "germánie", "germanien", "germany"),
    "gallia": ("galie", "gallien", "gaul"),
    "hispania": ("hispanie", "hispánie", "spanelsko", "španělsko", "hispanien", "spain"),
    "italia_north": ("northern_italy", "north_italy", "italy_north", "severni_italie", "severní_itálie",
                     "norditalien"),
    "italia_south": ("southern_italy", "south_italy", "italy_south", "jizni_italie", "jižní_itálie",
                     "suditalien", "süditalien"),
})

TERRAINS = Vocabulary("landscape", {
    "fields": ("field", "fld", "pole", "ackerland", "acker"),
    "mountains": ("mountain", "mtn", "hory", "gebirge"),
    "pasture": ("pastures", "pas", "pastviny", "pastvina", "weideland", "weide"),
    "forest": ("for", "les", "wald"),
    "sea": ("more", "moře", "meer", "water"),
})
PRODUCES = {"fields": "grain", "mountains": "ore", "pasture": "pasture"}

CARDS = Vocabulary("action card", {
    "diplomat": ("diplomats",),
    "traitor": ("zradce", "zrádce", "verrater", "verräter"),
    "great_tribal_leader": ("leader", "great_warrior", "gtl", "velky_kmenovy_vudce", "velký_kmenový_vůdce",
                            "vudce", "grosser_stammesfuhrer", "großer_stammesführer", "stammesfuhrer",
                            "stammesführer"),
    "treasure_burgundians": ("burgundians", "poklad_burgundu", "poklad_burgundů", "schatz_der_burgunder"),
    "treasure_goths": ("goths", "poklad_gotu", "poklad_gótů", "schatz_der_goten"),
    "treasure_nibelungs": ("nibelungs", "poklad_nibelungu", "poklad_nibelungů", "schatz_der_nibelungen"),
    "treasure_vandals": ("vandals", "poklad_vandalu", "poklad_vandalů", "schatz_der_wandalen"),
    "christianisation": ("christianization", "pokrestanstenie", "pokřesťanštění", "christianisierung"),
    "feudalism": ("lenni_system", "lenní_systém", "lehnswesen"),
    "tribal_council": ("kmenova_rada", "kmenová_rada", "stammesrat"),
})
TREASURES = ("treasure_burgundians", "treasure_goths", "treasure_nibelungs", "treasure_vandals")
CULTURE = ("christianisation", "feudalism", "tribal_council")
UNIQUE_CARDS = TREASURES + CULTURE      # one copy each (ROME-COMP-10)

FACES = Vocabulary("plunder-counter symbol", {
    "loss": ("red", "red_field", "ztrata", "ztráta", "verlust"),
    "pasture": ("resource", "resource_card", "surovina", "rohstoff"),
    "action": ("action_card", "card", "akcni", "akční", "akcni_karta", "akční_karta", "aktion"),
    "gold": ("coins", "2gold", "two_coins", "mince", "zlato", "zlate", "zlaté", "munzen", "münzen"),
})
FACE_ORDER = FACES.names

SPECIAL = ("diplomacy", "scourge_of_rome", "heir_of_rome", "terror_of_the_legions")
SPECIAL_VP = {"diplomacy": 2, "scourge_of_rome": 2, "heir_of_rome": 2, "terror_of_the_legions": 1}

COLORS = ("red", "blue", "white", "yellow")
COLOURS = Vocabulary("color", {"red": ("cervena", "červená"), "blue": ("modra", "modrá"), "white": ("bila", "bílá"),
                               "yellow": ("zluta", "žlutá")})       # typed in referee map start
ARROWS = Vocabulary("arrow", {"land": ("pevninska", "pevninská"), "sea": ("morska", "mořská")})
