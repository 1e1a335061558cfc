"""Greater Catan played with Cities & Knights (catan-td-and-e.md §1.4, §5, TDE-GEN-2: target 20). ``GAME`` is what
the ``referee.games`` entry point registers; ``INFO`` is all an import costs (the rules load on first use)."""

from referee.games import lazy_game
from referee.games.catan.tde.greater_catan_ck.meta import INFO

__getattr__ = lazy_game(__name__, "GreaterCatanCK")

__all__ = ["GAME", "INFO"]
