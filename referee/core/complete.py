"""Completion: the words that may come next on a line, for every front end (the shell, ``referee play``, the
page of ``referee serve``)."""

from __future__ import annotations

from referee.core.game import Game


def matching(candidates, incomplete: str) -> list[str]:
    """Candidates starting with ``incomplete`` (case-folded), in their order, once each."""
    low = incomplete.lower()
    return list(dict.fromkeys(c for c in candidates if c.lower().startswith(low)))


def next_words(game, state: object, names: list[str], verb: str, words: list[str]) -> list[str]:
    """What may follow ``verb words…``: the game's own words, or player names for a game without any."""
    if words and words[-1] in ("--player", "-p"):
        return list(names)
    if type(game).completions is Game.completions:
        return list(names)
    return game.completions(state, verb, list(words))
