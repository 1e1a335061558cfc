"""The helper cards as data (``data/helpers.toml``): names, numbers, sides, condition and effect keys."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from referee.core.vocab import Vocabulary

DATA = Path(__file__).resolve().parent / "data" / "helpers.toml"
SIDES = ("A", "B")


@dataclass(frozen=True)
class Helper:
    key: str
    name: str
    number: int              # 1… dealt in this order at the second set-up settlements (HELPERS-1); 0 = display
    condition: str           # when it may be used: a key of rules.CONDITIONS
    effect: str              # what it does: a key of rules.EFFECTS
    sides: dict[str, str]    # what each side does, in words (documentation: the rules are the effect's)
    verified: bool           # false: its text is unknown, every use is listed as not verified (HELPERS-15)


def read(path: Path = DATA) -> tuple[dict[str, Helper], Vocabulary]:
    """The helpers by key, in the file's order, and their names with aliases for input."""
    data = tomllib.loads(path.read_text("utf-8"))
    helpers = {h["key"]: Helper(h["key"], h["name"], h["number"], h["condition"], h["effect"], dict(h["sides"]),
                                h["verified"]) for h in data["helper"]}
    names = Vocabulary("helper", {h["key"]: (h["name"], *h.get("aliases", ())) for h in data["helper"]})
    return helpers, names


HELPERS, NAMES = read()
NUMBERED = sorted((h for h in HELPERS.values() if h.number), key=lambda h: h.number)
