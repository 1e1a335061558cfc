"""Enchanted Land's setup data: ``tde/data/enchanted-land.toml`` (the digest's ``[scenario.enchanted_land]``), read
once, and the edition it makes of Seafarers with Cities & Knights (target 21 with 3 players, 18 with 4; the TEST
layout)."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from referee.games.catan.edition import edition

DATA = Path(__file__).resolve().parent.parent / "data"
SCENARIO = tomllib.loads((DATA / "enchanted-land.toml").read_text("utf-8"))["scenario"]["enchanted_land"]
CK = edition("seafarers-ck")

EDITION = dataclasses.replace(
    CK, key=SCENARIO["key"], victory_points=SCENARIO["vp_target"]["p3"],     # 21 (recovered, not verified)
    presets=("enchanted-land-test",), describe={**CK.describe, "name": "Enchanted Land"})


def target(players: int) -> int:
    """TDE-DRAGON-7: the victory points needed — 21 with 3 players, 18 with 4 (recovered, not verified)."""
    return SCENARIO["vp_target"][f"p{players}"]
