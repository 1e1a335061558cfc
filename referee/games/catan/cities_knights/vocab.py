"""Cities & Knights' names with their English and Czech aliases (input only; canonical on disk)."""

from referee.core.vocab import Vocabulary
from referee.games.catan.vocab import BUILDINGS, RESOURCES

GOODS = Vocabulary("resource", {          # the resources and the commodities, as a hand holds them (CK-PROD-1)
    **{name: () for name in RESOURCES.names},
    "paper": ("papír", "papir", "papier"),
    "cloth": ("látka", "latka", "sukno", "tuch"),
    "coin": ("coins", "mince", "minci", "münze", "munze"),
})
GOODS._lookup.update(RESOURCES._lookup)   # every resource alias too (wood, dřevo, …)

CK_PIECES = Vocabulary("piece", {**BUILDINGS, "ship": ("loď", "lod", "lodě", "schiff", "boat"),
                                 "wall": ("city_wall", "hradby", "hradba", "stadtmauer", "mauer")})
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
FACES = Vocabulary("gate", {
    "ship": ("loď", "lod", "barbarians", "barbaři", "barbari"),
    "green": ("zelená", "zelena", "science", "věda", "veda"),
    "yellow": ("žlutá", "zluta", "trade", "obchod"),
    "blue": ("modrá", "modra", "politics", "politika"),
})
