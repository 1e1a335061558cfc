"""``referee serve``: the table's shared screen — a live page of one game that every device at the table watches,
and taps to record events through the same session, lock and rules as the command line.

A second front end beside ``referee/cli``: it imports the games and the core, never the command line.
"""

from pathlib import Path

from referee.core import i18n

i18n.register(Path(__file__).resolve().parent / "locale")
