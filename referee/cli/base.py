"""The Typer app every command module registers on, the options they share, and the error boundary."""

import functools
from typing import Annotated, Optional

import typer

from referee.cli import actions, complete, language
from referee.core import i18n
from referee.core.errors import RefereeError
from referee.games import register_builtins

register_builtins()    # the built-in games first: the commands' help names their verbs

app = typer.Typer(cls=language.Group,  # Czech names and help (cli/language.py); bash completion: complete.ColonBash
                  add_completion=True, no_args_is_help=True, rich_markup_mode=None, pretty_exceptions_enable=False,
                  help="A referee and bookkeeper for physical board games: type what happened at the "
                       "table; it is checked against the rules and recorded in a TOML save.")

assembled = False     # set by cli/app.py once every command is registered (a session runs all of them)

SaveOpt = Annotated[Optional[str], typer.Option("--save", "-s", help="The save file (default: the current game).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
PlayerOpt = Annotated[Optional[str], typer.Option("--player", "-p", help="Who acts (default: the active player).",
                                                  autocompletion=complete.player_names)]
AllOpt = Annotated[bool, typer.Option("--all", help="Where the table kept secrets (cards bought face down, cards "
                                                     "stolen unseen): everything the referee knows, not the "
                                                     "public view.")]
GotOpt = Annotated[Optional[str], typer.Option("--got", metavar="NAME=N,…",
                                               help="Monopoly against hands the referee cannot know: how many each "
                                                    "other player handed over, e.g. Anna=2,Ben=0.")]
NoteOpt = Annotated[Optional[str], typer.Option("--note", help="A free-text note stored with the event.")]


def _version(asked: bool) -> None:
    if asked:
        from referee import __version__

        typer.echo(f"referee {__version__}")
        raise typer.Exit(0)


@app.callback()
def options(lang: Annotated[str, typer.Option("--lang", envvar="REFEREE_LANG", metavar="LANG",
                                               help="Language of the output: en (default) or cs.")] = i18n.ENGLISH,
            version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_version,
                                                  help="Print the program's version and exit.")] = False,
            game: Annotated[Optional[str], typer.Option("--game", metavar="KEY",
                                                        help="With --help: list this game's verbs (default: the "
                                                             "current save's game).")] = None):
    try:
        i18n.use(lang)
    except LookupError as exc:
        raise typer.BadParameter(str(exc), param_hint="--lang") from None


def boundary(fn):
    """The one place errors become ``Error: …`` lines and exit codes (DESIGN.md §2; :func:`actions.failed`)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except (RefereeError, OSError) as exc:
            raise typer.Exit(actions.failed(exc)) from None

    return wrapper


class VerbClash(RefereeError):
    """A game declares a verb named like a common command: it would silently replace the command."""

    exit_code = 2


def command_name(info) -> str:
    """The name a registered command is called by (Typer leaves ``name`` None for a bare ``@app.command()``)."""
    return info.name or info.callback.__name__.replace("_", "-")
