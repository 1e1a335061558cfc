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
import stat
import time
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from referee.core.errors import NotationError, SaveError, SaveLocked
from referee.core.game import COMMON_FIELDS, Field, Game, Setup
from referee.core.i18n import N_, _, translate
from referee.core.players import check_names
from referee.core.shape import toml_type

FORMAT = 2
MAX_BYTES = 8 * 1024 * 1024
MAX_EVENTS = 20_000      # events and undone events together: six times the longest real game (bench/hostile.py
                         # times every command at the bound)
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


def upgrade_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 is format 1 read under the compatibility promise: an option a format 1 save does not name takes the
    value the program applied to such saves (``Option.earlier``, given by :func:`parse_setup` from the save's own
    format), and the save, once written again, names every option."""
    return {**data, "format": 2}


UPGRADES = {0: upgrade_v0_to_v1, 1: upgrade_v1_to_v2}


def saves_dir() -> Path:
    """``REFEREE_SAVES_DIR`` or ``saves``; a file standing there is a usage error (exit 2)."""
    folder = Path(os.environ.get("REFEREE_SAVES_DIR", "saves"))
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise NotationError(_("the saves folder {folder} is not a folder", folder=folder),
                            _("point REFEREE_SAVES_DIR at a folder (or unset it to use ./saves)"))
    return folder


def resolve_path(name: str | os.PathLike, *, new: bool = False) -> Path:
    """A bare name (``friday``, ``friday.toml``) lives in the saves folder; a path is taken as given.

    A bare name that is no save in the saves folder but a file in the working folder (``./friday.toml``) is that
    file — except for a ``new`` save, which always goes to the saves folder. A bare name may not climb out of the
    saves folder (``../x``).
    """
    text = str(name)
    if text in (".", "..", ""):
        raise NotationError(_("'{text}' is not a save name", text=text),
                            _("a name like friday, or a path like ./friday.toml"))
    if os.sep in text or (os.altsep and os.altsep in text):
        return Path(text)
    if not text.endswith(".toml"):
        text += ".toml"
    kept = saves_dir() / text
    if new or os.path.lexists(kept) or not os.path.isfile(text):
        return kept
    return Path(text)


def close_saves(path: Path) -> list[str]:
    """The saves beside ``path`` whose names are as close to its name as the closest (``fiv`` → ``five``)."""
    from referee.core.vocab import closest    # only for a save that is not there

    return closest(path.stem, saves_beside(path))


def saves_beside(path: Path) -> list[str]:
    """The names of the saves in ``path``'s folder (none if it cannot be read)."""
    try:
        return sorted(p.stem for p in path.parent.glob("*.toml"))
    except OSError:
        return []


def missing_save(path: Path) -> SaveError:
    """``no such save file``, with the saves of that name's folder that come close (as ``play fiv`` says)."""
    close = close_saves(path)
    allowed = _("start one with 'referee new'")
    if close:
        allowed = _("did you mean the save {names}? ", names=_(" or ").join(f"'{n}'" for n in close)) + \
            _("saves: {names}", names=", ".join(saves_beside(path)))
    return SaveError(_("no such save file"), allowed, path=path)


def _line_of(exc: tomllib.TOMLDecodeError) -> int | None:
    m = re.search(r"line (\d+)", str(exc))
    return int(m.group(1)) if m else None


# --- what may be read -----------------------------------------------------------------------------

KINDS_OF_FILE = {stat.S_IFDIR: N_("a folder"), stat.S_IFIFO: N_("a FIFO (named pipe)"),
                 stat.S_IFCHR: N_("a character device"), stat.S_IFBLK: N_("a block device"),
                 stat.S_IFSOCK: N_("a socket")}


def real_path(path: Path) -> Path:
    """The file behind any symbolic links: one save has one lock and one writer, whatever name it is given."""
    return Path(os.path.realpath(path))


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _not_regular(mode: int) -> str | None:
    """What a non-regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return translate(KINDS_OF_FILE.get(stat.S_IFMT(mode), N_("not a regular file")))


def require_regular(path: Path, *, missing_ok: bool = False) -> os.stat_result | None:
    """Refuse a FIFO, a device, a socket or a folder given as a save (exit 3) before anything opens it."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if missing_ok:
            return None
        raise missing_save(path) from None
    except OSError as exc:
        raise os_error(exc, path, _("cannot read")) from None
    what = _not_regular(st.st_mode)
    if what:
        raise SaveError(_("this is {what}, not a save file", what=what), _("a save is a regular .toml file"),
                        path=path)
    return st


