"""The game registry.

Games register with :func:`register` (a loaded game), :func:`register_lazy` (its :class:`GameInfo` and a loader)
or :func:`register_members` (a family's manifest: one :class:`Member` a game). A lazily registered game's rules
are imported only when a save of that game is opened — importing every game costs more start-up than a whole
command should. The built-in families are registered by the program itself from their manifests
(:func:`referee.games.register_builtins`); third-party games are found through the ``referee.games`` entry point,
which names a game or a family's manifest (the built-in families' manifests are declared there too), scanned only
when a name is not already known or the full list is asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import import_module

from referee.core.errors import NotationError
from referee.core.game import Game, GameInfo
from referee.core.i18n import _
from referee.core.vocab import fold


@dataclass
class _Entry:
    """A registered game: what is known of it, and how its rules are loaded (once, on first use)."""

    info: GameInfo
    load: Callable[[], Game]
    game: Game | None = None

    def get(self) -> Game:
        if self.game is None:
            self.game = self.load()
        return self.game


@dataclass(frozen=True)
class Member:
    """One game as its family's manifest declares it: what is known of it before its rules load (``info``), and
    where its rules are (``game``: ``"module:Class"``, imported and instantiated on first use)."""

    info: GameInfo
    game: str

    @property
    def key(self) -> str:
        return self.info.key

    def load(self) -> Game:
        module, _sep, name = self.game.partition(":")
        return getattr(import_module(module), name)()


_ENTRIES: dict[str, _Entry] = {}
_scanned = False


def info_of(game: Game) -> GameInfo:
    return GameInfo(game.key, game.title, tuple(game.aliases), game.min_players, game.max_players,
                    dict(game.verbs), dict(game.commands), dict(game.verb_aliases), dict(game.field_terms),
                    why=game.why)


def register(game: Game) -> Game:
    _ENTRIES[game.key] = _Entry(info_of(game), lambda: game, game)
    return game


def register_lazy(info: GameInfo, load: Callable[[], Game]) -> None:
    if info.key not in _ENTRIES:
        _ENTRIES[info.key] = _Entry(info, load)


def register_members(members: Iterable[Member]) -> None:
    """Every member of a family's manifest, lazily (a key registered already keeps its entry)."""
    for member in members:
        register_lazy(member.info, member.load)


def scan() -> None:
    """Register every game declared under the ``referee.games`` entry point (plugins included): an entry point
    names a :class:`Game` or a family's manifest (a sequence of :class:`Member`)."""
    global _scanned
    if _scanned:
        return
    _scanned = True
    from importlib.metadata import entry_points

    for ep in entry_points(group="referee.games"):
        if ep.name in _ENTRIES:
            continue
        found = ep.load()
        if isinstance(found, Game):
            register(found)
        else:
            register_members(found)


def games() -> dict[str, Game]:
    """Every game, loaded (plugins scanned)."""
    scan()
    return {key: entry.get() for key, entry in _ENTRIES.items()}


def known() -> dict[str, GameInfo]:
    """What is known of the games registered so far, without loading them or scanning for plugins."""
    return {key: entry.info for key, entry in _ENTRIES.items()}


def loaded(key: str) -> Game | None:
    """The game registered under ``key`` if its rules are loaded already (None otherwise: nothing is imported)."""
    entry = _ENTRIES.get(key)
    return entry.game if entry is not None else None


def _lookup(name: str) -> _Entry | None:
    key = fold(name)
    for entry in _ENTRIES.values():
        if key == fold(entry.info.key) or key in (fold(a) for a in entry.info.aliases):
            return entry
    return None


def info(name: str) -> GameInfo | None:
    """The :class:`GameInfo` of a key or alias, without loading the game (None for an unknown name)."""
    entry = _lookup(name)
    return entry.info if entry is not None else None


def find(name: str) -> Game:
    """The game for a key or any alias (``osadnici``, ``Die Siedler von Catan``)."""
    entry = _lookup(name)
    if entry is None:
        scan()
        entry = _lookup(name)
    if entry is None:
        import difflib  # only when a name is unknown

        names = {fold(n): e.info.key for e in _ENTRIES.values() for n in (e.info.key, *e.info.aliases)}
        close = difflib.get_close_matches(fold(name), list(names), n=1, cutoff=0.6)
        hint = _("did you mean {game}? ", game=names[close[0]]) if close else ""
        known_games = "; ".join(f"{e.info.key} ({', '.join(e.info.aliases[:3])})" for e in _ENTRIES.values())
        raise NotationError(_("unknown game '{name}'", name=name),
                            _("{hint}known games: {games}", hint=hint, games=known_games))
    return entry.get()
