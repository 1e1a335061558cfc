"""Turning outcomes into text: tables with tabulate, messages on stderr. Typer is not imported here (the fast
path, cli/fast.py, runs without it); :func:`echo` prints what ``typer.echo`` would."""

from __future__ import annotations

import codecs
import os
import sys
from typing import Any

from referee.core.game import Outcome
from referee.core.i18n import _


def echo(text: Any, err: bool = False, nl: bool = True) -> None:
    """``typer.echo(text, err=err, nl=nl)``, byte for byte, without importing Typer for plain text.

    For a text stream in a non-ASCII encoding and a text without escape sequences, click's echo writes the
    text (and the newline) and flushes, nothing else; there this does the same. Anything else (an ANSI escape,
    which click strips when the stream is not a terminal; a stream click would re-wrap; Windows) is left to
    click itself."""
    stream = sys.stderr if err else sys.stdout
    if stream is None:                  # no stream to write to (pythonw): click's echo does nothing either
        return
    if not isinstance(text, str) or "\x1b" in text or not _plain(stream):
        import typer

        typer.echo(text, err=err, nl=nl)
        return
    stream.write(text + "\n" if nl else text)
    stream.flush()


def _plain(stream) -> bool:
    """A stream click's echo writes to as it is: text, in an encoding other than ASCII, not on Windows."""
    encoding = getattr(stream, "encoding", None)
    if not encoding or sys.platform.startswith("win") or not hasattr(stream, "buffer"):
        return False
    try:
        return codecs.lookup(encoding).name != "ascii"
    except LookupError:
        return False


def table(title: str, head: list[str], rows: list[list]) -> str:
    from tabulate import tabulate  # imported when a table is shown: 20 ms off every other command

    return f"{title}\n{tabulate(rows, headers=head, tablefmt='simple')}"


def outcome(out: Outcome) -> None:
    for line in out.lines:
        echo(line)
    for title, head, rows in out.tables:
        echo(table(title, head, rows))
    for warning in out.warnings:
        echo(_("Warning: {warning}", warning=warning), err=True)


def as_json(data: Any) -> None:
    import json    # only --json output

    echo(json.dumps(data, ensure_ascii=False, indent=None, default=str))


def message(text: str) -> None:
    echo(text, err=True)


def refusal(exc) -> None:
    """An error as people read it, on stderr: the ``Error:`` line, and for a rule where to read it."""
    for line in exc.lines():
        message(line)


def isatty() -> bool:
    return sys.stdout.isatty()


def isatty_err() -> bool:
    return sys.stderr.isatty()


def no_color() -> bool:
    """``NO_COLOR`` (no-color.org) set to anything but the empty string."""
    return bool(os.environ.get("NO_COLOR"))


def progress(items, total: int, label: str):
    """Progress on stderr: click's bar, or under NO_COLOR a counter without escape sequences."""
    if not no_color():
        import typer    # only a check of many files on a terminal shows click's bar

        with typer.progressbar(items, length=total, label=label, file=sys.stderr) as bar:
            yield from bar
        return
    for done, item in enumerate(items, 1):
        yield item
        sys.stderr.write(f"\r{label} {done}/{total}")
        sys.stderr.flush()
    sys.stderr.write("\n")
