"""``referee serve [SAVE] [--port N] [--lan] [--lang cs]``: the command that starts the table's page;
``referee serve --edit FILE [--game KEY]``: the page that transcribes a map file by pointing.

The command line loads it by name when ``serve`` is typed (``FRONT_ENDS`` in referee/cli/verbs.py), as it loads
a game's own command: it never imports the web layer.
"""

from typing import Annotated, Optional

import typer

from referee.core import commands, i18n, save
from referee.core.i18n import _
from referee.core.session import Session

app = typer.Typer(rich_markup_mode=None, add_completion=False, invoke_without_command=True, subcommand_metavar="",
                  context_settings={"allow_interspersed_args": True})   # one command: options after SAVE too


@app.callback()
def serve(
    save_file: Annotated[Optional[str], typer.Argument(metavar="[SAVE]",
                                                       help="The save to serve (default: the current game).")] = None,
    port: Annotated[int, typer.Option("--port", min=0, max=65535,
                                      help="The port to listen on (0: any free one).")] = 8000,
    lan: Annotated[bool, typer.Option("--lan", help="Listen on the local network too (phones at the table), "
                                                      "and print a QR code; default: this machine only.")] = False,
    lang: Annotated[Optional[str], typer.Option("--lang", metavar="LANG",
                                                help="The page's language: en or cs (default: the command "
                                                     "line's; the page has a switch).")] = None,
    edit: Annotated[Optional[str], typer.Option("--edit", metavar="FILE",
                                                help="Transcribe a map file by pointing instead: a board file, "
                                                     "a map file or a reservoir file (made if it does not "
                                                     "exist).")] = None,
    game: Annotated[Optional[str], typer.Option("--game", metavar="KEY",
                                                help="With --edit: the game the map is for (default: what the file "
                                                     "is).")] = None,
):
    """A live page of the game for the whole table: the board, the turn, the score and the log, updated the
    moment anything records an event; typing or tapping on it records events (with the printed token)."""
    from pathlib import Path

    from referee.web import server

    language = i18n.normalize(lang) if lang else i18n.language()
    if language not in i18n.languages():
        raise typer.BadParameter(f"{lang}: " + ", ".join(i18n.languages()), param_hint="--lang")
    if edit is not None:
        if save_file is not None:
            raise typer.BadParameter(_("--edit FILE serves no save"), param_hint="SAVE")
        from referee.web.editor import editor_for

        path = Path(edit)
        server.run(path, port=port, lan=lan, language=language, editor=editor_for(path, game))
        return
    if game is not None:
        raise typer.BadParameter(_("--game goes with --edit FILE"), param_hint="--game")
    path = save.resolve_path(save_file) if save_file else commands.save_path(None)
    Session.load(path)                                   # a damaged save: said here, before anything listens
    server.run(path, port=port, lan=lan, language=language)
