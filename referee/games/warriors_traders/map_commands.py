"""``referee wt-map …``: transcribe a side of the Warriors & Traders board into a map file once, and check it.

The game declares this group in its ``INFO.commands``; the CLI adds it as ``referee wt-map`` and turns the
errors raised here into ``Error:`` lines, as for every command. A map starts as ``status = "draft"``;
``verify`` marks it ``verified`` only when it is consistent (:func:`mapfile.check`).
"""

from pathlib import Path
from typing import Annotated, Optional

import typer

from referee.core.i18n import N_, _

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                  help=N_("Warriors & Traders: transcribe a side of the board into a map file and check it."))

FileArg = Annotated[str, typer.Argument(help=N_("The map file (TOML)."))]


def tell(text: str) -> None:
    typer.echo(text, err=True)


def _edit(path: str, change) -> None:
    from referee.games.warriors_traders import mapfile

    data = mapfile.load_draft(path)
    said = change(mapfile, data)
    mapfile.save_draft(path, data)
    tell(said)


@app.command("new", help=N_("Start a map file of one side of the board: a draft without countries."))
def new(path: FileArg,
        side: Annotated[str, typer.Option("--side", help=N_("The side of the board: west or east (WT-COMP-1)."))],
        name: Annotated[Optional[str],
                        typer.Option("--name", help=N_("A name for the map (default: the side's)."))] = None,
        force: Annotated[bool, typer.Option("--force", help=N_("Overwrite an existing file."))] = False):
    from referee.core.errors import NotationError, RuleViolation
    from referee.games.warriors_traders import mapfile

    if side not in mapfile.SIDES or side == "test":
        raise RuleViolation("WT-COMP-1", _("the board has two sides, not '{side}'", side=side), "west, east")
    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=path), _("another name, or --force"))
    mapfile.save_draft(path, {"name": name or mapfile.SIDES[side], "side": side, "status": "draft",
                              "countries": {}, "provinces": {}})
    tell(_("Map file {path}: add 8 countries, their provinces and the links ('referee wt-map check {path}').",
           path=path))


@app.command("country", help=N_("Set a country and its order number."))
def country(path: FileArg, name: Annotated[str, typer.Argument(help=N_("The country as its card names it."))],
            order: Annotated[int, typer.Argument(help=N_("Its play-order number."))]):
    _edit(path, lambda m, d: m.set_country(d, name, order))


@app.command("province", help=N_("Set a province: country, type, resource symbols, VP."))
def province(path: FileArg, name: Annotated[str, typer.Argument(help=N_("The province."))],
             country_: Annotated[str, typer.Argument(metavar="COUNTRY", help=N_("Its country."))],
             kind: Annotated[str, typer.Argument(help=N_("capital, trade_centre, ordinary or subjugated."))],
             food: Annotated[int, typer.Option("--food", help=N_("Food symbols on its token."))] = 0,
             goods: Annotated[int, typer.Option("--goods", help=N_("Goods symbols."))] = 0,
             weapons: Annotated[int, typer.Option("--weapons", help=N_("Weapon symbols."))] = 0,
             vp: Annotated[int, typer.Option("--vp", help=N_("Its VP (default by type: 3, 2, 1, 1)."))] = -1):
    _edit(path, lambda m, d: m.set_province(d, name, country_, kind, food, goods, weapons, vp))


@app.command("link", help=N_("Make two provinces neighbours (both ways)."))
def link(path: FileArg, one: Annotated[str, typer.Argument(help=N_("A province."))],
         other: Annotated[str, typer.Argument(help=N_("Its neighbour."))],
         sea: Annotated[bool, typer.Option("--sea", help=N_("A sea route, not a land border."))] = False):
    _edit(path, lambda m, d: m.set_link(d, one, other, "sea" if sea else "land"))


@app.command("check", help=N_("Check a map file: 8 countries, one capital and one trade centre each, neighbours both ways (exit 1 if not)."))
def check(path: FileArg):
    from referee.core.errors import RuleViolation
    from referee.games.warriors_traders import mapfile

    problems = mapfile.check(mapfile.load_draft(path))
    if problems:
        raise RuleViolation("WT-COMP-2", _("the map is not consistent: {problems}", problems="; ".join(problems)),
                            _("fix the map file; see {example}", example=str(mapfile.MAPS["test-map"])))
    tell(_("{path}: consistent ({status}).", path=path, status=mapfile.load_draft(path).get("status", "draft")))


@app.command("verify", help=N_("Mark the map verified: only when it is consistent."))
def verify(path: FileArg):
    check(path)
    _edit(path, lambda m, d: m.set_status(d, "verified"))
