"""The rule texts (``referee rule``): every rule ID the code can raise has one, in English and Czech; every text
names a rule of its digest or of docs/rulings.md; the options each text lists are the game's.

A game takes part as soon as its package has ``data/rules.toml`` (the core's: ``referee/core/data``). The
digests live beside the repository (``../shared/rules``, as tools/rule_coverage.py finds them); a clone of
the repository alone has none, and only the checks against them are skipped.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

import referee
from referee.core import registry, rules
from referee.core.errors import RULE_ID
from referee.games import register_builtins
from czech_telltale import english_words

ROOT = Path(referee.__file__).parent
REPO = ROOT.parent
RULINGS = REPO / "docs" / "rulings.md"

_spec = importlib.util.spec_from_file_location("rule_coverage", REPO / "tools" / "rule_coverage.py")
coverage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(coverage)
DIGESTS = coverage.RULES
NO_DIGESTS = f"the digests are not beside the repository ({DIGESTS}): a clone of the repository alone"

register_builtins()
GAMES = {key: rules.package_of(info) for key, info in registry.known().items()}
PACKAGES = sorted({rules.CORE, *GAMES.values()})          # every package that should hold rule texts


def path_of(package: str) -> Path:
    return ROOT.parent.joinpath(*package.split("."), *rules.FILE)


FILES = [package for package in PACKAGES if path_of(package).is_file()]
KEYS = {"title", "text", "page", "options", "source", "cs", "game"}


def entries(package: str) -> dict[str, dict]:
    return tomllib.loads(path_of(package).read_text("utf-8"))


def served(package: str) -> list[str]:
    return [key for key, holder in GAMES.items() if holder == package]


def literals(path: Path) -> list[str]:
    """The string literals of a module, docstrings left out: what its code can say, a refusal's rule among it."""
    tree = ast.parse(path.read_text("utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
            and isinstance(node.value, str) and id(node) not in docstrings]


def owner(path: Path) -> str:
    """The package whose rule file must hold the IDs a module names: the nearest enclosing one that should
    have texts (a variant's modules: its family's), else the core's."""
    module = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts)
    holders = [p for p in PACKAGES if p != rules.CORE and (module + ".").startswith(p + ".")]
    return max(holders, key=len) if holders else rules.CORE


def raised(package: str) -> dict[str, str]:
    """Every rule ID in the string literals of the modules ``package``'s file answers for → a module naming it."""
    found: dict[str, str] = {}
    for path in sorted(ROOT.rglob("*.py")):
        if owner(path) == package:
            for text in literals(path):
                for rule in RULE_ID.findall(text):
                    found.setdefault(rule, str(path.relative_to(ROOT.parent)))
    return found


def test_the_rule_ids_of_the_code_are_found():
    """The search finds what it must: Aqua's refusals are in its package, the undo refusal in the core."""
    assert {"AQUA-PLACE-4", "AQUA-SIGHT-2", "AQUA-FORCE-1"} <= set(raised("referee.games.aqua_romana"))
    assert "CORE-UNDO-1" in raised(rules.CORE)
    assert owner(ROOT / "games" / "catan" / "five_six" / "game.py") == "referee.games.catan"
    assert owner(ROOT / "cli" / "app.py") == rules.CORE


@pytest.mark.parametrize("package", FILES)
def test_every_rule_id_the_code_raises_has_a_text(package):
    """A game's modules may name the core's rules; the core's (the command line's examples) any rule."""
    holders = FILES if package == rules.CORE else {package, rules.CORE} & set(FILES)
    texts = {rule for holder in holders for rule in entries(holder)}
    missing = [f"{rule} ({where})" for rule, where in raised(package).items() if rule not in texts]
    assert missing == []


@pytest.mark.parametrize("package", FILES)
def test_both_languages_are_there_and_not_empty(package):
    wrong = []
    for rule, entry in entries(package).items():
        if not RULE_ID.fullmatch(rule):
            wrong.append(f"{rule}: not a rule ID")
        if set(entry) - KEYS or set(entry.get("cs", {})) != {"title", "text"}:
            wrong.append(f"{rule}: keys {sorted(entry)}, cs {sorted(entry.get('cs', {}))}")
            continue
        for text in (entry.get("title"), entry.get("text"), entry["cs"]["title"], entry["cs"]["text"]):
            if not isinstance(text, str) or not text.strip():
                wrong.append(f"{rule}: an empty title or text")
        if "page" in entry and not (isinstance(entry["page"], int) and entry["page"] > 0):
            wrong.append(f"{rule}: page {entry['page']!r}")
        if not isinstance(entry.get("source"), str) or not (entry["source"] == "docs/rulings.md"
                                                             or entry["source"].endswith(".md")):
            wrong.append(f"{rule}: source {entry.get('source')!r}")
    assert wrong == []


@pytest.mark.parametrize("package", FILES)
def test_the_czech_texts_read_as_czech(package):
    english = {rule: english_words(f"{entry['cs']['title']}\n{entry['cs']['text']}")
               for rule, entry in entries(package).items()}
    assert {rule: words for rule, words in english.items() if words} == {}


