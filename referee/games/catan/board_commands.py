"""``referee board new / hex / harbour / remove / robber / pirate / check``: transcribe a printed Catan map into a
board file once (``referee new seafarers --board FILE`` then plays on it), as ``referee map`` does for Struggle for
Rome. Catan declares these commands under the name ``board`` (meta.py); the CLI adds them to its ``board`` group,
whose plain ``referee board`` still draws the current game's board, and turns the errors raised here into
``Error:`` lines with their exit codes, as for every command.
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


def _edit(path: str, change) -> None:
    from referee.games.catan import boardfile

    tell(boardfile.edit(path, lambda data: change(boardfile, data)))


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
    from pathlib import Path

    from referee.core.errors import NotationError
    from referee.games.catan import boardfile

    if Path(board_file).exists() and not force:
        raise NotationError(_("{path} exists already", path=board_file), _("another name, or --force"))
    if shape is not None and rows is not None:
        raise NotationError(_("--shape and --rows both given"), _("one of them: the picture or the row lengths"))
    ed = boardfile.edition_of(edition)
    drawn = shape.split("/") if shape is not None else boardfile.picture(boardfile.rows_of(rows)) if rows else None
    data = boardfile.new(ed, drawn, fill)
    boardfile.save(board_file, data)
    count = len(boardfile.grid(data).hexes)
    tell(_("Board file {path} ({edition}): {count} hexes to set ('referee board check {path}' lists what is "
           "missing).", path=board_file, edition=ed.key, count=count))


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
    extra = fields(words)
    _edit(board_file, lambda m, d: _("hex {hex} set.", hex=m.set_hex(d, hexname, terrain, number, extra)))


@app.command("harbour", help=N_("Set a harbour on a coastal path: 3:1 or a resource (a harbour there is replaced)."))
def harbour(board_file: FileArg, coast_path: Annotated[str, typer.Argument(help=N_("Its path, e.g. 3e:3."))],
            kind: Annotated[str, typer.Argument(help=N_("3:1, lumber, wool, grain, brick or ore."))]):
    _edit(board_file, lambda m, d: _("harbour on {path} set.", path=m.set_harbour(d, coast_path, kind)))


@app.command("remove", help=N_("Remove a hex (3e) or the harbour on a path (3e:3) from the file."))
def remove(board_file: FileArg, place: Annotated[str, typer.Argument(help=N_("A hex or a harbour's path."))]):
    if ":" in place:
        _edit(board_file, lambda m, d: _("harbour on {path} removed.", path=m.remove_harbour(d, place)))
    else:
        _edit(board_file, lambda m, d: _("hex {hex} removed.", hex=m.remove_hex(d, place)))


# What is said once the robber's or the pirate's start is set: on a hex, or left out (``none``: None).
PLACED = {"robber": lambda h: _("robber on {hex}.", hex=h) if h else _("robber beside the board."),
          "pirate": lambda h: _("pirate on {hex}.", hex=h) if h else _("no pirate.")}


def _start(board_file: str, piece: str, hexname: str) -> None:
    _edit(board_file, lambda m, d: PLACED[piece](m.set_start(d, piece, hexname)))


@app.command("robber", help=N_("Set the robber's start: a desert, or none (Seafarers without a desert: it starts "
                               "beside the board)."))
def robber(board_file: FileArg, hexname: Annotated[str, typer.Argument(help=N_("The hex, or none."))]):
    _start(board_file, "robber", hexname)


@app.command("pirate", help=N_("Set the pirate's start: a sea hex, or none (Seafarers)."))
def pirate(board_file: FileArg, hexname: Annotated[str, typer.Argument(help=N_("The hex, or none."))]):
    _start(board_file, "pirate", hexname)


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
        typer.echo(_("{path} ({edition}): {count} hexes set, harbours: {harbours} — {verdict}", path=board_file,
                     edition=ed.key, count=len(hexes),
                     harbours=len(board.get("harbours", [])) if isinstance(board.get("harbours"), list) else 0,
                     verdict=_("a legal board") if not found else _("{count} problem(s)", count=len(found))))
        for problem in found:
            typer.echo(str(problem))
    raise typer.Exit(1 if found else 0)
