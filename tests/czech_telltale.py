"""English left in Czech output: words that never appear in correct Czech, and raw keys.

``english_words(text)`` lists each tell-tale English word and each ``snake_case`` key found in
``text`` (a Czech transcript); an empty list means none was found. A word joined to digits or
hyphens is a name, not prose: worker names (``red1``), rule IDs (``AQUA-RESERVE-1``), ``place-builder``.
"""

from __future__ import annotations

import re

# Words of English output that never occur in Czech prose (nor in the commands' own names).
TELLTALE = frozenset("""
    the and or of from with without for into onto on at by is are was were be been has have had
    not cannot can't must may should would will no yes none nothing all any every each other
    player players turn turns round tile tiles builder builders worker workers card cards
    road roads settlement settlements city cities knight knights longest largest army
    victory point points resource resources robber steal steals discard discards trade trades
    build builds builds lays places takes moves rolls wins won winner share scored scores
    game over set-up setup open closed free left legal here there which what who whose
    reserve supply path board well wells bridge curve straight double joker aqueduct aqueducts
    podium podiums edge blank side total value colour color red blue yellow green white
    lumber brick wool grain ore hills forest pasture fields mountains desert harbor
    harbour development monopoly plenty year building waiting next now then first last
""".split())

# Commands quoted in the Czech output as they are typed (``close none`` ends a turn without closing).
# what the user typed, quoted back ('well' teď není dovoleno), and the commands allowed now (they are typed
# in English: teď je dovoleno: build, buy, end).
COMMANDS = re.compile(r"\bclose none\b|'[^'\s]+'|teď je dovoleno: [a-z, -]+")

WORD = re.compile(r"(?<![\w-])[^\W\d_]+(?:['’][^\W\d_]+)?(?![\w-])", re.UNICODE)
KEY = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
# A rule ID (AQUA-RESERVE-1, CATAN-ROAD-4/6) is the rulebook's reference, the same in every language.
RULE = re.compile(r"\b[A-Z]+(?:-[A-Z]+)+-\d+(?:/\d+)?\b")


def english_words(text: str) -> list[str]:
    """Every English tell-tale word and raw ``snake_case`` key in ``text``, in order (repeats kept)."""
    text = COMMANDS.sub(" ", RULE.sub(" ", text))
    found = [m.group(0) for m in KEY.finditer(text)]
    text = KEY.sub(" ", text)
    for m in WORD.finditer(text):
        if m.group(0).lower() in TELLTALE:
            found.append(m.group(0))
    return found


class Transcript:
    """Czech output of CLI commands, collected: ``run(*args, expect=code)``; ``example(save, step)`` replays,
    checks and reports on an example game at its end and five earlier points, ``step`` events apart."""

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
        for _point in range(6):
            for command in ("status", "score", "hints", "board"):
                self.run(command, "--save", str(save), expect=0)
            self.runner.invoke(self.app, ["undo", str(step), "--save", str(save)])    # a step back, not under test

    def english(self) -> list[str]:
        return english_words("\n".join(self.text))
