"""``referee play``: an interactive session at the table on one save.

Every line is a command of the CLI without ``referee`` and without ``--save``:
``roll 8`` runs exactly what ``referee roll 8 --save SAVE`` runs, in this process —
parsed, checked, recorded through ``Session.record`` and written at once. A refused
line prints the same ``Error:`` line and the session goes on; a script (input not a
terminal) stops at its first refused line unless ``--keep-going`` is given.

A line is run only on the save its prompt showed: when another process wrote the save
meanwhile (compared by content, not by time), the new events and the new prompt are shown
and the line is not run.

``play`` is also a game verb (Catan's development cards): ``referee play`` alone,
or with just a save, starts a session; ``referee play knight 3e Ben ore`` is the verb.
"""

import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from referee.cli import base, complete, language, render, verbs
from referee.cli.base import GotOpt, NoteOpt, PlayerOpt, SaveOpt, app, boundary
from referee.core import i18n, registry, save
from referee.core.commands import VALUED, digest, names_a_save, positional, save_path, select, sha256, split
from referee.core.errors import NotationError, RefereeError, SaveError
from referee.core.i18n import _
from referee.core.session import Session

HISTORY = ".referee_history"
HISTORY_LENGTH = 2000
LEAVE = ("quit", "exit")
HELP = ("help", "nápověda", "napoveda")   # the session's own help, in English and Czech
OUTSIDE = ("new", "resume", "serve")     # another save, or a server: not inside a session
SAVE_ARGUMENTS = ("files", "save_file")  # arguments that take the save (check, replay, export)

_playing: Path | None = None             # the save of the session running in this process


def history_file() -> Path:
    """Beside the saves (``REFEREE_SAVES_DIR``), shared by every session."""
    return save.saves_dir() / HISTORY


