"""The rules in words: a title and a sentence or two per rule ID, in English and Czech (``referee rule``).

Each game keeps its texts in ``data/rules.toml`` of the package its :class:`GameInfo` names in ``rules`` (a
variant may share its family's file); the rules of the core (``CORE-UNDO-1`` …) are in
``referee/core/data/rules.toml``. One table a rule ID::

    ["AQUA-PLACE-5"]
    title = "…"             # a few words
    text = "…"              # the project's own words
    page = 4                # the page of the Czech rulebook that states it (optional)
    options = ["opt_key"]   # option keys of the game that change the rule (optional)
    source = "aqua-romana.md"   # where the ID is defined: a digest, or "docs/rulings.md"
    cs.title = "…"
    cs.text = "…"           # Czech, in the rulebook's words

The files are read the first time a text is asked for; recording an event never reads them (a refusal
only names its rule: :func:`referee.core.errors.pointer`).
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import import_module
from importlib.resources import files
from pathlib import Path

from referee.core import i18n, registry
from referee.core.errors import NotationError, RefereeError
from referee.core.game import GameInfo
from referee.core.i18n import _
from referee.core.vocab import fold

CORE = "referee.core"
FILE = ("data", "rules.toml")


@dataclass(frozen=True)
class RuleText:
    """One rule's texts, as its file gives them; ``games``: the keys of the games the file serves, the game an
    entry names (``game = "into-the-unknown-ck"``: whose options it lists) first."""

    id: str
    title: str
    text: str
    cs_title: str
    cs_text: str
    source: str
    page: int | None = None
    options: tuple[str, ...] = ()
    games: tuple[str, ...] = ()

    def title_in(self, language: str) -> str:
        return self.title if language == i18n.ENGLISH else self.cs_title

    def text_in(self, language: str) -> str:
        return self.text if language == i18n.ENGLISH else self.cs_text

    def words(self) -> str:
        """Everything a search looks in, both languages, folded (``přístav`` and ``pristav`` alike)."""
        return fold(" ".join((self.id, self.title, self.text, self.cs_title, self.cs_text)))


def package_of(info: GameInfo) -> str:
    """The package holding a game's rule texts: ``GameInfo.rules``, or the package of its loaded class."""
    if info.rules:
        return info.rules
    game = registry.loaded(info.key)
    return type(game).__module__.rpartition(".")[0] if game is not None else ""


def path_of(package: str) -> Path | None:
    """``PACKAGE/data/rules.toml`` if the package exists and has one."""
    try:
        found = files(import_module(package).__name__).joinpath(*FILE)
    except (ImportError, TypeError):
        return None
    return Path(str(found)) if found.is_file() else None


def sources() -> dict[Path, tuple[str, ...]]:
    """Every rule file there is, with the games it serves (none for the core's), the core's first."""
    served: dict[Path, list[str]] = {}
    core = path_of(CORE)
    if core is not None:
        served[core] = []
    for info in registry.known().values():
        package = package_of(info)
        path = path_of(package) if package else None
        if path is not None:
            served.setdefault(path, []).append(info.key)
    return {path: tuple(keys) for path, keys in served.items()}


class RuleFileError(RefereeError):
    """A rule file that cannot be read: a fault of the program, said as a line like every error."""

    exit_code = 3


@functools.lru_cache(maxsize=None)
def read(path: Path, games: tuple[str, ...] = ()) -> dict[str, RuleText]:
    """The texts of one file, by rule ID."""
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise RuleFileError(_("the rule texts in {path} cannot be read: {problem}", path=path, problem=exc)) from None
    texts = {}
    for rule, entry in data.items():
        try:
            cs = entry.get("cs", {})
            texts[rule] = RuleText(rule, str(entry["title"]), str(entry["text"]), str(cs["title"]),
                                   str(cs["text"]), str(entry["source"]), entry.get("page"),
                                   tuple(entry.get("options", ())),
                                   (entry["game"], *(g for g in games if g != entry["game"])) if "game" in entry
                                   else games)
        except (AttributeError, KeyError, TypeError) as exc:
            raise RuleFileError(_("the rule texts in {path} cannot be read: {problem}", path=path,
                                  problem=f"{rule}: {exc!r}")) from None
    return texts


def texts() -> dict[str, RuleText]:
    """Every rule text of the core and of every game registered, by rule ID, in the files' order."""
    found: dict[str, RuleText] = {}
    for path, games in sources().items():
        for rule, text in read(path, games).items():
            found.setdefault(rule, text)
    return found


def find(query: str) -> RuleText | list[RuleText]:
    """The rule named ``query`` (any case), or the chapter it begins (``AQUA-PLACE``: its rules in order).

    Anything else is a :class:`NotationError` naming the IDs and chapters closest to it.
    """
    known = texts()
    wanted = query.strip().upper()
    if wanted in known:
        return known[wanted]
    chapter = [text for rule, text in known.items() if rule.startswith(wanted.rstrip("-") + "-")]
    if wanted and chapter:
        return chapter
    import difflib  # only when nothing matches

    names = [*known, *chapters(known)]
    close = difflib.get_close_matches(wanted, names, n=5, cutoff=0.6)
    hint = _("did you mean {names}?", names=", ".join(close)) if close else \
        _("a rule ID such as {example}, a chapter such as {chapter}, or --search WORD",
          example=next(iter(known), "CORE-UNDO-1"), chapter=next(iter(chapters(known)), "CORE-UNDO"))
    raise NotationError(_("no rule '{query}'", query=query), hint)


def chapters(known: dict[str, RuleText]) -> dict[str, int]:
    """Each chapter (the ID without its number) with its number of rules, in order."""
    counts: dict[str, int] = {}
    for rule in known:
        chapter = rule.rpartition("-")[0]
        counts[chapter] = counts.get(chapter, 0) + 1
    return counts


def search(word: str) -> list[RuleText]:
    """The rules whose ID, title or text (English or Czech) hold ``word``, accents and case ignored."""
    folded = fold(word)
    if not folded:
        raise NotationError(_("--search needs a word"), _("e.g. --search well"))
    return [text for text in texts().values() if folded in text.words()]
