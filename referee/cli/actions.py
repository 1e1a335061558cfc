"""The bodies of the commands a table types most (a game verb, ``status``, ``check``, ``score``, ``hints``), and what every command
shares (which save, the time stamp, errors as exit codes) — without Typer.

The Typer commands (cli/app.py) and the fast path (cli/fast.py) both call these functions: one body per
command, whichever parser read the command line.
"""

from __future__ import annotations

import datetime as dt
import functools
import os
import sys
from pathlib import Path

from referee.cli import aliases, render  # noqa: F401 — aliases registers the command line's catalogue
from referee.core import i18n, registry, save
from referee.core.errors import NotationError, RefereeError, SaveError
from referee.core.i18n import _
from referee.core.session import Session

# Common commands that also run the game verb of their name (``play``: cli/play.py).
HOSTS_A_VERB = frozenset({"play"})


def failed(exc: BaseException) -> int | None:
    """An error shown as ``Error: …`` lines, and the exit code it ends with (DESIGN.md §2); None for an
    exception that is not a person's error (it stays a bug, with its traceback).

    An operating-system failure that escaped the save layer still becomes one line naming the file and the
    cause (exit 3), never a traceback; a reader that left (``| head``) ends it quietly (exit 0).
    """
    if isinstance(exc, RefereeError):
        render.refusal(exc)
        return exc.exit_code
    if isinstance(exc, BrokenPipeError):     # the reader left (| head): nothing more to say, nothing went wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    if isinstance(exc, OSError):
        path = exc.filename if isinstance(exc.filename, str) else None
        render.message(save.os_error(exc, Path(path) if path else None, _("cannot read or write")).line())
        return 3
    return None


def undecodable(args: list[str]) -> str | None:
    """The first argument holding bytes that are not UTF-8 (Python keeps them as lone surrogates)."""
    for arg in args:
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            return arg.encode("utf-8", "backslashreplace").decode("ascii", "backslashreplace")
    return None


def current_pointer() -> Path:
    return save.saves_dir() / ".current"


def save_path(given: str | None) -> Path:
    """``--save``, then ``REFEREE_SAVE``, then the game ``new``/``resume`` last selected."""
    if given:
        return save.resolve_path(given)
    if os.environ.get("REFEREE_SAVE"):
        return save.resolve_path(os.environ["REFEREE_SAVE"])
    pointer = current_pointer()
    if os.path.lexists(pointer):
        try:
            data = save.read_bytes(pointer, limit=4096)
            text = data.decode("utf-8").strip()
        except UnicodeDecodeError:
            raise SaveError(_("the current-game pointer is not UTF-8 text"),
                            _("remove it, then give --save PATH or 'referee resume SAVE'"), path=pointer) from None
        except SaveError as exc:
            raise SaveError(_("the current-game pointer cannot be read: {problem}", problem=exc.message),
                            _("remove it, then give --save PATH or 'referee resume SAVE'"), path=pointer) from None
        if text and "\n" not in text and "\0" not in text:
            return Path(text)
        raise SaveError(_("the current-game pointer names no save"),
                        _("remove it, then give --save PATH or 'referee resume SAVE'"), path=pointer)
    raise NotationError(_("no save selected"), _("give --save PATH, set REFEREE_SAVE, or start with 'referee new'"))


def select(path: Path) -> None:
    """Make ``path`` the current game (``saves/.current``), written atomically like a save."""
    pointer = current_pointer()
    folder = pointer.parent
    if not folder.is_dir():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise save.os_error(exc, folder, _("cannot create the folder")) from None
    if os.path.isdir(pointer):
        raise SaveError(_("the current-game pointer is a folder"), _("remove it; referee makes its own"),
                        path=pointer)
    save.write_atomic(pointer, str(path.resolve()) + "\n")