class Table:
    """A session on one save: the CLI's commands, a prompt, completion candidates."""

    def __init__(self, path: Path):
        if not base.assembled:
            raise RuntimeError("a session runs every command: import referee.cli.app before referee.cli.play")
        self.path = path
        self.cli = typer.main.get_command(app)
        self.lang = i18n.language()       # ``referee --lang cs play``: every line in that language
        self.session, self.seen = self.load()

    def load(self) -> tuple[Session, bytes | None]:
        """The session and the digest of the very bytes it was read from (a write in between: read again)."""
        for _attempt in range(5):
            before = digest(self.path)
            session = Session.load(self.path)
            if digest(self.path) == before:
                break
        return session, before

    # --- what the session knows ---------------------------------------------
    @property
    def game(self):
        return self.session.game

    def prompt(self) -> str:
        """``friday · Ben · main > ``: the save, who is to act, the phase."""
        state = self.session.state
        parts = [self.path.stem, self.game.current_player(state), self.game.phase(state)]
        return " · ".join(p for p in parts if p) + " > "

    def commands(self) -> list[str]:
        """This game's verbs, then the common commands, then the session's own words."""
        all_verbs = {v for g in registry.known().values() for v in g.verbs}
        common = [n for n in self.cli.commands if n not in all_verbs and n not in OUTSIDE and n != "play"]
        names = [*self.game.verbs, *common]
        czech = [] if self.lang == i18n.ENGLISH else [a for n in names for a in language.names_of(n)]
        return [*names, *czech, "help", *LEAVE]

    def refresh(self, latest: Session | None = None) -> None:
        """After a command: go on from the session it recorded with (``latest``) when the file holds exactly
        what that session wrote or last read; otherwise (another writer, an undo, a damaged file) read again."""
        if latest is not None and latest.current(self.path):
            self.session, self.seen = latest, sha256(latest.payload)
            return
        try:
            self.session, self.seen = self.load()
        except RefereeError as exc:            # damaged meanwhile (a hand edit): say so, keep the last state
            self.seen = digest(self.path)      # said once; the next line's command meets the damage itself
            render.refusal(exc)

    def changed(self) -> bool:
        """Whether the save is no longer the one the prompt was drawn from (another process wrote it)."""
        return digest(self.path) != self.seen

    def stale(self) -> int:
        """Show what another process changed (its events as ``log`` prints them, the new prompt); run nothing."""
        old = self.session.events
        self.refresh()
        events = self.session.events
        same = next((i for i, (a, b) in enumerate(zip(old, events)) if a != b), min(len(old), len(events)))
        if len(old) > same:
            render.message(_("Events {first}–{last} changed in the save since the prompt was drawn.",
                             first=same + 1, last=len(old)))
        if len(events) > same:
            self.run(["log", "--last", str(len(events) - same), "--save", str(self.path)], fresh=True)
        state = self.session.state
        render.message(_("Now: {prompt}", prompt=self.game.prompt(state)))
        return self.refuse(SaveError(_("the save changed since the prompt was drawn; the line was not run"),
                                     _("type it again at the new prompt: {prompt}",
                                       prompt=self.prompt().removesuffix(" > "))))

    # --- one line -------------------------------------------------------------
    def handle(self, line: str) -> int | None:
        """Run one typed line; its exit code, or None to leave."""
        try:
            words = split(line, comments=True)
        except ValueError as exc:
            return self.refuse(NotationError(_("cannot read the line ({problem})", problem=exc), _("close the quote")))
        if words[:1] == ["referee"]:
            words = words[1:]
        if not words:
            return 0
        name, rest = language.command_of(words[0]), words[1:]      # a Czech name runs its command
        if name in LEAVE:
            return None
        if self.changed():
            return self.stale()
        if name in HELP:
            return self.help(rest)
        if name in OUTSIDE:
            return self.refuse(NotationError(_("'{name}' chooses another save", name=name),
                                             _("leave with 'quit' first")))
        if name not in self.cli.commands:
            return self.refuse(self.unknown(name))
        if names_a_save(rest):
            return self.refuse(NotationError(
                _("--save on a line inside a session: every line goes to {save}", save=self.path.name),
                _("type the line without --save, or 'quit' and run 'referee play OTHER' for another save")))
        return self.run([name, *rest, *self.save_args(name)])

    def save_args(self, name: str) -> list[str]:
        """``--save SAVE``, or the save as the argument of commands that take it so (check, replay, …)."""
        params = self.cli.commands[name].params
        if any("--save" in p.opts for p in params):
            return ["--save", str(self.path)]
        if any(p.name in SAVE_ARGUMENTS and p.param_type_name == "argument" for p in params):
            return [str(self.path)]
        return []

    def run(self, args: list[str], *, fresh: bool = False) -> int:
        """The command as the shell would run it (same parsing, same boundary, same output), in the
        session's language (``--lang`` given before ``play`` is not repeated on every line)."""
        global _playing
        _playing = self.path
        Session.keep(self.session)             # a command that records goes on from the session's state
        try:
            self.cli.main(args=["--lang", self.lang, *args], prog_name="referee", standalone_mode=True)
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        finally:
            _playing = None
            latest = Session.release(self.path)
            i18n.use(self.lang)                # 'check --json' switches to English for its output
        if not fresh:
            self.refresh(latest)
        return code

    def refuse(self, exc: RefereeError) -> int:
        render.refusal(exc)
        return exc.exit_code

    def unknown(self, name: str) -> NotationError:
        import difflib    # only for a name nobody knows

        close = difflib.get_close_matches(name, self.commands(), n=1)
        hint = _("did you mean '{name}'? ", name=close[0]) if close else ""
        return NotationError(_("no command '{name}' in a {game} session", name=name, game=self.game.key),
                             _("{hint}'help' lists them", hint=hint))

    def help(self, rest: list[str]) -> int:
        """``help``: every command in one line each; ``help VERB``: that command's own help."""
        asked = language.command_of(rest[0]) if rest else None
        if asked in self.cli.commands and asked not in OUTSIDE:
            return self.run([asked, "--help"])
        if rest and rest[0] not in (*LEAVE, *HELP):
            return self.refuse(self.unknown(rest[0]))
        rows = [(v, i18n.translate(h)) for v, h in self.game.verbs.items()]
        for n in self.commands():
            if n in self.cli.commands and n not in self.game.verbs:
                language.localize(self.cli.commands[n])          # its help in the session's language
                rows.append((n, self.cli.commands[n].get_short_help_str(70)))
        if self.lang != i18n.ENGLISH:                             # 'roll (hod)': the Czech names beside
            rows = [(f"{n} ({', '.join(language.names_of(n))})" if language.names_of(n) else n, text)
                    for n, text in rows]
        rows += [(_("help [COMMAND]"), _("this list, or one command's options")), ("quit", _("leave (Ctrl-D too)"))]
        width = max(len(n) for n, _text in rows)
        typer.echo(_("Type a command without 'referee' and without --save; it is checked and saved at once."))
        typer.echo(_("{game} verbs, then the common commands:", game=self.game.key))
        for name, text in rows:
            typer.echo(f"  {name.ljust(width)}  {text}")
        return 0

    # --- completion -------------------------------------------------------------
    def candidates(self, before: str, text: str) -> list[str]:
        """What may complete ``text`` when ``before`` is the line left of it."""
        try:
            words = split(before)
        except ValueError:
            return []
        if words[:1] == ["referee"]:
            words = words[1:]
        if not words:
            return complete.matching(self.commands(), text)
        name, rest = language.command_of(words[0]), words[1:]
        if text.startswith("-") and name in self.cli.commands:
            return complete.matching(self.options(name), text)
        state, names = self.session.state, self.session.setup.names
        if rest and rest[-1] in ("--player", "-p"):
            return complete.matching(names, text)
        rest = positional(rest)
        if name in HELP:
            return [] if rest else complete.matching(self.commands(), text)
        if name == "amend":
            if not rest:
                return complete.matching([str(e["seq"]) for e in reversed(self.session.events)], text)
            if len(rest) == 1:
                return complete.matching(list(self.game.verbs), text)
            return complete.matching(complete.next_words(self.game, state, names, rest[1], rest[2:]), text)
        if name in self.game.verbs or name == "hints":
            return complete.matching(complete.next_words(self.game, state, names, name, rest), text)
        return []

    def options(self, name: str) -> list[str]:
        opts = [o for p in self.cli.commands[name].params for o in (*p.opts, *p.secondary_opts) if o.startswith("--")]
        return [o for o in opts if o != "--save"] + ["--help"]

    def completer(self, text: str, index: int) -> str | None:
        """readline's completer: called with index 0, 1, … until it returns None.

        Each word ends with a space (Python's readline appends none), so Tab on a unique word moves on.
        """
        if index == 0:
            import readline

            try:
                before = readline.get_line_buffer()[:readline.get_begidx()]
                self._matches = [f"{word} " for word in self.candidates(before, text)]
            except Exception:            # readline swallows errors silently; a failed completion offers nothing
                self._matches = []
        return self._matches[index] if index < len(self._matches) else None


