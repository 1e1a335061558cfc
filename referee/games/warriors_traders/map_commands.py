"""``referee wt-map …``: transcribe a side of the Warriors & Traders board into a map file once, and check it.

The game declares this group in its ``INFO.commands``; the CLI adds it as ``referee wt-map`` and turns the
errors raised here into ``Error:`` lines, as for every command. A map starts as ``status = "draft"``;
``verify`` marks it ``verified`` only when it is consistent (:func:`mapfile.check`).
"""

from pathlib import Path
from typing import Annotated

import typer

from referee.core.i18n import _

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                  help="Warriors & Traders: transcribe a side of the board into a map file and check it.")

FileArg = Annotated[str, typer.Argument(help="The map file (TOML).")]


def tell(text: str) -> None:
    typer.echo(text, err=True)


def _edit(path: str, change) -> None:
    from referee.games.warriors_traders import mapfile

    data = mapfile.load_draft(path)
    said = change(mapfile, data)
    mapfile.save_draft(path, data)
    tell(said)


@app.command("new")
def new(path: FileArg, name: Annotated[str, typer.Option("--name", help="Which side of the board.")] = "my board",
        force: Annotated[bool, typer.Option("--force", help="Overwrite an existing file.")] = False):
    """Start a map file: a draft without countries."""
    from referee.core.errors import NotationError
    from referee.games.warriors_traders import mapfile

    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=path), _("another name, or --force"))
    mapfile.save_draft(path, {"name": name, "status": "draft", "countries": {}, "provinces": {}})
    tell(_("Map file {path}: add 8 countries, their provinces and the links ('referee wt-map check {path}').",
           path=path))


@app.command("country")
def country(path: FileArg, name: Annotated[str, typer.Argument(help="The country as its card names it.")],
            order: Annotated[int, typer.Argument(help="Its play-order number.")]):
    """Set a country and its order number."""
    _edit(path, lambda m, d: m.set_country(d, name, order))


@app.command("province")
def province(path: FileArg, name: Annotated[str, typer.Argument(help="The province.")],
             country_: Annotated[str, typer.Argument(metavar="COUNTRY", help="Its country.")],
             kind: Annotated[str, typer.Argument(help="capital, trade_centre, ordinary or subjugated.")],
             food: Annotated[int, typer.Option("--food", help="Food symbols on its token.")] = 0,
             goods: Annotated[int, typer.Option("--goods", help="Goods symbols.")] = 0,
             weapons: Annotated[int, typer.Option("--weapons", help="Weapon symbols.")] = 0,
             vp: Annotated[int, typer.Option("--vp", help="Its VP (default by type: 3, 2, 1, 1).")] = -1):
    """Set a province: country, type, resource symbols, VP."""
    _edit(path, lambda m, d: m.set_province(d, name, country_, kind, food, goods, weapons, vp))


@app.command("link")
def link(path: FileArg, one: Annotated[str, typer.Argument(help="A province.")],
         other: Annotated[str, typer.Argument(help="Its neighbour.")],
         sea: Annotated[bool, typer.Option("--sea", help="A sea route, not a land border.")] = False):
    """Make two provinces neighbours (both ways)."""
    _edit(path, lambda m, d: m.set_link(d, one, other, "sea" if sea else "land"))


@app.command("check")
def check(path: FileArg):
    """Check a map file: 8 countries, one capital and one trade centre each, neighbours both ways (exit 1 if not)."""
    from referee.core.errors import RuleViolation
    from referee.games.warriors_traders import mapfile

    problems = mapfile.check(mapfile.load_draft(path))
    if problems:
        raise RuleViolation("WT-COMP-2", _("the map is not consistent: {problems}", problems="; ".join(problems)),
                            _("fix the map file; see {example}", example=str(mapfile.MAPS["test-map"])))
    tell(_("{path}: consistent ({status}).", path=path, status=mapfile.load_draft(path).get("status", "draft")))


@app.command("verify")
def verify(path: FileArg):
    """Mark the map verified: only when it is consistent."""
    check(path)
    _edit(path, lambda m, d: m.set_status(d, "verified"))
