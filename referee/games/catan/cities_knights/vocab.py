"""Cities & Knights' names with their English and Czech aliases (input only; canonical on disk)."""

from referee.core.vocab import Vocabulary
from referee.games.catan.vocab import BUILDINGS, RESOURCES, SHIP

GOODS = Vocabulary("resource", {          # the resources and the commodities, as a hand holds them (CK-PROD-1)
    **{name: () for name in RESOURCES.names},
    "paper": ("papír", "papir", "papier"),
    "cloth": ("látka", "latka", "sukno", "tuch"),
    "coin": ("coins", "mince", "minci", "münze", "munze"),
})
GOODS._lookup.update(RESOURCES._lookup)   # every resource alias too (wood, dřevo, …)

CK_PIECES = Vocabulary("piece", {**BUILDINGS, "ship": SHIP,
                                 "wall": ("city_wall", "hradby", "hradba", "hradbu", "hradeb", "stadtmauer", "mauer")})
ACTIONS = Vocabulary("knight action", {
    "build": ("postav", "postavit", "recruit", "naverbuj"),
    "promote": ("povyš", "povys", "povýšit", "povysit"),
    "activate": ("aktivuj", "aktivovat", "nakrm", "nakrmit"),
    "move": ("přesuň", "presun", "jdi"),
    "displace": ("vytlač", "vytlac", "vytlačit", "vytlacit"),
    "chase": ("zažeň", "zazen", "vyžeň", "vyzen"),
})
TRACKS = Vocabulary("deck", {
    "science": ("věda", "veda", "green", "zelená", "zelena"),
    "trade": ("obchod", "yellow", "žlutá", "zluta"),
    "politics": ("politika", "blue", "modrá", "modra"),
})
FACE_ALIASES = {
    "ship": ("loď", "lod", "barbarians", "barbaři", "barbari"),
    "green": ("zelená", "zelena"),
    "yellow": ("žlutá", "zluta"),
    "blue": ("modrá", "modra"),
}
FACES = Vocabulary("gate", FACE_ALIASES)

BANK = ("bank", "banka")                  # a progress card's cards taken from the bank, not a player

PROGRESS_CARDS = Vocabulary("progress card", {      # data/cities-knights.toml's decks (CK-PROG-1)
    "alchemist": ("alchymista",), "inventor": ("vynálezce", "vynalezce"), "crane": ("jeřáb", "jerab"),
    "engineer": ("inženýr", "inzenyr"), "irrigation": ("zavlažování", "zavlazovani"),
    "medicine": ("medicína", "medicina", "lékař", "lekar"), "mining": ("hornictví", "hornictvi", "důl", "dul"),
    "printer": ("knihtisk", "tiskař", "tiskar"), "road_building": ("stavba_silnic", "roadbuilding"),
    "smith": ("kovář", "kovar"),
    "commercial_harbor": ("obchodní_přístav", "obchodni_pristav", "commercial_harbour"),
    "master_merchant": ("mistr_obchodník", "mistr_obchodnik"), "merchant": ("obchodník", "obchodnik"),
    "merchant_fleet": ("obchodní_loďstvo", "obchodni_lodstvo"),
    "resource_monopoly": ("monopol_na_suroviny",), "trade_monopoly": ("monopol_na_zboží", "monopol_na_zbozi"),
    "bishop": ("biskup",), "constitution": ("ústava", "ustava"), "deserter": ("zběh", "zbeh", "dezertér", "dezerter"),
    "diplomat": (), "intrigue": ("intrika", "intriky"), "saboteur": ("sabotér", "saboter"),
    "spy": ("špion", "spion", "vyzvědač", "vyzvedac"), "warlord": ("vojevůdce", "vojevudce"),
    "wedding": ("svatba",),
})
