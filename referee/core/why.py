"""``referee why [SEQ]``: one recorded event explained — what it changed and the rules it was checked against.

The core part: the save is replayed (:func:`referee.core.session.replay`) to the state before event SEQ, the
event is applied once more to a second replay with its outcome narrated, and the two states are compared
through the game's ``summary`` (the same comparison ``amend`` shows as consequences). The game's own
chapter — the module its ``GameInfo.why`` names (a family's manifest declares it) — holds a dispatch ``TABLE``:
event kind → :class:`Explainer`, the rule IDs its validator checks and a function that adds the reckoning with its
numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from referee.core.errors import NotationError
from referee.core.game import Game, Outcome, Setup
from referee.core import i18n
from referee.core.i18n import Term, _
from referee.core.session import Problem, replay, step


@dataclass
class Why:
    """One event explained: the event, its outcome, the rules, the reckoning and the changes."""

    seq: int
    event: dict[str, Any]
    rules: list[str] = field(default_factory=list)
    outcome: Outcome = field(default_factory=Outcome)     # what the game said when the event was applied
    reckoning: Outcome = field(default_factory=Outcome)   # the chapter's numbers
    changes: list[list] = field(default_factory=list)     # [who, what, before, after] (the summary's values)
    terms: dict[str, str] = field(default_factory=dict)   # summary key → the Term context of its values
    data: dict[str, Any] = field(default_factory=dict)    # the reckoning's numbers for --json
    refused: Problem | None = None                        # the event the rules refused (the save is invalid there)

    def rule(self, *ids: str) -> None:
        """Name further rules the event was checked against (each once, in order)."""
        self.rules.extend(i for i in ids if i not in self.rules)

    def as_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.event.get("kind"), "player": self.event.get("player"),
                "event": self.event, "rules": self.rules,
                "refused": self.refused.as_json() if self.refused else None,
                "outcome": self.outcome.lines, "reckoning": self.reckoning.lines,
                "tables": [{"title": t, "head": h, "rows": r} for t, h, r in self.reckoning.tables],
                "changes": [{"who": who, "what": what, "before": was, "after": now}
                            for who, what, was, now in self.changes],
                "data": self.data}


@dataclass(frozen=True)
class Explainer:
    """What a game says of one event kind: the rules its validator checks, and the reckoning (optional).

    ``detail(before, after, event, why)`` reads the states before and after the event and adds lines,
    tables, data and further rule IDs to ``why``.
    """

    rules: tuple[str, ...]
    detail: Callable[[Any, Any, dict, Why], None] | None = None


def chapter(game: Game):
    """The module its :class:`~referee.core.game.GameInfo` names in ``why`` (None when it names none).

    It holds ``TABLE`` (event kind → :class:`Explainer`) and may hold ``SUMMARY_TERMS`` (a summary key → the
    Term context its values are translated in, for the table of changes).
    """
    return import_module(game.why) if game.why else None


def default_seq(events: list[dict], problem: Problem | None) -> int:
    """The event ``why`` explains when none is named: the first the rules refuse, else the last one."""
    if not events:
        raise NotationError(_("no event is recorded yet"), _("record one first; 'referee why' explains it"))
    return problem.seq if problem else len(events)


def explain(game: Game, setup: Setup, events: list[dict], seq: int, problem: Problem | None = None) -> Why:
    """Event ``seq`` (1-based) explained; ``problem`` is the save's first invalid event, if any."""
    last = problem.seq if problem else len(events)
    if not 1 <= seq <= last:
        if problem and problem.seq < seq <= len(events):
            raise NotationError(_("event {seq} comes after event {bad}, which the rules refuse ({rule}); nothing "
                                  "after it was applied", seq=seq, bad=problem.seq, rule=problem.rule),
                                _("events run 1–{last}", last=last))
        raise NotationError(_("there is no event {seq}", seq=seq), _("events run 1–{last}", last=last)
                            if last else _("record one first; 'referee why' explains it"))
    before = replay(game, setup, events, upto=seq - 1).state
    after = replay(game, setup, events, upto=seq - 1).state
    raw = events[seq - 1]
    why = Why(seq, dict(raw))
    module = chapter(game)
    entry = getattr(module, "TABLE", {}).get(raw["kind"])
    why.terms = dict(getattr(module, "SUMMARY_TERMS", {}))
    if entry is not None:
        why.rule(*entry.rules)
    if problem and problem.seq == seq:
        why.refused = problem
        why.rule(problem.rule)
        return why
    game.quiet(after, False)
    why.event, why.outcome = step(game, after, raw)
    why.changes = changes(game.summary(before), game.summary(after), raw=True)
    if entry is not None and entry.detail is not None:
        entry.detail(before, after, why.event, why)
    return why


