"""Warriors & Traders' names with their Czech aliases (input only; canonical on disk)."""

from referee.core.vocab import Vocabulary

RESOURCE_NAMES = Vocabulary("wt resource", {
    "gold": ("zlato", "g"), "food": ("jidlo", "jídlo", "potraviny", "f"),
    "goods": ("vyrobky", "výrobky", "products"), "weapons": ("zbrane", "zbraně", "weapon", "w"),
})
TRACK_NAMES = Vocabulary("wt track", {
    "production": ("vyroba", "výroba", "p"), "trade": ("obchod", "t"), "military": ("vojsko", "armada", "armáda", "m"),
})
ARMY_NAMES = Vocabulary("wt unit", {
    "infantry": ("pechota", "pěchota", "inf"), "archers": ("lucistnici", "lučištníci", "archer"),
    "cavalry": ("jezdectvo", "jizda", "jízda", "cav"),
})
ACTION_NAMES = Vocabulary("wt action", {
    "upgrade": ("rozvoj", "vylepseni", "vylepšení"), "army": ("armada", "armáda", "vojsko"),
    "fort": ("pevnost",), "reinforce": ("posily", "preměna", "premena"), "war": ("valka", "válka"),
    "pass": ("nic", "pas"),
})
