"""Turning outcomes into text: tables with tabulate, messages on stderr."""

from __future__ import annotations

import os
import sys
from typing import Any

import typer
from referee.core.game import Outcome
from referee.core.i18n import _


def table(title: str, head: list[str], rows: list[list]) -> str:
    from tabulate import tabulate  # imported when a table is shown: 20 ms off every other command

    return f"{title}\n{tabulate(rows, headers=head, tablefmt='simple')}"


def outcome(out: Outcome) -> None:
    for line in out.lines:
        typer.echo(line)
    for title, head, rows in out.tables:
        typer.echo(table(title, head, rows))
    for warning in out.warnings:
        typer.echo(_("Warning: {warning}", warning=warning), err=True)


def as_json(data: Any) -> None:
    import json    # only --json output

    typer.echo(json.dumps(data, ensure_ascii=False, indent=None, default=str))


def message(text: str) -> None:
    typer.echo(text, err=True)


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
        with typer.progressbar(items, length=total, label=label, file=sys.stderr) as bar:
            yield from bar
        return
    for done, item in enumerate(items, 1):
        yield item
        sys.stderr.write(f"\r{label} {done}/{total}")
        sys.stderr.flush()
    sys.stderr.write("\n")
