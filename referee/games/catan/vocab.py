"""Catan's names with their English, Czech and German aliases (input only; canonical on disk)."""

from referee.core.vocab import Vocabulary

RESOURCES = Vocabulary("resource", {
    "lumber": ("wood", "log", "logs", "timber", "drevo", "dřevo", "klady", "holz", "l"),
    "brick": ("bricks", "clay", "cihly", "cihla", "jil", "jíl", "lehm", "ziegel", "b"),
    "wool": ("sheep", "vlna", "ovce", "wolle", "schaf", "w"),
    "grain": ("wheat", "corn", "obili", "obilí", "getreide", "korn", "g"),
    "ore": ("stone", "rock", "ruda", "zelezo", "železo", "erz", "o"),
})
ORDER = RESOURCES.names

TERRAINS = Vocabulary("terrain", {
    "forest": ("for", "les", "wald"),
    "hills": ("hil", "hill", "pahorkatina", "vrchovina", "hugelland", "hügelland"),
    "pasture": ("pas", "pastvina", "weideland", "weide"),
    "fields": ("fld", "field", "pole", "ackerland", "acker"),
    "mountains": ("mtn", "mountain", "hory", "gebirge"),
    "desert": ("des", "poust", "poušť", "wuste", "wüste"),
})
PRODUCES = {"forest": "lumber", "hills": "brick", "pasture": "wool", "fields": "grain", "mountains": "ore"}

PIECES = Vocabulary("piece", {
    "road": ("silnice", "cesta", "strasse", "straße", "r"),
    "settlement": ("vesnice", "osada", "siedlung", "s", "house"),
    "city": ("mesto", "město", "stadt", "c"),
})

CARDS = Vocabulary("development card", {
    "knight": ("soldier", "rytir", "rytíř", "ritter", "k"),
    "road_building": ("roadbuilding", "roads", "stavba_silnic", "strassenbau", "straßenbau", "rb"),
    "year_of_plenty": ("yop", "plenty", "invention", "vynalez", "vynález", "erfindung"),
    "monopoly": ("monopol", "mono"),
    "victory_point": ("vp", "victory", "vyherni_bod", "výherní_bod", "siegpunkt"),
})

DECK = {"knight": 14, "road_building": 2, "year_of_plenty": 2, "monopoly": 2, "victory_point": 5}
COSTS = {
    "road": {"lumber": 1, "brick": 1},
    "settlement": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1},
    "city": {"grain": 2, "ore": 3},
    "development": {"wool": 1, "grain": 1, "ore": 1},
}
SUPPLY = {"road": 15, "settlement": 5, "city": 4}
BANK_PER_RESOURCE = 19
TOKENS = {"A": 5, "B": 2, "C": 6, "D": 3, "E": 8, "F": 10, "G": 9, "H": 12, "I": 11,
          "J": 4, "K": 8, "L": 10, "M": 9, "N": 4, "O": 5, "P": 6, "Q": 3, "R": 11}
TERRAIN_COUNTS = {"forest": 4, "pasture": 4, "fields": 4, "hills": 3, "mountains": 3, "desert": 1}
HARBOUR_KINDS = {"3:1": 4, "lumber": 1, "brick": 1, "wool": 1, "grain": 1, "ore": 1}
COLORS = ("red", "blue", "white", "orange")
