"""Catan's names with their English, Czech and German aliases (input only; canonical on disk)."""

from referee.core.vocab import Vocabulary

RESOURCES = Vocabulary("resource", {
    "lumber": ("wood", "log", "logs", "timber", "drevo", "dřevo", "klady", "holz", "l"),
    "brick": ("bricks", "clay", "cihly", "cihla", "cihlu", "jil", "jíl", "lehm", "ziegel", "b"),
    "wool": ("sheep", "vlna", "vlnu", "vlny", "ovce", "wolle", "schaf", "w"),
    "grain": ("wheat", "corn", "obili", "obilí", "getreide", "korn", "g"),
    "ore": ("stone", "rock", "ruda", "rudu", "rudy", "zelezo", "železo", "erz", "o"),
})
ORDER = RESOURCES.names

LAND = {
    "forest": ("for", "les", "wald"),
    "hills": ("hil", "hill", "pahorkatina", "vrchovina", "hugelland", "hügelland"),
    "pasture": ("pas", "pastvina", "weideland", "weide"),
    "fields": ("fld", "field", "pole", "ackerland", "acker"),
    "mountains": ("mtn", "mountain", "hory", "gebirge"),
    "desert": ("des", "poust", "poušť", "wuste", "wüste"),
}
TERRAINS = Vocabulary("terrain", LAND)
SEA_TERRAINS = Vocabulary("terrain", {       # Seafarers: the land, the sea and gold fields
    **LAND,
    "sea": ("moře", "more", "meer", "water"),
    "gold": ("gld", "gold_field", "goldfield", "zlato", "zlatá_řeka", "zlata_reka", "goldfluss"),
    "fog": ("face_down", "facedown", "hidden", "zakryty", "zakrytý", "zakryte", "zakryté"),   # SEA-FOG-1
})
PRODUCES = {"forest": "lumber", "hills": "brick", "pasture": "wool", "fields": "grain", "mountains": "ore"}

BUILDINGS = {                    # Czech as people say them: postav silnici, dvě vesnice, tři města
    "road": ("silnice", "silnici", "silnic", "cesta", "cestu", "strasse", "straße", "r"),
    "settlement": ("vesnice", "vesnici", "vesnic", "osada", "osadu", "siedlung", "s", "house"),
    "city": ("mesto", "město", "města", "měst", "stadt", "c"),
}
SHIP = ("loď", "lod", "lodě", "lodi", "lodí", "schiff", "boat")
PIECES = Vocabulary("piece", BUILDINGS)
SEA_PIECES = Vocabulary("piece", {**BUILDINGS, "ship": SHIP})

CARDS = Vocabulary("development card", {
    "knight": ("soldier", "rytir", "rytíř", "ritter", "k"),
    "road_building": ("roadbuilding", "roads", "stavba_silnic", "strassenbau", "straßenbau", "rb"),
    "year_of_plenty": ("yop", "plenty", "invention", "vynalez", "vynález", "erfindung"),
    "monopoly": ("monopol", "mono"),
    "victory_point": ("vp", "victory", "vyherni_bod", "výherní_bod", "karta_s_výherním_bodem",
                      "karta_s_vyhernim_bodem", "siegpunkt"),
})

# The counts (pieces, cards, tokens, terrains, harbours, costs, colours) are an edition's data: see ``edition.py``.
