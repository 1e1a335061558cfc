"""The fast path: the commands a table types most, run without importing Typer (issue #17).

Importing the Typer app costs more than recording an event in a 2,000-event save (Typer, its click, and what
they import). A command line of the plainest shape — a game verb (``referee roll 8``, ``referee build road
3e:3 --save F``), ``status``, ``check``, ``score`` or ``hints``, with only the options :data:`COMMANDS` and
:data:`VERB` list — is read here and runs the same function the Typer command runs (cli/actions.py), with the
same output, exit code and save. Anything else goes to the Typer app, untouched: ``--help`` anywhere, ``--version``, completion (``_REFEREE_COMPLETE``), an unknown or repeated
option, an option glued to its value (``-sFILE``), a value or a word that starts with ``-``, ``--``, a language
that does not exist, bytes that are not UTF-8, a plugin's verb — every usage error is Typer's own.
tests/test_cli_fast_parity.py runs every verb of every game both ways and compares.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import NamedTuple

from referee.cli import actions, aliases
from referee.core import i18n, registry
from referee.core.errors import RefereeError
from referee.games import register_builtins


class Shape(NamedTuple):
    """What a command takes, as its Typer command declares it (cli/common.py, cli/verbs.py)."""

    run: Callable                   # the body in cli/actions.py; its defaults are the Typer command's
    valued: dict[str, str]          # an option that takes a value → the parameter
    flags: dict[str, str]           # an option that takes none → the parameter set True
    words: str | None               # the parameter that collects the other words (None: the command takes none)


SAVE = {"--save": "save_", "-s": "save_"}
COMMANDS = {
    "status": Shape(actions.status, SAVE, {"--json": "json_", "--all": "all_"}, None),
    "check": Shape(actions.check, {**SAVE, "--jobs": "jobs", "-j": "jobs"}, {"--json": "json_", "--all": "all_"},
                   "files"),
    "score": Shape(actions.score, SAVE, {"--json": "json_", "--all": "all_"}, None),
    "hints": Shape(actions.hints, {**SAVE, "--player": "player", "-p": "player"}, {"--json": "json_", "--all": "all_"},
                   "words"),
}
VERB = Shape(actions.record, {**SAVE, "--player": "player", "-p": "player", "--note": "note"}, {}, "words")

# A value converted as click converts it; a value that would not convert plainly (a sign, a space, "²", more
# digits than Python turns into an int) goes to Typer (None).
CONVERT: dict[str, Callable[[str], object]] = {
    "jobs": lambda v: int(v) if v.isascii() and v.isdigit() and len(v) <= 9 else None}


def verbs() -> set[str]:
    """The built-in games' verbs, as the Typer app registers them (a verb named like a common command is not one)."""
    found = {verb for g in registry.known().values() for verb in g.verbs}
    return found - actions.HOSTS_A_VERB - set(COMMANDS)


def plan(args: list[str]) -> tuple[Callable, dict] | None:
    """The body and its arguments for a command line the fast path runs exactly as Typer would; None for any
    other. Nothing is run, nothing is written; the language asked for is made the language in use."""
    if any(name.startswith("_") and name.endswith("_COMPLETE") for name in os.environ):
        return None                                 # shell completion is Typer's
    if actions.undecodable(args) is not None:
        return None                                 # Typer's main says which argument, exit 2
    lang, rest = _language(args)
    if lang is None or not rest:
        return None
    register_builtins()                             # as the Typer app does: a save's game is found without a scan
    name = aliases.command_of(rest[0])              # after the games: their verbs' Czech names (hod → roll)
    shape = COMMANDS.get(name) or (VERB if name in verbs() else None)
    if shape is None:
        return None
    given = _options(shape, rest[1:])
    if given is None:
        return None
    try:
        i18n.use(lang)
    except LookupError:                             # Typer's usage error names the languages
        return None
    return shape.run, ({"verb": name, **given} if shape is VERB else given)


def _language(args: list[str]) -> tuple[str | None, list[str]]:
    """The language (``--lang`` before the command, else ``REFEREE_LANG``) and the rest of the line; None for
    the language when anything else comes before the command (``--help``, ``--version`` …)."""
    lang, i = os.environ.get("REFEREE_LANG") or i18n.ENGLISH, 0
    asked = False
    while i < len(args) and args[i].startswith("-"):
        head, eq, value = args[i].partition("=")
        if head != "--lang" or asked or not (eq or i + 1 < len(args)):
            return None, []
        if not eq:
            i += 1
            value = args[i]
        lang, asked, i = value, True, i + 1
    return lang, args[i:]


def _options(shape: Shape, rest: list[str]) -> dict | None:
    """The parameters of the words after the command; None for anything that is not plainly one of them."""
    given: dict = {}
    words: list[str] = []
    i = 0
    while i < len(rest):
        arg = rest[i]
        i += 1
        if not arg.startswith("-"):
            words.append(arg)
            continue
        head, eq, value = arg.partition("=")
        if head in shape.flags and not eq:
            param, value = shape.flags[head], True
        elif head in shape.valued and (head.startswith("--") if eq else i < len(rest)):
            param = shape.valued[head]
            if not eq:
                value = rest[i]
                i += 1
            if value.startswith("-"):
                return None
            value = CONVERT.get(param, str)(value)
            if value is None:
                return None
        else:
            return None
        if param in given:
            return None                             # given twice: left to click
        given[param] = value
    if words:
        if shape.words is None:
            return None                             # Typer's "unexpected extra argument"
        given[shape.words] = words
    return given


def run(args: list[str]) -> int | None:
    """Run the command line if :func:`plan` knows it: the exit code; None (nothing done) for Typer to run it."""
    found = plan(args)
    if found is None:
        return None
    body, kwargs = found
    try:
        return body(**kwargs) or 0
    except (RefereeError, OSError) as exc:
        return actions.failed(exc)
    except KeyboardInterrupt:                       # Typer ends an interrupted command with 130, saying nothing
        return 130
