"""Transcribing a printed map by pointing (``referee serve --edit FILE``): what a game's map editor declares.

A game whose board a table copies into a file once (a Catan board file, a Struggle for Rome map file, a Warriors &
Traders map, Aqua Romana's reservoirs) names its editor in :attr:`Game.map_editor`. The editor says which files
are its kind, what may be done to one — its **edits**: the very functions its command-line editor runs
(``referee map hex …`` and the page both call ``map_edits.hex_``), so the two write the same bytes — the **tools**
the page offers for them, the **picture** of the file as it stands (the game's drawing, every place a tap can
name marked ``class="target KIND" data-name=NAME``) and the **progress**: what the file's own check says is
still missing or wrong.

The page sends an edit as its name and its arguments (JSON); :func:`call` checks them against the edit's
signature before anything is read or written, so a request can never reach further than a typed command could.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.core.svg import el

MAX_TEXT = 200              # characters of a name or value typed into the editor (a province, a city, a map's name)
MAX_ITEMS = 8               # values of a list argument (a reservoir's squares and outlets)


@dataclass
class Progress:
    """How far a file has come: ``counts`` still missing (``2 of 3 hills, 1 of 3 mountains left``), the file's
    ``problems`` as its check names them (each with its rule where it has one), and whether a game can be started
    on it now (``usable``)."""

    counts: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    usable: bool = False
    verdict: str = ""

    def as_json(self) -> dict[str, Any]:
        return {"counts": list(self.counts), "problems": list(self.problems), "usable": self.usable,
                "verdict": self.verdict}


def field_spec(arg: str, label: str, kind: str = "choice", choices: list[tuple[Any, str]] | None = None,
               default: Any = None, **more: Any) -> dict[str, Any]:
    """A field of a tool, as the page shows it: ``choice`` (a list), ``int``, ``text``, ``flag`` (a tick) or
    ``bool`` (a list of true and false: a value that may also stay as it is, ``""``)."""
    spec = {"arg": arg, "label": label, "type": kind, **more}
    if choices is not None:
        spec["choices"] = [[value, shown] for value, shown in choices]
    if default is not None:
        spec["default"] = default
    return spec


def target(arg: str, kind: str | tuple[str, ...], count: int | dict[str, Any] = 1,
           by: tuple[str, dict[Any, str]] | None = None) -> dict[str, Any]:
    """A place the tool takes by a tap: the argument it fills, the kinds of target that may be tapped for it, and how
    many taps (``count`` > 1, or ``{"field", "counts", "default"}`` when another field decides: a list). ``by``: a
    field whose value decides the kind (a scenario's item: an intersection, a hex or a side), ``(field, {value:
    kind})``."""
    spec = {"arg": arg, "kinds": [kind] if isinstance(kind, str) else list(kind), "count": count}
    if by is not None:
        spec["by"] = {"field": by[0], "kinds": {str(value): [k] for value, k in by[1].items()}}
    return spec


def tool(name: str, label: str, hint: str, edit: str | None = None, *, fields: list[dict] = (),
         targets: list[dict] = (), chooses: str | None = None) -> dict[str, Any]:
    """One tool of the page: its ``edit`` (default: its name), the fields chosen before the taps, the targets tapped,
    and ``chooses``: the argument a tap on a target may take from the target's own ``data-choose`` (a picked
    value on the page, such as the number under a tapped hex)."""
    return {"name": name, "label": label, "hint": hint, "edit": edit or name, "fields": list(fields),
            "targets": list(targets), **({"chooses": chooses} if chooses else {})}


def tap_targets(parent, kind: str, names, at: Callable[[str], tuple[float, float]], radius: float) -> None:
    """A transparent circle to tap on each named place (``class="target KIND" data-name=NAME``), its name as a title."""
    for name in names:
        x, y = at(name)
        dot = el(parent, "circle", cx=x, cy=y, r=radius, class_=f"target {kind}", data_name=name, data_kind=kind,
                 fill="transparent")
        el(dot, "title", name)


class MapEditor:
    """A kind of map file and how the page edits it; a game's editor subclasses this (see the module's docstring).

    ``edits`` maps an edit's name to its function ``fn(path, **args) -> message``; ``start`` is the edit that
    makes a new file (the page offers it while the file does not exist)."""

    kind: str = ""                       # "catan-board", "rome-map", …
    command: str = ""                    # its command line: "referee board", "referee map" …
    edits: dict[str, Callable[..., str]] = {}
    start: str = "new"

    def __init__(self, game=None):
        self.game = game                 # the game it was asked for (--game), or None

    def recognises(self, data: dict[str, Any]) -> bool:
        """Whether a file's TOML is a file of this kind."""
        raise NotImplementedError

    def load(self, path: Path) -> dict[str, Any]:
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def tools(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        """The tools for the file as it stands (None: the file does not exist yet — the tool that starts one)."""
        raise NotImplementedError

    def picture(self, data: dict[str, Any]) -> str:
        raise NotImplementedError

    def progress(self, path: Path, data: dict[str, Any]) -> Progress:
        raise NotImplementedError

    def check_command(self, name: str) -> str:
        """The command that checks the file in a terminal (what the page's verdict says too)."""
        return f"{self.command} check {name}"


def call(editor: MapEditor, path: Path, name: str, args: Any, *, exists: bool) -> str:
    """Run the edit ``name`` of ``editor`` on the file at ``path`` with the page's ``args`` (JSON), checked against
    the edit's signature: an unknown edit or argument, a value of the wrong type, a name too long — each a
    NotationError, nothing read or written. ``exists``: the start edit only while there is no file, the others
    only once there is one."""
    edit = editor.edits.get(name) if isinstance(name, str) else None
    if edit is None or (name == editor.start) == exists:
        allowed = [editor.start] if not exists else [n for n in editor.edits if n != editor.start]
        raise NotationError(_("the editor has no change '{name}' here", name=str(name)[:40]),
                            _("changes: {names}", names=", ".join(allowed)))
    if not isinstance(args, dict):
        raise NotationError(_("a change's arguments are a table of names and values"), "{\"hex\": \"3e\"}")
    hints = typing.get_type_hints(edit)
    params = list(inspect.signature(edit).parameters.values())[1:]          # the first is the file
    known = {p.name: p for p in params}
    for key, value in args.items():
        if key not in known:
            raise NotationError(_("the change '{name}' takes no '{arg}'", name=name, arg=str(key)[:40]),
                                _("it takes {args}", args=", ".join(known) or "-"))
        if not fits(value, hints.get(key, str)):
            raise NotationError(_("the value of '{arg}' does not fit the change '{name}'", arg=key, name=name),
                                _("a short text, a whole number, true or false, as the field asks"))
    missing = [p.name for p in params if p.default is inspect.Parameter.empty and p.name not in args]
    if missing:
        raise NotationError(_("the change '{name}' needs {args}", name=name, args=", ".join(missing)),
                            _("tap or choose them first"))
    return edit(path, **args)


def fits(value: Any, hint: Any) -> bool:
    """Whether a JSON value is of the type an edit's parameter names (str, int, bool, a list of them, or None)."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, h) for h in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin is list:
        (item,) = typing.get_args(hint)
        return isinstance(value, list) and len(value) <= MAX_ITEMS and all(fits(v, item) for v in value)
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return type(value) is int and abs(value) < 10**6
    if hint is str:
        return isinstance(value, str) and 0 < len(value) <= MAX_TEXT and value.isprintable()
    return False


def load_editor(spec: str, game=None) -> MapEditor:
    """The editor ``"module:attribute"`` names (a :class:`MapEditor` subclass), for ``game``."""
    from importlib import import_module

    module, _sep, attribute = spec.partition(":")
    return getattr(import_module(module), attribute)(game)


def editors() -> list[type[MapEditor]]:
    """The map editors of every registered game, once each (a family shares one)."""
    from referee.core import registry

    found: dict[str, type[MapEditor]] = {}
    for game in registry.games().values():
        spec = getattr(game, "map_editor", "")
        if spec and spec not in found:
            found[spec] = type(load_editor(spec))
    return list(found.values())


def for_file(data: dict[str, Any]) -> MapEditor | None:
    """The editor whose kind the file's TOML is (None: none recognises it)."""
    for editor in editors():
        candidate = editor(None)
        if candidate.recognises(data):
            return candidate
    return None

