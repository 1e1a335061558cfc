"""Checking a save file: the verdict, the report of ``check --json``, and every problem found."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core import save
from referee.core.errors import RefereeError, SaveError, pointer
from referee.core.i18n import _
from referee.core.session import load, notation_problems, replay


@dataclass
class Verdict:
    """What ``check`` says of one file: exit code, the JSON report, and lines for people."""

    path: Path
    code: int
    report: dict[str, Any]
    lines: list[str] = field(default_factory=list)      # stdout
    messages: list[str] = field(default_factory=list)   # stderr


SHOWN = 20     # problem lines shown per save; the rest are counted ("and N more")


def _capped(lines: list[str]) -> list[str]:
    if len(lines) <= SHOWN:
        return lines
    return [*lines[:SHOWN], _("… and {count} more problems", count=len(lines) - SHOWN)]


def check_file(path: Path, all_problems: bool = False) -> Verdict:
    """Structural damage → exit 3 with every problem; a rule problem → exit 1 (DESIGN.md §2).

    A rule problem stops the check: later events are counted, not judged, unless ``all_problems``.
    At most :data:`SHOWN` problems are listed per save, the JSON report included.
    """
    try:
        parsed = load(path, names=False)
    except RefereeError as exc:
        code = exc.exit_code if isinstance(exc, SaveError) else 3
        return Verdict(path, code, {"file": str(path), "valid": False, "problems": [
            {"seq": getattr(exc, "seq", None), "rule": exc.rule, "message": exc.message}]}, [], [exc.line()])
    if parsed.problems:
        misshapen = {p.seq - 1 for p in parsed.problems if p.seq is not None}
        parsed.problems += notation_problems(parsed, path, misshapen)
        parsed.problems.sort(key=save.problem_order)
        return Verdict(path, 3, {"file": str(path), "valid": False, "problems": [
            {"seq": p.seq, "rule": p.rule, "message": p.message} for p in parsed.problems[:SHOWN]],
            **({"more_problems": len(parsed.problems) - SHOWN} if len(parsed.problems) > SHOWN else {})},
            [], _capped([p.line() for p in parsed.problems]))
    game = parsed.game
    result = replay(game, parsed.setup, parsed.events, all_problems=all_problems)
    damaged = [p for p in [result.problem, *result.later] if p and p.rule == "NOTATION"]
    problems = [SaveError(p.message, path=path, seq=p.seq) for p in damaged]
    if result.problem and not all_problems:
        # the events after a rule problem are not judged, but an unknown name among them is damage
        problems += notation_problems(parsed, path, skip=set(range(result.problem.seq)))
    if problems:            # an unknown name is damage (exit 3)
        return Verdict(path, 3, {"file": str(path), "valid": False, "problems": [
            {"seq": p.seq, "rule": None, "message": p.message} for p in problems[:SHOWN]]}, [],
            _capped([p.line() for p in problems]))
    state = replay(game, parsed.setup, parsed.events).state if result.problem and all_problems else result.state
    summary = game.summary(state)
    report = {"format": save.FORMAT, "game": game.key, "valid": result.problem is None,
              "events": len(parsed.events), "problem": result.problem.as_json() if result.problem else None,
              **summary}
    messages = [_("Warning: event {seq}: {warning}", seq=seq, warning=warning) for seq, warning in result.warnings]
    if result.problem:
        shown = [result.problem, *result.later] if all_problems else [result.problem]
        lines = _capped([_("{path}: INVALID event {seq}: {rule}: {problem}", path=path, seq=p.seq, rule=p.rule,
                           problem=p.message) for p in shown])
        told = pointer(result.problem.rule)       # where the first invalid event's rule is told in words
        if told:
            lines.insert(1, told)
        unchecked = len(parsed.events) - result.problem.seq
        if unchecked > 0 and not all_problems:
            lines.append(_("{count} later events not checked ('check --all' checks them)", count=unchecked))
    else:
        tail = _("{winner} won", winner=summary["winner"]) if summary.get("winner") else game.prompt(state)
        lines = [_("{path}: valid, {count} events; {tail}", path=path, count=len(parsed.events), tail=tail)]
        lines += game.check_notes(state)
    return Verdict(path, 1 if result.problem else 0, report, lines, messages)
