"""``referee``: common commands for every game, plus each game's verbs dispatched to the save's game."""

import datetime as dt
import functools
import sys
from importlib import import_module
from pathlib import Path
from typing import Annotated, Optional

import typer

from referee.cli import actions, complete, language, render
from referee.cli.actions import HOSTS_A_VERB, current_pointer, save_path, select, stamp, undecodable  # noqa: F401
from referee.core import i18n, registry, save, why
from referee.core.i18n import Cards, Term, _
from referee.core.errors import NotationError, RefereeError, pointer
from referee.core.game import Outcome, Setup
from referee.core.players import check_names
from referee.core.session import Session, replay
from referee.games import register_builtins

app = typer.Typer(cls=language.Group,  # Czech names and help (cli/language.py); bash completion: complete.ColonBash
                  add_completion=True, no_args_is_help=True, rich_markup_mode=None, pretty_exceptions_enable=False,
                  help="A referee and bookkeeper for physical board games: type what happened at the "
                       "table; it is checked against the rules and recorded in a TOML save.")

SaveOpt = Annotated[Optional[str], typer.Option("--save", "-s", help="The save file (default: the current game).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
PlayerOpt = Annotated[Optional[str], typer.Option("--player", "-p", help="Who acts (default: the active player).",
                                                  autocompletion=complete.player_names)]
AllOpt = Annotated[bool, typer.Option("--all", help="Where the table kept secrets (cards bought face down, cards "
                                                     "stolen unseen): everything the referee knows, not the "
                                                     "public view.")]
GotOpt = Annotated[Optional[str], typer.Option("--got", metavar="NAME=N,…",
                                               help="Monopoly against hands the referee cannot know: how many each "
                                                    "other player handed over, e.g. Anna=2,Ben=0.")]
NoteOpt = Annotated[Optional[str], typer.Option("--note", help="A free-text note stored with the event.")]


def _version(asked: bool) -> None:
    if asked:
        from referee import __version__

        typer.echo(f"referee {__version__}")
        raise typer.Exit(0)


@app.callback()
def options(lang: Annotated[str, typer.Option("--lang", envvar="REFEREE_LANG", metavar="LANG",
                                               help="Language of the output: en (default) or cs.")] = i18n.ENGLISH,
            version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_version,
                                                  help="Print the program's version and exit.")] = False,
            game: Annotated[Optional[str], typer.Option("--game", metavar="KEY",
                                                        help="With --help: list this game's verbs (default: the "
                                                             "current save's game).")] = None):
    try:
        i18n.use(lang)
    except LookupError as exc:
        raise typer.BadParameter(str(exc), param_hint="--lang") from None


def boundary(fn):
    """The one place errors become ``Error: …`` lines and exit codes (DESIGN.md §2; :func:`actions.failed`)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except (RefereeError, OSError) as exc:
            raise typer.Exit(actions.failed(exc)) from None

    return wrapper


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
          save_: SaveOpt = None):
    """The legal moves open to the player to act (where to build, what may be played)."""
    actions.hints(words, save_)


def details(event: dict, game=None, state=None) -> str:
    """The event's own fields as ``key=value``; the recording time is left out (it has its column).

    In another language than English the field names and the event's names (a piece, a card, a bag of cards)
    are translated as terms (``stavba=silnice kde=3e:1``); English shows the save's own words.
    """
    skip = {"seq", "kind", "player", "note"} | ({"at"} if game is not None and game.stamps(event["kind"]) else set())
    if i18n.language() == i18n.ENGLISH:
        return " ".join(f"{k}={_value(v, None) if isinstance(v, (dict, list)) else v}" for k, v in event.items()
                        if k not in skip)
    terms = field_terms(game)
    own = game.value_names(state) if game is not None and state is not None else {}   # a save's own names
    return " ".join(f"{Term('event field', k)}={_own(own.get(k, {}), v) or _value(v, terms.get(k))}"
                    for k, v in event.items() if k not in skip)


def _own(names: dict[str, str], value) -> str | None:
    """A value's own name from the save (``Game.value_names``), if it has one."""
    return names.get(value) if isinstance(value, str) else None


