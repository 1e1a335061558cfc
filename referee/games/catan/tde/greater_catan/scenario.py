"""Greater Catan's setup data: ``tde/data/greater-catan.toml`` (the digest's ``[scenario.greater_catan]``),
read once, and the edition it makes of Seafarers' (8 cities, target 18, the TEST layout, numbers later)."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from referee.games.catan.edition import edition

DATA = Path(__file__).resolve().parent.parent / "data"
SCENARIO = tomllib.loads((DATA / "greater-catan.toml").read_text("utf-8"))["scenario"]["greater_catan"]
SEAFARERS = edition("seafarers")

EDITION = dataclasses.replace(
    SEAFARERS, key=SCENARIO["key"],
    victory_points=SCENARIO["vp_target"]["p3"],                        # 18 for 3 and 4 (recovered, not verified)
    supply={**SEAFARERS.supply, "city": SCENARIO["max_cities_per_player"]},   # TDE-GREATER-7
    presets=("greater-catan-test",), numbers_later=True,             # TDE-GREATER-3
    describe={**SEAFARERS.describe, "name": "Greater Catan"})
