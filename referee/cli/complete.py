"""Completion for the shell (Typer); the words themselves come from :mod:`referee.core.complete`.

Shell completion must never fail loudly: without a readable save it offers nothing.
"""

import typer
from typer._completion_classes import BashComplete
from typer.core import TyperGroup

try:                                     # the click Typer completes with: its own copy since typer 0.2x
    from typer._click.shell_completion import CompletionItem, add_completion_class
except ImportError:                      # pragma: no cover - an older typer on click itself
    from click.shell_completion import CompletionItem, add_completion_class

from referee.core import registry
from referee.core.complete import matching, next_words  # noqa: F401 — shared with referee play and the page
from referee.core.errors import RefereeError


def _session(ctx: typer.Context):
    from referee.core.commands import save_path
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
        found = next_words(session.game, session.state, session.setup.names, ctx.info_name,
                           list(ctx.params.get("words") or ()))
        return matching(found, incomplete)
    except (RefereeError, OSError):
        return []


class ColonBash(BashComplete):
    """Bash's completion, with names that hold a colon (``2b:1``) kept whole.

    Bash splits the line at ``:`` too (COMP_WORDBREAKS), so ``build road 2b:1`` arrives as ``2b`` ``:``
    ``1``, and what it inserts replaces only the text after the last colon. The pieces are joined again
    before the words are read, and each answer loses what precedes that colon (as bash-completion's
    ``__ltrim_colon_completions`` does): ``2b:<Tab>`` lists ``1 3 5 7 9 11``. A word of its own never
    is a lone ``:`` in referee's commands.
    """

    trim = 0

    def get_completion_args(self) -> tuple[list[str], str]:
        args, incomplete = super().get_completion_args()
        words: list[str] = []
        glue = False
        for word in [*args, incomplete]:
            if word == ":" and words:
                words[-1] += ":"
            elif glue and word:
                words[-1] += word
            else:
                words.append(word)
            glue = word == ":"
        *args, incomplete = words
        self.trim = incomplete.rfind(":") + 1
        return args, incomplete

    def format_completion(self, item: CompletionItem) -> str:
        return item.value[self.trim:]


class Group(TyperGroup):
    """The app's command group: shell completion goes through :class:`ColonBash` for bash."""

    def _main_shell_completion(self, ctx_args, prog_name, complete_var=None):
        # Typer registers its own bash class each time it builds the command; ours replaces it here,
        # after that and before the completion is answered.
        add_completion_class(ColonBash, ColonBash.name)
        super()._main_shell_completion(ctx_args, prog_name, complete_var)
