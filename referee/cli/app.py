"""``referee``: the command line assembled — the common commands (cli/common.py), the games' verbs and command
groups (cli/verbs.py), the session (cli/play.py), statistics and export (cli/extras.py), ``rule`` and ``why``.

The modules register their commands on the app of cli/base.py; nothing below this module imports it.
"""

import sys

from referee.cli import common, extras, dispute, explain, language, render  # noqa: F401,I001 — they register commands
from referee.cli import base, play  # noqa: F401 — play: the interactive session (it keeps the game verb 'play')
from referee.cli.base import VerbClash, app, boundary, command_name  # noqa: F401
from referee.cli.verbs import _declared, _register_board, _register_commands, _register_verbs  # noqa: F401
from referee.core import registry
from referee.core.commands import save_path, select, undecodable  # noqa: F401
from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.games import register_builtins


def main() -> None:
    """Plugins' verbs and commands are added when the command is not one of ours (or for --help); a command
    line that names one of ours builds only that command."""
    args = sys.argv[1:]
    bad = undecodable(args)
    if bad is not None:
        render.message(NotationError(_("the argument '{arg}' holds bytes that are not UTF-8", arg=bad),
                                     _("type it again in UTF-8 (check the terminal's encoding)")).line())
        raise SystemExit(2)
    valued = (["--lang"], ["--game"])           # options before the command that take a value
    first = next((a for i, a in enumerate(args) if not a.startswith("-") and args[i - 1:i] not in valued), None)
    if first is not None:
        first = language.command_of(first)      # a Czech name (hod, zpět …) builds the command it stands for
    name = command_name
    ours = {name(c) for c in app.registered_commands} | {g.name for g in app.registered_groups}
    if first is None or first not in ours:
        registry.scan()
        try:
            _register_verbs()
            _register_commands()
        except VerbClash as exc:        # a plugin's verb or command: said plainly, never a traceback
            render.message(exc.line())
            raise SystemExit(exc.exit_code) from None
    elif "--help" not in args and first != "play":   # a 'play' session runs every command
        # Typer builds a click command for every registered command on each run (≈ 11 ms for all
        # of them); a command line names one, so only that one is built.
        app.registered_commands[:] = [c for c in app.registered_commands if name(c) == first]
        app.registered_groups[:] = [g for g in app.registered_groups if g.name == first]
    app()


def _assemble() -> None:
    """The built-in games' verbs, the board group and the games' own command groups, in the order the help
    lists them: the common commands, the board group, the verbs, then ``stats``, ``export``, ``play``,
    ``rule`` and ``why`` (registered when their modules were imported, moved after the verbs here)."""
    register_builtins()
    later = [c for c in app.registered_commands if command_name(c) in LATER]
    app.registered_commands[:] = [c for c in app.registered_commands if command_name(c) not in LATER]
    _register_board()
    _register_verbs()
    infos = app.registered_commands
    for info in later:          # 'play' takes the place of the game verb it also runs (HOSTS_A_VERB)
        same = next((i for i, c in enumerate(infos) if command_name(c) == command_name(info)), None)
        if same is None:
            infos.append(info)
        else:
            infos[same] = info
    _register_verbs()   # once more: a game verb may not take the name of a command just registered
    _register_commands()  # the games' own command groups (GameInfo.commands), imported when one is built
    base.assembled = True


LATER = ("stats", "export", "play", "rule", "why")     # in the order their modules register them
_assemble()
