"""What an applied event caused, for people: lines of text (translated when read) and tables; and the canonical
names a typed event's aliases stand for. Every layer above the core reads it; it reads only the translations."""

from __future__ import annotations

import re
from typing import Any

from referee.core import i18n


class _Said:
    """A line to be translated and formatted only if someone reads it (replays mostly do not)."""

    __slots__ = ("template", "params")

    def __init__(self, template: str, params: dict[str, Any]):
        self.template, self.params = template, params


def _linked(lines: list[str], typed: dict[str, str]) -> list[str]:
    """The first mention of each canonical name followed by the alias typed for it: ``3b:4 (= 4c:12)``."""
    lines = list(lines)
    for canonical, alias in typed.items():
        mention = re.compile(rf"(?<![\w:]){re.escape(canonical)}(?![\w:])")
        for i, line in enumerate(lines):
            linked, found = mention.subn(f"{canonical} (= {alias})", line, count=1)
            if found:
                lines[i] = linked
                break
    return lines


def typed_aliases(typed: dict[str, Any], stored: dict[str, Any]) -> dict[str, str]:
    """Canonical names the save holds where another name of the same place or thing was typed: each field
    (or list item) whose text the normalization changed other than in letter case."""
    aliases = {}
    for key, value in typed.items():
        pairs = zip(value, stored.get(key, ())) if isinstance(value, list) else [(value, stored.get(key))]
        for given, kept in pairs:
            if isinstance(given, str) and isinstance(kept, str) and given.casefold() != kept.casefold():
                aliases[kept] = given
    return aliases


class Outcome:
    """What an applied event caused, for people: lines of text and tables."""

    def __init__(self, lines: list[str] | None = None, tables: list | None = None,
                 warnings: list[str] | None = None, data: dict[str, Any] | None = None):
        self._lines: list = list(lines or [])
        self.tables: list[tuple[str, list[str], list[list]]] = tables if tables is not None else []
        self.warnings: list[str] = warnings if warnings is not None else []
        self.data: dict[str, Any] = data if data is not None else {}
        self.typed: dict[str, str] = {}     # a canonical name → the alias typed for it (see :meth:`lines`)

    def say(self, template: str, **params: Any) -> "Outcome":
        """Add a line from a translatable template; it is rendered when :attr:`lines` is read."""
        self._lines.append(_Said(template, params))
        return self

    @property
    def lines(self) -> list[str]:
        for i, line in enumerate(self._lines):
            if type(line) is _Said:
                self._lines[i] = i18n._(line.template, **line.params)  # a template kept by say()
        if self.typed:
            self._lines = _linked(self._lines, self.typed)
            self.typed = {}
        return self._lines

    @lines.setter
    def lines(self, lines: list[str]) -> None:
        self._lines = list(lines)