@pytest.mark.parametrize("package", FILES)
def test_the_options_a_text_names_are_the_games_and_each_option_names_its_rules_text(package):
    options = {o.name: o for key in served(package) for o in registry.find(key).options}
    texts = entries(package)
    unknown = [f"{rule}: {name}" for rule, entry in texts.items() for name in entry.get("options", [])
               if name not in options]
    unlisted = [f"{o.rule}: {name}" for name, o in options.items()
                if o.rule in texts and name not in texts[o.rule].get("options", [])]
    assert unknown == []
    assert unlisted == []


@pytest.mark.parametrize("package", FILES)
def test_a_text_that_names_its_game_names_one_the_file_serves_and_lists_that_games_options(package):
    """``game = "into-the-unknown-ck"`` (TDE-UNKNOWN-8, CK-HAND-2, TDE-ISLANDS-9): ``referee rule`` shows that
    game's defaults (its required target, not the base game's 10)."""
    for rule, entry in entries(package).items():
        if "game" in entry:
            assert entry["game"] in served(package), rule
            assert rules.find(rule).games[0] == entry["game"]
            names = {o.name for o in registry.find(entry["game"]).options}
            assert set(entry.get("options", [])) <= names, rule


def ruled(text: str) -> set[str]:
    """The rule IDs docs/rulings.md names, its short forms spelled out (``CATAN-TRADE-1/2``,
    ``CATAN-BOARD-1…3``)."""
    found = set()
    for chapter, first, rest in re.findall(r"([A-Z]+[0-9]*-[A-Z]+(?:-[A-Z]+)*|[A-Z]{4,})-([0-9]+)((?:[/…][0-9]+)*)",
                                          text):
        numbers = [int(first)]
        for sep, number in re.findall(r"([/…])([0-9]+)", rest):
            numbers += range(numbers[-1] + 1, int(number) + 1) if sep == "…" else [int(number)]
        found |= {f"{chapter}-{n}" for n in numbers}
    return found


def test_the_rulings_short_forms_are_spelled_out():
    assert ruled("CATAN-BOARD-1…3, CATAN-TRADE-1/2 and AQUA-END-2") == {
        "CATAN-BOARD-1", "CATAN-BOARD-2", "CATAN-BOARD-3", "CATAN-TRADE-1", "CATAN-TRADE-2", "AQUA-END-2"}
    assert ruled("HELPERS-7…9 and FRIENDS-12, not UTF-8") == {"HELPERS-7", "HELPERS-8", "HELPERS-9", "FRIENDS-12"}


@pytest.mark.parametrize("package", FILES)
def test_a_text_from_the_rulings_names_a_rule_of_docs_rulings(package):
    rulings = ruled(RULINGS.read_text("utf-8"))
    stray = [rule for rule, entry in entries(package).items()
             if entry["source"] == "docs/rulings.md" and rule not in rulings]
    assert stray == []


@pytest.mark.skipif(not DIGESTS.is_dir(), reason=NO_DIGESTS)
@pytest.mark.parametrize("package", FILES)
def test_a_text_from_a_digest_names_a_numbered_rule_of_that_digest(package):
    stray = []
    for rule, entry in entries(package).items():
        if entry["source"] == "docs/rulings.md":
            continue
        digest = DIGESTS / entry["source"]
        if not digest.is_file():
            stray.append(f"{rule}: no digest {entry['source']}")
        elif rule not in coverage.digest_ids(digest.read_text("utf-8"), rule.split("-")[0]):
            stray.append(f"{rule}: not a numbered rule of {entry['source']}")
    assert stray == []


PARTIAL = ("catan-td-and-e.md",)      # digests of several scenarios, covered a chapter (a scenario) at a time


@pytest.mark.skipif(not DIGESTS.is_dir(), reason=NO_DIGESTS)
@pytest.mark.parametrize("package", FILES)
def test_every_numbered_rule_of_the_files_digests_has_a_text(package):
    """Every numbered rule of a digest the file takes texts from; of a :data:`PARTIAL` digest, every rule of the
    chapters (``TDE-GREATER``) it takes texts from."""
    texts = entries(package)
    digests = {entry["source"] for entry in texts.values() if entry["source"] != "docs/rulings.md"}
    chapters = {rule.rsplit("-", 1)[0] for rule in texts}
    missing = []
    for name in sorted(digests):
        text = (DIGESTS / name).read_text("utf-8")
        missing += [f"{rule} ({name})" for rule in coverage.digest_ids(text, coverage.prefix_of(text))
                    if rule not in texts and (name not in PARTIAL or rule.rsplit("-", 1)[0] in chapters)]
    assert missing == []


def test_no_rule_has_texts_in_two_files():
    seen: dict[str, str] = {}
    twice = []
    for package in FILES:
        for rule in entries(package):
            if rule in seen:
                twice.append(f"{rule}: {seen[rule]} and {package}")
            seen.setdefault(rule, package)
    assert twice == []


def test_the_loader_reads_every_file_as_the_tests_do():
    loaded = rules.texts()
    assert set(loaded) == {rule for package in FILES for rule in entries(package)}
    assert loaded["AQUA-END-2"].games == ("aqua-romana",) and loaded["AQUA-END-2"].options == ("end_order",)


def test_every_registered_game_and_the_core_have_rule_texts():
    assert [package for package in PACKAGES if package not in FILES] == []
