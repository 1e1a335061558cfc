"""The component counts and prices of ``data/components.toml``, read once."""

from __future__ import annotations

import tomllib
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"

with (DATA / "components.toml").open("rb") as _fh:
    _C = tomllib.load(_fh)

EDITIONS: dict[str, dict] = _C["editions"]
SUPPLY: dict[str, int] = _C["supply"]
START: dict[str, int] = _C["start"]
COSTS: dict[str, dict[str, int]] = _C["costs"]
SPECIAL_CARDS: dict[str, int] = _C["special_cards"]
N: dict[str, int] = _C["numbers"]
