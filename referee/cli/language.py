"""The command line in the players' language: Czech command names, help and usage errors.

* **Aliases.** Every command has a Czech name (:data:`COMMAND_ALIASES` for the common commands, each game's
  ``GameInfo.verb_aliases`` for its verbs): ``referee hod 8`` is ``referee roll 8`` — the same command, the same
  exit codes, the same save. Diacritics are optional (``zpět``, ``zpet``). ``referee --lang cs --help`` lists
  them beside the commands.
* **Help.** Typer builds the help before ``--lang`` is read, so :class:`Group` reads ``--lang`` (or
  ``REFEREE_LANG``) from the command line itself before anything is parsed, and translates each command's help
  and its options' help through the catalogue (``referee/cli/locale``) as the command is built.
* **Usage errors.** Typer's own texts ("Options", "Missing command.", "No such command …") come from
  ``gettext.gettext`` in ``typer.core``; the click that Typer ships (``typer._click``) has no gettext, its texts
  are literals. The first are translated by giving ``typer.core`` the catalogue's ``translate`` in place of
  gettext's; the usage errors of the second are rebuilt in Czech from the exception's parts
  (:func:`usage_text`). English output is left byte for byte as Typer prints it.
"""

from __future__ import annotations

import inspect
import os
import re
import types

import typer
import typer.core
try:                                     # the click Typer ships (typer 0.2x), or click itself for an older typer
    from typer._click import exceptions as click_errors
    from typer._click.utils import make_default_short_help
except ImportError:                      # pragma: no cover
    from click import exceptions as click_errors
    from click.utils import make_default_short_help

from referee.cli import complete, gamehelp
from referee.cli.aliases import COMMAND_ALIASES, aliases, command_of, names_of  # noqa: F401 — language.command_of …
from referee.core import i18n, registry
from referee.core.i18n import N_, Term, _
from referee.core.vocab import fold

# The texts typer.core asks gettext for (and the help option's), translated through the catalogue.
TYPER_TEXTS = (N_("Arguments"), N_("Options"), N_("Commands"), N_("required"), N_("default: {default}"),
               N_("env var: {var}"), N_("Missing command."), N_("No such command {name!r}."), N_("Aborted!"),
               N_("(dynamic)"), N_("Show this message and exit."), N_("Install completion for the current shell."),
               N_("Show completion for the current shell, to copy it or customize the installation."))


def _typer_gettext(message: str) -> str:
    return i18n.translate(message)


def _install_gettext() -> None:
    """Give the catalogue to every module of Typer (and of click, for a Typer that uses click itself) that took
    ``gettext.gettext`` as ``_``: their texts are then translated where they are shown."""
    import gettext
    import sys

    for name in ("typer.core", "typer.rich_utils", "click.core", "click.exceptions", "click.parser",
                 "click.types", "click.formatting", "click.decorators", "click.termui"):
        module = sys.modules.get(name)
        if module is not None and getattr(module, "_", None) is gettext.gettext:
            module._ = _typer_gettext


_install_gettext()


def clashes(commands: set[str]) -> list[str]:
    """Aliases named like a command, or standing for two different commands (each as a line of text)."""
    seen: dict[str, str] = {}
    wrong = []
    pairs = [("referee", a, t) for a, t in COMMAND_ALIASES.items()]
    pairs += [(g.key, a, t) for g in registry.known().values() for a, t in g.verb_aliases.items()]
    for owner, alias, target in pairs:
        key = fold(alias)
        if key in commands or alias in commands:
            wrong.append(f"{owner}: '{alias}' is a command itself")
        elif seen.setdefault(key, target) != target:
            wrong.append(f"{owner}: '{alias}' stands for '{seen[key]}' and '{target}'")
    return wrong


def language_asked(args: list[str]) -> str:
    """The language a command line asks for, read before Typer parses it: ``--lang`` before the command, then
    ``REFEREE_LANG``; English when neither names a known language."""
    lang = os.environ.get("REFEREE_LANG") or i18n.ENGLISH
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            lang = args[i + 1]
            break
        if arg.startswith("--lang="):
            lang = arg.partition("=")[2]
            break
        if not arg.startswith("-"):
            break                               # the command: --lang belongs before it
    return i18n.normalize(lang) if i18n.normalize(lang) in i18n.languages() else i18n.ENGLISH


# --- help --------------------------------------------------------------------------------------------------

_VERB_HELP = re.compile(r"\[([\w, -]+)\] (.*?)(?=; \[[\w, -]+\] |$)", re.S)