def os_error(exc: OSError, path: Path | None, doing: str) -> SaveError:
    """An operating-system failure as one line naming the file and the cause (exit 3)."""
    reason = translate(OS_REASONS[exc.errno]) if exc.errno in OS_REASONS else (exc.strerror or str(exc))
    where = Path(exc.filename) if isinstance(exc.filename, str) and path is None else path
    return SaveError(_("{doing}: {reason}", doing=doing, reason=reason), _("nothing was changed"), path=where)


OS_REASONS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EFBIG: N_("the file size limit was reached (ulimit -f)"),
    errno.EROFS: N_("the file system is read-only"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("not permitted (an immutable file, or a folder you may not write?)"),
    errno.EISDIR: N_("a folder stands where a file was expected"),
    errno.ENOTDIR: N_("a file stands where a folder was expected"),
    errno.ELOOP: N_("a symbolic link stands where none may be"),
    errno.EDQUOT: N_("the disk quota is exceeded"),
}


def read_bytes(path: Path, limit: int | None = None) -> bytes:
    """At most ``limit`` + 1 bytes of a regular file; a FIFO or a device is refused before it is read."""
    limit = MAX_BYTES if limit is None else limit
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise missing_save(path) from None
    except OSError as exc:
        raise os_error(exc, path, _("cannot read")) from None
    try:
        what = _not_regular(os.fstat(fd).st_mode)
        if what:
            raise SaveError(_("this is {what}, not a save file", what=what), _("a save is a regular .toml file"),
                            path=path)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise os_error(exc, path, _("cannot read")) from None
    finally:
        os.close(fd)
    if size > limit:
        raise SaveError(_("file is over the {limit} MB limit", limit=limit // 1_000_000),
                        _("a real game's save is far smaller: this is not a save"), path=path)
    return b"".join(chunks)


# A dotted key deeper than this, or more tables or keys than these, is no save: refused before
# tomllib spends minutes and gigabytes on it (a real save nests 3 deep and holds ~7 keys an event).
MAX_KEY_DEPTH = 12
MAX_TABLES = 120_000
MAX_KEYS = 400_000
_KEY = r"""(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')"""
_DEEP_KEY = re.compile(rf"(?:^|[{{,\[])[ \t]*(?:{_KEY}[ \t]*\.[ \t]*){{{MAX_KEY_DEPTH},}}", re.MULTILINE)


def _deep_key_line(text: str) -> int | None:
    """The number of the first line holding a dotted key nested deeper than the bound, or None.

    Such a key lies on one line (no part of it spans a line break) and has a dot per level, so only
    lines with that many dots are searched; the lines are found from dot to dot (a save's lines mostly
    hold none), not by splitting the text.
    """
    if text.count(".") < MAX_KEY_DEPTH:
        return None
    dot = text.find(".")
    while dot >= 0:
        start = text.rfind("\n", 0, dot) + 1
        end = text.find("\n", dot)
        end = len(text) if end < 0 else end
        if text.count(".", start, end) >= MAX_KEY_DEPTH and _DEEP_KEY.search(text, start, end):
            return text.count("\n", 0, start) + 1
        dot = text.find(".", end)
    return None


def prescan(text: str, path: Path | None, new: str | None = None) -> None:
    """Cheap bounds on what tomllib would have to build: key depth, tables, keys.

    ``new``: the only part of ``text`` not scanned before (an appended event's lines), for the key depth.
    """
    line = _deep_key_line(text if new is None else new)
    if line:
        raise SaveError(_("a dotted key nested more than {limit} deep", limit=MAX_KEY_DEPTH),
                        _("a save's keys nest at most 3 deep"), path=path, line=line)
    tables = text.count("{") + text.count("[[")
    if tables > MAX_TABLES:
        raise SaveError(_("{count} tables is beyond any real save (limit {limit})", count=tables, limit=MAX_TABLES),
                        _("this is not a save"), path=path)
    keys = text.count("=")
    if keys > MAX_KEYS:
        raise SaveError(_("{count} keys is beyond any real save (limit {limit})", count=keys, limit=MAX_KEYS),
                        _("this is not a save"), path=path)


def decode(data: bytes, path: Path | None) -> str:
    """UTF-8 text, or one line that says what the file is instead."""
    if data.startswith(b"\xef\xbb\xbf"):
        raise SaveError(_("the file starts with a byte-order mark (BOM), which TOML does not allow"),
                        _("save it as UTF-8 without BOM"), path=path, line=1)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise SaveError(_("not UTF-8 text (byte {byte} at offset {offset}): a binary file?",
                          byte=f"0x{data[exc.start]:02x}", offset=exc.start),
                        _("a save is a UTF-8 TOML text file"), path=path, line=line) from None


def parse_text(text: str, path: Path | None) -> dict[str, Any]:
    prescan(text, path)
    restore = _("fix the line by hand, or restore {backup}",
                backup=backup_path(path).name if path is not None else "SAVE.bak")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(_("not valid TOML: {reason}", reason=exc), restore, path=path, line=_line_of(exc)) from None
    except RecursionError:
        raise SaveError(_("not valid TOML: nested too deeply to read"), restore, path=path) from None
    except ValueError as exc:        # e.g. an integer of more than 4,300 digits
        raise SaveError(_("not a save: {reason}", reason=exc), restore, path=path) from None


def read(path: Path) -> dict[str, Any]:
    """The raw TOML of a save, refused if it is not a regular file, too big, too costly or not TOML."""
    return parse_text(decode(read_bytes(path), path), path)


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_bag(value: Any) -> bool:
    return type(value) is dict and all(type(k) is str and type(n) is int and 0 <= n <= 1000
                                       for k, n in value.items())


TYPE_OK = {       # a text within the limits of what may be written (MAX_TEXT, MAX_LIST; a note: "note" below)
    "str": lambda v: type(v) is str and len(v) <= MAX_TEXT,
    "note": lambda v: type(v) is str and len(v) <= MAX_NOTE,
    "int": _is_int,
    "bag": _is_bag,
    "list": lambda v: type(v) is list and len(v) <= MAX_LIST and all(type(x) is str and len(x) <= MAX_TEXT for x in v),
    "ints": lambda v: type(v) is list and all(type(x) is int for x in v),
    "bags": lambda v: type(v) is dict and all(type(k) is str and _is_bag(b) for k, b in v.items()),
}


def _type_ok(value: Any, spec: Field) -> bool:
    return TYPE_OK[spec.type](value)


@functools.cache
def _shape(game: Game, kind: str) -> tuple[dict[str, Field], tuple[str, ...]]:
    """The fields of a kind (common ones included) and the required ones, worked out once."""
    fields = {**COMMON_FIELDS, **game.kinds[kind]}
    return fields, tuple(k for k, spec in fields.items() if spec.required)


PER_EVENT = 5     # shape problems listed for one event
MAX_PROBLEMS = 200   # shape problems looked for in one save


def problem_order(problem: SaveError) -> tuple[bool, int]:
    """Problems by event; one that closes the list (the check stopped) stays last."""
    return getattr(problem, "last", False), problem.seq or 0


def check_event_shape(game: Game, event: Any, index: int, path: Path | None) -> list[SaveError]:
    """Every shape problem of one stored event: unknown kind or key, missing field, wrong type."""
    seq = event.get("seq") if isinstance(event, dict) else None
    seq = seq if isinstance(seq, int) else index + 1
    if not isinstance(event, dict):
        return [SaveError(_("an event must be a table"), path=path, seq=seq)]
    kind = event.get("kind")
    if kind is None:
        return [SaveError(_("an event without 'kind'"), _kinds(game), path=path, seq=seq)]
    if type(kind) is not str:
        return [SaveError(_("'kind' must be a text, not {type}", type=toml_type(kind)), _kinds(game),
                          path=path, seq=seq)]
    if kind not in game.kinds:
        return [SaveError(_("unknown event kind {kind}", kind=repr(kind)), _kinds(game), path=path, seq=seq)]
    fields, required = _shape(game, kind)
    problems = []
    for key, value in event.items():
        spec = fields.get(key)
        if spec is not None and TYPE_OK[spec.type](value):
            continue
        if len(problems) == PER_EVENT:         # a crafted event with a million keys: count, do not list
            bad = sum(1 for k, v in event.items() if k not in fields or not TYPE_OK[fields[k].type](v))
            problems.append(SaveError(_("… and {count} more bad keys in this event", count=bad - PER_EVENT),
                                      path=path, seq=seq))
            break
        if spec is None:
            problems.append(SaveError(_("unknown key '{key}' in a '{kind}' event", key=key, kind=kind),
                                      _("keys of '{kind}': {keys}", kind=kind, keys=", ".join(fields)),
                                      path=path, seq=seq))
        elif not _type_ok(value, spec):
            too_long = text_limit_problem(key, value)
            if spec.type == "bag" and isinstance(value, dict):
                problems.append(SaveError(_("'{key}' holds a negative, absurd or non-whole count", key=key),
                                          _("card counts are whole numbers 0–1000"), path=path, seq=seq))
            elif too_long is not None:
                problems.append(SaveError(too_long.message, too_long.allowed, path=path, seq=seq))
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
    text: str | None = None          # the file's text as read (what an appended event goes after)


def parse_setup(data: dict[str, Any], path: Path | None, find_game) -> Parsed:
    """Split raw TOML into game, set-up, events and undone; collect every shape problem."""
    if not isinstance(data.get("format"), int) or isinstance(data.get("format"), bool):
        raise SaveError(_("no 'format' number"), _("format = {format} at the top", format=FORMAT), path=path)
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
    for key in ("game", "title"):
        if key in data and type(data[key]) is not str:
            raise SaveError(_("'{key}' must be a text, not {type}", key=key, type=toml_type(data[key])),
                            _("e.g. {key} = \"{example}\"", key=key, example="catan" if key == "game" else "Friday"),
                            path=path)
    try:
        game = find_game(data["game"])
    except NotationError as exc:
        raise SaveError(exc.message, exc.allowed, path=path) from None
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, dict) and isinstance(p.get("name"), str)
                                                 for p in players):
        raise SaveError(_("[[players]] must be tables with a name"), path=path)
    for p in players:
        if "color" in p and type(p["color"]) is not str:
            raise SaveError(_("player {player}: 'color' must be a text, not {type}", player=p["name"],
                              type=toml_type(p["color"])), _("e.g. color = \"red\""), path=path)
        extra = set(p) - PLAYER_KEYS
        if extra:
            raise SaveError(_("unknown key(s) {keys} for player {player}", keys=", ".join(sorted(extra)),
                              player=p["name"]), _("players have name and color"), path=path)
    try:
        check_people(data.get("title", ""), players)
    except NotationError as exc:
        raise SaveError(exc.message, exc.allowed, path=path) from None
    if not isinstance(data["board"], dict):
        raise SaveError(_("[board] must be a table"), path=path)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(_("[options] must be a table"), path=path)
    try:
        options = game.resolve_options(options, strict=True, written=version)
    except NotationError as exc:
        raise SaveError(exc.message, exc.allowed, path=path) from None
    created = data.get("created")
    if created is None:
        created = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
    if not isinstance(created, dt.datetime):
        raise SaveError(_("'created' must be a date and time"), path=path)
    setup = Setup(game.key, data.get("title", ""), created, options, data["board"], players)
    events = data.get("events", [])
    undone = data.get("undone", [])
    if not isinstance(events, list) or not isinstance(undone, list):
        raise SaveError(_("'events' and 'undone' must be arrays of tables"), path=path)
    if len(events) + len(undone) > MAX_EVENTS:
        raise SaveError(_("{count} events, undone ones included, is beyond any real game (limit {limit})",
                          count=len(events) + len(undone), limit=MAX_EVENTS), path=path)
    problems = []
    for i, event in enumerate(events):
        problems.extend(check_event_shape(game, event, i, path))
        if len(problems) >= MAX_PROBLEMS:      # a crafted file: enough to know it is not a save
            stopped = SaveError(_("the check stopped after {count} problems; events {first}–{last} "
                                  "were not examined", count=len(problems), first=i + 2, last=len(events)), path=path)
            stopped.last = True
            problems.append(stopped)
            break
    for i, event in enumerate(undone):
        if not isinstance(event, dict) or type(event.get("kind")) is not str or event["kind"] not in game.kinds:
            problems.append(SaveError(_("[[undone]] entry {number} is not an event of {game}", number=i + 1,
                                        game=game.key), path=path))
    return Parsed(game, setup, events, undone, problems, upgraded_from)


