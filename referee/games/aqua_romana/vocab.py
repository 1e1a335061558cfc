"""Aqua Romana's names with their English, Czech and German aliases (input only; canonical on disk)."""

from referee.core.i18n import Term
from referee.core.vocab import Vocabulary

_KIND_ALIASES = {
    "curve": ("c", "kurve", "zatacka", "zatáčka", "bogen"),
    "straight": ("s", "gerade", "rovny", "rovný", "rovny_usek", "rovný_úsek", "usek", "úsek"),
    "bridge": ("b", "brucke", "brücke", "most"),
    "double_curve": ("d", "double", "doublecurve", "doppelkurve", "doppelbogen", "dve_zatacky", "dvě_zatáčky",
                     "dvojita_zatacka", "dvojitá_zatáčka"),
}
TILES = Vocabulary("tile kind", _KIND_ALIASES)
TILE_KINDS = TILES.names

BUILDERS = Vocabulary("builder", {**_KIND_ALIASES, "joker": ("j", "zolik", "žolík", "wild")})
BUILDER_KINDS = BUILDERS.names

COLORS = Vocabulary("colour", {
    "red": ("r", "cervena", "červená", "cerveny", "červený", "rot"),
    "blue": ("b", "modra", "modrá", "modry", "modrý", "blau"),
    "yellow": ("y", "zluta", "žlutá", "zluty", "žlutý", "gelb"),
    "green": ("g", "zelena", "zelená", "zeleny", "zelený", "grun", "grün"),
})
COLOR_NAMES = COLORS.names

# One letter per builder kind, for the ASCII board and short tables.
BUILDER_MARK = {"curve": "C", "straight": "S", "bridge": "B", "double_curve": "D", "joker": "J"}


class Kind(Term):
    """A kind's name as a term whose English reads with spaces (``double curve``)."""

    __slots__ = ()

    def __format__(self, case: str) -> str:
        return super().__format__(case).replace("_", " ")


def typed(kind: str) -> str:
    """A tile kind as it is typed back: ``double_curve`` in English, ``dvě_zatáčky`` in Czech."""
    return format(Term("tile kind", kind), "short").replace(" ", "_")


def names(context: str, kinds) -> list[str]:
    """Builder or tile kinds, translated one by one (English: the canonical names)."""
    return [format(Term(context, k), "short") for k in kinds]