def field_terms(game) -> dict[str, str]:
    """The Term context of each event field's values (``GameInfo.field_terms``)."""
    if game is None:
        return {}
    info = registry.known().get(game.key)
    return dict(info.field_terms if info is not None and info.field_terms else getattr(game, "field_terms", {}))


def _value(value, context: str | None) -> str:
    """A field's value as people read it: a name as a term of ``context``, a bag as ``1 ruda, 2 vlny``, a table of
    bags by player as ``Cyril: 1 ruda; Ben: 2 vlny`` (a gold field's choices, C&K's progress draws)."""
    if isinstance(value, dict):
        if not all(isinstance(n, int) for n in value.values()):
            return "; ".join(f"{k}: {_value(v, context)}" for k, v in value.items())
        if context:
            return format(Cards(value, context, sep=", "), "")
        return ", ".join(f"{n} {k}" for k, n in value.items())
    if isinstance(value, list):
        return ",".join(_value(v, context) for v in value)
    if context and isinstance(value, str):
        whose, sep, name = value.rpartition("=")                  # a declared "Anna=cattle": the name after "="
        return f"{whose}{sep}{format(Term(context, name), 'short')}"
    return str(value)


def kind_name(kind: str):
    """An event kind as people read it (English: the save's word)."""
    return kind if i18n.language() == i18n.ENGLISH else Term("event", kind)


def names_state(session):
    """A state to read the save's own names from (``Game.value_names``: a scenario's items), only where they are
    shown (not in English, which shows the save's words): the initial state, which knows them all."""
    return None if i18n.language() == i18n.ENGLISH else session.game.initial_state(session.setup)


def describe(event: dict, game=None, state=None) -> str:
    return f"{event.get('player', '')} {kind_name(event['kind'])} {details(event, game, state)}".strip()


def tail(items: list, last: int | None) -> list:
    """The last ``last`` items (all of them for None; none for 0)."""
    return items if last is None else items[max(len(items) - last, 0):]


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
    with Session.open(path) as session:
        was_invalid = session.first_invalid()
        removed = session.undo(count)
    for event in removed:
        render.message(_("Undone: #{seq} {event}", seq=event["seq"],
                         event=describe(event, session.game, names_state(session))))
    session = Session.load(path)
    validity(session, was_invalid)
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
):
    """Re-check saves event by event; exit 1 at the first invalid event, 3 for a damaged file.

    The first invalid event is shown and the events after it are counted, not checked (--all checks them).
    """
    raise typer.Exit(actions.check(files, json_, jobs, all_))


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
):
    """Replace a past event (a roll of 8 that was really a 6) and show what changes as a consequence.

    Works on a save that is already invalid, for an event at or before the first invalid one.
    """
    path = save_path(save_)
    with Session.open(path) as session:
        game = session.game
        was_invalid = session.first_invalid()
        if not 1 <= seq <= len(session.events):
            raise NotationError(_("there is no event {seq}", seq=seq),
                                _("events run 1–{last}", last=len(session.events)))
        original = session.events[seq - 1]
        before = replay(game, session.setup, session.events, upto=seq - 1).state
        verb = language.command_of(verb)            # 'amend 14 hod 6' as 'amend 14 roll 6'
        event = game.parse(before, verb, list(words or []), player or original.get("player"))
        if game.stamps(original["kind"]) and "at" in original:
            stamp(game, event, original["at"])        # the correction keeps the time the event happened
        if note is not None or "note" in original:
            event["note"] = original["note"] if note is None else note   # nothing typed is lost
        old, new = session.amend(seq, event, dry_run=dry_run)
    render.outcome(consequences(game, seq, old, new))
    render.message(_("Dry run: nothing written.") if dry_run
                   else _("Event {seq} amended; the old one is kept in [[undone]].", seq=seq))
    if not dry_run:
        validity(Session.load(path), was_invalid)


