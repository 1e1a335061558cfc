"""The bodies of the commands a table types most (a game verb, ``status``, ``check``, ``score``, ``hints``), and what every command
shares (which save, the time stamp, errors as exit codes) — without Typer.

The Typer commands (cli/common.py, cli/verbs.py) and the fast path (cli/fast.py) both call these functions: one body per
command, whichever parser read the command line.
"""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

from referee.cli import aliases, render  # noqa: F401 — aliases registers the command line's catalogue
from referee.core import commands, i18n, save
from referee.core.commands import current_pointer, now, save_path, select, stamp, undecodable  # noqa: F401
from referee.core.errors import NotationError, RefereeError
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


# --- the commands' bodies ---------------------------------------------------------------------------------

def record(verb: str, words: list[str] | None = None, save_: str | None = None, player: str | None = None,
           note: str | None = None) -> None:
    """A game verb (``referee build road 3e:3``): parsed by the save's game, checked, recorded, its outcome shown."""
    session, out = commands.record(save_path(save_), verb, words, player, note)
    render.outcome(out)
    if not out.data.get("winner"):
        render.message(_("Next: {prompt}", prompt=session.game.prompt(session.state)))


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


def hints(words: list[str] | None = None, save_: str | None = None, player: str | None = None, json_: bool = False,
          all_: bool = False) -> None:
    """The legal moves open to the player to act, or to ``player`` (where to build, what may be played); with
    ``json_`` the answer itself (docs/hints-json.md): the table's view, a seat's with ``player``, all with ``all_``."""
    session = Session.load(save_path(save_))
    session.require_valid()
    if json_:
        from referee.core import awaited     # only --json
        from referee.core.players import player_name

        i18n.use(i18n.ENGLISH)          # JSON stays English, as check --json does
        viewer = player_name(session.state, player) if player else None
        answer = awaited.answer(session.game, session.state)
        render.as_json({"game": session.game.key, "events": len(session.events),
                        **answer.as_json(viewer, all_=all_)})
        return
    render.outcome(session.game.hints_of(session.state, list(words or []), player))


def check(files: list[str] | None = None, json_: bool = False, jobs: int = 1, all_: bool = False,
          save_: str | None = None) -> int:
    """Re-check saves event by event (the files given, ``--save``'s too, as every command takes it); the exit code:
    1 at the first invalid event, 3 for a damaged file."""
    if json_:
        i18n.use(i18n.ENGLISH)          # JSON stays English, problem messages included
    files = [*(files or []), *([save_] if save_ else [])]
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
