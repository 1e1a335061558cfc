"""``referee scenario new / set / board / rules / item / spot / verify / remove / check``: fill in a scenario file
(Germany, Mallorca, a table's own) once, value by value, as the page of ``referee serve --edit FILE`` does; ``referee
new catan --scenario FILE`` then plays it. The scenario game declares these commands under the name ``scenario``
(manifest.py); each runs its change in :mod:`edits`, and the CLI turns the errors raised here into ``Error:`` lines with
their exit codes, as for every command."""

import json
from typing import Annotated, Optional

import typer

from referee.core.i18n import N_

app = typer.Typer(rich_markup_mode=None, help=N_("Fill in a scenario file (Germany, Mallorca, your own): its head, "
                                                 "board, rules, items, their spots, what is verified."))

FileArg = Annotated[str, typer.Argument(help=N_("The scenario file (TOML)."))]
ItemArg = Annotated[str, typer.Argument(help=N_("The item's key, e.g. landmark."))]


def tell(text: str) -> None:
    """A message: on stderr, like every message of the referee."""
    typer.echo(text, err=True)


def _edits():
    from referee.games.catan.scenario import edits

    return edits


@app.command("new", help=N_("Start a scenario file: empty (a key and a name), or a copy of a shipped scenario to fill "
                            "in (--from germany)."))
def new(scenario_file: FileArg,
        key: Annotated[Optional[str], typer.Option("--key", help=N_(
            "Its short name (a-z, 0-9, -; default: the copy's, or the file's name)."))] = None,
        name: Annotated[Optional[str], typer.Option("--name", help=N_("What people call it."))] = None,
        copy: Annotated[Optional[str], typer.Option("--from", help=N_("A shipped scenario to start from: germany or "
                                                                      "mallorca."))] = None,
        force: Annotated[bool, typer.Option("--force", help=N_("Overwrite an existing file."))] = False):
    tell(_edits().new(scenario_file, key, name, copy, force))


@app.command("set", help=N_("Set the head: key, names, source, target (SCENARIO-3) and player counts (SCENARIO-13)."))
def set_(scenario_file: FileArg,
         key: Annotated[Optional[str], typer.Option("--key", help=N_("Its short name."))] = None,
         name: Annotated[Optional[str], typer.Option("--name", help=N_("What people call it."))] = None,
         name_cs: Annotated[Optional[str], typer.Option("--name-cs", help=N_("Its Czech name."))] = None,
         source: Annotated[Optional[str], typer.Option("--source", help=N_("Where its numbers come from."))] = None,
         victory_points: Annotated[Optional[int], typer.Option("--victory-points", help=N_(
             "The target: the victory points that win."))] = None,
         players: Annotated[Optional[str], typer.Option("--players", help=N_(
             "The player counts it allows, e.g. 3,4."))] = None):
    tell(_edits().head(scenario_file, key, name, name_cs, source, victory_points, players))


@app.command("board", help=N_("Name the scenario's board (SCENARIO-2): a preset, or a board file beside the scenario "
                              "file (transcribe it with 'referee board' or 'referee serve --edit BOARD.toml')."))
def board(scenario_file: FileArg,
          source: Annotated[str, typer.Argument(help=N_("A preset (beginner-en; six-example with --five-six) or "
                                                        "BOARD.toml."))],
          five_six: Annotated[bool, typer.Option("--five-six", help=N_(
              "The board of 5–6 players ([board_5_6], SCENARIO-13)."))] = False):
    edits = _edits()
    preset, file_name = (None, source) if source.strip().endswith(".toml") else (source, None)
    tell(edits.board(scenario_file, preset, file_name, five_six))


@app.command("rules", help=N_("Set the rules it switches (SCENARIO-10): the robber figure's name, harbours in play."))
def rules(scenario_file: FileArg,
          robber: Annotated[Optional[str], typer.Option("--robber", help=N_("The robber figure's name."))] = None,
          robber_cs: Annotated[Optional[str], typer.Option("--robber-cs", help=N_(
              "Its Czech name."))] = None,
          harbours: Annotated[Optional[bool], typer.Option("--harbours/--no-harbours", help=N_(
              "Whether the board's harbours are in play."))] = None):
    tell(_edits().rules(scenario_file, robber, robber_cs, harbours))


