"""Names and their aliases (English, Czech, German) with suggestions on typos."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from referee.core.errors import NotationError
from referee.core.i18n import Term, _, terms


def fold(text: str) -> str:
    """Lower-case and strip diacritics, so ``dřevo`` and ``drevo`` match."""
    text = text.strip().lower()
    if text.isascii():                  # NFKD leaves ASCII as it is, and no ASCII character is a combining one
        return text.replace("-", "_").replace(" ", "_")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("-", "_").replace(" ", "_")


class Vocabulary:
    """A closed set of canonical names, each with aliases accepted on input.

    ``what`` names the set in messages and is the i18n context of its names (:class:`Term`).
    """

    def __init__(self, what: str, names: Mapping[str, Iterable[str]]):
        self.what = what
        self.names = tuple(names)
        self._lookup: dict[str, str] = {}
        for name, aliases in names.items():
            for alias in (name, *aliases):
                self._lookup[fold(alias)] = name

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and (text in self._lookup or fold(text) in self._lookup)

    def __iter__(self):
        return iter(self.names)

    def resolve(self, text: str) -> str:
        """The canonical name for ``text``, or a NotationError with a suggestion."""
        exact = self._lookup.get(text)
        if exact is not None:
            return exact
        key = fold(str(text))
        if key in self._lookup:
            return self._lookup[key]
        import difflib  # only when a name is unknown

        close = difflib.get_close_matches(key, list(self._lookup), n=1, cutoff=0.6)
        hint = _("did you mean '{name}'? ", name=self.term(self._lookup[close[0]])) if close else ""
        raise NotationError(
            _("unknown {what} '{text}'", what=Term("vocabulary", self.what), text=text),
            _("{hint}known: {names}", hint=hint, names=terms(self.what, self.names)),
        )

    def term(self, name: str) -> Term:
        """A canonical name as people see it (translated)."""
        return Term(self.what, name)


def phrases(words: Iterable[str], *names: "Vocabulary | Iterable[str]") -> list[str]:
    """``words`` with each run of consecutive words that together make one multi-word name joined into one word.

    ``play stavba silnic 1a:1`` → ``play``, ``stavba silnic``, ``1a:1``: a name typed without quotes is read as
    people say it. ``names`` are vocabularies (their names and aliases) or plain names (a map's cities); the
    longest run wins, compared as :func:`fold` compares (case, diacritics, ``_`` / ``-`` / space aside).
    """
    words = list(words)
    keys: set[str] = set()
    for group in names:
        keys.update(k for k in (group._lookup if isinstance(group, Vocabulary) else map(fold, group)) if "_" in k)
    longest = max((k.count("_") + 1 for k in keys), default=1)
    out: list[str] = []
    i = 0
    while i < len(words):
        for n in range(min(longest, len(words) - i), 1, -1):
            if fold(" ".join(words[i:i + n])) in keys:
                out.append(" ".join(words[i:i + n]))
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


# The words that mark a part of a command (``trade Ben give 1 ore get 1 brick``, ``conquer Trier from Roma``) and
# what the Czech rulebooks' players type for them (folded: case and diacritics aside).
KEYWORDS: dict[str, tuple[str, ...]] = {
    "give": ("da", "dava"), "get": ("dostane", "bere"), "for": ("za",),
    "via": ("pres",), "arrows": ("sipky",), "pay": ("plati", "zaplati"), "leader": ("vudce",),
    "traitor": ("zradce",), "from": ("z", "ze", "odkud"), "draws": ("tahne", "lize"), "draw": ("tahni",),
    "returns": ("vraci",), "joker": ("zolik",), "touching": ("sousedi",), "touch": ("sousedici",),
    "pasture": ("pastvina",),
}


def keyword(word: str, keys: Iterable[str]) -> str | None:
    """Which of ``keys`` ``word`` is, typed in English or Czech (``give``, ``dá``; ``from``, ``z``), else None."""
    folded = fold(word)
    for key in keys:
        if folded == fold(key) or folded in KEYWORDS.get(key, ()):
            return key
    return None


def sections(words: list[str], keys: Iterable[str]) -> tuple[list[str], dict[str, list[str]]]:
    """Words before the first keyword, and the words after each keyword (typed in English or Czech, :func:`keyword`);
    a keyword typed twice gathers the words after both."""
    head: list[str] = []
    found: dict[str, list[str]] = {}
    current = head
    for word in words:
        key = keyword(word, keys)
        if key is not None:
            current = found.setdefault(key, [])
        else:
            current.append(word)
    return head, found


def initials(names: Iterable[str]) -> dict[str, str]:
    """One letter per player for a map: the first letter of the name not yet taken."""
    taken: dict[str, str] = {}
    for name in names:
        for ch in name.lower() + "abcdefghijklmnopqrstuvwxyz":
            if ch.isalpha() and ch not in taken.values():
                taken[name] = ch
                break
    return taken