# What may be written: a save the referee writes is always a save it can read again, and a save is read within
# the same limits (a text of a million characters is no save: every line that names it would repeat it).
def check_room(events: list, undone: list) -> None:
    """Refuse an event that would take a save beyond :data:`MAX_EVENTS` (undone ones included), so that nothing
    writes a save the reader then refuses."""
    if len(events) + len(undone) >= MAX_EVENTS:
        raise SaveError(_("the save holds {count} events, undone ones included: the most one save may hold",
                          count=len(events) + len(undone)),
                        _("start a new save (referee new) to go on"))


MAX_NOTE = 2000          # characters of an event's note
MAX_TEXT = 200           # characters of any other text field of an event
MAX_LIST = 1000          # items of a list field
MAX_TITLE = 500          # characters of the title (the default one names the game and every player)
MAX_COLOR = 40           # characters of a player's colour
MAX_PLAYERS = 100        # players of a save (each game's own rule names its fewest and most, far below)


def check_people(title: str, players: list[dict[str, Any]]) -> None:
    """The title, the players' names (as ``new`` takes them, core.players) and colours within what may be written;
    a NotationError naming the field."""
    if len(players) > MAX_PLAYERS:
        raise NotationError(_("{count} players is beyond any game (limit {limit})", count=len(players),
                              limit=MAX_PLAYERS), _("[[players]] lists the players at the table"))
    check_names((p["name"] for p in players), distinct=False)       # two names of one player: the game's rule
    if len(title) > MAX_TITLE:
        raise NotationError(_("'{key}' is {count} characters long, over the limit of {limit}", key="title",
                              count=len(title), limit=MAX_TITLE), _("at most {limit} characters", limit=MAX_TITLE))
    for p in players:
        if len(p.get("color", "")) > MAX_COLOR:
            raise NotationError(_("player {player}: 'color' is {count} characters long, over the limit of {limit}",
                                  player=p["name"], count=len(p["color"]), limit=MAX_COLOR),
                                _("at most {limit} characters", limit=MAX_COLOR))


