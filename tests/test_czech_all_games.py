"""Every registered game reads as Czech (``--lang cs``): each game's example save(s) in ``saves/examples`` (matched
by the save's ``game`` key) replayed, checked and reported on (``replay``, ``check``, ``status``, ``score``, ``hints``,
``board``) print no English tell-tale word and no raw key. Adding a game without its Czech fails this test: a
registered game — plugins included — needs an example save and a Czech catalogue (``locale/cs.toml``)."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from czech_telltale import Transcript, english_words
from referee.cli.app import app
from referee.core import i18n, registry

EXAMPLES = Path(__file__).resolve().parent.parent / "saves" / "examples"


NOTATION = re.compile(r"(?<=\S=)\S*[=:]\S*")


def canonical_left_out(text: str, save: dict) -> str:
    """``text`` without what is the save's own data, not the referee's words: a declared fact that ``replay`` quotes
    in the save's notation (``město=Colonia=germania:2``, ``u=4d,4e,5d=sea``) and the board's own name."""
    lines = [NOTATION.sub("…", line) if line.startswith("── #") else line for line in text.splitlines()]
    name = save.get("board", {}).get("name", "") if isinstance(save.get("board"), dict) else ""
    text = "\n".join(lines)
    return text.replace(name, "PLÁN") if name else text


def example_saves() -> dict[str, list[Path]]:
    """The example saves by the ``game`` key they record."""
    found: dict[str, list[Path]] = {}
    for path in sorted(EXAMPLES.glob("*.toml")):
        found.setdefault(tomllib.loads(path.read_text("utf-8"))["game"], []).append(path)
    return found


def czech_catalogue(game) -> Path | None:
    """The ``locale/cs.toml`` nearest the game's module (its package or a package above it), if registered."""
    folder = Path(sys.modules[type(game).__module__].__file__).resolve().parent
    registered = set(i18n._folders)
    while (folder / "__init__.py").exists():
        if (folder / "locale" / "cs.toml").exists() and (folder / "locale").resolve() in registered:
            return folder / "locale" / "cs.toml"
        folder = folder.parent
    return None


GAMES = sorted(registry.games())


def test_every_game_is_covered():
    """Every registered game has an example save and a Czech catalogue — adding a game without its Czech fails."""
    examples = example_saves()
    problems = []
    for key, game in registry.games().items():
        if not examples.get(key):
            problems.append(f"{key}: no example save in saves/examples (a save whose game = {key!r})")
        catalogue = czech_catalogue(game)
        if catalogue is None:
            problems.append(f"{key}: no Czech catalogue (locale/cs.toml registered with referee.core.i18n.register)")
        elif not tomllib.loads(catalogue.read_text("utf-8")).get("messages"):
            problems.append(f"{key}: its Czech catalogue {catalogue} has no messages")
    assert not problems, ("adding a game without its Czech fails this test:\n  " + "\n  ".join(problems))


@pytest.mark.parametrize("key", GAMES)
def test_the_examples_read_as_czech(key, tmp_path):
    saves = example_saves().get(key)
    assert saves, f"{key}: no example save in saves/examples — adding a game without its Czech fails this test"
    runner = CliRunner()
    try:
        for example in saves:
            t = Transcript(runner, app)
            save = tmp_path / example.name
            save.write_bytes(example.read_bytes())
            data = tomllib.loads(example.read_text("utf-8"))
            t.example(save, max(1, len(data.get("events", [])) // 6))    # the six report points spread over the game
            english = english_words(canonical_left_out("\n".join(t.text), data))
            assert english == [], f"{example.name}: English in the Czech output: {sorted(set(english))}"
    finally:
        i18n.use("en")


GARBAGE = ([], ["xyz"], ["xyz", "abc", "1"], ["Ben"])        # what a verb does not understand


@pytest.mark.parametrize("key", GAMES)
def test_every_verb_refuses_what_it_cannot_read_in_czech(key, tmp_path):
    """Each verb of the game, given nothing, a stray word or several, halfway through its first example: the refusal
    (or the event) reads as Czech — the names it lists as known, the examples it gives."""
    example = example_saves()[key][0]
    save = tmp_path / example.name
    save.write_bytes(example.read_bytes())
    data = tomllib.loads(example.read_text("utf-8"))
    runner = CliRunner()
    runner.invoke(app, ["undo", str(len(data.get("events", [])) // 2), "--save", str(save)])
    english = {}
    try:
        for verb in registry.find(key).verbs:
            for words in GARBAGE:
                result = runner.invoke(app, ["--lang", "cs", verb, *words, "--save", str(save)])
                text = result.stdout + result.stderr
                for typed in (verb, *words):
                    text = text.replace(f"'{typed}'", " ")
                found = [w for w in english_words(text) if w != verb]
                if found:
                    english[f"{verb} {' '.join(words)}"] = found
    finally:
        i18n.use("en")
    assert english == {}
