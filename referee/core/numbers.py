"""Numbers as people type them (``roll 8``, ``maritime 4 ore``, ``buy 2``): read in one place.

A number is ASCII digits (``0``–``9``), at most :data:`MAX_DIGITS` of them; anything else a person typed where a
number belongs — ``²``, ``٣``, ``½``, a number of 5,000 digits — is a :class:`NotationError` (exit 2) that names
what was expected and gives an example, never Python's ``int()`` failing.
"""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.i18n import _

MAX_DIGITS = 6          # far beyond any count, roll or score of a board game


def numeric(word: str) -> bool:
    """Whether ``word`` is typed as a number: digits of any script included (``8``, ``²``, ``٣``, ``½``), so that
    :func:`number` reads it or says what is wrong with it."""
    return word.isnumeric()


def number(word: str, what: str, example: str, *, signed: bool = False) -> int:
    """``word`` as a whole number (``-`` or ``+`` first when ``signed``); else a NotationError saying that ``what``
    (translated, e.g. ``_("the total of the dice")``) was expected, with ``example``."""
    digits = word[1:] if signed and word[:1] in ("-", "+") else word
    if digits.isascii() and digits.isdigit():
        if len(digits) <= MAX_DIGITS:
            return int(word)
        raise NotationError(_("{what}: a number of {count} digits is more than any game holds", what=what,
                              count=len(digits)),
                            _("at most {most} digits, e.g. {example}", most=MAX_DIGITS, example=example))
    raise NotationError(_("{what}: '{word}' is not a number written with the digits 0–9", what=what, word=word),
                        _("e.g. {example}", example=example))
