"""Save files: TOML read with tomllib, written with tomli-w, atomically and under a lock.

The file holds the set-up and the events; nothing derived (DESIGN.md §3).
"""

from __future__ import annotations

import contextlib
import functools
import datetime as dt
import errno
import fcntl
import os
import re
import signal
import tempfile
import threading
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from referee.core.errors import NotationError, SaveError, SaveLocked
from referee.core.game import COMMON_FIELDS, Field, Game, Setup
from referee.core.i18n import _

FORMAT = 1
MAX_BYTES = 20 * 1024 * 1024
MAX_EVENTS = 200_000
HEADER_KEYS = ("format", "game", "title", "created")
TOP_KEYS = frozenset(HEADER_KEYS + ("options", "board", "players", "events", "undone"))
PLAYER_KEYS = frozenset({"name", "color"})
LOCK_WAIT = 5.0


def upgrade_v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (pre-release drafts) named the events list ``log``; format 1 calls it ``events``."""
    data = dict(data)
    if "log" in data:
        if "events" in data:
            raise SaveError(_("a format 0 save with both 'log' and 'events'"), _("keep one of them"))
        data["events"] = data.pop("log")
    data["format"] = 1
    return data


UPGRADES = {0: upgrade_v0_to_v1}


def saves_dir() -> Path:
    return Path(os.environ.get("REFEREE_SAVES_DIR", "saves"))


def resolve_path(name: str | os.PathLike) -> Path:
    """A bare name (``friday``) lives in the saves folder; a path is taken as given.

    A bare name may not climb out of the saves folder (``../x``).
    """
    text = str(name)
    if text in (".", "..", ""):
        raise NotationError(_("'{text}' is not a save name", text=text),
                            _("a name like friday, or a path like ./friday.toml"))
    if os.sep in text or (os.altsep and os.altsep in text):
        return Path(text)
    if not text.endswith(".toml"):
        text += ".toml"
    return saves_dir() / text


def _line_of(exc: tomllib.TOMLDecodeError) -> int | None:
    m = re.search(r"line (\d+)", str(exc))
    return int(m.group(1)) if m else None


def read(path: Path) -> dict[str, Any]:
    """The raw TOML of a save, refused if it is too big or not TOML."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(_("no such save file"), _("start one with 'referee new'"), path=path) from None
    except OSError as exc:
        raise SaveError(_("cannot read: {reason}", reason=exc.strerror), path=path) from None
    if size > MAX_BYTES:
        raise SaveError(_("file is {size} MB, over the {limit} MB limit", size=size // 1_000_000,
                          limit=MAX_BYTES // 1_000_000),
                        _("a real game's save is far smaller: this is not a save"), path=path)
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(_("not valid TOML: {reason}", reason=exc), _("fix the line by hand, or restore SAVE.bak"),
                        path=path, line=_line_of(exc)) from None
    except RecursionError:
        raise SaveError(_("not valid TOML: nested too deeply to read"), _("restore SAVE.bak"), path=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(_("cannot read: {reason}", reason=exc), path=path) from None


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_bag(value: Any) -> bool:
    return type(value) is dict and all(type(k) is str and type(n) is int and 0 <= n <= 1000
                                       for k, n in value.items())


TYPE_OK = {
    "str": lambda v: type(v) is str,
    "int": _is_int,
    "bag": _is_bag,
    "list": lambda v: type(v) is list and all(type(x) is str for x in v),
    "ints": lambda v: type(v) is list and all(type(x) is int for x in v),
}


def _type_ok(value: Any, spec: Field) -> bool:
    return TYPE_OK[spec.type](value)


@functools.cache
def _shape(game: Game, kind: str) -> tuple[dict[str, Field], tuple[str, ...]]:
    """The fields of a kind (common ones included) and the required ones, worked out once."""
    fields = {**COMMON_FIELDS, **game.kinds[kind]}
    return fields, tuple(k for k, spec in fields.items() if spec.required)


def check_event_shape(game: Game, event: Any, index: int, path: Path | None) -> list[SaveError]:
    """Every shape problem of one stored event: unknown kind or key, missing field, wrong type."""
    seq = event.get("seq") if isinstance(event, dict) else None
    seq = seq if isinstance(seq, int) else index + 1
    if not isinstance(event, dict):
        return [SaveError(_("an event must be a table"), path=path, seq=seq)]
    kind = event.get("kind")
    if kind is None:
        return [SaveError(_("an event without 'kind'"), _kinds(game), path=path, seq=seq)]
    if kind not in game.kinds:
        return [SaveError(_("unknown event kind {kind}", kind=repr(kind)), _kinds(game), path=path, seq=seq)]
    fields, required = _shape(game, kind)
    problems = []
    for key, value in event.items():
        spec = fields.get(key)
        if spec is not None and TYPE_OK[spec.type](value):
            continue
        if spec is None:
            problems.append(SaveError(_("unknown key '{key}' in a '{kind}' event", key=key, kind=kind),
                                      _("keys of '{kind}': {keys}", kind=kind, keys=", ".join(fields)),
                                      path=path, seq=seq))
        elif not _type_ok(value, spec):
            if spec.type == "bag" and isinstance(value, dict):
                problems.append(SaveError(_("'{key}' holds a negative, absurd or non-whole count", key=key),
                                          _("card counts are whole numbers 0–1000"), path=path, seq=seq))
            else:
                problems.append(SaveError(_("'{key}' has the wrong type ({type})", key=key,
                                            type=type(value).__name__),
                                          _("expected {type}", type=spec.type), path=path, seq=seq))
    for key in required:
        if key not in event:
            problems.append(SaveError(_("a '{kind}' event needs '{key}'", kind=kind, key=key), path=path, seq=seq))
    if event.get("seq") != index + 1:
        problems.append(SaveError(_("seq is {seq} where {expected} was expected", seq=repr(event.get("seq")),
                                    expected=index + 1),
                                  _("seq runs 1, 2, 3, … without gaps"), path=path, seq=seq))
    return problems


def _kinds(game: Game) -> str:
    return _("kinds of {game}: {kinds}", game=game.key, kinds=", ".join(game.kinds))


@dataclass
class Parsed:
    """A save split into its parts, with every shape problem found (not only the first)."""

    game: Game
    setup: Setup
    events: list[dict[str, Any]]
    undone: list[dict[str, Any]]
    problems: list[SaveError] = field(default_factory=list)
    upgraded_from: int | None = None


def parse_setup(data: dict[str, Any], path: Path | None, find_game) -> Parsed:
    """Split raw TOML into game, set-up, events and undone; collect every shape problem."""
    if not isinstance(data.get("format"), int) or isinstance(data.get("format"), bool):
        raise SaveError(_("no 'format' number"), _("format = 1 at the top"), path=path)
    version = data["format"]
    if version > FORMAT:
        raise SaveError(_("written by a newer referee (format {version}; this program reads up to {known})",
                          version=version, known=FORMAT),
                        _("upgrade referee; the file was not touched"), path=path)
    upgraded_from = version if version < FORMAT else None
    while data["format"] < FORMAT:
        if data["format"] not in UPGRADES:
            raise SaveError(_("format {version} cannot be upgraded", version=data["format"]), path=path)
        try:
            data = UPGRADES[data["format"]](data)
        except SaveError as exc:
            raise SaveError(exc.message, exc.allowed, path=path) from None
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise SaveError(_("unknown top-level key(s): {keys}", keys=", ".join(unknown)),
                        _("allowed: {keys}", keys=", ".join(sorted(TOP_KEYS))), path=path)
    for key in ("game", "players", "board"):
        if key not in data:
            raise SaveError(_("missing '{key}'", key=key), path=path)
    try:
        game = find_game(str(data["game"]))
    except NotationError as exc:
        raise SaveError(exc.message, exc.allowed, path=path) from None
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, dict) and isinstance(p.get("name"), str)
                                                 for p in players):
        raise SaveError(_("[[players]] must be tables with a name"), path=path)
    for p in players:
        extra = set(p) - PLAYER_KEYS
        if extra:
            raise SaveError(_("unknown key(s) {keys} for player {player}", keys=", ".join(sorted(extra)),
                              player=p["name"]), _("players have name and color"), path=path)
    if not isinstance(data["board"], dict):
        raise SaveError(_("[board] must be a table"), path=path)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(_("[options] must be a table"), path=path)
    try:
        options = game.resolve_options(options, strict=True)
    except NotationError as exc:
        raise SaveError(exc.message, exc.allowed, path=path) from None
    created = data.get("created")
    if created is None:
        created = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
    if not isinstance(created, dt.datetime):
        raise SaveError(_("'created' must be a date and time"), path=path)
    setup = Setup(game.key, str(data.get("title", "")), created, options, data["board"], players)
    events = data.get("events", [])
    undone = data.get("undone", [])
    if not isinstance(events, list) or not isinstance(undone, list):
        raise SaveError(_("'events' and 'undone' must be arrays of tables"), path=path)
    if len(events) > MAX_EVENTS:
        raise SaveError(_("{count} events is beyond any real game (limit {limit})", count=len(events),
                          limit=MAX_EVENTS), path=path)
    problems = []
    for i, event in enumerate(events):
        problems.extend(check_event_shape(game, event, i, path))
    for i, event in enumerate(undone):
        if not isinstance(event, dict) or event.get("kind") not in game.kinds:
            problems.append(SaveError(_("[[undone]] entry {number} is not an event of {game}", number=i + 1,
                                        game=game.key), path=path))
    return Parsed(game, setup, events, undone, problems, upgraded_from)


