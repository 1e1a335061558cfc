"""Turning outcomes into text: tables with tabulate, messages on stderr."""

from __future__ import annotations

import json
import sys
from typing import Any

import typer
from referee.core.game import Outcome


def table(title: str, head: list[str], rows: list[list]) -> str:
    from tabulate import tabulate  # imported when a table is shown: 20 ms off every other command

    return f"{title}\n{tabulate(rows, headers=head, tablefmt='simple')}"


def outcome(out: Outcome) -> None:
    for line in out.lines:
        typer.echo(line)
    for title, head, rows in out.tables:
        typer.echo(table(title, head, rows))
    for warning in out.warnings:
        typer.echo(f"Warning: {warning}", err=True)


def as_json(data: Any) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False, indent=None, default=str))


def message(text: str) -> None:
    typer.echo(text, err=True)


def isatty() -> bool:
    return sys.stdout.isatty()


def isatty_err() -> bool:
    return sys.stderr.isatty()
