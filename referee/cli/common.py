"""The common commands of every game: ``new``, ``games``, ``resume``, ``status``, ``board``, ``score``, ``hints``,
``log``, ``undo``, ``check``, ``amend`` and ``replay`` (registered on the app in cli/base.py)."""

import datetime as dt
from collections import deque
from pathlib import Path
from typing import Annotated, Optional

import typer

from referee.cli import actions, complete, render
from referee.cli.base import AllOpt, GotOpt, JsonOpt, PlayerOpt, SaveOpt, app, boundary
from referee.core import commands, i18n, registry, save
from referee.core.commands import save_path, select
from referee.core.describe import consequences, describe, kind_name, names_state, tail, details
from referee.core.errors import NotationError, pointer
from referee.core.game import Outcome, Setup
from referee.core.i18n import Term, _
from referee.core.players import check_names
from referee.core.session import Session, replay


# --- common commands ---------------------------------------------------------

@app.command()
@boundary
def new(
    game: Annotated[str, typer.Argument(help="Game key or alias (see 'referee games').",
                                        autocompletion=complete.game_names)],
    players: Annotated[str, typer.Option("--players", help="Names in seating order, comma-separated; the first starts. "
                                                              "1–40 characters each, distinct ignoring case.")],
    board: Annotated[Optional[str], typer.Option("--board", help="Preset, 'random', a .toml file, or a layout string.")] = None,
    seed: Annotated[Optional[int], typer.Option("--seed", help="Seed for anything random (e.g. --board random).")] = None,
    option: Annotated[Optional[list[str]], typer.Option("--option", "-o", help="NAME=VALUE, repeatable.")] = None,
    colors: Annotated[Optional[str], typer.Option("--colors", help="Colours in seating order, comma-separated.")] = None,
    tables: Annotated[Optional[str], typer.Option("--tables", help="The game's tables of numbers: a name or a .toml "
                                                                    "file (Warriors & Traders).")] = None,
    scenario: Annotated[Optional[str], typer.Option("--scenario", help="A scenario file (TOML) or a shipped "
                                                                        "scenario's name (Catan: germany, "
                                                                        "mallorca).")] = None,
    title: Annotated[str, typer.Option("--title", help="A title for the save.")] = "",
    save_: SaveOpt = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing save.")] = False,
):
    """Start a game: write its save with every option and the full board."""
    g = registry.find(game)
    names = check_names(players.split(","))
    given = {}
    for item in option or []:
        name, sep, value = item.partition("=")
        if not sep:
            raise NotationError(_("option '{item}' needs a value", item=item), "--option NAME=VALUE")
        given[name.strip()] = value.strip()
    defaults: dict = {}
    if scenario:
        g, made, defaults = g.with_scenario(scenario, board)
    options = g.resolve_options({**defaults, **given})
    palette = [c.strip() for c in colors.split(",")] if colors else list(g.colors)
    if colors and len(palette) != len(names):
        raise NotationError(_("--colors gives {count} colours for {players} players", count=len(palette),
                              players=len(names)), _("one colour per player, in seating order"))
    people = [{"name": n, "color": palette[i % len(palette)] if palette else ""} for i, n in enumerate(names)]
    created = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    path = save.resolve_path(save_, new=True) if save_ else save.saves_dir() / f"{g.key}-{created:%Y%m%d-%H%M%S}.toml"
    if not scenario:
        made = g.make_board(board, seed, names, options)
    setup = Setup(g.key, title or f"{g.title} — {', '.join(names)}", created, options,
                  g.with_tables(made, tables) if tables else made, people)
    fresh = Session.create(path, g, setup, overwrite=force)
    select(path)
    if fresh.created_folder:
        render.message(_("Created the folder {folder}.", folder=fresh.created_folder))
    render.message(_("New {game} game in {path}. It is now the current game.", game=Term("game", g.key), path=path))
    session = Session.load(path)
    render.outcome(g.status(session.state))


@app.command()
@boundary
def games(json_: JsonOpt = False):
    """List the games referee knows, with their aliases."""
    rows = [[g.key, g.title, f"{g.min_players}–{g.max_players}", ", ".join(g.aliases)]
            for g in registry.games().values()]
    if json_:
        render.as_json([{"key": r[0], "title": r[1], "players": r[2], "aliases": r[3].split(", ")} for r in rows])
    else:
        for row in rows:
            row[1] = i18n.translate(row[1])         # the title people know the game by (Osadníci z Katanu …)
        typer.echo(render.table(_("Games"), [_("key"), _("game"), _("players"), _("aliases")], rows))


