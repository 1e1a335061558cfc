"""``referee tables …``: the numbers of the summary cards a save is judged by — see them, enter them, check them.

The game declares this group in its ``INFO.commands``; the CLI adds it as ``referee tables`` and turns the
errors raised here into ``Error:`` lines, as for every command. The save embeds its tables
(``[board.tables]``); entering a number rewrites them and ``check`` re-judges every event with it.
"""

from pathlib import Path
from typing import Annotated

import typer

from referee.core.i18n import N_, _

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                  help=N_("Warriors & Traders: the numbers of the summary cards a save is judged by."))

SaveArg = Annotated[str, typer.Argument(help=N_("The save (a Warriors & Traders game)."))]


def tell(text: str) -> None:
    typer.echo(text, err=True)


def _path(save: str) -> Path:
    from referee.core.save import resolve_path

    return resolve_path(save)


def _ours(session) -> None:
    from referee.core.errors import NotationError

    if "tables" not in session.setup.board:
        raise NotationError(_("{game} has no tables to choose", game=session.game.key), _("leave out --tables"))


@app.command("show", help=N_("The tables of the save: every number, ? for those still unknown."))
def show(save_: SaveArg,
         unknown: Annotated[bool, typer.Option("--unknown", help=N_("Only the numbers still to enter."))] = False):
    from referee.core.session import Session

    session = Session.load(_path(save_))
    _ours(session)
    for key, entry in session.setup.board["tables"]["numbers"].items():
        if "value" not in entry:
            typer.echo(f"{key} = ?")
        elif not unknown:
            typer.echo(f"{key} = {entry['value']}")


@app.command("set", help=N_("Enter one number of the summary cards into the save; check re-judges every event with it."))
def set_(save_: SaveArg, key: Annotated[str, typer.Argument(help=N_("The number's key, e.g. trade.ratio.II."))],
         value: Annotated[str, typer.Argument(help=N_("A whole number, or unknown."))]):
    from referee.core.session import Session
    from referee.games.warriors_traders import tables

    with Session.open(_path(save_)) as session:
        _ours(session)
        session.setup.board["tables"] = tables.set_number(session.setup.board["tables"], key, value)
        session.write()
    tell(_("'{key}' = {value} entered; 'referee check' judges the save again.", key=key, value=value))


@app.command("check", help=N_("How many numbers the save's tables still lack, and which recorded checks wait for them."))
def check(save_: SaveArg):
    from referee.core.session import Session

    session = Session.load(_path(save_))
    _ours(session)
    from referee.games.warriors_traders import tables

    missing = [k for k, e in session.setup.board["tables"]["numbers"].items() if "value" not in e]
    waiting = session.game.check_notes(session.state)
    tell(_("{count} numbers still unknown; {checks} checks wait for them.", count=len(missing), checks=len(waiting)))
    absent = tables.absent(session.setup.board["tables"])
    if absent:                                            # WT-COMP-10: an older file, read as unknown
        tell(_("Not in the save's older tables, still to enter (WT-COMP-10): {keys}", keys=", ".join(absent)))
    for line in waiting:
        tell(line)