def help_text(text: str | None) -> str | None:
    """A command's or option's help in the language in use (a verb's ``[game] help; …`` part by part)."""
    if not text or i18n.language() == i18n.ENGLISH:
        return text
    text = inspect.cleandoc(text)
    head, bracket, verbs = text.partition(" [") if not text.startswith("[") else ("", "[", text[1:])
    parts = _VERB_HELP.findall(bracket + verbs) if bracket else []
    if not parts:
        return i18n.translate(text)
    verbs = "; ".join(f"[{game}] {i18n.translate(part)}" for game, part in parts)
    return f"{i18n.translate(head)} {verbs}" if head else verbs


def _format_usage(self, ctx, formatter) -> None:
    pieces = self.collect_usage_pieces(ctx)
    formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=_("Usage: "))


def placeholder(param) -> None:
    """A parameter's placeholder in the language in use: an argument by its name (``game`` → ``hra``), an option's
    value by its kind (``<str>`` → ``<text>``, ``FILE`` → ``SOUBOR``); terms ``argument`` and ``placeholder``."""
    if param.param_type_name == "argument":
        if param.metavar is None and param.name:
            param.metavar = f"{Term('argument', param.name)}{'...' if param.nargs != 1 else ''}"
        return
    built = param.make_metavar

    def make_metavar(*args, **kwargs) -> str:
        return str(Term("placeholder", built(*args, **kwargs)))

    param.make_metavar = make_metavar


def localize(command) -> None:
    """A built click command's help, options' help and usage line in the language in use (once per language)."""
    lang = i18n.language()
    if lang == i18n.ENGLISH or getattr(command, "_referee_lang", None) == lang:
        return
    command._referee_lang = lang
    command.help = help_text(command.help)
    if command.short_help:
        command.short_help = help_text(command.short_help)
    for param in command.params:
        if getattr(param, "help", None):
            param.help = help_text(param.help)
        placeholder(param)
    if command.options_metavar == "[OPTIONS]":
        command.options_metavar = _("[OPTIONS]")
    if getattr(command, "subcommand_metavar", None) == "COMMAND [ARGS]...":
        command.subcommand_metavar = _("COMMAND [ARGS]...")
    for sub in getattr(command, "commands", {}).values():     # a group's own commands (referee map …)
        localize(sub)
    command.format_usage = types.MethodType(_format_usage, command)
    built = command.get_help_option

    def get_help_option(ctx):
        option = built(ctx)
        if option is not None and option.help:
            option.help = help_text(option.help)
        return option

    command.get_help_option = get_help_option


# --- usage errors ------------------------------------------------------------------------------------------

_PROBLEMS = (   # click's messages about a value → their templates
    (re.compile(r"^(?P<value>.+) is not a valid int(?:eger| range)?\.$"), N_("{value} is not a whole number.")),
    (re.compile(r"^(?P<value>.+) is not a valid float(?: range)?\.$"), N_("{value} is not a number.")),
    (re.compile(r"^(?P<value>.+) is not in the range (?P<range>.+)\.$"), N_("{value} is not in the range {range}.")),
    (re.compile(r"^(?P<value>.+) is not one of (?P<choices>.+)\.$"), N_("{value} is not one of {choices}.")),
    (re.compile(r"^(?P<value>.+) is not (?P<choices>'.+)\.$"), N_("{value} is not {choices}.")),
    (re.compile(r"^Got unexpected extra argument(?:s|\(s\))? \((?P<args>.*)\)$"), N_("unexpected extra words: {args}")),
    (re.compile(r"^Option (?P<option>.+) requires an argument\.$"), N_("option {option} needs a value.")),
    (re.compile(r"^Option (?P<option>.+) requires (?P<count>\d+) arguments\.$"),
     N_("option {option} needs {count} values.")),
    (re.compile(r"^Option (?P<option>.+) does not take a value\.$"), N_("option {option} takes no value.")),
    (re.compile(r"^(?P<message>.+)\. Did you mean (?P<names>.+)\?$"), N_("{message}. Did you mean {names}?")),
)


def problem_text(message: str) -> str:
    """One of click's messages in the language in use (unknown ones as they are)."""
    for pattern, template in _PROBLEMS:
        m = pattern.match(message)
        if m:
            fields = {k: problem_text(v) if k == "message" else v for k, v in m.groupdict().items()}
            return _(template, **fields)
    return message