# --- the session ----------------------------------------------------------------

def _readline(table: Table):
    """Editing, history kept across sessions and tab completion, where the platform has readline."""
    try:
        import readline
    except ImportError:                  # pragma: no cover - Windows without pyreadline
        return None
    history = history_file()
    readline.set_history_length(HISTORY_LENGTH)
    try:
        history.parent.mkdir(parents=True, exist_ok=True)
        history.touch()                           # append_history_file needs the file
        readline.read_history_file(history)
        readline.write_history_file(history)      # trimmed to the last HISTORY_LENGTH lines
    except OSError:                               # a read-only folder: a session without history
        pass
    readline.set_completer_delims(" \t\n")
    readline.set_completer(table.completer)
    if "libedit" in (readline.__doc__ or ""):
        readline.parse_and_bind("bind ^I rl_complete")
    else:
        readline.parse_and_bind("tab: complete")
    return readline


def _remember(readline, line: str) -> None:
    """Append the line to the history file at once, so a closed terminal loses nothing."""
    if readline is not None and line.strip():
        try:
            readline.append_history_file(1, history_file())
        except OSError:
            pass


def _ask(table: Table, interactive: bool) -> str:
    if interactive and sys.stdout.isatty():
        return input(table.prompt())
    if interactive:
        sys.stderr.write(table.prompt())  # stdout is a pipe: it gets data only
        sys.stderr.flush()
    return input()


def session(path: Path, *, select_it: bool = False, keep_going: bool = False) -> None:
    """Read lines until ``quit`` or end of input. A script stops at its first refused line with that
    line's code (with ``keep_going``: runs every line and exits with the worst code); at a terminal the
    session goes on after a refused line."""
    table = Table(path)
    if select_it:
        select(path)
    interactive = sys.stdin.isatty()
    state = table.session.state
    render.message(_("Playing {path} ({game}). Now: {prompt}.", path=path, game=table.game.key,
                     prompt=table.game.prompt(state)))
    if table.session.replayed.problem:
        problem = table.session.replayed.problem
        render.message(_("Warning: {warning}", warning=_(
            "the save stops being valid at event {seq} ({rule}); 'check' shows it, 'undo' or 'amend' fix it.",
            seq=problem.seq, rule=problem.rule)))
    render.message(_("Type 'help' for the commands; 'quit' or Ctrl-D leaves."))
    readline = _readline(table) if interactive else None
    worst = 0
    number = 0
    while True:
        try:
            line = _ask(table, interactive)
        except EOFError:
            if interactive:
                render.message("")
            break
        except KeyboardInterrupt:
            render.message("")
            continue
        number += 1
        _remember(readline, line)
        code = table.handle(line)
        if code is None:
            break
        worst = max(worst, code)
        if code and not interactive and not keep_going:
            render.message(_("Stopped at line {number}: the lines after it were not run — fix it and run the "
                             "rest, or give --keep-going to run every line", number=number))
            raise typer.Exit(code)
    if not interactive:
        raise typer.Exit(worst)


