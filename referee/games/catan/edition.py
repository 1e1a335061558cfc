"""An edition's components as data: pieces, cards, costs, the board's rows, tokens, terrains and harbours.

One TOML file per edition in ``data/`` (``base.toml``); it is read once into a frozen
:class:`Edition`, which the rules, the state and the board carry. ``vocab.py`` keeps the names.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from referee.core.i18n import N_

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True, eq=False)
class Edition:
    """What is in the box: counts per colour, per resource and per kind, and the board's shape."""

    key: str
    seats: tuple[int, int]                     # fewest and most players
    victory_points: int                        # the default target (option ``victory_points``)
    colors: tuple[str, ...]
    bank_per_resource: int
    supply: Mapping[str, int]                  # piece → per colour
    deck: Mapping[str, int]                    # development card → copies
    costs: Mapping[str, Mapping[str, int]]     # piece or ``development`` → resources
    rows: tuple[int, ...]                      # land hexes per row, top to bottom
    terrains: Mapping[str, int]                # terrain → hexes (empty: the board file's own, not counted)
    tokens: Mapping[str, int]                  # letter → number, in placement order (empty: not counted)
    harbours: Mapping[str, int]                # ``3:1`` or a resource → harbours (empty: not counted)
    presets: tuple[str, ...]                   # board files ``data/<preset>.toml``
    spirals: str                               # data file of the token spirals ("": no variable set-up)
    harbour_frame: str                         # the preset whose harbour paths a random board keeps
    describe: Mapping[str, str]                # English texts of the counts, for refusals
    sea: bool = False                          # sea and gold hexes inside the shape (Seafarers)
    numbers_later: bool = False                # land may start without its number (Greater Catan, TDE-GREATER-3)

    def __post_init__(self):
        unmarked = set(self.describe.values()) - TEXTS
        if unmarked:
            raise ValueError(f"edition {self.key}: mark {sorted(unmarked)} in edition.TEXTS for translation")
        if not self.terrains:                  # a transcribed board: the counts are the board file's
            return
        land = sum(self.rows)
        if sum(self.terrains.values()) != land:
            raise ValueError(f"edition {self.key}: {sum(self.terrains.values())} terrain hexes for {land} places")
        if len(self.tokens) != land - self.terrains.get("desert", 0):
            raise ValueError(f"edition {self.key}: {len(self.tokens)} tokens for {land} hexes")

    @property
    def land(self) -> int:
        return sum(self.rows)


# The texts the data files give in ``[describe]``, marked here for the translation catalogues.
TEXTS = frozenset({
    N_("the base game"), N_("3 or 4"), N_("3 or 4 names (5–6 needs the extension)"),
    N_("4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains, 1 desert"),
    N_("one 2 and one 12, two each of 3 4 5 6 8 9 10 11, no 7"),
    N_("9 harbours: 4 generic 3:1 and one 2:1 per resource"),
    N_("the 5–6 player extension"), N_("5 or 6"), N_("5 or 6 names (3–4 players: referee new catan)"),
    N_("6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains, 2 deserts"),
    N_("two each of 2 and 12, three each of 3 4 5 6 8 9 10 11, no 7"),
    N_("11 harbours: 5 generic 3:1, 2 wool 2:1 and one 2:1 each of lumber, grain, brick, ore"),
    N_("Seafarers"), N_("3 or 4 names"),
    N_("The Treasure Islands"), N_("Into the Unknown"),
    N_("Greater Catan"), N_("The Desert Dragons"), N_("Seafarers with Cities & Knights"), N_("Enchanted Land"),
    N_("The Great Canal"), N_("Greater Catan with Cities & Knights"), N_("The Treasure Islands with Cities & Knights"),
    N_("Into the Unknown with Cities & Knights"),
})


def _frozen(table: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType({k: _frozen(v) if isinstance(v, dict) else v for k, v in table.items()})


def read(path: Path) -> Edition:
    data = tomllib.loads(path.read_text("utf-8"))
    board = data["board"]
    return Edition(
        key=data["key"], seats=tuple(data["seats"]), victory_points=data["victory_points"],
        colors=tuple(data["colors"]), bank_per_resource=data["bank_per_resource"],
        supply=_frozen(data["supply"]), deck=_frozen(data["deck"]), costs=_frozen(data["costs"]),
        rows=tuple(board["rows"]), terrains=_frozen(board.get("terrains", {})),
        tokens=_frozen(board.get("tokens", {})), harbours=_frozen(board.get("harbours", {})),
        presets=tuple(board["presets"]), spirals=board.get("spirals", ""),
        harbour_frame=board.get("harbour_frame", ""), describe=_frozen(data["describe"]), sea=board.get("sea", False))


@cache
def edition(key: str) -> Edition:
    """The edition in ``data/<key>.toml``, read once per process."""
    return read(DATA / f"{key}.toml")


BASE = edition("base")
