"""A game's data file named on the command line: a name the game ships (``test-map``) or a TOML file's path;
and a data file a person edits command by command (a Catan board file: ``referee board …``), written safely."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomli_w

from referee.core.errors import NotationError, SaveError
from referee.core.i18n import _
from referee.core.save import real_path, write_atomic


def read_named(spec: str | None, named: dict[str, Path], default: str) -> dict[str, Any]:
    """The TOML data of ``named[spec]`` (``default`` when no spec is given), else of the file ``spec``."""
    path = named.get(spec or default) or Path(spec)
    try:
        return tomllib.loads(Path(path).read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise NotationError(_("cannot read the data file {path}: {problem}", path=str(path), problem=str(exc)),
                            _("{names}, or a TOML file like {example}", names=", ".join(named),
                              example=str(named[default]))) from None


def read_table(path: str | Path, make: str) -> dict[str, Any]:
    """A data file a person edits with the referee's commands (a board file), as TOML: no such file is an unknown
    name (exit 2, ``make`` says how to start one); one that cannot be read or is no TOML, exit 3."""
    try:
        text = Path(path).read_text("utf-8")
    except FileNotFoundError:
        raise NotationError(_("no file {path}", path=str(path)), make) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(_("cannot read the data file {path}: {problem}", path=str(path), problem=str(exc)),
                        _("nothing was changed")) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(_("cannot read the data file {path}: {problem}", path=str(path), problem=str(exc)),
                        _("nothing was changed")) from None


def write_table(path: str | Path, data: dict[str, Any], header: str = "") -> None:
    """``data`` as TOML after the comment ``header``, through the save's safe write (temporary file, rename)."""
    write_atomic(real_path(Path(path)), header + tomli_w.dumps(data))


def edit_table(path: str | Path, change: Callable[[dict[str, Any]], str], make: str, header: str = "") -> str:
    """Read the data file, ``change`` it (what it returns is said to the person), write it back safely. A change
    that raises leaves the file byte for byte as it was."""
    data = read_table(path, make)
    said = change(data)
    write_table(path, data, header)
    return said


def fields(words: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """``KEY=VALUE`` words as a table: each value read as a TOML value (``true``, ``5``, ``"text"``), or else as
    the text itself (``kind=forest``). Which keys are allowed is the data file's loader to say."""
    out: dict[str, Any] = {}
    for word in words:
        key, sep, text = word.partition("=")
        key = key.strip()
        if not sep or not key or not text.strip():
            raise NotationError(_("'{word}' is no KEY=VALUE field", word=word), _("e.g. {example}",
                                                                                  example="number=9"))
        try:
            out[key] = tomllib.loads(f"value = {text.strip()}")["value"]
        except tomllib.TOMLDecodeError:
            out[key] = text.strip()
    return out
