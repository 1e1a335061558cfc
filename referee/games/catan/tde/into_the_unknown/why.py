"""``referee why`` for Into the Unknown: The Treasure Islands' table; a treasure kept says what it brings."""

from __future__ import annotations

from referee.games.catan.tde.treasure_islands import why as islands

TABLE = islands.TABLE

SUMMARY_TERMS = islands.SUMMARY_TERMS
