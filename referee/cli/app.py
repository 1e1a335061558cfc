"""``referee``: common commands for every game, plus each game's verbs dispatched to the save's game."""

import datetime as dt
import functools
import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from referee.cli import complete, render
from referee.core import i18n, registry, save
from referee.core.i18n import _
from referee.core.errors import NotationError, RefereeError, SaveError
from referee.core.game import Outcome, Setup
from referee.core.session import Session, replay
from referee.games import register_builtins
from referee.core.check import check_file

app = typer.Typer(cls=complete.Group,  # bash completion that keeps '2b:1' whole (complete.ColonBash)
                  add_completion=True, no_args_is_help=True, rich_markup_mode=None, pretty_exceptions_enable=False,
                  help="A referee and bookkeeper for physical board games: type what happened at the "
                       "table; it is checked against the rules and recorded in a TOML save.")

SaveOpt = Annotated[Optional[str], typer.Option("--save", "-s", help="The save file (default: the current game).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
PlayerOpt = Annotated[Optional[str], typer.Option("--player", "-p", help="Who acts (default: the active player).",
                                                  autocompletion=complete.player_names)]
NoteOpt = Annotated[Optional[str], typer.Option("--note", help="A free-text note stored with the event.")]


@app.callback()
def options(lang: Annotated[str, typer.Option("--lang", envvar="REFEREE_LANG", metavar="LANG",
                                               help="Language of the output: en (default) or cs.")] = i18n.ENGLISH):
    try:
        i18n.use(lang)
    except LookupError as exc:
        raise typer.BadParameter(str(exc), param_hint="--lang") from None


def boundary(fn):
    """The one place errors become ``Error: …`` lines and exit codes (DESIGN.md §2)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except RefereeError as exc:
            render.message(exc.line())
            raise typer.Exit(exc.exit_code) from None

    return wrapper


def current_pointer() -> Path:
    return save.saves_dir() / ".current"


def save_path(given: str | None) -> Path:
    """``--save``, then ``REFEREE_SAVE``, then the game ``new``/``resume`` last selected."""
    if given:
        return save.resolve_path(given)
    if os.environ.get("REFEREE_SAVE"):
        return save.resolve_path(os.environ["REFEREE_SAVE"])
    pointer = current_pointer()
    if pointer.exists():
        return Path(pointer.read_text("utf-8").strip())
    raise NotationError(_("no save selected"), _("give --save PATH, set REFEREE_SAVE, or start with 'referee new'"))


def select(path: Path) -> None:
    pointer = current_pointer()
    pointer.parent.mkdir(parents=True, exist_ok=True)
    pointer.write_text(str(path.resolve()) + "\n", "utf-8")


# --- common commands ---------------------------------------------------------

@app.command()
@boundary
def new(
    game: Annotated[str, typer.Argument(help="Game key or alias (see 'referee games').",
                                        autocompletion=complete.game_names)],
    players: Annotated[str, typer.Option("--players", help="Names in seating order, comma-separated; the first starts.")],
    board: Annotated[Optional[str], typer.Option("--board", help="Preset, 'random', a .toml file, or a layout string.")] = None,
    seed: Annotated[Optional[int], typer.Option("--seed", help="Seed for anything random (e.g. --board random).")] = None,
    option: Annotated[Optional[list[str]], typer.Option("--option", "-o", help="NAME=VALUE, repeatable.")] = None,
    colors: Annotated[Optional[str], typer.Option("--colors", help="Colours in seating order, comma-separated.")] = None,
    title: Annotated[str, typer.Option("--title", help="A title for the save.")] = "",
    save_: SaveOpt = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing save.")] = False,
):
    """Start a game: write its save with every option and the full board."""
    g = registry.find(game)
    names = [n.strip() for n in players.split(",") if n.strip()]
    given = {}
    for item in option or []:
        name, sep, value = item.partition("=")
        if not sep:
            raise NotationError(_("option '{item}' needs a value", item=item), "--option NAME=VALUE")
        given[name.strip()] = value.strip()
    options = g.resolve_options(given)
    palette = [c.strip() for c in colors.split(",")] if colors else list(g.colors)
    people = [{"name": n, "color": palette[i % len(palette)] if palette else ""} for i, n in enumerate(names)]
    created = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    path = save.resolve_path(save_) if save_ else save.saves_dir() / f"{g.key}-{created:%Y%m%d-%H%M%S}.toml"
    setup = Setup(g.key, title or f"{g.title} — {', '.join(names)}", created, options,
                  g.make_board(board, seed, names, options), people)
    Session.create(path, g, setup, overwrite=force)
    select(path)
    render.message(_("New {game} game in {path}. It is now the current game.", game=g.key, path=path))
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
def status(save_: SaveOpt = None, json_: JsonOpt = False):
    """Whose turn, the phase, every hand, VP, awards, pieces left, bank and deck."""
    session = Session.load(save_path(save_))
    state = session.state
    if json_:
        render.as_json(session.game.summary(state))
        return
    render.outcome(session.game.status(state))
    problem = session.replayed.problem
    if problem:
        warning = _("the save stops being valid at event {seq} ({rule}); this is the state before it.",
                    seq=problem.seq, rule=problem.rule)
        render.message(_("Warning: {warning}", warning=warning))


@app.command()
@boundary
def board(save_: SaveOpt = None,
          svg: Annotated[Optional[str], typer.Option("--svg", metavar="FILE",
                                                     help="Write the board as an SVG picture to FILE ('-': stdout).")] = None):
    """An ASCII map with hex names, terrains, numbers, harbours, robber, buildings and roads; --svg FILE draws it."""
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
        raise NotationError(f"cannot write {svg}: {exc.strerror}", "give a file in a folder that exists") from None
    render.message(f"Board picture written to {svg}.")


@app.command()
@boundary
def score(save_: SaveOpt = None, json_: JsonOpt = False):
    """The score table (final once someone has won)."""
    session = Session.load(save_path(save_))
    if json_:
        summary = session.game.summary(session.state)
        render.as_json({"winner": summary["winner"], "players": summary["players"]})
        return
    render.outcome(session.game.score(session.state))


@app.command()
@boundary
def hints(words: Annotated[Optional[list[str]], typer.Argument(help="What to ask about, e.g. 'settlement'.")] = None,
          save_: SaveOpt = None):
    """The legal moves open to the player to act (where to build, what may be played)."""
    session = Session.load(save_path(save_))
    session.require_valid()
    render.outcome(session.game.hints(session.state, list(words or [])))


def details(event: dict, game=None) -> str:
    """The event's own fields as ``key=value``; the recording time is left out (it has its column)."""
    skip = {"seq", "kind", "player", "note"} | ({"at"} if game is not None and game.stamps(event["kind"]) else set())
    return " ".join(f"{k}={v}" for k, v in event.items() if k not in skip)


def describe(event: dict, game=None) -> str:
    return f"{event.get('player', '')} {event['kind']} {details(event, game)}".strip()


def now() -> str:
    """The time stamped on events: ISO 8601, UTC, whole seconds (``2026-11-29T19:04:00Z``)."""
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def stamp(game, event: dict, when: str | None = None) -> dict:
    """Put the recording time in ``at``, unless the kind's own ``at`` means something else (docs/rulings.md)."""
    if game.stamps(event["kind"]):
        event["at"] = when or now()
    return event


@app.command()
@boundary
def log(save_: SaveOpt = None, json_: JsonOpt = False,
        last: Annotated[Optional[int], typer.Option("--last", help="Only the last N events.")] = None):
    """The recorded events, one a line."""
    session = Session.load(save_path(save_))
    events = session.events[-last:] if last else session.events
    if json_:
        render.as_json(events)
        return
    game = session.game
    times = [e.get("at", "") if game.stamps(e["kind"]) else "" for e in events]
    timed = any(times)
    rows = [[e["seq"], *([time] if timed else []), e.get("player", ""), e["kind"], details(e, game), e.get("note", "")]
            for e, time in zip(events, times)]
    head = ["seq", *([_("time (UTC)")] if timed else []), _("player"), _("kind"), _("details"), _("note")]
    typer.echo(render.table(_("{count} events", count=len(session.events)), head, rows))


@app.command()
@boundary
def undo(count: Annotated[int, typer.Argument(help="How many events to take back.")] = 1, save_: SaveOpt = None):
    """Take back the last event(s); they are kept in [[undone]] in the save."""
    path = save_path(save_)
    with Session.open(path) as session:
        removed = session.undo(count)
    for event in removed:
        render.message(_("Undone: #{seq} {event}", seq=event["seq"], event=describe(event, session.game)))
    session = Session.load(path)
    render.message(_("Now: {prompt}", prompt=session.game.prompt(session.state)))


@app.command()
@boundary
def check(
    files: Annotated[Optional[list[str]], typer.Argument(help="Save files or folders (default: the current game).")] = None,
    json_: JsonOpt = False,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Check this many files at once (0 = all cores).")] = 1,
):
    """Re-check saves event by event; exit 1 at the first invalid event, 3 for a damaged file."""
    if json_:
        i18n.use(i18n.ENGLISH)          # JSON stays English, problem messages included
    paths = _expand(files) if files else [save_path(None)]
    many = len(paths) > 1
    worst = 0
    verdicts = _verdicts(paths, jobs)
    if many and render.isatty_err():
        verdicts = _progress(verdicts, len(paths))
    for verdict in verdicts:
        for message in verdict.messages:
            render.message(message)
        if json_:
            render.as_json({"file": str(verdict.path), **verdict.report} if many else verdict.report)
        else:
            for line in verdict.lines:
                typer.echo(line)
        worst = max(worst, verdict.code)
    raise typer.Exit(worst)


def _expand(files: list[str]) -> list[Path]:
    paths: list[Path] = []
    for f in files:
        path = save.resolve_path(f)
        paths.extend(sorted(path.glob("*.toml")) if path.is_dir() else [path])
    return paths


def _verdicts(paths: list[Path], jobs: int):
    """Verdicts in the order of ``paths``, computed in worker processes when asked."""
    if jobs == 1 or len(paths) < 2:
        yield from map(check_file, paths)
        return
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=jobs or os.cpu_count()) as pool:
        yield from pool.map(check_file, paths, chunksize=8)


def _progress(verdicts, total: int):
    yield from render.progress(verdicts, total, "Checking")


@app.command()
@boundary
def amend(
    seq: Annotated[int, typer.Argument(help="The event to replace.")],
    verb: Annotated[str, typer.Argument(help="The corrected event's verb, e.g. roll.")],
    words: Annotated[Optional[list[str]], typer.Argument(help="The rest of the corrected event.")] = None,
    save_: SaveOpt = None,
    player: PlayerOpt = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the consequences without writing.")] = False,
):
    """Replace a past event (a roll of 8 that was really a 6) and show what changes as a consequence."""
    path = save_path(save_)
    with Session.open(path) as session:
        game = session.game
        if not 1 <= seq <= len(session.events):
            raise NotationError(_("there is no event {seq}", seq=seq),
                                _("events run 1–{last}", last=len(session.events)))
        original = session.events[seq - 1]
        before = replay(game, session.setup, session.events, upto=seq - 1).state
        event = game.parse(before, verb, list(words or []), player or original.get("player"))
        if game.stamps(original["kind"]) and "at" in original:
            stamp(game, event, original["at"])        # the correction keeps the time the event happened
        old, new = session.amend(seq, event, dry_run=dry_run)
    render.outcome(consequences(game, seq, old, new))
    render.message(_("Dry run: nothing written.") if dry_run
                   else _("Event {seq} amended; the old one is kept in [[undone]].", seq=seq))


def consequences(game, seq: int, old, new) -> Outcome:
    """What the amendment changed: the event's own outcome, then every player's totals."""
    out = Outcome()
    for label, result in ((_("was"), old), (_("now"), new)):
        event, outcome = result.outcomes[seq - 1]
        out.lines.append(f"#{seq} {label}: {describe(event, game)}")
        out.lines.extend(f"    {line}" for line in outcome.lines)
        out.tables.extend((f"#{seq} {label}: {title}", head, rows) for title, head, rows in outcome.tables)
    a, b = game.summary(old.state), game.summary(new.state)
    rows = []
    for pa, pb in zip(a["players"], b["players"]):
        for key in pa:
            if key != "name" and pa[key] != pb[key]:
                rows.append([pa["name"], key, _short(pa[key]), _short(pb[key])])
    for key in a:
        if key not in ("players",) and a[key] != b[key]:
            rows.append([_("(game)"), key, _short(a[key]), _short(b[key])])
    if rows:
        out.tables.append((_("Consequences now (after all {count} events)", count=len(new.outcomes)),
                           [_("who"), _("what"), _("was"), _("now")], rows))
    else:
        out.lines.append(_("No consequence for the current position."))
    return out


def _short(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items() if v) or "-"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "-"
    return str(value)


@app.command(name="replay")
@boundary
def replay_cmd(
    save_file: Annotated[Optional[str], typer.Argument(help="The save (default: the current game).")] = None,
    last: Annotated[Optional[int], typer.Option("--last", help="Show only the last N events.")] = None,
    upto: Annotated[Optional[int], typer.Option("--upto", help="Stop after event SEQ.")] = None,
):
    """Step through a save showing each event's consequences."""
    path = save.resolve_path(save_file) if save_file else save_path(None)
    session = Session.load(path)
    result = replay(session.game, session.setup, session.events, keep=True, upto=upto)
    shown = result.outcomes[-last:] if last else result.outcomes
    for event, outcome in shown:
        typer.echo(f"── #{event['seq']} {describe(event, session.game)}")
        render.outcome(outcome)
    if result.problem:
        p = result.problem
        render.message(_("Error: {problem}", problem=_("{rule}: event {seq}: {message}", rule=p.rule, seq=p.seq,
                                                         message=p.message)))
        raise typer.Exit(1)


# --- game verbs ---------------------------------------------------------------

def _verb(verb: str):
    def command(
        words: Annotated[Optional[list[str]], typer.Argument(help="What happened, e.g. 'road 3e:3'.",
                                                             autocompletion=complete.verb_words)] = None,
        save_: SaveOpt = None,
        player: PlayerOpt = None,
        note: NoteOpt = None,
    ):
        path = save_path(save_)
        with Session.open(path) as session:
            game = session.game
            if verb not in game.verbs:
                having = [g.key for g in registry.known().values() if verb in g.verbs]
                raise NotationError(_("{game} has no '{verb}'", game=game.key, verb=verb),
                                    _("'{verb}' belongs to {games}; {game} verbs: {verbs}", verb=verb,
                                      games=", ".join(having), game=game.key, verbs=", ".join(game.verbs)))
            session.require_valid()
            event = game.parse(session.state, verb, list(words or []), player)
            if note:
                event["note"] = note
            stamp(game, event)
            out = session.record(event)
        render.outcome(out)
        if not out.data.get("winner"):
            render.message(_("Next: {prompt}", prompt=game.prompt(session.state)))

    helps = {}
    for g in registry.known().values():
        if verb in g.verbs:
            helps[g.key] = g.verbs[verb]
    command.__doc__ = "; ".join(f"[{k}] {h}" for k, h in helps.items())
    command.__name__ = f"verb_{verb}"
    return boundary(command)


def _register_verbs() -> None:
    """A command per verb of every registered game (a verb shared by games is one command)."""
    existing = {c.name for c in app.registered_commands}
    for g in registry.known().values():
        for verb in g.verbs:
            if verb not in existing:
                existing.add(verb)
                app.command(name=verb, rich_help_panel="Game verbs")(_verb(verb))


register_builtins()
_register_verbs()


def main() -> None:
    """Plugins' verbs are added when the command is not one of ours (or for --help)."""
    args = sys.argv[1:]
    first = next((a for i, a in enumerate(args) if not a.startswith("-") and args[i - 1:i] != ["--lang"]), None)
    name = lambda c: c.name or c.callback.__name__.replace("_", "-")  # noqa: E731
    ours = {name(c) for c in app.registered_commands}
    if first is None or first not in ours:
        registry.scan()
        _register_verbs()
    elif "--help" not in args and first != "play":   # a 'play' session runs every command
        # Typer builds a click command for every registered command on each run (≈ 11 ms for all
        # of them); a command line names one, so only that one is built.
        app.registered_commands[:] = [c for c in app.registered_commands if name(c) == first]
        app.registered_groups[:] = []
    app()


import referee.cli.extras  # noqa: E402,F401 — registers stats and export on app
import referee.cli.play  # noqa: E402,F401 — registers the interactive 'play' (it keeps the game verb 'play')
import referee.cli.rome_map  # noqa: E402,F401 — registers 'map' (Struggle for Rome map files)
