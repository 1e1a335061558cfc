"""The summary cards' numbers as data (rules/warriors-and-traders.md §20): a tables file, checked, and asked.

Every number is ``{ value = …, source = … }`` or ``{ unknown = true }``. A rule that needs an unknown number
calls :meth:`Tables.need`, which raises :class:`Unknown`; the rules catch it and record the check as
``not verified`` instead of guessing (see :mod:`.verdicts`).
"""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

from referee.core.datafile import read_named
from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.core.numbers import number, numeric

DATA = Path(__file__).resolve().parent / "data"
FILES = {"official": DATA / "tables.toml", "test": DATA / "test-tables.toml"}
LEVELS = ("I", "II", "III", "IV", "V", "VI", "VII")
ENTRY_KEYS = frozenset({"value", "source", "unknown", "note", "made_up"})
#: WT-COMP-10: keys added to the tables after saves and tables files were written without them (the lost pages'
#: rules). A file that lacks one is read as if it said ``unknown``: old games resume, the table enters it later.
ADDED = ("vp.lead_token", "vp.buy_gold", "win.team_vp.2+2", "win.team_vp.3+3", "win.team_vp.2+2+2",
         "cost.route.gold", "cost.route.food", "cost.route.goods", "cost.route.weapons")
ABSENT = "not in this older tables file: still to enter"
#: keys a game needs only under an option's other reading (WT-TRADE-8 [INT], route_cost = tables): ``status`` and
#: ``check --json`` leave them out of what the table still has to enter unless the save has that option.
BY_OPTION = {"cost.route.": ("route_cost", "tables")}


class Unknown(Exception):
    """A rule needed the number ``key``, which the tables do not give yet."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def roman(level: int) -> str:
    return LEVELS[level - 1]


class Tables:
    """The numbers a save is judged by."""

    def __init__(self, data: dict[str, Any]):
        self.data = data
        self.numbers: dict[str, dict] = data["numbers"]

    def need(self, key: str) -> int:
        entry = self.numbers.get(key)
        if entry is None or "value" not in entry:
            raise Unknown(key)
        return entry["value"]

    def get(self, key: str, default: int | None = None) -> int | None:
        entry = self.numbers.get(key)
        return entry["value"] if entry and "value" in entry else default

    def unknown(self, options: dict[str, Any] | None = None) -> list[str]:
        """The keys the table still has to enter (with a save's ``options``: only those its rules can need)."""
        return [k for k, e in self.numbers.items() if "value" not in e and (options is None or wanted(k, options))]


def wanted(key: str, options: dict[str, Any]) -> bool:
    """Whether a game with ``options`` can need ``key`` (:data:`BY_OPTION`)."""
    return all(options.get(name) == value for prefix, (name, value) in BY_OPTION.items() if key.startswith(prefix))


def reference() -> dict[str, Any]:
    """The first edition's tables as the sources give them: the keys every tables file must have."""
    return tomllib.loads(FILES["official"].read_text("utf-8"))


def read(spec: str | None) -> dict[str, Any]:
    """A tables file: ``official`` (default), ``test``, or a path; checked."""
    return check(read_named(spec, FILES, "official"))


def check(data: Any) -> dict[str, Any]:
    """WT-COMP-10: every key of §20 present, each a whole number with a source, or unknown."""
    if not isinstance(data, dict) or not isinstance(data.get("numbers"), dict):
        raise NotationError(_("a tables file needs a [numbers] table"), _("see {example}", example=str(FILES["test"])))
    expected = reference()["numbers"]
    data = copy.deepcopy(data)
    for key in ADDED:                          # an older file: the keys added since read as unknown, not refused
        data["numbers"].setdefault(key, {"unknown": True, "note": ABSENT})
    missing = [k for k in expected if k not in data["numbers"]]
    extra = [k for k in data["numbers"] if k not in expected]
    if missing or extra:
        raise NotationError(_("the tables file lacks {missing} and has unknown keys {extra}",
                              missing=", ".join(missing) or "-", extra=", ".join(extra) or "-"),
                            _("the keys of {example}", example=str(FILES["official"])))
    for key, entry in data["numbers"].items():
        known = isinstance(entry, dict) and type(entry.get("value")) is int and entry["value"] >= 0
        blank = isinstance(entry, dict) and entry.get("unknown") is True and "value" not in entry
        if not (known or blank) or not set(entry) <= ENTRY_KEYS:
            raise NotationError(_("tables: '{key}' must be a whole number 0 or more, or unknown", key=key),
                                _("e.g. {example}", example=f'"{key}" = {{ value = 2, source = "summary card" }}'))
    return data


def absent(data: dict[str, Any]) -> list[str]:
    """The keys an older tables file lacked (read as unknown, :data:`ADDED`)."""
    return [k for k, e in data["numbers"].items() if e.get("note") == ABSENT and "value" not in e]


def set_number(data: dict[str, Any], key: str, value: str) -> dict[str, Any]:
    """``referee tables set``: enter one number (or ``unknown``) and check the tables again."""
    if key not in data["numbers"]:
        import difflib

        close = difflib.get_close_matches(key, list(data["numbers"]), n=3)
        raise NotationError(_("the tables have no number '{key}'", key=key),
                            _("e.g. {keys}", keys=", ".join(close or list(data["numbers"])[:3])))
    if value.strip().lower() == "unknown":
        entry: dict[str, Any] = {"unknown": True}
    else:
        if not numeric(value.strip().lstrip("+-")):
            raise NotationError(_("'{value}' is not a whole number", value=value), _("a whole number, or unknown"))
        entry = {"value": number(value.strip(), _("a table value"), f"tables set {key} 3", signed=True),
                 "source": "entered at the table"}
    changed = copy.deepcopy(data)
    changed["numbers"][key] = entry
    return check(changed)