@app.command("item", help=N_("Add an item or change it (SCENARIO-4…9); a new one needs --stands and --count."))
def item(scenario_file: FileArg, key: ItemArg,
         name: Annotated[Optional[str], typer.Option("--name", help=N_("Its name."))] = None,
         name_cs: Annotated[Optional[str], typer.Option("--name-cs", help=N_("Its Czech name."))] = None,
         aliases: Annotated[Optional[str], typer.Option("--aliases", help=N_(
             "Other names 'build' takes, split by commas."))] = None,
         cost: Annotated[Optional[str], typer.Option("--cost", help=N_(
             "Paid to the bank, e.g. '1 brick 1 ore' (- for nothing)."))] = None,
         stands: Annotated[Optional[str], typer.Option("--stands", help=N_("intersection, hex or side."))] = None,
         distance: Annotated[Optional[bool], typer.Option("--distance/--no-distance", help=N_(
             "On an intersection: whether the distance rule holds."))] = None,
         victory_points: Annotated[Optional[int], typer.Option("--victory-points", help=N_(
             "Its points."))] = None,
         produces: Annotated[Optional[int], typer.Option("--produces", help=N_(
             "Cards per producing hex next to it: 0, 1 (like a settlement) or 2 (like a city)."))] = None,
         reward: Annotated[Optional[str], typer.Option("--reward", help=N_(
             "Taken from the bank when built, e.g. '1 grain' (- for nothing)."))] = None,
         count: Annotated[Optional[int], typer.Option("--count", help=N_(
             "How many exist, all players together."))] = None,
         per_player: Annotated[Optional[int], typer.Option("--per-player", help=N_(
             "At most this many for one player (0: no limit)."))] = None):
    tell(_edits().item(scenario_file, key, name, name_cs, aliases, cost, stands, distance, victory_points, produces,
                       reward, count, per_player))


@app.command("spot", help=N_("Toggle places where an item may stand (SCENARIO-5): each is added, or taken out if it "
                             "is listed."))
def spot(scenario_file: FileArg, key: ItemArg,
         places: Annotated[list[str], typer.Argument(help=N_(
             "Intersections (3e:4), hexes (3e) or sides (3e:3), as the item stands."))]):
    tell(_edits().spots(scenario_file, key, places))


@app.command("verify", help=N_("Mark a value verified, read off the box (SCENARIO-11): board, victory_points, rules, "
                               "or ITEM.FIELD such as landmark.cost."))
def verify(scenario_file: FileArg,
           value: Annotated[str, typer.Argument(help=N_("board, victory_points, rules or ITEM.FIELD."))],
           unverified: Annotated[bool, typer.Option("--unverified", help=N_(
               "Mark it unverified again: a stand-in."))] = False):
    edits = _edits()
    tell((edits.unverify if unverified else edits.verify)(scenario_file, value))


@app.command("remove", help=N_("Remove an item from the scenario file."))
def remove(scenario_file: FileArg, key: ItemArg):
    tell(_edits().remove(scenario_file, key))


@app.command("check", help=N_("Check a scenario file as 'referee new catan --scenario FILE' would: every problem with "
                              "its rule (exit 1 if there is one), each item's spots, what is still unverified."))
def check(scenario_file: FileArg,
          json_: Annotated[bool, typer.Option("--json", help=N_("Print JSON."))] = False):
    found = _edits().survey(scenario_file)
    if json_:
        typer.echo(json.dumps({"file": scenario_file, "usable": found.usable, "unverified": found.unverified,
                               "problems": [{"rule": p.rule, "problem": p.message, "allowed": p.allowed}
                                            for p in found.problems]}, ensure_ascii=False))
    else:
        typer.echo(found.verdict())
        for line in (*found.lines(), *map(str, found.problems)):
            typer.echo(line)
    raise typer.Exit(0 if found.usable else 1)

