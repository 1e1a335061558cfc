"""Completion: the words that may come next on a line, for the shell (Typer) and for ``referee play``.

Shell completion must never fail loudly: without a readable save it offers nothing.
"""

import os

import typer

from referee.core import registry
from referee.core.errors import RefereeError
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


def _session(ctx: typer.Context):
    from referee.cli.app import save_path
    from referee.core.session import Session

    return Session.load(save_path(ctx.params.get("save_")))


def player_names(ctx: typer.Context, incomplete: str) -> list[str]:
    """``--player``: the names in the save the command will use."""
    try:
        return matching(_session(ctx).setup.names, incomplete)
    except (RefereeError, OSError):
        return []


def game_names(incomplete: str) -> list[str]:
    """``new GAME``: registry keys, then the one-word aliases."""
    names = []
    for game in registry.known().values():
        names += [game.key, *(a for a in game.aliases if " " not in a)]
    return matching(names, incomplete)


def verb_words(ctx: typer.Context, incomplete: str) -> list[str]:
    """The words of a verb (``build road <TAB>`` → paths), from the game of the save."""
    try:
        session = _session(ctx)
        words, head, incomplete = _bash_colon(list(ctx.params.get("words") or ()), incomplete)
        found = next_words(session.game, session.state, session.setup.names, ctx.info_name, words)
        return [word[len(head):] for word in matching(found, head + incomplete)]
    except (RefereeError, OSError):
        return []


def _bash_colon(words: list[str], incomplete: str) -> tuple[list[str], str, str]:
    """Bash splits ``2b:1`` into ``2b`` ``:`` ``1`` (COMP_WORDBREAKS) and replaces only what follows the
    colon: rejoin the name, and answer with the rest of it. Returns (words, name so far, incomplete).

    Right after the colon there is nothing to answer with (Typer keeps only answers starting with the
    ``:`` bash hands it, and bash would insert them after the colon): type one more character.
    """
    if os.environ.get("_REFEREE_COMPLETE") == "complete_bash" and len(words) >= 2 and words[-1] == ":":
        return words[:-2], words[-2] + ":", incomplete
    return words, "", incomplete