@app.command()
@boundary
def resume(save_file: Annotated[str, typer.Argument(help="The save to continue.")]):
    """Make a save the current game and show where it stands."""
    path = save.resolve_path(save_file)
    session = Session.load(path)
    session.require_valid()
    select(path)
    render.message(_("Resuming {path}.", path=path))
    render.outcome(session.game.status(session.state))


@app.command()
@boundary
def status(save_: SaveOpt = None, json_: JsonOpt = False, all_: AllOpt = False):
    """Whose turn, the phase, every hand, VP, awards, pieces left, bank and deck."""
    actions.status(save_, json_, all_)


# ``referee board``: the current game's board; its sub-commands are the games' board-file editors
# (``referee board new / hex / harbour / check …``, Catan's: catan/board_commands.py, added in _register_board).
board_app = typer.Typer(invoke_without_command=True, rich_markup_mode=None, add_completion=False)


@board_app.callback()
@boundary
def board(ctx: typer.Context, save_: SaveOpt = None,
          svg: Annotated[Optional[str], typer.Option("--svg", metavar="FILE",
                                                     help="Write the board as an SVG picture to FILE ('-': stdout).")] = None):
    """An ASCII map with hex names, terrains, numbers, harbours, robber, buildings and roads; --svg FILE draws it."""
    if ctx.invoked_subcommand is not None:
        return
    session = Session.load(save_path(save_))
    if svg is None:
        typer.echo(session.game.board_text(session.state))
        return
    picture = session.game.board_svg(session.state)
    if svg == "-":
        typer.echo(picture, nl=False)
        return
    try:
        Path(svg).write_text(picture, "utf-8")
    except OSError as exc:
        raise NotationError(_("cannot write {file}: {problem}", file=svg, problem=exc.strerror),
                            _("give a file in a folder that exists")) from None
    render.message(_("Board picture written to {file}.", file=svg))


@app.command()
@boundary
def score(save_: SaveOpt = None, json_: JsonOpt = False, all_: AllOpt = False):
    """The score table (final once someone has won)."""
    actions.score(save_, json_, all_)


@app.command()
@boundary
def hints(words: Annotated[Optional[list[str]], typer.Argument(help="What to ask about, e.g. 'settlement'.")] = None,
          save_: SaveOpt = None,
          player: Annotated[Optional[str], typer.Option("--player", "-p", help="Whose moves (default: the player to "
                                                                                "act; in the 5–6 special building "
                                                                                "phase any who may build).",
                                                        autocompletion=complete.player_names)] = None,
          json_: Annotated[bool, typer.Option("--json", help="The answer as data: who may act and each one's "
                                                             "choices (docs/hints-json.md); with --player that "
                                                             "seat's view.")] = False,
          all_: Annotated[bool, typer.Option("--all", help="With --json: every choice, the cards of face-down "
                                                           "ones too.")] = False):
    """The legal moves open to the player to act (where to build, what may be played)."""
    actions.hints(words, save_, player, json_, all_)


@app.command()
@boundary
def log(save_: SaveOpt = None, json_: JsonOpt = False,
        last: Annotated[Optional[int], typer.Option("--last", min=0, metavar="N",
                                                   help="Only the last N events (0: none, just the count; "
                                                        "a negative N is refused).")] = None):
    """The recorded events, one a line."""
    session = Session.load(save_path(save_))
    events = tail(session.events, last)
    if json_:
        render.as_json(events)
        return
    game = session.game
    times = [e.get("at", "") if game.stamps(e["kind"]) else "" for e in events]
    timed = any(times)
    state = names_state(session)
    rows = [[e["seq"], *([time] if timed else []), e.get("player", ""), str(kind_name(e["kind"])),
             details(e, game, state), e.get("note", "")] for e, time in zip(events, times)]
    head = [_("seq"), *([_("time (UTC)")] if timed else []), _("player"), _("kind"), _("details"), _("note")]
    typer.echo(render.table(_("{count} events", count=len(session.events)), head, rows))