def now() -> str:
    """The time stamped on events: ISO 8601, UTC, whole seconds (``2026-11-29T19:04:00Z``)."""
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def stamp(game, event: dict, when: str | None = None) -> dict:
    """Put the recording time in ``at``, unless the kind's own ``at`` means something else (docs/rulings.md)."""
    if game.stamps(event["kind"]):
        event["at"] = when or now()
    return event


# --- the commands' bodies ---------------------------------------------------------------------------------

def record(verb: str, words: list[str] | None = None, save_: str | None = None, player: str | None = None,
           note: str | None = None) -> None:
    """A game verb (``referee build road 3e:3``): parsed by the save's game, checked, recorded, its outcome shown."""
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


def status(save_: str | None = None, json_: bool = False, all_: bool = False) -> None:
    """Whose turn, the phase, every hand, VP, awards, pieces left, bank and deck."""
    session = Session.load(save_path(save_))
    state = session.state
    session.game.show_all(state, all_)
    if json_:
        render.as_json(session.game.summary(state))
        return
    render.outcome(session.game.status(state))
    problem = session.replayed.problem
    if problem:
        warning = _("the save stops being valid at event {seq} ({rule}); this is the state before it.",
                    seq=problem.seq, rule=problem.rule)
        render.message(_("Warning: {warning}", warning=warning))


def score(save_: str | None = None, json_: bool = False, all_: bool = False) -> None:
    """The score table (final once someone has won)."""
    session = Session.load(save_path(save_))
    session.game.show_all(session.state, all_)
    if json_:
        summary = session.game.summary(session.state)
        render.as_json({"winner": summary["winner"], "players": summary["players"]})
        return
    render.outcome(session.game.score(session.state))


def hints(words: list[str] | None = None, save_: str | None = None) -> None:
    """The legal moves open to the player to act (where to build, what may be played)."""
    session = Session.load(save_path(save_))
    session.require_valid()
    render.outcome(session.game.hints(session.state, list(words or [])))


def check(files: list[str] | None = None, json_: bool = False, jobs: int = 1, all_: bool = False) -> int:
    """Re-check saves event by event; the exit code: 1 at the first invalid event, 3 for a damaged file."""
    if json_:
        i18n.use(i18n.ENGLISH)          # JSON stays English, problem messages included
    paths = _expand(files) if files else [save_path(None)]
    many = len(paths) > 1
    worst = 0
    verdicts = _verdicts(paths, jobs, all_)
    if many and render.isatty_err():
        verdicts = _progress(verdicts, len(paths))
    for verdict in verdicts:
        for message in verdict.messages:
            render.message(message)
        if json_:
            render.as_json({"file": str(verdict.path), **verdict.report} if many else verdict.report)
        else:
            for line in verdict.lines:
                render.echo(line)
        worst = max(worst, verdict.code)
    return worst


def _expand(files: list[str]) -> list[Path]:
    """The files to check: each file named, and the ``*.toml`` files of each folder (a folder with none is an error)."""
    paths: list[Path] = []
    for f in files:
        path = Path(f) if os.path.isdir(f) else save.resolve_path(f)    # a folder by its own name, too
        if path.is_dir():
            found = sorted(path.glob("*.toml"))
            if not found:
                raise NotationError(_("no saves in {folder}", folder=path), _("a folder of .toml saves, or a save file"))
            paths.extend(found)
        else:
            paths.append(path)
    return paths


def _verdicts(paths: list[Path], jobs: int, all_problems: bool = False):
    """Verdicts in the order of ``paths``, computed in worker processes when asked."""
    from referee.core.check import check_file    # only 'check' judges whole files

    judge = functools.partial(check_file, all_problems=all_problems)
    if jobs == 1 or len(paths) < 2:
        yield from map(judge, paths)
        return
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=jobs or os.cpu_count()) as pool:
        yield from pool.map(judge, paths, chunksize=8)


def _progress(verdicts, total: int):
    yield from render.progress(verdicts, total, _("Checking"))
