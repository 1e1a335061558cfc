"""The Cities & Knights numbers (``data/cities-knights.toml``), read once: costs, supplies, the barbarian track,
improvements and progress decks, each tagged in the file with its source (PUBLIC-MEMORY values are documented
defaults: docs/rulings.md "Cities & Knights")."""

from __future__ import annotations

import tomllib
from functools import cache
from types import MappingProxyType
from typing import Any

from referee.games.catan.edition import DATA

RANKS = (1, 2, 3)                                  # basic, strong, mighty (CK-KNIGHT-2: their strength)
COMMODITIES = ("paper", "cloth", "coin")
TRACKS = ("science", "trade", "politics")          # the improvement tracks; the progress decks bear their names
GATES = {"green": "science", "yellow": "trade", "blue": "politics"}   # the event die's city-gate colours


@cache
def rules() -> Any:
    data = tomllib.loads((DATA / "cities-knights.toml").read_text("utf-8"))
    return MappingProxyType(data)


def knights() -> dict:
    return rules()["knights"]


def per_rank(rank: int) -> int:
    return knights()["per_rank"][str(rank)]


def barbarians() -> dict:
    return rules()["barbarians"]


def walls() -> dict:
    return rules()["walls"]


def commodity_of(terrain: str) -> str | None:
    """The commodity a city takes on ``terrain`` instead of its second resource (CK-PROD-1), else None."""
    return rules()["commodities"].get(terrain)


def improvements() -> dict:
    return rules()["improvements"]


def progress() -> dict:
    return rules()["progress"]


def deck(track: str) -> dict[str, int]:
    return dict(progress()["cards"][track])


def card_deck(card: str) -> str | None:
    """The deck a progress card belongs to (data file, PUBLIC-MEMORY), or None for a card not in any."""
    return next((t for t in TRACKS if card in deck(t)), None)


def vp_cards() -> tuple[str, ...]:
    """Progress cards laid out for a victory point, not returned under the deck (PUBLIC-MEMORY)."""
    return tuple(progress()["victory_point_cards"])