@app.command()
@boundary
def undo(count: Annotated[int, typer.Argument(help="How many events to take back.")] = 1, save_: SaveOpt = None):
    """Take back the last event(s); they are kept in [[undone]] in the save."""
    path = save_path(save_)
    removed, session, was_invalid = commands.undo(path, count)
    for event in removed:
        render.message(_("Undone: #{seq} {event}", seq=event["seq"],
                         event=describe(event, session.game, names_state(session))))
    validity(session, was_invalid)              # the events as written, replayed (not read again)
    render.message(_("Now: {prompt}", prompt=session.game.prompt(session.state)))


def validity(session: Session, was_invalid) -> None:
    """After undo or amend on a save that was invalid: say how far it is valid now."""
    if was_invalid is None:
        return
    problem = session.first_invalid()
    if problem is None:
        render.message(_("The save is valid again: all {count} events check.", count=len(session.events)))
    else:
        render.message(_("Events 1–{last} are valid; event {seq} is still invalid ({rule}: {problem}).",
                         last=problem.seq - 1, seq=problem.seq, rule=problem.rule, problem=problem.message))


@app.command()
@boundary
def check(
    files: Annotated[Optional[list[str]], typer.Argument(help="Save files or folders (default: the current game).")] = None,
    json_: JsonOpt = False,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Check this many files at once (0 = all cores).")] = 1,
    all_: Annotated[bool, typer.Option("--all", help="After an invalid event, go on and list every later "
                                                     "problem (each judged without the bad events).")] = False,
    save_: SaveOpt = None,
):
    """Re-check saves event by event; exit 1 at the first invalid event, 3 for a damaged file.

    The first invalid event is shown and the events after it are counted, not checked (--all checks them).
    """
    raise typer.Exit(actions.check(files, json_, jobs, all_, save_))


@app.command()
@boundary
def amend(
    seq: Annotated[int, typer.Argument(help="The event to replace.")],
    verb: Annotated[str, typer.Argument(help="The corrected event's verb, e.g. roll.")],
    words: Annotated[Optional[list[str]], typer.Argument(help="The rest of the corrected event.")] = None,
    save_: SaveOpt = None,
    player: PlayerOpt = None,
    note: Annotated[Optional[str], typer.Option("--note", help="A note for the corrected event "
                                                               "(default: the old event's note).")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the consequences without writing.")] = False,
    got: GotOpt = None,
):
    """Replace a past event (a roll of 8 that was really a 6) and show what changes as a consequence.

    Works on a save that is already invalid, for an event at or before the first invalid one.
    """
    path = save_path(save_)
    words = [*(words or []), *(["--got", got] if got else [])]      # as the play verb hands it on
    session, was_invalid, old, new = commands.amend(path, seq, verb, words, player, note, dry_run=dry_run)
    render.outcome(consequences(session.game, seq, old, new))
    render.message(_("Dry run: nothing written.") if dry_run
                   else _("Event {seq} amended; the old one is kept in [[undone]].", seq=seq))
    if not dry_run and was_invalid is not None:
        validity(Session.load(path), was_invalid)


@app.command(name="replay")
@boundary
def replay_cmd(
    save_file: Annotated[Optional[str], typer.Argument(help="The save (default: the current game).")] = None,
    last: Annotated[Optional[int], typer.Option("--last", min=0, metavar="N",
                                                help="Show only the last N events (0: none; a negative N is "
                                                     "refused).")] = None,
    upto: Annotated[Optional[int], typer.Option("--upto", min=0, help="Stop after event SEQ.")] = None,
):
    """Step through a save showing each event's consequences."""
    path = save.resolve_path(save_file) if save_file else save_path(None)
    session = Session.load(path)
    names = names_state(session)

    def show(event: dict, outcome: Outcome) -> None:
        typer.echo(f"── #{event['seq']} {describe(event, session.game, names)}".rstrip())
        render.outcome(outcome)

    kept = deque(maxlen=last)                 # with --last: the last N outcomes, as they come
    result = replay(session.game, session.setup, session.events, upto=upto,
                    tell=show if last is None else lambda *told: kept.append(told))
    for told in kept:
        show(*told)
    if result.problem:
        p = result.problem
        render.message(_("Error: {problem}", problem=_("{rule}: event {seq}: {message}", rule=p.rule, seq=p.seq,
                                                         message=p.message)))
        told = pointer(p.rule)
        if told:
            render.message(told)
        raise typer.Exit(1)