def dumps(setup: Setup, events: list[dict], undone: list[dict]) -> str:
    """The save's text; keys in the contract's order, optional fields already omitted."""
    data: dict[str, Any] = {"format": FORMAT, "game": setup.game, "title": setup.title,
                            "created": setup.created, "options": setup.options, "board": setup.board,
                            "players": setup.players, "events": events}
    if undone:
        data["undone"] = undone
    return tomli_w.dumps(data)


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same folder, fsync, ``os.replace``, fsync the folder: old or new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, _mode(path))
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def _mode(path: Path) -> int:
    """Keep an existing save's permissions; a new one gets the usual 0666 minus the umask."""
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


class _Timeout(Exception):
    pass


def _acquire(fd: int, wait: float) -> bool:
    """Wait for the lock in the kernel's queue (fair to a busy writer); poll off the main thread."""
    if threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer"):
        def expire(signum, frame):
            raise _Timeout

        previous = signal.signal(signal.SIGALRM, expire)
        signal.setitimer(signal.ITIMER_REAL, max(wait, 0.001))
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            return True
        except _Timeout:
            return False
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES) or time.monotonic() > deadline:
                return False
            time.sleep(0.005)


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None):
    """An exclusive ``fcntl`` lock on ``.NAME.lock`` beside the save, waited for briefly."""
    wait = LOCK_WAIT if wait is None else wait
    path.parent.mkdir(parents=True, exist_ok=True)
    lock_path = path.parent / f".{path.name}.lock"
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if not _acquire(fd, wait):
            raise SaveLocked(_("another referee is writing this save (waited {wait} s)", wait=f"{wait:g}"),
                             _("try again in a moment"), path=path)
        yield
    finally:
        os.close(fd)
