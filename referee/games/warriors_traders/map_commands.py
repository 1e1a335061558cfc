"""``referee wt-map …``: transcribe a side of the Warriors & Traders board into a map file once, and check it.

The game declares this group in its ``INFO.commands``; the CLI adds it as ``referee wt-map`` and turns the
errors raised here into ``Error:`` lines, as for every command. A map starts as ``status = "draft"``;
``verify`` marks it ``verified`` only when it is consistent (:func:`mapfile.check`). Each change is a function of
:mod:`map_edits`, which the page of ``referee serve --edit`` runs too.
"""

from typing import Annotated, Optional

import typer

from referee.core.i18n import N_

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                  help=N_("Warriors & Traders: transcribe a side of the board into a map file and check it."))

FileArg = Annotated[str, typer.Argument(help=N_("The map file (TOML)."))]


def tell(text: str) -> None:
    typer.echo(text, err=True)


def _edits():
    from referee.games.warriors_traders import map_edits

    return map_edits


@app.command("new", help=N_("Start a map file of one side of the board: a draft without countries."))
def new(path: FileArg,
        side: Annotated[str, typer.Option("--side", help=N_("The side of the board: west or east (WT-COMP-1)."))],
        name: Annotated[Optional[str],
                        typer.Option("--name", help=N_("A name for the map (default: the side's)."))] = None,
        force: Annotated[bool, typer.Option("--force", help=N_("Overwrite an existing file."))] = False):
    tell(_edits().new(path, side, name, force))


@app.command("country", help=N_("Set a country and its order number."))
def country(path: FileArg, name: Annotated[str, typer.Argument(help=N_("The country as its card names it."))],
            order: Annotated[int, typer.Argument(help=N_("Its play-order number."))]):
    tell(_edits().country(path, name, order))


@app.command("province", help=N_("Set a province: country, type, resource symbols, VP."))
def province(path: FileArg, name: Annotated[str, typer.Argument(help=N_("The province."))],
             country_: Annotated[str, typer.Argument(metavar="COUNTRY", help=N_("Its country."))],
             kind: Annotated[str, typer.Argument(help=N_("capital, trade_centre, ordinary or subjugated."))],
             food: Annotated[int, typer.Option("--food", help=N_("Food symbols on its token."))] = 0,
             goods: Annotated[int, typer.Option("--goods", help=N_("Goods symbols."))] = 0,
             weapons: Annotated[int, typer.Option("--weapons", help=N_("Weapon symbols."))] = 0,
             vp: Annotated[int, typer.Option("--vp", help=N_("Its VP (default by type: 3, 2, 1, 1)."))] = -1):
    tell(_edits().province(path, name, country_, kind, food, goods, weapons, vp))


@app.command("link", help=N_("Make two provinces neighbours (both ways)."))
def link(path: FileArg, one: Annotated[str, typer.Argument(help=N_("A province."))],
         other: Annotated[str, typer.Argument(help=N_("Its neighbour."))],
         sea: Annotated[bool, typer.Option("--sea", help=N_("A sea route, not a land border."))] = False):
    tell(_edits().link(path, one, other, sea))


@app.command("check", help=N_("Check a map file: 8 countries, one capital and one trade centre each, neighbours both ways (exit 1 if not)."))
def check(path: FileArg):
    tell(_edits().check(path))


@app.command("verify", help=N_("Mark the map verified: only when it is consistent."))
def verify(path: FileArg):
    tell(_edits().verify(path))
