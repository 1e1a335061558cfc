"""The table's commands, whichever front end reads them (the command line, ``referee play``, the page of
``referee serve``): which save, a typed line's words, the commands' other names, and recording a game verb.

Nothing here prints: a front end shows the :class:`~referee.core.game.Outcome` and the errors as it shows them.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
from pathlib import Path

from referee.core import registry, save
from referee.core.errors import NotationError, SaveError
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.core.session import Session
from referee.core.vocab import fold

# Czech names of the common commands; the games' verbs have theirs in their GameInfo (a family's manifest.py).
COMMAND_ALIASES = {"nová": "new", "hry": "games", "pokračuj": "resume", "přehled": "status", "plán": "board",
                   "body": "score", "rady": "hints", "záznam": "log", "zpět": "undo", "zkontroluj": "check",
                   "oprav": "amend", "přehraj": "replay", "statistika": "stats", "exportuj": "export",
                   "hraj": "play", "pravidlo": "rule", "proč": "why", "sdílej": "serve"}

# Options of a line that take a value (the words after them are not the command's own words).
VALUED = ("--player", "-p", "--note", "--last", "--upto", "--jobs", "-j", "--save", "-s", "--got")
SAVE_OPTIONS = ("--save", "-s")


# --- the commands' names ---------------------------------------------------------------------------------

def aliases() -> dict[str, tuple[str, str]]:
    """Every alias, folded → (the alias as written, the command it runs): the common ones and every game's."""
    found: dict[str, tuple[str, str]] = {}
    pairs = list(COMMAND_ALIASES.items())
    for g in registry.known().values():
        pairs += list(g.verb_aliases.items())
    for alias, target in pairs:
        found.setdefault(fold(alias), (alias, target))
    return found


def command_of(name: str) -> str:
    """The command an alias stands for (``hod`` → ``roll``); any other name as it is."""
    found = aliases().get(fold(name)) if name and not name.startswith("-") else None
    return found[1] if found else name


def names_of(command: str) -> list[str]:
    """The aliases of ``command``, as written."""
    return [alias for alias, target in aliases().values() if target == command]


# --- a typed line -----------------------------------------------------------------------------------------

def split(line: str, comments: bool = False) -> list[str]:
    """The words of a typed line, as a shell splits them (``shlex``: imported by a session, not by every command)."""
    import shlex

    return shlex.split(line, comments=comments)


def positional(words: list[str]) -> list[str]:
    """The words of a line without its options (``--player Ben`` and the like)."""
    out, skip = [], False
    for word in words:
        if skip:
            skip = False
        elif word.startswith("-"):
            skip = word in VALUED
        else:
            out.append(word)
    return out


def names_a_save(words: list[str]) -> bool:
    """Whether the words of a line carry ``--save`` / ``-s`` (as an option, not as another option's value)."""
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in SAVE_OPTIONS or word.startswith("--save=") or (word.startswith("-s") and len(word) > 2):
            return True
        elif word.startswith("-"):
            skip = word in VALUED
    return False


def undecodable(args: list[str]) -> str | None:
    """The first argument holding bytes that are not UTF-8 (Python keeps them as lone surrogates)."""
    for arg in args:
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            return arg.encode("utf-8", "backslashreplace").decode("ascii", "backslashreplace")
    return None


# --- which save ------------------------------------------------------------------------------------------

def current_pointer() -> Path:
    return save.saves_dir() / ".current"


def save_path(given: str | None) -> Path:
    """``--save``, then ``REFEREE_SAVE``, then the game ``new``/``resume`` last selected."""
    if given:
        return save.resolve_path(given)
    if os.environ.get("REFEREE_SAVE"):
        return save.resolve_path(os.environ["REFEREE_SAVE"])
    pointer = current_pointer()
    if os.path.lexists(pointer):
        try:
            data = save.read_bytes(pointer, limit=4096)
            text = data.decode("utf-8").strip()
        except UnicodeDecodeError:
            raise SaveError(_("the current-game pointer is not UTF-8 text"),
                            _("remove it, then give --save PATH or 'referee resume SAVE'"), path=pointer) from None
        except SaveError as exc:
            raise SaveError(_("the current-game pointer cannot be read: {problem}", problem=exc.message),
                            _("remove it, then give --save PATH or 'referee resume SAVE'"), path=pointer) from None
        if text and "\n" not in text and "\0" not in text:
            return Path(text)
        raise SaveError(_("the current-game pointer names no save"),
                        _("remove it, then give --save PATH or 'referee resume SAVE'"), path=pointer)
    raise NotationError(_("no save selected"), _("give --save PATH, set REFEREE_SAVE, or start with 'referee new'"))


