"""One error family; the CLI boundary is the only place that prints them.

Exit codes (DESIGN.md §2): 1 rejected by the rules, 2 unknown name or
coordinate, 3 save file unreadable, corrupt, locked or too new.
"""

from __future__ import annotations

import re

from referee.core.i18n import _

__all__ = [
    "RefereeError",
    "RuleViolation",
    "NotationError",
    "SaveError",
    "SaveLocked",
    "RULE_ID",
    "pointer",
]

#: A rule ID: ``AQUA-PLACE-5``, ``CATAN56-SBP-1``, ``CORE-UNDO-1``; or a one-word chapter of four letters or more
#: and its number, as the Big Box scenarios have them: ``HELPERS-7``, ``FRIENDS-12`` (not ``UTF-8``).
RULE_ID = re.compile(r"[A-Z]+[0-9]*-[A-Z]+(?:-[A-Z]+)*-[0-9]+|[A-Z]{4,}-[0-9]+")


def pointer(rule: str | None) -> str | None:
    """The line that ends a refusal of a rule: the command that tells the rule in words (``referee rule``)."""
    if rule and RULE_ID.fullmatch(rule):
        return _("→ referee rule {rule}", rule=rule)
    return None


class RefereeError(Exception):
    """Base of every error the referee reports to a person."""

    exit_code = 1

    def __init__(self, message: str, allowed: str | None = None, rule: str | None = None):
        super().__init__(message)
        self.message = message
        self.allowed = allowed
        self.rule = rule

    def line(self) -> str:
        """The ``Error:`` line the CLI prints."""
        return _("Error: {problem}", problem=self)

    def lines(self) -> list[str]:
        """What the CLI prints: the ``Error:`` line, then for a rule the pointer to its text (:func:`pointer`)."""
        after = pointer(self.rule)
        return [self.line(), after] if after else [self.line()]

    def __str__(self) -> str:
        head = f"{self.rule}: " if self.rule else ""
        tail = f" — {self.allowed}" if self.allowed else ""
        return f"{head}{self.message}{tail}"


class RuleViolation(RefereeError):
    """An event the rules forbid; ``rule`` is the digest's rule ID."""

    exit_code = 1

    def __init__(self, rule: str, message: str, allowed: str | None = None):
        super().__init__(message, allowed, rule)


class NotationError(RefereeError):
    """Text that names nothing we know: an unknown coordinate, resource or verb."""

    exit_code = 2


class SaveError(RefereeError):
    """A save file that cannot be trusted: unreadable, corrupt or too new."""

    exit_code = 3

    def __init__(self, message: str, allowed: str | None = None, *, path=None,
                 seq: int | None = None, line: int | None = None, rule: str | None = None):
        place = []
        if line is not None:
            place.append(_("line {line}", line=line))
        if seq is not None:
            place.append(_("event seq {seq}", seq=seq))
        where = [str(path), *place] if path is not None else place
        super().__init__((", ".join(where) + ": " if where else "") + message, allowed, rule)
        self.detail = (", ".join(place) + ": " if place else "") + message   # without the file (a page shows none)
        self.path = path
        self.seq = seq
        self.line_no = line


class SaveLocked(SaveError):
    """Another referee process holds the save's lock."""
