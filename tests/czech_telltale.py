"""English left in Czech output: tell-tale words and raw keys, for every game's ``--lang cs`` tests.

``english_words(text)`` lists what gives English away in text that should be Czech (an empty list:
it reads as Czech):

* a word of :data:`TELLTALE` — common English words that never occur in correct Czech (``the``,
  ``cannot``, ``player``, ``gold``…), matched as whole words, ignoring case;
* a raw key — a ``snake_case`` identifier (``great_tribal_leader``, ``victory_point``) or a
  camel-cased abbreviation such as ``ItN`` — that should have been shown by its translated name.

What is a name, not prose, never matches: a word joined to digits or hyphens (worker ``red1``,
``place-builder``), rule IDs (``ROME-PLUNDER-3``, ``CATAN-ROAD-4/6``), hex names (``3c:4``). Nor does
what the player types, quoted back by the Czech messages as the core does: text in single quotes
(``'roll'``), an option (``--player``), ``close none`` and the commands listed as allowed now
(``teď je dovoleno: build, buy, end``). :func:`without` takes out the command words a test itself typed.
"""

from __future__ import annotations

import re

#: Words of English output that correct Czech never contains (lower case, whole words). Not ``bank``:
#: the Czech rulebooks say "bank" too (s bankem, v banku); not ``trade``, a command typed as it is; not ``by``,
#: ``on``, ``no``: Czech words (a conditional, "he", "well"); not ``monopoly``: the Czech plural of "monopol"
#: (3 monopoly).
TELLTALE = frozenset("""
    the and or not of for with without from into onto at is are was were be been has have had
    cannot can't must may might should will would does did don't isn't yes
    none nothing all any every each other another only this that there here which what when then than
    who whose already
    player players turn turns round phase phases gold card cards city cities tribe tribes
    plunder plunders plundered plundering conquer conquers conquered kingdom wagon wagons
    horsemen horseman warriors warrior foot figure figures legionnaire pasture grain ore cattle horse
    treasure traitor leader counter counters province tower towers arrow arrows
    crossroads landscape land sea reserve box wins won winner score scores scored points point
    waiting rolls moves takes gives pays draws holds builds plays ends lays places
    roman forest fields mountains pastures hispania gallia germania italy
    tile tiles builder builders worker workers road roads settlement settlements knight knights
    longest largest army victory resource resources robber steal steals discard discards trades
    build share game over set-up setup open closed free left legal
    supply path board well wells bridge curve straight double joker aqueduct aqueducts
    podium podiums edge blank side total value colour color red blue yellow green white
    lumber brick wool hills desert harbor harbour development plenty year building next now first last
""".split())

WORD = re.compile(r"(?<![\w-])[^\W\d_]+(?:['’][^\W\d_]+)?(?![\w-])")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
CAMEL = re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")
TYPED = re.compile(r"'[^'\n]*'|--[\w-]+|\bclose none\b|teď je dovoleno: [a-z, -]+")
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+(?:/[A-Z0-9]+)*\b")


def english_words(text: str) -> list[str]:
    """The English tell-tale words and raw keys in ``text``, in order of appearance (repeats kept)."""
    found = []
    for line in RULE_ID.sub(" ", TYPED.sub(" ", text)).splitlines():
        found += SNAKE.findall(line) + CAMEL.findall(line)
        found += [w for w in WORD.findall(SNAKE.sub(" ", line)) if w.lower() in TELLTALE]
    return found


def without(text: str, *typed: str) -> str:
    """``text`` with the words a player typed (commands, options) taken out, so only the referee's words are checked."""
    for words in typed:
        text = text.replace(words, " ")
    return text


class Transcript:
    """Czech output of CLI commands, collected: ``run(*args, expect=code)``; ``example(save, step)`` replays, checks
    and counts (``stats``) an example game, and reports on it at its end and five earlier points, ``step`` events
    apart."""

    def __init__(self, runner, app):
        self.runner, self.app, self.text = runner, app, []

    def run(self, *args: str, expect: int | None = None) -> None:
        result = self.runner.invoke(self.app, ["--lang", "cs", *args])
        if expect is not None:
            assert result.exit_code == expect, result.stdout + result.stderr
        self.text.append(result.stdout + result.stderr)

    def example(self, save, step: int) -> None:
        self.run("replay", str(save), expect=0)
        self.run("check", str(save), expect=0)
        self.run("stats", "--save", str(save), expect=0)
        for _point in range(6):
            for command in ("status", "score", "hints", "board"):
                self.run(command, "--save", str(save), expect=0)
            self.runner.invoke(self.app, ["undo", str(step), "--save", str(save)])    # a step back, not under test

    def english(self) -> list[str]:
        return english_words("\n".join(self.text))


def refusals_in_czech(helpers, modules, monkeypatch, *, provoke=None, fixtures=None) -> list[tuple[str, str, str]]:
    """Run each rule test of ``modules`` in English; every refusal it provokes through ``helpers.refused`` is made
    again in Czech first. Returns (rule, module that refused, Czech text) triples.

    ``provoke(*args, **fields)`` makes the refused event happen again from ``refused``'s own arguments (by default
    ``helpers.play(state, kind, player, **fields)`` for ``refused(rule, state, kind, player, **fields)``);
    ``fixtures`` gives the values of the tests' fixtures (``{"game": …}``). A test runs once per value of its
    ``parametrize`` mark; one that needs anything else (``tmp_path`` …) is left out."""
    import inspect
    from pathlib import Path

    import pytest

    from referee.core import i18n
    from referee.core.errors import RuleViolation

    seen: list[tuple[str, str, str]] = []
    original = helpers.refused

    def play_again(rule, state, kind, player=None, **fields):
        helpers.play(state, kind, player, **{k: v for k, v in fields.items() if k != "allowed"})

    provoke = provoke or play_again

    def refused_in_czech(*args, **fields):
        i18n.use("cs")
        try:
            with pytest.raises(RuleViolation) as info:
                provoke(*args, **fields)
        finally:
            i18n.use("en")
        where = Path(info.traceback[-1].path).stem
        seen.append((info.value.rule, where, f"{info.value.message} — {info.value.allowed}"))
        return original(*args, **fields)

    for module in modules:
        monkeypatch.setattr(module, "refused", refused_in_czech)
        for name, test in vars(module).items():
            if name.startswith("test_") and callable(test):
                for arguments in _calls(test, fixtures or {}):
                    test(**arguments)
    return seen


def _calls(test, fixtures: dict) -> list[dict]:
    """The arguments to run ``test`` with: its fixtures, once per value of its ``parametrize`` mark; none at all
    (an empty list) when it needs something else."""
    import inspect

    wanted = list(inspect.signature(test).parameters)
    marks = [m for m in getattr(test, "pytestmark", []) if m.name == "parametrize" and "," not in m.args[0]]
    values = {m.args[0]: list(m.args[1]) for m in marks}
    if any(name not in fixtures and name not in values for name in wanted):
        return []
    calls = [{name: fixtures[name] for name in wanted if name in fixtures}]
    for name in (n for n in wanted if n in values):
        calls = [{**call, name: value} for call in calls for value in values[name]]
    return calls