def changes(before: dict, after: dict, *, raw: bool = False) -> list[list]:
    """What differs between two of the game's summaries: ``[who, what, was, now]`` per changed value (a nested
    table of tables, a tribe's or a worker's, by its dotted path: ``tribes.horsemen.figures``); the values as
    table cells (:func:`short`), or as the summary has them with ``raw``. The score breakdown is left out: it is
    worked out from the rest (its points change with the values that make them)."""
    rows = []
    for pa, pb in zip(before["players"], after["players"]):
        rows += [[pa["name"], *diff] for diff in _diff(pa, pb) if diff[0] != "name" and not diff[0].startswith("score")]
    rows += [[_("(game)"), *diff] for diff in _diff({k: v for k, v in before.items() if k != "players"},
                                                     {k: v for k, v in after.items() if k != "players"})]
    return rows if raw else [[who, what, short(was), short(now)] for who, what, was, now in rows]


def _diff(a: dict, b: dict, path: str = "") -> list[list]:
    out = []
    for key in a:
        va, vb = _keyed(a[key]), _keyed(b.get(key))
        if va == vb:
            continue
        if _nested(va) and _nested(vb):
            out += _diff(va, vb, f"{path}{key}.")
        else:
            out.append([f"{path}{key}", va, vb])
    return out


def _keyed(value):
    """A list of tables named by their first value (Aqua's workers) as a table by that name; anything else as is."""
    if isinstance(value, list) and value and all(isinstance(v, dict) and v for v in value):
        firsts = [next(iter(v.values())) for v in value]
        if all(isinstance(f, str) for f in firsts) and len(set(firsts)) == len(firsts):
            return {f: dict(list(v.items())[1:]) for f, v in zip(firsts, value)}
    return value


def _nested(value) -> bool:
    return isinstance(value, dict) and any(isinstance(v, dict) for v in value.values())


def short(value) -> str:
    """A summary's value in a table cell: a bag as ``ore 2, wool 1``, a list joined, ``-`` for nothing."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items() if v) or "-"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "-"
    return str(value)


def report(why: Why, headline: str) -> Outcome:
    """The explanation as lines and tables: the event, the rules, what the game said, the reckoning, the changes."""
    out = Outcome([headline])
    out.lines.append(_("Checked against: {rules}", rules=", ".join(why.rules) or _("no rule of its own")))
    if why.refused:
        out.lines.append(_("Refused: {rule}: {problem}", rule=why.refused.rule, problem=why.refused.message))
        out.lines.append(_("Nothing changed: the save is invalid from this event on."))
        return out
    said = why.outcome.lines
    if said or why.outcome.tables:
        out.lines.append(_("What the referee said:"))
        out.lines.extend(f"    {line}" for line in said)
        out.tables.extend(why.outcome.tables)
    if why.reckoning.lines:
        out.lines.append(_("The reckoning:"))
        out.lines.extend(f"    {line}" for line in why.reckoning.lines)
    out.tables.extend(why.reckoning.tables)
    if why.changes:
        rows = [[who, label(what), shown(what, was, why.terms), shown(what, now, why.terms)]
                for who, what, was, now in why.changes]
        out.tables.append((_("What changed"), [_("who"), _("what"), _("was"), _("now")], rows))
    else:
        out.lines.append(_("Nothing in the summary changed."))
    return out


def label(path: str) -> str:
    """A summary key (or dotted path) as people read it: each part a term of ``summary`` (English: its words,
    ``current player``)."""
    if i18n.language() == i18n.ENGLISH:
        return _words(path)
    return ".".join(str(Term("summary", part)) for part in path.split("."))


def shown(path: str, value, terms: dict[str, str]) -> str:
    """A summary value in a table cell, its names translated (``terms``: the key's Term context; English: the save's
    names), never in Python's notation: ``-`` for nothing, yes / no, lists and tables as words."""
    parts = path.split(".")
    context = terms.get(parts[-1]) or terms.get(parts[0]) or "summary"
    return _shown(value, context)


def _words(name: str) -> str:
    """A key the catalogue does not translate, as words (English: ``longest road``)."""
    return name.replace("_", " ") if i18n.language() == i18n.ENGLISH else name


def _shown(value, context: str) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None:
        return "-"
    if isinstance(value, str):
        return str(Term(context, value))
    if isinstance(value, dict):
        return ", ".join(f"{_words(str(Term(context, str(k))))} {_shown(v, context)}" for k, v in value.items()
                         if v not in (0, None, "", [], {})) or "-"
    if isinstance(value, list):
        return ", ".join(_shown(v, context) for v in value) or "-"
    return str(value)
