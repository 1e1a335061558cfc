"""``referee board new / hex / harbour / remove / robber / pirate / grow / treasure / check``: transcribe a printed
Catan map into a board file once (``referee new seafarers --board FILE`` then plays on it), as ``referee map`` does
for Struggle for Rome. Catan declares these commands under the name ``board`` (manifest.py); the CLI adds them to its
``board`` group, whose plain ``referee board`` still draws the current game's board, and turns the errors raised
here into ``Error:`` lines with their exit codes, as for every command. Each runs its change in
:mod:`board_edits`, as the page of ``referee serve --edit`` does.
"""

import json
from typing import Annotated, Optional

import typer

from referee.core.i18n import N_, _

app = typer.Typer(rich_markup_mode=None)

FileArg = Annotated[str, typer.Argument(help=N_("The board file (TOML)."))]


def tell(text: str) -> None:
    """A message: on stderr, like every message of the referee."""
    typer.echo(text, err=True)


def _edits():
    from referee.games.catan import board_edits

    return board_edits


@app.command("new", help=N_("Start a board file: the edition's rows (or --shape / --rows) with every hex still to "
                            "be set."))
def new(board_file: FileArg,
        edition: Annotated[str, typer.Option("--edition", help=N_("The edition the map is for: base, five-six or "
                                                                  "seafarers (or the game's key)."))] = "base",
        shape: Annotated[Optional[str], typer.Option("--shape", help=N_(
            "The board's picture, rows split by '/': every x a hex, each character half a hex wide."))] = None,
        rows: Annotated[Optional[str], typer.Option("--rows", help=N_("Hexes per row, top to bottom, centred, e.g. "
                                                                      "6,7,8,7,6."))] = None,
        fill: Annotated[Optional[str], typer.Option("--fill", help=N_("Set every hex to this terrain first (sea for "
                                                                      "a Seafarers map)."))] = None,
        force: Annotated[bool, typer.Option("--force", help=N_("Overwrite an existing file."))] = False):
    tell(_edits().new(board_file, edition, shape, rows, fill, force))


@app.command("hex", help=N_("Set a hex: terrain, number token, further fields as KEY=VALUE (e.g. number=9)."))
def hex_(board_file: FileArg, hexname: Annotated[str, typer.Argument(help=N_("The hex, e.g. 3e."))],
         terrain: Annotated[str, typer.Argument(help=N_("forest, pasture, fields, hills, mountains, desert; with "
                                                        "Seafarers also sea and gold."))],
         number_and_fields: Annotated[Optional[list[str]], typer.Argument(help=N_(
             "Its number token (none on desert and sea), then KEY=VALUE fields."))] = None):
    from referee.core import numbers
    from referee.core.datafile import fields

    words = list(number_and_fields or [])
    number = numbers.number(words.pop(0), _("the number token"), f"hex {hexname} {terrain} 9", signed=True) \
        if words and numbers.numeric(words[0].lstrip("-+")) else None
    tell(_edits().hex_(board_file, hexname, terrain, number, fields(words)))


@app.command("harbour", help=N_("Set a harbour on a coastal path: 3:1 or a resource (a harbour there is replaced)."))
def harbour(board_file: FileArg, coast_path: Annotated[str, typer.Argument(help=N_("Its path, e.g. 3e:3."))],
            kind: Annotated[str, typer.Argument(help=N_("3:1, lumber, wool, grain, brick or ore."))]):
    tell(_edits().harbour(board_file, coast_path, kind))


@app.command("remove", help=N_("Remove a hex (3e), the harbour on a path (3e:3) or the treasure on an intersection "
                               "(3e:4) from the file."))
def remove(board_file: FileArg, place: Annotated[str, typer.Argument(help=N_("A hex, a harbour's path or a "
                                                                             "treasure's intersection."))]):
    tell(_edits().remove(board_file, place))


@app.command("robber", help=N_("Set the robber's start: a desert, or none (Seafarers without a desert: it starts "
                               "beside the board)."))
def robber(board_file: FileArg, hexname: Annotated[str, typer.Argument(help=N_("The hex, or none."))]):
    tell(_edits().robber(board_file, hexname))


@app.command("pirate", help=N_("Set the pirate's start: a sea hex, or none (Seafarers)."))
def pirate(board_file: FileArg, hexname: Annotated[str, typer.Argument(help=N_("The hex, or none."))]):
    tell(_edits().pirate(board_file, hexname))


@app.command("grow", help=N_("Grow the board's shape by the hex across a side of one of its hexes (3e:3: east of "
                             "3e); the names after it in its row move on."))
def grow(board_file: FileArg, beside: Annotated[str, typer.Argument(help=N_("A hex and one of its sides (odd "
                                                                            "hours), e.g. 3e:3."))]):
    tell(_edits().grow(board_file, beside))


@app.command("treasure", help=N_("Put a treasure token on an intersection (Seafarers scenarios: TDE-TREASURE-1)."))
def treasure(board_file: FileArg, corner: Annotated[str, typer.Argument(help=N_("The intersection, e.g. "
                                                                                "3e:4."))]):
    tell(_edits().treasure(board_file, corner))


@app.command("check", help=N_("Check a board file as 'referee new' would: every problem with its rule (exit 1 if "
                              "there is one)."))
def check(board_file: FileArg,
          edition: Annotated[Optional[str], typer.Option("--edition", help=N_(
              "Check it for this edition (default: the one the file names, else base)."))] = None,
          json_: Annotated[bool, typer.Option("--json", help=N_("Print JSON."))] = False):
    from referee.games.catan import boardfile

    data = boardfile.load(board_file)
    if edition is not None:
        board, _ed = boardfile.parts(data)
        data = {"edition": edition, "board": board}
    board, ed = boardfile.parts(data)
    found = boardfile.problems(data)
    hexes = board.get("hexes") if isinstance(board.get("hexes"), dict) else {}
    if json_:
        typer.echo(json.dumps({"file": board_file, "edition": ed.key, "valid": not found, "hexes": len(hexes),
                               "problems": [{"rule": p.rule, "problem": p.message, "allowed": p.allowed}
                                            for p in found]}, ensure_ascii=False))
    else:
        typer.echo(boardfile.verdict(board_file, data, found))
        for problem in found:
            typer.echo(str(problem))
    raise typer.Exit(1 if found else 0)
