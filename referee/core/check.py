"""Checking a save file: the verdict, the report of ``check --json``, and every problem found."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core import save
from referee.core.errors import RefereeError, SaveError
from referee.core.session import load, replay


@dataclass
class Verdict:
    """What ``check`` says of one file: exit code, the JSON report, and lines for people."""

    path: Path
    code: int
    report: dict[str, Any]
    lines: list[str] = field(default_factory=list)      # stdout
    messages: list[str] = field(default_factory=list)   # stderr


def check_file(path: Path) -> Verdict:
    """Structural damage → exit 3 with every problem; a rule problem → exit 1 (DESIGN.md §2)."""
    try:
        parsed = load(path)
    except RefereeError as exc:
        code = exc.exit_code if isinstance(exc, SaveError) else 3
        return Verdict(path, code, {"file": str(path), "valid": False, "problems": [
            {"seq": getattr(exc, "seq", None), "rule": exc.rule, "message": exc.message}]}, [], [exc.line()])
    if parsed.problems:
        return Verdict(path, 3, {"file": str(path), "valid": False, "problems": [
            {"seq": p.seq, "rule": p.rule, "message": p.message} for p in parsed.problems]},
            [], [p.line() for p in parsed.problems])
    game = parsed.game
    result = replay(game, parsed.setup, parsed.events, all_problems=True)
    state = replay(game, parsed.setup, parsed.events).state if result.problem else result.state
    summary = game.summary(state)
    report = {"format": save.FORMAT, "game": game.key, "valid": result.problem is None,
              "events": len(parsed.events), "problem": result.problem.as_json() if result.problem else None,
              **summary}
    messages = [f"Warning: event {seq}: {warning}" for seq, warning in result.warnings]
    if result.problem:
        lines = [f"{path}: INVALID event {p.seq}: {p.rule}: {p.message}" for p in [result.problem, *result.later]]
    else:
        tail = f"{summary['winner']} won" if summary.get("winner") else game.prompt(state)
        lines = [f"{path}: valid, {len(parsed.events)} events; {tail}"]
    return Verdict(path, 1 if result.problem else 0, report, lines, messages)
