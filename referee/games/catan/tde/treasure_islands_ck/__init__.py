"""The Treasure Islands played with Cities & Knights (catan-td-and-e.md §3, TDE-ISLANDS-9: target 17 with 3 players,
16 with 4). ``GAME`` is what the ``referee.games`` entry point registers; ``INFO`` is all an import costs (the rules
load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.treasure_islands_ck.meta import INFO

__getattr__ = lazy_game(__name__, "TreasureIslandsCK")

__all__ = ["GAME", "INFO"]