def check_text_limits(event: dict[str, Any]) -> None:
    """Refuse (exit 2) an event whose texts would bloat the save: a note, a name, a list too long."""
    for key, value in event.items():
        problem = text_limit_problem(key, value)
        if problem is not None:
            raise problem


def text_limit_problem(key: str, value: Any) -> NotationError | None:
    """What is wrong with a field's text (or list of texts) as a save may hold it, or None."""
    limit = MAX_NOTE if key == "note" else MAX_TEXT
    texts = value if isinstance(value, list) else [value]
    if isinstance(value, list) and len(value) > MAX_LIST:
        return NotationError(_("'{key}' has {count} items, over the limit of {limit}", key=key,
                               count=len(value), limit=MAX_LIST), _("at most {limit}", limit=MAX_LIST))
    for text in texts:
        if isinstance(text, str) and not text.isascii() and _undecodable(text):
            return NotationError(_("'{key}' holds bytes that are not UTF-8", key=key),
                                 _("type it again in UTF-8 (check the terminal's encoding)"))
        if isinstance(text, str) and len(text) > limit:
            return NotationError(_("'{key}' is {count} characters long, over the limit of {limit}", key=key,
                                   count=len(text), limit=limit), _("at most {limit} characters", limit=limit))
    return None


def _undecodable(text: str) -> bool:
    """Bytes that were not UTF-8 when typed (Python keeps them as lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_size(text: str, new: str | None = None) -> bytes:
    """The save's bytes, or a refusal (exit 2) of what reading would refuse: the size and cost limits of :func:`read`."""
    try:
        payload = text.encode("utf-8")
    except UnicodeEncodeError:      # a name or a title typed in another encoding reached the save
        raise NotationError(_("the save would hold text that is not UTF-8"),
                            _("nothing was written; type it again in UTF-8 (check the terminal's encoding)")) from None
    if len(payload) > MAX_BYTES:
        raise NotationError(_("this would make the save {size} MB, over the {limit} MB limit",
                              size=f"{len(payload) / 1_000_000:.1f}", limit=MAX_BYTES // 1_000_000),
                            _("nothing was written; shorten notes, or start a new save"))
    try:
        prescan(text, None, new)
    except SaveError as exc:
        raise NotationError(exc.message, _("nothing was written")) from None
    return payload


# --- writing: the text tomli-w gives, without paying for it on every event ---------------------
#
# ``tomli_w.dumps`` of a whole save costs about 9 µs an event (it escapes strings character by
# character). A save whose events are an array of tables (``[[events]]``, the form tomli-w picks as
# soon as one event is too long for one line) is the dump of its set-up followed by one
# ``\n[[events]]\n…`` block per event, then one ``\n[[undone]]\n…`` block per undone event. The
# blocks are written below by a port of tomli-w's table writer with fast paths for the values events
# hold (plain texts, integers, lists, card bags); any other value goes through tomli-w's own
# functions. tests/test_save_append.py proves the result byte-identical to ``tomli_w.dumps``.

_NEEDS_ESCAPE = re.compile(r'[\x00-\x08\x0a-\x1f\x7f"\\]').search
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+").fullmatch


_KEYS: dict[str, str] = {}     # a key as written (bare, or quoted); a save uses a few dozen


def _key(key: str) -> str:
    text = _KEYS.get(key) if type(key) is str else None
    if text is None:
        text = key if type(key) is str and _BARE_KEY(key) else tomli_w._writer.format_key_part(key)
        if len(_KEYS) < 4096:
            _KEYS[key] = text
    return text


def _literal(value: Any, ctx, nest: int = 0) -> str:
    """``tomli_w``'s ``format_literal`` (multi-line strings off, indent 4), quicker for texts, integers, lists."""
    kind = type(value)
    if kind is str:
        return f'"{value}"' if _NEEDS_ESCAPE(value) is None else tomli_w._writer.format_string(value,
                                                                                              allow_multiline=False)
    if kind is int:
        return str(value)
    if kind is list and value:
        indent = "    " * (1 + nest)
        return ("[\n" + ",\n".join(indent + _literal(item, ctx, nest + 1) for item in value)
                + ",\n" + "    " * nest + "]")
    return tomli_w._writer.format_literal(value, ctx, nest_level=nest)


def _aot(value: Any, ctx) -> bool:
    """Whether tomli-w writes ``value`` as an array of tables (``[[name]]``) rather than inline."""
    if type(value) not in (list, tuple) or not value:
        return False
    if not all(type(t) is dict for t in value) and not all(isinstance(t, Mapping) for t in value):
        return False                     # tomli-w's is_aot, with dicts looked at first (a save holds thousands)
    return not all(tomli_w._writer.is_suitable_inline_table(t, ctx) for t in value)


_SIMPLE = (str, int)       # never a table, never an array: the most frequent values, looked at first


def _table(table: dict, name: str, aot: bool, ctx, out: list[str]) -> None:
    """``tomli_w``'s ``gen_table_chunks``: the header, the literals under it, then the sub-tables."""
    tables = []
    head = len(out)
    out.append("")                       # the header, once it is known whether there is one
    for key, value in table.items():
        kind = type(value)
        if kind is str and _NEEDS_ESCAPE(value) is None:
            out.append(f'{_KEYS.get(key) or _key(key)} = "{value}"\n')
        elif kind is int:
            out.append(f"{_KEYS.get(key) or _key(key)} = {value}\n")
        elif kind is dict:
            tables.append((key, value, False))
        elif kind is list:
            if value and type(value[0]) not in _SIMPLE and _aot(value, ctx):
                tables.extend((key, t, True) for t in value)
            else:
                out.append(f"{_KEYS.get(key) or _key(key)} = {_literal(value, ctx)}\n")
        elif isinstance(value, Mapping):
            tables.append((key, value, False))
        else:
            out.append(f"{_key(key)} = {_literal(value, ctx)}\n")
    done = aot or len(out) > head + 1 or not tables
    if done:
        out[head] = f"[[{name}]]\n" if aot else f"[{name}]\n"
    for key, value, in_aot in tables:
        if done:
            out.append("\n")
        done = True
        _table(value, f"{name}.{_key(key)}", in_aot, ctx, out)


def _blocks(items: list[dict], name: str, ctx) -> list[str]:
    """Each item as a block of an array of tables: ``\n[[name]]\n…``, as tomli-w writes it."""
    out: list[str] = []
    for item in items:
        out.append("\n")
        _table(item, name, True, ctx, out)
    return out


def event_block(event: dict[str, Any], name: str = "events") -> str:
    """One event as the save holds it in an array of tables: ``\n[[events]]\n…``, as tomli-w writes it."""
    return "".join(_blocks([event], name, tomli_w._writer.Context(False, 4)))


def _header(setup: Setup) -> dict[str, Any]:
    return {"format": FORMAT, "game": setup.game, "title": setup.title, "created": setup.created,
            "options": setup.options, "board": setup.board, "players": setup.players}


def _parts(setup: Setup, events: list[dict], undone: list[dict]) -> tuple[dict, list[dict]] | None:
    """The save as tomli-w lays it out when its events are an array of tables: what comes before
    them (the set-up, and the undone events too where they are short enough to be written inline),
    and the undone events written after them. None when the events themselves are written inline."""
    ctx = tomli_w._writer.Context(False, 4)
    if not _aot(events, ctx):
        return None
    if undone and not _aot(undone, ctx):
        return {**_header(setup), "undone": undone}, []
    return _header(setup), undone


def dumps(setup: Setup, events: list[dict], undone: list[dict]) -> str:
    """The save's text, byte for byte ``tomli_w.dumps`` of the contract's keys in the contract's order."""
    parts = _parts(setup, events, undone)
    if parts is None:                    # short events written inline (``events = [ … ]``): tomli-w's own form
        data: dict[str, Any] = {**_header(setup), "events": events}
        if undone:
            data["undone"] = undone
        return tomli_w.dumps(data)
    head, after = parts
    ctx = tomli_w._writer.Context(False, 4)
    return "".join([tomli_w.dumps(head), *_blocks(events, "events", ctx), *_blocks(after, "undone", ctx)])


def appended(old: str, setup: Setup, events: list[dict], undone: list[dict], *,
             known: bool = False) -> tuple[str, str] | None:
    """The save with its last event appended to ``old``, the text without it, and the event's block;
    None where that is not valid.

    Valid when ``old`` is exactly what :func:`dumps` gives without the last event and both texts hold
    the events as arrays of tables: the new event's block goes after the last event's (before any
    ``[[undone]]``), and the result is byte for byte what :func:`dumps` of the whole save gives. Where
    it is not (inline ``events = [...]``, a hand-edited or older file, a format upgrade), the caller
    writes the whole dump. ``known``: ``old`` is a text this program wrote (by :func:`dumps` or by
    this function), exact by construction, so it is not dumped again to compare.
    """
    if not events:
        return None
    if known:
        # A text this program wrote holds its events as an array of tables exactly when it has an
        # ``[[events]]`` line (tomli-w writes no raw line break inside a value); the ``[[undone]]``
        # tables, if any, follow them.
        if "\n[[events]]\n" not in old:
            return None
        cut = old.find("\n[[undone]]\n")
        cut = len(old) if cut < 0 else cut
    else:
        parts = _parts(setup, events[:-1], undone)
        if parts is None or old != dumps(setup, events[:-1], undone):
            return None
        cut = len(old) - len("".join(_blocks(parts[1], "undone", tomli_w._writer.Context(False, 4))))
    block = event_block(events[-1])
    return old[:cut] + block + old[cut:], block


def write_atomic(path: Path, data: str | bytes, mode: int | None = None) -> None:
    """Temp file in the same folder, fsync, ``os.replace``, fsync the folder: old or new, never half.

    ``path`` is the real file (no symbolic link: :func:`real_path`); the folder must exist. Every
    operating-system failure (a full disk, ``ulimit -f``, a read-only folder) is a :class:`SaveError`
    and leaves the old file as it was.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = _temporary(path)
    try:
        os.fchmod(fd, _mode(path) if mode is None else mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise os_error(exc, path, _("cannot write")) from None
        raise
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass            # the rename is done; a folder that cannot be synced is not a failed write


def _temporary(path: Path) -> tuple[int, str]:
    """A new file ``.NAME.<random>.tmp`` beside the save, created exclusively (as ``tempfile.mkstemp`` does,
    without importing ``tempfile`` and its ``random``, ``shutil``, ``bz2``, ``lzma`` on every command)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    for _attempt in range(100):
        tmp = os.path.join(path.parent, f".{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue
        except OSError as exc:
            raise os_error(exc, path, _("cannot write")) from None
    raise os_error(FileExistsError(errno.EEXIST, "no free temporary name"), path, _("cannot write"))


def remove_leftovers(path: Path) -> list[Path]:
    """Temporary files of writers killed mid-write (``.NAME.*.tmp``); call only under the save's lock.

    The names ``path.parent.glob(".NAME.*.tmp")`` would give (NAME taken literally), found without compiling
    a pattern for each save's name."""
    head = f".{path.name}."
    try:
        with os.scandir(path.parent) as entries:
            names = [e.name for e in entries]
    except PermissionError:             # as Path.glob: a folder that cannot be listed has no leftovers to see
        return []
    removed = []
    for name in names:
        if name.startswith(head) and name.endswith(".tmp") and len(name) >= len(head) + 4:
            leftover = path.parent / name
            with contextlib.suppress(OSError):
                os.unlink(leftover)
                removed.append(leftover)
    return removed


def require_writable(path: Path) -> None:
    """A save whose permission bits forbid writing is refused, even to root (exit 3)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise os_error(exc, path, _("cannot read")) from None
    if not mode & 0o222:
        raise SaveError(_("the save is read-only"),
                        _("make it writable (chmod u+w) to record into it; reading it works as it is"), path=path)


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
    """Take the lock if it is free; else wait for it in the kernel's queue (fair to a busy writer), polling
    off the main thread. (``signal`` and ``threading`` are imported only when there is something to wait for.)"""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError as exc:
        if exc.errno not in (errno.EAGAIN, errno.EACCES):
            raise
    import signal
    import threading

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


def lock_path(path: Path) -> Path:
    return path.parent / f".{path.name}.lock"


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None):
    """An exclusive ``fcntl`` lock on ``.NAME.lock`` beside the real save, waited for briefly.

    ``path`` is the real file; its folder must exist (only ``new`` creates folders). A lock file
    that is a symbolic link or a folder is refused, never followed.
    """
    wait = LOCK_WAIT if wait is None else wait
    where = lock_path(path)
    try:
        fd = os.open(where, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK, 0o644)
    except FileNotFoundError:
        raise SaveError(_("the folder {folder} does not exist", folder=path.parent),
                        _("only 'referee new' creates folders"), path=path) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise SaveError(_("the lock file {lock} is a symbolic link", lock=where.name),
                            _("remove it; referee makes its own"), path=path) from None
        raise os_error(exc, where, _("cannot take the lock")) from None
    try:
        what = _not_regular(os.fstat(fd).st_mode)
        if what:
            raise SaveError(_("the lock file {lock} is {what}", lock=where.name, what=what),
                            _("remove it; referee makes its own"), path=path)
        if not _acquire(fd, wait):
            raise SaveLocked(_("another referee is writing this save (waited {wait} s)", wait=f"{wait:g}"),
                             _("try again in a moment"), path=path)
        yield
    finally:
        os.close(fd)
