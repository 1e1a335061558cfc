"""The command line's catalogue (``referee/cli/locale``: its help texts) registered, in the module every command
line imports; the commands' other names (``referee hod 8`` is ``referee roll 8``) live in
:mod:`referee.core.commands`, shared with the page of ``referee serve``."""

from __future__ import annotations

from pathlib import Path

from referee.core import i18n
from referee.core.commands import COMMAND_ALIASES, aliases, command_of, names_of  # noqa: F401

i18n.register(Path(__file__).resolve().parent / "locale")