def consequences(game, seq: int, old, new) -> Outcome:
    """What the amendment changed: the event's own outcome, then every player's totals."""
    out = Outcome()
    for label, result in ((_("was"), old), (_("now"), new)):
        if len(result.outcomes) < seq:          # the old event was the invalid one
            p = result.problem
            out.lines.append(f"#{seq} {label}: " + _("invalid ({rule}: {problem})", rule=p.rule, problem=p.message))
            continue
        event, outcome = result.outcomes[seq - 1]
        out.lines.append(f"#{seq} {label}: {describe(event, game, result.state)}")
        out.lines.extend(f"    {line}" for line in outcome.lines)
        out.tables.extend((f"#{seq} {label}: {title}", head, rows) for title, head, rows in outcome.tables)
    rows = why.changes(game.summary(old.state), game.summary(new.state))
    if rows:
        out.tables.append((_("Consequences now (after all {count} events)", count=len(new.outcomes)),
                           [_("who"), _("what"), _("was"), _("now")], rows))
    else:
        out.lines.append(_("No consequence for the current position."))
    return out


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
    result = replay(session.game, session.setup, session.events, keep=True, upto=upto)
    shown = tail(result.outcomes, last)
    for event, outcome in shown:
        typer.echo(f"── #{event['seq']} {describe(event, session.game, result.state)}".rstrip())
        render.outcome(outcome)
    if result.problem:
        p = result.problem
        render.message(_("Error: {problem}", problem=_("{rule}: event {seq}: {message}", rule=p.rule, seq=p.seq,
                                                         message=p.message)))
        told = pointer(p.rule)
        if told:
            render.message(told)
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
        actions.record(verb, words, save_, player, note)

    helps = {}
    for g in registry.known().values():
        if verb in g.verbs:
            helps[g.key] = g.verbs[verb]
    command.__doc__ = "; ".join(f"[{k}] {h}" for k, h in helps.items())
    command.__name__ = f"verb_{verb}"
    return boundary(command)


class VerbClash(RefereeError):
    """A game declares a verb named like a common command: it would silently replace the command."""

    exit_code = 2


def command_name(info) -> str:
    """The name a registered command is called by (Typer leaves ``name`` None for a bare ``@app.command()``)."""
    return info.name or info.callback.__name__.replace("_", "-")


def _register_verbs() -> None:
    """A command per verb of every registered game (a verb shared by games is one command).

    A verb named like a common command (``new``, ``check``, ``stats`` …) is refused with :class:`VerbClash`.
    """
    verbs, common = set(), {g.name for g in app.registered_groups}
    for c in app.registered_commands:
        (verbs if c.callback.__name__.startswith("verb_") else common).add(command_name(c))
    for g in registry.known().values():
        for verb in g.verbs:
            if verb in common and verb not in HOSTS_A_VERB:
                raise VerbClash(_("game {game} declares the verb '{verb}', which is a common command of "
                                  "referee", game=g.key, verb=verb),
                                _("rename the verb; common commands: {commands}",
                                  commands=", ".join(sorted(common))))
            if verb not in verbs and verb not in common:
                verbs.add(verb)
                app.command(name=verb, rich_help_panel="Game verbs")(_verb(verb))
    wrong = language.clashes(common | verbs)
    if wrong:
        raise VerbClash(_("an alias is named like a command or stands for two commands: {problems}",
                          problems="; ".join(wrong)), _("rename the alias (GameInfo.verb_aliases)"))


class _Declared:
    """A game's own command group (``GameInfo.commands``) in the app: its module is imported, and its commands
    put behind :func:`boundary`, the first time Typer builds the group — a command line that names another
    command never pays for it (``main`` leaves the other groups out)."""

    def __init__(self, target: str):
        self.target = target            # "module:attribute" of a typer.Typer

    @functools.cached_property
    def loaded(self) -> typer.Typer:
        module, _sep, attribute = self.target.partition(":")
        return _guarded(getattr(import_module(module), attribute))

    def __getattr__(self, name: str):
        if name == "loaded" or name.startswith("__"):
            raise AttributeError(name)  # not while loading, and never for copy's or pickle's questions
        return getattr(self.loaded, name)


