"""The Great Canal's setup data: ``tde/data/great-canal.toml`` (the digest's ``[scenario.great_canal]`` and the
canal of each known layout), read once, and the edition it makes of the C&K member's (the TEST layout)."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from referee.games.catan.edition import edition

DATA = Path(__file__).resolve().parent.parent / "data"
_FILE = tomllib.loads((DATA / "great-canal.toml").read_text("utf-8"))
SCENARIO = _FILE["scenario"]["great_canal"]
LAYOUTS: dict[str, dict] = _FILE["layouts"]
CK = edition("seafarers-ck")

EDITION = dataclasses.replace(
    CK, key=SCENARIO["key"], victory_points=SCENARIO["vp_target"]["p3"], presets=("great-canal-test",),
    describe={**CK.describe, "name": "The Great Canal"})


def target(players: int) -> int:
    """TDE-CANAL-19: 21 victory points with 3 players, 18 with 4."""
    return SCENARIO["vp_target"][f"p{players}"]
