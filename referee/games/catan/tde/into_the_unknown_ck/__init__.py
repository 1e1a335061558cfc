"""Into the Unknown played with Cities & Knights (catan-td-and-e.md §4, TDE-UNKNOWN-8: a city as the second set-up
building, a treasure's development card a progress card, the target lost). ``GAME`` is what the ``referee.games``
entry point registers; ``INFO`` is all an import costs (the rules load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.into_the_unknown_ck.meta import INFO

__getattr__ = lazy_game(__name__, "IntoTheUnknownCK")

__all__ = ["GAME", "INFO"]
