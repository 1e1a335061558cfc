"""``referee map …``: transcribe a Struggle for Rome board into a map file once, and see what is still missing.

The game declares this group in its ``INFO.commands``; the CLI adds it as ``referee map`` and turns the errors
raised here into ``Error:`` lines, as for every command. Each change is a function of :mod:`map_edits`, which the
page of ``referee serve --edit`` runs too.
"""

import json
from typing import Annotated, Optional

import typer

from referee.core.i18n import N_, Term

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                  help=N_("Struggle for Rome: make, fill in and check a map file of the board (see docs/rome.md)."))

FileArg = Annotated[str, typer.Argument(help=N_("The map file (TOML)."))]


def tell(text: str) -> None:
    """A message: on stderr, like every message of the referee."""
    typer.echo(text, err=True)


def _edits():
    from referee.games.rome import map_edits

    return map_edits


@app.command("new", help=N_("Start a map file: a draft with every hex of the grid still unknown."))
def new(path: FileArg,
        rows: Annotated[str, typer.Option("--rows", help=N_("Hexes per row, top to bottom, e.g. 8,9,8,9,8."))],
        name: Annotated[Optional[str], typer.Option("--name", help=N_("What the map is (default: my board)."))] = None,
        force: Annotated[bool, typer.Option("--force", help=N_("Overwrite an existing file."))] = False):
    tell(_edits().new(path, rows, name, force))


@app.command("hex", help=N_("Set a hex: terrain, number, province, beyond the Limes."))
def hex_(path: FileArg, hexname: Annotated[str, typer.Argument(help=N_("The hex, e.g. 3e."))],
         terrain: Annotated[str, typer.Argument(help=N_("fields, mountains, pasture, forest or sea."))],
         number: Annotated[Optional[int], typer.Argument(help=N_("Its number token."))] = None,
         province: Annotated[Optional[str], typer.Option("--province", help=N_("Its province."))] = None,
         beyond: Annotated[bool, typer.Option("--beyond", help=N_("It lies beyond the Limes."))] = False):
    tell(_edits().hex_(path, hexname, terrain, number, province, beyond))


@app.command("city", help=N_("Set a city: crossroads, province, towers, eagle, III."))
def city(path: FileArg, name: Annotated[str, typer.Argument(help=N_("The city as printed."))],
         at: Annotated[str, typer.Argument(help=N_("Its crossroads, e.g. 4c:2."))],
         province: Annotated[str, typer.Argument(help=N_("Its province."))],
         towers: Annotated[int, typer.Argument(help=N_("2, 3, 4 or 5."))],
         eagle: Annotated[bool, typer.Option("--eagle", help=N_("It bears a legion eagle."))] = False,
         neutral: Annotated[bool, typer.Option("--iii", help=N_("It is marked III."))] = False):
    tell(_edits().city(path, name, at, province, towers, eagle, neutral))


@app.command("start", help=N_("Set a colour's two start crossroads."))
def start(path: FileArg, colour: Annotated[str, typer.Argument(help=N_("red, blue, white or yellow."))],
          first: Annotated[str, typer.Argument(help=N_("A start crossroads."))],
          second: Annotated[str, typer.Argument(help=N_("The other one."))]):
    tell(_edits().start(path, colour, first, second))


@app.command("arrow", help=N_("Add a land or sea arrow between two crossroads."))
def arrow(path: FileArg, kind: Annotated[str, typer.Argument(help=N_("land or sea."))],
          first: Annotated[str, typer.Argument(help=N_("One end (a crossroads)."))],
          second: Annotated[str, typer.Argument(help=N_("The other end."))],
          one_way: Annotated[bool, typer.Option("--one-way", help=N_("Crossed from the first end only."))] = False):
    tell(_edits().arrow(path, kind, first, second, one_way))


@app.command("check", help=N_("Check a map file: its structure, the known checksums, and what is still missing "
                               "(exit 1 if unusable)."))
def check(path: FileArg, json_: Annotated[bool, typer.Option("--json", help=N_("Print JSON."))] = False):
    from referee.games.rome import board, mapfile

    data = board.read_file(path)
    report = board.check(data)
    if json_:
        found = {"file": path, "status": data.get("status", "draft"), "usable": not report.errors,
                 "errors": report.errors, "missing": report.missing,
                 "checksums": [{"what": w, "ok": ok, "detail": d} for w, ok, d in report.checksums]}
        typer.echo(json.dumps(found, ensure_ascii=False, indent=None, default=str))
    else:
        typer.echo(f"{path}: {data.get('name', '')} ({Term('map status', data.get('status', 'draft'))})")
        for line in mapfile.report_lines(report):
            typer.echo(line)
    raise typer.Exit(1 if report.errors else 0)


@app.command("show", help=N_("Draw a map file as text: hex rows, cities, start crossroads and sea arrows."))
def show(path: FileArg):
    from referee.games.rome import board, reports

    typer.echo(reports.map_text(board.read_file(path)))


@app.command("verify", help=N_("Mark the map verified: only when nothing is missing and every checksum holds."))
def verify(path: FileArg):
    tell(_edits().verify(path))
