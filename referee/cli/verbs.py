"""Each game's verbs as commands (dispatched to the save's game), its own command groups (``referee map``), and
the board-file editors in ``referee board``."""

import functools
from importlib import import_module
from typing import Annotated, Optional

import typer

from referee.cli import actions, complete, language
from referee.cli.actions import HOSTS_A_VERB
from referee.cli.base import NoteOpt, PlayerOpt, SaveOpt, VerbClash, app, boundary, command_name
from referee.cli.common import board_app
from referee.core import registry
from referee.core.i18n import _


def _verb(verb: str):
    def command(
        words: Annotated[Optional[list[str]], typer.Argument(help="What happened, e.g. 'road 3e:3'.",
                                                             autocompletion=complete.verb_words)] = None,
        save_: SaveOpt = None,
        player: PlayerOpt = None,
        note: NoteOpt = None,
    ):
        actions.record(verb, words, save_, player, note)

    command.__doc__ = grouped_help(verb)
    command.__name__ = f"verb_{verb}"
    return boundary(command)


def grouped_help(verb: str) -> str:
    """A verb's help for every game that has it, each text once with the games it serves: ``[seafarers,
    treasure-islands, …] what a face-down hex turned out to be: …; [catan, …] …``."""
    games: dict[str, list[str]] = {}
    for g in registry.known().values():
        if verb in g.verbs:
            games.setdefault(g.verbs[verb], []).append(g.key)
    return "; ".join(f"[{', '.join(keys)}] {text}" for text, keys in games.items())


def _register_verbs() -> None:
    """A command per verb of every registered game (a verb shared by games is one command).

    A verb named like a common command (``new``, ``check``, ``stats`` …) is refused with :class:`VerbClash`.
    """
    verbs, common = set(), {g.name for g in app.registered_groups}
    for c in app.registered_commands:
        (verbs if c.callback.__name__.startswith("verb_") else common).add(command_name(c))
    for g in registry.known().values():
        for verb in g.verbs:
            if verb in common and verb not in HOSTS_A_VERB:
                raise VerbClash(_("game {game} declares the verb '{verb}', which is a common command of "
                                  "referee", game=g.key, verb=verb),
                                _("rename the verb; common commands: {commands}",
                                  commands=", ".join(sorted(common))))
            if verb not in verbs and verb not in common:
                verbs.add(verb)
                app.command(name=verb, rich_help_panel="Game verbs")(_verb(verb))
    wrong = language.clashes(common | verbs)
    if wrong:
        raise VerbClash(_("an alias is named like a command or stands for two commands: {problems}",
                          problems="; ".join(wrong)), _("rename the alias (GameInfo.verb_aliases)"))


class _Declared:
    """A game's own command group (``GameInfo.commands``) in the app: its module is imported, and its commands
    put behind :func:`boundary`, the first time Typer builds the group — a command line that names another
    command never pays for it (``main`` leaves the other groups out)."""

    def __init__(self, target: str):
        self.target = target            # "module:attribute" of a typer.Typer

    @functools.cached_property
    def loaded(self) -> typer.Typer:
        module, _sep, attribute = self.target.partition(":")
        return _guarded(getattr(import_module(module), attribute))

    def __getattr__(self, name: str):
        if name == "loaded" or name.startswith("__"):
            raise AttributeError(name)  # not while loading, and never for copy's or pickle's questions
        return getattr(self.loaded, name)


def _guarded(group: typer.Typer) -> typer.Typer:
    """``group`` with its commands (those of its sub-groups too) behind :func:`boundary`, like every command."""
    for info in group.registered_commands:
        info.callback = boundary(info.callback)
    if group.registered_callback is not None and group.registered_callback.callback is not None:
        group.registered_callback.callback = boundary(group.registered_callback.callback)
    for sub in group.registered_groups:
        _guarded(sub.typer_instance)
    return group


_declared: dict[str, str] = {}            # command → the target of the game that declared it first
_board_targets: set[str] = set()          # the board-file editors in the board group (_register_board)


# The other front end's command, loaded by name only when it is typed, as a game's own command is: the command
# line never imports the web layer (DESIGN.md §1), and no other command pays for its imports.
FRONT_ENDS = {"serve": "referee.web.command:app"}


def _register_commands() -> None:
    """A command group per command a registered game declares (``referee map``: Struggle for Rome's map files),
    and the web page's ``serve`` (:data:`FRONT_ENDS`).

    A name that is already a command or a game verb, or another game's command, is refused with :class:`VerbClash`.
    """
    taken = {command_name(c) for c in app.registered_commands}
    declared = [(g.key, name, target) for g in registry.known().values() for name, target in g.commands.items()]
    declared += [("referee", name, target) for name, target in FRONT_ENDS.items()]
    for owner, name, target in declared:
        if name == "board":                 # a board-file editor joins the board group
            _join_board(target)
            continue
        if name in taken or _declared.get(name, target) != target:
            raise VerbClash(_("game {game} declares the command '{command}', which referee has already",
                              game=owner, command=name),
                            _("rename the command; commands: {commands}",
                              commands=", ".join(sorted(taken | set(_declared)))))
        if name not in _declared:
            _declared[name] = target
            app.add_typer(_Declared(target), name=name)


def _join_board(target: str) -> None:
    """A board-file editor a game declares under the command name ``board`` (``GameInfo.commands``): its commands
    join the ``referee board`` group, loaded only when the group is built."""
    if target not in _board_targets:
        board_app.add_typer(_Declared(target))
        _board_targets.add(target)


def _register_board() -> None:
    """``referee board`` as a group: without a sub-command the current game's board, as always; with one, the
    built-in games' board-file editors (a plugin's joins in :func:`_register_commands`)."""
    for g in registry.known().values():
        if "board" in g.commands:
            _join_board(g.commands["board"])
    app.add_typer(board_app, name="board")
