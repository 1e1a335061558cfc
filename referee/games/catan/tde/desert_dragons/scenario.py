"""The Desert Dragons' setup data: ``tde/data/desert-dragons.toml`` (the digest's ``[scenario.desert_dragons]``),
read once, and the edition it makes of Seafarers' (target 13, the TEST layout)."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from referee.games.catan.edition import edition

DATA = Path(__file__).resolve().parent.parent / "data"
SCENARIO = tomllib.loads((DATA / "desert-dragons.toml").read_text("utf-8"))["scenario"]["desert_dragons"]
FORBIDDEN = tuple(SCENARIO["forbidden"])       # expansions this scenario refuses (C&K: for its future member)
SEAFARERS = edition("seafarers")

EDITION = dataclasses.replace(
    SEAFARERS, key=SCENARIO["key"], victory_points=SCENARIO["vp_target"]["p3"],   # 13 (inferred, not verified)
    presets=("desert-dragons-test",), describe={**SEAFARERS.describe, "name": "The Desert Dragons"})


def per_build(players: int) -> int:
    """TDE-DESERT-3: dragons a settlement or city brings (3 with 3 players, 2 with 4)."""
    return SCENARIO["dragons_per_build"][f"p{players}"]
