"""``referee --help`` for the game at the table: the common commands, and the verbs and commands of one game —
``--game KEY``, else the current save's — with a line on how to see the other games' (issue 18).

Without a game to go by (no save selected, an unreadable one, an unknown ``--game``) every verb is listed, each
with its games' help, as before. Only the listing changes: every verb is still a command, so ``referee VERB
--help`` and shell completion see them all.
"""

from __future__ import annotations

from pathlib import Path

from referee.core import registry, save
from referee.core.errors import RefereeError
from referee.core.game import GameInfo
from referee.core.i18n import _, translate


def asked_game(args: list[str]) -> str | None:
    """The ``--game KEY`` of a command line (before the command), if any."""
    for i, arg in enumerate(args):
        if arg == "--game" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--game="):
            return arg.partition("=")[2]
    return None


def current_game(args: list[str]) -> GameInfo | None:
    """The game whose verbs the help shows: ``--game KEY``, else the current save's game; None if neither is known."""
    name = asked_game(args)
    if name is None:
        from referee.core.commands import save_path   # the discovery of every command (REFEREE_SAVE, .current)

        try:
            data = save.read(Path(save_path(None)))
        except (RefereeError, OSError):
            return None
        name = data.get("game") if isinstance(data.get("game"), str) else None
    if name is None:
        return None
    found = registry.info(name)
    if found is None:
        registry.scan()
        found = registry.info(name)
    return found


def others(game: GameInfo) -> set[str]:
    """The verbs and commands of the other games that ``game`` has not (left out of its help)."""
    from referee.cli.actions import HOSTS_A_VERB   # common commands that also run a verb: always listed

    own = set(game.verbs) | set(game.commands) | HOSTS_A_VERB
    rest = set()
    for g in registry.known().values():
        rest |= set(g.verbs) | set(g.commands)
    return rest - own


def verb_help(game: GameInfo, name: str) -> str | None:
    """A verb's help for ``game`` alone (the verb's command carries every game's part)."""
    return game.verbs.get(name)


def pointer(game: GameInfo | None) -> str:
    """The line under the commands: which game's verbs are shown, and how to see the others'."""
    keys = ", ".join(registry.known())
    if game is None:
        return _("The verbs of every game are listed; 'referee --help --game KEY' lists one game's ({games}).",
                 games=keys)
    return _("Game verbs shown: {game}'s. Another game's: 'referee --help --game KEY' ({games}); "
             "'referee games' lists the games.", game=game.key, games=keys)


def own_help(command, verb: str, game) -> None:
    """A verb's ``--help`` for the game at the table (``--game KEY``, else the current save's): its own text, and
    the other games that have the verb by name; every game's, grouped, when there is no game to go by."""
    if game is None or verb not in game.verbs:
        return
    others = [g.key for g in registry.known().values() if verb in g.verbs and g.key != game.key]
    text = f"[{game.key}] {translate(game.verbs[verb])}"
    if others:
        text += "\n\n" + _("Also a verb of {games}: 'referee --game KEY {verb} --help' shows theirs.",
                            games=", ".join(others), verb=verb)
    command.help = text