def select(path: Path) -> None:
    """Make ``path`` the current game (``saves/.current``), written atomically like a save."""
    pointer = current_pointer()
    folder = pointer.parent
    if not folder.is_dir():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise save.os_error(exc, folder, _("cannot create the folder")) from None
    if os.path.isdir(pointer):
        raise SaveError(_("the current-game pointer is a folder"), _("remove it; referee makes its own"),
                        path=pointer)
    save.write_atomic(pointer, str(path.resolve()) + "\n")


def digest(path: Path) -> bytes | None:
    """What the save holds, by content: a write in the same second, of the same size, still differs."""
    try:
        return sha256(path.read_bytes())
    except OSError:
        return None


def sha256(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


# --- recording ------------------------------------------------------------------------------------------

def now() -> str:
    """The time stamped on events: ISO 8601, UTC, whole seconds (``2026-11-29T19:04:00Z``)."""
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def stamp(game, event: dict, when: str | None = None) -> dict:
    """Put the recording time in ``at``, unless the kind's own ``at`` means something else (docs/rulings.md)."""
    if game.stamps(event["kind"]):
        event["at"] = when or now()
    return event


def require_verb(game, verb: str) -> None:
    """A verb the save's game has; else a NotationError naming the games that have it."""
    if verb not in game.verbs:
        having = [g.key for g in registry.known().values() if verb in g.verbs]
        raise NotationError(_("{game} has no '{verb}'", game=game.key, verb=verb),
                            _("'{verb}' belongs to {games}; {game} verbs: {verbs}", verb=verb,
                              games=", ".join(having), game=game.key, verbs=", ".join(game.verbs)))


def record(path: Path, verb: str, words: list[str] | None = None, player: str | None = None,
           note: str | None = None, *, seen: bytes | None = None) -> tuple[Session, Outcome]:
    """A game verb (``build road 3e:3``) on the save at ``path``: parsed by the save's game, checked, recorded
    under the save's lock; the session it was recorded with and the event's outcome.

    ``seen`` is the digest of the save a front end showed when the line was typed: when the file holds other
    bytes now (another device recorded meanwhile), :class:`Stale` is raised and nothing is written.
    """
    with Session.open(path) as session:
        _fresh(session, path, seen)
        game = session.game
        require_verb(game, verb)
        session.require_valid()
        event = game.parse(session.state, verb, list(words or []), player)
        if note:
            event["note"] = note
        stamp(game, event)
        return session, session.record(event)


class Stale(SaveError):
    """A line typed on a position that is no longer the save's (``referee play``'s and the page's stale check)."""


def undo(path: Path, count: int = 1, *, seen: bytes | None = None):
    """Take back the last ``count`` events (kept in ``[[undone]]``): the events removed, the session they were
    removed from, and the first invalid event before (None for a valid save)."""
    with Session.open(path) as session:
        _fresh(session, path, seen)
        was_invalid = session.first_invalid()
        removed = session.undo(count)
    return removed, session, was_invalid


def amend(path: Path, seq: int, verb: str, words: list[str] | None = None, player: str | None = None,
          note: str | None = None, *, dry_run: bool = False, seen: bytes | None = None):
    """Replace event ``seq`` (a roll of 8 that was really a 6): the session, the first invalid event before, and
    the replays before and after (:func:`referee.core.describe.consequences` shows them). The correction keeps
    the time the event happened and, unless given another, its note; ``dry_run`` writes nothing."""
    from referee.core.session import replay

    with Session.open(path) as session:
        _fresh(session, path, seen)
        game = session.game
        was_invalid = session.first_invalid()
        if not 1 <= seq <= len(session.events):
            raise NotationError(_("there is no event {seq}", seq=seq),
                                _("events run 1–{last}", last=len(session.events)))
        original = session.events[seq - 1]
        before = replay(game, session.setup, session.events, upto=seq - 1).state
        event = game.parse(before, command_of(verb), list(words or []), player or original.get("player"))
        if game.stamps(original["kind"]) and "at" in original:
            stamp(game, event, original["at"])
        if note is not None or "note" in original:
            event["note"] = original["note"] if note is None else note   # nothing typed is lost
        old, new = session.amend(seq, event, dry_run=dry_run)
    return session, was_invalid, old, new


def _fresh(session: Session, path: Path, seen: bytes | None) -> None:
    if seen is not None and sha256(session.payload or b"") != seen:
        raise Stale(_("the save changed since the position was shown; the line was not run"),
                    _("look at the new position and type it again"), path=path)
