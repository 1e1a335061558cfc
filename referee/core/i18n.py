"""Messages in the players' language: English templates, translated through TOML catalogues.

``_("{player} rolls {total}.", player=name, total=8)`` translates the template
first and formats it second, so a translation may put the fields in another
order. The names people see — a resource, a piece, a card — are :class:`Term`
objects: canonical (English) on disk and in JSON, translated in text, where a
translation picks the grammatical case with a format spec (``{piece:acc}``).
:class:`Counted` puts a number before a term in the right plural form
(``{cost:acc}`` → ``1 cihlu + 2 dřeva``).

A catalogue is ``LANG.toml`` in a ``locale`` folder; the core's folder is known
here and each game registers its own (:func:`register`), so the core never
imports a game. English needs no catalogue: it is the templates themselves.
The catalogues follow gettext's API (:class:`gettext.NullTranslations`), with
terms as gettext contexts (``pgettext("resource", "wool")``). Their shape::

    plural_forms = "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"

    [messages]                  # English template → translated template
    "{player} rolls {total}." = "{player} hází {total}."

    [terms.resource.wool]       # a term's cases; "count" lists the plural forms
    nom = "vlna"
    acc = "vlnu"
    count = ["vlna", "vlny", "vln"]
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path

ENGLISH = "en"
SEP = "\x04"                          # gettext's separator of context and message

_folders: list[Path] = [Path(__file__).resolve().parent / "locale"]
_loaded: dict[str, "Catalogue"] = {}


class Catalogue:
    """One language's messages and terms, merged from every registered folder: the four lookups of
    :class:`gettext.NullTranslations` (the module is imported only for a plural rule: English has none)."""

    def __init__(self, language: str = ENGLISH):
        self.language = language
        self.messages: dict[str, str | list[str]] = {}
        self.plural = lambda n: int(n != 1)

    def merge(self, data: Mapping, source: str = "") -> None:
        """Add a parsed catalogue (``source`` names it in errors)."""
        unknown = set(data) - {"plural_forms", "messages", "terms"}
        if unknown:
            raise ValueError(f"catalogue {source}: unknown key(s) {', '.join(sorted(unknown))}")
        if "plural_forms" in data:
            import gettext

            rule = str(data["plural_forms"]).partition("plural=")[2].rstrip("; ")
            self.plural = gettext.c2py(rule)
        for template, text in data.get("messages", {}).items():
            self.messages[template] = _checked(text, f"{source}: {template!r}")
        for context, names in data.get("terms", {}).items():
            for name, forms in names.items():
                if isinstance(forms, str):
                    forms = {"nom": forms}
                for case, text in forms.items():
                    self.messages[_key(context, name, case)] = _checked(text, f"{source}: {context}.{name}")

    def find(self, key: str) -> str | list[str] | None:
        return self.messages.get(key)

    def gettext(self, message: str) -> str:
        found = self.messages.get(message)
        return found if isinstance(found, str) else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.plural_of(self.messages.get(msgid1), n, msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        found = self.messages.get(f"{context}{SEP}{message}")
        return found if isinstance(found, str) else message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        found = self.messages.get(f"{context}{SEP}{msgid1}")
        return self.plural_of(found, n, msgid1 if n == 1 else msgid2)

    def plural_of(self, found, n: int, default: str) -> str:
        """The form of ``found`` (one text, or the plural forms) for ``n``; ``default`` if nothing was found."""
        if isinstance(found, list) and found:
            return found[min(self.plural(n), len(found) - 1)]
        return found if isinstance(found, str) else default


def _key(context: str, name: str, case: str) -> str:
    """``nom`` is the context itself (``resource``); other cases are ``resource:acc``, ``resource:count``."""
    return f"{context}{SEP}{name}" if case == "nom" else f"{context}:{case}{SEP}{name}"


def _checked(text, where: str):
    if isinstance(text, str) or (isinstance(text, list) and text and all(isinstance(t, str) for t in text)):
        return text
    raise ValueError(f"catalogue {where}: a translation is a string or a list of plural forms")


_active: Catalogue = Catalogue()


def register(folder: str | Path) -> None:
    """A game's ``locale`` folder; its ``LANG.toml`` files join the core's catalogues."""
    folder = Path(folder).resolve()
    if folder in _folders:
        return
    _folders.append(folder)
    _loaded.clear()
    if _active.language != ENGLISH:
        use(_active.language)


def languages() -> list[str]:
    """English and every language some registered folder has a catalogue for."""
    found = {p.stem for folder in _folders for p in folder.glob("*.toml")}
    return [ENGLISH, *sorted(found - {ENGLISH})]


def normalize(lang: str) -> str:
    """``cs``, ``CS``, ``cs_CZ.UTF-8``, ``cs-CZ`` → ``cs``."""
    return str(lang).strip().lower().replace("-", "_").partition(".")[0].partition("_")[0]


def catalogue(lang: str) -> Catalogue:
    """The merged catalogue of ``lang`` (loaded once)."""
    lang = normalize(lang)
    if lang not in _loaded:
        if lang not in languages():
            raise LookupError(f"no language '{lang}'; known: {', '.join(languages())}")
        merged = Catalogue(lang)
        for folder in _folders:
            path = folder / f"{lang}.toml"
            if path.exists():
                merged.merge(tomllib.loads(path.read_text("utf-8")), str(path))
        _loaded[lang] = merged
    return _loaded[lang]


def use(lang: str | None) -> None:
    """Make ``lang`` (``en`` when empty) the language of every message; LookupError if none has it."""
    global _active
    _active = catalogue(lang or ENGLISH)


def language() -> str:
    """The language messages are shown in now (``en``, ``cs`` …)."""
    return _active.language


LONGEST_WORD = 200        # characters of one word of a text a message repeats (a name, a coordinate, a path)
LONGEST_TEXT = 10_000     # characters of a whole text a message repeats (a listing)
_WORD = re.compile(r"\S+")


def cut(text: str) -> str:
    """``text`` as a message may repeat it: a word longer than :data:`LONGEST_WORD` characters, and the whole
    text beyond :data:`LONGEST_TEXT`, cut to ``xxxx… (1,000,000 characters)`` — what a person typed or a file
    held never makes a message unbounded."""
    if len(text) <= LONGEST_WORD:
        return text
    if max(map(len, text.split()), default=0) > LONGEST_WORD:
        text = _WORD.sub(lambda m: _shortened(m[0], 40) if len(m[0]) > LONGEST_WORD else m[0], text)
    return _shortened(text, 400) if len(text) > LONGEST_TEXT else text


def _shortened(text: str, keep: int) -> str:
    return _("{start}… ({count:,} characters)", start=text[:keep], count=len(text))


def _(template: str, /, **params) -> str:
    """Translate ``template``, then fill in its named ``params`` (a broken translation falls back to English); a
    text longer than :data:`LONGEST_WORD` is :func:`cut` first."""
    text = _active.gettext(template)
    for key, value in params.items():
        if type(value) is str and len(value) > LONGEST_WORD:
            params[key] = cut(value)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        if text is template:
            raise
        return template.format(**params)


def translate(text: str) -> str:
    """A marked text translated as it is, nothing filled in (a phase's description, a verb's help)."""
    return _active.gettext(text)


def N_(template: str) -> str:
    """Mark a template for translation where it is defined; :func:`_` translates it where it is shown."""
    return template


class Term:
    """A name people see: ``str()`` is the translation, ``{term:acc}`` a case, ``repr`` the canonical name."""

    __slots__ = ("context", "name")

    def __init__(self, context: str, name: str):
        self.context = context
        self.name = name

    def __format__(self, case: str) -> str:
        found = _active.find(_key(self.context, self.name, case)) if case else None
        return found if isinstance(found, str) else _active.pgettext(self.context, self.name)

    def __str__(self) -> str:
        return format(self, "")

    def __repr__(self) -> str:
        return f"Term({self.context!r}, {self.name!r})"


class Counted:
    """``n`` of a term in the plural form the number asks for: ``2 wool``, ``2 vlny``; ``{x:acc}`` a case."""

    __slots__ = ("n", "term")

    def __init__(self, n: int, term: Term):
        self.n = n
        self.term = term

    def __format__(self, case: str) -> str:
        t = self.term
        forms = _active.find(_key(t.context, t.name, f"count_{case}" if case else "count"))
        if forms is None and case:
            forms = _active.find(_key(t.context, t.name, "count"))
        word = _active.plural_of(forms, self.n, format(t, case))
        return f"{self.n} {word}"

    def __str__(self) -> str:
        return format(self, "")


def counted(n: int, context: str, one: str, many: str) -> Counted:
    """``n`` of a term whose English name is ``one`` for 1 and ``many`` otherwise (``2 settlements``, ``2 vesnice``);
    a translation gives both names the plural forms of its language."""
    return Counted(n, Term(context, one if n == 1 else many))


class Cards:
    """A bag as text, ``2 wool + 1 ore`` (``nothing`` when empty), its names translated as terms."""

    __slots__ = ("context", "counts", "sep")

    def __init__(self, bag: Mapping[str, int], context: str, order: Iterable[str] | None = None,
                 sep: str = " + "):
        self.context = context
        self.counts = [(k, bag[k]) for k in (order or bag) if bag.get(k, 0)]   # as they are now; words when shown
        self.sep = sep

    @property
    def items(self) -> list[Counted]:
        return [Counted(n, Term(self.context, k)) for k, n in self.counts]

    def __format__(self, case: str) -> str:
        return self.sep.join(format(c, case) for c in self.items) or _("nothing")

    def __str__(self) -> str:
        return format(self, "")

    def __bool__(self) -> bool:
        return bool(self.counts)


def terms(context: str, names: Iterable[str], sep: str = ", ") -> str:
    """Names in a list, translated: ``lumber, brick`` → ``dřevo, cihly``."""
    return sep.join(str(Term(context, n)) for n in names)


def listing(names: Iterable, empty: str | None = None) -> str:
    """``a, b, c``; ``none`` (or ``empty``) when there is nothing to list."""
    names = [str(n) for n in names]
    return ", ".join(names) if names else (_("none") if empty is None else empty)


def joined(names: Iterable) -> str:
    """Names as a sentence lists them: ``Ben``, ``Ben and Cyril``, ``Ben, Cyril and Dana``."""
    names = [str(n) for n in names]
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])