def _starts_a_session(words: list[str]) -> bool:
    """``referee play`` alone or with just a save; inside a session ``play`` is always the verb."""
    return _playing is None and (not words or (len(words) == 1 and _names_a_save(words[0])))


def _names_a_save(word: str) -> bool:
    try:
        return word.endswith(".toml") or os.sep in word or save.resolve_path(word).exists()
    except (RefereeError, OSError):                 # a name too long for a file (ENAMETOOLONG) names no save
        return False


_play_verb = verbs._verb("play").__wrapped__       # its errors pass through play's own boundary


def _the_verb(words: list[str], **options) -> None:
    """``play WORDS`` as the game verb. One word that is neither a save nor what the verb takes (``play
    fridya``) says both readings, with the saves there are and the verb's own alternatives."""
    try:
        return _play_verb(words=words, **options)
    except NotationError as exc:
        if _playing is not None or len(words) != 1 or f"'{words[0]}'" not in exc.message and not _no_game(exc):
            raise
        raise _neither(words[0], exc) from None


def _no_game(exc: NotationError) -> bool:
    return exc.message == _("no save selected")


def _neither(word: str, exc: NotationError) -> NotationError:
    try:
        where = save.resolve_path(word)
        names = sorted(p.stem for p in where.parent.glob("*.toml"))
    except (RefereeError, OSError):
        where, names = word, []
    import difflib    # only for a word that is neither a save nor a verb

    close = difflib.get_close_matches(word, names, n=1)
    hint = _("did you mean the save '{name}'? ", name=close[0]) if close else ""
    saves = _("saves: {names}", names=", ".join(names)) if names else _("no saves yet")
    if exc.allowed and not _no_game(exc):
        allowed = f"{hint}{saves}; " + _("cards: {known}", known=exc.allowed)
    elif names:
        allowed = f"{hint}{saves}"
    else:
        allowed = f"{saves}: " + _("start one with 'referee new'")
    return NotationError(_("'{word}' is neither a save (no {path}) nor a card for the 'play' verb ({problem})",
                           word=word, path=where, problem=exc.message), allowed)


def play(
    words: Annotated[Optional[list[str]], typer.Argument(
        help="A save to play (default: the current game) — or, as the game verb, the card played.",
        autocompletion=complete.verb_words)] = None,
    save_: SaveOpt = None,
    player: PlayerOpt = None,
    note: NoteOpt = None,
    got: GotOpt = None,
    keep_going: Annotated[bool, typer.Option(
        "--keep-going", help="A session reading a script (input not a terminal): run every line even after a "
                             "refused one, and exit with the worst code. Without it the script stops at the "
                             "first refused line.")] = False,
):
    words = list(words or [])
    if not _starts_a_session(words):
        if keep_going:
            raise NotationError(_("--keep-going belongs to a session (referee play [SAVE])"),
                                _("play {words}, without --keep-going", words=" ".join(words)))
        return _the_verb([*words, *(["--got", got] if got else [])], save_=save_, player=player, note=note)
    if player or note or got:
        raise NotationError(_("--player and --note belong to the 'play' verb"), _("e.g. play knight 3e --player Ben"))
    if words and save_:
        raise NotationError(_("two saves given"), _("play {word}, or play --save {save}", word=words[0], save=save_))
    path = save.resolve_path(words[0]) if words else save_path(save_)
    session(path, select_it=bool(words), keep_going=keep_going)


def _doc() -> str:
    verbs = "; ".join(f"[{g.key}] {g.verbs['play']}" for g in registry.known().values() if "play" in g.verbs)
    return ("An interactive session on SAVE (default: the current game): type commands without 'referee' "
            "and --save, with history and tab completion; 'quit' or Ctrl-D leaves."
            + (f" With words it is the game verb: {verbs}" if verbs else ""))


def _register() -> None:
    """``play`` replaces the game verb ``play`` in the app (it still runs it when given words)."""
    play.__doc__ = _doc()
    infos = app.registered_commands
    old = next((i for i, c in enumerate(infos) if c.name == "play"), None)
    app.command(name="play")(boundary(play))
    if old is not None:
        infos[old] = infos.pop()


_register()
