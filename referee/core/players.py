"""Player names: what a name may be (checked at ``new``) and the one lookup of a name typed at the table.

A name is stored in Unicode NFC without surrounding blanks, so a composed and a
decomposed ``Åsa`` are one name. Two names may not be equal after case folding
(``anna`` / ``Anna``). A typed name is found exactly, then ignoring case, then
ignoring diacritics when that names one player only (``rehor`` → ``Řehoř``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

from referee.core import i18n
from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import _

MAX_LENGTH = 40


def clean(name: str) -> str:
    """``name`` in NFC, without surrounding blanks."""
    return unicodedata.normalize("NFC", name).strip()


def same(name: str) -> str:
    """The key under which two names are the same player: NFC, case folded."""
    return unicodedata.normalize("NFC", clean(name).casefold())


def plain(name: str) -> str:
    """:func:`same` without diacritics (``Řehoř`` → ``rehor``)."""
    decomposed = unicodedata.normalize("NFKD", same(name))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _allowed() -> str:
    return _("a name is 1 to {most} characters, without tabs, line breaks or other control characters, "
             "and differs from the other names in more than upper and lower case", most=MAX_LENGTH)


def check_names(names: Iterable[str], distinct: bool = True) -> list[str]:
    """The players' names as they are stored (NFC, stripped), or a NotationError naming what is wrong (two that
    are one player too, unless ``distinct`` is left to the game's set-up rule, :func:`check_seats`)."""
    cleaned: list[str] = []
    for position, raw in enumerate(names, start=1):
        name = clean(raw)
        if not name:
            raise NotationError(_("player {position} has an empty name", position=position), _allowed())
        if any(unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in name):
            raise NotationError(_("player name {name} holds a control character (a tab or a line break)",
                                  name=repr(name)), _allowed())
        if len(name) > MAX_LENGTH:
            raise NotationError(_("player name '{name}' is {length} characters long", name=name, length=len(name)),
                                _allowed())
        twin = next((other for other in cleaned if same(other) == same(name)), None) if distinct else None
        if twin is not None:
            raise NotationError(_("'{name}' and '{other}' would be the same player", name=name, other=twin),
                                _allowed())
        cleaned.append(name)
    return cleaned


def check_seats(names: Sequence[str], low: int, high: int, rule: str, wrong: str, hint: str, **params) -> None:
    """The game's set-up ``rule`` unless ``low`` to ``high`` players with distinct names sit down (a save is
    read again on every load and may have been edited by hand). ``wrong`` and ``hint`` are the game's templates,
    marked with ``N_``; ``wrong`` is told the ``{count}`` of players, both templates the ``params``."""
    count = len(names)
    if not low <= count <= high:
        raise RuleViolation(rule, i18n._(wrong, count=count, **params), i18n._(hint, **params))  # the game's own
    if len({same(name) for name in names}) != count:
        raise RuleViolation(rule, _("two players have the same name"), _("give each a distinct name"))


def _matches(names: Iterable[str], text: str) -> list[str]:
    """The names ``text`` stands for: itself, else those equal ignoring case, else ignoring diacritics."""
    names = list(names)
    if text in names:
        return [text]
    for key in (same, plain):
        found = [name for name in names if key(name) == key(text)]
        if found:
            return found
    return []


def find_player(names: Iterable[str], text: Any) -> str:
    """The player's name as stored for a name typed at the table, or a NotationError with the players."""
    names, text = list(names), str(text)
    found = _matches(names, text)
    if len(found) == 1:
        return found[0]
    if found:
        raise NotationError(_("'{name}' could be {players}", name=text, players=", ".join(found)),
                            _("type the name with its diacritics"))
    import difflib  # only when a name is unknown

    close = difflib.get_close_matches(plain(text), [plain(n) for n in names], n=1, cutoff=0.6)
    hint = _("did you mean '{name}'? ", name=next(n for n in names if plain(n) == close[0])) if close else ""
    raise NotationError(_("no player '{name}' in this game", name=text),
                        _("{hint}players: {players}", hint=hint, players=", ".join(names)))


def is_player(names: Iterable[str], text: Any) -> bool:
    """Whether ``text`` names a player (perhaps ambiguously: :func:`find_player` then says so)."""
    return bool(_matches(names, str(text)))


def player_name(state: Any, text: Any) -> str:
    """:func:`find_player` among a game state's players (any state with ``by_name``).

    A name exactly as stored is that player (names differ even case-folded: :func:`check_names`)."""
    if type(text) is str and text in state.by_name:
        return text
    return find_player(state.by_name, text)
