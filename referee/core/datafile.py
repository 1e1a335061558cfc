"""A game's data file named on the command line: a name the game ships (``test-map``) or a TOML file's path."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError
from referee.core.i18n import _


def read_named(spec: str | None, named: dict[str, Path], default: str) -> dict[str, Any]:
    """The TOML data of ``named[spec]`` (``default`` when no spec is given), else of the file ``spec``."""
    path = named.get(spec or default) or Path(spec)
    try:
        return tomllib.loads(Path(path).read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise NotationError(_("cannot read the data file {path}: {problem}", path=str(path), problem=str(exc)),
                            _("{names}, or a TOML file like {example}", names=", ".join(named),
                              example=str(named[default]))) from None
