"""``referee reservoirs new / set / remove / corner / check``: transcribe the reservoir positions of the lost
figures (AQUA-SETUP-5) into a file once; ``referee new aqua-romana --board FILE`` then plays on it.

Aqua Romana declares this group in its ``INFO.commands``; the CLI adds it as ``referee reservoirs`` and turns the
errors raised here into ``Error:`` lines, as for every command. Each change is a function of :mod:`board_edits`,
which the page of ``referee serve --edit`` runs too.
"""

from typing import Annotated, Optional

import typer

from referee.core.i18n import N_

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                  help=N_("Aqua Romana: transcribe the reservoirs of each player count into a file and check it."))

FileArg = Annotated[str, typer.Argument(help=N_("The reservoir file (TOML)."))]
LayoutArg = Annotated[str, typer.Argument(help=N_("p2, p2_two (two each), p3 or p4."))]
ColourArg = Annotated[str, typer.Argument(help=N_("red, blue, yellow or green."))]


def tell(text: str) -> None:
    typer.echo(text, err=True)


def _edits():
    from referee.games.aqua_romana import board_edits

    return board_edits


@app.command("new", help=N_("Start a reservoir file: the corner curves, no reservoir yet."))
def new(path: FileArg, force: Annotated[bool, typer.Option("--force", help=N_("Overwrite an existing file."))] = False):
    tell(_edits().new(path, force))


@app.command("set", help=N_("Set a reservoir of a layout: its two squares, then its outlets (A4:N …)."))
def set_(path: FileArg, layout: LayoutArg, colour: ColourArg,
         first: Annotated[str, typer.Argument(help=N_("One of its squares, e.g. A4."))],
         second: Annotated[str, typer.Argument(help=N_("The other one, beside it."))],
         outlets: Annotated[list[str], typer.Argument(help=N_("Its outlets, SQUARE:EDGE: 3 (4 with three "
                                                                "players)."))],
         seat: Annotated[Optional[int], typer.Option("--seat", help=N_("The player's seat (default: by colour with "
                                                                      "two each, else the first free)."))] = None):
    tell(_edits().set_(path, layout, colour, [first, second], outlets, seat))


@app.command("remove", help=N_("Remove the reservoir of a colour from a layout."))
def remove(path: FileArg, layout: LayoutArg, colour: ColourArg):
    tell(_edits().remove(path, layout, colour))


@app.command("corner", help=N_("Set the curve printed on a corner square (AQUA-GEO-4)."))
def corner(path: FileArg, square: Annotated[str, typer.Argument(help=N_("A1, K1, A8 or K8."))],
           rotation: Annotated[str, typer.Argument(help=N_("Where its curve opens, e.g. SE."))]):
    tell(_edits().corner(path, square, rotation))


@app.command("check", help=N_("Check a reservoir file: each layout as 'referee new' would, and what is missing (exit "
                              "1 if no layout can be played)."))
def check(path: FileArg):
    from referee.games.aqua_romana import boardfile

    data = boardfile.load(path)
    counts, problems, warnings = boardfile.report(data)
    typer.echo(boardfile.verdict(path, data))
    for line in [*counts, *problems, *warnings]:
        typer.echo(line)
    raise typer.Exit(0 if boardfile.ready(data) and not problems else 1)