def usage_text(exc: click_errors.UsageError) -> str:
    """The message of a usage error (after ``Error:``) in the language in use."""
    hint = None
    if isinstance(exc, click_errors.BadParameter):
        hint = exc.param_hint if exc.param_hint is not None else (
            exc.param.get_error_hint(exc.ctx) if exc.param is not None else None)
        if hint is not None and not isinstance(hint, str):
            hint = " / ".join(repr(h) for h in hint)
    if isinstance(exc, click_errors.MissingParameter):
        kind = exc.param_type or (exc.param.param_type_name if exc.param is not None else "parameter")
        template = {"argument": N_("Missing argument {name}."), "option": N_("Missing option {name}.")}.get(
            kind, N_("Missing parameter {name}."))
        return _(template, name=hint or "")
    if isinstance(exc, click_errors.NoSuchOption):
        text = _("No such option: {option}", option=exc.option_name)
        if exc.possibilities:
            text += " " + _("(Possible options: {options})", options=", ".join(sorted(exc.possibilities)))
        return text
    if isinstance(exc, click_errors.BadParameter):
        if hint is None:
            return _("Invalid value: {problem}", problem=problem_text(exc.message))
        return _("Invalid value for {name}: {problem}", name=hint, problem=problem_text(exc.message))
    return problem_text(exc.message)


def _show(exc: click_errors.UsageError, file=None) -> None:
    """UsageError.show in the language in use: usage line, the help hint, ``Chyba: …``."""
    ctx = exc.ctx
    color = ctx.color if ctx is not None else None
    if ctx is not None:
        hint = ""
        if ctx.command.get_help_option(ctx) is not None:
            hint = _("Try '{command} {option}' for help.", command=ctx.command_path,
                     option=ctx.help_option_names[0]) + "\n"
        typer.echo(f"{ctx.get_usage()}\n{hint}", file=file, color=color, err=file is None)
    typer.echo(_("Error: {problem}", problem=usage_text(exc)), file=file, color=color, err=file is None)


def translated(exc: click_errors.UsageError) -> click_errors.UsageError:
    """The error, shown in the language in use when Typer shows it (English: click's words; a value typed too
    long to repeat is cut, i18n.cut)."""
    exc.message = i18n.cut(exc.message)
    if i18n.language() != i18n.ENGLISH and not isinstance(exc, click_errors.NoArgsIsHelpError):
        exc.show = types.MethodType(_show, exc)
    return exc


class Group(complete.Group):
    """The app's command group: the language read first, Czech command names, help and usage errors."""

    def make_context(self, info_name, args, parent=None, **extra):
        self.asked = list(args)          # the command line, for the game whose verbs --help lists (gamehelp)
        i18n.use(language_asked(list(args)))
        localize(self)
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click_errors.UsageError as exc:
            translated(exc)
            raise

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except click_errors.UsageError as exc:
            translated(exc)
            raise

    def resolve_command(self, ctx, args):
        if args:
            args = [command_of(args[0]), *args[1:]]
        return super().resolve_command(ctx, args)

    def get_command(self, ctx, name):
        command = super().get_command(ctx, name)
        if command is not None:
            localize(command)
            if _is_verb(command):
                gamehelp.own_help(command, name, gamehelp.current_game(getattr(self, "asked", [])))
        return command

    def format_help(self, ctx, formatter):
        localize(self)
        return super().format_help(ctx, formatter)

    def format_commands(self, ctx, formatter):
        """The commands: the common ones and one game's verbs (:mod:`referee.cli.gamehelp`), with Czech names
        beside them in Czech; then the line on how to see the other games' verbs."""
        game = gamehelp.current_game(getattr(self, "asked", []))
        hide = gamehelp.others(game) if game is not None else set()
        english = i18n.language() == i18n.ENGLISH
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is None or command.hidden or name in hide:
                continue
            own = gamehelp.verb_help(game, name) if game is not None and _is_verb(command) else None
            others = [] if english else names_of(name)
            rows.append((f"{name} ({', '.join(others)})" if others else name, command, own))
        if rows:
            limit = formatter.width - 6 - max(len(r[0]) for r in rows)
            with formatter.section(_("Commands")):
                formatter.write_dl([(name, make_default_short_help(i18n.translate(own), limit) if own
                                     else command.get_short_help_str(limit)) for name, command, own in rows])
        formatter.write_paragraph()
        formatter.write_text(gamehelp.pointer(game))


def _is_verb(command) -> bool:
    """Whether a built command is a game verb (``cli/verbs.py`` names their callbacks ``verb_…``)."""
    return getattr(command.callback, "__name__", "").startswith("verb_")
