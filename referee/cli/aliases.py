"""The commands' other names: ``referee hod 8`` is ``referee roll 8`` (no Typer here: cli/fast.py needs them).

The catalogue of the command line's own texts (``referee/cli/locale``) is registered here, the module every
command line imports.
"""

from __future__ import annotations

from pathlib import Path

from referee.core import i18n, registry
from referee.core.vocab import fold

i18n.register(Path(__file__).resolve().parent / "locale")

# Czech names of the common commands; the games' verbs have theirs in their GameInfo (meta.py).
COMMAND_ALIASES = {"nová": "new", "hry": "games", "pokračuj": "resume", "přehled": "status", "plán": "board",
                   "body": "score", "rady": "hints", "záznam": "log", "zpět": "undo", "zkontroluj": "check",
                   "oprav": "amend", "přehraj": "replay", "statistika": "stats", "exportuj": "export",
                   "hraj": "play", "pravidlo": "rule", "proč": "why"}


def aliases() -> dict[str, tuple[str, str]]:
    """Every alias, folded → (the alias as written, the command it runs): the common ones and every game's."""
    found: dict[str, tuple[str, str]] = {}
    pairs = list(COMMAND_ALIASES.items())
    for g in registry.known().values():
        pairs += list(g.verb_aliases.items())
    for alias, target in pairs:
        found.setdefault(fold(alias), (alias, target))
    return found


def command_of(name: str) -> str:
    """The command an alias stands for (``hod`` → ``roll``); any other name as it is."""
    found = aliases().get(fold(name)) if name and not name.startswith("-") else None
    return found[1] if found else name
