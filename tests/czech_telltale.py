"""English left in Czech output: tell-tale words and raw keys, for the games' ``--lang cs`` tests.

``english_words(text)`` lists what gives English away in text that should be Czech:

* a word of :data:`TELLTALE` — common English words that never occur in correct Czech
  (``the``, ``and``, ``cannot``, ``player``, ``gold``…), matched as whole words, ignoring case;
* a raw key — a ``snake_case`` identifier (``great_tribal_leader``) or a camel-cased
  abbreviation such as ``ItN`` — that should have been shown by its translated name.

What the player types stays as typed (commands such as ``roll``, ``build wagon horsemen``), so a
test removes the echoed command words (see :func:`without`) or keeps to the lines it means to check;
rule IDs (``ROME-PLUNDER-3``) and hex names (``3c:4``) never match, and nor does text in single quotes
(``'roll'``, ``'plunder MĚSTO'``) or an option (``--player``): the Czech messages quote what the player
types, as the core does. Use::

    from tests.czech_telltale import english_words
    assert english_words(out) == []
"""

from __future__ import annotations

import re

#: Words of English output that correct Czech never contains (lower case, whole words). Not ``bank``:
#: the Czech rulebooks say "bank" too (s bankem, v banku).
TELLTALE = frozenset("""
    the and or not of for with from into onto at is are was were has have had be been
    cannot can't must may might should will would does did don't isn't
    player players turn round phase phases gold card cards city cities tribe tribes
    plunder plunders plundered plundering conquer conquers conquered kingdom wagon wagons
    horsemen horseman warriors warrior foot figure figures legionnaire pasture grain ore cattle horse
    treasure traitor leader counter counters province tower towers arrow arrows
    crossroads landscape land sea reserve box wins won winner score points
    waiting rolls moves takes gives pays draws holds builds plays ends none nothing already
    only this that there here which what when then than each every another other
    roman forest fields mountains pastures hispania gallia germania italy
""".split())

WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
CAMEL = re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")
QUOTED = re.compile(r"'[^'\n]*'|--[\w-]+")
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+(?:/[A-Z0-9]+)*\b")


def english_words(text: str) -> list[str]:
    """The English tell-tale words and raw keys in ``text``, in order of appearance (empty: it reads as Czech)."""
    found = []
    for line in RULE_ID.sub(" ", QUOTED.sub(" ", text)).splitlines():
        found += SNAKE.findall(line) + CAMEL.findall(line)
        found += [w for w in WORD.findall(SNAKE.sub(" ", line)) if w.lower() in TELLTALE]
    return found


def without(text: str, *typed: str) -> str:
    """``text`` with the words a player typed (commands, options) taken out, so only the referee's words are checked."""
    for words in typed:
        text = text.replace(words, " ")
    return text