def _guarded(group: typer.Typer) -> typer.Typer:
    """``group`` with its commands (those of its sub-groups too) behind :func:`boundary`, like every command."""
    for info in group.registered_commands:
        info.callback = boundary(info.callback)
    if group.registered_callback is not None and group.registered_callback.callback is not None:
        group.registered_callback.callback = boundary(group.registered_callback.callback)
    for sub in group.registered_groups:
        _guarded(sub.typer_instance)
    return group


_declared: dict[str, str] = {}            # command → the target of the game that declared it first
_board_targets: set[str] = set()          # the board-file editors in the board group (_register_board)


def _register_commands() -> None:
    """A command group per command a registered game declares (``referee map``: Struggle for Rome's map files).

    A name that is already a command or a game verb, or another game's command, is refused with :class:`VerbClash`.
    """
    taken = {command_name(c) for c in app.registered_commands}
    for g in registry.known().values():
        for name, target in g.commands.items():
            if name == "board":                 # a board-file editor joins the board group
                _join_board(target)
                continue
            if name in taken or _declared.get(name, target) != target:
                raise VerbClash(_("game {game} declares the command '{command}', which referee has already",
                                  game=g.key, command=name),
                                _("rename the command; commands: {commands}",
                                  commands=", ".join(sorted(taken | set(_declared)))))
            if name not in _declared:
                _declared[name] = target
                app.add_typer(_Declared(target), name=name)


def _join_board(target: str) -> None:
    """A board-file editor a game declares under the command name ``board`` (``GameInfo.commands``): its commands
    join the ``referee board`` group, loaded only when the group is built."""
    if target not in _board_targets:
        board_app.add_typer(_Declared(target))
        _board_targets.add(target)


def _register_board() -> None:
    """``referee board`` as a group: without a sub-command the current game's board, as always; with one, the
    built-in games' board-file editors (a plugin's joins in :func:`_register_commands`)."""
    for g in registry.known().values():
        if "board" in g.commands:
            _join_board(g.commands["board"])
    app.add_typer(board_app, name="board")


register_builtins()
_register_board()
_register_verbs()


def main() -> None:
    """Plugins' verbs and commands are added when the command is not one of ours (or for --help); a command
    line that names one of ours builds only that command."""
    args = sys.argv[1:]
    bad = undecodable(args)
    if bad is not None:
        render.message(NotationError(_("the argument '{arg}' holds bytes that are not UTF-8", arg=bad),
                                     _("type it again in UTF-8 (check the terminal's encoding)")).line())
        raise SystemExit(2)
    valued = (["--lang"], ["--game"])           # options before the command that take a value
    first = next((a for i, a in enumerate(args) if not a.startswith("-") and args[i - 1:i] not in valued), None)
    if first is not None:
        first = language.command_of(first)      # a Czech name (hod, zpět …) builds the command it stands for
    name = command_name
    ours = {name(c) for c in app.registered_commands} | {g.name for g in app.registered_groups}
    if first is None or first not in ours:
        registry.scan()
        try:
            _register_verbs()
            _register_commands()
        except VerbClash as exc:        # a plugin's verb or command: said plainly, never a traceback
            render.message(exc.line())
            raise SystemExit(exc.exit_code) from None
    elif "--help" not in args and first != "play":   # a 'play' session runs every command
        # Typer builds a click command for every registered command on each run (≈ 11 ms for all
        # of them); a command line names one, so only that one is built.
        app.registered_commands[:] = [c for c in app.registered_commands if name(c) == first]
        app.registered_groups[:] = [g for g in app.registered_groups if g.name == first]
    app()


import referee.cli.extras  # noqa: E402,F401 — registers stats and export on app
import referee.cli.play  # noqa: E402,F401 — registers the interactive 'play' (it keeps the game verb 'play')
import referee.cli.dispute  # noqa: E402,F401 — registers 'rule' (settling a dispute at the table)
import referee.cli.explain  # noqa: E402,F401 — registers 'why' (referee.core.why)
_register_verbs()  # once more: the commands just registered are common commands a game verb may not take
_register_commands()  # the games' own command groups (GameInfo.commands), imported when one is built
